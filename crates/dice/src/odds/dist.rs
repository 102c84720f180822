//! Distributions of whole expressions: counts over a common denominator, indexed by a
//! dense run of outcomes `lo + i·step` (or, when outcomes are few and far apart, an
//! explicit sorted list), and the arithmetic of the compiled program on them.
//!
//! Independent parts combine by convolution (`+`, `−`); multiplying or dividing by a
//! fixed number moves outcomes without touching counts; a product or quotient of two
//! random parts goes pair by pair over both supports, within the work budget.

use std::collections::HashMap;

use num_integer::Integer;

use crate::roll::floor_div;

use super::den::Den;
use super::limbs;
use super::poly::{self, Poly};
use super::{Budget, Meter, OddsError, OddsLimit};

/// Where the outcomes of a [`Dist`] are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Values {
    /// Outcome `i` is `lo + i·step` (`step ≥ 1`).
    Dense { lo: i64, step: i64 },
    /// Outcome `i` is `values[i]`, ascending; every count is non-zero.
    Sparse(Vec<i64>),
}

/// A distribution: `counts` (exponent = index, `off` = 0) over `den`; the first and last
/// counts are non-zero, and a single outcome always has count 1 over 1.
#[derive(Debug, Clone)]
pub(crate) struct Dist {
    pub(crate) values: Values,
    pub(crate) counts: Poly,
    pub(crate) den: Den,
    /// Set when the distribution is `shift` plus the sum of `n` independent copies of
    /// `chain` (exponent = value, over `den^(1/n)`).
    pub(crate) power: Option<Box<PowerHint>>,
}

/// A distribution known as a power: see [`Dist::power`].
#[derive(Debug, Clone)]
pub(crate) struct PowerHint {
    pub(crate) chain: Poly,
    pub(crate) n: u32,
    pub(crate) shift: i64,
}

/// Outcomes per non-zero count below which a dense run is preferred to a list.
const DENSE_FILL: u64 = 4;

impl Dist {
    /// The fixed number `v`.
    pub(crate) fn constant(v: i64) -> Dist {
        Dist {
            values: Values::Dense { lo: v, step: 1 },
            counts: Poly::monomial(0, &[1], 1),
            den: Den::one(),
            power: None,
        }
    }

    /// A term's counts (exponent = outcome) over `den`.
    pub(crate) fn from_counts(mut counts: Poly, den: Den) -> Dist {
        counts.trim();
        let lo = counts.off;
        counts.off = 0;
        let w = den.width();
        let mut d = Dist {
            values: Values::Dense { lo, step: 1 },
            counts: counts.into_width(w),
            den,
            power: None,
        };
        d.normalize();
        d
    }

    /// Number of stored outcomes (some dense ones may have count 0).
    pub(crate) fn len(&self) -> usize {
        self.counts.len()
    }

    /// Outcome `i`.
    #[inline]
    pub(crate) fn value(&self, i: usize) -> i64 {
        match &self.values {
            Values::Dense { lo, step } => lo + i as i64 * step,
            Values::Sparse(v) => v[i],
        }
    }

    /// Count of outcome `i`.
    #[inline]
    pub(crate) fn count(&self, i: usize) -> &[u64] {
        self.counts.get(i)
    }

    /// The single outcome, if there is only one.
    fn single(&self) -> Option<i64> {
        (self.len() == 1).then(|| self.value(0))
    }

    /// Trims zero counts at the ends; a single outcome becomes 1 over 1.
    fn normalize(&mut self) {
        if let Values::Dense { lo, step } = &mut self.values {
            if let Some(first) =
                (0..self.counts.len()).find(|&i| !limbs::is_zero(self.counts.get(i)))
            {
                *lo += first as i64 * *step;
            }
            self.counts.trim();
            self.counts.off = 0;
        }
        if self.counts.len() <= 1 {
            let v = if self.counts.len() == 1 {
                self.value(0)
            } else {
                0
            };
            *self = Dist::constant(v);
        }
    }

