//! Every rule of `docs/rules/classic.md`, tested by its id, with the seed's examples.

use std::collections::BTreeMap;

use keeper_classic::character::{self, Characteristics, DamageBonus};
use keeper_classic::check::{self, Resistance, Target};
use keeper_classic::combat::{
    self, AttackRound, Defence, DefenceRound, DefenceSpec, Incoming, Unarmed, Weapon,
};
use keeper_classic::health::{self, Condition, Treatment};
use keeper_classic::sanity::{self, Insanity, Loss, SanityState};
use keeper_classic::{Error, Event, HouseRule, Investigator, Level, Options, tag};
use keeper_dice::SuppliedDice;

fn dice(faces: &[i64]) -> SuppliedDice {
    SuppliedDice::new(faces.to_vec())
}

fn walter() -> Characteristics {
    Characteristics {
        str: 12,
        con: 11,
        siz: 14,
        int: 15,
        pow: 13,
        dex: 10,
        app: 9,
        edu: 16,
    }
}

#[test]
fn d1_d100_has_faces_1_to_100() {
    let c = check::roll_check(Target::new(50), &mut dice(&[100])).unwrap();
    assert_eq!((c.roll, c.level), (100, Level::Fumble));
    assert!(check::roll_check(Target::new(50), &mut dice(&[0])).is_err());
}

#[test]
fn d2_d3_reads_a_d6() {
    let healed: Vec<u32> = [1, 2, 3, 4, 5, 6]
        .iter()
        .map(|&f| health::natural_healing(false, &mut dice(&[f])).unwrap())
        .collect();
    assert_eq!(healed, vec![1, 1, 2, 2, 3, 3]);
}

#[test]
fn d3_roll_tag_seed_example() {
    let p = tag::roll_post("[roll=\"d6\"]2[/roll]", &mut dice(&[6, 1])).unwrap();
    assert_eq!(p.rolls[0].total, 7);
    let bad = tag::roll_post("[roll=\"d6\"]0[/roll]", &mut dice(&[])).unwrap();
    assert_eq!(bad.errors.len(), 1);
}

#[test]
fn a1_characteristics_are_rolled_in_order() {
    let faces = [
        1, 2, 3, 1, 1, 1, 6, 6, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 1, 1, 1, 6, 6, 6,
    ];
    let c = Characteristics::roll(&mut dice(&faces[..24])).unwrap();
    assert_eq!(c.values(), [6, 3, 18, 10, 9, 12, 15, 3 + 3]);
}

#[test]
fn a2_derived_values() {
    let d = walter().derived();
    assert_eq!(
        (d.hp, d.mp, d.san, d.luck, d.idea, d.know),
        (13, 13, 65, 65, 75, 80)
    );
    let brainy = Characteristics {
        edu: 21,
        ..walter()
    };
    assert_eq!(brainy.derived().know, 99);
    assert_eq!(
        Characteristics {
            con: 10,
            siz: 13,
            ..walter()
        }
        .derived()
        .hp,
        12,
        "⌈23/2⌉"
    );
}

#[test]
fn a3_conversion_to_7th_edition() {
    let x = character::convert_to_7e(&walter(), 13, 60, &mut dice(&[3, 4, 5])).unwrap();
    assert_eq!(x.characteristics, [60, 55, 70, 75, 65, 50, 45, 80]);
    assert_eq!((x.luck, x.hp, x.mp, x.san), (60, 12, 13, 60));
    assert_eq!((x.db.as_str(), x.build), ("+1D4", 1), "STR+SIZ 130");
    assert_eq!(character::db_build_7e(64), ("-2".to_owned(), -2));
    assert_eq!(character::db_build_7e(205), ("+2D6".to_owned(), 3));
    assert_eq!(character::db_build_7e(285), ("+3D6".to_owned(), 4));
}

#[test]
fn t1_characteristic_roll_times_five_or_less() {
    assert_eq!(check::characteristic_chance(13, 5), 65);
    assert_eq!(check::characteristic_chance(13, 3), 39);
    assert_eq!(Target::new(65).level(65), Level::Success);
    assert_eq!(Target::new(65).level(66), Level::Failure);
}

#[test]
fn t2_skill_roll_with_keeper_modifier() {
    let t = check::skill_target(40, 20);
    assert_eq!(t.level(60), Level::Success);
    assert_eq!(t.level(61), Level::Failure);
}

#[test]
fn t3_special_is_a_fifth_rounded_down_at_least_one() {
    assert_eq!(Target::new(59).level(11), Level::Special);
    assert_eq!(Target::new(59).level(12), Level::Success);
    assert_eq!(Target::new(4).special_at(), 1);
}

