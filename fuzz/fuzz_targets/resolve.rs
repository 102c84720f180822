//! Fuzzes the resolve reader (keeper-resolve `resolve_line`), the door every client uses.
//!
//! Two kinds of input:
//! - raw: the bytes as one request line (lossy UTF-8);
//! - structured (first byte 0x01): a well-formed envelope whose system, action, text
//!   fields and supplied dice come from the input, to reach deep into every system.
//!
//! For every line: no panic; exactly one answer line; it is a JSON object with a boolean
//! `ok`; a failure has a non-empty snake_case `code` and a non-empty `message`; a
//! success has `result` and a `dice` list of whole numbers; the `id` of an object
//! request is echoed.
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::{Value, json};

const SYSTEMS: &[&str] = &["dice", "coc7", "classic", "chthonian", "bcdice", "tarot"];
const ACTIONS: &[&str] = &[
    "roll",
    "prob",
    "check",
    "opposed",
    "sanity",
    "melee",
    "investigator",
    "resistance",
    "bbcode",
    "contest",
    "insight",
    "command",
    "push",
    "luck",
    "damage",
    "heal",
    "nodule",
    "cooperative",
];
const FIELDS: &[&str] = &[
    "expr", "post", "command", "loss", "weapon", "db", "style", "game",
];

fuzz_target!(|data: &[u8]| {
    let line = match data.first() {
        Some(1) => structured(&data[1..]).to_string(),
        _ => String::from_utf8_lossy(data).into_owned(),
    };
    let out = keeper_resolve::resolve_line(&line);
    assert!(!out.contains('\n'), "an answer is one line");
    let answer: Value = serde_json::from_str(&out).expect("every answer is JSON");
    let ok = answer["ok"].as_bool().expect("`ok` is a boolean");
    if ok {
        assert!(answer.get("result").is_some());
        assert!(
            answer["dice"]
                .as_array()
                .expect("`dice` is a list")
                .iter()
                .all(Value::is_i64)
        );
    } else {
        let code = answer["error"]["code"].as_str().expect("a code");
        assert!(
            !code.is_empty() && code.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'),
            "{code}"
        );
        assert!(
            !answer["error"]["message"]
                .as_str()
                .expect("a message")
                .is_empty()
        );
    }
    if let Ok(Value::Object(req)) = serde_json::from_str::<Value>(&line) {
        assert_eq!(answer["id"], req.get("id").cloned().unwrap_or(Value::Null));
    }
});

/// A request built from `data`: system, action, three text fields, numbers and dice.
fn structured(data: &[u8]) -> Value {
    let pick = |i: usize, list: &[&'static str]| {
        list[usize::from(*data.get(i).unwrap_or(&0)) % list.len()]
    };
    let text: String = String::from_utf8_lossy(data.get(4..).unwrap_or(&[]))
        .chars()
        .take(200)
        .collect();
    let mut req = json!({
        "id": data.len(),
        "system": pick(0, SYSTEMS),
        "action": pick(1, ACTIONS),
        "value": i64::from(*data.get(2).unwrap_or(&50)),
        "san": i64::from(*data.get(3).unwrap_or(&50)),
        "int": 60,
        "game": if data.len() % 2 == 0 { "Cthulhu7th" } else { "Cthulhu" },
        "traits": [1, -2],
        "difficulty": 8,
        "style": "weird",
        "ti": 2,
        "a": {"value": 40}, "b": {"value": 60},
        "sides": [{"traits": [1]}, {"traits": [2]}],
    });
    req[pick(3, FIELDS)] = json!(text);
    if data.len() % 3 != 0 {
        let faces: Vec<i64> = data
            .iter()
            .rev()
            .take(24)
            .map(|b| i64::from(*b % 23) - 1)
            .collect();
        req["dice"] = json!(faces);
    } else {
        req["seed"] = json!(data.len());
    }
    req
}
