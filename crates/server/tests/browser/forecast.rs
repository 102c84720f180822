//! The fight forecast on the Keeper's screen: Ada against two of seed 002's ghouls; the
//! Keeper asks for the forecast and reads it, in words, as a bar per fighter and as the
//! rounds the fight lasts; nothing of it reaches the player.

use serde_json::{Value, json};

use crate::development::adas_game;
use crate::fight::into_view;
use crate::harness::{self, click, select, shot, wait_for, wait_text};
use crate::live::{post, signed_in};

const GHOUL: &str = "Ghoul\nSTR 80 CON 65 SIZ 65 DEX 65 INT 65 POW 65\nHP: 13\n\
    Fighting 40%, damage 1D6+DB\nDodge 40%\nSanity loss: 0/1D6";

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
    keeper
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    into_view(&keeper, "#forecast-form").await;
    select(&keeper, "#forecast-method", "monte_carlo").await;
    click(&keeper, "#forecast-run").await;
    let words = wait_text(&keeper, "#forecast-words", |t| t.contains("npcs win")).await;
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
