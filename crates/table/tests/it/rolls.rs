//! Rolls: expressions, commands, resolve requests, physical dice, the end of a game.

use keeper_table::{RollOrder, TableError, Viewer, Visibility};
use serde_json::json;

use crate::common::{body, expect_code, for_each_backend, party, party_v1, rejected_code};

#[tokio::test]
async fn rolls_by_expression_and_bcdice_command() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let mut order = RollOrder::expression("3d6+2", Visibility::Public);
        order.label = Some("Damage".into());
        let roll = t.roll(&p.alice, order).await.unwrap();
        assert_eq!(roll.kind, "roll");
        assert_eq!(roll.actor, p.alice.id);
        assert_eq!(roll.visibility, Visibility::Public);
        let b = body(&roll);
        assert_eq!(b["label"], "Damage");
        assert_eq!(b["source"], "fair_seed");
        let step = &b["steps"][0];
        assert_eq!(step["counter"], 0);
        assert_eq!(step["request"]["system"], "dice");
        assert!(step["request"]["seed"].is_u64());
        assert_eq!(step["response"]["ok"], true);
        let total = step["response"]["result"]["total"].as_i64().unwrap();
        assert!((5..=20).contains(&total), "{total}");
        assert_eq!(step["response"]["dice"].as_array().unwrap().len(), 3);

        // Not dice notation: a BCDice command of the game's system.
        let cc = t
            .roll(
                &p.alice,
                RollOrder::expression("CC<=50", Visibility::Public),
            )
            .await
            .unwrap();
        let step = &body(&cc)["steps"][0];
        assert_eq!(step["counter"], 1, "the failed dice try spends no counter");
        assert_eq!(step["request"]["system"], "bcdice");
        assert_eq!(step["request"]["game"], "Cthulhu7th");
        assert_eq!(step["response"]["result"]["targets"], json!([50]));

        // Dice notation with a mistake stays a dice error.
        let e = expect_code(
            t.roll(&p.alice, RollOrder::expression("3d6 x", Visibility::Public))
                .await,
            "rejected",
        );
        assert_eq!(rejected_code(&e), "bad_expression");
        let TableError::Rejected(error) = &e else {
            unreachable!()
        };
        assert_eq!(error.field("column"), Some(&serde_json::json!(5)));
        // Neither notation nor a command.
        let e = expect_code(
            t.roll(&p.alice, RollOrder::expression("hello", Visibility::Public))
                .await,
            "rejected",
        );
        assert_eq!(rejected_code(&e), "unknown_command");
        expect_code(
            t.roll(&p.alice, RollOrder::expression("  ", Visibility::Public))
                .await,
            "bad_field",
        );
        // Refused rolls leave nothing in the log.
        assert_eq!(t.game(p.id()).await.unwrap().log_len, 6);
        let mut order = RollOrder::expression("1d6", Visibility::Public);
        order.request = Some(json!({"action": "check", "value": 50}));
        expect_code(t.roll(&p.alice, order).await, "bad_field");
    })
    .await;
}

#[tokio::test]
async fn a_game_without_bcdice_has_no_command_fallback() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "chthonian").await;
        let e = expect_code(
            t.roll(
                &p.alice,
                RollOrder::expression("CC<=50", Visibility::Public),
            )
            .await,
            "rejected",
        );
        assert_eq!(rejected_code(&e), "bad_expression");
        let roll = t
            .roll(
                &p.alice,
                RollOrder::request(
                    json!({"action": "roll", "traits": [2], "difficulty": 8}),
                    Visibility::Public,
                ),
            )
            .await
            .unwrap();
        let step = &body(&roll)["steps"][0];
        assert_eq!(step["request"]["system"], "chthonian");
        assert!(step["response"]["result"]["roll"].is_i64());
    })
    .await;
}

