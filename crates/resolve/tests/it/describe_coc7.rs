//! 7th edition results in words: the typed describer says of every result exactly what
//! the web said of its JSON by shape, and the terminal's lines read as they always did.

use keeper_i18n::Catalogue;
use keeper_resolve::describe;
use serde_json::{Value, json};

use crate::examples::good_requests;

/// Every documented coc7 request, and each action's request rolled with many seeds.
fn requests() -> Vec<Value> {
    let mut list: Vec<Value> = good_requests()
        .into_iter()
        .filter(|r| r["system"] == "coc7")
        .collect();
    let rolled = [
        json!({"action": "check", "value": 45, "skill": "Spot Hidden"}),
        json!({"action": "push", "value": 45}),
        json!({"action": "opposed", "a": {"value": 50}, "b": {"value": 50}}),
        json!({"action": "sanity", "san": 60, "int": 70, "loss": "1D6/1D20"}),
        json!({"action": "melee", "attacker": {"value": 50, "weapon": "1D6"},
               "defender": {"value": 40, "response": "fight_back"}}),
        json!({"action": "maneuver", "attacker": {"value": 60, "build": 0},
               "defender": {"value": 50, "build": 1, "response": "fight_back"}}),
        json!({"action": "firearms", "value": 60, "shots": 3, "dodge": 30}),
        json!({"action": "damage", "max_hp": 12, "con": 50, "expr": "2D6"}),
        json!({"action": "heal", "max_hp": 12, "hp": 4, "treatment": "first_aid", "skill": 40}),
        json!({"action": "heal", "max_hp": 12, "hp": 4, "treatment": "day"}),
        json!({"action": "luck", "luck": 50}),
        json!({"action": "group_luck", "lucks": [60, 35, 70]}),
        json!({"action": "reality_check", "san": 40}),
        json!({"action": "improvement", "skills": {"Climb": 85}, "luck": 40}),
        json!({"action": "initiative", "combatants": [{"name": "a", "dex": 50}, {"name": "b", "dex": 60}]}),
    ];
    for seed in 0..30 {
        for r in &rolled {
            let mut r = r.clone();
            r["system"] = json!("coc7");
            r["seed"] = json!(seed);
            list.push(r);
        }
    }
    list
}

#[test]
fn the_typed_describer_says_what_the_shape_said() {
    let mut checked = 0;
    for request in requests() {
        let Ok(answer) = keeper_resolve::answer(&request) else {
            continue;
        };
        let result = answer.outcome.to_value();
        let said = describe::outcome(&request, &answer.outcome);
        // The development phase's rolls are said since it reached the table; the shape
        // said nothing of them.
        if request["action"] == "improvement" {
            assert_eq!(
                said.verdicts.len(),
                result["skills"].as_array().unwrap().len()
                    + usize::from(request.get("luck").is_some()),
                "{request}"
            );
            continue;
        }
        assert_eq!(
            said,
            crate::shape::result(&request, &result),
            "{request}\n{result}"
        );
        checked += 1;
    }
    assert!(checked > 300, "only {checked} results were described");
}

#[test]
fn the_development_phase_says_each_skills_roll_and_lucks() {
    let request = json!({"system": "coc7", "action": "improvement",
        "skills": {"Spot Hidden": 45, "Climb": 85}, "luck": 40,
        "dice": [4, 3, 9, 0, 7, 3, 4, 8, 0, 4]});
    let answer = keeper_resolve::answer(&request).unwrap();
    let said: Vec<String> = describe::outcome(&request, &answer.outcome)
        .verdicts
        .iter()
        .map(|v| Catalogue::global().format("en", &v.words))
        .collect();
    assert_eq!(
        said,
        [
            "Spot Hidden 45: rolled 43, no improvement",
            "Climb 85: rolled 90, +7: now 92; 7 Sanity gained (the skill reached 90)",
            "Luck recovery: rolled 80 against 40, +4: Luck now 44"
        ]
    );
}

fn lines(lang: &str, request: Value) -> Vec<String> {
    let mut request = request;
    request["system"] = json!("coc7");
    let answer = keeper_resolve::answer(&request).unwrap();
    let keeper_resolve::Outcome::Coc7(o) = &answer.outcome else {
        panic!("not a coc7 result")
    };
    describe::coc7::terminal(&request, o)
        .iter()
        .map(|m| Catalogue::global().format(lang, m))
        .collect()
}

#[test]
fn a_check_reads_its_odds_roll_and_luck() {
    let said = lines(
        "en",
        json!({"action": "check", "value": 45, "odds": true, "dice": [7, 3]}),
    );
    assert_eq!(said.len(), 3, "{said:?}");
    assert_eq!(
        said[0],
        "odds: success 9/20 (45.0%); Critical success 1.0%, Extreme success 8.0%, \
         Hard success 13.0%, Regular success 23.0%, Failure 50.0%, Fumble 5.0%"
    );
    assert_eq!(
        said[1],
        "rolled 73 (tens 70, units 3) against 45 (regular): Failure, the difficulty is not met"
    );
    assert_eq!(
        said[2],
        "28 Luck points would turn it into a success (if the game spends Luck)"
    );
    // The same lines in another language: the odds in its own number format.
    let ru = lines(
        "ru",
        json!({"action": "check", "value": 45, "odds": true, "dice": [7, 3]}),
    );
    assert!(ru[0].contains("9/20 (45,0\u{a0}%)"), "{ru:?}");
}

#[test]
fn an_opposed_roll_names_each_side_and_the_winner() {
    let said = lines(
        "en",
        json!({"action": "opposed", "a": {"value": 50}, "b": {"value": 40}, "dice": [2, 0, 9, 9]}),
    );
    assert_eq!(
        said[0],
        "A: rolled 20 (tens 20, units 0) against 50 (regular): Hard success"
    );
    assert!(said[1].starts_with("B: rolled 99"), "{said:?}");
    assert_eq!(said.last().unwrap(), "A wins");
}
