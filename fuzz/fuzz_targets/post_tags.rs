//! Fuzzes the table's play-by-post tag scanner (keeper-table `posts::scan`, `show`).
//!
//! For every post:
//! - scanning never panics, and the pieces put back together are the post, byte for byte;
//! - every tag starts with `[roll` and ends with `[/roll]` (ignoring case), and no two
//!   text pieces are adjacent;
//! - showing the post with every tag bound to a step of its own text marks every tag
//!   rolled; with no steps, every tag is marked not rolled.
#![no_main]

use keeper_table::posts::{self, Piece, Shown};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(body) = std::str::from_utf8(data) else {
        return;
    };
    let pieces = posts::scan(body);
    let mut joined = String::new();
    let mut tags = Vec::new();
    let mut last_was_text = false;
    for p in &pieces {
        match p {
            Piece::Text(t) => {
                assert!(!last_was_text, "{body:?}: adjacent text pieces");
                assert!(!t.is_empty());
                last_was_text = true;
                joined.push_str(t);
            }
            Piece::Tag(t) => {
                let lower = t.to_ascii_lowercase();
                assert!(lower.starts_with("[roll"), "{body:?}: {t:?}");
                assert!(lower.ends_with("[/roll]"), "{body:?}: {t:?}");
                last_was_text = false;
                tags.push(*t);
                joined.push_str(t);
            }
        }
    }
    assert_eq!(joined, body);

    let steps: Vec<serde_json::Value> = tags
        .iter()
        .map(|t| serde_json::json!({"tag": t, "response": {"ok": true}}))
        .collect();
    let shown = posts::show(body, &steps);
    assert_eq!(shown.len(), pieces.len());
    assert!(!shown.iter().any(|s| matches!(s, Shown::Unrolled { .. })));
    let bare = posts::show(body, &[]);
    assert_eq!(
        bare.iter().filter(|s| matches!(s, Shown::Unrolled { .. })).count(),
        tags.len()
    );
});
