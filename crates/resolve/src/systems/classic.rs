//! `system: "classic"`: classic Call of Cthulhu with the forum's house rules (rules in
//! `docs/rules/classic.md`, engine in keeper-classic).
//!
//! The spec's actions (`check`, `resistance`, `bbcode`) keep their fields and results
//! exactly; the others are extensions documented in `docs/protocol.md`. Every action
//! is stateless (a `sheet` carries an investigator's state in the request and its new
//! events back), and a d100 is one die with faces 1..100; a d3 is a d6 read 1–2 → 1,
//! 3–4 → 2, 5–6 → 3 (D2), so its supplied face is the d6's.

use keeper_classic::combat::{self, AttackRound, Defence, DefenceSpec, Incoming, Unarmed, Weapon};
use keeper_classic::health::{self, Treatment};
use keeper_classic::sanity::{self, Loss, SanityState};
use keeper_classic::{
    Characteristics, Check, DamageBonus, Error, Event, HouseRule, Investigator, Level, Options,
    Resistance, Target, character, check, tag,
};
use keeper_dice::DiceSource;
use keeper_i18n::Localize;
use serde_json::{Map, Value, json};

use crate::error::{Code, ResolveError};
use crate::request::check_sheet_header;
use crate::{Request, System};

pub(crate) struct Classic;

const ACTIONS: &[&str] = &[
    "check",
    "resistance",
    "bbcode",
    "characteristic",
    "experience",
    "investigator",
    "convert",
    "damage_bonus",
    "damage",
    "attack",
    "unarmed",
    "blocks",
    "defences",
    "attacks",
    "order",
    "sanity",
    "treat",
    "natural_healing",
    "condition",
    "regenerate",
    "meditate",
    "mp_reroll",
    "spend_luck",
    "sheet",
];

/// Largest value of a chance, characteristic or pool accepted.
const MAX: i64 = 1_000_000;

impl System for Classic {
    fn resolve(&self, req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
        match req.action() {
            "check" => check_action(req, dice),
            "resistance" => resistance(req, dice),
            "bbcode" => bbcode(req, dice),
            "characteristic" => characteristic(req, dice),
            "experience" => experience(req, dice),
            "investigator" => investigator(req, dice),
            "convert" => convert(req, dice),
            "damage_bonus" => damage_bonus(req),
            "damage" => damage(req, dice),
            "attack" => attack(req, dice),
            "unarmed" => unarmed(req),
            "blocks" => blocks(req),
            "defences" => defences(req),
            "attacks" => attacks(req),
            "order" => order(req),
            "sanity" => sanity_action(req, dice),
            "treat" => treat(req, dice),
            "natural_healing" => natural_healing(req, dice),
            "condition" => condition(req),
            "regenerate" => regenerate(req),
            "meditate" => meditate(req, dice),
            "mp_reroll" => mp_reroll(req, dice),
            "spend_luck" => spend_luck(req),
            "sheet" => sheet(req, dice),
            other => Err(ResolveError::unknown_action("classic", other, ACTIONS)),
        }
    }
}

// ---------------------------------------------------------------------------------
// Tests (T1–T6).

fn check_action(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let value = int(req, "value", -MAX, MAX)?;
    let modifier = opt_int(req, "modifier", -MAX, MAX)?.unwrap_or(0);
    let mut target = check::skill_target(value, modifier);
    target.possible = opt_bool(req, "possible")?.unwrap_or(true);
    roll_target(req, target, dice)
}

fn characteristic(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let value = int(req, "value", 0, MAX)?;
    let multiplier = opt_int(req, "multiplier", 0, 100)?.unwrap_or(5);
    let modifier = opt_int(req, "modifier", -MAX, MAX)?.unwrap_or(0);
    let target = Target::new(check::characteristic_chance(value, multiplier) + modifier);
    roll_target(req, target, dice)
}

fn roll_target(
    req: &Request<'_>,
    target: Target,
    dice: &mut dyn DiceSource,
) -> Result<Value, ResolveError> {
    let want_odds = want_odds(req)?;
    let c = check::roll_check(target, dice).map_err(|e| classic_error(e, "value"))?;
    let mut out = check_map(&c);
    if want_odds {
        out.insert("odds".into(), odds_json(&target));
    }
    Ok(Value::Object(out))
}

