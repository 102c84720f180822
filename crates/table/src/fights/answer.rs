//! The answer to an attack: the target's choice met by the rules, both sides rolled on
//! the server, the exchange judged and its damage applied to the loser's sheet.

use keeper_i18n::Message;
use keeper_resolve::Outcome;
use keeper_resolve::results::coc7::Coc7Outcome;
use serde_json::{Value, json};

use super::combatant::Combatant;
use super::plans::{event_values, event_writes_at, fight_entry, judged, last_entry, version_guard};
use super::{Maneuver, Response, SideTraits, chthonian, exchange, no_fight, plays, refuse};
use crate::npcs::CharacterKind;
use crate::plans::random_hex;
use crate::rolls::{source_name, typed_step};
use crate::store::Plan;
use crate::{Character, Entry, Member, Table, TableError, Visibility};

impl Table {
    /// The target of the pending attack meets it (its player, or the Keeper for an NPC):
    /// the server rolls both sides, the rules judge the exchange, and the damage (with
    /// the damage bonus, extreme and impale rules and armour) goes onto the loser's sheet
    /// with its major wound, CON roll, unconsciousness and death (H1–H5). One entry holds
    /// it all.
    pub async fn defend(&self, member: &Member, response: Response) -> Result<Entry, TableError> {
        self.answer(member, response, SideTraits::default()).await
    }

