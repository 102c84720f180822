//! Verification of the chain and the rolls, and what it catches.

use keeper_table::chain::{self, Header};
use keeper_table::{Member, RollOrder, Table, Viewer, Visibility, verify_export};
use serde_json::json;

use crate::common::{Db, body, for_each_backend, party, party_v1};

/// A little of everything: public, blind and private rolls, a character, a post.
async fn play(t: &Table, keeper: &Member, alice: &Member) {
    t.roll(alice, RollOrder::expression("1d100", Visibility::Public))
        .await
        .unwrap();
    t.roll(keeper, RollOrder::expression("2d6", Visibility::Keeper))
        .await
        .unwrap();
    let check = json!({"action": "check", "value": 50, "penalty": 1});
    t.roll(alice, RollOrder::request(check, Visibility::Private))
        .await
        .unwrap();
    let mut physical = RollOrder::expression("1d8", Visibility::Public);
    physical.dice = Some(vec![8]);
    t.roll(alice, physical).await.unwrap();
    let sheet = json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Ada",
        "characteristics": {"STR": 40, "CON": 50, "POW": 60, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80}});
    t.create_character(alice, None, None, Some(sheet))
        .await
        .unwrap();
    let thread = t.create_thread(alice, "Arkham").await.unwrap();
    t.create_post(alice, &thread.id, "Look [roll]1d20[/roll]")
        .await
        .unwrap();
}

#[tokio::test]
async fn every_member_verifies_what_they_can() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        play(t, &p.keeper, &p.alice).await;
        let len = t.game(p.id()).await.unwrap().log_len as usize;

        let keeper = t.verify(p.id(), &p.keeper).await.unwrap();
        assert!(keeper.ok, "{keeper:?}");
        assert_eq!(keeper.entries, len);
        assert_eq!(keeper.bodies_checked, len);
        // Seeds are secret while the game runs: only the physical roll is recomputed.
        assert_eq!(keeper.rolls_recomputed, 1);
        let alice = t.verify(p.id(), &p.alice).await.unwrap();
        assert!(alice.ok, "{alice:?}");
        assert_eq!(alice.bodies_checked, len - 1, "all but the blind roll");
        let bob = t.verify(p.id(), &p.bob).await.unwrap();
        assert!(bob.ok);
        assert_eq!(bob.bodies_checked, len - 2);
        let anyone = verify_export(&t.export(p.id(), Viewer::Anyone, false).await.unwrap());
        assert!(anyone.ok);
        assert_eq!(anyone.entries, len);

        let owner = t.verify_as_owner(p.id()).await.unwrap();
        assert!(owner.ok, "{owner:?}");
        assert_eq!(owner.bodies_checked, len);
        // 1d100, 2d6, check, physical 1d8, the post's tag.
        assert_eq!(owner.rolls_recomputed, 5);
    })
    .await;
}

async fn execute(db: &Db, sql: &str, text: &str, game: &str, seq: i64) {
    let mut conn = db.raw().await;
    let done = sqlx::query(sql)
        .bind(text.to_owned())
        .bind(game.to_owned())
        .bind(seq)
        .execute(&mut conn)
        .await
        .unwrap();
    assert_eq!(done.rows_affected(), 1);
}

