//! `POST /api/v1/games/{game}/fight/forecast`: the Keeper's forecast of the fight going
//! on. The table builds the game's `simulate` request (7th edition or classic) from the
//! fighters as they stand;
//! the engine runs it on a blocking thread (it may take a second); the answer carries
//! the forecast and its words in the Keeper's language. Nothing is written, and nobody
//! but the Keeper may ask.

use axum::extract::State;
use axum::http::HeaderMap;
use keeper_resolve::results::classic::ClassicOutcome;
use keeper_resolve::results::coc7::{Coc7Outcome, SimulateResult};
use keeper_resolve::{Outcome, describe};
use keeper_table::TableError;
use serde::{Deserialize, Serialize};
use serde_json::{Map, json};
use utoipa::ToSchema;

use crate::api::{Answer, ok};
use crate::extract::{Json, Member};
use crate::openapi::{errors, schema};
use crate::{AppState, limits};

/// What to forecast with: the method, the fights to simulate, the round cap.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ForecastBody {
    /// `auto` (the default: exact when the fight is small enough), `exact` or
    /// `monte_carlo`.
    pub method: Option<String>,
    /// Fights to simulate, 1–1,000,000 (default 100,000).
    pub fights: Option<u64>,
    /// The round cap, 1–1000 (default 30).
    pub rounds: Option<u32>,
}

/// The forecast and its words.
#[derive(Debug, Serialize, ToSchema)]
pub struct ForecastAnswer {
    /// The result `coc7.simulate` or `classic.simulate` answers (docs/protocol.md).
    #[schema(value_type = schema::Forecast)]
    pub forecast: SimulateResult,
    /// The forecast in words, one line each, in the asker's language.
    pub words: Vec<String>,
}

/// Forecasts the fight going on (Keeper, 7th edition or classic).
#[utoipa::path(
    post,
    path = "/games/{game}/fight/forecast",
    operation_id = "forecastFight",
    tag = "fights",
    summary = "Forecast the fight going on (Keeper, 7th edition or classic)",
    description = "The odds of the whole fight from here, before anyone rolls: its fighters not down and not fled, the investigators against the NPCs (sides named in the Keeper's language), each at its current hit points with its attacks, Dodge, fighting back (classic: parry), armour and the rounds left in its guns, run by the game's `coc7.simulate` or `classic.simulate` with its house rules (exact when small enough, else simulated with a 95% interval on every figure). Answers `forecast` (the result `simulate` answers) and `words` (it in the Keeper's language). Nothing is written. 403 for anyone but the Keeper, 404 without a fight, 400 in a Chthonian game, 422 with the engine's error for a fight it cannot forecast (a field out of range, a side with nobody standing, nobody able to hurt anybody).",
    request_body = ForecastBody,
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The forecast.", body = ForecastAnswer),
        (status = 400, response = errors::BadRequest),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 422, response = errors::Rejected),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn forecast(
    State(s): State<AppState>,
    headers: HeaderMap,
    Member(m): Member,
    Json(body): Json<ForecastBody>,
) -> Answer {
    let mut fields = Map::new();
    if let Some(method) = body.method {
        fields.insert("method".into(), json!(method));
    }
    if let Some(n) = body.fights {
        fields.insert("fights".into(), json!(n));
    }
    if let Some(n) = body.rounds {
        fields.insert("rounds".into(), json!(n));
    }
    let lang = crate::extract::reader_language(&m, &headers);
    let request = s.table.forecast_request(&m, fields, lang).await?;
    let answer = limits::engine(move || keeper_resolve::answer(&request)).await;
    let forecast = match answer {
        Ok(a) => match a.outcome {
            Outcome::Coc7(Coc7Outcome::Simulate(r))
            | Outcome::Classic(ClassicOutcome::Simulate(r)) => r,
            _ => unreachable!("simulate answers a forecast"),
        },
        Err(e) => return Err(TableError::Rejected(e).into()),
    };
    let catalogue = keeper_i18n::Catalogue::global();
    let words = describe::forecast(&forecast)
        .iter()
        .map(|line| catalogue.format(lang, line))
        .collect();
    ok(ForecastAnswer { forecast, words })
}
