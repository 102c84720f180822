//! Non-player characters: made by the Keeper from a stat block, their stats the
//! Keeper's only, their name the players' once shown.

use keeper_table::{CharacterKind, Derived, RollOrder, Table, TableError, Viewer, Visibility};
use serde_json::json;

use crate::characters::brian_draft;
use crate::common::{Party, body, expect_code, for_each_backend, party};

const GHOUL: &str = "Ghoul\nSTR 80 CON 65 SIZ 65 DEX 65 INT 65 POW 65 APP — EDU —\nMove 9\n\
    Attacks per round: 3\nClaw 40% (20/8), damage 1D6+DB\nBite 40% (20/8), damage 1D6\n\
    Dodge 40% (20/8)\nArmor: none, but firearms do half damage\n\
    Sanity loss: 0/1D6 Sanity points to see a ghoul";

/// Whether `viewer` finds the character anywhere a member looks: by id, in the list
/// and among the names.
async fn known(t: &Table, p: &Party, who: &keeper_table::Member, id: &str) -> [bool; 3] {
    let by_id = t.character(who, id).await.is_ok();
    let listed = t.characters(who).await.unwrap().iter().any(|c| c.id == id);
    let named = t
        .character_names(who)
        .await
        .unwrap()
        .iter()
        .any(|(c, _)| c == id);
    let _ = p;
    [by_id, listed, named]
}

#[tokio::test]
async fn an_npc_is_the_keepers_until_shown_and_then_only_its_name() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let ghoul = t.create_npc(&p.keeper, GHOUL).await.unwrap();
        assert_eq!(ghoul.kind, CharacterKind::Npc);
        assert_eq!(ghoul.owner, p.keeper.id);
        assert_eq!(ghoul.name, "Ghoul");
        assert!(!ghoul.shown);
        // The rules derived what the block leaves out (C5–C7).
        let Derived::Npc(block) = &ghoul.derived else {
            panic!("an NPC's derived values are its block: {:?}", ghoul.derived)
        };
        assert_eq!(ghoul.derived.value("Claw"), Some(40));
        assert_eq!(ghoul.derived.value("Dodge"), Some(40));
        assert_eq!(ghoul.derived.characteristic("STR"), Some(80));
        assert_eq!(block.name(), "Ghoul");
        // The sheet is the block as given; what the rules read is derived.
        assert_eq!(
            ghoul.sheet,
            json!({"format": "keeper-npc", "statblock": GHOUL})
        );
        let read = ghoul.derived.to_value();
        assert_eq!(read["hp"], 13);
        assert_eq!(read["db"], "+1D4");
        assert_eq!(read["attacks_per_round"], 3);
        assert_eq!(read["health"]["hp"], 13);

        // Nobody else knows of it: not by id, not in the list, not by name, not in the
        // log (its entry is the Keeper's), not in the export's bodies.
        assert_eq!(known(t, &p, &p.keeper, &ghoul.id).await, [true; 3]);
        for who in [&p.alice, &p.bob, &p.observer] {
            assert_eq!(
                known(t, &p, who, &ghoul.id).await,
                [false; 3],
                "{}",
                who.name
            );
            expect_code(t.character(who, &ghoul.id).await, "not_found");
        }
        let made = t
            .log(p.id(), p.keeper.viewer(), 0, 1000)
            .await
            .unwrap()
            .into_iter()
            .find(|e| {
                e.body
                    .as_ref()
                    .is_some_and(|b| b["character"] == json!(ghoul.id))
            })
            .expect("the Keeper's log has the NPC");
        assert_eq!(made.visibility, Visibility::Private);
        let b = made.body.as_ref().unwrap();
        assert_eq!(b["kind"], "npc");
        assert_eq!(b["sheet"]["statblock"], GHOUL);
        assert_eq!(b["nonce"].as_str().unwrap().len(), 32);
        for viewer in [p.alice.viewer(), p.observer.viewer(), Viewer::Anyone] {
            let log = t.log(p.id(), viewer, 0, 1000).await.unwrap();
            assert!(log.iter().all(|e| e.seq != made.seq), "{viewer:?}");
            let export = t.export(p.id(), viewer, false).await.unwrap().to_string();
            assert!(!export.contains("Ghoul"), "{viewer:?}");
        }

        // Shown: a public entry names it, and every member sees its name, never its
        // stats.
        let shown = t.show_character(&p.keeper, &ghoul.id).await.unwrap();
        assert_eq!(shown.visibility, Visibility::Public);
        assert_eq!(
            body(&shown),
            json!({"character": ghoul.id, "name": "Ghoul"})
        );
        for who in [&p.alice, &p.bob, &p.observer] {
            assert_eq!(
                known(t, &p, who, &ghoul.id).await,
                [true; 3],
                "{}",
                who.name
            );
            let seen = t.character(who, &ghoul.id).await.unwrap();
            assert!(seen.shown);
            assert_eq!(seen.name, "Ghoul");
            assert_eq!(seen.sheet, serde_json::Value::Null);
            assert_eq!(seen.derived, Derived::Withheld);
            let written = serde_json::to_value(&seen).unwrap();
            assert_eq!(written["kind"], "npc");
            assert_eq!(written["derived"], serde_json::Value::Null);
            assert!(!written.to_string().contains("Claw"));
        }
        assert!(t.character(&p.keeper, &ghoul.id).await.unwrap().shown);
        // Once.
        expect_code(t.show_character(&p.keeper, &ghoul.id).await, "bad_field");
    })
    .await;
}

