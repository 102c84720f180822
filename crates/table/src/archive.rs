//! Moving a game between databases, and copying a SQLite database whole.
//!
//! The **owner's export** ([`Table::owner_export`], `keeper export --db`) is the public
//! export's format (`GET /api/v1/games/{id}/export`, which [`crate::verify_export`]
//! reads) with every body and both seeds, plus every row the game has in every other
//! table (members with their token hashes, invites, characters, threads, posts,
//! requests, follow-ups, roll keys): all a server needs to go on with the game. It is a
//! secret, as the database is: whoever holds it holds the game's seeds.
//!
//! [`Table::import`] takes an owner's export only. It checks everything before it
//! writes anything: the chain and every roll (as `keeper verify` does), both seeds,
//! that every body is there, and that the rows agree with the log; then it writes the
//! game in one transaction, entries, seeds and commitments exactly as they were, so the
//! game verifies on its new database as it did on its old one. A public export lacks
//! the seeds not yet revealed, the hidden bodies and the members' tokens: it stays an
//! archive to check with `keeper verify --log`, and is refused here.

use serde_json::{Map, Value, json};
use sqlx::Row;
use sqlx::any::AnyRow;

use crate::chain::GENESIS;
use crate::error::TableError;
use crate::store::Backend;
use crate::{Table, Verification, verify_export};
use keeper_i18n::Message;

/// The `format` of an owner's export.
pub const OWNER_FORMAT: &str = "keeper-game-export";
/// The `format` of the public export.
pub const PUBLIC_FORMAT: &str = "keeper-log-export";

/// A column's type: the schema has only these two.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Col {
    Text,
    Int,
}

use Col::{Int, Text};

/// A table of a game's rows other than the log, how its rows are found, and its columns.
struct Rows {
    name: &'static str,
    /// The condition on `$1`, the game's id.
    of_game: &'static str,
    columns: &'static [(&'static str, Col)],
}

/// Every table but the log and the migrations', in an order that writes a row after
/// the rows it refers to. A new table or column must be added here (a test checks).
const TABLES: &[Rows] = &[
    Rows {
        name: "games",
        of_game: "id = $1",
        columns: &[
            ("id", Text),
            ("name", Text),
            ("system", Text),
            ("options", Text),
            ("language", Text),
            ("created_at", Text),
            ("ended_at", Text),
            ("fair_commitment", Text),
            ("fair_seed", Text),
            ("keeper_commitment", Text),
            ("keeper_seed", Text),
            ("keeper_seed_revealed", Int),
            ("public_counter", Int),
            ("hidden_counter", Int),
            ("log_len", Int),
            ("log_head", Text),
            ("fair_version", Int),
            ("keeper_tree_height", Int),
        ],
    },
    Rows {
        name: "members",
        of_game: "game_id = $1",
        columns: &[
            ("id", Text),
            ("game_id", Text),
            ("name", Text),
            ("role", Text),
            ("token_hash", Text),
            ("language", Text),
            ("created_at", Text),
        ],
    },
    Rows {
        name: "invites",
        of_game: "game_id = $1",
        columns: &[
            ("token_hash", Text),
            ("game_id", Text),
            ("role", Text),
            ("created_at", Text),
            ("id", Text),
            ("expires_at", Text),
            ("max_uses", Int),
            ("uses", Int),
        ],
    },
    Rows {
        name: "characters",
        of_game: "game_id = $1",
        columns: &[
            ("id", Text),
            ("game_id", Text),
            ("owner_id", Text),
            ("name", Text),
            ("sheet", Text),
            ("created_seq", Int),
            ("kind", Text),
            ("shown_seq", Int),
        ],
    },
    Rows {
        name: "character_events",
        of_game: "character_id IN (SELECT id FROM characters WHERE game_id = $1)",
        columns: &[
            ("character_id", Text),
            ("n", Int),
            ("event", Text),
            ("seq", Int),
        ],
    },
    Rows {
        name: "fights",
        of_game: "game_id = $1",
        columns: &[
            ("game_id", Text),
            ("id", Text),
            ("state", Text),
            ("version", Int),
            ("started_seq", Int),
            ("ended_seq", Int),
        ],
    },
    Rows {
        name: "threads",
        of_game: "game_id = $1",
        columns: &[
            ("id", Text),
            ("game_id", Text),
            ("title", Text),
            ("created_by", Text),
            ("created_seq", Int),
            ("dice", Int),
        ],
    },
    Rows {
        name: "posts",
        of_game: "game_id = $1",
        columns: &[
            ("id", Text),
            ("thread_id", Text),
            ("game_id", Text),
            ("author_id", Text),
            ("seq", Int),
            ("body", Text),
            ("edited_seq", Int),
            ("deleted_seq", Int),
            ("visibility", Text),
            ("to_member", Text),
        ],
    },
    Rows {
        name: "thread_reads",
        of_game: "game_id = $1",
        columns: &[
            ("game_id", Text),
            ("thread_id", Text),
            ("member_id", Text),
            ("seen_seq", Int),
        ],
    },
    Rows {
        name: "member_mail",
        of_game: "game_id = $1",
        columns: &[
            ("member_id", Text),
            ("game_id", Text),
            ("email", Text),
            ("verified", Int),
            ("verify_hash", Text),
            ("unsubscribe_token", Text),
            ("unsubscribe_hash", Text),
            ("posts", Int),
            ("requests", Int),
            ("reveals", Int),
            ("digest", Int),
            ("mailed_seq", Int),
            ("digest_seq", Int),
            ("digest_at", Text),
        ],
    },
    Rows {
        name: "roll_requests",
        of_game: "game_id = $1",
        columns: &[
            ("id", Text),
            ("game_id", Text),
            ("to_member", Text),
            ("seq", Int),
            ("answer_seq", Int),
        ],
    },
    Rows {
        name: "follow_ups",
        of_game: "game_id = $1",
        columns: &[
            ("game_id", Text),
            ("seq", Int),
            ("kind", Text),
            ("follow_seq", Int),
        ],
    },
    Rows {
        name: "roll_keys",
        of_game: "game_id = $1",
        columns: &[
            ("game_id", Text),
            ("member_id", Text),
            ("key", Text),
            ("fingerprint", Text),
            ("seq", Int),
        ],
    },
];

