//! The exact distribution of one dice term, in the order [`DiceTerm`] applies its
//! modifiers: each die (rerolled, then exploded into a chain), then keep/drop over the
//! chains, then success counting.
//!
//! A chain is summarised as a polynomial over a common denominator. When successes are
//! counted, the exponent packs both the chain's value `v` and its successes `s` as
//! `v·S + s` (Kronecker substitution; `S` exceeds any chain's successes, so the two never
//! mix), and products of such polynomials add both at once.

use crate::error::limits;
use crate::expr::{Condition, DiceTerm};

use super::den::Den;
use super::keep::{self, Group};
use super::poly::{self, Poly};
use super::{Budget, Meter, OddsError, OddsLimit};

/// A term's distribution: counts by value over `den`, and its explosion cut-off.
#[derive(Debug)]
pub(crate) struct TermOdds {
    pub(crate) counts: Poly,
    pub(crate) den: Den,
    pub(crate) cut: Option<Cut>,
    /// When the term is the sum of `n` independent copies of one polynomial (over
    /// `den^(1/n)`): that polynomial and `n`, so a later `+` can multiply by it `n`
    /// times instead of by the whole power.
    pub(crate) power: Option<(Poly, u32)>,
}

/// What is needed to tell the probability that some chain of a term was cut short.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Cut {
    /// Weight of an exploding face, over `die_den`.
    pub(crate) explode: u64,
    /// Denominator of one die (after rerolls).
    pub(crate) die_den: u64,
    /// Dice in a full chain (`explode_depth + 1`).
    pub(crate) dice: u64,
    /// Chains in the term.
    pub(crate) chains: u32,
}

/// How rerolls shape one die.
#[derive(Debug, Clone, Copy)]
enum Rerolled {
    /// No reroll (or one that matches no face).
    No,
    /// `ro` over the faces `a..=b` (`r` of them): a rerolled face is replaced once.
    Once { a: i64, b: i64, r: u64 },
    /// `rr` over the faces `a..=b`: the face is uniform over the others.
    Until { a: i64, b: i64 },
}

/// One die after rerolls: the weight of each face over `den_value`, by formula (a
/// million-sided die is sized without listing its faces).
struct DieWeights {
    lo: i64,
    hi: i64,
    faces: u64,
    rerolled: Rerolled,
    den_value: u64,
    den: Den,
}

impl DieWeights {
    fn of(term: &DiceTerm) -> DieWeights {
        let die = term.die;
        let (lo, hi) = (die.min(), die.max());
        let faces = u64::from(die.faces());
        let rerolled = match term.reroll {
            Some(r) => {
                let (a, b) = r.when.range_within(lo, hi);
                match (a <= b, r.once) {
                    (false, _) => Rerolled::No,
                    (true, true) => Rerolled::Once {
                        a,
                        b,
                        r: (b - a + 1) as u64,
                    },
                    (true, false) => Rerolled::Until { a, b },
                }
            }
            None => Rerolled::No,
        };
        let (den_value, den) = match rerolled {
            Rerolled::No => (faces, Den::of(faces)),
            Rerolled::Once { .. } => (faces * faces, Den::of(faces).pow(2)),
            Rerolled::Until { a, b } => {
                let left = faces - (b - a + 1) as u64;
                (left, Den::of(left))
            }
        };
        DieWeights {
            lo,
            hi,
            faces,
            rerolled,
            den_value,
            den,
        }
    }

    /// The weight of face `v`.
    fn weight(&self, v: i64) -> u64 {
        self.weight_in(v, v)
    }

    /// The total weight of the faces in `x..=y`.
    fn weight_in(&self, x: i64, y: i64) -> u64 {
        let (x, y) = (x.max(self.lo), y.min(self.hi));
        if x > y {
            return 0;
        }
        let n = (y - x + 1) as u64;
        let overlap = |a: i64, b: i64| (y.min(b) - x.max(a) + 1).max(0) as u64;
        match self.rerolled {
            Rerolled::No => n,
            // Each face: (not rerolled)·M + (rerolled faces)·1, over M².
            Rerolled::Once { a, b, r } => n * r + (n - overlap(a, b)) * self.faces,
            Rerolled::Until { a, b } => n - overlap(a, b),
        }
    }

    /// The total weight of the faces meeting `c`.
    fn weight_where(&self, c: Condition) -> u64 {
        let (a, b) = c.range_within(self.lo, self.hi);
        self.weight_in(a, b)
    }
}

/// What the term is, once the modifiers that change nothing are set aside.
struct Shape {
    die: DieWeights,
    /// Extra dice a chain may add (0 when the die cannot explode).
    depth: u64,
    /// Total weight of the exploding faces (0 when none; non-zero at depth 0 means
    /// every exploding face is cut).
    explode_weight: u64,
    /// `Some(k)`: keep the `k` highest (`high`) or lowest, `0 < k < count`.
    keep: Option<(bool, u32)>,
    /// Kept nothing at all (`kh0`, `dl` of every die).
    keep_none: bool,
    /// What a chain's polynomial tracks.
    mode: Mode,
}

