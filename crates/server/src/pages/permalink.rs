//! `/r/{game}/{seq}`: a public roll's page, readable by anyone, with its place in the
//! chain and ready-to-paste snippets.

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use keeper_i18n::Message;
use keeper_table::{EntryKind, EntryView, Game, Viewer};
use maud::{Markup, html};
use serde_json::Value;

use super::chrome::{PageError, Tr, lang, layout, page, when};
use super::keeper::commitments;
use super::render::{Names, roll_body};
use crate::answer::Snippet;
use crate::{AppState, base_url, snippet};

/// `GET /r/{game}/{seq}`.
pub(super) async fn permalink(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path((game, seq)): Path<(String, String)>,
) -> Result<Response, PageError> {
    let lang = lang(&headers, None);
    let tr = Tr::new(&lang);
    let missing = || PageError::not_found(&lang);
    let seq: i64 = seq.parse().map_err(|_| missing())?;
    let e = s
        .table
        .entry(&game, seq, Viewer::Anyone)
        .await
        .map_err(|_| missing())?;
    if e.kind == EntryKind::Post && e.body.is_some() {
        return post_permalink(&s, &headers, tr, &game, e, None).await;
    }
    let Some(body) = e.body.as_ref().filter(|_| e.kind == EntryKind::Roll) else {
        return Err(missing());
    };
    let g = s.table.game(&game).await.map_err(|_| missing())?;
    let tr = Tr::at(tr.lang, &g.system);
    let (export, header) = chain_header(&s, &lang, &game, seq).await?;
    let base = base_url(&headers);
    let snips = snippet::snippets(&base, &g, &e);
    let mut names = Names::basic(&s.table, &game).await;
    // Character names from the public entries that made them.
    for h in export["entries"].as_array().into_iter().flatten() {
        if h["kind"] == "character_created"
            && let Some(b) = h["body"]
                .as_str()
                .and_then(|b| serde_json::from_str::<Value>(b).ok())
            && let (Some(id), Some(name)) = (b["character"].as_str(), b["name"].as_str())
        {
            names.characters.insert(id.to_owned(), name.to_owned());
        }
    }
    let title = tr.m(Message::new("web-permalink-title").int("seq", seq));
    let main = html! {
        h1 { (title) }
        p.lead {
            (tr.m(Message::new("web-permalink-lead")
                .text("name", e.actor_name.clone())
                .text("game", g.name.clone())))
            " " (when(tr, &e.created_at))
        }
        section.entry.permalink-roll #roll aria-labelledby="roll-title" {
            h2 #roll-title .visually-hidden { (tr.t("web-permalink-roll")) }
            (roll_body(tr, body, &names))
        }
        (chain(tr, &g, &e, &header))
        (share(tr, &snips))
    };
    Ok(page(layout(tr, &title, None, &["keeper"], main)))
}

/// The entry `seq`'s header in the chain (prev_hash and body_hash are not in a view), and
/// the public export it is read from.
async fn chain_header(
    s: &AppState,
    lang: &str,
    game: &str,
    seq: i64,
) -> Result<(Value, Value), PageError> {
    let export = s
        .table
        .export(game, Viewer::Anyone, false)
        .await
        .map_err(|err| PageError::table(lang, err))?;
    let header = export["entries"]
        .as_array()
        .and_then(|list| list.iter().find(|h| h["seq"] == seq))
        .cloned()
        .unwrap_or(Value::Null);
    Ok((export, header))
}