fn resistance(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let active = int(req, "active", -MAX, MAX)?;
    let passive = int(req, "passive", -MAX, MAX)?;
    let want_odds = want_odds(req)?;
    let r = check::resistance(active, passive, dice).map_err(|e| classic_error(e, "active"))?;
    let mut out = Map::new();
    out.insert("chance".into(), json!(r.resistance.chance()));
    out.insert("success".into(), json!(r.success()));
    out.insert("automatic".into(), json!(r.automatic()));
    if let Some(c) = r.check {
        out.insert("total".into(), json!(c.roll));
        out.insert("level".into(), json!(c.level.as_str()));
    }
    if want_odds {
        let success = match r.resistance {
            Resistance::AutomaticSuccess => "1".to_owned(),
            Resistance::AutomaticFailure => "0".to_owned(),
            Resistance::Chance(c) => hundredths(i64::from(Target::new(c).successes())),
        };
        out.insert("odds".into(), json!({"success": success}));
    }
    Ok(Value::Object(out))
}

fn experience(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let skill = int(req, "skill", 0, MAX)?;
    let x = check::experience(skill, dice).map_err(|e| classic_error(e, "skill"))?;
    let gain = i64::from(x.gain.unwrap_or(0));
    Ok(json!({
        "total": x.roll,
        "improved": x.gain.is_some(),
        "gain": gain,
        "skill": skill + gain,
        "sanity_gained": x.sanity.unwrap_or(0),
    }))
}

// ---------------------------------------------------------------------------------
// The forum's roll tag (D3).

fn bbcode(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let post = req.str("post")?;
    let p = tag::roll_post(post, dice).map_err(|e| match e {
        Error::PostTooLong { .. } => {
            ResolveError::new(Code::TooLarge, e.message()).with("field", "post")
        }
        other => classic_error(other, "post"),
    })?;
    let rolls: Vec<Value> = p
        .rolls
        .iter()
        .map(|r| json!({"die": format!("d{}", r.sides), "count": r.count, "faces": r.faces, "total": r.total, "start": r.start}))
        .collect();
    let lang = req.lang().unwrap_or(keeper_i18n::FALLBACK_LANGUAGE);
    let errors: Vec<Value> = p
        .errors
        .iter()
        .map(|e| {
            json!({
                "tag": e.tag,
                "start": e.start,
                "message": keeper_i18n::Catalogue::global().format(lang, &e.message()),
                "problem": e.problem.as_str(),
            })
        })
        .collect();
    Ok(json!({"rendered": p.rendered, "plain": p.plain, "rolls": rolls, "errors": errors}))
}

// ---------------------------------------------------------------------------------
// Characters (A1–A3, K6).

fn investigator(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let (c, rolled) = match req.get("characteristics") {
        Some(v) => (characteristics(v)?, false),
        None => (
            Characteristics::roll(dice).map_err(|e| classic_error(e, "characteristics"))?,
            true,
        ),
    };
    let mythos = opt_int(req, "mythos", 0, 99)?.unwrap_or(0);
    let d = c.derived();
    Ok(json!({
        "characteristics": characteristics_json(&c),
        "rolled": rolled,
        "hp": d.hp, "mp": d.mp, "san": d.san.min(sanity::max_sanity(mythos)), "max_san": sanity::max_sanity(mythos),
        "luck": d.luck, "idea": d.idea, "know": d.know, "db": d.db.notation(),
    }))
}

