//! The Keeper's screen: invites, members, every character, roll requests, blind rolls,
//! damage and Sanity, ending the game, the seeds and the verification.

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use keeper_i18n::Message;
use keeper_resolve::results::chthonian::Trait;
use keeper_table::{Character, CharacterKind, Derived, Role};
use maud::{Markup, html};
use serde_json::{Map, Value};

use super::characters::{CLASSIC_ROLLS, summary, visibility_select};
use super::chrome::{Nav, PageError, Tr, layout, page, role_name, seat, when};
use super::npcs;
use super::render::{Names, describe_request};
use crate::AppState;

/// The events a damage / Sanity form offers, by system: (event, message id).
fn effects(system: &str) -> &'static [(&'static str, &'static str)] {
    match system {
        "coc7" => &[
            ("damaged", "web-effect-damage"),
            ("healed", "web-effect-heal"),
            ("sanity_lost", "web-effect-sanity-lost"),
            ("sanity_gained", "web-effect-sanity-gained"),
            ("luck_spent", "web-effect-luck-spent"),
            ("luck_gained", "web-effect-luck-gained"),
            ("magic_spent", "web-effect-magic-spent"),
            ("magic_regained", "web-effect-magic-regained"),
            ("day_losses_set", "web-effect-day-losses-set"),
        ],
        "classic" => &[
            ("hp_lost", "web-effect-damage"),
            ("hp_gained", "web-effect-heal"),
            ("sanity_lost", "web-effect-sanity-lost"),
            ("sanity_gained", "web-effect-sanity-gained"),
            ("luck_spent", "web-effect-luck-spent"),
            ("mp_lost", "web-effect-magic-spent"),
            ("mp_gained", "web-effect-magic-regained"),
        ],
        _ => &[
            ("insight_gained", "web-effect-insight-gained"),
            ("insight_lost", "web-effect-insight-lost"),
        ],
    }
}

/// The event that takes Hit Points off in `system`; none when it has no Hit Points.
fn damage_event(system: &str) -> Option<&'static str> {
    effects(system)
        .iter()
        .find(|(_, id)| *id == "web-effect-damage")
        .map(|(event, _)| *event)
}

/// A Sanity roll for one of `characters` (7th edition, classic), its loss applied to the
/// sheet by the roll itself. For 7th edition the options carry what the roll needs:
/// SAN, INT and the day's losses (the fifth-in-a-day rule); classic's roll is made on
/// the sheet, which the table puts in.
fn sanity_form(tr: Tr<'_>, characters: &[Character]) -> Markup {
    if characters.is_empty() {
        return html! { p { (tr.t("web-keeper-no-characters")) } };
    }
    html! {
        form #sanity-form data-form="sanity" {
            div.field {
                label for="sanity-character" { (tr.t("web-effect-character")) }
                select #sanity-character name="character" {
                    @for c in characters {
                        @let d = match &c.derived { Derived::Coc7(d) => Some(d), _ => None };
                        option value=(c.id)
                            data-san=[c.derived.value("san")]
                            data-int=[c.derived.characteristic("INT")]
                            data-day-start-san=[d.map(|d| d.sheet.day_start_san)]
                            data-lost-today=[d.map(|d| d.sheet.lost_today)]
                            data-indefinite[d.is_some_and(|d| d.indefinite)] { (c.name) }
                    }
                }
            }
            div.field {
                label for="sanity-loss" { (tr.t("web-keeper-sanity-loss")) }
                input #sanity-loss name="loss" value="1/1D6" required autocomplete="off"
                    spellcheck="false" maxlength="100" aria-describedby="sanity-loss-hint";
                p.hint #sanity-loss-hint { (tr.t("web-keeper-sanity-loss-hint")) }
            }
            div.field {
                label for="sanity-visibility" { (tr.t("web-visibility")) }
                (visibility_select(tr, "sanity-visibility", "visibility"))
            }
            button #sanity-roll type="submit" { (tr.t("web-keeper-sanity-roll")) }
            p #sanity-status .form-status role="status" {}
        }
        div #sanity-result .last-roll aria-live="polite" {}
    }
}