#[tokio::test]
async fn only_the_keeper_makes_shows_and_rolls_for_npcs() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        expect_code(t.create_npc(&p.alice, GHOUL).await, "forbidden");
        expect_code(t.create_npc(&p.observer, GHOUL).await, "forbidden");
        let ghoul = t.create_npc(&p.keeper, GHOUL).await.unwrap();
        expect_code(t.show_character(&p.alice, &ghoul.id).await, "forbidden");
        // An investigator is public already: there is nothing to show.
        let ada = t
            .create_character(&p.alice, None, Some(brian_draft()), None)
            .await
            .unwrap();
        assert_eq!(ada.kind, CharacterKind::Investigator);
        assert!(ada.shown);
        expect_code(t.show_character(&p.keeper, &ada.id).await, "bad_field");
        // A player cannot roll for it (it is unknown to them until shown)…
        let mut order =
            RollOrder::request(json!({"action": "check", "value": 40}), Visibility::Public);
        order.character = Some(ghoul.id.clone());
        expect_code(t.roll(&p.alice, order.clone()).await, "not_found");
        t.show_character(&p.keeper, &ghoul.id).await.unwrap();
        expect_code(t.roll(&p.alice, order.clone()).await, "forbidden");
        // …nor change its block.
        expect_code(
            t.character_events(
                &p.alice,
                &ghoul.id,
                vec![json!({"event": "damaged", "amount": 3})],
                Visibility::Public,
            )
            .await,
            "forbidden",
        );
    })
    .await;
}

#[tokio::test]
async fn a_roll_in_the_open_for_an_npc_shows_it_and_a_hidden_one_does_not() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let ghoul = t.create_npc(&p.keeper, GHOUL).await.unwrap();
        let mut order =
            RollOrder::request(json!({"action": "check", "value": 40}), Visibility::Keeper);
        order.character = Some(ghoul.id.clone());
        let blind = t.roll(&p.keeper, order.clone()).await.unwrap();
        assert_eq!(body(&blind)["character"], json!(ghoul.id));
        assert!(!t.character(&p.keeper, &ghoul.id).await.unwrap().shown);
        expect_code(t.character(&p.alice, &ghoul.id).await, "not_found");

        order.visibility = Visibility::Public;
        let open = t.roll(&p.keeper, order).await.unwrap();
        // The body carries no stat block: only what the Keeper rolled.
        assert!(body(&open).get("sheet").is_none_or(|s| s.is_null()));
        assert!(!open.body.contains("Bite"));
        let seen = t.character(&p.alice, &ghoul.id).await.unwrap();
        assert!(seen.shown);
        assert_eq!(seen.derived, Derived::Withheld);
    })
    .await;
}

#[tokio::test]
async fn an_unreadable_stat_block_is_refused_at_its_line() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let e = t
            .create_npc(
                &p.keeper,
                "Cultist\nSTR 55 CON 60\nKnife 40% (20/8), damage 1D4+knife",
            )
            .await
            .unwrap_err();
        let TableError::Rejected(inner) = &e else {
            panic!("a stat block's line is the rules' refusal: {e}")
        };
        assert_eq!(inner.code().as_str(), "bad_field");
        assert_eq!(inner.field("field"), Some(&json!("statblock")));
        assert_eq!(inner.field("line"), Some(&json!(3)));
        assert!(e.to_string().contains("line 3"), "{e}");
        // Nothing was made.
        assert!(t.characters(&p.keeper).await.unwrap().is_empty());
    })
    .await;
}

#[tokio::test]
async fn a_classic_npc_is_read_on_the_three_to_eighteen_scale() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "classic").await;
        let deep_one = t
            .create_npc(
                &p.keeper,
                "Deep One\nSTR 17 CON 14 SIZ 17 INT 13 POW 11 DEX 10\nMOV 8\nClaw 25%, damage 1D6+db\nDodge 20%\nArmor: 1 point of skin and scales\nSAN loss: 0/1D6",
            )
            .await
            .unwrap();
        assert_eq!(deep_one.derived.value("Claw"), Some(25));
        assert_eq!(deep_one.derived.characteristic("STR"), Some(17));
        assert_eq!(deep_one.derived.to_value()["armor"], 1);
        assert_eq!(deep_one.derived.to_value()["hp"], 16);
        expect_code(t.character(&p.alice, &deep_one.id).await, "not_found");
    })
    .await;
}

