//! `system: "bcdice"`, game `Cthulhu7th`, as a client sees it: `CC` with bonus and
//! penalty dice, targets and difficulty suffixes, `CBR`, `FAR`, the dice order of the
//! spec, and the error codes.

use serde_json::{Value, json};

use crate::support::{answer, error_in, replay_doc_examples};

fn request(command: &str, dice: Value) -> Value {
    json!({"system": "bcdice", "action": "command", "game": "Cthulhu7th",
        "command": command, "dice": dice})
}

fn ok(command: &str, dice: Value) -> Value {
    let v = answer(request(command, dice.clone()));
    assert_eq!(v["ok"], true, "expected success: {v}");
    assert_eq!(v["dice"], dice, "every supplied face is used, in order");
    v["result"].clone()
}

fn error(command: &str, dice: Value) -> (String, Value) {
    error_in("bcdice", request(command, dice))
}

fn flags(r: &Value) -> [bool; 5] {
    ["success", "failure", "critical", "fumble", "secret"].map(|k| r[k].as_bool().unwrap())
}

#[test]
fn the_game_is_listed() {
    let v =
        answer(json!({"system": "bcdice", "action": "command", "game": "Nope", "command": "CC"}));
    assert_eq!(v["error"]["code"], "bad_field");
    assert!(
        v["error"]["games"]
            .as_array()
            .unwrap()
            .contains(&json!("Cthulhu7th"))
    );
}

#[test]
fn plain_cc_is_one_d100() {
    let r = ok("cc only a comment", json!([19]));
    assert_eq!(r["total"], 19);
    assert_eq!(r["rolls"], json!([19]));
    assert_eq!(flags(&r), [false; 5]);
    assert_eq!(r["results"], json!([]));
    assert!(r.get("bonus").is_none());
    // A target of 0 is no target.
    assert_eq!(ok("CC<=0", json!([100]))["total"], 100);
}

#[test]
fn cc_with_a_target_rolls_tens_then_units() {
    // CC<=53: one tens die (5), then the units die (2): 52, regular.
    let r = ok("CC<=53", json!([5, 2]));
    assert_eq!(r["total"], 52);
    assert_eq!(r["bonus"], 0);
    assert_eq!(r["candidates"], json!([52]));
    assert_eq!(r["targets"], json!([53]));
    assert_eq!(r["results"], json!(["regular"]));
    assert_eq!(flags(&r), [true, false, false, false, false]);
    // 0 and 0 is 100: a fumble even against 150.
    let r = ok("CC<=150", json!([0, 0]));
    assert_eq!(
        (r["total"].clone(), r["results"][0].clone()),
        (json!(100), json!("fumble"))
    );
    assert_eq!(flags(&r), [false, true, false, true, false]);
    // 96 fumbles below 50 only.
    assert_eq!(ok("CC<=49", json!([9, 6]))["results"], json!(["fumble"]));
    assert_eq!(ok("CC<=50", json!([9, 6]))["results"], json!(["failure"]));
}

#[test]
fn bonus_keeps_the_lowest_penalty_the_highest() {
    // CC(2)<=73: tens 2, 0, 5 then units 0: 20, 100, 50; bonus keeps 20 (hard).
    let r = ok("CC(2)<=73", json!([2, 0, 5, 0]));
    assert_eq!(r["candidates"], json!([20, 100, 50]));
    assert_eq!(
        (r["total"].clone(), r["bonus"].clone()),
        (json!(20), json!(2))
    );
    assert_eq!(r["results"], json!(["hard"]));
    // CC(-2)<=80: 100, 60, 50; the penalty keeps 100.
    let r = ok("CC(-2)<=80", json!([0, 6, 5, 0]));
    assert_eq!(
        (r["total"].clone(), r["bonus"].clone()),
        (json!(100), json!(-2))
    );
    assert_eq!(flags(&r), [false, true, false, true, false]);
    // Without parentheses, and with a plus sign.
    assert_eq!(ok("CC-1<=93", json!([9, 7, 2]))["total"], 92);
    assert_eq!(ok("CC+1<=53", json!([9, 5, 2]))["total"], 52);
    // 01 is a critical.
    let r = ok("CC(1)<=63", json!([0, 0, 1]));
    assert_eq!(flags(&r), [true, false, true, false, false]);
    // Bonus dice without a target: no judgement.
    let r = ok("CC(3)", json!([2, 0, 5, 3, 0]));
    assert_eq!(
        (r["total"].clone(), r["results"].clone()),
        (json!(20), json!([]))
    );
    assert_eq!(flags(&r), [false; 5]);
}

#[test]
fn difficulty_suffixes() {
    let r = ok("CC<=53h", json!([2, 6]));
    assert_eq!(r["targets"], json!([26]));
    assert_eq!(r["difficulty"], "hard");
    assert_eq!(r["results"], json!(["success"]));
    // The fumble range follows the reduced target.
    assert_eq!(ok("CC<=53h", json!([9, 6]))["results"], json!(["fumble"]));
    assert_eq!(ok("CC<=53e", json!([1, 1]))["results"], json!(["failure"]));
    let r = ok("cc<=99c", json!([0, 1]));
    assert_eq!(
        (r["targets"].clone(), r["difficulty"].clone()),
        (json!([0]), json!("critical"))
    );
    assert_eq!(flags(&r), [true, false, true, false, false]);
    assert_eq!(ok("CC<=53r", json!([5, 3]))["results"], json!(["success"]));
}

