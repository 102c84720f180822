//! Who sees what of hidden rolls, before and after a reveal, in the log and on sheets.

use keeper_table::{Member, RollOrder, Table, Viewer, Visibility};
use serde_json::{Value, json};

use crate::common::{body, expect_code, for_each_backend, party};

/// What `viewer` sees of entry `seq` in the log: `None` when it is left out,
/// `Some(None)` when only its existence shows, `Some(Some(body))` in full.
async fn seen(t: &Table, game: &str, viewer: Viewer<'_>, seq: i64) -> Option<Option<Value>> {
    let log = t.log(game, viewer, 0, 1000).await.unwrap();
    let found = log.into_iter().find(|e| e.seq == seq).map(|e| e.body);
    // One entry agrees with the log page.
    match t.entry(game, seq, viewer).await {
        Ok(e) => assert_eq!(Some(e.body), found),
        Err(e) => {
            assert_eq!(e.code(), "not_found");
            assert_eq!(found, None);
        }
    }
    found
}

fn v(m: &Member) -> Viewer<'_> {
    m.viewer()
}

#[tokio::test]
async fn a_keeper_only_roll_shows_only_its_existence() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        for roller in [&p.alice, &p.keeper] {
            let roll = t
                .roll(roller, RollOrder::expression("1d100", Visibility::Keeper))
                .await
                .unwrap();
            let b = body(&roll);
            assert_eq!(b["source"], "keeper_seed");
            assert_eq!(b["nonce"].as_str().unwrap().len(), 32);
            let s = roll.seq;
            let full = seen(t, p.id(), v(&p.keeper), s).await.unwrap().unwrap();
            assert_eq!(full["steps"], b["steps"]);
            // The roller (when a player), the other player and the observer see that it
            // happened, not what it was; a permalink sees nothing.
            assert_eq!(seen(t, p.id(), v(&p.alice), s).await, Some(None));
            assert_eq!(seen(t, p.id(), v(&p.bob), s).await, Some(None));
            assert_eq!(seen(t, p.id(), v(&p.observer), s).await, Some(None));
            assert_eq!(seen(t, p.id(), Viewer::Anyone, s).await, None);

            let entry = t.entry(p.id(), s, v(&p.bob)).await.unwrap();
            assert_eq!(entry.visibility, Visibility::Keeper);
            assert_eq!(entry.hash, roll.hash);
            assert!(!entry.revealed);
        }
    })
    .await;
}

#[tokio::test]
async fn a_private_roll_is_for_its_roller_and_the_keeper() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let check = json!({"action": "check", "value": 60});
        let roll = t
            .roll(&p.alice, RollOrder::request(check, Visibility::Private))
            .await
            .unwrap();
        let s = roll.seq;
        assert_eq!(body(&roll)["source"], "keeper_seed");
        assert!(seen(t, p.id(), v(&p.alice), s).await.unwrap().is_some());
        assert!(seen(t, p.id(), v(&p.keeper), s).await.unwrap().is_some());
        assert_eq!(seen(t, p.id(), v(&p.bob), s).await, None);
        assert_eq!(seen(t, p.id(), v(&p.observer), s).await, None);
        assert_eq!(seen(t, p.id(), Viewer::Anyone, s).await, None);

        // The chain still shows the entry to everyone, without its body.
        let export = t.export(p.id(), v(&p.bob), false).await.unwrap();
        let header = &export["entries"][(s - 1) as usize];
        assert_eq!(header["seq"], s);
        assert_eq!(header["hash"], roll.hash.as_str());
        assert!(header.get("body").is_none());
        assert!(t.verify(p.id(), &p.bob).await.unwrap().ok);

        // Only the Keeper reveals, and only what is hidden.
        expect_code(t.reveal(&p.alice, s).await, "forbidden");
        let public = t
            .roll(&p.bob, RollOrder::expression("1d6", Visibility::Public))
            .await
            .unwrap();
        expect_code(t.reveal(&p.keeper, public.seq).await, "bad_field");
        expect_code(t.reveal(&p.keeper, 999).await, "not_found");

        let reveal = t.reveal(&p.keeper, s).await.unwrap();
        assert_eq!(reveal.kind, "reveal");
        assert_eq!(reveal.visibility, Visibility::Public);
        for viewer in [
            v(&p.alice),
            v(&p.keeper),
            v(&p.bob),
            v(&p.observer),
            Viewer::Anyone,
        ] {
            let b = seen(t, p.id(), viewer, s).await.unwrap().unwrap();
            assert_eq!(b["steps"], body(&roll)["steps"], "{viewer:?}");
            assert!(t.entry(p.id(), s, viewer).await.unwrap().revealed);
        }
        let export = t.export(p.id(), Viewer::Anyone, false).await.unwrap();
        assert!(export["entries"][(s - 1) as usize].get("body").is_some());
    })
    .await;
}

