//! The errors of the dice engine. Each one knows its message in the catalogue
//! ([`keeper_i18n::Localize`]) and carries the facts a person needs to fix the input.

use std::fmt;

use keeper_i18n::{Localize, Message};

use crate::source::{Die, SourceError};

/// The limits the engine enforces before doing any work.
pub mod limits {
    /// Most dice in one roll (all terms, all repetitions).
    pub const MAX_DICE: u64 = 1_000;
    /// Most sides on one die.
    pub const MAX_SIDES: u64 = 1_000_000;
    /// Longest expression, in characters.
    pub const MAX_CHARS: usize = 1_000;
    /// Deepest nesting of parentheses and signs.
    pub const MAX_DEPTH: usize = 64;
    /// Most repetitions of `N#expr`.
    pub const MAX_REPEAT: u64 = 100;
    /// Most rerolls, or most explosions, of one die.
    pub const MAX_CHAIN: u32 = 100;
}

/// What the parser expected where it stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// A number, a die such as `d6`, a sign or `(`.
    Operand,
    /// An operator (`+ - * /`) or the end of the expression.
    OperatorOrEnd,
    /// The sides of a die: a number, `%` or `F`.
    Sides,
    /// A whole number.
    Number,
    /// A closing `)`.
    CloseParen,
    /// A comparison such as `>=5`, `<2` or `=1` (or a bare number, meaning `=`).
    Condition,
    /// `h` or `l` after `k` or `d`.
    HighOrLow,
    /// `o` or `r` after `r`.
    OnceOrRepeat,
    /// `#` after a repetition count, or the rest of a dice term.
    Repeat,
}

impl Expected {
    fn id(self) -> &'static str {
        match self {
            Expected::Operand => "dice-expected-operand",
            Expected::OperatorOrEnd => "dice-expected-operator",
            Expected::Sides => "dice-expected-sides",
            Expected::Number => "dice-expected-number",
            Expected::CloseParen => "dice-expected-close-paren",
            Expected::Condition => "dice-expected-condition",
            Expected::HighOrLow => "dice-expected-high-low",
            Expected::OnceOrRepeat => "dice-expected-once-repeat",
            Expected::Repeat => "dice-expected-repeat",
        }
    }
}

/// Why an expression could not be parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
#[allow(missing_docs)] // Variant fields are named for what they hold.
pub enum ParseErrorKind {
    /// The expression is empty.
    Empty,
    /// A character that does not fit where it stands.
    Unexpected { found: char, expected: Expected },
    /// The expression ended too early.
    UnexpectedEnd { expected: Expected },
    /// Longer than [`limits::MAX_CHARS`].
    TooLong { chars: usize, limit: usize },
    /// Parentheses or signs nested deeper than [`limits::MAX_DEPTH`].
    TooDeep { limit: usize },
    /// A number that does not fit in 63 bits.
    NumberTooLarge,
    /// More than [`limits::MAX_DICE`] dice in one roll.
    TooManyDice { count: u64, limit: u64 },
    /// A die with more than [`limits::MAX_SIDES`] sides.
    TooManySides { sides: u64, limit: u64 },
    /// `d0`.
    NoSides,
    /// `0d6`.
    NoDice,
    /// Keeping or dropping more dice than the term rolls.
    SelectTooMany { select: u64, count: u32 },
    /// A modifier written twice on one term (`kh1kl1`).
    DuplicateModifier { modifier: &'static str },
    /// A reroll-until condition met by so many faces (`meeting` of `faces`) that a die
    /// could plausibly reroll more than [`limits::MAX_CHAIN`] times.
    RerollsTooOften { meeting: u64, faces: u64 },
    /// An explosion condition met by so many of the faces a die can show (`meeting` of
    /// `faces`) that a die could plausibly explode more than [`limits::MAX_CHAIN`] times.
    ExplodesTooOften { meeting: u64, faces: u64 },
    /// `N#` with N outside 1..=[`limits::MAX_REPEAT`].
    BadRepeat { repeat: u64, limit: u64 },
    /// A `[label` without its `]`.
    UnclosedLabel,
}

/// A dice expression that could not be parsed, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// What went wrong.
    pub kind: ParseErrorKind,
    /// 1-based column, counted in characters.
    pub column: usize,
}

impl ParseError {
    /// Whether a limit was hit (as opposed to a malformed expression).
    pub fn is_limit(&self) -> bool {
        matches!(
            self.kind,
            ParseErrorKind::TooLong { .. }
                | ParseErrorKind::TooDeep { .. }
                | ParseErrorKind::NumberTooLarge
                | ParseErrorKind::TooManyDice { .. }
                | ParseErrorKind::TooManySides { .. }
                | ParseErrorKind::BadRepeat { .. }
        )
    }
}

