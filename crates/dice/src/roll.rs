//! Rolling a compiled [`Expression`]: the totals and the story of every die.

use crate::error::{RollError, limits};
use crate::expr::{DiceTerm, Op};
use crate::notation::Expression;
use crate::source::{DiceSource, Die};

/// What happened to one die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DieFlags(u8);

impl DieFlags {
    const DROPPED: u8 = 1;
    const REROLLED: u8 = 2;
    const EXPLODED: u8 = 4;
    const FROM_EXPLOSION: u8 = 8;
    const COUNTED: u8 = 16;

    /// Not kept by `kh`/`kl`/`dh`/`dl` (with its whole explosion chain).
    pub fn dropped(self) -> bool {
        self.0 & Self::DROPPED != 0
    }
    /// This face was rerolled away by `ro`/`rr`; the next die of the term replaces it.
    pub fn rerolled(self) -> bool {
        self.0 & Self::REROLLED != 0
    }
    /// This face made the die explode: the next die of the term joins its chain.
    pub fn exploded(self) -> bool {
        self.0 & Self::EXPLODED != 0
    }
    /// This die was rolled because the one before it exploded.
    pub fn from_explosion(self) -> bool {
        self.0 & Self::FROM_EXPLOSION != 0
    }
    /// This face met the term's success condition and was counted.
    pub fn counted(self) -> bool {
        self.0 & Self::COUNTED != 0
    }
    /// Whether the face adds to the term's value (neither dropped nor rerolled away).
    pub fn kept(self) -> bool {
        self.0 & (Self::DROPPED | Self::REROLLED) == 0
    }
}

/// One die as it was rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RolledDie {
    /// Index of its term in [`Expression::terms`].
    pub term: u16,
    /// Which repetition (0-based) of a repeated expression.
    pub repetition: u16,
    /// The die.
    pub die: Die,
    /// The face it showed.
    pub face: i64,
    /// What happened to it.
    pub flags: DieFlags,
}

/// The result of rolling an expression: the total of each repetition and every die.
///
/// A `Roll` can be reused with [`Expression::roll_into`], which then allocates nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Roll {
    totals: Vec<i64>,
    dice: Vec<RolledDie>,
    term_values: Vec<i64>,
    stack: Vec<i64>,
    chains: Vec<Chain>,
    order: Vec<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Chain {
    value: i64,
    successes: i64,
    start: u32,
    end: u32,
}

impl Roll {
    /// An empty roll, to be filled by [`Expression::roll_into`].
    pub fn new() -> Roll {
        Roll::default()
    }

    /// The total of the first (or only) repetition.
    pub fn total(&self) -> i64 {
        self.totals[0]
    }

    /// The totals of all repetitions, in order.
    pub fn totals(&self) -> &[i64] {
        &self.totals
    }

    /// Every die rolled, in the order it was rolled.
    pub fn dice(&self) -> &[RolledDie] {
        &self.dice
    }

    /// The value of each term in each repetition: `term_values()[rep * terms + term]`.
    pub fn term_values(&self) -> &[i64] {
        &self.term_values
    }

    /// The faces in the order a dice source gave them (what [`crate::SuppliedDice`]
    /// needs to replay this roll).
    pub fn faces(&self) -> impl Iterator<Item = i64> + '_ {
        self.dice.iter().map(|d| d.face)
    }
}

impl Expression {
    /// Rolls the expression with faces from `source`.
    pub fn roll<S: DiceSource + ?Sized>(&self, source: &mut S) -> Result<Roll, RollError> {
        let mut roll = Roll::new();
        self.roll_into(source, &mut roll)?;
        Ok(roll)
    }

    /// Rolls into `roll`, reusing its buffers: after the first use nothing is allocated.
    pub fn roll_into<S: DiceSource + ?Sized>(
        &self,
        source: &mut S,
        roll: &mut Roll,
    ) -> Result<(), RollError> {
        roll.totals.clear();
        roll.dice.clear();
        roll.term_values.clear();
        for rep in 0..self.repeat() {
            let total = self.roll_once(source, roll, rep as u16)?;
            roll.totals.push(total);
        }
        Ok(())
    }

