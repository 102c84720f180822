//! The buttons of a roll's card, for whoever may act on it: its roller's push, Luck and
//! re-roll (coc7 R5, R9; classic's house rules M2, M3), and the Keeper's experience
//! check (classic T6) or an Outcome made a Trait (Chthonian R5). Each reads the roll's
//! result through its type.

use keeper_i18n::Message;
use keeper_table::{EntryKind, EntryView, Role};
use maud::{Markup, html};
use serde_json::Value;

use super::render::{EntryCtx, level_name, s};

/// Every button the card offers `ctx`'s reader.
pub(super) fn actions(ctx: &EntryCtx<'_>, e: &EntryView) -> Markup {
    html! {
        @if let Some(actions) = follow_up_actions(ctx, e) { (actions) }
        @if let Some(award) = award_action(ctx, e) { (award) }
        @if let Some(form) = outcome_trait_form(ctx, e) { (form) }
    }
}

/// The push, Luck and re-roll buttons of a roll's card (coc7 R5, R9; classic's house
/// rules M2, M3), for its roller only, where the rules' answer offers them (`pushable`,
/// `luck_costs`; classic's offers under the game's options) and the roll was not
/// followed up yet.
fn follow_up_actions(ctx: &EntryCtx<'_>, e: &EntryView) -> Option<Markup> {
    let viewer = ctx.viewer?;
    let body = e.body.as_ref()?;
    if e.kind != EntryKind::Roll
        || viewer.id != e.actor
        || ctx.game.ended_at.is_some()
        || ctx.names.follow_ups.contains_key(&e.seq)
        || body.get("pushes").is_some()
        || body.get("luck_on").is_some()
    {
        return None;
    }
    let tr = ctx.tr;
    let step = &body["steps"][0];
    let result = &step["response"]["result"];
    // A roll for someone else's investigator (the Keeper's blind check) is theirs to
    // push or spend Luck on, not the roller's.
    let sheet = s(body, "character").and_then(|c| ctx.names.sheets.get(c));
    if sheet.is_some_and(|seen| seen.owner != viewer.id) {
        return None;
    }
    let luck = sheet.and_then(|seen| seen.luck).unwrap_or(0);
    let mp = sheet.and_then(|seen| seen.mp).unwrap_or(0);
    let (pushable, costs, reroll) = match classic_offers(ctx, step) {
        Some(offers) => (
            false,
            offers
                .luck
                .filter(|p| sheet.is_some() && *p <= luck)
                .map(|p| vec![("success".to_owned(), p)])
                .unwrap_or_default(),
            offers.mp_reroll && sheet.is_some() && mp >= 1,
        ),
        None => (
            result["pushable"] == Value::Bool(true),
            match (sheet, result["luck_costs"].as_array()) {
                (Some(_), Some(list)) => list
                    .iter()
                    .filter_map(|c| Some((s(c, "level")?.to_owned(), c["points"].as_i64()?)))
                    .filter(|(_, points)| *points <= luck)
                    .collect(),
                _ => Vec::new(),
            },
            false,
        ),
    };
    if !pushable && costs.is_empty() && !reroll {
        return None;
    }
    Some(html! {
        div.follow-up-actions {
            @if pushable {
                button.push-button type="button" id=(format!("push-{}", e.seq))
                    data-action="push" data-seq=(e.seq) { (tr.t("session-push-button")) }
            }
            @if reroll {
                button.reroll-button type="button" id=(format!("mp-reroll-{}", e.seq))
                    data-action="mp-reroll" data-seq=(e.seq) {
                    (tr.m(Message::new("session-mp-reroll-button").int("mp", mp)))
                }
            }
            @for (level, points) in &costs {
                " "
                button.luck-button type="button" data-action="spend-luck" data-seq=(e.seq) data-points=(points) {
                    (tr.m(Message::new("session-luck-button").int("points", *points).text("level", level_name(tr, level))))
                }
            }
            span.form-status role="status" {}
        }
    })
}

