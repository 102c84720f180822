//! What every page shares: the language, the catalogue, the layout, cookies and the
//! HTML error pages.

use std::borrow::Cow;

use time::format_description::well_known::Rfc3339;

use axum::Json;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE, LOCATION};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum_extra::extract::CookieJar;
use axum_extra::extract::cookie::{Cookie, SameSite};
use keeper_i18n::{Catalogue, Localize, Message};
use keeper_table::{Game, Member, Role, Table, TableError};
use maud::{DOCTYPE, Markup, html};
use serde::Deserialize;
use serde_json::{Map, Value};

use super::render::level_name;
use crate::extract;

/// The language of a page: the member's when set, else the request's
/// ([`extract::request_language`]: the browser's choice, then `Accept-Language`).
pub(crate) fn lang(headers: &HeaderMap, member: Option<&Member>) -> String {
    member
        .and_then(extract::member_language)
        .unwrap_or_else(|| extract::request_language(headers))
        .to_owned()
}

/// The catalogue in one language, at a table of one rule system when the page belongs
/// to a game (its words: a Chthonian table has a Narrator, not a Keeper).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Tr<'a> {
    /// The language.
    pub(crate) lang: &'a str,
    /// The game's rule system, if the page is a game's.
    pub(crate) system: Option<&'a str>,
}

impl<'a> Tr<'a> {
    pub(crate) fn new(lang: &'a str) -> Tr<'a> {
        Tr { lang, system: None }
    }

    /// The catalogue in `lang` at a table of `system`.
    pub(crate) fn at(lang: &'a str, system: &'a str) -> Tr<'a> {
        Tr {
            lang,
            system: Some(system),
        }
    }

    /// The text of a message with no arguments.
    pub(crate) fn t(&self, id: &'static str) -> String {
        self.m(Message::new(id))
    }

    /// The text of a message.
    pub(crate) fn m(&self, msg: Message) -> String {
        Catalogue::global().format_in(self.lang, self.system, &msg)
    }

    /// A whole percentage (a skill's 45) written this language's way.
    pub(crate) fn pct(&self, value: i64) -> String {
        Catalogue::global().whole_percent(self.lang, value)
    }

    /// A skill's label, from its English sheet name.
    pub(crate) fn skill(&self, name: &str) -> String {
        Catalogue::global().skill_label(self.lang, name)
    }

    /// A roll's label: a skill or characteristic named in any language, in this one.
    pub(crate) fn roll_label(&self, label: &str) -> String {
        Catalogue::global().roll_label(self.lang, label)
    }

    /// A quick-start occupation's label.
    pub(crate) fn occupation(&self, name: &str) -> String {
        Catalogue::global().occupation_label(self.lang, name)
    }

    /// A characteristic's short label (`STR`).
    pub(crate) fn characteristic(&self, name: &str) -> String {
        Catalogue::global().characteristic_label(self.lang, name)
    }

    /// The text of a message with one text argument.
    pub(crate) fn t1(
        &self,
        id: &'static str,
        name: &'static str,
        value: impl Into<Cow<'static, str>>,
    ) -> String {
        self.m(Message::new(id).text(name, value))
    }
}

/// A role in the words of the game's system: Chthonian calls its Keeper the Narrator
/// (seed 003: «Рассказчик»).
pub(crate) fn role_name(tr: Tr<'_>, role: Role, system: &str) -> String {
    let tr = Tr::at(tr.lang, system);
    tr.t(match role {
        Role::Keeper => "web-role-keeper",
        Role::Player => "web-role-player",
        Role::Observer => "web-role-observer",
    })
}

/// The system's name.
pub(crate) fn system_name(tr: Tr<'_>, system: &str) -> String {
    match system {
        "coc7" => tr.t("web-system-coc7"),
        "classic" => tr.t("web-system-classic"),
        "chthonian" => tr.t("web-system-chthonian"),
        "dice" => tr.t("web-system-dice"),
        "bcdice" => tr.t("web-system-bcdice"),
        other => other.to_owned(),
    }
}

