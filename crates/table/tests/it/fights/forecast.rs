//! The Keeper's forecast of a fight: the `simulate` request the table builds from the
//! fighters as they stand (7th edition and classic), and from sheets and stat blocks
//! read from files.

use keeper_table::{Entrant, Response, forecast_combatants};
use serde_json::{Map, Value, json};

use super::{CLASSIC_CULTIST, GHOUL, attack, joining, walter};
use crate::characters::brian_draft;
use crate::common::{body, expect_code, for_each_backend, party};

/// The tests' ghoul with 70 hit points: no rifle shot (at most 32, K5) is a major wound
/// (H3: half of them), so it stays in the fight the forecast is asked of.
const TOUGH_GHOUL: &str = "Ghoul\nSTR 80 CON 65 SIZ 65 DEX 65 INT 65 POW 65\nHP: 70\n\
    Attacks per round: 3\nClaw 40%, damage 1D6+DB\nBite 40%, damage 1D6\nDodge 40%";

/// The combatant called `name` in a request.
fn named<'a>(request: &'a Value, name: &str) -> &'a Value {
    request["combatants"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no {name} in {request}"))
}

fn attack_names(c: &Value) -> Vec<&str> {
    c["attacks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["name"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn a_coc7_fight_is_forecast_as_it_stands() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let brian = t
            .create_character(&p.alice, None, Some(brian_draft()), None)
            .await
            .unwrap()
            .id;
        let ghoul = t.create_npc(&p.keeper, TOUGH_GHOUL).await.unwrap().id;
        expect_code(
            t.forecast_request(&p.keeper, Map::new(), "en").await,
            "not_found",
        );
        t.start_fight(&p.keeper, joining(&[&brian, &ghoul]))
            .await
            .unwrap();
        // Brian fires his rifle once: it is his now, with a round spent.
        t.attack(&p.alice, attack(&ghoul, "rifle")).await.unwrap();
        let open = t.defend(&p.keeper, Response::None).await.unwrap();
        let left = body(&open)["rounds"].as_i64().unwrap();
        expect_code(
            t.forecast_request(&p.alice, Map::new(), "en").await,
            "forbidden",
        );
        let mut fields = Map::new();
        fields.insert("fights".into(), json!(500));
        let r = t.forecast_request(&p.keeper, fields, "en").await.unwrap();
        assert_eq!(
            (&r["system"], &r["action"]),
            (&json!("coc7"), &json!("simulate"))
        );
        assert_eq!(r["fights"], 500);
        assert_eq!(
            r["sides"],
            json!([{"name": "investigators"}, {"name": "NPCs"}])
        );
        let b = named(&r, "Brian");
        assert_eq!(b["side"], "investigators");
        // The likeliest to hurt first: the rifle (50% of 2D6+4) before his fists (70% of
        // 1D3+1D4); the rifle with the rounds left in it.
        assert_eq!(attack_names(b), ["rifle", "unarmed"], "{b}");
        assert_eq!(b["attacks"][0]["gun"]["ammo"], left);
        assert_eq!(b["san"], 50);
        // The ghoul attacks as its block lists, at its hit points now.
        let g = named(&r, "Ghoul");
        assert_eq!(g["side"], "NPCs");
        assert_eq!(attack_names(g), ["Claw", "Bite"]);
        assert_eq!(g["attacks_per_round"], 3);
        assert_eq!(g["max_hp"], 70);
        assert!(g["hp"].as_i64().unwrap() <= 70);
        // The request is one the engine takes.
        keeper_resolve::answer(&r).unwrap();
    })
    .await;
}