fn convert(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let c = characteristics(
        req.get("characteristics")
            .ok_or_else(|| ResolveError::missing_field("characteristics"))?,
    )?;
    let mp = opt_int(req, "mp", 0, MAX)?.unwrap_or(c.pow);
    let san = opt_int(req, "san", 0, 99)?.unwrap_or(c.pow * 5);
    let skills = match req.get("skills") {
        None => Value::Object(Map::new()),
        Some(v) => {
            let obj = v
                .as_object()
                .ok_or_else(|| ResolveError::bad_field("skills", "classic-expected-object"))?;
            for (k, s) in obj {
                int_value(s, &format!("skills.{k}"), 0, MAX)?;
            }
            v.clone()
        }
    };
    let x = character::convert_to_7e(&c, mp, san, dice)
        .map_err(|e| classic_error(e, "characteristics"))?;
    let mut chars = Map::new();
    for (name, v) in Characteristics::NAMES.iter().zip(x.characteristics) {
        chars.insert((*name).into(), json!(v));
    }
    Ok(json!({
        "characteristics": chars, "luck": x.luck, "hp": x.hp, "db": x.db, "build": x.build,
        "mp": x.mp, "san": x.san, "skills": skills,
    }))
}

fn damage_bonus(req: &Request<'_>) -> Result<Value, ResolveError> {
    let str_siz = int(req, "str_siz", 0, MAX)?;
    let db = DamageBonus::of(str_siz);
    Ok(json!({"db": db.notation(), "thrown": db.halved().notation()}))
}

// ---------------------------------------------------------------------------------
// Combat (K1–K8).

fn damage(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let weapon = weapon(
        req.get("weapon")
            .map(|_| req.str("weapon"))
            .transpose()?
            .unwrap_or("1D6"),
        req,
    )?;
    let db = db_field(req.get("db"), "db")?;
    let special = match opt_str(req, "level")? {
        None => false,
        Some(l) => level_of(l, "level")?.is_special(),
    };
    let d = combat::damage(&weapon, db, special, dice).map_err(|e| classic_error(e, "weapon"))?;
    Ok(damage_json(&d))
}

fn weapon(damage: &str, req: &Request<'_>) -> Result<Weapon, ResolveError> {
    Ok(Weapon {
        damage: damage.to_owned(),
        pointed: opt_bool(req, "pointed")?.unwrap_or(false),
        thrown: opt_bool(req, "thrown")?.unwrap_or(false),
    })
}

fn attack(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let options = options(req)?;
    let a = req
        .get("attacker")
        .ok_or_else(|| ResolveError::missing_field("attacker"))?;
    let a = a
        .as_object()
        .ok_or_else(|| ResolveError::bad_field("attacker", "classic-expected-object"))?;
    let value = int_value(
        a.get("value")
            .ok_or_else(|| ResolveError::missing_field("attacker.value"))?,
        "attacker.value",
        -MAX,
        MAX,
    )?;
    let dmg = match a.get("weapon") {
        None => "1D6".to_owned(),
        Some(v) => v
            .as_str()
            .ok_or_else(|| ResolveError::bad_field("attacker.weapon", "classic-expected-text"))?
            .to_owned(),
    };
    let flag = |k: &str| -> Result<bool, ResolveError> {
        match a.get(k) {
            None | Some(Value::Null) => Ok(false),
            Some(v) => v.as_bool().ok_or_else(|| {
                ResolveError::bad_field(&format!("attacker.{k}"), "classic-expected-bool")
            }),
        }
    };
    let weapon = Weapon {
        damage: dmg,
        pointed: flag("pointed")?,
        thrown: flag("thrown")?,
    };
    let db = db_field(a.get("db"), "attacker.db")?;
    let incoming = match opt_str(req, "incoming")? {
        None | Some("melee") => Incoming::MeleeWeapon,
        Some("unarmed") => Incoming::Unarmed,
        Some("missile") => Incoming::Missile,
        Some(_) => {
            return Err(ResolveError::bad_field(
                "incoming",
                "classic-expected-incoming",
            ));
        }
    };
    let defence = match req.get("defender") {
        None => None,
        Some(v) => Some(defence_spec(v)?),
    };
    let x = combat::attack(value, &weapon, db, incoming, defence, &options, dice)
        .map_err(|e| classic_error(e, "attacker.weapon"))?;
    Ok(json!({
        "attack": check_json(&x.attack),
        "defence": x.defence.as_ref().map(check_json),
        "dex_roll": x.dex_roll.as_ref().map(check_json),
        "stopped": x.stopped,
        "hit": x.hit(),
        "damage": x.damage.as_ref().map(damage_json),
    }))
}

