//! `system: "coc7"`: Call of Cthulhu 7th edition (rules in `docs/rules/coc7.md`,
//! engine in keeper-coc7).
//!
//! The spec's actions (`check`, `opposed`, `sanity`, `melee`, `investigator`) keep their
//! fields, results and dice order exactly; everything else is an extension documented
//! in `docs/protocol.md`. Every action is stateless: the state it needs comes in the
//! request, and what changed comes back as `events` a table can store and replay.

mod dholes;
mod sheet;

use keeper_coc7::{
    self as coc7, Attacker, Blow, Check, Combatant, Defender, Difficulty, Draft, Error, Event,
    Firing, Health, Method, Modifiers, Range, Response, RollKind, SanityLoss, SanityState,
    Severity, Side, SuccessLevel, Treatment, Winner, odds,
};
use keeper_dice::{DiceSource, Expression};
use keeper_i18n::{Localize, Message};
use num_rational::BigRational;
use serde_json::{Map, Value, json};

use crate::error::{Code, ResolveError};
use crate::{Request, System};

pub(crate) struct Coc7;

const ACTIONS: &[&str] = &[
    "check",
    "opposed",
    "sanity",
    "melee",
    "investigator",
    "characteristics",
    "push",
    "luck",
    "group_luck",
    "spend_luck",
    "magic",
    "improvement",
    "reality_check",
    "insanity_effect",
    "firearms",
    "maneuver",
    "damage",
    "heal",
    "initiative",
    "sheet",
    "import_dholes",
    "export_dholes",
];

/// The largest skill or characteristic value accepted.
const MAX_VALUE: i64 = 1000;
/// Most bonus or penalty dice one field may ask for (the net is capped at two).
const MAX_DICE: i64 = 100;
/// Most investigators of a group Luck roll or combatants of an initiative order.
const MAX_LIST: usize = 100;

impl System for Coc7 {
    fn resolve(&self, req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
        let top = Obj::top(req);
        match req.action() {
            "check" => check(&top, dice),
            "opposed" => opposed(&top, dice),
            "sanity" => sanity(&top, dice),
            "melee" => melee(&top, dice),
            "investigator" => investigator(&top, dice),
            "characteristics" => roll_characteristics(&top, dice),
            "push" => push(&top, dice),
            "luck" => luck(&top, dice),
            "group_luck" => group_luck(&top, dice),
            "spend_luck" => spend_luck(&top),
            "magic" => magic(&top),
            "improvement" => improvement(&top, dice),
            "reality_check" => reality_check(&top, dice),
            "insanity_effect" => insanity_effect(&top),
            "firearms" => firearms(&top, dice),
            "maneuver" => maneuver(&top, dice),
            "damage" => damage(&top, dice),
            "heal" => heal(&top, dice),
            "initiative" => initiative(&top, dice),
            "sheet" => sheet::sheet_action(&top),
            "import_dholes" => dholes::import_action(&top),
            "export_dholes" => dholes::export_action(&top),
            other => Err(ResolveError::unknown_action("coc7", other, ACTIONS)),
        }
    }
}

// ---------------------------------------------------------------------------------
// Field access with paths (`attacker.value`, `b.bonus`).

/// A JSON object of the request (the envelope itself, or one nested in it) with the
/// path its fields are named by in errors.
#[derive(Clone)]
pub(crate) struct Obj<'a> {
    source: Source<'a>,
    path: String,
}

