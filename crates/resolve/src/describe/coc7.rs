//! `coc7` results in words: what the web log says of a result ([`outcome`]) and the
//! lines the terminal prints ([`terminal`]), from the typed result.

use keeper_i18n::Message;
use serde_json::Value;

use super::{Described, Kind, Verdict, fraction, level, total_level};
use crate::results::coc7::{
    CheckOdds, Coc7Outcome, Event, Health, ImprovementResult, MeleeWinner, Roll, SanityResult,
};

/// What a 7th edition result says on the web: its total, its level, each side or shot
/// and who won, the healing roll, the Sanity lost.
pub(super) fn outcome(request: &Value, o: &Coc7Outcome) -> Described {
    use Coc7Outcome as O;
    let level_of = |r: &Roll| vec![Verdict::level(r.level.as_str())];
    let (total, verdicts) = match o {
        O::Check(c) => (Some(c.roll.total), level_of(&c.roll)),
        O::Push(p) => (Some(p.roll.total), level_of(&p.roll)),
        O::Luck(l) => (Some(l.roll.total), level_of(&l.roll)),
        O::GroupLuck(l) => (Some(l.roll.total), level_of(&l.roll)),
        O::RealityCheck(r) => (Some(r.roll.total), level_of(&r.roll)),
        O::SpendLuck(s) => (Some(s.total), vec![Verdict::level(s.level.as_str())]),
        O::Sanity(s) => (Some(s.total), sanity(s)),
        O::Opposed(r) => {
            let mut out = vec![side("A", &r.a), side("B", &r.b)];
            let winner = Message::new("cli-coc7-opposed-winner").text("winner", r.winner.as_str());
            out.push(Verdict::new(Kind::Winner, winner));
            (None, out)
        }
        O::Melee(m) => (
            None,
            exchange(&m.attacker, &m.defender, m.winner, m.damage, m.extreme),
        ),
        // A maneuver's damage is a fighting-back defender's, never an Extreme hit's.
        O::Maneuver(m) => (
            None,
            exchange(&m.attacker, &m.defender, m.winner, m.damage, false),
        ),
        O::Firearms(f) => {
            // Each shot (K5), then the damage of them all.
            let mut out: Vec<Verdict> = f
                .shots
                .iter()
                .enumerate()
                .map(|(i, shot)| {
                    let msg = Message::new("cli-coc7-shot")
                        .int("n", i as i64 + 1)
                        .msg(
                            "roll",
                            total_level(shot.roll.total.into(), shot.roll.level.as_str()),
                        )
                        .flag("hit", shot.roll.success)
                        .int("damage", shot.damage)
                        .flag("extreme", shot.extreme);
                    Verdict::new(Kind::Side, msg)
                })
                .collect();
            let total = Message::new("cli-coc7-firearms-total").int("damage", f.damage);
            out.push(Verdict::new(Kind::Winner, total));
            (None, out)
        }
        // H1: the damage rolled is the result's total.
        O::Damage(d) => (Some(d.amount), Vec::new()),
        // H6: the First Aid, Medicine or CON roll inside.
        O::Heal(h) => (
            None,
            h.roll
                .iter()
                .map(|r| {
                    let l = r.level.as_str();
                    Verdict::new(Kind::Level(l.to_owned()), total_level(r.total.into(), l))
                })
                .collect(),
        ),
        // R10: each ticked skill's roll, then Luck's recovery.
        O::Improvement(r) => (
            None,
            improvement(request, r)
                .into_iter()
                .map(|m| Verdict::new(Kind::Side, m))
                .collect(),
        ),
        O::Investigator(_)
        | O::Characteristics(_)
        | O::Magic(_)
        | O::RegainMagic(_)
        | O::InsanityEffect(_)
        | O::Initiative(_)
        | O::Sheet(_)
        | O::ImportDholes(_)
        | O::ExportDholes(_)
        | O::Statblock(_)
        | O::Weapons(_)
        | O::Simulate(_) => (None, Vec::new()),
    };
    Described {
        total: total.map(|t| t.to_string()),
        verdicts,
    }
}

