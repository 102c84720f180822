//! Characters: the roll buttons of a sheet, the check dialog, the sheet page and the
//! creation forms (the 7th edition quick-start wizard, classic and Chthonian forms).

use std::collections::HashMap;
use std::fmt;

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use keeper_coc7::Difficulty;
use keeper_i18n::{Catalogue, Message};
use keeper_resolve::describe;
use keeper_resolve::results::chthonian::{self, Trait};
use keeper_resolve::results::classic;
use keeper_resolve::results::coc7::{self, SheetSkill};
use keeper_table::{Character, CharacterKind, Derived, Member, Role};
use maud::{Markup, html};

use super::chrome::{Nav, PageError, Tr, layout, page, seat};
use super::games::acts;
use super::keeper::effects_form;
use crate::AppState;

/// A 7th edition investigator's characteristics, in the order of C1.
pub(super) fn coc7_chars() -> &'static [&'static str] {
    keeper_resolve::characteristic_names("coc7")
}

/// A classic investigator's characteristics, in the order of A1.
pub(super) fn classic_chars() -> &'static [&'static str] {
    keeper_resolve::characteristic_names("classic")
}

pub(super) type Fields = HashMap<String, String>;

pub(super) fn field<'a>(f: &'a Fields, name: &str) -> &'a str {
    f.get(name).map(String::as_str).unwrap_or("").trim()
}

/// `60 (30/12)` (C3): a value with what a Hard and an Extreme roll need.
fn thirds(value: i64, hard: impl fmt::Display, extreme: impl fmt::Display) -> String {
    format!("{value} ({hard}/{extreme})")
}

/// A skill with the half and fifth the sheet's answer gives it.
fn skill_thirds(skill: &SheetSkill) -> String {
    thirds(i64::from(skill.value), skill.half, skill.fifth)
}

/// A characteristic, Luck or SAN: the sheet's answer has no half and fifth for these,
/// so the rules' difficulties give them.
pub(super) fn value_thirds(value: i64) -> String {
    let v = u32::try_from(value).unwrap_or(0);
    thirds(
        value,
        Difficulty::Hard.target(v),
        Difficulty::Extreme.target(v),
    )
}

/// Classic's rolls beside the skills: the sheet's key and its label's message.
pub(super) const CLASSIC_ROLLS: [(&str, &str); 3] = [
    ("idea", "web-sheet-idea"),
    ("know", "web-sheet-know"),
    ("luck", "web-sheet-luck"),
];
/// The Chthonian styles (the sheet's code) and their labels' messages.
pub(super) const STYLES: [(&str, &str); 3] = [
    ("pulp", "web-style-pulp"),
    ("weird", "web-style-weird"),
    ("shocking", "web-style-shocking"),
];

/// "HP 10/12 · MP 12/12 · SAN 55/99 · Luck 50" or the Chthonian line.
pub(super) fn summary(tr: Tr<'_>, d: &Derived) -> Markup {
    let (hp, mp, san, luck) = match d {
        Derived::Invalid { .. } => {
            return html! { span.summary.error { (tr.t("web-sheet-invalid")) } };
        }
        Derived::Npc(b) => return super::npcs::summary(tr, Some(b)),
        Derived::Withheld => return super::npcs::summary(tr, None),
        Derived::Chthonian(d) => {
            let nodules = d.nodules.map_or_else(|| "—".to_owned(), |x| x.to_string());
            return html! {
                span.summary {
                    abbr title=(tr.t("web-sheet-ti-long")) { (tr.t("web-sheet-ti")) } " " (d.ti)
                    " · " (tr.t("web-sheet-practicality")) " " (d.practicality)
                    " · " (tr.t("web-sheet-cognizance")) " " (d.cognizance)
                    " · " (tr.t("web-sheet-nodules")) " " (nodules)
                }
            };
        }
        Derived::Coc7(d) => (
            (d.hp.into(), d.max_hp.into()),
            (d.mp.into(), d.max_mp.into()),
            (d.san.into(), d.max_san.into()),
            d.luck.to_string(),
        ),
        Derived::Classic(d) => (
            (d.hp, d.max_hp),
            (d.mp, d.max_mp),
            (d.san, d.max_san),
            format!("{}/{}", d.luck, d.max_luck),
        ),
    };
    let of = |(now, max): (i64, i64)| format!("{now}/{max}");
    // The day's Sanity losses count towards indefinite insanity (coc7 N5).
    let lost_today = match d {
        Derived::Coc7(d) => Some(d.sheet.lost_today).filter(|l| *l > 0),
        _ => None,
    };
    html! {
        span.summary {
            abbr title=(tr.t("web-sheet-hp-long")) { (tr.t("web-sheet-hp")) } " " (of(hp))
            " · " abbr title=(tr.t("web-sheet-mp-long")) { (tr.t("web-sheet-mp")) } " " (of(mp))
            " · " abbr title=(tr.t("web-sheet-san-long")) { (tr.t("web-sheet-san")) } " " (of(san))
            " · " (tr.t("web-sheet-luck")) " " (luck)
            @if let Some(lost) = lost_today {
                " · " span.lost-today { (tr.m(Message::new("web-sheet-lost-today").int("amount", i64::from(lost)))) }
            }
        }
    }
}

