//! Rolls, reveals and the rolls the Keeper asks of players.

use std::sync::Arc;

use keeper_i18n::Message;
use keeper_resolve::{Answer, AsRun, Drawn, ResolveError};
use serde::Serialize;
use serde_json::{Value, json};
use sqlx::Row;

use crate::characters::{add_game_options, event_writes};
use crate::checks::check_name;
use crate::npcs::{CharacterKind, show_write};
use crate::plans::{only_entry, random_hex, run, text};
use crate::store::{Arg, Body, GameState, Guard, NewEntry, Plan, Rules, Write};
use crate::{Entry, EntryKind, Member, Role, Table, TableError, Visibility};

/// A roll the Keeper asked a player for.
#[derive(Debug, Clone, Serialize)]
pub struct RollRequest {
    /// Its id.
    pub id: String,
    /// The member asked.
    pub to: String,
    /// The log entry of the request.
    pub seq: i64,
    /// The roll asked for (a [`RollOrder`] as JSON).
    pub order: Value,
    /// The log entry of the answer, once answered.
    pub answer_seq: Option<i64>,
    /// The group request it is part of, if the Keeper asked several at once.
    pub group: Option<String>,
}

/// A roll to make.
#[derive(Debug, Clone, serde::Deserialize, Serialize)]
pub struct RollOrder {
    /// A resolve request of the game's system, `dice` or `bcdice` (its `id`, `seed` and
    /// `dice` are the table's to set); or absent when `expr` is given.
    #[serde(default)]
    pub request: Option<Value>,
    /// A dice expression or a BCDice-style command of the game's system.
    #[serde(default)]
    pub expr: Option<String>,
    /// Who may read it.
    #[serde(default = "public")]
    pub visibility: Visibility,
    /// What the roll is for ("Spot Hidden").
    #[serde(default)]
    pub label: Option<String>,
    /// The character it is rolled for.
    #[serde(default)]
    pub character: Option<String>,
    /// Append the result's `events` to the character's sheet.
    #[serde(default)]
    pub apply: bool,
    /// Physical dice: the faces the member rolled, in the engine's order.
    #[serde(default)]
    pub dice: Option<Vec<i64>>,
}

fn public() -> Visibility {
    Visibility::Public
}

impl RollOrder {
    /// A roll of a dice expression or command.
    pub fn expression(expr: &str, visibility: Visibility) -> RollOrder {
        RollOrder {
            request: None,
            expr: Some(expr.into()),
            visibility,
            label: None,
            character: None,
            apply: false,
            dice: None,
        }
    }

    /// A roll of a resolve request.
    pub fn request(request: Value, visibility: Visibility) -> RollOrder {
        RollOrder {
            request: Some(request),
            ..RollOrder::expression("", visibility)
        }
        .without_expr()
    }

    fn without_expr(mut self) -> RollOrder {
        self.expr = None;
        self
    }
}

impl Table {
    /// Makes a roll on the server and appends it; answers once it is durable.
    pub async fn roll(&self, member: &Member, order: RollOrder) -> Result<Entry, TableError> {
        self.roll_inner(member, order, None, None, false).await
    }

    /// [`Table::roll`] with the client's `Idempotency-Key`, kept with the roll in the
    /// same transaction: a retry with the key by the same member finds the roll made
    /// the first time (answered with `true`), even after a restart or through another
    /// process, instead of rolling again. The same key with another order is refused.
    pub async fn roll_keyed(
        &self,
        member: &Member,
        order: RollOrder,
        key: &str,
    ) -> Result<(Entry, bool), TableError> {
        let fingerprint =
            crate::chain::sha256_hex(&serde_json::to_string(&order).unwrap_or_default());
        if let Some(e) = self.keyed_roll(member, key, &fingerprint).await? {
            return Ok((e, true));
        }
        let keyed = Some((key.to_owned(), fingerprint.clone()));
        match self.roll_inner(member, order, None, keyed, false).await {
            Ok(e) => Ok((e, false)),
            // Another process (or a retry racing this one) wrote the key first.
            Err(err @ TableError::Store(_)) => {
                match self.keyed_roll(member, key, &fingerprint).await? {
                    Some(e) => Ok((e, true)),
                    None => Err(err),
                }
            }
            Err(e) => Err(e),
        }
    }

