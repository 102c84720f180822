//! `keeper serve` and `keeper verify`: the game table from the terminal.

use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use keeper_i18n::Message;
use keeper_table::{Table, Verification};
use serde_json::Value;

use crate::args::{BackupArgs, ExportArgs, ImportArgs, ServeArgs, TranscriptArgs, VerifyArgs};
use crate::output::{Failure, text};

/// The database when `--db` is not given: a file in the working directory.
pub(crate) const DEFAULT_DB: &str = "sqlite:keeper.db";

fn runtime(lang: &str) -> Result<tokio::runtime::Runtime, Failure> {
    tokio::runtime::Runtime::new().map_err(|e| {
        Failure::internal(
            lang,
            &Message::new("cli-error-io").text("error", e.to_string()),
        )
    })
}

/// The threads that serve requests when `--workers` is not given: one fewer than the
/// machine's cores, at least one. The one left over is the writer's: on an embedded
/// SQLite file it is a thread of its own, busy for about a third of a roll's CPU, and
/// a PostgreSQL on the same machine needs it as much. A worker more than that only
/// steals tasks and wakes threads (docs/benchmarks.md, "Fewer threads").
fn default_workers() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1).max(1))
}

/// The server's runtime: `workers` threads, or [`default_workers`].
fn serving_runtime(workers: Option<u16>, lang: &str) -> Result<tokio::runtime::Runtime, Failure> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(workers.map_or_else(default_workers, usize::from))
        .enable_all()
        .build()
        .map_err(|e| {
            Failure::internal(
                lang,
                &Message::new("cli-error-io").text("error", e.to_string()),
            )
        })
}

async fn open(db: &str, lang: &str) -> Result<Table, Failure> {
    Table::open(db)
        .await
        .map_err(|e| open_error(&redact(db), lang, e))
}

/// How long one attempt to reach the database may take at start-up.
const DB_ATTEMPT: Duration = Duration::from_secs(4);
/// Attempts to reach the database at start-up before giving up.
const DB_ATTEMPTS: u32 = 10;

/// Opens the table, saying within [`DB_ATTEMPT`] when the database does not answer and
/// trying again (a database that starts after keeper is common under systemd).
async fn open_with_retries(db: &str, lang: &str) -> Result<Table, Failure> {
    let shown = redact(db);
    let mut attempt = 1;
    loop {
        let error = match tokio::time::timeout(DB_ATTEMPT, Table::open(db)).await {
            Ok(Ok(table)) => return Ok(table),
            // A URL keeper cannot use will not get better by waiting.
            Ok(Err(e @ keeper_table::TableError::BadField { .. })) => {
                return Err(open_error(&shown, lang, e));
            }
            Ok(Err(e)) => match e.store_cause() {
                Some(cause) => text(lang, &cause),
                None => e.to_string(),
            },
            Err(_) => text(
                lang,
                &Message::new("security-db-no-answer").int("seconds", DB_ATTEMPT.as_secs() as i64),
            ),
        };
        if attempt == DB_ATTEMPTS {
            return Err(Failure::internal(
                lang,
                &Message::new("cli-error-db")
                    .text("db", shown)
                    .text("error", error),
            ));
        }
        let wait = Duration::from_secs(u64::from(attempt.min(5)));
        eprintln!(
            "{}",
            text(
                lang,
                &Message::new("security-db-retry")
                    .text("db", shown.clone())
                    .text("error", error)
                    .int("seconds", wait.as_secs() as i64)
                    .int("attempt", i64::from(attempt + 1))
                    .int("attempts", i64::from(DB_ATTEMPTS))
            )
        );
        tokio::time::sleep(wait).await;
        attempt += 1;
    }
}

/// A database URL as it may be shown: its password replaced by `***`.
fn redact(db: &str) -> String {
    let Some((scheme, rest)) = db.split_once("://") else {
        return db.to_owned();
    };
    let Some((userinfo, host)) = rest.split_once('@') else {
        return db.to_owned();
    };
    match userinfo.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => db.to_owned(),
    }
}

fn open_error(db: &str, lang: &str, e: keeper_table::TableError) -> Failure {
    match e {
        keeper_table::TableError::BadField { message, .. } => Failure::input(
            lang,
            &Message::new("cli-error-db")
                .text("db", db.to_owned())
                .msg("error", message),
        ),
        other => {
            let error = match other.store_cause() {
                Some(cause) => cause,
                None => Message::new("cli-error-plain").text("text", other.to_string()),
            };
            Failure::internal(
                lang,
                &Message::new("cli-error-db")
                    .text("db", db.to_owned())
                    .msg("error", error),
            )
        }
    }
}