fn defence_spec(v: &Value) -> Result<DefenceSpec, ResolveError> {
    let d = v
        .as_object()
        .ok_or_else(|| ResolveError::bad_field("defender", "classic-expected-object"))?;
    let kind = match d.get("response").and_then(Value::as_str) {
        Some("parry") => Defence::Parry,
        Some("dodge") => Defence::Dodge,
        None if d.get("response").is_none() => {
            return Err(ResolveError::missing_field("defender.response"));
        }
        _ => {
            return Err(ResolveError::bad_field(
                "defender.response",
                "classic-expected-response",
            ));
        }
    };
    let num = |k: &str, min: i64, default: Option<i64>| -> Result<i64, ResolveError> {
        match (d.get(k).filter(|v| !v.is_null()), default) {
            (Some(v), _) => int_value(v, &format!("defender.{k}"), min, MAX),
            (None, Some(x)) => Ok(x),
            (None, None) => Err(ResolveError::missing_field(&format!("defender.{k}"))),
        }
    };
    let flag = |k: &str| -> Result<bool, ResolveError> {
        match d.get(k) {
            None | Some(Value::Null) => Ok(false),
            Some(v) => v.as_bool().ok_or_else(|| {
                ResolveError::bad_field(&format!("defender.{k}"), "classic-expected-bool")
            }),
        }
    };
    Ok(DefenceSpec {
        kind,
        chance: num("value", -MAX, None)?,
        earlier: num("earlier", 0, Some(0))?.min(1000) as u32,
        shield: flag("shield")?,
        bare_handed: flag("bare_handed")?,
        dex: num("dex", 0, Some(0))?,
    })
}

fn unarmed(req: &Request<'_>) -> Result<Value, ResolveError> {
    let options = options(req)?;
    let kind = match req.str("attack")? {
        "brawl" => Unarmed::Brawl,
        "fist" => Unarmed::Fist,
        "head_butt" => Unarmed::HeadButt,
        "kick" => Unarmed::Kick,
        _ => {
            return Err(ResolveError::bad_field(
                "attack",
                "classic-expected-unarmed",
            ));
        }
    };
    let damage = kind
        .damage(&options)
        .map_err(|e| classic_error(e, "attack"))?;
    Ok(json!({"weapon": damage, "adds_db": true}))
}

fn blocks(req: &Request<'_>) -> Result<Value, ResolveError> {
    let options = options(req)?;
    let attack = level_of(req.str("attack")?, "attack")?;
    let defence = level_of(req.str("defence")?, "defence")?;
    Ok(json!({"blocked": combat::blocks(attack, defence, &options)}))
}

fn defences(req: &Request<'_>) -> Result<Value, ResolveError> {
    let list = req
        .get("defences")
        .ok_or_else(|| ResolveError::missing_field("defences"))?;
    let list = list
        .as_array()
        .filter(|l| !l.is_empty() && l.len() <= 100)
        .ok_or_else(|| ResolveError::bad_field("defences", "classic-expected-list"))?;
    let all_out = opt_bool(req, "all_out")?.unwrap_or(false);
    let mut round = combat::DefenceRound {
        all_out,
        ..Default::default()
    };
    let mut chances = Vec::new();
    for (i, d) in list.iter().enumerate() {
        let field = format!("defences[{i}]");
        let d = d
            .as_object()
            .ok_or_else(|| ResolveError::bad_field(&field, "classic-expected-object"))?;
        let kind = match d.get("response").and_then(Value::as_str) {
            Some("parry") => Defence::Parry,
            Some("dodge") => Defence::Dodge,
            _ => {
                return Err(ResolveError::bad_field(
                    &format!("{field}.response"),
                    "classic-expected-response",
                ));
            }
        };
        let value = int_value(
            d.get("value").unwrap_or(&Value::Null),
            &format!("{field}.value"),
            -MAX,
            MAX,
        )?;
        let penalty = round.defend(kind).map_err(|e| classic_error(e, &field))?;
        chances.push(json!({"penalty": penalty, "chance": value + penalty}));
    }
    Ok(json!({"chances": chances}))
}

