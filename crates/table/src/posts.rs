//! Roll tags in play-by-post posts.
//!
//! A post's tags are found by [`scan`]: `[roll]EXPR[/roll]` holds a dice expression or a
//! BCDice-style command of the game's system; `[roll="dM"]N[/roll]` is the classic
//! forum's tag (D3), judged by keeper-classic exactly as the seed says. The tag's
//! delimiters and its limit ([`crate::MAX_TAGS`]) are keeper-classic's; [`scan`] only
//! cuts the post at them, and each tag is read by its own rules. Each tag is one
//! roll step, rolled once when the post is submitted. A roll is bound to its tag *and*
//! to the words around it in the text it was rolled for ([`context`]): every roll is
//! shown with its post always, with those words ([`BoundRoll`]), and a tag of the text as
//! it is now shows a roll inline only if the tag and its words are still those it was
//! rolled with (the words before it; for a roll with none before it, those after it). So an edit that moves text around can never move a kept result to other
//! words ("Spot: 57 Listen: 23" cannot become "Listen: 57 Spot: 23"); a tag an edit
//! added, changed or moved shows as not rolled there.

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
    let lower = tag.to_ascii_lowercase();
    match [OPEN_PLAIN, OPEN_SECRET]
        .into_iter()
        .find(|o| lower.starts_with(o))
    {
        Some(open) => {
            let inner = &tag[open.len()..tag.len() - CLOSE.len()];
            keeper_resolve::dice_or_command(inner, bcdice_game, false)
        }
        None => vec![json!({"system": "classic", "action": "bbcode", "post": tag})],
    }
}

/// A tag's opening, rolled in the open.
const OPEN_PLAIN: &str = "[roll]";
/// A secret tag's opening: rolled for the Keeper's eyes only, like a blind roll.
const OPEN_SECRET: &str = "[roll secret]";

/// Whether `tag` is a secret tag, `[roll secret]EXPR[/roll]`.
pub fn is_secret(tag: &str) -> bool {
    tag.to_ascii_lowercase().starts_with(OPEN_SECRET)
}

/// The response shown for a secret roll to whoever may not see it: only that it is
/// secret, and its hidden entry.
pub fn secret_response(entry: i64) -> Value {
    json!({"secret": true, "entry": entry})
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
        /// The resolve request of its step, for putting the response into words (not
        /// sent: the tag says it).
        #[serde(skip)]
        request: Value,
        /// The resolve response of its step.
        response: Value,
    },
    /// A tag an edit added or changed: never rolled.
    Unrolled {
        /// The tag as typed.
        tag: String,
    },
}

/// How many words on each side of a tag bind its roll to its place.
pub const CONTEXT_WORDS: usize = 6;

/// A roll bound to a post: the tag it was rolled for, with the words around the tag as
/// they were when it was rolled.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoundRoll {
    /// Its place among the post's tags as first posted, from 1 (its permalink's number).
    pub n: usize,
    /// The tag as typed.
    pub tag: String,
    /// Up to [`CONTEXT_WORDS`] words before the tag, on its line, as first posted.
    pub before: String,
    /// Up to [`CONTEXT_WORDS`] words after the tag, on its line, as first posted.
    pub after: String,
    /// The resolve request of its step (`null` for a secret roll the viewer may not
    /// see), for putting the response into words; not sent, the tag says it.
    #[serde(skip)]
    pub request: Value,
    /// The resolve response of its step; for a secret roll the viewer may not see,
    /// only `{"secret": true, "entry": SEQ}`.
    pub response: Value,
    /// Whether the text as it is now still shows it inline, at its tag and words.
    pub in_text: bool,
    /// A secret roll's own hidden entry (its result is read through that entry's
    /// visibility, as a blind roll's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_entry: Option<i64>,
}

