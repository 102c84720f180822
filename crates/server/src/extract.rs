//! Extractors whose rejections are [`ApiError`]s, and the member behind a request.

use axum::extract::FromRequest;
use axum::extract::FromRequestParts;
use axum::http::HeaderMap;
use keeper_table::{Member, Table, TableError};

use crate::error::ApiError;

/// JSON body; a bad body is a JSON error, never axum's plain text.
#[derive(Debug, FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct Json<T>(pub T);

impl<T: serde::Serialize> axum::response::IntoResponse for Json<T> {
    fn into_response(self) -> axum::response::Response {
        axum::Json(self.0).into_response()
    }
}

/// Path parameters.
#[derive(Debug, FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(ApiError))]
pub struct Path<T>(pub T);

/// Query parameters.
#[derive(Debug, FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(ApiError))]
pub struct Query<T>(pub T);

/// The name of the cookie that holds a member's token for `game` in a browser.
pub fn cookie_name(game: &str) -> String {
    format!("keeper_{game}")
}

/// The member token of a request: `Authorization: Bearer …`, or the game's cookie.
pub fn token(headers: &HeaderMap, game: &str) -> Option<String> {
    if let Some(auth) = headers.get("authorization").and_then(|v| v.to_str().ok())
        && let Some(t) = auth.strip_prefix("Bearer ")
    {
        return Some(t.trim().to_owned());
    }
    let name = cookie_name(game);
    headers
        .get_all("cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_owned())
}

/// The member of `game` behind the request, or 401.
pub async fn member(table: &Table, headers: &HeaderMap, game: &str) -> Result<Member, ApiError> {
    let token = token(headers, game).ok_or(TableError::Unauthorized)?;
    Ok(table.authenticate(game, &token).await?)
}

/// The member when the request has a valid token, else `None` (pages readable by
/// anyone for public entries).
pub async fn maybe_member(table: &Table, headers: &HeaderMap, game: &str) -> Option<Member> {
    let token = token(headers, game)?;
    table.authenticate(game, &token).await.ok()
}
