//! `system: "coc7"`'s results: Call of Cthulhu 7th edition, one type per action.
//!
//! Every d100 roll writes the same six fields (`total`, `level`, `success`, `value`,
//! `tens`, `units`): [`Roll`], flattened where an action's result starts with its roll.
//! Odds are exact fractions written as text (`"1/4"`).

use std::fmt;
use std::marker::PhantomData;

use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::Level;
use crate::outcome::{is_false, outcomes};

outcomes! {
    /// A `coc7` result.
    Coc7Outcome, "coc7" {
        /// `check`.
        "check" => Check(CheckResult),
        /// `opposed`.
        "opposed" => Opposed(OpposedResult),
        /// `sanity`.
        "sanity" => Sanity(SanityResult),
        /// `melee`.
        "melee" => Melee(MeleeResult),
        /// `investigator`.
        "investigator" => Investigator(InvestigatorResult),
        /// `characteristics`.
        "characteristics" => Characteristics(CharacteristicsResult),
        /// `push`.
        "push" => Push(PushResult),
        /// `luck`.
        "luck" => Luck(LuckResult),
        /// `group_luck`.
        "group_luck" => GroupLuck(GroupLuckResult),
        /// `spend_luck`.
        "spend_luck" => SpendLuck(SpendLuckResult),
        /// `magic`.
        "magic" => Magic(MagicResult),
        /// `improvement`.
        "improvement" => Improvement(ImprovementResult),
        /// `reality_check`.
        "reality_check" => RealityCheck(RealityCheckResult),
        /// `insanity_effect`.
        "insanity_effect" => InsanityEffect(InsanityEffectResult),
        /// `firearms`.
        "firearms" => Firearms(FirearmsResult),
        /// `maneuver`.
        "maneuver" => Maneuver(ManeuverResult),
        /// `damage`.
        "damage" => Damage(DamageResult),
        /// `heal`.
        "heal" => Heal(HealResult),
        /// `initiative`.
        "initiative" => Initiative(InitiativeResult),
        /// `sheet`.
        "sheet" => Sheet(SheetResult),
        /// `import_dholes`.
        "import_dholes" => ImportDholes(ImportDholesResult),
        /// `export_dholes`.
        "export_dholes" => ExportDholes(ExportDholesResult),
        /// `statblock`.
        "statblock" => Statblock(StatblockResult),
        /// `weapons`.
        "weapons" => Weapons(WeaponsResult),
    }
}

// ---------------------------------------------------------------------------------
// What many results share.

/// A d100 roll against a value (R1–R4): what came up, its level, and the dice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    /// The d100 kept.
    pub total: u32,
    /// Its success level.
    pub level: Level,
    /// Whether it is at least a Regular success at the difficulty asked.
    pub success: bool,
    /// The skill or characteristic rolled against.
    pub value: u32,
    /// The tens dice rolled (more than one with bonus or penalty dice, R5); absent for a
    /// roll given rather than rolled (`push`'s `first`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tens: Option<Vec<u8>>,
    /// The units die; absent with `tens`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub units: Option<u8>,
}

impl Roll {
    /// Writes the roll's fields into a map being serialised (a result that puts other
    /// fields before and after them).
    fn write<M: SerializeMap>(&self, map: &mut M) -> Result<(), M::Error> {
        map.serialize_entry("total", &self.total)?;
        map.serialize_entry("level", &self.level)?;
        map.serialize_entry("success", &self.success)?;
        map.serialize_entry("value", &self.value)?;
        if let Some(t) = &self.tens {
            map.serialize_entry("tens", t)?;
        }
        if let Some(u) = &self.units {
            map.serialize_entry("units", u)?;
        }
        Ok(())
    }
}

/// A check's difficulty (R3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    /// The full value.
    Regular,
    /// Half the value.
    Hard,
    /// A fifth of the value.
    Extreme,
}

impl Difficulty {
    /// The wire name (`"hard"`).
    pub fn as_str(self) -> &'static str {
        match self {
            Difficulty::Regular => "regular",
            Difficulty::Hard => "hard",
            Difficulty::Extreme => "extreme",
        }
    }
}

/// The exact chance of success and of each level, best level first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckOdds {
    /// The chance of at least a Regular success at the difficulty asked.
    pub success: String,
    /// Each level's chance.
    pub levels: LevelOdds,
}

