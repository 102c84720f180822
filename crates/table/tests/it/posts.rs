//! Play by post: threads, posts with roll tags, edits and deletions.

use keeper_table::posts::{Change, Shown};
use keeper_table::{Paging, PostView, ThreadActivity, Viewer};
use serde_json::Value;

use crate::common::{expect_code, for_each_backend, party};

/// The tags of a post, each with its bound response (`None`: not rolled).
fn tags(post: &PostView) -> Vec<(String, Option<Value>)> {
    post.pieces
        .iter()
        .filter_map(|p| match p {
            Shown::Text { .. } => None,
            Shown::Roll { tag, response, .. } => Some((tag.clone(), Some(response.clone()))),
            Shown::Unrolled { tag } => Some((tag.clone(), None)),
        })
        .collect()
}

#[tokio::test]
async fn roll_tags_are_rolled_once_and_kept_through_edits() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        expect_code(t.create_thread(&p.observer, "Arkham").await, "forbidden");
        expect_code(t.create_thread(&p.alice, " ").await, "bad_field");
        let thread = t.create_thread(&p.alice, "Arkham").await.unwrap();
        assert_eq!(t.threads(p.id()).await.unwrap().len(), 1);

        let text =
            "I search [roll]1d6[/roll], hit [roll=\"d6\"]2[/roll] and look [roll]CC<=50[/roll].";
        expect_code(
            t.create_post(&p.observer, &thread.id, text).await,
            "forbidden",
        );
        expect_code(t.create_post(&p.alice, "nope", text).await, "not_found");
        expect_code(t.create_post(&p.alice, &thread.id, "  ").await, "bad_field");
        let post = t.create_post(&p.alice, &thread.id, text).await.unwrap();
        assert_eq!(post.author_name, "Alice");
        assert_eq!(post.body, text);
        let rolled = tags(&post);
        assert_eq!(rolled.len(), 3);
        let dice = rolled[0].1.clone().unwrap();
        assert_eq!(dice["ok"], true);
        let d6 = dice["result"]["total"].as_i64().unwrap();
        assert!((1..=6).contains(&d6));
        let classic = rolled[1].1.clone().unwrap();
        assert_eq!(classic["result"]["rolls"][0]["count"], 2);
        assert_eq!(classic["result"]["rolls"][0]["die"], "d6");
        let bcdice = rolled[2].1.clone().unwrap();
        assert_eq!(bcdice["result"]["targets"][0], 50);
        assert!(matches!(post.pieces[0], Shown::Text { ref text } if text == "I search "));

        // An edit keeps the rolls of unchanged tags and rolls nothing new.
        let edited_text =
            "I search [roll]1d6[/roll], hit [roll=\"d6\"]3[/roll] and look [roll]CC<=50[/roll]!";
        expect_code(
            t.edit_post(&p.bob, &post.id, edited_text).await,
            "forbidden",
        );
        let edited = t.edit_post(&p.alice, &post.id, edited_text).await.unwrap();
        assert_eq!(edited.body, edited_text);
        assert!(edited.edited_seq.is_some());
        let after = tags(&edited);
        assert_eq!(after[0], rolled[0]);
        assert_eq!(after[1], ("[roll=\"d6\"]3[/roll]".to_owned(), None));
        assert_eq!(after[2], rolled[2]);
        // The Keeper may edit too. The tag lost its words ("I search"), so it no longer
        // shows the roll inline; the roll stays with the post, with those words.
        t.edit_post(&p.keeper, &post.id, "[roll]1d6[/roll]")
            .await
            .unwrap();
        let by_keeper = t.post(p.id(), &post.id).await.unwrap();
        assert_eq!(tags(&by_keeper)[0], (rolled[0].0.clone(), None));
        assert_eq!(by_keeper.rolls.len(), 3);
        assert_eq!(by_keeper.rolls[0].before, "I search");
        assert_eq!(Some(&by_keeper.rolls[0].response), rolled[0].1.as_ref());
        assert_eq!(by_keeper.versions.len(), 3);
        assert_eq!(by_keeper.versions[2].by_name, "Kay");

        // A deletion hides the text; the log keeps every entry and roll.
        expect_code(t.delete_post(&p.bob, &post.id).await, "forbidden");
        let deleted = t.delete_post(&p.alice, &post.id).await.unwrap();
        assert!(deleted.deleted_seq.is_some());
        assert!(deleted.body.is_empty() && deleted.pieces.is_empty());
        // ... but not its rolls: the stub keeps each result with its words.
        assert_eq!(deleted.rolls.len(), 3);
        assert_eq!(Some(&deleted.rolls[0].response), rolled[0].1.as_ref());
        assert_eq!(deleted.deleted_by.as_deref(), Some("Alice"));
        assert!(deleted.versions.is_empty());
        expect_code(t.edit_post(&p.alice, &post.id, "again").await, "not_found");
        expect_code(t.delete_post(&p.keeper, &post.id).await, "not_found");
        let log = t.log(p.id(), Viewer::Anyone, 0, 1000).await.unwrap();
        let kinds: Vec<_> = log.iter().map(|e| e.kind.as_str()).collect();
        assert!(
            kinds.ends_with(&[
                "thread_created",
                "post",
                "post_edited",
                "post_edited",
                "post_deleted"
            ]),
            "{kinds:?}"
        );
        let original = log
            .iter()
            .find(|e| e.kind == "post")
            .unwrap()
            .body
            .clone()
            .unwrap();
        assert_eq!(original["body"], text);
        assert_eq!(original["steps"].as_array().unwrap().len(), 3);
        assert_eq!(original["steps"][0]["response"], dice);
        assert_eq!(t.posts(p.id(), &thread.id).await.unwrap().len(), 1);
        assert!(t.verify_as_owner(p.id()).await.unwrap().ok);
    })
    .await;
}