#[tokio::test]
async fn damage_to_an_npc_is_judged_by_the_wound_rules() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let ghoul = t.create_npc(&p.keeper, GHOUL).await.unwrap();
        let Derived::Npc(b) = &ghoul.derived else {
            panic!()
        };
        assert_eq!(b.hp(), Some((13, 13)));
        assert!(b.conditions().is_empty());
        // 7 of 13 is a major wound (H3: 2 × 7 ≥ 13); then 6 more: 0 HP with a major
        // wound, dying (H4).
        let hit = |n: i64| vec![json!({"event": "damaged", "amount": n})];
        t.character_events(&p.keeper, &ghoul.id, hit(7), Visibility::Keeper)
            .await
            .unwrap();
        let now = t.character(&p.keeper, &ghoul.id).await.unwrap();
        let Derived::Npc(b) = &now.derived else {
            panic!()
        };
        assert_eq!(b.hp(), Some((6, 13)));
        assert_eq!(b.conditions(), ["web-cond-major-wound"]);
        t.character_events(&p.keeper, &ghoul.id, hit(6), Visibility::Keeper)
            .await
            .unwrap();
        let now = t.character(&p.keeper, &ghoul.id).await.unwrap();
        let Derived::Npc(b) = &now.derived else {
            panic!()
        };
        assert_eq!(b.hp(), Some((0, 13)));
        assert_eq!(
            b.conditions(),
            [
                "web-cond-major-wound",
                "web-cond-unconscious",
                "web-cond-dying"
            ]
        );
        // An NPC loses no Sanity: the rules refuse the event, at its place.
        let e = t
            .character_events(
                &p.keeper,
                &ghoul.id,
                vec![json!({"event": "sanity_lost", "amount": 1})],
                Visibility::Keeper,
            )
            .await
            .unwrap_err();
        let TableError::Rejected(inner) = &e else {
            panic!("{e}")
        };
        assert_eq!(inner.field("field"), Some(&json!("events[2].event")));

        // Classic: HP lost to 2 or fewer knock it out, to 0 or fewer it is dying (H3).
        let c = party(t, "classic").await;
        let cultist = t
            .create_npc(
                &c.keeper,
                "Cultist\nSTR 12 CON 11 SIZ 13 INT 10 POW 11 DEX 12\nKnife 40%, damage 1D4+db",
            )
            .await
            .unwrap();
        let Derived::Npc(b) = &cultist.derived else {
            panic!()
        };
        assert_eq!(b.hp(), Some((12, 12)));
        t.character_events(
            &c.keeper,
            &cultist.id,
            vec![json!({"event": "hp_lost", "amount": 10})],
            Visibility::Public,
        )
        .await
        .unwrap();
        let now = t.character(&c.keeper, &cultist.id).await.unwrap();
        let Derived::Npc(b) = &now.derived else {
            panic!()
        };
        assert_eq!(b.hp(), Some((2, 12)));
        assert_eq!(b.conditions(), ["web-cond-unconscious"]);
    })
    .await;
}

#[tokio::test]
async fn a_chthonian_creature_is_a_name_and_traits_and_gains_its_wounds_as_traits() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "chthonian").await;
        let ghoul = t
            .create_npc(&p.keeper, "Ghoul\nInhuman Strength 3, Hunger 2\nSlow Wits −1")
            .await
            .unwrap();
        let Derived::Npc(b) = &ghoul.derived else { panic!("{:?}", ghoul.derived) };
        assert_eq!(b.name(), "Ghoul");
        assert_eq!(
            ghoul.derived.to_value()["traits"],
            json!([{"name": "Inhuman Strength", "rating": 3}, {"name": "Hunger", "rating": 2}, {"name": "Slow Wits", "rating": -1}])
        );
        expect_code(t.character(&p.alice, &ghoul.id).await, "not_found");
        // R5: the Outcome of a lost contest becomes the loser's Trait.
        t.character_events(
            &p.keeper,
            &ghoul.id,
            vec![json!({"event": "trait_gained", "trait": {"name": "Wounded", "rating": -3}})],
            Visibility::Public,
        )
        .await
        .unwrap();
        let now = t.character(&p.keeper, &ghoul.id).await.unwrap();
        assert_eq!(now.derived.to_value()["traits"][3], json!({"name": "Wounded", "rating": -3}));
        // A creature has no Terrible Insight to gain.
        expect_code(
            t.character_events(&p.keeper, &ghoul.id, vec![json!({"event": "insight_gained", "amount": 1})], Visibility::Public)
                .await,
            "rejected",
        );
        // A Trait without its rating is refused at its line.
        let e = t.create_npc(&p.keeper, "Thing\n\nOozing, Huge 2").await.unwrap_err();
        let TableError::Rejected(inner) = &e else { panic!("{e}") };
        assert_eq!(inner.field("line"), Some(&json!(3)));
    })
    .await;
}
