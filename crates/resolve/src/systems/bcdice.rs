//! `system: "bcdice"`: BCDice-compatible commands (engine in keeper-bcdice).
//!
//! One action, `command`: `{"game": "Cthulhu", "command": "CC<=60"}`. The result has
//! BCDice's five flags, `total` where a d100 (or a sum) was kept, and per target the
//! judgement; `Cthulhu7th` adds `bonus` and `candidates` to a tens-and-units roll,
//! `difficulty` to a suffixed `CC`, and a full-auto burst's `hits`, `impales`,
//! `remaining`, `jammed` and `shots`. A command BCDice does not recognise is `unknown_command`; one it
//! recognises but refuses is `bad_field`.
//!
//! With `"odds": true` the result also has `odds`, the exact chance of the command's
//! judgements: every sequence of faces the command can draw is enumerated by
//! [`keeper_dice::explore`]; `null` when the command judges nothing or has more possible
//! rolls than the explorer's budget.

use keeper_bcdice::{Error, Outcome, games};
use keeper_dice::DiceSource;
use keeper_dice::explore::{ExploreBudget, explore, fraction_text};
use keeper_i18n::Localize;
use serde::Deserialize;
use serde_json::{Value, json};

use crate::error::{Code, ResolveError};
use crate::results::bcdice::{BcdiceOutcome, BurstShot, CommandOdds, CommandResult, FullAuto};
use crate::{Request, System};

pub(crate) struct Bcdice;

const ACTIONS: &[&str] = &["command"];

impl System for Bcdice {
    fn actions(&self) -> &'static [&'static str] {
        ACTIONS
    }

    fn resolve(
        &self,
        req: &Request<'_>,
        dice: &mut dyn DiceSource,
    ) -> Result<crate::Outcome, ResolveError> {
        match req.action() {
            "command" => command(req, dice),
            other => Err(ResolveError::unknown_action("bcdice", other, ACTIONS)),
        }
    }
}

/// `command`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CommandFields<'a> {
    game: &'a str,
    command: &'a str,
    #[serde(default)]
    odds: bool,
}

fn command(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<crate::Outcome, ResolveError> {
    let CommandFields {
        game,
        command,
        odds: want_odds,
    } = req.fields()?;
    if games::find(game).is_none() {
        return Err(ResolveError::new(
            Code::BadField,
            Error::UnknownGame(game.to_owned()).message(),
        )
        .with("field", "game")
        .with("games", json!(games::ids())));
    }
    let out = keeper_bcdice::eval(game, command, dice).map_err(|e| match e {
        Error::Dice(s) => s.into(),
        Error::UnknownCommand(_) => {
            ResolveError::new(Code::UnknownCommand, e.message()).with("field", "command")
        }
        other => ResolveError::new(Code::BadField, other.message()).with("field", "command"),
    })?;
    let full_auto = out.full_auto.as_ref().map(|far| FullAuto {
        hits: far.hits,
        impales: far.impales,
        remaining: far.remaining,
        jammed: far.jammed,
        stopped: far.stopped,
        loaded: far.loaded,
        volley: far.volley,
        jam: far.jam,
        stop: far.stop.map(|d| d.as_str().to_owned()),
        notices: far.notices.iter().map(|n| n.as_str().to_owned()).collect(),
        shots: far
            .shots
            .iter()
            .map(|s| BurstShot {
                difficulty: s.difficulty.as_str().to_owned(),
                bonus: s.bonus,
                candidates: s.candidates.clone(),
                total: s.total,
                result: s.result.as_str().to_owned(),
                hits: s.hits,
                impales: s.impales,
                jammed: s.jammed,
            })
            .collect(),
    });
    // 7th edition (`Cthulhu7th`): only where the command has them.
    let candidates = match (out.bonus, &out.full_auto) {
        (Some(_), None) => Some(out.candidates.clone()),
        _ => None,
    };
    Ok(BcdiceOutcome::Command(CommandResult {
        success: out.success,
        failure: out.failure,
        critical: out.critical,
        fumble: out.fumble,
        secret: out.secret,
        total: out.total,
        rolls: out.rolls.clone(),
        targets: out.targets.clone(),
        results: out.results.iter().map(|j| j.as_str().to_owned()).collect(),
        malfunction: out.malfunction,
        command: out.command.clone(),
        bonus: out.bonus,
        candidates,
        difficulty: out.difficulty.map(|d| d.as_str().to_owned()),
        full_auto,
        odds: want_odds.then(|| odds(game, command)),
    })
    .into())
}

/// What one possible roll of a command judged, for its odds: BCDice's `success` flag and
/// the level it reached (`None` when it judged nothing).
fn judged(out: &Outcome) -> (bool, Option<&'static str>) {
    let level = match out.results.as_slice() {
        [] => None,
        [one] => Some(one.as_str()),
        // A combined roll (`CBR`): both succeed, both fail, or one of them.
        _ if out.success => Some("success"),
        _ if out.failure => Some("failure"),
        _ => Some("partial"),
    };
    (out.success, level)
}

/// `{"success", "levels"}` of `command` over every roll it can make, or `null` when it
/// judges nothing or exceeds the explorer's budget.
fn odds(game: &str, command: &str) -> Option<CommandOdds> {
    let explored = explore(&ExploreBudget::default(), |dice| {
        keeper_bcdice::eval(game, command, dice).map(|out| judged(&out))
    });
    let explored = explored.ok()?;
    let mut levels: Vec<(&'static str, num_rational::BigRational)> = Vec::new();
    for ((_, level), p) in explored.outcomes() {
        let Some(level) = level else { continue };
        match levels.iter_mut().find(|(l, _)| l == level) {
            Some((_, sum)) => *sum += p,
            None => levels.push((level, p.clone())),
        }
    }
    if levels.is_empty() {
        // It judges nothing: a plain sum has no odds of success.
        return None;
    }
    levels.sort_by_key(|(l, _)| level_rank(l));
    let levels: serde_json::Map<String, Value> = levels
        .into_iter()
        .map(|(l, p)| (l.to_owned(), json!(fraction_text(&p))))
        .collect();
    Some(CommandOdds {
        success: explored.fraction_of(|(success, _)| *success),
        levels,
    })
}

/// Best level first, as the other systems' odds list them.
fn level_rank(level: &str) -> usize {
    const ORDER: &[&str] = &[
        "automatic_success",
        "critical_special",
        "critical",
        "extreme",
        "special",
        "hard",
        "regular",
        "success",
        "partial",
        "failure",
        "malfunction",
        "fumble_malfunction",
        "fumble",
        "automatic_failure",
    ];
    ORDER
        .iter()
        .position(|l| *l == level)
        .unwrap_or(ORDER.len())
}
