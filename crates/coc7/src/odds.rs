//! Exact odds, before rolling: the chance of every success level of a check, of each
//! side winning an opposed roll or a melee exchange, and the distribution of Sanity
//! lost and of melee damage. Fractions are exact ([`BigRational`], lowest terms).
//!
//! A percentile roll with `n` net bonus or penalty dice has 10ⁿ⁺² equally likely
//! faces; they are counted exactly, so every probability here is a count over that.

use std::collections::BTreeMap;

use keeper_dice::odds::{Budget, distribution};
use keeper_dice::{Expression, combine};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};

use crate::check::{Difficulty, Modifiers, SuccessLevel, Winner, level, opposed_winner};
use crate::combat::{Attacker, Blow, Defender, Firing, Response, melee_winner};
use crate::error::Error;
use crate::sanity::SanityLoss;

pub use keeper_dice::explore::fraction_text;

fn ratio(n: u64, d: u64) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

/// The chance of each result 1–100 of a percentile roll with `modifiers` (index 0 is
/// the result 1).
pub fn percentile_odds(modifiers: Modifiers) -> Vec<BigRational> {
    let net = modifiers.net();
    let extra = net.unsigned_abs();
    let tens_count = 1 + extra;
    let combos = 10u64.pow(tens_count);
    let mut counts = [0u64; 100];
    for units in 0..10u8 {
        for mut code in 0..combos {
            let mut best: Option<u32> = None;
            for _ in 0..tens_count {
                let t = (code % 10) as u8;
                code /= 10;
                let c = combine(t, units);
                best = Some(match best {
                    None => c,
                    Some(b) if net >= 0 => b.min(c),
                    Some(b) => b.max(c),
                });
            }
            counts[best.expect("one tens die") as usize - 1] += 1;
        }
    }
    let den = combos * 10;
    counts.iter().map(|&c| ratio(c, den)).collect()
}

/// The chance of each success level of a check, in the order of
/// [`SuccessLevel::ALL`] (fumble first), and of success at the difficulty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckOdds {
    /// P(level), worst first.
    pub levels: [BigRational; 6],
    /// P(the difficulty is met).
    pub success: BigRational,
}

/// The exact odds of a check (R2, R3, R6).
pub fn check_odds(value: u32, difficulty: Difficulty, modifiers: Modifiers) -> CheckOdds {
    let mut levels: [BigRational; 6] = std::array::from_fn(|_| BigRational::zero());
    for (i, p) in percentile_odds(modifiers).into_iter().enumerate() {
        levels[level(i as u32 + 1, value, difficulty).index()] += p;
    }
    let success = SuccessLevel::ALL
        .iter()
        .filter(|l| crate::check::meets(**l, difficulty))
        .map(|l| levels[l.index()].clone())
        .sum();
    CheckOdds { levels, success }
}

/// Each side's chance to win an opposed roll, and nobody's (R7). A tie of levels and
/// values goes to the tie-break rolls, which each side wins half the time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WinOdds {
    /// P(the first side wins).
    pub a: BigRational,
    /// P(the second side wins).
    pub b: BigRational,
    /// P(nobody wins).
    pub none: BigRational,
}

/// The exact odds of an opposed roll (R7).
pub fn opposed_odds(a: (u32, Modifiers), b: (u32, Modifiers)) -> WinOdds {
    let la = check_odds(a.0, Difficulty::Regular, a.1).levels;
    let lb = check_odds(b.0, Difficulty::Regular, b.1).levels;
    let half = ratio(1, 2);
    let mut out = WinOdds {
        a: BigRational::zero(),
        b: BigRational::zero(),
        none: BigRational::zero(),
    };
    for x in SuccessLevel::ALL {
        for y in SuccessLevel::ALL {
            let p = &la[x.index()] * &lb[y.index()];
            match opposed_winner(x, a.0, y, b.0) {
                Some(Winner::A) => out.a += p,
                Some(Winner::B) => out.b += p,
                Some(Winner::None) => out.none += p,
                None => {
                    out.a += &p * &half;
                    out.b += p * &half;
                }
            }
        }
    }
    out
}

