//! `system: "dice"`: rolling dice notation and its exact odds.

use keeper_dice::odds::{self, Budget};
use keeper_dice::{DiceSource, Expression};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::error::{ResolveError, die_json};
use crate::request::within;
use crate::{Request, System};

pub(crate) struct Dice;

const ACTIONS: &[&str] = &["roll", "prob"];

impl System for Dice {
    fn actions(&self) -> &'static [&'static str] {
        ACTIONS
    }

    fn resolve(&self, req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
        match req.action() {
            "roll" => roll(req, dice),
            "prob" => prob(req),
            other => Err(ResolveError::unknown_action("dice", other, ACTIONS)),
        }
    }
}

/// `roll`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RollFields<'a> {
    expr: &'a str,
}

/// `prob`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProbFields<'a> {
    expr: &'a str,
    explode_depth: Option<i64>,
    at: Option<i64>,
}

fn roll(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Value, ResolveError> {
    let f: RollFields = req.fields()?;
    let expr = Expression::parse(f.expr)?;
    let roll = expr.roll(dice)?;
    let mut out = Map::new();
    out.insert("expr".into(), json!(expr.to_string()));
    let per_rep = expr.terms().len();
    let reps: Vec<Value> = (0..expr.repeat() as usize)
        .map(|rep| {
            let terms: Vec<Value> = expr
                .terms()
                .iter()
                .enumerate()
                .map(|(i, term)| {
                    let mut t = Map::new();
                    let mut notation = term.clone();
                    notation.label = None;
                    t.insert("term".into(), json!(keeper_dice::term_notation(&notation)));
                    if let Some(label) = &term.label {
                        t.insert("label".into(), json!(label));
                    }
                    t.insert("value".into(), json!(roll.term_values()[rep * per_rep + i]));
                    let dice: Vec<Value> = roll
                        .dice()
                        .iter()
                        .filter(|d| usize::from(d.term) == i && usize::from(d.repetition) == rep)
                        .map(die_detail)
                        .collect();
                    t.insert("dice".into(), Value::Array(dice));
                    Value::Object(t)
                })
                .collect();
            json!({"total": roll.totals()[rep], "terms": terms, "breakdown": keeper_dice::breakdown(&expr, &roll, rep)})
        })
        .collect();
    if expr.repeat() == 1 {
        let Value::Object(only) = reps.into_iter().next().expect("one repetition") else {
            unreachable!()
        };
        out.extend(only);
    } else {
        out.insert("totals".into(), json!(roll.totals()));
        out.insert("repetitions".into(), Value::Array(reps));
    }
    Ok(Value::Object(out))
}

fn die_detail(d: &keeper_dice::RolledDie) -> Value {
    let mut m = Map::new();
    m.insert("die".into(), json!(die_json(d.die)));
    m.insert("face".into(), json!(d.face));
    for (flag, set) in [
        ("dropped", d.flags.dropped()),
        ("rerolled", d.flags.rerolled()),
        ("exploded", d.flags.exploded()),
        ("from_explosion", d.flags.from_explosion()),
        ("counted", d.flags.counted()),
    ] {
        if set {
            m.insert(flag.into(), Value::Bool(true));
        }
    }
    Value::Object(m)
}

/// What a `dice.prob` request would cost, sized before it runs (`None` for any other
/// request, or one whose fields the run itself will refuse).
pub(crate) fn estimate(request: &Value) -> Option<odds::Estimate> {
    if request.get("system")? != "dice" || request.get("action")? != "prob" {
        return None;
    }
    let expr = Expression::parse(request.get("expr")?.as_str()?).ok()?;
    let mut budget = Budget::default();
    if let Some(depth) = request.get("explode_depth").and_then(Value::as_u64) {
        budget.explode_depth = u32::try_from(depth.min(100)).ok()?;
    }
    odds::estimate(&expr, &budget).ok()
}

fn prob(req: &Request<'_>) -> Result<Value, ResolveError> {
    let f: ProbFields = req.fields()?;
    let expr = Expression::parse(f.expr)?;
    let mut budget = Budget::default();
    if let Some(depth) = f.explode_depth {
        budget.explode_depth =
            within(depth, "explode_depth", 0, 100, "resolve-expected-integer")? as u32;
    }
    let dist = odds::distribution(&expr, &budget)?;
    let distribution: Vec<Value> = dist
        .fractions()
        .into_iter()
        // Built by hand: `json!` would copy every fraction through the serializer.
        .map(|(x, p)| Value::Array(vec![Value::from(x), Value::String(p)]))
        .collect();
    let mut out = Map::new();
    out.insert("expr".into(), json!(expr.single().to_string()));
    out.insert("distribution".into(), Value::Array(distribution));
    out.insert("min".into(), json!(dist.min()));
    out.insert("max".into(), json!(dist.max()));
    out.insert("mean".into(), json!(dist.mean().to_string()));
    out.insert("std_dev".into(), json!(dist.std_dev()));
    if let Some(x) = f.at {
        out.insert(
            "at".into(),
            json!({"value": x, "p_le": dist.p_le(x).to_string(), "p_ge": dist.p_ge(x).to_string(),
                "p_eq": dist.probability(x).to_string()}),
        );
    }
    let cut = dist.cut_mass().to_string();
    if cut != "0" {
        out.insert("cut_mass".into(), json!(cut));
        out.insert("explode_depth".into(), json!(budget.explode_depth));
    }
    Ok(Value::Object(out))
}
