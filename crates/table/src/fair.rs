//! Provably fair dice: committed seeds and the per-roll seed derived from them.
//!
//! A game holds two secret seeds of 32 bytes: the public seed, for rolls everyone sees,
//! and the Keeper's seed, for hidden ones. Their commitments (SHA-256 of the 32 bytes,
//! hex) are published when the game is made. Roll step `n` of a seed (a counter from 0,
//! one per resolve request) rolls with resolve's `seed` = the first 8 bytes, big-endian,
//! of SHA-256(`"keeper-fair-v1"` ‖ seed ‖ n as 8 bytes big-endian); the dice then follow
//! sampling version 1 of keeper-dice. `docs/fairness.md` states it for anyone to redo.

use rand_core::Rng;
use sha2::{Digest, Sha256};

/// The domain-separation prefix of the derivation; a new derivation gets a new prefix.
pub const DERIVATION: &[u8] = b"keeper-fair-v1";

/// A secret seed of 32 bytes.
#[derive(Clone, PartialEq, Eq)]
pub struct Seed([u8; 32]);

impl std::fmt::Debug for Seed {
    // Never print a secret by accident.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Seed(…)")
    }
}

impl Seed {
    /// A fresh seed from the operating system's entropy.
    pub fn generate() -> Seed {
        let mut bytes = [0u8; 32];
        rand::make_rng::<rand::rngs::StdRng>().fill_bytes(&mut bytes);
        Seed(bytes)
    }

    /// The seed written as 64 hex digits, or `None`.
    pub fn from_hex(hex_seed: &str) -> Option<Seed> {
        let bytes = hex::decode(hex_seed).ok()?;
        Some(Seed(bytes.try_into().ok()?))
    }

    /// The seed as 64 lowercase hex digits.
    pub fn to_hex(&self) -> String {
        hex::encode(self.0)
    }

    /// The published commitment: SHA-256 of the 32 bytes, hex.
    pub fn commitment(&self) -> String {
        hex::encode(Sha256::digest(self.0))
    }

    /// The resolve `seed` of roll step `counter`.
    pub fn roll_seed(&self, counter: u64) -> u64 {
        let mut h = Sha256::new();
        h.update(DERIVATION);
        h.update(self.0);
        h.update(counter.to_be_bytes());
        let digest = h.finalize();
        let mut first = [0u8; 8];
        first.copy_from_slice(&digest[..8]);
        u64::from_be_bytes(first)
    }
}

/// Whether `seed_hex` is the seed behind `commitment`.
pub fn opens(commitment: &str, seed_hex: &str) -> bool {
    Seed::from_hex(seed_hex).is_some_and(|s| s.commitment() == commitment)
}

// ----- fair mode v2: each hidden roll provable on its own -----

/// The prefix of a v2 hidden step's secret.
pub const V2_SECRET: &[u8] = b"keeper-fair-v2-secret";
/// The prefix of a v2 hidden step's resolve seed, from its secret.
pub const V2_DERIVATION: &[u8] = b"keeper-fair-v2";
/// The height of a v2 game's trees: each commits to 2^12 = 4,096 hidden roll steps (built
/// in about 1.3 ms in release; height 16 took 21 ms), and the next tree's root is
/// published when they are used up.
pub const TREE_HEIGHT: u32 = 12;
/// The highest tree height a game may have (a tree of 2^20 leaves is 64 MiB to build).
pub const MAX_TREE_HEIGHT: u32 = 20;

/// A 32-byte hash.
pub type Hash = [u8; 32];

impl Seed {
    /// The secret of hidden roll step `counter` of a v2 game whose master secret this is:
    /// SHA-256(`"keeper-fair-v2-secret"` ‖ K ‖ counter as 8 bytes big-endian).
    pub fn step_secret(&self, counter: u64) -> Hash {
        let mut h = Sha256::new();
        h.update(V2_SECRET);
        h.update(self.0);
        h.update(counter.to_be_bytes());
        h.finalize().into()
    }

    /// The resolve `seed` of hidden roll step `counter` of a v2 game.
    pub fn v2_roll_seed(&self, counter: u64) -> u64 {
        secret_roll_seed(&self.step_secret(counter))
    }

