//! The JSON API under `/api/v1`: thin handlers over keeper-table. Roles and visibility
//! are the table's; a handler's [`Member`] extractor authenticates, the handler turns
//! its body ([`crate::body`]) into one table call and answers. Each handler's
//! `#[utoipa::path]` is its entry in the OpenAPI document ([`crate::openapi`]).

use axum::extract::State;
use axum::http::header::CONTENT_TYPE;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use keeper_i18n::Message;
use keeper_resolve::ResolveError;
use keeper_table::{NewGame, Role, TableError, Viewer};
use serde_json::{Value, json};

use crate::error::{ApiError, ErrorKind};
use crate::extract::{IdempotencyKey, Json, Member, Path, Query};
use crate::openapi::{errors, schema};
use crate::{AppState, answer, body, snippet};

pub(crate) type Answer = Result<Response, ApiError>;

pub(crate) fn ok(value: impl serde::Serialize) -> Answer {
    Ok(axum::Json(value).into_response())
}

/// What a request may see: its member's view, else what anyone may.
fn viewer(member: &Option<Member>) -> Viewer<'_> {
    member
        .as_ref()
        .map_or(Viewer::Anyone, |Member(m)| m.viewer())
}

pub(crate) fn created(value: impl serde::Serialize) -> Answer {
    // As `axum::Json` answers, with room for an entry's some hundreds of bytes at once
    // rather than by doubling from 128.
    let mut body = Vec::with_capacity(1024);
    serde_json::to_writer(&mut body, &value)
        .map_err(|e| ApiError::new(ErrorKind::Internal, e.to_string()))?;
    Ok((
        StatusCode::CREATED,
        [(CONTENT_TYPE, HeaderValue::from_static("application/json"))],
        body,
    )
        .into_response())
}

