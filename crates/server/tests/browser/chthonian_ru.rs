//! A Chthonian game played in Russian, as seed 003's readers would: the Narrator makes
//! the game, a player joins, writes an Excursionist with two Qualities and rolls one of
//! them against a Difficulty from the sheet; every word on the way is seed 003's
//! (Рассказчик, Качества, Сложность, Исход), and no Keeper (Хранитель) appears.

use crate::harness::{
    self, card_follows, click, fill, select, shot, wait_for, wait_text, wait_value,
};

/// The page's visible text.
async fn body_text(c: &fantoccini::Client) -> String {
    c.find(fantoccini::Locator::Css("body"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

#[tokio::test]
async fn a_chthonian_game_in_russian() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let narrator = driver.browser(1280, 1000).await;

    narrator.goto(&format!("{base}/games/new")).await.unwrap();
    select(&narrator, "#language-select", "ru").await;
    click(&narrator, "#language-submit").await;
    wait_text(&narrator, "h1", |t| !t.is_empty()).await;
    fill(&narrator, "#game-name", "Маска").await;
    select(&narrator, "#game-system", "chthonian").await;
    select(&narrator, "#game-language", "ru").await;
    fill(&narrator, "#game-keeper-name", "Ада").await;
    click(&narrator, "#game-create").await;
    wait_for(&narrator, "#log").await;
    let game = narrator
        .current_url()
        .await
        .unwrap()
        .path()
        .trim_start_matches("/games/")
        .to_owned();
    let page = body_text(&narrator).await;
    assert!(page.contains("вы — Рассказчик"), "{page}");
    assert!(page.contains("Ширма Рассказчика"), "{page}");
    assert!(!page.contains("Хранител"), "{page}");
    shot(&narrator, "50-chthonian-table-ru").await;

    narrator
        .goto(&format!("{base}/games/{game}/keeper"))
        .await
        .unwrap();
    click(&narrator, "#invite-player").await;
    // The link arrives with the invite's answer.
    let invite = wait_value(&narrator, "#invite-url", |v| !v.is_empty()).await;
    assert!(invite.contains("/join?invite="), "{invite}");
    let page = body_text(&narrator).await;
    assert!(!page.contains("Хранител"), "{page}");

    // The player reads Russian from the join page on.
    let player = driver.browser(390, 844).await;
    player.goto(&invite).await.unwrap();
    select(&player, "#language-select", "ru").await;
    click(&player, "#language-submit").await;
    // The choice reloads the page: type only into the Russian one's field.
    fill(&player, "html[lang='ru'] #join-name", "Вальтер").await;
    click(&player, "#join-submit").await;
    wait_for(&player, "#log").await;
    player
        .goto(&format!("{base}/games/{game}/characters/new"))
        .await
        .unwrap();
    fill(&player, "#chthonian-name", "Вальтер Геннинг").await;
    fill(&player, "#chthonian-ti", "2").await;
    fill(&player, "#chthonian-traits", "Бывший сыщик 2\nУпрямый 1").await;
    shot(&player, "51-chthonian-sheet-form-ru").await;
    click(&player, "#chthonian-create").await;
    let form = wait_for(&player, "form.chthonian-roll").await;
    let character = form.attr("data-character").await.unwrap().unwrap();
    let page = body_text(&player).await;
    for word in ["Качества", "Ужасающее Осознание", "Сложность"]
    {
        assert!(page.contains(word), "{word}: {page}");
    }
    assert!(
        !page.contains("Хранител") && !page.contains("Рассуд"),
        "{page}"
    );

    // One Quality that applies, Difficulty 8, from the sheet.
    click(&player, &format!("#trait-{character}-0")).await;
    fill(&player, &format!("#chthonian-difficulty-{character}"), "8").await;
    // The exact odds count the Quality checked: d12 + 2 against 8 succeeds on 6–12.
    let odds = format!("#chthonian-odds-{character}");
    wait_text(&player, &odds, |t| t.contains("7/12")).await;
    click(&player, &format!("#chthonian-roll-button-{character}")).await;
    let rolled = wait_text(&player, "#last-roll", |t| t.contains("Исход")).await;
    assert!(rolled.contains("Бывший сыщик +2"), "{rolled}");
    assert!(rolled.contains("Исход"), "{rolled}");
    assert!(
        rolled.contains("Успех") || rolled.contains("Провал"),
        "{rolled}"
    );
    shot(&player, "52-chthonian-roll-ru").await;
    // After the roll the form keeps what was chosen, and its odds with it.
    let after = wait_text(&player, &odds, |t| !t.is_empty()).await;
    assert!(after.contains("7/12"), "{after}");

    // The Narrator sees it arrive in the live log, in Russian.
    narrator
        .goto(&format!("{base}/games/{game}"))
        .await
        .unwrap();
    let log = wait_text(&narrator, "#log", |t| t.contains("Сложности 8")).await;
    assert!(log.contains("Вальтер"), "{log}");
    shot(&narrator, "53-chthonian-log-ru").await;

    // Terrible Insight at the table (I1–I4). The player's sheet has no Story yet; the
    // Narrator starts one from the same sheet, dealing Nodules = TI.
    let sheet = format!("{base}/games/{game}/characters/{character}");
    player.goto(&sheet).await.unwrap();
    wait_text(&player, "#sheet-insight", |t| t.contains("Сюжет не начат")).await;
    assert!(
        player
            .find(fantoccini::Locator::Css("#story-start"))
            .await
            .is_err(),
        "a player does not start Stories"
    );
    wait_for(&player, "body[data-live-state=connected]").await;
    narrator.goto(&sheet).await.unwrap();
    click(&narrator, "#story-start").await;
    // The player's section follows live: two Nodules (TI 2), the form to spend one.
    let left = wait_text(&player, "#sheet-insight", |t| t.contains("2 Нодуля")).await;
    assert!(left.contains("Потратить Нодуль"), "{left}");
    select(&player, "#nodule-use", "shift").await;
    select(&player, "#nodule-toward", "practicality").await;
    click(&player, "#nodule-spend").await;
    let spent = wait_text(&player, "#last-roll", |t| t.contains("Нодул")).await;
    assert!(
        spent.contains("Вальтер") || spent.contains("Трата"),
        "{spent}"
    );
    // TI 1 now, one Nodule left: the sheet's state says so without a reload.
    wait_text(&player, "#sheet-insight", |t| t.contains("1 Нодуль")).await;
    wait_text(&player, "#sheet-state", |t| {
        t.contains("УО 1") || t.contains("УО: 1")
    })
    .await;
    shot(&player, "54-chthonian-nodule-ru").await;
    // An Insight roll at Difficulty 8, with Прагматизм (−1 at TI 1) counted by the engine.
    fill(&player, "#insight-difficulty", "8").await;
    click(&player, "#insight-roll").await;
    let rolled = wait_text(&player, "#last-roll", |t| {
        t.contains("Бросок Ужасающего Осознания")
    })
    .await;
    // The card shows under the section it was asked from, outside its live part.
    let under = card_follows(&player, "sheet-insight").await;
    assert!(under, "the Insight roll's card is under its section");
    assert!(
        rolled.contains("Успех") || rolled.contains("Провал"),
        "{rolled}"
    );
    // Psychiatric care (I3): a roll to lose TI, from the same form.
    // The section is rendered again live after each roll: choose and send at once.
    player
        .execute(
            "const f = document.getElementById('insight-form'); f.elements.kind.value = 'treatment'; f.elements.difficulty.value = '8'; f.requestSubmit();",
            vec![],
        )
        .await
        .unwrap();
    let treated = wait_text(&player, "#last-roll", |t| {
        t.contains("Лечение") || t.contains("лечение")
    })
    .await;
    assert!(
        treated.contains("Успех") || treated.contains("Провал"),
        "{treated}"
    );

    player.close().await.unwrap();
    narrator.close().await.unwrap();
}
