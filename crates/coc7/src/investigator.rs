//! Investigators: characteristics and derived values (C1–C8), creation with the
//! quick-start array or rolled characteristics (C2, S1–S6), and the events that change
//! an investigator.
//!
//! An [`Investigator`] changes only by [`Investigator::apply`]ing [`Event`]s. Every
//! operation (a Sanity roll, Luck spent, a wound, an improvement phase) reads the
//! investigator, rolls what it must and returns the events it caused without changing
//! anything; a table that stores the events can replay the investigator exactly.

use std::fmt;

use keeper_dice::{DiceSource, Die};
use keeper_i18n::{Localize, Message};

use crate::check::{Check, Improvement, LuckSpend, improvement_check, luck_recovery, spend_luck};
use crate::error::Error;
use crate::health::{self, Health, Hit, Treatment};
use crate::sanity::{
    Bout, MANIAS_HEADING, PHOBIAS_HEADING, SanityLoss, SanityRoll, SanityState, max_sanity,
    sanity_roll,
};
use crate::skills::{
    self, BASE_SKILLS, CreditBand, SkillNameError, Slot, canonical_skill, occupation,
    unfilled_slots,
};

/// One of the eight characteristics (C1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Characteristic {
    /// Strength.
    Str,
    /// Constitution.
    Con,
    /// Power.
    Pow,
    /// Dexterity.
    Dex,
    /// Appearance.
    App,
    /// Size.
    Siz,
    /// Intelligence.
    Int,
    /// Education.
    Edu,
}

impl Characteristic {
    /// All eight, in the order of C1.
    pub const ALL: [Characteristic; 8] = [
        Characteristic::Str,
        Characteristic::Con,
        Characteristic::Pow,
        Characteristic::Dex,
        Characteristic::App,
        Characteristic::Siz,
        Characteristic::Int,
        Characteristic::Edu,
    ];

    /// `STR`, `CON`, …
    pub fn as_str(self) -> &'static str {
        match self {
            Characteristic::Str => "STR",
            Characteristic::Con => "CON",
            Characteristic::Pow => "POW",
            Characteristic::Dex => "DEX",
            Characteristic::App => "APP",
            Characteristic::Siz => "SIZ",
            Characteristic::Int => "INT",
            Characteristic::Edu => "EDU",
        }
    }

    /// The characteristic named `name` (`STR`, case forgiven).
    pub fn from_name(name: &str) -> Option<Characteristic> {
        Characteristic::ALL
            .into_iter()
            .find(|c| c.as_str().eq_ignore_ascii_case(name.trim()))
    }

    /// Whether the rolled method gives it (2D6+6)×5 rather than 3D6×5 (C2).
    pub fn rolled_2d6_plus_6(self) -> bool {
        matches!(
            self,
            Characteristic::Siz | Characteristic::Int | Characteristic::Edu
        )
    }
}

/// The eight characteristics' values, in the order of [`Characteristic::ALL`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Characteristics(pub [u32; 8]);

impl Characteristics {
    /// The value of `c`.
    pub fn get(&self, c: Characteristic) -> u32 {
        self.0[c as usize]
    }

    /// Sets the value of `c`.
    pub fn set(&mut self, c: Characteristic, value: u32) {
        self.0[c as usize] = value;
    }

    /// Rolls every characteristic by the rolled method (C2): 3D6×5, or (2D6+6)×5 for
    /// SIZ, INT and EDU; in the order of C1.
    pub fn roll<S: DiceSource + ?Sized>(dice: &mut S) -> Result<Characteristics, Error> {
        let mut out = Characteristics::default();
        for c in Characteristic::ALL {
            let v = if c.rolled_2d6_plus_6() {
                dice.face(Die::D(6))? + dice.face(Die::D(6))? + 6
            } else {
                dice.face(Die::D(6))? + dice.face(Die::D(6))? + dice.face(Die::D(6))?
            };
            out.set(c, v as u32 * 5);
        }
        Ok(out)
    }
}

/// The quick-start array (C2).
pub const QUICKSTART_ARRAY: [u32; 8] = [40, 50, 50, 50, 60, 60, 70, 80];

/// The occupation values (S2): eight occupation skills plus Credit Rating.
pub const OCCUPATION_VALUES: [u32; 9] = [70, 60, 60, 50, 50, 50, 40, 40, 40];

/// What personal interests add to a base value (S3).
pub const INTEREST_BONUS: u32 = 20;

/// Rolls Luck: 3D6×5 (C4).
pub fn roll_luck<S: DiceSource + ?Sized>(dice: &mut S) -> Result<u32, Error> {
    let mut t = 0;
    for _ in 0..3 {
        t += dice.face(Die::D(6))?;
    }
    Ok(t as u32 * 5)
}

