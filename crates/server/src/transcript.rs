//! A session transcript: what a reader may see of a game, in order — posts with their
//! rolls and the words they were rolled with, rolls with their dice and verdicts, and
//! character events — in the reader's language, as Markdown or as one self-contained
//! HTML page (inline style) whose every public roll links to its permalink.
//!
//! What is in it is decided by the table alone: entries through `Table::log` and posts
//! through `Table::posts_seen`, both by `access::sight`. [`build`] gathers; [`markdown`]
//! and [`html`] only put into words, so they are pure and snapshot-tested.

use std::collections::HashMap;

use axum::extract::State;
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use keeper_i18n::Message;
use keeper_table::{EntryKind, Role, Table, TableError, Viewer, Visibility};
use maud::{PreEscaped, html};
use serde::Deserialize;
use serde_json::{Value, json};
use utoipa::IntoParams;

use crate::error::ApiError;
use crate::extract::{Member, Path, Query};
use crate::openapi::errors;
use crate::pages::{Tr, event_text, fight_headline, fight_rolls_line, time_text};
use crate::snippet::roll_summary;
use crate::{AppState, base_url};

/// What to keep.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Filter {
    /// `md` (the default) or `html`.
    #[serde(default)]
    pub format: Option<String>,
    /// Rolls only: the rolls of the log and of posts, no post text or events.
    #[serde(default)]
    pub rolls_only: bool,
    /// One thread's posts only (a thread id).
    #[serde(default)]
    pub thread: Option<String>,
    /// In character only: posts without what is written out of character (`[ooc]…
    /// [/ooc]`), and no rolls of the dice box or character events.
    #[serde(default)]
    pub in_character: bool,
}

/// `text` without its out-of-character parts (`[ooc]…[/ooc]`, any case; one left open
/// runs to the end).
pub fn in_character(text: &str) -> String {
    let lower = text.to_ascii_lowercase();
    let mut out = String::new();
    let mut at = 0;
    while let Some(open) = lower[at..].find("[ooc]") {
        out.push_str(&text[at..at + open]);
        let from = at + open + "[ooc]".len();
        match lower[from..].find("[/ooc]") {
            Some(close) => at = from + close + "[/ooc]".len(),
            None => return out,
        }
    }
    out.push_str(&text[at..]);
    out
}

/// A roll as read: what was rolled, its dice and verdicts in words, and its permalink
/// when it is public.
#[derive(Debug, Clone, PartialEq)]
pub struct RollLine {
    /// The words it was rolled with (a post's roll), or empty.
    pub before: String,
    /// What was rolled and what it gave: `Spot Hidden: check against 60% = 42 (Hard
    /// success)`, or "a secret roll".
    pub summary: String,
    /// Its permalink's path (`/r/{game}/{seq}` or `/r/{game}/{seq}/{n}`), if public.
    pub permalink: Option<String>,
}

/// One item of the transcript.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// A post.
    Post {
        /// Its log entry.
        seq: i64,
        /// When.
        at: String,
        /// Its author.
        author: String,
        /// The author's role.
        role: Role,
        /// Its thread's title.
        thread: String,
        /// Its text as it is now (empty when deleted).
        text: String,
        /// Whether it was deleted, edited, or is for the Keeper only.
        deleted: bool,
        /// Whether it was edited.
        edited: bool,
        /// Whether it is for the Keeper only (or whispered).
        private: bool,
        /// A whisper's recipient's name.
        whisper_to: Option<String>,
        /// Its rolls.
        rolls: Vec<RollLine>,
    },
    /// A roll of the dice box, a request's answer, or a blind roll.
    Roll {
        /// Its log entry.
        seq: i64,
        /// When.
        at: String,
        /// Who rolled.
        who: String,
        /// Their role (so a player named like the Keeper reads as a player).
        role: Role,
        /// The roll, or `None` for one the reader may not see.
        roll: Option<RollLine>,
    },
    /// A character made, or events on a character's sheet.
    Character {
        /// Its log entry.
        seq: i64,
        /// When.
        at: String,
        /// Who.
        who: String,
        /// Their role.
        role: Role,
        /// What happened, in words.
        what: String,
    },
}

