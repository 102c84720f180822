//! The log as each viewer may see it, its export and its verification.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::{Value, json};
use sqlx::Row;
use sqlx::any::AnyRow;

use crate::checks::no_nul;
use crate::{
    MAX_PAGE, Member, Sight, Table, TableError, Verification, Viewer, Visibility, access,
    verify_export,
};

/// What a log entry records. Its name is stored, hashed and exported as written
/// here (`roll`, `post_edited`): a name is never changed, a new kind is a new name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    /// The game was made: its first entry.
    GameCreated,
    /// A member joined.
    MemberJoined,
    /// A character was made.
    CharacterCreated,
    /// Events were applied to a character's sheet.
    CharacterEvents,
    /// The Keeper showed a non-player character to the players: its name.
    CharacterShown,
    /// A roll: its requests and answers.
    Roll,
    /// The Keeper asked for a roll.
    RollRequest,
    /// The Keeper revealed a hidden entry.
    Reveal,
    /// The combat tracker: a fight started, fighters joined, an attack declared, an
    /// exchange rolled and applied, a turn passed, the fight ended (`event` says which).
    Fight,
    /// A thread was opened.
    ThreadCreated,
    /// A post, with its tags' rolls.
    Post,
    /// A post was edited.
    PostEdited,
    /// A post was deleted.
    PostDeleted,
    /// The game ended.
    GameEnded,
    /// The Keeper's seed was revealed (fair mode v1 only).
    KeeperSeedRevealed,
    /// Fair mode v2: the root of the next tree of hidden roll secrets, published before
    /// the first roll that uses it.
    KeeperCommitmentExtended,
}

impl EntryKind {
    /// Every kind.
    pub const ALL: [EntryKind; 16] = [
        EntryKind::GameCreated,
        EntryKind::MemberJoined,
        EntryKind::CharacterCreated,
        EntryKind::CharacterEvents,
        EntryKind::CharacterShown,
        EntryKind::Roll,
        EntryKind::RollRequest,
        EntryKind::Reveal,
        EntryKind::Fight,
        EntryKind::ThreadCreated,
        EntryKind::Post,
        EntryKind::PostEdited,
        EntryKind::PostDeleted,
        EntryKind::GameEnded,
        EntryKind::KeeperSeedRevealed,
        EntryKind::KeeperCommitmentExtended,
    ];

    /// The name as stored, hashed and exported.
    pub fn as_str(self) -> &'static str {
        match self {
            EntryKind::GameCreated => "game_created",
            EntryKind::MemberJoined => "member_joined",
            EntryKind::CharacterCreated => "character_created",
            EntryKind::CharacterEvents => "character_events",
            EntryKind::CharacterShown => "character_shown",
            EntryKind::Roll => "roll",
            EntryKind::RollRequest => "roll_request",
            EntryKind::Reveal => "reveal",
            EntryKind::Fight => "fight",
            EntryKind::ThreadCreated => "thread_created",
            EntryKind::Post => "post",
            EntryKind::PostEdited => "post_edited",
            EntryKind::PostDeleted => "post_deleted",
            EntryKind::GameEnded => "game_ended",
            EntryKind::KeeperSeedRevealed => "keeper_seed_revealed",
            EntryKind::KeeperCommitmentExtended => "keeper_commitment_extended",
        }
    }

    /// The kind named `name`.
    pub fn from_name(name: &str) -> Option<EntryKind> {
        EntryKind::ALL.into_iter().find(|k| k.as_str() == name)
    }
}

/// A kind equals its name, so a log can be searched by what it is called.
impl PartialEq<&str> for EntryKind {
    fn eq(&self, name: &&str) -> bool {
        self.as_str() == *name
    }
}

impl std::fmt::Display for EntryKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A log entry as stored.
#[derive(Debug, Clone, Serialize)]
pub struct Entry {
    /// The game.
    pub game: String,
    /// Position, from 1.
    pub seq: i64,
    /// What it records.
    pub kind: EntryKind,
    /// Who may read it.
    pub visibility: Visibility,
    /// The member who caused it.
    pub actor: String,
    /// When it was committed.
    pub created_at: String,
    /// The body, JSON text.
    pub body: StoredBody,
    /// SHA-256 of `body`.
    pub body_hash: String,
    /// The previous entry's hash.
    pub prev_hash: String,
    /// This entry's hash.
    pub hash: String,
}

