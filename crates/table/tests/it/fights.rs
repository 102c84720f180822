//! The combat tracker: the rules' order, turns and rounds, the once-per-round counts,
//! and each exchange rolled from the sheets and applied to the loser's.

use keeper_table::{AttackOrder, Joining, Maneuver, Response, Table, TableError};
use serde_json::{Value, json};

use crate::characters::brian_draft;
use crate::common::{Party, body, expect_code, for_each_backend, party};

/// A ghoul of 40 hit points: no blow of Brian's (7 at most) wounds it badly enough to
/// take it out of a test's fight (H3 needs 20).
pub(crate) const GHOUL: &str = "Ghoul\nSTR 80 CON 65 SIZ 65 DEX 65 INT 65 POW 65 APP — EDU —\nHP: 40\nMove 9\n\
    Attacks per round: 3\nClaw 40% (20/8), damage 1D6+DB\nBite 40% (20/8), damage 1D6\n\
    Dodge 40% (20/8)\nArmor: none";

/// 70 hit points: no rifle shot (at most 32, less 2 of armour) wounds him badly enough
/// to take him out of the fight (H3, H5).
const CULTIST: &str = "Hulking Cultist\nSTR 50 CON 50 SIZ 60 DEX 50 INT 50 POW 50\nHP: 70\n\
    Fighting 45%, damage 1D4+DB\nDodge 25%\nArmor: 2 (leather coat)";

pub(crate) fn joining(ids: &[&str]) -> Vec<Joining> {
    ids.iter()
        .map(|c| Joining {
            character: (*c).to_owned(),
            firearm: false,
            count: None,
        })
        .collect()
}

fn attack(target: &str, with: &str) -> AttackOrder {
    AttackOrder {
        target: target.to_owned(),
        with: with.to_owned(),
        shots: None,
        range: None,
        point_blank: false,
        maneuver: None,
        side: Default::default(),
    }
}

/// Brian (Alice's) and a ghoul, in a fight the Keeper started.
pub(crate) async fn brian_and_ghoul(t: &Table, p: &Party) -> (String, String) {
    let brian = t
        .create_character(&p.alice, None, Some(brian_draft()), None)
        .await
        .unwrap();
    let ghoul = t.create_npc(&p.keeper, GHOUL).await.unwrap();
    (brian.id, ghoul.id)
}

/// The Keeper's entry of rolls behind the public exchange `e` (the one just before it),
/// and what Alice reads of it: nothing.
async fn rolls_behind(t: &Table, p: &Party, e: &keeper_table::Entry) -> Value {
    let hidden = t
        .log(p.id(), p.keeper.viewer(), e.seq - 2, 1)
        .await
        .unwrap()
        .remove(0);
    assert_eq!(hidden.visibility, keeper_table::Visibility::Keeper);
    let seen = t.log(p.id(), p.alice.viewer(), e.seq - 2, 1).await.unwrap();
    assert!(
        seen.is_empty() || seen[0].body.is_none() || seen[0].seq != hidden.seq,
        "{seen:?}"
    );
    hidden.body.expect("the Keeper reads it")
}

pub(crate) fn hp(t: &keeper_table::Character) -> i64 {
    t.derived.to_value()["hp"]
        .as_i64()
        .or_else(|| t.derived.to_value()["health"]["hp"].as_i64())
        .expect("hit points")
}

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

/// A classic cultist: his knife is pointed and parries; 40 hit points keep him up.
const CLASSIC_CULTIST: &str = "Cultist\nSTR 12 CON 11 SIZ 13 INT 10 POW 11 DEX 12\nHP: 40\n\
    Knife 40%, damage 1D4+db\nDodge 20%\nArmor: 1 point of leather";

/// Walter, a classic investigator of 30 hit points (Alice's): Brawl, a knife, Dodge.
async fn walter(t: &Table, p: &Party) -> keeper_table::Character {
    let sheet = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
        "characteristics": {"STR": 12, "CON": 18, "SIZ": 16, "INT": 15, "POW": 13, "DEX": 14, "APP": 9, "EDU": 16},
        "skills": {"Brawl": 60, "Knife": 45, "Dodge": 40, "Handgun": 35}});
    t.create_character(&p.alice, None, None, Some(sheet))
        .await
        .unwrap()
}

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

/// Seed 003's mulk (Inhuman Strength 3, Tough Hide 1) against Walter (R2).
pub(crate) const MULK: &str = "Mulk\nInhuman Strength 3, Tough Hide 1\nClumsy 1";

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

