//! The rules of `docs/rules/chthonian.md`: its worked examples, one test per rule id,
//! and properties of the exact odds.

use keeper_chthonian::odds::{self, ContestOdds};
use keeper_chthonian::*;
use keeper_dice::SuppliedDice;
use num_rational::BigRational;
use num_traits::{One, Zero};
use proptest::prelude::*;

fn dice<const N: usize>(faces: [i64; N]) -> SuppliedDice {
    SuppliedDice::new(faces)
}

fn r(n: i64, d: i64) -> BigRational {
    BigRational::new(n.into(), d.into())
}

fn t(name: &str, rating: i64) -> Trait {
    Trait::new(name, rating)
}

fn weird() -> Settings {
    Settings::new(Style::Weird)
}

fn at_insight(ti: u32) -> Excursionist {
    Excursionist::replay("Walter", &[Event::InsightGained { amount: ti }])
}

// Worked examples (seed 003), with the modifiers each states.

#[test]
fn example_lock() {
    // d12 8, Ex-Detective +2, lock Quality −3 → 7; Difficulty 11 → Outcome −4.
    let roll = standard_roll(
        &[t("Ex-Detective", 2), t("Quality", -3)],
        Difficulty(11),
        &mut dice([8]),
    )
    .unwrap();
    assert_eq!(
        (roll.total(), roll.outcome(), roll.success()),
        (7, Outcome(-4), false)
    );
}

#[test]
fn example_crowbar() {
    // d12 7, Leverage +2 → 9; Difficulty 5 → Outcome 4.
    let roll = standard_roll(&[t("Leverage", 2)], Difficulty(5), &mut dice([7])).unwrap();
    assert_eq!(
        (roll.total(), roll.outcome(), roll.success()),
        (9, Outcome(4), true)
    );
}

#[test]
fn example_mulk_contest() {
    // Walter 6 + Powerful 1 + Ex-Detective 2 = 9; mulk 8 + Inhuman Strength 3 + Tough Hide 1
    // = 12 → mulk wins, Outcome 3.
    let sides = vec![
        vec![t("Powerful", 1), t("Ex-Detective", 2)],
        vec![t("Inhuman Strength", 3), t("Tough Hide", 1)],
    ];
    let c = contest(&sides, TiePolicy::Allow, &mut dice([6, 8])).unwrap();
    assert_eq!((c.sides[0].total(), c.sides[1].total()), (9, 12));
    assert_eq!((c.winner, c.outcome), (Some(1), Outcome(3)));
}

#[test]
fn example_statuette() {
    // Walter 4 + Close 2 = 6 against the Narrator's 10 (a bare total: d12 10, no
    // Traits) → Walter loses.
    let sides = vec![vec![t("Close to the statuette", 2).temporary()], vec![]];
    let c = contest(&sides, TiePolicy::Allow, &mut dice([4, 10])).unwrap();
    assert_eq!(c.sides[0].total(), 6);
    assert_eq!((c.winner, c.outcome), (Some(1), Outcome(4)));
    assert!(c.sides[0].traits.counted[0].is_temporary());
}

#[test]
fn example_split_roll_bear() {
    // Walter dodges with 7; the bear rolls 10 − Clumsy 1 = 9 → Outcome 2, then + Strong 3
    // − Walter's Armor 1 → Outcome 4.
    let walter = SplitSide {
        roll_traits: vec![],
        outcome_traits: vec![t("Armor", 1)],
    };
    let bear = SplitSide {
        roll_traits: vec![t("Clumsy", -1)],
        outcome_traits: vec![t("Strong", 3)],
    };
    let s = split_contest(&[walter, bear], TiePolicy::Allow, &mut dice([7, 10])).unwrap();
    assert_eq!(
        (s.contest.sides[0].total(), s.contest.sides[1].total()),
        (7, 9)
    );
    assert_eq!((s.contest.winner, s.contest.outcome), (Some(1), Outcome(2)));
    assert_eq!(s.final_outcome, Some(Outcome(4)));
}