/// The chance of each 7th edition level, best first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelOdds {
    /// A critical (R4).
    pub critical: String,
    /// An Extreme success.
    pub extreme: String,
    /// A Hard success.
    pub hard: String,
    /// A Regular success.
    pub regular: String,
    /// A failure.
    pub failure: String,
    /// A fumble (R4).
    pub fumble: String,
}

/// Each value of a distribution with its exact probability (`[3, "1/6"]`).
pub type Distribution = Vec<(u32, String)>;

/// The wound state `damage` and `heal` answer (H1–H7), after the action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Health {
    /// Hit points now.
    pub hp: u32,
    /// Maximum hit points.
    pub max_hp: u32,
    /// A major wound (H3).
    pub major_wound: bool,
    /// Unconscious (H2).
    pub unconscious: bool,
    /// Dying (H4).
    pub dying: bool,
    /// Stabilised by First Aid; Medicine is still needed (H4, H7).
    pub needs_medicine: bool,
    /// Dead.
    pub dead: bool,
    /// First Aid succeeded on the current wound (H7).
    pub first_aid_given: bool,
}

/// A character event (`{"event": "damaged", "amount": 4}`): what a table stores and
/// replays onto a sheet.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// Hit points lost (H1).
    Damaged {
        /// How many.
        amount: u32,
    },
    /// Hit points regained (H6, H7).
    Healed {
        /// How many.
        amount: u32,
    },
    /// A major wound (H3).
    MajorWound,
    /// The major wound healed (H6).
    MajorWoundHealed,
    /// Fell unconscious (H2, H3).
    FellUnconscious,
    /// Dying (H4).
    Dying,
    /// First Aid stopped dying; Medicine is needed (H4, H7).
    Stabilized,
    /// Medicine after First Aid (H7).
    MedicineGiven,
    /// First Aid succeeded on the current wound (H7).
    FirstAidGiven,
    /// A phobia added during temporary insanity (N3).
    PhobiaGained {
        /// The phobia.
        text: String,
    },
    /// A mania added during temporary insanity (N3).
    ManiaGained {
        /// The mania.
        text: String,
    },
    /// A backstory entry changed during temporary insanity (N3).
    BackstoryChanged {
        /// The entry's heading.
        heading: String,
        /// Its new text.
        text: String,
    },
    /// Dead (H4, H5).
    Died,
    /// Sanity lost (N1, N4).
    SanityLost {
        /// Points lost.
        amount: u32,
    },
    /// Sanity regained (N4, R10).
    SanityGained {
        /// Points gained.
        amount: u32,
    },
    /// A bout of temporary insanity (N2).
    TemporaryInsanity {
        /// 1D10 hours.
        hours: u32,
    },
    /// The Keeper takes over the next action (N2).
    InvoluntaryAction,
    /// Indefinite insanity (N2).
    IndefiniteInsanity,
    /// Permanent insanity (N2).
    PermanentInsanity,
    /// The insanity ended.
    InsanityEnded,
    /// A new day: the daily Sanity loss starts again (N2).
    DayStarted,
    /// Luck spent (R9).
    LuckSpent {
        /// Points spent.
        amount: u32,
    },
    /// Luck regained (R10).
    LuckGained {
        /// Points gained.
        amount: u32,
    },
    /// Magic points spent (M1).
    MagicSpent {
        /// Points spent.
        amount: u32,
    },
    /// Magic points regained.
    MagicRegained {
        /// Points regained.
        amount: u32,
    },
    /// A skill ticked for improvement (R10).
    SkillTicked {
        /// The skill.
        skill: String,
    },
    /// A skill improved (R10).
    SkillImproved {
        /// The skill.
        skill: String,
        /// Points gained.
        amount: u32,
    },
    /// Every tick cleared after the improvement phase (R10).
    TicksCleared,
}

impl Event {
    /// The event as the protocol writes it, for what reads events of any system
    /// ([`crate::describe::event`]).
    pub fn to_value(&self) -> serde_json::Value {
        serde_json::to_value(self).expect("an event serialises")
    }
}

/// An object whose keys are names (skills, characteristics), in the order written.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Named<T>(pub Vec<(String, T)>);

