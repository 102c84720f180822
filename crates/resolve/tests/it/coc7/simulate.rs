//! `coc7.simulate`: a whole fight's forecast over the protocol — exact for the seed's
//! ghoul against Brian, simulated and reproducible from the envelope's seed, and every
//! malformed fight refused naming its field.

use num_rational::BigRational;
use num_traits::{One, Zero};
use serde_json::{Value, json};

use super::{error, ok};
use crate::support::ratio;

/// Seed 002's ghoul (claw 40%, 1D6+1D4, 13 HP, halves firearms) against Brian
/// (Fighting 70, Dodge 60, 12 HP).
fn ghoul_and_brian() -> Value {
    json!({
        "action": "simulate",
        "sides": [{"name": "investigators"}, {"name": "ghouls"}],
        "combatants": [
            {"name": "Brian", "side": "investigators", "dex": 80, "con": 60, "max_hp": 12,
             "dodge": 60, "fighting": 70, "san": 50,
             "attacks": [{"name": "Unarmed", "skill": 70, "damage": "1D3"}]},
            {"name": "ghoul", "side": "ghouls", "dex": 65, "con": 65, "max_hp": 13,
             "dodge": 40, "fighting": 40, "halves_firearms": true, "sanity_loss": "0/1D6",
             "attacks": [{"name": "Claw", "skill": 40, "damage": "1D6", "db": "1D4"}]}
        ],
        "rounds": 10
    })
}

const CONDITIONS: [&str; 6] = [
    "dead",
    "dying",
    "unconscious",
    "major_wound",
    "wounded",
    "unhurt",
];

#[test]
fn the_ghoul_against_brian_is_forecast_exactly() {
    let mut request = ghoul_and_brian();
    request["method"] = json!("exact");
    let answer = ok(request);
    let r = &answer["result"];
    assert_eq!(r["method"], "exact", "{r}");
    assert!(r["states"].as_u64().unwrap() > 0);
    for c in r["combatants"].as_array().unwrap() {
        let total: BigRational = CONDITIONS.iter().map(|k| ratio(&c[k]["exact"])).sum();
        assert_eq!(total, BigRational::one(), "{}", c["name"]);
        // An exact figure is its fraction, with the value beside it and no interval.
        assert!(c["dead"].get("low").is_none());
    }
    let wins: BigRational = r["sides"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| ratio(&s["wins"]["exact"]))
        .sum();
    assert_eq!(wins + ratio(&r["undecided"]["exact"]), BigRational::one());
    // The fight stops when Brian falls: he may be dying, never dead in it (H4).
    let brian = &r["combatants"][0];
    assert_eq!(brian["dead"]["exact"], "0");
    assert!(ratio(&brian["dying"]["exact"]) > BigRational::zero());
    // Brian sees one ghoul: 0/1D6 against SAN 50, exactly, whatever the method.
    assert_eq!(r["sanity"][0]["name"], "Brian");
    let lost = r["sanity"][0]["lost"].as_array().unwrap();
    let total: BigRational = lost.iter().map(|l| ratio(&l[1])).sum();
    assert_eq!(total, BigRational::one());
    assert_eq!(r["rounds"].as_array().unwrap().len(), 10);
    // No die of the request is drawn by the exact method's seed but the seed's own.
    assert_eq!(answer["dice"].as_array().unwrap().len(), 4);
}

#[test]
fn a_simulation_is_reproducible_from_the_envelope_seed() {
    let mut request = ghoul_and_brian();
    request["method"] = json!("monte_carlo");
    request["fights"] = json!(2000);
    request["seed"] = json!(7);
    let first = ok(request.clone());
    let again = ok(request.clone());
    assert_eq!(first["result"], again["result"]);
    let r = &first["result"];
    assert_eq!(
        (r["method"].as_str(), r["fights"].as_u64()),
        (Some("monte_carlo"), Some(2000))
    );
    assert!(r["seed"].is_string() && r["exchanges"].as_u64().unwrap() > 0);
    for c in r["combatants"].as_array().unwrap() {
        for k in CONDITIONS {
            let f = &c[k];
            let (v, lo, hi) = (
                f["value"].as_f64().unwrap(),
                f["low"].as_f64().unwrap(),
                f["high"].as_f64().unwrap(),
            );
            assert!(
                lo <= v && v <= hi && (0.0..=1.0).contains(&lo) && hi <= 1.0,
                "{k}: {f}"
            );
            assert!(f.get("exact").is_none());
        }
    }
    // The seed is drawn from the request's dice: supplied faces fix it too.
    request.as_object_mut().unwrap().remove("seed");
    request["dice"] = json!([1, 2, 3, 4]);
    let supplied = ok(request.clone());
    assert_eq!(
        supplied["result"]["seed"],
        ((1u64 << 32) + (2u64 << 16) + 3).to_string()
    );
    assert_eq!(supplied["result"], ok(request)["result"]);
}