#[test]
fn example_insight_roll() {
    // Difficulty 8; d12 9 − 2 → 7 → Outcome −1 → +1 TI. The seed subtracts 2 at TI 2
    // although its own Weird Tale table gives −1 there: the arithmetic is checked with
    // the stated modifier (as a factor-1 Practicality), and the table's value apart.
    let stated = Settings {
        practicality: Factor::ONE,
        ..weird()
    };
    let walter = at_insight(2);
    let check = walter
        .insight_roll(&stated, Difficulty(8), 1, &[], &mut dice([9]))
        .unwrap();
    assert_eq!((check.roll.total(), check.roll.outcome()), (7, Outcome(-1)));
    assert_eq!(check.events, vec![Event::InsightGained { amount: 1 }]);
    assert_eq!(weird().practicality(2), -1, "the seed's own table at TI 2");
}

#[test]
fn example_automatic_success() {
    // The player names Outcome 15; the Weird Tale follow-up is at Difficulty 15: d12 7 −
    // Practicality 2 → 5 → Outcome −10 → +1 TI. Walter is at TI 3 then (2 + the insight
    // roll's 1), where the table's Practicality is −2, as stated.
    let mut walter = at_insight(3);
    walter.apply_all(&walter.start_story());
    let spend = walter
        .spend_nodule(
            &weird(),
            NoduleUse::AutomaticSuccess {
                outcome: Outcome(15),
            },
            &[],
            &mut dice([7]),
        )
        .unwrap();
    let roll = spend.follow_up.unwrap();
    assert_eq!(
        (roll.difficulty, roll.modifier, roll.total(), roll.outcome()),
        (Difficulty(15), -2, 5, Outcome(-10))
    );
    assert_eq!(
        spend.events,
        vec![
            Event::NoduleSpent {
                kind: NoduleKind::AutomaticSuccess
            },
            Event::InsightGained { amount: 1 }
        ]
    );
    walter.apply_all(&spend.events);
    assert_eq!((walter.insight(), walter.nodules()), (4, Some(2)));
}

#[test]
fn example_weird_tale_table() {
    let expected = [-1, -1, -2, -2, -3, -3, -4, -4, -5, -5];
    for (ti, p) in (1..=10).zip(expected) {
        assert_eq!(weird().practicality(ti), p, "TI {ti}");
        assert_eq!(weird().cognizance(ti), -p, "TI {ti}");
    }
}

// One test per rule id.

#[test]
fn t1_traits_are_named_signed_ratings_on_anyone() {
    let clumsy = t("Clumsy", -1);
    let roll = standard_roll(
        &[t("Journalist", 2), clumsy, t("Quality", 3)],
        Difficulty(8),
        &mut dice([5]),
    )
    .unwrap();
    assert_eq!(roll.total(), 9);
    assert_eq!(t("Clumsy", -1).to_string(), "Clumsy -1");
    assert_eq!(Trait::modifier(-3).to_string(), "-3");
}

#[test]
fn t1_ratings_grade_from_hobbyist_to_superhuman() {
    let grades: Vec<Option<Grade>> = [0, 1, 2, 3, 4, 5, 6, 7, 12]
        .into_iter()
        .map(Grade::of)
        .collect();
    assert_eq!(
        grades,
        [
            None,
            Some(Grade::Hobbyist),
            Some(Grade::Hobbyist),
            Some(Grade::Professional),
            Some(Grade::Professional),
            Some(Grade::NearlyUnmatched),
            Some(Grade::NearlyUnmatched),
            Some(Grade::Superhuman),
            Some(Grade::Superhuman),
        ]
    );
    assert_eq!(t("Ex-Detective", 3).grade(), Some(Grade::Professional));
    assert_eq!(t("Clumsy", -1).grade(), Some(Grade::Hobbyist), "by size");
    assert_eq!(
        t("Inhuman Strength", 7).grade().map(Grade::as_str),
        Some("superhuman")
    );
}

#[test]
fn t2_traits_have_no_point_budget() {
    let sheet = Excursionist::replay(
        "Walter",
        &[
            Event::TraitGained(t("Superhuman", 9)),
            Event::TraitGained(t("Odd", -4)),
        ],
    );
    assert_eq!(sheet.traits().len(), 2);
}

#[test]
fn t3_a_trait_can_be_temporary() {
    let close = t("Close to the statuette", 2).temporary();
    assert!(close.is_temporary() && !t("Journalist", 2).is_temporary());
}

