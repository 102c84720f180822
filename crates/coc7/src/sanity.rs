//! Sanity rolls and insanity (N1–N5).
//!
//! A Sanity roll is a percentile roll against current SAN, with no difficulty and no
//! bonus or penalty dice. Its loss is written `success/failure` ([`SanityLoss`]). The
//! dice are rolled in the specification's order: the SAN roll; the loss dice (none on a
//! fumble, which loses the failure amount at its maximum); the INT roll when 5 or more
//! points were lost; 1D10 hours when that makes a temporary insanity.

use keeper_dice::odds::{Budget, distribution};
use keeper_dice::{DiceSource, Die, Expression};

use crate::check::{Check, Difficulty, Modifiers, RollKind, SuccessLevel, check};
use crate::error::Error;
use crate::investigator::{Event, Mind};

/// Most SAN any investigator can have: 99 − Cthulhu Mythos (C8).
pub fn max_sanity(cthulhu_mythos: u32) -> u32 {
    99u32.saturating_sub(cthulhu_mythos)
}

/// A Sanity loss `success/failure`, each side a number or a dice expression (N1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SanityLoss {
    /// Lost on a success.
    pub success: Expression,
    /// Lost on a failure; its maximum on a fumble.
    pub failure: Expression,
}

impl SanityLoss {
    /// Parses `"0/1D6"`, `"1/1D4+1"`, `"1D10/1D100"`.
    pub fn parse(text: &str) -> Result<SanityLoss, Error> {
        let bad = || Error::BadLoss {
            text: text.to_owned(),
        };
        let (s, f) = text.split_once('/').ok_or_else(bad)?;
        let success = Expression::parse(s.trim()).map_err(|_| bad())?;
        let failure = Expression::parse(f.trim()).map_err(|_| bad())?;
        if success.repeat() != 1 || failure.repeat() != 1 {
            return Err(bad());
        }
        Ok(SanityLoss { success, failure })
    }
}

impl std::fmt::Display for SanityLoss {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.success, self.failure)
    }
}

/// The bout an INT roll after a loss of 5 or more starts (N2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bout {
    /// No bout: less than 5 lost.
    None,
    /// The INT roll succeeded: temporarily insane for 1D10 hours.
    Temporary {
        /// The 1D10 hours.
        hours: u32,
    },
    /// The INT roll failed: the Keeper takes over the next action.
    Involuntary,
}

impl Bout {
    /// `none`, `temporary` or `involuntary`.
    pub fn as_str(self) -> &'static str {
        match self {
            Bout::None => "none",
            Bout::Temporary { .. } => "temporary",
            Bout::Involuntary => "involuntary",
        }
    }
}

/// What an investigator brings to a Sanity roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SanityState {
    /// Current SAN.
    pub san: u32,
    /// INT, for the roll after a loss of 5 or more.
    pub int: u32,
    /// SAN at the start of the game day (N5).
    pub day_start_san: u32,
    /// SAN already lost this game day (N5).
    pub lost_today: u32,
}

impl SanityState {
    /// A state at the start of a day: `day_start_san` = `san`, nothing lost yet.
    pub fn new(san: u32, int: u32) -> SanityState {
        SanityState {
            san,
            int,
            day_start_san: san,
            lost_today: 0,
        }
    }
}

/// A Sanity roll and what followed (N1, N2, N4, N5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SanityRoll {
    /// The SAN roll.
    pub roll: Check,
    /// The loss rolled (or, on a fumble, the failure's maximum), before SAN stops it.
    pub rolled_loss: i64,
    /// Points actually lost: never below 0, never more than SAN had.
    pub lost: u32,
    /// SAN after.
    pub san: u32,
    /// The INT roll, when 5 or more were lost.
    pub int_roll: Option<Check>,
    /// The bout it started.
    pub bout: Bout,
    /// Whether the day's losses reached a fifth of the day's starting SAN (N5).
    pub indefinite: bool,
    /// Whether SAN reached 0: permanent insanity (N5).
    pub permanent: bool,
}

