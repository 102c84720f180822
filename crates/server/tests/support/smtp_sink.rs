//! The SMTP sink of the mail tests, for every test target that mails: `smtp_sink.py`
//! (Python's aiosmtpd) on a loopback port, each message it is given a JSON file to read.
//! Without aiosmtpd the tests that need it say they are skipped, unless
//! `KEEPER_REQUIRE_PYTHON=1` (set by CI), when they fail.

// Each test target that includes this file uses part of it.
#![allow(dead_code, unreachable_pub)]

use std::io::Write;
use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

use serde_json::Value;
use tokio::io::AsyncBufReadExt;

/// A folder of its own for the sink's messages, removed on drop.
#[derive(Debug)]
struct Folder(PathBuf);

impl Folder {
    fn new() -> Folder {
        static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("keeper-smtp-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder for the mails");
        Folder(dir)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The SMTP sink: a child process, and the folder its messages land in.
#[derive(Debug)]
pub struct Sink {
    _child: tokio::process::Child,
    dir: Folder,
    /// The port it listens on, on 127.0.0.1.
    pub port: u16,
}

impl Sink {
    /// Starts the sink, or `None` (said, or failed under `KEEPER_REQUIRE_PYTHON=1`)
    /// when Python's aiosmtpd is missing.
    pub async fn start() -> Option<Sink> {
        Sink::start_with(&[]).await
    }

    /// [`Sink::start`] with the sink's options (`--tls CERT KEY`, `--starttls CERT KEY`).
    pub async fn start_with(options: &[&std::ffi::OsStr]) -> Option<Sink> {
        let found = std::process::Command::new("python3")
            .args(["-c", "import aiosmtpd"])
            .output()
            .is_ok_and(|o| o.status.success());
        if !found {
            let why = "python3 with aiosmtpd is not installed (pip install aiosmtpd==1.4.6)";
            assert!(
                std::env::var("KEEPER_REQUIRE_PYTHON").as_deref() != Ok("1"),
                "{why}, and KEEPER_REQUIRE_PYTHON=1 requires it"
            );
            let _ = writeln!(std::io::stderr(), "skipped: the mail tests: {why}");
            return None;
        }
        let dir = Folder::new();
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/smtp_sink.py");
        let mut child = tokio::process::Command::new("python3")
            .arg(script)
            .arg(&dir.0)
            .args(options)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .expect("start the SMTP sink");
        let stdout = child.stdout.take().expect("the sink's output");
        let mut line = String::new();
        tokio::time::timeout(
            Duration::from_secs(20),
            tokio::io::BufReader::new(stdout).read_line(&mut line),
        )
        .await
        .expect("the sink says its port in time")
        .expect("the sink's port");
        let port = line.trim().parse().expect("a port");
        Some(Sink {
            _child: child,
            dir,
            port,
        })
    }

    /// Every message arrived so far.
    pub fn all(&self) -> Vec<Value> {
        let mut names: Vec<PathBuf> = std::fs::read_dir(&self.dir.0)
            .expect("the sink's folder")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        names.sort();
        names
            .iter()
            .filter_map(|p| std::fs::read_to_string(p).ok())
            .filter_map(|t| serde_json::from_str(&t).ok())
            .collect()
    }

    /// The messages to `to`.
    pub fn to(&self, to: &str) -> Vec<Value> {
        self.all()
            .into_iter()
            .filter(|m| {
                m["to"]
                    .as_array()
                    .is_some_and(|a| a.iter().any(|x| x == to))
            })
            .collect()
    }

    /// Waits for a message to `to` whose subject or body holds `text`.
    pub async fn wait(&self, to: &str, text: &str) -> Value {
        for _ in 0..400 {
            if let Some(m) = self.to(to).into_iter().find(|m| holds(m, text)) {
                return m;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "no mail to {to} holding {text:?}; mails to them: {:#?}",
            self.to(to)
        );
    }

    /// Waits for `n` messages to `to` holding `text`: the first `n`, in order.
    pub async fn wait_n(&self, to: &str, text: &str, n: usize) -> Vec<Value> {
        for _ in 0..400 {
            let found: Vec<Value> = self.to(to).into_iter().filter(|m| holds(m, text)).collect();
            if found.len() >= n {
                return found.into_iter().take(n).collect();
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "fewer than {n} mails to {to} holding {text:?}: {:#?}",
            self.to(to)
        );
    }

    /// Whether any message to `to` holds `text`.
    pub fn any(&self, to: &str, text: &str) -> bool {
        self.to(to).iter().any(|m| holds(m, text))
    }
}

pub fn holds(m: &Value, text: &str) -> bool {
    m["subject"].as_str().unwrap_or("").contains(text)
        || m["body"].as_str().unwrap_or("").contains(text)
}

/// The path and query of the first link of `m` whose path holds `marker`.
pub fn link(m: &Value, marker: &str) -> String {
    let body = m["body"].as_str().unwrap_or("");
    let at = body
        .find(marker)
        .unwrap_or_else(|| panic!("no {marker} link in {body}"));
    let start = body[..at].rfind("http://").expect("a link");
    let end = body[at..]
        .find(|c: char| c.is_whitespace())
        .map_or(body.len(), |e| at + e);
    let url = &body[start..end];
    let path_at = url["http://".len()..].find('/').expect("a path") + "http://".len();
    url[path_at..].to_owned()
}
