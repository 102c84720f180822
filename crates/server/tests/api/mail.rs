//! Mail, against a real SMTP server on loopback (`smtp_sink.py`, over Python's
//! aiosmtpd), on each backend: what arrives, to whom, in which language, and what never
//! does. Without aiosmtpd the tests say they are skipped, unless
//! `KEEPER_REQUIRE_PYTHON=1` (set by CI), when they fail.

use std::time::Duration;

use keeper_server::mail::{MailClock, MailOptions};
use reqwest::Method;
use serde_json::{Value, json};

use crate::common::{
    Party, Server, for_each_backend, for_each_backend_with, party, thread, unique,
};
use crate::smtp_sink::{Sink, holds, link};

fn mail_options(base: &str, port: u16, clock: &MailClock) -> keeper_server::Options {
    let mut mail = MailOptions::new(&format!("smtp://127.0.0.1:{port}"), "keeper@example.org");
    mail.base_url = Some(base.to_owned());
    mail.clock = clock.clone();
    mail.digest_check = Duration::from_millis(100);
    keeper_server::Options {
        mail: Some(mail),
        ..keeper_server::Options::default()
    }
}

async fn post(s: &Server, p: &Party, token: &str, thread: &str, body: Value) {
    s.post(
        &p.path(&format!("/threads/{thread}/posts")),
        Some(token),
        body,
    )
    .await
    .expect(201);
}