impl<T> Named<T> {
    /// The value named `name`.
    pub fn get(&self, name: &str) -> Option<&T> {
        self.0.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }

    /// Every entry, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &T)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v))
    }

    /// Whether it has no entries.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<T: Serialize> Serialize for Named<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Named<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Entries<T>(PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for Entries<T> {
            type Value = Named<T>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object of names")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Named<T>, A::Error> {
                let mut out = Vec::new();
                while let Some(entry) = map.next_entry::<String, T>()? {
                    out.push(entry);
                }
                Ok(Named(out))
            }
        }
        d.deserialize_map(Entries(PhantomData))
    }
}

/// The eight characteristics, in the rules' order (C1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub struct Characteristics {
    /// Strength.
    pub str: u32,
    /// Constitution.
    pub con: u32,
    /// Power.
    pub pow: u32,
    /// Dexterity.
    pub dex: u32,
    /// Appearance.
    pub app: u32,
    /// Size.
    pub siz: u32,
    /// Intelligence.
    pub int: u32,
    /// Education.
    pub edu: u32,
}

impl Characteristics {
    /// Each characteristic's name (`STR`) and value, in order.
    pub fn entries(&self) -> [(&'static str, u32); 8] {
        [
            ("STR", self.str),
            ("CON", self.con),
            ("POW", self.pow),
            ("DEX", self.dex),
            ("APP", self.app),
            ("SIZ", self.siz),
            ("INT", self.int),
            ("EDU", self.edu),
        ]
    }
}

/// A Credit Rating's band (S4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CreditBand {
    /// 0.
    #[serde(rename = "penniless")]
    Penniless,
    /// 1–9.
    #[serde(rename = "poor")]
    Poor,
    /// 10–49.
    #[serde(rename = "average")]
    Average,
    /// 50–89.
    #[serde(rename = "wealthy")]
    Wealthy,
    /// 90–98.
    #[serde(rename = "rich")]
    Rich,
    /// 99 and up.
    #[serde(rename = "super rich")]
    SuperRich,
}

impl CreditBand {
    /// The wire name (`"super rich"`).
    pub fn as_str(self) -> &'static str {
        match self {
            CreditBand::Penniless => "penniless",
            CreditBand::Poor => "poor",
            CreditBand::Average => "average",
            CreditBand::Wealthy => "wealthy",
            CreditBand::Rich => "rich",
            CreditBand::SuperRich => "super rich",
        }
    }
}

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

// ---------------------------------------------------------------------------------
// Investigators.

/// `investigator`: a new investigator (C1–C7, S1–S5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InvestigatorResult {
    /// Hit points.
    pub hp: u32,
    /// Magic points.
    pub mp: u32,
    /// Sanity.
    pub san: u32,
    /// Luck.
    pub luck: u32,
    /// Damage bonus (`"+1D4"`).
    pub db: String,
    /// Build.
    pub build: i32,
    /// Every skill's value.
    pub skills: Named<u32>,
    /// The Credit Rating's band.
    pub credit_band: CreditBand,
    /// What the draft left short, in the request's language.
    pub warnings: Vec<String>,
    /// Maximum Sanity.
    pub max_san: u32,
    /// The new sheet.
    pub sheet: Sheet,
}

/// `characteristics`: the rolled method (C2) and Luck (C4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacteristicsResult {
    /// The eight rolled.
    pub characteristics: Characteristics,
    /// Luck, unless the request said it is known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub luck: Option<u32>,
}

