//! What an exchange leaves: a dive for cover and armour, a hit's wounds with the major
//! wound's CON roll, a maneuver's hold, and the dying's CON rolls each round.

use keeper_table::{AttackOrder, Maneuver, Response, TableError};
use serde_json::json;

use super::{attack, brian_and_ghoul, joining, rolls_behind};
use crate::characters::brian_draft;
use crate::common::{body, expect_code, for_each_backend, party};

/// 70 hit points: no rifle shot (at most 32, less 2 of armour) wounds him badly enough
/// to take him out of the fight (H3, H5).
const CULTIST: &str = "Hulking Cultist\nSTR 50 CON 50 SIZ 60 DEX 50 INT 50 POW 50\nHP: 70\n\
    Fighting 45%, damage 1D4+DB\nDodge 25%\nArmor: 2 (leather coat)";

#[tokio::test]
async fn a_dive_for_cover_loses_the_next_attack_and_armour_stops_points() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let brian = t
            .create_character(&p.alice, None, Some(brian_draft()), None)
            .await
            .unwrap();
        let cultist = t.create_npc(&p.keeper, CULTIST).await.unwrap();
        t.start_fight(&p.keeper, joining(&[&brian.id, &cultist.id]))
            .await
            .unwrap();
        // Brian fires his rifle: the cultist may only dive or take it.
        t.attack(&p.alice, attack(&cultist.id, "rifle"))
            .await
            .unwrap();
        let choices: Vec<_> = t
            .fight(&p.keeper)
            .await
            .unwrap()
            .unwrap()
            .choices
            .iter()
            .map(|c| c.response)
            .collect();
        assert_eq!(choices, [Response::Dive, Response::None]);
        let open = t.defend(&p.keeper, Response::Dive).await.unwrap();
        let x = rolls_behind(t, &p, &open).await;
        let shot = &x["steps"][0]["request"];
        assert_eq!(shot["action"], "firearms");
        assert_eq!(shot["value"], 50);
        assert_eq!(shot["db"], "0", "no damage bonus for a firearm (K4)");
        assert_eq!(shot["dodge"], 25);
        if let Some(hit) = x.get("hit") {
            let damage = hit["damage"].as_i64().unwrap();
            assert_eq!(hit["armor"], 2);
            assert_eq!(hit["taken"].as_i64().unwrap(), (damage - 2).max(0));
        }
        // K7: the diver loses its next attack, then acts again the round after.
        t.next_turn(&p.alice).await.unwrap();
        let lost = expect_code(
            t.attack(&p.keeper, attack(&brian.id, "Fighting")).await,
            "bad_field",
        );
        assert!(matches!(lost, TableError::BadField { .. }));
        t.next_turn(&p.keeper).await.unwrap();
        t.next_turn(&p.alice).await.unwrap();
        t.attack(&p.keeper, attack(&brian.id, "Fighting"))
            .await
            .unwrap();
        // Left unanswered, the attack waits; only the Keeper may pass over it.
        expect_code(t.next_turn(&p.alice).await, "forbidden");
        let passed = body(&t.next_turn(&p.keeper).await.unwrap());
        assert_eq!(passed["withdrawn"], true, "{passed}");
        let f = t.fight(&p.keeper).await.unwrap().unwrap().fight;
        assert!(f.pending.is_none());
        assert_eq!(f.current().unwrap().character, brian.id);
    })
    .await;
}