/// `name` is what the engine knows (the English sheet name); `label` what is shown.
pub(super) fn skill_button(
    (system, character): (&str, &str),
    name: &str,
    label: &str,
    value: i64,
    kind: &str,
    shown: &str,
    extra: Option<&str>,
) -> Markup {
    html! {
        button.skill-button type="button" data-action="skill" data-system=(system)
            data-skill=(name) data-value=(value) data-kind=(kind) data-character=(character) {
            span.skill-name { (label) }
            " "
            span.skill-value { (shown) }
            @if let Some(x) = extra { " " span.skill-mark { (x) } }
        }
    }
}

/// The buttons that roll a character's skills and characteristics (7th edition and
/// classic), or the Chthonian roll form.
pub(super) fn roll_buttons(tr: Tr<'_>, system: &str, c: &Character) -> Markup {
    match &c.derived {
        Derived::Coc7(d) => {
            let luck = i64::from(d.luck);
            let san = i64::from(d.san);
            html! {
                div.roll-group role="group" aria-label=(tr.t("web-sheet-characteristics")) {
                    @for (k, v) in d.characteristics.entries() {
                        @let v = i64::from(v);
                        (skill_button((system, &c.id), k, &tr.characteristic(k), v, "characteristic", &value_thirds(v), None))
                    }
                    (skill_button((system, &c.id), &tr.t("web-sheet-luck"), &tr.t("web-sheet-luck"), luck, "luck", &value_thirds(luck), None))
                    (skill_button((system, &c.id), &tr.t("web-sheet-sanity"), &tr.t("web-sheet-sanity"), san, "sanity", &value_thirds(san), None))
                }
                div.roll-group role="group" aria-label=(tr.t("web-sheet-skills")) {
                    @for s in &d.skills {
                        (skill_button((system, &c.id), &s.name, &tr.skill(&s.name), s.value.into(), "skill", &skill_thirds(s),
                            s.ticked.then_some("✓")))
                    }
                }
            }
        }
        Derived::Classic(d) => {
            html! {
                div.roll-group role="group" aria-label=(tr.t("web-sheet-characteristics")) {
                    @for k in classic_chars() {
                        @if let Some(v) = c.derived.characteristic(k) {
                            (skill_button((system, &c.id), k, &tr.characteristic(k), v, "characteristic",
                                &format!("{v} (×5 = {})", v * 5), None))
                        }
                    }
                    @for (v, (_, id)) in [d.idea, d.know, d.luck].into_iter().zip(CLASSIC_ROLLS) {
                        (skill_button((system, &c.id), &tr.t(id), &tr.t(id), v, "skill", &tr.pct(v), None))
                    }
                }
                div.roll-group role="group" aria-label=(tr.t("web-sheet-skills")) {
                    @for (name, v) in &d.skills {
                        (skill_button((system, &c.id), name, &tr.skill(name), *v, "skill", &tr.pct(*v), None))
                    }
                }
            }
        }
        Derived::Chthonian(d) => chthonian_roll_form(tr, &c.id, &d.traits),
        Derived::Npc(b) => super::npcs::roll_buttons(tr, system, c, b),
        Derived::Invalid { .. } | Derived::Withheld => html! {},
    }
}

