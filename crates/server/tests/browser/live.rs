//! Pages that show state follow the game live, without a reload: a player's sheet when
//! the Keeper applies damage, the Keeper's screen when someone joins or a character
//! changes, the table's characters after a roll that costs Sanity.

use serde_json::{Value, json};

use crate::harness::{self, click, shot, wait_for, wait_text};

pub(crate) async fn post(base: &str, path: &str, token: Option<&str>, body: Value) -> Value {
    let mut r = reqwest::Client::new()
        .post(format!("{base}/api/v1{path}"))
        .json(&body);
    if let Some(t) = token {
        r = r.bearer_auth(t);
    }
    let answer = r.send().await.unwrap();
    let status = answer.status();
    let body: Value = answer.json().await.unwrap();
    assert!(status.is_success(), "{path}: {status} {body}");
    body
}

/// A browser signed in with `token`, by the sign-in link a member gets for another
/// device.
pub(crate) async fn signed_in(
    driver: &harness::Driver,
    base: &str,
    game: &str,
    token: &str,
) -> fantoccini::Client {
    let c = driver.browser(1280, 1000).await;
    c.goto(&format!("{base}/games/{game}/signin?token={token}"))
        .await
        .unwrap();
    click(&c, "#signin-submit").await;
    wait_for(&c, "#log").await;
    c
}

#[tokio::test]
async fn pages_follow_the_game_without_a_reload() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let made = post(
        &base,
        "/games",
        None,
        json!({"name": "Live", "system": "coc7", "keeper_name": "Kay"}),
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
    let join = |name: &'static str| {
        let (base, game, invite) = (base.clone(), game.clone(), invite.clone());
        async move {
            post(
                &base,
                &format!("/games/{game}/join"),
                None,
                json!({"invite": invite, "name": name}),
            )
            .await["token"]
                .as_str()
                .unwrap()
                .to_owned()
        }
    };
    let pt = join("Brian").await;
    let sheet = json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Ada Lovecraft",
        "characteristics": {"STR": 40, "CON": 50, "POW": 60, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
        "skills": {"Spot Hidden": 45}, "luck": 55});
    let c = post(
        &base,
        &format!("/games/{game}/characters"),
        Some(&pt),
        json!({"sheet": sheet}),
    )
    .await;
    let cid = c["character"]["id"]
        .as_str()
        .or_else(|| c["id"].as_str())
        .unwrap_or_else(|| panic!("a character id in {c}"))
        .to_owned();

    let keeper = signed_in(&driver, &base, &game, &kt).await;
    keeper
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    let before = wait_text(&keeper, "#all-characters", |t| t.contains("Ada")).await;
    let player = signed_in(&driver, &base, &game, &pt).await;
    player
        .goto(&format!("{base}/games/{game}/characters/{cid}"))
        .await
        .unwrap();
    let hp_before = wait_text(&player, "#sheet-summary", |t| !t.is_empty()).await;
    // Let both pages' live logs connect before anything happens.
    wait_for(&player, "body[data-live-state=connected]").await;
    wait_for(&keeper, "body[data-live-state=connected]").await;

    // The Keeper applies 3 damage: the player's open sheet and the Keeper's screen
    // both show it, neither reloaded.
    player
        .execute("window.__notReloaded = true", vec![])
        .await
        .unwrap();
    post(
        &base,
        &format!("/games/{game}/characters/{cid}/events"),
        Some(&kt),
        json!({"events": [{"event": "damaged", "amount": 3}]}),
    )
    .await;
    let hp_after = wait_text(&player, "#sheet-summary", |t| t != hp_before).await;
    let kept = player
        .execute("return window.__notReloaded === true", vec![])
        .await
        .unwrap();
    assert_eq!(kept, json!(true), "the sheet was reloaded, not updated");
    assert!(hp_after.contains("7"), "HP 10 − 3 on the sheet: {hp_after}");
    wait_text(&keeper, "#all-characters", |t| t != before).await;
    shot(&player, "45-live-sheet-after-damage").await;

    // Someone joins: the Keeper's members list shows them.
    join("Carla").await;
    wait_text(&keeper, "#members", |t| t.contains("Carla")).await;
    shot(&keeper, "46-live-keeper-members").await;
}
