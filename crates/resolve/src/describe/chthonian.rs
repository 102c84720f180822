//! `chthonian` results in words: the web log's verdicts and the terminal's sentences,
//! from the same messages.

use keeper_i18n::Message;
use serde_json::Value;

use super::{Described, Kind, Verdict, joined, signed};
use crate::results::chthonian::{
    ChthonianOutcome, ContestOdds, RollOdds, SheetResult, SplitResult, StandardRoll, TieBreak,
    Trait,
};

pub(super) fn outcome(request: &Value, o: &ChthonianOutcome) -> Described {
    use ChthonianOutcome as O;
    let (total, verdicts) = match o {
        O::Roll(r) => standard(&r.roll),
        O::Cooperative(r) => standard(&r.roll),
        O::InsightRoll(r) | O::Recovery(r) | O::Treatment(r) => standard(&r.roll),
        O::Split(SplitResult::Roll(r)) => standard(&r.roll),
        O::Contest(c) => (
            None,
            sides(request, &c.results, false, c.winner, c.outcome, c.tie_break),
        ),
        O::Split(SplitResult::Contest(c)) => (
            None,
            sides(request, &c.results, false, c.winner, c.outcome, c.tie_break),
        ),
        O::Complex(c) => (
            (!c.totals.is_empty()).then(|| joined(&c.totals)),
            sides(
                request,
                &c.results,
                true,
                c.winner,
                c.outcome.unwrap_or(0),
                c.tie_break,
            ),
        ),
        O::Insight(i) => (None, vec![insight(i.practicality, i.cognizance)]),
        O::Sheet(s) => (None, vec![insight(s.practicality, s.cognizance)]),
        O::Nodule(_) | O::StoryStart(_) | O::StoryEnd(_) | O::Statblock(_) => (None, Vec::new()),
    };
    Described { total, verdicts }
}

/// A standard roll on the web (R1): its total, its Outcome and whether it succeeded.
fn standard(r: &StandardRoll) -> (Option<String>, Vec<Verdict>) {
    let outcome = Message::new("web-roll-outcome").text("outcome", signed(r.outcome));
    let verdicts = vec![
        Verdict::new(Kind::Outcome, outcome),
        Verdict::level(if r.success { "success" } else { "failure" }),
    ];
    (Some(r.total.to_string()), verdicts)
}

/// What a Terrible Insight means now (I1, seed 003).
fn insight(practicality: i64, cognizance: i64) -> Verdict {
    let msg = Message::new("cli-chthonian-sheet-derived")
        .int("practicality", practicality)
        .text("cognizance", signed(cognizance));
    Verdict::new(Kind::Outcome, msg)
}

/// A contest's sides on the web (R2), by the `name` the request gave each (a table's
/// characters and objects) or numbered, and who won. A complex contest's `results` are
/// each side's Outcome against the Difficulty; a contest's are totals.
fn sides(
    request: &Value,
    results: &[i64],
    complex: bool,
    winner: Option<usize>,
    outcome: i64,
    tie_break: Option<TieBreak>,
) -> Vec<Verdict> {
    let named = |i: usize| {
        request["sides"][i]["name"]
            .as_str()
            .filter(|n| !n.trim().is_empty())
    };
    let side_name = |m: Message, i: usize| match named(i) {
        Some(n) => m.text("side", n.to_owned()),
        None => m.msg(
            "side",
            Message::new("cli-chthonian-side-name").int("n", i as i64 + 1),
        ),
    };
    let mut out: Vec<Verdict> = results
        .iter()
        .enumerate()
        .map(|(i, &r)| {
            let said = match complex {
                true => Message::new("web-roll-outcome").text("outcome", signed(r)),
                false => Message::new("level-code").text("level", r.to_string()),
            };
            let msg = side_name(Message::new("describe-side"), i).msg("said", said);
            Verdict::new(Kind::Side, msg)
        })
        .collect();
    let verdict = match winner {
        Some(w) => winner_message(|m| side_name(m, w), outcome, tie_break),
        None if complex => Message::new("cli-chthonian-complex-nobody"),
        None => Message::new("cli-chthonian-tie"),
    };
    out.push(Verdict::new(Kind::Winner, verdict));
    out
}

/// `… wins, Outcome 3 (after rolling again)`, its side named by `side`.
fn winner_message(
    side: impl FnOnce(Message) -> Message,
    outcome: i64,
    tie_break: Option<TieBreak>,
) -> Message {
    let how = match tie_break {
        None => "none",
        Some(TieBreak::Traits) => "traits",
        Some(TieBreak::Reroll) => "reroll",
    };
    side(Message::new("cli-chthonian-winner"))
        .int("outcome", outcome)
        .text("how", how)
}

/// Who won a contest the terminal shows (R2), its sides named as the player named them:
/// the winner and the Outcome, a tie, or (`nobody_succeeded`, a complex contest) that
/// nobody succeeded.
pub fn contest_verdict(
    names: &[String],
    winner: Option<usize>,
    outcome: i64,
    tie_break: Option<TieBreak>,
    nobody_succeeded: bool,
) -> Message {
    match winner {
        None if nobody_succeeded => Message::new("cli-chthonian-complex-nobody"),
        None => Message::new("cli-chthonian-tie"),
        Some(w) => {
            let name = names.get(w).cloned().unwrap_or_default();
            winner_message(|m| m.text("side", name), outcome, tie_break)
        }
    }
}

