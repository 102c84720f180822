//! `system: "bcdice"` with `"odds": true`: the exact chance of a command's judgements,
//! enumerated over every roll the command can make.

use serde_json::{Value, json};

use crate::support::{error_in, ok_in};

fn odds(game: &str, command: &str, dice: Value) -> Value {
    let v = ok_in(
        "bcdice",
        json!({"action": "command", "game": game, "command": command, "dice": dice, "odds": true}),
    );
    assert_eq!(v["dice"], dice, "the roll itself uses the supplied faces");
    v["result"]["odds"].clone()
}

/// The fractions of an odds object's levels, zero levels left out.
fn nonzero_levels(o: &Value) -> Vec<(String, String)> {
    let mut levels: Vec<(String, String)> = o["levels"]
        .as_object()
        .unwrap()
        .iter()
        .filter(|(_, p)| *p != "0")
        .map(|(l, p)| (l.clone(), p.as_str().unwrap().to_owned()))
        .collect();
    levels.sort();
    levels
}

#[test]
fn cc_with_a_bonus_die_equals_the_coc7_check() {
    let bcdice = odds("Cthulhu7th", "CC(1)<=50", json!([3, 0, 5]));
    let coc7 = ok_in(
        "coc7",
        json!({"action": "check", "value": 50, "bonus": 1, "odds": true, "dice": [3, 0, 5]}),
    )["result"]["odds"]
        .clone();
    assert_eq!(bcdice["success"], coc7["success"]);
    assert_eq!(nonzero_levels(&bcdice), nonzero_levels(&coc7));
    assert_eq!(
        nonzero_levels(&bcdice).len(),
        6,
        "critical, extreme, hard, regular, failure, fumble: {bcdice}"
    );
    // With a bonus die, 50 or less: 1 − (1/2)² less the 100s … exactly 3/4 − 1/100·…;
    // pinned as computed by both engines.
    assert_eq!(bcdice["success"], "3/4");
}

#[test]
fn ccb_classic_odds() {
    let o = odds("Cthulhu", "CCB<=45", json!([12]));
    assert_eq!(o["success"], "9/20");
    assert_eq!(
        o["levels"],
        json!({"critical_special": "1/20", "special": "1/25", "success": "9/25",
            "failure": "1/2", "fumble": "1/20"})
    );
}

#[test]
fn plain_sums_and_combined_rolls() {
    let o = odds("Cthulhu", "1D100<=70", json!([5]));
    assert_eq!(
        o,
        json!({"success": "7/10", "levels": {"success": "7/10", "failure": "3/10"}})
    );
    let o = odds("Cthulhu7th", "CBR(50,60)", json!([55]));
    assert_eq!(o["success"], "1/2");
    assert_eq!(
        o["levels"],
        json!({"success": "1/2", "partial": "1/10", "failure": "2/5"})
    );
    // An automatic resistance rolls nothing: certain.
    let o = odds("Cthulhu", "RES(11-30)", json!([]));
    assert_eq!(o["success"], "0");
    assert_eq!(o["levels"], json!({"automatic_failure": "1"}));
}

#[test]
fn odds_only_when_asked_and_null_when_nothing_is_judged() {
    let v = ok_in(
        "bcdice",
        json!({"action": "command", "game": "Cthulhu", "command": "CC<=60", "dice": [12]}),
    );
    assert!(v["result"].get("odds").is_none(), "{v}");
    let o = odds("Cthulhu7th", "CC", json!([42]));
    assert!(o.is_null());
    assert_eq!(
        error_in(
            "bcdice",
            json!({"action": "command", "game": "Cthulhu", "command": "CC<=60", "dice": [12], "odds": "yes"}),
        ),
        ("bad_field".to_owned(), json!("odds"))
    );
}

#[test]
fn over_budget_is_null_and_the_roll_still_happens() {
    // Three tens dice and a units die are 10⁴ rolls; 20 bonus dice are 10²¹.
    let mut faces = vec![9; 21];
    faces.push(1);
    let v = ok_in(
        "bcdice",
        json!({"action": "command", "game": "Cthulhu7th", "command": "CC(20)<=50", "dice": faces, "odds": true}),
    );
    assert!(v["result"]["odds"].is_null(), "{v}");
    assert_eq!(v["result"]["total"], 91);
    assert_eq!(v["result"]["results"], json!(["failure"]));
    // 6D100 has 10¹² rolls.
    let o = odds("Cthulhu", "6D100>=300", json!([50, 50, 50, 50, 50, 50]));
    assert!(o.is_null());
}
