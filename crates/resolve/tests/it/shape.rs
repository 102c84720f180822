//! The reference the typed describer is held to: results described by their JSON's
//! shape alone, as the web log did before results were typed. Every result the
//! describer is given says here what it says there.

use keeper_i18n::Message;
use keeper_resolve::Outcome;
use keeper_resolve::describe::{self, Described, Kind, Verdict, level, signed, total_level};
use serde_json::{Value, json};

fn new_verdict(kind: Kind, words: Message) -> Verdict {
    Verdict { kind, words }
}

fn level_verdict(code: &str) -> Verdict {
    new_verdict(Kind::Level(code.to_owned()), level(code))
}

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

pub(crate) fn result(request: &Value, result: &Value) -> Described {
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
        verdicts.push(new_verdict(
            Kind::Level(l.to_owned()),
            total_level(total, l),
        ));
    } else if let Some(l) = s(result, "level") {
        verdicts.push(level_verdict(l));
    } else if let (Some(p), Some(c)) = (
        result["practicality"].as_i64(),
        result["cognizance"].as_i64(),
    ) {
        // Chthonian Terrible Insight: what the points mean now (seed 003).
        let msg = Message::new("cli-chthonian-sheet-derived")
            .int("practicality", p)
            .text("cognizance", signed(c));
        verdicts.push(new_verdict(Kind::Outcome, msg));
    } else if !results.is_empty() {
        let words = results
            .iter()
            .skip(1)
            .fold(level(results[0]), |first, next| {
                Message::new("event-and")
                    .msg("first", first)
                    .msg("next", level(next))
            });
        verdicts.push(new_verdict(Kind::Levels, words));
    } else {
        if let Some(o) = result.get("outcome").and_then(Value::as_i64) {
            let text = Message::new("web-roll-outcome").text("outcome", signed(o));
            verdicts.push(new_verdict(Kind::Outcome, text));
        }
        if let Some(ok) = result.get("success").and_then(Value::as_bool) {
            verdicts.push(level_verdict(if ok { "success" } else { "failure" }));
        }
    }
    // A classic resistance roll (T5) says its chance first.
    if request["action"] == "resistance" {
        let chance = Message::new("web-roll-check").int("value", int(&result["chance"]));
        verdicts.insert(0, new_verdict(Kind::Side, chance));
    }
    // A Sanity roll (7th edition N1, classic N2) says what it cost.
    if let (Some(lost), Some(san)) = (result["lost"].as_i64(), result["san"].as_i64()) {
        let msg = Message::new("web-roll-sanity-lost")
            .int("lost", lost)
            .int("san", san);
        verdicts.push(new_verdict(Kind::Sanity, msg));
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
            new_verdict(Kind::Side, msg)
        })
        .collect();
    let total = Message::new("cli-coc7-firearms-total").int("damage", int(&result["damage"]));
    out.push(new_verdict(Kind::Winner, total));
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
    let mut out = vec![new_verdict(
        Kind::Side,
        Message::new("cli-classic-attack-line").msg("roll", roll(&result["attack"])),
    )];
    if result["defence"].is_object() {
        let response = s(&request["defender"], "response").unwrap_or("").to_owned();
        let msg = Message::new("cli-classic-defence-line")
            .text("response", response)
            .msg("roll", roll(&result["defence"]));
        out.push(new_verdict(Kind::Side, msg));
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
    out.push(new_verdict(Kind::Winner, verdict));
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
            out.push(new_verdict(Kind::Side, msg));
        }
        let verdict = match melee {
            true => Message::new("cli-coc7-melee-result")
                .text("winner", w.to_owned())
                .int("damage", int(&result["damage"]))
                .flag("extreme", result["extreme"] == true),
            false => Message::new("cli-coc7-opposed-winner").text("winner", w.to_owned()),
        };
        out.push(new_verdict(Kind::Winner, verdict));
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
        out.push(new_verdict(Kind::Side, msg));
    }
    let verdict = match winner.as_i64() {
        Some(w) => Message::new("cli-chthonian-winner")
            .msg("side", side_name(w))
            .int("outcome", int(&result["outcome"]))
            .text("how", s(result, "tie_break").unwrap_or("none").to_owned()),
        None if complex => Message::new("cli-chthonian-complex-nobody"),
        None => Message::new("cli-chthonian-tie"),
    };
    out.push(new_verdict(Kind::Winner, verdict));
    out
}

/// What the describer says of `request`'s answer, and what the shape of its JSON says.
fn both(request: &Value) -> (Described, Described) {
    let a = keeper_resolve::answer(request).unwrap_or_else(|e| panic!("{request}: {e:?}"));
    let typed = describe::outcome(request, &a.outcome);
    (typed, result(request, &a.outcome.to_value()))
}

