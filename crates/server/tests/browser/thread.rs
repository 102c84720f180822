//! A thread played by post as forum players would: a post with a roll tag, previewed
//! first; an edit that tries to move the roll's result to other words; a post to the
//! Keeper alone, unseen by another player; a delete that leaves the rolls readable; and
//! the transcript opened.

use fantoccini::Locator;
use serde_json::json;

use crate::harness::{self, click, fill, select, shot, wait_for, wait_text};
use crate::live::{post, signed_in};

#[tokio::test]
async fn a_thread_keeps_every_roll_readable() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let made = post(
        &base,
        "/games",
        None,
        json!({"name": "By post", "system": "coc7", "keeper_name": "Kay"}),
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
    let mut tokens = Vec::new();
    for name in ["Brian", "Carla"] {
        let j = post(
            &base,
            &format!("/games/{game}/join"),
            None,
            json!({"invite": invite, "name": name}),
        )
        .await;
        tokens.push(j["token"].as_str().unwrap().to_owned());
    }
    let thread = post(
        &base,
        &format!("/games/{game}/threads"),
        Some(&kt),
        json!({"title": "The library"}),
    )
    .await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let at = format!("{base}/games/{game}/threads/{thread}");

    // Brian previews a post with a tag (nothing is rolled yet), then posts it.
    let brian = signed_in(&driver, &base, &game, &tokens[0]).await;
    brian.goto(&at).await.unwrap();
    fill(
        &brian,
        "#post-body",
        "I search the desk for [b]letters[/b]: [roll]1d100[/roll]",
    )
    .await;
    click(&brian, "[data-action=preview-post]").await;
    let preview = wait_text(&brian, "#post-preview-body", |t| t.contains("letters")).await;
    assert!(
        preview.contains("1d100"),
        "the tag is shown, not rolled: {preview}"
    );
    click(&brian, "#post-submit").await;
    let rolled = wait_text(&brian, "#posts .post-roll", |t| t.contains('→')).await;
    let article = wait_for(&brian, "#posts article.post").await;
    let id = article.attr("data-post").await.unwrap().unwrap();
    // "1d100 → 40 [40]": the total is the first number after the arrow.
    let total: String = rolled
        .split('→')
        .nth(1)
        .unwrap()
        .trim()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    assert!(!total.is_empty(), "{rolled}");
    // The roll's words show their BBCode as the post does, never as raw tags.
    let words = wait_for(&brian, "#posts .roll-before").await;
    assert!(!words.text().await.unwrap().contains("[b]"));
    assert!(
        words
            .html(true)
            .await
            .unwrap()
            .contains("<strong>letters</strong>")
    );
    shot(&brian, "47-thread-post-with-roll").await;

    // An edit that moves the tag to other words: the roll keeps the words it was
    // rolled with, and the first version stays readable.
    click(&brian, &format!("#post-edit-{id}")).await;
    fill(
        &brian,
        &format!("#post-edit-body-{id}"),
        "I listen at the door: [roll]1d100[/roll]",
    )
    .await;
    click(&brian, &format!("#post-save-{id}")).await;
    let after = wait_text(&brian, &format!("#post-{id}"), |t| t.contains("door")).await;
    assert!(
        after.contains(&total),
        "the first roll is still shown: {after}"
    );
    let versions = brian
        .find(Locator::Css(&format!("#post-{id}-versions")))
        .await
        .expect("the post's versions are listed");
    versions.click().await.unwrap();
    let history = versions.text().await.unwrap();
    assert!(history.contains("search the desk"), "{history}");
    shot(&brian, "48-thread-edit-keeps-roll").await;

    // A post to the Keeper alone.
    select(&brian, "#post-visibility", "private").await;
    fill(
        &brian,
        "#post-body",
        "Only the Keeper reads that I pocket a letter.",
    )
    .await;
    click(&brian, "#post-submit").await;
    wait_text(&brian, "#posts", |t| t.contains("pocket")).await;
    let carla = signed_in(&driver, &base, &game, &tokens[1]).await;
    carla.goto(&at).await.unwrap();
    let seen = wait_text(&carla, "#posts", |t| t.contains("door")).await;
    assert!(
        !seen.contains("pocket"),
        "another player reads a private post: {seen}"
    );

    // Brian deletes his first post: a stub with its rolls stays.
    brian
        .execute("window.confirm = () => true", vec![])
        .await
        .unwrap();
    click(&brian, &format!("#post-delete-{id}")).await;
    let stub = wait_text(&brian, &format!("#post-{id}"), |t| !t.contains("door")).await;
    assert!(
        stub.contains(&total),
        "the deleted post's roll is still shown: {stub}"
    );
    // Carla's page follows live and shows the same stub.
    wait_text(&carla, &format!("#post-{id}"), |t| !t.contains("door")).await;
    shot(&carla, "49-thread-deleted-stub").await;

    // The Keeper opens the transcript: every post, the private one and the rolls.
    let keeper = signed_in(&driver, &base, &game, &kt).await;
    keeper.goto(&at).await.unwrap();
    click(&keeper, "#transcript-link").await;
    let transcript = wait_text(&keeper, "body", |t| t.contains("pocket")).await;
    assert!(transcript.contains(&total), "{transcript}");
    // Its inline style applies (the page's policy allows exactly that style).
    let width = keeper
        .execute("return getComputedStyle(document.body).maxWidth", vec![])
        .await
        .unwrap();
    assert_eq!(
        width,
        json!("768px"),
        "the transcript's own style is applied"
    );
    shot(&keeper, "50-thread-transcript").await;
}
