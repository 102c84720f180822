//! The Keeper's forecast of a fight: its fighters, as their sheets and stat blocks stand
//! now, turned into a `simulate` request of the game's system (7th edition or classic).
//! The numbers are the tracker's own ([`Combatant`], the classic blows), so the forecast
//! fights the fight the tracker would run. The same reading serves a fight going on
//! (the tracker's rounds left, readied guns, attacks per round) and fighters read from
//! files (the terminal's sheets and stat blocks). Keeper-only: what it reads (NPCs'
//! blocks) and what it says are theirs.

use keeper_coc7::odds::mean_damage;
use keeper_coc7::same_weapon_name;
use keeper_i18n::Message;
use keeper_resolve::results::classic::{Reach, WeaponEntry};
use serde_json::{Map, Value, json};

use super::combatant::{Combatant, weapon};
use super::{Fighter, classic, keeper_only, no_fight};
use crate::characters::{Derived, add_game_options, check_sheet};
use crate::npcs::{CharacterKind, NpcBlock, read_statblock};
use crate::{Character, Member, Table, TableError};

/// The two sides of a forecast the table makes, the investigators and the Keeper's
/// characters, named in `lang`: the names are the forecast's keys and its words.
pub fn forecast_sides(lang: &str) -> [String; 2] {
    let name = |id: &'static str| keeper_i18n::Catalogue::global().format(lang, &Message::new(id));
    [
        name("forecast-side-investigators"),
        name("forecast-side-npcs"),
    ]
}

/// Rounds a classic gun is taken to hold: classic's tracker counts no rounds, so its
/// guns never run dry in a forecast either.
const CLASSIC_ROUNDS: u32 = 1000;

/// A fighter read from a file rather than a game: an investigator's sheet (the system's
/// sheet format) or an NPC's stat block (its text).
#[derive(Debug, Clone)]
pub enum Entrant {
    /// An investigator's sheet.
    Sheet(Value),
    /// An NPC's stat block.
    StatBlock(String),
}

impl Table {
    /// The `simulate` request of the fight going on (7th edition or classic, with the
    /// game's house rules), for the Keeper: every fighter not down and not fled, the
    /// investigators against the NPCs, each at its current hit points, with its
    /// attacks, Dodge, fighting back or parry, armour and the rounds left in its guns;
    /// an investigator's Sanity against the NPCs' Sanity loss. `fields` (`method`,
    /// `fights`, `rounds`) are added as given; the sides are named in `lang`.
    pub async fn forecast_request(
        &self,
        member: &Member,
        fields: Map<String, Value>,
        lang: &str,
    ) -> Result<Value, TableError> {
        keeper_only(member)?;
        let fight = self
            .current_fight(&member.game)
            .await?
            .ok_or_else(no_fight)?;
        let rules = self.rules(&member.game).await?;
        let system = Forecast::of(&rules.system, &rules.options, lang)?;
        let ids: Vec<&str> = fight
            .fighters
            .iter()
            .map(|f| f.character.as_str())
            .collect();
        let chars = self.combatants(member, &ids).await?;
        let mut names = Vec::new();
        let combatants = fight
            .fighters
            .iter()
            .zip(&chars)
            .filter(|(f, _)| !f.fled)
            .filter_map(|(f, c)| system.combatant(c, Some(f), &f.name, &mut names))
            .collect();
        Ok(system.request(fields, combatants))
    }
}

/// The `simulate` combatants of fighters read from files, as the table would bring them
/// to a new fight of `system` (`options`: a classic game's house rules): sheets on the
/// investigators' side, stat blocks on the NPCs', each read by the rules as a game reads
/// it (a sheet's events applied), nothing fired yet; the sides named in `lang`
/// ([`forecast_sides`]). `names` are those already taken: a second "Ghoul" is
/// "Ghoul (2)". Refused, in `lang`, when the rules refuse a sheet or a block, or the
/// system has no forecast.
pub fn forecast_combatants(
    system: &str,
    options: &Value,
    lang: &str,
    entrants: &[Entrant],
    names: &mut Vec<String>,
) -> Result<Vec<Value>, TableError> {
    let forecast = Forecast::of(system, options, lang)?;
    let mut out = Vec::new();
    for e in entrants {
        let (kind, sheet, derived) = match e {
            Entrant::Sheet(sheet) => {
                check_sheet(system, lang, sheet)?;
                let derived = Derived::of_sheet(system, options, lang, sheet);
                (CharacterKind::Investigator, sheet.clone(), derived)
            }
            Entrant::StatBlock(text) => {
                let block = read_statblock(system, lang, text, json!([]))?;
                let sheet = crate::npcs::npc_sheet(text);
                (CharacterKind::Npc, sheet, Derived::Npc(Box::new(block)))
            }
        };
        let name = match &derived {
            Derived::Coc7(s) => s.name.clone(),
            Derived::Classic(s) => s.name.clone().unwrap_or_default(),
            Derived::Npc(b) => b.name().to_owned(),
            _ => String::new(),
        };
        let character = Character {
            id: String::new(),
            kind,
            owner: String::new(),
            name: name.clone(),
            sheet,
            derived,
            shown: true,
        };
        out.extend(forecast.combatant(&character, None, &name, names));
    }
    Ok(out)
}

