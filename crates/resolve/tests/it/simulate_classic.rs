//! `classic.simulate`: a classic fight forecast by keeper-classic's rules and the game's
//! house rules, sent with the request as every classic action takes them.

use num_rational::BigRational;
use num_traits::One;
use serde_json::{Value, json};

use crate::support::{error_in, ok_in, ratio};

/// Walter (a knife in hand) against a cultist (a knife), seed 004's forum rules.
fn walter_and_cultist() -> Value {
    json!({
        "action": "simulate",
        "sides": [{"name": "investigators"}, {"name": "cultists"}],
        "combatants": [
            {"name": "Walter", "side": "investigators", "dex": 14, "con": 18, "max_hp": 17,
             "dodge": 40, "fighting": 60,
             "attacks": [{"name": "Faca", "skill": 45, "damage": "1D4+2", "db": "1D4",
                          "impaling": true, "in_hand": true}]},
            {"name": "Cultist", "side": "cultists", "dex": 12, "con": 12, "max_hp": 12,
             "dodge": 24, "fighting": 50,
             "attacks": [{"name": "Knife", "skill": 35, "damage": "1D4+2", "impaling": true,
                          "in_hand": true}]}
        ],
        "rounds": 3
    })
}

#[test]
fn a_classic_fight_is_forecast_by_classic_rules() {
    let mut request = walter_and_cultist();
    request["method"] = json!("exact");
    let r = ok_in("classic", request.clone())["result"].clone();
    assert_eq!(r["method"], "exact");
    for c in r["combatants"].as_array().unwrap() {
        // Classic knows no death in a fight (H3): the gravely hurt are "dying".
        assert_eq!(c["dead"]["exact"], "0", "{c}");
        let total: BigRational = [
            "dead",
            "dying",
            "unconscious",
            "major_wound",
            "wounded",
            "unhurt",
        ]
        .iter()
        .map(|k| ratio(&c[k]["exact"]))
        .sum();
        assert_eq!(total, BigRational::one());
    }
    // The house rules count: without the forum's, the same fight goes otherwise.
    let mut plain = request.clone();
    plain["options"] = json!("plain");
    let other = ok_in("classic", plain)["result"].clone();
    assert_eq!(other["method"], "exact");
    assert_ne!(
        other["combatants"], r["combatants"],
        "advanced blocking changes parries"
    );
    // The same fight as 7th edition is another forecast: the system decides the rules.
    let seventh = ok_in("coc7", request.clone())["result"].clone();
    assert_ne!(seventh["combatants"], r["combatants"]);
    // A house rule the game does not have is refused where it is named.
    let mut bad = request;
    bad["options"] = json!("homebrew");
    assert_eq!(
        error_in("classic", bad),
        ("bad_field".to_owned(), json!("options"))
    );
}
