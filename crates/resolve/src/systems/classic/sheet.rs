//! `classic.sheet`: the versioned classic sheet and the investigator's operations on
//! it (H1–H3, M1–M3, N2–N6, T6, A2).
//!
//! The sheet and the operation (`do`) are nested documents, each decoded on its own:
//! the sheet once its `format` and `version` are known (a later version may have other
//! fields), the operation once its `op` says which fields it takes.

use std::collections::BTreeMap;

use keeper_classic::health;
use keeper_classic::sanity::{self, Loss};
use keeper_classic::{Check, Error, Event, Investigator, Options, Target};
use keeper_dice::DiceSource;
use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::Value;

use super::fields::{
    CharacteristicsFields, OptionsField, Skills, TreatmentName, opt_ranged, options, ranged,
};
use super::{MAX, characteristics_of, check_roll, classic_error, condition_of, insanity, level};
use crate::Request;
use crate::decode::decode;
use crate::error::{Code, ResolveError};
use crate::request::check_sheet_header;
use crate::results::classic::{
    SheetEvent, SheetOutcome, SheetResult, SheetSanity, SkillExperience,
};

/// The sheet format's name and version (see `docs/protocol.md`).
pub(super) const SHEET_FORMAT: &str = "keeper-classic-sheet";
pub(super) const SHEET_VERSION: i64 = 1;
/// Most events in a sheet.
const MAX_EVENTS: usize = 100_000;

/// `sheet`'s fields. The sheet and `do` are read as documents of their own (below).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SheetFields<'a> {
    #[serde(rename = "sheet")]
    _sheet: IgnoredAny,
    #[serde(rename = "do")]
    _op: Option<IgnoredAny>,
    #[serde(borrow)]
    options: Option<OptionsField<'a>>,
}

/// A sheet of version 1 (its `format` and `version` are checked before).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SheetDoc<'a> {
    #[serde(rename = "format")]
    _format: IgnoredAny,
    #[serde(rename = "version")]
    _version: IgnoredAny,
    name: Option<&'a str>,
    characteristics: CharacteristicsFields,
    skills: Option<Skills>,
    hp: Option<i64>,
    mp: Option<i64>,
    san: Option<i64>,
    luck: Option<i64>,
    #[serde(borrow)]
    events: Option<Vec<EventFields<'a>>>,
}

/// An event of a sheet: one type for every event (`event` names it; [`event_of`] asks
/// for the fields that event needs). A bad or absent `event` is bad_field on the whole
/// event, as before.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EventFields<'a> {
    event: Option<&'a str>,
    amount: Option<i64>,
    kind: Option<&'a str>,
    skill: Option<&'a str>,
    /// Why it happened, in the Keeper's or player's words: kept, never read by the rules.
    #[serde(rename = "note")]
    _note: Option<&'a str>,
}

