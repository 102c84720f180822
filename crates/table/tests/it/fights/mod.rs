//! The combat tracker: the rules' order, turns and rounds, the once-per-round counts,
//! and each exchange rolled from the sheets and applied to the loser's.
//! One module per concern; the fighters and orders they share are here.

mod exchanges;
mod firearms;
mod forecast;
mod order;
mod systems;

use keeper_table::{AttackOrder, Joining, Table};
use serde_json::{Value, json};

use crate::characters::brian_draft;
use crate::common::Party;

/// A ghoul of 40 hit points: no blow of Brian's (7 at most) wounds it badly enough to
/// take it out of a test's fight (H3 needs 20).
pub(crate) const GHOUL: &str = "Ghoul\nSTR 80 CON 65 SIZ 65 DEX 65 INT 65 POW 65 APP — EDU —\nHP: 40\nMove 9\n\
    Attacks per round: 3\nClaw 40% (20/8), damage 1D6+DB\nBite 40% (20/8), damage 1D6\n\
    Dodge 40% (20/8)\nArmor: none";

pub(crate) fn joining(ids: &[&str]) -> Vec<Joining> {
    ids.iter()
        .map(|c| Joining {
            character: (*c).to_owned(),
            firearm: false,
            count: None,
        })
        .collect()
}

fn attack(target: &str, with: &str) -> AttackOrder {
    AttackOrder {
        target: target.to_owned(),
        with: with.to_owned(),
        shots: None,
        range: None,
        point_blank: false,
        maneuver: None,
        side: Default::default(),
    }
}

/// Brian (Alice's) and a ghoul, in a fight the Keeper started.
pub(crate) async fn brian_and_ghoul(t: &Table, p: &Party) -> (String, String) {
    let brian = t
        .create_character(&p.alice, None, Some(brian_draft()), None)
        .await
        .unwrap();
    let ghoul = t.create_npc(&p.keeper, GHOUL).await.unwrap();
    (brian.id, ghoul.id)
}

/// The Keeper's entry of rolls behind the public exchange `e` (the one just before it),
/// and what Alice reads of it: nothing.
async fn rolls_behind(t: &Table, p: &Party, e: &keeper_table::Entry) -> Value {
    let hidden = t
        .log(p.id(), p.keeper.viewer(), e.seq - 2, 1)
        .await
        .unwrap()
        .remove(0);
    assert_eq!(hidden.visibility, keeper_table::Visibility::Keeper);
    let seen = t.log(p.id(), p.alice.viewer(), e.seq - 2, 1).await.unwrap();
    assert!(
        seen.is_empty() || seen[0].body.is_none() || seen[0].seq != hidden.seq,
        "{seen:?}"
    );
    hidden.body.expect("the Keeper reads it")
}

pub(crate) fn hp(t: &keeper_table::Character) -> i64 {
    t.derived.to_value()["hp"]
        .as_i64()
        .or_else(|| t.derived.to_value()["health"]["hp"].as_i64())
        .expect("hit points")
}

/// A classic cultist: his knife is pointed and parries; 40 hit points keep him up.
const CLASSIC_CULTIST: &str = "Cultist\nSTR 12 CON 11 SIZ 13 INT 10 POW 11 DEX 12\nHP: 40\n\
    Knife 40%, damage 1D4+db\nDodge 20%\nArmor: 1 point of leather";

/// Walter, a classic investigator of 30 hit points (Alice's): Brawl, a knife, Dodge.
async fn walter(t: &Table, p: &Party) -> keeper_table::Character {
    let sheet = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
        "characteristics": {"STR": 12, "CON": 18, "SIZ": 16, "INT": 15, "POW": 13, "DEX": 14, "APP": 9, "EDU": 16},
        "skills": {"Brawl": 60, "Knife": 45, "Dodge": 40, "Handgun": 35}});
    t.create_character(&p.alice, None, None, Some(sheet))
        .await
        .unwrap()
}

/// Seed 003's mulk (Inhuman Strength 3, Tough Hide 1) against Walter (R2).
pub(crate) const MULK: &str = "Mulk\nInhuman Strength 3, Tough Hide 1\nClumsy 1";