/// Damage Bonus and Build (C6).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DamageBonus {
    /// As the table writes it: `"-2"`, `"-1"`, `"0"`, `"+1D4"`, `"+1D6"`, `"+2D6"`, …
    pub db: String,
    /// Build.
    pub build: i32,
}

/// Damage Bonus and Build from STR + SIZ (C6; `[7e]` above 204, +1D6 and +1 Build per
/// further 80 points).
pub fn damage_bonus(str_plus_siz: u32) -> DamageBonus {
    let (db, build) = match str_plus_siz {
        0..=64 => ("-2".to_owned(), -2),
        65..=84 => ("-1".to_owned(), -1),
        85..=124 => ("0".to_owned(), 0),
        125..=164 => ("+1D4".to_owned(), 1),
        165..=204 => ("+1D6".to_owned(), 2),
        n => {
            let extra = (n - 205) / 80 + 1;
            (format!("+{}D6", extra + 1), 2 + extra as i32)
        }
    };
    DamageBonus { db, build }
}

/// Hit points (C7).
pub fn hit_points(siz: u32, con: u32) -> u32 {
    (siz + con) / 10
}

/// Magic points (C5).
pub fn magic_points(pow: u32) -> u32 {
    pow / 5
}

/// How the characteristics were made (C2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Method {
    /// The quick-start array, assigned in any order.
    #[default]
    QuickStart,
    /// Rolled: each value checked against its rolled range.
    Rolled,
}

/// An investigator as a player fills in the creation steps: unvalidated.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Draft {
    /// The name.
    pub name: String,
    /// The eight characteristics.
    pub characteristics: Characteristics,
    /// How they were made.
    pub method: Method,
    /// A quick-start occupation (its choice rules are checked) or any other name (a
    /// custom occupation, reported in warnings); `None` is a custom occupation too.
    pub occupation: Option<String>,
    /// Skill name → value: eight occupation skills and Credit Rating (S2).
    pub occupation_skills: Vec<(String, u32)>,
    /// Four personal interests (S3).
    pub interests: Vec<String>,
    /// Luck (C4), rolled by the caller with [`roll_luck`] when not given.
    pub luck: u32,
}

/// One thing wrong with a [`Draft`]: the field, the rule and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Issue {
    /// The field, as the resolve protocol names it (`"characteristics"`,
    /// `"occupation_skills.Cthulhu Mythos"`, `"interests[2]"`).
    pub field: String,
    /// The rule id (`"C2"`, `"S4"`).
    pub rule: &'static str,
    /// What is wrong.
    pub kind: IssueKind,
}

/// What is wrong in an [`Issue`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum IssueKind {
    /// The characteristics are not the quick-start array: values to remove and values
    /// that are missing (C2).
    NotTheArray {
        /// Values given that the array does not have (or has fewer of).
        extra: Vec<u32>,
        /// Values of the array not given.
        missing: Vec<u32>,
    },
    /// A rolled characteristic outside its range, or not a multiple of 5 (C2).
    OutOfRollRange {
        /// The value.
        value: u32,
        /// The least possible.
        min: u32,
        /// The most possible.
        max: u32,
    },
    /// No skill of the sheet has this name (S5).
    UnknownSkill {
        /// The name given.
        name: String,
    },
    /// A generic skill that needs a speciality (`Firearms`).
    NeedsSpeciality {
        /// The name given.
        name: String,
        /// The options.
        options: String,
    },
    /// The same skill twice.
    Duplicate {
        /// The skill.
        skill: String,
    },
    /// The occupation values are not 70, 60, 60, 50, 50, 50, 40, 40, 40 (S2).
    NotTheOccupationValues {
        /// Values given that do not belong.
        extra: Vec<u32>,
        /// Values missing.
        missing: Vec<u32>,
    },
    /// Credit Rating is not among the occupation skills (S2).
    NoCreditRating,
    /// Not eight occupation skills besides Credit Rating (S1, S2).
    OccupationSkillCount {
        /// How many were given.
        count: usize,
    },
    /// An occupation slot no chosen skill fills (S1).
    Unfilled {
        /// The occupation.
        occupation: String,
        /// The slot.
        slot: Slot,
    },
    /// Cthulhu Mythos cannot receive points at creation (S4).
    Mythos,
    /// Not four personal interests (S3).
    InterestCount {
        /// How many were given.
        count: usize,
    },
    /// A personal interest that is an occupation skill (S3).
    InterestIsOccupation {
        /// The skill.
        skill: String,
    },
}

