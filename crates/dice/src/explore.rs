//! Exact odds of any computation that draws its dice from a [`DiceSource`], by
//! enumerating every sequence of faces.
//!
//! [`explore`] runs the computation once per leaf of the tree of possible faces,
//! depth first: a die with `n` faces branches into `n` children, each of probability
//! `1/n`, and which die comes next (if any) may depend on the faces drawn before it. A
//! leaf's probability is the product of those `1/n`; each outcome's probability is the
//! exact sum over its leaves, as a fraction in lowest terms.
//!
//! The computation must be deterministic given its faces (it is re-run from the first
//! die for every leaf). The work is bounded by [`ExploreBudget`]: a tree with more leaves,
//! or more dice drawn in all, stops with [`ExploreError::TooLarge`] instead of running on.
//!
//! ```
//! use keeper_dice::explore::{ExploreBudget, explore};
//! use keeper_dice::{DiceSource, Die};
//!
//! // A d4; on a 4, add a d6.
//! let odds = explore(&ExploreBudget::default(), |dice: &mut dyn DiceSource| {
//!     let first = dice.face(Die::D(4))?;
//!     let extra = if first == 4 { dice.face(Die::D(6))? } else { 0 };
//!     Ok::<_, keeper_dice::SourceError>(first + extra >= 7)
//! })?;
//! assert_eq!(odds.leaves(), 9);
//! assert_eq!(odds.fraction_of(|hit| *hit), "1/6"); // 1/4 · 4/6
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::collections::{BTreeMap, HashMap};
use std::fmt;

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Zero};

use crate::source::{DiceSource, Die, SourceError};

/// How much one exploration may cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExploreBudget {
    /// Most leaves (runs of the computation), default 200,000.
    pub max_leaves: u64,
    /// Most faces handed out over all the runs, default 4,000,000: this bounds a
    /// computation that draws many dice per leaf, or never stops drawing.
    pub max_draws: u64,
}

impl Default for ExploreBudget {
    fn default() -> Self {
        ExploreBudget {
            max_leaves: 200_000,
            max_draws: 4_000_000,
        }
    }
}

/// Which limit of an [`ExploreBudget`] an exploration hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum ExploreLimit {
    /// [`ExploreBudget::max_leaves`].
    Leaves,
    /// [`ExploreBudget::max_draws`].
    Draws,
}

/// Why an exploration gave no odds.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ExploreError<E> {
    /// The tree is larger than the budget allows (`allowed` of `limit`). Detected as
    /// soon as the leaves already run plus the branches still pending exceed the leaf
    /// budget, or when the dice drawn do.
    TooLarge {
        /// The limit hit.
        limit: ExploreLimit,
        /// What the budget allows.
        allowed: u64,
    },
    /// The computation asked for a die with no faces (`d0`).
    NoFaces,
    /// Replaying the same faces, the computation asked for a different die at the same
    /// place: it is not a function of its faces.
    NotDeterministic {
        /// 0-based place of the die among the draws.
        position: usize,
    },
    /// The computation failed on some leaf; `faces` are that leaf's faces.
    Failed {
        /// The computation's error.
        error: E,
        /// The faces it was given, in order.
        faces: Vec<i64>,
    },
}

impl<E> ExploreError<E> {
    /// Whether a budget limit was hit (as opposed to a computation that failed).
    pub fn is_limit(&self) -> bool {
        matches!(self, ExploreError::TooLarge { .. })
    }
}

impl<E: fmt::Display> fmt::Display for ExploreError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExploreError::TooLarge { limit, allowed } => {
                let what = match limit {
                    ExploreLimit::Leaves => "possible rolls",
                    ExploreLimit::Draws => "dice drawn",
                };
                write!(f, "too many {what} for exact odds (at most {allowed})")
            }
            ExploreError::NoFaces => f.write_str("a die with no faces has no odds"),
            ExploreError::NotDeterministic { position } => write!(
                f,
                "the computation asked for a different die at place {position} with the same faces"
            ),
            ExploreError::Failed { error, faces } => {
                write!(f, "the computation failed with faces {faces:?}: {error}")
            }
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for ExploreError<E> {}