impl Entry {
    /// The member a whisper is addressed to: its body's `to` (only a whisper has one).
    pub fn whisper_to(&self) -> Option<String> {
        if self.visibility != Visibility::Whisper {
            return None;
        }
        let body: Value = serde_json::from_str(&self.body).ok()?;
        body["to"].as_str().map(str::to_owned)
    }
}

/// An entry's body as stored: JSON text, read as a `str`. A body this process has just
/// written came from serde_json and is JSON already, so it is answered as it is; a body
/// read back from the database is text until it is read (a damaged one must still be
/// hashed and reported by `verify`, not refused on the way in).
#[derive(Debug, Clone)]
pub struct StoredBody(Text);

#[derive(Debug, Clone)]
enum Text {
    Written(Box<RawValue>),
    Read(String),
}

impl StoredBody {
    /// A body read back from the database.
    pub fn read(text: String) -> StoredBody {
        StoredBody(Text::Read(text))
    }

    /// A body just written as JSON by serde_json.
    pub(crate) fn written(json: Box<RawValue>) -> StoredBody {
        StoredBody(Text::Written(json))
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        match &self.0 {
            Text::Written(json) => json.get(),
            Text::Read(text) => text,
        }
    }

    /// The body as JSON to answer with: as it is when written here, else checked;
    /// `None` when a stored body is not JSON.
    pub fn into_json(self) -> Option<Box<RawValue>> {
        match self.0 {
            Text::Written(json) => Some(json),
            Text::Read(text) => RawValue::from_string(text).ok(),
        }
    }
}

impl std::ops::Deref for StoredBody {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl std::fmt::Display for StoredBody {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self)
    }
}

/// Two bodies are equal when their texts are.
impl PartialEq for StoredBody {
    fn eq(&self, other: &StoredBody) -> bool {
        **self == **other
    }
}

impl PartialEq<String> for StoredBody {
    fn eq(&self, other: &String) -> bool {
        **self == **other
    }
}

/// Written as the text it is (a JSON string), as when the body was a `String`.
impl Serialize for StoredBody {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self)
    }
}

/// A log entry as one viewer may see it.
#[derive(Debug, Clone, Serialize)]
pub struct EntryView {
    /// Position, from 1.
    pub seq: i64,
    /// What it records.
    pub kind: EntryKind,
    /// Who may read it.
    pub visibility: Visibility,
    /// The member who caused it.
    pub actor: String,
    /// That member's name.
    pub actor_name: String,
    /// When.
    pub created_at: String,
    /// Its hash in the chain.
    pub hash: String,
    /// The body, when the viewer may read it; `None` for a hidden roll (only its
    /// existence is shown).
    pub body: Option<Value>,
    /// Whether a hidden entry was revealed by the Keeper.
    pub revealed: bool,
    /// The name of the member a whisper is addressed to (its body's `to`), for those
    /// who may read it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_name: Option<String>,
}

/// A log entry as one viewer may see it, its body the stored JSON text itself rather
/// than a parsed value: what the API answers the member who just made the entry with,
/// written field for field as [`EntryView`] writes it, without parsing the body again.
#[derive(Debug, Serialize)]
pub struct EntryText {
    /// Position, from 1.
    pub seq: i64,
    /// What it records.
    pub kind: EntryKind,
    /// Who may read it.
    pub visibility: Visibility,
    /// The member who caused it.
    pub actor: String,
    /// That member's name.
    pub actor_name: String,
    /// When.
    pub created_at: String,
    /// Its hash in the chain.
    pub hash: String,
    /// The body as stored, when the viewer may read it (see [`EntryView::body`]).
    pub body: Option<Box<serde_json::value::RawValue>>,
    /// Whether a hidden entry was revealed by the Keeper.
    pub revealed: bool,
    /// The name of the member a whisper is addressed to, for those who may read it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_name: Option<String>,
}

