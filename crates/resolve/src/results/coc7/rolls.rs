//! Rolls, Luck and Sanity.

use serde::{Deserialize, Serialize};

use super::*;

// ---------------------------------------------------------------------------------
// Rolls.

/// `check`: a skill or characteristic check (R1–R5), what Luck could buy (R9), whether
/// it may be pushed (R8) and whether it ticks the skill (R10).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckResult {
    /// The roll.
    #[serde(flatten)]
    pub roll: Roll,
    /// The difficulty asked.
    pub difficulty: Difficulty,
    /// The number to roll at or under.
    pub target: u32,
    /// Bonus (positive) or penalty (negative) dice, net (R5).
    pub net_dice: i32,
    /// The Luck a failure needs to become a success (R9), when it can.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub luck_needed: Option<u32>,
    /// What Luck can buy, best level last (R9), when anything.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub luck_costs: Option<Vec<LuckCost>>,
    /// Written only when the failure may be pushed (R8).
    #[serde(default, skip_serializing_if = "is_false")]
    pub pushable: bool,
    /// Whether the success ticks the skill named by the request (R10), when one was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tick: Option<bool>,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<CheckOdds>,
}

/// A level Luck can buy, and its price (R9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LuckCost {
    /// The level bought.
    pub level: Level,
    /// The Luck it costs.
    pub points: u32,
}

/// `push`: the first roll and the pushed one (R8). A first roll that succeeded (and was
/// rolled here) is not pushed: the result's roll is the first again.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct PushResult {
    /// The first roll (without dice when the request gave it).
    pub first: Roll,
    /// The pushed roll, or the first when it was not pushed.
    #[serde(flatten)]
    pub roll: Roll,
    /// Whether it was pushed.
    pub pushed: bool,
    /// A pushed roll that failed: the Keeper's consequences follow (R8).
    #[serde(default)]
    pub pushed_failure: Option<bool>,
    /// Whether the pushed success ticks the skill named by the request (R10).
    #[serde(default)]
    pub tick: Option<bool>,
}

impl Serialize for PushResult {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        map.serialize_entry("first", &self.first)?;
        // A roll that was not pushed says so before it; a pushed one after.
        if !self.pushed {
            map.serialize_entry("pushed", &false)?;
            self.roll.write(&mut map)?;
        } else {
            self.roll.write(&mut map)?;
            map.serialize_entry("pushed", &true)?;
        }
        if let Some(f) = &self.pushed_failure {
            map.serialize_entry("pushed_failure", f)?;
        }
        if let Some(t) = &self.tick {
            map.serialize_entry("tick", t)?;
        }
        map.end()
    }
}

/// Who won an opposed roll (R7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpposedWinner {
    /// Side `a`.
    A,
    /// Side `b`.
    B,
    /// Nobody: both failed.
    None,
}

impl OpposedWinner {
    /// The wire name (`"a"`).
    pub fn as_str(self) -> &'static str {
        match self {
            OpposedWinner::A => "a",
            OpposedWinner::B => "b",
            OpposedWinner::None => "none",
        }
    }
}

/// `opposed`: two sides' rolls and who won (R7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpposedResult {
    /// Who won.
    pub winner: OpposedWinner,
    /// Side `a`'s roll.
    pub a: Roll,
    /// Side `b`'s roll.
    pub b: Roll,
    /// The d100s each side rolled to break a tie of level and value, in order.
    pub tie_break: Vec<(u32, u32)>,
    /// The exact chance of each winner, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<OpposedOdds>,
}

/// The exact chance of each side winning an opposed roll, and of nobody.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpposedOdds {
    /// Side `a` wins.
    pub a: String,
    /// Side `b` wins.
    pub b: String,
    /// Nobody does.
    pub none: String,
}

/// `luck`: a Luck roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LuckResult {
    /// The roll.
    #[serde(flatten)]
    pub roll: Roll,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<CheckOdds>,
}

/// `group_luck`: the group's Luck roll, made by the lowest Luck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupLuckResult {
    /// The roll.
    #[serde(flatten)]
    pub roll: Roll,
    /// The index in `lucks` of who rolled.
    pub roller: usize,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<CheckOdds>,
}

/// A roll's total, level and success, before Luck was spent on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollLevel {
    /// The d100.
    pub total: u32,
    /// Its level.
    pub level: Level,
    /// Whether it succeeded.
    pub success: bool,
}