    /// Builds a distribution from outcomes ascending (no repeats) and their counts.
    fn from_sorted(values: Vec<i64>, counts: Poly, den: Den, budget: &Budget) -> Dist {
        debug_assert_eq!(values.len(), counts.len());
        if values.len() <= 1 {
            return Dist::constant(values.first().copied().unwrap_or(0));
        }
        let lo = values[0];
        let hi = values[values.len() - 1];
        let step = values
            .windows(2)
            .fold(0u64, |g, p| g.gcd(&((p[1] as i128 - p[0] as i128) as u64)));
        let span = ((hi as i128 - lo as i128) as u128 / u128::from(step) + 1) as u64;
        let dense = span <= (values.len() as u64).saturating_mul(DENSE_FILL) + 64
            && span <= budget.max_outcomes as u64
            && step <= i64::MAX as u64;
        if !dense {
            return Dist {
                values: Values::Sparse(values),
                counts,
                den,
                power: None,
            };
        }
        let step = step as i64;
        let w = counts.w;
        let mut out = Poly::zeros(0, span as usize, w);
        for (i, &v) in values.iter().enumerate() {
            let idx = ((v as i128 - lo as i128) / step as i128) as usize;
            out.get_mut(idx).copy_from_slice(counts.get(i));
        }
        let mut d = Dist {
            values: Values::Dense { lo, step },
            counts: out,
            den,
            power: None,
        };
        d.normalize();
        d
    }

    /// Applies a monotone map to every outcome (`increasing` or decreasing), merging
    /// outcomes that land together.
    fn map_monotone(
        &self,
        f: impl Fn(i64) -> Option<i64>,
        increasing: bool,
        budget: &Budget,
    ) -> Result<Dist, OddsError> {
        let w = self.counts.w;
        let mut values: Vec<i64> = Vec::new();
        let mut counts: Vec<u64> = Vec::new();
        let order: Box<dyn Iterator<Item = usize>> = if increasing {
            Box::new(0..self.len())
        } else {
            Box::new((0..self.len()).rev())
        };
        for i in order {
            let c = self.count(i);
            if limbs::is_zero(c) {
                continue;
            }
            let v = f(self.value(i)).ok_or(OddsError::Overflow)?;
            if values.last() == Some(&v) {
                let n = counts.len();
                let over = limbs::add_to(&mut counts[n - w..], c);
                debug_assert!(!over);
            } else {
                values.push(v);
                counts.extend_from_slice(c);
            }
        }
        Ok(Dist::from_sorted(
            values,
            Poly {
                off: 0,
                w,
                c: counts,
            },
            self.den.clone(),
            budget,
        ))
    }

    /// `−self`.
    pub(crate) fn neg(&self, budget: &Budget) -> Result<Dist, OddsError> {
        match self.values {
            Values::Dense { lo, step } => {
                let hi = self.value(self.len() - 1);
                let new_lo = hi.checked_neg().ok_or(OddsError::Overflow)?;
                let _ = lo.checked_neg().ok_or(OddsError::Overflow)?;
                let mut counts = self.counts.reversed();
                counts.off = 0;
                let power = self.power.as_ref().and_then(|p| {
                    Some(Box::new(PowerHint {
                        chain: p.chain.reversed(),
                        n: p.n,
                        shift: p.shift.checked_neg()?,
                    }))
                });
                Ok(Dist {
                    values: Values::Dense { lo: new_lo, step },
                    counts,
                    den: self.den.clone(),
                    power,
                })
            }
            Values::Sparse(_) => self.map_monotone(i64::checked_neg, false, budget),
        }
    }

