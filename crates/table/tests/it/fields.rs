//! A request rolled at the table is decoded by the rules as it is by the protocol: a
//! misspelt or mistyped field of any action is the engine's `bad_field` naming it, not
//! dropped and not filled in by the table. The requests are docs/protocol.md's
//! succeeding examples, each sent to a game of its system (`dice` and `bcdice` to every
//! game). No action needs an exception: the table drops `id`, `seed` and `dice` (it
//! sets them), adds `options` and `lang` only where the request has none, and fills a
//! `sheet` only for a roll naming a character, which none of these does.

use keeper_table::{RollOrder, Table, TableError, Visibility};
use serde_json::{Value, json};

use crate::common::{for_each_backend, party};
use crate::examples::good_requests;

/// Fields the table sets itself, whatever the request says: they are never the
/// action's to refuse (docs/api.md: `id`, `seed` and `dice` are ignored).
const SET_BY_THE_TABLE: &[&str] = &["id", "seed", "dice"];
/// The envelope, which every action takes.
const ENVELOPE: &[&str] = &["system", "action", "lang"];

/// What rolling `request` as Alice answers: the engine's error object, or why not.
async fn refusal(t: &Table, alice: &keeper_table::Member, request: Value) -> Result<Value, String> {
    match t
        .roll(alice, RollOrder::request(request, Visibility::Public))
        .await
    {
        Err(TableError::Rejected(error)) => Ok(error.to_json("en")),
        Err(other) => Err(format!("refused by the table: {other}")),
        Ok(entry) => Err(format!("rolled: {}", entry.body)),
    }
}

#[tokio::test]
async fn a_misspelt_or_mistyped_field_of_every_action_is_bad_field() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let mut failures = Vec::new();
        let mut sent = 0;
        let mut tried = std::collections::BTreeSet::new();
        for system in keeper_table::SYSTEMS {
            let p = party(t, system).await;
            let requests = good_requests().into_iter().filter(|r| {
                [*system, "dice", "bcdice"].contains(&r["system"].as_str().unwrap_or_default())
            });
            for request in requests {
                let name = format!(
                    "{}.{}",
                    request["system"].as_str().unwrap(),
                    request["action"].as_str().unwrap()
                );
                tried.insert(format!("{system}: {name}"));
                let mut base = request.clone();
                for key in SET_BY_THE_TABLE {
                    base.as_object_mut().unwrap().remove(*key);
                }
                let mut bad = vec![("zz_misspelt".to_owned(), {
                    let mut r = base.clone();
                    r["zz_misspelt"] = json!(1);
                    r
                })];
                for field in base.as_object().unwrap().keys() {
                    if ENVELOPE.contains(&field.as_str()) {
                        continue;
                    }
                    // Never what the field takes (as the protocol's own test sends).
                    let mut r = base.clone();
                    r[field] = if base[field].is_object() {
                        json!([[]])
                    } else {
                        json!({"zz": [[]]})
                    };
                    bad.push((field.clone(), r));
                }
                for (field, r) in bad {
                    sent += 1;
                    match refusal(t, &p.alice, r).await {
                        Ok(e) if e["code"] == "bad_field" && e["field"] == json!(field) => {}
                        Ok(e) => failures.push(format!("{system}: {name} {field}: {e}")),
                        Err(why) => failures.push(format!("{system}: {name} {field}: {why}")),
                    }
                }
            }
        }
        // Every action of every system, each in a game of its own system.
        for (system, actions) in keeper_resolve::actions() {
            for action in actions {
                let games: Vec<&str> = match system {
                    "dice" | "bcdice" => keeper_table::SYSTEMS.to_vec(),
                    own => vec![own],
                };
                for game in games {
                    let name = format!("{game}: {system}.{action}");
                    assert!(tried.contains(&name), "{name} was not tried");
                }
            }
        }
        assert!(
            failures.is_empty(),
            "{} of {sent} bad fields were not refused as such:\n{}",
            failures.len(),
            failures.join("\n")
        );
    })
    .await;
}
