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

mod combat;
mod rolls;
mod sheet;

pub use super::simulate::*;
pub use combat::*;
pub use rolls::*;
pub use sheet::*;

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
        /// `regain_magic`.
        "regain_magic" => RegainMagic(RegainMagicResult),
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
        /// `simulate`.
        "simulate" => Simulate(SimulateResult),
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
    /// The Keeper set the day's Sanity losses (N5).
    DayLossesSet {
        /// The day's losses from now on.
        amount: u32,
    },
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
    /// A weapon the investigator now carries; one of the same name is replaced.
    WeaponAdded {
        /// The weapon.
        weapon: SheetWeapon,
    },
    /// A weapon the investigator no longer carries.
    WeaponRemoved {
        /// Its name.
        name: String,
    },
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
