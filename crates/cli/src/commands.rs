//! The commands: each builds a resolve request, runs it and shows the answer.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};

use keeper_i18n::{Catalogue, Message};
use serde_json::{Map, Value, json};

use crate::args::{ProbArgs, ResolveArgs, RollArgs};
use crate::chart;
use crate::output::{Failure, text};
use crate::protocol::{self, accepted, dice_fields, fraction_to_f64};

/// `keeper roll EXPR`: dice notation, or a BCDice-style command of `--game` (`CC(1)<=50`)
/// when the text is not dice notation.
pub(crate) fn roll(args: &RollArgs, lang: &str) -> Result<(), Failure> {
    let expr = args.expr.trim();
    let mut tries = keeper_resolve::dice_or_command(expr, Some(&args.game), false);
    for req in &mut tries {
        let req = req.as_object_mut().expect("a request is an object");
        req.insert("lang".into(), json!(lang));
        dice_fields(req, args.dice.seed, args.dice.dice.as_deref(), lang)?;
    }
    let (mut answer, not_notation) = match keeper_resolve::try_resolve(&tries[0]) {
        Ok(answer) => (answer, false),
        Err(e) => (
            keeper_resolve::error_answer(&tries[0], &e),
            keeper_resolve::not_notation(&e),
        ),
    };
    let mut bcdice = false;
    if not_notation {
        let command = keeper_resolve::resolve(&tries[1]);
        // Not a command either: the dice notation's error says more, and names the other
        // game that knows the command, if one does (`CCB` is classic's, not 7th's).
        if command["error"]["code"] != "unknown_command" {
            (answer, bcdice) = (command, true);
        } else if let Some(other) = other_bcdice_game(&tries[1], &args.game) {
            let hint = text(
                lang,
                &Message::new("cli-roll-other-game").text("game", other),
            );
            let message = answer["error"]["message"].as_str().unwrap_or_default();
            answer["error"]["message"] = json!(format!("{message}; {hint}"));
        }
    }
    let mut out = io::stdout().lock();
    if args.dice.json {
        writeln!(out, "{answer}")?;
    }
    let result = accepted(&answer, (!bcdice).then_some(expr))?;
    if args.dice.json {
        return Ok(());
    }
    if bcdice {
        writeln!(out, "{}", bcdice_line(lang, result))?;
        return Ok(());
    }
    let expr = result["expr"].as_str().unwrap_or_default();
    match result.get("repetitions").and_then(Value::as_array) {
        None => writeln!(
            out,
            "{expr}: {} = {}",
            result["breakdown"].as_str().unwrap_or_default(),
            result["total"]
        )?,
        Some(reps) => {
            writeln!(out, "{expr}")?;
            for (i, rep) in reps.iter().enumerate() {
                writeln!(
                    out,
                    "{:>4}: {} = {}",
                    i + 1,
                    rep["breakdown"].as_str().unwrap_or_default(),
                    rep["total"]
                )?;
            }
        }
    }
    Ok(())
}

/// Another BCDice game than `game` that knows the command of `req`.
fn other_bcdice_game(req: &Value, game: &str) -> Option<&'static str> {
    let mut req = req.clone();
    keeper_bcdice::games::ids().into_iter().find(|other| {
        req["game"] = json!(other);
        !other.eq_ignore_ascii_case(game)
            && keeper_resolve::resolve(&req)["error"]["code"] != "unknown_command"
    })
}

