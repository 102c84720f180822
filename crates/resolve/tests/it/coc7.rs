//! `system: "coc7"` as a client sees it: the spec's actions with their exact fields and
//! dice order, the extensions, Dhole's House import and export, and malformed requests.

use serde_json::{Value, json};

use crate::support::{answer, error_in, ok_in, replay_doc_examples};

fn ok(request: Value) -> Value {
    ok_in("coc7", request)
}

/// The error's code and field.
fn error(request: Value) -> (String, Value) {
    error_in("coc7", request)
}

fn brian() -> Value {
    json!({"action": "investigator", "name": "Brian", "occupation": "Soldier",
        "characteristics": {"STR": 60, "CON": 60, "POW": 50, "DEX": 80, "APP": 40, "SIZ": 70, "INT": 50, "EDU": 50},
        "occupation_skills": {"Climb": 60, "Credit Rating": 40, "Dodge": 60, "Fighting (Brawl)": 70,
            "Firearms (Rifle/Shotgun)": 50, "First Aid": 40, "Language (Spanish)": 50, "Stealth": 50, "Survival": 40},
        "interests": ["Drive Auto", "Jump", "Mechanical Repair", "Spot Hidden"], "luck": 50})
}

#[test]
fn system_is_listed() {
    let v = answer(json!({"system": "nope", "action": "x"}));
    assert!(v["error"]["message"].as_str().unwrap().contains("coc7"));
}

// ---------------------------------------------------------------------------------
// The spec's actions.

#[test]
fn check_is_the_spec_check() {
    let v = ok(json!({"action": "check", "value": 55, "bonus": 1, "dice": [4, 2, 4]}));
    let r = &v["result"];
    assert_eq!(
        (r["total"].clone(), r["level"].clone(), r["success"].clone()),
        (json!(24), json!("hard"), json!(true))
    );
    assert_eq!(v["dice"], json!([4, 2, 4]));
    assert!(r.get("odds").is_none());
}

#[test]
fn check_levels_follow_the_spec_order() {
    let level = |value: i64, difficulty: &str, dice: Value| {
        ok(json!({"action": "check", "value": value, "difficulty": difficulty, "dice": dice}))["result"].clone()
    };
    // 01 with a needed 0 is a critical success.
    assert_eq!(level(0, "extreme", json!([0, 1]))["level"], "critical");
    assert_eq!(level(0, "extreme", json!([0, 1]))["success"], true);
    // 100 at skill 100 or more is a fumble.
    assert_eq!(level(120, "regular", json!([0, 0]))["level"], "fumble");
    // Fumbles at Hard and Extreme follow the number needed.
    assert_eq!(level(80, "hard", json!([9, 6]))["level"], "fumble");
    assert_eq!(level(80, "regular", json!([9, 6]))["level"], "failure");
    assert_eq!(level(240, "extreme", json!([9, 7]))["level"], "fumble");
    // A Regular success at Hard difficulty: the level, but not success.
    let r = level(80, "hard", json!([5, 5]));
    assert_eq!(
        (r["level"].clone(), r["success"].clone()),
        (json!("regular"), json!(false))
    );
}

#[test]
fn check_00_and_0_with_bonus_and_penalty() {
    let t = |bonus: i64, penalty: i64, dice: Value| {
        ok(json!({"action": "check", "value": 50, "bonus": bonus, "penalty": penalty, "dice": dice}))["result"]["total"].clone()
    };
    assert_eq!(t(0, 1, json!([0, 3, 0])), 100);
    assert_eq!(t(1, 0, json!([0, 3, 0])), 30);
    // At most two net dice: five bonus dice roll three tens dice.
    assert_eq!(t(5, 0, json!([5, 6, 7, 1])), 51);
    assert_eq!(t(2, 2, json!([7, 7])), 77);
}

#[test]
fn check_odds_are_exact_and_sum_to_one() {
    let v =
        ok(json!({"action": "check", "value": 55, "penalty": 1, "odds": true, "dice": [5, 0, 0]}));
    let o = &v["result"]["odds"];
    assert_eq!(o["success"], "61/200");
    assert_eq!(o["levels"]["fumble"], "19/1000");
    let keys: Vec<&String> = o["levels"].as_object().unwrap().keys().collect();
    assert_eq!(
        keys,
        [
            "critical", "extreme", "hard", "regular", "failure", "fumble"
        ]
    );
}

#[test]
fn opposed_is_the_spec_opposed() {
    // Harrison STR 55 with a penalty die keeps 41; Felix 65 rolls 51: Felix wins.
    let v = ok(
        json!({"action": "opposed", "a": {"value": 55, "penalty": 1}, "b": {"value": 65}, "dice": [2, 4, 1, 5, 1], "odds": true}),
    );
    let r = &v["result"];
    assert_eq!(r["winner"], "b");
    assert_eq!(
        (r["a"]["total"].clone(), r["a"]["level"].clone()),
        (json!(41), json!("regular"))
    );
    assert_eq!(
        (r["b"]["total"].clone(), r["b"]["level"].clone()),
        (json!(51), json!("regular"))
    );
    assert!(r["odds"]["a"].is_string());
}

#[test]
fn opposed_ties_at_equal_skill_are_broken_by_plain_rolls() {
    let v = ok(
        json!({"action": "opposed", "a": {"value": 50, "bonus": 1}, "b": {"value": 50},
        "dice": [3, 5, 0, 3, 0, 4, 4, 4, 4, 1, 2, 7, 0]}),
    );
    let r = &v["result"];
    assert_eq!(r["tie_break"], json!([[44, 44], [12, 70]]));
    assert_eq!(r["winner"], "a");
    // Both failing: nobody, no tie-break.
    let v = ok(
        json!({"action": "opposed", "a": {"value": 20}, "b": {"value": 20}, "dice": [9, 0, 9, 0]}),
    );
    assert_eq!(v["result"]["winner"], "none");
}

#[test]
fn sanity_is_the_spec_sanity() {
    // SAN roll 72 fails; 1D6 = 5; the INT roll 30 succeeds; 1D10 = 4 hours.
    let v = ok(
        json!({"action": "sanity", "san": 50, "int": 60, "loss": "1/1D6", "dice": [7, 2, 5, 3, 0, 4]}),
    );
    let r = &v["result"];
    assert_eq!(r["success"], false);
    assert_eq!(r["lost"], 5);
    assert_eq!(r["san"], 45);
    assert_eq!(r["insanity"], "temporary");
    assert_eq!(r["hours"], 4);
    assert_eq!(r["indefinite"], false);
    assert_eq!(r["permanent"], false);
    assert_eq!(r["events"][0], json!({"event": "sanity_lost", "amount": 5}));
}

#[test]
fn sanity_fumble_rolls_no_loss_dice() {
    let v = ok(
        json!({"action": "sanity", "san": 40, "int": 60, "loss": "1/1D4+1", "dice": [0, 0, 8, 0]}),
    );
    let r = &v["result"];
    assert_eq!(
        (r["level"].clone(), r["lost"].clone(), r["insanity"].clone()),
        (json!("fumble"), json!(5), json!("involuntary"))
    );
    assert!(r.get("hours").is_none());
}

