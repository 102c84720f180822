//! The Keeper's fight forecast: the odds of a whole Call of Cthulhu fight before it
//! starts. Three investigators against two ghouls: who is likely to die, to fall
//! unconscious, to come out unhurt; which side wins, how many rounds it takes, how many
//! rounds of ammunition it costs.
//!
//! The fight is judged by the rules crates' own functions, never a copy of them: for
//! 7th edition (the default [`System`]) each
//! melee exchange's exact distribution is [`keeper_coc7::odds::melee_harm`] (K3, K5,
//! with K9's bonus die), each shot's [`keeper_coc7::odds::shot_odds`] (K6), who acts
//! when is [`keeper_coc7::initiative`] (K2), and every hit goes onto a
//! [`keeper_coc7::Health`] by [`keeper_coc7::Health::apply`] and
//! [`keeper_coc7::asks_con_roll`] (H1–H5), with the CON rolls' odds from
//! [`keeper_coc7::odds::check_odds`].
//!
//! Two methods, one set of steps ([`Method`]):
//! - **exact**, for small fights: every way the fight can go, round by round, with
//!   exact fractions ([`num_rational::BigRational`]), within a budget of states
//!   ([`DEFAULT_BUDGET`]);
//! - **Monte Carlo**, for the rest: many fights simulated in parallel, each event one
//!   draw from a table made from the exact odds, reproducible from its seed whatever
//!   the number of threads, every figure with a 95% confidence interval.
//!
//! The API: build a [`Fight`] of [`Side`]s and [`Combatant`]s (with their [`Attack`]s,
//! a firearm's [`Gun`]), call [`forecast`] with [`Settings`], read the [`Forecast`]:
//! per combatant ([`CombatantForecast`]) the chance of each [`Condition`] and the HP
//! and ammunition expected to be spent, per side ([`SideForecast`]) the chance to win,
//! flee or be routed, the rounds, the Sanity lost at the sight of the enemies
//! ([`SanityForecast`]); every number a [`Figure`], exact or an [`Estimate`]. Refusals
//! are [`ForecastError`]s.
//!
//! This crate does no I/O, reads no clock and prints nothing: it returns a
//! [`Forecast`]. A caller showing progress passes a callback, called with the number
//! of fights simulated so far.
//!
//! # Example
//! Brian (Fighting 70, Dodge 60, 12 HP) against a ghoul of seed 002 (claw 40%,
//! 1D6+1D4), exactly:
//! ```
//! use keeper_dice::Expression;
//! use keeper_forecast::{Attack, Combatant, Condition, Fight, Method, Settings, Side, forecast};
//! use num_rational::BigRational;
//! use num_traits::One;
//!
//! let dice = |s: &str| Expression::parse(s).unwrap();
//! let fight = Fight::new()
//!     .side(Side::new("investigators"))
//!     .side(Side::new("ghouls"))
//!     .combatant(
//!         Combatant::new("Brian", "investigators", 80, 12, 60)
//!             .skills(60, 70)
//!             .attack(Attack::melee("Unarmed", 70, dice("1D3"), dice("0"), false)),
//!     )
//!     .combatant(
//!         Combatant::new("ghoul", "ghouls", 65, 13, 65)
//!             .skills(40, 40)
//!             .attack(Attack::melee("Claw", 40, dice("1D6"), dice("1D4"), false)),
//!     )
//!     .rounds(10);
//! let settings = Settings { method: Method::Exact, ..Settings::default() };
//! let odds = forecast(&fight, &settings, &|_| {})?;
//! let brian = odds.combatant("Brian").unwrap();
//! // The fight ends when Brian falls, so he may be dying but never dies in it (H4).
//! assert_eq!(brian.chance(Condition::Dead).value(), 0.0);
//! assert!(brian.chance(Condition::Dying).value() > 0.0);
//! // Every chance is an exact fraction; Brian's conditions and the sides' ends sum to 1.
//! let conditions: BigRational = brian.conditions.iter().filter_map(|f| f.exact()).sum();
//! assert_eq!(conditions, BigRational::one());
//! let ends: BigRational = odds.sides.iter().filter_map(|s| s.wins.exact()).sum();
//! assert_eq!(ends + odds.undecided.exact().unwrap(), BigRational::one());
//! # Ok::<(), keeper_forecast::ForecastError>(())
//! ```
//!
//! # What is modelled, and keeper's readings
//! - A round: everyone standing acts in the order of action (K2, ties broken by the
//!   rules' rolls), making their attacks per round in turn; a melee attack is answered
//!   by dodging or fighting back (K3), with a bonus die for the attacker once the
//!   defender has already answered one this round (K9); a firearm fires its volley of
//!   1–3 shots, each with a penalty die when more than one (K6), and is neither dodged
//!   nor fought back.
//! - Extreme damage (K5), armour off every hit, half damage from firearms for creatures
//!   such as the ghoul, then the wound by the rules: major wound and its CON roll (H3),
//!   unconscious at 0 (H2), dying (H4), death (H5). The dying roll CON or die at the
//!   end of every round after the one they fell in (H4: «στο τέλος του επόμενου γύρου
//!   και κάθε μετέπειτα γύρου»), none at the end of the round of the fall.
//! - Each side attacks standing enemies only, by its [`Targets`]: the first listed, the
//!   weakest, or any at random; each defender answers by its [`Defence`].
//! - The fight ends the moment one side alone has anyone standing (not dead, dying or
//!   unconscious), when a side flees (at a round's end, its standing members at or
//!   below its threshold), or at the round cap.
//! - A gun spends a round per shot; a roll at its malfunction number jams it, and the
//!   shooter's next attack clears it. Reloading takes no time: a gun's `ammo` is every
//!   round the shooter has for it. Diving for cover (K7) and maneuvers (K8) are not
//!   tactics the model takes.
//! - Classic Call of Cthulhu ([`System::Classic`], with the game's house rules): each
//!   exchange is keeper-classic's [`keeper_classic::combat::exchange_odds`] (the attack,
//!   then a parry or a dodge down K3's −30% ladder, never mixing the two in a round;
//!   advanced blocking, K4; a bare-handed parry's DEX×5 roll, K2) and every damage roll
//!   of [`keeper_classic::combat::damage`] (impaling, K5; the bonus, K6); order by DEX
//!   (K1); a hit goes onto the HP by [`keeper_classic::health::lose_hp`], and 2 HP or
//!   fewer is unconscious, 0 or fewer gravely hurt (reported as dying; H3). Firearms
//!   are neither parried nor dodged. A creature's attacks per round are its routine at
//!   full chance, as the tracker makes an NPC's; the Sanity lost at the sight of a creature is
//!   classic's roll (N2: no fumble rule). K8's −30% for an investigator's further
//!   attacks and missiles are not forecast yet.
#![deny(missing_docs)]