/// What the exponent of a chain's polynomial means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// The chain's value.
    Value,
    /// The chain's successes.
    Successes,
    /// Both, as `value·stride + successes`, for keep/drop with success counting.
    Joint { stride: i64 },
}

impl Shape {
    fn of(term: &DiceTerm, budget: &Budget) -> Shape {
        let die = DieWeights::of(term);
        let explode_weight = term.explode.map_or(0, |e| die.weight_where(e));
        let depth = if explode_weight > 0 {
            u64::from(budget.explode_depth.min(limits::MAX_CHAIN))
        } else {
            0
        };
        let (keep, keep_none) = match term.select {
            None => (None, false),
            Some(s) => {
                let (high, k) = s.as_keep(term.count);
                if k == 0 {
                    (None, true)
                } else if k >= term.count {
                    (None, false)
                } else {
                    (Some((high, k)), false)
                }
            }
        };
        let mode = match (term.count_if.is_some(), keep.is_some()) {
            (false, _) => Mode::Value,
            (true, false) => Mode::Successes,
            (true, true) => Mode::Joint {
                stride: depth as i64 + 2,
            },
        };
        Shape {
            die,
            depth,
            explode_weight,
            keep,
            keep_none,
            mode,
        }
    }

    /// Span of a chain's values: an upper bound.
    fn value_span(&self) -> u64 {
        let (lo, hi) = (self.die.lo, self.die.hi);
        if self.depth == 0 {
            return (hi - lo) as u64 + 1;
        }
        let top = hi.max(0) as u64;
        let bottom = (-lo.min(0)) as u64;
        (self.depth + 1)
            .saturating_mul(top + bottom)
            .saturating_add(1)
    }

    /// Span of a chain's polynomial (in its mode's exponents): an upper bound.
    fn chain_span(&self) -> u64 {
        match self.mode {
            Mode::Value => self.value_span(),
            Mode::Successes => self.depth + 2,
            Mode::Joint { stride } => self.value_span().saturating_mul(stride as u64),
        }
    }
}

/// A term's size, predicted before any work.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Size {
    /// Its work, in the units of [`Budget::max_work`].
    pub(crate) work: u64,
    /// The outcomes its distribution spans (an upper bound).
    pub(crate) span: u64,
    /// The limbs of its denominator (an upper bound).
    pub(crate) width: u64,
}

/// The predicted work of a term, checked against the budget before any work.
pub(crate) fn check(term: &DiceTerm, budget: &Budget) -> Result<Size, OddsError> {
    let shape = Shape::of(term, budget);
    let n = u64::from(term.count);
    let dice = shape.depth + 1;
    let chain_span = shape.chain_span();
    let value_span = shape.value_span();
    let successes = shape.depth + 2;
    let chain_bits = shape.die.den.bits_estimate() * dice as f64;
    let cw = (chain_bits / 64.0) as u64 + 1;
    let w = (chain_bits * n as f64 / 64.0) as u64 + 2;
    let out_span = match (shape.keep, shape.mode) {
        _ if shape.keep_none => 1,
        (None, Mode::Value) => n.saturating_mul(value_span - 1).saturating_add(1),
        (None, _) => n * (successes - 1) + 1,
        (Some((_, k)), Mode::Value) => u64::from(k)
            .saturating_mul(value_span - 1)
            .saturating_add(1),
        (Some((_, k)), _) => u64::from(k) * (successes - 1) + 1,
    };
    let max_out = budget.max_outcomes as u64;
    for span in [chain_span, out_span] {
        if span > max_out {
            return Err(OddsError::TooLarge {
                limit: OddsLimit::Outcomes,
                needed: span,
                allowed: max_out,
            });
        }
    }
    // Runs in one chain's distribution: a die has at most three, each explosion level
    // repeats them, and a wider explosion range blurs the levels into single values.
    let explode_faces = term.explode.map_or(0, |e| {
        let (a, b) = e.range_within(shape.die.lo, shape.die.hi);
        (b - a + 1).max(0) as u64
    });
    let runs = match shape.mode {
        Mode::Successes => successes,
        _ if shape.depth == 0 => 3,
        _ if explode_faces <= 1 => 3 * dice + 1,
        _ => value_span,
    };
    let build = shape.depth * chain_span * explode_faces.max(1) * (cw + 1) * 4;
    let main = match shape.keep {
        _ if shape.keep_none => 0,
        None => poly::power_work(runs as usize, cw as usize, out_span, w as usize),
        Some((_, k)) if shape.mode == Mode::Value => {
            let (direct, by_drops) = keep::keep_sum_work(n, u64::from(k), value_span, runs, cw, w);
            direct.min(by_drops)
        }
        Some((_, k)) => {
            // Per value and step a: H (a·S long) times A (S runs), and the tie numbers.
            let (k, v) = (u64::from(k), value_span);
            (v * k * k / 2)
                .saturating_mul(successes * successes)
                .saturating_mul((w + 1) * (2 + cw))
                .saturating_add(v * k * (w * w + 8) * 4)
        }
    };
    let work = build
        .saturating_add(main)
        .saturating_add(super::format_work(out_span, w));
    if work > budget.max_work {
        return Err(OddsError::TooLarge {
            limit: OddsLimit::Work,
            needed: work,
            allowed: budget.max_work,
        });
    }
    Ok(Size {
        work,
        span: out_span,
        width: w,
    })
}