#[test]
fn r0_ordinary_actions_need_no_roll() {
    // Nothing to compute: the engine rolls only when asked. A roll asks exactly one d12.
    let mut none = dice([]);
    assert!(standard_roll(&[], Difficulty::AVERAGE, &mut none).is_err());
}

#[test]
fn r1_standard_roll_outcome_is_d12_plus_traits_minus_difficulty() {
    assert_eq!(
        (Difficulty::AVERAGE.harder(), Difficulty::AVERAGE.easier()),
        (Difficulty(11), Difficulty(5))
    );
    let roll = standard_roll(&[t("Journalist", 2)], Difficulty::AVERAGE, &mut dice([6])).unwrap();
    assert_eq!(
        (roll.outcome(), roll.success()),
        (Outcome(0), true),
        "Outcome 0 succeeds"
    );
    let roll = standard_roll(&[t("Journalist", 2)], Difficulty::AVERAGE, &mut dice([5])).unwrap();
    assert!(!roll.success());
    let o = odds::standard_odds(2, Difficulty::AVERAGE);
    assert_eq!(o.success, r(7, 12));
}

#[test]
fn r2_a_trait_belongs_to_its_bearer() {
    // Seed 003, «Бросок-состязание»: each side modifies the die «своими Качествами».
    // Athlete on both sides is two Traits; the first side listing it twice counts it once.
    let sides = vec![
        vec![t("Athlete", 1), t("athlete ", 1)],
        vec![t("Athlete", 1)],
    ];
    let c = contest(&sides, TiePolicy::Allow, &mut dice([5, 5])).unwrap();
    assert_eq!((c.sides[0].total(), c.sides[1].total()), (6, 6));
    assert_eq!(
        (
            c.sides[0].traits.ignored.len(),
            c.sides[1].traits.ignored.len()
        ),
        (1, 0)
    );
    assert_eq!((c.winner, c.outcome), (None, Outcome(0)));
    // The Excursionist (Athlete 1) running from a policeman with Athlete 2: each adds its own.
    let c = contest(
        &[vec![t("Athlete", 1)], vec![t("Athlete", 2)]],
        TiePolicy::Allow,
        &mut dice([7, 4]),
    )
    .unwrap();
    assert_eq!((c.winner, c.outcome), (Some(0), Outcome(2)));
    // The complex contest counts each side's own Traits the same way (R3).
    let c = complex_contest(
        &[vec![t("Strong", 2)], vec![t("strong", 3)]],
        Difficulty(8),
        TiePolicy::Allow,
        &mut dice([9, 9]),
    )
    .unwrap();
    assert_eq!(
        (c.rolls[0].outcome(), c.rolls[1].outcome(), c.winner),
        (Outcome(3), Outcome(4), Some(1))
    );
}

#[test]
fn r2_one_bearers_trait_counts_once_across_the_rolls_of_a_contest() {
    // A split contest is one contest of two rolls per side: a side's Trait listed for
    // the roll and again for the Outcome adds once; the other side's Strong is its own.
    let walter = SplitSide {
        roll_traits: vec![t("Strong", 2)],
        outcome_traits: vec![t("Strong", 2)],
    };
    let mulk = SplitSide {
        roll_traits: vec![],
        outcome_traits: vec![t("Strong", 1)],
    };
    let s = split_contest(&[walter, mulk], TiePolicy::Allow, &mut dice([9, 5])).unwrap();
    assert_eq!((s.contest.winner, s.contest.outcome), (Some(0), Outcome(6)));
    assert_eq!(s.outcome_traits[0].ignored, vec![t("Strong", 2)]);
    assert_eq!(s.outcome_traits[1].counted, vec![t("Strong", 1)]);
    // 6 + nothing more of Walter's Strong − the mulk's own Strong 1 = 5.
    assert_eq!(s.final_outcome, Some(Outcome(5)));
    // A split roll: the target's Armor is the target's, even if the roller has Armor.
    let side = SplitSide {
        roll_traits: vec![t("Armor", 1)],
        outcome_traits: vec![t("Armor", 1)],
    };
    let s = split_roll(&side, &[t("Armor", 1)], Difficulty(8), &mut dice([10])).unwrap();
    assert_eq!(s.outcome_traits.counted, vec![]);
    assert_eq!(s.protection.counted, vec![t("Armor", 1)]);
    assert_eq!(s.final_outcome, Some(Outcome(2)));
}