/// The exact distribution of one roll of `expr`, as (outcome, probability).
/// The mean of a damage roll as the rules write it (`1D6`, `2D6+4`, a damage bonus
/// `+1D4` or `-1`), or `None` when it is no dice notation. The table ranks an
/// investigator's weapons by it for a fight's forecast.
pub fn mean_damage(text: &str) -> Option<f64> {
    let expr = Expression::parse(text.trim().trim_start_matches('+')).ok()?;
    distribution(&expr, &Budget::default())
        .ok()?
        .mean()
        .to_f64()
}

fn dist(expr: &Expression) -> Result<Vec<(i64, BigRational)>, Error> {
    Ok(distribution(expr, &Budget::default())?.outcomes())
}

fn convolve(x: &[(i64, BigRational)], y: &[(i64, BigRational)]) -> Vec<(i64, BigRational)> {
    let mut out: BTreeMap<i64, BigRational> = BTreeMap::new();
    for (a, p) in x {
        for (b, q) in y {
            *out.entry(a + b).or_insert_with(BigRational::zero) += p * q;
        }
    }
    out.into_iter().collect()
}

fn add_scaled(
    into: &mut BTreeMap<u32, BigRational>,
    dist: &[(i64, BigRational)],
    weight: &BigRational,
    cap: i64,
) {
    if weight.is_zero() {
        return;
    }
    for (v, p) in dist {
        let k = (*v).clamp(0, cap) as u32;
        *into.entry(k).or_insert_with(BigRational::zero) += p * weight;
    }
}

/// The exact odds of a Sanity roll (N1, N4): P(success) and the distribution of the
/// points actually lost (never more than `san`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SanityOdds {
    /// P(the SAN roll succeeds).
    pub success: BigRational,
    /// (points lost, probability), ascending.
    pub lost: Vec<(u32, BigRational)>,
}

/// The exact odds of a Sanity roll at `san` with `loss`.
pub fn sanity_odds(san: u32, loss: &SanityLoss) -> Result<SanityOdds, Error> {
    let levels = check_odds(san, Difficulty::Regular, Modifiers::NONE).levels;
    let p_success: BigRational = SuccessLevel::ALL
        .iter()
        .filter(|l| l.is_success())
        .map(|l| levels[l.index()].clone())
        .sum();
    let p_fumble = levels[SuccessLevel::Fumble.index()].clone();
    let p_fail = &levels[SuccessLevel::Failure.index()];
    let success = dist(&loss.success)?;
    let failure = dist(&loss.failure)?;
    let max = failure.last().map(|(v, _)| *v).unwrap_or(0);
    let mut lost = BTreeMap::new();
    let cap = i64::from(san);
    add_scaled(&mut lost, &success, &p_success, cap);
    add_scaled(&mut lost, &failure, p_fail, cap);
    add_scaled(&mut lost, &[(max, BigRational::one())], &p_fumble, cap);
    Ok(SanityOdds {
        success: p_success,
        lost: lost.into_iter().filter(|(_, p)| !p.is_zero()).collect(),
    })
}

/// The exact odds of a melee exchange (K3, K5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeleeOdds {
    /// P(attacker wins), P(defender wins), P(nobody).
    pub winner: WinOdds,
    /// P(extreme damage is dealt).
    pub extreme: BigRational,
    /// The distribution of the damage dealt (0 when nobody is hurt), ascending.
    pub damage: Vec<(u32, BigRational)>,
}

fn blow_dist(blow: &Blow, extreme: bool) -> Result<Vec<(i64, BigRational)>, Error> {
    if extreme {
        let fixed = distribution(&blow.weapon, &Budget::default())?.max()
            + distribution(&blow.db, &Budget::default())?.max();
        if blow.impaling {
            Ok(dist(&blow.weapon)?
                .into_iter()
                .map(|(v, p)| (v + fixed, p))
                .collect())
        } else {
            Ok(vec![(fixed, BigRational::one())])
        }
    } else {
        Ok(convolve(&dist(&blow.weapon)?, &dist(&blow.db)?))
    }
}

/// The exact odds of a melee exchange with each side's damage apart (K3, K5): what
/// [`melee_odds`] sums into one distribution. A fight's forecast needs to know who is
/// hurt, not only how much.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeleeHarm {
    /// P(attacker wins), P(defender wins), P(nobody).
    pub winner: WinOdds,
    /// P(extreme damage is dealt).
    pub extreme: BigRational,
    /// (damage, P(the attacker wins and deals it)), ascending: the defender's harm. The
    /// rest of the probability is the defender's blow or nobody's.
    pub to_defender: Vec<(u32, BigRational)>,
    /// (damage, P(the defender fights back, wins and deals it)), ascending: the
    /// attacker's harm (K3). Empty for a dodge.
    pub to_attacker: Vec<(u32, BigRational)>,
}

