//! The database: connection, migrations, and the one writer that appends to the log.
//!
//! Every change to a game goes through the writer task as a [`Job`]: a pure plan over
//! the game's state (counters, chain head) that yields log entries and row writes; a
//! new game's job brings the game's first state, and its plan writes the game's row. The
//! writer takes every job waiting, runs their plans in one transaction, commits (fsync:
//! SQLite `synchronous=FULL`, PostgreSQL `synchronous_commit=on`) and only then answers
//! each job: a group commit, so many rolls share one fsync. On PostgreSQL a batch
//! locks its games' rows before it reads them, so two processes on one database take
//! turns on a game; the row is also updated with a check on its log length, so a chain
//! never forks: the loser of a race runs its plans again on the new state.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use serde_json::Value;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::pool::PoolConnection;
use sqlx::{Any, AnyConnection, AnyPool, Connection, Executor, Row};
use tokio::sync::{broadcast, mpsc, oneshot};

use crate::access::Visibility;
use crate::chain::{self, Header};
use crate::error::TableError;
use crate::fair::Seed;
use crate::{Change, Entry, EntryKind, Member, clock};

/// Most jobs committed together.
const MAX_BATCH: usize = 512;

/// Most committed entries, and most games' rules and names, kept in memory.
const CACHED: usize = 4096;
/// How long a token's member is kept: the one thing of a member that changes is their
/// language, and another process's change shows here within this time.
const MEMBER_TTL: Duration = Duration::from_secs(2);

/// What a game is played with, fixed when it is made: what a roll needs to know of it.
#[derive(Debug)]
pub(crate) struct Rules {
    pub(crate) id: String,
    pub(crate) system: String,
    pub(crate) language: String,
    pub(crate) options: Value,
}

impl Rules {
    pub(crate) fn of(game: &crate::Game) -> Rules {
        Rules {
            id: game.id.clone(),
            system: game.system.clone(),
            language: game.language.clone(),
            options: game.options.clone(),
        }
    }
}

/// Recent entries by (game, seq), and their order of arrival for eviction.
/// Committed entries by game, then seq, and the order they came in (to forget the
/// oldest). A game's id is kept once, shared: remembering an entry copies no key.
#[derive(Debug, Default)]
struct EntryCache {
    games: HashMap<Arc<str>, HashMap<i64, Entry>>,
    order: VecDeque<(Arc<str>, i64)>,
}

/// What this process keeps of what never changes, so a roll and its answer need not
/// read it again: committed log entries (the log is append-only), each game's
/// [`Rules`], members' names (a member is never renamed or removed; a name missing
/// here means a member who joined since, and is read), and for [`MEMBER_TTL`] the
/// member behind a token (a member's language may change). Bounded: past [`CACHED`],
/// the oldest entries, or all of a kind, are forgotten and read again when needed.
#[derive(Debug, Default)]
pub(crate) struct Cache {
    entries: Mutex<EntryCache>,
    rules: Mutex<HashMap<String, Arc<Rules>>>,
    names: Mutex<HashMap<String, Arc<HashMap<String, String>>>>,
    members: Mutex<HashMap<String, (Instant, Member)>>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Cache {
    /// Keeps entries just committed.
    pub(crate) fn remember(&self, entries: &[Entry]) {
        let mut guard = lock(&self.entries);
        let EntryCache { games, order } = &mut *guard;
        for e in entries {
            let game = match games.get_key_value(e.game.as_str()) {
                Some((game, _)) => game.clone(),
                None => Arc::from(e.game.as_str()),
            };
            let kept = games.entry(game.clone()).or_default();
            if kept.insert(e.seq, e.clone()).is_none() {
                order.push_back((game, e.seq));
            }
        }
        while order.len() > CACHED {
            let Some((game, seq)) = order.pop_front() else {
                break;
            };
            if let Some(kept) = games.get_mut(&game) {
                kept.remove(&seq);
                if kept.is_empty() {
                    games.remove(&game);
                }
            }
        }
    }

    /// The committed entries of `game` after `after` up to `through`, if every one is
    /// kept.
    pub(crate) fn range(&self, game: &str, after: i64, through: i64) -> Option<Vec<Entry>> {
        if through <= after {
            return Some(Vec::new());
        }
        let guard = lock(&self.entries);
        let kept = guard.games.get(game)?;
        (after + 1..=through)
            .map(|seq| kept.get(&seq).cloned())
            .collect()
    }

    /// The committed entry `seq` of `game`, if kept.
    pub(crate) fn entry(&self, game: &str, seq: i64) -> Option<Entry> {
        lock(&self.entries).games.get(game)?.get(&seq).cloned()
    }

    pub(crate) fn rules(&self, game: &str) -> Option<Arc<Rules>> {
        lock(&self.rules).get(game).cloned()
    }

    pub(crate) fn keep_rules(&self, rules: Arc<Rules>) {
        let mut map = lock(&self.rules);
        if map.len() >= CACHED {
            map.clear();
        }
        map.insert(rules.id.clone(), rules);
    }

    /// The game's member names, if kept and holding every one of `actors`.
    pub(crate) fn names<'a>(
        &self,
        game: &str,
        mut actors: impl Iterator<Item = &'a str>,
    ) -> Option<Arc<HashMap<String, String>>> {
        let names = lock(&self.names).get(game).cloned()?;
        actors.all(|a| names.contains_key(a)).then_some(names)
    }

