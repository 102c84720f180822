//! `system: "chthonian"` as a client sees it: the spec's actions, the extensions, and
//! malformed requests.

use serde_json::{Value, json};

use crate::support::{answer, error_in, ok_in, replay_doc_examples};

fn ok(request: Value) -> Value {
    ok_in("chthonian", request)
}

/// The error's code and field.
fn error(request: Value) -> (String, Value) {
    error_in("chthonian", request)
}

#[test]
fn roll_is_the_spec_roll() {
    let v = ok(
        json!({"action": "roll", "traits": [{"name": "Ex-Detective", "rating": 2}, -3], "difficulty": 11, "dice": [8]}),
    );
    assert_eq!(v["result"]["roll"], 8);
    assert_eq!(v["result"]["outcome"], -4);
    assert_eq!(v["result"]["success"], false);
    assert_eq!(v["dice"], json!([8]));
    assert!(v["result"].get("odds").is_none());
}

#[test]
fn a_named_trait_listed_twice_on_one_side_counts_once() {
    let t = json!({"name": "Leverage", "rating": 2});
    let v = ok(json!({"action": "roll", "traits": [t, t], "difficulty": 5, "dice": [7]}));
    assert_eq!(v["result"]["outcome"], 4);
    assert_eq!(v["result"]["ignored"], json!([t]));
}

#[test]
fn roll_odds_are_exact() {
    let v =
        ok(json!({"action": "roll", "traits": [2], "difficulty": 8, "dice": [6], "odds": true}));
    assert_eq!(v["result"]["odds"]["success"], "7/12");
    assert_eq!(v["result"]["odds"]["outcomes"][0], json!([-5, "1/12"]));
    assert_eq!(
        v["result"]["odds"]["outcomes"].as_array().unwrap().len(),
        12
    );
}

#[test]
fn roll_outcome_as_trait() {
    let v = ok(
        json!({"action": "roll", "traits": [1], "difficulty": 8, "dice": [10], "as_trait": {"name": "Wounded", "hinders": true}}),
    );
    assert_eq!(
        v["result"]["trait"],
        json!({"name": "Wounded", "rating": -3})
    );
}

#[test]
fn contest_is_the_spec_contest() {
    let v = ok(json!({"action": "contest", "sides": [
        {"traits": [{"name": "Powerful", "rating": 1}, {"name": "Ex-Detective", "rating": 2}]},
        {"traits": [{"name": "Inhuman Strength", "rating": 3}, {"name": "Tough Hide", "rating": 1}]}
    ], "dice": [6, 8], "odds": true}));
    assert_eq!(v["result"]["results"], json!([9, 12]));
    assert_eq!(v["result"]["winner"], 1);
    assert_eq!(v["result"]["outcome"], 3);
    assert_eq!(
        v["result"]["odds"],
        json!({"wins": ["55/144", "13/24"], "nobody": "11/144"})
    );
}

#[test]
fn contest_ties_allowed_and_broken() {
    let sides = json!([{"traits": [2]}, {"traits": [2]}]);
    let v = ok(json!({"action": "contest", "sides": sides, "dice": [5, 5]}));
    assert_eq!(
        (
            v["result"]["winner"].clone(),
            v["result"]["outcome"].clone()
        ),
        (Value::Null, json!(0))
    );
    let v = ok(json!({"action": "contest", "sides": sides, "tie": "break", "dice": [5, 5, 3, 9]}));
    assert_eq!(
        (
            v["result"]["winner"].clone(),
            v["result"]["outcome"].clone()
        ),
        (json!(1), json!(6))
    );
    assert_eq!(
        v["result"]["results"],
        json!([7, 7]),
        "results are the first totals"
    );
    assert_eq!(v["dice"], json!([5, 5, 3, 9]));
    let v = ok(
        json!({"action": "contest", "sides": [{"traits": [3]}, {"traits": [1]}], "tie": "break", "dice": [4, 6]}),
    );
    assert_eq!(
        (
            v["result"]["winner"].clone(),
            v["result"]["outcome"].clone()
        ),
        (json!(0), json!(0))
    );
    assert_eq!(v["result"]["tie_break"], "traits");
}