/// A transcript: the game's name and its items, in log order.
#[derive(Debug, Clone, PartialEq)]
pub struct Transcript {
    /// The game's name.
    pub game: String,
    /// Its rule system, whose words the transcript speaks (a Chthonian Narrator).
    pub system: String,
    /// Its items.
    pub items: Vec<Item>,
}

/// Gathers what `viewer` may see of `game`, in `lang`, kept by `filter`.
pub async fn build(
    table: &Table,
    game: &str,
    viewer: Viewer<'_>,
    lang: &str,
    filter: &Filter,
) -> Result<Transcript, TableError> {
    let g = table.game(game).await?;
    let tr = Tr::at(lang, &g.system);
    let threads: HashMap<String, String> = table
        .threads(game)
        .await?
        .into_iter()
        .map(|t| (t.id, t.title))
        .collect();
    let mut posts = HashMap::new();
    for id in threads.keys() {
        for p in table.posts_seen(game, id, viewer).await? {
            posts.insert(p.seq, p);
        }
    }
    let mut names: HashMap<String, String> = HashMap::new();
    let mut entries = Vec::new();
    let mut after = 0;
    loop {
        let page = table.log(game, viewer, after, 1000).await?;
        let Some(last) = page.last() else { break };
        after = last.seq;
        entries.extend(page);
    }
    let roles: HashMap<String, Role> = table
        .members(game)
        .await?
        .into_iter()
        .map(|m| (m.id, m.role))
        .collect();
    let role_of = |id: &str| roles.get(id).copied().unwrap_or(Role::Observer);
    let mut items = Vec::new();
    for e in &entries {
        let public = e.visibility == Visibility::Public || e.revealed;
        let link = |n: Option<usize>| {
            public.then(|| match n {
                Some(n) => format!("/r/{game}/{}/{n}", e.seq),
                None => format!("/r/{game}/{}", e.seq),
            })
        };
        match e.kind {
            EntryKind::Post => {
                let Some(p) = posts.get(&e.seq) else { continue };
                if filter.thread.as_ref().is_some_and(|t| *t != p.thread) {
                    continue;
                }
                let mut rolls = Vec::with_capacity(p.rolls.len());
                for r in &p.rolls {
                    let summary = if r.response.get("ok").is_none() {
                        tr.t("posts-secret-roll")
                    } else if r.response["ok"] == Value::Bool(true) {
                        // A secret roll's request is in its own entry, which the reader
                        // may read (or its result would not be here).
                        let request = match r.secret_entry {
                            Some(s) => table
                                .entry(game, s, viewer)
                                .await
                                .ok()
                                .and_then(|x| x.body)
                                .map_or(Value::Null, |b| b["steps"][0]["request"].clone()),
                            None => e
                                .body
                                .as_ref()
                                .map_or(Value::Null, |b| b["steps"][r.n - 1]["request"].clone()),
                        };
                        roll_summary(
                            &g.language,
                            &json!({"steps": [{"request": request, "response": r.response}]}),
                        )
                    } else {
                        r.tag.clone()
                    };
                    rolls.push(RollLine {
                        // The words it was rolled with: those before it, else after it.
                        before: crate::pages::words_plain(if r.before.is_empty() {
                            &r.after
                        } else {
                            &r.before
                        }),
                        summary,
                        permalink: link(Some(r.n)),
                    });
                }
                items.push(Item::Post {
                    seq: p.seq,
                    at: p.created_at.clone(),
                    author: p.author_name.clone(),
                    role: p.author_role,
                    thread: threads.get(&p.thread).cloned().unwrap_or_default(),
                    text: p.body.clone(),
                    deleted: p.deleted_seq.is_some(),
                    edited: p.edited_seq.is_some(),
                    // A whisper is as private: read only by those it is for.
                    private: p.visibility.is_hidden(),
                    whisper_to: p.to_name.clone(),
                    rolls,
                });
            }
            // A post's secret roll is shown with its post.
            EntryKind::Roll if e.body.as_ref().is_some_and(|b| b.get("post").is_some()) => {}
            EntryKind::Roll if filter.thread.is_none() => items.push(Item::Roll {
                seq: e.seq,
                at: e.created_at.clone(),
                who: e.actor_name.clone(),
                role: role_of(&e.actor),
                roll: e.body.as_ref().map(|b| RollLine {
                    before: String::new(),
                    summary: roll_summary(lang, b),
                    permalink: link(None),
                }),
            }),
            // Made or shown (an NPC): either names the character from then on.
            kind @ (EntryKind::CharacterCreated | EntryKind::CharacterShown)
                if filter.thread.is_none() && !filter.rolls_only =>
            {
                let Some(b) = &e.body else { continue };
                let name = b["name"].as_str().unwrap_or("").to_owned();
                if let Some(id) = b["character"].as_str() {
                    names.insert(id.to_owned(), name.clone());
                }
                let id = match kind {
                    EntryKind::CharacterShown => "posts-transcript-character-shown",
                    _ => "posts-transcript-character-created",
                };
                items.push(Item::Character {
                    seq: e.seq,
                    at: e.created_at.clone(),
                    who: e.actor_name.clone(),
                    role: role_of(&e.actor),
                    what: tr.m(Message::new(id).text("name", name)),
                });
            }
            EntryKind::CharacterEvents if filter.thread.is_none() && !filter.rolls_only => {
                let Some(b) = &e.body else { continue };
                let name = b["character"]
                    .as_str()
                    .and_then(|c| names.get(c))
                    .cloned()
                    .unwrap_or_default();
                let events: Vec<String> = b["events"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|ev| event_text(tr, ev))
                    .collect();
                items.push(Item::Character {
                    seq: e.seq,
                    at: e.created_at.clone(),
                    who: e.actor_name.clone(),
                    role: role_of(&e.actor),
                    what: tr.m(Message::new("posts-transcript-character-events")
                        .text("name", name)
                        .text("events", events.join(", "))),
                });
            }
            // A fight: its sentence, then each roll of it as a roll reads.
            EntryKind::Fight if filter.thread.is_none() && !filter.rolls_only => {
                let Some(b) = &e.body else { continue };
                let mut what = fight_headline(tr, b);
                if let Some(line) = fight_rolls_line(tr, b) {
                    what.push_str(" — ");
                    what.push_str(&line);
                }
                for step in b["steps"].as_array().into_iter().flatten() {
                    what.push_str(" — ");
                    what.push_str(&roll_summary(lang, &json!({ "steps": [step] })));
                }
                items.push(Item::Character {
                    seq: e.seq,
                    at: e.created_at.clone(),
                    who: e.actor_name.clone(),
                    role: role_of(&e.actor),
                    what,
                });
            }
            _ => {}
        }
    }
    if filter.in_character {
        items.retain_mut(|item| match item {
            Item::Post { text, rolls, .. } => {
                *text = in_character(text).trim().to_owned();
                !text.is_empty() || !rolls.is_empty()
            }
            _ => false,
        });
    }
    if filter.rolls_only {
        for item in &mut items {
            if let Item::Post { text, .. } = item {
                text.clear();
            }
        }
        items.retain(|i| !matches!(i, Item::Post { rolls, .. } if rolls.is_empty()));
    }
    Ok(Transcript {
        game: g.name,
        system: g.system,
        items,
    })
}