/// The words around the tag at `pieces[i]`: the last words of the text before it and the
/// first words of the text after it, each on the tag's own line, up to the next tag.
pub fn context(pieces: &[Piece<'_>], i: usize) -> (String, String) {
    let before = match i.checked_sub(1).and_then(|j| pieces.get(j)) {
        Some(Piece::Text(t)) => {
            let line = t.rsplit('\n').next().unwrap_or("");
            let words: Vec<&str> = line.split_whitespace().collect();
            words[words.len().saturating_sub(CONTEXT_WORDS)..].join(" ")
        }
        _ => String::new(),
    };
    let after = match pieces.get(i + 1) {
        Some(Piece::Text(t)) => t
            .split('\n')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .take(CONTEXT_WORDS)
            .collect::<Vec<_>>()
            .join(" "),
        _ => String::new(),
    };
    (before, after)
}

/// The words of a context as compared: case and the punctuation around words do not
/// count ("Spot:" is "spot"), the words and their order do.
fn words(context: &str) -> Vec<String> {
    context
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .filter(|w| !w.is_empty())
        .collect()
}

/// Whether a tag with the words `here` (before, after) is where a roll rolled with the
/// words `then` was: the words before it unchanged, and, for a roll that had none
/// before it (`[roll]1d100[/roll] for Spot`), the words after it too. So words put
/// after a labelled roll ("Spot: 57 (edited)") leave it in place, while no label can
/// change hands, nor be given to a bare roll after the fact.
fn same_place(then: &(Vec<String>, Vec<String>), here: &(Vec<String>, Vec<String>)) -> bool {
    then.0 == here.0 && (!then.0.is_empty() || then.1 == here.1)
}

/// The rolls of a post first posted as `original`, each with its tag's words there.
pub fn bound(original: &str, steps: &[Value]) -> Vec<BoundRoll> {
    let pieces = scan(original);
    let mut rolls = Vec::with_capacity(steps.len());
    for (i, piece) in pieces.iter().enumerate() {
        let Piece::Tag(tag) = piece else { continue };
        let Some(step) = steps.get(rolls.len()) else {
            break;
        };
        let (before, after) = context(&pieces, i);
        let secret_entry = step.get("secret_entry").and_then(Value::as_i64);
        rolls.push(BoundRoll {
            n: rolls.len() + 1,
            tag: step
                .get("tag")
                .and_then(Value::as_str)
                .unwrap_or(tag)
                .to_owned(),
            before,
            after,
            request: match secret_entry {
                Some(_) => Value::Null,
                None => step.get("request").cloned().unwrap_or(Value::Null),
            },
            response: match secret_entry {
                Some(e) => secret_response(e),
                None => step.get("response").cloned().unwrap_or(Value::Null),
            },
            in_text: false,
            secret_entry,
        });
    }
    rolls
}

/// The post's text as it is now (`body`) in pieces, and its rolls (rolled for the text
/// `original`): a tag shows a roll only where that roll's tag and words still are, each
/// roll at most once; every other tag is not rolled.
pub fn show(body: &str, original: &str, steps: &[Value]) -> (Vec<Shown>, Vec<BoundRoll>) {
    let mut rolls = bound(original, steps);
    let keys: Vec<(Vec<String>, Vec<String>)> = rolls
        .iter()
        .map(|r| (words(&r.before), words(&r.after)))
        .collect();
    let pieces = scan(body);
    let shown = pieces
        .iter()
        .enumerate()
        .map(|(i, piece)| match piece {
            Piece::Text(t) => Shown::Text {
                text: (*t).to_owned(),
            },
            Piece::Tag(tag) => {
                let (before, after) = context(&pieces, i);
                let here = (words(&before), words(&after));
                let found = rolls
                    .iter()
                    .zip(&keys)
                    .position(|(r, k)| !r.in_text && r.tag == *tag && same_place(k, &here));
                match found {
                    Some(k) => {
                        rolls[k].in_text = true;
                        Shown::Roll {
                            tag: (*tag).to_owned(),
                            request: rolls[k].request.clone(),
                            response: rolls[k].response.clone(),
                        }
                    }
                    None => Shown::Unrolled {
                        tag: (*tag).to_owned(),
                    },
                }
            }
        })
        .collect();
    (shown, rolls)
}

/// A piece of what changed from one version of a post to the next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "change", content = "text", rename_all = "snake_case")]
pub enum Change {
    /// Text both versions have.
    Kept(String),
    /// Text the later version added.
    Added(String),
    /// Text the later version removed.
    Removed(String),
}

/// Most words (and spaces) of the differing middle of two versions compared word by
/// word; past it, the middle is shown as removed and added whole.
const DIFF_TOKENS: usize = 1500;

/// What changed from `old` to `new`, word by word (spaces kept, so each side's pieces
/// put together are that side's text).
pub fn diff(old: &str, new: &str) -> Vec<Change> {
    fn tokens(s: &str) -> Vec<&str> {
        let mut out = Vec::new();
        let mut start = 0;
        let mut space = None;
        for (i, c) in s.char_indices() {
            let w = c.is_whitespace();
            if space.is_some_and(|sp| sp != w) {
                out.push(&s[start..i]);
                start = i;
            }
            space = Some(w);
        }
        if start < s.len() {
            out.push(&s[start..]);
        }
        out
    }
    let (a, b) = (tokens(old), tokens(new));
    let prefix = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let suffix = a[prefix..]
        .iter()
        .rev()
        .zip(b[prefix..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (ma, mb) = (&a[prefix..a.len() - suffix], &b[prefix..b.len() - suffix]);
    let mut out: Vec<Change> = Vec::new();
    let mut push = |c: Change| {
        let (text, same) = match (&c, out.last_mut()) {
            (Change::Kept(t), Some(Change::Kept(l)))
            | (Change::Added(t), Some(Change::Added(l)))
            | (Change::Removed(t), Some(Change::Removed(l))) => (t.clone(), Some(l)),
            _ => (String::new(), None),
        };
        match same {
            Some(l) => l.push_str(&text),
            None => out.push(c),
        }
    };
    if prefix > 0 {
        push(Change::Kept(a[..prefix].concat()));
    }
    if ma.len() > DIFF_TOKENS || mb.len() > DIFF_TOKENS {
        if !ma.is_empty() {
            push(Change::Removed(ma.concat()));
        }
        if !mb.is_empty() {
            push(Change::Added(mb.concat()));
        }
    } else {
        // Longest common subsequence of the middles, then walked from the start.
        let (n, m) = (ma.len(), mb.len());
        let mut lcs = vec![0u16; (n + 1) * (m + 1)];
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                lcs[i * (m + 1) + j] = if ma[i] == mb[j] {
                    lcs[(i + 1) * (m + 1) + j + 1] + 1
                } else {
                    lcs[(i + 1) * (m + 1) + j].max(lcs[i * (m + 1) + j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < n || j < m {
            if i < n && j < m && ma[i] == mb[j] {
                push(Change::Kept(ma[i].to_owned()));
                i += 1;
                j += 1;
            } else if i < n && (j == m || lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1]) {
                push(Change::Removed(ma[i].to_owned()));
                i += 1;
            } else {
                push(Change::Added(mb[j].to_owned()));
                j += 1;
            }
        }
    }
    if suffix > 0 {
        push(Change::Kept(a[a.len() - suffix..].concat()));
    }
    out
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
        let r = tag_requests("[ROLL SECRET]1d100[/roll]", None);
        assert_eq!(r[0]["expr"], "1d100");
        assert!(is_secret("[Roll Secret]1d100[/roll]") && !is_secret("[roll]1d100[/roll]"));
        assert_eq!(
            scan("a [roll secret]1d6[/roll]")[1],
            Piece::Tag("[roll secret]1d6[/roll]")
        );
    }

    #[test]
    fn an_edit_keeps_the_rolls_and_marks_new_tags() {
        let original = "now [roll]1d6[/roll]";
        let steps = vec![json!({"tag": "[roll]1d6[/roll]", "response": {"ok": true}})];
        let (shown, rolls) = show(
            "now [roll]1d6[/roll]\nand [roll]1d8[/roll]",
            original,
            &steps,
        );
        assert!(matches!(shown[1], Shown::Roll { .. }));
        assert!(matches!(shown[3], Shown::Unrolled { .. }));
        assert_eq!(rolls.len(), 1);
        assert!(rolls[0].in_text);
        assert_eq!(rolls[0].before, "now");
    }

    fn totals(shown: &[Shown]) -> Vec<Option<i64>> {
        shown
            .iter()
            .filter_map(|p| match p {
                Shown::Text { .. } => None,
                Shown::Roll { response, .. } => Some(response["total"].as_i64()),
                Shown::Unrolled { .. } => Some(None),
            })
            .collect()
    }

    #[test]
    fn a_kept_result_never_moves_to_other_words() {
        let original = "Spot: [roll]1d100[/roll] Listen: [roll]1d100[/roll]";
        let steps = vec![
            json!({"tag": "[roll]1d100[/roll]", "response": {"total": 57}}),
            json!({"tag": "[roll]1d100[/roll]", "response": {"total": 23}}),
        ];
        let (shown, rolls) = show(original, original, &steps);
        assert_eq!(totals(&shown), [Some(57), Some(23)]);
        assert_eq!(
            (rolls[0].before.as_str(), rolls[1].before.as_str()),
            ("Spot:", "Listen:")
        );
        // The labels swapped: each result stays with its own word, never the tag's.
        let (shown, rolls) = show(
            "Listen: [roll]1d100[/roll] Spot: [roll]1d100[/roll]",
            original,
            &steps,
        );
        assert_eq!(totals(&shown), [Some(23), Some(57)]);
        assert!(rolls.iter().all(|r| r.in_text));
        assert_eq!(rolls[0].response["total"], 57);
        // A label changed: that roll is no longer shown there.
        let (shown, rolls) = show(
            "Hide: [roll]1d100[/roll] Listen: [roll]1d100[/roll]",
            original,
            &steps,
        );
        assert_eq!(totals(&shown), [None, Some(23)]);
        assert!(!rolls[0].in_text);
        assert_eq!(rolls[0].before, "Spot:");
        // Lines swapped with their words: each result goes with its own words.
        let original = "Spot: [roll]1d100[/roll]\nListen: [roll]1d100[/roll]";
        let (shown, _) = show(
            "Listen: [roll]1d100[/roll]\nSpot: [roll]1d100[/roll]",
            original,
            &steps,
        );
        assert_eq!(totals(&shown), [Some(23), Some(57)]);
        // Punctuation and case are not the words; dropping the words is a move.
        let (shown, _) = show(
            "spot [roll]1d100[/roll]!\nListen: [roll]1d100[/roll]",
            original,
            &steps,
        );
        assert_eq!(totals(&shown), [Some(57), Some(23)]);
        let (shown, _) = show(
            "[roll]1d100[/roll]\nListen: [roll]1d100[/roll]",
            original,
            &steps,
        );
        assert_eq!(totals(&shown), [None, Some(23)]);
        // Words given to a roll that had none would choose, after the fact, what it was
        // for: not shown there either.
        let bare = "[roll]1d100[/roll]\n[roll]1d100[/roll]";
        let (shown, _) = show(
            "Spot: [roll]1d100[/roll]\nListen: [roll]1d100[/roll]",
            bare,
            &steps,
        );
        assert_eq!(totals(&shown), [None, None]);
        // Words added after a labelled roll leave it where it is; a roll labelled only by
        // the words after it is bound by them.
        let (shown, _) = show(
            "Spot: [roll]1d100[/roll] (edited)\nListen: [roll]1d100[/roll]",
            original,
            &steps,
        );
        assert_eq!(totals(&shown), [Some(57), Some(23)]);
        let after = "[roll]1d100[/roll] for Spot, [roll]1d100[/roll] for Listen";
        let (shown, _) = show(
            "[roll]1d100[/roll] for Listen, [roll]1d100[/roll] for Spot",
            after,
            &steps,
        );
        assert_eq!(totals(&shown), [None, None]);
        let (shown, _) = show(after, after, &steps);
        assert_eq!(totals(&shown), [Some(57), Some(23)]);
        // A copy of a tag with its words shows its roll once.
        let (shown, _) = show(
            "Spot: [roll]1d100[/roll]\nSpot: [roll]1d100[/roll]",
            original,
            &steps,
        );
        assert_eq!(totals(&shown), [Some(57), None]);
    }

    #[test]
    fn context_is_the_words_on_the_tags_line() {
        let pieces = scan("a b c d e f g h: [roll]1d6[/roll] x y\nnext line");
        assert_eq!(
            context(&pieces, 1),
            ("c d e f g h:".to_owned(), "x y".to_owned())
        );
        let pieces = scan("[roll]1d6[/roll][roll]1d6[/roll]");
        assert_eq!(context(&pieces, 0), (String::new(), String::new()));
    }

    #[test]
    fn a_diff_puts_each_version_back_together() {
        let (old, new) = (
            "I search the desk. Spot: 57",
            "I search the old desk! Spot: 57",
        );
        let changes = diff(old, new);
        let side = |keep_added: bool| {
            changes
                .iter()
                .filter_map(|c| match c {
                    Change::Kept(t) => Some(t.as_str()),
                    Change::Added(t) if keep_added => Some(t.as_str()),
                    Change::Removed(t) if !keep_added => Some(t.as_str()),
                    _ => None,
                })
                .collect::<String>()
        };
        assert_eq!(side(false), old);
        assert_eq!(side(true), new);
        assert!(changes.contains(&Change::Added("old desk!".to_owned())));
        assert!(changes.contains(&Change::Removed("desk.".to_owned())));
        assert_eq!(diff("same", "same"), [Change::Kept("same".to_owned())]);
        let words = |w: &str| {
            (0..2000)
                .map(|i| format!("{w}{i}"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let (long_old, long_new) = (words("a"), words("b"));
        assert_eq!(diff(&long_old, &long_new).len(), 2);
    }
}
