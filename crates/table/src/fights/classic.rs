//! Classic exchanges (K2–K8): what a classic fighter attacks and parries with, read from
//! its sheet or stat block and the game's weapons (the rules' `weapons` action), and the
//! requests of an attack (`attack`), of the −30% ladders of attacks and defences
//! (`attacks`, `defences`) built from the fight's own counts.

use keeper_i18n::Message;
use keeper_resolve::Outcome;
use keeper_resolve::results::classic::{ClassicOutcome, Reach, WeaponEntry};
use serde_json::{Value, json};

use super::{Attack, Fight, Fighter, Response, no_weapon};
use crate::npcs::NpcBlock;
use crate::{Character, Derived, TableError};

/// A classic blow or parry: its chance, damage and nature.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct ClassicBlow {
    pub(super) value: i64,
    /// Dice notation, without the bonus.
    pub(super) weapon: String,
    pub(super) db: String,
    pub(super) pointed: bool,
    pub(super) reach: Reach,
}

/// The game's weapons with its house rules (Brawl, or Fist, Head Butt and Kick, K7).
pub(super) fn armoury(options: &Value) -> Vec<WeaponEntry> {
    let request = with_options(json!({"system": "classic", "action": "weapons"}), options);
    match keeper_resolve::answer(&request).map(|a| a.outcome) {
        Ok(Outcome::Classic(ClassicOutcome::Weapons(w))) => w.weapons,
        _ => Vec::new(),
    }
}

fn key(name: &str) -> String {
    name.trim().to_lowercase().replace([' ', '-'], "_")
}

fn db_of(c: &Character) -> String {
    match &c.derived {
        Derived::Classic(s) => s.db.clone(),
        Derived::Npc(b) => match b.as_ref() {
            NpcBlock::Classic(b) => b.db.clone().unwrap_or_else(|| "0".into()),
            _ => "0".into(),
        },
        _ => "0".into(),
    }
}

fn block(c: &Character) -> Option<&keeper_resolve::results::classic::StatblockResult> {
    match &c.derived {
        Derived::Npc(b) => match b.as_ref() {
            NpcBlock::Classic(b) => Some(b),
            _ => None,
        },
        _ => None,
    }
}

/// The names it can attack with: an NPC's attacks, an investigator's game weapons.
pub(super) fn attacks(c: &Character, arms: &[WeaponEntry]) -> Vec<String> {
    match block(c) {
        Some(b) => b.attacks.iter().map(|a| a.name.clone()).collect(),
        None => arms.iter().map(|w| w.name.clone()).collect(),
    }
}

/// Its blow `with`: an NPC's attack by name (its `DB` token the block's bonus), or a
/// game weapon at the sheet's value of its skill (the skill's base chance without it).
pub(super) fn blow(c: &Character, with: &str, arms: &[WeaponEntry]) -> Option<ClassicBlow> {
    if let Some(b) = block(c) {
        let a = b
            .attacks
            .iter()
            .find(|a| a.name.eq_ignore_ascii_case(with.trim()))?;
        let (dice, with_db) = super::combatant::strip_db(&a.damage);
        return Some(ClassicBlow {
            value: a.value,
            weapon: dice,
            db: if with_db { db_of(c) } else { "0".into() },
            pointed: a.pointed,
            reach: a.reach,
        });
    }
    let w = arms.iter().find(|w| w.name == key(with))?;
    let value = trained(c, w).unwrap_or(w.base);
    Some(ClassicBlow {
        value,
        weapon: w.damage.clone(),
        db: if w.adds_db { db_of(c) } else { "0".into() },
        pointed: w.pointed,
        reach: w.reach,
    })
}

/// The sheet's value of a game weapon's skill, when the sheet has it (else the weapon
/// is used at its skill's base chance).
pub(super) fn trained(c: &Character, w: &WeaponEntry) -> Option<i64> {
    w.skills.iter().find_map(|s| c.derived.value(s))
}

/// Its parry (K2): the attack in hand or body with the best chance that is no firearm
/// or missile. Unarmed, or a natural attack, it parries bare-handed.
pub(super) fn parry(c: &Character, arms: &[WeaponEntry]) -> Option<ClassicBlow> {
    attacks(c, arms)
        .iter()
        .filter_map(|a| blow(c, a, arms))
        .filter(|b| matches!(b.reach, Reach::Melee | Reach::Unarmed))
        .max_by_key(|b| b.value)
}

/// Its Dodge: the skill on the sheet or block, DEX×2 without it.
pub(super) fn dodge(c: &Character) -> i64 {
    c.derived
        .value("Dodge")
        .or_else(|| c.derived.value("Esquiva"))
        .unwrap_or_else(|| c.derived.characteristic("DEX").unwrap_or(0) * 2)
}

/// The responses open to the target of a classic attack: a firearm is neither parried
/// nor dodged (K2).
pub(super) fn open_to(firearm: bool) -> &'static [Response] {
    if firearm {
        &[Response::None]
    } else {
        &[Response::Parry, Response::Dodge, Response::None]
    }
}

