//! The versioned investigator sheet (`keeper-coc7-sheet`, version 1) and the events
//! on the wire. See `docs/protocol.md`.

use std::borrow::Cow;

use keeper_coc7::{
    Characteristic, Characteristics, Details, Event, Health, Investigator, Mind, Skill, Weapon,
    canonical_skill,
};
use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::{Map, Value};

use super::{Named, join, named_value, opt_value, value};
use crate::Request;
use crate::decode::decode;
use crate::error::ResolveError;
use crate::request::within;
use crate::results::coc7 as results;

/// The sheet format's name and version.
pub(crate) const SHEET_FORMAT: &str = "keeper-coc7-sheet";
pub(crate) const SHEET_VERSION: i64 = 1;
/// Most events in a sheet.
const MAX_EVENTS: usize = 100_000;
/// Most weapons a sheet carries (besides Unarmed).
const MAX_WEAPONS: usize = 50;
/// The longest weapon name, in characters.
const MAX_WEAPON_NAME: usize = 60;

/// An event as results write it.
pub(crate) fn event_of(e: &Event) -> results::Event {
    use results::Event as E;
    match e.clone() {
        Event::Damaged { amount } => E::Damaged { amount },
        Event::Healed { amount } => E::Healed { amount },
        Event::MajorWound => E::MajorWound,
        Event::MajorWoundHealed => E::MajorWoundHealed,
        Event::FellUnconscious => E::FellUnconscious,
        Event::Dying => E::Dying,
        Event::Stabilized => E::Stabilized,
        Event::MedicineGiven => E::MedicineGiven,
        Event::FirstAidGiven => E::FirstAidGiven,
        Event::PhobiaGained { text } => E::PhobiaGained { text },
        Event::ManiaGained { text } => E::ManiaGained { text },
        Event::BackstoryChanged { heading, text } => E::BackstoryChanged { heading, text },
        Event::Died => E::Died,
        Event::SanityLost { amount } => E::SanityLost { amount },
        Event::SanityGained { amount } => E::SanityGained { amount },
        Event::TemporaryInsanity { hours } => E::TemporaryInsanity { hours },
        Event::InvoluntaryAction => E::InvoluntaryAction,
        Event::IndefiniteInsanity => E::IndefiniteInsanity,
        Event::PermanentInsanity => E::PermanentInsanity,
        Event::InsanityEnded => E::InsanityEnded,
        Event::DayStarted => E::DayStarted,
        Event::DayLossesSet { amount } => E::DayLossesSet { amount },
        Event::LuckSpent { amount } => E::LuckSpent { amount },
        Event::LuckGained { amount } => E::LuckGained { amount },
        Event::MagicSpent { amount } => E::MagicSpent { amount },
        Event::MagicRegained { amount } => E::MagicRegained { amount },
        Event::SkillTicked { skill } => E::SkillTicked { skill },
        Event::SkillImproved { skill, amount } => E::SkillImproved { skill, amount },
        Event::TicksCleared => E::TicksCleared,
        Event::WeaponAdded { weapon } => E::WeaponAdded {
            weapon: sheet_weapon(&weapon),
        },
        Event::WeaponRemoved { name } => E::WeaponRemoved { name },
        // Every event the engine has is above; one added there must be added to the
        // results (and to `parse_event`) before it can be answered.
        other => unreachable!("an event without a result form: {other:?}"),
    }
}

/// One event of a sheet: `event` names it, the other fields are what it carries.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EventFields<'a> {
    event: &'a str,
    amount: Option<i64>,
    hours: Option<i64>,
    #[serde(borrow)]
    skill: Option<&'a str>,
    #[serde(borrow)]
    text: Option<&'a str>,
    #[serde(borrow)]
    heading: Option<&'a str>,
    #[serde(borrow)]
    weapon: Option<WeaponFields<'a>>,
    #[serde(borrow)]
    name: Option<&'a str>,
    /// Why it happened, in the Keeper's or player's words: kept, never read by the rules.
    #[serde(borrow, rename = "note")]
    _note: Option<&'a str>,
}

