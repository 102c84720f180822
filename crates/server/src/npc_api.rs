//! The API of non-player characters beyond their making (`POST …/characters` with
//! `kind: "npc"`): the Keeper showing one to the players.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::AppState;
use crate::error::ApiError;
use crate::extract::{Member, Path};
use crate::openapi::{errors, schema};

type Answer = Result<Response, ApiError>;

/// `POST /api/v1/games/{game}/characters/{id}/show` (Keeper).
#[utoipa::path(
    post,
    path = "/games/{game}/characters/{id}/show",
    operation_id = "showCharacter",
    tag = "characters",
    summary = "Show an NPC to the players (Keeper)",
    description = "A public entry names the non-player character; from then on every member sees its name in the character list and the log, never its stats. An NPC is also shown by a public roll for it. Showing one already shown is `bad_field` on `character`; an investigator cannot be shown (its sheet is public already).",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The NPC as the Keeper sees it.", body = schema::Character),
        errors::Refusals,
        errors::Always,
    )
)]
pub async fn show_character(
    State(s): State<AppState>,
    Path((_, id)): Path<(String, String)>,
    Member(m): Member,
) -> Answer {
    s.table.show_character(&m, &id).await?;
    let character = s.table.character(&m, &id).await?;
    Ok((StatusCode::CREATED, axum::Json(character)).into_response())
}