    /// [`Table::defend`] with the target's Traits: in a Chthonian contest, those that
    /// count for its roll and its Outcome (R2, R4); the loser gains the Outcome as
    /// `Wounded N` (R5).
    pub async fn answer(
        &self,
        member: &Member,
        response: Response,
        traits: SideTraits,
    ) -> Result<Entry, TableError> {
        let mut fight = self
            .current_fight(&member.game)
            .await?
            .ok_or_else(no_fight)?;
        let pending = fight
            .pending
            .clone()
            .ok_or_else(|| refuse("table-fight-no-attack"))?;
        let (a, t) = match (fight.index(&pending.attacker), fight.index(&pending.target)) {
            (Some(a), Some(t)) => (a, t),
            _ => return Err(refuse("table-fight-no-attack")),
        };
        let chars = self
            .combatants(member, &[&pending.attacker, &pending.target])
            .await?;
        if !plays(member, &fight.fighters[t], &chars[1].owner) {
            return Err(TableError::Forbidden(Message::new(
                "table-fight-not-your-target",
            )));
        }
        let rules = self.rules(&member.game).await?;
        let open_to = Response::open_to(&rules.system, pending.firearm);
        if !open_to.contains(&response) {
            return Err(TableError::bad_field(
                "response",
                Message::new("table-fight-response").text(
                    "list",
                    open_to
                        .iter()
                        .map(|r| r.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            ));
        }
        let request = exchange(
            &rules, &fight, &pending, response, &traits, &chars[0], &chars[1], false,
        )?;
        let classic = rules.system == "classic";
        // 7th edition: the gun whose rounds the shot spends (K4).
        let gun = match (pending.firearm, rules.system.as_str()) {
            (true, "coc7") => Combatant(&chars[0]).blow(&pending.with).map(|b| b.gun),
            _ => None,
        };
        // Chthonian: what a lost contest writes on each side (R5).
        let wounded = chthonian::wounded(&rules.language);
        let wounds: Option<Vec<_>> = (rules.system == "chthonian").then(|| {
            chars
                .iter()
                .map(|c| chthonian::wound(c, &wounded))
                .collect()
        });
        // Who takes a hit and what the damage action needs for it, prepared for both.
        let side = |c: &Character| {
            let who = Combatant(c);
            (
                c.id.clone(),
                who.health(),
                who.con(),
                who.armor(),
                c.kind == CharacterKind::Npc,
            )
        };
        // A target whose block halves firearms and projectiles (the ghoul's) takes half
        // of a shot, rounded down, before its armour.
        let halved = pending.firearm && Combatant(&chars[1]).halves_missiles();
        let sides = [side(&chars[0]), side(&chars[1])];
        let secret = sides.iter().any(|s| s.4);
        let lang = rules.language.clone();
        fight.pending = None;
        fight.fighters[a].attacks_made += 1;
        match response {
            Response::Dodge | Response::FightBack | Response::Parry => {
                fight.fighters[t].defended += 1;
                if classic {
                    fight.fighters[t].defences.push(response);
                }
            }
            Response::Dive => {
                fight.fighters[t].lost_attack = true;
                fight.fighters[t].aiming = false;
            }
            Response::None | Response::Contest => {}
        }
        if classic {
            fight.fighters[a].used.push(pending.with.clone());
        }
        let actor = member.id.clone();
        let names = (
            fight.fighters[a].name.clone(),
            fight.fighters[t].name.clone(),
        );
        let committed = self
            .submit(
                &member.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    let step = typed_step(state, std::slice::from_ref(&request), None, secret)?;
                    let (loser, amount, rolls) = judged(&step);
                    let mut steps = vec![step.to_value()];
                    let mut body = json!({
                        "fight": fight.id, "event": "exchange", "attacker": pending.attacker,
                        "target": pending.target, "with": pending.with,
                        "response": response.as_str(),
                        "attacker_name": names.0, "target_name": names.1,
                    });
                    let mut fight = fight.clone();
                    // The rounds the shots spent, and a malfunction's jam ([7e]).
                    if let (Some(gun), Outcome::Coc7(Coc7Outcome::Firearms(fired))) =
                        (&gun, &step.answer.outcome)
                    {
                        if let Some(left) = fired.ammo {
                            fight.fighters[a].rounds.insert(gun.clone(), left);
                            body["rounds"] = json!(left);
                        }
                        if fired.malfunctioned {
                            fight.fighters[a].jammed.push(gun.clone());
                            body["malfunction"] = json!(gun);
                        }
                    }
                    // K8: a maneuver that works holds its target, or frees its holder's
                    // prisoner.
                    if let Some(m) = pending.maneuver {
                        let worked = rolls["success"] == Value::Bool(true);
                        body["maneuver"] = json!(m.as_str());
                        body["success"] = json!(worked);
                        if worked {
                            if fight.fighters[a].held_by.as_deref() == Some(pending.target.as_str()) {
                                fight.fighters[a].held_by = None;
                            }
                            if m == Maneuver::Hold {
                                fight.fighters[t].held_by = Some(pending.attacker.clone());
                            }
                        }
                    }
                    let mut events = (String::new(), Vec::new());
                    if let (Some(i), Some(w)) = (loser, &wounds)
                        && amount > 0
                    {
                        let who = &sides[i].0;
                        let name = if i == 0 { &names.0 } else { &names.1 };
                        let (list, now) = chthonian::wound_events(&w[i], amount, &wounded);
                        body["wound"] = json!({"character": who, "name": name, "outcome": amount, "wound": now});
                        body["events"] = json!(list);
                        body["character"] = json!(who);
                        events = (who.clone(), list);
                    } else if let Some(i) = loser
                        && amount > 0
                    {
                        let (who, health, con, armor, _) = &sides[i];
                        let halved = halved && i == 1;
                        let kept = if halved { amount / 2 } else { amount };
                        let taken = kept.saturating_sub(*armor);
                        let name = if i == 0 { &names.0 } else { &names.1 };
                        body["hit"] = json!({"character": who, "name": name, "damage": amount, "armor": armor, "taken": taken});
                        if halved {
                            body["hit"]["halved"] = json!(true);
                        }
                        if let (Some(health), true) = (health, taken > 0) {
                            let mut d = health.clone();
                            d.insert("system".into(), json!("coc7"));
                            d.insert("action".into(), json!("damage"));
                            d.insert("amount".into(), json!(taken));
                            d.insert("con".into(), json!(con));
                            d.insert("lang".into(), json!(lang));
                            // An NPC's wounds are the Keeper's: its hit is rolled blind.
                            let tries = [Value::Object(d)];
                            let hit = typed_step(state, &tries, None, secret)?;
                            if let Outcome::Coc7(Coc7Outcome::Damage(r)) = &hit.answer.outcome {
                                let list = event_values(&r.events);
                                body["events"] = json!(list);
                                body["character"] = json!(who);
                                events = (who.clone(), list);
                            }
                            steps.push(hit.to_value());
                        } else if classic && taken > 0 {
                            // Classic wounds are hit points lost (H3): the sheet and the
                            // block work out the condition from them.
                            let list = vec![json!({"event": "hp_lost", "amount": taken})];
                            body["events"] = json!(list);
                            body["character"] = json!(who);
                            events = (who.clone(), list);
                        }
                    }
                    body["source"] = json!(source_name(false, secret));
                    body["steps"] = json!(steps);
                    let entry = |visibility, body: Value| fight_entry(&actor, visibility, body);
                    let (entries, writes) = if secret {
                        // With an NPC in it, the rolls (its skill, its wounds) are the
                        // Keeper's entry; everyone reads what happened in the next one:
                        // the dice, the levels, the damage dealt, an investigator's wounds.
                        let npc_hurt = loser.is_some_and(|i| sides[i].4);
                        let mut open = json!({
                            "fight": fight.id, "event": "exchange", "attacker": pending.attacker,
                            "target": pending.target, "with": pending.with,
                            "response": response.as_str(),
                            "attacker_name": names.0, "target_name": names.1, "rolls": rolls,
                        });
                        for key in ["maneuver", "success", "wound", "rounds", "malfunction"] {
                            if let Some(v) = body.get(key) {
                                open[key] = v.clone();
                            }
                        }
                        if let Some(hit) = body.get("hit") {
                            open["hit"] = if npc_hurt {
                                json!({"character": hit["character"], "name": hit["name"], "damage": hit["damage"]})
                            } else {
                                hit.clone()
                            };
                        }
                        if !npc_hurt && let Some(ev) = body.get("events") {
                            open["events"] = ev.clone();
                            open["character"] = body["character"].clone();
                        }
                        body["event"] = json!("exchange_rolls");
                        body["nonce"] = json!(random_hex(16));
                        let at = if npc_hurt { 0 } else { 1 };
                        (
                            vec![entry(Visibility::Keeper, body), entry(Visibility::Public, open)],
                            event_writes_at(&events.0, &events.1, at),
                        )
                    } else {
                        (vec![entry(Visibility::Public, body)], event_writes_at(&events.0, &events.1, 0))
                    };
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
}
