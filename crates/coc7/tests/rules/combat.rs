//! K1–K9: initiative, melee with dodge and fight back, weapons and damage, firearms,
//! maneuvers and the round's bookkeeping, with seed 002's ghoul fight.

use keeper_coc7::*;

use crate::helpers::{attacker, dice, expr};

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
