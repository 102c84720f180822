//! Reading threads as a forum shows them: each thread's activity for the list, one page
//! of a thread's posts, and what is new since a member's last visit. Only the posts the
//! reader may read count anywhere ([`access::sight`]): a hidden post shows neither its
//! existence, its time nor a place in a page.

use std::collections::HashMap;

use serde::Serialize;
use sqlx::Row;

use crate::access::{self, Sight};
use crate::plans::text;
use crate::store::{Arg, Plan, Write};
use crate::{Member, PostView, Table, TableError, Viewer, Visibility};

/// Most posts one page of a thread holds.
pub const MAX_PER_PAGE: usize = 200;

/// What a reader sees of a thread's posts, for the list of threads.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct ThreadActivity {
    /// How many posts the reader may read (deleted ones keep their place, and count).
    pub posts: i64,
    /// The log entry of the last of them.
    pub last_seq: Option<i64>,
    /// When the last of them was posted.
    pub last_post_at: Option<String>,
    /// How many of them are new to the reader: by others, after the last post the
    /// reader has seen of the thread (0 for a reader who is not a member).
    pub unread: i64,
}

/// Which of a thread's posts to read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Paging {
    /// The page, from 1; past the last page, the last. `None`: the page of the first post
    /// new to the reader, or the last page when nothing is new (where a forum opens).
    pub page: Option<usize>,
    /// Posts per page, 1 to [`MAX_PER_PAGE`]. `None`: every post, on one page.
    pub per_page: Option<usize>,
}

/// One page of a thread's posts as a member sees them, with what a forum counts.
#[derive(Debug, Clone, Serialize)]
pub struct PostPage {
    /// The posts of this page, oldest first.
    pub posts: Vec<PostView>,
    /// How many posts of the thread the reader may read.
    pub total: usize,
    /// How many of them are new to the reader (see [`ThreadActivity::unread`]).
    pub unread: usize,
    /// The first post new to the reader, and the page it is on.
    pub first_unread: Option<String>,
    /// The page [`PostPage::first_unread`] is on.
    pub first_unread_page: Option<usize>,
    /// This page, from 1.
    pub page: usize,
    /// How many pages there are (1 for a thread without posts).
    pub pages: usize,
    /// Posts per page (`None`: all on one).
    pub per_page: Option<usize>,
    /// The log entry of the last post the reader had seen before this reading (0:
    /// never); a post by someone else after it is new.
    #[serde(skip)]
    pub seen_seq: i64,
}

impl PostPage {
    /// Whether `post` is new to the reader `member`.
    pub fn is_new(&self, member: &Member, post: &PostView) -> bool {
        new_to(&member.id, self.seen_seq, post.seq, &post.author)
    }
}

/// Whether the post of entry `seq` by `author` is new to `reader`, who has seen the
/// thread up to entry `seen`: by someone else, and after it.
fn new_to(reader: &str, seen: i64, seq: i64, author: &str) -> bool {
    seq > seen && author != reader
}

impl Table {
    /// Each thread's posts as `viewer` may read them, by thread id (a thread without a
    /// post the viewer may read is absent).
    pub async fn thread_activity(
        &self,
        game: &str,
        viewer: Viewer<'_>,
    ) -> Result<HashMap<String, ThreadActivity>, TableError> {
        let rows = sqlx::query(
            "SELECT p.thread_id, p.author_id, p.visibility, p.to_member, p.seq, l.created_at \
             FROM posts p \
             JOIN log l ON l.game_id = p.game_id AND l.seq = p.seq \
             WHERE p.game_id = $1 ORDER BY p.seq",
        )
        .bind(game)
        .fetch_all(self.pool())
        .await?;
        let (reader, seen) = match viewer {
            Viewer::Member { id, .. } => (Some(id), self.threads_seen(game, id).await?),
            Viewer::Anyone => (None, HashMap::new()),
        };
        let mut out: HashMap<String, ThreadActivity> = HashMap::new();
        for r in &rows {
            let visibility = Visibility::parse(&r.try_get::<String, _>("visibility")?)
                .unwrap_or(Visibility::Private);
            let author: String = r.try_get("author_id")?;
            let to: Option<String> = r.try_get("to_member")?;
            if access::sight(viewer, visibility, &author, to.as_deref(), false) == Sight::Nothing {
                continue;
            }
            let thread: String = r.try_get("thread_id")?;
            let seq: i64 = r.try_get("seq")?;
            let new = reader
                .is_some_and(|id| id != author && seq > seen.get(&thread).copied().unwrap_or(0));
            let a = out.entry(thread).or_default();
            a.posts += 1;
            a.unread += i64::from(new);
            a.last_seq = Some(seq);
            a.last_post_at = Some(r.try_get("created_at")?);
        }
        Ok(out)
    }

