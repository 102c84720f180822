//! Bad input of every kind gets a JSON 4xx, never a 5xx: malformed JSON, other content
//! types, bodies over the limit, unknown ids, missing and forged tokens, tokens of
//! another game, wrong methods and unknown routes.

use reqwest::Method;
use serde_json::{Value, json};

use crate::common::{
    MAX_BODY, Party, Server, WsAuth, ada_sheet, for_each_backend, party, send_chunked, ws_connect,
};

/// A game with one of everything, for paths that need ids.
struct World {
    p: Party,
    character: String,
    thread: String,
    post: String,
    request: String,
    roll: i64,
}

async fn world(s: &Server) -> World {
    let p = party(s, "coc7").await;
    let alice = Some(p.alice.token.as_str());
    let character = s
        .post(&p.path("/characters"), alice, json!({"sheet": ada_sheet()}))
        .await
        .expect(201)["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let thread = s
        .post(&p.path("/threads"), alice, json!({"title": "Notes"}))
        .await
        .expect(201)["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let post = s
        .post(
            &p.path(&format!("/threads/{thread}/posts")),
            alice,
            json!({"body": "[roll]1d6[/roll]"}),
        )
        .await
        .expect(201)["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let request = s
        .post(
            &p.path("/requests"),
            Some(&p.keeper.token),
            json!({"to": p.alice.id, "expr": "1d6"}),
        )
        .await
        .expect(201)["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let roll = s
        .post(&p.path("/rolls"), alice, json!({"expr": "1d6"}))
        .await
        .expect(201)["seq"]
        .as_i64()
        .unwrap();
    World {
        p,
        character,
        thread,
        post,
        request,
        roll,
    }
}

/// Every endpoint that takes a JSON body: method, path, a valid body.
fn json_endpoints(w: &World) -> Vec<(Method, String, Value)> {
    let p = &w.p;
    vec![
        (
            Method::POST,
            "/api/v1/resolve".into(),
            json!({"system": "dice", "action": "roll", "expr": "1d6"}),
        ),
        (Method::POST, "/api/v1/odds".into(), json!({"expr": "1d6"})),
        (
            Method::POST,
            "/api/v1/games".into(),
            json!({"name": "G", "system": "coc7", "keeper_name": "K"}),
        ),
        (Method::POST, p.path("/invites"), json!({"role": "player"})),
        (
            Method::POST,
            p.path("/join"),
            json!({"invite": "x", "name": "Eve"}),
        ),
        (Method::PUT, p.path("/me"), json!({"language": "en"})),
        (Method::POST, p.path("/rolls"), json!({"expr": "1d6"})),
        (
            Method::POST,
            p.path("/characters"),
            json!({"sheet": ada_sheet()}),
        ),
        (
            Method::POST,
            p.path(&format!("/characters/{}/events", w.character)),
            json!({"events": [{"event": "damaged", "amount": 1}]}),
        ),
        (
            Method::POST,
            p.path("/requests"),
            json!({"to": p.alice.id, "expr": "1d6"}),
        ),
        (Method::POST, p.path("/threads"), json!({"title": "T"})),
        (
            Method::POST,
            p.path(&format!("/threads/{}/posts", w.thread)),
            json!({"body": "hi"}),
        ),
        (
            Method::PUT,
            p.path(&format!("/posts/{}", w.post)),
            json!({"body": "hi"}),
        ),
    ]
}

#[tokio::test]
async fn malformed_bodies_are_json_errors() {
    for_each_backend(|s: Server| async move {
        let w = world(&s).await;
        let token = w.p.keeper.token.clone();
        for (method, path, _) in json_endpoints(&w) {
            let send = |body: Vec<u8>, content_type: Option<&str>| {
                let mut r = s.request(method.clone(), &path).bearer_auth(&token).body(body);
                if let Some(t) = content_type {
                    r = r.header("content-type", t);
                }
                s.send(r)
            };
            // Not JSON.
            for bad in ["{", "{\"a\":", "nul", "\u{feff}{}", "{\"a\": 1,}", "{\"name\" 1}"] {
                let r = send(bad.into(), Some("application/json")).await;
                r.expect_error(400, "bad_json");
            }
            // Not UTF-8.
            let r = send(vec![b'"', 0xff, 0xfe, b'"'], Some("application/json")).await;
            r.expect_error(400, "bad_json");
            // JSON of the wrong shape.
            for wrong in ["[]", "\"text\"", "42", "null"] {
                let r = send(wrong.into(), Some("application/json")).await;
                let status = match (path.ends_with("/resolve"), wrong) {
                    // An empty list of requests has an empty list of answers.
                    (true, "[]") => 200,
                    // The engine's answer to what is not a request.
                    (true, _) => 422,
                    (false, _) => 400,
                };
                assert_eq!(r.status, status, "{path} {wrong}: {}", r.text);
            }
            // Other content types, or none.
            for t in [Some("text/plain"), Some("application/x-www-form-urlencoded"), None] {
                let r = send(b"{}".to_vec(), t).await;
                r.expect_error(415, "bad_json");
            }
            // Over the limit, with and without a declared length.
            let big = vec![b' '; MAX_BODY + 1];
            let r = send(big, Some("application/json")).await;
            r.expect_error(413, "too_large");
            let head = format!(
                "{method} {path} HTTP/1.1\r\nAuthorization: Bearer {token}\r\nContent-Type: application/json"
            );
            let (status, body) = send_chunked(&s, &head, &vec![b' '; MAX_BODY + 1], 65536).await;
            assert_eq!(status, 413, "{path}: {body}");
            let body: Value = serde_json::from_str(&body).expect("a JSON answer");
            assert_eq!(body["error"]["code"], "too_large");
        }
        // Nested beyond the parser's depth: refused, without exhausting the stack.
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        let r = s
            .send(
                s.request(Method::POST, "/api/v1/resolve")
                    .header("content-type", "application/json")
                    .body(deep),
            )
            .await;
        r.expect_error(400, "bad_json");
        // JSON that is fine but with a field of the wrong type names the problem.
        let r = s
            .post("/api/v1/games", None, json!({"name": 5, "system": "coc7", "keeper_name": "K"}))
            .await;
        r.expect_error(400, "bad_field");
        assert!(r.json["error"]["message"].as_str().unwrap().contains("name"), "{}", r.text);

        // The answer endpoint reads its optional body itself: the same errors.
        let answer = w.p.path(&format!("/requests/{}/answer", w.request));
        let alice = w.p.alice.token.clone();
        let big = s
            .request(Method::POST, &answer)
            .bearer_auth(&alice)
            .header("content-type", "application/json")
            .body(vec![b' '; MAX_BODY + 1]);
        s.send(big).await.expect_error(413, "too_large");
        let wrong = s
            .request(Method::POST, &answer)
            .bearer_auth(&alice)
            .header("content-type", "application/json")
            .body("{\"dice\": \"six\"}");
        s.send(wrong).await.expect_error(400, "bad_json");
        // A body of exactly the limit is read.
        let mut exact = b"{\"dice\": [3]}".to_vec();
        exact.resize(MAX_BODY, b' ');
        let exact = s
            .request(Method::POST, &answer)
            .bearer_auth(&alice)
            .header("content-type", "application/json")
            .body(exact);
        s.send(exact).await.expect(201);
    })
    .await;
}

#[tokio::test]
async fn unknown_ids_are_not_found() {
    for_each_backend(|s: Server| async move {
        let w = world(&s).await;
        let p = &w.p;
        let keeper = Some(p.keeper.token.as_str());
        let alice = Some(p.alice.token.as_str());
        let cases: Vec<(Method, String, Option<&str>, Option<Value>)> = vec![
            (Method::GET, p.path("/log/999"), keeper, None),
            (Method::GET, p.path("/log/0"), None, None),
            (Method::GET, p.path("/log/-1"), None, None),
            (Method::POST, p.path("/rolls/999/reveal"), keeper, None),
            (Method::GET, p.path("/rolls/999/snippet"), None, None),
            (Method::GET, p.path("/characters/nope"), keeper, None),
            (
                Method::POST,
                p.path("/characters/nope/events"),
                keeper,
                Some(json!({"events": [{"event": "damaged", "amount": 1}]})),
            ),
            (
                Method::POST,
                p.path("/rolls"),
                alice,
                Some(json!({"expr": "1d6", "character": "nope"})),
            ),
            (Method::POST, p.path("/requests/nope/answer"), alice, None),
            (Method::GET, p.path("/threads/nope"), keeper, None),
            (
                Method::POST,
                p.path("/threads/nope/posts"),
                keeper,
                Some(json!({"body": "hi"})),
            ),
            (
                Method::PUT,
                p.path("/posts/nope"),
                keeper,
                Some(json!({"body": "hi"})),
            ),
            (Method::DELETE, p.path("/posts/nope"), keeper, None),
            (
                Method::POST,
                p.path("/requests"),
                keeper,
                Some(json!({"to": "nope", "expr": "1d6"})),
            ),
            (
                Method::POST,
                p.path("/characters"),
                keeper,
                Some(json!({"owner": "nope", "sheet": ada_sheet()})),
            ),
            // A game nobody made: what needs no token is not found.
            (Method::GET, "/api/v1/games/nope/log/1".into(), None, None),
            (
                Method::GET,
                "/api/v1/games/nope/rolls/1/snippet".into(),
                None,
                None,
            ),
            (Method::GET, "/api/v1/games/nope/verify".into(), None, None),
            (Method::GET, "/api/v1/games/nope/export".into(), None, None),
            // Ids of things that are not ids: never a storage error.
            (Method::GET, p.path("/characters/%00"), keeper, None),
            (Method::GET, p.path("/threads/%00"), keeper, None),
            (
                Method::PUT,
                p.path("/posts/%00"),
                keeper,
                Some(json!({"body": "hi"})),
            ),
            (
                Method::GET,
                p.path(&format!("/characters/{}", "9".repeat(5000))),
                keeper,
                None,
            ),
            (Method::GET, "/api/v1/games/%00/log/1".into(), None, None),
            (Method::GET, "/api/v1/games/%00/export".into(), None, None),
            (Method::GET, "/api/v1/games/%00/verify".into(), None, None),
            (
                Method::GET,
                "/api/v1/games/%00/rolls/1/snippet".into(),
                None,
                None,
            ),
            (
                Method::POST,
                p.path("/requests"),
                keeper,
                Some(json!({"to": "\u{0}", "expr": "1d6"})),
            ),
            (
                Method::POST,
                p.path("/characters"),
                keeper,
                Some(json!({"owner": "\u{0}", "sheet": ada_sheet()})),
            ),
        ];
        for (method, path, token, body) in cases {
            let r = s.call(method, &path, token, body.as_ref()).await;
            r.expect_error(404, "not_found");
        }
        // A thread of the game: one more check that posts and threads agree.
        s.get(&p.path(&format!("/threads/{}", w.thread)), keeper)
            .await
            .expect(200);
        s.get(&p.path(&format!("/log/{}", w.roll)), None)
            .await
            .expect(200);
    })
    .await;
}

#[tokio::test]
async fn text_with_nul_and_control_characters_is_stored_or_refused_cleanly() {
    for_each_backend(|s: Server| async move {
        let w = world(&s).await;
        let p = &w.p;
        let alice = Some(p.alice.token.as_str());
        // A post may hold any text; a NUL is refused as a field error, never a storage one.
        let r = s
            .post(
                &p.path(&format!("/threads/{}/posts", w.thread)),
                alice,
                json!({"body": "a\u{0}b"}),
            )
            .await;
        r.expect_error(400, "bad_field");
        let r = s
            .call(
                Method::PUT,
                &p.path(&format!("/posts/{}", w.post)),
                alice,
                Some(&json!({"body": "a\u{0}b"})),
            )
            .await;
        r.expect_error(400, "bad_field");
        let ok = s
            .post(
                &p.path(&format!("/threads/{}/posts", w.thread)),
                alice,
                json!({"body": "tabs\tand\nnewlines and \u{202e} and emoji 🐙"}),
            )
            .await;
        assert_eq!(
            ok.expect(201)["body"],
            "tabs\tand\nnewlines and \u{202e} and emoji 🐙"
        );
        // Names with control characters are field errors.
        for body in [
            json!({"name": "a\u{0}b", "system": "coc7", "keeper_name": "K"}),
            json!({"name": "G", "system": "coc7", "keeper_name": "K\u{0}"}),
        ] {
            s.post("/api/v1/games", None, body)
                .await
                .expect_error(400, "bad_field");
        }
        s.post(&p.path("/threads"), alice, json!({"title": "x\u{0}"}))
            .await
            .expect_error(400, "bad_field");
        s.post(
            &p.path("/rolls"),
            alice,
            json!({"expr": "1d6", "label": "x\u{0}"}),
        )
        .await
        .expect_error(400, "bad_field");
        // A sheet's name with a NUL.
        let mut sheet = ada_sheet();
        sheet["name"] = json!("Ada\u{0}");
        let r = s
            .post(&p.path("/characters"), alice, json!({"sheet": sheet}))
            .await;
        assert!(matches!(r.status, 201 | 400), "{}", r.text);
        // Expressions and requests with a NUL are the engine's to refuse.
        let r = s
            .post(&p.path("/rolls"), alice, json!({"expr": "1d6\u{0}"}))
            .await;
        assert!(matches!(r.status, 400 | 422), "{}", r.text);
        let r = s
            .post(
                &p.path("/rolls"),
                alice,
                json!({"request": {"action": "check", "value": 50, "note": "\u{0}"}}),
            )
            .await;
        assert!(matches!(r.status, 201 | 400 | 422), "{}", r.text);
    })
    .await;
}

#[tokio::test]
async fn missing_forged_and_foreign_tokens_are_unauthorized() {
    for_each_backend(|s: Server| async move {
        let w = world(&s).await;
        let other = party(&s, "classic").await;
        let p = &w.p;
        // Every endpoint that needs a member, with a body that would do.
        let member_only: Vec<(Method, String, Option<Value>)> = vec![
            (Method::GET, p.path(""), None),
            (
                Method::POST,
                p.path("/invites"),
                Some(json!({"role": "player"})),
            ),
            (Method::GET, p.path("/members"), None),
            (Method::GET, p.path("/me"), None),
            (Method::PUT, p.path("/me"), Some(json!({"language": "en"}))),
            (Method::GET, p.path("/log"), None),
            (Method::POST, p.path("/rolls"), Some(json!({"expr": "1d6"}))),
            (
                Method::POST,
                p.path(&format!("/rolls/{}/reveal", w.roll)),
                None,
            ),
            (Method::GET, p.path("/characters"), None),
            (
                Method::POST,
                p.path("/characters"),
                Some(json!({"sheet": ada_sheet()})),
            ),
            (
                Method::GET,
                p.path(&format!("/characters/{}", w.character)),
                None,
            ),
            (
                Method::POST,
                p.path(&format!("/characters/{}/events", w.character)),
                Some(json!({"events": [{"event": "damaged", "amount": 1}]})),
            ),
            (Method::GET, p.path("/requests"), None),
            (
                Method::POST,
                p.path("/requests"),
                Some(json!({"to": p.alice.id, "expr": "1d6"})),
            ),
            (
                Method::POST,
                p.path(&format!("/requests/{}/answer", w.request)),
                None,
            ),
            (Method::GET, p.path("/threads"), None),
            (
                Method::POST,
                p.path("/threads"),
                Some(json!({"title": "T"})),
            ),
            (Method::GET, p.path(&format!("/threads/{}", w.thread)), None),
            (
                Method::POST,
                p.path(&format!("/threads/{}/posts", w.thread)),
                Some(json!({"body": "hi"})),
            ),
            (
                Method::PUT,
                p.path(&format!("/posts/{}", w.post)),
                Some(json!({"body": "hi"})),
            ),
            (Method::DELETE, p.path(&format!("/posts/{}", w.post)), None),
            (Method::POST, p.path("/end"), None),
            (Method::POST, p.path("/reveal-seed"), None),
        ];
        let forged = "0".repeat(64);
        let keeper_of_other = other.keeper.token.clone();
        let keeper = p.keeper.token.clone();
        let game = p.game.clone();
        for (method, path, body) in &member_only {
            let attempts: Vec<reqwest::RequestBuilder> = vec![
                // No token.
                s.request(method.clone(), path),
                // A token nobody has.
                s.request(method.clone(), path).bearer_auth(&forged),
                s.request(method.clone(), path).bearer_auth(""),
                // Another game's Keeper.
                s.request(method.clone(), path)
                    .bearer_auth(&keeper_of_other),
                s.request(method.clone(), path)
                    .header("cookie", format!("keeper_{game}={keeper_of_other}")),
                // The right token in another game's cookie, or another scheme.
                s.request(method.clone(), path)
                    .header("cookie", format!("keeper_{}={keeper}", other.game)),
                s.request(method.clone(), path)
                    .header("authorization", format!("Basic {keeper}")),
                s.request(method.clone(), path)
                    .header("authorization", format!("bearer{keeper}")),
            ];
            for attempt in attempts {
                let attempt = match body {
                    Some(b) => attempt.json(b),
                    None => attempt,
                };
                s.send(attempt).await.expect_error(401, "unauthorized");
            }
        }
        // A token works only for its own game, even where no token is needed.
        s.get(&other.path(""), Some(&keeper))
            .await
            .expect_error(401, "unauthorized");
        let mine = s.get(&p.path(""), Some(&keeper)).await;
        mine.expect(200);
        // A game nobody made is unauthorized too: a token cannot be of it.
        s.get("/api/v1/games/nope", Some(&keeper))
            .await
            .expect_error(401, "unauthorized");
        // An invite of another game.
        let invite = s
            .post(
                &other.path("/invites"),
                Some(&keeper_of_other),
                json!({"role": "player"}),
            )
            .await
            .expect(201)["invite"]
            .as_str()
            .unwrap()
            .to_owned();
        s.post(
            &p.path("/join"),
            None,
            json!({"invite": invite, "name": "Eve"}),
        )
        .await
        .expect_error(401, "unauthorized");
        // The WebSocket.
        for auth in [
            WsAuth::None,
            WsAuth::Query(&forged),
            WsAuth::Query(&keeper_of_other),
            WsAuth::Bearer(&keeper_of_other),
            WsAuth::Cookie(&forged),
        ] {
            let Err((status, body)) = ws_connect(&s, &p.game, auth, None).await else {
                panic!("{auth:?} opened the live log");
            };
            assert_eq!(status, 401, "{auth:?}: {body}");
            let body: Value = serde_json::from_str(&body).expect("a JSON refusal");
            assert_eq!(body["error"]["code"], "unauthorized");
        }
    })
    .await;
}

#[tokio::test]
async fn wrong_methods_and_unknown_routes() {
    for_each_backend(|s: Server| async move {
        let w = world(&s).await;
        let p = &w.p;
        let keeper = Some(p.keeper.token.as_str());
        // Each route with a method it does not take.
        let wrong: Vec<(Method, String)> = vec![
            (Method::GET, "/api/v1/resolve".into()),
            (Method::PUT, "/api/v1/odds".into()),
            (Method::POST, "/api/v1/openapi.json".into()),
            (Method::GET, "/api/v1/games".into()),
            (Method::DELETE, p.path("")),
            (Method::PUT, p.path("/invites")),
            (Method::GET, p.path("/join")),
            (Method::POST, p.path("/members")),
            (Method::DELETE, p.path("/me")),
            (Method::POST, p.path("/log")),
            (Method::DELETE, p.path("/log/1")),
            (Method::GET, p.path("/rolls")),
            (Method::GET, p.path("/rolls/1/reveal")),
            (Method::POST, p.path("/rolls/1/snippet")),
            (Method::PUT, p.path("/characters")),
            (
                Method::DELETE,
                p.path(&format!("/characters/{}", w.character)),
            ),
            (
                Method::GET,
                p.path(&format!("/characters/{}/events", w.character)),
            ),
            (Method::DELETE, p.path("/requests")),
            (
                Method::GET,
                p.path(&format!("/requests/{}/answer", w.request)),
            ),
            (Method::PATCH, p.path("/threads")),
            (Method::POST, p.path(&format!("/threads/{}", w.thread))),
            (Method::GET, p.path(&format!("/threads/{}/posts", w.thread))),
            (Method::GET, p.path(&format!("/posts/{}", w.post))),
            (Method::POST, p.path(&format!("/posts/{}", w.post))),
            (Method::GET, p.path("/end")),
            (Method::GET, p.path("/reveal-seed")),
            (Method::POST, p.path("/verify")),
            (Method::DELETE, p.path("/export")),
            (Method::POST, p.path("/ws")),
        ];
        for (method, path) in wrong {
            let r = s.call(method, &path, keeper, None).await;
            r.expect_error(405, "method_not_allowed");
        }
        let health = s.call(Method::POST, "/healthz", None, None).await;
        assert_eq!(health.status, 405);
        assert_eq!(health.code(), "method_not_allowed", "{}", health.text);

        for path in [
            "/api/v1",
            "/api/v2/games",
            "/api/v1/nope",
            "/api/v1/games/x/y/z",
            "/api/v1/games/x/rolls/1/unknown",
        ] {
            for method in [Method::GET, Method::POST] {
                let r = s.call(method, path, keeper, None).await;
                if path.starts_with("/api/v1") {
                    r.expect_error(404, "not_found");
                } else {
                    assert_eq!(r.status, 404, "{path}");
                }
            }
        }
        // Parameters of the wrong type.
        s.get(&p.path("/log/abc"), None)
            .await
            .expect_error(400, "bad_path");
        s.get(&p.path("/log/99999999999999999999"), None)
            .await
            .expect_error(400, "bad_path");
        s.post_empty(&p.path("/rolls/1.5/reveal"), keeper)
            .await
            .expect_error(400, "bad_path");
        s.get(&p.path("/rolls/x/snippet"), None)
            .await
            .expect_error(400, "bad_path");
        s.get(&p.path("/log?limit=ten"), keeper)
            .await
            .expect_error(400, "bad_query");
        s.get(&p.path("/log?after=1e3"), keeper)
            .await
            .expect_error(400, "bad_query");
        s.get(&p.path("/ws?after=x"), keeper)
            .await
            .expect_error(400, "bad_query");
        // The live log is a WebSocket: a plain request is told so.
        let plain = s.get(&p.path("/ws"), keeper).await;
        assert_eq!(plain.status / 100, 4, "{}", plain.text);
        let plain = s.get(&p.path("/ws"), None).await;
        plain.expect_error(401, "unauthorized");
        // Extreme paging is clamped.
        let r = s
            .get(
                &p.path(&format!("/log?after={}&limit={}", i64::MIN, i64::MAX)),
                keeper,
            )
            .await;
        assert_eq!(r.expect(200)["entries"].as_array().unwrap().len(), 9);
        let r = s
            .get(&p.path(&format!("/log?after={}", i64::MAX)), keeper)
            .await;
        assert_eq!(r.expect(200)["entries"], json!([]));
        let r = s.get(&p.path(&format!("/log/{}", i64::MAX)), None).await;
        r.expect_error(404, "not_found");
    })
    .await;
}
