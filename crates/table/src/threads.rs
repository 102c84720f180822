//! Play by post: threads, and posts whose roll tags are rolled once, when posted.

use std::collections::HashMap;

use keeper_i18n::Message;
use serde::Serialize;
use serde_json::{Value, json};
use sqlx::Row;
use sqlx::any::AnyRow;

use crate::access::{self, Sight};
use crate::checks::{check_name, check_post, no_nul};
use crate::plans::{random_hex, text};
use crate::rolls::{roll_step, typed_step};
use crate::store::{Arg, NewEntry, Plan, Write};
use crate::{EntryKind, MAX_TAGS, Member, Role, Table, TableError, Viewer, Visibility, posts};

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
    /// Whether it is the game's dice thread: once a game has one, roll tags are rolled
    /// there only.
    pub dice: bool,
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
    /// Its author's role (the badge a forum shows by the name).
    pub author_role: Role,
    /// The log entry that posted it (and bound its rolls).
    pub seq: i64,
    /// Who may read it: `public`, `private` (its author and the Keeper), or `whisper`
    /// (its author, the member `to`, and the Keeper).
    pub visibility: Visibility,
    /// A whisper's recipient (member id).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// A whisper's recipient's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_name: Option<String>,
    /// When it was posted (its entry's time).
    pub created_at: String,
    /// The current text in pieces: a tag shows its roll only where the roll's tag and
    /// words still are.
    pub pieces: Vec<posts::Shown>,
    /// Every roll bound to the post, with the words around its tag as first posted:
    /// shown with the post always, edited or deleted.
    pub rolls: Vec<posts::BoundRoll>,
    /// The current text as typed.
    pub body: String,
    /// The log entry of the last edit.
    pub edited_seq: Option<i64>,
    /// Every version of an edited post, first posted first, each with who made it,
    /// when, and what it changed (empty if never edited, or deleted).
    pub versions: Vec<PostVersion>,
    /// The log entry that deleted it (its text is then gone from view; its rolls stay
    /// with it, and in the log).
    pub deleted_seq: Option<i64>,
    /// The name of the member who deleted it.
    pub deleted_by: Option<String>,
}

/// One version of a post.
#[derive(Debug, Clone, Serialize)]
pub struct PostVersion {
    /// The log entry that made it (the post's, or an edit's).
    pub seq: i64,
    /// Who made it (member id).
    pub by: String,
    /// Their name.
    pub by_name: String,
    /// When.
    pub at: String,
    /// Its text as typed.
    pub body: String,
    /// What it changed from the version before (empty for the first).
    pub changes: Vec<posts::Change>,
}

/// An edit or deletion of a post, from the log.
struct Edit {
    seq: i64,
    kind: EntryKind,
    actor: String,
    name: String,
    at: String,
    body: Option<String>,
}

impl Table {
    /// Starts a thread (players and the Keeper).
    pub async fn create_thread(&self, member: &Member, title: &str) -> Result<Thread, TableError> {
        self.create_thread_for(member, title, false).await
    }

