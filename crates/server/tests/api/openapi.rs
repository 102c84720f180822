//! The generated OpenAPI document describes exactly the routes the server registers:
//! both are made from the one list of routes in lib.rs.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::common::{Server, for_each_backend};

const METHODS: [&str; 7] = ["get", "post", "put", "delete", "patch", "head", "options"];

/// The document the server generates from its handlers and types.
fn openapi() -> Value {
    keeper_server::openapi::document().clone()
}

fn documented(doc: &Value) -> BTreeMap<String, BTreeSet<String>> {
    doc["paths"]
        .as_object()
        .expect("paths")
        .iter()
        .map(|(path, item)| {
            let methods = item
                .as_object()
                .expect("a path item")
                .keys()
                .filter(|k| METHODS.contains(&k.as_str()))
                .cloned()
                .collect();
            (path.clone(), methods)
        })
        .collect()
}

/// The API's router and this document are made from one list, `api_routes` in lib.rs,
/// where each handler is named once, in `routes!`, which reads its path and methods
/// from its `#[utoipa::path]`: a route added there with a bare `.route(` would be
/// served but not documented.
#[test]
fn the_api_is_routed_only_through_documented_handlers() {
    let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/lib.rs"))
        .expect("read src/lib.rs");
    let start = source
        .find("fn api_routes()")
        .expect("lib.rs lists the API's routes in api_routes");
    let body = &source[start..];
    let body = &body[..body.find("\n}\n").expect("the end of api_routes")];
    assert!(body.matches(".routes(routes!(").count() >= 50, "{body}");
    assert!(!body.contains(".route("), "a route outside routes!: {body}");
    assert!(!body.contains(".nest("), "a nested router: {body}");
    let doc = documented(&openapi());
    assert!(doc.contains_key("/healthz"), "{doc:?}");
    assert!(doc.contains_key("/api/v1/games/{game}/ws"), "{doc:?}");
    assert_eq!(
        doc["/api/v1/games/{game}/me"].len(),
        2,
        "get and put of one path"
    );
}

/// Every `$ref` in `v`.
fn refs<'a>(v: &'a Value, out: &mut Vec<&'a str>) {
    match v {
        Value::Object(map) => {
            for (k, x) in map {
                if k == "$ref" {
                    out.push(x.as_str().expect("a $ref is a string"));
                } else {
                    refs(x, out);
                }
            }
        }
        Value::Array(list) => list.iter().for_each(|x| refs(x, out)),
        _ => {}
    }
}

#[test]
fn the_document_is_whole() {
    let doc = openapi();
    assert_eq!(doc["openapi"], "3.1.0");
    // Every reference points at something.
    let mut found = Vec::new();
    refs(&doc, &mut found);
    assert!(found.len() > 50);
    for r in &found {
        let pointer = r.strip_prefix('#').expect("a local $ref");
        assert!(doc.pointer(pointer).is_some(), "{r} points at nothing");
    }
    // Every operation: an id, parameters for each `{param}`, responses, and the error
    // answers every endpoint can give.
    let mut ids = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        let params: Vec<&str> = path
            .split('/')
            .filter_map(|p| p.strip_prefix('{').and_then(|p| p.strip_suffix('}')))
            .collect();
        for (method, op) in item.as_object().unwrap() {
            let what = format!("{method} {path}");
            assert!(
                ids.insert(op["operationId"].as_str().expect("an operationId")),
                "{what}: a repeated operationId"
            );
            let declared: Vec<String> = op["parameters"]
                .as_array()
                .map(|list| {
                    list.iter()
                        .map(|p| match p.get("$ref").and_then(Value::as_str) {
                            Some(r) => doc.pointer(&r[1..]).unwrap()["name"].to_string(),
                            None => p["name"].to_string(),
                        })
                        .collect()
                })
                .unwrap_or_default();
            for p in &params {
                assert!(
                    declared.contains(&format!("\"{p}\"")),
                    "{what}: parameter {p} is not described"
                );
            }
            let responses = op["responses"].as_object().expect("responses");
            assert!(
                responses.keys().any(|s| s.starts_with('2') || s == "101"),
                "{what}: no success"
            );
            assert!(responses.contains_key("405"), "{what}: no 405");
            let secured = op["security"]
                .as_array()
                .is_some_and(|s| s.iter().any(|x| x.get("bearer").is_some()));
            let anonymous_allowed = op["security"]
                .as_array()
                .is_none_or(|s| s.is_empty() || s.iter().any(|x| x == &serde_json::json!({})));
            if secured && !anonymous_allowed {
                assert!(responses.contains_key("401"), "{what}: a token but no 401");
            }
            // A JSON body can be malformed, too large or of another type.
            if op["requestBody"]["required"] == true {
                for status in ["400", "413", "415"] {
                    assert!(
                        responses.contains_key(status),
                        "{what}: a body but no {status}"
                    );
                }
            }
        }
    }
}

#[tokio::test]
async fn the_server_serves_this_document() {
    for_each_backend(|s: Server| async move {
        let served = s.get("/api/v1/openapi.json", None).await;
        assert_eq!(served.expect(200), &openapi());
    })
    .await;
}

/// The router itself, not its source: every operation of the document reaches a
/// handler, none is answered by the router's fallbacks (no such route, or not this
/// method).
#[tokio::test]
async fn every_documented_operation_reaches_a_handler() {
    for_each_backend(|s: Server| async move {
        let nowhere = s.get("/api/v1/no/such/route", None).await;
        nowhere.expect_error(404, "not_found");
        for (path, methods) in documented(&openapi()) {
            let concrete: Vec<&str> = path
                .split('/')
                .map(|p| match p {
                    "{seq}" => "1",
                    p if p.starts_with('{') => "nothing",
                    p => p,
                })
                .collect();
            let concrete = concrete.join("/");
            for m in methods {
                let method = reqwest::Method::from_bytes(m.to_uppercase().as_bytes()).unwrap();
                let reply = s.call(method, &concrete, None, None).await;
                assert_ne!(reply.status, 405, "{m} {path}: {}", reply.text);
                assert!(
                    reply.status != 404 || reply.json != nowhere.json,
                    "{m} {path}: the router has no such route"
                );
            }
        }
    })
    .await;
}

#[test]
fn the_writes_a_client_may_retry_take_an_idempotency_key() {
    let doc = openapi();
    for path in [
        "/api/v1/games/{game}/rolls",
        "/api/v1/games/{game}/requests/{id}/answer",
        "/api/v1/games/{game}/threads/{thread}/posts",
    ] {
        let params = doc["paths"][path]["post"]["parameters"]
            .as_array()
            .unwrap_or_else(|| panic!("{path} has no parameters"));
        assert!(
            params
                .iter()
                .any(|p| p["name"] == "Idempotency-Key" && p["in"] == "header"),
            "{path}: {params:?}"
        );
    }
}
