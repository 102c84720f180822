//! Exact distributions of dice expressions, as fractions in lowest terms.
//!
//! [`distribution`] computes the probability of every outcome of one roll of an
//! [`Expression`], exactly, following the same rules as [`Expression::roll`]: rerolls,
//! explosions, keep/drop and success counting in the order [`crate::DiceTerm`]
//! documents, `/` rounding down, and an error wherever the roller would fail on some
//! possible roll (a divisor that can be 0, an outcome outside 64 bits).
//!
//! ```
//! use keeper_dice::Expression;
//! use keeper_dice::odds::{Budget, distribution};
//!
//! let odds = distribution(&Expression::parse("4d6kh3")?, &Budget::default())?;
//! assert_eq!(odds.fractions()[0], (3, "1/1296".to_owned()));
//! assert_eq!((odds.min(), odds.max(), odds.len()), (3, 18, 16));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # What is computed exactly, and what is cut
//! - `rr` (reroll until the condition fails) is the face conditioned on surviving: the
//!   roller's limit of [`crate::limits::MAX_CHAIN`] rerolls only turns its rarest rolls
//!   into an error, and the odds of the rolls it does make are exactly these.
//! - Explosions are unbounded in principle. A die explodes at most
//!   [`Budget::explode_depth`] extra times here: a chain whose last allowed die meets the
//!   explosion condition again simply stops, its value counted as it stands. The
//!   distribution still sums to exactly 1, and [`Distribution::cut_mass`] gives the total
//!   probability of rolls where that happened. The depth is capped at `MAX_CHAIN`.
//! - A repeated expression (`6#3d6`) is described by one repetition:
//!   [`Expression::repeat`] is ignored, since the repetitions are independent.
//!
//! # How
//! Counts are whole numbers over one common denominator (a product of small numbers such
//! as the die sides, kept with its primes), stored as fixed-width limbs. A sum of dice is
//! a power of the die's polynomial (Miller's recurrence); keep/drop enumerates the
//! threshold die, from the top when few dice are kept and from the bottom when few are
//! dropped; independent parts are convolved, a product or quotient of two random parts
//! goes pair by pair; fractions are reduced by the few primes of the denominator. Every
//! request is sized before any work: one beyond [`Budget`] fails at once with
//! [`OddsError::TooLarge`].

mod den;
mod dist;
mod keep;
mod limbs;
mod poly;
mod short;
mod term;

use std::fmt;

use keeper_i18n::{Localize, Message};
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};

use crate::expr::Op;
use crate::notation::Expression;

use self::den::Reducer;
use self::dist::{Dist, Values};
pub use self::short::append_short;
use self::term::Cut;

/// How much an exact distribution may cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Budget {
    /// Most extra dice one exploding die may add (default 9). Capped at
    /// [`crate::limits::MAX_CHAIN`].
    pub explode_depth: u32,
    /// Most outcomes any intermediate or final distribution may span (default 2²⁰).
    pub max_outcomes: usize,
    /// Most work, counted roughly in 64-bit limb operations (default 2·10⁹, about a
    /// second), including writing the fractions out as text. Checked before computing,
    /// from the sizes of the terms, and as each step starts.
    pub max_work: u64,
    /// Most bytes the distribution may take written out as JSON fractions (default
    /// 16 MiB): outcomes × the digits of their fractions, estimated from the sizes of the
    /// terms before any work and checked again, exactly, before the text is written.
    pub max_text: u64,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            explode_depth: 9,
            max_outcomes: 1 << 20,
            max_work: 2_000_000_000,
            max_text: MAX_TEXT,
        }
    }
}

/// [`Budget::max_text`] by default: 16 MiB of fractions (`1000d6`, 5,001 outcomes of
/// about 1,560 digits each, fits; `200d1000`, about 222 MB, does not).
pub const MAX_TEXT: u64 = 16 << 20;

/// Which limit of a [`Budget`] a distribution would exceed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum OddsLimit {
    /// [`Budget::max_outcomes`].
    Outcomes,
    /// [`Budget::max_work`].
    Work,
    /// [`Budget::max_text`].
    Text,
}

