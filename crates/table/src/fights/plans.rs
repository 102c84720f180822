//! The tracker's plans: its entries, the version guard of its row, and each roll's
//! request built from the fighters' numbers (the engines' `initiative`, `melee`,
//! `firearms` and `maneuver`) and what the rules judged in it.

use keeper_resolve::Outcome;
use keeper_resolve::results::chthonian::{ChthonianOutcome, SplitResult};
use keeper_resolve::results::classic::ClassicOutcome;
use keeper_resolve::results::coc7::{Coc7Outcome, MeleeWinner};
use serde_json::{Value, json};

use super::combatant::Combatant;
use super::{Attack, Fight, Fighter, Response, stale};
use crate::characters::event_writes;
use crate::plans::text;
use crate::rolls::{Step, typed_step};
use crate::store::{Arg, Guard, NewEntry, Write};
use crate::{Character, Entry, EntryKind, TableError, Visibility};

/// A `fight` entry of the tracker.
pub(super) fn fight_entry(actor: &str, visibility: Visibility, body: Value) -> NewEntry {
    NewEntry {
        kind: EntryKind::Fight,
        visibility,
        actor: actor.to_owned(),
        body: body.into(),
    }
}

/// The rules' events as a sheet stores them.
pub(super) fn event_values(events: &[keeper_resolve::results::coc7::Event]) -> Vec<Value> {
    events
        .iter()
        .map(|e| serde_json::to_value(e).unwrap_or(Value::Null))
        .collect()
}

/// A stat block with `name` on its first line, where a block names its creature.
pub(super) fn renamed(block: &str, name: &str) -> String {
    match block.split_once('\n') {
        Some((_, rest)) => format!("{name}\n{rest}"),
        None => name.to_owned(),
    }
}

/// The public entry of a plan that may put a Keeper's entry of rolls before it.
pub(super) fn last_entry(committed: crate::store::Committed) -> Entry {
    committed
        .into_entries()
        .next_back()
        .expect("an entry planned")
}

/// What the rules judged in an exchange's roll: the side that takes the damage (0 the
/// attacker, 1 the target), how much, and each roll's dice and level for everyone.
pub(super) fn judged(step: &Step) -> (Option<usize>, u32, Value) {
    let roll =
        |r: &keeper_resolve::results::coc7::Roll| json!({"total": r.total, "level": r.level});
    match &step.answer.outcome {
        Outcome::Coc7(Coc7Outcome::Melee(m)) => {
            let loser = match m.winner {
                MeleeWinner::Attacker => Some(1),
                MeleeWinner::Defender => Some(0),
                MeleeWinner::None => None,
            };
            let rolls = json!({"attacker": roll(&m.attacker), "defender": roll(&m.defender), "winner": m.winner, "extreme": m.extreme});
            (loser, m.damage, rolls)
        }
        Outcome::Coc7(Coc7Outcome::Maneuver(m)) => {
            // A maneuver deals no damage; a defender who fights back and wins does.
            let loser = (m.winner == MeleeWinner::Defender).then_some(0);
            let rolls = json!({"attacker": roll(&m.attacker), "defender": roll(&m.defender), "winner": m.winner, "success": m.success, "build_penalty": m.build_penalty});
            (loser, m.damage, rolls)
        }
        Outcome::Coc7(Coc7Outcome::Firearms(f)) => {
            let shots: Vec<Value> = f.shots.iter().map(|s| roll(&s.roll)).collect();
            let mut rolls = json!({"shots": shots});
            if let Some(d) = &f.dive {
                rolls["dive"] = roll(d);
            }
            (Some(1), f.damage, rolls)
        }
        // Chthonian: the loser takes the final Outcome (R2, R4, R5). Everyone reads the
        // d12s and the Outcome; the Traits behind the totals stay with the request.
        Outcome::Chthonian(ChthonianOutcome::Split(SplitResult::Contest(c))) => {
            let die = |i: usize| json!({"total": c.rolls.get(i).copied().unwrap_or(0)});
            let outcome = c.final_outcome.map_or(0, |o| u32::try_from(o).unwrap_or(0));
            let rolls = json!({"attacker": die(0), "defender": die(1), "winner": c.winner, "outcome": outcome});
            let loser = match c.winner {
                Some(0) => Some(1),
                Some(_) => Some(0),
                None => None,
            };
            (loser, outcome, rolls)
        }
        Outcome::Classic(ClassicOutcome::Attack(x)) => {
            let check = |c: &keeper_resolve::results::classic::CheckRoll| json!({"total": c.total, "level": c.level});
            let mut rolls = json!({"attacker": check(&x.attack), "stopped": x.stopped});
            if let Some(d) = &x.defence {
                rolls["defender"] = check(d);
            }
            if let Some(d) = &x.dex_roll {
                rolls["dex_roll"] = check(d);
            }
            let damage = x.damage.as_ref();
            if damage.is_some_and(|d| d.impaled) {
                rolls["impaled"] = json!(true);
            }
            let amount = damage.map_or(0, |d| u32::try_from(d.total).unwrap_or(0));
            (x.hit.then_some(1), amount, rolls)
        }
        _ => (None, 0, Value::Null),
    }
}

