//! The one error type of the server: every failure is of an [`ErrorKind`], which alone
//! decides its status and code, and is answered with a JSON body
//! `{"error": {"code", "message", …}}`. The `message` is in the language of the
//! request ([`with_language`]); codes, fields and statuses never depend on it.

use std::cell::Cell;
use std::future::Future;

use axum::extract::rejection::{BytesRejection, JsonRejection, PathRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use keeper_i18n::{Catalogue, FALLBACK_LANGUAGE, Localize, Message};
use keeper_resolve::ResolveError;
use keeper_table::TableError;
use serde_json::{Value, json};

tokio::task_local! {
    /// The language the API answers the current request in.
    static LANGUAGE: Cell<&'static str>;
    /// The rule system of the game the current request is about, once its member is
    /// known: its errors speak that system's words (a Chthonian Narrator).
    static SYSTEM: Cell<Option<&'static str>>;
}

/// Runs `f` (a request's handling) answering errors in `lang` (one of
/// [`keeper_table::LANGUAGES`]): the task-local scopes themselves, not an `async fn`
/// around them, which would hold `f` twice (as its argument and inside the scopes).
pub fn with_language<F: Future>(lang: &'static str, f: F) -> impl Future<Output = F::Output> {
    LANGUAGE.scope(Cell::new(lang), SYSTEM.scope(Cell::new(None), f))
}

/// Words the rest of the request's errors in the terms of `system`.
pub fn use_system(system: &'static str) {
    let _ = SYSTEM.try_with(|s| s.set(Some(system)));
}

fn system() -> Option<&'static str> {
    SYSTEM.try_with(Cell::get).ok().flatten()
}

/// Switches the current request to `lang` (the member's own choice, once the member is
/// known). Outside [`with_language`] it does nothing.
pub fn use_language(lang: &'static str) {
    let _ = LANGUAGE.try_with(|l| l.set(lang));
}

/// The language of the current request: English outside [`with_language`].
pub fn language() -> &'static str {
    LANGUAGE.try_with(Cell::get).unwrap_or(FALLBACK_LANGUAGE)
}

/// The kinds of failure the API answers with: each has one status and one code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// A field of the request is missing or wrong.
    BadField,
    /// The body is not JSON (or not readable).
    BadJson,
    /// The body is not declared as JSON.
    JsonContentType,
    /// A path parameter is not of its type.
    BadPath,
    /// The query string is not of its type.
    BadQuery,
    /// The body, or a batch, is over its limit.
    TooLarge,
    /// A plain request to the WebSocket.
    NotWebSocket,
    /// No token, or not one of this game.
    Unauthorized,
    /// The member's role may not do this.
    Forbidden,
    /// No such thing, or no such route.
    NotFound,
    /// The route does not take this method.
    MethodNotAllowed,
    /// The game has ended.
    Ended,
    /// The engine refused the request: its own error object is the answer.
    Rejected,
    /// The storage is not answering.
    Unavailable,
    /// Over a per-address rate limit ([`crate::rate`]): `Retry-After` says when to
    /// come back.
    TooManyRequests,
    /// A bug: the handler panicked.
    Internal,
}

impl ErrorKind {
    /// Its HTTP status.
    pub fn status(self) -> StatusCode {
        match self {
            ErrorKind::BadField
            | ErrorKind::BadJson
            | ErrorKind::BadPath
            | ErrorKind::BadQuery
            | ErrorKind::NotWebSocket => StatusCode::BAD_REQUEST,
            ErrorKind::JsonContentType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ErrorKind::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ErrorKind::Unauthorized => StatusCode::UNAUTHORIZED,
            ErrorKind::Forbidden => StatusCode::FORBIDDEN,
            ErrorKind::NotFound => StatusCode::NOT_FOUND,
            ErrorKind::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            ErrorKind::Ended => StatusCode::CONFLICT,
            ErrorKind::Rejected => StatusCode::UNPROCESSABLE_ENTITY,
            ErrorKind::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            ErrorKind::TooManyRequests => StatusCode::TOO_MANY_REQUESTS,
            ErrorKind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// Its `error.code` (a rejection's code is the engine's own).
    pub fn code(self) -> &'static str {
        match self {
            ErrorKind::BadField => "bad_field",
            ErrorKind::BadJson | ErrorKind::JsonContentType => "bad_json",
            ErrorKind::BadPath => "bad_path",
            ErrorKind::BadQuery => "bad_query",
            ErrorKind::TooLarge => "too_large",
            ErrorKind::NotWebSocket => "not_websocket",
            ErrorKind::Unauthorized => "unauthorized",
            ErrorKind::Forbidden => "forbidden",
            ErrorKind::NotFound => "not_found",
            ErrorKind::MethodNotAllowed => "method_not_allowed",
            ErrorKind::Ended => "game_ended",
            ErrorKind::Rejected => "rejected",
            ErrorKind::Unavailable => "unavailable",
            ErrorKind::TooManyRequests => "too_many_requests",
            ErrorKind::Internal => "internal",
        }
    }
}

impl From<&TableError> for ErrorKind {
    fn from(e: &TableError) -> ErrorKind {
        match e {
            TableError::NotFound { .. } => ErrorKind::NotFound,
            TableError::Unauthorized => ErrorKind::Unauthorized,
            TableError::Forbidden(_) => ErrorKind::Forbidden,
            TableError::BadField { .. } => ErrorKind::BadField,
            TableError::Rejected(_) => ErrorKind::Rejected,
            TableError::Ended => ErrorKind::Ended,
            TableError::Store(_) | TableError::Migrate(_) => ErrorKind::Unavailable,
        }
    }
}

/// What an error says.
#[derive(Debug)]
enum Said {
    /// A message of the catalogue, written in the reader's language.
    Message(Message),
    /// Words that are not the catalogue's (a parser's own): the same in every language.
    Text(String),
    /// The engine's whole error object, code and all.
    Engine(ResolveError),
}

/// An API error: its kind, what it says, and the field it is about.
#[derive(Debug)]
pub struct ApiError {
    /// The kind: the status and the code.
    pub kind: ErrorKind,
    said: Said,
    field: Option<String>,
    /// Seconds to wait, sent as `Retry-After`.
    retry_after: Option<u64>,
}

impl ApiError {
    /// The same error, answered as `kind` (its status and, unless it is the engine's,
    /// its code).
    pub(crate) fn with_kind(mut self, kind: ErrorKind) -> ApiError {
        self.kind = kind;
        self
    }