/// The rules' answer to `request`, or their refusal as a refusal of the tracker.
fn ask(request: &Value, field: &str) -> Result<ClassicOutcome, TableError> {
    match keeper_resolve::answer(request) {
        Ok(a) => match a.outcome {
            Outcome::Classic(o) => Ok(o),
            _ => Err(TableError::bad_field(
                field,
                Message::new("table-fight-changed"),
            )),
        },
        Err(e) => Err(TableError::bad_field(
            field,
            Message::new("table-fight-refused").msg("reason", e.message().clone()),
        )),
    }
}

/// `request` with the game's house rules, as every classic request of the table has them.
fn with_options(mut request: Value, options: &Value) -> Value {
    if let Value::Object(fields) = &mut request {
        crate::characters::add_game_options("classic", options, fields);
    }
    request
}

/// The chance of the attack `with` at `base` by `me` this turn. An investigator's attacks
/// after the first follow K8's ladder (house: −30% each, never the same twice running,
/// none at 0); an NPC makes its block's attacks per round at their full chance.
pub(super) fn chance(
    me: &Fighter,
    with: &str,
    base: i64,
    options: &Value,
) -> Result<i64, TableError> {
    if me.npc {
        return Ok(base);
    }
    let mut list: Vec<Value> = me
        .used
        .iter()
        .map(|k| json!({"kind": key(k), "value": base}))
        .collect();
    list.push(json!({"kind": key(with), "value": base}));
    let request = with_options(
        json!({"system": "classic", "action": "attacks", "attacks": list}),
        options,
    );
    match ask(&request, "with")? {
        ClassicOutcome::Attacks(a) => Ok(a.chances.last().copied().unwrap_or(base)),
        _ => Ok(base),
    }
}

/// The defences `t` made this round and the one it makes now, checked by K3 (parry and
/// Dodge both only in a round of nothing but defence, which the tracker does not offer).
pub(super) fn check_defence(t: &Fighter, response: Response) -> Result<(), TableError> {
    let Some(kind) = wire(response) else {
        return Ok(());
    };
    let mut list: Vec<Value> = t
        .defences
        .iter()
        .filter_map(|r| wire(*r))
        .map(|r| json!({"response": r, "value": 0}))
        .collect();
    list.push(json!({"response": kind, "value": 0}));
    ask(
        &json!({"system": "classic", "action": "defences", "defences": list}),
        "response",
    )
    .map(|_| ())
}

fn wire(r: Response) -> Option<&'static str> {
    match r {
        Response::Parry => Some("parry"),
        Response::Dodge => Some("dodge"),
        _ => None,
    }
}

/// The `attack` request of `pending` met with `response`, every number from the sheets,
/// the game's house rules and the fight's count of the target's defences this round.
pub(super) fn exchange_request(
    fight: &Fight,
    pending: &Attack,
    response: Response,
    attacker: &Character,
    target: &Character,
    options: &Value,
    odds: bool,
) -> Result<Value, TableError> {
    let arms = armoury(options);
    let b = blow(attacker, &pending.with, &arms)
        .ok_or_else(|| no_weapon(&pending.with, &attacks(attacker, &arms)))?;
    let t = fight.index(&pending.target).map(|i| &fight.fighters[i]);
    if let Some(t) = t {
        check_defence(t, response)?;
    }
    let earlier = t.map_or(0, |t| t.defences.len());
    let incoming = match b.reach {
        Reach::Unarmed => "unarmed",
        Reach::Thrown => "missile",
        _ => "melee",
    };
    let mut request = json!({
        "system": "classic", "action": "attack",
        "attacker": {
            "value": pending.chance.unwrap_or(b.value), "weapon": b.weapon, "db": b.db,
            "pointed": b.pointed, "thrown": b.reach == Reach::Thrown,
        },
        "incoming": incoming,
    });
    let defender = match response {
        Response::Parry => {
            let p = parry(target, &arms).unwrap_or(ClassicBlow {
                value: 0,
                weapon: "0".into(),
                db: "0".into(),
                pointed: false,
                reach: Reach::Unarmed,
            });
            Some(json!({
                "response": "parry", "value": p.value, "earlier": earlier,
                "bare_handed": p.reach == Reach::Unarmed,
                "dex": target.derived.characteristic("DEX").unwrap_or(0),
            }))
        }
        Response::Dodge => {
            Some(json!({"response": "dodge", "value": dodge(target), "earlier": earlier}))
        }
        _ => None,
    };
    if let Some(d) = defender {
        request["defender"] = d;
    }
    if odds {
        request["odds"] = json!(true);
    }
    Ok(with_options(request, options))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_firearm_is_taken_and_a_blow_parried_dodged_or_taken() {
        assert_eq!(open_to(true), &[Response::None]);
        assert_eq!(
            open_to(false),
            &[Response::Parry, Response::Dodge, Response::None]
        );
    }

    #[test]
    fn the_house_rules_choose_the_unarmed_attacks() {
        let forum = armoury(&json!({}));
        assert_eq!(forum[0].name, "brawl");
        let plain = armoury(&json!({"preset": "plain"}));
        assert!(plain.iter().any(|w| w.name == "kick"));
        assert!(!plain.iter().any(|w| w.name == "brawl"));
    }
}