impl Localize for Issue {
    fn message(&self) -> Message {
        let list = |v: &[u32]| {
            if v.is_empty() {
                return Message::new("coc7-issue-none");
            }
            let values = v.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
            Message::new("coc7-issue-values").text("values", values)
        };
        let m = match &self.kind {
            IssueKind::NotTheArray { extra, missing } => Message::new("coc7-issue-not-the-array")
                .msg("extra", list(extra))
                .msg("missing", list(missing)),
            IssueKind::OutOfRollRange { value, min, max } => Message::new("coc7-issue-roll-range")
                .int("value", *value)
                .int("min", *min)
                .int("max", *max),
            IssueKind::UnknownSkill { name } => {
                Message::new("coc7-issue-unknown-skill").text("name", name.clone())
            }
            IssueKind::NeedsSpeciality { name, options } => {
                Message::new("coc7-issue-needs-speciality")
                    .text("name", name.clone())
                    .text("options", options.clone())
            }
            IssueKind::Duplicate { skill } => {
                Message::new("coc7-issue-duplicate").text("skill", skill.clone())
            }
            IssueKind::NotTheOccupationValues { extra, missing } => {
                Message::new("coc7-issue-occupation-values")
                    .msg("extra", list(extra))
                    .msg("missing", list(missing))
            }
            IssueKind::NoCreditRating => Message::new("coc7-issue-no-credit-rating"),
            IssueKind::OccupationSkillCount { count } => {
                Message::new("coc7-issue-occupation-count").int("count", *count as i64)
            }
            IssueKind::Unfilled { occupation, slot } => Message::new("coc7-issue-unfilled")
                .text("occupation", occupation.clone())
                .text("slot_kind", slot.kind())
                .text("skills", slot.skills()),
            IssueKind::Mythos => Message::new("coc7-issue-mythos"),
            IssueKind::InterestCount { count } => {
                Message::new("coc7-issue-interest-count").int("count", *count as i64)
            }
            IssueKind::InterestIsOccupation { skill } => {
                Message::new("coc7-issue-interest-occupation").text("skill", skill.clone())
            }
        };
        Message::new("coc7-issue")
            .msg("field", field_words(&self.field))
            .text("rule", self.rule)
            .msg("what", m)
    }
}

/// A field of a draft in a reader's words (`occupation_skills.Climb` is the occupation
/// skill Climb); `Issue::field` keeps the protocol's name for programs.
fn field_words(field: &str) -> Message {
    if let Some(c) = field.strip_prefix("characteristics.") {
        return Message::new("coc7-field-characteristic").characteristic("char", c.to_owned());
    }
    if let Some(skill) = field.strip_prefix("occupation_skills.") {
        return Message::new("coc7-field-occupation-skill").skill("skill", skill.to_owned());
    }
    if let Some(i) = field
        .strip_prefix("interests[")
        .and_then(|rest| rest.strip_suffix(']'))
        .and_then(|i| i.parse::<i64>().ok())
    {
        return Message::new("coc7-field-interest").int("number", i + 1);
    }
    match field {
        "characteristics" => Message::new("coc7-field-characteristics"),
        "occupation_skills" => Message::new("coc7-field-occupation-skills"),
        "interests" => Message::new("coc7-field-interests"),
        "luck" => Message::new("coc7-field-luck"),
        _ => Message::new("coc7-field-other").text("field", field.to_owned()),
    }
}

impl fmt::Display for Issue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

/// Everything wrong with a [`Draft`], in the order of the creation steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreationError {
    /// At least one issue.
    pub issues: Vec<Issue>,
}

impl fmt::Display for CreationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.issues.iter().map(Issue::to_string).collect();
        f.write_str(&parts.join("; "))
    }
}

impl std::error::Error for CreationError {}

/// A note on a valid investigator.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Warning {
    /// The occupation is not one of the quick-start's: any eight skills are accepted
    /// (S1).
    CustomOccupation {
        /// Its name (empty when none was given).
        name: String,
    },
}

impl Localize for Warning {
    fn message(&self) -> Message {
        match self {
            Warning::CustomOccupation { name } if name.is_empty() => {
                Message::new("coc7-warning-no-occupation")
            }
            Warning::CustomOccupation { name } => {
                Message::new("coc7-warning-custom-occupation").text("name", name.clone())
            }
        }
    }
}

/// The improvement checks of a phase: each ticked skill with its check, in sheet order.
pub type SkillImprovements = Vec<(String, Improvement)>;

/// One skill on the sheet.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Skill {
    /// The S5 spelling.
    pub name: String,
    /// The value.
    pub value: u32,
    /// An occupation skill.
    pub occupation: bool,
    /// Ticked for improvement (R10).
    pub ticked: bool,
}

/// Short entries of the sheet that no rule reads (S7).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Details {
    /// Sex, as the player writes it.
    pub sex: String,
    /// Age.
    pub age: Option<u32>,
    /// Background entries: heading → text.
    pub background: Vec<(String, String)>,
    /// Equipment, one item a line.
    pub equipment: Vec<String>,
}

/// The state of an investigator's mind (N2–N5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Mind {
    /// Temporarily insane for this many hours.
    pub temporary_hours: Option<u32>,
    /// Indefinitely insane (N5).
    pub indefinite: bool,
    /// Permanently insane: SAN 0 (N5).
    pub permanent: bool,
}

