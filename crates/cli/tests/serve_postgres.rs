//! Two `keeper serve` processes on one PostgreSQL database, as a deployment behind a
//! load balancer runs them: a game made through one is played through the other, each
//! process's live log shows the other's rolls (a blind roll only as its existence),
//! and concurrent rolls through both leave one unbroken chain.
//!
//! `KEEPER_TEST_POSTGRES` names the server (a URL whose user may create databases);
//! without it the test passes and says it skipped.

mod common;

use std::collections::BTreeSet;
use std::process::Stdio;
use std::time::{Duration, Instant};

use futures_util::{StreamExt, stream};
use serde_json::{Value, json};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

use common::{POSTGRES_VAR, Server, keeper_command, scratch_database};

/// How long another process's roll may take to reach a live log.
const RELAY: Duration = Duration::from_secs(5);
/// Rolls made through each process in the concurrent phase.
const ROLLS_EACH: usize = 200;
/// Requests in flight at once through each process: well under the server's 64
/// connections from one address (`MAX_CONNECTIONS_PER_ADDRESS`), which also counts this
/// client's WebSockets and the kept-alive connections a loaded server has not yet let go.
/// At 50, with the whole suite running, one request once found no connection.
const IN_FLIGHT: usize = 32;
/// How long a started process may take to answer `/healthz`.
const HEALTHY: Duration = Duration::from_secs(30);

/// The API's addresses on a server.
trait ServerExt {
    fn url(&self, path: &str) -> String;
    fn ws(&self, game: &str, token: &str) -> String;
}

impl ServerExt for Server {
    fn url(&self, path: &str) -> String {
        format!("{}/api/v1{path}", self.base())
    }

    fn ws(&self, game: &str, token: &str) -> String {
        format!("ws://{}/api/v1/games/{game}/ws?token={token}", self.addr)
    }
}

/// A live log: every entry the socket received, with when it arrived.
struct Live {
    name: &'static str,
    rx: mpsc::UnboundedReceiver<(Instant, Value, String)>,
    seen: Vec<(Instant, Value, String)>,
}

impl Live {
    async fn open(name: &'static str, url: &str) -> Live {
        let opened = tokio::time::timeout(
            Duration::from_secs(10),
            tokio_tungstenite::connect_async(url),
        )
        .await;
        let mut ws = match opened {
            Ok(Ok((ws, _))) => ws,
            Ok(Err(e)) => panic!("{name}: the WebSocket did not open: {e}"),
            Err(_) => panic!("{name}: the WebSocket did not open within 10 s"),
        };
        let (tx, rx) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            while let Some(Ok(message)) = ws.next().await {
                let at = Instant::now();
                if let Message::Text(text) = message {
                    let text = text.to_string();
                    let Ok(v) = serde_json::from_str::<Value>(&text) else {
                        continue;
                    };
                    if v["type"] == "entry" && tx.send((at, v["entry"].clone(), text)).is_err() {
                        return;
                    }
                }
            }
        });
        Live {
            name,
            rx,
            seen: Vec::new(),
        }
    }

    /// The entry `seq` and when it arrived, waiting at most `within`.
    async fn wait_for(&mut self, seq: i64, within: Duration) -> (Instant, Value, String) {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            if let Some(found) = self.seen.iter().find(|(_, e, _)| e["seq"] == seq) {
                return found.clone();
            }
            match tokio::time::timeout_at(deadline, self.rx.recv()).await {
                Ok(Some(got)) => self.seen.push(got),
                Ok(None) => panic!("{}: the socket closed before entry {seq}", self.name),
                Err(_) => panic!(
                    "{}: entry {seq} did not arrive within {within:?} (last seen: {:?})",
                    self.name,
                    self.seen.last().map(|(_, e, _)| e["seq"].clone())
                ),
            }
        }
    }

    /// Takes whatever has arrived by now, without waiting.
    fn drain(&mut self) {
        while let Ok(got) = self.rx.try_recv() {
            self.seen.push(got);
        }
    }

    /// The seqs received, in arrival order.
    fn seqs(&self) -> Vec<i64> {
        self.seen
            .iter()
            .map(|(_, e, _)| e["seq"].as_i64().unwrap_or(-1))
            .collect()
    }
}

async fn call(
    http: &reqwest::Client,
    method: reqwest::Method,
    url: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
    let mut req = http.request(method, url);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    if let Some(b) = body {
        req = req.json(&b);
    }
    let resp = req
        .send()
        .await
        .unwrap_or_else(|e| panic!("{url}: no answer: {e}"));
    let status = resp.status().as_u16();
    let text = resp
        .text()
        .await
        .unwrap_or_else(|e| panic!("{url}: body: {e}"));
    let value = serde_json::from_str(&text).unwrap_or(Value::String(text));
    (status, value)
}

async fn post(http: &reqwest::Client, url: &str, token: Option<&str>, body: Value) -> Value {
    let (status, v) = call(http, reqwest::Method::POST, url, token, Some(body)).await;
    assert_eq!(status, 201, "POST {url}: {v}");
    v
}

