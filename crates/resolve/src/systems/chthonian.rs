//! `system: "chthonian"`: the d12 + Traits rolls of Chthonian, Terrible Insight and
//! Nodules (rules in `docs/rules/chthonian.md`, engine in keeper-chthonian).
//!
//! The spec's actions (`roll`, `contest`, `insight`) keep their fields and results
//! exactly; everything else is an extension documented in `docs/protocol.md`. Every
//! action is stateless: the state it needs (TI, the Nodule pool, a sheet) comes in the
//! request, and what changed comes back as `events` a table can store and replay.

use keeper_chthonian::{
    self as ch, AUTHORSHIP_MAJOR, AUTHORSHIP_MODEST, Combine, Counted, Difficulty, Event,
    Excursionist, Factor, NoduleKind, NoduleUse, Outcome, Settings, SplitSide, StandardRoll, Style,
    TieBreak, TiePolicy, Toward, Trait, odds,
};
use keeper_dice::DiceSource;
use keeper_i18n::Localize;
use num_rational::BigRational;
use serde_json::{Map, Value, json};

use crate::error::{Code, ResolveError};
use crate::request::check_sheet_header;
use crate::{Request, System};

pub(crate) struct Chthonian;

const ACTIONS: &[&str] = &[
    "roll",
    "contest",
    "insight",
    "complex",
    "cooperative",
    "split",
    "insight_roll",
    "recovery",
    "treatment",
    "nodule",
    "story_start",
    "story_end",
    "sheet",
];

/// The largest Trait rating, Difficulty, Outcome or TI accepted: far beyond play,
/// small enough that no sum can overflow.
const MAX_NUMBER: i64 = 1_000_000;
/// Most Traits in one list.
const MAX_TRAITS: usize = 1_000;
/// Most sides of a contest or helpers of a cooperative roll.
const MAX_SIDES: usize = 100;
/// Most events in a sheet.
const MAX_EVENTS: usize = 100_000;

/// The sheet format's name and version (see `docs/protocol.md`).
const SHEET_FORMAT: &str = "keeper-chthonian-sheet";
const SHEET_VERSION: i64 = 1;

impl System for Chthonian {
    fn resolve(&self, req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
        match req.action() {
            "roll" => roll(req, dice),
            "contest" => contest(req, dice),
            "insight" => insight(req),
            "complex" => complex(req, dice),
            "cooperative" => cooperative(req, dice),
            "split" => split(req, dice),
            "insight_roll" => check(req, dice, CheckKind::Insight),
            "recovery" => check(req, dice, CheckKind::Recovery),
            "treatment" => check(req, dice, CheckKind::Treatment),
            "nodule" => nodule(req, dice),
            "story_start" => story_start(req),
            "story_end" => story_end(req),
            "sheet" => sheet(req),
            other => Err(ResolveError::unknown_action("chthonian", other, ACTIONS)),
        }
    }
}

// ---------------------------------------------------------------------------------
// Actions.

fn roll(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let traits = traits_field(req.get("traits"), "traits")?;
    let difficulty = Difficulty(required_int(req, "difficulty", -MAX_NUMBER, MAX_NUMBER)?);
    let as_trait = as_trait(req)?;
    let want_odds = want_odds(req)?;
    let roll = ch::standard_roll(&traits, difficulty, dice).map_err(chthonian_error)?;
    let mut out = standard_json(&roll);
    if let Some((name, bearing)) = as_trait {
        out.insert(
            "trait".into(),
            trait_json(&roll.outcome().into_trait(name, bearing)),
        );
    }
    if want_odds {
        out.insert("odds".into(), roll_odds_json(roll.modifier, difficulty));
    }
    Ok(Value::Object(out))
}