#[tokio::test]
async fn a_tag_that_cannot_be_rolled_stays_with_its_error() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let thread = t.create_thread(&p.keeper, "Notes").await.unwrap();
        let post = t
            .create_post(
                &p.keeper,
                &thread.id,
                "[roll]3d6 x[/roll] [roll]1d4[/roll] [roll=d8][/roll]",
            )
            .await
            .unwrap();
        let shown = tags(&post);
        assert_eq!(shown[0].1.as_ref().unwrap()["ok"], false);
        assert_eq!(
            shown[0].1.as_ref().unwrap()["error"]["code"],
            "bad_expression"
        );
        assert_eq!(shown[1].1.as_ref().unwrap()["ok"], true);
        // A malformed classic tag is reported by the engine, not rolled.
        assert_eq!(
            shown[2].1.as_ref().unwrap()["result"]["errors"][0]["problem"],
            "no_quotes"
        );
        assert!(
            t.verify_as_owner(p.id()).await.unwrap().ok,
            "{:?}",
            t.verify_as_owner(p.id()).await
        );
        t.end_game(&p.keeper).await.unwrap();
        let v =
            keeper_table::verify_export(&t.export(p.id(), Viewer::Anyone, false).await.unwrap());
        assert!(v.ok, "{v:?}");
        assert_eq!(v.rolls_recomputed, 2);
    })
    .await;
}

/// The rolls' totals as the text shows them now (`None`: not rolled there).
fn totals(post: &PostView) -> Vec<Option<i64>> {
    tags(post)
        .into_iter()
        .map(|(_, r)| r.and_then(|r| r["result"]["total"].as_i64()))
        .collect()
}

