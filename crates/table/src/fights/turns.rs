//! The turns of a fight: ending one (the order, the rounds, the once-per-round counts,
//! the dying's CON rolls at a round's end, H4) and ending the fight.

use keeper_i18n::Message;
use keeper_resolve::Outcome;
use keeper_resolve::results::coc7::Coc7Outcome;
use serde_json::{Value, json};

use super::combatant::Combatant;
use super::plans::{event_values, event_writes_at, fight_entry, last_entry, version_guard};
use super::{keeper_only, no_fight, plays, refuse, stale};
use crate::plans::{only_entry, random_hex, text};
use crate::rolls::{source_name, typed_step};
use crate::store::{Arg, Guard, Plan, Write};
use crate::{Entry, Member, Table, TableError, Visibility};

impl Table {
    /// Ends the turn (its fighter's player, or the Keeper): the next fighter still up
    /// acts; after the last, a new round begins and the once-per-round counts start
    /// again (K9). An attack waiting for its answer keeps the turn, unless the Keeper
    /// passes it over (the attack is withdrawn, and the entry says so).
    pub async fn next_turn(&self, member: &Member) -> Result<Entry, TableError> {
        self.end_turn(member, false).await
    }

    /// The fighter whose turn it is flees (its player, or the Keeper): its turn is its
    /// flight; it leaves the order (skipped from then on, marked `fled`), and the turn
    /// passes as [`Table::next_turn`]. A held fighter cannot flee until free (K8).
    pub async fn flee(&self, member: &Member) -> Result<Entry, TableError> {
        self.end_turn(member, true).await
    }