fn contest(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let sides = sides_field(req, "sides", false)?;
    let tie = tie_field(req)?;
    let want_odds = want_odds(req)?;
    let traits: Vec<Vec<Trait>> = sides.iter().map(|s| s.roll_traits.clone()).collect();
    let c = ch::contest(&traits, tie, dice).map_err(chthonian_error)?;
    let mut out = Map::new();
    out.insert(
        "results".into(),
        json!(c.sides.iter().map(ch::SideRoll::total).collect::<Vec<_>>()),
    );
    out.insert("winner".into(), json!(c.winner));
    out.insert("outcome".into(), json!(c.outcome.value()));
    out.insert(
        "rolls".into(),
        json!(c.sides.iter().map(|s| s.die).collect::<Vec<_>>()),
    );
    out.insert("tie_break".into(), tie_break_json(c.tie_break));
    out.insert("rerolls".into(), rerolls_json(&c.rerolls));
    out.insert(
        "sides".into(),
        Value::Array(c.sides.iter().map(|s| counted_json(&s.traits)).collect()),
    );
    if want_odds {
        let mods: Vec<i64> = c.sides.iter().map(|s| s.traits.total()).collect();
        out.insert(
            "odds".into(),
            contest_odds_json(&odds::contest_odds(&mods, tie)),
        );
    }
    Ok(Value::Object(out))
}

fn insight(req: &Request<'_>) -> Result<Value, ResolveError> {
    let ti = ti_field(req, "ti")?;
    let settings = settings_field(req)?;
    Ok(json!({
        "practicality": settings.practicality(ti),
        "cognizance": settings.cognizance(ti),
        "ti": ti,
        "style": settings.style.as_str(),
    }))
}

fn complex(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let sides = sides_field(req, "sides", false)?;
    let difficulty = Difficulty(required_int(req, "difficulty", -MAX_NUMBER, MAX_NUMBER)?);
    let tie = tie_field(req)?;
    let want_odds = want_odds(req)?;
    let traits: Vec<Vec<Trait>> = sides.iter().map(|s| s.roll_traits.clone()).collect();
    let c = ch::complex_contest(&traits, difficulty, tie, dice).map_err(chthonian_error)?;
    let mut out = Map::new();
    out.insert(
        "results".into(),
        json!(
            c.rolls
                .iter()
                .map(|r| r.outcome().value())
                .collect::<Vec<_>>()
        ),
    );
    out.insert("winner".into(), json!(c.winner));
    out.insert("outcome".into(), json!(c.outcome.map(Outcome::value)));
    out.insert(
        "rolls".into(),
        json!(c.rolls.iter().map(|r| r.die).collect::<Vec<_>>()),
    );
    out.insert(
        "totals".into(),
        json!(c.rolls.iter().map(StandardRoll::total).collect::<Vec<_>>()),
    );
    out.insert("tie_break".into(), tie_break_json(c.tie_break));
    out.insert("rerolls".into(), rerolls_json(&c.rerolls));
    out.insert(
        "sides".into(),
        Value::Array(c.rolls.iter().map(|r| counted_json(&r.traits)).collect()),
    );
    if want_odds {
        let mods: Vec<i64> = c.rolls.iter().map(|r| r.modifier).collect();
        out.insert(
            "odds".into(),
            contest_odds_json(&odds::complex_odds(&mods, difficulty, tie)),
        );
    }
    Ok(Value::Object(out))
}

fn cooperative(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let helpers = list_field(
        req.get("helpers"),
        "helpers",
        1,
        MAX_SIDES,
        "chthonian-expected-helpers",
    )?
    .ok_or_else(|| ResolveError::missing_field("helpers"))?;
    let helpers = helpers
        .iter()
        .enumerate()
        .map(|(i, h)| side_traits(h, &format!("helpers[{i}]"), "traits"))
        .collect::<Result<Vec<_>, _>>()?;
    let difficulty = Difficulty(required_int(req, "difficulty", -MAX_NUMBER, MAX_NUMBER)?);
    let combine = match opt_str(req, "combine")? {
        None | Some("best") => Combine::Best,
        Some("worst") => Combine::Worst,
        Some("sum") => Combine::Sum,
        Some(_) => {
            return Err(ResolveError::bad_field(
                "combine",
                "chthonian-expected-combine",
            ));
        }
    };
    let want_odds = want_odds(req)?;
    let roll =
        ch::cooperative_roll(&helpers, combine, difficulty, dice).map_err(chthonian_error)?;
    let mut out = standard_json(&roll);
    out.insert("combine".into(), json!(combine_name(combine)));
    if want_odds {
        out.insert("odds".into(), roll_odds_json(roll.modifier, difficulty));
    }
    Ok(Value::Object(out))
}