impl OddsLimit {
    /// The limit's stable name, as the resolve protocol's `error.limit` gives it.
    pub fn name(self) -> &'static str {
        match self {
            OddsLimit::Outcomes => "outcomes",
            OddsLimit::Work => "work",
            OddsLimit::Text => "answer_bytes",
        }
    }
}

/// Why an exact distribution could not be computed.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum OddsError {
    /// The distribution would exceed a limit of its [`Budget`]: `needed` (an estimate)
    /// against `allowed`.
    TooLarge {
        /// The limit.
        limit: OddsLimit,
        /// What the expression would need.
        needed: u64,
        /// What the budget allows.
        allowed: u64,
    },
    /// A divisor that can come out 0, so some rolls have no result; `column` is the `/`.
    DivisionByZero {
        /// 1-based column of the `/`.
        column: usize,
    },
    /// Some possible outcome (or intermediate value) lies outside the 64-bit range.
    Overflow,
}

impl OddsError {
    /// Whether a budget limit was hit (as opposed to an expression with no distribution).
    pub fn is_limit(&self) -> bool {
        matches!(self, OddsError::TooLarge { .. })
    }
}

impl Localize for OddsError {
    fn message(&self) -> Message {
        match self {
            OddsError::TooLarge {
                limit,
                needed,
                allowed,
            } => Message::new(match limit {
                OddsLimit::Outcomes => "dice-odds-too-many-outcomes",
                OddsLimit::Work => "dice-odds-too-much-work",
                OddsLimit::Text => "security-odds-too-much-text",
            })
            .int("needed", clamp(*needed))
            .int("allowed", clamp(*allowed)),
            OddsError::DivisionByZero { column } => {
                Message::new("dice-odds-division-by-zero").int("column", clamp(*column as u64))
            }
            OddsError::Overflow => Message::new("dice-odds-overflow"),
        }
    }
}

impl fmt::Display for OddsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for OddsError {}

fn clamp(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Work (limb operations, roughly) of writing `len` fractions whose denominator takes
/// `w` limbs: decimal conversion by repeated division grows with `w²`.
pub(crate) fn format_work(len: u64, w: u64) -> u64 {
    len.saturating_mul(w.saturating_mul(3 * w + 20).saturating_add(200))
}

/// Bytes (an upper bound) of `len` fractions `[outcome,"num/den"],` whose denominator
/// takes `w` limbs: a limb is at most 19.27 decimal digits, and a numerator is no longer
/// than its denominator.
pub(crate) fn text_bytes(len: u64, w: u64) -> u64 {
    len.saturating_mul(w.saturating_mul(39).saturating_add(28))
}

fn check_text(len: u64, w: u64, budget: &Budget) -> Result<u64, OddsError> {
    let needed = text_bytes(len, w);
    if needed > budget.max_text {
        return Err(OddsError::TooLarge {
            limit: OddsLimit::Text,
            needed,
            allowed: budget.max_text,
        });
    }
    Ok(needed)
}

/// What a distribution is expected to cost, before it is computed: an upper bound of the
/// work and of the answer's size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Estimate {
    /// Work, in the units of [`Budget::max_work`].
    pub work: u64,
    /// Bytes of the fractions written out, in the units of [`Budget::max_text`].
    pub text: u64,
}

/// Sizes `expr` against `budget` without computing anything: the terms' work and the
/// answer's size (outcomes × digits of the fractions), following the program's
/// arithmetic. Fails with [`OddsError::TooLarge`] exactly when [`distribution`] would
/// refuse the expression before starting.
pub fn estimate(expr: &Expression, budget: &Budget) -> Result<Estimate, OddsError> {
    let mut work = 0u64;
    let mut sizes = Vec::with_capacity(expr.terms().len());
    for t in expr.terms() {
        let size = term::check(t, budget)?;
        work = work.saturating_add(size.work);
        sizes.push(size);
    }
    if work > budget.max_work {
        return Err(OddsError::TooLarge {
            limit: OddsLimit::Work,
            needed: work,
            allowed: budget.max_work,
        });
    }
    // (outcomes, limbs of the denominator) of each value on the program's stack.
    let mut stack: Vec<(u64, u64)> = Vec::with_capacity(expr.max_stack());
    for &op in expr.ops() {
        match op {
            Op::Const(_) => stack.push((1, 0)),
            Op::Dice(i) => {
                let s = &sizes[usize::from(i)];
                stack.push((s.span, s.width));
            }
            Op::Neg => {}
            Op::Add | Op::Sub | Op::Mul | Op::Div(_) => {
                let (Some(b), Some(a)) = (stack.pop(), stack.pop()) else {
                    unreachable!("compiled programs are balanced")
                };
                let span = match op {
                    Op::Add | Op::Sub => a.0.saturating_add(b.0).saturating_sub(1),
                    Op::Div(_) if b.0 == 1 => a.0,
                    _ => a.0.saturating_mul(b.0),
                };
                stack.push((span.min(budget.max_outcomes as u64), a.1 + b.1));
            }
        }
    }
    let (len, w) = stack.pop().unwrap_or((1, 0));
    let text = check_text(len, w.max(1), budget)?;
    Ok(Estimate { work, text })
}