#[test]
fn sanity_lost_never_exceeds_san_and_zero_is_permanent() {
    let v =
        ok(json!({"action": "sanity", "san": 3, "int": 60, "loss": "1/1D10", "dice": [9, 0, 8]}));
    let r = &v["result"];
    assert_eq!(
        (r["lost"].clone(), r["san"].clone(), r["permanent"].clone()),
        (json!(3), json!(0), json!(true))
    );
}

#[test]
fn sanity_fifth_in_a_day_is_indefinite() {
    let v = ok(
        json!({"action": "sanity", "san": 46, "int": 60, "loss": "0/1D6", "day_start_san": 50, "lost_today": 6, "dice": [9, 0, 4]}),
    );
    assert_eq!(v["result"]["indefinite"], true);
    assert_eq!(v["result"]["lost_today"], 10);
}

#[test]
fn sanity_odds_give_the_distribution_of_loss() {
    let v = ok(
        json!({"action": "sanity", "san": 50, "int": 60, "loss": "0/1D6", "odds": true, "dice": [1, 0]}),
    );
    let o = &v["result"]["odds"];
    assert_eq!(o["success"], "1/2");
    assert_eq!(o["lost"][0], json!([0, "1/2"]));
    assert_eq!(o["lost"].as_array().unwrap().len(), 7);
}

#[test]
fn melee_is_the_spec_melee() {
    // A ghoul's claw rolls 3 (Extreme) against Brian's Dodge 60 rolling 20 (Hard): 10.
    let v = ok(json!({"action": "melee",
        "attacker": {"value": 40, "weapon": "1D6", "db": "+1D4"},
        "defender": {"value": 60, "response": "dodge"}, "dice": [0, 3, 2, 0]}));
    let r = &v["result"];
    assert_eq!(
        (
            r["winner"].clone(),
            r["damage"].clone(),
            r["extreme"].clone()
        ),
        (json!("attacker"), json!(10), json!(true))
    );
    assert_eq!(v["dice"], json!([0, 3, 2, 0]));
}

#[test]
fn melee_fight_back_defaults_to_1d3_and_no_extreme() {
    // Brian fights back the bite with a Hard against the ghoul's Regular: 1D3 to the ghoul.
    let v = ok(json!({"action": "melee",
        "attacker": {"value": 40, "weapon": "1D6", "db": "+1D4"},
        "defender": {"value": 70, "response": "fight_back"}, "dice": [3, 5, 3, 0, 2]}));
    let r = &v["result"];
    assert_eq!(
        (
            r["winner"].clone(),
            r["damage"].clone(),
            r["extreme"].clone()
        ),
        (json!("defender"), json!(2), json!(false))
    );
    // A critical fight-back still deals normal damage.
    let v = ok(json!({"action": "melee",
        "attacker": {"value": 20, "weapon": "1D3", "db": "0"},
        "defender": {"value": 90, "response": "fight_back", "weapon": "1D6", "db": "+1D4"}, "dice": [8, 0, 0, 1, 2, 3]}));
    assert_eq!(
        (
            v["result"]["damage"].clone(),
            v["result"]["extreme"].clone()
        ),
        (json!(5), json!(false))
    );
}

#[test]
fn melee_fight_back_ties_go_to_the_attacker_and_dodge_ties_to_the_defender() {
    let base = |response: &str| {
        json!({"action": "melee",
        "attacker": {"value": 50, "weapon": "1D6", "db": "0"},
        "defender": {"value": 60, "response": response}})
    };
    let mut fb = base("fight_back");
    fb["dice"] = json!([4, 0, 5, 0, 3]);
    assert_eq!(ok(fb)["result"]["winner"], "attacker");
    let mut dodge = base("dodge");
    dodge["dice"] = json!([4, 0, 5, 0]);
    let v = ok(dodge);
    assert_eq!(
        (v["result"]["winner"].clone(), v["result"]["damage"].clone()),
        (json!("defender"), json!(0))
    );
}

#[test]
fn melee_impaling_extreme_adds_a_weapon_roll() {
    let v = ok(json!({"action": "melee",
        "attacker": {"value": 60, "weapon": "2D6+4", "db": "0", "impaling": true},
        "defender": {"value": 10, "response": "dodge"}, "dice": [0, 5, 9, 0, 1, 2]}));
    assert_eq!(v["result"]["damage"], 16 + 7);
    assert_eq!(v["result"]["extreme"], true);
}

#[test]
fn melee_damage_never_below_zero() {
    let v = ok(json!({"action": "melee",
        "attacker": {"value": 60, "weapon": "1D3", "db": "-2"},
        "defender": {"value": 10, "response": "dodge"}, "dice": [5, 0, 9, 0, 1]}));
    assert_eq!(v["result"]["damage"], 0);
}

#[test]
fn melee_odds_sum_to_one() {
    let v = ok(json!({"action": "melee", "odds": true,
        "attacker": {"value": 40, "weapon": "1D6", "db": "+1D4"},
        "defender": {"value": 60, "response": "dodge"}, "dice": [9, 0, 9, 0]}));
    let o = &v["result"]["odds"];
    assert_eq!(o["attacker"], "471/2000");
    assert!(o["damage"].as_array().unwrap().iter().any(|d| d[0] == 10));
}

#[test]
fn investigator_is_the_spec_investigator() {
    let v = ok(brian());
    let r = &v["result"];
    assert_eq!(r["hp"], 13);
    assert_eq!(r["mp"], 10);
    assert_eq!(r["san"], 50);
    assert_eq!(r["luck"], 50);
    assert_eq!(r["db"], "+1D4");
    assert_eq!(r["build"], 1);
    assert_eq!(r["credit_band"], "average");
    assert_eq!(r["skills"]["Spot Hidden"], 45);
    assert_eq!(r["skills"]["Language (Spanish)"], 50);
    assert!(r["skills"].get("Language (Other)").is_none());
    assert_eq!(r["warnings"].as_array().unwrap().len(), 1);
    assert_eq!(v["dice"], json!([]));
}

#[test]
fn rolled_characteristics_pass_the_rolled_method() {
    let v = ok(json!({"action": "characteristics", "seed": 7}));
    let r = &v["result"];
    assert_eq!(v["dice"].as_array().unwrap().len(), 5 * 3 + 3 * 2 + 3);
    let mut req = brian();
    req["characteristics"] = r["characteristics"].clone();
    req["method"] = json!("rolled");
    ok(req);
    let v = ok(
        json!({"action": "characteristics", "dice": [1, 1, 1, 6, 6, 6, 3, 3, 3, 2, 2, 2, 4, 4, 4, 1, 1, 6, 6, 2, 3, 3, 4, 5]}),
    );
    assert_eq!(
        v["result"],
        json!({"characteristics": {"STR": 15, "CON": 90, "POW": 45, "DEX": 30, "APP": 60, "SIZ": 40, "INT": 90, "EDU": 55}, "luck": 60})
    );
}

#[test]
fn investigator_rolls_luck_when_absent() {
    let mut req = brian();
    req.as_object_mut().unwrap().remove("luck");
    req["dice"] = json!([3, 4, 5]);
    let v = ok(req);
    assert_eq!(v["result"]["luck"], 60);
    assert_eq!(v["result"]["db"], "+1D4");
}

