//! `simulate`'s result (`coc7.simulate`, `classic.simulate`): a fight's forecast, every
//! figure exact or estimated.

use keeper_coc7::odds::fraction_text;
use keeper_forecast::{Condition, Figure, Forecast, Made};
use serde::{Deserialize, Serialize};

/// One figure of a forecast: `value` always; `exact` (a fraction in lowest terms) when
/// computed exactly, else `low` and `high`, its 95% confidence interval.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ForecastFigure {
    /// The value: a probability, or an expectation.
    pub value: f64,
    /// The exact value, `"1/3"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exact: Option<String>,
    /// The interval's lower end (simulated).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub low: Option<f64>,
    /// The interval's upper end (simulated).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub high: Option<f64>,
}

impl From<&Figure> for ForecastFigure {
    fn from(f: &Figure) -> ForecastFigure {
        match f {
            Figure::Exact(r) => ForecastFigure {
                value: f.value(),
                exact: Some(fraction_text(r)),
                low: None,
                high: None,
            },
            Figure::Estimate(e) => ForecastFigure {
                value: e.value,
                exact: None,
                low: Some(e.low),
                high: Some(e.high),
            },
        }
    }
}

/// One combatant's forecast: the chance of ending the fight in each condition (they
/// sum to 1), the hit points it is expected to lose and the rounds it fires.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ForecastCombatant {
    /// The combatant.
    pub name: String,
    /// Its side.
    pub side: String,
    /// Dead (H4, H5).
    pub dead: ForecastFigure,
    /// Dying (H4).
    pub dying: ForecastFigure,
    /// Unconscious, not dying (H2, H3).
    pub unconscious: ForecastFigure,
    /// Conscious with a major wound (H3).
    pub major_wound: ForecastFigure,
    /// Conscious, hurt, no major wound.
    pub wounded: ForecastFigure,
    /// No hit point lost.
    pub unhurt: ForecastFigure,
    /// Expected hit points lost.
    pub hp_lost: ForecastFigure,
    /// Expected rounds of ammunition fired.
    pub ammo_spent: ForecastFigure,
}

/// One side's forecast.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ForecastSide {
    /// The side.
    pub name: String,
    /// The side is the one left standing.
    pub wins: ForecastFigure,
    /// The side fled.
    pub fled: ForecastFigure,
    /// Every member of the side ended down.
    pub routed: ForecastFigure,
}

/// The Sanity an investigator may lose at the sight of the enemies, exactly.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForecastSanity {
    /// The investigator.
    pub name: String,
    /// `[points lost, "probability"]`, ascending.
    pub lost: Vec<(u32, String)>,
    /// The expected loss, exactly.
    pub expected: String,
}

/// `simulate`: the forecast of a fight.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SimulateResult {
    /// `"exact"` or `"monte_carlo"`.
    pub method: String,
    /// The exact method's states visited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub states: Option<u64>,
    /// Fights simulated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fights: Option<u64>,
    /// The simulation's seed, as text (a 64-bit number): the same seed, the same
    /// forecast.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
    /// Melee exchanges and shots simulated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exchanges: Option<u64>,
    /// Each combatant's forecast, in the request's order.
    pub combatants: Vec<ForecastCombatant>,
    /// Each side's, in the request's order.
    pub sides: Vec<ForecastSide>,
    /// Nobody has won at the round cap.
    pub undecided: ForecastFigure,
    /// `rounds[r - 1]`: the fight ends in round r.
    pub rounds: Vec<ForecastFigure>,
    /// Expected rounds fought.
    pub mean_rounds: ForecastFigure,
    /// The Sanity each investigator may lose at the sight of the enemies.
    pub sanity: Vec<ForecastSanity>,
}

impl From<&Forecast> for SimulateResult {
    fn from(f: &Forecast) -> SimulateResult {
        let (method, states, fights, seed, exchanges) = match f.made {
            Made::Exact { states } => ("exact", Some(states), None, None, None),
            Made::MonteCarlo {
                fights,
                seed,
                exchanges,
            } => (
                "monte_carlo",
                None,
                Some(fights),
                Some(seed.to_string()),
                Some(exchanges),
            ),
        };
        SimulateResult {
            method: method.to_owned(),
            states,
            fights,
            seed,
            exchanges,
            combatants: f
                .combatants
                .iter()
                .map(|c| {
                    let p = |k: Condition| ForecastFigure::from(c.chance(k));
                    ForecastCombatant {
                        name: c.name.clone(),
                        side: c.side.clone(),
                        dead: p(Condition::Dead),
                        dying: p(Condition::Dying),
                        unconscious: p(Condition::Unconscious),
                        major_wound: p(Condition::MajorWound),
                        wounded: p(Condition::Wounded),
                        unhurt: p(Condition::Unhurt),
                        hp_lost: (&c.hp_lost).into(),
                        ammo_spent: (&c.ammo_spent).into(),
                    }
                })
                .collect(),
            sides: f
                .sides
                .iter()
                .map(|s| ForecastSide {
                    name: s.name.clone(),
                    wins: (&s.wins).into(),
                    fled: (&s.fled).into(),
                    routed: (&s.routed).into(),
                })
                .collect(),
            undecided: (&f.undecided).into(),
            rounds: f.rounds.iter().map(ForecastFigure::from).collect(),
            mean_rounds: (&f.mean_rounds).into(),
            sanity: f
                .sanity
                .iter()
                .map(|s| ForecastSanity {
                    name: s.name.clone(),
                    lost: s.lost.iter().map(|(n, p)| (*n, fraction_text(p))).collect(),
                    expected: fraction_text(&s.expected),
                })
                .collect(),
        }
    }
}
