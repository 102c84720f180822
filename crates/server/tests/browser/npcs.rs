//! The Keeper brings a ghoul to the table: pastes its stat block (a wrong line first,
//! which the page points at), keeps it secret, shows it to the players, and wounds it
//! from the damage form, the rules judging the major wound; the player's page learns
//! its name live and never its stats.

use serde_json::json;

use crate::harness::{self, click, fill, select, shot, wait_for, wait_text};
use crate::live::{post, signed_in};

const GHOUL: &str = include_str!("../../../../docs/npcs/coc7/ghoul.txt");

#[tokio::test]
async fn the_keeper_brings_a_ghoul_to_the_table() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let made = post(
        &base,
        "/games",
        None,
        json!({"name": "Burying Ground", "system": "coc7", "keeper_name": "Kay"}),
    )
    .await;
    let game = made["game"]["id"].as_str().unwrap().to_owned();
    let kt = made["token"].as_str().unwrap().to_owned();
    let invite = post(
        &base,
        &format!("/games/{game}/invites"),
        Some(&kt),
        json!({"role": "player"}),
    )
    .await["invite"]
        .as_str()
        .unwrap()
        .to_owned();
    let pt = post(
        &base,
        &format!("/games/{game}/join"),
        None,
        json!({"invite": invite, "name": "Brian"}),
    )
    .await["token"]
        .as_str()
        .unwrap()
        .to_owned();

    let keeper = signed_in(&driver, &base, &game, &kt).await;
    keeper
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    wait_for(&keeper, "#npc-form").await;
    wait_for(&keeper, "body[data-live-state=connected]").await;
    let player = signed_in(&driver, &base, &game, &pt).await;
    wait_for(&player, "body[data-live-state=connected]").await;

    // A damage the rules cannot read: the page says which line, and selects it.
    fill(
        &keeper,
        "#npc-statblock",
        "Cultist\nSTR 55 CON 60\nKnife 40% (20/8), damage 1D4+knife",
    )
    .await;
    click(&keeper, "#npc-submit").await;
    let said = wait_text(&keeper, "#npc-status", |t| t.contains("line 3")).await;
    assert!(said.contains("1D4+knife"), "{said}");
    let selected = keeper
        .execute(
            "const a = document.getElementById('npc-statblock'); return a.value.slice(a.selectionStart, a.selectionEnd);",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(selected, json!("Knife 40% (20/8), damage 1D4+knife"));
    shot(&keeper, "60-npc-import-error").await;

    // The ghoul, as docs/npcs gives it: a card only the Keeper sees.
    fill(&keeper, "#npc-statblock", GHOUL.trim_end()).await;
    click(&keeper, "#npc-submit").await;
    let card = wait_text(&keeper, "#npc-list", |t| t.contains("Ghoul")).await;
    assert!(card.contains("only you see it"), "{card}");
    assert!(card.contains("HP 13/13"), "{card}");
    let id = wait_for(&keeper, "#npc-list li.card")
        .await
        .attr("id")
        .await
        .unwrap()
        .unwrap()
        .trim_start_matches("npc-")
        .to_owned();
    shot(&keeper, "61-npc-made").await;
    let table = wait_text(&player, "body", |t| !t.is_empty()).await;
    assert!(
        !table.contains("Ghoul"),
        "the player learns of the ghoul: {table}"
    );

    // Shown: the player's log names it, live.
    click(&keeper, &format!("#npc-{id} button[data-action=show-npc]")).await;
    let log = wait_text(&player, "#log", |t| {
        t.contains("Ghoul of the Old Burying Ground")
    })
    .await;
    assert!(log.contains("Showed the non-player character"), "{log}");
    wait_text(&keeper, "#npc-list", |t| t.contains("shown to the players")).await;
    shot(&player, "62-npc-shown-to-player").await;

    // Brian's 7 points of damage: a major wound by H3 (2 × 7 ≥ 13), on the card at once.
    keeper.refresh().await.unwrap();
    wait_for(&keeper, "body[data-live-state=connected]").await;
    select(&keeper, "#damage-character", &id).await;
    fill(&keeper, "#damage-expr", "7").await;
    click(&keeper, "#damage-roll").await;
    let card = wait_text(&keeper, &format!("#npc-{id}"), |t| t.contains("HP 6/13")).await;
    assert!(card.contains("major wound"), "{card}");
    scroll(&keeper, "#npcs").await;
    shot(&keeper, "63-npc-wounded").await;
    // The player reads that it was hurt, never its stats.
    let page = wait_text(&player, "body", |t| !t.is_empty()).await;
    for stat in ["Claw", "Bite", "Dodge 40", "firearms"] {
        assert!(!page.contains(stat), "{stat} reaches the player: {page}");
    }
    player
        .goto(&format!("{base}/games/{game}/characters/{id}"))
        .await
        .unwrap();
    let seen = wait_text(&player, "h1", |t| !t.is_empty()).await;
    assert_eq!(seen, "Ghoul of the Old Burying Ground");
    let page = wait_text(&player, "body", |t| !t.is_empty()).await;
    assert!(!page.contains("Claw") && !page.contains("HP 6"), "{page}");

    // The Keeper's sheet of it: stats, wounds, attacks, and its rolls.
    keeper
        .goto(&format!("{base}/games/{game}/characters/{id}"))
        .await
        .unwrap();
    let sheet = wait_text(&keeper, "#sheet-state", |t| t.contains("Claw")).await;
    assert!(sheet.contains("major wound"), "{sheet}");
    assert!(sheet.contains("1D6+DB"), "{sheet}");
    wait_for(&keeper, "button.skill-button[data-skill='Claw']").await;
    shot(&keeper, "64-npc-sheet").await;

    // On a phone, in Russian: the Keeper's NPCs and their wounds in the reader's words.
    let phone = driver.browser(390, 844).await;
    phone
        .goto(&format!("{base}/games/{game}/signin?token={kt}"))
        .await
        .unwrap();
    click(&phone, "#signin-submit").await;
    wait_for(&phone, "#log").await;
    select(&phone, "#language-select", "ru").await;
    click(&phone, "#language-submit").await;
    wait_for(&phone, "html[lang='ru']").await;
    phone
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    let card = wait_text(&phone, &format!("#npc-{id}"), |t| t.contains("ОЗ 6/13")).await;
    assert!(
        card.contains("НИП") && card.contains("серьёзная рана"),
        "{card}"
    );
    assert!(card.contains("показан игрокам"), "{card}");
    scroll(&phone, "#npcs").await;
    shot(&phone, "65-npc-keeper-phone-ru").await;
    phone.close().await.unwrap();

    player.close().await.unwrap();
    keeper.close().await.unwrap();
}

async fn scroll(c: &fantoccini::Client, css: &str) {
    c.execute(
        "document.querySelector(arguments[0]).scrollIntoView({block: 'start'});",
        vec![json!(css)],
    )
    .await
    .unwrap();
}
