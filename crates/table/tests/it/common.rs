//! The backends every test runs on, and a game with one member of each role.

use std::collections::BTreeSet;
use std::future::Future;
use std::io::Write;
use std::sync::{Mutex, PoisonError};

use keeper_table::scratch::ScratchDatabase;
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
            let database = ScratchDatabase::create(server.trim(), "keeper_test")
                .await
                .unwrap_or_else(|e| panic!("cannot make a database through {POSTGRES_VAR}: {e}"));
            let table = Table::open(database.url()).await.expect("open PostgreSQL");
            assert_eq!(table.backend(), Backend::Postgres);
            test(Db {
                table,
                url: database.url().to_owned(),
                backend: Backend::Postgres,
            })
            .await;
        }
        _ => skipped("the PostgreSQL runs", &format!("{POSTGRES_VAR} is not set")),
    }
}

/// Says that `what` did not run and why, once per test binary and past the harness's
/// capture (which takes only `print!` and `eprint!`), so it shows when every test passes.
pub(crate) fn skipped(what: &str, why: &str) {
    static SAID: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());
    let line = format!("skipped: {what}: {why}");
    if SAID
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(line.clone())
    {
        let _ = writeln!(std::io::stderr(), "{line}");
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
    party_of(table, NewGame::new("Masks of Nyarlathotep", system, "Kay")).await
}

/// The same party in a game made as before fair mode v2 (docs/fairness.md, version 1).
pub(crate) async fn party_v1(table: &Table, system: &str) -> Party {
    party_of(
        table,
        NewGame::new("Masks of Nyarlathotep", system, "Kay").fair_v1(),
    )
    .await
}

/// The party of game `new`.
pub(crate) async fn party_of(table: &Table, new: NewGame) -> Party {
    let (game, keeper, keeper_token) = table.create_game(new).await.expect("create game");
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
        TableError::Rejected(e) => e.code().as_str().to_owned(),
        other => panic!("expected a rejected roll, got {other}"),
    }
}

/// The parsed body of an entry.
pub(crate) fn body(entry: &keeper_table::Entry) -> serde_json::Value {
    serde_json::from_str(&entry.body).expect("entry body is JSON")
}