/// Counts the work done against [`Budget::max_work`].
#[derive(Debug)]
pub(crate) struct Meter {
    used: u64,
    max: u64,
}

impl Meter {
    pub(crate) fn new(max: u64) -> Meter {
        Meter { used: 0, max }
    }

    /// Records `work` about to be done, refusing it beyond the budget.
    pub(crate) fn charge(&mut self, work: u64) -> Result<(), OddsError> {
        self.used = self.used.saturating_add(work);
        if self.used > self.max {
            return Err(OddsError::TooLarge {
                limit: OddsLimit::Work,
                needed: self.used,
                allowed: self.max,
            });
        }
        Ok(())
    }
}

/// The exact distribution of one roll of `expr` (its repetition count is ignored: each
/// repetition is independent and has this distribution).
///
/// Fails with [`OddsError::TooLarge`] before doing the work when the expression exceeds
/// `budget`; with [`OddsError::DivisionByZero`] or [`OddsError::Overflow`] when some
/// possible roll would make [`Expression::roll`] fail that way.
pub fn distribution(expr: &Expression, budget: &Budget) -> Result<Distribution, OddsError> {
    // Size every term and the answer first, so an impossible request fails before any
    // work.
    estimate(expr, budget)?;
    let mut meter = Meter::new(budget.max_work);
    let mut stack: Vec<Dist> = Vec::with_capacity(expr.max_stack());
    let mut cuts = Vec::new();
    for &op in expr.ops() {
        match op {
            Op::Const(n) => stack.push(Dist::constant(n)),
            Op::Dice(i) => {
                let t = term::term_odds(&expr.terms()[usize::from(i)], budget, &mut meter)?;
                cuts.extend(t.cut);
                let mut d = Dist::from_counts(t.counts, t.den);
                if d.len() > 1 {
                    d.power = t
                        .power
                        .map(|(chain, n)| Box::new(dist::PowerHint { chain, n, shift: 0 }));
                }
                stack.push(d);
            }
            Op::Neg => {
                let a = stack.pop().expect("compiled programs are balanced");
                stack.push(a.neg(budget)?);
            }
            Op::Add | Op::Sub | Op::Mul | Op::Div(_) => {
                let b = stack.pop().expect("compiled programs are balanced");
                let a = stack.pop().expect("compiled programs are balanced");
                stack.push(dist::binary(op, &a, &b, budget, &mut meter)?);
            }
        }
    }
    let dist = stack.pop().expect("compiled programs leave one value");
    // Writing the fractions out is part of the answer: refuse a distribution whose text
    // alone would blow the budget.
    meter.charge(format_work(dist.len() as u64, dist.den.width() as u64))?;
    check_text(dist.len() as u64, dist.den.width() as u64, budget)?;
    Ok(Distribution::new(dist, cuts))
}

/// The exact distribution of one roll: every outcome with a non-zero probability.
#[derive(Debug, Clone)]
pub struct Distribution {
    dist: Dist,
    cuts: Vec<Cut>,
    outcomes: usize,
    /// Whether the counts read the same backwards (sums and differences of dice do).
    mirrored: bool,
}

