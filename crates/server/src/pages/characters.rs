//! Characters: the roll buttons of a sheet, the check dialog, the sheet page and the
//! creation forms (the 7th edition quick-start wizard, classic and Chthonian forms).

use std::collections::HashMap;
use std::fmt;

use axum::Form;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use keeper_coc7::{
    BASE_SKILLS, Difficulty, OCCUPATION_VALUES, OCCUPATIONS, QUICKSTART_ARRAY, Slot,
};
use keeper_i18n::{Catalogue, Message};
use keeper_resolve::describe;
use keeper_resolve::results::chthonian::{self, Trait};
use keeper_resolve::results::classic;
use keeper_resolve::results::coc7::{self, SheetSkill};
use keeper_table::{Character, CharacterKind, Derived, Member, Role};
use maud::{Markup, html};
use serde_json::{Map, Value, json};

use super::chrome::{Nav, PageError, Seat, Tr, layout, page, page_with, seat};
use super::games::acts;
use super::keeper::effects_form;
use crate::AppState;

/// A 7th edition investigator's characteristics, in the order of C1.
fn coc7_chars() -> &'static [&'static str] {
    keeper_resolve::characteristic_names("coc7")
}

/// A classic investigator's characteristics, in the order of A1.
fn classic_chars() -> &'static [&'static str] {
    keeper_resolve::characteristic_names("classic")
}

type Fields = HashMap<String, String>;