/// Something that happened to an investigator.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Event {
    /// Hit points lost (H1).
    Damaged {
        /// The damage of the hit.
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
    /// Medicine after First Aid: weekly healing may start (H7).
    MedicineGiven,
    /// First Aid succeeded on the current wound: not again until a new hit (H7).
    FirstAidGiven,
    /// The Keeper added a phobia during temporary insanity (N3).
    PhobiaGained {
        /// The phobia, e.g. "fear of the dark".
        text: String,
    },
    /// The Keeper added a mania during temporary insanity (N3).
    ManiaGained {
        /// The mania, e.g. "kleptomania".
        text: String,
    },
    /// The Keeper changed a backstory entry during temporary insanity (N3).
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
        /// Points gained (never above the maximum).
        amount: u32,
    },
    /// A bout of temporary insanity (N2).
    TemporaryInsanity {
        /// 1D10 hours.
        hours: u32,
    },
    /// The Keeper takes over the next action (N2).
    InvoluntaryAction,
    /// Indefinite insanity (N5).
    IndefiniteInsanity,
    /// Permanent insanity (N5).
    PermanentInsanity,
    /// Temporary and indefinite insanity ended.
    InsanityEnded,
    /// A new game day: the day's Sanity losses start again at 0 (N5).
    DayStarted,
    /// Luck spent (R9).
    LuckSpent {
        /// Points.
        amount: u32,
    },
    /// Luck regained (R10).
    LuckGained {
        /// Points.
        amount: u32,
    },
    /// Magic points spent (C5).
    MagicSpent {
        /// Points.
        amount: u32,
    },
    /// Magic points regained (C5: 1 per hour).
    MagicRegained {
        /// Points.
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
        /// The 1D10 gained.
        amount: u32,
    },
    /// Every tick cleared after the improvement phase (R10).
    TicksCleared,
}

impl Event {
    /// The event's name on the wire (`damaged`, `sanity_lost`, …).
    pub fn name(&self) -> &'static str {
        match self {
            Event::Damaged { .. } => "damaged",
            Event::Healed { .. } => "healed",
            Event::MajorWound => "major_wound",
            Event::MajorWoundHealed => "major_wound_healed",
            Event::FellUnconscious => "fell_unconscious",
            Event::Dying => "dying",
            Event::Stabilized => "stabilized",
            Event::MedicineGiven => "medicine_given",
            Event::FirstAidGiven => "first_aid_given",
            Event::PhobiaGained { .. } => "phobia_gained",
            Event::ManiaGained { .. } => "mania_gained",
            Event::BackstoryChanged { .. } => "backstory_changed",
            Event::Died => "died",
            Event::SanityLost { .. } => "sanity_lost",
            Event::SanityGained { .. } => "sanity_gained",
            Event::TemporaryInsanity { .. } => "temporary_insanity",
            Event::InvoluntaryAction => "involuntary_action",
            Event::IndefiniteInsanity => "indefinite_insanity",
            Event::PermanentInsanity => "permanent_insanity",
            Event::InsanityEnded => "insanity_ended",
            Event::DayStarted => "day_started",
            Event::LuckSpent { .. } => "luck_spent",
            Event::LuckGained { .. } => "luck_gained",
            Event::MagicSpent { .. } => "magic_spent",
            Event::MagicRegained { .. } => "magic_regained",
            Event::SkillTicked { .. } => "skill_ticked",
            Event::SkillImproved { .. } => "skill_improved",
            Event::TicksCleared => "ticks_cleared",
        }
    }
}

/// The events a Sanity roll causes (N1–N5).
pub fn sanity_events(roll: &SanityRoll, already_indefinite: bool) -> Vec<Event> {
    let mut events = Vec::new();
    if roll.lost > 0 {
        events.push(Event::SanityLost { amount: roll.lost });
    }
    match roll.bout {
        Bout::Temporary { hours } => events.push(Event::TemporaryInsanity { hours }),
        Bout::Involuntary => events.push(Event::InvoluntaryAction),
        Bout::None => {}
    }
    if roll.indefinite && !already_indefinite {
        events.push(Event::IndefiniteInsanity);
    }
    if roll.permanent {
        events.push(Event::PermanentInsanity);
    }
    events
}

/// The events of spending `points` magic points with `mp` left (C5): with too few, the
/// rest comes off Hit Points.
pub fn spend_magic(mp: u32, points: u32) -> Vec<Event> {
    let from_mp = points.min(mp);
    let mut events = Vec::new();
    if from_mp > 0 {
        events.push(Event::MagicSpent { amount: from_mp });
    }
    if points > from_mp {
        events.push(Event::Damaged {
            amount: points - from_mp,
        });
    }
    events
}

/// An investigator (C1–C8, S1–S7), changed only by events.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Investigator {
    name: String,
    occupation: Option<String>,
    characteristics: Characteristics,
    skills: Vec<Skill>,
    health: Health,
    san: u32,
    luck: u32,
    mp: u32,
    mind: Mind,
    day_start_san: u32,
    lost_today: u32,
    details: Details,
}

