//! Rules actions made for a character, their numbers the sheet's: 7th edition's Reality
//! Check, insanity effects and Magic Points; classic's treatments, meditation and the
//! Keeper's rewards. Nobody types a SAN, an MP or a skill the sheet holds.

use keeper_table::{RollOrder, TreatOrder, Treatment, Visibility};
use serde_json::{Value, json};

use crate::common::{body, expect_code, for_each_backend, party};

fn for_character(request: Value, character: &str, dice: &[i64]) -> RollOrder {
    let mut order = RollOrder::request(request, Visibility::Public);
    order.character = Some(character.to_owned());
    order.dice = Some(dice.to_vec());
    order
}

async fn derived(t: &keeper_table::Table, member: &keeper_table::Member, id: &str) -> Value {
    t.character(member, id).await.unwrap().derived.to_value()
}

fn ada() -> Value {
    json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Ada",
        "characteristics": {"STR": 40, "CON": 50, "POW": 50, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
        "skills": {"Spot Hidden": 45}, "luck": 55})
}

fn walter(name: &str) -> Value {
    json!({"format": "keeper-classic-sheet", "version": 1, "name": name,
        "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
        "skills": {"Spot Hidden": 40, "First Aid": 60}})
}

#[tokio::test]
async fn seventh_edition_actions_take_san_hours_and_mp_from_the_sheet() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let a = t
            .create_character(&p.alice, None, None, Some(ada()))
            .await
            .unwrap();
        // A Reality Check (N3): against the sheet's SAN, whatever the request says.
        let check = json!({"system": "coc7", "action": "reality_check", "san": 99});
        let e = t.roll(&p.alice, for_character(check, &a.id, &[3, 0])).await.unwrap();
        assert_eq!(body(&e)["steps"][0]["request"]["san"], 50);
        // A phobia during temporary insanity is the Keeper's (N3), and only then.
        let phobia = json!({"system": "coc7", "action": "insanity_effect", "effect": "phobia", "text": "fear of the dark"});
        expect_code(t.roll(&p.alice, for_character(phobia.clone(), &a.id, &[])).await, "forbidden");
        expect_code(t.roll(&p.keeper, for_character(phobia.clone(), &a.id, &[])).await, "rejected");
        let bout = vec![json!({"event": "temporary_insanity", "hours": 4})];
        t.character_events(&p.keeper, &a.id, bout, Visibility::Public).await.unwrap();
        t.roll(&p.keeper, for_character(phobia, &a.id, &[])).await.unwrap();
        let d = derived(t, &p.alice, &a.id).await;
        assert!(d.to_string().contains("fear of the dark"), "{d}");
        // Magic Points spent (C5): 12 of 10 take 2 off Hit Points.
        let magic = json!({"system": "coc7", "action": "magic", "points": 12, "mp": 99});
        let e = t.roll(&p.alice, for_character(magic, &a.id, &[])).await.unwrap();
        assert_eq!(
            body(&e)["events"],
            json!([{"event": "magic_spent", "amount": 10}, {"event": "damaged", "amount": 2}])
        );
        let d = derived(t, &p.alice, &a.id).await;
        assert_eq!((d["mp"].clone(), d["hp"].clone()), (json!(0), json!(8)));
    })
    .await;
}

#[tokio::test]
async fn classic_treatments_meditation_and_the_keepers_rewards() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "classic").await;
        let w = t
            .create_character(&p.alice, None, None, Some(walter("Walter")))
            .await
            .unwrap();
        let doc = t
            .create_character(&p.bob, None, None, Some(walter("Doc")))
            .await
            .unwrap();
        let hurt = vec![json!({"event": "hp_lost", "amount": 5}), json!({"event": "mp_lost", "amount": 6}),
            json!({"event": "luck_spent", "amount": 20}), json!({"event": "sanity_lost", "amount": 10})];
        t.character_events(&p.keeper, &w.id, hurt, Visibility::Public).await.unwrap();
        // Doc's First Aid 60 from his sheet (H1), by Bob, on Walter.
        let aid = TreatOrder {
            treatment: Treatment::FirstAid,
            healer: Some(doc.id.clone()),
            equipment: false,
            visibility: Visibility::Public,
        };
        let e = t.treat(&p.bob, &w.id, aid).await.unwrap();
        let b = body(&e);
        assert_eq!(b["steps"][0]["request"]["do"]["skill"], 60, "{b}");
        assert_eq!(b["label"], "Doc → Walter");
        // A week of rest is the Keeper's (H2); a day is no classic rule.
        let week = |who: Treatment| TreatOrder {
            treatment: who,
            healer: None,
            equipment: true,
            visibility: Visibility::Public,
        };
        expect_code(t.treat(&p.alice, &w.id, week(Treatment::Week)).await, "forbidden");
        t.treat(&p.keeper, &w.id, week(Treatment::Week)).await.unwrap();
        expect_code(t.treat(&p.keeper, &w.id, week(Treatment::Day)).await, "bad_field");
        // Meditation (M1): the player's, +1D6 MP from the sheet's.
        let meditate = json!({"system": "classic", "action": "sheet", "do": {"op": "meditate"}});
        let e = t.roll(&p.alice, for_character(meditate, &w.id, &[4])).await.unwrap();
        assert_eq!(body(&e)["events"], json!([{"event": "mp_gained", "amount": 4}]));
        assert_eq!(derived(t, &p.alice, &w.id).await["mp"], 11);
        // The Keeper's: a Sanity reward (N3) and Luck restored at the adventure's end (M3).
        let reward = json!({"system": "classic", "action": "sheet", "do": {"op": "sanity_reward", "roll": "1D6"}});
        expect_code(t.roll(&p.alice, for_character(reward.clone(), &w.id, &[3])).await, "forbidden");
        t.roll(&p.keeper, for_character(reward, &w.id, &[3])).await.unwrap();
        let end = json!({"system": "classic", "action": "sheet", "do": {"op": "end_adventure"}});
        expect_code(t.roll(&p.alice, for_character(end.clone(), &w.id, &[])).await, "forbidden");
        t.roll(&p.keeper, for_character(end, &w.id, &[])).await.unwrap();
        let d = derived(t, &p.alice, &w.id).await;
        assert_eq!((d["san"].clone(), d["luck"].clone()), (json!(58), json!(65)), "{d}");
    })
    .await;
}
