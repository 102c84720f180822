//! Other sites and what a browser is told (findings 4 and 7): cross-site writes and
//! WebSockets with the Keeper's cookie, the security headers, and links and cookies from
//! the public URL.

use keeper_server::{Options, PublicUrl};
use reqwest::Method;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

use super::{each_backend, start};
use crate::common::{Party, Server, party};

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
