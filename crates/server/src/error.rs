//! The one error type of the server: every failure becomes a 4xx (or 503) response
//! with a JSON body `{"error": {"code", "message", …}}`.

use axum::extract::rejection::{BytesRejection, JsonRejection, PathRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use keeper_table::TableError;
use serde_json::{Value, json};

/// An API error: a status and the JSON error object.
#[derive(Debug)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// `{"code", "message", …}`.
    pub error: Value,
}

impl ApiError {
    /// An error with a code and message.
    pub fn new(status: StatusCode, code: &str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            error: json!({"code": code, "message": message.into()}),
        }
    }

    /// 400 `bad_field`, naming the field.
    pub fn bad_field(field: &str, message: impl Into<String>) -> ApiError {
        let mut e = ApiError::new(StatusCode::BAD_REQUEST, "bad_field", message);
        e.error["field"] = json!(field);
        e
    }

    /// 404 for a path nothing answers.
    pub fn no_route() -> ApiError {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            "no such endpoint: see /api/v1/openapi.json",
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, axum::Json(json!({"error": self.error}))).into_response()
    }
}

impl From<TableError> for ApiError {
    fn from(e: TableError) -> ApiError {
        let status = match &e {
            TableError::NotFound { .. } => StatusCode::NOT_FOUND,
            TableError::Unauthorized => StatusCode::UNAUTHORIZED,
            TableError::Forbidden(_) => StatusCode::FORBIDDEN,
            TableError::BadField { .. } => StatusCode::BAD_REQUEST,
            TableError::Rejected(_) => StatusCode::UNPROCESSABLE_ENTITY,
            TableError::Ended => StatusCode::CONFLICT,
            TableError::Store(_) | TableError::Migrate(_) => StatusCode::SERVICE_UNAVAILABLE,
        };
        let error = match &e {
            // The engine's own error object, code and all.
            TableError::Rejected(inner) => inner.clone(),
            TableError::BadField { field, message } => {
                json!({"code": "bad_field", "field": field, "message": format!("{field} {message}")})
            }
            TableError::Store(inner) => {
                tracing::error!("storage: {inner}");
                json!({"code": e.code(), "message": "the game's storage is not answering: try again shortly"})
            }
            _ => json!({"code": e.code(), "message": e.to_string()}),
        };
        ApiError { status, error }
    }
}

impl From<JsonRejection> for ApiError {
    fn from(r: JsonRejection) -> ApiError {
        match r {
            JsonRejection::MissingJsonContentType(_) => ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "bad_json",
                "send the body as JSON with Content-Type: application/json",
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
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "too_large",
                format!(
                    "the body is larger than the limit of {} bytes",
                    crate::MAX_BODY
                ),
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
