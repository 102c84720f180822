//! Error messages speak the caller's language: the member's own choice when the request
//! is theirs and they made one, else `Accept-Language`, else English. Codes, fields and
//! statuses never change with the language.

use keeper_i18n::{Catalogue, Message};
use reqwest::Method;
use serde_json::{Value, json};

use crate::common::{Reply, Server, for_each_backend, party};

fn text(lang: &str, msg: &Message) -> String {
    Catalogue::global().format(lang, msg)
}

fn message(r: &Reply) -> &str {
    r.json["error"]["message"].as_str().unwrap_or("")
}

/// `POST /api/v1/games` with an empty name, in `accept` (if any).
async fn empty_name(s: &Server, accept: Option<&str>) -> Reply {
    let mut request = s
        .request(Method::POST, "/api/v1/games")
        .json(&json!({"name": " ", "system": "coc7", "keeper_name": "Kay"}));
    if let Some(a) = accept {
        request = request.header("accept-language", a);
    }
    s.send(request).await
}

#[tokio::test]
async fn errors_follow_accept_language() {
    for_each_backend(|s| async move {
        let empty = Message::new("table-field-empty").text("field", "name");
        let english = empty_name(&s, None).await;
        english.expect_error(400, "bad_field");
        assert_eq!(english.json["error"]["field"], "name");
        assert_eq!(message(&english), "name must not be empty");
        assert_eq!(message(&english), text("en", &empty));

        let russian = empty_name(&s, Some("ru-RU,ru;q=0.9,en;q=0.5")).await;
        russian.expect_error(400, "bad_field");
        assert_eq!(russian.json["error"]["field"], "name");
        assert_ne!(message(&russian), message(&english));
        assert_eq!(message(&russian), text("ru", &empty));
        assert!(message(&russian).contains("name"), "{}", russian.text);

        // `q` weights choose; a language keeper does not speak is passed over.
        let greek = empty_name(&s, Some("tlh, ru;q=0.2, el;q=0.8")).await;
        assert_eq!(message(&greek), text("el", &empty));
        let none = empty_name(&s, Some("tlh, fr;q=0.8")).await;
        assert_eq!(message(&none), message(&english));

        // The API's own errors too: an unknown route, a missing token.
        let r = s
            .send(
                s.request(Method::GET, "/api/v1/nowhere")
                    .header("accept-language", "pt-BR"),
            )
            .await;
        r.expect_error(404, "not_found");
        assert_eq!(
            message(&r),
            text("pt-BR", &Message::new("table-api-no-route"))
        );
        let p = party(&s, "coc7").await;
        let r = s
            .send(
                s.request(Method::GET, &p.path("/log"))
                    .header("accept-language", "pt"),
            )
            .await;
        r.expect_error(401, "unauthorized");
        assert_eq!(
            message(&r),
            text("pt-BR", &Message::new("table-unauthorized"))
        );
    })
    .await;
}

#[tokio::test]
async fn errors_follow_the_members_language() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let set = s
            .call(
                Method::PUT,
                &p.path("/me"),
                alice,
                Some(&json!({"language": "el"})),
            )
            .await;
        assert_eq!(set.expect(200)["language"], "el");

        // Alice chose Greek: her errors are Greek, whatever her browser asks for.
        let r = new_thread(&s, &p.path("/threads"), &p.alice.token, Some("ru"), "").await;
        r.expect_error(400, "bad_field");
        assert_eq!(r.json["error"]["field"], "title");
        assert_eq!(
            message(&r),
            text(
                "el",
                &Message::new("table-field-empty").text("field", "title")
            )
        );

        // Olga chose nothing: her browser's language, for a refusal of her role.
        let r = new_thread(
            &s,
            &p.path("/threads"),
            &p.olga.token,
            Some("ru"),
            "The Library",
        )
        .await;
        r.expect_error(403, "forbidden");
        assert_eq!(
            message(&r),
            text("ru", &Message::new("table-observer-thread"))
        );
        assert_ne!(message(&r), "observers cannot start threads");

        // Back to the browser's language once Alice unsets hers.
        s.call(
            Method::PUT,
            &p.path("/me"),
            alice,
            Some(&json!({"language": Value::Null})),
        )
        .await
        .expect(200);
        let r = new_thread(&s, &p.path("/threads"), &p.alice.token, None, "").await;
        r.expect_error(400, "bad_field");
        assert_eq!(message(&r), "title must not be empty");
    })
    .await;
}

