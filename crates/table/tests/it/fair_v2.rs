//! Fair mode v2 (docs/fairness.md): each hidden roll is provable on its own, and an
//! unrevealed one stays private, whatever the Keeper does once the game has ended.

use keeper_table::fair::{self, Seed};
use keeper_table::{
    NewGame, RollOrder, Table, TableError, Viewer, Visibility, chain, verify_export,
};
use serde_json::{Value, json};

use crate::common::{body, expect_code, for_each_backend, party, party_of};
use crate::verify::rechain;

/// Every 64-hex-digit word of `text`: a candidate seed or secret.
fn hex_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_hexdigit())
        .filter(|w| w.len() == 64)
        .map(str::to_owned)
        .collect()
}

/// The request seed of the first step of entry `seq`, read by the database's owner.
async fn seed_of(t: &Table, game: &str, seq: i64) -> u64 {
    let all = t.export(game, Viewer::Anyone, true).await.unwrap();
    let e = &all["entries"][(seq - 1) as usize];
    let b: Value = serde_json::from_str(e["body"].as_str().unwrap()).unwrap();
    b["steps"][0]["request"]["seed"].as_u64().unwrap()
}

// Fails on fair mode v1: revealing the Keeper's seed there publishes it, and with it
// anyone recomputes the seed of every hidden roll from its counter.
#[tokio::test]
async fn an_unrevealed_hidden_roll_cannot_be_recomputed_after_the_game() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let blind = t
            .roll(
                &p.keeper,
                RollOrder::expression("1d100", Visibility::Keeper),
            )
            .await
            .unwrap();
        let private = t
            .roll(
                &p.alice,
                RollOrder::expression("1d100", Visibility::Private),
            )
            .await
            .unwrap();
        let shown = t
            .roll(
                &p.keeper,
                RollOrder::expression("1d100", Visibility::Keeper),
            )
            .await
            .unwrap();
        t.roll(&p.alice, RollOrder::expression("1d6", Visibility::Public))
            .await
            .unwrap();
        // The Keeper does all there is to do: reveal one hidden roll, end the game, and
        // try to reveal the Keeper's seed.
        t.reveal(&p.keeper, shown.seq).await.unwrap();
        t.end_game(&p.keeper).await.unwrap();
        let _ = t.reveal_keeper_seed(&p.keeper).await;

        let owner = t.export(p.id(), Viewer::Anyone, true).await.unwrap();
        let k = owner["game"]["keeper_seed"].as_str().unwrap().to_owned();
        let public = t.export(p.id(), Viewer::Anyone, false).await.unwrap();
        let bob = t.export(p.id(), p.bob.viewer(), false).await.unwrap();
        let game = serde_json::to_string(&t.game(p.id()).await.unwrap()).unwrap();
        let everything = format!("{public}\n{bob}\n{game}");
        assert!(
            !everything.contains(&k),
            "the Keeper's secret was published"
        );
        for hidden in [&blind, &private] {
            let seed = seed_of(t, p.id(), hidden.seq).await;
            // Everything public, taken as a v1 Keeper's seed, a v2 master secret or a
            // step's secret: none gives the roll's seed.
            for word in hex_words(&everything) {
                let candidate = Seed::from_hex(&word).unwrap();
                for counter in 0..8 {
                    assert_ne!(candidate.roll_seed(counter), seed, "{word} as a v1 seed");
                }
            }
            assert!(!everything.contains(&seed.to_string()));
        }
        // Everyone still verifies what they can.
        let v = verify_export(&public);
        assert!(v.ok, "{v:?}");
    })
    .await;
}

#[tokio::test]
async fn v2_secrets_derive_nothing_public() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let hidden = t
            .roll(
                &p.alice,
                RollOrder::expression("1d100", Visibility::Private),
            )
            .await
            .unwrap();
        let shown = t
            .roll(
                &p.keeper,
                RollOrder::expression("1d100", Visibility::Keeper),
            )
            .await
            .unwrap();
        t.reveal(&p.keeper, shown.seq).await.unwrap();
        t.end_game(&p.keeper).await.unwrap();
        let seed = seed_of(t, p.id(), hidden.seq).await;
        let public = t
            .export(p.id(), Viewer::Anyone, false)
            .await
            .unwrap()
            .to_string();
        for word in hex_words(&public) {
            let candidate = Seed::from_hex(&word).unwrap();
            let secret = fair::hash_from_hex(&word).unwrap();
            assert_ne!(fair::secret_roll_seed(&secret), seed);
            for counter in 0..8 {
                assert_ne!(candidate.v2_roll_seed(counter), seed);
            }
        }
    })
    .await;
}

