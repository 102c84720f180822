//! `system: "chthonian"`'s results: d12 + Traits rolls, Terrible Insight and Nodules.

use serde::{Deserialize, Serialize};

use crate::outcome::{is_false, outcomes};

outcomes! {
    /// A `chthonian` result.
    ChthonianOutcome, "chthonian" {
        /// `roll`.
        "roll" => Roll(RollResult),
        /// `contest`.
        "contest" => Contest(ContestResult),
        /// `insight`.
        "insight" => Insight(InsightResult),
        /// `complex`.
        "complex" => Complex(ComplexResult),
        /// `cooperative`.
        "cooperative" => Cooperative(CooperativeResult),
        /// `split`.
        "split" => Split(SplitResult),
        /// `insight_roll`.
        "insight_roll" => InsightRoll(InsightCheck),
        /// `recovery`.
        "recovery" => Recovery(InsightCheck),
        /// `treatment`.
        "treatment" => Treatment(InsightCheck),
        /// `nodule`.
        "nodule" => Nodule(NoduleResult),
        /// `story_start`.
        "story_start" => StoryStart(StoryStartResult),
        /// `story_end`.
        "story_end" => StoryEnd(StoryEndResult),
        /// `sheet`.
        "sheet" => Sheet(SheetResult),
        /// `statblock`.
        "statblock" => Statblock(StatblockResult),
    }
}

/// A Trait as the wire writes it: a bare modifier, or a named Trait (R3, R5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Trait {
    /// A signed whole number with no name (a situation's modifier).
    Modifier(i64),
    /// A named Trait with its rating.
    Named {
        /// Its name (`"Clarity"`).
        name: String,
        /// Its rating, negative when it hinders.
        rating: i64,
        /// Whether it lasts only until used (R5).
        #[serde(default, skip_serializing_if = "is_false")]
        temporary: bool,
    },
}

impl Trait {
    /// The rating (the modifier of a bare one).
    pub fn rating(&self) -> i64 {
        match self {
            Trait::Modifier(n) => *n,
            Trait::Named { rating, .. } => *rating,
        }
    }

    /// The name, when it has one.
    pub fn name(&self) -> Option<&str> {
        match self {
            Trait::Modifier(_) => None,
            Trait::Named { name, .. } => Some(name),
        }
    }
}

/// The Traits of a roll: those that counted and those ignored (R3: the best helping and
/// the worst hindering of each kind).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Counted {
    /// The Traits that counted.
    pub traits: Vec<Trait>,
    /// The Traits ignored.
    pub ignored: Vec<Trait>,
}

/// A standard roll (R1): `roll`, `outcome`, `success` (the spec's), then `total`,
/// `modifier`, `difficulty` and the Traits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandardRoll {
    /// The d12's face.
    pub roll: i64,
    /// The Outcome: the total less the Difficulty.
    pub outcome: i64,
    /// Whether the Outcome is 0 or more.
    pub success: bool,
    /// The d12 plus the modifier.
    pub total: i64,
    /// The Traits' sum.
    pub modifier: i64,
    /// The Difficulty.
    pub difficulty: i64,
    /// The Traits.
    #[serde(flatten)]
    pub traits: Counted,
}

/// The exact odds of a standard roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollOdds {
    /// Of success, as a fraction.
    pub success: String,
    /// Of each Outcome, as `[outcome, fraction]`.
    pub outcomes: Vec<(i64, String)>,
}

/// The exact odds of a contest: of each side winning, and of nobody.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContestOdds {
    /// Of each side winning, as fractions.
    pub wins: Vec<String>,
    /// Of nobody winning.
    pub nobody: String,
}

/// `roll`: a standard roll, the Trait its Outcome makes when asked, and its odds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollResult {
    /// The roll.
    #[serde(flatten)]
    pub roll: StandardRoll,
    /// The Trait the Outcome makes (R5), when asked (`as_trait`).
    #[serde(rename = "trait", default, skip_serializing_if = "Option::is_none")]
    pub as_trait: Option<Trait>,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<RollOdds>,
}

/// How a contest's tie was broken (R2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    /// By the Traits' totals.
    Traits,
    /// By rolling again.
    Reroll,
}

/// One side's roll again to break a tie.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reroll {
    /// The 0-based side.
    pub side: usize,
    /// The d12's face.
    pub roll: i64,
    /// The die plus the side's Traits.
    pub total: i64,
}

/// `contest`: each side's d12 + Traits, the winner and the Outcome (R2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContestResult {
    /// Each side's total.
    pub results: Vec<i64>,
    /// The 0-based winning side (`null`: nobody).
    pub winner: Option<usize>,
    /// The Outcome: the winner's margin.
    pub outcome: i64,
    /// Each side's d12.
    pub rolls: Vec<i64>,
    /// How a tie was broken (`null`: there was none).
    pub tie_break: Option<TieBreak>,
    /// The rounds of rolling again, each side's roll in each.
    pub rerolls: Vec<Vec<Reroll>>,
    /// Each side's Traits.
    pub sides: Vec<Counted>,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<ContestOdds>,
}