/// One line for a BCDice-style result: the command, what was rolled and its judgement.
fn bcdice_line(lang: &str, result: &Value) -> String {
    let command = result["command"].as_str().unwrap_or_default().to_owned();
    let join = |v: &Value| -> String {
        v.as_array()
            .map(|a| {
                a.iter()
                    .map(Value::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .unwrap_or_default()
    };
    let mut line = if result.get("hits").is_some() {
        text(
            lang,
            &Message::new("cli-bcdice-burst")
                .text("command", command)
                .text("rolls", join(&result["rolls"]))
                .int("hits", result["hits"].as_i64().unwrap_or(0))
                .int("impales", result["impales"].as_i64().unwrap_or(0))
                .int("remaining", result["remaining"].as_i64().unwrap_or(0)),
        )
    } else {
        let judgements: Vec<String> = result["results"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(Value::as_str)
                    .map(|j| judgement_word(lang, j))
                    .collect()
            })
            .unwrap_or_default();
        let msg = Message::new(if judgements.is_empty() {
            "cli-bcdice-roll"
        } else {
            "cli-bcdice-check"
        })
        .text("command", command)
        .text("rolls", join(&result["rolls"]))
        .text("total", result["total"].to_string())
        .text("judgement", judgements.join(", "));
        text(lang, &msg)
    };
    for (flag, id) in [
        ("jammed", "cli-bcdice-jammed"),
        ("secret", "cli-bcdice-secret"),
    ] {
        if result[flag] == Value::Bool(true) {
            line.push_str(&text(lang, &Message::new(id)));
        }
    }
    line
}

/// A BCDice judgement (`"regular"`, `"fumble"`, …) in words.
fn judgement_word(lang: &str, judgement: &str) -> String {
    let id = match judgement {
        "critical" => "cli-bcdice-critical",
        "critical_special" => "cli-bcdice-critical-special",
        "special" => "cli-bcdice-special",
        "extreme" => "cli-bcdice-extreme",
        "hard" => "cli-bcdice-hard",
        "regular" => "cli-bcdice-regular",
        "success" => "cli-bcdice-success",
        "automatic_success" => "cli-bcdice-automatic-success",
        "failure" => "cli-bcdice-failure",
        "automatic_failure" => "cli-bcdice-automatic-failure",
        "fumble" => "cli-bcdice-fumble",
        "malfunction" => "cli-bcdice-malfunction",
        "fumble_malfunction" => "cli-bcdice-fumble-malfunction",
        _ => return judgement.to_owned(),
    };
    text(lang, &Message::new(id))
}

/// `keeper prob EXPR`.
pub(crate) fn prob(args: &ProbArgs, lang: &str) -> Result<(), Failure> {
    let mut req = dice_request("prob", &args.expr, lang);
    if let Some(depth) = args.explode_depth {
        req.insert("explode_depth".into(), json!(depth));
    }
    let answer = keeper_resolve::resolve(&Value::Object(req));
    let mut out = BufWriter::new(io::stdout().lock());
    if args.json {
        writeln!(out, "{answer}")?;
    }
    let result = accepted(&answer, Some(&args.expr))?;
    let expr = result["expr"].as_str().unwrap_or_default().to_owned();
    let rows = table_rows(&result["distribution"]);
    if let Some(path) = &args.svg {
        chart::write_svg(path, lang, &expr, &rows).map_err(|e| chart_failure(lang, path, &e))?;
    }
    if let Some(path) = &args.png {
        chart::write_png(path, lang, &expr, &rows).map_err(|e| chart_failure(lang, path, &e))?;
    }
    if args.json {
        return Ok(());
    }
    write_table(&mut out, lang, &expr, &rows, result)?;
    out.flush()?;
    Ok(())
}

/// `keeper resolve [FILE]`: JSON Lines in, one answer line per request out, in order.
/// Each answer is flushed once no more input is waiting, so a program can talk to keeper
/// one line at a time. (Answering lines on several threads was measured slower here:
/// per-thread allocator arenas cost more than the lines saved.)
pub(crate) fn resolve(args: &ResolveArgs) -> Result<(), Failure> {
    let input: Box<dyn Read> = match &args.file {
        Some(path) => Box::new(File::open(path).map_err(|e| open_failure("en", path, &e))?),
        None => Box::new(io::stdin().lock()),
    };
    let mut reader = BufReader::with_capacity(1 << 16, input);
    let mut out = BufWriter::new(io::stdout().lock());
    let mut line = Vec::new();
    // One buffer for every answer, written with its newline in one piece: a long answer
    // then costs no fresh memory after the first, and stdout's line buffering finds the
    // newline at its end instead of searching the whole answer for one. Made at the size
    // of a long answer (a distribution of 100 dice), so it is not copied as it grows;
    // the pages it does not use are never touched.
    let mut answer = Vec::with_capacity(1 << 17);
    loop {
        line.clear();
        let (read, truncated) =
            read_line_capped(&mut reader, &mut line, keeper_resolve::MAX_LINE_BYTES)?;
        if read == 0 {
            break;
        }
        answer.clear();
        if truncated {
            answer.extend_from_slice(keeper_resolve::line_too_long(read).as_bytes());
        } else {
            let text = String::from_utf8_lossy(&line);
            let text = text.trim();
            if text.is_empty() {
                continue;
            }
            keeper_resolve::resolve_line_into(text, &mut answer);
        }
        answer.push(b'\n');
        out.write_all(&answer)?;
        if reader.buffer().is_empty() {
            out.flush()?;
        }
    }
    out.flush()?;
    Ok(())
}

/// Reads one line into `buf`, keeping at most `cap` bytes and skipping the rest of an
/// over-long line. Returns the bytes read (0 at the end) and whether the line was cut.
fn read_line_capped(
    reader: &mut impl BufRead,
    buf: &mut Vec<u8>,
    cap: usize,
) -> io::Result<(usize, bool)> {
    let mut total = 0;
    let mut truncated = false;
    loop {
        let available = reader.fill_buf()?;
        if available.is_empty() {
            return Ok((total, truncated));
        }
        let (chunk, done) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (&available[..i], Some(i + 1)),
            None => (available, None),
        };
        if buf.len() + chunk.len() <= cap {
            buf.extend_from_slice(chunk);
        } else {
            truncated = true;
        }
        let used = done.unwrap_or(available.len());
        total += used;
        reader.consume(used);
        if done.is_some() {
            return Ok((total, truncated));
        }
    }
}

/// A request to the dice system about `expr`.
fn dice_request(action: &str, expr: &str, lang: &str) -> Map<String, Value> {
    let mut req = protocol::request("dice", action, lang);
    req.insert("expr".into(), json!(expr));
    req
}

/// One row of the odds table: outcome, exact fraction, probability.
pub(crate) struct Row {
    pub(crate) outcome: i64,
    pub(crate) fraction: String,
    pub(crate) p: f64,
}

fn table_rows(distribution: &Value) -> Vec<Row> {
    distribution
        .as_array()
        .map(|pairs| {
            pairs
                .iter()
                .map(|pair| {
                    let fraction = pair[1].as_str().unwrap_or("0").to_owned();
                    Row {
                        outcome: pair[0].as_i64().unwrap_or(0),
                        p: fraction_to_f64(&fraction),
                        fraction,
                    }
                })
                .collect()
        })
        .unwrap_or_default()
}

fn write_table(
    out: &mut impl Write,
    lang: &str,
    expr: &str,
    rows: &[Row],
    result: &Value,
) -> io::Result<()> {
    let heading = |id: &'static str| text(lang, &Message::new(id));
    writeln!(
        out,
        "{}",
        text(
            lang,
            &Message::new("cli-prob-title")
                .text("expr", expr.to_owned())
                .int("outcomes", rows.len() as i64)
        )
    )?;
    let frac_width = rows
        .iter()
        .map(|r| r.fraction.len())
        .max()
        .unwrap_or(1)
        .clamp(11, 40);
    let cell = |p: f64| Catalogue::global().percent(lang, p, 3);
    // The widest percentage as this language writes it (`100,000 %` in Russian).
    let pw = cell(1.0).chars().count().max(8);
    writeln!(
        out,
        "{:>8}  {:>fw$}  {:>pw$}  {:>pw$}  {:>pw$}",
        heading("cli-prob-outcome"),
        heading("cli-prob-probability"),
        heading("cli-prob-percent"),
        heading("cli-prob-at-most"),
        heading("cli-prob-at-least"),
        fw = frac_width
    )?;
    let top = rows.iter().map(|r| r.p).fold(0.0, f64::max);
    let mut below = 0.0;
    for row in rows {
        let at_most = below + row.p;
        let at_least = 1.0 - below;
        below = at_most;
        let fraction = if row.fraction.len() > frac_width {
            "…".to_owned()
        } else {
            row.fraction.clone()
        };
        writeln!(
            out,
            "{:>8}  {:>fw$}  {:>pw$}  {:>pw$}  {:>pw$}  {}",
            row.outcome,
            fraction,
            cell(row.p),
            cell(at_most.min(1.0)),
            cell(at_least.max(0.0)),
            bar(row.p, top, 30),
            fw = frac_width
        )?;
    }
    let mean = result["mean"].as_str().unwrap_or("0");
    writeln!(
        out,
        "{}",
        text(
            lang,
            // An exact mean too long to read is shown as a decimal only.
            &Message::new(if mean.len() > 40 {
                "cli-prob-summary-decimal"
            } else {
                "cli-prob-summary"
            })
            .text("mean", mean.to_owned())
            .decimal("mean_decimal", fraction_to_f64(mean), 4)
            .decimal("std_dev", result["std_dev"].as_f64().unwrap_or(0.0), 4)
        )
    )?;
    if let Some(cut) = result.get("cut_mass").and_then(Value::as_str) {
        writeln!(
            out,
            "{}",
            text(
                lang,
                &Message::new("cli-prob-cut")
                    .text("cut", cut.to_owned())
                    .int("depth", result["explode_depth"].as_i64().unwrap_or(0))
            )
        )?;
    }
    Ok(())
}

/// A horizontal bar of `width` cells for `p` against the largest probability `top`,
/// drawn with eighth blocks.
fn bar(p: f64, top: f64, width: usize) -> String {
    if top <= 0.0 {
        return String::new();
    }
    let eighths = ((p / top) * (width * 8) as f64).round() as usize;
    let mut s = "█".repeat(eighths / 8);
    const PARTS: [&str; 8] = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];
    s.push_str(PARTS[eighths % 8]);
    if s.is_empty() && p > 0.0 {
        s.push('▏');
    }
    s
}

