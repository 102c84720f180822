//! The dying investigator's CON roll outside a fight (coc7 H4): made by the patient's
//! player from the sheet, or asked for by the Keeper and answered with one click; the
//! numbers always come from the sheet, and the days of rest stay the Keeper's.

use keeper_table::{RollOrder, Visibility};
use serde_json::{Value, json};

use crate::characters::brian_draft;
use crate::common::{body, expect_code, for_each_backend, party};

fn heal(treatment: &str, character: &str) -> RollOrder {
    let request = json!({"system": "coc7", "action": "heal", "treatment": treatment});
    let mut order = RollOrder::request(request, Visibility::Public);
    order.character = Some(character.to_owned());
    order
}

async fn derived(t: &keeper_table::Table, member: &keeper_table::Member, id: &str) -> Value {
    t.character(member, id).await.unwrap().derived.to_value()
}

#[tokio::test]
async fn the_keeper_asks_for_the_dying_con_roll_and_the_player_answers_it() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let brian = t
            .create_character(&p.alice, None, Some(brian_draft()), None)
            .await
            .unwrap();
        // Not dying: nobody is asked.
        expect_code(
            t.request_roll(&p.keeper, &p.alice.id, heal("dying_round", &brian.id))
                .await,
            "bad_field",
        );
        // 7 damage (a major wound, H3), then 6 more: 0 HP, dying (H4).
        let hit = vec![
            json!({"event": "damaged", "amount": 7}),
            json!({"event": "damaged", "amount": 6}),
        ];
        t.character_events(&p.keeper, &brian.id, hit, Visibility::Public)
            .await
            .unwrap();
        let d = derived(t, &p.alice, &brian.id).await;
        assert_eq!(
            (d["hp"].clone(), d["dying"].clone()),
            (json!(0), json!(true)),
            "{d}"
        );
        let asked = t
            .request_roll(&p.keeper, &p.alice.id, heal("dying_round", &brian.id))
            .await
            .unwrap();
        // The stored order holds no numbers: the sheet gives them when it is answered.
        assert_eq!(asked.order["request"].get("con"), None, "{}", asked.order);
        // CON 60: a 10 holds on for the round.
        let held = t
            .answer_request(&p.alice, &asked.id, Some(vec![1, 0]))
            .await
            .unwrap();
        let hb = body(&held);
        assert_eq!(hb["request"], json!(asked.id));
        let request = &hb["steps"][0]["request"];
        assert_eq!(
            (request["con"].clone(), request["dying"].clone()),
            (json!(60), json!(true)),
            "{request}"
        );
        assert_eq!(derived(t, &p.alice, &brian.id).await["dead"], false);
        expect_code(
            t.answer_request(&p.alice, &asked.id, Some(vec![1, 0]))
                .await,
            "bad_field",
        );
        // The next round, asked again: a 99 fails it, and Brian dies (H4).
        let again = t
            .request_roll(&p.keeper, &p.alice.id, heal("dying_round", &brian.id))
            .await
            .unwrap();
        let died = t
            .answer_request(&p.alice, &again.id, Some(vec![9, 9]))
            .await
            .unwrap();
        assert!(
            body(&died)["events"]
                .as_array()
                .unwrap()
                .contains(&json!({"event": "died"})),
            "{}",
            body(&died)
        );
        assert_eq!(derived(t, &p.alice, &brian.id).await["dead"], true);
        // The dead are not asked again (the rules: the dead roll nothing).
        expect_code(
            t.request_roll(&p.keeper, &p.alice.id, heal("dying_round", &brian.id))
                .await,
            "rejected",
        );
    })
    .await;
}

/// The patient's player rolls the dying round from the sheet themselves; a day of rest
/// rolled the same way is the Keeper's (H6).
#[tokio::test]
async fn the_dying_roll_from_the_sheet_and_rest_stays_the_keepers() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let brian = t
            .create_character(&p.alice, None, Some(brian_draft()), None)
            .await
            .unwrap();
        let hit = vec![
            json!({"event": "damaged", "amount": 7}),
            json!({"event": "damaged", "amount": 6}),
        ];
        t.character_events(&p.keeper, &brian.id, hit, Visibility::Public)
            .await
            .unwrap();
        // Bob may not roll for Alice's investigator.
        let mut order = heal("dying_round", &brian.id);
        order.dice = Some(vec![2, 0]);
        expect_code(t.roll(&p.bob, order.clone()).await, "forbidden");
        let rolled = t.roll(&p.alice, order).await.unwrap();
        assert_eq!(body(&rolled)["steps"][0]["request"]["con"], 60);
        expect_code(t.roll(&p.alice, heal("day", &brian.id)).await, "forbidden");
    })
    .await;
}
