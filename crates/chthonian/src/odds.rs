//! Exact odds of Chthonian rolls, as fractions in lowest terms.
//!
//! A d12 has twelve faces, so a standard roll is enumerated directly. A contest of `n`
//! sides is summed face by face of each side: side `i` with total `t` wins when every
//! other side is below `t`, and, when ties are broken, also when the sides tied at `t`
//! have lower Trait totals. Sides tied at `t` with an equal Trait total roll again with
//! the same modifier, so they are alike and each wins the rerolls with chance 1/(k+1)
//! (the geometric series of further ties sums to exactly that). The work is
//! `12 · n² · n` fraction operations, never `12ⁿ`.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

use crate::roll::{Difficulty, TiePolicy};

/// The odds of a standard roll.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollOdds {
    /// The chance of an Outcome of 0 or more.
    pub success: BigRational,
    /// Every possible Outcome (ascending) and its chance.
    pub outcomes: Vec<(i64, BigRational)>,
}

/// The odds of a contest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContestOdds {
    /// Each side's chance to win, in order.
    pub wins: Vec<BigRational>,
    /// The chance that nobody wins (a kept tie, or, in a complex contest, no Outcome
    /// above 0 or a kept tie for it).
    pub nobody: BigRational,
}

/// The odds of a standard roll of d12 + `modifier` against `difficulty`.
pub fn standard_odds(modifier: i64, difficulty: Difficulty) -> RollOdds {
    let twelfth = BigRational::new(BigInt::one(), BigInt::from(12));
    let outcomes: Vec<(i64, BigRational)> = (1..=12)
        .map(|f| (f + modifier - difficulty.0, twelfth.clone()))
        .collect();
    let hits = outcomes.iter().filter(|(o, _)| *o >= 0).count();
    RollOdds {
        success: BigRational::new(BigInt::from(hits), BigInt::from(12)),
        outcomes,
    }
}

/// Each side's chance to win a contest (R2) whose sides add `modifiers` to their d12.
pub fn contest_odds(modifiers: &[i64], tie: TiePolicy) -> ContestOdds {
    win_chances(modifiers, modifiers, None, tie)
}

/// Each side's chance to win a complex contest (R3) at `difficulty`: the highest
/// Outcome, above 0.
pub fn complex_odds(modifiers: &[i64], difficulty: Difficulty, tie: TiePolicy) -> ContestOdds {
    let offsets: Vec<i64> = modifiers.iter().map(|m| m - difficulty.0).collect();
    win_chances(&offsets, modifiers, Some(1), tie)
}

/// A probability as `"num/den"`, the protocol's form (`"1/1"`, `"0/1"` included).
pub fn fraction_text(p: &BigRational) -> String {
    format!("{}/{}", p.numer(), p.denom())
}

/// Side `i` scores d12 + `offsets[i]`; the highest score wins if it is at least `floor`.
/// Ties for it are kept, or broken by the higher `trait_sums` and then by rerolls.
fn win_chances(
    offsets: &[i64],
    trait_sums: &[i64],
    floor: Option<i64>,
    tie: TiePolicy,
) -> ContestOdds {
    let n = offsets.len();
    // Faces of side j below, and equal to, a score t.
    let below = |j: usize, t: i128| (t - i128::from(offsets[j]) - 1).clamp(0, 12) as i64;
    let equal = |j: usize, t: i128| i64::from((1..=12).contains(&(t - i128::from(offsets[j]))));
    let mut wins = Vec::with_capacity(n);
    for i in 0..n {
        let mut sum = BigRational::zero();
        for face in 1..=12i64 {
            let t = i128::from(face) + i128::from(offsets[i]);
            if floor.is_some_and(|f| t < i128::from(f)) {
                continue;
            }
            let mut sure = BigInt::one();
            // The number of ways exactly k alike sides tie with i, the rest below.
            let mut alike = vec![BigInt::one()];
            for j in (0..n).filter(|&j| j != i) {
                match tie {
                    TiePolicy::Allow => sure *= below(j, t),
                    TiePolicy::Break if trait_sums[j] > trait_sums[i] => sure *= below(j, t),
                    TiePolicy::Break if trait_sums[j] < trait_sums[i] => {
                        sure *= below(j, t) + equal(j, t)
                    }
                    TiePolicy::Break => {
                        let (b, e) = (below(j, t), equal(j, t));
                        let mut next = vec![BigInt::zero(); alike.len() + 1];
                        for (k, ways) in alike.iter().enumerate() {
                            next[k] += ways * b;
                            next[k + 1] += ways * e;
                        }
                        alike = next;
                    }
                }
            }
            if sure.is_zero() {
                continue;
            }
            let share: BigRational = alike
                .iter()
                .enumerate()
                .map(|(k, ways)| BigRational::new(ways.clone(), BigInt::from(k + 1)))
                .sum();
            sum += BigRational::from_integer(sure) * share;
        }
        wins.push(sum / BigRational::from_integer(BigInt::from(12).pow(n as u32)));
    }
    let nobody = BigRational::one() - wins.iter().sum::<BigRational>();
    ContestOdds { wins, nobody }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(n: i64, d: i64) -> BigRational {
        BigRational::new(n.into(), d.into())
    }

    #[test]
    fn an_even_contest_is_even() {
        let odds = contest_odds(&[0, 0], TiePolicy::Allow);
        assert_eq!(odds.wins, vec![r(11, 24), r(11, 24)]);
        assert_eq!(odds.nobody, r(1, 12));
        let odds = contest_odds(&[0, 0], TiePolicy::Break);
        assert_eq!(odds.wins, vec![r(1, 2), r(1, 2)]);
        assert!(odds.nobody.is_zero());
    }

    #[test]
    fn a_broken_tie_goes_to_the_higher_trait_total() {
        // +1 against 0: the ties (11 of 144) all go to the +1 side.
        let allow = contest_odds(&[1, 0], TiePolicy::Allow);
        let broken = contest_odds(&[1, 0], TiePolicy::Break);
        assert_eq!(broken.wins[0].clone() - allow.wins[0].clone(), r(11, 144));
        assert_eq!(broken.wins[1], allow.wins[1]);
    }

    #[test]
    fn three_alike_sides_share_evenly() {
        let odds = contest_odds(&[2, 2, 2], TiePolicy::Break);
        assert_eq!(odds.wins, vec![r(1, 3), r(1, 3), r(1, 3)]);
    }
}