    /// The root of tree `tree` of a v2 game of tree height `height` (hex: the game's
    /// `keeper_commitment` for tree 0).
    pub fn tree_root(&self, tree: u64, height: u32) -> Hash {
        Tree::of(self, tree, height).root()
    }
}

/// The resolve `seed` of a v2 hidden step from its secret: the first 8 bytes,
/// big-endian, of SHA-256(`"keeper-fair-v2"` ‖ secret).
pub fn secret_roll_seed(secret: &Hash) -> u64 {
    let mut h = Sha256::new();
    h.update(V2_DERIVATION);
    h.update(secret);
    let digest = h.finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_be_bytes(first)
}

/// A leaf of a v2 tree: SHA-256(0x00 ‖ secret).
pub fn leaf(secret: &Hash) -> Hash {
    let mut h = Sha256::new();
    h.update([0u8]);
    h.update(secret);
    h.finalize().into()
}

/// An inner node of a v2 tree: SHA-256(0x01 ‖ left ‖ right).
pub fn node(left: &Hash, right: &Hash) -> Hash {
    let mut h = Sha256::new();
    h.update([1u8]);
    h.update(left);
    h.update(right);
    h.finalize().into()
}

/// Tree `t` of a v2 game: a full binary tree over the 2^height secrets of counters
/// t·2^height … (t+1)·2^height − 1, used or not (so there is no padding).
#[derive(Clone)]
pub struct Tree {
    /// `levels[0]` the leaves, each next level half as long, the last the root alone.
    levels: Vec<Vec<Hash>>,
}

impl std::fmt::Debug for Tree {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Tree(height {})", self.levels.len() - 1)
    }
}

impl Tree {
    /// Tree `tree` of master secret `keeper`, of height `height`.
    pub fn of(keeper: &Seed, tree: u64, height: u32) -> Tree {
        let first = tree << height;
        let leaves = (0..1u64 << height)
            .map(|i| leaf(&keeper.step_secret(first + i)))
            .collect();
        Tree::over(leaves)
    }

    /// The tree over `leaves` (a power of two of them, at least one).
    pub fn over(leaves: Vec<Hash>) -> Tree {
        assert!(leaves.len().is_power_of_two(), "a tree is full");
        let mut levels = vec![leaves];
        while levels[levels.len() - 1].len() > 1 {
            let below = &levels[levels.len() - 1];
            let up = below.chunks(2).map(|p| node(&p[0], &p[1])).collect();
            levels.push(up);
        }
        Tree { levels }
    }

    /// The root.
    pub fn root(&self) -> Hash {
        self.levels[self.levels.len() - 1][0]
    }

    /// The audit path of leaf `index`: its sibling at each level, from the leaves up.
    pub fn path(&self, index: usize) -> Vec<Hash> {
        let mut i = index;
        let mut path = Vec::with_capacity(self.levels.len() - 1);
        for level in &self.levels[..self.levels.len() - 1] {
            path.push(level[i ^ 1]);
            i >>= 1;
        }
        path
    }
}

/// The root that `secret` at leaf `index` and its audit `path` lead to: at each level
/// the node so far is the right child when that bit of `index` (lowest first) is 1.
pub fn path_root(secret: &Hash, index: u64, path: &[Hash]) -> Hash {
    let mut at = leaf(secret);
    for (level, sibling) in path.iter().enumerate() {
        at = if (index >> level) & 1 == 1 {
            node(sibling, &at)
        } else {
            node(&at, sibling)
        };
    }
    at
}

/// Whether `secret` with audit `path` is the secret of hidden step `counter` under tree
/// root `root` (hex), in a game of tree height `height`.
pub fn proves(root: &str, height: u32, counter: u64, secret: &Hash, path: &[Hash]) -> bool {
    path.len() == height as usize
        && hex::encode(path_root(secret, counter & ((1u64 << height) - 1), path)) == root
}

