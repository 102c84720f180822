//! N1–N5: Sanity rolls and losses, the INT roll after a loss of 5, reality checks and
//! insanity with what it brings to the sheet.

use keeper_coc7::*;

use crate::helpers::{brian, dice};

fn state(san: u32, int: u32) -> SanityState {
    SanityState::new(san, int)
}

#[test]
fn n1_sanity_roll_and_loss() {
    let loss = SanityLoss::parse("0/1D6").unwrap();
    let r = sanity_roll(state(50, 60), &loss, &mut dice(&[3, 0])).unwrap();
    assert!(r.success());
    assert_eq!((r.lost, r.san), (0, 50));
    let r = sanity_roll(state(50, 60), &loss, &mut dice(&[7, 2, 3])).unwrap();
    assert_eq!((r.lost, r.san), (3, 47));
    assert!(SanityLoss::parse("1D6").is_err());
    assert!(SanityLoss::parse("1/x").is_err());
}

#[test]
fn n1_fumble_loses_the_failure_maximum_without_dice() {
    let loss = SanityLoss::parse("1/1D4+1").unwrap();
    let r = sanity_roll(state(40, 60), &loss, &mut dice(&[0, 0, 1, 0, 3])).unwrap();
    assert_eq!(r.roll.level, SuccessLevel::Fumble);
    assert_eq!(r.rolled_loss, 5);
    assert_eq!((r.lost, r.bout), (5, Bout::Temporary { hours: 3 }));
}

#[test]
fn n2_int_roll_after_a_loss_of_5() {
    let loss = SanityLoss::parse("1/1D10").unwrap();
    // Failed SAN roll, 1D10 = 5: INT roll 30 against 60 succeeds: 1D10 hours = 4.
    let r = sanity_roll(state(50, 60), &loss, &mut dice(&[7, 2, 5, 3, 0, 4])).unwrap();
    assert_eq!((r.lost, r.bout), (5, Bout::Temporary { hours: 4 }));
    // INT roll 80 fails: involuntary action, no hours rolled.
    let r = sanity_roll(state(50, 60), &loss, &mut dice(&[7, 2, 5, 8, 0])).unwrap();
    assert_eq!(r.bout, Bout::Involuntary);
    // A loss of 4 asks no INT roll.
    let r = sanity_roll(state(50, 60), &loss, &mut dice(&[7, 2, 4])).unwrap();
    assert_eq!((r.int_roll, r.bout), (None, Bout::None));
}

#[test]
fn n3_reality_check_is_a_sanity_roll() {
    let c = reality_check(45, &mut dice(&[4, 0])).unwrap();
    assert!(c.success() && c.kind == RollKind::Sanity);
    assert!(push(&c, &mut dice(&[])).is_err());
}

#[test]
fn n4_sanity_never_below_0() {
    let loss = SanityLoss::parse("1D10/1D100").unwrap();
    let r = sanity_roll(state(3, 60), &loss, &mut dice(&[9, 0, 50])).unwrap();
    assert_eq!((r.rolled_loss, r.lost, r.san), (50, 3, 0));
    assert!(r.permanent);
}

#[test]
fn n5_indefinite_from_a_fifth_lost_in_a_day() {
    let loss = SanityLoss::parse("0/1D6").unwrap();
    let day = SanityState {
        san: 46,
        int: 40,
        day_start_san: 50,
        lost_today: 6,
    };
    // 6 earlier + 4 now = 10 = a fifth of 50.
    let r = sanity_roll(day, &loss, &mut dice(&[9, 0, 4])).unwrap();
    assert!(r.indefinite);
    let r = sanity_roll(day, &loss, &mut dice(&[9, 0, 3])).unwrap();
    assert!(!r.indefinite);
    assert!(fifth_lost(52, 11) && !fifth_lost(52, 10));
    let b = brian();
    let (r, events) = b
        .sanity_roll(
            &SanityLoss::parse("1/1D10").unwrap(),
            &mut dice(&[9, 0, 10, 9, 0]),
        )
        .unwrap();
    assert!(r.indefinite);
    assert_eq!(
        events,
        [
            Event::SanityLost { amount: 10 },
            Event::InvoluntaryAction,
            Event::IndefiniteInsanity
        ]
    );
    let mut b2 = b.clone();
    b2.apply_all(&events);
    assert_eq!(
        (b2.san(), b2.day(), b2.mind().indefinite),
        (40, (50, 10), true)
    );
    b2.apply(&Event::DayStarted);
    assert_eq!(b2.day(), (40, 0));
}

#[test]
fn n3_phobias_manias_and_backstory_only_while_temporarily_insane() {
    let sane = Mind::default();
    assert_eq!(
        insanity_effect(&sane, InsanityEffect::Phobia("fear of the dark".into())),
        Err(Error::NotInsane)
    );
    let insane = Mind {
        temporary_hours: Some(4),
        ..Mind::default()
    };
    let mut inv = brian();
    for effect in [
        InsanityEffect::Phobia("fear of the dark".into()),
        InsanityEffect::Phobia("claustrophobia".into()),
        InsanityEffect::Mania("kleptomania".into()),
        InsanityEffect::Backstory("Ideology".into(), "Nothing matters".into()),
    ] {
        let events = insanity_effect(&insane, effect).unwrap();
        inv.apply_all(&events);
    }
    let bg = &inv.details().background;
    let get = |h: &str| bg.iter().find(|(k, _)| k == h).map(|(_, v)| v.as_str());
    assert_eq!(
        get(PHOBIAS_HEADING),
        Some("fear of the dark\nclaustrophobia")
    );
    assert_eq!(get(MANIAS_HEADING), Some("kleptomania"));
    assert_eq!(get("Ideology"), Some("Nothing matters"));
}

#[test]
fn n3_a_reality_check_costs_no_sanity() {
    let c = reality_check(45, &mut dice(&[6, 2])).unwrap();
    assert!(!sees_through(&c));
    let c = reality_check(45, &mut dice(&[3, 2])).unwrap();
    assert!(sees_through(&c));
}