/// The system a forecast is asked in, with what its reading needs, and its sides'
/// names.
struct Forecast<'a> {
    system: System<'a>,
    sides: [String; 2],
}

enum System<'a> {
    Coc7,
    /// Classic, with the game's house rules and its weapons under them.
    Classic {
        options: &'a Value,
        arms: Vec<WeaponEntry>,
    },
}

impl<'a> Forecast<'a> {
    fn of(system: &str, options: &'a Value, lang: &str) -> Result<Forecast<'a>, TableError> {
        let system = match system {
            "coc7" => System::Coc7,
            "classic" => System::Classic {
                options,
                arms: classic::armoury(options),
            },
            _ => {
                return Err(TableError::bad_field(
                    "fight",
                    Message::new("table-forecast-system"),
                ));
            }
        };
        Ok(Forecast {
            system,
            sides: forecast_sides(lang),
        })
    }

    /// The request, the investigators against the NPCs.
    fn request(&self, fields: Map<String, Value>, combatants: Vec<Value>) -> Value {
        let mut request = fields;
        let system = match &self.system {
            System::Coc7 => "coc7",
            System::Classic { options, .. } => {
                add_game_options("classic", options, &mut request);
                "classic"
            }
        };
        request.insert("system".into(), json!(system));
        request.insert("action".into(), json!("simulate"));
        let [ours, theirs] = &self.sides;
        request.insert("sides".into(), json!([{"name": ours}, {"name": theirs}]));
        request.insert("combatants".into(), Value::Array(combatants));
        Value::Object(request)
    }

    /// One fighter as a `simulate` combatant, or nothing when it is down (or of no
    /// system the forecast reads). `f`: what the tracker knows of it in the fight going
    /// on; without it, a fighter joining a new fight.
    fn combatant(
        &self,
        c: &Character,
        f: Option<&Fighter>,
        name: &str,
        names: &mut Vec<String>,
    ) -> Option<Value> {
        let who = Combatant(c);
        if who.down() {
            return None;
        }
        let side = &self.sides[usize::from(c.kind == CharacterKind::Npc)];
        let per_round = f.map_or_else(|| who.attacks_per_round(), |f| f.attacks_per_round);
        let mut one = json!({
            "name": unique(name, names),
            "side": side,
            "dex": who.dex(),
            "con": who.con(),
            "armour": who.armor(),
            "attacks_per_round": per_round.max(1),
            "halves_firearms": who.halves_missiles(),
        });
        let (hp, max_hp) = match &self.system {
            System::Coc7 => coc7_fighter(&who, f, &mut one),
            System::Classic { arms, .. } => classic_fighter(c, arms, &mut one)?,
        };
        one["max_hp"] = json!(max_hp.max(1));
        one["hp"] = json!(hp.clamp(1, max_hp.max(1)));
        Some(one)
    }
}

/// 7th edition's numbers: hit points, Dodge, fighting back, a readied gun and the
/// rounds left in each; Sanity or the Sanity loss to see it.
fn coc7_fighter(who: &Combatant<'_>, f: Option<&Fighter>, one: &mut Value) -> (i64, i64) {
    let health = who.health().unwrap_or_default();
    let max_hp = health.get("max_hp").and_then(Value::as_i64).unwrap_or(1);
    let hp = health.get("hp").and_then(Value::as_i64).unwrap_or(max_hp);
    one["dodge"] = json!(who.dodge());
    one["fighting"] = json!(who.fight_back().value);
    one["readied_firearm"] = json!(f.is_some_and(|f| f.firearm));
    one["attacks"] = json!(coc7_attacks(who, f));
    match who.derived() {
        Derived::Coc7(s) => one["san"] = json!(s.san.min(99)),
        Derived::Npc(b) => {
            if let NpcBlock::Coc7(block) = b.as_ref()
                && let Some(loss) = &block.sanity_loss
            {
                one["sanity_loss"] = json!(loss);
            }
        }
        _ => {}
    }
    (hp, max_hp)
}

/// `name`, or `name (2)`, `name (3)` when taken: names are the forecast's keys.
fn unique(name: &str, names: &mut Vec<String>) -> String {
    let mut out = name.to_owned();
    let mut n = 1;
    while names.contains(&out) {
        n += 1;
        out = format!("{name} ({n})");
    }
    names.push(out.clone());
    out
}

/// A fighter's attacks as the 7th edition's forecast takes them: each blow at its
/// value, a K4 weapon by name, a gun with the rounds the tracker says are left in it.
/// An NPC attacks as its block lists; an investigator with what it is known to carry
/// (the sheet's weapons, the guns it has fired in this fight, its bare hands), the
/// likeliest to hurt first: the forecast's fighters make each round's attack with their
/// first weapon, the next when a gun is empty.
fn coc7_attacks(who: &Combatant<'_>, f: Option<&Fighter>) -> Vec<Value> {
    let names: Vec<String> = match who.derived() {
        Derived::Coc7(s) => {
            let fired = f.into_iter().flat_map(|f| f.rounds.keys().chain(&f.jammed));
            let mut names: Vec<String> = Vec::new();
            for name in s
                .weapons
                .iter()
                .map(|w| &w.weapon.name)
                .chain(fired)
                .map(String::as_str)
                .chain(["unarmed"])
            {
                if !names.iter().any(|n| same_weapon_name(n, name)) {
                    names.push(name.to_owned());
                }
            }
            names
        }
        _ => who.attacks(),
    };
    let mut blows: Vec<_> = names
        .iter()
        .filter_map(|name| who.blow(name).map(|b| (name, b)))
        .filter(|(_, b)| b.value > 0)
        .collect();
    if matches!(who.derived(), Derived::Coc7(_)) {
        // A K4 weapon's blow names the weapon: its dice are the table's.
        let dice = |b: &super::combatant::Blow| {
            weapon(&b.weapon).map_or_else(|| b.weapon.clone(), |w| w.damage.clone())
        };
        blows.sort_by_key(|(_, b)| std::cmp::Reverse(threat(b.value, &dice(b), &b.db)));
    }
    blows
        .into_iter()
        .map(|(name, b)| {
            let mut a = if weapon(&b.weapon).is_some() {
                json!({"name": name, "weapon": b.weapon, "skill": b.value.min(1000), "db": b.db})
            } else {
                json!({"name": name, "skill": b.value.min(1000), "damage": b.weapon, "db": b.db,
                    "impaling": b.impaling})
            };
            if b.firearm {
                let full = b.ammo.unwrap_or(1);
                let left = f
                    .and_then(|f| f.rounds.get(&b.gun).copied())
                    .unwrap_or(full);
                let mut gun = json!({"ammo": left});
                if let Some(m) = b.malfunction {
                    gun["malfunction"] = json!(m);
                }
                a["gun"] = gun;
            }
            a
        })
        .collect()
}

/// Classic's numbers ([`classic`]'s blows, parry and Dodge): hit points, the attacks
/// (an investigator's game weapons it has the skill of, or bare hands), Sanity or the
/// Sanity loss to see it. Missiles are left out: the forecast does not throw.
fn classic_fighter(c: &Character, arms: &[WeaponEntry], one: &mut Value) -> Option<(i64, i64)> {
    let (hp, max_hp) = match &c.derived {
        Derived::Classic(s) => {
            one["san"] = json!(s.san.clamp(0, 99));
            (s.hp, s.max_hp)
        }
        Derived::Npc(b) => match b.as_ref() {
            NpcBlock::Classic(b) => {
                if let Some(loss) = &b.sanity_loss {
                    one["sanity_loss"] = json!(loss);
                }
                match (&b.health, b.hp) {
                    (Some(h), _) => (h.hp, h.max_hp),
                    (None, hp) => (hp.unwrap_or(1), hp.unwrap_or(1)),
                }
            }
            _ => return None,
        },
        _ => return None,
    };
    let npc = c.kind == CharacterKind::Npc;
    let mut blows: Vec<_> = classic::attacks(c, arms)
        .into_iter()
        .filter_map(|name| classic::blow(c, &name, arms).map(|b| (name, b)))
        .filter(|(_, b)| b.value > 0 && b.reach != Reach::Thrown)
        .collect();
    if !npc {
        // An investigator fights with what the sheet has the skill of, or bare-handed.
        blows.retain(|(name, b)| {
            b.reach == Reach::Unarmed
                || arms
                    .iter()
                    .find(|w| w.name == *name)
                    .is_some_and(|w| classic::trained(c, w).is_some())
        });
        blows.sort_by_key(|(_, b)| std::cmp::Reverse(threat(b.value, &b.weapon, &b.db)));
    }
    one["dodge"] = json!(classic::dodge(c).clamp(0, 1000));
    one["fighting"] = json!(classic::parry(c, arms).map_or(0, |b| b.value.clamp(0, 1000)));
    one["attacks"] = blows
        .into_iter()
        .map(|(name, b)| {
            let mut a = json!({"name": name, "skill": b.value.min(1000), "damage": b.weapon,
                "db": b.db, "impaling": b.pointed, "in_hand": b.reach == Reach::Melee});
            if b.reach == Reach::Firearm {
                a["gun"] = json!({"ammo": CLASSIC_ROUNDS});
            }
            a
        })
        .collect();
    Some((hp, max_hp))
}

/// How much a blow may be expected to hurt, to order an investigator's weapons: its
/// chance times its mean damage with the bonus (a damage the dice cannot read counts
/// as none), in hundredths.
fn threat(value: i64, damage: &str, db: &str) -> i64 {
    let mean = mean_damage(damage).unwrap_or(0.0) + mean_damage(db).unwrap_or(0.0);
    (value as f64 * mean.max(0.0) * 100.0) as i64
}