/// Damage to one of `characters`: the rules' damage action rolls a dice expression. With
/// `event` (classic) its total is then taken off Hit Points as that event; without one
/// (7th edition) the action also judges the hit (H1–H5) and applies it.
fn damage_form(tr: Tr<'_>, event: Option<&str>, characters: &[Character]) -> Markup {
    if characters.is_empty() {
        return html! { p { (tr.t("web-keeper-no-characters")) } };
    }
    html! {
        form #damage-form data-form="damage" data-event=[event] {
            div.field {
                label for="damage-character" { (tr.t("web-effect-character")) }
                select #damage-character name="character" {
                    @for c in characters { option value=(c.id) { (c.name) } }
                }
            }
            div.field {
                label for="damage-expr" { (tr.t("web-keeper-damage-expr")) }
                input #damage-expr name="expr" required autocomplete="off" spellcheck="false"
                    maxlength="200" placeholder="1D6+1D4" aria-describedby="damage-expr-hint";
                p.hint #damage-expr-hint { (tr.t("web-keeper-damage-expr-hint")) }
            }
            div.field {
                label for="damage-visibility" { (tr.t("web-visibility")) }
                (visibility_select(tr, "damage-visibility", "visibility"))
            }
            button #damage-roll type="submit" { (tr.t("web-keeper-damage-roll")) }
            p #damage-status .form-status role="status" {}
        }
        div #damage-result .last-roll aria-live="polite" {}
    }
}

/// Game time passing, for every investigator at once: Magic Points back (C5; classic
/// M1), classic's new hour and, in 7th edition, a new day for the day's Sanity losses
/// (N5).
fn time_form(tr: Tr<'_>, system: &str) -> Markup {
    html! {
        form #time-form data-form="time" {
            p.hint #time-hint { (tr.t(if system == "coc7" { "web-time-hint" } else { "web-time-hint-classic" })) }
            div.field-row {
                div.field {
                    label for="time-hours" { (tr.t("web-time-hours")) }
                    input #time-hours type="number" name="hours" min="0" max=(keeper_table::MAX_HOURS) value="1" required
                        aria-describedby="time-hint";
                }
                @if system == "coc7" {
                    label.check {
                        input #time-new-day type="checkbox" name="new_day";
                        " " (tr.t("web-time-new-day"))
                    }
                }
            }
            div.field {
                label for="time-visibility" { (tr.t("web-visibility")) }
                (visibility_select(tr, "time-visibility", "visibility"))
            }
            button #time-pass type="submit" { (tr.t("web-time-pass")) }
            p #time-status .form-status role="status" {}
        }
    }
}

/// Apply damage, Sanity loss, … to one of `characters`.
pub(super) fn effects_form(tr: Tr<'_>, system: &str, characters: &[Character]) -> Markup {
    if characters.is_empty() {
        return html! { p { (tr.t("web-keeper-no-characters")) } };
    }
    html! {
        form #effects-form data-form="effects" {
            div.field {
                label for="effect-character" { (tr.t("web-effect-character")) }
                select #effect-character name="character" {
                    @for c in characters { option value=(c.id) { (c.name) } }
                }
            }
            div.field-row {
                div.field {
                    label for="effect-kind" { (tr.t("web-effect-kind")) }
                    select #effect-kind name="event" {
                        @for (event, id) in effects(system) { option value=(event) { (tr.t(id)) } }
                    }
                }
                div.field {
                    label for="effect-amount" { (tr.t("web-effect-amount")) }
                    input #effect-amount type="number" name="amount" min="0" max="1000" value="1" required;
                }
            }
            div.field {
                label for="effect-visibility" { (tr.t("web-visibility")) }
                (visibility_select(tr, "effect-visibility", "visibility"))
            }
            button #effect-apply type="submit" { (tr.t("web-effect-apply")) }
            p #effect-status .form-status role="status" {}
        }
    }
}

