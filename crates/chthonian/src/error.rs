//! Why a Chthonian operation could not be done.

use std::fmt;

use keeper_dice::SourceError;
use keeper_i18n::{Localize, Message};

/// A refused or failed operation. The state it was asked of is left unchanged: no
/// events are returned.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The dice source could not give a d12 (supplied faces ran out or were bad).
    Dice(SourceError),
    /// A contest needs at least two sides; `sides` were given.
    TooFewSides {
        /// How many sides were given.
        sides: usize,
    },
    /// A split contest (R6) is between exactly two sides; `sides` were given.
    NotTwoSides {
        /// How many sides were given.
        sides: usize,
    },
    /// A cooperative roll (R4) needs at least one helper.
    NoHelpers,
    /// A Nodule was to be spent from an empty pool (I5).
    NoNodules,
    /// A Nodule was to be spent outside a Story: there is no pool (I4, I5).
    NoStory,
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
            Error::TooFewSides { sides } => {
                Message::new("chthonian-error-too-few-sides").int("sides", *sides as i64)
            }
            Error::NotTwoSides { sides } => {
                Message::new("chthonian-error-not-two-sides").int("sides", *sides as i64)
            }
            Error::NoHelpers => Message::new("chthonian-error-no-helpers"),
            Error::NoNodules => Message::new("chthonian-error-no-nodules"),
            Error::NoStory => Message::new("chthonian-error-no-story"),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Dice(e) => Some(e),
            _ => None,
        }
    }
}
