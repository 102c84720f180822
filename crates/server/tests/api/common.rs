//! A server on a loopback port over each backend, a client that checks what every
//! answer must be, and a game with one member of each role.

use std::collections::BTreeSet;
use std::future::Future;
use std::hash::{BuildHasher, RandomState};
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use futures_util::{SinkExt, StreamExt};
use keeper_table::scratch::ScratchDatabase;
use keeper_table::{Backend, Table};
use reqwest::Method;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// The variable naming a PostgreSQL server to test against (a URL whose user may
/// create databases).
pub(crate) const POSTGRES_VAR: &str = "KEEPER_TEST_POSTGRES";

/// The largest body the server takes (`keeper_server::MAX_BODY`).
pub(crate) const MAX_BODY: usize = keeper_server::MAX_BODY;

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

/// A name no other test run uses.
pub(crate) fn unique(prefix: &str) -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_nanos();
    let mix = RandomState::new().hash_one((std::process::id(), n, nanos));
    format!("{prefix}_{mix:016x}")
}

/// The app served on a random loopback port, over a fresh database.
#[derive(Debug, Clone)]
pub(crate) struct Server {
    /// `http://127.0.0.1:PORT`.
    pub(crate) base: String,
    pub(crate) http: reqwest::Client,
    pub(crate) backend: Backend,
}

/// Runs `test` against a server on a fresh SQLite file, then on a fresh PostgreSQL
/// database when `KEEPER_TEST_POSTGRES` is set.
pub(crate) async fn for_each_backend<F, Fut>(test: F)
where
    F: Fn(Server) -> Fut,
    Fut: Future<Output = ()>,
{
    let dir = TempDir::new();
    let url = format!("sqlite:{}", dir.0.join("table.db").display());
    let server = Server::start(&url).await;
    assert_eq!(server.backend, Backend::Sqlite);
    test(server).await;

    match std::env::var(POSTGRES_VAR) {
        Ok(server) if !server.trim().is_empty() => {
            let database = ScratchDatabase::create(server.trim(), "keeper_api")
                .await
                .unwrap_or_else(|e| panic!("cannot make a database through {POSTGRES_VAR}: {e}"));
            let server = Server::start(database.url()).await;
            assert_eq!(server.backend, Backend::Postgres);
            test(server).await;
        }
        _ => skipped("the PostgreSQL runs", &format!("{POSTGRES_VAR} is not set")),
    }
}

/// As [`for_each_backend`], each server run with the options `options` makes from its
/// base URL.
pub(crate) async fn for_each_backend_with<O, F, Fut>(options: O, test: F)
where
    O: Fn(&str) -> keeper_server::Options,
    F: Fn(Server) -> Fut,
    Fut: Future<Output = ()>,
{
    let dir = TempDir::new();
    let url = format!("sqlite:{}", dir.0.join("table.db").display());
    test(Server::start_with(&url, &options).await).await;
    match std::env::var(POSTGRES_VAR) {
        Ok(server) if !server.trim().is_empty() => {
            let database = ScratchDatabase::create(server.trim(), "keeper_api")
                .await
                .unwrap_or_else(|e| panic!("cannot make a database through {POSTGRES_VAR}: {e}"));
            let server = Server::start_with(database.url(), &options).await;
            assert_eq!(server.backend, Backend::Postgres);
            test(server).await;
        }
        _ => skipped("the PostgreSQL runs", &format!("{POSTGRES_VAR} is not set")),
    }
}

impl Server {
    /// Opens the table at `url` and serves `keeper_server::app` on 127.0.0.1:0 in a task
    /// of the test's runtime (it stops with the test).
    pub(crate) async fn start(url: &str) -> Server {
        Server::start_with(url, &|_: &str| keeper_server::Options::default()).await
    }

