//! A load generator for `keeper serve`, over loopback.
//!
//! `rolls`: makes a game, then keeps `--concurrency` roll requests in flight over a
//! bounded keep-alive pool until `--rolls` are acknowledged or `--duration` seconds
//! pass; reports acknowledged rolls per second and the latency of each request (send
//! to its 201, which the server gives only after the commit).
//!
//! `fanout`: makes a game, opens `--clients` live-log WebSockets on it, then makes
//! `--fanout-rolls` rolls `--interval-ms` apart; reports, over every delivery, the time
//! from a roll's POST being sent to a client receiving that entry.
//!
//! Prints one JSON object on stdout and a line for humans on stderr.
//!
//! ```text
//! cargo run --release -p keeper-server --example loadgen -- --url http://127.0.0.1:8080 --mode rolls
//! ```

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use clap::{Parser, ValueEnum};
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Client {
    /// A minimal HTTP/1.1 client: one keep-alive connection per request in flight, the
    /// request bytes written once, the answer read by its Content-Length. Costs the
    /// machine little, so on a small one the server gets the cores.
    Raw,
    /// reqwest with a bounded keep-alive pool.
    Reqwest,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Mode {
    /// Acknowledged rolls per second and their latency.
    Rolls,
    /// One roll's way to many live-log clients.
    Fanout,
}

/// Load for `keeper serve`.
#[derive(Debug, Parser)]
struct Args {
    /// The server's base URL.
    #[arg(long, default_value = "http://127.0.0.1:8080")]
    url: String,
    /// What to measure.
    #[arg(long, value_enum, default_value = "rolls")]
    mode: Mode,
    /// Roll requests in flight at once (also the most pooled connections).
    #[arg(long, default_value_t = 128)]
    concurrency: usize,
    /// The HTTP client of the rolls mode.
    #[arg(long, value_enum, default_value = "raw")]
    client: Client,
    /// Worker threads of the load generator's runtime.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Stop after this many acknowledged rolls (rolls mode).
    #[arg(long)]
    rolls: Option<u64>,
    /// Stop after this many seconds (rolls mode; fanout is bounded by its roll count).
    #[arg(long, default_value_t = 10.0)]
    duration: f64,
    /// Seconds of load before measuring, not counted (rolls mode).
    #[arg(long, default_value_t = 1.0)]
    warmup: f64,
    /// Games the rolls are spread over (rolls mode).
    #[arg(long, default_value_t = 1)]
    games: usize,
    /// The dice expression rolled.
    #[arg(long, default_value = "1d100")]
    expr: String,
    /// Live-log WebSocket clients (fanout mode).
    #[arg(long, default_value_t = 200)]
    clients: usize,
    /// Rolls made while the clients watch (fanout mode).
    #[arg(long, default_value_t = 100)]
    fanout_rolls: usize,
    /// Milliseconds between those rolls (fanout mode).
    #[arg(long, default_value_t = 50)]
    interval_ms: u64,
    /// A label added to the JSON, such as the database.
    #[arg(long, default_value = "")]
    label: String,
    /// The server's process id (rolls mode, Linux): its CPU time (every thread, the
    /// database's included) over the measured window is reported per acknowledged roll,
    /// a steadier figure than the rate on a shared machine.
    #[arg(long)]
    server_pid: Option<u32>,
}

/// The CPU time process `pid` has used so far (user and system, every thread), from
/// `/proc/<pid>/stat`, in seconds.
fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command name, which is in parentheses and may hold spaces.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name; in
    // clock ticks of USER_HZ, which is 100 on Linux.
    let ticks = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}

type Failure = Box<dyn std::error::Error + Send + Sync>;

