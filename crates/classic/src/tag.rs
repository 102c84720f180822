//! The forum's roll tag (D3): `[roll="d6"]2[/roll]` in a post.
//!
//! [`roll_post`] finds every tag of a post, rolls each well-formed one once (in the
//! order they appear) and renders the post twice: as BBCode ([`Post::rendered`]) and as
//! plain text ([`Post::plain`]). A malformed tag is never rolled: it is reported in
//! [`Post::errors`] with its 0-based character offset and kept in the text as written.
//!
//! # The tag
//! `[roll="dF"]N[/roll]`: the die in straight double quotes (`"d6"`, `"D6"`, or just
//! the number of faces, `"6"`), one of d2, d3, d4, d6, d8, d10, d12, d20, d100; N the
//! number of dice (digits, spaces around them allowed), omitted for one die. The tag
//! name is matched ignoring case (`[ROLL=…]`), and spaces are allowed around `=` and
//! before `]`. A d3 is rolled as a d6 and read 1–2 → 1, 3–4 → 2, 5–6 → 3 (D2).
//!
//! `[roll` followed by anything but `=`, `]` or a space is ordinary text (`[rolling]`).
//! A `[/roll]` with no opening tag is ordinary text.
//!
//! # Malformed tags ([`TagProblem`])
//! No quotes around the die; an unknown die; a count of 0, above
//! [`MAX_DICE_PER_TAG`] or not a number; no `]` or no `[/roll]` (unclosed); a tag
//! inside another one (nested: the outer tag is reported, and nothing inside it is
//! rolled); more than [`MAX_DICE`] dice in one post. From the tag after the
//! [`MAX_TAGS`]th on, the rest of the post is kept as text and reported once
//! ([`TagProblem::TooManyTags`]).
//!
//! # Safe to embed in HTML
//! [`Post::rendered`] is meant to be shown as HTML, either directly or through a
//! forum's BBCode-to-HTML renderer. "Safe" means that nothing the poster typed can
//! become markup or a forged roll:
//! - the characters `& < > " '` of the post are written as the HTML entities `&amp;`
//!   `&lt;` `&gt;` `&quot;` `&#39;`, so no HTML element, attribute or entity of the
//!   poster's survives;
//! - `[` and `]` of the post are written as `&#91;` and `&#93;`, so the only BBCode in
//!   `rendered` is the `[b]…[/b]` keeper writes around a roll: the poster can neither
//!   open `[url=javascript:…]`, `[img]` or `[color]` tags nor type text that looks like
//!   a rolled result in bold;
//! - control characters other than line breaks and tabs, and the Unicode bidirectional
//!   controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), which could make
//!   a roll read backwards, become U+FFFD.
//!
//! [`Post::plain`] is the post as typed with the tags replaced: plain text, never to be
//! embedded in HTML without escaping.

use keeper_dice::{DiceSource, Die};
use keeper_i18n::{Localize, Message};

use crate::dice::d3_of_d6;
use crate::error::Error;

/// Most roll tags in one post; later tags are reported ([`TagProblem::TooManyTags`]).
pub const MAX_TAGS: usize = 50;
/// How a roll tag opens (any case), before `=`, `]` or white space.
pub const OPEN: &str = "[roll";
/// How a roll tag closes (any case).
pub const CLOSE: &str = "[/roll]";
/// Most dice in one tag; a larger count is "absurd" ([`TagProblem::BadCount`]).
pub const MAX_DICE_PER_TAG: u32 = 100;
/// Most dice in one post; a tag that would pass it is reported
/// ([`TagProblem::TooManyDice`]).
pub const MAX_DICE: u32 = 500;
/// Longest post read, in characters.
pub const MAX_POST_CHARS: usize = 100_000;

/// The dice the tag accepts (D3).
pub const DICE: [u32; 9] = [2, 3, 4, 6, 8, 10, 12, 20, 100];

