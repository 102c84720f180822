//! H1–H8: damage, unconsciousness, major wounds, dying, healing and treatment, both from
//! the rolls and from a sheet's bare log of events.

use keeper_coc7::*;

use crate::helpers::dice;

#[test]
fn h1_damage_comes_off_hp_never_below_0() {
    let mut h = Health::new(10);
    for e in take_damage(&h, 4, 50, &mut dice(&[])).unwrap().events {
        h.apply(&e);
    }
    assert_eq!(h.hp, 6);
    h.apply(&Event::Damaged { amount: 40 });
    assert_eq!(h.hp, 0);
}

#[test]
fn h2_zero_hp_is_unconscious() {
    let h = Health {
        hp: 2,
        ..Health::new(12)
    };
    let hit = take_damage(&h, 3, 50, &mut dice(&[])).unwrap();
    assert_eq!(
        hit.events,
        [Event::Damaged { amount: 3 }, Event::FellUnconscious]
    );
}

#[test]
fn h3_major_wound_exactly_at_half_with_odd_hp() {
    let h = Health::new(11);
    assert!(h.is_major(6) && !h.is_major(5));
    // A major wound that leaves HP: a CON roll, failed → unconscious.
    let hit = take_damage(&h, 6, 50, &mut dice(&[8, 0])).unwrap();
    assert_eq!(
        hit.events,
        [
            Event::Damaged { amount: 6 },
            Event::MajorWound,
            Event::FellUnconscious
        ]
    );
    let hit = take_damage(&h, 6, 50, &mut dice(&[2, 0])).unwrap();
    assert_eq!(
        hit.events,
        [Event::Damaged { amount: 6 }, Event::MajorWound]
    );
    assert!(hit.con_roll.unwrap().success());
    let hit = take_damage(&h, 5, 50, &mut dice(&[])).unwrap();
    assert_eq!(hit.events, [Event::Damaged { amount: 5 }]);
}

#[test]
fn h4_dying_and_its_con_rolls() {
    let h = Health {
        hp: 5,
        ..Health::new(12)
    };
    let hit = take_damage(&h, 7, 50, &mut dice(&[])).unwrap();
    assert_eq!(
        hit.events,
        [
            Event::Damaged { amount: 7 },
            Event::MajorWound,
            Event::Dying
        ]
    );
    let mut h2 = h;
    for e in &hit.events {
        h2.apply(e);
    }
    assert!(h2.dying && h2.unconscious);
    let (_, events) = dying_round(&h2, 50, &mut dice(&[3, 0])).unwrap();
    assert!(events.is_empty());
    let (_, events) = dying_round(&h2, 50, &mut dice(&[7, 0])).unwrap();
    assert_eq!(events, [Event::Died]);
    // Only First Aid helps a dying character.
    assert_eq!(
        treat(&h2, Treatment::Medicine, 60, &mut dice(&[])).unwrap_err(),
        Error::CannotHeal {
            why: NotAllowed::Dying
        }
    );
}

#[test]
fn h5_a_hit_of_max_hp_kills_without_a_con_roll() {
    let h = Health::new(12);
    let hit = take_damage(&h, 12, 50, &mut dice(&[])).unwrap();
    assert_eq!(hit.events, [Event::Damaged { amount: 12 }, Event::Died]);
    assert!(hit.con_roll.is_none());
    let mut dead = h;
    dead.apply(&Event::Died);
    assert_eq!(take_damage(&dead, 1, 50, &mut dice(&[])), Err(Error::Dead));
}

#[test]
fn h6_natural_healing() {
    let h = Health {
        hp: 2,
        ..Health::new(12)
    };
    assert_eq!(heal_day(&h).unwrap(), [Event::Healed { amount: 1 }]);
    let (_, events) = heal_week(&h, 50, &mut dice(&[])).unwrap();
    assert_eq!(events, [Event::Healed { amount: 7 }]);
    let wounded = Health {
        hp: 2,
        major_wound: true,
        ..Health::new(12)
    };
    assert!(heal_day(&wounded).unwrap().is_empty());
    let (_, events) = heal_week(&wounded, 50, &mut dice(&[9, 0])).unwrap();
    assert!(events.is_empty());
}

