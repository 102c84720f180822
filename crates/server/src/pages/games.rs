//! The front door: the games this browser holds, making a game, joining one, signing
//! in with a token, and the static assets.

use std::collections::HashMap;

use axum::Form;
use axum::extract::{Path, Query, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use keeper_table::{NewGame, Role, TableError};
use maud::{Markup, html};
use serde_json::{Value, json};

use super::chrome::{
    PageError, Tr, clear_cookie, game_cookies, lang, language_name, layout, page, page_with,
    redirect_with_cookie, role_name, session_cookie, site_cookie, system_name,
};
use crate::{AppState, extract};

type Fields = HashMap<String, String>;

fn field<'a>(f: &'a Fields, name: &str) -> &'a str {
    f.get(name).map(String::as_str).unwrap_or("").trim()
}

/// `GET /`: the games this browser is signed in to.
pub(super) async fn index(State(s): State<AppState>, headers: HeaderMap) -> Response {
    let lang = lang(&headers, None);
    let tr = Tr::new(&lang);
    let mut games = Vec::new();
    for (id, token) in game_cookies(&headers) {
        if games
            .iter()
            .any(|(g, _): &(keeper_table::Game, _)| g.id == id)
        {
            continue;
        }
        if let Ok(m) = s.table.authenticate(&id, &token).await
            && let Ok(g) = s.table.game(&id).await
        {
            games.push((g, m));
        }
    }
    let title = tr.t("web-index-title");
    let body = html! {
        h1 { (title) }
        section aria-labelledby="games-title" {
            h2 #games-title { (tr.t("web-index-your-games")) }
            @if games.is_empty() {
                p #no-games { (tr.t("web-index-no-games")) }
            } @else {
                ul #games .card-list {
                    @for (g, m) in &games {
                        li.card id=(format!("game-{}", g.id)) {
                            a.game-link href=(format!("/games/{}", g.id)) { (g.name) }
                            p.meta {
                                (system_name(tr, &g.system)) " · "
                                (tr.t1("web-index-you-are", "role", role_name(tr, m.role, &g.system)))
                                " (" (m.name) ")"
                                @if g.ended_at.is_some() { " · " (tr.t("web-game-ended-short")) }
                            }
                        }
                    }
                }
            }
            p { a.button #new-game-link href="/games/new" { (tr.t("web-index-new-game")) } }
        }
        section aria-labelledby="token-title" {
            h2 #token-title { (tr.t("web-index-token-title")) }
            p.hint { (tr.t("web-index-token-hint")) }
            form #token-form method="post" action="/session" {
                div.field {
                    label for="token-game" { (tr.t("web-index-token-game")) }
                    input #token-game name="game" required autocomplete="off" spellcheck="false";
                }
                div.field {
                    label for="token-value" { (tr.t("web-index-token-value")) }
                    input #token-value name="token" type="password" required autocomplete="off";
                }
                button #token-submit type="submit" { (tr.t("web-index-token-submit")) }
            }
        }
        // A lost link: a new one mailed to the address the member gave the game.
        section aria-labelledby="mail-signin-title" {
            h2 #mail-signin-title { (tr.t("web-mail-signin-title")) }
            p.hint { (tr.t("web-mail-signin-hint")) }
            form #mail-signin-form method="post" action="/mail-signin" {
                div.field {
                    label for="mail-signin-game" { (tr.t("web-index-token-game")) }
                    input #mail-signin-game name="game" required autocomplete="off" spellcheck="false";
                }
                div.field {
                    label for="mail-signin-email" { (tr.t("web-mail-signin-email")) }
                    input #mail-signin-email name="email" type="email" required autocomplete="email";
                }
                button #mail-signin-submit type="submit" { (tr.t("web-mail-signin-submit")) }
            }
        }
    };
    page(layout(tr, &title, None, &[], body))
}