/// A post with its tags rolled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Post {
    /// BBCode, safe to embed in HTML (see the module documentation).
    pub rendered: String,
    /// Plain text: the post as typed with each good tag replaced by its roll.
    pub plain: String,
    /// The rolls, in the order of the tags.
    pub rolls: Vec<TagRoll>,
    /// The malformed tags, in the order they appear.
    pub errors: Vec<TagError>,
}

/// One tag rolled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TagRoll {
    /// The die's faces (3 for a d3, though it is read from a d6).
    pub sides: u32,
    /// How many dice.
    pub count: u32,
    /// Each die's face (for a d3, the d3 face).
    pub faces: Vec<u32>,
    /// Their sum.
    pub total: u32,
    /// The tag's 0-based character offset in the post.
    pub start: usize,
}

impl TagRoll {
    /// The roll as text: `2d6 (3, 5) = 8`.
    pub fn text(&self) -> String {
        format!(
            "{}d{} ({}) = {}",
            self.count,
            self.sides,
            join(&self.faces),
            self.total
        )
    }

    /// The roll as BBCode: `[b]2d6[/b] (3, 5) = [b]8[/b]`.
    pub fn bbcode(&self) -> String {
        format!(
            "[b]{}d{}[/b] ({}) = [b]{}[/b]",
            self.count,
            self.sides,
            join(&self.faces),
            self.total
        )
    }
}

/// A malformed tag: reported, never rolled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TagError {
    /// The tag as written (at most 200 characters of it).
    pub tag: String,
    /// Its 0-based character offset in the post.
    pub start: usize,
    /// What is wrong.
    pub problem: TagProblem,
}

/// What is wrong with a tag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TagProblem {
    /// The die is not in straight double quotes (`[roll=d6]`).
    NoQuotes,
    /// No die at all (`[roll]2[/roll]`).
    NoDie,
    /// A die that is not one of [`DICE`] (`"d7"`).
    UnknownDie(String),
    /// A count of 0, above [`MAX_DICE_PER_TAG`], or not a number.
    BadCount(String),
    /// No `]` closing the opening tag, or no `[/roll]`.
    Unclosed,
    /// A roll tag inside this one.
    Nested,
    /// More than [`MAX_TAGS`] tags in the post: this one and the rest of the post are
    /// not read.
    TooManyTags,
    /// The post's dice would pass [`MAX_DICE`].
    TooManyDice,
}

impl TagProblem {
    /// The problem's short name: `no_quotes`, `no_die`, `unknown_die`, `bad_count`,
    /// `unclosed`, `nested`, `too_many_tags`, `too_many_dice`.
    pub fn as_str(&self) -> &'static str {
        match self {
            TagProblem::NoQuotes => "no_quotes",
            TagProblem::NoDie => "no_die",
            TagProblem::UnknownDie(_) => "unknown_die",
            TagProblem::BadCount(_) => "bad_count",
            TagProblem::Unclosed => "unclosed",
            TagProblem::Nested => "nested",
            TagProblem::TooManyTags => "too_many_tags",
            TagProblem::TooManyDice => "too_many_dice",
        }
    }
}

impl Localize for TagError {
    fn message(&self) -> Message {
        let m = Message::new(match self.problem {
            TagProblem::NoQuotes => "classic-tag-no-quotes",
            TagProblem::NoDie => "classic-tag-no-die",
            TagProblem::UnknownDie(_) => "classic-tag-unknown-die",
            TagProblem::BadCount(_) => "classic-tag-bad-count",
            TagProblem::Unclosed => "classic-tag-unclosed",
            TagProblem::Nested => "classic-tag-nested",
            TagProblem::TooManyTags => "classic-tag-too-many-tags",
            TagProblem::TooManyDice => "classic-tag-too-many-dice",
        });
        let m = match &self.problem {
            TagProblem::UnknownDie(d) => m.text("die", d.clone()),
            TagProblem::BadCount(c) => m.text("count", c.clone()),
            _ => m,
        };
        m.int("start", self.start as i64)
            .int("max_per_tag", i64::from(MAX_DICE_PER_TAG))
            .int("max_tags", MAX_TAGS as i64)
            .int("max_dice", i64::from(MAX_DICE))
    }
}

