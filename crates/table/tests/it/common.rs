//! The backends every test runs on, and a game with one member of each role.

use std::future::Future;
use std::hash::{BuildHasher, RandomState};
use std::io::Write;
use std::sync::Once;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use keeper_table::{Backend, Game, Member, NewGame, Role, Table, TableError};
use sqlx::Connection;

/// The variable naming a PostgreSQL server to test against (a URL whose user may
/// create databases).
pub(crate) const POSTGRES_VAR: &str = "KEEPER_TEST_POSTGRES";

/// One backend under test: a fresh, empty database and a table open on it.
pub(crate) struct Db {
    pub(crate) table: Table,
    /// The URL the table was opened with.
    pub(crate) url: String,
    pub(crate) backend: Backend,
}

impl Db {
    /// Another table on the same database, as a second process would open it.
    pub(crate) async fn open_again(&self) -> Table {
        Table::open(&self.url)
            .await
            .expect("open the same database again")
    }

    /// A raw connection to the database, past the table (to tamper with it).
    pub(crate) async fn raw(&self) -> sqlx::AnyConnection {
        sqlx::any::install_default_drivers();
        let url = match self.url.strip_prefix("sqlite:") {
            Some(path) => format!("sqlite://{path}"),
            None => self.url.clone(),
        };
        sqlx::AnyConnection::connect(&url)
            .await
            .expect("raw connection")
    }
}

/// A name no other test run uses.
pub(crate) fn unique(prefix: &str) -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_nanos();
    let mix = RandomState::new().hash_one((std::process::id(), n, nanos));
    format!("{prefix}_{mix:016x}")
}

/// Runs `test` on a fresh SQLite file, then on a fresh PostgreSQL database when
/// `KEEPER_TEST_POSTGRES` is set.
pub(crate) async fn for_each_backend<F, Fut>(test: F)
where
    F: Fn(Db) -> Fut,
    Fut: Future<Output = ()>,
{
    let dir = tempfile::tempdir().expect("temporary directory");
    let url = format!("sqlite:{}", dir.path().join("table.db").display());
    let table = Table::open(&url).await.expect("open SQLite");
    assert_eq!(table.backend(), Backend::Sqlite);
    test(Db {
        table,
        url,
        backend: Backend::Sqlite,
    })
    .await;

    match std::env::var(POSTGRES_VAR) {
        Ok(server) if !server.trim().is_empty() => {
            let database = TempDatabase::create(server.trim()).await;
            let table = Table::open(&database.url).await.expect("open PostgreSQL");
            assert_eq!(table.backend(), Backend::Postgres);
            test(Db {
                table,
                url: database.url.clone(),
                backend: Backend::Postgres,
            })
            .await;
        }
        _ => skipped(),
    }
}

/// Says once per run that PostgreSQL was not tested, past the test harness's capture
/// (which takes only `print!` and `eprint!`), so it shows even when every test passes.
fn skipped() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let _ = writeln!(
            std::io::stderr(),
            "PostgreSQL tests skipped: {POSTGRES_VAR} is not set"
        );
    });
}

/// `url` with its database name replaced by `name`.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (url, None),
    };
    let authority = base.find("://").map_or(0, |i| i + 3);
    let root = match base[authority..].find('/') {
        Some(slash) => &base[..authority + slash],
        None => base,
    };
    match query {
        Some(q) => format!("{root}/{name}?{q}"),
        None => format!("{root}/{name}"),
    }
}

/// A connection to the server of `url` for making and dropping databases: to `url`'s
/// own database, or to `postgres` when that one does not exist yet.
async fn admin(url: &str) -> Result<sqlx::PgConnection, sqlx::Error> {
    match sqlx::PgConnection::connect(url).await {
        Ok(conn) => Ok(conn),
        Err(first) => sqlx::PgConnection::connect(&with_database(url, "postgres"))
            .await
            .map_err(|_| first),
    }
}

/// A PostgreSQL database made for one test, dropped (best effort) when the test ends,
/// even by a panic.
struct TempDatabase {
    server: String,
    name: String,
    url: String,
}

impl TempDatabase {
    async fn create(server: &str) -> TempDatabase {
        let name = unique("keeper_test");
        let mut conn = admin(server)
            .await
            .unwrap_or_else(|e| panic!("cannot connect to {POSTGRES_VAR}: {e}"));
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut conn)
            .await
            .expect("create a test database");
        let _ = conn.close().await;
        TempDatabase {
            server: server.to_owned(),
            url: with_database(server, &name),
            name,
        }
    }
}

impl Drop for TempDatabase {
    fn drop(&mut self) {
        let (server, name) = (self.server.clone(), self.name.clone());
        // The test's runtime may be the one dropping us: drop the database from a
        // runtime of its own.
        let dropper = std::thread::spawn(move || {
            let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            else {
                return;
            };
            runtime.block_on(async move {
                if let Ok(mut conn) = admin(&server).await {
                    let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                        .execute(&mut conn)
                        .await;
                    let _ = conn.close().await;
                }
            });
        });
        let _ = dropper.join();
    }
}

/// A game with its Keeper, two players and an observer.
pub(crate) struct Party {
    pub(crate) game: Game,
    pub(crate) keeper: Member,
    pub(crate) keeper_token: String,
    pub(crate) alice: Member,
    pub(crate) alice_token: String,
    pub(crate) bob: Member,
    pub(crate) observer: Member,
}

impl Party {
    pub(crate) fn id(&self) -> &str {
        &self.game.id
    }
}

/// Makes a game of `system` with a Keeper, players Alice and Bob, and an observer.
pub(crate) async fn party(table: &Table, system: &str) -> Party {
    let (game, keeper, keeper_token) = table
        .create_game(NewGame::new("Masks of Nyarlathotep", system, "Kay"))
        .await
        .expect("create game");
    let players = table.invite(&keeper, Role::Player).await.expect("invite");
    let watchers = table.invite(&keeper, Role::Observer).await.expect("invite");
    let (alice, alice_token) = table.join(&game.id, &players, "Alice").await.expect("join");
    let (bob, _) = table.join(&game.id, &players, "Bob").await.expect("join");
    let (observer, _) = table.join(&game.id, &watchers, "Olga").await.expect("join");
    Party {
        game,
        keeper,
        keeper_token,
        alice,
        alice_token,
        bob,
        observer,
    }
}

/// Panics unless `result` failed with an error of `code` ([`TableError::code`]).
#[track_caller]
pub(crate) fn expect_code<T: std::fmt::Debug>(
    result: Result<T, TableError>,
    code: &str,
) -> TableError {
    match result {
        Ok(v) => panic!("expected a {code} error, got {v:?}"),
        Err(e) => {
            assert_eq!(e.code(), code, "unexpected error: {e}");
            e
        }
    }
}

/// The resolve error code inside a [`TableError::Rejected`].
#[track_caller]
pub(crate) fn rejected_code(error: &TableError) -> String {
    match error {
        TableError::Rejected(e) => e["code"].as_str().unwrap_or_default().to_owned(),
        other => panic!("expected a rejected roll, got {other}"),
    }
}

/// The parsed body of an entry.
pub(crate) fn body(entry: &keeper_table::Entry) -> serde_json::Value {
    serde_json::from_str(&entry.body).expect("entry body is JSON")
}

#[test]
fn a_test_database_replaces_the_one_in_the_url() {
    assert_eq!(
        with_database("postgres://u@h:5432/test?sslmode=disable", "x"),
        "postgres://u@h:5432/x?sslmode=disable"
    );
    assert_eq!(with_database("postgresql://u@h", "x"), "postgresql://u@h/x");
}