/// A newly created investigator and the notes on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Created {
    /// The investigator.
    pub investigator: Investigator,
    /// Notes (a custom occupation).
    pub warnings: Vec<Warning>,
}

impl Investigator {
    /// Checks `draft` against C2, S1–S5 and builds the investigator, or reports every
    /// issue at once.
    pub fn create(draft: &Draft) -> Result<Created, CreationError> {
        let mut issues = Vec::new();
        let chars = draft.characteristics;
        check_characteristics(&chars, draft.method, &mut issues);

        // Occupation skills (S1, S2, S4).
        let mut occ: Vec<(String, u32)> = Vec::new();
        for (name, value) in &draft.occupation_skills {
            let field = format!("occupation_skills.{name}");
            let Some(skill) = skill_name(name, &field, &mut issues) else {
                continue;
            };
            if skill == "Cthulhu Mythos" {
                issues.push(Issue {
                    field,
                    rule: "S4",
                    kind: IssueKind::Mythos,
                });
                continue;
            }
            if occ.iter().any(|(s, _)| *s == skill) {
                issues.push(Issue {
                    field,
                    rule: "S2",
                    kind: IssueKind::Duplicate { skill },
                });
                continue;
            }
            occ.push((skill, *value));
        }
        let values: Vec<u32> = draft.occupation_skills.iter().map(|(_, v)| *v).collect();
        let (extra, missing) = multiset_difference(&values, &OCCUPATION_VALUES);
        if !extra.is_empty() || !missing.is_empty() {
            issues.push(Issue {
                field: "occupation_skills".into(),
                rule: "S2",
                kind: IssueKind::NotTheOccupationValues { extra, missing },
            });
        }
        let has_cr = occ.iter().any(|(s, _)| s == "Credit Rating");
        if !has_cr {
            issues.push(Issue {
                field: "occupation_skills".into(),
                rule: "S2",
                kind: IssueKind::NoCreditRating,
            });
        }
        let chosen: Vec<String> = occ
            .iter()
            .filter(|(s, _)| s != "Credit Rating")
            .map(|(s, _)| s.clone())
            .collect();
        let mut warnings = Vec::new();
        match draft.occupation.as_deref().and_then(occupation) {
            Some(o) => {
                if chosen.len() == 8 {
                    for slot in unfilled_slots(o, &chosen) {
                        issues.push(Issue {
                            field: "occupation_skills".into(),
                            rule: "S1",
                            kind: IssueKind::Unfilled {
                                occupation: o.name.to_owned(),
                                slot,
                            },
                        });
                    }
                }
            }
            None => warnings.push(Warning::CustomOccupation {
                name: draft.occupation.clone().unwrap_or_default(),
            }),
        }
        if chosen.len() != 8 && draft.occupation_skills.len() == occ.len() {
            issues.push(Issue {
                field: "occupation_skills".into(),
                rule: "S1",
                kind: IssueKind::OccupationSkillCount {
                    count: chosen.len(),
                },
            });
        }

        // Personal interests (S3, S4).
        if draft.interests.len() != 4 {
            issues.push(Issue {
                field: "interests".into(),
                rule: "S3",
                kind: IssueKind::InterestCount {
                    count: draft.interests.len(),
                },
            });
        }
        let mut interests: Vec<String> = Vec::new();
        for (i, name) in draft.interests.iter().enumerate() {
            let field = format!("interests[{i}]");
            let Some(skill) = skill_name(name, &field, &mut issues) else {
                continue;
            };
            if skill == "Cthulhu Mythos" {
                issues.push(Issue {
                    field,
                    rule: "S4",
                    kind: IssueKind::Mythos,
                });
            } else if occ.iter().any(|(s, _)| *s == skill) {
                issues.push(Issue {
                    field,
                    rule: "S3",
                    kind: IssueKind::InterestIsOccupation { skill },
                });
            } else if interests.contains(&skill) {
                issues.push(Issue {
                    field,
                    rule: "S3",
                    kind: IssueKind::Duplicate { skill },
                });
            } else {
                interests.push(skill);
            }
        }
        if !issues.is_empty() {
            return Err(CreationError { issues });
        }

        let dex = chars.get(Characteristic::Dex);
        let edu = chars.get(Characteristic::Edu);
        let mut sheet = base_sheet(dex, edu);
        for (skill, value) in &occ {
            set_skill(&mut sheet, skill, *value, true);
        }
        for skill in &interests {
            let v = skills::base_value(skill, dex, edu) + INTEREST_BONUS;
            set_skill(&mut sheet, skill, v, false);
        }
        let pow = chars.get(Characteristic::Pow);
        let max_hp = hit_points(
            chars.get(Characteristic::Siz),
            chars.get(Characteristic::Con),
        );
        Ok(Created {
            investigator: Investigator {
                name: draft.name.clone(),
                occupation: draft.occupation.clone(),
                characteristics: chars,
                skills: sheet,
                health: Health::new(max_hp),
                san: pow,
                luck: draft.luck,
                mp: magic_points(pow),
                mind: Mind::default(),
                day_start_san: pow,
                lost_today: 0,
                details: Details::default(),
            },
            warnings,
        })
    }