/// `POST {threads}` as the member with `token`, the browser asking for `accept`.
async fn new_thread(
    s: &Server,
    threads: &str,
    token: &str,
    accept: Option<&str>,
    title: &str,
) -> Reply {
    let mut req = s
        .request(Method::POST, threads)
        .bearer_auth(token)
        .json(&json!({"title": title}));
    if let Some(a) = accept {
        req = req.header("accept-language", a);
    }
    s.send(req).await
}

/// `POST {rolls}` with a text that is neither dice nor a command, the browser asking for
/// `accept`.
async fn bad_roll(s: &Server, rolls: &str, token: &str, accept: &str) -> Reply {
    let req = s
        .request(Method::POST, rolls)
        .bearer_auth(token)
        .header("accept-language", accept)
        .json(&json!({"expr": "3d6 x"}));
    s.send(req).await
}

#[tokio::test]
async fn the_rules_refusals_speak_the_reader_not_the_game() {
    for_each_backend(|s| async move {
        // The party's game speaks English; the readers ask for Russian and Portuguese.
        let p = party(&s, "coc7").await;
        let russian = bad_roll(&s, &p.path("/rolls"), &p.alice.token, "ru").await;
        russian.expect_error(422, "bad_expression");
        assert_eq!(russian.json["error"]["column"], 5);
        let portuguese = bad_roll(&s, &p.path("/rolls"), &p.alice.token, "pt-BR").await;
        assert_eq!(portuguese.json["error"]["code"], "bad_expression");
        let english = bad_roll(&s, &p.path("/rolls"), &p.alice.token, "en").await;
        assert_ne!(message(&russian), message(&english), "{}", russian.text);
        assert_ne!(message(&portuguese), message(&english));
        assert!(
            message(&russian).chars().any(|c| ('а'..='я').contains(&c)),
            "{}",
            russian.text
        );

        // The anonymous odds endpoint too.
        let odds = s
            .send(
                s.request(Method::POST, "/api/v1/odds")
                    .header("accept-language", "el")
                    .json(&json!({"expr": "3d6 x"})),
            )
            .await;
        odds.expect_error(422, "bad_expression");
        assert!(
            message(&odds).chars().any(|c| ('α'..='ω').contains(&c)),
            "{}",
            odds.text
        );
    })
    .await;
}

/// At a Chthonian table the errors name its Narrator (seed 003), in the caller's
/// language; at the others, the Keeper.
#[tokio::test]
async fn a_chthonian_games_errors_name_its_narrator() {
    for_each_backend(|s| async move {
        for (system, narrator) in [("chthonian", true), ("coc7", false)] {
            let p = party(&s, system).await;
            let path = format!("/api/v1/games/{}/invites", p.game);
            let r = s
                .post(&path, Some(&p.alice.token), json!({"role": "player"}))
                .await;
            r.expect_error(403, "forbidden");
            let said = message(&r);
            let keeper = Message::new("table-keeper-only-invite");
            let chthonian = Catalogue::global().format_in("en", Some("chthonian"), &keeper);
            assert_eq!(said.contains("Narrator"), narrator, "{system}: {said}");
            assert_eq!(said == chthonian, narrator, "{system}: {said}");
            let r = s
                .send(
                    s.request(Method::POST, &path)
                        .bearer_auth(&p.alice.token)
                        .header("accept-language", "ru")
                        .json(&json!({"role": "player"})),
                )
                .await;
            let said = message(&r);
            assert_eq!(said.contains("Рассказчик"), narrator, "{system}: {said}");
            assert_eq!(said.contains("Хранитель"), !narrator, "{system}: {said}");
        }
    })
    .await;
}
