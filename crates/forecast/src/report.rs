//! The forecast as data: for every combatant the chance of each state it may end the
//! fight in, for every side its chance to win or flee, how many rounds the fight lasts,
//! and how each figure was found. Exact figures are fractions; simulated ones come with
//! a 95% confidence interval.

use keeper_coc7::Health;
use num_rational::BigRational;
use num_traits::ToPrimitive;

use crate::sanity::SanityForecast;

/// One figure of a forecast: exact, or estimated by simulation.
#[derive(Debug, Clone, PartialEq)]
pub enum Figure {
    /// The exact value (a probability or an expectation), in lowest terms.
    Exact(BigRational),
    /// A simulated estimate with its 95% confidence interval.
    Estimate(Estimate),
}

impl Figure {
    /// The value as a float (the fraction's nearest, or the estimate).
    pub fn value(&self) -> f64 {
        match self {
            Figure::Exact(r) => r.to_f64().unwrap_or(f64::NAN),
            Figure::Estimate(e) => e.value,
        }
    }

    /// The exact fraction, if exact.
    pub fn exact(&self) -> Option<&BigRational> {
        match self {
            Figure::Exact(r) => Some(r),
            Figure::Estimate(_) => None,
        }
    }

    /// The 95% interval: the estimate's, or the exact value at both ends.
    pub fn interval(&self) -> (f64, f64) {
        match self {
            Figure::Exact(_) => (self.value(), self.value()),
            Figure::Estimate(e) => (e.low, e.high),
        }
    }
}

/// A simulated figure: the estimate and its 95% confidence interval (Wilson's score
/// interval for a probability, the normal one for a mean).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Estimate {
    /// The estimate.
    pub value: f64,
    /// The interval's lower end.
    pub low: f64,
    /// The interval's upper end.
    pub high: f64,
}

/// z of a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

impl Estimate {
    /// Wilson's score interval of `k` successes in `n` trials: it stays within 0–1 and
    /// is honest at 0 and 1, where the normal interval collapses.
    pub fn proportion(k: u64, n: u64) -> Estimate {
        if n == 0 {
            return Estimate {
                value: f64::NAN,
                low: 0.0,
                high: 1.0,
            };
        }
        let (k, n) = (k as f64, n as f64);
        let p = k / n;
        let z2 = Z95 * Z95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        // At 0 and n the interval's end is 0 or 1 exactly; floats may miss it.
        Estimate {
            value: p,
            low: if k == 0.0 {
                0.0
            } else {
                (centre - half).max(0.0)
            },
            high: if k == n {
                1.0
            } else {
                (centre + half).min(1.0)
            },
        }
    }

    /// The normal interval of a mean from the sum and the sum of squares of `n`
    /// values.
    pub fn mean(sum: u64, squares: u128, n: u64) -> Estimate {
        if n == 0 {
            return Estimate {
                value: f64::NAN,
                low: f64::NAN,
                high: f64::NAN,
            };
        }
        let nf = n as f64;
        let mean = sum as f64 / nf;
        let var = if n > 1 {
            ((squares as f64 - nf * mean * mean) / (nf - 1.0)).max(0.0)
        } else {
            0.0
        };
        let half = Z95 * (var / nf).sqrt();
        Estimate {
            value: mean,
            low: mean - half,
            high: mean + half,
        }
    }
}

/// The state a combatant ends the fight in, the worst that applies (7th edition:
/// H2–H5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Condition {
    /// Dead (H4, H5).
    Dead,
    /// Dying: at 0 HP with a major wound, rolling CON each round (H4).
    Dying,
    /// Unconscious, not dying (H2, or a failed CON roll after a major wound, H3).
    Unconscious,
    /// Conscious with a major wound (H3).
    MajorWound,
    /// Conscious, hurt, no major wound.
    Wounded,
    /// No hit point lost.
    Unhurt,
}

impl Condition {
    /// Every condition, worst first.
    pub const ALL: [Condition; 6] = [
        Condition::Dead,
        Condition::Dying,
        Condition::Unconscious,
        Condition::MajorWound,
        Condition::Wounded,
        Condition::Unhurt,
    ];