fn split(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let want_odds = want_odds(req)?;
    if req.get("sides").is_some() {
        let sides = sides_field(req, "sides", true)?;
        let tie = tie_field(req)?;
        let s = ch::split_contest(&sides, tie, dice).map_err(chthonian_error)?;
        let c = &s.contest;
        let mut out = Map::new();
        out.insert(
            "results".into(),
            json!(c.sides.iter().map(ch::SideRoll::total).collect::<Vec<_>>()),
        );
        out.insert("winner".into(), json!(c.winner));
        out.insert("outcome".into(), json!(c.outcome.value()));
        out.insert(
            "final_outcome".into(),
            json!(s.final_outcome.map(Outcome::value)),
        );
        out.insert(
            "rolls".into(),
            json!(c.sides.iter().map(|s| s.die).collect::<Vec<_>>()),
        );
        out.insert("tie_break".into(), tie_break_json(c.tie_break));
        out.insert("rerolls".into(), rerolls_json(&c.rerolls));
        let sides: Vec<Value> = c
            .sides
            .iter()
            .zip(&s.outcome_traits)
            .map(|(side, ot)| {
                let mut m = counted_map(&side.traits);
                m.insert(
                    "outcome_traits".into(),
                    json!(ot.counted.iter().map(trait_json).collect::<Vec<_>>()),
                );
                m.insert(
                    "outcome_ignored".into(),
                    json!(ot.ignored.iter().map(trait_json).collect::<Vec<_>>()),
                );
                Value::Object(m)
            })
            .collect();
        out.insert("sides".into(), Value::Array(sides));
        if want_odds {
            let mods: Vec<i64> = c.sides.iter().map(|s| s.traits.total()).collect();
            out.insert(
                "odds".into(),
                contest_odds_json(&odds::contest_odds(&mods, tie)),
            );
        }
        return Ok(Value::Object(out));
    }
    let side = SplitSide {
        roll_traits: traits_field(req.get("traits"), "traits")?,
        outcome_traits: traits_field(req.get("outcome_traits"), "outcome_traits")?,
    };
    let protection = traits_field(req.get("protection"), "protection")?;
    let difficulty = Difficulty(required_int(req, "difficulty", -MAX_NUMBER, MAX_NUMBER)?);
    let s = ch::split_roll(&side, &protection, difficulty, dice).map_err(chthonian_error)?;
    let mut out = standard_json(&s.roll);
    out.insert(
        "final_outcome".into(),
        json!(s.final_outcome.map(Outcome::value)),
    );
    out.insert(
        "outcome_traits".into(),
        Value::Object(counted_map(&s.outcome_traits)),
    );
    out.insert(
        "protection".into(),
        Value::Object(counted_map(&s.protection)),
    );
    if want_odds {
        out.insert("odds".into(), roll_odds_json(s.roll.modifier, difficulty));
    }
    Ok(Value::Object(out))
}

#[derive(Clone, Copy)]
enum CheckKind {
    Insight,
    Recovery,
    Treatment,
}

fn check(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
    kind: CheckKind,
) -> Result<Value, ResolveError> {
    let ti = ti_field(req, "ti")?;
    let settings = settings_field(req)?;
    let difficulty = Difficulty(required_int(req, "difficulty", -MAX_NUMBER, MAX_NUMBER)?);
    let (amount_field, default) = match kind {
        CheckKind::Insight => ("gain", 1),
        CheckKind::Recovery | CheckKind::Treatment => ("loss", 1),
    };
    let amount = req.opt_int(amount_field, 0, MAX_NUMBER)?.unwrap_or(default) as u32;
    let other = traits_field(req.get("traits"), "traits")?;
    let want_odds = want_odds(req)?;
    let ex = excursionist_with(ti, None);
    let check = match kind {
        CheckKind::Insight => ex.insight_roll(&settings, difficulty, amount, &other, dice),
        CheckKind::Recovery => ex.social_recovery(&settings, difficulty, amount, &other, dice),
        CheckKind::Treatment => ex.treatment(&settings, difficulty, amount, &other, dice),
    }
    .map_err(chthonian_error)?;
    let mut after = ex.clone();
    after.apply_all(&check.events);
    let mut out = standard_json(&check.roll);
    out.insert("practicality".into(), json!(settings.practicality(ti)));
    out.insert("ti".into(), json!(after.insight()));
    out.insert("events".into(), events_json(&check.events));
    if want_odds {
        out.insert(
            "odds".into(),
            roll_odds_json(check.roll.modifier, difficulty),
        );
    }
    Ok(Value::Object(out))
}