impl Table {
    /// `e`, an entry this process has just committed (a roll's), as `viewer` may see
    /// it: the view [`Table::entry`] gives, with the body as stored instead of parsed
    /// and written again. Not found when the viewer may not know of it.
    pub async fn entry_text(&self, e: Entry, viewer: Viewer<'_>) -> Result<EntryText, TableError> {
        // Only a hidden entry can be revealed (see `reveal`), by a later entry.
        let revealed =
            e.visibility.is_hidden() && self.revealed_after(&e.game, e.seq).await?.contains(&e.seq);
        let to = e.whisper_to();
        let names = match &to {
            Some(to) => self.names(&e.game, &[&e.actor, to]).await?,
            None => self.names(&e.game, &[&e.actor]).await?,
        };
        let body = match access::sight(viewer, e.visibility, &e.actor, to.as_deref(), revealed) {
            Sight::Nothing => return Err(TableError::not_found("entry", e.seq.to_string())),
            Sight::Existence => None,
            Sight::Full => e.body.into_json(),
        };
        let to_name = match &body {
            Some(_) => to.and_then(|t| names.get(&t).cloned()),
            None => None,
        };
        Ok(EntryText {
            to_name,
            seq: e.seq,
            actor_name: names.get(&e.actor).cloned().unwrap_or_default(),
            kind: e.kind,
            visibility: e.visibility,
            actor: e.actor,
            created_at: e.created_at,
            hash: e.hash,
            body,
            revealed,
        })
    }

    pub(crate) async fn revealed(&self, game: &str) -> Result<HashSet<i64>, TableError> {
        self.revealed_after(game, 0).await
    }

    /// The seqs revealed by reveal entries after `after`: a reveal follows the entry it
    /// reveals, so for entries after `after` these are all there are, and the read is a
    /// range of the log's key rather than all of it.
    async fn revealed_after(&self, game: &str, after: i64) -> Result<HashSet<i64>, TableError> {
        let rows =
            sqlx::query("SELECT body FROM log WHERE game_id = $1 AND seq > $2 AND kind = 'reveal'")
                .bind(game)
                .bind(after)
                .fetch_all(self.pool())
                .await?;
        Ok(rows
            .iter()
            .filter_map(|r| r.try_get::<String, _>("body").ok())
            .filter_map(|b| serde_json::from_str::<Value>(&b).ok()?["seq"].as_i64())
            .collect())
    }

    pub(crate) async fn entry_row(&self, game: &str, seq: i64) -> Result<Entry, TableError> {
        no_nul("game", game)?;
        if let Some(e) = self.inner.cache.entry(game, seq) {
            return Ok(e);
        }
        let row = sqlx::query(
            "SELECT game_id, seq, kind, visibility, actor, created_at, body, body_hash, prev_hash, hash FROM log WHERE game_id = $1 AND seq = $2",
        )
        .bind(game)
        .bind(seq)
        .fetch_optional(self.pool())
        .await?
        .ok_or_else(|| TableError::not_found("entry", seq.to_string()))?;
        entry_of(&row)
    }

    async fn entries(&self, game: &str, after: i64, limit: i64) -> Result<Vec<Entry>, TableError> {
        let rows = sqlx::query(
            "SELECT game_id, seq, kind, visibility, actor, created_at, body, body_hash, prev_hash, hash FROM log \
             WHERE game_id = $1 AND seq > $2 ORDER BY seq LIMIT $3",
        )
        .bind(game)
        .bind(after)
        .bind(limit)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(entry_of).collect()
    }

    /// The game's member names, holding every one of `actors` that is a member.
    async fn names(
        &self,
        game: &str,
        actors: &[&str],
    ) -> Result<Arc<HashMap<String, String>>, TableError> {
        if let Some(names) = self.inner.cache.names(game, actors.iter().copied()) {
            return Ok(names);
        }
        let names: Arc<HashMap<String, String>> = Arc::new(
            self.members(game)
                .await?
                .into_iter()
                .map(|m| (m.id, m.name))
                .collect(),
        );
        self.inner.cache.keep_names(game, names.clone());
        Ok(names)
    }

    /// Up to `limit` entries after `after`, as `viewer` may see them (entries the
    /// viewer may not know of are left out).
    pub async fn log(
        &self,
        game: &str,
        viewer: Viewer<'_>,
        after: i64,
        limit: i64,
    ) -> Result<Vec<EntryView>, TableError> {
        self.rules(game).await?;
        let after = after.max(0);
        let entries = self.entries(game, after, limit.clamp(1, MAX_PAGE)).await?;
        self.views(game, viewer, after, entries).await
    }

