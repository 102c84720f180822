//! The resolve protocol: the one machine-readable way into every rule of keeper.
//!
//! A request is a JSON object naming a `system` and an `action` with the action's
//! fields; the answer is `{"id", "ok": true, "result", "dice"}` or
//! `{"id", "ok": false, "error": {"code", "message", …}}`. The CLI (`keeper resolve`,
//! JSON Lines) and the HTTP API speak it alike. Codes and field names are stable and
//! English; `message` follows the request's `lang`.
//!
//! # Brief overview
//! - [`resolve`]: one request (a parsed JSON value) to one response value.
//! - [`resolve_line`]: one line of JSON Lines to one response line; a line that is not
//!   JSON answers `bad_json` with `"id": null`. [`resolve_line_into`] writes it into a
//!   buffer the caller reuses.
//! - [`Request`]: the envelope with typed accessors that produce the protocol's
//!   `missing_field` / `bad_field` errors.
//! - [`ResolveError`]: a stable [`Code`], a catalogue [`Message`] and extra fields.
//! - [`dice_or_command`]: the requests typed text is tried as (dice notation, then a
//!   BCDice-style command), with [`not_notation`] deciding when to go on.
//!
//! # Example
//! ```
//! let answer = keeper_resolve::resolve_line(
//!     r#"{"id": 1, "system": "dice", "action": "roll", "expr": "2d6+6", "dice": [3, 5]}"#,
//! );
//! assert_eq!(answer, r#"{"id":1,"ok":true,"result":{"expr":"2d6+6","total":14,"terms":[{"term":"2d6","value":8,"dice":[{"die":"d6","face":3},{"die":"d6","face":5}]}],"breakdown":"[3, 5]+6"},"dice":[3,5]}"#);
//! ```
#![deny(missing_docs)]

mod decode;
pub mod describe;
mod error;
mod json_out;
mod outcome;
mod request;
pub mod results;
mod roll_text;
mod systems;

use keeper_dice::{DiceSource, EntropyDice, Recorded, SeededDice, SuppliedDice};
use serde_json::{Value, json};

pub use error::{Code, Listed, ResolveError};
pub use outcome::{Answer, DecodeError, Outcome};
pub use request::{AsRun, Drawn, Request};
pub use roll_text::{bcdice_game, dice_or_command, not_notation};
pub use systems::{ClassicOffers, classic_offers};

/// A `coc7.simulate` or `classic.simulate` request's fight and settings (seed 0), for a
/// caller that runs the forecast itself, with its own seed and progress, and then
/// [`forecast`].
pub fn simulation(
    request: &Value,
) -> Result<(keeper_forecast::Fight, keeper_forecast::Settings), ResolveError> {
    systems::simulate::setup_request(&Request::new(request)?)
}