/// A 32-byte hash from 64 hex digits.
pub fn hash_from_hex(text: &str) -> Option<Hash> {
    hex::decode(text).ok()?.try_into().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    // Pinned: docs/fairness.md shows these numbers; changing them breaks every
    // published game.
    #[test]
    fn derivation_is_pinned() {
        let seed = Seed::from_hex(&"00".repeat(32)).unwrap();
        assert_eq!(
            seed.commitment(),
            "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
        );
        assert_eq!(seed.roll_seed(0), seed.roll_seed(0));
        assert_ne!(seed.roll_seed(0), seed.roll_seed(1));
    }

    #[test]
    fn commitments_open_only_with_their_seed() {
        let s = Seed::generate();
        assert!(opens(&s.commitment(), &s.to_hex()));
        assert!(!opens(&s.commitment(), &Seed::generate().to_hex()));
        assert!(!opens(&s.commitment(), "zz"));
    }
    #[test]
    fn a_tree_proves_each_leaf_and_nothing_else() {
        let k = Seed::generate();
        let tree = Tree::of(&k, 0, 4);
        let root = hex::encode(tree.root());
        assert_eq!(root, hex::encode(k.tree_root(0, 4)));
        for i in 0..16u64 {
            let secret = k.step_secret(i);
            let path = tree.path(i as usize);
            assert!(proves(&root, 4, i, &secret, &path));
            // At another place, or with another secret, or another tree, it fails.
            assert!(!proves(&root, 4, i ^ 1, &secret, &path));
            assert!(!proves(&root, 4, i, &k.step_secret(i + 16), &path));
            assert!(!proves(&root, 3, i, &secret, &path[..3]));
        }
        // Tree 1 holds counters 16 … 31.
        let next = Tree::of(&k, 1, 4);
        let root1 = hex::encode(next.root());
        assert_ne!(root, root1);
        assert!(proves(&root1, 4, 17, &k.step_secret(17), &next.path(1)));
    }

    #[test]
    fn a_tree_of_height_zero_is_its_leaf() {
        let k = Seed::generate();
        let tree = Tree::of(&k, 3, 0);
        assert_eq!(tree.root(), leaf(&k.step_secret(3)));
        assert!(tree.path(0).is_empty());
        assert!(proves(
            &hex::encode(tree.root()),
            0,
            3,
            &k.step_secret(3),
            &[]
        ));
    }

    #[test]
    fn v2_seeds_are_not_v1_seeds() {
        let k = Seed::from_hex(&"00".repeat(32)).unwrap();
        assert_ne!(k.v2_roll_seed(0), k.roll_seed(0));
        assert_eq!(k.v2_roll_seed(0), secret_roll_seed(&k.step_secret(0)));
    }
}

#[cfg(test)]
mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Every leaf of every tree is proven by its path, and any change of the secret,
        /// the place, a path hash or the root breaks the proof.
        #[test]
        fn proofs_prove_exactly_their_leaf(
            key in any::<[u8; 32]>(),
            height in 0u32..7,
            tree in 0u64..4,
            pick in any::<u64>(),
            flip in any::<(usize, u8)>(),
        ) {
            let k = Seed(key);
            let t = Tree::of(&k, tree, height);
            let root = hex::encode(t.root());
            let index = pick & ((1u64 << height) - 1);
            let counter = (tree << height) + index;
            let secret = k.step_secret(counter);
            let path = t.path(index as usize);
            prop_assert!(proves(&root, height, counter, &secret, &path));
            let mut other = secret;
            other[flip.0 % 32] ^= flip.1 | 1;
            prop_assert!(!proves(&root, height, counter, &other, &path));
            if height > 0 {
                prop_assert!(!proves(&root, height, counter ^ 1, &secret, &path));
                let mut bent = path.clone();
                bent[flip.0 % path.len()][flip.0 % 32] ^= flip.1 | 1;
                prop_assert!(!proves(&root, height, counter, &secret, &bent));
                prop_assert!(!proves(&root, height - 1, counter, &secret, &path[1..]));
            }
            let other_root = hex::encode(Tree::of(&k, tree + 1, height).root());
            prop_assert!(!proves(&other_root, height, counter, &secret, &path));
        }
    }
}
