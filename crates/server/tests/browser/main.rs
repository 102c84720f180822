//! End-to-end: a Keeper and a player at one table, each in a real headless Chromium.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs them). Without
//! them the test says it is skipped, unless `KEEPER_REQUIRE_BROWSER=1` (set by CI), when
//! it fails. Screenshots of every page land in `target/tmp/browser/`.

mod chthonian_ru;
mod contest;
mod development;
mod device;
mod exposure;
mod fight;
mod forecast;
mod harness;
mod house_rules;
mod live;
mod mail;
mod npcs;
#[path = "../support/smtp_sink.rs"]
mod smtp_sink;
mod thread;
mod time;

use fantoccini::{Client, Locator};
use harness::{click, fill, select, shot, wait_for, wait_path, wait_text};

async fn current_path(c: &Client) -> String {
    c.current_url().await.unwrap().path().to_owned()
}

async fn attr(c: &Client, css: &str, name: &str) -> String {
    wait_for(c, css)
        .await
        .attr(name)
        .await
        .unwrap()
        .unwrap_or_default()
}

async fn html_of(c: &Client, css: &str) -> String {
    wait_for(c, css).await.html(false).await.unwrap()
}

/// Scrolls `css` into the middle of the window (for a screenshot of it).
async fn scroll_to(c: &Client, css: &str) {
    wait_for(c, css).await;
    c.execute(
        "document.querySelector(arguments[0]).scrollIntoView({block: 'center'})",
        vec![css.into()],
    )
    .await
    .unwrap();
}

/// The whole number that follows `marker` in `text`.
fn number_after(text: &str, marker: &str) -> i64 {
    let at = text
        .find(marker)
        .unwrap_or_else(|| panic!("{marker:?} in {text:?}"))
        + marker.len();
    text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or_else(|_| panic!("a number after {marker:?} in {text:?}"))
}