    /// An investigator from a stored sheet: every value as given (a sheet that was
    /// created earlier, or imported). Skills are put in their S5 spelling where one
    /// exists and kept as given otherwise.
    #[allow(clippy::too_many_arguments)]
    pub fn from_parts(
        name: String,
        occupation: Option<String>,
        characteristics: Characteristics,
        skills: Vec<Skill>,
        health: Health,
        san: u32,
        luck: u32,
        mp: u32,
    ) -> Investigator {
        Investigator {
            name,
            occupation,
            characteristics,
            skills,
            health,
            san,
            luck,
            mp,
            mind: Mind::default(),
            day_start_san: san,
            lost_today: 0,
            details: Details::default(),
        }
    }

    /// The same investigator with a stored state of mind and of the game day (N2–N5).
    pub fn with_state(mut self, mind: Mind, day_start_san: u32, lost_today: u32) -> Investigator {
        self.mind = mind;
        self.day_start_san = day_start_san;
        self.lost_today = lost_today;
        self
    }

    /// Applies one event. Applying never fails: values stop at 0 and at their maxima.
    pub fn apply(&mut self, event: &Event) {
        self.health.apply(event);
        match event {
            Event::SanityLost { amount } => {
                let lost = (*amount).min(self.san);
                self.san -= lost;
                self.lost_today = self.lost_today.saturating_add(lost);
                if self.san == 0 {
                    self.mind.permanent = true;
                }
            }
            Event::SanityGained { amount } => {
                self.san = self.san.saturating_add(*amount).min(self.max_san());
            }
            Event::TemporaryInsanity { hours } => self.mind.temporary_hours = Some(*hours),
            Event::IndefiniteInsanity => self.mind.indefinite = true,
            Event::PermanentInsanity => self.mind.permanent = true,
            Event::InsanityEnded => {
                self.mind.temporary_hours = None;
                self.mind.indefinite = false;
            }
            Event::DayStarted => {
                self.day_start_san = self.san;
                self.lost_today = 0;
            }
            Event::LuckSpent { amount } => self.luck = self.luck.saturating_sub(*amount),
            Event::LuckGained { amount } => self.luck = self.luck.saturating_add(*amount).min(99),
            Event::MagicSpent { amount } => self.mp = self.mp.saturating_sub(*amount),
            Event::MagicRegained { amount } => {
                self.mp = self.mp.saturating_add(*amount).min(self.max_mp());
            }
            Event::SkillTicked { skill } => {
                if let Some(s) = self.skills.iter_mut().find(|s| s.name == *skill) {
                    s.ticked = true;
                }
            }
            Event::SkillImproved { skill, amount } => {
                match self.skills.iter_mut().find(|s| s.name == *skill) {
                    Some(s) => s.value = s.value.saturating_add(*amount),
                    None => self.skills.push(Skill {
                        name: skill.clone(),
                        value: *amount,
                        occupation: false,
                        ticked: false,
                    }),
                }
                let max = self.max_san();
                self.san = self.san.min(max);
            }
            Event::TicksCleared => self.skills.iter_mut().for_each(|s| s.ticked = false),
            Event::PhobiaGained { text } => self.add_background(PHOBIAS_HEADING, text),
            Event::ManiaGained { text } => self.add_background(MANIAS_HEADING, text),
            Event::BackstoryChanged { heading, text } => {
                match self
                    .details
                    .background
                    .iter_mut()
                    .find(|(h, _)| h == heading)
                {
                    Some(entry) => entry.1 = text.clone(),
                    None => self
                        .details
                        .background
                        .push((heading.clone(), text.clone())),
                }
            }
            _ => {}
        }
    }

    /// Adds `text` as a line of the background entry `heading`.
    fn add_background(&mut self, heading: &str, text: &str) {
        match self
            .details
            .background
            .iter_mut()
            .find(|(h, _)| h == heading)
        {
            Some(entry) if entry.1.is_empty() => entry.1 = text.to_owned(),
            Some(entry) => entry.1 = format!("{}\n{text}", entry.1),
            None => self
                .details
                .background
                .push((heading.to_owned(), text.to_owned())),
        }
    }

