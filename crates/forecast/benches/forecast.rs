//! Forecast benchmarks: simulated exchanges per second on one core, and 100,000 fights
//! of three investigators against two ghouls on one thread and on two.
//!
//! Run with `cargo bench -p keeper-forecast -- --warm-up-time 1 --measurement-time 3`.
//! Each routine is checked once before it is measured.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use keeper_coc7::{Range, SanityLoss};
use keeper_dice::Expression;
use keeper_forecast::{
    Attack, Combatant, Fight, Gun, Method, Settings, Side, Targets, bench, forecast,
};

fn dice(s: &str) -> Expression {
    Expression::parse(s).expect("benchmark notation")
}

/// Seed 002's ghoul, as the 7th edition prints it: claw, bite, claw.
fn ghoul(name: &str) -> Combatant {
    Combatant::new(name, "ghouls", 65, 13, 65)
        .skills(40, 40)
        .attacks_per_round(3)
        .attack(Attack::melee("Claw", 40, dice("1D6"), dice("1D4"), false))
        .attack(Attack::melee("Bite", 40, dice("1D6"), dice("0"), false))
        .halves_firearms()
        .sanity_loss(SanityLoss::parse("0/1D6").expect("loss"))
}

fn brian() -> Combatant {
    Combatant::new("Brian", "investigators", 80, 12, 60)
        .skills(60, 70)
        .attack(Attack::melee("Unarmed", 70, dice("1D3"), dice("0"), false))
        .sanity(50)
}

fn one_against_one() -> Fight {
    Fight::new()
        .side(Side::new("investigators"))
        .side(Side::new("ghouls"))
        .combatant(brian())
        .combatant(ghoul("ghoul"))
}

fn three_against_two() -> Fight {
    let revolver = Gun {
        shots: 2,
        ammo: 6,
        range: Range::Base,
        point_blank: false,
        malfunction: Some(100),
    };
    Fight::new()
        .side(Side::new("investigators").targets(Targets::Weakest))
        .side(Side::new("ghouls").targets(Targets::Random))
        .combatant(brian())
        .combatant(
            Combatant::new("Ada", "investigators", 65, 11, 50)
                .skills(45, 30)
                .readied_firearm()
                .attack(Attack::firearm(
                    "Revolver",
                    55,
                    dice("1D10"),
                    true,
                    revolver,
                ))
                .attack(Attack::melee("Unarmed", 30, dice("1D3"), dice("0"), false))
                .sanity(60),
        )
        .combatant(
            Combatant::new("Hugh", "investigators", 50, 13, 70)
                .skills(30, 55)
                .attack(Attack::melee("Bat", 55, dice("1D8"), dice("1D4"), false))
                .sanity(45),
        )
        .combatant(ghoul("ghoul 1"))
        .combatant(ghoul("ghoul 2"))
}

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool")
}

fn benches(c: &mut Criterion) {
    let one = pool(1);
    let two = pool(2);

    // Exchanges per second on one core: one-against-one fights, counted by the
    // exchanges and shots they simulate.
    let duel = one_against_one();
    let per_batch = one
        .install(|| bench::exchanges(&duel, 10_000, 1))
        .expect("simulates");
    assert!(per_batch > 50_000, "{per_batch} exchanges in 10,000 fights");
    let mut g = c.benchmark_group("exchanges");
    g.throughput(Throughput::Elements(per_batch));
    g.bench_function("one core", |b| {
        b.iter(|| one.install(|| bench::exchanges(black_box(&duel), 10_000, 1)))
    });
    g.finish();

    // 100,000 fights of three investigators against two ghouls, the whole forecast.
    let melee = three_against_two();
    let settings = Settings {
        method: Method::MonteCarlo,
        fights: 100_000,
        seed: 7,
        ..Settings::default()
    };
    let check = one
        .install(|| forecast(&melee, &settings, &|_| {}))
        .expect("forecasts");
    let total: f64 =
        check.sides.iter().map(|s| s.wins.value()).sum::<f64>() + check.undecided.value();
    assert!(
        (total - 1.0).abs() < 1e-9,
        "wins and undecided sum to {total}"
    );
    let mut g = c.benchmark_group("3 investigators vs 2 ghouls, 100k fights");
    g.sample_size(10);
    for (name, p) in [("1 thread", &one), ("2 threads", &two)] {
        g.bench_function(name, |b| {
            b.iter(|| p.install(|| forecast(black_box(&melee), &settings, &|_| {})))
        });
    }
    g.finish();
}

criterion_group!(forecast_benches, benches);
criterion_main!(forecast_benches);