#[test]
fn secret_prefix() {
    let r = ok("SCC<=50", json!([1, 0]));
    assert_eq!(flags(&r), [true, false, false, false, true]);
}

#[test]
fn combined_roll_flags() {
    let r = ok("CBR(70,30)", json!([50]));
    assert_eq!(r["results"], json!(["regular", "failure"]));
    assert_eq!(flags(&r), [false; 5], "a partial success sets neither flag");
    let r = ok("CBR(70,30)", json!([1]));
    assert_eq!(flags(&r), [true, false, false, false, false]);
    let r = ok("CBR(10,(40+50))", json!([100]));
    assert_eq!(r["targets"], json!([10, 90]));
    assert_eq!(flags(&r), [false, true, false, false, false]);
}

#[test]
fn full_auto_burst() {
    // FAR(30,62,98): volley 6 (3 per hit). Shot 1 at no dice: 52, regular → 3 hits.
    // Shot 2, one penalty die: 11, 81 → 81 fails. Shot 3, two: 2,2,2 → extreme →
    // 3 hits + 3 impales. Hard: shot 4 (two penalty dice): 98 jams.
    let r = ok(
        "FAR(30,62,98)",
        json!([5, 2, 1, 8, 1, 0, 0, 0, 2, 9, 8, 7, 8]),
    );
    assert_eq!(
        (
            r["hits"].clone(),
            r["impales"].clone(),
            r["remaining"].clone(),
            r["jammed"].clone()
        ),
        (json!(6), json!(3), json!(12), json!(true))
    );
    assert_eq!(flags(&r), [false; 5], "FAR sets no flag");
    assert_eq!(r["total"], Value::Null);
    assert_eq!(r["volley"], 6);
    let shots = r["shots"].as_array().unwrap();
    assert_eq!(shots.len(), 4);
    assert_eq!(shots[3]["difficulty"], "hard");
    assert_eq!(shots[3]["candidates"], json!([98, 88, 78]));
    assert_eq!(shots[3]["result"], "fumble");
    assert_eq!(shots[3]["jammed"], true);
    assert_eq!(shots[2]["bonus"], -2);
}

#[test]
fn full_auto_stop_and_notices() {
    // FAR(6,50,99,,,1): volley raised to 3.
    let r = ok("FAR(6,50,99,,,1)", json!([0, 7, 1, 0, 1]));
    assert_eq!(r["notices"], json!(["volley_raised_to_three"]));
    assert_eq!(r["volley"], 3);
    assert_eq!(
        (
            r["hits"].clone(),
            r["impales"].clone(),
            r["remaining"].clone()
        ),
        (json!(3), json!(1), json!(0))
    );
    // FAR(20,50,99,-2,r,5): stops after the regular step.
    let r = ok("FAR(20,50,99,-2,r,5)", json!([6, 8, 8, 7]));
    assert_eq!(
        (
            r["stopped"].clone(),
            r["stop"].clone(),
            r["remaining"].clone()
        ),
        (json!(true), json!("regular"), json!(15))
    );
    // Over 100 rounds: 100 are loaded.
    let r = ok("FAR(120,82,97,-2)", json!([6, 0, 2, 0]));
    assert_eq!(
        (r["loaded"].clone(), r["remaining"].clone()),
        (json!(100), json!(100))
    );
    assert_eq!(r["notices"], json!(["rounds_lowered"]));
}

#[test]
fn refusals_are_bad_field() {
    for command in [
        "CC(101)<=80",
        "CC(-101)<=80",
        "FAR(0,0,98)",
        "FAR(-1,99,98)",
        "FAR(1,-99,-98)",
        "FAR(1,99,98,3)",
        "FAR(20,50,99,-2,r,0)",
    ] {
        assert_eq!(
            error(command, json!([])),
            ("bad_field".to_owned(), json!("command")),
            "{command}"
        );
    }
}

#[test]
fn unrecognised_is_unknown_command() {
    for command in [
        "CBR(xxx,xxx)",
        "CC<=10+30",
        "CCB<=50",
        "CC<50",
        "FAR(1,2)",
        "BMR",
        "PH",
        "FCL",
    ] {
        assert_eq!(
            error(command, json!([])),
            ("unknown_command".to_owned(), json!("command")),
            "{command}"
        );
    }
}

#[test]
fn faces_outside_the_die_are_refused() {
    // A tens die has faces 0–9: BCDice's 10 is face 0 here.
    let v = answer(request("CC<=50", json!([10, 0])));
    assert_eq!(v["ok"], false);
}

/// Every example of the `Cthulhu7th` part of docs/protocol.md answers as written.
#[test]
fn protocol_doc_examples_are_real() {
    let replayed = replay_doc_examples("### Game `Cthulhu7th` (7th edition)");
    assert!(replayed >= 8, "only {replayed} examples");
}
