//! Investigators, sheets, stat blocks and weapons.

use serde::{Deserialize, Serialize};

use super::*;

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
    /// The weapons it carries besides Unarmed (written only when there are some).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub weapons: Vec<SheetWeapon>,
    /// Events still to apply.
    pub events: Vec<Event>,
}

/// A weapon on a sheet (in its `weapons` and in a `weapon_added` event): K4's fields,
/// with its own name.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SheetWeapon {
    /// Its name, as the player writes it (`"Grandfather's revolver"`).
    pub name: String,
    /// The skill it is used with (a skill of the sheet).
    pub skill: String,
    /// Its damage dice, without the damage bonus.
    pub damage: String,
    /// Whether it impales (K5).
    pub impaling: bool,
    /// Whether the wielder's damage bonus adds (never for a firearm).
    pub adds_db: bool,
    /// A firearm.
    pub firearm: bool,
    /// Thrown (half the damage bonus).
    pub thrown: bool,
    /// Attacks or shots in one round.
    pub per_round: u32,
    /// Base range in yards.
    pub range: Option<u32>,
    /// Rounds it holds.
    pub ammo: Option<u32>,
    /// Its malfunction number.
    pub malfunction: Option<u32>,
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
    /// What it fights with: Unarmed, then the sheet's weapons, each at its skill's
    /// value and with this investigator's damage bonus.
    pub weapons: Vec<WieldedWeapon>,
    /// The sheet, its events applied.
    pub sheet: Sheet,
}

/// A weapon in an investigator's hands: its numbers and its skill's value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WieldedWeapon {
    /// The weapon, its damage written with the wielder's damage bonus.
    #[serde(flatten)]
    pub weapon: WeaponEntry,
    /// The part of the wielder's damage bonus it adds (`"0"` when none, K4).
    pub db: String,
    /// The skill's value on the sheet.
    pub value: u32,
    /// Half of it (a Hard success).
    pub half: u32,
    /// A fifth of it (an Extreme success).
    pub fifth: u32,
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
    /// The note says firearms and other missiles do it half damage (written only then).
    #[serde(default, skip_serializing_if = "crate::outcome::is_false")]
    pub missiles_halved: bool,
    /// Attacks per round.
    pub attacks_per_round: u32,
    /// Each attack.
    pub attacks: Vec<StatblockAttack>,
    /// The skills given, in the block's order.
    pub skills: Named<u32>,
    /// The Sanity loss to see it (`"1/1D6"`).
    pub sanity_loss: Option<String>,
    /// Its wounds after the request's `events`; only when events were given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub health: Option<NpcHealth>,
}

/// An NPC's hit points and wounds (H1–H5) after its events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct NpcHealth {
    /// Hit points now.
    pub hp: u32,
    /// Its block's hit points.
    pub max_hp: u32,
    /// A major wound is open (H3).
    pub major_wound: bool,
    /// Unconscious (H2, H3).
    pub unconscious: bool,
    /// Dying (H4).
    pub dying: bool,
    /// Stabilised by First Aid, Medicine still needed (H7).
    pub needs_medicine: bool,
    /// Dead (H4, H5).
    pub dead: bool,
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

/// One weapon: of K4, or of a sheet.
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
