//! The forecast against the rules: exact answers checked by hand from the rules'
//! exchange odds, simulations within their intervals of the exact answers, the same
//! seed giving the same forecast on any number of threads, seed 002's ghoul against
//! Brian, the refusals, and the invariants of every forecast.

use keeper_coc7::odds::{check_odds, melee_harm, sanity_odds};
use keeper_coc7::{Attacker, Blow, Defender, Difficulty, Modifiers, Range, Response, SanityLoss};
use keeper_dice::Expression;
use keeper_forecast::{
    Attack, Combatant, Condition, Defence, Fight, Figure, Forecast, ForecastError, Gun, Made,
    Method, Settings, Side, System, Targets, forecast,
};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use proptest::prelude::*;

mod common;
use common::within_intervals;

fn dice(s: &str) -> Expression {
    Expression::parse(s).unwrap()
}

fn r(n: i64) -> BigRational {
    BigRational::from_integer(BigInt::from(n))
}

fn exact(fight: &Fight) -> Forecast {
    let settings = Settings {
        method: Method::Exact,
        ..Settings::default()
    };
    forecast(fight, &settings, &|_| {}).unwrap()
}

fn simulated(fight: &Fight, fights: u64, seed: u64) -> Forecast {
    let settings = Settings {
        method: Method::MonteCarlo,
        fights,
        seed,
        ..Settings::default()
    };
    forecast(fight, &settings, &|_| {}).unwrap()
}

fn value(f: &Figure) -> BigRational {
    f.exact().expect("an exact figure").clone()
}

fn sides() -> Fight {
    Fight::new()
        .side(Side::new("investigators"))
        .side(Side::new("ghouls"))
}

/// Seed 002's ghoul (claw 40%, 1D6 + 1D4, Dodge 40, 13 HP, CON 65).
fn ghoul(name: &str) -> Combatant {
    Combatant::new(name, "ghouls", 65, 13, 65)
        .skills(40, 40)
        .attack(Attack::melee("Claw", 40, dice("1D6"), dice("1D4"), false))
        .sanity_loss(SanityLoss::parse("0/1D6").unwrap())
}

/// Brian as seed 002's combat examples give him: Dodge 60, Fighting 70, fighting back
/// bare-handed for 1D3 with no bonus (Build 0), 12 HP (seed 000's bar fight).
fn brian() -> Combatant {
    Combatant::new("Brian", "investigators", 80, 12, 60)
        .skills(60, 70)
        .attack(Attack::melee("Unarmed", 70, dice("1D3"), dice("0"), false))
        .sanity(50)
}

#[test]
fn a_duel_to_the_death_is_the_geometric_series_of_its_exchanges() {
    // 1 HP each: any blow kills outright (H5). Ada (DEX 70) attacks first and the
    // ghoul dodges; then the ghoul attacks and Ada fights back with her Fighting.
    let fight = sides()
        .combatant(
            Combatant::new("Ada", "investigators", 70, 1, 50)
                .skills(30, 55)
                .defence(Defence::FightBack)
                .attack(Attack::melee("Knife", 45, dice("1D2"), dice("0"), true)),
        )
        .combatant(
            Combatant::new("ghoul", "ghouls", 60, 1, 60)
                .skills(40, 35)
                .defence(Defence::Dodge)
                .attack(Attack::melee("Claw", 40, dice("1D3"), dice("0"), false)),
        )
        .rounds(12);
    let ada = Attacker {
        value: 45,
        blow: Blow::new(dice("1D2"), dice("0"), true),
        modifiers: Modifiers::NONE,
    };
    let dodge = Defender {
        value: 40,
        response: Response::Dodge,
        modifiers: Modifiers::NONE,
    };
    let claw = Attacker {
        value: 40,
        blow: Blow::new(dice("1D3"), dice("0"), false),
        modifiers: Modifiers::NONE,
    };
    let back = Defender {
        value: 55,
        response: Response::FightBack(Blow::new(dice("1D2"), dice("0"), true)),
        modifiers: Modifiers::NONE,
    };
    let first = melee_harm(&ada, &dodge).unwrap().winner;
    let second = melee_harm(&claw, &back).unwrap().winner;
    // A round: Ada kills (a), else the ghoul kills (b), else Ada's fight back kills (c).
    let a = first.a.clone();
    let b = (r(1) - &a) * &second.a;
    let c = (r(1) - &a) * &second.b;
    let q = (r(1) - &a) * &second.none;
    let mut q_n = r(1);
    let mut rounds = Vec::new();
    for _ in 0..12 {
        rounds.push(&q_n * (&a + &b + &c));
        q_n *= &q;
    }
    let series = (r(1) - &q_n) / (r(1) - &q);
    let f = exact(&fight);
    assert_eq!(value(&f.sides[0].wins), (&a + &c) * &series);
    assert_eq!(value(&f.sides[1].wins), &b * &series);
    assert_eq!(value(&f.undecided), q_n);
    let got: Vec<BigRational> = f.rounds.iter().map(value).collect();
    assert_eq!(got, rounds);
    // The loser of a duel at 1 HP is dead; the winner unhurt.
    let ada = f.combatant("Ada").unwrap();
    assert_eq!(value(ada.chance(Condition::Dead)), &b * &series);
    assert_eq!(value(ada.chance(Condition::Unhurt)), r(1) - &b * &series);
    assert_eq!(value(&ada.hp_lost), &b * &series);
}