    /// The member whose token hashes to `hash`, if seen lately.
    pub(crate) fn member(&self, hash: &str) -> Option<Member> {
        let map = lock(&self.members);
        let (at, member) = map.get(hash)?;
        (at.elapsed() < MEMBER_TTL).then(|| member.clone())
    }

    pub(crate) fn keep_member(&self, hash: String, member: Member) {
        let mut map = lock(&self.members);
        if map.len() >= CACHED {
            map.retain(|_, (at, _)| at.elapsed() < MEMBER_TTL);
            if map.len() >= CACHED {
                map.clear();
            }
        }
        map.insert(hash, (Instant::now(), member));
    }

    /// Forgets every member kept (one changed).
    pub(crate) fn forget_members(&self) {
        lock(&self.members).clear();
    }

    pub(crate) fn keep_names(&self, game: &str, names: Arc<HashMap<String, String>>) {
        let mut map = lock(&self.names);
        if map.len() >= CACHED {
            map.clear();
        }
        map.insert(game.to_owned(), names);
    }
}

/// Which database is behind the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// An embedded SQLite file: one process.
    Sqlite,
    /// A PostgreSQL server: any number of processes.
    Postgres,
}

/// Opens the pool for `url` with durable settings, and runs the migrations.
pub(crate) async fn connect(url: &str) -> Result<(AnyPool, Backend), TableError> {
    sqlx::any::install_default_drivers();
    let (url, backend) = if let Some(rest) = url.strip_prefix("sqlite:") {
        let rest = rest.trim_start_matches("//");
        let url = if rest == ":memory:" {
            "sqlite::memory:".to_owned()
        } else if rest.contains("mode=") {
            format!("sqlite://{rest}")
        } else if rest.contains('?') {
            format!("sqlite://{rest}&mode=rwc")
        } else {
            format!("sqlite://{rest}?mode=rwc")
        };
        (url, Backend::Sqlite)
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        (url.to_owned(), Backend::Postgres)
    } else {
        return Err(TableError::bad_field(
            "db",
            keeper_i18n::Message::new("table-bad-db-url").text("url", url.to_owned()),
        ));
    };
    // Each connection to `:memory:` would be a database of its own.
    let memory = url == "sqlite::memory:";
    let options = AnyPoolOptions::new()
        .max_connections(match backend {
            Backend::Sqlite if memory => 1,
            Backend::Sqlite => 8,
            Backend::Postgres => 16,
        })
        .acquire_timeout(Duration::from_secs(30))
        // A ping before each use is a second trip to SQLite's connection thread for
        // every query; an embedded file's connection does not drop.
        .test_before_acquire(backend == Backend::Postgres)
        .after_connect(move |conn, _| {
            Box::pin(async move {
                let setup: &[&str] = match backend {
                    Backend::Sqlite => &[
                        "PRAGMA journal_mode = WAL",
                        "PRAGMA synchronous = FULL",
                        "PRAGMA busy_timeout = 10000",
                        "PRAGMA foreign_keys = ON",
                    ],
                    Backend::Postgres => &["SET synchronous_commit = on"],
                };
                for statement in setup {
                    conn.execute(*statement).await?;
                }
                Ok(())
            })
        });
    let pool = options.connect(&url).await?;
    sqlx::migrate!("./migrations").run(&pool).await?;
    Ok((pool, backend))
}