/// Opens the check dialog of `skill`, clicking again while the page's script is still
/// loading (a click before it runs does nothing).
async fn open_check(c: &Client, skill: &str) {
    let button = format!(r#".skill-button[data-skill="{skill}"]"#);
    wait_for(c, &button).await;
    for _ in 0..50 {
        // A click the open dialog intercepts is harmless: the loop then sees it open.
        if let Ok(b) = c.find(Locator::Css(&button)).await {
            let _ = b.click().await;
        }
        for _ in 0..10 {
            let open = c.find(Locator::Css("#check-dialog")).await.ok();
            if let Some(d) = open
                && d.attr("open").await.ok().flatten().is_some()
            {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }
    panic!("the check dialog of {skill} did not open");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_session_in_two_browsers() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let keeper = driver.browser(1280, 1000).await;
    let player = driver.browser(390, 844).await;

    // The Keeper makes a game.
    keeper.goto(&format!("{base}/games/new")).await.unwrap();
    fill(&keeper, "#game-name", "The Haunting").await;
    select(&keeper, "#game-system", "coc7").await;
    fill(&keeper, "#game-keeper-name", "Ada").await;
    shot(&keeper, "01-new-game").await;
    click(&keeper, "#game-create").await;
    wait_for(&keeper, "#log").await;
    let game_path = current_path(&keeper).await;
    let game = game_path.trim_start_matches("/games/").to_owned();
    assert_eq!(
        game.len(),
        16,
        "the table's address is /games/ID: {game_path}"
    );

    // …and invites a player.
    keeper
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    click(&keeper, "#invite-player").await;
    let invite = wait_for(&keeper, "#invite-url").await;
    let mut invite_url = String::new();
    for _ in 0..100 {
        invite_url = invite.prop("value").await.unwrap().unwrap_or_default();
        if invite_url.contains("invite=") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(
        invite_url.contains("invite="),
        "an invite link: {invite_url:?}"
    );
    shot(&keeper, "02-keeper-screen").await;

    // The player joins in a second browser, on a phone-width screen.
    player.goto(&invite_url).await.unwrap();
    fill(&player, "#join-name", "Brian's player").await;
    shot(&player, "03-join").await;
    click(&player, "#join-submit").await;
    wait_for(&player, "#log").await;

    // The player makes an investigator with the wizard (C1–C5, S1–S5).
    player
        .goto(&format!("{base}/games/{game}/characters/new"))
        .await
        .unwrap();
    // Rolling the characteristics is a roll at the table, kept in the log; its values
    // cannot be typed over: the player goes back to the quick-start values instead.
    // One click, once the page's deferred script runs the wizard: a second roll's
    // answer could land on the typed values.
    wait_for(&player, "#wizard.js-wizard").await;
    click(&player, "#roll-characteristics").await;
    // The script marks the method rolled only when the answer is in.
    assert!(wait_prop(&player, "#method-rolled", "checked", 200, |c| c == "true").await);
    assert!(
        wait_prop(&player, "#roll-characteristics", "disabled", 200, |d| d
            == "false")
        .await,
        "the roll is over"
    );
    assert!(wait_prop(&player, "#char-STR", "readOnly", 50, |r| r == "true").await);
    click(&player, "#method-quickstart").await;
    assert!(wait_prop(&player, "#char-STR", "readOnly", 50, |r| r == "false").await);
    for (k, v) in [
        ("STR", 60),
        ("CON", 60),
        ("POW", 50),
        ("DEX", 80),
        ("APP", 40),
        ("SIZ", 70),
        ("INT", 50),
        ("EDU", 50),
    ] {
        fill(&player, &format!("#char-{k}"), &v.to_string()).await;
    }
    shot(&player, "04-wizard-characteristics").await;
    click(&player, "#wizard-next").await;
    // The rules' derived values, in the catalogue's words.
    wait_text(&player, "#derived", |t| t.contains("HP 13")).await;
    shot(&player, "05-wizard-derived").await;
    click(&player, "#wizard-next").await;
    select(&player, "#wizard-occupation", "").await;
    fill(&player, "#wizard-occupation-custom", "Soldier").await;
    let skills = [
        ("Fighting (Brawl)", 70),
        ("Climb", 60),
        ("Dodge", 60),
        ("Firearms (Rifle/Shotgun)", 50),
        ("Language (Spanish)", 50),
        ("Stealth", 50),
        ("First Aid", 40),
        ("Survival", 40),
        ("Credit Rating", 40),
    ];
    for (i, (skill, value)) in skills.iter().enumerate() {
        fill(&player, &format!("#occ-skill-{i}"), skill).await;
        select(&player, &format!("#occ-value-{i}"), &value.to_string()).await;
    }
    shot(&player, "06-wizard-occupation").await;
    click(&player, "#wizard-next").await;
    for (i, skill) in ["Drive Auto", "Jump", "Mechanical Repair", "Spot Hidden"]
        .iter()
        .enumerate()
    {
        fill(&player, &format!("#interest-{i}"), skill).await;
    }
    click(&player, "#wizard-next").await;
    fill(&player, "#wizard-name", "Brian").await;
    click(&player, "#wizard-create").await;
    wait_text(&player, "#sheet-name", |t| t.contains("Brian")).await;
    shot(&player, "07-sheet").await;

    // The player rolls Spot Hidden from the table, with the odds shown first.
    player.goto(&format!("{base}/games/{game}")).await.unwrap();
    open_check(&player, "Spot Hidden").await;
    wait_text(&player, "#check-odds", |t| t.contains('%')).await;
    shot(&player, "08-check-odds").await;
    click(&player, "#check-roll").await;
    wait_text(&player, "#log", |t| t.contains("Spot Hidden")).await;
    wait_text(&player, "#log", |t| t.contains("Characteristics rolled")).await;
    shot(&player, "09-table-player").await;

    // The Keeper sees it live, without reloading.
    keeper.goto(&format!("{base}/games/{game}")).await.unwrap();
    wait_for(&keeper, "#log").await;
    let before = keeper
        .find_all(Locator::Css("#log li.entry"))
        .await
        .unwrap()
        .len();
    player.goto(&format!("{base}/games/{game}")).await.unwrap();
    open_check(&player, "Dodge").await;
    wait_text(&player, "#check-odds", |t| t.contains('%')).await;
    click(&player, "#check-roll").await;
    wait_text(&keeper, "#log", |t| t.contains("Dodge")).await;
    let after = keeper
        .find_all(Locator::Css("#log li.entry"))
        .await
        .unwrap()
        .len();
    assert!(after > before, "the Keeper's log grew live");
    shot(&keeper, "10-table-keeper-live").await;

    // A blind roll: the player sees that it was made, never its result.
    keeper
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    fill(&keeper, "#blind-expr", "1d100").await;
    fill(&keeper, "#blind-label", "Psychology (blind)").await;
    click(&keeper, "#blind-roll").await;
    let blind = wait_text(&keeper, "#blind-result", |t| !t.trim().is_empty()).await;
    shot(&keeper, "11-keeper-blind-roll").await;
    player.goto(&format!("{base}/games/{game}")).await.unwrap();
    let hidden = wait_for(&player, "#log li.entry[data-hidden]").await;
    let hidden_html = hidden.html(false).await.unwrap();
    assert!(
        !hidden_html.contains("roll-total"),
        "a blind roll shows no total to the player: {hidden_html}"
    );
    assert!(
        !hidden_html.contains("Psychology"),
        "nor its label: {hidden_html}"
    );
    shot(&player, "12-player-sees-blind-roll").await;
    eprintln!("blind roll seen by the Keeper: {blind}");

    // The Keeper asks for a roll; the player answers it with one click.
    keeper
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    let player_id = attr(&player, "body", "data-member").await;
    select(&keeper, "#ask-to", &player_id).await;
    fill(&keeper, "#ask-skill", "Listen").await;
    fill(&keeper, "#ask-value", "45").await;
    click(&keeper, "#ask-submit").await;
    wait_text(&keeper, "#pending", |t| t.contains("Listen")).await;
    player.goto(&format!("{base}/games/{game}")).await.unwrap();
    let answer = wait_for(&player, "button[id^='request-answer-']").await;
    shot(&player, "13-roll-request").await;
    answer.click().await.unwrap();
    wait_text(&player, "#log", |t| t.contains("Listen")).await;
    keeper.goto(&format!("{base}/games/{game}")).await.unwrap();
    wait_text(&keeper, "#log", |t| t.contains("Listen")).await;

    // Play by post: a post with a [roll] tag, edited without rolling again.
    player
        .goto(&format!("{base}/games/{game}/threads"))
        .await
        .unwrap();
    fill(&player, "#thread-title", "The Corbitt house").await;
    click(&player, "#thread-create").await;
    fill(
        &player,
        "#post-body",
        "I search the cellar. [roll]1d100[/roll]",
    )
    .await;
    click(&player, "#post-submit").await;
    let first = wait_text(&player, ".post-roll", |t| !t.trim().is_empty()).await;
    let post = wait_for(&player, "article.post").await;
    let post_id = post
        .attr("id")
        .await
        .unwrap()
        .unwrap()
        .trim_start_matches("post-")
        .to_owned();
    click(&player, &format!("#post-edit-{post_id}")).await;
    fill(
        &player,
        &format!("#post-edit-body-{post_id}"),
        "I search the cellar, slowly. [roll]1d100[/roll]",
    )
    .await;
    click(&player, &format!("#post-save-{post_id}")).await;
    wait_for(&player, ".post-edited").await;
    let again = wait_text(&player, ".post-roll", |t| !t.trim().is_empty()).await;
    assert_eq!(first, again, "editing a post keeps its roll");
    let body = html_of(&player, &format!("#post-{post_id}")).await;
    assert!(body.contains("slowly"), "the edit shows: {body}");
    shot(&player, "14-thread").await;

    // An edit that tries to give a result to other words: the tag shows as moved, and
    // the post's rolls keep each result with the words it was rolled with.
    fill(
        &player,
        "#post-body",
        "Spot: [roll]1d100[/roll] Listen: [roll]1d100[/roll]",
    )
    .await;
    click(&player, "#post-submit").await;
    wait_text(&player, "#posts", |t| t.contains("Listen:")).await;
    let second = attr(&player, "article.post:last-of-type", "id").await;
    let second = second.trim_start_matches("post-").to_owned();
    let spot_roll = format!("#post-{second}-roll-1");
    let spot = wait_text(&player, &spot_roll, |t| t.contains("Spot:")).await;
    click(&player, &format!("#post-edit-{second}")).await;
    fill(
        &player,
        &format!("#post-edit-body-{second}"),
        "Hide: [roll]1d100[/roll] Listen: [roll]1d100[/roll]",
    )
    .await;
    click(&player, &format!("#post-save-{second}")).await;
    wait_for(&player, &format!("#post-{second} .post-moved")).await;
    let kept = wait_text(&player, &spot_roll, |t| t.contains("Spot:")).await;
    assert_eq!(spot, kept, "the roll stays with its own words");
    shot(&player, "14b-thread-moved").await;

    // Deleted, the post leaves a stub with its results.
    player
        .execute("window.confirm = () => true", vec![])
        .await
        .unwrap();
    click(&player, &format!("#post-delete-{second}")).await;
    wait_for(&player, &format!("#post-{second} .post-deleted")).await;
    let stub = wait_text(&player, &spot_roll, |t| t.contains("Spot:")).await;
    assert_eq!(spot, stub, "a deleted post keeps its results in view");

    // A post for the Keeper only: marked so for its author, and the Keeper reads it.
    fill(
        &player,
        "#post-body",
        "Only for the Keeper: I pocket the idol.",
    )
    .await;
    select(&player, "#post-visibility", "private").await;
    click(&player, "#post-submit").await;
    wait_for(&player, ".post-private").await;
    let thread_path = current_path(&player).await;
    keeper.goto(&format!("{base}{thread_path}")).await.unwrap();
    wait_text(&keeper, "#posts", |t| t.contains("I pocket the idol")).await;
    shot(&keeper, "14c-thread-keeper").await;

    // The thread's transcript, one page with every roll linked to its permalink.
    let transcript = attr(&player, "#transcript-link", "href").await;
    player
        .goto(&format!("{base}{}", transcript.trim_start_matches(&base)))
        .await
        .unwrap();
    wait_text(&player, "body", |t| {
        t.contains("session transcript") && t.contains("Spot:")
    })
    .await;
    assert!(html_of(&player, "body").await.contains("/r/"));
    shot(&player, "14d-transcript").await;

    // A public roll's permalink, with snippets for forums elsewhere.
    keeper.goto(&format!("{base}/games/{game}")).await.unwrap();
    let link = attr(&keeper, "#log a.permalink", "href").await;
    let anonymous = driver.browser(1000, 900).await;
    anonymous
        .goto(&format!("{base}{}", link.trim_start_matches(&base)))
        .await
        .unwrap();
    wait_text(&anonymous, "#snippet-bbcode", |t| t.contains("[url=")).await;
    shot(&anonymous, "15-permalink").await;

    // The Keeper's screen verifies the chain.
    keeper
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    wait_for(&keeper, "#verify-result .verify-ok").await;
    shot(&keeper, "16-keeper-verify").await;

    // A Sanity roll for Brian from the Keeper's screen: the loss goes on his sheet.
    let brian = attr(&keeper, "#sanity-character option", "value").await;
    fill(&keeper, "#sanity-loss", "1/1D6").await;
    select(&keeper, "#sanity-visibility", "public").await;
    click(&keeper, "#sanity-roll").await;
    let sanity = wait_text(&keeper, "#sanity-result", |t| {
        t.contains("Sanity roll for Brian") && t.contains("SAN is now")
    })
    .await;
    scroll_to(&keeper, "#sanity-result").await;
    shot(&keeper, "17-keeper-sanity").await;
    let san = number_after(&sanity, "SAN is now ");
    assert!(san < 50, "Brian's SAN of 50 dropped: {sanity}");

    // A second roll starts from the SAN the first left, without reloading the page.
    click(&keeper, "#sanity-roll").await;
    let again = wait_text(&keeper, "#sanity-result", |t| {
        t.contains("SAN is now") && t != sanity
    })
    .await;
    let lost = number_after(&again, "loses ");
    assert_eq!(number_after(&again, "SAN is now "), san - lost, "{again}");

    // Damage: 1D3 rolled, its total taken off Brian's Hit Points.
    select(&keeper, "#damage-character", &brian).await;
    fill(&keeper, "#damage-expr", "1D3").await;
    select(&keeper, "#damage-visibility", "public").await;
    click(&keeper, "#damage-roll").await;
    let damage = wait_text(&keeper, "#damage-result", |t| {
        t.contains("Damage 1D3 for Brian") && t.contains("Hit Points are now")
    })
    .await;
    scroll_to(&keeper, "#damage-result").await;
    shot(&keeper, "18-keeper-damage").await;
    let taken: i64 = number_after(&damage, "takes ");
    assert!((1..=3).contains(&taken), "1D3 damage: {damage}");

    // The player's sheet shows both.
    player
        .goto(&format!("{base}/games/{game}/characters/{brian}"))
        .await
        .unwrap();
    let summary = wait_text(&player, "#sheet-summary", |t| t.contains("HP")).await;
    let hp = number_after(&summary, "HP ");
    assert!(
        hp < 13,
        "Brian's HP dropped below its maximum of 13: {summary}"
    );
    assert_eq!(hp, 13 - taken, "{summary}");
    assert_eq!(number_after(&summary, "SAN "), san - lost, "{summary}");

    // The player switches the table to Greek, and it stays Greek after a reload (the
    // choice is kept on the member); then back to English.
    let cat = keeper_i18n::Catalogue::global();
    let spot_hidden = |lang: &str| cat.skill_label(lang, "Spot Hidden");
    player.goto(&format!("{base}/games/{game}")).await.unwrap();
    for (lang, shot_name) in [("el", "19-table-greek"), ("en", "20-table-english-again")] {
        select(&player, "#language-select", lang).await;
        click(&player, "#language-submit").await;
        wait_for_lang(&player, lang).await;
        assert_eq!(current_path(&player).await, format!("/games/{game}"));
        let label = spot_hidden(lang);
        wait_text(&player, "#main", |t| t.contains(&label)).await;
        player.refresh().await.unwrap();
        wait_for_lang(&player, lang).await;
        shot(&player, shot_name).await;
    }
    assert_ne!(spot_hidden("el"), spot_hidden("en"));

    // The script's own texts follow the page's language: the odds on a 390 px phone and
    // the Keeper's Sanity line (formatted with the count) in Greek.
    select(&player, "#language-select", "el").await;
    click(&player, "#language-submit").await;
    wait_for_lang(&player, "el").await;
    open_check(&player, "Spot Hidden").await;
    wait_text(&player, "#check-odds", |t| {
        t.contains("Πιθανότητα επιτυχίας")
    })
    .await;
    // The dialog names the skill as the Greek sheet does, not by its wire name.
    wait_text(&player, "#check-title", |t| t.starts_with("Εντοπισμός")).await;
    shot(&player, "21-check-odds-greek").await;
    keeper
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    select(&keeper, "#language-select", "el").await;
    click(&keeper, "#language-submit").await;
    wait_for_lang(&keeper, "el").await;
    fill(&keeper, "#sanity-loss", "1/1D6").await;
    click(&keeper, "#sanity-roll").await;
    let greek = wait_text(&keeper, "#sanity-result", |t| {
        t.contains("το SAN είναι τώρα")
    })
    .await;
    assert!(greek.contains("Ψυχικής Υγείας"), "{greek}");
    scroll_to(&keeper, "#sanity-result").await;
    shot(&keeper, "22-keeper-sanity-greek").await;

    for c in [keeper, player, anonymous] {
        c.close().await.ok();
    }
}

/// Whether `css`'s property `name` satisfies `ok` within `tries` tenths of a second
/// (a value the page's script sets).
async fn wait_prop(
    c: &Client,
    css: &str,
    name: &str,
    tries: u32,
    ok: impl Fn(&str) -> bool,
) -> bool {
    for _ in 0..tries {
        // The script may replace the element under the read: ask again next time.
        let value = match wait_for(c, css).await.prop(name).await {
            Ok(v) => v.unwrap_or_default(),
            Err(_) => String::new(),
        };
        if ok(&value) {
            return true;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    false
}

/// Waits until the page is in `lang` (`<html lang>`), while the page is being replaced.
async fn wait_for_lang(c: &Client, lang: &str) {
    assert!(
        wait_prop(c, "html", "lang", 200, |l| l == lang).await,
        "the page did not turn to {lang}"
    );
}

/// A JSON call to the server the browsers use, as the Keeper's client would make it.
async fn call(
    base: &str,
    token: Option<&str>,
    method: &str,
    path: &str,
    body: serde_json::Value,
) -> serde_json::Value {
    let http = reqwest::Client::new();
    let mut r = http.request(method.parse().unwrap(), format!("{base}{path}"));
    if let Some(t) = token {
        r = r.bearer_auth(t);
    }
    if !body.is_null() {
        r = r.json(&body);
    }
    let answer = r.send().await.expect("an answer");
    assert!(
        answer.status().is_success(),
        "{method} {path}: {}",
        answer.status()
    );
    answer.json().await.expect("JSON")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_push_and_a_luck_spend_from_the_sheet() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let player = driver.browser(390, 844).await;
    // The Keeper's side by the API: a game, an invite, and later Ada for the player.
    let made = call(
        &base,
        None,
        "POST",
        "/api/v1/games",
        serde_json::json!({"name": "Push", "system": "coc7", "keeper_name": "Kay"}),
    )
    .await;
    let game = made["game"]["id"].as_str().unwrap().to_owned();
    let keeper = made["token"].as_str().unwrap().to_owned();
    let invite = call(
        &base,
        Some(&keeper),
        "POST",
        &format!("/api/v1/games/{game}/invites"),
        serde_json::json!({"role": "player"}),
    )
    .await;
    player
        .goto(&format!(
            "{base}/games/{game}/join?invite={}",
            invite["invite"].as_str().unwrap()
        ))
        .await
        .unwrap();
    fill(&player, "#join-name", "Alice").await;
    click(&player, "#join-submit").await;
    wait_for(&player, "#log").await;
    // The label names one roll only: it is cleared after it.
    fill(&player, "#dice-expr", "1d6").await;
    fill(&player, "#dice-label", "Door").await;
    click(&player, "#dice-roll").await;
    wait_text(&player, "#last-roll", |t| t.contains("Door")).await;
    assert!(wait_prop(&player, "#dice-label", "value", 100, |v| v.is_empty()).await);
    let members = call(
        &base,
        Some(&keeper),
        "GET",
        &format!("/api/v1/games/{game}/members"),
        serde_json::Value::Null,
    )
    .await;
    let alice = members
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["name"] == "Alice")
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let sheet = serde_json::json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Ada Lovecraft",
        "characteristics": {"STR": 40, "CON": 50, "POW": 60, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
        "skills": {"Spot Hidden": 45, "Library Use": 60, "Listen": 40, "Stealth": 30, "Psychology": 50,
            "Occult": 40, "History": 50, "Persuade": 40}, "luck": 55});
    let ada = call(
        &base,
        Some(&keeper),
        "POST",
        &format!("/api/v1/games/{game}/characters"),
        serde_json::json!({"owner": alice, "sheet": sheet}),
    )
    .await;
    let ada = ada["id"].as_str().unwrap().to_owned();

    // A failed Spot Hidden from the sheet (physical dice 80): its card shows beside the
    // button and offers the push.
    player
        .goto(&format!("{base}/games/{game}/characters/{ada}"))
        .await
        .unwrap();
    open_check(&player, "Spot Hidden").await;
    fill(&player, "#check-physical", "8 0").await;
    click(&player, "#check-roll").await;
    wait_for(&player, "#last-roll .push-button").await;
    let beside: bool = player
        .execute(
            "const b = document.querySelector('.skill-button[data-skill=\"Spot Hidden\"]').closest('.roll-group');
             return b.nextElementSibling && b.nextElementSibling.id === 'last-roll';",
            vec![],
        )
        .await
        .unwrap()
        .as_bool()
        .unwrap();
    assert!(beside, "the card is next to the button rolled from");
    shot(&player, "31-sheet-failed-check").await;
    click(&player, "#last-roll .push-button").await;
    wait_text(&player, "#last-roll", |t| t.contains("pushes roll #")).await;
    shot(&player, "32-sheet-pushed").await;

    // 70 on Spot Hidden 45: 25 Luck buys a Regular success, one click.
    open_check(&player, "Spot Hidden").await;
    fill(&player, "#check-physical", "7 0").await;
    click(&player, "#check-roll").await;
    wait_for(&player, "#last-roll .luck-button[data-points=\"25\"]").await;
    shot(&player, "33-sheet-luck-offered").await;
    click(&player, "#last-roll .luck-button[data-points=\"25\"]").await;
    wait_text(&player, "#last-roll", |t| {
        t.contains("Luck spent on roll #")
    })
    .await;
    // The sheet's Luck went down by the points, without a reload.
    wait_text(&player, "#sheet-state", |t| t.contains("30")).await;
    shot(&player, "34-sheet-luck-spent").await;
    let after = call(
        &base,
        Some(&keeper),
        "GET",
        &format!("/api/v1/games/{game}/characters/{ada}"),
        serde_json::Value::Null,
    )
    .await;
    assert_eq!(after["derived"]["luck"], 30);

    // The Keeper signs in with the token and asks the group for Spot Hidden.
    let kb = driver.browser(1280, 1000).await;
    kb.goto(&format!("{base}/")).await.unwrap();
    fill(&kb, "#token-game", &game).await;
    fill(&kb, "#token-value", &keeper).await;
    click(&kb, "#token-submit").await;
    // The form redirects to the table with the cookie; going on before it lands
    // would cancel the sign-in.
    wait_path(&kb, &format!("/games/{game}")).await;
    kb.goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    wait_for(&kb, "#group-form").await;
    select(&kb, "#group-skill", "Spot Hidden").await;
    fill(&kb, "#group-label", "The study").await;
    shot(&kb, "35-keeper-group-request").await;
    click(&kb, "#group-submit").await;
    wait_text(&kb, "#pending", |t| {
        t.contains("Alice") && t.contains("The study")
    })
    .await;
    // The player answers it from the table; the Keeper's list empties.
    player.goto(&format!("{base}/games/{game}")).await.unwrap();
    click(&player, "#requests [data-action=\"answer\"]").await;
    wait_text(&player, "#last-roll", |t| t.contains("The study")).await;
    shot(&player, "36-player-answered").await;
    kb.goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    wait_for(&kb, "#pending-none").await;
    // A blind check of Ada's Spot Hidden in one click, with her value.
    select(&kb, &format!("#blind-skill-{ada}"), "Spot Hidden").await;
    click(&kb, &format!("#blind-check-{ada}")).await;
    wait_text(&kb, "#blind-result", |t| t.contains("45%")).await;
    scroll_to(&kb, "#blind-result").await;
    shot(&kb, "37-keeper-blind-check").await;
}