fn main() -> Result<(), Failure> {
    let args = Args::parse();
    if args.concurrency == 0 || args.clients == 0 || args.games == 0 {
        return Err("--concurrency, --clients and --games must be at least 1".into());
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(args.threads.max(1))
        .enable_all()
        .build()?;
    let report = runtime.block_on(async {
        match args.mode {
            Mode::Rolls => rolls(&args).await,
            Mode::Fanout => fanout(&args).await,
        }
    })?;
    println!("{report}");
    Ok(())
}

fn client(args: &Args) -> Result<reqwest::Client, Failure> {
    Ok(reqwest::Client::builder()
        .pool_max_idle_per_host(args.concurrency)
        .pool_idle_timeout(Duration::from_secs(30))
        .tcp_nodelay(true)
        .timeout(Duration::from_secs(30))
        .build()?)
}

/// A game and its Keeper's token.
struct Game {
    id: String,
    token: String,
}

async fn create_game(http: &reqwest::Client, base: &str, n: usize) -> Result<Game, Failure> {
    let answer = http
        .post(format!("{base}/api/v1/games"))
        .json(&json!({"name": format!("load {n}"), "system": "coc7", "keeper_name": "Keeper"}))
        .send()
        .await?;
    let status = answer.status();
    let body: Value = answer.json().await?;
    if status.as_u16() != 201 {
        return Err(format!("creating a game answered {status}: {body}").into());
    }
    match (body["game"]["id"].as_str(), body["token"].as_str()) {
        (Some(id), Some(token)) => Ok(Game {
            id: id.to_owned(),
            token: token.to_owned(),
        }),
        _ => Err(format!("creating a game answered {body}").into()),
    }
}

/// One roll: its seq once acknowledged (201), else why not.
async fn roll(http: &reqwest::Client, base: &str, game: &Game, expr: &str) -> Result<i64, String> {
    let answer = http
        .post(format!("{base}/api/v1/games/{}/rolls", game.id))
        .bearer_auth(&game.token)
        .json(&json!({ "expr": expr }))
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let status = answer.status();
    let body = answer.bytes().await.map_err(|e| e.to_string())?;
    acknowledged(status.as_u16(), &body)
}

/// Connections of the load generator per source address: the server takes at most
/// `MAX_CONNECTIONS_PER_ADDRESS` (64) from one address, so over loopback the
/// connections come from 127.0.0.1, 127.0.0.2, … (all of 127/8 is loopback on Linux),
/// this many from each.
const PER_SOURCE: usize = 32;

/// The local address the `n`th connection to `addr` comes from: 127.0.0.1 for the
/// first [`PER_SOURCE`], 127.0.0.2 for the next, …; `None` (the system's choice) for a
/// server that is not on 127.0.0.1.
fn source_for(addr: &str, n: usize) -> Option<std::net::SocketAddr> {
    let loopback = addr
        .parse::<std::net::SocketAddr>()
        .is_ok_and(|a| a.ip() == std::net::Ipv4Addr::LOCALHOST);
    loopback.then(|| {
        let host = u8::try_from(1 + n / PER_SOURCE % 250).unwrap_or(1);
        std::net::SocketAddr::from(([127, 0, 0, host], 0))
    })
}

/// A TCP connection to `addr`, from `source` when given.
async fn connect(
    addr: &str,
    source: Option<std::net::SocketAddr>,
) -> std::io::Result<tokio::net::TcpStream> {
    let Some(source) = source else {
        return tokio::net::TcpStream::connect(addr).await;
    };
    let target = addr
        .parse()
        .map_err(|_| std::io::Error::new(std::io::ErrorKind::InvalidInput, "not an address"))?;
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.bind(source)?;
    socket.connect(target).await
}

/// One keep-alive HTTP/1.1 connection that posts rolls.
struct RawConnection {
    addr: String,
    /// The local address to connect from (loopback targets only).
    source: Option<std::net::SocketAddr>,
    request: Vec<u8>,
    stream: Option<tokio::io::BufReader<tokio::net::TcpStream>>,
}

impl RawConnection {
    /// The `n`th connection to `base`.
    fn new(base: &str, game: &Game, expr: &str, n: usize) -> Result<RawConnection, Failure> {
        let addr = base
            .strip_prefix("http://")
            .ok_or("the raw client speaks plain http:// only")?
            .trim_end_matches('/')
            .to_owned();
        let body = json!({ "expr": expr }).to_string();
        let request = format!(
            "POST /api/v1/games/{}/rolls HTTP/1.1\r\nhost: {addr}\r\nauthorization: Bearer {}\r\n\
             content-type: application/json\r\ncontent-length: {}\r\n\r\n{body}",
            game.id,
            game.token,
            body.len()
        );
        let source = source_for(&addr, n);
        Ok(RawConnection {
            addr,
            source,
            request: request.into_bytes(),
            stream: None,
        })
    }

    /// One roll: its answer's status and body. A broken connection is dropped, and
    /// opened again by the next roll.
    async fn roll(&mut self) -> Result<(u16, Vec<u8>), String> {
        let result = tokio::time::timeout(Duration::from_secs(30), self.exchange()).await;
        match result {
            Ok(Ok(answer)) => Ok(answer),
            Ok(Err(e)) => {
                self.stream = None;
                Err(e.to_string())
            }
            Err(_) => {
                self.stream = None;
                Err("no answer within 30 s".into())
            }
        }
    }

    async fn exchange(&mut self) -> std::io::Result<(u16, Vec<u8>)> {
        use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt};
        let bad =
            |what: &str| std::io::Error::new(std::io::ErrorKind::InvalidData, what.to_owned());
        if self.stream.is_none() {
            let tcp = connect(&self.addr, self.source).await?;
            tcp.set_nodelay(true)?;
            self.stream = Some(tokio::io::BufReader::with_capacity(16 * 1024, tcp));
        }
        let stream = self.stream.as_mut().expect("connected");
        stream.get_mut().write_all(&self.request).await?;
        let mut line = String::new();
        stream.read_line(&mut line).await?;
        let status: u16 = line
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| bad("no HTTP status line"))?;
        let mut length = None;
        let mut close = false;
        loop {
            line.clear();
            if stream.read_line(&mut line).await? == 0 {
                return Err(bad("the connection closed in the headers"));
            }
            let header = line.trim_end();
            if header.is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':') {
                let value = value.trim();
                if name.eq_ignore_ascii_case("content-length") {
                    length = value.parse::<usize>().ok();
                } else if name.eq_ignore_ascii_case("connection") {
                    close = value.eq_ignore_ascii_case("close");
                } else if name.eq_ignore_ascii_case("transfer-encoding") {
                    return Err(bad("chunked answers are not read by the raw client"));
                }
            }
        }
        let mut body = vec![0; length.ok_or_else(|| bad("no content-length"))?];
        stream.read_exact(&mut body).await?;
        if close {
            self.stream = None;
        }
        Ok((status, body))
    }
}

