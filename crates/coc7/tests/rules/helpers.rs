//! What every rule family's tests share: supplied dice, a skill roll that must use
//! every face, and Brian, seed 000's soldier, whom many rules are checked on.

use keeper_coc7::*;
use keeper_dice::{Expression, SuppliedDice};

pub(crate) fn dice(faces: &[i64]) -> SuppliedDice {
    SuppliedDice::new(faces.to_vec())
}

pub(crate) fn roll(value: u32, d: Difficulty, bonus: u32, penalty: u32, faces: &[i64]) -> Check {
    let mut s = dice(faces);
    let c = check(
        value,
        d,
        Modifiers::new(bonus, penalty),
        RollKind::Skill,
        &mut s,
    )
    .unwrap();
    assert!(s.unused().is_empty(), "faces left over");
    c
}

pub(crate) fn expr(s: &str) -> Expression {
    Expression::parse(s).unwrap()
}

pub(crate) fn brian_draft() -> Draft {
    let mut c = Characteristics::default();
    for (k, v) in [
        (Characteristic::Str, 60),
        (Characteristic::Con, 60),
        (Characteristic::Pow, 50),
        (Characteristic::Dex, 80),
        (Characteristic::App, 40),
        (Characteristic::Siz, 70),
        (Characteristic::Int, 50),
        (Characteristic::Edu, 50),
    ] {
        c.set(k, v);
    }
    Draft {
        name: "Brian".into(),
        characteristics: c,
        method: Method::QuickStart,
        occupation: Some("Soldier".into()),
        occupation_skills: [
            ("Climb", 60),
            ("Credit Rating", 40),
            ("Dodge", 60),
            ("Fighting", 70),
            ("Firearms (Rifle/Shotgun)", 50),
            ("First Aid", 40),
            ("Language (Other) (Spanish)", 50),
            ("Stealth", 50),
            ("Survival", 40),
        ]
        .iter()
        .map(|(k, v)| (k.to_string(), *v))
        .collect(),
        interests: ["Drive Auto", "Jump", "Mechanical Repair", "Spot Hidden"]
            .iter()
            .map(|s| s.to_string())
            .collect(),
        luck: 50,
    }
}

pub(crate) fn brian() -> Investigator {
    Investigator::create(&brian_draft()).unwrap().investigator
}

pub(crate) fn attacker(value: u32, weapon: &str, db: &str, impaling: bool) -> Attacker {
    Attacker {
        value,
        blow: Blow::new(expr(weapon), expr(db), impaling),
        modifiers: Modifiers::NONE,
    }
}