impl Distribution {
    fn new(dist: Dist, cuts: Vec<Cut>) -> Distribution {
        let outcomes = (0..dist.len())
            .filter(|&i| !limbs::is_zero(dist.count(i)))
            .count();
        let mirrored = dist.counts.is_palindrome();
        Distribution {
            dist,
            cuts,
            outcomes,
            mirrored,
        }
    }

    fn nonzero(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.dist.len()).filter(|&i| !limbs::is_zero(self.dist.count(i)))
    }

    fn ratio(&self, count: &[u64]) -> BigRational {
        BigRational::new(
            BigInt::from(limbs::to_biguint(count)),
            BigInt::from(limbs::to_biguint(self.dist.den.limbs())),
        )
    }

    /// Every outcome with its probability, ascending, in lowest terms.
    pub fn outcomes(&self) -> Vec<(i64, BigRational)> {
        let mut reducer = Reducer::new(&self.dist.den);
        self.nonzero()
            .map(|i| {
                let (num, den) = reducer.fraction(self.dist.count(i));
                let p = BigRational::new_raw(BigInt::from(num), BigInt::from(den));
                (self.dist.value(i), p)
            })
            .collect()
    }

    /// Every outcome with its probability as `"num/den"` in lowest terms, ascending.
    pub fn fractions(&self) -> Vec<(i64, String)> {
        self.fraction_table()
            .iter()
            .map(|(value, text)| (value, text.to_owned()))
            .collect()
    }

    /// [`Distribution::fractions`] as one table: the fast way to the text form (no
    /// general gcd, each denominator written once, every text in one buffer rather than
    /// a string each).
    pub fn fraction_table(&self) -> Fractions {
        let mut reducer = Reducer::new(&self.dist.den);
        let n = self.dist.len();
        let mut text = Vec::with_capacity(self.outcomes * reducer.longest_text());
        let mut rows: Vec<FractionRow> = Vec::with_capacity(self.outcomes);
        // Where each outcome's text is: a count equal to its mirror's (sums and
        // differences of dice are symmetric) shares that text rather than reducing and
        // writing it again, half the work of the longest answers.
        let mut at = vec![usize::MAX; n];
        for i in self.nonzero() {
            let count = self.dist.count(i);
            let mirror = n - 1 - i;
            let (start, end, first) =
                if mirror < i && (self.mirrored || self.dist.count(mirror) == count) {
                    let shared = &rows[at[mirror]];
                    (shared.start, shared.end, shared.first)
                } else {
                    let start = text.len();
                    reducer.write_fraction(count, &mut text);
                    (start, text.len(), rows.len())
                };
            at[i] = rows.len();
            rows.push(FractionRow {
                value: self.dist.value(i),
                start,
                end,
                first,
            });
        }
        Fractions {
            text: String::from_utf8(text).expect("decimal digits are ASCII"),
            rows,
        }
    }

    /// The lowest outcome.
    pub fn min(&self) -> i64 {
        self.dist.value(0)
    }

    /// The highest outcome.
    pub fn max(&self) -> i64 {
        self.dist.value(self.dist.len() - 1)
    }

    /// How many outcomes have a non-zero probability.
    pub fn len(&self) -> usize {
        self.outcomes
    }

    /// Always `false`: a roll has at least one outcome.
    pub fn is_empty(&self) -> bool {
        self.outcomes == 0
    }

    /// The probability of exactly `x`.
    pub fn probability(&self, x: i64) -> BigRational {
        let index = match &self.dist.values {
            Values::Dense { lo, step } => {
                let off = i128::from(x) - i128::from(*lo);
                let step = i128::from(*step);
                (off >= 0 && off % step == 0 && off / step < self.dist.len() as i128)
                    .then(|| (off / step) as usize)
            }
            Values::Sparse(v) => v.binary_search(&x).ok(),
        };
        match index {
            Some(i) => self.ratio(self.dist.count(i)),
            None => BigRational::zero(),
        }
    }

    fn sum_where(&self, keep: impl Fn(i64) -> bool) -> BigRational {
        let w = self.dist.den.width();
        let mut acc = vec![0u64; w + 1];
        for i in self.nonzero() {
            if keep(self.dist.value(i)) {
                limbs::add_to(&mut acc, self.dist.count(i));
            }
        }
        self.ratio(&acc)
    }

    /// The probability of at most `x`.
    pub fn p_le(&self, x: i64) -> BigRational {
        self.sum_where(|v| v <= x)
    }

    /// The probability of at least `x`.
    pub fn p_ge(&self, x: i64) -> BigRational {
        self.sum_where(|v| v >= x)
    }

    /// The first two moments about the lowest outcome, `Σ c·(v − min)` and
    /// `Σ c·(v − min)²`, as whole numbers (over the denominator).
    fn moments(&self) -> (BigInt, BigInt) {
        let min = self.min();
        if let Values::Dense { step, .. } = self.dist.values
            && (self.dist.len() as u64) < (1 << 31)
        {
            // Offsets are i·step: sum i·c and i²·c on limbs, scale once.
            let w = self.dist.den.width() + 2;
            let (mut s1, mut s2) = (vec![0u64; w], vec![0u64; w]);
            let n = self.dist.len();
            if self.mirrored {
                // Outcomes i and n − 1 − i have one count: fold them, so
                // Σ i·c = (n − 1)·(the lower half's counts, and half the middle's).
                let mut half = vec![0u64; w];
                for i in 0..n / 2 {
                    let c = limbs::trimmed(self.dist.count(i));
                    let (i, j) = (i as u64, (n - 1 - i) as u64);
                    limbs::add_to(&mut half, c);
                    limbs::addmul_1(&mut s2, c, i * i + j * j);
                }
                limbs::mul_1(&mut s1, &half, (n - 1) as u64);
                if n % 2 == 1 {
                    let (c, m) = (limbs::trimmed(self.dist.count(n / 2)), (n / 2) as u64);
                    limbs::addmul_1(&mut s1, c, m);
                    limbs::addmul_1(&mut s2, c, m * m);
                }
            } else {
                for i in self.nonzero() {
                    let c = limbs::trimmed(self.dist.count(i));
                    limbs::addmul_1(&mut s1, c, i as u64);
                    limbs::addmul_1(&mut s2, c, (i * i) as u64);
                }
            }
            let step = BigInt::from(step);
            return (
                BigInt::from(limbs::to_biguint(&s1)) * &step,
                BigInt::from(limbs::to_biguint(&s2)) * &step * &step,
            );
        }
        let (mut s1, mut s2) = (BigInt::zero(), BigInt::zero());
        for i in self.nonzero() {
            let c = BigInt::from(limbs::to_biguint(self.dist.count(i)));
            let d = BigInt::from(i128::from(self.dist.value(i)) - i128::from(min));
            s2 += &c * &d * &d;
            s1 += c * d;
        }
        (s1, s2)
    }

    /// The mean, exactly.
    pub fn mean(&self) -> BigRational {
        self.mean_of(&self.moments().0)
    }

    /// The mean, exactly, and the standard deviation, as a float: what [`Self::mean`] and
    /// [`Self::std_dev`] give, from one pass over the outcomes instead of two.
    pub fn mean_and_std_dev(&self) -> (BigRational, f64) {
        let (s1, s2) = self.moments();
        (self.mean_of(&s1), self.std_dev_of(&s1, s2))
    }

    /// The mean from the first moment about the lowest outcome.
    fn mean_of(&self, s1: &BigInt) -> BigRational {
        let min = BigInt::from(self.min());
        if s1.is_zero() {
            return BigRational::from_integer(min);
        }
        // Brought to lowest terms by the denominator's own primes, as every fraction here
        // is: a general gcd of numbers this long costs more than the moments themselves.
        let (num, den) = Reducer::new(&self.dist.den).fraction(&s1.magnitude().to_u64_digits());
        let den = BigInt::from(den);
        // `min + num/den` with `num/den` in lowest terms is in lowest terms too.
        BigRational::new_raw(min * &den + BigInt::from(num), den)
    }

    /// The variance, exactly.
    pub fn variance(&self) -> BigRational {
        let (s1, s2) = self.moments();
        let (num, den) = self.variance_of(&s1, s2);
        BigRational::new(num, den)
    }

    /// The variance from the two moments, as `(S2·D − S1², D²)`, not in lowest terms;
    /// shifting by the minimum changes nothing.
    fn variance_of(&self, s1: &BigInt, s2: BigInt) -> (BigInt, BigInt) {
        let den = BigInt::from(limbs::to_biguint(self.dist.den.limbs()));
        (s2 * &den - s1 * s1, &den * &den)
    }

    /// The standard deviation, as a float.
    pub fn std_dev(&self) -> f64 {
        let (s1, s2) = self.moments();
        self.std_dev_of(&s1, s2)
    }

    /// The standard deviation from the two moments.
    fn std_dev_of(&self, s1: &BigInt, s2: BigInt) -> f64 {
        // The quotient rounds to the same float whatever the form of the fraction, so no
        // gcd brings it to lowest terms first.
        let (num, den) = self.variance_of(s1, s2);
        BigRational::new_raw(num, den)
            .to_f64()
            .map_or(f64::NAN, f64::sqrt)
    }

    /// The probability of the rolls where some explosion was cut at
    /// [`Budget::explode_depth`] (0 when no die can explode). Their value counts as it
    /// stood when the chain stopped.
    pub fn cut_mass(&self) -> BigRational {
        // 1 − Π over exploding terms of (1 − (e/d)^dice)^chains.
        let (mut num, mut den) = (BigUint::from(1u32), BigUint::from(1u32));
        for cut in &self.cuts {
            let dice = u32::try_from(cut.dice).expect("depth is capped");
            let d = BigUint::from(cut.die_den).pow(dice);
            let e = BigUint::from(cut.explode).pow(dice);
            num *= (&d - e).pow(cut.chains);
            den *= d.pow(cut.chains);
        }
        BigRational::new(BigInt::from(&den - num), BigInt::from(den))
    }
}

