//! Ready-to-paste snippets for forums where nothing can be installed: a roll's result
//! and a link to its permalink, in BBCode and Markdown.

use keeper_table::posts::BoundRoll;
use keeper_table::{EntryView, Game};
use serde_json::Value;

use crate::answer::Snippet;
use crate::pages::{Tr, request_text, result_words};

/// One line saying what a roll entry's body rolled, in `lang`:
/// `Spot Hidden: check against 60% = 42 (Hard success)`.
pub fn roll_summary(lang: &str, body: &Value) -> String {
    let step = &body["steps"][0];
    // In the words of the rules that judged it (seed 004's Falha for a classic check).
    let tr = match step["request"]["system"].as_str() {
        Some(system) => Tr::at(lang, system),
        None => Tr::new(lang),
    };
    let what = request_text(tr, &step["request"]);
    let mut out = match body.get("label").and_then(Value::as_str) {
        Some(label) => format!("{}: {what}", tr.roll_label(label)),
        None => what,
    };
    let words = result_words(tr, &step["request"], &step["response"]["result"]);
    if let Some(total) = words.total {
        out.push_str(&format!(" = {total}"));
    }
    if !words.verdicts.is_empty() {
        let verdicts: Vec<String> = words.verdicts.into_iter().map(|(_, text)| text).collect();
        out.push_str(&format!(" ({})", verdicts.join(", ")));
    }
    if body["source"] == "physical" {
        out.push_str(&format!(" ({})", tr.t("web-snippet-physical")));
    }
    // A one-line summary is in the language alone: Greek's glosses of the seeds' English
    // terms belong on the page, not inside a line's own brackets.
    keeper_i18n::without_glosses(lang, &out)
}

/// The permalink, BBCode and Markdown of a public roll, in the game's language (a
/// forum's readers share one).
pub fn snippets(base: &str, game: &Game, entry: &EntryView) -> Snippet {
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
    snippet_of(url, &line, &entry.hash)
}

/// The permalink, BBCode and Markdown of the `roll.n`-th roll of a public post (`entry`),
/// with the words it was rolled with: `Alice — Spot: 1d100 = 57 · Game #12/1`.
pub fn post_roll_snippets(base: &str, game: &Game, entry: &EntryView, roll: &BoundRoll) -> Snippet {
    let url = format!("{base}/r/{}/{}/{}", game.id, entry.seq, roll.n);
    let step = entry
        .body
        .as_ref()
        .and_then(|b| b["steps"].get(roll.n - 1))
        .cloned()
        .unwrap_or(Value::Null);
    let summary = if roll.secret_entry.is_some() {
        Tr::new(&game.language).t("posts-secret-roll")
    } else if step["response"]["ok"] == Value::Bool(true) {
        roll_summary(&game.language, &serde_json::json!({"steps": [step]}))
    } else {
        roll.tag.clone()
    };
    let after = if roll.before.is_empty() {
        roll.after.as_str()
    } else {
        ""
    };
    let (before, after) = (
        crate::pages::words_plain(&roll.before),
        crate::pages::words_plain(after),
    );
    let words = [before.as_str(), summary.as_str(), after.as_str()]
        .into_iter()
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    let line = format!(
        "{} — {words} · {} #{}/{}",
        entry.actor_name, game.name, entry.seq, roll.n
    );
    snippet_of(url, &line, &entry.hash)
}

/// The permalink, BBCode and Markdown of a public post (`entry`).
pub fn post_snippets(base: &str, game: &Game, entry: &EntryView, thread: &str) -> Snippet {
    let url = format!("{base}/r/{}/{}", game.id, entry.seq);
    let line = format!(
        "{} — {thread} · {} #{}",
        entry.actor_name, game.name, entry.seq
    );
    snippet_of(url, &line, &entry.hash)
}

fn snippet_of(url: String, line: &str, hash: &str) -> Snippet {
    // Neither format may let a name or label open markup of its own.
    let bb = line.replace('[', "(").replace(']', ")");
    let md = line
        .chars()
        .flat_map(|c| match c {
            '[' | ']' | '(' | ')' | '*' | '_' | '`' | '\\' | '<' | '>' => vec!['\\', c],
            c => vec![c],
        })
        .collect::<String>();
    Snippet {
        bbcode: format!("[url={url}]🎲 {bb}[/url]"),
        markdown: format!("[🎲 {md}]({url})"),
        url,
        hash: hash.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A step as the table stores it: the request and its answer.
    fn step(request: Value) -> Value {
        let response = keeper_resolve::resolve(&request);
        json!({"request": request, "response": response})
    }

    /// A 7th edition Spot Hidden check at 60% that rolls 24, a Hard success.
    fn spot_hidden() -> Value {
        json!({"label": "Spot Hidden", "source": "fair_seed", "steps": [step(
            json!({"system": "coc7", "action": "check", "value": 60, "dice": [2, 4]}))]})
    }

    #[test]
    fn summaries() {
        assert_eq!(
            roll_summary("en", &spot_hidden()),
            "Spot Hidden: check against 60% = 24 (Hard success)"
        );
        let body = json!({"source": "physical", "steps": [step(
            json!({"system": "dice", "action": "roll", "expr": "3d6", "dice": [3, 4, 4]}))]});
        assert_eq!(roll_summary("en", &body), "3d6 = 11 (physical dice)");
    }

    #[test]
    fn a_summary_is_in_the_games_language_with_no_codes() {
        assert_eq!(
            roll_summary("pt-BR", &spot_hidden()),
            "Encontrar: teste contra 60% = 24 (Sucesso Sólido)"
        );
        // 7th edition damage: the action before its dice, the damage rolled as its total.
        let body = json!({"steps": [step(json!({"system": "coc7", "action": "damage",
            "max_hp": 13, "hp": 13, "con": 50, "expr": "1D3", "dice": [2]}))]});
        assert_eq!(roll_summary("en", &body), "Damage 1D3 = 2");
    }

    #[test]
    fn a_greek_summary_is_in_greek_alone() {
        assert_eq!(
            roll_summary("el", &spot_hidden()),
            "Εντοπισμός: ζαριά έναντι 60% = 24 (Δύσκολη Επιτυχία)"
        );
    }
}
