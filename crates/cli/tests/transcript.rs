//! `keeper transcript --db … --game …`: a game's session transcript from the terminal,
//! as anyone may read it.

mod common;

use keeper_table::{NewGame, Role, RollOrder, Table, Visibility};

#[tokio::test]
async fn the_transcript_of_a_game_from_the_terminal() {
    let dir = std::env::temp_dir().join(format!("keeper-transcript-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = format!("sqlite:{}", dir.join("t.db").display());
    let table = Table::open(&db).await.unwrap();
    let (game, keeper, _) = table
        .create_game(NewGame::new("Masks of Nyarlathotep", "coc7", "Kay"))
        .await
        .unwrap();
    let invite = table.invite(&keeper, Role::Player).await.unwrap();
    let (alice, _) = table.join(&game.id, &invite, "Alice").await.unwrap();
    let thread = table.create_thread(&alice, "The library").await.unwrap();
    let post = table
        .create_post(&alice, &thread.id, "Spot: [roll]1d100[/roll]")
        .await
        .unwrap();
    let spot = post.rolls[0].response["result"]["total"].as_i64().unwrap();
    let mut blind = RollOrder::expression("1d1000000+1d1000000", Visibility::Keeper);
    blind.label = Some("Hidden".into());
    let hidden = table.roll(&keeper, blind).await.unwrap();
    let hidden: serde_json::Value = serde_json::from_str(&hidden.body).unwrap();
    let hidden_total = hidden["steps"][0]["response"]["result"]["total"]
        .as_i64()
        .unwrap();
    drop(table);

    let run = |extra: &[&str]| {
        let out = common::keeper_command("en")
            .args(["transcript", "--db", &db, "--game", &game.id])
            .args(extra)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let (code, md) = run(&[]);
    assert_eq!(code, Some(0), "{md}");
    assert!(md.starts_with("# Masks of Nyarlathotep"), "{md}");
    assert!(md.contains(&format!("Spot: 1d100 = {spot}")), "{md}");
    assert!(md.contains(&format!("/r/{}/{}/1", game.id, post.seq)));
    assert!(!md.contains(&hidden_total.to_string()), "{md}");
    let (code, page) = run(&["--format", "html"]);
    assert_eq!(code, Some(0));
    assert!(page.starts_with("<!DOCTYPE html>") && page.contains("<style>"));
    let out = common::keeper_command("en")
        .args(["transcript", "--db", &db, "--game", "nope"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}