/// A Chthonian roll: tick the Traits that apply, set the Difficulty.
pub(super) fn chthonian_roll_form(tr: Tr<'_>, id: &str, traits: &[Trait]) -> Markup {
    html! {
        form.chthonian-roll id=(format!("chthonian-roll-{id}")) data-form="chthonian" data-character=(id) {
            fieldset {
                legend { (tr.t("web-chthonian-traits-apply")) }
                @if traits.is_empty() { p.hint { (tr.t("web-chthonian-no-traits")) } }
                @for (i, t) in traits.iter().enumerate() {
                    @let (name, rating) = match t {
                        Trait::Modifier(x) => ("", *x),
                        Trait::Named { name, rating, .. } => (name.as_str(), *rating),
                    };
                    div.check {
                        input type="checkbox" id=(format!("trait-{id}-{i}")) name="trait"
                            data-name=(name) data-rating=(rating) class="trait-box";
                        label for=(format!("trait-{id}-{i}")) {
                            @if name.is_empty() { (rating) } @else { (name) " " (format!("{rating:+}")) }
                        }
                    }
                }
            }
            div.field-row {
                div.field {
                    label for=(format!("chthonian-difficulty-{id}")) { (tr.t("web-chthonian-difficulty")) }
                    input type="number" id=(format!("chthonian-difficulty-{id}")) name="difficulty"
                        value="8" min="-1000" max="1000" required class="chthonian-difficulty";
                }
                div.field {
                    label for=(format!("chthonian-modifier-{id}")) { (tr.t("web-chthonian-modifier")) }
                    input type="number" id=(format!("chthonian-modifier-{id}")) name="modifier"
                        value="0" min="-1000" max="1000" class="chthonian-modifier";
                }
                div.field {
                    label for=(format!("chthonian-visibility-{id}")) { (tr.t("web-visibility")) }
                    (visibility_select(tr, &format!("chthonian-visibility-{id}"), "visibility"))
                }
            }
            div.roll-row {
                button type="submit" id=(format!("chthonian-roll-button-{id}")) { (tr.t("web-roll-button")) }
                output.odds id=(format!("chthonian-odds-{id}")) aria-live="polite" {}
            }
            p.form-status role="status" {}
        }
    }
}

/// The visibility select.
pub(super) fn visibility_select(tr: Tr<'_>, id: &str, name: &str) -> Markup {
    html! {
        select id=(id) name=(name) {
            option value="public" { (tr.t("web-visibility-public")) }
            option value="keeper" { (tr.t("web-visibility-keeper")) }
            option value="private" { (tr.t("web-visibility-private")) }
        }
    }
}

/// The dialog a skill button opens: difficulty, bonus and penalty dice, the exact odds
/// and the Roll button.
pub(super) fn check_dialog(tr: Tr<'_>, system: &str) -> Markup {
    if !matches!(system, "coc7" | "classic") {
        return html! {};
    }
    html! {
        dialog #check-dialog aria-labelledby="check-title" {
            form #check-form data-form="check" method="dialog" {
                h2 #check-title { (tr.t("web-check-title")) }
                p #check-target {}
                input #check-skill type="hidden" name="skill";
                input #check-value type="hidden" name="value";
                input #check-character type="hidden" name="character";
                input #check-kind type="hidden" name="kind";
                @if system == "coc7" {
                    div.field {
                        label for="check-difficulty" { (tr.t("web-check-difficulty")) }
                        select #check-difficulty name="difficulty" {
                            option value="regular" { (tr.t("web-difficulty-regular")) }
                            option value="hard" { (tr.t("web-difficulty-hard")) }
                            option value="extreme" { (tr.t("web-difficulty-extreme")) }
                        }
                    }
                    div.field-row {
                        div.field {
                            label for="check-bonus" { (tr.t("web-check-bonus")) }
                            input #check-bonus type="number" name="bonus" min="0" max="2" value="0";
                        }
                        div.field {
                            label for="check-penalty" { (tr.t("web-check-penalty")) }
                            input #check-penalty type="number" name="penalty" min="0" max="2" value="0";
                        }
                    }
                } @else {
                    div.field {
                        label for="check-modifier" { (tr.t("web-check-modifier")) }
                        input #check-modifier type="number" name="modifier" min="-100" max="100" value="0";
                    }
                }
                div.field {
                    label for="check-visibility" { (tr.t("web-visibility")) }
                    (visibility_select(tr, "check-visibility", "visibility"))
                }
                div.field {
                    label for="check-physical" { (tr.t("web-dice-physical")) }
                    input #check-physical name="physical" inputmode="numeric" autocomplete="off"
                        aria-describedby="check-physical-hint";
                    p.hint #check-physical-hint { (tr.t("web-dice-physical-hint")) }
                }
                output #check-odds .odds aria-live="polite" {}
                p #check-status .form-status role="status" {}
                div.button-row {
                    button #check-roll type="submit" value="roll" { (tr.t("web-roll-button")) }
                    button #check-cancel .secondary type="button" data-action="close-dialog" { (tr.t("web-cancel")) }
                }
            }
        }
    }
}

