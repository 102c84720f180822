//! A table facing the internet: each finding of the hostile review, reproduced. Every
//! test here failed on the server before its fix.
//!
//! The server is served the way `keeper serve` serves it (`keeper_server::serve_on`,
//! with its timeouts and caps), on SQLite and on PostgreSQL when it is configured.

use std::time::{Duration, Instant};

use keeper_server::{Options, PublicUrl};
use keeper_table::{Backend, Table};
use reqwest::Method;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

use crate::common::{POSTGRES_VAR, Party, Server, party, skipped, unique};

/// A server over `url` served by `serve_on` with `options`.
async fn start(url: &str, options: Options) -> Server {
    let table = Table::open(url).await.expect("open the table");
    let backend = table.backend();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind a loopback port");
    let addr = listener.local_addr().expect("local address");
    tokio::spawn(async move {
        let _ = keeper_server::serve_on(listener, table, &options).await;
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

/// Runs `test` on SQLite, then PostgreSQL when `KEEPER_TEST_POSTGRES` is set.
async fn each_backend<F, Fut>(options: Options, test: F)
where
    F: Fn(Server) -> Fut,
    Fut: Future<Output = ()>,
{
    let dir = std::env::temp_dir().join(unique("keeper_internet"));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let url = format!("sqlite:{}", dir.join("table.db").display());
    let server = start(&url, options.clone()).await;
    assert_eq!(server.backend, Backend::Sqlite);
    test(server).await;
    let _ = std::fs::remove_dir_all(&dir);
    match std::env::var(POSTGRES_VAR) {
        Ok(pg) if !pg.trim().is_empty() => {
            let db = keeper_table::scratch::ScratchDatabase::create(pg.trim(), "keeper_internet")
                .await
                .expect("a PostgreSQL database");
            let server = start(db.url(), options).await;
            assert_eq!(server.backend, Backend::Postgres);
            test(server).await;
        }
        _ => skipped("the PostgreSQL runs", &format!("{POSTGRES_VAR} is not set")),
    }
}

fn host(s: &Server) -> String {
    s.base.trim_start_matches("http://").to_owned()
}

/// Finding 1: `200d1000` answered 222 MB to a 24-byte request with no token.
#[tokio::test]
async fn exact_odds_too_large_to_write_are_refused_naming_the_limit() {
    let s = start("sqlite::memory:", Options::default()).await;
    let started = Instant::now();
    let r = s
        .post("/api/v1/odds", None, json!({"expr": "200d1000"}))
        .await;
    r.expect_error(413, "too_large");
    assert_eq!(r.json["error"]["limit"], "answer_bytes", "{}", r.text);
    assert_eq!(r.json["error"]["allowed"], json!(16 << 20));
    assert!(r.text.len() < 2000, "{}", r.text.len());
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    // Through the resolve protocol, alone and in an array, the same.
    let one = json!({"system": "dice", "action": "prob", "expr": "200d1000"});
    let r = s.post("/api/v1/resolve", None, one.clone()).await;
    assert_eq!(r.status, 413);
    assert_eq!(r.json["error"]["code"], "too_large");
    assert_eq!(r.json["error"]["limit"], "answer_bytes");
    let five: Vec<Value> = (0..5).map(|_| one.clone()).collect();
    let r = s.post("/api/v1/resolve", None, Value::Array(five)).await;
    assert!(r.text.len() < 10_000, "{}", r.text.len());
    for answer in r.expect(200).as_array().unwrap() {
        assert_eq!(answer["error"]["limit"], "answer_bytes");
    }
    // What fits still answers.
    let r = s.post("/api/v1/odds", None, json!({"expr": "3d6"})).await;
    assert_eq!(
        r.expect(200)["odds"]["distribution"][0],
        json!([3, "1/216"])
    );
}

/// Finding 1: an array of requests each within its own limit added up to gigabytes.
#[tokio::test]
async fn a_resolve_array_has_one_allowance_for_all_its_answers() {
    let s = start("sqlite::memory:", Options::default()).await;
    // 1000d6 is the largest pool of d6, about 7.8 MB of fractions: five are over the
    // array's 32 MiB.
    let big = json!({"system": "dice", "action": "prob", "expr": "1000d6"});
    let mut list: Vec<Value> = (0..5).map(|_| big.clone()).collect();
    list.push(json!({"id": "after", "system": "dice", "action": "roll", "expr": "2d6", "seed": 1}));
    let r = s.post("/api/v1/resolve", None, Value::Array(list)).await;
    let answers = r.expect(200).as_array().unwrap();
    assert!(r.text.len() <= 32 << 20, "{}", r.text.len());
    assert_eq!(answers[0]["ok"], true);
    let refused: Vec<&Value> = answers.iter().filter(|a| a["ok"] == false).collect();
    assert!(!refused.is_empty(), "nothing refused");
    for a in &refused {
        assert_eq!(a["error"]["code"], "too_large");
        assert_eq!(a["error"]["limit"], "array_bytes", "{a}");
        assert_eq!(a["error"]["allowed"], json!(32 << 20));
    }
    // The one that would pass the allowance is refused without being computed; a small
    // one after it still fits.
    assert_eq!(answers[4]["error"]["limit"], "array_bytes");
    assert_eq!(answers[5]["id"], "after");
    assert_eq!(answers[5]["ok"], true);
}

/// Finding 1: the engine's work ran on the runtime's threads; `/healthz` waited for it.
/// Told by order, not by a clock: health answers before any of the heavy requests
/// started ahead of it is done (waiting for the engine, it would answer only after one).
#[tokio::test]
async fn health_answers_while_exact_odds_are_computed() {
    let s = start("sqlite::memory:", Options::default()).await;
    let heavy = (0..4)
        .map(|_| {
            let s = s.clone();
            tokio::spawn(async move {
                let status = s
                    .post("/api/v1/odds", None, json!({"expr": "1000d8"}))
                    .await
                    .status;
                (status, Instant::now())
            })
        })
        .collect::<Vec<_>>();
    // Long enough for the four to reach the engine on loopback, short against their
    // half second each: a longer wait let one finish first on a busy 2-core machine.
    tokio::time::sleep(Duration::from_millis(50)).await;
    let r = s.send(s.request(Method::GET, "/healthz")).await;
    let answered = Instant::now();
    assert_eq!(r.status, 200);
    for h in heavy {
        let (status, done) = h.await.unwrap();
        assert_eq!(status, 200);
        assert!(
            answered < done,
            "health answered {:?} after an odds request was done",
            answered - done
        );
    }
}

/// A request as a browser on `origin` sends it with `cookie`.
fn browser(
    s: &Server,
    method: Method,
    path: &str,
    game: &str,
    cookie: &str,
    origin: &str,
) -> reqwest::RequestBuilder {
    s.request(method, path)
        .header("cookie", format!("keeper_lang=en; keeper_{game}={cookie}"))
        .header("origin", origin)
}

/// Finding 4: a cookie-authenticated write from another site succeeded.
#[tokio::test]
async fn cookie_writes_from_another_site_are_refused() {
    each_backend(Options::default(), |s| async move {
        let p: Party = party(&s, "coc7").await;
        let own = s.base.clone();
        let evil = "https://evil.example";
        let keeper = p.keeper.token.as_str();
        let hidden = s
            .post(
                &p.path("/rolls"),
                Some(keeper),
                json!({"expr": "1d100", "visibility": "keeper"}),
            )
            .await;
        let seq = hidden.expect(201)["seq"].as_i64().unwrap();
        let asked = s
            .post(
                &p.path("/requests"),
                Some(keeper),
                json!({"to": p.alice.id, "request": {"action": "check", "value": 55}}),
            )
            .await;
        let ask = asked.expect(201)["id"].as_str().unwrap().to_owned();
        let writes = [
            (p.path(&format!("/rolls/{seq}/reveal")), keeper),
            (
                p.path(&format!("/requests/{ask}/answer")),
                p.alice.token.as_str(),
            ),
            (p.path("/reveal-seed"), keeper),
            (p.path("/end"), keeper),
        ];
        for (path, token) in &writes {
            let r = s
                .send(browser(&s, Method::POST, path, &p.game, token, evil))
                .await;
            r.expect_error(403, "forbidden");
            let r = s
                .send(
                    s.request(Method::POST, path)
                        .header("cookie", format!("keeper_{}={token}", p.game))
                        .header("sec-fetch-site", "cross-site"),
                )
                .await;
            r.expect_error(403, "forbidden");
        }
        // Nothing happened: the entry is still hidden from a player, the game still on.
        let r = s
            .get(&p.path(&format!("/log/{seq}")), Some(&p.alice.token))
            .await;
        assert_eq!(r.expect(200)["body"], Value::Null, "{}", r.text);
        assert_eq!(r.json["revealed"], false);
        let r = s.get(&p.path(""), Some(keeper)).await;
        r.expect(200);
        assert!(!r.text.contains("\"ended_at\":\""), "{}", r.text);
        // The same writes from the server's own pages, and with a bearer token from
        // anywhere, work.
        let (reveal, answer) = (&writes[0].0, &writes[1].0);
        let r = s
            .send(browser(&s, Method::POST, reveal, &p.game, keeper, &own))
            .await;
        assert!(r.status < 300, "{}", r.text);
        let r = s
            .send(
                s.request(Method::POST, answer)
                    .bearer_auth(&p.alice.token)
                    .header("origin", evil),
            )
            .await;
        assert!(r.status < 300, "{}", r.text);
        let r = s
            .send(
                s.request(Method::POST, &writes[3].0)
                    .header("cookie", format!("keeper_{}={keeper}", p.game))
                    .header("sec-fetch-site", "same-origin"),
            )
            .await;
        assert!(r.status < 300, "{}", r.text);
        // The seed's reveal gets past the origin check to the rules: a fair mode v2 game
        // never reveals the Keeper's secret.
        let r = s
            .send(
                s.request(Method::POST, &writes[2].0)
                    .bearer_auth(keeper)
                    .header("origin", evil)
                    .header("cookie", format!("keeper_{}={keeper}", p.game)),
            )
            .await;
        r.expect_error(400, "bad_field");
    })
    .await;
}

/// Finding 4: a WebSocket opened from another site with the Keeper's cookie received
/// hidden bodies.
#[tokio::test]
async fn a_websocket_from_another_site_with_the_keepers_cookie_is_refused() {
    each_backend(Options::default(), |s| async move {
        let p = party(&s, "coc7").await;
        let url = format!(
            "{}/api/v1/games/{}/ws",
            s.base.replacen("http://", "ws://", 1),
            p.game
        );
        let open = |origin: String| {
            let mut request = url.clone().into_client_request().unwrap();
            let h = request.headers_mut();
            h.insert(
                "cookie",
                format!("keeper_{}={}", p.game, p.keeper.token)
                    .parse()
                    .unwrap(),
            );
            h.insert("origin", origin.parse().unwrap());
            tokio_tungstenite::connect_async(request)
        };
        match open("https://evil.example".into()).await {
            Err(tokio_tungstenite::tungstenite::Error::Http(r)) => {
                assert_eq!(r.status().as_u16(), 403)
            }
            Err(e) => panic!("{e}"),
            Ok(_) => panic!("a foreign origin opened the Keeper's live log"),
        }
        let (socket, response) = open(s.base.clone()).await.expect("same origin opens");
        assert_eq!(response.status().as_u16(), 101);
        drop(socket);
    })
    .await;
}

/// Finding 7: no CSP, frame-ancestors, nosniff or referrer policy.
#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let s = start("sqlite::memory:", Options::default()).await;
    for path in [
        "/",
        "/healthz",
        "/api/v1/openapi.json",
        "/api/v1/nothing",
        "/assets/keeper.js",
    ] {
        let r = s.http.get(s.url(path)).send().await.unwrap();
        let h = r.headers();
        let csp = h["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("script-src 'self';"), "{path}: {csp}");
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert_eq!(h["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(h["referrer-policy"], "same-origin", "{path}");
    }
}

/// Finding 7: links were built from the request's `Host`, and cookies were never
/// `Secure`.
#[tokio::test]
async fn links_come_from_the_public_url_and_cookies_are_secure_behind_https() {
    let options = Options {
        public_url: PublicUrl::parse("https://table.example"),
        ..Options::default()
    };
    each_backend(options, |s| async move {
        let p = party(&s, "coc7").await;
        let roll = s
            .post(
                &p.path("/rolls"),
                Some(&p.alice.token),
                json!({"expr": "3d6"}),
            )
            .await;
        let seq = roll.expect(201)["seq"].as_i64().unwrap();
        let r = s
            .send(
                s.request(Method::GET, &p.path(&format!("/rolls/{seq}/snippet")))
                    .header("host", "attacker.example"),
            )
            .await;
        let url = format!("https://table.example/r/{}/{seq}", p.game);
        assert_eq!(r.expect(200)["url"], url.as_str());
        // The public origin counts as this server's own for a browser.
        let r = s
            .send(browser(
                &s,
                Method::POST,
                &p.path("/end"),
                &p.game,
                &p.keeper.token,
                "https://table.example",
            ))
            .await;
        assert!(r.status < 300, "{}", r.text);
        // The sign-in page sets the cookie Secure.
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        let r = http
            .post(s.url("/games/new"))
            .header("origin", "https://table.example")
            .form(&[
                ("name", "Secure"),
                ("system", "coc7"),
                ("keeper_name", "Kay"),
            ])
            .send()
            .await
            .unwrap();
        let cookies: Vec<&str> = r
            .headers()
            .get_all("set-cookie")
            .iter()
            .map(|v| v.to_str().unwrap())
            .collect();
        assert!(!cookies.is_empty(), "{}", r.status());
        assert!(
            cookies.iter().all(|c| c.ends_with("; Secure")),
            "{cookies:?}"
        );
    })
    .await;
}

/// Reads what the server sends until it closes (or `wait` passes): the text, and
/// whether it closed.
async fn read_until_closed(stream: &mut TcpStream, wait: Duration) -> (String, bool) {
    let mut answer = Vec::new();
    let closed = tokio::time::timeout(wait, stream.read_to_end(&mut answer))
        .await
        .is_ok();
    (String::from_utf8_lossy(&answer).into_owned(), closed)
}

/// Finding 3: slow headers and idle connections were held for as long as the client
/// liked.
#[tokio::test]
async fn slow_headers_and_idle_connections_are_closed() {
    let s = start("sqlite::memory:", Options::default()).await;
    let addr = host(&s);
    let mut slow = TcpStream::connect(&addr).await.unwrap();
    slow.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        .await
        .unwrap();
    let mut idle = TcpStream::connect(&addr).await.unwrap();
    let limit = keeper_server::limits::HEADER_TIMEOUT;
    let started = Instant::now();
    let (_, closed) = read_until_closed(&mut slow, limit * 2).await;
    assert!(closed, "a slow header was held past {limit:?}");
    let (_, closed) = read_until_closed(&mut idle, limit).await;
    assert!(closed, "an idle connection was held");
    assert!(started.elapsed() < limit * 2 + Duration::from_secs(2));
}

/// Finding 3: `Content-Length: 2000000000` was not refused up front; a client that
/// sent its 5 MB body anyway got a broken pipe instead of the 413.
#[tokio::test]
async fn oversized_bodies_get_a_readable_413() {
    let s = start("sqlite::memory:", Options::default()).await;
    let addr = host(&s);
    let mut stream = TcpStream::connect(&addr).await.unwrap();
    stream
        .write_all(
            format!(
                "POST /api/v1/odds HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: 2000000000\r\n\r\n"
            )
            .as_bytes(),
        )
        .await
        .unwrap();
    let (answer, closed) = read_until_closed(&mut stream, Duration::from_secs(5)).await;
    assert!(closed, "the connection was kept for a body of 2 GB");
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(answer.contains("\"too_large\""), "{answer}");
    // A whole 5 MB body sent anyway: the client reads the 413.
    let body = vec![b' '; 5 << 20];
    let r = s
        .http
        .post(s.url("/api/v1/odds"))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("an answer, not a broken pipe");
    assert_eq!(r.status().as_u16(), 413);
    let v: Value = r.json().await.unwrap();
    assert_eq!(v["error"]["code"], "too_large");
}

/// Finding 3: WebSockets had no limit per address.
#[tokio::test]
async fn websockets_per_address_are_capped() {
    let s = start("sqlite::memory:", Options::default()).await;
    let p = party(&s, "coc7").await;
    let url = format!(
        "{}/api/v1/games/{}/ws?token={}",
        s.base.replacen("http://", "ws://", 1),
        p.game,
        p.olga.token
    );
    let mut open = Vec::new();
    for _ in 0..keeper_server::limits::MAX_SOCKETS_PER_ADDRESS {
        open.push(
            tokio_tungstenite::connect_async(url.as_str())
                .await
                .expect("under the cap")
                .0,
        );
    }
    match tokio_tungstenite::connect_async(url.as_str()).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => {
            assert_eq!(r.status().as_u16(), 503);
        }
        Err(e) => panic!("{e}"),
        Ok(_) => panic!("one socket over the cap opened"),
    }
    // A socket closed gives its place back.
    drop(open.pop());
    let mut again = None;
    for _ in 0..50 {
        if let Ok((socket, _)) = tokio_tungstenite::connect_async(url.as_str()).await {
            again = Some(socket);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        again.is_some(),
        "a closed socket's place was not given back"
    );

    // Behind a reverse proxy (a public URL), the loopback peer speaks for every client:
    // the per-address cap does not count it.
    let options = Options {
        public_url: PublicUrl::parse("https://table.example"),
        ..Options::default()
    };
    let s = start("sqlite::memory:", options).await;
    let p = party(&s, "coc7").await;
    let url = format!(
        "{}/api/v1/games/{}/ws?token={}",
        s.base.replacen("http://", "ws://", 1),
        p.game,
        p.olga.token
    );
    let mut open = Vec::new();
    for _ in 0..=keeper_server::limits::MAX_SOCKETS_PER_ADDRESS {
        open.push(
            tokio_tungstenite::connect_async(url.as_str())
                .await
                .expect("proxied")
                .0,
        );
    }
}

/// Finding 3: idle connections from one address could take every descriptor.
#[tokio::test]
async fn connections_per_address_are_capped() {
    let s = start("sqlite::memory:", Options::default()).await;
    let addr = host(&s);
    let mut held = Vec::new();
    for _ in 0..keeper_server::limits::MAX_CONNECTIONS_PER_ADDRESS {
        held.push(TcpStream::connect(&addr).await.unwrap());
    }
    // Let the server accept them all.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut over = TcpStream::connect(&addr).await.unwrap();
    let (_, closed) = read_until_closed(&mut over, Duration::from_secs(3)).await;
    assert!(closed, "a connection over the cap was kept");
    drop(held);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let r = s.send(s.request(Method::GET, "/healthz")).await;
    assert_eq!(r.status, 200);
}

/// An invite of `p`'s game for `role`.
async fn invite(s: &Server, p: &Party, role: &str) -> String {
    let r = s
        .post(
            &p.path("/invites"),
            Some(&p.keeper.token),
            json!({"role": role}),
        )
        .await;
    r.expect(201)["invite"].as_str().unwrap().to_owned()
}

/// Finding 5: a player could join as "Kay" when the Keeper is Kay; names took bidi
/// overrides, zero-width-only names, a BOM and U+2028.
#[tokio::test]
async fn names_that_pass_for_another_or_hide_are_refused() {
    each_backend(Options::default(), |s| async move {
        let p = party(&s, "coc7").await;
        let code = invite(&s, &p, "player").await;
        for name in [
            "kay",
            "KAY",
            "\u{041A}ay",
            "K\u{0430}y",
            "Ka\u{200B}y",
            "Alice",
            "bob",
        ] {
            let r = s
                .post(
                    &p.path("/join"),
                    None,
                    json!({"invite": code, "name": name}),
                )
                .await;
            r.expect_error(400, "bad_field");
            assert_eq!(r.json["error"]["field"], "name");
            assert!(r.text.contains("reads the same as"), "{name:?}: {}", r.text);
        }
        for name in [
            "Kay\u{202E}reepeK",
            "\u{200B}\u{200C}",
            "\u{FEFF}Mallory",
            "Mallory\u{2028}Keeper",
        ] {
            let r = s
                .post(
                    &p.path("/join"),
                    None,
                    json!({"invite": code, "name": name}),
                )
                .await;
            r.expect_error(400, "bad_field");
            assert_eq!(r.json["error"]["field"], "name", "{name:?}");
        }
        // A Keeper's name is checked alike.
        let r = s
            .post(
                "/api/v1/games",
                None,
                json!({"name": "G", "system": "coc7", "keeper_name": "\u{2067}Kay"}),
            )
            .await;
        r.expect_error(400, "bad_field");
        // A name of its own still joins.
        let r = s
            .post(
                &p.path("/join"),
                None,
                json!({"invite": code, "name": "Kai"}),
            )
            .await;
        r.expect(201);
    })
    .await;
}

/// Finding 6: signing out only cleared the cookie; a Keeper could not remove a member
/// nor withdraw an invite.
#[tokio::test]
async fn tokens_and_invites_can_be_taken_back() {
    each_backend(Options::default(), |s| async move {
        let p = party(&s, "coc7").await;
        let (keeper, alice, bob) = (
            p.keeper.token.as_str(),
            p.alice.token.as_str(),
            p.bob.token.as_str(),
        );
        // Signing out ends the token, everywhere.
        s.get(&p.path("/me"), Some(alice)).await.expect(200);
        let r = s.post_empty(&p.path("/signout"), Some(alice)).await;
        assert_eq!(r.expect(200)["id"], p.alice.id.as_str());
        s.get(&p.path("/me"), Some(alice))
            .await
            .expect_error(401, "unauthorized");
        // The Keeper gives her a new one; the member can rotate their own.
        let path = p.path(&format!("/members/{}/token", p.alice.id));
        s.post_empty(&path, Some(bob))
            .await
            .expect_error(403, "forbidden");
        let r = s.post_empty(&path, Some(keeper)).await;
        let fresh = r.expect(201)["token"].as_str().unwrap().to_owned();
        s.get(&p.path("/me"), Some(&fresh)).await.expect(200);
        let r = s.post_empty(&path, Some(&fresh)).await;
        let rotated = r.expect(201)["token"].as_str().unwrap().to_owned();
        s.get(&p.path("/me"), Some(&fresh))
            .await
            .expect_error(401, "unauthorized");
        s.get(&p.path("/me"), Some(&rotated)).await.expect(200);
        // The pages' sign-out ends the cookie's token too.
        let r = s
            .send(
                s.request(Method::POST, &format!("/games/{}/signout", p.game))
                    .header("cookie", format!("keeper_{}={rotated}", p.game))
                    .header("origin", s.base.as_str()),
            )
            .await;
        assert!(r.status < 400, "{}", r.text);
        s.get(&p.path("/me"), Some(&rotated))
            .await
            .expect_error(401, "unauthorized");
        // The Keeper removes Bob: his token no longer works; only the Keeper may.
        let bob_path = p.path(&format!("/members/{}", p.bob.id));
        s.call(Method::DELETE, &bob_path, Some(&p.olga.token), None)
            .await
            .expect_error(403, "forbidden");
        let r = s.call(Method::DELETE, &bob_path, Some(keeper), None).await;
        assert_eq!(r.expect(200)["name"], "Bob");
        s.get(&p.path("/me"), Some(bob))
            .await
            .expect_error(401, "unauthorized");
        let own = p.path(&format!("/members/{}", p.keeper.id));
        s.call(Method::DELETE, &own, Some(keeper), None)
            .await
            .expect_error(400, "bad_field");
        s.call(
            Method::DELETE,
            &p.path("/members/nobody"),
            Some(keeper),
            None,
        )
        .await
        .expect_error(404, "not_found");
        // An invite withdrawn joins nobody more.
        let code = invite(&s, &p, "observer").await;
        let at = p.path(&format!("/invites/{code}"));
        s.call(Method::DELETE, &at, Some(&p.olga.token), None)
            .await
            .expect_error(403, "forbidden");
        let r = s.call(Method::DELETE, &at, Some(keeper), None).await;
        assert_eq!(r.expect(200)["revoked"], true);
        s.post(
            &p.path("/join"),
            None,
            json!({"invite": code, "name": "Eve"}),
        )
        .await
        .expect_error(401, "unauthorized");
        s.call(Method::DELETE, &at, Some(keeper), None)
            .await
            .expect_error(404, "not_found");
    })
    .await;
}

/// Finding 7: a retried roll rolled twice.
#[tokio::test]
async fn a_retry_with_the_same_idempotency_key_gets_the_first_answer() {
    each_backend(Options::default(), |s| async move {
        let p = party(&s, "coc7").await;
        let alice = p.alice.token.as_str();
        let send = |path: String, key: &'static str, body: Value| {
            let s = s.clone();
            let token = alice.to_owned();
            async move {
                s.send(
                    s.request(Method::POST, &path)
                        .bearer_auth(token)
                        .header("idempotency-key", key)
                        .json(&body),
                )
                .await
            }
        };
        let roll = json!({"expr": "1d1000000", "label": "Luck"});
        let first = send(p.path("/rolls"), "roll-1", roll.clone()).await;
        let first = first.expect(201).clone();
        // Retried, at once and twice together: the same entry, nothing rolled again.
        let (a, b) = tokio::join!(
            send(p.path("/rolls"), "roll-1", roll.clone()),
            send(p.path("/rolls"), "roll-1", roll.clone())
        );
        assert_eq!(a.expect(201), &first);
        assert_eq!(b.expect(201), &first);
        let log = s.get(&p.path("/log?limit=1000"), Some(alice)).await;
        let rolls = log.expect(200)["entries"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["kind"] == "roll")
            .count();
        assert_eq!(rolls, 1, "{}", log.text);
        // Another key is another roll; the same key with another body is refused.
        let other = send(p.path("/rolls"), "roll-2", roll.clone()).await;
        assert_ne!(other.expect(201)["seq"], first["seq"]);
        send(p.path("/rolls"), "roll-1", json!({"expr": "2d6"}))
            .await
            .expect_error(400, "bad_field");
        // Another member's same key is theirs.
        let bobs = s
            .send(
                s.request(Method::POST, &p.path("/rolls"))
                    .bearer_auth(&p.bob.token)
                    .header("idempotency-key", "roll-1")
                    .json(&roll),
            )
            .await;
        assert_ne!(bobs.expect(201)["seq"], first["seq"]);
        // A post too.
        let thread = s
            .post(&p.path("/threads"), Some(alice), json!({"title": "Arkham"}))
            .await;
        let thread = thread.expect(201)["id"].as_str().unwrap().to_owned();
        let path = p.path(&format!("/threads/{thread}/posts"));
        let post = json!({"body": "I open the door."});
        let one = send(path.clone(), "post-1", post.clone()).await;
        let two = send(path, "post-1", post).await;
        assert_eq!(one.expect(201), two.expect(201));
    })
    .await;
}

/// Finding 7: anonymous `/export` and `/verify` were recomputed for every request; now
/// once per length of the log, and never stale.
#[tokio::test]
async fn anonymous_export_and_verify_follow_the_log() {
    each_backend(Options::default(), |s| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let export = s.get(&p.path("/export"), None).await;
        let first = export.expect(200).clone();
        let again = s.get(&p.path("/export"), None).await;
        assert_eq!(again.expect(200), &first);
        let verified = s.get(&p.path("/verify"), None).await;
        let entries = verified.expect(200)["entries"].clone();
        // A public roll, then a hidden one revealed: each is in the next answer.
        let roll = s
            .post(&p.path("/rolls"), alice, json!({"expr": "3d6"}))
            .await;
        let seq = roll.expect(201)["seq"].clone();
        let export = s.get(&p.path("/export"), None).await;
        let list = export.expect(200)["entries"].as_array().unwrap();
        assert!(list.iter().any(|e| e["seq"] == seq), "{}", export.text);
        let verified = s.get(&p.path("/verify"), None).await;
        assert_ne!(verified.expect(200)["entries"], entries);
        let hidden = s
            .post(
                &p.path("/rolls"),
                alice,
                json!({"expr": "1d6", "visibility": "keeper"}),
            )
            .await;
        let hseq = hidden.expect(201)["seq"].as_i64().unwrap();
        let export = s.get(&p.path("/export"), None).await;
        let body_of = |v: &Value| {
            v["entries"]
                .as_array()
                .unwrap()
                .iter()
                .find(|e| e["seq"] == hseq)
                .map(|e| e["body"].clone())
        };
        assert_eq!(
            body_of(export.expect(200)),
            Some(Value::Null),
            "{}",
            export.text
        );
        s.post_empty(
            &p.path(&format!("/rolls/{hseq}/reveal")),
            Some(&p.keeper.token),
        )
        .await
        .expect(201);
        let export = s.get(&p.path("/export"), None).await;
        assert!(
            body_of(export.expect(200)).is_some_and(|b| !b.is_null()),
            "{}",
            export.text
        );
        // A member's own view is not the public one.
        let mine = s.get(&p.path("/export"), Some(&p.keeper.token)).await;
        mine.expect(200);
    })
    .await;
}

/// A body of no declared length (`Transfer-Encoding: chunked`) over the limit ended in
/// a broken pipe for a client that sent all of it: the server answered while the body
/// was still coming and closed. Now it is drained (up to `MAX_DRAIN`) and the client,
/// every write of which succeeds, reads the 413.
#[tokio::test]
async fn a_chunked_oversize_body_gets_a_readable_413() {
    let s = start("sqlite::memory:", Options::default()).await;
    let addr = host(&s);
    let mut stream = TcpStream::connect(&addr).await.unwrap();
    let head = format!(
        "POST /api/v1/odds HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    // 7 MiB in chunks of 64 KiB: far over the limit and what the sockets' buffers hold,
    // under the drain.
    let piece = vec![b' '; 64 << 10];
    for i in 0..112 {
        let mut frame = format!("{:x}\r\n", piece.len()).into_bytes();
        frame.extend_from_slice(&piece);
        frame.extend_from_slice(b"\r\n");
        stream
            .write_all(&frame)
            .await
            .unwrap_or_else(|e| panic!("chunk {i} was not taken: {e}"));
    }
    stream
        .write_all(b"0\r\n\r\n")
        .await
        .expect("the last chunk");
    let (answer, closed) = read_until_closed(&mut stream, Duration::from_secs(10)).await;
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(answer.contains("\"too_large\""), "{answer}");
    assert!(closed, "the connection was kept after a 413");

    // A chunked body within the limit is read as any other.
    let mut stream = TcpStream::connect(&addr).await.unwrap();
    let body = br#"{"expr": "1d6"}"#;
    stream
        .write_all(
            format!(
                "{head}{:x}\r\n{}\r\n0\r\n\r\n",
                body.len(),
                std::str::from_utf8(body).unwrap()
            )
            .replace("HTTP/1.1\r\n", "HTTP/1.1\r\nConnection: close\r\n")
            .as_bytes(),
        )
        .await
        .unwrap();
    let (answer, _) = read_until_closed(&mut stream, Duration::from_secs(10)).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

/// Anonymous endpoints had no limit per address: anyone could make games, or ask for
/// exact odds, as fast as the network carried them. Now each address has a bucket per
/// kind of request, answered `429` with `Retry-After` when it is empty; a member's
/// calls with their token are not counted.
#[tokio::test]
async fn anonymous_endpoints_are_rate_limited_per_address() {
    let options = Options {
        rate: keeper_server::RateLimits {
            anonymous_per_minute: 3,
            accounts_per_hour: 2,
            trust_forwarded_for: false,
        },
        ..Options::default()
    };
    let s = start("sqlite::memory:", options).await;
    let game = json!({"name": "Limits", "system": "coc7", "keeper_name": "Ada"});
    let made = s.post("/api/v1/games", None, game.clone()).await;
    let made = made.expect(201).clone();
    let id = made["game"]["id"].as_str().unwrap().to_owned();
    let token = made["token"].as_str().unwrap().to_owned();
    s.post("/api/v1/games", None, game.clone())
        .await
        .expect(201);
    let over = |status: u16, r: &reqwest::Response| {
        assert_eq!(r.status().as_u16(), status);
        let after: u64 = r.headers()["retry-after"]
            .to_str()
            .unwrap()
            .parse()
            .unwrap();
        assert!(after >= 1, "Retry-After: {after}");
        after
    };
    let third = s
        .http
        .post(s.url("/api/v1/games"))
        .json(&game)
        .send()
        .await
        .unwrap();
    let after = over(429, &third);
    assert!(
        after > 60,
        "the accounts' bucket refills in minutes: {after}"
    );
    let v: Value = third.json().await.unwrap();
    assert_eq!(v["error"]["code"], "too_many_requests", "{v}");
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains(&after.to_string()),
        "{v}"
    );

    for _ in 0..3 {
        s.post("/api/v1/odds", None, json!({"expr": "1d6"}))
            .await
            .expect(200);
    }
    let odds = s
        .http
        .post(s.url("/api/v1/odds"))
        .json(&json!({"expr": "1d6"}))
        .send()
        .await
        .unwrap();
    over(429, &odds);
    let v: Value = odds.json().await.unwrap();
    assert_eq!(v["error"]["code"], "too_many_requests");
    // The anonymous bucket is shared: an anonymous export is refused too, a made-up
    // token counts as anonymous, and a member's is not counted.
    let export = format!("/api/v1/games/{id}/export");
    s.get(&export, None)
        .await
        .expect_error(429, "too_many_requests");
    s.get(&export, Some("not-a-token"))
        .await
        .expect_error(429, "too_many_requests");
    for _ in 0..10 {
        s.get(&export, Some(&token)).await.expect(200);
        s.get(&format!("/api/v1/games/{id}/verify"), Some(&token))
            .await
            .expect(200);
        s.post(
            &format!("/api/v1/games/{id}/rolls"),
            Some(&token),
            json!({"expr": "1d6"}),
        )
        .await
        .expect(201);
    }
}

/// Behind a proxy that says who the client is, each client has its own bucket; without
/// the flag, the header is anyone's to write and is ignored.
#[tokio::test]
async fn the_forwarded_client_is_limited_only_when_the_operator_says_so() {
    let rate = |trust| Options {
        rate: keeper_server::RateLimits {
            anonymous_per_minute: 1,
            accounts_per_hour: 1,
            trust_forwarded_for: trust,
        },
        ..Options::default()
    };
    let odds = |s: &Server, client: &str| {
        s.http
            .post(s.url("/api/v1/odds"))
            .header("x-forwarded-for", format!("198.51.100.7, {client}"))
            .json(&json!({"expr": "1d6"}))
            .send()
    };
    let trusting = start("sqlite::memory:", rate(true)).await;
    assert_eq!(odds(&trusting, "203.0.113.1").await.unwrap().status(), 200);
    assert_eq!(odds(&trusting, "203.0.113.1").await.unwrap().status(), 429);
    assert_eq!(odds(&trusting, "203.0.113.2").await.unwrap().status(), 200);
    let ignoring = start("sqlite::memory:", rate(false)).await;
    assert_eq!(odds(&ignoring, "203.0.113.1").await.unwrap().status(), 200);
    assert_eq!(odds(&ignoring, "203.0.113.2").await.unwrap().status(), 429);
}