#[test]
fn h7_first_aid_and_medicine() {
    let h = Health {
        hp: 5,
        ..Health::new(12)
    };
    let (_, e) = treat(&h, Treatment::FirstAid, 30, &mut dice(&[2, 0])).unwrap();
    assert_eq!(e, [Event::Healed { amount: 1 }, Event::FirstAidGiven]);
    let (_, e) = treat(&h, Treatment::Medicine, 30, &mut dice(&[2, 0, 3])).unwrap();
    assert_eq!(e, [Event::Healed { amount: 3 }]);
    let (_, e) = treat(&h, Treatment::FirstAid, 30, &mut dice(&[5, 0])).unwrap();
    assert!(e.is_empty());
    let dying = Health {
        hp: 0,
        dying: true,
        major_wound: true,
        unconscious: true,
        ..Health::new(12)
    };
    let (_, e) = treat(&dying, Treatment::FirstAid, 30, &mut dice(&[2, 0])).unwrap();
    assert_eq!(e, [Event::Stabilized, Event::FirstAidGiven]);
}

#[test]
fn h7_first_aid_once_per_wound() {
    let mut h = Health {
        hp: 5,
        ..Health::new(12)
    };
    // A failed First Aid may be tried again; a success closes First Aid for the wound.
    let (_, e) = treat(&h, Treatment::FirstAid, 30, &mut dice(&[5, 0])).unwrap();
    assert!(e.is_empty());
    let (_, e) = treat(&h, Treatment::FirstAid, 30, &mut dice(&[2, 0])).unwrap();
    e.iter().for_each(|e| h.apply(e));
    assert!(h.first_aid_given);
    assert_eq!(
        treat(&h, Treatment::FirstAid, 30, &mut dice(&[])).unwrap_err(),
        Error::CannotHeal {
            why: NotAllowed::FirstAidGiven
        }
    );
    // Medicine is still allowed; a new hit is a new wound.
    assert!(treat(&h, Treatment::Medicine, 60, &mut dice(&[9, 0])).is_ok());
    let hit = take_damage(&h, 1, 50, &mut dice(&[])).unwrap();
    hit.events.iter().for_each(|e| h.apply(e));
    assert!(!h.first_aid_given);
    assert!(treat(&h, Treatment::FirstAid, 30, &mut dice(&[2, 0])).is_ok());
}

#[test]
fn h7_medicine_takes_equipment_and_supplies() {
    let h = Health {
        hp: 5,
        ..Health::new(12)
    };
    assert_eq!(
        treat_with(&h, Treatment::Medicine, 60, false, &mut dice(&[])).unwrap_err(),
        Error::CannotHeal {
            why: NotAllowed::NoEquipment
        }
    );
    let (_, e) = treat_with(&h, Treatment::Medicine, 60, true, &mut dice(&[3, 0, 2])).unwrap();
    assert_eq!(e, [Event::Healed { amount: 2 }]);
    // First Aid needs no equipment.
    assert!(treat_with(&h, Treatment::FirstAid, 30, false, &mut dice(&[2, 0])).is_ok());
}

#[test]
fn h8_other_damage() {
    assert_eq!(Severity::from_name("minor").unwrap().dice(), "1D3");
    assert_eq!(Severity::Deadly.dice(), "2D10");
    assert_eq!(Severity::Splat.dice(), "8D10");
    assert_eq!(Severity::from_name("terminal"), Some(Severity::Terminal));
}