fn role_word(tr: Tr<'_>, role: Role) -> String {
    tr.t(match role {
        Role::Keeper => "web-role-keeper",
        Role::Player => "web-role-player",
        Role::Observer => "web-role-observer",
    })
}

/// Markdown: a heading, then one block per item; text is escaped so nothing a member
/// typed becomes markup.
pub fn markdown(lang: &str, t: &Transcript, base: &str) -> String {
    let tr = Tr::at(lang, &t.system);
    fn esc(s: &str) -> String {
        s.chars()
            .flat_map(|c| match c {
                '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '#' | '|' => vec!['\\', c],
                c => vec![c],
            })
            .collect()
    }
    let roll_md = |r: &RollLine| {
        let words = [esc(&r.before), esc(&r.summary)]
            .into_iter()
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        match &r.permalink {
            Some(p) => format!("🎲 [{words}]({base}{p})"),
            None => format!("🎲 {words}"),
        }
    };
    let mut out = format!(
        "# {}\n\n",
        esc(&tr.m(Message::new("posts-transcript-title").text("game", t.game.clone())))
    );
    for item in &t.items {
        match item {
            Item::Post {
                seq,
                at,
                author,
                role,
                thread,
                text,
                deleted,
                edited,
                private,
                whisper_to,
                rolls,
            } => {
                let mut marks = vec![role_word(tr, *role)];
                match whisper_to {
                    Some(name) => {
                        marks.push(tr.m(Message::new("whispers-badge").text("name", name.clone())))
                    }
                    None if *private => marks.push(tr.t("posts-private-badge")),
                    None => {}
                }
                if *edited && !*deleted {
                    marks.push(tr.t("web-post-edited"));
                }
                out.push_str(&format!(
                    "## #{seq} {} ({}) · {} · {}\n\n",
                    esc(author),
                    esc(&marks.join(", ")),
                    esc(thread),
                    esc(&time_text(tr, at))
                ));
                if *deleted {
                    out.push_str(&format!("*{}*\n\n", esc(&tr.t("web-post-deleted"))));
                } else if !text.is_empty() {
                    for line in text.lines() {
                        out.push_str(&format!("> {}\n", esc(line)));
                    }
                    out.push('\n');
                }
                for r in rolls {
                    out.push_str(&format!("- {}\n", roll_md(r)));
                }
                if !rolls.is_empty() {
                    out.push('\n');
                }
            }
            Item::Roll {
                seq,
                at,
                who,
                role,
                roll,
            } => {
                let what = match roll {
                    Some(r) => roll_md(r),
                    None => format!("🎲 {}", esc(&tr.t("web-roll-hidden"))),
                };
                out.push_str(&format!(
                    "- #{seq} {} ({}) · {}: {what}\n\n",
                    esc(who),
                    esc(&role_word(tr, *role)),
                    esc(&time_text(tr, at))
                ));
            }
            Item::Character {
                seq,
                at,
                who,
                role,
                what,
            } => {
                out.push_str(&format!(
                    "- #{seq} {} ({}) · {}: {}\n\n",
                    esc(who),
                    esc(&role_word(tr, *role)),
                    esc(&time_text(tr, at)),
                    esc(what)
                ));
            }
        }
    }
    out
}

