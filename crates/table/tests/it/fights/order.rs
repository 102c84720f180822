//! The fight's order, turns and rounds: DEX order and the once-per-round counts, stale
//! answers, a pack joining at once, moving and fleeing fighters, and turns spent on a
//! skill roll.

use keeper_table::{Joining, Response, TableError};
use serde_json::{Value, json};

use super::{CLASSIC_CULTIST, attack, brian_and_ghoul, hp, joining, rolls_behind, walter};
use crate::common::{body, expect_code, for_each_backend, party};

#[tokio::test]
async fn a_fight_goes_in_dex_order_and_the_ghouls_three_attacks_meet_brians_defence() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let (brian, ghoul) = brian_and_ghoul(t, &p).await;
        // Only the Keeper starts a fight.
        expect_code(
            t.start_fight(&p.alice, joining(&[&brian, &ghoul])).await,
            "forbidden",
        );
        let started = t
            .start_fight(&p.keeper, joining(&[&ghoul, &brian]))
            .await
            .unwrap();
        let b = body(&started);
        // K2: DEX 80 before DEX 65, whatever order the Keeper named them in.
        assert_eq!(b["order"][0]["character"], json!(brian));
        assert_eq!(b["order"][1]["name"], "Ghoul");
        // The ghoul's DEX is the Keeper's: the order's roll is in his entry, not this.
        assert_eq!(b["order"][0]["initiative"], 80);
        assert!(b["order"][1].get("initiative").is_none(), "{b}");
        assert!(b.get("steps").is_none(), "{b}");
        let order = rolls_behind(t, &p, &started).await;
        assert_eq!(order["steps"][0]["request"]["action"], "initiative");
        // One fight at a time.
        expect_code(
            t.start_fight(&p.keeper, joining(&[&brian])).await,
            "bad_field",
        );
        // The ghoul joined the fight: the players now know its name, never its stats.
        let seen = t.character(&p.alice, &ghoul).await.unwrap();
        assert_eq!(seen.name, "Ghoul");
        assert_eq!(seen.derived.to_value(), Value::Null);
        let view = t.fight(&p.alice).await.unwrap().expect("a fight");
        assert_eq!(view.fight.round, 1);
        assert_eq!(view.fight.turn, 0);
        assert!(view.attacks.contains_key(&brian));
        assert!(
            !view.attacks.contains_key(&ghoul),
            "the ghoul's attacks are the Keeper's"
        );

        // Brian's turn: only his player (or the Keeper) attacks for him.
        expect_code(
            t.attack(&p.bob, attack(&ghoul, "unarmed")).await,
            "forbidden",
        );
        expect_code(
            t.attack(&p.alice, attack(&ghoul, "chainsaw")).await,
            "bad_field",
        );
        t.attack(&p.alice, attack(&ghoul, "unarmed")).await.unwrap();
        // Alice waits: the ghoul's answer is the Keeper's, with its odds shown to him.
        assert!(t.fight(&p.alice).await.unwrap().unwrap().choices.is_empty());
        let keeper_view = t.fight(&p.keeper).await.unwrap().unwrap();
        let choices: Vec<_> = keeper_view.choices.iter().map(|c| c.response).collect();
        assert_eq!(choices, [Response::Dodge, Response::FightBack]);
        assert!(keeper_view.choices.iter().all(|c| c.attacker.is_some()));
        expect_code(t.defend(&p.alice, Response::Dodge).await, "forbidden");
        expect_code(t.defend(&p.keeper, Response::Dive).await, "bad_field");
        let open = t.defend(&p.keeper, Response::Dodge).await.unwrap();
        let seen = body(&open);
        // Everyone reads the dice and the levels, never the ghoul's numbers.
        assert!(seen.get("steps").is_none(), "{seen}");
        assert!(seen["rolls"]["attacker"]["total"].is_u64(), "{seen}");
        assert!(seen["rolls"]["defender"]["level"].is_string(), "{seen}");
        let x = rolls_behind(t, &p, &open).await;
        let melee = &x["steps"][0]["request"];
        assert_eq!(melee["action"], "melee");
        // Every number from the sheets: Brawl 70 and Brian's damage bonus, the
        // ghoul's Dodge 40; not yet defended this round.
        assert_eq!(melee["attacker"]["value"], 70);
        // Unarmed as the sheet lists it: K4's 1D3, the bonus beside it.
        assert_eq!(melee["attacker"]["weapon"], "1D3");
        assert_eq!(melee["attacker"]["db"], "+1D4");
        assert_eq!(melee["defender"]["value"], 40);
        assert_eq!(melee["defender"]["defended"], false);

        // The ghoul's turn: three attacks (its block's attacks per round), then no more.
        expect_code(t.next_turn(&p.bob).await, "forbidden");
        t.next_turn(&p.alice).await.unwrap();
        let before = hp(&t.character(&p.alice, &brian).await.unwrap());
        let mut taken = 0;
        for (i, response) in [Response::Dodge, Response::Dodge, Response::FightBack]
            .into_iter()
            .enumerate()
        {
            // Two Extreme claws can kill him (H4, H5): a dead target takes no third.
            let now = t
                .character(&p.alice, &brian)
                .await
                .unwrap()
                .derived
                .to_value();
            if now["dead"] == true {
                let e = expect_code(
                    t.attack(&p.keeper, attack(&brian, "Claw")).await,
                    "bad_field",
                );
                assert!(matches!(e, TableError::BadField { ref field, .. } if field == "target"));
                break;
            }
            t.attack(&p.keeper, attack(&brian, "Claw")).await.unwrap();
            expect_code(
                t.attack(&p.keeper, attack(&brian, "Claw")).await,
                "bad_field",
            );
            let open = t.defend(&p.alice, response).await.unwrap();
            let seen = body(&open);
            let x = rolls_behind(t, &p, &open).await;
            let d = &x["steps"][0]["request"]["defender"];
            // K9: once Brian has dodged this round, the next attacks get a bonus die.
            assert_eq!(d["defended"], json!(i > 0), "attack {i}");
            assert_eq!(x["steps"][0]["request"]["attacker"]["db"], "+1D4");
            if x["hit"]["character"] == json!(brian) {
                taken += x["hit"]["taken"].as_i64().unwrap();
                // Brian's wounds are everyone's: in the open entry too.
                assert_eq!(seen["hit"], x["hit"]);
                assert_eq!(seen["events"][0]["event"], "damaged");
            } else if x.get("hit").is_some() {
                // The ghoul's are the Keeper's: the damage dealt, not what it kept.
                assert!(seen["hit"].get("taken").is_none(), "{seen}");
                assert!(seen.get("events").is_none(), "{seen}");
            }
        }
        let after = hp(&t.character(&p.alice, &brian).await.unwrap());
        assert_eq!(after, (before - taken).max(0));
        expect_code(
            t.attack(&p.keeper, attack(&brian, "Bite")).await,
            "bad_field",
        );
        // A new round: Brian's turn again, the counts start over.
        t.next_turn(&p.keeper).await.unwrap();
        let view = t.fight(&p.keeper).await.unwrap().unwrap();
        assert_eq!(view.fight.round, 2);
        assert!(view.fight.fighters.iter().all(|f| f.defended == 0));

        // The Keeper ends it; then there is none.
        expect_code(t.end_fight(&p.alice).await, "forbidden");
        t.end_fight(&p.keeper).await.unwrap();
        assert!(t.fight(&p.keeper).await.unwrap().is_none());
        expect_code(t.next_turn(&p.keeper).await, "not_found");
        // The whole fight verifies: every roll came from the game's seeds in order.
        let v = t.verify(p.id(), &p.keeper).await.unwrap();
        assert!(v.ok, "{v:?}");
    })
    .await;
}