#[tokio::test]
async fn rolls_by_resolve_request() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let request = json!({"action": "check", "value": 55, "difficulty": "hard", "bonus": 1, "penalty": 0,
                             "seed": 1, "id": "mine", "dice": [1, 2, 3]});
        let mut order = RollOrder::request(request, Visibility::Public);
        order.label = Some("Spot Hidden".into());
        let roll = t.roll(&p.alice, order).await.unwrap();
        let b = body(&roll);
        let step = &b["steps"][0];
        // The table sets the system, seed and dice; the caller's are dropped.
        assert_eq!(step["request"]["system"], "coc7");
        assert!(step["request"].get("id").is_none());
        assert!(step["request"].get("dice").is_none());
        assert_ne!(step["request"]["seed"], 1);
        assert_eq!(b["source"], "fair_seed");
        let result = &step["response"]["result"];
        assert_eq!(result["difficulty"], "hard");
        assert_eq!(result["target"], 27);
        assert_eq!(result["net_dice"], 1);
        assert_eq!(result["tens"].as_array().unwrap().len(), 2);
        assert!(["critical", "extreme", "hard", "regular", "failure", "fumble"]
            .contains(&result["level"].as_str().unwrap()));

        // The engine's own refusals come back unchanged.
        let bad = json!({"action": "check", "value": 45, "difficulty": "heroic"});
        let e = expect_code(t.roll(&p.alice, RollOrder::request(bad, Visibility::Public)).await, "rejected");
        assert_eq!(rejected_code(&e), "bad_field");
        // Another system's request, and one with no action.
        let other = json!({"system": "classic", "action": "check", "value": 45});
        expect_code(t.roll(&p.alice, RollOrder::request(other, Visibility::Public)).await, "bad_field");
        expect_code(t.roll(&p.alice, RollOrder::request(json!({"value": 45}), Visibility::Public)).await, "bad_field");
        // `dice` and `bcdice` are always allowed.
        let dice = json!({"system": "dice", "action": "roll", "expr": "2d10"});
        t.roll(&p.alice, RollOrder::request(dice, Visibility::Public)).await.unwrap();
        let bcdice = json!({"system": "bcdice", "action": "command", "game": "Cthulhu", "command": "CC<=60"});
        t.roll(&p.keeper, RollOrder::request(bcdice, Visibility::Public)).await.unwrap();
    })
    .await;
}

#[tokio::test]
async fn observers_cannot_roll() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let before = t.game(p.id()).await.unwrap().log_len;
        expect_code(
            t.roll(
                &p.observer,
                RollOrder::expression("1d6", Visibility::Public),
            )
            .await,
            "forbidden",
        );
        let check = json!({"action": "check", "value": 50});
        expect_code(
            t.roll(&p.observer, RollOrder::request(check, Visibility::Private))
                .await,
            "forbidden",
        );
        assert_eq!(t.game(p.id()).await.unwrap().log_len, before);
    })
    .await;
}

#[tokio::test]
async fn physical_dice() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let mut order = RollOrder::expression("2d6+1", Visibility::Public);
        order.dice = Some(vec![3, 5]);
        let roll = t.roll(&p.alice, order).await.unwrap();
        let b = body(&roll);
        assert_eq!(b["source"], "physical");
        let step = &b["steps"][0];
        assert!(step.get("counter").is_none());
        assert!(step["request"].get("seed").is_none());
        assert_eq!(step["request"]["dice"], json!([3, 5]));
        assert_eq!(step["response"]["result"]["total"], 9);

        // Physical dice for a BCDice command and a resolve request.
        let mut order = RollOrder::expression("CC<=50", Visibility::Public);
        order.dice = Some(vec![2, 3]);
        let cc = t.roll(&p.alice, order).await.unwrap();
        assert_eq!(body(&cc)["steps"][0]["response"]["result"]["total"], 23);
        let mut order =
            RollOrder::request(json!({"action": "check", "value": 55}), Visibility::Private);
        order.dice = Some(vec![0, 1]);
        let check = t.roll(&p.alice, order).await.unwrap();
        let b = body(&check);
        assert_eq!(b["source"], "physical");
        assert_eq!(b["steps"][0]["response"]["result"]["level"], "critical");

        let face = |dice: Vec<i64>, expr: &str| {
            let mut order = RollOrder::expression(expr, Visibility::Public);
            order.dice = Some(dice);
            order
        };
        let e = expect_code(t.roll(&p.alice, face(vec![7], "1d6")).await, "rejected");
        assert_eq!(rejected_code(&e), "bad_die");
        let e = expect_code(t.roll(&p.alice, face(vec![0], "1d6")).await, "rejected");
        assert_eq!(rejected_code(&e), "bad_die");
        let e = expect_code(t.roll(&p.alice, face(vec![3, 4], "1d6")).await, "rejected");
        assert_eq!(rejected_code(&e), "unused_dice");
        let e = expect_code(t.roll(&p.alice, face(vec![3], "2d6")).await, "rejected");
        assert_eq!(rejected_code(&e), "dice_exhausted");
        // Physical dice spend no counter of the seeds.
        let next = t
            .roll(&p.alice, RollOrder::expression("1d6", Visibility::Public))
            .await
            .unwrap();
        assert_eq!(body(&next)["steps"][0]["counter"], 0);
        assert!(t.verify_as_owner(p.id()).await.unwrap().ok);
    })
    .await;
}

