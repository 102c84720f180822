//! Tokens and members that can be taken back: signing out ends a token, a member or
//! the Keeper gets a new one, the Keeper removes a member or withdraws an invite.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiError;
use crate::extract::{Member, Path};
use crate::openapi::{errors, schema};
use crate::{AppState, answer};

type Answer = Result<Response, ApiError>;

/// An invite withdrawn.
#[derive(Debug, Serialize, ToSchema)]
pub struct Revoked {
    /// The invite's secret, which no longer joins anyone.
    pub invite: String,
    /// Always `true`.
    pub revoked: bool,
}

/// `POST /api/v1/games/{game}/signout`: the asker's token stops working.
#[utoipa::path(
    post,
    path = "/games/{game}/signout",
    operation_id = "signOut",
    tag = "members",
    summary = "Sign out (end this token)",
    description = "The token that signs this request stops working, everywhere, at once. The member stays, with their entries; to sign in again they need a new token from the Keeper (`POST …/members/{member}/token`). The pages' sign-out does this too.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The member signed out.", body = schema::Member),
        (status = 401, response = errors::Unauthorized),
        errors::Always,
    )
)]
pub async fn sign_out(State(s): State<AppState>, Member(m): Member) -> Answer {
    s.table.sign_out(&m).await?;
    Ok(axum::Json(m).into_response())
}

/// `POST /api/v1/games/{game}/members/{member}/token`: a new token, the old revoked.
#[utoipa::path(
    post,
    path = "/games/{game}/members/{member}/token",
    operation_id = "reissueToken",
    tag = "members",
    summary = "A new token (the member, or the Keeper for anyone)",
    description = "A new token for the member, shown once; their old token stops working at once. A member may rotate their own; the Keeper may give any member a new one (one who lost theirs, or signed out). The pages' \"Sign in on another device\" does the same for the member signed in, and shows the new token as a sign-in link (`/games/{game}/signin?token=…`) and its QR code.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The member and their new token.", body = answer::Joined),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        errors::Always,
    )
)]
pub async fn reissue_token(
    State(s): State<AppState>,
    Path((game, id)): Path<(String, String)>,
    Member(asker): Member,
) -> Answer {
    let token = s.table.reissue_token(&asker, &id).await?;
    let member = s.table.member(&game, &id).await?;
    Ok((
        axum::http::StatusCode::CREATED,
        axum::Json(answer::Joined { member, token }),
    )
        .into_response())
}

/// `DELETE /api/v1/games/{game}/members/{member}` (Keeper): the member can no longer
/// sign in.
#[utoipa::path(
    delete,
    path = "/games/{game}/members/{member}",
    operation_id = "removeMember",
    tag = "members",
    summary = "Remove a member (Keeper)",
    description = "The member's token stops working at once; what they did stays in the log under their name. The Keeper cannot remove themself (400).",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The member removed.", body = schema::Member),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        errors::Always,
    )
)]
pub async fn remove_member(
    State(s): State<AppState>,
    Path((game, id)): Path<(String, String)>,
    Member(keeper): Member,
) -> Answer {
    let member = s.table.member(&game, &id).await;
    s.table.remove_member(&keeper, &id).await?;
    Ok(axum::Json(member?).into_response())
}

/// `DELETE /api/v1/games/{game}/invites/{invite}` (Keeper): nobody else joins with it.
#[utoipa::path(
    delete,
    path = "/games/{game}/invites/{invite}",
    operation_id = "revokeInvite",
    tag = "members",
    summary = "Withdraw an invite (Keeper)",
    description = "Nobody else can join with the invite; those who joined with it stay. An invite of another game, or one already withdrawn, is 404.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The invite, withdrawn.", body = Revoked),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        errors::Always,
    )
)]
pub async fn revoke_invite(
    State(s): State<AppState>,
    Path((_game, invite)): Path<(String, String)>,
    Member(keeper): Member,
) -> Answer {
    s.table.revoke_invite(&keeper, &invite).await?;
    Ok(axum::Json(Revoked {
        invite,
        revoked: true,
    })
    .into_response())
}