#[tokio::test]
async fn a_blind_sanity_roll_stays_off_the_players_sheet_until_revealed() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let sheet = json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Ada",
            "characteristics": {"STR": 40, "CON": 50, "POW": 60, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
            "skills": {"Spot Hidden": 45}, "luck": 55});
        let ada = t.create_character(&p.alice, None, None, Some(sheet)).await.unwrap();
        assert_eq!(ada.owner, p.alice.id);
        assert_eq!(ada.derived.to_value()["san"], 60);

        // The Keeper rolls Ada's Sanity blind, and applies it.
        let mut order = RollOrder::request(
            json!({"action": "sanity", "san": 60, "int": 70, "loss": "1/1D6"}),
            Visibility::Keeper,
        );
        order.character = Some(ada.id.clone());
        order.apply = true;
        let roll = t.roll(&p.keeper, order).await.unwrap();
        let b = body(&roll);
        let events = b["events"].as_array().unwrap().clone();
        let lost = events
            .iter()
            .find(|e| e["event"] == "sanity_lost")
            .expect("a Sanity roll always loses something here")["amount"]
            .as_i64()
            .unwrap();
        assert!((1..=6).contains(&lost));

        // An open event from the player herself, seen by all.
        let open = vec![json!({"event": "damaged", "amount": 2})];
        t.character_events(&p.alice, &ada.id, open, Visibility::Public).await.unwrap();

        let keeper_view = t.character(&p.keeper, &ada.id).await.unwrap();
        assert_eq!(keeper_view.derived.to_value()["san"], 60 - lost);
        assert_eq!(keeper_view.derived.to_value()["hp"], 8);
        assert_eq!(keeper_view.sheet["events"].as_array().unwrap().len(), events.len() + 1);
        for viewer in [&p.alice, &p.bob, &p.observer] {
            let c = t.character(viewer, &ada.id).await.unwrap();
            assert_eq!(c.derived.to_value()["san"], 60, "{}", viewer.name);
            assert_eq!(c.derived.to_value()["hp"], 8);
            assert_eq!(c.sheet["events"], json!([{"event": "damaged", "amount": 2}]));
        }
        let listed = t.characters(&p.alice).await.unwrap();
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].derived.to_value()["san"], 60);

        t.reveal(&p.keeper, roll.seq).await.unwrap();
        for viewer in [&p.alice, &p.bob, &p.observer, &p.keeper] {
            let c = t.character(viewer, &ada.id).await.unwrap();
            assert_eq!(c.derived.to_value()["san"], 60 - lost, "{}", viewer.name);
        }
        assert!(t.verify_as_owner(p.id()).await.unwrap().ok);
    })
    .await;
}

#[tokio::test]
async fn private_sheet_events_are_for_the_player_and_the_keeper() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let sheet = json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Ada",
            "characteristics": {"STR": 40, "CON": 50, "POW": 60, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80}});
        let ada = t.create_character(&p.alice, None, None, Some(sheet)).await.unwrap();
        let secret = vec![json!({"event": "sanity_lost", "amount": 3})];
        let entry = t.character_events(&p.alice, &ada.id, secret, Visibility::Private).await.unwrap();
        assert_eq!(entry.kind, "character_events");
        assert_eq!(t.character(&p.alice, &ada.id).await.unwrap().derived.to_value()["san"], 57);
        assert_eq!(t.character(&p.keeper, &ada.id).await.unwrap().derived.to_value()["san"], 57);
        assert_eq!(t.character(&p.bob, &ada.id).await.unwrap().derived.to_value()["san"], 60);
        assert_eq!(t.character(&p.observer, &ada.id).await.unwrap().derived.to_value()["san"], 60);
    })
    .await;
}