#[test]
fn a_trait_belongs_to_its_bearer() {
    // chthonian R2: each side adds its own Athlete; a side listing it twice counts it once.
    let athlete = json!({"name": "Athlete", "rating": 1});
    let v = ok(
        json!({"action": "contest", "sides": [{"traits": [athlete, athlete]}, {"traits": [athlete]}], "dice": [5, 5]}),
    );
    assert_eq!(v["result"]["results"], json!([6, 6]));
    assert_eq!(
        v["result"]["sides"][0]["ignored"].as_array().map(Vec::len),
        Some(1)
    );
    // R4: two helpers' Strong are two Traits: 3 in full and 1 for the other.
    let v = ok(
        json!({"action": "cooperative", "helpers": [{"traits": [{"name": "Strong", "rating": 3}]}, {"traits": [{"name": "Strong", "rating": 2}]}], "difficulty": 8, "dice": [4]}),
    );
    assert_eq!(v["result"]["modifier"], 4);
}

#[test]
fn insight_is_the_spec_insight() {
    let v = ok(json!({"action": "insight", "ti": 3, "style": "weird"}));
    assert_eq!(
        (
            v["result"]["practicality"].clone(),
            v["result"]["cognizance"].clone()
        ),
        (json!(-2), json!(2))
    );
    assert_eq!(v["dice"], json!([]));
    let v = ok(json!({"action": "insight", "ti": 7, "style": "pulp"}));
    assert_eq!(
        (
            v["result"]["practicality"].clone(),
            v["result"]["cognizance"].clone()
        ),
        (json!(-3), json!(4))
    );
    let v = ok(
        json!({"action": "insight", "ti": 7, "style": "pulp", "factors": {"practicality": "1/2"}}),
    );
    assert_eq!(v["result"]["practicality"], -4);
}

#[test]
fn complex_cooperative_and_split() {
    let v = ok(
        json!({"action": "complex", "sides": [{"traits": [2]}, {"traits": [0]}], "difficulty": 8, "dice": [9, 8]}),
    );
    assert_eq!(
        (
            v["result"]["winner"].clone(),
            v["result"]["outcome"].clone()
        ),
        (json!(0), json!(3))
    );
    assert_eq!(v["result"]["results"], json!([3, 0]));
    let v = ok(
        json!({"action": "cooperative", "helpers": [{"traits": [4]}, {"traits": [2]}, {"traits": [3]}], "difficulty": 11, "dice": [5]}),
    );
    assert_eq!(
        (
            v["result"]["modifier"].clone(),
            v["result"]["outcome"].clone()
        ),
        (json!(6), json!(0))
    );
    let v = ok(
        json!({"action": "cooperative", "combine": "sum", "helpers": [{"traits": [4, -1]}, {"traits": [2]}], "difficulty": 11, "dice": [5]}),
    );
    assert_eq!(v["result"]["modifier"], 6);
    let v = ok(json!({"action": "split", "sides": [
        {"traits": [], "outcome_traits": [{"name": "Armor", "rating": 1}]},
        {"traits": [{"name": "Clumsy", "rating": -1}], "outcome_traits": [{"name": "Strong", "rating": 3}]}
    ], "dice": [7, 10]}));
    assert_eq!(
        (
            v["result"]["outcome"].clone(),
            v["result"]["final_outcome"].clone()
        ),
        (json!(2), json!(4))
    );
    let v = ok(
        json!({"action": "split", "traits": [1], "outcome_traits": [1], "protection": [{"name": "Armor", "rating": 1}], "difficulty": 8, "dice": [10]}),
    );
    assert_eq!(v["result"]["final_outcome"], 3);
}

