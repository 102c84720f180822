//! Guns and the sheet's weapons: rounds spent and reloaded, a weapon fought with at its
//! skill, half damage from bullets to a ghoul, and aiming for a bonus die.

use keeper_table::{Response, TableError};
use serde_json::json;

use super::{attack, joining, rolls_behind, walter};
use crate::characters::brian_draft;
use crate::common::{body, expect_code, for_each_backend, party};

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
        let (mut shot, mut blow, mut jammed) = (false, false, false);
        // Brian fires his rifle, then strikes with his fists, until each has hit once
        // (Firearms 50 at a ghoul that takes it; Brawl 70 against its Dodge 40). A roll
        // of 100 jams the rifle ([7e]): the next turn reloads it.
        for round in 0..40 {
            let with = if shot { "unarmed" } else { "rifle" };
            if with == "rifle" && (round % 5 == 4 || jammed) {
                t.reload(&p.alice, "rifle").await.unwrap();
                jammed = false;
            } else {
                t.attack(&p.alice, attack(&ghoul.id, with)).await.unwrap();
                // A shot is taken; a blow is dodged (melee has no "take it", K3).
                let answer = if with == "rifle" {
                    Response::None
                } else {
                    Response::Dodge
                };
                let open = t.defend(&p.keeper, answer).await.unwrap();
                jammed = body(&open).get("malfunction").is_some();
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
        // A roll of 100 jammed it ([7e]): a turn spent reloading clears it.
        if body(&open).get("malfunction").is_some() {
            t.reload(&p.alice, "rifle").await.unwrap();
            t.next_turn(&p.alice).await.unwrap();
            t.next_turn(&p.keeper).await.unwrap();
        }
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