/// `sheet`: the investigator a sheet describes; with `do`, one operation on it, its
/// `outcome`, its new `events` and the `sheet` with them appended.
pub(super) fn sheet(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<SheetResult, ResolveError> {
    let f: SheetFields = req.fields()?;
    let value = req
        .get("sheet")
        .ok_or_else(|| ResolveError::missing_field("sheet"))?;
    let doc = value
        .as_object()
        .ok_or_else(|| ResolveError::bad_field("sheet", "classic-expected-sheet"))?;
    check_sheet_header(
        doc,
        (SHEET_FORMAT, "classic-expected-format"),
        (SHEET_VERSION, "classic-expected-version"),
    )?;
    let sd: SheetDoc = decode(value, "sheet")?;
    let (mut inv, applied) = read_sheet(&sd)?;
    let Some(op) = req.get("do") else {
        return Ok(sheet_state(sd.name, &inv, applied));
    };
    let options = options(f.options.as_ref())?;
    let (outcome, events) = operate(&inv, op, &options, dice)?;
    for e in &events {
        inv.apply(e);
    }
    // The sheet comes back as given, its new events appended.
    let mut updated = doc.clone();
    let mut all = doc
        .get("events")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    all.extend(
        events
            .iter()
            .map(|e| serde_json::to_value(event_of_rules(e)).expect("an event serialises")),
    );
    if all.len() > MAX_EVENTS {
        return Err(ResolveError::new(
            Code::TooLarge,
            keeper_i18n::Message::new("classic-sheet-too-many-events")
                .int("max", MAX_EVENTS as i64),
        )
        .with("field", "sheet.events"));
    }
    updated.insert("events".into(), Value::Array(all));
    let mut out = sheet_state(sd.name, &inv, applied + events.len());
    out.outcome = Some(outcome);
    out.events = Some(events.iter().map(event_of_rules).collect());
    out.sheet = Some(Value::Object(updated));
    Ok(out)
}

/// The investigator of a sheet, with its events applied, and how many were.
fn read_sheet(sd: &SheetDoc<'_>) -> Result<(Investigator, usize), ResolveError> {
    let c = sd.characteristics.checked("sheet.characteristics")?;
    let mut skills = BTreeMap::new();
    if let Some(list) = &sd.skills {
        for (k, v) in &list.0 {
            // A sheet written in any language keeper speaks: its labels back to names.
            skills.insert(
                keeper_i18n::Catalogue::global().skill_from_label(k),
                ranged(*v, &format!("sheet.skills.{k}"), 0, MAX)?,
            );
        }
    }
    let mut inv = Investigator::new(c, skills);
    // Current values at the start, before the events: as events, so the rules apply.
    let start = |n: Option<i64>, k: &str, min: i64, max: i64| {
        opt_ranged(n, &format!("sheet.{k}"), min, max)
    };
    let mut initial = Vec::new();
    if let Some(hp) = start(sd.hp, "hp", -MAX, inv.max_hp())? {
        initial.push(Event::HpLost {
            amount: inv.max_hp() - hp,
        });
    }
    if let Some(mp) = start(sd.mp, "mp", 0, inv.mp())? {
        initial.push(Event::MpLost {
            amount: inv.mp() - mp,
        });
    }
    if let Some(san) = start(sd.san, "san", 0, inv.max_san())? {
        if san >= inv.san() {
            initial.push(Event::SanityGained {
                amount: san - inv.san(),
            });
        } else {
            initial.push(Event::SanityLost {
                amount: inv.san() - san,
            });
        }
        initial.push(Event::HourStarted);
    }
    if let Some(luck) = start(sd.luck, "luck", 0, inv.luck())? {
        initial.push(Event::LuckSpent {
            amount: inv.luck() - luck,
        });
    }
    for e in initial.iter().filter(|e| !is_zero(e)) {
        inv.apply(e);
    }
    let events = match &sd.events {
        None => Vec::new(),
        Some(list) if list.len() > MAX_EVENTS => {
            return Err(ResolveError::bad_field(
                "sheet.events",
                "classic-expected-events",
            ));
        }
        Some(list) => list
            .iter()
            .enumerate()
            .map(|(i, e)| event_of(e, &format!("sheet.events[{i}]")))
            .collect::<Result<Vec<_>, _>>()?,
    };
    for e in &events {
        inv.apply(e);
    }
    Ok((inv, events.len()))
}

fn is_zero(e: &Event) -> bool {
    matches!(
        e,
        Event::HpLost { amount: 0 }
            | Event::MpLost { amount: 0 }
            | Event::SanityLost { amount: 0 }
            | Event::SanityGained { amount: 0 }
            | Event::LuckSpent { amount: 0 }
    )
}

/// What a sheet's investigator is now.
fn sheet_state(name: Option<&str>, inv: &Investigator, applied: usize) -> SheetResult {
    let c = inv.characteristics();
    let d = c.derived();
    SheetResult {
        name: name.map(str::to_owned),
        characteristics: characteristics_of(c),
        hp: inv.hp(),
        max_hp: inv.max_hp(),
        mp: inv.mp(),
        max_mp: c.pow,
        san: inv.san(),
        max_san: inv.max_san(),
        luck: inv.luck(),
        max_luck: d.luck,
        idea: d.idea,
        know: d.know,
        db: d.db.notation(),
        condition: condition_of(inv.condition()),
        skills: inv.skills().clone(),
        checks: inv.checks().clone(),
        insanity: inv.insanity().iter().map(|&i| insanity(i)).collect(),
        events_applied: applied,
        outcome: None,
        events: None,
        sheet: None,
    }
}

// ---------------------------------------------------------------------------------
// Operations: `do.op` says which, and so which fields the rest of `do` may have.

/// `do.op`, read first (the other fields are judged by the operation's own type).
#[derive(Deserialize)]
struct OpHead {
    op: OpName,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
enum OpName {
    Damage,
    Heal,
    Treat,
    NaturalHealing,
    Regenerate,
    Meditate,
    SpendMp,
    MpReroll,
    SpendLuck,
    EndAdventure,
    AwardCheck,
    Experience,
    Sanity,
    LoseSanity,
    SanityReward,
    StartHour,
}

/// `damage`, `heal`, `spend_mp`, `lose_sanity`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AmountOp {
    #[serde(rename = "op")]
    _op: IgnoredAny,
    amount: i64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TreatOp {
    #[serde(rename = "op")]
    _op: IgnoredAny,
    treatment: TreatmentName,
    skill: i64,
    #[serde(default)]
    equipment: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NaturalHealingOp {
    #[serde(rename = "op")]
    _op: IgnoredAny,
    #[serde(default)]
    medical_care: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RegenerateOp {
    #[serde(rename = "op")]
    _op: IgnoredAny,
    hours: i64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MeditateOp {
    #[serde(rename = "op")]
    _op: IgnoredAny,
    hours_since: Option<i64>,
}

/// `mp_reroll`: a roll already made, `value` (the chance) and `total` (the d100).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MpRerollOp {
    #[serde(rename = "op")]
    _op: IgnoredAny,
    value: i64,
    total: i64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpendLuckOp {
    #[serde(rename = "op")]
    _op: IgnoredAny,
    value: i64,
    total: i64,
    points: Option<i64>,
}

/// `end_adventure`, `experience`, `start_hour`: nothing but the `op`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BareOp {
    #[serde(rename = "op")]
    _op: IgnoredAny,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AwardCheckOp<'a> {
    #[serde(rename = "op")]
    _op: IgnoredAny,
    skill: &'a str,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SanityOp<'a> {
    #[serde(rename = "op")]
    _op: IgnoredAny,
    loss: &'a str,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SanityRewardOp<'a> {
    #[serde(rename = "op")]
    _op: IgnoredAny,
    roll: &'a str,
}

/// A roll already made: its chance and its d100 (checked 1–100 at `do.total`).
fn made(value: i64, total: i64) -> Result<Check, ResolveError> {
    let target = Target::new(ranged(value, "do.value", -MAX, MAX)?);
    let total = ranged(total, "do.total", 1, 100)? as u32;
    Ok(Check {
        roll: total,
        target,
        level: target.level(total),
    })
}

/// One operation (`do`) on the investigator: its outcome and its events.
fn operate(
    inv: &Investigator,
    op: &Value,
    options: &Options,
    dice: &mut dyn DiceSource,
) -> Result<(SheetOutcome, Vec<Event>), ResolveError> {
    let err = |k: &str| {
        let f = format!("do.{k}");
        move |e: Error| classic_error(e, &f)
    };
    let amount = || -> Result<i64, ResolveError> {
        let o: AmountOp = decode(op, "do")?;
        ranged(o.amount, "do.amount", 0, MAX)
    };
    let head: OpHead = decode(op, "do")?;
    Ok(match head.op {
        OpName::Damage => (
            SheetOutcome::Nothing {},
            inv.take_damage(amount()?).map_err(err("amount"))?,
        ),
        OpName::Heal => (
            SheetOutcome::Nothing {},
            inv.heal(amount()?).map_err(err("amount"))?,
        ),
        OpName::Treat => {
            let o: TreatOp = decode(op, "do")?;
            let skill = ranged(o.skill, "do.skill", -MAX, MAX)?;
            let (t, events) = inv
                .treat(o.treatment.into(), skill, o.equipment, dice)
                .map_err(err("equipment"))?;
            let treated = crate::results::classic::TreatResult {
                check: check_roll(&t.check),
                healed: i64::from(t.healed),
            };
            (SheetOutcome::Treat(treated), events)
        }
        OpName::NaturalHealing => {
            let o: NaturalHealingOp = decode(op, "do")?;
            let (healed, events) = inv
                .natural_healing(o.medical_care, dice)
                .map_err(err("medical_care"))?;
            (
                SheetOutcome::Healed(crate::results::classic::HealedResult {
                    healed: i64::from(healed),
                }),
                events,
            )
        }
        OpName::Regenerate => {
            let o: RegenerateOp = decode(op, "do")?;
            let hours = ranged(o.hours, "do.hours", 0, MAX)? as u32;
            (SheetOutcome::Nothing {}, inv.regenerate_mp(hours))
        }
        OpName::Meditate => {
            let o: MeditateOp = decode(op, "do")?;
            let since = opt_ranged(o.hours_since, "do.hours_since", 0, MAX)?.map(|h| h as u32);
            let (roll, events) = inv
                .meditate(since, options, dice)
                .map_err(err("hours_since"))?;
            (
                SheetOutcome::Meditate {
                    roll: i64::from(roll),
                },
                events,
            )
        }
        OpName::SpendMp => (
            SheetOutcome::Nothing {},
            inv.spend_mp(amount()?).map_err(err("amount"))?,
        ),
        OpName::MpReroll => {
            let o: MpRerollOp = decode(op, "do")?;
            let failed = made(o.value, o.total)?;
            let (again, events) = inv
                .mp_reroll(&failed, options, dice)
                .map_err(err("total"))?;
            (SheetOutcome::Check(check_roll(&again)), events)
        }
        OpName::SpendLuck => {
            let o: SpendLuckOp = decode(op, "do")?;
            let c = made(o.value, o.total)?;
            let points = opt_ranged(o.points, "do.points", 0, MAX)?;
            let (raised, events) = inv.spend_luck(&c, points, options).map_err(err("points"))?;
            let spent: i64 = events
                .iter()
                .map(|e| match e {
                    Event::LuckSpent { amount } => *amount,
                    _ => 0,
                })
                .sum();
            let raised = SheetOutcome::SpendLuck {
                check: check_roll(&raised),
                points: spent,
            };
            (raised, events)
        }
        OpName::EndAdventure => {
            let _: BareOp = decode(op, "do")?;
            (SheetOutcome::Nothing {}, inv.end_adventure())
        }
        OpName::AwardCheck => {
            let o: AwardCheckOp = decode(op, "do")?;
            (SheetOutcome::Nothing {}, inv.award_check(o.skill))
        }
        OpName::Experience => {
            let _: BareOp = decode(op, "do")?;
            let (rolls, events) = inv.experience(dice).map_err(err("op"))?;
            let rolls = rolls
                .iter()
                .map(|(skill, x)| {
                    let gain = i64::from(x.gain.unwrap_or(0));
                    SkillExperience {
                        skill: skill.clone(),
                        total: i64::from(x.roll),
                        improved: x.gain.is_some(),
                        gain,
                        value: x.skill + gain,
                        sanity_gained: i64::from(x.sanity.unwrap_or(0)),
                    }
                })
                .collect();
            (SheetOutcome::Experience { rolls }, events)
        }
        OpName::Sanity => {
            let o: SanityOp = decode(op, "do")?;
            let loss = Loss::parse(o.loss).map_err(err("loss"))?;
            let (r, events) = inv.sanity_roll(&loss, dice).map_err(err("loss"))?;
            let rolled = SheetSanity {
                success: r.check.success(),
                total: i64::from(r.check.roll),
                level: level(r.check.level),
                rolled: r.rolled,
                lost: r.lost,
                int_roll: r.int_check.as_ref().map(check_roll),
                insanity: r.insanity.iter().map(|&i| insanity(i)).collect(),
            };
            (SheetOutcome::Sanity(rolled), events)
        }
        OpName::LoseSanity => (
            SheetOutcome::Nothing {},
            inv.lose_sanity(amount()?).map_err(err("amount"))?,
        ),
        OpName::SanityReward => {
            let o: SanityRewardOp = decode(op, "do")?;
            let (total, events) = inv.sanity_reward(o.roll, dice).map_err(err("roll"))?;
            (SheetOutcome::Reward { rolled: total }, events)
        }
        OpName::StartHour => {
            let _: BareOp = decode(op, "do")?;
            (SheetOutcome::Nothing {}, inv.start_hour())
        }
    })
}

// ---------------------------------------------------------------------------------
// Events.

/// An event as the wire writes it (`{"event": "hp_lost", "amount": 3}`).
fn event_of_rules(e: &Event) -> SheetEvent {
    match e {
        Event::HpLost { amount } => SheetEvent::HpLost { amount: *amount },
        Event::HpGained { amount } => SheetEvent::HpGained { amount: *amount },
        Event::MpLost { amount } => SheetEvent::MpLost { amount: *amount },
        Event::MpGained { amount } => SheetEvent::MpGained { amount: *amount },
        Event::SanityLost { amount } => SheetEvent::SanityLost { amount: *amount },
        Event::SanityGained { amount } => SheetEvent::SanityGained { amount: *amount },
        Event::HourStarted => SheetEvent::HourStarted,
        Event::Insane(kind) => SheetEvent::Insane {
            kind: insanity(*kind),
        },
        Event::LuckSpent { amount } => SheetEvent::LuckSpent { amount: *amount },
        Event::LuckRestored => SheetEvent::LuckRestored,
        Event::CheckAwarded { skill } => SheetEvent::CheckAwarded {
            skill: skill.clone(),
        },
        Event::SkillImproved { skill, amount } => SheetEvent::SkillImproved {
            skill: skill.clone(),
            amount: *amount,
        },
    }
}

/// An NPC's hit points and condition after `events` (H3), from its block's `hp` and
/// `mp`: the sheet's `hp_lost`, `hp_gained`, `mp_lost` and `mp_gained`, nothing else.
pub(crate) fn npc_health(
    hp: Option<i64>,
    mp: Option<i64>,
    events: &[serde_json::Value],
) -> Result<crate::results::classic::NpcHealth, ResolveError> {
    let Some(max_hp) = hp else {
        return Err(ResolveError::bad_field("events", "npc-expected-hp"));
    };
    let (mut now, mut lowest) = (max_hp, None);
    let mut magic = mp;
    for (i, e) in events.iter().enumerate() {
        let at = format!("events[{i}]");
        let fields: EventFields<'_> = decode(e, &at)?;
        match event_of(&fields, &at)? {
            Event::HpLost { amount } => health::lose_hp(&mut now, &mut lowest, amount),
            Event::HpGained { amount } => health::gain_hp(&mut now, &mut lowest, amount, max_hp),
            Event::MpLost { amount } => magic = magic.map(|m| (m - amount).max(0)),
            Event::MpGained { amount } => {
                magic = magic.zip(mp).map(|(m, max)| (m + amount).min(max.max(m)))
            }
            _ => {
                return Err(ResolveError::bad_field(
                    &format!("{at}.event"),
                    "npc-expected-wound-event",
                ));
            }
        }
    }
    // Without Magic Points on its block, an NPC is never out for want of them.
    let condition = health::condition(now, magic.unwrap_or(1), lowest);
    Ok(crate::results::classic::NpcHealth {
        hp: now,
        max_hp,
        mp: magic,
        condition: condition_of(condition),
    })
}

/// An event of a sheet, read back (`at` is its path).
fn event_of(e: &EventFields<'_>, at: &str) -> Result<Event, ResolveError> {
    let amount = || -> Result<i64, ResolveError> {
        let field = format!("{at}.amount");
        let n = e
            .amount
            .ok_or_else(|| ResolveError::missing_field(&field))?;
        ranged(n, &field, 0, MAX)
    };
    let skill = || -> Result<String, ResolveError> {
        e.skill
            .map(str::to_owned)
            .ok_or_else(|| ResolveError::bad_field(&format!("{at}.skill"), "classic-expected-text"))
    };
    let bad = || ResolveError::bad_field(at, "classic-expected-event");
    Ok(match e.event.ok_or_else(bad)? {
        "hp_lost" => Event::HpLost { amount: amount()? },
        "hp_gained" => Event::HpGained { amount: amount()? },
        "mp_lost" => Event::MpLost { amount: amount()? },
        "mp_gained" => Event::MpGained { amount: amount()? },
        "sanity_lost" => Event::SanityLost { amount: amount()? },
        "sanity_gained" => Event::SanityGained { amount: amount()? },
        "hour_started" => Event::HourStarted,
        "insane" => Event::Insane(match e.kind {
            Some("temporary") => sanity::Insanity::Temporary,
            Some("indefinite") => sanity::Insanity::Indefinite,
            Some("permanent") => sanity::Insanity::Permanent,
            _ => {
                return Err(ResolveError::bad_field(
                    &format!("{at}.kind"),
                    "classic-expected-insanity",
                ));
            }
        }),
        "luck_spent" => Event::LuckSpent { amount: amount()? },
        "luck_restored" => Event::LuckRestored,
        "check_awarded" => Event::CheckAwarded { skill: skill()? },
        "skill_improved" => Event::SkillImproved {
            skill: skill()?,
            amount: amount()?,
        },
        _ => return Err(bad()),
    })
}