fn parse_event(e: &EventFields<'_>, path: &str) -> Result<Event, ResolveError> {
    let need = |v: Option<i64>, key: &str| {
        let field = join(path, key);
        value(
            v.ok_or_else(|| ResolveError::missing_field(&field))?,
            &field,
        )
    };
    let text = |v: Option<&str>, key: &str| {
        v.map(str::to_owned)
            .ok_or_else(|| ResolveError::missing_field(&join(path, key)))
    };
    let amount = || need(e.amount, "amount");
    let skill = || text(e.skill, "skill");
    Ok(match e.event {
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
            text: text(e.text, "text")?,
        },
        "mania_gained" => Event::ManiaGained {
            text: text(e.text, "text")?,
        },
        "backstory_changed" => Event::BackstoryChanged {
            heading: text(e.heading, "heading")?,
            text: text(e.text, "text")?,
        },
        "died" => Event::Died,
        "sanity_lost" => Event::SanityLost { amount: amount()? },
        "sanity_gained" => Event::SanityGained { amount: amount()? },
        "temporary_insanity" => Event::TemporaryInsanity {
            hours: need(e.hours, "hours")?,
        },
        "involuntary_action" => Event::InvoluntaryAction,
        "indefinite_insanity" => Event::IndefiniteInsanity,
        "permanent_insanity" => Event::PermanentInsanity,
        "insanity_ended" => Event::InsanityEnded,
        "day_started" => Event::DayStarted,
        "day_losses_set" => Event::DayLossesSet { amount: amount()? },
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
        "weapon_added" => Event::WeaponAdded {
            weapon: weapon_of(
                e.weapon
                    .as_ref()
                    .ok_or_else(|| ResolveError::missing_field(&join(path, "weapon")))?,
                &join(path, "weapon"),
            )?,
        },
        "weapon_removed" => Event::WeaponRemoved {
            name: weapon_name(&text(e.name, "name")?, &join(path, "name"))?,
        },
        _ => {
            return Err(ResolveError::bad_field(
                &join(path, "event"),
                "coc7-expected-event",
            ));
        }
    })
}

/// A weapon on a sheet (in `weapons`, and a `weapon_added` event's `weapon`): the
/// fields of K4's table, the name the player's.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WeaponFields<'a> {
    #[serde(borrow)]
    name: &'a str,
    #[serde(borrow)]
    skill: &'a str,
    #[serde(borrow)]
    damage: &'a str,
    impaling: Option<bool>,
    adds_db: Option<bool>,
    firearm: Option<bool>,
    thrown: Option<bool>,
    per_round: Option<i64>,
    range: Option<i64>,
    ammo: Option<i64>,
    malfunction: Option<i64>,
}

/// A weapon's name: 1 to 60 characters, and not Unarmed, which everyone has (K4).
fn weapon_name(name: &str, field: &str) -> Result<String, ResolveError> {
    let name = name.trim();
    let count = name.chars().count();
    let unarmed = keeper_coc7::weapon(name).is_some_and(|w| w.name == "unarmed");
    if count == 0 || count > MAX_WEAPON_NAME || unarmed || name.chars().any(char::is_control) {
        return Err(ResolveError::bad_field(field, "coc7-expected-weapon-name")
            .with("max", MAX_WEAPON_NAME as i64));
    }
    Ok(name.to_owned())
}

