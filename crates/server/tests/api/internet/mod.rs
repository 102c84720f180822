//! A table facing the internet: each finding of the hostile review, reproduced. Every
//! test here failed on the server before its fix.
//!
//! The server is served the way `keeper serve` serves it (`keeper_server::serve_on`,
//! with its timeouts and caps), on SQLite and on PostgreSQL when it is configured.
//! One module per kind of finding; the server they all start is here.

mod connections;
mod load;
mod members;
mod origins;
mod repeats;

use std::time::Duration;

use keeper_server::Options;
use keeper_table::{Backend, Table};

use crate::common::{POSTGRES_VAR, Server, skipped, unique};

/// A server over `url` served by `serve_on` with `options`.
async fn start(url: &str, options: Options) -> Server {
    let table = Table::open(url).await.expect("open the table");
    let backend = table.backend();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind a loopback port");
    let addr = listener.local_addr().expect("local address");
    tokio::spawn(async move {
        let _ = keeper_server::serve_on(listener, table, &options).await;
    });
    Server {
        base: format!("http://{addr}"),
        http: reqwest::Client::builder()
            .timeout(Duration::from_secs(60))
            .build()
            .expect("HTTP client"),
        backend,
    }
}

/// Runs `test` on SQLite, then PostgreSQL when `KEEPER_TEST_POSTGRES` is set.
async fn each_backend<F, Fut>(options: Options, test: F)
where
    F: Fn(Server) -> Fut,
    Fut: Future<Output = ()>,
{
    let dir = std::env::temp_dir().join(unique("keeper_internet"));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let url = format!("sqlite:{}", dir.join("table.db").display());
    let server = start(&url, options.clone()).await;
    assert_eq!(server.backend, Backend::Sqlite);
    test(server).await;
    let _ = std::fs::remove_dir_all(&dir);
    match std::env::var(POSTGRES_VAR) {
        Ok(pg) if !pg.trim().is_empty() => {
            let db = keeper_table::scratch::ScratchDatabase::create(pg.trim(), "keeper_internet")
                .await
                .expect("a PostgreSQL database");
            let server = start(db.url(), options).await;
            assert_eq!(server.backend, Backend::Postgres);
            test(server).await;
        }
        _ => skipped("the PostgreSQL runs", &format!("{POSTGRES_VAR} is not set")),
    }
}
