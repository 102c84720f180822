//! Every action knows its fields: a misspelt or mistyped field, at the top or inside a
//! nested object, answers `bad_field` naming its path (`sides[1].traits[0].ratng`).
//!
//! The requests are every example of docs/protocol.md that succeeds, so each action is
//! tried with fields it really takes; every action of every system must have one.

use std::collections::BTreeSet;

use serde_json::{Value, json};

use crate::examples::good_requests;
use crate::support::answer;

/// The paths of every object inside `v` (the action's fields, not the envelope), with
/// `v`'s own path first.
fn object_paths(v: &Value, path: String, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            out.push(path.clone());
            for (k, child) in m {
                if path.is_empty()
                    && ["id", "system", "action", "dice", "seed", "lang"].contains(&k.as_str())
                {
                    continue;
                }
                let p = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                object_paths(child, p, out);
            }
        }
        Value::Array(list) => {
            for (i, child) in list.iter().enumerate() {
                object_paths(child, format!("{path}[{i}]"), out);
            }
        }
        _ => {}
    }
}

/// The value at `path` (as [`object_paths`] writes it), to change it.
fn at<'a>(v: &'a mut Value, path: &str) -> &'a mut Value {
    let mut v = v;
    if path.is_empty() {
        return v;
    }
    for part in path.split('.') {
        let (key, indices) = match part.find('[') {
            Some(i) => (&part[..i], &part[i..]),
            None => (part, ""),
        };
        v = &mut v[key];
        for index in indices.split(['[', ']']).filter(|s| !s.is_empty()) {
            v = &mut v[index.parse::<usize>().unwrap()];
        }
    }
    v
}

/// Objects whose keys are data, not fields, and so take any key: maps from a skill's
/// name to its value (a sheet may carry skills of its own), and Dhole's House's own
/// export, another program's format read tolerantly below its root (docs/protocol.md).
const NOT_FIELDS: &[(&str, &str)] = &[
    ("coc7.improvement", "skills"),
    ("coc7.sheet", "sheet.skills"),
    ("coc7.export_dholes", "sheet.skills"),
    ("coc7.import_dholes", "dholes.Investigator"),
    ("classic.sheet", "sheet.skills"),
    ("classic.investigator", "skills"),
];

fn keys_are_data(request: &Value, path: &str) -> bool {
    let action = format!(
        "{}.{}",
        request["system"].as_str().unwrap_or_default(),
        request["action"].as_str().unwrap_or_default()
    );
    NOT_FIELDS
        .iter()
        .any(|(a, prefix)| *a == action && path.starts_with(prefix))
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_owned()
    } else {
        format!("{path}.{key}")
    }
}

