//! The combat tracker on the table page: the fight's order, round and turn, the attack
//! waiting for its answer with each choice's exact odds, the forms of whoever acts; and
//! a fight entry put into words (the log and the transcript share [`headline`]).

use keeper_i18n::Message;
use keeper_table::{Character, CharacterKind, FightView, Member, Role};
use maud::{Markup, html};
use serde_json::Value;

use super::chrome::Tr;
use super::render::{describe_request, events_list, level_name, result_line};

/// A weapon or attack's name in the reader's words: a rules' weapon by its message
/// (`fight-weapon-small_knife`), an NPC's attack or a sheet's weapon as written.
pub(super) fn weapon_name(tr: Tr<'_>, with: &str) -> String {
    keeper_i18n::Catalogue::global().weapon_label(tr.lang, with)
}

fn s<'a>(v: &'a Value, k: &str) -> &'a str {
    v.get(k).and_then(Value::as_str).unwrap_or("")
}

fn order_text(order: &Value) -> String {
    order
        .as_array()
        .into_iter()
        .flatten()
        .map(|f| s(f, "name").to_owned())
        .collect::<Vec<_>>()
        .join(" → ")
}

/// What a fight entry says, in one sentence of the reader's language.
pub(crate) fn headline(tr: Tr<'_>, body: &Value) -> String {
    let who = |k: &str| s(body, k).to_owned();
    match s(body, "event") {
        "started" => tr.m(Message::new("fight-started").text("order", order_text(&body["order"]))),
        "joined" => {
            let new: Vec<&str> = body["fighters"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .collect();
            let names: Vec<String> = body["order"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|f| new.contains(&s(f, "character")))
                .map(|f| s(f, "name").to_owned())
                .collect();
            tr.m(Message::new("fight-joined")
                .text("names", names.join(", "))
                .text("order", order_text(&body["order"])))
        }
        "attack" => attack_words(tr, body),
        "exchange" => {
            let attack = attack_words(tr, body);
            let response = tr.m(Message::new(match s(body, "response") {
                "dodge" => "fight-dodge",
                "fight_back" => "fight-fight-back",
                "dive" => "fight-dive",
                "parry" => "fight-parry",
                "contest" => "fight-contest",
                _ => "fight-none",
            })
            .text("name", who("target_name")));
            let hit = &body["hit"];
            let wound = &body["wound"];
            let outcome = match hit.get("taken").and_then(Value::as_i64) {
                // Chthonian R5: the Outcome as the loser's Trait.
                _ if wound.is_object() => tr.m(Message::new("fight-wounded")
                    .text("name", s(wound, "name").to_owned())
                    .int("outcome", wound["outcome"].as_i64().unwrap_or(0))
                    .int("wound", wound["wound"].as_i64().unwrap_or(0))),
                // The ghoul's rule: firearms and projectiles do it half damage.
                Some(taken) if hit["halved"] == Value::Bool(true) => {
                    tr.m(Message::new("fight-hit-halved")
                        .text("name", s(hit, "name").to_owned())
                        .int("taken", taken)
                        .int("damage", hit["damage"].as_i64().unwrap_or(0))
                        .int("armor", hit["armor"].as_i64().unwrap_or(0)))
                }
                Some(taken) if hit["armor"].as_i64().unwrap_or(0) > 0 => {
                    tr.m(Message::new("fight-hit-armor")
                        .text("name", s(hit, "name").to_owned())
                        .int("taken", taken)
                        .int("damage", hit["damage"].as_i64().unwrap_or(0))
                        .int("armor", hit["armor"].as_i64().unwrap_or(0)))
                }
                Some(taken) => tr.m(Message::new("fight-hit")
                    .text("name", s(hit, "name").to_owned())
                    .int("taken", taken)),
                // An NPC's hit, as everyone reads it: what was dealt, not what it kept.
                None if hit.get("damage").is_some() => tr.m(Message::new("fight-hit-dealt")
                    .text("name", s(hit, "name").to_owned())
                    .int("damage", hit["damage"].as_i64().unwrap_or(0))),
                None => tr.t("fight-miss"),
            };
            let maneuver = match body.get("success").and_then(Value::as_bool) {
                Some(true) => format!(" {}.", tr.t("fight-maneuver-worked")),
                Some(false) => format!(" {}.", tr.t("fight-maneuver-failed")),
                None => String::new(),
            };
            // Classic K5: a special with a pointed weapon.
            let impaled = match body["rolls"]["impaled"] == Value::Bool(true) {
                true => format!(" {}.", tr.t("fight-impaled")),
                false => String::new(),
            };
            // K4 [7e]: a malfunction jams the gun.
            let jam = match body.get("malfunction").and_then(Value::as_str) {
                Some(gun) => format!(
                    " {}.",
                    tr.m(Message::new("fight-malfunction").text("with", weapon_name(tr, gun)))
                ),
                None => String::new(),
            };
            // The joint between attack and answer is the language's: a Greek `;` would
            // read as a question mark.
            let exchange = tr.m(Message::new("fight-exchange")
                .text("attack", attack)
                .text("response", response));
            format!("{exchange}{maneuver}{impaled}{jam} {outcome}.")
        }
        "order_rolls" | "exchange_rolls" | "dying_rolls" | "skill_rolls" => tr.t("fight-rolls"),
        "aimed" => tr.m(Message::new("fight-aimed").text("name", who("name"))),
        "skill" => tr.m(Message::new("fight-skill")
            .text("name", who("name"))
            .skill("skill", s(body, "skill").to_owned())),
        "reloaded" => tr.m(Message::new("fight-reloaded")
            .text("name", who("name"))
            .text("with", weapon_name(tr, s(body, "with")))),
        "exposed" => tr.m(Message::new("fight-exposed")
            .text("name", who("name"))
            .text("label", s(body, "label").to_owned())
            .text("damage", damage_words(tr, s(body, "damage")))),
        "exposure_ended" => tr.m(Message::new("fight-exposure-ended")
            .text("name", who("name"))
            .text("label", s(body, "label").to_owned())),
        "moved" => tr.m(Message::new("fight-moved")
            .text("name", who("name"))
            .text("order", order_text(&body["order"]))),
        "turn" => {
            let turn = tr.m(Message::new("fight-turn")
                .int("round", body["round"].as_i64().unwrap_or(1))
                .text("name", who("name")));
            let turn = match body.get("fled") {
                Some(f) => format!(
                    "{} {turn}",
                    tr.m(Message::new("fight-flees").text("name", s(f, "name").to_owned()))
                ),
                None => turn,
            };
            match body["withdrawn"] == Value::Bool(true) {
                true => format!("{} {turn}", tr.t("fight-withdrawn")),
                false => turn,
            }
        }
        _ => tr.m(Message::new("fight-ended").int("rounds", body["rounds"].as_i64().unwrap_or(1))),
    }
}

/// The dice and levels of an exchange whose numbers are the Keeper's (an NPC's): "Brian
/// 46, Regular · Ghoul 28, Regular".
pub(crate) fn rolls_line(tr: Tr<'_>, body: &Value) -> Option<String> {
    let rolls = body.get("rolls")?;
    let one = |name: &str, r: &Value| {
        let total = r["total"].as_u64().unwrap_or(0);
        // A Chthonian d12 has no level.
        match s(r, "level") {
            "" => format!("{name} {total}"),
            l => format!("{name} {total}, {}", level_name(tr, l)),
        }
    };
    let mut parts = Vec::new();
    if let Some(a) = rolls.get("attacker") {
        parts.push(one(s(body, "attacker_name"), a));
    }
    if let Some(d) = rolls.get("defender").or_else(|| rolls.get("dive")) {
        parts.push(one(s(body, "target_name"), d));
    }
    // Classic K2: the DEX×5 roll of a bare-handed parry.
    if let Some(d) = rolls.get("dex_roll") {
        parts.push(one(&format!("{} DEX×5", s(body, "target_name")), d));
    }
    for shot in rolls["shots"].as_array().into_iter().flatten() {
        parts.push(one(s(body, "attacker_name"), shot));
    }
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// "Brian attacks the ghoul with a small knife", or "Brian tries to hold the ghoul".
fn attack_words(tr: Tr<'_>, body: &Value) -> String {
    let (attacker, target) = (
        s(body, "attacker_name").to_owned(),
        s(body, "target_name").to_owned(),
    );
    let id = match s(body, "maneuver") {
        "knock_down" => "fight-maneuver-knock-down",
        "disarm" => "fight-maneuver-disarm",
        "hold" => "fight-maneuver-hold",
        // A Chthonian contest names no weapon.
        _ if s(body, "with").is_empty() => {
            return tr.m(Message::new("fight-attack-plain")
                .text("attacker", attacker)
                .text("target", target));
        }
        _ => {
            return tr.m(Message::new("fight-attack")
                .text("attacker", attacker)
                .text("target", target)
                .text("with", weapon_name(tr, s(body, "with"))));
        }
    };
    tr.m(Message::new(id)
        .text("attacker", attacker)
        .text("target", target))
}

/// A fight entry in the log: its sentence, each roll with its result, what was applied.
pub(crate) fn entry_body(tr: Tr<'_>, body: &Value) -> Markup {
    html! {
        p.fight-line { (headline(tr, body)) }
        @if let Some(line) = rolls_line(tr, body) { p.roll-result { (line) } }
        @for step in body["steps"].as_array().into_iter().flatten() {
            @if step["response"]["ok"] == Value::Bool(true) {
                p.roll-what { (describe_request(tr, &step["request"])) }
                p.roll-result { (result_line(tr, &step["request"], &step["response"]["result"])) }
            }
        }
        @if let Some(ev) = events_list(tr, &body["events"]) {
            p.roll-events { (tr.t1("web-roll-applied", "events", ev)) }
        }
        // The dying's CON rolls at the end of the round (H4).
        @for d in body["dying"].as_array().into_iter().flatten() {
            p.roll-events {
                (tr.m(Message::new("fight-dying-roll").text("name", s(d, "name").to_owned())))
                @if let Some(ev) = events_list(tr, &d["events"]) { ": " (ev) }
            }
        }
        // Each exposure's damage again (H8).
        @for d in body["exposed"].as_array().into_iter().flatten() {
            p.roll-events {
                (tr.m(Message::new("fight-exposure-roll")
                    .text("name", s(d, "name").to_owned())
                    .text("label", s(d, "label").to_owned())))
                @if let Some(ev) = events_list(tr, &d["events"]) { ": " (ev) }
            }
        }
    }
}

/// The tracker's section of the table page, as `me` sees it: live on every fight entry
/// and every change of a sheet (wounds).
pub(crate) fn panel(
    tr: Tr<'_>,
    system: &str,
    me: &Member,
    view: Option<&FightView>,
    characters: &[Character],
    open: bool,
) -> Markup {
    let keeper = me.role == Role::Keeper;
    html! {
        section #fight aria-labelledby="fight-title" data-live="fight character_events character_shown character_created" {
            h2 #fight-title { (tr.t("fight-title")) }
            @match view {
                None => {
                    p #fight-none { (tr.t("fight-none-yet")) }
                    @if keeper && open && !characters.is_empty() { (start_form(tr, system, characters)) }
                }
                Some(v) => { (going_on(tr, system, me, v, characters, open)) }
            }
        }
    }
}

fn start_form(tr: Tr<'_>, system: &str, characters: &[Character]) -> Markup {
    html! {
        form #fight-start-form data-form="fight-start" {
            fieldset {
                legend { (tr.t("fight-start-hint")) }
                @for c in characters {
                    div.fighter-choice {
                        label {
                            input type="checkbox" name="fighter" value=(c.id) checked[c.kind == CharacterKind::Investigator];
                            " " (c.name)
                            @if c.kind == CharacterKind::Npc { " " span.badge { (tr.t("fight-npc")) } }
                        }
                        @if c.kind == CharacterKind::Npc {
                            " "
                            label.count {
                                (tr.t("fight-count")) " "
                                input type="number" name="count" min="1" max=(keeper_table::MAX_GROUP) value="1" data-character=(c.id) inputmode="numeric";
                            }
                        }
                        @if system == "coc7" {
                            " "
                            label.firearm {
                                input type="checkbox" name="firearm" value=(c.id);
                                " " (tr.t("fight-firearm"))
                            }
                        }
                    }
                }
            }
            button #fight-start type="submit" { (tr.t("fight-start")) }
            p.form-status role="status" {}
        }
    }
}