/// The exact odds of each outcome of an explored computation.
#[derive(Debug, Clone, PartialEq)]
pub struct Explored<T> {
    outcomes: Vec<(T, BigRational)>,
    leaves: u64,
}

impl<T> Explored<T> {
    /// Every outcome with its probability, in the outcomes' order; the probabilities
    /// sum to exactly 1.
    pub fn outcomes(&self) -> &[(T, BigRational)] {
        &self.outcomes
    }

    /// How many leaves (runs of the computation) there were.
    pub fn leaves(&self) -> u64 {
        self.leaves
    }

    /// The probability of the outcomes where `pred` holds.
    pub fn probability_of(&self, pred: impl Fn(&T) -> bool) -> BigRational {
        self.outcomes
            .iter()
            .filter(|(t, _)| pred(t))
            .fold(BigRational::zero(), |acc, (_, p)| acc + p)
    }

    /// [`Explored::probability_of`] as text: `"0"`, `"1"` or `"n/d"` in lowest terms.
    pub fn fraction_of(&self, pred: impl Fn(&T) -> bool) -> String {
        fraction_text(&self.probability_of(pred))
    }
}

/// A probability as text: `"0"`, `"1"`, or `"n/d"` in lowest terms.
pub fn fraction_text(p: &BigRational) -> String {
    if p.is_integer() {
        p.numer().to_string()
    } else {
        format!("{}/{}", p.numer(), p.denom())
    }
}

/// One die drawn on the current path: which, the face index taken, and the product of
/// the sides of every die up to and including it.
struct Step {
    die: Die,
    index: u32,
    denominator: BigUint,
}

/// The replaying source of one run: the faces of the path so far, then the first face
/// of every new die (pushed onto the path).
struct Replay<'p> {
    path: &'p mut Vec<Step>,
    at: usize,
    draws: &'p mut u64,
    max_draws: u64,
    stop: Option<Stop>,
}

#[derive(Debug, Clone, Copy)]
enum Stop {
    Draws,
    NoFaces,
    NotDeterministic(usize),
}

impl DiceSource for Replay<'_> {
    fn face(&mut self, die: Die) -> Result<i64, SourceError> {
        let position = self.at;
        let abort = |stop: Stop, this: &mut Self| {
            this.stop.get_or_insert(stop);
            Err(SourceError::Exhausted { die, position })
        };
        // A run already stopped keeps its first reason.
        if self.stop.is_some() || *self.draws >= self.max_draws {
            return abort(Stop::Draws, self);
        }
        *self.draws += 1;
        let index = match self.path.get(position) {
            Some(step) if step.die == die => step.index,
            Some(_) => return abort(Stop::NotDeterministic(position), self),
            None => {
                let faces = die.faces();
                if faces == 0 {
                    return abort(Stop::NoFaces, self);
                }
                let below = self
                    .path
                    .last()
                    .map_or_else(BigUint::one, |s| s.denominator.clone());
                self.path.push(Step {
                    die,
                    index: 0,
                    denominator: below * faces,
                });
                0
            }
        };
        self.at += 1;
        Ok(die.min() + i64::from(index))
    }
}

