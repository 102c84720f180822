//! Checking a game's log: the chain, the bodies, and every roll that can be recomputed.
//!
//! [`verify_export`] is pure: it reads an export (`Table::export`, the API's
//! `GET /api/v1/games/{id}/export`, or a file) and needs nothing else, so a player, the
//! server and `keeper verify` all check a log the same way.

use std::collections::HashMap;

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
    let version = game["fair_version"].as_u64().unwrap_or(1);
    let height = game["keeper_tree_height"].as_u64().unwrap_or(0);
    if version > 2 || (version == 2 && height > u64::from(fair::MAX_TREE_HEIGHT)) {
        return broken(
            v,
            0,
            format!("fair mode {version} with trees of height {height} is not known here"),
        );
    }
    let height = height as u32;
    let seed_of = |seed_key: &str, commitment_key: &str| -> Result<Option<Seed>, String> {
        let opens = |hex_seed: &str| {
            if version >= 2 && seed_key == "keeper_seed" {
                // Only the database's owner has K: it opens tree 0's root.
                Seed::from_hex(hex_seed)
                    .is_some_and(|k| hex::encode(k.tree_root(0, height)) == s(game, commitment_key))
            } else {
                fair::opens(s(game, commitment_key), hex_seed)
            }
        };
        match game.get(seed_key).and_then(Value::as_str) {
            None => Ok(None),
            Some(hex_seed) if opens(hex_seed) => Ok(Seed::from_hex(hex_seed)),
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
    let mut v2 = (version >= 2).then(|| V2 {
        height,
        roots: vec![(s(game, "keeper_commitment").to_owned(), 1)],
        hidden_bodies: HashMap::new(),
        keeper_known: keeper_seed.is_some(),
    });
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
            // Absent in a v1 game's first entry, and in its export.
            if body["fair_version"].as_u64().unwrap_or(1) != version
                || (version >= 2 && body["keeper_tree_height"] != game["keeper_tree_height"])
            {
                return broken(v, seq, "its fair mode is not the game's".into());
            }
        }
        let hidden = body["source"] == "keeper_seed";
        let seed = if hidden {
            keeper_seed.as_ref().map(|k| (k, version))
        } else {
            fair_seed.as_ref().map(|f| (f, 1))
        };
        if let Err(reason) = counters.follow(&body, hidden) {
            return broken(v, seq, reason);
        }
        if let Some(v2) = &mut v2 {
            let checked = v2.entry(seq, s(e, "kind"), &body, hidden, keeper_seed.as_ref());
            match checked {
                Ok(n) => v.rolls_recomputed += n,
                Err(reason) => return broken(v, seq, reason),
            }
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

/// What fair mode v2 follows through a log: the published tree roots, and the hidden
/// bodies read so far, for the proofs of their reveals.
struct V2 {
    height: u32,
    /// Each tree's root (hex) and the seq of the entry that published it.
    roots: Vec<(String, i64)>,
    hidden_bodies: HashMap<i64, Value>,
    /// Whether K is known (the database's owner): its steps were recomputed already.
    keeper_known: bool,
}

impl V2 {
    /// Checks entry `seq` (readable, of kind `kind`): a tree's root published in order, a
    /// hidden step's counter in a tree published before it, a reveal's proofs. Answers
    /// how many roll steps the proofs let it recompute.
    fn entry(
        &mut self,
        seq: i64,
        kind: &str,
        body: &Value,
        hidden: bool,
        keeper: Option<&Seed>,
    ) -> Result<usize, String> {
        let h = self.height;
        match kind {
            "keeper_commitment_extended" => {
                let tree = self.roots.len() as u64;
                let root = s(body, "root");
                if body["tree"].as_u64() != Some(tree)
                    || body["first_counter"].as_u64() != Some(tree << h)
                    || body["last_counter"].as_u64() != Some(((tree + 1) << h) - 1)
                    || fair::hash_from_hex(root).is_none()
                {
                    return Err(format!("it does not publish tree {tree}, the next one"));
                }
                if let Some(k) = keeper
                    && hex::encode(k.tree_root(tree, h)) != root
                {
                    return Err(format!("tree {tree}'s root is not the Keeper's secret's"));
                }
                self.roots.push((root.to_owned(), seq));
                Ok(0)
            }
            "reveal" => self.reveal(seq, body),
            _ => {
                if !hidden {
                    return Ok(0);
                }
                for step in body["steps"].as_array().into_iter().flatten() {
                    if let Some(counter) = step["counter"].as_u64()
                        && (counter >> h) as usize >= self.roots.len()
                    {
                        return Err(format!(
                            "it uses hidden counter {counter}, of a tree whose root was not published before it"
                        ));
                    }
                }
                self.hidden_bodies.insert(seq, body.clone());
                Ok(0)
            }
        }
    }

    fn reveal(&self, seq: i64, body: &Value) -> Result<usize, String> {
        let h = self.height;
        let revealed = body["seq"].as_i64().unwrap_or(-1);
        if revealed >= seq {
            return Err("it reveals an entry that is not before it".into());
        }
        let proofs = body
            .get("proofs")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let target = self.hidden_bodies.get(&revealed);
        let mut proven = std::collections::HashSet::new();
        let mut n = 0;
        for (p, proof) in proofs.iter().enumerate() {
            let counter = proof["counter"]
                .as_u64()
                .ok_or(format!("proof {p} has no counter"))?;
            let secret = fair::hash_from_hex(s(proof, "secret"))
                .ok_or(format!("proof {p} has no secret"))?;
            let path: Option<Vec<fair::Hash>> = proof["path"]
                .as_array()
                .map(|a| a.iter().map(|x| fair::hash_from_hex(x.as_str()?)).collect())
                .unwrap_or(None);
            let path = path.ok_or(format!("proof {p}'s path is not a list of hashes"))?;
            let tree = (counter >> h) as usize;
            let Some((root, published)) = self.roots.get(tree) else {
                return Err(format!(
                    "proof {p} is of a tree whose root was never published"
                ));
            };
            if *published >= revealed {
                return Err(format!(
                    "proof {p} is of tree {tree}, published after the entry it proves"
                ));
            }
            if !fair::proves(root, h, counter, &secret, &path) {
                return Err(format!(
                    "proof {p} (hidden counter {counter}) does not lead to tree {tree}'s committed root"
                ));
            }
            let Some(target) = target else { continue };
            let k = proof["step"]
                .as_u64()
                .ok_or(format!("proof {p} has no step"))? as usize;
            let step = &target["steps"][k];
            if step["counter"].as_u64() != Some(counter) {
                return Err(format!("proof {p} is not of step {k}'s counter"));
            }
            if step["request"]["seed"].as_u64() != Some(fair::secret_roll_seed(&secret)) {
                return Err(format!(
                    "step {k} of entry {revealed} does not roll with the seed its proven secret gives"
                ));
            }
            if keeper_resolve::resolve(&step["request"]) != step["response"] {
                return Err(format!(
                    "step {k} of entry {revealed}'s result differs when its dice are rolled again"
                ));
            }
            proven.insert(k);
            n += usize::from(!self.keeper_known);
        }
        if let Some(target) = target {
            for (k, step) in target["steps"].as_array().into_iter().flatten().enumerate() {
                if step.get("counter").is_some()
                    && step.get("secret_entry").is_none()
                    && !proven.contains(&k)
                {
                    return Err(format!(
                        "it reveals entry {revealed} without the proof of its step {k}"
                    ));
                }
            }
        }
        Ok(n)
    }
}

fn broken(mut v: Verification, seq: i64, reason: String) -> Verification {
    v.ok = false;
    v.first_broken = Some(Broken { seq, reason });
    v
}

/// Re-runs the roll steps of an entry body that can be checked with `seed`: physical
/// dice always (the faces are in the request), seeded steps when the seed is known.
fn recompute(body: &Value, seed: Option<(&Seed, u64)>) -> Result<usize, String> {
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
            let Some((seed, version)) = seed else {
                continue;
            };
            let counter = step["counter"]
                .as_u64()
                .ok_or(format!("step {i} has no counter"))?;
            let derived = if version >= 2 {
                seed.v2_roll_seed(counter)
            } else {
                seed.roll_seed(counter)
            };
            if request.get("seed").and_then(Value::as_u64) != Some(derived) {
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