#[tokio::test]
async fn an_ended_game_takes_nothing_new() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party_v1(t, "coc7").await;
        let hidden = t
            .roll(
                &p.keeper,
                RollOrder::expression("1d100", Visibility::Keeper),
            )
            .await
            .unwrap();
        expect_code(t.end_game(&p.alice).await, "forbidden");
        let ended = t.end_game(&p.keeper).await.unwrap();
        assert_eq!(ended.kind, "game_ended");
        let game = t.game(p.id()).await.unwrap();
        assert!(game.ended_at.is_some());
        assert_eq!(
            body(&ended)["fair_seed"].as_str(),
            game.fair_seed.as_deref()
        );
        assert!(game.keeper_seed.is_none());

        let e = expect_code(
            t.roll(&p.alice, RollOrder::expression("1d6", Visibility::Public))
                .await,
            "game_ended",
        );
        assert!(matches!(e, TableError::Ended));
        expect_code(t.end_game(&p.keeper).await, "game_ended");
        expect_code(t.create_thread(&p.alice, "After").await, "game_ended");
        let check = RollOrder::request(json!({"action": "check", "value": 50}), Visibility::Public);
        expect_code(
            t.request_roll(&p.keeper, &p.alice.id, check).await,
            "game_ended",
        );
        // Reveals still go in.
        t.reveal(&p.keeper, hidden.seq).await.unwrap();
        let revealed = t.reveal_keeper_seed(&p.keeper).await.unwrap();
        let game = t.game(p.id()).await.unwrap();
        assert_eq!(
            game.keeper_seed.as_deref(),
            body(&revealed)["keeper_seed"].as_str()
        );
        let seen = t.entry(p.id(), hidden.seq, Viewer::Anyone).await.unwrap();
        assert!(seen.revealed && seen.body.is_some());
    })
    .await;
}

/// A roll's body, written from its typed answer, is byte for byte the body a JSON tree
/// of the same fields gives (`label`, `character`, `source`, `steps`, `nonce`, in that
/// order; each step `request`, `response`, `counter`), so its hash and the chain are
/// what they always were; and the roller's answer made from the committed entry is the
/// entry as the log gives it.
#[tokio::test]
async fn a_roll_is_stored_and_answered_as_its_json_tree_is() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let mut orders = vec![
            RollOrder::expression("3d6+2", Visibility::Public),
            RollOrder::expression("4d6kh3", Visibility::Private),
            RollOrder::expression("1d100", Visibility::Keeper),
            // BCDice's secret prefix: a blind roll whatever was asked.
            RollOrder::expression("SCC<=50", Visibility::Public),
            RollOrder::expression("CC<=50", Visibility::Public),
            RollOrder::request(
                json!({"system": "coc7", "action": "check", "skill": "Spot Hidden", "value": 55}),
                Visibility::Public,
            ),
        ];
        orders[0].label = Some("Damage \"fists\"".into());
        let mut physical = RollOrder::expression("2d6", Visibility::Public);
        physical.dice = Some(vec![3, 5]);
        orders.push(physical);
        for order in orders {
            let roll = t.roll(&p.alice, order).await.unwrap();
            let b = body(&roll);
            let step = &b["steps"][0];
            let mut tree_step = json!({
                "request": step["request"],
                "response": keeper_resolve::try_resolve(&step["request"]).unwrap(),
            });
            if let Some(counter) = step.get("counter") {
                tree_step["counter"] = counter.clone();
            }
            let mut tree = serde_json::Map::new();
            for key in ["label", "character", "request", "source", "events"] {
                if let Some(v) = b.get(key) {
                    tree.insert(key.into(), v.clone());
                }
            }
            tree.insert("steps".into(), json!([tree_step]));
            if let Some(nonce) = b.get("nonce") {
                tree.insert("nonce".into(), nonce.clone());
            }
            assert_eq!(roll.body, serde_json::to_string(&tree).unwrap());
            for viewer in [p.alice.viewer(), p.keeper.viewer(), p.bob.viewer()] {
                let logged = t.entry(&roll.game, roll.seq, viewer).await;
                let answered = t.entry_text(roll.clone(), viewer).await;
                match (logged, answered) {
                    (Ok(logged), Ok(answered)) => assert_eq!(
                        serde_json::to_string(&answered).unwrap(),
                        serde_json::to_string(&logged).unwrap()
                    ),
                    (Err(_), Err(_)) => {}
                    (logged, answered) => panic!("{logged:?} against {answered:?}"),
                }
            }
        }
    })
    .await;
}
