//! The server-rendered pages: a browser's way to the table.
//!
//! Pages are rendered here with every member string escaped; a small script, ES
//! modules in `assets/` (one per page, over the shared `keeper.js`), keeps the log
//! live over the WebSocket (fetching each new entry's HTML from
//! `/games/{id}/entries/{seq}`, so there is one rendering) and sends the forms to the
//! JSON API. A browser is signed in to a game by the cookie
//! `keeper_{game}`, set after making or joining a game.
//!
//! # Routes
//! - `GET /` the games this browser holds; `POST /session` signs in with a token;
//!   `POST /mail-signin` (form `game`, `email`) mails a member a new sign-in link.
//! - `GET|POST /games/new` makes a game (a form; the Keeper's cookie is set).
//! - `GET|POST /games/{id}/join?invite=…` joins; `POST /games/{id}/session` (form
//!   `token`) signs in; `POST /games/{id}/signout` forgets the cookie.
//! - `POST /games/{id}/device` a new token for the member, shown as a sign-in link and
//!   its QR code (this browser keeps signed in with it); `GET /games/{id}/signin?token=…`
//!   the page that link opens, which asks before it signs in.
//! - `POST /games/{id}/mail` saves the member's address and mail choices;
//!   `GET /games/{id}/mail/verify?token=…` verifies an address;
//!   `GET|POST /games/{id}/mail/unsubscribe?token=…` stops a member's mail (no sign-in).
//! - `GET /games/{id}` the table; `GET /games/{id}/entries/{seq}` one entry's HTML;
//!   `GET /games/{id}/fragments/requests` the panel of rolls asked of the member;
//!   `GET /games/{id}/fragments/invites` the Keeper's list of open invites.
//! - `GET /games/{id}/keeper` the Keeper's screen (others: 403).
//! - `GET|POST /games/{id}/characters/new` making a character;
//!   `GET /games/{id}/characters/{cid}` a sheet.
//! - `GET /games/{id}/threads`, `GET /games/{id}/threads/{tid}` play by post.
//! - `GET /r/{game}/{seq}` a public roll's permalink (anyone; hidden entries: 404).
//! - `GET /assets/keeper.css`; `GET /assets/{module}.js` the page script's modules.
//! - `POST /texts` the script's texts with arguments, formatted in the page's language.
//!
//! # Stable element ids and names (for scripts and browser tests)
//! - Every page: `#main` (the main landmark), `body[data-game][data-member][data-role]`.
//! - Errors: `#error-title`; form errors in `#form-error` (`role="alert"`).
//! - `/`: `#games` (`li#game-{id}` with `a.game-link`), `#no-games`, `#new-game-link`,
//!   `#token-form`, `#token-game`, `#token-value`, `#token-submit`.
//! - `/games/new`: `#new-game-form`, `#game-name`, `#game-system`, `#game-language`,
//!   `#game-keeper-name`, `#game-house-rules`, `#game-options`, `#game-create`.
//! - Join: `#join-form`, `#join-invite`, `#join-name`, `#join-submit`.
//! - Table: `#game-name`, `#log` (`ol`, `aria-live="polite"`, `data-after`), entries
//!   `li#entry-{seq}.entry[data-seq][data-kind]` (`[data-hidden]` when the body is
//!   hidden; `.roll-hidden` line), `.roll-total`, `.roll-level`, `.roll-physical`,
//!   `a.permalink`, `button#reveal-{seq}.reveal-button` (Keeper), `#live-status`,
//!   `#log-all`; dice box `#dice-form`, `#dice-expr`, `#dice-label`,
//!   `#dice-visibility`, `#dice-physical`, `#dice-roll`, `#odds`, `#dice-status`,
//!   `#last-roll`; requests `#requests`, `li#request-{id}`,
//!   `button#request-answer-{id}`, `#requests-none`; characters `#characters`,
//!   `details#character-{cid}`, `.skill-button[data-skill="Spot Hidden"]`
//!   (`data-value`, `data-kind`, `data-character`); `#new-character-link`, `#signout`.
//! - Check dialog (7th edition, classic): `#check-dialog`, `#check-title`,
//!   `#check-target`, `#check-difficulty`, `#check-bonus`, `#check-penalty`
//!   (7th edition), `#check-modifier` (classic), `#check-visibility`,
//!   `#check-physical`, `#check-odds`, `#check-roll`, `#check-cancel`, `#check-status`.
//! - Chthonian roll form per character: `#chthonian-roll-{cid}` with `.trait-box`
//!   checkboxes, `#chthonian-difficulty-{cid}`, `#chthonian-modifier-{cid}`,
//!   `#chthonian-visibility-{cid}`, `#chthonian-roll-button-{cid}`,
//!   `#chthonian-odds-{cid}`.
//! - Sign-in on another device (table and Keeper's screen): `#device`, `#device-form`,
//!   `#device-get`; its page `#device-link`, `#device-copy`, `#device-qr` (an inline
//!   SVG), `#device-back`; the link's page `#signin-lead`, `#signin-form`,
//!   `#signin-submit`. Mail (table, session section): `#mail`, `#mail-off` (no SMTP),
//!   `#mail-state`, `#mail-form`, `#mail-email`, `#mail-posts`, `#mail-requests`,
//!   `#mail-reveals`, `#mail-digest`, `#mail-save`; a mail link's page `#mail-lead`,
//!   `#mail-back`. New game with an operator token: `#game-operator-token`.
//! - Keeper: `#invite-expires`, `#invite-single-use`, `#open-invites`
//!   (`tr#invite-{id}`, `.invite-expires`, `.invite-uses`, `button#invite-withdraw-{id}`),
//!   `#open-invites-none`, `#invite-player`, `#invite-observer`, `#invite-url`, `#invite-copy`,
//!   `#members-table` (`tr#member-{id}`), `#all-characters`, `#ask-form`, `#ask-to`,
//!   `#ask-character`, `#ask-skill`, `#ask-value`, `#ask-difficulty`, `#ask-bonus`,
//!   `#ask-penalty`, `#ask-traits` (Chthonian), `#ask-expr`, `#ask-visibility`,
//!   `#ask-submit`, `#ask-status`, `#pending` (`li#pending-{id}`), `#blind-form`,
//!   `#blind-expr`, `#blind-label`, `#blind-visibility`, `#blind-roll`,
//!   `#blind-result`, `#effects-form`, `#effect-character`, `#effect-kind`,
//!   `#effect-amount`, `#effect-visibility`, `#effect-apply`, `#effect-status`,
//!   `#end-game`, `#reveal-seed`, `#controls-status`, `#verify-result` (holding
//!   `.verify-ok` or `.verify-broken`), `#verify-link`, `#fair-commitment`,
//!   `#keeper-commitment`, `#fair-seed`, `#keeper-seed`; Sanity roll `#sanity-form`,
//!   `#sanity-character` (options with `data-san`, `data-int`, `data-day-start-san`,
//!   `data-lost-today`, `data-indefinite`), `#sanity-loss`, `#sanity-visibility`,
//!   `#sanity-roll`, `#sanity-status`, `#sanity-result`; damage `#damage-form`
//!   (`data-event`), `#damage-character`, `#damage-expr`, `#damage-visibility`,
//!   `#damage-roll`, `#damage-status`, `#damage-result` (results hold `.result-line`).
//! - Sheet: `#sheet-name`, `#sheet-summary`, `#sheet-characteristics`,
//!   `#sheet-derived`, `#sheet-conditions`, `#sheet-traits` (Chthonian), skill
//!   buttons as on the table, `#last-roll`, `#sheet-json`, and the effects form.
//! - Wizard (7th edition): `#wizard`, steps `#wizard-step-1` … `#wizard-step-5`,
//!   `#wizard-progress`, `#method-quickstart`, `#method-rolled`, `#char-STR` …
//!   `#char-EDU`, `#roll-characteristics`, `#array-status`, `#derived`,
//!   `#wizard-occupation`, `#wizard-occupation-custom`, `#occ-skill-0` …
//!   `#occ-skill-8`, `#occ-value-0` … `#occ-value-8`, `#interest-0` … `#interest-3`,
//!   `#wizard-name`, `#wizard-back`, `#wizard-next`, `#wizard-create`,
//!   `#wizard-errors` (`role="alert"`), `#character-owner` (Keeper).
//! - Classic creation: `#classic-form`, `#classic-name`, `#classic-mode-roll`,
//!   `#classic-mode-enter`, `#classic-STR` …, `#classic-skills`, `#classic-create`.
//!   Chthonian: `#chthonian-form`, `#chthonian-name`, `#chthonian-style`,
//!   `#chthonian-ti`, `#chthonian-traits`, `#chthonian-create`.
//! - Threads: `#threads` (`li#thread-{id}`), `#no-threads`, `#thread-form`,
//!   `#thread-title`, `#thread-create`; a thread: `#thread-name`, `#posts`,
//!   `article#post-{id}.post`, `.post-edited`, `.post-deleted`, `.post-roll`,
//!   `.post-unrolled`, `#post-edit-{id}`, `#post-delete-{id}`, inline editor
//!   `#post-edit-body-{id}` with `#post-save-{id}`, `#post-form`, `#post-body`,
//!   `#post-submit`, `#post-status`.
//! - Permalink: `#roll`, `#chain-seq`, `#chain-hash`, `#chain-prev`,
//!   `#chain-body-hash`, `#verify-link`, `#permalink-url`, `#snippet-bbcode`,
//!   `#snippet-markdown`.

