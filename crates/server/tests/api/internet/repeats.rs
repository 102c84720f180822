//! Requests made again (finding 7): a retried roll with the same idempotency key gets
//! the first answer, and anonymous export and verify follow the log without recomputing.

use keeper_server::Options;
use reqwest::Method;
use serde_json::{Value, json};

use super::each_backend;
use crate::common::party;

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
