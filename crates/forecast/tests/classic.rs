//! Classic fights: exact answers checked by hand from keeper-classic's exchange odds
//! (K2–K5, H3), and the simulation within its intervals of the exact answer.

use keeper_classic::Options;
use keeper_classic::combat::{Defence as Kind, DefenceSpec, ExchangeOdds, Incoming, exchange_odds};
use keeper_dice::Expression;
use keeper_forecast::{
    Attack, Combatant, Condition, Defence, Fight, Figure, Forecast, ForecastError, Method,
    Settings, Side, System, forecast,
};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::One;

mod common;
use common::within_intervals;

fn dice(s: &str) -> Expression {
    Expression::parse(s).unwrap()
}

fn of(n: u64) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(ExchangeOdds::OF))
}

fn value(f: &Figure) -> BigRational {
    f.exact().expect("exact").clone()
}

fn run(fight: &Fight, method: Method) -> Forecast {
    let settings = Settings {
        method,
        fights: 200_000,
        seed: 4,
        ..Settings::default()
    };
    forecast(fight, &settings, &|_| {}).unwrap()
}

fn classic() -> Fight {
    Fight::new()
        .system(System::Classic(Options::forum()))
        .side(Side::new("investigators"))
        .side(Side::new("cultists"))
}

fn dodge(chance: i64, earlier: u32) -> DefenceSpec {
    DefenceSpec {
        kind: Kind::Dodge,
        chance,
        earlier,
        shield: false,
        bare_handed: false,
        dex: 12,
    }
}

#[test]
fn a_knife_fight_by_hand_impaling_is_grave_and_a_plain_hit_knocks_out() {
    // A knife of exactly 3 on a cultist of 5 HP who only dodges: a hit leaves 2 HP,
    // unconscious (H3); a special impales for 3 + 3 (K5), 0 HP or fewer: gravely hurt.
    let fight = classic()
        .combatant(
            Combatant::new("Ada", "investigators", 14, 11, 12)
                .attack(Attack::melee("Knife", 55, dice("3"), dice("0"), true).in_hand()),
        )
        .combatant(
            Combatant::new("cultist", "cultists", 10, 5, 10)
                .skills(40, 30)
                .defence(Defence::Dodge)
                .attacks_per_round(0),
        )
        .rounds(6);
    let odds = exchange_odds(
        55,
        Incoming::MeleeWeapon,
        Some(dodge(40, 0)),
        &Options::forum(),
    );
    let (special, plain) = (of(odds.special_hit), of(odds.hit - odds.special_hit));
    let miss = BigRational::one() - of(odds.hit);
    let mut q = BigRational::one();
    let mut series = BigRational::from_integer(0.into());
    for _ in 0..6 {
        series += &q;
        q *= &miss;
    }
    let f = run(&fight, Method::Exact);
    let cultist = f.combatant("cultist").unwrap();
    assert_eq!(value(cultist.chance(Condition::Dying)), &special * &series);
    assert_eq!(
        value(cultist.chance(Condition::Unconscious)),
        &plain * &series
    );
    assert_eq!(value(cultist.chance(Condition::Unhurt)), q.clone());
    assert_eq!(value(&f.undecided), q);
    // Classic has no death and no major wound; nobody here has Sanity to lose.
    assert_eq!(cultist.chance(Condition::Dead).value(), 0.0);
    assert!(f.sanity.is_empty());
}

#[test]
fn the_sight_of_a_creature_costs_sanity_by_classics_roll() {
    // N2: a d100 against SAN 50 (01–50 succeed) loses 1 on a success, 1D6 on a
    // failure; unlike the 7th edition, a fumble costs no more. Against SAN 3 the loss
    // stops at 3.
    let ghoul = |side: &str| {
        Combatant::new("ghoul", side, 12, 13, 12)
            .attack(Attack::melee("Claw", 30, dice("1D6"), dice("0"), false))
            .sanity_loss(keeper_coc7::SanityLoss::parse("1/1D6").unwrap())
    };
    let fight = |san: u32| {
        classic()
            .combatant(
                Combatant::new("Ada", "investigators", 14, 11, 12)
                    .attack(Attack::melee("Knife", 55, dice("1D4"), dice("0"), true))
                    .sanity(san),
            )
            .combatant(ghoul("cultists"))
            .rounds(1)
    };
    let r = |n: i64, d: i64| BigRational::new(BigInt::from(n), BigInt::from(d));
    let f = run(&fight(50), Method::Exact);
    assert_eq!(f.sanity.len(), 1);
    let lost = &f.sanity[0].lost;
    // 1 point: every success, and a failure's 1 on the die.
    assert_eq!(lost[0], (1, r(1, 2) + r(1, 2) * r(1, 6)));
    for (points, p) in &lost[1..] {
        assert!((2..=6).contains(points));
        assert_eq!(*p, r(1, 12));
    }
    assert_eq!(f.sanity[0].expected, r(1, 2) + r(1, 2) * r(7, 2));
    // SAN 3: 01–05 still succeed (1 point); a failure loses 1, 2 or at most 3.
    let f = run(&fight(3), Method::Exact);
    let fail = r(95, 100);
    assert_eq!(
        f.sanity[0].lost,
        vec![
            (1, r(5, 100) + &fail * r(1, 6)),
            (2, &fail * r(1, 6)),
            (3, &fail * r(4, 6)),
        ]
    );
}

