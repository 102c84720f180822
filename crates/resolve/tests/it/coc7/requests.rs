//! Malformed requests and fields: the errors a bad request gets, supplied and seeded
//! dice, the protocol document's examples, and every field being one the action knows.

use serde_json::json;

use super::{brian, error, import, ok};
use crate::support::{answer, replay_doc_examples};

#[test]
fn malformed_requests() {
    let cases = [
        (json!({"action": "check"}), "missing_field", json!("value")),
        (
            json!({"action": "check", "value": -1}),
            "bad_field",
            json!("value"),
        ),
        (
            json!({"action": "check", "value": "45"}),
            "bad_field",
            json!("value"),
        ),
        (
            json!({"action": "check", "value": 45, "difficulty": "heroic"}),
            "bad_field",
            json!("difficulty"),
        ),
        (
            json!({"action": "check", "value": 45, "bonus": 101}),
            "bad_field",
            json!("bonus"),
        ),
        (
            json!({"action": "check", "value": 45, "odds": "yes"}),
            "bad_field",
            json!("odds"),
        ),
        (
            json!({"action": "opposed", "a": {"value": 50}}),
            "missing_field",
            json!("b"),
        ),
        (
            json!({"action": "opposed", "a": 50, "b": {"value": 50}}),
            "bad_field",
            json!("a"),
        ),
        (
            json!({"action": "opposed", "a": {"value": 50}, "b": {"bonus": 1}}),
            "missing_field",
            json!("b.value"),
        ),
        (
            json!({"action": "sanity", "san": 50, "int": 60}),
            "missing_field",
            json!("loss"),
        ),
        (
            json!({"action": "sanity", "san": 50, "int": 60, "loss": "1D6"}),
            "bad_field",
            json!("loss"),
        ),
        (
            json!({"action": "melee", "attacker": {"value": 50, "weapon": "1D"}, "defender": {"value": 50}}),
            "bad_expression",
            json!("attacker.weapon"),
        ),
        (
            json!({"action": "melee", "attacker": {"value": 50}, "defender": {"value": 50, "response": "parry"}}),
            "bad_field",
            json!("defender.response"),
        ),
        (
            json!({"action": "melee", "attacker": {"value": 50, "db": "3#1D4"}, "defender": {"value": 50}}),
            "bad_field",
            json!("attacker.db"),
        ),
        (
            json!({"action": "investigator"}),
            "missing_field",
            json!("characteristics"),
        ),
        (
            json!({"action": "investigator", "characteristics": {"STR": 50}}),
            "missing_field",
            json!("characteristics.CON"),
        ),
        (
            json!({"action": "group_luck", "lucks": []}),
            "bad_field",
            json!("lucks"),
        ),
        (
            json!({"action": "initiative", "combatants": [{"name": "x"}]}),
            "missing_field",
            json!("combatants[0].dex"),
        ),
        (
            json!({"action": "heal", "treatment": "prayer", "max_hp": 10}),
            "bad_field",
            json!("treatment"),
        ),
        (
            json!({"action": "damage", "max_hp": 10, "hp": 12, "con": 50, "amount": 1}),
            "bad_field",
            json!("hp"),
        ),
        (
            json!({"action": "sheet", "sheet": {"format": "other", "version": 1}}),
            "bad_field",
            json!("sheet.format"),
        ),
    ];
    for (req, code, field) in cases {
        let (c, f) = error(req.clone());
        assert_eq!((c.as_str(), &f), (code, &field), "{req}");
    }
    let v = answer(json!({"system": "coc7", "action": "dance"}));
    assert_eq!(v["error"]["code"], "unknown_action");
}

#[test]
fn supplied_dice_errors() {
    let v = answer(json!({"system": "coc7", "action": "check", "value": 50, "dice": [4]}));
    assert_eq!(
        (v["error"]["code"].clone(), v["error"]["die"].clone()),
        (json!("dice_exhausted"), json!("units"))
    );
    let v = answer(json!({"system": "coc7", "action": "check", "value": 50, "dice": [4, 10]}));
    assert_eq!(v["error"]["code"], "bad_die");
    let v = answer(json!({"system": "coc7", "action": "check", "value": 50, "dice": [4, 1, 1]}));
    assert_eq!(v["error"]["code"], "unused_dice");
}

#[test]
fn seeded_rolls_are_reproducible() {
    let a = ok(
        json!({"action": "melee", "seed": 42, "attacker": {"value": 50, "weapon": "machete", "db": "+1D4"},
        "defender": {"value": 50, "response": "fight_back"}}),
    );
    let b = ok(
        json!({"action": "melee", "seed": 42, "attacker": {"value": 50, "weapon": "machete", "db": "+1D4"},
        "defender": {"value": 50, "response": "fight_back"}}),
    );
    assert_eq!(a, b);
}