/// Rolls every good tag of `post` once, in order, and renders it.
pub fn roll_post(post: &str, dice: &mut dyn DiceSource) -> Result<Post, Error> {
    let text: Vec<char> = post.chars().collect();
    if text.len() > MAX_POST_CHARS {
        return Err(Error::PostTooLong { chars: text.len() });
    }
    let mut out = Post {
        rendered: String::new(),
        plain: String::new(),
        rolls: Vec::new(),
        errors: Vec::new(),
    };
    let mut tags = 0usize;
    let mut dice_used = 0u32;
    let mut i = 0;
    let mut text_from = 0;
    while i < text.len() {
        if !opens_tag(&text, i) {
            i += 1;
            continue;
        }
        push_text(&mut out, &text[text_from..i]);
        tags += 1;
        if tags > MAX_TAGS {
            // The rest of the post is kept as text and reported once: scanning stops
            // here, so a post of many tags costs at most MAX_TAGS scans.
            let tag: String = text[i..].iter().take(200).collect();
            out.errors.push(TagError {
                tag,
                start: i,
                problem: TagProblem::TooManyTags,
            });
            text_from = i;
            break;
        }
        let scanned = scan_tag(&text, i);
        let end = scanned.end;
        let mut outcome = scanned.outcome;
        if let Ok((_, count)) = outcome
            && dice_used + count > MAX_DICE
        {
            outcome = Err(TagProblem::TooManyDice);
        }
        match outcome {
            Ok((sides, count)) => {
                dice_used += count;
                let mut faces = Vec::with_capacity(count as usize);
                for _ in 0..count {
                    let face = if sides == 3 {
                        d3_of_d6(dice.face(Die::D(6))?)
                    } else {
                        dice.face(Die::D(sides))?
                    };
                    faces.push(face as u32);
                }
                let roll = TagRoll {
                    sides,
                    count,
                    total: faces.iter().sum(),
                    faces,
                    start: i,
                };
                out.rendered.push_str(&roll.bbcode());
                out.plain.push_str(&roll.text());
                out.rolls.push(roll);
            }
            Err(problem) => {
                let tag: String = text[i..end].iter().take(200).collect();
                push_text(&mut out, &text[i..end]);
                out.errors.push(TagError {
                    tag,
                    start: i,
                    problem,
                });
            }
        }
        i = end;
        text_from = end;
    }
    push_text(&mut out, &text[text_from..]);
    Ok(out)
}

/// What scanning one tag found: where it ends (exclusive) and the die and count.
struct Scanned {
    end: usize,
    outcome: Result<(u32, u32), TagProblem>,
}

/// Whether a roll tag opens at `i`: `[roll` followed by `=`, `]` or white space.
fn opens_tag(text: &[char], i: usize) -> bool {
    starts_with(text, i, OPEN)
        && matches!(text.get(i + OPEN.len()), Some(c) if *c == '=' || *c == ']' || c.is_whitespace())
}

/// Whether `[/roll]` closes at `i`.
fn closes_tag(text: &[char], i: usize) -> bool {
    starts_with(text, i, CLOSE)
}

fn starts_with(text: &[char], i: usize, word: &str) -> bool {
    let n = word.chars().count();
    i + n <= text.len()
        && text[i..i + n]
            .iter()
            .zip(word.chars())
            .all(|(a, b)| a.to_ascii_lowercase() == b)
}