#[test]
fn t4_automatic_success_and_failure() {
    let t = Target::new(1);
    assert_eq!(t.level(1), Level::Critical);
    for r in 2..=5 {
        assert!(t.level(r).is_success(), "02–05 always succeed");
    }
    let high = Target::new(150);
    for r in 96..=99 {
        assert_eq!(high.level(r), Level::Failure, "96–99 always fail");
    }
    assert_eq!(high.level(100), Level::Fumble);
    let impossible = Target {
        possible: false,
        ..Target::new(50)
    };
    // 01 always succeeds (T4); only 02–05 need the action to be possible.
    assert_eq!(impossible.level(1), Level::Critical);
    assert_eq!(impossible.level(3), Level::Failure);
}

#[test]
fn t5_resistance_table_and_its_edges() {
    assert_eq!(Resistance::of(12, 10), Resistance::Chance(60));
    assert_eq!(Resistance::of(19, 10), Resistance::Chance(95), "+9");
    assert_eq!(Resistance::of(10, 19), Resistance::Chance(5), "−9");
    assert_eq!(Resistance::of(20, 10), Resistance::AutomaticSuccess, "+10");
    assert_eq!(Resistance::of(10, 20), Resistance::AutomaticFailure, "−10");
    let auto = check::resistance(30, 11, &mut dice(&[])).unwrap();
    assert!(auto.success() && auto.automatic());
    let r = check::resistance(10, 19, &mut dice(&[5])).unwrap();
    assert!(r.success(), "5 against 5%");
    let r = check::resistance(19, 10, &mut dice(&[96])).unwrap();
    assert!(!r.success(), "96 fails even at 95%");
}

#[test]
fn t6_experience_check_above_the_skill() {
    let x = check::experience(40, &mut dice(&[41, 7])).unwrap();
    assert_eq!(x.gain, Some(7));
    let x = check::experience(40, &mut dice(&[40])).unwrap();
    assert_eq!(x.gain, None, "equal is not above");
}

#[test]
fn n3_two_d6_sanity_when_a_skill_passes_90() {
    let x = check::experience(88, &mut dice(&[95, 5, 3, 4])).unwrap();
    assert_eq!((x.gain, x.sanity), (Some(5), Some(7)));
    let x = check::experience(91, &mut dice(&[95, 5])).unwrap();
    assert_eq!(x.sanity, None, "only when it first passes 90");
    assert_eq!(sanity::skill_mastery(&mut dice(&[6, 6])).unwrap(), 12);
}

#[test]
fn h1_first_aid_and_medicine() {
    let t = health::treat(Treatment::FirstAid, 30, false, &mut dice(&[20, 6])).unwrap();
    assert_eq!(t.healed, 3);
    assert_eq!(
        health::treat(Treatment::Medicine, 30, false, &mut dice(&[])),
        Err(Error::NoEquipment)
    );
    let t = health::treat(Treatment::Medicine, 30, true, &mut dice(&[50])).unwrap();
    assert_eq!(t.healed, 0);
}

#[test]
fn h2_natural_healing_and_medical_care() {
    assert_eq!(
        health::natural_healing(true, &mut dice(&[6, 6, 1])).unwrap(),
        3 + 3 + 1
    );
}

#[test]
fn h3_unconscious_at_two_hp_or_zero_mp() {
    let mut inv = Investigator::new(walter(), BTreeMap::new());
    inv.apply(&Event::HpLost { amount: 11 });
    assert_eq!(inv.hp(), 2);
    assert_eq!(inv.condition(), Condition::Unconscious);
    inv.apply(&Event::HpGained { amount: 1 });
    assert_eq!(
        inv.condition(),
        Condition::Unconscious,
        "2 HP must be regained"
    );
    inv.apply(&Event::HpGained { amount: 1 });
    assert_eq!(inv.condition(), Condition::Conscious);
    inv.apply(&Event::MpLost { amount: 13 });
    assert_eq!(inv.condition(), Condition::Unconscious);
    inv.apply(&Event::MpGained { amount: 1 });
    assert_eq!(inv.condition(), Condition::Conscious);
    inv.apply(&Event::HpLost { amount: 10 });
    assert_eq!(inv.condition(), Condition::Dying);
}

#[test]
fn k1_highest_dex_first() {
    assert_eq!(combat::order_of_action(&[10, 15, 12, 15]), vec![1, 3, 2, 0]);
}

