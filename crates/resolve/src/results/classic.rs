//! `system: "classic"`'s results: classic Call of Cthulhu with the forum's house rules.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::Level;
pub use super::simulate::SimulateResult;
use crate::outcome::outcomes;

mod sheet;

pub use sheet::*;

outcomes! {
    /// A `classic` result.
    ClassicOutcome, "classic" {
        /// `check`.
        "check" => Check(OddsCheck),
        /// `resistance`.
        "resistance" => Resistance(ResistanceResult),
        /// `bbcode`.
        "bbcode" => Bbcode(BbcodeResult),
        /// `characteristic`.
        "characteristic" => Characteristic(OddsCheck),
        /// `experience`.
        "experience" => Experience(ExperienceResult),
        /// `investigator`.
        "investigator" => Investigator(InvestigatorResult),
        /// `convert`.
        "convert" => Convert(ConvertResult),
        /// `damage_bonus`.
        "damage_bonus" => DamageBonus(DamageBonusResult),
        /// `damage`.
        "damage" => Damage(DamageRoll),
        /// `attack`.
        "attack" => Attack(AttackResult),
        /// `unarmed`.
        "unarmed" => Unarmed(UnarmedResult),
        /// `weapons`.
        "weapons" => Weapons(WeaponsResult),
        /// `blocks`.
        "blocks" => Blocks(BlocksResult),
        /// `defences`.
        "defences" => Defences(DefencesResult),
        /// `attacks`.
        "attacks" => Attacks(AttacksResult),
        /// `order`.
        "order" => Order(OrderResult),
        /// `sanity`.
        "sanity" => Sanity(SanityResult),
        /// `treat`.
        "treat" => Treat(TreatResult),
        /// `natural_healing`.
        "natural_healing" => NaturalHealing(HealedResult),
        /// `condition`.
        "condition" => Condition(ConditionResult),
        /// `regenerate`.
        "regenerate" => Regenerate(RegenerateResult),
        /// `meditate`.
        "meditate" => Meditate(MeditateResult),
        /// `mp_reroll`.
        "mp_reroll" => MpReroll(MpRerollResult),
        /// `spend_luck`.
        "spend_luck" => SpendLuck(SpendLuckResult),
        /// `sheet`.
        "sheet" => Sheet(SheetResult),
        /// `statblock`.
        "statblock" => Statblock(StatblockResult),
        /// `simulate`.
        "simulate" => Simulate(SimulateResult),
    }
}

/// Entries of a JSON object kept in their order (a stat block's characteristics as
/// written, a roll's odds level by level).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ordered<K, V>(pub Vec<(K, V)>);

impl<K, V> Default for Ordered<K, V> {
    fn default() -> Self {
        Ordered(Vec::new())
    }
}

impl<K: PartialEq, V> Ordered<K, V> {
    /// The entries, a name given twice kept at its first place with its last value (as
    /// a JSON object reads it).
    pub fn of(entries: impl IntoIterator<Item = (K, V)>) -> Self {
        let mut out: Vec<(K, V)> = Vec::new();
        for (k, v) in entries {
            match out.iter_mut().find(|(seen, _)| *seen == k) {
                Some(e) => e.1 = v,
                None => out.push((k, v)),
            }
        }
        Ordered(out)
    }

    /// The value of `key`.
    pub fn get(&self, key: &K) -> Option<&V> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }
}

impl<K: Serialize, V: Serialize> Serialize for Ordered<K, V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

impl<'de, K: Deserialize<'de>, V: Deserialize<'de>> Deserialize<'de> for Ordered<K, V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V_<K, V>(PhantomData<(K, V)>);
        impl<'de, K: Deserialize<'de>, V: Deserialize<'de>> Visitor<'de> for V_<K, V> {
            type Value = Ordered<K, V>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<M: MapAccess<'de>>(self, mut m: M) -> Result<Self::Value, M::Error> {
                let mut out = Vec::new();
                while let Some(e) = m.next_entry()? {
                    out.push(e);
                }
                Ok(Ordered(out))
            }
        }
        d.deserialize_map(V_(PhantomData))
    }
}

/// A d100 against a chance (T1–T4): `total`, `level`, `success` (the spec's), then
/// `chance` and `special` (the special threshold, T3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CheckRoll {
    /// The d100.
    pub total: i64,
    /// How well it went.
    pub level: Level,
    /// Whether it succeeded.
    pub success: bool,
    /// The chance rolled against.
    pub chance: i64,
    /// The special threshold: at most this is special (T3).
    pub special: i64,
}

