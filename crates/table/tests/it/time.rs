//! Game time passing at the Keeper's word: Magic Points back (coc7 C5, classic M1), a
//! new day for the day's Sanity losses (coc7 N5), a new hour in classic (N5), and the
//! day's losses set by hand.

use keeper_table::{TimePasses, Visibility};
use serde_json::{Value, json};

use crate::common::{body, expect_code, for_each_backend, party};

fn passes(hours: u32, new_day: bool) -> TimePasses {
    TimePasses {
        hours,
        new_day,
        visibility: Visibility::Public,
    }
}

async fn derived(t: &keeper_table::Table, member: &keeper_table::Member, id: &str) -> Value {
    t.character(member, id).await.unwrap().derived.to_value()
}

fn ada(name: &str) -> Value {
    json!({"format": "keeper-coc7-sheet", "version": 1, "name": name,
        "characteristics": {"STR": 40, "CON": 50, "POW": 50, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
        "skills": {"Spot Hidden": 45}, "luck": 55})
}

#[tokio::test]
async fn time_gives_magic_points_back_and_a_new_day_restarts_the_days_losses() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let a = t
            .create_character(&p.alice, None, None, Some(ada("Ada")))
            .await
            .unwrap();
        let b = t
            .create_character(&p.bob, None, None, Some(ada("Bea")))
            .await
            .unwrap();
        let events = vec![
            json!({"event": "magic_spent", "amount": 4}),
            json!({"event": "sanity_lost", "amount": 3}),
        ];
        t.character_events(&p.keeper, &a.id, events, Visibility::Public)
            .await
            .unwrap();
        let before = derived(t, &p.alice, &a.id).await;
        assert_eq!(
            (before["mp"].clone(), before["max_mp"].clone()),
            (json!(6), json!(10))
        );
        assert_eq!(before["sheet"]["lost_today"], 3, "{before}");
        // The Keeper's alone; nothing to pass, or more than a month, is refused.
        expect_code(t.pass_time(&p.alice, passes(3, false)).await, "forbidden");
        expect_code(t.pass_time(&p.keeper, passes(0, false)).await, "bad_field");
        expect_code(
            t.pass_time(&p.keeper, passes(721, false)).await,
            "bad_field",
        );
        // 3 hours: Ada gets 3 back (C5); Bea is full, so only Ada's sheet changes.
        let three = t.pass_time(&p.keeper, passes(3, false)).await.unwrap();
        assert_eq!(three.len(), 1);
        let tb = body(&three[0]);
        assert_eq!(tb["character"], json!(a.id));
        assert_eq!(tb["hours"], 3);
        assert_eq!(
            tb["events"],
            json!([{"event": "magic_regained", "amount": 3}])
        );
        assert_eq!(derived(t, &p.alice, &a.id).await["mp"], 9);
        assert_eq!(derived(t, &p.alice, &a.id).await["sheet"]["lost_today"], 3);
        // 5 more hours and a new day: 1 MP (the maximum), and the day's count restarts.
        let day = t.pass_time(&p.keeper, passes(5, true)).await.unwrap();
        assert_eq!(day.len(), 2);
        assert!(day[0].seq < day[1].seq);
        assert_eq!(
            body(&day[0])["events"],
            json!([{"event": "magic_regained", "amount": 1}, {"event": "day_started"}])
        );
        assert_eq!(body(&day[1])["events"], json!([{"event": "day_started"}]));
        assert_eq!(body(&day[1])["new_day"], true);
        let after = derived(t, &p.alice, &a.id).await;
        assert_eq!(after["mp"], 10);
        assert_eq!(after["sheet"]["lost_today"], 0, "{after}");
        assert_eq!(after["sheet"]["day_start_san"], after["san"], "{after}");
        // Everyone full and no new day: nothing changes, nothing is logged.
        let last = || async {
            let log = t.log(p.id(), p.keeper.viewer(), 0, 1000).await.unwrap();
            log.last().unwrap().seq
        };
        let seq = last().await;
        assert!(
            t.pass_time(&p.keeper, passes(2, false))
                .await
                .unwrap()
                .is_empty()
        );
        assert_eq!(seq, last().await);
        // The dead regain nothing and start no day.
        t.character_events(
            &p.keeper,
            &b.id,
            vec![json!({"event": "died"})],
            Visibility::Public,
        )
        .await
        .unwrap();
        let dead = t.pass_time(&p.keeper, passes(0, true)).await.unwrap();
        assert_eq!(dead.len(), 1);
        assert_eq!(body(&dead[0])["character"], json!(a.id));
    })
    .await;
}

/// A loss the Keeper counts in another day is corrected on the sheet, not in the log
/// (N5): Sanity stays, the day's count changes.
#[tokio::test]
async fn the_keeper_sets_the_days_losses() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let a = t
            .create_character(&p.alice, None, None, Some(ada("Ada")))
            .await
            .unwrap();
        let lost = vec![json!({"event": "sanity_lost", "amount": 8})];
        t.character_events(&p.keeper, &a.id, lost, Visibility::Public)
            .await
            .unwrap();
        let set = vec![json!({"event": "day_losses_set", "amount": 2})];
        t.character_events(&p.keeper, &a.id, set, Visibility::Public)
            .await
            .unwrap();
        let after = derived(t, &p.alice, &a.id).await;
        assert_eq!(after["sheet"]["lost_today"], 2, "{after}");
        assert_eq!(after["san"], 42);
        // A Sanity roll then counts from 2: a loss of 6 more reaches a fifth of 50.
        let d = after["sheet"]["day_start_san"].as_i64().unwrap();
        assert_eq!(d, 50);
    })
    .await;
}

#[tokio::test]
async fn classic_magic_points_come_back_by_the_quarter_and_a_new_hour_begins() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "classic").await;
        let sheet = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
            "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
            "skills": {"Spot Hidden": 40},
            "events": [{"event": "mp_lost", "amount": 9}]});
        let w = t
            .create_character(&p.alice, None, None, Some(sheet))
            .await
            .unwrap();
        assert_eq!(derived(t, &p.alice, &w.id).await["mp"], 4);
        // 6 hours: a quarter of 13, rounded up, comes back (M1).
        let six = t.pass_time(&p.keeper, passes(6, false)).await.unwrap();
        assert_eq!(
            body(&six[0])["events"],
            json!([{"event": "mp_gained", "amount": 4}, {"event": "hour_started"}])
        );
        assert_eq!(derived(t, &p.alice, &w.id).await["mp"], 8);
        // A day: all of them.
        t.pass_time(&p.keeper, passes(24, false)).await.unwrap();
        assert_eq!(derived(t, &p.alice, &w.id).await["mp"], 13);
        // A new day alone changes nothing in classic (its count is by the hour).
        assert!(t.pass_time(&p.keeper, passes(0, true)).await.unwrap().is_empty());
    })
    .await;
}

#[tokio::test]
async fn a_chthonian_game_has_no_time_to_pass() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "chthonian").await;
        expect_code(t.pass_time(&p.keeper, passes(3, false)).await, "bad_field");
    })
    .await;
}
