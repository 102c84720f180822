//! An investigator's development at the end of a scenario, the Keeper's to call: in 7th
//! edition every skill ticked on the sheet rolls for improvement and Luck may recover
//! (coc7 R10); in classic every skill with an experience check rolls (classic T6, the
//! sheet's `experience` operation). The skills and their values (and the Luck) come
//! from the sheet, never from the request; what the rolls gain, and the ticks or checks
//! cleared, go onto the sheet.

use serde_json::{Map, Value, json};

use crate::Derived;

/// Puts the sheet's ticked skills with their values, and its Luck where the request
/// asks for Luck's recovery (`luck`, any number), into a 7th edition `improvement`
/// request for the investigator `derived`; answers whether it did (then the roll's
/// events go onto the sheet).
pub(crate) fn from_the_sheet(system: &str, request: &mut Value, derived: &Derived) -> bool {
    if !is_development(system, request) {
        return false;
    }
    // Classic's operation reads the checks from the sheet the table gives every
    // `sheet` request.
    if let (Derived::Classic(_), "classic") = (derived, system) {
        return true;
    }
    let (Derived::Coc7(read), "coc7") = (derived, system) else {
        return false;
    };
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

/// Whether `request` is a development roll: 7th edition's `improvement`, classic's
/// sheet `experience` operation. The Keeper's to call (coc7 R10, at the end of a
/// scenario; classic T6), or a player could roll their ticks at will.
pub(crate) fn is_development(system: &str, request: &Value) -> bool {
    let action = request.get("action").and_then(Value::as_str);
    match system {
        "coc7" => action == Some("improvement"),
        "classic" => action == Some("sheet") && request["do"]["op"] == "experience",
        _ => false,
    }
}
