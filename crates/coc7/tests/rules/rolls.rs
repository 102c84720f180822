//! R1–R10: percentile rolls, success levels, difficulty, pushing, bonus and penalty dice,
//! opposed rolls, Luck and improvement.

use keeper_coc7::*;

use crate::helpers::{brian, dice, roll};

#[test]
fn r1_tens_and_units_with_00_0_as_100() {
    assert_eq!(roll(50, Difficulty::Regular, 0, 0, &[4, 5]).total(), 45);
    assert_eq!(roll(50, Difficulty::Regular, 0, 0, &[0, 0]).total(), 100);
    assert_eq!(roll(50, Difficulty::Regular, 0, 0, &[0, 1]).total(), 1);
}

#[test]
fn r2_success_levels() {
    let l = |t| level(t, 50, Difficulty::Regular);
    assert_eq!(l(1), SuccessLevel::Critical);
    assert_eq!(l(10), SuccessLevel::Extreme);
    assert_eq!(l(11), SuccessLevel::Hard);
    assert_eq!(l(25), SuccessLevel::Hard);
    assert_eq!(l(26), SuccessLevel::Regular);
    assert_eq!(l(50), SuccessLevel::Regular);
    assert_eq!(l(51), SuccessLevel::Failure);
    assert_eq!(l(99), SuccessLevel::Failure); // 50 needed: 96–99 are no fumble.
    assert_eq!(l(100), SuccessLevel::Fumble);
    assert_eq!(level(96, 49, Difficulty::Regular), SuccessLevel::Fumble);
}

#[test]
fn r2_01_is_critical_even_when_0_is_needed() {
    assert_eq!(level(1, 0, Difficulty::Regular), SuccessLevel::Critical);
    assert!(roll(0, Difficulty::Extreme, 0, 0, &[0, 1]).success());
    assert_eq!(level(1, 4, Difficulty::Extreme), SuccessLevel::Critical);
}

#[test]
fn r2_100_fumbles_even_at_skill_100_or_more() {
    assert_eq!(level(100, 100, Difficulty::Regular), SuccessLevel::Fumble);
    assert_eq!(level(100, 150, Difficulty::Regular), SuccessLevel::Fumble);
    assert_eq!(level(99, 100, Difficulty::Regular), SuccessLevel::Regular);
}

#[test]
fn r3_difficulty_and_fumbles_at_hard_and_extreme() {
    // Hard on skill 80 needs ≤ 40, so 96–100 fumble.
    assert_eq!(level(96, 80, Difficulty::Hard), SuccessLevel::Fumble);
    assert_eq!(level(96, 80, Difficulty::Regular), SuccessLevel::Failure);
    // Extreme on 200 needs ≤ 40: 97 is a fumble although it is a Hard success level.
    assert_eq!(level(97, 200, Difficulty::Extreme), SuccessLevel::Fumble);
    let c = roll(80, Difficulty::Hard, 0, 0, &[3, 5]);
    assert_eq!((c.level, c.success()), (SuccessLevel::Hard, true));
    let c = roll(80, Difficulty::Hard, 0, 0, &[5, 5]);
    assert_eq!((c.level, c.success()), (SuccessLevel::Regular, false));
    assert!(roll(80, Difficulty::Extreme, 0, 0, &[0, 1]).success());
}

#[test]
fn r4_a_characteristic_rolls_as_a_skill() {
    let mut s = dice(&[5, 1]);
    let c = check(
        55,
        Difficulty::Regular,
        Modifiers::NONE,
        RollKind::Characteristic,
        &mut s,
    )
    .unwrap();
    assert_eq!(c.level, SuccessLevel::Regular);
    assert!(!c.earns_tick());
}

#[test]
fn r5_push_only_a_failed_skill_roll_once() {
    let first = roll(45, Difficulty::Regular, 0, 0, &[7, 3]);
    let pushed = push(&first, &mut dice(&[9, 9])).unwrap();
    assert!(pushed.pushed && pushed.pushed_failure());
    assert_eq!(
        push(&pushed, &mut dice(&[1, 1])),
        Err(Error::CannotPush {
            why: NotAllowed::AlreadyPushed
        })
    );
    let ok = roll(45, Difficulty::Regular, 0, 0, &[1, 1]);
    assert_eq!(
        push(&ok, &mut dice(&[])),
        Err(Error::CannotPush {
            why: NotAllowed::Succeeded
        })
    );
    for (kind, why) in [
        (RollKind::Combat, NotAllowed::Combat),
        (RollKind::Sanity, NotAllowed::Sanity),
        (RollKind::Luck, NotAllowed::Luck),
    ] {
        let c = check(
            10,
            Difficulty::Regular,
            Modifiers::NONE,
            kind,
            &mut dice(&[9, 0]),
        )
        .unwrap();
        assert_eq!(push(&c, &mut dice(&[])), Err(Error::CannotPush { why }));
    }
    let again = push(&first, &mut dice(&[2, 0])).unwrap();
    assert!(again.success() && !again.pushed_failure());
}