/// The distribution of `term`, after [`check`] accepted it.
pub(crate) fn term_odds(
    term: &DiceTerm,
    budget: &Budget,
    meter: &mut Meter,
) -> Result<TermOdds, OddsError> {
    let work = check(term, budget)?.work;
    meter.charge(work)?;
    let shape = Shape::of(term, budget);
    let dice = shape.depth + 1;
    let chain_den = shape.die.den.pow(dice);
    let cut = (shape.explode_weight > 0).then_some(Cut {
        explode: shape.explode_weight,
        die_den: shape.die.den_value,
        dice,
        chains: term.count,
    });
    if shape.keep_none {
        return Ok(TermOdds {
            counts: Poly::monomial(0, &[1], 1),
            den: Den::one(),
            cut,
            power: None,
        });
    }
    let den = chain_den.pow(u64::from(term.count));
    let w = den.width();
    let chain = chain_poly(term, &shape, &chain_den);
    let n = term.count;
    let (counts, power) = match (shape.keep, shape.mode) {
        (None, _) => (poly::power(&chain, n, w), Some((chain, n))),
        (Some((true, k)), Mode::Value) => (keep::keep_highest_sum(n, k, &chain, w), None),
        (Some((false, k)), Mode::Value) => (
            keep::keep_highest_sum(n, k, &chain.reversed(), w).reversed(),
            None,
        ),
        (Some((high, k)), Mode::Joint { stride }) => {
            let groups = groups(&chain, stride, high);
            (keep::keep_highest_payload(n, k, &groups, w), None)
        }
        (Some(_), Mode::Successes) => unreachable!("keep with successes is joint"),
    };
    Ok(TermOdds {
        counts,
        den,
        cut,
        power,
    })
}

/// The distribution of one chain over `die.den^(depth + 1)`, its exponent as the mode
/// says.
fn chain_poly(term: &DiceTerm, shape: &Shape, chain_den: &Den) -> Poly {
    let die = &shape.die;
    let cw = chain_den.width();
    let success = |v: i64| i64::from(term.count_if.is_some_and(|c| c.holds(v)));
    let explodes = |v: i64| shape.depth > 0 && term.explode.is_some_and(|e| e.holds(v));
    // One die, split into the faces that stop the chain and those that explode.
    let (mut stay, mut go) = match shape.mode {
        Mode::Successes => {
            // Two coefficients (no success, success), summed by formula over ranges.
            let (c, e) = (
                term.count_if.expect("successes mode counts"),
                term.explode.filter(|_| shape.depth > 0),
            );
            let (ca, cb) = c.range_within(die.lo, die.hi);
            let succ = die.weight_in(ca, cb);
            let (go_all, go_succ) = match e {
                Some(e) => {
                    let (ea, eb) = e.range_within(die.lo, die.hi);
                    (die.weight_in(ea, eb), die.weight_in(ea.max(ca), eb.min(cb)))
                }
                None => (0, 0),
            };
            let mut stay = Poly::zeros(0, 2, cw);
            stay.get_mut(0)[0] = die.den_value - succ - (go_all - go_succ);
            stay.get_mut(1)[0] = succ - go_succ;
            let mut go = Poly::zeros(0, 2, cw);
            go.get_mut(0)[0] = go_all - go_succ;
            go.get_mut(1)[0] = go_succ;
            (stay, go)
        }
        Mode::Value | Mode::Joint { .. } => {
            let s = match shape.mode {
                Mode::Joint { stride } => stride,
                _ => 1,
            };
            let encode = |v: i64| v * s + if s > 1 { success(v) } else { 0 };
            let span = ((die.hi - die.lo) * s + 2) as usize;
            let mut stay = Poly::zeros(die.lo * s, span, cw);
            let mut go = stay.clone();
            for v in die.lo..=die.hi {
                let wt = die.weight(v);
                if wt == 0 {
                    continue;
                }
                let i = (encode(v) - stay.off) as usize;
                if explodes(v) {
                    go.get_mut(i)[0] = wt;
                } else {
                    stay.get_mut(i)[0] = wt;
                }
            }
            (stay, go)
        }
    };
    stay.trim();
    go.trim();
    let mut chain = match (stay.is_empty(), go.is_empty()) {
        (_, true) => stay.clone(),
        (true, _) => go.clone(),
        _ => {
            // The full die: stay + go.
            let lo = stay.off.min(go.off);
            let hi = stay.end().max(go.end());
            let mut full = Poly::zeros(lo, (hi - lo + 1) as usize, cw);
            full.add_assign(&stay);
            full.add_assign(&go);
            full
        }
    };
    if shape.depth == 0 || go.is_empty() {
        chain.trim();
        return chain;
    }
    // C_depth = full die; C_L = stay · D1^(depth−L) + go · C_(L+1), from the last die
    // allowed back to the first.
    let go_pieces = go.pieces();
    let d1 = [die.den_value];
    let mut scale = vec![1u64];
    for _ in 0..shape.depth {
        scale = super::limbs::mul_new(&scale, &d1);
        let mut addend = Poly::zeros(stay.off, stay.len(), cw);
        for i in 0..stay.len() {
            let c = stay.get(i)[0];
            if c != 0 {
                poly::addmul_any(addend.get_mut(i), &scale, &[c]);
            }
        }
        chain = poly::mul_pieces(&chain, &go_pieces, Some(&addend), cw);
    }
    chain.trim();
    chain
}

