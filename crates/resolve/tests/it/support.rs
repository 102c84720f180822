//! What every module's tests share: sending a request line and reading the answer.

use serde_json::{Value, json};

/// The answer to `request`, sent as one line.
pub(crate) fn answer(request: Value) -> Value {
    serde_json::from_str(&keeper_resolve::resolve_line(&request.to_string())).unwrap()
}

/// The answer to `request` to `system` (unless it names one), which must succeed.
pub(crate) fn ok_in(system: &str, mut request: Value) -> Value {
    if request.get("system").is_none() {
        request["system"] = json!(system);
    }
    let v = answer(request);
    assert_eq!(v["ok"], true, "expected success: {v}");
    v
}

/// The error code and field of a request to `system` (unless it names one), which must
/// fail with a message.
pub(crate) fn error_in(system: &str, mut request: Value) -> (String, Value) {
    if request.get("system").is_none() {
        request["system"] = json!(system);
    }
    let v = answer(request);
    assert_eq!(v["ok"], false, "expected an error: {v}");
    assert!(
        v["error"]["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty()),
        "no message: {v}"
    );
    (
        v["error"]["code"].as_str().unwrap().to_owned(),
        v["error"]["field"].clone(),
    )
}

/// Replays every example of the docs/protocol.md section under `heading` (up to the next
/// `## ` heading): in each JSON block, request and answer lines alternate, and each
/// request must answer byte for byte as written. Answers shortened with `…` and blocks
/// without a written answer are passed over. Returns how many were replayed.
pub(crate) fn replay_doc_examples(heading: &str) -> usize {
    let doc = include_str!("../../../../docs/protocol.md");
    let section = doc
        .split(heading)
        .nth(1)
        .unwrap_or_else(|| panic!("no section {heading}"));
    let section = section.split("\n## ").next().unwrap_or_default();
    let mut replayed = 0;
    for block in section.split("```json").skip(1) {
        let block = block.split("```").next().unwrap_or_default();
        let lines: Vec<&str> = block.lines().filter(|l| l.starts_with("{\"id\"")).collect();
        if !lines.len().is_multiple_of(2) {
            continue;
        }
        for pair in lines.chunks(2) {
            let (request, expected) = (pair[0], pair[1]);
            if expected.contains('…') {
                continue;
            }
            assert_eq!(keeper_resolve::resolve_line(request), expected, "{request}");
            replayed += 1;
        }
    }
    replayed
}

/// An exact probability as the protocol writes it (`"1/3"`, `"0"`), as a fraction.
pub(crate) fn ratio(text: &Value) -> num_rational::BigRational {
    let text = text.as_str().expect("a fraction");
    match text.split_once('/') {
        Some((n, d)) => num_rational::BigRational::new(n.parse().unwrap(), d.parse().unwrap()),
        None => num_rational::BigRational::from_integer(text.parse().unwrap()),
    }
}
