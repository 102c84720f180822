//! The same results in every language keeper speaks: a 7th edition check, a Sanity roll,
//! a Chthonian contest and a forum post's `[roll]` tag, with supplied dice, as snapshots
//! under `tests/snapshots/` (reviewed by a reader of each language). `--lang` and the
//! environment choose the language; codes and wire names never change.

mod common;

use std::io::Write;
use std::process::{Output, Stdio};

use keeper_i18n::LANGUAGES;

use common::keeper_command;

fn keeper(lang_env: &str, args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = keeper_command(lang_env)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("keeper runs");
    let mut input = child.stdin.take().expect("stdin");
    if let Some(text) = stdin {
        input.write_all(text.as_bytes()).expect("stdin written");
    }
    drop(input);
    child.wait_with_output().expect("keeper ends")
}

/// Standard output and error of one command in every language, as one snapshot.
fn in_every_language(args: &[&str], stdin: Option<&str>) -> String {
    let mut out = String::new();
    for lang in LANGUAGES {
        // The flag goes after the subcommand, as a user types it: before the first
        // argument that is a flag or has no letter (a number, a dice list).
        let at = args
            .iter()
            .position(|a| a.starts_with('-') || !a.chars().any(char::is_alphabetic))
            .unwrap_or(args.len());
        let full: Vec<&str> = [&args[..at], &["--lang", lang], &args[at..]].concat();
        let o = keeper("C", &full, stdin);
        out.push_str(&format!("== {lang} (exit {:?})\n", o.status.code()));
        out.push_str(&String::from_utf8_lossy(&o.stdout));
        let err = String::from_utf8_lossy(&o.stderr);
        if !out.ends_with('\n') {
            out.push('\n');
        }
        if !err.is_empty() {
            out.push_str("-- stderr\n");
            out.push_str(&err);
        }
    }
    out
}

#[test]
fn a_coc7_check() {
    insta::assert_snapshot!(in_every_language(
        &[
            "coc7", "check", "45", "--hard", "--bonus", "1", "--dice", "4,2,4"
        ],
        None
    ));
}

#[test]
fn a_sanity_roll() {
    insta::assert_snapshot!(in_every_language(
        &[
            "coc7",
            "sanity",
            "--san",
            "50",
            "--int",
            "60",
            "1/1D6",
            "--dice",
            "9,0,6,5,0,4"
        ],
        None
    ));
}

#[test]
fn a_chthonian_contest() {
    insta::assert_snapshot!(in_every_language(
        &[
            "chthonian",
            "contest",
            "--side",
            "Walter: Strong 1, Ex-Detective 2",
            "--side",
            "mulk: Inhuman Strength 3",
            "--dice",
            "7,9",
        ],
        None
    ));
}

#[test]
fn a_forum_post_with_a_roll_tag() {
    insta::assert_snapshot!(in_every_language(
        &["forum", "roll", "--dice", "3,4"],
        Some("I open the door [roll=\"d6\"]2[/roll] and [roll=\"d7\"]1[/roll]")
    ));
}

#[test]
fn an_error_in_every_language() {
    insta::assert_snapshot!(in_every_language(&["roll", "3d6 x"], None));
}

#[test]
fn the_environment_chooses_when_no_flag_does() {
    let stderr = |env: &str, args: &[&str]| {
        String::from_utf8_lossy(&keeper(env, args, None).stderr).into_owned()
    };
    let english = stderr("en_US.UTF-8", &["roll", "3d6 x"]);
    for env in ["ru_RU.UTF-8", "el_GR.UTF-8", "pt_BR.UTF-8"] {
        let theirs = stderr(env, &["roll", "3d6 x"]);
        assert_ne!(theirs, english, "{env}");
        // The flag wins over the environment.
        assert_eq!(stderr(env, &["roll", "--lang", "en", "3d6 x"]), english);
    }
    // A language keeper does not speak falls back to English.
    assert_eq!(stderr("tlh", &["roll", "3d6 x"]), english);
}

#[test]
fn resolve_messages_follow_the_request_language_and_codes_do_not() {
    let mut codes = Vec::new();
    let mut messages = Vec::new();
    for lang in LANGUAGES {
        let line = format!(
            r#"{{"id": 1, "system": "dice", "action": "roll", "expr": "3d6 x", "lang": "{lang}"}}"#
        );
        let o = keeper("C", &["resolve"], Some(&line));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON line");
        codes.push(v["error"]["code"].clone());
        messages.push(
            v["error"]["message"]
                .as_str()
                .unwrap_or_default()
                .to_owned(),
        );
    }
    assert!(codes.iter().all(|c| c == "bad_expression"), "{codes:?}");
    let distinct: std::collections::BTreeSet<_> = messages.iter().collect();
    assert_eq!(distinct.len(), LANGUAGES.len(), "{messages:?}");
}

