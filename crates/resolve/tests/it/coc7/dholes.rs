//! Dhole's House: importing its JSON export, tolerant of what real exports hold, and
//! exporting back faithfully.

use serde_json::{Value, json};

use super::{brian, error, fixture, import, ok};

#[test]
fn dholes_import_of_the_example() {
    let r = import(fixture());
    let s = &r["sheet"];
    assert_eq!(s["name"], "Theodora Vance");
    assert_eq!(s["occupation"], "Journalist");
    assert_eq!(s["characteristics"]["DEX"], 65);
    assert_eq!(
        (
            s["hp"].clone(),
            s["san"].clone(),
            s["luck"].clone(),
            s["mp"].clone()
        ),
        (json!(8), json!(57), json!(50), json!(11))
    );
    assert_eq!(s["skills"]["Art/Craft (Photography)"], 45);
    assert_eq!(s["skills"]["Language (French)"], 31);
    assert_eq!(s["skills"]["Operate Heavy Machinery"], 1);
    assert_eq!(s["skills"]["Shorthand"], 41);
    assert_eq!(s["skills"]["Cthulhu Mythos"], 2);
    assert_eq!(
        s["details"]["background"]["injuries"],
        "Burn scar across the left palm from a flash-powder accident."
    );
    assert_eq!(s["details"]["equipment"].as_array().unwrap().len(), 3);
    // The imported sheet is a valid keeper sheet.
    let v = ok(json!({"action": "sheet", "sheet": s.clone()}));
    assert_eq!(v["result"]["max_san"], 97);
    assert_eq!(v["result"]["max_hp"], 10);
}

#[test]
fn dholes_import_tolerates_collapsed_and_null_collections() {
    let mut d = fixture();
    let inv = &mut d["Investigator"];
    inv["Skills"] = json!({"Skill": {"name": "Dodge", "value": "32", "half": "16", "fifth": "6"}});
    inv["Weapons"] = json!({"weapon": {"name": "Unarmed", "skillname": "Brawl", "regular": "25", "hard": null, "extreme": null,
        "damage": "1d3+db", "range": "-", "attacks": "1", "ammo": "-", "malf": "-"}});
    inv["Possessions"] = json!({"item": {"description": "Press card"}});
    inv["Backstory"] = Value::Null;
    let r = import(d.clone());
    assert_eq!(r["sheet"]["skills"], json!({"Dodge": 32}));
    assert_eq!(r["weapons"].as_array().unwrap().len(), 1);
    assert_eq!(r["sheet"]["details"]["equipment"], json!(["Press card"]));
    let inv = &mut d["Investigator"];
    inv["Possessions"] = Value::Null;
    inv["Weapons"] = json!({});
    inv["Skills"] = json!({"Skill": null});
    let r = import(d);
    assert_eq!(r["sheet"]["skills"], json!({}));
    assert_eq!(r["weapons"], json!([]));
    assert_eq!(r["sheet"]["details"]["equipment"], json!([]));
}

#[test]
fn dholes_import_tolerates_stray_keys_typos_and_defensive_types() {
    let mut d = fixture();
    let inv = &mut d["Investigator"];
    inv["Skills"]["Skill"].as_array_mut().unwrap().push(
        json!({"name": "Firearms", "subskill": "None", "None": "true", "value": "1", "half": "0", "fifth": "0"}));
    inv["Skills"]["Skill"][0]["value"] = json!(45);
    inv["Skills"]["Skill"][0]["occupation"] = json!(true);
    inv["Characteristics"]["STR"] = json!(40);
    let bs = inv["Backstory"].as_object_mut().unwrap();
    let scar = bs.remove("injurues").unwrap();
    bs.insert("injuries".into(), scar);
    inv["Header"].as_object_mut().unwrap().remove("Discalimer");
    inv["PersonalDetails"]["Portrait"] = json!("");
    let r = import(d);
    assert_eq!(r["sheet"]["skills"]["Accounting"], 45);
    assert!(
        r["sheet"]["occupation_skills"]
            .as_array()
            .unwrap()
            .contains(&json!("Accounting"))
    );
    assert_eq!(r["sheet"]["characteristics"]["STR"], 40);
    assert!(r["sheet"]["details"]["background"]["injuries"].is_string());
}

#[test]
fn dholes_import_needs_personal_details() {
    assert_eq!(
        error(json!({"action": "import_dholes", "dholes": {"Investigator": {}}})).1,
        "dholes"
    );
    assert_eq!(
        error(json!({"action": "import_dholes", "dholes": []})).1,
        "dholes"
    );
    // Missing characteristics are zero with a warning, not a failure.
    let r = import(json!({"Investigator": {"PersonalDetails": {"Name": null}}}));
    assert_eq!(r["warnings"].as_array().unwrap().len(), 8);
}

#[test]
fn dholes_export_is_faithful() {
    let sheet = ok(brian())["result"]["sheet"].clone();
    let v = ok(json!({"action": "export_dholes", "sheet": sheet}));
    let inv = &v["result"]["dholes"]["Investigator"];
    assert_eq!(inv["Characteristics"]["STR"], "60");
    assert_eq!(inv["Characteristics"]["DamageBonus"], "+1D4");
    assert!(inv["Header"]["Discalimer"].as_str().is_some());
    assert!(inv["Backstory"].get("injurues").is_some());
    let skills = inv["Skills"]["Skill"].as_array().unwrap();
    let spot = skills.iter().find(|s| s["name"] == "Spot Hidden").unwrap();
    assert_eq!(
        spot,
        &json!({"name": "Spot Hidden", "value": "45", "half": "22", "fifth": "9"})
    );
    let lang = skills.iter().find(|s| s["subskill"] == "Spanish").unwrap();
    assert_eq!(
        (lang["name"].clone(), lang["occupation"].clone()),
        (json!("Language (Other)"), json!("true"))
    );
    assert!(skills.iter().any(|s| s["name"] == "Operate Heavy Machine"));
    // Every scalar is a string (or null).
    fn strings(v: &Value) -> bool {
        match v {
            Value::Object(m) => m.values().all(strings),
            Value::Array(a) => a.iter().all(strings),
            Value::String(_) | Value::Null => true,
            _ => false,
        }
    }
    assert!(strings(&v["result"]["dholes"]));
    // And it imports back to the same skills.
    let back = import(v["result"]["dholes"].clone());
    assert_eq!(back["sheet"]["skills"]["Language (Spanish)"], 50);
    assert_eq!(back["sheet"]["skills"]["Spot Hidden"], 45);
    assert_eq!(back["sheet"]["luck"], 50);
}