mod classic;
mod engine;
mod error;
mod exact;
mod model;
mod monte_carlo;
mod report;
mod sanity;
mod tables;

pub use error::ForecastError;
pub use exact::DEFAULT_BUDGET;
pub use model::{
    Attack, Combatant, DEFAULT_ROUNDS, Defence, Fight, Gun, MAX_CLASSIC_CHANCE, MAX_COMBATANTS,
    MAX_FIGHTS, MAX_GUNS, MAX_ROUNDS, Side, System, Targets,
};
pub use report::{CombatantForecast, Condition, Estimate, Figure, Forecast, Made, SideForecast};
pub use sanity::SanityForecast;

use engine::Engine;
use tables::Tables;

/// How to forecast.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Method {
    /// Exactly, or [`ForecastError::Budget`] when the fight is too large.
    Exact,
    /// By simulation.
    MonteCarlo,
    /// Exactly when the fight fits the budget, else by simulation.
    #[default]
    Auto,
}

/// A forecast's method and its numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Settings {
    /// Exact, simulated, or whichever fits.
    pub method: Method,
    /// Fights to simulate.
    pub fights: u64,
    /// The simulation's seed.
    pub seed: u64,
    /// The exact method's budget of states.
    pub budget: u64,
}

impl Default for Settings {
    /// Auto, 100,000 fights, seed 0, [`DEFAULT_BUDGET`].
    fn default() -> Self {
        Settings {
            method: Method::Auto,
            fights: 100_000,
            seed: 0,
            budget: DEFAULT_BUDGET,
        }
    }
}

/// Forecasts `fight` by `settings`. A simulation calls `progress` with the number of
/// fights done so far, from whichever thread finished them (never for the exact
/// method).
pub fn forecast(
    fight: &Fight,
    settings: &Settings,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Forecast, ForecastError> {
    let engine = compile(fight)?;
    let sanity = sanity::sanity(fight)?;
    let simulate = |sanity| {
        if settings.fights == 0 || settings.fights > MAX_FIGHTS {
            return Err(ForecastError::Fights(settings.fights));
        }
        let tally = monte_carlo::simulate(&engine, settings.fights, settings.seed, progress);
        Ok(monte_carlo::report(fight, &tally, settings.seed, sanity))
    };
    match settings.method {
        Method::Exact => exact::forecast(fight, &engine, settings.budget, sanity),
        Method::MonteCarlo => simulate(sanity),
        Method::Auto => match exact::forecast(fight, &engine, settings.budget, sanity.clone()) {
            Err(ForecastError::Budget { .. }) => simulate(sanity),
            other => other,
        },
    }
}

/// Checks the fight and weighs its events once.
fn compile(fight: &Fight) -> Result<Engine, ForecastError> {
    model::validate(fight)?;
    let side_of: Vec<usize> = fight
        .combatants
        .iter()
        .map(|c| {
            fight
                .sides
                .iter()
                .position(|s| s.name == c.side)
                .expect("validated")
        })
        .collect();
    let tables = Tables::build(fight, &side_of)?;
    // A fight nobody can harm ends only if a side would flee as it stands.
    let flees_at_once = fight.sides.iter().any(|s| {
        let members = fight.combatants.iter().filter(|c| c.side == s.name).count() as u32;
        s.flee_at.is_some_and(|k| members <= k)
    });
    if !tables.harmful && !flees_at_once {
        return Err(ForecastError::Unwinnable);
    }
    Ok(Engine::new(fight, tables, side_of))
}

/// Simulation internals for the crate's benchmark: not part of the API.
#[doc(hidden)]
pub mod bench {
    use crate::{Fight, ForecastError, compile, monte_carlo};

    /// Simulates `fights` fights on the current thread pool and returns the number of
    /// exchanges and shots simulated.
    pub fn exchanges(fight: &Fight, fights: u64, seed: u64) -> Result<u64, ForecastError> {
        let engine = compile(fight)?;
        Ok(monte_carlo::simulate(&engine, fights, seed, &|_| {}).exchanges)
    }
}