/// A language's own name.
pub(crate) fn language_name(tr: Tr<'_>, lang: &str) -> String {
    match lang {
        "en" => tr.t("web-language-en"),
        "el" => tr.t("web-language-el"),
        "ru" => tr.t("web-language-ru"),
        "pt-BR" => tr.t("web-language-pt-br"),
        other => other.to_owned(),
    }
}

/// A timestamp (RFC 3339) as shown: the reader's way of writing a date and a time, in
/// UTC (`Nov 30, 2026, 8:38 AM UTC`, `30 нояб. 2026 г., 08:38 UTC`), in a `<time>` that
/// keeps the exact one; one that is not RFC 3339 is shown as it is.
pub(crate) fn when(tr: Tr<'_>, at: &str) -> Markup {
    html! { time datetime=(at) title=(at) { (time_text(tr, at)) } }
}

/// A stored RFC 3339 time as the reader's language writes it, in UTC ("Dec 2, 2026,
/// 3:57 AM UTC"); the stored text when it does not parse.
pub(crate) fn time_text(tr: Tr<'_>, at: &str) -> String {
    time::OffsetDateTime::parse(at, &Rfc3339)
        .ok()
        .map(|t| t.to_offset(time::UtcOffset::UTC))
        .and_then(|t| {
            Catalogue::global().date_time(
                tr.lang,
                (t.year(), u8::from(t.month()), t.day()),
                (t.hour(), t.minute()),
            )
        })
        .map_or_else(|| at.to_owned(), |t| tr.t1("web-time-utc", "time", t))
}

/// The script's texts without arguments, formatted into each page (`body[data-i18n]`).
const SCRIPT_TEXTS: &[&str] = &[
    "web-js-working",
    "web-js-rolled",
    "web-js-saved",
    "web-js-odds-none",
    "web-js-live-connected",
    "web-js-live-lost",
    "web-js-bad-dice",
    "web-js-confirm-end",
    "fairness-confirm-reveal-seed",
    "web-js-confirm-delete",
    "web-js-invite-made",
    "web-js-npc-made",
    "access-invite-withdrawn",
    "web-js-copied",
    "web-js-array-ok",
    "web-js-save",
    "web-js-create-issues",
    "web-js-cancel",
    "web-js-slot-art-craft",
    "web-js-slot-language-other",
    "web-js-slot-firearms",
    "web-js-slot-any",
];

fn script_texts(tr: Tr<'_>) -> String {
    let texts: Map<String, Value> = SCRIPT_TEXTS
        .iter()
        .map(|id| ((*id).to_owned(), Value::String(tr.t(id))))
        .collect();
    Value::Object(texts).to_string()
}

/// The script's texts with arguments, with the values it sends: a count is a number,
/// so Fluent picks its plural form.
fn script_message(tr: Tr<'_>, id: &str, args: &Map<String, Value>) -> Option<Message> {
    let text = |name: &str| match args.get(name) {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    };
    let int = |name: &str| args.get(name).and_then(Value::as_i64).unwrap_or_default();
    Some(match id {
        "web-js-failed" => Message::new("web-js-failed").text("message", text("message")),
        "web-js-odds-mean" => Message::new("web-js-odds-mean")
            .text("mean", text("mean"))
            .text("min", text("min"))
            .text("max", text("max")),
        "web-js-odds-outcome" => Message::new("web-js-odds-outcome")
            .text("value", text("value"))
            .text("percent", text("percent")),
        "web-js-odds-success" => Message::new("web-js-odds-success")
            .text("fraction", text("fraction"))
            .text("percent", text("percent")),
        "web-js-odds-level" => Message::new("web-js-odds-level")
            .text("level", level_name(tr, &text("level")))
            .text("percent", text("percent")),
        "web-js-step" => Message::new("web-js-step")
            .int("step", int("step"))
            .int("steps", int("steps")),
        "web-js-array-left" => Message::new("web-js-array-left").text("values", text("values")),
        "web-js-derived" => Message::new("web-js-derived")
            .int("hp", int("hp"))
            .int("mp", int("mp"))
            .int("san", int("san"))
            .text("db", text("db"))
            .int("build", int("build")),
        "web-js-slot-one-of" => Message::new("web-js-slot-one-of").text("skills", text("skills")),
        "web-keeper-sanity-done" => Message::new("web-keeper-sanity-done")
            .text("name", text("name"))
            .int("lost", int("lost"))
            .int("san", int("san")),
        "web-time-done" => Message::new("web-time-done").int("count", int("count")),
        "web-keeper-damage-done" => Message::new("web-keeper-damage-done")
            .text("name", text("name"))
            .int("amount", int("amount"))
            .int("hp", int("hp"))
            .int("max", int("max")),
        _ => return None,
    })
}

