//! A fight at the table: the Keeper starts it with two investigators, a cultist and a
//! ghoul; the order is the rules'; each attack is answered in the other browser, live,
//! with the exact odds of each choice on the button; the log tells every exchange; the
//! fight goes on until the cultist dies.

use serde_json::{Value, json};

use crate::harness::{self, card_follows, click, select, shot, wait_for, wait_text};
use crate::live::{post, signed_in};

const GHOUL: &str = include_str!("../../../../docs/npcs/coc7/ghoul.txt");
/// A frail old cultist: 3 hit points, so one blow of 3 or more kills him (H5).
const CULTIST: &str = "Old Cultist\nSTR 40 CON 30 SIZ 45 DEX 30 INT 60 POW 55\nHP: 3\n\
    Fighting 30%, damage 1D4+DB\nDodge 15%";

/// Clicks `css` in a panel the live log may render again at any moment: a click that
/// finds the element replaced under it looks for the new one.
pub(crate) async fn click_fresh(c: &fantoccini::Client, css: &str) {
    for _ in 0..50 {
        if let Ok(e) = c.find(fantoccini::Locator::Css(css)).await
            && e.click().await.is_ok()
        {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("{css} could not be clicked");
}

pub(crate) async fn into_view(c: &fantoccini::Client, css: &str) {
    wait_for(c, css).await;
    c.execute(
        "document.querySelector(arguments[0]).scrollIntoView({block: 'center'})",
        vec![json!(css)],
    )
    .await
    .unwrap();
}

pub(crate) async fn get(base: &str, path: &str, token: &str) -> Value {
    let answer = reqwest::Client::new()
        .get(format!("{base}/api/v1{path}"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert!(answer.status().is_success(), "{path}: {}", answer.status());
    answer.json().await.unwrap()
}

fn sheet(name: &str, dex: i64) -> Value {
    json!({"format": "keeper-coc7-sheet", "version": 1, "name": name,
        "characteristics": {"STR": 60, "CON": 60, "POW": 50, "DEX": dex, "APP": 40, "SIZ": 70, "INT": 50, "EDU": 50},
        "skills": {"Fighting (Brawl)": 70, "Dodge": 60, "Firearms (Handgun)": 50}})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_and_a_keeper_fight_a_cultist_and_a_ghoul() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let made = post(
        &base,
        "/games",
        None,
        json!({"name": "The Crypt", "system": "coc7", "keeper_name": "Kay"}),
    )
    .await;
    let game = made["game"]["id"].as_str().unwrap().to_owned();
    let kt = made["token"].as_str().unwrap().to_owned();
    let g = |p: &str| format!("/games/{game}{p}");
    let invite = post(&base, &g("/invites"), Some(&kt), json!({"role": "player"})).await["invite"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut tokens = Vec::new();
    for name in ["Alice", "Bob"] {
        let joined = post(
            &base,
            &g("/join"),
            None,
            json!({"invite": invite, "name": name}),
        )
        .await;
        tokens.push(joined["token"].as_str().unwrap().to_owned());
    }
    let (at, bt) = (tokens[0].clone(), tokens[1].clone());
    let id = |v: &Value| v["id"].as_str().unwrap().to_owned();
    let brian = id(&post(
        &base,
        &g("/characters"),
        Some(&at),
        json!({"sheet": sheet("Brian", 80)}),
    )
    .await);
    let dora = id(&post(
        &base,
        &g("/characters"),
        Some(&bt),
        json!({"sheet": sheet("Dora", 70)}),
    )
    .await);
    let ghoul = id(&post(
        &base,
        &g("/characters"),
        Some(&kt),
        json!({"kind": "npc", "statblock": GHOUL.trim_end()}),
    )
    .await);
    let cultist = id(&post(
        &base,
        &g("/characters"),
        Some(&kt),
        json!({"kind": "npc", "statblock": CULTIST}),
    )
    .await);

    let keeper = signed_in(&driver, &base, &game, &kt).await;
    let alice = driver.browser(390, 844).await;
    alice
        .goto(&format!("{base}/games/{game}/signin?token={at}"))
        .await
        .unwrap();
    click(&alice, "#signin-submit").await;
    wait_for(&alice, "#log").await;
    let bob = signed_in(&driver, &base, &game, &bt).await;
    for c in [&keeper, &alice, &bob] {
        wait_for(c, "body[data-live-state=connected]").await;
    }

    // The Keeper ticks the two NPCs (the investigators are ticked already) and starts.
    wait_for(&keeper, "#fight-start-form").await;
    for npc in [&ghoul, &cultist] {
        click(
            &keeper,
            &format!("#fight-start-form input[name=fighter][value='{npc}']"),
        )
        .await;
    }
    into_view(&keeper, "#fight-start").await;
    shot(&keeper, "70-fight-start").await;
    click_fresh(&keeper, "#fight-start").await;
    // Everyone's table shows the order live: DEX 80, 70, the ghoul's 65, the cultist's 30.
    let order = wait_text(&alice, "#fight-order", |t| t.contains("Ghoul")).await;
    let at_ = |n: &str| order.find(n).unwrap_or_else(|| panic!("{n} in {order}"));
    assert!(
        at_("Brian") < at_("Dora")
            && at_("Dora") < at_("Ghoul")
            && at_("Ghoul") < at_("Old Cultist"),
        "{order}"
    );
    let log = wait_text(&bob, "#log", |t| t.contains("A fight begins")).await;
    assert!(
        !log.contains("65"),
        "the ghoul's DEX stays the Keeper's: {log}"
    );

    // Brian's turn, on Alice's phone: a blow at the cultist.
    wait_for(&alice, "#fight-attack-form").await;
    select(&alice, "#fight-target", &cultist).await;
    select(&alice, "#fight-with", "unarmed").await;
    shot(&alice, "71-fight-player-attacks").await;
    click_fresh(&alice, "#fight-attack").await;
    // The Keeper is asked, live, with the exact odds on each choice.
    let choices = wait_text(&keeper, "#fight-choices", |t| t.contains('%')).await;
    assert!(
        choices.contains("Dodge") && choices.contains("Fight back"),
        "{choices}"
    );
    into_view(&keeper, "#fight-choices").await;
    shot(&keeper, "72-fight-keeper-answers").await;
    click_fresh(&keeper, "#fight-defend-dodge").await;
    wait_text(&alice, "#log", |t| t.contains("Old Cultist dodges")).await;
    click_fresh(&alice, "#fight-next").await;

    // Dora's turn in Bob's browser: she tries to hold the ghoul (K8); it fights back.
    wait_for(&bob, "#fight-attack-form").await;
    select(&bob, "#fight-target", &ghoul).await;
    select(&bob, "#fight-maneuver", "hold").await;
    click_fresh(&bob, "#fight-attack").await;
    let pending = wait_text(&keeper, "#fight-pending", |t| t.contains("grab and hold")).await;
    assert!(pending.contains("Dora"), "{pending}");
    click_fresh(&keeper, "#fight-defend-fight_back").await;
    let log = wait_text(&bob, "#log", |t| t.contains("fights back")).await;
    assert!(
        log.contains("The maneuver works") || log.contains("The maneuver fails"),
        "{log}"
    );
    click_fresh(&bob, "#fight-next").await;

    // The ghoul's turn: its claw at Brian. Alice's phone gets the choice, live.
    wait_for(&keeper, "#fight-attack-form").await;
    select(&keeper, "#fight-target", &brian).await;
    select(&keeper, "#fight-with", "Claw").await;
    click_fresh(&keeper, "#fight-attack").await;
    let asked = wait_text(&alice, "#fight-choices", |t| t.contains('%')).await;
    assert!(asked.contains("Dodge"), "{asked}");
    wait_text(&bob, "#fight-pending", |t| t.contains("Claw")).await;
    assert!(
        bob.find(fantoccini::Locator::Css("#fight-choices"))
            .await
            .is_err(),
        "only the target's player answers"
    );
    into_view(&alice, "#fight-choices").await;
    shot(&alice, "73-fight-player-answers-phone").await;
    click_fresh(&alice, "#fight-defend-dodge").await;
    wait_text(&keeper, "#log", |t| t.contains("Brian dodges")).await;

    // On until the cultist dies: the Keeper's NPCs pass, the investigators (whoever of
    // them is still up) keep hitting him.
    let mut dead = false;
    for _ in 0..60 {
        // Brian's first blow may have killed him already.
        let c = get(&base, &g(&format!("/characters/{cultist}")), &kt).await;
        if c["derived"]["health"]["dead"] == true {
            dead = true;
            break;
        }
        let f = get(&base, &g("/fight"), &kt).await;
        let turn = f["fight"]["fight"]["turn"].as_u64().unwrap() as usize;
        let fighter = &f["fight"]["fight"]["fighters"][turn];
        let who = fighter["character"].as_str().unwrap().to_owned();
        let token = if who == brian {
            &at
        } else if who == dora {
            &bt
        } else {
            &kt
        };
        if token != &kt && fighter["attacks_made"] == 0 {
            post(
                &base,
                &g("/fight/attack"),
                Some(token),
                json!({"target": cultist, "with": "unarmed"}),
            )
            .await;
            let x = post(
                &base,
                &g("/fight/defend"),
                Some(&kt),
                json!({"response": "dodge"}),
            )
            .await;
            let c = get(&base, &g(&format!("/characters/{cultist}")), &kt).await;
            if c["derived"]["health"]["dead"] == true {
                let body: Value = match &x["entry"]["body"] {
                    Value::String(text) => serde_json::from_str(text).unwrap(),
                    b => b.clone(),
                };
                assert!(body["hit"]["damage"].as_i64().unwrap() >= 3, "{x}");
                dead = true;
                break;
            }
        }
        post(&base, &g("/fight/next"), Some(token), json!({})).await;
    }
    assert!(dead, "the cultist died within 60 turns");
    // The blow that killed him (3 or more: H5) as everyone reads it.
    let log = wait_text(&alice, "#log", |t| t.contains("Old Cultist is hit for")).await;
    assert!(log.contains("attacks Old Cultist"), "{log}");
    // Nothing of the NPCs' numbers reached a player: their Dodge, their weapons, their
    // hit points (an investigator's own "HP 3/13" is the players' to read).
    let page = wait_text(&bob, "body", |t| !t.is_empty()).await;
    for stat in ["Dodge 15", "Dodge 40", "1D4+DB"] {
        assert!(!page.contains(stat), "{stat} reaches a player: {page}");
    }
    for npc in [&ghoul, &cultist] {
        let row = wait_text(&bob, &format!("#fighter-{npc}"), |t| !t.is_empty()).await;
        assert!(
            !row.contains("HP"),
            "an NPC's hit points reach a player: {row}"
        );
    }
    bob.refresh().await.unwrap();
    // Out of the fight for everyone to see; how badly hurt, the Keeper's.
    wait_text(&bob, &format!("#fighter-{cultist}"), |t| {
        t.contains("out of the fight")
    })
    .await;
    into_view(&bob, "#fight-order").await;
    shot(&bob, "74-fight-order-player").await;
    bob.execute("document.getElementById('log-scroll').scrollTop = 1e9; document.getElementById('log-section').scrollIntoView()", vec![]).await.unwrap();
    shot(&bob, "75-fight-log-player").await;

    // Alice reads the fight on her phone in Russian: the panel and the log in her words.
    select(&alice, "#language-select", "ru").await;
    click(&alice, "#language-submit").await;
    wait_for(&alice, "html[lang='ru']").await;
    let panel = wait_text(&alice, "#fight", |t| t.contains("Раунд")).await;
    assert!(
        panel.contains("Бой") && panel.contains("выбыл из боя"),
        "{panel}"
    );
    // The whole log, scrolled or not (a reader scrolls back through it).
    let log = alice
        .execute("return document.getElementById('log').textContent", vec![])
        .await
        .unwrap();
    let log = log.as_str().unwrap_or_default();
    assert!(
        log.contains("Начинается бой") && log.contains("атакует"),
        "{log}"
    );
    into_view(&alice, "#fight").await;
    shot(&alice, "77-fight-phone-ru").await;

    // The Keeper ends the fight; it reads well in the log afterwards.
    keeper.refresh().await.unwrap();
    wait_for(&keeper, "body[data-live-state=connected]").await;
    keeper
        .execute("window.confirm = () => true", vec![])
        .await
        .unwrap();
    // The Keeper's hand on the order: the ghoul moved down, for everyone, live.
    click_fresh(
        &keeper,
        &format!("#fighter-{ghoul} button[data-action=fight-move][data-position='3']"),
    )
    .await;
    wait_text(&bob, "#log", |t| t.contains("The Keeper moves Ghoul")).await;
    wait_for(&keeper, "body[data-live-state=connected]").await;
    click_fresh(&keeper, "#fight-end").await;
    wait_text(&bob, "#log", |t| t.contains("The fight ends")).await;
    wait_for(&alice, "#fight-none").await;
    into_view(&keeper, "#fight").await;
    shot(&keeper, "76-fight-ended-keeper").await;

    for c in [keeper, alice, bob] {
        c.close().await.ok();
    }
}

/// A game of `system` in `lang` with its Keeper (`keeper_name`) and one player
/// (`player`): the game's id and the two tokens.
pub(crate) async fn game_of_two(
    base: &str,
    system: &str,
    lang: &str,
    (name, keeper_name, player): (&str, &str, &str),
) -> (String, String, String) {
    let made = post(
        base,
        "/games",
        None,
        json!({"name": name, "system": system, "keeper_name": keeper_name, "language": lang}),
    )
    .await;
    let game = made["game"]["id"].as_str().unwrap().to_owned();
    let kt = made["token"].as_str().unwrap().to_owned();
    let invite = post(
        base,
        &format!("/games/{game}/invites"),
        Some(&kt),
        json!({"role": "player"}),
    )
    .await["invite"]
        .as_str()
        .unwrap()
        .to_owned();
    let joined = post(
        base,
        &format!("/games/{game}/join"),
        None,
        json!({"invite": invite, "name": player}),
    )
    .await;
    let at = joined["token"].as_str().unwrap().to_owned();
    (game, kt, at)
}

/// The player's phone, signed in with `token` and reading `lang`; and the Keeper's
/// browser; both live.
pub(crate) async fn keeper_and_phone(
    driver: &harness::Driver,
    base: &str,
    game: &str,
    (kt, at): (&str, &str),
    lang: &str,
) -> (fantoccini::Client, fantoccini::Client) {
    let keeper = signed_in(driver, base, game, kt).await;
    let phone = driver.browser(390, 844).await;
    phone
        .goto(&format!("{base}/games/{game}/signin?token={at}"))
        .await
        .unwrap();
    click(&phone, "#signin-submit").await;
    wait_for(&phone, "#log").await;
    select(&phone, "#language-select", lang).await;
    click(&phone, "#language-submit").await;
    wait_for(&phone, &format!("html[lang='{lang}']")).await;
    for c in [&keeper, &phone] {
        wait_for(c, "body[data-live-state=connected]").await;
    }
    (keeper, phone)
}

/// A classic fight read in Portuguese, as seed 004's forum would: the Keeper's cultist
/// stabs at Walter; Alice's phone offers Aparar, Esquivar and Aguentar, each with the
/// chance the blow lands; she parries; then her Brawl is met by the Keeper's parry.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_classic_fight_is_parried_in_portuguese() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at) = game_of_two(&base, "classic", "pt-BR", ("A Cripta", "Kay", "Alice")).await;
    let g = |p: &str| format!("/games/{game}{p}");
    let id = |v: &Value| v["id"].as_str().unwrap().to_owned();
    let walter = id(&post(
        &base,
        &g("/characters"),
        Some(&at),
        json!({"sheet": {"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
            "characteristics": {"STR": 12, "CON": 18, "SIZ": 16, "INT": 15, "POW": 13, "DEX": 14, "APP": 9, "EDU": 16},
            "skills": {"Briga": 60, "Faca": 45, "Esquiva": 40}}}),
    )
    .await);
    let cultist = id(&post(
        &base,
        &g("/characters"),
        Some(&kt),
        json!({"kind": "npc", "statblock": "Cultista\nFOR 12 CON 11 TAM 13 INT 10 POD 11 DES 12\nPV: 40\nFaca 40%, dano 1D4+db\nEsquiva 20%"}),
    )
    .await);
    let (keeper, alice) = keeper_and_phone(&driver, &base, &game, (&kt, &at), "pt-BR").await;
    post(
        &base,
        &g("/fight"),
        Some(&kt),
        json!({"fighters": [{"character": walter}, {"character": cultist}]}),
    )
    .await;
    // Walter (DEX 14) first: he passes; the cultist's knife comes at him.
    post(&base, &g("/fight/next"), Some(&at), json!({})).await;
    post(
        &base,
        &g("/fight/attack"),
        Some(&kt),
        json!({"target": walter, "with": "Faca"}),
    )
    .await;
    let asked = wait_text(&alice, "#fight-choices", |t| t.contains('%')).await;
    assert!(
        asked.contains("Aparar") && asked.contains("Esquivar") && asked.contains("Aguentar"),
        "{asked}"
    );
    into_view(&alice, "#fight-choices").await;
    shot(&alice, "78-fight-classic-parry-phone-pt").await;
    click_fresh(&alice, "#fight-defend-parry").await;
    let log = wait_text(&alice, "#log", |t| t.contains("Walter apara")).await;
    assert!(log.contains("Cultista ataca Walter"), "{log}");
    // The Keeper passes; round 2, Walter's Brawl from the form, the Keeper parries it.
    post(&base, &g("/fight/next"), Some(&kt), json!({})).await;
    wait_for(&alice, "#fight-attack-form").await;
    assert!(
        alice
            .find(fantoccini::Locator::Css("#fight-maneuver"))
            .await
            .is_err(),
        "classic has no maneuvers"
    );
    select(&alice, "#fight-target", &cultist).await;
    select(&alice, "#fight-with", "brawl").await;
    click_fresh(&alice, "#fight-attack").await;
    let choices = wait_text(&keeper, "#fight-choices", |t| t.contains('%')).await;
    assert!(choices.contains("Parry"), "{choices}");
    into_view(&keeper, "#fight-choices").await;
    shot(&keeper, "78-fight-classic-keeper-parries").await;
    click_fresh(&keeper, "#fight-defend-parry").await;
    let log = wait_text(&alice, "#log", |t| t.contains("Cultista apara")).await;
    assert!(log.contains("Briga"), "{log}");
    // K8: a second attack is offered at −30%, never with Brawl again.
    let form = wait_text(&alice, "#fight-attack-form", |t| t.contains("−30%")).await;
    assert!(form.contains("Outro ataque"), "{form}");
    into_view(&alice, "#log-section").await;
    shot(&alice, "79-fight-classic-log-pt").await;
    for c in [keeper, alice] {
        c.close().await.ok();
    }
}

/// A Chthonian fight read in Russian, as seed 003 plays one: the player ticks Walter's
/// Qualities and attacks the mulk on a phone; the Narrator ticks the mulk's and resists;
/// the log says who lost and the wound it left.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chthonian_fight_is_a_contest_of_qualities_in_russian() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at) = game_of_two(&base, "chthonian", "ru", ("Маска", "Ада", "Алиса")).await;
    let g = |p: &str| format!("/games/{game}{p}");
    let id = |v: &Value| v["id"].as_str().unwrap().to_owned();
    let walter = id(&post(
        &base,
        &g("/characters"),
        Some(&at),
        json!({"sheet": {"format": "keeper-chthonian-sheet", "version": 1, "name": "Уолтер", "style": "weird", "ti": 2,
            "traits": [{"name": "Сильный", "rating": 1}, {"name": "Бывший сыщик", "rating": 2}]}}),
    )
    .await);
    let mulk = id(&post(
        &base,
        &g("/characters"),
        Some(&kt),
        json!({"kind": "npc", "statblock": "Мульк\nНечеловеческая сила 3, Толстая шкура 1"}),
    )
    .await);
    let (narrator, alice) = keeper_and_phone(&driver, &base, &game, (&kt, &at), "ru").await;
    post(
        &base,
        &g("/fight"),
        Some(&kt),
        json!({"fighters": [{"character": walter}, {"character": mulk}]}),
    )
    .await;
    // Walter is listed first: his turn, his Qualities to tick.
    wait_for(&alice, "#fight-attack-form input[name=trait]").await;
    assert!(
        alice
            .find(fantoccini::Locator::Css("#fight-with"))
            .await
            .is_err(),
        "a contest names no weapon"
    );
    select(&alice, "#fight-target", &mulk).await;
    click_fresh(
        &alice,
        "#fight-attack-form input[name=trait][value='Бывший сыщик']",
    )
    .await;
    into_view(&alice, "#fight-attack-form").await;
    shot(&alice, "80-fight-chthonian-phone-ru").await;
    click_fresh(&alice, "#fight-attack").await;
    // The Narrator ticks the mulk's strength and resists.
    wait_for(&narrator, "#fight-choices input[name=trait]").await;
    click_fresh(
        &narrator,
        "#fight-choices input[name=trait][value='Нечеловеческая сила']",
    )
    .await;
    click_fresh(&narrator, "#fight-defend-contest").await;
    let log = wait_text(&alice, "#log", |t| t.contains("Мульк сопротивляется")).await;
    assert!(log.contains("Уолтер атакует: Мульк"), "{log}");
    assert!(
        log.contains("проигрывает на") || log.contains("Никто не ранен"),
        "{log}"
    );
    assert!(
        !log.contains("Нечеловеческая"),
        "the mulk's Qualities are the Narrator's: {log}"
    );
    let f = get(&base, &g("/fight"), &kt).await;
    assert!(f["fight"]["fight"]["pending"].is_null(), "{f}");
    into_view(&alice, "#log-section").await;
    shot(&alice, "81-fight-chthonian-log-ru").await;
    for c in [narrator, alice] {
        c.close().await.ok();
    }
}

/// Weapons on a sheet, read in Greek on a phone: Alice starts from K4's handgun, names it
/// her grandfather's revolver and adds it; a damage written with the bonus is refused
/// with the rules' reason; in the fight the revolver is hers to fire, and its rounds are
/// its own; put away, it leaves the sheet.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revolver_on_the_sheet_is_fired_in_the_fight_in_greek() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at) = game_of_two(&base, "coc7", "el", ("Η Κρύπτη", "Κέι", "Αλίκη")).await;
    let g = |p: &str| format!("/games/{game}{p}");
    let id = |v: &Value| v["id"].as_str().unwrap().to_owned();
    let ada = id(&post(
        &base,
        &g("/characters"),
        Some(&at),
        json!({"sheet": sheet("Άντα", 80)}),
    )
    .await);
    let cultist = id(&post(
        &base,
        &g("/characters"),
        Some(&kt),
        json!({"kind": "npc", "statblock": "Λάτρης\nSTR 50 CON 50 SIZ 60 DEX 30 INT 50 POW 50\nHP: 60\nFighting 30%, damage 1D4+DB\nDodge 10%"}),
    )
    .await);
    let (keeper, alice) = keeper_and_phone(&driver, &base, &game, (&kt, &at), "el").await;
    alice
        .goto(&format!("{base}{}", g(&format!("/characters/{ada}"))))
        .await
        .unwrap();
    let table = wait_text(&alice, "#sheet-weapons", |t| t.contains("1D3")).await;
    assert!(table.contains("άοπλ"), "Unarmed, in Greek: {table}");
    click(&alice, "#weapon-add-box summary").await;
    select(&alice, "#weapon-like", "handgun").await;
    // K4's numbers fill the form.
    harness::wait_value(&alice, "#weapon-damage", |v| v == "1D10").await;
    harness::wait_value(&alice, "#weapon-ammo", |v| v == "6").await;
    harness::fill(&alice, "#weapon-name", "Περίστροφο του παππού").await;
    harness::fill(&alice, "#weapon-ammo", "5").await;
    // The damage bonus is not written into the dice: the rules say why, in Greek.
    harness::fill(&alice, "#weapon-damage", "1D10+DB").await;
    click(&alice, "#weapon-add").await;
    let refused = wait_text(&alice, "#weapon-status", |t| t.contains("μπόνους ζημιάς")).await;
    assert!(refused.contains("adds_db"), "{refused}");
    into_view(&alice, "#weapon-add").await;
    shot(&alice, "82-sheet-weapon-refused-phone-el").await;
    harness::fill(&alice, "#weapon-damage", "1D10").await;
    click(&alice, "#weapon-add").await;
    let table = wait_text(&alice, "#sheet-weapons", |t| {
        t.contains("Περίστροφο του παππού")
    })
    .await;
    assert!(table.contains("50") && table.contains("1D10"), "{table}");
    into_view(&alice, "#sheet-weapons").await;
    shot(&alice, "83-sheet-weapons-phone-el").await;
    // The wide table scrolls in its own box: the page itself fits the phone.
    let wide = alice
        .execute(
            "return document.documentElement.scrollWidth - document.documentElement.clientWidth",
            vec![],
        )
        .await
        .unwrap();
    let culprits = alice
        .execute("const w = document.documentElement.clientWidth; return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > w + 1).slice(0, 8).map(e => e.tagName + '#' + e.id + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)).join(' | ')", vec![])
        .await
        .unwrap();
    assert_eq!(
        wide,
        json!(0),
        "the page is wider than the phone: {culprits}"
    );

    // The fight: Ada (DEX 80) first; the revolver is offered, fired at the cultist.
    post(
        &base,
        &g("/fight"),
        Some(&kt),
        json!({"fighters": [{"character": ada}, {"character": cultist}]}),
    )
    .await;
    alice.goto(&format!("{base}{}", g(""))).await.unwrap();
    wait_for(&alice, "#fight-attack-form").await;
    select(&alice, "#fight-target", &cultist).await;
    select(&alice, "#fight-with", "Περίστροφο του παππού").await;
    click_fresh(&alice, "#fight-attack").await;
    wait_for(&keeper, "#fight-choices").await;
    post(
        &base,
        &g("/fight/defend"),
        Some(&kt),
        json!({"response": "none"}),
    )
    .await;
    let log = wait_text(&alice, "#log", |t| t.contains("Περίστροφο του παππού")).await;
    assert!(log.contains("Άντα"), "{log}");
    // Its own five rounds, one spent (or the roll jammed it: a 100 is a malfunction).
    let fight = get(&base, &g("/fight"), &at).await;
    let me = &fight["fight"]["fight"]["fighters"][0];
    assert!(
        me["rounds"]["Περίστροφο του παππού"] == 4
            || me["jammed"] == json!(["Περίστροφο του παππού"]),
        "{me}"
    );
    // Round 2: Ada spends her turn on something else, a First Aid roll from her sheet.
    post(&base, &g("/fight/next"), Some(&at), json!({})).await;
    post(&base, &g("/fight/next"), Some(&kt), json!({})).await;
    // The panel is drawn again for each turn's end: the form is used once round 2 is
    // drawn, so no later drawing replaces the list while a skill is chosen in it.
    wait_text(&alice, "#fight-round", |t| t.contains('2')).await;
    click_fresh(&alice, "#fight-skill-form summary").await;
    select(&alice, "#fight-skill", "First Aid").await;
    click_fresh(&alice, "#fight-skill-roll").await;
    let log = wait_text(&alice, "#log", |t| t.contains("αφιερώνει τον γύρο")).await;
    assert!(
        log.contains("Πρώτες Βοήθειες") || log.contains("First Aid"),
        "{log}"
    );
    into_view(&alice, "#log-section").await;
    shot(&alice, "84-fight-skill-roll-phone-el").await;
    // Round 3: she aims (the rulebook's bonus die on her next single shot).
    post(&base, &g("/fight/next"), Some(&at), json!({})).await;
    post(&base, &g("/fight/next"), Some(&kt), json!({})).await;
    click_fresh(&alice, "#fight-aim").await;
    wait_text(&alice, "#log", |t| t.contains("Άντα σημαδεύει")).await;
    wait_text(&alice, "#fight", |t| t.contains("σημαδεύει")).await;
    // Wounded, Ada gives herself First Aid from her sheet: her skill, her wounds.
    post(
        &base,
        &g(&format!("/characters/{ada}/events")),
        Some(&kt),
        json!({"events": [{"event": "damaged", "amount": 3}]}),
    )
    .await;
    alice
        .goto(&format!("{base}{}", g(&format!("/characters/{ada}"))))
        .await
        .unwrap();
    select(&alice, "#treat-treatment", "first_aid").await;
    click_fresh(&alice, "#treat-submit").await;
    let treated = wait_text(&alice, "#last-roll", |t| !t.trim().is_empty()).await;
    assert!(treated.contains("Πρώτες Βοήθειες"), "{treated}");
    assert!(
        treated.contains('%') || treated.contains("Επιτυχία") || treated.contains("Αποτυχία"),
        "{treated}"
    );
    let beside = card_follows(&alice, "treat-form").await;
    assert!(beside, "the card shows under the form it was asked from");
    into_view(&alice, "#sheet-treat").await;
    shot(&alice, "85-sheet-first-aid-phone-el").await;
    // Put away from the sheet, it leaves the weapons table live.
    alice
        .goto(&format!("{base}{}", g(&format!("/characters/{ada}"))))
        .await
        .unwrap();
    click_fresh(&alice, "#sheet-weapons [data-action=weapon-remove]").await;
    wait_text(&alice, "#sheet-weapons", |t| !t.contains("Περίστροφο")).await;
    for c in [keeper, alice] {
        c.close().await.ok();
    }
}
