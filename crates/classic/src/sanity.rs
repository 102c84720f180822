//! Sanity (N1–N6).

use keeper_dice::DiceSource;

use crate::check::{Check, Target, roll_check};
use crate::dice::{self, sum};
use crate::error::Error;

/// Maximum Sanity: 99 − Cthulhu Mythos (N1), never below 0.
pub fn max_sanity(mythos: i64) -> i64 {
    (99 - mythos).max(0)
}

/// A Sanity loss `x/y`: the loss on a success and on a failure, each dice notation
/// (`"0/1D6"`, `"1/1D4+1"`, `"1D3/1D10"`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Loss {
    /// Lost on a success.
    pub success: String,
    /// Lost on a failure.
    pub failure: String,
}

impl Loss {
    /// Reads `x/y`; a single expression is lost on failure only (`"1D6"` = `"0/1D6"`).
    pub fn parse(text: &str) -> Result<Loss, Error> {
        let (s, f) = text.split_once('/').unwrap_or(("0", text));
        let loss = Loss {
            success: s.trim().to_owned(),
            failure: f.trim().to_owned(),
        };
        dice::parse(&loss.success)?;
        dice::parse(&loss.failure)?;
        Ok(loss)
    }
}

/// The kind of insanity a Sanity roll caused (N4–N6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Insanity {
    /// N4: 5 or more lost in one roll and the INT×5 roll succeeded.
    Temporary,
    /// N5: more than 20% of the Sanity at the hour's start lost within one game hour.
    Indefinite,
    /// N6: Sanity 0.
    Permanent,
}

impl Insanity {
    /// `temporary`, `indefinite`, `permanent`.
    pub fn as_str(self) -> &'static str {
        match self {
            Insanity::Temporary => "temporary",
            Insanity::Indefinite => "indefinite",
            Insanity::Permanent => "permanent",
        }
    }
}

/// The state a Sanity roll is made in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SanityState {
    /// Current Sanity.
    pub san: i64,
    /// INT, for the INT×5 roll (N4).
    pub int: i64,
    /// Sanity at the start of the current game hour (N5).
    pub hour_start_san: i64,
    /// Sanity already lost in the current game hour (N5).
    pub lost_this_hour: i64,
}

/// A Sanity roll (N2, N4–N6).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SanityRoll {
    /// The d100 against current Sanity (with the seed's T3/T4 levels).
    pub check: Check,
    /// The loss rolled.
    pub rolled: i64,
    /// Points actually lost: never more than Sanity had, never below 0.
    pub lost: i64,
    /// Sanity after.
    pub san: i64,
    /// The INT×5 roll when 5 or more were lost (N4).
    pub int_check: Option<Check>,
    /// The insanities caused, in the order N4, N5, N6.
    pub insanity: Vec<Insanity>,
}

/// Rolls Sanity (N2): a d100 against current Sanity; a success loses `loss.success`,
/// a failure `loss.failure`. Then (N4) a loss of 5 or more rolls a d100 against
/// INT×5, a success meaning temporary insanity ("ele compreende algo terrível");
/// (N5) more than 20% of the hour's starting Sanity lost within the hour is indefinite
/// insanity, reported once an hour, by the loss that crosses the line
/// ([`crosses_a_fifth`]); (N6) Sanity 0 is permanent insanity. Dice: the d100, the loss dice, the
/// INT×5 d100.
pub fn sanity_roll(
    state: SanityState,
    loss: &Loss,
    dice: &mut dyn DiceSource,
) -> Result<SanityRoll, Error> {
    let check = roll_check(Target::new(state.san), dice)?;
    let text = if check.success() {
        &loss.success
    } else {
        &loss.failure
    };
    let rolled = dice::roll(&dice::parse(text)?, text, dice)?.total.max(0);
    let lost = rolled.min(state.san.max(0));
    let san = state.san - lost;
    let mut insanity = Vec::new();
    let mut int_check = None;
    if lost >= 5 {
        let c = roll_check(Target::new(state.int * 5), dice)?;
        if c.success() {
            insanity.push(Insanity::Temporary);
        }
        int_check = Some(c);
    }
    if lost > 0 && crosses_a_fifth(state.hour_start_san, state.lost_this_hour, lost) {
        insanity.push(Insanity::Indefinite);
    }
    if san <= 0 && state.san > 0 {
        insanity.push(Insanity::Permanent);
    }
    Ok(SanityRoll {
        check,
        rolled,
        lost,
        san,
        int_check,
        insanity,
    })
}

/// Whether losing `lost` more takes the Sanity lost within this game hour past a fifth
/// of the hour's starting Sanity (N5: "mais de 20%"): true only for the loss that
/// crosses the line, so one hour's losses cause one indefinite insanity, not one per
/// later roll.
pub fn crosses_a_fifth(hour_start_san: i64, lost_this_hour: i64, lost: i64) -> bool {
    let over = |l: i64| l * 5 > hour_start_san;
    !over(lost_this_hour) && over(lost_this_hour + lost)
}

/// Sanity regained when a skill first rises above 90% (N3: "Sempre que uma habilidade
/// passa de 90%, o jogador rola 2d6"): 2D6.
pub fn skill_mastery(dice: &mut dyn DiceSource) -> Result<u32, Error> {
    sum(dice, 2, 6)
}
