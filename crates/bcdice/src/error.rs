//! Why a command could not be answered.

use std::fmt;

use keeper_dice::SourceError;
use keeper_i18n::{Localize, Message};

/// A command that could not be answered.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// No game system of this id.
    UnknownGame(String),
    /// The game (and the common commands) do not recognise the command.
    UnknownCommand(String),
    /// BCDice recognises the command but answers only with an error.
    Refused(&'static str),
    /// The dice source could not give a face.
    Dice(SourceError),
}

impl From<SourceError> for Error {
    fn from(e: SourceError) -> Self {
        Error::Dice(e)
    }
}

impl Localize for Error {
    fn message(&self) -> Message {
        match self {
            Error::UnknownGame(g) => {
                Message::new("bcdice-error-unknown-game").text("game", g.clone())
            }
            Error::UnknownCommand(c) => Message::new("bcdice-error-unknown-command")
                .text("command", c.chars().take(100).collect::<String>()),
            Error::Refused(id) => Message::new(id),
            Error::Dice(e) => e.message(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for Error {}