/// A value bound to a statement.
#[derive(Debug, Clone)]
pub(crate) enum Arg {
    Text(String),
    Int(i64),
    Null,
    /// The seq of the plan's entry at this index, known only when it is appended.
    Seq(usize),
}

/// One row write of a plan.
#[derive(Debug, Clone)]
pub(crate) struct Write {
    pub(crate) sql: &'static str,
    pub(crate) args: Vec<Arg>,
}

/// A log entry to append.
#[derive(Debug, Clone)]
pub(crate) struct NewEntry {
    pub(crate) kind: EntryKind,
    pub(crate) visibility: Visibility,
    pub(crate) actor: String,
    pub(crate) body: Body,
}

/// A new entry's body: a JSON value, or its JSON text already written (a roll's,
/// written straight from its typed answer, with no JSON tree in between). Either way
/// the text stored and hashed is compact JSON, as `serde_json` writes it.
#[derive(Debug, Clone)]
pub(crate) enum Body {
    Json(Value),
    Text(String),
}

impl From<Value> for Body {
    fn from(value: Value) -> Body {
        Body::Json(value)
    }
}

impl Body {
    /// The text to store and hash.
    fn into_text(self) -> String {
        match self {
            Body::Json(value) => serde_json::to_string(&value).unwrap_or_else(|_| "null".into()),
            Body::Text(text) => text,
        }
    }
}

/// A write that must change exactly one row for its plan to stand (a claim, such as
/// answering a request once). It runs before the plan's entries and writes; when it
/// changes no row, the job fails with `refusal` and leaves nothing behind.
#[derive(Debug)]
pub(crate) struct Guard {
    pub(crate) write: Write,
    pub(crate) refusal: fn() -> TableError,
}

/// What a job's plan does: entries to append, rows to write, and its answer.
#[derive(Debug, Default)]
pub(crate) struct Plan {
    pub(crate) entries: Vec<NewEntry>,
    pub(crate) writes: Vec<Write>,
    pub(crate) guard: Option<Guard>,
    pub(crate) reply: Value,
}

impl Plan {
    /// A plan that appends one entry and writes nothing else.
    pub(crate) fn one(kind: EntryKind, visibility: Visibility, actor: &str, body: Value) -> Plan {
        Plan {
            entries: vec![NewEntry {
                kind,
                visibility,
                actor: actor.to_owned(),
                body: body.into(),
            }],
            ..Plan::default()
        }
    }
}

/// The state of a game that plans read and advance.
#[derive(Debug, Clone)]
pub(crate) struct GameState {
    // Shared: each job of a batch plans on a copy of the state.
    pub(crate) id: Arc<str>,
    pub(crate) system: Arc<str>,
    pub(crate) ended: bool,
    pub(crate) fair_seed: Seed,
    pub(crate) keeper_seed: Seed,
    /// The fair mode: 1 (hidden steps from the Keeper's seed, as v1) or 2 (each hidden
    /// step from its own secret under a committed tree).
    pub(crate) fair_version: i64,
    /// A v2 game's tree height: each tree holds 2^height hidden steps.
    pub(crate) tree_height: u32,
    pub(crate) public_counter: i64,
    pub(crate) hidden_counter: i64,
    pub(crate) log_len: i64,
    pub(crate) head: String,
    /// The members' names, read inside the batch's transaction (after the game's row is
    /// locked) when one of its jobs asks ([`Writer::submit_naming`]), so a check of a
    /// new name against them and the member's insert are one step; a plan that adds a
    /// member adds its name here, for the batch's later jobs. `None` when no job asked.
    pub(crate) names: Option<Vec<String>>,
}

impl GameState {
    /// A new game's state: no entry yet, no seed used.
    pub(crate) fn fresh(
        id: &str,
        system: &str,
        fair_seed: Seed,
        keeper_seed: Seed,
        fair_version: i64,
        tree_height: u32,
    ) -> GameState {
        GameState {
            id: id.into(),
            system: system.into(),
            ended: false,
            fair_seed,
            keeper_seed,
            fair_version,
            tree_height,
            public_counter: 0,
            hidden_counter: 0,
            log_len: 0,
            head: chain::GENESIS.to_owned(),
            names: None,
        }
    }