#[test]
fn k2_parry_restrictions() {
    let forum = Options::forum();
    let spear = Weapon {
        damage: "1D8+1".into(),
        pointed: true,
        thrown: false,
    };
    let parry = DefenceSpec {
        kind: Defence::Parry,
        chance: 60,
        earlier: 0,
        shield: false,
        bare_handed: false,
        dex: 12,
    };
    // A missile parried with an ordinary success gets through.
    let x = combat::attack(
        50,
        &spear,
        DamageBonus::NONE,
        Incoming::Missile,
        Some(parry),
        &forum,
        &mut dice(&[40, 30, 5]),
    )
    .unwrap();
    assert!(!x.stopped && x.hit());
    // With a special parry it is stopped.
    let x = combat::attack(
        50,
        &spear,
        DamageBonus::NONE,
        Incoming::Missile,
        Some(parry),
        &forum,
        &mut dice(&[40, 10]),
    )
    .unwrap();
    assert!(x.stopped);
    // Bare hands against a weapon: a DEX×5 roll too.
    let bare = DefenceSpec {
        bare_handed: true,
        ..parry
    };
    let x = combat::attack(
        50,
        &spear,
        DamageBonus::NONE,
        Incoming::MeleeWeapon,
        Some(bare),
        &forum,
        &mut dice(&[40, 30, 61, 3]),
    )
    .unwrap();
    assert!(!x.stopped, "DEX 12 × 5 = 60, 61 fails");
    assert_eq!(x.damage.unwrap().total, 4);
}

/// The exact odds of an exchange count what rolling every attack, defence and DEX×5
/// face through `combat::attack` gives, for a parry of each kind and a dodge.
#[test]
fn k2_k4_exact_odds_of_an_exchange_are_the_rolls_counted() {
    // A d100 of damage reads any face a roll left over.
    let knife = Weapon {
        damage: "1D100".into(),
        pointed: true,
        thrown: false,
    };
    let parry = DefenceSpec {
        kind: Defence::Parry,
        chance: 55,
        earlier: 1,
        shield: false,
        bare_handed: false,
        dex: 13,
    };
    let cases = [
        (45, Incoming::MeleeWeapon, None, Options::forum()),
        (45, Incoming::MeleeWeapon, Some(parry), Options::forum()),
        (70, Incoming::Missile, Some(parry), Options::plain()),
        (
            30,
            Incoming::MeleeWeapon,
            Some(DefenceSpec {
                bare_handed: true,
                ..parry
            }),
            Options::forum(),
        ),
        (
            95,
            Incoming::Unarmed,
            Some(DefenceSpec {
                kind: Defence::Dodge,
                earlier: 0,
                ..parry
            }),
            Options::plain(),
        ),
    ];
    for (chance, incoming, defence, options) in cases {
        let odds = combat::exchange_odds(chance, incoming, defence, &options);
        let (mut hit, mut stopped) = (0u64, 0u64);
        let dex_faces: Vec<i64> = if defence.is_some_and(|d| d.needs_dex_roll(incoming)) {
            (1..=100).collect()
        } else {
            vec![1]
        };
        let defence_faces: Vec<i64> = if defence.is_some() {
            (1..=100).collect()
        } else {
            vec![1]
        };
        let weight = 10_000 / (dex_faces.len() * defence_faces.len()) as u64;
        for a in 1..=100 {
            for &d in &defence_faces {
                for &x in &dex_faces {
                    let faces = [a, d, x, 1, 1, 1];
                    let out = combat::attack(
                        chance,
                        &knife,
                        DamageBonus::NONE,
                        incoming,
                        defence,
                        &options,
                        &mut dice(&faces),
                    )
                    .unwrap();
                    if out.hit() {
                        hit += weight;
                    } else if out.stopped {
                        stopped += weight;
                    }
                }
            }
        }
        assert_eq!(
            (odds.hit, odds.stopped),
            (hit, stopped),
            "{chance} {incoming:?} {defence:?}"
        );
        assert_eq!(
            odds.hit + odds.stopped + odds.missed,
            combat::ExchangeOdds::OF
        );
    }
}

#[test]
fn k3_the_minus_30_ladder() {
    let mut round = DefenceRound::default();
    assert_eq!(round.defend(Defence::Parry), Ok(0));
    assert_eq!(round.defend(Defence::Parry), Ok(-30));
    assert_eq!(round.defend(Defence::Parry), Ok(-60));
    assert_eq!(round.defend(Defence::Dodge), Err(Error::ParryAndDodge));
    let mut all_out = DefenceRound {
        all_out: true,
        ..Default::default()
    };
    assert_eq!(all_out.defend(Defence::Dodge), Ok(0));
    assert_eq!(all_out.defend(Defence::Parry), Ok(-30));
    assert_eq!(all_out.defend(Defence::Dodge), Ok(-60));
}

