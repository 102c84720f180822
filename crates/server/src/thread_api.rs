//! Play by post under `/api/v1/games/{game}/threads`: threads, posts with their rolls,
//! a post's preview, edits and deletions. Thin handlers over keeper-table's threads.

use axum::extract::State;
use axum::http::HeaderMap;
use keeper_i18n::Message;
use keeper_table::{MAX_PER_PAGE, Paging, Role, TableError};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::api::{Answer, created, ok};
use crate::error::ApiError;
use crate::extract::{Json, Member, Path, Query};
use crate::openapi::{errors, schema};
use crate::{AppState, answer, body};

/// `GET /api/v1/games/{game}/threads`.
#[utoipa::path(
    get,
    path = "/games/{game}/threads",
    operation_id = "threads",
    tag = "posts",
    summary = "Play-by-post threads",
    description = "The game's threads, oldest first, each with what the asker may read of its posts: `posts` (how many), `last_seq` and `last_post_at` (the last of them; null when none) and `unread` (how many are new to the asker: by others, after the last post the asker saw of the thread on its page). A post the asker may not read counts nowhere.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The threads.", body = [answer::ThreadListed]),
        (status = 401, response = errors::Unauthorized),
        errors::Always,
    )
)]
pub async fn threads(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(m): Member,
) -> Answer {
    let mut activity = s.table.thread_activity(&game, m.viewer()).await?;
    let listed: Vec<answer::ThreadListed> = s
        .table
        .threads(&game)
        .await?
        .into_iter()
        .map(|thread| {
            let a = activity.remove(&thread.id).unwrap_or_default();
            answer::ThreadListed {
                thread,
                posts: a.posts,
                last_seq: a.last_seq,
                last_post_at: a.last_post_at,
                unread: a.unread,
            }
        })
        .collect();
    ok(listed)
}

/// `?page=N&per_page=M`: one page of a thread's posts.
#[derive(Debug, Clone, Copy, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PostsQuery {
    /// The page, from 1 (past the last page: the last). Without it, with `per_page`: the
    /// page of the first post new to the asker, or the last page.
    #[param(minimum = 1)]
    pub page: Option<usize>,
    /// Posts per page, 1 to 200. Without it: every post, on one page.
    #[param(minimum = 1, maximum = 200)]
    pub per_page: Option<usize>,
}

/// Starts a thread.
#[utoipa::path(
    post,
    path = "/games/{game}/threads",
    operation_id = "createThread",
    tag = "posts",
    summary = "Start a thread",
    description = "Players and the Keeper. `dice_thread: true` (the Keeper, one per game) makes it the game's dice thread: roll tags are then rolled there only, and in other threads shown unrolled with why.",
    request_body = body::CreateThread,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The thread.", body = schema::Thread),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 409, response = errors::GameEnded),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn create_thread(
    State(s): State<AppState>,
    Member(m): Member,
    Json(b): Json<body::CreateThread>,
) -> Answer {
    created(
        s.table
            .create_thread_for(&m, &b.title, b.dice_thread)
            .await?,
    )
}

/// `GET /api/v1/games/{game}/threads/{thread}`: its posts.
#[utoipa::path(
    get,
    path = "/games/{game}/threads/{thread}",
    operation_id = "posts",
    tag = "posts",
    summary = "A thread and its posts",
    description = "The thread and its posts, oldest first; a deleted post keeps its place with empty text. Paged with `per_page` (and `page`); the answer counts the posts the asker may read (`total`), those new to the asker (`unread`, with the `first_unread` post and its `first_unread_page`), and gives `page`, `pages` and `per_page`. Reading here marks nothing seen (the thread's web page does). 400 (`bad_field`) for a `page` or `per_page` out of range.",
    params(PostsQuery),
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The thread and its posts.", body = answer::ThreadPosts),
        (status = 400, response = errors::BadRequest),
        (status = 401, response = errors::Unauthorized),
        (status = 404, response = errors::NotFound),
        errors::Always,
    )
)]
pub async fn posts(
    State(s): State<AppState>,
    Path((game, thread)): Path<(String, String)>,
    Query(q): Query<PostsQuery>,
    Member(m): Member,
) -> Answer {
    if q.page == Some(0) {
        return Err(ApiError::bad_field(
            "page",
            Message::new("posts-page-out-of-range"),
        ));
    }
    if q.per_page.is_some_and(|n| !(1..=MAX_PER_PAGE).contains(&n)) {
        return Err(ApiError::bad_field(
            "per_page",
            Message::new("posts-per-page-out-of-range").int("max", MAX_PER_PAGE as i64),
        ));
    }
    let t = s
        .table
        .threads(&game)
        .await?
        .into_iter()
        .find(|t| t.id == thread);
    let t = t.ok_or_else(|| keeper_table::TableError::not_found("thread", &thread))?;
    let page = s
        .table
        .post_page(
            &m,
            &thread,
            Paging {
                page: q.page,
                per_page: q.per_page,
            },
        )
        .await?;
    ok(answer::ThreadPosts::new(t, page))
}

