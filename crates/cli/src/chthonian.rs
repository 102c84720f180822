//! `keeper chthonian …`: Chthonian rolls, contests and sheets from the terminal. Each
//! command builds a resolve request (`system: "chthonian"`), runs it and shows the
//! answer: the exact odds first, then the roll.

use std::io::{self, Write};

use keeper_i18n::Message;
use serde_json::{Map, Value, json};

use crate::args::{
    ChthonianArgs, ChthonianCommand, ChthonianContestArgs, ChthonianRollArgs, ChthonianSheetArgs,
};
use crate::output::{Failure, text};
use crate::protocol::{self, dice_fields, percent_of};

/// Runs one `keeper chthonian` subcommand.
pub(crate) fn run(args: &ChthonianArgs, lang: &str) -> Result<(), Failure> {
    match &args.command {
        ChthonianCommand::Roll(a) => roll(a, lang),
        ChthonianCommand::Contest(a) => contest(a, lang),
        ChthonianCommand::Sheet(a) => sheet(a, lang),
    }
}

/// `keeper chthonian roll --trait "Ex-Detective 2" --difficulty 11`.
fn roll(args: &ChthonianRollArgs, lang: &str) -> Result<(), Failure> {
    let traits = args
        .traits
        .iter()
        .map(|t| parse_trait(t, lang))
        .collect::<Result<Vec<_>, _>>()?;
    let mut req = request("roll", lang);
    req.insert("traits".into(), Value::Array(traits));
    req.insert("difficulty".into(), json!(args.difficulty));
    dice_fields(&mut req, args.dice.seed, args.dice.dice.as_deref(), lang)?;
    let Some(result) = protocol::ask(req, args.dice.json)? else {
        return Ok(());
    };
    let result = &result;
    let mut out = io::stdout().lock();
    let odds = &result["odds"];
    writeln!(
        out,
        "{}",
        text(
            lang,
            &Message::new("cli-chthonian-odds-roll").text("p", percent_of(lang, &odds["success"]))
        )
    )?;
    writeln!(out, "{}", roll_line(lang, result))?;
    Ok(())
}

/// `keeper chthonian contest --side "Walter: Powerful 1" --side "mulk: Inhuman Strength 3"`,
/// a complex contest with `--difficulty`.
fn contest(args: &ChthonianContestArgs, lang: &str) -> Result<(), Failure> {
    let mut names = Vec::new();
    let mut sides = Vec::new();
    for (i, side) in args.sides.iter().enumerate() {
        let (name, traits) = parse_side(side, lang)?;
        names.push(name.unwrap_or_else(|| {
            text(
                lang,
                &Message::new("cli-chthonian-side-name").int("n", i as i64 + 1),
            )
        }));
        sides.push(json!({"traits": traits}));
    }
    let complex = args.difficulty.is_some();
    let mut req = request(if complex { "complex" } else { "contest" }, lang);
    req.insert("sides".into(), Value::Array(sides));
    req.insert("tie".into(), json!(args.tie));
    if let Some(d) = args.difficulty {
        req.insert("difficulty".into(), json!(d));
    }
    dice_fields(&mut req, args.dice.seed, args.dice.dice.as_deref(), lang)?;
    let Some(result) = protocol::ask(req, args.dice.json)? else {
        return Ok(());
    };
    let result = &result;
    let mut out = io::stdout().lock();
    let odds = &result["odds"];
    let mut parts: Vec<String> = odds["wins"]
        .as_array()
        .into_iter()
        .flatten()
        .zip(&names)
        .map(|(p, name)| format!("{name} {}", percent_of(lang, p)))
        .collect();
    parts.push(text(
        lang,
        &Message::new("cli-chthonian-nobody").text("p", percent_of(lang, &odds["nobody"])),
    ));
    writeln!(
        out,
        "{}",
        text(
            lang,
            &Message::new("cli-chthonian-odds-contest").text("list", parts.join(", "))
        )
    )?;
    for (i, name) in names.iter().enumerate() {
        let side = &result["sides"][i];
        let rolled = &result["rolls"][i];
        let mut line = format!("{name}: {}", breakdown(rolled, &side["traits"]));
        match complex {
            false => line.push_str(&format!(" = {}", result["results"][i])),
            true => line.push_str(&text(
                lang,
                &Message::new("cli-chthonian-complex-side")
                    .int("total", result["totals"][i].as_i64().unwrap_or(0))
                    .int("outcome", result["results"][i].as_i64().unwrap_or(0)),
            )),
        }
        writeln!(out, "{line}")?;
        ignored_line(&mut out, lang, &side["ignored"])?;
    }
    for (n, round) in result["rerolls"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        let list: Vec<String> = round
            .as_array()
            .into_iter()
            .flatten()
            .map(|r| {
                format!(
                    "{} {} → {}",
                    names[r["side"].as_u64().unwrap_or(0) as usize],
                    r["roll"],
                    r["total"]
                )
            })
            .collect();
        writeln!(
            out,
            "{}",
            text(
                lang,
                &Message::new("cli-chthonian-reroll")
                    .int("n", n as i64 + 1)
                    .text("list", list.join(", "))
            )
        )?;
    }
    let verdict = match result["winner"].as_u64() {
        None if complex
            && result["results"]
                .as_array()
                .into_iter()
                .flatten()
                .all(|o| o.as_i64() <= Some(0)) =>
        {
            Message::new("cli-chthonian-complex-nobody")
        }
        None => Message::new("cli-chthonian-tie"),
        Some(w) => Message::new("cli-chthonian-winner")
            .text("side", names[w as usize].clone())
            .int("outcome", result["outcome"].as_i64().unwrap_or(0))
            .text(
                "how",
                result["tie_break"].as_str().unwrap_or("none").to_owned(),
            ),
    };
    writeln!(out, "{}", text(lang, &verdict))?;
    Ok(())
}

