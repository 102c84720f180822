//! A roll acknowledged is a roll kept: `keeper serve` is killed (SIGKILL) in the middle
//! of a load of concurrent rolls, started again on the same database, and every roll
//! it had answered 201 must be there with the same hash, in a chain that verifies
//! (through the API and `keeper verify --db`). Every roll carries an `Idempotency-Key`
//! and is retried with it until answered, across the kill: each key ends with exactly
//! one roll in the log, none lost and none rolled twice.
//!
//! On SQLite always; on PostgreSQL when `KEEPER_TEST_POSTGRES` names a server whose
//! user may create databases (a fresh one is made and dropped), else that half is
//! skipped with a note.

mod common;

use std::collections::BTreeMap;
use std::hash::{BuildHasher, RandomState};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use futures_util::{StreamExt, stream};
use serde_json::{Value, json};

use common::{POSTGRES_VAR, START, Server, keeper_command, scratch_database};

/// Roll requests in flight at once.
const IN_FLIGHT: usize = 48;
/// Acknowledged rolls wanted before the kill (unless `MOST_LOAD` passes first).
const ACKS_BEFORE_KILL: usize = 300;
/// The least and the most time under load before the kill.
const LEAST_LOAD: Duration = Duration::from_millis(700);
const MOST_LOAD: Duration = Duration::from_secs(8);
/// How long a request or a check may take (a start: `common::START`).
const REQUEST: Duration = Duration::from_secs(10);

fn unique(prefix: &str) -> String {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_nanos();
    let mix = RandomState::new().hash_one((std::process::id(), nanos));
    format!("{prefix}_{mix:016x}")
}

/// A directory for this test, removed when it ends.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> TempDir {
        let dir = std::env::temp_dir().join(unique("keeper_crash"));
        std::fs::create_dir_all(&dir).expect("make a temporary directory");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// What this test asks of a server beyond starting, checking and killing it.
trait ServerExt {
    fn url(&self, path: &str) -> String;
}

impl ServerExt for Server {
    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base())
    }
}

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .pool_max_idle_per_host(IN_FLIGHT)
        .timeout(REQUEST)
        .build()
        .expect("an HTTP client")
}