/// `check`, `characteristic`: a check, with its exact odds when asked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OddsCheck {
    /// The roll.
    #[serde(flatten)]
    pub check: CheckRoll,
    /// The exact odds of the chance, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<CheckOdds>,
}

/// The exact odds of a d100 against a chance: of success, and of each level.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CheckOdds {
    /// Of success, as a fraction (`"13/20"`).
    pub success: String,
    /// Of each level, as fractions.
    pub levels: Ordered<Level, String>,
}

/// `resistance`: the Resistance Table's chance and its roll (T5).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ResistanceResult {
    /// The chance of the active side.
    pub chance: i64,
    /// Whether the active side won.
    pub success: bool,
    /// Whether the table decided without a roll.
    pub automatic: bool,
    /// The d100, when one was rolled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total: Option<i64>,
    /// Its level, when one was rolled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<Level>,
    /// The exact chance of success, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<SuccessOdds>,
}

/// The exact chance of success alone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuccessOdds {
    /// As a fraction (`"1/2"`, `"1"`, `"0"`).
    pub success: String,
}

/// `experience`: a skill's experience roll (T6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExperienceResult {
    /// The d100.
    pub total: i64,
    /// Whether the skill improved.
    pub improved: bool,
    /// The points gained (0 when none).
    pub gain: i64,
    /// The skill after.
    pub skill: i64,
    /// Sanity gained by reaching 90 (0 when none).
    pub sanity_gained: i64,
}

/// `bbcode`: the forum post with its roll tags rolled (D3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BbcodeResult {
    /// The post with each tag replaced by its roll, as BBCode.
    pub rendered: String,
    /// The same as plain text.
    pub plain: String,
    /// Each tag rolled.
    pub rolls: Vec<TagRoll>,
    /// Each tag that could not be rolled.
    pub errors: Vec<TagError>,
}

/// One roll tag rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TagRoll {
    /// The die (`"d6"`).
    pub die: String,
    /// How many.
    pub count: i64,
    /// Their faces.
    pub faces: Vec<i64>,
    /// Their sum.
    pub total: i64,
    /// Where the tag starts in the post (bytes).
    pub start: i64,
}

/// A roll tag that could not be rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TagError {
    /// The tag as written.
    pub tag: String,
    /// Where it starts in the post (bytes).
    pub start: i64,
    /// What is wrong, in the request's language.
    pub message: String,
    /// What is wrong, as a name (`"too_many_dice"`).
    pub problem: String,
}

/// The eight characteristics on the 3–18 scale (or ×5 after `convert`), named as the
/// sheet writes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Characteristics {
    /// Strength.
    #[serde(rename = "STR")]
    pub str_: i64,
    /// Constitution.
    #[serde(rename = "CON")]
    pub con: i64,
    /// Size.
    #[serde(rename = "SIZ")]
    pub siz: i64,
    /// Intelligence.
    #[serde(rename = "INT")]
    pub int: i64,
    /// Power.
    #[serde(rename = "POW")]
    pub pow: i64,
    /// Dexterity.
    #[serde(rename = "DEX")]
    pub dex: i64,
    /// Appearance.
    #[serde(rename = "APP")]
    pub app: i64,
    /// Education.
    #[serde(rename = "EDU")]
    pub edu: i64,
}

impl Characteristics {
    /// From the values in the order of `STR, CON, SIZ, INT, POW, DEX, APP, EDU`.
    pub fn from_values(v: [i64; 8]) -> Characteristics {
        let [str_, con, siz, int, pow, dex, app, edu] = v;
        Characteristics {
            str_,
            con,
            siz,
            int,
            pow,
            dex,
            app,
            edu,
        }
    }

    /// Each name (`"STR"`) with its value, in the sheet's order.
    pub fn named(&self) -> [(&'static str, i64); 8] {
        [
            ("STR", self.str_),
            ("CON", self.con),
            ("SIZ", self.siz),
            ("INT", self.int),
            ("POW", self.pow),
            ("DEX", self.dex),
            ("APP", self.app),
            ("EDU", self.edu),
        ]
    }
}

/// `investigator`: a new investigator's characteristics, derived values and sheet
/// (A1, A2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct InvestigatorResult {
    /// The characteristics.
    pub characteristics: Characteristics,
    /// Whether they were rolled (not given).
    pub rolled: bool,
    /// Hit points.
    pub hp: i64,
    /// Magic Points.
    pub mp: i64,
    /// Sanity.
    pub san: i64,
    /// Sanity's most (99 − Cthulhu Mythos).
    pub max_san: i64,
    /// Luck.
    pub luck: i64,
    /// Idea.
    pub idea: i64,
    /// Know.
    pub know: i64,
    /// The damage bonus (`"+1D4"`).
    pub db: String,
    /// The new investigator's sheet, for `sheet`.
    pub sheet: NewSheet,
}

