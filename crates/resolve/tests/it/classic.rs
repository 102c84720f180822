//! `system: "classic"` and `system: "bcdice"` as a client sees them: the spec's
//! actions, the extensions and malformed requests.

use serde_json::{Value, json};

use crate::support::{answer, error_in, ok_in, replay_doc_examples};

fn ok(request: Value) -> Value {
    ok_in("classic", request)
}

fn code(request: Value) -> String {
    error_in("classic", request).0
}

#[test]
fn check_is_the_spec_check() {
    let v = ok(json!({"action": "check", "value": 45, "dice": [9], "odds": true}));
    assert_eq!(v["result"]["total"], 9);
    assert_eq!(v["result"]["level"], "special");
    assert_eq!(v["result"]["success"], true);
    assert_eq!(v["result"]["odds"]["success"], "9/20");
    assert_eq!(v["dice"], json!([9]));
    let v = ok(json!({"action": "check", "value": 1, "dice": [4]}));
    assert_eq!(v["result"]["level"], "success", "02–05 always succeed");
    let v = ok(json!({"action": "check", "value": 120, "dice": [97]}));
    assert_eq!(v["result"]["level"], "failure", "96–99 always fail");
    let v = ok(json!({"action": "check", "value": 120, "dice": [100]}));
    assert_eq!(v["result"]["level"], "fumble");
    let v = ok(json!({"action": "check", "value": 0, "dice": [1]}));
    assert_eq!(v["result"]["level"], "critical");
    assert_eq!(
        code(json!({"action": "check", "value": 45, "dice": [101]})),
        "bad_die"
    );
    assert_eq!(
        code(json!({"action": "check", "dice": [1]})),
        "missing_field"
    );
}

#[test]
fn resistance_is_the_spec_resistance() {
    let v = ok(json!({"action": "resistance", "active": 12, "passive": 10, "dice": [60]}));
    assert_eq!(v["result"]["chance"], 60);
    assert_eq!(v["result"]["success"], true);
    assert_eq!(v["result"]["automatic"], false);
    let v = ok(json!({"action": "resistance", "active": 20, "passive": 10, "dice": []}));
    assert_eq!(v["result"]["automatic"], true);
    assert_eq!(v["result"]["success"], true);
    assert_eq!(v["dice"], json!([]));
    let v = ok(json!({"action": "resistance", "active": 10, "passive": 20, "dice": []}));
    assert_eq!(v["result"]["success"], false);
    let v = ok(
        json!({"action": "resistance", "active": 19, "passive": 10, "dice": [95], "odds": true}),
    );
    assert_eq!(v["result"]["chance"], 95);
    assert_eq!(v["result"]["success"], true);
    assert_eq!(v["result"]["odds"]["success"], "19/20");
    let v = ok(json!({"action": "resistance", "active": 1, "passive": 10, "dice": [6]}));
    assert_eq!(v["result"]["chance"], 5);
    assert_eq!(v["result"]["success"], false);
}

