//! C1–C8: the eight characteristics, how they are made, and the figures derived from
//! them (half and fifth, Luck, Magic Points, damage bonus, Hit Points, Sanity).

use keeper_coc7::*;
use keeper_dice::SeededDice;

use crate::helpers::{brian, brian_draft, dice};

#[test]
fn c1_eight_characteristics() {
    let names: Vec<&str> = Characteristic::ALL.iter().map(|c| c.as_str()).collect();
    assert_eq!(
        names,
        ["STR", "CON", "POW", "DEX", "APP", "SIZ", "INT", "EDU"]
    );
    assert_eq!(Characteristic::from_name("siz"), Some(Characteristic::Siz));
}

#[test]
fn c2_quickstart_array_and_its_errors() {
    assert!(Investigator::create(&brian_draft()).is_ok());
    let mut d = brian_draft();
    d.characteristics.set(Characteristic::Edu, 90);
    let e = Investigator::create(&d).unwrap_err();
    assert_eq!(e.issues[0].rule, "C2");
    assert_eq!(e.issues[0].field, "characteristics");
    assert_eq!(
        e.issues[0].kind,
        IssueKind::NotTheArray {
            extra: vec![90],
            missing: vec![50]
        }
    );
    assert!(
        e.to_string().contains("not expected: 90; missing: 50"),
        "{e}"
    );
}

#[test]
fn c2_rolled_method_ranges() {
    let mut d = brian_draft();
    d.method = Method::Rolled;
    assert!(Investigator::create(&d).is_ok());
    d.characteristics.set(Characteristic::Siz, 35); // (2D6+6)×5 is at least 40.
    d.characteristics.set(Characteristic::Str, 16); // not a multiple of 5.
    let e = Investigator::create(&d).unwrap_err();
    let fields: Vec<&str> = e.issues.iter().map(|i| i.field.as_str()).collect();
    assert_eq!(fields, ["characteristics.STR", "characteristics.SIZ"]);
    let rolled = Characteristics::roll(&mut SeededDice::new(7)).unwrap();
    for c in Characteristic::ALL {
        let v = rolled.get(c);
        assert_eq!(v % 5, 0);
        assert!((15..=90).contains(&v));
    }
}

#[test]
fn c3_half_and_fifth_round_down() {
    assert_eq!(half_fifth(60), "60 (30/12)");
    assert_eq!(half_fifth(45), "45 (22/9)");
    assert_eq!(Difficulty::Hard.target(45), 22);
    assert_eq!(Difficulty::Extreme.target(45), 9);
}

#[test]
fn c4_luck_is_3d6_times_5() {
    assert_eq!(roll_luck(&mut dice(&[3, 4, 5])).unwrap(), 60);
}

#[test]
fn c5_magic_points_and_spending_past_zero() {
    assert_eq!(magic_points(55), 11);
    let b = brian();
    assert_eq!(b.mp(), 10);
    let events = b.spend_magic(12);
    assert_eq!(
        events,
        [
            Event::MagicSpent { amount: 10 },
            Event::Damaged { amount: 2 }
        ]
    );
    let mut b2 = b.clone();
    b2.apply_all(&events);
    assert_eq!((b2.mp(), b2.health().hp), (0, 11));
    b2.apply(&Event::MagicRegained { amount: 99 });
    assert_eq!(b2.mp(), 10);
}

#[test]
fn c6_damage_bonus_and_build() {
    // Seed 000: STR 60 + SIZ 70 = 130 → +1D4, Build +1.
    assert_eq!(
        damage_bonus(130),
        DamageBonus {
            db: "+1D4".into(),
            build: 1
        }
    );
    assert_eq!(damage_bonus(64).db, "-2");
    assert_eq!(damage_bonus(65).db, "-1");
    assert_eq!(damage_bonus(84).build, -1);
    assert_eq!(damage_bonus(85).db, "0");
    assert_eq!(damage_bonus(124).build, 0);
    assert_eq!(damage_bonus(165).db, "+1D6");
    assert_eq!(damage_bonus(204).build, 2);
    assert_eq!(
        damage_bonus(205),
        DamageBonus {
            db: "+2D6".into(),
            build: 3
        }
    );
    assert_eq!(damage_bonus(284).db, "+2D6");
    assert_eq!(
        damage_bonus(285),
        DamageBonus {
            db: "+3D6".into(),
            build: 4
        }
    );
}

#[test]
fn c7_hit_points() {
    assert_eq!(hit_points(70, 60), 13);
    assert_eq!(hit_points(55, 50), 10);
}

#[test]
fn c8_sanity_starts_at_pow_and_caps_at_99_minus_mythos() {
    let b = brian();
    assert_eq!(b.san(), 50);
    assert_eq!(b.max_san(), 99);
    assert_eq!(max_sanity(12), 87);
    let mut b2 = b.clone();
    b2.apply(&Event::SkillImproved {
        skill: "Cthulhu Mythos".into(),
        amount: 60,
    });
    b2.apply(&Event::SanityGained { amount: 30 });
    assert_eq!(b2.san(), 39);
}
