//! The game table: the live log, the dice box, the rolls asked of the member and their
//! characters; and the fragments the page's script fetches.

use std::collections::HashMap;

use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use keeper_table::{Member, Role, RollRequest, Table, Viewer};
use maud::{Markup, html};

use super::characters::{check_dialog, mine, roll_buttons, summary, visibility_select};
use super::chrome::{Nav, PageError, Seat, Tr, fragment, layout, page, seat, system_name};
use super::games::acts;
use super::render::{EntryCtx, Names, describe_request, entry};
use crate::AppState;
use crate::extract::maybe_member;

/// Entries the table shows at first; older ones are behind a link.
const RECENT: i64 = 300;

/// The log after `after`, every page of it.
async fn log_after(
    table: &Table,
    game: &str,
    member: &Member,
    after: i64,
) -> Result<Vec<keeper_table::EntryView>, keeper_table::TableError> {
    let mut out = Vec::new();
    let mut after = after;
    loop {
        let page = table
            .log(game, member.viewer(), after, keeper_table::MAX_PAGE)
            .await?;
        let Some(last) = page.last() else { break };
        after = last.seq;
        let done = (page.len() as i64) < keeper_table::MAX_PAGE;
        out.extend(page);
        if done {
            break;
        }
    }
    Ok(out)
}

/// The rolls asked of this member that are still to be made.
fn requests_panel(tr: Tr<'_>, seat_game: &str, requests: &[RollRequest], me: &Member) -> Markup {
    let mine: Vec<_> = requests
        .iter()
        .filter(|r| r.to == me.id && r.answer_seq.is_none())
        .collect();
    html! {
        section #requests aria-labelledby="requests-title" data-game=(seat_game) {
            h2 #requests-title { (tr.t("web-requests-title")) }
            @if mine.is_empty() {
                p #requests-none { (tr.t("web-requests-none")) }
            } @else {
                ul.request-list {
                    @for r in &mine {
                        li.request id=(format!("request-{}", r.id)) {
                            p {
                                @if let Some(l) = r.order["label"].as_str() { span.roll-label { (tr.roll_label(l)) } ": " }
                                @match r.order.get("request").filter(|q| q.is_object()) {
                                    Some(q) => (describe_request(tr, q)),
                                    None => (describe_request(tr, &r.order)),
                                }
                                @match r.order["visibility"].as_str() {
                                    Some("keeper") => { " " span.badge.badge-keeper { (tr.t("web-visibility-keeper-badge")) } },
                                    Some("private") => { " " span.badge.badge-private { (tr.t("web-visibility-private-badge")) } },
                                    _ => {},
                                }
                            }
                            button.request-answer type="button" id=(format!("request-answer-{}", r.id))
                                data-action="answer" data-request=(r.id) { (tr.t("web-roll-button")) }
                        }
                    }
                }
            }
        }
    }
}

fn dice_box(tr: Tr<'_>, system: &str) -> Markup {
    // Each system's dice: Chthonian rolls a d12 with Traits, not percentile dice.
    let (placeholder, hint) = match system {
        "coc7" => ("1d100, 3d6+2, CC(1)<=50", "web-dice-hint"),
        "classic" => ("1d100, 3d6+2, CCB<=40", "web-dice-hint-classic"),
        _ => ("1d12, 1d12+2", "web-dice-hint-chthonian"),
    };
    html! {
        section #dice-section aria-labelledby="dice-title" {
            h2 #dice-title { (tr.t("web-dice-title")) }
            form #dice-form data-form="dice" novalidate {
                div.field {
                    label for="dice-expr" { (tr.t("web-dice-expr")) }
                    input #dice-expr name="expr" required autocomplete="off" spellcheck="false"
                        autocapitalize="off" placeholder=(placeholder) aria-describedby="dice-hint";
                    p.hint #dice-hint { (tr.t(hint)) }
                }
                div.field {
                    label for="dice-label" { (tr.t("web-dice-label")) }
                    input #dice-label name="label" maxlength="200" autocomplete="off";
                }
                div.field-row {
                    div.field {
                        label for="dice-visibility" { (tr.t("web-visibility")) }
                        (visibility_select(tr, "dice-visibility", "visibility"))
                    }
                    div.field {
                        label for="dice-physical" { (tr.t("web-dice-physical")) }
                        input #dice-physical name="physical" inputmode="numeric" autocomplete="off"
                            placeholder="3,4,1" aria-describedby="dice-physical-hint";
                    }
                }
                p.hint #dice-physical-hint { (tr.t("web-dice-physical-hint")) }
                div.roll-row {
                    button #dice-roll type="submit" { (tr.t("web-roll-button")) }
                    output #odds .odds for="dice-expr" aria-live="polite" {}
                }
                p #dice-status .form-status role="status" {}
            }
            div #last-roll .last-roll aria-live="polite" {}
        }
    }
}

