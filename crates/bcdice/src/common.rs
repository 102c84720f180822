//! BCDice's common commands that every game accepts, as far as keeper implements them:
//! the sum of dice `xDy`, with an optional comparison against a whole number
//! (`1D100<=70`, `2D6>=7`). It judges only success or failure, with no critical or
//! fumble, as BCDice's AddDice does.

use keeper_dice::{DiceSource, Die};

use crate::error::Error;
use crate::{Judgement, Outcome};

/// Most dice in one sum, and most sides.
pub const MAX_DICE: i64 = 1_000;
/// Most sides of a die.
pub const MAX_SIDES: i64 = 1_000_000;

/// Evaluates an upper-cased `xDy[op n]`; `None` for anything else.
pub fn eval(command: &str, dice: &mut dyn DiceSource) -> Result<Option<Outcome>, Error> {
    let Some((count, rest)) = split_number(command) else {
        return Ok(None);
    };
    let Some(rest) = rest.strip_prefix('D') else {
        return Ok(None);
    };
    let Some((sides, rest)) = split_number(rest) else {
        return Ok(None);
    };
    let cmp = if rest.is_empty() {
        None
    } else {
        let ops = ["<=", ">=", "<>", "!=", "<", ">", "="];
        let Some(op) = ops.iter().find(|op| rest.starts_with(**op)) else {
            return Ok(None);
        };
        let target = &rest[op.len()..];
        let negative = target.starts_with('-');
        let digits = target.trim_start_matches('-');
        if digits.is_empty() || digits.len() > 12 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(None);
        }
        let n: i64 = digits
            .parse()
            .map_err(|_| Error::UnknownCommand(command.to_owned()))?;
        Some((*op, if negative { -n } else { n }))
    };
    if !(1..=MAX_DICE).contains(&count) || !(1..=MAX_SIDES).contains(&sides) {
        return Err(Error::Refused("bcdice-error-too-many-dice"));
    }
    let mut out = Outcome::default();
    for _ in 0..count {
        out.rolls.push(dice.face(Die::D(sides as u32))?);
    }
    let total: i64 = out.rolls.iter().sum();
    out.total = Some(total);
    if let Some((op, n)) = cmp {
        let ok = match op {
            "<=" => total <= n,
            ">=" => total >= n,
            "<" => total < n,
            ">" => total > n,
            "=" => total == n,
            _ => total != n,
        };
        out.success = ok;
        out.failure = !ok;
        out.targets.push(n);
        out.results.push(if ok {
            Judgement::Success
        } else {
            Judgement::Failure
        });
    }
    Ok(Some(out))
}

fn split_number(s: &str) -> Option<(i64, &str)> {
    let end = s
        .bytes()
        .position(|b| !b.is_ascii_digit())
        .unwrap_or(s.len());
    if end == 0 || end > 12 {
        return None;
    }
    Some((s[..end].parse().ok()?, &s[end..]))
}
