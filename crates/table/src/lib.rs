//! keeper's game table: games, members, characters, rolls, posts and the hash-chained
//! log, on an embedded SQLite file or a PostgreSQL server.
//!
//! Every roll is made here, through the resolve engine, with dice from the game's
//! committed seeds (or faces a member typed, marked as physical), and is acknowledged
//! only once it is durable. Roles and visibility are checked here, so every front end
//! (API, pages, WebSocket) shares them.
//!
//! # Example
//! ```
//! # tokio_test();
//! # fn tokio_test() { tokio::runtime::Runtime::new().unwrap().block_on(async {
//! use keeper_table::{NewGame, RollOrder, Table, Visibility};
//! let table = Table::open("sqlite::memory:").await.unwrap();
//! let (game, keeper, _token) = table.create_game(NewGame::new("Masks", "coc7", "Ada")).await.unwrap();
//! let order = RollOrder::expression("1d100", Visibility::Public);
//! let roll = table.roll(&keeper, order).await.unwrap();
//! assert_eq!(roll.kind, "roll");
//! assert!(table.verify(&game.id, &keeper).await.unwrap().ok);
//! # }) }
//! ```
#![deny(missing_docs)]

pub mod access;
pub mod chain;
pub mod clock;
mod error;
pub mod fair;
pub mod posts;
pub mod scratch;
mod store;
pub mod verify;

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use keeper_i18n::Message;
use rand_core::Rng;
use serde::Serialize;
use serde_json::{Map, Value, json};
use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};
use tokio::sync::broadcast;

pub use access::{Role, Sight, Viewer, Visibility};
pub use error::TableError;
pub use store::{Backend, Committed};
pub use verify::{Broken, Verification, verify_export};

use store::{Arg, Cache, GameState, Guard, NewEntry, Plan, PlanFn, Rules, Write, Writer};

/// The systems a game can be played in.
pub const SYSTEMS: &[&str] = &["coc7", "classic", "chthonian"];
/// The languages a game or member may choose: the ones the catalogue speaks.
pub use keeper_i18n::LANGUAGES;
/// Longest game, thread or character name, in characters.
pub const MAX_NAME: usize = 200;
/// Longest post, in characters.
pub const MAX_POST: usize = 100_000;
/// Most roll tags in one post.
pub const MAX_TAGS: usize = 50;
/// Most entries one log page returns.
pub const MAX_PAGE: i64 = 1000;

/// A committed change to a game: its log now reaches `seq`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// The game's id; empty when every watcher should re-read (see [`Change::everyone`]).
    pub game: String,
    /// The last seq committed.
    pub seq: i64,
}

impl Change {
    /// A wake-up for every watcher of every game: changes may have been missed.
    pub fn everyone() -> Change {
        Change {
            game: String::new(),
            seq: 0,
        }
    }

    /// Whether a watcher of `game` that has seen up to `seq` should read the log again.
    pub fn concerns(&self, game: &str, seen: i64) -> bool {
        self.game.is_empty() || (self.game == game && self.seq > seen)
    }
}

/// A game.
#[derive(Debug, Clone, Serialize)]
pub struct Game {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// `coc7`, `classic` or `chthonian`.
    pub system: String,
    /// House rules and other options, passed to the system's actions.
    pub options: Value,
    /// The default language, used by its play-by-post results.
    pub language: String,
    /// When it was made.
    pub created_at: String,
    /// When the Keeper ended it.
    pub ended_at: Option<String>,
    /// SHA-256 of the public seed, published from the start.
    pub fair_commitment: String,
    /// SHA-256 of the Keeper's seed, published from the start.
    pub keeper_commitment: String,
    /// The public seed, once the game has ended.
    pub fair_seed: Option<String>,
    /// The Keeper's seed, once the Keeper revealed it.
    pub keeper_seed: Option<String>,
    /// Entries in its log.
    pub log_len: i64,
}

/// A member of a game.
#[derive(Debug, Clone, Serialize)]
pub struct Member {
    /// Its id.
    pub id: String,
    /// The game.
    pub game: String,
    /// The name shown.
    pub name: String,
    /// Keeper, player or observer.
    pub role: Role,
    /// The member's chosen language, if any.
    pub language: Option<String>,
}

impl Member {
    /// The member as a [`Viewer`].
    pub fn viewer(&self) -> Viewer<'_> {
        Viewer::Member {
            id: &self.id,
            role: self.role,
        }
    }

    fn is_keeper(&self) -> bool {
        self.role == Role::Keeper
    }
}

/// A log entry as stored.
#[derive(Debug, Clone, Serialize)]
pub struct Entry {
    /// The game.
    pub game: String,
    /// Position, from 1.
    pub seq: i64,
    /// `roll`, `post`, `character_created`, …
    pub kind: String,
    /// Who may read it.
    pub visibility: Visibility,
    /// The member who caused it.
    pub actor: String,
    /// When it was committed.
    pub created_at: String,
    /// The body, JSON text.
    pub body: String,
    /// SHA-256 of `body`.
    pub body_hash: String,
    /// The previous entry's hash.
    pub prev_hash: String,
    /// This entry's hash.
    pub hash: String,
}

/// A log entry as one viewer may see it.
#[derive(Debug, Clone, Serialize)]
pub struct EntryView {
    /// Position, from 1.
    pub seq: i64,
    /// What it records.
    pub kind: String,
    /// Who may read it.
    pub visibility: Visibility,
    /// The member who caused it.
    pub actor: String,
    /// That member's name.
    pub actor_name: String,
    /// When.
    pub created_at: String,
    /// Its hash in the chain.
    pub hash: String,
    /// The body, when the viewer may read it; `None` for a hidden roll (only its
    /// existence is shown).
    pub body: Option<Value>,
    /// Whether a hidden entry was revealed by the Keeper.
    pub revealed: bool,
}

/// A character, as one viewer may see it.
#[derive(Debug, Clone, Serialize)]
pub struct Character {
    /// Its id.
    pub id: String,
    /// The member who plays it.
    pub owner: String,
    /// Its name.
    pub name: String,
    /// The sheet (the system's sheet format) with the events the viewer may see.
    pub sheet: Value,
    /// The system's `sheet` answer for that sheet: everything derived.
    pub derived: Value,
}

/// A play-by-post thread.
#[derive(Debug, Clone, Serialize)]
pub struct Thread {
    /// Its id.
    pub id: String,
    /// Its title.
    pub title: String,
    /// Who started it.
    pub created_by: String,
    /// The log entry that started it.
    pub seq: i64,
}

/// A post as shown.
#[derive(Debug, Clone, Serialize)]
pub struct PostView {
    /// Its id.
    pub id: String,
    /// Its thread.
    pub thread: String,
    /// Its author's member id.
    pub author: String,
    /// Its author's name.
    pub author_name: String,
    /// The log entry that posted it (and bound its rolls).
    pub seq: i64,
    /// The current text in pieces, tags with their bound rolls.
    pub pieces: Vec<posts::Shown>,
    /// The current text as typed.
    pub body: String,
    /// The log entry of the last edit.
    pub edited_seq: Option<i64>,
    /// The log entry that deleted it (its text is then gone from view; its rolls stay
    /// in the log).
    pub deleted_seq: Option<i64>,
}

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
}

/// What a new game is.
#[derive(Debug, Clone)]
pub struct NewGame {
    /// Its name.
    pub name: String,
    /// `coc7`, `classic` or `chthonian`.
    pub system: String,
    /// Options passed to the system's actions (house rules, Luck spending, …).
    pub options: Value,
    /// Its default language.
    pub language: String,
    /// The Keeper's name.
    pub keeper_name: String,
}