    /// The counter and resolve seed of the next roll step of the public or the Keeper's
    /// seed.
    pub(crate) fn next_seed(&mut self, hidden: bool) -> (i64, u64) {
        let (seed, counter) = if hidden {
            (&self.keeper_seed, &mut self.hidden_counter)
        } else {
            (&self.fair_seed, &mut self.public_counter)
        };
        let n = *counter;
        *counter += 1;
        if hidden && self.fair_version >= 2 {
            return (n, seed.v2_roll_seed(n as u64));
        }
        (n, seed.roll_seed(n as u64))
    }

    /// The trees of a v2 game first used by hidden steps `from` … `to` − 1, past tree 0
    /// (published in `game_created`): each one's root must be published before them.
    fn trees_opened(&self, from: i64, to: i64) -> Vec<u64> {
        if self.fair_version < 2 || to <= from {
            return Vec::new();
        }
        let h = self.tree_height;
        let first = ((from as u64) + (1u64 << h) - 1) >> h;
        let last = ((to - 1) as u64) >> h;
        (first.max(1)..=last).collect()
    }

    /// The public entry that publishes tree `tree`'s root, before any step uses it.
    fn extension(&self, tree: u64, actor: &str) -> NewEntry {
        let h = self.tree_height;
        NewEntry {
            kind: EntryKind::KeeperCommitmentExtended,
            visibility: Visibility::Public,
            actor: actor.to_owned(),
            body: serde_json::json!({
                "tree": tree,
                "first_counter": tree << h,
                "last_counter": ((tree + 1) << h) - 1,
                "root": hex::encode(self.keeper_seed.tree_root(tree, h)),
            })
            .into(),
        }
    }
}

pub(crate) type PlanFn = Box<dyn Fn(&mut GameState) -> Result<Plan, TableError> + Send + Sync>;

/// What a committed job answers.
#[derive(Debug, Clone)]
pub struct Committed {
    /// The entries the plan appended, in order.
    pub entries: Vec<Entry>,
    /// Entries the writer appended before them: the roots of fair-mode v2 trees the
    /// plan's hidden steps are the first to use (`keeper_commitment_extended`).
    pub opened: Vec<Entry>,
    /// The plan's answer.
    pub reply: Value,
}

pub(crate) struct Job {
    pub(crate) game: String,
    /// The first state of a game this job makes (its plan writes the game's row).
    pub(crate) fresh: Option<GameState>,
    pub(crate) plan: PlanFn,
    /// The plan reads the members' names ([`GameState::names`]).
    pub(crate) names: bool,
    pub(crate) reply: oneshot::Sender<Result<Committed, TableError>>,
}

/// The writer's handle.
#[derive(Debug, Clone)]
pub(crate) struct Writer {
    tx: mpsc::Sender<Job>,
}

impl Writer {
    pub(crate) fn start(
        pool: AnyPool,
        backend: Backend,
        hub: broadcast::Sender<Change>,
        cache: Arc<Cache>,
        node: String,
    ) -> Writer {
        let (tx, rx) = mpsc::channel(8192);
        tokio::spawn(write_loop(pool, backend, rx, hub, cache, node));
        Writer { tx }
    }

    /// Runs `plan` on game `game` and waits until its entries are durable.
    pub(crate) async fn submit(&self, game: &str, plan: PlanFn) -> Result<Committed, TableError> {
        self.send(game.to_owned(), None, plan, false).await
    }

    /// Runs `plan`, which reads the game's member names ([`GameState::names`]), on game
    /// `game`.
    pub(crate) async fn submit_naming(
        &self,
        game: &str,
        plan: PlanFn,
    ) -> Result<Committed, TableError> {
        self.send(game.to_owned(), None, plan, true).await
    }

    /// Makes the game whose first state is `state`: `plan` writes its row and its first
    /// entries, all in one transaction.
    pub(crate) async fn create(
        &self,
        state: GameState,
        plan: PlanFn,
    ) -> Result<Committed, TableError> {
        self.send(state.id.to_string(), Some(state), plan, false)
            .await
    }