fn going_on(
    tr: Tr<'_>,
    system: &str,
    me: &Member,
    v: &FightView,
    characters: &[Character],
    open: bool,
) -> Markup {
    let f = &v.fight;
    let current = f.current();
    let by_id = |id: &str| characters.iter().find(|c| c.id == id);
    let mine_now = current.is_some_and(|c| v.attacks.contains_key(&c.character));
    html! {
        p #fight-round { strong { (tr.m(Message::new("fight-round").int("round", i64::from(f.round)))) } }
        ol #fight-order .fight-order {
            @for (i, fighter) in f.fighters.iter().enumerate() {
                li id=(format!("fighter-{}", fighter.character)) aria-current=[(i == f.turn).then_some("true")] {
                    span.fighter-name { (fighter.name) }
                    @if i == f.turn { " " span.badge.badge-turn { (tr.t("fight-current")) } }
                    @if let Some(c) = by_id(&fighter.character) {
                        " " span.fighter-health { (super::characters::summary(tr, &c.derived)) }
                    }
                    @if fighter.defended > 0 { " " span.badge { (tr.m(Message::new("fight-defended").int("count", i64::from(fighter.defended)))) } }
                    @if fighter.lost_attack { " " span.badge { (tr.t("fight-lost-attack")) } }
                    @if fighter.aiming { " " span.badge { (tr.t("fight-aiming")) } }
                    @for gun in &fighter.jammed {
                        " " span.badge.badge-down { (tr.m(Message::new("fight-jammed").text("with", weapon_name(tr, gun)))) }
                    }
                    @if let Some(h) = fighter.held_by.as_deref().and_then(|h| f.fighters.iter().find(|x| x.character == h)) {
                        " " span.badge { (tr.m(Message::new("fight-held").text("name", h.name.clone()))) }
                    }
                    @if let Some(e) = &fighter.exposure {
                        " " span.badge.badge-down.exposure { (tr.m(Message::new("fight-exposure-badge").text("label", e.label.clone()).text("damage", damage_words(tr, &e.damage)))) }
                        @if me.role == Role::Keeper && open {
                            " " button.fight-unexpose type="button" data-action="fight-unexpose" data-character=(fighter.character)
                                aria-label=(tr.m(Message::new("fight-exposure-end").text("name", fighter.name.clone()))) { "✕" }
                        }
                    }
                    @if fighter.fled { " " span.badge.badge-down { (tr.t("fight-fled")) } }
                    @else if fighter.down { " " span.badge.badge-down { (tr.t("fight-down")) } }
                    // The Keeper's hand on the order: one who delays, a Narrator's order.
                    @if me.role == Role::Keeper && open && f.fighters.len() > 1 {
                        " "
                        @if i > 0 {
                            button.fight-move type="button" data-action="fight-move" data-character=(fighter.character) data-position=(i - 1)
                                aria-label=(tr.m(Message::new("fight-move-up").text("name", fighter.name.clone()))) { "↑" }
                        }
                        @if i + 1 < f.fighters.len() {
                            button.fight-move type="button" data-action="fight-move" data-character=(fighter.character) data-position=(i + 1)
                                aria-label=(tr.m(Message::new("fight-move-down").text("name", fighter.name.clone()))) { "↓" }
                        }
                    }
                }
            }
        }
        @if let Some(p) = &f.pending {
            @let name = |id: &str| f.fighters.iter().find(|x| x.character == id).map(|x| x.name.clone()).unwrap_or_default();
            p #fight-pending .notice {
                @match p.maneuver {
                    Some(m) => (tr.m(Message::new("fight-waiting-maneuver")
                        .text("attacker", name(&p.attacker))
                        .text("target", name(&p.target))
                        .text("maneuver", tr.t(match m.as_str() {
                            "knock_down" => "fight-maneuver-name-knock-down",
                            "disarm" => "fight-maneuver-name-disarm",
                            _ => "fight-maneuver-name-hold",
                        })))),
                    None if p.with.is_empty() => (tr.m(Message::new("fight-waiting-plain")
                        .text("attacker", name(&p.attacker))
                        .text("target", name(&p.target)))),
                    None => (tr.m(Message::new("fight-waiting")
                        .text("attacker", name(&p.attacker))
                        .text("target", name(&p.target))
                        .text("with", weapon_name(tr, &p.with)))),
                }
            }
            @if !v.choices.is_empty() && open {
                div #fight-choices .fight-choices role="group" aria-labelledby="fight-pending" {
                    @if system == "chthonian" {
                        (trait_boxes(tr, v, &p.target))
                    }
                    @for c in &v.choices {
                        button.fight-choice type="button" data-action="fight-defend" data-response=(c.response.as_str())
                            id=(format!("fight-defend-{}", c.response.as_str())) {
                            (tr.t(match c.response.as_str() {
                                "dodge" => "fight-choice-dodge",
                                "fight_back" => "fight-choice-fight-back",
                                "dive" => "fight-choice-dive",
                                "parry" => "fight-choice-parry",
                                "contest" => "fight-choice-contest",
                                _ => "fight-choice-none",
                            }))
                            @if let Some(odds) = odds_text(tr, c.attacker.as_deref(), c.defender.as_deref()) {
                                br; small.odds { (odds) }
                            }
                        }
                    }
                    span.form-status role="status" {}
                }
            }
        } @else if mine_now && open {
            @if let Some(c) = current {
                (attack_form(tr, system, v, c, f))
                (skill_form(tr, system, c, characters))
            }
        }
        @if open && (mine_now || (me.role == Role::Keeper)) {
            div.fight-actions {
                @if f.pending.is_none() && mine_now {
                    button #fight-next type="button" data-action="fight-next" { (tr.t("fight-next")) }
                    @if current.is_some_and(|c| c.held_by.is_none()) {
                        button #fight-flee type="button" data-action="fight-flee" data-confirm=(tr.t("fight-flee-confirm")) { (tr.t("fight-flee")) }
                    }
                } @else if f.pending.is_some() && me.role == Role::Keeper {
                    // An answer that does not come: the Keeper moves on without it.
                    button #fight-next type="button" data-action="fight-next" { (tr.t("fight-pass-over")) }
                }
                @if me.role == Role::Keeper {
                    @let out: Vec<&Character> = characters.iter().filter(|c| !f.fighters.iter().any(|x| x.character == c.id)).collect();
                    @if !out.is_empty() {
                        form #fight-join-form data-form="fight-join" {
                            label for="fight-join-character" { (tr.t("fight-join")) }
                            select #fight-join-character name="character" {
                                @for c in &out { option value=(c.id) { (c.name) } }
                            }
                            button type="submit" { (tr.t("fight-join-button")) }
                            span.form-status role="status" {}
                        }
                    }
                    @if system == "coc7" {
                        (expose_form(tr, f))
                    }
                    button #fight-end type="button" data-action="fight-end" data-confirm=(tr.t("fight-end-confirm")) { (tr.t("fight-end")) }
                }
                span #fight-status .form-status role="status" {}
            }
        }
    }
}

