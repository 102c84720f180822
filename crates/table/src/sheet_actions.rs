//! Rules actions made for a character whose numbers are the sheet's: the table puts
//! them in, so a roll never carries a number of its own, and says which are the
//! Keeper's to call. 7th edition: a Reality Check against SAN (N3), a phobia, mania or
//! backstory change during temporary insanity (N3, the Keeper's), Magic Points spent
//! (C5: what they cannot pay comes off Hit Points). Classic's sheet operations take the
//! whole sheet already; the Keeper's are the end of the adventure (M3's Luck
//! restored), a Sanity reward (N3), an experience check awarded (T6), a week of rest
//! (H2), Magic Points regained and a new hour (M1, N5).

use serde_json::{Value, json};

use crate::Derived;

/// Puts the sheet's numbers into `request` when it is one of these actions; answers
/// whether it did (then the roll's events go onto the sheet).
pub(crate) fn from_the_sheet(system: &str, request: &mut Value, derived: &Derived) -> bool {
    let action = request.get("action").and_then(Value::as_str).unwrap_or("");
    match (system, derived, action) {
        ("coc7", Derived::Coc7(d), "reality_check") => {
            request["san"] = json!(d.san);
            true
        }
        ("coc7", Derived::Coc7(d), "insanity_effect") => {
            request["temporary_hours"] = json!(d.temporary_hours);
            true
        }
        ("coc7", Derived::Coc7(d), "magic") => {
            request["mp"] = json!(d.mp);
            true
        }
        ("classic", Derived::Classic(_), "sheet") => request["do"]["op"].is_string(),
        _ => false,
    }
}

/// Whether `request` is the Keeper's alone to make for a character.
pub(crate) fn keepers_only(system: &str, request: &Value) -> bool {
    let action = request.get("action").and_then(Value::as_str);
    match (system, action) {
        ("coc7", Some("insanity_effect")) => true,
        ("classic", Some("sheet")) => matches!(
            request["do"]["op"].as_str(),
            Some(
                "end_adventure"
                    | "sanity_reward"
                    | "award_check"
                    | "natural_healing"
                    | "regenerate"
                    | "start_hour"
            )
        ),
        _ => false,
    }
}