/// `keeper chthonian sheet FILE`: a JSON sheet (format `keeper-chthonian-sheet`,
/// version 1, see docs/protocol.md) checked and shown with what derives from it.
fn sheet(args: &ChthonianSheetArgs, lang: &str) -> Result<(), Failure> {
    let sheet = protocol::read_sheet(&args.file, lang)?;
    let mut req = protocol::request("chthonian", "sheet", lang);
    req.insert("sheet".into(), sheet);
    let Some(result) = protocol::ask(req, args.json)? else {
        return Ok(());
    };
    let result = &result;
    let mut out = io::stdout().lock();
    writeln!(out, "{}", sheet_header(lang, result))?;
    for t in result["traits"].as_array().into_iter().flatten() {
        writeln!(out, "  {}", trait_text(t))?;
    }
    let ti = result["ti"].as_u64().unwrap_or(0);
    let boxes: String = (0..ti.max(10))
        .map(|i| if i < ti { '■' } else { '□' })
        .collect();
    writeln!(
        out,
        "{}",
        text(
            lang,
            &Message::new("cli-chthonian-sheet-ti")
                .int("ti", ti as i64)
                .text("boxes", boxes)
        )
    )?;
    writeln!(
        out,
        "{}",
        text(
            lang,
            &Message::new("cli-chthonian-sheet-derived")
                .int("practicality", result["practicality"].as_i64().unwrap_or(0))
                .text(
                    "cognizance",
                    format!("{:+}", result["cognizance"].as_i64().unwrap_or(0))
                )
        )
    )?;
    let nodules = match result["nodules"].as_i64() {
        Some(n) => Message::new("cli-chthonian-sheet-nodules").int("nodules", n),
        None => Message::new("cli-chthonian-sheet-no-story"),
    };
    writeln!(out, "{}", text(lang, &nodules))?;
    Ok(())
}

/// `Walter Genning (Weird Tale)`: the name and the Style's name in `lang`.
fn sheet_header(lang: &str, result: &Value) -> String {
    text(
        lang,
        &Message::new("cli-chthonian-sheet-header")
            .text(
                "name",
                result["name"].as_str().unwrap_or_default().to_owned(),
            )
            .text(
                "style",
                result["style"].as_str().unwrap_or_default().to_owned(),
            ),
    )
}

/// `"Ex-Detective 2"` → `{"name": "Ex-Detective", "rating": 2}`; `"-3"` → `-3`.
fn parse_trait(spec: &str, lang: &str) -> Result<Value, Failure> {
    let spec = spec.trim();
    let bad = || {
        Failure::input(
            lang,
            &Message::new("cli-error-chthonian-trait").text("text", spec.to_owned()),
        )
    };
    if let Ok(n) = spec.parse::<i64>() {
        return Ok(json!(n));
    }
    let (name, rating) = spec.rsplit_once(char::is_whitespace).ok_or_else(bad)?;
    let rating: i64 = rating.parse().map_err(|_| bad())?;
    let name = name.trim();
    if name.is_empty() {
        return Err(bad());
    }
    Ok(json!({"name": name, "rating": rating}))
}

