//! Roll tags in play-by-post posts.
//!
//! A post's tags are found by [`scan`]: `[roll]EXPR[/roll]` holds a dice expression or a
//! BCDice-style command of the game's system; `[roll="dM"]N[/roll]` is the classic
//! forum's tag (D3), judged by keeper-classic exactly as the seed says. The tag's
//! delimiters and its limit ([`crate::MAX_TAGS`]) are keeper-classic's; [`scan`] only
//! cuts the post at them, and each tag is read by its own rules. Each tag is one
//! roll step, rolled once when the post is submitted. When a post is shown, the k-th
//! tag of its text shows the k-th step's result if it is still the same tag; a tag an
//! edit added or changed shows as not rolled.

use keeper_classic::tag::{CLOSE, OPEN};
use serde::Serialize;
use serde_json::{Value, json};

/// A piece of a post's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece<'a> {
    /// Text between tags, as typed.
    Text(&'a str),
    /// A whole tag, from `[roll` to `[/roll]`.
    Tag(&'a str),
}

/// The post split into text and tags, in order.
pub fn scan(body: &str) -> Vec<Piece<'_>> {
    let lower = body.to_ascii_lowercase();
    let mut pieces = Vec::new();
    let mut at = 0;
    let mut from = 0;
    while let Some(found) = lower[from..].find(OPEN) {
        let start = from + found;
        let after = lower.as_bytes().get(start + OPEN.len()).copied();
        // `[rolling]` is text: a tag name ends at `]`, `=` or a space.
        if !matches!(after, Some(b']' | b'=' | b' ')) {
            from = start + OPEN.len();
            continue;
        }
        let Some(close) = lower[start..].find(CLOSE) else {
            break;
        };
        let end = start + close + CLOSE.len();
        if start > at {
            pieces.push(Piece::Text(&body[at..start]));
        }
        pieces.push(Piece::Tag(&body[start..end]));
        at = end;
        from = end;
    }
    if at < body.len() {
        pieces.push(Piece::Text(&body[at..]));
    }
    pieces
}

/// The resolve requests a tag is tried as, in order: a `[roll]` tag's text as
/// [`keeper_resolve::dice_or_command`] decides, the forum's tag as classic's `bbcode`.
pub fn tag_requests(tag: &str, bcdice_game: Option<&str>) -> Vec<Value> {
    if tag.to_ascii_lowercase().starts_with("[roll]") {
        let inner = &tag["[roll]".len()..tag.len() - CLOSE.len()];
        keeper_resolve::dice_or_command(inner, bcdice_game, false)
    } else {
        vec![json!({"system": "classic", "action": "bbcode", "post": tag})]
    }
}

/// A post as shown: its current text in pieces, each tag with its bound roll.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Shown {
    /// Text as typed (to be escaped by whoever renders it).
    Text {
        /// The text.
        text: String,
    },
    /// A tag with the roll it was bound to when the post was submitted.
    Roll {
        /// The tag as typed.
        tag: String,
        /// The resolve response of its step.
        response: Value,
    },
    /// A tag an edit added or changed: never rolled.
    Unrolled {
        /// The tag as typed.
        tag: String,
    },
}

/// Pairs the current text's tags with the steps rolled for the original text.
pub fn show(body: &str, steps: &[Value]) -> Vec<Shown> {
    let mut k = 0;
    scan(body)
        .into_iter()
        .map(|piece| match piece {
            Piece::Text(t) => Shown::Text { text: t.to_owned() },
            Piece::Tag(tag) => {
                let step = steps.get(k);
                k += 1;
                match step {
                    Some(s) if s.get("tag").and_then(Value::as_str) == Some(tag) => Shown::Roll {
                        tag: tag.to_owned(),
                        response: s.get("response").cloned().unwrap_or(Value::Null),
                    },
                    _ => Shown::Unrolled {
                        tag: tag.to_owned(),
                    },
                }
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_text() {
        let pieces = scan("I look [roll]1d100[/roll] and [ROLL=\"d6\"]2[/ROLL]! [rolling] [roll]x");
        assert_eq!(
            pieces,
            vec![
                Piece::Text("I look "),
                Piece::Tag("[roll]1d100[/roll]"),
                Piece::Text(" and "),
                Piece::Tag("[ROLL=\"d6\"]2[/ROLL]"),
                Piece::Text("! [rolling] [roll]x"),
            ]
        );
    }

    #[test]
    fn requests_by_tag_kind() {
        let r = tag_requests("[roll] CC<=50 [/roll]", Some("Cthulhu7th"));
        assert_eq!(r[0]["expr"], "CC<=50");
        assert_eq!(r[1]["command"], "CC<=50");
        let r = tag_requests("[roll=\"d6\"]2[/roll]", None);
        assert_eq!(r[0]["action"], "bbcode");
    }

    #[test]
    fn an_edit_keeps_the_rolls_and_marks_new_tags() {
        let steps = vec![json!({"tag": "[roll]1d6[/roll]", "response": {"ok": true}})];
        let shown = show("now [roll]1d6[/roll] and [roll]1d8[/roll]", &steps);
        assert!(matches!(shown[1], Shown::Roll { .. }));
        assert!(matches!(shown[3], Shown::Unrolled { .. }));
    }
}