#[tokio::test]
async fn a_hit_applies_the_rules_wounds_a_major_wound_and_its_con_roll() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let brian = t
            .create_character(&p.alice, None, Some(brian_draft()), None)
            .await
            .unwrap()
            .id;
        // Every hit of 7 or 8 is a major wound for Brian's 13 HP (H3: 2 × 7 ≥ 13),
        // never one that kills outright (H5: 13 or more).
        let brute = t
            .create_npc(&p.keeper, "Brute\nSTR 90 CON 80 SIZ 80 DEX 90\nAttacks per round: 3\nFighting 90%, damage 1D2+6")
            .await
            .unwrap()
            .id;
        t.start_fight(&p.keeper, joining(&[&brian, &brute]))
            .await
            .unwrap();
        assert_eq!(t.fight(&p.keeper).await.unwrap().unwrap().fight.fighters[0].character, brute);
        let mut hit = None;
        'rounds: for _ in 0..50 {
            for _ in 0..3 {
                t.attack(&p.keeper, attack(&brian, "Fighting")).await.unwrap();
                let open = t.defend(&p.alice, Response::Dodge).await.unwrap();
                let x = rolls_behind(t, &p, &open).await;
                if x["hit"]["character"] == json!(brian) {
                    hit = Some((x, body(&open)));
                    break 'rounds;
                }
            }
            t.next_turn(&p.keeper).await.unwrap();
            t.next_turn(&p.alice).await.unwrap();
        }
        let (x, seen) = hit.expect("a 90% attack hits within 150 tries");
        let taken = x["hit"]["taken"].as_i64().unwrap();
        assert!((7..=8).contains(&taken), "{x}");
        // The damage action ran on Brian's sheet: its CON roll is rolled with the hit.
        let damage = &x["steps"][1];
        assert_eq!(damage["request"]["action"], "damage");
        assert_eq!(damage["request"]["con"], 60);
        assert_eq!(damage["request"]["hp"], 13);
        assert!(damage["response"]["result"]["con_roll"].is_object(), "{damage}");
        let events: Vec<&str> = seen["events"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|e| e["event"].as_str())
            .collect();
        assert!(events.contains(&"major_wound"), "{events:?}");
        let now = t.character(&p.bob, &brian).await.unwrap().derived.to_value();
        assert_eq!(now["hp"], 13 - taken);
        assert_eq!(now["major_wound"], true);
        // Unconscious from a failed CON roll: out of the fight, its turn skipped.
        if now["unconscious"] == true {
            t.next_turn(&p.keeper).await.unwrap();
            let f = t.fight(&p.keeper).await.unwrap().unwrap();
            assert!(f.fight.fighters[1].down);
            assert_eq!(f.fight.turn, 0, "Brian's turn is skipped");
        }
    })
    .await;
}

#[tokio::test]
async fn brians_maneuver_holds_the_ghoul_and_the_held_ghoul_takes_a_penalty_die() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let (brian, ghoul) = brian_and_ghoul(t, &p).await;
        t.start_fight(&p.keeper, joining(&[&brian, &ghoul]))
            .await
            .unwrap();
        // K8 as in the seed: Brian (Build 1 here: STR 60 + SIZ 70) against the ghoul
        // (Build 1), Brawl against the ghoul's fighting back.
        let hold = AttackOrder {
            maneuver: Some(Maneuver::Hold),
            ..attack(&ghoul, "")
        };
        t.attack(&p.alice, hold.clone()).await.unwrap();
        let view = t.fight(&p.keeper).await.unwrap().unwrap();
        assert!(
            view.choices
                .iter()
                .all(|c| c.attacker.is_some() && c.defender.is_some())
        );
        let open = t.defend(&p.keeper, Response::FightBack).await.unwrap();
        let x = rolls_behind(t, &p, &open).await;
        let asked = &x["steps"][0]["request"];
        assert_eq!(asked["action"], "maneuver");
        assert_eq!(asked["attacker"]["value"], 70);
        assert_eq!(asked["attacker"]["build"], 1);
        assert_eq!(asked["defender"]["build"], 1);
        assert_eq!(
            asked["defender"]["value"], 40,
            "the ghoul fights back with its Claw"
        );
        // Equal Builds: no penalty die for them.
        assert_eq!(x["steps"][0]["response"]["result"]["build_penalty"], 0);
        let worked = x["success"] == true;
        assert_eq!(body(&open)["success"], x["success"]);
        let f = t.fight(&p.keeper).await.unwrap().unwrap().fight;
        let held = f.fighters.iter().find(|f| f.character == ghoul).unwrap();
        assert_eq!(held.held_by.as_deref(), worked.then_some(brian.as_str()));
        if worked {
            // Held: the ghoul cannot flee, and its claw takes a penalty die until free.
            t.next_turn(&p.alice).await.unwrap();
            let e = expect_code(t.flee(&p.keeper).await, "bad_field");
            assert!(matches!(e, TableError::BadField { ref message, .. } if message.id() == "table-fight-held-flee"), "{e:?}");
            t.attack(&p.keeper, attack(&brian, "Claw")).await.unwrap();
            let open = t.defend(&p.alice, Response::Dodge).await.unwrap();
            let x = rolls_behind(t, &p, &open).await;
            assert_eq!(x["steps"][0]["request"]["attacker"]["penalty"], 1);
        }
        // A Build 3 or more larger cannot be maneuvered (K8): refused before any roll.
        t.end_fight(&p.keeper).await.unwrap();
        let rat = t
            .create_npc(
                &p.keeper,
                "Rat\nSTR 5 CON 20 SIZ 5 DEX 99\nBite 30%, damage 1D3",
            )
            .await
            .unwrap();
        let huge = t
            .create_npc(
                &p.keeper,
                "Dark Young\nSTR 220 CON 80 SIZ 220 DEX 80\nBuild: 6\nTentacle 80%, damage 2D6+DB",
            )
            .await
            .unwrap();
        t.start_fight(&p.keeper, joining(&[&huge.id, &rat.id]))
            .await
            .unwrap();
        let knock = AttackOrder {
            maneuver: Some(Maneuver::KnockDown),
            ..attack(&huge.id, "")
        };
        let no = expect_code(t.attack(&p.keeper, knock).await, "bad_field");
        assert!(
            matches!(no, TableError::BadField { ref field, .. } if field == "maneuver"),
            "{no:?}"
        );
        // A blow is still open to it.
        t.attack(&p.keeper, attack(&huge.id, "Bite")).await.unwrap();
    })
    .await;
}