#[test]
fn r6_bonus_and_penalty_dice() {
    // Malcolm: tens 4 and 2, units 4 → 44 or 24 → keeps 24.
    assert_eq!(roll(55, Difficulty::Regular, 1, 0, &[4, 2, 4]).total(), 24);
    // Harrison STR 55 with a penalty die: tens 2 and 4, units 1 → keeps 41 → Regular.
    let h = roll(55, Difficulty::Regular, 0, 1, &[2, 4, 1]);
    assert_eq!((h.total(), h.level), (41, SuccessLevel::Regular));
    // Cancel one for one; at most two net.
    assert_eq!(Modifiers::new(2, 1).net(), 1);
    assert_eq!(Modifiers::new(5, 0).net(), 2);
    assert_eq!(Modifiers::new(0, 7).net(), -2);
    assert_eq!(
        roll(50, Difficulty::Regular, 3, 0, &[5, 6, 7, 1]).total(),
        51
    );
    assert_eq!(roll(50, Difficulty::Regular, 1, 1, &[7, 7]).total(), 77);
}

#[test]
fn r6_00_and_0_with_bonus_and_penalty_dice() {
    // 00 + 0 is 100: the worst candidate under a penalty die, never kept by a bonus die.
    assert_eq!(roll(50, Difficulty::Regular, 0, 1, &[0, 3, 0]).total(), 100);
    assert_eq!(roll(50, Difficulty::Regular, 1, 0, &[0, 3, 0]).total(), 30);
    assert_eq!(roll(50, Difficulty::Regular, 1, 0, &[0, 0, 0]).total(), 100);
    assert_eq!(
        roll(50, Difficulty::Regular, 2, 0, &[0, 0, 1, 0]).total(),
        10
    );
}

#[test]
fn r7_opposed_rolls() {
    // Harrison STR 55 with a penalty die keeps 41 (Regular); Felix STR 65 rolls 51
    // (Regular); Felix wins on the higher value.
    let o = opposed(
        Side {
            value: 55,
            modifiers: Modifiers::new(0, 1),
        },
        Side {
            value: 65,
            modifiers: Modifiers::NONE,
        },
        &mut dice(&[2, 4, 1, 5, 1]),
    )
    .unwrap();
    assert_eq!((o.a.total(), o.b.total(), o.winner), (41, 51, Winner::B));
    // Hugh Charm 55 rolls 45 (Regular); Malcolm keeps 24 (Hard with Charm ≥ 48) and wins.
    let o = opposed(
        Side {
            value: 55,
            modifiers: Modifiers::NONE,
        },
        Side {
            value: 50,
            modifiers: Modifiers::new(1, 0),
        },
        &mut dice(&[4, 5, 4, 2, 4]),
    )
    .unwrap();
    assert_eq!((o.b.level, o.winner), (SuccessLevel::Hard, Winner::B));
    // Critical beats Extreme.
    assert_eq!(
        opposed_winner(SuccessLevel::Critical, 10, SuccessLevel::Extreme, 90),
        Some(Winner::A)
    );
    // Both failing: nobody.
    assert_eq!(
        opposed_winner(SuccessLevel::Failure, 90, SuccessLevel::Fumble, 10),
        Some(Winner::None)
    );
}

#[test]
fn r7_opposed_ties_at_equal_skill_roll_again_while_equal() {
    let o = opposed(
        Side {
            value: 50,
            modifiers: Modifiers::NONE,
        },
        Side {
            value: 50,
            modifiers: Modifiers::NONE,
        },
        // Both 30 (Regular), tie-break 44 / 44, then 70 / 12: b wins.
        &mut dice(&[3, 0, 3, 0, 4, 4, 4, 4, 7, 0, 1, 2]),
    )
    .unwrap();
    assert_eq!(o.tie_break, [(44, 44), (70, 12)]);
    assert_eq!(o.winner, Winner::B);
}

#[test]
fn r8_luck_and_group_luck() {
    let c = luck_roll(50, Difficulty::Regular, Modifiers::NONE, &mut dice(&[4, 9])).unwrap();
    assert!(c.success() && c.kind == RollKind::Luck);
    let (who, c) = group_luck(&[60, 35, 70, 35], Difficulty::Regular, &mut dice(&[4, 0])).unwrap();
    assert_eq!((who, c.value, c.success()), (1, 35, false));
    assert_eq!(
        group_luck(&[], Difficulty::Regular, &mut dice(&[])),
        Err(Error::NoInvestigators)
    );
}