#[test]
fn a_sheet_written_in_russian_shows_in_greek() {
    let cat = keeper_i18n::Catalogue::global();
    let ru = |name: &str| cat.skill_label("ru", name);
    let sheet = serde_json::json!({
        "format": "keeper-coc7-sheet", "version": 1, "name": "Вера",
        "occupation": cat.occupation_label("ru", "Professor"),
        "characteristics": {"STR": 40, "CON": 50, "POW": 60, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
        "skills": {
            ru("Spot Hidden"): 45,
            ru("Credit Rating"): 30,
            format!("{} (Санскрит)", ru("Language")): 40,
        },
        "luck": 55,
    });
    let dir = std::env::temp_dir().join(format!("keeper-sheet-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("vera.json");
    std::fs::write(&file, sheet.to_string()).unwrap();
    let path = file.to_str().unwrap();

    // Inside, the skills are the sheet's English names.
    let o = keeper("C", &["coc7", "sheet", path, "--json"], None);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let names: Vec<&str> = v["result"]["skills"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["value"] != serde_json::json!(s["base"]))
        .filter_map(|s| s["name"].as_str())
        .collect();
    for name in ["Spot Hidden", "Credit Rating", "Language (Санскрит)"] {
        assert!(names.contains(&name), "{name} in {names:?}");
    }
    assert_eq!(v["result"]["occupation"], "Professor");

    // Shown in Greek, with the Greek labels.
    let o = keeper("C", &["coc7", "sheet", path, "--lang", "el"], None);
    let shown = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{shown}");
    for name in ["Spot Hidden", "Credit Rating"] {
        let label = format!("{}: ", cat.skill_label("el", name));
        assert!(shown.contains(&label), "{label} in {shown}");
    }
    assert!(
        shown.contains(&cat.skill_label("el", "Language (Санскрит)")),
        "{shown}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// Every subcommand path, read from the English help's command lists.
fn command_paths() -> Vec<Vec<String>> {
    fn walk(path: Vec<String>, out: &mut Vec<Vec<String>>) {
        let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
        args.push("--help");
        let help = String::from_utf8_lossy(&keeper("C", &args, None).stdout).into_owned();
        let mut subs = Vec::new();
        let mut in_commands = false;
        for line in help.lines() {
            if line.ends_with(':') && !line.starts_with(' ') {
                in_commands = line == "Commands:";
                continue;
            }
            let name = line.split_whitespace().next().unwrap_or("");
            if in_commands && line.starts_with("  ") && !line.starts_with("   ") && name != "help" {
                subs.push(name.to_owned());
            }
        }
        out.push(path.clone());
        for sub in subs {
            let mut p = path.clone();
            p.push(sub);
            walk(p, out);
        }
    }
    let mut out = Vec::new();
    walk(Vec::new(), &mut out);
    out
}

/// What clap prints in English when nobody asked it otherwise.
const CLAP_ENGLISH: &[&str] = &[
    "Usage:",
    "Options:",
    "Arguments:",
    "Commands:",
    "[OPTIONS]",
    "Print help",
    "Print version",
    "Print this message",
    "[default:",
    "[possible values:",
    "error:",
    "tip:",
    "For more information",
    "required arguments",
    "unexpected argument",
    "unrecognized subcommand",
    "invalid value",
];

#[test]
fn the_command_lines_own_words_are_translated() {
    let paths = command_paths();
    assert!(paths.len() > 20, "the command tree was read: {paths:?}");
    let mut found = Vec::new();
    for lang in ["el", "ru", "pt-BR"] {
        let mut runs: Vec<Vec<String>> = Vec::new();
        for path in &paths {
            for flag in ["--help", "-h"] {
                let mut run = path.clone();
                run.push(flag.into());
                runs.push(run);
            }
        }
        // Usage errors: a missing argument, an unknown subcommand, an unknown flag, a
        // value that is not a number, two flags that exclude each other.
        for bad in [
            &["roll"][..],
            &["rol"],
            &["roll", "1d6", "--sed", "3"],
            &["roll", "1d6", "--seed", "x"],
            &["coc7"],
            &["verify", "--db", "sqlite::memory:", "--log", "x.jsonl"],
        ] {
            runs.push(bad.iter().map(|s| s.to_string()).collect());
        }
        for run in runs {
            let mut args: Vec<&str> = run.iter().map(String::as_str).collect();
            args.extend(["--lang", lang]);
            let o = keeper("C", &args, None);
            let text = format!(
                "{}{}",
                String::from_utf8_lossy(&o.stdout),
                String::from_utf8_lossy(&o.stderr)
            );
            assert!(!text.trim().is_empty(), "{lang} {run:?} printed nothing");
            for english in CLAP_ENGLISH {
                if text.contains(english) {
                    found.push(format!("{lang} {run:?}: {english}"));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "English from the argument parser:\n{}",
        found.join("\n")
    );
}

/// Words in Latin letters a Greek or Russian reader may meet: the program's and a
/// format's names.
const KEPT: &[&str] = &["keeper", "BCDice", "JSON", "Cthulhu", "PostgreSQL", "URL"];

/// The abbreviations the Greek seeds keep in English (docs/glossary/el.md).
const KEPT_IN_GREEK: &[&str] = &[
    "HP", "MP", "SAN", "STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU",
];

/// `text` without what Greek writes in brackets: the seeds' English glosses, kept once
/// beside the Greek term ("Δύσκολη Επιτυχία (Hard Success)").
fn without_glosses(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

fn latin_words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2)
}

/// Every word of a language's catalogue, lower-cased: for Portuguese, a Latin word
/// is English only when English's catalogue writes it and Portuguese's never does.
fn catalogue_words(lang: &str) -> std::collections::BTreeSet<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../i18n/locales")
        .join(lang);
    let mut out = std::collections::BTreeSet::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            let said = line.split_once(" = ").map_or(line, |(_, v)| v);
            out.extend(latin_words(said).map(str::to_lowercase));
        }
    }
    out
}

/// A sheet of each system, as a file a command reads.
fn sheet_file(name: &str, sheet: serde_json::Value) -> String {
    let dir = std::env::temp_dir().join(format!("keeper-words-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(name);
    std::fs::write(&file, sheet.to_string()).unwrap();
    file.to_str().unwrap().to_owned()
}

#[test]
fn the_commands_results_have_no_english_in_greek_russian_and_portuguese() {
    let coc7 = sheet_file(
        "coc7.json",
        serde_json::json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Vera",
            "characteristics": {"STR": 40, "CON": 50, "POW": 60, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
            "skills": {"Spot Hidden": 45}, "luck": 55,
            "events": [{"event": "damaged", "amount": 3}]}),
    );
    let classic = sheet_file(
        "classic.json",
        serde_json::json!({"format": "keeper-classic-sheet", "version": 1, "name": "Vera",
            "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
            "skills": {"First Aid": 30, "Spot Hidden": 88, "Brawl": 50}}),
    );
    let chthonian = sheet_file(
        "chthonian.json",
        serde_json::json!({"format": "keeper-chthonian-sheet", "version": 1, "name": "Vera",
            "style": "weird", "ti": 2, "traits": [{"name": "Strong", "rating": 1}]}),
    );
    let soldier = [
        &["coc7", "investigator", "new", "--name", "Ada"][..],
        common::SOLDIER,
        &["--rolled", "--seed", "1"],
    ]
    .concat();
    // Every command of the terminal, with dice or a seed, each result once.
    let runs: &[&[&str]] = &[
        &["coc7", "check", "45", "--dice", "4,2"],
        &[
            "coc7", "check", "45", "--hard", "--bonus", "1", "--seed", "3",
        ],
        &[
            "coc7", "sanity", "1/1D6", "--san", "50", "--int", "60", "--seed", "3",
        ],
        &[
            "coc7", "damage", "7", "--max-hp", "12", "--hp", "5", "--con", "50", "--seed", "2",
        ],
        &["coc7", "opposed", "50", "40", "--seed", "1"],
        &["coc7", "luck", "50", "--seed", "1"],
        &[
            "coc7", "melee", "--attack", "50", "--defend", "40", "--seed", "1",
        ],
        &[
            "coc7",
            "heal",
            "first-aid",
            "--max-hp",
            "12",
            "--skill",
            "30",
            "--seed",
            "1",
        ],
        &[
            "coc7", "firearms", "50", "--shots", "2", "--ammo", "6", "--seed", "1",
        ],
        &[
            "coc7",
            "maneuver",
            "--attack",
            "70",
            "--build",
            "0",
            "--defend",
            "40",
            "--target-build",
            "1",
            "--seed",
            "1",
        ],
        &["coc7", "initiative", "Ada=60", "Brian=65"],
        &["coc7", "improvement", "Spot Hidden=45", "--seed", "1"],
        &["coc7", "reality-check", "50", "--seed", "1"],
        &soldier,
        // Refused: what is missing, named in the reader's words.
        &[
            "coc7",
            "investigator",
            "new",
            "--name",
            "Ada",
            "--rolled",
            "--seed",
            "1",
        ],
        &["coc7", "investigator", "new", "--name", "Ada"],
        &["coc7", "sheet", &coc7],
        &["classic", "check", "60", "--seed", "1"],
        &[
            "classic", "convert", "12", "11", "13", "14", "10", "15", "9", "16", "--seed", "1",
        ],
        &["classic", "resistance", "12", "10", "--seed", "1"],
        &[
            "classic", "sanity", "50", "0/1D6", "--int", "12", "--seed", "1",
        ],
        &["classic", "damage", "1D8+1", "--seed", "1"],
        &["classic", "heal", "first-aid", "30", "--seed", "1"],
        &["classic", "experience", "45", "--seed", "1"],
        &["classic", "attack", "45", "--seed", "1"],
        &["classic", "sheet", &classic],
        &["chthonian", "roll", "--difficulty", "6", "--seed", "1"],
        &[
            "chthonian",
            "contest",
            "--side",
            "Ada: Strong 1",
            "--side",
            "Brian: Quick 2",
            "--seed",
            "1",
        ],
        &["chthonian", "sheet", &chthonian],
        &["prob", "3d6"],
        &["roll", "3d6+2", "--seed", "1"],
        &["roll", "3d6 x"],
        &[
            "verify",
            "--db",
            "sqlite:///nonexistent/keeper.db",
            "--game",
            "g",
        ],
        &[
            "transcript",
            "--db",
            "sqlite:///nonexistent/keeper.db",
            "--game",
            "g",
        ],
    ];
    let english = catalogue_words("en");
    let mut found = Vec::new();
    for lang in ["el", "ru", "pt-BR"] {
        let own = catalogue_words(lang);
        for run in runs {
            let mut args = run.to_vec();
            args.extend(["--lang", lang]);
            let o = keeper("C", &args, None);
            let text = format!(
                "{}{}",
                String::from_utf8_lossy(&o.stdout),
                String::from_utf8_lossy(&o.stderr)
            );
            assert!(!text.trim().is_empty(), "{lang} {run:?}");
            // Only the bad expression and the missing database are refused.
            let refused = run.contains(&"3d6 x")
                || run[0] == "verify"
                || run[0] == "transcript"
                || run[1] == "investigator" && !run.contains(&"Soldier");
            assert_eq!(o.status.success(), !refused, "{lang} {run:?}: {text}");
            let text = match lang {
                "el" => without_glosses(&text),
                _ => text,
            };
            for word in latin_words(&text) {
                let glued = text.match_indices(word).any(|(at, _)| {
                    let near = |c: Option<char>| {
                        c.is_some_and(|c| c.is_ascii_digit() || "(<>=".contains(c))
                    };
                    near(text[..at].chars().next_back())
                        || near(text[at + word.len()..].chars().next())
                        // A flag (`--char`) is the command line's own.
                        || text[..at].ends_with("--")
                });
                // Names the user typed are theirs.
                let theirs = ["Ada", "Brian", "Vera", "Strong", "Quick", "Soldier", "g"]
                    .contains(&word)
                    || run.iter().any(|a| a.contains(word) && a.contains('/'));
                let kept = KEPT.contains(&word) || lang == "el" && KEPT_IN_GREEK.contains(&word);
                let lower = word.to_lowercase();
                let foreign = match lang {
                    "pt-BR" => english.contains(&lower) && !own.contains(&lower),
                    _ => true,
                };
                if foreign && !kept && !glued && !theirs {
                    found.push(format!("{lang} {run:?}: {word}"));
                }
            }
        }
    }
    found.dedup();
    assert!(
        found.is_empty(),
        "English in results:\n{}",
        found.join("\n")
    );
}