#[test]
fn insight_rolls_and_nodules_return_events() {
    let v = ok(
        json!({"action": "insight_roll", "ti": 2, "style": "weird", "difficulty": 8, "dice": [7]}),
    );
    assert_eq!(
        v["result"]["events"],
        json!([{"event": "insight_gained", "amount": 1}])
    );
    assert_eq!(v["result"]["ti"], 3);
    let v = ok(
        json!({"action": "treatment", "ti": 2, "style": "weird", "difficulty": 5, "loss": 2, "dice": [12]}),
    );
    assert_eq!(v["result"]["ti"], 0);
    let v = ok(
        json!({"action": "nodule", "use": "automatic_success", "outcome": 15, "ti": 3, "nodules": 2, "style": "weird", "dice": [7]}),
    );
    assert_eq!(v["result"]["follow_up"]["outcome"], -10);
    assert_eq!(
        (v["result"]["ti"].clone(), v["result"]["nodules"].clone()),
        (json!(4), json!(1))
    );
    let v = ok(
        json!({"action": "nodule", "use": "fortune", "difficulty": 9, "target": {"traits": [2]}, "ti": 3, "nodules": 1, "style": "pulp", "dice": [3, 10]}),
    );
    assert_eq!(v["result"]["target"]["success"], false);
    assert_eq!(v["result"]["follow_up"]["difficulty"], 4);
    let v = ok(
        json!({"action": "nodule", "use": "authorship", "size": "major", "ti": 3, "nodules": 1, "style": "shocking", "dice": [12]}),
    );
    assert_eq!(v["result"]["follow_up"]["difficulty"], 22);
    let v = ok(
        json!({"action": "nodule", "use": "shift", "toward": "practicality", "ti": 3, "nodules": 1, "style": "weird"}),
    );
    assert_eq!(
        v["result"]["events"],
        json!([{"event": "nodule_spent", "use": "shift"}, {"event": "insight_lost", "amount": 1}])
    );
    let v = ok(json!({"action": "story_start", "ti": 3}));
    assert_eq!(v["result"]["nodules"], 3);
}

#[test]
fn sheets_are_versioned_and_replay_their_events() {
    let sheet = json!({"format": "keeper-chthonian-sheet", "version": 1, "name": "Walter", "style": "weird",
        "traits": [{"name": "Journalist", "rating": 2}],
        "events": [{"event": "insight_gained", "amount": 2}, {"event": "story_started", "nodules": 2},
                   {"event": "nodule_spent", "use": "shift"}, {"event": "trait_gained", "trait": {"name": "Wounded", "rating": -3}}]});
    let v = ok(json!({"action": "sheet", "sheet": sheet}));
    assert_eq!(
        (v["result"]["ti"].clone(), v["result"]["nodules"].clone()),
        (json!(2), json!(1))
    );
    assert_eq!(v["result"]["traits"].as_array().unwrap().len(), 2);
    let mut old = sheet.clone();
    old["version"] = json!(2);
    assert_eq!(
        error(json!({"action": "sheet", "sheet": old})),
        ("bad_field".to_owned(), json!("sheet.version"))
    );
}