    /// `self + c`.
    fn add_const(&self, c: i64, budget: &Budget) -> Result<Dist, OddsError> {
        match self.values {
            Values::Dense { lo, step } => {
                let hi = self.value(self.len() - 1);
                hi.checked_add(c).ok_or(OddsError::Overflow)?;
                Ok(Dist {
                    values: Values::Dense {
                        lo: lo.checked_add(c).ok_or(OddsError::Overflow)?,
                        step,
                    },
                    counts: self.counts.clone(),
                    den: self.den.clone(),
                    power: self.power.as_ref().and_then(|p| {
                        Some(Box::new(PowerHint {
                            chain: p.chain.clone(),
                            n: p.n,
                            shift: p.shift.checked_add(c)?,
                        }))
                    }),
                })
            }
            Values::Sparse(_) => self.map_monotone(|v| v.checked_add(c), true, budget),
        }
    }

    /// `self · c`.
    fn mul_const(&self, c: i64, budget: &Budget) -> Result<Dist, OddsError> {
        if c == 0 {
            return Ok(Dist::constant(0));
        }
        // A dense run stays dense unless its new step leaves the 64-bit range (then the
        // outcomes are listed, if they fit at all).
        if let (Values::Dense { lo, step }, Some(abs)) = (&self.values, c.checked_abs())
            && let Some(step) = step.checked_mul(abs)
        {
            let hi = self.value(self.len() - 1);
            let (Some(a), Some(b)) = (lo.checked_mul(c), hi.checked_mul(c)) else {
                return Err(OddsError::Overflow);
            };
            return Ok(if c > 0 {
                Dist {
                    values: Values::Dense { lo: a, step },
                    counts: self.counts.clone(),
                    den: self.den.clone(),
                    power: None,
                }
            } else {
                let mut counts = self.counts.reversed();
                counts.off = 0;
                Dist {
                    values: Values::Dense { lo: b, step },
                    counts,
                    den: self.den.clone(),
                    power: None,
                }
            });
        }
        self.map_monotone(|v| v.checked_mul(c), c > 0, budget)
    }

    /// `⌊self / c⌋`, `c ≠ 0`.
    fn div_const(&self, c: i64, budget: &Budget) -> Result<Dist, OddsError> {
        if let Values::Dense { lo, step } = self.values
            && c > 0
            && step % c == 0
        {
            return Ok(Dist {
                values: Values::Dense {
                    lo: floor_div(lo, c).ok_or(OddsError::Overflow)?,
                    step: step / c,
                },
                counts: self.counts.clone(),
                den: self.den.clone(),
                power: None,
            });
        }
        self.map_monotone(|v| floor_div(v, c), c > 0, budget)
    }

    /// Whether 0 is an outcome.
    fn has_zero(&self) -> bool {
        match &self.values {
            Values::Dense { lo, step } => {
                let hi = self.value(self.len() - 1);
                if *lo > 0 || hi < 0 || lo.rem_euclid(*step) != 0 {
                    return false;
                }
                let i = (-(*lo as i128) / *step as i128) as usize;
                !limbs::is_zero(self.count(i))
            }
            Values::Sparse(v) => v.binary_search(&0).is_ok(),
        }
    }

