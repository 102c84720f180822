//! The JSON API under `/api/v1`: thin handlers over keeper-table. Roles and visibility
//! are the table's; a handler authenticates, calls one table method and answers.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use keeper_i18n::Message;
use keeper_table::{NewGame, Role, TableError, Viewer};
use serde_json::{Value, json};

use crate::error::{ApiError, ErrorKind};
use crate::extract::{Json, Member, Path, Query};
use crate::{AppState, body, snippet};

type Answer = Result<Response, ApiError>;

fn ok(value: impl serde::Serialize) -> Answer {
    Ok(axum::Json(value).into_response())
}

/// What a request may see: its member's view, else what anyone may.
fn viewer(member: &Option<Member>) -> Viewer<'_> {
    member
        .as_ref()
        .map_or(Viewer::Anyone, |Member(m)| m.viewer())
}

fn created(value: impl serde::Serialize) -> Answer {
    Ok((StatusCode::CREATED, axum::Json(value)).into_response())
}

/// `POST /api/v1/resolve`: the resolve protocol, one request or an array.
pub async fn resolve(Json(body): Json<Value>) -> Answer {
    let answer = match &body {
        Value::Array(list) => {
            if list.len() > 1000 {
                return Err(ApiError::localized(
                    ErrorKind::TooLarge,
                    Message::new("table-api-too-many-requests").int("limit", 1000),
                ));
            }
            Value::Array(list.iter().map(keeper_resolve::resolve).collect())
        }
        one => {
            let response = keeper_resolve::resolve(one);
            if response["ok"] == json!(false) {
                // The protocol's own answer, with the status of its kind of failure.
                let kind = if response["error"]["code"] == "too_large" {
                    ErrorKind::TooLarge
                } else {
                    ErrorKind::Rejected
                };
                return Ok((kind.status(), axum::Json(response)).into_response());
            }
            response
        }
    };
    ok(answer)
}

/// Odds of a request (`odds: true`) or a dice expression (`dice.prob`); an `expr` that
/// is not dice notation (`bad_expression` at column 1, as a roll decides) is a BCDice
/// command of the `system`'s game, when it has one.
pub async fn odds(Json(body): Json<body::Odds>) -> Answer {
    let bcdice_game = body
        .system
        .as_deref()
        .and_then(keeper_table::posts::bcdice_game);
    // Trimmed, as a roll's `expr` is, so the column of "not dice notation" is the same.
    let expr = body.expr.as_deref().map(str::trim);
    let request = match (body.request, expr) {
        (Some(Value::Object(mut r)), None) => {
            r.insert("odds".into(), json!(true));
            // Odds do not depend on the dice: any seed gives the same.
            r.insert("seed".into(), json!(0));
            r.remove("dice");
            Value::Object(r)
        }
        (None, Some(expr)) => json!({"system": "dice", "action": "prob", "expr": expr}),
        _ => {
            return Err(ApiError::bad_field(
                "request",
                Message::new("table-api-odds-one-of"),
            ));
        }
    };
    let mut response = keeper_resolve::resolve(&request);
    if let (Some(game), Some(command)) = (bcdice_game, expr)
        && keeper_table::posts::not_notation(&response["error"])
    {
        response = keeper_resolve::resolve(&json!({
            "system": "bcdice", "action": "command", "game": game, "command": command,
            "odds": true, "seed": 0,
        }));
    }
    if response["ok"] != json!(true) {
        return Err(TableError::Rejected(response["error"].clone()).into());
    }
    let result = &response["result"];
    let odds = if result.get("distribution").is_some() {
        json!({"distribution": result["distribution"], "mean": result.get("mean")})
    } else {
        result.get("odds").cloned().unwrap_or(Value::Null)
    };
    ok(json!({"odds": odds}))
}

/// Makes a game; answers it, the Keeper and the Keeper's token (shown once).
pub async fn create_game(State(s): State<AppState>, Json(b): Json<body::CreateGame>) -> Answer {
    let mut new = NewGame::new(&b.name, &b.system, &b.keeper_name);
    if let Some(o) = b.options {
        new.options = o;
    }
    if let Some(l) = b.language {
        new.language = l;
    }
    let (game, keeper, token) = s.table.create_game(new).await?;
    created(json!({"game": game, "member": keeper, "token": token}))
}

/// `GET /api/v1/games/{game}`.
pub async fn game(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(_): Member,
) -> Answer {
    ok(s.table.game(&game).await?)
}

