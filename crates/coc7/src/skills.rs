//! The skill sheet (S5), skill names and specialities, occupations (S1) and Credit
//! Rating bands (S6).
//!
//! Skill names are the S5 spellings (`"Spot Hidden"`, `"Language (Own)"`,
//! `"Fighting (Brawl)"`). A speciality in parentheses replaces a generic skill
//! (`"Art/Craft (Photography)"`, `"Science (Biology)"`, `"Language (Spanish)"`);
//! `"Language (Other)"` is an unnamed other language. [`canonical_skill`] turns what a
//! person typed into that spelling.

/// How a skill's base value is found (S5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Base {
    /// A fixed number.
    Fixed(u32),
    /// Half DEX (Dodge).
    HalfDex,
    /// EDU (Language (Own)).
    Edu,
}

/// The skills of the investigator sheet, in sheet order, with their base values (S5).
pub const BASE_SKILLS: &[(&str, Base)] = &[
    ("Accounting", Base::Fixed(5)),
    ("Anthropology", Base::Fixed(1)),
    ("Appraise", Base::Fixed(5)),
    ("Archaeology", Base::Fixed(1)),
    ("Art/Craft", Base::Fixed(5)),
    ("Charm", Base::Fixed(15)),
    ("Climb", Base::Fixed(20)),
    ("Credit Rating", Base::Fixed(0)),
    ("Cthulhu Mythos", Base::Fixed(0)),
    ("Disguise", Base::Fixed(5)),
    ("Dodge", Base::HalfDex),
    ("Drive Auto", Base::Fixed(20)),
    ("Electrical Repair", Base::Fixed(10)),
    ("Fast Talk", Base::Fixed(5)),
    ("Fighting (Brawl)", Base::Fixed(25)),
    ("Firearms (Handgun)", Base::Fixed(20)),
    ("Firearms (Rifle/Shotgun)", Base::Fixed(25)),
    ("First Aid", Base::Fixed(30)),
    ("History", Base::Fixed(5)),
    ("Intimidate", Base::Fixed(15)),
    ("Jump", Base::Fixed(20)),
    ("Language (Other)", Base::Fixed(1)),
    ("Language (Own)", Base::Edu),
    ("Law", Base::Fixed(5)),
    ("Library Use", Base::Fixed(20)),
    ("Listen", Base::Fixed(20)),
    ("Locksmith", Base::Fixed(1)),
    ("Mechanical Repair", Base::Fixed(10)),
    ("Medicine", Base::Fixed(1)),
    ("Natural World", Base::Fixed(10)),
    ("Navigate", Base::Fixed(10)),
    ("Occult", Base::Fixed(5)),
    ("Operate Heavy Machinery", Base::Fixed(1)),
    ("Persuade", Base::Fixed(10)),
    ("Pilot", Base::Fixed(1)),
    ("Psychology", Base::Fixed(10)),
    ("Psychoanalysis", Base::Fixed(1)),
    ("Ride", Base::Fixed(5)),
    ("Science", Base::Fixed(1)),
    ("Sleight of Hand", Base::Fixed(10)),
    ("Spot Hidden", Base::Fixed(25)),
    ("Stealth", Base::Fixed(20)),
    ("Survival", Base::Fixed(10)),
    ("Swim", Base::Fixed(20)),
    ("Throw", Base::Fixed(20)),
    ("Track", Base::Fixed(10)),
];

/// Skills whose speciality replaces the generic row (`Art/Craft (Photography)` takes
/// the place of `Art/Craft`). `Language` stands for `Language (Other)`.
const REPLACED_GENERICS: &[&str] = &["Art/Craft", "Science", "Language", "Pilot", "Survival"];

/// Skills that only exist with a speciality; a new one is added beside the others.
const ADDED_GENERICS: &[&str] = &["Fighting", "Firearms"];

/// Standard 7th edition bases of Fighting and Firearms specialities beyond S5 (`[7e]`).
const SPECIALITY_BASES: &[(&str, u32)] = &[
    ("Fighting (Axe)", 15),
    ("Fighting (Chainsaw)", 10),
    ("Fighting (Flail)", 10),
    ("Fighting (Garrote)", 15),
    ("Fighting (Spear)", 20),
    ("Fighting (Sword)", 20),
    ("Fighting (Whip)", 5),
    ("Firearms (Bow)", 15),
    ("Firearms (Flamethrower)", 10),
    ("Firearms (Heavy Weapons)", 10),
    ("Firearms (Machine Gun)", 10),
    ("Firearms (Submachine Gun)", 15),
];