#[test]
fn malformed_requests() {
    let cases = [
        (
            json!({"action": "insight", "ti": 3, "style": "odd"}),
            "bad_field",
            json!("style"),
        ),
        (
            json!({"action": "insight", "ti": 3}),
            "missing_field",
            json!("style"),
        ),
        (
            json!({"action": "insight", "ti": -1, "style": "weird"}),
            "bad_field",
            json!("ti"),
        ),
        (
            json!({"action": "contest", "sides": []}),
            "bad_field",
            json!("sides"),
        ),
        (
            json!({"action": "contest", "sides": [{"traits": [1]}]}),
            "bad_field",
            json!("sides"),
        ),
        (
            json!({"action": "contest"}),
            "missing_field",
            json!("sides"),
        ),
        (
            json!({"action": "contest", "sides": [{"traits": [1]}, {"traits": ["x"]}]}),
            "bad_field",
            json!("sides[1].traits[0]"),
        ),
        (
            json!({"action": "contest", "sides": [{}, {}], "tie": "maybe"}),
            "bad_field",
            json!("tie"),
        ),
        (
            json!({"action": "roll", "traits": []}),
            "missing_field",
            json!("difficulty"),
        ),
        (
            json!({"action": "roll", "traits": [{"name": "X"}], "difficulty": 8}),
            "bad_field",
            json!("traits[0]"),
        ),
        (
            json!({"action": "roll", "traits": [], "difficulty": 8, "odds": "yes"}),
            "bad_field",
            json!("odds"),
        ),
        (
            json!({"action": "cooperative", "helpers": [], "difficulty": 8}),
            "bad_field",
            json!("helpers"),
        ),
        (
            json!({"action": "split", "sides": [{}, {}, {}]}),
            "bad_field",
            json!("sides"),
        ),
        (
            json!({"action": "nodule", "use": "shift", "toward": "cognizance", "ti": 1, "nodules": 0, "style": "weird"}),
            "bad_field",
            json!("nodules"),
        ),
        (
            json!({"action": "nodule", "use": "wish", "ti": 1, "nodules": 1, "style": "weird"}),
            "bad_field",
            json!("use"),
        ),
        (
            json!({"action": "nodule", "use": "authorship", "ti": 1, "nodules": 1, "style": "weird"}),
            "missing_field",
            json!("difficulty"),
        ),
        (
            json!({"action": "sheet", "sheet": {"version": 1}}),
            "missing_field",
            json!("sheet.format"),
        ),
    ];
    for (req, code, field) in cases {
        let got = error(req.clone());
        assert_eq!(got, (code.to_owned(), field), "{req}");
    }
}

#[test]
fn d12_faces_outside_one_to_twelve_are_bad_dice() {
    for face in [0, 13, -1] {
        let v = answer(
            json!({"system": "chthonian", "action": "roll", "traits": [], "difficulty": 8, "dice": [face]}),
        );
        assert_eq!(v["error"]["code"], "bad_die");
        assert_eq!(v["error"]["die"], "d12");
    }
    let v =
        answer(json!({"system": "chthonian", "action": "contest", "sides": [{}, {}], "dice": [4]}));
    assert_eq!(v["error"]["code"], "dice_exhausted");
    let v =
        answer(json!({"system": "chthonian", "action": "roll", "difficulty": 8, "dice": [4, 4]}));
    assert_eq!(v["error"]["code"], "unused_dice");
    let v = answer(json!({"system": "chthonian", "action": "fly"}));
    assert_eq!(v["error"]["code"], "unknown_action");
}

// The spec's three actions, answered byte for byte (docs/protocol.md, The stable core):
// the spec's result fields first, then this project's additions; `dice` in the order
// rolled.

#[test]
fn r1_roll_answer_is_byte_exact() {
    let request = r#"{"id":1,"system":"chthonian","action":"roll","traits":[{"name":"Ex-Detective","rating":2},{"name":"Quality","rating":-3}],"difficulty":11,"dice":[8]}"#;
    assert_eq!(
        keeper_resolve::resolve_line(request),
        r#"{"id":1,"ok":true,"result":{"roll":8,"outcome":-4,"success":false,"total":7,"modifier":-1,"difficulty":11,"traits":[{"name":"Ex-Detective","rating":2},{"name":"Quality","rating":-3}],"ignored":[]},"dice":[8]}"#
    );
}