/// A sheet's weapon, each field checked; `path` is the weapon object's. Its skill is
/// checked against the sheet by [`check_weapon_skill`].
fn weapon_of(f: &WeaponFields<'_>, path: &str) -> Result<Weapon, ResolveError> {
    let name = weapon_name(f.name, &join(path, "name"))?;
    let skill = canonical_skill(f.skill)
        .map_err(|_| ResolveError::bad_field(&join(path, "skill"), "coc7-expected-weapon-skill"))?;
    let damage = f.damage.trim();
    // The damage bonus is the wielder's, added by `adds_db` (K4), not written in.
    if damage.to_ascii_uppercase().contains("DB") {
        return Err(ResolveError::bad_field(
            &join(path, "damage"),
            "coc7-expected-weapon-damage",
        ));
    }
    super::parse_expression(damage, &join(path, "damage"))?;
    let firearm = f.firearm.unwrap_or(false);
    // coc7 K4: a firearm's damage never takes the damage bonus, and it is not thrown.
    if firearm && f.adds_db == Some(true) {
        return Err(ResolveError::bad_field(
            &join(path, "adds_db"),
            "coc7-expected-weapon-db",
        ));
    }
    if firearm && f.thrown == Some(true) {
        return Err(ResolveError::bad_field(
            &join(path, "thrown"),
            "coc7-expected-weapon-thrown",
        ));
    }
    let number = |v: Option<i64>, key: &str, min: i64, max: i64, expected: &'static str| {
        v.map(|n| within(n, &join(path, key), min, max, expected).map(|n| n as u32))
            .transpose()
    };
    Ok(Weapon {
        name: Cow::Owned(name),
        damage: Cow::Owned(damage.to_owned()),
        impaling: f.impaling.unwrap_or(false),
        adds_db: f.adds_db.unwrap_or(!firearm),
        firearm,
        thrown: f.thrown.unwrap_or(false),
        skill: Cow::Owned(skill),
        per_round: number(f.per_round, "per_round", 1, 20, "coc7-expected-per-round")?.unwrap_or(1),
        range: number(f.range, "range", 0, 10_000, "coc7-expected-weapon-range")?,
        ammo: number(f.ammo, "ammo", 1, 1000, "coc7-expected-weapon-ammo")?,
        malfunction: number(
            f.malfunction,
            "malfunction",
            1,
            100,
            "coc7-expected-malfunction",
        )?,
    })
}

/// A weapon's skill must be one of the sheet's: a weapon used at 0% would be a
/// mistyped name, not a rule.
fn check_weapon_skill(inv: &Investigator, w: &Weapon, path: &str) -> Result<(), ResolveError> {
    if inv.skills().iter().any(|s| s.name == w.skill) {
        Ok(())
    } else {
        Err(ResolveError::bad_field(
            &join(path, "skill"),
            "coc7-expected-weapon-skill",
        ))
    }
}

/// A weapon as a sheet writes it.
pub(crate) fn sheet_weapon(w: &Weapon) -> results::SheetWeapon {
    results::SheetWeapon {
        name: w.name.to_string(),
        skill: w.skill.to_string(),
        damage: w.damage.to_string(),
        impaling: w.impaling,
        adds_db: w.adds_db,
        firearm: w.firearm,
        thrown: w.thrown,
        per_round: w.per_round,
        range: w.range,
        ammo: w.ammo,
        malfunction: w.malfunction,
    }
}

/// A weapon as the `weapons` action and a sheet's answer list it, its damage written
/// with the wielder's damage bonus `db` where K4 adds it.
pub(crate) fn weapon_entry(w: &Weapon, db: &str) -> results::WeaponEntry {
    results::WeaponEntry {
        name: w.name.to_string(),
        skill: w.skill.to_string(),
        damage: w.damage.to_string(),
        with_db: w.damage_with(db),
        impaling: w.impaling,
        adds_db: w.adds_db,
        firearm: w.firearm,
        thrown: w.thrown,
        per_round: w.per_round,
        range: w.range,
        ammo: w.ammo,
        malfunction: w.malfunction,
    }
}