/// The interpersonal skills an occupation may choose one of (S1).
pub const INTERPERSONAL: &[&str] = &["Charm", "Fast Talk", "Intimidate", "Persuade"];

/// Why a skill name was not accepted.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SkillNameError {
    /// No skill of the sheet has this name.
    Unknown,
    /// A generic name that needs a speciality (`Firearms`): the options.
    NeedsSpeciality(&'static [&'static str]),
}

/// The S5 spelling of a skill name: case and spaces are forgiven, `Art`/`Craft`
/// become `Art/Craft`, `Language (Other) (Spanish)` becomes `Language (Spanish)`,
/// plain `Fighting` is `Fighting (Brawl)`.
pub fn canonical_skill(name: &str) -> Result<String, SkillNameError> {
    // A label in any language keeper speaks names the same skill (`"Εντοπισμός"`).
    let name = keeper_i18n::Catalogue::global().skill_from_label(name);
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    let lower = name.to_lowercase();
    if let Some((n, _)) = BASE_SKILLS.iter().find(|(n, _)| n.to_lowercase() == lower) {
        return Ok((*n).to_owned());
    }
    match lower.as_str() {
        "fighting" => return Ok("Fighting (Brawl)".to_owned()),
        "firearms" => {
            return Err(SkillNameError::NeedsSpeciality(&[
                "Firearms (Handgun)",
                "Firearms (Rifle/Shotgun)",
            ]));
        }
        "operate heavy machine" => return Ok("Operate Heavy Machinery".to_owned()),
        "drive automobile" => return Ok("Drive Auto".to_owned()),
        "art" | "craft" | "art and craft" | "art/craft" => return Ok("Art/Craft".to_owned()),
        _ => {}
    }
    let (generic, spec) = split_speciality(&name).ok_or(SkillNameError::Unknown)?;
    let generic = match generic.to_lowercase().as_str() {
        "art" | "craft" | "art/craft" | "art and craft" => "Art/Craft",
        "science" => "Science",
        "language" | "language (other)" => "Language",
        "language (own)" => return Ok("Language (Own)".to_owned()),
        "pilot" => "Pilot",
        "survival" => "Survival",
        "fighting" => "Fighting",
        "firearms" => "Firearms",
        _ => return Err(SkillNameError::Unknown),
    };
    let spec = spec.trim();
    if spec.is_empty() {
        return Err(SkillNameError::Unknown);
    }
    // A speciality spelled like a known one takes its spelling.
    let full = format!("{generic} ({spec})");
    let known = BASE_SKILLS
        .iter()
        .map(|(n, _)| *n)
        .chain(SPECIALITY_BASES.iter().map(|(n, _)| *n))
        .find(|n| n.to_lowercase() == full.to_lowercase());
    Ok(known.map(str::to_owned).unwrap_or(full))
}

/// `"Language (Other) (Spanish)"` → `("Language (Other)", "Spanish")`: the generic part
/// and the last parenthesised speciality.
fn split_speciality(name: &str) -> Option<(&str, &str)> {
    let inner = name.strip_suffix(')')?;
    let open = inner.rfind('(')?;
    let generic = inner[..open].trim_end();
    (!generic.is_empty()).then(|| (generic, &inner[open + 1..]))
}

/// The generic skill of a speciality (`"Science"` for `"Science (Biology)"`), if any.
pub fn generic_of(skill: &str) -> Option<&str> {
    if skill == "Language (Own)" || skill == "Language (Other)" {
        return None;
    }
    let (generic, _) = split_speciality(skill)?;
    Some(generic)
}

/// The base value of a skill (S5) for an investigator with `dex` and `edu`.
pub fn base_value(skill: &str, dex: u32, edu: u32) -> u32 {
    let base = |b: Base| match b {
        Base::Fixed(n) => n,
        Base::HalfDex => dex / 2,
        Base::Edu => edu,
    };
    if let Some((_, b)) = BASE_SKILLS.iter().find(|(n, _)| *n == skill) {
        return base(*b);
    }
    if let Some((_, b)) = SPECIALITY_BASES.iter().find(|(n, _)| *n == skill) {
        return *b;
    }
    match generic_of(skill) {
        Some("Language") => 1,
        Some(g) => BASE_SKILLS
            .iter()
            .find(|(n, _)| *n == g)
            .map(|(_, b)| base(*b))
            .unwrap_or(1),
        None => 1,
    }
}

