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

/// The roll of repetition `rep` written as the expression with each dice term replaced
/// by its faces: `[6, 5, 4, ~1~]+2`. A struck face (`~1~`) was dropped or rerolled away,
/// `6!` exploded, `8*` was counted as a success.
pub fn breakdown(expr: &Expression, roll: &Roll, rep: usize) -> String {
    expr.render(|i, _| {
        let faces: Vec<String> = roll
            .dice
            .iter()
            .filter(|d| usize::from(d.term) == i && usize::from(d.repetition) == rep)
            .map(|d| {
                let mut s = if d.flags.kept() {
                    d.face.to_string()
                } else {
                    format!("~{}~", d.face)
                };
                if d.flags.exploded() {
                    s.push('!');
                }
                if d.flags.counted() {
                    s.push('*');
                }
                s
            })
            .collect();
        format!("[{}]", faces.join(", "))
    })
}

impl Expression {
    /// Rolls the expression with faces from `source`.
    pub fn roll<S: DiceSource + ?Sized>(&self, source: &mut S) -> Result<Roll, RollError> {
        // Sized up front so that the common roll (no rerolls or explosions) grows nothing.
        let repeat = self.repeat() as usize;
        let mut roll = Roll {
            totals: Vec::with_capacity(repeat),
            dice: Vec::with_capacity(self.dice_per_repetition() as usize * repeat),
            term_values: Vec::with_capacity(self.terms().len() * repeat),
            ..Roll::default()
        };
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
        let values = &roll.term_values[first_value..];
        // The program's stack lives in a small array unless the expression nests deeper
        // than it (then in the `Roll`'s reused buffer): no allocation, no growth checks.
        let mut small = [0i64; 8];
        let stack: &mut [i64] = if self.max_stack() <= small.len() {
            &mut small
        } else {
            roll.stack.clear();
            roll.stack.resize(self.max_stack(), 0);
            &mut roll.stack
        };
        let mut top = 0; // stack[..top] is in use
        for op in self.ops() {
            match *op {
                Op::Const(n) => {
                    stack[top] = n;
                    top += 1;
                }
                Op::Dice(i) => {
                    stack[top] = values[usize::from(i)];
                    top += 1;
                }
                Op::Neg => {
                    let a = &mut stack[top - 1];
                    *a = a.checked_neg().ok_or(RollError::Overflow)?;
                }
                Op::Add | Op::Sub | Op::Mul | Op::Div(_) => {
                    top -= 1;
                    let b = stack[top];
                    let a = stack[top - 1];
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
                    stack[top - 1] = r.ok_or(RollError::Overflow)?;
                }
            }
        }
        debug_assert_eq!(top, 1, "balanced program");
        Ok(stack[top - 1])
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
    if term.reroll.is_none() && term.explode.is_none() {
        // Every chain is one die (4d6kh3, 10d10>=8): a shorter loop, same dice.
        for _ in 0..term.count {
            let face = source.face(die)?;
            let start = roll.dice.len() as u32;
            record(roll, face, 0);
            roll.chains.push(Chain {
                value: face,
                successes: i64::from(term.count_if.is_some_and(|c| c.holds(face))),
                start,
                end: start + 1,
            });
        }
    } else {
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
    }

    if let Some(select) = term.select {
        let (high, keep) = select.as_keep(term.count);
        // The chains themselves are sorted (nothing after this reads their order). Stable
        // sort: among equal values the earlier die is kept.
        if high {
            roll.chains.sort_by_key(|c| std::cmp::Reverse(c.value));
        } else {
            roll.chains.sort_by_key(|c| c.value);
        }
        for c in &mut roll.chains[keep as usize..] {
            for d in &mut roll.dice[c.start as usize..c.end as usize] {
                d.flags.0 |= DieFlags::DROPPED;
            }
            c.value = 0;
            c.successes = 0;
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

#[cfg(test)]
mod tests {
    use crate::{Expression, Roll, SuppliedDice};

    #[test]
    fn deep_programs_use_the_reused_stack() {
        // 1-(2-(3-(…-(20-1d6)…))) needs a stack of 21 values, more than the inline array.
        let mut text = String::from("1d6");
        for n in (1..=20).rev() {
            text = format!("{n}-({text})");
        }
        let expr = Expression::parse(&text).unwrap();
        assert!(expr.max_stack() > 8, "{}", expr.max_stack());
        // 1-2+3-4+…-20+d6 = -10 + d6.
        let mut roll = Roll::new();
        for face in 1..=6 {
            expr.roll_into(&mut SuppliedDice::new([face]), &mut roll)
                .unwrap();
            assert_eq!(roll.total(), face - 10);
        }
    }

    #[test]
    fn keep_and_drop_break_ties_towards_the_earlier_die() {
        let expr = Expression::parse("4d6kh2").unwrap();
        let roll = expr.roll(&mut SuppliedDice::new([5, 6, 5, 5])).unwrap();
        let dropped: Vec<bool> = roll.dice().iter().map(|d| d.flags.dropped()).collect();
        assert_eq!(dropped, [false, false, true, true]);
        assert_eq!(roll.total(), 11);
        let expr = Expression::parse("4d6dl2").unwrap();
        let roll = expr.roll(&mut SuppliedDice::new([2, 2, 2, 6])).unwrap();
        let dropped: Vec<bool> = roll.dice().iter().map(|d| d.flags.dropped()).collect();
        // dl2 keeps the 2 highest: the 6 and the first 2.
        assert_eq!(dropped, [false, true, true, false]);
        let expr = Expression::parse("4d6kl1").unwrap();
        let roll = expr.roll(&mut SuppliedDice::new([3, 1, 1, 4])).unwrap();
        let dropped: Vec<bool> = roll.dice().iter().map(|d| d.flags.dropped()).collect();
        assert_eq!(dropped, [true, false, true, true]);
    }
}