async fn get(http: &reqwest::Client, url: &str, token: Option<&str>) -> Value {
    let (status, v) = call(http, reqwest::Method::GET, url, token, None).await;
    assert_eq!(status, 200, "GET {url}: {v}");
    v
}

/// A roll's seq from its 201 answer.
fn seq_of(entry: &Value) -> i64 {
    entry["seq"]
        .as_i64()
        .unwrap_or_else(|| panic!("no seq in {entry}"))
}

/// Prints how long a roll took to reach the other process's socket: from the request,
/// and against the roll's own answer.
fn report(path: &str, seq: i64, asked: Instant, answered: Instant, arrived: Instant) {
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let relative = if arrived >= answered {
        format!("{:.1} ms after", ms(arrived - answered))
    } else {
        format!("{:.1} ms before", ms(answered - arrived))
    };
    println!(
        "{path}: entry {seq} reached the other process's socket {:.1} ms after the roll was sent, \
         {relative} its HTTP answer ({:.1} ms)",
        ms(arrived.saturating_duration_since(asked)),
        ms(answered - asked),
    );
}

/// Runs `keeper verify --db URL`, at most 60 s; its exit code and output.
fn keeper_verify(db: &str) -> (Option<i32>, String) {
    let mut child = keeper_command("en")
        .args(["verify", "--db", db])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start keeper verify");
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(20)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("keeper verify did not finish within 60 s");
            }
        }
    }
    let out = child.wait_with_output().expect("keeper verify output");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code(), text)
}