/// Where a speciality goes on a sheet: `Some(row)` to replace a generic row, else it
/// is inserted after the last row of its family (`None` for no family).
pub(crate) fn family(skill: &str) -> Option<&'static str> {
    let g = generic_of(skill)?;
    REPLACED_GENERICS
        .iter()
        .chain(ADDED_GENERICS)
        .find(|x| **x == g)
        .copied()
}

/// Whether a family's generic row is replaced by a speciality.
pub(crate) fn replaces_generic(family: &str) -> Option<&'static str> {
    match family {
        "Language" => Some("Language (Other)"),
        f => REPLACED_GENERICS.iter().find(|x| **x == f).copied(),
    }
}

/// A Credit Rating band (S6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CreditBand {
    /// 0.
    Penniless,
    /// 1–9.
    Poor,
    /// 10–49.
    Average,
    /// 50–89.
    Wealthy,
    /// 90–98.
    Rich,
    /// 99 and more.
    SuperRich,
}

impl CreditBand {
    /// The band of a Credit Rating.
    pub fn of(credit_rating: u32) -> CreditBand {
        match credit_rating {
            0 => CreditBand::Penniless,
            1..=9 => CreditBand::Poor,
            10..=49 => CreditBand::Average,
            50..=89 => CreditBand::Wealthy,
            90..=98 => CreditBand::Rich,
            _ => CreditBand::SuperRich,
        }
    }

    /// The band on the wire, lower case: `penniless`, `poor`, `average`, `wealthy`,
    /// `rich`, `super rich`.
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

/// One slot of an occupation's skill list (S1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Slot {
    /// Exactly this skill.
    Skill(&'static str),
    /// One of these skills.
    OneOf(&'static [&'static str]),
    /// One interpersonal skill: Charm, Fast Talk, Intimidate or Persuade.
    Interpersonal,
    /// Any Art/Craft speciality (or the generic Art/Craft).
    ArtCraft,
    /// Any other language.
    LanguageOther,
    /// Any Firearms speciality.
    Firearms,
    /// Any skill (the "any one", and the academic or personal specialities, which
    /// keeper does not tell apart).
    Any,
}

impl Slot {
    /// Whether `skill` (an S5 spelling) fills the slot.
    pub fn accepts(self, skill: &str) -> bool {
        match self {
            Slot::Skill(s) => s == skill,
            Slot::OneOf(list) => list.contains(&skill),
            Slot::Interpersonal => INTERPERSONAL.contains(&skill),
            Slot::ArtCraft => skill == "Art/Craft" || generic_of(skill) == Some("Art/Craft"),
            Slot::LanguageOther => {
                skill == "Language (Other)" || generic_of(skill) == Some("Language")
            }
            Slot::Firearms => generic_of(skill) == Some("Firearms"),
            Slot::Any => true,
        }
    }

    /// What kind of slot it is, for the catalogue's wording (`"skill"`, `"one_of"`,
    /// `"art_craft"`, `"language_other"`, `"firearms"`, `"any"`).
    pub fn kind(self) -> &'static str {
        match self {
            Slot::Skill(_) => "skill",
            Slot::OneOf(_) | Slot::Interpersonal => "one_of",
            Slot::ArtCraft => "art_craft",
            Slot::LanguageOther => "language_other",
            Slot::Firearms => "firearms",
            Slot::Any => "any",
        }
    }

    /// The skills the slot names (S5 spellings, comma-separated), empty for open slots.
    pub fn skills(self) -> String {
        self.names().join(", ")
    }

    /// The skills the slot names (S5 spellings), none for open slots.
    pub fn names(&self) -> &[&'static str] {
        match self {
            Slot::Skill(s) => std::slice::from_ref(s),
            Slot::OneOf(list) => list,
            Slot::Interpersonal => INTERPERSONAL,
            Slot::ArtCraft | Slot::LanguageOther | Slot::Firearms | Slot::Any => &[],
        }
    }
}

/// A quick-start occupation: its name and its eight skill slots (S1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Occupation {
    /// The name.
    pub name: &'static str,
    /// The eight slots.
    pub slots: [Slot; 8],
}

use Slot::{Any, ArtCraft, Firearms, Interpersonal, LanguageOther, Skill};