    /// As [`Server::start`], run with the options `options` makes from the base URL.
    pub(crate) async fn start_with(
        url: &str,
        options: &dyn Fn(&str) -> keeper_server::Options,
    ) -> Server {
        let table = Table::open(url).await.expect("open the table");
        let backend = table.backend();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind a loopback port");
        let addr = listener.local_addr().expect("local address");
        let app = keeper_server::app_with(table, &options(&format!("http://{addr}")));
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Server {
            base: format!("http://{addr}"),
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(60))
                .build()
                .expect("HTTP client"),
            backend,
        }
    }

    /// The absolute URL of `path`.
    pub(crate) fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// A request to `path`.
    pub(crate) fn request(&self, method: Method, path: &str) -> reqwest::RequestBuilder {
        self.http.request(method, self.url(path))
    }

    /// Sends a request and checks what holds of every answer: never a 5xx, and under
    /// `/api/v1` always JSON, an error always with its `code` and `message`.
    pub(crate) async fn send(&self, request: reqwest::RequestBuilder) -> Reply {
        let request = request.build().expect("a valid request");
        let what = format!("{} {}", request.method(), request.url().path());
        let api = request.url().path().starts_with("/api/v1");
        let response = self.http.execute(request).await.expect("an answer");
        let status = response.status().as_u16();
        let content_type = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_owned();
        // A 405 says which methods the path takes (RFC 9110, 15.5.6).
        if status == 405 {
            let allow = response
                .headers()
                .get("allow")
                .and_then(|v| v.to_str().ok());
            assert!(
                allow.is_some_and(|a| !a.is_empty()),
                "{what}: a 405 without an Allow header"
            );
        }
        let text = response.text().await.expect("a body");
        let json = serde_json::from_str(&text).unwrap_or(Value::Null);
        let reply = Reply {
            status,
            content_type,
            text,
            json,
            what: what.clone(),
        };
        assert!(
            status < 500,
            "{what}: a server error: {status} {}",
            reply.text
        );
        if api {
            assert!(
                reply.content_type.starts_with("application/json"),
                "{what}: not JSON ({}): {status} {}",
                reply.content_type,
                reply.text
            );
            assert!(!reply.json.is_null(), "{what}: not JSON: {}", reply.text);
            if status >= 400 {
                let error = &reply.json["error"];
                assert!(
                    error["code"].is_string() && error["message"].is_string(),
                    "{what}: an error without code and message: {status} {}",
                    reply.text
                );
            }
        }
        reply
    }

    /// `method path` with an optional bearer token and an optional JSON body.
    pub(crate) async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Reply {
        let mut request = self.request(method, path);
        if let Some(t) = token {
            request = request.bearer_auth(t);
        }
        if let Some(b) = body {
            request = request.json(b);
        }
        self.send(request).await
    }

    pub(crate) async fn get(&self, path: &str, token: Option<&str>) -> Reply {
        self.call(Method::GET, path, token, None).await
    }

    pub(crate) async fn post(&self, path: &str, token: Option<&str>, body: Value) -> Reply {
        self.call(Method::POST, path, token, Some(&body)).await
    }

    /// `POST /api/v1/odds` with `body`, which must answer 200: its `odds`.
    pub(crate) async fn odds(&self, body: Value) -> Value {
        self.post("/api/v1/odds", None, body).await.expect(200)["odds"].clone()
    }

    /// A POST without a body.
    pub(crate) async fn post_empty(&self, path: &str, token: Option<&str>) -> Reply {
        self.call(Method::POST, path, token, None).await
    }
}

/// Sends `head` (a request line and headers, without the blank line) and then `body`
/// as chunks of `Transfer-Encoding: chunked`, over a plain socket: a body whose length
/// is not declared. Answers the status and the body of the answer.
pub(crate) async fn send_chunked(
    s: &Server,
    head: &str,
    body: &[u8],
    chunk: usize,
) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let addr = s.base.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let head = format!(
        "{head}\r\nHost: {addr}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    );
    stream
        .write_all(head.as_bytes())
        .await
        .expect("send the head");
    // The server may answer and close before the whole body is sent.
    for piece in body.chunks(chunk) {
        let mut frame = format!("{:x}\r\n", piece.len()).into_bytes();
        frame.extend_from_slice(piece);
        frame.extend_from_slice(b"\r\n");
        if stream.write_all(&frame).await.is_err() {
            break;
        }
    }
    let _ = stream.write_all(b"0\r\n\r\n").await;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(20), stream.read_to_end(&mut answer)).await;
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let status = answer
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no status in {answer:?}"));
    let body = answer
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_owned())
        .unwrap_or_default();
    (status, body)
}