#[tokio::test]
async fn a_stale_answer_is_refused_and_nothing_is_applied_twice() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let (brian, ghoul) = brian_and_ghoul(t, &p).await;
        t.start_fight(&p.keeper, joining(&[&brian, &ghoul]))
            .await
            .unwrap();
        t.attack(&p.alice, attack(&ghoul, "unarmed")).await.unwrap();
        // The Keeper clicks twice at once, each answer reaching another process: one
        // exchange stands.
        let other = db.open_again().await;
        let (a, b) = tokio::join!(
            t.defend(&p.keeper, Response::Dodge),
            other.defend(&p.keeper, Response::FightBack)
        );
        assert_eq!(
            usize::from(a.is_ok()) + usize::from(b.is_ok()),
            1,
            "{a:?} {b:?}"
        );
        let exchanges = t
            .log(p.id(), p.keeper.viewer(), 0, 1000)
            .await
            .unwrap()
            .into_iter()
            .filter(|e| {
                e.kind == "fight" && e.body.as_ref().is_some_and(|b| b["event"] == "exchange")
            })
            .count();
        assert_eq!(exchanges, 1);
        assert!(t.verify(p.id(), &p.keeper).await.unwrap().ok);
    })
    .await;
}

#[tokio::test]
async fn a_pack_of_ghouls_joins_at_once_each_with_its_own_wounds() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let (brian, ghoul) = brian_and_ghoul(t, &p).await;
        let pack = vec![
            Joining {
                character: brian.clone(),
                firearm: false,
                count: None,
            },
            Joining {
                character: ghoul.clone(),
                firearm: false,
                count: Some(3),
            },
        ];
        let started = body(&t.start_fight(&p.keeper, pack).await.unwrap());
        let mut names: Vec<&str> = started["order"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["name"].as_str().unwrap())
            .collect();
        // Brian's DEX 80 first; the three ghouls' equal DEX is settled by a roll (K2).
        assert_eq!(names[0], "Brian");
        names[1..].sort_unstable();
        assert_eq!(names, ["Brian", "Ghoul", "Ghoul 2", "Ghoul 3"]);
        // Each copy is an NPC of its own, shown by the fight, its block the ghoul's.
        let order = started["order"].as_array().unwrap();
        let copy = order.iter().find(|f| f["name"] == "Ghoul 2").unwrap()["character"]
            .as_str()
            .unwrap();
        let seen = t.character(&p.alice, copy).await.unwrap();
        assert_eq!(seen.name, "Ghoul 2");
        let read = t
            .character(&p.keeper, copy)
            .await
            .unwrap()
            .derived
            .to_value();
        assert_eq!(read["attacks_per_round"], 3);
        // An investigator comes alone; a pack has at most MAX_GROUP.
        t.end_fight(&p.keeper).await.unwrap();
        for (who, count) in [(&brian, 2), (&ghoul, keeper_table::MAX_GROUP + 1)] {
            let j = vec![Joining {
                character: who.clone(),
                firearm: false,
                count: Some(count),
            }];
            let e = expect_code(t.start_fight(&p.keeper, j).await, "bad_field");
            assert!(
                matches!(e, TableError::BadField { ref field, .. } if field == "fighters[0].count"),
                "{e:?}"
            );
        }
    })
    .await;
}