/// The investigator sheet (`keeper-coc7-sheet`, version 1; see docs/protocol.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    /// `"keeper-coc7-sheet"`.
    pub format: String,
    /// 1.
    pub version: u32,
    /// The investigator's name.
    pub name: String,
    /// Their occupation, when they have one.
    pub occupation: Option<String>,
    /// The characteristics.
    pub characteristics: Characteristics,
    /// Every skill's value.
    pub skills: Named<u32>,
    /// The occupation's skills.
    pub occupation_skills: Vec<String>,
    /// The skills ticked for improvement.
    pub ticked: Vec<String>,
    /// Hit points.
    pub hp: u32,
    /// Sanity.
    pub san: u32,
    /// Luck.
    pub luck: u32,
    /// Magic points.
    pub mp: u32,
    /// A major wound (H3).
    pub major_wound: bool,
    /// Unconscious (H2).
    pub unconscious: bool,
    /// Dying (H4).
    pub dying: bool,
    /// Medicine still needed (H7).
    pub needs_medicine: bool,
    /// Dead.
    pub dead: bool,
    /// Written only when First Aid succeeded on the current wound (H7).
    #[serde(default, skip_serializing_if = "is_false")]
    pub first_aid_given: bool,
    /// Hours of temporary insanity left, when insane.
    pub temporary_hours: Option<u32>,
    /// Indefinitely insane.
    pub indefinite: bool,
    /// Permanently insane.
    pub permanent: bool,
    /// Sanity at the start of the day (N2).
    pub day_start_san: u32,
    /// Sanity lost today.
    pub lost_today: u32,
    /// The free entries.
    pub details: Details,
    /// Events still to apply.
    pub events: Vec<Event>,
}

/// A sheet's free entries: sex, age, background, equipment.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Details {
    /// As written.
    pub sex: String,
    /// In years, when known.
    pub age: Option<u32>,
    /// Background entries by heading.
    pub background: Named<String>,
    /// Possessions.
    pub equipment: Vec<String>,
}

/// Why an investigator cannot make a kind of roll (H2–H5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutOfAction {
    /// Dead.
    Dead,
    /// Dying.
    Dying,
    /// Unconscious.
    Unconscious,
}

impl OutOfAction {
    /// The wire name (`"dying"`).
    pub fn as_str(self) -> &'static str {
        match self {
            OutOfAction::Dead => "dead",
            OutOfAction::Dying => "dying",
            OutOfAction::Unconscious => "unconscious",
        }
    }
}

/// The kinds of roll a wound state refuses, each with why (H2–H5); a kind allowed is
/// not written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct RefusedRolls {
    /// Skill rolls.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skill: Option<OutOfAction>,
    /// Characteristic rolls.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub characteristic: Option<OutOfAction>,
    /// Combat rolls.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub combat: Option<OutOfAction>,
    /// Sanity rolls.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sanity: Option<OutOfAction>,
    /// Luck rolls.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub luck: Option<OutOfAction>,
}

/// `sheet`: a sheet read, its events applied, everything derived.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetResult {
    /// The investigator's name.
    pub name: String,
    /// Their occupation, when they have one.
    pub occupation: Option<String>,
    /// The characteristics.
    pub characteristics: Characteristics,
    /// Hit points.
    pub hp: u32,
    /// Maximum hit points.
    pub max_hp: u32,
    /// Magic points.
    pub mp: u32,
    /// Maximum magic points.
    pub max_mp: u32,
    /// Sanity.
    pub san: u32,
    /// Maximum Sanity.
    pub max_san: u32,
    /// Luck.
    pub luck: u32,
    /// Damage bonus.
    pub db: String,
    /// Build.
    pub build: i32,
    /// The Credit Rating's band.
    pub credit_band: CreditBand,
    /// Every skill with its half and fifth.
    pub skills: Vec<SheetSkill>,
    /// A major wound (H3).
    pub major_wound: bool,
    /// Unconscious (H2).
    pub unconscious: bool,
    /// Dying (H4).
    pub dying: bool,
    /// Medicine still needed (H7).
    pub needs_medicine: bool,
    /// Dead.
    pub dead: bool,
    /// The kinds of roll this state refuses (H2–H5).
    pub refused_rolls: RefusedRolls,
    /// Hours of temporary insanity left, when insane.
    pub temporary_hours: Option<u32>,
    /// Indefinitely insane.
    pub indefinite: bool,
    /// Permanently insane.
    pub permanent: bool,
    /// How many of the sheet's events were applied.
    pub events_applied: usize,
    /// The sheet, its events applied.
    pub sheet: Sheet,
}

/// A skill on a read sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetSkill {
    /// Its name.
    pub name: String,
    /// Its value.
    pub value: u32,
    /// Half (Hard).
    pub half: u32,
    /// A fifth (Extreme).
    pub fifth: u32,
    /// An occupation skill.
    pub occupation: bool,
    /// Ticked for improvement.
    pub ticked: bool,
}