#[test]
fn r2_a_kept_tie_has_no_winner() {
    let c = contest(
        &[vec![t("A", 2)], vec![t("B", 1)]],
        TiePolicy::Allow,
        &mut dice([4, 5]),
    )
    .unwrap();
    assert_eq!((c.winner, c.outcome, c.tie_break), (None, Outcome(0), None));
}

#[test]
fn r2_a_broken_tie_goes_to_the_higher_trait_total_then_rerolls() {
    let c = contest(
        &[vec![t("A", 2)], vec![t("B", 1)]],
        TiePolicy::Break,
        &mut dice([4, 5]),
    )
    .unwrap();
    assert_eq!(
        (c.winner, c.outcome, c.tie_break),
        (Some(0), Outcome(0), Some(TieBreak::Traits))
    );
    // Equal totals: roll again (5 5, then 3 3, then 2 9): narrowing to the tied sides.
    let sides = vec![vec![t("A", 2)], vec![t("B", 2)], vec![t("C", 0)]];
    let c = contest(&sides, TiePolicy::Break, &mut dice([5, 5, 1, 3, 3, 2, 9])).unwrap();
    assert_eq!(
        (c.winner, c.outcome, c.tie_break),
        (Some(1), Outcome(7), Some(TieBreak::Reroll))
    );
    assert_eq!(c.rerolls.len(), 2);
}

#[test]
fn r2_needs_two_sides() {
    assert_eq!(
        contest(&[vec![]], TiePolicy::Allow, &mut dice([1])),
        Err(Error::TooFewSides { sides: 1 })
    );
}

#[test]
fn r3_complex_contest_needs_an_outcome_above_zero() {
    let sides = vec![vec![t("A", 2)], vec![t("B", 0)]];
    // Outcome 0 succeeds a standard roll but does not win here.
    let c = complex_contest(&sides, Difficulty(8), TiePolicy::Allow, &mut dice([6, 8])).unwrap();
    assert_eq!((c.winner, c.outcome), (None, None));
    let c = complex_contest(&sides, Difficulty(8), TiePolicy::Allow, &mut dice([9, 8])).unwrap();
    assert_eq!((c.winner, c.outcome), (Some(0), Some(Outcome(3))));
    // A tie for the highest positive Outcome: nobody, or broken as in R2.
    let c = complex_contest(&sides, Difficulty(8), TiePolicy::Allow, &mut dice([9, 11])).unwrap();
    assert_eq!(c.winner, None);
    let c = complex_contest(&sides, Difficulty(8), TiePolicy::Break, &mut dice([9, 11])).unwrap();
    assert_eq!(
        (c.winner, c.outcome, c.tie_break),
        (Some(0), Some(Outcome(3)), Some(TieBreak::Traits))
    );
}

#[test]
fn r4_cooperative_rolls_combine_three_ways() {
    // Four former operatives: Green Beret 4 in full, +1 for each other helpful Trait.
    let helpers = vec![
        vec![t("Ex-Green Beret", 4)],
        vec![t("Ex-Marine", 2)],
        vec![t("Ex-Spy", 3)],
        vec![t("Clumsy", -1)],
    ];
    assert_eq!(cooperative_modifier(&helpers.concat(), Combine::Best).0, 6);
    assert_eq!(
        cooperative_modifier(&helpers.concat(), Combine::Worst).0,
        -1
    );
    // The chain in the lake: every strength Trait in full, the hindering ones ignored.
    assert_eq!(cooperative_modifier(&helpers.concat(), Combine::Sum).0, 9);
    let roll = cooperative_roll(&helpers, Combine::Best, Difficulty(11), &mut dice([5])).unwrap();
    assert_eq!(roll.outcome(), Outcome(0));
    // Two helpers' Traits of the same name are two Traits (R4): Strong 3 in full, the
    // other helper's Strong 2 adds 1; one helper's Strong listed twice counts once.
    let strong = vec![vec![t("Strong", 3)], vec![t("strong", 2)]];
    assert_eq!(cooperative_modifier_of(&strong, Combine::Best).0, 4);
    assert_eq!(cooperative_modifier_of(&strong, Combine::Sum).0, 5);
    let twice = vec![vec![t("Strong", 3), t("Strong", 3)]];
    let (m, counted) = cooperative_modifier_of(&twice, Combine::Sum);
    assert_eq!((m, counted.ignored.len()), (3, 1));
    let roll = cooperative_roll(&strong, Combine::Best, Difficulty(8), &mut dice([4])).unwrap();
    assert_eq!((roll.modifier, roll.outcome()), (4, Outcome(0)));
    assert_eq!(
        cooperative_roll(&[], Combine::Best, Difficulty(8), &mut dice([5])),
        Err(Error::NoHelpers)
    );
}