/// What the script asks `POST /texts` for.
#[derive(Debug, Deserialize)]
pub(super) struct TextsAsk {
    lang: String,
    /// `[id, {name: value}]` pairs.
    texts: Vec<(String, Map<String, Value>)>,
}

/// `POST /texts`: the script's texts with arguments, formatted by the catalogue in the
/// page's language with the values the script has, in the order asked. An id the
/// script does not use is a 400.
pub(super) async fn texts(Json(ask): Json<TextsAsk>) -> Response {
    let tr = Tr::new(&ask.lang);
    let mut out = Vec::with_capacity(ask.texts.len());
    for (id, args) in &ask.texts {
        let Some(msg) = script_message(tr, id, args) else {
            return StatusCode::BAD_REQUEST.into_response();
        };
        out.push(tr.m(msg));
    }
    (
        [(CACHE_CONTROL, HeaderValue::from_static("no-store"))],
        Json(out),
    )
        .into_response()
}

/// The game a page belongs to, for the navigation and the script.
#[derive(Debug)]
pub(crate) struct Nav<'a> {
    pub(crate) game: &'a Game,
    pub(crate) member: Option<&'a Member>,
    /// Which link is the current page: `table`, `threads`, `keeper`, `characters`.
    pub(crate) current: &'static str,
}

/// A whole page, with the page script's modules it needs (`dice` is
/// `/assets/dice.js`; none for a page the script does nothing on).
pub(crate) fn layout(
    tr: Tr<'_>,
    title: &str,
    nav: Option<Nav<'_>>,
    scripts: &[&str],
    main: Markup,
) -> Markup {
    let game = nav.as_ref().map(|n| n.game);
    let member = nav.as_ref().and_then(|n| n.member);
    let full_title = match game {
        Some(g) if g.name != title => format!("{title} · {} · keeper", g.name),
        _ => format!("{title} · keeper"),
    };
    html! {
        (DOCTYPE)
        html lang=(if keeper_i18n::speaks(tr.lang) { tr.lang } else { keeper_i18n::FALLBACK_LANGUAGE }) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (full_title) }
                link rel="icon" href="data:,";
                link rel="stylesheet" href="/assets/keeper.css";
                @for s in scripts {
                    script type="module" src=(format!("/assets/{s}.js")) {}
                }
            }
            body data-game=[game.map(|g| g.id.as_str())]
                data-member=[member.map(|m| m.id.as_str())]
                data-role=[member.map(|m| m.role.as_str())]
                data-system=[game.map(|g| g.system.as_str())]
                data-i18n=[(!scripts.is_empty()).then(|| script_texts(tr))] {
                a.skip-link href="#main" { (tr.t("web-skip-to-content")) }
                header.site-header {
                    a.site-name href="/" { (tr.t("web-site-name")) }
                    (language_form(tr, game))
                    @if let Some(n) = &nav {
                        nav aria-label=(tr.t("web-nav-game")) {
                            ul {
                                (nav_link(&format!("/games/{}", n.game.id), &tr.t("web-nav-table"), n.current == "table"))
                                (nav_link(&format!("/games/{}/threads", n.game.id), &tr.t("web-nav-threads"), n.current == "threads"))
                                @if n.member.is_some_and(|m| m.role != Role::Observer) {
                                    (nav_link(&format!("/games/{}/characters/new", n.game.id), &tr.t("web-nav-new-character"), n.current == "characters"))
                                }
                                @if n.member.is_some_and(|m| m.role == Role::Keeper) {
                                    (nav_link(&format!("/games/{}/keeper", n.game.id), &Tr::at(tr.lang, &n.game.system).t("web-keeper-title"), n.current == "keeper"))
                                }
                            }
                        }
                    }
                }
                noscript { p.notice { (tr.t("web-noscript")) } }
                main #main tabindex="-1" {
                    (main)
                }
                footer.site-footer {
                    p { (tr.t("web-footer")) " " a href="/api/v1/openapi.json" { (tr.t("web-footer-api")) } }
                }
            }
        }
    }
}