    /// The roll `member` made with `key`, if any.
    async fn keyed_roll(
        &self,
        member: &Member,
        key: &str,
        fingerprint: &str,
    ) -> Result<Option<Entry>, TableError> {
        crate::checks::no_nul("Idempotency-Key", key)?;
        let row = sqlx::query(
            "SELECT fingerprint, seq FROM roll_keys WHERE game_id = $1 AND member_id = $2 AND key = $3",
        )
        .bind(&member.game)
        .bind(&member.id)
        .bind(key)
        .fetch_optional(self.pool())
        .await?;
        let Some(row) = row else { return Ok(None) };
        if row.try_get::<String, _>("fingerprint")? != fingerprint {
            return Err(TableError::bad_field(
                "Idempotency-Key",
                Message::new("security-idempotency-key-reused"),
            ));
        }
        Ok(Some(
            self.entry_row(&member.game, row.try_get("seq")?).await?,
        ))
    }

    pub(crate) async fn roll_inner(
        &self,
        member: &Member,
        order: RollOrder,
        answering: Option<String>,
        keyed: Option<(String, String)>,
        may_apply: bool,
    ) -> Result<Entry, TableError> {
        if member.role == Role::Observer {
            return Err(TableError::Forbidden(Message::new("table-observer-roll")));
        }
        let game = self.rules(&member.game).await?;
        let mut order = order;
        let mut sheet = None;
        let mut show_npc = false;
        if let Some(id) = &order.character {
            let character = self.character(member, id).await?;
            let from_sheet = match order.request.as_mut() {
                Some(request) => from_the_sheet(&game.system, request, &character)?,
                None => false,
            };
            if let (true, Some(request)) = (from_sheet, order.request.as_ref()) {
                order.apply = true;
                let keepers = if crate::excursionists::narrators_only(&game.system, request) {
                    Some("table-story-narrator-only")
                } else if crate::development::is_development(&game.system, request) {
                    Some("table-development-keeper-only")
                } else if crate::healing::is_rest(&game.system, request) {
                    Some("table-treat-time")
                } else if crate::sheet_actions::keepers_only(&game.system, request) {
                    Some("table-sheet-keeper-only")
                } else {
                    None
                };
                if let Some(refusal) = keepers
                    && !member.is_keeper()
                {
                    return Err(TableError::Forbidden(Message::new(refusal)));
                }
            }
            if order.apply && !(may_apply || member.is_keeper() || character.owner == member.id) {
                return Err(TableError::Forbidden(Message::new(
                    "table-sheet-owner-only",
                )));
            }
            if character.kind == CharacterKind::Npc {
                // An NPC rolls by the Keeper's hand; its stats are not in the body, and a
                // roll in the open shows its name (as the Keeper showing it would).
                if !member.is_keeper() {
                    return Err(TableError::Forbidden(Message::new("table-npc-keeper-only")));
                }
                show_npc = order.visibility == Visibility::Public;
            }
            // The roll's body carries the sheet, so it holds only what every reader of
            // the roll may see: a public roll gets the sheet as anyone sees it.
            let reader = match order.visibility {
                Visibility::Public => Member {
                    id: String::new(),
                    role: Role::Observer,
                    ..member.clone()
                },
                _ => member.clone(),
            };
            let seen = match character.kind {
                CharacterKind::Npc => character.clone(),
                CharacterKind::Investigator => self.character(&reader, id).await?,
            };
            out_of_action(
                &game.system,
                order.request.as_ref(),
                &character.name,
                &seen.derived,
            )?;
            if seen.kind == CharacterKind::Investigator {
                sheet = Some(seen.sheet);
            }
        }
        let tries = roll_requests(&game, &order, sheet.as_ref())?;
        if let Some(label) = &order.label {
            check_name("label", label)?;
        }
        // A success that earns a tick marks the skill on the sheet (coc7 R10).
        let tick = match (&order.request, &order.character) {
            (Some(request), Some(c)) => {
                self.tick_skill(member, &json!({"character": c}), request)
                    .await?
            }
            _ => None,
        };
        let actor = member.id.clone();
        let hidden = order.visibility.is_hidden();
        let set = match &order.request {
            Some(r) if r["system"] == "coc7" && r["action"] == "characteristics" => {
                Some(self.characteristic_sets(&member.game, &member.id).await? + 1)
            }
            _ => None,
        };
        let order = Arc::new(order);
        let game_id = game.id.clone();
        let committed = self
            .submit(
                &game.id,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    // A roll moves only the seeds' counters of the state.
                    let counters = (state.public_counter, state.hidden_counter);
                    let mut step = typed_step(state, &tries, order.dice.as_deref(), hidden)?;
                    // BCDice's secret `S` prefix (`SCC<=50`): a blind roll, from the
                    // Keeper's seed, whatever visibility was asked.
                    let secret = !hidden && step.answer.outcome.is_secret();
                    let (hidden, visibility) = if secret {
                        (state.public_counter, state.hidden_counter) = counters;
                        step = typed_step(state, &tries, order.dice.as_deref(), true)?;
                        (true, Visibility::Keeper)
                    } else {
                        (hidden, order.visibility)
                    };
                    let mut writes = Vec::new();
                    if let (true, Visibility::Public, Some(c)) =
                        (show_npc, visibility, &order.character)
                    {
                        writes.push(show_write(c));
                    }
                    let mut events = Vec::new();
                    if order.apply {
                        events = step.answer.outcome.events();
                    }
                    if let Some((_, skill)) = &tick
                        && step.answer.outcome.earns_tick()
                    {
                        events.push(json!({"event": "skill_ticked", "skill": skill}));
                    }
                    let events = match (order.apply || !events.is_empty(), &order.character) {
                        (true, Some(c)) => {
                            writes.extend(event_writes(c, &events));
                            Some(events)
                        }
                        _ => None,
                    };
                    // Answering claims the request: of two answers at once, one stands.
                    let guard = answering.as_ref().map(|r| Guard {
                        write: Write {
                            sql: "UPDATE roll_requests SET answer_seq = $1 WHERE id = $2 AND answer_seq IS NULL",
                            args: vec![Arg::Seq(0), text(r)],
                        },
                        refusal: already_answered,
                    });
                    if let Some((key, fingerprint)) = &keyed {
                        writes.push(Write {
                            sql: "INSERT INTO roll_keys (game_id, member_id, key, fingerprint, seq) VALUES ($1, $2, $3, $4, $5)",
                            args: vec![text(&game_id), text(&actor), text(key), text(fingerprint), Arg::Seq(0)],
                        });
                    }
                    let body = RollBody {
                        label: order.label.as_deref(),
                        character: order.character.as_deref(),
                        request: answering.as_deref(),
                        source: source_name(order.dice.is_some(), hidden),
                        events,
                        steps: [&step],
                        nonce: hidden.then(|| random_hex(16)),
                        set: set.filter(|_| !hidden),
                    };
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: EntryKind::Roll,
                            visibility,
                            actor: actor.clone(),
                            body: Body::written(&body),
                        }],
                        writes,
                        guard,
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(only_entry(committed))
    }

    /// Reveals a hidden entry to everyone (Keeper only). In a fair mode v2 game the
    /// `reveal` entry also publishes the proof of each of its seeded steps (its secret
    /// and audit path, docs/fairness.md), and nothing of any other hidden step.
    pub async fn reveal(&self, keeper: &Member, seq: i64) -> Result<Entry, TableError> {
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "table-keeper-only-reveal",
            )));
        }
        let entry = self.entry_row(&keeper.game, seq).await?;
        if entry.visibility == Visibility::Public {
            return Err(TableError::bad_field(
                "seq",
                Message::new("table-entry-public"),
            ));
        }
        let mut body = json!({"seq": seq});
        let game = self.game(&keeper.game).await?;
        if game.fair_version >= 2 {
            let height = game.keeper_tree_height.unwrap_or(crate::fair::TREE_HEIGHT);
            let proofs = self.proofs_of(&keeper.game, &entry, height).await?;
            if !proofs.is_empty() {
                body["proofs"] = Value::Array(proofs);
            }
        }
        self.append(
            &keeper.game,
            EntryKind::Reveal,
            Visibility::Public,
            &keeper.id,
            body,
        )
        .await
    }

    /// Fair mode v2: the proof of each seeded step of hidden entry `entry`, for its
    /// reveal: `{step, counter, secret, path}` (docs/fairness.md). Only these steps'
    /// secrets are published; the Keeper's master secret and every other step's stay.
    async fn proofs_of(
        &self,
        game: &str,
        entry: &Entry,
        height: u32,
    ) -> Result<Vec<Value>, TableError> {
        let body: Value = serde_json::from_str(&entry.body).unwrap_or(Value::Null);
        if body["source"] != "keeper_seed" {
            return Ok(Vec::new());
        }
        let steps: Vec<(usize, u64)> = body["steps"]
            .as_array()
            .map(|steps| {
                steps
                    .iter()
                    .enumerate()
                    .filter(|(_, st)| st.get("secret_entry").is_none())
                    .filter_map(|(k, st)| st["counter"].as_u64().map(|c| (k, c)))
                    .collect()
            })
            .unwrap_or_default();
        if steps.is_empty() {
            return Ok(Vec::new());
        }
        let row = sqlx::query("SELECT keeper_seed FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(self.pool())
            .await?;
        let keeper = crate::fair::Seed::from_hex(&row.try_get::<String, _>("keeper_seed")?)
            .ok_or_else(|| TableError::Store(sqlx::Error::Decode("keeper_seed".into())))?;
        // The tree is not stored: rebuilt from K, off the async threads (a few ms).
        tokio::task::spawn_blocking(move || {
            let mut trees: std::collections::HashMap<u64, crate::fair::Tree> =
                std::collections::HashMap::new();
            steps
                .into_iter()
                .map(|(k, counter)| {
                    let t = counter >> height;
                    let tree = trees
                        .entry(t)
                        .or_insert_with(|| crate::fair::Tree::of(&keeper, t, height));
                    let index = (counter & ((1u64 << height) - 1)) as usize;
                    let path: Vec<String> = tree.path(index).iter().map(hex::encode).collect();
                    json!({"step": k, "counter": counter,
                        "secret": hex::encode(keeper.step_secret(counter)), "path": path})
                })
                .collect()
        })
        .await
        .map_err(|_| TableError::Store(sqlx::Error::WorkerCrashed))
    }

    /// The Keeper asks `to` for a roll.
    pub async fn request_roll(
        &self,
        keeper: &Member,
        to: &str,
        order: RollOrder,
    ) -> Result<RollRequest, TableError> {
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "table-keeper-only-request",
            )));
        }
        let target = self.member(&keeper.game, to).await?;
        if target.role == Role::Observer {
            return Err(TableError::bad_field(
                "to",
                Message::new("table-request-observer"),
            ));
        }
        if order.dice.is_some() {
            return Err(TableError::bad_field(
                "dice",
                Message::new("table-request-dice"),
            ));
        }
        // Check the order now, shape and rules both (a dry run on a throwaway seed, on the
        // character's sheet when it names one), so the player is never asked for a roll
        // that cannot be made.
        let game = self.game(&keeper.game).await?;
        let mut dry_order = order.clone();
        let sheet = match &order.character {
            Some(c) => {
                let character = self.character(keeper, c).await?;
                // What the answer will take from the sheet, the dry run takes now.
                if let Some(request) = dry_order.request.as_mut() {
                    from_the_sheet(&game.system, request, &character)?;
                }
                Some(character.sheet)
            }
            None => None,
        };
        let tries = roll_requests(&Rules::of(&game), &dry_order, sheet.as_ref())?;
        first_that_rolls(&tries, |t| {
            let mut dry = t.clone();
            dry["seed"] = json!(0);
            run(&dry)
        })
        .map_err(TableError::Rejected)?;
        let id = random_hex(8);
        let order_json = serde_json::to_value(&order).unwrap_or(Value::Null);
        let body = json!({"request": id, "to": to, "order": order_json});
        let (actor, rid, to_owned) = (keeper.id.clone(), id.clone(), to.to_owned());
        let committed = self
            .submit(
                &keeper.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: EntryKind::RollRequest,
                            visibility: Visibility::Public,
                            actor: actor.clone(),
                            body: body.clone().into(),
                        }],
                        writes: vec![Write {
                            sql: "INSERT INTO roll_requests (id, game_id, to_member, seq) VALUES ($1, $2, $3, $4)",
                            args: vec![text(&rid), text(&state.id), text(&to_owned), Arg::Seq(0)],
                        }],
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(RollRequest {
            id,
            to: to.to_owned(),
            seq: committed.entries[0].seq,
            order: order_json_of(&committed.entries[0]),
            answer_seq: None,
            group: None,
        })
    }

    /// The game's roll requests that `member` may see: the Keeper sees all, a player
    /// those asked of them, an observer none.
    pub async fn roll_requests(&self, member: &Member) -> Result<Vec<RollRequest>, TableError> {
        Ok(self
            .game_roll_requests(&member.game)
            .await?
            .into_iter()
            .filter(|r| member.is_keeper() || r.to == member.id)
            .collect())
    }

    /// How many public sets of 7th edition characteristics `actor` has rolled in `game`.
    async fn characteristic_sets(&self, game: &str, actor: &str) -> Result<i64, TableError> {
        // A roll's stored body holds its request as compact JSON.
        let row = sqlx::query(
            "SELECT COUNT(*) AS n FROM log WHERE game_id = $1 AND actor = $2 AND kind = 'roll' \
             AND visibility = 'public' AND body LIKE '%\"action\":\"characteristics\"%'",
        )
        .bind(game)
        .bind(actor)
        .fetch_one(self.pool())
        .await?;
        Ok(row.try_get("n")?)
    }

    /// Each roll request's entry (a public one) and its answer's, if answered, by the
    /// request's id. Only the answer made through the request counts as its answer.
    pub async fn request_entries(
        &self,
        game: &str,
    ) -> Result<std::collections::HashMap<String, (i64, Option<i64>)>, TableError> {
        let rows = sqlx::query("SELECT id, seq, answer_seq FROM roll_requests WHERE game_id = $1")
            .bind(game)
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get("id")?,
                    (r.try_get("seq")?, r.try_get("answer_seq")?),
                ))
            })
            .collect()
    }

    /// Every roll request of a game.
    async fn game_roll_requests(&self, game: &str) -> Result<Vec<RollRequest>, TableError> {
        let rows = sqlx::query(
            "SELECT r.id, r.to_member, r.seq, r.answer_seq, l.body FROM roll_requests r \
             JOIN log l ON l.game_id = r.game_id AND l.seq = r.seq WHERE r.game_id = $1 ORDER BY r.seq",
        )
        .bind(game)
        .fetch_all(self.pool())
        .await?;
        let mut out = Vec::new();
        for row in rows {
            let to: String = row.try_get("to_member")?;
            let body: Value =
                serde_json::from_str(&row.try_get::<String, _>("body")?).unwrap_or(Value::Null);
            out.push(RollRequest {
                id: row.try_get("id")?,
                to,
                seq: row.try_get("seq")?,
                order: body["order"].clone(),
                answer_seq: row.try_get("answer_seq")?,
                group: body["group"].as_str().map(str::to_owned),
            });
        }
        Ok(out)
    }

    /// The asked player answers a request with one click (or with physical dice).
    pub async fn answer_request(
        &self,
        member: &Member,
        request: &str,
        dice: Option<Vec<i64>>,
    ) -> Result<Entry, TableError> {
        // Requests are public in the log: one asked of someone else is forbidden, not
        // unknown.
        let found = self
            .game_roll_requests(&member.game)
            .await?
            .into_iter()
            .find(|r| r.id == request)
            .ok_or_else(|| TableError::not_found("roll request", request))?;
        if found.to != member.id {
            return Err(TableError::Forbidden(Message::new(
                "table-request-not-yours",
            )));
        }
        if found.answer_seq.is_some() {
            return Err(already_answered());
        }
        let mut order: RollOrder = serde_json::from_value(found.order).map_err(|e| {
            TableError::bad_field(
                "request",
                Message::new("table-request-unreadable").text("error", e.to_string()),
            )
        })?;
        order.dice = dice;
        self.roll_inner(member, order, Some(found.id), None, false)
            .await
    }
}