#[test]
fn k4_advanced_blocking() {
    let forum = Options::forum();
    assert!(combat::blocks(Level::Success, Level::Success, &forum));
    assert!(!combat::blocks(Level::Special, Level::Success, &forum));
    assert!(combat::blocks(Level::Special, Level::Special, &forum));
    assert!(!combat::blocks(Level::Critical, Level::Special, &forum));
    assert!(combat::blocks(Level::Critical, Level::Critical, &forum));
    let plain = Options::plain();
    assert!(combat::blocks(Level::Critical, Level::Success, &plain));
}

#[test]
fn k5_impale_doubles_a_pointed_weapon_but_not_a_blunt_one() {
    let db = DamageBonus::of(30); // +1D4
    let spear = Weapon {
        damage: "1D8+1".into(),
        pointed: true,
        thrown: false,
    };
    let d = combat::damage(&spear, db, true, &mut dice(&[5, 7, 2])).unwrap();
    assert_eq!(
        (d.weapon.clone(), d.bonus, d.impaled, d.total),
        (vec![6, 8], 2, true, 16)
    );
    let club = Weapon {
        damage: "1D8".into(),
        pointed: false,
        thrown: false,
    };
    let d = combat::damage(&club, db, true, &mut dice(&[5, 2])).unwrap();
    assert_eq!((d.weapon.clone(), d.impaled, d.total), (vec![5], false, 7));
}

#[test]
fn k6_damage_bonus_table_and_thrown_half() {
    let n = |s| DamageBonus::of(s).notation();
    assert_eq!(
        [
            n(12),
            n(13),
            n(16),
            n(17),
            n(24),
            n(25),
            n(32),
            n(33),
            n(40)
        ],
        [
            "-1D6", "-1D4", "-1D4", "0", "0", "+1D4", "+1D4", "+1D6", "+1D6"
        ]
    );
    assert_eq!(
        [
            n(41),
            n(56),
            n(57),
            n(72),
            n(73),
            n(168),
            n(169),
            n(184),
            n(185)
        ],
        [
            "+2D6", "+2D6", "+3D6", "+3D6", "+4D6", "+9D6", "+10D6", "+10D6", "+11D6"
        ]
    );
    assert_eq!(DamageBonus::of(35).halved().notation(), "+1D3");
    assert_eq!(DamageBonus::of(45).halved().notation(), "+1D6");
    assert_eq!(DamageBonus::of(30).halved().notation(), "+1D2");
    let rock = Weapon {
        damage: "1D4".into(),
        pointed: false,
        thrown: true,
    };
    let d = combat::damage(&rock, DamageBonus::of(35), false, &mut dice(&[2, 6])).unwrap();
    assert_eq!(d.bonus, 3, "half of +1D6 is 1D3, a d6 read as a d3");
}

#[test]
fn k7_brawl_replaces_fist_head_butt_and_kick() {
    let forum = Options::forum();
    assert_eq!(Unarmed::Brawl.damage(&forum), Ok("1D6"));
    assert_eq!(Unarmed::Kick.damage(&forum), Err(Error::ReplacedByBrawl));
    let plain = Options::plain();
    assert_eq!(Unarmed::Fist.damage(&plain), Ok("1D3"));
    assert_eq!(
        Unarmed::Brawl.damage(&plain),
        Err(Error::HouseRuleOff(HouseRule::Brawl))
    );
}

#[test]
fn k8_several_attacks() {
    let forum = Options::forum();
    let mut round = AttackRound::default();
    assert_eq!(round.attack("sword", 70, &forum), Ok(70));
    assert_eq!(
        round.attack("sword", 70, &forum),
        Err(Error::SameAttackTwice)
    );
    assert_eq!(round.attack("brawl", 70, &forum), Ok(40));
    assert_eq!(round.attack("sword", 70, &forum), Ok(10));
    assert_eq!(round.attack("brawl", 70, &forum), Err(Error::NoChanceLeft));
    let mut plain = AttackRound::default();
    plain.attack("sword", 70, &Options::plain()).unwrap();
    assert_eq!(
        plain.attack("brawl", 70, &Options::plain()),
        Err(Error::OneAttackOnly)
    );
}

#[test]
fn n1_maximum_sanity() {
    assert_eq!(sanity::max_sanity(15), 84);
    let mut skills = BTreeMap::new();
    skills.insert("Cthulhu Mythos".to_owned(), 10);
    let mut inv = Investigator::new(walter(), skills);
    inv.apply(&Event::SanityGained { amount: 50 });
    assert_eq!(inv.san(), 89, "never above 99 − 10");
    inv.apply(&Event::SkillImproved {
        skill: "Cthulhu Mythos".into(),
        amount: 30,
    });
    assert_eq!(inv.max_san(), 59);
    assert_eq!(inv.san(), 59);
}

