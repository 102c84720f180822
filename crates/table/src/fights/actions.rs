//! What a fighter may do on its turn besides attacking: reload a gun (K4 `[7e]`), or
//! spend the turn on a skill roll.

use keeper_i18n::Message;
use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::combatant::Combatant;
use super::plans::{fight_entry, last_entry, version_guard};
use super::{Exposure, Fight, Fighter, keeper_only};
use super::{no_fight, no_weapon, plays, refuse};
use crate::characters::add_game_options;
use crate::npcs::CharacterKind;
use crate::plans::random_hex;
use crate::rolls::{source_name, typed_step};
use crate::store::{Plan, Rules};
use crate::{Character, Entry, Member, Table, TableError, Visibility};

/// A turn spent on a skill roll ("something else"): the skill (or characteristic, or
/// Luck) by its name on the sheet, and the 7th edition's difficulty and dice.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SkillTurn {
    /// The skill as the sheet names it (`First Aid`, `Spot Hidden`, `DEX`, `luck`).
    pub skill: String,
    /// 7th edition: `regular` (the default), `hard` or `extreme`.
    #[serde(default)]
    pub difficulty: Option<String>,
    /// 7th edition: bonus dice.
    #[serde(default)]
    pub bonus: u32,
    /// 7th edition: penalty dice.
    #[serde(default)]
    pub penalty: u32,
}

impl Table {
    /// The Keeper exposes a fighter to a danger (fire, drowning; coc7 H8) that deals its
    /// damage again at the end of every round, or (with `None`) ends it. The damage is
    /// checked by the rules now, on the fighter's wounds.
    pub async fn expose(
        &self,
        member: &Member,
        character: &str,
        exposure: Option<Exposure>,
    ) -> Result<Entry, TableError> {
        keeper_only(member)?;
        let rules = self.rules(&member.game).await?;
        if rules.system != "coc7" {
            return Err(TableError::bad_field(
                "damage",
                Message::new("table-fight-exposure-coc7"),
            ));
        }
        let mut fight = self
            .current_fight(&member.game)
            .await?
            .ok_or_else(no_fight)?;
        let i = fight.index(character).ok_or_else(|| {
            TableError::bad_field("character", Message::new("table-fight-not-in"))
        })?;
        let name = fight.fighters[i].name.clone();
        let mut body = json!({"fight": fight.id, "character": character, "name": name});
        match &exposure {
            Some(e) => {
                crate::checks::check_name("label", &e.label)?;
                let c = self.combatants(member, &[character]).await?.remove(0);
                let mut dry = exposure_request(&Combatant(&c), e).ok_or_else(|| {
                    TableError::bad_field("character", Message::new("table-fight-exposure-no-hp"))
                })?;
                dry["seed"] = json!(0);
                crate::plans::run(&dry).map_err(TableError::Rejected)?;
                body["event"] = json!("exposed");
                body["label"] = json!(e.label);
                body["damage"] = json!(e.damage.trim());
            }
            None => {
                let Some(was) = fight.fighters[i].exposure.as_ref() else {
                    return Err(TableError::bad_field(
                        "damage",
                        Message::new("table-fight-not-exposed").text("name", name),
                    ));
                };
                body["event"] = json!("exposure_ended");
                body["label"] = json!(was.label);
            }
        }
        fight.fighters[i].exposure = exposure;
        self.change_fight(member, fight, body, Vec::new()).await
    }