    /// Starts a thread; `dice`: the game's dice thread (the Keeper only, and one per
    /// game), after which roll tags are rolled in it alone.
    pub async fn create_thread_for(
        &self,
        member: &Member,
        title: &str,
        dice: bool,
    ) -> Result<Thread, TableError> {
        if dice && !member.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "posts-dice-thread-keeper",
            )));
        }
        if dice && self.threads(&member.game).await?.iter().any(|t| t.dice) {
            return Err(TableError::bad_field(
                "dice_thread",
                Message::new("posts-dice-thread-one"),
            ));
        }
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
                            body: if dice {
                                json!({"thread": tid, "title": t, "dice": true})
                            } else {
                                json!({"thread": tid, "title": t})
                            }
                            .into(),
                        }],
                        writes: vec![Write {
                            sql: "INSERT INTO threads (id, game_id, title, created_by, created_seq, dice) VALUES ($1, $2, $3, $4, $5, $6)",
                            args: vec![text(&tid), text(&state.id), text(&t), text(&actor), Arg::Seq(0), Arg::Int(i64::from(dice))],
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
            dice,
        })
    }

    /// The game's threads.
    pub async fn threads(&self, game: &str) -> Result<Vec<Thread>, TableError> {
        let rows = sqlx::query("SELECT id, title, created_by, created_seq, dice FROM threads WHERE game_id = $1 ORDER BY created_seq")
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
                    dice: r.try_get::<i64, _>("dice")? != 0,
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
        self.create_post_for(member, thread, body, Visibility::Public)
            .await
    }

    /// Posts to a thread for everyone or for the Keeper only (see [`Table::create_post_to`]).
    pub async fn create_post_for(
        &self,
        member: &Member,
        thread: &str,
        body: &str,
        visibility: Visibility,
    ) -> Result<PostView, TableError> {
        self.create_post_to(member, thread, body, visibility, None)
            .await
    }

    /// The member a whisper from `member` may be addressed to: `to`, a player of the
    /// game who is not its author. A whisper to the Keeper is a private post, and an
    /// observer plays no part.
    async fn whisper_recipient(&self, member: &Member, to: &str) -> Result<Member, TableError> {
        let unknown = || {
            TableError::bad_field(
                "to",
                Message::new("whispers-error-unknown").text("to", to.to_owned()),
            )
        };
        let recipient = match self.member(&member.game, to).await {
            Ok(m) => m,
            Err(TableError::NotFound { .. } | TableError::BadField { .. }) => {
                return Err(unknown());
            }
            Err(e) => return Err(e),
        };
        let refused = |id: &'static str| TableError::bad_field("to", Message::new(id));
        if recipient.id == member.id {
            return Err(refused("whispers-error-self"));
        }
        match recipient.role {
            Role::Player => Ok(recipient),
            Role::Keeper => Err(refused("whispers-error-keeper")),
            Role::Observer => Err(refused("whispers-error-observer")),
        }
    }

    /// Posts to a thread for everyone (`Public`), for the Keeper only (`Private`: its
    /// author and the Keeper read it, as a private roll; its tags draw from the Keeper's
    /// seed), or as a whisper to the player `to` (`Whisper`: its author, that player and
    /// the Keeper read it; otherwise as private). `Keeper` (blind) is no post's
    /// visibility; `to` goes with a whisper only.
    pub async fn create_post_to(
        &self,
        member: &Member,
        thread: &str,
        body: &str,
        visibility: Visibility,
        to: Option<&str>,
    ) -> Result<PostView, TableError> {
        if visibility == Visibility::Keeper {
            return Err(TableError::bad_field(
                "visibility",
                Message::new("posts-error-visibility"),
            ));
        }
        if member.role == Role::Observer {
            return Err(TableError::Forbidden(Message::new("table-observer-post")));
        }
        let to = match (visibility, to) {
            (Visibility::Whisper, Some(to)) => Some(self.whisper_recipient(member, to).await?.id),
            (Visibility::Whisper, None) => {
                return Err(TableError::bad_field(
                    "to",
                    Message::new("whispers-error-no-recipient"),
                ));
            }
            (_, Some(_)) => {
                return Err(TableError::bad_field(
                    "to",
                    Message::new("whispers-error-not-whisper"),
                ));
            }
            (_, None) => None,
        };
        let body = check_post(body)?;
        let threads = self.threads(&member.game).await?;
        threads
            .iter()
            .find(|t| t.id == thread)
            .ok_or_else(|| TableError::not_found("thread", thread))?;
        // A game with a dice thread rolls tags there only: elsewhere they are shown,
        // each with why it was not rolled.
        let not_here = threads
            .iter()
            .find(|t| t.dice && t.id != thread)
            .map(|t| t.title.clone());
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
                // A whisper rolls as a private post does: from the Keeper's seed.
                let private = visibility.is_hidden();
                let with_lang = |tries: &[Value]| -> Vec<Value> {
                    tries
                        .iter()
                        .map(|t| {
                            let mut t = t.clone();
                            t["lang"] = json!(lang);
                            t
                        })
                        .collect()
                };
                // Open tags first, in order; then the secret ones (a secret tag, or a
                // command secret by its `S` prefix), each its own blind entry after the
                // post's, from the Keeper's seed: the post's step names the entry and
                // holds no result. So every seed's counters follow the log's order.
                let mut steps: Vec<Value> = vec![Value::Null; tags.len()];
                let mut deferred = Vec::new();
                for (k, (tag, tries)) in tags.iter().enumerate() {
                    if let Some(dice_thread) = &not_here {
                        let message = keeper_i18n::Catalogue::global().format(
                            &lang,
                            &Message::new("posts-dice-thread-elsewhere").text("thread", dice_thread.clone()),
                        );
                        steps[k] = json!({"response": {"ok": false, "error": {"code": "not_dice_thread", "message": message}}});
                        continue;
                    }
                    if posts::is_secret(tag) {
                        deferred.push(k);
                        continue;
                    }
                    let tries = with_lang(tries);
                    let mut trial = state.clone();
                    steps[k] = match typed_step(&mut trial, &tries, None, private) {
                        Ok(step) if step.answer.outcome.is_secret() => {
                            deferred.push(k);
                            continue;
                        }
                        Ok(step) => {
                            *state = trial;
                            step.to_value()
                        }
                        // A tag that cannot be rolled stays in the post with its error.
                        // Stored in the game's words, as a forum keeps a post.
                        Err(TableError::Rejected(error)) => json!({"request": tries[0], "response": {"ok": false, "error": error.to_json(&lang)}}),
                        Err(e) => return Err(e),
                    };
                }
                let mut secrets = Vec::new();
                for k in deferred {
                    let tries = with_lang(&tags[k].1);
                    steps[k] = match roll_step(state, &tries, None, true) {
                        Ok(step) => {
                            let seq = state.log_len + 2 + secrets.len() as i64;
                            secrets.push(NewEntry {
                                kind: EntryKind::Roll,
                                visibility: Visibility::Keeper,
                                actor: actor.clone(),
                                body: json!({"post": pid, "tag": tags[k].0, "source": "keeper_seed",
                                    "nonce": random_hex(16), "steps": [step]}).into(),
                            });
                            json!({"secret_entry": seq})
                        }
                        Err(TableError::Rejected(error)) => json!({"request": tries[0], "response": {"ok": false, "error": error.to_json(&lang)}}),
                        Err(e) => return Err(e),
                    };
                }
                for (step, (tag, _)) in steps.iter_mut().zip(&tags) {
                    step["tag"] = json!(tag);
                }
                let mut post_body = json!({"post": pid, "thread": tid, "body": body, "steps": steps});
                if let Some(to) = &to {
                    post_body["to"] = json!(to);
                }
                if private {
                    post_body["source"] = json!("keeper_seed");
                    post_body["nonce"] = json!(random_hex(16));
                }
                let mut entries = vec![NewEntry {
                    kind: EntryKind::Post,
                    visibility,
                    actor: actor.clone(),
                    body: post_body.into(),
                }];
                entries.append(&mut secrets);
                Ok(Plan {
                    entries,
                    writes: vec![Write {
                        sql: "INSERT INTO posts (id, thread_id, game_id, author_id, seq, body, visibility, to_member) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                        args: vec![text(&pid), text(&tid), text(&state.id), text(&actor), Arg::Seq(0), text(&body), text(visibility.as_str()),
                            to.as_deref().map_or(Arg::Null, text)],
                    }],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        self.post_seen(&member.game, &id, member.viewer()).await
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
        let (pid, visibility) = (current.id, current.visibility);
        let write = Write {
            sql: "UPDATE posts SET body = $1, edited_seq = $2 WHERE id = $3",
            args: vec![text(&body), Arg::Seq(0), text(&pid)],
        };
        let entry = with_to(json!({"post": pid, "body": body}), &current.to);
        self.change_post(
            member,
            post,
            EntryKind::PostEdited,
            visibility,
            entry,
            write,
        )
        .await
    }

    /// Deletes a post from view (its author or the Keeper); its entries and rolls stay
    /// in the log.
    pub async fn delete_post(&self, member: &Member, post: &str) -> Result<PostView, TableError> {
        let current = self.post_for_change(member, post).await?;
        let (pid, visibility) = (current.id, current.visibility);
        let write = Write {
            sql: "UPDATE posts SET deleted_seq = $1 WHERE id = $2",
            args: vec![Arg::Seq(0), text(&pid)],
        };
        let entry = with_to(json!({"post": pid}), &current.to);
        self.change_post(
            member,
            post,
            EntryKind::PostDeleted,
            visibility,
            entry,
            write,
        )
        .await
    }

    /// Appends the entry `kind` (of the post's `visibility`) of a change to a post with its row's `write`,
    /// unless the game has ended, and answers the post as it is now.
    async fn change_post(
        &self,
        member: &Member,
        post: &str,
        kind: EntryKind,
        visibility: Visibility,
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
                        // A private post's edits are as private as the post, a
                        // whisper's as whispered (their body names its recipient).
                        visibility,
                        actor: actor.clone(),
                        body: body.clone().into(),
                    }],
                    writes: vec![write.clone()],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        self.post_seen(&member.game, post, member.viewer()).await
    }

    async fn post_for_change(&self, member: &Member, post: &str) -> Result<PostView, TableError> {
        let current = self.post_seen(&member.game, post, member.viewer()).await?;
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
        let row = sqlx::query(&format!("{POST_SELECT} WHERE p.id = $1 AND p.game_id = $2"))
            .bind(id)
            .bind(game)
            .fetch_optional(self.pool())
            .await?
            .ok_or_else(|| TableError::not_found("post", id))?;
        let mut edits = self.post_edits(game).await?;
        post_of(&row, &mut edits)
    }

    /// A thread's posts, oldest first.
    pub async fn posts(&self, game: &str, thread: &str) -> Result<Vec<PostView>, TableError> {
        let rows = sqlx::query(&format!(
            "{POST_SELECT} WHERE p.thread_id = $1 AND p.game_id = $2 ORDER BY p.seq"
        ))
        .bind(thread)
        .bind(game)
        .fetch_all(self.pool())
        .await?;
        let mut edits = self.post_edits(game).await?;
        rows.iter().map(|r| post_of(r, &mut edits)).collect()
    }

    /// One post as `viewer` sees it: a secret roll's result only for whoever may see
    /// its hidden entry ([`crate::access::sight`]: the Keeper, or all once revealed).
    pub async fn post_seen(
        &self,
        game: &str,
        id: &str,
        viewer: Viewer<'_>,
    ) -> Result<PostView, TableError> {
        let mut post = self.post(game, id).await?;
        if !may_read(viewer, &post) {
            return Err(TableError::not_found("post", id));
        }
        self.see_secrets(game, &mut post, viewer).await?;
        Ok(post)
    }

    /// A thread's posts as `viewer` sees them (see [`Table::post_seen`]).
    pub async fn posts_seen(
        &self,
        game: &str,
        thread: &str,
        viewer: Viewer<'_>,
    ) -> Result<Vec<PostView>, TableError> {
        let mut posts = self.readable_posts(game, thread, viewer).await?;
        for post in &mut posts {
            self.see_secrets(game, post, viewer).await?;
        }
        Ok(posts)
    }

    /// A thread's posts `viewer` may read at all, their secret rolls not yet shown (see
    /// [`Table::posts_seen`]): a page shows the secrets of its own posts only.
    pub(crate) async fn readable_posts(
        &self,
        game: &str,
        thread: &str,
        viewer: Viewer<'_>,
    ) -> Result<Vec<PostView>, TableError> {
        let mut posts = self.posts(game, thread).await?;
        posts.retain(|p| may_read(viewer, p));
        Ok(posts)
    }

    /// Puts into `post` the results of its secret rolls that `viewer` may see.
    pub(crate) async fn see_secrets(
        &self,
        game: &str,
        post: &mut PostView,
        viewer: Viewer<'_>,
    ) -> Result<(), TableError> {
        for roll in &mut post.rolls {
            let Some(seq) = roll.secret_entry else {
                continue;
            };
            // Left out or without a body: the viewer may not see it.
            let Ok(entry) = self.entry(game, seq, viewer).await else {
                continue;
            };
            let Some(step) = entry.body.as_ref().map(|b| &b["steps"][0]) else {
                continue;
            };
            let (request, response) = (step["request"].clone(), step["response"].clone());
            let placeholder = posts::secret_response(seq);
            for piece in &mut post.pieces {
                if let posts::Shown::Roll {
                    request: q,
                    response: r,
                    ..
                } = piece
                    && *r == placeholder
                {
                    (*q, *r) = (request.clone(), response.clone());
                }
            }
            (roll.request, roll.response) = (request, response);
        }
        Ok(())
    }

    /// The game's edits and deletions of posts, by post, in order.
    async fn post_edits(&self, game: &str) -> Result<HashMap<String, Vec<Edit>>, TableError> {
        let rows = sqlx::query(
            "SELECT l.seq, l.kind, l.actor, l.created_at, l.body, m.name FROM log l \
             LEFT JOIN members m ON m.id = l.actor \
             WHERE l.game_id = $1 AND l.kind IN ($2, $3) ORDER BY l.seq",
        )
        .bind(game)
        .bind(EntryKind::PostEdited.as_str())
        .bind(EntryKind::PostDeleted.as_str())
        .fetch_all(self.pool())
        .await?;
        let mut out: HashMap<String, Vec<Edit>> = HashMap::new();
        for r in &rows {
            let body: Value =
                serde_json::from_str(&r.try_get::<String, _>("body")?).unwrap_or(Value::Null);
            let Some(post) = body["post"].as_str() else {
                continue;
            };
            let kind: String = r.try_get("kind")?;
            out.entry(post.to_owned()).or_default().push(Edit {
                seq: r.try_get("seq")?,
                kind: if kind == EntryKind::PostDeleted.as_str() {
                    EntryKind::PostDeleted
                } else {
                    EntryKind::PostEdited
                },
                actor: r.try_get("actor")?,
                name: r.try_get::<Option<String>, _>("name")?.unwrap_or_default(),
                at: r.try_get("created_at")?,
                body: body["body"].as_str().map(str::to_owned),
            });
        }
        Ok(out)
    }
}

