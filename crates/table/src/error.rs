//! What can go wrong at the table, each with a stable code for the API and a message
//! from the catalogue ([`keeper_i18n::Localize`]), so a person reads it in their own
//! language.

use keeper_i18n::{Catalogue, FALLBACK_LANGUAGE, Localize, Message};
use keeper_resolve::ResolveError;

/// An error of the table. Input problems are the caller's to fix; [`TableError::Store`]
/// is the storage's.
///
/// `Display` is the English text of [`Localize::message`], except for the storage
/// errors, whose `Display` (for logs and the operator) names the underlying error while
/// their message never does.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// No such game, member, character, post, thread, request or entry (as far as the
    /// asker may know).
    #[error("{}", self.text(FALLBACK_LANGUAGE))]
    NotFound {
        /// What was looked for.
        what: &'static str,
        /// The id asked for.
        id: String,
    },
    /// The token is missing, unknown or for another game.
    #[error("{}", self.text(FALLBACK_LANGUAGE))]
    Unauthorized,
    /// The member's role does not allow it: the message says who may.
    #[error("{}", self.text(FALLBACK_LANGUAGE))]
    Forbidden(Message),
    /// A field is wrong: named, with what was expected.
    #[error("{}", self.text(FALLBACK_LANGUAGE))]
    BadField {
        /// The field, as the API names it.
        field: String,
        /// What was wrong and what to do.
        message: Message,
    },
    /// The resolve engine refused the roll (its error, put into the reader's words).
    #[error("{}", self.text(FALLBACK_LANGUAGE))]
    Rejected(ResolveError),
    /// The game has ended: nothing more can be added.
    #[error("{}", self.text(FALLBACK_LANGUAGE))]
    Ended,
    /// The database failed (not the caller's fault).
    #[error("storage: {0}")]
    Store(#[from] sqlx::Error),
    /// The migrations failed.
    #[error("migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

impl TableError {
    /// A [`TableError::BadField`]: `message` says what was wrong with `field`.
    pub fn bad_field(field: impl Into<String>, message: Message) -> TableError {
        TableError::BadField {
            field: field.into(),
            message,
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

    /// A storage failure in a reader's words, where its usual cause is known (a SQLite
    /// file that cannot be opened, a PostgreSQL server that refuses or is not there);
    /// `None` for the others, whose only words are the database's own.
    pub fn store_cause(&self) -> Option<Message> {
        let TableError::Store(e) = self else {
            return None;
        };
        let id = match e {
            sqlx::Error::Database(d) => match d.code().as_deref() {
                // SQLITE_CANTOPEN.
                Some("14") => "table-store-cannot-open",
                // PostgreSQL: invalid authorization, wrong password, no such database.
                Some("28000" | "28P01") => "table-store-refused-login",
                Some("3D000") => "table-store-no-database",
                _ => return None,
            },
            sqlx::Error::Io(io) => match io.kind() {
                std::io::ErrorKind::ConnectionRefused => "table-store-connection-refused",
                std::io::ErrorKind::NotFound => "table-store-cannot-open",
                _ => return None,
            },
            sqlx::Error::PoolTimedOut => "table-store-timed-out",
            _ => return None,
        };
        Some(Message::new(id))
    }

    /// The message in `lang` (English for a language keeper does not speak).
    pub fn text(&self, lang: &str) -> String {
        Catalogue::global().format(lang, &self.message())
    }
}

/// The message of a [`TableError::NotFound`]: one per kind of thing, so each language
/// can word (and inflect) it as it needs.
fn not_found(what: &str, id: &str) -> Message {
    let id = id.to_owned();
    match what {
        "game" => Message::new("table-not-found-game").text("id", id),
        "member" => Message::new("table-not-found-member").text("id", id),
        "character" => Message::new("table-not-found-character").text("id", id),
        "fight" => Message::new("table-not-found-fight"),
        "post" => Message::new("table-not-found-post").text("id", id),
        "thread" => Message::new("table-not-found-thread").text("id", id),
        "roll request" => Message::new("table-not-found-request").text("id", id),
        "entry" => Message::new("table-not-found-entry").text("id", id),
        other => Message::new("table-not-found")
            .text("what", other.to_owned())
            .text("id", id),
    }
}

impl Localize for TableError {
    fn message(&self) -> Message {
        match self {
            TableError::NotFound { what, id } => not_found(what, id),
            TableError::Unauthorized => Message::new("table-unauthorized"),
            TableError::Forbidden(message) | TableError::BadField { message, .. } => {
                message.clone()
            }
            TableError::Rejected(error) => {
                Message::new("table-rejected").msg("reason", error.message().clone())
            }
            TableError::Ended => Message::new("table-ended"),
            // Never the storage's own words: they are for the operator's log.
            TableError::Store(_) | TableError::Migrate(_) => Message::new("table-unavailable"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_is_the_english_message() {
        let e = TableError::not_found("post", "abc");
        assert_eq!(e.to_string(), e.text("en"));
        assert!(e.to_string().contains("abc"));
        assert_ne!(e.text("ru"), e.text("en"));
        let e = TableError::Store(sqlx::Error::PoolTimedOut);
        assert!(e.to_string().starts_with("storage: "));
        assert!(!e.text("en").contains("pool"));
        assert_eq!(e.code(), "unavailable");
    }
}