#[test]
fn n2_success_loses_the_smaller_amount() {
    let state = SanityState {
        san: 60,
        int: 14,
        hour_start_san: 60,
        lost_this_hour: 0,
    };
    let r = sanity::sanity_roll(state, &Loss::parse("1/1D6").unwrap(), &mut dice(&[30])).unwrap();
    assert_eq!((r.lost, r.san), (1, 59));
    let r =
        sanity::sanity_roll(state, &Loss::parse("1/1D6").unwrap(), &mut dice(&[70, 4])).unwrap();
    assert_eq!(r.lost, 4);
}

#[test]
fn n4_temporary_insanity_on_five_or_more_and_an_int_roll() {
    let state = SanityState {
        san: 60,
        int: 14,
        hour_start_san: 60,
        lost_this_hour: 0,
    };
    let loss = Loss::parse("1D3/1D10").unwrap();
    let r = sanity::sanity_roll(state, &loss, &mut dice(&[70, 5, 70])).unwrap();
    assert_eq!(r.insanity, vec![Insanity::Temporary]);
    let r = sanity::sanity_roll(state, &loss, &mut dice(&[70, 5, 71])).unwrap();
    assert!(r.insanity.is_empty(), "INT 14 × 5 = 70");
}

#[test]
fn n5_indefinite_insanity_over_a_fifth_in_an_hour() {
    let state = SanityState {
        san: 50,
        int: 14,
        hour_start_san: 60,
        lost_this_hour: 8,
    };
    let r =
        sanity::sanity_roll(state, &Loss::parse("0/1D6").unwrap(), &mut dice(&[70, 4])).unwrap();
    assert!(r.insanity.is_empty(), "12 of 60 is 20%, not more");
    let r = sanity::sanity_roll(
        state,
        &Loss::parse("0/1D6").unwrap(),
        &mut dice(&[70, 5, 99]),
    )
    .unwrap();
    assert_eq!(r.insanity, vec![Insanity::Indefinite]);
}

#[test]
fn n6_permanent_insanity_at_zero() {
    let state = SanityState {
        san: 3,
        int: 14,
        hour_start_san: 3,
        lost_this_hour: 0,
    };
    let r =
        sanity::sanity_roll(state, &Loss::parse("1/1D6").unwrap(), &mut dice(&[90, 6])).unwrap();
    assert_eq!((r.lost, r.san), (3, 0));
    assert!(r.insanity.contains(&Insanity::Permanent));
}

#[test]
fn m1_magic_points_and_meditation() {
    assert_eq!(health::regenerate_mp(0, 13, 24), 13);
    assert_eq!(health::regenerate_mp(0, 13, 6), 4);
    assert_eq!(health::regenerate_mp(0, 13, 18), 12);
    let forum = Options::forum();
    assert_eq!(
        health::meditate(5, 13, None, &forum, &mut dice(&[4])),
        Ok((4, 9))
    );
    assert_eq!(
        health::meditate(5, 13, Some(5), &forum, &mut dice(&[])),
        Err(Error::MeditatedTooRecently { hours: 5 })
    );
    assert_eq!(
        health::meditate(5, 13, None, &Options::plain(), &mut dice(&[])),
        Err(Error::HouseRuleOff(HouseRule::Meditation))
    );
}

#[test]
fn m2_magic_point_reroll() {
    let forum = Options::forum();
    let failed = check::roll_check(Target::new(40), &mut dice(&[70])).unwrap();
    let again = health::mp_reroll(&failed, 3, &forum, &mut dice(&[20])).unwrap();
    assert!(again.success());
    let ok = check::roll_check(Target::new(40), &mut dice(&[20])).unwrap();
    assert_eq!(
        health::mp_reroll(&ok, 3, &forum, &mut dice(&[])),
        Err(Error::NotFailed)
    );
    assert!(health::mp_reroll(&failed, 3, &Options::plain(), &mut dice(&[])).is_err());
}

#[test]
fn m3_luck_spending_seed_example() {
    // Luck 50 spends 10 for +10%; the special threshold does not move.
    let forum = Options::forum();
    let c = check::roll_check(Target::new(40), &mut dice(&[50])).unwrap();
    let raised = health::spend_luck(&c, 10, 50, &forum).unwrap();
    assert!(raised.success());
    let c = check::roll_check(Target::new(40), &mut dice(&[10])).unwrap();
    let raised = health::spend_luck(&c, 10, 50, &forum).unwrap();
    assert_eq!(
        raised.level,
        Level::Success,
        "the threshold stays 40 / 5 = 8, not 50 / 5"
    );
    assert_eq!(Target::new(40).level(8), Level::Special);
}

