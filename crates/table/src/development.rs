//! A 7th edition investigator's development (coc7 R10): at the end of a scenario every
//! skill ticked on the sheet rolls for improvement, and Luck may recover. The skills
//! and their values (and the Luck) come from the sheet, never from the request; what
//! the roll gains, and the ticks cleared, go onto the sheet. The Keeper calls it.

use serde_json::{Map, Value, json};

use crate::Derived;

/// Puts the sheet's ticked skills with their values, and its Luck where the request
/// asks for Luck's recovery (`luck`, any number), into a 7th edition `improvement`
/// request for the investigator `derived`; answers whether it did (then the roll's
/// events go onto the sheet).
pub(crate) fn from_the_sheet(system: &str, request: &mut Value, derived: &Derived) -> bool {
    let (Derived::Coc7(read), "coc7") = (derived, system) else {
        return false;
    };
    if !is_development(system, request) {
        return false;
    }
    let Some(fields) = request.as_object_mut() else {
        return false;
    };
    let sheet = &read.sheet;
    let skills: Map<String, Value> = sheet
        .ticked
        .iter()
        .filter_map(|name| Some((name.clone(), json!(sheet.skills.get(name)?))))
        .collect();
    fields.insert("skills".into(), Value::Object(skills));
    if fields.contains_key("luck") {
        fields.insert("luck".into(), json!(sheet.luck));
    }
    true
}

/// Whether `request` is a 7th edition development roll: the Keeper's to call (R10, at
/// the end of a scenario), or a player could roll their ticks at will.
pub(crate) fn is_development(system: &str, request: &Value) -> bool {
    system == "coc7" && request.get("action").and_then(Value::as_str) == Some("improvement")
}
