//! The creation forms and the Keeper's screen: characters made from the forms, and the
//! Sanity and damage the Keeper rolls on them changing the sheet.

use serde_json::{Value, json};

use crate::helpers::start;

#[tokio::test]
async fn the_creation_forms_make_characters() {
    let s = start().await;
    let (keeper, player, _) = s.game("coc7").await;
    let g = keeper.game.clone();
    let path = format!("/games/{g}/characters/new");
    let mut form: Vec<(String, String)> = vec![
        ("method".into(), "quickstart".into()),
        ("occupation".into(), "Journalist".into()),
        ("name".into(), "Jane".into()),
    ];
    for (k, v) in [
        ("STR", 40),
        ("CON", 50),
        ("POW", 50),
        ("DEX", 50),
        ("APP", 60),
        ("SIZ", 60),
        ("INT", 70),
        ("EDU", 80),
    ] {
        form.push((k.into(), v.to_string()));
    }
    let skills = [
        ("Art/Craft (Photography)", 70),
        ("History", 60),
        ("Library Use", 60),
        ("Language (Own)", 50),
        ("Persuade", 50),
        ("Psychology", 50),
        ("Spot Hidden", 40),
        ("Listen", 40),
        ("Credit Rating", 40),
    ];
    for (i, (skill, v)) in skills.iter().enumerate() {
        form.push((format!("occ_skill_{i}"), (*skill).into()));
        form.push((format!("occ_value_{i}"), v.to_string()));
    }
    for (i, skill) in ["Drive Auto", "Jump", "Stealth", "Dodge"]
        .iter()
        .enumerate()
    {
        form.push((format!("interest_{i}"), (*skill).into()));
    }
    // Details and a backstory, as the wizard's last step asks.
    form.push(("sex".into(), "female".into()));
    form.push(("age".into(), "34".into()));
    form.push(("bg_ideology".into(), "The truth will out".into()));
    let pairs: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let res = s.post_form(&path, Some(&player), &pairs, true).await;
    assert_eq!(res.status(), 200);
    let answer: Value = res.json().await.unwrap();
    let location = answer["location"].as_str().unwrap().to_owned();
    let (status, html) = s.get(&location, Some(&player)).await;
    assert_eq!(status, 200);
    assert!(html.contains("Jane"));
    assert!(html.contains("Spot Hidden") && html.contains("40 (20/8)"));
    assert!(html.contains("id=\"sheet-derived\""));
    assert!(
        html.contains("female") && html.contains("<dd>34</dd>"),
        "{html}"
    );
    assert!(html.contains("Ideology and beliefs") && html.contains("The truth will out"));

    // An invalid investigator: the engine's issues come back.
    let mut bad = pairs.clone();
    bad.retain(|(k, _)| *k != "interest_3");
    bad.push(("interest_3", "Cthulhu Mythos"));
    let res = s.post_form(&path, Some(&player), &bad, true).await;
    assert_eq!(res.status(), 422);
    let answer: Value = res.json().await.unwrap();
    assert!(
        answer["error"]["issues"]
            .as_array()
            .is_some_and(|i| !i.is_empty())
    );
    let res = s.post_form(&path, Some(&player), &bad, false).await;
    assert_eq!(res.status(), 422);
    let html = res.text().await.unwrap();
    assert!(html.contains("id=\"wizard-errors\"") && html.contains("Cthulhu Mythos"));
    assert!(
        html.contains("value=\"Jane\""),
        "the form keeps what was typed"
    );

    // The Keeper makes one for the player; the page answers with a redirect.
    let res = s
        .post_form(
            &path,
            Some(&keeper),
            &[
                ("owner", &player.member.id),
                ("method", "quickstart"),
                ("name", "Second"),
            ],
            false,
        )
        .await;
    assert_eq!(res.status(), 422, "an incomplete draft is refused");

    // Classic: rolled at the table; Chthonian: a sheet.
    let s2 = start().await;
    let (k2, p2, _) = s2.game("classic").await;
    let res = s2
        .post_form(
            &format!("/games/{}/characters/new", k2.game),
            Some(&p2),
            &[("name", "Walter"), ("mode", "roll")],
            false,
        )
        .await;
    assert_eq!(res.status(), 303);
    let location = res.headers()["location"].to_str().unwrap().to_owned();
    let (status, html) = s2.get(&location, Some(&p2)).await;
    assert_eq!(status, 200);
    assert!(html.contains("Walter") && html.contains("×5"));

    let (k3, p3, _) = s2.game("chthonian").await;
    let res = s2
        .post_form(
            &format!("/games/{}/characters/new", k3.game),
            Some(&p3),
            &[
                ("name", "Ruth"),
                ("style", "weird"),
                ("ti", "3"),
                ("traits", "Ex-Detective 2\nStubborn: 1"),
            ],
            true,
        )
        .await;
    assert_eq!(res.status(), 200);
    let answer: Value = res.json().await.unwrap();
    let (status, html) = s2
        .get(answer["location"].as_str().unwrap(), Some(&p3))
        .await;
    assert_eq!(status, 200);
    assert!(html.contains("Ex-Detective") && html.contains("trait-box"));
    let res = s2
        .post_form(
            &format!("/games/{}/characters/new", k3.game),
            Some(&p3),
            &[("name", "Ruth"), ("traits", "no rating here")],
            true,
        )
        .await;
    assert_eq!(res.status(), 422);
}