#[test]
fn every_classic_result_reads_as_its_shape_read() {
    let sheet = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
        "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13,
            "DEX": 10, "APP": 9, "EDU": 16}});
    let requests = [
        json!({"action": "check", "value": 45, "dice": [12], "odds": true}),
        json!({"action": "characteristic", "value": 12, "dice": [70]}),
        json!({"action": "resistance", "active": 12, "passive": 10, "dice": [40]}),
        json!({"action": "resistance", "active": 22, "passive": 10}),
        json!({"action": "sanity", "san": 60, "int": 14, "loss": "1/1D6", "dice": [90, 5, 20]}),
        json!({"action": "attack", "attacker": {"value": 50, "weapon": "1D8+1", "db": "+1D4", "pointed": true},
            "defender": {"response": "parry", "value": 60}, "dice": [5, 30, 5, 7, 2]}),
        json!({"action": "attack", "attacker": {"value": 50}, "dice": [70]}),
        json!({"action": "attack", "attacker": {"value": 50},
            "defender": {"response": "dodge", "value": 60}, "dice": [20, 10]}),
        json!({"action": "treat", "treatment": "first_aid", "skill": 30, "dice": [20, 6]}),
        json!({"action": "experience", "skill": 40, "dice": [80, 3]}),
        json!({"action": "damage", "weapon": "1D6", "dice": [4]}),
        json!({"action": "mp_reroll", "value": 40, "total": 80, "mp": 5, "dice": [20]}),
        json!({"action": "spend_luck", "value": 40, "total": 45, "luck": 50}),
        json!({"action": "meditate", "mp": 5, "pow": 13, "dice": [3]}),
        json!({"action": "natural_healing", "dice": [2]}),
        json!({"action": "condition", "hp": 2, "mp": 5}),
        json!({"action": "sheet", "sheet": sheet}),
        json!({"action": "sheet", "sheet": sheet, "do": {"op": "sanity", "loss": "1/1D6"},
            "dice": [90, 4]}),
        json!({"action": "bbcode", "post": "Hit! [roll=\"d6\"]1[/roll] [roll=d8][/roll]", "dice": [4]}),
    ];
    for mut r in requests {
        r["system"] = json!("classic");
        let (typed, shaped) = both(&r);
        assert!(matches!(
            keeper_resolve::answer(&r).unwrap().outcome,
            Outcome::Classic(_)
        ));
        assert_eq!(typed, shaped, "{r}");
    }
}

#[test]
fn every_chthonian_result_reads_as_its_shape_read() {
    let sheet = json!({"format": "keeper-chthonian-sheet", "version": 1,
        "name": "Walter Genning", "style": "weird", "ti": 3, "traits": [{"name": "Clarity", "rating": 2}]});
    let side = |t: Value| json!({"traits": t});
    let requests = [
        json!({"action": "roll", "traits": [2, {"name": "Quality", "rating": -3}], "difficulty": 8, "dice": [7], "odds": true}),
        json!({"action": "contest", "sides": [side(json!([1])), side(json!([3]))], "dice": [6, 8]}),
        json!({"action": "contest", "sides": [side(json!([1])), side(json!([1]))], "tie": "allow", "dice": [6, 6]}),
        json!({"action": "contest", "sides": [side(json!([1])), side(json!([2]))], "tie": "break", "dice": [7, 6]}),
        json!({"action": "complex", "sides": [side(json!([1])), side(json!([3]))], "difficulty": 8, "dice": [6, 8]}),
        json!({"action": "complex", "sides": [side(json!([])), side(json!([]))], "difficulty": 12, "dice": [2, 3]}),
        json!({"action": "insight", "ti": 4, "style": "weird"}),
        json!({"action": "cooperative", "helpers": [{"traits": [1]}, {"traits": [2]}], "difficulty": 8, "dice": [5]}),
        json!({"action": "split", "traits": [1], "outcome_traits": [2], "protection": [1], "difficulty": 8, "dice": [9]}),
        json!({"action": "split", "sides": [{"traits": [1], "outcome_traits": [2]}, {"traits": [], "outcome_traits": []}], "dice": [9, 3]}),
        json!({"action": "insight_roll", "ti": 2, "style": "weird", "difficulty": 8, "dice": [4]}),
        json!({"action": "story_start", "ti": 3}),
        json!({"action": "story_end", "nodules": 2}),
        json!({"action": "nodule", "use": "shift", "toward": "cognizance", "ti": 3, "nodules": 2, "style": "weird"}),
        json!({"action": "sheet", "sheet": sheet}),
    ];
    for mut r in requests {
        r["system"] = json!("chthonian");
        let (typed, shaped) = both(&r);
        assert_eq!(typed, shaped, "{r}");
    }
}