#[test]
fn a_major_wound_asks_the_con_roll_and_its_failure_ends_the_fight() {
    // One round: a blow of exactly 2 on 4 HP is a major wound that leaves 2 HP (H3): a
    // failed CON roll knocks the ghoul out, and the fight is over.
    let fight = sides()
        .combatant(
            Combatant::new("Ada", "investigators", 70, 10, 50).attack(Attack::melee(
                "Club",
                50,
                dice("2"),
                dice("0"),
                false,
            )),
        )
        .combatant(
            Combatant::new("ghoul", "ghouls", 60, 4, 35)
                .skills(30, 30)
                .defence(Defence::Dodge)
                .attacks_per_round(0),
        )
        .rounds(1);
    let hit = melee_harm(
        &Attacker {
            value: 50,
            blow: Blow::new(dice("2"), dice("0"), false),
            modifiers: Modifiers::NONE,
        },
        &Defender {
            value: 30,
            response: Response::Dodge,
            modifiers: Modifiers::NONE,
        },
    )
    .unwrap()
    .winner
    .a;
    let con = check_odds(35, Difficulty::Regular, Modifiers::NONE).success;
    let f = exact(&fight);
    let ghoul = f.combatant("ghoul").unwrap();
    assert_eq!(
        value(ghoul.chance(Condition::Unconscious)),
        &hit * (r(1) - &con)
    );
    assert_eq!(value(ghoul.chance(Condition::MajorWound)), &hit * &con);
    assert_eq!(value(ghoul.chance(Condition::Unhurt)), r(1) - &hit);
    assert_eq!(value(&f.sides[0].wins), &hit * (r(1) - &con));
    assert_eq!(value(&ghoul.hp_lost), &hit * r(2));
}

#[test]
fn the_dying_roll_con_first_at_the_end_of_the_round_after_their_fall() {
    // H4 (seed 002: «στο τέλος του επόμενου γύρου και κάθε μετέπειτα γύρου»). The
    // ghoul's claw of exactly 5 on Ada's 5 HP of 10 is a major wound to 0 HP: dying,
    // never dead outright (H3–H5). Bob stands, so the fight goes on after her fall.
    let fight = |rounds| {
        sides()
            .combatant(
                Combatant::new("Ada", "investigators", 50, 10, 50)
                    .wounded(5)
                    .skills(10, 10)
                    .defence(Defence::Dodge)
                    .attacks_per_round(0),
            )
            .combatant(Combatant::new("Bob", "investigators", 40, 40, 50).attacks_per_round(0))
            .combatant(
                Combatant::new("ghoul", "ghouls", 60, 13, 65)
                    .skills(40, 40)
                    .attack(Attack::melee("Claw", 60, dice("5"), dice("0"), false)),
            )
            .rounds(rounds)
    };
    // One round: she may fall in it, but her first CON roll would be at the end of the
    // next, so she is never dead.
    let one = exact(&fight(1));
    let ada = one.combatant("Ada").unwrap();
    let fell = value(ada.chance(Condition::Dying));
    assert!(fell > r(0));
    assert!(value(ada.chance(Condition::Dead)).is_zero());
    let simulated = simulated(&fight(1), 20_000, 3);
    let ada_simulated = simulated.combatant("Ada").unwrap();
    assert_eq!(ada_simulated.chance(Condition::Dead).value(), 0.0);
    assert!(ada_simulated.chance(Condition::Dying).value() > 0.0);
    // Two rounds: dying since the first, she rolls CON at the end of the second and
    // dies on a failure; a fall in the second round rolls nothing yet.
    let two = exact(&fight(2));
    let con = check_odds(50, Difficulty::Regular, Modifiers::NONE).success;
    let dead = value(two.combatant("Ada").unwrap().chance(Condition::Dead));
    assert_eq!(dead, &fell * (r(1) - &con));
}

