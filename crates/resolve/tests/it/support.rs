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