/// Runs a forecast [`simulation`] set up: the result `simulate` answers.
pub fn forecast(
    fight: &keeper_forecast::Fight,
    settings: &keeper_forecast::Settings,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<results::simulate::SimulateResult, ResolveError> {
    systems::simulate::run(fight, settings, progress)
}

/// Longest request line read, in bytes. Longer lines answer `too_large` without being
/// parsed, so one line cannot make the reader hold unbounded memory.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// Resolves one line of JSON Lines into one response line (without the newline).
pub fn resolve_line(line: &str) -> String {
    let mut out = Vec::new();
    resolve_line_into(line, &mut out);
    String::from_utf8(out).expect("JSON text is UTF-8")
}

/// [`resolve_line`], appending the response line to `out`: a reader answering many
/// lines reuses one buffer, so a long answer is written once into storage already
/// there, not grown and copied into fresh memory line after line.
pub fn resolve_line_into(line: &str, out: &mut Vec<u8>) {
    if line.len() > MAX_LINE_BYTES {
        return out.extend_from_slice(line_too_long(line.len()).as_bytes());
    }
    let response = match serde_json::from_str::<Value>(line) {
        // A success is written from its typed answer, with no JSON tree in between: the
        // same text (`Answer`'s `Serialize` is the protocol's), without a copy of every
        // string of a long distribution.
        Ok(request) => match answer(&request) {
            Ok(answer) => return json_out::write_answer(&answer, out),
            Err(e) => error_answer(&request, &e),
        },
        Err(e) => error_response(Value::Null, None, &ResolveError::bad_json(&e)),
    };
    out.extend_from_slice(json_out::to_json(&response).as_bytes());
}

/// The answer line to a request line of `bytes` bytes, over [`MAX_LINE_BYTES`], for a
/// reader that skipped the line rather than hold it.
pub fn line_too_long(bytes: usize) -> String {
    let error = ResolveError::line_too_long(bytes, MAX_LINE_BYTES);
    json_out::to_json(&error_response(Value::Null, None, &error))
}

/// Resolves one request into its response.
pub fn resolve(request: &Value) -> Value {
    match try_resolve(request) {
        Ok(response) => response,
        Err(e) => error_answer(request, &e),
    }
}

/// The answer `resolve` writes when `request` fails with `error`: its `id`, `ok: false`,
/// and the error in the request's `lang`.
pub fn error_answer(request: &Value, error: &ResolveError) -> Value {
    let id = request.get("id").cloned().unwrap_or(Value::Null);
    let lang = request.get("lang").and_then(Value::as_str);
    error_response(id, lang, error)
}

/// Resolves one request: the whole response of a success (`id`, `ok`, `result`,
/// `dice`), or the error, typed, so a caller that answers someone else (the table's
/// API) puts it into that reader's words.
pub fn try_resolve(request: &Value) -> Result<Value, ResolveError> {
    answer(request).map(|a| a.to_value())
}

/// Resolves one request into its typed answer: what a caller that reads the result
/// (the table, the CLI) uses, so no field is picked out of JSON by name.
pub fn answer(request: &Value) -> Result<Answer, ResolveError> {
    answer_run(request, None)
}

/// [`answer`] to `request` run with `drawn` as its `seed` or `dice`: what a caller that
/// keeps a request and runs it many times uses (the table), so the request is not copied
/// for each run. [`AsRun`] writes the request as it was run.
pub fn answer_drawn(request: &Value, drawn: Drawn<'_>) -> Result<Answer, ResolveError> {
    answer_run(request, Some(drawn))
}

/// [`answer`] and [`answer_drawn`]: the request run as it is, or with what was drawn.
fn answer_run(request: &Value, drawn: Option<Drawn<'_>>) -> Result<Answer, ResolveError> {
    let id = request.get("id").cloned().unwrap_or(Value::Null);
    let (outcome, dice) = Request::new(request).and_then(|req| {
        let req = match drawn {
            Some(drawn) => req.with_drawn(drawn),
            None => req,
        };
        run(&req)
    })?;
    Ok(Answer { id, outcome, dice })
}

/// What the requests of one array may cost in all, so that a thousand requests each
/// within its own limits cannot add up to gigabytes. Requests are charged in order;
/// one that would go past what is left answers `too_large` with `error.limit`
/// `array_bytes` or `array_work`, without being run.
#[derive(Debug, Clone)]
pub struct Allowance {
    text: u64,
    work: u64,
    text_total: u64,
    work_total: u64,
}

impl Allowance {
    /// The allowance of one array: [`ARRAY_MAX_BYTES`] of answers and
    /// [`ARRAY_MAX_WORK`] of exact-odds work.
    pub fn array() -> Allowance {
        Allowance::new(ARRAY_MAX_BYTES, ARRAY_MAX_WORK)
    }

    /// An allowance of `text` bytes of answers and `work` steps of exact odds.
    pub fn new(text: u64, work: u64) -> Allowance {
        Allowance {
            text,
            work,
            text_total: text,
            work_total: work,
        }
    }
}

/// Most bytes the answers of one array may take in all: 32 MiB, twice one answer's
/// [`keeper_dice::odds::MAX_TEXT`].
pub const ARRAY_MAX_BYTES: u64 = 32 << 20;
/// Most exact-odds work the requests of one array may take in all (the units of
/// [`keeper_dice::odds::Budget::max_work`]): twice one request's, about two seconds.
pub const ARRAY_MAX_WORK: u64 = 4_000_000_000;

/// Resolves one request of an array, charging it to `allowance`: its exact odds'
/// estimated work before it runs, its answer's bytes after.
pub fn resolve_within(request: &Value, allowance: &mut Allowance) -> Value {
    let id = request.get("id").cloned().unwrap_or(Value::Null);
    let lang = request.get("lang").and_then(Value::as_str);
    let refuse = |limit, allowed| {
        error_response(
            id.clone(),
            lang,
            &ResolveError::over_allowance(limit, allowed),
        )
    };
    if allowance.text == 0 {
        return refuse(error::ARRAY_TEXT_LIMIT, allowance.text_total);
    }
    if let Some(estimate) = systems::dice::estimate(request) {
        if estimate.work > allowance.work {
            return refuse(error::ARRAY_WORK_LIMIT, allowance.work_total);
        }
        if estimate.text > allowance.text {
            return refuse(error::ARRAY_TEXT_LIMIT, allowance.text_total);
        }
        allowance.work -= estimate.work;
    }
    if let Some(work) = systems::simulate::estimate(request) {
        if work > allowance.work {
            return refuse(error::ARRAY_WORK_LIMIT, allowance.work_total);
        }
        allowance.work -= work;
    }
    let response = resolve(request);
    let bytes = json_out::json_len(&response);
    if bytes > allowance.text {
        allowance.text = 0;
        return refuse(error::ARRAY_TEXT_LIMIT, allowance.text_total);
    }
    allowance.text -= bytes;
    response
}

fn error_response(id: Value, lang: Option<&str>, error: &ResolveError) -> Value {
    json!({"id": id, "ok": false, "error": error.to_json(lang.unwrap_or(keeper_i18n::FALLBACK_LANGUAGE))})
}

/// Runs the request's action with the dice it asks for, and checks that supplied dice
/// were all used.
fn run(req: &Request<'_>) -> Result<(Outcome, Vec<i64>), ResolveError> {
    let system = systems::find(req.system())?;
    match req.supplied_dice()? {
        Some(faces) => {
            let mut source = Recorded::new(SuppliedDice::new(faces));
            let result = system.resolve(req, &mut source)?;
            let (supplied, used) = source.into_parts();
            if !supplied.unused().is_empty() {
                return Err(ResolveError::unused_dice(supplied.unused()));
            }
            Ok((result, used))
        }
        None => {
            let (mut seeded, mut entropy);
            let inner: &mut dyn DiceSource = match req.seed()? {
                Some(seed) => {
                    seeded = SeededDice::new(seed);
                    &mut seeded
                }
                None => {
                    entropy = EntropyDice::new();
                    &mut entropy
                }
            };
            let mut source = Recorded::new(inner);
            let result = system.resolve(req, &mut source)?;
            Ok((result, source.into_parts().1))
        }
    }
}

/// The name of a success level as the wire writes it (`"hard"`, `"special"`,
/// `"automatic_failure"`), for every system's results; `None` for a word that is none.
pub fn level_message(level: &str) -> Option<keeper_i18n::Message> {
    let id = match level {
        "critical" => "level-critical",
        "extreme" => "level-extreme",
        "hard" => "level-hard",
        "regular" => "level-regular",
        "success" => "level-success",
        "special" => "level-special",
        "failure" => "level-failure",
        "fumble" => "level-fumble",
        "critical_special" => "level-critical-special",
        "fumble_malfunction" => "level-fumble-malfunction",
        "malfunction" => "level-malfunction",
        "automatic_success" => "level-automatic-success",
        "automatic_failure" => "level-automatic-failure",
        "partial" => "level-partial",
        _ => return None,
    };
    Some(keeper_i18n::Message::new(id))
}

/// The characteristics of `system`'s investigators, in its rules' order (coc7 C1,
/// classic A1), as the wire names them (`"STR"`); empty for a system without them.
pub fn characteristic_names(system: &str) -> &'static [&'static str] {
    static COC7: std::sync::LazyLock<[&str; 8]> = std::sync::LazyLock::new(|| {
        keeper_coc7::Characteristic::ALL.map(keeper_coc7::Characteristic::as_str)
    });
    match system {
        "coc7" => &*COC7,
        "classic" => &keeper_classic::Characteristics::NAMES,
        _ => &[],
    }
}

/// Every system this build answers, each with its actions, in the order error
/// messages list them.
pub fn actions() -> Vec<(&'static str, &'static [&'static str])> {
    systems::SYSTEMS
        .iter()
        .map(|&name| {
            let system = systems::find(name).expect("a listed system is found");
            (name, system.actions())
        })
        .collect()
}

/// One rule system behind the protocol.
pub(crate) trait System: Sync {
    /// The actions it answers.
    fn actions(&self) -> &'static [&'static str];

    /// Runs `req.action()` with faces from `dice`.
    fn resolve(
        &self,
        req: &Request<'_>,
        dice: &mut dyn DiceSource,
    ) -> Result<Outcome, ResolveError>;
}