    /// The log entry of the last post `member` has seen of `thread` (0: never visited).
    pub async fn thread_seen(&self, member: &Member, thread: &str) -> Result<i64, TableError> {
        let row = sqlx::query(
            "SELECT seen_seq FROM thread_reads WHERE thread_id = $1 AND member_id = $2",
        )
        .bind(thread)
        .bind(&member.id)
        .fetch_optional(self.pool())
        .await?;
        Ok(match row {
            Some(r) => r.try_get("seen_seq")?,
            None => 0,
        })
    }

    /// [`Table::thread_seen`] of every thread of `game` the member has visited.
    async fn threads_seen(
        &self,
        game: &str,
        member: &str,
    ) -> Result<HashMap<String, i64>, TableError> {
        let rows = sqlx::query(
            "SELECT thread_id, seen_seq FROM thread_reads WHERE game_id = $1 AND member_id = $2",
        )
        .bind(game)
        .bind(member)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("thread_id")?, r.try_get("seen_seq")?)))
            .collect()
    }

    /// Records that `member` has seen `thread` up to the post of entry `seq`; a visit to
    /// an older page never lowers it.
    pub async fn see_thread(
        &self,
        member: &Member,
        thread: &str,
        seq: i64,
    ) -> Result<(), TableError> {
        let args = vec![
            text(&member.game),
            text(thread),
            text(&member.id),
            Arg::Int(seq),
        ];
        // A member's own reading: a row write with no entry, as their language is.
        self.submit(
            &member.game,
            Box::new(move |_| {
                Ok(Plan {
                    writes: vec![Write {
                        sql: "INSERT INTO thread_reads (game_id, thread_id, member_id, seen_seq) VALUES ($1, $2, $3, $4) \
                              ON CONFLICT (thread_id, member_id) DO UPDATE SET seen_seq = excluded.seen_seq \
                              WHERE thread_reads.seen_seq < excluded.seen_seq",
                        args: args.clone(),
                    }],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        Ok(())
    }

    /// One page of `thread`'s posts as `member` may read them, secret rolls shown as
    /// [`Table::post_seen`] shows them. Reading does not mark anything seen: the caller
    /// does, with [`Table::see_thread`], when a person has the page before them.
    pub async fn post_page(
        &self,
        member: &Member,
        thread: &str,
        paging: Paging,
    ) -> Result<PostPage, TableError> {
        let viewer = member.viewer();
        let posts = self.readable_posts(&member.game, thread, viewer).await?;
        let seen_seq = self.thread_seen(member, thread).await?;
        let is_new = |p: &PostView| new_to(&member.id, seen_seq, p.seq, &p.author);
        let total = posts.len();
        let unread = posts.iter().filter(|p| is_new(p)).count();
        let first = posts.iter().position(is_new);
        let per_page = paging.per_page.map(|n| n.clamp(1, MAX_PER_PAGE));
        let per = per_page.unwrap_or(total.max(1));
        let pages = total.div_ceil(per).max(1);
        let page = paging
            .page
            .unwrap_or_else(|| first.map_or(pages, |i| i / per + 1))
            .clamp(1, pages);
        let first_unread = first.map(|i| posts[i].id.clone());
        let first_unread_page = first.map(|i| i / per + 1);
        let mut shown: Vec<PostView> = posts.into_iter().skip((page - 1) * per).take(per).collect();
        for post in &mut shown {
            self.see_secrets(&member.game, post, viewer).await?;
        }
        Ok(PostPage {
            posts: shown,
            total,
            unread,
            first_unread,
            first_unread_page,
            page,
            pages,
            per_page,
            seen_seq,
        })
    }
}