#[tokio::test]
async fn the_keeper_moves_a_fighter_and_the_turn_stays_with_whoever_has_it() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let (brian, ghoul) = brian_and_ghoul(t, &p).await;
        t.start_fight(&p.keeper, joining(&[&brian, &ghoul]))
            .await
            .unwrap();
        expect_code(t.move_fighter(&p.alice, &brian, 1).await, "forbidden");
        expect_code(t.move_fighter(&p.keeper, &brian, 2).await, "bad_field");
        expect_code(t.move_fighter(&p.keeper, "nobody", 0).await, "bad_field");
        // Brian delays: the ghoul acts first from the next round; it is still his turn.
        let moved = body(&t.move_fighter(&p.keeper, &brian, 1).await.unwrap());
        assert_eq!(moved["event"], "moved");
        assert_eq!(moved["order"][0]["character"], json!(ghoul));
        let f = t.fight(&p.alice).await.unwrap().unwrap().fight;
        assert_eq!(f.fighters[1].character, brian);
        assert_eq!(f.current().unwrap().character, brian);
        // His turn ends: a new round, the ghoul first.
        let turn = body(&t.next_turn(&p.alice).await.unwrap());
        assert_eq!(
            (turn["round"].as_i64(), turn["character"].as_str()),
            (Some(2), Some(ghoul.as_str()))
        );
    })
    .await;
}

#[tokio::test]
async fn a_fighter_who_flees_leaves_the_order_and_is_no_target() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let (brian, ghoul) = brian_and_ghoul(t, &p).await;
        t.start_fight(&p.keeper, joining(&[&brian, &ghoul]))
            .await
            .unwrap();
        expect_code(t.flee(&p.bob).await, "forbidden");
        let fled = body(&t.flee(&p.alice).await.unwrap());
        assert_eq!(fled["fled"]["character"], json!(brian));
        assert_eq!(fled["character"], json!(ghoul));
        let f = t.fight(&p.keeper).await.unwrap().unwrap().fight;
        assert!(f.fighters.iter().any(|x| x.character == brian && x.fled));
        let e = expect_code(
            t.attack(&p.keeper, attack(&brian, "Claw")).await,
            "bad_field",
        );
        assert!(matches!(e, TableError::BadField { ref field, .. } if field == "target"));
        // Skipped from then on: the ghoul's turn comes round again.
        let turn = body(&t.next_turn(&p.keeper).await.unwrap());
        assert_eq!(
            (turn["round"].as_i64(), turn["character"].as_str()),
            (Some(2), Some(ghoul.as_str()))
        );
    })
    .await;
}

fn skill(name: &str) -> keeper_table::SkillTurn {
    keeper_table::SkillTurn {
        skill: name.to_owned(),
        ..Default::default()
    }
}

