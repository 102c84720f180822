//! The database: connection, migrations, and the one writer that appends to the log.
//!
//! Every change to a game goes through the one writer ([`writer`]) as a [`Job`]: a pure plan over
//! the game's state (counters, chain head) that yields log entries and row writes; a
//! new game's job brings the game's first state, and its plan writes the game's row. The
//! writer takes every job waiting, runs their plans in one transaction, commits (fsync:
//! SQLite `synchronous=FULL`, PostgreSQL `synchronous_commit=on`) and only then answers
//! each job: a group commit, so many rolls share one fsync. On PostgreSQL a batch
//! locks its games' rows before it reads them, so two processes on one database take
//! turns on a game; the row is also updated with a check on its log length, so a chain
//! never forks: the loser of a race runs its plans again on the new state.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value;
use serde_json::value::{RawValue, to_raw_value};
use sqlx::any::AnyPoolOptions;
use sqlx::{AnyPool, Executor};
use tokio::sync::{broadcast, oneshot};

use crate::access::Visibility;
use crate::chain;
use crate::error::TableError;
use crate::fair::Seed;
use crate::{Change, Entry, EntryKind, Member};

mod direct;
mod writer;

pub(crate) use writer::Writer;

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

/// Committed entries by game, and the order they came in (to forget the oldest). The
/// writer commits a game's entries in order, so a game's kept entries are a run of seqs
/// (another process's entries, on PostgreSQL, break the run: it starts again).
#[derive(Debug, Default)]
struct EntryCache {
    games: HashMap<Arc<str>, Run>,
    order: VecDeque<(Arc<str>, i64)>,
}

/// A game's kept entries: `entries[i]` is seq `first + i`.
#[derive(Debug, Default)]
struct Run {
    first: i64,
    entries: VecDeque<Arc<Entry>>,
}