impl SanityRoll {
    /// Whether the SAN roll succeeded.
    pub fn success(&self) -> bool {
        self.roll.success()
    }
}

/// Whether losing `lost_today` in a day that started at `day_start_san` reaches a fifth
/// (N5), compared exactly: 5 × lost ≥ starting SAN, and something was lost.
pub fn fifth_lost(day_start_san: u32, lost_today: u32) -> bool {
    lost_today > 0 && u64::from(lost_today) * 5 >= u64::from(day_start_san)
}

/// Makes a Sanity roll against `state` with `loss` (N1–N5).
pub fn sanity_roll<S: DiceSource + ?Sized>(
    state: SanityState,
    loss: &SanityLoss,
    dice: &mut S,
) -> Result<SanityRoll, Error> {
    let roll = check(
        state.san,
        Difficulty::Regular,
        Modifiers::NONE,
        RollKind::Sanity,
        dice,
    )?;
    let rolled_loss = if roll.level == SuccessLevel::Fumble {
        distribution(&loss.failure, &Budget::default())?.max()
    } else if roll.success() {
        loss.success.roll(dice)?.total()
    } else {
        loss.failure.roll(dice)?.total()
    };
    let lost = rolled_loss.clamp(0, i64::from(state.san)) as u32;
    let san = state.san - lost;
    let (int_roll, bout) = if lost >= 5 {
        let int_roll = check(
            state.int,
            Difficulty::Regular,
            Modifiers::NONE,
            RollKind::Characteristic,
            dice,
        )?;
        let bout = if int_roll.success() {
            Bout::Temporary {
                hours: dice.face(Die::D(10))? as u32,
            }
        } else {
            Bout::Involuntary
        };
        (Some(int_roll), bout)
    } else {
        (None, Bout::None)
    };
    Ok(SanityRoll {
        indefinite: lost > 0 && fifth_lost(state.day_start_san, state.lost_today + lost),
        permanent: san == 0,
        roll,
        rolled_loss,
        lost,
        san,
        int_roll,
        bout,
    })
}

/// A Reality Check (N3): a Sanity roll with no loss; success sees through the
/// hallucination, failure sinks deeper.
pub fn reality_check<S: DiceSource + ?Sized>(san: u32, dice: &mut S) -> Result<Check, Error> {
    check(
        san,
        Difficulty::Regular,
        Modifiers::NONE,
        RollKind::Sanity,
        dice,
    )
}

/// The background heading phobias are written under (N3).
pub const PHOBIAS_HEADING: &str = "Phobias";
/// The background heading manias are written under (N3).
pub const MANIAS_HEADING: &str = "Manias";

/// What the Keeper may do to a temporarily insane investigator (N3, seed 001): add a
/// phobia or a mania, or change a backstory entry.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum InsanityEffect {
    /// A phobia, e.g. "fear of the dark", "claustrophobia".
    Phobia(String),
    /// A mania, e.g. "kleptomania".
    Mania(String),
    /// A backstory entry rewritten: heading and new text.
    Backstory(String, String),
}

/// The event of `effect` on an investigator with `mind` (N3): allowed only while
/// temporarily insane; otherwise [`Error::NotInsane`].
pub fn insanity_effect(mind: &Mind, effect: InsanityEffect) -> Result<Vec<Event>, Error> {
    if mind.temporary_hours.is_none() {
        return Err(Error::NotInsane);
    }
    Ok(vec![match effect {
        InsanityEffect::Phobia(text) => Event::PhobiaGained { text },
        InsanityEffect::Mania(text) => Event::ManiaGained { text },
        InsanityEffect::Backstory(heading, text) => Event::BackstoryChanged { heading, text },
    }])
}

/// What a Reality Check shows (N3, seed 001): success sees through the hallucination,
/// failure sinks deeper into madness. The seed names no Sanity cost, so none is taken.
pub fn sees_through(reality_check: &Check) -> bool {
    reality_check.success()
}