#[tokio::test]
async fn an_edit_cannot_move_a_result_to_other_words() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let thread = t.create_thread(&p.alice, "The library").await.unwrap();
        let text = "Spot: [roll]1d100[/roll] Listen: [roll]1d100[/roll]";
        let post = t.create_post(&p.alice, &thread.id, text).await.unwrap();
        let first = totals(&post);
        let (spot, listen) = (first[0].unwrap(), first[1].unwrap());
        assert_eq!(post.rolls[0].before, "Spot:");
        assert_eq!(post.rolls[1].before, "Listen:");
        assert!(post.rolls.iter().all(|r| r.in_text));
        assert!(post.versions.is_empty());

        // Swapping the words: each result stays with its own word, never with the tag
        // that took the other's place.
        let swapped = "Listen: [roll]1d100[/roll] Spot: [roll]1d100[/roll]";
        let edited = t.edit_post(&p.alice, &post.id, swapped).await.unwrap();
        assert_eq!(totals(&edited), [Some(listen), Some(spot)]);
        let kept: Vec<_> = edited
            .rolls
            .iter()
            .map(|r| {
                (
                    r.before.as_str(),
                    r.response["result"]["total"].as_i64(),
                    r.in_text,
                )
            })
            .collect();
        assert_eq!(
            kept,
            [("Spot:", Some(spot), true), ("Listen:", Some(listen), true)]
        );
        // Relabelled: the roll is not shown under the new word, and stays with its own.
        let relabelled = "Hide: [roll]1d100[/roll] Listen: [roll]1d100[/roll]";
        let moved = t.edit_post(&p.alice, &post.id, relabelled).await.unwrap();
        assert_eq!(totals(&moved), [None, Some(listen)]);
        assert!(!moved.rolls[0].in_text && moved.rolls[0].before == "Spot:");
        let edited = t.edit_post(&p.alice, &post.id, swapped).await.unwrap();

        // Every version stays readable: who, when, what changed.
        assert_eq!(edited.versions.len(), 4);
        assert_eq!(edited.versions[0].body, text);
        assert_eq!(edited.versions[0].seq, post.seq);
        assert_eq!(edited.versions[1].body, swapped);
        assert_eq!(edited.versions[2].body, relabelled);
        assert!(
            edited.versions[2]
                .changes
                .contains(&Change::Added("Hide:".to_owned()))
        );
        assert_eq!(edited.versions[3].by, p.alice.id);
        assert_eq!(Some(edited.versions[3].seq), edited.edited_seq);
        assert!(!edited.versions[1].at.is_empty());
        assert!(
            edited.versions[1]
                .changes
                .contains(&Change::Removed("Spot:".to_owned()))
        );
        assert!(
            edited.versions[1]
                .changes
                .contains(&Change::Added("Listen:".to_owned()))
        );

        // Putting the words back with their tags shows each result again, where it was.
        let back = "Spot: [roll]1d100[/roll] Listen: [roll]1d100[/roll]";
        let again = t.edit_post(&p.alice, &post.id, back).await.unwrap();
        assert_eq!(totals(&again), first);
        assert_eq!(again.versions.len(), 5);
        // The thread's list says the same as the post alone.
        let listed = t.posts(p.id(), &thread.id).await.unwrap();
        assert_eq!(listed[0].rolls, again.rolls);
        assert_eq!(listed[0].versions.len(), 5);
    })
    .await;
}

#[tokio::test]
async fn a_deleted_post_keeps_its_rolls_and_results_in_view() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let thread = t.create_thread(&p.alice, "Cellar").await.unwrap();
        let post = t
            .create_post(
                &p.alice,
                &thread.id,
                "Dodge [roll]1d100[/roll]\nLuck [roll]1d100[/roll]",
            )
            .await
            .unwrap();
        let results = totals(&post);
        // The Keeper deletes it: the stub says who, and keeps both results and words.
        t.delete_post(&p.keeper, &post.id).await.unwrap();
        for view in [
            t.post(p.id(), &post.id).await.unwrap(),
            t.posts(p.id(), &thread.id).await.unwrap().remove(0),
        ] {
            assert!(view.deleted_seq.is_some());
            assert_eq!(view.deleted_by.as_deref(), Some("Kay"));
            let kept: Vec<_> = view
                .rolls
                .iter()
                .map(|r| {
                    (
                        r.n,
                        r.before.as_str(),
                        r.response["result"]["total"].as_i64(),
                    )
                })
                .collect();
            assert_eq!(kept, [(1, "Dodge", results[0]), (2, "Luck", results[1])]);
        }
    })
    .await;
}