/// Runs `run` once for every sequence of faces it can draw, and sums each outcome's
/// exact probability. See the [module documentation](self).
///
/// A leaf where `run` fails is [`ExploreError::Failed`] (unless the failure came from a
/// limit of `budget`, which is [`ExploreError::TooLarge`]).
pub fn explore<T, E, F>(budget: &ExploreBudget, mut run: F) -> Result<Explored<T>, ExploreError<E>>
where
    T: Ord,
    F: FnMut(&mut dyn DiceSource) -> Result<T, E>,
{
    let mut path: Vec<Step> = Vec::new();
    let mut draws = 0u64;
    let mut leaves = 0u64;
    // Per outcome: how many leaves with each denominator.
    let mut acc: BTreeMap<T, HashMap<BigUint, u64>> = BTreeMap::new();
    loop {
        if leaves >= budget.max_leaves {
            return Err(too_large(ExploreLimit::Leaves, budget.max_leaves));
        }
        let mut source = Replay {
            path: &mut path,
            at: 0,
            draws: &mut draws,
            max_draws: budget.max_draws,
            stop: None,
        };
        let result = run(&mut source);
        let (at, stop) = (source.at, source.stop);
        match stop {
            Some(Stop::Draws) => return Err(too_large(ExploreLimit::Draws, budget.max_draws)),
            Some(Stop::NoFaces) => return Err(ExploreError::NoFaces),
            Some(Stop::NotDeterministic(position)) => {
                return Err(ExploreError::NotDeterministic { position });
            }
            None => {}
        }
        // A leaf that used fewer dice than an earlier path with the same prefix is not
        // deterministic either.
        if at != path.len() {
            return Err(ExploreError::NotDeterministic { position: at });
        }
        let outcome = match result {
            Ok(t) => t,
            Err(error) => {
                let faces = path
                    .iter()
                    .map(|s| s.die.min() + i64::from(s.index))
                    .collect();
                return Err(ExploreError::Failed { error, faces });
            }
        };
        leaves += 1;
        let den = path
            .last()
            .map_or_else(BigUint::one, |s| s.denominator.clone());
        *acc.entry(outcome).or_default().entry(den).or_insert(0) += 1;

        // The next leaf: the deepest die with a face left takes it.
        while path.last().is_some_and(|s| s.index + 1 >= s.die.faces()) {
            path.pop();
        }
        let Some(last) = path.last_mut() else {
            break;
        };
        last.index += 1;
        // Every pending branch holds at least one leaf.
        let pending: u64 = path
            .iter()
            .map(|s| u64::from(s.die.faces() - 1 - s.index))
            .sum::<u64>()
            + 1;
        if leaves.saturating_add(pending) > budget.max_leaves {
            return Err(too_large(ExploreLimit::Leaves, budget.max_leaves));
        }
    }
    let outcomes = acc
        .into_iter()
        .map(|(t, dens)| {
            let p = dens.into_iter().fold(BigRational::zero(), |sum, (den, n)| {
                sum + BigRational::new(BigInt::from(n), BigInt::from(den))
            });
            (t, p)
        })
        .collect();
    Ok(Explored { outcomes, leaves })
}