impl NewGame {
    /// A game with no options, in English.
    pub fn new(name: &str, system: &str, keeper_name: &str) -> NewGame {
        NewGame {
            name: name.into(),
            system: system.into(),
            options: json!({}),
            language: "en".into(),
            keeper_name: keeper_name.into(),
        }
    }
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

/// The table: a database and its one writer.
#[derive(Debug, Clone)]
pub struct Table {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    pool: AnyPool,
    backend: Backend,
    writer: Writer,
    hub: broadcast::Sender<Change>,
    cache: Arc<Cache>,
}

fn random_hex(bytes: usize) -> String {
    let mut b = vec![0u8; bytes];
    rand::make_rng::<rand::rngs::StdRng>().fill_bytes(&mut b);
    hex::encode(b)
}

fn token_hash(token: &str) -> String {
    chain::sha256_hex(token)
}

fn text(s: &str) -> Arg {
    Arg::Text(s.to_owned())
}

fn check_name(field: &str, name: &str) -> Result<String, TableError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(TableError::bad_field(
            field,
            Message::new("table-field-empty").text("field", field.to_owned()),
        ));
    }
    if name.chars().count() > MAX_NAME {
        return Err(TableError::bad_field(
            field,
            Message::new("table-field-too-long")
                .text("field", field.to_owned())
                .int("limit", MAX_NAME as i64),
        ));
    }
    if name.chars().any(char::is_control) {
        return Err(TableError::bad_field(
            field,
            Message::new("table-field-control").text("field", field.to_owned()),
        ));
    }
    Ok(name.to_owned())
}

/// Runs one resolve request; its error object when it fails.
fn run(request: &Value) -> Result<Value, Value> {
    let response = keeper_resolve::resolve(request);
    if response["ok"] == Value::Bool(true) {
        Ok(response)
    } else {
        Err(response["error"].clone())
    }
}

impl Table {
    /// Opens (creating when needed) the database at `url` (`sqlite:PATH`,
    /// `sqlite::memory:` or `postgres://…`), runs the migrations and starts the writer.
    pub async fn open(url: &str) -> Result<Table, TableError> {
        let (pool, backend) = store::connect(url).await?;
        let (hub, _) = broadcast::channel(4096);
        let node = random_hex(8);
        let cache = Arc::new(Cache::default());
        let writer = Writer::start(
            pool.clone(),
            backend,
            hub.clone(),
            cache.clone(),
            node.clone(),
        );
        if backend == Backend::Postgres {
            let (listening, heard) = tokio::sync::oneshot::channel();
            store::listen(url.to_owned(), hub.clone(), node, listening);
            // Ready only once other processes' rolls can be heard.
            if tokio::time::timeout(std::time::Duration::from_secs(30), heard)
                .await
                .is_err()
            {
                return Err(TableError::Store(sqlx::Error::PoolTimedOut));
            }
        }
        Ok(Table {
            inner: Arc::new(Inner {
                pool,
                backend,
                writer,
                hub,
                cache,
            }),
        })
    }

    /// The database behind the table.
    pub fn backend(&self) -> Backend {
        self.inner.backend
    }

    /// Every committed change, this process's and (on PostgreSQL) other processes'.
    pub fn subscribe(&self) -> broadcast::Receiver<Change> {
        self.inner.hub.subscribe()
    }

    /// Whether the database answers.
    pub async fn ready(&self) -> bool {
        sqlx::query("SELECT 1")
            .execute(&self.inner.pool)
            .await
            .is_ok()
    }

    fn pool(&self) -> &AnyPool {
        &self.inner.pool
    }

    /// Runs `plan` through the writer (which keeps the entries it commits).
    async fn submit(&self, game: &str, plan: PlanFn) -> Result<Committed, TableError> {
        self.inner.writer.submit(game, plan).await
    }

    /// The game's fixed rules, read once.
    async fn rules(&self, game: &str) -> Result<Arc<Rules>, TableError> {
        if let Some(rules) = self.inner.cache.rules(game) {
            return Ok(rules);
        }
        let rules = Arc::new(Rules::of(&self.game(game).await?));
        self.inner.cache.keep_rules(rules.clone());
        Ok(rules)
    }

    // ----- games and members -----

