//! `keeper serve` starting up: it binds before it announces, says what is wrong when it
//! cannot (a port in use, an unreachable database), and reads its configuration from
//! the environment too.

mod common;

use std::io::{BufRead, BufReader};
use std::process::{Child, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use common::keeper_command;

/// Starts `keeper serve` with `args` and `env`, and collects its standard error, line by
/// line, for at most `wait` or until it exits.
fn serve(args: &[&str], env: &[(&str, &str)], wait: Duration) -> (Option<i32>, Vec<String>) {
    let mut command = keeper_command("en");
    command
        .arg("serve")
        .args(args)
        .env_remove("KEEPER_ADDR")
        .env_remove("KEEPER_DB")
        .env_remove("KEEPER_PUBLIC_URL")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (k, v) in env {
        command.env(k, v);
    }
    let mut child: Child = command.spawn().expect("keeper runs");
    let stderr = child.stderr.take().expect("piped");
    let (send, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = send.send(line);
        }
    });
    let started = Instant::now();
    let mut got = Vec::new();
    let code = loop {
        while let Ok(line) = lines.try_recv() {
            got.push(line);
        }
        if let Some(status) = child.try_wait().expect("wait") {
            break status.code();
        }
        if started.elapsed() > wait {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    std::thread::sleep(Duration::from_millis(100));
    while let Ok(line) = lines.try_recv() {
        got.push(line);
    }
    (code, got)
}

fn temp_db() -> String {
    let dir = std::env::temp_dir().join(format!(
        "keeper_startup_{}_{:?}",
        std::process::id(),
        Instant::now()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    format!("sqlite:{}", dir.join("t.db").display())
}

/// A port in use was reported as a bare I/O error, after the start-up line.
#[test]
fn a_port_in_use_names_the_address_and_the_likely_cause() {
    let held = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = held.local_addr().unwrap().to_string();
    let db = temp_db();
    let (code, lines) = serve(
        &["--addr", &addr, "--db", &db],
        &[],
        Duration::from_secs(20),
    );
    assert_eq!(code, Some(2), "{lines:?}");
    let all = lines.join("\n");
    assert!(all.contains(&addr), "{all}");
    assert!(all.contains("already in use"), "{all}");
    assert!(
        !all.contains("serving on"),
        "announced before binding: {all}"
    );
}

/// The database was reached only after the start-up line, and a server that does not
/// answer was waited for in silence.
#[test]
fn an_unreachable_database_is_reported_within_seconds_with_a_retry() {
    // A port nothing listens on: bound, then closed.
    let free = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = free.local_addr().unwrap().port();
    drop(free);
    let db = format!("postgres://keeper:secret@127.0.0.1:{port}/keeper");
    let started = Instant::now();
    let (_, lines) = serve(
        &["--addr", "127.0.0.1:0", "--db", &db],
        &[],
        Duration::from_secs(9),
    );
    let all = lines.join("\n");
    let retry = lines
        .iter()
        .position(|l| l.contains("trying again in"))
        .unwrap_or_else(|| panic!("no retry message within 9 s: {all}"));
    assert!(started.elapsed() < Duration::from_secs(12));
    assert!(lines[retry].contains(&format!("127.0.0.1:{port}")), "{all}");
    assert!(!all.contains("secret"), "the password was shown: {all}");
    assert!(!all.contains("serving on"), "{all}");
}

/// Configuration came only from flags.
#[test]
fn configuration_comes_from_the_environment_too() {
    let db = temp_db();
    let (_, lines) = serve(
        &[],
        &[
            ("KEEPER_ADDR", "127.0.0.1:0"),
            ("KEEPER_DB", &db),
            ("KEEPER_PUBLIC_URL", "https://table.example"),
        ],
        Duration::from_secs(8),
    );
    let all = lines.join("\n");
    let serving = lines
        .iter()
        .find(|l| l.contains("serving on http://127.0.0.1:"))
        .unwrap_or_else(|| panic!("{all}"));
    // Bound first: the real port, not 0.
    assert!(!serving.contains("127.0.0.1:0 "), "{serving}");
    assert!(serving.contains(&db["sqlite:".len()..]), "{serving}");
    let (code, lines) = serve(
        &[],
        &[
            ("KEEPER_ADDR", "127.0.0.1:0"),
            ("KEEPER_DB", &db),
            ("KEEPER_PUBLIC_URL", "table.example/x"),
        ],
        Duration::from_secs(8),
    );
    assert_eq!(code, Some(2), "{lines:?}");
    assert!(lines.join("\n").contains("--public-url"), "{lines:?}");
}