fn nodule(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let ti = ti_field(req, "ti")?;
    let settings = settings_field(req)?;
    // Absent or `null`: no Story is running, so there is no pool to spend from (I4).
    let nodules = opt_pool(req)?;
    let kind = req.str("use")?;
    let spent = match kind {
        "automatic_success" => NoduleUse::AutomaticSuccess {
            outcome: Outcome(required_int(req, "outcome", 0, MAX_NUMBER)?),
        },
        "authorship" => NoduleUse::Authorship {
            difficulty: authorship_difficulty(req)?,
        },
        "fortune" => NoduleUse::Fortune {
            difficulty: Difficulty(required_int(req, "difficulty", -MAX_NUMBER, MAX_NUMBER)?),
        },
        "shift" => NoduleUse::Shift(match req.str("toward")? {
            "practicality" => Toward::Practicality,
            "cognizance" => Toward::Cognizance,
            _ => {
                return Err(ResolveError::bad_field(
                    "toward",
                    "chthonian-expected-toward",
                ));
            }
        }),
        _ => return Err(ResolveError::bad_field("use", "chthonian-expected-use")),
    };
    let other = traits_field(req.get("traits"), "traits")?;
    let target = match (spent, req.get("target")) {
        (NoduleUse::Fortune { .. }, Some(t)) => Some(side_traits(t, "target", "traits")?),
        _ => None,
    };
    let want_odds = want_odds(req)?;
    let ex = excursionist_with(ti, nodules);
    match nodules {
        None => return Err(chthonian_error(ch::Error::NoStory)),
        Some(0) => return Err(chthonian_error(ch::Error::NoNodules)),
        Some(_) => {}
    }
    let mut out = Map::new();
    // The other character's roll comes first: it is what the Fortune brought about.
    if let (NoduleUse::Fortune { difficulty }, Some(traits)) = (spent, &target) {
        let roll = ch::standard_roll(traits, difficulty, dice).map_err(chthonian_error)?;
        out.insert("target".into(), Value::Object(standard_json(&roll)));
    }
    let spend = ex
        .spend_nodule(&settings, spent, &other, dice)
        .map_err(chthonian_error)?;
    let mut after = ex.clone();
    after.apply_all(&spend.events);
    out.insert("use".into(), json!(spent.kind().as_str()));
    out.insert("nodules".into(), json!(after.nodules().unwrap_or(0)));
    out.insert("ti".into(), json!(after.insight()));
    if let Some(roll) = &spend.follow_up {
        let mut f = standard_json(roll);
        if want_odds {
            f.insert(
                "odds".into(),
                roll_odds_json(roll.modifier, roll.difficulty),
            );
        }
        out.insert("follow_up".into(), Value::Object(f));
    }
    out.insert("events".into(), events_json(&spend.events));
    Ok(Value::Object(out))
}

fn authorship_difficulty(req: &Request<'_>) -> Result<Difficulty, ResolveError> {
    if req.get("difficulty").is_some() {
        return Ok(Difficulty(required_int(
            req,
            "difficulty",
            -MAX_NUMBER,
            MAX_NUMBER,
        )?));
    }
    match req.get("size") {
        None => Err(ResolveError::missing_field("difficulty")),
        Some(v) => match v.as_str() {
            Some("modest") => Ok(AUTHORSHIP_MODEST),
            Some("major") => Ok(AUTHORSHIP_MAJOR),
            _ => Err(ResolveError::bad_field("size", "chthonian-expected-size")),
        },
    }
}

/// Starts a Story (I4): the pool is the TI now. `nodules`, when given, is the pool of a
/// Story still running, which ends first.
fn story_start(req: &Request<'_>) -> Result<Value, ResolveError> {
    let ti = ti_field(req, "ti")?;
    let running = opt_pool(req)?;
    let mut ex = excursionist_with(ti, running);
    let events = ex.start_story();
    ex.apply_all(&events);
    Ok(json!({"nodules": ex.nodules(), "ti": ti, "events": events_json(&events)}))
}

/// Ends the Story (I4): the pool `nodules` is gone; `null` or absent, no Story is
/// running and nothing happens.
fn story_end(req: &Request<'_>) -> Result<Value, ResolveError> {
    let running = opt_pool(req)?;
    let mut ex = excursionist_with(0, running);
    let events = ex.end_story();
    ex.apply_all(&events);
    Ok(json!({
        "nodules": ex.nodules(),
        "unspent": running.unwrap_or(0),
        "events": events_json(&events),
    }))
}

