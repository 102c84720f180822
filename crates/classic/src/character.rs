//! Characters on the 3–18 scale (A1–A3) and the damage bonus (K6).

use keeper_dice::DiceSource;

use crate::dice::sum;
use crate::error::Error;

/// The eight characteristics on the 3–18 scale (A1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Characteristics {
    /// Strength (3D6).
    pub str: i64,
    /// Constitution (3D6).
    pub con: i64,
    /// Size (2D6+6).
    pub siz: i64,
    /// Intelligence (2D6+6).
    pub int: i64,
    /// Power (3D6).
    pub pow: i64,
    /// Dexterity (3D6).
    pub dex: i64,
    /// Appearance (3D6).
    pub app: i64,
    /// Education (3D6+3).
    pub edu: i64,
}

impl Characteristics {
    /// Rolls a new set (A1), in the order STR, CON, SIZ, INT, POW, DEX, APP, EDU:
    /// 3D6, 3D6, 2D6+6, 2D6+6, 3D6, 3D6, 3D6, 3D6+3.
    pub fn roll(dice: &mut dyn DiceSource) -> Result<Characteristics, Error> {
        let mut d = |n, plus| -> Result<i64, Error> { Ok(i64::from(sum(dice, n, 6)?) + plus) };
        Ok(Characteristics {
            str: d(3, 0)?,
            con: d(3, 0)?,
            siz: d(2, 6)?,
            int: d(2, 6)?,
            pow: d(3, 0)?,
            dex: d(3, 0)?,
            app: d(3, 0)?,
            edu: d(3, 3)?,
        })
    }

    /// The characteristics in the order of [`Characteristics::NAMES`].
    pub fn values(&self) -> [i64; 8] {
        [
            self.str, self.con, self.siz, self.int, self.pow, self.dex, self.app, self.edu,
        ]
    }

    /// The names on the wire, in the order of [`Characteristics::values`].
    pub const NAMES: [&'static str; 8] = ["STR", "CON", "SIZ", "INT", "POW", "DEX", "APP", "EDU"];

    /// The values derived from these (A2, K6).
    pub fn derived(&self) -> Derived {
        Derived {
            hp: (self.con + self.siz + 1).div_euclid(2),
            mp: self.pow,
            san: self.pow * 5,
            luck: self.pow * 5,
            idea: self.int * 5,
            know: (self.edu * 5).min(99),
            db: DamageBonus::of(self.str + self.siz),
        }
    }
}

/// What A2 and K6 derive from the characteristics.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Derived {
    /// Hit points: ⌈(CON + SIZ) / 2⌉.
    pub hp: i64,
    /// Magic Points: POW.
    pub mp: i64,
    /// Starting Sanity: POW × 5.
    pub san: i64,
    /// Luck: POW × 5.
    pub luck: i64,
    /// Idea: INT × 5.
    pub idea: i64,
    /// Know: EDU × 5, at most 99.
    pub know: i64,
    /// Damage bonus (K6).
    pub db: DamageBonus,
}

/// A damage bonus: a number of dice of a size with a sign, or none (K6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DamageBonus {
    /// −1, 0 or +1.
    pub sign: i64,
    /// How many dice.
    pub dice: u32,
    /// Their size (6 or 4; 3 or 2 when halved for a thrown object).
    pub sides: u32,
}

impl DamageBonus {
    /// No bonus.
    pub const NONE: DamageBonus = DamageBonus {
        sign: 0,
        dice: 0,
        sides: 0,
    };

    /// The bonus of STR + SIZ (K6): 2–12 −1D6; 13–16 −1D4; 17–24 +0; 25–32 +1D4;
    /// 33–40 +1D6; 41–56 +2D6; then +1D6 per further 16 (57–72 +3D6 … 169–184 +10D6,
    /// the seed's "179" read as 169, and on past the table as BRP does). Below 2 counts
    /// as 2–12.
    pub fn of(str_siz: i64) -> DamageBonus {
        let d = |sign, dice, sides| DamageBonus { sign, dice, sides };
        match str_siz {
            i64::MIN..=12 => d(-1, 1, 6),
            13..=16 => d(-1, 1, 4),
            17..=24 => DamageBonus::NONE,
            25..=32 => d(1, 1, 4),
            33..=40 => d(1, 1, 6),
            _ => d(1, (2 + (str_siz - 41) / 16).min(1_000) as u32, 6),
        }
    }