/// The exact odds of a melee exchange between `attacker` and `defender`, each side's
/// damage apart.
pub fn melee_harm(attacker: &Attacker, defender: &Defender) -> Result<MeleeHarm, Error> {
    let la = check_odds(attacker.value, Difficulty::Regular, attacker.modifiers).levels;
    let ld = check_odds(defender.value, Difficulty::Regular, defender.modifiers).levels;
    let dodge = matches!(defender.response, Response::Dodge);
    let mut w = WinOdds {
        a: BigRational::zero(),
        b: BigRational::zero(),
        none: BigRational::zero(),
    };
    let mut p_normal = BigRational::zero();
    let mut p_extreme = BigRational::zero();
    for x in SuccessLevel::ALL {
        for y in SuccessLevel::ALL {
            let p = &la[x.index()] * &ld[y.index()];
            match melee_winner(x, y, dodge) {
                Winner::A => {
                    if x >= SuccessLevel::Extreme {
                        p_extreme += &p;
                    } else {
                        p_normal += &p;
                    }
                    w.a += p;
                }
                Winner::B => w.b += p,
                Winner::None => w.none += p,
            }
        }
    }
    let cap = i64::from(u32::MAX);
    let mut to_defender = BTreeMap::new();
    add_scaled(
        &mut to_defender,
        &blow_dist(&attacker.blow, false)?,
        &p_normal,
        cap,
    );
    add_scaled(
        &mut to_defender,
        &blow_dist(&attacker.blow, true)?,
        &p_extreme,
        cap,
    );
    let mut to_attacker = BTreeMap::new();
    if let Response::FightBack(blow) = &defender.response {
        add_scaled(&mut to_attacker, &blow_dist(blow, false)?, &w.b, cap);
    }
    let nonzero = |m: BTreeMap<u32, BigRational>| -> Vec<(u32, BigRational)> {
        m.into_iter().filter(|(_, p)| !p.is_zero()).collect()
    };
    Ok(MeleeHarm {
        winner: w,
        extreme: p_extreme,
        to_defender: nonzero(to_defender),
        to_attacker: nonzero(to_attacker),
    })
}

/// The exact odds of a melee exchange between `attacker` and `defender`.
pub fn melee_odds(attacker: &Attacker, defender: &Defender) -> Result<MeleeOdds, Error> {
    let harm = melee_harm(attacker, defender)?;
    let mut damage: BTreeMap<u32, BigRational> = BTreeMap::new();
    for (v, p) in harm.to_defender.iter().chain(&harm.to_attacker) {
        *damage.entry(*v).or_insert_with(BigRational::zero) += p;
    }
    // Nobody hurt: nobody won, or the defender dodged.
    let mut unhurt = harm.winner.none.clone();
    if matches!(defender.response, Response::Dodge) {
        unhurt += &harm.winner.b;
    }
    if !unhurt.is_zero() {
        *damage.entry(0).or_insert_with(BigRational::zero) += unhurt;
    }
    Ok(MeleeOdds {
        winner: harm.winner,
        extreme: harm.extreme,
        damage: damage.into_iter().filter(|(_, p)| !p.is_zero()).collect(),
    })
}

/// The exact odds of one shot of a round of `firing` (K6): every shot of the round
/// rolls with the same dice ([`Firing::modifiers`]), so each has these odds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShotOdds {
    /// P(the shot hits).
    pub hit: BigRational,
    /// P(it hits with extreme damage: an Extreme or critical success, K5).
    pub extreme: BigRational,
    /// P(the roll reaches the malfunction number: a miss that jams the gun, `[7e]`).
    pub malfunction: BigRational,
    /// (damage, P(the shot hits and deals it)), ascending; the rest is a miss.
    pub damage: Vec<(u32, BigRational)>,
}