/// `nodules`, the pool of the Story running: a whole number from 0, or absent or
/// `null` when no Story is running.
fn opt_pool(req: &Request<'_>) -> Result<Option<u32>, ResolveError> {
    req.get("nodules")
        .map(|v| int_value(v, "nodules", 0, MAX_NUMBER).map(|n| n as u32))
        .transpose()
}

fn sheet(req: &Request<'_>) -> Result<Value, ResolveError> {
    let sheet = req
        .get("sheet")
        .ok_or_else(|| ResolveError::missing_field("sheet"))?;
    let obj = sheet
        .as_object()
        .ok_or_else(|| ResolveError::bad_field("sheet", "chthonian-expected-sheet"))?;
    let get = |k: &str| obj.get(k).filter(|v| !v.is_null());
    check_sheet_header(
        obj,
        (SHEET_FORMAT, "chthonian-expected-format"),
        (SHEET_VERSION, "chthonian-expected-version"),
    )?;
    let name = match get("name") {
        None => return Err(ResolveError::missing_field("sheet.name")),
        Some(v) => v
            .as_str()
            .ok_or_else(|| ResolveError::bad_field("sheet.name", "resolve-expected-string"))?,
    };
    let style = match get("style") {
        None => return Err(ResolveError::missing_field("sheet.style")),
        Some(v) => style_value(v, "sheet.style")?,
    };
    let settings = factors(get("factors"), "sheet.factors", Settings::new(style))?;
    let ti = match get("ti") {
        None => 0,
        Some(v) => int_value(v, "sheet.ti", 0, MAX_NUMBER)? as u32,
    };
    let nodules = match get("nodules") {
        None => None,
        Some(v) => Some(int_value(v, "sheet.nodules", 0, MAX_NUMBER)? as u32),
    };
    let traits = traits_field(get("traits"), "sheet.traits")?;
    let events = match list_field(
        get("events"),
        "sheet.events",
        0,
        MAX_EVENTS,
        "chthonian-expected-events",
    )? {
        None => Vec::new(),
        Some(list) => list
            .iter()
            .enumerate()
            .map(|(i, e)| event_value(e, &format!("sheet.events[{i}]")))
            .collect::<Result<_, _>>()?,
    };
    let mut ex = Excursionist::new(name);
    ex.apply_all(&events_of_state(ti, nodules));
    ex.apply_all(
        &traits
            .iter()
            .map(|t| Event::TraitGained(t.clone()))
            .collect::<Vec<_>>(),
    );
    ex.apply_all(&events);
    Ok(json!({
        "name": ex.name(),
        "style": settings.style.as_str(),
        "ti": ex.insight(),
        "practicality": settings.practicality(ex.insight()),
        "cognizance": settings.cognizance(ex.insight()),
        "nodules": ex.nodules(),
        "traits": ex.traits().iter().map(trait_json).collect::<Vec<_>>(),
        "events_applied": events.len(),
    }))
}

// ---------------------------------------------------------------------------------
// The Excursionist of a stateless request.

/// An Excursionist at `ti` with, when given, a Story running with `nodules`.
fn excursionist_with(ti: u32, nodules: Option<u32>) -> Excursionist {
    let mut ex = Excursionist::new("");
    ex.apply_all(&events_of_state(ti, nodules));
    ex
}

fn events_of_state(ti: u32, nodules: Option<u32>) -> Vec<Event> {
    let mut events = Vec::new();
    if ti > 0 {
        events.push(Event::InsightGained { amount: ti });
    }
    if let Some(n) = nodules {
        events.push(Event::StoryStarted { nodules: n });
    }
    events
}

// ---------------------------------------------------------------------------------
// Reading fields.

fn chthonian_error(e: ch::Error) -> ResolveError {
    match e {
        ch::Error::Dice(s) => s.into(),
        ch::Error::NoNodules | ch::Error::NoStory => {
            ResolveError::new(Code::BadField, e.message()).with("field", "nodules")
        }
        ch::Error::NoHelpers => {
            ResolveError::new(Code::BadField, e.message()).with("field", "helpers")
        }
        _ => ResolveError::new(Code::BadField, e.message()).with("field", "sides"),
    }
}

fn required_int(req: &Request<'_>, field: &str, min: i64, max: i64) -> Result<i64, ResolveError> {
    req.opt_int(field, min, max)?
        .ok_or_else(|| ResolveError::missing_field(field))
}