/// Binds `addr`, saying what is wrong when it cannot: a port in use names the address
/// and what probably holds it.
fn bind(addr: SocketAddr, lang: &str) -> Result<tokio::net::TcpListener, Failure> {
    let fail = |id: &'static str, e: &std::io::Error| {
        Failure::input(
            lang,
            &Message::new(id)
                .text("addr", addr.to_string())
                .text("error", e.to_string()),
        )
    };
    let listener = std::net::TcpListener::bind(addr).map_err(|e| match e.kind() {
        std::io::ErrorKind::AddrInUse => fail("security-addr-in-use", &e),
        std::io::ErrorKind::PermissionDenied => fail("security-addr-denied", &e),
        std::io::ErrorKind::AddrNotAvailable => fail("security-addr-not-here", &e),
        _ => fail("security-bind-failed", &e),
    })?;
    listener
        .set_nonblocking(true)
        .and_then(|()| tokio::net::TcpListener::from_std(listener))
        .map_err(|e| fail("security-bind-failed", &e))
}

/// `keeper serve [--addr] [--db] [--public-url]` (or `KEEPER_ADDR`, `KEEPER_DB`,
/// `KEEPER_PUBLIC_URL`): binds first, then opens the database, then says where it
/// serves.
pub(crate) fn serve(args: &ServeArgs, lang: &str) -> Result<(), Failure> {
    let addr: SocketAddr = args.addr.parse().map_err(|_| {
        Failure::input(
            lang,
            &Message::new("cli-error-addr").text("addr", args.addr.clone()),
        )
    })?;
    let public_url = match &args.public_url {
        None => None,
        Some(url) => Some(keeper_server::PublicUrl::parse(url).ok_or_else(|| {
            Failure::input(
                lang,
                &Message::new("security-bad-public-url").text("url", url.clone()),
            )
        })?),
    };
    let operator_token = match args.operator_token.as_deref().map(str::trim) {
        Some("") => {
            return Err(Failure::input(
                lang,
                &Message::new("access-operator-token-empty"),
            ));
        }
        token => token.map(str::to_owned),
    };
    let mail = match &args.smtp {
        None => None,
        Some(smtp) => {
            let from = args.mail_from.as_deref().unwrap_or("keeper@localhost");
            let mut mail = keeper_server::mail::MailOptions::new(smtp.trim(), from.trim());
            mail.base_url = public_url.as_ref().map(|p| p.origin().to_owned());
            if let Some(file) = &args.smtp_ca {
                let pem = std::fs::read_to_string(file).map_err(|e| {
                    let error = format!("--smtp-ca: {}: {e}", file.display());
                    Failure::input(lang, &Message::new("mail-bad-smtp").text("error", error))
                })?;
                mail.ca = Some(pem);
            }
            mail.check().map_err(|e| {
                Failure::input(lang, &Message::new("mail-bad-smtp").text("error", e))
            })?;
            Some(mail)
        }
    };
    let db = args.db.as_deref().unwrap_or(DEFAULT_DB);
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "keeper=info,keeper_server=info,keeper_table=info".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    serving_runtime(args.workers, lang)?.block_on(async {
        let listener = bind(addr, lang)?;
        let bound = listener.local_addr().unwrap_or(addr);
        let table = open_with_retries(db, lang).await?;
        if public_url.is_none() && !bound.ip().is_loopback() {
            eprintln!("{}", text(lang, &Message::new("security-no-public-url")));
        }
        eprintln!(
            "{}",
            text(
                lang,
                &Message::new("cli-serving")
                    .text("url", format!("http://{bound}"))
                    .text("db", redact(db))
            )
        );
        if args.trust_forwarded_for {
            eprintln!(
                "{}",
                text(lang, &Message::new("operating-trusting-forwarded-for"))
            );
        } else if public_url.is_some() {
            eprintln!(
                "{}",
                text(lang, &Message::new("operating-proxy-not-limited"))
            );
        }
        let options = keeper_server::Options {
            public_url,
            rate: keeper_server::RateLimits {
                anonymous_per_minute: args.rate_anonymous,
                accounts_per_hour: args.rate_accounts,
                trust_forwarded_for: args.trust_forwarded_for,
            },
            operator_token,
            mail: mail.map(|mut m| {
                m.base_url.get_or_insert_with(|| format!("http://{bound}"));
                m
            }),
        };
        keeper_server::serve_on(listener, table, &options)
            .await
            .map_err(|e| {
                Failure::internal(
                    lang,
                    &Message::new("cli-error-io").text("error", e.to_string()),
                )
            })
    })
}

