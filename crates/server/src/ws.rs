//! The live log: a WebSocket per member that receives each new entry they may see.

use axum::extract::State;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use keeper_table::{Member, Table};
use serde::Deserialize;
use serde_json::json;
use tokio::sync::broadcast::error::RecvError;

use crate::AppState;
use crate::error::{ApiError, ErrorKind};
use crate::extract::{Path, Query};
use crate::openapi::errors;

/// `?token=&after=`: browsers cannot set headers on a WebSocket, so the token may come
/// in the query (or the game's cookie); `after` is the last seq the client has.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Params {
    /// The member token, for a browser that cannot send it otherwise.
    #[serde(default)]
    token: Option<String>,
    /// The last seq the client has (default: the log's length, so only new entries).
    #[serde(default)]
    after: Option<i64>,
}

/// `GET /api/v1/games/{game}/ws`.
#[utoipa::path(
    get,
    path = "/games/{game}/ws",
    operation_id = "socket",
    tag = "log",
    summary = "The live log (WebSocket)",
    description = r#"Upgrades to a WebSocket that sends each new entry the member may see as a text message `{"type": "entry", "entry": …}` (see `WsMessage`), in order. Browsers cannot set headers on a WebSocket: the token may come as `?token=`, the `keeper_{game}` cookie or a bearer header. `after` is the last seq the client has (default: the log's length when connecting); entries after it are sent first. Messages from the client are ignored."#,
    params(crate::ws::Params),
    security(("bearer" = []), ("cookie" = []), ("query" = [])),
    responses(
        (status = 101, description = "Switching protocols: messages follow (`WsMessage`)."),
        (status = 400, description = "`not_websocket`: a member's request that is not a WebSocket handshake (426 when the connection cannot be upgraded); `bad_query`: `after` is not a whole number."),
        (status = 401, response = errors::Unauthorized),
        (status = 404, response = errors::NotFound),
        (status = 503, response = errors::Unavailable),
        (status = 405, response = errors::MethodNotAllowed),
    )
)]
pub async fn socket(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Query(p): Query<Params>,
    member: Result<crate::extract::Member, ApiError>,
    extensions: axum::http::Extensions,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let member = match &p.token {
        Some(t) => s.table.authenticate(&game, t).await?,
        None => member?.0,
    };
    // A plain request gets a JSON error too, once the member is known.
    let upgrade = upgrade.map_err(|r| {
        ApiError::new(
            ErrorKind::NotWebSocket,
            format!("{}: open this endpoint as a WebSocket", r.body_text()),
        )
    })?;
    let after = match p.after {
        Some(a) => a,
        None => s.table.game(&game).await?.log_len,
    };
    // Held while the socket is open: a game, and an address, have only so many.
    let place = s.sockets.open(&game, crate::limits::peer(&extensions))?;
    let table = s.table.clone();
    Ok(upgrade.on_upgrade(move |ws| async move {
        watch(ws, table, member, after).await;
        drop(place);
    }))
}

async fn watch(mut ws: WebSocket, table: Table, member: Member, mut after: i64) {
    let mut changes = table.subscribe();
    // Entries committed between the page load and the subscription.
    if send_new(&mut ws, &table, &member, &mut after, None)
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            change = changes.recv() => {
                let reached = match change {
                    Ok(c) if !c.concerns(&member.game, after) => continue,
                    // A change to this game says how far its log reaches; a wake-up
                    // for everyone does not.
                    Ok(c) => (!c.game.is_empty()).then_some(c.seq),
                    Err(RecvError::Lagged(_)) => None,
                    Err(RecvError::Closed) => return,
                };
                if send_new(&mut ws, &table, &member, &mut after, reached).await.is_err() {
                    return;
                }
            }
            incoming = ws.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                _ => {}
            },
        }
    }
}

/// Sends every entry after `after` up to `reached` (the chain's length, read when not
/// given) that the member may see, as `{"type": "entry", "entry": …}`, and moves
/// `after` past them.
async fn send_new(
    ws: &mut WebSocket,
    table: &Table,
    member: &Member,
    after: &mut i64,
    reached: Option<i64>,
) -> Result<(), ()> {
    // The chain's length first: every entry up to it is committed, so the pages read
    // next hold all of them (read after the pages, it could count entries committed
    // in between that were never read, and they would be skipped).
    let reached = match reached {
        Some(seq) => seq,
        None => match table.game(&member.game).await {
            Ok(game) => game.log_len,
            Err(_) => return Ok(()),
        },
    };
    while *after < reached {
        let through = reached.min(*after + PAGE);
        let Ok(entries) = table
            .log_through(&member.game, member.viewer(), *after, through)
            .await
        else {
            return Ok(());
        };
        for e in &entries {
            let msg = json!({"type": "entry", "entry": e}).to_string();
            ws.send(Message::Text(msg.into())).await.map_err(|_| ())?;
        }
        // Seqs are contiguous, so the page covered every seq up to `through`; the
        // entries in it the member may not know of were left out, and are skipped,
        // never sent.
        *after = entries.last().map_or(through, |e| e.seq.max(through));
    }
    Ok(())
}

/// Entries read at a time.
const PAGE: i64 = 200;
