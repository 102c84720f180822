//! The generated OpenAPI document describes exactly the routes the server registers.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::common::{Server, for_each_backend};

const METHODS: [&str; 7] = ["get", "post", "put", "delete", "patch", "head", "options"];

/// The document the server generates from its handlers and types.
fn openapi() -> Value {
    keeper_server::openapi::document().clone()
}

/// The text of `s` from an opening parenthesis at `open` to its closing one.
fn balanced(s: &str, open: usize) -> &str {
    let mut depth = 0;
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in s[open..].char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return &s[open + 1..open + i];
                }
            }
            _ => {}
        }
    }
    panic!("unbalanced parentheses in lib.rs");
}

/// Every `.route("…", …)` of `source`: path → methods (lowercase).
fn routes_in(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut routes = BTreeMap::new();
    let mut from = 0;
    while let Some(found) = source[from..].find(".route(") {
        let open = from + found + ".route".len();
        let args = balanced(source, open);
        from = open + args.len();
        let quote = args.find('"').expect("a route path");
        let end = quote + 1 + args[quote + 1..].find('"').expect("a closing quote");
        let path = &args[quote + 1..end];
        let handlers = &args[end + 1..];
        let mut methods = BTreeSet::new();
        for m in METHODS {
            // `get(`, `.post(`, … but not `api::get_thing(` nor `forget(`.
            let mut at = 0;
            while let Some(i) = handlers[at..].find(&format!("{m}(")) {
                let start = at + i;
                let before = handlers[..start].chars().next_back();
                if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                    methods.insert(m.to_owned());
                }
                at = start + m.len() + 1;
            }
        }
        assert!(!methods.is_empty(), "route {path} has no method in lib.rs");
        assert!(
            routes.insert(path.to_owned(), methods).is_none(),
            "route {path} registered twice"
        );
    }
    routes
}

/// The routes of crates/server/src/lib.rs with their full paths: those of the `api`
/// router are nested under `/api/v1`.
fn registered() -> BTreeMap<String, BTreeSet<String>> {
    let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/lib.rs"))
        .expect("read src/lib.rs");
    let api_start = source
        .find("let api = Router::new()")
        .expect("lib.rs builds an `api` router");
    let api_end = api_start + source[api_start..].find(';').expect("the api router's end");
    assert!(
        source.contains(".nest(\"/api/v1\", api)"),
        "lib.rs nests the api router under /api/v1"
    );
    let mut all = BTreeMap::new();
    for (path, methods) in routes_in(&source[api_start..api_end]) {
        all.insert(format!("/api/v1{path}"), methods);
    }
    let rest = format!("{}{}", &source[..api_start], &source[api_end..]);
    for (path, methods) in routes_in(&rest) {
        assert!(all.insert(path.clone(), methods).is_none(), "{path} twice");
    }
    all
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

#[test]
fn the_route_parser_reads_chains_across_lines() {
    let source = r#"
        let api = Router::new()
            .route("/a", post(api::resolve))
            .route("/b/{x}", get(api::me).put(api::set_me))
            .route(
                "/c",
                get(api::characters).post(api::create_character),
            )
            .route("/d", put(api::edit_post).delete(api::delete_post));
    "#;
    let routes = routes_in(source);
    let m = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>();
    assert_eq!(routes["/a"], m(&["post"]));
    assert_eq!(routes["/b/{x}"], m(&["get", "put"]));
    assert_eq!(routes["/c"], m(&["get", "post"]));
    assert_eq!(routes["/d"], m(&["delete", "put"]));
}

#[test]
fn every_route_is_documented_and_every_documented_route_exists() {
    let routes = registered();
    assert!(routes.contains_key("/healthz"), "{routes:?}");
    assert!(routes.contains_key("/api/v1/games/{game}/ws"), "{routes:?}");
    assert!(routes.len() >= 29, "{routes:?}");
    let doc = documented(&openapi());
    for (path, methods) in &routes {
        let Some(d) = doc.get(path) else {
            panic!("{path} ({methods:?}) is registered in lib.rs but not in openapi.json");
        };
        assert_eq!(d, methods, "the methods of {path}");
    }
    for path in doc.keys() {
        assert!(
            routes.contains_key(path),
            "{path} is in openapi.json but lib.rs registers no such route"
        );
    }
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