fn nav_link(href: &str, text: &str, current: bool) -> Markup {
    html! {
        li { a href=(href) aria-current=[current.then_some("page")] { (text) } }
    }
}

/// The language picker in every page's header. In a game it also remembers the choice
/// for the member signed in (`POST /language`).
fn language_form(tr: Tr<'_>, game: Option<&Game>) -> Markup {
    html! {
        form.language-form method="post" action="/language" {
            @if let Some(g) = game { input type="hidden" name="game" value=(g.id); }
            label for="language-select" { (tr.t("web-language-label")) }
            " "
            select #language-select name="lang" {
                @for l in keeper_table::LANGUAGES {
                    option value=(l) lang=(l) selected[*l == tr.lang] { (language_name(tr, l)) }
                }
            }
            " "
            button #language-submit type="submit" { (tr.t("web-language-change")) }
        }
    }
}

/// A page as a response, never cached (it may hold a member's view).
pub(crate) fn page(markup: Markup) -> Response {
    (
        [(CACHE_CONTROL, HeaderValue::from_static("no-store"))],
        Html(markup.into_string()),
    )
        .into_response()
}

/// A page with a status other than 200.
pub(crate) fn page_with(status: StatusCode, markup: Markup) -> Response {
    let mut r = page(markup);
    *r.status_mut() = status;
    r
}

/// An HTML fragment (one log entry, a panel) for the page's script.
pub(crate) fn fragment(markup: Markup) -> Response {
    (
        [
            (CACHE_CONTROL, HeaderValue::from_static("no-store")),
            (
                CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            ),
        ],
        markup.into_string(),
    )
        .into_response()
}

/// A cookie of this site that a browser keeps for a year; `script` when the page's
/// script may read it.
pub(crate) fn site_cookie(name: String, value: String, script: bool) -> Cookie<'static> {
    Cookie::build((name, value))
        .http_only(!script)
        .same_site(SameSite::Lax)
        .path("/")
        .max_age(time::Duration::days(365))
        .build()
}

/// The cookie that signs this browser in to `game`.
pub(crate) fn session_cookie(game: &str, token: &str) -> Cookie<'static> {
    site_cookie(extract::cookie_name(game), token.to_owned(), false)
}

/// The cookie that signs this browser out of `game`.
pub(crate) fn clear_cookie(game: &str) -> Cookie<'static> {
    let mut c = session_cookie(game, "");
    c.make_removal();
    c
}

/// A 303 to `to`.
pub(crate) fn redirect(to: &str) -> Response {
    let mut r = StatusCode::SEE_OTHER.into_response();
    if let Ok(v) = HeaderValue::from_str(to) {
        r.headers_mut().insert(LOCATION, v);
    }
    r
}

/// A 303 to `to`, setting `cookie`.
pub(crate) fn redirect_with_cookie(to: &str, cookie: Cookie<'static>) -> Response {
    (CookieJar::new().add(cookie), redirect(to)).into_response()
}

