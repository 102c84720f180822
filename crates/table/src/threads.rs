//! Play by post: threads, and posts whose roll tags are rolled once, when posted.

use keeper_i18n::Message;
use serde::Serialize;
use serde_json::{Value, json};
use sqlx::Row;
use sqlx::any::AnyRow;

use crate::checks::{check_name, check_post, no_nul};
use crate::plans::{random_hex, text};
use crate::rolls::roll_step;
use crate::store::{Arg, NewEntry, Plan, Write};
use crate::{EntryKind, MAX_TAGS, Member, Role, Table, TableError, Visibility, posts};

/// A play-by-post thread.
#[derive(Debug, Clone, Serialize)]
pub struct Thread {
    /// Its id.
    pub id: String,
    /// Its title.
    pub title: String,
    /// Who started it.
    pub created_by: String,
    /// The log entry that started it.
    pub seq: i64,
}

/// A post as shown.
#[derive(Debug, Clone, Serialize)]
pub struct PostView {
    /// Its id.
    pub id: String,
    /// Its thread.
    pub thread: String,
    /// Its author's member id.
    pub author: String,
    /// Its author's name.
    pub author_name: String,
    /// The log entry that posted it (and bound its rolls).
    pub seq: i64,
    /// The current text in pieces, tags with their bound rolls.
    pub pieces: Vec<posts::Shown>,
    /// The current text as typed.
    pub body: String,
    /// The log entry of the last edit.
    pub edited_seq: Option<i64>,
    /// The log entry that deleted it (its text is then gone from view; its rolls stay
    /// in the log).
    pub deleted_seq: Option<i64>,
}

