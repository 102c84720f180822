//! Talking to keeper-resolve, for every command: building a request, supplying dice, and
//! turning an answer into a result or a failure.

use std::io::{self, Write};
use std::path::Path;

use clap::Args;
use keeper_i18n::Message;
use serde_json::{Map, Value, json};

use crate::output::Failure;

/// `--seed`, `--dice` and `--json`, shared by every command that rolls.
#[derive(Debug, Args)]
pub(crate) struct DiceArgs {
    #[arg(long, value_name = "N", conflicts_with = "dice")]
    pub(crate) seed: Option<u64>,
    #[arg(long, value_name = "FACES", allow_hyphen_values = true)]
    pub(crate) dice: Option<String>,
    #[arg(long)]
    pub(crate) json: bool,
}

/// A request to `system`'s `action`, with messages in `lang`.
pub(crate) fn request(system: &str, action: &str, lang: &str) -> Map<String, Value> {
    let mut req = Map::new();
    req.insert("system".into(), json!(system));
    req.insert("action".into(), json!(action));
    req.insert("lang".into(), json!(lang));
    req
}

/// A request that also asks for the exact odds (`"odds": true`).
pub(crate) fn odds_request(system: &str, action: &str, lang: &str) -> Map<String, Value> {
    let mut req = request(system, action, lang);
    req.insert("odds".into(), json!(true));
    req
}

/// Adds `--seed` and `--dice` to a request.
pub(crate) fn dice_fields(
    req: &mut Map<String, Value>,
    seed: Option<u64>,
    dice: Option<&str>,
    lang: &str,
) -> Result<(), Failure> {
    if let Some(seed) = seed {
        req.insert("seed".into(), json!(seed));
    }
    if let Some(faces) = dice {
        req.insert("dice".into(), json!(parse_faces(faces, lang)?));
    }
    Ok(())
}

/// The failure an error of `request` reports, in the request's language.
pub(crate) fn failure(request: &Value, e: &keeper_resolve::ResolveError) -> Failure {
    match accepted(&keeper_resolve::error_answer(request, e), None) {
        Err(f) => f,
        Ok(_) => unreachable!("an error answer is not accepted"),
    }
}

/// The result of an answer, or the failure it reports. With `expr`, an error at a
/// column of the expression points there.
pub(crate) fn accepted<'a>(answer: &'a Value, expr: Option<&str>) -> Result<&'a Value, Failure> {
    if answer["ok"] == Value::Bool(true) {
        return Ok(&answer["result"]);
    }
    let error = &answer["error"];
    let message = error["message"].as_str().unwrap_or_default().to_owned();
    let at = expr
        .zip(
            error["column"]
                .as_u64()
                .filter(|_| error["field"] == "expr"),
        )
        .map(|(expr, column)| (expr.to_owned(), column as usize));
    Err(Failure::Input { message, at })
}

/// Resolves `req` into its typed result, as [`ask`] does: with `json`, prints the whole
/// answer as the protocol wrote it and returns `None` (or the failure it reports).
pub(crate) fn ask_outcome(
    req: Map<String, Value>,
    json: bool,
) -> Result<Option<keeper_resolve::Outcome>, Failure> {
    let request = Value::Object(req);
    match keeper_resolve::answer(&request) {
        Ok(answer) if json => {
            writeln!(io::stdout().lock(), "{}", answer.to_value())?;
            Ok(None)
        }
        Ok(answer) => Ok(Some(answer.outcome)),
        Err(e) => {
            let answer = keeper_resolve::error_answer(&request, &e);
            if json {
                writeln!(io::stdout().lock(), "{answer}")?;
            }
            Err(accepted(&answer, None).expect_err("an error answer is a failure"))
        }
    }
}

/// A sheet file as JSON (a leading byte-order mark is allowed).
pub(crate) fn read_sheet(path: &Path, lang: &str) -> Result<Value, Failure> {
    let shown = path.display().to_string();
    let content = std::fs::read_to_string(path).map_err(|e| {
        Failure::input(
            lang,
            &Message::new("cli-error-open")
                .text("path", shown.clone())
                .text("error", e.to_string()),
        )
    })?;
    serde_json::from_str(content.trim_start_matches('\u{feff}')).map_err(|e| {
        Failure::input(
            lang,
            &Message::new("cli-error-sheet-json")
                .text("path", shown)
                .text("error", e.to_string()),
        )
    })
}

/// `--dice 3,4,1` (commas or spaces) as faces.
pub(crate) fn parse_faces(faces: &str, lang: &str) -> Result<Vec<i64>, Failure> {
    faces
        .split([',', ' '])
        .filter(|s| !s.trim().is_empty())
        .map(|s| {
            s.trim().parse::<i64>().map_err(|_| {
                Failure::input(
                    lang,
                    &Message::new("cli-error-bad-face").text("face", s.trim().to_owned()),
                )
            })
        })
        .collect()
}

/// A `"num/den"` fraction as a float (both parts may be far beyond 64 bits).
pub(crate) fn fraction_to_f64(fraction: &str) -> f64 {
    let (num, den) = fraction.split_once('/').unwrap_or((fraction, "1"));
    let (n, d) = (
        num.parse::<f64>().unwrap_or(0.0),
        den.parse::<f64>().unwrap_or(1.0),
    );
    if n.is_finite() && d.is_finite() {
        return n / d;
    }
    // Beyond f64's range: drop the same number of trailing digits from both parts.
    let cut = num.len().max(den.len()).saturating_sub(300);
    let shorten = |s: &str| {
        s.get(..s.len().saturating_sub(cut))
            .unwrap_or("0")
            .parse::<f64>()
            .unwrap_or(0.0)
    };
    shorten(num) / shorten(den)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions_read_as_numbers() {
        assert!((fraction_to_f64("1/216") - 1.0 / 216.0).abs() < 1e-15);
        let big = format!("1{}/3{}", "0".repeat(400), "0".repeat(400));
        assert!((fraction_to_f64(&big) - 1.0 / 3.0).abs() < 1e-12);
    }

    #[test]
    fn faces_parse_with_commas_or_spaces() {
        assert_eq!(parse_faces("3,4, 1", "en").unwrap(), vec![3, 4, 1]);
        assert!(parse_faces("3,x", "en").is_err());
    }
}