/// What a roll for `character` takes from its sheet, in one place: the numbers the rules
/// read there (an Excursionist's TI, Style and pool, chthonian I1–I4; the ticked skills
/// of development, R10; the patient's wounds and CON, H4–H7; SAN, MP and the like),
/// whatever the request says. Answers whether the roll's events go onto the sheet;
/// refuses a dying round for someone not dying.
fn from_the_sheet(
    system: &str,
    request: &mut Value,
    character: &crate::Character,
) -> Result<bool, TableError> {
    let d = &character.derived;
    crate::healing::check_dying(system, request, d, &character.name)?;
    Ok(crate::excursionists::from_the_sheet(system, request, d)
        || crate::development::from_the_sheet(system, request, d)
        || crate::healing::from_the_sheet(system, request, d)
        || crate::sheet_actions::from_the_sheet(system, request, d))
}

/// A check the character's state refuses (coc7 H2–H5: the dead roll nothing, the
/// unconscious and the dying make no skill or combat roll), as the rules' sheet says.
fn out_of_action(
    system: &str,
    request: Option<&Value>,
    name: &str,
    derived: &crate::Derived,
) -> Result<(), TableError> {
    let Some(request) = request else {
        return Ok(());
    };
    if system != "coc7" || request["action"] != "check" {
        return Ok(());
    }
    let crate::Derived::Coc7(d) = derived else {
        return Ok(());
    };
    let refused = &d.refused_rolls;
    let state = match request["kind"].as_str().unwrap_or("skill") {
        "characteristic" => refused.characteristic,
        "combat" => refused.combat,
        "sanity" => refused.sanity,
        "luck" => refused.luck,
        _ => refused.skill,
    };
    use keeper_resolve::results::coc7::OutOfAction;
    let id = match state {
        Some(OutOfAction::Dead) => "session-roll-dead",
        Some(OutOfAction::Dying) => "session-roll-dying",
        Some(OutOfAction::Unconscious) => "session-roll-unconscious",
        None => return Ok(()),
    };
    Err(TableError::bad_field(
        "character",
        Message::new(id).text("name", name.to_owned()),
    ))
}

