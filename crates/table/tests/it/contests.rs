//! Chthonian contests, complex contests and cooperative rolls outside a fight (R2–R4):
//! each side's Traits are its bearer's, two bearers' Traits of one name are two Traits,
//! and an object brings the Traits the roller gives it.

use keeper_table::{ContestKind, ContestOrder, ContestSide, TraitPick, Visibility};
use serde_json::{Value, json};

use crate::common::{body, expect_code, for_each_backend, party};
use crate::fights::MULK;

fn sheet(name: &str, traits: Value) -> Value {
    json!({"format": "keeper-chthonian-sheet", "version": 1, "name": name, "style": "weird",
        "ti": 0, "traits": traits})
}

fn of(character: &str, traits: &[&str]) -> ContestSide {
    ContestSide {
        character: Some(character.to_owned()),
        name: None,
        traits: traits
            .iter()
            .map(|t| TraitPick::Named((*t).to_owned()))
            .collect(),
    }
}

fn order(kind: ContestKind, sides: Vec<ContestSide>) -> ContestOrder {
    ContestOrder {
        kind,
        sides,
        difficulty: None,
        combine: None,
        tie: None,
        label: None,
        visibility: Visibility::Public,
    }
}

fn request(e: &keeper_table::Entry) -> Value {
    body(e)["steps"][0]["request"].clone()
}

#[tokio::test]
async fn a_contest_counts_each_bearers_traits_for_its_own_side() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "chthonian").await;
        let walter = t
            .create_character(&p.alice, None, None, Some(sheet("Walter", json!([
                {"name": "Strong", "rating": 2}, {"name": "Ex-Detective", "rating": 2},
                {"name": "Shaken", "rating": -1}]))))
            .await
            .unwrap();
        let ada = t
            .create_character(&p.bob, None, None, Some(sheet("Ada", json!([{"name": "Strong", "rating": 1}]))))
            .await
            .unwrap();
        // Two bearers of Strong: each side counts its own (R2); Walter's Shaken always.
        let e = t
            .chthonian_contest(&p.alice, order(ContestKind::Contest, vec![of(&walter.id, &["strong"]), of(&ada.id, &["Strong"])]))
            .await
            .unwrap();
        let r = request(&e);
        assert_eq!(r["action"], "contest");
        assert_eq!(
            r["sides"],
            json!([
                {"name": "Walter", "traits": [{"name": "Strong", "rating": 2}, {"name": "Shaken", "rating": -1}]},
                {"name": "Ada", "traits": [{"name": "Strong", "rating": 1}]}
            ])
        );
        let result = &body(&e)["steps"][0]["response"]["result"];
        let rolls = result["rolls"].as_array().unwrap();
        assert_eq!(result["results"][0], rolls[0].as_i64().unwrap() + 1, "{result}");
        assert_eq!(result["results"][1], rolls[1].as_i64().unwrap() + 1, "{result}");
        // A Trait the bearer lacks is refused, naming theirs.
        let err = expect_code(
            t.chthonian_contest(&p.alice, order(ContestKind::Contest, vec![of(&walter.id, &["Telepathy"]), of(&ada.id, &[])]))
                .await,
            "bad_field",
        );
        assert!(err.to_string().contains("Ex-Detective"), "{err}");
        // One side is no contest; an NPC's side is the Narrator's (a player does not even
        // know of one not shown).
        expect_code(
            t.chthonian_contest(&p.alice, order(ContestKind::Contest, vec![of(&walter.id, &[])])).await,
            "bad_field",
        );
        let mulk = t.create_npc(&p.keeper, MULK).await.unwrap();
        expect_code(
            t.chthonian_contest(&p.alice, order(ContestKind::Contest, vec![of(&walter.id, &[]), of(&mulk.id, &[])]))
                .await,
            "not_found",
        );
        // Shown, the players know its name, never its Traits: still the Narrator's.
        t.show_character(&p.keeper, &mulk.id).await.unwrap();
        expect_code(
            t.chthonian_contest(&p.alice, order(ContestKind::Contest, vec![of(&walter.id, &[]), of(&mulk.id, &[])]))
                .await,
            "forbidden",
        );
        let vs = t
            .chthonian_contest(&p.keeper, order(ContestKind::Contest, vec![of(&walter.id, &["Strong"]), of(&mulk.id, &["Inhuman Strength"])]))
            .await
            .unwrap();
        assert_eq!(request(&vs)["sides"][1]["traits"], json!([{"name": "Inhuman Strength", "rating": 3}]));
    })
    .await;
}

