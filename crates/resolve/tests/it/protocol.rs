//! The resolve protocol as a client sees it: request lines in, answer lines out.

use proptest::prelude::*;
use serde_json::{Value, json};

use crate::support::{answer, replay_doc_examples};

fn error_code(v: &Value) -> &str {
    assert_eq!(v["ok"], false, "expected an error: {v}");
    assert!(
        v["error"]["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty()),
        "no message: {v}"
    );
    v["error"]["code"].as_str().unwrap()
}

#[test]
fn roll_with_supplied_dice() {
    let v = answer(
        json!({"id": "a", "system": "dice", "action": "roll", "expr": "2d6+6", "dice": [3, 5]}),
    );
    assert_eq!(v["id"], "a");
    assert_eq!(v["ok"], true);
    assert_eq!(v["result"]["total"], 14);
    assert_eq!(v["dice"], json!([3, 5]));
}

#[test]
fn roll_details_every_die() {
    let v =
        answer(json!({"system": "dice", "action": "roll", "expr": "4d6kh3", "dice": [6, 1, 5, 4]}));
    assert_eq!(v["result"]["total"], 15);
    assert_eq!(v["result"]["breakdown"], "[6, ~1~, 5, 4]");
    assert_eq!(
        v["result"]["terms"][0]["dice"][1],
        json!({"die": "d6", "face": 1, "dropped": true})
    );
    assert_eq!(v["id"], Value::Null);
}

#[test]
fn repeated_rolls_answer_totals() {
    let v = answer(json!({"system": "dice", "action": "roll", "expr": "3#1d6", "dice": [1, 2, 3]}));
    assert_eq!(v["result"]["totals"], json!([1, 2, 3]));
    assert!(v["result"].get("total").is_none());
}

#[test]
fn seeded_rolls_repeat_and_list_their_faces() {
    let req = json!({"system": "dice", "action": "roll", "expr": "10d10", "seed": 99});
    let (a, b) = (answer(req.clone()), answer(req));
    assert_eq!(a, b);
    assert_eq!(a["dice"].as_array().unwrap().len(), 10);
    let faces: i64 = a["dice"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f.as_i64().unwrap())
        .sum();
    assert_eq!(a["result"]["total"], faces);
}

#[test]
fn entropy_rolls_list_their_faces() {
    let v = answer(json!({"system": "dice", "action": "roll", "expr": "3d6"}));
    assert_eq!(v["dice"].as_array().unwrap().len(), 3);
}

#[test]
fn exact_distribution() {
    let v = answer(json!({"system": "dice", "action": "prob", "expr": "2d6"}));
    let dist = v["result"]["distribution"].as_array().unwrap();
    assert_eq!(dist.len(), 11);
    assert_eq!(dist[0], json!([2, "1/36"]));
    assert_eq!(dist[5], json!([7, "1/6"]));
    assert_eq!(v["result"]["mean"], "7");
    assert_eq!(v["dice"], json!([]));
}

#[test]
fn odds_at_a_value() {
    let v = answer(json!({"system": "dice", "action": "prob", "expr": "3d6", "at": 12}));
    assert_eq!(
        v["result"]["at"],
        json!({"value": 12, "p_le": "20/27", "p_ge": "3/8", "p_eq": "25/216"})
    );
    let v = answer(json!({"system": "dice", "action": "prob", "expr": "3d6", "at": "x"}));
    assert_eq!(v["error"]["field"], "at");
}

#[test]
fn not_json_answers_bad_json_with_null_id() {
    let v: Value = serde_json::from_str(&keeper_resolve::resolve_line("{oops")).unwrap();
    assert_eq!(error_code(&v), "bad_json");
    assert_eq!(v["id"], Value::Null);
    let v: Value = serde_json::from_str(&keeper_resolve::resolve_line("[1, 2]")).unwrap();
    assert_eq!(error_code(&v), "bad_json");
}

#[test]
fn error_codes() {
    let cases = [
        (
            json!({"id": 1, "system": "tarot", "action": "roll"}),
            "unknown_system",
        ),
        (
            json!({"id": 1, "system": "dice", "action": "juggle"}),
            "unknown_action",
        ),
        (
            json!({"id": 1, "system": "dice", "action": "roll"}),
            "missing_field",
        ),
        (json!({"id": 1, "action": "roll"}), "missing_field"),
        (
            json!({"id": 1, "system": "dice", "action": "roll", "expr": 3}),
            "bad_field",
        ),
        (
            json!({"id": 1, "system": "dice", "action": "roll", "expr": "3d6", "seed": -1}),
            "bad_field",
        ),
        (
            json!({"id": 1, "system": "dice", "action": "roll", "expr": "3d6", "dice": "3,4"}),
            "bad_field",
        ),
        (
            json!({"id": 1, "system": "dice", "action": "roll", "expr": "3d6 x"}),
            "bad_expression",
        ),
        (
            json!({"id": 1, "system": "dice", "action": "roll", "expr": "1000000000d6"}),
            "too_large",
        ),
        (
            json!({"id": 1, "system": "dice", "action": "roll", "expr": "5d99999999999"}),
            "too_large",
        ),
        (
            json!({"id": 1, "system": "dice", "action": "roll", "expr": "3d6", "dice": [1, 2]}),
            "dice_exhausted",
        ),
        (
            json!({"id": 1, "system": "dice", "action": "roll", "expr": "3d6", "dice": [1, 2, 7]}),
            "bad_die",
        ),
        (
            json!({"id": 1, "system": "dice", "action": "roll", "expr": "3d6", "dice": [1, 2, 3, 4]}),
            "unused_dice",
        ),
        (
            json!({"id": 1, "system": "dice", "action": "prob", "expr": "1000d1000000"}),
            "too_large",
        ),
        (
            json!({"id": 1, "system": "dice", "action": "roll", "expr": "1d6/(1d1-1)", "dice": [3, 1]}),
            "bad_expression",
        ),
    ];
    for (req, code) in cases {
        let v = answer(req.clone());
        assert_eq!(error_code(&v), code, "{req}");
        assert_eq!(v["id"], 1, "{req}");
    }
}

#[test]
fn errors_name_what_went_wrong() {
    let v = answer(json!({"system": "dice", "action": "roll"}));
    assert_eq!(v["error"]["field"], "expr");
    let v = answer(json!({"system": "dice", "action": "roll", "expr": "3d6 x"}));
    assert_eq!(v["error"]["column"], 5);
    assert_eq!(v["error"]["field"], "expr");
    let v = answer(json!({"system": "dice", "action": "roll", "expr": "жd6"}));
    assert_eq!(v["error"]["column"], 1);
    let v = answer(json!({"system": "dice", "action": "roll", "expr": "1d6+1d8", "dice": [2]}));
    assert_eq!(v["error"]["die"], "d8");
    let v =
        answer(json!({"system": "dice", "action": "roll", "expr": "3d6", "dice": [1, 2, 3, 4, 5]}));
    assert_eq!(v["error"]["unused"], json!([4, 5]));
    let v = answer(json!({"system": "dice", "action": "roll", "expr": "3d6", "dice": [9, 2, 3]}));
    assert_eq!(
        (v["error"]["die"].as_str(), v["error"]["face"].as_i64()),
        (Some("d6"), Some(9))
    );
}

#[test]
fn hostile_expressions_answer_quickly() {
    let deep = format!("{}1{}", "(".repeat(20_000), ")".repeat(20_000));
    let long = "1+".repeat(20_000) + "1";
    for expr in [
        deep.as_str(),
        long.as_str(),
        "3d6kh99999999999",
        "d6ж",
        "99999999999999999999999",
    ] {
        let v = answer(json!({"system": "dice", "action": "roll", "expr": expr}));
        assert!(
            matches!(error_code(&v), "too_large" | "bad_expression"),
            "{v}"
        );
    }
}

#[test]
fn unknown_language_speaks_english() {
    let v = answer(json!({"system": "dice", "action": "roll", "lang": "tlh"}));
    assert_eq!(v["error"]["message"], "the field \"expr\" is missing");
}

proptest! {
    #[test]
    fn any_line_gets_exactly_one_answer(line in "\\PC{0,200}") {
        let out = keeper_resolve::resolve_line(&line);
        prop_assert!(!out.contains('\n'));
        let v: Value = serde_json::from_str(&out).unwrap();
        prop_assert!(v["ok"].is_boolean());
    }

    #[test]
    fn any_roll_request_gets_an_answer(expr in "[0-9dDkhlr!<>=F%()+*/# -]{0,30}", faces in proptest::collection::vec(-2i64..30, 0..12)) {
        let v = answer(json!({"system": "dice", "action": "roll", "expr": expr, "dice": faces}));
        prop_assert!(v["ok"].is_boolean());
    }
}

#[test]
fn dice_doc_examples_are_real() {
    let replayed = replay_doc_examples("## `dice.roll`");
    let replayed = replayed + replay_doc_examples("## `dice.prob`");
    assert!(replayed >= 2, "only {replayed} examples");
}