fn scan_tag(text: &[char], start: usize) -> Scanned {
    // The opening tag: up to the first `]`, which must come before any line break or
    // the next `[`.
    let mut j = start + OPEN.len();
    let mut close = None;
    while j < text.len() {
        match text[j] {
            ']' => {
                close = Some(j);
                break;
            }
            '[' | '\n' => break,
            _ => j += 1,
        }
    }
    let Some(close) = close else {
        return Scanned {
            end: j,
            outcome: Err(TagProblem::Unclosed),
        };
    };
    let attr: String = text[start + OPEN.len()..close].iter().collect();
    let die = die_of(&attr);
    // The body: up to the matching `[/roll]`, counting nested openings.
    let body_start = close + 1;
    let mut depth = 0usize;
    let mut nested = false;
    let mut k = body_start;
    let mut body_end = None;
    while k < text.len() {
        if opens_tag(text, k) {
            nested = true;
            depth += 1;
            k += OPEN.len();
        } else if closes_tag(text, k) {
            if depth == 0 {
                body_end = Some(k);
                break;
            }
            depth -= 1;
            k += CLOSE.len();
        } else {
            k += 1;
        }
    }
    let Some(body_end) = body_end else {
        // Unclosed: report the opening tag alone, so the rest of the post is still read.
        return Scanned {
            end: body_start,
            outcome: Err(TagProblem::Unclosed),
        };
    };
    let end = body_end + CLOSE.len();
    if nested {
        return Scanned {
            end,
            outcome: Err(TagProblem::Nested),
        };
    }
    let outcome = die.and_then(|sides| {
        let body: String = text[body_start..body_end].iter().collect();
        count_of(&body).map(|count| (sides, count))
    });
    Scanned { end, outcome }
}

/// The die of the attribute part of an opening tag (`="d6"`, with spaces allowed).
fn die_of(attr: &str) -> Result<u32, TagProblem> {
    let attr = attr.trim();
    let Some(value) = attr.strip_prefix('=') else {
        return Err(if attr.is_empty() {
            TagProblem::NoDie
        } else {
            TagProblem::NoQuotes
        });
    };
    let value = value.trim();
    if value.is_empty() {
        return Err(TagProblem::NoDie);
    }
    let Some(inner) = value
        .strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .filter(|_| value.len() >= 2)
    else {
        return Err(TagProblem::NoQuotes);
    };
    let digits = inner.trim();
    let digits = digits.strip_prefix(['d', 'D']).unwrap_or(digits);
    let unknown = || TagProblem::UnknownDie(short(inner));
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 3 {
        return Err(unknown());
    }
    let sides: u32 = digits.parse().map_err(|_| unknown())?;
    if DICE.contains(&sides) {
        Ok(sides)
    } else {
        Err(unknown())
    }
}

/// The count of a tag's body: digits (spaces around allowed), 1 when empty.
fn count_of(body: &str) -> Result<u32, TagProblem> {
    let body = body.trim();
    if body.is_empty() {
        return Ok(1);
    }
    let bad = || TagProblem::BadCount(short(body));
    if !body.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let digits = body.trim_start_matches('0');
    if digits.is_empty() || digits.len() > 3 {
        return Err(bad());
    }
    let count: u32 = digits.parse().map_err(|_| bad())?;
    if (1..=MAX_DICE_PER_TAG).contains(&count) {
        Ok(count)
    } else {
        Err(bad())
    }
}

/// At most 20 characters of `s`, for a message.
fn short(s: &str) -> String {
    let mut out: String = s.chars().take(20).collect();
    if s.chars().count() > 20 {
        out.push('…');
    }
    out
}

fn push_text(out: &mut Post, text: &[char]) {
    for &c in text {
        out.plain.push(c);
        match c {
            '&' => out.rendered.push_str("&amp;"),
            '<' => out.rendered.push_str("&lt;"),
            '>' => out.rendered.push_str("&gt;"),
            '"' => out.rendered.push_str("&quot;"),
            '\'' => out.rendered.push_str("&#39;"),
            '[' => out.rendered.push_str("&#91;"),
            ']' => out.rendered.push_str("&#93;"),
            '\n' | '\t' => out.rendered.push(c),
            '\r' => {}
            c if is_unsafe_char(c) => out.rendered.push('\u{FFFD}'),
            c => out.rendered.push(c),
        }
    }
}

/// Control characters and bidirectional controls, which `rendered` never passes on.
fn is_unsafe_char(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

fn join(faces: &[u32]) -> String {
    faces
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests;