    async fn send(
        &self,
        game: String,
        fresh: Option<GameState>,
        plan: PlanFn,
        names: bool,
    ) -> Result<Committed, TableError> {
        let (reply, answer) = oneshot::channel();
        let job = Job {
            game,
            fresh,
            plan,
            names,
            reply,
        };
        let closed = || TableError::Store(sqlx::Error::PoolClosed);
        self.tx.send(job).await.map_err(|_| closed())?;
        answer.await.map_err(|_| closed())?
    }
}

async fn write_loop(
    pool: AnyPool,
    backend: Backend,
    mut rx: mpsc::Receiver<Job>,
    hub: broadcast::Sender<Change>,
    cache: Arc<Cache>,
    node: String,
) {
    // An embedded file's writer keeps one connection: its page cache stays warm (no
    // other connection writes), and no batch goes through the pool. A pool of one
    // (`:memory:`) is the readers' too, and a PostgreSQL connection may drop, so there
    // each batch takes a connection and gives it back.
    let hold = backend == Backend::Sqlite && pool.options().get_max_connections() > 1;
    let mut held: Option<PoolConnection<Any>> = None;
    while let Some(first) = rx.recv().await {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let mut conn = match held.take() {
            Some(conn) => conn,
            None => match pool.acquire().await {
                Ok(conn) => conn,
                Err(e) => {
                    for job in batch {
                        let _ = job.reply.send(Err(TableError::Store(no_connection(&e))));
                    }
                    continue;
                }
            },
        };
        let results = match run_with_retries(&mut conn, backend, &batch, &node).await {
            Ok(results) => results,
            // One job's rows broke the batch: run each alone, so the others still land.
            Err(_) if batch.len() > 1 => {
                let mut results = Vec::with_capacity(batch.len());
                for job in &batch {
                    match run_with_retries(&mut conn, backend, std::slice::from_ref(job), &node)
                        .await
                    {
                        Ok(mut r) => results.push(r.remove(0)),
                        Err(e) => results.push(Err(e)),
                    }
                }
                results
            }
            Err(e) => vec![Err(e)],
        };
        if hold {
            held = Some(conn);
        }
        // Kept before anyone hears of them, so watchers find them in memory.
        for committed in results.iter().flatten() {
            cache.remember(&committed.opened);
            cache.remember(&committed.entries);
        }
        for (job, result) in batch.into_iter().zip(results) {
            if let Ok(committed) = &result
                && let Some(last) = committed.entries.last()
            {
                let _ = hub.send(Change {
                    game: job.game.clone(),
                    seq: last.seq,
                });
            }
            let _ = job.reply.send(result);
        }
    }
}

/// The pool's failure to give the writer a connection, once for each job of the batch.
fn no_connection(e: &sqlx::Error) -> sqlx::Error {
    match e {
        sqlx::Error::PoolClosed => sqlx::Error::PoolClosed,
        sqlx::Error::PoolTimedOut => sqlx::Error::PoolTimedOut,
        other => sqlx::Error::Protocol(other.to_string()),
    }
}

/// A race with another process over a game's chain head; the batch runs again.
struct Conflict;