#[tokio::test]
async fn an_object_and_a_complex_contest_and_a_cooperative_roll() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "chthonian").await;
        let walter = t
            .create_character(
                &p.alice,
                None,
                None,
                Some(sheet("Walter", json!([{"name": "Strong", "rating": 2}]))),
            )
            .await
            .unwrap();
        let ada = t
            .create_character(
                &p.bob,
                None,
                None,
                Some(sheet(
                    "Ada",
                    json!([{"name": "Strong", "rating": 1}, {"name": "Nimble", "rating": 2}]),
                )),
            )
            .await
            .unwrap();
        // The cellar door: an object, with the Traits the roller gives it (T3).
        let door = ContestSide {
            character: None,
            name: Some("The cellar door".into()),
            traits: vec![TraitPick::Temporary {
                name: "Quality".into(),
                rating: 3,
            }],
        };
        let mut complex = order(
            ContestKind::Complex,
            vec![of(&walter.id, &["Strong"]), door.clone()],
        );
        complex.difficulty = Some(10);
        let e = t.chthonian_contest(&p.alice, complex).await.unwrap();
        let r = request(&e);
        assert_eq!(
            (r["action"].clone(), r["difficulty"].clone()),
            (json!("complex"), json!(10))
        );
        assert_eq!(
            r["sides"][1],
            json!({"name": "The cellar door", "traits": [{"name": "Quality", "rating": 3}]})
        );
        // An object's Trait must have a rating; it has no sheet.
        let unrated = ContestSide {
            character: None,
            name: Some("The lock".into()),
            traits: vec![TraitPick::Named("Quality".into())],
        };
        expect_code(
            t.chthonian_contest(
                &p.alice,
                order(ContestKind::Contest, vec![of(&walter.id, &[]), unrated]),
            )
            .await,
            "bad_field",
        );
        // Walter and Ada force the door together: one roll with both Strongs (R4), and
        // a temporary Trait of the moment.
        let mut both = of(&ada.id, &["Strong"]);
        both.traits.push(TraitPick::Temporary {
            name: "Crowbar".into(),
            rating: 2,
        });
        let mut coop = order(
            ContestKind::Cooperative,
            vec![of(&walter.id, &["Strong"]), both],
        );
        coop.combine = Some("sum".into());
        let e = t.chthonian_contest(&p.alice, coop).await.unwrap();
        let r = request(&e);
        assert_eq!(r["action"], "cooperative");
        assert_eq!(
            r["helpers"],
            json!([
                {"traits": [{"name": "Strong", "rating": 2}]},
                {"traits": [{"name": "Strong", "rating": 1}, {"name": "Crowbar", "rating": 2}]}
            ])
        );
        assert_eq!(
            (r["combine"].clone(), r["difficulty"].clone()),
            (json!("sum"), json!(8))
        );
        assert_eq!(body(&e)["label"], "Walter + Ada");
        // Not a Chthonian game: refused.
        let c = party(t, "coc7").await;
        expect_code(
            t.chthonian_contest(&c.keeper, order(ContestKind::Contest, vec![]))
                .await,
            "bad_field",
        );
    })
    .await;
}

fn by_sheet(character: &str, skill: &str) -> keeper_table::OpposedSide {
    keeper_table::OpposedSide {
        character: Some(character.to_owned()),
        skill: Some(skill.to_owned()),
        value: None,
        name: None,
        bonus: 0,
        penalty: 0,
    }
}

