//! What a roller does with a result once it is seen: push it (7th edition R5), spend
//! Luck on it (R9; classic's house rule M3) or re-roll it for 1 Magic Point (classic's
//! house rule M2). Each is a new roll entry that names the roll it follows (`pushes`,
//! `luck_on`, `rerolls`), and a roll is followed up once: the claim is a row of
//! `follow_ups`, taken in the same transaction as the entry.

use std::collections::HashMap;
use std::sync::Arc;

use keeper_i18n::Message;
use keeper_resolve::Outcome;
use serde::Serialize;
use serde_json::{Map, Value, json};
use sqlx::Row;

use crate::characters::{add_game_options, event_writes};
use crate::npcs::CharacterKind;
use crate::plans::{only_entry, random_hex, text};
use crate::rolls::typed_step;
use crate::store::{Arg, Guard, NewEntry, Plan, Write};
use crate::{Entry, EntryKind, Member, Role, Table, TableError};

/// How a roll was followed up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FollowUp {
    /// `push`, `luck` or `mp_reroll`.
    pub kind: String,
    /// The entry that followed it up.
    pub seq: i64,
}

/// A follow-up to roll: its kind, its resolve request, physical faces, the skill a
/// success ticks, and whether the character events its result carries are applied.
struct FollowRoll {
    kind: &'static str,
    request: Value,
    dice: Option<Vec<i64>>,
    tick: Option<(String, String)>,
    apply_events: bool,
}

/// A roll entry's body and first step, read for a follow-up, and its result.
struct Followed {
    entry: Entry,
    body: Value,
    outcome: Outcome,
}

impl Followed {
    fn request(&self) -> &Value {
        &self.body["steps"][0]["request"]
    }

    /// The followed check's d100, read through its action's result type (`null` when it
    /// is not a check, which the rules then refuse).
    fn total(&self) -> Value {
        self.outcome
            .check_roll()
            .map(|(total, _)| total)
            .or_else(|| self.outcome.classic_check().map(|c| c.total))
            .map_or(Value::Null, |total| json!(total))
    }

    /// A classic check's roll as its sheet operation reads it (`value`: the chance
    /// rolled against; `total`), for Luck (M3) or a re-roll (M2).
    fn classic_op(&self, op: &str) -> Option<Map<String, Value>> {
        let c = self.outcome.classic_check()?;
        let mut out = Map::new();
        out.insert("op".into(), json!(op));
        out.insert("value".into(), json!(c.chance));
        out.insert("total".into(), json!(c.total));
        Some(out)
    }

    /// What classic's house rules offer this check under the game's `options`.
    fn classic_offers(&self, options: &Value) -> Option<keeper_resolve::ClassicOffers> {
        let check = self.outcome.classic_check()?;
        Some(keeper_resolve::classic_offers(
            options,
            self.request(),
            check,
        ))
    }

    fn character(&self) -> Result<String, TableError> {
        self.body["character"]
            .as_str()
            .map(str::to_owned)
            .ok_or_else(|| refused("session-luck-no-character"))
    }
}

impl Table {
    /// Pushes the failed 7th edition check at `seq` (R5): its roller (or the Keeper for
    /// a roll of their own) rolls it once more. The new roll names the one it pushes;
    /// a success of a skill ticks it as any success does (R10). `dice`: the faces of
    /// physical dice, as for any roll.
    pub async fn push_roll(
        &self,
        member: &Member,
        seq: i64,
        dice: Option<Vec<i64>>,
    ) -> Result<Entry, TableError> {
        let followed = self.followed(member, seq).await?;
        // Classic has no push: its house rules re-roll for a Magic Point instead (M2).
        if followed.outcome.system() != "coc7" {
            return Err(refused("session-push-classic"));
        }
        let request = followed.request();
        if followed.body.get("pushes").is_some() {
            return Err(refused("session-push-already-pushed"));
        }
        let mut push = Map::new();
        push.insert("system".into(), json!("coc7"));
        push.insert("action".into(), json!("push"));
        for key in [
            "value",
            "difficulty",
            "bonus",
            "penalty",
            "kind",
            "skill",
            "lang",
        ] {
            if let Some(v) = request.get(key).filter(|v| !v.is_null()) {
                push.insert(key.into(), v.clone());
            }
        }
        push.insert("first".into(), followed.total());
        let tick = self.tick_skill(member, &followed.body, request).await?;
        let roll = FollowRoll {
            kind: "push",
            request: Value::Object(push),
            dice,
            tick,
            apply_events: false,
        };
        self.follow_up(member, followed, roll).await
    }