    /// Makes a game and its Keeper; answers the Keeper's secret token (shown once).
    pub async fn create_game(&self, new: NewGame) -> Result<(Game, Member, String), TableError> {
        let name = check_name("name", &new.name)?;
        let keeper_name = check_name("keeper_name", &new.keeper_name)?;
        if !SYSTEMS.contains(&new.system.as_str()) {
            return Err(TableError::bad_field(
                "system",
                Message::new("table-bad-system")
                    .text("system", new.system.clone())
                    .text("systems", SYSTEMS.join(", ")),
            ));
        }
        if !LANGUAGES.contains(&new.language.as_str()) {
            return Err(TableError::bad_field(
                "language",
                Message::new("table-bad-language")
                    .text("language", new.language.clone())
                    .text("languages", LANGUAGES.join(", ")),
            ));
        }
        if !new.options.is_object() {
            return Err(TableError::bad_field(
                "options",
                Message::new("table-options-not-object"),
            ));
        }
        if let Some(factors) = game_factors(&new.system, &new.options) {
            // Checked now, not at the first Insight roll: the rules say what is wrong.
            let probe = json!({"system": "chthonian", "action": "insight", "ti": 0,
                "style": "pulp", "factors": factors, "lang": new.language});
            if let Err(e) = run(&probe) {
                let reason = e["message"].as_str().unwrap_or_default().to_owned();
                return Err(TableError::bad_field(
                    "options.factors",
                    Message::new("table-options-refused").text("reason", reason),
                ));
            }
        }
        let options = new.options.to_string();
        if options.len() > 16 * 1024 {
            return Err(TableError::bad_field(
                "options",
                Message::new("table-options-too-large").int("kib", 16),
            ));
        }
        let id = random_hex(8);
        let member = random_hex(8);
        let token = random_hex(32);
        let (fair, keeper) = (fair::Seed::generate(), fair::Seed::generate());
        let now = clock::now();
        let mut tx = self.pool().begin().await?;
        sqlx::query(
            "INSERT INTO games (id, name, system, options, language, created_at, fair_commitment, fair_seed, keeper_commitment, keeper_seed, log_head) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        )
        .bind(&id)
        .bind(&name)
        .bind(&new.system)
        .bind(&options)
        .bind(&new.language)
        .bind(&now)
        .bind(fair.commitment())
        .bind(fair.to_hex())
        .bind(keeper.commitment())
        .bind(keeper.to_hex())
        .bind(chain::GENESIS)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO members (id, game_id, name, role, token_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&member)
        .bind(&id)
        .bind(&keeper_name)
        .bind(Role::Keeper.as_str())
        .bind(token_hash(&token))
        .bind(&now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        // The chain opens with the commitments, so they are fixed before any roll.
        let body = json!({
            "name": name, "system": new.system, "options": new.options, "language": new.language,
            "keeper": member, "fair_commitment": fair.commitment(), "keeper_commitment": keeper.commitment(),
        });
        let actor = member.clone();
        self.submit(
            &id,
            Box::new(move |_| {
                Ok(Plan::one(
                    "game_created",
                    Visibility::Public,
                    &actor,
                    body.clone(),
                ))
            }),
        )
        .await?;
        let game = self.game(&id).await?;
        let keeper = self.member(&id, &member).await?;
        Ok((game, keeper, token))
    }

    /// The game `id`.
    pub async fn game(&self, id: &str) -> Result<Game, TableError> {
        no_nul("game", id)?;
        let row = sqlx::query(
            "SELECT id, name, system, options, language, created_at, ended_at, fair_commitment, fair_seed, \
             keeper_commitment, keeper_seed, keeper_seed_revealed, log_len FROM games WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(self.pool())
        .await?
        .ok_or_else(|| TableError::not_found("game", id))?;
        let ended_at: Option<String> = row.try_get("ended_at")?;
        let revealed: i64 = row.try_get("keeper_seed_revealed")?;
        Ok(Game {
            id: row.try_get("id")?,
            name: row.try_get("name")?,
            system: row.try_get("system")?,
            options: serde_json::from_str(&row.try_get::<String, _>("options")?)
                .unwrap_or(json!({})),
            language: row.try_get("language")?,
            created_at: row.try_get("created_at")?,
            fair_seed: ended_at
                .as_ref()
                .map(|_| row.try_get("fair_seed"))
                .transpose()?,
            ended_at,
            fair_commitment: row.try_get("fair_commitment")?,
            keeper_commitment: row.try_get("keeper_commitment")?,
            keeper_seed: (revealed == 1)
                .then(|| row.try_get("keeper_seed"))
                .transpose()?,
            log_len: row.try_get("log_len")?,
        })
    }

    fn member_of(row: &AnyRow) -> Result<Member, TableError> {
        let role: String = row.try_get("role")?;
        Ok(Member {
            id: row.try_get("id")?,
            game: row.try_get("game_id")?,
            name: row.try_get("name")?,
            role: Role::parse(&role).unwrap_or(Role::Observer),
            language: row.try_get("language")?,
        })
    }

    /// The member `id` of game `game`.
    pub async fn member(&self, game: &str, id: &str) -> Result<Member, TableError> {
        no_nul("member", id)?;
        let row = sqlx::query(
            "SELECT id, game_id, name, role, language FROM members WHERE id = $1 AND game_id = $2",
        )
        .bind(id)
        .bind(game)
        .fetch_optional(self.pool())
        .await?
        .ok_or_else(|| TableError::not_found("member", id))?;
        Table::member_of(&row)
    }

    /// The member of game `game` whose secret token is `token`.
    pub async fn authenticate(&self, game: &str, token: &str) -> Result<Member, TableError> {
        let hash = token_hash(token);
        let member = match self.inner.cache.member(&hash) {
            Some(member) => member,
            None => {
                let row = sqlx::query(
                    "SELECT id, game_id, name, role, language FROM members WHERE token_hash = $1",
                )
                .bind(&hash)
                .fetch_optional(self.pool())
                .await?
                .ok_or(TableError::Unauthorized)?;
                let member = Table::member_of(&row)?;
                self.inner.cache.keep_member(hash, member.clone());
                member
            }
        };
        if member.game != game {
            return Err(TableError::Unauthorized);
        }
        Ok(member)
    }

    /// The game's members.
    pub async fn members(&self, game: &str) -> Result<Vec<Member>, TableError> {
        let rows = sqlx::query("SELECT id, game_id, name, role, language FROM members WHERE game_id = $1 ORDER BY created_at, id")
            .bind(game)
            .fetch_all(self.pool())
            .await?;
        rows.iter().map(Table::member_of).collect()
    }

    /// Sets a member's language (`None`: follow the browser).
    pub async fn set_language(
        &self,
        member: &Member,
        language: Option<&str>,
    ) -> Result<(), TableError> {
        if let Some(l) = language
            && !LANGUAGES.contains(&l)
        {
            return Err(TableError::bad_field(
                "language",
                Message::new("table-bad-language")
                    .text("language", l.to_owned())
                    .text("languages", LANGUAGES.join(", ")),
            ));
        }
        sqlx::query("UPDATE members SET language = $1 WHERE id = $2")
            .bind(language.map(str::to_owned))
            .bind(&member.id)
            .execute(self.pool())
            .await?;
        self.inner.cache.forget_members();
        Ok(())
    }

    /// A new invite link's secret for `role` (Keeper only). The link can be used by
    /// several people; each who joins gets a token of their own.
    pub async fn invite(&self, keeper: &Member, role: Role) -> Result<String, TableError> {
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "table-keeper-only-invite",
            )));
        }
        if role == Role::Keeper {
            return Err(TableError::bad_field(
                "role",
                Message::new("table-invite-keeper"),
            ));
        }
        let token = random_hex(16);
        sqlx::query(
            "INSERT INTO invites (token_hash, game_id, role, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(token_hash(&token))
        .bind(&keeper.game)
        .bind(role.as_str())
        .bind(clock::now())
        .execute(self.pool())
        .await?;
        Ok(token)
    }

    /// Joins game `game` with an invite; answers the new member and their secret token.
    pub async fn join(
        &self,
        game: &str,
        invite: &str,
        name: &str,
    ) -> Result<(Member, String), TableError> {
        let name = check_name("name", name)?;
        let row = sqlx::query("SELECT game_id, role FROM invites WHERE token_hash = $1")
            .bind(token_hash(invite))
            .fetch_optional(self.pool())
            .await?
            .ok_or(TableError::Unauthorized)?;
        let invite_game: String = row.try_get("game_id")?;
        if invite_game != game {
            return Err(TableError::Unauthorized);
        }
        let role = Role::parse(&row.try_get::<String, _>("role")?).unwrap_or(Role::Observer);
        let id = random_hex(8);
        let token = random_hex(32);
        let body = json!({"member": id, "name": name, "role": role});
        let member = vec![
            text(&id),
            text(game),
            text(&name),
            text(role.as_str()),
            Arg::Text(token_hash(&token)),
            Arg::Text(clock::now()),
        ];
        let actor = id.clone();
        // The member and their entry commit together; an ended game takes no one new.
        self.submit(
            game,
            Box::new(move |state| {
                if state.ended {
                    return Err(TableError::Ended);
                }
                Ok(Plan {
                    entries: vec![NewEntry {
                        kind: "member_joined",
                        visibility: Visibility::Public,
                        actor: actor.clone(),
                        body: body.clone(),
                    }],
                    writes: vec![Write {
                        sql: "INSERT INTO members (id, game_id, name, role, token_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
                        args: member.clone(),
                    }],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        Ok((self.member(game, &id).await?, token))
    }

    /// Appends one entry with no other effect.
    async fn append(
        &self,
        game: &str,
        kind: &'static str,
        visibility: Visibility,
        actor: &str,
        body: Value,
    ) -> Result<Entry, TableError> {
        let actor = actor.to_owned();
        let committed = self
            .submit(
                game,
                Box::new(move |_| Ok(Plan::one(kind, visibility, &actor, body.clone()))),
            )
            .await?;
        Ok(only_entry(committed))
    }

    /// Ends the game (Keeper only): the public seed is revealed, nothing more is added
    /// but reveals.
    pub async fn end_game(&self, keeper: &Member) -> Result<Entry, TableError> {
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new("table-keeper-only-end")));
        }
        let actor = keeper.id.clone();
        let committed = self
            .submit(
                &keeper.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    state.ended = true;
                    Ok(Plan::one(
                        "game_ended",
                        Visibility::Public,
                        &actor,
                        json!({"fair_seed": state.fair_seed.to_hex()}),
                    ))
                }),
            )
            .await?;
        Ok(only_entry(committed))
    }