/// Outcomes with their probabilities as `"num/den"` text, ascending: what
/// [`Distribution::fraction_table`] gives. The texts share one buffer, and outcomes with
/// the same probability may share one text.
#[derive(Debug, Clone, Default)]
pub struct Fractions {
    text: String,
    /// Each outcome with where its text is in `text`.
    rows: Vec<FractionRow>,
}

/// One outcome of a [`Fractions`] table.
#[derive(Debug, Clone, Copy)]
struct FractionRow {
    value: i64,
    /// Where its text is in the table's buffer.
    start: usize,
    end: usize,
    /// The first row with this text: this row's own place unless it shares an earlier
    /// row's text.
    first: usize,
}

impl Fractions {
    /// An empty table.
    pub fn new() -> Fractions {
        Fractions::default()
    }

    /// Adds `value` with its probability `text` after the others.
    pub fn push(&mut self, value: i64, text: &str) {
        let start = self.text.len();
        self.text.push_str(text);
        self.rows.push(FractionRow {
            value,
            start,
            end: self.text.len(),
            first: self.rows.len(),
        });
    }

    /// Each outcome with its probability's text, in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (i64, &str)> + '_ {
        self.rows
            .iter()
            .map(|row| (row.value, &self.text[row.start..row.end]))
    }

    /// [`Fractions::iter`], with the place of the earlier outcome whose text each one
    /// shares, if any (mirrored outcomes of a symmetric distribution share one text), so
    /// a writer can work on each text once.
    pub fn iter_shared(&self) -> impl ExactSizeIterator<Item = (i64, &str, Option<usize>)> + '_ {
        self.rows.iter().enumerate().map(|(i, row)| {
            let text = &self.text[row.start..row.end];
            (row.value, text, (row.first != i).then_some(row.first))
        })
    }

    /// How many outcomes there are.
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }
}