impl Table {
    /// Starts a thread (players and the Keeper).
    pub async fn create_thread(&self, member: &Member, title: &str) -> Result<Thread, TableError> {
        if member.role == Role::Observer {
            return Err(TableError::Forbidden(Message::new("table-observer-thread")));
        }
        let title = check_name("title", title)?;
        let id = random_hex(8);
        let (actor, tid, t) = (member.id.clone(), id.clone(), title.clone());
        let committed = self
            .submit(
                &member.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: EntryKind::ThreadCreated,
                            visibility: Visibility::Public,
                            actor: actor.clone(),
                            body: json!({"thread": tid, "title": t}),
                        }],
                        writes: vec![Write {
                            sql: "INSERT INTO threads (id, game_id, title, created_by, created_seq) VALUES ($1, $2, $3, $4, $5)",
                            args: vec![text(&tid), text(&state.id), text(&t), text(&actor), Arg::Seq(0)],
                        }],
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(Thread {
            id,
            title,
            created_by: member.id.clone(),
            seq: committed.entries[0].seq,
        })
    }

    /// The game's threads.
    pub async fn threads(&self, game: &str) -> Result<Vec<Thread>, TableError> {
        let rows = sqlx::query("SELECT id, title, created_by, created_seq FROM threads WHERE game_id = $1 ORDER BY created_seq")
            .bind(game)
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| {
                Ok(Thread {
                    id: r.try_get("id")?,
                    title: r.try_get("title")?,
                    created_by: r.try_get("created_by")?,
                    seq: r.try_get("created_seq")?,
                })
            })
            .collect()
    }

    /// Posts to a thread: its roll tags are rolled now, once, and bound to the post.
    pub async fn create_post(
        &self,
        member: &Member,
        thread: &str,
        body: &str,
    ) -> Result<PostView, TableError> {
        if member.role == Role::Observer {
            return Err(TableError::Forbidden(Message::new("table-observer-post")));
        }
        let body = check_post(body)?;
        self.threads(&member.game)
            .await?
            .into_iter()
            .find(|t| t.id == thread)
            .ok_or_else(|| TableError::not_found("thread", thread))?;
        let game = self.game(&member.game).await?;
        let tags: Vec<(String, Vec<Value>)> = posts::scan(&body)
            .into_iter()
            .filter_map(|p| match p {
                posts::Piece::Tag(t) => Some((
                    t.to_owned(),
                    posts::tag_requests(t, keeper_resolve::bcdice_game(&game.system)),
                )),
                posts::Piece::Text(_) => None,
            })
            .collect();
        if tags.len() > MAX_TAGS {
            return Err(TableError::bad_field(
                "body",
                Message::new("table-post-too-many-tags").int("limit", MAX_TAGS as i64),
            ));
        }
        let lang = game.language.clone();
        let id = random_hex(8);
        let (actor, pid, tid) = (member.id.clone(), id.clone(), thread.to_owned());
        self.submit(
            &game.id,
            Box::new(move |state| {
                if state.ended {
                    return Err(TableError::Ended);
                }
                let mut steps = Vec::with_capacity(tags.len());
                for (tag, tries) in &tags {
                    let tries: Vec<Value> = tries
                        .iter()
                        .map(|t| {
                            let mut t = t.clone();
                            t["lang"] = json!(lang);
                            t
                        })
                        .collect();
                    let mut step = match roll_step(state, &tries, None, false) {
                        Ok(step) => step,
                        // A tag that cannot be rolled stays in the post with its error.
                        // Stored in the game's words, as a forum keeps a post.
                        Err(TableError::Rejected(error)) => json!({"request": tries[0], "response": {"ok": false, "error": error.to_json(&lang)}}),
                        Err(e) => return Err(e),
                    };
                    step["tag"] = json!(tag);
                    steps.push(step);
                }
                Ok(Plan {
                    entries: vec![NewEntry {
                        kind: EntryKind::Post,
                        visibility: Visibility::Public,
                        actor: actor.clone(),
                        body: json!({"post": pid, "thread": tid, "body": body, "steps": steps}),
                    }],
                    writes: vec![Write {
                        sql: "INSERT INTO posts (id, thread_id, game_id, author_id, seq, body) VALUES ($1, $2, $3, $4, $5, $6)",
                        args: vec![text(&pid), text(&tid), text(&state.id), text(&actor), Arg::Seq(0), text(&body)],
                    }],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        self.post(&member.game, &id).await
    }

    /// Edits a post (its author or the Keeper): the text changes, its rolls do not.
    pub async fn edit_post(
        &self,
        member: &Member,
        post: &str,
        body: &str,
    ) -> Result<PostView, TableError> {
        let current = self.post_for_change(member, post).await?;
        let body = check_post(body)?;
        let pid = current.id;
        let write = Write {
            sql: "UPDATE posts SET body = $1, edited_seq = $2 WHERE id = $3",
            args: vec![text(&body), Arg::Seq(0), text(&pid)],
        };
        let entry = json!({"post": pid, "body": body});
        self.change_post(member, post, EntryKind::PostEdited, entry, write)
            .await
    }

    /// Deletes a post from view (its author or the Keeper); its entries and rolls stay
    /// in the log.
    pub async fn delete_post(&self, member: &Member, post: &str) -> Result<PostView, TableError> {
        let current = self.post_for_change(member, post).await?;
        let pid = current.id;
        let write = Write {
            sql: "UPDATE posts SET deleted_seq = $1 WHERE id = $2",
            args: vec![Arg::Seq(0), text(&pid)],
        };
        let entry = json!({"post": pid});
        self.change_post(member, post, EntryKind::PostDeleted, entry, write)
            .await
    }

    /// Appends the public entry `kind` of a change to a post with its row's `write`,
    /// unless the game has ended, and answers the post as it is now.
    async fn change_post(
        &self,
        member: &Member,
        post: &str,
        kind: EntryKind,
        body: Value,
        write: Write,
    ) -> Result<PostView, TableError> {
        let actor = member.id.clone();
        self.submit(
            &member.game,
            Box::new(move |state| {
                if state.ended {
                    return Err(TableError::Ended);
                }
                Ok(Plan {
                    entries: vec![NewEntry {
                        kind,
                        visibility: Visibility::Public,
                        actor: actor.clone(),
                        body: body.clone(),
                    }],
                    writes: vec![write.clone()],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        self.post(&member.game, post).await
    }

    async fn post_for_change(&self, member: &Member, post: &str) -> Result<PostView, TableError> {
        let current = self.post(&member.game, post).await?;
        if !(member.is_keeper() || current.author == member.id) {
            return Err(TableError::Forbidden(Message::new(
                "table-post-author-only",
            )));
        }
        if current.deleted_seq.is_some() {
            return Err(TableError::not_found("post", post));
        }
        Ok(current)
    }

    /// One post.
    pub async fn post(&self, game: &str, id: &str) -> Result<PostView, TableError> {
        no_nul("post", id)?;
        let row = sqlx::query(
            "SELECT p.id, p.thread_id, p.author_id, p.seq, p.body, p.edited_seq, p.deleted_seq, l.body AS entry, m.name \
             FROM posts p JOIN log l ON l.game_id = p.game_id AND l.seq = p.seq JOIN members m ON m.id = p.author_id \
             WHERE p.id = $1 AND p.game_id = $2",
        )
        .bind(id)
        .bind(game)
        .fetch_optional(self.pool())
        .await?
        .ok_or_else(|| TableError::not_found("post", id))?;
        post_of(&row)
    }

    /// A thread's posts, oldest first.
    pub async fn posts(&self, game: &str, thread: &str) -> Result<Vec<PostView>, TableError> {
        let rows = sqlx::query(
            "SELECT p.id, p.thread_id, p.author_id, p.seq, p.body, p.edited_seq, p.deleted_seq, l.body AS entry, m.name \
             FROM posts p JOIN log l ON l.game_id = p.game_id AND l.seq = p.seq JOIN members m ON m.id = p.author_id \
             WHERE p.thread_id = $1 AND p.game_id = $2 ORDER BY p.seq",
        )
        .bind(thread)
        .bind(game)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(post_of).collect()
    }
}

fn post_of(row: &AnyRow) -> Result<PostView, TableError> {
    let entry: Value =
        serde_json::from_str(&row.try_get::<String, _>("entry")?).unwrap_or(Value::Null);
    let body: String = row.try_get("body")?;
    let deleted_seq: Option<i64> = row.try_get("deleted_seq")?;
    let steps = entry["steps"].as_array().cloned().unwrap_or_default();
    let (body, pieces) = if deleted_seq.is_some() {
        (String::new(), Vec::new())
    } else {
        let pieces = posts::show(&body, &steps);
        (body, pieces)
    };
    Ok(PostView {
        id: row.try_get("id")?,
        thread: row.try_get("thread_id")?,
        author: row.try_get("author_id")?,
        author_name: row.try_get("name")?,
        seq: row.try_get("seq")?,
        pieces,
        body,
        edited_seq: row.try_get("edited_seq")?,
        deleted_seq,
    })
}
