//! The one error type of the server: every failure becomes a 4xx (or 503) response
//! with a JSON body `{"error": {"code", "message", …}}`. The `message` is in the
//! language of the request ([`with_language`]); codes, fields and statuses never
//! depend on it.

use std::cell::Cell;
use std::future::Future;

use axum::extract::rejection::{BytesRejection, JsonRejection, PathRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use keeper_i18n::{Catalogue, FALLBACK_LANGUAGE, Localize, Message};
use keeper_table::TableError;
use serde_json::{Value, json};

tokio::task_local! {
    /// The language the API answers the current request in.
    static LANGUAGE: Cell<&'static str>;
}

/// Runs `f` (a request's handling) answering errors in `lang` (one of
/// [`keeper_table::LANGUAGES`]).
pub async fn with_language<F: Future>(lang: &'static str, f: F) -> F::Output {
    LANGUAGE.scope(Cell::new(lang), f).await
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

/// An API error: a status and the JSON error object.
#[derive(Debug)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// `{"code", "message", …}`; a catalogue message is left for
    /// [`ApiError::error_in`] to write in the reader's language.
    pub error: Value,
    /// The catalogue's message behind `error.message`, when it has one: the response
    /// formats it in the request's language.
    pub message: Option<Message>,
}

impl ApiError {
    /// An error with a code and a message that is not the catalogue's (a parser's own
    /// words): it reads the same in every language.
    pub fn new(status: StatusCode, code: &str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            error: json!({"code": code, "message": message.into()}),
            message: None,
        }
    }

    /// An error with a code and a message of the catalogue.
    pub fn localized(status: StatusCode, code: &str, message: Message) -> ApiError {
        ApiError {
            status,
            error: json!({"code": code, "message": null}),
            message: Some(message),
        }
    }

    /// 400 `bad_field`, naming the field.
    pub fn bad_field(field: &str, message: Message) -> ApiError {
        let mut e = ApiError::localized(StatusCode::BAD_REQUEST, "bad_field", message);
        e.error["field"] = json!(field);
        e
    }

    /// 404 for a path nothing answers.
    pub fn no_route() -> ApiError {
        ApiError::localized(
            StatusCode::NOT_FOUND,
            "not_found",
            Message::new("table-api-no-route"),
        )
    }

    /// The error object with its message in `lang`.
    pub fn error_in(&self, lang: &str) -> Value {
        let mut error = self.error.clone();
        if let Some(m) = &self.message {
            error["message"] = json!(Catalogue::global().format(lang, m));
        }
        error
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let error = self.error_in(language());
        (self.status, axum::Json(json!({"error": error}))).into_response()
    }
}

/// The HTTP status a table error answers with, for the API and the pages alike.
pub(crate) fn status_of(e: &TableError) -> StatusCode {
    match e {
        TableError::NotFound { .. } => StatusCode::NOT_FOUND,
        TableError::Unauthorized => StatusCode::UNAUTHORIZED,
        TableError::Forbidden(_) => StatusCode::FORBIDDEN,
        TableError::BadField { .. } => StatusCode::BAD_REQUEST,
        TableError::Rejected(_) => StatusCode::UNPROCESSABLE_ENTITY,
        TableError::Ended => StatusCode::CONFLICT,
        TableError::Store(_) | TableError::Migrate(_) => StatusCode::SERVICE_UNAVAILABLE,
    }
}

impl From<TableError> for ApiError {
    fn from(e: TableError) -> ApiError {
        let status = status_of(&e);
        match &e {
            // The engine's own error object, code and all, in the language of its request.
            TableError::Rejected(inner) => {
                return ApiError {
                    status,
                    error: inner.clone(),
                    message: None,
                };
            }
            // The operator's log gets the storage's words; the caller a plain message.
            TableError::Store(_) | TableError::Migrate(_) => tracing::error!("{e}"),
            _ => {}
        }
        let mut error = ApiError::localized(status, e.code(), e.message());
        if let TableError::BadField { field, .. } = &e {
            error.error["field"] = json!(field);
        }
        error
    }
}

impl From<JsonRejection> for ApiError {
    fn from(r: JsonRejection) -> ApiError {
        match r {
            JsonRejection::MissingJsonContentType(_) => ApiError::localized(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "bad_json",
                Message::new("table-api-json-content-type"),
            ),
            JsonRejection::BytesRejection(b) => b.into(),
            JsonRejection::JsonDataError(e) => {
                ApiError::new(StatusCode::BAD_REQUEST, "bad_field", e.body_text())
            }
            other => ApiError::new(other.status(), "bad_json", other.body_text()),
        }
    }
}

impl From<BytesRejection> for ApiError {
    fn from(r: BytesRejection) -> ApiError {
        if r.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::localized(
                StatusCode::PAYLOAD_TOO_LARGE,
                "too_large",
                Message::new("table-api-body-too-large").int("limit", crate::MAX_BODY as i64),
            )
        } else {
            ApiError::new(r.status(), "bad_json", r.body_text())
        }
    }
}

impl From<PathRejection> for ApiError {
    fn from(r: PathRejection) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "bad_path", r.body_text())
    }
}

impl From<QueryRejection> for ApiError {
    fn from(r: QueryRejection) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "bad_query", r.body_text())
    }
}