    /// `self + other` for independent parts.
    fn add(&self, other: &Dist, budget: &Budget, meter: &mut Meter) -> Result<Dist, OddsError> {
        if let Some(c) = other.single() {
            return self.add_const(c, budget);
        }
        if let Some(c) = self.single() {
            return other.add_const(c, budget);
        }
        let (Values::Dense { lo: la, step: sa }, Values::Dense { lo: lb, step: sb }) =
            (&self.values, &other.values)
        else {
            return self.pairwise(other, |a, b| a.checked_add(b), budget, meter);
        };
        let g = sa.gcd(sb);
        let (ra, rb) = ((sa / g) as u128, (sb / g) as u128);
        let span = (self.len() as u128 - 1) * ra + (other.len() as u128 - 1) * rb + 1;
        let pairs = self.len() as u128 * other.len() as u128;
        if span > budget.max_outcomes as u128 || span > pairs * u128::from(DENSE_FILL) + 64 {
            return self.pairwise(other, |a, b| a.checked_add(b), budget, meter);
        }
        let lo = la.checked_add(*lb).ok_or(OddsError::Overflow)?;
        let hi_a = self.value(self.len() - 1);
        let hi_b = other.value(other.len() - 1);
        hi_a.checked_add(hi_b).ok_or(OddsError::Overflow)?;
        let den = self.den.mul(&other.den);
        let w = den.width();
        // Candidates: the general product, a product by runs of either side, or either
        // side's own power applied factor by factor; the cheapest wins.
        let mut best = (
            poly::schoolbook_work(&self.counts, &other.counts),
            Method::Schoolbook,
        );
        if ra == 1 && rb == 1 {
            let cands = [
                (
                    poly::mul_pieces_work(other.len(), self.counts.runs(), w),
                    Method::RunsOf(true),
                ),
                (
                    poly::mul_pieces_work(self.len(), other.counts.runs(), w),
                    Method::RunsOf(false),
                ),
                (
                    power_work(other.len(), self.power.as_deref(), w),
                    Method::PowerOf(true),
                ),
                (
                    power_work(self.len(), other.power.as_deref(), w),
                    Method::PowerOf(false),
                ),
            ];
            for c in cands {
                if c.0 < best.0 {
                    best = c;
                }
            }
        }
        meter.charge(best.0)?;
        let (counts, lo) = match best.1 {
            Method::Schoolbook => (
                poly::mul_schoolbook(&self.counts, &other.counts, ra as usize, rb as usize, w),
                lo,
            ),
            Method::RunsOf(of_self) => {
                let (h, p) = if of_self {
                    (&other.counts, &self.counts)
                } else {
                    (&self.counts, &other.counts)
                };
                (poly::mul_pieces(&h.at_width(w), &p.pieces(), None, w), lo)
            }
            Method::PowerOf(of_self) => {
                let (h, hint, h_lo) = if of_self {
                    (&other.counts, self.power.as_deref(), *lb)
                } else {
                    (&self.counts, other.power.as_deref(), *la)
                };
                let hint = hint.expect("chosen only with a hint");
                let pieces = hint.chain.pieces();
                let mut acc = h.rewidth(w);
                let mut next = Poly::zeros(0, 0, w);
                let mut scratch = poly::MulScratch::default();
                for _ in 0..hint.n {
                    poly::mul_pieces_assign(&mut acc, &pieces, w, &mut next, &mut scratch);
                }
                // Exponent = value − h_lo − shift.
                let lo = h_lo
                    .checked_add(hint.shift)
                    .and_then(|v| v.checked_add(acc.off))
                    .ok_or(OddsError::Overflow)?;
                acc.off = 0;
                (acc, lo)
            }
        };
        // Schoolbook and runs keep exponents from 0; the first count may be 0 only when
        // a side has inner zeros, which trimming below handles.
        let lo = if matches!(best.1, Method::PowerOf(_)) {
            lo
        } else {
            lo.checked_add(counts.off.checked_mul(g).ok_or(OddsError::Overflow)?)
                .ok_or(OddsError::Overflow)?
        };
        let mut d = Dist {
            values: Values::Dense { lo, step: g },
            counts: Poly { off: 0, ..counts },
            den,
            power: None,
        };
        d.normalize();
        Ok(d)
    }

