//! The versioned investigator sheet (`keeper-coc7-sheet`, version 1) and the events
//! on the wire. See `docs/protocol.md`.

use keeper_coc7::{
    Characteristic, Characteristics, Details, Event, Health, Investigator, Mind, Skill,
    canonical_skill,
};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::{MAX_VALUE, Obj, join};
use crate::error::ResolveError;
use crate::request::within;

/// The sheet format's name and version.
pub(crate) const SHEET_FORMAT: &str = "keeper-coc7-sheet";
pub(crate) const SHEET_VERSION: i64 = 1;
/// Most events in a sheet.
const MAX_EVENTS: usize = 100_000;

pub(crate) fn event_json(e: &Event) -> Value {
    let mut m = Map::new();
    m.insert("event".into(), json!(e.name()));
    match e {
        Event::Damaged { amount }
        | Event::Healed { amount }
        | Event::SanityLost { amount }
        | Event::SanityGained { amount }
        | Event::LuckSpent { amount }
        | Event::LuckGained { amount }
        | Event::MagicSpent { amount }
        | Event::MagicRegained { amount } => {
            m.insert("amount".into(), json!(amount));
        }
        Event::TemporaryInsanity { hours } => {
            m.insert("hours".into(), json!(hours));
        }
        Event::SkillTicked { skill } => {
            m.insert("skill".into(), json!(skill));
        }
        Event::PhobiaGained { text } | Event::ManiaGained { text } => {
            m.insert("text".into(), json!(text));
        }
        Event::BackstoryChanged { heading, text } => {
            m.insert("heading".into(), json!(heading));
            m.insert("text".into(), json!(text));
        }
        Event::SkillImproved { skill, amount } => {
            m.insert("skill".into(), json!(skill));
            m.insert("amount".into(), json!(amount));
        }
        _ => {}
    }
    Value::Object(m)
}

fn parse_event(v: &Value, path: &str) -> Result<Event, ResolveError> {
    let bad = || ResolveError::bad_field(path, "coc7-expected-event");
    let o = v
        .as_object()
        .map(|m| Obj::of(m, path.to_owned()))
        .ok_or_else(bad)?;
    let amount = || o.value("amount");
    let skill = || o.str("skill").map(str::to_owned);
    Ok(match o.str("event")? {
        "damaged" => Event::Damaged { amount: amount()? },
        "healed" => Event::Healed { amount: amount()? },
        "major_wound" => Event::MajorWound,
        "major_wound_healed" => Event::MajorWoundHealed,
        "fell_unconscious" => Event::FellUnconscious,
        "dying" => Event::Dying,
        "stabilized" => Event::Stabilized,
        "medicine_given" => Event::MedicineGiven,
        "first_aid_given" => Event::FirstAidGiven,
        "phobia_gained" => Event::PhobiaGained {
            text: o.str("text")?.to_owned(),
        },
        "mania_gained" => Event::ManiaGained {
            text: o.str("text")?.to_owned(),
        },
        "backstory_changed" => Event::BackstoryChanged {
            heading: o.str("heading")?.to_owned(),
            text: o.str("text")?.to_owned(),
        },
        "died" => Event::Died,
        "sanity_lost" => Event::SanityLost { amount: amount()? },
        "sanity_gained" => Event::SanityGained { amount: amount()? },
        "temporary_insanity" => Event::TemporaryInsanity {
            hours: o.value("hours")?,
        },
        "involuntary_action" => Event::InvoluntaryAction,
        "indefinite_insanity" => Event::IndefiniteInsanity,
        "permanent_insanity" => Event::PermanentInsanity,
        "insanity_ended" => Event::InsanityEnded,
        "day_started" => Event::DayStarted,
        "luck_spent" => Event::LuckSpent { amount: amount()? },
        "luck_gained" => Event::LuckGained { amount: amount()? },
        "magic_spent" => Event::MagicSpent { amount: amount()? },
        "magic_regained" => Event::MagicRegained { amount: amount()? },
        "skill_ticked" => Event::SkillTicked { skill: skill()? },
        "skill_improved" => Event::SkillImproved {
            skill: skill()?,
            amount: amount()?,
        },
        "ticks_cleared" => Event::TicksCleared,
        _ => {
            return Err(ResolveError::bad_field(
                &format!("{path}.event"),
                "coc7-expected-event",
            ));
        }
    })
}

