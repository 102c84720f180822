//! Combat, wounds and healing.

use serde::{Deserialize, Serialize};

use super::*;

// ---------------------------------------------------------------------------------
// Combat.

/// Who won a melee exchange or maneuver (K3, K8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeleeWinner {
    /// The attacker.
    Attacker,
    /// The defender.
    Defender,
    /// Nobody.
    None,
}

impl MeleeWinner {
    /// The wire name (`"attacker"`).
    pub fn as_str(self) -> &'static str {
        match self {
            MeleeWinner::Attacker => "attacker",
            MeleeWinner::Defender => "defender",
            MeleeWinner::None => "none",
        }
    }
}

/// `melee`: an attack and the defender's response (K3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeResult {
    /// K9's state after the exchange, when the request tracked it: the defender has now
    /// fought back or dodged (always `true`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defended: Option<bool>,
    /// With `defended`: the bonus die the attacker had for it (K9).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outnumbered_bonus: Option<u32>,
    /// Who won.
    pub winner: MeleeWinner,
    /// The damage dealt (0 when none).
    pub damage: u32,
    /// Whether it was an Extreme hit's damage (K6).
    pub extreme: bool,
    /// The attacker's roll.
    pub attacker: Roll,
    /// The defender's roll.
    pub defender: Roll,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<MeleeOdds>,
}

/// The exact chance of each winner of a melee exchange, of an Extreme hit and of each
/// damage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeOdds {
    /// The attacker wins.
    pub attacker: String,
    /// The defender wins.
    pub defender: String,
    /// Nobody does.
    pub none: String,
    /// An Extreme hit.
    pub extreme: String,
    /// Each damage.
    pub damage: Distribution,
}

/// `maneuver`: a fighting maneuver (K8).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManeuverResult {
    /// Whether the maneuver succeeded.
    pub success: bool,
    /// Who won.
    pub winner: MeleeWinner,
    /// Penalty dice for the Builds (K8).
    pub build_penalty: u32,
    /// The damage a fighting-back defender dealt (0 when none).
    pub damage: u32,
    /// The attacker's roll.
    pub attacker: Roll,
    /// The defender's roll.
    pub defender: Roll,
    /// As `melee`'s (K9).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defended: Option<bool>,
    /// As `melee`'s (K9).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outnumbered_bonus: Option<u32>,
    /// The exact odds of the exchange as rolled, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<ManeuverOdds>,
}

/// The exact chance of each winner of a maneuver.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManeuverOdds {
    /// The attacker wins.
    pub attacker: String,
    /// The defender wins.
    pub defender: String,
    /// Nobody does.
    pub none: String,
}

/// `firearms`: a round of shots (K5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FirearmsResult {
    /// The target's dive for cover, when it dodged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dive: Option<Roll>,
    /// Each shot.
    pub shots: Vec<Shot>,
    /// The damage of every shot.
    pub damage: u32,
    /// Rounds left, when the request counted them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ammo: Option<u32>,
    /// With the request's `malfunction`: a shot reached it, missed, and jammed the
    /// weapon (the last shot; `[7e]`). Written only when it happened.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub malfunctioned: bool,
    /// The range's difficulty.
    pub difficulty: Difficulty,
    /// Bonus or penalty dice, net.
    pub net_dice: i32,
    /// The exact odds of one shot, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<CheckOdds>,
}

/// One shot: its roll and its damage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    /// The roll.
    #[serde(flatten)]
    pub roll: Roll,
    /// Its damage (0 for a miss).
    pub damage: u32,
    /// Whether it was an Extreme hit's (K6).
    pub extreme: bool,
}

/// `initiative`: the order of a combat round (K1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InitiativeResult {
    /// The combatants' indices, first to act first.
    pub order: Vec<usize>,
    /// Their names, in that order.
    pub names: Vec<String>,
    /// Their initiative, in that order.
    pub initiative: Vec<u32>,
}

// ---------------------------------------------------------------------------------
// Wounds and healing.

/// `damage`: a hit taken (H1–H5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageResult {
    /// The wound state after it.
    #[serde(flatten)]
    pub health: Health,
    /// The damage.
    pub amount: u32,
    /// Whether it was a major wound (H3).
    pub major: bool,
    /// The CON roll against falling unconscious (H3), when made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub con_roll: Option<Roll>,
    /// What changed.
    pub events: Vec<Event>,
}

/// `heal`: First Aid, Medicine, rest or a dying round (H4–H7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HealResult {
    /// The wound state after it.
    #[serde(flatten)]
    pub health: Health,
    /// The First Aid, Medicine or CON roll, when one was made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roll: Option<Roll>,
    /// The roll's exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<CheckOdds>,
    /// What changed.
    pub events: Vec<Event>,
}