#[test]
fn house_rule_presets() {
    assert_eq!(Options::default(), Options::forum());
    let mut o = Options::plain();
    assert!(HouseRule::ALL.iter().all(|r| !o.has(*r)));
    o.set(HouseRule::Brawl, true);
    assert!(o.has(HouseRule::Brawl) && !o.has(HouseRule::Meditation));
    assert!(Options::preset("nope").is_err());
}

// ---------------------------------------------------------------------------------
// The investigator's operations: each returns events and changes nothing; the state
// changes only by applying them.

fn apply_all(inv: &mut Investigator, events: &[Event]) {
    for e in events {
        inv.apply(e);
    }
}

#[test]
fn h1_investigator_first_aid_and_medicine_return_events() {
    let mut inv = Investigator::new(walter(), BTreeMap::new());
    let e = inv.take_damage(5).unwrap();
    apply_all(&mut inv, &e);
    assert_eq!(inv.hp(), 8);
    let before = inv.clone();
    let (t, events) = inv
        .treat(Treatment::FirstAid, 30, false, &mut dice(&[20, 6]))
        .unwrap();
    assert_eq!(inv, before, "an operation changes nothing");
    assert_eq!(
        (t.healed, events.clone()),
        (3, vec![Event::HpGained { amount: 3 }])
    );
    apply_all(&mut inv, &events);
    assert_eq!(inv.hp(), 11);
    let (_, events) = inv
        .treat(Treatment::Medicine, 60, true, &mut dice(&[10, 6]))
        .unwrap();
    assert_eq!(
        events,
        vec![Event::HpGained { amount: 2 }],
        "never above the maximum: 13"
    );
    assert_eq!(
        inv.treat(Treatment::Medicine, 60, false, &mut dice(&[])),
        Err(Error::NoEquipment)
    );
    let (t, events) = inv
        .treat(Treatment::FirstAid, 30, false, &mut dice(&[90]))
        .unwrap();
    assert_eq!((t.healed, events), (0, vec![]));
}

#[test]
fn h2_investigator_natural_healing_and_other_healing() {
    let mut inv = Investigator::new(walter(), BTreeMap::new());
    let e = inv.take_damage(10).unwrap();
    apply_all(&mut inv, &e);
    let (healed, events) = inv.natural_healing(true, &mut dice(&[6, 6, 1])).unwrap();
    assert_eq!(healed, 7);
    apply_all(&mut inv, &events);
    assert_eq!(inv.hp(), 10);
    assert_eq!(inv.heal(9).unwrap(), vec![Event::HpGained { amount: 3 }]);
    assert!(inv.heal(-1).is_err());
}

#[test]
fn h3_investigator_damage_and_magic_points_change_the_condition() {
    let mut inv = Investigator::new(walter(), BTreeMap::new());
    let e = inv.take_damage(11).unwrap();
    apply_all(&mut inv, &e);
    assert_eq!(inv.condition(), Condition::Unconscious);
    let (_, events) = inv
        .treat(Treatment::FirstAid, 30, false, &mut dice(&[20, 3]))
        .unwrap();
    apply_all(&mut inv, &events);
    assert_eq!(
        (inv.hp(), inv.condition()),
        (4, Condition::Conscious),
        "2 HP regained"
    );
    let e = inv.spend_mp(13).unwrap();
    apply_all(&mut inv, &e);
    assert_eq!(inv.condition(), Condition::Unconscious, "0 MP");
    assert!(inv.spend_mp(1).is_err());
    let e = inv.regenerate_mp(6);
    apply_all(&mut inv, &e);
    assert_eq!((inv.mp(), inv.condition()), (4, Condition::Conscious));
    let e = inv.take_damage(4).unwrap();
    apply_all(&mut inv, &e);
    assert_eq!(inv.condition(), Condition::Dying);
}

