//! Rolls the Keeper asks a player for.

use keeper_table::{RollOrder, Visibility};
use serde_json::json;

use crate::common::{body, expect_code, for_each_backend, party};

fn spot_hidden() -> RollOrder {
    let mut order = RollOrder::request(
        json!({"action": "check", "value": 45, "difficulty": "regular"}),
        Visibility::Public,
    );
    order.label = Some("Spot Hidden".into());
    order
}

#[tokio::test]
async fn the_asked_player_answers_once() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        // Only the Keeper asks, only players are asked, and the order must be rollable.
        expect_code(
            t.request_roll(&p.alice, &p.bob.id, spot_hidden()).await,
            "forbidden",
        );
        expect_code(
            t.request_roll(&p.keeper, &p.observer.id, spot_hidden())
                .await,
            "bad_field",
        );
        expect_code(
            t.request_roll(&p.keeper, "nobody", spot_hidden()).await,
            "not_found",
        );
        let mut physical = spot_hidden();
        physical.dice = Some(vec![1, 2]);
        expect_code(
            t.request_roll(&p.keeper, &p.alice.id, physical).await,
            "bad_field",
        );
        let bad = RollOrder::request(
            json!({"system": "classic", "action": "check", "value": 1}),
            Visibility::Public,
        );
        expect_code(
            t.request_roll(&p.keeper, &p.alice.id, bad).await,
            "bad_field",
        );
        // Well shaped, but the rules refuse it: refused when asked, not when answered.
        let refused = RollOrder::request(
            json!({"action": "check", "value": 45, "difficulty": "impossible"}),
            Visibility::Public,
        );
        expect_code(
            t.request_roll(&p.keeper, &p.alice.id, refused).await,
            "rejected",
        );

        let request = t
            .request_roll(&p.keeper, &p.alice.id, spot_hidden())
            .await
            .unwrap();
        assert_eq!(request.to, p.alice.id);
        assert!(request.answer_seq.is_none());
        assert_eq!(request.order["label"], "Spot Hidden");
        let entry = t
            .entry(p.id(), request.seq, p.observer.viewer())
            .await
            .unwrap();
        assert_eq!(entry.kind, "roll_request");
        assert_eq!(entry.body.unwrap()["to"], p.alice.id.as_str());

        // Who sees the request.
        assert_eq!(t.roll_requests(&p.keeper).await.unwrap().len(), 1);
        assert_eq!(t.roll_requests(&p.alice).await.unwrap().len(), 1);
        assert!(t.roll_requests(&p.bob).await.unwrap().is_empty());
        assert!(t.roll_requests(&p.observer).await.unwrap().is_empty());

        // Nobody else answers it.
        expect_code(
            t.answer_request(&p.bob, &request.id, None).await,
            "forbidden",
        );
        expect_code(
            t.answer_request(&p.keeper, &request.id, None).await,
            "forbidden",
        );
        expect_code(
            t.answer_request(&p.observer, &request.id, None).await,
            "forbidden",
        );
        expect_code(
            t.answer_request(&p.alice, "no-such-request", None).await,
            "not_found",
        );

        let answer = t.answer_request(&p.alice, &request.id, None).await.unwrap();
        assert_eq!(answer.kind, "roll");
        assert_eq!(answer.actor, p.alice.id);
        let b = body(&answer);
        assert_eq!(b["request"], request.id.as_str());
        assert_eq!(b["label"], "Spot Hidden");
        assert_eq!(b["source"], "fair_seed");
        assert_eq!(b["steps"][0]["request"]["action"], "check");
        assert_eq!(b["steps"][0]["response"]["result"]["value"], 45);
        let listed = t.roll_requests(&p.alice).await.unwrap();
        assert_eq!(listed[0].answer_seq, Some(answer.seq));

        // A second answer is refused and adds nothing.
        let len = t.game(p.id()).await.unwrap().log_len;
        expect_code(
            t.answer_request(&p.alice, &request.id, None).await,
            "bad_field",
        );
        assert_eq!(t.game(p.id()).await.unwrap().log_len, len);
    })
    .await;
}

#[tokio::test]
async fn a_request_answered_with_physical_dice_and_in_secret() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let request = t
            .request_roll(&p.keeper, &p.bob.id, spot_hidden())
            .await
            .unwrap();
        let e = expect_code(
            t.answer_request(&p.bob, &request.id, Some(vec![1])).await,
            "rejected",
        );
        assert_eq!(crate::common::rejected_code(&e), "dice_exhausted");
        assert!(
            t.roll_requests(&p.bob).await.unwrap()[0]
                .answer_seq
                .is_none()
        );
        let answer = t
            .answer_request(&p.bob, &request.id, Some(vec![1, 5]))
            .await
            .unwrap();
        let b = body(&answer);
        assert_eq!(b["source"], "physical");
        assert_eq!(b["steps"][0]["response"]["result"]["total"], 15);

        let mut blind = spot_hidden();
        blind.visibility = Visibility::Keeper;
        let request = t.request_roll(&p.keeper, &p.bob.id, blind).await.unwrap();
        let answer = t.answer_request(&p.bob, &request.id, None).await.unwrap();
        assert_eq!(answer.visibility, Visibility::Keeper);
        assert_eq!(body(&answer)["source"], "keeper_seed");
        assert!(
            t.entry(p.id(), answer.seq, p.bob.viewer())
                .await
                .unwrap()
                .body
                .is_none()
        );
        assert!(t.verify_as_owner(p.id()).await.unwrap().ok);
    })
    .await;
}

#[tokio::test]
async fn concurrent_answers_make_one_answer() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let request = t
            .request_roll(&p.keeper, &p.alice.id, spot_hidden())
            .await
            .unwrap();
        let tries: Vec<_> = (0..8)
            .map(|_| {
                let (t, alice, id) = (t.clone(), p.alice.clone(), request.id.clone());
                tokio::spawn(async move { t.answer_request(&alice, &id, None).await })
            })
            .collect();
        let mut answered = 0;
        for task in tries {
            match task.await.unwrap() {
                Ok(_) => answered += 1,
                Err(e) => assert_eq!(e.code(), "bad_field", "{e}"),
            }
        }
        assert_eq!(answered, 1);
        let answers = t
            .log(p.id(), p.keeper.viewer(), 0, 1000)
            .await
            .unwrap()
            .into_iter()
            .filter(|e| {
                e.kind == "roll" && e.body.as_ref().unwrap()["request"] == request.id.as_str()
            })
            .count();
        assert_eq!(answers, 1);
        assert!(t.verify_as_owner(p.id()).await.unwrap().ok);
    })
    .await;
}