fn attacks(req: &Request<'_>) -> Result<Value, ResolveError> {
    let options = options(req)?;
    let list = req
        .get("attacks")
        .ok_or_else(|| ResolveError::missing_field("attacks"))?;
    let list = list
        .as_array()
        .filter(|l| !l.is_empty() && l.len() <= 100)
        .ok_or_else(|| ResolveError::bad_field("attacks", "classic-expected-list"))?;
    let mut round = AttackRound::default();
    let mut chances = Vec::new();
    for (i, a) in list.iter().enumerate() {
        let field = format!("attacks[{i}]");
        let a = a
            .as_object()
            .ok_or_else(|| ResolveError::bad_field(&field, "classic-expected-object"))?;
        let kind = a.get("kind").and_then(Value::as_str).ok_or_else(|| {
            ResolveError::bad_field(&format!("{field}.kind"), "classic-expected-text")
        })?;
        let value = int_value(
            a.get("value").unwrap_or(&Value::Null),
            &format!("{field}.value"),
            -MAX,
            MAX,
        )?;
        let chance = round
            .attack(kind, value, &options)
            .map_err(|e| classic_error(e, &field))?;
        chances.push(json!(chance));
    }
    Ok(json!({"chances": chances}))
}

fn order(req: &Request<'_>) -> Result<Value, ResolveError> {
    let list = req
        .get("dex")
        .ok_or_else(|| ResolveError::missing_field("dex"))?;
    let list = list
        .as_array()
        .filter(|l| !l.is_empty() && l.len() <= 100)
        .ok_or_else(|| ResolveError::bad_field("dex", "classic-expected-list"))?;
    let dex = list
        .iter()
        .enumerate()
        .map(|(i, v)| int_value(v, &format!("dex[{i}]"), -MAX, MAX))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(json!({"order": combat::order_of_action(&dex)}))
}

// ---------------------------------------------------------------------------------
// Sanity (N1–N6).

fn sanity_action(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let san = int(req, "san", 0, 99)?;
    let int_ = int(req, "int", 0, MAX)?;
    let loss = Loss::parse(req.str("loss")?).map_err(|e| classic_error(e, "loss"))?;
    let state = SanityState {
        san,
        int: int_,
        hour_start_san: opt_int(req, "hour_start_san", 0, 99)?.unwrap_or(san),
        lost_this_hour: opt_int(req, "lost_this_hour", 0, 99)?.unwrap_or(0),
    };
    let r = sanity::sanity_roll(state, &loss, dice).map_err(|e| classic_error(e, "loss"))?;
    let has = |k| r.insanity.contains(&k);
    Ok(json!({
        "success": r.check.success(),
        "total": r.check.roll,
        "level": r.check.level.as_str(),
        "rolled": r.rolled,
        "lost": r.lost,
        "san": r.san,
        "int_roll": r.int_check.as_ref().map(check_json),
        "temporary": has(sanity::Insanity::Temporary),
        "indefinite": has(sanity::Insanity::Indefinite),
        "permanent": has(sanity::Insanity::Permanent),
        "insanity": r.insanity.iter().map(|i| i.as_str()).collect::<Vec<_>>(),
    }))
}

// ---------------------------------------------------------------------------------
// Healing, consciousness, Magic Points and Luck (H1–H3, M1–M3).

fn treat(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let kind = match req.str("treatment")? {
        "first_aid" => Treatment::FirstAid,
        "medicine" => Treatment::Medicine,
        _ => {
            return Err(ResolveError::bad_field(
                "treatment",
                "classic-expected-treatment",
            ));
        }
    };
    let skill = int(req, "skill", -MAX, MAX)?;
    let equipment = opt_bool(req, "equipment")?.unwrap_or(false);
    let t =
        health::treat(kind, skill, equipment, dice).map_err(|e| classic_error(e, "equipment"))?;
    let mut out = check_map(&t.check);
    out.insert("healed".into(), json!(t.healed));
    Ok(Value::Object(out))
}

