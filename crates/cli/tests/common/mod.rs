//! What the tests that run the `keeper` binary share.

// Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, PoisonError, mpsc};
use std::time::{Duration, Instant};

use keeper_table::scratch::ScratchDatabase;

/// A soldier's occupation skills and personal interests for `keeper coc7 investigator
/// new` (seed 002's Brian): nine values of S2, four interests of S3.
pub(crate) const SOLDIER: &[&str] = &[
    "--occupation",
    "Soldier",
    "--skill",
    "Climb=60",
    "--skill",
    "Credit Rating=40",
    "--skill",
    "Dodge=60",
    "--skill",
    "Fighting (Brawl)=70",
    "--skill",
    "Firearms (Rifle/Shotgun)=50",
    "--skill",
    "First Aid=40",
    "--skill",
    "Language (Spanish)=50",
    "--skill",
    "Stealth=50",
    "--skill",
    "Survival=40",
    "--interest",
    "Drive Auto",
    "--interest",
    "Jump",
    "--interest",
    "Mechanical Repair",
    "--interest",
    "Spot Hidden",
];

/// How long a server may take to say where it serves, or to start answering.
pub(crate) const START: Duration = Duration::from_secs(60);
/// The environment variable naming a PostgreSQL server for the tests that need one.
pub(crate) const POSTGRES_VAR: &str = "KEEPER_TEST_POSTGRES";

/// Says that `what` did not run and why, once per test binary and past the harness's
/// capture (which takes only `print!` and `eprint!`), so it shows when every test passes.
pub(crate) fn skipped(what: &str, why: &str) {
    static SAID: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());
    let line = format!("skipped: {what}: {why}");
    if SAID
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(line.clone())
    {
        let _ = writeln!(std::io::stderr(), "{line}");
    }
}

/// The environment variable naming another `keeper` binary for these tests to run
/// instead of this build's: `.ci/run` runs the allocator's tests on the binary as
/// released.
pub(crate) const BINARY_VAR: &str = "KEEPER_TEST_BINARY";

/// The `keeper` binary with `LANG` set to `lang` and `LC_ALL` and `LC_MESSAGES`
/// removed, so that `lang` alone chooses the language.
pub(crate) fn keeper_command(lang: &str) -> Command {
    let binary = std::env::var_os(BINARY_VAR)
        .filter(|path| !path.is_empty())
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_keeper").into());
    let mut command = Command::new(binary);
    command
        .env("LANG", lang)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    command
}

/// A fresh database on the PostgreSQL server at `server`, its name starting with
/// `prefix`; dropped with the value. Panics when the server does not answer within 20 s
/// or cannot make one.
pub(crate) async fn scratch_database(server: &str, prefix: &str) -> ScratchDatabase {
    tokio::time::timeout(
        Duration::from_secs(20),
        ScratchDatabase::create(server, prefix),
    )
    .await
    .unwrap_or_else(|_| panic!("{POSTGRES_VAR} did not answer within 20 s"))
    .unwrap_or_else(|e| panic!("cannot make a database through {POSTGRES_VAR}: {e}"))
}

/// One `keeper serve` process on a port the system picks; killed when dropped (a failed
/// assertion included).
pub(crate) struct Server {
    /// Names the server in failure messages.
    pub(crate) name: &'static str,
    pub(crate) addr: SocketAddr,
    child: Child,
    log: Arc<Mutex<String>>,
}

impl Server {
    /// Starts `keeper serve` on `db` and waits for its address.
    pub(crate) fn start(name: &'static str, db: &str) -> Server {
        let mut child = keeper_command("en")
            .args(["serve", "--addr", "127.0.0.1:0", "--db", db])
            .env("RUST_LOG", "warn,keeper_server=info,keeper_table=info")
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start keeper serve");
        let stderr = child.stderr.take().expect("piped standard error");
        let log = Arc::new(Mutex::new(String::new()));
        let (found, bound) = mpsc::channel();
        let lines = Arc::clone(&log);
        // Reads standard error to its end (so the process never blocks on it), keeping
        // it for failure messages; the first address with a real port is where it serves.
        std::thread::spawn(move || {
            let mut sent = false;
            for line in BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                if !sent && let Some(addr) = served_addr(&line) {
                    let _ = found.send(addr);
                    sent = true;
                }
                if let Ok(mut log) = lines.lock() {
                    log.push_str(&line);
                    log.push('\n');
                }
            }
        });
        let mut server = Server {
            name,
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            child,
            log,
        };
        match bound.recv_timeout(START) {
            Ok(addr) => server.addr = addr,
            Err(_) => panic!(
                "{name} did not say where it serves within {START:?}:\n{}",
                server.log()
            ),
        }
        server
    }

    /// `http://HOST:PORT`.
    pub(crate) fn base(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Waits until `/healthz` answers 200 (each try at most 2 s), panicking with the
    /// last answer and the log once `within` has passed.
    pub(crate) async fn healthy(&self, http: &reqwest::Client, within: Duration) {
        let deadline = Instant::now() + within;
        loop {
            let answer = http
                .get(format!("{}/healthz", self.base()))
                .timeout(Duration::from_secs(2))
                .send()
                .await;
            if matches!(&answer, Ok(r) if r.status() == 200) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "{}: /healthz did not answer 200 within {within:?} ({answer:?}):\n{}",
                self.name,
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Its process id.
    pub(crate) fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Its standard error so far.
    pub(crate) fn log(&self) -> String {
        self.log.lock().map(|l| l.clone()).unwrap_or_default()
    }

    /// SIGKILL: no shutdown, no flush, nothing. Dropping kills the same way.
    pub(crate) fn kill_9(&mut self) -> std::io::Result<()> {
        let killed = self.child.kill();
        // Reaped even when the kill failed: it may have ended by itself.
        self.child.wait()?;
        killed
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.kill_9();
    }
}

/// The address in a "serving on http://HOST:PORT" line, unless its port is 0 (the
/// address asked for, before the system picked one).
fn served_addr(line: &str) -> Option<SocketAddr> {
    let rest = &line[line.find("serving on http://")? + "serving on http://".len()..];
    let addr: String = rest
        .chars()
        .skip_while(|c| !c.is_ascii_alphanumeric() && *c != '[')
        .take_while(|c| c.is_ascii_alphanumeric() || ".:[]".contains(*c))
        .collect();
    addr.parse::<SocketAddr>().ok().filter(|a| a.port() != 0)
}