/// An NPC's health after `events` (H1–H5), from the `hp` its block gives or derives:
/// the wound events of a sheet, nothing else (an NPC has no Sanity or Luck to lose).
pub(crate) fn npc_health(
    hp: Option<u32>,
    events: &[Value],
) -> Result<results::NpcHealth, ResolveError> {
    let Some(max_hp) = hp else {
        return Err(ResolveError::bad_field("events", "npc-expected-hp"));
    };
    let mut health = Health::new(max_hp);
    for (i, e) in events.iter().enumerate() {
        let path = format!("events[{i}]");
        let fields: EventFields<'_> = decode(e, &path)?;
        let event = parse_event(&fields, &path)?;
        if !matches!(
            event,
            Event::Damaged { .. }
                | Event::Healed { .. }
                | Event::MajorWound
                | Event::MajorWoundHealed
                | Event::FellUnconscious
                | Event::Dying
                | Event::Stabilized
                | Event::MedicineGiven
                | Event::FirstAidGiven
                | Event::Died
        ) {
            return Err(ResolveError::bad_field(
                &join(&path, "event"),
                "npc-expected-wound-event",
            ));
        }
        health.apply(&event);
    }
    Ok(results::NpcHealth {
        hp: health.hp,
        max_hp: health.max_hp,
        major_wound: health.major_wound,
        unconscious: health.unconscious,
        dying: health.dying,
        needs_medicine: health.needs_medicine,
        dead: health.dead,
    })
}

/// A sheet, version 1 (`format` and `version` are checked before it is decoded).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SheetFields<'a> {
    #[serde(rename = "format")]
    _format: IgnoredAny,
    #[serde(rename = "version")]
    _version: IgnoredAny,
    #[serde(borrow)]
    name: Option<&'a str>,
    #[serde(borrow)]
    occupation: Option<&'a str>,
    characteristics: CharacteristicsFields,
    skills: Option<Named<i64>>,
    #[serde(borrow)]
    occupation_skills: Option<Vec<&'a str>>,
    #[serde(borrow)]
    ticked: Option<Vec<&'a str>>,
    hp: Option<i64>,
    san: Option<i64>,
    luck: Option<i64>,
    mp: Option<i64>,
    #[serde(default)]
    major_wound: bool,
    #[serde(default)]
    unconscious: bool,
    #[serde(default)]
    dying: bool,
    #[serde(default)]
    needs_medicine: bool,
    #[serde(default)]
    dead: bool,
    #[serde(default)]
    first_aid_given: bool,
    temporary_hours: Option<i64>,
    #[serde(default)]
    indefinite: bool,
    #[serde(default)]
    permanent: bool,
    day_start_san: Option<i64>,
    lost_today: Option<i64>,
    details: Option<DetailsFields>,
    #[serde(borrow)]
    weapons: Option<Vec<WeaponFields<'a>>>,
    #[serde(borrow)]
    events: Option<Vec<EventFields<'a>>>,
}

/// A sheet's `details` (and an investigator's, at creation).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct DetailsFields {
    sex: Option<String>,
    age: Option<u64>,
    background: Option<Named<String>>,
    equipment: Option<Vec<String>>,
}

/// The free entries of `details`.
pub(super) fn details_of(d: DetailsFields) -> Details {
    Details {
        sex: d.sex.unwrap_or_default(),
        age: d.age.map(|a| a.min(1000) as u32),
        background: d.background.map(|b| b.0).unwrap_or_default(),
        equipment: d.equipment.unwrap_or_default(),
    }
}

/// The sheet's `format` and `version`, checked first: a sheet of another format or
/// version says so rather than what it lacks.
fn check_header(sheet: &Map<String, Value>) -> Result<(), ResolveError> {
    let get = |k: &str| sheet.get(k).filter(|v| !v.is_null());
    match get("format") {
        None => return Err(ResolveError::missing_field("sheet.format")),
        Some(Value::String(f)) if f == SHEET_FORMAT => {}
        Some(Value::String(_)) => {
            return Err(ResolveError::bad_field(
                "sheet.format",
                "coc7-expected-format",
            ));
        }
        Some(_) => {
            return Err(ResolveError::bad_field(
                "sheet.format",
                "resolve-expected-string",
            ));
        }
    }
    match get("version") {
        None => Err(ResolveError::missing_field("sheet.version")),
        Some(v) if v.as_i64() == Some(SHEET_VERSION) => Ok(()),
        Some(_) => Err(
            ResolveError::bad_field("sheet.version", "coc7-expected-version")
                .with("min", SHEET_VERSION)
                .with("max", SHEET_VERSION),
        ),
    }
}