#[tokio::test]
async fn secret_tags_roll_for_the_keepers_eyes_only() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let thread = t.create_thread(&p.alice, "The crypt").await.unwrap();
        let text =
            "Listen [roll secret]1d100[/roll], Luck [roll]SCC<=50[/roll], Spot [roll]1d100[/roll]";
        let post = t.create_post(&p.alice, &thread.id, text).await.unwrap();
        // The author does not see her secret rolls: only that they are secret.
        assert_eq!(post.rolls.len(), 3);
        for r in &post.rolls[..2] {
            let entry = r.secret_entry.expect("a secret roll has its entry");
            assert_eq!(r.response, keeper_table::posts::secret_response(entry));
        }
        assert!(post.rolls[2].secret_entry.is_none());
        assert_eq!(post.rolls[2].response["ok"], true);
        // The public post entry holds no secret result; each is its own blind entry.
        let log = t.log(p.id(), Viewer::Anyone, 0, 1000).await.unwrap();
        let entry = log.iter().find(|e| e.kind == "post").unwrap();
        let steps = entry.body.as_ref().unwrap()["steps"]
            .as_array()
            .unwrap()
            .clone();
        assert!(steps[0].get("response").is_none() && steps[1].get("response").is_none());
        assert!(
            !log.iter()
                .any(|e| e.seq == post.rolls[0].secret_entry.unwrap())
        );
        let keeper_log = t.log(p.id(), p.keeper.viewer(), 0, 1000).await.unwrap();
        let blind = keeper_log
            .iter()
            .find(|e| e.seq == post.rolls[1].secret_entry.unwrap())
            .unwrap();
        assert_eq!(blind.kind, "roll");
        assert_eq!(blind.visibility, keeper_table::Visibility::Keeper);
        assert_eq!(blind.body.as_ref().unwrap()["source"], "keeper_seed");

        // Whoever reads it: the Keeper sees the results, nobody else does.
        let seen = |v: keeper_table::Viewer<'_>| {
            let (t, game, id) = (t.clone(), p.id().to_owned(), post.id.clone());
            let v = match v {
                Viewer::Anyone => None,
                Viewer::Member { id, role } => Some((id.to_owned(), role)),
            };
            async move {
                let viewer = match &v {
                    None => Viewer::Anyone,
                    Some((id, role)) => Viewer::Member { id, role: *role },
                };
                let one = t.post_seen(&game, &id, viewer).await.unwrap();
                let all = t.posts_seen(&game, &one.thread, viewer).await.unwrap();
                assert_eq!(all[0].rolls, one.rolls);
                one
            }
        };
        let as_keeper = seen(p.keeper.viewer()).await;
        assert_eq!(as_keeper.rolls[0].response["ok"], true);
        assert_eq!(as_keeper.rolls[1].response["result"]["secret"], true);
        assert!(tags(&as_keeper)[0].1.as_ref().unwrap()["ok"] == true);
        for v in [
            p.alice.viewer(),
            p.bob.viewer(),
            p.observer.viewer(),
            Viewer::Anyone,
        ] {
            let other = seen(v).await;
            assert!(
                other.rolls[..2]
                    .iter()
                    .all(|r| r.response.get("ok").is_none()),
                "{v:?}"
            );
            assert!(
                tags(&other)[..2]
                    .iter()
                    .all(|(_, r)| r.as_ref().unwrap().get("ok").is_none())
            );
        }
        // The chain verifies, secret rolls and all.
        assert!(t.verify_as_owner(p.id()).await.unwrap().ok);

        // Revealed by the Keeper, a secret roll is everyone's.
        t.reveal(&p.keeper, post.rolls[0].secret_entry.unwrap())
            .await
            .unwrap();
        let revealed = seen(Viewer::Anyone).await;
        assert_eq!(revealed.rolls[0].response, as_keeper.rolls[0].response);
        assert!(revealed.rolls[1].response.get("ok").is_none());
    })
    .await;
}

