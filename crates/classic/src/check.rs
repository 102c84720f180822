//! Tests (T1–T6): characteristic and skill rolls, the five levels, the resistance
//! table and experience checks.
//!
//! A d100 against a chance gives a [`Level`], decided in this order (T3, T4):
//! 01 is [`Level::Critical`]; 100 is [`Level::Fumble`]; 96–99 fail; 02–05 succeed when
//! the action is possible at all; otherwise the roll succeeds when it is at most the
//! chance. A success at or below the special threshold (1/5 of the chance, rounded
//! down, at least 01) is [`Level::Special`].
//!
//! "Possible at all" (T4: "desde que seja algo possível de ser realizado") is the
//! caller's word: [`Target::possible`]. The seed puts that condition on 02–05 only ("uma
//! rolagem igual a 1 além de ser bem sucedida…"), and the rules file says 01 always
//! succeeds: an impossible action still succeeds critically on 01, and fails on every
//! other roll (fumbling on 100). A chance of 0 or less is still possible unless the
//! caller says otherwise (02–05 and 01 succeed), as the seed's rule reads.

use keeper_dice::DiceSource;

use crate::dice::{d100, sum};
use crate::error::Error;

/// How well a d100 roll went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// 100: fails with the worst outcome (T4).
    Fumble,
    /// A failure.
    Failure,
    /// A success.
    Success,
    /// A special (impaling, exceptional) success: at most 1/5 of the chance (T3).
    Special,
    /// 01: succeeds with the best outcome (T4).
    Critical,
}

impl Level {
    /// Whether the level is a success.
    pub fn is_success(self) -> bool {
        self >= Level::Success
    }

    /// Whether the level is special or critical (the "exceptional" of K2, K4, K5).
    pub fn is_special(self) -> bool {
        self >= Level::Special
    }

    /// The level's name on the wire: `critical`, `special`, `success`, `failure`,
    /// `fumble`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Critical => "critical",
            Level::Special => "special",
            Level::Success => "success",
            Level::Failure => "failure",
            Level::Fumble => "fumble",
        }
    }
}

/// What a d100 roll is made against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Target {
    /// The chance of success in percent (after every modifier).
    pub chance: i64,
    /// The special threshold: 1/5 of this (rounded down, at least 1). Usually the
    /// chance; Luck spent (M3) raises the chance but not this.
    pub special_of: i64,
    /// Whether the action is possible at all (T4).
    pub possible: bool,
}

impl Target {
    /// A possible action at `chance`.
    pub fn new(chance: i64) -> Target {
        Target {
            chance,
            special_of: chance,
            possible: true,
        }
    }

    /// The special threshold (T3): ⌊special_of / 5⌋, at least 1.
    pub fn special_at(&self) -> i64 {
        (self.special_of / 5).max(1)
    }

    /// The level of `roll` (1..=100) against this target.
    pub fn level(&self, roll: u32) -> Level {
        let roll = i64::from(roll);
        if roll == 100 {
            return Level::Fumble;
        }
        if roll == 1 {
            return Level::Critical;
        }
        if !self.possible {
            return Level::Failure;
        }
        if roll >= 96 {
            return Level::Failure;
        }
        if roll <= 5 || roll <= self.chance {
            if roll <= self.special_at() {
                Level::Special
            } else {
                Level::Success
            }
        } else {
            Level::Failure
        }
    }

    /// The number of rolls 1..=100 at each level, for exact odds (each is n/100).
    pub fn odds(&self) -> [(Level, u32); 5] {
        let mut counts = [0u32; 5];
        for roll in 1..=100 {
            counts[self.level(roll) as usize] += 1;
        }
        [
            (Level::Critical, counts[Level::Critical as usize]),
            (Level::Special, counts[Level::Special as usize]),
            (Level::Success, counts[Level::Success as usize]),
            (Level::Failure, counts[Level::Failure as usize]),
            (Level::Fumble, counts[Level::Fumble as usize]),
        ]
    }

    /// How many rolls of 1..=100 succeed.
    pub fn successes(&self) -> u32 {
        (1..=100).filter(|&r| self.level(r).is_success()).count() as u32
    }
}

/// A d100 rolled against a target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Check {
    /// The d100 (1..=100).
    pub roll: u32,
    /// What it was rolled against.
    pub target: Target,
    /// How it went.
    pub level: Level,
}

