//! One test per rule id of `docs/rules/coc7.md` (named after it), the seeds' worked
//! examples, the subtleties the issue lists, and property tests of the exact odds.

use keeper_coc7::*;
use keeper_dice::{Expression, SeededDice, SuppliedDice};
use num_rational::BigRational;
use num_traits::{One, Zero};
use proptest::prelude::*;

fn dice(faces: &[i64]) -> SuppliedDice {
    SuppliedDice::new(faces.to_vec())
}

fn roll(value: u32, d: Difficulty, bonus: u32, penalty: u32, faces: &[i64]) -> Check {
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

fn expr(s: &str) -> Expression {
    Expression::parse(s).unwrap()
}

fn brian_draft() -> Draft {
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

fn brian() -> Investigator {
    Investigator::create(&brian_draft()).unwrap().investigator
}

// ---------------------------------------------------------------------------------
// Characteristics.

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

// ---------------------------------------------------------------------------------
// Occupations and skills.

#[test]
fn s1_occupation_choice_rules() {
    let mut d = brian_draft();
    d.occupation = Some("Journalist".into());
    d.occupation_skills = [
        ("Art/Craft (Photography)", 70),
        ("History", 60),
        ("Library Use", 60),
        ("Language (Own)", 50),
        ("Fast Talk", 50),
        ("Psychology", 50),
        ("Spot Hidden", 40),
        ("Listen", 40),
        ("Credit Rating", 40),
    ]
    .iter()
    .map(|(k, v)| (k.to_string(), *v))
    .collect();
    d.interests = vec![
        "Drive Auto".into(),
        "Jump".into(),
        "Stealth".into(),
        "Climb".into(),
    ];
    let created = Investigator::create(&d).unwrap();
    assert!(created.warnings.is_empty());
    // Without an interpersonal skill the Journalist's choice rule is broken.
    d.occupation_skills[4].0 = "Swim".into();
    let e = Investigator::create(&d).unwrap_err();
    assert_eq!(e.issues.len(), 1);
    assert_eq!(e.issues[0].rule, "S1");
    assert!(
        e.to_string().contains("needs one of Charm, Fast Talk"),
        "{e}"
    );
}

#[test]
fn s1_custom_occupation_is_any_eight_skills_with_a_warning() {
    let c = Investigator::create(&brian_draft()).unwrap();
    assert_eq!(
        c.warnings,
        [Warning::CustomOccupation {
            name: "Soldier".into()
        }]
    );
}

#[test]
fn s1_every_quickstart_occupation_is_known() {
    for name in [
        "Antiquarian",
        "Author",
        "Dilettante",
        "Doctor of Medicine",
        "Journalist",
        "Police Detective",
        "Private Investigator",
        "Professor",
    ] {
        assert!(occupation(name).is_some(), "{name}");
    }
    let doctor = occupation("doctor of medicine").unwrap();
    let skills: Vec<String> = [
        "First Aid",
        "Language (Latin)",
        "Medicine",
        "Psychology",
        "Science (Biology)",
        "Science (Pharmacy)",
        "Occult",
        "Anthropology",
    ]
    .iter()
    .map(|s| canonical_skill(s).unwrap())
    .collect();
    assert!(unfilled_slots(doctor, &skills).is_empty());
    assert_eq!(
        canonical_skill("Language (Other) (Latin)").unwrap(),
        "Language (Latin)"
    );
}

#[test]
fn s2_occupation_values() {
    let mut d = brian_draft();
    d.occupation_skills[0].1 = 80;
    let e = Investigator::create(&d).unwrap_err();
    assert_eq!(e.issues[0].rule, "S2");
    d = brian_draft();
    d.occupation_skills.remove(1); // Credit Rating.
    let e = Investigator::create(&d).unwrap_err();
    assert!(e.issues.iter().any(|i| i.kind == IssueKind::NoCreditRating));
}

#[test]
fn s3_personal_interests_add_20() {
    let b = brian();
    assert_eq!(b.skill("Drive Auto"), 40);
    assert_eq!(b.skill("Mechanical Repair"), 30);
    let mut d = brian_draft();
    d.interests[0] = "Climb".into();
    let e = Investigator::create(&d).unwrap_err();
    assert_eq!(e.issues[0].field, "interests[0]");
    assert_eq!(e.issues[0].rule, "S3");
}

#[test]
fn s4_cthulhu_mythos_never_at_creation() {
    let mut d = brian_draft();
    d.interests[3] = "Cthulhu Mythos".into();
    let e = Investigator::create(&d).unwrap_err();
    assert_eq!(e.issues[0].rule, "S4");
    assert_eq!(e.issues[0].field, "interests[3]");
    assert!(
        e.to_string()
            .contains("Cthulhu Mythos cannot receive points at creation")
    );
    let mut d = brian_draft();
    d.occupation_skills[8].0 = "Cthulhu Mythos".into();
    let e = Investigator::create(&d).unwrap_err();
    assert!(
        e.issues
            .iter()
            .any(|i| i.rule == "S4" && i.field == "occupation_skills.Cthulhu Mythos")
    );
}

#[test]
fn s5_base_values() {
    let sheet = base_sheet(80, 50);
    let get = |n: &str| sheet.iter().find(|s| s.name == n).unwrap().value;
    assert_eq!(get("Dodge"), 40);
    assert_eq!(get("Language (Own)"), 50);
    assert_eq!(get("Spot Hidden"), 25);
    assert_eq!(get("Firearms (Rifle/Shotgun)"), 25);
    assert_eq!(sheet.len(), BASE_SKILLS.len());
    assert_eq!(base_value("Science (Biology)", 80, 50), 1);
    assert_eq!(base_value("Art/Craft (Photography)", 80, 50), 5);
    assert_eq!(canonical_skill("spot  hidden").unwrap(), "Spot Hidden");
    assert_eq!(canonical_skill("Fighting").unwrap(), "Fighting (Brawl)");
    assert!(matches!(
        canonical_skill("Firearms"),
        Err(SkillNameError::NeedsSpeciality(_))
    ));
    assert_eq!(
        canonical_skill("Basket Weaving"),
        Err(SkillNameError::Unknown)
    );
}

#[test]
fn s5_a_speciality_replaces_the_generic_row() {
    let b = brian();
    let names: Vec<&str> = b.skills().iter().map(|s| s.name.as_str()).collect();
    assert!(names.contains(&"Language (Spanish)"));
    assert!(!names.contains(&"Language (Other)"));
    assert_eq!(b.skill("Language (Spanish)"), 50);
}

#[test]
fn s6_credit_rating_bands() {
    assert_eq!(CreditBand::of(0).as_str(), "penniless");
    assert_eq!(CreditBand::of(9).as_str(), "poor");
    assert_eq!(CreditBand::of(40).as_str(), "average");
    assert_eq!(CreditBand::of(50).as_str(), "wealthy");
    assert_eq!(CreditBand::of(98).as_str(), "rich");
    assert_eq!(CreditBand::of(99).as_str(), "super rich");
}

#[test]
fn s7_sheet_details() {
    let mut b = brian();
    b.set_details(Details {
        sex: "male".into(),
        age: Some(27),
        background: vec![("ideology".into(), "duty".into())],
        equipment: vec!["rifle".into()],
    });
    assert_eq!(b.details().age, Some(27));
    assert_eq!(b.name(), "Brian");
    assert_eq!(b.occupation(), Some("Soldier"));
}

#[test]
fn seed_000_brian_the_soldier() {
    let b = brian();
    for (skill, v) in [
        ("Climb", 60),
        ("Credit Rating", 40),
        ("Dodge", 60),
        ("Fighting (Brawl)", 70),
        ("Firearms (Rifle/Shotgun)", 50),
        ("First Aid", 40),
        ("Language (Spanish)", 50),
        ("Stealth", 50),
        ("Survival", 40),
        ("Drive Auto", 40),
        ("Jump", 40),
        ("Mechanical Repair", 30),
        ("Spot Hidden", 45),
    ] {
        assert_eq!(b.skill(skill), v, "{skill}");
    }
    assert_eq!(half_fifth(b.skill("Spot Hidden")), "45 (22/9)");
    assert_eq!(b.credit_band(), CreditBand::Average);
    assert_eq!(b.damage_bonus().db, "+1D4");
}

// ---------------------------------------------------------------------------------
// Rolls.

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

// ---------------------------------------------------------------------------------
// Sanity.

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

// ---------------------------------------------------------------------------------
// Combat.

fn attacker(value: u32, weapon: &str, db: &str, impaling: bool) -> Attacker {
    Attacker {
        value,
        blow: Blow::new(expr(weapon), expr(db), impaling),
        modifiers: Modifiers::NONE,
    }
}

#[test]
fn k1_combat_rolls_are_never_pushed() {
    let m = melee(
        &attacker(40, "1D6", "0", false),
        &Defender {
            value: 50,
            response: Response::Dodge,
            modifiers: Modifiers::NONE,
        },
        &mut dice(&[9, 0, 9, 0]),
    )
    .unwrap();
    assert_eq!(
        push(&m.attack, &mut dice(&[])),
        Err(Error::CannotPush {
            why: NotAllowed::Combat
        })
    );
}

#[test]
fn k2_initiative_order() {
    let c = |name: &str, dex, skill, firearm| Combatant {
        name: name.into(),
        dex,
        combat_skill: skill,
        readied_firearm: firearm,
    };
    let all = [
        c("Brian", 80, 70, false),
        c("ghoul", 65, 40, false),
        c("Hugh", 50, 30, true),
        c("Ada", 65, 50, false),
    ];
    let order = initiative(&all, &mut dice(&[])).unwrap();
    assert_eq!(order, [1 + 1, 0, 3, 1]); // Hugh 100, Brian 80, Ada 65/50, ghoul 65/40.
    // Equal DEX and skill: a roll decides, the lower first.
    let tied = [c("a", 50, 40, false), c("b", 50, 40, false)];
    assert_eq!(initiative(&tied, &mut dice(&[8, 0, 2, 0])).unwrap(), [1, 0]);
}

#[test]
fn k3_melee_dodge_and_fight_back() {
    let dodge = Defender {
        value: 60,
        response: Response::Dodge,
        modifiers: Modifiers::NONE,
    };
    // Equal levels: a dodge succeeds.
    let m = melee(
        &attacker(50, "1D6", "0", false),
        &dodge,
        &mut dice(&[4, 0, 5, 0]),
    )
    .unwrap();
    assert_eq!((m.winner, m.damage), (Winner::B, None));
    // Both fail: nobody.
    assert_eq!(
        melee_winner(SuccessLevel::Failure, SuccessLevel::Fumble, true),
        Winner::None
    );
    assert_eq!(
        melee_winner(SuccessLevel::Failure, SuccessLevel::Failure, false),
        Winner::None
    );
    // Fight back: equal levels go to the attacker.
    let fb = Defender {
        value: 60,
        response: Response::FightBack(Blow::unarmed()),
        modifiers: Modifiers::NONE,
    };
    let m = melee(
        &attacker(50, "1D6", "0", false),
        &fb,
        &mut dice(&[4, 0, 5, 0, 3]),
    )
    .unwrap();
    assert_eq!((m.winner, m.damage.unwrap().amount), (Winner::A, 3));
}

#[test]
fn k3_fight_back_ties_go_to_the_attacker() {
    for l in [
        SuccessLevel::Regular,
        SuccessLevel::Hard,
        SuccessLevel::Extreme,
        SuccessLevel::Critical,
    ] {
        assert_eq!(melee_winner(l, l, false), Winner::A);
        assert_eq!(melee_winner(l, l, true), Winner::B);
    }
}

#[test]
fn k4_weapons() {
    assert_eq!(weapon("small knife").unwrap().damage, "1D4");
    assert!(weapon("machete").unwrap().impaling);
    assert!(!weapon("baseball_bat").unwrap().impaling);
    assert!(!weapon("handgun").unwrap().adds_db);
    assert_eq!(weapon("rifle").unwrap().damage, "2D6+4");
    assert!(!weapon("shotgun_close").unwrap().impaling);
    assert_eq!(WEAPONS.len(), 9);
}

#[test]
fn k5_extreme_damage() {
    // Club: 6 + max DB. Handgun: 10 + 1D10.
    let club = Blow::new(expr("1D6"), expr("+1D4"), false);
    assert_eq!(roll_damage(&club, true, &mut dice(&[])).unwrap().amount, 10);
    let gun = Blow::new(expr("1D10"), expr("0"), true);
    assert_eq!(roll_damage(&gun, true, &mut dice(&[7])).unwrap().amount, 17);
    let rifle = Blow::new(expr("2D6+4"), expr("0"), true);
    assert_eq!(
        roll_damage(&rifle, true, &mut dice(&[1, 2]))
            .unwrap()
            .amount,
        16 + 7
    );
}

#[test]
fn k5_extreme_damage_never_on_fight_back() {
    let fb = Defender {
        value: 90,
        response: Response::FightBack(Blow::new(expr("1D6"), expr("+1D4"), true)),
        modifiers: Modifiers::NONE,
    };
    // The defender rolls 01 (critical) against a failed attack: normal damage.
    let m = melee(
        &attacker(20, "1D3", "0", false),
        &fb,
        &mut dice(&[8, 0, 0, 1, 2, 3]),
    )
    .unwrap();
    assert_eq!(m.winner, Winner::B);
    assert_eq!(
        m.damage,
        Some(Damage {
            amount: 5,
            extreme: false
        })
    );
}

#[test]
fn k5_damage_never_below_0() {
    let weak = Blow::new(expr("1D3"), expr("-2"), false);
    assert_eq!(
        roll_damage(&weak, false, &mut dice(&[1])).unwrap().amount,
        0
    );
}

#[test]
fn k6_firearms() {
    let f = Firing {
        value: 50,
        blow: Blow::new(expr("1D10"), expr("0"), true),
        shots: 2,
        point_blank: false,
        target_dived: false,
        range: Range::Base,
        modifiers: Modifiers::NONE,
        malfunction: None,
    };
    assert_eq!(f.modifiers().net(), -1);
    // Shot 1: tens 2, 6 units 0 → 60, miss. Shot 2: tens 0, 3 units 5 → 35 hit, 1D10 = 4.
    let shots = fire(&f, &mut dice(&[2, 6, 0, 0, 3, 5, 4])).unwrap();
    assert_eq!(shots.len(), 2);
    assert!(!shots[0].roll.success());
    assert_eq!(shots[1].damage.as_ref().unwrap().amount, 4);
    let pb = Firing {
        shots: 1,
        point_blank: true,
        ..f.clone()
    };
    assert_eq!(pb.modifiers().net(), 1);
    assert_eq!(Range::Long.difficulty(), Difficulty::Hard);
    assert_eq!(Range::VeryLong.difficulty(), Difficulty::Extreme);
    // [7e] A roll at the malfunction number misses, even under the skill, and jams the
    // weapon: the round's later shots are not fired. Tens 9, 2, units 5 → 95.
    let jam = Firing {
        value: 99,
        malfunction: Some(95),
        ..f.clone()
    };
    let shots = fire(&jam, &mut dice(&[9, 2, 5])).unwrap();
    assert_eq!(shots.len(), 1);
    assert!(shots[0].malfunctioned && shots[0].damage.is_none());
    // One under it fires as usual: 94, then the second shot.
    let shots = fire(&jam, &mut dice(&[9, 2, 4, 6, 0, 0, 3, 5])).unwrap();
    assert!(!shots[0].malfunctioned && shots.len() == 2);
}

#[test]
fn k7_diving_for_cover_gives_a_penalty_die() {
    let f = Firing {
        value: 50,
        blow: Blow::new(expr("1D10"), expr("0"), true),
        shots: 1,
        point_blank: false,
        target_dived: true,
        range: Range::Base,
        modifiers: Modifiers::NONE,
        malfunction: None,
    };
    assert_eq!(f.modifiers().net(), -1);
}

#[test]
fn k8_maneuvers_and_build() {
    // Brian (Build 0) pushes a ghoul (Build 1): one penalty die, tens 0 and 2, units 2 →
    // 22 → Hard; the ghoul fights back with a Regular → the maneuver succeeds.
    let brian = Attacker {
        value: 70,
        blow: Blow::unarmed(),
        modifiers: Modifiers::NONE,
    };
    let ghoul = Defender {
        value: 40,
        response: Response::FightBack(Blow::unarmed()),
        modifiers: Modifiers::NONE,
    };
    let m = maneuver(&brian, 0, &ghoul, 1, &mut dice(&[0, 2, 2, 3, 0])).unwrap();
    assert_eq!(
        (m.build_penalty, m.attack.total(), m.attack.level),
        (1, 22, SuccessLevel::Hard)
    );
    assert_eq!(m.defence.level, SuccessLevel::Regular);
    assert!(m.success);
    // Three or more Build larger: impossible, no dice.
    assert_eq!(
        maneuver(&brian, 0, &ghoul, 3, &mut dice(&[])),
        Err(Error::ManeuverImpossible {
            build: 0,
            target: 3
        })
    );
    let m = maneuver(&brian, -1, &ghoul, 1, &mut dice(&[9, 9, 9, 9, 9, 9])).unwrap();
    assert_eq!(m.build_penalty, 2);
}

#[test]
fn k9_outnumbered_bonus_die() {
    assert_eq!(outnumbered_bonus(true, false), 1);
    assert_eq!(outnumbered_bonus(false, false), 0);
    assert_eq!(outnumbered_bonus(true, true), 0);
}

#[test]
fn seed_002_ghoul_claw_against_brians_dodge() {
    // The claw rolls 3 (Extreme) against Dodge 60 rolling 20 (Hard): maximum, 10.
    let ghoul = attacker(40, "1D6", "+1D4", false);
    let dodge = Defender {
        value: 60,
        response: Response::Dodge,
        modifiers: Modifiers::NONE,
    };
    let m = melee(&ghoul, &dodge, &mut dice(&[0, 3, 2, 0])).unwrap();
    assert_eq!(
        (m.winner, m.damage),
        (
            Winner::A,
            Some(Damage {
                amount: 10,
                extreme: true
            })
        )
    );
}

#[test]
fn seed_002_brian_fights_back_the_bite() {
    // Brian's Hard against the ghoul's Regular: no damage to Brian, 1D3 to the ghoul.
    let bite = attacker(40, "1D6", "+1D4", false);
    let fb = Defender {
        value: 70,
        response: Response::FightBack(Blow::unarmed()),
        modifiers: Modifiers::NONE,
    };
    let m = melee(&bite, &fb, &mut dice(&[3, 5, 3, 0, 2])).unwrap();
    assert_eq!(
        (m.attack.level, m.defence.level),
        (SuccessLevel::Regular, SuccessLevel::Hard)
    );
    assert_eq!((m.winner, m.damage.unwrap().amount), (Winner::B, 2));
}

// ---------------------------------------------------------------------------------
// Wounds and healing.

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
fn k9_a_round_tracks_who_has_defended() {
    let mut round = Round::new();
    assert_eq!(round.attack_bonus("Brian", false), 0);
    round.defended("Brian");
    round.defended("Brian");
    assert!(round.has_defended("Brian"));
    assert_eq!(round.attack_bonus("Brian", false), 1);
    // Not for firearms, and not for someone else.
    assert_eq!(round.attack_bonus("Brian", true), 0);
    assert_eq!(round.attack_bonus("ghoul", false), 0);
    // A new round starts clean.
    assert_eq!(Round::new().attack_bonus("Brian", false), 0);
}

#[test]
fn k6_every_shot_is_a_round() {
    assert_eq!(spend_ammo(6, 3), Ok(3));
    assert_eq!(spend_ammo(2, 2), Ok(0));
    assert_eq!(
        spend_ammo(1, 2),
        Err(Error::OutOfAmmo { shots: 2, ammo: 1 })
    );
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

// ---------------------------------------------------------------------------------
// Events and odds.

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

#[test]
fn k4_weapons_as_data_with_the_damage_bonus_where_it_applies() {
    // K4: melee adds the DB, firearms never; unarmed is everyone's.
    let w = |n| weapon(n).unwrap();
    assert_eq!(w("unarmed").damage_with("+1D4"), "1D3+1D4");
    assert_eq!(w("small_knife").damage_with("+1D4"), "1D4+1D4");
    assert_eq!(w("machete").damage_with("-1"), "1D8-1");
    assert_eq!(w("small_club").damage_with("0"), "1D6");
    assert_eq!(w("baseball_bat").damage_with("+2D6"), "1D8+2D6");
    assert_eq!(w("handgun").damage_with("+1D6"), "1D10");
    assert_eq!(w("shotgun").damage_with("+1D4"), "2D6");
    assert_eq!(w("shotgun_close").damage_with("+1D4"), "4D6");
    assert_eq!(w("rifle").damage_with("+1D4"), "2D6+4");
    // Skills (K1) and shots a round (K6).
    assert_eq!(w("baseball_bat").skill, "Fighting (Brawl)");
    assert_eq!(w("handgun").skill, "Firearms (Handgun)");
    assert_eq!(w("rifle").skill, "Firearms (Rifle/Shotgun)");
    assert_eq!((w("handgun").per_round, w("rifle").per_round), (3, 1));
    assert_eq!(w("handgun").per_round, MAX_SHOTS);
    // The seeds give no range, ammunition or malfunction figures: a gun has the 7th
    // edition rulebook's ([7e]), a melee weapon none.
    let gun = |n: &'static str| (w(n).range, w(n).ammo, w(n).malfunction);
    assert_eq!(gun("handgun"), (Some(15), Some(6), Some(100)));
    assert_eq!(gun("shotgun"), (Some(20), Some(2), Some(100)));
    assert_eq!(gun("shotgun_close"), (Some(10), Some(2), Some(100)));
    assert_eq!(gun("rifle"), (Some(110), Some(5), Some(100)));
    assert!(
        WEAPONS
            .iter()
            .filter(|w| !w.firearm)
            .all(|w| w.range.is_none() && w.ammo.is_none() && w.malfunction.is_none())
    );
    assert!(WEAPONS.iter().all(|w| w.firearm != w.adds_db && !w.thrown));
    // Impaling as K4/K5: blades and bullets, never the shotgun.
    let impaling: Vec<_> = WEAPONS
        .iter()
        .filter(|w| w.impaling)
        .map(|w| w.name.as_ref())
        .collect();
    assert_eq!(impaling, ["small_knife", "machete", "handgun", "rifle"]);
}

#[test]
fn a_thrown_weapon_gets_half_the_damage_bonus() {
    assert_eq!(half_db("+1D4"), "+1D2");
    assert_eq!(half_db("+1D6"), "+1D3");
    assert_eq!(half_db("+2D6"), "+1D6");
    assert_eq!(half_db("+3D6"), "+1D6+1D3");
    assert_eq!(half_db("-1"), "-1");
    assert_eq!(half_db("-2"), "-1");
    assert_eq!(half_db("0"), "0");
    let rock = Weapon {
        name: "rock".into(),
        damage: "1D4".into(),
        impaling: false,
        adds_db: true,
        firearm: false,
        thrown: true,
        skill: "Throw".into(),
        per_round: 1,
        range: None,
        ammo: None,
        malfunction: None,
    };
    assert_eq!(rock.damage_with("+1D6"), "1D4+1D3");
    assert_eq!(rock.damage_with("-2"), "1D4-1");
}
