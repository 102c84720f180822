//! `classic.sheet`: the versioned classic sheet and the investigator's operations on
//! it (H1–H3, M1–M3, N2–N6, T6, A2), still read by hand.

use keeper_classic::health::Treatment;
use keeper_classic::sanity::{self, Loss};
use keeper_classic::{
    Characteristics, Check, Error, Event, HouseRule, Investigator, Options, Target,
};
use keeper_dice::DiceSource;
use serde_json::{Map, Value, json};

use super::{MAX, characteristics_json, check_json, check_map, classic_error};
use crate::Request;
use crate::error::{Code, ResolveError};
use crate::request::check_sheet_header;

// ---------------------------------------------------------------------------------
// The versioned classic sheet and the investigator's operations on it.

/// The sheet format's name and version (see `docs/protocol.md`).
const SHEET_FORMAT: &str = "keeper-classic-sheet";
const SHEET_VERSION: i64 = 1;
/// Most events in a sheet.
const MAX_EVENTS: usize = 100_000;

type Obj = Map<String, Value>;

/// `sheet`: the investigator a sheet describes; with `do`, one operation on it, its
/// `outcome`, its new `events` and the `sheet` with them appended.
pub(super) fn sheet(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let doc = req
        .get("sheet")
        .ok_or_else(|| ResolveError::missing_field("sheet"))?
        .as_object()
        .ok_or_else(|| ResolveError::bad_field("sheet", "classic-expected-sheet"))?;
    let (mut inv, applied) = read_sheet(doc)?;
    let Some(op) = req.get("do") else {
        return Ok(Value::Object(sheet_state(doc, &inv, applied)));
    };
    let op = op
        .as_object()
        .ok_or_else(|| ResolveError::bad_field("do", "classic-expected-op"))?;
    let options = options(req)?;
    let (outcome, events) = operate(&inv, op, &options, dice)?;
    for e in &events {
        inv.apply(e);
    }
    let mut updated = doc.clone();
    let mut all = doc
        .get("events")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    all.extend(events.iter().map(event_json));
    if all.len() > MAX_EVENTS {
        return Err(ResolveError::new(
            Code::TooLarge,
            keeper_i18n::Message::new("classic-sheet-too-many-events")
                .int("max", MAX_EVENTS as i64),
        )
        .with("field", "sheet.events"));
    }
    updated.insert("events".into(), Value::Array(all));
    let mut out = sheet_state(doc, &inv, applied + events.len());
    out.insert("outcome".into(), outcome);
    out.insert(
        "events".into(),
        Value::Array(events.iter().map(event_json).collect()),
    );
    out.insert("sheet".into(), Value::Object(updated));
    Ok(Value::Object(out))
}