pub(crate) fn source_name(physical: bool, hidden: bool) -> &'static str {
    match (physical, hidden) {
        (true, _) => "physical",
        (false, true) => "keeper_seed",
        (false, false) => "fair_seed",
    }
}

fn order_json_of(entry: &Entry) -> Value {
    serde_json::from_str::<Value>(&entry.body)
        .map(|b| b["order"].clone())
        .unwrap_or(Value::Null)
}

/// The resolve requests to try for an order, first to last (see [`roll_step`]).
pub(crate) fn roll_requests(
    game: &Rules,
    order: &RollOrder,
    sheet: Option<&Value>,
) -> Result<Vec<Value>, TableError> {
    let mut tries = match (&order.request, &order.expr) {
        (Some(Value::Object(fields)), None) => {
            let mut fields = fields.clone();
            for key in ["id", "seed", "dice"] {
                fields.remove(key);
            }
            let system = fields
                .get("system")
                .and_then(Value::as_str)
                .unwrap_or(&game.system)
                .to_owned();
            if !(system == game.system || system == "dice" || system == "bcdice") {
                return Err(TableError::bad_field(
                    "request.system",
                    Message::new("table-roll-system").text("system", game.system.clone()),
                ));
            }
            fields.insert("system".into(), json!(system));
            if !fields.contains_key("action") {
                return Err(TableError::bad_field(
                    "request.action",
                    Message::new("table-roll-action"),
                ));
            }
            if system == game.system && !fields.contains_key("options") {
                add_game_options(&game.system, &game.options, &mut fields);
            }
            // A sheet action on a character gets the sheet as the roller may see it.
            if fields.get("action") == Some(&json!("sheet"))
                && let Some(sheet) = sheet
            {
                fields.insert("sheet".into(), sheet.clone());
            }
            vec![Value::Object(fields)]
        }
        (None, Some(expr)) => {
            if expr.trim().is_empty() {
                return Err(TableError::bad_field(
                    "expr",
                    Message::new("table-roll-expr-empty"),
                ));
            }
            keeper_resolve::dice_or_command(expr, keeper_resolve::bcdice_game(&game.system), false)
        }
        _ => {
            return Err(TableError::bad_field(
                "request",
                Message::new("table-roll-one-of"),
            ));
        }
    };
    for t in &mut tries {
        if t.get("lang").is_none() {
            t["lang"] = json!(game.language);
        }
    }
    Ok(tries)
}

