//! Group requests: the Keeper asks several or all investigators at once for the same
//! roll ("everyone roll Spot Hidden"), each with their own character's value, or the
//! group's Luck roll, which the rules give to one of them (coc7 R8).

use keeper_i18n::Message;
use keeper_resolve::Outcome;
use keeper_resolve::results::coc7::Coc7Outcome;
use serde_json::{Value, json};

use crate::checks::check_name;
use crate::npcs::CharacterKind;
use crate::plans::{random_hex, run, text};
use crate::rolls::{RollOrder, RollRequest, roll_requests};
use crate::store::{Arg, NewEntry, Plan, Write};
use crate::{Derived, EntryKind, Member, Role, Table, TableError, Visibility};

/// What a group is asked to roll.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GroupRoll {
    /// A skill or characteristic of each one's sheet, by its sheet name
    /// (`"Spot Hidden"`, `"INT"`); `"luck"` and `"san"` name Luck and Sanity.
    Value(String),
    /// The group's Luck roll (7th edition): one roll, by the investigator the rules
    /// choose (the lowest Luck).
    GroupLuck,
    /// A Sanity roll with its loss (`"1/1D6"`), applied to each one's sheet when they
    /// answer: the rules roll the loss, the INT roll of a loss of 5 or more and its
    /// 1D10 hours of temporary insanity, and count the day's losses (7th edition N1–N5,
    /// classic N1–N6).
    Sanity(String),
}