/// The Keeper's button on a successful classic skill roll of a character (T6): award its
/// experience check, while the skill has none.
fn award_action(ctx: &EntryCtx<'_>, e: &EntryView) -> Option<Markup> {
    let (body, outcome) = keepers_roll(ctx, e, "classic")?;
    let skill = s(body, "label")?;
    let sheet = ctx.names.sheets.get(s(body, "character")?)?;
    if !outcome.classic_check()?.success || !sheet.uncheck.iter().any(|k| k == skill) {
        return None;
    }
    let tr = ctx.tr;
    Some(html! {
        div.follow-up-actions {
            button.award-button type="button" id=(format!("award-{}", e.seq))
                data-action="award-check" data-seq=(e.seq) { (tr.t("session-award-button")) }
            span.form-status role="status" {}
        }
    })
}

/// The Narrator's form on a Chthonian roll with an Outcome to bear (R5): whose Trait it
/// becomes, its name, and whether it hinders.
fn outcome_trait_form(ctx: &EntryCtx<'_>, e: &EntryView) -> Option<Markup> {
    let outcome = keepers_roll(ctx, e, "chthonian")?.1.chthonian_outcome()?;
    let tr = ctx.tr;
    let mut characters: Vec<(&String, &String)> = ctx.names.characters.iter().collect();
    characters.sort_by(|a, b| a.1.cmp(b.1));
    let id = |k: &str| format!("outcome-trait-{k}-{}", e.seq);
    Some(html! {
        form.follow-up-actions.outcome-trait data-form="outcome-trait" data-seq=(e.seq) {
            span { (tr.m(Message::new("web-outcome-trait").int("outcome", outcome.abs()))) } " "
            label.visually-hidden for=(id("who")) { (tr.t("web-outcome-trait-who")) }
            select id=(id("who")) name="character" {
                @for (cid, name) in &characters { option value=(cid) { (name) } }
            }
            " "
            label.visually-hidden for=(id("name")) { (tr.t("web-outcome-trait-name")) }
            input id=(id("name")) name="name" required maxlength="100" autocomplete="off"
                placeholder=(tr.t("web-outcome-trait-name"));
            " "
            label.check { input name="hinders" type="checkbox"; " " (tr.t("web-outcome-trait-hinders")) }
            " "
            button type="submit" { (tr.t("web-outcome-trait-button")) }
            span.form-status role="status" {}
        }
    })
}

/// What classic's house rules offer the check of `step` (its roll for a character of a
/// classic game), read through its result type; `None` for any other roll.
fn classic_offers(ctx: &EntryCtx<'_>, step: &Value) -> Option<keeper_resolve::ClassicOffers> {
    let outcome = step_outcome(ctx, step, "classic")?;
    let check = outcome.classic_check()?;
    Some(keeper_resolve::classic_offers(
        &ctx.names.options,
        &step["request"],
        check,
    ))
}

/// The typed result of a roll's step of `system`'s, in a game of that system.
fn step_outcome(ctx: &EntryCtx<'_>, step: &Value, system: &str) -> Option<keeper_resolve::Outcome> {
    let request = &step["request"];
    if ctx.names.system != system || request["system"] != system {
        return None;
    }
    keeper_resolve::Outcome::decode(
        system,
        request["action"].as_str()?,
        &step["response"]["result"],
    )
    .ok()
}

/// A roll's body and typed result, for the Keeper's buttons on its card while the game
/// is open.
fn keepers_roll<'e>(
    ctx: &EntryCtx<'_>,
    e: &'e EntryView,
    system: &str,
) -> Option<(&'e Value, keeper_resolve::Outcome)> {
    let viewer = ctx.viewer?;
    let body = e.body.as_ref()?;
    if viewer.role != Role::Keeper || e.kind != EntryKind::Roll || ctx.game.ended_at.is_some() {
        return None;
    }
    Some((body, step_outcome(ctx, &body["steps"][0], system)?))
}