/// The investigator the `sheet` field describes, with its events applied, and how many.
pub(crate) fn read_sheet(sheet: Option<&Value>) -> Result<(Investigator, usize), ResolveError> {
    let v = sheet.ok_or_else(|| ResolveError::missing_field("sheet"))?;
    let obj = v
        .as_object()
        .ok_or_else(|| ResolveError::bad_field("sheet", "coc7-expected-sheet"))?;
    check_header(obj)?;
    let s: SheetFields = decode(v, "sheet")?;
    let chars = s.characteristics.characteristics("sheet.characteristics")?;
    let dex = chars.get(Characteristic::Dex);
    let edu = chars.get(Characteristic::Edu);
    let occupation_skills: Vec<String> = s
        .occupation_skills
        .unwrap_or_default()
        .into_iter()
        .map(|n| canonical_skill(n).unwrap_or_else(|_| n.to_owned()))
        .collect();
    let mut sheet = keeper_coc7::base_sheet(dex, edu);
    for (name, value) in s.skills.map(|m| m.0).unwrap_or_default() {
        let value = named_value(value, &format!("sheet.skills.{name}"))?;
        let canon = canonical_skill(&name).unwrap_or(name);
        let occ = occupation_skills.contains(&canon);
        keeper_coc7::set_skill(&mut sheet, &canon, value, occ);
    }
    for name in s.ticked.unwrap_or_default() {
        let canon = canonical_skill(name).unwrap_or_else(|_| name.to_owned());
        if let Some(row) = sheet.iter_mut().find(|r| r.name == canon) {
            row.ticked = true;
        }
    }
    let max_hp = keeper_coc7::hit_points(
        chars.get(Characteristic::Siz),
        chars.get(Characteristic::Con),
    );
    let pow = chars.get(Characteristic::Pow);
    let hp = opt_value(s.hp, "sheet.hp")?.unwrap_or(max_hp).min(max_hp);
    let health = Health {
        hp,
        max_hp,
        major_wound: s.major_wound,
        // coc7 H2: 0 HP is unconscious, whatever the sheet's flag says.
        unconscious: s.unconscious || (hp == 0 && !s.dead),
        dying: s.dying,
        needs_medicine: s.needs_medicine,
        dead: s.dead,
        first_aid_given: s.first_aid_given,
    };
    let san = opt_value(s.san, "sheet.san")?.unwrap_or(pow);
    let mut inv = Investigator::from_parts(
        s.name.unwrap_or_default().to_owned(),
        // A quick-start occupation labelled in any language is stored by its name.
        s.occupation
            .map(|o| keeper_i18n::Catalogue::global().occupation_from_label(o)),
        chars,
        sheet,
        health,
        san,
        opt_value(s.luck, "sheet.luck")?.unwrap_or(0),
        opt_value(s.mp, "sheet.mp")?.unwrap_or(pow / 5),
    );
    let mind = Mind {
        temporary_hours: opt_value(s.temporary_hours, "sheet.temporary_hours")?,
        indefinite: s.indefinite,
        permanent: s.permanent,
    };
    inv = inv.with_state(
        mind,
        opt_value(s.day_start_san, "sheet.day_start_san")?.unwrap_or(san),
        opt_value(s.lost_today, "sheet.lost_today")?.unwrap_or(0),
    );
    if let Some(d) = s.details {
        inv.set_details(details_of(d));
    }
    let weapons = s.weapons.unwrap_or_default();
    if weapons.len() > MAX_WEAPONS {
        return Err(too_many_weapons("sheet.weapons"));
    }
    let mut carried = Vec::with_capacity(weapons.len());
    for (i, w) in weapons.iter().enumerate() {
        let path = format!("sheet.weapons[{i}]");
        let w = weapon_of(w, &path)?;
        check_weapon_skill(&inv, &w, &path)?;
        carried.push(w);
    }
    inv = inv.with_weapons(carried);
    let mut applied = 0;
    if let Some(list) = s.events {
        if list.len() > MAX_EVENTS {
            return Err(ResolveError::bad_field(
                "sheet.events",
                "coc7-expected-events",
            ));
        }
        let events = list
            .iter()
            .enumerate()
            .map(|(i, e)| parse_event(e, &format!("sheet.events[{i}]")))
            .collect::<Result<Vec<_>, _>>()?;
        for (i, e) in events.iter().enumerate() {
            // A weapon's skill is checked against the sheet as it stands at the event.
            if let Event::WeaponAdded { weapon } = e {
                let path = format!("sheet.events[{i}].weapon");
                check_weapon_skill(&inv, weapon, &path)?;
                if inv.weapons().len() >= MAX_WEAPONS
                    && !inv.weapons().iter().any(|w| w.is_named(&weapon.name))
                {
                    return Err(too_many_weapons(&path));
                }
            }
            inv.apply(e);
        }
        applied = events.len();
    }
    Ok((inv, applied))
}

