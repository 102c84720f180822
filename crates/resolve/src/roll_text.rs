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
/// `bcdice_game` and when the text is not dice notation at all, that game's command.
/// With `odds`, the dice notation's exact distribution (`prob`) and the command's odds.
/// A try goes on to the next only when its error is [`not_notation`]; the caller adds
/// `lang`, `seed` or `dice`.
pub fn dice_or_command(text: &str, bcdice_game: Option<&str>, odds: bool) -> Vec<Value> {
    let text = text.trim();
    let action = if odds { "prob" } else { "roll" };
    let mut tries = vec![json!({"system": "dice", "action": action, "expr": text})];
    // Notation never goes on to the command (its error, if any, is not `not_notation`):
    // most rolls are notation, and need no second request.
    if let Some(game) = bcdice_game
        && !reads_as_notation(text)
    {
        let mut command =
            json!({"system": "bcdice", "action": "command", "game": game, "command": text});
        if odds {
            command["odds"] = json!(true);
        }
        tries.push(command);
    }
    tries
}

/// Whether `text` parses as dice notation at least past its first character: what
/// [`not_notation`] says of the error rolling it would give, without rolling.
fn reads_as_notation(text: &str) -> bool {
    match keeper_dice::Expression::parse(text) {
        Ok(_) => true,
        Err(e) => e.is_limit() || e.column != 1,
    }
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

    #[test]
    fn notation_is_never_tried_as_a_command() {
        for text in ["1d100", " 3d6+2 ", "3d6 x", "2d6/0", "1d100000000000"] {
            let tries = dice_or_command(text, bcdice_game("coc7"), false);
            assert_eq!(tries.len(), 1, "{text}");
            if let Err(e) = crate::try_resolve(&tries[0]) {
                assert!(!not_notation(&e), "{text}: {e:?}");
            }
        }
        for text in ["CC<=50", "x", "SCC(1)<=30", "\u{ff23}\u{ff23}"] {
            let tries = dice_or_command(text, bcdice_game("classic"), true);
            assert_eq!(tries.len(), 2, "{text}");
            assert!(
                not_notation(&crate::try_resolve(&tries[0]).unwrap_err()),
                "{text}"
            );
        }
    }

    proptest::proptest! {
        /// The command is offered exactly when the notation's roll would go on to it.
        #[test]
        fn the_command_is_offered_exactly_when_notation_gives_way(text in "[0-9dDkKhHlLxX+*/()<=>!, a-zA-Z-]{0,12}") {
            let tries = dice_or_command(&text, bcdice_game("coc7"), false);
            let gives_way = crate::try_resolve(&tries[0]).is_err_and(|e| not_notation(&e));
            proptest::prop_assert_eq!(tries.len() == 2, gives_way);
        }
    }
}