    /// Half the bonus, for a thrown object (K6): half the dice, 1D6 → 1D3,
    /// 2D6 → 1D6, 1D4 → 1D2, 3D6 → 1D6+1D3 (an odd count keeps half a die as a d3).
    pub fn halved(self) -> HalfBonus {
        if self.dice == 0 {
            return HalfBonus {
                sign: 0,
                d6: 0,
                half_die: None,
            };
        }
        match self.sides {
            4 => HalfBonus {
                sign: self.sign,
                d6: 0,
                half_die: Some(2),
            },
            _ => HalfBonus {
                sign: self.sign,
                d6: self.dice / 2,
                half_die: (self.dice % 2 == 1).then_some(3),
            },
        }
    }

    /// The bonus as dice notation: `+1D4`, `-1D6`, `0`, `+2D6`.
    pub fn notation(self) -> String {
        match self.sign {
            0 => "0".to_owned(),
            s => format!(
                "{}{}D{}",
                if s < 0 { "-" } else { "+" },
                self.dice,
                self.sides
            ),
        }
    }
}

/// Half a damage bonus, for thrown objects (K6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HalfBonus {
    /// −1, 0 or +1.
    pub sign: i64,
    /// Whole d6s.
    pub d6: u32,
    /// One further die of this size (3 or 2), for an odd count or a halved d4.
    pub half_die: Option<u32>,
}

impl HalfBonus {
    /// As dice notation: `+1D3`, `+1D6`, `-1D2`, `+1D6+1D3`, `0`.
    pub fn notation(self) -> String {
        if self.sign == 0 {
            return "0".to_owned();
        }
        let s = if self.sign < 0 { "-" } else { "+" };
        let mut out = String::new();
        if self.d6 > 0 {
            out.push_str(&format!("{s}{}D6", self.d6));
        }
        if let Some(h) = self.half_die {
            out.push_str(&format!("{s}1D{h}"));
        }
        out
    }
}

/// A classic investigator converted to 7th edition (A3).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Converted {
    /// Every characteristic × 5, in the order of [`Characteristics::NAMES`].
    pub characteristics: [i64; 8],
    /// 3D6 × 5, rolled anew.
    pub luck: i64,
    /// ⌊(CON + SIZ) / 10⌋ on the new values.
    pub hp: i64,
    /// The 7th-edition damage bonus, as notation (`"+1D4"`, `"0"`, `"-1"`).
    pub db: String,
    /// The 7th-edition Build.
    pub build: i64,
    /// Magic Points, carried over.
    pub mp: i64,
    /// Current Sanity, carried over.
    pub san: i64,
}

/// Converts to 7th edition (A3): characteristics × 5, Luck 3D6 × 5 (three d6 from
/// `dice`), HP ⌊(CON + SIZ) / 10⌋, damage bonus and Build from the 7th-edition table,
/// MP and current Sanity carried over. Skill percentages are kept as they are.
pub fn convert_to_7e(
    c: &Characteristics,
    mp: i64,
    san: i64,
    dice: &mut dyn DiceSource,
) -> Result<Converted, Error> {
    let v = c.values().map(|x| x * 5);
    let luck = i64::from(sum(dice, 3, 6)?) * 5;
    let (db, build) = db_build_7e(v[0] + v[2]);
    Ok(Converted {
        characteristics: v,
        luck,
        hp: (v[1] + v[2]) / 10,
        db,
        build,
        mp,
        san,
    })
}

/// The 7th-edition damage bonus and Build of STR + SIZ on the 1–100 scale.
pub fn db_build_7e(str_siz: i64) -> (String, i64) {
    match str_siz {
        i64::MIN..=64 => ("-2".to_owned(), -2),
        65..=84 => ("-1".to_owned(), -1),
        85..=124 => ("0".to_owned(), 0),
        125..=164 => ("+1D4".to_owned(), 1),
        165..=204 => ("+1D6".to_owned(), 2),
        _ => {
            let n = 2 + (str_siz - 205) / 80;
            (format!("+{n}D6"), n + 1)
        }
    }
}