    /// `op(a, b)` over every pair of outcomes, for independent parts.
    fn pairwise(
        &self,
        other: &Dist,
        op: impl Fn(i64, i64) -> Option<i64>,
        budget: &Budget,
        meter: &mut Meter,
    ) -> Result<Dist, OddsError> {
        // Each pair: a product of counts and a hash-map step.
        let pairs = self.len() as u64 * other.len() as u64;
        meter.charge(
            poly::schoolbook_work(&self.counts, &other.counts).saturating_add(pairs * 24),
        )?;
        let den = self.den.mul(&other.den);
        let w = den.width();
        let mut index: HashMap<i64, usize> = HashMap::new();
        let mut values: Vec<i64> = Vec::new();
        let mut acc: Vec<u64> = Vec::new();
        for i in 0..self.len() {
            let ca = limbs::trimmed(self.count(i));
            if ca.is_empty() {
                continue;
            }
            let va = self.value(i);
            for j in 0..other.len() {
                let cb = limbs::trimmed(other.count(j));
                if cb.is_empty() {
                    continue;
                }
                let v = op(va, other.value(j)).ok_or(OddsError::Overflow)?;
                let k = match index.get(&v) {
                    Some(&k) => k,
                    None => {
                        if values.len() >= budget.max_outcomes {
                            return Err(OddsError::TooLarge {
                                limit: OddsLimit::Outcomes,
                                needed: values.len() as u64 + 1,
                                allowed: budget.max_outcomes as u64,
                            });
                        }
                        index.insert(v, values.len());
                        values.push(v);
                        acc.resize(acc.len() + w, 0);
                        values.len() - 1
                    }
                };
                poly::addmul_any(&mut acc[k * w..(k + 1) * w], cb, ca);
            }
        }
        let mut order: Vec<usize> = (0..values.len()).collect();
        order.sort_unstable_by_key(|&k| values[k]);
        let mut counts = Poly::zeros(0, values.len(), w);
        for (dst, &k) in order.iter().enumerate() {
            counts
                .get_mut(dst)
                .copy_from_slice(&acc[k * w..(k + 1) * w]);
        }
        let sorted: Vec<i64> = order.iter().map(|&k| values[k]).collect();
        Ok(Dist::from_sorted(sorted, counts, den, budget))
    }
}

/// How [`Dist::add`] multiplies the counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Method {
    Schoolbook,
    /// By the runs of `self` (`true`) or of the other side.
    RunsOf(bool),
    /// By the power hint of `self` (`true`) or of the other side.
    PowerOf(bool),
}

/// Work of multiplying `len` counts by `hint`'s chain `n` times (`u64::MAX` without one).
fn power_work(len: usize, hint: Option<&PowerHint>, w: usize) -> u64 {
    let Some(hint) = hint else {
        return u64::MAX;
    };
    let grown = len + hint.n as usize * hint.chain.len() / 2;
    poly::mul_pieces_work(grown, hint.chain.runs(), w).saturating_mul(u64::from(hint.n))
}

