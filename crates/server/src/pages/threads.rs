//! Play by post: the threads of a game and a thread's posts.

use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use keeper_i18n::Message;
use keeper_table::posts::{BoundRoll, Change, Shown};
use keeper_table::{Paging, PostView, Role, TableError, Visibility};
use maud::{Markup, PreEscaped, html};
use serde_json::Value;

use super::chrome::{Nav, PageError, Tr, layout, page, role_name, seat, when};
use super::games::acts;
use super::render::{Names, tag_roll};
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
    // What the reader may read of each thread, counted in the table where visibility
    // is decided: a hidden post adds neither to the count nor to the last time.
    let activity = s
        .table
        .thread_activity(&game, seat.member.viewer())
        .await
        .map_err(|e| seat.err(e))?;
    let names = Names::basic(&s.table, &game).await;
    let may_post = acts(seat.member.role) && seat.game.ended_at.is_none();
    let title = tr.t("web-threads-title");
    let body = html! {
        h1 { (title) }
        p.thread-tools {
            a #transcript-link href=(format!("/api/v1/games/{game}/transcript?format=html")) { (tr.t("posts-transcript-link")) }
        }
        @if threads.is_empty() {
            p #no-threads { (tr.t("web-threads-none")) }
        } @else {
            ul #threads .card-list {
                @for t in &threads {
                    li.card id=(format!("thread-{}", t.id)) {
                        a href=(format!("/games/{game}/threads/{}", t.id)) { (t.title) }
                        @if t.dice { " " span.badge.dice-thread { (tr.t("posts-dice-thread")) } }
                        " " span.meta { (tr.t1("web-threads-by", "name",
                            names.members.get(&t.created_by).cloned().unwrap_or_default())) }
                        @let a = activity.get(&t.id).cloned().unwrap_or_default();
                        " " span.meta.thread-activity {
                            @match &a.last_post_at {
                                Some(at) => {
                                    span.thread-posts { (tr.m(Message::new("forum-thread-posts").int("count", a.posts))) }
                                    " · " span.thread-last { (tr.t("forum-thread-last")) " " (when(tr, at)) }
                                    @if a.unread > 0 {
                                        " " span.badge.post-new.thread-unread-count { (tr.m(Message::new("forum-thread-unread").int("count", a.unread))) }
                                    }
                                }
                                None => span.thread-posts { (tr.t("forum-thread-no-posts")) }
                            }
                        }
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
                    @if seat.member.role == Role::Keeper && !threads.iter().any(|t| t.dice) {
                        div.check {
                            input #thread-dice type="checkbox" name="dice_thread";
                            label for="thread-dice" { (tr.t("posts-dice-thread-make")) }
                        }
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
/// a forum's would. Every roll of the post is listed with the words it was rolled
/// with, edited or deleted; an edited post keeps each version readable.
pub(super) fn post(
    tr: Tr<'_>,
    game: &str,
    (game_lang, system): (&str, &str),
    p: &PostView,
    may_change: bool,
    may_quote: bool,
) -> Markup {
    let rolls_tr = Tr::at(game_lang, system);
    html! {
        article.post id=(format!("post-{}", p.id)) data-post=(p.id) data-seq=(p.seq) aria-labelledby=(format!("post-{}-author", p.id)) {
            header.post-head {
                span.post-author id=(format!("post-{}-author", p.id)) { (p.author_name) }
                " " span.badge.post-role { (role_name(tr, p.author_role, system)) }
                " " (when(tr, &p.created_at))
                " "
                a.entry-seq href=(format!("#post-{}", p.id)) aria-label=(tr.m(Message::new("web-entry-number").int("seq", p.seq))) { "#" (p.seq) }
                " "
                a.post-permalink href=(format!("/r/{game}/{}", p.seq)) { (tr.t("posts-permalink")) }
                @if p.visibility == Visibility::Private {
                    " " span.badge.badge-private.post-private { (tr.t("posts-private-badge")) }
                }
                @if p.visibility == Visibility::Whisper {
                    " " span.badge.badge-private.post-whisper {
                        (tr.m(Message::new("whispers-badge").text("name", p.to_name.clone().unwrap_or_default())))
                    }
                }
                @if p.edited_seq.is_some() && p.deleted_seq.is_none() {
                    " " span.badge.post-edited { (tr.t("web-post-edited")) }
                }
            }
            @if p.deleted_seq.is_some() {
                p.post-deleted { (tr.m(Message::new("posts-deleted-by").text("name", p.deleted_by.clone().unwrap_or_default()))) }
            } @else {
                div.post-content { (post_text(tr, rolls_tr, p)) }
            }
            (post_rolls(tr, rolls_tr, game, p))
            @if p.deleted_seq.is_none() {
                (post_versions(tr, p))
                @if may_quote && !may_change {
                    div.post-actions { (quote_button(tr, p)) }
                }
                @if may_change {
                    div.post-actions {
                        @if may_quote { (quote_button(tr, p)) }
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

/// Quote and reply (the script puts the post as shown into the new post).
fn quote_button(tr: Tr<'_>, p: &PostView) -> Markup {
    html! {
        button.post-quote.secondary type="button" data-action="quote-post" data-post=(p.id)
            data-author=(p.author_name) id=(format!("post-quote-{}", p.id)) { (tr.t("posts-quote")) }
    }
}

/// The post's text as it is now: a tag shows its roll only where the roll's tag and
/// words still are; a tag whose roll an edit moved away says so.
fn post_text(tr: Tr<'_>, rolls_tr: Tr<'_>, p: &PostView) -> Markup {
    let mut forum = Forum::new(tr);
    for piece in &p.pieces {
        match piece {
            Shown::Text { text } => forum.text(text),
            Shown::Roll {
                tag,
                request,
                response,
            } => {
                forum.markup(roll_or_secret(tr, rolls_tr, tag, request, response));
            }
            Shown::Unrolled { tag } => {
                let moved = p.rolls.iter().any(|r| !r.in_text && &r.tag == tag);
                forum.markup(html! {
                    @if moved {
                        span.post-unrolled.post-moved {
                            code { (tag) } " " em { (tr.t("posts-tag-moved")) }
                        }
                    } @else {
                        span.post-unrolled {
                            code { (tag) } " " em { (tr.t("web-post-unrolled")) }
                        }
                    }
                });
            }
        }
    }
    html! { div.post-text { (forum.finish()) } }
}

/// The forum's safe BBCode: `[b] [i] [u] [s] [quote] [quote=NAME] [spoiler] [url]
/// [url=…]`, and `[ooc]` for what is said out of character; nothing else. Every other character is text, escaped; a closing tag that
/// closes nothing open is text too; tags left open close at the post's end; a link is
/// only `http://` or `https://`. Tags may span a roll (`[b]Spot: [roll]…[/roll][/b]`).
struct Forum<'a> {
    tr: Tr<'a>,
    out: String,
    open: Vec<&'static str>,
}

impl<'a> Forum<'a> {
    fn new(tr: Tr<'a>) -> Forum<'a> {
        Forum {
            tr,
            out: String::new(),
            open: Vec::new(),
        }
    }

    fn markup(&mut self, m: Markup) {
        self.out.push_str(&m.into_string());
    }

    fn escaped(&mut self, text: &str) {
        self.out.push_str(&html! { (text) }.into_string());
    }

    fn text(&mut self, text: &str) {
        let mut rest = text;
        while let Some(at) = rest.find('[') {
            self.escaped(&rest[..at]);
            rest = &rest[at..];
            match self.tag(rest) {
                Some(used) => rest = &rest[used..],
                None => {
                    self.escaped("[");
                    rest = &rest[1..];
                }
            }
        }
        self.escaped(rest);
    }

    /// Reads a tag at the start of `s`; answers how much of `s` it took.
    fn tag(&mut self, s: &str) -> Option<usize> {
        let end = s.find(']')?;
        let inner = &s[1..end];
        let lower = inner.to_ascii_lowercase();
        let simple = |name: &str| match name {
            "b" => Some(("b", "<strong>", "</strong>")),
            "i" => Some(("i", "<em>", "</em>")),
            "u" => Some(("u", "<u>", "</u>")),
            "s" => Some(("s", "<s>", "</s>")),
            _ => None,
        };
        if let Some(name) = lower.strip_prefix('/') {
            let name = match name {
                "b" | "i" | "u" | "s" => simple(name)?.0,
                "quote" => "quote",
                "spoiler" => "spoiler",
                "url" => "url",
                "ooc" => "ooc",
                _ => return None,
            };
            if self.open.last() != Some(&name) {
                return None;
            }
            self.open.pop();
            self.out.push_str(close_of(name));
            return Some(end + 1);
        }
        if let Some((name, open, _)) = simple(&lower) {
            self.open.push(name);
            self.out.push_str(open);
            return Some(end + 1);
        }
        if lower == "spoiler" {
            self.open.push("spoiler");
            let summary = html! { summary { (self.tr.t("posts-spoiler")) } }.into_string();
            self.out
                .push_str(&format!("<details class=\"post-spoiler\">{summary}"));
            return Some(end + 1);
        }
        if lower == "ooc" {
            // Out of character: the player speaking, not the investigator.
            self.open.push("ooc");
            let badge =
                html! { span.badge.post-ooc-badge { (self.tr.t("posts-ooc")) } " " }.into_string();
            self.out
                .push_str(&format!("<span class=\"post-ooc\">{badge}"));
            return Some(end + 1);
        }
        if lower == "quote" || lower.starts_with("quote=") {
            self.open.push("quote");
            self.out.push_str("<blockquote class=\"post-quote\">");
            if let Some(name) = inner.get("quote=".len()..).filter(|n| !n.trim().is_empty()) {
                let name = name.trim().trim_matches('"');
                let cite = html! { cite { (self.tr.m(Message::new("posts-quote-wrote").text("name", name.to_owned()))) } };
                self.out.push_str(&cite.into_string());
            }
            return Some(end + 1);
        }
        if lower == "url" {
            // `[url]https://…[/url]`: the text is the address.
            let after = &s[end + 1..];
            let close = after.to_ascii_lowercase().find("[/url]")?;
            let href = safe_url(&after[..close])?;
            self.markup(html! { a href=(href) rel="nofollow noopener noreferrer" { (href) } });
            return Some(end + 1 + close + "[/url]".len());
        }
        if let Some(href) = inner
            .get("url=".len()..)
            .filter(|_| lower.starts_with("url="))
        {
            let href = safe_url(href.trim_matches('"'))?;
            self.open.push("url");
            self.markup(html! { a href=(href) rel="nofollow noopener noreferrer" {} });
            // The link's text follows: reopen the element just written.
            self.out.truncate(self.out.len() - "</a>".len());
            return Some(end + 1);
        }
        None
    }

    fn finish(mut self) -> PreEscaped<String> {
        while let Some(name) = self.open.pop() {
            self.out.push_str(close_of(name));
        }
        PreEscaped(self.out)
    }
}

fn close_of(name: &str) -> &'static str {
    match name {
        "b" => "</strong>",
        "i" => "</em>",
        "u" => "</u>",
        "s" => "</s>",
        "quote" => "</blockquote>",
        "spoiler" => "</details>",
        "ooc" => "</span>",
        _ => "</a>",
    }
}

/// An address a link may go to: `http://` or `https://`, no spaces or quotes.
fn safe_url(s: &str) -> Option<&str> {
    let s = s.trim();
    let lower = s.to_ascii_lowercase();
    (lower.starts_with("http://") || lower.starts_with("https://"))
        .then_some(s)
        .filter(|s| {
            !s.chars()
                .any(|c| c.is_whitespace() || c.is_control() || "\"'<>`".contains(c))
        })
}

/// Every roll of the post, each with the words around its tag as it was rolled, its
/// result and its permalink.
fn post_rolls(tr: Tr<'_>, rolls_tr: Tr<'_>, game: &str, p: &PostView) -> Markup {
    html! {
        @if !p.rolls.is_empty() {
            section.post-rolls aria-label=(tr.t("posts-rolls-title")) {
                ol {
                    @for r in &p.rolls {
                        li id=(format!("post-{}-roll-{}", p.id, r.n)) data-n=(r.n) {
                            (bound_roll(tr, rolls_tr, r))
                            " "
                            a.permalink href=(format!("/r/{game}/{}/{}", p.seq, r.n)) { (tr.t("posts-roll-permalink")) }
                        }
                    }
                }
            }
        }
    }
}

/// A bound roll: the words it was rolled with, as first posted, and its result.
pub(super) fn bound_roll(tr: Tr<'_>, rolls_tr: Tr<'_>, r: &BoundRoll) -> Markup {
    html! {
        span.roll-context {
            @if !r.before.is_empty() { span.roll-before { (context_words(tr, &r.before)) } " " }
            (roll_or_secret(tr, rolls_tr, &r.tag, &r.request, &r.response))
            // The words after it bind a roll only when none come before it.
            @if r.before.is_empty() && !r.after.is_empty() { " " span.roll-after { (context_words(tr, &r.after)) } }
        }
    }
}

/// A roll's words as the post shows them: its safe BBCode rendered, as in the post
/// (`[b]letters[/b]:` is **letters**:), never as markup of anything else.
/// The words around a roll's tag as plain text, the forum's markup tags left out
/// (`[b]Spot:[/b]` reads `Spot:`): for a transcript or a snippet, which show no markup.
pub(crate) fn words_plain(words: &str) -> String {
    let mut out = String::with_capacity(words.len());
    let mut rest = words;
    while let Some(open) = rest.find('[') {
        out.push_str(&rest[..open]);
        let tail = &rest[open..];
        let tag = tail.find(']').map(|end| (end, &tail[1..end]));
        match tag {
            Some((end, inner)) if is_forum_tag(inner) => rest = &tail[end + 1..],
            _ => {
                out.push('[');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `[inner]` is one of the forum's markup tags, opening or closing.
fn is_forum_tag(inner: &str) -> bool {
    let lower = inner.to_ascii_lowercase();
    let name = lower.strip_prefix('/').unwrap_or(&lower);
    let name = name.split('=').next().unwrap_or("");
    matches!(
        name,
        "b" | "i" | "u" | "s" | "quote" | "spoiler" | "url" | "ooc"
    )
}

fn context_words(tr: Tr<'_>, words: &str) -> Markup {
    let mut forum = Forum::new(tr);
    forum.text(words);
    forum.finish()
}

/// A tag's roll, or, for a secret roll the reader may not see, only that it is one.
fn roll_or_secret(
    tr: Tr<'_>,
    rolls_tr: Tr<'_>,
    tag: &str,
    request: &Value,
    response: &Value,
) -> Markup {
    if response["secret"] == Value::Bool(true) && response.get("ok").is_none() {
        return html! {
            span.post-roll.post-secret title=(tag) { em { (tr.t("posts-secret-roll")) } }
        };
    }
    tag_roll(rolls_tr, tag, request, response)
}

/// Every version of an edited post, folded: who, when, and what each one changed.
fn post_versions(tr: Tr<'_>, p: &PostView) -> Markup {
    html! {
        @if p.versions.len() > 1 {
            details.post-versions id=(format!("post-{}-versions", p.id)) {
                summary { (tr.m(Message::new("posts-versions").int("count", p.versions.len() as i64))) }
                ol {
                    @for (i, v) in p.versions.iter().enumerate() {
                        li.post-version data-seq=(v.seq) {
                            div.post-version-head {
                                @if i == 0 {
                                    (tr.m(Message::new("posts-version-first").text("name", v.by_name.clone())))
                                } @else {
                                    (tr.m(Message::new("posts-version-edit").text("name", v.by_name.clone())))
                                }
                                " " (when(tr, &v.at)) " #" (v.seq)
                            }
                            @if i == 0 {
                                pre.post-version-text { (v.body) }
                            } @else {
                                pre.post-version-text.post-diff {
                                    @for c in &v.changes {
                                        @match c {
                                            Change::Kept(t) => span { (t) },
                                            Change::Added(t) => ins { (t) },
                                            Change::Removed(t) => del { (t) },
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A post's text before it is posted, as HTML in `lang` at a table of `system`: the
/// same forum renderer as the thread's posts (`POST …/threads/{thread}/preview`).
pub(crate) fn preview_html(lang: &str, system: &str, body: &str) -> String {
    preview_text(Tr::at(lang, system), body).into_string()
}

/// A post's text before it is posted: its BBCode as it will render, its roll tags not
/// rolled yet.
fn preview_text(tr: Tr<'_>, body: &str) -> Markup {
    let mut forum = Forum::new(tr);
    for piece in keeper_table::posts::scan(body) {
        match piece {
            keeper_table::posts::Piece::Text(text) => forum.text(text),
            keeper_table::posts::Piece::Tag(tag) => forum.markup(html! {
                span.post-unrolled.post-preview-roll {
                    code { (tag) } " " em { (tr.t("forum-preview-will-roll")) }
                }
            }),
        }
    }
    html! { div.post-text.post-preview { (forum.finish()) } }
}

/// Posts shown on one page of a thread.
const POSTS_PER_PAGE: usize = 50;

/// `?page=N` (from 1): one page of a thread's posts.
#[derive(serde::Deserialize)]
pub(super) struct ThreadQuery {
    page: Option<usize>,
}

/// `GET /games/{id}/threads/{tid}`: a page of its posts, the one of the first post new
/// since the member's last visit (or the last page) unless `?page=N` names one; the
/// posts of others newer than that visit are marked new.
pub(super) async fn thread_page(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path((game, thread)): Path<(String, String)>,
    Query(q): Query<ThreadQuery>,
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
    let reading = s
        .table
        .post_page(
            &seat.member,
            &thread,
            Paging {
                page: q.page,
                per_page: Some(POSTS_PER_PAGE),
            },
        )
        .await
        .map_err(|e| seat.err(e))?;
    let (at, pages) = (reading.page, reading.pages);
    if let Some(last) = reading.posts.last() {
        s.table
            .see_thread(&seat.member, &thread, last.seq)
            .await
            .map_err(|e| seat.err(e))?;
    }
    let page_links = html! {
        @if pages > 1 {
            nav.thread-pages aria-label=(tr.t("forum-pages")) {
                @for n in 1..=pages {
                    @if n == at {
                        " " span.thread-page aria-current="page" { (n) }
                    } @else {
                        " " a.thread-page href=(format!("?page={n}")) { (n) }
                    }
                }
            }
        }
    };
    let open = seat.game.ended_at.is_none();
    let may_post = acts(seat.member.role) && open;
    let keeper = seat.member.role == Role::Keeper;
    // Whom a whisper may go to: the other players (the Keeper reads every whisper).
    let players: Vec<(String, String)> = if may_post {
        s.table
            .members(&game)
            .await
            .map_err(|e| seat.err(e))?
            .into_iter()
            .filter(|m| m.role == Role::Player && m.id != seat.member.id)
            .map(|m| (m.id, m.name))
            .collect()
    } else {
        Vec::new()
    };
    let body = html! {
        p.breadcrumb { a href=(format!("/games/{game}/threads")) { (tr.t("web-threads-title")) } }
        h1 #thread-name { (t.title) }
        p.thread-tools {
            a #transcript-link href=(format!("/api/v1/games/{game}/transcript?format=html&thread={}", t.id)) { (tr.t("posts-transcript-link")) }
        }
        @if let (Some(id), Some(n)) = (&reading.first_unread, reading.first_unread_page) {
            p.thread-unread {
                a #first-unread href=(format!("?page={n}#post-{id}")) { (tr.t("forum-first-unread")) }
            }
        }
        (page_links)
        div #posts data-thread=(t.id) {
            @if reading.total == 0 { p #no-posts { (tr.t("web-posts-none")) } }
            @for p in &reading.posts {
                @if reading.is_new(&seat.member, p) {
                    p.post-new-mark { span.badge.post-new { (tr.t("forum-new")) } }
                }
                (post(tr, &game, (&seat.game.language, &seat.game.system), p, open && (keeper || p.author == seat.member.id), may_post))
            }
        }
        (page_links)
        @if may_post {
            section aria-labelledby="post-form-title" {
                h2 #post-form-title { (tr.t("web-post-new")) }
                form #post-form data-form="post" data-thread=(t.id) {
                    div.field {
                        label for="post-body" { (tr.t("web-post-body")) }
                        textarea #post-body name="body" rows="6" required aria-describedby="post-hint" {}
                        p.hint #post-hint { (tr.t("web-post-hint")) " " (tr.t("posts-hint-secret")) }
                    }
                    div.field {
                        label for="post-visibility" { (tr.t("posts-visibility-label")) }
                        select #post-visibility name="visibility" {
                            option value="public" selected { (tr.t("posts-visibility-public")) }
                            option value="private" { (tr.t("posts-visibility-private")) }
                            @if !players.is_empty() {
                                option value="whisper" { (tr.t("whispers-visibility-whisper")) }
                            }
                        }
                    }
                    @if !players.is_empty() {
                        div.field #post-to-field hidden {
                            label for="post-to" { (tr.t("whispers-to-label")) }
                            select #post-to name="to" {
                                @for (id, name) in &players {
                                    option value=(id) { (name) }
                                }
                            }
                        }
                    }
                    div.button-row {
                        button #post-submit type="submit" { (tr.t("web-post-submit")) }
                        button #post-preview.secondary type="button" data-action="preview-post"
                            data-thread=(t.id) { (tr.t("forum-preview")) }
                    }
                    p #post-status .form-status role="status" {}
                    section #post-preview-area hidden aria-labelledby="post-preview-title" {
                        h3 #post-preview-title { (tr.t("forum-preview-title")) }
                        div #post-preview-body aria-live="polite" {}
                    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rolls_words_lose_the_forums_markup_and_keep_the_rest() {
        assert_eq!(words_plain("[b]Spot:[/b]"), "Spot:");
        assert_eq!(words_plain("[ooc]for [i]Listen[/i][/ooc]"), "for Listen");
        assert_eq!(words_plain("[quote=\"Ada\"]she said"), "she said");
        // What is no forum tag stays as written.
        assert_eq!(words_plain("[x] 5 [d6] ["), "[x] 5 [d6] [");
        assert_eq!(words_plain("HP [URL]"), "HP");
    }

    #[test]
    fn a_preview_renders_bbcode_as_posted_and_rolls_nothing() {
        let html = preview_text(Tr::new("en"), "[b]Spot[/b] [roll]1d100[/roll] <i>").into_string();
        assert!(html.contains("<strong>Spot</strong>"), "{html}");
        assert!(html.contains("<code>[roll]1d100[/roll]</code>"), "{html}");
        assert!(html.contains("will be rolled when posted"), "{html}");
        assert!(
            html.contains("&lt;i&gt;") && !html.contains("<i>"),
            "{html}"
        );
        assert!(!html.contains("post-roll\""), "{html}");
    }

    fn bb(text: &str) -> String {
        let mut f = Forum::new(Tr::new("en"));
        f.text(text);
        f.finish().0
    }

    #[test]
    fn safe_bbcode_and_nothing_else() {
        assert_eq!(
            bb("[b]bold[/b] [I]it[/I]"),
            "<strong>bold</strong> <em>it</em>"
        );
        assert_eq!(bb("[u]u[/u][s]s[/s]"), "<u>u</u><s>s</s>");
        assert!(
            bb("[ooc]brb[/ooc]")
                .starts_with("<span class=\"post-ooc\"><span class=\"badge post-ooc-badge\">")
        );
        assert_eq!(bb("[b]left open"), "<strong>left open</strong>");
        assert_eq!(
            bb("closes nothing[/b] [img]x[/img]"),
            "closes nothing[/b] [img]x[/img]"
        );
        assert_eq!(bb("[b][i]x[/b][/i]"), "<strong><em>x[/b]</em></strong>");
        assert_eq!(
            bb("<script>[b]&[/b]"),
            "&lt;script&gt;<strong>&amp;</strong>"
        );
        assert!(
            bb("[quote=Kay]hush[/quote]").starts_with("<blockquote class=\"post-quote\"><cite>")
        );
        assert!(
            bb("[spoiler]the end[/spoiler]").contains("<details class=\"post-spoiler\"><summary>")
        );
        assert_eq!(
            bb("[url]https://example.org/a?b=1&c=2[/url]"),
            "<a href=\"https://example.org/a?b=1&amp;c=2\" rel=\"nofollow noopener noreferrer\">https://example.org/a?b=1&amp;c=2</a>"
        );
        assert_eq!(
            bb("[url=https://example.org]here[/url]"),
            "<a href=\"https://example.org\" rel=\"nofollow noopener noreferrer\">here</a>"
        );
        for bad in [
            "[url=javascript:alert(1)]x[/url]",
            "[url]javascript:alert(1)[/url]",
            "[url=\"https://a\" onclick=\"x\"]x[/url]",
        ] {
            let out = bb(bad);
            assert!(!out.contains("<a"), "{bad} → {out}");
        }
    }
}