#[test]
fn r5_an_outcome_becomes_a_trait() {
    assert_eq!(
        Outcome(3).into_trait("Wounded", Bearing::Hinders),
        t("Wounded", -3)
    );
    assert_eq!(
        Outcome(4).into_trait("Clarity", Bearing::Helps),
        t("Clarity", 4)
    );
    assert_eq!(
        Outcome(-2).into_trait("Poor Copy", Bearing::Hinders),
        t("Poor Copy", -2)
    );
    let mulk = Excursionist::new("mulk");
    let events = mulk.gain_trait(Outcome(3).into_trait("Wounded", Bearing::Hinders));
    let later = standard_roll(
        Excursionist::replay("mulk", &events).traits(),
        Difficulty(8),
        &mut dice([10]),
    )
    .unwrap();
    assert_eq!(later.total(), 7);
}

#[test]
fn r6_split_rolls_apply_outcome_traits_only_on_success() {
    let shot = SplitSide {
        roll_traits: vec![t("Marksman", 1)],
        outcome_traits: vec![t("Powerful", 1)],
    };
    let hit = split_roll(&shot, &[t("Armor", 1)], Difficulty(8), &mut dice([10])).unwrap();
    assert_eq!(
        (hit.roll.outcome(), hit.final_outcome),
        (Outcome(3), Some(Outcome(3)))
    );
    let miss = split_roll(&shot, &[t("Armor", 1)], Difficulty(8), &mut dice([2])).unwrap();
    assert_eq!(miss.final_outcome, None);
    // Protection never takes a success below Outcome 0.
    let graze = split_roll(&shot, &[t("Armor", 5)], Difficulty(8), &mut dice([7])).unwrap();
    assert_eq!(graze.final_outcome, Some(Outcome(0)));
}

#[test]
fn i1_insight_starts_at_zero_and_derives_by_style() {
    let walter = Excursionist::new("Walter");
    assert_eq!(walter.insight(), 0);
    let pulp = Settings::new(Style::Pulp);
    let shocking = Settings::new(Style::Shocking);
    assert_eq!((pulp.practicality(4), pulp.cognizance(4)), (-2, 2));
    assert_eq!((pulp.practicality(7), pulp.cognizance(7)), (-3, 4));
    assert_eq!(
        (shocking.practicality(12), shocking.cognizance(12)),
        (-12, 12),
        "beyond the ten boxes"
    );
    let custom = Settings {
        practicality: Factor::new(1, 4).unwrap(),
        ..weird()
    };
    assert_eq!(custom.practicality(5), -2);
    assert_eq!(walter.lose_insight(1), vec![], "never below 0");
}

#[test]
fn i2_practicality_and_cognizance_are_traits() {
    let walter = at_insight(3);
    assert_eq!(walter.practicality(&weird()), t(PRACTICALITY, -2));
    assert_eq!(walter.cognizance(&weird()), t(COGNIZANCE, 2));
}