/// Each character's skills (label in the Keeper's language → value) for the ask form's
/// script; the label chosen becomes the request's, which every reader sees in theirs.
/// The values a sheet can be rolled against, by sheet name with their labels: the
/// characteristics, Luck and SAN, then the skills.
pub(super) fn sheet_values(tr: Tr<'_>, c: &Character) -> Vec<(String, String, i64)> {
    let d = &c.derived;
    let mut out: Vec<(String, String, i64)> = d
        .characteristics()
        .into_iter()
        .map(|(k, v)| (k.to_owned(), tr.roll_label(k), v))
        .collect();
    for (key, id) in [("luck", "web-sheet-luck"), ("san", "web-sheet-sanity")] {
        if let Some(v) = d.value(key) {
            out.push((key.to_owned(), tr.t(id), v));
        }
    }
    for (name, v) in d.skills() {
        out.push((name.to_owned(), tr.skill(name), v));
    }
    out
}

/// The dying investigator's CON roll (H4), asked of their player in one click; the
/// answer takes CON and the wounds from the sheet.
fn ask_dying(tr: Tr<'_>, c: &Character) -> Markup {
    html! {
        div.ask-dying {
            button type="button" id=(format!("ask-dying-{}", c.id)) data-action="ask-dying"
                data-character=(c.id) data-owner=(c.owner) data-name=(c.name) {
                (tr.t("session-ask-dying"))
            }
            " " span.form-status role="status" {}
        }
    }
}

/// A blind check of one investigator in one click: the value is the sheet's.
fn blind_check(tr: Tr<'_>, c: &Character) -> Markup {
    let id = &c.id;
    html! {
        form.blind-check data-form="blind-check" data-character=(id) {
            label for=(format!("blind-skill-{id}")) { (tr.t("session-blind-check-skill")) }
            " "
            select id=(format!("blind-skill-{id}")) name="skill" {
                @for (name, label, v) in sheet_values(tr, c) {
                    option value=(name) data-value=(v) data-kind=(value_kind(&c.derived, &name)) { (label) " " (v) }
                }
            }
            " "
            button type="submit" id=(format!("blind-check-{id}")) { (tr.t("session-blind-check")) }
            span.form-status role="status" {}
        }
    }
}

/// What a check of `name` is to 7th edition's rules (R5, R9, R10 depend on it).
fn value_kind(d: &Derived, name: &str) -> &'static str {
    match name {
        "luck" => "luck",
        "san" => "sanity",
        n if d.characteristic(n).is_some() => "characteristic",
        _ => "skill",
    }
}

/// The group request: several or all players at once, each with their own sheet.
fn group_form(
    tr: Tr<'_>,
    system: &str,
    players: &[&keeper_table::Member],
    characters: &[Character],
) -> Markup {
    let mut values: Vec<(String, String)> = Vec::new();
    for c in characters {
        for (name, label, _) in sheet_values(tr, c) {
            if !values.iter().any(|(n, _)| *n == name) {
                values.push((name, label));
            }
        }
    }
    html! {
        section #group aria-labelledby="group-title" {
            h2 #group-title { (tr.t("session-group-title")) }
            form #group-form data-form="group" {
                fieldset {
                    legend { (tr.t("session-group-to")) }
                    @for m in players {
                        label.check {
                            input.group-to type="checkbox" name="to" value=(m.id) checked;
                            " " (m.name)
                        }
                    }
                }
                div.field {
                    label for="group-skill" { (tr.t("session-group-skill")) }
                    select #group-skill name="skill" {
                        @if system == "coc7" {
                            option value="" data-group-luck="true" { (tr.t("session-group-luck")) }
                        }
                        @for (name, label) in &values {
                            option value=(name) selected[name == "Spot Hidden"] { (label) }
                        }
                    }
                }
                div.field {
                    label for="group-loss" { (tr.t("session-group-loss")) }
                    input #group-loss name="loss" autocomplete="off" spellcheck="false" placeholder="1/1D6"
                        aria-describedby="group-loss-hint";
                    p.hint #group-loss-hint { (tr.t("session-group-loss-hint")) }
                }
                div.field {
                    label for="group-label" { (tr.t("web-dice-label")) }
                    input #group-label name="label" maxlength="200" autocomplete="off";
                }
                div.field {
                    label for="group-visibility" { (tr.t("web-visibility")) }
                    (visibility_select(tr, "group-visibility", "visibility"))
                }
                button #group-submit type="submit" { (tr.t("session-group-submit")) }
                p #group-status .form-status role="status" {}
            }
        }
    }
}