    /// Spends Luck on the check at `seq`: `points`, or by default what the next
    /// success needs (7th edition R9; classic's house rule M3, raising the chance one
    /// for one). The roll must be of a character, whose Luck the spend lowers (a
    /// `luck_spent` event on the sheet).
    pub async fn spend_luck(
        &self,
        member: &Member,
        seq: i64,
        points: Option<i64>,
    ) -> Result<Entry, TableError> {
        let followed = self.followed(member, seq).await?;
        // coc7 R9: no Luck on a pushed roll.
        if followed.body.get("pushes").is_some() {
            return Err(refused("session-luck-pushed"));
        }
        let character = followed.character()?;
        if followed.outcome.system() == "classic" {
            // M3: Luck that cannot make a success (01, 96–100, a success) is not spent.
            let rules = self.rules(&member.game).await?;
            let offers = followed.classic_offers(&rules.options);
            if offers.is_some_and(|o| o.luck_spending && o.luck.is_none()) {
                return Err(refused("session-luck-cannot-help"));
            }
            let mut op = followed.classic_op("spend_luck");
            if let (Some(op), Some(p)) = (op.as_mut(), points) {
                op.insert("points".into(), json!(p));
            }
            let roll = self
                .classic_roll(member, &followed, &character, "luck", op)
                .await?;
            return self.follow_up(member, followed, roll).await;
        }
        let sheet = self.character(member, &character).await?;
        if !(member.is_keeper() || sheet.owner == member.id) {
            return Err(TableError::Forbidden(Message::new(
                "table-sheet-owner-only",
            )));
        }
        let luck = sheet.derived.luck().unwrap_or(0);
        let request = followed.request();
        let mut spend = json!({
            "system": "coc7", "action": "spend_luck",
            "value": request["value"], "total": followed.total(), "luck": luck,
        });
        for key in ["difficulty", "kind", "lang"] {
            if let Some(v) = request.get(key).filter(|v| !v.is_null()) {
                spend[key] = v.clone();
            }
        }
        if let Some(p) = points {
            spend["points"] = json!(p);
        }
        let roll = FollowRoll {
            kind: "luck",
            request: spend,
            dice: None,
            tick: None,
            apply_events: true,
        };
        self.follow_up(member, followed, roll).await
    }

    /// Re-rolls the failed classic check at `seq` for 1 Magic Point of its character
    /// (the forum's house rule M2): the sheet's `mp_reroll` operation rolls the check
    /// again at the same chance, and its events (1 MP spent; unconscious at 0, H3) go
    /// onto the sheet. `dice`: the d100's face of a physical die.
    pub async fn mp_reroll(
        &self,
        member: &Member,
        seq: i64,
        dice: Option<Vec<i64>>,
    ) -> Result<Entry, TableError> {
        let followed = self.followed(member, seq).await?;
        if followed.outcome.system() != "classic" {
            return Err(refused("session-mp-reroll-classic"));
        }
        let character = followed.character()?;
        let op = followed.classic_op("mp_reroll");
        let mut roll = self
            .classic_roll(member, &followed, &character, "mp_reroll", op)
            .await?;
        roll.dice = dice;
        self.follow_up(member, followed, roll).await
    }

    /// The sheet request of a classic follow-up made by the character's sheet operation
    /// `op` (`spend_luck`, `mp_reroll`), applied to the sheet: the sheet as the followed
    /// roll's readers see it (it goes into the entry's body), the game's house rules.
    async fn classic_roll(
        &self,
        member: &Member,
        followed: &Followed,
        character: &str,
        kind: &'static str,
        op: Option<Map<String, Value>>,
    ) -> Result<FollowRoll, TableError> {
        let Some(op) = op else {
            return Err(refused("session-follow-up-not-check"));
        };
        let sheet = self.character(member, character).await?;
        if sheet.kind == CharacterKind::Npc {
            return Err(refused("session-luck-no-character"));
        }
        if !(member.is_keeper() || sheet.owner == member.id) {
            return Err(TableError::Forbidden(Message::new(
                "table-sheet-owner-only",
            )));
        }
        let seen = match followed.entry.visibility {
            crate::Visibility::Public => {
                let reader = Member {
                    id: String::new(),
                    role: Role::Observer,
                    ..member.clone()
                };
                self.character(&reader, character).await?.sheet
            }
            _ => sheet.sheet,
        };
        let rules = self.rules(&member.game).await?;
        let mut request = Map::new();
        request.insert("system".into(), json!("classic"));
        request.insert("action".into(), json!("sheet"));
        request.insert("sheet".into(), seen);
        request.insert("do".into(), Value::Object(op));
        add_game_options(&rules.system, &rules.options, &mut request);
        if let Some(lang) = followed.request().get("lang").filter(|v| !v.is_null()) {
            request.insert("lang".into(), lang.clone());
        }
        Ok(FollowRoll {
            kind,
            request: Value::Object(request),
            dice: None,
            tick: None,
            apply_events: true,
        })
    }