#[test]
fn i3_insight_roll_recovery_and_treatment() {
    let walter = at_insight(4);
    let pass = walter
        .insight_roll(&weird(), Difficulty(8), 2, &[], &mut dice([12]))
        .unwrap();
    assert!(pass.roll.success() && pass.events.is_empty());
    let fail = walter
        .insight_roll(&weird(), Difficulty(8), 2, &[], &mut dice([3]))
        .unwrap();
    assert_eq!(fail.events, vec![Event::InsightGained { amount: 2 }]);
    let society = walter
        .social_recovery(&weird(), Difficulty(5), 1, &[], &mut dice([9]))
        .unwrap();
    assert_eq!(society.events, vec![Event::InsightLost { amount: 1 }]);
    let care = walter
        .treatment(&weird(), Difficulty(5), 9, &[], &mut dice([12]))
        .unwrap();
    assert_eq!(
        care.events,
        vec![Event::InsightLost { amount: 4 }],
        "never below 0"
    );
    let failed_care = walter
        .treatment(&weird(), Difficulty(11), 1, &[], &mut dice([2]))
        .unwrap();
    assert!(failed_care.events.is_empty());
}

#[test]
fn i4_nodules_equal_insight_at_the_start_of_a_story() {
    let mut walter = at_insight(2);
    assert_eq!(walter.nodules(), None);
    walter.apply_all(&walter.start_story());
    assert_eq!(walter.nodules(), Some(2));
    walter.apply_all(&walter.gain_insight(3));
    walter.apply_all(&walter.lose_insight(1));
    assert_eq!(
        (walter.insight(), walter.nodules()),
        (4, Some(2)),
        "TI changes leave the pool alone"
    );
    walter.apply_all(&walter.end_story());
    assert_eq!(walter.nodules(), None);
    walter.apply_all(&walter.start_story());
    assert_eq!(walter.nodules(), Some(4));
}

#[test]
fn i4_a_new_story_deals_a_new_pool_and_ending_clears_it() {
    let mut walter = at_insight(3);
    assert_eq!(walter.end_story(), vec![], "no Story, nothing to end");
    walter.apply_all(&walter.start_story());
    let spend = walter
        .spend_nodule(
            &weird(),
            NoduleUse::Shift(Toward::Cognizance),
            &[],
            &mut dice([]),
        )
        .unwrap();
    walter.apply_all(&spend.events);
    assert_eq!((walter.insight(), walter.nodules()), (4, Some(2)));
    // Starting a Story while one runs ends it first: unspent Nodules do not carry over.
    let events = walter.start_story();
    assert_eq!(
        events,
        vec![Event::StoryEnded, Event::StoryStarted { nodules: 4 }]
    );
    walter.apply_all(&events);
    assert_eq!(walter.nodules(), Some(4));
    assert_eq!(walter.end_story(), vec![Event::StoryEnded]);
    walter.apply_all(&walter.end_story());
    assert_eq!((walter.insight(), walter.nodules()), (4, None));
}