fn too_large<E>(limit: ExploreLimit, allowed: u64) -> ExploreError<E> {
    ExploreError::TooLarge { limit, allowed }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Expression;
    use crate::odds::{Budget, distribution};
    use proptest::prelude::*;

    fn sum_of(n: usize, sides: u32) -> impl FnMut(&mut dyn DiceSource) -> Result<i64, SourceError> {
        move |dice| (0..n).map(|_| dice.face(Die::D(sides))).sum()
    }

    #[test]
    fn two_d6_matches_the_dice_engine() {
        let explored = explore(&ExploreBudget::default(), sum_of(2, 6)).unwrap();
        assert_eq!(explored.leaves(), 36);
        let engine = distribution(&Expression::parse("2d6").unwrap(), &Budget::default()).unwrap();
        assert_eq!(explored.outcomes().to_vec(), engine.outcomes());
        assert_eq!(explored.fraction_of(|t| *t == 7), "1/6");
    }

    #[test]
    fn later_dice_may_depend_on_earlier_faces() {
        // A d2 picks the die: 1 → a d4, 2 → a d6 then, on a 6, one more d6.
        let explored = explore(&ExploreBudget::default(), |dice: &mut dyn DiceSource| {
            let pick = dice.face(Die::D(2))?;
            let sides = if pick == 1 { 4 } else { 6 };
            let mut total = dice.face(Die::D(sides))?;
            if sides == 6 && total == 6 {
                total += dice.face(Die::D(6))?;
            }
            Ok::<_, SourceError>(total)
        })
        .unwrap();
        assert_eq!(explored.leaves(), 4 + 5 + 6);
        let p = |x: i64| fraction_text(&explored.probability_of(|t| *t == x));
        // 1: 1/2·1/4 + 1/2·1/6 = 5/24.
        assert_eq!(p(1), "5/24");
        assert_eq!(p(5), "1/12");
        assert_eq!(p(7), "1/72");
        assert_eq!(p(6), "0");
        assert_eq!(explored.fraction_of(|_| true), "1");
    }

    #[test]
    fn no_dice_is_one_certain_leaf() {
        let explored = explore(&ExploreBudget::default(), |_: &mut dyn DiceSource| {
            Ok::<_, ()>("x")
        })
        .unwrap();
        assert_eq!(explored.leaves(), 1);
        assert_eq!(explored.outcomes(), &[("x", BigRational::one())]);
    }

    #[test]
    fn percentile_dice_and_fudge_faces_start_at_their_minimum() {
        let explored = explore(&ExploreBudget::default(), |dice: &mut dyn DiceSource| {
            Ok::<_, SourceError>((dice.face(Die::Tens)?, dice.face(Die::Fudge)?))
        })
        .unwrap();
        assert_eq!(explored.leaves(), 30);
        assert_eq!(explored.outcomes()[0].0, (0, -1));
        assert_eq!(explored.outcomes().last().unwrap().0, (9, 1));
    }

    #[test]
    fn over_budget_stops_early_and_says_so() {
        // One d1,000,000 is known too large before its second face.
        let mut runs = 0;
        let err = explore(&ExploreBudget::default(), |dice: &mut dyn DiceSource| {
            runs += 1;
            dice.face(Die::D(1_000_000))
        })
        .unwrap_err();
        assert_eq!(
            err,
            ExploreError::TooLarge {
                limit: ExploreLimit::Leaves,
                allowed: 200_000
            }
        );
        assert!(err.is_limit());
        assert_eq!(runs, 1);
        // 10d10 has 10¹⁰ leaves: stopped at the budget.
        let small = ExploreBudget {
            max_leaves: 1_000,
            ..ExploreBudget::default()
        };
        let err = explore(&small, sum_of(10, 10)).unwrap_err();
        assert!(err.is_limit(), "{err}");
    }

    #[test]
    fn endless_drawing_hits_the_draw_limit() {
        let budget = ExploreBudget {
            max_leaves: 10,
            max_draws: 10_000,
        };
        let err = explore(
            &budget,
            |dice: &mut dyn DiceSource| -> Result<(), SourceError> {
                loop {
                    dice.face(Die::D(1))?;
                }
            },
        )
        .unwrap_err();
        assert_eq!(
            err,
            ExploreError::TooLarge {
                limit: ExploreLimit::Draws,
                allowed: 10_000
            }
        );
    }

    #[test]
    fn failures_and_inconsistency_are_reported() {
        let err = explore(&ExploreBudget::default(), |dice: &mut dyn DiceSource| {
            let f = dice.face(Die::D(3)).map_err(|_| "source")?;
            if f == 2 { Err("two") } else { Ok(f) }
        })
        .unwrap_err();
        assert_eq!(
            err,
            ExploreError::Failed {
                error: "two",
                faces: vec![2]
            }
        );
        let err = explore(&ExploreBudget::default(), |dice: &mut dyn DiceSource| {
            dice.face(Die::D(0))
        })
        .unwrap_err();
        assert_eq!(err, ExploreError::NoFaces);
        let mut calls = 0;
        let err = explore(&ExploreBudget::default(), |dice: &mut dyn DiceSource| {
            calls += 1;
            dice.face(Die::D(if calls == 1 { 2 } else { 3 }))
        })
        .unwrap_err();
        assert_eq!(err, ExploreError::NotDeterministic { position: 0 });
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// `n`d`s` sums explored leaf by leaf equal the dice engine's distribution.
        #[test]
        fn sums_match_the_dice_engine(n in 1usize..=4, sides in 1u32..=8) {
            let explored = explore(&ExploreBudget::default(), sum_of(n, sides)).unwrap();
            prop_assert_eq!(explored.leaves(), u64::from(sides).pow(n as u32));
            let expr = Expression::parse(&format!("{n}d{sides}")).unwrap();
            let engine = distribution(&expr, &Budget::default()).unwrap();
            prop_assert_eq!(explored.outcomes().to_vec(), engine.outcomes());
        }
    }
}
