//! A Chthonian Excursionist's state in a roll made for them: the Terrible Insight,
//! Style and Story pool that an Insight roll, a recovery, a treatment, a Nodule or a
//! Story's start and end are made with come from their sheet, never from the request;
//! and what the roll changes (TI gained or lost, Nodules spent, a Story dealt) goes onto
//! the sheet (chthonian I1–I4).

use serde_json::{Value, json};

use crate::Derived;

/// The actions whose answer is the Excursionist's new state.
const STATEFUL: &[&str] = &[
    "insight",
    "insight_roll",
    "recovery",
    "treatment",
    "nodule",
    "story_start",
    "story_end",
];

/// Puts the sheet's TI, Style and pool into a Chthonian `request` for the Excursionist
/// `derived`; answers whether it did (then the roll's events go onto the sheet).
pub(crate) fn from_the_sheet(system: &str, request: &mut Value, derived: &Derived) -> bool {
    let (Derived::Chthonian(sheet), "chthonian") = (derived, system) else {
        return false;
    };
    let Some(fields) = request.as_object_mut() else {
        return false;
    };
    let action = fields
        .get("action")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_owned();
    let action = action.as_str();
    if !STATEFUL.contains(&action) {
        return false;
    }
    let takes_style = !matches!(action, "story_start" | "story_end");
    if action != "story_end" {
        fields.insert("ti".into(), json!(sheet.ti));
    }
    if takes_style {
        fields.insert("style".into(), json!(sheet.style));
    }
    if matches!(action, "nodule" | "story_start" | "story_end") {
        fields.insert("nodules".into(), json!(sheet.nodules));
    }
    action != "insight"
}

/// Whether `request` starts or ends a Story: the Narrator's to do (I4), or a player
/// could deal a new pool at will.
pub(crate) fn narrators_only(system: &str, request: &Value) -> bool {
    system == "chthonian"
        && matches!(
            request.get("action").and_then(Value::as_str),
            Some("story_start" | "story_end")
        )
}