#[test]
fn every_action_of_every_system_has_a_working_example() {
    let covered: BTreeSet<(String, String)> = good_requests()
        .iter()
        .map(|r| {
            (
                r["system"].as_str().unwrap().to_owned(),
                r["action"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let missing: Vec<String> = keeper_resolve::actions()
        .into_iter()
        .flat_map(|(system, actions)| actions.iter().map(move |a| (system, *a)))
        .filter(|(s, a)| !covered.contains(&((*s).to_owned(), (*a).to_owned())))
        .map(|(s, a)| format!("{s}.{a}"))
        .collect();
    assert!(
        missing.is_empty(),
        "actions with no succeeding example in docs/protocol.md: {missing:?}"
    );
}

#[test]
fn a_misspelt_field_anywhere_is_bad_field_naming_its_path() {
    let mut failures = Vec::new();
    let mut tried = 0;
    for request in good_requests() {
        let mut paths = Vec::new();
        object_paths(&request, String::new(), &mut paths);
        for path in paths.into_iter().filter(|p| !keys_are_data(&request, p)) {
            let mut bad = request.clone();
            at(&mut bad, &path)["zz_misspelt"] = json!(1);
            let v = answer(bad);
            let want = join(&path, "zz_misspelt");
            tried += 1;
            if v["ok"] != false
                || v["error"]["code"] != "bad_field"
                || v["error"]["field"] != json!(want)
            {
                failures.push(format!(
                    "{}.{} {want}: {}",
                    request["system"], request["action"], v["error"]
                ));
            }
        }
    }
    assert!(tried > 100, "only {tried} requests tried");
    assert!(
        failures.is_empty(),
        "{} of {tried} misspellings were not refused:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn a_field_of_the_wrong_type_is_bad_field_naming_it() {
    let mut failures = Vec::new();
    for request in good_requests() {
        let fields: Vec<String> = request
            .as_object()
            .unwrap()
            .keys()
            .filter(|k| !["id", "system", "action", "dice", "seed", "lang"].contains(&k.as_str()))
            .cloned()
            .collect();
        for field in fields {
            let mut bad = request.clone();
            // An object where the field takes anything else, and a list where it takes an
            // object: never what the field takes.
            bad[&field] = if request[&field].is_object() {
                json!([[]])
            } else {
                json!({"zz": [[]]})
            };
            let v = answer(bad);
            if v["ok"] != false
                || v["error"]["code"] != "bad_field"
                || v["error"]["field"] != json!(field)
            {
                failures.push(format!(
                    "{}.{} {field}: {}",
                    request["system"], request["action"], v["error"]
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} wrong types were not refused:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_classic_action_takes_the_games_house_rules() {
    // A table sends a game's house rules with each of its requests (docs/api.md): an
    // action no rule touches takes them too, and still refuses a rule it does not know.
    let mut failures = Vec::new();
    for request in good_requests()
        .into_iter()
        .filter(|r| r["system"] == "classic")
    {
        let mut plain = request.clone();
        if plain.get("options").is_none() {
            plain["options"] = json!({"preset": "forum"});
            let v = answer(plain);
            if v["ok"] != true {
                failures.push(format!("{}: {}", request["action"], v["error"]));
            }
        }
        let mut bad = request.clone();
        bad["options"] = json!({"zz_rule": true});
        let v = answer(bad);
        if v["error"]["code"] != "bad_field" || v["error"]["field"] != "options.zz_rule" {
            failures.push(format!("{} with an unknown rule: {v}", request["action"]));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Any JSON value, a few levels deep, with keys the actions use and keys they do not.
fn any_json() -> impl proptest::strategy::Strategy<Value = Value> {
    use proptest::prelude::*;
    let key = prop_oneof![
        Just("value".to_owned()),
        Just("traits".to_owned()),
        Just("name".to_owned()),
        Just("rating".to_owned()),
        Just("sheet".to_owned()),
        Just("options".to_owned()),
        Just("sides".to_owned()),
        "[a-z_]{1,8}",
    ];
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (-5i64..120).prop_map(Value::from),
        any::<f64>().prop_map(|x| json!(x)),
        "[a-zA-Z0-9 /]{0,8}".prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 48, 6, move |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            proptest::collection::btree_map(key.clone(), inner, 0..5)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest::proptest! {
    /// Whatever fields an action is sent, it answers (never panics), and a refusal of a
    /// field names one: `error.field` is a path, the code one of the two for fields or
    /// a rule's own.
    #[test]
    fn any_fields_to_any_action_get_an_answer(pick in 0usize..1000, fields in any_json()) {
        let all: Vec<(&str, &str)> = keeper_resolve::actions()
            .into_iter()
            .flat_map(|(s, actions)| actions.iter().map(move |a| (s, *a)))
            .collect();
        let (system, action) = all[pick % all.len()];
        let mut request = match fields {
            Value::Object(m) => Value::Object(m),
            other => json!({"x": other}),
        };
        request["system"] = json!(system);
        request["action"] = json!(action);
        request["seed"] = json!(7);
        let v = answer(request);
        proptest::prop_assert!(v["ok"].is_boolean(), "{v}");
        if v["ok"] == false {
            let code = v["error"]["code"].as_str().unwrap_or_default();
            proptest::prop_assert!(!code.is_empty(), "{v}");
            if code == "missing_field" || code == "bad_field" {
                proptest::prop_assert!(v["error"]["field"].is_string(), "{v}");
            }
        }
    }
}