#[test]
fn a_malformed_fight_is_refused_naming_its_field() {
    let with = |path: &[&str], value: Value| {
        let mut r = ghoul_and_brian();
        let mut at = &mut r;
        for key in &path[..path.len() - 1] {
            at = match key.parse::<usize>() {
                Ok(i) => &mut at[i],
                Err(_) => &mut at[*key],
            };
        }
        at[path[path.len() - 1]] = value;
        error(r)
    };
    let bad = |code: &str, field: &str| (code.to_owned(), json!(field));
    assert_eq!(
        with(&["combatants", "0", "attacks", "0", "skil"], json!(40)),
        bad("bad_field", "combatants[0].attacks[0].skil")
    );
    assert_eq!(
        with(&["method"], json!("guess")),
        bad("bad_field", "method")
    );
    assert_eq!(with(&["fights"], json!(0)), bad("bad_field", "fights"));
    assert_eq!(with(&["rounds"], json!(1001)), bad("bad_field", "rounds"));
    assert_eq!(
        with(&["sides", "1", "targets"], json!("nearest")),
        bad("bad_field", "sides[1].targets")
    );
    assert_eq!(
        with(&["combatants", "1", "hp"], json!(14)),
        bad("bad_field", "combatants[1].hp")
    );
    assert_eq!(
        with(&["combatants", "1", "defence"], json!("parry")),
        bad("bad_field", "combatants[1].defence")
    );
    assert_eq!(
        with(&["combatants", "0", "attacks", "0", "damage"], json!("1D")),
        bad("bad_expression", "combatants[0].attacks[0].damage")
    );
    assert_eq!(
        with(
            &["combatants", "1", "attacks", "0", "weapon"],
            json!("lightsaber")
        ),
        bad("bad_field", "combatants[1].attacks[0].weapon")
    );
    assert_eq!(
        with(&["combatants", "1", "side"], json!("cultists")),
        bad("bad_field", "combatants")
    );
    assert_eq!(
        with(&["sides"], json!([{"name": "investigators"}])),
        bad("bad_field", "sides")
    );
    // Nobody can hurt anybody through a thousand points of armour.
    let mut r = ghoul_and_brian();
    r["combatants"][0]["armour"] = json!(1000);
    r["combatants"][1]["armour"] = json!(1000);
    assert_eq!(error(r.clone()), bad("bad_field", "combatants"));
    // Said in the asker's language, the engine's reason included.
    r["lang"] = json!("ru");
    r["system"] = json!("coc7");
    let said = keeper_resolve::resolve(&r);
    let text = said["error"]["message"].as_str().unwrap();
    assert!(
        text.contains("прогноз боя невозможен") && text.contains("никто никому"),
        "{text}"
    );
    // Too large for the exact method's budget of one state: say so, naming the budget.
    let mut r = ghoul_and_brian();
    r["method"] = json!("exact");
    r["budget"] = json!(1);
    assert_eq!(error(r), bad("bad_field", "budget"));
}

#[test]
fn a_k4_weapon_is_taken_by_name() {
    let mut request = ghoul_and_brian();
    request["combatants"][0]["attacks"] = json!([
        {"weapon": "handgun", "skill": 55, "gun": {"ammo": 6, "shots": 1}}
    ]);
    request["method"] = json!("monte_carlo");
    request["fights"] = json!(500);
    request["seed"] = json!(1);
    let r = ok(request)["result"].clone();
    let spent = r["combatants"][0]["ammo_spent"]["value"].as_f64().unwrap();
    assert!(spent > 0.0 && spent <= 6.0, "{spent}");
}