/// The new-game form, with the values typed so far and an error.
fn new_game_form(tr: Tr<'_>, f: &Fields, error: Option<&str>, operator: bool) -> Markup {
    let system = field(f, "system");
    let language = match field(f, "language") {
        "" => tr.lang,
        l => l,
    };
    let house = field(f, "house_rules");
    let title = tr.t("web-new-game-title");
    let body = html! {
        h1 { (title) }
        form #new-game-form method="post" action="/games/new" {
            div #form-error .form-error role="alert" {
                @if let Some(e) = error { p { (e) } }
            }
            div.field {
                label for="game-name" { (tr.t("web-new-game-name")) }
                input #game-name name="name" required maxlength="200" value=(field(f, "name"));
            }
            div.field {
                label for="game-system" { (tr.t("web-new-game-system")) }
                select #game-system name="system" {
                    @for sys in keeper_table::SYSTEMS {
                        option value=(sys) selected[*sys == system] { (system_name(tr, sys)) }
                    }
                }
            }
            div.field {
                label for="game-language" { (tr.t("web-new-game-language")) }
                select #game-language name="language" {
                    @for l in keeper_table::LANGUAGES {
                        option value=(l) selected[*l == language] { (language_name(tr, l)) }
                    }
                }
            }
            div.field {
                label for="game-keeper-name" { (tr.t("web-new-game-keeper-name")) }
                input #game-keeper-name name="keeper_name" required maxlength="200" value=(field(f, "keeper_name"));
            }
            fieldset {
                legend { (tr.t("web-new-game-options")) }
                div.field {
                    label for="game-house-rules" { (tr.t("web-new-game-house-rules")) }
                    select #game-house-rules name="house_rules" aria-describedby="game-house-rules-hint" {
                        option value="forum" selected[house != "plain"] { (tr.t("web-new-game-house-forum")) }
                        option value="plain" selected[house == "plain"] { (tr.t("web-new-game-house-plain")) }
                    }
                    p.hint #game-house-rules-hint { (tr.t("web-new-game-house-hint")) }
                }
                div.field {
                    label for="game-options" { (tr.t("web-new-game-options-json")) }
                    textarea #game-options name="options" rows="3" spellcheck="false"
                        aria-describedby="game-options-hint" { (field(f, "options")) }
                    p.hint #game-options-hint { (tr.t("web-new-game-options-hint")) }
                }
            }
            @if operator {
                div.field {
                    label for="game-operator-token" { (tr.t("access-operator-token")) }
                    input #game-operator-token name="operator_token" type="password" required
                        autocomplete="off" aria-describedby="game-operator-token-hint";
                    p.hint #game-operator-token-hint { (tr.t("access-operator-token-hint")) }
                }
            }
            button #game-create type="submit" { (tr.t("web-new-game-submit")) }
        }
    };
    layout(tr, &title, None, &[], body)
}

/// `GET /games/new`.
pub(super) async fn new_game(State(s): State<AppState>, headers: HeaderMap) -> Response {
    let lang = lang(&headers, None);
    let operator = s.operator.is_some();
    page(new_game_form(
        Tr::new(&lang),
        &Fields::new(),
        None,
        operator,
    ))
}

/// `POST /games/new` (a form): makes the game, signs this browser in as its Keeper.
pub(super) async fn create_game(
    State(s): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<Fields>,
) -> Response {
    let lang = lang(&headers, None);
    let tr = Tr::new(&lang);
    let operator = s.operator.is_some();
    let fail_with = |status: StatusCode, message: String| {
        page_with(status, new_game_form(tr, &f, Some(&message), operator))
    };
    let fail = |message: String| fail_with(StatusCode::UNPROCESSABLE_ENTITY, message);
    let presented = match field(&f, "operator_token") {
        "" => extract::bearer(&headers),
        token => Some(token),
    };
    if s.may_create_game(presented).is_err() {
        return fail_with(StatusCode::FORBIDDEN, tr.t("access-operator-only"));
    }
    let system = field(&f, "system");
    let options = match field(&f, "options") {
        "" if system == "classic" && field(&f, "house_rules") == "plain" => {
            json!({"preset": "plain"})
        }
        "" => json!({}),
        text => match serde_json::from_str::<Value>(text) {
            Ok(v @ Value::Object(_)) => v,
            _ => return fail(tr.t("web-new-game-options-bad")),
        },
    };
    let mut new = NewGame::new(field(&f, "name"), system, field(&f, "keeper_name"));
    new.options = options;
    if !field(&f, "language").is_empty() {
        new.language = field(&f, "language").to_owned();
    }
    match s.table.create_game(new).await {
        Ok((game, _, token)) => redirect_with_cookie(
            &format!("/games/{}", game.id),
            session_cookie(&game.id, &token),
        ),
        Err(e) => fail(e.text(&lang)),
    }
}

