//! The spec's actions (check, opposed, sanity, melee, investigator): their exact fields,
//! dice order and odds, and the investigator's errors naming field and rule.

use serde_json::{Value, json};

use super::{brian, error, ok};
use crate::support::answer;

#[test]
fn system_is_listed() {
    let v = answer(json!({"system": "nope", "action": "x"}));
    assert!(v["error"]["message"].as_str().unwrap().contains("coc7"));
}

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
