//! What a fighter brings to an exchange, read from its sheet or stat block: a blow's
//! value, weapon and damage bonus (K4), Dodge, Brawl, Build, CON, armour and wounds.

use std::sync::OnceLock;

use keeper_coc7::same_weapon_name;
use keeper_resolve::Outcome;
use keeper_resolve::results::coc7::{Coc7Outcome, WeaponEntry};
use serde_json::{Map, Value, json};

use super::Fighter;
use crate::npcs::{CharacterKind, NpcBlock};
use crate::{Character, Derived};

/// What a fighter brings to an exchange: one blow's numbers.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Blow {
    pub(super) value: i64,
    pub(super) weapon: String,
    pub(super) db: String,
    pub(super) impaling: bool,
    pub(super) firearm: bool,
    /// A firearm's rounds when full, and its malfunction number (K4, `[7e]`).
    pub(super) ammo: Option<u32>,
    pub(super) malfunction: Option<u32>,
    /// The gun it fires from: a shotgun at close range is the shotgun.
    pub(super) gun: String,
}

/// The numbers the rules need from a character's sheet or stat block.
pub(super) struct Combatant<'a>(pub(super) &'a Character);

impl Combatant<'_> {
    pub(super) fn derived(&self) -> &Derived {
        &self.0.derived
    }

    pub(super) fn dex(&self) -> i64 {
        self.derived().characteristic("DEX").unwrap_or(0)
    }

    pub(super) fn db(&self) -> String {
        match self.derived() {
            Derived::Coc7(s) => s.db.clone(),
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Coc7(b) => b.db.clone().unwrap_or_else(|| "0".into()),
                _ => "0".into(),
            },
            _ => "0".into(),
        }
    }

    pub(super) fn attacks_per_round(&self) -> u32 {
        match self.derived() {
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Coc7(b) => b.attacks_per_round.max(1),
                NpcBlock::Classic(b) => u32::try_from(b.attacks_per_round.max(1)).unwrap_or(1),
                _ => 1,
            },
            _ => 1,
        }
    }

    /// The names it can attack with: an NPC's attacks; an investigator's weapons on
    /// the sheet (Unarmed first), then K4's others, picked up at the table.
    pub(super) fn attacks(&self) -> Vec<String> {
        match self.derived() {
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Coc7(b) => b.attacks.iter().map(|a| a.name.clone()).collect(),
                _ => Vec::new(),
            },
            Derived::Coc7(s) => {
                let carried = |name: &str| {
                    s.weapons
                        .iter()
                        .any(|w| same_weapon_name(&w.weapon.name, name))
                };
                s.weapons
                    .iter()
                    .map(|w| w.weapon.name.clone())
                    .chain(
                        weapons()
                            .iter()
                            .map(|w| w.name.clone())
                            .filter(|n| !carried(n)),
                    )
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    /// The blow of its attack `with`: an NPC's attack by name (its `DB` token its damage
    /// bonus), or a K4 weapon at the value of the weapon's skill on the sheet.
    pub(super) fn blow(&self, with: &str) -> Option<Blow> {
        if let Derived::Npc(b) = self.derived()
            && let NpcBlock::Coc7(block) = b.as_ref()
        {
            let a = block
                .attacks
                .iter()
                .find(|a| a.name.eq_ignore_ascii_case(with.trim()))?;
            let (dice, with_db) = strip_db(&a.damage);
            // An attack named as a K4 weapon ("Handgun") is that weapon: it impales or
            // fires as the weapon does.
            let named = weapon(&a.name);
            return Some(Blow {
                value: i64::from(a.value),
                weapon: dice,
                db: if with_db { self.db() } else { "0".into() },
                impaling: named.is_some_and(|w| w.impaling),
                firearm: named.is_some_and(|w| w.firearm),
                ammo: named.and_then(|w| w.ammo),
                malfunction: named.and_then(|w| w.malfunction),
                gun: named.map_or_else(|| a.name.clone(), |w| gun(&w.name).to_owned()),
            });
        }
        // A weapon on the sheet, at its skill's value, before K4's of the same name.
        if let Derived::Coc7(s) = self.derived()
            && let Some(w) = s
                .weapons
                .iter()
                .find(|w| same_weapon_name(&w.weapon.name, with))
        {
            return Some(Blow {
                value: i64::from(w.value),
                weapon: w.weapon.damage.clone(),
                db: w.db.clone(),
                impaling: w.weapon.impaling,
                firearm: w.weapon.firearm,
                ammo: w.weapon.ammo,
                malfunction: w.weapon.malfunction,
                gun: w.weapon.name.clone(),
            });
        }
        let w = weapon(with)?;
        Some(Blow {
            value: self.derived().value(&w.skill).unwrap_or(0),
            weapon: w.name.clone(),
            db: if w.adds_db { self.db() } else { "0".into() },
            impaling: w.impaling,
            firearm: w.firearm,
            ammo: w.ammo,
            malfunction: w.malfunction,
            gun: gun(&w.name).to_owned(),
        })
    }

    pub(super) fn dodge(&self) -> i64 {
        self.derived()
            .value("Dodge")
            .unwrap_or_else(|| self.dex() / 2)
    }

    /// Fighting back: an NPC with its first attack, an investigator unarmed with Brawl.
    pub(super) fn fight_back(&self) -> Blow {
        if let Derived::Npc(b) = self.derived()
            && let NpcBlock::Coc7(block) = b.as_ref()
            && let Some(a) = block.attacks.first()
            && let Some(blow) = self.blow(&a.name)
        {
            return blow;
        }
        self.blow("unarmed").unwrap_or(Blow {
            value: 0,
            weapon: "unarmed".into(),
            db: self.db(),
            impaling: false,
            firearm: false,
            ammo: None,
            malfunction: None,
            gun: "unarmed".into(),
        })
    }

    /// A maneuver's skill (K8): Fighting (Brawl), or an NPC's first attack.
    pub(super) fn brawl(&self) -> i64 {
        self.fight_back().value
    }

    pub(super) fn build(&self) -> i64 {
        match self.derived() {
            Derived::Coc7(s) => i64::from(s.build),
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Coc7(b) => i64::from(b.build.unwrap_or(0)),
                _ => 0,
            },
            _ => 0,
        }
    }

    pub(super) fn con(&self) -> i64 {
        self.derived().characteristic("CON").unwrap_or(0)
    }

    /// Armour points (an NPC's block), taken off each hit.
    pub(super) fn armor(&self) -> u32 {
        match self.derived() {
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Coc7(b) => b.armor,
                NpcBlock::Classic(b) => u32::try_from(b.armor).unwrap_or(0),
                _ => 0,
            },
            _ => 0,
        }
    }

    /// Whether its block says firearms and projectiles do it half damage (the ghoul's).
    pub(super) fn halves_missiles(&self) -> bool {
        match self.derived() {
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Coc7(b) => b.missiles_halved,
                NpcBlock::Classic(b) => b.missiles_halved,
                _ => false,
            },
            _ => false,
        }
    }

    /// The wound state as the `damage` action reads it (H1–H5).
    pub(super) fn health(&self) -> Option<Map<String, Value>> {
        let v = match self.derived() {
            Derived::Coc7(s) => json!({
                "hp": s.hp, "max_hp": s.max_hp, "major_wound": s.major_wound,
                "unconscious": s.unconscious, "dying": s.dying,
                "needs_medicine": s.needs_medicine, "dead": s.dead,
            }),
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Coc7(b) => match (b.health, b.hp) {
                    (Some(h), _) => json!({
                        "hp": h.hp, "max_hp": h.max_hp, "major_wound": h.major_wound,
                        "unconscious": h.unconscious, "dying": h.dying,
                        "needs_medicine": h.needs_medicine, "dead": h.dead,
                    }),
                    (None, Some(hp)) => json!({"hp": hp, "max_hp": hp}),
                    (None, None) => return None,
                },
                _ => return None,
            },
            _ => return None,
        };
        match v {
            Value::Object(m) => Some(m),
            _ => None,
        }
    }

    /// Dying (H4), not dead and not yet stabilised by First Aid: it rolls CON at the
    /// round's ends.
    pub(super) fn dying(&self) -> bool {
        self.health().is_some_and(|h| {
            let on = |k: &str| h.get(k) == Some(&Value::Bool(true));
            on("dying") && !on("dead") && !on("needs_medicine")
        })
    }

    /// Out of the fight: dead or unconscious (H2, H4, H5); classic: unconscious or
    /// dying (H3).
    pub(super) fn down(&self) -> bool {
        use keeper_resolve::results::classic::Condition;
        let classic = match self.derived() {
            Derived::Classic(s) => Some(s.condition),
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Classic(b) => b.health.map(|h| h.condition),
                _ => None,
            },
            _ => None,
        };
        if let Some(c) = classic {
            return c != Condition::Conscious;
        }
        self.health().is_some_and(|h| {
            h.get("dead") == Some(&Value::Bool(true))
                || h.get("unconscious") == Some(&Value::Bool(true))
        })
    }
}

