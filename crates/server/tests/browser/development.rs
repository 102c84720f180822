//! The development phase from the sheet, the Keeper's: the ticked skills (coc7 R10) or
//! the experience checks (classic T6) roll for improvement, and the ticks go from the
//! sheet live.

use serde_json::{Value, json};

use crate::fight::{click_fresh, game_of_two, get, into_view, keeper_and_phone};
use crate::harness::{self, card_follows, click, select, shot, wait_for, wait_text};
use crate::live::post;

/// A 7th edition game of two in English named `title`, and Ada (POW 50: 10 MP; Luck 55),
/// its player's investigator: (game, Keeper's token, player's token, Ada's id).
pub(crate) async fn adas_game(base: &str, title: &str) -> (String, String, String, String) {
    let (game, kt, at) = game_of_two(base, "coc7", "en", (title, "Kay", "Alice")).await;
    let sheet = json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Ada",
        "characteristics": {"STR": 40, "CON": 50, "POW": 50, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
        "skills": {"Spot Hidden": 45}, "luck": 55});
    let ada = players_character(base, &game, (&kt, &at), sheet).await;
    (game, kt, at, ada)
}

/// The Keeper makes `sheet` the player's (`tokens`: the Keeper's, the player's): its id.
pub(crate) async fn players_character(
    base: &str,
    game: &str,
    (kt, at): (&str, &str),
    sheet: Value,
) -> String {
    let me = get(base, &format!("/games/{game}/me"), at).await;
    let made = post(
        base,
        &format!("/games/{game}/characters"),
        Some(kt),
        json!({"owner": me["id"], "sheet": sheet}),
    )
    .await;
    made["id"].as_str().unwrap().to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keeper_rolls_development_from_the_sheet() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at) =
        game_of_two(&base, "coc7", "pt-BR", ("Desenvolvimento", "Kay", "Alice")).await;
    let g = |p: &str| format!("/games/{game}{p}");
    let sheet = json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Ada",
        "characteristics": {"STR": 40, "CON": 50, "POW": 60, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
        "skills": {"Spot Hidden": 45, "Library Use": 60}, "luck": 55});
    let ada = players_character(&base, &game, (&kt, &at), sheet).await;
    post(
        &base,
        &g(&format!("/characters/{ada}/events")),
        Some(&kt),
        json!({"events": [{"event": "skill_ticked", "skill": "Spot Hidden"}]}),
    )
    .await;
    let (keeper, phone) = keeper_and_phone(&driver, &base, &game, (&kt, &at), "pt-BR").await;
    // The player's sheet has no development: it is the Keeper's to call.
    phone
        .goto(&format!("{base}{}", g(&format!("/characters/{ada}"))))
        .await
        .unwrap();
    wait_for(&phone, "#sheet-state").await;
    assert!(
        phone
            .find(fantoccini::Locator::Css("#sheet-development"))
            .await
            .is_err()
    );
    // The Keeper's sheet names the ticked skill, and the roll takes it from there.
    keeper
        .goto(&format!("{base}{}", g(&format!("/characters/{ada}"))))
        .await
        .unwrap();
    let ticked = wait_text(&keeper, "#development-ticked", |t| !t.is_empty()).await;
    assert!(
        ticked.contains("Spot Hidden") || ticked.contains("Encontrar"),
        "{ticked}"
    );
    click_fresh(&keeper, "#development-luck").await;
    click_fresh(&keeper, "#development-roll").await;
    // The card says what the roll did with the ticked skill (its header comes first).
    wait_text(&keeper, "#last-roll", |t| {
        t.contains("Spot Hidden") || t.contains("Encontrar")
    })
    .await;
    let beside = card_follows(&keeper, "sheet-development").await;
    assert!(beside, "the card shows under the section it was asked from");
    // The ticks are cleared on the sheet, live; the Luck roll was made with it.
    wait_text(&keeper, "#development-ticked", |t| {
        !t.contains("Spot Hidden") && !t.contains("Encontrar")
    })
    .await;
    let got = get(&base, &g(&format!("/characters/{ada}")), &kt).await;
    assert_eq!(got["derived"]["sheet"]["ticked"], json!([]), "{got}");
    into_view(&keeper, "#sheet-development").await;
    shot(&keeper, "86-sheet-development").await;
    for c in [keeper, phone] {
        c.close().await.ok();
    }
}

/// Classic's experience checks (T6) the same way, read in seed 004's Portuguese.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keeper_rolls_classic_experience_checks_in_portuguese() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at) = game_of_two(&base, "classic", "pt-BR", ("Cheques", "Kay", "Alice")).await;
    let g = |p: &str| format!("/games/{game}{p}");
    let sheet = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
        "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
        "skills": {"Spot Hidden": 40, "Listen": 50},
        "events": [{"event": "check_awarded", "skill": "Spot Hidden"}]});
    let walter = players_character(&base, &game, (&kt, &at), sheet).await;
    let (keeper, phone) = keeper_and_phone(&driver, &base, &game, (&kt, &at), "pt-BR").await;
    select(&keeper, "#language-select", "pt-BR").await;
    click(&keeper, "#language-submit").await;
    wait_for(&keeper, "html[lang='pt-BR']").await;
    keeper
        .goto(&format!("{base}{}", g(&format!("/characters/{walter}"))))
        .await
        .unwrap();
    let title = wait_text(&keeper, "#sheet-development-title", |t| !t.is_empty()).await;
    assert_eq!(title, "Cheques de Experiência");
    let checks = wait_text(&keeper, "#development-ticked", |t| !t.is_empty()).await;
    assert!(checks.contains("Encontrar"), "{checks}");
    assert!(
        keeper
            .find(fantoccini::Locator::Css("#development-luck"))
            .await
            .is_err()
    );
    click_fresh(&keeper, "#development-roll").await;
    wait_text(&keeper, "#development-ticked", |t| {
        t.contains("Nenhuma Habilidade")
    })
    .await;
    wait_text(&keeper, "#last-roll", |t| t.contains("Encontrar")).await;
    assert!(card_follows(&keeper, "sheet-development").await);
    let got = get(&base, &g(&format!("/characters/{walter}")), &kt).await;
    assert_eq!(got["derived"]["checks"], json!([]), "{got}");
    into_view(&keeper, "#sheet-development").await;
    shot(&keeper, "87-sheet-experience-pt").await;
    for c in [keeper, phone] {
        c.close().await.ok();
    }
}