#[test]
fn investigator_quickstart_occupation_is_checked_without_warnings() {
    let v = ok(json!({"action": "investigator", "occupation": "Journalist",
        "characteristics": {"STR": 40, "CON": 50, "POW": 60, "DEX": 50, "APP": 60, "SIZ": 50, "INT": 70, "EDU": 80},
        "occupation_skills": {"Art/Craft (Photography)": 70, "History": 60, "Library Use": 60, "Language (Own)": 50,
            "Fast Talk": 50, "Psychology": 50, "Spot Hidden": 40, "Listen": 40, "Credit Rating": 40},
        "interests": ["Drive Auto", "Jump", "Stealth", "Climb"], "luck": 45}));
    let r = &v["result"];
    assert_eq!(r["warnings"], json!([]));
    assert_eq!(r["db"], "0");
    assert_eq!(r["skills"]["Art/Craft (Photography)"], 70);
    assert!(r["skills"].get("Art/Craft").is_none());
}

#[test]
fn investigator_errors_name_the_field_and_the_rule() {
    let mut req = brian();
    req["interests"][3] = json!("Cthulhu Mythos");
    let v = answer({
        req["system"] = json!("coc7");
        req
    });
    assert_eq!(v["error"]["code"], "bad_field");
    assert_eq!(v["error"]["field"], "interests[3]");
    assert_eq!(v["error"]["issues"][0]["rule"], "S4");
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("Cthulhu Mythos cannot receive points at creation")
    );
    let mut req = brian();
    req["characteristics"]["EDU"] = json!(90);
    req["dice"] = json!([]);
    assert_eq!(
        error(req),
        ("bad_field".to_owned(), json!("characteristics"))
    );
}

#[test]
fn investigator_errors_speak_the_request_language() {
    let mut req = brian();
    req["interests"][3] = json!("Cthulhu Mythos");
    req["system"] = json!("coc7");
    req["lang"] = json!("ru");
    let v = answer(req);
    let message = v["error"]["message"].as_str().unwrap();
    assert!(
        message.starts_with("сыщик составлен неверно: "),
        "{message}"
    );
    let issue = v["error"]["issues"][0]["message"].as_str().unwrap();
    assert!(
        !message.contains("cannot") && !issue.contains("cannot"),
        "{message} / {issue}"
    );
    assert_eq!(v["error"]["issues"][0]["rule"], "S4");

    let mut req = brian();
    req["characteristics"]["EDU"] = json!(90);
    req["system"] = json!("coc7");
    req["lang"] = json!("pt-BR");
    let v = answer(req);
    let message = v["error"]["message"].as_str().unwrap();
    assert!(
        !message.contains("none") && !message.contains("missing"),
        "{message}"
    );
}

#[test]
fn investigator_rejects_an_unknown_skill() {
    let mut req = brian();
    req["occupation_skills"] = json!({"Basket Weaving": 70});
    let v = answer({
        req["system"] = json!("coc7");
        req
    });
    let issues = v["error"]["issues"].as_array().unwrap();
    assert!(
        issues
            .iter()
            .any(|i| i["field"] == "occupation_skills.Basket Weaving" && i["rule"] == "S5")
    );
}

// ---------------------------------------------------------------------------------
// Extensions.

#[test]
fn push_a_failed_roll() {
    let v = ok(json!({"action": "push", "value": 45, "dice": [7, 3, 9, 9]}));
    let r = &v["result"];
    assert_eq!(r["first"]["total"], 73);
    assert_eq!(
        (
            r["total"].clone(),
            r["pushed"].clone(),
            r["pushed_failure"].clone()
        ),
        (json!(99), json!(true), json!(true))
    );
    let v = ok(json!({"action": "push", "value": 45, "first": 73, "dice": [2, 0]}));
    assert_eq!(
        (
            v["result"]["success"].clone(),
            v["result"]["pushed_failure"].clone()
        ),
        (json!(true), json!(false))
    );
    assert_eq!(
        error(json!({"action": "push", "value": 45, "first": 12, "dice": []})).1,
        "first"
    );
    assert_eq!(
        error(json!({"action": "push", "value": 45, "kind": "combat", "dice": [9, 0]})).1,
        "kind"
    );
    // A first roll that succeeds is not pushed.
    let v = ok(json!({"action": "push", "value": 45, "dice": [1, 0]}));
    assert_eq!(v["result"]["pushed"], false);
}

#[test]
fn luck_group_luck_and_spending() {
    let v = ok(json!({"action": "luck", "luck": 50, "dice": [4, 9]}));
    assert_eq!(v["result"]["success"], true);
    let v = ok(json!({"action": "group_luck", "lucks": [60, 35, 70], "dice": [4, 0]}));
    assert_eq!(
        (
            v["result"]["roller"].clone(),
            v["result"]["success"].clone()
        ),
        (json!(1), json!(false))
    );
    let v = ok(json!({"action": "spend_luck", "value": 45, "total": 50, "luck": 30}));
    let r = &v["result"];
    assert_eq!(
        (r["spent"].clone(), r["luck"].clone(), r["success"].clone()),
        (json!(5), json!(25), json!(true))
    );
    assert_eq!(r["events"], json!([{"event": "luck_spent", "amount": 5}]));
    assert_eq!(
        error(
            json!({"action": "spend_luck", "value": 45, "total": 50, "luck": 30, "kind": "sanity"})
        )
        .1,
        "kind"
    );
    assert_eq!(
        error(json!({"action": "spend_luck", "value": 45, "total": 90, "luck": 30, "points": 45}))
            .1,
        "points"
    );
}

#[test]
fn magic_points_past_zero_come_off_hit_points() {
    let v = ok(json!({"action": "magic", "mp": 3, "points": 5}));
    assert_eq!(
        v["result"],
        json!({"mp": 0, "hp_lost": 2, "events": [
        {"event": "magic_spent", "amount": 3}, {"event": "damaged", "amount": 2}]})
    );
}

#[test]
fn improvement_phase() {
    let v = ok(
        json!({"action": "improvement", "skills": {"Spot Hidden": 45, "Climb": 85}, "luck": 40,
        "dice": [4, 3, 9, 0, 7, 3, 4, 8, 0, 4]}),
    );
    let r = &v["result"];
    assert_eq!(r["skills"][0]["improved"], false);
    assert_eq!(
        (
            r["skills"][1]["gain"].clone(),
            r["skills"][1]["sanity"].clone()
        ),
        (json!(7), json!(7))
    );
    assert_eq!(
        r["luck_recovery"],
        json!({"roll": 80, "gain": 4, "luck": 44})
    );
    assert_eq!(r["events"].as_array().unwrap().len(), 4);
}

#[test]
fn firearms_maneuver_initiative() {
    let v = ok(
        json!({"action": "firearms", "value": 50, "weapon": "handgun", "shots": 2, "dice": [2, 6, 0, 0, 3, 5, 4]}),
    );
    assert_eq!(v["result"]["damage"], 4);
    assert_eq!(v["result"]["net_dice"], -1);
    // The target dives for cover: Dodge 40 rolls 25, a success: the shot takes a penalty die.
    let v = ok(
        json!({"action": "firearms", "value": 50, "weapon": "rifle", "dodge": 40, "dice": [2, 5, 1, 7, 3]}),
    );
    assert_eq!(
        (
            v["result"]["dive"]["success"].clone(),
            v["result"]["net_dice"].clone()
        ),
        (json!(true), json!(-1))
    );
    assert_eq!(v["result"]["shots"][0]["total"], 73);
    let v = ok(
        json!({"action": "maneuver", "attacker": {"value": 70, "build": 0},
        "defender": {"value": 40, "build": 1, "response": "fight_back"}, "dice": [0, 2, 2, 3, 0]}),
    );
    assert_eq!(
        (
            v["result"]["success"].clone(),
            v["result"]["build_penalty"].clone()
        ),
        (json!(true), json!(1))
    );
    assert_eq!(
        error(json!({"action": "maneuver", "attacker": {"value": 70, "build": 0}, "defender": {"value": 40, "build": 3}})).1,
        "defender.build"
    );
    let v = ok(json!({"action": "initiative", "combatants": [
        {"name": "Brian", "dex": 80}, {"name": "Hugh", "dex": 50, "firearm": true}, {"name": "ghoul", "dex": 65}]}));
    assert_eq!(v["result"]["names"], json!(["Hugh", "Brian", "ghoul"]));
}