async fn run_with_retries(
    conn: &mut AnyConnection,
    backend: Backend,
    batch: &[Job],
    node: &str,
) -> Result<Vec<Result<Committed, TableError>>, TableError> {
    let mut attempt = 0;
    loop {
        match run_batch(conn, backend, batch, node).await {
            Ok(Ok(results)) => return Ok(results),
            Ok(Err(Conflict)) if attempt < 50 => {
                attempt += 1;
                tokio::time::sleep(Duration::from_millis(1 + attempt % 7)).await;
            }
            Ok(Err(Conflict)) => {
                return Err(TableError::Forbidden(keeper_i18n::Message::new(
                    "table-too-busy",
                )));
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// What a batch may change of a game's row.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Snapshot {
    log_len: i64,
    public_counter: i64,
    hidden_counter: i64,
    ended: bool,
}

impl Snapshot {
    fn of(s: &GameState) -> Snapshot {
        Snapshot {
            log_len: s.log_len,
            public_counter: s.public_counter,
            hidden_counter: s.hidden_counter,
            ended: s.ended,
        }
    }
}

type BatchResult = Result<Vec<Result<Committed, TableError>>, Conflict>;

async fn run_batch(
    conn: &mut AnyConnection,
    backend: Backend,
    batch: &[Job],
    node: &str,
) -> Result<BatchResult, sqlx::Error> {
    let mut tx = match backend {
        // IMMEDIATE: take the write lock first, so the reads below see the last commit.
        Backend::Sqlite => conn.begin_with("BEGIN IMMEDIATE").await?,
        Backend::Postgres => conn.begin().await?,
    };
    // Each game's row is read (on PostgreSQL, locked until the commit, in one order so
    // two processes never deadlock) before any plan runs: another process's batch on
    // the same game waits here, then reads the state this one leaves.
    let mut games: Vec<&str> = batch.iter().map(|job| job.game.as_str()).collect();
    games.sort_unstable();
    games.dedup();
    let mut states: HashMap<&str, (Snapshot, Option<GameState>)> = HashMap::new();
    for game in games {
        let state = match load_state(&mut *tx, game, backend).await? {
            Some(mut state) => {
                if batch.iter().any(|job| job.names && job.game == game) {
                    state.names = Some(load_names(&mut *tx, game).await?);
                }
                Some(state)
            }
            // A game this batch makes: its row is one of its plan's writes.
            None => batch
                .iter()
                .filter(|job| job.game == game)
                .find_map(|job| job.fresh.clone()),
        };
        let snapshot = state.as_ref().map(Snapshot::of).unwrap_or_default();
        states.insert(game, (snapshot, state));
    }
    let mut results = Vec::with_capacity(batch.len());
    for job in batch {
        let Some((_, Some(state))) = states.get_mut(job.game.as_str()) else {
            results.push(Err(TableError::not_found("game", &job.game)));
            continue;
        };
        let mut trial = state.clone();
        let mut plan = match (job.plan)(&mut trial) {
            Ok(plan) => plan,
            Err(e) => {
                results.push(Err(e));
                continue;
            }
        };
        // Fair mode v2: a tree's root is in the log before the first step that uses it,
        // and its secrets were fixed with the game's (derived from K), not now.
        let opened = trial.trees_opened(state.hidden_counter, trial.hidden_counter);
        let shift = opened.len();
        if shift > 0 {
            let actor = plan
                .entries
                .first()
                .map_or("", |e| e.actor.as_str())
                .to_owned();
            let mut entries: Vec<NewEntry> =
                opened.iter().map(|t| trial.extension(*t, &actor)).collect();
            entries.append(&mut plan.entries);
            plan.entries = entries;
        }
        if let Some(guard) = &plan.guard {
            let first_seq = trial.log_len + 1 + shift as i64;
            let done = bind(&guard.write, |i| first_seq + i as i64)
                .execute(&mut *tx)
                .await?;
            if done.rows_affected() != 1 {
                results.push(Err((guard.refusal)()));
                continue;
            }
        }
        let created_at = clock::now();
        let mut entries = Vec::with_capacity(plan.entries.len());
        for new in plan.entries {
            trial.log_len += 1;
            let body = new.body.into_text();
            let body_hash = chain::sha256_hex(&body);
            let hash = chain::entry_hash(&Header {
                game: &trial.id,
                seq: trial.log_len,
                kind: new.kind.as_str(),
                visibility: new.visibility.as_str(),
                actor: &new.actor,
                created_at: &created_at,
                body_hash: &body_hash,
                prev_hash: &trial.head,
            });
            let entry = Entry {
                game: trial.id.to_string(),
                seq: trial.log_len,
                kind: new.kind,
                visibility: new.visibility,
                actor: new.actor,
                created_at: created_at.clone(),
                body,
                body_hash,
                prev_hash: std::mem::replace(&mut trial.head, hash.clone()),
                hash,
            };
            // Written with the batch's other entries, after the plans (see below).
            entries.push(entry);
        }
        for write in &plan.writes {
            bind(write, |i| entries.get(i + shift).map_or(0, |e| e.seq))
                .execute(&mut *tx)
                .await?;
        }
        *state = trial;
        let planned = entries.split_off(shift);
        results.push(Ok(Committed {
            entries: planned,
            opened: entries,
            reply: plan.reply,
        }));
    }
    // The batch's entries in a few multi-row statements rather than one each: no write
    // of a plan reads the log, so they may follow the plans' other writes.
    let appended: Vec<&Entry> = results
        .iter()
        .filter_map(|r| r.as_ref().ok())
        .flat_map(|c| c.opened.iter().chain(&c.entries))
        .collect();
    insert_entries(&mut tx, backend, &appended).await?;
    for (game, (old, state)) in &states {
        let Some(state) = state else { continue };
        if Snapshot::of(state) == *old {
            continue;
        }
        let done = sqlx::query(
            "UPDATE games SET public_counter = $2, hidden_counter = $3, log_len = $4, log_head = $5, \
             ended_at = CASE WHEN $6 = 1 AND ended_at IS NULL THEN $7 ELSE ended_at END \
             WHERE id = $1 AND log_len = $8",
        )
        .bind(*game)
        .bind(state.public_counter)
        .bind(state.hidden_counter)
        .bind(state.log_len)
        .bind(state.head.as_str())
        .bind(i64::from(state.ended))
        .bind(clock::now())
        .bind(old.log_len)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(Err(Conflict));
        }
        if backend == Backend::Postgres && state.log_len != old.log_len {
            sqlx::query("SELECT pg_notify('keeper', $1)")
                .bind(format!("{game} {} {node}", state.log_len))
                .execute(&mut *tx)
                .await?;
        }
    }
    tx.commit().await?;
    Ok(Ok(results))
}

/// Most log rows in one INSERT (10 values each: far below SQLite's and PostgreSQL's
/// limits on bound values).
const MAX_ROWS: usize = 256;

/// `INSERT INTO log … VALUES (…), …` for `rows` rows, for each power of two up to
/// [`MAX_ROWS`]: few distinct statements, so each stays prepared on its connection.
/// SQLite gets anonymous `?` parameters: for numbered ones sqlx asks SQLite each
/// parameter's name, which SQLite finds by a linear search, so binding 2,560 of them
/// cost time quadratic in the batch, on the writer's path.
fn insert_sql(backend: Backend, rows: usize) -> &'static str {
    static SQL: OnceLock<[Vec<String>; 2]> = OnceLock::new();
    let all = SQL.get_or_init(|| {
        let make = |numbered: bool| -> Vec<String> {
            (0..=MAX_ROWS.trailing_zeros())
                .map(|p| {
                    let values: Vec<String> = (0..1usize << p)
                        .map(|r| {
                            let n = r * 10;
                            let cols: Vec<String> = (1..=10)
                                .map(|c| {
                                    if numbered {
                                        format!("${}", n + c)
                                    } else {
                                        "?".to_owned()
                                    }
                                })
                                .collect();
                            format!("({})", cols.join(", "))
                        })
                        .collect();
                    format!(
                        "INSERT INTO log (game_id, seq, kind, visibility, actor, created_at, body, body_hash, prev_hash, hash) VALUES {}",
                        values.join(", ")
                    )
                })
                .collect()
        };
        [make(false), make(true)]
    });
    debug_assert!(rows.is_power_of_two() && rows <= MAX_ROWS);
    let numbered = usize::from(backend == Backend::Postgres);
    &all[numbered][rows.trailing_zeros() as usize]
}

/// Appends `entries` to the log in chunks whose sizes are powers of two.
async fn insert_entries(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    backend: Backend,
    entries: &[&Entry],
) -> Result<(), sqlx::Error> {
    let mut rest = entries;
    while !rest.is_empty() {
        let rows = if rest.len() >= MAX_ROWS {
            MAX_ROWS
        } else {
            1 << rest.len().ilog2()
        };
        let (chunk, tail) = rest.split_at(rows);
        let mut q = sqlx::query(insert_sql(backend, rows));
        for e in chunk {
            // `&str`, not `&String`: sqlx copies a `String` it is lent into its arguments.
            q = q
                .bind(e.game.as_str())
                .bind(e.seq)
                .bind(e.kind.as_str())
                .bind(e.visibility.as_str())
                .bind(e.actor.as_str())
                .bind(e.created_at.as_str())
                .bind(e.body.as_str())
                .bind(e.body_hash.as_str())
                .bind(e.prev_hash.as_str())
                .bind(e.hash.as_str());
        }
        q.execute(&mut **tx).await?;
        rest = tail;
    }
    Ok(())
}

/// `write`'s statement with its arguments bound; `seq` gives the seq of the plan's
/// entry at an index.
fn bind<'q>(
    write: &'q Write,
    seq: impl Fn(usize) -> i64,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    let mut q = sqlx::query(write.sql);
    for arg in &write.args {
        q = match arg {
            Arg::Text(s) => q.bind(s.as_str()),
            Arg::Int(i) => q.bind(*i),
            Arg::Null => q.bind(None::<String>),
            Arg::Seq(i) => q.bind(seq(*i)),
        };
    }
    q
}

