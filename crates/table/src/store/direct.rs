//! The writer of an embedded SQLite file, on a connection of its own.
//!
//! Through sqlx, every statement is handed to the connection's thread and its answer
//! handed back: two thread switches each, some seven per batch. The writer's loop runs
//! on a thread of its own instead, on this connection, so a batch from `BEGIN
//! IMMEDIATE` to the durable `COMMIT` is one stretch of that thread. The readers keep
//! sqlx's pool; SQLite's WAL lets them read while the writer writes.

use std::path::Path;

use rusqlite::types::{ToSqlOutput, ValueRef};
use rusqlite::{Connection, OpenFlags, Statement, ToSql};

use super::writer::{
    NAMES_SQL, STATE_SQL, StateRow, Store, Tx, UPDATE_GAME_SQL, chunks, insert_sql,
};
use super::{Arg, Backend, GameState, SQLITE_SETUP, Write};
use crate::error::TableError;
use crate::{Entry, clock};

/// The writer's own connection to the file.
pub(super) struct Direct {
    conn: Connection,
}

impl Direct {
    /// Opens the file the pool's migrations have made, with the pool's settings
    /// (durable: `synchronous = FULL`).
    pub(super) fn open(file: &Path) -> Result<Direct, TableError> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(file, flags).map_err(store_error)?;
        for statement in SQLITE_SETUP {
            // `journal_mode` answers with a row; the others with none.
            conn.query_row(statement, [], |_| Ok(()))
                .or_else(|e| match e {
                    rusqlite::Error::QueryReturnedNoRows => Ok(()),
                    e => Err(e),
                })
                .map_err(store_error)?;
        }
        // One prepared statement per size of the log's INSERT, and a few more.
        conn.set_prepared_statement_cache_capacity(64);
        Ok(Direct { conn })
    }
}

impl Store for Direct {
    type Tx<'s> = DirectTx<'s>;

    async fn begin(&mut self) -> Result<DirectTx<'_>, sqlx::Error> {
        // IMMEDIATE: take the write lock first, so the reads below see the last commit.
        control(&self.conn, "BEGIN IMMEDIATE").map_err(sqlx_error)?;
        Ok(DirectTx {
            conn: &mut self.conn,
            open: true,
        })
    }
}

/// A transaction on [`Direct`]'s connection; rolled back when dropped uncommitted.
pub(super) struct DirectTx<'c> {
    conn: &'c mut Connection,
    open: bool,
}

impl Drop for DirectTx<'_> {
    fn drop(&mut self) {
        if self.open {
            let _ = control(self.conn, "ROLLBACK");
        }
    }
}

impl DirectTx<'_> {
    fn statement(&self, sql: &str) -> Result<rusqlite::CachedStatement<'_>, sqlx::Error> {
        self.conn.prepare_cached(sql).map_err(sqlx_error)
    }
}

/// Runs a transaction's `BEGIN`, `COMMIT` or `ROLLBACK` as a statement prepared once
/// (`execute_batch` would parse it again at every batch).
fn control(conn: &Connection, sql: &str) -> rusqlite::Result<()> {
    conn.prepare_cached(sql)?.execute([]).map(|_| ())
}

/// A value bound to a statement, lent rather than copied.
enum Sql<'a> {
    Text(&'a str),
    Integer(i64),
    Null,
}

impl ToSql for Sql<'_> {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Borrowed(match self {
            Sql::Text(s) => ValueRef::Text(s.as_bytes()),
            Sql::Integer(i) => ValueRef::Integer(*i),
            Sql::Null => ValueRef::Null,
        }))
    }
}

/// Binds `values` to `$1`, `$2`, … by name: SQLite numbers such parameters in the order
/// they first appear in the text, not by their digits.
fn bind_numbered(statement: &mut Statement<'_>, values: &[Sql<'_>]) -> Result<(), sqlx::Error> {
    const NAMES: [&str; 12] = [
        "$1", "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$9", "$10", "$11", "$12",
    ];
    for (i, value) in values.iter().enumerate() {
        let named;
        let name = match NAMES.get(i) {
            Some(name) => *name,
            None => {
                named = format!("${}", i + 1);
                &named
            }
        };
        let Some(index) = statement.parameter_index(name).map_err(sqlx_error)? else {
            continue;
        };
        statement
            .raw_bind_parameter(index, value)
            .map_err(sqlx_error)?;
    }
    Ok(())
}

