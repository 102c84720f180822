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
    committed
        .entries
        .into_iter()
        .next()
        .expect("one entry planned")
}