/// The development phase's rolls (R10): each ticked skill's, then Luck's recovery when
/// it was asked for.
fn improvement(request: &Value, r: &ImprovementResult) -> Vec<Message> {
    let mut out: Vec<Message> = r
        .skills
        .iter()
        .map(|sk| {
            Message::new("cli-coc7-improvement-line")
                .roll_label("skill", sk.skill.clone())
                .int("value", sk.value)
                .int("roll", sk.roll)
                .flag("improved", sk.improved)
                .int("gain", sk.gain)
                .int("after", sk.after)
                .int("sanity", sk.sanity)
        })
        .collect();
    let luck = request.get("luck").and_then(Value::as_i64);
    if let (Some(l), Some(luck)) = (&r.luck_recovery, luck) {
        out.push(
            Message::new("cli-coc7-luck-recovery")
                .int("roll", l.roll)
                .int("luck", luck)
                .int("gain", l.gain)
                .int("after", l.luck),
        );
    }
    out
}

/// A Sanity roll's level and what it cost (N1).
fn sanity(s: &SanityResult) -> Vec<Verdict> {
    let lost = Message::new("web-roll-sanity-lost")
        .int("lost", s.lost)
        .int("san", s.san);
    vec![
        Verdict::level(s.level.as_str()),
        Verdict::new(Kind::Sanity, lost),
    ]
}

/// One side of a contest: "A: rolled 35 against 50: Regular success".
fn side(name: &'static str, r: &Roll) -> Verdict {
    Verdict::new(Kind::Side, side_words(name, r))
}

fn side_words(name: &'static str, r: &Roll) -> Message {
    Message::new("cli-coc7-melee-side")
        .text("side", name)
        .int("total", r.total)
        .int("value", r.value)
        .msg("level", level(r.level.as_str()))
}

/// A melee exchange (K3) or maneuver (K8): each side, then who won and the damage.
fn exchange(
    attacker: &Roll,
    defender: &Roll,
    winner: MeleeWinner,
    damage: u32,
    extreme: bool,
) -> Vec<Verdict> {
    vec![
        side("attacker", attacker),
        side("defender", defender),
        Verdict::new(Kind::Winner, melee_result(winner, damage, extreme)),
    ]
}

fn melee_result(winner: MeleeWinner, damage: u32, extreme: bool) -> Message {
    Message::new("cli-coc7-melee-result")
        .text("winner", winner.as_str())
        .int("damage", damage)
        .flag("extreme", extreme)
}

// ---------------------------------------------------------------------------------
// The terminal.