    /// Applies `events` in order.
    pub fn apply_all<'a>(&mut self, events: impl IntoIterator<Item = &'a Event>) {
        for e in events {
            self.apply(e);
        }
    }

    /// The name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The occupation, if named.
    pub fn occupation(&self) -> Option<&str> {
        self.occupation.as_deref()
    }

    /// The characteristics.
    pub fn characteristics(&self) -> &Characteristics {
        &self.characteristics
    }

    /// The skills, in sheet order.
    pub fn skills(&self) -> &[Skill] {
        &self.skills
    }

    /// A skill's value (0 when the sheet has no such skill).
    pub fn skill(&self, name: &str) -> u32 {
        self.skills
            .iter()
            .find(|s| s.name == name)
            .map(|s| s.value)
            .unwrap_or(0)
    }

    /// Hit points and wounds.
    pub fn health(&self) -> &Health {
        &self.health
    }

    /// Current Sanity.
    pub fn san(&self) -> u32 {
        self.san
    }

    /// Maximum Sanity: 99 − Cthulhu Mythos (C8).
    pub fn max_san(&self) -> u32 {
        max_sanity(self.skill("Cthulhu Mythos"))
    }

    /// Current Luck.
    pub fn luck(&self) -> u32 {
        self.luck
    }

    /// Current magic points.
    pub fn mp(&self) -> u32 {
        self.mp
    }

    /// Maximum magic points (C5).
    pub fn max_mp(&self) -> u32 {
        magic_points(self.characteristics.get(Characteristic::Pow))
    }

    /// Damage Bonus and Build (C6).
    pub fn damage_bonus(&self) -> DamageBonus {
        damage_bonus(
            self.characteristics.get(Characteristic::Str)
                + self.characteristics.get(Characteristic::Siz),
        )
    }

    /// The Credit Rating band (S6).
    pub fn credit_band(&self) -> CreditBand {
        CreditBand::of(self.skill("Credit Rating"))
    }

    /// The state of mind.
    pub fn mind(&self) -> &Mind {
        &self.mind
    }

    /// SAN at the start of the game day, and SAN lost since (N5).
    pub fn day(&self) -> (u32, u32) {
        (self.day_start_san, self.lost_today)
    }

    /// The sheet's free entries (S7).
    pub fn details(&self) -> &Details {
        &self.details
    }

    /// Sets the free entries (they are not rules state, so no event changes them).
    pub fn set_details(&mut self, details: Details) {
        self.details = details;
    }

    /// A Sanity roll with `loss` (N1–N5).
    pub fn sanity_roll<S: DiceSource + ?Sized>(
        &self,
        loss: &SanityLoss,
        dice: &mut S,
    ) -> Result<(SanityRoll, Vec<Event>), Error> {
        let state = SanityState {
            san: self.san,
            int: self.characteristics.get(Characteristic::Int),
            day_start_san: self.day_start_san,
            lost_today: self.lost_today,
        };
        let roll = sanity_roll(state, loss, dice)?;
        let events = sanity_events(&roll, self.mind.indefinite);
        Ok((roll, events))
    }

    /// Spends `points` of Luck on `roll` (R9).
    pub fn spend_luck(&self, roll: &Check, points: u32) -> Result<(LuckSpend, Vec<Event>), Error> {
        let spend = spend_luck(roll, points, self.luck)?;
        let events = if points > 0 {
            vec![Event::LuckSpent { amount: points }]
        } else {
            Vec::new()
        };
        Ok((spend, events))
    }

    /// Spends magic points (C5): with too few left, the rest comes off Hit Points.
    pub fn spend_magic(&self, points: u32) -> Vec<Event> {
        spend_magic(self.mp, points)
    }

    /// The tick a successful `roll` of `skill` earns (R10): once, not for Credit Rating
    /// or Cthulhu Mythos, not with a bonus die.
    pub fn tick(&self, skill: &str, roll: &Check) -> Vec<Event> {
        let eligible =
            roll.earns_tick_for(skill) && self.skills.iter().any(|s| s.name == skill && !s.ticked);
        if eligible {
            vec![Event::SkillTicked {
                skill: skill.to_owned(),
            }]
        } else {
            Vec::new()
        }
    }

    /// The improvement phase (R10): an improvement check for every ticked skill in
    /// sheet order, then the ticks cleared, then (when `luck_recovery` is on) the Luck
    /// recovery roll.
    pub fn improvement_phase<S: DiceSource + ?Sized>(
        &self,
        recover_luck: bool,
        dice: &mut S,
    ) -> Result<(SkillImprovements, Vec<Event>), Error> {
        let mut checks = Vec::new();
        let mut events = Vec::new();
        for s in self.skills.iter().filter(|s| s.ticked) {
            let imp = improvement_check(s.value, dice)?;
            if imp.improved {
                events.push(Event::SkillImproved {
                    skill: s.name.clone(),
                    amount: imp.gain,
                });
            }
            if imp.sanity > 0 {
                events.push(Event::SanityGained { amount: imp.sanity });
            }
            checks.push((s.name.clone(), imp));
        }
        events.push(Event::TicksCleared);
        if recover_luck {
            let (_, gain) = luck_recovery(self.luck, dice)?;
            if gain > 0 {
                events.push(Event::LuckGained { amount: gain });
            }
        }
        Ok((checks, events))
    }

    /// One hit of damage (H1–H5).
    pub fn take_damage<S: DiceSource + ?Sized>(
        &self,
        amount: u32,
        dice: &mut S,
    ) -> Result<Hit, Error> {
        health::take_damage(&self.health, amount, self.con(), dice)
    }

    /// First Aid or Medicine rolled by a helper with `skill` (H7).
    pub fn treat<S: DiceSource + ?Sized>(
        &self,
        treatment: Treatment,
        skill: u32,
        dice: &mut S,
    ) -> Result<(Check, Vec<Event>), Error> {
        health::treat(&self.health, treatment, skill, dice)
    }

    /// A week of natural healing (H6).
    pub fn heal_week<S: DiceSource + ?Sized>(
        &self,
        dice: &mut S,
    ) -> Result<(Option<Check>, Vec<Event>), Error> {
        health::heal_week(&self.health, self.con(), dice)
    }

    fn con(&self) -> u32 {
        self.characteristics.get(Characteristic::Con)
    }
}