#[tokio::test]
async fn tampering_is_found_at_its_entry() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        play(t, &p.keeper, &p.alice).await;
        let roll = t
            .roll(&p.bob, RollOrder::expression("1d100", Visibility::Public))
            .await
            .unwrap();
        t.roll(&p.bob, RollOrder::expression("1d100", Visibility::Public))
            .await
            .unwrap();
        assert!(t.verify_as_owner(p.id()).await.unwrap().ok);

        // A body changed behind the table's back.
        let mut forged = body(&roll);
        // 101: no d100 rolls it, so the forgery always differs (a 1 did, one run in 100).
        forged["steps"][0]["response"]["result"]["total"] = json!(101);
        let forged = serde_json::to_string(&forged).unwrap();
        let set_body = "UPDATE log SET body = $1 WHERE game_id = $2 AND seq = $3";
        execute(&db, set_body, &forged, p.id(), roll.seq).await;
        for v in [
            t.verify_as_owner(p.id()).await.unwrap(),
            t.verify(p.id(), &p.observer).await.unwrap(),
        ] {
            assert!(!v.ok);
            let broken = v.first_broken.unwrap();
            assert_eq!(broken.seq, roll.seq);
            assert!(broken.reason.contains("body_hash"), "{}", broken.reason);
        }
        // … with its body_hash changed to match: the entry's hash no longer does.
        let set_body_hash = "UPDATE log SET body_hash = $1 WHERE game_id = $2 AND seq = $3";
        execute(
            &db,
            set_body_hash,
            &chain::sha256_hex(&forged),
            p.id(),
            roll.seq,
        )
        .await;
        let broken = t
            .verify_as_owner(p.id())
            .await
            .unwrap()
            .first_broken
            .unwrap();
        assert_eq!(broken.seq, roll.seq);
        assert!(
            broken.reason.contains("hash does not match"),
            "{}",
            broken.reason
        );
        execute(&db, set_body, &roll.body, p.id(), roll.seq).await;
        execute(&db, set_body_hash, &roll.body_hash, p.id(), roll.seq).await;
        assert!(t.verify_as_owner(p.id()).await.unwrap().ok);

        // A hash changed: that entry is named (not the next, whose prev_hash it breaks).
        let set_hash = "UPDATE log SET hash = $1 WHERE game_id = $2 AND seq = $3";
        execute(&db, set_hash, &"ab".repeat(32), p.id(), 3).await;
        let v = t.verify_as_owner(p.id()).await.unwrap();
        assert!(!v.ok);
        assert_eq!(v.first_broken.unwrap().seq, 3);
        let v = t.verify(p.id(), &p.alice).await.unwrap();
        assert_eq!(v.first_broken.unwrap().seq, 3);
    })
    .await;
}

#[tokio::test]
async fn a_rewritten_chain_is_caught_by_the_seeds() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        play(t, &p.keeper, &p.alice).await;
        let roll = t.roll(&p.bob, RollOrder::expression("1d100", Visibility::Public)).await.unwrap();
        t.roll(&p.bob, RollOrder::expression("1d100", Visibility::Public)).await.unwrap();

        // A forger who rewrites a result and every hash after it keeps the chain whole…
        let export = t.export(p.id(), Viewer::Anyone, true).await.unwrap();
        let entries = export["entries"].as_array().unwrap();
        let mut prev = entries[(roll.seq - 2) as usize]["hash"].as_str().unwrap().to_owned();
        let mut conn = db.raw().await;
        for e in &entries[(roll.seq - 1) as usize..] {
            let seq = e["seq"].as_i64().unwrap();
            let mut text = e["body"].as_str().unwrap().to_owned();
            if seq == roll.seq {
                let mut b: serde_json::Value = serde_json::from_str(&text).unwrap();
                let total = b["steps"][0]["response"]["result"]["total"].as_i64().unwrap();
                b["steps"][0]["response"]["result"]["total"] = json!(if total == 1 { 2 } else { 1 });
                text = serde_json::to_string(&b).unwrap();
            }
            let body_hash = chain::sha256_hex(&text);
            let hash = chain::entry_hash(&Header {
                game: p.id(),
                seq,
                kind: e["kind"].as_str().unwrap(),
                visibility: e["visibility"].as_str().unwrap(),
                actor: e["actor"].as_str().unwrap(),
                created_at: e["created_at"].as_str().unwrap(),
                body_hash: &body_hash,
                prev_hash: &prev,
            });
            sqlx::query("UPDATE log SET body = $1, body_hash = $2, prev_hash = $3, hash = $4 WHERE game_id = $5 AND seq = $6")
                .bind(text)
                .bind(body_hash)
                .bind(prev.clone())
                .bind(hash.clone())
                .bind(p.id().to_owned())
                .bind(seq)
                .execute(&mut conn)
                .await
                .unwrap();
            prev = hash;
        }
        // …and passes while the seeds are secret, but not once they are known.
        assert!(t.verify(p.id(), &p.keeper).await.unwrap().ok);
        let v = t.verify_as_owner(p.id()).await.unwrap();
        assert!(!v.ok);
        let broken = v.first_broken.unwrap();
        assert_eq!(broken.seq, roll.seq);
        assert!(broken.reason.contains("rolled again"), "{}", broken.reason);
    })
    .await;
}

