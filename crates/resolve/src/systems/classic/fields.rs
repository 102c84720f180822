//! What several classic actions share on the wire: the house-rule `options`, the
//! characteristics, a skill list and the closed name sets, decoded from the request.
//! Ranges are checked after decoding, with the actions' messages.

use std::fmt;
use std::marker::PhantomData;

use keeper_classic::combat::{Defence, Incoming, Unarmed};
use keeper_classic::health::Treatment;
use keeper_classic::{Characteristics, HouseRule, Level, Options};
use serde::Deserialize;
use serde::de::value::MapAccessDeserializer;
use serde::de::{self, MapAccess, SeqAccess, Visitor};

use super::MAX;
use crate::error::ResolveError;
use crate::request::within;

/// `n` when it lies in `min..=max`; otherwise `bad_field` naming `field` with the range.
pub(super) fn ranged(n: i64, field: &str, min: i64, max: i64) -> Result<i64, ResolveError> {
    within(n, field, min, max, "resolve-expected-integer")
}

/// [`ranged`] for an optional field.
pub(super) fn opt_ranged(
    n: Option<i64>,
    field: &str,
    min: i64,
    max: i64,
) -> Result<Option<i64>, ResolveError> {
    n.map(|n| ranged(n, field, min, max)).transpose()
}

// ---------------------------------------------------------------------------------
// House rules.

/// `options`: `"forum"` (the default), `"plain"`, or `{"preset"?, rule: bool, …}`.
pub(crate) enum OptionsField<'a> {
    Preset(&'a str),
    Rules(RulesFields<'a>),
    /// Another kind of value: refused by [`options`] with the options message.
    Other,
}

/// The object form of `options`: a preset and the rules changed from it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RulesFields<'a> {
    preset: Option<&'a str>,
    advanced_blocking: Option<bool>,
    brawl: Option<bool>,
    several_attacks: Option<bool>,
    mp_reroll: Option<bool>,
    luck_spending: Option<bool>,
    meditation: Option<bool>,
}

impl<'de: 'a, 'a> Deserialize<'de> for OptionsField<'a> {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct OptionsVisitor<'a>(PhantomData<&'a ()>);

        impl<'de: 'a, 'a> Visitor<'de> for OptionsVisitor<'a> {
            type Value = OptionsField<'a>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a preset name or an object of house rules")
            }

            fn visit_borrowed_str<E: de::Error>(self, s: &'de str) -> Result<Self::Value, E> {
                Ok(OptionsField::Preset(s))
            }

            fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<Self::Value, M::Error> {
                RulesFields::deserialize(MapAccessDeserializer::new(map)).map(OptionsField::Rules)
            }

            fn visit_bool<E: de::Error>(self, _: bool) -> Result<Self::Value, E> {
                Ok(OptionsField::Other)
            }

            fn visit_i64<E: de::Error>(self, _: i64) -> Result<Self::Value, E> {
                Ok(OptionsField::Other)
            }

            fn visit_u64<E: de::Error>(self, _: u64) -> Result<Self::Value, E> {
                Ok(OptionsField::Other)
            }

            fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
                Ok(OptionsField::Other)
            }

            fn visit_seq<S: SeqAccess<'de>>(self, _: S) -> Result<Self::Value, S::Error> {
                Ok(OptionsField::Other)
            }
        }

        d.deserialize_any(OptionsVisitor(PhantomData))
    }
}

/// The house rules `field` asks for (every one by default).
pub(crate) fn options(field: Option<&OptionsField<'_>>) -> Result<Options, ResolveError> {
    let bad = || ResolveError::bad_field("options", "classic-expected-options");
    let preset = |name: Option<&str>| match name {
        None => Ok(Options::forum()),
        Some(name) => Options::preset(name).map_err(|_| bad()),
    };
    match field {
        None => Ok(Options::forum()),
        Some(OptionsField::Preset(name)) => preset(Some(name)),
        Some(OptionsField::Rules(r)) => {
            let mut o = preset(r.preset)?;
            for (rule, on) in [
                (HouseRule::AdvancedBlocking, r.advanced_blocking),
                (HouseRule::Brawl, r.brawl),
                (HouseRule::SeveralAttacks, r.several_attacks),
                (HouseRule::MagicPointReroll, r.mp_reroll),
                (HouseRule::LuckSpending, r.luck_spending),
                (HouseRule::Meditation, r.meditation),
            ] {
                if let Some(on) = on {
                    o.set(rule, on);
                }
            }
            Ok(o)
        }
        Some(OptionsField::Other) => Err(bad()),
    }
}

// ---------------------------------------------------------------------------------
// Characteristics and skills.

