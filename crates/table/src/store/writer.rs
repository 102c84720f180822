//! The one writer: a loop that takes every job waiting, runs their plans in one
//! transaction and answers each once the commit is durable. The loop is written once,
//! over [`Store`], the writer's way into its database: through sqlx's pool, or (an
//! embedded SQLite file) a connection of its own on the writer's own thread
//! ([`super::direct`]).

use std::collections::HashMap;
use std::future::Future;
use std::path::Path;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Row};
use tokio::sync::{broadcast, mpsc, oneshot};

use super::direct::Direct;
use super::{Arg, Backend, Cache, Committed, GameState, Job, NewEntry, PlanFn, Write};
use crate::chain::{self, Header};
use crate::error::TableError;
use crate::fair::Seed;
use crate::{Change, Entry, StoredBody, clock};

/// Most jobs committed together.
const MAX_BATCH: usize = 512;

/// The writer's way into its database, one transaction at a time.
pub(super) trait Store: Send {
    type Tx<'s>: Tx
    where
        Self: 's;
    /// Starts a transaction that holds the write lock (SQLite) before it reads.
    fn begin(&mut self) -> impl Future<Output = Result<Self::Tx<'_>, sqlx::Error>> + Send;
}

/// What a batch reads and writes in its transaction. Dropped without [`Tx::commit`],
/// it rolls back.
pub(super) trait Tx: Send {
    /// The game's row, locked until the commit (PostgreSQL).
    fn load_state(
        &mut self,
        game: &str,
    ) -> impl Future<Output = Result<Option<GameState>, sqlx::Error>> + Send;
    /// The names of the game's members.
    fn load_names(
        &mut self,
        game: &str,
    ) -> impl Future<Output = Result<Vec<String>, sqlx::Error>> + Send;
    /// Runs `write`, `seq` giving the seq of the plan's entry at an index; answers how
    /// many rows it changed.
    fn execute(
        &mut self,
        write: &Write,
        seq: &(dyn Fn(usize) -> i64 + Sync),
    ) -> impl Future<Output = Result<u64, sqlx::Error>> + Send;
    /// Appends `entries` to the log.
    fn insert_entries(
        &mut self,
        entries: &[&Entry],
    ) -> impl Future<Output = Result<(), sqlx::Error>> + Send;
    /// Moves the game's row to `state`, if its log is still `old_len` long (else 0 rows).
    fn update_game(
        &mut self,
        state: &GameState,
        old_len: i64,
    ) -> impl Future<Output = Result<u64, sqlx::Error>> + Send;
    /// Tells other processes the game's log grew (PostgreSQL's NOTIFY, at the commit).
    fn notify(&mut self, payload: String) -> impl Future<Output = Result<(), sqlx::Error>> + Send;
    /// Commits: durable when it returns (SQLite `synchronous = FULL`, PostgreSQL
    /// `synchronous_commit = on`).
    fn commit(self) -> impl Future<Output = Result<(), sqlx::Error>> + Send;
}

/// The writer's handle.
#[derive(Debug, Clone)]
pub(crate) struct Writer {
    tx: mpsc::Sender<Job>,
}

impl Writer {
    /// Starts the writer of `pool`'s database. An embedded SQLite file gets a
    /// connection of its own, on a thread of its own: a batch is then one step of that
    /// thread, where through sqlx each statement is a trip to a connection's thread and
    /// back (two thread switches). `:memory:` is the pool's one connection, and
    /// PostgreSQL is written over the network, so their writer goes through the pool.
    pub(crate) fn start(
        pool: AnyPool,
        backend: Backend,
        file: Option<&Path>,
        hub: broadcast::Sender<Change>,
        cache: Arc<Cache>,
        node: String,
    ) -> Result<Writer, TableError> {
        let (tx, rx) = mpsc::channel(8192);
        match file {
            Some(file) => {
                let direct = Direct::open(file)?;
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_time()
                    .build()
                    .map_err(|e| TableError::Store(sqlx::Error::Io(e)))?;
                std::thread::Builder::new()
                    .name("keeper-writer".into())
                    .spawn(move || runtime.block_on(write_loop(direct, rx, hub, cache, node)))
                    .map_err(|e| TableError::Store(sqlx::Error::Io(e)))?;
            }
            None => {
                tokio::spawn(write_loop(Pooled { pool, backend }, rx, hub, cache, node));
            }
        }
        Ok(Writer { tx })
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
        let (result, plan, game) = answer.await.map_err(|_| closed())?;
        drop((plan, game));
        result
    }
}

async fn write_loop(
    mut store: impl Store,
    mut rx: mpsc::Receiver<Job>,
    hub: broadcast::Sender<Change>,
    cache: Arc<Cache>,
    node: String,
) {
    while let Some(first) = rx.recv().await {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let results = match run_with_retries(&mut store, &batch, &node).await {
            Ok(results) => results,
            // One job's rows broke the batch: run each alone, so the others still land.
            Err(_) if batch.len() > 1 => {
                let mut results = Vec::with_capacity(batch.len());
                for job in &batch {
                    match run_with_retries(&mut store, std::slice::from_ref(job), &node).await {
                        Ok(mut r) => results.push(r.remove(0)),
                        Err(e) => results.push(Err(e)),
                    }
                }
                results
            }
            Err(e) => vec![Err(e)],
        };
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
            let _ = job.reply.send((result, job.plan, job.game));
        }
    }
}