/// The sheet of a new investigator (format `keeper-classic-sheet`, version 1).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NewSheet {
    /// `"keeper-classic-sheet"`.
    pub format: String,
    /// 1.
    pub version: i64,
    /// The investigator's name.
    pub name: String,
    /// The characteristics.
    pub characteristics: Characteristics,
    /// The skills written beside the investigator, when any were, in their order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skills: Option<Ordered<String, i64>>,
}

/// `convert`: an investigator in 7th edition's terms (A3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ConvertResult {
    /// Every characteristic × 5.
    pub characteristics: Characteristics,
    /// 3D6 × 5, rolled anew.
    pub luck: i64,
    /// Hit points on the new values.
    pub hp: i64,
    /// The 7th edition damage bonus (`"+1D4"`, `"-1"`).
    pub db: String,
    /// The 7th edition Build.
    pub build: i64,
    /// Magic Points, carried over.
    pub mp: i64,
    /// Sanity, carried over.
    pub san: i64,
    /// The skills, as given and in their order (A3 leaves them to the Keeper).
    pub skills: Ordered<String, i64>,
}

/// `damage_bonus`: the bonus of STR + SIZ, and its half for thrown weapons (K6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageBonusResult {
    /// The bonus (`"+1D4"`, `"0"`).
    pub db: String,
    /// Half of it, for a thrown weapon.
    pub thrown: String,
}

/// A weapon's damage rolled (K5, K6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageRoll {
    /// Each roll of the weapon's damage: two when impaling.
    pub weapon: Vec<i64>,
    /// The damage bonus rolled (negative for a penalty; 0 when none).
    pub bonus: i64,
    /// Whether the attack impaled (K5).
    pub impaled: bool,
    /// The total, never below 0.
    pub total: i64,
}

/// `attack`: an attack, the defence against it and the damage (K1–K5).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AttackResult {
    /// The attack roll.
    pub attack: CheckRoll,
    /// The defence roll, when there was one.
    pub defence: Option<CheckRoll>,
    /// The DEX roll of a dodge that needed one, when there was one.
    pub dex_roll: Option<CheckRoll>,
    /// Whether the defence stopped the attack.
    pub stopped: bool,
    /// Whether the attack hit.
    pub hit: bool,
    /// The damage, when it hit.
    pub damage: Option<DamageRoll>,
    /// With `odds: true`: the exact odds of the exchange before it was rolled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odds: Option<AttackOdds>,
}

/// The exact odds of an attack and its defence (K2–K4), as fractions in lowest terms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackOdds {
    /// The blow lands.
    pub hit: String,
    /// The attack succeeds and the defence stops it.
    pub stopped: String,
    /// The attack fails.
    pub missed: String,
}

/// How a weapon or a stat block's attack reaches its target (K2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reach {
    /// Bare hands, claws, teeth: a natural attack.
    #[default]
    Unarmed,
    /// A weapon in hand.
    Melee,
    /// Thrown or shot from a bow: a missile.
    Thrown,
    /// A firearm: neither parried nor dodged.
    Firearm,
}

/// `weapons`: the weapons of a classic game with its house rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeaponsResult {
    /// Each weapon, the unarmed attacks first.
    pub weapons: Vec<WeaponEntry>,
}

/// One weapon of a classic game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeaponEntry {
    /// Its name (`small_knife`).
    pub name: String,
    /// The skill it is used with, as sheets name it (English first, then Portuguese).
    pub skills: Vec<String>,
    /// The skill's base chance.
    pub base: i64,
    /// Its damage before the bonus.
    pub damage: String,
    /// Pointed: a special attack impales (K5).
    pub pointed: bool,
    /// How it reaches its target.
    pub reach: Reach,
    /// Whether the wielder's damage bonus adds (half when thrown, K6).
    pub adds_db: bool,
}

/// `unarmed`: an unarmed attack's damage (K7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnarmedResult {
    /// The damage, as notation.
    pub weapon: String,
    /// Whether the damage bonus adds (always).
    pub adds_db: bool,
}

/// `blocks`: whether a defence blocks an attack (K3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlocksResult {
    /// Whether it does.
    pub blocked: bool,
}