    /// The fighter whose turn it is reloads its gun `with` (K4's weapon, or an NPC's
    /// attack named as one), which also clears a jam (`[7e]`): the gun is full again, and
    /// reloading takes the fighter's attacks this turn (the project's reading of a round
    /// spent loading).
    pub async fn reload(&self, member: &Member, with: &str) -> Result<Entry, TableError> {
        let (mut fight, _, me, character) = self
            .turn_action(member, ("with", "reload"), |s| s == "coc7")
            .await?;
        let who = Combatant(&character);
        let blow = who
            .blow(with)
            .filter(|b| b.firearm)
            .ok_or_else(|| no_weapon(with, &who.attacks()))?;
        if me.attacks_made >= me.attacks_per_round || me.lost_attack {
            return Err(refuse("table-fight-no-attacks-left"));
        }
        let f = &mut fight.fighters[fight.turn];
        f.aiming = false;
        f.rounds.remove(&blow.gun);
        f.jammed.retain(|g| *g != blow.gun);
        f.attacks_made = f.attacks_per_round;
        let body = json!({
            "fight": fight.id, "event": "reloaded", "character": me.character,
            "name": me.name, "with": blow.gun, "rounds": blow.ammo,
        });
        self.change_fight(member, fight, body, Vec::new()).await
    }