/// The occupations of the quick-start (S1).
pub const OCCUPATIONS: &[Occupation] = &[
    Occupation {
        name: "Antiquarian",
        slots: [
            Skill("Appraise"),
            ArtCraft,
            Skill("History"),
            Skill("Library Use"),
            LanguageOther,
            Interpersonal,
            Skill("Spot Hidden"),
            Any,
        ],
    },
    Occupation {
        name: "Author",
        slots: [
            Skill("Art/Craft (Literature)"),
            Skill("History"),
            Skill("Library Use"),
            Slot::OneOf(&["Natural World", "Occult"]),
            LanguageOther,
            Skill("Language (Own)"),
            Skill("Psychology"),
            Any,
        ],
    },
    Occupation {
        name: "Dilettante",
        slots: [
            ArtCraft,
            Firearms,
            LanguageOther,
            Skill("Ride"),
            Interpersonal,
            Any,
            Any,
            Any,
        ],
    },
    Occupation {
        name: "Doctor of Medicine",
        slots: [
            Skill("First Aid"),
            Skill("Language (Latin)"),
            Skill("Medicine"),
            Skill("Psychology"),
            Skill("Science (Biology)"),
            Skill("Science (Pharmacy)"),
            Any,
            Any,
        ],
    },
    Occupation {
        name: "Journalist",
        slots: [
            Skill("Art/Craft (Photography)"),
            Skill("History"),
            Skill("Library Use"),
            Skill("Language (Own)"),
            Interpersonal,
            Skill("Psychology"),
            Any,
            Any,
        ],
    },
    Occupation {
        name: "Police Detective",
        slots: [
            Slot::OneOf(&["Art/Craft (Acting)", "Disguise"]),
            Firearms,
            Skill("Law"),
            Skill("Listen"),
            Interpersonal,
            Skill("Psychology"),
            Skill("Spot Hidden"),
            Any,
        ],
    },
    Occupation {
        name: "Private Investigator",
        slots: [
            Skill("Art/Craft (Photography)"),
            Skill("Disguise"),
            Skill("Law"),
            Skill("Library Use"),
            Interpersonal,
            Skill("Psychology"),
            Skill("Spot Hidden"),
            Any,
        ],
    },
    Occupation {
        name: "Professor",
        slots: [
            Skill("Library Use"),
            LanguageOther,
            Skill("Language (Own)"),
            Skill("Psychology"),
            Any,
            Any,
            Any,
            Any,
        ],
    },
];

/// The quick-start occupation called `name` (case forgiven), in English or as any
/// language keeper speaks labels it.
pub fn occupation(name: &str) -> Option<&'static Occupation> {
    let name = keeper_i18n::Catalogue::global().occupation_from_label(name);
    let lower = name.to_lowercase();
    OCCUPATIONS.iter().find(|o| o.name.to_lowercase() == lower)
}

/// The slots of `occupation` that `skills` leave unfilled, with the best assignment of
/// skills to slots (a bipartite matching). Empty when the choice rules are met.
pub fn unfilled_slots(occupation: &Occupation, skills: &[String]) -> Vec<Slot> {
    let n = occupation.slots.len();
    let mut slot_of_skill: Vec<Option<usize>> = vec![None; skills.len()];
    let mut skill_of_slot: Vec<Option<usize>> = vec![None; n];
    fn augment(
        slot: usize,
        occ: &Occupation,
        skills: &[String],
        seen: &mut [bool],
        slot_of_skill: &mut [Option<usize>],
        skill_of_slot: &mut [Option<usize>],
    ) -> bool {
        for (k, skill) in skills.iter().enumerate() {
            if seen[k] || !occ.slots[slot].accepts(skill) {
                continue;
            }
            seen[k] = true;
            let free = match slot_of_skill[k] {
                None => true,
                Some(other) => augment(other, occ, skills, seen, slot_of_skill, skill_of_slot),
            };
            if free {
                slot_of_skill[k] = Some(slot);
                skill_of_slot[slot] = Some(k);
                return true;
            }
        }
        false
    }
    // Specific slots first, so that "any" slots take what is left.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&s| occupation.slots[s] == Slot::Any);
    for s in order {
        let mut seen = vec![false; skills.len()];
        augment(
            s,
            occupation,
            skills,
            &mut seen,
            &mut slot_of_skill,
            &mut skill_of_slot,
        );
    }
    (0..n)
        .filter(|&s| skill_of_slot[s].is_none())
        .map(|s| occupation.slots[s])
        .collect()
}