#[test]
fn seed_002s_ghoul_against_brian_as_a_forecast() {
    // The ghoul as docs/npcs prints it: three attacks a round (claw, bite, claw), the
    // bite without the damage bonus, firearms halved; Brian dodges the claw or fights
    // back, whichever the exact odds favour at each bonus die (K3, K9).
    let ghoul = ghoul("ghoul")
        .attacks_per_round(3)
        .attack(Attack::melee("Bite", 40, dice("1D6"), dice("0"), false))
        .halves_firearms();
    let fight = sides().combatant(brian()).combatant(ghoul);
    // Small enough for the exact method, which Auto chooses.
    let f = forecast(&fight, &Settings::default(), &|_| {}).unwrap();
    assert!(matches!(f.made, Made::Exact { .. }));
    let brian = f.combatant("Brian").unwrap();
    // The claw's most is 10 (its extreme damage, K5), below Brian's 12 HP: no death
    // outright, and the fight ends when he falls, before a dying round (H4).
    assert!(brian.chance(Condition::Dead).exact().unwrap().is_zero());
    // 10 is a major wound on 12 HP (H3), so he may end dying or with a major wound.
    for c in [
        Condition::Dying,
        Condition::MajorWound,
        Condition::Unconscious,
    ] {
        assert!(value(brian.chance(c)) > r(0), "{c:?}");
    }
    let ghouls = f.side("ghouls").unwrap();
    let investigators = f.side("investigators").unwrap();
    assert_eq!(
        value(&ghouls.wins) + value(&investigators.wins) + value(&f.undecided),
        r(1)
    );
    // Brian's 1D3 against the ghoul's 13 HP needs at least five blows, and the ghoul
    // attacks three times a round: the ghoul is the favourite.
    assert!(value(&ghouls.wins) > r(4) * value(&investigators.wins));
    // The sight of the ghoul (0/1D6) is the rules' Sanity odds at Brian's 50.
    let loss = SanityLoss::parse("0/1D6").unwrap();
    let odds = sanity_odds(50, &loss).unwrap();
    let mean: BigRational = odds.lost.iter().map(|(l, p)| p * r(i64::from(*l))).sum();
    assert_eq!(f.sanity.len(), 1);
    assert_eq!(f.sanity[0].name, "Brian");
    assert_eq!(f.sanity[0].expected, mean);
    assert_eq!(f.sanity[0].lost, odds.lost);
}

#[test]
fn the_simulation_agrees_with_the_exact_forecast_within_its_intervals() {
    let duel = sides().combatant(brian()).combatant(ghoul("ghoul"));
    within_intervals(&exact(&duel), &simulated(&duel, 200_000, 11));

    // Two against one, at random targets, a revolver that jams on 100 and a ghoul that
    // halves its bullets, with the outnumbered bonus die (K9) in play.
    let revolver = Gun {
        shots: 2,
        ammo: 2,
        range: Range::Base,
        point_blank: false,
        malfunction: Some(100),
    };
    let two = Fight::new()
        .side(Side::new("investigators"))
        .side(Side::new("ghouls").targets(Targets::Random))
        .combatant(
            Combatant::new("Ada", "investigators", 60, 5, 50)
                .readied_firearm()
                .attack(Attack::firearm(
                    "Revolver",
                    50,
                    dice("1D10"),
                    true,
                    revolver,
                ))
                .attack(Attack::melee("Unarmed", 40, dice("1D3"), dice("0"), false)),
        )
        .combatant(
            Combatant::new("Hugh", "investigators", 50, 6, 50)
                .skills(25, 50)
                .attack(Attack::melee("Bat", 50, dice("1D8"), dice("0"), false)),
        )
        .combatant(
            Combatant::new("ghoul", "ghouls", 65, 8, 65)
                .skills(40, 40)
                .halves_firearms()
                .attacks_per_round(2)
                .attack(Attack::melee("Claw", 40, dice("1D6"), dice("0"), false))
                .attack(Attack::melee("Bite", 40, dice("1D4"), dice("0"), false)),
        )
        .rounds(8);
    let e = exact(&two);
    assert!(e.combatant("Ada").unwrap().ammo_spent.value() > 0.0);
    within_intervals(&e, &simulated(&two, 200_000, 12));
}

