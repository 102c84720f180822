//! The API of mail: a member's own address and choices, and "mail me a sign-in link".
//! The address is answered only to its member (`GET …/me/email`); the sign-in call
//! answers the same whether or not the address is known.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use keeper_i18n::Message;
use keeper_table::{MailChoices, MailSettings};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorKind};
use crate::extract::{Json, Member, Path};
use crate::openapi::errors;

type Answer = Result<Response, ApiError>;

/// `PUT /api/v1/games/{game}/me/email`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetMail {
    /// The member's address; null forgets it (and every choice). A new address is
    /// mailed a verification link, and nothing else until it is opened.
    pub email: Option<String>,
    /// Mail each new post the member may read (not their own).
    #[serde(default)]
    pub posts: bool,
    /// Mail the rolls the Keeper asks of them.
    #[serde(default)]
    pub requests: bool,
    /// Mail the Keeper's reveals.
    #[serde(default)]
    pub reveals: bool,
    /// One mail a day with what they may see since the last one.
    #[serde(default)]
    pub digest: bool,
}

/// `POST /api/v1/games/{game}/mail/signin`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct MailSignIn {
    /// The address to mail a sign-in link to, if it is a member's verified address.
    pub email: String,
}

/// A member's mail settings, as only they see them.
#[derive(Debug, Serialize, ToSchema)]
pub struct Mail {
    /// Their address, if they gave one (never shown to anyone else).
    pub email: Option<String>,
    /// Whether it was verified: mail goes only to a verified address.
    pub verified: bool,
    /// Each new post they may read.
    pub posts: bool,
    /// Rolls asked of them.
    pub requests: bool,
    /// The Keeper's reveals.
    pub reveals: bool,
    /// A daily digest.
    pub digest: bool,
    /// Whether this server sends mail at all (`keeper serve --smtp`).
    pub server_mails: bool,
    /// Whether a verification link was just mailed (a new address).
    pub verification_sent: bool,
}

/// The answer to a sign-in link asked for.
#[derive(Debug, Serialize, ToSchema)]
pub struct MailSignInAccepted {
    /// Always `true`: the answer says nothing of whether the address is known.
    pub accepted: bool,
    /// What happens, in words.
    pub message: String,
}

fn answer_of(settings: MailSettings, server_mails: bool, sent: bool) -> Mail {
    Mail {
        email: settings.email,
        verified: settings.verified,
        posts: settings.choices.posts,
        requests: settings.choices.requests,
        reveals: settings.choices.reveals,
        digest: settings.choices.digest,
        server_mails,
        verification_sent: sent,
    }
}

fn no_mail() -> ApiError {
    ApiError::localized(ErrorKind::Forbidden, Message::new("mail-not-configured"))
}

/// `GET /api/v1/games/{game}/me/email`: the member's own mail settings.
#[utoipa::path(
    get,
    path = "/games/{game}/me/email",
    operation_id = "myMail",
    tag = "members",
    summary = "My email address and what is mailed to me",
    description = "The member's own address (shown to no one else, in no other answer), whether it is verified, their choices, and whether this server sends mail at all.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The member's mail settings.", body = Mail),
        (status = 401, response = errors::Unauthorized),
        errors::Always,
    )
)]
pub async fn my_mail(State(s): State<AppState>, Member(m): Member) -> Answer {
    let settings = s.table.mail_settings(&m).await?;
    Ok(axum::Json(answer_of(settings, s.mailer.is_some(), false)).into_response())
}

/// `PUT /api/v1/games/{game}/me/email`: sets the member's address and choices.
#[utoipa::path(
    put,
    path = "/games/{game}/me/email",
    operation_id = "setMyMail",
    tag = "members",
    summary = "Set my email address and what is mailed to me",
    description = "Sets the member's address (`null` forgets it) and choices. A new address is mailed a verification link (`GET /games/{game}/mail/verify?token=…`) and gets nothing else until it is opened. Every mail has an unsubscribe link. A server without SMTP (`keeper serve` without `--smtp`) answers 403: it sends no mail. A bad address is `bad_field` naming `email`.",
    request_body = SetMail,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The member's mail settings, changed.", body = Mail),
        (status = 400, response = errors::BadRequest),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn set_my_mail(
    State(s): State<AppState>,
    Member(m): Member,
    Json(b): Json<SetMail>,
) -> Answer {
    let Some(mailer) = &s.mailer else {
        return Err(no_mail());
    };
    let choices = MailChoices {
        posts: b.posts,
        requests: b.requests,
        reveals: b.reveals,
        digest: b.digest,
    };
    let token = s
        .table
        .set_mail(&m, b.email.as_deref(), choices, &mailer.now())
        .await?;
    let settings = s.table.mail_settings(&m).await?;
    if let (Some(token), Some(email)) = (&token, &settings.email) {
        let game = s.table.game(&m.game).await?;
        mailer.verification(&game, &m, email, token);
    }
    Ok(axum::Json(answer_of(settings, true, token.is_some())).into_response())
}

/// `POST /api/v1/games/{game}/mail/signin`: mails a sign-in link to a member's address.
#[utoipa::path(
    post,
    path = "/games/{game}/mail/signin",
    operation_id = "mailSignIn",
    tag = "members",
    summary = "Mail me a sign-in link",
    description = "When `email` is the verified address of a member of the game who may sign in, a new sign-in link (`/games/{game}/signin?token=…`) is mailed to it: a new token, as `POST …/members/{member}/token` makes, so the member's old token stops working. The answer is the same (202) whether or not the address is known, and comes before anything is mailed. Rate-limited per address as joining is. A server without SMTP answers 403.",
    request_body = MailSignIn,
    responses(
        (status = 202, description = "Accepted: a link is mailed if the address is known.", body = MailSignInAccepted),
        (status = 400, response = errors::BadRequest),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        errors::JsonBody,
        (status = 429, response = errors::TooManyRequests),
        errors::Always,
    )
)]
pub async fn mail_sign_in(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Json(b): Json<MailSignIn>,
) -> Answer {
    send_sign_in(&s, &game, b.email).await?;
    let lang = crate::error::language();
    let message = keeper_i18n::Catalogue::global().format(lang, &Message::new("mail-signin-sent"));
    Ok((
        StatusCode::ACCEPTED,
        axum::Json(MailSignInAccepted {
            accepted: true,
            message,
        }),
    )
        .into_response())
}

/// Mails a new sign-in link to `email` when it is the verified address of a member of
/// `game` (the API's call and the pages' form alike). Answers before anything is looked
/// up, so its time says nothing of whether the address was found; a server without
/// SMTP, a bad address or an unknown game are refused.
pub(crate) async fn send_sign_in(s: &AppState, game: &str, email: String) -> Result<(), ApiError> {
    let Some(mailer) = s.mailer.clone() else {
        return Err(no_mail());
    };
    // The address is read as an address first: a bad one is the asker's mistake.
    keeper_table::mail::parse_email(&email)?;
    let g = s.table.game(game).await?;
    let table = s.table.clone();
    tokio::spawn(async move {
        match table.member_by_mail(&g.id, &email).await {
            Ok(Some(member)) => match table.reissue_token(&member, &member.id).await {
                Ok(token) => mailer.sign_in(&g, &member, email.trim(), &token),
                Err(e) => tracing::warn!("a sign-in link could not be made: {e}"),
            },
            Ok(None) => {}
            Err(e) => tracing::warn!("a sign-in link's address could not be looked up: {e}"),
        }
    });
    Ok(())
}
