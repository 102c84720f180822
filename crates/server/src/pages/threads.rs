//! Play by post: the threads of a game and a thread's posts.

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use keeper_i18n::Message;
use keeper_table::{PostView, Role, TableError};
use maud::{Markup, html};

use super::chrome::{Nav, PageError, Tr, layout, page, seat};
use super::games::acts;
use super::render::{Names, post_pieces};
use crate::AppState;

/// `GET /games/{id}/threads`.
pub(super) async fn threads_page(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
) -> Result<Response, PageError> {
    let seat = seat(&s.table, &headers, &game).await?;
    let tr = seat.tr();
    let threads = s.table.threads(&game).await.map_err(|e| seat.err(e))?;
    let names = Names::basic(&s.table, &game).await;
    let may_post = acts(seat.member.role) && seat.game.ended_at.is_none();
    let title = tr.t("web-threads-title");
    let body = html! {
        h1 { (title) }
        @if threads.is_empty() {
            p #no-threads { (tr.t("web-threads-none")) }
        } @else {
            ul #threads .card-list {
                @for t in &threads {
                    li.card id=(format!("thread-{}", t.id)) {
                        a href=(format!("/games/{game}/threads/{}", t.id)) { (t.title) }
                        " " span.meta { (tr.t1("web-threads-by", "name",
                            names.members.get(&t.created_by).cloned().unwrap_or_default())) }
                    }
                }
            }
        }
        @if may_post {
            section aria-labelledby="new-thread-title" {
                h2 #new-thread-title { (tr.t("web-threads-new")) }
                form #thread-form data-form="thread" {
                    div.field {
                        label for="thread-title" { (tr.t("web-threads-new-title")) }
                        input #thread-title name="title" required maxlength="200" autocomplete="off";
                    }
                    button #thread-create type="submit" { (tr.t("web-threads-create")) }
                    p #thread-status .form-status role="status" {}
                }
            }
        }
    };
    let nav = Nav {
        game: &seat.game,
        member: Some(&seat.member),
        current: "threads",
    };
    Ok(page(layout(tr, &title, Some(nav), &["threads"], body)))
}

/// A post. Its rolls speak the game's language (`game_lang`), the same for everyone, as
/// a forum's would.
fn post(tr: Tr<'_>, game_lang: &str, p: &PostView, may_change: bool) -> Markup {
    html! {
        article.post id=(format!("post-{}", p.id)) data-post=(p.id) aria-labelledby=(format!("post-{}-author", p.id)) {
            header.post-head {
                span.post-author id=(format!("post-{}-author", p.id)) { (p.author_name) }
                " "
                a.entry-seq href=(format!("#post-{}", p.id)) aria-label=(tr.m(Message::new("web-entry-number").int("seq", p.seq))) { "#" (p.seq) }
                @if p.edited_seq.is_some() && p.deleted_seq.is_none() {
                    " " span.badge.post-edited { (tr.t("web-post-edited")) }
                }
            }
            @if p.deleted_seq.is_some() {
                p.post-deleted { (tr.t("web-post-deleted")) }
            } @else {
                div.post-content { (post_pieces(Tr::new(game_lang), &p.pieces)) }
                @if may_change {
                    div.post-actions {
                        button.post-edit type="button" data-action="edit-post" data-post=(p.id)
                            id=(format!("post-edit-{}", p.id)) { (tr.t("web-post-edit")) }
                        button.post-delete.danger type="button" data-action="delete-post" data-post=(p.id)
                            id=(format!("post-delete-{}", p.id)) { (tr.t("web-post-delete")) }
                    }
                    template.post-source { (p.body) }
                }
            }
        }
    }
}

/// `GET /games/{id}/threads/{tid}`.
pub(super) async fn thread_page(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path((game, thread)): Path<(String, String)>,
) -> Result<Response, PageError> {
    let seat = seat(&s.table, &headers, &game).await?;
    let tr = seat.tr();
    let t = s
        .table
        .threads(&game)
        .await
        .map_err(|e| seat.err(e))?
        .into_iter()
        .find(|t| t.id == thread)
        .ok_or_else(|| seat.err(TableError::not_found("thread", &thread)))?;
    let posts = s
        .table
        .posts(&game, &thread)
        .await
        .map_err(|e| seat.err(e))?;
    let open = seat.game.ended_at.is_none();
    let may_post = acts(seat.member.role) && open;
    let keeper = seat.member.role == Role::Keeper;
    let body = html! {
        p.breadcrumb { a href=(format!("/games/{game}/threads")) { (tr.t("web-threads-title")) } }
        h1 #thread-name { (t.title) }
        div #posts data-thread=(t.id) {
            @if posts.is_empty() { p #no-posts { (tr.t("web-posts-none")) } }
            @for p in &posts {
                (post(tr, &seat.game.language, p, open && (keeper || p.author == seat.member.id)))
            }
        }
        @if may_post {
            section aria-labelledby="post-form-title" {
                h2 #post-form-title { (tr.t("web-post-new")) }
                form #post-form data-form="post" data-thread=(t.id) {
                    div.field {
                        label for="post-body" { (tr.t("web-post-body")) }
                        textarea #post-body name="body" rows="6" required aria-describedby="post-hint" {}
                        p.hint #post-hint { (tr.t("web-post-hint")) }
                    }
                    button #post-submit type="submit" { (tr.t("web-post-submit")) }
                    p #post-status .form-status role="status" {}
                }
            }
        }
    };
    let nav = Nav {
        game: &seat.game,
        member: Some(&seat.member),
        current: "threads",
    };
    Ok(page(layout(tr, &t.title, Some(nav), &["threads"], body)))
}
