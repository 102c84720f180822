//! Fuzzes the stat block readers (keeper-coc7, keeper-classic and keeper-chthonian
//! `statblock`, and the
//! resolve actions in front of them).
//!
//! Input: the stat block text (UTF-8). For every text, in every system:
//! - reading never panics; it gives a block, or an error at a line of the text (1 when
//!   the text is empty);
//! - a block's name is its first non-blank line, trimmed; every attack's damage parses
//!   as dice notation once `DB` is read as 0;
//! - reading the same text twice gives the same answer;
//! - the resolve action answers `ok`, or `bad_field` on `text` with that same line.
#![no_main]

use keeper_dice::Expression;
use libfuzzer_sys::fuzz_target;
use serde_json::json;

fn check_line(text: &str, line: usize) {
    let lines = text.lines().count();
    assert!(line >= 1 && line <= lines.max(1), "{text:?}: line {line} of {lines}");
}

fn check_damage(text: &str, damage: &str) {
    let probe = damage.replace("DB", "0");
    assert!(Expression::parse(&probe).is_ok(), "{text:?}: damage {damage:?}");
}

fn first_line(text: &str) -> &str {
    text.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("")
}

fn resolve_agrees(system: &str, text: &str, line: Option<usize>) {
    let v = keeper_resolve::resolve(&json!({"system": system, "action": "statblock", "text": text}));
    if text.len() > 20_000 {
        assert_eq!(v["error"]["code"], "too_large", "{text:?}: {v}");
        return;
    }
    match line {
        None => assert_eq!(v["ok"], true, "{text:?}: {v}"),
        Some(l) => {
            assert_eq!(v["error"]["code"], "bad_field", "{text:?}: {v}");
            assert_eq!(v["error"]["field"], "text");
            assert_eq!(v["error"]["line"], json!(l), "{text:?}: {v}");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let coc7 = keeper_coc7::parse_statblock(text);
    assert_eq!(coc7, keeper_coc7::parse_statblock(text));
    match &coc7 {
        Ok(b) => {
            assert_eq!(b.name, first_line(text));
            assert!(b.attacks_per_round <= 9_999);
            for a in &b.attacks {
                check_damage(text, &a.damage);
            }
        }
        Err(e) => check_line(text, e.line),
    }
    resolve_agrees("coc7", text, coc7.as_ref().err().map(|e| e.line));

    let classic = keeper_classic::statblock::parse_statblock(text);
    assert_eq!(classic, keeper_classic::statblock::parse_statblock(text));
    match &classic {
        Ok(b) => {
            assert_eq!(b.name, first_line(text));
            for a in &b.attacks {
                check_damage(text, &a.damage);
            }
        }
        Err(e) => check_line(text, e.line),
    }
    resolve_agrees("classic", text, classic.as_ref().err().map(|e| e.line));

    let chthonian = keeper_chthonian::statblock::parse_statblock(text);
    assert_eq!(chthonian, keeper_chthonian::statblock::parse_statblock(text));
    match &chthonian {
        Ok(b) => {
            assert_eq!(b.name, first_line(text));
            assert!(b.traits.iter().all(|t| t.name().is_some_and(|n| !n.trim().is_empty())));
        }
        Err(e) => check_line(text, e.line),
    }
    resolve_agrees("chthonian", text, chthonian.as_ref().err().map(|e| e.line));
});