#[derive(Clone)]
enum Source<'a> {
    Req(Request<'a>),
    Map(&'a Map<String, Value>),
}

impl<'a> Obj<'a> {
    pub(crate) fn top(req: &Request<'a>) -> Obj<'a> {
        Obj {
            source: Source::Req(*req),
            path: String::new(),
        }
    }

    pub(crate) fn of(map: &'a Map<String, Value>, path: String) -> Obj<'a> {
        Obj {
            source: Source::Map(map),
            path,
        }
    }

    pub(crate) fn name(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_owned()
        } else {
            format!("{}.{key}", self.path)
        }
    }

    pub(crate) fn get(&self, key: &str) -> Option<&'a Value> {
        match &self.source {
            Source::Req(r) => r.get(key),
            Source::Map(m) => m.get(key).filter(|v| !v.is_null()),
        }
    }

    pub(crate) fn require(&self, key: &str) -> Result<&'a Value, ResolveError> {
        self.get(key)
            .ok_or_else(|| ResolveError::missing_field(&self.name(key)))
    }

    pub(crate) fn bad(&self, key: &str, expected: &'static str) -> ResolveError {
        ResolveError::bad_field(&self.name(key), expected)
    }

    pub(crate) fn opt_int(
        &self,
        key: &str,
        min: i64,
        max: i64,
        expected: &'static str,
    ) -> Result<Option<i64>, ResolveError> {
        match self.get(key) {
            None => Ok(None),
            Some(v) => v
                .as_i64()
                .filter(|n| (min..=max).contains(n))
                .map(Some)
                .ok_or_else(|| self.bad(key, expected).with("min", min).with("max", max)),
        }
    }

    pub(crate) fn int(
        &self,
        key: &str,
        min: i64,
        max: i64,
        expected: &'static str,
    ) -> Result<i64, ResolveError> {
        self.opt_int(key, min, max, expected)?
            .ok_or_else(|| ResolveError::missing_field(&self.name(key)))
    }

    /// A skill or characteristic value, 0–1000.
    pub(crate) fn value(&self, key: &str) -> Result<u32, ResolveError> {
        Ok(self.int(key, 0, MAX_VALUE, "coc7-expected-value")? as u32)
    }

    pub(crate) fn opt_value(&self, key: &str) -> Result<Option<u32>, ResolveError> {
        Ok(self
            .opt_int(key, 0, MAX_VALUE, "coc7-expected-value")?
            .map(|v| v as u32))
    }

    pub(crate) fn opt_str(&self, key: &str) -> Result<Option<&'a str>, ResolveError> {
        match self.get(key) {
            None => Ok(None),
            Some(v) => v
                .as_str()
                .map(Some)
                .ok_or_else(|| self.bad(key, "resolve-expected-string")),
        }
    }

    pub(crate) fn str(&self, key: &str) -> Result<&'a str, ResolveError> {
        self.opt_str(key)?
            .ok_or_else(|| ResolveError::missing_field(&self.name(key)))
    }

    pub(crate) fn bool(&self, key: &str) -> Result<bool, ResolveError> {
        match self.get(key) {
            None => Ok(false),
            Some(v) => v
                .as_bool()
                .ok_or_else(|| self.bad(key, "coc7-expected-bool")),
        }
    }

    pub(crate) fn object(
        &self,
        key: &str,
        expected: &'static str,
    ) -> Result<Obj<'a>, ResolveError> {
        self.require(key)?
            .as_object()
            .map(|m| Obj::of(m, self.name(key)))
            .ok_or_else(|| self.bad(key, expected))
    }

    fn modifiers(&self) -> Result<Modifiers, ResolveError> {
        let n = |k| {
            Ok::<u32, ResolveError>(
                self.opt_int(k, 0, MAX_DICE, "coc7-expected-dice-count")?
                    .unwrap_or(0) as u32,
            )
        };
        Ok(Modifiers::new(n("bonus")?, n("penalty")?))
    }

    fn difficulty(&self) -> Result<Difficulty, ResolveError> {
        match self.opt_str("difficulty")? {
            None => Ok(Difficulty::Regular),
            Some(d) => Difficulty::from_name(d)
                .ok_or_else(|| self.bad("difficulty", "coc7-expected-difficulty")),
        }
    }

    fn expression(&self, key: &str, default: Option<&str>) -> Result<Expression, ResolveError> {
        let text = match (self.opt_str(key)?, default) {
            (Some(t), _) => t,
            (None, Some(d)) => d,
            (None, None) => return Err(ResolveError::missing_field(&self.name(key))),
        };
        parse_expression(text, &self.name(key))
    }
}

pub(crate) fn parse_expression(text: &str, field: &str) -> Result<Expression, ResolveError> {
    let expr = Expression::parse(text).map_err(|e| ResolveError::from(e).with("field", field))?;
    if expr.repeat() != 1 {
        return Err(ResolveError::bad_field(field, "coc7-expected-expression"));
    }
    Ok(expr)
}

fn want_odds(top: &Obj<'_>) -> Result<bool, ResolveError> {
    top.bool("odds")
}

/// A rules error as the protocol's: dice and expressions keep their codes; a refusal
/// is `bad_field` naming `field`.
pub(crate) fn rules_error(e: Error, field: &str) -> ResolveError {
    match e {
        Error::Dice(s) => s.into(),
        Error::Roll(r) => ResolveError::from(r).with("field", field),
        Error::Odds(o) => ResolveError::from(o).with("field", field),
        other => ResolveError::new(Code::BadField, other.message()).with("field", field),
    }
}

pub(crate) fn p(x: &BigRational) -> Value {
    json!(odds::fraction_text(x))
}

fn level_odds_json(o: &odds::CheckOdds) -> Value {
    let mut levels = Map::new();
    for l in SuccessLevel::ALL.iter().rev() {
        levels.insert(l.as_str().into(), p(&o.levels[l.index()]));
    }
    json!({"success": p(&o.success), "levels": levels})
}

fn win_odds_json(o: &odds::WinOdds, a: &str, b: &str) -> Value {
    json!({a: p(&o.a), b: p(&o.b), "none": p(&o.none)})
}

fn dist_json(d: &[(u32, BigRational)]) -> Value {
    Value::Array(d.iter().map(|(v, q)| json!([v, p(q)])).collect())
}

/// `{total, level, success}` and the dice of a check.
fn roll_json(c: &Check) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("total".into(), json!(c.total()));
    m.insert("level".into(), json!(c.level.as_str()));
    m.insert("success".into(), json!(c.success()));
    m.insert("value".into(), json!(c.value));
    m.insert("tens".into(), json!(c.roll.tens));
    m.insert("units".into(), json!(c.roll.units));
    m
}

pub(crate) fn events_json(events: &[Event]) -> Value {
    Value::Array(events.iter().map(sheet::event_json).collect())
}

// ---------------------------------------------------------------------------------
// Rolls.