#[tokio::test]
async fn a_post_to_the_keeper_only_is_read_by_its_author_and_the_keeper() {
    use keeper_table::Visibility;
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let thread = t.create_thread(&p.alice, "Night").await.unwrap();
        expect_code(
            t.create_post_for(&p.alice, &thread.id, "x", Visibility::Keeper)
                .await,
            "bad_field",
        );
        let open = t.create_post(&p.bob, &thread.id, "Hello").await.unwrap();
        let text = "I pocket the idol. Sleight [roll]1d100[/roll]";
        let post = t
            .create_post_for(&p.alice, &thread.id, text, Visibility::Private)
            .await
            .unwrap();
        assert_eq!(post.visibility, Visibility::Private);
        assert_eq!(post.rolls[0].response["ok"], true);
        let ids = |v: Viewer<'_>| {
            let (t, game, thread) = (t.clone(), p.id().to_owned(), thread.id.clone());
            let v = match v {
                Viewer::Anyone => None,
                Viewer::Member { id, role } => Some((id.to_owned(), role)),
            };
            async move {
                let viewer = match &v {
                    None => Viewer::Anyone,
                    Some((id, role)) => Viewer::Member { id, role: *role },
                };
                t.posts_seen(&game, &thread, viewer)
                    .await
                    .unwrap()
                    .into_iter()
                    .map(|p| p.id)
                    .collect::<Vec<_>>()
            }
        };
        let both = vec![open.id.clone(), post.id.clone()];
        assert_eq!(ids(p.keeper.viewer()).await, both);
        assert_eq!(ids(p.alice.viewer()).await, both);
        for v in [p.bob.viewer(), p.observer.viewer(), Viewer::Anyone] {
            assert_eq!(ids(v).await, vec![open.id.clone()], "{v:?}");
            expect_code(t.post_seen(p.id(), &post.id, v).await, "not_found");
        }
        // Another player cannot learn it exists by trying to change it.
        expect_code(t.edit_post(&p.bob, &post.id, "x").await, "not_found");
        expect_code(t.delete_post(&p.bob, &post.id).await, "not_found");
        // Its entry and its edits are private entries; its rolls use the Keeper's seed.
        let edited = t
            .edit_post(
                &p.alice,
                &post.id,
                "I pocket it. Sleight [roll]1d100[/roll]",
            )
            .await
            .unwrap();
        assert_eq!(edited.versions.len(), 2);
        let log = t.log(p.id(), p.bob.viewer(), 0, 1000).await.unwrap();
        assert!(
            !log.iter()
                .any(|e| e.seq == post.seq || e.seq == edited.edited_seq.unwrap())
        );
        let log = t.log(p.id(), p.keeper.viewer(), 0, 1000).await.unwrap();
        let entry = log.iter().find(|e| e.seq == post.seq).unwrap();
        assert_eq!(entry.visibility, Visibility::Private);
        assert_eq!(entry.body.as_ref().unwrap()["source"], "keeper_seed");
        assert!(t.verify_as_owner(p.id()).await.unwrap().ok);
        let v =
            keeper_table::verify_export(&t.export(p.id(), Viewer::Anyone, false).await.unwrap());
        assert!(v.ok, "{v:?}");
    })
    .await;
}