fn skills_json(tr: Tr<'_>, c: &Character) -> String {
    let mut out = Map::new();
    match &c.derived {
        Derived::Coc7(_) => {
            for (k, v) in c.derived.characteristics() {
                out.insert(tr.roll_label(k), v.into());
            }
            for (name, v) in c.derived.skills() {
                out.insert(tr.roll_label(name), v.into());
            }
        }
        Derived::Classic(d) => {
            for (name, v) in c.derived.skills() {
                out.insert(tr.roll_label(name), v.into());
            }
            for (v, (_, id)) in [d.idea, d.know, d.luck].into_iter().zip(CLASSIC_ROLLS) {
                out.insert(tr.t(id), v.into());
            }
        }
        Derived::Chthonian(d) => {
            for t in &d.traits {
                if let Trait::Named { name, rating, .. } = t {
                    out.insert(name.clone(), (*rating).into());
                }
            }
        }
        Derived::Npc(_) => {
            for (k, v) in c.derived.characteristics() {
                out.insert(tr.roll_label(k), v.into());
            }
            for (name, v) in c.derived.skills() {
                out.insert(name.to_owned(), v.into());
            }
        }
        Derived::Invalid { .. } | Derived::Withheld => {}
    }
    Value::Object(out).to_string()
}

/// The invites that still let someone join, each with its expiry, its uses and a
/// button that withdraws it.
fn open_invites(tr: Tr<'_>, system: &str, invites: &[keeper_table::Invite]) -> Markup {
    html! {
        div #open-invites-box {
        h3 #open-invites-title { (tr.t("access-invites-open")) }
        @if invites.is_empty() {
            p #open-invites-none { (tr.t("access-invites-none")) }
        } @else {
            table #open-invites aria-labelledby="open-invites-title" {
                thead { tr {
                    th scope="col" { (tr.t("access-invite-col-role")) }
                    th scope="col" { (tr.t("access-invite-col-made")) }
                    th scope="col" { (tr.t("access-invite-col-expires")) }
                    th scope="col" { (tr.t("access-invite-col-uses")) }
                    th scope="col" {}
                } }
                tbody {
                    @for i in invites {
                        tr id=(format!("invite-{}", i.id)) {
                            td { (role_name(tr, i.role, system)) }
                            td { (when(tr, &i.created_at)) }
                            td.invite-expires {
                                @match &i.expires_at {
                                    Some(at) => (when(tr, at)),
                                    None => (tr.t("access-invite-expires-never")),
                                }
                            }
                            td.invite-uses {
                                @match i.max_uses {
                                    Some(most) => (tr.m(Message::new("access-invite-uses-of").int("uses", i.uses).int("most", most))),
                                    None => (i.uses),
                                }
                            }
                            td {
                                button.secondary type="button" id=(format!("invite-withdraw-{}", i.id))
                                    data-action="withdraw-invite" data-invite=(i.id) { (tr.t("access-invite-withdraw")) }
                            }
                        }
                    }
                }
            }
        }
        }
    }
}

/// `GET /games/{id}/fragments/invites` (the Keeper only): the list of open invites, for
/// the screen's script after it makes one.
pub(super) async fn invites_fragment(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
) -> Result<Response, PageError> {
    let seat = seat(&s.table, &headers, &game).await?;
    let invites = s
        .table
        .invites(&seat.member)
        .await
        .map_err(|e| seat.err(e))?;
    Ok(super::chrome::fragment(open_invites(
        seat.tr(),
        &seat.game.system,
        &invites,
    )))
}