/// Whether `viewer` may read `post` at all ([`access::sight`] of its entry).
fn may_read(viewer: Viewer<'_>, post: &PostView) -> bool {
    access::sight(
        viewer,
        post.visibility,
        &post.author,
        post.to.as_deref(),
        false,
    ) != Sight::Nothing
}

/// An entry's body about a whispered post names its recipient, for [`access::sight`].
fn with_to(mut body: Value, to: &Option<String>) -> Value {
    if let Some(to) = to {
        body["to"] = json!(to);
    }
    body
}

const POST_SELECT: &str = "SELECT p.id, p.thread_id, p.author_id, p.seq, p.body, p.edited_seq, p.deleted_seq, p.visibility, \
     p.to_member, t.name AS to_name, l.body AS entry, l.created_at, m.name, m.role \
     FROM posts p JOIN log l ON l.game_id = p.game_id AND l.seq = p.seq JOIN members m ON m.id = p.author_id \
     LEFT JOIN members t ON t.id = p.to_member";

fn post_of(row: &AnyRow, edits: &mut HashMap<String, Vec<Edit>>) -> Result<PostView, TableError> {
    let entry: Value =
        serde_json::from_str(&row.try_get::<String, _>("entry")?).unwrap_or(Value::Null);
    let id: String = row.try_get("id")?;
    let body: String = row.try_get("body")?;
    let author: String = row.try_get("author_id")?;
    let author_name: String = row.try_get("name")?;
    let seq: i64 = row.try_get("seq")?;
    let created_at: String = row.try_get("created_at")?;
    let deleted_seq: Option<i64> = row.try_get("deleted_seq")?;
    let steps = entry["steps"].as_array().cloned().unwrap_or_default();
    let original = entry["body"].as_str().unwrap_or(&body).to_owned();
    let edits = edits.remove(&id).unwrap_or_default();
    let deleted_by = deleted_seq.map(|d| {
        edits
            .iter()
            .find(|e| e.seq == d && e.kind == EntryKind::PostDeleted)
            .map(|e| e.name.clone())
            .unwrap_or_default()
    });
    let (body, pieces, rolls, versions) = if deleted_seq.is_some() {
        (
            String::new(),
            Vec::new(),
            posts::bound(&original, &steps),
            Vec::new(),
        )
    } else {
        let (pieces, rolls) = posts::show(&body, &original, &steps);
        let mut versions = Vec::new();
        if edits.iter().any(|e| e.kind == EntryKind::PostEdited) {
            versions.push(PostVersion {
                seq,
                by: author.clone(),
                by_name: author_name.clone(),
                at: created_at.clone(),
                body: original.clone(),
                changes: Vec::new(),
            });
            for e in edits
                .into_iter()
                .filter(|e| e.kind == EntryKind::PostEdited)
            {
                let text = e.body.unwrap_or_default();
                let changes = versions
                    .last()
                    .map(|v: &PostVersion| posts::diff(&v.body, &text))
                    .unwrap_or_default();
                versions.push(PostVersion {
                    seq: e.seq,
                    by: e.actor,
                    by_name: e.name,
                    at: e.at,
                    body: text,
                    changes,
                });
            }
        }
        (body, pieces, rolls, versions)
    };
    Ok(PostView {
        id,
        thread: row.try_get("thread_id")?,
        author,
        author_name,
        author_role: Role::parse(&row.try_get::<String, _>("role")?).unwrap_or(Role::Observer),
        seq,
        visibility: Visibility::parse(&row.try_get::<String, _>("visibility")?)
            .unwrap_or(Visibility::Private),
        to: row.try_get("to_member")?,
        to_name: row.try_get("to_name")?,
        created_at,
        pieces,
        rolls,
        body,
        edited_seq: row.try_get("edited_seq")?,
        versions,
        deleted_seq,
        deleted_by,
    })
}