#[test]
fn r2_contest_answer_is_byte_exact() {
    // The mulk contest, then a broken tie: equal Trait totals, so the tied sides roll
    // again, in side order, after the first d12 of every side.
    let request = r#"{"id":3,"system":"chthonian","action":"contest","sides":[{"traits":[{"name":"Powerful","rating":1},{"name":"Ex-Detective","rating":2}]},{"traits":[{"name":"Inhuman Strength","rating":3},{"name":"Tough Hide","rating":1}]}],"dice":[6,8]}"#;
    assert_eq!(
        keeper_resolve::resolve_line(request),
        r#"{"id":3,"ok":true,"result":{"results":[9,12],"winner":1,"outcome":3,"rolls":[6,8],"tie_break":null,"rerolls":[],"sides":[{"traits":[{"name":"Powerful","rating":1},{"name":"Ex-Detective","rating":2}],"ignored":[]},{"traits":[{"name":"Inhuman Strength","rating":3},{"name":"Tough Hide","rating":1}],"ignored":[]}]},"dice":[6,8]}"#
    );
    let request = r#"{"id":4,"system":"chthonian","action":"contest","sides":[{"traits":[2]},{"traits":[2]},{"traits":[]}],"tie":"break","dice":[5,5,1,3,9]}"#;
    assert_eq!(
        keeper_resolve::resolve_line(request),
        r#"{"id":4,"ok":true,"result":{"results":[7,7,1],"winner":1,"outcome":6,"rolls":[5,5,1],"tie_break":"reroll","rerolls":[[{"side":0,"roll":3,"total":5},{"side":1,"roll":9,"total":11}]],"sides":[{"traits":[2],"ignored":[]},{"traits":[2],"ignored":[]},{"traits":[],"ignored":[]}]},"dice":[5,5,1,3,9]}"#
    );
}

#[test]
fn i1_insight_answer_is_byte_exact() {
    let request = r#"{"id":5,"system":"chthonian","action":"insight","ti":3,"style":"weird"}"#;
    assert_eq!(
        keeper_resolve::resolve_line(request),
        r#"{"id":5,"ok":true,"result":{"practicality":-2,"cognizance":2,"ti":3,"style":"weird"},"dice":[]}"#
    );
    // Beyond the ten boxes the formulas go on.
    let request = r#"{"id":6,"system":"chthonian","action":"insight","ti":13,"style":"pulp"}"#;
    assert_eq!(
        keeper_resolve::resolve_line(request),
        r#"{"id":6,"ok":true,"result":{"practicality":-5,"cognizance":7,"ti":13,"style":"pulp"},"dice":[]}"#
    );
}

// I4 and I5 through the protocol: Stories start and end, and Nodules are refused
// without a pool.

#[test]
fn i4_nodules_equal_insight_at_the_start_and_ignore_insight_changes() {
    let start = ok(json!({"action": "story_start", "ti": 3}));
    assert_eq!(start["result"]["nodules"], 3);
    assert_eq!(
        start["result"]["events"],
        json!([{"event": "story_started", "nodules": 3}])
    );
    // A failed Insight roll during the Story: TI 3 → 4, the pool is still 3.
    let fail = ok(
        json!({"action": "insight_roll", "ti": 3, "style": "weird", "difficulty": 8, "dice": [1]}),
    );
    assert_eq!(fail["result"]["ti"], 4);
    assert!(fail["result"].get("nodules").is_none());
    let spend = ok(
        json!({"action": "nodule", "use": "shift", "toward": "cognizance", "ti": 4, "nodules": 3, "style": "weird"}),
    );
    assert_eq!(
        (
            spend["result"]["ti"].clone(),
            spend["result"]["nodules"].clone()
        ),
        (json!(5), json!(2)),
        "TI gained by the spend leaves the pool alone"
    );
    // The same, replayed on a sheet.
    let sheet = json!({"format": "keeper-chthonian-sheet", "version": 1, "name": "Walter", "style": "weird", "ti": 3,
        "events": [{"event": "story_started", "nodules": 3}, {"event": "insight_gained", "amount": 1},
                   {"event": "nodule_spent", "use": "shift"}, {"event": "insight_gained", "amount": 1}]});
    let v = ok(json!({"action": "sheet", "sheet": sheet}));
    assert_eq!(
        (v["result"]["ti"].clone(), v["result"]["nodules"].clone()),
        (json!(5), json!(2))
    );
}