/// `GET /games/{id}/keeper` (the Keeper only).
pub(super) async fn keeper_page(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
) -> Result<Response, PageError> {
    let seat = seat(&s.table, &headers, &game).await?;
    if !seat.is_keeper() {
        return Err(seat.forbidden());
    }
    let tr = seat.tr();
    let g = &seat.game;
    let system = g.system.as_str();
    let members = s.table.members(&game).await.map_err(|e| seat.err(e))?;
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
    let verification = s
        .table
        .verify(&game, &seat.member)
        .await
        .map_err(|e| seat.err(e))?;
    let mut names = Names::basic(&s.table, &game).await;
    names.characters = characters
        .iter()
        .map(|c| (c.id.clone(), c.name.clone()))
        .collect();
    // NPCs have their own section; the forms for investigators list investigators.
    let (npc_list, characters): (Vec<Character>, Vec<Character>) = characters
        .into_iter()
        .partition(|c| c.kind == CharacterKind::Npc);
    // Damage is dealt to investigators and NPCs alike.
    let fighters: Vec<Character> = characters.iter().chain(&npc_list).cloned().collect();
    let owner_name = |id: &str| {
        names
            .members
            .get(id)
            .cloned()
            .unwrap_or_else(|| id.to_owned())
    };
    let players: Vec<_> = members.iter().filter(|m| m.role == Role::Player).collect();
    let pending: Vec<_> = requests.iter().filter(|r| r.answer_seq.is_none()).collect();
    let invites = s
        .table
        .invites(&seat.member)
        .await
        .map_err(|e| seat.err(e))?;
    let open = g.ended_at.is_none();
    let title = Tr::at(tr.lang, &g.system).t("web-keeper-title");
    let body = html! {
        h1 { (title) }
        @if !open { p.notice #game-ended { (tr.t("web-game-ended")) } }
        div.keeper-grid {
            section #invites aria-labelledby="invites-title" {
                h2 #invites-title { (tr.t("web-keeper-invites")) }
                p.hint { (tr.t("web-keeper-invites-hint")) }
                div.field {
                    label for="invite-expires" { (tr.t("access-invite-expires")) }
                    select #invite-expires {
                        option value="" { (tr.t("access-invite-expires-never")) }
                        option value="3600" { (tr.t("access-invite-expires-hour")) }
                        option value="86400" { (tr.t("access-invite-expires-day")) }
                        option value="604800" { (tr.t("access-invite-expires-week")) }
                        option value="2592000" { (tr.t("access-invite-expires-month")) }
                    }
                }
                div.check {
                    input #invite-single-use type="checkbox";
                    label for="invite-single-use" { (tr.t("access-invite-single-use")) }
                }
                div.button-row {
                    button #invite-player type="button" data-action="invite" data-role="player" { (tr.t("web-keeper-invite-player")) }
                    button #invite-observer type="button" data-action="invite" data-role="observer" { (tr.t("web-keeper-invite-observer")) }
                }
                div.field {
                    label for="invite-url" { (tr.t("web-keeper-invite-url")) }
                    input #invite-url type="text" readonly;
                }
                button #invite-copy .secondary type="button" data-action="copy" data-target="invite-url" { (tr.t("web-copy")) }
                p #invite-status .form-status role="status" {}
                (open_invites(tr, &g.system, &invites))
            }
            section #members aria-labelledby="members-title" data-live="member_joined" {
                h2 #members-title { (tr.t("web-keeper-members")) }
                table #members-table {
                    thead { tr {
                        th scope="col" { (tr.t("web-keeper-member-name")) }
                        th scope="col" { (tr.t("web-keeper-member-role")) }
                    } }
                    tbody {
                        @for m in &members {
                            tr id=(format!("member-{}", m.id)) { td { (m.name) } td { (role_name(tr, m.role, &g.system)) } }
                        }
                    }
                }
            }
            section #all-characters aria-labelledby="all-characters-title" data-live="character_created character_events roll" {
                h2 #all-characters-title { (tr.t("web-keeper-characters")) }
                @if characters.is_empty() { p { (tr.t("web-keeper-no-characters")) } }
                ul.card-list {
                    @for c in &characters {
                        li.card id=(format!("keeper-character-{}", c.id)) {
                            a href=(format!("/games/{game}/characters/{}", c.id)) { (c.name) }
                            " " span.meta { "(" (owner_name(&c.owner)) ")" }
                            br;
                            (summary(tr, &c.derived))
                            @if open && matches!(system, "coc7" | "classic") {
                                (blind_check(tr, c))
                            }
                            @if open && c.kind == CharacterKind::Investigator
                                && matches!(&c.derived, Derived::Coc7(d) if d.dying && !d.dead) {
                                (ask_dying(tr, c))
                            }
                        }
                    }
                }
            }
            (npcs::keeper_section(tr, &game, system, &npc_list, open))
            @if open {
                section #ask aria-labelledby="ask-title" {
                    h2 #ask-title { (tr.t("web-keeper-ask")) }
                    @if players.is_empty() {
                        p { (tr.t("web-keeper-no-players")) }
                    } @else {
                        form #ask-form data-form="ask" {
                            div.field {
                                label for="ask-to" { (tr.t("web-keeper-ask-to")) }
                                select #ask-to name="to" {
                                    @for m in &players { option value=(m.id) { (m.name) } }
                                }
                            }
                            div.field {
                                label for="ask-character" { (tr.t("web-keeper-ask-character")) }
                                select #ask-character name="character" {
                                    option value="" data-skills="{}" { (tr.t("web-keeper-ask-no-character")) }
                                    @for c in &characters {
                                        option value=(c.id) data-owner=(c.owner) data-skills=(skills_json(tr, c)) { (c.name) }
                                    }
                                }
                            }
                            div.field {
                                label for="ask-skill" { (tr.t("web-keeper-ask-skill")) }
                                input #ask-skill name="label" list="ask-skills" autocomplete="off" maxlength="200";
                                datalist #ask-skills {}
                            }
                            @if system == "chthonian" {
                                div.field {
                                    label for="ask-difficulty" { (tr.t("web-chthonian-difficulty")) }
                                    input #ask-difficulty type="number" name="difficulty" value="8";
                                }
                                div.field {
                                    label for="ask-traits" { (tr.t("web-keeper-ask-traits")) }
                                    textarea #ask-traits name="traits" rows="3" aria-describedby="ask-traits-hint" {}
                                    p.hint #ask-traits-hint { (tr.t("web-chthonian-traits-hint")) }
                                }
                            } @else {
                                div.field {
                                    label for="ask-value" { (tr.t("web-keeper-ask-value")) }
                                    input #ask-value type="number" name="value" min="0" max="1000";
                                }
                                @if system == "coc7" {
                                    div.field-row {
                                        div.field {
                                            label for="ask-difficulty" { (tr.t("web-check-difficulty")) }
                                            select #ask-difficulty name="difficulty" {
                                                option value="regular" { (tr.t("web-difficulty-regular")) }
                                                option value="hard" { (tr.t("web-difficulty-hard")) }
                                                option value="extreme" { (tr.t("web-difficulty-extreme")) }
                                            }
                                        }
                                        div.field {
                                            label for="ask-bonus" { (tr.t("web-check-bonus")) }
                                            input #ask-bonus type="number" name="bonus" min="0" max="2" value="0";
                                        }
                                        div.field {
                                            label for="ask-penalty" { (tr.t("web-check-penalty")) }
                                            input #ask-penalty type="number" name="penalty" min="0" max="2" value="0";
                                        }
                                    }
                                }
                            }
                            div.field {
                                label for="ask-expr" { (tr.t("web-keeper-ask-expr")) }
                                input #ask-expr name="expr" autocomplete="off" spellcheck="false";
                            }
                            div.field {
                                label for="ask-visibility" { (tr.t("web-visibility")) }
                                (visibility_select(tr, "ask-visibility", "visibility"))
                            }
                            button #ask-submit type="submit" { (tr.t("web-keeper-ask-submit")) }
                            p #ask-status .form-status role="status" {}
                        }
                    }
                    h3 { (tr.t("web-keeper-pending")) }
                    @if pending.is_empty() {
                        p #pending-none { (tr.t("web-keeper-no-pending")) }
                    } @else {
                        ul #pending {
                            @for r in &pending {
                                li id=(format!("pending-{}", r.id)) {
                                    (owner_name(&r.to)) ": "
                                    @if let Some(l) = r.order["label"].as_str() { (tr.roll_label(l)) " · " }
                                    @match r.order.get("request").filter(|q| q.is_object()) {
                                        Some(q) => (describe_request(tr, q)),
                                        None => (describe_request(tr, &r.order)),
                                    }
                                }
                            }
                        }
                    }
                }
                @if matches!(system, "coc7" | "classic") && !players.is_empty() {
                    (group_form(tr, system, &players, &characters))
                }
                section #blind aria-labelledby="blind-title" {
                    h2 #blind-title { (tr.t("web-keeper-blind")) }
                    form #blind-form data-form="blind" {
                        div.field {
                            label for="blind-expr" { (tr.t("web-dice-expr")) }
                            input #blind-expr name="expr" required autocomplete="off" spellcheck="false" placeholder="1d100";
                        }
                        div.field {
                            label for="blind-label" { (tr.t("web-dice-label")) }
                            input #blind-label name="label" maxlength="200" autocomplete="off";
                        }
                        div.field {
                            label for="blind-visibility" { (tr.t("web-visibility")) }
                            select #blind-visibility name="visibility" {
                                option value="keeper" { (tr.t("web-visibility-keeper")) }
                                option value="private" { (tr.t("web-visibility-private")) }
                            }
                        }
                        button #blind-roll type="submit" { (tr.t("web-roll-button")) }
                        p #blind-status .form-status role="status" {}
                    }
                    div #blind-result .last-roll aria-live="polite" {}
                }
                @if matches!(system, "coc7" | "classic") {
                    section #sanity aria-labelledby="sanity-title" {
                        h2 #sanity-title { (tr.t("web-keeper-sanity")) }
                        (sanity_form(tr, &characters))
                    }
                }
                @if let Some(event) = damage_event(system) {
                    section #damage aria-labelledby="damage-title" {
                        h2 #damage-title { (tr.t("web-keeper-damage")) }
                        // 7th edition's rules judge a hit themselves (major wound, dying).
                        (damage_form(tr, (system != "coc7").then_some(event), &fighters))
                    }
                }
                @if matches!(system, "coc7" | "classic") {
                    (forecast_section(tr))
                }
                section #effects aria-labelledby="effects-title" {
                    h2 #effects-title { (tr.t("web-effects-title")) }
                    (effects_form(tr, system, &characters))
                }
                @if matches!(system, "coc7" | "classic") {
                    section #time aria-labelledby="time-title" {
                        h2 #time-title { (tr.t("web-time-title")) }
                        (time_form(tr, system))
                    }
                }
            }
            section #game-controls aria-labelledby="controls-title" {
                h2 #controls-title { (tr.t("web-keeper-controls")) }
                div.button-row {
                    @if open {
                        button #end-game .danger type="button" data-action="end-game" { (tr.t("web-keeper-end")) }
                    }
                    // Fair mode v2 never reveals the Keeper's secret: hidden rolls are
                    // revealed one at a time, each with its proof.
                    @if g.keeper_seed.is_none() && g.fair_version < 2 {
                        button #reveal-seed type="button" data-action="reveal-seed" { (tr.t("web-keeper-reveal-seed")) }
                    }
                }
                @if g.fair_version >= 2 {
                    p.hint { (tr.t("fairness-controls-hint-v2")) }
                } @else {
                    p.hint { (tr.t("web-keeper-controls-hint")) }
                }
                p #controls-status .form-status role="status" {}
            }
            section #verify aria-labelledby="verify-title" {
                h2 #verify-title { (tr.t("web-keeper-verify")) }
                div #verify-result aria-live="polite" {
                    @if verification.ok {
                        p.verify-ok { (tr.t("web-verify-ok")) }
                    } @else {
                        p.verify-broken { (tr.t("web-verify-broken")) }
                    }
                }
                dl.stats {
                    div.stat { dt { (tr.t("web-verify-entries")) } dd { (verification.entries) } }
                    div.stat { dt { (tr.t("web-verify-bodies")) } dd { (verification.bodies_checked) } }
                    div.stat { dt { (tr.t("web-verify-rolls")) } dd { (verification.rolls_recomputed) } }
                }
                @if let Some(b) = &verification.first_broken {
                    p.form-error { "#" (b.seq) ": " (b.reason) }
                }
                p { a #verify-link href=(format!("/api/v1/games/{game}/verify")) { (tr.t("web-verify-json")) } }
            }
            section #commitments aria-labelledby="commitments-title" {
                h2 #commitments-title { (tr.t("web-commitments")) }
                (commitments(tr, g))
            }
            (super::device::device_panel(tr, &game, &seat.member))
        }
    };
    let nav = Nav {
        game: g,
        member: Some(&seat.member),
        current: "keeper",
    };
    Ok(page(layout(
        tr,
        &title,
        Some(nav),
        &["screen", "effects", "forecast"],
        body,
    )))
}

