//! The extensions beyond the spec (push, Luck, Magic Points, improvement, firearms,
//! damage and healing, a sheet replayed from its events), and rules H7, K6, K9, N3 and
//! the group Luck odds over the protocol.

use serde_json::{Value, json};

use super::{brian, error, ok};

#[test]
fn push_a_failed_roll() {
    let v = ok(json!({"action": "push", "value": 45, "dice": [7, 3, 9, 9]}));
    let r = &v["result"];
    assert_eq!(r["first"]["total"], 73);
    assert_eq!(
        (
            r["total"].clone(),
            r["pushed"].clone(),
            r["pushed_failure"].clone()
        ),
        (json!(99), json!(true), json!(true))
    );
    let v = ok(json!({"action": "push", "value": 45, "first": 73, "dice": [2, 0]}));
    assert_eq!(
        (
            v["result"]["success"].clone(),
            v["result"]["pushed_failure"].clone()
        ),
        (json!(true), json!(false))
    );
    assert_eq!(
        error(json!({"action": "push", "value": 45, "first": 12, "dice": []})).1,
        "first"
    );
    assert_eq!(
        error(json!({"action": "push", "value": 45, "kind": "combat", "dice": [9, 0]})).1,
        "kind"
    );
    // A first roll that succeeds is not pushed.
    let v = ok(json!({"action": "push", "value": 45, "dice": [1, 0]}));
    assert_eq!(v["result"]["pushed"], false);
}

#[test]
fn luck_group_luck_and_spending() {
    let v = ok(json!({"action": "luck", "luck": 50, "dice": [4, 9]}));
    assert_eq!(v["result"]["success"], true);
    let v = ok(json!({"action": "group_luck", "lucks": [60, 35, 70], "dice": [4, 0]}));
    assert_eq!(
        (
            v["result"]["roller"].clone(),
            v["result"]["success"].clone()
        ),
        (json!(1), json!(false))
    );
    let v = ok(json!({"action": "spend_luck", "value": 45, "total": 50, "luck": 30}));
    let r = &v["result"];
    assert_eq!(
        (r["spent"].clone(), r["luck"].clone(), r["success"].clone()),
        (json!(5), json!(25), json!(true))
    );
    assert_eq!(r["events"], json!([{"event": "luck_spent", "amount": 5}]));
    assert_eq!(
        error(
            json!({"action": "spend_luck", "value": 45, "total": 50, "luck": 30, "kind": "sanity"})
        )
        .1,
        "kind"
    );
    assert_eq!(
        error(json!({"action": "spend_luck", "value": 45, "total": 90, "luck": 30, "points": 45}))
            .1,
        "points"
    );
}

#[test]
fn magic_points_past_zero_come_off_hit_points() {
    let v = ok(json!({"action": "magic", "mp": 3, "points": 5}));
    assert_eq!(
        v["result"],
        json!({"mp": 0, "hp_lost": 2, "events": [
        {"event": "magic_spent", "amount": 3}, {"event": "damaged", "amount": 2}]})
    );
}

#[test]
fn improvement_phase() {
    let v = ok(
        json!({"action": "improvement", "skills": {"Spot Hidden": 45, "Climb": 85}, "luck": 40,
        "dice": [4, 3, 9, 0, 7, 3, 4, 8, 0, 4]}),
    );
    let r = &v["result"];
    assert_eq!(r["skills"][0]["improved"], false);
    assert_eq!(
        (
            r["skills"][1]["gain"].clone(),
            r["skills"][1]["sanity"].clone()
        ),
        (json!(7), json!(7))
    );
    assert_eq!(
        r["luck_recovery"],
        json!({"roll": 80, "gain": 4, "luck": 44})
    );
    assert_eq!(r["events"].as_array().unwrap().len(), 4);
}

