//! Creating an investigator from a [`Draft`]: the creation steps' checks (C2, S1–S5),
//! the issues they report, and the notes on a valid investigator.

use std::fmt;

use keeper_i18n::{Localize, Message};

use super::{
    Characteristic, Characteristics, Details, Investigator, Mind, base_sheet, hit_points,
    magic_points, set_skill,
};
use crate::health::Health;
use crate::skills::{self, SkillNameError, Slot, canonical_skill, occupation, unfilled_slots};

/// The quick-start array (C2).
pub const QUICKSTART_ARRAY: [u32; 8] = [40, 50, 50, 50, 60, 60, 70, 80];

/// The occupation values (S2): eight occupation skills plus Credit Rating.
pub const OCCUPATION_VALUES: [u32; 9] = [70, 60, 60, 50, 50, 50, 40, 40, 40];

/// What personal interests add to a base value (S3).
pub const INTEREST_BONUS: u32 = 20;

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
    /// Luck (C4), rolled by the caller with [`roll_luck`](super::roll_luck) when not given.
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
                weapons: Vec::new(),
            },
            warnings,
        })
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
                if !(min..=max).contains(&v) || !v.is_multiple_of(5) {
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