/// `POST /api/v1/resolve`: the resolve protocol, one request or an array.
#[utoipa::path(
    post,
    path = "/resolve",
    operation_id = "resolve",
    tag = "engine",
    summary = "Resolve protocol",
    description = "Runs one resolve request (an object) or up to 1000 (an array), exactly as `keeper resolve` does (docs/protocol.md). Nothing is logged. A single request that fails answers its response with a 422 status (413 for `too_large`); in an array, each failure is an element with `ok: false`.",
    request_body = schema::ResolveInput,
    responses(
        (status = 200, description = "The response, or an array of responses in order.", body = schema::ResolveResponse),
        (status = 400, response = errors::BadRequest),
        (status = 413, description = "The body is over the limit, an array has more than 1000 requests, or the engine's `too_large` (then the body is the resolve response).", body = schema::ResolveResponse),
        (status = 415, response = errors::UnsupportedMediaType),
        (status = 422, description = "The single request failed: the resolve response, `ok: false`, with its `error`.", body = schema::ResolveResponse),
        (status = 405, response = errors::MethodNotAllowed),
    )
)]
pub async fn resolve(Json(body): Json<Value>) -> Answer {
    let answer = match body {
        Value::Array(list) => {
            if list.len() > 1000 {
                return Err(ApiError::localized(
                    ErrorKind::TooLarge,
                    Message::new("table-api-too-many-requests").int("limit", 1000),
                ));
            }
            // The array shares one allowance, so it costs at most a few answers' worth.
            crate::limits::engine(move || {
                let mut allowance = keeper_resolve::Allowance::array();
                Value::Array(
                    list.iter()
                        .map(|r| keeper_resolve::resolve_within(r, &mut allowance))
                        .collect(),
                )
            })
            .await
        }
        one => {
            let response = crate::limits::engine(move || keeper_resolve::resolve(&one)).await;
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
#[utoipa::path(
    post,
    path = "/odds",
    operation_id = "odds",
    tag = "engine",
    summary = "Exact odds before a roll",
    description = "The exact odds of a roll before it is made; nothing is rolled or logged. Give a resolve `request` (its odds, as the action computes them) or a dice `expr` (its exact distribution and mean). An `expr` that is not dice notation (as a roll decides: `bad_expression` at column 1) is tried as a BCDice command of the game of `system`, when it has one (`CC(1)<=50`, `CCB<=45`).",
    request_body = body::Odds,
    responses(
        (status = 200, description = "The odds, as exact fractions.", body = answer::Odds),
        (status = 400, response = errors::BadRequest),
        errors::JsonBody,
        (status = 422, response = errors::Rejected),
        (status = 405, response = errors::MethodNotAllowed),
    )
)]
pub async fn odds(Json(body): Json<body::Odds>) -> Answer {
    let bcdice_game = body.system.as_deref().and_then(keeper_resolve::bcdice_game);
    let tries = match (body.request, body.expr) {
        (Some(Value::Object(mut r)), None) => {
            r.insert("odds".into(), json!(true));
            r.remove("dice");
            vec![Value::Object(r)]
        }
        (None, Some(expr)) => keeper_resolve::dice_or_command(&expr, bcdice_game, true),
        _ => {
            return Err(ApiError::bad_field(
                "request",
                Message::new("table-api-odds-one-of"),
            ));
        }
    };
    let answer = crate::limits::engine(move || {
        let mut answer = Err(ResolveError::missing_field("expr"));
        for mut request in tries {
            // Odds do not depend on the dice: any seed gives the same.
            request["seed"] = json!(0);
            answer = keeper_resolve::try_resolve(&request);
            match &answer {
                Err(e) if keeper_resolve::not_notation(e) => continue,
                _ => break,
            }
        }
        answer
    })
    .await;
    let response = answer.map_err(|e| {
        // A limit is a 413, as from `resolve`.
        let too_large = e.code() == keeper_resolve::Code::TooLarge;
        let error = ApiError::from(TableError::Rejected(e));
        match too_large {
            true => error.with_kind(ErrorKind::TooLarge),
            false => error,
        }
    })?;
    let result = &response["result"];
    let odds = if result.get("distribution").is_some() {
        json!({"distribution": result["distribution"], "mean": result.get("mean")})
    } else {
        result.get("odds").cloned().unwrap_or(Value::Null)
    };
    ok(answer::Odds { odds })
}

/// Makes a game; answers it, the Keeper and the Keeper's token (shown once).
#[utoipa::path(
    post,
    path = "/games",
    operation_id = "createGame",
    tag = "games",
    summary = "Create a game",
    description = "Makes a game and its Keeper. Answers the game, the Keeper and the Keeper's secret token: it is shown once and stored only hashed, so keep it. The log opens with the seeds' commitments. When the server runs with an operator token (`keeper serve --operator-token`, `KEEPER_OPERATOR_TOKEN`), the request must carry it as `Authorization: Bearer TOKEN`, else it is `403 forbidden`; without one anyone may create a game.",
    request_body = body::CreateGame,
    security((), ("operator" = [])),
    responses(
        (status = 201, description = "The game, its Keeper and the Keeper's token.", body = answer::NewGame),
        (status = 403, response = errors::Forbidden),
        errors::JsonBody,
        (status = 429, response = errors::TooManyRequests),
        (status = 429, response = errors::TooManyRequests),
        (status = 429, response = errors::TooManyRequests),
        errors::Always,
    )
)]
pub async fn create_game(
    State(s): State<AppState>,
    headers: axum::http::HeaderMap,
    Json(b): Json<body::CreateGame>,
) -> Answer {
    s.may_create_game(crate::extract::bearer(&headers))?;
    let mut new = NewGame::new(&b.name, &b.system, &b.keeper_name);
    if let Some(o) = b.options {
        new.options = o;
    }
    if let Some(l) = b.language {
        new.language = l;
    }
    let (game, keeper, token) = s.table.create_game(new).await?;
    created(answer::NewGame {
        game,
        member: keeper,
        token,
    })
}

/// `GET /api/v1/games/{game}`.
#[utoipa::path(
    get,
    path = "/games/{game}",
    operation_id = "getGame",
    tag = "games",
    summary = "A game",
    description = "The game: its name, system, commitments, seeds once revealed, and log length.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The game.", body = schema::Game),
        (status = 401, response = errors::Unauthorized),
        errors::Always,
    )
)]
pub async fn game(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(_): Member,
) -> Answer {
    ok(s.table.game(&game).await?)
}