    fn roll_once<S: DiceSource + ?Sized>(
        &self,
        source: &mut S,
        roll: &mut Roll,
        rep: u16,
    ) -> Result<i64, RollError> {
        let terms = self.terms();
        let first_value = roll.term_values.len();
        for (i, term) in terms.iter().enumerate() {
            let value = roll_term(term, i as u16, rep, source, roll)?;
            roll.term_values.push(value);
        }
        let stack = &mut roll.stack;
        stack.clear();
        for op in self.ops() {
            match *op {
                Op::Const(n) => stack.push(n),
                Op::Dice(i) => stack.push(roll.term_values[first_value + usize::from(i)]),
                Op::Neg => {
                    let a = stack.pop().expect("balanced program");
                    stack.push(a.checked_neg().ok_or(RollError::Overflow)?);
                }
                Op::Add | Op::Sub | Op::Mul | Op::Div(_) => {
                    let b = stack.pop().expect("balanced program");
                    let a = stack.pop().expect("balanced program");
                    let r = match *op {
                        Op::Add => a.checked_add(b),
                        Op::Sub => a.checked_sub(b),
                        Op::Mul => a.checked_mul(b),
                        Op::Div(column) => {
                            if b == 0 {
                                return Err(RollError::DivisionByZero {
                                    column: column as usize,
                                });
                            }
                            floor_div(a, b)
                        }
                        _ => unreachable!(),
                    };
                    stack.push(r.ok_or(RollError::Overflow)?);
                }
            }
        }
        Ok(stack.pop().expect("balanced program"))
    }
}

/// ⌊a / b⌋ for b ≠ 0, `None` on overflow.
pub(crate) fn floor_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        Some(q - 1)
    } else {
        Some(q)
    }
}

fn roll_term<S: DiceSource + ?Sized>(
    term: &DiceTerm,
    index: u16,
    rep: u16,
    source: &mut S,
    roll: &mut Roll,
) -> Result<i64, RollError> {
    let die = term.die;
    let record = |roll: &mut Roll, face: i64, flags: u8| {
        roll.dice.push(RolledDie {
            term: index,
            repetition: rep,
            die,
            face,
            flags: DieFlags(flags),
        });
    };
    // The common case (3d6, 1d100): no modifiers at all.
    if term.reroll.is_none()
        && term.explode.is_none()
        && term.select.is_none()
        && term.count_if.is_none()
    {
        let mut sum = 0i64;
        for _ in 0..term.count {
            let face = source.face(die)?;
            record(roll, face, 0);
            sum += face;
        }
        return Ok(sum);
    }

    roll.chains.clear();
    for _ in 0..term.count {
        let start = roll.dice.len() as u32;
        let mut chain = Chain {
            value: 0,
            successes: 0,
            start,
            end: start,
        };
        let mut explosions = 0;
        let mut flags = 0;
        loop {
            let mut face = source.face(die)?;
            if let Some(r) = term.reroll {
                let mut rerolls = 0;
                while r.when.holds(face) {
                    record(roll, face, flags | DieFlags::REROLLED);
                    rerolls += 1;
                    if rerolls > limits::MAX_CHAIN {
                        return Err(RollError::ChainTooLong {
                            column: term.column,
                            limit: limits::MAX_CHAIN,
                        });
                    }
                    face = source.face(die)?;
                    if r.once {
                        break;
                    }
                }
            }
            chain.value += face;
            if term.count_if.is_some_and(|c| c.holds(face)) {
                chain.successes += 1;
            }
            if term.explode.is_some_and(|e| e.holds(face)) {
                record(roll, face, flags | DieFlags::EXPLODED);
                explosions += 1;
                if explosions > limits::MAX_CHAIN {
                    return Err(RollError::ChainTooLong {
                        column: term.column,
                        limit: limits::MAX_CHAIN,
                    });
                }
                flags = DieFlags::FROM_EXPLOSION;
                continue;
            }
            record(roll, face, flags);
            break;
        }
        chain.end = roll.dice.len() as u32;
        roll.chains.push(chain);
    }

    if let Some(select) = term.select {
        let (high, keep) = select.as_keep(term.count);
        roll.order.clear();
        roll.order.extend(0..term.count);
        let chains = &roll.chains;
        // Stable sort: among equal values the earlier die is kept.
        if high {
            roll.order
                .sort_by(|&a, &b| chains[b as usize].value.cmp(&chains[a as usize].value));
        } else {
            roll.order
                .sort_by(|&a, &b| chains[a as usize].value.cmp(&chains[b as usize].value));
        }
        for &i in &roll.order[keep as usize..] {
            let c = roll.chains[i as usize];
            for d in &mut roll.dice[c.start as usize..c.end as usize] {
                d.flags.0 |= DieFlags::DROPPED;
            }
            roll.chains[i as usize].value = 0;
            roll.chains[i as usize].successes = 0;
        }
    }

    match term.count_if {
        Some(cond) => {
            let mut successes = 0;
            for c in &roll.chains {
                successes += c.successes;
                for d in &mut roll.dice[c.start as usize..c.end as usize] {
                    if d.flags.kept() && cond.holds(d.face) {
                        d.flags.0 |= DieFlags::COUNTED;
                    }
                }
            }
            Ok(successes)
        }
        None => Ok(roll.chains.iter().map(|c| c.value).sum()),
    }
}
