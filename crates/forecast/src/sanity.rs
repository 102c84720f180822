//! The Sanity an investigator loses at the sight of the enemies (N1, N4), exactly:
//! it does not depend on how the fight goes.
//!
//! keeper's reading: an investigator makes one Sanity roll for each kind of creature
//! on the other side (creatures with the same loss are one kind: three ghouls cost one
//! roll, as the full rules have it for several of one monster), in the Keeper's
//! listing order, each against the Sanity the earlier rolls left.

use std::collections::BTreeMap;

use keeper_coc7::SanityLoss;
use keeper_coc7::odds::sanity_odds;
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
    // 7th edition's Sanity rolls (N1, N4); classic's are not forecast yet.
    if fight.system != System::Coc7 {
        return Ok(out);
    }
    for c in &fight.combatants {
        let Some(san) = c.sanity else { continue };
        let mut kinds: Vec<&SanityLoss> = Vec::new();
        for e in fight.combatants.iter().filter(|e| e.side != c.side) {
            if let Some(loss) = &e.sanity_loss {
                if !kinds.iter().any(|k| k.to_string() == loss.to_string()) {
                    kinds.push(loss);
                }
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
                let odds =
                    sanity_odds(san - so_far, loss).map_err(|error| ForecastError::Rules {
                        combatant: c.name.clone(),
                        error,
                    })?;
                for (l, q) in odds.lost {
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