#[tokio::test]
async fn ending_the_game_lets_anyone_recompute_the_public_rolls() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party_v1(t, "coc7").await;
        play(t, &p.keeper, &p.alice).await;
        let before = verify_export(&t.export(p.id(), Viewer::Anyone, false).await.unwrap());
        assert!(before.ok);
        assert_eq!(before.rolls_recomputed, 1, "the physical roll only");

        let ended = t.end_game(&p.keeper).await.unwrap();
        let export = t.export(p.id(), Viewer::Anyone, false).await.unwrap();
        assert_eq!(export["format"], "keeper-log-export");
        assert_eq!(export["game"]["fair_seed"], body(&ended)["fair_seed"]);
        assert!(export["game"].get("keeper_seed").is_none());
        let after = verify_export(&export);
        assert!(after.ok, "{after:?}");
        // 1d100, the physical 1d8, the post's tag; the hidden rolls stay unread.
        assert_eq!(after.rolls_recomputed, 3);
        assert_eq!(after.entries, ended.seq as usize);

        // A seed that does not open its commitment is refused.
        let mut wrong = export.clone();
        wrong["game"]["fair_seed"] = json!("00".repeat(32));
        let v = verify_export(&wrong);
        assert!(!v.ok);
        assert_eq!(v.first_broken.unwrap().seq, 0);

        // Once the Keeper's seed is out too, the Keeper can recompute every roll.
        t.reveal_keeper_seed(&p.keeper).await.unwrap();
        let keeper = t.verify(p.id(), &p.keeper).await.unwrap();
        assert!(keeper.ok);
        assert_eq!(keeper.rolls_recomputed, 5);
    })
    .await;
}

/// Renumbers and rehashes an export's entries, as a forger with the database would.
pub(crate) fn rechain(game: &str, entries: &mut [serde_json::Value]) {
    let mut prev = chain::GENESIS.to_owned();
    for (i, e) in entries.iter_mut().enumerate() {
        e["seq"] = json!(i + 1);
        e["prev_hash"] = json!(prev);
        let hash = chain::entry_hash(&Header {
            game,
            seq: i as i64 + 1,
            kind: e["kind"].as_str().unwrap(),
            visibility: e["visibility"].as_str().unwrap(),
            actor: e["actor"].as_str().unwrap(),
            created_at: e["created_at"].as_str().unwrap(),
            body_hash: e["body_hash"].as_str().unwrap(),
            prev_hash: &prev,
        });
        e["hash"] = json!(hash);
        prev = hash;
    }
}

#[tokio::test]
async fn a_roll_thrown_away_or_a_changed_commitment_is_caught() {
    let t = Table::open("sqlite::memory:").await.unwrap();
    let (game, keeper, _) = t
        .create_game(keeper_table::NewGame::new("Gaps", "coc7", "K"))
        .await
        .unwrap();
    for _ in 0..3 {
        t.roll(&keeper, RollOrder::expression("1d100", Visibility::Public))
            .await
            .unwrap();
    }
    let export = t.export(&game.id, Viewer::Anyone, true).await.unwrap();
    assert!(verify_export(&export).ok);

    // Entry 3 holds counter 1: without it, entry 3 (formerly 4) jumps from 0 to 2.
    let mut gap = export.clone();
    let entries = gap["entries"].as_array_mut().unwrap();
    entries.remove(2);
    rechain(&game.id, entries);
    let v = verify_export(&gap);
    let broken = v.first_broken.expect("a gap is found");
    assert_eq!(broken.seq, 3);
    assert!(broken.reason.contains("skipped"), "{}", broken.reason);

    // A commitment swapped in the game record no longer matches entry 1.
    let mut swapped = export.clone();
    swapped["game"]["fair_commitment"] = json!(chain::sha256_hex("another seed"));
    swapped["game"].as_object_mut().unwrap().remove("fair_seed");
    let broken = verify_export(&swapped).first_broken.expect("found");
    assert_eq!(broken.seq, 1);
    assert!(
        broken.reason.contains("fair_commitment"),
        "{}",
        broken.reason
    );
}