fn too_many_weapons(field: &str) -> ResolveError {
    ResolveError::bad_field(field, "coc7-expected-weapons").with("max", MAX_WEAPONS as i64)
}

/// The sheet of `inv` (format version 1), with `events` still to apply.
pub(crate) fn sheet_of(inv: &Investigator, events: &[Event]) -> results::Sheet {
    let h = inv.health();
    let mind = inv.mind();
    let (day_start_san, lost_today) = inv.day();
    let d = inv.details();
    let names = |pick: fn(&Skill) -> bool| {
        inv.skills()
            .iter()
            .filter(|s| pick(s))
            .map(|s| s.name.clone())
            .collect()
    };
    results::Sheet {
        format: SHEET_FORMAT.to_owned(),
        version: SHEET_VERSION as u32,
        name: inv.name().to_owned(),
        occupation: inv.occupation().map(str::to_owned),
        characteristics: characteristics_of(inv.characteristics()),
        skills: skills_of(inv.skills()),
        occupation_skills: names(|s| s.occupation),
        ticked: names(|s| s.ticked),
        hp: h.hp,
        san: inv.san(),
        luck: inv.luck(),
        mp: inv.mp(),
        major_wound: h.major_wound,
        unconscious: h.unconscious,
        dying: h.dying,
        needs_medicine: h.needs_medicine,
        dead: h.dead,
        first_aid_given: h.first_aid_given,
        temporary_hours: mind.temporary_hours,
        indefinite: mind.indefinite,
        permanent: mind.permanent,
        day_start_san,
        lost_today,
        details: results::Details {
            sex: d.sex.clone(),
            age: d.age,
            background: results::Named(d.background.clone()),
            equipment: d.equipment.clone(),
        },
        weapons: inv.weapons().iter().map(sheet_weapon).collect(),
        events: events.iter().map(event_of).collect(),
    }
}

/// Every skill's value, in the sheet's order.
pub(crate) fn skills_of(skills: &[Skill]) -> results::Named<u32> {
    results::Named(skills.iter().map(|s| (s.name.clone(), s.value)).collect())
}

/// The eight characteristics as results write them.
pub(crate) fn characteristics_of(c: &Characteristics) -> results::Characteristics {
    results::Characteristics {
        str: c.get(Characteristic::Str),
        con: c.get(Characteristic::Con),
        pow: c.get(Characteristic::Pow),
        dex: c.get(Characteristic::Dex),
        app: c.get(Characteristic::App),
        siz: c.get(Characteristic::Siz),
        int: c.get(Characteristic::Int),
        edu: c.get(Characteristic::Edu),
    }
}