impl Localize for ParseError {
    fn message(&self) -> Message {
        let col = self.column as i64;
        match &self.kind {
            ParseErrorKind::Empty => Message::new("dice-error-empty"),
            ParseErrorKind::Unexpected { found, expected } => Message::new("dice-error-unexpected")
                .text("found", found.to_string())
                .int("column", col)
                .msg("expected", Message::new(expected.id())),
            ParseErrorKind::UnexpectedEnd { expected } => Message::new("dice-error-unexpected-end")
                .int("column", col)
                .msg("expected", Message::new(expected.id())),
            ParseErrorKind::TooLong { chars, limit } => Message::new("dice-error-too-long")
                .int("chars", *chars as i64)
                .int("limit", *limit as i64),
            ParseErrorKind::TooDeep { limit } => Message::new("dice-error-too-deep")
                .int("limit", *limit as i64)
                .int("column", col),
            ParseErrorKind::NumberTooLarge => {
                Message::new("dice-error-number-too-large").int("column", col)
            }
            ParseErrorKind::TooManyDice { count, limit } => {
                Message::new("dice-error-too-many-dice")
                    .int("count", clamp(*count))
                    .int("limit", clamp(*limit))
            }
            ParseErrorKind::TooManySides { sides, limit } => {
                Message::new("dice-error-too-many-sides")
                    .int("sides", clamp(*sides))
                    .int("limit", clamp(*limit))
                    .int("column", col)
            }
            ParseErrorKind::NoSides => Message::new("dice-error-no-sides").int("column", col),
            ParseErrorKind::NoDice => Message::new("dice-error-no-dice").int("column", col),
            ParseErrorKind::SelectTooMany { select, count } => {
                Message::new("dice-error-select-too-many")
                    .int("select", clamp(*select))
                    .int("count", i64::from(*count))
                    .int("column", col)
            }
            ParseErrorKind::DuplicateModifier { modifier } => {
                Message::new("dice-error-duplicate-modifier")
                    .text("modifier", *modifier)
                    .int("column", col)
            }
            ParseErrorKind::RerollsTooOften { meeting, faces } => {
                Message::new("dice-error-rerolls-too-often")
                    .int("column", col)
                    .int("meeting", clamp(*meeting))
                    .int("faces", clamp(*faces))
                    .int("limit", i64::from(limits::MAX_CHAIN))
            }
            ParseErrorKind::ExplodesTooOften { meeting, faces } => {
                Message::new("dice-error-explodes-too-often")
                    .int("column", col)
                    .int("meeting", clamp(*meeting))
                    .int("faces", clamp(*faces))
                    .int("limit", i64::from(limits::MAX_CHAIN))
            }
            ParseErrorKind::BadRepeat { repeat, limit } => Message::new("dice-error-bad-repeat")
                .int("repeat", clamp(*repeat))
                .int("limit", clamp(*limit)),
            ParseErrorKind::UnclosedLabel => {
                Message::new("dice-error-unclosed-label").int("column", col)
            }
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for ParseError {}

/// Why a parsed expression could not be rolled.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
#[allow(missing_docs)] // Variant fields are named for what they hold.
pub enum RollError {
    /// The dice source could not give a face.
    Source(SourceError),
    /// A division whose divisor came out 0; `column` is the `/`.
    DivisionByZero { column: usize },
    /// A total outside the 64-bit range.
    Overflow,
    /// One die rerolled or exploded more than [`limits::MAX_CHAIN`] times.
    ChainTooLong { column: usize, limit: u32 },
}

impl From<SourceError> for RollError {
    fn from(e: SourceError) -> Self {
        RollError::Source(e)
    }
}

impl Localize for SourceError {
    fn message(&self) -> Message {
        match self {
            SourceError::Exhausted { die, position } => Message::new("dice-error-exhausted")
                .text("die", die_name(*die))
                .int("used", *position as i64),
            SourceError::BadFace {
                die,
                face,
                position,
            } => Message::new("dice-error-bad-face")
                .int("face", *face)
                .text("die", die_name(*die))
                .int("min", die.min())
                .int("max", die.max())
                .int("position", *position as i64 + 1),
        }
    }
}

impl Localize for RollError {
    fn message(&self) -> Message {
        match self {
            RollError::Source(e) => e.message(),
            RollError::DivisionByZero { column } => {
                Message::new("dice-error-division-by-zero").int("column", *column as i64)
            }
            RollError::Overflow => Message::new("dice-error-overflow"),
            RollError::ChainTooLong { column, limit } => Message::new("dice-error-chain-too-long")
                .int("column", *column as i64)
                .int("limit", i64::from(*limit)),
        }
    }
}

impl fmt::Display for RollError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for RollError {}

impl fmt::Display for SourceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for SourceError {}

fn die_name(die: Die) -> String {
    die.to_string()
}

fn clamp(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}
