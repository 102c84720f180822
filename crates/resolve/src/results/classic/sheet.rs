//! The `sheet` action's result: a classic investigator as their sheet makes them now,
//! and, with `do`, what the operation did and the events it appended.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Characteristics, CheckRoll, Condition, HealedResult, Insanity, TreatResult};
use crate::results::Level;

/// `sheet`: what a sheet's investigator is now; with `do`, the operation's outcome, its
/// new events and the sheet with them appended.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SheetResult {
    /// The investigator's name (`null` when the sheet has none).
    pub name: Option<String>,
    /// The characteristics.
    pub characteristics: Characteristics,
    /// Hit points.
    pub hp: i64,
    /// Hit points' most.
    pub max_hp: i64,
    /// Magic Points.
    pub mp: i64,
    /// Magic Points' most.
    pub max_mp: i64,
    /// Sanity.
    pub san: i64,
    /// Sanity's most.
    pub max_san: i64,
    /// Luck.
    pub luck: i64,
    /// Luck's most.
    pub max_luck: i64,
    /// Idea.
    pub idea: i64,
    /// Know.
    pub know: i64,
    /// The damage bonus.
    pub db: String,
    /// The condition.
    pub condition: Condition,
    /// The skills, by name.
    pub skills: BTreeMap<String, i64>,
    /// The skills with an experience check.
    pub checks: BTreeSet<String>,
    /// The insanities.
    pub insanity: Vec<Insanity>,
    /// How many events of the sheet were applied.
    pub events_applied: usize,
    /// With `do`: what the operation did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<SheetOutcome>,
    /// With `do`: the operation's new events.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub events: Option<Vec<SheetEvent>>,
    /// With `do`: the sheet as given, its new events appended. The caller's document
    /// is echoed with its fields in the caller's order (and any later version's fields),
    /// so it stays JSON.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sheet: Option<Value>,
}

/// What one sheet operation did. The wire does not name the operation: each shape is
/// told by its fields, the more specific first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SheetOutcome {
    /// `treat`.
    Treat(TreatResult),
    /// `spend_luck`: the roll raised and the Luck spent.
    SpendLuck {
        /// The roll raised.
        #[serde(flatten)]
        check: CheckRoll,
        /// The Luck spent.
        points: i64,
    },
    /// `mp_reroll`: the roll made again.
    Check(CheckRoll),
    /// `sanity`.
    Sanity(SheetSanity),
    /// `experience`: each skill's roll.
    Experience {
        /// Each skill with a check, rolled.
        rolls: Vec<SkillExperience>,
    },
    /// `natural_healing`.
    Healed(HealedResult),
    /// `meditate`: the roll.
    Meditate {
        /// The roll.
        roll: i64,
    },
    /// `sanity_reward`: the Sanity rolled.
    Reward {
        /// The Sanity gained.
        rolled: i64,
    },
    /// An operation with nothing to tell but its events (`damage`, `heal`…).
    Nothing {},
}

/// A sheet's Sanity roll (the `sanity` action's fields but the Sanity and flags after).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SheetSanity {
    /// Whether the roll succeeded.
    pub success: bool,
    /// The d100.
    pub total: i64,
    /// Its level.
    pub level: Level,
    /// The loss rolled.
    pub rolled: i64,
    /// The Sanity lost.
    pub lost: i64,
    /// The INT roll of a temporary insanity, when one was made.
    pub int_roll: Option<CheckRoll>,
    /// The insanities this brought.
    pub insanity: Vec<Insanity>,
}

/// One skill's experience roll on a sheet (T6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillExperience {
    /// The skill.
    pub skill: String,
    /// The d100.
    pub total: i64,
    /// Whether it improved.
    pub improved: bool,
    /// The points gained.
    pub gain: i64,
    /// The skill after.
    pub value: i64,
    /// Sanity gained by reaching 90.
    pub sanity_gained: i64,
}

/// An event of a classic sheet: `{"event": "hp_lost", "amount": 3}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum SheetEvent {
    /// Hit points lost.
    HpLost {
        /// How many.
        amount: i64,
    },
    /// Hit points gained.
    HpGained {
        /// How many.
        amount: i64,
    },
    /// Magic Points lost.
    MpLost {
        /// How many.
        amount: i64,
    },
    /// Magic Points gained.
    MpGained {
        /// How many.
        amount: i64,
    },
    /// Sanity lost.
    SanityLost {
        /// How many.
        amount: i64,
    },
    /// Sanity gained.
    SanityGained {
        /// How many.
        amount: i64,
    },
    /// A new game hour began (N4).
    HourStarted,
    /// Gone insane.
    Insane {
        /// Which insanity.
        kind: Insanity,
    },
    /// Luck spent (M3).
    LuckSpent {
        /// How many.
        amount: i64,
    },
    /// Luck restored at an adventure's end.
    LuckRestored,
    /// A skill's experience check earned.
    CheckAwarded {
        /// The skill.
        skill: String,
    },
    /// A skill improved by experience.
    SkillImproved {
        /// The skill.
        skill: String,
        /// By how much.
        amount: i64,
    },
}
