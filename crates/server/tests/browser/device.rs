//! The Keeper gets their sign-in link for another device, as a link and a QR code, and
//! a fresh browser that opens it is signed in as the Keeper; the old device stays signed
//! in. The Keeper also makes a single-use invite with an expiry and sees it listed.

use crate::harness::{self, click, fill, select, shot, wait_for, wait_text};

#[tokio::test]
async fn a_sign_in_link_opened_on_another_device() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let keeper = driver.browser(1280, 1000).await;

    keeper.goto(&format!("{base}/games/new")).await.unwrap();
    fill(&keeper, "#game-name", "Beyond the Mountains").await;
    select(&keeper, "#game-system", "coc7").await;
    fill(&keeper, "#game-keeper-name", "Ada").await;
    click(&keeper, "#game-create").await;
    wait_for(&keeper, "#log").await;
    let path = keeper.current_url().await.unwrap().path().to_owned();
    let game = path.trim_start_matches("/games/").to_owned();

    // An invite for one person that lasts a day, listed with its expiry and uses.
    keeper
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    select(&keeper, "#invite-expires", "86400").await;
    click(&keeper, "#invite-single-use").await;
    click(&keeper, "#invite-player").await;
    // The list shows it without a reload, and the new link stays shown.
    let listed = wait_text(&keeper, "#open-invites", |t| t.contains("0 of 1")).await;
    assert!(!listed.contains("never"), "{listed}");
    let made = wait_for(&keeper, "#invite-url").await;
    let made = made.prop("value").await.unwrap().unwrap_or_default();
    assert!(
        made.contains("/join?invite="),
        "the new link stays shown: {made:?}"
    );
    keeper
        .execute(
            "document.querySelector('#invites').scrollIntoView({block: 'start'})",
            vec![],
        )
        .await
        .unwrap();
    shot(&keeper, "39-keeper-open-invites").await;

    // One person joins with the single-use link; the next is told to ask for a new one.
    let first = driver.browser(390, 844).await;
    first.goto(&made).await.unwrap();
    fill(&first, "#join-name", "Brian").await;
    click(&first, "#join-submit").await;
    wait_for(&first, "#log").await;
    let late = driver.browser(390, 844).await;
    late.goto(&made).await.unwrap();
    fill(&late, "#join-name", "Carla").await;
    click(&late, "#join-submit").await;
    wait_text(&late, "#form-error", |t| {
        t.contains("ask the Keeper for a new link")
    })
    .await;
    shot(&late, "39b-single-use-invite-used").await;
    late.close().await.unwrap();
    first.close().await.unwrap();

    // The Keeper's own link, from the panel on the Keeper's screen.
    keeper
        .execute(
            "document.querySelector('#device').scrollIntoView({block: 'center'})",
            vec![],
        )
        .await
        .unwrap();
    shot(&keeper, "40-keeper-device-panel").await;
    click(&keeper, "#device-get").await;
    let link = wait_for(&keeper, "#device-link").await;
    let link = link.prop("value").await.unwrap().unwrap_or_default();
    assert!(
        link.starts_with(&format!("{base}/games/{game}/signin?token=")),
        "{link}"
    );
    let svg = wait_for(&keeper, "#device-qr svg").await;
    assert!(svg.is_displayed().await.unwrap());
    shot(&keeper, "41-keeper-sign-in-link").await;

    // A fresh browser (another device, no cookie) opens the link and is signed in.
    let other = driver.browser(390, 844).await;
    other.goto(&link).await.unwrap();
    wait_text(&other, "#signin-lead", |t| {
        t.contains("Ada") && t.contains("Beyond the Mountains")
    })
    .await;
    shot(&other, "42-sign-in-link-opened").await;
    click(&other, "#signin-submit").await;
    wait_for(&other, "#log").await;
    other
        .execute(
            "document.querySelector('#device').scrollIntoView({block: 'center'})",
            vec![],
        )
        .await
        .unwrap();
    shot(&other, "43-table-device-panel-phone").await;
    other
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    wait_for(&other, "#invites").await;
    shot(&other, "44-signed-in-on-another-device").await;

    // The first browser moved to the new token: still the Keeper there.
    click(&keeper, "#device-back").await;
    wait_for(&keeper, "#log").await;
    keeper
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    wait_for(&keeper, "#invites").await;
    // The log names its author's role on each line.
    keeper.goto(&format!("{base}/games/{game}")).await.unwrap();
    wait_text(&keeper, "#entry-1 .entry-role", |t| t.contains("Keeper")).await;
    shot(&keeper, "45-log-author-roles").await;

    keeper.close().await.unwrap();
    other.close().await.unwrap();
}
