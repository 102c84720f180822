//! Extractors whose rejections are [`ApiError`]s, and the member behind a request.

use std::convert::Infallible;

use axum::extract::{FromRequest, FromRequestParts, OptionalFromRequestParts, RawPathParams};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use axum_extra::extract::CookieJar;
use keeper_table::{Table, TableError};

use crate::AppState;
use crate::error::{ApiError, ErrorKind};

type TableMember = keeper_table::Member;

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
    cookie(headers, &cookie_name(game))
}

/// The request's `Authorization: Bearer …` token, if it has one.
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|auth| auth.strip_prefix("Bearer "))
        .map(str::trim)
}

/// The value of the cookie `name`, if the request has it.
pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    CookieJar::from_headers(headers)
        .get(name)
        .map(|c| c.value().to_owned())
}

/// The member of the path's `{game}` behind a request (its token: [`token`]); a
/// request without a valid one is rejected with 401. As an `Option`, a request without
/// one is `None` (what anyone may read). From here on the API answers in the member's
/// language, when they chose one.
#[derive(Debug, Clone)]
pub struct Member(pub TableMember);

impl FromRequestParts<AppState> for Member {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, s: &AppState) -> Result<Member, ApiError> {
        let game = path_game(parts).await?;
        member(&s.table, &parts.headers, &game).await.map(Member)
    }
}

impl OptionalFromRequestParts<AppState> for Member {
    type Rejection = Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        s: &AppState,
    ) -> Result<Option<Member>, Infallible> {
        let Ok(game) = path_game(parts).await else {
            return Ok(None);
        };
        Ok(maybe_member(&s.table, &parts.headers, &game)
            .await
            .map(Member))
    }
}

/// The request's `Idempotency-Key` (trimmed; `None` when absent or blank). Read from
/// the headers in place: taking the whole `HeaderMap` would copy it for each roll.
#[derive(Debug)]
pub struct IdempotencyKey(pub Option<String>);

impl<S: Send + Sync> FromRequestParts<S> for IdempotencyKey {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Infallible> {
        Ok(IdempotencyKey(
            parts
                .headers
                .get(crate::idempotency::HEADER)
                .and_then(crate::idempotency::key_text)
                .map(str::to_owned),
        ))
    }
}

/// The `{game}` of the request's path; a route without one has no member.
async fn path_game(parts: &mut Parts) -> Result<String, ApiError> {
    let params = RawPathParams::from_request_parts(parts, &())
        .await
        .map_err(|r| ApiError::new(ErrorKind::BadPath, r.body_text()))?;
    params
        .iter()
        .find(|(k, _)| *k == "game")
        .map(|(_, v)| v.to_owned())
        .ok_or_else(ApiError::no_route)
}

/// The member of `game` behind the request, or 401. From here on the API answers in
/// the member's language, when they chose one.
pub async fn member(
    table: &Table,
    headers: &HeaderMap,
    game: &str,
) -> Result<TableMember, ApiError> {
    let token = token(headers, game).ok_or(TableError::Unauthorized)?;
    let member = table.authenticate(game, &token).await?;
    follow_member(&member);
    if let Ok(Some(system)) = table.system_of(game).await {
        crate::error::use_system(system);
    }
    Ok(member)
}

/// The member when the request has a valid token, else `None` (pages readable by
/// anyone for public entries).
pub async fn maybe_member(table: &Table, headers: &HeaderMap, game: &str) -> Option<TableMember> {
    let token = token(headers, game)?;
    let member = table.authenticate(game, &token).await.ok()?;
    follow_member(&member);
    Some(member)
}

/// Answers the rest of the request in the member's language, when they chose one.
fn follow_member(member: &TableMember) {
    if let Some(l) = member_language(member) {
        crate::error::use_language(l);
    }
}

/// `code` when it is one of [`keeper_table::LANGUAGES`].
pub(crate) fn known_language(code: &str) -> Option<&'static str> {
    keeper_table::LANGUAGES
        .iter()
        .find(|l| **l == code)
        .copied()
}

/// The language the member chose, when it is one keeper speaks.
pub(crate) fn member_language(member: &TableMember) -> Option<&'static str> {
    known_language(member.language.as_deref()?)
}

/// The language to answer `member` in: the one they chose, else the request's.
pub(crate) fn reader_language(member: &TableMember, headers: &HeaderMap) -> &'static str {
    member_language(member).unwrap_or_else(|| request_language(headers))
}

/// The cookie that remembers the language a browser chose (the pages' language picker).
pub const LANGUAGE_COOKIE: &str = "keeper_lang";

/// The language of a request before the member is known: the browser's choice
/// ([`LANGUAGE_COOKIE`]), else the best of [`keeper_table::LANGUAGES`] for its
/// `Accept-Language`, else English. Pages and the API choose alike.
pub fn request_language(headers: &HeaderMap) -> &'static str {
    cookie(headers, LANGUAGE_COOKIE)
        .and_then(|c| known_language(&c))
        .or_else(|| accept_language(headers))
        .unwrap_or(keeper_i18n::FALLBACK_LANGUAGE)
}

/// The best of [`keeper_table::LANGUAGES`] for an `Accept-Language` header (`q`
/// weights honoured, `pt` matching `pt-BR`).
fn accept_language(headers: &HeaderMap) -> Option<&'static str> {
    let header = headers.get("accept-language")?.to_str().ok()?;
    let mut wanted: Vec<(f32, usize, String)> = header
        .split(',')
        .enumerate()
        .filter_map(|(i, part)| {
            let mut bits = part.split(';');
            let tag = bits.next()?.trim().to_ascii_lowercase();
            let q = bits
                .filter_map(|b| b.trim().strip_prefix("q="))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            (!tag.is_empty() && q > 0.0).then_some((q, i, tag))
        })
        .collect();
    wanted.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    wanted
        .iter()
        .find_map(|(_, _, tag)| keeper_i18n::resolve_language(tag))
}