#[tokio::test]
async fn a_classic_fight_is_forecast_with_its_parries_and_house_rules() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "classic").await;
        let walter = walter(t, &p).await;
        let cultist = t.create_npc(&p.keeper, CLASSIC_CULTIST).await.unwrap();
        t.start_fight(&p.keeper, joining(&[&walter.id, &cultist.id]))
            .await
            .unwrap();
        // The sides in the asker's language.
        let r = t
            .forecast_request(&p.keeper, Map::new(), "pt-BR")
            .await
            .unwrap();
        assert_eq!(r["sides"][1]["name"], "personagens do Guardião");
        assert_eq!(r["system"], "classic");
        let w = named(&r, "Walter");
        // Walter fights with what his sheet has the skill of, or bare-handed; never
        // a thrown weapon; the likeliest to hurt first.
        let names = attack_names(w);
        assert!(names.len() >= 3, "{w}");
        assert!(names.iter().any(|n| n.contains("knife")), "{w}");
        // Brawl first: 60% of 1D6+1D4 before the large knife's 45% of the same.
        assert_eq!(names[0], "brawl", "{w}");
        let guns: Vec<&Value> = w["attacks"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|a| a.get("gun").is_some())
            .collect();
        assert!(!guns.is_empty(), "Handgun 35%: {w}");
        assert_eq!(guns[0]["skill"], 35);
        // Classic's tracker counts no rounds: its guns never run dry here either.
        assert_eq!(guns[0]["gun"]["ammo"], 1000);
        // His Dodge, his best parry (Brawl 60), Sanity POW×5.
        assert_eq!((&w["dodge"], &w["fighting"]), (&json!(40), &json!(60)));
        assert_eq!(w["san"], 65);
        // The cultist's knife is in hand and pointed; his armour counts.
        let c = named(&r, "Cultist");
        assert_eq!(c["attacks"][0]["in_hand"], true);
        assert_eq!(c["attacks"][0]["impaling"], true);
        assert_eq!(c["armour"], 1);
        assert_eq!(c["dex"], 12);
        keeper_resolve::answer(&r).unwrap();
    })
    .await;
}

#[test]
fn fighters_from_files_are_read_as_a_game_reads_them() {
    let mut names = vec!["Ghoul".to_owned()];
    let ghouls = [
        Entrant::StatBlock(GHOUL.to_owned()),
        Entrant::StatBlock(GHOUL.to_owned()),
    ];
    let read = forecast_combatants("coc7", &Value::Null, "en", &ghouls, &mut names).unwrap();
    // Names are the forecast's keys: the next ghouls are the second and the third.
    let got: Vec<&Value> = read.iter().map(|c| &c["name"]).collect();
    assert_eq!(got, [&json!("Ghoul (2)"), &json!("Ghoul (3)")]);
    assert_eq!(read[0]["side"], "NPCs");
    assert_eq!(read[0]["hp"], 40);
    let sheet = json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Ada",
        "characteristics": {"STR": 40, "CON": 50, "POW": 50, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
        "skills": {"Dodge": 40, "Firearms (Handgun)": 60},
        "weapons": [{"name": "Grandfather's revolver", "skill": "Firearms (Handgun)", "damage": "1D10",
            "firearm": true, "ammo": 6, "malfunction": 100}]});
    let ada = forecast_combatants(
        "coc7",
        &Value::Null,
        "en",
        &[Entrant::Sheet(sheet)],
        &mut names,
    )
    .unwrap();
    assert_eq!(ada[0]["side"], "investigators");
    assert_eq!(attack_names(&ada[0]), ["Grandfather's revolver", "unarmed"]);
    assert_eq!(ada[0]["attacks"][0]["gun"]["ammo"], 6);
    // Refused as a game refuses them, with the rules' reason.
    let bad = forecast_combatants(
        "coc7",
        &Value::Null,
        "en",
        &[Entrant::StatBlock("Ghoul\nSTR eighty".into())],
        &mut names,
    );
    assert!(bad.unwrap_err().to_string().contains("line 2"));
    let bad = forecast_combatants(
        "coc7",
        &Value::Null,
        "en",
        &[Entrant::Sheet(json!({"format": "keeper-classic-sheet"}))],
        &mut names,
    );
    assert!(bad.is_err());
    // A Chthonian fight has no forecast.
    let bad = forecast_combatants("chthonian", &Value::Null, "en", &[], &mut names);
    assert!(bad.unwrap_err().to_string().contains("Chthonian"));
}
