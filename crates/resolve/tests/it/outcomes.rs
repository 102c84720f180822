//! Typed results: every example of docs/protocol.md decodes into its action's result
//! type and re-encodes to exactly the JSON the protocol wrote.

use keeper_resolve::Outcome;
use serde_json::Value;

use crate::examples::good_requests;

#[test]
fn every_documented_result_decodes_and_reencodes_exactly() {
    let mut checked = 0;
    for request in good_requests() {
        let answer = keeper_resolve::resolve(&request);
        let system = request["system"].as_str().unwrap();
        let action = request["action"].as_str().unwrap();
        let result = &answer["result"];
        let outcome = Outcome::decode(system, action, result)
            .unwrap_or_else(|e| panic!("{e}\nrequest: {request}\nresult: {result}"));
        assert_eq!(
            &outcome.to_value(),
            result,
            "{system}.{action} re-encoded differently\nrequest: {request}"
        );
        // The typed answer is the same answer.
        let typed = keeper_resolve::answer(&request).unwrap();
        assert_eq!(typed.outcome.system(), system);
        checked += 1;
    }
    assert!(checked >= 90, "only {checked} examples were checked");
}

/// What the table reads of a result (the events for the sheet, an earned tick, a
/// secret command, a check's roll, a new investigator's sheet) says what the JSON says, for every documented example.
#[test]
fn the_fields_the_table_reads_are_typed() {
    let (mut with_events, mut ticks, mut secrets, mut checks, mut sheets) = (0, 0, 0, 0, 0);
    for request in good_requests().into_iter().chain(more_requests()) {
        let answer = keeper_resolve::answer(&request).unwrap();
        let result = answer.outcome.to_value();
        let events = result["events"].as_array().cloned().unwrap_or_default();
        assert_eq!(answer.outcome.events(), events, "{request}");
        assert_eq!(
            answer.outcome.earns_tick(),
            result["tick"] == true,
            "{request}"
        );
        assert_eq!(
            answer.outcome.is_secret(),
            result["secret"] == true,
            "{request}"
        );
        match answer.outcome.check_roll() {
            Some((total, level)) => {
                assert_eq!(result["total"], total, "{request}");
                assert_eq!(result["level"], serde_json::to_value(level).unwrap());
                checks += 1;
            }
            None => assert!(request["action"] != "check" || request["system"] == "bcdice"),
        }
        match answer.outcome.new_sheet() {
            Some(sheet) => {
                assert_eq!(sheet, result["sheet"], "{request}");
                sheets += 1;
            }
            None => assert!(request["action"] != "investigator", "{request}"),
        }
        with_events += usize::from(!events.is_empty());
        ticks += usize::from(answer.outcome.earns_tick());
        secrets += usize::from(answer.outcome.is_secret());
    }
    assert!(with_events >= 8, "{with_events} results with events");
    assert!(
        ticks >= 1 && secrets >= 1,
        "{ticks} ticks, {secrets} secrets"
    );
    assert!(
        checks >= 2 && sheets >= 2,
        "{checks} checks, {sheets} sheets"
    );
}

/// Requests whose answers the examples may not cover: a ticked success and a secret
/// BCDice command.
fn more_requests() -> Vec<Value> {
    vec![
        serde_json::json!({"system": "coc7", "action": "check", "value": 50, "skill": "Spot Hidden", "dice": [1, 2]}),
        serde_json::json!({"system": "bcdice", "action": "command", "game": "Cthulhu7th", "command": "SCC<=50", "seed": 3}),
    ]
}

#[test]
fn a_result_missing_a_field_does_not_decode() {
    let request =
        serde_json::json!({"system": "dice", "action": "roll", "expr": "2d6", "dice": [3, 5]});
    let mut result = keeper_resolve::resolve(&request)["result"].clone();
    result.as_object_mut().unwrap().remove("breakdown");
    let e = Outcome::decode("dice", "roll", &result).unwrap_err();
    assert_eq!(e.action, "dice.roll");
    assert!(Outcome::decode("dice", "throw", &Value::Null).is_err());
}
