//! The fight forecast on the Keeper's screen: Ada against two of seed 002's ghouls; the
//! Keeper asks for the forecast and reads it, in words, as a bar per fighter and as the
//! rounds the fight lasts; nothing of it reaches the player.

use serde_json::{Value, json};

use crate::development::{adas_game, players_character};
use crate::fight::{game_of_two, into_view};
use crate::harness::{self, click, select, shot, wait_for, wait_text};
use crate::live::{post, signed_in};

const GHOUL: &str = "Ghoul\nSTR 80 CON 65 SIZ 65 DEX 65 INT 65 POW 65\nHP: 13\n\
    Fighting 40%, damage 1D6+DB\nDodge 40%\nSanity loss: 0/1D6";

/// The Keeper's screen of `game`: the fight simulated, its words once they hold `said`.
async fn simulated_on_screen(
    keeper: &fantoccini::Client,
    base: &str,
    game: &str,
    said: &str,
) -> String {
    keeper
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    into_view(keeper, "#forecast-form").await;
    select(keeper, "#forecast-method", "monte_carlo").await;
    click(keeper, "#forecast-run").await;
    wait_text(keeper, "#forecast-words", |t| t.contains(said)).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keeper_forecasts_a_fight_before_it_is_fought() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at, ada) = adas_game(&base, "The Ghouls' Feast").await;
    let g = |p: &str| format!("/games/{game}{p}");
    let ghoul = post(
        &base,
        &g("/characters"),
        Some(&kt),
        json!({"kind": "npc", "statblock": GHOUL}),
    )
    .await;
    let ghoul = ghoul["id"].as_str().unwrap().to_owned();
    post(
        &base,
        &g("/fight"),
        Some(&kt),
        json!({"fighters": [{"character": ada}, {"character": ghoul, "count": 2}]}),
    )
    .await;
    let keeper = signed_in(&driver, &base, &game, &kt).await;
    let words = simulated_on_screen(&keeper, &base, &game, "NPCs win").await;
    assert!(words.starts_with("Simulated: 100000 fights"), "{words}");
    assert!(words.contains("Ghoul 2: dead"), "{words}");
    assert!(
        words.contains("loses") && words.contains("Sanity"),
        "{words}"
    );
    // A bar per fighter, its six parts filling it; a column per round that holds any.
    let bars = keeper
        .find_all(fantoccini::Locator::Css(".forecast-bar"))
        .await
        .unwrap();
    assert_eq!(bars.len(), 3);
    let label = bars[0]
        .attr("aria-label")
        .await
        .unwrap()
        .unwrap_or_default();
    assert!(
        label.contains("dead") && label.contains("unhurt"),
        "{label}"
    );
    let columns = keeper
        .find_all(fantoccini::Locator::Css(".forecast-col"))
        .await
        .unwrap();
    assert!(!columns.is_empty());
    into_view(&keeper, "#forecast-result").await;
    shot(&keeper, "100-fight-forecast").await;

    // The player has no forecast to ask for, and the API refuses them.
    let phone = signed_in(&driver, &base, &game, &at).await;
    phone.goto(&format!("{base}/games/{game}")).await.unwrap();
    wait_for(&phone, "#log").await;
    assert!(
        phone
            .find(fantoccini::Locator::Css("#forecast"))
            .await
            .is_err()
    );
    let refused = reqwest::Client::new()
        .post(format!("{base}/api/v1/games/{game}/fight/forecast"))
        .bearer_auth(&at)
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 403);
    let _: Value = refused.json().await.unwrap();
    for c in [keeper, phone] {
        c.close().await.ok();
    }
}

/// A classic game in Portuguese: Walter against a cultist with a knife; the Keeper reads
/// the forecast in her language, the sides named in it, Walter's Sanity at stake.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_classic_fight_is_forecast_in_portuguese() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at) = game_of_two(&base, "classic", "pt-BR", ("A Seita", "Kay", "Alice")).await;
    let sheet = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
        "characteristics": {"STR": 12, "CON": 18, "SIZ": 16, "INT": 15, "POW": 13, "DEX": 14, "APP": 9, "EDU": 16},
        "skills": {"Brawl": 60, "Knife": 45, "Dodge": 40}});
    let walter = players_character(&base, &game, (&kt, &at), sheet).await;
    let cultist = post(
        &base,
        &format!("/games/{game}/characters"),
        Some(&kt),
        json!({"kind": "npc", "statblock": "Cultista\nSTR 12 CON 11 SIZ 13 INT 10 POW 11 DEX 12\nHP: 12\n\
            Faca 40%, damage 1D4+DB\nSanity loss: 0/1D3"}),
    )
    .await;
    post(
        &base,
        &format!("/games/{game}/fight"),
        Some(&kt),
        json!({"fighters": [{"character": walter}, {"character": cultist["id"]}]}),
    )
    .await;
    // The Keeper reads Portuguese.
    let keeper = signed_in(&driver, &base, &game, &kt).await;
    select(&keeper, "#language-select", "pt-BR").await;
    click(&keeper, "#language-submit").await;
    wait_for(&keeper, "html[lang='pt-BR']").await;
    let words =
        simulated_on_screen(&keeper, &base, &game, "Vitória de personagens do Guardião").await;
    assert!(words.contains("Vitória de investigadores"), "{words}");
    assert!(words.contains("Walter: morto"), "{words}");
    assert!(words.contains("Sanidade"), "{words}");
    into_view(&keeper, "#forecast-result").await;
    shot(&keeper, "100b-classic-forecast-pt").await;
    keeper.close().await.ok();
}