/// The characters a member's table shows: their own; all of them for the Keeper.
pub(super) fn mine<'a>(member: &Member, all: &'a [Character]) -> Vec<&'a Character> {
    all.iter()
        .filter(|c| member.role == Role::Keeper || c.owner == member.id)
        .collect()
}

fn flag(tr: Tr<'_>, on: bool, id: &'static str) -> Option<String> {
    on.then(|| tr.t(id))
}

/// `GET /games/{id}/characters/{cid}/dholes.json`: a 7th edition investigator as
/// Dhole's House reads it (the rules' `export_dholes`), the sheet as the reader sees it,
/// to download.
pub(super) async fn dholes_export(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path((game, cid)): Path<(String, String)>,
) -> Result<Response, PageError> {
    let seat = seat(&s.table, &headers, &game).await?;
    let c = s
        .table
        .character(&seat.member, &cid)
        .await
        .map_err(|e| seat.err(e))?;
    let request =
        serde_json::json!({"system": "coc7", "action": "export_dholes", "sheet": c.sheet});
    let exported = match keeper_resolve::answer(&request).map(|a| a.outcome) {
        Ok(keeper_resolve::Outcome::Coc7(
            keeper_resolve::results::coc7::Coc7Outcome::ExportDholes(r),
        )) => r.dholes,
        _ => return Err(PageError::not_found(&seat.lang)),
    };
    let file: String = c
        .name
        .chars()
        .map(|ch| if ch.is_alphanumeric() { ch } else { '-' })
        .collect();
    Ok((
        [
            (
                axum::http::header::CONTENT_TYPE,
                "application/json".to_owned(),
            ),
            (
                axum::http::header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{file}.json\""),
            ),
        ],
        axum::Json(exported),
    )
        .into_response())
}

