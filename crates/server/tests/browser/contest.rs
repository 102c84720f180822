//! A Chthonian contest outside a fight, in Russian (R3): Walter against the cellar
//! door, each side with its own Qualities; the card names both sides.

use serde_json::json;

use crate::development::players_character;
use crate::fight::{game_of_two, into_view, keeper_and_phone};
use crate::harness::{self, click, fill, select, shot, wait_text};
use crate::live::post;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn walter_forces_the_cellar_door_in_russian() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at) = game_of_two(&base, "chthonian", "ru", ("Погреб", "Ада", "Алиса")).await;
    let sheet = json!({"format": "keeper-chthonian-sheet", "version": 1, "name": "Уолтер",
        "style": "weird", "ti": 0,
        "traits": [{"name": "Сильный", "rating": 2}, {"name": "Бывший сыщик", "rating": 2}]});
    let walter = players_character(&base, &game, (&kt, &at), sheet).await;
    let (narrator, phone) = keeper_and_phone(&driver, &base, &game, (&kt, &at), "ru").await;
    phone.goto(&format!("{base}/games/{game}")).await.unwrap();
    into_view(&phone, "#contest").await;
    // Walter's Qualities show under his side; the second side is an object.
    wait_text(&phone, "#contest-sides .contest-traits-hint", |t| {
        t.contains("Сильный 2")
    })
    .await;
    select(&phone, "#contest-kind", "complex").await;
    fill(&phone, "#contest-traits-0", "Сильный").await;
    fill(&phone, "#contest-name-1", "Дверь погреба").await;
    fill(&phone, "#contest-traits-1", "Прочность 3").await;
    shot(&phone, "94-chthonian-contest-form-ru").await;
    click(&phone, "#contest-roll").await;
    let card = wait_text(&phone, "#contest-result", |t| t.contains("Дверь погреба")).await;
    assert!(card.contains("Уолтер"), "{card}");
    assert!(card.contains("Исход"), "{card}");
    into_view(&phone, "#contest-result").await;
    shot(&phone, "95-chthonian-contest-card-ru").await;
    // A standard roll of Walter's (d12 9 + Сильный 2 against 8: Исход 3): the Narrator
    // makes its Outcome a Quality of his (R5) from the card.
    let rolled = post(
        &base,
        &format!("/games/{game}/rolls"),
        Some(&at),
        json!({"request": {"system": "chthonian", "action": "roll", "traits": [{"name": "Сильный", "rating": 2}], "difficulty": 8}, "dice": [9]}),
    )
    .await;
    narrator
        .goto(&format!("{base}/games/{game}"))
        .await
        .unwrap();
    let form = format!("#entry-{} form.outcome-trait", rolled["seq"]);
    // The Narrator reads the game in English.
    wait_text(&narrator, &form, |t| t.contains("Outcome 3")).await;
    narrator
        .execute(
            "const f = document.querySelector(arguments[0]); f.elements.character.value = arguments[1]; f.elements.name.value = 'Уверенность';",
            vec![json!(form.clone()), json!(walter)],
        )
        .await
        .unwrap();
    crate::fight::into_view(&narrator, &form).await;
    shot(&narrator, "98-chthonian-outcome-trait").await;
    click(&narrator, &format!("{form} button")).await;
    wait_text(&phone, "#log", |t| t.contains("Уверенность")).await;
    let got = crate::fight::get(&base, &format!("/games/{game}/characters/{walter}"), &at).await;
    assert!(
        got["derived"]["traits"].to_string().contains("Уверенность"),
        "{got}"
    );
    for c in [narrator, phone] {
        c.close().await.ok();
    }
}

/// A resistance roll at a classic table, in Portuguese (T5): Walter's STR from his
/// sheet against the door's 16.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn walter_pushes_against_the_door_in_portuguese() {
    let Some((base, driver)) = harness::start().await else {
        return;
    };
    let (game, kt, at) = game_of_two(&base, "classic", "pt-BR", ("Porta", "Kay", "Alice")).await;
    let sheet = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
        "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
        "skills": {"Spot Hidden": 40}});
    let walter = players_character(&base, &game, (&kt, &at), sheet).await;
    let (keeper, phone) = keeper_and_phone(&driver, &base, &game, (&kt, &at), "pt-BR").await;
    keeper.close().await.ok();
    phone.goto(&format!("{base}/games/{game}")).await.unwrap();
    into_view(&phone, "#opposed").await;
    let title = wait_text(&phone, "#opposed-title", |t| !t.is_empty()).await;
    assert_eq!(title, "Teste de resistência");
    select(&phone, &format!("#opposed-skill-0-{walter}"), "STR").await;
    fill(&phone, "#opposed-name-1", "A porta").await;
    fill(&phone, "#opposed-value-1", "16").await;
    click(&phone, "#opposed-roll").await;
    let card = wait_text(&phone, "#opposed-result", |t| t.contains("A porta")).await;
    assert!(
        card.contains("Walter (STR)") && card.contains("30%"),
        "{card}"
    );
    into_view(&phone, "#opposed-result").await;
    shot(&phone, "97-classic-resistance-pt").await;
    phone.close().await.ok();
}