/// Every `keeper_{game}` cookie of the request: (game, token).
pub(crate) fn game_cookies(headers: &HeaderMap) -> Vec<(String, String)> {
    let jar = CookieJar::from_headers(headers);
    let mut out: Vec<(String, String)> = jar
        .iter()
        .filter_map(|c| {
            let game = c.name().strip_prefix("keeper_")?;
            let token = c.value();
            (!game.is_empty() && !token.is_empty()).then(|| (game.to_owned(), token.to_owned()))
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// An error shown as a page.
#[derive(Debug)]
pub(crate) struct PageError {
    pub(crate) status: StatusCode,
    pub(crate) lang: String,
    /// The table's own words, when it gave any.
    pub(crate) detail: Option<Message>,
    /// The rule system of the game the page belongs to, whose words the page speaks.
    pub(crate) system: Option<String>,
}

impl PageError {
    pub(crate) fn new(status: StatusCode, lang: &str) -> PageError {
        PageError {
            status,
            lang: lang.to_owned(),
            detail: None,
            system: None,
        }
    }

    /// The same page in the words of a game of `system`.
    pub(crate) fn at(self, system: &str) -> PageError {
        PageError {
            system: Some(system.to_owned()),
            ..self
        }
    }

    pub(crate) fn not_found(lang: &str) -> PageError {
        PageError::new(StatusCode::NOT_FOUND, lang)
    }

    pub(crate) fn forbidden(lang: &str) -> PageError {
        PageError::new(StatusCode::FORBIDDEN, lang)
    }

    /// The page for a table error.
    pub(crate) fn table(lang: &str, e: TableError) -> PageError {
        let detail = match &e {
            // The operator's log gets the storage's words; the reader a plain page.
            TableError::Store(_) | TableError::Migrate(_) => {
                tracing::error!("{e}");
                None
            }
            TableError::Unauthorized | TableError::NotFound { .. } => None,
            other => Some(other.message()),
        };
        PageError {
            status: crate::ErrorKind::from(&e).status(),
            lang: lang.to_owned(),
            detail,
            system: None,
        }
    }
}

impl IntoResponse for PageError {
    fn into_response(self) -> Response {
        let tr = Tr {
            lang: &self.lang,
            system: self.system.as_deref(),
        };
        let (title, text) = match self.status {
            StatusCode::NOT_FOUND => ("web-error-not-found-title", "web-error-not-found"),
            StatusCode::UNAUTHORIZED => ("web-error-unauthorized-title", "web-error-unauthorized"),
            StatusCode::FORBIDDEN => ("web-error-forbidden-title", "web-error-forbidden"),
            StatusCode::CONFLICT => ("web-error-ended-title", "web-error-ended"),
            StatusCode::SERVICE_UNAVAILABLE => {
                ("web-error-unavailable-title", "web-error-unavailable")
            }
            s if s.is_client_error() => ("web-error-bad-title", "web-error-bad"),
            _ => ("web-error-internal-title", "web-error-internal"),
        };
        let title = tr.t(title);
        let body = html! {
            section.error-page aria-labelledby="error-title" {
                h1 #error-title { (title) }
                p { (tr.t(text)) }
                @if let Some(d) = &self.detail { p.error-detail { (tr.m(d.clone())) } }
                p { a href="/" { (tr.t("web-error-home")) } }
            }
        };
        page_with(self.status, layout(tr, &title, None, &[], body))
    }
}

/// A member at their game's table.
#[derive(Debug)]
pub(crate) struct Seat {
    pub(crate) member: Member,
    pub(crate) game: Game,
    pub(crate) lang: String,
}

impl Seat {
    pub(crate) fn tr(&self) -> Tr<'_> {
        Tr::at(&self.lang, &self.game.system)
    }

    pub(crate) fn is_keeper(&self) -> bool {
        self.member.role == Role::Keeper
    }

    /// The page that says this member's role does not allow what they asked.
    pub(crate) fn forbidden(&self) -> PageError {
        PageError::forbidden(&self.lang).at(&self.game.system)
    }

    /// The page for a table error, in this member's language.
    pub(crate) fn err(&self, e: TableError) -> PageError {
        PageError::table(&self.lang, e).at(&self.game.system)
    }
}

/// The member of `game` behind the request (its cookie or bearer token), or the 401
/// page.
pub(crate) async fn seat(
    table: &Table,
    headers: &HeaderMap,
    game: &str,
) -> Result<Seat, PageError> {
    let browser = lang(headers, None);
    let token = extract::token(headers, game)
        .ok_or_else(|| PageError::new(StatusCode::UNAUTHORIZED, &browser))?;
    let member = table
        .authenticate(game, &token)
        .await
        .map_err(|e| PageError::table(&browser, e))?;
    let lang = lang(headers, Some(&member));
    let game = table
        .game(game)
        .await
        .map_err(|e| PageError::table(&lang, e))?;
    Ok(Seat { member, game, lang })
}
