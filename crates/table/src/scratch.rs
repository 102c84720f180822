//! A throwaway PostgreSQL database, for tests and benchmarks that need a real server:
//! made on creation, dropped (best effort, even after a panic) when dropped.
//!
//! ```no_run
//! # async fn run() {
//! let db = keeper_table::scratch::ScratchDatabase::create("postgres://postgres@127.0.0.1:5432/test", "keeper_test")
//!     .await
//!     .unwrap();
//! let table = keeper_table::Table::open(db.url()).await.unwrap();
//! # }
//! ```

use sqlx::Connection;

/// A database made for one run.
#[derive(Debug)]
pub struct ScratchDatabase {
    server: String,
    name: String,
    url: String,
}

/// `url` with its database name replaced by `name`.
pub fn with_database(url: &str, name: &str) -> String {
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
/// own database, or to `postgres` when that one does not exist.
async fn admin(url: &str) -> Result<sqlx::PgConnection, sqlx::Error> {
    match sqlx::PgConnection::connect(url).await {
        Ok(conn) => Ok(conn),
        Err(first) => sqlx::PgConnection::connect(&with_database(url, "postgres"))
            .await
            .map_err(|_| first),
    }
}

impl ScratchDatabase {
    /// Makes a database named `{prefix}_{random}` on the server of `server_url`.
    pub async fn create(server_url: &str, prefix: &str) -> Result<ScratchDatabase, sqlx::Error> {
        let name = format!("{prefix}_{}", crate::random_hex(6));
        let mut conn = admin(server_url).await?;
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut conn)
            .await?;
        let _ = conn.close().await;
        Ok(ScratchDatabase {
            server: server_url.to_owned(),
            url: with_database(server_url, &name),
            name,
        })
    }

    /// The database's URL.
    pub fn url(&self) -> &str {
        &self.url
    }
}

impl Drop for ScratchDatabase {
    fn drop(&mut self) {
        let (server, name) = (self.server.clone(), self.name.clone());
        // The runtime that owned us may be the one dropping us: use a runtime of our own.
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

#[cfg(test)]
mod tests {
    #[test]
    fn database_names_are_replaced() {
        let w = super::with_database;
        assert_eq!(w("postgres://u@h:5432/test", "x"), "postgres://u@h:5432/x");
        assert_eq!(
            w("postgres://u@h/test?sslmode=disable", "x"),
            "postgres://u@h/x?sslmode=disable"
        );
        assert_eq!(w("postgres://u@h", "x"), "postgres://u@h/x");
    }
}