#[test]
fn bbcode_is_the_spec_bbcode() {
    let v = ok(
        json!({"action": "bbcode", "post": "Hit <it>! [roll=\"d6\"]2[/roll] [roll=d6][/roll]", "dice": [3, 5]}),
    );
    let r = &v["result"];
    assert_eq!(
        r["rendered"],
        "Hit &lt;it&gt;! [b]2d6[/b] (3, 5) = [b]8[/b] &#91;roll=d6&#93;&#91;/roll&#93;"
    );
    assert_eq!(r["plain"], "Hit <it>! 2d6 (3, 5) = 8 [roll=d6][/roll]");
    assert_eq!(
        r["rolls"],
        json!([{"die": "d6", "count": 2, "faces": [3, 5], "total": 8, "start": 10}])
    );
    assert_eq!(r["errors"][0]["start"], 30);
    assert_eq!(r["errors"][0]["tag"], "[roll=d6][/roll]");
    assert_eq!(r["errors"][0]["problem"], "no_quotes");
    assert!(
        r["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("quotes")
    );
    assert_eq!(
        code(json!({"action": "bbcode", "post": "[roll=\"d6\"]2[/roll]", "dice": [3]})),
        "dice_exhausted"
    );
}

#[test]
fn extensions_answer() {
    let v = ok(
        json!({"action": "attack", "attacker": {"value": 50, "weapon": "1D8+1", "db": "+1D4", "pointed": true},
        "defender": {"response": "parry", "value": 60}, "dice": [5, 30, 5, 7, 2]}),
    );
    assert_eq!(
        v["result"]["stopped"], false,
        "a special is blocked only by a special"
    );
    assert_eq!(v["result"]["damage"]["total"], 16);
    let v = ok(
        json!({"action": "attack", "options": "plain", "attacker": {"value": 50, "weapon": "1D8+1", "pointed": true},
        "defender": {"response": "parry", "value": 60}, "dice": [5, 30]}),
    );
    assert_eq!(v["result"]["stopped"], true);
    let v = ok(
        json!({"action": "defences", "defences": [{"response": "parry", "value": 70}, {"response": "parry", "value": 70}, {"response": "parry", "value": 70}]}),
    );
    assert_eq!(
        v["result"]["chances"],
        json!([{"penalty": 0, "chance": 70}, {"penalty": -30, "chance": 40}, {"penalty": -60, "chance": 10}])
    );
    assert_eq!(
        code(
            json!({"action": "attacks", "options": {"preset": "plain"}, "attacks": [{"kind": "a", "value": 50}, {"kind": "b", "value": 50}]})
        ),
        "bad_field"
    );
    let v = ok(
        json!({"action": "sanity", "san": 60, "int": 14, "loss": "1/1D10", "dice": [80, 6, 20]}),
    );
    assert_eq!(v["result"]["lost"], 6);
    assert_eq!(v["result"]["temporary"], true);
    let v = ok(
        json!({"action": "convert", "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16}, "dice": [3, 4, 5]}),
    );
    assert_eq!(v["result"]["hp"], 12);
    assert_eq!(v["result"]["luck"], 60);
    let v = ok(json!({"action": "damage_bonus", "str_siz": 35}));
    assert_eq!(v["result"], json!({"db": "+1D6", "thrown": "+1D3"}));
    let v = ok(json!({"action": "spend_luck", "value": 40, "total": 50, "luck": 50}));
    assert_eq!(v["result"]["points"], 10);
    assert_eq!(v["result"]["success"], true);
    assert_eq!(
        code(json!({"action": "meditate", "options": "plain", "mp": 1, "pow": 10})),
        "bad_field"
    );
    assert_eq!(code(json!({"action": "nope"})), "unknown_action");
}

#[test]
fn bcdice_command_envelope() {
    let v = ok(
        json!({"system": "bcdice", "action": "command", "game": "Cthulhu", "command": "SCCB(98)<=80", "dice": [99]}),
    );
    let r = &v["result"];
    assert_eq!(
        (
            r["success"].clone(),
            r["failure"].clone(),
            r["fumble"].clone(),
            r["secret"].clone()
        ),
        (json!(false), json!(true), json!(true), json!(true))
    );
    assert_eq!(r["total"], 99);
    let v = ok(
        json!({"system": "bcdice", "action": "command", "game": "Cthulhu", "command": "RES(11-30)", "dice": []}),
    );
    assert_eq!(v["result"]["failure"], true);
    assert_eq!(v["result"]["total"], Value::Null);
    assert_eq!(
        code(
            json!({"system": "bcdice", "action": "command", "game": "Cthulhu", "command": "RES18-11", "dice": []})
        ),
        "unknown_command"
    );
    assert_eq!(
        code(json!({"system": "bcdice", "action": "command", "game": "Nope", "command": "CC"})),
        "bad_field"
    );
}

fn walter_sheet() -> Value {
    json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
        "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
        "skills": {"First Aid": 30, "Spot Hidden": 88}})
}

/// Runs `op` on `sheet`, checks the events came back, and returns the answer.
fn on_sheet(sheet: Value, op: Value, dice: Value) -> Value {
    let v = ok(json!({"action": "sheet", "sheet": sheet, "do": op, "dice": dice}));
    let r = &v["result"];
    let stored = r["sheet"]["events"].as_array().unwrap();
    let new = r["events"].as_array().unwrap();
    assert_eq!(&stored[stored.len() - new.len()..], new.as_slice());
    v
}

#[test]
fn sheet_reads_a_versioned_sheet() {
    let v = ok(json!({"action": "sheet", "sheet": walter_sheet()}));
    let r = &v["result"];
    assert_eq!(
        (
            r["hp"].clone(),
            r["max_hp"].clone(),
            r["mp"].clone(),
            r["san"].clone(),
            r["luck"].clone()
        ),
        (json!(13), json!(13), json!(13), json!(65), json!(65))
    );
    assert_eq!(r["db"], "+1D4");
    assert_eq!(r["condition"], "conscious");
    assert_eq!(r["events_applied"], 0);
    let mut bad = walter_sheet();
    bad["version"] = json!(2);
    assert_eq!(code(json!({"action": "sheet", "sheet": bad})), "bad_field");
    let mut bad = walter_sheet();
    bad["events"] = json!([{"event": "teleported"}]);
    let v = answer(json!({"system": "classic", "action": "sheet", "sheet": bad}));
    assert_eq!(v["error"]["field"], "sheet.events[0]");
    let mut start = walter_sheet();
    start["hp"] = json!(2);
    start["luck"] = json!(40);
    let r = ok(json!({"action": "sheet", "sheet": start}))["result"].clone();
    assert_eq!((r["hp"].clone(), r["luck"].clone()), (json!(2), json!(40)));
    assert_eq!(r["condition"], "unconscious");
}

#[test]
fn sheet_h1_first_aid_and_medicine() {
    let mut s = walter_sheet();
    s["events"] = json!([{"event": "hp_lost", "amount": 5}]);
    let v = on_sheet(
        s.clone(),
        json!({"op": "treat", "treatment": "first_aid", "skill": 30}),
        json!([20, 6]),
    );
    let r = &v["result"];
    assert_eq!(r["outcome"]["healed"], 3);
    assert_eq!(r["outcome"]["level"], "success");
    assert_eq!(r["events"], json!([{"event": "hp_gained", "amount": 3}]));
    assert_eq!(r["hp"], 11);
    assert_eq!(r["events_applied"], 2);
    let v = ok(json!({"action": "sheet", "sheet": r["sheet"].clone()}));
    assert_eq!(v["result"]["hp"], 11, "the returned sheet replays");
    assert_eq!(
        code(
            json!({"action": "sheet", "sheet": s, "do": {"op": "treat", "treatment": "medicine", "skill": 50}, "dice": []})
        ),
        "bad_field"
    );
}

#[test]
fn sheet_h2_natural_healing_and_h3_condition() {
    let mut s = walter_sheet();
    s["events"] = json!([{"event": "hp_lost", "amount": 11}]);
    assert_eq!(
        ok(json!({"action": "sheet", "sheet": s.clone()}))["result"]["condition"],
        "unconscious"
    );
    let v = on_sheet(
        s,
        json!({"op": "natural_healing", "medical_care": true}),
        json!([6, 6, 1]),
    );
    let r = &v["result"];
    assert_eq!(r["outcome"]["healed"], 7);
    assert_eq!(
        (r["hp"].clone(), r["condition"].clone()),
        (json!(9), json!("conscious"))
    );
    let v = on_sheet(
        walter_sheet(),
        json!({"op": "damage", "amount": 13}),
        json!([]),
    );
    assert_eq!(v["result"]["condition"], "dying");
}

#[test]
fn sheet_m1_regeneration_meditation_and_spells() {
    let v = on_sheet(
        walter_sheet(),
        json!({"op": "spend_mp", "amount": 13}),
        json!([]),
    );
    let r = &v["result"];
    assert_eq!(
        (r["mp"].clone(), r["condition"].clone()),
        (json!(0), json!("unconscious"))
    );
    let v = on_sheet(
        r["sheet"].clone(),
        json!({"op": "regenerate", "hours": 12}),
        json!([]),
    );
    assert_eq!(v["result"]["mp"], 8);
    let v = on_sheet(
        v["result"]["sheet"].clone(),
        json!({"op": "meditate"}),
        json!([4]),
    );
    assert_eq!(v["result"]["outcome"]["roll"], 4);
    assert_eq!(v["result"]["mp"], 12);
    assert_eq!(
        code(
            json!({"action": "sheet", "sheet": walter_sheet(), "options": "plain", "do": {"op": "meditate"}})
        ),
        "bad_field"
    );
    assert_eq!(
        code(
            json!({"action": "sheet", "sheet": walter_sheet(), "do": {"op": "meditate", "hours_since": 3}})
        ),
        "bad_field"
    );
}

#[test]
fn sheet_m2_mp_reroll() {
    let v = on_sheet(
        walter_sheet(),
        json!({"op": "mp_reroll", "value": 40, "total": 70}),
        json!([20]),
    );
    let r = &v["result"];
    assert_eq!(r["outcome"]["total"], 20);
    assert_eq!(r["outcome"]["success"], true);
    assert_eq!(r["events"], json!([{"event": "mp_lost", "amount": 1}]));
    assert_eq!(r["mp"], 12);
    assert_eq!(
        code(
            json!({"action": "sheet", "sheet": walter_sheet(), "do": {"op": "mp_reroll", "value": 40, "total": 20}, "dice": []})
        ),
        "bad_field"
    );
}

#[test]
fn sheet_m3_luck_spending_seed_example() {
    let mut s = walter_sheet();
    s["characteristics"]["POW"] = json!(10);
    let v = on_sheet(
        s,
        json!({"op": "spend_luck", "value": 40, "total": 50, "points": 10}),
        json!([]),
    );
    let r = &v["result"];
    assert_eq!(r["outcome"]["success"], true);
    assert_eq!(r["outcome"]["special"], 8, "the special threshold stays");
    assert_eq!(r["luck"], 40);
    let v = on_sheet(
        r["sheet"].clone(),
        json!({"op": "end_adventure"}),
        json!([]),
    );
    assert_eq!(v["result"]["luck"], 50);
}

#[test]
fn sheet_t6_experience_and_n3_sanity() {
    let v = on_sheet(
        walter_sheet(),
        json!({"op": "award_check", "skill": "Spot Hidden"}),
        json!([]),
    );
    assert_eq!(v["result"]["checks"], json!(["Spot Hidden"]));
    let v = on_sheet(
        v["result"]["sheet"].clone(),
        json!({"op": "experience"}),
        json!([95, 5, 3, 4]),
    );
    let r = &v["result"];
    assert_eq!(r["outcome"]["rolls"][0]["value"], 93);
    assert_eq!(r["skills"]["Spot Hidden"], 93);
    assert_eq!(r["san"], 72);
    let v = on_sheet(
        walter_sheet(),
        json!({"op": "sanity", "loss": "1/1D10"}),
        json!([80, 6, 20]),
    );
    let r = &v["result"];
    assert_eq!(r["outcome"]["insanity"], json!(["temporary"]));
    assert_eq!(r["insanity"], json!(["temporary"]));
    assert_eq!(r["san"], 59);
}

#[test]
fn classic_doc_examples_are_real() {
    let replayed = replay_doc_examples("## Classic Call of Cthulhu (`system: \"classic\"`)");
    assert!(replayed >= 20, "only {replayed} examples");
}

/// The error code and field of a classic request.
fn refused(request: Value) -> (String, Value) {
    error_in("classic", request)
}

#[test]
fn a_misspelt_field_is_refused_with_its_path() {
    let bad = |field: &str| ("bad_field".to_owned(), json!(field));
    assert_eq!(
        refused(json!({"action": "check", "value": 45, "modifer": 10, "dice": [9]})),
        bad("modifer")
    );
    assert_eq!(
        refused(json!({"action": "attack", "attacker": {"value": 50},
            "defender": {"response": "parry", "value": 60, "sheild": true}, "dice": [5, 30]})),
        bad("defender.sheild")
    );
    assert_eq!(
        refused(
            json!({"action": "attacks", "attacks": [{"kind": "a", "value": 50}, {"kind": "b", "valeu": 50}]})
        ),
        bad("attacks[1].valeu")
    );
    assert_eq!(
        refused(json!({"action": "unarmed", "attack": "brawl", "options": {"brwal": true}})),
        bad("options.brwal")
    );
    let mut sheet = walter_sheet();
    sheet["events"] = json!([{"event": "hp_lost", "amuont": 3}]);
    assert_eq!(
        refused(json!({"action": "sheet", "sheet": sheet})),
        bad("sheet.events[0].amuont")
    );
    let mut sheet = walter_sheet();
    sheet["notes"] = json!("kept?");
    assert_eq!(
        refused(json!({"action": "sheet", "sheet": sheet})),
        bad("sheet.notes")
    );
    // An operation takes its own fields only.
    assert_eq!(
        refused(
            json!({"action": "sheet", "sheet": walter_sheet(), "do": {"op": "award_check", "skill": "Spot Hidden", "amount": 3}})
        ),
        bad("do.amount")
    );
}

#[test]
fn a_wrong_type_or_name_is_bad_field_and_null_is_absent() {
    let bad = |field: &str| ("bad_field".to_owned(), json!(field));
    assert_eq!(
        refused(json!({"action": "check", "value": "45", "dice": [9]})),
        bad("value")
    );
    assert_eq!(
        refused(json!({"action": "blocks", "attack": "special", "defence": "great"})),
        bad("defence")
    );
    assert_eq!(
        refused(json!({"action": "treat", "treatment": "leeches", "skill": 30, "dice": []})),
        bad("treatment")
    );
    assert_eq!(
        refused(
            json!({"action": "sheet", "sheet": walter_sheet(), "do": {"op": "teleport"}, "dice": []})
        ),
        bad("do.op")
    );
    assert_eq!(
        refused(json!({"action": "order", "dex": [10, 200_000_000]})),
        bad("dex[1]")
    );
    assert_eq!(
        refused(
            json!({"action": "sheet", "sheet": walter_sheet(), "do": {"op": "treat", "treatment": "first_aid"}})
        ),
        ("missing_field".to_owned(), json!("do.skill"))
    );
    let v = ok(
        json!({"action": "check", "value": 45, "modifier": null, "possible": null, "odds": null, "dice": [9]}),
    );
    assert_eq!(v["result"]["chance"], 45);
    let v = ok(json!({"action": "investigator", "characteristics": null, "seed": 1}));
    assert_eq!(v["result"]["rolled"], true);
}

#[test]
fn ranges_keep_their_limits_after_decoding() {
    let v = answer(
        json!({"system": "classic", "action": "sanity", "san": 100, "int": 14, "loss": "1/1D6"}),
    );
    assert_eq!(v["error"]["code"], "bad_field");
    assert_eq!(v["error"]["field"], "san");
    assert_eq!(
        (v["error"]["min"].clone(), v["error"]["max"].clone()),
        (json!(0), json!(99))
    );
    let mut sheet = walter_sheet();
    sheet["characteristics"]["POW"] = json!(0);
    let v = answer(json!({"system": "classic", "action": "sheet", "sheet": sheet}));
    assert_eq!(v["error"]["field"], "sheet.characteristics.POW");
    assert_eq!(v["error"]["min"], 1);
}

#[test]
fn skill_names_are_free_and_kept_in_order() {
    // A sheet's skills and convert's are names → percents, not fields: any name is a skill.
    let mut sheet = walter_sheet();
    sheet["skills"]["Pilot (Airship)"] = json!(25);
    let v = ok(json!({"action": "sheet", "sheet": sheet}));
    assert_eq!(v["result"]["skills"]["Pilot (Airship)"], 25);
    let v = ok(
        json!({"action": "convert", "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
            "skills": {"Spot Hidden": 60, "Dodge": 30}, "dice": [3, 4, 5]}),
    );
    let names: Vec<&String> = v["result"]["skills"].as_object().unwrap().keys().collect();
    assert_eq!(names, ["Spot Hidden", "Dodge"]);
    let v = answer(
        json!({"system": "classic", "action": "convert", "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
            "skills": {"Dodge": -1}, "dice": [3, 4, 5]}),
    );
    assert_eq!(v["error"]["field"], "skills.Dodge");
}

#[test]
fn condition_h3_two_hp_is_out_with_or_without_a_lowest_point() {
    let c = |v: Value| ok(v)["result"]["condition"].clone();
    assert_eq!(
        c(json!({"action": "condition", "hp": 2, "mp": 10})),
        "unconscious"
    );
    assert_eq!(
        c(json!({"action": "condition", "hp": 1, "mp": 10, "lowest_hp": 8})),
        "unconscious"
    );
    assert_eq!(
        c(json!({"action": "condition", "hp": 9, "mp": 0})),
        "unconscious"
    );
    assert_eq!(
        c(json!({"action": "condition", "hp": 3, "mp": 10, "lowest_hp": 1})),
        "conscious"
    );
    assert_eq!(
        c(json!({"action": "condition", "hp": 3, "mp": 10})),
        "conscious"
    );
}