fn natural_healing(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let care = opt_bool(req, "medical_care")?.unwrap_or(false);
    let healed =
        health::natural_healing(care, dice).map_err(|e| classic_error(e, "medical_care"))?;
    Ok(json!({"healed": healed}))
}

fn condition(req: &Request<'_>) -> Result<Value, ResolveError> {
    let hp = int(req, "hp", -MAX, MAX)?;
    let mp = int(req, "mp", 0, MAX)?;
    let lowest = opt_int(req, "lowest_hp", -MAX, MAX)?;
    let c = if hp <= 0 {
        health::Condition::Dying
    } else if mp == 0 || lowest.is_some_and(|l| l <= 2 && hp < l + 2) {
        health::Condition::Unconscious
    } else {
        health::Condition::Conscious
    };
    Ok(json!({"condition": c.as_str()}))
}

fn regenerate(req: &Request<'_>) -> Result<Value, ResolveError> {
    let mp = int(req, "mp", 0, MAX)?;
    let pow = int(req, "pow", 0, MAX)?;
    let hours = int(req, "hours", 0, MAX)? as u32;
    Ok(json!({"mp": health::regenerate_mp(mp, pow, hours)}))
}

fn meditate(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let options = options(req)?;
    let mp = int(req, "mp", 0, MAX)?;
    let pow = int(req, "pow", 0, MAX)?;
    let since = opt_int(req, "hours_since", 0, MAX)?.map(|h| h as u32);
    let (roll, after) = health::meditate(mp, pow, since, &options, dice)
        .map_err(|e| classic_error(e, "hours_since"))?;
    Ok(json!({"roll": roll, "mp": after}))
}

fn mp_reroll(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let options = options(req)?;
    let value = int(req, "value", -MAX, MAX)?;
    let total = int(req, "total", 1, 100)? as u32;
    let mp = int(req, "mp", 0, MAX)?;
    let target = Target::new(value);
    let failed = Check {
        roll: total,
        target,
        level: target.level(total),
    };
    let again =
        health::mp_reroll(&failed, mp, &options, dice).map_err(|e| classic_error(e, "total"))?;
    let mut out = check_map(&again);
    out.insert("mp".into(), json!(mp - 1));
    Ok(Value::Object(out))
}

fn spend_luck(req: &Request<'_>) -> Result<Value, ResolveError> {
    let options = options(req)?;
    let value = int(req, "value", -MAX, MAX)?;
    let total = int(req, "total", 1, 100)? as u32;
    let luck = int(req, "luck", 0, MAX)?;
    let target = Target::new(value);
    let c = Check {
        roll: total,
        target,
        level: target.level(total),
    };
    let points = match opt_int(req, "points", 0, MAX)? {
        Some(p) => p,
        None => health::luck_needed(&c).unwrap_or(0),
    };
    let raised =
        health::spend_luck(&c, points, luck, &options).map_err(|e| classic_error(e, "points"))?;
    let mut out = check_map(&raised);
    out.insert("points".into(), json!(points));
    out.insert("luck".into(), json!(luck - points));
    Ok(Value::Object(out))
}

// ---------------------------------------------------------------------------------
// Fields.

fn int(req: &Request<'_>, field: &str, min: i64, max: i64) -> Result<i64, ResolveError> {
    req.opt_int(field, min, max)?
        .ok_or_else(|| ResolveError::missing_field(field))
}

fn opt_int(
    req: &Request<'_>,
    field: &str,
    min: i64,
    max: i64,
) -> Result<Option<i64>, ResolveError> {
    req.opt_int(field, min, max)
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

fn opt_bool(req: &Request<'_>, field: &str) -> Result<Option<bool>, ResolveError> {
    req.opt_bool(field, "classic-expected-bool")
}

fn opt_str<'a>(req: &Request<'a>, field: &str) -> Result<Option<&'a str>, ResolveError> {
    match req.get(field) {
        None => Ok(None),
        Some(_) => req.str(field).map(Some),
    }
}