impl Tx for DirectTx<'_> {
    async fn load_state(&mut self, game: &str) -> Result<Option<GameState>, sqlx::Error> {
        let mut statement = self.statement(STATE_SQL)?;
        bind_numbered(&mut statement, &[Sql::Text(game)])?;
        let mut rows = statement.raw_query();
        let Some(row) = rows.next().map_err(sqlx_error)? else {
            return Ok(None);
        };
        let state = (|| {
            Ok::<_, rusqlite::Error>(StateRow {
                id: row.get("id")?,
                system: row.get("system")?,
                ended_at: row.get("ended_at")?,
                fair_seed: row.get("fair_seed")?,
                keeper_seed: row.get("keeper_seed")?,
                fair_version: row.get("fair_version")?,
                tree_height: row.get("keeper_tree_height")?,
                public_counter: row.get("public_counter")?,
                hidden_counter: row.get("hidden_counter")?,
                log_len: row.get("log_len")?,
                head: row.get("log_head")?,
            })
        })()
        .map_err(sqlx_error)?;
        state.into_state().map(Some)
    }

    async fn load_names(&mut self, game: &str) -> Result<Vec<String>, sqlx::Error> {
        let mut statement = self.statement(NAMES_SQL)?;
        bind_numbered(&mut statement, &[Sql::Text(game)])?;
        let mut rows = statement.raw_query();
        let mut names = Vec::new();
        while let Some(row) = rows.next().map_err(sqlx_error)? {
            names.push(row.get("name").map_err(sqlx_error)?);
        }
        Ok(names)
    }

    async fn execute(
        &mut self,
        write: &Write,
        seq: &(dyn Fn(usize) -> i64 + Sync),
    ) -> Result<u64, sqlx::Error> {
        let values: Vec<Sql> = write
            .args
            .iter()
            .map(|arg| match arg {
                Arg::Text(s) => Sql::Text(s),
                Arg::Int(i) => Sql::Integer(*i),
                Arg::Null => Sql::Null,
                Arg::Seq(i) => Sql::Integer(seq(*i)),
            })
            .collect();
        let mut statement = self.statement(write.sql)?;
        bind_numbered(&mut statement, &values)?;
        let changed = statement.raw_execute().map_err(sqlx_error)?;
        Ok(changed as u64)
    }

    async fn insert_entries(&mut self, entries: &[&Entry]) -> Result<(), sqlx::Error> {
        for chunk in chunks(entries) {
            let mut statement = self.statement(insert_sql(Backend::Sqlite, chunk.len()))?;
            let mut index = 0;
            let mut bind = |value: &dyn rusqlite::ToSql| {
                index += 1;
                statement.raw_bind_parameter(index, value)
            };
            for e in chunk {
                (|| {
                    bind(&e.game)?;
                    bind(&e.seq)?;
                    bind(&e.kind.as_str())?;
                    bind(&e.visibility.as_str())?;
                    bind(&e.actor)?;
                    bind(&e.created_at)?;
                    bind(&e.body.as_str())?;
                    bind(&e.body_hash)?;
                    bind(&e.prev_hash)?;
                    bind(&e.hash)
                })()
                .map_err(sqlx_error)?;
            }
            statement.raw_execute().map_err(sqlx_error)?;
        }
        Ok(())
    }

    async fn update_game(&mut self, state: &GameState, old_len: i64) -> Result<u64, sqlx::Error> {
        let mut statement = self.statement(UPDATE_GAME_SQL)?;
        bind_numbered(
            &mut statement,
            &[
                Sql::Text(&state.id),
                Sql::Integer(state.public_counter),
                Sql::Integer(state.hidden_counter),
                Sql::Integer(state.log_len),
                Sql::Text(&state.head),
                Sql::Integer(i64::from(state.ended)),
                Sql::Text(&clock::now()),
                Sql::Integer(old_len),
            ],
        )?;
        Ok(statement.raw_execute().map_err(sqlx_error)? as u64)
    }

    async fn notify(&mut self, _payload: String) -> Result<(), sqlx::Error> {
        // One process writes an embedded file: no one else to tell.
        Ok(())
    }

    async fn commit(mut self) -> Result<(), sqlx::Error> {
        control(self.conn, "COMMIT").map_err(sqlx_error)?;
        self.open = false;
        Ok(())
    }
}

/// A SQLite error as the rest of the table knows database errors: sqlx's, with SQLite's
/// extended result code as its code (as sqlx gives it).
fn sqlx_error(e: rusqlite::Error) -> sqlx::Error {
    sqlx::Error::Database(Box::new(SqliteError::from(e)))
}

fn store_error(e: rusqlite::Error) -> TableError {
    TableError::Store(sqlx_error(e))
}

#[derive(Debug)]
struct SqliteError {
    message: String,
    code: Option<i32>,
}

impl From<rusqlite::Error> for SqliteError {
    fn from(e: rusqlite::Error) -> Self {
        let code = match &e {
            rusqlite::Error::SqliteFailure(f, _) => Some(f.extended_code),
            _ => None,
        };
        SqliteError {
            message: e.to_string(),
            code,
        }
    }
}