/// `GET /games/{id}`: the table.
pub(super) async fn table_page(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
    Query(q): Query<HashMap<String, String>>,
) -> Result<Response, PageError> {
    let seat = seat(&s.table, &headers, &game).await?;
    let tr = seat.tr();
    let g = &seat.game;
    let from = if q.contains_key("all") {
        0
    } else {
        (g.log_len - RECENT).max(0)
    };
    let entries = log_after(&s.table, &game, &seat.member, from)
        .await
        .map_err(|e| seat.err(e))?;
    let characters = s
        .table
        .characters(&seat.member)
        .await
        .map_err(|e| seat.err(e))?;
    let requests = s
        .table
        .roll_requests(&seat.member)
        .await
        .map_err(|e| seat.err(e))?;
    let mail = s
        .table
        .mail_settings(&seat.member)
        .await
        .map_err(|e| seat.err(e))?;
    let fight = s.table.fight(&seat.member).await.map_err(|e| seat.err(e))?;
    let mut names = Names::basic(&s.table, &game).await;
    names.characters = characters
        .iter()
        .map(|c| (c.id.clone(), c.name.clone()))
        .collect();
    let ctx = EntryCtx {
        tr,
        game: g,
        viewer: Some(&seat.member),
        names: &names,
    };
    let open = g.ended_at.is_none();
    let acting = acts(seat.member.role) && open;
    let shown = mine(&seat.member, &characters);
    let body = html! {
        div.table-head {
            h1 #game-name { (g.name) }
            p.meta {
                (system_name(tr, &g.system)) " · "
                (tr.t1("web-index-you-are", "role", super::chrome::role_name(tr, seat.member.role, &g.system)))
                " (" (seat.member.name) ")"
            }
            @if !open { p.notice #game-ended { (tr.t("web-game-ended")) } }
        }
        div.table-layout {
            section #log-section aria-labelledby="log-title" {
                div.log-head {
                    h2 #log-title { (tr.t("web-log-title")) }
                    span #live-status .live-status role="status" {}
                }
                @if from > 0 {
                    p { a #log-all href=(format!("/games/{game}?all=1")) { (tr.t("web-log-all")) } }
                }
                div.log-scroll #log-scroll tabindex="0" role="region" aria-labelledby="log-title" {
                    ol #log .log data-after=(g.log_len) aria-live="polite" aria-relevant="additions" {
                        @for e in &entries { (entry(&ctx, e)) }
                    }
                }
                @if entries.is_empty() { p #log-empty { (tr.t("web-log-empty")) } }
            }
            div.table-side {
                @if acting { (dice_box(tr, &g.system)) }
                @if acting && g.system == "chthonian" { (super::contest::section(tr, &characters, seat.is_keeper())) }
                @if acting && matches!(g.system.as_str(), "coc7" | "classic") { (super::contest::opposed_section(tr, &g.system, &characters, seat.is_keeper())) }
                @if acting && !seat.is_keeper() { (requests_panel(tr, &game, &requests, &seat.member)) }
                (super::fight::panel(tr, &g.system, &seat.member, fight.as_ref(), &characters, open))
                section #characters aria-labelledby="characters-title" data-live="character_created character_events roll" {
                    h2 #characters-title {
                        @if seat.is_keeper() { (tr.t("web-characters-all")) } @else { (tr.t("web-characters-mine")) }
                    }
                    @if shown.is_empty() { p #characters-none { (tr.t("web-characters-none")) } }
                    @for c in &shown {
                        details.character id=(format!("character-{}", c.id)) open[shown.len() == 1] {
                            summary {
                                span.character-name { (c.name) }
                                " " (summary(tr, &c.derived))
                            }
                            p { a href=(format!("/games/{game}/characters/{}", c.id)) { (tr.t("web-characters-sheet")) } }
                            @if acting { (roll_buttons(tr, &g.system, c)) }
                        }
                    }
                    @if acting {
                        p { a.button #new-character-link href=(format!("/games/{game}/characters/new")) { (tr.t("web-nav-new-character")) } }
                    }
                }
                section #session aria-labelledby="session-title" {
                    h2 #session-title { (tr.t("web-session-title")) }
                    form #signout-form method="post" action=(format!("/games/{game}/signout")) {
                        // Signing out ends the token for good: say so before, the Keeper
                        // most of all (nobody can give the Keeper a new one).
                        button #signout type="submit" data-confirm=(tr.t(match seat.member.role {
                            Role::Keeper => "security-signout-confirm-keeper",
                            _ => "security-signout-confirm",
                        })) { (tr.t("web-session-signout")) }
                    }
                    (super::device::device_panel(tr, &game, &seat.member))
                    (super::mail::mail_panel(tr, &game, &mail, s.mailer.is_some()))
                }
            }
        }
        @if acting { (check_dialog(tr, &g.system)) }
    };
    let nav = Nav {
        game: g,
        member: Some(&seat.member),
        current: "table",
    };
    Ok(page(layout(
        tr,
        &g.name,
        Some(nav),
        &["log", "dice", "fight"],
        body,
    )))
}

/// `GET /games/{id}/entries/{seq}`: one entry's HTML as the asker may see it (a public
/// one for anyone), for the live log.
pub(super) async fn entry_fragment(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path((game, seq)): Path<(String, String)>,
) -> Response {
    let Ok(seq) = seq.parse::<i64>() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let member = maybe_member(&s.table, &headers, &game).await;
    let viewer = member.as_ref().map_or(Viewer::Anyone, |m| m.viewer());
    let (Ok(e), Ok(g)) = (
        s.table.entry(&game, seq, viewer).await,
        s.table.game(&game).await,
    ) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let lang = super::chrome::lang(&headers, member.as_ref());
    let tr = Tr::new(&lang);
    // Character names are only needed when the entry names a character.
    let needs_characters = e
        .body
        .as_ref()
        .is_some_and(|b| b.get("character").is_some());
    let names = Names::load(
        &s.table,
        &game,
        member.as_ref().filter(|_| needs_characters),
    )
    .await;
    let ctx = EntryCtx {
        tr,
        game: &g,
        viewer: member.as_ref(),
        names: &names,
    };
    fragment(entry(&ctx, &e))
}

/// `GET /games/{id}/fragments/requests`: the panel of rolls asked of the member.
pub(super) async fn requests_fragment(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
) -> Result<Response, PageError> {
    let seat: Seat = seat(&s.table, &headers, &game).await?;
    let requests = s
        .table
        .roll_requests(&seat.member)
        .await
        .map_err(|e| seat.err(e))?;
    Ok(fragment(requests_panel(
        seat.tr(),
        &game,
        &requests,
        &seat.member,
    )))
}