/// The `characteristics` object `{STR, CON, …}`: all eight, each 0–200.
pub(crate) fn characteristics_field(
    top: &Obj<'_>,
    key: &str,
) -> Result<Characteristics, ResolveError> {
    let o = top.object(key, "coc7-expected-characteristics")?;
    let mut out = Characteristics::default();
    for c in Characteristic::ALL {
        let v = o.int(c.as_str(), 0, 200, "coc7-expected-characteristics")?;
        out.set(c, v as u32);
    }
    Ok(out)
}

/// The investigator a sheet describes, with its events applied, and how many.
pub(crate) fn read_sheet(top: &Obj<'_>) -> Result<(Investigator, usize), ResolveError> {
    let s = top.object("sheet", "coc7-expected-sheet")?;
    if s.str("format")? != SHEET_FORMAT {
        return Err(s.bad("format", "coc7-expected-format"));
    }
    if s.int(
        "version",
        SHEET_VERSION,
        SHEET_VERSION,
        "coc7-expected-version",
    )? != SHEET_VERSION
    {
        return Err(s.bad("version", "coc7-expected-version"));
    }
    let chars = characteristics_field(&s, "characteristics")?;
    let dex = chars.get(Characteristic::Dex);
    let edu = chars.get(Characteristic::Edu);
    let occupation_skills: Vec<String> = match s.get("occupation_skills") {
        None => Vec::new(),
        Some(v) => v
            .as_array()
            .ok_or_else(|| s.bad("occupation_skills", "coc7-expected-names"))?
            .iter()
            .filter_map(Value::as_str)
            .map(|n| canonical_skill(n).unwrap_or_else(|_| n.to_owned()))
            .collect(),
    };
    let mut sheet = keeper_coc7::base_sheet(dex, edu);
    if let Some(v) = s.get("skills") {
        let m = v
            .as_object()
            .ok_or_else(|| s.bad("skills", "coc7-expected-skills"))?;
        for (name, value) in m {
            let value = value
                .as_u64()
                .filter(|n| *n <= MAX_VALUE as u64)
                .ok_or_else(|| {
                    ResolveError::bad_field(&format!("sheet.skills.{name}"), "coc7-expected-value")
                })?;
            let canon = canonical_skill(name).unwrap_or_else(|_| name.clone());
            let occ = occupation_skills.contains(&canon);
            keeper_coc7::set_skill(&mut sheet, &canon, value as u32, occ);
        }
    }
    if let Some(v) = s.get("ticked") {
        let list = v
            .as_array()
            .ok_or_else(|| s.bad("ticked", "coc7-expected-names"))?;
        for name in list.iter().filter_map(Value::as_str) {
            let canon = canonical_skill(name).unwrap_or_else(|_| name.to_owned());
            if let Some(row) = sheet.iter_mut().find(|r| r.name == canon) {
                row.ticked = true;
            }
        }
    }
    let max_hp = keeper_coc7::hit_points(
        chars.get(Characteristic::Siz),
        chars.get(Characteristic::Con),
    );
    let pow = chars.get(Characteristic::Pow);
    let hp = s.opt_value("hp")?.unwrap_or(max_hp).min(max_hp);
    let health = Health {
        hp,
        max_hp,
        major_wound: s.bool("major_wound")?,
        unconscious: s.bool("unconscious")?,
        dying: s.bool("dying")?,
        needs_medicine: s.bool("needs_medicine")?,
        dead: s.bool("dead")?,
        first_aid_given: s.bool("first_aid_given")?,
    };
    let san = s.opt_value("san")?.unwrap_or(pow);
    let mut inv = Investigator::from_parts(
        s.opt_str("name")?.unwrap_or_default().to_owned(),
        // A quick-start occupation labelled in any language is stored by its name.
        s.opt_str("occupation")?
            .map(|o| keeper_i18n::Catalogue::global().occupation_from_label(o)),
        chars,
        sheet,
        health,
        san,
        s.opt_value("luck")?.unwrap_or(0),
        s.opt_value("mp")?.unwrap_or(pow / 5),
    );
    let mind = Mind {
        temporary_hours: s.opt_value("temporary_hours")?,
        indefinite: s.bool("indefinite")?,
        permanent: s.bool("permanent")?,
    };
    inv = inv.with_state(
        mind,
        s.opt_value("day_start_san")?.unwrap_or(san),
        s.opt_value("lost_today")?.unwrap_or(0),
    );
    if let Some(d) = s.get("details") {
        inv.set_details(details_field(d));
    }
    let mut applied = 0;
    if let Some(v) = s.get("events") {
        let list = v
            .as_array()
            .filter(|l| l.len() <= MAX_EVENTS)
            .ok_or_else(|| s.bad("events", "coc7-expected-events"))?;
        let events = list
            .iter()
            .enumerate()
            .map(|(i, e)| parse_event(e, &format!("sheet.events[{i}]")))
            .collect::<Result<Vec<_>, _>>()?;
        inv.apply_all(&events);
        applied = events.len();
    }
    Ok((inv, applied))
}