const LOG_COLUMNS: &[&str] = &[
    "game_id",
    "seq",
    "kind",
    "visibility",
    "actor",
    "created_at",
    "body",
    "body_hash",
    "prev_hash",
    "hash",
];

fn refuse(message: Message) -> TableError {
    TableError::bad_field("export", message)
}

fn value_of(row: &AnyRow, column: &str, col: Col) -> Result<Value, sqlx::Error> {
    Ok(match col {
        Text => row
            .try_get::<Option<String>, _>(column)?
            .map_or(Value::Null, Value::String),
        Int => row
            .try_get::<Option<i64>, _>(column)?
            .map_or(Value::Null, Value::from),
    })
}

/// What an import wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Imported {
    /// The game's id.
    pub game: String,
    /// Log entries written.
    pub entries: usize,
    /// Rows written in the other tables.
    pub rows: usize,
    /// The game's verification on the new database: the same as the export's own.
    pub verification: Verification,
}

impl Table {
    /// The owner's export of `game` (see the module's documentation): read in one
    /// transaction, so it is consistent while the game is played.
    pub async fn owner_export(&self, game: &str) -> Result<Value, TableError> {
        crate::checks::no_nul("game", game)?;
        let mut tx = self.pool().begin().await?;
        if self.backend() == Backend::Postgres {
            // Every read below sees the same snapshot.
            sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
                .execute(&mut *tx)
                .await?;
        }
        let mut rows = Map::new();
        for table in TABLES {
            let names: Vec<&str> = table.columns.iter().map(|(n, _)| *n).collect();
            let sql = format!(
                "SELECT {} FROM {} WHERE {}",
                names.join(", "),
                table.name,
                table.of_game
            );
            let found = sqlx::query(&sql).bind(game).fetch_all(&mut *tx).await?;
            let mut out = Vec::with_capacity(found.len());
            for row in &found {
                let mut obj = Map::new();
                for (name, col) in table.columns {
                    obj.insert((*name).to_owned(), value_of(row, name, *col)?);
                }
                out.push(Value::Object(obj));
            }
            // In one order whatever the database's collation.
            out.sort_by_cached_key(Value::to_string);
            rows.insert(table.name.to_owned(), Value::Array(out));
        }
        let Some(g) = rows["games"].as_array().and_then(|a| a.first()).cloned() else {
            return Err(TableError::not_found("game", game));
        };
        let log = sqlx::query(&format!(
            "SELECT {} FROM log WHERE game_id = $1 ORDER BY seq",
            LOG_COLUMNS.join(", ")
        ))
        .bind(game)
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        let mut entries = Vec::with_capacity(log.len());
        for row in &log {
            entries.push(json!({
                "seq": row.try_get::<i64, _>("seq")?,
                "kind": row.try_get::<String, _>("kind")?,
                "visibility": row.try_get::<String, _>("visibility")?,
                "actor": row.try_get::<String, _>("actor")?,
                "created_at": row.try_get::<String, _>("created_at")?,
                "body_hash": row.try_get::<String, _>("body_hash")?,
                "prev_hash": row.try_get::<String, _>("prev_hash")?,
                "hash": row.try_get::<String, _>("hash")?,
                "body": row.try_get::<String, _>("body")?,
            }));
        }
        let mut game_json = json!({
            "id": g["id"], "name": g["name"], "system": g["system"],
            "fair_commitment": g["fair_commitment"], "keeper_commitment": g["keeper_commitment"],
            "fair_seed": g["fair_seed"], "keeper_seed": g["keeper_seed"],
        });
        // As the public export says it: a v2 game names its fair mode and tree height.
        if g["fair_version"].as_i64().unwrap_or(1) >= 2 {
            game_json["fair_version"] = g["fair_version"].clone();
            game_json["keeper_tree_height"] = g["keeper_tree_height"].clone();
        }
        Ok(json!({
            "format": OWNER_FORMAT,
            "version": 1,
            "game": game_json,
            "entries": entries,
            "rows": rows,
        }))
    }