#[tokio::test]
async fn a_secret_bcdice_command_in_the_dice_box_is_a_blind_roll() {
    use keeper_table::{RollOrder, Visibility};
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let open = t
            .roll(
                &p.alice,
                RollOrder::expression("CC<=50", Visibility::Public),
            )
            .await
            .unwrap();
        assert_eq!(open.visibility, Visibility::Public);
        let secret = t
            .roll(
                &p.alice,
                RollOrder::expression("SCC<=50", Visibility::Public),
            )
            .await
            .unwrap();
        assert_eq!(secret.visibility, Visibility::Keeper);
        let b: serde_json::Value = serde_json::from_str(&secret.body).unwrap();
        assert_eq!(b["source"], "keeper_seed");
        assert_eq!(b["steps"][0]["response"]["result"]["secret"], true);
        // The others see that it happened, not what it gave.
        let seen = t.entry(p.id(), secret.seq, p.bob.viewer()).await.unwrap();
        assert!(seen.body.is_none());
        expect_code(
            t.entry(p.id(), secret.seq, Viewer::Anyone).await,
            "not_found",
        );
        assert!(
            t.entry(p.id(), secret.seq, p.keeper.viewer())
                .await
                .unwrap()
                .body
                .is_some()
        );
        assert!(t.verify_as_owner(p.id()).await.unwrap().ok);
    })
    .await;
}

#[tokio::test]
async fn with_a_dice_thread_tags_elsewhere_are_shown_not_rolled() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let talk = t.create_thread(&p.alice, "Talk").await.unwrap();
        // Before there is a dice thread, tags roll anywhere.
        let before = t
            .create_post(&p.alice, &talk.id, "[roll]1d6[/roll]")
            .await
            .unwrap();
        assert_eq!(before.rolls[0].response["ok"], true);
        expect_code(
            t.create_thread_for(&p.alice, "Dice", true).await,
            "forbidden",
        );
        let dice = t.create_thread_for(&p.keeper, "Dice", true).await.unwrap();
        assert!(dice.dice);
        expect_code(
            t.create_thread_for(&p.keeper, "More dice", true).await,
            "bad_field",
        );
        let elsewhere = t
            .create_post(&p.alice, &talk.id, "Spot: [roll]1d100[/roll]")
            .await
            .unwrap();
        let r = &elsewhere.rolls[0].response;
        assert_eq!(r["ok"], false);
        assert_eq!(r["error"]["code"], "not_dice_thread");
        assert!(
            r["error"]["message"].as_str().unwrap().contains("Dice"),
            "{r}"
        );
        let there = t
            .create_post(&p.alice, &dice.id, "Spot: [roll]1d100[/roll]")
            .await
            .unwrap();
        assert_eq!(there.rolls[0].response["ok"], true);
        assert!(
            t.threads(p.id())
                .await
                .unwrap()
                .iter()
                .any(|x| x.id == dice.id && x.dice)
        );
        assert!(t.verify_as_owner(p.id()).await.unwrap().ok);
    })
    .await;
}

#[tokio::test]
async fn the_thread_list_counts_and_dates_only_the_posts_its_reader_may_read() {
    use keeper_table::Visibility;
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let night = t.create_thread(&p.alice, "Night").await.unwrap();
        let quiet = t.create_thread(&p.alice, "Quiet").await.unwrap();
        let open = t.create_post(&p.bob, &night.id, "Hello").await.unwrap();
        let hidden = t
            .create_post_for(&p.alice, &night.id, "Psst", Visibility::Private)
            .await
            .unwrap();
        // A thread with a hidden post only: absent for whoever may not read it.
        let secret = t
            .create_post_for(&p.alice, &quiet.id, "Alone", Visibility::Private)
            .await
            .unwrap();
        assert!(hidden.seq > open.seq);
        for v in [p.keeper.viewer(), p.alice.viewer()] {
            let a = t.thread_activity(p.id(), v).await.unwrap();
            assert_eq!(a[&night.id].posts, 2, "{v:?}");
            assert_eq!(a[&night.id].last_seq, Some(hidden.seq), "{v:?}");
            assert_eq!(a[&night.id].last_post_at.as_ref(), Some(&hidden.created_at));
            assert_eq!(a[&quiet.id].last_seq, Some(secret.seq), "{v:?}");
        }
        for v in [p.bob.viewer(), p.observer.viewer(), Viewer::Anyone] {
            let a = t.thread_activity(p.id(), v).await.unwrap();
            assert_eq!(a[&night.id].posts, 1, "{v:?}");
            assert_eq!(a[&night.id].last_seq, Some(open.seq), "{v:?}");
            assert_eq!(a[&night.id].last_post_at.as_ref(), Some(&open.created_at));
            assert!(!a.contains_key(&quiet.id), "{v:?}");
        }
        // A deleted post keeps its place in the thread, and in the count.
        t.delete_post(&p.bob, &open.id).await.unwrap();
        let a = t.thread_activity(p.id(), p.bob.viewer()).await.unwrap();
        assert_eq!(a[&night.id].posts, 1);
    })
    .await;
}