/// A new invite (Keeper): the secret and the link to hand out.
#[utoipa::path(
    post,
    path = "/games/{game}/invites",
    operation_id = "createInvite",
    tag = "members",
    summary = "Invite players or observers (Keeper)",
    description = "A new invite secret for `player` or `observer`. Without limits the link may be used by several people, each of whom gets a token of their own, until the Keeper withdraws it. `expires_in` (seconds) or `expires_at` (RFC 3339) ends it at a time, within a year and a day; `single_use` lets one person join. Joining with an expired or used-up invite is `403 forbidden`, saying to ask the Keeper for a new link.",
    request_body = body::CreateInvite,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The invite.", body = answer::Invite),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn invite(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(keeper): Member,
    Json(b): Json<body::CreateInvite>,
) -> Answer {
    let role = Role::from(b.role);
    let limits = keeper_table::InviteLimits {
        expires_in: b.expires_in,
        expires_at: b.expires_at,
        single_use: b.single_use,
    };
    let (made, invite) = s.table.invite_with(&keeper, role, &limits).await?;
    let path = format!("/games/{game}/join?invite={invite}");
    created(answer::Invite {
        invite,
        id: made.id,
        role,
        path,
        expires_at: made.expires_at,
        max_uses: made.max_uses,
    })
}

/// The open invites (Keeper).
#[utoipa::path(
    get,
    path = "/games/{game}/invites",
    operation_id = "invites",
    tag = "members",
    summary = "Open invites (Keeper)",
    description = "The invites that still let someone join: not expired, not used up, not withdrawn; oldest first, each with its expiry and how many joined with it. Secrets are not shown (they are stored only hashed): an invite is named by its id.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The open invites.", body = [answer::OpenInvite]),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        errors::Always,
    )
)]
pub async fn invites(
    State(s): State<AppState>,
    Path(_game): Path<String>,
    Member(keeper): Member,
) -> Answer {
    let open: Vec<answer::OpenInvite> = s
        .table
        .invites(&keeper)
        .await?
        .into_iter()
        .map(answer::OpenInvite::from)
        .collect();
    ok(open)
}

/// Joins with an invite; answers the member and their token (shown once).
#[utoipa::path(
    post,
    path = "/games/{game}/join",
    operation_id = "join",
    tag = "members",
    summary = "Join with an invite",
    description = "Joins the game with an invite secret. Answers the new member and their secret token (shown once). No token is needed; an unknown invite, or one of another game, is 401; an expired invite, or a single-use one already used, is 403 (the message says to ask the Keeper for a new link). A name that reads as a member's is 400, checked in the same transaction that adds the member.",
    request_body = body::Join,
    responses(
        (status = 201, description = "The member and their token.", body = answer::Joined),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 409, response = errors::GameEnded),
        errors::JsonBody,
        (status = 429, response = errors::TooManyRequests),
        errors::Always,
    )
)]
pub async fn join(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Json(b): Json<body::Join>,
) -> Answer {
    let (m, token) = s.table.join(&game, &b.invite, &b.name).await?;
    created(answer::Joined { member: m, token })
}

/// `GET /api/v1/games/{game}/members`.
#[utoipa::path(
    get,
    path = "/games/{game}/members",
    operation_id = "members",
    tag = "members",
    summary = "Members",
    description = "The game's members, oldest first.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The members.", body = [schema::Member]),
        (status = 401, response = errors::Unauthorized),
        errors::Always,
    )
)]
pub async fn members(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(_): Member,
) -> Answer {
    ok(s.table.members(&game).await?)
}

/// `GET /api/v1/games/{game}/me`.
#[utoipa::path(
    get,
    path = "/games/{game}/me",
    operation_id = "me",
    tag = "members",
    summary = "The member asking",
    description = "The member whose token is used.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The member.", body = schema::Member),
        (status = 401, response = errors::Unauthorized),
        errors::Always,
    )
)]
pub async fn me(Member(m): Member) -> Answer {
    ok(m)
}

