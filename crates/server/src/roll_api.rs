//! What a roller does at the table besides a plain roll, under `/api/v1/games/{game}`:
//! a roll followed up (pushed, Luck spent, re-rolled for a Magic Point), the Keeper's
//! experience check and an Outcome made a Trait, and rolls of two or more sides (an
//! opposed or resistance roll, a Chthonian contest). Thin handlers over keeper-table.

use axum::extract::State;

use crate::api::{Answer, created};
use crate::error::{ApiError, ErrorKind};
use crate::extract::{Json, Member, Path};
use crate::openapi::{errors, schema};
use crate::{AppState, body};

/// An optional JSON body: absent or blank is `T::default()`.
fn optional_body<T: Default + serde::de::DeserializeOwned>(
    bytes: Result<axum::body::Bytes, axum::extract::rejection::BytesRejection>,
) -> Result<T, ApiError> {
    let bytes = bytes?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    serde_json::from_slice(&bytes).map_err(|e| ApiError::new(ErrorKind::BadJson, e.to_string()))
}

/// `POST /api/v1/games/{game}/opposed`: an opposed roll, each value from its sheet.
#[utoipa::path(
    post,
    path = "/games/{game}/opposed",
    operation_id = "opposed",
    tag = "rolls",
    summary = "An opposed roll (7th edition) or a resistance roll (classic T5)",
    description = r#"Two sides: `{"sides": [{"character": id, "skill": "STR"}, {"name": "The door", "value": 60, "penalty"?: 1}], "visibility"?}`. A character's value is read from its sheet by its name there (a characteristic, a skill, `luck`, `san`); a side with no sheet gives its name and value; 7th edition sides may take `bonus` and `penalty` dice. 7th edition rolls the `opposed` action (the better level wins); classic rolls `resistance`, the first side active. The roll entry's label names the sides in order. An NPC's side is the Keeper's (403; 404 for one not shown). 400 in a Chthonian game (a contest there), for other than two sides, or a value the sheet lacks."#,
    request_body = body::Opposed,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The roll's entry.", body = schema::Entry),
        (status = 400, response = errors::BadRequest),
        errors::Refusals,
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn opposed(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(m): Member,
    Json(b): Json<body::Opposed>,
) -> Answer {
    let e = s.table.opposed_roll(&m, b.into()).await?;
    created(s.table.entry(&game, e.seq, m.viewer()).await?)
}

/// `POST /api/v1/games/{game}/rolls/{seq}/trait`: an Outcome made a Trait (Narrator).
#[utoipa::path(
    post,
    path = "/games/{game}/rolls/{seq}/trait",
    operation_id = "outcomeTrait",
    tag = "rolls",
    summary = "Make a Chthonian roll's Outcome a Trait of a character (Narrator, R5)",
    description = r#"`{"character": id, "name": "Wounded", "hinders": true}`: the Outcome of the roll at `seq` (a standard or cooperative roll, a contest's winning margin, a complex contest's winner's) becomes a Trait of the character or NPC, its rating the Outcome's size, negative when it hinders; `trait_gained` goes onto the sheet or block in an entry of the roll's visibility. 400 for a roll with no such Outcome; 403 for anyone but the Narrator."#,
    request_body = body::OutcomeTrait,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The entry of the Trait put onto the sheet.", body = schema::Entry),
        (status = 400, response = errors::BadRequest),
        errors::Refusals,
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn outcome_trait(
    State(s): State<AppState>,
    Path((game, seq)): Path<(String, i64)>,
    Member(m): Member,
    Json(b): Json<body::OutcomeTrait>,
) -> Answer {
    let e = s
        .table
        .outcome_trait(&m, seq, &b.character, &b.name, b.hinders)
        .await?;
    created(s.table.entry(&game, e.seq, m.viewer()).await?)
}

/// `POST /api/v1/games/{game}/contests`: a Chthonian contest of several sides.
#[utoipa::path(
    post,
    path = "/games/{game}/contests",
    operation_id = "contest",
    tag = "rolls",
    summary = "A Chthonian contest, complex contest or cooperative roll (R2–R4)",
    description = r#"Several sides, outside a fight: `{"kind": "contest" | "complex" | "cooperative", "sides": [{"character": id, "traits": ["Strong", {"name": "Crowbar", "rating": 2}]}, {"name": "The cellar door", "traits": [{"name": "Quality", "rating": 3}]}], "difficulty"?, "combine"?, "tie"?, "label"?, "visibility"?}`. A character's Traits are named from its own sheet or block (a Trait belongs to its bearer: two bearers' Traits of one name are two Traits, R2, R4), and its hindering Traits always count; an object, and any side for the moment (T3), brings Traits with their ratings. The rules roll it as a `roll` entry whose request names each side. A player may bring the Excursionists and objects; an NPC's side is the Narrator's (403; 404 for one not shown). 400 outside a Chthonian game, for too few sides, a Trait the bearer lacks (naming its Traits), or an object's Trait without a rating."#,
    request_body = body::Contest,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The roll's entry.", body = schema::Entry),
        (status = 400, response = errors::BadRequest),
        errors::Refusals,
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn contest(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(m): Member,
    Json(b): Json<body::Contest>,
) -> Answer {
    let e = s.table.chthonian_contest(&m, b.into()).await?;
    created(s.table.entry(&game, e.seq, m.viewer()).await?)
}