/// Two tables are equal when they list the same outcomes with the same texts, however
/// the texts are shared.
impl PartialEq for Fractions {
    fn eq(&self, other: &Fractions) -> bool {
        self.iter().eq(other.iter())
    }
}

impl Eq for Fractions {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fraction_table_lists_what_fractions_does_sharing_mirrored_texts() {
        for expr in [
            "3d6",
            "100d6",
            "4d6kh3",
            "60d8-20d4",
            "2d6*1d4",
            "12d10>=8",
            "1d1",
        ] {
            let d = odds(expr);
            let table = d.fraction_table();
            let listed: Vec<(i64, String)> = table.iter().map(|(v, t)| (v, t.to_owned())).collect();
            assert_eq!(listed, d.fractions(), "{expr}");
            assert_eq!(table.len(), d.len(), "{expr}");
            // Built one text at a time, the same table compares equal.
            let mut pushed = Fractions::new();
            for (v, t) in table.iter() {
                pushed.push(v, t);
            }
            assert_eq!(pushed, table, "{expr}");
        }
        // A symmetric distribution writes each of its texts once.
        let table = odds("3d6").fraction_table();
        let written: usize = table.iter().map(|(_, t)| t.len()).sum();
        assert!(
            table.text.len() * 2 <= written + 8,
            "{} of {written}",
            table.text.len()
        );
        // Each shared text points at the first outcome with it, an earlier one; a table
        // built one text at a time shares nothing.
        for expr in ["3d6", "60d8-20d4", "4d6kh3"] {
            let table = odds(expr).fraction_table();
            let rows: Vec<_> = table.iter_shared().collect();
            for (i, &(_, text, shared)) in rows.iter().enumerate() {
                if let Some(j) = shared {
                    assert!(j < i && rows[j].2.is_none(), "{expr}: row {i} shares {j}");
                    assert_eq!(rows[j].1, text, "{expr}");
                }
            }
            let shared = rows.iter().filter(|r| r.2.is_some()).count();
            assert_eq!(shared > 0, expr != "4d6kh3", "{expr}: {shared} shared");
        }
        let mut pushed = Fractions::new();
        pushed.push(1, "1/2");
        pushed.push(2, "1/2");
        assert!(pushed.iter_shared().all(|(_, _, shared)| shared.is_none()));
    }