    /// Reveals the Keeper's seed (Keeper only): hidden rolls can then be recomputed by
    /// anyone who can read them.
    pub async fn reveal_keeper_seed(&self, keeper: &Member) -> Result<Entry, TableError> {
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "table-keeper-only-seed",
            )));
        }
        let game = self.game(&keeper.game).await?;
        if game.keeper_seed.is_some() {
            return Err(TableError::bad_field(
                "keeper_seed",
                Message::new("table-seed-revealed"),
            ));
        }
        // Revealed during play, the seed would let everyone predict the hidden rolls to come.
        if game.ended_at.is_none() {
            return Err(TableError::bad_field(
                "keeper_seed",
                Message::new("table-seed-not-ended"),
            ));
        }
        let actor = keeper.id.clone();
        let committed = self
            .submit(
                &keeper.game,
                Box::new(move |state| {
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: "keeper_seed_revealed",
                            visibility: Visibility::Public,
                            actor: actor.clone(),
                            body: json!({"keeper_seed": state.keeper_seed.to_hex()}),
                        }],
                        writes: vec![Write {
                            sql: "UPDATE games SET keeper_seed_revealed = 1 WHERE id = $1",
                            args: vec![text(&state.id)],
                        }],
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(only_entry(committed))
    }

    // ----- rolls -----

    /// Makes a roll on the server and appends it; answers once it is durable.
    pub async fn roll(&self, member: &Member, order: RollOrder) -> Result<Entry, TableError> {
        self.roll_inner(member, order, None).await
    }

    async fn roll_inner(
        &self,
        member: &Member,
        order: RollOrder,
        answering: Option<String>,
    ) -> Result<Entry, TableError> {
        if member.role == Role::Observer {
            return Err(TableError::Forbidden(Message::new("table-observer-roll")));
        }
        let game = self.rules(&member.game).await?;
        let mut sheet = None;
        if let Some(id) = &order.character {
            let character = self.character(member, id).await?;
            if order.apply && !(member.is_keeper() || character.owner == member.id) {
                return Err(TableError::Forbidden(Message::new(
                    "table-sheet-owner-only",
                )));
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
            sheet = Some(self.character(&reader, id).await?.sheet);
        }
        let tries = roll_requests(&game, &order, sheet.as_ref())?;
        if let Some(label) = &order.label {
            check_name("label", label)?;
        }
        let actor = member.id.clone();
        let hidden = order.visibility.is_hidden();
        let order = Arc::new(order);
        let committed = self
            .submit(
                &game.id,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    let step = roll_step(state, &tries, order.dice.as_deref(), hidden)?;
                    let mut body = Map::new();
                    if let Some(label) = &order.label {
                        body.insert("label".into(), json!(label));
                    }
                    if let Some(c) = &order.character {
                        body.insert("character".into(), json!(c));
                    }
                    if let Some(r) = &answering {
                        body.insert("request".into(), json!(r));
                    }
                    body.insert("source".into(), json!(source_name(order.dice.is_some(), hidden)));
                    let mut writes = Vec::new();
                    if let (true, Some(c)) = (order.apply, &order.character) {
                        let events = step["response"]["result"]["events"].as_array().cloned().unwrap_or_default();
                        writes.extend(event_writes(c, &events));
                        body.insert("events".into(), Value::Array(events));
                    }
                    // Answering claims the request: of two answers at once, one stands.
                    let guard = answering.as_ref().map(|r| Guard {
                        write: Write {
                            sql: "UPDATE roll_requests SET answer_seq = $1 WHERE id = $2 AND answer_seq IS NULL",
                            args: vec![Arg::Seq(0), text(r)],
                        },
                        refusal: already_answered,
                    });
                    body.insert("steps".into(), json!([step]));
                    if hidden {
                        body.insert("nonce".into(), json!(random_hex(16)));
                    }
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: "roll",
                            visibility: order.visibility,
                            actor: actor.clone(),
                            body: Value::Object(body),
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

    /// Reveals a hidden entry to everyone (Keeper only).
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
        self.append(
            &keeper.game,
            "reveal",
            Visibility::Public,
            &keeper.id,
            json!({"seq": seq}),
        )
        .await
    }

    // ----- roll requests -----

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
        let sheet = match &order.character {
            Some(c) => Some(self.character(keeper, c).await?.sheet),
            None => None,
        };
        let tries = roll_requests(&Rules::of(&game), &order, sheet.as_ref())?;
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
                            kind: "roll_request",
                            visibility: Visibility::Public,
                            actor: actor.clone(),
                            body: body.clone(),
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
        self.roll_inner(member, order, Some(found.id)).await
    }

    // ----- characters -----

    /// Makes a character. `create` is a creation request of the system (`coc7`
    /// `investigator`, `classic` `investigator`), or `sheet` a whole sheet in the
    /// system's format. Players make their own; the Keeper may give one to anyone.
    pub async fn create_character(
        &self,
        member: &Member,
        owner: Option<&str>,
        create: Option<Value>,
        sheet: Option<Value>,
    ) -> Result<Character, TableError> {
        if member.role == Role::Observer {
            return Err(TableError::Forbidden(Message::new(
                "table-observer-character",
            )));
        }
        let owner = owner.unwrap_or(&member.id).to_owned();
        if owner != member.id {
            if !member.is_keeper() {
                return Err(TableError::Forbidden(Message::new(
                    "table-player-own-character",
                )));
            }
            self.member(&member.game, &owner).await?;
        }
        let game = self.game(&member.game).await?;
        let creation = match (create, sheet) {
            (Some(c), None) => {
                let Value::Object(mut fields) = c else {
                    return Err(TableError::bad_field(
                        "create",
                        Message::new("table-create-not-object"),
                    ));
                };
                for key in ["id", "seed", "dice", "system", "action"] {
                    fields.remove(key);
                }
                fields.insert("system".into(), json!(game.system));
                fields.insert("action".into(), json!("investigator"));
                Creation::Request(Value::Object(fields))
            }
            (None, Some(s)) => {
                check_sheet(&game.system, &game.language, &s)?;
                Creation::Sheet(s)
            }
            _ => {
                return Err(TableError::bad_field(
                    "create",
                    Message::new("table-create-one-of"),
                ));
            }
        };
        if let Creation::Request(r) = &creation
            && !matches!(game.system.as_str(), "coc7" | "classic")
        {
            let _ = r;
            return Err(TableError::bad_field(
                "create",
                Message::new("table-create-chthonian"),
            ));
        }
        let id = random_hex(8);
        let (actor, cid) = (member.id.clone(), id.clone());
        let lang = game.language.clone();
        let committed = self
            .submit(
                &game.id,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    let (sheet, steps) = match &creation {
                        Creation::Sheet(s) => (s.clone(), vec![]),
                        Creation::Request(r) => {
                            let step = roll_step(state, std::slice::from_ref(r), None, false)?;
                            let sheet = sheet_of_creation(&state.system, &step["response"]["result"], r);
                            (sheet, vec![step])
                        }
                    };
                    check_sheet(&state.system, &lang, &sheet)?;
                    let name = sheet["name"].as_str().unwrap_or("?").chars().filter(|c| !c.is_control()).take(MAX_NAME).collect::<String>();
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: "character_created",
                            visibility: Visibility::Public,
                            actor: actor.clone(),
                            body: json!({"character": cid, "owner": owner, "name": name, "sheet": sheet, "steps": steps}),
                        }],
                        writes: vec![Write {
                            sql: "INSERT INTO characters (id, game_id, owner_id, name, sheet, created_seq) VALUES ($1, $2, $3, $4, $5, $6)",
                            args: vec![text(&cid), text(&state.id), text(&owner), text(&name), Arg::Text(sheet.to_string()), Arg::Seq(0)],
                        }],
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        let _ = committed;
        self.character(member, &id).await
    }

    /// Appends events to a character's sheet (its player or the Keeper): damage, Sanity
    /// loss, healing, … in the system's event format.
    pub async fn character_events(
        &self,
        member: &Member,
        character: &str,
        events: Vec<Value>,
        visibility: Visibility,
    ) -> Result<Entry, TableError> {
        let current = self.character(member, character).await?;
        if !(member.is_keeper() || current.owner == member.id) {
            return Err(TableError::Forbidden(Message::new(
                "table-sheet-owner-only",
            )));
        }
        if events.is_empty() || events.len() > 100 {
            return Err(TableError::bad_field(
                "events",
                Message::new("table-events-count").int("max", 100),
            ));
        }
        let mut trial = current.sheet.clone();
        append_events(&mut trial, &events);
        let game = self.game(&member.game).await?;
        check_sheet(&game.system, &game.language, &trial)?;
        let (actor, cid) = (member.id.clone(), character.to_owned());
        let committed = self
            .submit(
                &game.id,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    let mut body = json!({"character": cid, "events": events});
                    // Hidden, its body's hash is public in the chain: a secret nonce keeps
                    // it from being matched against guesses (as for a hidden roll).
                    if visibility.is_hidden() {
                        body["nonce"] = json!(random_hex(16));
                    }
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: "character_events",
                            visibility,
                            actor: actor.clone(),
                            body,
                        }],
                        writes: event_writes(&cid, &events),
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(only_entry(committed))
    }

    /// A character as `viewer` may see it: its sheet with the events of entries the
    /// viewer can read, and the system's derived values.
    pub async fn character(&self, member: &Member, id: &str) -> Result<Character, TableError> {
        no_nul("character", id)?;
        let row = sqlx::query(
            "SELECT id, owner_id, name, sheet FROM characters WHERE id = $1 AND game_id = $2",
        )
        .bind(id)
        .bind(&member.game)
        .fetch_optional(self.pool())
        .await?
        .ok_or_else(|| TableError::not_found("character", id))?;
        let game = self.game(&member.game).await?;
        let mut sheet: Value =
            serde_json::from_str(&row.try_get::<String, _>("sheet")?).unwrap_or(Value::Null);
        let events = sqlx::query(
            "SELECT e.event, l.visibility, l.actor, l.seq FROM character_events e JOIN log l \
             ON l.game_id = $1 AND l.seq = e.seq WHERE e.character_id = $2 ORDER BY e.n",
        )
        .bind(&member.game)
        .bind(id)
        .fetch_all(self.pool())
        .await?;
        let revealed = self.revealed(&member.game).await?;
        let mut visible = Vec::new();
        for e in events {
            let vis = Visibility::parse(&e.try_get::<String, _>("visibility")?)
                .unwrap_or(Visibility::Private);
            let actor: String = e.try_get("actor")?;
            let seq: i64 = e.try_get("seq")?;
            if access::sight(member.viewer(), vis, &actor, revealed.contains(&seq)) == Sight::Full {
                visible.push(
                    serde_json::from_str(&e.try_get::<String, _>("event")?).unwrap_or(Value::Null),
                );
            }
        }
        append_events(&mut sheet, &visible);
        let mut request = json!({"system": game.system, "action": "sheet", "sheet": sheet});
        if let Some(fields) = request["sheet"].as_object_mut() {
            add_game_factors(&game.system, &game.options, fields);
        }
        let derived = run(&request)
            .map(|r| r["result"].clone())
            .unwrap_or_else(|e| json!({"error": e}));
        Ok(Character {
            id: row.try_get("id")?,
            owner: row.try_get("owner_id")?,
            name: row.try_get("name")?,
            sheet,
            derived,
        })
    }

    /// The game's characters as `member` may see them.
    pub async fn characters(&self, member: &Member) -> Result<Vec<Character>, TableError> {
        let ids: Vec<String> =
            sqlx::query("SELECT id FROM characters WHERE game_id = $1 ORDER BY created_seq")
                .bind(&member.game)
                .fetch_all(self.pool())
                .await?
                .iter()
                .map(|r| r.try_get("id"))
                .collect::<Result<_, _>>()?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.push(self.character(member, &id).await?);
        }
        Ok(out)
    }

    // ----- play by post -----

    /// Starts a thread (players and the Keeper).
    pub async fn create_thread(&self, member: &Member, title: &str) -> Result<Thread, TableError> {
        if member.role == Role::Observer {
            return Err(TableError::Forbidden(Message::new("table-observer-thread")));
        }
        let title = check_name("title", title)?;
        let id = random_hex(8);
        let (actor, tid, t) = (member.id.clone(), id.clone(), title.clone());
        let committed = self
            .submit(
                &member.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: "thread_created",
                            visibility: Visibility::Public,
                            actor: actor.clone(),
                            body: json!({"thread": tid, "title": t}),
                        }],
                        writes: vec![Write {
                            sql: "INSERT INTO threads (id, game_id, title, created_by, created_seq) VALUES ($1, $2, $3, $4, $5)",
                            args: vec![text(&tid), text(&state.id), text(&t), text(&actor), Arg::Seq(0)],
                        }],
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(Thread {
            id,
            title,
            created_by: member.id.clone(),
            seq: committed.entries[0].seq,
        })
    }

    /// The game's threads.
    pub async fn threads(&self, game: &str) -> Result<Vec<Thread>, TableError> {
        let rows = sqlx::query("SELECT id, title, created_by, created_seq FROM threads WHERE game_id = $1 ORDER BY created_seq")
            .bind(game)
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| {
                Ok(Thread {
                    id: r.try_get("id")?,
                    title: r.try_get("title")?,
                    created_by: r.try_get("created_by")?,
                    seq: r.try_get("created_seq")?,
                })
            })
            .collect()
    }

    /// Posts to a thread: its roll tags are rolled now, once, and bound to the post.
    pub async fn create_post(
        &self,
        member: &Member,
        thread: &str,
        body: &str,
    ) -> Result<PostView, TableError> {
        if member.role == Role::Observer {
            return Err(TableError::Forbidden(Message::new("table-observer-post")));
        }
        let body = check_post(body)?;
        self.threads(&member.game)
            .await?
            .into_iter()
            .find(|t| t.id == thread)
            .ok_or_else(|| TableError::not_found("thread", thread))?;
        let game = self.game(&member.game).await?;
        let tags: Vec<(String, Vec<Value>)> = posts::scan(&body)
            .into_iter()
            .filter_map(|p| match p {
                posts::Piece::Tag(t) => Some((
                    t.to_owned(),
                    posts::tag_requests(t, posts::bcdice_game(&game.system)),
                )),
                posts::Piece::Text(_) => None,
            })
            .collect();
        if tags.len() > MAX_TAGS {
            return Err(TableError::bad_field(
                "body",
                Message::new("table-post-too-many-tags").int("limit", MAX_TAGS as i64),
            ));
        }
        let lang = game.language.clone();
        let id = random_hex(8);
        let (actor, pid, tid) = (member.id.clone(), id.clone(), thread.to_owned());
        self.submit(
            &game.id,
            Box::new(move |state| {
                if state.ended {
                    return Err(TableError::Ended);
                }
                let mut steps = Vec::with_capacity(tags.len());
                for (tag, tries) in &tags {
                    let tries: Vec<Value> = tries
                        .iter()
                        .map(|t| {
                            let mut t = t.clone();
                            t["lang"] = json!(lang);
                            t
                        })
                        .collect();
                    let mut step = match roll_step(state, &tries, None, false) {
                        Ok(step) => step,
                        // A tag that cannot be rolled stays in the post with its error.
                        Err(TableError::Rejected(error)) => json!({"request": tries[0], "response": {"ok": false, "error": error}}),
                        Err(e) => return Err(e),
                    };
                    step["tag"] = json!(tag);
                    steps.push(step);
                }
                Ok(Plan {
                    entries: vec![NewEntry {
                        kind: "post",
                        visibility: Visibility::Public,
                        actor: actor.clone(),
                        body: json!({"post": pid, "thread": tid, "body": body, "steps": steps}),
                    }],
                    writes: vec![Write {
                        sql: "INSERT INTO posts (id, thread_id, game_id, author_id, seq, body) VALUES ($1, $2, $3, $4, $5, $6)",
                        args: vec![text(&pid), text(&tid), text(&state.id), text(&actor), Arg::Seq(0), text(&body)],
                    }],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        self.post(&member.game, &id).await
    }

    /// Edits a post (its author or the Keeper): the text changes, its rolls do not.
    pub async fn edit_post(
        &self,
        member: &Member,
        post: &str,
        body: &str,
    ) -> Result<PostView, TableError> {
        let current = self.post_for_change(member, post).await?;
        let body = check_post(body)?;
        let (actor, pid) = (member.id.clone(), current.id.clone());
        self.submit(
            &member.game,
            Box::new(move |state| {
                if state.ended {
                    return Err(TableError::Ended);
                }
                Ok(Plan {
                    entries: vec![NewEntry {
                        kind: "post_edited",
                        visibility: Visibility::Public,
                        actor: actor.clone(),
                        body: json!({"post": pid, "body": body}),
                    }],
                    writes: vec![Write {
                        sql: "UPDATE posts SET body = $1, edited_seq = $2 WHERE id = $3",
                        args: vec![text(&body), Arg::Seq(0), text(&pid)],
                    }],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        self.post(&member.game, post).await
    }

    /// Deletes a post from view (its author or the Keeper); its entries and rolls stay
    /// in the log.
    pub async fn delete_post(&self, member: &Member, post: &str) -> Result<PostView, TableError> {
        let current = self.post_for_change(member, post).await?;
        let (actor, pid) = (member.id.clone(), current.id.clone());
        self.submit(
            &member.game,
            Box::new(move |state| {
                if state.ended {
                    return Err(TableError::Ended);
                }
                Ok(Plan {
                    entries: vec![NewEntry {
                        kind: "post_deleted",
                        visibility: Visibility::Public,
                        actor: actor.clone(),
                        body: json!({"post": pid}),
                    }],
                    writes: vec![Write {
                        sql: "UPDATE posts SET deleted_seq = $1 WHERE id = $2",
                        args: vec![Arg::Seq(0), text(&pid)],
                    }],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        self.post(&member.game, post).await
    }

    async fn post_for_change(&self, member: &Member, post: &str) -> Result<PostView, TableError> {
        let current = self.post(&member.game, post).await?;
        if !(member.is_keeper() || current.author == member.id) {
            return Err(TableError::Forbidden(Message::new(
                "table-post-author-only",
            )));
        }
        if current.deleted_seq.is_some() {
            return Err(TableError::not_found("post", post));
        }
        Ok(current)
    }

    /// One post.
    pub async fn post(&self, game: &str, id: &str) -> Result<PostView, TableError> {
        no_nul("post", id)?;
        let row = sqlx::query(
            "SELECT p.id, p.thread_id, p.author_id, p.seq, p.body, p.edited_seq, p.deleted_seq, l.body AS entry, m.name \
             FROM posts p JOIN log l ON l.game_id = p.game_id AND l.seq = p.seq JOIN members m ON m.id = p.author_id \
             WHERE p.id = $1 AND p.game_id = $2",
        )
        .bind(id)
        .bind(game)
        .fetch_optional(self.pool())
        .await?
        .ok_or_else(|| TableError::not_found("post", id))?;
        post_of(&row)
    }

    /// A thread's posts, oldest first.
    pub async fn posts(&self, game: &str, thread: &str) -> Result<Vec<PostView>, TableError> {
        let rows = sqlx::query(
            "SELECT p.id, p.thread_id, p.author_id, p.seq, p.body, p.edited_seq, p.deleted_seq, l.body AS entry, m.name \
             FROM posts p JOIN log l ON l.game_id = p.game_id AND l.seq = p.seq JOIN members m ON m.id = p.author_id \
             WHERE p.thread_id = $1 AND p.game_id = $2 ORDER BY p.seq",
        )
        .bind(thread)
        .bind(game)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(post_of).collect()
    }

    // ----- the log -----

    async fn revealed(&self, game: &str) -> Result<HashSet<i64>, TableError> {
        self.revealed_after(game, 0).await
    }

    /// The seqs revealed by reveal entries after `after`: a reveal follows the entry it
    /// reveals, so for entries after `after` these are all there are, and the read is a
    /// range of the log's key rather than all of it.
    async fn revealed_after(&self, game: &str, after: i64) -> Result<HashSet<i64>, TableError> {
        let rows =
            sqlx::query("SELECT body FROM log WHERE game_id = $1 AND seq > $2 AND kind = 'reveal'")
                .bind(game)
                .bind(after)
                .fetch_all(self.pool())
                .await?;
        Ok(rows
            .iter()
            .filter_map(|r| r.try_get::<String, _>("body").ok())
            .filter_map(|b| serde_json::from_str::<Value>(&b).ok()?["seq"].as_i64())
            .collect())
    }

    async fn entry_row(&self, game: &str, seq: i64) -> Result<Entry, TableError> {
        no_nul("game", game)?;
        if let Some(e) = self.inner.cache.entry(game, seq) {
            return Ok(e);
        }
        let row = sqlx::query(
            "SELECT game_id, seq, kind, visibility, actor, created_at, body, body_hash, prev_hash, hash FROM log WHERE game_id = $1 AND seq = $2",
        )
        .bind(game)
        .bind(seq)
        .fetch_optional(self.pool())
        .await?
        .ok_or_else(|| TableError::not_found("entry", seq.to_string()))?;
        entry_of(&row)
    }

    async fn entries(&self, game: &str, after: i64, limit: i64) -> Result<Vec<Entry>, TableError> {
        let rows = sqlx::query(
            "SELECT game_id, seq, kind, visibility, actor, created_at, body, body_hash, prev_hash, hash FROM log \
             WHERE game_id = $1 AND seq > $2 ORDER BY seq LIMIT $3",
        )
        .bind(game)
        .bind(after)
        .bind(limit)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(entry_of).collect()
    }

    /// The game's member names, holding every one of `actors` that is a member.
    async fn names(
        &self,
        game: &str,
        actors: &[&str],
    ) -> Result<Arc<HashMap<String, String>>, TableError> {
        if let Some(names) = self.inner.cache.names(game, actors.iter().copied()) {
            return Ok(names);
        }
        let names: Arc<HashMap<String, String>> = Arc::new(
            self.members(game)
                .await?
                .into_iter()
                .map(|m| (m.id, m.name))
                .collect(),
        );
        self.inner.cache.keep_names(game, names.clone());
        Ok(names)
    }

    /// Up to `limit` entries after `after`, as `viewer` may see them (entries the
    /// viewer may not know of are left out).
    pub async fn log(
        &self,
        game: &str,
        viewer: Viewer<'_>,
        after: i64,
        limit: i64,
    ) -> Result<Vec<EntryView>, TableError> {
        self.rules(game).await?;
        let after = after.max(0);
        let entries = self.entries(game, after, limit.clamp(1, MAX_PAGE)).await?;
        self.views(game, viewer, after, entries).await
    }

    /// The entries after `after` up to `through`, a seq known to be committed (as a
    /// [`Change`] tells), as `viewer` may see them; at most [`MAX_PAGE`] of them, so
    /// the last may come before `through`. Read from memory when this process
    /// committed them lately, so a roll's many watchers do not each query the log.
    pub async fn log_through(
        &self,
        game: &str,
        viewer: Viewer<'_>,
        after: i64,
        through: i64,
    ) -> Result<Vec<EntryView>, TableError> {
        self.rules(game).await?;
        let after = after.max(0);
        if through <= after {
            return Ok(Vec::new());
        }
        let through = through.min(after + MAX_PAGE);
        let entries = match self.inner.cache.range(game, after, through) {
            Some(entries) => entries,
            None => self.entries(game, after, through - after).await?,
        };
        self.views(game, viewer, after, entries).await
    }

    /// `entries` (which follow `after`) as `viewer` may see them.
    async fn views(
        &self,
        game: &str,
        viewer: Viewer<'_>,
        after: i64,
        entries: Vec<Entry>,
    ) -> Result<Vec<EntryView>, TableError> {
        // Only a hidden entry can be revealed (see `reveal`).
        let revealed = if entries.iter().any(|e| e.visibility.is_hidden()) {
            self.revealed_after(game, after).await?
        } else {
            HashSet::new()
        };
        let actors: Vec<&str> = entries.iter().map(|e| e.actor.as_str()).collect();
        let names = self.names(game, &actors).await?;
        Ok(entries
            .into_iter()
            .filter_map(|e| view_of(e, viewer, &revealed, &names))
            .collect())
    }

    /// One entry as `viewer` may see it; an entry they may not know of is not found.
    pub async fn entry(
        &self,
        game: &str,
        seq: i64,
        viewer: Viewer<'_>,
    ) -> Result<EntryView, TableError> {
        let e = self.entry_row(game, seq).await?;
        // Only a hidden entry can be revealed (see `reveal`), by a later entry.
        let revealed = if e.visibility.is_hidden() {
            self.revealed_after(game, seq).await?
        } else {
            HashSet::new()
        };
        let names = self.names(game, &[&e.actor]).await?;
        view_of(e, viewer, &revealed, &names)
            .ok_or_else(|| TableError::not_found("entry", seq.to_string()))
    }

    /// The game's log for verification by `viewer`: every header (the chain is the
    /// same for all), the bodies the viewer may read, and the seeds revealed so far.
    /// `owner` (the database's owner, `keeper verify --db`) gets every body and seed.
    pub async fn export(
        &self,
        game: &str,
        viewer: Viewer<'_>,
        owner: bool,
    ) -> Result<Value, TableError> {
        let g = self.game(game).await?;
        let revealed = self.revealed(game).await?;
        let mut game_json = json!({
            "id": g.id, "name": g.name, "system": g.system,
            "fair_commitment": g.fair_commitment, "keeper_commitment": g.keeper_commitment,
        });
        let (fair, keeper) = if owner {
            let row = sqlx::query("SELECT fair_seed, keeper_seed FROM games WHERE id = $1")
                .bind(game)
                .fetch_one(self.pool())
                .await?;
            (
                Some(row.try_get::<String, _>("fair_seed")?),
                Some(row.try_get::<String, _>("keeper_seed")?),
            )
        } else {
            (g.fair_seed, g.keeper_seed)
        };
        if let Some(s) = fair {
            game_json["fair_seed"] = json!(s);
        }
        if let Some(s) = keeper {
            game_json["keeper_seed"] = json!(s);
        }
        let mut out = Vec::new();
        let mut after = 0;
        loop {
            let page = self.entries(game, after, MAX_PAGE).await?;
            let Some(last) = page.last() else { break };
            after = last.seq;
            for e in page {
                let full = owner
                    || access::sight(viewer, e.visibility, &e.actor, revealed.contains(&e.seq))
                        == Sight::Full;
                let mut j = json!({
                    "seq": e.seq, "kind": e.kind, "visibility": e.visibility, "actor": e.actor,
                    "created_at": e.created_at, "body_hash": e.body_hash, "prev_hash": e.prev_hash, "hash": e.hash,
                });
                if full {
                    j["body"] = json!(e.body);
                }
                out.push(j);
            }
        }
        Ok(json!({"format": "keeper-log-export", "version": 1, "game": game_json, "entries": out}))
    }

    /// Verifies the game's whole chain as `viewer` can (see [`verify_export`]).
    pub async fn verify(&self, game: &str, member: &Member) -> Result<Verification, TableError> {
        Ok(verify_export(
            &self.export(game, member.viewer(), false).await?,
        ))
    }

    /// Verifies a game as the database's owner: every body, every roll.
    pub async fn verify_as_owner(&self, game: &str) -> Result<Verification, TableError> {
        Ok(verify_export(
            &self.export(game, Viewer::Anyone, true).await?,
        ))
    }

    /// Every game's id, oldest first.
    pub async fn game_ids(&self) -> Result<Vec<String>, TableError> {
        let rows = sqlx::query("SELECT id FROM games ORDER BY created_at, id")
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| r.try_get("id").map_err(TableError::from))
            .collect()
    }
}

/// The one entry of a plan that appends one.
fn only_entry(committed: Committed) -> Entry {
    committed
        .entries
        .into_iter()
        .next()
        .expect("one entry planned")
}

enum Creation {
    Request(Value),
    Sheet(Value),
}

fn source_name(physical: bool, hidden: bool) -> &'static str {
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
fn roll_requests(
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
            // Only classic's rules take house rules (`options`); a Chthonian game's
            // options are its Style factors, added below where an action takes them.
            if system == "classic"
                && system == game.system
                && !fields.contains_key("options")
                && game.options.as_object().is_some_and(|o| !o.is_empty())
            {
                fields.insert("options".into(), game.options.clone());
            }
            if system == game.system && fields.get("action") == Some(&json!("insight")) {
                add_game_factors(&game.system, &game.options, &mut fields);
            }
            // A sheet action on a character gets the sheet as the roller may see it.
            if fields.get("action") == Some(&json!("sheet"))
                && let Some(sheet) = sheet
            {
                let mut sheet = sheet.clone();
                if let Some(sheet) = sheet.as_object_mut() {
                    add_game_factors(&game.system, &game.options, sheet);
                }
                fields.insert("sheet".into(), sheet);
            }
            vec![Value::Object(fields)]
        }
        (None, Some(expr)) => {
            let expr = expr.trim();
            if expr.is_empty() {
                return Err(TableError::bad_field(
                    "expr",
                    Message::new("table-roll-expr-empty"),
                ));
            }
            let mut tries = vec![json!({"system": "dice", "action": "roll", "expr": expr})];
            if let Some(g) = posts::bcdice_game(&game.system) {
                tries.push(
                    json!({"system": "bcdice", "action": "command", "game": g, "command": expr}),
                );
            }
            tries
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
fn roll_step(
    state: &mut GameState,
    tries: &[Value],
    physical: Option<&[i64]>,
    hidden: bool,
) -> Result<Value, TableError> {
    first_that_rolls(tries, |request| {
        let mut request = request.clone();
        let mut trial = state.clone();
        let counter = match physical {
            Some(faces) => {
                request["dice"] = json!(faces);
                None
            }
            None => {
                let (n, seed) = trial.next_seed(hidden);
                request["seed"] = json!(seed);
                Some(n)
            }
        };
        let response = run(&request)?;
        *state = trial;
        let mut step = json!({"request": request, "response": response});
        if let Some(n) = counter {
            step["counter"] = json!(n);
        }
        Ok(step)
    })
    .map_err(TableError::Rejected)
}

/// The first answer of `attempt` over `tries`, in order. Only an error saying "not dice
/// notation" ([`posts::not_notation`]) goes on to the next try, so `3d6 x` stays a dice
/// error while `CC<=50` goes on to BCDice; otherwise the last error.
fn first_that_rolls<T>(
    tries: &[Value],
    mut attempt: impl FnMut(&Value) -> Result<T, Value>,
) -> Result<T, Value> {
    let mut last_error = Value::Null;
    for (i, request) in tries.iter().enumerate() {
        match attempt(request) {
            Ok(answer) => return Ok(answer),
            Err(error) => {
                let go_on = posts::not_notation(&error) && i + 1 < tries.len();
                last_error = error;
                if !go_on {
                    break;
                }
            }
        }
    }
    Err(last_error)
}

fn already_answered() -> TableError {
    TableError::bad_field("request", Message::new("table-request-answered"))
}

/// A Chthonian game's Style factors (`options.factors`): Practicality, Cognizance and
/// the Nodule scale are game settings (chthonian I1).
fn game_factors<'a>(system: &str, options: &'a Value) -> Option<&'a Value> {
    options.get("factors").filter(|_| system == "chthonian")
}

/// The game's Style factors put into `fields` (a sheet, an Insight request) where it
/// names none of its own.
fn add_game_factors(system: &str, options: &Value, fields: &mut Map<String, Value>) {
    if let Some(factors) = game_factors(system, options)
        && !fields.contains_key("factors")
    {
        fields.insert("factors".into(), factors.clone());
    }
}

/// Whether the rules of `system` accept `sheet`; when not, the rules' reason (in the
/// game's language `lang`, like a refused roll) inside a message of the table.
fn check_sheet(system: &str, lang: &str, sheet: &Value) -> Result<(), TableError> {
    run(&json!({"system": system, "action": "sheet", "sheet": sheet, "lang": lang}))
        .map(|_| ())
        .map_err(|e| match e["message"].as_str() {
            Some(reason) => TableError::bad_field(
                "sheet",
                Message::new("table-sheet-refused").text("reason", reason.to_owned()),
            ),
            None => TableError::bad_field("sheet", Message::new("table-sheet-invalid")),
        })
}

/// The sheet a creation request made.
fn sheet_of_creation(system: &str, result: &Value, request: &Value) -> Value {
    match system {
        "coc7" => {
            let mut sheet = result["sheet"].clone();
            // Details and backstory the wizard asked for (the sheet check judges them).
            if let Some(details) = request.get("details") {
                sheet["details"] = details.clone();
            }
            sheet
        }
        _ => {
            let mut sheet = json!({
                "format": "keeper-classic-sheet", "version": 1,
                "name": request.get("name").cloned().unwrap_or(json!("Investigator")),
                "characteristics": result["characteristics"],
            });
            // The skills written beside rolled characteristics (the sheet check judges them).
            if let Some(skills) = request.get("skills") {
                sheet["skills"] = skills.clone();
            }
            sheet
        }
    }
}

fn append_events(sheet: &mut Value, events: &[Value]) {
    if events.is_empty() {
        return;
    }
    if let Value::Object(map) = sheet {
        let list = map.entry("events").or_insert_with(|| json!([]));
        if let Value::Array(list) = list {
            list.extend(events.iter().cloned());
        }
    }
}

/// Rows for a character's new events; `n` orders them after every earlier event
/// without reading the count (the seq is unique and increasing).
fn event_writes(character: &str, events: &[Value]) -> Vec<Write> {
    events
        .iter()
        .enumerate()
        .map(|(i, e)| Write {
            sql: "INSERT INTO character_events (character_id, n, event, seq) VALUES ($1, $2 * 1000 + $3, $4, $2)",
            args: vec![text(character), Arg::Seq(0), Arg::Int(i as i64), Arg::Text(e.to_string())],
        })
        .collect()
}

/// Ids keeper makes are hex: one with a NUL names nothing (and PostgreSQL refuses it
/// as a parameter, which would be a storage error).
fn no_nul(what: &'static str, id: &str) -> Result<(), TableError> {
    if id.contains('\0') {
        return Err(TableError::not_found(what, id));
    }
    Ok(())
}

fn check_post(body: &str) -> Result<String, TableError> {
    if body.trim().is_empty() {
        return Err(TableError::bad_field(
            "body",
            Message::new("table-post-empty"),
        ));
    }
    // PostgreSQL cannot store a NUL in text.
    if body.contains('\0') {
        return Err(TableError::bad_field(
            "body",
            Message::new("table-post-nul"),
        ));
    }
    if body.chars().count() > MAX_POST {
        return Err(TableError::bad_field(
            "body",
            Message::new("table-post-too-long").int("limit", MAX_POST as i64),
        ));
    }
    Ok(body.to_owned())
}

fn entry_of(row: &AnyRow) -> Result<Entry, TableError> {
    Ok(Entry {
        game: row.try_get("game_id")?,
        seq: row.try_get("seq")?,
        kind: row.try_get("kind")?,
        visibility: Visibility::parse(&row.try_get::<String, _>("visibility")?)
            .unwrap_or(Visibility::Private),
        actor: row.try_get("actor")?,
        created_at: row.try_get("created_at")?,
        body: row.try_get("body")?,
        body_hash: row.try_get("body_hash")?,
        prev_hash: row.try_get("prev_hash")?,
        hash: row.try_get("hash")?,
    })
}

fn view_of(
    e: Entry,
    viewer: Viewer<'_>,
    revealed: &HashSet<i64>,
    names: &HashMap<String, String>,
) -> Option<EntryView> {
    let is_revealed = revealed.contains(&e.seq);
    let body = match access::sight(viewer, e.visibility, &e.actor, is_revealed) {
        Sight::Nothing => return None,
        Sight::Existence => None,
        Sight::Full => serde_json::from_str(&e.body).ok(),
    };
    Some(EntryView {
        seq: e.seq,
        actor_name: names.get(&e.actor).cloned().unwrap_or_default(),
        kind: e.kind,
        visibility: e.visibility,
        actor: e.actor,
        created_at: e.created_at,
        hash: e.hash,
        body,
        revealed: is_revealed,
    })
}

fn post_of(row: &AnyRow) -> Result<PostView, TableError> {
    let entry: Value =
        serde_json::from_str(&row.try_get::<String, _>("entry")?).unwrap_or(Value::Null);
    let body: String = row.try_get("body")?;
    let deleted_seq: Option<i64> = row.try_get("deleted_seq")?;
    let steps = entry["steps"].as_array().cloned().unwrap_or_default();
    let (body, pieces) = if deleted_seq.is_some() {
        (String::new(), Vec::new())
    } else {
        let pieces = posts::show(&body, &steps);
        (body, pieces)
    };
    Ok(PostView {
        id: row.try_get("id")?,
        thread: row.try_get("thread_id")?,
        author: row.try_get("author_id")?,
        author_name: row.try_get("name")?,
        seq: row.try_get("seq")?,
        pieces,
        body,
        edited_seq: row.try_get("edited_seq")?,
        deleted_seq,
    })
}