/// `GET /games/{id}/characters/{cid}`.
pub(super) async fn sheet_page(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path((game, cid)): Path<(String, String)>,
) -> Result<Response, PageError> {
    let seat = seat(&s.table, &headers, &game).await?;
    let tr = seat.tr();
    let c = s
        .table
        .character(&seat.member, &cid)
        .await
        .map_err(|e| seat.err(e))?;
    let owner = s
        .table
        .member(&game, &c.owner)
        .await
        .map(|m| m.name)
        .unwrap_or_default();
    let system = seat.game.system.as_str();
    let d = &c.derived;
    let may_roll = acts(seat.member.role) && seat.game.ended_at.is_none();
    let may_change = seat.is_keeper() || c.owner == seat.member.id;
    // Who can heal this investigator: the game's investigators (7th edition, classic),
    // the reader's own first (the Keeper's choice is any of them).
    let all = match system {
        "coc7" | "classic" if c.kind == CharacterKind::Investigator => s
            .table
            .characters(&seat.member)
            .await
            .map_err(|e| seat.err(e))?,
        _ => Vec::new(),
    };
    let mut healers: Vec<&Character> = all
        .iter()
        .filter(|h| {
            h.kind == CharacterKind::Investigator
                && matches!(
                    (&h.derived, &d),
                    (Derived::Coc7(_), Derived::Coc7(_))
                        | (Derived::Classic(_), Derived::Classic(_))
                )
        })
        .filter(|h| seat.is_keeper() || h.owner == seat.member.id || h.id == c.id)
        .collect();
    healers.sort_by_key(|h| h.owner != seat.member.id);
    let body = html! {
        h1 #sheet-name { (c.name) }
        @if c.kind == CharacterKind::Npc {
            p.meta { (tr.t("web-npc-kept")) }
        } @else {
            p.meta { (tr.t1("web-sheet-played-by", "name", owner)) }
        }
        @if d.is_invalid() {
            p.form-error role="alert" { (tr.t("web-sheet-invalid")) }
        }
        @if let Derived::Coc7(_) = d {
            p { a #dholes-export href=(format!("/games/{game}/characters/{}/dholes.json", c.id)) download { (tr.t("web-dholes-export")) } }
        }
        // Live: rendered again when the character changes (events, rolls that apply them).
        section #sheet-state aria-labelledby="sheet-state-title" data-live="character_events roll" {
            h2 #sheet-state-title { (tr.t("web-sheet-state")) }
            p #sheet-summary { (summary(tr, d)) }
            @match d {
                Derived::Coc7(d) => (coc7_details(tr, d)),
                Derived::Classic(d) => (classic_details(tr, d)),
                Derived::Chthonian(d) => (chthonian_details(tr, d)),
                Derived::Npc(b) => (super::npcs::details(tr, b)),
                Derived::Invalid { .. } | Derived::Withheld => {},
            }
        }
        @if let Derived::Chthonian(d) = d {
            (super::excursion::section(tr, &c.id, d, may_roll && may_change, seat.is_keeper()))
        }
        @if matches!(d, Derived::Coc7(_) | Derived::Classic(_)) && may_roll && (may_change || !healers.is_empty()) {
            (super::treatment::form(tr, &c, &healers, seat.is_keeper()))
        }
        @if c.kind == CharacterKind::Investigator && matches!(d, Derived::Coc7(_) | Derived::Classic(_))
            && may_roll && may_change && seat.game.ended_at.is_none() {
            (super::treatment::more_rules(tr, &c, seat.is_keeper()))
        }
        @if seat.is_keeper() && c.kind == CharacterKind::Investigator && seat.game.ended_at.is_none() {
            @match d {
                Derived::Coc7(d) => (super::development::section(tr, &c.id, "coc7", d.sheet.ticked.iter())),
                Derived::Classic(d) => (super::development::section(tr, &c.id, "classic", d.checks.iter())),
                _ => {}
            }
        }
        @if let Derived::Coc7(d) = d {
            (super::weapons::list(tr, d, may_change && seat.game.ended_at.is_none()))
            @if may_change && seat.game.ended_at.is_none() { (super::weapons::form(tr, d)) }
        }
        section #sheet-rolls aria-labelledby="sheet-rolls-title" {
            h2 #sheet-rolls-title {
                @if system == "chthonian" { (tr.t("web-sheet-roll")) } @else { (tr.t("web-sheet-skills")) }
            }
            @if may_roll {
                p.hint { (tr.t("web-sheet-click-to-roll")) }
                (roll_buttons(tr, system, &c))
            } @else {
                (static_skills(tr, d))
            }
            div #last-roll .last-roll aria-live="polite" {}
        }
        @if may_change && seat.game.ended_at.is_none() {
            section aria-labelledby="effects-title" {
                h2 #effects-title { (tr.t("web-effects-title")) }
                (effects_form(tr, system, std::slice::from_ref(&c)))
            }
        }
        @if c.derived != Derived::Withheld { details.sheet-json {
            summary { (tr.t("web-sheet-json")) }
            label for="sheet-json" { (tr.t("web-sheet-json-label")) }
            textarea #sheet-json readonly rows="8" spellcheck="false" {
                (serde_json::to_string_pretty(&c.sheet).unwrap_or_default())
            }
        } }
        @if may_roll { (check_dialog(tr, system)) }
    };
    let nav = Nav {
        game: &seat.game,
        member: Some(&seat.member),
        current: "",
    };
    Ok(page(layout(
        tr,
        &c.name,
        Some(nav),
        if system == "coc7" {
            &["dice", "effects", "weapons"]
        } else {
            &["dice", "effects"]
        },
        body,
    )))
}

