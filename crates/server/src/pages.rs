//! The server-rendered pages.

use axum::Router;

use crate::AppState;

/// The pages' routes.
pub fn routes() -> Router<AppState> {
    Router::new()
}