/// Rolls the first of `tries` that rolls ([`first_that_rolls`]). Seeded from the game's
/// seed unless `physical` faces are given. Answers `{counter?, request, response}`.
pub(crate) fn roll_step(
    state: &mut GameState,
    tries: &[Value],
    physical: Option<&[i64]>,
    hidden: bool,
) -> Result<Value, TableError> {
    typed_step(state, tries, physical, hidden).map(|step| step.to_value())
}

/// [`roll_step`]'s step, its answer typed.
pub(crate) fn typed_step<'a>(
    state: &mut GameState,
    tries: &'a [Value],
    physical: Option<&'a [i64]>,
    hidden: bool,
) -> Result<Step<'a>, TableError> {
    first_that_rolls(tries, |request| {
        // A try that fails leaves the counters as they were; nothing else moves.
        let counters = (state.public_counter, state.hidden_counter);
        let (drawn, counter) = match physical {
            Some(faces) => (Drawn::Dice(faces), None),
            None => {
                let (n, seed) = state.next_seed(hidden);
                (Drawn::Seed(seed), Some(n))
            }
        };
        // The request is run and written with what was drawn, never copied to set it.
        let answer = match keeper_resolve::answer_drawn(request, drawn) {
            Ok(answer) => answer,
            Err(e) => {
                (state.public_counter, state.hidden_counter) = counters;
                return Err(e);
            }
        };
        Ok(Step {
            request: AsRun { request, drawn },
            answer,
            counter,
        })
    })
    .map_err(TableError::Rejected)
}

