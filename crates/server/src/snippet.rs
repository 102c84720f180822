//! Ready-to-paste snippets for forums where nothing can be installed: a roll's result
//! and a link to its permalink, in BBCode and Markdown.

use keeper_i18n::Message;
use keeper_table::{EntryView, Game};
use serde_json::{Value, json};

use crate::pages::{Tr, level_name};

/// One line saying what a roll entry's body rolled, in `lang`:
/// `Spot Hidden: 1d100 = 42 (Hard)`.
pub fn roll_summary(lang: &str, body: &Value) -> String {
    let tr = Tr::new(lang);
    let step = &body["steps"][0];
    let request = &step["request"];
    let result = &step["response"]["result"];
    let what = request
        .get("expr")
        .or_else(|| request.get("command"))
        .and_then(Value::as_str)
        .map(str::to_owned)
        .unwrap_or_else(|| {
            let action = request["action"].as_str().unwrap_or("");
            match request.get("value").and_then(Value::as_i64) {
                Some(v) => format!(
                    "{} {action} ({v}%)",
                    request["system"].as_str().unwrap_or("")
                ),
                None => format!("{} {action}", request["system"].as_str().unwrap_or("")),
            }
        });
    let mut out = match body.get("label").and_then(Value::as_str) {
        Some(label) => format!("{}: {what}", tr.roll_label(label)),
        None => what,
    };
    if let Some(total) = result.get("total").filter(|t| !t.is_null()) {
        out.push_str(&format!(" = {total}"));
    } else if let Some(totals) = result.get("totals") {
        out.push_str(&format!(" = {totals}"));
    }
    if let Some(level) = result.get("level").and_then(Value::as_str) {
        out.push_str(&format!(" ({})", level_name(tr, level)));
    } else if let Some(outcome) = result.get("outcome").and_then(Value::as_i64) {
        let outcome = Message::new("web-roll-outcome").text("outcome", format!("{outcome:+}"));
        out.push_str(&format!(" ({})", tr.m(outcome)));
    } else if let Some(success) = result.get("success").and_then(Value::as_bool) {
        let id = if success {
            "web-level-success"
        } else {
            "web-level-failure"
        };
        out.push_str(&format!(" ({})", tr.t(id)));
    }
    if body["source"] == "physical" {
        out.push_str(&format!(" ({})", tr.t("web-snippet-physical")));
    }
    out
}

/// The permalink, BBCode and Markdown of a public roll, in the game's language (a
/// forum's readers share one).
pub fn snippets(base: &str, game: &Game, entry: &EntryView) -> Value {
    let url = format!("{base}/r/{}/{}", game.id, entry.seq);
    let summary = entry
        .body
        .as_ref()
        .map(|b| roll_summary(&game.language, b))
        .unwrap_or_default();
    let line = format!(
        "{} — {summary} · {} #{}",
        entry.actor_name, game.name, entry.seq
    );
    // Neither format may let a name or label open markup of its own.
    let bb = line.replace('[', "(").replace(']', ")");
    let md = line
        .chars()
        .flat_map(|c| match c {
            '[' | ']' | '(' | ')' | '*' | '_' | '`' | '\\' | '<' | '>' => vec!['\\', c],
            c => vec![c],
        })
        .collect::<String>();
    json!({
        "url": url,
        "bbcode": format!("[url={url}]🎲 {bb}[/url]"),
        "markdown": format!("[🎲 {md}]({url})"),
        "hash": entry.hash,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries() {
        let body = json!({"label": "Spot Hidden", "source": "fair_seed", "steps": [{"request": {"system": "coc7", "action": "check", "value": 60}, "response": {"result": {"total": 42, "level": "hard"}}}]});
        assert_eq!(
            roll_summary("en", &body),
            "Spot Hidden: coc7 check (60%) = 42 (Hard success)"
        );
        let body = json!({"source": "physical", "steps": [{"request": {"expr": "3d6"}, "response": {"result": {"total": 11}}}]});
        assert_eq!(roll_summary("en", &body), "3d6 = 11 (physical dice)");
    }
}