impl Check {
    /// Whether the check succeeded.
    pub fn success(&self) -> bool {
        self.level.is_success()
    }
}

/// Rolls one d100 against `target`.
pub fn roll_check(target: Target, dice: &mut dyn DiceSource) -> Result<Check, Error> {
    let roll = d100(dice)?;
    Ok(Check {
        roll,
        target,
        level: target.level(roll),
    })
}

/// The chance of a characteristic roll (T1): the characteristic × `multiplier` (5 by
/// default; the Keeper may use a smaller one for a harder test, e.g. ×3).
pub fn characteristic_chance(characteristic: i64, multiplier: i64) -> i64 {
    characteristic * multiplier
}

/// The chance of a skill roll (T2): the skill plus the Keeper's modifier in
/// percentiles. The special threshold follows the modified chance.
pub fn skill_target(skill: i64, modifier: i64) -> Target {
    Target::new(skill + modifier)
}

/// A resistance roll's chance (T5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Resistance {
    /// A difference of +10 or more: succeeds without a roll.
    AutomaticSuccess,
    /// A difference of −10 or less: fails without a roll.
    AutomaticFailure,
    /// Roll a d100 against this chance (5..=95).
    Chance(i64),
}

impl Resistance {
    /// The chance of `active` against `passive`: 50 + 5 × (active − passive), with a
    /// difference of ±10 or more automatic (T5).
    pub fn of(active: i64, passive: i64) -> Resistance {
        let difference = active - passive;
        if difference >= 10 {
            Resistance::AutomaticSuccess
        } else if difference <= -10 {
            Resistance::AutomaticFailure
        } else {
            Resistance::Chance(50 + 5 * difference)
        }
    }

    /// The chance in percent (100 and 0 for the automatic results).
    pub fn chance(self) -> i64 {
        match self {
            Resistance::AutomaticSuccess => 100,
            Resistance::AutomaticFailure => 0,
            Resistance::Chance(c) => c,
        }
    }
}

/// A resistance roll (T5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ResistanceRoll {
    /// The chance.
    pub resistance: Resistance,
    /// The d100 rolled against it, when not automatic.
    pub check: Option<Check>,
}

impl ResistanceRoll {
    /// Whether the active side succeeded.
    pub fn success(&self) -> bool {
        match (self.resistance, self.check) {
            (Resistance::AutomaticSuccess, _) => true,
            (Resistance::AutomaticFailure, _) => false,
            (_, Some(c)) => c.success(),
            (_, None) => false,
        }
    }

    /// Whether no dice were rolled.
    pub fn automatic(&self) -> bool {
        self.check.is_none()
    }
}

/// Rolls `active` against `passive` on the resistance table (T5); the d100 follows the
/// seed's levels (T3, T4).
pub fn resistance(
    active: i64,
    passive: i64,
    dice: &mut dyn DiceSource,
) -> Result<ResistanceRoll, Error> {
    let resistance = Resistance::of(active, passive);
    let check = match resistance {
        Resistance::Chance(c) => Some(roll_check(Target::new(c), dice)?),
        _ => None,
    };
    Ok(ResistanceRoll { resistance, check })
}

/// An experience check rolled (T6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Experience {
    /// The skill before.
    pub skill: i64,
    /// The d100.
    pub roll: u32,
    /// The 1D10 gained when the roll was above the skill.
    pub gain: Option<u32>,
    /// The 2D6 of Sanity regained when the skill rose above 90% (N3), when it did.
    pub sanity: Option<u32>,
}

/// Rolls an experience check for a skill at `skill` (T6): a d100 above the skill adds
/// 1D10; otherwise nothing (a roll equal to the skill is "not above"). When the skill
/// goes from 90 or less to above 90, 2D6 Sanity is rolled too (N3).
pub fn experience(skill: i64, dice: &mut dyn DiceSource) -> Result<Experience, Error> {
    let roll = d100(dice)?;
    let mut out = Experience {
        skill,
        roll,
        gain: None,
        sanity: None,
    };
    if i64::from(roll) > skill {
        let gain = sum(dice, 1, 10)?;
        out.gain = Some(gain);
        if skill <= 90 && skill + i64::from(gain) > 90 {
            out.sanity = Some(sum(dice, 2, 6)?);
        }
    }
    Ok(out)
}
