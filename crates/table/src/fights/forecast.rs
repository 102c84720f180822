//! The Keeper's forecast of the fight going on: its fighters still in it, as their
//! sheets and stat blocks stand now, turned into a `coc7.simulate` request. The numbers
//! are the tracker's own ([`Combatant`]), so the forecast fights the fight the tracker
//! would run. Keeper-only: what it reads (NPCs' blocks) and what it says are theirs.

use serde_json::{Map, Value, json};

use super::combatant::{Combatant, weapon};
use super::{keeper_only, no_fight};
use crate::{Derived, Member, Table, TableError};

/// The side of the investigators and of the Keeper's characters, as a forecast names
/// them.
const INVESTIGATORS: &str = "investigators";
/// See [`INVESTIGATORS`].
const NPCS: &str = "npcs";

impl Table {
    /// The `coc7.simulate` request of the fight going on (7th edition), for the Keeper:
    /// every fighter not down and not fled, the investigators against the NPCs, each at
    /// its current hit points, with its attacks, Dodge, fighting back, armour and the
    /// rounds left in its guns; an investigator's Sanity against the NPCs' Sanity loss.
    /// `fields` (`method`, `fights`, `rounds`) are added as given.
    pub async fn forecast_request(
        &self,
        member: &Member,
        fields: Map<String, Value>,
    ) -> Result<Value, TableError> {
        keeper_only(member)?;
        let fight = self
            .current_fight(&member.game)
            .await?
            .ok_or_else(no_fight)?;
        let rules = self.rules(&member.game).await?;
        if rules.system != "coc7" {
            return Err(TableError::bad_field(
                "fight",
                keeper_i18n::Message::new("table-forecast-coc7-only"),
            ));
        }
        let ids: Vec<&str> = fight
            .fighters
            .iter()
            .map(|f| f.character.as_str())
            .collect();
        let chars = self.combatants(member, &ids).await?;
        let mut combatants = Vec::new();
        let mut names: Vec<String> = Vec::new();
        for (f, c) in fight.fighters.iter().zip(&chars) {
            let who = Combatant(c);
            if f.fled || who.down() {
                continue;
            }
            // Names are the forecast's keys: a second "ghoul" is "ghoul (2)".
            let mut name = f.name.clone();
            let mut n = 1;
            while names.contains(&name) {
                n += 1;
                name = format!("{} ({n})", f.name);
            }
            names.push(name.clone());
            let health = who.health().unwrap_or_default();
            let max_hp = health
                .get("max_hp")
                .and_then(Value::as_i64)
                .unwrap_or(1)
                .max(1);
            let hp = health
                .get("hp")
                .and_then(Value::as_i64)
                .unwrap_or(max_hp)
                .clamp(1, max_hp);
            let mut one = json!({
                "name": name,
                "side": if f.npc { NPCS } else { INVESTIGATORS },
                "dex": who.dex(),
                "con": who.con(),
                "max_hp": max_hp,
                "hp": hp,
                "dodge": who.dodge(),
                "fighting": who.fight_back().value,
                "armour": who.armor(),
                "attacks_per_round": f.attacks_per_round.max(1),
                "readied_firearm": f.firearm,
                "halves_firearms": who.halves_missiles(),
                "attacks": attacks(&who, f),
            });
            match who.derived() {
                Derived::Coc7(s) => one["san"] = json!(s.san.min(99)),
                Derived::Npc(b) => {
                    if let crate::npcs::NpcBlock::Coc7(block) = b.as_ref()
                        && let Some(loss) = &block.sanity_loss
                    {
                        one["sanity_loss"] = json!(loss);
                    }
                }
                _ => {}
            }
            combatants.push(one);
        }
        let mut request = fields;
        request.insert("system".into(), json!("coc7"));
        request.insert("action".into(), json!("simulate"));
        request.insert(
            "sides".into(),
            json!([{"name": INVESTIGATORS}, {"name": NPCS}]),
        );
        request.insert("combatants".into(), Value::Array(combatants));
        Ok(Value::Object(request))
    }
}

/// A fighter's attacks as the forecast takes them: each blow at its value, a K4 weapon
/// by name, a gun with the rounds the tracker says are left in it.
fn attacks(who: &Combatant<'_>, f: &super::Fighter) -> Vec<Value> {
    who.attacks()
        .iter()
        .filter_map(|name| who.blow(name).map(|b| (name, b)))
        .filter(|(_, b)| b.value > 0)
        .map(|(name, b)| {
            let mut a = if weapon(&b.weapon).is_some() {
                json!({"name": name, "weapon": b.weapon, "skill": b.value.min(1000), "db": b.db})
            } else {
                json!({"name": name, "skill": b.value.min(1000), "damage": b.weapon, "db": b.db,
                    "impaling": b.impaling})
            };
            if b.firearm {
                let full = b.ammo.unwrap_or(1);
                let left = f.rounds.get(&b.gun).copied().unwrap_or(full);
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
