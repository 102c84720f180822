//! What the two systems' `statblock` actions share: the text field, its limit and the
//! error of an unreadable line. Each engine reads the block with its own rules.

use keeper_i18n::Message;
use serde::Deserialize;

use crate::Request;
use crate::error::{Code, ResolveError};

/// The longest stat block read, in bytes: a monster's block is a few hundred.
pub(crate) const MAX_TEXT: usize = 20_000;

/// Most events an NPC's block takes: a long fight is a few dozen.
pub(crate) const MAX_EVENTS: usize = 10_000;

/// `statblock`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct StatBlockFields<'a> {
    pub(crate) text: &'a str,
    /// What has happened to the NPC since (damage, healing, …), in its system's sheet
    /// event format: the answer then has its `health`.
    #[serde(default)]
    pub(crate) events: Option<Vec<serde_json::Value>>,
}

/// The text of a `statblock` request, within [`MAX_TEXT`], and its events.
pub(crate) fn fields<'a>(
    req: &Request<'a>,
) -> Result<(&'a str, Option<Vec<serde_json::Value>>), ResolveError> {
    let f: StatBlockFields<'a> = req.fields()?;
    if f.text.len() > MAX_TEXT {
        return Err(ResolveError::new(
            Code::TooLarge,
            Message::new("npc-error-too-long").int("limit", MAX_TEXT as i64),
        )
        .with("field", "text")
        .with("limit", "text_bytes")
        .with("allowed", MAX_TEXT));
    }
    if f.events.as_ref().is_some_and(|e| e.len() > MAX_EVENTS) {
        return Err(ResolveError::bad_field("events", "npc-expected-events"));
    }
    Ok((f.text, f.events))
}

/// `bad_field` on `text` naming the unreadable line (1-based).
pub(crate) fn bad_line(line: usize, message: Message) -> ResolveError {
    ResolveError::new(Code::BadField, message)
        .with("field", "text")
        .with("line", line)
}

/// Whether a stat block's armour note says firearms and other missiles do it half
/// damage (the ghoul's "firearms and projectiles do half damage"), in any language
/// keeper speaks; the table halves such a hit before armour.
pub(crate) fn halves_missiles(note: Option<&str>) -> bool {
    let Some(note) = note else {
        return false;
    };
    let note = note.to_lowercase();
    let missiles = [
        "firearm",
        "projectile",
        "missile",
        "bullet",
        "gun",
        "arma de fogo",
        "armas de fogo",
        "projéte",
        "projete",
        "огнестрел",
        "снаряд",
        "пул",
        "πυροβόλ",
        "βλήμ",
        "σφαίρ",
    ];
    let half = ["half", "metade", "половин", "μισ"];
    missiles.iter().any(|w| note.contains(w)) && half.iter().any(|w| note.contains(w))
}

#[cfg(test)]
mod tests {
    use super::halves_missiles;

    #[test]
    fn an_armour_note_halving_missiles_is_read_in_each_language() {
        for note in [
            "firearms and other projectiles do half damage",
            "half damage from bullets",
            "armas de fogo causam metade do dano",
            "огнестрельное оружие наносит половину урона",
            "τα πυροβόλα κάνουν μισή ζημιά",
        ] {
            assert!(halves_missiles(Some(note)), "{note}");
        }
        for note in [None, Some("thick hide"), Some("half a point of leather")] {
            assert!(!halves_missiles(note), "{note:?}");
        }
    }
}
