//! `system: "coc7"` as a client sees it: the spec's actions with their exact fields and
//! dice order, the extensions, Dhole's House import and export, and malformed requests.
//! One module per part; the requests they all build are here.

mod dholes;
mod extensions;
mod requests;
mod simulate;
mod spec;
mod weapons;

use serde_json::{Value, json};

use crate::support::{error_in, ok_in};

fn ok(request: Value) -> Value {
    ok_in("coc7", request)
}

/// The error's code and field.
fn error(request: Value) -> (String, Value) {
    error_in("coc7", request)
}

fn brian() -> Value {
    json!({"action": "investigator", "name": "Brian", "occupation": "Soldier",
        "characteristics": {"STR": 60, "CON": 60, "POW": 50, "DEX": 80, "APP": 40, "SIZ": 70, "INT": 50, "EDU": 50},
        "occupation_skills": {"Climb": 60, "Credit Rating": 40, "Dodge": 60, "Fighting (Brawl)": 70,
            "Firearms (Rifle/Shotgun)": 50, "First Aid": 40, "Language (Spanish)": 50, "Stealth": 50, "Survival": 40},
        "interests": ["Drive Auto", "Jump", "Mechanical Repair", "Spot Hidden"], "luck": 50})
}

fn fixture() -> Value {
    serde_json::from_str(include_str!("../data/dholes-house-example.json")).unwrap()
}

fn import(dholes: Value) -> Value {
    ok(json!({"action": "import_dholes", "dholes": dholes}))["result"].clone()
}
