//! The weapons of a classic game: each one's skill, base chance, damage and nature
//! (pointed or blunt, K5; melee, thrown or firearm, K2, K6), and how an attack written
//! in a stat block (`Knife 40%, damage 1D4+db`, `Claw 30%`) is read as one of them.
//!
//! Seed 004 names only Brawl (K7) and says a pointed weapon impales; the others are
//! classic Call of Cthulhu's usual figures, the project's choice (docs/rules/classic.md
//! lists them). A firearm's bullet impales and adds no damage bonus; a shotgun's pellets
//! do not impale.

use crate::combat::{Incoming, Unarmed};
use crate::error::Error;
use crate::options::Options;

/// How a weapon reaches its target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reach {
    /// Bare hands, feet, head: parried bare-handed without a DEX roll (K2).
    Unarmed,
    /// A weapon in hand: parried with a weapon, or bare-handed with a DEX×5 roll (K2).
    Melee,
    /// Thrown: a missile, parried only with a special result unless with a shield (K2);
    /// half the damage bonus (K6).
    Thrown,
    /// A firearm: no parry and no Dodge; no damage bonus.
    Firearm,
}

impl Reach {
    /// What the defender meets (K2); `None` for a firearm, which nobody parries or
    /// dodges.
    pub fn incoming(self) -> Option<Incoming> {
        match self {
            Reach::Unarmed => Some(Incoming::Unarmed),
            Reach::Melee => Some(Incoming::MeleeWeapon),
            Reach::Thrown => Some(Incoming::Missile),
            Reach::Firearm => None,
        }
    }

    /// The name on the wire: `unarmed`, `melee`, `thrown`, `firearm`.
    pub fn as_str(self) -> &'static str {
        match self {
            Reach::Unarmed => "unarmed",
            Reach::Melee => "melee",
            Reach::Thrown => "thrown",
            Reach::Firearm => "firearm",
        }
    }
}

/// A weapon of a classic game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClassicWeapon {
    /// Its name (`small_knife`).
    pub name: &'static str,
    /// The skill it is used with, as a sheet names it (English first, then the forum's
    /// Portuguese: `Knife`, `Faca`).
    pub skills: &'static [&'static str],
    /// The skill's base chance, for a sheet without it.
    pub base: i64,
    /// Its damage before the bonus.
    pub damage: &'static str,
    /// Pointed: a special attack impales (K5).
    pub pointed: bool,
    /// How it reaches its target.
    pub reach: Reach,
}

impl ClassicWeapon {
    /// Whether the wielder's damage bonus adds: in melee whole, thrown half (K6), never
    /// to a firearm.
    pub fn adds_db(&self) -> bool {
        self.reach != Reach::Firearm
    }
}

const fn weapon(
    name: &'static str,
    skills: &'static [&'static str],
    base: i64,
    damage: &'static str,
    pointed: bool,
    reach: Reach,
) -> ClassicWeapon {
    ClassicWeapon {
        name,
        skills,
        base,
        damage,
        pointed,
        reach,
    }
}

/// The unarmed attacks: Brawl under the house rule (K7), Fist, Head Butt and Kick
/// without it.
const UNARMED: &[(Unarmed, ClassicWeapon)] = &[
    (
        Unarmed::Brawl,
        weapon(
            "brawl",
            &["Brawl", "Briga"],
            50,
            "1D6",
            false,
            Reach::Unarmed,
        ),
    ),
    (
        Unarmed::Fist,
        weapon(
            "fist",
            &["Fist", "Fist/Punch", "Punch", "Soco"],
            50,
            "1D3",
            false,
            Reach::Unarmed,
        ),
    ),
    (
        Unarmed::HeadButt,
        weapon(
            "head_butt",
            &["Head Butt", "Cabeçada"],
            10,
            "1D4",
            false,
            Reach::Unarmed,
        ),
    ),
    (
        Unarmed::Kick,
        weapon("kick", &["Kick", "Chute"], 25, "1D6", false, Reach::Unarmed),
    ),
];

/// The weapons in hand.
const ARMED: &[ClassicWeapon] = &[
    weapon(
        "small_knife",
        &["Knife", "Faca"],
        25,
        "1D4",
        true,
        Reach::Melee,
    ),
    weapon(
        "large_knife",
        &["Knife", "Faca"],
        25,
        "1D6",
        true,
        Reach::Melee,
    ),
    weapon("club", &["Club", "Porrete"], 25, "1D6", false, Reach::Melee),
    weapon(
        "hatchet",
        &["Axe", "Machado"],
        20,
        "1D6+1",
        false,
        Reach::Melee,
    ),
    weapon(
        "sword",
        &["Sword", "Espada"],
        15,
        "1D8+1",
        true,
        Reach::Melee,
    ),
    weapon("spear", &["Spear", "Lança"], 5, "1D8+1", true, Reach::Melee),
    weapon(
        "thrown_rock",
        &["Throw", "Arremessar"],
        25,
        "1D4",
        false,
        Reach::Thrown,
    ),
    weapon(
        "revolver_38",
        &["Handgun", "Revólver"],
        20,
        "1D10",
        true,
        Reach::Firearm,
    ),
    weapon(
        "revolver_45",
        &["Handgun", "Revólver"],
        20,
        "1D10+2",
        true,
        Reach::Firearm,
    ),
    weapon(
        "rifle",
        &["Rifle", "Fuzil"],
        25,
        "2D6+3",
        true,
        Reach::Firearm,
    ),
    weapon(
        "shotgun",
        &["Shotgun", "Espingarda"],
        30,
        "4D6",
        false,
        Reach::Firearm,
    ),
];

