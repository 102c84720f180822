//! The allocator each command runs on, seen from outside the process: `keeper serve` on
//! mimalloc, a command that answers and exits (`keeper resolve`) on the dense heap
//! (glibc's `malloc`, or dlmalloc in the binary as released, linked with musl).
//!
//! mimalloc reserves its memory as one arena of 1 GiB (address space only, nothing
//! committed); neither dense heap maps anything near that size. So a mapping of at least
//! 1 GiB in `/proc/PID/maps`, once the process has allocated, says which one it runs on.
//! These tests run this build's binary, or the one `KEEPER_TEST_BINARY` names (`.ci/run`
//! names the binary as released).
#![cfg(target_os = "linux")]

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

use common::{Server, keeper_command};

const GIB: u64 = 1 << 30;

/// The largest mapping of process `pid`, in bytes.
fn largest_mapping(pid: u32) -> u64 {
    let maps = std::fs::read_to_string(format!("/proc/{pid}/maps")).expect("read its maps");
    maps.lines()
        .filter_map(|line| {
            let (start, end) = line.split_whitespace().next()?.split_once('-')?;
            let start = u64::from_str_radix(start, 16).ok()?;
            let end = u64::from_str_radix(end, 16).ok()?;
            Some(end - start)
        })
        .max()
        .expect("a process has mappings")
}

#[test]
fn resolve_runs_on_the_dense_heap() {
    let mut child = keeper_command("en")
        .arg("resolve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("keeper runs");
    let mut stdin = child.stdin.take().expect("piped");
    let mut stdout = BufReader::new(child.stdout.take().expect("piped"));
    // One answer first, so the process has allocated (and its allocator mapped its memory).
    writeln!(
        stdin,
        r#"{{"system":"dice","action":"prob","expr":"20d6"}}"#
    )
    .expect("write");
    let mut answer = String::new();
    stdout.read_line(&mut answer).expect("read the answer");
    assert!(answer.contains(r#""ok":true"#), "{answer}");
    let largest = largest_mapping(child.id());
    drop(stdin);
    assert!(child.wait().expect("it ends").success());
    assert!(
        largest < GIB,
        "keeper resolve mapped {largest} bytes at once: mimalloc's arena, not the dense heap"
    );
}

#[test]
fn serve_runs_on_mimalloc() {
    let server = Server::start("the server", "sqlite::memory:");
    let largest = largest_mapping(server.pid());
    assert!(
        largest >= GIB,
        "keeper serve's largest mapping is {largest} bytes: no mimalloc arena\n{}",
        server.log()
    );
}
