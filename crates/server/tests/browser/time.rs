//! Game time passing from the Keeper's screen: the day's Sanity losses shown beside SAN,
//! hours that give Magic Points back (coc7 C5) and a new day that restarts the count (N5).

use serde_json::json;

use crate::development::adas_game;
use crate::fight::{get, into_view, keeper_and_phone};
use crate::harness::{self, click, fill, shot, wait_text};
use crate::live::post;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keeper_passes_hours_and_begins_a_new_day() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at, ada) = adas_game(&base, "Time").await;
    post(
        &base,
        &format!("/games/{game}/characters/{ada}/events"),
        Some(&kt),
        json!({"events": [{"event": "magic_spent", "amount": 4}, {"event": "sanity_lost", "amount": 3}]}),
    )
    .await;
    let (keeper, phone) = keeper_and_phone(&driver, &base, &game, (&kt, &at), "en").await;
    phone.close().await.ok();
    keeper
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    let card = format!("#keeper-character-{ada}");
    let summary = wait_text(&keeper, &card, |t| t.contains("3 SAN lost today")).await;
    assert!(summary.contains("MP 6/10"), "{summary}");
    fill(&keeper, "#time-hours", "3").await;
    click(&keeper, "#time-new-day").await;
    into_view(&keeper, "#time").await;
    shot(&keeper, "90-keeper-time-passes").await;
    click(&keeper, "#time-pass").await;
    wait_text(&keeper, "#time-status", |t| t.contains("1 sheet changed")).await;
    // The page reloads with the sheet as it is now: 3 MP back, the day's count gone.
    let summary = wait_text(&keeper, &card, |t| t.contains("MP 9/10")).await;
    assert!(!summary.contains("lost today"), "{summary}");
    let got = get(&base, &format!("/games/{game}/characters/{ada}"), &kt).await;
    assert_eq!(got["derived"]["sheet"]["lost_today"], 0, "{got}");
    // The log says what passed, then what changed.
    keeper.goto(&format!("{base}/games/{game}")).await.unwrap();
    wait_text(&keeper, "#log", |t| {
        t.contains("3 hours pass · a new day begins") && t.contains("3 Magic Points regained")
    })
    .await;
    keeper.close().await.ok();
}

/// Outside a fight, the Keeper asks for a dying investigator's CON roll (H4) from the
/// screen; the player answers it with one click, and the sheet gives CON.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keeper_asks_for_the_dying_con_roll() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at, ada) = adas_game(&base, "Dying").await;
    // A major wound, then down to 0 HP: dying (H3, H4).
    post(
        &base,
        &format!("/games/{game}/characters/{ada}/events"),
        Some(&kt),
        json!({"events": [{"event": "damaged", "amount": 5}, {"event": "damaged", "amount": 5}]}),
    )
    .await;
    let (keeper, phone) = keeper_and_phone(&driver, &base, &game, (&kt, &at), "en").await;
    keeper
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    let button = format!("#ask-dying-{ada}");
    into_view(&keeper, &button).await;
    click(&keeper, &button).await;
    wait_text(
        &keeper,
        &format!("#keeper-character-{ada} .ask-dying .form-status"),
        |t| t.contains("Done"),
    )
    .await;
    // Alice's table shows the request live; one click answers it from the sheet.
    wait_text(&phone, "#requests", |t| t.contains("Ada")).await;
    crate::harness::wait_for(&phone, ".request-answer").await;
    click(&phone, ".request-answer").await;
    let card = wait_text(&phone, "#last-roll", |t| {
        t.contains("CON") || t.contains("dying")
    })
    .await;
    assert!(card.contains("Ada"), "{card}");
    assert!(card.contains("answers the request #"), "{card}");
    into_view(&phone, "#last-roll").await;
    shot(&phone, "91-dying-con-roll-answered").await;
    // The request names its one answer in the log.
    keeper.goto(&format!("{base}/games/{game}")).await.unwrap();
    wait_text(&keeper, "#log", |t| t.contains("answered in roll #")).await;
    for c in [keeper, phone] {
        c.close().await.ok();
    }
}

/// A 7th edition sheet's other rules: the Reality Check against the sheet's SAN (N3)
/// and Magic Points spent (C5), one click each.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reality_check_and_magic_from_the_sheet() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at, ada) = adas_game(&base, "Dreams").await;
    let (keeper, phone) = keeper_and_phone(&driver, &base, &game, (&kt, &at), "en").await;
    keeper.close().await.ok();
    let page = format!("/games/{game}/characters/{ada}");
    phone.goto(&format!("{base}{page}")).await.unwrap();
    into_view(&phone, "#sheet-more").await;
    click(&phone, "#more-reality").await;
    wait_text(&phone, "#last-roll", |t| t.contains("Reality")).await;
    fill(&phone, "#more-magic-points", "3").await;
    click(&phone, "#more-magic").await;
    wait_text(&phone, "#sheet-summary", |t| t.contains("MP 7/10")).await;
    let got = get(&base, &page, &at).await;
    assert_eq!(got["derived"]["mp"], 7, "{got}");
    phone.close().await.ok();
}