/// `defences`: each defence of a round with its penalty (K4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefencesResult {
    /// Each defence's penalty and chance, in order.
    pub chances: Vec<DefenceChance>,
}

/// One defence of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefenceChance {
    /// The penalty of defending again (0 or negative).
    pub penalty: i64,
    /// The chance with it.
    pub chance: i64,
}

/// `attacks`: each attack of a round's chance (K8).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttacksResult {
    /// Each attack's chance, in order.
    pub chances: Vec<i64>,
}

/// `order`: who acts first (K1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderResult {
    /// The 0-based indices of the DEX given, first to act first.
    pub order: Vec<usize>,
}

/// The kinds of insanity (N4–N6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Insanity {
    /// Temporary insanity.
    Temporary,
    /// Indefinite insanity.
    Indefinite,
    /// Permanent insanity.
    Permanent,
}

impl Insanity {
    /// The wire name (`"temporary"`).
    pub fn as_str(self) -> &'static str {
        match self {
            Insanity::Temporary => "temporary",
            Insanity::Indefinite => "indefinite",
            Insanity::Permanent => "permanent",
        }
    }
}

/// `sanity`: a Sanity roll and what it cost (N1–N6).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SanityResult {
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
    /// The Sanity after.
    pub san: i64,
    /// The INT roll of a temporary insanity, when one was made (N4).
    pub int_roll: Option<CheckRoll>,
    /// Whether temporarily insane.
    pub temporary: bool,
    /// Whether indefinitely insane.
    pub indefinite: bool,
    /// Whether permanently insane.
    pub permanent: bool,
    /// The insanities, in order.
    pub insanity: Vec<Insanity>,
}

/// `treat`: First Aid or Medicine and the HP it healed (H1).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TreatResult {
    /// The roll.
    #[serde(flatten)]
    pub check: CheckRoll,
    /// The HP healed.
    pub healed: i64,
}

/// `natural_healing`: a week's healing (H2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HealedResult {
    /// The HP healed.
    pub healed: i64,
}

/// The conditions of a character (H3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// Awake.
    Conscious,
    /// Unconscious.
    Unconscious,
    /// Dying.
    Dying,
}

impl Condition {
    /// The wire name (`"conscious"`).
    pub fn as_str(self) -> &'static str {
        match self {
            Condition::Conscious => "conscious",
            Condition::Unconscious => "unconscious",
            Condition::Dying => "dying",
        }
    }
}

/// `condition`: a character's condition (H3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConditionResult {
    /// The condition.
    pub condition: Condition,
}

/// `regenerate`: Magic Points after hours of rest (M1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegenerateResult {
    /// The Magic Points after.
    pub mp: i64,
}

/// `meditate`: a meditation's roll and the Magic Points after (M1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeditateResult {
    /// The roll.
    pub roll: i64,
    /// The Magic Points after.
    pub mp: i64,
}

/// `mp_reroll`: a failed roll made again for a Magic Point (M2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MpRerollResult {
    /// The new roll.
    #[serde(flatten)]
    pub check: CheckRoll,
    /// The Magic Points left.
    pub mp: i64,
}

/// `spend_luck`: a roll raised by Luck (M3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SpendLuckResult {
    /// The roll raised.
    #[serde(flatten)]
    pub check: CheckRoll,
    /// The Luck spent.
    pub points: i64,
    /// The Luck left.
    pub luck: i64,
}

/// `statblock`: a non-player character's stat block read, derived values filled in
/// (A2, K6).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StatblockResult {
    /// The name.
    pub name: String,
    /// The characteristics given, in the order given.
    pub characteristics: Ordered<String, i64>,
    /// Hit points, given or derived.
    pub hp: Option<i64>,
    /// Magic Points, given or derived.
    pub mp: Option<i64>,
    /// The damage bonus, given or derived.
    pub db: Option<String>,
    /// Movement rate, when given.
    #[serde(rename = "move")]
    pub move_: Option<i64>,
    /// Armor points.
    pub armor: i64,
    /// A rule about the armor in words.
    pub armor_note: Option<String>,
    /// The note says firearms and other missiles do it half damage (written only then).
    #[serde(default, skip_serializing_if = "crate::outcome::is_false")]
    pub missiles_halved: bool,
    /// Attacks per round.
    pub attacks_per_round: i64,
    /// The attacks, in order.
    pub attacks: Vec<NpcAttack>,
    /// The skills, in the order given.
    pub skills: Ordered<String, i64>,
    /// The Sanity loss of seeing it (`"0/1D6"`).
    pub sanity_loss: Option<String>,
    /// Its wounds after the request's `events`; only when events were given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub health: Option<NpcHealth>,
}