fn ti_field(req: &Request<'_>, field: &str) -> Result<u32, ResolveError> {
    Ok(required_int(req, field, 0, MAX_NUMBER)? as u32)
}

fn int_value(v: &Value, field: &str, min: i64, max: i64) -> Result<i64, ResolveError> {
    v.as_i64()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| {
            ResolveError::bad_field(field, "resolve-expected-integer")
                .with("min", min)
                .with("max", max)
        })
}

fn opt_str<'a>(req: &Request<'a>, field: &str) -> Result<Option<&'a str>, ResolveError> {
    match req.get(field) {
        None => Ok(None),
        Some(_) => req.str(field).map(Some),
    }
}

fn want_odds(req: &Request<'_>) -> Result<bool, ResolveError> {
    Ok(req
        .opt_bool("odds", "chthonian-expected-bool")?
        .unwrap_or(false))
}

fn tie_field(req: &Request<'_>) -> Result<TiePolicy, ResolveError> {
    match opt_str(req, "tie")? {
        None | Some("allow") => Ok(TiePolicy::Allow),
        Some("break") => Ok(TiePolicy::Break),
        Some(_) => Err(ResolveError::bad_field("tie", "chthonian-expected-tie")),
    }
}

fn style_value(v: &Value, field: &str) -> Result<Style, ResolveError> {
    v.as_str()
        .and_then(|s| s.parse::<Style>().ok())
        .ok_or_else(|| ResolveError::bad_field(field, "chthonian-expected-style"))
}

/// `style` (required) and the optional `factors` that override its defaults.
fn settings_field(req: &Request<'_>) -> Result<Settings, ResolveError> {
    let style = style_value(
        req.get("style")
            .ok_or_else(|| ResolveError::missing_field("style"))?,
        "style",
    )?;
    factors(req.get("factors"), "factors", Settings::new(style))
}

fn factors(
    v: Option<&Value>,
    path: &str,
    mut settings: Settings,
) -> Result<Settings, ResolveError> {
    let Some(v) = v else { return Ok(settings) };
    let obj = v
        .as_object()
        .ok_or_else(|| ResolveError::bad_field(path, "chthonian-expected-factors"))?;
    for (key, value) in obj {
        let field = format!("{path}.{key}");
        let factor = factor_value(value)
            .ok_or_else(|| ResolveError::bad_field(&field, "chthonian-expected-factor"))?;
        match key.as_str() {
            "practicality" => settings.practicality = factor,
            "cognizance" => settings.cognizance = factor,
            "nodule_scale" => settings.nodule_scale = factor,
            _ => {
                return Err(ResolveError::bad_field(
                    &field,
                    "chthonian-expected-factors",
                ));
            }
        }
    }
    Ok(settings)
}

/// `2`, `"2"` or `"1/3"`, with numerator and denominator at most 1000.
fn factor_value(v: &Value) -> Option<Factor> {
    let small = |n: u64| (n <= 1000).then_some(n as u32);
    if let Some(n) = v.as_u64() {
        return Factor::new(small(n)?, 1);
    }
    let s = v.as_str()?.trim();
    let (n, d) = s.split_once('/').unwrap_or((s, "1"));
    Factor::new(
        small(n.trim().parse().ok()?)?,
        small(d.trim().parse().ok()?)?,
    )
}

/// A list field of `min..=max` items, `None` when absent.
fn list_field<'a>(
    v: Option<&'a Value>,
    field: &str,
    min: usize,
    max: usize,
    expected: &'static str,
) -> Result<Option<&'a Vec<Value>>, ResolveError> {
    match v {
        None => Ok(None),
        Some(v) => v
            .as_array()
            .filter(|l| (min..=max).contains(&l.len()))
            .map(Some)
            .ok_or_else(|| ResolveError::bad_field(field, expected)),
    }
}

/// A list of Traits (empty when absent).
fn traits_field(v: Option<&Value>, field: &str) -> Result<Vec<Trait>, ResolveError> {
    match list_field(v, field, 0, MAX_TRAITS, "chthonian-expected-traits")? {
        None => Ok(Vec::new()),
        Some(list) => list
            .iter()
            .enumerate()
            .map(|(i, t)| trait_value(t, &format!("{field}[{i}]")))
            .collect(),
    }
}