#[test]
fn seed_002_brian_wounded_and_healed() {
    let mut h = Health::new(12);
    let apply = |h: &mut Health, events: &[Event]| events.iter().for_each(|e| h.apply(e));
    // Three punches of 4, 2 and 4: 2 HP, no major wound.
    for d in [4, 2, 4] {
        let hit = take_damage(&h, d, 50, &mut dice(&[])).unwrap();
        apply(&mut h, &hit.events);
    }
    assert_eq!((h.hp, h.major_wound), (2, false));
    // Healed to 5, he falls for 7: a major wound at 0 HP: dying.
    h.hp = 5;
    let hit = take_damage(&h, 7, 50, &mut dice(&[])).unwrap();
    apply(&mut h, &hit.events);
    assert!(h.major_wound && h.dying && h.hp == 0);
    // A friend's First Aid keeps him alive for Medicine in hospital.
    let (_, e) = treat(&h, Treatment::FirstAid, 30, &mut dice(&[1, 5])).unwrap();
    apply(&mut h, &e);
    assert!(!h.dying && h.needs_medicine);
    assert!(heal_week(&h, 50, &mut dice(&[])).is_err());
    let (_, e) = treat(&h, Treatment::Medicine, 60, &mut dice(&[3, 0])).unwrap();
    apply(&mut h, &e);
    // A week: a CON success heals 2 (1D3) → 2 HP.
    let (_, e) = heal_week(&h, 50, &mut dice(&[3, 0, 2])).unwrap();
    apply(&mut h, &e);
    assert_eq!((h.hp, h.major_wound), (2, true));
    // Next week an Extreme heals 3 (2D3) → 5 HP; the Extreme roll ends the major wound.
    let (_, e) = heal_week(&h, 50, &mut dice(&[0, 5, 1, 2])).unwrap();
    apply(&mut h, &e);
    assert_eq!((h.hp, h.major_wound), (5, false));
}

#[test]
fn h2_to_h5_a_bare_damage_event_brings_its_conditions() {
    // A sheet's log of damage alone: the conditions follow from the hits (H2–H5).
    let mut h = Health::new(12);
    h.apply(&Event::Damaged { amount: 6 });
    assert!(h.major_wound && !h.unconscious && !h.dying, "{h:?}");
    h.apply(&Event::Damaged { amount: 6 });
    assert_eq!(h.hp, 0);
    assert!(h.unconscious && h.dying && !h.dead, "{h:?}");
    // 0 HP without a major wound: unconscious, not dying (H2).
    let mut h = Health::new(12);
    for amount in [5, 5, 5] {
        h.apply(&Event::Damaged { amount });
    }
    assert!(h.unconscious && !h.dying && !h.major_wound, "{h:?}");
    // One hit of maximum HP kills (H5).
    let mut h = Health::new(12);
    h.apply(&Event::Damaged { amount: 12 });
    assert!(h.dead && h.hp == 0, "{h:?}");
    // Applying take_damage's own events gives the same health as the bare damage.
    let start = Health::new(11);
    let hit = take_damage(&start, 6, 90, &mut dice(&[2, 0])).unwrap();
    let mut from_events = start;
    for e in &hit.events {
        from_events.apply(e);
    }
    let mut bare = start;
    bare.apply(&Event::Damaged { amount: 6 });
    assert_eq!(from_events, bare);
}

#[test]
fn h2_to_h5_who_is_out_of_action_rolls_what() {
    use keeper_coc7::{OutOfAction, RollKind};
    let mut h = Health::new(12);
    assert_eq!(h.refuses(RollKind::Skill), None);
    h.apply(&Event::Damaged { amount: 5 });
    h.apply(&Event::Damaged { amount: 5 });
    h.apply(&Event::Damaged { amount: 5 });
    assert_eq!(h.refuses(RollKind::Skill), Some(OutOfAction::Unconscious));
    assert_eq!(h.refuses(RollKind::Combat), Some(OutOfAction::Unconscious));
    assert_eq!(h.refuses(RollKind::Luck), None);
    let mut h = Health::new(12);
    h.apply(&Event::Damaged { amount: 6 });
    h.apply(&Event::Damaged { amount: 6 });
    assert_eq!(h.refuses(RollKind::Skill), Some(OutOfAction::Dying));
    // The dying make their CON roll each round (H4).
    assert_eq!(h.refuses(RollKind::Characteristic), None);
    h.apply(&Event::Died);
    for kind in [
        RollKind::Skill,
        RollKind::Characteristic,
        RollKind::Sanity,
        RollKind::Luck,
    ] {
        assert_eq!(h.refuses(kind), Some(OutOfAction::Dead));
    }
}

#[test]
fn h5_the_dead_are_not_healed_by_an_event() {
    let mut h = Health::new(12);
    h.apply(&Event::Damaged { amount: 12 });
    h.apply(&Event::Healed { amount: 5 });
    assert!(h.dead && h.hp == 0, "{h:?}");
    assert_eq!(
        treat(&h, Treatment::FirstAid, 60, &mut dice(&[])).unwrap_err(),
        Error::Dead
    );
}