#[test]
fn i4_story_end_clears_the_pool() {
    let v = ok(json!({"action": "story_end", "nodules": 2}));
    assert_eq!(
        v["result"],
        json!({"nodules": null, "unspent": 2, "events": [{"event": "story_ended"}]})
    );
    assert_eq!(v["dice"], json!([]));
    // No Story running: nothing to end.
    for req in [
        json!({"action": "story_end"}),
        json!({"action": "story_end", "nodules": null}),
    ] {
        let v = ok(req);
        assert_eq!(
            v["result"],
            json!({"nodules": null, "unspent": 0, "events": []})
        );
    }
    // Ended on a sheet: no pool any more, whatever the TI.
    let sheet = json!({"format": "keeper-chthonian-sheet", "version": 1, "name": "Walter", "style": "weird", "ti": 4,
        "nodules": 1, "events": [{"event": "story_ended"}]});
    let v = ok(json!({"action": "sheet", "sheet": sheet}));
    assert_eq!(
        (v["result"]["ti"].clone(), v["result"]["nodules"].clone()),
        (json!(4), Value::Null)
    );
    assert_eq!(
        error(json!({"action": "story_end", "nodules": -1})),
        ("bad_field".to_owned(), json!("nodules"))
    );
}

#[test]
fn i4_a_new_story_ends_the_running_one_first() {
    let v = ok(json!({"action": "story_start", "ti": 4, "nodules": 1}));
    assert_eq!(
        v["result"],
        json!({"nodules": 4, "ti": 4, "events": [{"event": "story_ended"}, {"event": "story_started", "nodules": 4}]})
    );
    let v = ok(json!({"action": "story_start", "ti": 0, "nodules": null}));
    assert_eq!(
        v["result"]["events"],
        json!([{"event": "story_started", "nodules": 0}])
    );
}

#[test]
fn i5_spending_with_an_empty_pool_or_no_story_is_refused() {
    for nodules in [json!(0), Value::Null] {
        for (use_, extra) in [
            ("shift", json!({"toward": "cognizance"})),
            ("automatic_success", json!({"outcome": 5})),
            (
                "fortune",
                json!({"difficulty": 8, "target": {"traits": [1]}}),
            ),
        ] {
            let mut req = json!({"action": "nodule", "use": use_, "ti": 3, "nodules": nodules, "style": "weird", "dice": []});
            for (k, v) in extra.as_object().unwrap() {
                req[k] = v.clone();
            }
            assert_eq!(
                error(req.clone()),
                ("bad_field".to_owned(), json!("nodules")),
                "{req}"
            );
        }
    }
    let empty = answer(
        json!({"system": "chthonian", "action": "nodule", "use": "shift", "toward": "cognizance", "ti": 3, "nodules": 0, "style": "weird"}),
    );
    let none = answer(
        json!({"system": "chthonian", "action": "nodule", "use": "shift", "toward": "cognizance", "ti": 3, "nodules": null, "style": "weird"}),
    );
    assert_eq!(
        empty["error"]["message"],
        "no Nodule to spend: the pool of this Story is empty"
    );
    assert_ne!(empty["error"]["message"], none["error"]["message"]);
    // Without `nodules` there is no pool either: absent is the same as null.
    let absent = answer(
        json!({"system": "chthonian", "action": "nodule", "use": "shift", "toward": "cognizance", "ti": 3, "style": "weird"}),
    );
    assert_eq!(absent["error"], none["error"]);
    assert_eq!(
        none["error"]["message"],
        "no Nodule to spend: no Story is running (a Story starts with as many Nodules as Terrible Insight)"
    );
}

/// Every example of the Chthonian section of docs/protocol.md answers byte for byte as
/// written (requests and answers alternate, one JSON line each).
#[test]
fn protocol_doc_examples_are_real() {
    let replayed = replay_doc_examples("## Chthonian (`system: \"chthonian\"`)");
    assert!(replayed >= 23, "only {replayed} examples");
}