fn want_odds(req: &Request<'_>) -> Result<bool, ResolveError> {
    Ok(opt_bool(req, "odds")?.unwrap_or(false))
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

fn level_of(s: &str, field: &str) -> Result<Level, ResolveError> {
    Ok(match s {
        "critical" => Level::Critical,
        "special" => Level::Special,
        "success" => Level::Success,
        "failure" => Level::Failure,
        "fumble" => Level::Fumble,
        _ => return Err(ResolveError::bad_field(field, "classic-expected-level")),
    })
}

/// A damage bonus: `"+1D4"`, `"-1D6"`, `"+2D6"`, `"0"`, or absent (none).
fn db_field(v: Option<&Value>, field: &str) -> Result<DamageBonus, ResolveError> {
    let bad = || ResolveError::bad_field(field, "classic-expected-db");
    let Some(v) = v.filter(|v| !v.is_null()) else {
        return Ok(DamageBonus::NONE);
    };
    let s = v.as_str().ok_or_else(bad)?.trim().to_ascii_uppercase();
    if s == "0" || s == "+0" {
        return Ok(DamageBonus::NONE);
    }
    let (sign, rest) = match s.as_bytes().first() {
        Some(b'-') => (-1, &s[1..]),
        Some(b'+') => (1, &s[1..]),
        _ => (1, s.as_str()),
    };
    let (n, sides) = rest.split_once('D').ok_or_else(bad)?;
    let n: u32 = if n.is_empty() {
        1
    } else {
        n.parse().map_err(|_| bad())?
    };
    let sides: u32 = sides.parse().map_err(|_| bad())?;
    if n == 0 || n > 1000 || !matches!(sides, 2 | 3 | 4 | 6) {
        return Err(bad());
    }
    Ok(DamageBonus {
        sign,
        dice: n,
        sides,
    })
}

fn characteristics(v: &Value) -> Result<Characteristics, ResolveError> {
    characteristics_at(v, "characteristics")
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

fn classic_error(e: Error, field: &str) -> ResolveError {
    match e {
        Error::Dice(s) => s.into(),
        Error::Expression { error, .. } => {
            let column = error.column;
            let code = if error.is_limit() {
                Code::TooLarge
            } else {
                Code::BadExpression
            };
            ResolveError::new(code, error.message())
                .with("field", field)
                .with("column", column)
        }
        Error::Roll { error, .. } => {
            let mut r: ResolveError = error.into();
            r = r.with("field", field);
            r
        }
        other => ResolveError::new(Code::BadField, other.message()).with("field", field),
    }
}

// ---------------------------------------------------------------------------------
// Writing results.

/// `total`, `level`, `success` (the spec's), then `chance` and `special` (the
/// special threshold).
fn check_map(c: &Check) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("total".into(), json!(c.roll));
    m.insert("level".into(), json!(c.level.as_str()));
    m.insert("success".into(), json!(c.success()));
    m.insert("chance".into(), json!(c.target.chance));
    m.insert("special".into(), json!(c.target.special_at()));
    m
}

fn check_json(c: &Check) -> Value {
    Value::Object(check_map(c))
}

fn damage_json(d: &combat::Damage) -> Value {
    json!({"weapon": d.weapon, "bonus": d.bonus, "impaled": d.impaled, "total": d.total})
}

fn characteristics_json(c: &Characteristics) -> Value {
    let mut m = Map::new();
    for (name, v) in Characteristics::NAMES.iter().zip(c.values()) {
        m.insert((*name).into(), json!(v));
    }
    Value::Object(m)
}

/// n/100 in lowest terms.
fn hundredths(n: i64) -> String {
    fn gcd(a: i64, b: i64) -> i64 {
        if b == 0 { a } else { gcd(b, a % b) }
    }
    match n {
        0 => "0".to_owned(),
        100 => "1".to_owned(),
        n => {
            let g = gcd(n, 100);
            format!("{}/{}", n / g, 100 / g)
        }
    }
}

/// The exact odds of a d100 against `target`: `success` and each level's chance.
fn odds_json(target: &Target) -> Value {
    let mut levels = Map::new();
    for (level, n) in target.odds() {
        levels.insert(level.as_str().into(), json!(hundredths(i64::from(n))));
    }
    json!({"success": hundredths(i64::from(target.successes())), "levels": levels})
}

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
fn sheet(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
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