fn details_field(v: &Value) -> Details {
    let mut d = Details {
        sex: v["sex"].as_str().unwrap_or_default().to_owned(),
        age: v["age"].as_u64().map(|a| a.min(1000) as u32),
        ..Details::default()
    };
    if let Some(b) = v["background"].as_object() {
        d.background = b
            .iter()
            .filter_map(|(k, t)| t.as_str().map(|t| (k.clone(), t.to_owned())))
            .collect();
    }
    if let Some(e) = v["equipment"].as_array() {
        d.equipment = e
            .iter()
            .filter_map(Value::as_str)
            .map(str::to_owned)
            .collect();
    }
    d
}

/// The sheet of `inv` (format version 1), with `events` still to apply.
pub(crate) fn sheet_json(inv: &Investigator, events: &[Event]) -> Value {
    let mut m = Map::new();
    m.insert("format".into(), json!(SHEET_FORMAT));
    m.insert("version".into(), json!(SHEET_VERSION));
    m.insert("name".into(), json!(inv.name()));
    m.insert("occupation".into(), json!(inv.occupation()));
    let mut chars = Map::new();
    for c in Characteristic::ALL {
        chars.insert(c.as_str().into(), json!(inv.characteristics().get(c)));
    }
    m.insert("characteristics".into(), Value::Object(chars));
    m.insert("skills".into(), skills_json(inv.skills()));
    m.insert(
        "occupation_skills".into(),
        json!(
            inv.skills()
                .iter()
                .filter(|s| s.occupation)
                .map(|s| &s.name)
                .collect::<Vec<_>>()
        ),
    );
    m.insert(
        "ticked".into(),
        json!(
            inv.skills()
                .iter()
                .filter(|s| s.ticked)
                .map(|s| &s.name)
                .collect::<Vec<_>>()
        ),
    );
    let h = inv.health();
    m.insert("hp".into(), json!(h.hp));
    m.insert("san".into(), json!(inv.san()));
    m.insert("luck".into(), json!(inv.luck()));
    m.insert("mp".into(), json!(inv.mp()));
    for (k, v) in [
        ("major_wound", h.major_wound),
        ("unconscious", h.unconscious),
        ("dying", h.dying),
        ("needs_medicine", h.needs_medicine),
        ("dead", h.dead),
    ] {
        m.insert(k.into(), json!(v));
    }
    if h.first_aid_given {
        m.insert("first_aid_given".into(), json!(true));
    }
    let mind = inv.mind();
    m.insert("temporary_hours".into(), json!(mind.temporary_hours));
    m.insert("indefinite".into(), json!(mind.indefinite));
    m.insert("permanent".into(), json!(mind.permanent));
    let (start, lost) = inv.day();
    m.insert("day_start_san".into(), json!(start));
    m.insert("lost_today".into(), json!(lost));
    let d = inv.details();
    let background: Map<String, Value> = d
        .background
        .iter()
        .map(|(k, v)| (k.clone(), json!(v)))
        .collect();
    m.insert(
        "details".into(),
        json!({"sex": d.sex, "age": d.age, "background": background, "equipment": d.equipment}),
    );
    m.insert(
        "events".into(),
        Value::Array(events.iter().map(event_json).collect()),
    );
    Value::Object(m)
}