async fn set_mail(s: &Server, p: &Party, token: &str, body: Value) -> Value {
    s.call(Method::PUT, &p.path("/me/email"), Some(token), Some(&body))
        .await
        .expect(200)
        .clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn members_are_mailed_what_they_chose_and_may_see_and_nothing_else() {
    let Some(sink) = Sink::start().await else {
        return;
    };
    let clock = MailClock::default();
    let port = sink.port;
    let sink = &sink;
    let clock_ref = &clock;
    for_each_backend_with(
        |base| mail_options(base, port, clock_ref),
        |s| async move {
            let p = party(&s, "coc7").await;
            let tag = unique("m");
            let addr = |who: &str| format!("{who}.{tag}@example.org");
            let (kay, alice, bob, olga) = (addr("kay"), addr("alice"), addr("bob"), addr("olga"));

            // Bob reads Greek.
            s.call(
                Method::PUT,
                &p.path("/me"),
                Some(&p.bob.token),
                Some(&json!({"language": "el"})),
            )
            .await
            .expect(200);

            // A bad address is refused on its field.
            let bad = s
                .call(
                    Method::PUT,
                    &p.path("/me/email"),
                    Some(&p.alice.token),
                    Some(&json!({"email": "not an address"})),
                )
                .await;
            bad.expect_error(400, "bad_field");
            assert_eq!(bad.json["error"]["field"], "email", "{}", bad.text);

            let all = json!({"posts": true, "requests": true, "reveals": true});
            for (token, email) in [
                (&p.keeper.token, &kay),
                (&p.alice.token, &alice),
                (&p.bob.token, &bob),
                (&p.olga.token, &olga),
            ] {
                let mut body = all.clone();
                body["email"] = json!(email);
                let set = set_mail(&s, &p, token, body).await;
                assert_eq!(set["email"], json!(email));
                assert_eq!(set["verified"], false);
                assert_eq!(set["verification_sent"], true);
            }
            // The address is its member's alone: not in the members' list, nor in what
            // anyone else reads of the member.
            let mine = s.get(&p.path("/me/email"), Some(&p.alice.token)).await;
            assert_eq!(mine.expect(200)["email"], json!(alice));
            for token in [&p.keeper.token, &p.bob.token, &p.olga.token] {
                let members = s.get(&p.path("/members"), Some(token)).await;
                assert!(!members.text.contains(&alice), "{}", members.text);
                let me = s.get(&p.path("/me/email"), Some(token)).await;
                assert!(!me.text.contains(&alice), "{}", me.text);
            }
            let table = s
                .get(&format!("/games/{}", p.game), Some(&p.keeper.token))
                .await;
            assert!(!table.text.contains(&alice));

            // Before any address is verified, nothing but the verification is mailed.
            let t = thread(&s, &p, &p.keeper.token, "Innsmouth by night").await;
            post(
                &s,
                &p,
                &p.alice.token,
                &t,
                json!({"body": "UNVERIFIED-MARK"}),
            )
            .await;

            // Each is mailed a verification link, in their language; it verifies once.
            let verify = sink.wait(&bob, "Επαλήθευσε").await;
            let bob_link = link(&verify, "/mail/verify?token=");
            let page = s.get(&bob_link, None).await;
            assert_eq!(page.status, 200, "{}", page.text);
            assert!(
                page.text.contains("Η διεύθυνση επαληθεύτηκε"),
                "{}",
                page.text
            );
            assert_eq!(s.get(&bob_link, None).await.status, 404);
            // An address set again before it is verified gets a new link; the first
            // stops working.
            let mut again = all.clone();
            again["email"] = json!(kay);
            assert_eq!(
                set_mail(&s, &p, &p.keeper.token, again).await["verification_sent"],
                true
            );
            let links = sink.wait_n(&kay, "Verify your email address", 2).await;
            assert_eq!(
                s.get(&link(&links[0], "/mail/verify?token="), None)
                    .await
                    .status,
                404
            );
            let page = s.get(&link(&links[1], "/mail/verify?token="), None).await;
            assert!(page.text.contains("Address verified"), "{}", page.text);
            for email in [&alice, &olga] {
                let m = sink.wait(email, "Verify your email address").await;
                let page = s.get(&link(&m, "/mail/verify?token="), None).await;
                assert!(page.text.contains("Address verified"), "{}", page.text);
            }
            assert_eq!(
                s.get(&p.path("/me/email"), Some(&p.bob.token))
                    .await
                    .expect(200)["verified"],
                true
            );

            // A post goes to every other member who may read it, in their language,
            // with a link to it and one that unsubscribes; never to its author.
            post(
                &s,
                &p,
                &p.alice.token,
                &t,
                json!({"body": "PUBLIC-ONE The fog rolls in."}),
            )
            .await;
            let to_bob = sink.wait(&bob, "PUBLIC-ONE").await;
            assert!(
                to_bob["subject"]
                    .as_str()
                    .unwrap()
                    .contains("Ο/Η Alice έγραψε στο «Innsmouth by night»"),
                "{to_bob}"
            );
            assert!(
                to_bob["body"]
                    .as_str()
                    .unwrap()
                    .contains(&format!("/games/{}/threads/{t}#post-", p.game)),
                "{to_bob}"
            );
            let unsubscribe = link(&to_bob, "/mail/unsubscribe?token=");
            assert!(
                to_bob["headers"]["List-Unsubscribe"]
                    .as_str()
                    .unwrap()
                    .contains("/mail/unsubscribe?token="),
                "{to_bob}"
            );
            let to_olga = sink.wait(&olga, "PUBLIC-ONE").await;
            assert!(
                to_olga["subject"]
                    .as_str()
                    .unwrap()
                    .contains("Alice posted in “Innsmouth by night”"),
                "{to_olga}"
            );
            sink.wait(&kay, "PUBLIC-ONE").await;

            // A private post, a whisper to Alice, a blind roll: only to who may read them.
            post(
                &s,
                &p,
                &p.alice.token,
                &t,
                json!({"body": "PRIVATE-XYZ", "visibility": "private"}),
            )
            .await;
            post(
                &s,
                &p,
                &p.keeper.token,
                &t,
                json!({"body": "WHISPER-XYZ", "visibility": "whisper", "to": p.alice.id}),
            )
            .await;
            let blind = s
                .post(
                    &p.path("/rolls"),
                    Some(&p.alice.token),
                    json!({"expr": "1d100", "visibility": "keeper", "label": "BLIND-XYZ"}),
                )
                .await;
            let blind_seq = blind.expect(201)["seq"].as_i64().expect("the roll's seq");
            // The Keeper asks Alice for a roll. Its mark holds a `+`, which no random hex
            // (the unsubscribe link's token) can: "1d20" alone once turned up in one.
            s.post(
                &p.path("/requests"),
                Some(&p.keeper.token),
                json!({"to": p.alice.id, "expr": "1d20+7", "visibility": "public"}),
            )
            .await
            .expect(201);
            post(&s, &p, &p.alice.token, &t, json!({"body": "MARKER-TWO"})).await;
            sink.wait(&bob, "MARKER-TWO").await;
            sink.wait(&olga, "MARKER-TWO").await;
            sink.wait(&kay, "PRIVATE-XYZ").await;
            sink.wait(&alice, "WHISPER-XYZ").await;
            sink.wait(&alice, "1d20+7").await;
            for text in ["PRIVATE-XYZ", "WHISPER-XYZ", "BLIND-XYZ", "1d20+7"] {
                assert!(!sink.any(&bob, text), "Bob was mailed {text}");
                assert!(!sink.any(&olga, text), "Olga was mailed {text}");
            }
            for text in ["PUBLIC-ONE", "PRIVATE-XYZ", "MARKER-TWO", "BLIND-XYZ"] {
                assert!(!sink.any(&alice, text), "Alice was mailed her own {text}");
            }
            assert!(
                !sink.any(&kay, "WHISPER-XYZ"),
                "the Keeper was mailed their own whisper"
            );
            for email in [&kay, &alice, &bob, &olga] {
                assert!(
                    !sink.any(email, "UNVERIFIED-MARK"),
                    "{email} was mailed before verifying"
                );
            }

            // The Keeper reveals the blind roll: mailed to who chose reveals.
            s.post_empty(
                &p.path(&format!("/rolls/{blind_seq}/reveal")),
                Some(&p.keeper.token),
            )
            .await
            .expect(201);
            let reveal = sink.wait(&olga, "revealed").await;
            assert!(
                reveal["body"]
                    .as_str()
                    .unwrap()
                    .contains(&format!("#{blind_seq}")),
                "{reveal}"
            );

            // Bob unsubscribes in one click, with no sign-in: a page in his language,
            // and no more mail.
            let page = s.get(&unsubscribe, None).await;
            assert_eq!(page.status, 200, "{}", page.text);
            assert!(page.text.contains("Τέλος τα μηνύματα"), "{}", page.text);
            let settings = s.get(&p.path("/me/email"), Some(&p.bob.token)).await;
            assert_eq!(settings.expect(200)["posts"], false);
            assert_eq!(
                s.get(
                    &format!("/games/{}/mail/unsubscribe?token=nope", p.game),
                    None
                )
                .await
                .status,
                404
            );
            post(
                &s,
                &p,
                &p.alice.token,
                &t,
                json!({"body": "AFTER-UNSUBSCRIBE"}),
            )
            .await;
            sink.wait(&olga, "AFTER-UNSUBSCRIBE").await;
            sink.wait(&kay, "AFTER-UNSUBSCRIBE").await;
            assert!(
                !sink.any(&bob, "AFTER-UNSUBSCRIBE"),
                "Bob was mailed after unsubscribing"
            );

            // Bob chooses the daily digest alone: nothing until a day has passed, then
            // one mail of what he may see.
            set_mail(&s, &p, &p.bob.token, json!({"email": bob, "digest": true})).await;
            post(
                &s,
                &p,
                &p.alice.token,
                &t,
                json!({"body": "FOR-THE-DIGEST"}),
            )
            .await;
            post(
                &s,
                &p,
                &p.keeper.token,
                &t,
                json!({"body": "SECRET-OF-THE-DIGEST", "visibility": "private"}),
            )
            .await;
            sink.wait(&olga, "FOR-THE-DIGEST").await;
            tokio::time::sleep(Duration::from_millis(600)).await;
            assert!(!sink.any(&bob, "ημερήσια"), "a digest before its day");
            assert!(!sink.any(&bob, "FOR-THE-DIGEST"));
            clock_ref.advance(25 * 3600);
            let digest = sink.wait(&bob, "Η ημερήσια σύνοψή σου").await;
            let text = digest["body"].as_str().unwrap();
            assert!(
                text.contains("Ο/Η Alice έγραψε στο «Innsmouth by night»"),
                "{text}"
            );
            assert!(
                !text.contains("Kay"),
                "the digest names a post Bob may not read: {text}"
            );
            assert!(text.contains("/mail/unsubscribe?token="), "{text}");
            tokio::time::sleep(Duration::from_millis(600)).await;
            let digests = sink
                .to(&bob)
                .into_iter()
                .filter(|m| holds(m, "ημερήσια"))
                .count();
            assert_eq!(digests, 1, "one digest a day");

            // A sign-in link by mail: the same answer for a known address and an
            // unknown one; the link signs Alice in, and her old token stops working.
            let known = s
                .post(&p.path("/mail/signin"), None, json!({"email": alice}))
                .await;
            let unknown = s
                .post(
                    &p.path("/mail/signin"),
                    None,
                    json!({"email": format!("nobody.{tag}@example.org")}),
                )
                .await;
            assert_eq!(known.status, 202);
            assert_eq!(known.text, unknown.text);
            s.post(&p.path("/mail/signin"), None, json!({"email": "@"}))
                .await
                .expect_error(400, "bad_field");
            let signin = sink.wait(&alice, "Your sign-in link").await;
            let page = s.get(&link(&signin, "/signin?token="), None).await;
            assert_eq!(page.status, 200, "{}", page.text);
            assert!(page.text.contains("signin-form"), "{}", page.text);
            assert_eq!(
                s.get(&p.path("/me"), Some(&p.alice.token)).await.status,
                401
            );
            assert!(!sink.any(&format!("nobody.{tag}@example.org"), "sign-in"));
            // The same from the home page's form, for someone with no token at hand.
            let form = s
                .request(Method::POST, "/mail-signin")
                .header("content-type", "application/x-www-form-urlencoded")
                .body(format!("game={}&email={alice}", p.game));
            let asked = s.send(form).await;
            assert_eq!(asked.status, 200, "{}", asked.text);
            assert!(asked.text.contains("mail-signin-said"), "{}", asked.text);
            let again = sink.wait_n(&alice, "Your sign-in link", 2).await;
            assert_eq!(again.len(), 2);
            let home = s.get("/", None).await;
            assert!(
                home.text.contains("id=\"mail-signin-form\""),
                "{}",
                home.text
            );

            // The table page's settings: the member's own address, and a form that
            // saves the choices (here Olga's: only rolls asked of her).
            let page = s
                .get(&format!("/games/{}", p.game), Some(&p.olga.token))
                .await;
            assert!(page.text.contains("id=\"mail-form\""), "{}", page.text);
            assert!(page.text.contains(&olga));
            let form = s
                .request(Method::POST, &format!("/games/{}/mail", p.game))
                .bearer_auth(&p.olga.token)
                .header("content-type", "application/x-www-form-urlencoded")
                .body(format!("email={olga}&requests=on"));
            let saved = s.send(form).await;
            assert!(saved.status < 400, "{} {}", saved.status, saved.text);
            let after = s.get(&p.path("/me/email"), Some(&p.olga.token)).await;
            let after = after.expect(200);
            assert_eq!(
                (
                    after["requests"].clone(),
                    after["posts"].clone(),
                    after["verified"].clone()
                ),
                (json!(true), json!(false), json!(true)),
                "{after}"
            );
            // Without a token, the API keeps the address to itself.
            s.call(
                Method::PUT,
                &p.path("/me/email"),
                None,
                Some(&json!({"email": olga})),
            )
            .await
            .expect_error(401, "unauthorized");
        },
    )
    .await;
}

#[tokio::test]
async fn without_smtp_nothing_is_mailed_and_the_page_says_so() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let set = s
            .call(
                Method::PUT,
                &p.path("/me/email"),
                Some(&p.alice.token),
                Some(&json!({"email": "alice@example.org", "posts": true})),
            )
            .await;
        set.expect_error(403, "forbidden");
        assert!(set.text.contains("sends no mail"), "{}", set.text);
        let mine = s.get(&p.path("/me/email"), Some(&p.alice.token)).await;
        assert_eq!(mine.expect(200)["server_mails"], false);
        assert_eq!(mine.json["email"], Value::Null);
        s.post(
            &p.path("/mail/signin"),
            None,
            json!({"email": "alice@example.org"}),
        )
        .await
        .expect_error(403, "forbidden");
        // The home page's form says so too.
        let form = s
            .request(Method::POST, "/mail-signin")
            .header("content-type", "application/x-www-form-urlencoded")
            .body(format!("game={}&email=alice@example.org", p.game));
        let refused = s.send(form).await;
        assert_eq!(refused.status, 403, "{}", refused.text);
        assert!(
            refused.text.contains("mail-signin-said"),
            "{}",
            refused.text
        );
        let page = s
            .request(Method::GET, &format!("/games/{}", p.game))
            .header("cookie", format!("keeper_{}={}", p.game, p.alice.token))
            .send()
            .await
            .expect("the table page");
        let html = page.text().await.expect("a page");
        assert!(html.contains("id=\"mail-off\""), "{html}");
        assert!(!html.contains("id=\"mail-form\""));
    })
    .await;
}
