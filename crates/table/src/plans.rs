//! How the table hands its plans to the one writer, and what plans share: ids,
//! nonces and resolve runs.

use keeper_resolve::ResolveError;
use rand_core::Rng;
use serde_json::Value;

use crate::store::{Arg, GameState, Plan, PlanFn};
use crate::{Committed, Entry, EntryKind, Table, TableError, Visibility};

/// `bytes` random bytes in hex: ids, secret tokens and nonces.
pub(crate) fn random_hex(bytes: usize) -> String {
    let mut b = vec![0u8; bytes];
    rand::make_rng::<rand::rngs::StdRng>().fill_bytes(&mut b);
    hex::encode(b)
}

/// A text argument of a plan's write.
pub(crate) fn text(s: &str) -> Arg {
    Arg::Text(s.to_owned())
}

/// Runs one resolve request; its error, typed, when it fails (put into words only for
/// whoever reads it).
pub(crate) fn run(request: &Value) -> Result<Value, ResolveError> {
    keeper_resolve::try_resolve(request)
}

impl Table {
    /// Runs `plan` through the writer (which keeps the entries it commits).
    pub(crate) async fn submit(&self, game: &str, plan: PlanFn) -> Result<Committed, TableError> {
        self.inner.writer.submit(game, plan).await
    }

    /// Runs `plan`, which reads the members' names (`GameState::names`, read inside
    /// the writer's transaction), through the writer.
    pub(crate) async fn submit_naming(
        &self,
        game: &str,
        plan: PlanFn,
    ) -> Result<Committed, TableError> {
        self.inner.writer.submit_naming(game, plan).await
    }

    /// Runs `plan`, which makes the game whose first state is `state`, through the
    /// writer.
    pub(crate) async fn submit_new(
        &self,
        state: GameState,
        plan: PlanFn,
    ) -> Result<Committed, TableError> {
        self.inner.writer.create(state, plan).await
    }

    /// Appends one entry with no other effect.
    pub(crate) async fn append(
        &self,
        game: &str,
        kind: EntryKind,
        visibility: Visibility,
        actor: &str,
        body: Value,
    ) -> Result<Entry, TableError> {
        let actor = actor.to_owned();
        let committed = self
            .submit(
                game,
                Box::new(move |_| Ok(Plan::one(kind, visibility, &actor, body.clone()))),
            )
            .await?;
        Ok(only_entry(committed))
    }
}

/// The one entry of a plan that appends one.
pub(crate) fn only_entry(committed: Committed) -> Entry {
    committed.into_entries().next().expect("one entry planned")
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};
    use std::thread::ThreadId;

    use serde_json::json;

    use crate::store::Plan;
    use crate::{EntryKind, NewGame, Table, Visibility};

    /// Notes the thread it is dropped on.
    struct DroppedOn(Arc<Mutex<Option<ThreadId>>>);

    impl Drop for DroppedOn {
        fn drop(&mut self) {
            *self.0.lock().unwrap() = Some(std::thread::current().id());
        }
    }

    /// The writer has a thread of its own on an SQLite file; a plan and what it holds
    /// come back with its answer and are freed by the submitter, not on that thread.
    #[tokio::test]
    async fn a_plan_is_freed_on_the_thread_that_submitted_it() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite:{}", dir.path().join("k.db").display());
        let table = Table::open(&url).await.unwrap();
        let (game, keeper, _) = table
            .create_game(NewGame::new("Masks", "coc7", "Ada"))
            .await
            .unwrap();
        let dropped = Arc::new(Mutex::new(None));
        let held = DroppedOn(dropped.clone());
        let actor = keeper.id.clone();
        table
            .submit(
                &game.id,
                Box::new(move |_| {
                    let _ = &held;
                    Ok(Plan::one(
                        EntryKind::Roll,
                        Visibility::Public,
                        &actor,
                        json!({}),
                    ))
                }),
            )
            .await
            .unwrap();
        assert_eq!(*dropped.lock().unwrap(), Some(std::thread::current().id()));
    }
}