    fn odds(text: &str) -> Distribution {
        distribution(&Expression::parse(text).unwrap(), &Budget::default()).unwrap()
    }

    fn ratio(n: i64, d: i64) -> BigRational {
        BigRational::new(n.into(), d.into())
    }

    #[test]
    fn queries() {
        let d = odds("2d6");
        assert_eq!((d.min(), d.max(), d.len()), (2, 12, 11));
        assert_eq!(d.probability(7), ratio(1, 6));
        assert_eq!(d.probability(13), ratio(0, 1));
        assert_eq!(d.p_le(3), ratio(1, 12));
        assert_eq!(d.p_ge(12), ratio(1, 36));
        assert_eq!(d.mean(), ratio(7, 1));
        assert_eq!(d.variance(), ratio(35, 6));
        assert!((d.std_dev() - (35.0f64 / 6.0).sqrt()).abs() < 1e-12);
        assert_eq!(d.cut_mass(), ratio(0, 1));
        assert_eq!(d.outcomes()[0], (2, ratio(1, 36)));
        let total: BigRational = d.outcomes().into_iter().map(|(_, p)| p).sum();
        assert_eq!(total, ratio(1, 1));
    }

    #[test]
    fn steps_and_moments() {
        let d = odds("3d6*5-2");
        assert_eq!(d.min(), 13);
        assert_eq!(d.probability(88), ratio(1, 216));
        assert_eq!(d.probability(14), ratio(0, 1));
        assert_eq!(d.mean(), ratio(101, 2));
        assert_eq!(d.variance(), ratio(35 * 25, 4));
    }

    #[test]
    fn mean_and_std_dev_in_one_pass_agree() {
        // Dense, stepped, sparse (a product's outcomes) and a single outcome.
        for text in ["3d6", "3d6*5-2", "d6*d6", "4d6kh3", "5"] {
            let d = odds(text);
            let (mean, sd) = d.mean_and_std_dev();
            assert_eq!(mean, d.mean(), "{text}");
            assert_eq!(sd.to_bits(), d.std_dev().to_bits(), "{text}");
        }
    }

    #[test]
    fn the_mean_and_variance_are_those_of_the_outcomes() {
        // Mirrored with an odd and an even number of outcomes, stepped, with inner zeros,
        // long; not mirrored; sparse; a single outcome.
        for text in "2d6 3d6 3d6*5-2 (d2-1)*10+d2 60d8-20d4 4d6kh3 d6*d6 5".split(' ') {
            let d = odds(text);
            let outcomes = d.outcomes();
            let mean: BigRational = outcomes
                .iter()
                .map(|(v, p)| p * BigRational::from_integer((*v).into()))
                .sum();
            let square: BigRational = outcomes
                .iter()
                .map(|(v, p)| p * BigRational::from_integer((v * v).into()))
                .sum();
            assert_eq!(d.mean(), mean, "{text}");
            assert_eq!(d.variance(), square - &mean * &mean, "{text}");
        }
        assert!(odds("(d2-1)*10+d2").mirrored && !odds("4d6kh3").mirrored);
    }