fn check(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let value = top.value("value")?;
    let difficulty = top.difficulty()?;
    let modifiers = top.modifiers()?;
    let kind = kind_field(top)?;
    let want = want_odds(top)?;
    let c = coc7::check(value, difficulty, modifiers, kind, dice)
        .map_err(|e| rules_error(e, "value"))?;
    let mut out = roll_json(&c);
    out.insert("difficulty".into(), json!(difficulty.as_str()));
    out.insert("target".into(), json!(difficulty.target(value)));
    out.insert("net_dice".into(), json!(modifiers.net()));
    if let Some(n) = coc7::luck_needed(&c).filter(|_| !c.success()) {
        out.insert("luck_needed".into(), json!(n));
    }
    if want {
        out.insert(
            "odds".into(),
            level_odds_json(&odds::check_odds(value, difficulty, modifiers)),
        );
    }
    Ok(Value::Object(out))
}

fn kind_field(top: &Obj<'_>) -> Result<RollKind, ResolveError> {
    match top.opt_str("kind")? {
        None => Ok(RollKind::Skill),
        Some(k) => RollKind::from_name(k).ok_or_else(|| top.bad("kind", "coc7-expected-kind")),
    }
}

fn push(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let value = top.value("value")?;
    let difficulty = top.difficulty()?;
    let modifiers = top.modifiers()?;
    let kind = kind_field(top)?;
    let first = match top.opt_int("first", 1, 100, "coc7-expected-value")? {
        Some(total) => {
            let level = coc7::level(total as u32, value, difficulty);
            let m = modifiers.normalized();
            Check {
                value,
                difficulty,
                modifiers,
                roll: keeper_dice::Percentile {
                    total: total as u32,
                    tens: vec![(total as u32 % 100 / 10) as u8],
                    units: (total % 10) as u8,
                    net: m.bonus as i32 - m.penalty as i32,
                },
                level,
                pushed: false,
                kind,
            }
        }
        None => coc7::check(value, difficulty, modifiers, kind, dice)
            .map_err(|e| rules_error(e, "value"))?,
    };
    let mut out = Map::new();
    let mut f = roll_json(&first);
    if top.get("first").is_some() {
        f.remove("tens");
        f.remove("units");
    }
    out.insert("first".into(), Value::Object(f));
    if first.success() && top.get("first").is_none() {
        out.insert("pushed".into(), json!(false));
        out.extend(roll_json(&first));
        return Ok(Value::Object(out));
    }
    let field = if top.get("first").is_some() {
        "first"
    } else {
        "kind"
    };
    let again = coc7::push(&first, dice).map_err(|e| rules_error(e, field))?;
    out.extend(roll_json(&again));
    out.insert("pushed".into(), json!(true));
    out.insert("pushed_failure".into(), json!(again.pushed_failure()));
    Ok(Value::Object(out))
}

fn side(top: &Obj<'_>, key: &str) -> Result<Side, ResolveError> {
    let o = top.object(key, "coc7-expected-side")?;
    Ok(Side {
        value: o.value("value")?,
        modifiers: o.modifiers()?,
    })
}

fn opposed(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let a = side(top, "a")?;
    let b = side(top, "b")?;
    let want = want_odds(top)?;
    let o = coc7::opposed(a, b, dice).map_err(|e| rules_error(e, "a"))?;
    let short = |c: &Check| Value::Object(roll_json(c));
    let mut out = Map::new();
    out.insert("winner".into(), json!(o.winner.as_str()));
    out.insert("a".into(), short(&o.a));
    out.insert("b".into(), short(&o.b));
    out.insert(
        "tie_break".into(),
        Value::Array(o.tie_break.iter().map(|(x, y)| json!([x, y])).collect()),
    );
    if want {
        let w = odds::opposed_odds((a.value, a.modifiers), (b.value, b.modifiers));
        out.insert("odds".into(), win_odds_json(&w, "a", "b"));
    }
    Ok(Value::Object(out))
}

fn luck(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let luck = top.value("luck")?;
    let difficulty = top.difficulty()?;
    let modifiers = top.modifiers()?;
    let want = want_odds(top)?;
    let c =
        coc7::luck_roll(luck, difficulty, modifiers, dice).map_err(|e| rules_error(e, "luck"))?;
    let mut out = roll_json(&c);
    if want {
        out.insert(
            "odds".into(),
            level_odds_json(&odds::check_odds(luck, difficulty, modifiers)),
        );
    }
    Ok(Value::Object(out))
}