/// Too big to fall to a rifle's five rounds.
const HULK: &str =
    "Hulk\nSTR 90 CON 90 SIZ 90 DEX 10 INT 10 POW 10\nHP: 400\nFighting 5%, damage 1D3\nDodge 1%";

#[tokio::test]
async fn a_gun_spends_its_rounds_and_is_reloaded_on_a_turn() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let brian = t
            .create_character(&p.alice, None, Some(brian_draft()), None)
            .await
            .unwrap();
        let hulk = t.create_npc(&p.keeper, HULK).await.unwrap();
        t.start_fight(&p.keeper, joining(&[&brian.id, &hulk.id]))
            .await
            .unwrap();
        // The rifle holds 5 ([7e]): each exchange spends one, the request says how many
        // are left and the malfunction number.
        for left in (0..5).rev() {
            t.attack(&p.alice, attack(&hulk.id, "rifle")).await.unwrap();
            let open = t.defend(&p.keeper, Response::None).await.unwrap();
            let x = rolls_behind(t, &p, &open).await;
            let shot = &x["steps"][0]["request"];
            assert_eq!(shot["ammo"], left + 1, "{shot}");
            assert_eq!(shot["malfunction"], 100);
            assert_eq!(body(&open)["rounds"], left);
            let f = t.fight(&p.alice).await.unwrap().unwrap().fight;
            let me = f.fighters.iter().find(|x| x.character == brian.id).unwrap();
            assert_eq!(me.rounds.get("rifle"), Some(&left));
            t.next_turn(&p.alice).await.unwrap();
            t.next_turn(&p.keeper).await.unwrap();
            // A roll of 100 jams it ([7e], one shot in a hundred): it fires no more until
            // reloaded.
            if body(&open).get("malfunction").is_some() {
                assert_eq!(me.jammed, ["rifle"]);
                let e = expect_code(
                    t.attack(&p.alice, attack(&hulk.id, "rifle")).await,
                    "bad_field",
                );
                assert!(e.to_string().contains("jammed"), "{e}");
                t.reload(&p.alice, "rifle").await.unwrap();
                return;
            }
        }
        // Empty: refused before any roll, naming what is left; a reload fills it and
        // takes the turn's attack.
        let e = expect_code(
            t.attack(&p.alice, attack(&hulk.id, "rifle")).await,
            "bad_field",
        );
        assert!(
            matches!(e, TableError::BadField { ref field, .. } if field == "shots"),
            "{e}"
        );
        expect_code(t.reload(&p.alice, "small_knife").await, "bad_field");
        expect_code(t.reload(&p.bob, "rifle").await, "forbidden");
        let reloaded = body(&t.reload(&p.alice, "rifle").await.unwrap());
        assert_eq!(
            (reloaded["event"].as_str(), reloaded["rounds"].as_i64()),
            (Some("reloaded"), Some(5))
        );
        expect_code(
            t.attack(&p.alice, attack(&hulk.id, "rifle")).await,
            "bad_field",
        );
        t.next_turn(&p.alice).await.unwrap();
        t.next_turn(&p.keeper).await.unwrap();
        t.attack(&p.alice, attack(&hulk.id, "rifle")).await.unwrap();
        let open = t.defend(&p.keeper, Response::None).await.unwrap();
        assert_eq!(body(&open)["rounds"], 4);
    })
    .await;
}