/// A file that cannot be opened.
pub(crate) fn open_failure(lang: &str, path: &std::path::Path, e: &io::Error) -> Failure {
    Failure::input(
        lang,
        &Message::new("cli-error-open")
            .text("path", path.display().to_string())
            .text("error", e.to_string()),
    )
}

pub(crate) fn chart_failure(lang: &str, path: &std::path::Path, error: &str) -> Failure {
    Failure::internal(
        lang,
        &Message::new("cli-error-chart")
            .text("path", path.display().to_string())
            .text("error", error.to_owned()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_scale_to_the_top() {
        assert_eq!(bar(1.0, 1.0, 3), "███");
        assert_eq!(bar(0.5, 1.0, 2), "█");
        assert_eq!(bar(1e-9, 1.0, 2), "▏");
    }

    #[test]
    fn long_lines_are_cut_not_held() {
        let data = format!("{}\n{{}}\n", "x".repeat(100));
        let mut reader = io::Cursor::new(data.into_bytes());
        let mut buf = Vec::new();
        assert_eq!(
            read_line_capped(&mut reader, &mut buf, 10).unwrap(),
            (101, true)
        );
        buf.clear();
        assert_eq!(
            read_line_capped(&mut reader, &mut buf, 10).unwrap(),
            (3, false)
        );
        assert_eq!(buf, b"{}");
    }
}