/// Sets the member's language (null: follow the browser).
#[utoipa::path(
    put,
    path = "/games/{game}/me",
    operation_id = "setMe",
    tag = "members",
    summary = "Set my language",
    description = "Sets the member's language; `null` follows the browser.",
    request_body = body::SetMe,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The member, changed.", body = schema::Member),
        (status = 401, response = errors::Unauthorized),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn set_me(
    State(s): State<AppState>,
    Member(m): Member,
    Json(b): Json<body::SetMe>,
) -> Answer {
    s.table.set_language(&m, b.language.as_deref()).await?;
    ok(s.table.member(&m.game, &m.id).await?)
}

/// `GET /api/v1/games/{game}/log`: entries as the member may see them.
#[utoipa::path(
    get,
    path = "/games/{game}/log",
    operation_id = "log",
    tag = "log",
    summary = "The log, a page at a time",
    description = "Entries after `after`, oldest first, as the member may see them: hidden entries they may know of come without `body`; entries they may not know of are left out (so a page may hold fewer than `limit` entries while more follow: page on with the last seq, or up to the game's `log_len`).",
    params(body::Page),
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "A page of entries.", body = answer::LogPage),
        (status = 401, response = errors::Unauthorized),
        errors::Always,
    )
)]
pub async fn log(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(m): Member,
    Query(p): Query<body::Page>,
) -> Answer {
    let entries = s.table.log(&game, m.viewer(), p.after, p.limit).await?;
    ok(answer::LogPage { entries })
}

/// `GET /api/v1/games/{game}/log/{seq}`: one entry; a public one for anyone.
#[utoipa::path(
    get,
    path = "/games/{game}/log/{seq}",
    operation_id = "entry",
    tag = "log",
    summary = "One entry (a permalink)",
    description = "One entry as the asker may see it. Public entries are readable without a token; a hidden entry the asker may not know of is 404.",
    security(("bearer" = []), ("cookie" = []), ()),
    responses(
        (status = 200, description = "The entry.", body = schema::Entry),
        (status = 404, response = errors::NotFound),
        errors::Always,
    )
)]
pub async fn entry(
    State(s): State<AppState>,
    Path((game, seq)): Path<(String, i64)>,
    m: Option<Member>,
) -> Answer {
    ok(s.table.entry(&game, seq, viewer(&m)).await?)
}

/// `POST /api/v1/games/{game}/rolls`: a roll made here, answered once durable.
#[utoipa::path(
    post,
    path = "/games/{game}/rolls",
    operation_id = "roll",
    tag = "rolls",
    summary = "Roll",
    description = "Makes a roll on the server, from the game's committed seeds (public rolls from the public seed, hidden ones from the Keeper's), or with physical `dice`. An `expr` that is not dice notation is tried as a BCDice command of the game's system. Answered once durable, as the roller may see it (a blind roll's roller gets no `body`). Observers cannot roll.",
    request_body = body::Roll,
    params(body::Retry),
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The roll's entry.", body = schema::Entry),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::JsonBody,
        (status = 422, response = errors::Rejected),
        errors::Always,
    )
)]
pub async fn roll(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(m): Member,
    IdempotencyKey(key): IdempotencyKey,
    Json(b): Json<body::Roll>,
) -> Answer {
    // The key is kept with the roll, so a retry finds it even after a restart (the
    // in-memory replay of `crate::idempotency` answers a retry to this process first).
    let (e, replayed) = match key.as_deref() {
        Some(key) => s.table.roll_keyed(&m, b.into(), key).await?,
        None => (s.table.roll(&m, b.into()).await?, false),
    };
    // A roll just made is answered from its entry as committed, its body the stored
    // text; a replayed one is read as any entry is (it may have been revealed since).
    let mut answer = if replayed {
        created(s.table.entry(&game, e.seq, m.viewer()).await?)?
    } else {
        created(s.table.entry_text(e, m.viewer()).await?)?
    };
    if replayed {
        answer.headers_mut().insert(
            axum::http::HeaderName::from_static("idempotent-replayed"),
            axum::http::HeaderValue::from_static("true"),
        );
    }
    Ok(answer)
}

