//! The hash chain of a game's log.
//!
//! Entry `seq` (from 1) hashes its header: SHA-256 of the UTF-8 text
//! `keeper-log-v1\n{game}\n{seq}\n{kind}\n{visibility}\n{actor}\n{created_at}\n{body_hash}\n{prev_hash}`,
//! where `body_hash` is SHA-256 of the stored body text and `prev_hash` the hash of
//! entry `seq − 1` ([`GENESIS`] for the first). Anyone can check the chain from the
//! headers alone; a body is checked against its `body_hash` by whoever may read it.
//! Hidden bodies carry a random `nonce`, so their hash reveals nothing about them.

use sha2::{Digest, Sha256};

/// The `prev_hash` of a game's first entry.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// The fields of an entry that its hash covers.
#[derive(Debug, Clone, Copy)]
pub struct Header<'a> {
    /// The game's id.
    pub game: &'a str,
    /// Position in the game's log, from 1.
    pub seq: i64,
    /// What the entry records (`roll`, `post`, …).
    pub kind: &'a str,
    /// `public`, `keeper` or `private`.
    pub visibility: &'a str,
    /// The member who caused it.
    pub actor: &'a str,
    /// When, RFC 3339 UTC.
    pub created_at: &'a str,
    /// SHA-256 of the body text, hex.
    pub body_hash: &'a str,
    /// The previous entry's hash.
    pub prev_hash: &'a str,
}

/// SHA-256 of `text`, lowercase hex.
pub fn sha256_hex(text: &str) -> String {
    hex_of(&Sha256::digest(text.as_bytes()).into())
}

/// A digest in lowercase hex, written in one pass (every entry writes two, every
/// request with a token one more).
fn hex_of(digest: &[u8; 32]) -> String {
    let mut out = [0u8; 64];
    hex::encode_to_slice(digest, &mut out).expect("64 hex digits for 32 bytes");
    std::str::from_utf8(&out)
        .expect("hex digits are ASCII")
        .to_owned()
}

/// The hash of an entry with this header.
pub fn entry_hash(h: &Header<'_>) -> String {
    // Fed to the hash piece by piece: the same bytes as the header's text, without
    // writing that text out first.
    let mut hasher = Sha256::new();
    hasher.update(b"keeper-log-v1");
    let seq = h.seq.to_string();
    for field in [
        h.game,
        &seq,
        h.kind,
        h.visibility,
        h.actor,
        h.created_at,
        h.body_hash,
        h.prev_hash,
    ] {
        hasher.update(b"\n");
        hasher.update(field.as_bytes());
    }
    hex_of(&hasher.finalize().into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_is_of_the_header_text() {
        let h = Header {
            game: "g1",
            seq: 42,
            kind: "roll",
            visibility: "keeper",
            actor: "m é",
            created_at: "2026-12-02T06:00:00.000Z",
            body_hash: &sha256_hex("{}"),
            prev_hash: GENESIS,
        };
        let text = format!(
            "keeper-log-v1\n{}\n{}\n{}\n{}\n{}\n{}\n{}\n{}",
            h.game, h.seq, h.kind, h.visibility, h.actor, h.created_at, h.body_hash, h.prev_hash
        );
        assert_eq!(entry_hash(&h), sha256_hex(&text));
        assert_eq!(
            sha256_hex(&text),
            hex::encode(Sha256::digest(text.as_bytes()))
        );
    }

    #[test]
    fn every_header_field_is_covered() {
        let base = Header {
            game: "g",
            seq: 1,
            kind: "roll",
            visibility: "public",
            actor: "m",
            created_at: "2026-01-01T00:00:00Z",
            body_hash: &sha256_hex("{}"),
            prev_hash: GENESIS,
        };
        let h = entry_hash(&base);
        for changed in [
            Header { game: "h", ..base },
            Header { seq: 2, ..base },
            Header {
                kind: "post",
                ..base
            },
            Header {
                visibility: "keeper",
                ..base
            },
            Header { actor: "n", ..base },
            Header {
                created_at: "2026-01-01T00:00:01Z",
                ..base
            },
            Header {
                body_hash: GENESIS,
                ..base
            },
            Header {
                prev_hash: &h,
                ..base
            },
        ] {
            assert_ne!(entry_hash(&changed), h);
        }
    }
}
