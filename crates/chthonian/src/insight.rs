//! Terrible Insight and what derives from it by Style (I1, I5): Practicality,
//! Cognizance and the Difficulty of a Nodule's follow-up roll.
//!
//! The seed gives only the Weird Tale table and calls the factors the Narrator's choice,
//! so they are [`Settings`] of a game; [`Settings::new`] gives the rules file's defaults.

use std::fmt;
use std::str::FromStr;

use crate::roll::Difficulty;
use crate::traits::Trait;

/// The Style of a game (I1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Style {
    /// Pulp Adventure (Фантастический боевик).
    Pulp,
    /// Weird Tale (Фантастика ужасов).
    Weird,
    /// Shocking Discovery (Пугающее открытие).
    Shocking,
}

impl Style {
    /// Every Style, in the rules' order.
    pub const ALL: [Style; 3] = [Style::Pulp, Style::Weird, Style::Shocking];

    /// The Style's short name: `pulp`, `weird`, `shocking`.
    pub fn as_str(self) -> &'static str {
        match self {
            Style::Pulp => "pulp",
            Style::Weird => "weird",
            Style::Shocking => "shocking",
        }
    }
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is not a Style.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownStyle(pub String);

impl fmt::Display for UnknownStyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        keeper_i18n::Message::new("chthonian-error-style")
            .text("style", self.0.clone())
            .fmt(f)
    }
}

impl std::error::Error for UnknownStyle {}

impl FromStr for Style {
    type Err = UnknownStyle;

    /// `pulp`, `weird` or `shocking` (any case).
    fn from_str(s: &str) -> Result<Style, UnknownStyle> {
        Style::ALL
            .into_iter()
            .find(|st| st.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownStyle(s.to_owned()))
    }
}

/// A non-negative fraction `num/den` by which Terrible Insight or a Difficulty is
/// scaled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Factor {
    num: u32,
    den: u32,
}

impl Factor {
    /// ½.
    pub const HALF: Factor = Factor { num: 1, den: 2 };
    /// ⅓.
    pub const THIRD: Factor = Factor { num: 1, den: 3 };
    /// 1.
    pub const ONE: Factor = Factor { num: 1, den: 1 };
    /// 2.
    pub const TWO: Factor = Factor { num: 2, den: 1 };

    /// `num/den`, or `None` when `den` is 0.
    pub fn new(num: u32, den: u32) -> Option<Factor> {
        (den != 0).then_some(Factor { num, den })
    }

    /// The numerator.
    pub fn num(self) -> u32 {
        self.num
    }

    /// The denominator.
    pub fn den(self) -> u32 {
        self.den
    }

    /// ⌈x · factor⌉.
    pub fn ceil(self, x: i64) -> i64 {
        let p = i128::from(x) * i128::from(self.num);
        let d = i128::from(self.den);
        (p.div_euclid(d) + i128::from(p.rem_euclid(d) != 0)) as i64
    }

    /// ⌊x · factor⌋ (halving rounds down, I5).
    pub fn floor(self, x: i64) -> i64 {
        (i128::from(x) * i128::from(self.num)).div_euclid(i128::from(self.den)) as i64
    }
}

impl fmt::Display for Factor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

/// The settings of a game that derive from its Style (I1, I5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Settings {
    /// The game's Style.
    pub style: Style,
    /// Practicality = −⌈TI × this⌉.
    pub practicality: Factor,
    /// Cognizance = +⌈TI × this⌉.
    pub cognizance: Factor,
    /// The Difficulty of a Nodule's follow-up roll is ⌊Difficulty × this⌋ (the Outcome
    /// named for an automatic success, the Weird Tale Difficulty of an authorship, the
    /// victim's Difficulty of a Fortune).
    pub nodule_scale: Factor,
}

impl Settings {
    /// The rules file's defaults for `style`: Pulp ⅓, ½, ×½; Weird ½, ½, ×1; Shocking
    /// 1, 1, ×2 (the Shocking factors of Insight are an assumption of the rules file).
    pub fn new(style: Style) -> Settings {
        let (practicality, cognizance, nodule_scale) = match style {
            Style::Pulp => (Factor::THIRD, Factor::HALF, Factor::HALF),
            Style::Weird => (Factor::HALF, Factor::HALF, Factor::ONE),
            Style::Shocking => (Factor::ONE, Factor::ONE, Factor::TWO),
        };
        Settings {
            style,
            practicality,
            cognizance,
            nodule_scale,
        }
    }

    /// Practicality at `ti`: 0 or negative.
    pub fn practicality(&self, ti: u32) -> i64 {
        -self.practicality.ceil(i64::from(ti))
    }

    /// Cognizance at `ti`: 0 or positive.
    pub fn cognizance(&self, ti: u32) -> i64 {
        self.cognizance.ceil(i64::from(ti))
    }

    /// Practicality at `ti` as a Trait named "Practicality".
    pub fn practicality_trait(&self, ti: u32) -> Trait {
        Trait::new(PRACTICALITY, self.practicality(ti))
    }

    /// Cognizance at `ti` as a Trait named "Cognizance".
    pub fn cognizance_trait(&self, ti: u32) -> Trait {
        Trait::new(COGNIZANCE, self.cognizance(ti))
    }

    /// The Difficulty of a Nodule's follow-up roll for `base` (I5).
    pub fn nodule_difficulty(&self, base: i64) -> Difficulty {
        Difficulty(self.nodule_scale.floor(base))
    }
}

impl Default for Settings {
    /// Weird Tale, the seed's own Style.
    fn default() -> Self {
        Settings::new(Style::Weird)
    }
}

/// The name of the Practicality Trait.
pub const PRACTICALITY: &str = "Practicality";
/// The name of the Cognizance Trait.
pub const COGNIZANCE: &str = "Cognizance";
