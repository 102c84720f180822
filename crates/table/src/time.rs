//! Game time passing, the Keeper's to declare. Every investigator's Magic Points come
//! back by the rules (7th edition C5: 1 an hour; classic M1: a quarter of the total
//! every 6 hours, all of them after 24), classic's hour of Sanity losses starts again
//! (N5), and a new day, when the Keeper says one begins, restarts 7th edition's count of
//! the day's Sanity losses (N5). The rules compute the events; each investigator's go
//! onto their sheet as one `character_events` entry, all in one transaction.

use keeper_i18n::Message;
use serde_json::{Map, Value, json};

use crate::characters::{add_game_options, event_writes_at};
use crate::npcs::CharacterKind;
use crate::plans::random_hex;
use crate::store::{NewEntry, Plan};
use crate::{Derived, Entry, EntryKind, Member, Table, TableError, Visibility};

/// The most game hours one declaration passes (a month).
pub const MAX_HOURS: u32 = 720;

/// Time the Keeper says has passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimePasses {
    /// Game hours, 0–[`MAX_HOURS`].
    pub hours: u32,
    /// A new game day begins (7th edition N5: the day's Sanity losses start again).
    pub new_day: bool,
    /// Who may read the entries.
    pub visibility: Visibility,
}

impl Table {
    /// Passes game time for every living investigator of the game (the Keeper's alone):
    /// one entry per investigator whose sheet it changes, in seq order; none when it
    /// changes nothing (everyone's Magic Points full, no new day).
    pub async fn pass_time(
        &self,
        keeper: &Member,
        order: TimePasses,
    ) -> Result<Vec<Entry>, TableError> {
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "table-time-keeper-only",
            )));
        }
        if order.hours > MAX_HOURS {
            return Err(TableError::bad_field(
                "hours",
                Message::new("table-time-hours").int("max", i64::from(MAX_HOURS)),
            ));
        }
        if order.hours == 0 && !order.new_day {
            return Err(TableError::bad_field(
                "hours",
                Message::new("table-time-nothing"),
            ));
        }
        let rules = self.rules(&keeper.game).await?;
        if !matches!(rules.system.as_str(), "coc7" | "classic") {
            return Err(TableError::bad_field(
                "hours",
                Message::new("table-time-system"),
            ));
        }
        let mut changed = Vec::new();
        for c in self.characters(keeper).await? {
            if c.kind != CharacterKind::Investigator {
                continue;
            }
            let events = match &c.derived {
                Derived::Coc7(d) if !d.dead => {
                    let mut events = changes(json!({"system": "coc7", "action": "regain_magic",
                        "mp": d.mp, "max_mp": d.max_mp, "hours": order.hours}))?;
                    if order.new_day {
                        events.push(json!({"event": "day_started"}));
                    }
                    events
                }
                Derived::Classic(_) if order.hours > 0 => {
                    let mut request = Map::new();
                    request.insert("system".into(), json!("classic"));
                    request.insert("action".into(), json!("sheet"));
                    request.insert("sheet".into(), c.sheet.clone());
                    request.insert(
                        "do".into(),
                        json!({"op": "regenerate", "hours": order.hours}),
                    );
                    add_game_options(&rules.system, &rules.options, &mut request);
                    let mut events = changes(Value::Object(request))?;
                    events.push(json!({"event": "hour_started"}));
                    events
                }
                _ => Vec::new(),
            };
            if !events.is_empty() {
                changed.push((c.id, events));
            }
        }
        if changed.is_empty() {
            return Ok(Vec::new());
        }
        let (actor, visibility) = (keeper.id.clone(), order.visibility);
        let committed = self
            .submit(
                &keeper.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    let mut plan = Plan::default();
                    for (i, (character, events)) in changed.iter().enumerate() {
                        let mut body = json!({"character": character, "events": events,
                            "hours": order.hours});
                        if order.new_day {
                            body["new_day"] = json!(true);
                        }
                        if visibility.is_hidden() {
                            body["nonce"] = json!(random_hex(16));
                        }
                        plan.entries.push(NewEntry {
                            kind: EntryKind::CharacterEvents,
                            visibility,
                            actor: actor.clone(),
                            body: body.into(),
                        });
                        plan.writes.extend(event_writes_at(character, events, i));
                    }
                    Ok(plan)
                }),
            )
            .await?;
        Ok(committed.into_entries().collect())
    }
}

/// The events a rules request puts onto a sheet.
fn changes(request: Value) -> Result<Vec<Value>, TableError> {
    let answer = keeper_resolve::answer(&request).map_err(TableError::Rejected)?;
    Ok(answer.outcome.events())
}