/// An answer.
#[derive(Debug, Clone)]
pub(crate) struct Reply {
    pub(crate) status: u16,
    pub(crate) content_type: String,
    pub(crate) text: String,
    pub(crate) json: Value,
    /// `METHOD /path`, for messages.
    pub(crate) what: String,
}

impl Reply {
    /// The error code, or "".
    pub(crate) fn code(&self) -> &str {
        self.json["error"]["code"].as_str().unwrap_or("")
    }

    /// Panics unless the status is `status`; answers the JSON.
    #[track_caller]
    pub(crate) fn expect(&self, status: u16) -> &Value {
        assert_eq!(
            self.status, status,
            "{}: expected {status}, got {} {}",
            self.what, self.status, self.text
        );
        &self.json
    }

    /// Panics unless the answer is the error `code` with `status`.
    #[track_caller]
    pub(crate) fn expect_error(&self, status: u16, code: &str) {
        self.expect(status);
        assert_eq!(self.code(), code, "{}: {}", self.what, self.text);
    }
}

/// A member: their id and secret token.
#[derive(Debug, Clone)]
pub(crate) struct Who {
    pub(crate) id: String,
    pub(crate) token: String,
}

/// A game with its Keeper, players Alice and Bob, and observer Olga.
#[derive(Debug, Clone)]
pub(crate) struct Party {
    pub(crate) game: String,
    pub(crate) keeper: Who,
    /// The player who rolls and owns things in the tests.
    pub(crate) alice: Who,
    /// The other player.
    pub(crate) bob: Who,
    pub(crate) olga: Who,
}

/// Who is asking, in the matrices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum As {
    Keeper,
    /// The player who rolled or owns the thing asked about.
    Player,
    /// Another player.
    Other,
    Observer,
    /// No token at all.
    Anon,
}

/// Every column of the matrices, in order.
pub(crate) const EVERYONE: [As; 5] = [As::Keeper, As::Player, As::Other, As::Observer, As::Anon];

impl Party {
    /// `/api/v1/games/{game}` followed by `rest`.
    pub(crate) fn path(&self, rest: &str) -> String {
        format!("/api/v1/games/{}{rest}", self.game)
    }

    pub(crate) fn who(&self, who: As) -> Option<&Who> {
        match who {
            As::Keeper => Some(&self.keeper),
            As::Player => Some(&self.alice),
            As::Other => Some(&self.bob),
            As::Observer => Some(&self.olga),
            As::Anon => None,
        }
    }

    pub(crate) fn token(&self, who: As) -> Option<&str> {
        self.who(who).map(|w| w.token.as_str())
    }
}

/// Makes a game of `system` over the API, with one member of each role.
pub(crate) async fn party(s: &Server, system: &str) -> Party {
    let created = s
        .post(
            "/api/v1/games",
            None,
            json!({"name": "Masks of Nyarlathotep", "system": system, "keeper_name": "Kay"}),
        )
        .await;
    let created = created.expect(201);
    let game = created["game"]["id"].as_str().unwrap().to_owned();
    let keeper = Who {
        id: created["member"]["id"].as_str().unwrap().to_owned(),
        token: created["token"].as_str().unwrap().to_owned(),
    };
    let invite = |role: &'static str| {
        let (s, game, token) = (s.clone(), game.clone(), keeper.token.clone());
        async move {
            let r = s
                .post(
                    &format!("/api/v1/games/{game}/invites"),
                    Some(&token),
                    json!({"role": role}),
                )
                .await;
            r.expect(201)["invite"].as_str().unwrap().to_owned()
        }
    };
    let players = invite("player").await;
    let watchers = invite("observer").await;
    let join = |invite: String, name: &'static str| {
        let (s, game) = (s.clone(), game.clone());
        async move {
            let r = s
                .post(
                    &format!("/api/v1/games/{game}/join"),
                    None,
                    json!({"invite": invite, "name": name}),
                )
                .await;
            let j = r.expect(201);
            Who {
                id: j["member"]["id"].as_str().unwrap().to_owned(),
                token: j["token"].as_str().unwrap().to_owned(),
            }
        }
    };
    let alice = join(players.clone(), "Alice").await;
    let bob = join(players, "Bob").await;
    let olga = join(watchers, "Olga").await;
    Party {
        game,
        keeper,
        alice,
        bob,
        olga,
    }
}