/// `keeper verify (--db URL [--game ID] | --log FILE)`: checks chains and recomputes
/// rolls; exit code 2 when something is broken.
pub(crate) fn verify(args: &VerifyArgs, lang: &str) -> Result<(), Failure> {
    let results: Vec<(String, Verification)> = match (&args.db, &args.log) {
        (Some(db), None) => runtime(lang)?.block_on(async {
            let table = open(db, lang).await?;
            let ids = match &args.game {
                Some(g) => vec![g.clone()],
                None => table.game_ids().await.map_err(|e| internal(lang, e))?,
            };
            let mut out = Vec::new();
            for id in ids {
                let v = table.verify_as_owner(&id).await.map_err(|e| match e {
                    keeper_table::TableError::NotFound { .. } => Failure::input(
                        lang,
                        &Message::new("cli-error-no-game").text("game", id.clone()),
                    ),
                    e => internal(lang, e),
                })?;
                out.push((id, v));
            }
            Ok::<_, Failure>(out)
        })?,
        (None, Some(file)) => {
            let export = read_export(file, lang)?;
            let id = export["game"]["id"].as_str().unwrap_or("?").to_owned();
            vec![(id, keeper_table::verify_export(&export))]
        }
        _ => return Err(Failure::input(lang, &Message::new("cli-error-verify-what"))),
    };
    let mut broken = false;
    for (game, v) in &results {
        let msg = match &v.first_broken {
            None => Message::new("cli-verify-ok")
                .text("game", game.clone())
                .int("entries", v.entries as i64)
                .int("bodies", v.bodies_checked as i64)
                .int("rolls", v.rolls_recomputed as i64),
            Some(b) => {
                broken = true;
                Message::new("cli-verify-broken")
                    .text("game", game.clone())
                    .int("seq", b.seq)
                    .text("reason", b.reason.clone())
            }
        };
        println!("{}", text(lang, &msg));
    }
    if broken {
        return Err(Failure::Input {
            message: text(lang, &Message::new("cli-verify-failed")),
            at: None,
        });
    }
    Ok(())
}

/// `keeper transcript --db URL --game ID`: the game's session transcript as anyone may
/// read it (public entries only), in Markdown or HTML, on standard output.
pub(crate) fn transcript(args: &TranscriptArgs, lang: &str) -> Result<(), Failure> {
    let out = runtime(lang)?.block_on(async {
        let table = open(&args.db, lang).await?;
        let filter = keeper_server::transcript::Filter {
            format: Some(args.format.clone()),
            rolls_only: args.rolls_only,
            thread: args.thread.clone(),
            in_character: args.in_character,
        };
        let t = keeper_server::transcript::build(
            &table,
            &args.game,
            keeper_table::Viewer::Anyone,
            lang,
            &filter,
        )
        .await
        .map_err(|e| match e {
            keeper_table::TableError::NotFound { .. } => Failure::input(
                lang,
                &Message::new("cli-error-no-game").text("game", args.game.clone()),
            ),
            e => internal(lang, e),
        })?;
        Ok::<_, Failure>(if args.format == "html" {
            keeper_server::transcript::html(lang, &t, "")
        } else {
            keeper_server::transcript::markdown(lang, &t, "")
        })
    })?;
    print!("{out}");
    Ok(())
}

/// `keeper coc7 simulate --db URL --game ID`: the `coc7.simulate` request of the game's
/// fight going on, as its Keeper would ask for it (whoever holds the database is the
/// operator, who may read what the Keeper reads).
pub(crate) fn forecast_request(
    db: &str,
    game: &str,
    fields: serde_json::Map<String, serde_json::Value>,
    lang: &str,
) -> Result<serde_json::Value, Failure> {
    runtime(lang)?.block_on(async {
        let table = open(db, lang).await?;
        let no_game = || {
            Failure::input(
                lang,
                &Message::new("cli-error-no-game").text("game", game.to_owned()),
            )
        };
        let members = table.members(game).await.map_err(|e| match e {
            keeper_table::TableError::NotFound { .. } => no_game(),
            e => internal(lang, e),
        })?;
        let keeper = members
            .into_iter()
            .find(|m| m.role == keeper_table::Role::Keeper)
            .ok_or_else(no_game)?;
        table
            .forecast_request(&keeper, fields, lang)
            .await
            .map_err(|e| match e {
                keeper_table::TableError::Store(_) | keeper_table::TableError::Migrate(_) => {
                    internal(lang, e)
                }
                e => Failure::input(lang, &keeper_i18n::Localize::message(&e)),
            })
    })
}

fn internal(lang: &str, e: keeper_table::TableError) -> Failure {
    Failure::internal(
        lang,
        &Message::new("cli-error-io").text("error", e.to_string()),
    )
}

