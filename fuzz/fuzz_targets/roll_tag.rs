//! Fuzzes the forum's roll-tag parser (keeper-classic `tag::roll_post`).
//!
//! Input: the post text (UTF-8), optionally followed by a NUL byte and bytes that seed
//! the dice. For every post:
//! - rolling never panics, and a post within the length limit always answers;
//! - every reported tag starts at a `[roll` at its 0-based character offset, offsets
//!   increase, and nothing is both rolled and reported;
//! - each roll's faces lie on its die, its total is their sum, its count is 1–100, and
//!   the post's dice stay within the limit;
//! - `rendered` is safe: with keeper's own `[b]`/`[/b]` removed it holds no `[`, `]`,
//!   `<`, `>`, `"` or `'`, no control character but line breaks and tabs, and no
//!   bidirectional control; every `&` starts an entity keeper writes;
//! - the same post replays identically from its own recorded faces.
#![no_main]

use keeper_classic::tag::{self, MAX_DICE, MAX_DICE_PER_TAG, MAX_TAGS};
use keeper_dice::{Recorded, SeededDice, SuppliedDice};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (text, tail) = match data.iter().position(|&b| b == 0) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &[][..]),
    };
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let seed = tail
        .iter()
        .take(8)
        .fold(0x726f_6c6cu64, |s, &b| s.rotate_left(8) ^ u64::from(b));
    let mut recorded = Recorded::new(SeededDice::new(seed));
    let post = match tag::roll_post(text, &mut recorded) {
        Ok(p) => p,
        Err(e) => {
            assert!(
                text.chars().count() > tag::MAX_POST_CHARS,
                "{text:?}: {e:?}"
            );
            return;
        }
    };
    let chars: Vec<char> = text.chars().collect();

    // Reported tags sit where they say, in order.
    let mut last = None;
    for e in &post.errors {
        assert!(
            e.start < chars.len(),
            "{text:?}: start {} past the end",
            e.start
        );
        let head: String = chars[e.start..].iter().take(5).collect();
        assert_eq!(head.to_ascii_lowercase(), "[roll", "{text:?}: {e:?}");
        assert!(
            last.is_none_or(|l| l < e.start),
            "{text:?}: errors out of order"
        );
        last = Some(e.start);
        assert!(
            !post.rolls.iter().any(|r| r.start == e.start),
            "{text:?}: rolled and reported"
        );
    }
    assert!(post.rolls.len() <= MAX_TAGS);

    // Rolls are consistent and within the limits.
    let mut dice = 0;
    for r in &post.rolls {
        assert!(tag::DICE.contains(&r.sides));
        assert!((1..=MAX_DICE_PER_TAG).contains(&r.count));
        assert_eq!(r.faces.len(), r.count as usize);
        assert!(
            r.faces.iter().all(|&f| (1..=r.sides).contains(&f)),
            "{text:?}: {r:?}"
        );
        assert_eq!(r.total, r.faces.iter().sum::<u32>());
        let head: String = chars[r.start..].iter().take(5).collect();
        assert_eq!(head.to_ascii_lowercase(), "[roll");
        dice += r.count;
    }
    assert!(dice <= MAX_DICE);

    // The rendered text is safe to embed in HTML.
    let stripped = post.rendered.replace("[b]", "").replace("[/b]", "");
    for c in stripped.chars() {
        assert!(
            !matches!(c, '[' | ']' | '<' | '>' | '"' | '\''),
            "{text:?}: {c:?} in {stripped:?}"
        );
        assert!(
            !c.is_control() || c == '\n' || c == '\t',
            "{text:?}: control {c:?}"
        );
        assert!(
            !matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}'),
            "{text:?}: bidi control"
        );
    }
    for (i, _) in stripped.match_indices('&') {
        let rest = &stripped[i..];
        assert!(
            ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;", "&#91;", "&#93;"]
                .iter()
                .any(|e| rest.starts_with(e)),
            "{text:?}: stray & in {stripped:?}"
        );
    }
    assert_eq!(
        post.rendered.matches("[b]").count(),
        2 * post.rolls.len(),
        "{text:?}"
    );

    // Replays from its own faces.
    let (_, faces) = recorded.into_parts();
    let mut supplied = SuppliedDice::new(faces);
    let again = tag::roll_post(text, &mut supplied).expect("replay");
    assert_eq!(again, post, "{text:?}: replay differs");
    assert!(supplied.unused().is_empty());
});