/// The lines the terminal prints for `o`, the answer to `request` (the exact odds first
/// when they were asked, then the roll and what it did). The request gives what the
/// result does not repeat: the difficulty asked, the SAN and INT rolled against, the
/// Luck before recovery, which combatant had a readied firearm.
pub fn terminal(request: &Value, o: &Coc7Outcome) -> Vec<Message> {
    use Coc7Outcome as O;
    let asked = request
        .get("difficulty")
        .and_then(Value::as_str)
        .unwrap_or("regular");
    let number = |key: &str| request.get(key).and_then(Value::as_i64).unwrap_or(0);
    let mut out = Vec::new();
    match o {
        O::Check(c) => {
            out.extend(c.odds.as_ref().map(level_odds));
            out.push(check_line(&c.roll, c.difficulty.as_str()));
            out.extend(
                c.luck_needed
                    .map(|n| Message::new("cli-coc7-luck-needed").int("luck", n)),
            );
        }
        O::Push(p) => {
            out.push(check_line(&p.first, asked));
            if p.pushed {
                out.push(Message::new("cli-coc7-pushed"));
                out.push(check_line(&p.roll, asked));
            }
            if p.pushed_failure == Some(true) {
                out.push(Message::new("cli-coc7-pushed-failure"));
            }
        }
        O::Opposed(r) => {
            out.extend(r.odds.as_ref().map(|odds| {
                Message::new("cli-coc7-opposed-odds")
                    .msg("a", chance(&odds.a))
                    .msg("b", chance(&odds.b))
                    .msg("none", chance(&odds.none))
            }));
            out.push(labelled("A", check_line(&r.a, "regular")));
            out.push(labelled("B", check_line(&r.b, "regular")));
            for (a, b) in &r.tie_break {
                out.push(Message::new("cli-coc7-tie-break").int("a", *a).int("b", *b));
            }
            out.push(Message::new("cli-coc7-opposed-winner").text("winner", r.winner.as_str()));
        }
        O::Luck(l) => {
            out.extend(l.odds.as_ref().map(level_odds));
            out.push(check_line(&l.roll, asked));
        }
        O::GroupLuck(l) => {
            out.extend(l.odds.as_ref().map(level_odds));
            out.push(
                Message::new("cli-coc7-group-luck-roller")
                    .int("n", l.roller as i64 + 1)
                    .int("luck", l.roll.value),
            );
            out.push(check_line(&l.roll, asked));
        }
        O::Damage(d) => {
            out.push(
                Message::new("cli-coc7-damage-line")
                    .int("amount", d.amount)
                    .flag("major", d.major),
            );
            if let Some(c) = &d.con_roll {
                out.push(labelled("CON", check_line(c, "regular")));
            }
            out.extend(health(&d.health, &d.events));
        }
        O::Heal(h) => {
            out.extend(h.odds.as_ref().map(level_odds));
            if let Some(r) = &h.roll {
                out.push(check_line(r, "regular"));
            }
            out.extend(health(&h.health, &h.events));
        }
        O::Sanity(s) => sanity_lines(&mut out, s, number("san"), number("int")),
        O::Melee(m) => {
            out.extend(m.odds.as_ref().map(|odds| {
                Message::new("cli-coc7-melee-odds")
                    .msg("attacker", chance(&odds.attacker))
                    .msg("defender", chance(&odds.defender))
                    .msg("none", chance(&odds.none))
                    .msg("extreme", chance(&odds.extreme))
            }));
            out.push(side_words("attacker", &m.attacker));
            out.push(side_words("defender", &m.defender));
            out.push(melee_result(m.winner, m.damage, m.extreme));
        }
        O::Maneuver(m) => {
            out.extend(m.odds.as_ref().map(|odds| {
                Message::new("cli-coc7-maneuver-odds")
                    .msg("attacker", chance(&odds.attacker))
                    .msg("defender", chance(&odds.defender))
                    .msg("none", chance(&odds.none))
            }));
            if m.build_penalty > 0 {
                out.push(Message::new("cli-coc7-build-penalty").int("dice", m.build_penalty));
            }
            out.push(side_words("attacker", &m.attacker));
            out.push(side_words("defender", &m.defender));
            out.push(
                Message::new("cli-coc7-maneuver-result")
                    .flag("success", m.success)
                    .int("damage", m.damage),
            );
        }
        O::Firearms(f) => {
            if let Some(d) = &f.dive {
                out.push(
                    Message::new("cli-coc7-dive")
                        .msg("roll", check_line(d, "regular"))
                        .flag("success", d.success),
                );
            }
            out.extend(f.odds.as_ref().map(level_odds));
            for (i, shot) in f.shots.iter().enumerate() {
                out.push(
                    Message::new("cli-coc7-shot")
                        .int("n", i as i64 + 1)
                        .msg("roll", check_line(&shot.roll, f.difficulty.as_str()))
                        .flag("hit", shot.roll.success)
                        .int("damage", shot.damage)
                        .flag("extreme", shot.extreme),
                );
            }
            out.push(Message::new("cli-coc7-firearms-total").int("damage", f.damage));
            out.extend(
                f.ammo
                    .map(|a| Message::new("cli-coc7-ammo-left").int("ammo", a)),
            );
        }
        O::Initiative(r) => {
            let combatants = request.get("combatants").and_then(Value::as_array);
            for (n, (i, name)) in r.order.iter().zip(&r.names).enumerate() {
                let firearm = combatants
                    .and_then(|c| c.get(*i))
                    .is_some_and(|c| c.get("firearm") == Some(&Value::Bool(true)));
                out.push(
                    Message::new("cli-coc7-initiative-line")
                        .int("n", n as i64 + 1)
                        .text("name", name.clone())
                        .int("initiative", r.initiative.get(n).copied().unwrap_or(0))
                        .flag("firearm", firearm),
                );
            }
        }
        O::Improvement(r) => out.extend(improvement(request, r)),
        O::RealityCheck(r) => {
            out.extend(r.odds.as_ref().map(level_odds));
            out.push(check_line(&r.roll, "regular"));
            out.push(Message::new("cli-coc7-reality-check").flag("sees", r.sees_through));
        }
        O::SpendLuck(_)
        | O::Magic(_)
        | O::RegainMagic(_)
        | O::InsanityEffect(_)
        | O::Investigator(_)
        | O::Characteristics(_)
        | O::Sheet(_)
        | O::ImportDholes(_)
        | O::ExportDholes(_)
        | O::Statblock(_)
        | O::Weapons(_) => {}
        O::Simulate(r) => out.extend(super::forecast(r)),
    }
    out
}