#[test]
fn firearms_maneuver_initiative() {
    let v = ok(
        json!({"action": "firearms", "value": 50, "weapon": "handgun", "shots": 2, "dice": [2, 6, 0, 0, 3, 5, 4]}),
    );
    assert_eq!(v["result"]["damage"], 4);
    assert_eq!(v["result"]["net_dice"], -1);
    // The target dives for cover: Dodge 40 rolls 25, a success: the shot takes a penalty die.
    let v = ok(
        json!({"action": "firearms", "value": 50, "weapon": "rifle", "dodge": 40, "dice": [2, 5, 1, 7, 3]}),
    );
    assert_eq!(
        (
            v["result"]["dive"]["success"].clone(),
            v["result"]["net_dice"].clone()
        ),
        (json!(true), json!(-1))
    );
    assert_eq!(v["result"]["shots"][0]["total"], 73);
    let v = ok(
        json!({"action": "maneuver", "attacker": {"value": 70, "build": 0},
        "defender": {"value": 40, "build": 1, "response": "fight_back"}, "dice": [0, 2, 2, 3, 0]}),
    );
    assert_eq!(
        (
            v["result"]["success"].clone(),
            v["result"]["build_penalty"].clone()
        ),
        (json!(true), json!(1))
    );
    assert_eq!(
        error(json!({"action": "maneuver", "attacker": {"value": 70, "build": 0}, "defender": {"value": 40, "build": 3}})).1,
        "defender.build"
    );
    let v = ok(json!({"action": "initiative", "combatants": [
        {"name": "Brian", "dex": 80}, {"name": "Hugh", "dex": 50, "firearm": true}, {"name": "ghoul", "dex": 65}]}));
    assert_eq!(v["result"]["names"], json!(["Hugh", "Brian", "ghoul"]));
}

#[test]
fn damage_and_healing() {
    // Major wound exactly at half of odd HP; no CON roll when the hit kills.
    let v = ok(json!({"action": "damage", "max_hp": 11, "con": 50, "amount": 6, "dice": [2, 0]}));
    assert_eq!(
        (
            v["result"]["major_wound"].clone(),
            v["result"]["hp"].clone()
        ),
        (json!(true), json!(5))
    );
    let v = ok(json!({"action": "damage", "max_hp": 11, "con": 50, "amount": 5, "dice": []}));
    assert_eq!(v["result"]["major_wound"], false);
    let v = ok(json!({"action": "damage", "max_hp": 11, "con": 50, "amount": 11, "dice": []}));
    assert_eq!(
        (v["result"]["dead"].clone(), v["dice"].clone()),
        (json!(true), json!([]))
    );
    let v = ok(json!({"action": "damage", "max_hp": 12, "hp": 5, "con": 50, "amount": 7}));
    assert_eq!(v["result"]["dying"], true);
    let v = ok(
        json!({"action": "damage", "max_hp": 12, "con": 50, "severity": "moderate", "dice": [4]}),
    );
    assert_eq!(v["result"]["hp"], 8);
    let v = ok(
        json!({"action": "heal", "treatment": "first_aid", "skill": 30, "max_hp": 12, "hp": 0,
        "major_wound": true, "dying": true, "dice": [1, 5]}),
    );
    assert_eq!(
        (
            v["result"]["dying"].clone(),
            v["result"]["needs_medicine"].clone()
        ),
        (json!(false), json!(true))
    );
    let v = ok(
        json!({"action": "heal", "treatment": "week", "con": 50, "max_hp": 12, "hp": 2,
        "major_wound": true, "dice": [0, 5, 1, 2]}),
    );
    assert_eq!(
        (
            v["result"]["hp"].clone(),
            v["result"]["major_wound"].clone()
        ),
        (json!(5), json!(false))
    );
    assert_eq!(
        error(json!({"action": "heal", "treatment": "day", "max_hp": 12, "hp": 0, "dying": true}))
            .1,
        "treatment"
    );
}

#[test]
fn sheet_conditions_follow_from_its_damage_events() {
    // coc7 H2–H5: Brian has 13 HP; a bare log of damage derives every condition.
    let created = ok(brian());
    let base = created["result"]["sheet"].clone();
    let read = |events: Value| {
        let mut sheet = base.clone();
        sheet["events"] = events;
        ok(json!({"action": "sheet", "sheet": sheet}))["result"].clone()
    };
    let flags = |r: &Value| {
        (
            r["hp"].clone(),
            r["major_wound"].clone(),
            r["unconscious"].clone(),
            r["dying"].clone(),
            r["dead"].clone(),
        )
    };
    let r = read(json!([{"event": "damaged", "amount": 7}]));
    assert_eq!(
        flags(&r),
        (
            json!(6),
            json!(true),
            json!(false),
            json!(false),
            json!(false)
        )
    );
    let r = read(json!([{"event": "damaged", "amount": 7}, {"event": "damaged", "amount": 6}]));
    assert_eq!(
        flags(&r),
        (
            json!(0),
            json!(true),
            json!(true),
            json!(true),
            json!(false)
        )
    );
    let r = read(
        json!([{"event": "damaged", "amount": 4}, {"event": "damaged", "amount": 4},
        {"event": "damaged", "amount": 5}]),
    );
    assert_eq!(
        flags(&r),
        (
            json!(0),
            json!(false),
            json!(true),
            json!(false),
            json!(false)
        )
    );
    let r = read(json!([{"event": "damaged", "amount": 13}]));
    assert_eq!(flags(&r).4, json!(true));
    // A sheet at 0 HP is not conscious, whatever its flag says (H2).
    let mut sheet = base.clone();
    sheet["hp"] = json!(0);
    let r = ok(json!({"action": "sheet", "sheet": sheet}))["result"].clone();
    assert_eq!(r["unconscious"], true);
}