/// A Trait as the terminal lists it: `+2` for a bare modifier, `Ex-Detective 2`.
pub fn trait_text(t: &Trait) -> String {
    match t {
        Trait::Modifier(n) => format!("{n:+}"),
        Trait::Named { name, rating, .. } => format!("{name} {rating}"),
    }
}

/// A roll's sum as the terminal writes it: `d12 8 + Ex-Detective 2 - 3`.
pub fn breakdown(die: i64, traits: &[Trait]) -> String {
    let mut s = format!("d12 {die}");
    for t in traits {
        match t {
            Trait::Modifier(n) if *n < 0 => s.push_str(&format!(" - {}", -n)),
            Trait::Modifier(n) => s.push_str(&format!(" + {n}")),
            named => s.push_str(&format!(" + {}", trait_text(named))),
        }
    }
    s
}

/// A standard roll in lines (R1, R3): the sum against the Difficulty, its Outcome, and
/// the Traits already counted, when any were ignored.
pub fn roll_lines(r: &StandardRoll) -> Vec<Message> {
    let line = Message::new("cli-chthonian-roll")
        .text("breakdown", breakdown(r.roll, &r.traits.traits))
        .int("total", r.total)
        .int("difficulty", r.difficulty)
        .int("outcome", r.outcome)
        .flag("success", r.success);
    let mut lines = vec![line];
    lines.extend(ignored_line(&r.traits.ignored));
    lines
}

/// The Traits a roll did not count because another of their kind did (R3).
pub fn ignored_line(ignored: &[Trait]) -> Option<Message> {
    let list: Vec<String> = ignored.iter().map(trait_text).collect();
    (!list.is_empty()).then(|| Message::new("cli-chthonian-ignored").text("list", list.join(", ")))
}

/// A roll's chance of success (`odds: success 7/12 (58.3%)`).
pub fn roll_odds_line(odds: Option<&RollOdds>) -> Message {
    let p = odds.map_or("0", |o| o.success.as_str());
    Message::new("cli-chthonian-odds-roll").msg("p", super::odds(p))
}

/// A contest's chances, each side's with its name, then nobody's.
pub fn contest_odds_line(names: &[String], odds: Option<&ContestOdds>) -> Message {
    let wins = odds.map_or(&[][..], |o| o.wins.as_slice());
    let nobody = odds.map_or("0", |o| o.nobody.as_str());
    let parts = wins
        .iter()
        .zip(names)
        .map(|(p, name)| {
            Message::new("describe-named-odds")
                .text("name", name.clone())
                .msg("odds", super::odds(p))
        })
        .chain([Message::new("cli-chthonian-nobody").msg("p", super::odds(nobody))]);
    let list = parts
        .reduce(|first, next| {
            Message::new("event-and")
                .msg("first", first)
                .msg("next", next)
        })
        .expect("nobody's chance is always there");
    Message::new("cli-chthonian-odds-contest").msg("list", list)
}

/// A complex contest's side after its sum: ` = 13: Outcome 5` (R2).
pub fn complex_side(total: i64, outcome: i64) -> Message {
    Message::new("cli-chthonian-complex-side")
        .int("total", total)
        .int("outcome", outcome)
}

/// One round of rolling again to break a tie (R2); `list` is each side's roll.
pub fn reroll_line(round: usize, list: String) -> Message {
    Message::new("cli-chthonian-reroll")
        .int("n", round as i64 + 1)
        .text("list", list)
}

/// `Walter Genning (Weird Tale)`: a sheet's name and its Style's name.
pub fn sheet_header(name: &str, style: crate::results::chthonian::Style) -> Message {
    Message::new("cli-chthonian-sheet-header")
        .text("name", name.to_owned())
        .text("style", style.as_str())
}

/// A sheet's Terrible Insight as boxes, what it means, and the Nodules (I1–I4).
pub fn sheet_insight_lines(s: &SheetResult) -> Vec<Message> {
    let ti = s.ti.max(0);
    let boxes: String = (0..ti.max(10))
        .map(|i| if i < ti { '■' } else { '□' })
        .collect();
    let nodules = match s.nodules {
        Some(n) => Message::new("cli-chthonian-sheet-nodules").int("nodules", n),
        None => Message::new("cli-chthonian-sheet-no-story"),
    };
    vec![
        Message::new("cli-chthonian-sheet-ti")
            .int("ti", ti)
            .text("boxes", boxes),
        Message::new("cli-chthonian-sheet-derived")
            .int("practicality", s.practicality)
            .text("cognizance", format!("{:+}", s.cognizance)),
        nodules,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_named_side_wins_and_traits_read_as_the_terminal_writes_them() {
        let names = ["Walter".to_owned(), "mulk".to_owned()];
        let m = contest_verdict(&names, Some(1), 2, Some(TieBreak::Reroll), false);
        assert_eq!(m.to_string(), "mulk wins, Outcome 2 (after rolling again)");
        let traits = [
            Trait::Modifier(-3),
            Trait::Named {
                name: "Ex-Detective".into(),
                rating: 2,
                temporary: false,
            },
        ];
        assert_eq!(breakdown(8, &traits), "d12 8 - 3 + Ex-Detective 2");
        assert_eq!(trait_text(&Trait::Modifier(2)), "+2");
    }
}