/// `import_dholes`: a Dhole's House export read into a sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportDholesResult {
    /// The sheet read: what the export gives, the rest left to the sheet's defaults.
    pub sheet: ImportedSheet,
    /// The export's weapons, as it names them.
    pub weapons: Vec<ImportedWeapon>,
    /// What could not be read, in the request's language.
    pub warnings: Vec<String>,
}

/// A sheet as read from Dhole's House: no state yet, and the derived values only
/// where the export gives them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportedSheet {
    /// `"keeper-coc7-sheet"`.
    pub format: String,
    /// 1.
    pub version: u32,
    /// The investigator's name.
    pub name: String,
    /// Their occupation, when given.
    pub occupation: Option<String>,
    /// The characteristics (0 where missing).
    pub characteristics: Characteristics,
    /// Every skill read.
    pub skills: Named<u32>,
    /// The skills marked as the occupation's.
    pub occupation_skills: Vec<String>,
    /// Hit points, when given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hp: Option<u32>,
    /// Sanity, when given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub san: Option<u32>,
    /// Luck, when given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub luck: Option<u32>,
    /// Magic points, when given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mp: Option<u32>,
    /// The free entries.
    pub details: Details,
}

/// A weapon of a Dhole's House export.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportedWeapon {
    /// Its name.
    pub name: Option<String>,
    /// The skill it uses.
    pub skill: Option<String>,
    /// Its damage, as written.
    pub damage: Option<String>,
}

/// `export_dholes`: a sheet as a Dhole's House export.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportDholesResult {
    /// The export: another program's format (every scalar a string, its own key names
    /// and misspellings), so kept as that program's JSON rather than a type of ours.
    pub dholes: serde_json::Value,
}

/// `statblock`: a non-player character's stat block read (C5–C7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatblockResult {
    /// Its name.
    pub name: String,
    /// The characteristics given, in the block's order.
    pub characteristics: Named<u32>,
    /// Hit points, given or derived.
    pub hp: Option<u32>,
    /// Magic points, given or derived.
    pub mp: Option<u32>,
    /// Damage bonus.
    pub db: Option<String>,
    /// Build.
    pub build: Option<i32>,
    /// Movement rate.
    #[serde(rename = "move")]
    pub movement: Option<u32>,
    /// Armour points.
    pub armor: u32,
    /// What the armour is, as written.
    pub armor_note: Option<String>,
    /// Attacks per round.
    pub attacks_per_round: u32,
    /// Each attack.
    pub attacks: Vec<StatblockAttack>,
    /// The skills given, in the block's order.
    pub skills: Named<u32>,
    /// The Sanity loss to see it (`"1/1D6"`).
    pub sanity_loss: Option<String>,
}

/// An attack of a stat block.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatblockAttack {
    /// As written (`Claw`).
    pub name: String,
    /// Its percentage.
    pub value: u32,
    /// Its damage, `DB` kept as a token (`1D6+DB`).
    pub damage: String,
}

/// `weapons`: K4's weapons.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeaponsResult {
    /// Each weapon.
    pub weapons: Vec<WeaponEntry>,
}

