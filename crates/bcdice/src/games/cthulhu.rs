//! BCDice's `Cthulhu`: Call of Cthulhu 6th edition (クトゥルフ神話TRPG).
//!
//! Commands (after [`crate::preprocess`]):
//! - `CC[n][<=target]`, `CCB[n][<=target]`: a d100 against the target (arithmetic
//!   allowed: `CC<=+60/2+15*2-10`); `n` is the malfunction number. Without a target,
//!   or a target of 0 or less, a plain d100 with no judgement.
//! - `RES(a-p)`, `RESB(a-p)`: the resistance table, target 50 + 5 × (a − p); below 5
//!   fails and above 95 succeeds automatically, without dice.
//! - `CBR(x,y)`, `CBRB(x,y)`: one d100 judged against both targets.
//!
//! The `B` commands use BCDice's 5% rule: a success of 1–5 is critical and a failure
//! of 96–100 a fumble; the others make only 1 critical and 100 a fumble. Special is
//! ⌊target / 5⌋, at least 1. 100 never succeeds. A roll at or above the malfunction
//! number fails (keeping its fumble flag). There is no automatic success on 02–05 and
//! no automatic failure on 96–99, unlike the classic rules of keeper-classic.

use keeper_dice::{DiceSource, Die};

use crate::error::Error;
use crate::{Game, Judgement, Outcome, arith};

/// The 6th-edition game.
#[derive(Debug, Clone, Copy)]
pub struct Cthulhu;

impl Game for Cthulhu {
    fn id(&self) -> &'static str {
        "Cthulhu"
    }

    fn eval(&self, command: &str, dice: &mut dyn DiceSource) -> Result<Option<Outcome>, Error> {
        if let Some(rest) = command.strip_prefix("CBR") {
            return combined(rest, dice);
        }
        if let Some(rest) = command.strip_prefix("CC") {
            return skill(rest, dice);
        }
        if let Some(rest) = command.strip_prefix("RES") {
            return resistance(rest, dice);
        }
        Ok(None)
    }
}

/// The 1% rule (c = f = 1) or the 5% rule (c = f = 5).
fn rule(rest: &str) -> (u32, &str) {
    match rest.strip_prefix('B') {
        Some(r) => (5, r),
        None => (1, rest),
    }
}

/// One target's judgement of `total` (BCDice's `compare`): the flags and the word.
fn compare(total: i64, target: i64, cf: u32, broken: i64) -> (Judgement, bool, bool, bool) {
    let cf = i64::from(cf);
    let special_at = (target * 20 / 100).clamp(1, 100);
    let (mut success, mut special, mut critical, mut fumble) = (false, false, false, false);
    if total <= target && total < 100 {
        success = true;
        special = total <= special_at;
        critical = total <= cf;
    } else {
        fumble = total >= 101 - cf;
    }
    let malfunction = broken > 0 && total >= broken;
    if malfunction {
        success = false;
        special = false;
        critical = false;
    }
    let judgement = if critical && special {
        Judgement::CriticalSpecial
    } else if critical {
        Judgement::Critical
    } else if special {
        Judgement::Special
    } else if success {
        Judgement::Success
    } else if malfunction && fumble {
        Judgement::FumbleMalfunction
    } else if malfunction {
        Judgement::Malfunction
    } else if fumble {
        Judgement::Fumble
    } else {
        Judgement::Failure
    };
    (judgement, success, critical, fumble)
}

fn d100(dice: &mut dyn DiceSource) -> Result<i64, Error> {
    Ok(dice.face(Die::D(100))?)
}

fn all_digits(s: &str) -> bool {
    !s.is_empty() && s.len() <= 12 && s.bytes().all(|b| b.is_ascii_digit())
}

/// `CC[B][n][<=target]`.
fn skill(rest: &str, dice: &mut dyn DiceSource) -> Result<Option<Outcome>, Error> {
    let (cf, rest) = rule(rest);
    let (head, target) = match rest.split_once("<=") {
        Some((h, t)) => (h, Some(t)),
        None => (rest, None),
    };
    let broken = match head {
        "" => 0,
        h if all_digits(h) => h.parse().unwrap_or(i64::MAX),
        _ => return Ok(None),
    };
    let target = match target {
        None => None,
        Some(t)
            if !t.is_empty()
                && t.bytes()
                    .all(|b| b.is_ascii_digit() || b"+-*/".contains(&b)) =>
        {
            match arith::eval(t) {
                Some(v) => Some(v),
                None => return Ok(None),
            }
        }
        Some(_) => return Ok(None),
    };
    let total = d100(dice)?;
    let mut out = Outcome {
        total: Some(total),
        rolls: vec![total],
        ..Outcome::default()
    };
    if broken > 0 {
        out.malfunction = Some(broken);
    }
    let Some(target) = target.filter(|&t| t > 0) else {
        return Ok(Some(out));
    };
    let (judgement, success, critical, fumble) = compare(total, target, cf, broken);
    out.success = success;
    out.failure = !success;
    out.critical = critical;
    out.fumble = fumble;
    out.targets.push(target);
    out.results.push(judgement);
    Ok(Some(out))
}

/// `RES[B]d`, d = active − passive (written `RES(a-p)`, folded by preprocessing).
fn resistance(rest: &str, dice: &mut dyn DiceSource) -> Result<Option<Outcome>, Error> {
    let (cf, rest) = rule(rest);
    let digits = rest.strip_prefix('-').unwrap_or(rest);
    if !all_digits(digits) || digits.len() > 9 {
        return Ok(None);
    }
    let diff: i64 = rest.parse().unwrap_or(0);
    let target = 50 + 5 * diff;
    let mut out = Outcome {
        targets: vec![target],
        ..Outcome::default()
    };
    if target < 5 {
        out.failure = true;
        out.results.push(Judgement::AutomaticFailure);
        return Ok(Some(out));
    }
    if target > 95 {
        out.success = true;
        out.results.push(Judgement::AutomaticSuccess);
        return Ok(Some(out));
    }
    let total = d100(dice)?;
    let (judgement, success, critical, fumble) = compare(total, target, cf, 0);
    out.total = Some(total);
    out.rolls.push(total);
    out.success = success;
    out.failure = !success;
    out.critical = critical;
    out.fumble = fumble;
    out.results.push(judgement);
    Ok(Some(out))
}

/// `CBR[B](x,y)`.
fn combined(rest: &str, dice: &mut dyn DiceSource) -> Result<Option<Outcome>, Error> {
    let (cf, rest) = rule(rest);
    let Some(inner) = rest.strip_prefix('(').and_then(|r| r.strip_suffix(')')) else {
        return Ok(None);
    };
    let Some((x, y)) = inner.split_once(',') else {
        return Ok(None);
    };
    if !all_digits(x) || !all_digits(y) {
        return Ok(None);
    }
    let (x, y): (i64, i64) = (x.parse().unwrap_or(0), y.parse().unwrap_or(0));
    let total = d100(dice)?;
    let a = compare(total, x, cf, 0);
    let b = compare(total, y, cf, 0);
    let either = a.1 || b.1;
    Ok(Some(Outcome {
        success: either,
        failure: !either,
        critical: a.2 || b.2,
        fumble: a.3 || b.3,
        total: Some(total),
        rolls: vec![total],
        targets: vec![x, y],
        results: vec![a.0, b.0],
        ..Outcome::default()
    }))
}