/// [`event_writes`] for the plan's entry at `at`: whose visibility the events take.
pub(super) fn event_writes_at(character: &str, events: &[Value], at: usize) -> Vec<Write> {
    let mut writes = event_writes(character, events);
    for w in &mut writes {
        for a in &mut w.args {
            if let Arg::Seq(i) = a {
                *i = at;
            }
        }
    }
    writes
}

/// The order's list for an entry: each fighter's character, name and initiative.
pub(super) fn order_of(fight: &Fight) -> Value {
    Value::Array(
        fight
            .fighters
            .iter()
            .map(|f| match f.npc {
                // An NPC's initiative is its DEX: the Keeper's.
                true => json!({"character": f.character, "name": f.name}),
                false => {
                    json!({"character": f.character, "name": f.name, "initiative": f.initiative})
                }
            })
            .collect(),
    )
}

pub(super) fn state_text(fight: &Fight) -> String {
    serde_json::to_string(fight).unwrap_or_else(|_| "{}".into())
}

/// The write that stores `fight` as its next version; it changes no row (and the plan
/// fails) when someone else changed the fight since it was read.
pub(super) fn version_guard(game: &str, fight: &Fight) -> Guard {
    Guard {
        write: Write {
            sql: "UPDATE fights SET state = $1, version = version + 1 \
                  WHERE game_id = $2 AND id = $3 AND version = $4 AND ended_seq IS NULL",
            args: vec![
                Arg::Text(state_text(fight)),
                text(game),
                text(&fight.id),
                Arg::Int(fight.version),
            ],
        },
        refusal: stale,
    }
}

/// `fighters` in the order of `system`'s rules, with the roll that broke ties when one
/// was needed (7th edition's `initiative` action: DEX, then combat skill, then a roll).
pub(super) fn ordered(
    state: &mut crate::store::GameState,
    system: &str,
    mut fighters: Vec<Fighter>,
    hidden: bool,
) -> Result<(Vec<Fighter>, Option<Value>), TableError> {
    match system {
        "coc7" => {
            let combatants: Vec<Value> = fighters
                .iter()
                .map(|f| json!({"name": f.name, "dex": f.initiative - if f.firearm { 50 } else { 0 }, "firearm": f.firearm}))
                .collect();
            let request =
                json!({"system": "coc7", "action": "initiative", "combatants": combatants});
            let tries = [request];
            let step = typed_step(state, &tries, None, hidden)?;
            let order = match &step.answer.outcome {
                Outcome::Coc7(Coc7Outcome::Initiative(r)) => r.order.clone(),
                _ => (0..fighters.len()).collect(),
            };
            let mut slots: Vec<Option<Fighter>> = fighters.into_iter().map(Some).collect();
            let fighters = order
                .iter()
                .filter_map(|&i| slots.get_mut(i)?.take())
                .collect();
            Ok((fighters, Some(step.to_value())))
        }
        // Classic: DEX, the earlier listed first on a tie. Chthonian: as listed.
        "classic" => {
            fighters.sort_by_key(|f| std::cmp::Reverse(f.initiative));
            Ok((fighters, None))
        }
        _ => Ok((fighters, None)),
    }
}