/// Every example of the coc7 section of docs/protocol.md answers as written (the
/// shortened ones, with `…`, are skipped).
#[test]
fn protocol_doc_examples_are_real() {
    let replayed = replay_doc_examples("## Call of Cthulhu 7th edition (`system: \"coc7\"`)");
    assert!(replayed >= 18, "only {replayed} examples");
}

#[test]
fn a_misspelt_or_foreign_field_is_bad_field_naming_its_path() {
    let mut sheet = ok(brian())["result"]["sheet"].clone();
    sheet["evnts"] = json!([]);
    let mut event = ok(brian())["result"]["sheet"].clone();
    event["events"] = json!([{"event": "damaged", "amout": 3}]);
    let mut chars = brian();
    chars["characteristics"]["LUK"] = json!(50);
    let cases = [
        (
            json!({"action": "check", "value": 45, "dificulty": "hard"}),
            "dificulty",
        ),
        (
            json!({"action": "opposed", "a": {"value": 50, "bonsu": 1}, "b": {"value": 50}}),
            "a.bonsu",
        ),
        (
            json!({"action": "melee", "attacker": {"value": 50, "wepon": "1D6"}, "defender": {"value": 50}}),
            "attacker.wepon",
        ),
        // A maneuver is unarmed, and a melee defender has no Build.
        (
            json!({"action": "maneuver", "attacker": {"value": 70, "build": 0, "weapon": "1D6"},
                "defender": {"value": 40, "build": 0}}),
            "attacker.weapon",
        ),
        (
            json!({"action": "melee", "attacker": {"value": 50}, "defender": {"value": 50, "build": 1}}),
            "defender.build",
        ),
        (
            json!({"action": "initiative", "combatants": [{"dex": 50}, {"dex": 60, "firarm": true}]}),
            "combatants[1].firarm",
        ),
        (
            json!({"action": "damage", "max_hp": 10, "con": 50, "amount": 1, "majorwound": true}),
            "majorwound",
        ),
        (chars, "characteristics.LUK"),
        (json!({"action": "sheet", "sheet": sheet}), "sheet.evnts"),
        (
            json!({"action": "sheet", "sheet": event}),
            "sheet.events[0].amout",
        ),
        (
            json!({"action": "import_dholes", "dholes": {"Investigator": {"PersonalDetails": {}}, "Extra": 1}}),
            "dholes.Extra",
        ),
    ];
    for (req, field) in cases {
        let (c, f) = error(req.clone());
        assert_eq!((c.as_str(), f), ("bad_field", json!(field)), "{req}");
    }
}

#[test]
fn a_nested_field_of_the_wrong_type_is_bad_field_at_its_path() {
    let cases = [
        (
            json!({"action": "opposed", "a": {"value": "50"}, "b": {"value": 50}}),
            "a.value",
        ),
        (
            json!({"action": "melee", "attacker": {"value": 50, "impaling": "yes"}, "defender": {"value": 50}}),
            "attacker.impaling",
        ),
        (
            json!({"action": "initiative", "combatants": [{"dex": 50}, 7]}),
            "combatants[1]",
        ),
        (
            json!({"action": "improvement", "skills": {"Climb": "85"}}),
            "skills.Climb",
        ),
    ];
    for (req, field) in cases {
        let (c, f) = error(req.clone());
        assert_eq!((c.as_str(), f), ("bad_field", json!(field)), "{req}");
    }
}

#[test]
fn names_are_data_not_fields() {
    // A skill map takes any skill a sheet may have, a custom one too.
    let v = ok(json!({"action": "improvement", "skills": {"Shorthand": 41}, "dice": [3, 0]}));
    assert_eq!(v["result"]["skills"][0]["skill"], "Shorthand");
    // A sheet of another format says so before anything it does not know.
    assert_eq!(
        error(json!({"action": "sheet", "sheet": {"format": "other", "version": 1, "zz": 1}})),
        ("bad_field".to_owned(), json!("sheet.format"))
    );
    // Below its root, a Dhole's House export keeps its stray keys (the format has them).
    let r = import(
        json!({"Investigator": {"PersonalDetails": {"Name": "Ada", "Nickname": "A"},
        "Extra": {"x": 1}}}),
    );
    assert_eq!(r["sheet"]["name"], "Ada");
}