/// Kills the server under load and checks every acknowledged roll after a restart.
async fn crash_and_check(db: &str) {
    let http = client();
    let mut server = Server::start("keeper serve", db);
    server.healthy(&http, START).await;

    let made = http
        .post(server.url("/api/v1/games"))
        .json(&json!({"name": "Crash", "system": "coc7", "keeper_name": "Keeper"}))
        .send()
        .await
        .expect("create a game");
    assert_eq!(made.status(), 201, "creating the game");
    let made: Value = made.json().await.expect("the game as JSON");
    let game = made["game"]["id"].as_str().expect("game id").to_owned();
    let token = made["token"].as_str().expect("Keeper token").to_owned();

    // Every 201: seq → hash, and each roll's Idempotency-Key → its seq. A request cut
    // off by the kill is not acknowledged: its worker retries it with the same key
    // until it is, through the restarted server, so every roll asked for is answered
    // once, by one entry.
    let acked: Arc<Mutex<BTreeMap<i64, String>>> = Arc::default();
    let keys: Arc<Mutex<BTreeMap<String, i64>>> = Arc::default();
    let duplicate: Arc<Mutex<Option<String>>> = Arc::default();
    let failed = Arc::new(AtomicUsize::new(0));
    let replayed = Arc::new(AtomicUsize::new(0));
    // No new roll once set; the one in hand is still retried until acknowledged.
    let stop = Arc::new(AtomicBool::new(false));
    // Where the rolls go: the restarted server listens on another port.
    let rolls_url = Arc::new(Mutex::new(
        server.url(&format!("/api/v1/games/{game}/rolls")),
    ));
    let mut workers = Vec::new();
    for w in 0..IN_FLIGHT {
        let (http, url, token) = (http.clone(), rolls_url.clone(), token.clone());
        let (acked, keys, duplicate, failed, replayed, stop) = (
            acked.clone(),
            keys.clone(),
            duplicate.clone(),
            failed.clone(),
            replayed.clone(),
            stop.clone(),
        );
        // Public and blind rolls, from both seeds.
        let visibility = if w % 4 == 0 { "keeper" } else { "public" };
        workers.push(tokio::spawn(async move {
            let mut n = 0;
            while !stop.load(Ordering::Relaxed) {
                n += 1;
                let key = format!("crash-{w}-{n}");
                loop {
                    let target = url.lock().unwrap().clone();
                    let answer = http
                        .post(&target)
                        .bearer_auth(&token)
                        .header("Idempotency-Key", &key)
                        .json(&json!({"expr": "1d100", "visibility": visibility}))
                        .send()
                        .await;
                    let body = match answer {
                        Ok(r) if r.status() == 201 => {
                            if r.headers().contains_key("idempotent-replayed") {
                                replayed.fetch_add(1, Ordering::Relaxed);
                            }
                            r.json::<Value>().await.ok()
                        }
                        _ => None,
                    };
                    let Some(body) = body else {
                        failed.fetch_add(1, Ordering::Relaxed);
                        // Down: wait for the restart rather than spin.
                        tokio::time::sleep(Duration::from_millis(20)).await;
                        continue;
                    };
                    let (Some(seq), Some(hash)) = (body["seq"].as_i64(), body["hash"].as_str())
                    else {
                        panic!("a 201 without seq and hash: {body}");
                    };
                    if let Some(old) = acked.lock().unwrap().insert(seq, hash.to_owned()) {
                        *duplicate.lock().unwrap() = Some(format!(
                            "seq {seq} was acknowledged for two keys ({old}, {hash})"
                        ));
                    }
                    keys.lock().unwrap().insert(key, seq);
                    break;
                }
            }
        }));
    }

    // Under load for a while, then SIGKILL with requests in flight.
    let loaded = Instant::now();
    while loaded.elapsed() < MOST_LOAD
        && (loaded.elapsed() < LEAST_LOAD || acked.lock().unwrap().len() < ACKS_BEFORE_KILL)
    {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let before_kill = acked.lock().unwrap().len();
    let failed_before_kill = failed.load(Ordering::Relaxed);
    stop.store(true, Ordering::Relaxed);
    server.kill_9().expect("kill keeper serve");
    assert!(
        before_kill >= 20,
        "only {before_kill} rolls were acknowledged before the kill ({failed_before_kill} failed):\n{}",
        server.log()
    );
    assert_eq!(
        failed_before_kill,
        0,
        "rolls failed before the kill:\n{}",
        server.log()
    );
    drop(server);

    // The same database, a new process; the rolls cut off are retried against it.
    let server = Server::start("keeper serve (restarted)", db);
    server.healthy(&http, START).await;
    *rolls_url.lock().unwrap() = server.url(&format!("/api/v1/games/{game}/rolls"));
    for w in workers {
        tokio::time::timeout(REQUEST * 3, w)
            .await
            .expect("every roll cut off by the kill was acknowledged after the restart")
            .expect("a load worker panicked");
    }
    if let Some(d) = duplicate.lock().unwrap().take() {
        panic!("{d}");
    }
    let acked = std::mem::take(&mut *acked.lock().unwrap());
    let keys = std::mem::take(&mut *keys.lock().unwrap());
    eprintln!(
        "{db}: killed after {:?} with {before_kill} rolls acknowledged, {} in all after the restart ({} replayed by key), {} attempts cut off",
        loaded.elapsed(),
        acked.len(),
        replayed.load(Ordering::Relaxed),
        failed.load(Ordering::Relaxed)
    );
    assert_eq!(keys.len(), acked.len(), "a key was answered with two rolls");

    let missing: Arc<Mutex<Vec<String>>> = Arc::default();
    let entry_url = |seq: i64| server.url(&format!("/api/v1/games/{game}/log/{seq}"));
    stream::iter(acked.iter())
        .for_each_concurrent(32, |(&seq, hash)| {
            let (http, url, token, missing) = (&http, entry_url(seq), &token, missing.clone());
            async move {
                let problem = match http.get(&url).bearer_auth(token).send().await {
                    Ok(r) if r.status() == 200 => match r.json::<Value>().await {
                        Ok(e) if e["seq"] == seq && e["hash"] == hash.as_str() => None,
                        Ok(e) => Some(format!(
                            "seq {seq}: acknowledged with hash {hash}, now {}",
                            e["hash"]
                        )),
                        Err(e) => Some(format!("seq {seq}: unreadable answer: {e}")),
                    },
                    Ok(r) => Some(format!("seq {seq}: GET answered {}", r.status())),
                    Err(e) => Some(format!("seq {seq}: GET failed: {e}")),
                };
                if let Some(p) = problem {
                    missing.lock().unwrap().push(p);
                }
            }
        })
        .await;
    let missing = std::mem::take(&mut *missing.lock().unwrap());
    assert!(
        missing.is_empty(),
        "{} of {} acknowledged rolls were lost or changed after the kill, such as:\n{}",
        missing.len(),
        acked.len(),
        missing
            .iter()
            .take(10)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );

    // No roll twice: the log holds exactly one roll per key.
    let mut rolls = Vec::new();
    let mut after = 0;
    loop {
        let page: Value = http
            .get(server.url(&format!(
                "/api/v1/games/{game}/log?after={after}&limit=1000"
            )))
            .bearer_auth(&token)
            .send()
            .await
            .expect("read the log")
            .json()
            .await
            .expect("the log as JSON");
        let entries = page["entries"].as_array().expect("entries").clone();
        let Some(last) = entries.last() else { break };
        after = last["seq"].as_i64().expect("a seq");
        rolls.extend(
            entries
                .iter()
                .filter(|e| e["kind"] == "roll")
                .filter_map(|e| e["seq"].as_i64()),
        );
    }
    let answered: std::collections::BTreeSet<i64> = keys.values().copied().collect();
    let unasked: Vec<i64> = rolls
        .iter()
        .copied()
        .filter(|s| !answered.contains(s))
        .collect();
    assert!(
        unasked.is_empty() && rolls.len() == keys.len(),
        "{} rolls in the log for {} keys: rolled twice (or never answered): {:?}",
        rolls.len(),
        keys.len(),
        &unasked[..unasked.len().min(10)]
    );

    let verified = http
        .get(server.url(&format!("/api/v1/games/{game}/verify")))
        .bearer_auth(&token)
        .send()
        .await
        .expect("verify through the API");
    assert_eq!(verified.status(), 200, "GET verify");
    let verified: Value = verified.json().await.expect("the verification as JSON");
    assert_eq!(verified["ok"], true, "the API's verification: {verified}");
    let last = *acked.keys().next_back().expect("acknowledged rolls");
    assert!(
        verified["entries"].as_i64().unwrap_or(0) >= last,
        "the chain has {} entries, but seq {last} was acknowledged",
        verified["entries"]
    );
    drop(server);

    let out = keeper_command("en")
        .args(["verify", "--db", db])
        .output()
        .expect("run keeper verify");
    assert_eq!(
        out.status.code(),
        Some(0),
        "keeper verify --db failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime")
}

#[test]
fn sqlite_keeps_every_acknowledged_roll_through_a_kill_9() {
    let dir = TempDir::new();
    let db = format!("sqlite:{}", dir.0.join("keeper.db").display());
    runtime().block_on(crash_and_check(&db));
}

#[test]
fn postgres_keeps_every_acknowledged_roll_through_a_kill_9() {
    let Some(server) = std::env::var(POSTGRES_VAR).ok().filter(|s| !s.is_empty()) else {
        common::skipped(
            "the kill -9 test on PostgreSQL",
            &format!("{POSTGRES_VAR} is not set"),
        );
        return;
    };
    runtime().block_on(async {
        let db = scratch_database(&server, "keeper_crash").await;
        crash_and_check(db.url()).await;
        drop(db);
    });
}
