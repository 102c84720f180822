//! Signing in on another device: a member gets their sign-in link once more, as a link
//! and a QR code, and the link's page signs a browser in.
//!
//! Tokens are stored only hashed, so "once more" is a new token: the same operation as
//! `POST /api/v1/games/{game}/members/{member}/token` ([`keeper_table::Table::reissue_token`]).
//! The old token stops working; this browser's cookie moves to the new one, so the
//! member stays signed in here and the link signs in the other device.

use std::collections::HashMap;

use axum::extract::{Path, Query, State};
use axum::http::header::CACHE_CONTROL;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum_extra::extract::CookieJar;
use keeper_i18n::Message;
use keeper_table::{Member, Role};
use maud::{Markup, PreEscaped, html};
use qrcode::QrCode;
use qrcode::render::svg;

use super::chrome::{Nav, PageError, Tr, lang, layout, page_with, seat, session_cookie};
use crate::AppState;

/// The panel on the table and the Keeper's screen: a button that gets this member's
/// sign-in link for another device.
pub(super) fn device_panel(tr: Tr<'_>, game: &str, member: &Member) -> Markup {
    html! {
        section #device aria-labelledby="device-title" {
            h3 #device-title { (tr.t("access-device-title")) }
            p.hint { (tr.m(Message::new("access-device-hint").text("name", member.name.clone()))) }
            @if member.role == Role::Keeper {
                p.hint { (tr.t("access-device-hint-keeper")) }
            }
            form #device-form method="post" action=(format!("/games/{game}/device")) {
                button #device-get .secondary type="submit" { (tr.t("access-device-button")) }
            }
        }
    }
}

/// The QR code of `text` as inline SVG (drawn with `<path>`/`<rect>` fills, no style
/// attribute or script: the page's CSP holds). `None` when the text is too long for a
/// QR code.
fn qr_svg(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    let image = code
        .render::<svg::Color<'_>>()
        .min_dimensions(240, 240)
        .dark_color(svg::Color("#000000"))
        .light_color(svg::Color("#ffffff"))
        .build();
    // Inline in HTML: the XML declaration has no place there.
    let start = image.find("<svg")?;
    Some(image[start..].to_owned())
}

/// `POST /games/{id}/device`: a new token for the member behind the cookie; this
/// browser keeps signed in with it, and the page shows the link and its QR code.
pub(super) async fn device(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
) -> Result<Response, PageError> {
    let seat = seat(&s.table, &headers, &game).await?;
    let token = s
        .table
        .reissue_token(&seat.member, &seat.member.id)
        .await
        .map_err(|e| seat.err(e))?;
    let tr = seat.tr();
    let link = format!(
        "{}/games/{}/signin?token={token}",
        crate::base_url(&headers),
        seat.game.id
    );
    let qr = qr_svg(&link);
    let title = tr.t("access-device-title");
    let body = html! {
        h1 { (title) }
        section #device-result aria-labelledby="device-link-label" {
            div.field {
                label #device-link-label for="device-link" { (tr.t("access-device-link")) }
                input #device-link type="text" readonly value=(link) spellcheck="false";
            }
            button #device-copy .secondary type="button" data-action="copy" data-target="device-link" { (tr.t("web-copy")) }
            p #device-status .form-status role="status" {}
            @if let Some(svg) = qr {
                figure #device-qr .qr role="img" aria-label=(tr.t("access-device-qr")) {
                    (PreEscaped(svg))
                    figcaption { (tr.t("access-device-qr")) }
                }
            }
            p.hint { (tr.t("access-device-secret")) }
            p { a #device-back href=(format!("/games/{}", seat.game.id)) { (tr.t("access-device-back")) } }
        }
    };
    let nav = Nav {
        game: &seat.game,
        member: Some(&seat.member),
        current: "",
    };
    let markup = layout(tr, &title, Some(nav), &["keeper"], body);
    let jar = CookieJar::new().add(session_cookie(&seat.game.id, &token));
    let mut response = (jar, page_with(StatusCode::OK, markup)).into_response();
    // The page holds a secret: no cache keeps it.
    response
        .headers_mut()
        .insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

/// `GET /games/{id}/signin?token=…`: the page a sign-in link opens. It asks before it
/// signs in (a link opened by a preview or a scanner signs no one in), and its form
/// posts the token to `/games/{id}/session`.
pub(super) async fn signin_page(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let lang = lang(&headers, None);
    let token = q.get("token").map(|t| t.trim()).unwrap_or("");
    let member = match s.table.authenticate(&game, token).await {
        Ok(m) => m,
        Err(_) => {
            let mut e = PageError::new(StatusCode::UNAUTHORIZED, &lang);
            e.detail = Some(Message::new("access-signin-bad"));
            return e.into_response();
        }
    };
    let Ok(g) = s.table.game(&game).await else {
        return PageError::not_found(&lang).into_response();
    };
    let lang = lang_of(&headers, &member);
    let tr = Tr::new(&lang);
    let title = tr.t("access-signin-title");
    let body = html! {
        h1 { (title) }
        p.lead #signin-lead {
            (tr.m(Message::new("access-signin-lead")
                .text("game", g.name.clone())
                .text("name", member.name.clone())))
        }
        form #signin-form method="post" action=(format!("/games/{}/session", g.id)) {
            input type="hidden" name="token" value=(token);
            button #signin-submit type="submit" { (tr.t("access-signin-submit")) }
        }
    };
    let mut response = page_with(StatusCode::OK, layout(tr, &title, None, &[], body));
    response
        .headers_mut()
        .insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

fn lang_of(headers: &HeaderMap, member: &Member) -> String {
    super::chrome::lang(headers, Some(member))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_link_is_an_inline_svg_qr_code() {
        let svg = super::qr_svg(&format!(
            "https://table.example/games/0123456789abcdef/signin?token={}",
            "ab".repeat(32)
        ))
        .expect("a QR code");
        assert!(svg.starts_with("<svg"), "{svg}");
        assert!(!svg.contains("style=") && !svg.contains("<script"), "{svg}");
    }
}
