//! Text a person types to roll: dice notation, or else a BCDice-style command of the
//! game's system. Every client that takes such text (the table's `expr` and `[roll]`
//! tags, the odds of an `expr`, `keeper roll`) decides it here.

use serde_json::{Value, json};

use crate::{Code, ResolveError};

/// The BCDice game of a system (`coc7`: `Cthulhu7th`, `classic`: `Cthulhu`), whose
/// commands its players type; `None` for a system without one.
pub fn bcdice_game(system: &str) -> Option<&'static str> {
    match system {
        "coc7" => Some("Cthulhu7th"),
        "classic" => Some("Cthulhu"),
        _ => None,
    }
}

/// The requests `text` (trimmed) is tried as, in order: dice notation, then, with a
/// `bcdice_game`, that game's command. With `odds`, the dice notation's exact
/// distribution (`prob`) and the command's odds. A try goes on to the next only when
/// its error is [`not_notation`]; the caller adds `lang`, `seed` or `dice`.
pub fn dice_or_command(text: &str, bcdice_game: Option<&str>, odds: bool) -> Vec<Value> {
    let text = text.trim();
    let action = if odds { "prob" } else { "roll" };
    let mut tries = vec![json!({"system": "dice", "action": action, "expr": text})];
    if let Some(game) = bcdice_game {
        let mut command =
            json!({"system": "bcdice", "action": "command", "game": game, "command": text});
        if odds {
            command["odds"] = json!(true);
        }
        tries.push(command);
    }
    tries
}

/// Whether a resolve error says its text is not dice notation at all (`bad_expression`
/// at column 1), so the text is tried next as a command: `CC<=50` goes on, while
/// `3d6 x` stays a mistake in dice notation.
pub fn not_notation(error: &ResolveError) -> bool {
    error.code() == Code::BadExpression && error.field("column") == Some(&json!(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_first_then_the_command() {
        let tries = dice_or_command(" CC<=50 ", bcdice_game("coc7"), false);
        assert_eq!(tries[0]["expr"], "CC<=50");
        assert_eq!(tries[1]["command"], "CC<=50");
        assert_eq!(tries[1]["game"], "Cthulhu7th");
        assert!(not_notation(&crate::try_resolve(&tries[0]).unwrap_err()));
        assert!(!not_notation(
            &crate::try_resolve(&json!({
                "system": "dice", "action": "roll", "expr": "3d6 x"
            }))
            .unwrap_err()
        ));
        let odds = dice_or_command("3d6", None, true);
        assert_eq!(odds.len(), 1);
        assert_eq!(odds[0]["action"], "prob");
    }
}