fn skills_json(skills: &[Skill]) -> Value {
    Value::Object(
        skills
            .iter()
            .map(|s| (s.name.clone(), json!(s.value)))
            .collect(),
    )
}

/// `coc7.sheet`: a sheet read, its events applied, everything derived.
pub(crate) fn sheet_action(top: &Obj<'_>) -> Result<Value, ResolveError> {
    let (inv, applied) = read_sheet(top)?;
    let db = inv.damage_bonus();
    let h = inv.health();
    let mind = inv.mind();
    let skills: Vec<Value> = inv
        .skills()
        .iter()
        .map(|s| {
            json!({"name": s.name, "value": s.value, "half": s.value / 2, "fifth": s.value / 5,
                   "occupation": s.occupation, "ticked": s.ticked})
        })
        .collect();
    let mut chars = Map::new();
    for c in Characteristic::ALL {
        chars.insert(c.as_str().into(), json!(inv.characteristics().get(c)));
    }
    Ok(json!({
        "name": inv.name(),
        "occupation": inv.occupation(),
        "characteristics": chars,
        "hp": h.hp, "max_hp": h.max_hp,
        "mp": inv.mp(), "max_mp": inv.max_mp(),
        "san": inv.san(), "max_san": inv.max_san(),
        "luck": inv.luck(),
        "db": db.db, "build": db.build,
        "credit_band": inv.credit_band().as_str(),
        "skills": skills,
        "major_wound": h.major_wound, "unconscious": h.unconscious, "dying": h.dying,
        "needs_medicine": h.needs_medicine, "dead": h.dead,
        "temporary_hours": mind.temporary_hours, "indefinite": mind.indefinite,
        "permanent": mind.permanent,
        "events_applied": applied,
        "sheet": sheet_json(&inv, &[]),
    }))
}

/// The `characteristics` object `{STR, CON, …}`: all eight, each 0–200.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CharacteristicsFields {
    #[serde(rename = "STR")]
    str_: i64,
    #[serde(rename = "CON")]
    con: i64,
    #[serde(rename = "POW")]
    pow: i64,
    #[serde(rename = "DEX")]
    dex: i64,
    #[serde(rename = "APP")]
    app: i64,
    #[serde(rename = "SIZ")]
    siz: i64,
    #[serde(rename = "INT")]
    int: i64,
    #[serde(rename = "EDU")]
    edu: i64,
}

impl CharacteristicsFields {
    /// The characteristics, each checked; `path` is the object's.
    pub(crate) fn characteristics(&self, path: &str) -> Result<Characteristics, ResolveError> {
        let mut out = Characteristics::default();
        for c in Characteristic::ALL {
            let v = match c {
                Characteristic::Str => self.str_,
                Characteristic::Con => self.con,
                Characteristic::Pow => self.pow,
                Characteristic::Dex => self.dex,
                Characteristic::App => self.app,
                Characteristic::Siz => self.siz,
                Characteristic::Int => self.int,
                Characteristic::Edu => self.edu,
            };
            let field = join(path, c.as_str());
            out.set(
                c,
                within(v, &field, 0, 200, "coc7-expected-characteristics")? as u32,
            );
        }
        Ok(out)
    }
}