#[tokio::test]
async fn a_v2_game_commits_to_a_tree_and_never_reveals_its_secret() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let game = t.game(p.id()).await.unwrap();
        assert_eq!(game.fair_version, 2);
        assert_eq!(game.keeper_tree_height, Some(fair::TREE_HEIGHT));
        let first = t.entry(p.id(), 1, Viewer::Anyone).await.unwrap();
        let created = first.body.unwrap();
        assert_eq!(created["fair_version"], 2);
        assert_eq!(created["keeper_tree_height"], fair::TREE_HEIGHT);
        assert_eq!(created["keeper_commitment"], game.keeper_commitment);
        // The owner's K opens the root.
        let owner = t.export(p.id(), Viewer::Anyone, true).await.unwrap();
        let k = Seed::from_hex(owner["game"]["keeper_seed"].as_str().unwrap()).unwrap();
        assert_eq!(
            hex::encode(k.tree_root(0, fair::TREE_HEIGHT)),
            game.keeper_commitment
        );
        t.end_game(&p.keeper).await.unwrap();
        let refused = expect_code(t.reveal_keeper_seed(&p.keeper).await, "bad_field");
        assert!(
            matches!(&refused, TableError::BadField { message, .. }
            if message.id() == "fairness-seed-v2-per-roll"),
            "{refused:?}"
        );
        assert!(t.game(p.id()).await.unwrap().keeper_seed.is_none());
        let owner = t.verify_as_owner(p.id()).await.unwrap();
        assert!(owner.ok, "{owner:?}");
    })
    .await;
}

/// The proofs of a reveal entry's body.
fn proofs(reveal: &keeper_table::Entry) -> Vec<Value> {
    body(reveal)["proofs"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

#[tokio::test]
async fn revealing_a_hidden_roll_publishes_its_proof_only() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let other = t
            .roll(
                &p.keeper,
                RollOrder::expression("1d100", Visibility::Keeper),
            )
            .await
            .unwrap();
        let check = json!({"action": "check", "value": 50, "bonus": 1});
        let hidden = t
            .roll(&p.alice, RollOrder::request(check, Visibility::Private))
            .await
            .unwrap();
        let reveal = t.reveal(&p.keeper, hidden.seq).await.unwrap();
        let proofs = proofs(&reveal);
        assert_eq!(proofs.len(), 1);
        let proof = &proofs[0];
        assert_eq!(proof["step"], 0);
        assert_eq!(proof["counter"], 1);
        let path: Vec<fair::Hash> = proof["path"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| fair::hash_from_hex(h.as_str().unwrap()).unwrap())
            .collect();
        assert_eq!(path.len(), fair::TREE_HEIGHT as usize);
        let secret = fair::hash_from_hex(proof["secret"].as_str().unwrap()).unwrap();
        let game = t.game(p.id()).await.unwrap();
        assert!(fair::proves(
            &game.keeper_commitment,
            fair::TREE_HEIGHT,
            1,
            &secret,
            &path
        ));
        let step = &body(&hidden)["steps"][0];
        assert_eq!(
            step["request"]["seed"].as_u64(),
            Some(fair::secret_roll_seed(&secret))
        );
        // Anyone checks it now; the other hidden roll stays a header.
        let export = t.export(p.id(), Viewer::Anyone, false).await.unwrap();
        let v = verify_export(&export);
        assert!(v.ok, "{v:?}");
        assert_eq!(v.rolls_recomputed, 1);
        assert!(
            export["entries"][(other.seq - 1) as usize]
                .get("body")
                .is_none()
        );
        let other_seed = seed_of(t, p.id(), other.seq).await;
        assert_ne!(fair::secret_roll_seed(&secret), other_seed);
        // The database's owner recomputes both, the reveal's proof included.
        let owner = t.verify_as_owner(p.id()).await.unwrap();
        assert!(owner.ok, "{owner:?}");
        assert_eq!(owner.rolls_recomputed, 2);
    })
    .await;
}