#[test]
fn the_same_seed_gives_the_same_forecast_on_one_thread_and_on_two() {
    let fight = sides()
        .combatant(brian())
        .combatant(
            Combatant::new("Hugh", "investigators", 80, 13, 70).attack(Attack::melee(
                "Bat",
                55,
                dice("1D8"),
                dice("0"),
                false,
            )),
        )
        .combatant(ghoul("ghoul 1"))
        .combatant(ghoul("ghoul 2"));
    let run = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| simulated(&fight, 20_000, 99))
    };
    let one = run(1);
    assert_eq!(one, run(2));
    assert_eq!(one, run(3));
    assert_ne!(one, simulated(&fight, 20_000, 100));
    // Brian and Hugh tie on DEX 80: the rules' rolls break the tie in each fight.
    assert!(matches!(
        one.made,
        Made::MonteCarlo {
            fights: 20_000,
            seed: 99,
            ..
        }
    ));
}

#[test]
fn progress_counts_every_fight_once() {
    use std::sync::atomic::{AtomicU64, Ordering};
    let fight = sides().combatant(brian()).combatant(ghoul("ghoul"));
    let most = AtomicU64::new(0);
    let calls = AtomicU64::new(0);
    let progress = |done: u64| {
        most.fetch_max(done, Ordering::Relaxed);
        calls.fetch_add(1, Ordering::Relaxed);
    };
    let settings = Settings {
        method: Method::MonteCarlo,
        fights: 5_000,
        ..Settings::default()
    };
    forecast(&fight, &settings, &progress).unwrap();
    assert_eq!(most.into_inner(), 5_000);
    assert_eq!(calls.into_inner(), 5); // blocks of 1,024
}

#[test]
fn auto_simulates_a_fight_too_large_to_follow_exactly() {
    let fight = sides()
        .combatant(brian())
        .combatant(
            Combatant::new("Hugh", "investigators", 50, 13, 70).attack(Attack::melee(
                "Bat",
                55,
                dice("1D8"),
                dice("0"),
                false,
            )),
        )
        .combatant(
            Combatant::new("Ada", "investigators", 65, 11, 50).attack(Attack::melee(
                "Knife",
                45,
                dice("1D4"),
                dice("0"),
                true,
            )),
        )
        .combatant(ghoul("ghoul 1"))
        .combatant(ghoul("ghoul 2"));
    let exact = Settings {
        method: Method::Exact,
        ..Settings::default()
    };
    assert!(matches!(
        forecast(&fight, &exact, &|_| {}),
        Err(ForecastError::Budget { .. })
    ));
    let auto = Settings {
        fights: 2_000,
        ..Settings::default()
    };
    let f = forecast(&fight, &auto, &|_| {}).unwrap();
    assert!(matches!(f.made, Made::MonteCarlo { fights: 2_000, .. }));
}

#[test]
fn a_fight_that_cannot_be_forecast_says_why() {
    let ok = || sides().combatant(brian()).combatant(ghoul("ghoul"));
    let err = |f: Fight| forecast(&f, &Settings::default(), &|_| {}).unwrap_err();
    assert_eq!(
        err(ok().combatant(ghoul("ghoul"))),
        ForecastError::Duplicate("ghoul".into())
    );
    assert_eq!(
        err(ok().side(Side::new("ghouls"))),
        ForecastError::Duplicate("ghouls".into())
    );
    assert!(matches!(
        err(ok().combatant(Combatant::new("Ann", "cultists", 50, 9, 50))),
        ForecastError::UnknownSide { .. }
    ));
    assert_eq!(
        err(ok().side(Side::new("cultists"))),
        ForecastError::EmptySide("cultists".into())
    );
    let alone = Fight::new()
        .side(Side::new("investigators"))
        .combatant(brian());
    assert_eq!(err(alone), ForecastError::TooFewSides);
    assert_eq!(err(ok().rounds(0)), ForecastError::Rounds(0));
    assert_eq!(err(ok().rounds(1_001)), ForecastError::Rounds(1_001));
    assert!(matches!(
        err(ok().combatant(Combatant::new("Ann", "investigators", 50, 9, 50).wounded(0))),
        ForecastError::OutOfRange { field: "hp", .. }
    ));
    // Nobody armed, and armour no blow gets through: no side can win.
    let harmless = sides()
        .combatant(Combatant::new("Ann", "investigators", 50, 9, 50))
        .combatant(
            Combatant::new("golem", "ghouls", 50, 20, 50)
                .armour(5)
                .attack(Attack::melee("Fist", 50, dice("1D3"), dice("0"), false)),
        );
    // Ann fights back bare-handed (1D3), the golem's 5 armour stops it; the golem's
    // fist hurts Ann, so this fight can be won.
    assert!(forecast(&harmless, &Settings::default(), &|_| {}).is_ok());
    let armoured =
        harmless.combatant(Combatant::new("knight", "investigators", 50, 9, 50).armour(5));
    let both = Fight {
        combatants: armoured
            .combatants
            .into_iter()
            .map(|c| if c.name == "Ann" { c.armour(5) } else { c })
            .collect(),
        ..armoured
    };
    assert_eq!(err(both), ForecastError::Unwinnable);
    let none = Settings {
        method: Method::MonteCarlo,
        fights: 0,
        ..Settings::default()
    };
    assert_eq!(
        forecast(&ok(), &none, &|_| {}).unwrap_err(),
        ForecastError::Fights(0)
    );
}