#[test]
fn m1_investigator_regeneration_and_meditation_return_events() {
    let mut inv = Investigator::new(walter(), BTreeMap::new());
    let e = inv.spend_mp(10).unwrap();
    apply_all(&mut inv, &e);
    assert_eq!(inv.regenerate_mp(6), vec![Event::MpGained { amount: 4 }]);
    assert_eq!(inv.regenerate_mp(24), vec![Event::MpGained { amount: 10 }]);
    assert_eq!(inv.regenerate_mp(5), vec![]);
    let forum = Options::forum();
    let (roll, events) = inv.meditate(Some(6), &forum, &mut dice(&[5])).unwrap();
    assert_eq!(
        (roll, events.clone()),
        (5, vec![Event::MpGained { amount: 5 }])
    );
    apply_all(&mut inv, &events);
    assert_eq!(inv.mp(), 8);
    assert_eq!(
        inv.meditate(Some(2), &forum, &mut dice(&[])),
        Err(Error::MeditatedTooRecently { hours: 2 })
    );
    assert_eq!(
        inv.meditate(None, &Options::plain(), &mut dice(&[])),
        Err(Error::HouseRuleOff(HouseRule::Meditation))
    );
    let (_, events) = inv.meditate(None, &forum, &mut dice(&[6])).unwrap();
    assert_eq!(
        events,
        vec![Event::MpGained { amount: 5 }],
        "never above POW 13"
    );
}

#[test]
fn m2_investigator_mp_reroll_spends_the_point() {
    let mut inv = Investigator::new(walter(), BTreeMap::new());
    let forum = Options::forum();
    let failed = check::roll_check(Target::new(40), &mut dice(&[70])).unwrap();
    let (again, events) = inv.mp_reroll(&failed, &forum, &mut dice(&[80])).unwrap();
    assert!(!again.success(), "the new roll stands");
    assert_eq!(events, vec![Event::MpLost { amount: 1 }]);
    apply_all(&mut inv, &events);
    assert_eq!(inv.mp(), 12);
    let e = inv.spend_mp(12).unwrap();
    apply_all(&mut inv, &e);
    assert_eq!(
        inv.mp_reroll(&failed, &forum, &mut dice(&[])),
        Err(Error::NotEnough {
            what: "mp",
            have: 0,
            need: 1
        })
    );
    assert_eq!(
        inv.mp_reroll(&failed, &Options::plain(), &mut dice(&[])),
        Err(Error::HouseRuleOff(HouseRule::MagicPointReroll))
    );
}

#[test]
fn m3_investigator_luck_spending_seed_example() {
    // "o personagem tem Sorte 50%; ele pode ampliar uma rolagem em +10% gastando 10
    // pontos de seu valor de Sorte, sobrando 40% para ser utilizado até o final da
    // aventura"
    let mut c = walter();
    c.pow = 10;
    let mut inv = Investigator::new(c, BTreeMap::new());
    assert_eq!(inv.luck(), 50);
    let forum = Options::forum();
    let roll = check::roll_check(Target::new(40), &mut dice(&[50])).unwrap();
    let (raised, events) = inv.spend_luck(&roll, Some(10), &forum).unwrap();
    assert!(raised.success());
    assert_eq!(raised.target.special_at(), 8, "the special threshold stays");
    assert_eq!(events, vec![Event::LuckSpent { amount: 10 }]);
    apply_all(&mut inv, &events);
    assert_eq!(inv.luck(), 40);
    let roll = check::roll_check(Target::new(40), &mut dice(&[45])).unwrap();
    let (_, events) = inv.spend_luck(&roll, None, &forum).unwrap();
    assert_eq!(
        events,
        vec![Event::LuckSpent { amount: 5 }],
        "the least that succeeds"
    );
    assert!(inv.spend_luck(&roll, Some(41), &forum).is_err());
    assert!(inv.spend_luck(&roll, Some(5), &Options::plain()).is_err());
    let e = inv.end_adventure();
    apply_all(&mut inv, &e);
    assert_eq!(inv.luck(), 50, "restored at the end of the adventure");
}

#[test]
fn n2_investigator_spell_costs_and_n3_rewards() {
    let mut inv = Investigator::new(walter(), BTreeMap::new());
    assert_eq!(
        inv.lose_sanity(3).unwrap(),
        vec![Event::SanityLost { amount: 3 }]
    );
    let e = inv.lose_sanity(3).unwrap();
    apply_all(&mut inv, &e);
    let (total, events) = inv.sanity_reward("1D6", &mut dice(&[6])).unwrap();
    assert_eq!(
        (total, events),
        (6, vec![Event::SanityGained { amount: 6 }])
    );
}

#[test]
fn n5_indefinite_insanity_is_reported_once_an_hour() {
    let mut inv = Investigator::new(walter(), BTreeMap::new());
    let events = inv.lose_sanity(14).unwrap();
    assert_eq!(
        events[1],
        Event::Insane(Insanity::Indefinite),
        "14 of 65 > 20%"
    );
    apply_all(&mut inv, &events);
    assert_eq!(
        inv.lose_sanity(2).unwrap(),
        vec![Event::SanityLost { amount: 2 }]
    );
    let e = inv.start_hour();
    apply_all(&mut inv, &e);
    assert_eq!(
        inv.lose_sanity(11).unwrap().len(),
        2,
        "a new hour, a new count"
    );
}