/// The Keeper's Sanity and damage forms: rendered for the systems with Sanity and Hit
/// Points, with what the script needs on each character, and the orders the script sends
/// change the sheet.
#[tokio::test]
async fn the_keepers_screen_rolls_sanity_and_damage() {
    let s = start().await;

    // 7th edition: SAN, INT and the day's losses on each option.
    let (keeper, player, _) = s.game("coc7").await;
    let g = keeper.game.clone();
    let brian = s.investigator(&player, "Brian <b>").await;
    let (status, html) = s.get(&format!("/games/{g}/keeper"), Some(&keeper)).await;
    assert_eq!(status, 200);
    for id in [
        "sanity-form",
        "sanity-character",
        "sanity-loss",
        "sanity-visibility",
        "sanity-roll",
        "sanity-status",
        "sanity-result",
        "damage-form",
        "damage-character",
        "damage-expr",
        "damage-visibility",
        "damage-roll",
        "damage-status",
        "damage-result",
    ] {
        assert!(
            html.contains(&format!("id=\"{id}\"")),
            "keeper screen has #{id}"
        );
    }
    assert!(html.contains("id=\"sanity-loss\" name=\"loss\" value=\"1/1D6\""));
    assert!(html.contains("for=\"sanity-loss\"") && html.contains("for=\"damage-expr\""));
    assert!(html.contains(&format!(
        "<option value=\"{}\" data-san=\"50\" data-int=\"65\" data-day-start-san=\"50\" data-lost-today=\"0\">Brian &lt;b&gt;</option>",
        brian.id
    )));
    assert!(html.contains(&format!(
        "<option value=\"{}\">Brian &lt;b&gt;</option>",
        brian.id
    )));
    // 7th edition damage goes through the rules' damage action: no event to post.
    assert!(!html.contains("data-event="));
    // No label in the Keeper's words: the log names the action and the character in
    // each reader's language.
    assert!(!html.contains("data-label="));
    for id in ["sanity-result", "damage-result"] {
        let at = html.find(&format!("id=\"{id}\"")).unwrap();
        let tag = &html[html[..at].rfind('<').unwrap()..at + html[at..].find('>').unwrap()];
        assert!(tag.contains("aria-live=\"polite\""), "{tag}");
    }

    // The Sanity roll the script sends: its events land on the sheet.
    let (status, entry) = s
        .post_json(
            &format!("/api/v1/games/{g}/rolls"),
            &keeper,
            &json!({
                "request": {"system": "coc7", "action": "sanity", "san": 50, "int": 65, "loss": "1/1D6",
                            "day_start_san": 50, "lost_today": 0},
                "character": brian.id, "apply": true, "visibility": "public",
            }),
        )
        .await;
    assert_eq!(status, 201, "{entry}");
    let result = &entry["body"]["steps"][0]["response"]["result"];
    let lost = result["lost"].as_i64().unwrap();
    assert!((1..=6).contains(&lost), "{result}");
    assert_eq!(entry["body"]["events"][0]["event"], "sanity_lost");
    let now = s.table.character(&keeper.member, &brian.id).await.unwrap();
    assert_eq!(now.derived.to_value()["san"], 50 - lost);
    assert_eq!(now.derived.to_value()["sheet"]["lost_today"], lost);
    let (_, html) = s.get(&format!("/games/{g}/keeper"), Some(&keeper)).await;
    assert!(html.contains(&format!(
        "data-san=\"{}\" data-int=\"65\" data-day-start-san=\"50\" data-lost-today=\"{lost}\"",
        50 - lost
    )));

    // The damage the script sends: the rules' damage action on Brian's health, applied
    // to his sheet; a hit of half his Hit Points or more is a major wound (H1).
    let (status, entry) = s
        .post_json(
            &format!("/api/v1/games/{g}/rolls"),
            &keeper,
            &json!({
                "request": {"system": "coc7", "action": "damage", "expr": "6+1D2", "con": 60,
                            "hp": 13, "max_hp": 13, "major_wound": false, "unconscious": false,
                            "dying": false, "needs_medicine": false, "dead": false},
                "character": brian.id, "apply": true, "visibility": "public",
            }),
        )
        .await;
    assert_eq!(status, 201, "{entry}");
    let total = entry["body"]["steps"][0]["response"]["result"]["amount"]
        .as_i64()
        .unwrap();
    assert!((7..=8).contains(&total), "{entry}");
    let seq = entry["seq"].as_i64().unwrap();
    let (_, fragment) = s
        .get(&format!("/games/{g}/entries/{seq}"), Some(&keeper))
        .await;
    assert!(
        fragment.contains(
            "<span class=\"roll-request\">Damage</span> <code class=\"roll-expr\">6+1D2</code>"
        ),
        "the rules' action is named before its dice: {fragment}"
    );
    assert!(
        fragment.contains(&format!("<span class=\"roll-total\">{total}</span>")),
        "the damage rolled reads as the roll's total: {fragment}"
    );
    let events: Vec<&str> = entry["body"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|e| e["event"].as_str())
        .collect();
    assert!(events.contains(&"major_wound"), "{events:?}");
    let character = s.table.character(&keeper.member, &brian.id).await.unwrap();
    assert_eq!(character.derived.to_value()["hp"], 13 - total);
    assert_eq!(character.derived.to_value()["max_hp"], 13);
    assert_eq!(character.derived.to_value()["major_wound"], true);

    // Classic: the roll is made on the sheet the table puts in.
    let (keeper, player, _) = s.game("classic").await;
    let g = keeper.game.clone();
    let walter = s
        .table
        .create_character(
            &player.member,
            None,
            None,
            Some(json!({
                "format": "keeper-classic-sheet", "version": 1, "name": "Walter",
                "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
            })),
        )
        .await
        .unwrap();
    let (_, html) = s.get(&format!("/games/{g}/keeper"), Some(&keeper)).await;
    assert!(html.contains("id=\"sanity-form\"") && html.contains("id=\"damage-form\""));
    assert!(html.contains("data-event=\"hp_lost\""));
    let (status, entry) = s
        .post_json(
            &format!("/api/v1/games/{g}/rolls"),
            &keeper,
            &json!({
                "request": {"system": "classic", "action": "sheet", "do": {"op": "sanity", "loss": "1/1D6"}},
                "character": walter.id, "apply": true, "visibility": "keeper",
            }),
        )
        .await;
    assert_eq!(status, 201, "{entry}");
    // Each reader's language names the roll, whoever made it.
    let seq = entry["seq"].as_i64().unwrap();
    for (lang, words) in [
        ("el", ["Ζαριά Ψυχικής Υγείας", "για Walter"]),
        ("en", ["Sanity roll", "for Walter"]),
    ] {
        s.table
            .set_language(&keeper.member, Some(lang))
            .await
            .unwrap();
        let (_, fragment) = s
            .get(&format!("/games/{g}/entries/{seq}"), Some(&keeper))
            .await;
        assert!(
            words.iter().all(|w| fragment.contains(w)),
            "{lang}: {fragment}"
        );
    }
    let result = &entry["body"]["steps"][0]["response"]["result"];
    let lost = result["outcome"]["lost"].as_i64().unwrap();
    assert!((1..=6).contains(&lost), "{result}");
    assert_eq!(entry["body"]["events"][0]["event"], "sanity_lost");
    let now = s.table.character(&keeper.member, &walter.id).await.unwrap();
    assert_eq!(now.derived.to_value()["san"], 65 - lost);
    assert_eq!(result["san"], 65 - lost);
    let (status, character) = s
        .post_json(
            &format!("/api/v1/games/{g}/characters/{}/events", walter.id),
            &keeper,
            &json!({"events": [{"event": "hp_lost", "amount": 0}], "visibility": "keeper"}),
        )
        .await;
    assert_eq!(status, 201, "no damage is no change: {character}");
    assert_eq!(character["derived"]["hp"], 13);

    // Chthonian has neither Sanity nor Hit Points.
    let (keeper, player, _) = s.game("chthonian").await;
    let g = keeper.game.clone();
    s.table
        .create_character(
            &player.member,
            None,
            None,
            Some(json!({
                "format": "keeper-chthonian-sheet", "version": 1, "name": "Walter Genning",
                "style": "weird", "ti": 2, "traits": [{"name": "Journalist", "rating": 2}],
            })),
        )
        .await
        .unwrap();
    let (status, html) = s.get(&format!("/games/{g}/keeper"), Some(&keeper)).await;
    assert_eq!(status, 200);
    assert!(html.contains("Walter Genning") && html.contains("id=\"effects-form\""));
    for id in [
        "sanity-form",
        "sanity-result",
        "damage-form",
        "damage-result",
    ] {
        assert!(
            !html.contains(&format!("id=\"{id}\"")),
            "no #{id} for Chthonian"
        );
    }
}