fn group_luck(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let list = top
        .require("lucks")?
        .as_array()
        .filter(|l| !l.is_empty() && l.len() <= MAX_LIST)
        .ok_or_else(|| top.bad("lucks", "coc7-expected-lucks"))?;
    let lucks = list
        .iter()
        .enumerate()
        .map(|(i, v)| {
            v.as_u64()
                .filter(|n| *n <= MAX_VALUE as u64)
                .map(|n| n as u32)
                .ok_or_else(|| {
                    ResolveError::bad_field(&format!("lucks[{i}]"), "coc7-expected-value")
                })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let difficulty = top.difficulty()?;
    let modifiers = top.modifiers()?;
    let want = want_odds(top)?;
    let (who, c) = if modifiers == Modifiers::NONE {
        coc7::group_luck(&lucks, difficulty, dice).map_err(|e| rules_error(e, "lucks"))?
    } else {
        // The same roller (the lowest Luck, the first on a tie), with the dice asked for.
        let who = (0..lucks.len())
            .min_by_key(|&i| (lucks[i], i))
            .unwrap_or_default();
        let c = coc7::luck_roll(lucks[who], difficulty, modifiers, dice)
            .map_err(|e| rules_error(e, "lucks"))?;
        (who, c)
    };
    let mut out = roll_json(&c);
    out.insert("roller".into(), json!(who));
    if want {
        out.insert(
            "odds".into(),
            level_odds_json(&odds::check_odds(lucks[who], difficulty, modifiers)),
        );
    }
    Ok(Value::Object(out))
}

fn spend_luck(top: &Obj<'_>) -> Result<Value, ResolveError> {
    let value = top.value("value")?;
    let total = top.int("total", 1, 100, "coc7-expected-value")? as u32;
    let difficulty = top.difficulty()?;
    let kind = kind_field(top)?;
    let luck = top.value("luck")?;
    let pushed = top.bool("pushed")?;
    let roll = Check {
        value,
        difficulty,
        modifiers: Modifiers::NONE,
        roll: keeper_dice::Percentile {
            total,
            tens: vec![(total % 100 / 10) as u8],
            units: (total % 10) as u8,
            net: 0,
        },
        level: coc7::level(total, value, difficulty),
        pushed,
        kind,
    };
    let points = match top.opt_value("points")? {
        Some(p) => p,
        None => coc7::luck_needed(&roll).ok_or_else(|| {
            rules_error(
                Error::CannotSpendLuck {
                    why: coc7::NotAllowed::Fumble,
                },
                "total",
            )
        })?,
    };
    let field = if top.get("points").is_some() {
        "points"
    } else {
        "luck"
    };
    let spend = coc7::spend_luck(&roll, points, luck).map_err(|e| {
        let f = match e {
            Error::CannotSpendLuck { .. } => "kind",
            _ => field,
        };
        rules_error(e, f)
    })?;
    let events = if points > 0 {
        vec![Event::LuckSpent { amount: points }]
    } else {
        Vec::new()
    };
    Ok(json!({
        "total": spend.total,
        "level": spend.level.as_str(),
        "success": spend.success,
        "spent": spend.spent,
        "luck": luck - points,
        "before": {"total": total, "level": roll.level.as_str(), "success": roll.success()},
        "events": events_json(&events),
    }))
}

fn magic(top: &Obj<'_>) -> Result<Value, ResolveError> {
    let mp = top.value("mp")?;
    let points = top.value("points")?;
    let events = coc7::spend_magic(mp, points);
    let from_mp = points.min(mp);
    Ok(json!({
        "mp": mp - from_mp,
        "hp_lost": points - from_mp,
        "events": events_json(&events),
    }))
}

fn improvement(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let skills = top
        .require("skills")?
        .as_object()
        .ok_or_else(|| top.bad("skills", "coc7-expected-skills"))?;
    let mut results = Vec::new();
    let mut events = Vec::new();
    let mut sanity = 0;
    for (name, v) in skills {
        let field = format!("skills.{name}");
        let value = v
            .as_u64()
            .filter(|n| *n <= MAX_VALUE as u64)
            .ok_or_else(|| ResolveError::bad_field(&field, "coc7-expected-value"))?
            as u32;
        let imp = coc7::improvement_check(value, dice).map_err(|e| rules_error(e, &field))?;
        if imp.improved {
            events.push(Event::SkillImproved {
                skill: name.clone(),
                amount: imp.gain,
            });
        }
        if imp.sanity > 0 {
            events.push(Event::SanityGained { amount: imp.sanity });
        }
        sanity += imp.sanity;
        results.push(json!({
            "skill": name, "value": value, "roll": imp.roll, "improved": imp.improved,
            "gain": imp.gain, "after": value + imp.gain, "sanity": imp.sanity,
        }));
    }
    events.push(Event::TicksCleared);
    let mut out = Map::new();
    out.insert("skills".into(), Value::Array(results));
    out.insert("sanity".into(), json!(sanity));
    if let Some(luck) = top.opt_value("luck")? {
        let (roll, gain) = coc7::luck_recovery(luck, dice).map_err(|e| rules_error(e, "luck"))?;
        if gain > 0 {
            events.push(Event::LuckGained { amount: gain });
        }
        out.insert(
            "luck_recovery".into(),
            json!({"roll": roll, "gain": gain, "luck": luck + gain}),
        );
    }
    out.insert("events".into(), events_json(&events));
    Ok(Value::Object(out))
}

// ---------------------------------------------------------------------------------
// Sanity.

fn sanity(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let san = top.value("san")?;
    let int = top.value("int")?;
    let loss_text = top.str("loss")?;
    let loss = SanityLoss::parse(loss_text).map_err(|e| rules_error(e, "loss"))?;
    let state = SanityState {
        san,
        int,
        day_start_san: top.opt_value("day_start_san")?.unwrap_or(san),
        lost_today: top.opt_value("lost_today")?.unwrap_or(0),
    };
    let already = top.bool("indefinite")?;
    let want = want_odds(top)?;
    let r = coc7::sanity_roll(state, &loss, dice).map_err(|e| rules_error(e, "loss"))?;
    let mut out = Map::new();
    out.insert("success".into(), json!(r.success()));
    out.insert("lost".into(), json!(r.lost));
    out.insert("san".into(), json!(r.san));
    out.insert("insanity".into(), json!(r.bout.as_str()));
    if let coc7::Bout::Temporary { hours } = r.bout {
        out.insert("hours".into(), json!(hours));
    }
    out.insert("indefinite".into(), json!(r.indefinite));
    out.insert("permanent".into(), json!(r.permanent));
    out.insert("total".into(), json!(r.roll.total()));
    out.insert("level".into(), json!(r.roll.level.as_str()));
    out.insert("loss".into(), json!(loss.to_string()));
    out.insert("rolled_loss".into(), json!(r.rolled_loss));
    if let Some(i) = &r.int_roll {
        out.insert("int_roll".into(), Value::Object(roll_json(i)));
    }
    out.insert("lost_today".into(), json!(state.lost_today + r.lost));
    out.insert(
        "events".into(),
        events_json(&coc7::sanity_events(&r, already)),
    );
    if want {
        let o = odds::sanity_odds(san, &loss).map_err(|e| rules_error(e, "loss"))?;
        out.insert(
            "odds".into(),
            json!({"success": p(&o.success), "lost": dist_json(&o.lost)}),
        );
    }
    Ok(Value::Object(out))
}

fn reality_check(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let san = top.value("san")?;
    let want = want_odds(top)?;
    let c = coc7::reality_check(san, dice).map_err(|e| rules_error(e, "san"))?;
    let mut out = roll_json(&c);
    out.insert("sees_through".into(), json!(coc7::sees_through(&c)));
    if want {
        out.insert(
            "odds".into(),
            level_odds_json(&odds::check_odds(san, Difficulty::Regular, Modifiers::NONE)),
        );
    }
    Ok(Value::Object(out))
}

/// N3: a phobia, a mania or a backstory change, only while temporarily insane.
fn insanity_effect(top: &Obj<'_>) -> Result<Value, ResolveError> {
    let mind = coc7::Mind {
        temporary_hours: top.opt_value("temporary_hours")?,
        ..coc7::Mind::default()
    };
    let text = top.str("text")?.to_owned();
    let effect = match top.str("effect")? {
        "phobia" => coc7::InsanityEffect::Phobia(text),
        "mania" => coc7::InsanityEffect::Mania(text),
        "backstory" => coc7::InsanityEffect::Backstory(top.str("heading")?.to_owned(), text),
        _ => return Err(top.bad("effect", "coc7-expected-effect")),
    };
    let events =
        coc7::insanity_effect(&mind, effect).map_err(|e| rules_error(e, "temporary_hours"))?;
    Ok(json!({"events": events_json(&events)}))
}

// ---------------------------------------------------------------------------------
// Combat.

/// A weapon field: a K4 name (`"small_knife"`) or a dice expression; the impaling flag
/// of a named weapon unless `impaling` says otherwise.
fn blow(o: &Obj<'_>, default_weapon: &str, default_db: &str) -> Result<Blow, ResolveError> {
    let text = o.opt_str("weapon")?.unwrap_or(default_weapon);
    let (weapon, named_impaling, adds_db) = match coc7::weapon(text) {
        Some(w) => (
            parse_expression(w.damage, &o.name("weapon"))?,
            w.impaling,
            w.adds_db,
        ),
        None => (parse_expression(text, &o.name("weapon"))?, false, true),
    };
    let db = if adds_db {
        o.expression("db", Some(default_db))?
    } else {
        o.expression("db", Some("0"))?
    };
    let impaling = match o.get("impaling") {
        None => named_impaling,
        Some(_) => o.bool("impaling")?,
    };
    Ok(Blow::new(weapon, db, impaling))
}

fn defender(top: &Obj<'_>) -> Result<Defender, ResolveError> {
    let d = top.object("defender", "coc7-expected-side")?;
    let response = match d.opt_str("response")? {
        None | Some("dodge") => Response::Dodge,
        Some("fight_back") => Response::FightBack(blow(&d, "1D3", "0")?),
        Some(_) => return Err(d.bad("response", "coc7-expected-response")),
    };
    Ok(Defender {
        value: d.value("value")?,
        response,
        modifiers: d.modifiers()?,
    })
}

fn melee(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let a = top.object("attacker", "coc7-expected-side")?;
    let mut attacker = Attacker {
        value: a.value("value")?,
        blow: blow(&a, "1D3", "0")?,
        modifiers: a.modifiers()?,
    };
    let defender = defender(top)?;
    let d = top.object("defender", "coc7-expected-side")?;
    let tracked = defended_field(&d)?;
    if let Some(true) = tracked {
        attacker.modifiers.bonus = attacker
            .modifiers
            .bonus
            .saturating_add(coc7::outnumbered_bonus(true, false));
    }
    let want = want_odds(top)?;
    let m = coc7::melee(&attacker, &defender, dice).map_err(|e| rules_error(e, "attacker"))?;
    let mut out = Map::new();
    if tracked.is_some() {
        // K9's state after the exchange: the defender has now fought back or dodged.
        out.insert("defended".into(), json!(true));
        out.insert(
            "outnumbered_bonus".into(),
            json!(coc7::outnumbered_bonus(tracked == Some(true), false)),
        );
    }
    out.insert("winner".into(), json!(melee_winner(m.winner)));
    out.insert(
        "damage".into(),
        json!(m.damage.as_ref().map_or(0, |d| d.amount)),
    );
    out.insert(
        "extreme".into(),
        json!(m.damage.as_ref().is_some_and(|d| d.extreme)),
    );
    out.insert("attacker".into(), Value::Object(roll_json(&m.attack)));
    out.insert("defender".into(), Value::Object(roll_json(&m.defence)));
    if want {
        let o = odds::melee_odds(&attacker, &defender).map_err(|e| rules_error(e, "attacker"))?;
        let mut w = win_odds_json(&o.winner, "attacker", "defender");
        w["extreme"] = p(&o.extreme);
        w["damage"] = dist_json(&o.damage);
        out.insert("odds".into(), w);
    }
    Ok(Value::Object(out))
}

/// K9's state of a defender: `defended` (already fought back or dodged this round),
/// or its older name `outnumbered`; `None` when neither is given.
fn defended_field(d: &Obj<'_>) -> Result<Option<bool>, ResolveError> {
    let mut out = None;
    for key in ["defended", "outnumbered"] {
        if d.get(key).is_some() {
            out = Some(out.unwrap_or(false) || d.bool(key)?);
        }
    }
    Ok(out)
}

fn melee_winner(w: Winner) -> &'static str {
    match w {
        Winner::A => "attacker",
        Winner::B => "defender",
        Winner::None => "none",
    }
}

fn maneuver(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let a = top.object("attacker", "coc7-expected-side")?;
    let mut attacker = Attacker {
        value: a.value("value")?,
        blow: Blow::unarmed(),
        modifiers: a.modifiers()?,
    };
    let build = a.int("build", -10, 100, "coc7-expected-value")? as i32;
    let defender = defender(top)?;
    let d = top.object("defender", "coc7-expected-side")?;
    let target = d.int("build", -10, 100, "coc7-expected-value")? as i32;
    let tracked = defended_field(&d)?;
    let bonus = coc7::outnumbered_bonus(tracked == Some(true), false);
    attacker.modifiers.bonus = attacker.modifiers.bonus.saturating_add(bonus);
    let want = want_odds(top)?;
    let m = coc7::maneuver(&attacker, build, &defender, target, dice)
        .map_err(|e| rules_error(e, "defender.build"))?;
    let mut out = json!({
        "success": m.success,
        "winner": melee_winner(m.winner),
        "build_penalty": m.build_penalty,
        "damage": m.damage.as_ref().map_or(0, |d| d.amount),
        "attacker": roll_json(&m.attack),
        "defender": roll_json(&m.defence),
    });
    if tracked.is_some() {
        out["defended"] = json!(true);
        out["outnumbered_bonus"] = json!(bonus);
    }
    if want {
        // The exchange as rolled: the attacker with its Build penalty dice (K8).
        let rolled = Attacker {
            modifiers: attacker.modifiers.plus(Modifiers::new(0, m.build_penalty)),
            ..attacker
        };
        let o = odds::melee_odds(&rolled, &defender).map_err(|e| rules_error(e, "attacker"))?;
        out["odds"] = win_odds_json(&o.winner, "attacker", "defender");
    }
    Ok(out)
}

fn firearms(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let value = top.value("value")?;
    let blow = blow(top, "handgun", "0")?;
    let shots = top
        .opt_int("shots", 1, 3, "coc7-expected-shots")?
        .unwrap_or(1) as u32;
    let ammo_left = match top.opt_int("ammo", 0, MAX_VALUE, "coc7-expected-ammo")? {
        Some(a) => Some(coc7::spend_ammo(a as u32, shots).map_err(|e| rules_error(e, "shots"))?),
        None => None,
    };
    let range = match top.opt_str("range")? {
        None => Range::Base,
        Some(r) => Range::from_name(r).ok_or_else(|| top.bad("range", "coc7-expected-range"))?,
    };
    let dive = match top.opt_value("dodge")? {
        Some(dodge) => {
            Some(coc7::dive_for_cover(dodge, dice).map_err(|e| rules_error(e, "dodge"))?)
        }
        None => None,
    };
    let firing = Firing {
        value,
        blow,
        shots,
        point_blank: top.bool("point_blank")?,
        target_dived: top.bool("target_dived")? || dive.as_ref().is_some_and(Check::success),
        range,
        modifiers: top.modifiers()?,
    };
    let want = want_odds(top)?;
    let shots = coc7::fire(&firing, dice).map_err(|e| rules_error(e, "weapon"))?;
    let total: u32 = shots
        .iter()
        .filter_map(|s| s.damage.as_ref())
        .map(|d| d.amount)
        .sum();
    let list: Vec<Value> = shots
        .iter()
        .map(|s| {
            let mut m = roll_json(&s.roll);
            m.insert(
                "damage".into(),
                json!(s.damage.as_ref().map_or(0, |d| d.amount)),
            );
            m.insert(
                "extreme".into(),
                json!(s.damage.as_ref().is_some_and(|d| d.extreme)),
            );
            Value::Object(m)
        })
        .collect();
    let m = firing.modifiers();
    let mut out = Map::new();
    if let Some(d) = &dive {
        out.insert("dive".into(), Value::Object(roll_json(d)));
    }
    out.insert("shots".into(), Value::Array(list));
    out.insert("damage".into(), json!(total));
    if let Some(a) = ammo_left {
        out.insert("ammo".into(), json!(a));
    }
    out.insert("difficulty".into(), json!(range.difficulty().as_str()));
    out.insert("net_dice".into(), json!(m.net()));
    if want {
        out.insert(
            "odds".into(),
            level_odds_json(&odds::check_odds(value, range.difficulty(), m)),
        );
    }
    Ok(Value::Object(out))
}

fn initiative(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let list = top
        .require("combatants")?
        .as_array()
        .filter(|l| !l.is_empty() && l.len() <= MAX_LIST)
        .ok_or_else(|| top.bad("combatants", "coc7-expected-combatants"))?;
    let mut combatants = Vec::new();
    for (i, c) in list.iter().enumerate() {
        let path = format!("combatants[{i}]");
        let o = c
            .as_object()
            .map(|m| Obj::of(m, path.clone()))
            .ok_or_else(|| ResolveError::bad_field(&path, "coc7-expected-combatants"))?;
        combatants.push(Combatant {
            name: o.opt_str("name")?.unwrap_or_default().to_owned(),
            dex: o.value("dex")?,
            combat_skill: o.opt_value("skill")?.unwrap_or(0),
            readied_firearm: o.bool("firearm")?,
        });
    }
    let order = coc7::initiative(&combatants, dice).map_err(|e| rules_error(e, "combatants"))?;
    Ok(json!({
        "order": order,
        "names": order.iter().map(|&i| combatants[i].name.clone()).collect::<Vec<_>>(),
        "initiative": order.iter().map(|&i| combatants[i].initiative()).collect::<Vec<_>>(),
    }))
}

// ---------------------------------------------------------------------------------
// Wounds and healing.

fn health_field(top: &Obj<'_>) -> Result<Health, ResolveError> {
    let max_hp = top.value("max_hp")?;
    let hp = top.opt_value("hp")?.unwrap_or(max_hp);
    if hp > max_hp {
        return Err(top.bad("hp", "coc7-expected-value").with("max", max_hp));
    }
    Ok(Health {
        hp,
        max_hp,
        major_wound: top.bool("major_wound")?,
        unconscious: top.bool("unconscious")?,
        dying: top.bool("dying")?,
        needs_medicine: top.bool("needs_medicine")?,
        dead: top.bool("dead")?,
        first_aid_given: top.bool("first_aid_given")?,
    })
}

fn health_json(h: &Health) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("hp".into(), json!(h.hp));
    m.insert("max_hp".into(), json!(h.max_hp));
    m.insert("major_wound".into(), json!(h.major_wound));
    m.insert("unconscious".into(), json!(h.unconscious));
    m.insert("dying".into(), json!(h.dying));
    m.insert("needs_medicine".into(), json!(h.needs_medicine));
    m.insert("dead".into(), json!(h.dead));
    m.insert("first_aid_given".into(), json!(h.first_aid_given));
    m
}