    /// The Keeper awards an experience check (classic T6) for the successful check at
    /// `seq`: its label names the skill, of the character it was rolled for. The check
    /// goes onto the sheet (`check_awarded`), once per skill until the experience
    /// rolls clear it.
    pub async fn award_check(&self, keeper: &Member, seq: i64) -> Result<Entry, TableError> {
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "session-award-keeper-only",
            )));
        }
        let entry = self.entry_row(&keeper.game, seq).await?;
        let body: Value = serde_json::from_str(&entry.body).unwrap_or(Value::Null);
        let step = &body["steps"][0];
        let request = &step["request"];
        let succeeded = match (request["system"].as_str(), request["action"].as_str()) {
            (Some("classic"), Some(action)) if entry.kind == EntryKind::Roll => {
                Outcome::decode("classic", action, &step["response"]["result"])
                    .ok()
                    .and_then(|o| o.classic_check().map(|c| c.success))
            }
            _ => None,
        };
        let Some(succeeded) = succeeded else {
            return Err(refused("session-award-not-check"));
        };
        if !succeeded {
            return Err(refused("session-award-failed"));
        }
        let (Some(character), Some(skill)) = (body["character"].as_str(), body["label"].as_str())
        else {
            return Err(refused("session-award-not-check"));
        };
        let sheet = self.character(keeper, character).await?;
        let crate::Derived::Classic(d) = &sheet.derived else {
            return Err(refused("session-award-not-check"));
        };
        if !d.skills.contains_key(skill) {
            return Err(refused("session-award-not-skill"));
        }
        if d.checks.contains(skill) {
            return Err(refused("session-award-already"));
        }
        let event = json!({"event": "check_awarded", "skill": skill});
        self.character_events(keeper, character, vec![event], entry.visibility)
            .await
    }

    /// Every roll of the game that was followed up, by its seq. Which rolls were
    /// pushed is no secret of theirs: the follow-up is an entry of its own, read
    /// through `sight` like any other.
    pub async fn follow_ups(&self, game: &str) -> Result<HashMap<i64, FollowUp>, TableError> {
        let rows = sqlx::query("SELECT seq, kind, follow_seq FROM follow_ups WHERE game_id = $1")
            .bind(game)
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get("seq")?,
                    FollowUp {
                        kind: r.try_get("kind")?,
                        seq: r.try_get("follow_seq")?,
                    },
                ))
            })
            .collect()
    }

    /// The roll at `seq`, when `member` may follow it up: their own 7th edition check.
    async fn followed(&self, member: &Member, seq: i64) -> Result<Followed, TableError> {
        if member.role == Role::Observer {
            return Err(TableError::Forbidden(Message::new("table-observer-roll")));
        }
        let rules = self.rules(&member.game).await?;
        let entry = self.entry_row(&member.game, seq).await?;
        // Only the roller may follow up a roll: anyone else may not even read a hidden one.
        if entry.actor != member.id {
            return Err(TableError::Forbidden(Message::new(
                "session-follow-up-not-yours",
            )));
        }
        let body: Value = serde_json::from_str(&entry.body).unwrap_or(Value::Null);
        let step = &body["steps"][0];
        let request = &step["request"];
        let outcome = match (request["system"].as_str(), request["action"].as_str()) {
            (Some(system), Some(action))
                if entry.kind == EntryKind::Roll
                    && system == rules.system
                    && step["response"]["ok"] == Value::Bool(true) =>
            {
                Outcome::decode(system, action, &step["response"]["result"]).ok()
            }
            _ => None,
        };
        let is_check = match &outcome {
            Some(Outcome::Coc7(_)) => request["action"] == "check" || body.get("pushes").is_some(),
            Some(o @ Outcome::Classic(_)) => o.classic_check().is_some(),
            _ => false,
        };
        let (true, Some(outcome)) = (is_check, outcome) else {
            return Err(refused("session-follow-up-not-check"));
        };
        if self.follow_ups(&member.game).await?.contains_key(&seq) {
            return Err(already_followed());
        }
        Ok(Followed {
            entry,
            body,
            outcome,
        })
    }

    /// The skill a success of this roll would tick (R10): the request's skill, on a
    /// character whose sheet `member` may change and where it is not ticked yet.
    pub(crate) async fn tick_skill(
        &self,
        member: &Member,
        body: &Value,
        request: &Value,
    ) -> Result<Option<(String, String)>, TableError> {
        let (Some(character), Some(skill)) =
            (body["character"].as_str(), request["skill"].as_str())
        else {
            return Ok(None);
        };
        let sheet = self.character(member, character).await?;
        // Improvement ticks are the investigators' (coc7 R10); an NPC does not learn.
        if sheet.kind == CharacterKind::Npc {
            return Ok(None);
        }
        if !(member.is_keeper() || sheet.owner == member.id) {
            return Ok(None);
        }
        let ticked = sheet.derived.ticked(skill);
        Ok((!ticked).then(|| (character.to_owned(), skill.to_owned())))
    }

    /// Appends the follow-up roll of `request` to `followed`, claiming it, with the
    /// character events of its result when `apply_events` (and a tick when earned).
    async fn follow_up(
        &self,
        member: &Member,
        followed: Followed,
        roll: FollowRoll,
    ) -> Result<Entry, TableError> {
        let Followed { entry, body, .. } = followed;
        let FollowRoll {
            kind,
            request,
            dice,
            tick,
            apply_events,
        } = roll;
        let visibility = entry.visibility;
        let hidden = visibility.is_hidden();
        let actor = member.id.clone();
        let seq = entry.seq;
        let link = match kind {
            "push" => "pushes",
            "mp_reroll" => "rerolls",
            _ => "luck_on",
        };
        let tries = Arc::new(vec![request]);
        let committed = self
            .submit(
                &member.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    let step = typed_step(state, &tries, dice.as_deref(), hidden)?;
                    let mut out = Map::new();
                    for key in ["label", "character"] {
                        if let Some(v) = body.get(key) {
                            out.insert(key.into(), v.clone());
                        }
                    }
                    out.insert(link.into(), json!(seq));
                    let source = match (dice.is_some(), hidden) {
                        (true, _) => "physical",
                        (false, true) => "keeper_seed",
                        (false, false) => "fair_seed",
                    };
                    out.insert("source".into(), json!(source));
                    let mut changes = match apply_events {
                        true => step.answer.outcome.events(),
                        false => Vec::new(),
                    };
                    if let Some((_, skill)) = &tick
                        && step.answer.outcome.earns_tick()
                    {
                        changes.push(json!({"event": "skill_ticked", "skill": skill}));
                    }
                    let mut writes = Vec::new();
                    let character = tick
                        .as_ref()
                        .map(|(c, _)| c.clone())
                        .or_else(|| body["character"].as_str().map(str::to_owned));
                    if let (false, Some(c)) = (changes.is_empty(), &character) {
                        writes.extend(event_writes(c, &changes));
                        out.insert("events".into(), Value::Array(changes));
                    }
                    out.insert("steps".into(), json!([step]));
                    if hidden {
                        out.insert("nonce".into(), json!(random_hex(16)));
                    }
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: EntryKind::Roll,
                            visibility,
                            actor: actor.clone(),
                            body: Value::Object(out).into(),
                        }],
                        writes,
                        // Of two follow-ups at once, one stands.
                        guard: Some(Guard {
                            write: Write {
                                sql: "INSERT INTO follow_ups (game_id, seq, kind, follow_seq) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
                                args: vec![text(&state.id), Arg::Int(seq), text(kind), Arg::Seq(0)],
                            },
                            refusal: already_followed,
                        }),
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(only_entry(committed))
    }
}

fn refused(id: &'static str) -> TableError {
    TableError::bad_field("seq", Message::new(id))
}

fn already_followed() -> TableError {
    refused("session-follow-up-taken")
}