fn join_form(
    tr: Tr<'_>,
    game: &str,
    game_name: Option<&str>,
    f: &Fields,
    error: Option<&str>,
) -> Markup {
    let title = tr.t("web-join-title");
    let invite = field(f, "invite");
    let body = html! {
        h1 { (title) }
        @if let Some(n) = game_name { p.lead { (tr.t1("web-join-game", "name", n.to_owned())) } }
        form #join-form method="post" action=(format!("/games/{game}/join")) {
            div #form-error .form-error role="alert" {
                @if let Some(e) = error { p { (e) } }
            }
            @if invite.is_empty() || error.is_some() {
                div.field {
                    label for="join-invite" { (tr.t("web-join-invite")) }
                    input #join-invite name="invite" required autocomplete="off" spellcheck="false" value=(invite);
                }
            } @else {
                input #join-invite type="hidden" name="invite" value=(invite);
            }
            div.field {
                label for="join-name" { (tr.t("web-join-name")) }
                input #join-name name="name" required maxlength="200" value=(field(f, "name"));
            }
            button #join-submit type="submit" { (tr.t("web-join-submit")) }
        }
    };
    layout(tr, &title, None, &[], body)
}

/// `GET /games/{id}/join?invite=…`.
pub(super) async fn join_page(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
    Query(q): Query<Fields>,
) -> Response {
    let lang = lang(&headers, None);
    let name = s.table.game(&game).await.ok().map(|g| g.name);
    let Some(name) = name else {
        return PageError::not_found(&lang).into_response();
    };
    page(join_form(Tr::new(&lang), &game, Some(&name), &q, None))
}

/// `POST /games/{id}/join` (a form): joins, signs this browser in.
pub(super) async fn join(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
    Form(f): Form<Fields>,
) -> Response {
    let lang = lang(&headers, None);
    let tr = Tr::new(&lang);
    match s
        .table
        .join(&game, field(&f, "invite"), field(&f, "name"))
        .await
    {
        Ok((m, token)) => {
            redirect_with_cookie(&format!("/games/{game}"), session_cookie(&m.game, &token))
        }
        Err(e) => {
            let (status, message) = match e {
                TableError::Unauthorized => (StatusCode::UNAUTHORIZED, tr.t("web-join-bad-invite")),
                e => (StatusCode::UNPROCESSABLE_ENTITY, e.text(tr.lang)),
            };
            let name = s.table.game(&game).await.ok().map(|g| g.name);
            page_with(
                status,
                join_form(tr, &game, name.as_deref(), &f, Some(&message)),
            )
        }
    }
}

/// Signs in with a token: the cookie, then the table.
async fn sign_in(s: &AppState, headers: &HeaderMap, game: &str, token: &str) -> Response {
    match s.table.authenticate(game, token).await {
        Ok(m) => redirect_with_cookie(
            &format!("/games/{}", m.game),
            session_cookie(&m.game, token),
        ),
        Err(_) => PageError::new(StatusCode::UNAUTHORIZED, &lang(headers, None)).into_response(),
    }
}

/// `POST /games/{id}/session` (a form with `token`): signs this browser in.
pub(super) async fn session(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
    Form(f): Form<Fields>,
) -> Response {
    sign_in(&s, &headers, &game, field(&f, "token")).await
}

/// `POST /session` (a form with `game` and `token`).
pub(super) async fn session_form(
    State(s): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<Fields>,
) -> Response {
    let game = field(&f, "game");
    if game.is_empty() || !game.chars().all(|c| c.is_ascii_alphanumeric()) {
        return PageError::new(StatusCode::UNAUTHORIZED, &lang(&headers, None)).into_response();
    }
    sign_in(&s, &headers, game, field(&f, "token")).await
}

/// `POST /mail-signin` (a form with `game` and `email`): a new sign-in link mailed to a
/// member's verified address, the same page whether or not the address is known.
pub(super) async fn mail_signin_form(
    State(s): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<Fields>,
) -> Response {
    let lang = lang(&headers, None);
    let tr = Tr::new(&lang);
    let game = field(&f, "game");
    let sent = match game.is_empty() || !game.chars().all(|c| c.is_ascii_alphanumeric()) {
        true => Err(crate::ApiError::from(TableError::not_found("game", game))),
        false => crate::mail_api::send_sign_in(&s, game, field(&f, "email").to_owned()).await,
    };
    let title = tr.t("web-mail-signin-title");
    let (status, said) = match sent {
        Ok(()) => (StatusCode::OK, tr.t("mail-signin-sent")),
        Err(e) => (
            e.status(),
            e.error_in(&lang)["message"]
                .as_str()
                .unwrap_or_default()
                .to_owned(),
        ),
    };
    let body = html! {
        h1 { (title) }
        p #mail-signin-said role="status" { (said) }
        p { a href="/" { (tr.t("web-mail-signin-back")) } }
    };
    page_with(status, layout(tr, &title, None, &[], body))
}