/// `POST /api/v1/games/{game}/rolls/{seq}/reveal` (Keeper).
#[utoipa::path(
    post,
    path = "/games/{game}/rolls/{seq}/reveal",
    operation_id = "reveal",
    tag = "rolls",
    summary = "Reveal a hidden entry (Keeper)",
    description = "Reveals a hidden (`keeper` or `private`) entry to everyone: appends a public `reveal` entry, answered here. Allowed after the game has ended. An entry that is already public is 400.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The `reveal` entry.", body = schema::Entry),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        errors::Always,
    )
)]
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
#[utoipa::path(
    get,
    path = "/games/{game}/rolls/{seq}/snippet",
    operation_id = "snippet",
    tag = "rolls",
    summary = "Forum snippet of a public roll",
    description = "BBCode and Markdown that show a public (or revealed) roll and link to its permalink, for forums where nothing can be installed. No token needed; a hidden entry is 404.",
    responses(
        (status = 200, description = "The snippets.", body = answer::Snippet),
        (status = 404, response = errors::NotFound),
        errors::Always,
    )
)]
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

/// `GET /api/v1/games/{game}/requests`.
#[utoipa::path(
    get,
    path = "/games/{game}/requests",
    operation_id = "requests",
    tag = "requests",
    summary = "Roll requests",
    description = "The roll requests the member may see: the Keeper all, a player those asked of them, an observer none.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The requests, oldest first.", body = [schema::RollRequest]),
        (status = 401, response = errors::Unauthorized),
        errors::Always,
    )
)]
pub async fn requests(State(s): State<AppState>, Member(m): Member) -> Answer {
    ok(s.table.roll_requests(&m).await?)
}

/// The Keeper asks a player for a roll.
#[utoipa::path(
    post,
    path = "/games/{game}/requests",
    operation_id = "requestRoll",
    tag = "requests",
    summary = "Ask a player for a roll (Keeper)",
    description = r#"The Keeper asks a player (`to`, a member id) for a roll: a roll order without `dice` (the player chooses physical dice when answering). The order is checked now; the request is a public log entry, the roll its answer makes has the order's visibility. In 7th edition, `{"request": {"system": "coc7", "action": "heal", "treatment": "dying_round"}, "character": id}` asks the patient's player for the dying investigator's CON roll (H4): CON and the wounds come from the sheet when it is answered, and its events go onto the sheet; 400 when the character is not dying."#,
    request_body = body::AskRoll,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The request.", body = schema::RollRequest),
        (status = 400, response = errors::BadRequest),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::JsonBody,
        (status = 422, response = errors::Rejected),
        errors::Always,
    )
)]
pub async fn request_roll(
    State(s): State<AppState>,
    Member(m): Member,
    Json(b): Json<body::AskRoll>,
) -> Answer {
    created(s.table.request_roll(&m, &b.to, b.roll.into()).await?)
}

/// The Keeper asks several (or all) players at once.
#[utoipa::path(
    post,
    path = "/games/{game}/requests/group",
    operation_id = "requestGroup",
    tag = "requests",
    summary = "Ask several players at once (Keeper)",
    description = r#"A group request: every player in `to` (absent: every player) is asked for the same roll, each for their first character and with that character's value: `{"skill": "Spot Hidden"}` (a skill or characteristic by its sheet name, `"luck"` or `"san"`), or `{"skill": "san", "loss": "1/1D6"}`, a Sanity roll whose loss (with the INT roll of a loss of 5 or more, temporary insanity's hours and the day's losses, as the rules judge them) is applied to each sheet when answered, or `{"group_luck": true}`, the group's Luck roll, asked of the one investigator the rules choose (the lowest Luck; 7th edition). Each request is a public `roll_request` entry naming the `group`; each is answered as any request is, and `GET …/requests` shows the Keeper who has answered. A player without a character, or a sheet without the value, is 400 naming them."#,
    request_body = body::AskGroup,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The requests made, one per player asked.", body = [schema::RollRequest]),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::JsonBody,
        (status = 422, response = errors::Rejected),
        errors::Always,
    )
)]
pub async fn request_group(
    State(s): State<AppState>,
    Member(m): Member,
    Json(b): Json<body::AskGroup>,
) -> Answer {
    let roll = match (b.skill, b.group_luck, b.loss) {
        (Some(skill), false, Some(loss)) if skill == "san" => keeper_table::GroupRoll::Sanity(loss),
        (Some(skill), false, None) => keeper_table::GroupRoll::Value(skill),
        (None, true, None) => keeper_table::GroupRoll::GroupLuck,
        _ => {
            return Err(
                TableError::bad_field("skill", Message::new("session-group-one-of")).into(),
            );
        }
    };
    created(
        s.table
            .request_group(&m, b.to, roll, b.label, b.visibility.into())
            .await?,
    )
}