/// Classic damage as the Keeper's screen sends it: the rules' damage action rolls the
/// dice (its total never below 0), then the total goes on the sheet as the form's event.
#[tokio::test]
async fn classic_damage_is_the_rules_total() {
    let s = start().await;
    let (keeper, player, _) = s.game("classic").await;
    let g = keeper.game.clone();
    let walter = s
        .table
        .create_character(
            &player.member,
            None,
            None,
            Some(json!({
                "format": "keeper-classic-sheet", "version": 1, "name": "Walter",
                "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
            })),
        )
        .await
        .unwrap();
    let mut hp = 13;
    for (expr, least, most) in [("1D3-5", 0, 0), ("1D3+2", 3, 5)] {
        let (status, entry) = s
            .post_json(
                &format!("/api/v1/games/{g}/rolls"),
                &keeper,
                &json!({
                    "request": {"system": "classic", "action": "damage", "weapon": expr},
                    "character": walter.id, "visibility": "public",
                }),
            )
            .await;
        assert_eq!(status, 201, "{entry}");
        let total = entry["body"]["steps"][0]["response"]["result"]["total"]
            .as_i64()
            .unwrap();
        assert!((least..=most).contains(&total), "{expr}: {entry}");
        let (status, character) = s
            .post_json(
                &format!("/api/v1/games/{g}/characters/{}/events", walter.id),
                &keeper,
                &json!({"events": [{"event": "hp_lost", "amount": total}], "visibility": "public"}),
            )
            .await;
        assert_eq!(status, 201, "{character}");
        hp -= total;
        assert_eq!(character["derived"]["hp"], hp);
    }
}