fn attack_form(
    tr: Tr<'_>,
    system: &str,
    v: &FightView,
    me: &keeper_table::Fighter,
    f: &keeper_table::Fight,
) -> Markup {
    let attacks: Vec<String> = v.attacks[&me.character]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|a| a.as_str().map(str::to_owned))
        .collect();
    let targets: Vec<&keeper_table::Fighter> = f
        .fighters
        .iter()
        .filter(|x| x.character != me.character)
        .collect();
    if !["coc7", "classic", "chthonian"].contains(&system) {
        return html! { p.hint { (tr.t("fight-system-turns-only")) } };
    }
    let coc7 = system == "coc7";
    // A classic investigator attacks as often as K8's ladder allows (house rule).
    let ladder = !coc7 && !me.npc;
    html! {
        form #fight-attack-form data-form="fight-attack" {
            p { strong { (tr.m(Message::new("fight-your-turn").text("name", me.name.clone()))) } }
            @if me.lost_attack {
                p.hint { (tr.t("fight-lost-attack")) }
            } @else if me.attacks_made >= me.attacks_per_round && !ladder {
                p.hint { (tr.t("fight-attacks-done")) }
            } @else {
                label for="fight-target" { (tr.t("fight-target")) }
                select #fight-target name="target" required {
                    @for x in &targets { option value=(x.character) { (x.name) } }
                }
                @if system == "chthonian" {
                    (trait_boxes(tr, v, &me.character))
                } @else {
                label for="fight-with" { (tr.t("fight-with")) }
                select #fight-with name="with" required {
                    @for a in &attacks { option value=(a) { (weapon_name(tr, a)) } }
                }
                }
                @if coc7 {
                label for="fight-maneuver" { (tr.t("fight-maneuver")) }
                select #fight-maneuver name="maneuver" aria-describedby="fight-maneuver-hint" {
                    option value="" { (tr.t("fight-maneuver-none")) }
                    option value="knock_down" { (tr.t("fight-maneuver-name-knock-down")) }
                    option value="disarm" { (tr.t("fight-maneuver-name-disarm")) }
                    option value="hold" { (tr.t("fight-maneuver-name-hold")) }
                }
                p.hint #fight-maneuver-hint { (tr.t("fight-maneuver-hint")) }
                details.fight-firearm {
                    summary { (tr.t("fight-firearm-options")) }
                    label for="fight-shots" { (tr.t("fight-shots")) }
                    select #fight-shots name="shots" {
                        option value="1" { "1" } option value="2" { "2" } option value="3" { "3" }
                    }
                    label for="fight-range" { (tr.t("fight-range")) }
                    select #fight-range name="range" {
                        option value="base" { (tr.t("fight-range-base")) }
                        option value="long" { (tr.t("fight-range-long")) }
                        option value="very_long" { (tr.t("fight-range-very-long")) }
                    }
                    label { input type="checkbox" name="point_blank" #fight-point-blank; " " (tr.t("fight-point-blank")) }
                }
                }
                button #fight-attack type="submit" { (tr.t("fight-attack-button")) }
                // K4 [7e]: the guns it has fired, their rounds left, and reloading.
                @for (gun, left) in &me.rounds {
                    p.hint { (tr.m(Message::new("fight-rounds-left").text("with", weapon_name(tr, gun)).int("left", i64::from(*left)))) }
                }
                // [7e] aiming: a turn spent for a bonus die on the next single shot.
                @if coc7 && me.attacks_made == 0 {
                    button #fight-aim .fight-aim type="button" data-action="fight-aim" { (tr.t("fight-aim")) }
                }
                @for gun in me.rounds.keys().chain(me.jammed.iter().filter(|g| !me.rounds.contains_key(*g))) {
                    button.fight-reload type="button" data-action="fight-reload" data-with=(gun) {
                        (tr.m(Message::new("fight-reload").text("with", weapon_name(tr, gun))))
                    }
                }
                @if ladder && me.attacks_made > 0 {
                    p.hint { (tr.t("fight-next-attack")) }
                }
                @if me.attacks_per_round > 1 && !ladder {
                    p.hint { (tr.m(Message::new("fight-attacks-left").int("count", i64::from(me.attacks_per_round - me.attacks_made)))) }
                }
            }
            p.form-status role="status" {}
        }
    }
}