/// 7th edition's opposed check and classic's resistance roll (T5), each value the
/// sheet's.
#[tokio::test]
async fn opposed_rolls_take_each_value_from_its_sheet() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let ada = json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Ada",
            "characteristics": {"STR": 40, "CON": 50, "POW": 50, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
            "skills": {"Spot Hidden": 45}, "luck": 55});
        let a = t.create_character(&p.alice, None, None, Some(ada)).await.unwrap();
        let door = keeper_table::OpposedSide {
            character: None,
            skill: None,
            value: Some(60),
            name: Some("The door".into()),
            bonus: 0,
            penalty: 1,
        };
        let order = keeper_table::OpposedOrder {
            sides: vec![by_sheet(&a.id, "STR"), door.clone()],
            visibility: Visibility::Public,
        };
        let e = t.opposed_roll(&p.alice, order).await.unwrap();
        let r = request(&e);
        assert_eq!(r["action"], "opposed");
        assert_eq!(r["a"], json!({"value": 40, "bonus": 0, "penalty": 0}));
        assert_eq!(r["b"], json!({"value": 60, "bonus": 0, "penalty": 1}));
        assert_eq!(body(&e)["label"], "Ada (STR) × The door (60)");
        // A value the sheet lacks, one side, or a side half given are refused.
        let bad = keeper_table::OpposedOrder {
            sides: vec![by_sheet(&a.id, "Flying"), door.clone()],
            visibility: Visibility::Public,
        };
        expect_code(t.opposed_roll(&p.alice, bad).await, "bad_field");
        let one = keeper_table::OpposedOrder {
            sides: vec![door.clone()],
            visibility: Visibility::Public,
        };
        expect_code(t.opposed_roll(&p.alice, one).await, "bad_field");
        expect_code(
            t.opposed_roll(&p.observer, keeper_table::OpposedOrder { sides: vec![], visibility: Visibility::Public }).await,
            "forbidden",
        );
        // Classic: a resistance roll, STR 12 against the door's 16 (T5: 30%).
        let c = party(t, "classic").await;
        let walter = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
            "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16}});
        let w = t.create_character(&c.alice, None, None, Some(walter)).await.unwrap();
        let mut heavy = door;
        heavy.value = Some(16);
        let order = keeper_table::OpposedOrder {
            sides: vec![by_sheet(&w.id, "STR"), heavy],
            visibility: Visibility::Public,
        };
        let e = t.opposed_roll(&c.alice, order).await.unwrap();
        let r = request(&e);
        assert_eq!((r["action"].clone(), r["active"].clone(), r["passive"].clone()), (json!("resistance"), json!(12), json!(16)));
        assert_eq!(body(&e)["steps"][0]["response"]["result"]["chance"], 30);
    })
    .await;
}

/// R5: the Narrator turns an Outcome into a Trait of its target, the rules giving the
/// rating (negative when it hinders).
#[tokio::test]
async fn an_outcome_becomes_a_trait_of_its_target() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "chthonian").await;
        let w = t
            .create_character(&p.alice, None, None, Some(sheet("Walter", json!([{"name": "Strong", "rating": 2}]))))
            .await
            .unwrap();
        let mulk = t.create_npc(&p.keeper, MULK).await.unwrap();
        // Walter's roll: d12 9 + Strong 2 against 8, Outcome 3.
        let request = json!({"system": "chthonian", "action": "roll", "traits": [{"name": "Strong", "rating": 2}], "difficulty": 8});
        let mut order = keeper_table::RollOrder::request(request, Visibility::Public);
        order.dice = Some(vec![9]);
        let roll = t.roll(&p.alice, order).await.unwrap();
        expect_code(t.outcome_trait(&p.alice, roll.seq, &mulk.id, "Wounded", true).await, "forbidden");
        let e = t.outcome_trait(&p.keeper, roll.seq, &mulk.id, "Wounded", true).await.unwrap();
        assert_eq!(
            body(&e)["events"],
            json!([{"event": "trait_gained", "trait": {"name": "Wounded", "rating": -3}}])
        );
        let seen = t.character(&p.keeper, &mulk.id).await.unwrap();
        assert!(seen.traits().contains(&("Wounded", -3)), "{:?}", seen.traits());
        t.outcome_trait(&p.keeper, roll.seq, &w.id, "Confident", false).await.unwrap();
        let walter = t.character(&p.alice, &w.id).await.unwrap();
        assert!(walter.traits().contains(&("Confident", 3)), "{:?}", walter.traits());
        // A roll with no Outcome (dice alone) has none to give.
        let dice = t
            .roll(&p.alice, keeper_table::RollOrder::expression("1d12", Visibility::Public))
            .await
            .unwrap();
        expect_code(t.outcome_trait(&p.keeper, dice.seq, &w.id, "Lucky", false).await, "bad_field");
    })
    .await;
}