/// One roll step: the resolve request as run (its `seed` or `dice` set), its typed
/// answer, and the seed's counter when it drew from one. Written as
/// `{"request", "response", "counter"}`, the text of [`Step::to_value`].
pub(crate) struct Step<'a> {
    request: AsRun<'a>,
    pub(crate) answer: Answer,
    counter: Option<i64>,
}

impl Serialize for Step<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(Some(2 + usize::from(self.counter.is_some())))?;
        map.serialize_entry("request", &self.request)?;
        map.serialize_entry("response", &self.answer)?;
        if let Some(n) = self.counter {
            map.serialize_entry("counter", &n)?;
        }
        map.end()
    }
}

impl Step<'_> {
    /// The step as a JSON value.
    pub(crate) fn to_value(&self) -> Value {
        serde_json::to_value(self).expect("a step serialises")
    }
}

/// A roll entry's body, written straight to its text: the fields in the order the log
/// has always stored them (`label`, `character`, `request`, `source`, `events`,
/// `steps`, `nonce`), each written only when present.
#[derive(Serialize)]
struct RollBody<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    label: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    character: Option<&'a str>,
    /// The roll request this roll answers.
    #[serde(skip_serializing_if = "Option::is_none")]
    request: Option<&'a str>,
    source: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    events: Option<Vec<Value>>,
    steps: [&'a Step<'a>; 1],
    /// A hidden roll's random nonce.
    #[serde(skip_serializing_if = "Option::is_none")]
    nonce: Option<String>,
    /// A public set of 7th edition characteristics: which of its roller's it is (from
    /// 1), so a set rolled again reads as such in the log.
    #[serde(skip_serializing_if = "Option::is_none")]
    set: Option<i64>,
}

/// The first answer of `attempt` over `tries`, in order. Only an error saying "not dice
/// notation" ([`keeper_resolve::not_notation`]) goes on to the next try, so `3d6 x` stays a dice
/// error while `CC<=50` goes on to BCDice; otherwise the last error.
fn first_that_rolls<'a, T>(
    tries: &'a [Value],
    mut attempt: impl FnMut(&'a Value) -> Result<T, ResolveError>,
) -> Result<T, ResolveError> {
    let mut last_error = None;
    for (i, request) in tries.iter().enumerate() {
        match attempt(request) {
            Ok(answer) => return Ok(answer),
            Err(error) => {
                let go_on = keeper_resolve::not_notation(&error) && i + 1 < tries.len();
                last_error = Some(error);
                if !go_on {
                    break;
                }
            }
        }
    }
    Err(last_error.unwrap_or_else(|| ResolveError::missing_field("expr")))
}

fn already_answered() -> TableError {
    TableError::bad_field("request", Message::new("table-request-answered"))
}
