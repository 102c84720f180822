//! How classic CoC asks for its dice: the d100 (faces 1..100, [`Die::D`]`(100)`), the d6
//! and d8 of damage, and the d3 read from a d6 (D2).
//!
//! Every d3 the rules roll, alone or inside a damage expression, is asked of the source
//! as a d6 and read 1–2 → 1, 3–4 → 2, 5–6 → 3, as the seed's forum does: the faces a
//! table log records are the d6's. [`D3FromD6`] does that for any source.

use keeper_dice::{DiceSource, Die, Expression, SourceError};

use crate::error::Error;

/// The d100 of classic CoC: one die with faces 1..100.
pub const D100: Die = Die::D(100);

/// A source that reads every d3 from a d6 (D2); other dice pass through.
#[derive(Debug)]
pub struct D3FromD6<S>(pub S);

impl<S: DiceSource> DiceSource for D3FromD6<S> {
    fn face(&mut self, die: Die) -> Result<i64, SourceError> {
        match die {
            Die::D(3) => Ok(d3_of_d6(self.0.face(Die::D(6))?)),
            other => self.0.face(other),
        }
    }
}

/// The d3 face a d6 face stands for (D2): 1–2 → 1, 3–4 → 2, 5–6 → 3.
pub fn d3_of_d6(d6: i64) -> i64 {
    (d6 + 1) / 2
}

/// One d100 roll, 1..100.
pub fn d100(dice: &mut dyn DiceSource) -> Result<u32, Error> {
    Ok(dice.face(D100)? as u32)
}

/// One d3, read from a d6 (D2).
pub fn d3(dice: &mut dyn DiceSource) -> Result<u32, Error> {
    Ok(d3_of_d6(dice.face(Die::D(6))?) as u32)
}

/// `n` dice of `sides` (a d3 read from a d6), summed.
pub fn sum(dice: &mut dyn DiceSource, n: u32, sides: u32) -> Result<u32, Error> {
    let mut total = 0;
    for _ in 0..n {
        total += if sides == 3 {
            d3(dice)?
        } else {
            dice.face(Die::D(sides))? as u32
        };
    }
    Ok(total)
}

/// A rolled dice expression (damage, Sanity loss): its total and its faces as rolled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rolled {
    /// The expression as given.
    pub expr: String,
    /// The total.
    pub total: i64,
}

/// Parses `text` as a dice expression of keeper's notation (`"1D6+1D4"`, `"0"`, `"-1"`).
pub fn parse(text: &str) -> Result<Expression, Error> {
    Expression::parse(text).map_err(|e| Error::Expression {
        text: text.to_owned(),
        error: e,
    })
}

/// Rolls `expr`, every d3 read from a d6 (D2).
pub fn roll(expr: &Expression, text: &str, dice: &mut dyn DiceSource) -> Result<Rolled, Error> {
    let mut source = D3FromD6(dice);
    let roll = expr.roll(&mut source).map_err(|e| Error::Roll {
        text: text.to_owned(),
        error: e,
    })?;
    Ok(Rolled {
        expr: text.to_owned(),
        total: roll.total(),
    })
}