/// `{STR, CON, SIZ, INT, POW, DEX, APP, EDU}`, each 1–100.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct CharacteristicsFields {
    #[serde(rename = "STR")]
    str: i64,
    #[serde(rename = "CON")]
    con: i64,
    #[serde(rename = "SIZ")]
    siz: i64,
    #[serde(rename = "INT")]
    int: i64,
    #[serde(rename = "POW")]
    pow: i64,
    #[serde(rename = "DEX")]
    dex: i64,
    #[serde(rename = "APP")]
    app: i64,
    #[serde(rename = "EDU")]
    edu: i64,
}

impl CharacteristicsFields {
    /// The characteristics, each checked in range (`at` is the object's path).
    pub(super) fn checked(&self, at: &str) -> Result<Characteristics, ResolveError> {
        let get = |k: &str, v: i64| ranged(v, &format!("{at}.{k}"), 1, 100);
        Ok(Characteristics {
            str: get("STR", self.str)?,
            con: get("CON", self.con)?,
            siz: get("SIZ", self.siz)?,
            int: get("INT", self.int)?,
            pow: get("POW", self.pow)?,
            dex: get("DEX", self.dex)?,
            app: get("APP", self.app)?,
            edu: get("EDU", self.edu)?,
        })
    }
}

/// Skill names and percents, in the order given (names are free: any skill, in any
/// language keeper speaks).
pub(super) struct Skills(pub(super) Vec<(String, i64)>);

impl Skills {
    /// Checks every percent is within 0–MAX (`at` is the object's path).
    pub(super) fn check(&self, at: &str) -> Result<(), ResolveError> {
        for (k, v) in &self.0 {
            ranged(*v, &format!("{at}.{k}"), 0, MAX)?;
        }
        Ok(())
    }
}

impl<'de> Deserialize<'de> for Skills {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct SkillsVisitor;

        impl<'de> Visitor<'de> for SkillsVisitor {
            type Value = Skills;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object of skill names and whole numbers")
            }

            fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<Skills, M::Error> {
                let mut list = Vec::new();
                while let Some(entry) = map.next_entry::<String, i64>()? {
                    list.push(entry);
                }
                Ok(Skills(list))
            }
        }

        d.deserialize_map(SkillsVisitor)
    }
}

// ---------------------------------------------------------------------------------
// Closed name sets: a name outside one is bad_field on its field.

/// A level: `critical`, `special`, `success`, `failure`, `fumble`.
#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
pub(super) enum LevelName {
    Critical,
    Special,
    Success,
    Failure,
    Fumble,
}

impl From<LevelName> for Level {
    fn from(l: LevelName) -> Level {
        match l {
            LevelName::Critical => Level::Critical,
            LevelName::Special => Level::Special,
            LevelName::Success => Level::Success,
            LevelName::Failure => Level::Failure,
            LevelName::Fumble => Level::Fumble,
        }
    }
}

/// A defence (K3): `parry` or `dodge`.
#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
pub(super) enum ResponseName {
    Parry,
    Dodge,
}

impl From<ResponseName> for Defence {
    fn from(r: ResponseName) -> Defence {
        match r {
            ResponseName::Parry => Defence::Parry,
            ResponseName::Dodge => Defence::Dodge,
        }
    }
}

/// What is parried (K4): `melee` (the default), `unarmed`, `missile`.
#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
pub(super) enum IncomingName {
    Melee,
    Unarmed,
    Missile,
}

impl From<IncomingName> for Incoming {
    fn from(i: IncomingName) -> Incoming {
        match i {
            IncomingName::Melee => Incoming::MeleeWeapon,
            IncomingName::Unarmed => Incoming::Unarmed,
            IncomingName::Missile => Incoming::Missile,
        }
    }
}

/// An unarmed attack (K7): `brawl`, `fist`, `head_butt`, `kick`.
#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
pub(super) enum UnarmedName {
    Brawl,
    Fist,
    HeadButt,
    Kick,
}

impl From<UnarmedName> for Unarmed {
    fn from(u: UnarmedName) -> Unarmed {
        match u {
            UnarmedName::Brawl => Unarmed::Brawl,
            UnarmedName::Fist => Unarmed::Fist,
            UnarmedName::HeadButt => Unarmed::HeadButt,
            UnarmedName::Kick => Unarmed::Kick,
        }
    }
}

/// A treatment (H1): `first_aid` or `medicine`.
#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
pub(super) enum TreatmentName {
    FirstAid,
    Medicine,
}

impl From<TreatmentName> for Treatment {
    fn from(t: TreatmentName) -> Treatment {
        match t {
            TreatmentName::FirstAid => Treatment::FirstAid,
            TreatmentName::Medicine => Treatment::Medicine,
        }
    }
}