/// The style of the HTML transcript, inline: the page stands alone.
const STYLE: &str = "body{font:16px/1.5 Georgia,serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#222;background:#fdfcf8}\
h1{font-size:1.6rem}article,.item{border-top:1px solid #ddd;padding:.6rem 0}header{font-size:.9rem;color:#555}\
.text{white-space:pre-wrap}.badge{border:1px solid #999;border-radius:.3rem;padding:0 .3rem;font-size:.8rem}\
.deleted{font-style:italic;color:#777}ul.rolls{margin:.3rem 0;padding-left:1.2rem}a{color:#2a4d8f}";

/// The HTML transcript's content security policy: nothing but its own inline style,
/// named by its hash, so the page stands alone and still runs nothing.
fn html_policy() -> &'static str {
    use base64::Engine as _;
    use sha2::Digest as _;
    static POLICY: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        let hash = base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(STYLE));
        format!(
            "default-src 'none'; style-src 'sha256-{hash}'; img-src data:; base-uri 'none'; \
             form-action 'none'; frame-ancestors 'none'"
        )
    });
    &POLICY
}

/// One self-contained HTML page; every public roll links to its permalink.
pub fn html(lang: &str, t: &Transcript, base: &str) -> String {
    let tr = Tr::at(lang, &t.system);
    let title = tr.m(Message::new("posts-transcript-title").text("game", t.game.clone()));
    let roll = |r: &RollLine| {
        html! {
            @if !r.before.is_empty() { span.before { (r.before) } " " }
            @match &r.permalink {
                Some(p) => a href=(format!("{base}{p}")) { "🎲 " (r.summary) },
                None => span { "🎲 " (r.summary) },
            }
        }
    };
    html! {
        (PreEscaped("<!DOCTYPE html>"))
        html lang=(tr.lang) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                h1 { (title) }
                @for item in &t.items {
                    @match item {
                        Item::Post { seq, at, author, role, thread, text, deleted, edited, private, whisper_to, rolls } => {
                            article id=(format!("entry-{seq}")) {
                                header {
                                    strong { (author) } " " span.badge { (role_word(tr, *role)) }
                                    @if let Some(name) = whisper_to {
                                        " " span.badge { (tr.m(Message::new("whispers-badge").text("name", name.clone()))) }
                                    } @else if *private { " " span.badge { (tr.t("posts-private-badge")) } }
                                    @if *edited && !*deleted { " " span.badge { (tr.t("web-post-edited")) } }
                                    " · " (thread) " · " time datetime=(at) { (time_text(tr, at)) } " · #" (seq)
                                }
                                @if *deleted {
                                    p.deleted { (tr.t("web-post-deleted")) }
                                } @else if !text.is_empty() {
                                    div.text { (text) }
                                }
                                @if !rolls.is_empty() {
                                    ul.rolls { @for r in rolls { li { (roll(r)) } } }
                                }
                            }
                        }
                        Item::Roll { seq, at, who, role, roll: r } => {
                            div.item id=(format!("entry-{seq}")) {
                                header { strong { (who) } " " span.badge { (role_word(tr, *role)) } " · " time datetime=(at) { (time_text(tr, at)) } " · #" (seq) }
                                @match r {
                                    Some(r) => p { (roll(r)) },
                                    None => p { "🎲 " (tr.t("web-roll-hidden")) },
                                }
                            }
                        }
                        Item::Character { seq, at, who, role, what } => {
                            div.item id=(format!("entry-{seq}")) {
                                header { strong { (who) } " " span.badge { (role_word(tr, *role)) } " · " time datetime=(at) { (time_text(tr, at)) } " · #" (seq) }
                                p { (what) }
                            }
                        }
                    }
                }
            }
        }
    }
    .into_string()
}