/// "Something else": the acting fighter spends the turn on a roll of one of its sheet's
/// values, before it has attacked (7th edition and classic).
fn skill_form(
    tr: Tr<'_>,
    system: &str,
    me: &keeper_table::Fighter,
    characters: &[Character],
) -> Markup {
    let Some(c) = characters.iter().find(|c| c.id == me.character) else {
        return html! {};
    };
    if !matches!(system, "coc7" | "classic") || me.lost_attack || me.attacks_made > 0 {
        return html! {};
    }
    let skills = c.derived.skills();
    if skills.is_empty() {
        return html! {};
    }
    html! {
        form #fight-skill-form data-form="fight-skill" {
            details {
                summary { (tr.t("fight-skill-form")) }
                label for="fight-skill" { (tr.t("web-weapons-skill")) }
                select #fight-skill name="skill" {
                    @for (k, v) in c.derived.characteristics() { option value=(k) { (tr.characteristic(k)) " " (v) } }
                    @for (name, v) in &skills { option value=(name) { (tr.skill(name)) " " (tr.pct(*v)) } }
                }
                @if system == "coc7" {
                    label for="fight-skill-difficulty" { (tr.t("web-check-difficulty")) }
                    select #fight-skill-difficulty name="difficulty" {
                        option value="regular" { (tr.t("web-difficulty-regular")) }
                        option value="hard" { (tr.t("web-difficulty-hard")) }
                        option value="extreme" { (tr.t("web-difficulty-extreme")) }
                    }
                }
                button #fight-skill-roll type="submit" { (tr.t("fight-skill-roll")) }
                p.form-status role="status" {}
            }
        }
    }
}