#[test]
fn damage_and_healing() {
    // Major wound exactly at half of odd HP; no CON roll when the hit kills.
    let v = ok(json!({"action": "damage", "max_hp": 11, "con": 50, "amount": 6, "dice": [2, 0]}));
    assert_eq!(
        (
            v["result"]["major_wound"].clone(),
            v["result"]["hp"].clone()
        ),
        (json!(true), json!(5))
    );
    let v = ok(json!({"action": "damage", "max_hp": 11, "con": 50, "amount": 5, "dice": []}));
    assert_eq!(v["result"]["major_wound"], false);
    let v = ok(json!({"action": "damage", "max_hp": 11, "con": 50, "amount": 11, "dice": []}));
    assert_eq!(
        (v["result"]["dead"].clone(), v["dice"].clone()),
        (json!(true), json!([]))
    );
    let v = ok(json!({"action": "damage", "max_hp": 12, "hp": 5, "con": 50, "amount": 7}));
    assert_eq!(v["result"]["dying"], true);
    let v = ok(
        json!({"action": "damage", "max_hp": 12, "con": 50, "severity": "moderate", "dice": [4]}),
    );
    assert_eq!(v["result"]["hp"], 8);
    let v = ok(
        json!({"action": "heal", "treatment": "first_aid", "skill": 30, "max_hp": 12, "hp": 0,
        "major_wound": true, "dying": true, "dice": [1, 5]}),
    );
    assert_eq!(
        (
            v["result"]["dying"].clone(),
            v["result"]["needs_medicine"].clone()
        ),
        (json!(false), json!(true))
    );
    let v = ok(
        json!({"action": "heal", "treatment": "week", "con": 50, "max_hp": 12, "hp": 2,
        "major_wound": true, "dice": [0, 5, 1, 2]}),
    );
    assert_eq!(
        (
            v["result"]["hp"].clone(),
            v["result"]["major_wound"].clone()
        ),
        (json!(5), json!(false))
    );
    assert_eq!(
        error(json!({"action": "heal", "treatment": "day", "max_hp": 12, "hp": 0, "dying": true}))
            .1,
        "treatment"
    );
}

#[test]
fn sheet_conditions_follow_from_its_damage_events() {
    // coc7 H2–H5: Brian has 13 HP; a bare log of damage derives every condition.
    let created = ok(brian());
    let base = created["result"]["sheet"].clone();
    let read = |events: Value| {
        let mut sheet = base.clone();
        sheet["events"] = events;
        ok(json!({"action": "sheet", "sheet": sheet}))["result"].clone()
    };
    let flags = |r: &Value| {
        (
            r["hp"].clone(),
            r["major_wound"].clone(),
            r["unconscious"].clone(),
            r["dying"].clone(),
            r["dead"].clone(),
        )
    };
    let r = read(json!([{"event": "damaged", "amount": 7}]));
    assert_eq!(
        flags(&r),
        (
            json!(6),
            json!(true),
            json!(false),
            json!(false),
            json!(false)
        )
    );
    let r = read(json!([{"event": "damaged", "amount": 7}, {"event": "damaged", "amount": 6}]));
    assert_eq!(
        flags(&r),
        (
            json!(0),
            json!(true),
            json!(true),
            json!(true),
            json!(false)
        )
    );
    let r = read(
        json!([{"event": "damaged", "amount": 4}, {"event": "damaged", "amount": 4},
        {"event": "damaged", "amount": 5}]),
    );
    assert_eq!(
        flags(&r),
        (
            json!(0),
            json!(false),
            json!(true),
            json!(false),
            json!(false)
        )
    );
    let r = read(json!([{"event": "damaged", "amount": 13}]));
    assert_eq!(flags(&r).4, json!(true));
    // A sheet at 0 HP is not conscious, whatever its flag says (H2).
    let mut sheet = base.clone();
    sheet["hp"] = json!(0);
    let r = ok(json!({"action": "sheet", "sheet": sheet}))["result"].clone();
    assert_eq!(r["unconscious"], true);
}

#[test]
fn sheet_round_trip_with_events() {
    let created = ok(brian());
    let mut sheet = created["result"]["sheet"].clone();
    sheet["events"] = json!([{"event": "damaged", "amount": 3}, {"event": "sanity_lost", "amount": 4},
        {"event": "skill_ticked", "skill": "Climb"}]);
    let v = ok(json!({"action": "sheet", "sheet": sheet}));
    let r = &v["result"];
    assert_eq!(
        (
            r["hp"].clone(),
            r["san"].clone(),
            r["events_applied"].clone()
        ),
        (json!(10), json!(46), json!(3))
    );
    let climb = r["skills"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "Climb")
        .unwrap()
        .clone();
    assert_eq!(
        climb,
        json!({"name": "Climb", "value": 60, "half": 30, "fifth": 12, "occupation": true, "ticked": true})
    );
    // The folded sheet reads back the same.
    let again = ok(json!({"action": "sheet", "sheet": r["sheet"].clone()}));
    assert_eq!(again["result"]["hp"], 10);
    assert_eq!(again["result"]["events_applied"], 0);
    let mut bad = created["result"]["sheet"].clone();
    bad["version"] = json!(2);
    assert_eq!(
        error(json!({"action": "sheet", "sheet": bad})).1,
        "sheet.version"
    );
    let mut bad = created["result"]["sheet"].clone();
    bad["events"] = json!([{"event": "exploded"}]);
    assert_eq!(
        error(json!({"action": "sheet", "sheet": bad})).1,
        "sheet.events[0].event"
    );
}

// ---------------------------------------------------------------------------------
// Dhole's House.

fn fixture() -> Value {
    serde_json::from_str(include_str!("data/dholes-house-example.json")).unwrap()
}

fn import(dholes: Value) -> Value {
    ok(json!({"action": "import_dholes", "dholes": dholes}))["result"].clone()
}

#[test]
fn dholes_import_of_the_example() {
    let r = import(fixture());
    let s = &r["sheet"];
    assert_eq!(s["name"], "Theodora Vance");
    assert_eq!(s["occupation"], "Journalist");
    assert_eq!(s["characteristics"]["DEX"], 65);
    assert_eq!(
        (
            s["hp"].clone(),
            s["san"].clone(),
            s["luck"].clone(),
            s["mp"].clone()
        ),
        (json!(8), json!(57), json!(50), json!(11))
    );
    assert_eq!(s["skills"]["Art/Craft (Photography)"], 45);
    assert_eq!(s["skills"]["Language (French)"], 31);
    assert_eq!(s["skills"]["Operate Heavy Machinery"], 1);
    assert_eq!(s["skills"]["Shorthand"], 41);
    assert_eq!(s["skills"]["Cthulhu Mythos"], 2);
    assert_eq!(
        s["details"]["background"]["injuries"],
        "Burn scar across the left palm from a flash-powder accident."
    );
    assert_eq!(s["details"]["equipment"].as_array().unwrap().len(), 3);
    // The imported sheet is a valid keeper sheet.
    let v = ok(json!({"action": "sheet", "sheet": s.clone()}));
    assert_eq!(v["result"]["max_san"], 97);
    assert_eq!(v["result"]["max_hp"], 10);
}