/// The asked player answers with one click (no body), or with physical dice.
#[utoipa::path(
    post,
    path = "/games/{game}/requests/{id}/answer",
    operation_id = "answer",
    tag = "requests",
    summary = "Answer a roll request",
    description = r#"The asked player rolls with one click (no body, or `{}`), or with physical dice (`{"dice": […]}`). A request is answered once."#,
    request_body = Option<body::Answer>,
    params(body::Retry),
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The roll's entry, as the player may see it.", body = schema::Entry),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        (status = 413, response = errors::TooLarge),
        (status = 422, response = errors::Rejected),
        errors::Always,
    )
)]
pub async fn answer(
    State(s): State<AppState>,
    Path((game, id)): Path<(String, String)>,
    Member(m): Member,
    bytes: Result<axum::body::Bytes, axum::extract::rejection::BytesRejection>,
) -> Answer {
    // Read here, so a body over the limit is a JSON error like any other.
    let bytes = bytes?;
    let b: body::Answer = if bytes.iter().all(u8::is_ascii_whitespace) {
        body::Answer::default()
    } else {
        serde_json::from_slice(&bytes)
            .map_err(|e| ApiError::new(ErrorKind::BadJson, e.to_string()))?
    };
    let e = s.table.answer_request(&m, &id, b.dice).await?;
    created(s.table.entry(&game, e.seq, m.viewer()).await?)
}

/// `POST /api/v1/games/{game}/end` (Keeper): reveals the public seed.
#[utoipa::path(
    post,
    path = "/games/{game}/end",
    operation_id = "endGame",
    tag = "fairness",
    summary = "End the game (Keeper)",
    description = "Ends the game and reveals the public seed: every public roll can then be recomputed. Nothing more is added but reveals.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The game, ended.", body = schema::Game),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 409, response = errors::GameEnded),
        errors::Always,
    )
)]
pub async fn end(State(s): State<AppState>, Path(game): Path<String>, Member(m): Member) -> Answer {
    s.table.end_game(&m).await?;
    ok(s.table.game(&game).await?)
}

/// `POST /api/v1/games/{game}/reveal-seed` (Keeper): reveals the Keeper's seed.
#[utoipa::path(
    post,
    path = "/games/{game}/reveal-seed",
    operation_id = "revealSeed",
    tag = "fairness",
    summary = "Reveal the Keeper's seed (Keeper)",
    description = "Fair mode v1 games only (made before v2): reveals the Keeper's seed, once, after the game has ended. It exposes every hidden roll, revealed or not: anyone can then compute their dice; the answer's `warning` says so. A v2 game never reveals its Keeper's secret and answers 400 `bad_field`: reveal hidden rolls one at a time (`POST /api/v1/games/{game}/rolls/{seq}/reveal`), each with its proof (docs/fairness.md). Also 400 before the end or when already revealed.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The game, with `keeper_seed`, and `warning`: that every hidden roll is exposed (message `fairness-seed-exposes-hidden`).", body = schema::Game),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        errors::Always,
    )
)]
pub async fn reveal_seed(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(m): Member,
) -> Answer {
    s.table.reveal_keeper_seed(&m).await?;
    let mut answer = serde_json::to_value(s.table.game(&game).await?).unwrap_or(Value::Null);
    answer["warning"] = Value::String(keeper_i18n::Catalogue::global().format(
        crate::error::language(),
        &Message::new("fairness-seed-exposes-hidden"),
    ));
    ok(answer)
}

