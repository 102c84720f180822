//! The eight characteristics (C1, C2) and the values derived from them: Luck (C4),
//! magic points (C5), Damage Bonus and Build (C6), hit points (C7).

use keeper_dice::{DiceSource, Die};

use crate::error::Error;

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