impl Table {
    /// The Keeper asks `to` (every player when `None`) for `roll`, each for their first
    /// character. One `roll_request` entry per request, all naming one `group`, in one
    /// transaction; each answer names its request as any answer does.
    pub async fn request_group(
        &self,
        keeper: &Member,
        to: Option<Vec<String>>,
        roll: GroupRoll,
        label: Option<String>,
        visibility: Visibility,
    ) -> Result<Vec<RollRequest>, TableError> {
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "table-keeper-only-request",
            )));
        }
        if let Some(l) = &label {
            check_name("label", l)?;
        }
        let members = self.members(&keeper.game).await?;
        let asked: Vec<Member> = match to {
            None => members
                .into_iter()
                .filter(|m| m.role == Role::Player)
                .collect(),
            Some(ids) => {
                let mut out = Vec::new();
                for id in ids {
                    let m = members
                        .iter()
                        .find(|m| m.id == id)
                        .ok_or_else(|| TableError::not_found("member", &id))?;
                    if m.role != Role::Player {
                        return Err(TableError::bad_field(
                            "to",
                            Message::new("table-request-observer"),
                        ));
                    }
                    if !out.iter().any(|o: &Member| o.id == m.id) {
                        out.push(m.clone());
                    }
                }
                out
            }
        };
        if asked.is_empty() {
            return Err(TableError::bad_field(
                "to",
                Message::new("session-group-nobody"),
            ));
        }
        let game = self.game(&keeper.game).await?;
        if roll == GroupRoll::GroupLuck && game.system != "coc7" {
            return Err(TableError::bad_field(
                "group_luck",
                Message::new("session-group-luck-coc7"),
            ));
        }
        let characters = self.characters(keeper).await?;
        let mut each = Vec::new();
        for m in &asked {
            let c = characters
                .iter()
                .find(|c| c.owner == m.id && c.kind == CharacterKind::Investigator)
                .ok_or_else(|| {
                    TableError::bad_field(
                        "to",
                        Message::new("session-group-no-character").text("name", m.name.clone()),
                    )
                })?;
            each.push((m, c));
        }
        let orders: Vec<(String, RollOrder)> = match &roll {
            GroupRoll::Value(name) => {
                let mut out = Vec::new();
                for (m, c) in &each {
                    let value = c.derived.value(name).ok_or_else(|| {
                        TableError::bad_field(
                            "skill",
                            Message::new("session-group-no-value")
                                .text("name", c.name.clone())
                                .text("skill", name.clone()),
                        )
                    })?;
                    let characteristic = c.derived.characteristic(name).is_some();
                    let action = if game.system == "classic" && characteristic {
                        "characteristic"
                    } else {
                        "check"
                    };
                    let mut request =
                        json!({"system": game.system, "action": action, "value": value});
                    if game.system == "coc7" {
                        match name.as_str() {
                            "luck" => request["kind"] = json!("luck"),
                            "san" => request["kind"] = json!("sanity"),
                            _ if characteristic => request["kind"] = json!("characteristic"),
                            n => request["skill"] = json!(n),
                        }
                    }
                    let mut order = RollOrder::request(request, visibility);
                    order.character = Some(c.id.clone());
                    order.label = Some(label.clone().unwrap_or_else(|| name.clone()));
                    out.push((m.id.clone(), order));
                }
                out
            }
            GroupRoll::Sanity(loss) => {
                let mut out = Vec::new();
                for (m, c) in &each {
                    let request = if let Derived::Coc7(d) = &c.derived {
                        json!({"system": "coc7", "action": "sanity",
                            "san": d.san, "int": d.characteristics.int,
                            "loss": loss, "day_start_san": d.sheet.day_start_san,
                            "lost_today": d.sheet.lost_today, "indefinite": d.indefinite})
                    } else {
                        // Classic's sheet action reads the sheet as it is when answered.
                        json!({"system": game.system, "action": "sheet", "do": {"op": "sanity", "loss": loss}})
                    };
                    let mut order = RollOrder::request(request, visibility);
                    order.character = Some(c.id.clone());
                    order.label = label.clone();
                    order.apply = true;
                    out.push((m.id.clone(), order));
                }
                out
            }
            GroupRoll::GroupLuck => {
                let lucks: Vec<i64> = each
                    .iter()
                    .map(|(_, c)| c.derived.luck().unwrap_or(0))
                    .collect();
                let request = json!({"system": "coc7", "action": "group_luck", "lucks": lucks});
                // Who rolls is the rules' choice: ask them (a dry run, no die kept).
                let mut dry = request.clone();
                dry["seed"] = json!(0);
                let who = match keeper_resolve::answer(&dry)
                    .map_err(TableError::Rejected)?
                    .outcome
                {
                    Outcome::Coc7(Coc7Outcome::GroupLuck(r)) => r.roller,
                    _ => 0,
                };
                let (m, c) = each[who.min(each.len() - 1)];
                let mut order = RollOrder::request(request, visibility);
                order.character = Some(c.id.clone());
                order.label = label.clone();
                vec![(m.id.clone(), order)]
            }
        };
        // Every order is checked as a single request is: shape and rules, on a dry run.
        let rules = crate::store::Rules::of(&game);
        for (to, order) in &orders {
            let sheet = each
                .iter()
                .find(|(m, _)| m.id == *to)
                .map(|(_, c)| c.sheet.clone());
            let tries = roll_requests(&rules, order, sheet.as_ref())?;
            let mut dry = tries[0].clone();
            dry["seed"] = json!(0);
            run(&dry).map_err(TableError::Rejected)?;
        }
        let group = random_hex(8);
        let planned: Vec<(String, String, Value)> = orders
            .into_iter()
            .map(|(to, order)| {
                let id = random_hex(8);
                let order = serde_json::to_value(&order).unwrap_or(Value::Null);
                (id, to, order)
            })
            .collect();
        let (actor, gid, plan_items) = (keeper.id.clone(), group.clone(), planned.clone());
        let committed = self
            .submit(
                &keeper.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    let mut plan = Plan::default();
                    for (i, (id, to, order)) in plan_items.iter().enumerate() {
                        plan.entries.push(NewEntry {
                            kind: EntryKind::RollRequest,
                            visibility: Visibility::Public,
                            actor: actor.clone(),
                            body: json!({"request": id, "to": to, "order": order, "group": gid}).into(),
                        });
                        plan.writes.push(Write {
                            sql: "INSERT INTO roll_requests (id, game_id, to_member, seq) VALUES ($1, $2, $3, $4)",
                            args: vec![text(id), text(&state.id), text(to), Arg::Seq(i)],
                        });
                    }
                    Ok(plan)
                }),
            )
            .await?;
        Ok(planned
            .into_iter()
            .zip(committed.entries)
            .map(|((id, to, order), e)| RollRequest {
                id,
                to,
                seq: e.seq,
                order,
                answer_seq: None,
                group: Some(group.clone()),
            })
            .collect())
    }
}
