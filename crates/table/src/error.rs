//! What can go wrong at the table, each with a stable code for the API.

use serde_json::Value;

/// An error of the table. Input problems are the caller's to fix; [`TableError::Store`]
/// is the storage's.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// No such game, member, character, post, thread, request or entry (as far as the
    /// asker may know).
    #[error("no {what} {id:?} in this game")]
    NotFound {
        /// What was looked for.
        what: &'static str,
        /// The id asked for.
        id: String,
    },
    /// The token is missing, unknown or for another game.
    #[error("the member token is missing or not valid for this game")]
    Unauthorized,
    /// The member's role does not allow it.
    #[error("{0}")]
    Forbidden(String),
    /// A field is wrong: named, with what was expected.
    #[error("{field}: {message}")]
    BadField {
        /// The field, as the API names it.
        field: String,
        /// What was wrong.
        message: String,
    },
    /// The resolve engine refused the roll (its error object, unchanged).
    #[error("the roll was refused: {0}")]
    Rejected(Value),
    /// The game has ended: nothing more can be added.
    #[error("the game has ended: nothing more can be added to it")]
    Ended,
    /// The database failed (not the caller's fault).
    #[error("storage: {0}")]
    Store(#[from] sqlx::Error),
    /// The migrations failed.
    #[error("migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

impl TableError {
    /// A [`TableError::BadField`].
    pub fn bad_field(field: impl Into<String>, message: impl Into<String>) -> TableError {
        TableError::BadField {
            field: field.into(),
            message: message.into(),
        }
    }

    /// A [`TableError::NotFound`].
    pub fn not_found(what: &'static str, id: impl Into<String>) -> TableError {
        TableError::NotFound {
            what,
            id: id.into(),
        }
    }

    /// The stable code of the API's error object.
    pub fn code(&self) -> &'static str {
        match self {
            TableError::NotFound { .. } => "not_found",
            TableError::Unauthorized => "unauthorized",
            TableError::Forbidden(_) => "forbidden",
            TableError::BadField { .. } => "bad_field",
            TableError::Rejected(_) => "rejected",
            TableError::Ended => "game_ended",
            TableError::Store(_) | TableError::Migrate(_) => "unavailable",
        }
    }
}
