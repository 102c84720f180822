//! A repeated exposure in a fight (coc7 H8), from the Keeper's panel: Ada is caught in
//! a burning room; at the round's end the fire burns again, and the log says so.

use serde_json::json;

use crate::development::adas_game;
use crate::fight::{click_fresh, into_view, keeper_and_phone};
use crate::harness::{self, click, fill, select, shot, wait_text};
use crate::live::post;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keeper_sets_a_fire_that_burns_every_round() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at, ada) = adas_game(&base, "Fire").await;
    let g = |p: &str| format!("/games/{game}{p}");
    post(
        &base,
        &g("/fight"),
        Some(&kt),
        json!({"fighters": [{"character": ada}]}),
    )
    .await;
    let (keeper, phone) = keeper_and_phone(&driver, &base, &game, (&kt, &at), "en").await;
    into_view(&keeper, "#fight-expose-form").await;
    fill(&keeper, "#fight-expose-label", "the burning room").await;
    select(&keeper, "#fight-expose-damage", "minor").await;
    shot(&keeper, "92-fight-exposure-form").await;
    click(&keeper, "#fight-expose").await;
    // Everyone's panel shows it, with its damage in words.
    let badge = wait_text(&phone, "#fight-order", |t| t.contains("the burning room")).await;
    assert!(badge.contains("Minor (1D3) each round"), "{badge}");
    // Ada's turn ends the round: the fire burns.
    post(&base, &g("/fight/next"), Some(&at), json!({})).await;
    wait_text(&phone, "#log", |t| {
        t.contains("Ada, exposed to the burning room") && t.contains("damage")
    })
    .await;
    into_view(&phone, "#log").await;
    shot(&phone, "93-fight-exposure-burns").await;
    // The Keeper ends it from the badge.
    click_fresh(&keeper, ".fight-unexpose").await;
    wait_text(&phone, "#log", |t| {
        t.contains("is no longer exposed to the burning room")
    })
    .await;
    for c in [keeper, phone] {
        c.close().await.ok();
    }
}