    /// Brings in a game from an owner's export, after checking all of it (see the
    /// module's documentation); nothing is written when anything is wrong.
    pub async fn import(&self, export: &Value) -> Result<Imported, TableError> {
        let checked = check_export(export)?;
        let id = checked.game.clone();
        crate::checks::no_nul("game", &id)?;
        let exists = sqlx::query("SELECT id FROM games WHERE id = $1")
            .bind(&id)
            .fetch_optional(self.pool())
            .await?;
        if exists.is_some() {
            return Err(refuse(
                Message::new("operating-import-exists").text("game", id.clone()),
            ));
        }
        let mut tx = self.pool().begin().await?;
        let mut written = 0;
        for table in TABLES {
            let names: Vec<&str> = table.columns.iter().map(|(n, _)| *n).collect();
            let marks: Vec<String> = (1..=names.len()).map(|i| format!("${i}")).collect();
            let sql = format!(
                "INSERT INTO {} ({}) VALUES ({})",
                table.name,
                names.join(", "),
                marks.join(", ")
            );
            for row in export["rows"][table.name].as_array().into_iter().flatten() {
                let mut q = sqlx::query(&sql);
                for (name, col) in table.columns {
                    let v = &row[*name];
                    q = match (col, v) {
                        (Text, Value::Null) => q.bind(None::<String>),
                        (Int, Value::Null) => q.bind(None::<i64>),
                        (Text, Value::String(s)) => q.bind(s.clone()),
                        (Int, Value::Number(n)) if n.is_i64() => q.bind(n.as_i64()),
                        _ => {
                            return Err(refuse(
                                Message::new("operating-import-bad-row")
                                    .text("table", table.name)
                                    .text("column", *name),
                            ));
                        }
                    };
                }
                q.execute(&mut *tx).await?;
                written += 1;
            }
        }
        let sql = format!(
            "INSERT INTO log ({}) VALUES ({})",
            LOG_COLUMNS.join(", "),
            (1..=LOG_COLUMNS.len())
                .map(|i| format!("${i}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        let entries = export["entries"].as_array().map_or(&[][..], Vec::as_slice);
        let s = |e: &Value, k: &str| e[k].as_str().unwrap_or("").to_owned();
        for e in entries {
            sqlx::query(&sql)
                .bind(id.clone())
                .bind(e["seq"].as_i64().unwrap_or(0))
                .bind(s(e, "kind"))
                .bind(s(e, "visibility"))
                .bind(s(e, "actor"))
                .bind(s(e, "created_at"))
                .bind(s(e, "body"))
                .bind(s(e, "body_hash"))
                .bind(s(e, "prev_hash"))
                .bind(s(e, "hash"))
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        let verification = self.verify_as_owner(&id).await?;
        Ok(Imported {
            game: id,
            entries: entries.len(),
            rows: written,
            verification,
        })
    }
}

/// What [`check_export`] found good.
struct Checked {
    game: String,
}

/// Everything [`Table::import`] checks before it writes.
fn check_export(export: &Value) -> Result<Checked, TableError> {
    match export["format"].as_str() {
        Some(OWNER_FORMAT) if export["version"] == 1 => {}
        Some(PUBLIC_FORMAT) => return Err(refuse(Message::new("operating-import-public"))),
        _ => return Err(refuse(Message::new("operating-import-format"))),
    }
    let game = &export["game"];
    let Some(id) = game["id"].as_str().filter(|s| !s.is_empty()) else {
        return Err(refuse(Message::new("operating-import-format")));
    };
    for seed in ["fair_seed", "keeper_seed"] {
        if game[seed].as_str().is_none() {
            return Err(refuse(
                Message::new("operating-import-no-seed").text("seed", seed),
            ));
        }
    }
    let v = verify_export(export);
    if let Some(b) = &v.first_broken {
        return Err(refuse(
            Message::new("operating-import-broken")
                .int("seq", b.seq)
                .text("reason", b.reason.clone()),
        ));
    }
    let entries = export["entries"].as_array().map_or(&[][..], Vec::as_slice);
    if let Some(e) = entries.iter().find(|e| e["body"].as_str().is_none()) {
        return Err(refuse(
            Message::new("operating-import-no-body").int("seq", e["seq"].as_i64().unwrap_or(0)),
        ));
    }
    let Some(rows) = export["rows"].as_object() else {
        return Err(refuse(Message::new("operating-import-format")));
    };
    let games = rows.get("games").and_then(Value::as_array);
    let Some([row]) = games.map(Vec::as_slice) else {
        return Err(refuse(Message::new("operating-import-format")));
    };
    let head = entries
        .last()
        .and_then(|e| e["hash"].as_str())
        .unwrap_or(GENESIS);
    let agrees = row["id"] == id
        && [
            "fair_seed",
            "keeper_seed",
            "fair_commitment",
            "keeper_commitment",
        ]
        .iter()
        .all(|k| row[*k] == game[*k])
        && row["log_len"].as_u64() == Some(entries.len() as u64)
        && row["log_head"].as_str() == Some(head);
    if !agrees {
        return Err(refuse(Message::new("operating-import-disagrees")));
    }
    for table in TABLES {
        let Some(list) = rows.get(table.name) else {
            return Err(refuse(
                Message::new("operating-import-bad-row")
                    .text("table", table.name)
                    .text("column", "*"),
            ));
        };
        let has_game = table.columns.iter().any(|(n, _)| *n == "game_id");
        for r in list.as_array().into_iter().flatten() {
            if has_game && r["game_id"] != id {
                return Err(refuse(
                    Message::new("operating-import-bad-row")
                        .text("table", table.name)
                        .text("column", "game_id"),
                ));
            }
        }
    }
    Ok(Checked {
        game: id.to_owned(),
    })
}

/// Copies the SQLite database at `url` (`sqlite:PATH`) to a new file `dest` with
/// `VACUUM INTO`: one read transaction, so the copy is consistent even while a server
/// writes to the database, and a whole database in one file (no `-wal` beside it).
/// The copy is checked (`PRAGMA quick_check`) before this returns.
pub async fn backup_sqlite(url: &str, dest: &std::path::Path) -> Result<(), TableError> {
    use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};
    use sqlx::{ConnectOptions, Connection};
    let Some(rest) = url.strip_prefix("sqlite:") else {
        return Err(TableError::bad_field(
            "db",
            Message::new("operating-backup-postgres"),
        ));
    };
    let path = rest.trim_start_matches("//");
    let path = path.split_once('?').map_or(path, |(p, _)| p);
    if path.is_empty() || path == ":memory:" {
        return Err(TableError::bad_field(
            "db",
            Message::new("table-bad-db-url").text("url", url.to_owned()),
        ));
    }
    if dest.exists() {
        return Err(TableError::bad_field(
            "file",
            Message::new("operating-backup-exists").text("file", dest.display().to_string()),
        ));
    }
    let options = SqliteConnectOptions::new()
        .filename(path)
        .create_if_missing(false)
        .busy_timeout(std::time::Duration::from_secs(10));
    let mut conn: SqliteConnection = options.connect().await?;
    sqlx::query("VACUUM INTO $1")
        .bind(dest.display().to_string())
        .execute(&mut conn)
        .await?;
    conn.close().await?;
    let mut copy: SqliteConnection = SqliteConnectOptions::new()
        .filename(dest)
        .create_if_missing(false)
        .read_only(true)
        .connect()
        .await?;
    let check: String = sqlx::query_scalar("PRAGMA quick_check")
        .fetch_one(&mut copy)
        .await?;
    copy.close().await?;
    if check != "ok" {
        return Err(TableError::Store(sqlx::Error::Protocol(format!(
            "the copy does not pass quick_check: {check}"
        ))));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every table and column of the schema is carried by an owner's export.
    #[tokio::test]
    async fn the_export_carries_every_column_of_every_table() {
        let table = Table::open("sqlite::memory:").await.unwrap();
        let names: Vec<String> = sqlx::query_scalar(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' ORDER BY name",
        )
        .fetch_all(table.pool())
        .await
        .unwrap();
        for name in names {
            let columns: Vec<String> =
                sqlx::query_scalar(&format!("SELECT name FROM pragma_table_info('{name}')"))
                    .fetch_all(table.pool())
                    .await
                    .unwrap();
            let known: Vec<&str> = if name == "log" {
                LOG_COLUMNS.to_vec()
            } else {
                TABLES
                    .iter()
                    .find(|t| t.name == name)
                    .unwrap_or_else(|| panic!("table {name} is not in archive::TABLES"))
                    .columns
                    .iter()
                    .map(|(n, _)| *n)
                    .collect()
            };
            for c in &columns {
                assert!(
                    known.contains(&c.as_str()),
                    "column {name}.{c} is not in archive::TABLES"
                );
            }
            assert_eq!(columns.len(), known.len(), "{name}");
        }
    }
}