#[tokio::test]
async fn each_member_keeps_the_last_post_seen_of_each_thread() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let night = t.create_thread(&p.alice, "Night").await.unwrap();
        let day = t.create_thread(&p.alice, "Day").await.unwrap();
        assert_eq!(t.thread_seen(&p.bob, &night.id).await.unwrap(), 0);
        let first = t.create_post(&p.alice, &night.id, "One").await.unwrap();
        let second = t.create_post(&p.alice, &night.id, "Two").await.unwrap();
        t.see_thread(&p.bob, &night.id, second.seq).await.unwrap();
        // An older page seen later does not lower it.
        t.see_thread(&p.bob, &night.id, first.seq).await.unwrap();
        assert_eq!(t.thread_seen(&p.bob, &night.id).await.unwrap(), second.seq);
        // Each member and each thread apart.
        assert_eq!(t.thread_seen(&p.alice, &night.id).await.unwrap(), 0);
        assert_eq!(t.thread_seen(&p.bob, &day.id).await.unwrap(), 0);
        t.see_thread(&p.observer, &night.id, first.seq)
            .await
            .unwrap();
        assert_eq!(
            t.thread_seen(&p.observer, &night.id).await.unwrap(),
            first.seq
        );
    })
    .await;
}

#[tokio::test]
async fn what_is_new_to_a_member_counts_others_posts_after_their_last_visit() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let night = t.create_thread(&p.alice, "Night").await.unwrap();
        let one = t.create_post(&p.alice, &night.id, "One").await.unwrap();
        let two = t.create_post(&p.bob, &night.id, "Two").await.unwrap();
        let unread = |a: std::collections::HashMap<String, ThreadActivity>| a[&night.id].unread;
        // Never visited: every post by someone else; one's own never.
        assert_eq!(
            unread(t.thread_activity(p.id(), p.keeper.viewer()).await.unwrap()),
            2
        );
        assert_eq!(
            unread(t.thread_activity(p.id(), p.alice.viewer()).await.unwrap()),
            1
        );
        assert_eq!(
            unread(t.thread_activity(p.id(), p.bob.viewer()).await.unwrap()),
            1
        );
        // Someone who is not a member has no visits to count from.
        assert_eq!(
            unread(t.thread_activity(p.id(), Viewer::Anyone).await.unwrap()),
            0
        );
        t.see_thread(&p.keeper, &night.id, one.seq).await.unwrap();
        assert_eq!(
            unread(t.thread_activity(p.id(), p.keeper.viewer()).await.unwrap()),
            1
        );
        // The same count, and the first of them, one page of the thread at a time.
        let page = t
            .post_page(
                &p.keeper,
                &night.id,
                Paging {
                    page: None,
                    per_page: Some(1),
                },
            )
            .await
            .unwrap();
        assert_eq!(
            (page.total, page.unread, page.pages, page.page),
            (2, 1, 2, 2)
        );
        assert_eq!(page.first_unread.as_deref(), Some(two.id.as_str()));
        assert_eq!(page.posts.len(), 1);
        assert!(page.is_new(&p.keeper, &page.posts[0]));
        t.see_thread(&p.keeper, &night.id, two.seq).await.unwrap();
        assert_eq!(
            unread(t.thread_activity(p.id(), p.keeper.viewer()).await.unwrap()),
            0
        );
    })
    .await;
}