    /// The fighter whose turn it is spends it on a skill roll (its player, or the Keeper
    /// for an NPC): the value is the sheet's or the block's, the server rolls it, and the
    /// roll takes the turn's attacks. An NPC's value stays the Keeper's: its roll is a
    /// Keeper entry, and everyone reads the dice and the level.
    pub async fn skill_turn(&self, member: &Member, turn: SkillTurn) -> Result<Entry, TableError> {
        let (mut fight, rules, me, character) = self
            .turn_action(member, ("skill", "skill"), |s| s != "chthonian")
            .await?;
        if me.attacks_made >= me.attacks_per_round || me.lost_attack {
            return Err(refuse("table-fight-no-attacks-left"));
        }
        if Combatant(&character).down() {
            return Err(refuse("table-fight-attacker-down"));
        }
        let derived = character.derived.clone();
        let value = derived.value(&turn.skill).ok_or_else(|| {
            let list: Vec<&str> = derived.skills().into_iter().map(|(n, _)| n).collect();
            TableError::bad_field(
                "skill",
                Message::new("table-fight-no-skill")
                    .text("skill", turn.skill.clone())
                    .text("list", list.join(", ")),
            )
        })?;
        let mut request = Map::new();
        request.insert("system".into(), json!(rules.system));
        request.insert("action".into(), json!("check"));
        request.insert("value".into(), json!(value));
        if rules.system == "coc7" {
            request.insert("skill".into(), json!(turn.skill));
            request.insert(
                "difficulty".into(),
                json!(turn.difficulty.as_deref().unwrap_or("regular")),
            );
            request.insert("bonus".into(), json!(turn.bonus));
            request.insert("penalty".into(), json!(turn.penalty));
        } else if turn.difficulty.is_some() || turn.bonus > 0 || turn.penalty > 0 {
            // Classic checks have no difficulty levels or bonus dice (T1).
            return Err(TableError::bad_field(
                "difficulty",
                Message::new("table-fight-not-in-system").text("what", "difficulty"),
            ));
        }
        add_game_options(&rules.system, &rules.options, &mut request);
        let request = Value::Object(request);
        // A bad difficulty or dice count is the rules' refusal, before anything is stored.
        keeper_resolve::answer(&request).map_err(|e| {
            let field = e
                .field("field")
                .and_then(Value::as_str)
                .unwrap_or("skill")
                .to_owned();
            TableError::bad_field(
                field,
                Message::new("table-fight-refused").msg("reason", e.message().clone()),
            )
        })?;
        let secret = character.kind == CharacterKind::Npc;
        let f = &mut fight.fighters[fight.turn];
        f.attacks_made = me.attacks_per_round;
        f.aiming = false;
        let actor = member.id.clone();
        let committed = self
            .submit(
                &member.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    let step = typed_step(state, std::slice::from_ref(&request), None, secret)?;
                    let rolled = match step.answer.outcome.check_roll() {
                        Some((total, level)) => json!({"total": total, "level": level}),
                        None => Value::Null,
                    };
                    let open = json!({
                        "fight": fight.id, "event": "skill", "character": me.character,
                        "name": me.name, "attacker_name": me.name, "skill": turn.skill,
                        "source": source_name(false, secret),
                    });
                    let entry = |visibility, body: Value| fight_entry(&actor, visibility, body);
                    let entries = if secret {
                        // The NPC's value is the Keeper's: the rolls in a Keeper entry,
                        // the dice and level for everyone in the next.
                        let mut hidden = open.clone();
                        hidden["event"] = json!("skill_rolls");
                        hidden["steps"] = json!([step]);
                        hidden["nonce"] = json!(random_hex(16));
                        let mut open = open;
                        open["rolls"] = json!({"attacker": rolled});
                        vec![
                            entry(Visibility::Keeper, hidden),
                            entry(Visibility::Public, open),
                        ]
                    } else {
                        let mut open = open;
                        open["steps"] = json!([step]);
                        vec![entry(Visibility::Public, open)]
                    };
                    Ok(Plan {
                        entries,
                        guard: Some(version_guard(&state.id, &fight)),
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(last_entry(committed))
    }

    /// The fighter whose turn it is spends it aiming (7th edition, `[7e]`: the seeds
    /// name no aiming): its next attack, if a single shot, takes a bonus die. The turn's
    /// attacks go on it; a dive for cover, a reload or a skill roll loses the aim.
    pub async fn aim(&self, member: &Member) -> Result<Entry, TableError> {
        let (mut fight, _, me, character) = self
            .turn_action(member, ("fight", "aim"), |s| s == "coc7")
            .await?;
        if me.attacks_made > 0 || me.lost_attack {
            return Err(refuse("table-fight-no-attacks-left"));
        }
        if Combatant(&character).down() {
            return Err(refuse("table-fight-attacker-down"));
        }
        let f = &mut fight.fighters[fight.turn];
        f.aiming = true;
        f.attacks_made = f.attacks_per_round;
        let body = json!({
            "fight": fight.id, "event": "aimed", "character": me.character, "name": me.name,
        });
        self.change_fight(member, fight, body, Vec::new()).await
    }

    /// What a turn's action other than an attack starts from: the fight, its rules, the
    /// fighter whose turn it is and its character, for `member` who acts for it. Refused
    /// in a system `allowed` turns down (on `refused.0`, saying `refused.1` is not in
    /// it), while an attack waits for its answer, and for a member who does not play
    /// the fighter.
    async fn turn_action(
        &self,
        member: &Member,
        refused: (&str, &str),
        allowed: fn(&str) -> bool,
    ) -> Result<(Fight, std::sync::Arc<Rules>, Fighter, Character), TableError> {
        let fight = self
            .current_fight(&member.game)
            .await?
            .ok_or_else(no_fight)?;
        let rules = self.rules(&member.game).await?;
        if !allowed(&rules.system) {
            return Err(TableError::bad_field(
                refused.0,
                Message::new("table-fight-not-in-system").text("what", refused.1.to_owned()),
            ));
        }
        if fight.pending.is_some() {
            return Err(refuse("table-fight-pending"));
        }
        let me = fight.current().cloned().ok_or_else(no_fight)?;
        let character = self.combatants(member, &[&me.character]).await?.remove(0);
        if !plays(member, &me, &character.owner) {
            return Err(TableError::Forbidden(Message::new(
                "table-fight-not-your-turn",
            )));
        }
        Ok((fight, rules, me, character))
    }
}

/// The rules' `damage` request of an exposure for `who` (its wounds and CON, H1–H5),
/// when it has Hit Points to lose.
pub(super) fn exposure_request(who: &Combatant<'_>, e: &Exposure) -> Option<Value> {
    let mut h = who.health()?;
    h.insert("system".into(), json!("coc7"));
    h.insert("action".into(), json!("damage"));
    h.insert("con".into(), json!(who.con()));
    let (field, value) = e.damage_field();
    h.insert(field.into(), value);
    Some(Value::Object(h))
}