#[tokio::test]
async fn a_weapon_on_the_sheet_is_fought_with_at_its_skill_and_its_own_rounds() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let brian = t
            .create_character(&p.alice, None, Some(brian_draft()), None)
            .await
            .unwrap();
        // Alice puts her grandfather's two-shot derringer on Brian's sheet (K4's fields,
        // her numbers), and a throwing axe; a weapon the rules refuse is not stored.
        let derringer = json!({"event": "weapon_added", "weapon": {"name": "Derringer",
            "skill": "Firearms (Handgun)", "damage": "1D8", "impaling": true, "firearm": true,
            "per_round": 1, "range": 5, "ammo": 2, "malfunction": 98}});
        let axe = json!({"event": "weapon_added", "weapon": {"name": "Throwing axe",
            "skill": "Throw", "damage": "1D6", "thrown": true, "impaling": true}});
        let e = expect_code(
            t.character_events(
                &p.alice,
                &brian.id,
                vec![json!({"event": "weapon_added", "weapon": {"name": "Cannon",
                    "skill": "Artillery", "damage": "10D10", "firearm": true}})],
                keeper_table::Visibility::Public,
            )
            .await,
            "bad_field",
        );
        assert!(e.to_string().contains("skill"), "{e}");
        expect_code(
            t.character_events(
                &p.bob,
                &brian.id,
                vec![derringer.clone()],
                keeper_table::Visibility::Public,
            )
            .await,
            "forbidden",
        );
        t.character_events(
            &p.alice,
            &brian.id,
            vec![derringer, axe],
            keeper_table::Visibility::Public,
        )
        .await
        .unwrap();
        let sheet = t.character(&p.alice, &brian.id).await.unwrap();
        let weapons = sheet.derived.to_value()["weapons"].clone();
        let names: Vec<&str> = weapons
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["unarmed", "Derringer", "Throwing axe"]);
        let hulk = t.create_npc(&p.keeper, HULK).await.unwrap();
        t.start_fight(&p.keeper, joining(&[&brian.id, &hulk.id]))
            .await
            .unwrap();
        // The sheet's weapons are offered first, then K4's others.
        let view = t.fight(&p.alice).await.unwrap().unwrap();
        let offered = view.attacks[&brian.id].as_array().unwrap().clone();
        assert_eq!(
            offered[..3],
            [json!("unarmed"), json!("Derringer"), json!("Throwing axe")]
        );
        assert!(offered.contains(&json!("rifle")));
        // The derringer shoots at Brian's Handgun (its base 20), its own dice and no DB,
        // from its own two rounds and with its own malfunction number.
        let handgun = sheet
            .derived
            .value("Firearms (Handgun)")
            .expect("the sheet's Handgun");
        for left in [1, 0] {
            t.attack(&p.alice, attack(&hulk.id, "derringer"))
                .await
                .unwrap();
            let open = t.defend(&p.keeper, Response::None).await.unwrap();
            let x = rolls_behind(t, &p, &open).await;
            let shot = &x["steps"][0]["request"];
            assert_eq!(
                (
                    shot["value"].as_i64(),
                    shot["weapon"].as_str(),
                    shot["db"].as_str()
                ),
                (Some(handgun), Some("1D8"), Some("0")),
                "{shot}"
            );
            assert_eq!(
                (shot["impaling"].clone(), shot["malfunction"].clone()),
                (json!(true), json!(98))
            );
            assert_eq!(body(&open)["rounds"], left);
            t.next_turn(&p.alice).await.unwrap();
            t.next_turn(&p.keeper).await.unwrap();
            if body(&open).get("malfunction").is_some() {
                return;
            }
        }
        expect_code(
            t.attack(&p.alice, attack(&hulk.id, "Derringer")).await,
            "bad_field",
        );
        // The axe is thrown: half Brian's +1D4 (`[7e]`).
        t.attack(&p.alice, attack(&hulk.id, "throwing axe"))
            .await
            .unwrap();
        let open = t.defend(&p.keeper, Response::Dodge).await.unwrap();
        let x = rolls_behind(t, &p, &open).await;
        let blow = &x["steps"][0]["request"]["attacker"];
        assert_eq!(
            (
                blow["weapon"].as_str(),
                blow["db"].as_str(),
                blow["impaling"].as_bool()
            ),
            (Some("1D6"), Some("+1D2"), Some(true)),
            "{blow}"
        );
        // Put away, it is no longer offered.
        t.character_events(
            &p.alice,
            &brian.id,
            vec![json!({"event": "weapon_removed", "name": "Derringer"})],
            keeper_table::Visibility::Public,
        )
        .await
        .unwrap();
        let view = t.fight(&p.alice).await.unwrap().unwrap();
        assert!(
            !view.attacks[&brian.id]
                .as_array()
                .unwrap()
                .contains(&json!("Derringer"))
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

/// A ghoul as the 7th edition prints it: bullets do it half damage.
const BULLETPROOF_GHOUL: &str = "Ghoul\nSTR 80 CON 65 SIZ 65 DEX 10 INT 65 POW 65\nHP: 60\n\
    Claw 40%, damage 1D6+DB\nDodge 40%\nArmor: none, but firearms and other projectiles do half damage";

#[tokio::test]
async fn a_ghoul_takes_half_of_a_shot_and_all_of_a_blow() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let brian = t
            .create_character(&p.alice, None, Some(brian_draft()), None)
            .await
            .unwrap();
        let ghoul = t.create_npc(&p.keeper, BULLETPROOF_GHOUL).await.unwrap();
        assert_eq!(ghoul.derived.to_value()["missiles_halved"], true);
        t.start_fight(&p.keeper, joining(&[&brian.id, &ghoul.id]))
            .await
            .unwrap();
        let (mut shot, mut blow) = (false, false);
        // Brian fires his rifle, then strikes with his fists, until each has hit once
        // (Firearms 50 at a ghoul that takes it; Brawl 70 against its Dodge 40).
        for round in 0..40 {
            let with = if shot { "unarmed" } else { "rifle" };
            if with == "rifle" && round % 5 == 4 {
                t.reload(&p.alice, "rifle").await.unwrap();
            } else {
                t.attack(&p.alice, attack(&ghoul.id, with)).await.unwrap();
                // A shot is taken; a blow is dodged (melee has no "take it", K3).
                let answer = if with == "rifle" {
                    Response::None
                } else {
                    Response::Dodge
                };
                let open = t.defend(&p.keeper, answer).await.unwrap();
                let hit = &rolls_behind(t, &p, &open).await["hit"];
                if let Some(damage) = hit["damage"].as_i64() {
                    let taken = hit["taken"].as_i64().unwrap();
                    if with == "rifle" {
                        assert_eq!(
                            (taken, hit["halved"].clone()),
                            (damage / 2, json!(true)),
                            "{hit}"
                        );
                        shot = true;
                    } else {
                        assert_eq!((taken, hit.get("halved")), (damage, None), "{hit}");
                        blow = true;
                    }
                }
                // The public entry names no halving: that is the ghoul's secret.
                assert!(
                    body(&open)["hit"].get("halved").is_none(),
                    "{}",
                    body(&open)
                );
            }
            if shot && blow {
                return;
            }
            t.next_turn(&p.alice).await.unwrap();
            t.next_turn(&p.keeper).await.unwrap();
        }
        panic!("Brian never hit the ghoul with both in 40 rounds");
    })
    .await;
}

