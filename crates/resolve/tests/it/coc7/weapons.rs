//! Weapons on the sheet (K4): the weapons list with the wielder's damage bonus, Unarmed
//! for everyone, the sheet's own weapons beside it, and what a bad weapon is refused for.

use serde_json::{Value, json};

use super::{brian, error, ok};
use crate::support::answer;

#[test]
fn k4_weapons_list_with_the_wielders_damage_bonus() {
    let v = ok(json!({"action": "weapons", "db": "+1D6"}));
    let list = v["result"]["weapons"].as_array().unwrap();
    assert_eq!(list.len(), 9);
    let find = |n: &str| list.iter().find(|w| w["name"] == n).unwrap().clone();
    assert_eq!(find("unarmed")["with_db"], "1D3+1D6");
    assert_eq!(find("machete")["with_db"], "1D8+1D6");
    assert_eq!(find("handgun")["with_db"], "1D10");
    assert_eq!(find("handgun")["per_round"], 3);
    assert_eq!(find("rifle")["skill"], "Firearms (Rifle/Shotgun)");
    let v = ok(json!({"action": "weapons"}));
    assert_eq!(v["result"]["weapons"][0]["with_db"], "1D3");
    let (code, field) = error(json!({"action": "weapons", "db": "lots"}));
    assert_eq!((code.as_str(), field), ("bad_expression", json!("db")));
}

/// Brian's sheet with `weapons` and `events`.
fn brian_armed(weapons: Value, events: Value) -> Value {
    let mut sheet = ok(brian())["result"]["sheet"].clone();
    sheet["weapons"] = weapons;
    sheet["events"] = events;
    json!({"action": "sheet", "sheet": sheet})
}

fn revolver() -> Value {
    json!({"name": "Grandfather's revolver", "skill": "Firearms (Handgun)", "damage": "1D10",
        "impaling": true, "firearm": true, "per_round": 3, "range": 15, "ammo": 6, "malfunction": 100})
}

#[test]
fn a_sheet_lists_unarmed_then_its_weapons_at_their_skills_values() {
    // Brian: STR 60 + SIZ 70 = 130, DB +1D4 (C6); Brawl 70, Handgun at its base 20.
    let r = ok(brian_armed(
        json!([revolver(), {"name": "Machete", "skill": "Fighting (Brawl)", "damage": "1D8", "impaling": true}]),
        json!([]),
    ))["result"]
        .clone();
    let weapons = r["weapons"].as_array().unwrap();
    assert_eq!(weapons.len(), 3);
    assert_eq!(
        weapons[0],
        json!({"name": "unarmed", "skill": "Fighting (Brawl)", "damage": "1D3", "with_db": "1D3+1D4",
            "impaling": false, "adds_db": true, "firearm": false, "thrown": false, "per_round": 1,
            "range": null, "ammo": null, "malfunction": null, "db": "+1D4", "value": 70, "half": 35, "fifth": 14})
    );
    // A firearm never takes the damage bonus (K4); a blade in hand does.
    assert_eq!(
        (weapons[1]["with_db"].clone(), weapons[1]["db"].clone()),
        (json!("1D10"), json!("0"))
    );
    assert_eq!(weapons[1]["adds_db"], false);
    assert_eq!(
        (weapons[1]["value"].clone(), weapons[1]["ammo"].clone()),
        (json!(20), json!(6))
    );
    assert_eq!(weapons[2]["with_db"], "1D8+1D4");
    assert_eq!(weapons[2]["value"], 70);
    // The returned sheet keeps them, and reads back the same.
    let again = ok(json!({"action": "sheet", "sheet": r["sheet"]}))["result"].clone();
    assert_eq!(again["weapons"], r["weapons"]);
    assert_eq!(r["sheet"]["weapons"][0]["name"], "Grandfather's revolver");
}