#[test]
fn sheet_round_trip_with_events() {
    let created = ok(brian());
    let mut sheet = created["result"]["sheet"].clone();
    sheet["events"] = json!([{"event": "damaged", "amount": 3}, {"event": "sanity_lost", "amount": 4},
        {"event": "skill_ticked", "skill": "Climb"}]);
    let v = ok(json!({"action": "sheet", "sheet": sheet}));
    let r = &v["result"];
    assert_eq!(
        (
            r["hp"].clone(),
            r["san"].clone(),
            r["events_applied"].clone()
        ),
        (json!(10), json!(46), json!(3))
    );
    let climb = r["skills"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "Climb")
        .unwrap()
        .clone();
    assert_eq!(
        climb,
        json!({"name": "Climb", "value": 60, "half": 30, "fifth": 12, "occupation": true, "ticked": true})
    );
    // The folded sheet reads back the same.
    let again = ok(json!({"action": "sheet", "sheet": r["sheet"].clone()}));
    assert_eq!(again["result"]["hp"], 10);
    assert_eq!(again["result"]["events_applied"], 0);
    let mut bad = created["result"]["sheet"].clone();
    bad["version"] = json!(2);
    assert_eq!(
        error(json!({"action": "sheet", "sheet": bad})).1,
        "sheet.version"
    );
    let mut bad = created["result"]["sheet"].clone();
    bad["events"] = json!([{"event": "exploded"}]);
    assert_eq!(
        error(json!({"action": "sheet", "sheet": bad})).1,
        "sheet.events[0].event"
    );
}

#[test]
fn h7_first_aid_once_per_wound_over_the_protocol() {
    let v = ok(
        json!({"action": "heal", "treatment": "first_aid", "skill": 30, "max_hp": 12,
        "hp": 5, "dice": [2, 0]}),
    );
    assert_eq!(v["result"]["first_aid_given"], true);
    assert_eq!(v["result"]["hp"], 6);
    assert_eq!(
        v["result"]["events"],
        json!([{"event": "healed", "amount": 1}, {"event": "first_aid_given"}])
    );
    let (code, field) = error(
        json!({"action": "heal", "treatment": "first_aid", "skill": 30,
        "max_hp": 12, "hp": 6, "first_aid_given": true, "dice": []}),
    );
    assert_eq!((code.as_str(), field), ("bad_field", json!("treatment")));
    // A new hit is a new wound.
    let v = ok(
        json!({"action": "damage", "max_hp": 12, "hp": 6, "con": 50, "amount": 1,
        "first_aid_given": true}),
    );
    assert_eq!(v["result"]["first_aid_given"], false);
}

#[test]
fn h7_medicine_needs_an_hour_with_equipment() {
    let (code, field) = error(
        json!({"action": "heal", "treatment": "medicine", "skill": 60,
        "max_hp": 12, "hp": 5, "dice": []}),
    );
    assert_eq!(
        (code.as_str(), field),
        ("missing_field", json!("equipment"))
    );
    let (code, field) = error(
        json!({"action": "heal", "treatment": "medicine", "skill": 60,
        "max_hp": 12, "hp": 5, "equipment": false, "dice": []}),
    );
    assert_eq!((code.as_str(), field), ("bad_field", json!("equipment")));
    let v = ok(
        json!({"action": "heal", "treatment": "medicine", "skill": 60, "max_hp": 12,
        "hp": 5, "equipment": true, "dice": [3, 0, 2], "odds": true}),
    );
    assert_eq!(v["result"]["hp"], 7);
    assert_eq!(v["result"]["odds"]["success"], "3/5");
}