/// `POST /api/v1/games/{game}/rolls/{seq}/push`: the roller pushes a failed check.
#[utoipa::path(
    post,
    path = "/games/{game}/rolls/{seq}/push",
    operation_id = "pushRoll",
    tag = "rolls",
    summary = "Push a failed check (7th edition R5)",
    description = r#"The member who made the roll rolls a failed 7th edition skill or characteristic check once more (no body, or `{"dice": […]}` for physical dice). The new roll entry names the roll it pushes (`pushes`), keeps its visibility, and its result says `pushed_failure` when it failed. A success of a skill (the check's `skill`) ticks it on the character's sheet. Refused (422, the rules' reason) for a success or a combat, Sanity or Luck roll; 400 for a roll already pushed or with Luck spent, a pushed roll, or a roll that is not a 7th edition check; 403 for anyone but its roller."#,
    request_body = Option<body::Answer>,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The pushed roll's entry.", body = schema::Entry),
        errors::Refusals,
        (status = 413, response = errors::TooLarge),
        errors::Always,
    )
)]
pub async fn push_roll(
    State(s): State<AppState>,
    Path((game, seq)): Path<(String, i64)>,
    Member(m): Member,
    bytes: Result<axum::body::Bytes, axum::extract::rejection::BytesRejection>,
) -> Answer {
    let b: body::Answer = optional_body(bytes)?;
    let e = s.table.push_roll(&m, seq, b.dice).await?;
    created(s.table.entry(&game, e.seq, m.viewer()).await?)
}

/// `POST /api/v1/games/{game}/rolls/{seq}/luck`: the roller spends Luck on a check.
#[utoipa::path(
    post,
    path = "/games/{game}/rolls/{seq}/luck",
    operation_id = "spendLuck",
    tag = "rolls",
    summary = "Spend Luck on a check (7th edition R9, classic M3)",
    description = r#"The member who made a check for a character spends that character's Luck on it (`{"points": n}`, or no body for what the next success needs). 7th edition (R9) lowers the result, and a check's result lists the choices as `luck_costs`; classic (the house rule M3, when the game's options keep it) raises the chance one for one through the sheet's `spend_luck` operation, and a re-roll for 1 MP may have Luck spent on it too. The new roll entry names the roll (`luck_on`) and appends `luck_spent` to the sheet. Refused (422, the rules' reason) for a Luck or Sanity roll, a fumble, a classic 96–100, a house rule the game does not use, or more Luck than the sheet has; 400 for a pushed roll, a roll of no character, or one already followed up; 403 for anyone but its roller (who must also be the character's player or the Keeper)."#,
    request_body = Option<body::SpendLuck>,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The entry of the Luck spent.", body = schema::Entry),
        errors::Refusals,
        (status = 413, response = errors::TooLarge),
        errors::Always,
    )
)]
pub async fn spend_luck(
    State(s): State<AppState>,
    Path((game, seq)): Path<(String, i64)>,
    Member(m): Member,
    bytes: Result<axum::body::Bytes, axum::extract::rejection::BytesRejection>,
) -> Answer {
    let b: body::SpendLuck = optional_body(bytes)?;
    let e = s.table.spend_luck(&m, seq, b.points).await?;
    created(s.table.entry(&game, e.seq, m.viewer()).await?)
}

/// `POST /api/v1/games/{game}/rolls/{seq}/mp-reroll`: the roller re-rolls a failed
/// classic check for 1 Magic Point.
#[utoipa::path(
    post,
    path = "/games/{game}/rolls/{seq}/mp-reroll",
    operation_id = "mpReroll",
    tag = "rolls",
    summary = "Re-roll a failed classic check for 1 Magic Point (classic M2)",
    description = r#"The member who made a failed classic check for a character spends 1 of that character's Magic Points to roll it again at the same chance (the forum's house rule M2, when the game's options keep it; no body, or `{"dice": […]}` for a physical d100). The new roll entry names the roll (`rerolls`), keeps its visibility, and appends `mp_lost` (and, at 0 MP, unconsciousness) to the sheet; a re-roll that fails may be re-rolled again or have Luck spent on it. Refused (422, the rules' reason) for a success, a house rule the game does not use, or a sheet with no MP left; 400 for a roll of no character, a roll that is not a classic check, or one already followed up; 403 for anyone but its roller (who must also be the character's player or the Keeper)."#,
    request_body = Option<body::Answer>,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The re-roll's entry.", body = schema::Entry),
        errors::Refusals,
        (status = 413, response = errors::TooLarge),
        errors::Always,
    )
)]
pub async fn mp_reroll(
    State(s): State<AppState>,
    Path((game, seq)): Path<(String, i64)>,
    Member(m): Member,
    bytes: Result<axum::body::Bytes, axum::extract::rejection::BytesRejection>,
) -> Answer {
    let b: body::Answer = optional_body(bytes)?;
    let e = s.table.mp_reroll(&m, seq, b.dice).await?;
    created(s.table.entry(&game, e.seq, m.viewer()).await?)
}

/// `POST /api/v1/games/{game}/rolls/{seq}/check`: the Keeper awards an experience check.
#[utoipa::path(
    post,
    path = "/games/{game}/rolls/{seq}/check",
    operation_id = "awardCheck",
    tag = "rolls",
    summary = "Award an experience check for a successful classic skill roll (Keeper, T6)",
    description = "A successful use lets the Keeper award a check in that skill (classic T6): the roll at `seq` must be a classic check made for a character, its label a skill of the sheet. The answer is the `character_events` entry that puts `check_awarded` onto the sheet, with the roll's visibility; the experience rolls of the development phase clear it. 400 for a failed roll, a characteristic, a roll of no character, or a skill already checked; 403 for anyone but the Keeper.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The entry of the check put onto the sheet.", body = schema::Entry),
        (status = 400, response = errors::BadRequest),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::Always,
    )
)]
pub async fn award_check(
    State(s): State<AppState>,
    Path((game, seq)): Path<(String, i64)>,
    Member(m): Member,
) -> Answer {
    let e = s.table.award_check(&m, seq).await?;
    created(s.table.entry(&game, e.seq, m.viewer()).await?)
}