/// A change a forger makes to an entry's body.
type Tampering<'a> = Box<dyn Fn(&mut Value) + 'a>;

/// `export` with entry `seq`'s body changed by `change`, rehashed and rechained, as a
/// forger with the database would.
fn forged(export: &Value, seq: i64, change: impl Fn(&mut Value)) -> Value {
    let mut forged = export.clone();
    let e = &mut forged["entries"][(seq - 1) as usize];
    let mut b: Value = serde_json::from_str(e["body"].as_str().unwrap()).unwrap();
    change(&mut b);
    let text = b.to_string();
    e["body_hash"] = json!(chain::sha256_hex(&text));
    e["body"] = json!(text);
    let game = forged["game"]["id"].as_str().unwrap().to_owned();
    rechain(&game, forged["entries"].as_array_mut().unwrap());
    forged
}

#[tokio::test]
async fn a_tampered_proof_fails_verification() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let other = t
            .roll(
                &p.keeper,
                RollOrder::expression("1d100", Visibility::Keeper),
            )
            .await
            .unwrap();
        let hidden = t
            .roll(
                &p.keeper,
                RollOrder::expression("1d100", Visibility::Keeper),
            )
            .await
            .unwrap();
        let reveal = t.reveal(&p.keeper, hidden.seq).await.unwrap();
        let export = t.export(p.id(), Viewer::Anyone, false).await.unwrap();
        assert!(verify_export(&export).ok);
        let flip = |h: &str| {
            let mut bytes = hex::decode(h).unwrap();
            bytes[0] ^= 1;
            hex::encode(bytes)
        };
        let tamperings: Vec<Tampering> = vec![
            Box::new(|b| {
                let s = b["proofs"][0]["path"][3].as_str().unwrap().to_owned();
                b["proofs"][0]["path"][3] = json!(flip(&s));
            }),
            Box::new(|b| {
                let s = b["proofs"][0]["secret"].as_str().unwrap().to_owned();
                b["proofs"][0]["secret"] = json!(flip(&s));
            }),
            Box::new(|b| b["proofs"][0]["counter"] = json!(0)),
            Box::new(|b| {
                b["proofs"][0]["path"].as_array_mut().unwrap().pop();
            }),
            Box::new(|b| b["proofs"] = json!([])),
        ];
        for (i, tamper) in tamperings.iter().enumerate() {
            let v = verify_export(&forged(&export, reveal.seq, tamper));
            assert!(!v.ok, "tampering {i} passed");
            assert_eq!(v.first_broken.unwrap().seq, reveal.seq, "tampering {i}");
        }
        // A forged roll whose seed is not its proven secret's.
        let v = verify_export(&forged(&export, hidden.seq, |b| {
            b["steps"][0]["request"]["seed"] = json!(7);
        }));
        assert!(
            !v.ok,
            "{v:?} {}",
            export["entries"][(hidden.seq - 1) as usize]
        );
        // Proving the other hidden roll with this one's proof fails too, for whoever reads
        // the other roll (an outsider sees a valid proof of a roll it cannot read).
        let keepers = t.export(p.id(), p.keeper.viewer(), false).await.unwrap();
        assert!(verify_export(&keepers).ok);
        let v = verify_export(&forged(&keepers, reveal.seq, |b| {
            b["seq"] = json!(other.seq);
        }));
        assert!(!v.ok);
        assert!(v.first_broken.unwrap().reason.contains("counter"));
    })
    .await;
}

