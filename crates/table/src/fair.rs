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
}
