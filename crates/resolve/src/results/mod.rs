//! Each system's results as types, one per action (see [`crate::Outcome`]).
//!
//! Field order is the protocol's: the types serialise in declaration order, and the
//! JSON the protocol documents is exactly what they write. A field the protocol writes
//! only sometimes is an `Option` skipped when `None`; one it writes as `null` is an
//! `Option` kept.

pub mod bcdice;
pub mod chthonian;
pub mod classic;
pub mod coc7;
pub mod dice;
pub mod simulate;

use serde::{Deserialize, Serialize};

/// A success level as every system's results write it (`"hard"`, `"special"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// 7th edition, classic: a critical success.
    Critical,
    /// 7th edition: an Extreme success.
    Extreme,
    /// 7th edition: a Hard success.
    Hard,
    /// 7th edition: a Regular success.
    Regular,
    /// Classic, BCDice: a success.
    Success,
    /// Classic: a special success.
    Special,
    /// A failure.
    Failure,
    /// A fumble.
    Fumble,
    /// BCDice: a critical that is also special.
    CriticalSpecial,
    /// BCDice: a fumble that is also a malfunction.
    FumbleMalfunction,
    /// A firearm's malfunction.
    Malfunction,
    /// An automatic success.
    AutomaticSuccess,
    /// An automatic failure.
    AutomaticFailure,
    /// A combined roll: one of two succeeds.
    Partial,
}

impl Level {
    /// The wire name (`"hard"`).
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Critical => "critical",
            Level::Extreme => "extreme",
            Level::Hard => "hard",
            Level::Regular => "regular",
            Level::Success => "success",
            Level::Special => "special",
            Level::Failure => "failure",
            Level::Fumble => "fumble",
            Level::CriticalSpecial => "critical_special",
            Level::FumbleMalfunction => "fumble_malfunction",
            Level::Malfunction => "malfunction",
            Level::AutomaticSuccess => "automatic_success",
            Level::AutomaticFailure => "automatic_failure",
            Level::Partial => "partial",
        }
    }

    /// Its name in words.
    pub fn message(self) -> keeper_i18n::Message {
        crate::level_message(self.as_str()).expect("every level has a name")
    }
}

#[cfg(test)]
mod tests {
    use super::Level;

    #[test]
    fn every_level_writes_its_wire_name_and_has_words() {
        for l in [
            Level::Critical,
            Level::Extreme,
            Level::Hard,
            Level::Regular,
            Level::Success,
            Level::Special,
            Level::Failure,
            Level::Fumble,
            Level::CriticalSpecial,
            Level::FumbleMalfunction,
            Level::Malfunction,
            Level::AutomaticSuccess,
            Level::AutomaticFailure,
            Level::Partial,
        ] {
            assert_eq!(serde_json::to_value(l).unwrap(), l.as_str());
            assert_eq!(
                serde_json::from_value::<Level>(l.as_str().into()).unwrap(),
                l
            );
            assert!(crate::level_message(l.as_str()).is_some());
        }
    }
}
