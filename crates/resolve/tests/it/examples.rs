//! The request examples of docs/protocol.md, the requests every action is tested with.
//! The table's tests read them too, so they go through `keeper_resolve::resolve` alone.

use serde_json::Value;

/// Each request line of docs/protocol.md's examples (the lines that name a system).
pub(crate) fn doc_requests() -> Vec<Value> {
    let doc = include_str!("../../../../docs/protocol.md");
    doc.lines()
        .filter(|l| l.starts_with("{\"id\"") && l.contains("\"system\""))
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .collect()
}

/// The requests that succeed as written.
pub(crate) fn good_requests() -> Vec<Value> {
    doc_requests()
        .into_iter()
        .filter(|r| keeper_resolve::resolve(r)["ok"] == true)
        .collect()
}