/// A Trait: a signed whole number, or `{"name", "rating", "temporary"?}`.
fn trait_value(v: &Value, field: &str) -> Result<Trait, ResolveError> {
    let bad = || ResolveError::bad_field(field, "chthonian-expected-trait");
    let rating = |r: &Value| {
        r.as_i64()
            .filter(|n| (-MAX_NUMBER..=MAX_NUMBER).contains(n))
            .ok_or_else(bad)
    };
    if v.is_number() {
        return Ok(Trait::modifier(rating(v)?));
    }
    let obj = v.as_object().ok_or_else(bad)?;
    let name = obj
        .get("name")
        .and_then(Value::as_str)
        .filter(|n| !n.trim().is_empty())
        .ok_or_else(bad)?;
    let mut t = Trait::new(name, rating(obj.get("rating").ok_or_else(bad)?)?);
    match obj.get("temporary") {
        None | Some(Value::Null) | Some(Value::Bool(false)) => {}
        Some(Value::Bool(true)) => t = t.temporary(),
        Some(_) => return Err(bad()),
    }
    Ok(t)
}

/// The Trait list `key` of a side object at `path`.
fn side_traits(v: &Value, path: &str, key: &str) -> Result<Vec<Trait>, ResolveError> {
    let obj = v
        .as_object()
        .ok_or_else(|| ResolveError::bad_field(path, "chthonian-expected-side"))?;
    traits_field(
        obj.get(key).filter(|v| !v.is_null()),
        &format!("{path}.{key}"),
    )
}

/// The `sides` of a contest: at least two (exactly two for a split contest), each
/// `{"traits", "outcome_traits"?, "name"?}`.
fn sides_field(
    req: &Request<'_>,
    field: &str,
    split: bool,
) -> Result<Vec<SplitSide>, ResolveError> {
    let (min, max, expected) = if split {
        (2, 2, "chthonian-expected-split-sides")
    } else {
        (2, MAX_SIDES, "chthonian-expected-sides")
    };
    let list = list_field(req.get(field), field, min, max, expected)?
        .ok_or_else(|| ResolveError::missing_field(field))?;
    list.iter()
        .enumerate()
        .map(|(i, side)| {
            let path = format!("{field}[{i}]");
            Ok(SplitSide {
                roll_traits: side_traits(side, &path, "traits")?,
                outcome_traits: side_traits(side, &path, "outcome_traits")?,
            })
        })
        .collect()
}

/// `as_trait`: `{"name", "hinders"?}`: the roll's Outcome as a new Trait (R5).
fn as_trait(req: &Request<'_>) -> Result<Option<(String, ch::Bearing)>, ResolveError> {
    let Some(v) = req.get("as_trait") else {
        return Ok(None);
    };
    let bad = || ResolveError::bad_field("as_trait", "chthonian-expected-as-trait");
    let obj = v.as_object().ok_or_else(bad)?;
    let name = obj
        .get("name")
        .and_then(Value::as_str)
        .filter(|n| !n.trim().is_empty())
        .ok_or_else(bad)?;
    let bearing = match obj.get("hinders") {
        None | Some(Value::Null) | Some(Value::Bool(false)) => ch::Bearing::Helps,
        Some(Value::Bool(true)) => ch::Bearing::Hinders,
        Some(_) => return Err(bad()),
    };
    Ok(Some((name.to_owned(), bearing)))
}

/// One event of a sheet, in the form [`event_json`] writes.
fn event_value(v: &Value, field: &str) -> Result<Event, ResolveError> {
    let bad = || ResolveError::bad_field(field, "chthonian-expected-event");
    let obj = v.as_object().ok_or_else(bad)?;
    let amount = |k: &str| {
        obj.get(k)
            .and_then(Value::as_u64)
            .filter(|n| *n <= MAX_NUMBER as u64)
            .map(|n| n as u32)
            .ok_or_else(bad)
    };
    Ok(
        match obj.get("event").and_then(Value::as_str).ok_or_else(bad)? {
            "trait_gained" => Event::TraitGained(trait_value(
                obj.get("trait").ok_or_else(bad)?,
                &format!("{field}.trait"),
            )?),
            "trait_lost" => Event::TraitLost {
                name: obj
                    .get("name")
                    .and_then(Value::as_str)
                    .ok_or_else(bad)?
                    .to_owned(),
            },
            "insight_gained" => Event::InsightGained {
                amount: amount("amount")?,
            },
            "insight_lost" => Event::InsightLost {
                amount: amount("amount")?,
            },
            "story_started" => Event::StoryStarted {
                nodules: amount("nodules")?,
            },
            "story_ended" => Event::StoryEnded,
            "nodule_spent" => Event::NoduleSpent {
                kind: match obj.get("use").and_then(Value::as_str) {
                    Some("automatic_success") => NoduleKind::AutomaticSuccess,
                    Some("authorship") => NoduleKind::Authorship,
                    Some("fortune") => NoduleKind::Fortune,
                    Some("shift") => NoduleKind::Shift,
                    _ => return Err(bad()),
                },
            },
            _ => return Err(bad()),
        },
    )
}