impl Run {
    fn get(&self, seq: i64) -> Option<&Arc<Entry>> {
        self.entries.get(usize::try_from(seq - self.first).ok()?)
    }
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
    pub(crate) fn remember(&self, entries: &[Arc<Entry>]) {
        let mut guard = lock(&self.entries);
        let EntryCache { games, order } = &mut *guard;
        for e in entries {
            let game = match games.get_key_value(e.game.as_str()) {
                Some((game, _)) => game.clone(),
                None => Arc::from(e.game.as_str()),
            };
            let run = games.entry(game.clone()).or_default();
            if run.get(e.seq).is_some() {
                continue;
            }
            if run.entries.is_empty() || e.seq != run.first + run.entries.len() as i64 {
                run.entries.clear();
                run.first = e.seq;
            }
            run.entries.push_back(Arc::clone(e));
            order.push_back((game, e.seq));
        }
        while order.len() > CACHED {
            let Some((game, seq)) = order.pop_front() else {
                break;
            };
            // A seq before the run's first was forgotten when its run started again.
            if let Some(run) = games.get_mut(&game)
                && run.first == seq
            {
                run.entries.pop_front();
                run.first += 1;
                if run.entries.is_empty() {
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
        let run = guard.games.get(game)?;
        (after + 1..=through)
            .map(|seq| run.get(seq).map(|e| Entry::clone(e)))
            .collect()
    }

    /// The committed entry `seq` of `game`, if kept.
    pub(crate) fn entry(&self, game: &str, seq: i64) -> Option<Entry> {
        lock(&self.entries)
            .games
            .get(game)?
            .get(seq)
            .map(|e| Entry::clone(e))
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

/// Every SQLite connection's settings: durable commits (`synchronous = FULL`). The commit
/// that takes the WAL past `wal_autocheckpoint` pages copies them into the database
/// first, and every roll of its batch waits: a quarter of SQLite's 1,000 keeps that wait
/// short (side by side, a roll's p99 12–15 ms against 18–26 ms, at the same CPU).
const SQLITE_SETUP: &[&str] = &[
    "PRAGMA journal_mode = WAL",
    "PRAGMA synchronous = FULL",
    "PRAGMA busy_timeout = 10000",
    "PRAGMA foreign_keys = ON",
    "PRAGMA wal_autocheckpoint = 250",
];

/// Opens the pool for `url` with durable settings, and runs the migrations.
/// Answers the pool, the backend and, for an embedded database in a file, the file (the
/// writer's own connection opens it).
pub(crate) async fn connect(
    url: &str,
) -> Result<(AnyPool, Backend, Option<std::path::PathBuf>), TableError> {
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
                    Backend::Sqlite => SQLITE_SETUP,
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
    let file = match backend {
        Backend::Sqlite if !memory && !url.contains("mode=memory") => Some(
            <sqlx::sqlite::SqliteConnectOptions as std::str::FromStr>::from_str(&url)?
                .get_filename()
                .to_owned(),
        ),
        _ => None,
    };
    Ok((pool, backend, file))
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
    Written(Box<RawValue>),
}

impl From<Value> for Body {
    fn from(value: Value) -> Body {
        Body::Json(value)
    }
}

impl Body {
    /// `value` written as the body's text now, typed, with no JSON tree in between.
    pub(crate) fn written(value: &impl serde::Serialize) -> Body {
        Body::Written(to_raw_value(value).unwrap_or_else(|_| null()))
    }

    /// The text to store and hash, JSON as serde_json wrote it.
    fn into_json(self) -> Box<RawValue> {
        match self {
            Body::Json(value) => to_raw_value(&value).unwrap_or_else(|_| null()),
            Body::Written(json) => json,
        }
    }
}

fn null() -> Box<RawValue> {
    to_raw_value(&Value::Null).expect("null serialises")
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
    /// The entries the plan appended, in order. Shared with the writer's cache of recent
    /// entries, which drops them last, on the writer's thread that made them.
    pub entries: Vec<Arc<Entry>>,
    /// Entries the writer appended before them: the roots of fair-mode v2 trees the
    /// plan's hidden steps are the first to use (`keeper_commitment_extended`).
    pub opened: Vec<Arc<Entry>>,
    /// The plan's answer.
    pub reply: Value,
}

impl Committed {
    /// The plan's entries as the caller's own: each copied from the cache's (on the
    /// caller's thread), or taken when the cache has let it go.
    pub fn into_entries(self) -> impl DoubleEndedIterator<Item = Entry> {
        self.entries.into_iter().map(Arc::unwrap_or_clone)
    }
}

pub(crate) struct Job {
    pub(crate) game: String,
    /// The first state of a game this job makes (its plan writes the game's row).
    pub(crate) fresh: Option<GameState>,
    pub(crate) plan: PlanFn,
    /// The plan reads the members' names ([`GameState::names`]).
    pub(crate) names: bool,
    pub(crate) reply: oneshot::Sender<Answered>,
}

/// A job's answer, with what its requester allocated for it (the plan and what the plan
/// holds, the game's id) handed back to be freed on the requester's thread: a block freed
/// on another thread costs mimalloc an atomic push, and its owner a collection later.
pub(crate) type Answered = (Result<Committed, TableError>, PlanFn, String);

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::StoredBody;

    fn entry(game: &str, seq: i64) -> Arc<Entry> {
        Arc::new(Entry {
            game: game.into(),
            seq,
            kind: EntryKind::Roll,
            visibility: Visibility::Public,
            actor: "m".into(),
            created_at: String::new(),
            body: StoredBody::read(format!("{{\"n\":{seq}}}")),
            body_hash: String::new(),
            prev_hash: String::new(),
            hash: String::new(),
        })
    }

    fn seqs(entries: Option<Vec<Entry>>) -> Option<Vec<i64>> {
        entries.map(|v| v.iter().map(|e| e.seq).collect())
    }

    #[test]
    fn the_cache_keeps_runs_of_entries_and_forgets_the_oldest() {
        let cache = Cache::default();
        cache.remember(&[entry("a", 1), entry("a", 2), entry("b", 1)]);
        cache.remember(&[entry("a", 3), entry("a", 3)]);
        assert_eq!(seqs(cache.range("a", 0, 3)), Some(vec![1, 2, 3]));
        assert_eq!(seqs(cache.range("a", 1, 2)), Some(vec![2]));
        assert_eq!(seqs(cache.range("a", 3, 3)), Some(vec![]));
        assert_eq!(seqs(cache.range("a", 2, 4)), None);
        assert_eq!(seqs(cache.range("c", 0, 1)), None);
        assert_eq!(
            cache.entry("b", 1).map(|e| e.body),
            Some(StoredBody::read("{\"n\":1}".into()))
        );
        assert!(cache.entry("b", 0).is_none());
        // Another process wrote 4 and 5: the run starts again at 6.
        cache.remember(&[entry("a", 6)]);
        assert_eq!(seqs(cache.range("a", 5, 6)), Some(vec![6]));
        assert!(cache.entry("a", 3).is_none());
        // Past CACHED, the oldest go first, whichever game they are of.
        let many: Vec<Arc<Entry>> = (7..7 + CACHED as i64).map(|s| entry("a", s)).collect();
        cache.remember(&many);
        assert!(cache.entry("b", 1).is_none());
        assert!(cache.entry("a", 6).is_none());
        let last = 6 + CACHED as i64;
        assert_eq!(
            seqs(cache.range("a", last - 2, last)),
            Some(vec![last - 1, last])
        );
        assert!(cache.entry("a", 7).is_some());
    }
}
