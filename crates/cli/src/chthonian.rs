//! `keeper chthonian …`: Chthonian rolls, contests and sheets from the terminal. Each
//! command builds a resolve request (`system: "chthonian"`), runs it and shows the
//! answer: the exact odds first, then the roll.

use std::io::{self, Write};

use keeper_i18n::Message;
use keeper_resolve::Outcome;
use keeper_resolve::describe::chthonian as describe;
use keeper_resolve::results::chthonian::{ChthonianOutcome, Counted, Reroll, Style, TieBreak};
use serde_json::{Map, Value, json};

use crate::args::{
    ChthonianArgs, ChthonianCommand, ChthonianContestArgs, ChthonianRollArgs, ChthonianSheetArgs,
};
use crate::output::{Failure, text};
use crate::protocol::{self, dice_fields};

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
    let Some(ChthonianOutcome::Roll(r)) = ask(req, args.dice.json)? else {
        return Ok(());
    };
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{}",
        text(lang, &describe::roll_odds_line(r.odds.as_ref()))
    )?;
    for line in describe::roll_lines(&r.roll) {
        writeln!(out, "{}", text(lang, &line))?;
    }
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
    let Some(o) = ask(req, args.dice.json)? else {
        return Ok(());
    };
    let c = match o {
        ChthonianOutcome::Contest(c) => Contested {
            results: c.results,
            totals: None,
            winner: c.winner,
            outcome: c.outcome,
            rolls: c.rolls,
            tie_break: c.tie_break,
            rerolls: c.rerolls,
            sides: c.sides,
            odds: c.odds,
        },
        ChthonianOutcome::Complex(c) => Contested {
            results: c.results,
            totals: Some(c.totals),
            winner: c.winner,
            outcome: c.outcome.unwrap_or(0),
            rolls: c.rolls,
            tie_break: c.tie_break,
            rerolls: c.rerolls,
            sides: c.sides,
            odds: c.odds,
        },
        other => unreachable!("{} answered a contest", other.action()),
    };
    let mut out = io::stdout().lock();
    let odds = describe::contest_odds_line(&names, c.odds.as_ref());
    writeln!(out, "{}", text(lang, &odds))?;
    for (i, name) in names.iter().enumerate() {
        let side = c.sides.get(i).cloned().unwrap_or_default();
        let rolled = c.rolls.get(i).copied().unwrap_or(0);
        let result = c.results.get(i).copied().unwrap_or(0);
        let mut line = format!("{name}: {}", describe::breakdown(rolled, &side.traits));
        match &c.totals {
            None => line.push_str(&format!(" = {result}")),
            Some(totals) => line.push_str(&text(
                lang,
                &describe::complex_side(totals.get(i).copied().unwrap_or(0), result),
            )),
        }
        writeln!(out, "{line}")?;
        if let Some(ignored) = describe::ignored_line(&side.ignored) {
            writeln!(out, "{}", text(lang, &ignored))?;
        }
    }
    for (n, round) in c.rerolls.iter().enumerate() {
        let list: Vec<String> = round
            .iter()
            .map(|r| format!("{} {} → {}", names[r.side], r.roll, r.total))
            .collect();
        writeln!(
            out,
            "{}",
            text(lang, &describe::reroll_line(n, list.join(", ")))
        )?;
    }
    // A complex contest nobody won: nobody succeeded, or the best tied (R2).
    let nobody_succeeded = c.totals.is_some() && c.results.iter().all(|&o| o <= 0);
    let verdict =
        describe::contest_verdict(&names, c.winner, c.outcome, c.tie_break, nobody_succeeded);
    writeln!(out, "{}", text(lang, &verdict))?;
    Ok(())
}

/// A contest or a complex contest, as the terminal shows either (R2).
struct Contested {
    results: Vec<i64>,
    /// A complex contest's totals (its `results` are Outcomes).
    totals: Option<Vec<i64>>,
    winner: Option<usize>,
    outcome: i64,
    rolls: Vec<i64>,
    tie_break: Option<TieBreak>,
    rerolls: Vec<Vec<Reroll>>,
    sides: Vec<Counted>,
    odds: Option<keeper_resolve::results::chthonian::ContestOdds>,
}

/// `keeper chthonian sheet FILE`: a JSON sheet (format `keeper-chthonian-sheet`,
/// version 1, see docs/protocol.md) checked and shown with what derives from it.
fn sheet(args: &ChthonianSheetArgs, lang: &str) -> Result<(), Failure> {
    let sheet = protocol::read_sheet(&args.file, lang)?;
    let mut req = protocol::request("chthonian", "sheet", lang);
    req.insert("sheet".into(), sheet);
    let Some(ChthonianOutcome::Sheet(sheet)) = ask(req, args.json)? else {
        return Ok(());
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", sheet_header(lang, &sheet.name, sheet.style))?;
    for t in &sheet.traits {
        writeln!(out, "  {}", describe::trait_text(t))?;
    }
    for line in describe::sheet_insight_lines(&sheet) {
        writeln!(out, "{}", text(lang, &line))?;
    }
    Ok(())
}

/// `Walter Genning (Weird Tale)`: the name and the Style's name in `lang`.
fn sheet_header(lang: &str, name: &str, style: Style) -> String {
    text(lang, &describe::sheet_header(name, style))
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

/// Resolves a chthonian request into its typed result (see [`protocol::ask_outcome`]).
fn ask(req: Map<String, Value>, json_out: bool) -> Result<Option<ChthonianOutcome>, Failure> {
    Ok(protocol::ask_outcome(req, json_out)?.map(|o| match o {
        Outcome::Chthonian(c) => c,
        other => unreachable!("a {} result for a chthonian request", other.system()),
    }))
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
        let header = |style: &str| {
            sheet_header(
                "en",
                "Walter",
                serde_json::from_value(json!(style)).unwrap(),
            )
        };
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