mod card;
mod characters;
mod chrome;
mod contest;
mod creation;
mod development;
mod device;
mod excursion;
mod fight;
mod games;
mod keeper;
mod mail;
mod npcs;
mod permalink;
mod render;
mod table;
mod threads;
mod treatment;
mod weapons;

pub(crate) use threads::{preview_html, words_plain};

use axum::Router;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};

use crate::AppState;
pub(crate) use chrome::Tr;
pub(crate) use chrome::lang as page_lang;
pub(crate) use chrome::time_text;
pub(crate) use fight::{headline as fight_headline, rolls_line as fight_rolls_line};
pub(crate) use render::{event_text, request_text, result_words};

/// The language of a page for this request: the member's language when set, else the
/// best match of `Accept-Language` among [`keeper_table::LANGUAGES`], else `"en"`.
pub fn lang(headers: &HeaderMap, member: Option<&keeper_table::Member>) -> String {
    chrome::lang(headers, member)
}

/// The pages' routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/", get(games::index))
        .route("/session", post(games::session_form))
        .route("/mail-signin", post(games::mail_signin_form))
        .route("/language", post(games::choose_language))
        .route("/assets/keeper.css", get(games::css))
        .route("/assets/{name}", get(games::script))
        .route("/texts", post(chrome::texts))
        .route("/games/new", get(games::new_game).post(games::create_game))
        .route("/games/{game}", get(table::table_page))
        .route(
            "/games/{game}/join",
            get(games::join_page).post(games::join),
        )
        .route("/games/{game}/session", post(games::session))
        .route("/games/{game}/signout", post(games::sign_out))
        .route("/games/{game}/device", post(device::device))
        .route("/games/{game}/signin", get(device::signin_page))
        .route("/games/{game}/mail", post(mail::save))
        .route("/games/{game}/mail/verify", get(mail::verify))
        .route(
            "/games/{game}/mail/unsubscribe",
            get(mail::unsubscribe).post(mail::unsubscribe),
        )
        .route("/games/{game}/entries/{seq}", get(table::entry_fragment))
        .route(
            "/games/{game}/fragments/requests",
            get(table::requests_fragment),
        )
        .route("/games/{game}/keeper", get(keeper::keeper_page))
        .route(
            "/games/{game}/fragments/invites",
            get(keeper::invites_fragment),
        )
        .route(
            "/games/{game}/characters/new",
            get(creation::new_page).post(creation::create),
        )
        .route("/games/{game}/characters/{id}", get(characters::sheet_page))
        .route(
            "/games/{game}/characters/{id}/dholes.json",
            get(characters::dholes_export),
        )
        .route("/games/{game}/threads", get(threads::threads_page))
        .route("/games/{game}/threads/{thread}", get(threads::thread_page))
        .route("/r/{game}/{seq}", get(permalink::permalink))
        .route("/r/{game}/{seq}/{n}", get(permalink::post_roll))
        .fallback(not_found)
}

async fn not_found(headers: HeaderMap) -> Response {
    chrome::PageError::not_found(&chrome::lang(&headers, None)).into_response()
}