#[tokio::test]
async fn a_turn_spent_on_a_skill_roll_is_rolled_from_the_sheet_and_takes_the_attacks() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let (brian, ghoul) = brian_and_ghoul(t, &p).await;
        t.start_fight(&p.keeper, joining(&[&brian, &ghoul]))
            .await
            .unwrap();
        // Brian (DEX 80) acts first. Only his player or the Keeper rolls for him, and
        // only a value on his sheet.
        expect_code(t.skill_turn(&p.bob, skill("First Aid")).await, "forbidden");
        let e = expect_code(
            t.skill_turn(&p.alice, skill("Basket Weaving")).await,
            "bad_field",
        );
        assert!(
            matches!(e, TableError::BadField { ref field, .. } if field == "skill"),
            "{e}"
        );
        assert!(
            e.to_string().contains("First Aid"),
            "the sheet's skills are listed: {e}"
        );
        let mut hard = skill("First Aid");
        hard.difficulty = Some("heroic".into());
        let e = expect_code(t.skill_turn(&p.alice, hard).await, "bad_field");
        assert!(
            matches!(e, TableError::BadField { ref field, .. } if field == "difficulty"),
            "{e}"
        );
        let mut hard = skill("First Aid");
        hard.difficulty = Some("hard".into());
        hard.bonus = 1;
        let e = t.skill_turn(&p.alice, hard).await.unwrap();
        let b = body(&e);
        assert_eq!(
            (b["event"].as_str(), b["skill"].as_str()),
            (Some("skill"), Some("First Aid"))
        );
        let request = &b["steps"][0]["request"];
        // Brian's First Aid, 40 on his sheet (brian_draft).
        assert_eq!(
            (
                request["value"].clone(),
                request["difficulty"].clone(),
                request["bonus"].clone()
            ),
            (json!(40), json!("hard"), json!(1)),
            "{request}"
        );
        assert!(b["steps"][0]["response"]["result"]["level"].is_string());
        // The roll took the turn's attack.
        expect_code(
            t.attack(&p.alice, attack(&ghoul, "unarmed")).await,
            "bad_field",
        );
        expect_code(
            t.skill_turn(&p.alice, skill("Spot Hidden")).await,
            "bad_field",
        );
        t.next_turn(&p.alice).await.unwrap();
        // The ghoul's Dodge roll is the Keeper's: Alice reads the dice and the level.
        let open = t.skill_turn(&p.keeper, skill("Dodge")).await.unwrap();
        let seen = body(&open);
        assert_eq!(seen["event"], "skill");
        assert!(seen.get("steps").is_none(), "{seen}");
        assert!(seen["rolls"]["attacker"]["level"].is_string(), "{seen}");
        let hidden = t
            .log(p.id(), p.keeper.viewer(), open.seq - 2, 1)
            .await
            .unwrap()
            .remove(0);
        assert_eq!(hidden.visibility, keeper_table::Visibility::Keeper);
        let rolls = hidden.body.clone().expect("the Keeper reads it");
        assert_eq!(rolls["event"], "skill_rolls");
        assert_eq!(rolls["steps"][0]["request"]["value"], 40);
        let alice_sees = t
            .log(p.id(), p.alice.viewer(), open.seq - 2, 1)
            .await
            .unwrap();
        assert!(
            alice_sees.iter().all(|e| e
                .body
                .as_ref()
                .is_none_or(|b| !b.to_string().contains("\"value\":40"))),
            "{alice_sees:?}"
        );
    })
    .await;
}

#[tokio::test]
async fn a_skill_turn_is_a_classic_check_and_no_chthonian_action() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "classic").await;
        let walter = walter(t, &p).await;
        let cultist = t.create_npc(&p.keeper, CLASSIC_CULTIST).await.unwrap();
        t.start_fight(&p.keeper, joining(&[&walter.id, &cultist.id]))
            .await
            .unwrap();
        // Classic checks have no difficulty levels (T1).
        let mut hard = skill("Dodge");
        hard.difficulty = Some("hard".into());
        expect_code(t.skill_turn(&p.alice, hard).await, "bad_field");
        let e = t.skill_turn(&p.alice, skill("Dodge")).await.unwrap();
        let request = &body(&e)["steps"][0]["request"];
        assert_eq!((request["system"].as_str(), request["value"].as_i64()), (Some("classic"), Some(40)));

        let p = party(t, "chthonian").await;
        let sheet = json!({"format": "keeper-chthonian-sheet", "version": 1, "name": "Walter", "style": "weird",
            "traits": [{"name": "Stubborn", "rating": 1}]});
        let walter = t.create_character(&p.alice, None, None, Some(sheet)).await.unwrap();
        t.start_fight(&p.keeper, joining(&[&walter.id])).await.unwrap();
        expect_code(t.skill_turn(&p.alice, skill("Stubborn")).await, "bad_field");
    })
    .await;
}