/// A Credit Rating band as results write it.
pub(crate) fn credit_band_of(b: keeper_coc7::CreditBand) -> results::CreditBand {
    use keeper_coc7::CreditBand as B;
    match b {
        B::Penniless => results::CreditBand::Penniless,
        B::Poor => results::CreditBand::Poor,
        B::Average => results::CreditBand::Average,
        B::Wealthy => results::CreditBand::Wealthy,
        B::Rich => results::CreditBand::Rich,
        B::SuperRich => results::CreditBand::SuperRich,
    }
}

/// `sheet`'s fields: the sheet, read on its own by [`read_sheet`] (its header first).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SheetActionFields {
    #[serde(rename = "sheet")]
    _sheet: IgnoredAny,
}

/// Each kind of roll the investigator cannot make, with why (H2–H5).
fn refused_rolls(h: &Health) -> results::RefusedRolls {
    use keeper_coc7::{OutOfAction, RollKind};
    let why = |kind| {
        h.refuses(kind).map(|w| match w {
            OutOfAction::Dead => results::OutOfAction::Dead,
            OutOfAction::Dying => results::OutOfAction::Dying,
            OutOfAction::Unconscious => results::OutOfAction::Unconscious,
        })
    };
    results::RefusedRolls {
        skill: why(RollKind::Skill),
        characteristic: why(RollKind::Characteristic),
        combat: why(RollKind::Combat),
        sanity: why(RollKind::Sanity),
        luck: why(RollKind::Luck),
    }
}

/// `coc7.sheet`: a sheet read, its events applied, everything derived.
pub(crate) fn sheet_action(req: &Request<'_>) -> Result<results::SheetResult, ResolveError> {
    let _: SheetActionFields = req.fields()?;
    let (inv, applied) = read_sheet(req.get("sheet"))?;
    let db = inv.damage_bonus();
    let weapons = wielded(&inv, &db.db);
    let h = inv.health();
    let mind = inv.mind();
    let skills = inv
        .skills()
        .iter()
        .map(|s| results::SheetSkill {
            name: s.name.clone(),
            value: s.value,
            half: s.value / 2,
            fifth: s.value / 5,
            occupation: s.occupation,
            ticked: s.ticked,
        })
        .collect();
    Ok(results::SheetResult {
        name: inv.name().to_owned(),
        occupation: inv.occupation().map(str::to_owned),
        characteristics: characteristics_of(inv.characteristics()),
        hp: h.hp,
        max_hp: h.max_hp,
        mp: inv.mp(),
        max_mp: inv.max_mp(),
        san: inv.san(),
        max_san: inv.max_san(),
        luck: inv.luck(),
        db: db.db,
        build: db.build,
        credit_band: credit_band_of(inv.credit_band()),
        skills,
        major_wound: h.major_wound,
        unconscious: h.unconscious,
        dying: h.dying,
        needs_medicine: h.needs_medicine,
        dead: h.dead,
        // The kinds of roll this state refuses, and why (H2–H5).
        refused_rolls: refused_rolls(h),
        temporary_hours: mind.temporary_hours,
        indefinite: mind.indefinite,
        permanent: mind.permanent,
        events_applied: applied,
        weapons,
        sheet: sheet_of(&inv, &[]),
    })
}

/// What the investigator fights with: Unarmed (K4), then the sheet's weapons, each at
/// its skill's value.
fn wielded(inv: &Investigator, db: &str) -> Vec<results::WieldedWeapon> {
    let unarmed = keeper_coc7::weapon("unarmed").expect("K4 has Unarmed");
    std::iter::once(unarmed)
        .chain(inv.weapons())
        .map(|w| {
            let value = inv.skill(&w.skill);
            results::WieldedWeapon {
                weapon: weapon_entry(w, db),
                db: w.bonus(db),
                value,
                half: value / 2,
                fifth: value / 5,
            }
        })
        .collect()
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