    #[test]
    fn cut_mass_of_explosions() {
        let budget = Budget {
            explode_depth: 1,
            ..Budget::default()
        };
        let d = distribution(&Expression::parse("2d6!").unwrap(), &budget).unwrap();
        // Each die is cut with probability 1/36: 1 − (35/36)².
        assert_eq!(d.cut_mass(), ratio(71, 1296));
        let total: BigRational = d.outcomes().into_iter().map(|(_, p)| p).sum();
        assert_eq!(total, ratio(1, 1));
    }

    #[test]
    fn repetition_is_ignored() {
        assert_eq!(odds("6#3d6").fractions(), odds("3d6").fractions());
    }

    #[test]
    fn every_message_is_in_the_catalogue() {
        let errors = [
            OddsError::TooLarge {
                limit: OddsLimit::Outcomes,
                needed: 2,
                allowed: 1,
            },
            OddsError::TooLarge {
                limit: OddsLimit::Work,
                needed: 2,
                allowed: 1,
            },
            OddsError::TooLarge {
                limit: OddsLimit::Text,
                needed: 2,
                allowed: 1,
            },
            OddsError::DivisionByZero { column: 3 },
            OddsError::Overflow,
        ];
        for e in errors {
            assert!(
                keeper_i18n::Catalogue::global().has(e.message().id()),
                "{e:?}"
            );
            assert!(!e.to_string().contains("dice-odds"), "{e}");
        }
    }

    #[test]
    fn errors() {
        let b = Budget::default();
        let e = |t: &str| distribution(&Expression::parse(t).unwrap(), &b).unwrap_err();
        assert!(e("1000d1000000").is_limit());
        assert!(e("500d6*500d6").is_limit());
        assert_eq!(e("1d6/(1d3-1)"), OddsError::DivisionByZero { column: 4 });
        assert_eq!(e("1d6/0"), OddsError::DivisionByZero { column: 4 });
        assert_eq!(e("1d6*4611686018427387904"), OddsError::Overflow);
        assert_eq!(
            e("1d6/0").to_string(),
            "division by zero: the divisor of the \"/\" at column 4 can come out 0"
        );
        assert!(!e("1d6/0").is_limit());
    }

    /// `200d1000` answered 222 MB of fractions; the estimate refuses it before any work,
    /// naming the answer's size, while the largest pool of d6 still fits.
    #[test]
    fn the_answer_is_sized_before_the_work() {
        let b = Budget::default();
        let parse = |t: &str| Expression::parse(t).unwrap();
        for text in ["200d1000", "1000d10", "100d1000+100d1000", "200d1000*2"] {
            match estimate(&parse(text), &b) {
                Err(OddsError::TooLarge {
                    limit: OddsLimit::Text,
                    needed,
                    allowed,
                }) => assert!(needed > allowed && allowed == MAX_TEXT, "{text}"),
                other => panic!("{text}: {other:?}"),
            }
            assert!(matches!(
                distribution(&parse(text), &b),
                Err(OddsError::TooLarge {
                    limit: OddsLimit::Text,
                    ..
                })
            ));
        }
        let est = estimate(&parse("1000d6"), &b).unwrap();
        let d = distribution(&parse("1000d6"), &b).unwrap();
        let real: u64 = d
            .fractions()
            .iter()
            .map(|(v, p)| (v.to_string().len() + p.len() + 6) as u64)
            .sum();
        assert!(real <= est.text && est.text <= MAX_TEXT, "{real} {est:?}");
        // A constant divisor cannot widen the answer, nor a sum of small dice.
        assert!(estimate(&parse("3d6/2+1d4"), &b).unwrap().text < 10_000);
        assert_eq!(OddsLimit::Text.name(), "answer_bytes");
    }
}