/// A Sanity roll's lines (N1, N2): the odds, the roll and loss, the INT roll, the bout,
/// indefinite and permanent insanity.
fn sanity_lines(out: &mut Vec<Message>, s: &SanityResult, san: i64, int: i64) {
    out.extend(s.odds.as_ref().map(|odds| {
        let lost = joined(odds.lost.iter().map(|(n, p)| {
            Message::new("coc7-odds-lost")
                .text("lost", n.to_string())
                .msg("odds", chance(p))
        }));
        Message::new("cli-coc7-sanity-odds")
            .msg("success", chance(&odds.success))
            .msg("lost", lost)
    }));
    out.push(
        Message::new("cli-coc7-sanity-line")
            .int("total", s.total)
            .int("san_before", san)
            .msg("level", level(s.level.as_str()))
            .int("lost", s.lost)
            .int("san", s.san),
    );
    if let Some(i) = &s.int_roll {
        out.push(
            Message::new("cli-coc7-int-roll")
                .int("total", i.total)
                .int("int", int)
                .msg("level", level(i.level.as_str())),
        );
    }
    if s.insanity != crate::results::coc7::Bout::None {
        out.push(
            Message::new("cli-coc7-bout")
                .text("bout", s.insanity.as_str())
                .int("hours", s.hours.unwrap_or(0)),
        );
    }
    if s.indefinite {
        out.push(Message::new("cli-coc7-indefinite"));
    }
    if s.permanent {
        out.push(Message::new("cli-coc7-permanent"));
    }
}

/// A d100 roll in full: "rolled 35 (tens 30, units 5) against 50 (regular): Regular
/// success".
pub fn check_line(r: &Roll, difficulty: &str) -> Message {
    let tens: Vec<String> = r.tens.iter().flatten().map(|t| format!("{t}0")).collect();
    Message::new("cli-coc7-check-line")
        .int("total", r.total)
        .text("tens", tens.join(", "))
        .int("units", r.units.unwrap_or(0))
        .int("value", r.value)
        .text("difficulty", difficulty.to_owned())
        .msg("level", level(r.level.as_str()))
        .flag("success", r.success)
}

/// A check's odds: the chance of success, then of each level.
pub fn level_odds(odds: &CheckOdds) -> Message {
    let l = &odds.levels;
    let levels = [
        ("critical", &l.critical),
        ("extreme", &l.extreme),
        ("hard", &l.hard),
        ("regular", &l.regular),
        ("failure", &l.failure),
        ("fumble", &l.fumble),
    ]
    .into_iter()
    .map(|(code, p)| {
        Message::new("coc7-odds-level")
            .msg("level", level(code))
            .percent("percent", fraction(p), 1)
    });
    Message::new("cli-coc7-check-odds")
        .msg("success", chance(&odds.success))
        .msg("levels", joined(levels))
}

/// The wound state after a `damage` or `heal`, then its events, if any.
fn health(h: &Health, events: &[Event]) -> Vec<Message> {
    let conditions = [
        ("major_wound", h.major_wound),
        ("unconscious", h.unconscious),
        ("dying", h.dying),
        ("needs_medicine", h.needs_medicine),
        ("dead", h.dead),
    ]
    .into_iter()
    .filter(|(_, on)| *on)
    .map(|(key, _)| Message::new("cli-coc7-condition").text("condition", key));
    let line = Message::new("cli-coc7-health")
        .int("hp", h.hp)
        .int("max_hp", h.max_hp);
    let conditions: Vec<Message> = conditions.collect();
    let line = match conditions.is_empty() {
        // A selector key of the message, never shown.
        true => line.text("conditions", "none"),
        false => line.msg("conditions", joined(conditions)),
    };
    let mut out = vec![line];
    let events: Vec<Value> = events.iter().map(Event::to_value).collect();
    if let Some(events) = super::events(&events) {
        out.push(Message::new("cli-coc7-events").msg("events", events));
    }
    out
}

/// "A: …", "CON: …": a roll with what it was of.
fn labelled(label: &'static str, roll: Message) -> Message {
    Message::new("describe-side")
        .text("side", label)
        .msg("said", roll)
}

/// Messages joined by commas; an empty list is no words.
fn joined(list: impl IntoIterator<Item = Message>) -> Message {
    let mut it = list.into_iter();
    let Some(first) = it.next() else {
        return Message::new("level-code").text("level", "");
    };
    it.fold(first, |first, next| {
        Message::new("event-and")
            .msg("first", first)
            .msg("next", next)
    })
}

/// An exact chance with its percentage: "1/8 (12.5%)".
fn chance(p: &str) -> Message {
    Message::new("coc7-odds")
        .text("fraction", p.to_owned())
        .percent("percent", fraction(p), 1)
}