#[test]
fn weapons_are_added_replaced_and_removed_by_events() {
    let r = ok(brian_armed(
        json!([]),
        json!([
            {"event": "weapon_added", "weapon": revolver()},
            {"event": "weapon_added", "weapon": {"name": "Rock", "skill": "Throw", "damage": "1D4", "thrown": true}},
            // The same name, spelt otherwise, replaces the revolver.
            {"event": "weapon_added", "weapon": {"name": "grandfather's  revolver", "skill": "firearms (handgun)", "damage": "1D8", "firearm": true}},
            {"event": "weapon_removed", "name": "rock"}
        ]),
    ))["result"]
        .clone();
    let names: Vec<&str> = r["weapons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["unarmed", "grandfather's  revolver"]);
    assert_eq!(r["weapons"][1]["damage"], "1D8");
    assert_eq!(r["weapons"][1]["skill"], "Firearms (Handgun)");
    // Applied, the events leave the weapon on the sheet itself.
    assert_eq!(r["sheet"]["weapons"].as_array().unwrap().len(), 1);
    // A thrown weapon gets half the damage bonus (`[7e]`): +1D4 is +1D2.
    let rock = ok(brian_armed(
        json!([{"name": "Rock", "skill": "Throw", "damage": "1D4", "thrown": true}]),
        json!([]),
    ))["result"]["weapons"][1]
        .clone();
    assert_eq!(
        (rock["with_db"].clone(), rock["db"].clone()),
        (json!("1D4+1D2"), json!("+1D2"))
    );
}

#[test]
fn a_weapon_that_breaks_k4_is_refused_where_it_is_wrong() {
    let refused = |weapon: Value| error(brian_armed(json!([weapon]), json!([])));
    let with = |patch: Value| {
        let mut w = revolver();
        for (k, v) in patch.as_object().unwrap() {
            w[k] = v.clone();
        }
        w
    };
    let cases = [
        (
            with(json!({"skill": "Firearms (Flamethrower)"})),
            "sheet.weapons[0].skill",
        ),
        (
            with(json!({"skill": "Basket Weaving"})),
            "sheet.weapons[0].skill",
        ),
        (
            with(json!({"damage": "1D10+DB"})),
            "sheet.weapons[0].damage",
        ),
        (with(json!({"damage": "lots"})), "sheet.weapons[0].damage"),
        (with(json!({"adds_db": true})), "sheet.weapons[0].adds_db"),
        (with(json!({"thrown": true})), "sheet.weapons[0].thrown"),
        (with(json!({"per_round": 0})), "sheet.weapons[0].per_round"),
        (with(json!({"ammo": 0})), "sheet.weapons[0].ammo"),
        (
            with(json!({"malfunction": 101})),
            "sheet.weapons[0].malfunction",
        ),
        (with(json!({"name": "Unarmed"})), "sheet.weapons[0].name"),
        (with(json!({"name": "  "})), "sheet.weapons[0].name"),
        (with(json!({"calibre": ".38"})), "sheet.weapons[0].calibre"),
    ];
    for (weapon, field) in cases {
        let (code, got) = refused(weapon.clone());
        // Dice that do not parse keep the notation's own code.
        let expected = if weapon["damage"] == "lots" {
            "bad_expression"
        } else {
            "bad_field"
        };
        assert_eq!((code.as_str(), got), (expected, json!(field)), "{weapon}");
    }
    // In an event the path is the event's.
    let (_, field) = error(brian_armed(
        json!([]),
        json!([{"event": "weapon_added", "weapon": with(json!({"skill": "Basket Weaving"}))}]),
    ));
    assert_eq!(field, "sheet.events[0].weapon.skill");
    let (_, field) = error(brian_armed(json!([]), json!([{"event": "weapon_added"}])));
    assert_eq!(field, "sheet.events[0].weapon");
    // At most 50 weapons: the 51st is refused, replacing one is not.
    let many: Vec<Value> = (0..50)
        .map(|i| with(json!({"name": format!("Gun {i}")})))
        .collect();
    let events = json!([{"event": "weapon_added", "weapon": with(json!({"name": "Gun 7"}))},
        {"event": "weapon_added", "weapon": with(json!({"name": "Gun 50"}))}]);
    let (_, field) = error(brian_armed(json!(many), events));
    assert_eq!(field, "sheet.events[1].weapon");
}

#[test]
fn a_weapon_error_says_what_a_weapon_needs() {
    let v = answer(json!({"system": "coc7", "action": "sheet", "lang": "en",
        "sheet": ok(brian())["result"]["sheet"].clone()
            .as_object().cloned().map(|mut s| {
                s.insert("weapons".into(), json!([{"name": "Pistol", "skill": "Firearms (Handgun)", "damage": "1D8", "firearm": true, "adds_db": true}]));
                Value::Object(s)
            }).unwrap()}));
    let message = v["error"]["message"].as_str().unwrap();
    assert!(
        message.contains("a firearm adds no damage bonus"),
        "{message}"
    );
}