/// Skills as a list, for those who cannot roll.
fn static_skills(tr: Tr<'_>, d: &Derived) -> Markup {
    html! {
        ul.skill-list {
            @match d {
                Derived::Coc7(d) => {
                    @for s in &d.skills {
                        li { (tr.skill(&s.name)) " " (skill_thirds(s)) }
                    }
                }
                Derived::Classic(d) => {
                    @for (name, v) in &d.skills {
                        li { (tr.skill(name)) " " (tr.pct(*v)) }
                    }
                }
                Derived::Chthonian(d) => {
                    @for t in &d.traits {
                        @if let Trait::Named { name, rating, .. } = t { li { (name) " " (rating) } }
                    }
                }
                Derived::Npc(b) => {
                    @for (name, v) in b.skills() { li { (name) " " (tr.pct(v)) } }
                }
                Derived::Invalid { .. } | Derived::Withheld => {}
            }
        }
        @if d.is_invalid() { p { (tr.t("web-sheet-no-skills")) } }
    }
}

pub(super) fn stat_row(label: &str, value: String) -> Markup {
    html! { div.stat { dt { (label) } dd { (value) } } }
}

/// A characteristic's short label, its full name on hover and for screen readers.
pub(super) fn characteristic_abbr(tr: Tr<'_>, k: &str) -> Markup {
    let full = Catalogue::global().characteristic_name(tr.lang, k);
    html! { abbr title=(full) { (tr.characteristic(k)) } }
}

/// The backstory headings the wizard asks for, as the sheet keys them (the quick-start's
/// own, then those the Dhole's House sheet adds).
pub(super) const BACKSTORY: &[&str] = &[
    "description",
    "ideology",
    "people",
    "locations",
    "possessions",
    "traits",
];

fn coc7_details(tr: Tr<'_>, d: &coc7::SheetResult) -> Markup {
    let mut conditions: Vec<String> = [
        flag(tr, d.major_wound, "web-cond-major-wound"),
        flag(tr, d.unconscious, "web-cond-unconscious"),
        flag(tr, d.dying, "web-cond-dying"),
        flag(tr, d.needs_medicine, "web-cond-needs-medicine"),
        flag(tr, d.dead, "web-cond-dead"),
        flag(tr, d.indefinite, "web-cond-indefinite"),
        flag(tr, d.permanent, "web-cond-permanent"),
    ]
    .into_iter()
    .flatten()
    .collect();
    if let Some(h) = d.temporary_hours {
        conditions.push(tr.m(Message::new("web-cond-temporary").int("hours", h)));
    }
    let details = &d.sheet.details;
    html! {
        h3 { (tr.t("web-sheet-characteristics")) }
        dl.stats #sheet-characteristics {
            @for (k, v) in d.characteristics.entries() { (stat_row(&tr.characteristic(k), value_thirds(v.into()))) }
        }
        h3 { (tr.t("web-sheet-derived")) }
        dl.stats #sheet-derived {
            (stat_row(&tr.t("web-sheet-hp"), format!("{}/{}", d.hp, d.max_hp)))
            (stat_row(&tr.t("web-sheet-mp"), format!("{}/{}", d.mp, d.max_mp)))
            (stat_row(&tr.t("web-sheet-san"), format!("{}/{}", d.san, d.max_san)))
            (stat_row(&tr.t("web-sheet-luck"), d.luck.to_string()))
            (stat_row(&tr.t("web-sheet-db"), d.db.clone()))
            (stat_row(&tr.t("web-sheet-build"), d.build.to_string()))
            @if let Some(o) = &d.occupation { (stat_row(&tr.t("web-sheet-occupation"), tr.occupation(o))) }
            (stat_row(&tr.t("web-sheet-credit"), tr.t1("web-credit-band", "band", d.credit_band.as_str().replace(' ', "_"))))
            @if !details.sex.is_empty() { (stat_row(&tr.t("web-wizard-sex"), details.sex.clone())) }
            @if let Some(a) = details.age { (stat_row(&tr.t("web-wizard-age"), a.to_string())) }
        }
        h3 { (tr.t("web-sheet-conditions")) }
        p #sheet-conditions {
            @if conditions.is_empty() { (tr.t("web-cond-none")) } @else { (conditions.join(", ")) }
        }
        @if !details.background.is_empty() {
            h3 { (tr.t("web-sheet-background")) }
            dl.background {
                @for (k, v) in details.background.iter() { dt { (tr.t1("web-backstory", "heading", k.to_owned())) } dd.pre { (v) } }
            }
        }
        @if !details.equipment.is_empty() {
            h3 { (tr.t("web-sheet-equipment")) }
            ul { @for e in &details.equipment { li { (e) } } }
        }
    }
}