#[test]
fn two_processes_share_one_game_live() {
    let server = match std::env::var(POSTGRES_VAR) {
        Ok(s) if !s.trim().is_empty() => s.trim().to_owned(),
        _ => {
            common::skipped(
                "two keeper serve processes on PostgreSQL",
                &format!("{POSTGRES_VAR} is not set"),
            );
            return;
        }
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(4)
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(async {
        tokio::time::timeout(Duration::from_secs(240), scenario(&server))
            .await
            .expect("the whole test took over 240 s");
    });
}

async fn scenario(server: &str) {
    // Declared first, dropped last: the servers stop before their database goes.
    let db = scratch_database(server, "keeper_serve").await;
    let a = Server::start("server A", db.url());
    let b = Server::start("server B", db.url());
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .expect("HTTP client");
    a.healthy(&http, HEALTHY).await;
    b.healthy(&http, HEALTHY).await;
    // A process answers /healthz only once it listens for the other's commits.

    // A game made through A; a player invited through A joins through B.
    let created = post(
        &http,
        &a.url("/games"),
        None,
        json!({"name": "The Two Tables", "system": "coc7", "keeper_name": "Kay"}),
    )
    .await;
    let game = created["game"]["id"].as_str().expect("game id").to_owned();
    let keeper = created["token"].as_str().expect("Keeper token").to_owned();
    let invite = post(
        &http,
        &a.url(&format!("/games/{game}/invites")),
        Some(&keeper),
        json!({"role": "player"}),
    )
    .await["invite"]
        .as_str()
        .expect("invite")
        .to_owned();
    let joined = post(
        &http,
        &b.url(&format!("/games/{game}/join")),
        None,
        json!({"invite": invite, "name": "Alice"}),
    )
    .await;
    let player = joined["token"].as_str().expect("player token").to_owned();

    let mut player_live = Live::open("player on B", &b.ws(&game, &player)).await;
    let mut keeper_live = Live::open("Keeper on A", &a.ws(&game, &keeper)).await;
    let rolls = |s: &Server| s.url(&format!("/games/{game}/rolls"));

    // A public roll through A reaches the player's socket on B.
    let asked = Instant::now();
    let rolled = post(&http, &rolls(&a), Some(&keeper), json!({"expr": "1d100"})).await;
    let answered = Instant::now();
    let seq = seq_of(&rolled);
    let (at, entry, _) = player_live.wait_for(seq, RELAY).await;
    assert_eq!(
        entry["hash"], rolled["hash"],
        "B relays A's entry as stored"
    );
    assert_eq!(
        entry["body"], rolled["body"],
        "a public roll shows its result"
    );
    report("A → B", seq, asked, answered, at);
    keeper_live.wait_for(seq, RELAY).await;

    // A public roll through B reaches the Keeper's socket on A.
    let asked = Instant::now();
    let rolled = post(&http, &rolls(&b), Some(&player), json!({"expr": "1d100"})).await;
    let answered = Instant::now();
    let seq = seq_of(&rolled);
    let (at, entry, _) = keeper_live.wait_for(seq, RELAY).await;
    assert_eq!(
        entry["hash"], rolled["hash"],
        "A relays B's entry as stored"
    );
    assert_eq!(entry["body"], rolled["body"]);
    report("B → A", seq, asked, answered, at);
    player_live.wait_for(seq, RELAY).await;

    // A blind roll through A: the player on B learns that it happened, never its result.
    let asked = Instant::now();
    let blind = post(
        &http,
        &rolls(&a),
        Some(&keeper),
        json!({"expr": "1d100", "visibility": "keeper"}),
    )
    .await;
    let answered = Instant::now();
    let blind_seq = seq_of(&blind);
    assert!(
        blind["body"].is_object(),
        "the Keeper reads a blind roll: {blind}"
    );
    let (at, entry, _) = player_live.wait_for(blind_seq, RELAY).await;
    assert_eq!(entry["visibility"], "keeper");
    assert_eq!(entry["hash"], blind["hash"]);
    assert!(
        entry["body"].is_null(),
        "a blind roll's body reached the player: {entry}"
    );
    report("A → B (blind)", blind_seq, asked, answered, at);
    let (_, entry, _) = keeper_live.wait_for(blind_seq, RELAY).await;
    assert_eq!(
        entry["body"], blind["body"],
        "the Keeper's socket shows the result"
    );

    // Concurrent rolls through both processes: all land, on one unbroken chain.
    let before = get(&http, &a.url(&format!("/games/{game}")), Some(&keeper)).await["log_len"]
        .as_i64()
        .expect("log_len");
    assert_eq!(before, blind_seq, "nothing else was written");
    let burst = |server: &Server, token: &str| {
        let (http, url, token) = (http.clone(), rolls(server), token.to_owned());
        stream::iter(0..ROLLS_EACH)
            .map(move |_| {
                let (http, url, token) = (http.clone(), url.clone(), token.clone());
                async move {
                    let (status, v) = call(
                        &http,
                        reqwest::Method::POST,
                        &url,
                        Some(&token),
                        Some(json!({"expr": "1d100"})),
                    )
                    .await;
                    assert_eq!(status, 201, "a concurrent roll failed: {v}");
                    seq_of(&v)
                }
            })
            .buffer_unordered(IN_FLIGHT)
            .collect::<Vec<i64>>()
    };
    let started = Instant::now();
    let (through_a, through_b) = tokio::join!(burst(&a, &keeper), burst(&b, &player));
    let took = started.elapsed();
    let all: Vec<i64> = through_a.iter().chain(&through_b).copied().collect();
    let unique: BTreeSet<i64> = all.iter().copied().collect();
    assert_eq!(unique.len(), all.len(), "two rolls got the same seq");
    let expected: BTreeSet<i64> = (before + 1..=before + (2 * ROLLS_EACH) as i64).collect();
    assert_eq!(
        unique, expected,
        "the seqs are not contiguous after {before}"
    );
    let last = before + (2 * ROLLS_EACH) as i64;
    println!(
        "{} concurrent rolls ({ROLLS_EACH} through each process, {IN_FLIGHT} in flight each) took {took:?}",
        2 * ROLLS_EACH
    );
    for (s, token) in [(&a, &keeper), (&b, &player)] {
        let g = get(&http, &s.url(&format!("/games/{game}")), Some(token)).await;
        assert_eq!(g["log_len"], last, "{} sees the whole chain", s.name);
    }

    // Both live logs received every entry, in order, exactly once.
    for live in [&mut player_live, &mut keeper_live] {
        live.wait_for(last, Duration::from_secs(20)).await;
        live.drain();
        let seqs = live.seqs();
        let first = seqs.first().copied().unwrap_or(0);
        let want: Vec<i64> = (first..=last).collect();
        assert_eq!(
            seqs, want,
            "{} missed, repeated or reordered entries",
            live.name
        );
    }
    // The blind roll's result never reached the player, in any message.
    for (_, entry, text) in &player_live.seen {
        assert!(
            entry
                .as_object()
                .is_some_and(|o| o.values().all(|v| !v.is_object() && !v.is_array())
                    || entry["visibility"] == "public"),
            "a hidden entry carried more than its existence: {text}"
        );
        if entry["seq"] == blind_seq {
            assert!(
                entry["body"].is_null(),
                "the blind roll's body reached the player: {text}"
            );
        }
    }
    // The player's own copy of the log agrees.
    let log = get(
        &http,
        &b.url(&format!(
            "/games/{game}/log?after={}&limit=1",
            blind_seq - 1
        )),
        Some(&player),
    )
    .await;
    assert!(log["entries"][0]["body"].is_null(), "{log}");

    // Both processes, and keeper verify, find the chain whole.
    for (s, token) in [
        (&a, Some(keeper.as_str())),
        (&b, Some(player.as_str())),
        (&b, None),
    ] {
        let v = get(&http, &s.url(&format!("/games/{game}/verify")), token).await;
        assert_eq!(v["ok"], true, "verify through {}: {v}", s.name);
        assert_eq!(v["entries"], last, "verify through {}: {v}", s.name);
    }
    let url = db.url().to_owned();
    let (code, out) = tokio::task::spawn_blocking(move || keeper_verify(&url))
        .await
        .expect("keeper verify");
    assert_eq!(code, Some(0), "keeper verify --db: {out}");
    assert!(out.contains(&game), "keeper verify names the game: {out}");

    drop(player_live);
    drop(keeper_live);
    drop(b);
    drop(a);
    drop(db);
}