#[tokio::test]
async fn a_turn_spent_aiming_gives_the_next_single_shot_a_bonus_die() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let brian = t
            .create_character(&p.alice, None, Some(brian_draft()), None)
            .await
            .unwrap();
        let hulk = t.create_npc(&p.keeper, HULK).await.unwrap();
        t.start_fight(&p.keeper, joining(&[&brian.id, &hulk.id]))
            .await
            .unwrap();
        expect_code(t.aim(&p.bob).await, "forbidden");
        let e = t.aim(&p.alice).await.unwrap();
        assert_eq!(body(&e)["event"], "aimed");
        // Aiming is the turn: no attack after it.
        expect_code(
            t.attack(&p.alice, attack(&hulk.id, "rifle")).await,
            "bad_field",
        );
        let f = t.fight(&p.alice).await.unwrap().unwrap().fight;
        assert!(
            f.fighters
                .iter()
                .any(|x| x.character == brian.id && x.aiming)
        );
        t.next_turn(&p.alice).await.unwrap();
        t.next_turn(&p.keeper).await.unwrap();
        // The next single shot takes a bonus die, and spends the aim.
        t.attack(&p.alice, attack(&hulk.id, "rifle")).await.unwrap();
        let open = t.defend(&p.keeper, Response::None).await.unwrap();
        let shot = &rolls_behind(t, &p, &open).await["steps"][0]["request"];
        assert_eq!(shot["bonus"], 1, "{shot}");
        let f = t.fight(&p.alice).await.unwrap().unwrap().fight;
        assert!(f.fighters.iter().all(|x| !x.aiming));
        t.next_turn(&p.alice).await.unwrap();
        t.next_turn(&p.keeper).await.unwrap();
        // Without aiming, none.
        t.attack(&p.alice, attack(&hulk.id, "rifle")).await.unwrap();
        let open = t.defend(&p.keeper, Response::None).await.unwrap();
        let shot = &rolls_behind(t, &p, &open).await["steps"][0]["request"];
        assert_eq!(shot["bonus"], 0, "{shot}");
        // Aiming is a 7th edition rule.
        let p = party(t, "classic").await;
        let walter = walter(t, &p).await;
        t.start_fight(&p.keeper, joining(&[&walter.id]))
            .await
            .unwrap();
        expect_code(t.aim(&p.alice).await, "bad_field");
    })
    .await;
}