    /// The entries after `after` up to `through`, a seq known to be committed (as a
    /// [`Change`](crate::Change) tells), as `viewer` may see them; at most
    /// [`MAX_PAGE`] of them, so the last may come before `through`. Read from memory
    /// when this process committed them lately, so a roll's many watchers do not each
    /// query the log.
    pub async fn log_through(
        &self,
        game: &str,
        viewer: Viewer<'_>,
        after: i64,
        through: i64,
    ) -> Result<Vec<EntryView>, TableError> {
        self.rules(game).await?;
        let after = after.max(0);
        if through <= after {
            return Ok(Vec::new());
        }
        let through = through.min(after + MAX_PAGE);
        let entries = match self.inner.cache.range(game, after, through) {
            Some(entries) => entries,
            None => self.entries(game, after, through - after).await?,
        };
        self.views(game, viewer, after, entries).await
    }

    /// `entries` (which follow `after`) as `viewer` may see them.
    async fn views(
        &self,
        game: &str,
        viewer: Viewer<'_>,
        after: i64,
        entries: Vec<Entry>,
    ) -> Result<Vec<EntryView>, TableError> {
        // Only a hidden entry can be revealed (see `reveal`).
        let revealed = if entries.iter().any(|e| e.visibility.is_hidden()) {
            self.revealed_after(game, after).await?
        } else {
            HashSet::new()
        };
        let whispered: Vec<String> = entries.iter().filter_map(Entry::whisper_to).collect();
        let actors: Vec<&str> = entries
            .iter()
            .map(|e| e.actor.as_str())
            .chain(whispered.iter().map(String::as_str))
            .collect();
        let names = self.names(game, &actors).await?;
        Ok(entries
            .into_iter()
            .filter_map(|e| view_of(e, viewer, &revealed, &names))
            .collect())
    }

    /// One entry as `viewer` may see it; an entry they may not know of is not found.
    pub async fn entry(
        &self,
        game: &str,
        seq: i64,
        viewer: Viewer<'_>,
    ) -> Result<EntryView, TableError> {
        let e = self.entry_row(game, seq).await?;
        // Only a hidden entry can be revealed (see `reveal`), by a later entry.
        let revealed = if e.visibility.is_hidden() {
            self.revealed_after(game, seq).await?
        } else {
            HashSet::new()
        };
        let to = e.whisper_to();
        let names = match &to {
            Some(to) => self.names(game, &[&e.actor, to]).await?,
            None => self.names(game, &[&e.actor]).await?,
        };
        view_of(e, viewer, &revealed, &names)
            .ok_or_else(|| TableError::not_found("entry", seq.to_string()))
    }

    /// The game's log for verification by `viewer`: every header (the chain is the
    /// same for all), the bodies the viewer may read, and the seeds revealed so far.
    /// `owner` (the database's owner, `keeper verify --db`) gets every body and seed.
    pub async fn export(
        &self,
        game: &str,
        viewer: Viewer<'_>,
        owner: bool,
    ) -> Result<Value, TableError> {
        let g = self.game(game).await?;
        let revealed = self.revealed(game).await?;
        let mut game_json = json!({
            "id": g.id, "name": g.name, "system": g.system,
            "fair_commitment": g.fair_commitment, "keeper_commitment": g.keeper_commitment,
        });
        if g.fair_version >= 2 {
            game_json["fair_version"] = json!(g.fair_version);
            game_json["keeper_tree_height"] = json!(g.keeper_tree_height);
        }
        let (fair, keeper) = if owner {
            let row = sqlx::query("SELECT fair_seed, keeper_seed FROM games WHERE id = $1")
                .bind(game)
                .fetch_one(self.pool())
                .await?;
            (
                Some(row.try_get::<String, _>("fair_seed")?),
                Some(row.try_get::<String, _>("keeper_seed")?),
            )
        } else {
            (g.fair_seed, g.keeper_seed)
        };
        if let Some(s) = fair {
            game_json["fair_seed"] = json!(s);
        }
        if let Some(s) = keeper {
            game_json["keeper_seed"] = json!(s);
        }
        let mut out = Vec::new();
        let mut after = 0;
        loop {
            let page = self.entries(game, after, MAX_PAGE).await?;
            let Some(last) = page.last() else { break };
            after = last.seq;
            for e in page {
                let full = owner
                    || access::sight(
                        viewer,
                        e.visibility,
                        &e.actor,
                        e.whisper_to().as_deref(),
                        revealed.contains(&e.seq),
                    ) == Sight::Full;
                let mut j = json!({
                    "seq": e.seq, "kind": e.kind, "visibility": e.visibility, "actor": e.actor,
                    "created_at": e.created_at, "body_hash": e.body_hash, "prev_hash": e.prev_hash, "hash": e.hash,
                });
                if full {
                    j["body"] = json!(e.body);
                }
                out.push(j);
            }
        }
        Ok(json!({"format": "keeper-log-export", "version": 1, "game": game_json, "entries": out}))
    }