/// One weapon of K4.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeaponEntry {
    /// Its name (`"small_knife"`).
    pub name: String,
    /// The skill it uses.
    pub skill: String,
    /// Its damage.
    pub damage: String,
    /// Its damage with the request's damage bonus, where it adds one.
    pub with_db: String,
    /// Whether it impales (K6).
    pub impaling: bool,
    /// Whether the damage bonus adds.
    pub adds_db: bool,
    /// A firearm.
    pub firearm: bool,
    /// Thrown.
    pub thrown: bool,
    /// Attacks per round.
    pub per_round: u32,
    /// Base range in yards, for a ranged weapon.
    pub range: Option<u32>,
    /// Rounds it holds.
    pub ammo: Option<u32>,
    /// Its malfunction number.
    pub malfunction: Option<u32>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Outcome;
    use serde_json::{Value, json};

    /// The answer's result, its keys in order, and its typed form.
    fn answer(request: Value) -> (Value, Vec<String>, Coc7Outcome) {
        let mut request = request;
        request["system"] = json!("coc7");
        let a = crate::answer(&request).unwrap();
        let Outcome::Coc7(o) = a.outcome.clone() else {
            panic!("not a coc7 result")
        };
        let v = a.outcome.to_value();
        let keys = v.as_object().unwrap().keys().cloned().collect();
        // What is written decodes back into the same result.
        let action = request["action"].as_str().unwrap();
        assert_eq!(Coc7Outcome::decode(action, &v).unwrap(), o);
        (v, keys, o)
    }

    #[test]
    fn a_push_says_pushed_before_a_first_success_and_after_a_pushed_roll() {
        let (_, keys, o) = answer(json!({"action": "push", "value": 45, "dice": [1, 0]}));
        assert_eq!(
            keys,
            [
                "first", "pushed", "total", "level", "success", "value", "tens", "units"
            ]
        );
        let Coc7Outcome::Push(p) = o else { panic!() };
        assert!(!p.pushed && p.pushed_failure.is_none());
        let (_, keys, _) = answer(json!({
            "action": "push", "value": 45, "skill": "Spot Hidden", "dice": [7, 3, 1, 0]
        }));
        assert_eq!(
            keys,
            [
                "first",
                "total",
                "level",
                "success",
                "value",
                "tens",
                "units",
                "pushed",
                "pushed_failure",
                "tick"
            ]
        );
    }

    #[test]
    fn a_first_roll_given_has_no_dice() {
        let (v, _, o) = answer(json!({"action": "push", "value": 45, "first": 73, "dice": [2, 0]}));
        let Coc7Outcome::Push(p) = o else { panic!() };
        assert_eq!((p.first.tens, p.first.units), (None, None));
        assert!(v["first"].get("tens").is_none());
        assert!(p.roll.tens.is_some());
    }

    #[test]
    fn a_check_writes_pushable_tick_and_odds_only_when_they_apply() {
        let (v, _, o) = answer(json!({"action": "check", "value": 50, "dice": [2, 0]}));
        let Coc7Outcome::Check(c) = o else { panic!() };
        assert!(!c.pushable && c.tick.is_none() && c.odds.is_none());
        for key in ["pushable", "tick", "odds", "luck_needed"] {
            assert!(v.get(key).is_none(), "{key} written: {v}");
        }
        let (v, _, o) = answer(json!({
            "action": "check", "value": 50, "skill": "Spot Hidden", "odds": true, "dice": [8, 0]
        }));
        let Coc7Outcome::Check(c) = o else { panic!() };
        assert!(c.pushable);
        assert_eq!(c.tick, Some(false));
        assert_eq!(v["pushable"], true);
        let levels: Vec<&String> = v["odds"]["levels"].as_object().unwrap().keys().collect();
        assert_eq!(
            levels,
            [
                "critical", "extreme", "hard", "regular", "failure", "fumble"
            ]
        );
    }

    #[test]
    fn a_sheet_writes_first_aid_only_when_given_and_temporary_hours_always() {
        let sheet = json!({"format": "keeper-coc7-sheet", "version": 1,
            "characteristics": {"STR": 50, "CON": 50, "POW": 50, "DEX": 50, "APP": 50,
                                "SIZ": 50, "INT": 50, "EDU": 50}});
        let (v, _, o) = answer(json!({"action": "sheet", "sheet": sheet}));
        let Coc7Outcome::Sheet(s) = o else { panic!() };
        assert!(!s.sheet.first_aid_given);
        assert!(v["sheet"].get("first_aid_given").is_none());
        assert_eq!(v["sheet"]["temporary_hours"], Value::Null);
        assert_eq!(v["refused_rolls"], json!({}));
        assert_eq!(s.sheet.details.age, None);
        assert_eq!(v["sheet"]["details"]["age"], Value::Null);
    }

    #[test]
    fn events_are_tagged_by_name_with_their_fields_after() {
        let e = Event::SkillImproved {
            skill: "Climb".into(),
            amount: 4,
        };
        let v = e.to_value();
        assert_eq!(
            v,
            json!({"event": "skill_improved", "skill": "Climb", "amount": 4})
        );
        let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["event", "skill", "amount"]);
        assert_eq!(serde_json::from_value::<Event>(v).unwrap(), e);
        assert!(serde_json::from_value::<Event>(json!({"event": "damaged"})).is_err());
    }
}