/// The entry's place in the chain, the game's commitments and the way to verify them.
fn chain(tr: Tr<'_>, g: &Game, e: &EntryView, header: &Value) -> Markup {
    let (game, seq) = (&g.id, e.seq);
    html! {
        section aria-labelledby="chain-title" {
            h2 #chain-title { (tr.t("web-permalink-chain")) }
            dl.chain {
                dt { (tr.t("web-permalink-seq")) }
                dd #chain-seq { (seq) " / " (g.log_len) }
                dt { (tr.t("web-permalink-hash")) }
                dd { code #chain-hash { (e.hash) } }
                dt { (tr.t("web-permalink-prev")) }
                dd { code #chain-prev { (header["prev_hash"].as_str().unwrap_or("")) } }
                dt { (tr.t("web-permalink-body-hash")) }
                dd { code #chain-body-hash { (header["body_hash"].as_str().unwrap_or("")) } }
            }
            h3 { (tr.t("web-commitments")) }
            (commitments(tr, g))
            p { a #verify-link href=(format!("/api/v1/games/{game}/verify")) { (tr.t("web-permalink-verify")) } }
        }
    }
}

/// The permalink and its snippets, ready to copy.
fn share(tr: Tr<'_>, snips: &Snippet) -> Markup {
    html! {
        section aria-labelledby="share-title" {
            h2 #share-title { (tr.t("web-permalink-share")) }
            div.field {
                label for="permalink-url" { (tr.t("web-permalink-url")) }
                input #permalink-url type="text" readonly value=(snips.url);
            }
            div.field {
                label for="snippet-bbcode" { (tr.t("web-permalink-bbcode")) }
                textarea #snippet-bbcode readonly rows="3" spellcheck="false" { (snips.bbcode) }
                button.secondary type="button" data-action="copy" data-target="snippet-bbcode" { (tr.t("web-copy")) }
            }
            div.field {
                label for="snippet-markdown" { (tr.t("web-permalink-markdown")) }
                textarea #snippet-markdown readonly rows="3" spellcheck="false" { (snips.markdown) }
                button.secondary type="button" data-action="copy" data-target="snippet-markdown" { (tr.t("web-copy")) }
            }
            p #copy-status .form-status role="status" {}
        }
    }
}

/// `GET /r/{game}/{seq}/{n}`: the `n`-th roll of a public post, with the words it was
/// rolled with.
pub(super) async fn post_roll(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path((game, seq, n)): Path<(String, String, String)>,
) -> Result<Response, PageError> {
    let lang = lang(&headers, None);
    let tr = Tr::new(&lang);
    let missing = || PageError::not_found(&lang);
    let (Ok(seq), Ok(n)) = (seq.parse::<i64>(), n.parse::<usize>()) else {
        return Err(missing());
    };
    let e = s
        .table
        .entry(&game, seq, Viewer::Anyone)
        .await
        .map_err(|_| missing())?;
    if e.kind != EntryKind::Post || e.body.is_none() || n == 0 {
        return Err(missing());
    }
    post_permalink(&s, &headers, tr, &game, e, Some(n)).await
}

/// A public post's permalink page (`roll: None`) or one of its rolls' (`Some(n)`).
async fn post_permalink(
    s: &AppState,
    headers: &HeaderMap,
    tr: Tr<'_>,
    game: &str,
    e: EntryView,
    roll: Option<usize>,
) -> Result<Response, PageError> {
    let lang = tr.lang.to_owned();
    let missing = || PageError::not_found(&lang);
    let post_id = e
        .body
        .as_ref()
        .and_then(|b| b["post"].as_str())
        .ok_or_else(missing)?
        .to_owned();
    let p = s
        .table
        .post_seen(game, &post_id, Viewer::Anyone)
        .await
        .map_err(|_| missing())?;
    let g = s.table.game(game).await.map_err(|_| missing())?;
    let tr = Tr::at(tr.lang, &g.system);
    let thread = s
        .table
        .threads(game)
        .await
        .map_err(|_| missing())?
        .into_iter()
        .find(|t| t.id == p.thread)
        .map(|t| t.title)
        .unwrap_or_default();
    let (_, header) = chain_header(s, &lang, game, e.seq).await?;
    let base = base_url(headers);
    let lead = html! {
        p.lead {
            (tr.m(Message::new("posts-permalink-post-lead")
                .text("name", e.actor_name.clone())
                .text("game", g.name.clone())
                .text("thread", thread.clone())))
            " " (when(tr, &e.created_at))
        }
    };
    let (title, main_part, snips) = match roll {
        None => (
            tr.m(Message::new("posts-permalink-post-title").int("seq", e.seq)),
            html! {
                section #post aria-label=(tr.t("posts-permalink-roll-post")) {
                    (super::threads::post(tr, game, (&g.language, &g.system), &p, false, false))
                }
            },
            snippet::post_snippets(&base, &g, &e, &thread),
        ),
        Some(n) => {
            let r = p.rolls.iter().find(|r| r.n == n).ok_or_else(missing)?;
            (
                tr.m(Message::new("posts-permalink-roll-title")
                    .int("n", n as i64)
                    .int("seq", e.seq)),
                html! {
                    section.entry.permalink-roll #roll aria-labelledby="roll-title" {
                        h2 #roll-title .visually-hidden { (tr.t("web-permalink-roll")) }
                        p { (super::threads::bound_roll(tr, Tr::new(&g.language), r)) }
                    }
                    p { a #post-link href=(format!("/r/{game}/{}", e.seq)) { (tr.t("posts-permalink-roll-post")) } }
                },
                snippet::post_roll_snippets(&base, &g, &e, r),
            )
        }
    };
    let main = html! {
        h1 { (title) }
        (lead)
        (main_part)
        (chain(tr, &g, &e, &header))
        (share(tr, &snips))
    };
    Ok(page(layout(tr, &title, None, &["keeper"], main)))
}