#[test]
fn r9_spending_luck() {
    let c = roll(45, Difficulty::Regular, 0, 0, &[5, 0]);
    assert_eq!(luck_needed(&c), Some(5));
    let b = brian();
    let (spend, events) = b.spend_luck(&c, 5).unwrap();
    assert_eq!(
        (spend.total, spend.level, spend.success),
        (45, SuccessLevel::Regular, true)
    );
    assert_eq!(events, [Event::LuckSpent { amount: 5 }]);
    assert!(matches!(
        b.spend_luck(&c, 60),
        Err(Error::NotEnoughLuck { .. })
    ));
    let pushed = push(&c, &mut dice(&[6, 0])).unwrap();
    assert_eq!(
        spend_luck(&pushed, 15, 50),
        Err(Error::CannotSpendLuck {
            why: NotAllowed::AlreadyPushed
        })
    );
    let san = check(
        40,
        Difficulty::Regular,
        Modifiers::NONE,
        RollKind::Sanity,
        &mut dice(&[5, 0]),
    )
    .unwrap();
    assert_eq!(
        spend_luck(&san, 10, 50),
        Err(Error::CannotSpendLuck {
            why: NotAllowed::Sanity
        })
    );
    let luck = check(
        40,
        Difficulty::Regular,
        Modifiers::NONE,
        RollKind::Luck,
        &mut dice(&[5, 0]),
    )
    .unwrap();
    assert_eq!(
        spend_luck(&luck, 10, 50),
        Err(Error::CannotSpendLuck {
            why: NotAllowed::Luck
        })
    );
    // Luck never buys a critical.
    let c = roll(45, Difficulty::Regular, 0, 0, &[0, 5]);
    assert_eq!(spend_luck(&c, 4, 50).unwrap().level, SuccessLevel::Extreme);
}

#[test]
fn r10_improvement() {
    // Spot Hidden 45 rolls 43 → no gain; rolls 73 → +1D10.
    let i = improvement_check(45, &mut dice(&[4, 3])).unwrap();
    assert!(!i.improved && i.gain == 0);
    let i = improvement_check(45, &mut dice(&[7, 3, 6])).unwrap();
    assert!(i.improved && i.gain == 6);
    // 96+ always improves.
    let i = improvement_check(98, &mut dice(&[9, 6, 1])).unwrap();
    assert_eq!((i.improved, i.gain), (true, 1));
    // Reaching 90 gains 2D6 Sanity.
    let i = improvement_check(85, &mut dice(&[9, 0, 7, 3, 4])).unwrap();
    assert_eq!((i.gain, i.sanity), (7, 7));
}

#[test]
fn r10_ticks_and_the_improvement_phase() {
    let b = brian();
    let ok = roll(45, Difficulty::Regular, 0, 0, &[1, 0]);
    let events = b.tick("Spot Hidden", &ok);
    assert_eq!(
        events,
        [Event::SkillTicked {
            skill: "Spot Hidden".into()
        }]
    );
    assert!(b.tick("Credit Rating", &ok).is_empty());
    assert!(b.tick("Cthulhu Mythos", &ok).is_empty());
    let with_bonus = roll(45, Difficulty::Regular, 1, 0, &[1, 2, 0]);
    assert!(b.tick("Spot Hidden", &with_bonus).is_empty());
    // A success bought with Luck ticks nothing: the roll itself failed.
    let failed = roll(45, Difficulty::Regular, 0, 0, &[5, 0]);
    assert!(b.spend_luck(&failed, 5).unwrap().0.success);
    assert!(b.tick("Spot Hidden", &failed).is_empty());
    let mut b2 = b.clone();
    b2.apply_all(&events);
    assert!(b2.tick("Spot Hidden", &ok).is_empty(), "ticked once");
    let (checks, events) = b2
        .improvement_phase(true, &mut dice(&[7, 3, 6, 8, 0, 4]))
        .unwrap();
    assert_eq!(checks.len(), 1);
    assert_eq!(
        events,
        [
            Event::SkillImproved {
                skill: "Spot Hidden".into(),
                amount: 6
            },
            Event::TicksCleared,
            Event::LuckGained { amount: 4 },
        ]
    );
    b2.apply_all(&events);
    assert_eq!((b2.skill("Spot Hidden"), b2.luck()), (51, 54));
    assert!(b2.skills().iter().all(|s| !s.ticked));
}