#[test]
fn dholes_import_tolerates_collapsed_and_null_collections() {
    let mut d = fixture();
    let inv = &mut d["Investigator"];
    inv["Skills"] = json!({"Skill": {"name": "Dodge", "value": "32", "half": "16", "fifth": "6"}});
    inv["Weapons"] = json!({"weapon": {"name": "Unarmed", "skillname": "Brawl", "regular": "25", "hard": null, "extreme": null,
        "damage": "1d3+db", "range": "-", "attacks": "1", "ammo": "-", "malf": "-"}});
    inv["Possessions"] = json!({"item": {"description": "Press card"}});
    inv["Backstory"] = Value::Null;
    let r = import(d.clone());
    assert_eq!(r["sheet"]["skills"], json!({"Dodge": 32}));
    assert_eq!(r["weapons"].as_array().unwrap().len(), 1);
    assert_eq!(r["sheet"]["details"]["equipment"], json!(["Press card"]));
    let inv = &mut d["Investigator"];
    inv["Possessions"] = Value::Null;
    inv["Weapons"] = json!({});
    inv["Skills"] = json!({"Skill": null});
    let r = import(d);
    assert_eq!(r["sheet"]["skills"], json!({}));
    assert_eq!(r["weapons"], json!([]));
    assert_eq!(r["sheet"]["details"]["equipment"], json!([]));
}

#[test]
fn dholes_import_tolerates_stray_keys_typos_and_defensive_types() {
    let mut d = fixture();
    let inv = &mut d["Investigator"];
    inv["Skills"]["Skill"].as_array_mut().unwrap().push(
        json!({"name": "Firearms", "subskill": "None", "None": "true", "value": "1", "half": "0", "fifth": "0"}));
    inv["Skills"]["Skill"][0]["value"] = json!(45);
    inv["Skills"]["Skill"][0]["occupation"] = json!(true);
    inv["Characteristics"]["STR"] = json!(40);
    let bs = inv["Backstory"].as_object_mut().unwrap();
    let scar = bs.remove("injurues").unwrap();
    bs.insert("injuries".into(), scar);
    inv["Header"].as_object_mut().unwrap().remove("Discalimer");
    inv["PersonalDetails"]["Portrait"] = json!("");
    let r = import(d);
    assert_eq!(r["sheet"]["skills"]["Accounting"], 45);
    assert!(
        r["sheet"]["occupation_skills"]
            .as_array()
            .unwrap()
            .contains(&json!("Accounting"))
    );
    assert_eq!(r["sheet"]["characteristics"]["STR"], 40);
    assert!(r["sheet"]["details"]["background"]["injuries"].is_string());
}

#[test]
fn dholes_import_needs_personal_details() {
    assert_eq!(
        error(json!({"action": "import_dholes", "dholes": {"Investigator": {}}})).1,
        "dholes"
    );
    assert_eq!(
        error(json!({"action": "import_dholes", "dholes": []})).1,
        "dholes"
    );
    // Missing characteristics are zero with a warning, not a failure.
    let r = import(json!({"Investigator": {"PersonalDetails": {"Name": null}}}));
    assert_eq!(r["warnings"].as_array().unwrap().len(), 8);
}

#[test]
fn dholes_export_is_faithful() {
    let sheet = ok(brian())["result"]["sheet"].clone();
    let v = ok(json!({"action": "export_dholes", "sheet": sheet}));
    let inv = &v["result"]["dholes"]["Investigator"];
    assert_eq!(inv["Characteristics"]["STR"], "60");
    assert_eq!(inv["Characteristics"]["DamageBonus"], "+1D4");
    assert!(inv["Header"]["Discalimer"].as_str().is_some());
    assert!(inv["Backstory"].get("injurues").is_some());
    let skills = inv["Skills"]["Skill"].as_array().unwrap();
    let spot = skills.iter().find(|s| s["name"] == "Spot Hidden").unwrap();
    assert_eq!(
        spot,
        &json!({"name": "Spot Hidden", "value": "45", "half": "22", "fifth": "9"})
    );
    let lang = skills.iter().find(|s| s["subskill"] == "Spanish").unwrap();
    assert_eq!(
        (lang["name"].clone(), lang["occupation"].clone()),
        (json!("Language (Other)"), json!("true"))
    );
    assert!(skills.iter().any(|s| s["name"] == "Operate Heavy Machine"));
    // Every scalar is a string (or null).
    fn strings(v: &Value) -> bool {
        match v {
            Value::Object(m) => m.values().all(strings),
            Value::Array(a) => a.iter().all(strings),
            Value::String(_) | Value::Null => true,
            _ => false,
        }
    }
    assert!(strings(&v["result"]["dholes"]));
    // And it imports back to the same skills.
    let back = import(v["result"]["dholes"].clone());
    assert_eq!(back["sheet"]["skills"]["Language (Spanish)"], 50);
    assert_eq!(back["sheet"]["skills"]["Spot Hidden"], 45);
    assert_eq!(back["sheet"]["luck"], 50);
}

// ---------------------------------------------------------------------------------
// Malformed requests.

#[test]
fn malformed_requests() {
    let cases = [
        (json!({"action": "check"}), "missing_field", json!("value")),
        (
            json!({"action": "check", "value": -1}),
            "bad_field",
            json!("value"),
        ),
        (
            json!({"action": "check", "value": "45"}),
            "bad_field",
            json!("value"),
        ),
        (
            json!({"action": "check", "value": 45, "difficulty": "heroic"}),
            "bad_field",
            json!("difficulty"),
        ),
        (
            json!({"action": "check", "value": 45, "bonus": 101}),
            "bad_field",
            json!("bonus"),
        ),
        (
            json!({"action": "check", "value": 45, "odds": "yes"}),
            "bad_field",
            json!("odds"),
        ),
        (
            json!({"action": "opposed", "a": {"value": 50}}),
            "missing_field",
            json!("b"),
        ),
        (
            json!({"action": "opposed", "a": 50, "b": {"value": 50}}),
            "bad_field",
            json!("a"),
        ),
        (
            json!({"action": "opposed", "a": {"value": 50}, "b": {"bonus": 1}}),
            "missing_field",
            json!("b.value"),
        ),
        (
            json!({"action": "sanity", "san": 50, "int": 60}),
            "missing_field",
            json!("loss"),
        ),
        (
            json!({"action": "sanity", "san": 50, "int": 60, "loss": "1D6"}),
            "bad_field",
            json!("loss"),
        ),
        (
            json!({"action": "melee", "attacker": {"value": 50, "weapon": "1D"}, "defender": {"value": 50}}),
            "bad_expression",
            json!("attacker.weapon"),
        ),
        (
            json!({"action": "melee", "attacker": {"value": 50}, "defender": {"value": 50, "response": "parry"}}),
            "bad_field",
            json!("defender.response"),
        ),
        (
            json!({"action": "melee", "attacker": {"value": 50, "db": "3#1D4"}, "defender": {"value": 50}}),
            "bad_field",
            json!("attacker.db"),
        ),
        (
            json!({"action": "investigator"}),
            "missing_field",
            json!("characteristics"),
        ),
        (
            json!({"action": "investigator", "characteristics": {"STR": 50}}),
            "missing_field",
            json!("characteristics.CON"),
        ),
        (
            json!({"action": "group_luck", "lucks": []}),
            "bad_field",
            json!("lucks"),
        ),
        (
            json!({"action": "initiative", "combatants": [{"name": "x"}]}),
            "missing_field",
            json!("combatants[0].dex"),
        ),
        (
            json!({"action": "heal", "treatment": "prayer", "max_hp": 10}),
            "bad_field",
            json!("treatment"),
        ),
        (
            json!({"action": "damage", "max_hp": 10, "hp": 12, "con": 50, "amount": 1}),
            "bad_field",
            json!("hp"),
        ),
        (
            json!({"action": "sheet", "sheet": {"format": "other", "version": 1}}),
            "bad_field",
            json!("sheet.format"),
        ),
    ];
    for (req, code, field) in cases {
        let (c, f) = error(req.clone());
        assert_eq!((c.as_str(), &f), (code, &field), "{req}");
    }
    let v = answer(json!({"system": "coc7", "action": "dance"}));
    assert_eq!(v["error"]["code"], "unknown_action");
}