#[test]
fn i5_spending_nodules() {
    let mut walter = at_insight(3);
    walter.apply_all(&walter.start_story());
    let pulp = Settings::new(Style::Pulp);
    let shocking = Settings::new(Style::Shocking);
    // Automatic success: Difficulty = Outcome × ½ (rounding down), × 1, × 2.
    let a = walter
        .spend_nodule(
            &pulp,
            NoduleUse::AutomaticSuccess {
                outcome: Outcome(15),
            },
            &[],
            &mut dice([12]),
        )
        .unwrap();
    assert_eq!(a.follow_up.as_ref().unwrap().difficulty, Difficulty(7));
    assert_eq!(
        a.events,
        vec![Event::NoduleSpent {
            kind: NoduleKind::AutomaticSuccess
        }]
    );
    let a = walter
        .spend_nodule(
            &shocking,
            NoduleUse::AutomaticSuccess {
                outcome: Outcome(3),
            },
            &[],
            &mut dice([12]),
        )
        .unwrap();
    assert_eq!(a.follow_up.unwrap().difficulty, Difficulty(6));
    // Authorship: modest 5 and major 11 in a Weird Tale, halved in Pulp.
    let b = walter
        .spend_nodule(
            &pulp,
            NoduleUse::Authorship {
                difficulty: AUTHORSHIP_MAJOR,
            },
            &[],
            &mut dice([1]),
        )
        .unwrap();
    assert_eq!(b.follow_up.unwrap().difficulty, Difficulty(5));
    assert_eq!(b.events[1], Event::InsightGained { amount: 1 });
    assert_eq!(AUTHORSHIP_MODEST, Difficulty(5));
    // Fortune: the victim's Difficulty, scaled; Practicality modifies the follow-up.
    let f = walter
        .spend_nodule(
            &weird(),
            NoduleUse::Fortune {
                difficulty: Difficulty(9),
            },
            &[],
            &mut dice([11]),
        )
        .unwrap();
    let roll = f.follow_up.unwrap();
    assert_eq!(
        (roll.difficulty, roll.modifier, roll.success()),
        (Difficulty(9), -2, true)
    );
    // Shift of perspective: ±1 TI at once, no roll.
    let p = walter
        .spend_nodule(
            &weird(),
            NoduleUse::Shift(Toward::Practicality),
            &[],
            &mut dice([]),
        )
        .unwrap();
    assert_eq!(p.events[1], Event::InsightLost { amount: 1 });
    let c = walter
        .spend_nodule(
            &weird(),
            NoduleUse::Shift(Toward::Cognizance),
            &[],
            &mut dice([]),
        )
        .unwrap();
    assert_eq!(c.events[1], Event::InsightGained { amount: 1 });
    // Refused when the pool is empty, or outside a Story.
    let mut spent = walter.clone();
    for _ in 0..3 {
        let s = spent
            .spend_nodule(
                &weird(),
                NoduleUse::Shift(Toward::Cognizance),
                &[],
                &mut dice([]),
            )
            .unwrap();
        spent.apply_all(&s.events);
    }
    assert_eq!(spent.nodules(), Some(0));
    let refused = spent.spend_nodule(
        &weird(),
        NoduleUse::Shift(Toward::Cognizance),
        &[],
        &mut dice([]),
    );
    assert_eq!(refused, Err(Error::NoNodules));
    assert_eq!(
        at_insight(3).spend_nodule(
            &weird(),
            NoduleUse::Shift(Toward::Cognizance),
            &[],
            &mut dice([])
        ),
        Err(Error::NoStory)
    );
}

#[test]
fn i5_spending_outside_a_story_is_refused_without_rolling() {
    // No Story: no pool at all, whatever the TI; a refusal rolls nothing and causes no
    // event, and says why apart from an empty pool.
    let walter = at_insight(5);
    for spent in [
        NoduleUse::AutomaticSuccess {
            outcome: Outcome(3),
        },
        NoduleUse::Fortune {
            difficulty: Difficulty(8),
        },
        NoduleUse::Shift(Toward::Practicality),
    ] {
        let mut none = dice([]);
        assert_eq!(
            walter.spend_nodule(&weird(), spent, &[], &mut none),
            Err(Error::NoStory)
        );
    }
    let mut ended = walter.clone();
    ended.apply_all(&ended.start_story());
    ended.apply_all(&ended.end_story());
    assert_eq!(
        ended.spend_nodule(
            &weird(),
            NoduleUse::Shift(Toward::Cognizance),
            &[],
            &mut dice([])
        ),
        Err(Error::NoStory)
    );
    assert_ne!(Error::NoStory.to_string(), Error::NoNodules.to_string());
}

#[test]
fn i6_insight_never_forces_a_character_out() {
    let mut walter = Excursionist::new("Walter");
    walter.apply(&Event::InsightGained { amount: 1000 });
    assert_eq!(walter.insight(), 1000);
    assert!(
        walter
            .insight_roll(&weird(), Difficulty(8), 1, &[], &mut dice([1]))
            .is_ok()
    );
}

#[test]
fn events_replay_to_the_same_excursionist() {
    let mut walter = Excursionist::new("Walter");
    let mut log = Vec::new();
    for events in [
        walter.gain_trait(t("Journalist", 2)),
        walter.gain_insight(2),
        walter.start_story(),
    ] {
        walter.apply_all(&events);
        log.extend(events);
    }
    let check = walter
        .insight_roll(&weird(), Difficulty(8), 1, &[], &mut dice([2]))
        .unwrap();
    walter.apply_all(&check.events);
    log.extend(check.events);
    assert_eq!(Excursionist::replay("Walter", &log), walter);
}

// Exact odds.