fn read_export(file: &Path, lang: &str) -> Result<Value, Failure> {
    let bytes = std::fs::read(file).map_err(|e| {
        Failure::input(
            lang,
            &Message::new("cli-error-open")
                .text("path", file.display().to_string())
                .text("error", e.to_string()),
        )
    })?;
    serde_json::from_slice(&bytes).map_err(|e| {
        Failure::input(
            lang,
            &Message::new("cli-error-export")
                .text("file", file.display().to_string())
                .text("error", e.to_string()),
        )
    })
}

/// `keeper backup [--db sqlite:PATH] FILE`: a consistent copy of a SQLite database,
/// also while a server is serving it. A PostgreSQL database is pg_dump's to copy.
pub(crate) fn backup(args: &BackupArgs, lang: &str) -> Result<(), Failure> {
    let db = args.db.as_deref().unwrap_or(DEFAULT_DB);
    if !db.starts_with("sqlite:") {
        return Err(Failure::input(
            lang,
            &Message::new("operating-backup-postgres"),
        ));
    }
    runtime(lang)?
        .block_on(keeper_table::archive::backup_sqlite(db, &args.file))
        .map_err(|e| table_failure(lang, &redact(db), e))?;
    eprintln!(
        "{}",
        text(
            lang,
            &Message::new("operating-backup-done")
                .text("db", redact(db))
                .text("file", args.file.display().to_string())
        )
    );
    Ok(())
}

/// `keeper export [--db URL] --game ID FILE`: the owner's export of a game, all that
/// another server needs to go on with it (`-` writes it to standard output).
pub(crate) fn export(args: &ExportArgs, lang: &str) -> Result<(), Failure> {
    let db = args.db.as_deref().unwrap_or(DEFAULT_DB);
    let export = runtime(lang)?.block_on(async {
        let table = open(db, lang).await?;
        table.owner_export(&args.game).await.map_err(|e| match e {
            keeper_table::TableError::NotFound { .. } => Failure::input(
                lang,
                &Message::new("cli-error-no-game").text("game", args.game.clone()),
            ),
            e => table_failure(lang, &redact(db), e),
        })
    })?;
    let mut bytes = serde_json::to_vec(&export).unwrap_or_default();
    bytes.push(b'\n');
    let written = if args.file.as_os_str() == "-" {
        use std::io::Write;
        std::io::stdout().write_all(&bytes)
    } else {
        write_new(&args.file, &bytes)
    };
    written.map_err(|e| {
        Failure::input(
            lang,
            &Message::new("cli-error-write")
                .text("path", args.file.display().to_string())
                .text("error", e.to_string()),
        )
    })?;
    if args.file.as_os_str() != "-" {
        eprintln!(
            "{}",
            text(
                lang,
                &Message::new("operating-export-done")
                    .text("game", args.game.clone())
                    .int(
                        "entries",
                        export["entries"].as_array().map_or(0, Vec::len) as i64
                    )
                    .text("file", args.file.display().to_string())
            )
        );
    }
    Ok(())
}

/// A new file holding `bytes`, readable by its owner only (an owner's export holds the
/// game's seeds); an existing file is not overwritten.
fn write_new(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// `keeper import [--db URL] FILE`: brings in a game from an owner's export, checked
/// whole before anything is written.
pub(crate) fn import(args: &ImportArgs, lang: &str) -> Result<(), Failure> {
    let db = args.db.as_deref().unwrap_or(DEFAULT_DB);
    let export = read_export(&args.file, lang)?;
    let imported = runtime(lang)?.block_on(async {
        let table = open(db, lang).await?;
        table
            .import(&export)
            .await
            .map_err(|e| table_failure(lang, &redact(db), e))
    })?;
    let v = &imported.verification;
    println!(
        "{}",
        text(
            lang,
            &Message::new("operating-import-done")
                .text("game", imported.game.clone())
                .int("entries", imported.entries as i64)
                .int("rows", imported.rows as i64)
                .text("db", redact(db))
        )
    );
    if let Some(b) = &v.first_broken {
        return Err(Failure::internal(
            lang,
            &Message::new("cli-verify-broken")
                .text("game", imported.game.clone())
                .int("seq", b.seq)
                .text("reason", b.reason.clone()),
        ));
    }
    Ok(())
}

/// A table error as the CLI says it: the caller's (exit 2) or the storage's.
fn table_failure(lang: &str, db: &str, e: keeper_table::TableError) -> Failure {
    match e {
        keeper_table::TableError::BadField { message, .. } => Failure::input(lang, &message),
        other => Failure::internal(
            lang,
            &Message::new("cli-error-db")
                .text("db", db.to_owned())
                .text("error", other.to_string()),
        ),
    }
}