/// The seq of a roll's 201 answer, else why not.
fn acknowledged(status: u16, body: &[u8]) -> Result<i64, String> {
    if status != 201 {
        return Err(format!("{status}: {}", String::from_utf8_lossy(body)));
    }
    let body: Value = serde_json::from_slice(body).map_err(|e| e.to_string())?;
    body["seq"]
        .as_i64()
        .ok_or_else(|| format!("no seq in {body}"))
}

/// p50, p99 and max of `samples` (microseconds), in milliseconds.
fn percentiles(samples: &mut [u64]) -> Value {
    samples.sort_unstable();
    let at = |q: f64| -> f64 {
        if samples.is_empty() {
            return 0.0;
        }
        let i = ((samples.len() as f64 * q).ceil() as usize).clamp(1, samples.len()) - 1;
        samples[i] as f64 / 1000.0
    };
    let round = |ms: f64| (ms * 100.0).round() / 100.0;
    json!({
        "p50_ms": round(at(0.50)),
        "p99_ms": round(at(0.99)),
        "max_ms": round(samples.last().map_or(0.0, |&us| us as f64 / 1000.0)),
    })
}

async fn rolls(args: &Args) -> Result<Value, Failure> {
    let http = client(args)?;
    let base = args.url.trim_end_matches('/').to_owned();
    let mut games = Vec::with_capacity(args.games);
    for n in 0..args.games {
        games.push(Arc::new(create_game(&http, &base, n).await?));
    }
    let started = Instant::now();
    let measure_from = started + Duration::from_secs_f64(args.warmup.max(0.0));
    let deadline = measure_from + Duration::from_secs_f64(args.duration.max(0.1));
    let limit = args.rolls.unwrap_or(u64::MAX);
    // Acknowledged rolls inside the measured window.
    let counted = Arc::new(AtomicU64::new(0));
    // The server's CPU time when the measured window opens.
    let cpu_at_start = args.server_pid.map(|pid| {
        tokio::spawn(async move {
            tokio::time::sleep_until(measure_from.into()).await;
            cpu_seconds(pid)
        })
    });
    let mut workers = Vec::with_capacity(args.concurrency);
    for w in 0..args.concurrency {
        let (http, base, expr) = (http.clone(), base.clone(), args.expr.clone());
        let game = games[w % games.len()].clone();
        let counted = counted.clone();
        let mut raw = match args.client {
            Client::Raw => Some(RawConnection::new(&base, &game, &expr, w)?),
            Client::Reqwest => None,
        };
        workers.push(tokio::spawn(async move {
            let mut latencies: Vec<u64> = Vec::new();
            let mut errors: Vec<String> = Vec::new();
            let mut last_ack = measure_from;
            loop {
                let sent = Instant::now();
                if sent >= deadline || counted.load(Ordering::Relaxed) >= limit {
                    break;
                }
                let result = match &mut raw {
                    Some(conn) => match conn.roll().await {
                        Ok((status, body)) => acknowledged(status, &body),
                        Err(e) => Err(e),
                    },
                    None => roll(&http, &base, &game, &expr).await,
                };
                let done = Instant::now();
                if sent < measure_from {
                    continue;
                }
                match result {
                    Ok(_) => {
                        if counted.fetch_add(1, Ordering::Relaxed) >= limit {
                            break;
                        }
                        latencies.push((done - sent).as_micros() as u64);
                        last_ack = last_ack.max(done);
                    }
                    Err(e) => {
                        errors.push(e);
                        if errors.len() > 100 {
                            break;
                        }
                    }
                }
            }
            (latencies, errors, last_ack)
        }));
    }
    let mut latencies = Vec::new();
    let mut errors = Vec::new();
    let mut end = measure_from;
    for w in workers {
        let (l, e, last) = w.await?;
        latencies.extend(l);
        errors.extend(e);
        end = end.max(last);
    }
    let cpu_at_end = args.server_pid.and_then(cpu_seconds);
    let cpu_at_start = match cpu_at_start {
        Some(task) => task.await?,
        None => None,
    };
    let seconds = (end - measure_from).as_secs_f64().max(1e-9);
    let acknowledged = latencies.len() as u64;
    let rate = acknowledged as f64 / seconds;
    let mut report = json!({
        "mode": "rolls",
        "label": args.label,
        "concurrency": args.concurrency,
        "client": format!("{:?}", args.client).to_lowercase(),
        "games": args.games,
        "acknowledged": acknowledged,
        "errors": errors.len(),
        "seconds": (seconds * 1000.0).round() / 1000.0,
        "rolls_per_sec": rate.round(),
    });
    let p = percentiles(&mut latencies);
    for (k, v) in p.as_object().into_iter().flatten() {
        report[k] = v.clone();
    }
    if let Some(first) = errors.first() {
        report["first_error"] = json!(first);
    }
    let mut cpu = String::new();
    if let (Some(start), Some(end)) = (cpu_at_start, cpu_at_end)
        && acknowledged > 0
    {
        let per_roll_us = (end - start) * 1e6 / acknowledged as f64;
        report["server_cpu_s"] = json!(((end - start) * 100.0).round() / 100.0);
        report["server_cpu_us_per_roll"] = json!((per_roll_us * 10.0).round() / 10.0);
        cpu = format!(", server CPU {per_roll_us:.1} µs per roll");
    }
    eprintln!(
        "rolls{}: {acknowledged} acknowledged in {seconds:.2} s = {rate:.0} rolls/s, \
         latency p50 {} ms, p99 {} ms, max {} ms, {} errors ({} in flight){cpu}",
        label_suffix(&args.label),
        report["p50_ms"],
        report["p99_ms"],
        report["max_ms"],
        errors.len(),
        args.concurrency,
    );
    Ok(report)
}

