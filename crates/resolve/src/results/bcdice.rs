//! `system: "bcdice"`: a BCDice command's result.

use serde::{Deserialize, Serialize};

use crate::outcome::{outcomes, present};

outcomes! {
    /// A `bcdice` result.
    BcdiceOutcome, "bcdice" {
        /// `command`.
        "command" => Command(CommandResult),
    }
}

/// `command`: BCDice's five flags, what was rolled, and each target's judgement; a
/// 7th edition roll adds its bonus dice and difficulty, a full-auto burst its shots.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CommandResult {
    /// BCDice's `success` flag.
    pub success: bool,
    /// BCDice's `failure` flag.
    pub failure: bool,
    /// BCDice's `critical` flag.
    pub critical: bool,
    /// BCDice's `fumble` flag.
    pub fumble: bool,
    /// BCDice's `secret` flag (the `S` prefix).
    pub secret: bool,
    /// The d100 (or the sum) kept, where one was rolled.
    pub total: Option<i64>,
    /// Every die rolled, in order.
    pub rolls: Vec<i64>,
    /// The targets judged against.
    pub targets: Vec<i64>,
    /// The judgement against each target (`"regular"`, `"fumble"`).
    pub results: Vec<String>,
    /// The malfunction number of a 6th edition `CC(n)`.
    pub malfunction: Option<i64>,
    /// The command as matched.
    pub command: String,
    /// 7th edition: bonus (positive) or penalty (negative) dice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bonus: Option<i64>,
    /// 7th edition: the candidate d100s of a tens-and-units roll.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub candidates: Option<Vec<i64>>,
    /// 7th edition: a suffixed `CC`'s difficulty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<String>,
    /// 7th edition: a full-auto burst (`FAR`).
    #[serde(flatten, default, skip_serializing_if = "Option::is_none")]
    pub full_auto: Option<FullAuto>,
    /// The exact odds of the command's judgements, when asked (`null` where it judges
    /// nothing or has too many possible rolls).
    #[serde(
        default,
        deserialize_with = "present",
        skip_serializing_if = "Option::is_none"
    )]
    pub odds: Option<Option<CommandOdds>>,
}

/// A full-auto burst's fields.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FullAuto {
    /// Rounds that hit normally, in all.
    pub hits: i64,
    /// Rounds that impaled, in all.
    pub impales: i64,
    /// Rounds left.
    pub remaining: i64,
    /// Whether the burst ended in a jam.
    pub jammed: bool,
    /// Whether it ended at the stop difficulty.
    pub stopped: bool,
    /// Rounds loaded.
    pub loaded: i64,
    /// Rounds per volley.
    pub volley: i64,
    /// The jam number.
    pub jam: i64,
    /// The difficulty to stop after.
    pub stop: Option<String>,
    /// Adjustments made before rolling.
    pub notices: Vec<String>,
    /// Every shot.
    pub shots: Vec<BurstShot>,
}

/// One shot of a burst.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BurstShot {
    /// Its difficulty step.
    pub difficulty: String,
    /// Its bonus (positive) or penalty (negative) dice.
    pub bonus: i64,
    /// The candidate d100s.
    pub candidates: Vec<i64>,
    /// The kept d100.
    pub total: i64,
    /// Its level against the full skill.
    pub result: String,
    /// Rounds that hit normally.
    pub hits: i64,
    /// Rounds that impaled.
    pub impales: i64,
    /// Whether the weapon jammed.
    pub jammed: bool,
}

/// The exact chance of success and of each level.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CommandOdds {
    /// The chance of BCDice's `success` flag.
    pub success: String,
    /// Each level's chance, best first.
    pub levels: serde_json::Map<String, serde_json::Value>,
}