#[test]
fn supplied_dice_errors() {
    let v = answer(json!({"system": "coc7", "action": "check", "value": 50, "dice": [4]}));
    assert_eq!(
        (v["error"]["code"].clone(), v["error"]["die"].clone()),
        (json!("dice_exhausted"), json!("units"))
    );
    let v = answer(json!({"system": "coc7", "action": "check", "value": 50, "dice": [4, 10]}));
    assert_eq!(v["error"]["code"], "bad_die");
    let v = answer(json!({"system": "coc7", "action": "check", "value": 50, "dice": [4, 1, 1]}));
    assert_eq!(v["error"]["code"], "unused_dice");
}

#[test]
fn seeded_rolls_are_reproducible() {
    let a = ok(
        json!({"action": "melee", "seed": 42, "attacker": {"value": 50, "weapon": "machete", "db": "+1D4"},
        "defender": {"value": 50, "response": "fight_back"}}),
    );
    let b = ok(
        json!({"action": "melee", "seed": 42, "attacker": {"value": 50, "weapon": "machete", "db": "+1D4"},
        "defender": {"value": 50, "response": "fight_back"}}),
    );
    assert_eq!(a, b);
}

/// Every example of the coc7 section of docs/protocol.md answers as written (the
/// shortened ones, with `…`, are skipped).
#[test]
fn protocol_doc_examples_are_real() {
    let replayed = replay_doc_examples("## Call of Cthulhu 7th edition (`system: \"coc7\"`)");
    assert!(replayed >= 18, "only {replayed} examples");
}

// ---------------------------------------------------------------------------------
// H7, K6, K9, N3 and the group Luck odds.

#[test]
fn h7_first_aid_once_per_wound_over_the_protocol() {
    let v = ok(
        json!({"action": "heal", "treatment": "first_aid", "skill": 30, "max_hp": 12,
        "hp": 5, "dice": [2, 0]}),
    );
    assert_eq!(v["result"]["first_aid_given"], true);
    assert_eq!(v["result"]["hp"], 6);
    assert_eq!(
        v["result"]["events"],
        json!([{"event": "healed", "amount": 1}, {"event": "first_aid_given"}])
    );
    let (code, field) = error(
        json!({"action": "heal", "treatment": "first_aid", "skill": 30,
        "max_hp": 12, "hp": 6, "first_aid_given": true, "dice": []}),
    );
    assert_eq!((code.as_str(), field), ("bad_field", json!("treatment")));
    // A new hit is a new wound.
    let v = ok(
        json!({"action": "damage", "max_hp": 12, "hp": 6, "con": 50, "amount": 1,
        "first_aid_given": true}),
    );
    assert_eq!(v["result"]["first_aid_given"], false);
}

#[test]
fn h7_medicine_needs_an_hour_with_equipment() {
    let (code, field) = error(
        json!({"action": "heal", "treatment": "medicine", "skill": 60,
        "max_hp": 12, "hp": 5, "dice": []}),
    );
    assert_eq!(
        (code.as_str(), field),
        ("missing_field", json!("equipment"))
    );
    let (code, field) = error(
        json!({"action": "heal", "treatment": "medicine", "skill": 60,
        "max_hp": 12, "hp": 5, "equipment": false, "dice": []}),
    );
    assert_eq!((code.as_str(), field), ("bad_field", json!("equipment")));
    let v = ok(
        json!({"action": "heal", "treatment": "medicine", "skill": 60, "max_hp": 12,
        "hp": 5, "equipment": true, "dice": [3, 0, 2], "odds": true}),
    );
    assert_eq!(v["result"]["hp"], 7);
    assert_eq!(v["result"]["odds"]["success"], "3/5");
}

#[test]
fn k9_defended_gives_the_next_melee_attack_a_bonus_die() {
    // Spec melee without the field: no `defended` in the answer.
    let plain = ok(
        json!({"action": "melee", "attacker": {"value": 50}, "defender": {"value": 50},
        "dice": [6, 0, 7, 0]}),
    );
    assert!(plain["result"].get("defended").is_none());
    // Already defended: one bonus die (two tens dice), and the state after is reported.
    let v = ok(json!({"action": "melee", "attacker": {"value": 50},
        "defender": {"value": 50, "defended": true}, "dice": [6, 2, 0, 7, 0, 1]}));
    assert_eq!(v["result"]["attacker"]["tens"], json!([6, 2]));
    assert_eq!(v["result"]["attacker"]["total"], 20);
    assert_eq!(
        (
            v["result"]["defended"].clone(),
            v["result"]["outnumbered_bonus"].clone()
        ),
        (json!(true), json!(1))
    );
    // Not yet defended: no bonus, but the state after is `defended`.
    let v = ok(json!({"action": "melee", "attacker": {"value": 50},
        "defender": {"value": 50, "defended": false}, "dice": [6, 0, 7, 0]}));
    assert_eq!(
        (
            v["result"]["defended"].clone(),
            v["result"]["outnumbered_bonus"].clone()
        ),
        (json!(true), json!(0))
    );
    // A maneuver is a melee attack too.
    let v = ok(
        json!({"action": "maneuver", "attacker": {"value": 70, "build": 0},
        "defender": {"value": 40, "build": 0, "defended": true}, "dice": [6, 2, 2, 9, 0]}),
    );
    assert_eq!(v["result"]["attacker"]["total"], 22);
    assert_eq!(v["result"]["outnumbered_bonus"], 1);
}

#[test]
fn k6_ammunition_is_counted() {
    let v = ok(
        json!({"action": "firearms", "value": 50, "shots": 2, "ammo": 6,
        "dice": [9, 9, 0, 9, 9, 0]}),
    );
    assert_eq!(v["result"]["ammo"], 4);
    let (code, field) = error(
        json!({"action": "firearms", "value": 50, "shots": 3, "ammo": 2,
        "dice": []}),
    );
    assert_eq!((code.as_str(), field), ("bad_field", json!("shots")));
    let v = ok(json!({"action": "firearms", "value": 50, "dice": [9, 0]}));
    assert!(v["result"].get("ammo").is_none());
}