    async fn end_turn(&self, member: &Member, flee: bool) -> Result<Entry, TableError> {
        let mut fight = self
            .current_fight(&member.game)
            .await?
            .ok_or_else(no_fight)?;
        let me = fight.current().cloned().ok_or_else(no_fight)?;
        let owner = self
            .combatants(member, &[&me.character])
            .await?
            .remove(0)
            .owner;
        if !plays(member, &me, &owner) {
            return Err(TableError::Forbidden(Message::new(
                "table-fight-not-your-turn",
            )));
        }
        // The Keeper may pass over an attack left unanswered (a player gone quiet); its
        // fighter's player waits for the answer.
        if fight.pending.is_some() && !member.is_keeper() {
            return Err(refuse("table-fight-pending"));
        }
        if flee {
            if fight.pending.is_some() {
                return Err(refuse("table-fight-pending"));
            }
            if me.held_by.is_some() {
                return Err(refuse("table-fight-held-flee"));
            }
            fight.fighters[fight.turn].fled = true;
        }
        let withdrawn = fight.pending.take().is_some();
        // A lost attack is lost once it was this fighter's turn (K7).
        if me.attacks_made > 0 || me.lost_attack {
            fight.fighters[fight.turn].lost_attack = false;
        }
        fight.fighters[fight.turn].attacks_made = 0;
        fight.fighters[fight.turn].used.clear();
        let ids: Vec<&str> = fight
            .fighters
            .iter()
            .map(|f| f.character.as_str())
            .collect();
        let chars = self.combatants(member, &ids).await?;
        // Out of the order: unconscious, dead, or fled.
        let down: Vec<bool> = chars
            .iter()
            .zip(&fight.fighters)
            .map(|(c, f)| f.fled || Combatant(c).down())
            .collect();
        // H4: the dying make a CON roll at the end of every round after the one they fell
        // in, or die; what the `heal` action needs for it, prepared for each. Then H8:
        // each exposure deals its damage again (not to the dying, whose CON roll is their
        // round's end).
        let is_dying: Vec<bool> = chars.iter().map(|c| Combatant(c).dying()).collect();
        let mut dying: Vec<(String, String, Value, bool)> = fight
            .fighters
            .iter()
            .zip(&chars)
            .zip(&is_dying)
            .filter(|((f, _), d)| **d && f.dying_seen)
            .filter_map(|((f, c), _)| {
                let who = Combatant(c);
                let mut h = who.health()?;
                h.insert("system".into(), json!("coc7"));
                h.insert("action".into(), json!("heal"));
                h.insert("treatment".into(), json!("dying_round"));
                h.insert("con".into(), json!(who.con()));
                Some((f.character.clone(), f.name.clone(), Value::Object(h), f.npc))
            })
            .collect();
        let exposed: Vec<(String, String, Value, bool)> = fight
            .fighters
            .iter()
            .zip(&chars)
            .zip(&is_dying)
            .filter(|((f, _), d)| !f.fled && !**d)
            .filter_map(|((f, c), _)| {
                let e = f.exposure.as_ref()?;
                let who = Combatant(c);
                let mut request = super::actions::exposure_request(&who, e)?;
                if request["dead"] == Value::Bool(true) {
                    return None;
                }
                request["label"] = json!(e.label);
                Some((f.character.clone(), f.name.clone(), request, f.npc))
            })
            .collect();
        let first_exposed = dying.len();
        dying.extend(exposed);
        // A holder out of the fight holds nobody (K8).
        let gone: Vec<String> = fight
            .fighters
            .iter()
            .zip(&down)
            .filter(|(_, d)| **d)
            .map(|(f, _)| f.character.clone())
            .collect();
        for f in &mut fight.fighters {
            if f.held_by.as_ref().is_some_and(|h| gone.contains(h)) {
                f.held_by = None;
            }
        }
        let n = fight.fighters.len();
        let before = fight.round;
        let mut next = fight.turn;
        for _ in 0..n {
            next += 1;
            if next >= n {
                next = 0;
                fight.round += 1;
                for f in &mut fight.fighters {
                    f.defended = 0;
                    f.defences.clear();
                }
            }
            if !down[next] {
                break;
            }
        }
        let new_round = fight.round > before;
        if new_round {
            // Who is dying now rolls at the next round's end (H4).
            for (f, d) in fight.fighters.iter_mut().zip(&is_dying) {
                f.dying_seen = *d;
            }
        }
        fight.turn = next;
        let mut body = json!({
            "fight": fight.id, "event": "turn", "round": fight.round,
            "character": fight.fighters[next].character, "name": fight.fighters[next].name,
        });
        if withdrawn {
            body["withdrawn"] = json!(true);
        }
        if flee {
            body["fled"] = json!({"character": me.character, "name": me.name});
        }
        if !new_round || dying.is_empty() {
            return self.change_fight(member, fight, body, Vec::new()).await;
        }
        let actor = member.id.clone();
        let lang = self.rules(&member.game).await?.language.clone();
        let committed = self
            .submit(
                &member.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    // An NPC's roll is the Keeper's (its CON, its wounds): blind, in a
                    // Keeper entry before the public one.
                    let mut open = body.clone();
                    let mut secret = json!({"fight": body["fight"], "event": "dying_rolls", "source": source_name(false, true), "nonce": random_hex(16)});
                    let (mut open_steps, mut secret_steps) = (Vec::new(), Vec::new());
                    let (mut open_dying, mut secret_dying) = (Vec::new(), Vec::new());
                    let mut events = Vec::new();
                    let (mut open_exposed, mut secret_exposed) = (Vec::new(), Vec::new());
                    for (k, (id, name, request, npc)) in dying.iter().enumerate() {
                        let mut request = request.clone();
                        let label = request.as_object_mut().and_then(|r| r.remove("label"));
                        request["lang"] = json!(lang);
                        let step = typed_step(state, std::slice::from_ref(&request), None, *npc)?;
                        let list: Vec<Value> = match &step.answer.outcome {
                            Outcome::Coc7(Coc7Outcome::Heal(r)) => event_values(&r.events),
                            Outcome::Coc7(Coc7Outcome::Damage(r)) => event_values(&r.events),
                            _ => Vec::new(),
                        };
                        let mut line = json!({"character": id, "name": name, "events": list});
                        let lines = match (k >= first_exposed, *npc) {
                            (false, false) => &mut open_dying,
                            (false, true) => &mut secret_dying,
                            (true, false) => &mut open_exposed,
                            (true, true) => &mut secret_exposed,
                        };
                        if let Some(l) = label {
                            line["label"] = l;
                        }
                        lines.push(line);
                        if *npc {
                            secret_steps.push(step.to_value());
                        } else {
                            open_steps.push(step.to_value());
                        }
                        events.push((id.clone(), list, *npc));
                    }
                    if !open_steps.is_empty() {
                        open["source"] = json!(source_name(false, false));
                        open["steps"] = json!(open_steps);
                        if !open_dying.is_empty() {
                            open["dying"] = json!(open_dying);
                        }
                        if !open_exposed.is_empty() {
                            open["exposed"] = json!(open_exposed);
                        }
                    }
                    let entry = |visibility, body: Value| fight_entry(&actor, visibility, body);
                    let mut entries = Vec::new();
                    if !secret_steps.is_empty() {
                        secret["steps"] = json!(secret_steps);
                        if !secret_dying.is_empty() {
                            secret["dying"] = json!(secret_dying);
                        }
                        if !secret_exposed.is_empty() {
                            secret["exposed"] = json!(secret_exposed);
                        }
                        entries.push(entry(Visibility::Keeper, secret));
                    }
                    let public = entries.len();
                    entries.push(entry(Visibility::Public, open));
                    let writes = events
                        .iter()
                        .flat_map(|(id, list, npc)| event_writes_at(id, list, if *npc { 0 } else { public }))
                        .collect();
                    Ok(Plan {
                        entries,
                        writes,
                        guard: Some(version_guard(&state.id, &fight)),
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(last_entry(committed))
    }

    /// The Keeper ends the fight.
    pub async fn end_fight(&self, member: &Member) -> Result<Entry, TableError> {
        keeper_only(member)?;
        let fight = self
            .current_fight(&member.game)
            .await?
            .ok_or_else(no_fight)?;
        let (actor, id, version, rounds) = (
            member.id.clone(),
            fight.id.clone(),
            fight.version,
            fight.round,
        );
        let committed = self
            .submit(
                &member.game,
                Box::new(move |state| {
                    Ok(Plan {
                        entries: vec![fight_entry(
                            &actor,
                            Visibility::Public,
                            json!({"fight": id, "event": "ended", "rounds": rounds}),
                        )],
                        guard: Some(Guard {
                            write: Write {
                                sql: "UPDATE fights SET ended_seq = $1, version = version + 1 \
                                      WHERE game_id = $2 AND id = $3 AND version = $4 AND ended_seq IS NULL",
                                args: vec![Arg::Seq(0), text(&state.id), text(&id), Arg::Int(version)],
                            },
                            refusal: stale,
                        }),
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(only_entry(committed))
    }
}