/// Runs one binary operator of the program.
pub(crate) fn binary(
    op: crate::expr::Op,
    a: &Dist,
    b: &Dist,
    budget: &Budget,
    meter: &mut Meter,
) -> Result<Dist, OddsError> {
    use crate::expr::Op;
    match op {
        Op::Add => a.add(b, budget, meter),
        Op::Sub => a.add(&b.neg(budget)?, budget, meter),
        Op::Mul => {
            if let Some(c) = b.single() {
                a.mul_const(c, budget)
            } else if let Some(c) = a.single() {
                b.mul_const(c, budget)
            } else {
                a.pairwise(b, i64::checked_mul, budget, meter)
            }
        }
        Op::Div(column) => {
            if b.has_zero() {
                return Err(OddsError::DivisionByZero {
                    column: column as usize,
                });
            }
            match b.single() {
                Some(c) => a.div_const(c, budget),
                None => a.pairwise(b, floor_div, budget, meter),
            }
        }
        Op::Const(_) | Op::Dice(_) | Op::Neg => unreachable!("not a binary operator"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dense(lo: i64, cs: &[u64], den: u64) -> Dist {
        let mut p = Poly::zeros(lo, cs.len(), 1);
        for (i, &c) in cs.iter().enumerate() {
            p.get_mut(i)[0] = c;
        }
        Dist::from_counts(p, Den::of(den))
    }

    fn pairs(d: &Dist) -> Vec<(i64, u64)> {
        (0..d.len())
            .filter(|&i| !limbs::is_zero(d.count(i)))
            .map(|i| (d.value(i), d.count(i)[0]))
            .collect()
    }

    #[test]
    fn constants_move_outcomes() {
        let b = Budget::default();
        let d6 = dense(1, &[1; 6], 6);
        assert_eq!(pairs(&d6.mul_const(5, &b).unwrap())[1], (10, 1));
        assert_eq!(pairs(&d6.mul_const(-2, &b).unwrap())[0], (-12, 1));
        let halves = d6.div_const(2, &b).unwrap();
        assert_eq!(pairs(&halves), vec![(0, 1), (1, 2), (2, 2), (3, 1)]);
        let neg = d6.div_const(-4, &b).unwrap();
        assert_eq!(pairs(&neg), vec![(-2, 2), (-1, 4)]);
        assert_eq!(pairs(&d6.neg(&b).unwrap())[0], (-6, 1));
        assert!(matches!(
            d6.mul_const(i64::MAX, &b),
            Err(OddsError::Overflow)
        ));
        // ±1 times c: both outcomes fit though the step 2c does not.
        let pm = d6.div_const(4, &b).unwrap().mul_const(2, &b).unwrap();
        let pm = pm.add_const(-1, &b).unwrap();
        let big = pm.mul_const(i64::MAX / 2 + 1, &b).unwrap();
        assert_eq!(
            pairs(&big),
            vec![(-(i64::MAX / 2 + 1), 3), (i64::MAX / 2 + 1, 3)]
        );
    }

    /// The distribution of one term, with its power hint, as `distribution` builds it.
    fn term(text: &str) -> Dist {
        let expr = crate::Expression::parse(text).unwrap();
        let mut m = Meter::new(u64::MAX);
        let t =
            super::super::term::term_odds(&expr.terms()[0], &Budget::default(), &mut m).unwrap();
        let mut d = Dist::from_counts(t.counts, t.den);
        d.power = t
            .power
            .map(|(chain, n)| Box::new(PowerHint { chain, n, shift: 0 }));
        d
    }

    #[test]
    fn every_way_of_adding_agrees() {
        let b = Budget::default();
        let mut m = Meter::new(u64::MAX);
        for (x, y) in [
            ("60d8", "20d4"),
            ("7d6", "3d10ro1"),
            ("5d4!", "9d3"),
            ("4dF", "6d6"),
        ] {
            let a = term(x).add_const(3, &b).unwrap();
            let c = term(y).neg(&b).unwrap();
            let sum = a.add(&c, &b, &mut m).unwrap();
            let w = sum.den.width();
            let mut plain = poly::mul_schoolbook(&a.counts, &c.counts, 1, 1, w);
            plain.trim();
            let mut got = sum.counts.clone();
            got.trim();
            assert_eq!(got.rewidth(w), plain, "{x} - {y}");
            let (Values::Dense { lo: la, .. }, Values::Dense { lo: lc, .. }) =
                (&a.values, &c.values)
            else {
                panic!("dense terms");
            };
            assert_eq!(sum.value(0), la + lc);
        }
    }

    #[test]
    fn sums_strided_and_sparse() {
        let b = Budget::default();
        let mut m = Meter::new(u64::MAX);
        let d6 = dense(1, &[1; 6], 6);
        let d2 = dense(1, &[1; 2], 2);
        let wide = d2.mul_const(1_000_000, &b).unwrap();
        let s = wide.add(&d6, &b, &mut m).unwrap();
        assert!(matches!(s.values, Values::Sparse(_)));
        assert_eq!(pairs(&s).len(), 12);
        assert_eq!(pairs(&s)[6], (2_000_001, 1));
        let tens = d6.mul_const(10, &b).unwrap();
        let d66 = tens.add(&d6, &b, &mut m).unwrap();
        assert_eq!(pairs(&d66).len(), 36);
        assert_eq!(pairs(&d66)[0], (11, 1));
        let prod = d6.pairwise(&d6, i64::checked_mul, &b, &mut m).unwrap();
        assert_eq!(pairs(&prod).len(), 18);
        assert_eq!(pairs(&prod).iter().map(|p| p.1).sum::<u64>(), 36);
    }
}