#[test]
fn a_side_that_flees_leaves_the_field_to_the_other() {
    // The ghouls flee when one of them is left standing.
    let fight = Fight::new()
        .side(Side::new("investigators"))
        .side(Side::new("ghouls").flee_at(1))
        .combatant(brian())
        .combatant(ghoul("ghoul 1"))
        .combatant(ghoul("ghoul 2"));
    let f = simulated(&fight, 20_000, 3);
    let ghouls = f.side("ghouls").unwrap();
    let investigators = f.side("investigators").unwrap();
    assert!(ghouls.fled.value() > 0.0);
    // Every flight is the investigators' win.
    assert!(investigators.wins.value() >= ghouls.fled.value());
    assert!(ghouls.routed.value() == 0.0);
}

fn small_fight() -> impl Strategy<Value = Fight> {
    // 3 HP at least: a classic fighter at 2 is already unconscious (H3).
    let fighter = (3u32..=6, 20u32..=80, 20u32..=80, 0usize..3, any::<bool>());
    (
        fighter.clone(),
        fighter.clone(),
        prop::option::of(fighter),
        1u32..=4,
        0usize..3,
        any::<bool>(),
    )
        .prop_map(|(a, b, c, rounds, targets, classic)| {
            let damage = ["1D3", "1D4+1", "2"];
            let make =
                |name: &str,
                 side: &str,
                 (hp, skill, dodge, d, fights_back): (u32, u32, u32, usize, bool)| {
                    Combatant::new(name, side, skill, hp, 50)
                        .skills(dodge, skill)
                        .defence(if fights_back {
                            Defence::FightBack
                        } else {
                            Defence::Best
                        })
                        .attack(Attack::melee(
                            "Blow",
                            skill,
                            dice(damage[d]),
                            dice("0"),
                            d == 1,
                        ))
                };
            let targets = [Targets::First, Targets::Weakest, Targets::Random][targets];
            let system = if classic {
                System::Classic(keeper_classic::Options::forum())
            } else {
                System::Coc7
            };
            let mut f = Fight::new()
                .system(system)
                .side(Side::new("us").targets(targets))
                .side(Side::new("them").targets(targets))
                .combatant(make("a", "us", a))
                .combatant(make("b", "them", b))
                .rounds(rounds);
            if let Some(c) = c {
                f = f.combatant(make("c", "us", c));
            }
            f
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_forecast_accounts_for_every_way_the_fight_ends(fight in small_fight()) {
        let f = exact(&fight);
        let one = BigRational::one();
        for c in &f.combatants {
            let total: BigRational = c.conditions.iter().map(value).sum();
            prop_assert_eq!(total, one.clone());
        }
        let ends: BigRational = f.sides.iter().map(|s| value(&s.wins)).sum::<BigRational>() + value(&f.undecided);
        prop_assert_eq!(ends, one.clone());
        let rounds: BigRational = f.rounds.iter().map(value).sum::<BigRational>() + value(&f.undecided);
        prop_assert_eq!(rounds, one);
        // A simulation's figures add up the same way (its counts are whole fights).
        let s = simulated(&fight, 500, 5);
        for c in &s.combatants {
            let total: f64 = c.conditions.iter().map(Figure::value).sum();
            prop_assert!((total - 1.0).abs() < 1e-9);
        }
        let ends: f64 = s.sides.iter().map(|x| x.wins.value()).sum::<f64>() + s.undecided.value();
        prop_assert!((ends - 1.0).abs() < 1e-9);
    }
}
