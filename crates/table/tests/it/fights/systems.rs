//! The other systems' fights: a classic exchange parried or dodged on the -30 ladder,
//! and a Chthonian fight as a contest of traits that wounds the loser.

use keeper_table::{Maneuver, Response};
use serde_json::{Value, json};

use super::{CLASSIC_CULTIST, MULK, attack, hp, joining, rolls_behind, walter};
use crate::common::{body, expect_code, for_each_backend, party};

/// Hit points now: an NPC's from its wounds, an investigator's from the sheet.
fn hp_now(c: &keeper_table::Character) -> i64 {
    match &c.derived {
        keeper_table::Derived::Npc(b) => b.hp().expect("hit points").0,
        _ => hp(c),
    }
}

fn choices(view: &keeper_table::FightView) -> Vec<(Response, Option<String>)> {
    view.choices
        .iter()
        .map(|c| (c.response, c.attacker.clone()))
        .collect()
}

#[tokio::test]
async fn a_classic_exchange_is_parried_or_dodged_on_the_minus_30_ladder() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "classic").await;
        let walter = walter(t, &p).await;
        let cultist = t.create_npc(&p.keeper, CLASSIC_CULTIST).await.unwrap();
        t.start_fight(&p.keeper, joining(&[&cultist.id, &walter.id]))
            .await
            .unwrap();
        // K1: DEX 14 before DEX 12.
        let f = t.fight(&p.alice).await.unwrap().unwrap();
        assert_eq!(f.fight.current().unwrap().character, walter.id);
        assert!(
            f.attacks[&walter.id]
                .as_array()
                .unwrap()
                .contains(&json!("brawl"))
        );
        // A maneuver and a range band are 7th edition's.
        let mut m = attack(&cultist.id, "");
        m.maneuver = Some(Maneuver::Hold);
        expect_code(t.attack(&p.alice, m).await, "bad_field");

        // Walter's knife (45%) at the cultist: parry with his knife (40%), dodge (20%) or
        // take it, each with the exact chance the blow lands (advanced blocking, K4):
        // stopped are 1×1 + 8×8 + 36×40 of 10,000 by the parry, 1×1 + 8×4 + 36×20 by
        // the dodge.
        t.attack(&p.alice, attack(&cultist.id, "small_knife"))
            .await
            .unwrap();
        let seen = t.fight(&p.keeper).await.unwrap().unwrap();
        assert_eq!(
            choices(&seen),
            [
                (Response::Parry, Some("599/2000".to_owned())),
                (Response::Dodge, Some("3747/10000".to_owned())),
                (Response::None, Some("9/20".to_owned())),
            ]
        );
        expect_code(t.defend(&p.keeper, Response::FightBack).await, "bad_field");
        let before = hp_now(&t.character(&p.keeper, &cultist.id).await.unwrap());
        let open = t.defend(&p.keeper, Response::Parry).await.unwrap();
        let x = rolls_behind(t, &p, &open).await;
        let request = &x["steps"][0]["request"];
        assert_eq!(request["action"], "attack");
        assert_eq!(request["attacker"]["value"], 45);
        assert_eq!(request["attacker"]["weapon"], "1D4");
        assert_eq!(request["attacker"]["pointed"], true);
        assert_eq!(
            request["attacker"]["db"], "+1D4",
            "STR 12 + SIZ 16 = 28 (K6)"
        );
        assert_eq!(request["incoming"], "melee");
        assert_eq!(request["defender"]["response"], "parry");
        assert_eq!(request["defender"]["value"], 40);
        assert_eq!(request["defender"]["earlier"], 0);
        assert_eq!(request["defender"]["bare_handed"], false);
        let result = &x["steps"][0]["response"]["result"];
        let after = hp_now(&t.character(&p.keeper, &cultist.id).await.unwrap());
        match result["hit"].as_bool().unwrap() {
            true => {
                let dealt = result["damage"]["total"].as_i64().unwrap();
                assert_eq!(x["hit"]["armor"], 1);
                assert_eq!(before - after, (dealt - 1).max(0), "{x}");
            }
            false => assert_eq!(before, after),
        }

        // K8 (house): not the same weapon twice running; Brawl's second attack is at
        // 60 − 30.
        expect_code(
            t.attack(&p.alice, attack(&cultist.id, "small knife")).await,
            "bad_field",
        );
        t.attack(&p.alice, attack(&cultist.id, "brawl"))
            .await
            .unwrap();
        let seen = t.fight(&p.keeper).await.unwrap().unwrap();
        assert_eq!(seen.fight.pending.as_ref().unwrap().chance, Some(30));
        // K3: having parried, the cultist may parry again at −30% but not dodge.
        let offered: Vec<Response> = choices(&seen).into_iter().map(|c| c.0).collect();
        assert_eq!(offered, [Response::Parry, Response::None]);
        expect_code(t.defend(&p.keeper, Response::Dodge).await, "bad_field");
        let open = t.defend(&p.keeper, Response::Parry).await.unwrap();
        let x = rolls_behind(t, &p, &open).await;
        let request = &x["steps"][0]["request"];
        assert_eq!(request["attacker"]["value"], 30);
        assert_eq!(request["incoming"], "unarmed");
        assert_eq!(request["defender"]["earlier"], 1);

        // The cultist's turn: Walter parries bare-handed with Brawl (his best), which
        // against a knife needs a DEX×5 roll (K2).
        t.next_turn(&p.alice).await.unwrap();
        t.attack(&p.keeper, attack(&walter.id, "Knife"))
            .await
            .unwrap();
        let mine = t.fight(&p.alice).await.unwrap().unwrap();
        let offered: Vec<Response> = choices(&mine).into_iter().map(|c| c.0).collect();
        assert_eq!(offered, [Response::Parry, Response::Dodge, Response::None]);
        let before = hp_now(&t.character(&p.alice, &walter.id).await.unwrap());
        let open = t.defend(&p.alice, Response::Parry).await.unwrap();
        let x = rolls_behind(t, &p, &open).await;
        let request = &x["steps"][0]["request"];
        assert_eq!(request["attacker"]["value"], 40);
        assert_eq!(
            request["attacker"]["db"], "+1D4",
            "STR 12 + SIZ 13 = 25 (K6)"
        );
        assert_eq!(request["defender"]["value"], 60);
        assert_eq!(request["defender"]["bare_handed"], true);
        assert_eq!(request["defender"]["dex"], 14);
        let result = &x["steps"][0]["response"]["result"];
        let after = hp_now(&t.character(&p.alice, &walter.id).await.unwrap());
        let dealt = result["damage"]["total"].as_i64().unwrap_or(0);
        assert_eq!(before - after, dealt, "{x}");
        // What everyone reads: the rolls, the hit, Walter's wounds as events.
        let public = body(&open);
        assert_eq!(
            public["rolls"]["attacker"]["total"],
            result["attack"]["total"]
        );
        if dealt > 0 {
            assert_eq!(public["events"][0]["event"], "hp_lost");
        }

        // A firearm is neither parried nor dodged (K2).
        t.next_turn(&p.keeper).await.unwrap();
        t.attack(&p.alice, attack(&cultist.id, "revolver_38"))
            .await
            .unwrap();
        let seen = t.fight(&p.keeper).await.unwrap().unwrap();
        assert_eq!(
            choices(&seen),
            [(Response::None, Some("7/20".to_owned()))],
            "Handgun 35%"
        );
        let open = t.defend(&p.keeper, Response::None).await.unwrap();
        let x = rolls_behind(t, &p, &open).await;
        assert_eq!(x["steps"][0]["request"]["attacker"]["db"], "0");
        assert!(x["steps"][0]["request"].get("defender").is_none());
    })
    .await;
}