/// The weapons of K4, as the rules' `weapons` action lists them.
pub fn weapons() -> &'static [WeaponEntry] {
    static WEAPONS: OnceLock<Vec<WeaponEntry>> = OnceLock::new();
    WEAPONS.get_or_init(|| {
        match keeper_resolve::answer(&json!({"system": "coc7", "action": "weapons"}))
            .map(|a| a.outcome)
        {
            Ok(Outcome::Coc7(Coc7Outcome::Weapons(w))) => w.weapons,
            _ => Vec::new(),
        }
    })
}

/// The K4 weapon called `name` (`small_knife`; spaces, hyphens and case as a player
/// writes them).
pub(super) fn weapon(name: &str) -> Option<&'static WeaponEntry> {
    weapons().iter().find(|w| same_weapon_name(&w.name, name))
}

/// The gun a K4 weapon fires from, whose rounds it spends: K4 lists the shotgun twice,
/// at close range and beyond.
pub(super) fn gun(weapon: &str) -> &str {
    match weapon {
        "shotgun_close" => "shotgun",
        w => w,
    }
}

/// `1D6+DB` → (`1D6`, true); `2D6+4` → (`2D6+4`, false). The token `DB` (any case) is
/// the wielder's damage bonus.
pub(super) fn strip_db(damage: &str) -> (String, bool) {
    let upper: String = damage
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_uppercase();
    // The token with its sign, wherever it stands: `1D6+DB`, `DB+1D6`, `DB`.
    let terms: Vec<&str> = upper.split('+').collect();
    let is_db = |t: &&str| *t == "DB";
    if !terms.iter().any(is_db) {
        return (upper, false);
    }
    let rest: Vec<&str> = terms.into_iter().filter(|t| !is_db(t)).collect();
    let rest = if rest.is_empty() {
        "0".to_owned()
    } else {
        rest.join("+")
    };
    (rest, true)
}

/// A character as it joins a fight.
pub(super) fn fighter(c: &Character, firearm: bool) -> Fighter {
    let who = Combatant(c);
    Fighter {
        character: c.id.clone(),
        name: c.name.clone(),
        npc: c.kind == CharacterKind::Npc,
        initiative: who.dex() + if firearm { 50 } else { 0 },
        firearm,
        defended: 0,
        attacks_made: 0,
        attacks_per_round: who.attacks_per_round(),
        lost_attack: false,
        fled: false,
        held_by: None,
        down: who.down(),
        used: Vec::new(),
        defences: Vec::new(),
        rounds: Default::default(),
        jammed: Vec::new(),
        aiming: false,
        exposure: None,
        // Dying before the fight: its next round has come (H4).
        dying_seen: who.dying(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_db_token_is_the_wielders_damage_bonus() {
        assert_eq!(strip_db("1D6+DB"), ("1D6".into(), true));
        assert_eq!(strip_db("1d6 + db"), ("1D6".into(), true));
        assert_eq!(strip_db("1D8+DB+2"), ("1D8+2".into(), true));
        assert_eq!(strip_db("2D6+4"), ("2D6+4".into(), false));
        assert_eq!(strip_db("DB"), ("0".into(), true));
    }
}
