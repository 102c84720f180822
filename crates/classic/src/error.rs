//! Why a classic operation could not be done.

use std::fmt;

use keeper_dice::{ParseError, RollError, SourceError};
use keeper_i18n::{Localize, Message};

use crate::options::HouseRule;

/// A refused or failed operation. The state it was asked of is left unchanged: no
/// events are returned.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Error {
    /// The dice source could not give a face (supplied faces ran out or were bad).
    Dice(SourceError),
    /// A dice expression (damage, Sanity loss) does not parse.
    Expression {
        /// The expression as given.
        text: String,
        /// Why it does not parse.
        error: ParseError,
    },
    /// A dice expression could not be rolled.
    Roll {
        /// The expression as given.
        text: String,
        /// Why.
        error: RollError,
    },
    /// The operation is a house rule this game does not use.
    HouseRuleOff(HouseRule),
    /// A number outside the range the rules allow.
    OutOfRange {
        /// What the number is (`value`, `count`, …).
        what: &'static str,
        /// The number given.
        value: i64,
        /// The least allowed.
        min: i64,
        /// The most allowed.
        max: i64,
    },
    /// Medicine needs equipment (H1).
    NoEquipment,
    /// Parry and Dodge in one round need a round of nothing but defence (K3).
    ParryAndDodge,
    /// The same attack type or weapon twice in a row (K8).
    SameAttackTwice,
    /// The attack's chance has reached 0 (K8).
    NoChanceLeft,
    /// Without the several-attacks house rule a character attacks once a round (K8).
    OneAttackOnly,
    /// Not enough points to spend.
    NotEnough {
        /// `mp` or `luck`.
        what: &'static str,
        /// What the character has.
        have: i64,
        /// What the operation needs.
        need: i64,
    },
    /// Only a failed roll may be re-rolled with a Magic Point (M2).
    NotFailed,
    /// Fist, Head Butt and Kick are replaced by Brawl in this game (K7).
    ReplacedByBrawl,
    /// Meditation is once per 6 hours (M1).
    MeditatedTooRecently {
        /// Hours since the last meditation.
        hours: u32,
    },
    /// No preset of this name (`forum`, `plain`).
    UnknownPreset(String),
    /// No house rule of this name.
    UnknownHouseRule(String),
    /// A post longer than [`crate::tag::MAX_POST_CHARS`] characters.
    PostTooLong {
        /// Its length in characters.
        chars: usize,
    },
}

impl From<SourceError> for Error {
    fn from(e: SourceError) -> Self {
        Error::Dice(e)
    }
}

impl Localize for Error {
    fn message(&self) -> Message {
        match self {
            Error::Dice(e) => e.message(),
            Error::Expression { error, .. } => error.message(),
            Error::Roll { error, .. } => error.message(),
            Error::HouseRuleOff(rule) => {
                Message::new("classic-error-house-rule-off").text("rule", rule.name())
            }
            Error::OutOfRange {
                what,
                value,
                min,
                max,
            } => Message::new("classic-error-out-of-range")
                .text("what", *what)
                .int("value", *value)
                .int("min", *min)
                .int("max", *max),
            Error::NoEquipment => Message::new("classic-error-no-equipment"),
            Error::ParryAndDodge => Message::new("classic-error-parry-and-dodge"),
            Error::SameAttackTwice => Message::new("classic-error-same-attack-twice"),
            Error::NoChanceLeft => Message::new("classic-error-no-chance-left"),
            Error::OneAttackOnly => Message::new("classic-error-one-attack-only"),
            Error::NotEnough { what, have, need } => Message::new("classic-error-not-enough")
                .text("what", *what)
                .int("have", *have)
                .int("need", *need),
            Error::NotFailed => Message::new("classic-error-not-failed"),
            Error::ReplacedByBrawl => Message::new("classic-error-replaced-by-brawl"),
            Error::MeditatedTooRecently { hours } => {
                Message::new("classic-error-meditated").int("hours", i64::from(*hours))
            }
            Error::UnknownPreset(name) => {
                Message::new("classic-error-unknown-preset").text("name", name.clone())
            }
            Error::UnknownHouseRule(name) => {
                Message::new("classic-error-unknown-house-rule").text("name", name.clone())
            }
            Error::PostTooLong { chars } => Message::new("classic-error-post-too-long")
                .int("chars", *chars as i64)
                .int("limit", crate::tag::MAX_POST_CHARS as i64),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for Error {}