/// The game's commitments and the seeds revealed so far.
pub(super) fn commitments(tr: Tr<'_>, g: &keeper_table::Game) -> Markup {
    html! {
        dl.commitments {
            dt { (tr.t("web-commitment-fair")) }
            dd { code #fair-commitment { (g.fair_commitment) } }
            @if g.fair_version >= 2 {
                dt { (tr.t("fairness-commitment-keeper-v2")) }
            } @else {
                dt { (tr.t("web-commitment-keeper")) }
            }
            dd { code #keeper-commitment { (g.keeper_commitment) } }
            dt { (tr.t("web-seed-fair")) }
            dd { @match &g.fair_seed { Some(s) => code #fair-seed { (s) }, None => (tr.t("web-seed-hidden")) } }
            dt { (tr.t("web-seed-keeper")) }
            @if g.fair_version >= 2 {
                dd { (tr.t("fairness-seed-keeper-v2")) }
            } @else {
                dd { @match &g.keeper_seed { Some(s) => code #keeper-seed { (s) }, None => (tr.t("web-seed-hidden")) } }
            }
        }
    }
}

/// The fight forecast (7th edition and classic): how to forecast, then the forecast's words, each
/// fighter's chances as one bar and the rounds the fight lasts, drawn by the page's
/// script from `POST …/fight/forecast`. The legend names the bars' parts.
fn forecast_section(tr: Tr<'_>) -> Markup {
    const CONDITIONS: [(&str, &str); 6] = [
        ("dead", "forecast-dead"),
        ("dying", "forecast-dying"),
        ("unconscious", "forecast-unconscious"),
        ("major_wound", "forecast-major-wound"),
        ("wounded", "forecast-wounded"),
        ("unhurt", "forecast-unhurt"),
    ];
    html! {
        section #forecast aria-labelledby="forecast-title" {
            h2 #forecast-title { (tr.t("forecast-title")) }
            p.hint { (tr.t("forecast-hint")) }
            form #forecast-form data-form="forecast" {
                div.field-row {
                    div.field {
                        label for="forecast-method" { (tr.t("forecast-method")) }
                        select #forecast-method name="method" {
                            option value="auto" selected { (tr.t("forecast-method-auto")) }
                            option value="exact" { (tr.t("forecast-method-exact")) }
                            option value="monte_carlo" { (tr.t("forecast-method-simulated")) }
                        }
                    }
                    div.field {
                        label for="forecast-fights" { (tr.t("forecast-fights")) }
                        input #forecast-fights type="number" name="fights" min="1" max="1000000" value="100000" inputmode="numeric";
                    }
                }
                button #forecast-run type="submit" { (tr.t("forecast-run")) }
                p #forecast-status .form-status role="status" {}
            }
            div #forecast-result hidden aria-live="polite" {
                ul #forecast-words {}
                h3 { (tr.t("forecast-chances")) }
                div #forecast-bars {}
                ul #forecast-legend {
                    @for (key, id) in CONDITIONS {
                        li data-condition=(key) { span.swatch {} " " (tr.t(id)) }
                    }
                }
                h3 { (tr.t("forecast-rounds")) }
                div #forecast-rounds {}
            }
        }
    }
}