/// `spend_luck`: a roll bettered with Luck (R9).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpendLuckResult {
    /// The total after spending.
    pub total: u32,
    /// Its level.
    pub level: Level,
    /// Whether it now succeeds.
    pub success: bool,
    /// Luck spent.
    pub spent: u32,
    /// Luck left.
    pub luck: u32,
    /// The roll as it came out.
    pub before: RollLevel,
    /// `luck_spent`, when any was.
    pub events: Vec<Event>,
}

/// `magic`: magic points spent, the rest from hit points (M1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MagicResult {
    /// Magic points left.
    pub mp: u32,
    /// Hit points paid for the points beyond them.
    pub hp_lost: u32,
    /// What changed.
    pub events: Vec<Event>,
}

/// `regain_magic`: magic points back as game time passes (C5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegainMagicResult {
    /// Magic points after.
    pub mp: u32,
    /// What changed: `magic_regained`, when any came back.
    pub events: Vec<Event>,
}

/// `improvement`: the improvement phase (R10).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImprovementResult {
    /// Each ticked skill's roll.
    pub skills: Vec<SkillImprovement>,
    /// Sanity gained by skills reaching 90%.
    pub sanity: u32,
    /// Luck recovery, when the request gave Luck.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub luck_recovery: Option<LuckRecovery>,
    /// What changed.
    pub events: Vec<Event>,
}

/// One skill's improvement roll (R10).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillImprovement {
    /// The skill.
    pub skill: String,
    /// Its value before.
    pub value: u32,
    /// The d100 (above the value, or above 95, improves).
    pub roll: u32,
    /// Whether it improved.
    pub improved: bool,
    /// The 1D10 gained.
    pub gain: u32,
    /// Its value after.
    pub after: u32,
    /// Sanity gained for reaching 90%.
    pub sanity: u32,
}

/// The Luck recovery roll of the improvement phase (R10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LuckRecovery {
    /// The d100.
    pub roll: u32,
    /// Luck gained.
    pub gain: u32,
    /// Luck after.
    pub luck: u32,
}

// ---------------------------------------------------------------------------------
// Sanity.

/// The bout a Sanity loss brings (N2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bout {
    /// None.
    None,
    /// Temporary insanity: `hours` says how long.
    Temporary,
    /// An involuntary action only.
    Involuntary,
}

impl Bout {
    /// The wire name (`"temporary"`).
    pub fn as_str(self) -> &'static str {
        match self {
            Bout::None => "none",
            Bout::Temporary => "temporary",
            Bout::Involuntary => "involuntary",
        }
    }
}

/// `sanity`: a Sanity roll and its loss (N1, N2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SanityResult {
    /// Whether the roll succeeded.
    pub success: bool,
    /// Sanity lost.
    pub lost: u32,
    /// Sanity after.
    pub san: u32,
    /// The bout it brings.
    pub insanity: Bout,
    /// A temporary bout's hours.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hours: Option<u32>,
    /// Whether it made the investigator indefinitely insane.
    pub indefinite: bool,
    /// Whether Sanity reached 0.
    pub permanent: bool,
    /// The d100.
    pub total: u32,
    /// Its level.
    pub level: Level,
    /// The loss as written back (`"1/1D6"`).
    pub loss: String,
    /// The loss rolled, before Sanity's floor.
    pub rolled_loss: i64,
    /// The INT roll after a loss of 5 or more (N2), when made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub int_roll: Option<Roll>,
    /// Sanity lost today, this loss included.
    pub lost_today: u32,
    /// What changed.
    pub events: Vec<Event>,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<SanityOdds>,
}

/// The exact chance of a Sanity roll succeeding, and of each loss.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SanityOdds {
    /// The roll succeeds.
    pub success: String,
    /// Each loss.
    pub lost: Distribution,
}

/// `reality_check`: a Sanity roll to see through a delusion (N2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RealityCheckResult {
    /// The roll.
    #[serde(flatten)]
    pub roll: Roll,
    /// Whether the investigator sees through it.
    pub sees_through: bool,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<CheckOdds>,
}

/// `insanity_effect`: a phobia, mania or backstory change (N3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InsanityEffectResult {
    /// What changed.
    pub events: Vec<Event>,
}