    /// Verifies the game's whole chain as `viewer` can (see [`verify_export`]).
    pub async fn verify(&self, game: &str, member: &Member) -> Result<Verification, TableError> {
        Ok(verify_export(
            &self.export(game, member.viewer(), false).await?,
        ))
    }

    /// Verifies a game as the database's owner: every body, every roll.
    pub async fn verify_as_owner(&self, game: &str) -> Result<Verification, TableError> {
        Ok(verify_export(
            &self.export(game, Viewer::Anyone, true).await?,
        ))
    }
}

fn entry_of(row: &AnyRow) -> Result<Entry, TableError> {
    Ok(Entry {
        game: row.try_get("game_id")?,
        seq: row.try_get("seq")?,
        kind: {
            let name: String = row.try_get("kind")?;
            // A kind this build does not know was written by a newer one.
            EntryKind::from_name(&name).ok_or_else(|| {
                sqlx::Error::Decode(format!("a log entry of unknown kind {name:?}").into())
            })?
        },
        visibility: Visibility::parse(&row.try_get::<String, _>("visibility")?)
            .unwrap_or(Visibility::Private),
        actor: row.try_get("actor")?,
        created_at: row.try_get("created_at")?,
        body: StoredBody::read(row.try_get("body")?),
        body_hash: row.try_get("body_hash")?,
        prev_hash: row.try_get("prev_hash")?,
        hash: row.try_get("hash")?,
    })
}

fn view_of(
    e: Entry,
    viewer: Viewer<'_>,
    revealed: &HashSet<i64>,
    names: &HashMap<String, String>,
) -> Option<EntryView> {
    let is_revealed = revealed.contains(&e.seq);
    let to = e.whisper_to();
    let body = match access::sight(viewer, e.visibility, &e.actor, to.as_deref(), is_revealed) {
        Sight::Nothing => return None,
        Sight::Existence => None,
        Sight::Full => serde_json::from_str(&e.body).ok(),
    };
    let to_name = match &body {
        Some(_) => to.and_then(|t| names.get(&t).cloned()),
        None => None,
    };
    Some(EntryView {
        to_name,
        seq: e.seq,
        actor_name: names.get(&e.actor).cloned().unwrap_or_default(),
        kind: e.kind,
        visibility: e.visibility,
        actor: e.actor,
        created_at: e.created_at,
        hash: e.hash,
        body,
        revealed: is_revealed,
    })
}

#[cfg(test)]
mod tests {
    use super::{EntryKind, StoredBody};

    #[test]
    fn a_kind_is_stored_and_exported_by_its_one_name() {
        for kind in EntryKind::ALL {
            assert_eq!(EntryKind::from_name(kind.as_str()), Some(kind));
            assert_eq!(serde_json::to_value(kind).unwrap(), kind.as_str());
            assert_eq!(
                serde_json::from_value::<EntryKind>(kind.as_str().into()).unwrap(),
                kind
            );
        }
        assert_eq!(EntryKind::from_name("rolled"), None);
    }

    #[test]
    fn a_body_reads_as_its_text_and_is_answered_as_json() {
        let written = StoredBody::written(serde_json::value::to_raw_value(&[1, 2]).unwrap());
        let read = StoredBody::read("[1,2]".into());
        assert_eq!(&*written, "[1,2]");
        assert_eq!(written, read);
        // Either way it is exported as the text it is: a JSON string.
        assert_eq!(serde_json::to_string(&read).unwrap(), r#""[1,2]""#);
        assert_eq!(serde_json::to_string(&written).unwrap(), r#""[1,2]""#);
        assert_eq!(written.into_json().unwrap().get(), "[1,2]");
        assert_eq!(read.into_json().unwrap().get(), "[1,2]");
        // A damaged body read back is still text to hash, but nothing to answer.
        let damaged = StoredBody::read("[1,".into());
        assert_eq!(&*damaged, "[1,");
        assert!(damaged.into_json().is_none());
    }
}