fn after(h: &Health, events: &[Event]) -> Health {
    let mut h = *h;
    for e in events {
        h.apply(e);
    }
    h
}

fn damage(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let health = health_field(top)?;
    let con = top.value("con")?;
    let amount = if let Some(n) = top.opt_value("amount")? {
        n
    } else if let Some(s) = top.opt_str("severity")? {
        let sev =
            Severity::from_name(s).ok_or_else(|| top.bad("severity", "coc7-expected-severity"))?;
        sev.expression()
            .roll(dice)
            .map_err(|e| ResolveError::from(e).with("field", "severity"))?
            .total()
            .max(0) as u32
    } else if top.get("expr").is_some() {
        let e = top.expression("expr", None)?;
        e.roll(dice)
            .map_err(|e| ResolveError::from(e).with("field", "expr"))?
            .total()
            .max(0) as u32
    } else {
        return Err(ResolveError::missing_field("amount"));
    };
    let hit = coc7::take_damage(&health, amount, con, dice).map_err(|e| rules_error(e, "dead"))?;
    let mut out = health_json(&after(&health, &hit.events));
    out.insert("amount".into(), json!(amount));
    out.insert("major".into(), json!(health.is_major(amount)));
    if let Some(c) = &hit.con_roll {
        out.insert("con_roll".into(), Value::Object(roll_json(c)));
    }
    out.insert("events".into(), events_json(&hit.events));
    Ok(Value::Object(out))
}