#[test]
fn n3_insanity_effects_and_reality_checks() {
    let v = ok(
        json!({"action": "insanity_effect", "temporary_hours": 4, "effect": "phobia",
        "text": "fear of the dark"}),
    );
    assert_eq!(
        v["result"]["events"],
        json!([{"event": "phobia_gained", "text": "fear of the dark"}])
    );
    let v = ok(
        json!({"action": "insanity_effect", "temporary_hours": 4, "effect": "backstory",
        "heading": "Ideology", "text": "Nothing matters"}),
    );
    assert_eq!(v["result"]["events"][0]["event"], "backstory_changed");
    let (code, field) = error(json!({"action": "insanity_effect", "effect": "mania",
        "text": "kleptomania"}));
    assert_eq!(
        (code.as_str(), field),
        ("bad_field", json!("temporary_hours"))
    );
    assert_eq!(
        error(
            json!({"action": "insanity_effect", "temporary_hours": 1, "effect": "x", "text": "y"})
        )
        .1,
        "effect"
    );
    let v = ok(json!({"action": "reality_check", "san": 45, "dice": [6, 2]}));
    assert_eq!(v["result"]["sees_through"], false);
    // A sheet keeps the effects as background entries.
    let mut sheet = ok(brian())["result"]["sheet"].clone();
    sheet["events"] = json!([{"event": "temporary_insanity", "hours": 3},
        {"event": "mania_gained", "text": "kleptomania"}]);
    let v = ok(json!({"action": "sheet", "sheet": sheet}));
    assert_eq!(
        v["result"]["sheet"]["details"]["background"]["Manias"],
        "kleptomania"
    );
}

#[test]
fn r8_group_luck_odds_and_dice() {
    let v = ok(
        json!({"action": "group_luck", "lucks": [60, 35, 70], "penalty": 1,
        "dice": [2, 4, 0], "odds": true}),
    );
    assert_eq!(v["result"]["roller"], 1);
    assert_eq!(v["result"]["total"], 40);
    assert!(v["result"]["odds"]["success"].is_string());
}

// ---------------------------------------------------------------------------------
// Every field is one the action knows.

#[test]
fn a_misspelt_or_foreign_field_is_bad_field_naming_its_path() {
    let mut sheet = ok(brian())["result"]["sheet"].clone();
    sheet["evnts"] = json!([]);
    let mut event = ok(brian())["result"]["sheet"].clone();
    event["events"] = json!([{"event": "damaged", "amout": 3}]);
    let mut chars = brian();
    chars["characteristics"]["LUK"] = json!(50);
    let cases = [
        (
            json!({"action": "check", "value": 45, "dificulty": "hard"}),
            "dificulty",
        ),
        (
            json!({"action": "opposed", "a": {"value": 50, "bonsu": 1}, "b": {"value": 50}}),
            "a.bonsu",
        ),
        (
            json!({"action": "melee", "attacker": {"value": 50, "wepon": "1D6"}, "defender": {"value": 50}}),
            "attacker.wepon",
        ),
        // A maneuver is unarmed, and a melee defender has no Build.
        (
            json!({"action": "maneuver", "attacker": {"value": 70, "build": 0, "weapon": "1D6"},
                "defender": {"value": 40, "build": 0}}),
            "attacker.weapon",
        ),
        (
            json!({"action": "melee", "attacker": {"value": 50}, "defender": {"value": 50, "build": 1}}),
            "defender.build",
        ),
        (
            json!({"action": "initiative", "combatants": [{"dex": 50}, {"dex": 60, "firarm": true}]}),
            "combatants[1].firarm",
        ),
        (
            json!({"action": "damage", "max_hp": 10, "con": 50, "amount": 1, "majorwound": true}),
            "majorwound",
        ),
        (chars, "characteristics.LUK"),
        (json!({"action": "sheet", "sheet": sheet}), "sheet.evnts"),
        (
            json!({"action": "sheet", "sheet": event}),
            "sheet.events[0].amout",
        ),
        (
            json!({"action": "import_dholes", "dholes": {"Investigator": {"PersonalDetails": {}}, "Extra": 1}}),
            "dholes.Extra",
        ),
    ];
    for (req, field) in cases {
        let (c, f) = error(req.clone());
        assert_eq!((c.as_str(), f), ("bad_field", json!(field)), "{req}");
    }
}

#[test]
fn a_nested_field_of_the_wrong_type_is_bad_field_at_its_path() {
    let cases = [
        (
            json!({"action": "opposed", "a": {"value": "50"}, "b": {"value": 50}}),
            "a.value",
        ),
        (
            json!({"action": "melee", "attacker": {"value": 50, "impaling": "yes"}, "defender": {"value": 50}}),
            "attacker.impaling",
        ),
        (
            json!({"action": "initiative", "combatants": [{"dex": 50}, 7]}),
            "combatants[1]",
        ),
        (
            json!({"action": "improvement", "skills": {"Climb": "85"}}),
            "skills.Climb",
        ),
    ];
    for (req, field) in cases {
        let (c, f) = error(req.clone());
        assert_eq!((c.as_str(), f), ("bad_field", json!(field)), "{req}");
    }
}

#[test]
fn names_are_data_not_fields() {
    // A skill map takes any skill a sheet may have, a custom one too.
    let v = ok(json!({"action": "improvement", "skills": {"Shorthand": 41}, "dice": [3, 0]}));
    assert_eq!(v["result"]["skills"][0]["skill"], "Shorthand");
    // A sheet of another format says so before anything it does not know.
    assert_eq!(
        error(json!({"action": "sheet", "sheet": {"format": "other", "version": 1, "zz": 1}})),
        ("bad_field".to_owned(), json!("sheet.format"))
    );
    // Below its root, a Dhole's House export keeps its stray keys (the format has them).
    let r = import(
        json!({"Investigator": {"PersonalDetails": {"Name": "Ada", "Nickname": "A"},
        "Extra": {"x": 1}}}),
    );
    assert_eq!(r["sheet"]["name"], "Ada");
}

#[test]
fn k4_weapons_list_with_the_wielders_damage_bonus() {
    let v = ok(json!({"action": "weapons", "db": "+1D6"}));
    let list = v["result"]["weapons"].as_array().unwrap();
    assert_eq!(list.len(), 9);
    let find = |n: &str| list.iter().find(|w| w["name"] == n).unwrap().clone();
    assert_eq!(find("unarmed")["with_db"], "1D3+1D6");
    assert_eq!(find("machete")["with_db"], "1D8+1D6");
    assert_eq!(find("handgun")["with_db"], "1D10");
    assert_eq!(find("handgun")["per_round"], 3);
    assert_eq!(find("rifle")["skill"], "Firearms (Rifle/Shotgun)");
    let v = ok(json!({"action": "weapons"}));
    assert_eq!(v["result"]["weapons"][0]["with_db"], "1D3");
    let (code, field) = error(json!({"action": "weapons", "db": "lots"}));
    assert_eq!((code.as_str(), field), ("bad_expression", json!("db")));
}

// ---------------------------------------------------------------------------------
// Weapons on the sheet (K4): Unarmed for everyone, the sheet's own weapons beside it.