impl std::fmt::Display for SqliteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SqliteError {}

impl sqlx::error::DatabaseError for SqliteError {
    fn message(&self) -> &str {
        &self.message
    }

    fn code(&self) -> Option<std::borrow::Cow<'_, str>> {
        self.code.map(|c| c.to_string().into())
    }

    fn as_error(&self) -> &(dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn as_error_mut(&mut self) -> &mut (dyn std::error::Error + Send + Sync + 'static) {
        self
    }

    fn into_error(self: Box<Self>) -> Box<dyn std::error::Error + Send + Sync + 'static> {
        self
    }

    fn kind(&self) -> sqlx::error::ErrorKind {
        use rusqlite::ffi;
        match self.code {
            Some(ffi::SQLITE_CONSTRAINT_UNIQUE | ffi::SQLITE_CONSTRAINT_PRIMARYKEY) => {
                sqlx::error::ErrorKind::UniqueViolation
            }
            Some(ffi::SQLITE_CONSTRAINT_FOREIGNKEY) => sqlx::error::ErrorKind::ForeignKeyViolation,
            Some(ffi::SQLITE_CONSTRAINT_NOTNULL) => sqlx::error::ErrorKind::NotNullViolation,
            Some(ffi::SQLITE_CONSTRAINT_CHECK) => sqlx::error::ErrorKind::CheckViolation,
            _ => sqlx::error::ErrorKind::Other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The writer's connection to a new file holding `schema`.
    fn direct_on(schema: &str) -> (tempfile::TempDir, Direct) {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("t.db");
        Connection::open(&file)
            .unwrap()
            .execute_batch(schema)
            .unwrap();
        let direct = Direct::open(&file).unwrap();
        (dir, direct)
    }

    #[test]
    fn the_writers_own_connection_commits_durably() {
        let (_dir, direct) = direct_on("CREATE TABLE t (a INTEGER, b TEXT)");
        let pragma = |name: &str| -> String {
            direct
                .conn
                .query_row(&format!("PRAGMA {name}"), [], |r| {
                    r.get::<_, rusqlite::types::Value>(0)
                })
                .map(|v| match v {
                    rusqlite::types::Value::Integer(i) => i.to_string(),
                    rusqlite::types::Value::Text(t) => t,
                    other => format!("{other:?}"),
                })
                .unwrap()
        };
        assert_eq!(pragma("journal_mode"), "wal");
        // 2: FULL, an fsync at every commit.
        assert_eq!(pragma("synchronous"), "2");
        assert_eq!(pragma("foreign_keys"), "1");
        assert_eq!(pragma("busy_timeout"), "10000");
        assert_eq!(pragma("wal_autocheckpoint"), "250");
    }

    #[test]
    fn numbered_parameters_are_bound_by_their_digits() {
        let conn = Connection::open_in_memory().unwrap();
        // `$2` comes first in the text: SQLite gives it index 1.
        let mut statement = conn.prepare("SELECT $2 || '-' || $1").unwrap();
        bind_numbered(&mut statement, &[Sql::Text("one"), Sql::Text("two")]).unwrap();
        let mut rows = statement.raw_query();
        let row = rows.next().unwrap().unwrap();
        assert_eq!(row.get::<_, String>(0).unwrap(), "two-one");
    }

    #[test]
    fn a_transaction_dropped_uncommitted_rolls_back() {
        let (_dir, mut direct) = direct_on("CREATE TABLE t (a INTEGER PRIMARY KEY)");
        let count = |direct: &Direct| -> i64 {
            direct
                .conn
                .query_row("SELECT COUNT(*) FROM t", [], |r| r.get(0))
                .unwrap()
        };
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        let insert = Write {
            sql: "INSERT INTO t (a) VALUES ($1)",
            args: vec![Arg::Int(1)],
        };
        runtime.block_on(async {
            let mut tx = direct.begin().await.unwrap();
            assert_eq!(tx.execute(&insert, &|_| 0).await.unwrap(), 1);
            drop(tx);
        });
        assert_eq!(count(&direct), 0);
        runtime.block_on(async {
            let mut tx = direct.begin().await.unwrap();
            tx.execute(&insert, &|_| 0).await.unwrap();
            // A second row of the same key breaks the statement, as sqlx's error.
            let e = tx.execute(&insert, &|_| 0).await.unwrap_err();
            let sqlx::Error::Database(e) = e else {
                panic!("{e:?}")
            };
            assert_eq!(e.kind(), sqlx::error::ErrorKind::UniqueViolation);
            tx.commit().await.unwrap();
        });
        assert_eq!(count(&direct), 1);
    }
}