/// Previews a post: nothing is written, nothing rolled.
#[utoipa::path(
    post,
    path = "/games/{game}/threads/{thread}/preview",
    operation_id = "previewPost",
    tag = "posts",
    summary = "Preview a post",
    description = "The post's text as the thread will show it, rendered by the same forum renderer (an HTML fragment, in the member's language). No log entry is made and no die is rolled: each roll tag is shown as one that will be rolled when posted. Players and the Keeper.",
    request_body = body::PreviewPost,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The preview.", body = answer::PostPreview),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn preview_post(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path((game, thread)): Path<(String, String)>,
    Member(m): Member,
    Json(b): Json<body::PreviewPost>,
) -> Answer {
    if m.role == Role::Observer {
        return Err(TableError::Forbidden(Message::new("table-observer-post")).into());
    }
    if !s.table.threads(&game).await?.iter().any(|t| t.id == thread) {
        return Err(TableError::not_found("thread", &thread).into());
    }
    let lang = crate::extract::reader_language(&m, &headers);
    let system = s.table.game(&game).await?.system;
    ok(answer::PostPreview {
        html: crate::pages::preview_html(lang, &system, &b.body),
    })
}

/// Posts: roll tags are rolled now and bound to the post.
#[utoipa::path(
    post,
    path = "/games/{game}/threads/{thread}/posts",
    operation_id = "createPost",
    tag = "posts",
    summary = "Post",
    description = "Posts to a thread: each roll tag is rolled now, once, and bound to the post with the words around it (a tag that cannot be rolled keeps its error). Open tags draw from the public seed; a secret tag `[roll secret]…[/roll]` or a BCDice command with the `S` prefix is its own blind entry from the Keeper's seed, shown to the others as a secret roll. `visibility: private` posts for the Keeper only (its author and the Keeper read it; its tags draw from the Keeper's seed). `visibility: whisper` with `to` (a player's member id) whispers to that player: its author, that player and the Keeper read it, and it is rolled as a private post; everyone else sees nothing of it, as of a private post. 400 (`bad_field` `to`) for an unknown member, an observer, the Keeper (that is a private post), the author, a whisper without `to`, or `to` without a whisper. Players and the Keeper.",
    request_body = body::NewPost,
    params(body::Retry),
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The post.", body = schema::Post),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn create_post(
    State(s): State<AppState>,
    Path((_, thread)): Path<(String, String)>,
    Member(m): Member,
    Json(b): Json<body::NewPost>,
) -> Answer {
    created(
        s.table
            .create_post_to(&m, &thread, &b.body, b.visibility.into(), b.to.as_deref())
            .await?,
    )
}

/// Edits a post: its rolls stay as they were.
#[utoipa::path(
    put,
    path = "/games/{game}/posts/{post}",
    operation_id = "editPost",
    tag = "posts",
    summary = "Edit a post",
    description = "Changes the text; its rolls stay as they were, each bound to its tag and the words around it. A tag shows a roll only where that roll's tag and words still are; a tag the edit added, changed or moved shows as not rolled, and every roll stays in `rolls`. Every version is kept in `versions`. The post's author or the Keeper.",
    request_body = body::Post,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The post.", body = schema::Post),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn edit_post(
    State(s): State<AppState>,
    Path((_, post)): Path<(String, String)>,
    Member(m): Member,
    Json(b): Json<body::Post>,
) -> Answer {
    ok(s.table.edit_post(&m, &post, &b.body).await?)
}

/// Deletes a post from view; its rolls stay in the log.
#[utoipa::path(
    delete,
    path = "/games/{game}/posts/{post}",
    operation_id = "deletePost",
    tag = "posts",
    summary = "Delete a post",
    description = "Removes the post's text from view: it stays as a stub with `deleted_by` and its `rolls`, results and words included; its entries stay in the log. The post's author or the Keeper.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The post, deleted.", body = schema::Post),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::Always,
    )
)]
pub async fn delete_post(
    State(s): State<AppState>,
    Path((_, post)): Path<(String, String)>,
    Member(m): Member,
) -> Answer {
    ok(s.table.delete_post(&m, &post).await?)
}