/// `"Walter: Powerful 1, Ex-Detective 2"` → the label and the Traits; no colon, no
/// label.
fn parse_side(spec: &str, lang: &str) -> Result<(Option<String>, Vec<Value>), Failure> {
    let (name, traits) = match spec.split_once(':') {
        Some((name, rest)) => (Some(name.trim().to_owned()).filter(|n| !n.is_empty()), rest),
        None => (None, spec),
    };
    let traits = traits
        .split(',')
        .filter(|t| !t.trim().is_empty())
        .map(|t| parse_trait(t, lang))
        .collect::<Result<_, _>>()?;
    Ok((name, traits))
}

fn trait_text(t: &Value) -> String {
    match t.as_i64() {
        Some(n) => format!("{n:+}"),
        None => format!("{} {}", t["name"].as_str().unwrap_or_default(), t["rating"]),
    }
}

/// `d12 8 + Ex-Detective 2 + Quality -3`.
fn breakdown(die: &Value, traits: &Value) -> String {
    let mut s = format!("d12 {die}");
    for t in traits.as_array().into_iter().flatten() {
        match t.as_i64() {
            Some(n) if n < 0 => s.push_str(&format!(" - {}", -n)),
            Some(n) => s.push_str(&format!(" + {n}")),
            None => s.push_str(&format!(" + {}", trait_text(t))),
        }
    }
    s
}

fn roll_line(lang: &str, result: &Value) -> String {
    let line = text(
        lang,
        &Message::new("cli-chthonian-roll")
            .text("breakdown", breakdown(&result["roll"], &result["traits"]))
            .int("total", result["total"].as_i64().unwrap_or(0))
            .int("difficulty", result["difficulty"].as_i64().unwrap_or(0))
            .int("outcome", result["outcome"].as_i64().unwrap_or(0))
            .flag("success", result["success"] == true),
    );
    match ignored_text(lang, &result["ignored"]) {
        Some(ignored) => format!("{line}\n{ignored}"),
        None => line,
    }
}

fn ignored_text(lang: &str, ignored: &Value) -> Option<String> {
    let list: Vec<String> = ignored.as_array()?.iter().map(trait_text).collect();
    (!list.is_empty()).then(|| {
        text(
            lang,
            &Message::new("cli-chthonian-ignored").text("list", list.join(", ")),
        )
    })
}

fn ignored_line(out: &mut impl Write, lang: &str, ignored: &Value) -> io::Result<()> {
    match ignored_text(lang, ignored) {
        Some(line) => writeln!(out, "{line}"),
        None => Ok(()),
    }
}

/// A request to the chthonian system (with exact odds).
fn request(action: &str, lang: &str) -> Map<String, Value> {
    protocol::odds_request("chthonian", action, lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traits_are_a_name_and_a_signed_rating() {
        assert_eq!(
            parse_trait("Ex-Detective 2", "en").unwrap(),
            json!({"name": "Ex-Detective", "rating": 2})
        );
        assert_eq!(
            parse_trait("Inhuman Strength +3", "en").unwrap(),
            json!({"name": "Inhuman Strength", "rating": 3})
        );
        assert_eq!(
            parse_trait("Quality -3", "en").unwrap(),
            json!({"name": "Quality", "rating": -3})
        );
        assert_eq!(parse_trait("-3", "en").unwrap(), json!(-3));
        assert!(parse_trait("Stubborn", "en").is_err());
        assert!(parse_trait(" 2", "en").is_ok());
    }

    #[test]
    fn i1_the_sheet_names_its_style_through_the_catalogue() {
        let header = |style: &str| sheet_header("en", &json!({"name": "Walter", "style": style}));
        assert_eq!(header("weird"), "Walter (Weird Tale)");
        assert_eq!(header("pulp"), "Walter (Pulp Adventure)");
        assert_eq!(header("shocking"), "Walter (Shocking Discovery)");
    }

    #[test]
    fn sides_have_an_optional_label() {
        let (name, traits) = parse_side("mulk: Inhuman Strength 3, Tough Hide 1", "en").unwrap();
        assert_eq!(name.as_deref(), Some("mulk"));
        assert_eq!(traits.len(), 2);
        let (name, traits) = parse_side("Athlete 1", "en").unwrap();
        assert_eq!((name, traits.len()), (None, 1));
        let (name, traits) = parse_side("cop:", "en").unwrap();
        assert_eq!((name.as_deref(), traits.len()), (Some("cop"), 0));
    }
}