/// The exact odds of one shot of `firing` (K5, K6), as [`crate::fire`] rolls it.
pub fn shot_odds(firing: &Firing) -> Result<ShotOdds, Error> {
    let difficulty = firing.range.difficulty();
    let mut p_normal = BigRational::zero();
    let mut p_extreme = BigRational::zero();
    let mut p_jam = BigRational::zero();
    for (i, p) in percentile_odds(firing.modifiers()).into_iter().enumerate() {
        let total = i as u32 + 1;
        let lvl = level(total, firing.value, difficulty);
        if firing.malfunction.is_some_and(|m| total >= m) {
            p_jam += p;
        } else if crate::check::meets(lvl, difficulty) {
            if lvl >= SuccessLevel::Extreme {
                p_extreme += p;
            } else {
                p_normal += p;
            }
        }
    }
    let cap = i64::from(u32::MAX);
    let mut damage = BTreeMap::new();
    add_scaled(
        &mut damage,
        &blow_dist(&firing.blow, false)?,
        &p_normal,
        cap,
    );
    add_scaled(
        &mut damage,
        &blow_dist(&firing.blow, true)?,
        &p_extreme,
        cap,
    );
    Ok(ShotOdds {
        hit: &p_normal + &p_extreme,
        extreme: p_extreme,
        malfunction: p_jam,
        damage: damage.into_iter().filter(|(_, p)| !p.is_zero()).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::{Range, fire};
    use keeper_dice::SuppliedDice;

    fn expr(s: &str) -> Expression {
        Expression::parse(s).unwrap()
    }

    #[test]
    fn a_damage_and_a_damage_bonus_have_their_means() {
        assert_eq!(mean_damage("1D6"), Some(3.5));
        assert_eq!(mean_damage("2D6+4"), Some(11.0));
        assert_eq!(mean_damage("+1D4"), Some(2.5));
        assert_eq!(mean_damage("-1"), Some(-1.0));
        assert_eq!(mean_damage(" 0 "), Some(0.0));
        assert_eq!(mean_damage("a claw"), None);
    }

    #[test]
    fn a_shots_odds_count_every_face_fire_rolls() {
        // Every tens, units and 1D10 face, each 1/1000: the odds are fire's own counts.
        let firing = Firing {
            value: 45,
            blow: Blow::new(expr("1D10"), expr("0"), true),
            shots: 1,
            point_blank: false,
            target_dived: false,
            range: Range::Base,
            modifiers: Modifiers::NONE,
            malfunction: Some(98),
        };
        let odds = shot_odds(&firing).unwrap();
        let mut counts: BTreeMap<u32, u64> = BTreeMap::new();
        let (mut jams, mut extreme) = (0u64, 0u64);
        for t in 0..10 {
            for u in 0..10 {
                for d in 1..=10 {
                    let shot = &fire(&firing, &mut SuppliedDice::new([t, u, d])).unwrap()[0];
                    jams += u64::from(shot.malfunctioned);
                    if let Some(dmg) = &shot.damage {
                        *counts.entry(dmg.amount).or_default() += 1;
                        extreme += u64::from(dmg.extreme);
                    }
                }
            }
        }
        let of = |n: u64| ratio(n, 1000);
        let expected: Vec<(u32, BigRational)> = counts.iter().map(|(k, n)| (*k, of(*n))).collect();
        assert_eq!(odds.damage, expected);
        assert_eq!(odds.malfunction, of(jams));
        assert_eq!(odds.extreme, of(extreme));
        assert_eq!(odds.hit, of(counts.values().sum()));
    }

    #[test]
    fn melee_harm_splits_what_melee_odds_sums() {
        let attacker = Attacker {
            value: 40,
            blow: Blow::new(expr("1D6"), expr("1D4"), false),
            modifiers: Modifiers::new(1, 0),
        };
        let defender = Defender {
            value: 70,
            response: Response::FightBack(Blow::unarmed()),
            modifiers: Modifiers::NONE,
        };
        let harm = melee_harm(&attacker, &defender).unwrap();
        let odds = melee_odds(&attacker, &defender).unwrap();
        let total =
            |d: &[(u32, BigRational)]| d.iter().map(|(_, p)| p.clone()).sum::<BigRational>();
        assert_eq!(total(&harm.to_defender), harm.winner.a);
        assert_eq!(total(&harm.to_attacker), harm.winner.b);
        assert_eq!(harm.to_attacker.first().map(|d| d.0), Some(1));
        assert_eq!(harm.to_attacker.last().map(|d| d.0), Some(3));
        assert_eq!(total(&odds.damage), BigRational::one());
    }
}