/// `POST /games/{id}/signout`: ends this browser's token for the game (it stops
/// working everywhere) and forgets it.
pub(super) async fn sign_out(
    State(s): State<AppState>,
    Path(game): Path<String>,
    jar: axum_extra::extract::CookieJar,
) -> Response {
    let game: String = game.chars().filter(char::is_ascii_alphanumeric).collect();
    if let Some(token) = jar.get(&extract::cookie_name(&game))
        && let Ok(member) = s.table.authenticate(&game, token.value()).await
        && let Err(e) = s.table.sign_out(&member).await
    {
        tracing::warn!("signing out of {game}: {e}");
    }
    redirect_with_cookie("/", clear_cookie(&game))
}

/// `POST /language` (a form with `lang` and, in a game, `game`): remembers the language
/// in this browser and, for a member signed in to that game, on the member; then goes
/// back to the page the form was on.
pub(super) async fn choose_language(
    State(s): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<Fields>,
) -> Response {
    let Some(chosen) = crate::extract::known_language(field(&f, "lang")) else {
        return PageError::new(StatusCode::BAD_REQUEST, &lang(&headers, None)).into_response();
    };
    let game = field(&f, "game");
    if !game.is_empty()
        && game.chars().all(|c| c.is_ascii_alphanumeric())
        && let Some(m) = extract::maybe_member(&s.table, &headers, game).await
        && let Err(e) = s.table.set_language(&m, Some(chosen)).await
    {
        return PageError::table(&lang(&headers, Some(&m)), e).into_response();
    }
    // Back to the same page of this site; anything else goes home.
    let back = headers
        .get("referer")
        .and_then(|v| v.to_str().ok())
        .and_then(|r| r.split_once("://").map(|(_, rest)| rest).or(Some(r)))
        .and_then(|r| r.find('/').map(|i| &r[i..]))
        .filter(|p| p.starts_with('/') && !p.starts_with("//"))
        .unwrap_or("/");
    let remembered = site_cookie(extract::LANGUAGE_COOKIE.to_owned(), chosen.to_owned(), true);
    redirect_with_cookie(back, remembered)
}

/// Whether a member of this role may roll and post.
pub(super) fn acts(role: Role) -> bool {
    role != Role::Observer
}

/// `GET /assets/keeper.css`.
pub(super) async fn css() -> Response {
    (
        [
            (CONTENT_TYPE, "text/css; charset=utf-8"),
            (CACHE_CONTROL, "public, max-age=300"),
        ],
        include_str!("../../assets/keeper.css"),
    )
        .into_response()
}

/// The page script's modules by file name: `keeper.js` is what every page's module
/// imports, the others are one page (or one part of a page) each.
const SCRIPTS: &[(&str, &str)] = &[
    ("keeper.js", include_str!("../../assets/keeper.js")),
    ("log.js", include_str!("../../assets/log.js")),
    ("dice.js", include_str!("../../assets/dice.js")),
    ("effects.js", include_str!("../../assets/effects.js")),
    ("screen.js", include_str!("../../assets/screen.js")),
    ("wizard.js", include_str!("../../assets/wizard.js")),
    ("threads.js", include_str!("../../assets/threads.js")),
    ("fight.js", include_str!("../../assets/fight.js")),
    ("weapons.js", include_str!("../../assets/weapons.js")),
    ("forecast.js", include_str!("../../assets/forecast.js")),
];

/// `GET /assets/{name}.js`: a module of the page script.
pub(super) async fn script(Path(name): Path<String>, headers: HeaderMap) -> Response {
    let Some((_, source)) = SCRIPTS.iter().find(|(n, _)| *n == name) else {
        return PageError::not_found(&lang(&headers, None)).into_response();
    };
    (
        [
            (CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (CACHE_CONTROL, "public, max-age=300"),
        ],
        *source,
    )
        .into_response()
}
