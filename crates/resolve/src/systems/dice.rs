//! `system: "dice"`: rolling dice notation and its exact odds.

use keeper_dice::odds::{self, Budget};
use keeper_dice::{DiceSource, Expression};
use serde::Deserialize;
use serde_json::Value;

use crate::error::{ResolveError, die_json};
use crate::request::within;
use crate::results::dice::{
    DiceOutcome, DieRoll, ProbAt, ProbResult, Repetition, RollResult, Rolled, TermRoll,
};
use crate::{Outcome, Request, System};

pub(crate) struct Dice;

const ACTIONS: &[&str] = &["roll", "prob"];

impl System for Dice {
    fn actions(&self) -> &'static [&'static str] {
        ACTIONS
    }

    fn resolve(
        &self,
        req: &Request<'_>,
        dice: &mut dyn DiceSource,
    ) -> Result<Outcome, ResolveError> {
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

fn roll(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<Outcome, ResolveError> {
    let f: RollFields = req.fields()?;
    let expr = Expression::parse(f.expr)?;
    let roll = expr.roll(dice)?;
    let per_rep = expr.terms().len();
    let mut reps: Vec<Repetition> = (0..expr.repeat() as usize)
        .map(|rep| Repetition {
            total: roll.totals()[rep],
            terms: expr
                .terms()
                .iter()
                .enumerate()
                .map(|(i, term)| {
                    let mut notation = term.clone();
                    notation.label = None;
                    TermRoll {
                        term: keeper_dice::term_notation(&notation),
                        label: term.label.clone(),
                        value: roll.term_values()[rep * per_rep + i],
                        dice: roll
                            .dice()
                            .iter()
                            .filter(|d| {
                                usize::from(d.term) == i && usize::from(d.repetition) == rep
                            })
                            .map(die_detail)
                            .collect(),
                    }
                })
                .collect(),
            breakdown: keeper_dice::breakdown(&expr, &roll, rep),
        })
        .collect();
    let rolled = match expr.repeat() {
        1 => Rolled::Once(reps.pop().expect("one repetition")),
        _ => Rolled::Repeated {
            totals: roll.totals().to_vec(),
            repetitions: reps,
        },
    };
    Ok(DiceOutcome::Roll(RollResult {
        expr: expr.to_string(),
        rolled,
    })
    .into())
}

fn die_detail(d: &keeper_dice::RolledDie) -> DieRoll {
    DieRoll {
        die: die_json(d.die),
        face: d.face,
        dropped: d.flags.dropped(),
        rerolled: d.flags.rerolled(),
        exploded: d.flags.exploded(),
        from_explosion: d.flags.from_explosion(),
        counted: d.flags.counted(),
    }
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

fn prob(req: &Request<'_>) -> Result<Outcome, ResolveError> {
    let f: ProbFields = req.fields()?;
    let expr = Expression::parse(f.expr)?;
    let mut budget = Budget::default();
    if let Some(depth) = f.explode_depth {
        budget.explode_depth =
            within(depth, "explode_depth", 0, 100, "resolve-expected-integer")? as u32;
    }
    let dist = odds::distribution(&expr, &budget)?;
    let cut = dist.cut_mass().to_string();
    let cut = (cut != "0").then_some(cut);
    let (mean, std_dev) = dist.mean_and_std_dev();
    Ok(DiceOutcome::Prob(ProbResult {
        expr: expr.single().to_string(),
        distribution: dist.fraction_table(),
        min: dist.min(),
        max: dist.max(),
        mean: mean.to_string(),
        std_dev,
        at: f.at.map(|x| ProbAt {
            value: x,
            p_le: dist.p_le(x).to_string(),
            p_ge: dist.p_ge(x).to_string(),
            p_eq: dist.probability(x).to_string(),
        }),
        explode_depth: cut.is_some().then_some(budget.explode_depth),
        cut_mass: cut,
    })
    .into())
}
