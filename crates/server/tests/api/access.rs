//! Members and access over HTTP: who may create games (`--operator-token`), invites
//! that expire or are used up, and a member's sign-in link for another device.

use reqwest::Method;
use serde_json::json;

use crate::common::{Server, for_each_backend, party};

/// A server whose operator token is `token`, on a fresh SQLite file.
async fn with_operator(token: &str) -> (Server, tempfile_dir::Dir) {
    let dir = tempfile_dir::Dir::new();
    let table = keeper_table::Table::open(&format!("sqlite:{}", dir.path().join("t.db").display()))
        .await
        .unwrap();
    let backend = table.backend();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let options = keeper_server::Options {
        operator_token: Some(token.to_owned()),
        ..keeper_server::Options::default()
    };
    tokio::spawn(async move {
        let _ = axum::serve(listener, keeper_server::app_with(table, &options)).await;
    });
    let server = Server {
        base: format!("http://{addr}"),
        http: reqwest::Client::new(),
        backend,
    };
    (server, dir)
}

mod tempfile_dir {
    /// A folder removed on drop.
    pub(crate) struct Dir(std::path::PathBuf);

    impl Dir {
        pub(crate) fn new() -> Dir {
            let path = std::env::temp_dir().join(crate::common::unique("keeper-access"));
            std::fs::create_dir_all(&path).unwrap();
            Dir(path)
        }

        pub(crate) fn path(&self) -> &std::path::Path {
            &self.0
        }
    }

    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

/// A client that does not follow redirects (to read a form's answer).
fn no_redirects() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

fn form(pairs: &[(&str, &str)]) -> String {
    pairs
        .iter()
        .map(|(k, v)| {
            let enc = |s: &str| -> String {
                s.bytes()
                    .map(|b| match b {
                        b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => {
                            (b as char).to_string()
                        }
                        _ => format!("%{b:02X}"),
                    })
                    .collect()
            };
            format!("{}={}", enc(k), enc(v))
        })
        .collect::<Vec<_>>()
        .join("&")
}

#[tokio::test]
async fn creating_a_game_needs_the_operator_token_when_there_is_one() {
    let (s, _dir) = with_operator("op-secret-1234").await;
    let game = json!({"name": "G", "system": "coc7", "keeper_name": "K"});
    for token in [None, Some("wrong"), Some("")] {
        let r = s.post("/api/v1/games", token, game.clone()).await;
        r.expect_error(403, "forbidden");
        let message = r.json["error"]["message"].as_str().unwrap();
        assert!(message.contains("operator"), "{message}");
    }
    s.post("/api/v1/games", Some("op-secret-1234"), game.clone())
        .await
        .expect(201);

    // The page's form: the field is there, and the token is needed.
    let page = s.get("/games/new", None).await;
    assert!(page.text.contains("game-operator-token"), "{}", page.text);
    let http = no_redirects();
    let post = |body: String| {
        http.post(s.url("/games/new"))
            .header("content-type", "application/x-www-form-urlencoded")
            .header("origin", s.base.clone())
            .body(body)
            .send()
    };
    let base = [("name", "G"), ("system", "coc7"), ("keeper_name", "K")];
    let refused = post(form(&base)).await.unwrap();
    assert_eq!(refused.status(), 403);
    assert!(refused.text().await.unwrap().contains("operator"));
    let mut with = base.to_vec();
    with.push(("operator_token", "op-secret-1234"));
    let made = post(form(&with)).await.unwrap();
    assert_eq!(made.status(), 303, "{:?}", made.text().await);
}

#[tokio::test]
async fn without_an_operator_token_anyone_creates_games() {
    for_each_backend(|s: Server| async move {
        let page = s.get("/games/new", None).await;
        assert!(!page.text.contains("game-operator-token"));
        s.post(
            "/api/v1/games",
            None,
            json!({"name": "G", "system": "coc7", "keeper_name": "K"}),
        )
        .await
        .expect(201);
    })
    .await;
}

#[tokio::test]
async fn invites_end_and_the_keeper_lists_them() {
    for_each_backend(|s: Server| async move {
        let p = party(&s, "coc7").await;
        let keeper = Some(p.keeper.token.as_str());
        let made = s
            .post(
                &p.path("/invites"),
                keeper,
                json!({"role": "player", "single_use": true, "expires_in": 7200}),
            )
            .await
            .expect(201)
            .clone();
        assert_eq!(made["max_uses"], 1);
        let expires = made["expires_at"].as_str().unwrap().to_owned();
        assert!(expires.ends_with('Z'), "{expires}");
        let open = s.get(&p.path("/invites"), keeper).await.expect(200).clone();
        let listed = open
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["id"] == made["id"])
            .unwrap_or_else(|| panic!("{open}"));
        assert_eq!(listed["expires_at"], expires.as_str());
        assert_eq!(
            (listed["uses"].as_i64(), listed["max_uses"].as_i64()),
            (Some(0), Some(1))
        );
        assert!(
            listed.get("invite").is_none(),
            "no secret in the list: {listed}"
        );

        let invite = made["invite"].as_str().unwrap();
        s.post(
            &p.path("/join"),
            None,
            json!({"invite": invite, "name": "Zed"}),
        )
        .await
        .expect(201);
        let again = s
            .post(
                &p.path("/join"),
                None,
                json!({"invite": invite, "name": "Yan"}),
            )
            .await;
        again.expect_error(403, "forbidden");
        let message = again.json["error"]["message"].as_str().unwrap();
        assert!(
            message.contains("ask the Keeper for a new link"),
            "{message}"
        );
        // In the member's language too.
        let ru = s
            .send(
                s.request(Method::POST, &p.path("/join"))
                    .header("accept-language", "ru")
                    .json(&json!({"invite": invite, "name": "Yan"})),
            )
            .await;
        ru.expect_error(403, "forbidden");
        assert!(
            ru.json["error"]["message"]
                .as_str()
                .unwrap()
                .contains("Хранител")
        );
    })
    .await;
}

