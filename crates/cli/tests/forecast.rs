//! `keeper coc7 simulate` as a Keeper runs it: a fight file in, the forecast in words or
//! JSON, the same seed the same forecast, a chart on request, and a bad file told what
//! is wrong with it.

mod common;

use std::process::Output;

use common::keeper_command;
use serde_json::{Value, json};

fn keeper(lang: &str, args: &[&str]) -> Output {
    keeper_command(lang)
        .args(args)
        .output()
        .expect("keeper runs")
}

/// The names of a forecast's combatants or sides, in order.
fn names_in(list: &Value) -> Vec<&str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// A fight file: Brian against seed 002's ghoul, or `body` as given.
fn fight_file(dir: &std::path::Path, name: &str, body: &Value) -> String {
    let path = dir.join(name);
    std::fs::write(&path, body.to_string()).unwrap();
    path.display().to_string()
}

fn brian_and_ghoul() -> Value {
    json!({
        "sides": [{"name": "investigators"}, {"name": "ghouls"}],
        "combatants": [
            {"name": "Brian", "side": "investigators", "dex": 80, "con": 60, "max_hp": 12,
             "dodge": 60, "fighting": 70, "san": 50,
             "attacks": [{"name": "Unarmed", "skill": 70, "damage": "1D3"}]},
            {"name": "ghoul", "side": "ghouls", "dex": 65, "con": 65, "max_hp": 13,
             "dodge": 40, "fighting": 40, "sanity_loss": "0/1D6",
             "attacks": [{"name": "Claw", "skill": 40, "damage": "1D6", "db": "1D4"}]}
        ]
    })
}