/// A new invite (Keeper): the secret and the link to hand out.
pub async fn invite(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(keeper): Member,
    Json(b): Json<body::CreateInvite>,
) -> Answer {
    let role = Role::from(b.role);
    let invite = s.table.invite(&keeper, role).await?;
    created(
        json!({"invite": invite, "role": role, "path": format!("/games/{game}/join?invite={invite}")}),
    )
}

/// Joins with an invite; answers the member and their token (shown once).
pub async fn join(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Json(b): Json<body::Join>,
) -> Answer {
    let (m, token) = s.table.join(&game, &b.invite, &b.name).await?;
    created(json!({"member": m, "token": token}))
}

/// `GET /api/v1/games/{game}/members`.
pub async fn members(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(_): Member,
) -> Answer {
    ok(s.table.members(&game).await?)
}

/// `GET /api/v1/games/{game}/me`.
pub async fn me(Member(m): Member) -> Answer {
    ok(m)
}

/// Sets the member's language (null: follow the browser).
pub async fn set_me(
    State(s): State<AppState>,
    Member(m): Member,
    Json(b): Json<body::SetMe>,
) -> Answer {
    s.table.set_language(&m, b.language.as_deref()).await?;
    ok(s.table.member(&m.game, &m.id).await?)
}

/// `GET /api/v1/games/{game}/log`: entries as the member may see them.
pub async fn log(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(m): Member,
    Query(p): Query<body::Page>,
) -> Answer {
    ok(json!({"entries": s.table.log(&game, m.viewer(), p.after, p.limit).await?}))
}

/// `GET /api/v1/games/{game}/log/{seq}`: one entry; a public one for anyone.
pub async fn entry(
    State(s): State<AppState>,
    Path((game, seq)): Path<(String, i64)>,
    m: Option<Member>,
) -> Answer {
    ok(s.table.entry(&game, seq, viewer(&m)).await?)
}

/// `POST /api/v1/games/{game}/rolls`: a roll made here, answered once durable.
pub async fn roll(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(m): Member,
    Json(b): Json<body::Roll>,
) -> Answer {
    let e = s.table.roll(&m, b.into()).await?;
    created(s.table.entry(&game, e.seq, m.viewer()).await?)
}

/// `POST /api/v1/games/{game}/rolls/{seq}/reveal` (Keeper).
pub async fn reveal(
    State(s): State<AppState>,
    Path((game, seq)): Path<(String, i64)>,
    Member(m): Member,
) -> Answer {
    let e = s.table.reveal(&m, seq).await?;
    created(s.table.entry(&game, e.seq, m.viewer()).await?)
}

/// `GET /api/v1/games/{game}/rolls/{seq}/snippet`: BBCode and Markdown that show a
/// public roll and link to its permalink.
pub async fn roll_snippet(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path((game, seq)): Path<(String, i64)>,
) -> Answer {
    let e = s.table.entry(&game, seq, Viewer::Anyone).await?;
    let g = s.table.game(&game).await?;
    let base = crate::base_url(&headers);
    ok(snippet::snippets(&base, &g, &e))
}

/// `GET /api/v1/games/{game}/characters`.
pub async fn characters(State(s): State<AppState>, Member(m): Member) -> Answer {
    ok(s.table.characters(&m).await?)
}

/// Makes a character by the system's creation rules or from a sheet.
pub async fn create_character(
    State(s): State<AppState>,
    Member(m): Member,
    Json(b): Json<body::CreateCharacter>,
) -> Answer {
    created(
        s.table
            .create_character(&m, b.owner.as_deref(), b.create, b.sheet)
            .await?,
    )
}

/// `GET /api/v1/games/{game}/characters/{id}`.
pub async fn character(
    State(s): State<AppState>,
    Path((_, id)): Path<(String, String)>,
    Member(m): Member,
) -> Answer {
    ok(s.table.character(&m, &id).await?)
}

/// Appends events to a character (its player or the Keeper): damage, Sanity loss, …
pub async fn character_events(
    State(s): State<AppState>,
    Path((_, id)): Path<(String, String)>,
    Member(m): Member,
    Json(b): Json<body::Events>,
) -> Answer {
    s.table
        .character_events(&m, &id, b.events, b.visibility.into())
        .await?;
    created(s.table.character(&m, &id).await?)
}

/// `GET /api/v1/games/{game}/requests`.
pub async fn requests(State(s): State<AppState>, Member(m): Member) -> Answer {
    ok(s.table.roll_requests(&m).await?)
}

