//! Many rolls at once: the group commit, and two processes on one database.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use keeper_table::{Backend, Entry, RollOrder, Table, Viewer, Visibility};

use crate::common::{for_each_backend, party};

fn order(i: usize) -> RollOrder {
    // A mix of public and hidden rolls, so both seeds' counters are raced for.
    let visibility = if i.is_multiple_of(5) {
        Visibility::Keeper
    } else {
        Visibility::Public
    };
    RollOrder::expression("1d100", visibility)
}

/// Asserts the game's log is exactly `1..=len`, every entry once, and verifies.
async fn check_log(t: &Table, game: &str, len: i64) {
    let mut seqs = Vec::new();
    let mut after = 0;
    loop {
        let page = t.log(game, Viewer::Anyone, after, 1000).await.unwrap();
        let Some(last) = page.last() else { break };
        after = last.seq;
        seqs.extend(page.iter().map(|e| e.seq));
    }
    // Anyone is shown no blind roll: count the chain from the export instead.
    let export = t.export(game, Viewer::Anyone, false).await.unwrap();
    let all: Vec<i64> = export["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["seq"].as_i64().unwrap())
        .collect();
    assert_eq!(all, (1..=len).collect::<Vec<_>>());
    assert!(seqs.iter().all(|s| all.contains(s)));
    assert_eq!(t.game(game).await.unwrap().log_len, len);
    let v = t.verify_as_owner(game).await.unwrap();
    assert!(v.ok, "{v:?}");
    assert_eq!(v.entries as i64, len);
}

/// The counters each seed used, every one once, none skipped.
fn assert_counters(rolls: &[Entry]) {
    for hidden in [false, true] {
        let mut counters: Vec<i64> = rolls
            .iter()
            .filter(|r| r.visibility.is_hidden() == hidden)
            .map(|r| {
                let b: serde_json::Value = serde_json::from_str(&r.body).unwrap();
                b["steps"][0]["counter"].as_i64().unwrap()
            })
            .collect();
        counters.sort_unstable();
        assert_eq!(counters, (0..counters.len() as i64).collect::<Vec<_>>());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn five_hundred_concurrent_rolls_share_commits() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let start_len = t.game(p.id()).await.unwrap().log_len;
        let started = Instant::now();
        let tasks: Vec<_> = (0..500)
            .map(|i| {
                let (t, who) = (
                    t.clone(),
                    if i % 2 == 0 {
                        p.alice.clone()
                    } else {
                        p.keeper.clone()
                    },
                );
                tokio::spawn(async move { t.roll(&who, order(i)).await })
            })
            .collect();
        let mut rolls = Vec::new();
        for task in tasks {
            rolls.push(task.await.unwrap().expect("every roll succeeds"));
        }
        eprintln!(
            "{:?}: 500 concurrent rolls in {:?}",
            db.backend,
            started.elapsed()
        );
        let seqs: HashSet<i64> = rolls.iter().map(|r| r.seq).collect();
        assert_eq!(seqs.len(), 500, "seqs are unique");
        assert_eq!(*seqs.iter().min().unwrap(), start_len + 1);
        assert_eq!(
            *seqs.iter().max().unwrap(),
            start_len + 500,
            "and contiguous"
        );
        assert_counters(&rolls);
        check_log(t, p.id(), start_len + 500).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_tables_on_one_database_never_fork_the_chain() {
    for_each_backend(|db| async move {
        let a = db.table.clone();
        let b = db.open_again().await;
        let p = party(&a, "coc7").await;
        // B knows the members as A made them.
        let alice_b = b.authenticate(p.id(), &p.alice_token).await.unwrap();
        let keeper_b = b.authenticate(p.id(), &p.keeper_token).await.unwrap();
        let start_len = a.game(p.id()).await.unwrap().log_len;
        let n = 200;
        let tasks: Vec<_> = (0..n)
            .map(|i| {
                let (t, who) = match i % 4 {
                    0 => (a.clone(), p.alice.clone()),
                    1 => (b.clone(), alice_b.clone()),
                    2 => (a.clone(), p.keeper.clone()),
                    _ => (b.clone(), keeper_b.clone()),
                };
                tokio::spawn(async move { t.roll(&who, order(i)).await })
            })
            .collect();
        let mut rolls = Vec::new();
        for task in tasks {
            rolls.push(
                task.await
                    .unwrap()
                    .expect("every roll succeeds on either table"),
            );
        }
        let seqs: HashSet<i64> = rolls.iter().map(|r| r.seq).collect();
        assert_eq!(seqs.len(), n);
        assert_eq!(*seqs.iter().max().unwrap(), start_len + n as i64);
        assert_counters(&rolls);
        check_log(&a, p.id(), start_len + n as i64).await;
        check_log(&b, p.id(), start_len + n as i64).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_process_hears_of_each_roll() {
    for_each_backend(|db| async move {
        if db.backend != Backend::Postgres {
            return; // One SQLite file has one process: nothing to hear from.
        }
        let a = db.table.clone();
        let b = db.open_again().await;
        let p = party(&a, "coc7").await;
        let mut changes = b.subscribe();
        // B's listener connects in the background: roll until it hears one.
        let deadline = Instant::now() + Duration::from_secs(10);
        let mut made = HashSet::new();
        let heard = 'rolling: loop {
            assert!(Instant::now() < deadline, "B heard of none of A's rolls");
            let roll = a
                .roll(&p.alice, RollOrder::expression("1d6", Visibility::Public))
                .await
                .unwrap();
            made.insert(roll.seq);
            // Skip what B may still hear of the game's making.
            let wait = tokio::time::Instant::now() + Duration::from_millis(500);
            while let Ok(Ok(change)) = tokio::time::timeout_at(wait, changes.recv()).await {
                if change.game == p.id() && made.contains(&change.seq) {
                    break 'rolling change;
                }
            }
        };
        assert_eq!(heard.game, p.id());
        assert!(made.contains(&heard.seq), "{heard:?} is one of A's rolls");

        // Once listening, a roll on A reaches B within a few seconds.
        while changes.try_recv().is_ok() {}
        let started = Instant::now();
        let roll = a
            .roll(&p.bob, RollOrder::expression("1d6", Visibility::Public))
            .await
            .unwrap();
        let change = loop {
            let change = tokio::time::timeout(Duration::from_secs(5), changes.recv())
                .await
                .expect("B hears of the roll within 5 s")
                .unwrap();
            if change.seq == roll.seq {
                break change;
            }
        };
        assert_eq!(change.game, p.id());
        eprintln!("a roll on A reached B in {:?}", started.elapsed());
        // A hears of its own rolls from its writer, once each: a later roll on B reaches
        // A through NOTIFY, which delivers in commit order, so an echo of A's own roll
        // would come before it.
        let mut own = a.subscribe();
        let roll = a
            .roll(&p.bob, RollOrder::expression("1d6", Visibility::Public))
            .await
            .unwrap();
        assert_eq!(own.recv().await.unwrap().seq, roll.seq);
        let later = b
            .roll(&p.alice, RollOrder::expression("1d6", Visibility::Public))
            .await
            .unwrap();
        let next = tokio::time::timeout(Duration::from_secs(5), own.recv())
            .await
            .expect("A hears of B's roll within 5 s")
            .unwrap();
        assert_eq!(
            (next.game.as_str(), next.seq),
            (p.id(), later.seq),
            "no echo of A's own roll through NOTIFY before B's roll"
        );
    })
    .await;
}
