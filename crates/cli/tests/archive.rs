//! Backups and moving a game: `keeper backup` copies a SQLite database while it is
//! written to; `keeper export` and `keeper import` move a game between databases
//! (SQLite → PostgreSQL → SQLite when `KEEPER_TEST_POSTGRES` names a server, else
//! SQLite → SQLite, saying the PostgreSQL half was skipped), every entry, seed and
//! commitment kept: it verifies the same on both sides and goes on being played with
//! its members' tokens. An import refuses a game already there, a broken chain (naming
//! the entry), an export without its seeds, and a public export, writing nothing.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

use keeper_table::{NewGame, Role, RollOrder, Table, Viewer, Visibility, verify_export};
use serde_json::Value;

use common::{POSTGRES_VAR, keeper_command, scratch_database};

/// A directory for this test, removed when it ends.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!(
            "keeper_archive_{name}_{}_{:?}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap_or_default()
                .as_nanos()
        ));
        std::fs::create_dir_all(&dir).expect("make a temporary directory");
        TempDir(dir)
    }

    fn db(&self, name: &str) -> String {
        format!("sqlite:{}", self.0.join(name).display())
    }

    fn file(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn run(args: &[&str]) -> Output {
    keeper_command("en")
        .args(args)
        .env_remove("KEEPER_DB")
        .output()
        .expect("run keeper")
}

fn said(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// A game with something of everything: a player, public and blind rolls, a thread and
/// a post, an invite not used. Its id and both members' tokens.
async fn played_game(db: &str) -> (String, String, String) {
    let table = Table::open(db).await.expect("open the source");
    let (game, keeper, keeper_token) = table
        .create_game(NewGame::new("Moving house", "coc7", "Ada"))
        .await
        .expect("make a game");
    let invite = table.invite(&keeper, Role::Player).await.expect("invite");
    let (player, player_token) = table.join(&game.id, &invite, "Brian").await.expect("join");
    table
        .invite(&keeper, Role::Player)
        .await
        .expect("a second invite");
    for (member, visibility) in [
        (&keeper, Visibility::Public),
        (&keeper, Visibility::Keeper),
        (&player, Visibility::Public),
        (&player, Visibility::Private),
    ] {
        table
            .roll(member, RollOrder::expression("1d100", visibility))
            .await
            .expect("roll");
    }
    let thread = table
        .create_thread(&keeper, "The house")
        .await
        .expect("a thread");
    table
        .create_post(&player, &thread.id, "I open the door. [1d6]")
        .await
        .expect("a post");
    (game.id, keeper_token, player_token)
}

/// What `keeper verify --db DB --game GAME` prints, which must succeed.
fn verified(db: &str, game: &str) -> String {
    let out = run(&["verify", "--db", db, "--game", game]);
    assert_eq!(out.status.code(), Some(0), "keeper verify: {}", said(&out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Every verification a client can ask for: the owner's, anyone's, a member's.
async fn verifications(db: &str, game: &str, token: &str) -> Vec<Value> {
    let table = Table::open(db).await.expect("open");
    let member = table.authenticate(game, token).await.expect("the token");
    let anyone = verify_export(&table.export(game, Viewer::Anyone, false).await.unwrap());
    vec![
        serde_json::to_value(table.verify_as_owner(game).await.unwrap()).unwrap(),
        serde_json::to_value(anyone).unwrap(),
        serde_json::to_value(table.verify(game, &member).await.unwrap()).unwrap(),
    ]
}

/// Exports `game` from `from`, imports it into `to`, and checks it is the same game.
async fn move_game(dir: &TempDir, from: &str, to: &str, game: &str, tokens: (&str, &str), n: u32) {
    let file = dir.file(&format!("export{n}.json"));
    let file_s = file.display().to_string();
    let out = run(&["export", "--db", from, "--game", game, &file_s]);
    assert_eq!(out.status.code(), Some(0), "keeper export: {}", said(&out));
    let before = verified(from, game);
    let before_all = verifications(from, game, tokens.1).await;

    let out = run(&["import", "--db", to, &file_s]);
    assert_eq!(out.status.code(), Some(0), "keeper import: {}", said(&out));
    assert!(said(&out).contains(game), "{}", said(&out));
    assert_eq!(
        verified(to, game),
        before,
        "keeper verify differs after the move"
    );
    assert_eq!(
        verifications(to, game, tokens.1).await,
        before_all,
        "a verification differs after the move"
    );
    let (a, b) = (
        Table::open(from)
            .await
            .unwrap()
            .owner_export(game)
            .await
            .unwrap(),
        Table::open(to)
            .await
            .unwrap()
            .owner_export(game)
            .await
            .unwrap(),
    );
    assert_eq!(a, b, "the game is not the same after the move");

    // Twice: refused, naming the game.
    let out = run(&["import", "--db", to, &file_s]);
    assert_eq!(out.status.code(), Some(2), "{}", said(&out));
    assert!(said(&out).contains("already"), "{}", said(&out));

    // Played on with the members' tokens, from the seeds where they stopped.
    let table = Table::open(to).await.unwrap();
    for token in [tokens.0, tokens.1] {
        let member = table
            .authenticate(game, token)
            .await
            .expect("a token still works");
        table
            .roll(&member, RollOrder::expression("1d20", Visibility::Keeper))
            .await
            .expect("roll after the move");
    }
    let v = table.verify_as_owner(game).await.unwrap();
    assert!(v.ok, "{v:?}");
}

/// The refusals, each leaving `db` without the game.
async fn refusals(dir: &TempDir, export: &Value, db: &str) {
    let game = export["game"]["id"].as_str().unwrap();
    let write = |name: &str, v: &Value| -> String {
        let p = dir.file(name);
        std::fs::write(&p, serde_json::to_vec(v).unwrap()).unwrap();
        p.display().to_string()
    };
    let refused = |file: String, words: &str| {
        let out = run(&["import", "--db", db, &file]);
        assert_eq!(out.status.code(), Some(2), "{}", said(&out));
        assert!(
            said(&out).contains(words),
            "wanted {words:?}: {}",
            said(&out)
        );
    };

    // A body changed: the chain breaks at its entry.
    let mut broken = export.clone();
    let body = format!("{} ", broken["entries"][3]["body"].as_str().unwrap());
    broken["entries"][3]["body"] = Value::String(body);
    refused(write("broken.json", &broken), "broken at entry 4");

    // Without the Keeper's seed.
    let mut seedless = export.clone();
    seedless["game"]
        .as_object_mut()
        .unwrap()
        .remove("keeper_seed");
    refused(write("seedless.json", &seedless), "keeper_seed");

    // The public export.
    let table = Table::open(db).await.unwrap();
    let mut public = export.clone();
    public["format"] = "keeper-log-export".into();
    public.as_object_mut().unwrap().remove("rows");
    refused(write("public.json", &public), "public export");

    // A row of another game.
    let mut foreign = export.clone();
    foreign["rows"]["members"][0]["game_id"] = "someone-else".into();
    refused(write("foreign.json", &foreign), "members");

    assert!(
        !table.game_ids().await.unwrap().iter().any(|g| g == game),
        "a refused import wrote the game"
    );
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime")
}

#[test]
fn a_game_moves_between_databases_intact() {
    let dir = TempDir::new("move");
    runtime().block_on(async {
        let source = dir.db("source.db");
        let (game, keeper_token, player_token) = played_game(&source).await;
        let tokens = (keeper_token.as_str(), player_token.as_str());
        let export = Table::open(&source)
            .await
            .unwrap()
            .owner_export(&game)
            .await
            .unwrap();
        refusals(&dir, &export, &dir.db("refused.db")).await;
        match std::env::var(POSTGRES_VAR).ok().filter(|s| !s.is_empty()) {
            Some(server) => {
                let pg = scratch_database(&server, "keeper_archive").await;
                move_game(&dir, &source, pg.url(), &game, tokens, 1).await;
                let back = dir.db("back.db");
                move_game(&dir, pg.url(), &back, &game, tokens, 2).await;
                drop(pg);
            }
            None => {
                common::skipped(
                    "moving a game to PostgreSQL and back",
                    &format!("{POSTGRES_VAR} is not set"),
                );
                move_game(&dir, &source, &dir.db("target.db"), &game, tokens, 1).await;
            }
        }
    });
}

#[test]
fn a_backup_is_consistent_while_the_database_is_written() {
    let dir = TempDir::new("backup");
    runtime().block_on(async {
        let db = dir.db("live.db");
        let (game, keeper_token, _) = played_game(&db).await;
        let table = Table::open(&db).await.unwrap();
        let keeper = table.authenticate(&game, &keeper_token).await.unwrap();
        // Rolls go on while the copy is made.
        let rolling = {
            let (table, keeper) = (table.clone(), keeper.clone());
            tokio::spawn(async move {
                for _ in 0..200 {
                    table
                        .roll(&keeper, RollOrder::expression("1d100", Visibility::Public))
                        .await
                        .expect("roll");
                }
            })
        };
        let copy = dir.file("copy.db");
        let copy_s = copy.display().to_string();
        let out = tokio::task::spawn_blocking({
            let (db, copy_s) = (db.clone(), copy_s.clone());
            move || run(&["backup", "--db", &db, &copy_s])
        })
        .await
        .unwrap();
        assert_eq!(out.status.code(), Some(0), "keeper backup: {}", said(&out));
        rolling.await.unwrap();
        assert!(Path::new(&copy).exists());
        let copy_db = format!("sqlite:{copy_s}");
        verified(&copy_db, &game);

        // Never over an existing file.
        let out = run(&["backup", "--db", &db, &copy_s]);
        assert_eq!(out.status.code(), Some(2), "{}", said(&out));
        assert!(said(&out).contains("already exists"), "{}", said(&out));
        // PostgreSQL is pg_dump's.
        let out = run(&[
            "backup",
            "--db",
            "postgres://u@127.0.0.1:1/x",
            &dir.file("pg").display().to_string(),
        ]);
        assert_eq!(out.status.code(), Some(2), "{}", said(&out));
        assert!(said(&out).contains("pg_dump"), "{}", said(&out));
    });
}
