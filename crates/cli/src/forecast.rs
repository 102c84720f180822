//! `keeper coc7 simulate FIGHT.json` and `keeper classic simulate FIGHT.json`: the
//! Keeper's fight forecast in the terminal. The fight file holds what `simulate` takes
//! (`sides`, `combatants`, …; a classic game's `options`); `--investigator SHEET.json`
//! and `--npc BLOCK.txt` add fighters from sheets and stat blocks, read as a game's
//! table reads them; `--db` and `--game` start from a game's fight going on. The request
//! is read by the protocol's own decoder, run here with a progress bar, and shown in the
//! reader's language or as JSON, with the rounds' distribution as a chart on request.

use std::io::{self, Write};
use std::path::PathBuf;

use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use keeper_i18n::{Catalogue, Message};
use keeper_resolve::describe;
use serde_json::{Value, json};

use crate::chart;
use crate::commands::{Row, chart_failure, open_failure};
use crate::output::{Failure, text};
use crate::protocol;

#[derive(Debug, Args)]
pub(crate) struct SimulateArgs {
    #[arg(value_name = "FIGHT.json", required_unless_present_any = ["game", "investigator", "npc"])]
    pub(crate) fight: Option<PathBuf>,
    #[arg(long, value_name = "SHEET.json")]
    pub(crate) investigator: Vec<PathBuf>,
    #[arg(long, value_name = "BLOCK.txt")]
    pub(crate) npc: Vec<PathBuf>,
    #[arg(long, value_name = "URL", requires = "game", conflicts_with = "fight")]
    pub(crate) db: Option<String>,
    #[arg(long, value_name = "ID", requires = "db")]
    pub(crate) game: Option<String>,
    #[arg(long, value_enum)]
    pub(crate) method: Option<ForecastMethod>,
    #[arg(long, value_name = "N")]
    pub(crate) fights: Option<u64>,
    #[arg(long, value_name = "N")]
    pub(crate) rounds: Option<u32>,
    #[arg(long, value_name = "N")]
    pub(crate) seed: Option<u64>,
    #[arg(long, value_name = "FILE")]
    pub(crate) svg: Option<PathBuf>,
    #[arg(long, value_name = "FILE")]
    pub(crate) png: Option<PathBuf>,
    #[arg(long)]
    pub(crate) json: bool,
}

/// `--method`.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub(crate) enum ForecastMethod {
    Auto,
    Exact,
    MonteCarlo,
}

impl ForecastMethod {
    fn wire(self) -> &'static str {
        match self {
            ForecastMethod::Auto => "auto",
            ForecastMethod::Exact => "exact",
            ForecastMethod::MonteCarlo => "monte_carlo",
        }
    }
}