/// A coc7 sheet given whole: SAN 60, HP 10.
pub(crate) fn ada_sheet() -> Value {
    json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Ada Lovecraft",
        "characteristics": {"STR": 40, "CON": 50, "POW": 60, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
        "skills": {"Spot Hidden": 45}, "luck": 55})
}

/// How a WebSocket carries its token.
#[derive(Debug, Clone, Copy)]
pub(crate) enum WsAuth<'a> {
    Query(&'a str),
    Bearer(&'a str),
    Cookie(&'a str),
    None,
}

pub(crate) type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Opens the game's live log; the refusal's status and body when it is refused.
pub(crate) async fn ws_connect(
    s: &Server,
    game: &str,
    auth: WsAuth<'_>,
    after: Option<i64>,
) -> Result<Socket, (u16, String)> {
    let ws_base = s.base.replacen("http://", "ws://", 1);
    let mut query = Vec::new();
    if let WsAuth::Query(t) = auth {
        query.push(format!("token={t}"));
    }
    if let Some(a) = after {
        query.push(format!("after={a}"));
    }
    let mut url = format!("{ws_base}/api/v1/games/{game}/ws");
    if !query.is_empty() {
        url = format!("{url}?{}", query.join("&"));
    }
    let mut request = url.into_client_request().expect("a WebSocket request");
    match auth {
        WsAuth::Bearer(t) => {
            request
                .headers_mut()
                .insert("authorization", format!("Bearer {t}").parse().unwrap());
        }
        WsAuth::Cookie(t) => {
            request.headers_mut().insert(
                "cookie",
                format!("theme=dark; keeper_{game}={t}").parse().unwrap(),
            );
        }
        WsAuth::Query(_) | WsAuth::None => {}
    }
    match tokio_tungstenite::connect_async(request).await {
        Ok((socket, response)) => {
            assert_eq!(response.status().as_u16(), 101);
            Ok(socket)
        }
        Err(tungstenite::Error::Http(response)) => {
            let status = response.status().as_u16();
            assert!(status < 500, "WebSocket refused with {status}");
            let body = response
                .body()
                .as_ref()
                .map(|b| String::from_utf8_lossy(b).into_owned())
                .unwrap_or_default();
            Err((status, body))
        }
        Err(e) => panic!("WebSocket failed: {e}"),
    }
}

/// Reads the socket's messages until one carries entry `seq` (or a later one); answers
/// every message's text, in order. Panics when nothing comes for 20 s.
pub(crate) async fn ws_until(socket: &mut Socket, seq: i64) -> Vec<String> {
    let mut texts = Vec::new();
    loop {
        let message = tokio::time::timeout(Duration::from_secs(20), socket.next())
            .await
            .unwrap_or_else(|_| {
                panic!("no WebSocket message for entry {seq} within 20 s; got {texts:?}")
            })
            .expect("the socket is open")
            .expect("a message");
        let tungstenite::Message::Text(text) = message else {
            continue;
        };
        let value: Value = serde_json::from_str(text.as_str()).expect("a JSON message");
        assert_eq!(value["type"], "entry", "{value}");
        let got = value["entry"]["seq"].as_i64().expect("an entry with a seq");
        texts.push(text.as_str().to_owned());
        if got >= seq {
            return texts;
        }
    }
}

/// Closes a socket politely.
pub(crate) async fn ws_close(mut socket: Socket) {
    let _ = socket.send(tungstenite::Message::Close(None)).await;
}

/// A thread `token`'s member starts in `p`'s game: its id.
pub(crate) async fn thread(s: &Server, p: &Party, token: &str, title: &str) -> String {
    s.post(
        &p.path("/threads"),
        Some(token),
        serde_json::json!({"title": title}),
    )
    .await
    .expect(201)["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// A temporary folder, removed on drop.
pub(crate) struct TempDir(pub(crate) PathBuf);

impl TempDir {
    pub(crate) fn new() -> TempDir {
        let dir = std::env::temp_dir().join(unique("keeper_api"));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