#[test]
fn a_fight_file_is_forecast_and_a_seed_repeats_it() {
    let dir = std::env::temp_dir().join(format!("keeper-forecast-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = fight_file(&dir, "fight.json", &brian_and_ghoul());
    let args = [
        "coc7",
        "simulate",
        &file,
        "--method",
        "monte-carlo",
        "--fights",
        "3000",
        "--seed",
        "9",
    ];
    let words = keeper("en", &args);
    assert_eq!(
        words.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&words.stderr)
    );
    let text = stdout(&words);
    assert!(
        text.starts_with("Simulated: 3000 fights, seed 9;"),
        "{text}"
    );
    assert!(
        text.contains("ghouls win: ") && text.contains("Brian: dead "),
        "{text}"
    );
    assert!(
        text.contains("Brian loses 1.8 Sanity on average at the sight (at most 6)"),
        "{text}"
    );
    // The same seed, the same forecast; as JSON, the result coc7.simulate answers.
    let json_args: Vec<&str> = args.iter().copied().chain(["--json"]).collect();
    let a: Value = serde_json::from_slice(&keeper("en", &json_args).stdout).unwrap();
    let b: Value = serde_json::from_slice(&keeper("en", &json_args).stdout).unwrap();
    assert_eq!(a, b);
    assert_eq!(
        (a["method"].as_str(), a["seed"].as_str()),
        (Some("monte_carlo"), Some("9"))
    );
    // In the reader's language; exact when asked, with the rounds charted.
    let svg = dir.join("rounds.svg");
    let ru = keeper(
        "ru",
        &[
            "coc7",
            "simulate",
            &file,
            "--method",
            "exact",
            "--rounds",
            "4",
            "--svg",
            svg.to_str().unwrap(),
        ],
    );
    assert_eq!(
        ru.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&ru.stderr)
    );
    assert!(
        stdout(&ru).starts_with("Точно: все пути"),
        "{}",
        stdout(&ru)
    );
    assert!(std::fs::read_to_string(&svg).unwrap().contains("<svg"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bad_fight_says_what_is_wrong() {
    let dir = std::env::temp_dir().join(format!("keeper-forecast-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut fight = brian_and_ghoul();
    fight["combatants"][1]["side"] = json!("cultists");
    let file = fight_file(&dir, "fight.json", &fight);
    let o = keeper("en", &["coc7", "simulate", &file]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("cultists"), "{err}");
    let not_json = fight_file(&dir, "list.json", &json!([1, 2]));
    let o = keeper("en", &["coc7", "simulate", &not_json]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("is not a fight"));
    let o = keeper("en", &["coc7", "simulate", "/nonexistent/fight.json"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot open /nonexistent/fight.json"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn a_games_fight_is_forecast_from_its_database() {
    use keeper_table::{Joining, NewGame, Role, Table};
    let dir = std::env::temp_dir().join(format!("keeper-forecast-db-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = format!("sqlite:{}", dir.join("t.db").display());
    let table = Table::open(&db).await.unwrap();
    let (game, keeper, _) = table
        .create_game(NewGame::new("The Ghouls' Feast", "coc7", "Kay"))
        .await
        .unwrap();
    let ghoul = |name: &str| {
        format!(
            "{name}\nSTR 80 CON 65 SIZ 65 DEX 65 INT 65 POW 65\nHP: 13\nClaw 40%, damage 1D6+DB\nDodge 40%"
        )
    };
    let a = table.create_npc(&keeper, &ghoul("Ghoul")).await.unwrap();
    let b = table.create_npc(&keeper, &ghoul("Ghast")).await.unwrap();
    let invite = table.invite(&keeper, Role::Player).await.unwrap();
    let (alice, _) = table.join(&game.id, &invite, "Alice").await.unwrap();
    let sheet = json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Ada",
        "characteristics": {"STR": 40, "CON": 50, "POW": 50, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
        "skills": {"Dodge": 40}});
    let ada = table
        .create_character(&alice, None, None, Some(sheet))
        .await
        .unwrap();
    let run = || {
        let out = common::keeper_command("en")
            .args([
                "coc7",
                "simulate",
                "--db",
                &db,
                "--game",
                &game.id,
                "--method",
                "monte-carlo",
                "--fights",
                "500",
                "--seed",
                "3",
                "--json",
            ])
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    // No fight yet: said, not a crash.
    let (code, _, err) = run();
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("fight"), "{err}");
    // One side alone: nobody to fight, said by name.
    let one_side = vec![Joining {
        character: a.id.clone(),
        firearm: false,
        count: None,
    }];
    table.start_fight(&keeper, one_side).await.unwrap();
    let (code, _, err) = run();
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("investigators"), "{err}");
    // Ada joins against the ghoul and the ghast, from the sheets and blocks stored.
    let more = [ada.id, b.id]
        .into_iter()
        .map(|character| Joining {
            character,
            firearm: false,
            count: None,
        })
        .collect();
    table.join_fight(&keeper, more).await.unwrap();
    drop(table);
    let (code, out, err) = run();
    assert_eq!(code, Some(0), "{err}");
    let forecast: Value = serde_json::from_str(&out).unwrap();
    let names = names_in(&forecast["combatants"]);
    assert_eq!(names.len(), 3, "{names:?}");
    assert!(
        names.contains(&"Ada") && names.contains(&"Ghast"),
        "{names:?}"
    );
    assert_eq!(forecast["fights"], 500);
    // The game plays the 7th edition: classic's command says which to use.
    let out = common::keeper_command("en")
        .args(["classic", "simulate", "--db", &db, "--game", &game.id])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("keeper coc7 simulate"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_classic_fight_is_forecast_in_portuguese() {
    let dir = std::env::temp_dir().join(format!("keeper-forecast-classic-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fight = json!({
        "options": "forum",
        "sides": [{"name": "investigadores"}, {"name": "cultistas"}],
        "combatants": [
            {"name": "Walter", "side": "investigadores", "dex": 14, "con": 18, "max_hp": 17,
             "dodge": 40, "fighting": 60,
             "attacks": [{"name": "Faca", "skill": 45, "damage": "1D4+2", "db": "1D4", "impaling": true, "in_hand": true}]},
            {"name": "Cultista", "side": "cultistas", "dex": 12, "con": 12, "max_hp": 12,
             "dodge": 24, "fighting": 50,
             "attacks": [{"name": "Faca", "skill": 35, "damage": "1D4+2", "impaling": true, "in_hand": true}]}
        ]
    });
    let file = fight_file(&dir, "luta.json", &fight);
    let o = keeper(
        "pt-BR",
        &[
            "classic", "simulate", &file, "--method", "exact", "--rounds", "3",
        ],
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = stdout(&o);
    assert!(text.starts_with("Exata: todos os rumos"), "{text}");
    assert!(text.contains("Vitória de investigadores: "), "{text}");
    assert!(text.contains("Walter: morto 0,0%"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seed 002's ghoul as a scenario prints it, in a text file.
const GHOUL: &str = "Ghoul\nSTR 80 CON 65 SIZ 65 DEX 65 INT 65 POW 65\nHP: 13\n\
    Claw 40%, damage 1D6+DB\nDodge 40%\nArmor: none, but firearms and projectiles do half damage\n\
    Sanity loss: 0/1D6\n";

#[test]
fn fighters_come_from_sheets_and_stat_blocks() {
    let dir = std::env::temp_dir().join(format!("keeper-forecast-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ghoul = dir.join("ghoul.txt");
    std::fs::write(&ghoul, GHOUL).unwrap();
    let ghoul = ghoul.display().to_string();
    let ada = fight_file(
        &dir,
        "ada.json",
        &json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Ada",
            "characteristics": {"STR": 40, "CON": 50, "POW": 50, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
            "skills": {"Dodge": 40, "Firearms (Handgun)": 60},
            "weapons": [{"name": "Grandfather's revolver", "skill": "Firearms (Handgun)", "damage": "1D10",
                "firearm": true, "ammo": 6, "malfunction": 100}]}),
    );
    // Ada against two ghouls, no fight file at all.
    let args = [
        "coc7",
        "simulate",
        "--investigator",
        &ada,
        "--npc",
        &ghoul,
        "--npc",
        &ghoul,
        "--method",
        "monte-carlo",
        "--fights",
        "2000",
        "--seed",
        "5",
        "--json",
    ];
    let o = keeper("en", &args);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let f: Value = serde_json::from_slice(&o.stdout).unwrap();
    let names = names_in(&f["combatants"]);
    assert_eq!(names, ["Ada", "Ghoul", "Ghoul (2)"]);
    assert_eq!(f["sides"][0]["name"], "investigators");
    assert_eq!(f["sides"][1]["name"], "NPCs");
    // Her revolver fires; the ghouls' Sanity loss is hers to face.
    assert!(
        f["combatants"][0]["ammo_spent"]["value"].as_f64().unwrap() > 0.0,
        "{f}"
    );
    assert_eq!(f["sanity"][0]["name"], "Ada");
    // Added to a fight file: Brian and the file's ghoul, and one more from its block,
    // on a side of its own (the NPCs').
    let file = fight_file(&dir, "fight.json", &brian_and_ghoul());
    let o = keeper(
        "ru",
        &[
            "coc7",
            "simulate",
            &file,
            "--npc",
            &ghoul,
            "--method",
            "monte-carlo",
            "--fights",
            "500",
            "--json",
        ],
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let f: Value = serde_json::from_slice(&o.stdout).unwrap();
    let sides = names_in(&f["sides"]);
    assert_eq!(sides, ["investigators", "ghouls", "персонажи Хранителя"]);
    // A block the rules cannot read: the file and the line, in the reader's language.
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "Ghoul\nSTR eighty").unwrap();
    let bad = bad.display().to_string();
    let o = keeper(
        "en",
        &["coc7", "simulate", "--investigator", &ada, "--npc", &bad],
    );
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("bad.txt") && err.contains("line 2"), "{err}");
    // A sheet of another system is refused with the rules' reason.
    let o = keeper(
        "en",
        &[
            "classic",
            "simulate",
            "--investigator",
            &ada,
            "--npc",
            &ghoul,
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("ada.json") && err.contains("keeper-classic-sheet"),
        "{err}"
    );
    let o = keeper("en", &["coc7", "simulate", "--investigator", &ghoul]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("is not a sheet"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