/// The game's Style (I1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Style {
    /// Pulp.
    Pulp,
    /// Weird.
    Weird,
    /// Shocking.
    Shocking,
}

impl Style {
    /// The wire name (`"pulp"`).
    pub fn as_str(self) -> &'static str {
        match self {
            Style::Pulp => "pulp",
            Style::Weird => "weird",
            Style::Shocking => "shocking",
        }
    }
}

/// `insight`: the Practicality and Cognizance of a Terrible Insight (I1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct InsightResult {
    /// Practicality.
    pub practicality: i64,
    /// Cognizance.
    pub cognizance: i64,
    /// The Terrible Insight.
    pub ti: i64,
    /// The Style.
    pub style: Style,
}

/// `complex`: each side's standard roll against one Difficulty (R2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComplexResult {
    /// Each side's Outcome.
    pub results: Vec<i64>,
    /// The 0-based winning side (`null`: nobody).
    pub winner: Option<usize>,
    /// The winner's Outcome (`null`: nobody won).
    pub outcome: Option<i64>,
    /// Each side's d12.
    pub rolls: Vec<i64>,
    /// Each side's total.
    pub totals: Vec<i64>,
    /// How a tie was broken (`null`: there was none).
    pub tie_break: Option<TieBreak>,
    /// The rounds of rolling again.
    pub rerolls: Vec<Vec<Reroll>>,
    /// Each side's Traits.
    pub sides: Vec<Counted>,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<ContestOdds>,
}

/// How the helpers of a cooperative roll combine (R4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Combine {
    /// The best helper's Traits.
    Best,
    /// The worst helper's.
    Worst,
    /// All of them added.
    Sum,
}

/// `cooperative`: one roll for several helpers (R4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CooperativeResult {
    /// The roll.
    #[serde(flatten)]
    pub roll: StandardRoll,
    /// How the helpers combined.
    pub combine: Combine,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<RollOdds>,
}

/// `split`: a contest with sides (its Outcome changed by each side's Outcome Traits),
/// or one roll with Outcome Traits and Protection (R6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SplitResult {
    /// Against other sides.
    Contest(SplitContest),
    /// One roll against a Difficulty.
    Roll(SplitRoll),
}

/// A split contest.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SplitContest {
    /// Each side's total.
    pub results: Vec<i64>,
    /// The 0-based winning side (`null`: nobody).
    pub winner: Option<usize>,
    /// The margin.
    pub outcome: i64,
    /// The Outcome after the Outcome Traits (`null`: nobody won).
    pub final_outcome: Option<i64>,
    /// Each side's d12.
    pub rolls: Vec<i64>,
    /// How a tie was broken (`null`: there was none).
    pub tie_break: Option<TieBreak>,
    /// The rounds of rolling again.
    pub rerolls: Vec<Vec<Reroll>>,
    /// Each side's Traits, roll and Outcome.
    pub sides: Vec<SplitSide>,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<ContestOdds>,
}

/// One side of a split contest: the Traits of its roll, then of its Outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SplitSide {
    /// The roll's Traits.
    #[serde(flatten)]
    pub traits: Counted,
    /// The Outcome Traits that counted.
    pub outcome_traits: Vec<Trait>,
    /// The Outcome Traits ignored.
    pub outcome_ignored: Vec<Trait>,
}

/// A split roll against a Difficulty.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SplitRoll {
    /// The roll.
    #[serde(flatten)]
    pub roll: StandardRoll,
    /// The Outcome after the Outcome Traits and Protection (`null`: it failed).
    pub final_outcome: Option<i64>,
    /// The Outcome Traits.
    pub outcome_traits: Counted,
    /// The Protection.
    pub protection: Counted,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<RollOdds>,
}

/// `insight_roll`, `recovery`, `treatment`: a roll that changes the Terrible Insight
/// (I2, I3), with the Practicality it used and the events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InsightCheck {
    /// The roll.
    #[serde(flatten)]
    pub roll: StandardRoll,
    /// The Practicality rolled with.
    pub practicality: i64,
    /// The Terrible Insight after.
    pub ti: i64,
    /// What changed.
    pub events: Vec<Event>,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<RollOdds>,
}

/// The uses of a Nodule (I5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoduleKind {
    /// An automatic success.
    AutomaticSuccess,
    /// Authorship of an event or a character.
    Authorship,
    /// Fortune: another character must roll.
    Fortune,
    /// A shift of perspective.
    Shift,
}

impl NoduleKind {
    /// The wire name (`"fortune"`).
    pub fn as_str(self) -> &'static str {
        match self {
            NoduleKind::AutomaticSuccess => "automatic_success",
            NoduleKind::Authorship => "authorship",
            NoduleKind::Fortune => "fortune",
            NoduleKind::Shift => "shift",
        }
    }
}

/// `nodule`: a Nodule spent (I5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoduleResult {
    /// Fortune: the other character's roll, first (it is what the Fortune brought).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<StandardRoll>,
    /// The use.
    #[serde(rename = "use")]
    pub use_: NoduleKind,
    /// The Nodules left.
    pub nodules: i64,
    /// The Terrible Insight after.
    pub ti: i64,
    /// The roll the use calls for, when it calls for one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_up: Option<FollowUp>,
    /// What changed.
    pub events: Vec<Event>,
}