/// The resolve request of an exchange: `pending` met with `response`, every number
/// from the two sheets and the fight's own counts (K9's outnumbered state, K7's dive).
pub(super) fn exchange_request(
    fight: &Fight,
    pending: &Attack,
    response: Response,
    attacker: &Character,
    target: &Character,
    odds: bool,
) -> Result<Value, TableError> {
    let a = Combatant(attacker);
    let t = Combatant(target);
    let defended = fight
        .index(&pending.target)
        .is_some_and(|i| fight.fighters[i].defended > 0);
    // K8: a held fighter takes a penalty die on what it does.
    let held = |id: &str| {
        fight
            .index(id)
            .is_some_and(|i| fight.fighters[i].held_by.is_some())
    };
    let (a_penalty, t_penalty) = (
        i64::from(held(&pending.attacker)),
        i64::from(held(&pending.target)),
    );
    let defender = match response {
        Response::FightBack => {
            let b = t.fight_back();
            json!({"value": b.value, "response": "fight_back", "weapon": b.weapon, "db": b.db, "impaling": b.impaling, "defended": defended, "penalty": t_penalty})
        }
        _ => {
            json!({"value": t.dodge(), "response": "dodge", "defended": defended, "penalty": t_penalty})
        }
    };
    if pending.maneuver.is_some() {
        let mut defender = defender;
        defender["build"] = json!(t.build());
        let mut request = json!({
            "system": "coc7", "action": "maneuver",
            "attacker": {"value": a.brawl(), "build": a.build(), "penalty": a_penalty},
            "defender": defender,
        });
        if odds {
            request["odds"] = json!(true);
        }
        return Ok(request);
    }
    let blow = a
        .blow(&pending.with)
        .ok_or_else(|| super::no_weapon(&pending.with, &a.attacks()))?;
    let mut request = if pending.firearm {
        let mut r = json!({
            "system": "coc7", "action": "firearms", "value": blow.value,
            "weapon": blow.weapon, "db": blow.db, "impaling": blow.impaling,
            "shots": pending.shots, "point_blank": pending.point_blank, "penalty": a_penalty,
            "bonus": u32::from(pending.aimed),
        });
        if let Some(range) = &pending.range {
            r["range"] = json!(range);
        }
        if response == Response::Dive {
            r["dodge"] = json!(t.dodge());
        }
        // K4 [7e]: the rounds left in the gun (full when it has not fired), and its
        // malfunction number.
        let shooter = fight.index(&pending.attacker).map(|i| &fight.fighters[i]);
        if let Some(left) = shooter
            .and_then(|f| f.rounds.get(&blow.gun).copied())
            .or(blow.ammo)
        {
            r["ammo"] = json!(left);
        }
        if let Some(m) = blow.malfunction {
            r["malfunction"] = json!(m);
        }
        r
    } else {
        json!({
            "system": "coc7", "action": "melee",
            "attacker": {"value": blow.value, "weapon": blow.weapon, "db": blow.db, "impaling": blow.impaling, "penalty": a_penalty},
            "defender": defender,
        })
    };
    if odds {
        request["odds"] = json!(true);
    }
    Ok(request)
}

/// The exact odds of an exchange request: the attacker's and the defender's chance of
/// winning, as the rules write them (`numerator/denominator`).
pub(super) fn odds_of(request: &Value) -> (Option<String>, Option<String>) {
    match keeper_resolve::answer(request).map(|a| a.outcome) {
        Ok(Outcome::Coc7(Coc7Outcome::Melee(m))) => match m.odds {
            Some(o) => (Some(o.attacker), Some(o.defender)),
            None => (None, None),
        },
        Ok(Outcome::Coc7(Coc7Outcome::Maneuver(m))) => match m.odds {
            Some(o) => (Some(o.attacker), Some(o.defender)),
            None => (None, None),
        },
        Ok(Outcome::Coc7(Coc7Outcome::Firearms(f))) => match f.odds {
            Some(o) => (Some(o.success), None),
            None => (None, None),
        },
        // Classic: the chance the blow lands, whatever stops it.
        Ok(Outcome::Classic(ClassicOutcome::Attack(x))) => (x.odds.map(|o| o.hit), None),
        _ => (None, None),
    }
}