// ---------------------------------------------------------------------------------
// Writing results.

fn trait_json(t: &Trait) -> Value {
    match t.name() {
        None => json!(t.rating()),
        Some(name) => {
            let mut m = Map::new();
            m.insert("name".into(), json!(name));
            m.insert("rating".into(), json!(t.rating()));
            if t.is_temporary() {
                m.insert("temporary".into(), json!(true));
            }
            Value::Object(m)
        }
    }
}

fn counted_map(c: &Counted) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert(
        "traits".into(),
        json!(c.counted.iter().map(trait_json).collect::<Vec<_>>()),
    );
    m.insert(
        "ignored".into(),
        json!(c.ignored.iter().map(trait_json).collect::<Vec<_>>()),
    );
    m
}

fn counted_json(c: &Counted) -> Value {
    Value::Object(counted_map(c))
}

/// `roll`, `outcome`, `success` (the spec's), then `total`, `modifier`, `difficulty`,
/// `traits` (those that counted) and `ignored`.
fn standard_json(roll: &StandardRoll) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("roll".into(), json!(roll.die));
    m.insert("outcome".into(), json!(roll.outcome().value()));
    m.insert("success".into(), json!(roll.success()));
    m.insert("total".into(), json!(roll.total()));
    m.insert("modifier".into(), json!(roll.modifier));
    m.insert("difficulty".into(), json!(roll.difficulty.value()));
    m.extend(counted_map(&roll.traits));
    m
}

fn tie_break_json(t: Option<TieBreak>) -> Value {
    match t {
        None => Value::Null,
        Some(TieBreak::Traits) => json!("traits"),
        Some(TieBreak::Reroll) => json!("reroll"),
    }
}

fn rerolls_json(rounds: &[Vec<ch::Reroll>]) -> Value {
    json!(
        rounds
            .iter()
            .map(|r| r
                .iter()
                .map(|x| json!({"side": x.side, "roll": x.die, "total": x.total}))
                .collect::<Vec<_>>())
            .collect::<Vec<_>>()
    )
}

fn combine_name(c: Combine) -> &'static str {
    match c {
        Combine::Best => "best",
        Combine::Worst => "worst",
        Combine::Sum => "sum",
    }
}

fn frac(p: &BigRational) -> Value {
    json!(odds::fraction_text(p))
}

fn roll_odds_json(modifier: i64, difficulty: Difficulty) -> Value {
    let o = odds::standard_odds(modifier, difficulty);
    json!({
        "success": frac(&o.success),
        "outcomes": o.outcomes.iter().map(|(x, p)| json!([x, frac(p)])).collect::<Vec<_>>(),
    })
}

fn contest_odds_json(o: &odds::ContestOdds) -> Value {
    json!({"wins": o.wins.iter().map(frac).collect::<Vec<_>>(), "nobody": frac(&o.nobody)})
}

fn event_json(e: &Event) -> Value {
    match e {
        Event::TraitGained(t) => json!({"event": "trait_gained", "trait": trait_json(t)}),
        Event::TraitLost { name } => json!({"event": "trait_lost", "name": name}),
        Event::InsightGained { amount } => json!({"event": "insight_gained", "amount": amount}),
        Event::InsightLost { amount } => json!({"event": "insight_lost", "amount": amount}),
        Event::StoryStarted { nodules } => json!({"event": "story_started", "nodules": nodules}),
        Event::StoryEnded => json!({"event": "story_ended"}),
        Event::NoduleSpent { kind } => json!({"event": "nodule_spent", "use": kind.as_str()}),
    }
}

fn events_json(events: &[Event]) -> Value {
    Value::Array(events.iter().map(event_json).collect())
}