/// The roll a Nodule's use calls for, with its odds when asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FollowUp {
    /// The roll.
    #[serde(flatten)]
    pub roll: StandardRoll,
    /// The exact odds, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<RollOdds>,
}

/// `story_start`: a Story begun, its pool the TI (I4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoryStartResult {
    /// The pool.
    pub nodules: Option<i64>,
    /// The Terrible Insight.
    pub ti: i64,
    /// What changed.
    pub events: Vec<Event>,
}

/// `story_end`: a Story ended, its pool gone (I4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoryEndResult {
    /// The pool after (`null`: no Story is running).
    pub nodules: Option<i64>,
    /// The Nodules that were left unspent.
    pub unspent: i64,
    /// What changed.
    pub events: Vec<Event>,
}

/// `sheet`: what a sheet's Excursionist is now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetResult {
    /// The name.
    pub name: String,
    /// The Style.
    pub style: Style,
    /// The Terrible Insight.
    pub ti: i64,
    /// Practicality.
    pub practicality: i64,
    /// Cognizance.
    pub cognizance: i64,
    /// The Story's pool (`null`: no Story is running).
    pub nodules: Option<i64>,
    /// The Traits.
    pub traits: Vec<Trait>,
    /// How many events of the sheet were applied.
    pub events_applied: usize,
}

/// An event of an Excursionist: `{"event": "insight_gained", "amount": 1}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A Trait gained.
    TraitGained {
        /// The Trait.
        #[serde(rename = "trait")]
        trait_: Trait,
    },
    /// A Trait lost.
    TraitLost {
        /// Its name.
        name: String,
    },
    /// Terrible Insight gained.
    InsightGained {
        /// How much.
        amount: i64,
    },
    /// Terrible Insight lost.
    InsightLost {
        /// How much.
        amount: i64,
    },
    /// A Story started with its pool.
    StoryStarted {
        /// The pool.
        nodules: i64,
    },
    /// The Story ended.
    StoryEnded,
    /// A Nodule spent.
    NoduleSpent {
        /// On what.
        #[serde(rename = "use")]
        use_: NoduleKind,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    fn round_trip<T: Serialize + for<'de> Deserialize<'de> + PartialEq + std::fmt::Debug>(
        v: Value,
    ) -> T {
        let t: T = serde_json::from_value(v.clone()).unwrap();
        assert_eq!(serde_json::to_value(&t).unwrap(), v);
        t
    }

    #[test]
    fn a_trait_is_a_number_or_named_and_temporary_only_when_so() {
        assert_eq!(round_trip::<Trait>(json!(-2)), Trait::Modifier(-2));
        let t: Trait = round_trip(json!({"name": "Wounded", "rating": -3}));
        assert_eq!((t.name(), t.rating()), (Some("Wounded"), -3));
        let t: Trait = round_trip(json!({"name": "Clarity", "rating": 4, "temporary": true}));
        assert!(matches!(
            t,
            Trait::Named {
                temporary: true,
                ..
            }
        ));
    }

    #[test]
    fn a_split_is_a_contest_or_a_roll_by_its_fields() {
        let roll = json!({"roll": 7, "outcome": 1, "success": true, "total": 9, "modifier": 2,
            "difficulty": 8, "traits": [2], "ignored": [], "final_outcome": 3,
            "outcome_traits": {"traits": [], "ignored": []},
            "protection": {"traits": [], "ignored": []}});
        assert!(matches!(
            round_trip::<SplitResult>(roll),
            SplitResult::Roll(_)
        ));
        let contest = json!({"results": [9, 5], "winner": 0, "outcome": 4, "final_outcome": null,
            "rolls": [7, 5], "tie_break": null, "rerolls": [],
            "sides": [{"traits": [2], "ignored": [], "outcome_traits": [], "outcome_ignored": []},
                {"traits": [], "ignored": [], "outcome_traits": [], "outcome_ignored": []}]});
        assert!(matches!(
            round_trip::<SplitResult>(contest),
            SplitResult::Contest(_)
        ));
    }

    #[test]
    fn a_nodule_writes_the_fortune_roll_and_follow_up_only_when_there() {
        let v = json!({"use": "shift", "nodules": 2, "ti": 3,
            "events": [{"event": "nodule_spent", "use": "shift"}, {"event": "insight_lost", "amount": 1}]});
        let n: NoduleResult = round_trip(v);
        assert!(n.target.is_none() && n.follow_up.is_none());
        let e: Event =
            round_trip(json!({"event": "trait_gained", "trait": {"name": "Clarity", "rating": 4}}));
        assert!(matches!(e, Event::TraitGained { .. }));
    }
}

/// `statblock`: a creature's or NPC's name and Traits, its events applied (R2, R5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatblockResult {
    /// Its name.
    pub name: String,
    /// Its Traits now, in the order given and gained.
    pub traits: Vec<Trait>,
}