/// Each side's chance to win, by enumerating every first roll; a tie of equal Trait
/// totals is shared evenly (what the rerolls come to).
fn brute_force(mods: &[i64], floor: Option<i64>, traits: &[i64], tie: TiePolicy) -> ContestOdds {
    let n = mods.len();
    let mut wins = vec![BigRational::zero(); n];
    let total = 12i64.pow(n as u32);
    for code in 0..total {
        let mut c = code;
        let scores: Vec<i64> = (0..n)
            .map(|i| {
                let f = c % 12 + 1;
                c /= 12;
                f + mods[i]
            })
            .collect();
        let best = *scores.iter().max().unwrap();
        if floor.is_some_and(|f| best < f) {
            continue;
        }
        let top: Vec<usize> = (0..n).filter(|&i| scores[i] == best).collect();
        let share: Vec<usize> = match (top.len(), tie) {
            (1, _) => top,
            (_, TiePolicy::Allow) => vec![],
            (_, TiePolicy::Break) => {
                let m = top.iter().map(|&i| traits[i]).max().unwrap();
                top.into_iter().filter(|&i| traits[i] == m).collect()
            }
        };
        for &i in &share {
            wins[i] += r(1, total * share.len() as i64);
        }
    }
    let nobody = BigRational::one() - wins.iter().sum::<BigRational>();
    ContestOdds { wins, nobody }
}

proptest! {
    #[test]
    fn standard_odds_sum_to_one(m in -30i64..30, d in -10i64..30) {
        let o = odds::standard_odds(m, Difficulty(d));
        let sum: BigRational = o.outcomes.iter().map(|(_, p)| p.clone()).sum();
        prop_assert_eq!(sum, BigRational::one());
        let hits: BigRational = o.outcomes.iter().filter(|(x, _)| *x >= 0).map(|(_, p)| p.clone()).sum();
        prop_assert_eq!(hits, o.success);
    }

    #[test]
    fn contest_odds_sum_to_one_and_match_enumeration(
        mods in prop::collection::vec(-6i64..6, 2..4),
        brk in any::<bool>(),
    ) {
        let tie = if brk { TiePolicy::Break } else { TiePolicy::Allow };
        let o = odds::contest_odds(&mods, tie);
        let sum: BigRational = o.wins.iter().cloned().sum::<BigRational>() + o.nobody.clone();
        prop_assert_eq!(sum, BigRational::one());
        if brk { prop_assert!(o.nobody.is_zero()); }
        prop_assert_eq!(o, brute_force(&mods, None, &mods, tie));
    }

    #[test]
    fn complex_odds_match_enumeration(
        mods in prop::collection::vec(-4i64..6, 2..4),
        d in 4i64..14,
        brk in any::<bool>(),
    ) {
        let tie = if brk { TiePolicy::Break } else { TiePolicy::Allow };
        let o = odds::complex_odds(&mods, Difficulty(d), tie);
        let offsets: Vec<i64> = mods.iter().map(|m| m - d).collect();
        prop_assert_eq!(o, brute_force(&offsets, Some(1), &mods, tie));
    }

    #[test]
    fn each_side_counts_its_own_traits_once(
        sides in prop::collection::vec(prop::collection::vec((0usize..4, -3i64..4), 0..5), 2..5),
        seed in any::<u64>(),
    ) {
        let names = ["Athlete", "Strong", "Ex-Detective", "Stubborn"];
        let sides: Vec<Vec<Trait>> = sides.iter().map(|s| s.iter().map(|&(n, r)| t(names[n], r)).collect()).collect();
        let mut source = keeper_dice::SeededDice::new(seed);
        let c = contest(&sides, TiePolicy::Break, &mut source).unwrap();
        for (side, listed) in c.sides.iter().zip(&sides) {
            // Within a side each name counts once, and every name the side lists counts for it.
            let mut seen = std::collections::HashSet::new();
            for tr in &side.traits.counted {
                prop_assert!(seen.insert(tr.name().unwrap().to_owned()), "{} counted twice", tr);
            }
            prop_assert_eq!(listed.len(), side.traits.counted.len() + side.traits.ignored.len());
            let names_listed: std::collections::HashSet<_> = listed.iter().map(|tr| tr.name().unwrap().to_owned()).collect();
            prop_assert_eq!(names_listed, seen);
        }
    }
}
