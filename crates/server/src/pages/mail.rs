//! Mail on the pages: the member's settings on the table (their address and choices, or
//! that this server sends no mail), the form that saves them, and the pages the links
//! of mails open (verify an address; unsubscribe in one click, no sign-in needed: the
//! link's token is the credential).

use std::collections::HashMap;

use axum::Form;
use axum::extract::{Path, Query, State};
use axum::http::header::CACHE_CONTROL;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use keeper_i18n::Message;
use keeper_table::{MailChoices, MailSettings};
use maud::{Markup, html};

use super::chrome::{PageError, Tr, layout, page_with, redirect, seat};
use crate::AppState;

/// The settings panel of the table's session section.
pub(super) fn mail_panel(
    tr: Tr<'_>,
    game: &str,
    settings: &MailSettings,
    server_mails: bool,
) -> Markup {
    let c = settings.choices;
    html! {
        section #mail aria-labelledby="mail-title" {
            h3 #mail-title { (tr.t("mail-title")) }
            @if !server_mails {
                p #mail-off .hint { (tr.t("mail-off")) }
            } @else {
                p.hint { (tr.t("mail-hint")) }
                @if let Some(email) = &settings.email {
                    p #mail-state {
                        @if settings.verified {
                            (tr.m(Message::new("mail-verified").text("email", email.clone())))
                        } @else {
                            (tr.m(Message::new("mail-unverified").text("email", email.clone())))
                        }
                    }
                }
                form #mail-form method="post" action=(format!("/games/{game}/mail")) {
                    div.field {
                        label for="mail-email" { (tr.t("mail-email-label")) }
                        input #mail-email type="email" name="email" autocomplete="email"
                            value=(settings.email.clone().unwrap_or_default());
                    }
                    (choice(tr, "posts", "mail-posts-label", c.posts))
                    (choice(tr, "requests", "mail-requests-label", c.requests))
                    (choice(tr, "reveals", "mail-reveals-label", c.reveals))
                    (choice(tr, "digest", "mail-digest-label", c.digest))
                    button #mail-save .secondary type="submit" { (tr.t("mail-save")) }
                }
            }
        }
    }
}

fn choice(tr: Tr<'_>, name: &str, label: &'static str, on: bool) -> Markup {
    let id = format!("mail-{name}");
    html! {
        div.field.check {
            input id=(id) type="checkbox" name=(name) value="on" checked[on];
            label for=(id) { (tr.t(label)) }
        }
    }
}

/// `POST /games/{id}/mail`: saves the member's address and choices (an empty address
/// forgets it), then back to the table's settings.
pub(super) async fn save(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
    Form(f): Form<HashMap<String, String>>,
) -> Result<Response, PageError> {
    let seat = seat(&s.table, &headers, &game).await?;
    let Some(mailer) = &s.mailer else {
        let mut e = PageError::forbidden(&seat.lang).at(&seat.game.system);
        e.detail = Some(Message::new("mail-not-configured"));
        return Err(e);
    };
    let on = |k: &str| f.get(k).is_some_and(|v| !v.is_empty());
    let choices = MailChoices {
        posts: on("posts"),
        requests: on("requests"),
        reveals: on("reveals"),
        digest: on("digest"),
    };
    let email = f.get("email").map(|e| e.trim()).filter(|e| !e.is_empty());
    let token = s
        .table
        .set_mail(&seat.member, email, choices, &mailer.now())
        .await
        .map_err(|e| seat.err(e))?;
    if let (Some(token), Some(email)) = (token, email) {
        mailer.verification(&seat.game, &seat.member, email.trim(), &token);
    }
    Ok(redirect(&format!("/games/{game}#mail")))
}

/// A page of a mail's link: `title` and `lead`, in the member's language (else the
/// game's: the link is opened from a mail, maybe in a browser that never signed in).
fn link_page(lang: &str, system: &str, game: &str, title: &'static str, lead: Message) -> Response {
    let tr = Tr::at(lang, system);
    let title = tr.t(title);
    let body = html! {
        h1 { (title) }
        p.lead #mail-lead { (tr.m(lead)) }
        p { a #mail-back href=(format!("/games/{game}")) { (tr.t("mail-back")) } }
    };
    let mut response = page_with(StatusCode::OK, layout(tr, &title, None, &[], body));
    response
        .headers_mut()
        .insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

fn bad_link(headers: &HeaderMap, detail: &'static str) -> Response {
    let mut e = PageError::new(StatusCode::NOT_FOUND, &super::chrome::lang(headers, None));
    e.detail = Some(Message::new(detail));
    e.into_response()
}

/// `GET /games/{id}/mail/verify?token=…`: verifies the address the link was mailed to.
pub(super) async fn verify(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let token = q.get("token").map(String::as_str).unwrap_or("");
    let (member, g) = match s.table.verify_mail(&game, token).await {
        Ok(m) => match s.table.game(&game).await {
            Ok(g) => (m, g),
            Err(_) => return bad_link(&headers, "mail-verify-bad"),
        },
        Err(_) => return bad_link(&headers, "mail-verify-bad"),
    };
    let lang = member
        .language
        .clone()
        .unwrap_or_else(|| g.language.clone());
    link_page(
        &lang,
        &g.system,
        &g.id,
        "mail-verified-title",
        Message::new("mail-verified-lead").text("game", g.name.clone()),
    )
}

/// `GET|POST /games/{id}/mail/unsubscribe?token=…`: stops every mail of the member the
/// link was mailed to, in one click (POST: a mail client's one-click button, RFC 8058).
pub(super) async fn unsubscribe(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let token = q.get("token").map(String::as_str).unwrap_or("");
    let (member, g) = match s.table.unsubscribe(&game, token).await {
        Ok(m) => match s.table.game(&game).await {
            Ok(g) => (m, g),
            Err(_) => return bad_link(&headers, "mail-unsubscribe-bad"),
        },
        Err(_) => return bad_link(&headers, "mail-unsubscribe-bad"),
    };
    let lang = member
        .language
        .clone()
        .unwrap_or_else(|| g.language.clone());
    link_page(
        &lang,
        &g.system,
        &g.id,
        "mail-unsubscribed-title",
        Message::new("mail-unsubscribed-lead")
            .text("name", member.name.clone())
            .text("game", g.name.clone()),
    )
}