async fn load_state<'c, E>(
    conn: E,
    game: &str,
    backend: Backend,
) -> Result<Option<GameState>, sqlx::Error>
where
    E: Executor<'c, Database = sqlx::Any>,
{
    // SQLite's `BEGIN IMMEDIATE` already holds the one write lock.
    let lock = match backend {
        Backend::Sqlite => "",
        Backend::Postgres => " FOR UPDATE",
    };
    let sql = format!(
        "SELECT id, system, ended_at, fair_seed, keeper_seed, fair_version, keeper_tree_height, public_counter, hidden_counter, log_len, log_head \
         FROM games WHERE id = $1{lock}"
    );
    let row: Option<AnyRow> = sqlx::query(&sql).bind(game).fetch_optional(conn).await?;
    let Some(row) = row else { return Ok(None) };
    let seed = |col: &str| -> Result<Seed, sqlx::Error> {
        let text: String = row.try_get(col)?;
        Seed::from_hex(&text)
            .ok_or_else(|| sqlx::Error::Decode(format!("{col} is not a seed").into()))
    };
    Ok(Some(GameState {
        id: row.try_get::<String, _>("id")?.into(),
        system: row.try_get::<String, _>("system")?.into(),
        ended: row.try_get::<Option<String>, _>("ended_at")?.is_some(),
        fair_seed: seed("fair_seed")?,
        keeper_seed: seed("keeper_seed")?,
        fair_version: row.try_get("fair_version")?,
        tree_height: row.try_get::<i64, _>("keeper_tree_height")? as u32,
        public_counter: row.try_get("public_counter")?,
        hidden_counter: row.try_get("hidden_counter")?,
        log_len: row.try_get("log_len")?,
        head: row.try_get("log_head")?,
        names: None,
    }))
}