/// The weapons of a game with `options`: its unarmed attacks (K7), then the rest.
pub fn weapons(options: &Options) -> Vec<ClassicWeapon> {
    UNARMED
        .iter()
        .filter(|(u, _)| u.damage(options).is_ok())
        .map(|(_, w)| *w)
        .chain(ARMED.iter().copied())
        .collect()
}

/// The weapon called `name` in a game with `options` (`small_knife`; spaces, hyphens
/// and case as a player writes them). An unarmed attack the game's house rule replaces
/// is refused with the rules' reason.
pub fn weapon_named(name: &str, options: &Options) -> Result<Option<ClassicWeapon>, Error> {
    let key = name.trim().to_lowercase().replace([' ', '-'], "_");
    for (u, w) in UNARMED {
        if w.name == key {
            u.damage(options)?;
            return Ok(Some(*w));
        }
    }
    Ok(ARMED.iter().find(|w| w.name == key).copied())
}

/// Words that name a weapon in a stat block's attack, with what the attack then is.
/// Anything else (Claw, Bite, Tentacle) is a natural attack: unarmed and blunt.
const WORDS: &[(&str, bool, Reach)] = &[
    ("knife", true, Reach::Melee),
    ("faca", true, Reach::Melee),
    ("dagger", true, Reach::Melee),
    ("adaga", true, Reach::Melee),
    ("punhal", true, Reach::Melee),
    ("sword", true, Reach::Melee),
    ("espada", true, Reach::Melee),
    ("spear", true, Reach::Melee),
    ("lança", true, Reach::Melee),
    ("bayonet", true, Reach::Melee),
    ("baioneta", true, Reach::Melee),
    ("rapier", true, Reach::Melee),
    ("club", false, Reach::Melee),
    ("porrete", false, Reach::Melee),
    ("axe", false, Reach::Melee),
    ("machado", false, Reach::Melee),
    ("hatchet", false, Reach::Melee),
    ("staff", false, Reach::Melee),
    ("cajado", false, Reach::Melee),
    ("arrow", true, Reach::Thrown),
    ("flecha", true, Reach::Thrown),
    ("bow", true, Reach::Thrown),
    ("arco", true, Reach::Thrown),
    ("javelin", true, Reach::Thrown),
    ("dardo", true, Reach::Thrown),
    ("rock", false, Reach::Thrown),
    ("pedra", false, Reach::Thrown),
    ("thrown", false, Reach::Thrown),
    ("shotgun", false, Reach::Firearm),
    ("espingarda", false, Reach::Firearm),
    ("revolver", true, Reach::Firearm),
    ("revólver", true, Reach::Firearm),
    ("pistol", true, Reach::Firearm),
    ("pistola", true, Reach::Firearm),
    ("handgun", true, Reach::Firearm),
    ("rifle", true, Reach::Firearm),
    ("fuzil", true, Reach::Firearm),
    ("gun", true, Reach::Firearm),
];

/// What an attack named `name` in a stat block is: pointed or not, and how it reaches
/// its target. The first weapon word in the name decides (`Knife`, `Rusty dagger`,
/// `.38 revolver`); a name without one is a natural attack.
pub fn attack_named(name: &str) -> (bool, Reach) {
    let lower = name.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    for w in words {
        if let Some((_, pointed, reach)) = WORDS.iter().find(|(k, _, _)| *k == w) {
            return (*pointed, *reach);
        }
    }
    (false, Reach::Unarmed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brawl_replaces_the_other_unarmed_attacks_under_the_house_rule() {
        let forum = Options::default();
        let names: Vec<&str> = weapons(&forum).iter().map(|w| w.name).collect();
        assert!(names.contains(&"brawl"));
        assert!(!names.contains(&"fist"));
        assert_eq!(
            weapon_named("Head Butt", &forum),
            Err(Error::ReplacedByBrawl)
        );
        let plain = Options::plain();
        let names: Vec<&str> = weapons(&plain).iter().map(|w| w.name).collect();
        assert!(!names.contains(&"brawl") && names.contains(&"kick"));
        assert_eq!(
            weapon_named("head-butt", &plain).unwrap().map(|w| w.damage),
            Some("1D4")
        );
    }

    #[test]
    fn a_firearm_adds_no_damage_bonus_and_a_shotgun_does_not_impale() {
        let forum = Options::default();
        let rifle = weapon_named("Rifle", &forum).unwrap().unwrap();
        assert!(rifle.pointed && !rifle.adds_db());
        let shotgun = weapon_named("shotgun", &forum).unwrap().unwrap();
        assert!(!shotgun.pointed && shotgun.reach.incoming().is_none());
        let rock = weapon_named("thrown rock", &forum).unwrap().unwrap();
        assert_eq!(rock.reach.incoming(), Some(Incoming::Missile));
        assert!(rock.adds_db());
        assert_eq!(weapon_named("lightsaber", &forum), Ok(None));
    }

    #[test]
    fn a_stat_blocks_attack_is_read_by_its_weapon_word() {
        assert_eq!(attack_named("Knife"), (true, Reach::Melee));
        assert_eq!(attack_named("Rusty Dagger"), (true, Reach::Melee));
        assert_eq!(attack_named("Faca"), (true, Reach::Melee));
        assert_eq!(attack_named(".38 Revolver"), (true, Reach::Firearm));
        assert_eq!(attack_named("Shotgun"), (false, Reach::Firearm));
        assert_eq!(attack_named("Club"), (false, Reach::Melee));
        assert_eq!(attack_named("Claw"), (false, Reach::Unarmed));
        assert_eq!(attack_named("Bite"), (false, Reach::Unarmed));
        // A word inside another is not a weapon: "Gunther's fist" is no gun.
        assert_eq!(attack_named("Gunther's fist"), (false, Reach::Unarmed));
    }
}