#[tokio::test]
async fn a_new_tree_is_published_before_its_first_roll() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let mut new = NewGame::new("Masks", "coc7", "Kay");
        new.tree_height = 1;
        let p = party_of(t, new).await;
        let mut rolls = Vec::new();
        for _ in 0..5 {
            rolls.push(
                t.roll(
                    &p.keeper,
                    RollOrder::expression("1d100", Visibility::Keeper),
                )
                .await
                .unwrap(),
            );
        }
        let export = t.export(p.id(), Viewer::Anyone, false).await.unwrap();
        let entries = export["entries"].as_array().unwrap();
        let extended: Vec<&Value> = entries
            .iter()
            .filter(|e| e["kind"] == "keeper_commitment_extended")
            .collect();
        assert_eq!(extended.len(), 2, "trees 1 and 2, for counters 2 … 5");
        for (e, (tree, before)) in extended.iter().zip([(1, &rolls[2]), (2, &rolls[4])]) {
            assert_eq!(e["visibility"], "public");
            assert_eq!(e["seq"].as_i64().unwrap(), before.seq - 1);
            let b: Value = serde_json::from_str(e["body"].as_str().unwrap()).unwrap();
            assert_eq!(b["tree"], tree);
            assert_eq!(b["first_counter"], tree * 2);
            assert_eq!(b["last_counter"], tree * 2 + 1);
        }
        assert!(verify_export(&export).ok);
        // A roll of tree 2 is proven against the root published for it.
        let reveal = t.reveal(&p.keeper, rolls[4].seq).await.unwrap();
        assert_eq!(proofs(&reveal)[0]["counter"], 4);
        assert_eq!(proofs(&reveal)[0]["path"].as_array().unwrap().len(), 1);
        let export = t.export(p.id(), Viewer::Anyone, false).await.unwrap();
        let v = verify_export(&export);
        assert!(v.ok, "{v:?}");
        assert_eq!(v.rolls_recomputed, 1);
        let owner = t.verify_as_owner(p.id()).await.unwrap();
        assert!(owner.ok, "{owner:?}");
        assert_eq!(owner.rolls_recomputed, 5);
        // A root changed after the fact breaks the proof, and for the owner, the root.
        let seq = extended[1]["seq"].as_i64().unwrap();
        let v = verify_export(&forged(&export, seq, |b| {
            b["root"] = json!("00".repeat(32));
        }));
        assert!(!v.ok);
        assert_eq!(v.first_broken.unwrap().seq, reveal.seq);
        let v = verify_export(&forged(&export, seq, |b| b["tree"] = json!(3)));
        assert_eq!(v.first_broken.unwrap().seq, seq);
    })
    .await;
}

#[tokio::test]
async fn one_post_may_open_several_trees() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let mut new = NewGame::new("Masks", "coc7", "Kay");
        new.tree_height = 0;
        let p = party_of(t, new).await;
        let thread = t.create_thread(&p.keeper, "Arkham").await.unwrap();
        let post = t
            .create_post(
                &p.keeper,
                &thread.id,
                "[roll secret]1d6[/roll] [roll secret]1d8[/roll] [roll secret]1d10[/roll]",
            )
            .await;
        post.unwrap();
        let export = t.export(p.id(), Viewer::Anyone, true).await.unwrap();
        let kinds: Vec<&str> = export["entries"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["kind"].as_str().unwrap())
            .collect();
        assert_eq!(
            kinds
                .iter()
                .filter(|k| **k == "keeper_commitment_extended")
                .count(),
            2,
            "{kinds:?}"
        );
        let v = verify_export(&export);
        assert!(v.ok, "{v:?}");
    })
    .await;
}

#[tokio::test]
async fn a_v1_game_still_reveals_its_seed_and_verifies() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = crate::common::party_v1(t, "coc7").await;
        let game = t.game(p.id()).await.unwrap();
        assert_eq!(game.fair_version, 1);
        assert!(game.keeper_tree_height.is_none());
        let created = t
            .entry(p.id(), 1, Viewer::Anyone)
            .await
            .unwrap()
            .body
            .unwrap();
        assert!(created.get("fair_version").is_none());
        let hidden = t
            .roll(
                &p.keeper,
                RollOrder::expression("1d100", Visibility::Keeper),
            )
            .await
            .unwrap();
        let reveal = t.reveal(&p.keeper, hidden.seq).await.unwrap();
        assert!(body(&reveal).get("proofs").is_none());
        t.end_game(&p.keeper).await.unwrap();
        t.reveal_keeper_seed(&p.keeper).await.unwrap();
        let export = t.export(p.id(), Viewer::Anyone, false).await.unwrap();
        assert!(export["game"].get("fair_version").is_none());
        let k = Seed::from_hex(export["game"]["keeper_seed"].as_str().unwrap()).unwrap();
        // As v1 always did: the revealed seed gives every hidden roll's seed.
        assert_eq!(
            body(&hidden)["steps"][0]["request"]["seed"].as_u64(),
            Some(k.roll_seed(0))
        );
        let v = verify_export(&export);
        assert!(v.ok, "{v:?}");
        assert_eq!(v.rolls_recomputed, 1);
    })
    .await;
}