fn skill_name(name: &str, field: &str, issues: &mut Vec<Issue>) -> Option<String> {
    match canonical_skill(name) {
        Ok(s) => Some(s),
        Err(SkillNameError::Unknown) => {
            issues.push(Issue {
                field: field.to_owned(),
                rule: "S5",
                kind: IssueKind::UnknownSkill {
                    name: name.to_owned(),
                },
            });
            None
        }
        Err(SkillNameError::NeedsSpeciality(options)) => {
            issues.push(Issue {
                field: field.to_owned(),
                rule: "S5",
                kind: IssueKind::NeedsSpeciality {
                    name: name.to_owned(),
                    options: options.join(", "),
                },
            });
            None
        }
    }
}

fn check_characteristics(chars: &Characteristics, method: Method, issues: &mut Vec<Issue>) {
    match method {
        Method::QuickStart => {
            let (extra, missing) = multiset_difference(&chars.0, &QUICKSTART_ARRAY);
            if !extra.is_empty() || !missing.is_empty() {
                issues.push(Issue {
                    field: "characteristics".into(),
                    rule: "C2",
                    kind: IssueKind::NotTheArray { extra, missing },
                });
            }
        }
        Method::Rolled => {
            for c in Characteristic::ALL {
                let (min, max) = if c.rolled_2d6_plus_6() {
                    (40, 90)
                } else {
                    (15, 90)
                };
                let v = chars.get(c);
                if !(min..=max).contains(&v) || v % 5 != 0 {
                    issues.push(Issue {
                        field: format!("characteristics.{}", c.as_str()),
                        rule: "C2",
                        kind: IssueKind::OutOfRollRange { value: v, min, max },
                    });
                }
            }
        }
    }
}

/// Values of `given` not in `wanted` (counting repeats), and values of `wanted` not in
/// `given`, each ascending.
fn multiset_difference(given: &[u32], wanted: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let mut missing: Vec<u32> = wanted.to_vec();
    let mut extra = Vec::new();
    for v in given {
        match missing.iter().position(|m| m == v) {
            Some(i) => {
                missing.remove(i);
            }
            None => extra.push(*v),
        }
    }
    extra.sort_unstable();
    missing.sort_unstable();
    (extra, missing)
}

/// The S5 sheet at base values.
pub fn base_sheet(dex: u32, edu: u32) -> Vec<Skill> {
    BASE_SKILLS
        .iter()
        .map(|(name, _)| Skill {
            name: (*name).to_owned(),
            value: skills::base_value(name, dex, edu),
            occupation: false,
            ticked: false,
        })
        .collect()
}

/// Sets a skill on a sheet: an existing row takes the value; a speciality replaces its
/// generic row (`Art/Craft`, `Science`, `Language (Other)`, `Pilot`, `Survival`) or is
/// added after the last row of its family.
pub fn set_skill(sheet: &mut Vec<Skill>, skill: &str, value: u32, occupation: bool) {
    let row = Skill {
        name: skill.to_owned(),
        value,
        occupation,
        ticked: false,
    };
    if let Some(s) = sheet.iter_mut().find(|s| s.name == skill) {
        *s = row;
        return;
    }
    if let Some(family) = skills::family(skill) {
        if let Some(generic) = skills::replaces_generic(family) {
            if let Some(s) = sheet.iter_mut().find(|s| s.name == generic) {
                *s = row;
                return;
            }
        }
        let last = sheet.iter().rposition(|s| {
            s.name == family
                || s.name == "Language (Other)" && family == "Language"
                || skills::generic_of(&s.name) == Some(family)
        });
        if let Some(i) = last {
            sheet.insert(i + 1, row);
            return;
        }
    }
    sheet.push(row);
}
