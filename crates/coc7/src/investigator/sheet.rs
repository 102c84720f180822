//! The skill sheet (S5) and the sheet's free entries (S7).

use crate::skills::{self, BASE_SKILLS};

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
        if let Some(generic) = skills::replaces_generic(family)
            && let Some(s) = sheet.iter_mut().find(|s| s.name == generic)
        {
            *s = row;
            return;
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
