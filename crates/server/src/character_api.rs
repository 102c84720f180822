//! Characters under `/api/v1/games/{game}/characters`: investigators and NPCs made,
//! read as each member may see them, and their sheet events. Thin handlers over
//! keeper-table's characters.

use axum::extract::State;
use keeper_i18n::Message;
use keeper_table::CharacterKind;

use crate::api::{Answer, created, ok};
use crate::error::ApiError;
use crate::extract::{Json, Member, Path};
use crate::openapi::{errors, schema};
use crate::{AppState, body};

/// `GET /api/v1/games/{game}/characters`.
#[utoipa::path(
    get,
    path = "/games/{game}/characters",
    operation_id = "characters",
    tag = "characters",
    summary = "Characters",
    description = "Every character, each as the member may see it (hidden events left out).",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The characters.", body = [schema::Character]),
        (status = 401, response = errors::Unauthorized),
        errors::Always,
    )
)]
pub async fn characters(State(s): State<AppState>, Member(m): Member) -> Answer {
    ok(s.table.characters(&m).await?)
}

/// Makes a character by the system's creation rules or from a sheet.
#[utoipa::path(
    post,
    path = "/games/{game}/characters",
    operation_id = "createCharacter",
    tag = "characters",
    summary = "Create a character",
    description = "By the system's creation rules (`create`: the fields of coc7's or classic's `investigator` action; rolled dice come from the game's seed) or from a whole `sheet` in the system's format (Chthonian characters are given as a sheet). Players make their own; the Keeper may give one to any member (`owner`). Observers cannot. The Keeper makes a non-player character with `{\"kind\": \"npc\", \"statblock\": \"…\"}` (7th edition and classic; read by the system's `statblock` action, an unreadable line refused with `field` `statblock` and its `line`): its stats are the Keeper's only, its name hidden until shown.",
    request_body = body::CreateCharacter,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The character.", body = schema::Character),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::JsonBody,
        (status = 422, response = errors::Rejected),
        errors::Always,
    )
)]
pub async fn create_character(
    State(s): State<AppState>,
    Member(m): Member,
    Json(b): Json<body::CreateCharacter>,
) -> Answer {
    let kind = match b.kind.as_deref() {
        None => CharacterKind::Investigator,
        Some(k) => CharacterKind::parse(k).ok_or_else(|| {
            ApiError::bad_field(
                "kind",
                Message::new("table-npc-kind").text("kind", k.to_owned()),
            )
        })?,
    };
    let character = match (kind, b.statblock) {
        (CharacterKind::Npc, Some(statblock)) if b.create.is_none() && b.sheet.is_none() => {
            s.table.create_npc(&m, &statblock).await?
        }
        (CharacterKind::Npc, _) => {
            return Err(ApiError::bad_field(
                "statblock",
                Message::new("table-npc-statblock"),
            ));
        }
        (CharacterKind::Investigator, Some(_)) => {
            return Err(ApiError::bad_field(
                "kind",
                Message::new("table-npc-statblock-kind"),
            ));
        }
        (CharacterKind::Investigator, None) => {
            s.table
                .create_character(&m, b.owner.as_deref(), b.create, b.sheet)
                .await?
        }
    };
    created(character)
}

/// `GET /api/v1/games/{game}/characters/{id}`.
#[utoipa::path(
    get,
    path = "/games/{game}/characters/{id}",
    operation_id = "character",
    tag = "characters",
    summary = "A character",
    description = "The character as the member may see it: its sheet with the events of the entries they can read, and everything derived from it.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The character.", body = schema::Character),
        (status = 401, response = errors::Unauthorized),
        (status = 404, response = errors::NotFound),
        errors::Always,
    )
)]
pub async fn character(
    State(s): State<AppState>,
    Path((_, id)): Path<(String, String)>,
    Member(m): Member,
) -> Answer {
    ok(s.table.character(&m, &id).await?)
}

/// Appends events to a character (its player or the Keeper): damage, Sanity loss, …
#[utoipa::path(
    post,
    path = "/games/{game}/characters/{id}/events",
    operation_id = "characterEvents",
    tag = "characters",
    summary = "Append events to a sheet",
    description = "Damage, Sanity loss, healing, … in the system's event format (1 to 100 events), logged with the given visibility: hidden events change the sheet only for those who may read them. The character's player or the Keeper.",
    request_body = body::Events,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The character as the asker now sees it.", body = schema::Character),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::JsonBody,
        errors::Always,
    )
)]
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

/// `POST /api/v1/games/{game}/characters/{id}/treat`.
#[utoipa::path(
    post,
    path = "/games/{game}/characters/{id}/treat",
    operation_id = "treat",
    tag = "characters",
    summary = "Treat an investigator's wounds (7th edition)",
    description = "First Aid or Medicine by a `healer` (an investigator of the game, at the skill on their sheet; Medicine needs `equipment: true`, H7), the dying investigator's CON roll (`dying_round`, H4), or a `day` or `week` of natural healing (H6, the Keeper's). The patient's wounds and CON come from their sheet; the rules' `heal` action judges it from the game's seeds and its events go onto the sheet. The Keeper, the patient's player, or for First Aid and Medicine the healer's player. The rules' refusals (First Aid twice on one wound, healing the dead, Medicine before First Aid for the dying) are 422 with the rule.",
    request_body = body::Treat,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The roll's entry.", body = schema::Entry),
        (status = 400, response = errors::BadRequest),
        errors::Refusals,
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn treat(
    State(s): State<AppState>,
    Path((game, id)): Path<(String, String)>,
    Member(m): Member,
    Json(b): Json<body::Treat>,
) -> Answer {
    let e = s.table.treat(&m, &id, b.into()).await?;
    created(s.table.entry(&game, e.seq, m.viewer()).await?)
}

/// `POST /api/v1/games/{game}/time`: the Keeper passes game time.
#[utoipa::path(
    post,
    path = "/games/{game}/time",
    operation_id = "passTime",
    tag = "characters",
    summary = "Pass game time (the Keeper's)",
    description = "The Keeper says how many game `hours` pass (0–720) and whether a `new_day` begins. For every living investigator the rules give back Magic Points (7th edition C5: 1 an hour; classic M1: a quarter of the total every 6 hours, all after 24); classic starts a new hour of Sanity losses (`hour_started`, N5) and a new day starts 7th edition's count of the day's Sanity losses again (`day_started`, N5). Each investigator whose sheet changes gets one `character_events` entry (with `hours`, and `new_day` when one began), all in one transaction; the answer lists them, and is empty when nothing changed. 400 for more than 720 hours, for neither hours nor a new day, or in a Chthonian game; 403 for anyone but the Keeper.",
    request_body = body::TimePasses,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The entries, one per investigator changed.", body = [schema::Entry]),
        (status = 400, response = errors::BadRequest),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 409, response = errors::GameEnded),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn pass_time(
    State(s): State<AppState>,
    Path(game): Path<String>,
    Member(m): Member,
    Json(b): Json<body::TimePasses>,
) -> Answer {
    let mut out = Vec::new();
    for e in s.table.pass_time(&m, b.into()).await? {
        out.push(s.table.entry(&game, e.seq, m.viewer()).await?);
    }
    created(out)
}