/// Forecasts the fight of the file, or of the game's fight going on, by `system`'s rules.
pub(crate) fn simulate(system: &str, a: &SimulateArgs, lang: &str) -> Result<(), Failure> {
    let mut req = protocol::request(system, "simulate", lang);
    if let Some(path) = &a.fight {
        let file = std::fs::read_to_string(path).map_err(|e| open_failure(lang, path, &e))?;
        match serde_json::from_str::<Value>(&file) {
            Ok(Value::Object(fight)) => {
                for (k, v) in fight {
                    // The envelope is this command's: a file names only the fight.
                    if !matches!(k.as_str(), "system" | "action" | "lang") {
                        req.insert(k, v);
                    }
                }
            }
            _ => {
                return Err(Failure::input(
                    lang,
                    &Message::new("cli-error-forecast-file")
                        .text("path", path.display().to_string()),
                ));
            }
        }
    }
    if let Some(m) = a.method {
        req.insert("method".into(), json!(m.wire()));
    }
    if let Some(n) = a.fights {
        req.insert("fights".into(), json!(n));
    }
    if let Some(n) = a.rounds {
        req.insert("rounds".into(), json!(n));
    }
    let mut request = match (&a.db, &a.game) {
        (Some(db), Some(game)) => crate::table::forecast_request(db, game, req, lang)?,
        _ => Value::Object(req),
    };
    if request["system"] != system {
        return Err(Failure::input(
            lang,
            &Message::new("cli-error-forecast-system")
                .text(
                    "game",
                    request["system"].as_str().unwrap_or_default().to_owned(),
                )
                .text("system", system.to_owned()),
        ));
    }
    add_entrants(system, a, lang, &mut request)?;
    let (fight, mut settings) =
        keeper_resolve::simulation(&request).map_err(|e| protocol::failure(&request, &e))?;
    settings.seed = a.seed.unwrap_or_else(keeper_dice::EntropyDice::fresh_seed);
    // The bar draws only on a terminal; the exact method never calls it.
    let bar = ProgressBar::new(settings.fights);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} {msg} ({eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar.set_message(Catalogue::global().format(lang, &Message::new("forecast-progress")));
    let result = keeper_resolve::forecast(&fight, &settings, &|done| bar.set_position(done));
    bar.finish_and_clear();
    let result = result.map_err(|e| protocol::failure(&request, &e))?;
    let mut out = io::stdout().lock();
    if a.json {
        writeln!(
            out,
            "{}",
            serde_json::to_string(&result).unwrap_or_default()
        )?;
    } else {
        for line in describe::forecast(&result) {
            writeln!(out, "{}", text(lang, &line))?;
        }
    }
    let rows: Vec<Row> = result
        .rounds
        .iter()
        .enumerate()
        .map(|(i, f)| Row {
            outcome: i as i64 + 1,
            fraction: f.exact.clone().unwrap_or_default(),
            p: f.value,
        })
        .collect();
    let title = Catalogue::global().format(lang, &Message::new("cli-forecast-chart-title"));
    if let Some(path) = &a.svg {
        chart::write_svg(path, lang, &title, &rows).map_err(|e| chart_failure(lang, path, &e))?;
    }
    if let Some(path) = &a.png {
        chart::write_png(path, lang, &title, &rows).map_err(|e| chart_failure(lang, path, &e))?;
    }
    Ok(())
}

/// Adds the fighters of `--investigator` and `--npc` to the request: read by the table
/// as a game reads a sheet or a stat block, on the investigators' and the NPCs' sides
/// (added to `sides` when the request lacks them).
fn add_entrants(
    system: &str,
    a: &SimulateArgs,
    lang: &str,
    request: &mut Value,
) -> Result<(), Failure> {
    use keeper_table::Entrant;
    if a.investigator.is_empty() && a.npc.is_empty() {
        return Ok(());
    }
    let mut names: Vec<String> = request["combatants"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["name"].as_str().map(str::to_owned))
        .collect();
    let options = request.get("options").cloned().unwrap_or(Value::Null);
    let files = a.investigator.iter().map(|p| (p, true));
    let mut added = Vec::new();
    for (path, sheet) in files.chain(a.npc.iter().map(|p| (p, false))) {
        let text = std::fs::read_to_string(path).map_err(|e| open_failure(lang, path, &e))?;
        let entrant = if sheet {
            let sheet = serde_json::from_str(&text).map_err(|_| {
                Failure::input(
                    lang,
                    &Message::new("cli-error-forecast-sheet")
                        .text("path", path.display().to_string()),
                )
            })?;
            Entrant::Sheet(sheet)
        } else {
            Entrant::StatBlock(text)
        };
        let read =
            keeper_table::forecast_combatants(system, &options, lang, &[entrant], &mut names)
                .map_err(|e| {
                    Failure::input(
                        lang,
                        &Message::new("cli-error-forecast-fighter")
                            .text("path", path.display().to_string())
                            .msg("reason", keeper_i18n::Localize::message(&e)),
                    )
                })?;
        added.extend(read);
    }
    let Value::Object(req) = request else {
        return Ok(());
    };
    let sides = req.entry("sides").or_insert_with(|| json!([]));
    if let Value::Array(sides) = sides {
        for side in keeper_table::forecast_sides(lang) {
            let used = added.iter().any(|c| c["side"] == side);
            if used && !sides.iter().any(|s| s["name"] == side) {
                sides.push(json!({"name": side}));
            }
        }
    }
    let combatants = req.entry("combatants").or_insert_with(|| json!([]));
    if let Value::Array(list) = combatants {
        list.extend(added);
    }
    Ok(())
}