/// The names of `game`'s members, read in the writer's transaction.
async fn load_names<'c, E>(conn: E, game: &str) -> Result<Vec<String>, sqlx::Error>
where
    E: Executor<'c, Database = sqlx::Any>,
{
    sqlx::query("SELECT name FROM members WHERE game_id = $1")
        .bind(game)
        .fetch_all(conn)
        .await?
        .iter()
        .map(|r| r.try_get("name"))
        .collect()
}

/// Relays other processes' commits (PostgreSQL NOTIFY) to this process's watchers.
/// `listening` is told once the first LISTEN is in place, so the table is not called
/// ready before it hears other processes. After a lost connection, every watcher is
/// woken (a [`Change`] with an empty game) to re-read what it may have missed.
pub(crate) fn listen(
    url: String,
    hub: broadcast::Sender<Change>,
    node: String,
    listening: oneshot::Sender<()>,
) {
    tokio::spawn(async move {
        let mut listening = Some(listening);
        loop {
            match sqlx::postgres::PgListener::connect(&url).await {
                Ok(mut listener) => {
                    if listener.listen("keeper").await.is_ok() {
                        if let Some(tell) = listening.take() {
                            let _ = tell.send(());
                        }
                        // Commits made while no LISTEN was in place are caught up now.
                        let _ = hub.send(Change::everyone());
                        loop {
                            match listener.try_recv().await {
                                Ok(Some(note)) => relay(&hub, &node, note.payload()),
                                // The connection was lost and is back: notes may be lost.
                                Ok(None) => {
                                    let _ = hub.send(Change::everyone());
                                }
                                Err(e) => {
                                    tracing::warn!(
                                        "lost the connection that hears other processes: {e}"
                                    );
                                    break;
                                }
                            }
                        }
                    }
                }
                Err(e) => tracing::warn!("cannot listen for other processes' rolls: {e}"),
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    });
}

fn relay(hub: &broadcast::Sender<Change>, node: &str, payload: &str) {
    let mut parts = payload.split(' ');
    let (Some(game), Some(seq), Some(from)) = (parts.next(), parts.next(), parts.next()) else {
        return;
    };
    if from == node {
        return;
    }
    if let Ok(seq) = seq.parse() {
        let _ = hub.send(Change {
            game: game.to_owned(),
            seq,
        });
    }
}