/// A race with another process over a game's chain head; the batch runs again.
struct Conflict;

async fn run_with_retries(
    store: &mut impl Store,
    batch: &[Job],
    node: &str,
) -> Result<Vec<Result<Committed, TableError>>, TableError> {
    let mut attempt = 0;
    loop {
        match run_batch(store.begin().await?, batch, node).await {
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

async fn run_batch(mut tx: impl Tx, batch: &[Job], node: &str) -> Result<BatchResult, sqlx::Error> {
    // Each game's row is read (on PostgreSQL, locked until the commit, in one order so
    // two processes never deadlock) before any plan runs: another process's batch on
    // the same game waits here, then reads the state this one leaves.
    let mut games: Vec<&str> = batch.iter().map(|job| job.game.as_str()).collect();
    games.sort_unstable();
    games.dedup();
    let mut states: HashMap<&str, (Snapshot, Option<GameState>)> = HashMap::new();
    for game in games {
        let state = match tx.load_state(game).await? {
            Some(mut state) => {
                if batch.iter().any(|job| job.names && job.game == game) {
                    state.names = Some(tx.load_names(game).await?);
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
    // The batch is one commit: its entries carry one time, read once.
    let created_at = clock::now();
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
            let done = tx.execute(&guard.write, &|i| first_seq + i as i64).await?;
            if done != 1 {
                results.push(Err((guard.refusal)()));
                continue;
            }
        }
        let mut entries = Vec::with_capacity(plan.entries.len());
        for new in plan.entries {
            trial.log_len += 1;
            let body = new.body.into_json();
            let body_hash = chain::sha256_hex(body.get());
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
                body: StoredBody::written(body),
                body_hash,
                prev_hash: std::mem::replace(&mut trial.head, hash.clone()),
                hash,
            };
            // Written with the batch's other entries, after the plans (see below).
            entries.push(Arc::new(entry));
        }
        for write in &plan.writes {
            let seq = |i: usize| entries.get(i + shift).map_or(0, |e| e.seq);
            tx.execute(write, &seq).await?;
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
        .map(|e| &**e)
        .collect();
    tx.insert_entries(&appended).await?;
    for (game, (old, state)) in &states {
        let Some(state) = state else { continue };
        if Snapshot::of(state) == *old {
            continue;
        }
        // Dropped uncommitted, the transaction rolls back.
        if tx.update_game(state, old.log_len).await? != 1 {
            return Ok(Err(Conflict));
        }
        if state.log_len != old.log_len {
            tx.notify(format!("{game} {} {node}", state.log_len))
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
pub(super) fn insert_sql(backend: Backend, rows: usize) -> &'static str {
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

/// `entries` in chunks whose sizes are powers of two (see [`insert_sql`]).
pub(super) fn chunks<'a, 'e>(mut rest: &'a [&'e Entry]) -> impl Iterator<Item = &'a [&'e Entry]> {
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let rows = rest.len().min(MAX_ROWS);
        let (chunk, tail) = rest.split_at(1 << rows.ilog2());
        rest = tail;
        Some(chunk)
    })
}

/// A game's row as the writer reads it (its lock, on PostgreSQL, is added after).
pub(super) const STATE_SQL: &str = "SELECT id, system, ended_at, fair_seed, keeper_seed, fair_version, keeper_tree_height, public_counter, hidden_counter, log_len, log_head FROM games WHERE id = $1";

/// A game's members' names, read in the writer's transaction.
pub(super) const NAMES_SQL: &str = "SELECT name FROM members WHERE game_id = $1";

/// The game's row moved to a batch's state, if its log has the length the batch read:
/// `$1` the game, `$2`–`$5` the counters, length and head, `$6` whether it ended, `$7`
/// now, `$8` the length read.
pub(super) const UPDATE_GAME_SQL: &str = "UPDATE games SET public_counter = $2, hidden_counter = $3, log_len = $4, log_head = $5, \
     ended_at = CASE WHEN $6 = 1 AND ended_at IS NULL THEN $7 ELSE ended_at END \
     WHERE id = $1 AND log_len = $8";

/// The columns of [`STATE_SQL`], as either way into the database reads them.
pub(super) struct StateRow {
    pub(super) id: String,
    pub(super) system: String,
    pub(super) ended_at: Option<String>,
    pub(super) fair_seed: String,
    pub(super) keeper_seed: String,
    pub(super) fair_version: i64,
    pub(super) tree_height: i64,
    pub(super) public_counter: i64,
    pub(super) hidden_counter: i64,
    pub(super) log_len: i64,
    pub(super) head: String,
}

impl StateRow {
    pub(super) fn into_state(self) -> Result<GameState, sqlx::Error> {
        let seed = |col: &str, text: &str| {
            Seed::from_hex(text)
                .ok_or_else(|| sqlx::Error::Decode(format!("{col} is not a seed").into()))
        };
        Ok(GameState {
            fair_seed: seed("fair_seed", &self.fair_seed)?,
            keeper_seed: seed("keeper_seed", &self.keeper_seed)?,
            id: self.id.into(),
            system: self.system.into(),
            ended: self.ended_at.is_some(),
            fair_version: self.fair_version,
            tree_height: self.tree_height as u32,
            public_counter: self.public_counter,
            hidden_counter: self.hidden_counter,
            log_len: self.log_len,
            head: self.head,
            names: None,
        })
    }
}

/// The writer through sqlx's pool: each batch takes a connection and gives it back.
struct Pooled {
    pool: AnyPool,
    backend: Backend,
}

impl Store for Pooled {
    type Tx<'s> = PooledTx;

    async fn begin(&mut self) -> Result<PooledTx, sqlx::Error> {
        let tx = match self.backend {
            // IMMEDIATE: take the write lock first, so the reads below see the last commit.
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        };
        Ok(PooledTx {
            tx,
            backend: self.backend,
        })
    }
}

struct PooledTx {
    tx: sqlx::Transaction<'static, Any>,
    backend: Backend,
}

impl Tx for PooledTx {
    async fn load_state(&mut self, game: &str) -> Result<Option<GameState>, sqlx::Error> {
        // SQLite's `BEGIN IMMEDIATE` already holds the one write lock.
        let row: Option<AnyRow> = match self.backend {
            Backend::Sqlite => sqlx::query(STATE_SQL),
            Backend::Postgres => sqlx::query(locked_state_sql()),
        }
        .bind(game)
        .fetch_optional(&mut *self.tx)
        .await?;
        let Some(row) = row else { return Ok(None) };
        StateRow {
            id: row.try_get("id")?,
            system: row.try_get("system")?,
            ended_at: row.try_get("ended_at")?,
            fair_seed: row.try_get("fair_seed")?,
            keeper_seed: row.try_get("keeper_seed")?,
            fair_version: row.try_get("fair_version")?,
            tree_height: row.try_get("keeper_tree_height")?,
            public_counter: row.try_get("public_counter")?,
            hidden_counter: row.try_get("hidden_counter")?,
            log_len: row.try_get("log_len")?,
            head: row.try_get("log_head")?,
        }
        .into_state()
        .map(Some)
    }

    async fn load_names(&mut self, game: &str) -> Result<Vec<String>, sqlx::Error> {
        sqlx::query(NAMES_SQL)
            .bind(game)
            .fetch_all(&mut *self.tx)
            .await?
            .iter()
            .map(|r| r.try_get("name"))
            .collect()
    }

    async fn execute(
        &mut self,
        write: &Write,
        seq: &(dyn Fn(usize) -> i64 + Sync),
    ) -> Result<u64, sqlx::Error> {
        let mut q = sqlx::query(write.sql);
        for arg in &write.args {
            // `&str`, not `&String`: sqlx copies a `String` it is lent into its arguments.
            q = match arg {
                Arg::Text(s) => q.bind(s.as_str()),
                Arg::Int(i) => q.bind(*i),
                Arg::Null => q.bind(None::<String>),
                Arg::Seq(i) => q.bind(seq(*i)),
            };
        }
        Ok(q.execute(&mut *self.tx).await?.rows_affected())
    }

    async fn insert_entries(&mut self, entries: &[&Entry]) -> Result<(), sqlx::Error> {
        for chunk in chunks(entries) {
            let mut q = sqlx::query(insert_sql(self.backend, chunk.len()));
            for e in chunk {
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
            q.execute(&mut *self.tx).await?;
        }
        Ok(())
    }

    async fn update_game(&mut self, state: &GameState, old_len: i64) -> Result<u64, sqlx::Error> {
        Ok(sqlx::query(UPDATE_GAME_SQL)
            .bind(&*state.id)
            .bind(state.public_counter)
            .bind(state.hidden_counter)
            .bind(state.log_len)
            .bind(state.head.as_str())
            .bind(i64::from(state.ended))
            .bind(clock::now())
            .bind(old_len)
            .execute(&mut *self.tx)
            .await?
            .rows_affected())
    }

    async fn notify(&mut self, payload: String) -> Result<(), sqlx::Error> {
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT pg_notify('keeper', $1)")
                .bind(payload)
                .execute(&mut *self.tx)
                .await?;
        }
        Ok(())
    }

    async fn commit(self) -> Result<(), sqlx::Error> {
        self.tx.commit().await
    }
}

/// [`STATE_SQL`] locking the row until the commit (PostgreSQL).
fn locked_state_sql() -> &'static str {
    static SQL: OnceLock<String> = OnceLock::new();
    SQL.get_or_init(|| format!("{STATE_SQL} FOR UPDATE"))
}