/// `GET /api/v1/games/{game}/transcript`.
#[utoipa::path(
    get,
    path = "/games/{game}/transcript",
    operation_id = "transcript",
    tag = "posts",
    summary = "A session transcript",
    description = "What the member may see of the game, in order, in their language: posts (author, role, time, text, and every roll with the words it was rolled with), rolls with their dice and verdicts, character events. `format=md` (Markdown, the default) or `format=html` (one self-contained page, every public roll linked to its permalink); `rolls_only=true` keeps only rolls; `in_character=true` only posts, without what is written out of character (`[ooc]…[/ooc]`); `thread=ID` one thread's posts. Hidden things are left out or shown as hidden exactly as in the log.",
    params(Filter),
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The transcript, as `text/markdown` or `text/html`.", body = String),
        (status = 400, response = errors::BadRequest),
        (status = 401, response = errors::Unauthorized),
        (status = 404, response = errors::NotFound),
        errors::Always,
    )
)]
pub async fn transcript(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
    Member(m): Member,
    Query(filter): Query<Filter>,
) -> Result<Response, ApiError> {
    let lang = crate::pages::page_lang(&headers, Some(&m));
    let html_out = match filter.format.as_deref() {
        None | Some("md") => false,
        Some("html") => true,
        Some(_) => {
            return Err(ApiError::from(TableError::bad_field(
                "format",
                Message::new("posts-transcript-format"),
            )));
        }
    };
    if let Some(t) = &filter.thread
        && !s.table.threads(&game).await?.iter().any(|x| &x.id == t)
    {
        return Err(TableError::not_found("thread", t).into());
    }
    let t = build(&s.table, &game, m.viewer(), &lang, &filter).await?;
    let base = base_url(&headers);
    Ok(if html_out {
        (
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CONTENT_SECURITY_POLICY, html_policy()),
            ],
            html(&lang, &t, &base),
        )
            .into_response()
    } else {
        (
            [(header::CONTENT_TYPE, "text/markdown; charset=utf-8")],
            markdown(&lang, &t, &base),
        )
            .into_response()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Transcript {
        Transcript {
            game: "Masks of Nyarlathotep".into(),
            system: "coc7".into(),
            items: vec![
                Item::Character {
                    seq: 3,
                    at: "2026-12-01T20:00:00Z".into(),
                    who: "Alice".into(),
                    role: Role::Player,
                    what: String::new(),
                },
                Item::Post {
                    seq: 5,
                    at: "2026-12-01T20:05:00Z".into(),
                    author: "Alice".into(),
                    role: Role::Player,
                    thread: "The library".into(),
                    text: "Spot: [roll]1d100[/roll] <b>Listen</b>: [roll secret]1d100[/roll]"
                        .into(),
                    deleted: false,
                    edited: true,
                    private: false,
                    whisper_to: None,
                    rolls: vec![
                        RollLine {
                            before: "Spot:".into(),
                            summary: "1d100 = 57".into(),
                            permalink: Some("/r/g1/5/1".into()),
                        },
                        RollLine {
                            before: "Listen:".into(),
                            summary: String::new(),
                            permalink: Some("/r/g1/5/2".into()),
                        },
                    ],
                },
                Item::Post {
                    seq: 8,
                    at: "2026-12-01T20:09:00Z".into(),
                    author: "Kay".into(),
                    role: Role::Keeper,
                    thread: "The library".into(),
                    text: String::new(),
                    deleted: true,
                    edited: false,
                    private: true,
                    whisper_to: None,
                    rolls: vec![],
                },
                Item::Roll {
                    seq: 9,
                    at: "2026-12-01T20:10:00Z".into(),
                    who: "Bob".into(),
                    role: Role::Player,
                    roll: None,
                },
            ],
        }
    }

    /// The sample in `lang`: the words that depend on the language are the catalogue's.
    fn sample_in(lang: &str) -> Transcript {
        let tr = Tr::new(lang);
        let mut t = sample();
        for item in &mut t.items {
            match item {
                Item::Character { what, .. } => {
                    *what = tr
                        .m(Message::new("posts-transcript-character-created").text("name", "Ada"));
                }
                Item::Post { rolls, .. } => {
                    for r in rolls.iter_mut().filter(|r| r.summary.is_empty()) {
                        r.summary = tr.t("posts-secret-roll");
                    }
                }
                Item::Roll { .. } => {}
            }
        }
        t
    }

    #[test]
    fn transcripts_in_every_language() {
        for lang in ["en", "el", "ru", "pt-BR"] {
            let t = sample_in(lang);
            insta::assert_snapshot!(
                format!("md_{lang}"),
                markdown(lang, &t, "https://keeper.example")
            );
            insta::assert_snapshot!(
                format!("html_{lang}"),
                html(lang, &t, "https://keeper.example")
            );
        }
    }

    #[test]
    fn out_of_character_parts_are_left_out_in_character() {
        assert_eq!(
            in_character("I run. [OOC]brb[/ooc] Then hide."),
            "I run.  Then hide."
        );
        assert_eq!(in_character("[ooc]all of it"), "");
        assert_eq!(in_character("no marks"), "no marks");
    }

    #[test]
    fn nothing_typed_becomes_markup() {
        let t = sample_in("en");
        let md = markdown("en", &t, "");
        assert!(md.contains("\\<b\\>Listen\\</b\\>") && md.contains("\\[roll\\]"));
        let page = html("en", &t, "");
        assert!(!page.contains("<b>Listen") && page.contains("&lt;b&gt;Listen"));
        assert!(page.contains("href=\"/r/g1/5/1\""));
        assert!(page.contains("<style>") && !page.contains("<link") && !page.contains("<script"));
    }
}
