//! Replaying events onto an investigator, and the exact odds: worked values and property
//! tests that every distribution sums to one and agrees with the rolls.

use keeper_coc7::*;
use keeper_dice::SeededDice;
use num_rational::BigRational;
use num_traits::{One, Zero};
use proptest::prelude::*;

use crate::helpers::{attacker, brian};

#[test]
fn events_replay_an_investigator() {
    let b = brian();
    let events = [
        Event::Damaged { amount: 3 },
        Event::SanityLost { amount: 4 },
        Event::LuckSpent { amount: 10 },
        Event::SkillTicked {
            skill: "Climb".into(),
        },
        Event::SkillImproved {
            skill: "Climb".into(),
            amount: 5,
        },
        Event::Healed { amount: 1 },
    ];
    let mut b2 = b.clone();
    b2.apply_all(&events);
    assert_eq!(
        (b2.health().hp, b2.san(), b2.luck(), b2.skill("Climb")),
        (11, 46, 40, 65)
    );
    assert_eq!(Event::SanityLost { amount: 1 }.name(), "sanity_lost");
}

#[test]
fn odds_of_skill_55_with_one_penalty_die() {
    let o = odds::check_odds(55, Difficulty::Regular, Modifiers::new(0, 1));
    let t: Vec<String> = SuccessLevel::ALL
        .iter()
        .map(|l| odds::fraction_text(&o.levels[l.index()]))
        .collect();
    // fumble, failure, regular, hard, extreme, critical.
    // Checked by brute force over the 1,000 equally likely faces.
    assert_eq!(
        t,
        ["19/1000", "169/250", "23/100", "31/500", "3/250", "1/1000"]
    );
    assert_eq!(odds::fraction_text(&o.success), "61/200");
}

#[test]
fn odds_of_an_opposed_roll_at_equal_skill_are_even() {
    let o = odds::opposed_odds((50, Modifiers::NONE), (50, Modifiers::NONE));
    assert_eq!(o.a, o.b);
    assert_eq!(&o.a + &o.b + &o.none, BigRational::one());
}

#[test]
fn odds_of_sanity_loss() {
    let o = odds::sanity_odds(50, &SanityLoss::parse("0/1D6").unwrap()).unwrap();
    assert_eq!(odds::fraction_text(&o.success), "1/2");
    assert_eq!(o.lost[0].0, 0);
    assert_eq!(odds::fraction_text(&o.lost[0].1), "1/2");
    let sum: BigRational = o.lost.iter().map(|(_, p)| p.clone()).sum();
    assert!(sum.is_one());
}

proptest! {
    #[test]
    fn check_odds_sum_to_one(value in 0u32..200, d in 0usize..3, bonus in 0u32..3, penalty in 0u32..3) {
        let d = [Difficulty::Regular, Difficulty::Hard, Difficulty::Extreme][d];
        let o = odds::check_odds(value, d, Modifiers::new(bonus, penalty));
        let sum: BigRational = o.levels.iter().cloned().sum();
        prop_assert!(sum.is_one());
        prop_assert!(o.success >= BigRational::zero() && o.success <= BigRational::one());
    }

    #[test]
    fn opposed_odds_sum_to_one(a in 0u32..120, b in 0u32..120, ab in 0u32..2, bp in 0u32..2) {
        let o = odds::opposed_odds((a, Modifiers::new(ab, 0)), (b, Modifiers::new(0, bp)));
        prop_assert!((o.a + o.b + o.none).is_one());
    }

    #[test]
    fn melee_odds_sum_to_one(a in 0u32..100, d in 0u32..100, fight in any::<bool>()) {
        let att = attacker(a, "1D6", "+1D4", true);
        let response = if fight { Response::FightBack(Blow::unarmed()) } else { Response::Dodge };
        let def = Defender { value: d, response, modifiers: Modifiers::NONE };
        let o = odds::melee_odds(&att, &def).unwrap();
        prop_assert!((o.winner.a.clone() + o.winner.b.clone() + o.winner.none.clone()).is_one());
        let sum: BigRational = o.damage.iter().map(|(_, p)| p.clone()).sum();
        prop_assert!(sum.is_one());
    }

    #[test]
    fn sanity_odds_sum_to_one(san in 0u32..100) {
        let o = odds::sanity_odds(san, &SanityLoss::parse("1/1D8").unwrap()).unwrap();
        let sum: BigRational = o.lost.iter().map(|(_, p)| p.clone()).sum();
        prop_assert!(sum.is_one());
        prop_assert!(o.lost.iter().all(|(v, _)| *v <= san));
    }

    /// A lower roll never gets a worse level (except 100 and the fumble range, which
    /// are the highest rolls anyway).
    #[test]
    fn a_level_never_beats_a_better_roll(value in 0u32..200, a in 1u32..=100, b in 1u32..=100, d in 0usize..3) {
        let d = [Difficulty::Regular, Difficulty::Hard, Difficulty::Extreme][d];
        let (lo, hi) = (a.min(b), a.max(b));
        prop_assert!(level(lo, value, d) >= level(hi, value, d));
    }

    /// The engine's rolled level matches the odds' support: every level it rolls has a
    /// positive probability.
    #[test]
    fn rolled_levels_are_possible(value in 0u32..120, seed in any::<u64>(), bonus in 0u32..3) {
        let o = odds::check_odds(value, Difficulty::Regular, Modifiers::new(bonus, 0));
        let c = check(value, Difficulty::Regular, Modifiers::new(bonus, 0), RollKind::Skill, &mut SeededDice::new(seed)).unwrap();
        prop_assert!(o.levels[c.level.index()] > BigRational::zero());
    }
}