fn classic_details(tr: Tr<'_>, d: &classic::SheetResult) -> Markup {
    let insanity: Vec<String> = d
        .insanity
        .iter()
        .map(|x| x.as_str().replace('_', " "))
        .collect();
    let checks: Vec<&str> = d.checks.iter().map(String::as_str).collect();
    let c = &d.characteristics;
    let values = [c.str_, c.con, c.siz, c.int, c.pow, c.dex, c.app, c.edu];
    let names = ["STR", "CON", "SIZ", "INT", "POW", "DEX", "APP", "EDU"];
    html! {
        h3 { (tr.t("web-sheet-characteristics")) }
        dl.stats #sheet-characteristics {
            @for k in classic_chars() {
                @if let Some(v) = names.iter().position(|n| n == k).map(|i| values[i]) {
                    (stat_row(&tr.characteristic(k), format!("{v} (×5 = {})", v * 5)))
                }
            }
        }
        h3 { (tr.t("web-sheet-derived")) }
        dl.stats #sheet-derived {
            (stat_row(&tr.t("web-sheet-hp"), format!("{}/{}", d.hp, d.max_hp)))
            (stat_row(&tr.t("web-sheet-mp"), format!("{}/{}", d.mp, d.max_mp)))
            (stat_row(&tr.t("web-sheet-san"), format!("{}/{}", d.san, d.max_san)))
            (stat_row(&tr.t("web-sheet-luck"), format!("{}/{}", d.luck, d.max_luck)))
            (stat_row(&tr.t("web-sheet-idea"), d.idea.to_string()))
            (stat_row(&tr.t("web-sheet-know"), d.know.to_string()))
            (stat_row(&tr.t("web-sheet-db"), d.db.clone()))
            (stat_row(&tr.t("web-sheet-condition"), tr.m(describe::classic_condition(d.condition.as_str()))))
        }
        h3 { (tr.t("web-sheet-insanity")) }
        p #sheet-conditions {
            @if insanity.is_empty() { (tr.t("web-cond-none")) } @else { (insanity.join(", ")) }
        }
        @if !checks.is_empty() {
            h3 { (tr.t("web-sheet-checks")) }
            p { (checks.join(", ")) }
        }
    }
}

fn chthonian_details(tr: Tr<'_>, d: &chthonian::SheetResult) -> Markup {
    let nodules = d
        .nodules
        .map_or_else(|| tr.t("web-sheet-no-story"), |x| x.to_string());
    let style = d.style.as_str();
    html! {
        dl.stats #sheet-derived {
            (stat_row(&tr.t("web-sheet-style"),
                STYLES.iter().find(|(v, _)| *v == style).map_or(style.to_owned(), |(_, id)| tr.t(id))))
            (stat_row(&tr.t("web-sheet-ti-long"), d.ti.to_string()))
            (stat_row(&tr.t("web-sheet-practicality"), d.practicality.to_string()))
            (stat_row(&tr.t("web-sheet-cognizance"), d.cognizance.to_string()))
            (stat_row(&tr.t("web-sheet-nodules"), nodules))
        }
        h3 { (tr.t("web-sheet-traits")) }
        ul #sheet-traits {
            @for t in &d.traits {
                li {
                    @match t {
                        Trait::Modifier(x) => (x),
                        Trait::Named { name, rating, temporary } => { (name) " " (format!("{rating:+}"))
                            @if *temporary { " " (tr.t("web-sheet-temporary")) } },
                    }
                }
            }
        }
    }
}

// ----- creation -----
