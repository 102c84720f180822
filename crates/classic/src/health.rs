//! Healing and consciousness (H1–H3), Magic Points (M1) and the spending house rules
//! (M2, M3).

use keeper_dice::DiceSource;

use crate::check::{Check, Level, Target, roll_check};
use crate::dice::{d3, sum};
use crate::error::Error;
use crate::options::{HouseRule, Options};

/// First Aid or Medicine (H1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Treatment {
    /// First Aid: 1D3 at once on a success.
    FirstAid,
    /// Medicine: 1D3 at once on a success, independently of First Aid; needs equipment.
    Medicine,
}

/// A treatment rolled (H1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Treated {
    /// The skill roll.
    pub check: Check,
    /// HP restored (0 on a failure).
    pub healed: u32,
}

/// Rolls a treatment (H1): the skill's d100, then 1D3 (a d6 read as a d3, D2) on a
/// success. Medicine without equipment is refused.
pub fn treat(
    kind: Treatment,
    skill: i64,
    equipment: bool,
    dice: &mut dyn DiceSource,
) -> Result<Treated, Error> {
    if kind == Treatment::Medicine && !equipment {
        return Err(Error::NoEquipment);
    }
    let check = roll_check(Target::new(skill), dice)?;
    let healed = if check.success() { d3(dice)? } else { 0 };
    Ok(Treated { check, healed })
}

/// A week of natural healing (H2): 1D3, and 2D3 more under medical care.
pub fn natural_healing(medical_care: bool, dice: &mut dyn DiceSource) -> Result<u32, Error> {
    let mut healed = d3(dice)?;
    if medical_care {
        healed += sum(dice, 2, 3)?;
    }
    Ok(healed)
}

/// Whether a character is awake, out, or gravely hurt (H3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Condition {
    /// Conscious.
    Conscious,
    /// Unconscious (0 MP, or reduced to 2 HP or fewer).
    Unconscious,
    /// At 0 HP or fewer: gravely hurt, may die without medical care (and unconscious).
    Dying,
}

impl Condition {
    /// `conscious`, `unconscious`, `dying`.
    pub fn as_str(self) -> &'static str {
        match self {
            Condition::Conscious => "conscious",
            Condition::Unconscious => "unconscious",
            Condition::Dying => "dying",
        }
    }
}

/// The condition of a character with `hp` and `mp` whose lowest HP since they were last
/// awake was `lowest_hp` (H3): gravely hurt at 0 HP or fewer; unconscious at 0 MP, at
/// 2 HP or fewer (whatever the lowest point), and after falling to 2 HP or fewer until
/// 2 HP are regained from that lowest point.
pub fn condition(hp: i64, mp: i64, lowest_hp: Option<i64>) -> Condition {
    if hp <= 0 {
        Condition::Dying
    } else if mp <= 0 || hp <= 2 || lowest_hp.is_some_and(|l| l <= 2 && hp < l + 2) {
        Condition::Unconscious
    } else {
        Condition::Conscious
    }
}

/// Damage taken (H3): HP fall by `amount`, and a fall to 2 HP or fewer keeps the
/// lowest point since the character was last awake (`lowest_hp`, what [`condition`]
/// reads).
pub fn lose_hp(hp: &mut i64, lowest_hp: &mut Option<i64>, amount: i64) {
    *hp -= amount;
    if *hp <= 2 && amount > 0 {
        *lowest_hp = Some(lowest_hp.map_or(*hp, |l| l.min(*hp)));
    }
}

/// Healing (H3): HP rise by `amount`, never above `max_hp` (nor below where they are);
/// 2 HP regained from the lowest point wake the character.
pub fn gain_hp(hp: &mut i64, lowest_hp: &mut Option<i64>, amount: i64, max_hp: i64) {
    *hp = (*hp + amount).min(max_hp.max(*hp));
    if lowest_hp.is_some_and(|l| *hp >= l + 2) {
        *lowest_hp = None;
    }
}

/// Magic Points regained after `hours` of rest (M1): all of them after 24 hours,
/// else ⌈POW / 4⌉ for each full 6 hours ("1/4 do total a cada 6 horas"; rounding up
/// makes four periods a full day), never above POW.
pub fn regenerate_mp(mp: i64, pow: i64, hours: u32) -> i64 {
    if hours >= 24 {
        return pow.max(mp);
    }
    let quarter = (pow + 3) / 4;
    (mp + quarter * i64::from(hours / 6)).min(pow).max(mp)
}

/// [house] Meditation (M1): one hour, once per 6 hours, +1D6 MP (never above POW).
/// `hours_since` is the time since the last meditation (`None`: never).
pub fn meditate(
    mp: i64,
    pow: i64,
    hours_since: Option<u32>,
    options: &Options,
    dice: &mut dyn DiceSource,
) -> Result<(u32, i64), Error> {
    options.require(HouseRule::Meditation)?;
    if let Some(h) = hours_since.filter(|&h| h < 6) {
        return Err(Error::MeditatedTooRecently { hours: h });
    }
    let roll = sum(dice, 1, 6)?;
    Ok((roll, (mp + i64::from(roll)).min(pow.max(mp))))
}

/// [house] Spending 1 MP to re-roll a failed d100 test of the character's own (M2):
/// refused for a success, or with no MP. The new roll stands.
pub fn mp_reroll(
    failed: &Check,
    mp: i64,
    options: &Options,
    dice: &mut dyn DiceSource,
) -> Result<Check, Error> {
    options.require(HouseRule::MagicPointReroll)?;
    if failed.success() {
        return Err(Error::NotFailed);
    }
    if mp < 1 {
        return Err(Error::NotEnough {
            what: "mp",
            have: mp,
            need: 1,
        });
    }
    roll_check(failed.target, dice)
}

/// [house] Luck spent on a roll already made (M3): the chance rises by `points`, the
/// special threshold does not. 01, 96–99 and 100 keep their levels.
pub fn spend_luck(
    check: &Check,
    points: i64,
    luck: i64,
    options: &Options,
) -> Result<Check, Error> {
    options.require(HouseRule::LuckSpending)?;
    if points < 0 {
        return Err(Error::OutOfRange {
            what: "points",
            value: points,
            min: 0,
            max: luck,
        });
    }
    if points > luck {
        return Err(Error::NotEnough {
            what: "luck",
            have: luck,
            need: points,
        });
    }
    let target = Target {
        chance: check.target.chance + points,
        ..check.target
    };
    Ok(Check {
        roll: check.roll,
        target,
        level: target.level(check.roll),
    })
}

/// The least Luck that turns `check` into a success, if any can (M3).
pub fn luck_needed(check: &Check) -> Option<i64> {
    match check.level {
        l if l.is_success() => Some(0),
        Level::Fumble => None,
        _ if check.roll >= 96 || !check.target.possible => None,
        _ => Some(i64::from(check.roll) - check.target.chance),
    }
}