#[test]
fn k9_defended_gives_the_next_melee_attack_a_bonus_die() {
    // Spec melee without the field: no `defended` in the answer.
    let plain = ok(
        json!({"action": "melee", "attacker": {"value": 50}, "defender": {"value": 50},
        "dice": [6, 0, 7, 0]}),
    );
    assert!(plain["result"].get("defended").is_none());
    // Already defended: one bonus die (two tens dice), and the state after is reported.
    let v = ok(json!({"action": "melee", "attacker": {"value": 50},
        "defender": {"value": 50, "defended": true}, "dice": [6, 2, 0, 7, 0, 1]}));
    assert_eq!(v["result"]["attacker"]["tens"], json!([6, 2]));
    assert_eq!(v["result"]["attacker"]["total"], 20);
    assert_eq!(
        (
            v["result"]["defended"].clone(),
            v["result"]["outnumbered_bonus"].clone()
        ),
        (json!(true), json!(1))
    );
    // Not yet defended: no bonus, but the state after is `defended`.
    let v = ok(json!({"action": "melee", "attacker": {"value": 50},
        "defender": {"value": 50, "defended": false}, "dice": [6, 0, 7, 0]}));
    assert_eq!(
        (
            v["result"]["defended"].clone(),
            v["result"]["outnumbered_bonus"].clone()
        ),
        (json!(true), json!(0))
    );
    // A maneuver is a melee attack too.
    let v = ok(
        json!({"action": "maneuver", "attacker": {"value": 70, "build": 0},
        "defender": {"value": 40, "build": 0, "defended": true}, "dice": [6, 2, 2, 9, 0]}),
    );
    assert_eq!(v["result"]["attacker"]["total"], 22);
    assert_eq!(v["result"]["outnumbered_bonus"], 1);
}

#[test]
fn k6_ammunition_is_counted() {
    let v = ok(
        json!({"action": "firearms", "value": 50, "shots": 2, "ammo": 6,
        "dice": [9, 9, 0, 9, 9, 0]}),
    );
    assert_eq!(v["result"]["ammo"], 4);
    let (code, field) = error(
        json!({"action": "firearms", "value": 50, "shots": 3, "ammo": 2,
        "dice": []}),
    );
    assert_eq!((code.as_str(), field), ("bad_field", json!("shots")));
    let v = ok(json!({"action": "firearms", "value": 50, "dice": [9, 0]}));
    assert!(v["result"].get("ammo").is_none());
}

#[test]
fn n3_insanity_effects_and_reality_checks() {
    let v = ok(
        json!({"action": "insanity_effect", "temporary_hours": 4, "effect": "phobia",
        "text": "fear of the dark"}),
    );
    assert_eq!(
        v["result"]["events"],
        json!([{"event": "phobia_gained", "text": "fear of the dark"}])
    );
    let v = ok(
        json!({"action": "insanity_effect", "temporary_hours": 4, "effect": "backstory",
        "heading": "Ideology", "text": "Nothing matters"}),
    );
    assert_eq!(v["result"]["events"][0]["event"], "backstory_changed");
    let (code, field) = error(json!({"action": "insanity_effect", "effect": "mania",
        "text": "kleptomania"}));
    assert_eq!(
        (code.as_str(), field),
        ("bad_field", json!("temporary_hours"))
    );
    assert_eq!(
        error(
            json!({"action": "insanity_effect", "temporary_hours": 1, "effect": "x", "text": "y"})
        )
        .1,
        "effect"
    );
    let v = ok(json!({"action": "reality_check", "san": 45, "dice": [6, 2]}));
    assert_eq!(v["result"]["sees_through"], false);
    // A sheet keeps the effects as background entries.
    let mut sheet = ok(brian())["result"]["sheet"].clone();
    sheet["events"] = json!([{"event": "temporary_insanity", "hours": 3},
        {"event": "mania_gained", "text": "kleptomania"}]);
    let v = ok(json!({"action": "sheet", "sheet": sheet}));
    assert_eq!(
        v["result"]["sheet"]["details"]["background"]["Manias"],
        "kleptomania"
    );
}

#[test]
fn r8_group_luck_odds_and_dice() {
    let v = ok(
        json!({"action": "group_luck", "lucks": [60, 35, 70], "penalty": 1,
        "dice": [2, 4, 0], "odds": true}),
    );
    assert_eq!(v["result"]["roller"], 1);
    assert_eq!(v["result"]["total"], 40);
    assert!(v["result"]["odds"]["success"].is_string());
}