fn field<'a>(f: &'a Fields, name: &str) -> &'a str {
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
const STYLES: [(&str, &str); 3] = [
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
    html! {
        span.summary {
            abbr title=(tr.t("web-sheet-hp-long")) { (tr.t("web-sheet-hp")) } " " (of(hp))
            " · " abbr title=(tr.t("web-sheet-mp-long")) { (tr.t("web-sheet-mp")) } " " (of(mp))
            " · " abbr title=(tr.t("web-sheet-san-long")) { (tr.t("web-sheet-san")) } " " (of(san))
            " · " (tr.t("web-sheet-luck")) " " (luck)
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
fn characteristic_abbr(tr: Tr<'_>, k: &str) -> Markup {
    let full = Catalogue::global().characteristic_name(tr.lang, k);
    html! { abbr title=(full) { (tr.characteristic(k)) } }
}

/// The backstory headings the wizard asks for, as the sheet keys them (the quick-start's
/// own, then those the Dhole's House sheet adds).
const BACKSTORY: &[&str] = &[
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

/// The skill names offered while typing (S5, with the usual specialities).
fn skill_names() -> Vec<String> {
    let mut out: Vec<String> = BASE_SKILLS.iter().map(|(n, _)| (*n).to_owned()).collect();
    for extra in [
        "Art/Craft (Acting)",
        "Art/Craft (Literature)",
        "Art/Craft (Photography)",
        "Language (Latin)",
        "Science (Biology)",
        "Science (Pharmacy)",
        "Science (Chemistry)",
    ] {
        out.push(extra.to_owned());
    }
    out.sort();
    out
}

/// Each quick-start occupation's slots, for the wizard's script: name → [{kind,
/// skills}].
fn occupations_json(tr: Tr<'_>) -> String {
    let mut map = Map::new();
    for o in OCCUPATIONS {
        let slots: Vec<Value> = o
            .slots
            .iter()
            .map(|s| json!({"kind": s.kind(), "skill": matches!(s, Slot::Skill(_)), "skills": slot_skills(tr, s)}))
            .collect();
        map.insert(o.name.to_owned(), Value::Array(slots));
    }
    Value::Object(map).to_string()
}

/// The skills a slot names, as labels (the wizard reads labels back).
fn slot_skills(tr: Tr<'_>, slot: &Slot) -> String {
    let labels: Vec<String> = slot.names().iter().map(|s| tr.skill(s)).collect();
    labels.join(", ")
}

fn slot_text(tr: Tr<'_>, slot: &Slot) -> String {
    match slot {
        Slot::Skill(s) => tr.skill(s),
        Slot::OneOf(_) | Slot::Interpersonal => {
            tr.t1("web-js-slot-one-of", "skills", slot_skills(tr, slot))
        }
        Slot::ArtCraft => tr.t("web-js-slot-art-craft"),
        Slot::LanguageOther => tr.t("web-js-slot-language-other"),
        Slot::Firearms => tr.t("web-js-slot-firearms"),
        Slot::Any => tr.t("web-js-slot-any"),
    }
}

fn owner_field(tr: Tr<'_>, members: &[Member], me: &Member, f: &Fields) -> Markup {
    if me.role != Role::Keeper {
        return html! {};
    }
    let chosen = match field(f, "owner") {
        "" => me.id.as_str(),
        o => o,
    };
    html! {
        div.field {
            label for="character-owner" { (tr.t("web-create-owner")) }
            select #character-owner name="owner" {
                @for m in members.iter().filter(|m| m.role != Role::Observer) {
                    option value=(m.id) selected[m.id == chosen] { (m.name) }
                }
            }
        }
    }
}

fn errors_box(tr: Tr<'_>, error: Option<&Value>) -> Markup {
    html! {
        div #wizard-errors .form-error role="alert" aria-live="assertive" {
            @if let Some(e) = error {
                @match e["issues"].as_array().filter(|i| !i.is_empty()) {
                    Some(issues) => {
                        p { (tr.t("web-create-failed")) }
                        ul { @for i in issues { li { (i["message"].as_str().unwrap_or("")) } } }
                    }
                    None => p { (tr.t("web-create-failed")) " " (e["message"].as_str().unwrap_or("")) },
                }
            }
        }
    }
}

fn coc7_wizard(tr: Tr<'_>, game: &str, f: &Fields, owner: Markup, error: Option<&Value>) -> Markup {
    let method = field(f, "method");
    let occupation = field(f, "occupation");
    let names = skill_names();
    let array_text = QUICKSTART_ARRAY
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    html! {
        form #wizard .wizard data-form="wizard" method="post" action=(format!("/games/{game}/characters/new"))
            data-steps="5" data-array=(array_text) {
            (errors_box(tr, error))
            p #wizard-progress .wizard-progress aria-live="polite" {}
            (owner)
            fieldset #wizard-step-1 .wizard-step data-step="1" {
                legend { (tr.t("web-wizard-step-characteristics")) }
                div.radio-row {
                    div.check {
                        input #method-quickstart type="radio" name="method" value="quickstart" checked[method != "rolled"];
                        label for="method-quickstart" { (tr.t("web-wizard-method-quickstart")) }
                    }
                    div.check {
                        input #method-rolled type="radio" name="method" value="rolled" checked[method == "rolled"];
                        label for="method-rolled" { (tr.t("web-wizard-method-rolled")) }
                    }
                }
                // The log entry of the characteristics rolled at the table (C2): the
                // server takes the values from it.
                input #characteristics-roll type="hidden" name="characteristics_roll" value=(field(f, "characteristics_roll"));
                p.hint #wizard-array-hint { (tr.t1("web-wizard-array-hint", "values", array_text.clone())) }
                div.char-grid {
                    @for (i, k) in coc7_chars().iter().enumerate() {
                        @let typed = field(f, k);
                        @let value = if typed.is_empty() { QUICKSTART_ARRAY[i].to_string() } else { typed.to_owned() };
                        div.field {
                            label for=(format!("char-{k}")) { (characteristic_abbr(tr, k)) }
                            input id=(format!("char-{k}")) name=(k) type="number" min="15" max="90" step="5"
                                required value=(value) class="char-input";
                        }
                    }
                }
                button #roll-characteristics type="button" data-action="roll-characteristics" { (tr.t("web-wizard-roll")) }
                p #array-status .form-status aria-live="polite" {}
            }
            fieldset #wizard-step-2 .wizard-step data-step="2" {
                legend { (tr.t("web-wizard-step-derived")) }
                p.hint { (tr.t("web-wizard-derived-hint")) }
                output #derived .derived aria-live="polite" { (tr.t("web-wizard-derived-later")) }
            }
            fieldset #wizard-step-3 .wizard-step data-step="3" {
                legend { (tr.t("web-wizard-step-occupation")) }
                div.field {
                    label for="wizard-occupation" { (tr.t("web-wizard-occupation")) }
                    select #wizard-occupation name="occupation" data-occupations=(occupations_json(tr)) {
                        @for o in OCCUPATIONS {
                            option value=(o.name) selected[o.name == occupation] { (tr.occupation(o.name)) }
                        }
                        option value="" selected[occupation.is_empty() && !f.is_empty()] { (tr.t("web-wizard-custom")) }
                    }
                }
                div.field {
                    label for="wizard-occupation-custom" { (tr.t("web-wizard-custom-name")) }
                    input #wizard-occupation-custom name="occupation_custom" value=(field(f, "occupation_custom"));
                }
                p.hint { (tr.t("web-wizard-occupation-hint")) }
                details.occupations-ref {
                    summary { (tr.t("web-wizard-occupations-ref")) }
                    dl {
                        @for o in OCCUPATIONS {
                            dt { (tr.occupation(o.name)) }
                            dd { (o.slots.iter().map(|s| slot_text(tr, s)).collect::<Vec<_>>().join("; ")) }
                        }
                    }
                }
                table.occ-table {
                    caption { (tr.t("web-wizard-occupation-skills")) }
                    thead { tr { th scope="col" { (tr.t("web-wizard-skill")) } th scope="col" { (tr.t("web-wizard-value")) } } }
                    tbody {
                        @let credit = tr.skill("Credit Rating");
                        @for i in 0..9 {
                            @let skill_key = format!("occ_skill_{i}");
                            @let value_key = format!("occ_value_{i}");
                            @let typed = field(f, &skill_key);
                            @let skill = if typed.is_empty() && i == 8 && f.is_empty() { credit.as_str() } else { typed };
                            @let typed_value = field(f, &value_key).parse::<u32>().unwrap_or(OCCUPATION_VALUES[i]);
                            tr {
                                td {
                                    label.visually-hidden for=(format!("occ-skill-{i}")) {
                                        (tr.m(Message::new("web-wizard-skill-n").int("n", i as i64 + 1)))
                                    }
                                    input id=(format!("occ-skill-{i}")) name=(skill_key) list="skill-names"
                                        value=(skill) autocomplete="off" aria-describedby=(format!("occ-hint-{i}"));
                                    span.hint id=(format!("occ-hint-{i}")) {}
                                }
                                td {
                                    label.visually-hidden for=(format!("occ-value-{i}")) {
                                        (tr.m(Message::new("web-wizard-value-n").int("n", i as i64 + 1)))
                                    }
                                    select id=(format!("occ-value-{i}")) name=(value_key) {
                                        @for v in [70u32, 60, 50, 40] {
                                            option value=(v) selected[v == typed_value] { (v) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            fieldset #wizard-step-4 .wizard-step data-step="4" {
                legend { (tr.t("web-wizard-step-interests")) }
                p.hint { (tr.t("web-wizard-interests-hint")) }
                @for i in 0..4 {
                    div.field {
                        label for=(format!("interest-{i}")) { (tr.m(Message::new("web-wizard-interest-n").int("n", i as i64 + 1))) }
                        input id=(format!("interest-{i}")) name=(format!("interest_{i}")) list="skill-names"
                            autocomplete="off" value=(field(f, &format!("interest_{i}")));
                    }
                }
            }
            fieldset #wizard-step-5 .wizard-step data-step="5" {
                legend { (tr.t("web-wizard-step-name")) }
                div.field {
                    label for="wizard-name" { (tr.t("web-wizard-name")) }
                    input #wizard-name name="name" required maxlength="200" value=(field(f, "name"));
                }
                fieldset.wizard-details {
                    legend { (tr.t("web-wizard-details")) }
                    div.field-row {
                        div.field {
                            label for="wizard-sex" { (tr.t("web-wizard-sex")) }
                            input #wizard-sex name="sex" maxlength="50" autocomplete="off" value=(field(f, "sex"));
                        }
                        div.field {
                            label for="wizard-age" { (tr.t("web-wizard-age")) }
                            input #wizard-age name="age" type="number" min="15" max="90" value=(field(f, "age"));
                        }
                    }
                    @for key in BACKSTORY {
                        div.field {
                            label for=(format!("wizard-bg-{key}")) { (tr.t1("web-backstory", "heading", *key)) }
                            textarea id=(format!("wizard-bg-{key}")) name=(format!("bg_{key}")) rows="2" maxlength="2000" {
                                (field(f, &format!("bg_{key}")))
                            }
                        }
                    }
                }
            }
            datalist #skill-names { @for s in &names { option value=(tr.skill(s)) {} } }
            div.button-row.wizard-nav {
                button #wizard-back type="button" data-action="wizard-back" hidden { (tr.t("web-wizard-back")) }
                button #wizard-next type="button" data-action="wizard-next" hidden { (tr.t("web-wizard-next")) }
                button #wizard-create type="submit" { (tr.t("web-wizard-create")) }
            }
        }
    }
}

fn classic_form(
    tr: Tr<'_>,
    game: &str,
    f: &Fields,
    owner: Markup,
    error: Option<&Value>,
) -> Markup {
    let mode = field(f, "mode");
    html! {
        form #classic-form data-form="create" method="post" action=(format!("/games/{game}/characters/new")) {
            (errors_box(tr, error))
            (owner)
            div.field {
                label for="classic-name" { (tr.t("web-wizard-name")) }
                input #classic-name name="name" required maxlength="200" value=(field(f, "name"));
            }
            fieldset {
                legend { (tr.t("web-classic-characteristics")) }
                div.check {
                    input #classic-mode-roll type="radio" name="mode" value="roll" checked[mode != "enter"];
                    label for="classic-mode-roll" { (tr.t("web-classic-mode-roll")) }
                }
                div.check {
                    input #classic-mode-enter type="radio" name="mode" value="enter" checked[mode == "enter"];
                    label for="classic-mode-enter" { (tr.t("web-classic-mode-enter")) }
                }
                div.char-grid {
                    @for k in classic_chars() {
                        div.field {
                            label for=(format!("classic-{k}")) { (characteristic_abbr(tr, k)) }
                            input id=(format!("classic-{k}")) name=(k) type="number" min="1" max="100"
                                value=(field(f, k));
                        }
                    }
                }
                div.field {
                    label for="classic-skills" { (tr.t("web-classic-skills")) }
                    textarea #classic-skills name="skills" rows="5" aria-describedby="classic-skills-hint" { (field(f, "skills")) }
                    p.hint #classic-skills-hint { (tr.t("web-classic-skills-hint")) }
                }
            }
            button #classic-create type="submit" { (tr.t("web-wizard-create")) }
        }
    }
}

fn chthonian_form(
    tr: Tr<'_>,
    game: &str,
    f: &Fields,
    owner: Markup,
    error: Option<&Value>,
) -> Markup {
    let style = field(f, "style");
    html! {
        form #chthonian-form data-form="create" method="post" action=(format!("/games/{game}/characters/new")) {
            (errors_box(tr, error))
            (owner)
            div.field {
                label for="chthonian-name" { (tr.t("web-wizard-name")) }
                input #chthonian-name name="name" required maxlength="200" value=(field(f, "name"));
            }
            div.field {
                label for="chthonian-style" { (tr.t("web-sheet-style")) }
                select #chthonian-style name="style" {
                    @for (v, id) in STYLES {
                        option value=(v) selected[v == style] { (tr.t(id)) }
                    }
                }
            }
            div.field {
                label for="chthonian-ti" { (tr.t("web-sheet-ti-long")) }
                input #chthonian-ti name="ti" type="number" min="0" value=(match field(f, "ti") { "" => "0", v => v });
            }
            div.field {
                label for="chthonian-traits" { (tr.t("web-sheet-traits")) }
                textarea #chthonian-traits name="traits" rows="6" aria-describedby="chthonian-traits-hint" { (field(f, "traits")) }
                p.hint #chthonian-traits-hint { (tr.t("web-chthonian-traits-hint")) }
            }
            button #chthonian-create type="submit" { (tr.t("web-wizard-create")) }
        }
    }
}

async fn creation_page(
    s: &AppState,
    seat: &Seat,
    f: &Fields,
    error: Option<&Value>,
) -> Result<maud::Markup, PageError> {
    let tr = seat.tr();
    let members = s
        .table
        .members(&seat.game.id)
        .await
        .map_err(|e| seat.err(e))?;
    let owner = owner_field(tr, &members, &seat.member, f);
    let game = &seat.game.id;
    let form = match seat.game.system.as_str() {
        "coc7" => coc7_wizard(tr, game, f, owner, error),
        "classic" => classic_form(tr, game, f, owner, error),
        _ => chthonian_form(tr, game, f, owner, error),
    };
    let title = tr.t("web-create-title");
    let body = html! {
        h1 { (title) }
        (form)
    };
    let nav = Nav {
        game: &seat.game,
        member: Some(&seat.member),
        current: "characters",
    };
    Ok(layout(tr, &title, Some(nav), &["wizard"], body))
}

/// `GET /games/{id}/characters/new`.
pub(super) async fn new_page(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
) -> Result<Response, PageError> {
    let seat = seat(&s.table, &headers, &game).await?;
    if !acts(seat.member.role) {
        return Err(seat.forbidden());
    }
    Ok(page(creation_page(&s, &seat, &Fields::new(), None).await?))
}

/// The creation request a form describes: `{"create": …}` or `{"sheet": …}`.
fn creation_of(system: &str, f: &Fields) -> Result<(Option<Value>, Option<Value>), String> {
    let name = field(f, "name");
    match system {
        "coc7" => {
            let mut chars = Map::new();
            for k in coc7_chars() {
                chars.insert(
                    (*k).to_owned(),
                    json!(field(f, k).parse::<u32>().unwrap_or(0)),
                );
            }
            let mut occ = Map::new();
            for i in 0..9 {
                let skill = field(f, &format!("occ_skill_{i}"));
                if !skill.is_empty() {
                    let v = field(f, &format!("occ_value_{i}"))
                        .parse::<u32>()
                        .unwrap_or(0);
                    occ.insert(skill.to_owned(), json!(v));
                }
            }
            let interests: Vec<&str> = (0..4)
                .map(|i| field(f, &format!("interest_{i}")))
                .filter(|s| !s.is_empty())
                .collect();
            let occupation = match (field(f, "occupation"), field(f, "occupation_custom")) {
                (_, custom) if !custom.is_empty() => custom,
                (o, _) => o,
            };
            let mut create = json!({
                "name": name, "characteristics": chars,
                "method": if field(f, "method") == "rolled" { "rolled" } else { "quickstart" },
                "occupation_skills": occ, "interests": interests,
            });
            if !occupation.is_empty() {
                create["occupation"] = json!(occupation);
            }
            if let Ok(seq) = field(f, "characteristics_roll").parse::<i64>() {
                create["characteristics_roll"] = json!(seq);
            }
            // The investigator's details and backstory, all optional.
            let background: Map<String, Value> = BACKSTORY
                .iter()
                .map(|k| (k.to_string(), field(f, &format!("bg_{k}"))))
                .filter(|(_, v)| !v.is_empty())
                .map(|(k, v)| (k, json!(v)))
                .collect();
            let age = field(f, "age").parse::<u32>().ok();
            if !field(f, "sex").is_empty() || age.is_some() || !background.is_empty() {
                create["details"] =
                    json!({"sex": field(f, "sex"), "age": age, "background": background});
            }
            Ok((Some(create), None))
        }
        "classic" => {
            let mut skills = Map::new();
            for line in field(f, "skills").lines() {
                let line = line.trim();
                if line.is_empty() {
                    continue;
                }
                let (skill, value) = split_rating(line).ok_or_else(|| line.to_owned())?;
                skills.insert(Catalogue::global().skill_from_label(&skill), json!(value));
            }
            if field(f, "mode") != "enter" {
                // Characteristics rolled at the table; the skills come with them.
                return Ok((Some(json!({"name": name, "skills": skills})), None));
            }
            let mut chars = Map::new();
            for k in classic_chars() {
                chars.insert(
                    (*k).to_owned(),
                    json!(field(f, k).parse::<u32>().unwrap_or(0)),
                );
            }
            Ok((
                None,
                Some(json!({
                    "format": "keeper-classic-sheet", "version": 1, "name": name,
                    "characteristics": chars, "skills": skills,
                })),
            ))
        }
        _ => {
            let mut traits = Vec::new();
            for line in field(f, "traits").lines() {
                let line = line.trim();
                if line.is_empty() {
                    continue;
                }
                let (trait_name, rating) = split_rating(line).ok_or_else(|| line.to_owned())?;
                traits.push(json!({"name": trait_name, "rating": rating}));
            }
            Ok((
                None,
                Some(json!({
                    "format": "keeper-chthonian-sheet", "version": 1, "name": name,
                    "style": match field(f, "style") { "" => "pulp", s => s },
                    "ti": field(f, "ti").parse::<i64>().unwrap_or(0),
                    "traits": traits,
                })),
            ))
        }
    }
}

/// `Spot Hidden 45` or `Spot Hidden: 45` → (name, 45).
fn split_rating(line: &str) -> Option<(String, i64)> {
    let (name, value) = line.rsplit_once(|c: char| c.is_whitespace() || c == ':')?;
    let value = value.trim().replace('−', "-").parse::<i64>().ok()?;
    let name = name.trim().trim_end_matches(':').trim();
    (!name.is_empty()).then(|| (name.to_owned(), value))
}

fn wants_json(headers: &HeaderMap) -> bool {
    headers
        .get("accept")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("application/json"))
}

/// `POST /games/{id}/characters/new` (the creation form): makes the character, then
/// shows its sheet; errors come back inline (as JSON when the page's script asked).
pub(super) async fn create(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
    Form(f): Form<Fields>,
) -> Result<Response, PageError> {
    let seat = seat(&s.table, &headers, &game).await?;
    if !acts(seat.member.role) {
        return Err(seat.forbidden());
    }
    let tr = seat.tr();
    let result = match creation_of(&seat.game.system, &f) {
        Err(line) => Err(json!({"message": tr.t1("web-create-bad-line", "line", line)})),
        Ok((create, sheet)) => {
            let owner = Some(field(&f, "owner")).filter(|o| !o.is_empty());
            s.table
                .create_character(&seat.member, owner, create, sheet)
                .await
                .map_err(|e| crate::ApiError::from(e).error_in(&seat.lang))
        }
    };
    match result {
        Ok(c) => {
            let to = format!("/games/{game}/characters/{}", c.id);
            if wants_json(&headers) {
                Ok(axum::Json(json!({"location": to})).into_response())
            } else {
                Ok(super::chrome::redirect(&to))
            }
        }
        Err(error) => {
            if wants_json(&headers) {
                return Ok((
                    StatusCode::UNPROCESSABLE_ENTITY,
                    axum::Json(json!({"error": error})),
                )
                    .into_response());
            }
            let page_markup = creation_page(&s, &seat, &f, Some(&error)).await?;
            Ok(page_with(StatusCode::UNPROCESSABLE_ENTITY, page_markup))
        }
    }
}
