//! `coc7.statblock` and `classic.statblock`: the shared test vectors of
//! `data/statblock.json`, the ready characters of docs/npcs/, and any text at all.

use serde_json::{Value, json};

use crate::support::answer;

fn read(system: &str, text: &str) -> Value {
    answer(json!({"system": system, "action": "statblock", "text": text}))
}

/// Whether `got` holds `want`: the spec's results are "at least" its fields, so an
/// object may carry more (classic's attacks say what each one is, `pointed` and `reach`).
fn at_least(got: &Value, want: &Value) -> bool {
    match (got, want) {
        (Value::Object(g), Value::Object(w)) => w
            .iter()
            .all(|(k, v)| g.get(k).is_some_and(|x| at_least(x, v))),
        (Value::Array(g), Value::Array(w)) => {
            g.len() == w.len() && g.iter().zip(w).all(|(x, v)| at_least(x, v))
        }
        _ => got == want,
    }
}

#[test]
fn the_shared_vectors_read_as_written_in_both_systems() {
    let vectors: Value =
        serde_json::from_str(include_str!("data/statblock.json")).expect("valid JSON");
    let mut failures = Vec::new();
    for v in vectors.as_array().expect("a list") {
        for system in v["systems"].as_array().expect("systems") {
            let system = system.as_str().expect("a name");
            let text = v["text"].as_str().expect("text");
            let got = read(system, text);
            if let Some(want) = v.get("result") {
                for (k, w) in want.as_object().expect("an object") {
                    if got["ok"] != true || !at_least(&got["result"][k], w) {
                        failures.push(format!("{system} {text:?} {k}: want {w}, got {got}"));
                    }
                }
            } else {
                let e = &got["error"];
                if got["ok"] != false
                    || e["code"] != "bad_field"
                    || e["field"] != "text"
                    || e["line"] != v["error"]["line"]
                    || e["message"].as_str().is_none_or(|m| m.is_empty())
                {
                    failures.push(format!("{system} {text:?}: want {}, got {got}", v["error"]));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_error_says_what_the_line_should_hold_in_the_readers_language() {
    let v = answer(
        json!({"system": "coc7", "action": "statblock", "lang": "en",
        "text": "Cultist\nSTR 50\nKnife 40% sharp"}),
    );
    assert_eq!(
        v["error"],
        json!({"code": "bad_field", "field": "text", "line": 3, "message":
            "line 3 of the stat block: expected damage in dice notation after the value, such as “damage 1D6+DB”, not “sharp”"})
    );
    for lang in ["el", "ru", "pt-BR"] {
        let w = answer(
            json!({"system": "classic", "action": "statblock", "lang": lang,
            "text": "Cultist\nSTR 50\nKnife 40% sharp"}),
        );
        let m = w["error"]["message"].as_str().unwrap();
        assert!(
            m.contains('3') && m.contains("sharp") && !m.contains("expected"),
            "{lang}: {m}"
        );
    }
}

#[test]
fn a_very_long_text_is_too_large() {
    let text = format!("X\n{}", "Dodge 40%\n".repeat(3_000));
    let v = read("coc7", &text);
    assert_eq!(v["error"]["code"], "too_large");
    assert_eq!(v["error"]["field"], "text");
}

const NPCS: &[(&str, &str, &str)] = &[
    (
        "coc7",
        "cultist",
        include_str!("../../../../docs/npcs/coc7/cultist.txt"),
    ),
    (
        "coc7",
        "thug",
        include_str!("../../../../docs/npcs/coc7/thug.txt"),
    ),
    (
        "coc7",
        "ghoul",
        include_str!("../../../../docs/npcs/coc7/ghoul.txt"),
    ),
    (
        "coc7",
        "deep_one",
        include_str!("../../../../docs/npcs/coc7/deep_one.txt"),
    ),
    (
        "classic",
        "cultist",
        include_str!("../../../../docs/npcs/classic/cultist.txt"),
    ),
    (
        "classic",
        "thug",
        include_str!("../../../../docs/npcs/classic/thug.txt"),
    ),
    (
        "classic",
        "ghoul",
        include_str!("../../../../docs/npcs/classic/ghoul.txt"),
    ),
    (
        "classic",
        "deep_one",
        include_str!("../../../../docs/npcs/classic/deep_one.txt"),
    ),
    (
        "chthonian",
        "cultist",
        include_str!("../../../../docs/npcs/chthonian/cultist.txt"),
    ),
    (
        "chthonian",
        "thug",
        include_str!("../../../../docs/npcs/chthonian/thug.txt"),
    ),
    (
        "chthonian",
        "ghoul",
        include_str!("../../../../docs/npcs/chthonian/ghoul.txt"),
    ),
    (
        "chthonian",
        "deep_one",
        include_str!("../../../../docs/npcs/chthonian/deep_one.txt"),
    ),
];

fn npc(system: &str, name: &str) -> Value {
    let (_, _, text) = NPCS
        .iter()
        .find(|(s, n, _)| *s == system && *n == name)
        .expect("a ready character");
    let v = read(system, text);
    assert_eq!(v["ok"], true, "{system} {name}: {v}");
    v["result"].clone()
}

#[test]
fn every_ready_character_reads() {
    for (system, name, _) in NPCS {
        let r = npc(system, name);
        if *system == "chthonian" {
            // A name and Traits, all named and rated (R2).
            let traits = r["traits"].as_array().unwrap();
            assert!(traits.len() >= 3, "{name}: {r}");
            assert!(
                traits
                    .iter()
                    .all(|t| t["name"].is_string() && t["rating"].is_i64()),
                "{name}: {r}"
            );
            continue;
        }
        assert!(
            !r["attacks"].as_array().unwrap().is_empty(),
            "{system} {name}: {r}"
        );
        assert!(
            r["hp"].is_u64() && r["db"].is_string(),
            "{system} {name}: {r}"
        );
        assert!(r["skills"]["Dodge"].is_u64(), "{system} {name}: {r}");
    }
}

#[test]
fn the_7e_ghoul_is_the_seeds_ghoul() {
    // Seed 002: three attacks a round, Build 1, a claw of 1D6 + 1D4 (K4, K8).
    let g = npc("coc7", "ghoul");
    assert_eq!(g["attacks_per_round"], 3);
    assert_eq!(
        (g["build"].clone(), g["db"].clone()),
        (json!(1), json!("+1D4"))
    );
    assert_eq!(
        g["attacks"][0],
        json!({"name": "Claw", "value": 40, "damage": "1D6+DB"})
    );
    assert_eq!(
        g["characteristics"],
        json!({"STR": 80, "CON": 65, "SIZ": 65, "DEX": 65, "INT": 65, "POW": 65})
    );
    assert_eq!(
        g["armor_note"],
        "firearms and other projectiles do half damage"
    );
    assert_eq!(g["sanity_loss"], "0/1D6");
    assert_eq!(g["move"], 9);
}

#[test]
fn derived_values_of_the_ready_characters() {
    let t = npc("coc7", "thug");
    assert_eq!((t["hp"].clone(), t["mp"].clone()), (json!(14), json!(8))); // C7, C5
    assert_eq!(
        (t["db"].clone(), t["build"].clone()),
        (json!("+1D4"), json!(1))
    ); // C6: 150
    assert_eq!(t["characteristics"].as_object().unwrap().len(), 7);
    let d = npc("coc7", "deep_one");
    assert_eq!(
        (d["db"].clone(), d["build"].clone(), d["hp"].clone()),
        (json!("+1D6"), json!(2), json!(15))
    );
    assert_eq!(
        (d["armor"].clone(), d["armor_note"].clone()),
        (json!(1), json!("scales and thick hide"))
    );
    let c = npc("classic", "cultist");
    assert_eq!(
        (c["hp"].clone(), c["mp"].clone(), c["db"].clone()),
        (json!(12), json!(12), json!("0"))
    );
    assert_eq!(
        c["attacks"][2],
        json!({"name": ".38 Revolver", "value": 30, "damage": "1D10", "pointed": true, "reach": "firearm"})
    );
    let d = npc("classic", "deep_one");
    assert_eq!(
        (d["hp"].clone(), d["db"].clone()),
        (json!(16), json!("+1D6"))
    ); // A2, K6: 34
    let g = npc("classic", "ghoul");
    assert!(g.get("build").is_none());
    assert_eq!(g["skills"]["Sneak"], 80);
    // Chthonian: a name and Traits, nothing derived (R2).
    let g = npc("chthonian", "ghoul");
    assert_eq!(g["name"], "Ghoul of the Old Burying Ground");
    assert_eq!(
        g["traits"][0],
        json!({"name": "Inhuman Strength", "rating": 3})
    );
    assert_eq!(npc("chthonian", "deep_one")["traits"][3]["rating"], -1);
    assert_eq!(
        npc("chthonian", "cultist")["traits"]
            .as_array()
            .unwrap()
            .len(),
        4
    );
}

proptest::proptest! {
    /// Any text: an answer, never a panic; ok, or `bad_field` on `text` with a line
    /// within the text.
    #[test]
    fn any_text_is_read_or_refused_at_a_line(
        text in "(([A-Za-z]{1,6}|[0-9]{1,5}|[ :,;%()/+—-]|\n|DB|STR|HP|damage|Armor|Move|1D6){0,40})",
        classic in proptest::bool::ANY,
    ) {
        let system = if classic { "classic" } else { "coc7" };
        let v = read(system, &text);
        if v["ok"] == false {
            proptest::prop_assert_eq!(&v["error"]["code"], "bad_field", "{}", v);
            proptest::prop_assert_eq!(&v["error"]["field"], "text");
            let line = v["error"]["line"].as_u64().expect("a line");
            proptest::prop_assert!(line >= 1 && line as usize <= text.lines().count().max(1), "{}", v);
        } else {
            proptest::prop_assert_eq!(&v["ok"], true);
        }
    }

    #[test]
    fn any_unicode_at_all_gets_an_answer(text in "\\PC{0,200}") {
        let v = read("coc7", &text);
        proptest::prop_assert!(v["ok"] == true || v["error"]["line"].is_u64(), "{}", v);
    }
}

/// An NPC's events: its wounds by the system's rules, only wound events, at their place.
#[test]
fn events_give_an_npc_its_wounds() {
    let ghoul = "Ghoul\nSTR 80 CON 65 SIZ 65 DEX 65 INT 65 POW 65\nClaw 40%, damage 1D6+DB";
    let with = |system: &str, text: &str, events: Value| {
        answer(json!({"system": system, "action": "statblock", "text": text, "events": events}))
    };
    // Without events there is no `health` (the answer is as it always was).
    assert!(read("coc7", ghoul)["result"].get("health").is_none());
    let fresh = with("coc7", ghoul, json!([]));
    assert_eq!(
        fresh["result"]["health"],
        json!({"hp": 13, "max_hp": 13, "major_wound": false, "unconscious": false, "dying": false, "needs_medicine": false, "dead": false})
    );
    // H3: 7 of 13 is a major wound; H4: at 0 HP with it, dying; H5: 13 at once kills.
    let hurt = with(
        "coc7",
        ghoul,
        json!([{"event": "damaged", "amount": 7}, {"event": "damaged", "amount": 6}]),
    );
    let h = &hurt["result"]["health"];
    assert_eq!(
        (
            h["hp"].clone(),
            h["major_wound"].clone(),
            h["dying"].clone()
        ),
        (json!(0), json!(true), json!(true))
    );
    let killed = with("coc7", ghoul, json!([{"event": "damaged", "amount": 13}]));
    assert_eq!(killed["result"]["health"]["dead"], true);
    // Not a wound event: refused where it is.
    let sane = with(
        "coc7",
        ghoul,
        json!([{"event": "damaged", "amount": 1}, {"event": "sanity_lost", "amount": 1}]),
    );
    assert_eq!(sane["error"]["code"], "bad_field");
    assert_eq!(sane["error"]["field"], "events[1].event");
    // A block without HP or what derives them takes no events.
    let bare = with("coc7", "Thing\nClaw 40%, damage 1D6", json!([]));
    assert_eq!(bare["error"]["field"], "events");

    // Classic (H3): out at 2 HP or fewer, dying at 0 or fewer.
    let cultist = "Cultist\nSTR 12 CON 11 SIZ 13 INT 10 POW 11 DEX 12";
    let out = with(
        "classic",
        cultist,
        json!([{"event": "hp_lost", "amount": 10}]),
    );
    assert_eq!(
        out["result"]["health"],
        json!({"hp": 2, "max_hp": 12, "mp": 11, "condition": "unconscious"})
    );
    let dying = with(
        "classic",
        cultist,
        json!([{"event": "hp_lost", "amount": 13}]),
    );
    assert_eq!(dying["result"]["health"]["condition"], "dying");
    let luck = with(
        "classic",
        cultist,
        json!([{"event": "luck_spent", "amount": 1}]),
    );
    assert_eq!(luck["error"]["field"], "events[0].event");
}
