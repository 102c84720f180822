//! The answers anyone may have, kept while they cannot change: a game's export and
//! verification as seen without a token depend only on its log, so they are computed
//! once per length of the log, not once per request (a long game's took over a second
//! of CPU each time).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use axum::body::Bytes;

/// Games whose answers are kept at once; past it, the kept ones are forgotten.
pub const KEPT_GAMES: usize = 64;

/// By game and kind of answer: the log length it was made at and its JSON text.
type Kept = HashMap<(String, &'static str), (i64, Bytes)>;

/// What is kept.
#[derive(Debug, Clone, Default)]
pub(crate) struct PublicCache {
    kept: Arc<Mutex<Kept>>,
}

impl PublicCache {
    /// The `kind` answer of `game` made when its log had `log_len` entries.
    pub(crate) fn get(&self, game: &str, kind: &'static str, log_len: i64) -> Option<Bytes> {
        let kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        match kept.get(&(game.to_owned(), kind)) {
            Some((len, bytes)) if *len == log_len => Some(bytes.clone()),
            _ => None,
        }
    }

    pub(crate) fn keep(&self, game: &str, kind: &'static str, log_len: i64, bytes: Bytes) {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        if kept.len() >= KEPT_GAMES * 2 {
            kept.clear();
        }
        kept.insert((game.to_owned(), kind), (log_len, bytes));
    }
}