/// The values a chain takes (exponent `value·stride + successes`), highest first
/// (`high`) or lowest first, each with its successes as a polynomial.
fn groups(chain: &Poly, stride: i64, high: bool) -> Vec<Group> {
    let mut out: Vec<(i64, Group)> = Vec::new();
    for i in 0..chain.len() {
        let c = super::limbs::trimmed(chain.get(i));
        if c.is_empty() {
            continue;
        }
        let e = chain.off + i as i64;
        let (v, s) = (e.div_euclid(stride), e.rem_euclid(stride));
        if out.last().is_none_or(|(last, _)| *last != v) {
            out.push((
                v,
                Group {
                    weight: Vec::new(),
                    payload: Poly::zeros(0, stride as usize, chain.w),
                },
            ));
        }
        let g = &mut out.last_mut().expect("just pushed").1;
        super::limbs::add_to(g.payload.get_mut(s as usize), c);
        g.weight = super::limbs::add_new(&g.weight, c);
    }
    if high {
        out.reverse();
    }
    out.into_iter()
        .map(|(_, mut g)| {
            g.payload.trim();
            g
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Expression;

    fn counts(text: &str, depth: u32) -> (i64, Vec<u64>, Vec<u64>) {
        let expr = Expression::parse(text).unwrap();
        let budget = Budget {
            explode_depth: depth,
            ..Budget::default()
        };
        let mut meter = Meter::new(u64::MAX);
        let t = term_odds(&expr.terms()[0], &budget, &mut meter).unwrap();
        let mut p = t.counts;
        p.trim();
        let c = (0..p.len()).map(|i| p.get(i)[0]).collect();
        (p.off, c, t.den.limbs().to_vec())
    }

    #[test]
    fn reroll_once_and_until() {
        // d6ro1: a 1 is rolled again once; over 36: face 1 → 1, others → 6 + 1.
        assert_eq!(counts("1d6ro1", 9), (1, vec![1, 7, 7, 7, 7, 7], vec![36]));
        // d6rr<3: uniform over 3..=6.
        assert_eq!(counts("1d6rr<3", 9), (3, vec![1, 1, 1, 1], vec![4]));
    }

    #[test]
    fn explosion_is_cut_at_the_depth() {
        // d6! with one extra die: 1..5 at 6/36, 7..11 at 1/36, and 12 (cut) at 1/36.
        let (off, c, den) = counts("1d6!", 1);
        assert_eq!(off, 1);
        assert_eq!(den, vec![36]);
        assert_eq!(c, vec![6, 6, 6, 6, 6, 0, 1, 1, 1, 1, 1, 1]);
    }

    #[test]
    fn successes_with_explosions() {
        // d6! counting faces ≥ 5, depth 1: a 6 adds one success and one more die.
        let (off, c, den) = counts("1d6>=5!", 1);
        assert_eq!(den, vec![36]);
        // 0: faces 1–4 (4·6 = 24); 1: face 5 (6) + 6 then 1–4 (4); 2: 6 then 5–6 (2).
        assert_eq!((off, c), (0, vec![24, 10, 2]));
    }

    #[test]
    fn keep_none_is_zero() {
        assert_eq!(counts("3d6kh0", 9), (0, vec![1], vec![1]));
    }
}
