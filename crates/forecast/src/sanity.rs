//! The Sanity an investigator loses at the sight of the enemies, exactly (7th edition
//! N1, N4; classic N2): it does not depend on how the fight goes.
//!
//! keeper's reading: an investigator makes one Sanity roll for each kind of creature
//! on the other side (creatures with the same loss are one kind: three ghouls cost one
//! roll, as the full rules have it for several of one monster), in the Keeper's
//! listing order, each against the Sanity the earlier rolls left.

use std::collections::BTreeMap;

use keeper_classic::check::Target;
use keeper_coc7::SanityLoss;
use keeper_coc7::odds::sanity_odds;
use keeper_dice::odds::{Budget, distribution};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

use crate::error::ForecastError;
use crate::model::{Fight, System};

/// What one investigator may lose.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SanityForecast {
    /// The investigator.
    pub name: String,
    /// (Sanity points lost, probability), ascending; they sum to 1.
    pub lost: Vec<(u32, BigRational)>,
    /// The expected loss.
    pub expected: BigRational,
}

/// The Sanity forecast of every combatant with Sanity who faces a creature with a
/// Sanity loss.
pub(crate) fn sanity(fight: &Fight) -> Result<Vec<SanityForecast>, ForecastError> {
    let mut out = Vec::new();
    for c in &fight.combatants {
        let Some(san) = c.sanity else { continue };
        let mut kinds: Vec<&SanityLoss> = Vec::new();
        for e in fight.combatants.iter().filter(|e| e.side != c.side) {
            if let Some(loss) = &e.sanity_loss
                && !kinds.iter().any(|k| k.to_string() == loss.to_string())
            {
                kinds.push(loss);
            }
        }
        if kinds.is_empty() {
            continue;
        }
        let mut lost: BTreeMap<u32, BigRational> = BTreeMap::from([(0, BigRational::one())]);
        for loss in kinds {
            let mut next: BTreeMap<u32, BigRational> = BTreeMap::new();
            for (so_far, p) in &lost {
                // N4: Sanity stops at 0, so each roll is against what is left.
                let odds = roll_odds(&fight.system, san - so_far, loss).map_err(|error| {
                    ForecastError::Rules {
                        combatant: c.name.clone(),
                        error,
                    }
                })?;
                for (l, q) in odds {
                    *next.entry(so_far + l).or_insert_with(BigRational::zero) += p * q;
                }
            }
            lost = next;
        }
        let expected = lost
            .iter()
            .map(|(l, p)| p * BigInt::from(*l))
            .sum::<BigRational>();
        out.push(SanityForecast {
            name: c.name.clone(),
            lost: lost.into_iter().filter(|(_, p)| !p.is_zero()).collect(),
            expected,
        });
    }
    Ok(out)
}

/// (points lost, probability) of one Sanity roll at `san`, by the fight's rules.
fn roll_odds(
    system: &System,
    san: u32,
    loss: &SanityLoss,
) -> Result<Vec<(u32, BigRational)>, keeper_coc7::Error> {
    match system {
        System::Coc7 => Ok(sanity_odds(san, loss)?.lost),
        System::Classic(_) => classic_roll_odds(san, loss),
    }
}

/// Classic's Sanity roll (N2): a d100 against Sanity with classic's levels (01–05
/// always succeed, 96–00 always fail), a success losing the smaller amount and a
/// failure the larger; no fumble costs more. Classic writes a loss as the 7th edition
/// does (`0/1D6`), so it comes parsed the same way.
fn classic_roll_odds(
    san: u32,
    loss: &SanityLoss,
) -> Result<Vec<(u32, BigRational)>, keeper_coc7::Error> {
    let success = BigRational::new(
        BigInt::from(Target::new(i64::from(san)).successes()),
        BigInt::from(100),
    );
    let failure = BigRational::one() - &success;
    let mut lost: BTreeMap<u32, BigRational> = BTreeMap::new();
    for (expr, weight) in [(&loss.success, success), (&loss.failure, failure)] {
        if weight.is_zero() {
            continue;
        }
        for (v, p) in distribution(expr, &Budget::default())?.outcomes() {
            // Never more than Sanity has, never below 0.
            let k = v.clamp(0, i64::from(san)) as u32;
            *lost.entry(k).or_insert_with(BigRational::zero) += p * &weight;
        }
    }
    Ok(lost.into_iter().filter(|(_, p)| !p.is_zero()).collect())
}