#[tokio::test]
async fn a_chthonian_fight_is_a_contest_of_traits_and_the_loser_is_wounded() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "chthonian").await;
        let sheet = json!({"format": "keeper-chthonian-sheet", "version": 1, "name": "Walter", "style": "weird", "ti": 2,
            "traits": [{"name": "Powerful", "rating": 1}, {"name": "Ex-Detective", "rating": 2}, {"name": "Shaken", "rating": -1}]});
        let walter = t
            .create_character(&p.alice, None, None, Some(sheet))
            .await
            .unwrap();
        let mulk = t.create_npc(&p.keeper, MULK).await.unwrap();
        t.start_fight(&p.keeper, joining(&[&walter.id, &mulk.id]))
            .await
            .unwrap();
        // A Trait Walter has not is refused, naming his.
        let mut bad = attack(&mulk.id, "");
        bad.side.traits = vec!["Telepathy".into()];
        let e = expect_code(t.attack(&p.alice, bad).await, "bad_field");
        assert!(e.to_string().contains("Ex-Detective"), "{e}");
        let mut blow = attack(&mulk.id, "");
        blow.side.traits = vec!["Powerful".into(), "ex-detective".into()];
        t.attack(&p.alice, blow).await.unwrap();
        // Nobody else reads the mulk's Traits; its answer is a contest.
        let seen = t.fight(&p.keeper).await.unwrap().unwrap();
        let offered: Vec<Response> = seen.choices.iter().map(|c| c.response).collect();
        assert_eq!(offered, [Response::Contest]);
        expect_code(t.defend(&p.keeper, Response::Dodge).await, "bad_field");
        let answer = keeper_table::SideTraits {
            traits: vec!["Inhuman Strength".into()],
            outcome_traits: vec!["Tough Hide".into()],
        };
        let open = t
            .answer(&p.keeper, Response::Contest, answer)
            .await
            .unwrap();
        let x = rolls_behind(t, &p, &open).await;
        let request = &x["steps"][0]["request"];
        assert_eq!(request["action"], "split");
        // Walter's shaken −1 counts unticked (R5); the mulk's Clumsy is no hindrance.
        assert_eq!(
            request["sides"][0]["traits"],
            json!([{"name": "Powerful", "rating": 1}, {"name": "Ex-Detective", "rating": 2}, {"name": "Shaken", "rating": -1}])
        );
        assert_eq!(
            request["sides"][1]["traits"],
            json!([{"name": "Inhuman Strength", "rating": 3}])
        );
        assert_eq!(
            request["sides"][1]["outcome_traits"],
            json!([{"name": "Tough Hide", "rating": 1}])
        );
        // Again and again, the mulk passing its turns: each loser bears one wound, as bad
        // as its worst Outcome (R5); Walter's hinders his next rolls.
        let (mut lost, mut open, mut x) = ([0i64, 0i64], open, x);
        for round in 0..40 {
            let result = &x["steps"][0]["response"]["result"];
            let public = body(&open);
            assert_eq!(public["rolls"]["attacker"]["total"], result["rolls"][0]);
            assert!(!public.to_string().contains("Inhuman"), "{public}");
            let outcome = result["final_outcome"].as_i64().unwrap_or(0);
            if let Some(w) = result["winner"].as_u64()
                && outcome > 0
            {
                assert_eq!(public["wound"]["outcome"], outcome, "{public}");
                let l = &mut lost[1 - w as usize];
                *l = (*l).max(outcome);
            }
            if lost.iter().all(|l| *l > 0) || round == 39 {
                break;
            }
            t.next_turn(&p.alice).await.unwrap();
            t.next_turn(&p.keeper).await.unwrap();
            let mut blow = attack(&mulk.id, "");
            blow.side.traits = vec!["Powerful".into()];
            t.attack(&p.alice, blow).await.unwrap();
            open = t
                .answer(&p.keeper, Response::Contest, keeper_table::SideTraits::default())
                .await
                .unwrap();
            x = rolls_behind(t, &p, &open).await;
            // A wound of Walter's counts on his side, ticked or not.
            if lost[0] > 0 {
                let sides = &x["steps"][0]["request"]["sides"][0]["traits"];
                assert!(sides.to_string().contains("Wounded"), "{sides}");
            }
        }
        assert!(lost.iter().any(|l| *l > 0), "someone lost in 40 contests");
        for (c, l) in [(&walter, lost[0]), (&mulk, lost[1])] {
            let now = t.character(&p.keeper, &c.id).await.unwrap();
            let traits = now.derived.to_value()["traits"].clone();
            assert!(traits.is_array(), "{}", now.derived.to_value());
            let wounds: Vec<&Value> = traits
                .as_array()
                .unwrap()
                .iter()
                .filter(|t| t["name"] == "Wounded")
                .collect();
            match l {
                0 => assert!(wounds.is_empty(), "{traits}"),
                l => assert_eq!(wounds, [&json!({"name": "Wounded", "rating": -l})], "{traits}"),
            }
        }
    })
    .await;
}