fn heal(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let health = health_field(top)?;
    let (roll, events) = match top.str("treatment")? {
        "first_aid" | "medicine" => {
            let t = if top.str("treatment")? == "first_aid" {
                Treatment::FirstAid
            } else {
                Treatment::Medicine
            };
            let skill = top.value("skill")?;
            // Medicine takes an hour with equipment and supplies (H7): the request says so.
            let equipped = t == Treatment::FirstAid || {
                top.require("equipment")?;
                top.bool("equipment")?
            };
            let field = if equipped { "treatment" } else { "equipment" };
            let (c, e) = coc7::treat_with(&health, t, skill, equipped, dice)
                .map_err(|e| rules_error(e, field))?;
            (Some(c), e)
        }
        "day" => (
            None,
            coc7::heal_day(&health).map_err(|e| rules_error(e, "treatment"))?,
        ),
        "week" => {
            let con = top.value("con")?;
            coc7::heal_week(&health, con, dice).map_err(|e| rules_error(e, "treatment"))?
        }
        "dying_round" => {
            let con = top.value("con")?;
            let (c, e) =
                coc7::dying_round(&health, con, dice).map_err(|e| rules_error(e, "treatment"))?;
            (Some(c), e)
        }
        _ => return Err(top.bad("treatment", "coc7-expected-treatment")),
    };
    let mut out = health_json(&after(&health, &events));
    if let Some(c) = &roll {
        out.insert("roll".into(), Value::Object(roll_json(c)));
        if want_odds(top)? {
            out.insert(
                "odds".into(),
                level_odds_json(&odds::check_odds(
                    c.value,
                    Difficulty::Regular,
                    Modifiers::NONE,
                )),
            );
        }
    }
    out.insert("events".into(), events_json(&events));
    Ok(Value::Object(out))
}

