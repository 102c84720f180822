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