/// An NPC's hit points and condition (H3) after its events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct NpcHealth {
    /// Hit points now (0 or fewer: dying).
    pub hp: i64,
    /// Its block's hit points.
    pub max_hp: i64,
    /// Magic Points now, when its block has them.
    pub mp: Option<i64>,
    /// Awake, unconscious or dying.
    pub condition: Condition,
}

/// An attack of a stat block.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NpcAttack {
    /// As written (`Claw`).
    pub name: String,
    /// Its percentage.
    pub value: i64,
    /// Its damage, the bonus kept as `DB` (`1D6+DB`).
    pub damage: String,
    /// Pointed: read from a weapon word in its name (`Knife`); a special impales (K5).
    #[serde(default)]
    pub pointed: bool,
    /// How it reaches its target, read from its name: a natural attack (`Claw`) unless
    /// the name is a weapon's.
    #[serde(default)]
    pub reach: Reach,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    fn check() -> Value {
        json!({"total": 12, "level": "success", "success": true, "chance": 40, "special": 8})
    }

    #[test]
    fn a_sheet_outcome_is_told_by_its_fields() {
        let with = |extra: Value| {
            let mut v = check();
            v.as_object_mut()
                .unwrap()
                .extend(extra.as_object().unwrap().clone());
            v
        };
        let cases = [
            (with(json!({"healed": 2})), "treat"),
            (with(json!({"points": 5})), "luck"),
            (check(), "check"),
            (json!({"healed": 2}), "healed"),
            (json!({"roll": 3}), "meditate"),
            (json!({"rolled": 3}), "reward"),
            (json!({"rolls": []}), "experience"),
            (json!({}), "nothing"),
            (
                json!({"success": false, "total": 90, "level": "failure", "rolled": 3, "lost": 3,
                    "int_roll": null, "insanity": []}),
                "sanity",
            ),
        ];
        for (v, want) in cases {
            let o: SheetOutcome = serde_json::from_value(v.clone()).unwrap();
            let got = match &o {
                SheetOutcome::Treat(_) => "treat",
                SheetOutcome::SpendLuck { .. } => "luck",
                SheetOutcome::Check(_) => "check",
                SheetOutcome::Sanity(_) => "sanity",
                SheetOutcome::Experience { .. } => "experience",
                SheetOutcome::Healed(_) => "healed",
                SheetOutcome::Meditate { .. } => "meditate",
                SheetOutcome::Reward { .. } => "reward",
                SheetOutcome::Nothing {} => "nothing",
            };
            assert_eq!(got, want, "{v}");
            assert_eq!(serde_json::to_value(&o).unwrap(), v);
        }
    }

    #[test]
    fn odds_and_a_resistance_roll_are_written_only_when_there() {
        let r = ResistanceResult {
            chance: 100,
            success: true,
            automatic: true,
            total: None,
            level: None,
            odds: None,
        };
        let v = serde_json::to_value(&r).unwrap();
        assert_eq!(
            v,
            json!({"chance": 100, "success": true, "automatic": true})
        );
        assert_eq!(serde_json::from_value::<ResistanceResult>(v).unwrap(), r);
        let odds: OddsCheck = serde_json::from_value(
            json!({"total": 1, "level": "critical", "success": true, "chance": 50, "special": 10,
                "odds": {"success": "1/2", "levels": {"fumble": "1/100", "critical": "1/100"}}}),
        )
        .unwrap();
        let levels = &odds.odds.as_ref().unwrap().levels.0;
        assert_eq!(levels[0].0, Level::Fumble, "the odds keep their order");
    }

    #[test]
    fn a_sheet_without_an_operation_writes_no_outcome() {
        let v = json!({"name": null,
            "characteristics": {"STR": 10, "CON": 10, "SIZ": 10, "INT": 10, "POW": 10,
                "DEX": 10, "APP": 10, "EDU": 10},
            "hp": 10, "max_hp": 10, "mp": 10, "max_mp": 10, "san": 50, "max_san": 99,
            "luck": 50, "max_luck": 50, "idea": 50, "know": 50, "db": "0",
            "condition": "conscious", "skills": {}, "checks": [], "insanity": [],
            "events_applied": 0});
        let s: SheetResult = serde_json::from_value(v.clone()).unwrap();
        assert!(s.name.is_none() && s.outcome.is_none());
        assert_eq!(serde_json::to_value(&s).unwrap(), v);
    }
}