/// The Keeper asks a player for a roll.
pub async fn request_roll(
    State(s): State<AppState>,
    Member(m): Member,
    Json(b): Json<body::AskRoll>,
) -> Answer {
    created(s.table.request_roll(&m, &b.to, b.roll.into()).await?)
}

/// The asked player answers with one click (no body), or with physical dice.
pub async fn answer(
    State(s): State<AppState>,
    Path((game, id)): Path<(String, String)>,
    Member(m): Member,
    body: Result<axum::body::Bytes, axum::extract::rejection::BytesRejection>,
) -> Answer {
    // Read here, so a body over the limit is a JSON error like any other.
    let body = body?;
    let body: body::Answer = if body.iter().all(u8::is_ascii_whitespace) {
        body::Answer::default()
    } else {
        serde_json::from_slice(&body)
            .map_err(|e| ApiError::new(ErrorKind::BadJson, e.to_string()))?
    };
    let dice = body.dice;
    let e = s.table.answer_request(&m, &id, dice).await?;
    created(s.table.entry(&game, e.seq, m.viewer()).await?)
}

/// `GET /api/v1/games/{game}/threads`.
pub async fn threads(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(_): Member,
) -> Answer {
    ok(s.table.threads(&game).await?)
}

/// Starts a thread.
pub async fn create_thread(
    State(s): State<AppState>,
    Member(m): Member,
    Json(b): Json<body::CreateThread>,
) -> Answer {
    created(s.table.create_thread(&m, &b.title).await?)
}

/// `GET /api/v1/games/{game}/threads/{thread}`: its posts.
pub async fn posts(
    State(s): State<AppState>,
    Path((game, thread)): Path<(String, String)>,
    Member(_): Member,
) -> Answer {
    let t = s
        .table
        .threads(&game)
        .await?
        .into_iter()
        .find(|t| t.id == thread);
    let t = t.ok_or_else(|| keeper_table::TableError::not_found("thread", &thread))?;
    ok(json!({"thread": t, "posts": s.table.posts(&game, &thread).await?}))
}

/// Posts: roll tags are rolled now and bound to the post.
pub async fn create_post(
    State(s): State<AppState>,
    Path((_, thread)): Path<(String, String)>,
    Member(m): Member,
    Json(b): Json<body::Post>,
) -> Answer {
    created(s.table.create_post(&m, &thread, &b.body).await?)
}

/// Edits a post: its rolls stay as they were.
pub async fn edit_post(
    State(s): State<AppState>,
    Path((_, post)): Path<(String, String)>,
    Member(m): Member,
    Json(b): Json<body::Post>,
) -> Answer {
    ok(s.table.edit_post(&m, &post, &b.body).await?)
}

/// Deletes a post from view; its rolls stay in the log.
pub async fn delete_post(
    State(s): State<AppState>,
    Path((_, post)): Path<(String, String)>,
    Member(m): Member,
) -> Answer {
    ok(s.table.delete_post(&m, &post).await?)
}

/// `POST /api/v1/games/{game}/end` (Keeper): reveals the public seed.
pub async fn end(State(s): State<AppState>, Path(game): Path<String>, Member(m): Member) -> Answer {
    s.table.end_game(&m).await?;
    ok(s.table.game(&game).await?)
}

/// `POST /api/v1/games/{game}/reveal-seed` (Keeper): reveals the Keeper's seed.
pub async fn reveal_seed(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(m): Member,
) -> Answer {
    s.table.reveal_keeper_seed(&m).await?;
    ok(s.table.game(&game).await?)
}

/// `GET /api/v1/games/{game}/verify`: the whole chain, checked as the asker can.
pub async fn verify(
    State(s): State<AppState>,
    Path(game): Path<String>,
    m: Option<Member>,
) -> Answer {
    let export = s.table.export(&game, viewer(&m), false).await?;
    ok(keeper_table::verify_export(&export))
}

/// `GET /api/v1/games/{game}/export`: the log for `keeper verify --log`: every header,
/// the bodies the asker may read, the seeds revealed so far.
pub async fn export(
    State(s): State<AppState>,
    Path(game): Path<String>,
    m: Option<Member>,
) -> Answer {
    ok(s.table.export(&game, viewer(&m), false).await?)
}

/// `GET /api/v1/openapi.json`.
pub async fn openapi() -> Response {
    (
        [("content-type", "application/json")],
        include_str!("../openapi.json"),
    )
        .into_response()
}
