//! A player's email notifications, as they set them on the table page: the address and
//! choices saved, the verification link that arrived by mail opened, the Keeper's post
//! mailed to them, and the mail's unsubscribe link stopping it all. The mail goes
//! through a real SMTP server on loopback.

use keeper_server::mail::MailOptions;
use serde_json::json;

use crate::fight::game_of_two;
use crate::harness::{self, click, fill, shot, wait_for, wait_text};
use crate::live::{post, signed_in};
use crate::smtp_sink::{Sink, link};

async fn checked(c: &fantoccini::Client, css: &str) -> bool {
    let boxed = wait_for(c, css).await;
    boxed.prop("checked").await.unwrap().as_deref() == Some("true")
}

#[tokio::test]
async fn a_player_chooses_what_is_mailed_verifies_and_unsubscribes() {
    let Some(sink) = Sink::start().await else {
        return;
    };
    let port = sink.port;
    let options = |base: &str| {
        let mut mail = MailOptions::new(&format!("smtp://127.0.0.1:{port}"), "keeper@example.org");
        mail.base_url = Some(base.to_owned());
        keeper_server::Options {
            mail: Some(mail),
            ..keeper_server::Options::default()
        }
    };
    let Some((base, driver)) = harness::start_with(&options).await else {
        return;
    };
    let (game, kt, bt) =
        game_of_two(&base, "coc7", "en", ("Letters from Arkham", "Kay", "Brian")).await;
    let brian = signed_in(&driver, &base, &game, &bt).await;

    // The settings: an address and two choices, saved; not verified yet.
    let address = "brian@example.org";
    brian
        .execute(
            "document.querySelector('#mail').scrollIntoView({block: 'center'})",
            vec![],
        )
        .await
        .unwrap();
    assert!(!checked(&brian, "#mail-posts").await);
    fill(&brian, "#mail-email", address).await;
    click(&brian, "#mail-posts").await;
    click(&brian, "#mail-requests").await;
    click(&brian, "#mail-save").await;
    let state = wait_text(&brian, "#mail-state", |t| t.contains(address)).await;
    assert!(state.contains("Not verified yet"), "{state}");
    assert!(checked(&brian, "#mail-posts").await && checked(&brian, "#mail-requests").await);
    assert!(!checked(&brian, "#mail-reveals").await && !checked(&brian, "#mail-digest").await);
    brian
        .execute(
            "document.querySelector('#mail').scrollIntoView({block: 'center'})",
            vec![],
        )
        .await
        .unwrap();
    shot(&brian, "99-mail-settings-unverified").await;

    // The verification link, from the mail that arrived, opened in the browser.
    let verify = sink.wait(address, "Verify your email address").await;
    let verify = link(&verify, "/mail/verify");
    brian.goto(&format!("{base}{verify}")).await.unwrap();
    let lead = wait_text(&brian, "#mail-lead", |t| !t.is_empty()).await;
    assert!(lead.contains("Letters from Arkham"), "{lead}");
    shot(&brian, "99b-mail-verified").await;
    click(&brian, "#mail-back").await;
    let state = wait_text(&brian, "#mail-state", |t| t.contains(address)).await;
    assert!(state.starts_with("Verified"), "{state}");

    // The Keeper posts: Brian is mailed the post, with the link that stops every mail.
    let thread = post(
        &base,
        &format!("/games/{game}/threads"),
        Some(&kt),
        json!({"title": "The Silver Twilight"}),
    )
    .await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    post(
        &base,
        &format!("/games/{game}/threads/{thread}/posts"),
        Some(&kt),
        json!({"body": "A letter arrives, sealed in green wax."}),
    )
    .await;
    let mailed = sink.wait(address, "sealed in green wax").await;
    assert!(
        mailed["subject"]
            .as_str()
            .unwrap()
            .contains("The Silver Twilight"),
        "{mailed}"
    );
    let stop = link(&mailed, "/mail/unsubscribe");
    brian.goto(&format!("{base}{stop}")).await.unwrap();
    let lead = wait_text(&brian, "#mail-lead", |t| !t.is_empty()).await;
    assert!(
        lead.contains("Brian") && lead.contains("no more mail"),
        "{lead}"
    );
    shot(&brian, "99c-mail-unsubscribed").await;

    // Back at the table every choice is off.
    click(&brian, "#mail-back").await;
    wait_for(&brian, "#mail").await;
    for choice in [
        "#mail-posts",
        "#mail-requests",
        "#mail-reveals",
        "#mail-digest",
    ] {
        assert!(!checked(&brian, choice).await, "{choice}");
    }
    brian.close().await.unwrap();
}