#[test]
fn each_defence_of_a_round_is_thirty_points_harder() {
    // Two cultists stab Ada, who dodges both: the second dodge at −30% (K3).
    let fight = classic()
        .combatant(
            Combatant::new("Ada", "investigators", 8, 20, 12)
                .skills(60, 30)
                .defence(Defence::Dodge)
                .attacks_per_round(0),
        )
        .combatant(
            Combatant::new("first", "cultists", 12, 10, 10)
                .attack(Attack::melee("Knife", 50, dice("1"), dice("0"), false).in_hand()),
        )
        .combatant(
            Combatant::new("second", "cultists", 10, 10, 10)
                .attack(Attack::melee("Knife", 50, dice("1"), dice("0"), false).in_hand()),
        )
        .rounds(1);
    let f = run(&fight, Method::Exact);
    let options = Options::forum();
    let first = exchange_odds(50, Incoming::MeleeWeapon, Some(dodge(60, 0)), &options);
    let second = exchange_odds(50, Incoming::MeleeWeapon, Some(dodge(60, 1)), &options);
    assert!(second.hit > first.hit);
    let ada = f.combatant("Ada").unwrap();
    assert_eq!(value(&ada.hp_lost), of(first.hit) + of(second.hit));
}

#[test]
fn a_classic_melee_simulated_falls_within_its_intervals_of_the_exact_one() {
    // Ada parries with her club or dodges, whichever is better; the thug's fists are
    // bare hands (no DEX roll to parry them) and he has +1D4.
    let fight = classic()
        .combatant(
            Combatant::new("Ada", "investigators", 13, 9, 12)
                .skills(30, 40)
                .attack(Attack::melee("Club", 45, dice("1D6"), dice("0"), false).in_hand()),
        )
        .combatant(
            Combatant::new("Hugh", "investigators", 11, 10, 12)
                .skills(35, 30)
                .attack(Attack::melee("Knife", 40, dice("1D4"), dice("0"), true).in_hand()),
        )
        .combatant(
            Combatant::new("thug", "cultists", 12, 13, 14)
                .skills(25, 50)
                .attacks_per_round(2)
                .attack(Attack::melee("Brawl", 55, dice("1D6"), dice("1D4"), false)),
        )
        .rounds(10);
    within_intervals(
        &run(&fight, Method::Exact),
        &run(&fight, Method::MonteCarlo),
    );
}

#[test]
fn a_classic_bonus_must_be_on_k6s_table() {
    let fight = classic()
        .combatant(
            Combatant::new("Ada", "investigators", 13, 9, 12).attack(Attack::melee(
                "Club",
                45,
                dice("1D6"),
                dice("1D8"),
                false,
            )),
        )
        .combatant(Combatant::new("thug", "cultists", 12, 13, 14));
    assert!(matches!(
        forecast(&fight, &Settings::default(), &|_| {}),
        Err(ForecastError::Bonus { .. })
    ));
    // Classic starts awake: more than 2 HP (H3).
    let weak = classic()
        .combatant(Combatant::new("Ada", "investigators", 13, 2, 12))
        .combatant(Combatant::new("thug", "cultists", 12, 13, 14));
    assert!(matches!(
        forecast(&weak, &Settings::default(), &|_| {}),
        Err(ForecastError::OutOfRange { field: "hp", .. })
    ));
}

#[test]
fn a_parry_is_made_with_the_best_blow_wherever_it_is_listed() {
    // K2, as the tracker parries: the cultist's knife (60%, in hand) parries, not the
    // bite listed before it (30%, bare). Listed either way, the forecast is the same.
    let fight = |cultist: Combatant| {
        classic()
            .combatant(
                Combatant::new("Ada", "investigators", 14, 11, 12)
                    .attack(Attack::melee("Knife", 55, dice("1D4"), dice("0"), true).in_hand()),
            )
            .combatant(cultist.defence(Defence::FightBack).attacks_per_round(0))
            .rounds(3)
    };
    let bite = Attack::melee("Bite", 30, dice("1D3"), dice("0"), false);
    let knife = Attack::melee("Knife", 60, dice("1D4"), dice("0"), true).in_hand();
    let cultist = || Combatant::new("cultist", "cultists", 10, 8, 10).skills(20, 30);
    let bite_first = run(
        &fight(cultist().attack(bite.clone()).attack(knife.clone())),
        Method::Exact,
    );
    let knife_first = run(&fight(cultist().attack(knife).attack(bite)), Method::Exact);
    let hurt = |f: &Forecast| value(f.combatant("cultist").unwrap().chance(Condition::Unhurt));
    assert_eq!(hurt(&bite_first), hurt(&knife_first));
}