#[tokio::test]
async fn a_member_gets_a_sign_in_link_for_another_device() {
    for_each_backend(|s: Server| async move {
        let p = party(&s, "coc7").await;
        let http = no_redirects();
        let cookie = format!("keeper_{}={}", p.game, p.keeper.token);
        let answer = http
            .post(s.url(&format!("/games/{}/device", p.game)))
            .header("cookie", cookie)
            .header("origin", s.base.clone())
            .header("content-type", "application/x-www-form-urlencoded")
            .body("")
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), 200);
        assert_eq!(answer.headers().get("cache-control").unwrap(), "no-store");
        let set = answer
            .headers()
            .get_all("set-cookie")
            .iter()
            .map(|v| v.to_str().unwrap().to_owned())
            .collect::<Vec<_>>()
            .join("\n");
        let page = answer.text().await.unwrap();
        let at = page.find("/signin?token=").expect("a sign-in link") + "/signin?token=".len();
        let token: String = page[at..]
            .chars()
            .take_while(char::is_ascii_hexdigit)
            .collect();
        assert_eq!(token.len(), 64, "{page}");
        assert!(set.contains(&format!("keeper_{}={token}", p.game)), "{set}");
        assert!(page.contains("<svg"), "a QR code");
        // The new token works, the old one no longer.
        s.get(&p.path("/me"), Some(&token)).await.expect(200);
        s.get(&p.path("/me"), Some(&p.keeper.token))
            .await
            .expect_error(401, "unauthorized");
        // The link's page asks before it signs in; a stale link says what to do.
        let page = s
            .get(&format!("/games/{}/signin?token={token}", p.game), None)
            .await;
        assert_eq!(page.status, 200);
        assert!(page.text.contains("signin-submit"));
        let stale = s
            .get(
                &format!("/games/{}/signin?token={}", p.game, p.keeper.token),
                None,
            )
            .await;
        assert_eq!(stale.status, 401);
        assert!(stale.text.contains("Ask for a new link"), "{}", stale.text);
        // The Keeper's list of open invites, as the screen fetches it: the Keeper's only.
        let fragment = format!("/games/{}/fragments/invites", p.game);
        let seen = s.get(&fragment, Some(&token)).await;
        assert_eq!(seen.status, 200);
        assert!(seen.text.contains("open-invites-box"), "{}", seen.text);
        assert_eq!(s.get(&fragment, Some(&p.alice.token)).await.status, 403);
        assert_eq!(s.get(&fragment, None).await.status, 401);
        // A player gets theirs the same way.
        let player = http
            .post(s.url(&format!("/games/{}/device", p.game)))
            .header("cookie", format!("keeper_{}={}", p.game, p.alice.token))
            .header("origin", s.base.clone())
            .send()
            .await
            .unwrap();
        assert_eq!(player.status(), 200);
        assert!(player.text().await.unwrap().contains("/signin?token="));
        s.get(&p.path("/me"), Some(&p.alice.token))
            .await
            .expect_error(401, "unauthorized");
        // Without a sign-in, no link.
        let anonymous = http
            .post(s.url(&format!("/games/{}/device", p.game)))
            .header("origin", s.base.clone())
            .send()
            .await
            .unwrap();
        assert_eq!(anonymous.status(), 401);
    })
    .await;
}