/// The Traits of `character` (one the reader plays) to tick for a contest (R2); its
/// hindering ones count anyway (R5).
fn trait_boxes(tr: Tr<'_>, v: &FightView, character: &str) -> Markup {
    let traits: Vec<&str> = v
        .attacks
        .get(character)
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    html! {
        fieldset.fight-traits {
            legend { (tr.t("fight-traits")) }
            @for t in &traits {
                label { input type="checkbox" name="trait" value=(t); " " (t) }
            }
            p.hint { (tr.t("fight-traits-hint")) }
        }
    }
}

/// "hit 43% · defender wins 21%": a choice's exact odds in the reader's numbers.
fn odds_text(tr: Tr<'_>, attacker: Option<&str>, defender: Option<&str>) -> Option<String> {
    // The rules write odds exactly, as `numerator/denominator`.
    let frac = |v: Option<&str>| {
        let v = v?;
        // Certain and impossible are written `1` and `0`.
        let (n, d) = v.split_once('/').unwrap_or((v, "1"));
        let (n, d) = (n.parse::<f64>().ok()?, d.parse::<f64>().ok()?);
        (d > 0.0).then_some(n / d)
    };
    let a = frac(attacker)?;
    Some(match frac(defender) {
        Some(d) => tr.m(Message::new("fight-odds")
            .percent("attacker", a, 0)
            .percent("defender", d, 0)),
        None => tr.m(Message::new("fight-odds-hit").percent("attacker", a, 0)),
    })
}