#[tokio::test]
async fn the_dying_roll_con_at_the_end_of_every_round() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let (brian, ghoul) = brian_and_ghoul(t, &p).await;
        // Brian at 0 HP with a major wound: dying (H4).
        let events = vec![
            json!({"event": "damaged", "amount": 7}),
            json!({"event": "major_wound"}),
            json!({"event": "damaged", "amount": 6}),
            json!({"event": "fell_unconscious"}),
            json!({"event": "dying"}),
        ];
        t.character_events(&p.keeper, &brian, events, keeper_table::Visibility::Public)
            .await
            .unwrap();
        let now = t
            .character(&p.alice, &brian)
            .await
            .unwrap()
            .derived
            .to_value();
        assert_eq!(
            (
                now["hp"].as_i64(),
                now["dying"].as_bool(),
                now["dead"].as_bool()
            ),
            (Some(0), Some(true), Some(false)),
            "{now}"
        );
        t.start_fight(&p.keeper, joining(&[&brian, &ghoul]))
            .await
            .unwrap();
        // Brian is down: the ghoul acts first, and its turn's end ends round 1.
        let f = t.fight(&p.keeper).await.unwrap().unwrap().fight;
        assert_eq!(f.current().unwrap().character, ghoul);
        assert!(f.fighters.iter().any(|x| x.character == brian && x.down));
        let mut rounds = 0;
        loop {
            let turn = t.next_turn(&p.keeper).await.unwrap();
            let b = body(&turn);
            rounds += 1;
            // Every round's end: one CON roll, public (Brian is an investigator).
            assert_eq!(b["steps"].as_array().map(Vec::len), Some(1), "{b}");
            let roll = &b["steps"][0]["request"];
            assert_eq!(roll["action"], "heal");
            assert_eq!(roll["treatment"], "dying_round");
            assert_eq!(roll["con"], 60);
            assert_eq!(b["dying"][0]["character"], json!(brian));
            let now = t
                .character(&p.alice, &brian)
                .await
                .unwrap()
                .derived
                .to_value();
            if now["dead"] == true {
                assert!(b["dying"][0]["events"].to_string().contains("died"), "{b}");
                break;
            }
            assert!(rounds < 200, "a CON 60 roll fails within 200 rounds");
        }
        // Dead, he rolls no more.
        let b = body(&t.next_turn(&p.keeper).await.unwrap());
        assert!(b.get("steps").is_none(), "{b}");
        assert!(t.verify(p.id(), &p.keeper).await.unwrap().ok);
    })
    .await;
}

#[tokio::test]
async fn the_first_dying_roll_is_at_the_end_of_the_next_round() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let (brian, ghoul) = brian_and_ghoul(t, &p).await;
        t.start_fight(&p.keeper, joining(&[&brian, &ghoul]))
            .await
            .unwrap();
        // Round 1: Brian falls dying (a major wound at 0 HP) during the ghoul's turn.
        let events = vec![
            json!({"event": "damaged", "amount": 7}),
            json!({"event": "major_wound"}),
            json!({"event": "damaged", "amount": 6}),
            json!({"event": "fell_unconscious"}),
            json!({"event": "dying"}),
        ];
        t.character_events(&p.keeper, &brian, events, keeper_table::Visibility::Public)
            .await
            .unwrap();
        // The end of the round he fell in: no CON roll yet (H4: «στο τέλος του επόμενου
        // γύρου»).
        // Brian is down, so each of the ghoul's turns ends a round: the turn entry that
        // opens round n is the end of round n − 1.
        let mut ends = Vec::new();
        while ends.len() < 2 {
            let b = body(&t.next_turn(&p.keeper).await.unwrap());
            if b["round"].as_i64() > Some(ends.len() as i64 + 1) {
                ends.push(b);
            }
        }
        assert!(
            ends[0].get("steps").is_none(),
            "no roll the round he fell: {}",
            ends[0]
        );
        assert_eq!(ends[0]["round"], 2);
        // The end of the next round: his first CON roll.
        let roll = &ends[1]["steps"][0]["request"];
        assert_eq!(roll["treatment"], "dying_round", "{}", ends[1]);
        assert_eq!(ends[1]["round"], 3);
        assert_eq!(ends[1]["dying"][0]["character"], json!(brian));
    })
    .await;
}