/// Brian's sheet with `weapons` and `events`.
fn brian_armed(weapons: Value, events: Value) -> Value {
    let mut sheet = ok(brian())["result"]["sheet"].clone();
    sheet["weapons"] = weapons;
    sheet["events"] = events;
    json!({"action": "sheet", "sheet": sheet})
}

fn revolver() -> Value {
    json!({"name": "Grandfather's revolver", "skill": "Firearms (Handgun)", "damage": "1D10",
        "impaling": true, "firearm": true, "per_round": 3, "range": 15, "ammo": 6, "malfunction": 100})
}

#[test]
fn a_sheet_lists_unarmed_then_its_weapons_at_their_skills_values() {
    // Brian: STR 60 + SIZ 70 = 130, DB +1D4 (C6); Brawl 70, Handgun at its base 20.
    let r = ok(brian_armed(
        json!([revolver(), {"name": "Machete", "skill": "Fighting (Brawl)", "damage": "1D8", "impaling": true}]),
        json!([]),
    ))["result"]
        .clone();
    let weapons = r["weapons"].as_array().unwrap();
    assert_eq!(weapons.len(), 3);
    assert_eq!(
        weapons[0],
        json!({"name": "unarmed", "skill": "Fighting (Brawl)", "damage": "1D3", "with_db": "1D3+1D4",
            "impaling": false, "adds_db": true, "firearm": false, "thrown": false, "per_round": 1,
            "range": null, "ammo": null, "malfunction": null, "db": "+1D4", "value": 70, "half": 35, "fifth": 14})
    );
    // A firearm never takes the damage bonus (K4); a blade in hand does.
    assert_eq!(
        (weapons[1]["with_db"].clone(), weapons[1]["db"].clone()),
        (json!("1D10"), json!("0"))
    );
    assert_eq!(weapons[1]["adds_db"], false);
    assert_eq!(
        (weapons[1]["value"].clone(), weapons[1]["ammo"].clone()),
        (json!(20), json!(6))
    );
    assert_eq!(weapons[2]["with_db"], "1D8+1D4");
    assert_eq!(weapons[2]["value"], 70);
    // The returned sheet keeps them, and reads back the same.
    let again = ok(json!({"action": "sheet", "sheet": r["sheet"]}))["result"].clone();
    assert_eq!(again["weapons"], r["weapons"]);
    assert_eq!(r["sheet"]["weapons"][0]["name"], "Grandfather's revolver");
}

#[test]
fn weapons_are_added_replaced_and_removed_by_events() {
    let r = ok(brian_armed(
        json!([]),
        json!([
            {"event": "weapon_added", "weapon": revolver()},
            {"event": "weapon_added", "weapon": {"name": "Rock", "skill": "Throw", "damage": "1D4", "thrown": true}},
            // The same name, spelt otherwise, replaces the revolver.
            {"event": "weapon_added", "weapon": {"name": "grandfather's  revolver", "skill": "firearms (handgun)", "damage": "1D8", "firearm": true}},
            {"event": "weapon_removed", "name": "rock"}
        ]),
    ))["result"]
        .clone();
    let names: Vec<&str> = r["weapons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["unarmed", "grandfather's  revolver"]);
    assert_eq!(r["weapons"][1]["damage"], "1D8");
    assert_eq!(r["weapons"][1]["skill"], "Firearms (Handgun)");
    // Applied, the events leave the weapon on the sheet itself.
    assert_eq!(r["sheet"]["weapons"].as_array().unwrap().len(), 1);
    // A thrown weapon gets half the damage bonus (`[7e]`): +1D4 is +1D2.
    let rock = ok(brian_armed(
        json!([{"name": "Rock", "skill": "Throw", "damage": "1D4", "thrown": true}]),
        json!([]),
    ))["result"]["weapons"][1]
        .clone();
    assert_eq!(
        (rock["with_db"].clone(), rock["db"].clone()),
        (json!("1D4+1D2"), json!("+1D2"))
    );
}

#[test]
fn a_weapon_that_breaks_k4_is_refused_where_it_is_wrong() {
    let refused = |weapon: Value| error(brian_armed(json!([weapon]), json!([])));
    let with = |patch: Value| {
        let mut w = revolver();
        for (k, v) in patch.as_object().unwrap() {
            w[k] = v.clone();
        }
        w
    };
    let cases = [
        (
            with(json!({"skill": "Firearms (Flamethrower)"})),
            "sheet.weapons[0].skill",
        ),
        (
            with(json!({"skill": "Basket Weaving"})),
            "sheet.weapons[0].skill",
        ),
        (
            with(json!({"damage": "1D10+DB"})),
            "sheet.weapons[0].damage",
        ),
        (with(json!({"damage": "lots"})), "sheet.weapons[0].damage"),
        (with(json!({"adds_db": true})), "sheet.weapons[0].adds_db"),
        (with(json!({"thrown": true})), "sheet.weapons[0].thrown"),
        (with(json!({"per_round": 0})), "sheet.weapons[0].per_round"),
        (with(json!({"ammo": 0})), "sheet.weapons[0].ammo"),
        (
            with(json!({"malfunction": 101})),
            "sheet.weapons[0].malfunction",
        ),
        (with(json!({"name": "Unarmed"})), "sheet.weapons[0].name"),
        (with(json!({"name": "  "})), "sheet.weapons[0].name"),
        (with(json!({"calibre": ".38"})), "sheet.weapons[0].calibre"),
    ];
    for (weapon, field) in cases {
        let (code, got) = refused(weapon.clone());
        // Dice that do not parse keep the notation's own code.
        let expected = if weapon["damage"] == "lots" {
            "bad_expression"
        } else {
            "bad_field"
        };
        assert_eq!((code.as_str(), got), (expected, json!(field)), "{weapon}");
    }
    // In an event the path is the event's.
    let (_, field) = error(brian_armed(
        json!([]),
        json!([{"event": "weapon_added", "weapon": with(json!({"skill": "Basket Weaving"}))}]),
    ));
    assert_eq!(field, "sheet.events[0].weapon.skill");
    let (_, field) = error(brian_armed(json!([]), json!([{"event": "weapon_added"}])));
    assert_eq!(field, "sheet.events[0].weapon");
    // At most 50 weapons: the 51st is refused, replacing one is not.
    let many: Vec<Value> = (0..50)
        .map(|i| with(json!({"name": format!("Gun {i}")})))
        .collect();
    let events = json!([{"event": "weapon_added", "weapon": with(json!({"name": "Gun 7"}))},
        {"event": "weapon_added", "weapon": with(json!({"name": "Gun 50"}))}]);
    let (_, field) = error(brian_armed(json!(many), events));
    assert_eq!(field, "sheet.events[1].weapon");
}

#[test]
fn a_weapon_error_says_what_a_weapon_needs() {
    let v = answer(json!({"system": "coc7", "action": "sheet", "lang": "en",
        "sheet": ok(brian())["result"]["sheet"].clone()
            .as_object().cloned().map(|mut s| {
                s.insert("weapons".into(), json!([{"name": "Pistol", "skill": "Firearms (Handgun)", "damage": "1D8", "firearm": true, "adds_db": true}]));
                Value::Object(s)
            }).unwrap()}));
    let message = v["error"]["message"].as_str().unwrap();
    assert!(
        message.contains("a firearm adds no damage bonus"),
        "{message}"
    );
}