/// The investigator of a sheet, with its events applied, and how many were.
fn read_sheet(doc: &Obj) -> Result<(Investigator, usize), ResolveError> {
    let get = |k: &str| doc.get(k).filter(|v| !v.is_null());
    check_sheet_header(
        doc,
        (SHEET_FORMAT, "classic-expected-format"),
        (SHEET_VERSION, "classic-expected-version"),
    )?;
    if let Some(v) = get("name") {
        v.as_str()
            .ok_or_else(|| ResolveError::bad_field("sheet.name", "classic-expected-text"))?;
    }
    let c = characteristics_at(
        get("characteristics")
            .ok_or_else(|| ResolveError::missing_field("sheet.characteristics"))?,
        "sheet.characteristics",
    )?;
    let mut skills = std::collections::BTreeMap::new();
    if let Some(v) = get("skills") {
        let obj = v
            .as_object()
            .ok_or_else(|| ResolveError::bad_field("sheet.skills", "classic-expected-skills"))?;
        for (k, s) in obj {
            // A sheet written in any language keeper speaks: its labels back to names.
            skills.insert(
                keeper_i18n::Catalogue::global().skill_from_label(k),
                int_value(s, &format!("sheet.skills.{k}"), 0, MAX)?,
            );
        }
    }
    let mut inv = Investigator::new(c, skills);
    // Current values at the start, before the events: as events, so the rules apply.
    let start = |k: &str, min: i64, max: i64| -> Result<Option<i64>, ResolveError> {
        get(k)
            .map(|v| int_value(v, &format!("sheet.{k}"), min, max))
            .transpose()
    };
    let mut initial = Vec::new();
    if let Some(hp) = start("hp", -MAX, inv.max_hp())? {
        initial.push(Event::HpLost {
            amount: inv.max_hp() - hp,
        });
    }
    if let Some(mp) = start("mp", 0, inv.mp())? {
        initial.push(Event::MpLost {
            amount: inv.mp() - mp,
        });
    }
    if let Some(san) = start("san", 0, inv.max_san())? {
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
    if let Some(luck) = start("luck", 0, inv.luck())? {
        initial.push(Event::LuckSpent {
            amount: inv.luck() - luck,
        });
    }
    for e in initial.iter().filter(|e| !is_zero(e)) {
        inv.apply(e);
    }
    let events = match get("events") {
        None => Vec::new(),
        Some(v) => {
            let list = v
                .as_array()
                .filter(|l| l.len() <= MAX_EVENTS)
                .ok_or_else(|| {
                    ResolveError::bad_field("sheet.events", "classic-expected-events")
                })?;
            list.iter()
                .enumerate()
                .map(|(i, e)| event_value(e, &format!("sheet.events[{i}]")))
                .collect::<Result<Vec<_>, _>>()?
        }
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
fn sheet_state(doc: &Obj, inv: &Investigator, applied: usize) -> Obj {
    let c = inv.characteristics();
    let d = c.derived();
    let mut m = Map::new();
    m.insert(
        "name".into(),
        doc.get("name").cloned().unwrap_or(Value::Null),
    );
    m.insert("characteristics".into(), characteristics_json(c));
    for (k, v) in [
        ("hp", inv.hp()),
        ("max_hp", inv.max_hp()),
        ("mp", inv.mp()),
        ("max_mp", c.pow),
        ("san", inv.san()),
        ("max_san", inv.max_san()),
        ("luck", inv.luck()),
        ("max_luck", d.luck),
        ("idea", d.idea),
        ("know", d.know),
    ] {
        m.insert(k.into(), json!(v));
    }
    m.insert("db".into(), json!(d.db.notation()));
    m.insert("condition".into(), json!(inv.condition().as_str()));
    m.insert("skills".into(), json!(inv.skills()));
    m.insert("checks".into(), json!(inv.checks()));
    m.insert(
        "insanity".into(),
        json!(
            inv.insanity()
                .iter()
                .map(|i| i.as_str())
                .collect::<Vec<_>>()
        ),
    );
    m.insert("events_applied".into(), json!(applied));
    m
}

/// One operation (`do.op`) on the investigator: its outcome and its events.
fn operate(
    inv: &Investigator,
    op: &Obj,
    options: &Options,
    dice: &mut dyn DiceSource,
) -> Result<(Value, Vec<Event>), ResolveError> {
    let field = |k: &str| format!("do.{k}");
    let get = |k: &str| op.get(k).filter(|v| !v.is_null());
    let int_of = |k: &str, min: i64, max: i64| -> Result<i64, ResolveError> {
        int_value(get(k).unwrap_or(&Value::Null), &field(k), min, max)
    };
    let opt_int_of = |k: &str, min: i64, max: i64| -> Result<Option<i64>, ResolveError> {
        get(k)
            .map(|v| int_value(v, &field(k), min, max))
            .transpose()
    };
    let bool_of = |k: &str| -> Result<bool, ResolveError> {
        match get(k) {
            None => Ok(false),
            Some(v) => v
                .as_bool()
                .ok_or_else(|| ResolveError::bad_field(&field(k), "classic-expected-bool")),
        }
    };
    let str_of = |k: &str| -> Result<&str, ResolveError> {
        get(k)
            .ok_or_else(|| ResolveError::missing_field(&field(k)))?
            .as_str()
            .ok_or_else(|| ResolveError::bad_field(&field(k), "classic-expected-text"))
    };
    let err = |k: &str| {
        let f = field(k);
        move |e: Error| classic_error(e, &f)
    };
    // A roll already made: `value` (the chance) and `total` (the d100).
    let made = || -> Result<Check, ResolveError> {
        let target = Target::new(int_of("value", -MAX, MAX)?);
        let total = int_of("total", 1, 100)? as u32;
        Ok(Check {
            roll: total,
            target,
            level: target.level(total),
        })
    };
    let name = get("op")
        .ok_or_else(|| ResolveError::missing_field("do.op"))?
        .as_str()
        .ok_or_else(|| ResolveError::bad_field("do.op", "classic-expected-op"))?;
    Ok(match name {
        "damage" => (
            json!({}),
            inv.take_damage(int_of("amount", 0, MAX)?)
                .map_err(err("amount"))?,
        ),
        "heal" => (
            json!({}),
            inv.heal(int_of("amount", 0, MAX)?).map_err(err("amount"))?,
        ),
        "treat" => {
            let kind = match str_of("treatment")? {
                "first_aid" => Treatment::FirstAid,
                "medicine" => Treatment::Medicine,
                _ => {
                    return Err(ResolveError::bad_field(
                        "do.treatment",
                        "classic-expected-treatment",
                    ));
                }
            };
            let (t, events) = inv
                .treat(
                    kind,
                    int_of("skill", -MAX, MAX)?,
                    bool_of("equipment")?,
                    dice,
                )
                .map_err(err("equipment"))?;
            let mut out = check_map(&t.check);
            out.insert("healed".into(), json!(t.healed));
            (Value::Object(out), events)
        }
        "natural_healing" => {
            let (healed, events) = inv
                .natural_healing(bool_of("medical_care")?, dice)
                .map_err(err("medical_care"))?;
            (json!({"healed": healed}), events)
        }
        "regenerate" => {
            let hours = int_of("hours", 0, MAX)? as u32;
            (json!({}), inv.regenerate_mp(hours))
        }
        "meditate" => {
            let since = opt_int_of("hours_since", 0, MAX)?.map(|h| h as u32);
            let (roll, events) = inv
                .meditate(since, options, dice)
                .map_err(err("hours_since"))?;
            (json!({"roll": roll}), events)
        }
        "spend_mp" => (
            json!({}),
            inv.spend_mp(int_of("amount", 0, MAX)?)
                .map_err(err("amount"))?,
        ),
        "mp_reroll" => {
            let failed = made()?;
            let (again, events) = inv
                .mp_reroll(&failed, options, dice)
                .map_err(err("total"))?;
            (check_json(&again), events)
        }
        "spend_luck" => {
            let c = made()?;
            let points = opt_int_of("points", 0, MAX)?;
            let (raised, events) = inv.spend_luck(&c, points, options).map_err(err("points"))?;
            let spent: i64 = events
                .iter()
                .map(|e| match e {
                    Event::LuckSpent { amount } => *amount,
                    _ => 0,
                })
                .sum();
            let mut out = check_map(&raised);
            out.insert("points".into(), json!(spent));
            (Value::Object(out), events)
        }
        "end_adventure" => (json!({}), inv.end_adventure()),
        "award_check" => (json!({}), inv.award_check(str_of("skill")?)),
        "experience" => {
            let (rolls, events) = inv.experience(dice).map_err(err("op"))?;
            let rolls: Vec<Value> = rolls
                .iter()
                .map(|(skill, x)| {
                    let gain = i64::from(x.gain.unwrap_or(0));
                    json!({"skill": skill, "total": x.roll, "improved": x.gain.is_some(),
                        "gain": gain, "value": x.skill + gain, "sanity_gained": x.sanity.unwrap_or(0)})
                })
                .collect();
            (json!({"rolls": rolls}), events)
        }
        "sanity" => {
            let loss = Loss::parse(str_of("loss")?).map_err(err("loss"))?;
            let (r, events) = inv.sanity_roll(&loss, dice).map_err(err("loss"))?;
            (
                json!({
                    "success": r.check.success(), "total": r.check.roll, "level": r.check.level.as_str(),
                    "rolled": r.rolled, "lost": r.lost, "int_roll": r.int_check.as_ref().map(check_json),
                    "insanity": r.insanity.iter().map(|i| i.as_str()).collect::<Vec<_>>(),
                }),
                events,
            )
        }
        "lose_sanity" => (
            json!({}),
            inv.lose_sanity(int_of("amount", 0, MAX)?)
                .map_err(err("amount"))?,
        ),
        "sanity_reward" => {
            let (total, events) = inv
                .sanity_reward(str_of("roll")?, dice)
                .map_err(err("roll"))?;
            (json!({"rolled": total}), events)
        }
        "start_hour" => (json!({}), inv.start_hour()),
        _ => return Err(ResolveError::bad_field("do.op", "classic-expected-op")),
    })
}

/// An event on the wire: `{"event": "hp_lost", "amount": 3}`.
fn event_json(e: &Event) -> Value {
    match e {
        Event::HpLost { amount } => json!({"event": "hp_lost", "amount": amount}),
        Event::HpGained { amount } => json!({"event": "hp_gained", "amount": amount}),
        Event::MpLost { amount } => json!({"event": "mp_lost", "amount": amount}),
        Event::MpGained { amount } => json!({"event": "mp_gained", "amount": amount}),
        Event::SanityLost { amount } => json!({"event": "sanity_lost", "amount": amount}),
        Event::SanityGained { amount } => json!({"event": "sanity_gained", "amount": amount}),
        Event::HourStarted => json!({"event": "hour_started"}),
        Event::Insane(kind) => json!({"event": "insane", "kind": kind.as_str()}),
        Event::LuckSpent { amount } => json!({"event": "luck_spent", "amount": amount}),
        Event::LuckRestored => json!({"event": "luck_restored"}),
        Event::CheckAwarded { skill } => json!({"event": "check_awarded", "skill": skill}),
        Event::SkillImproved { skill, amount } => {
            json!({"event": "skill_improved", "skill": skill, "amount": amount})
        }
    }
}

/// An event of a sheet, read back.
fn event_value(v: &Value, field: &str) -> Result<Event, ResolveError> {
    let bad = || ResolveError::bad_field(field, "classic-expected-event");
    let obj = v.as_object().ok_or_else(bad)?;
    let amount = || -> Result<i64, ResolveError> {
        int_value(
            obj.get("amount").unwrap_or(&Value::Null),
            &format!("{field}.amount"),
            0,
            MAX,
        )
    };
    let skill = || -> Result<String, ResolveError> {
        obj.get("skill")
            .and_then(Value::as_str)
            .map(str::to_owned)
            .ok_or_else(|| {
                ResolveError::bad_field(&format!("{field}.skill"), "classic-expected-text")
            })
    };
    Ok(
        match obj.get("event").and_then(Value::as_str).ok_or_else(bad)? {
            "hp_lost" => Event::HpLost { amount: amount()? },
            "hp_gained" => Event::HpGained { amount: amount()? },
            "mp_lost" => Event::MpLost { amount: amount()? },
            "mp_gained" => Event::MpGained { amount: amount()? },
            "sanity_lost" => Event::SanityLost { amount: amount()? },
            "sanity_gained" => Event::SanityGained { amount: amount()? },
            "hour_started" => Event::HourStarted,
            "insane" => Event::Insane(match obj.get("kind").and_then(Value::as_str) {
                Some("temporary") => sanity::Insanity::Temporary,
                Some("indefinite") => sanity::Insanity::Indefinite,
                Some("permanent") => sanity::Insanity::Permanent,
                _ => {
                    return Err(ResolveError::bad_field(
                        &format!("{field}.kind"),
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
        },
    )
}

fn int_value(v: &Value, field: &str, min: i64, max: i64) -> Result<i64, ResolveError> {
    if v.is_null() {
        return Err(ResolveError::missing_field(field));
    }
    v.as_i64()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| {
            ResolveError::bad_field(field, "resolve-expected-integer")
                .with("min", min)
                .with("max", max)
        })
}

/// `options`: `"forum"` (the default), `"plain"`, or `{"preset"?, rule: bool, …}`.
fn options(req: &Request<'_>) -> Result<Options, ResolveError> {
    let bad = || ResolveError::bad_field("options", "classic-expected-options");
    match req.get("options") {
        None => Ok(Options::forum()),
        Some(Value::String(s)) => Options::preset(s).map_err(|_| bad()),
        Some(Value::Object(obj)) => {
            let mut o = match obj.get("preset") {
                None | Some(Value::Null) => Options::forum(),
                Some(Value::String(s)) => Options::preset(s).map_err(|_| bad())?,
                Some(_) => return Err(bad()),
            };
            for (k, v) in obj {
                if k == "preset" {
                    continue;
                }
                let field = format!("options.{k}");
                let rule = HouseRule::from_name(k)
                    .map_err(|_| ResolveError::bad_field(&field, "classic-expected-options"))?;
                let on = v
                    .as_bool()
                    .ok_or_else(|| ResolveError::bad_field(&field, "classic-expected-bool"))?;
                o.set(rule, on);
            }
            Ok(o)
        }
        Some(_) => Err(bad()),
    }
}

fn characteristics_at(v: &Value, at: &str) -> Result<Characteristics, ResolveError> {
    let obj = v
        .as_object()
        .ok_or_else(|| ResolveError::bad_field(at, "classic-expected-characteristics"))?;
    let get = |k: &str| -> Result<i64, ResolveError> {
        let field = format!("{at}.{k}");
        int_value(obj.get(k).unwrap_or(&Value::Null), &field, 1, 100)
    };
    Ok(Characteristics {
        str: get("STR")?,
        con: get("CON")?,
        siz: get("SIZ")?,
        int: get("INT")?,
        pow: get("POW")?,
        dex: get("DEX")?,
        app: get("APP")?,
        edu: get("EDU")?,
    })
}
