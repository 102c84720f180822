//! What a request may cost the server (findings 1 and the anonymous endpoints): exact
//! odds too large to write, one allowance per resolve array, health answering while the
//! engine works, and rate limits per address.

use std::time::{Duration, Instant};

use keeper_server::Options;
use reqwest::Method;
use serde_json::{Value, json};

use super::start;
use crate::common::Server;

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
