//! Checking a game's log: the chain, the bodies, and every roll that can be recomputed.
//!
//! [`verify_export`] is pure: it reads an export (`Table::export`, the API's
//! `GET /api/v1/games/{id}/export`, or a file) and needs nothing else, so a player, the
//! server and `keeper verify` all check a log the same way.

use serde::Serialize;
use serde_json::Value;

use crate::chain::{self, GENESIS, Header};
use crate::fair::{self, Seed};

/// The outcome of a verification.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Verification {
    /// True when nothing is broken.
    pub ok: bool,
    /// Entries in the chain.
    pub entries: usize,
    /// Bodies checked against their hash.
    pub bodies_checked: usize,
    /// Roll steps whose dice were recomputed from a revealed seed (or judged again, for
    /// physical dice) and matched.
    pub rolls_recomputed: usize,
    /// The first broken entry, if any.
    pub first_broken: Option<Broken>,
}

/// Where and why the chain breaks.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Broken {
    /// The entry's seq (0 for the export itself).
    pub seq: i64,
    /// What does not hold.
    pub reason: String,
}

fn s<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

/// Verifies an export: `{"game": {id, fair_commitment, keeper_commitment, fair_seed?,
/// keeper_seed?}, "entries": [{seq, kind, visibility, actor, created_at, body_hash,
/// prev_hash, hash, body?}]}`, where `body` is the stored body text when the exporter
/// could read it.
pub fn verify_export(export: &Value) -> Verification {
    let mut v = Verification {
        ok: true,
        entries: 0,
        bodies_checked: 0,
        rolls_recomputed: 0,
        first_broken: None,
    };
    let game = &export["game"];
    let id = s(game, "id");
    let seed_of = |seed_key: &str, commitment_key: &str| -> Result<Option<Seed>, String> {
        match game.get(seed_key).and_then(Value::as_str) {
            None => Ok(None),
            Some(hex_seed) if fair::opens(s(game, commitment_key), hex_seed) => {
                Ok(Seed::from_hex(hex_seed))
            }
            Some(_) => Err(format!("{seed_key} does not open {commitment_key}")),
        }
    };
    let seeds = seed_of("fair_seed", "fair_commitment")
        .and_then(|f| seed_of("keeper_seed", "keeper_commitment").map(|k| (f, k)));
    let (fair_seed, keeper_seed) = match seeds {
        Ok(pair) => pair,
        Err(reason) => return broken(v, 0, reason),
    };
    let Some(entries) = export["entries"].as_array() else {
        return broken(v, 0, "the export has no entries list".into());
    };
    let mut prev = GENESIS.to_owned();
    let mut counters = Counters {
        fair: 0,
        keeper: 0,
        keeper_complete: true,
    };
    for (i, e) in entries.iter().enumerate() {
        let seq = e["seq"].as_i64().unwrap_or(-1);
        v.entries += 1;
        if seq != i as i64 + 1 {
            return broken(v, seq, format!("expected entry {} here", i + 1));
        }
        if s(e, "prev_hash") != prev {
            return broken(
                v,
                seq,
                "its prev_hash is not the previous entry's hash".into(),
            );
        }
        let header = Header {
            game: id,
            seq,
            kind: s(e, "kind"),
            visibility: s(e, "visibility"),
            actor: s(e, "actor"),
            created_at: s(e, "created_at"),
            body_hash: s(e, "body_hash"),
            prev_hash: &prev,
        };
        if chain::entry_hash(&header) != s(e, "hash") {
            return broken(v, seq, "its hash does not match its contents".into());
        }
        let Some(body) = e.get("body").and_then(Value::as_str) else {
            // A hidden entry the exporter could not read: its hidden counters cannot be
            // followed past it.
            counters.keeper_complete = false;
            prev = s(e, "hash").to_owned();
            continue;
        };
        if chain::sha256_hex(body) != s(e, "body_hash") {
            return broken(v, seq, "its body does not match its body_hash".into());
        }
        v.bodies_checked += 1;
        let body: Value = serde_json::from_str(body).unwrap_or(Value::Null);
        if seq == 1 {
            for key in ["fair_commitment", "keeper_commitment"] {
                if body[key] != game[key] {
                    return broken(v, seq, format!("its {key} is not the game's"));
                }
            }
        }
        let hidden = body["source"] == "keeper_seed";
        let seed = if hidden {
            keeper_seed.as_ref()
        } else {
            fair_seed.as_ref()
        };
        if let Err(reason) = counters.follow(&body, hidden) {
            return broken(v, seq, reason);
        }
        match recompute(&body, seed) {
            Ok(n) => v.rolls_recomputed += n,
            Err(reason) => return broken(v, seq, reason),
        }
        prev = s(e, "hash").to_owned();
    }
    v
}

/// The next counter of each seed, in log order: a gap would mean a roll was drawn and
/// thrown away.
struct Counters {
    fair: u64,
    keeper: u64,
    /// Whether every hidden entry so far was readable (else hidden counters can't be
    /// followed).
    keeper_complete: bool,
}

impl Counters {
    fn follow(&mut self, body: &Value, hidden: bool) -> Result<(), String> {
        let Some(steps) = body.get("steps").and_then(Value::as_array) else {
            return Ok(());
        };
        for step in steps {
            let Some(counter) = step.get("counter").and_then(Value::as_u64) else {
                continue;
            };
            let (next, which) = if hidden {
                (&mut self.keeper, "Keeper's")
            } else {
                (&mut self.fair, "public")
            };
            if counter != *next && (!hidden || self.keeper_complete) {
                return Err(format!(
                    "it uses counter {counter} of the {which} seed where {} was next: a roll was skipped",
                    *next
                ));
            }
            *next = counter + 1;
        }
        Ok(())
    }
}

fn broken(mut v: Verification, seq: i64, reason: String) -> Verification {
    v.ok = false;
    v.first_broken = Some(Broken { seq, reason });
    v
}

/// Re-runs the roll steps of an entry body that can be checked with `seed`: physical
/// dice always (the faces are in the request), seeded steps when the seed is known.
fn recompute(body: &Value, seed: Option<&Seed>) -> Result<usize, String> {
    let Some(steps) = body.get("steps").and_then(Value::as_array) else {
        return Ok(0);
    };
    let mut n = 0;
    for (i, step) in steps.iter().enumerate() {
        // A step the engine refused (a post's tag that could not be rolled) drew no dice
        // and no counter: there is nothing to recompute.
        if step["response"]["ok"] == Value::Bool(false) {
            continue;
        }
        // A post's secret tag: its roll is its own hidden entry, checked there.
        if step.get("secret_entry").is_some() {
            continue;
        }
        let request = &step["request"];
        if request.get("dice").is_none() {
            let Some(seed) = seed else { continue };
            let counter = step["counter"]
                .as_u64()
                .ok_or(format!("step {i} has no counter"))?;
            if request.get("seed").and_then(Value::as_u64) != Some(seed.roll_seed(counter)) {
                return Err(format!(
                    "step {i}'s seed is not the one derived from the revealed seed and counter {counter}"
                ));
            }
        }
        if keeper_resolve::resolve(request) != step["response"] {
            return Err(format!(
                "step {i}'s result differs when its dice are rolled again"
            ));
        }
        n += 1;
    }
    Ok(n)
}