// ---------------------------------------------------------------------------------
// Investigators.

fn investigator(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let characteristics = sheet::characteristics_field(top, "characteristics")?;
    let method = match top.opt_str("method")? {
        None | Some("quickstart") => Method::QuickStart,
        Some("rolled") => Method::Rolled,
        Some(_) => return Err(top.bad("method", "coc7-expected-method")),
    };
    let occupation_skills = top
        .require("occupation_skills")?
        .as_object()
        .ok_or_else(|| top.bad("occupation_skills", "coc7-expected-skills"))?
        .iter()
        .map(|(k, v)| {
            v.as_u64()
                .filter(|n| *n <= MAX_VALUE as u64)
                .map(|n| (k.clone(), n as u32))
                .ok_or_else(|| {
                    ResolveError::bad_field(
                        &format!("occupation_skills.{k}"),
                        "coc7-expected-value",
                    )
                })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let interests = top
        .require("interests")?
        .as_array()
        .ok_or_else(|| top.bad("interests", "coc7-expected-names"))?
        .iter()
        .enumerate()
        .map(|(i, v)| {
            v.as_str().map(str::to_owned).ok_or_else(|| {
                ResolveError::bad_field(&format!("interests[{i}]"), "coc7-expected-skill")
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let occupation = top.opt_str("occupation")?.map(str::to_owned);
    let name = top.opt_str("name")?.unwrap_or_default().to_owned();
    let given_luck = top.opt_value("luck")?;
    // Validate before rolling Luck, so a bad draft consumes no dice.
    let mut draft = Draft {
        name,
        characteristics,
        method,
        occupation,
        occupation_skills,
        interests,
        luck: given_luck.unwrap_or(0),
    };
    coc7::Investigator::create(&draft).map_err(creation_error)?;
    if given_luck.is_none() {
        draft.luck = coc7::roll_luck(dice).map_err(|e| rules_error(e, "luck"))?;
    }
    let created = coc7::Investigator::create(&draft).map_err(creation_error)?;
    let inv = &created.investigator;
    let db = inv.damage_bonus();
    let lang = top
        .get("lang")
        .and_then(Value::as_str)
        .unwrap_or(keeper_i18n::FALLBACK_LANGUAGE);
    let warnings: Vec<Value> = created
        .warnings
        .iter()
        .map(|w| json!(keeper_i18n::Catalogue::global().format(lang, &w.message())))
        .collect();
    let mut skills = Map::new();
    for s in inv.skills() {
        skills.insert(s.name.clone(), json!(s.value));
    }
    Ok(json!({
        "hp": inv.health().max_hp,
        "mp": inv.mp(),
        "san": inv.san(),
        "luck": inv.luck(),
        "db": db.db,
        "build": db.build,
        "skills": skills,
        "credit_band": inv.credit_band().as_str(),
        "warnings": warnings,
        "max_san": inv.max_san(),
        "sheet": sheet::sheet_json(inv, &[]),
    }))
}

/// C2's rolled method, and Luck (C4) unless `roll_luck` is false (the Luck is known:
/// no dice are spent on it, and the result has no `luck`).
fn roll_characteristics(top: &Obj<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let roll_luck = match top.get("roll_luck") {
        None => true,
        Some(_) => top.bool("roll_luck")?,
    };
    let c = coc7::Characteristics::roll(dice).map_err(|e| rules_error(e, "characteristics"))?;
    let mut chars = Map::new();
    for k in coc7::Characteristic::ALL {
        chars.insert(k.as_str().into(), json!(c.get(k)));
    }
    let mut out = Map::new();
    out.insert("characteristics".into(), Value::Object(chars));
    if roll_luck {
        out.insert(
            "luck".into(),
            json!(coc7::roll_luck(dice).map_err(|e| rules_error(e, "luck"))?),
        );
    }
    Ok(Value::Object(out))
}

fn creation_error(e: coc7::CreationError) -> ResolveError {
    let first = e.issues[0].field.clone();
    let issues: Vec<Value> = e
        .issues
        .iter()
        .map(|i| json!({"field": i.field, "rule": i.rule, "message": i.to_string()}))
        .collect();
    ResolveError::new(
        Code::BadField,
        Message::new("coc7-error-creation").text("issues", e.to_string()),
    )
    .with("field", first)
    .with("issues", Value::Array(issues))
}