    /// The condition of `health` for someone who started the fight with `start_hp`.
    pub fn of(health: &Health, start_hp: u32) -> Condition {
        if health.dead {
            Condition::Dead
        } else if health.dying {
            Condition::Dying
        } else if health.unconscious {
            Condition::Unconscious
        } else if health.major_wound {
            Condition::MajorWound
        } else if health.hp < start_hp {
            Condition::Wounded
        } else {
            Condition::Unhurt
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

/// One combatant's forecast. The six conditions are exclusive and sum to 1.
#[derive(Debug, Clone, PartialEq)]
pub struct CombatantForecast {
    /// The combatant.
    pub name: String,
    /// Its side.
    pub side: String,
    /// P(each [`Condition`] at the fight's end), in [`Condition::ALL`]'s order.
    pub conditions: [Figure; 6],
    /// Expected hit points lost.
    pub hp_lost: Figure,
    /// Expected rounds of ammunition fired.
    pub ammo_spent: Figure,
}

impl CombatantForecast {
    /// P(ending the fight in `condition`).
    pub fn chance(&self, condition: Condition) -> &Figure {
        &self.conditions[condition.index()]
    }
}

/// One side's forecast.
#[derive(Debug, Clone, PartialEq)]
pub struct SideForecast {
    /// The side.
    pub name: String,
    /// P(it is the side left standing: every enemy down or fled).
    pub wins: Figure,
    /// P(it fled).
    pub fled: Figure,
    /// P(all its members ended down: dead, dying or unconscious).
    pub routed: Figure,
}

/// How a forecast was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Made {
    /// Exactly, following every way the fight can go.
    Exact {
        /// States the exact engine visited.
        states: u64,
    },
    /// By simulating fights.
    MonteCarlo {
        /// Fights simulated.
        fights: u64,
        /// The seed: the same seed gives the same forecast, on any number of threads.
        seed: u64,
        /// Melee exchanges and shots simulated.
        exchanges: u64,
    },
}

/// The forecast of a fight.
#[derive(Debug, Clone, PartialEq)]
pub struct Forecast {
    /// How it was made.
    pub made: Made,
    /// Each combatant's, in the fight's order.
    pub combatants: Vec<CombatantForecast>,
    /// Each side's, in the fight's order.
    pub sides: Vec<SideForecast>,
    /// P(nobody has won when the round cap is reached). The sides' wins and this
    /// sum to 1.
    pub undecided: Figure,
    /// `rounds[r - 1]`: P(the fight ends in round r), up to the cap.
    pub rounds: Vec<Figure>,
    /// Expected rounds fought (the cap for an undecided fight).
    pub mean_rounds: Figure,
    /// The Sanity each investigator is expected to lose at the sight of the enemies:
    /// exact whatever the method, since it does not depend on the fight.
    pub sanity: Vec<SanityForecast>,
}

impl Forecast {
    /// The forecast of the combatant called `name`.
    pub fn combatant(&self, name: &str) -> Option<&CombatantForecast> {
        self.combatants.iter().find(|c| c.name == name)
    }

    /// The forecast of the side called `name`.
    pub fn side(&self, name: &str) -> Option<&SideForecast> {
        self.sides.iter().find(|s| s.name == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_stays_within_zero_and_one_and_brackets_the_estimate() {
        let e = Estimate::proportion(0, 100);
        assert_eq!((e.value, e.low), (0.0, 0.0));
        assert!(e.high > 0.03 && e.high < 0.04, "{e:?}");
        let e = Estimate::proportion(50, 100);
        assert!(e.low < 0.5 && e.high > 0.5);
        assert!((e.high - e.low - 0.192).abs() < 0.01, "{e:?}");
    }

    #[test]
    fn a_mean_interval_shrinks_with_the_square_root_of_n() {
        // Values 0 and 2, half each: mean 1, variance 1 (n − 1 in the denominator).
        let e = Estimate::mean(100, 200, 100);
        assert_eq!(e.value, 1.0);
        let half = (e.high - e.low) / 2.0;
        assert!((half - Z95 * (100.0f64 / 99.0).sqrt() / 10.0).abs() < 1e-9);
    }

    #[test]
    fn the_worst_condition_is_the_one_reported() {
        let mut h = Health::new(12);
        assert_eq!(Condition::of(&h, 12), Condition::Unhurt);
        h.apply(&keeper_coc7::Event::Damaged { amount: 3 });
        assert_eq!(Condition::of(&h, 12), Condition::Wounded);
        h.apply(&keeper_coc7::Event::Damaged { amount: 6 });
        assert_eq!(Condition::of(&h, 12), Condition::MajorWound);
        h.apply(&keeper_coc7::Event::Damaged { amount: 3 });
        assert_eq!(Condition::of(&h, 12), Condition::Dying);
        h.apply(&keeper_coc7::Event::Died);
        assert_eq!(Condition::of(&h, 12), Condition::Dead);
    }
}