fn label_suffix(label: &str) -> String {
    if label.is_empty() {
        String::new()
    } else {
        format!(" [{label}]")
    }
}

async fn fanout(args: &Args) -> Result<Value, Failure> {
    let http = client(args)?;
    let base = args.url.trim_end_matches('/').to_owned();
    let game = create_game(&http, &base, 0).await?;
    let ws_base = if let Some(rest) = base.strip_prefix("https://") {
        format!("wss://{rest}")
    } else {
        format!("ws://{}", base.trim_start_matches("http://"))
    };
    let ws_url = format!("{ws_base}/api/v1/games/{}/ws?token={}", game.id, game.token);
    // Each client's receipts: seq → when it arrived. A client stops once it has the
    // last roll's seq (`target`), or when `target` turns negative (time is up).
    let (target_tx, target_rx) = tokio::sync::watch::channel(i64::MAX);
    let mut clients = Vec::with_capacity(args.clients);
    // The server takes at most 32 sockets from one address: over loopback they come
    // from several, as the rolls' connections do.
    let addr = base.trim_start_matches("http://").to_owned();
    for n in 0..args.clients {
        let open = async {
            let tcp = connect(&addr, source_for(&addr, n)).await?;
            tokio_tungstenite::client_async(ws_url.as_str(), tcp)
                .await
                .map_err(Failure::from)
        };
        let (stream, _) = tokio::time::timeout(Duration::from_secs(10), open)
            .await
            .map_err(|_| "a WebSocket did not open within 10 s")??;
        let mut target = target_rx.clone();
        clients.push(tokio::spawn(async move {
            let (_write, mut read) = stream.split();
            let mut got: HashMap<i64, Instant> = HashMap::new();
            let mut last = 0;
            loop {
                let t = *target.borrow_and_update();
                if t < 0 || last >= t {
                    break;
                }
                tokio::select! {
                    message = read.next() => match message {
                        Some(Ok(Message::Text(text))) => {
                            let at = Instant::now();
                            if let Ok(v) = serde_json::from_str::<Value>(&text)
                                && v["type"] == "entry"
                                && let Some(seq) = v["entry"]["seq"].as_i64()
                            {
                                got.entry(seq).or_insert(at);
                                last = last.max(seq);
                            }
                        }
                        Some(Ok(_)) => {}
                        _ => break,
                    },
                    changed = target.changed() => if changed.is_err() { break },
                }
            }
            got
        }));
    }
    // Let every socket finish its catch-up before the first roll.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut sent_at: HashMap<i64, Instant> = HashMap::new();
    let mut errors = Vec::new();
    let mut next = Instant::now();
    for _ in 0..args.fanout_rolls {
        tokio::time::sleep_until(next.into()).await;
        next += Duration::from_millis(args.interval_ms);
        let sent = Instant::now();
        match roll(&http, &base, &game, &args.expr).await {
            Ok(seq) => {
                sent_at.insert(seq, sent);
            }
            Err(e) => errors.push(e),
        }
    }
    let _ = target_tx.send(sent_at.keys().copied().max().unwrap_or(-1));
    let mut waiting = Vec::with_capacity(clients.len());
    let give_up = tokio::time::Instant::now() + Duration::from_secs(5);
    for mut c in clients {
        match tokio::time::timeout_at(give_up, &mut c).await {
            Ok(got) => waiting.push(got?),
            Err(_) => {
                let _ = target_tx.send(-1);
                waiting.push(c.await?);
            }
        }
    }
    let mut deliveries = Vec::with_capacity(args.clients * args.fanout_rolls);
    let mut missing = 0usize;
    for got in &waiting {
        for (seq, sent) in &sent_at {
            match got.get(seq) {
                Some(at) => deliveries.push(at.saturating_duration_since(*sent).as_micros() as u64),
                None => missing += 1,
            }
        }
    }
    let mut report = json!({
        "mode": "fanout",
        "label": args.label,
        "clients": args.clients,
        "rolls": sent_at.len(),
        "interval_ms": args.interval_ms,
        "deliveries": deliveries.len(),
        "missing": missing,
        "errors": errors.len(),
    });
    let p = percentiles(&mut deliveries);
    for (k, v) in p.as_object().into_iter().flatten() {
        report[k] = v.clone();
    }
    if let Some(first) = errors.first() {
        report["first_error"] = json!(first);
    }
    eprintln!(
        "fanout{}: {} rolls to {} clients = {} deliveries ({missing} missing), \
         POST sent → received p50 {} ms, p99 {} ms, max {} ms, {} errors",
        label_suffix(&args.label),
        sent_at.len(),
        args.clients,
        report["deliveries"],
        report["p50_ms"],
        report["p99_ms"],
        report["max_ms"],
        errors.len(),
    );
    Ok(report)
}
