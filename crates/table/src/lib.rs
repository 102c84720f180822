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
pub mod archive;
pub mod chain;
mod characters;
mod checks;
pub mod clock;
mod contests;
mod development;
mod error;
mod excursionists;
pub mod fair;
pub(crate) mod fights;
mod follow_ups;
mod games;
mod groups;
mod healing;
mod log;
pub mod mail;
mod names;
mod npcs;
mod plans;
pub mod posts;
mod reading;
mod rolls;
pub mod scratch;
mod sheet_actions;
mod store;
mod threads;
mod time;
pub mod verify;

use std::sync::Arc;

use sqlx::AnyPool;
use tokio::sync::broadcast;

pub use access::{Role, Sight, Viewer, Visibility};
pub use characters::{Character, Derived};
pub use contests::{
    ContestKind, ContestOrder, ContestSide, MAX_SIDES, OpposedOrder, OpposedSide, TraitPick,
};
pub use error::TableError;
pub use fights::{
    Attack, AttackOrder, Choice, Entrant, Exposure, Fight, FightView, Fighter, Joining,
    MAX_FIGHTERS, MAX_GROUP, Maneuver, Response, SideTraits, SkillTurn, forecast_combatants,
    forecast_sides, k4_weapons,
};
pub use follow_ups::FollowUp;
pub use games::{Game, Invite, InviteLimits, MAX_INVITE_SECONDS, Member, NewGame};
pub use groups::GroupRoll;
pub use healing::{TreatOrder, Treatment};
pub use log::{Entry, EntryKind, EntryText, EntryView, StoredBody};
pub use mail::{MailChoices, MailSettings, Recipient};
pub use npcs::{CharacterKind, NpcBlock};
pub use reading::{MAX_PER_PAGE, Paging, PostPage, ThreadActivity};
pub use rolls::{RollOrder, RollRequest};
pub use store::{Backend, Committed};
pub use threads::{PostVersion, PostView, Thread};
pub use time::{MAX_HOURS, TimePasses};
pub use verify::{Broken, Verification, verify_export};

use plans::random_hex;
use store::{Cache, Writer};

/// The systems a game can be played in.
pub const SYSTEMS: &[&str] = &["coc7", "classic", "chthonian"];
/// The languages a game or member may choose: the ones the catalogue speaks.
pub use keeper_i18n::LANGUAGES;
/// Longest game, thread or character name, in characters.
pub const MAX_NAME: usize = 200;
/// Longest post, in characters.
pub const MAX_POST: usize = 100_000;
/// Most roll tags in one post: the forum tag's own limit, kept by its rules.
pub use keeper_classic::tag::MAX_TAGS;
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

impl Table {
    /// Opens (creating when needed) the database at `url` (`sqlite:PATH`,
    /// `sqlite::memory:` or `postgres://…`), runs the migrations and starts the writer.
    pub async fn open(url: &str) -> Result<Table, TableError> {
        let (pool, backend, file) = store::connect(url).await?;
        let (hub, _) = broadcast::channel(4096);
        let node = random_hex(8);
        let cache = Arc::new(Cache::default());
        let writer = Writer::start(
            pool.clone(),
            backend,
            file.as_deref(),
            hub.clone(),
            cache.clone(),
            node.clone(),
        )?;
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
}