/// `GET /api/v1/games/{game}/verify`: the whole chain, checked as the asker can.
#[utoipa::path(
    get,
    path = "/games/{game}/verify",
    operation_id = "verify",
    tag = "fairness",
    summary = "Verify the chain",
    description = "Checks the whole chain as the asker can: every header, the bodies they may read, and every roll that can be recomputed from the seeds revealed so far. No token needed (public bodies only).",
    security(("bearer" = []), ("cookie" = []), ()),
    responses(
        (status = 200, description = "The verification.", body = schema::Verification),
        (status = 404, response = errors::NotFound),
        (status = 429, response = errors::TooManyRequests),
        errors::Always,
    )
)]
pub async fn verify(
    State(s): State<AppState>,
    Path(game): Path<String>,
    client: crate::rate::Client,
    m: Option<Member>,
) -> Answer {
    if m.is_none() {
        s.rate.check(crate::rate::Class::Anonymous, client.0)?;
        return public(&s, &game, "verify").await;
    }
    let export = s.table.export(&game, viewer(&m), false).await?;
    let verified = crate::limits::engine(move || keeper_table::verify_export(&export)).await;
    ok(verified)
}

/// The export or verification (`kind`) of `game` as anyone sees it, made once per length
/// of its log.
async fn public(s: &AppState, game: &str, kind: &'static str) -> Answer {
    let log_len = s.table.game(game).await?.log_len;
    let bytes = match s.public.get(game, kind, log_len) {
        Some(bytes) => bytes,
        None => {
            let export = s.table.export(game, Viewer::Anyone, false).await?;
            let text = crate::limits::engine(move || {
                let value = if kind == "verify" {
                    serde_json::to_value(keeper_table::verify_export(&export))
                } else {
                    Ok(export)
                };
                value.and_then(|v| serde_json::to_vec(&v))
            })
            .await
            .map_err(|_| {
                ApiError::localized(ErrorKind::Internal, Message::new("table-api-internal"))
            })?;
            let bytes = axum::body::Bytes::from(text);
            // Kept under the length read before: an entry added meanwhile makes the next
            // request read it again, never the other way round.
            s.public.keep(game, kind, log_len, bytes.clone());
            bytes
        }
    };
    Ok((
        [(
            axum::http::header::CONTENT_TYPE,
            axum::http::HeaderValue::from_static("application/json"),
        )],
        bytes,
    )
        .into_response())
}

/// `GET /api/v1/games/{game}/export`: the log for `keeper verify --log`: every header,
/// the bodies the asker may read, the seeds revealed so far.
#[utoipa::path(
    get,
    path = "/games/{game}/export",
    operation_id = "export",
    tag = "fairness",
    summary = "Export the log",
    description = "The log for `keeper verify --log`: every header, the bodies the asker may read, the seeds revealed so far. No token needed (public bodies only).",
    security(("bearer" = []), ("cookie" = []), ()),
    responses(
        (status = 200, description = "The export.", body = schema::Export),
        (status = 404, response = errors::NotFound),
        (status = 429, response = errors::TooManyRequests),
        errors::Always,
    )
)]
pub async fn export(
    State(s): State<AppState>,
    Path(game): Path<String>,
    client: crate::rate::Client,
    m: Option<Member>,
) -> Answer {
    if m.is_none() {
        s.rate.check(crate::rate::Class::Anonymous, client.0)?;
        return public(&s, &game, "export").await;
    }
    ok(s.table.export(&game, viewer(&m), false).await?)
}

/// `GET /api/v1/openapi.json`: [`crate::openapi::document`].
#[utoipa::path(
    get,
    path = "/openapi.json",
    operation_id = "openapi",
    tag = "server",
    summary = "This document",
    description = "This OpenAPI description.",
    responses(
        (status = 200, description = "OpenAPI 3.1.", body = schema::OpenApiDocument),
        (status = 405, response = errors::MethodNotAllowed),
    )
)]
pub async fn openapi() -> Answer {
    ok(crate::openapi::document())
}
