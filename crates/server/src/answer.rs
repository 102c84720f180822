//! The API's answers that the server puts together itself; the table's own values
//! inside them are described in the document as free-form objects
//! ([`crate::openapi::schema`]).

use keeper_table::{EntryView, Game, Member, PostPage, PostView, Role, Thread};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::openapi::schema;

/// A new game: the game, its Keeper, and the Keeper's token (shown once).
#[derive(Debug, Serialize, ToSchema)]
pub struct NewGame {
    /// The game.
    #[schema(value_type = schema::Game)]
    pub game: Game,
    /// Its Keeper.
    #[schema(value_type = schema::Member)]
    pub member: Member,
    /// The Keeper's token: keep it, it is not shown again.
    pub token: String,
}

/// A new invite.
#[derive(Debug, Serialize, ToSchema)]
pub struct Invite {
    /// The invite's secret (shown once; stored only hashed).
    pub invite: String,
    /// Its id in the Keeper's list of open invites (`GET …/invites`); it withdraws the
    /// invite as the secret does, and joins no one.
    pub id: String,
    /// The role it gives.
    #[schema(value_type = String, example = "player")]
    pub role: Role,
    /// The page that joins with it.
    pub path: String,
    /// When it stops working (RFC 3339, UTC); null: never.
    #[schema(example = "2026-12-03T20:00:00.000Z")]
    pub expires_at: Option<String>,
    /// How many may join with it: 1 for a single-use invite; null: any number.
    pub max_uses: Option<i64>,
}

/// An open invite, as the Keeper's list shows it (never its secret).
#[derive(Debug, Serialize, ToSchema)]
pub struct OpenInvite {
    /// Its id: withdraw it with `DELETE …/invites/{id}`.
    pub id: String,
    /// The role it gives.
    #[schema(value_type = String, example = "player")]
    pub role: Role,
    /// When it was made.
    pub created_at: String,
    /// When it stops working; null: never.
    pub expires_at: Option<String>,
    /// How many may join with it; null: any number.
    pub max_uses: Option<i64>,
    /// How many have joined with it.
    pub uses: i64,
}

impl From<keeper_table::Invite> for OpenInvite {
    fn from(i: keeper_table::Invite) -> OpenInvite {
        OpenInvite {
            id: i.id,
            role: i.role,
            created_at: i.created_at,
            expires_at: i.expires_at,
            max_uses: i.max_uses,
            uses: i.uses,
        }
    }
}

/// A new member and their token (shown once).
#[derive(Debug, Serialize, ToSchema)]
pub struct Joined {
    /// The member.
    #[schema(value_type = schema::Member)]
    pub member: Member,
    /// Their token: keep it, it is not shown again.
    pub token: String,
}

/// A page of the log.
#[derive(Debug, Serialize, ToSchema)]
pub struct LogPage {
    /// The entries after `after` that the member may see, in order.
    #[schema(value_type = Vec<schema::Entry>)]
    pub entries: Vec<EntryView>,
}

/// A post's preview.
#[derive(Debug, Serialize, ToSchema)]
pub struct PostPreview {
    /// The post's text as the thread will show it, an HTML fragment (its text escaped,
    /// its BBCode rendered); each roll tag shown as one that will be rolled when posted.
    pub html: String,
}

/// A thread and one page of its posts, with what a forum counts.
#[derive(Debug, Serialize, ToSchema)]
pub struct ThreadPosts {
    /// The thread.
    #[schema(value_type = schema::Thread)]
    pub thread: Thread,
    /// This page's posts, oldest first (every post, without `per_page`).
    #[schema(value_type = Vec<schema::Post>)]
    pub posts: Vec<PostView>,
    /// How many posts of the thread the asker may read.
    pub total: usize,
    /// How many of them are new to the asker: by others, after the last post the asker
    /// has seen of the thread (on its page).
    pub unread: usize,
    /// The first of those new posts (its id), and the page it is on.
    pub first_unread: Option<String>,
    /// The page `first_unread` is on.
    pub first_unread_page: Option<usize>,
    /// This page, from 1.
    pub page: usize,
    /// How many pages there are.
    pub pages: usize,
    /// Posts per page; null: all on one.
    pub per_page: Option<usize>,
}

impl ThreadPosts {
    /// `thread` with a page of its posts.
    pub fn new(thread: Thread, page: PostPage) -> ThreadPosts {
        ThreadPosts {
            thread,
            posts: page.posts,
            total: page.total,
            unread: page.unread,
            first_unread: page.first_unread,
            first_unread_page: page.first_unread_page,
            page: page.page,
            pages: page.pages,
            per_page: page.per_page,
        }
    }
}

/// A thread as the list of threads shows it: the thread, and what the asker may read of
/// its posts.
#[derive(Debug, Serialize, ToSchema)]
pub struct ThreadListed {
    /// The thread's fields, as in `schema::Thread`.
    #[serde(flatten)]
    #[schema(value_type = schema::Thread)]
    pub thread: Thread,
    /// How many posts the asker may read (a deleted one keeps its place, and counts).
    pub posts: i64,
    /// The log entry of the last of them (null: none).
    pub last_seq: Option<i64>,
    /// When the last of them was posted (RFC 3339; null: none).
    pub last_post_at: Option<String>,
    /// How many of them are new to the asker (see `ThreadPosts::unread`).
    pub unread: i64,
}

/// The exact odds of a roll.
#[derive(Debug, Serialize, ToSchema)]
pub struct Odds {
    /// The engine's odds: for an expression `{distribution, mean}`, for a check the
    /// chance of each outcome.
    #[schema(value_type = Object)]
    pub odds: Value,
}

/// A public roll, ready to paste into a forum.
#[derive(Debug, Serialize, ToSchema)]
pub struct Snippet {
    /// The roll's permalink.
    pub url: String,
    /// BBCode that shows the roll and links to it.
    pub bbcode: String,
    /// Markdown that shows the roll and links to it.
    pub markdown: String,
    /// The entry's hash in the chain.
    pub hash: String,
}
