//! The forum's house rules on a classic roll's card (classic M2, M3), read in seed 004's
//! Portuguese: a failed check offers the Luck that makes it a success and a re-roll for
//! 1 Magic Point, and each is one click that comes off the sheet.

use serde_json::json;

use crate::development::players_character;
use crate::fight::{click_fresh, game_of_two, get, into_view, keeper_and_phone};
use crate::harness::{self, click, fill, shot, wait_for, wait_text};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_classic_check_takes_luck_or_a_magic_point_in_portuguese() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at) = game_of_two(
        &base,
        "classic",
        "pt-BR",
        ("Regras da casa", "Kay", "Alice"),
    )
    .await;
    let sheet = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
        "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
        "skills": {"Spot Hidden": 40, "Listen": 50}});
    let walter = players_character(&base, &game, (&kt, &at), sheet).await;
    let (keeper, phone) = keeper_and_phone(&driver, &base, &game, (&kt, &at), "pt-BR").await;
    let page = format!("/games/{game}/characters/{walter}");
    phone.goto(&format!("{base}{page}")).await.unwrap();
    // 55 against Encontrar 40: 15 Luck makes it a success (M3), or 1 MP rolls again (M2).
    crate::open_check(&phone, "Spot Hidden").await;
    fill(&phone, "#check-physical", "55").await;
    click(&phone, "#check-roll").await;
    wait_for(&phone, "#last-roll .luck-button[data-points=\"15\"]").await;
    let offered = wait_text(&phone, "#last-roll .follow-up-actions", |t| !t.is_empty()).await;
    assert!(offered.contains("Gastar 15 de Sorte"), "{offered}");
    assert!(
        offered.contains("Rolar de novo por 1 PM (PM 13)"),
        "{offered}"
    );
    assert!(
        phone
            .find(fantoccini::Locator::Css("#last-roll .push-button"))
            .await
            .is_err(),
        "classic has no push"
    );
    into_view(&phone, "#last-roll").await;
    shot(&phone, "88-classic-luck-and-mp-offered").await;
    click(&phone, "#last-roll .luck-button[data-points=\"15\"]").await;
    wait_text(&phone, "#last-roll", |t| {
        t.contains("Sorte gasta na rolagem #")
    })
    .await;
    let got = get(&base, &page, &at).await;
    assert_eq!(got["derived"]["luck"], 50, "{got}");

    // Another failure, re-rolled for a Magic Point.
    crate::open_check(&phone, "Spot Hidden").await;
    fill(&phone, "#check-physical", "70").await;
    click(&phone, "#check-roll").await;
    wait_for(&phone, "#last-roll .reroll-button").await;
    click(&phone, "#last-roll .reroll-button").await;
    wait_text(&phone, "#last-roll", |t| {
        t.contains("rola de novo a rolagem #")
    })
    .await;
    let got = get(&base, &page, &at).await;
    assert_eq!(got["derived"]["mp"], 12, "{got}");
    into_view(&phone, "#last-roll").await;
    shot(&phone, "89-classic-mp-reroll").await;
    // The Keeper's log, in English, names the roll each one followed.
    keeper.goto(&format!("{base}/games/{game}")).await.unwrap();
    wait_text(&keeper, "#log", |t| {
        t.contains("Luck spent on roll #")
            && t.contains("re-rolls roll #")
            && t.contains("for 1 MP")
    })
    .await;
    // A success of Encontrar: the Keeper awards its experience check from the card (T6).
    crate::open_check(&phone, "Spot Hidden").await;
    fill(&phone, "#check-physical", "12").await;
    click(&phone, "#check-roll").await;
    wait_for(&keeper, ".award-button").await;
    click_fresh(&keeper, ".award-button").await;
    wait_text(&keeper, "#log", |t| {
        t.contains("experience check: Spot Hidden")
    })
    .await;
    let got = get(&base, &page, &at).await;
    assert_eq!(got["derived"]["checks"], json!(["Spot Hidden"]), "{got}");
    for c in [keeper, phone] {
        c.close().await.ok();
    }
}

/// A classic sheet's other rules, in Portuguese: First Aid from the healer's own skill
/// (H1), meditation (M1), and the Keeper's Sanity reward (N3) and end of the adventure
/// (M3), each one click with the sheet's numbers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_classic_sheet_heals_meditates_and_is_rewarded_in_portuguese() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at) = game_of_two(&base, "classic", "pt-BR", ("Descanso", "Kay", "Alice")).await;
    let sheet = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
        "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
        "skills": {"Spot Hidden": 40, "First Aid": 60},
        "events": [{"event": "hp_lost", "amount": 5}, {"event": "mp_lost", "amount": 6},
            {"event": "luck_spent", "amount": 20}, {"event": "sanity_lost", "amount": 10}]});
    let walter = players_character(&base, &game, (&kt, &at), sheet).await;
    let (keeper, phone) = keeper_and_phone(&driver, &base, &game, (&kt, &at), "pt-BR").await;
    let page = format!("/games/{game}/characters/{walter}");
    phone.goto(&format!("{base}{page}")).await.unwrap();
    // Walter gives himself First Aid, at his own 60%.
    into_view(&phone, "#treat-form").await;
    let healer = wait_text(&phone, "#treat-healer", |t| t.contains("60%")).await;
    assert!(healer.contains("Walter"), "{healer}");
    crate::harness::select(&phone, "#treat-treatment", "first_aid").await;
    click(&phone, "#treat-submit").await;
    wait_text(&phone, "#last-roll", |t| t.contains("Walter")).await;
    // He meditates: +1D6 MP onto the sheet.
    into_view(&phone, "#sheet-more").await;
    let more = wait_text(&phone, "#sheet-more", |t| t.contains("Meditar")).await;
    assert!(
        !more.contains("Fim da aventura"),
        "the end of the adventure is the Keeper's: {more}"
    );
    click(&phone, "#more-meditate").await;
    // "1 Ponto de Magia recuperado" or "4 Pontos de Magia recuperados": the words of 1D6.
    wait_text(&phone, "#last-roll", |t| {
        t.contains("Meditação") && t.contains("de Magia")
    })
    .await;
    shot(&phone, "96-classic-sheet-more-pt").await;
    let got = get(&base, &page, &at).await;
    assert!(got["derived"]["mp"].as_i64().unwrap() > 7, "{got}");
    // The Keeper rewards Sanity and ends the adventure: Luck back to 65.
    keeper.goto(&format!("{base}{page}")).await.unwrap();
    into_view(&keeper, "#more-reward-form").await;
    click(&keeper, "#more-reward-roll").await;
    wait_text(&keeper, "#last-roll", |t| t.contains("Walter")).await;
    click_fresh(&keeper, "#more-end-adventure").await;
    wait_text(&keeper, "#sheet-summary", |t| t.contains("65/65")).await;
    let got = get(&base, &page, &kt).await;
    assert_eq!(got["derived"]["luck"], 65, "{got}");
    assert!(got["derived"]["san"].as_i64().unwrap() > 55, "{got}");
    for c in [keeper, phone] {
        c.close().await.ok();
    }
}