    /// An error with words that are not the catalogue's (a parser's own).
    pub fn new(kind: ErrorKind, text: impl Into<String>) -> ApiError {
        ApiError {
            kind,
            said: Said::Text(text.into()),
            field: None,
            retry_after: None,
        }
    }

    /// An error with a message of the catalogue.
    pub fn localized(kind: ErrorKind, message: Message) -> ApiError {
        ApiError {
            kind,
            said: Said::Message(message),
            field: None,
            retry_after: None,
        }
    }

    /// 400 `bad_field`, naming the field.
    pub fn bad_field(field: &str, message: Message) -> ApiError {
        ApiError {
            field: Some(field.to_owned()),
            ..ApiError::localized(ErrorKind::BadField, message)
        }
    }

    /// The same error, telling the client to come back in `seconds` (`Retry-After`).
    pub fn retry_after(mut self, seconds: u64) -> ApiError {
        self.retry_after = Some(seconds);
        self
    }

    /// 404 for a path nothing answers.
    pub fn no_route() -> ApiError {
        ApiError::localized(ErrorKind::NotFound, Message::new("table-api-no-route"))
    }

    /// The HTTP status.
    pub fn status(&self) -> StatusCode {
        self.kind.status()
    }

    /// The error object (`{"code", "message", "field"?}`) with its message in `lang`.
    pub fn error_in(&self, lang: &str) -> Value {
        let message = match &self.said {
            Said::Engine(error) => return error.to_json(lang),
            Said::Message(m) => Catalogue::global().format_in(lang, system(), m),
            Said::Text(t) => t.clone(),
        };
        let mut error = json!({"code": self.kind.code(), "message": message});
        if let Some(f) = &self.field {
            error["field"] = json!(f);
        }
        error
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let error = self.error_in(language());
        let mut response = (self.status(), axum::Json(json!({"error": error}))).into_response();
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(axum::http::header::RETRY_AFTER, seconds.into());
        }
        response
    }
}

impl From<TableError> for ApiError {
    fn from(e: TableError) -> ApiError {
        let kind = ErrorKind::from(&e);
        match e {
            TableError::Rejected(inner) => ApiError {
                kind,
                said: Said::Engine(inner),
                field: None,
                retry_after: None,
            },
            TableError::BadField { ref field, .. } => ApiError::bad_field(field, e.message()),
            // The operator's log gets the storage's words; the caller a plain message.
            TableError::Store(_) | TableError::Migrate(_) => {
                tracing::error!("{e}");
                ApiError::localized(kind, e.message())
            }
            _ => ApiError::localized(kind, e.message()),
        }
    }
}

impl From<JsonRejection> for ApiError {
    fn from(r: JsonRejection) -> ApiError {
        match r {
            JsonRejection::MissingJsonContentType(_) => ApiError::localized(
                ErrorKind::JsonContentType,
                Message::new("table-api-json-content-type"),
            ),
            JsonRejection::BytesRejection(b) => b.into(),
            JsonRejection::JsonDataError(e) => ApiError::new(ErrorKind::BadField, e.body_text()),
            other => ApiError::new(ErrorKind::BadJson, other.body_text()),
        }
    }
}

impl From<BytesRejection> for ApiError {
    fn from(r: BytesRejection) -> ApiError {
        if r.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::localized(
                ErrorKind::TooLarge,
                Message::new("table-api-body-too-large").int("limit", crate::MAX_BODY as i64),
            )
        } else {
            ApiError::new(ErrorKind::BadJson, r.body_text())
        }
    }
}

impl From<PathRejection> for ApiError {
    fn from(r: PathRejection) -> ApiError {
        ApiError::new(ErrorKind::BadPath, r.body_text())
    }
}

impl From<QueryRejection> for ApiError {
    fn from(r: QueryRejection) -> ApiError {
        ApiError::new(ErrorKind::BadQuery, r.body_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table names its errors' codes too: the API's must be the same.
    #[test]
    fn table_errors_keep_the_tables_codes() {
        let errors = || {
            [
                TableError::not_found("game", "x"),
                TableError::Unauthorized,
                TableError::Forbidden(Message::new("table-api-internal")),
                TableError::bad_field("name", Message::new("table-api-internal")),
                TableError::Ended,
                TableError::Store(sqlx::Error::PoolClosed),
            ]
        };
        for (e, again) in errors().into_iter().zip(errors()) {
            let kind = ErrorKind::from(&e);
            assert_eq!(kind.code(), e.code(), "{e:?}");
            assert_eq!(ApiError::from(again).error_in("en")["code"], e.code());
        }
    }
}