#[test]
fn t6_investigator_award_check_then_experience() {
    let mut skills = BTreeMap::new();
    skills.insert("Spot Hidden".to_owned(), 88);
    let mut inv = Investigator::new(walter(), skills);
    let e = inv.award_check("Spot Hidden");
    apply_all(&mut inv, &e);
    let (rolls, events) = inv.experience(&mut dice(&[95, 5, 3, 4])).unwrap();
    assert_eq!(rolls.len(), 1);
    apply_all(&mut inv, &events);
    assert_eq!(inv.skills()["Spot Hidden"], 93);
    assert_eq!(inv.san(), 72, "N3: 2D6 = 7 Sanity as the skill passes 90");
    assert!(inv.checks().is_empty(), "the check is used up");
}

#[test]
fn a3_investigator_converts_with_current_values() {
    let mut inv = Investigator::new(walter(), BTreeMap::new());
    let e = inv.spend_mp(3).unwrap();
    apply_all(&mut inv, &e);
    let e = inv.lose_sanity(5).unwrap();
    apply_all(&mut inv, &e);
    let x = inv.convert_to_7e(&mut dice(&[3, 4, 5])).unwrap();
    assert_eq!((x.mp, x.san, x.hp, x.luck), (10, 60, 12, 60));
}

#[test]
fn d3_one_die_needs_no_count_seed_example() {
    // "Caso esteja rolando apenas 1 dado, não é necessário colocar o número 1."
    let p = tag::roll_post("[roll=\"d8\"][/roll]", &mut dice(&[5])).unwrap();
    assert_eq!((p.rolls[0].count, p.rolls[0].total), (1, 5));
    assert!(p.errors.is_empty());
    // "d6" "d8" "d100": the dice the seed names.
    let p = tag::roll_post(
        "[roll=\"d6\"]2[/roll] [roll=\"d100\"]1[/roll]",
        &mut dice(&[2, 4, 77]),
    )
    .unwrap();
    assert_eq!(
        p.rolls.iter().map(|r| r.total).collect::<Vec<_>>(),
        vec![6, 77]
    );
}

#[test]
fn n5_a_later_loss_in_the_same_hour_does_not_report_it_again() {
    let state = SanityState {
        san: 45,
        int: 14,
        hour_start_san: 60,
        lost_this_hour: 15,
    };
    let r =
        sanity::sanity_roll(state, &Loss::parse("0/1D3").unwrap(), &mut dice(&[70, 4])).unwrap();
    assert_eq!(r.lost, 2);
    assert!(
        r.insanity.is_empty(),
        "15 of 60 was already past a fifth: the insanity began with that loss"
    );
    assert!(sanity::crosses_a_fifth(60, 12, 1));
    assert!(
        !sanity::crosses_a_fifth(60, 11, 1),
        "12 of 60 is 20%, not more"
    );
}

#[test]
fn h3_two_hp_or_zero_mp_is_unconscious_whatever_the_lowest_point() {
    // Seed 004: at 2 HP or fewer, or 0 MP, the character is out; a lowest point passed
    // or not changes nothing below 3 HP.
    use keeper_classic::health::condition;
    assert_eq!(condition(2, 10, None), Condition::Unconscious);
    assert_eq!(condition(1, 10, Some(5)), Condition::Unconscious);
    assert_eq!(condition(2, 10, Some(2)), Condition::Unconscious);
    assert_eq!(condition(12, 0, None), Condition::Unconscious);
    assert_eq!(condition(3, 10, None), Condition::Conscious);
    // Knocked to 1 HP: awake again only at 3 HP (2 regained from the lowest point).
    assert_eq!(condition(2, 10, Some(1)), Condition::Unconscious);
    assert_eq!(condition(3, 10, Some(1)), Condition::Conscious);
    // Knocked to 2 HP: 3 is not yet 2 regained.
    assert_eq!(condition(3, 10, Some(2)), Condition::Unconscious);
    assert_eq!(condition(0, 10, None), Condition::Dying);
    // An investigator whose HP reach 2 by healing from below (no knock-out recorded in
    // this replay) is out all the same.
    let mut inv = Investigator::new(walter(), BTreeMap::new());
    inv.apply(&Event::HpLost { amount: 13 });
    assert_eq!(inv.condition(), Condition::Dying);
    inv.apply(&Event::HpGained { amount: 2 });
    assert_eq!((inv.hp(), inv.condition()), (2, Condition::Unconscious));
}
