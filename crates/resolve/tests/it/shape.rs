//! Results of the systems whose results are not yet typed, described by their shape.
//! Each system's module replaces its use of this with a match on its typed result.

use keeper_i18n::Message;
use serde_json::Value;

use super::{Described, Kind, Verdict, level, signed, total_level};

fn s<'v>(v: &'v Value, key: &str) -> Option<&'v str> {
    v.get(key).and_then(Value::as_str)
}

fn int(v: &Value) -> i64 {
    v.as_i64().unwrap_or(0)
}

/// A number or a list of numbers, as shown.
fn number_text(v: &Value) -> Option<String> {
    match v {
        Value::Number(n) => Some(n.to_string()),
        Value::Array(list) if !list.is_empty() => Some(
            list.iter()
                .map(|x| number_text(x).unwrap_or_else(|| x.to_string()))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        Value::String(s) => Some(s.clone()),
        _ => None,
    }
}

pub(super) fn result(request: &Value, result: &Value) -> Described {
    let total = result
        .get("total")
        .filter(|t| !t.is_null())
        .or_else(|| result.get("totals"))
        // 7th edition damage (H1) answers the damage it rolled as `amount`.
        .or_else(|| result.get("amount"))
        .and_then(number_text);
    let results: Vec<&str> = result
        .get("results")
        .and_then(Value::as_array)
        .map(|l| l.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let mut verdicts = Vec::new();
    if let Some(winner) = result.get("winner") {
        verdicts = contest(result, winner);
    } else if let Some(shots) = result.get("shots").and_then(Value::as_array) {
        verdicts = shots_words(result, shots);
    } else if result["attack"].is_object() {
        verdicts = attack(request, result);
    } else if let Some(l) = s(&result["roll"], "level") {
        // 7th edition healing (H6) answers the First Aid or Medicine roll inside.
        let total = int(&result["roll"]["total"]);
        verdicts.push(Verdict::new(
            Kind::Level(l.to_owned()),
            total_level(total, l),
        ));
    } else if let Some(l) = s(result, "level") {
        verdicts.push(Verdict::level(l));
    } else if let (Some(p), Some(c)) = (
        result["practicality"].as_i64(),
        result["cognizance"].as_i64(),
    ) {
        // Chthonian Terrible Insight: what the points mean now (seed 003).
        let msg = Message::new("cli-chthonian-sheet-derived")
            .int("practicality", p)
            .text("cognizance", signed(c));
        verdicts.push(Verdict::new(Kind::Outcome, msg));
    } else if !results.is_empty() {
        let words = results
            .iter()
            .skip(1)
            .fold(level(results[0]), |first, next| {
                Message::new("event-and")
                    .msg("first", first)
                    .msg("next", level(next))
            });
        verdicts.push(Verdict::new(Kind::Levels, words));
    } else {
        if let Some(o) = result.get("outcome").and_then(Value::as_i64) {
            let text = Message::new("web-roll-outcome").text("outcome", signed(o));
            verdicts.push(Verdict::new(Kind::Outcome, text));
        }
        if let Some(ok) = result.get("success").and_then(Value::as_bool) {
            verdicts.push(Verdict::level(if ok { "success" } else { "failure" }));
        }
    }
    // A Sanity roll (7th edition N1, classic N2) says what it cost.
    if let (Some(lost), Some(san)) = (result["lost"].as_i64(), result["san"].as_i64()) {
        let msg = Message::new("web-roll-sanity-lost")
            .int("lost", lost)
            .int("san", san);
        verdicts.push(Verdict::new(Kind::Sanity, msg));
    }
    Described { total, verdicts }
}

/// A 7th edition firearms attack (K5): each shot, then the damage of them all.
fn shots_words(result: &Value, shots: &[Value]) -> Vec<Verdict> {
    let mut out: Vec<Verdict> = shots
        .iter()
        .enumerate()
        .map(|(i, shot)| {
            let roll = total_level(int(&shot["total"]), s(shot, "level").unwrap_or(""));
            let msg = Message::new("cli-coc7-shot")
                .int("n", i as i64 + 1)
                .msg("roll", roll)
                .flag("hit", shot["success"] == true)
                .int("damage", int(&shot["damage"]))
                .flag("extreme", shot["extreme"] == true);
            Verdict::new(Kind::Side, msg)
        })
        .collect();
    let total = Message::new("cli-coc7-firearms-total").int("damage", int(&result["damage"]));
    out.push(Verdict::new(Kind::Winner, total));
    out
}

/// A classic attack (K1–K6): the attack, the defence the request named, then the hit's
/// damage, or why there is none.
fn attack(request: &Value, result: &Value) -> Vec<Verdict> {
    let roll = |r: &Value| {
        Message::new("cli-classic-attack-roll")
            .int("total", int(&r["total"]))
            .int("chance", int(&r["chance"]))
            .text("level", s(r, "level").unwrap_or("").to_owned())
    };
    let mut out = vec![Verdict::new(
        Kind::Side,
        Message::new("cli-classic-attack-line").msg("roll", roll(&result["attack"])),
    )];
    if result["defence"].is_object() {
        let response = s(&request["defender"], "response").unwrap_or("").to_owned();
        let msg = Message::new("cli-classic-defence-line")
            .text("response", response)
            .msg("roll", roll(&result["defence"]));
        out.push(Verdict::new(Kind::Side, msg));
    }
    let d = &result["damage"];
    let verdict = if result["hit"] == Value::Bool(true) {
        let weapon: Vec<String> = d["weapon"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|f| int(f).to_string())
            .collect();
        Message::new("cli-classic-damage-line")
            .int("total", int(&d["total"]))
            .text("weapon", weapon.join(" + "))
            .int("bonus", int(&d["bonus"]))
            .text("impaled", d["impaled"].to_string())
    } else if result["stopped"] == Value::Bool(true) {
        Message::new("cli-classic-attack-stopped")
    } else {
        Message::new("cli-classic-attack-missed")
    };
    out.push(Verdict::new(Kind::Winner, verdict));
    out
}

/// A contest's sides and who won: a 7th edition opposed roll (R7, sides `a` and `b`)
/// or melee (K3, `attacker` and `defender`), a Chthonian contest (sides by number).
fn contest(result: &Value, winner: &Value) -> Vec<Verdict> {
    let mut out = Vec::new();
    if let Some(w) = winner.as_str() {
        let melee = result.get("attacker").is_some();
        let sides: [(&str, &'static str); 2] = match melee {
            true => [("attacker", "attacker"), ("defender", "defender")],
            false => [("a", "A"), ("b", "B")],
        };
        for (key, name) in sides {
            let r = &result[key];
            let msg = Message::new("cli-coc7-melee-side")
                .text("side", name)
                .int("total", int(&r["total"]))
                .int("value", int(&r["value"]))
                .msg("level", level(s(r, "level").unwrap_or("")));
            out.push(Verdict::new(Kind::Side, msg));
        }
        let verdict = match melee {
            true => Message::new("cli-coc7-melee-result")
                .text("winner", w.to_owned())
                .int("damage", int(&result["damage"]))
                .flag("extreme", result["extreme"] == true),
            false => Message::new("cli-coc7-opposed-winner").text("winner", w.to_owned()),
        };
        out.push(Verdict::new(Kind::Winner, verdict));
        return out;
    }
    // A complex contest's `results` are each side's Outcome against the Difficulty (its
    // totals are apart); a contest's are the sides' totals.
    let complex = result.get("totals").is_some();
    let side_name = |i: i64| Message::new("cli-chthonian-side-name").int("n", i + 1);
    for (i, r) in result["results"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        let said = match complex {
            true => Message::new("web-roll-outcome").text("outcome", signed(int(r))),
            false => Message::new("level-code").text("level", int(r).to_string()),
        };
        let msg = Message::new("describe-side")
            .msg("side", side_name(i as i64))
            .msg("said", said);
        out.push(Verdict::new(Kind::Side, msg));
    }
    let verdict = match winner.as_i64() {
        Some(w) => Message::new("cli-chthonian-winner")
            .msg("side", side_name(w))
            .int("outcome", int(&result["outcome"]))
            .text("how", s(result, "tie_break").unwrap_or("none").to_owned()),
        None if complex => Message::new("cli-chthonian-complex-nobody"),
        None => Message::new("cli-chthonian-tie"),
    };
    out.push(Verdict::new(Kind::Winner, verdict));
    out
}