/// The Keeper's exposure of a fighter to fire, drowning… (coc7 H8): its damage, a
/// severity or dice, dealt again at the end of every round.
fn expose_form(tr: Tr<'_>, f: &keeper_table::Fight) -> Markup {
    html! {
        form #fight-expose-form data-form="fight-expose" {
            label for="fight-expose-character" { (tr.t("fight-expose")) }
            select #fight-expose-character name="character" {
                @for x in &f.fighters { option value=(x.character) { (x.name) } }
            }
            label for="fight-expose-label" { (tr.t("fight-expose-label")) }
            input #fight-expose-label name="label" required maxlength="100" autocomplete="off";
            label for="fight-expose-damage" { (tr.t("fight-expose-damage")) }
            select #fight-expose-damage name="damage" {
                @for sev in keeper_coc7::Severity::ALL {
                    option value=(sev.name()) selected[sev == keeper_coc7::Severity::Moderate] { (damage_words(tr, sev.name())) }
                }
            }
            button #fight-expose type="submit" { (tr.t("fight-expose-button")) }
            span.form-status role="status" {}
        }
    }
}

/// An exposure's damage in words: a severity with its dice ("Moderate (1D6)", H8), or
/// the dice expression the Keeper gave.
fn damage_words(tr: Tr<'_>, damage: &str) -> String {
    match keeper_coc7::Severity::from_name(damage) {
        Some(s) => tr.m(Message::new("fight-severity")
            .text("severity", s.name())
            .text("dice", s.dice())),
        None => damage.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use keeper_i18n::Catalogue;
    use serde_json::json;

    /// Every weapon the rules name has its words: a name without a message would reach
    /// readers as the engine's code (`small_knife`).
    #[test]
    fn every_rules_weapon_has_a_label() {
        let mut names: Vec<String> = keeper_table::k4_weapons()
            .iter()
            .map(|w| w.name.clone())
            .collect();
        for options in [json!({}), json!({"preset": "plain"})] {
            let answer = keeper_resolve::answer(
                &json!({"system": "classic", "action": "weapons", "options": options}),
            )
            .expect("classic weapons");
            let v = serde_json::to_value(&answer.outcome).unwrap();
            for w in v["weapons"].as_array().unwrap() {
                names.push(w["name"].as_str().unwrap().to_owned());
            }
        }
        assert!(names.len() > 15, "{names:?}");
        for name in names {
            assert!(
                Catalogue::global().has(&format!("fight-weapon-{name}")),
                "{name} has no fight-weapon- message"
            );
        }
    }
}
