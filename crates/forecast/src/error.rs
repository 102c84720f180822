//! Why a forecast could not be made: every refusal is a value naming what was wrong,
//! found before any work is done (the exact method's budget excepted).

use keeper_i18n::{Localize, Message};

use crate::model::{MAX_FIGHTS, MAX_ROUNDS};

/// A fight that cannot be forecast, or a method that cannot forecast it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ForecastError {
    /// Two combatants, or two sides, share a name.
    #[error("duplicate name {0:?}")]
    Duplicate(String),
    /// A combatant names a side the fight does not have.
    #[error("combatant {combatant:?} is on unknown side {side:?}")]
    UnknownSide {
        /// The combatant.
        combatant: String,
        /// The side it names.
        side: String,
    },
    /// A side nobody fights for.
    #[error("side {0:?} has nobody")]
    EmptySide(String),
    /// Fewer than two sides: nobody to fight.
    #[error("a fight needs two sides")]
    TooFewSides,
    /// More combatants than [`MAX_COMBATANTS`](crate::MAX_COMBATANTS), or firearms than
    /// [`MAX_GUNS`](crate::MAX_GUNS).
    #[error("{count} {what}: at most {max}")]
    TooMany {
        /// `combatants` or `firearms`.
        what: &'static str,
        /// How many were given.
        count: usize,
        /// The most allowed.
        max: usize,
    },
    /// A combatant's number out of its range (HP above the maximum, no HP, shots
    /// outside 1–3, …).
    #[error("{combatant:?}: {field} {value} out of range")]
    OutOfRange {
        /// The combatant.
        combatant: String,
        /// The field.
        field: &'static str,
        /// The value given.
        value: u64,
    },
    /// The round cap is 0 or above [`MAX_ROUNDS`].
    #[error("round cap {0} outside 1–{MAX_ROUNDS}")]
    Rounds(u32),
    /// The number of simulated fights is 0 or above [`MAX_FIGHTS`].
    #[error("{0} fights outside 1–{MAX_FIGHTS}")]
    Fights(u64),
    /// No side can harm the other: no attack (or fight back) can deal damage through
    /// the enemies' armour, so no side can win and no side would flee.
    #[error("nobody can harm anybody: no side can win")]
    Unwinnable,
    /// A damage or Sanity expression the rules cannot weigh exactly.
    #[error("{combatant:?}: {error:?}")]
    Rules {
        /// The combatant whose numbers they are.
        combatant: String,
        /// The rules' error.
        error: keeper_coc7::Error,
    },
    /// A weapon's damage that is not dice notation.
    #[error("{weapon:?}: {error:?}")]
    Notation {
        /// The weapon.
        weapon: String,
        /// Where the notation went wrong.
        error: keeper_dice::ParseError,
    },
    /// A classic damage bonus that is not one of K6's (`+1D4`, `-1D6`, `+2D6`, `0`).
    #[error("{combatant:?}: damage bonus {bonus:?} is not classic's")]
    Bonus {
        /// The combatant.
        combatant: String,
        /// The bonus given.
        bonus: String,
    },
    /// The exact method would visit more states than its budget allows: a larger
    /// budget, or Monte Carlo, is needed.
    #[error("exact forecast needs more than {budget} states")]
    Budget {
        /// The budget that was exceeded.
        budget: u64,
    },
}

impl Localize for ForecastError {
    fn message(&self) -> Message {
        match self {
            ForecastError::Duplicate(name) => {
                Message::new("forecast-error-duplicate").text("name", name.clone())
            }
            ForecastError::UnknownSide { combatant, side } => {
                Message::new("forecast-error-unknown-side")
                    .text("combatant", combatant.clone())
                    .text("side", side.clone())
            }
            ForecastError::EmptySide(side) => {
                Message::new("forecast-error-empty-side").text("side", side.clone())
            }
            ForecastError::TooFewSides => Message::new("forecast-error-too-few-sides"),
            ForecastError::TooMany { what, count, max } => Message::new(if *what == "firearms" {
                "forecast-error-too-many-firearms"
            } else {
                "forecast-error-too-many-combatants"
            })
            .int("count", *count as i64)
            .int("max", *max as i64),
            ForecastError::OutOfRange {
                combatant,
                field,
                value,
            } => Message::new("forecast-error-out-of-range")
                .text("combatant", combatant.clone())
                .text("field", (*field).to_owned())
                .int("value", i64::try_from(*value).unwrap_or(i64::MAX)),
            ForecastError::Rounds(n) => Message::new("forecast-error-rounds")
                .int("rounds", i64::from(*n))
                .int("max", i64::from(MAX_ROUNDS)),
            ForecastError::Fights(n) => Message::new("forecast-error-fights")
                .int("fights", i64::try_from(*n).unwrap_or(i64::MAX))
                .int("max", MAX_FIGHTS as i64),
            ForecastError::Unwinnable => Message::new("forecast-error-unwinnable"),
            ForecastError::Rules { combatant, error } => Message::new("forecast-error-of")
                .text("name", combatant.clone())
                .msg("reason", error.message()),
            ForecastError::Notation { weapon, error } => Message::new("forecast-error-of")
                .text("name", weapon.clone())
                .msg("reason", error.message()),
            ForecastError::Bonus { combatant, bonus } => Message::new("forecast-error-bonus")
                .text("combatant", combatant.clone())
                .text("bonus", bonus.clone()),
            ForecastError::Budget { budget } => Message::new("forecast-error-budget")
                .int("budget", i64::try_from(*budget).unwrap_or(i64::MAX)),
        }
    }
}
