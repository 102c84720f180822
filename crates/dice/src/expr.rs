//! The compiled form of a dice expression: what [`crate::Expression::parse`] produces and
//! what both the roller and the exact-odds engine read.

use std::fmt;

use crate::source::Die;

/// A comparison against a face or a total, as in `>=5`, `<3` or `=1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Condition {
    /// The comparison.
    pub cmp: Cmp,
    /// The number compared against.
    pub value: i64,
}

/// A comparison operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cmp {
    /// `=`
    Eq,
    /// `>=`
    Ge,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `<`
    Lt,
}

impl Condition {
    /// Whether `x` meets the condition.
    #[inline]
    pub fn holds(self, x: i64) -> bool {
        match self.cmp {
            Cmp::Eq => x == self.value,
            Cmp::Ge => x >= self.value,
            Cmp::Le => x <= self.value,
            Cmp::Gt => x > self.value,
            Cmp::Lt => x < self.value,
        }
    }
}

impl Condition {
    /// The faces in `lo..=hi` that meet the condition, as one range `(a, b)` (empty when
    /// `a > b`).
    pub fn range_within(self, lo: i64, hi: i64) -> (i64, i64) {
        let (a, b) = match self.cmp {
            Cmp::Eq => (self.value, self.value),
            Cmp::Ge => (self.value, hi),
            Cmp::Gt => (self.value.saturating_add(1), hi),
            Cmp::Le => (lo, self.value),
            Cmp::Lt => (lo, self.value.saturating_sub(1)),
        };
        (a.max(lo), b.min(hi))
    }
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let op = match self.cmp {
            Cmp::Eq => "=",
            Cmp::Ge => ">=",
            Cmp::Le => "<=",
            Cmp::Gt => ">",
            Cmp::Lt => "<",
        };
        write!(f, "{op}{}", self.value)
    }
}

/// Which dice of a term count towards its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Select {
    /// `khK`: keep the K highest.
    KeepHighest(u32),
    /// `klK`: keep the K lowest.
    KeepLowest(u32),
    /// `dhK`: drop the K highest.
    DropHighest(u32),
    /// `dlK`: drop the K lowest.
    DropLowest(u32),
}

impl Select {
    /// The same selection as "keep the `k` highest" (`true`) or lowest (`false`) of `n`.
    pub fn as_keep(self, n: u32) -> (bool, u32) {
        match self {
            Select::KeepHighest(k) => (true, k),
            Select::KeepLowest(k) => (false, k),
            Select::DropHighest(k) => (false, n - k),
            Select::DropLowest(k) => (true, n - k),
        }
    }
}

/// How a term rerolls dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Reroll {
    /// `ro`: reroll once, the new face stands. `rr`: reroll until the condition fails.
    pub once: bool,
    /// Which faces are rerolled.
    pub when: Condition,
}

/// One dice term: `NdM` with its modifiers.
///
/// Order of application, for every die of the term: reroll (each die as it is rolled,
/// explosion dice included), then explosion (the extra dice join the chain of the die
/// that exploded), then keep/drop (a die and its explosion chain are kept or dropped
/// together), then success counting (every kept face that meets the condition counts 1).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DiceTerm {
    /// How many dice.
    pub count: u32,
    /// Which die.
    pub die: Die,
    /// `ro`/`rr` with their condition.
    pub reroll: Option<Reroll>,
    /// `!`: explode when a face meets this condition (by default the highest face).
    pub explode: Option<Condition>,
    /// `kh`/`kl`/`dh`/`dl`.
    pub select: Option<Select>,
    /// `>=K`/`<=K` (and `>`, `<`, `=`): the term's value is the count of faces meeting it.
    pub count_if: Option<Condition>,
    /// A label written after the term, `2d6[fire]`.
    pub label: Option<String>,
    /// 1-based column of the term in the source text.
    pub column: usize,
}

/// One step of the compiled stack program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Op {
    /// Push a whole number.
    Const(i64),
    /// Push the value of dice term `i`.
    Dice(u16),
    /// Negate the top value.
    Neg,
    /// Pop b, pop a, push a + b.
    Add,
    /// Pop b, pop a, push a − b.
    Sub,
    /// Pop b, pop a, push a × b.
    Mul,
    /// Pop b, pop a, push ⌊a / b⌋; the column of the `/` is kept for the error.
    Div(u32),
}

impl DiceTerm {
    pub(crate) fn fmt_notation(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.die {
            Die::D(n) => write!(f, "{}d{n}", self.count)?,
            Die::Fudge => write!(f, "{}dF", self.count)?,
            Die::Tens | Die::Units => unreachable!("percentile halves are not notation dice"),
        }
        if let Some(r) = self.reroll {
            f.write_str(if r.once { "ro" } else { "rr" })?;
            // A bare number means `=`, but only a number: `rr-1` would not parse.
            match r.when.cmp {
                Cmp::Eq if r.when.value >= 0 => write!(f, "{}", r.when.value)?,
                _ => write!(f, "{}", r.when)?,
            }
        }
        match self.explode {
            // A bare `!` explodes on the highest face, unless a comparison follows it at
            // once (`!<30` reads as "explode below 30"): then the condition is written.
            Some(e)
                if e == Condition {
                    cmp: Cmp::Eq,
                    value: self.die.max(),
                } && (self.count_if.is_none() || self.select.is_some()) =>
            {
                f.write_str("!")?
            }
            Some(e) => write!(f, "!{e}")?,
            None => {}
        }
        match self.select {
            Some(Select::KeepHighest(k)) => write!(f, "kh{k}")?,
            Some(Select::KeepLowest(k)) => write!(f, "kl{k}")?,
            Some(Select::DropHighest(k)) => write!(f, "dh{k}")?,
            Some(Select::DropLowest(k)) => write!(f, "dl{k}")?,
            None => {}
        }
        if let Some(c) = self.count_if {
            write!(f, "{c}")?;
        }
        if let Some(label) = &self.label {
            write!(f, "[{label}]")?;
        }
        Ok(())
    }
}
