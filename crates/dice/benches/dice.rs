//! Dice benchmarks: keeper against caith 4.2.4 on parse + roll, and the compiled roll.
//!
//! Run with `cargo bench -p keeper-dice --bench dice`, or `bench/dice-vs-caith.sh` for a
//! side-by-side table. Every routine is checked once before it is measured, so a
//! benchmark never silently times code that gives wrong answers.

use std::hint::black_box;
use std::ops::RangeInclusive;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use keeper_dice::{Expression, Roll, SeededDice};

/// keeper notation, caith notation, and the range every total must fall in.
const CASES: [(&str, &str, RangeInclusive<i64>); 6] = [
    ("3d6", "3d6", 3..=18),
    ("3d6+4", "3d6+4", 7..=22),
    ("4d6kh3", "4d6K3", 3..=18),
    ("1d100", "1d100", 1..=100),
    ("8d10", "8d10", 8..=80),
    ("2d6+6", "2d6+6", 8..=18),
];

fn keeper_parse_roll(text: &str, dice: &mut SeededDice) -> i64 {
    let expr = Expression::parse(text).expect("benchmark expression parses");
    expr.roll(dice).expect("benchmark expression rolls").total()
}

fn keeper_parse_roll_into(text: &str, dice: &mut SeededDice, roll: &mut Roll) -> i64 {
    let expr = Expression::parse(text).expect("benchmark expression parses");
    expr.roll_into(dice, roll)
        .expect("benchmark expression rolls");
    roll.total()
}

fn caith_parse_roll(text: &str) -> i64 {
    // caith parses inside `roll` (with pest); `Roller::new` only stores the text. `roll`
    // uses caith's default source, rand 0.8's thread-local generator.
    caith::Roller::new(text)
        .expect("caith accepts the expression")
        .roll()
        .expect("caith rolls the expression")
        .as_single()
        .expect("a single roll")
        .get_total()
}

/// Runs `f` many times and checks every total lies in `range`, and that the totals are
/// not all the same (a stuck source would pass a range check).
fn check(name: &str, range: &RangeInclusive<i64>, mut f: impl FnMut() -> i64) {
    let totals: Vec<i64> = (0..2_000).map(|_| f()).collect();
    for &t in &totals {
        assert!(range.contains(&t), "{name}: total {t} outside {range:?}");
    }
    assert!(
        totals.iter().any(|&t| t != totals[0]),
        "{name}: every total was {}",
        totals[0]
    );
    // 2,000 rolls show most of the possible totals.
    let mut seen = totals.clone();
    seen.sort_unstable();
    seen.dedup();
    let possible = (range.end() - range.start() + 1) as usize;
    assert!(
        seen.len() * 2 >= possible.min(2_000),
        "{name}: only {} distinct totals",
        seen.len()
    );
}

fn parse_and_roll(c: &mut Criterion) {
    let mut group = c.benchmark_group("parse_roll");
    group.throughput(Throughput::Elements(1));
    for (keeper, caith, range) in CASES {
        let mut dice = SeededDice::new(0x5EED);
        let mut roll = Roll::new();
        check(keeper, &range, || keeper_parse_roll(keeper, &mut dice));
        check(keeper, &range, || {
            keeper_parse_roll_into(keeper, &mut dice, &mut roll)
        });
        check(caith, &range, || caith_parse_roll(caith));

        // The headline figure: parse, then roll into a fresh `Roll`, every iteration.
        group.bench_with_input(BenchmarkId::new("keeper", keeper), &keeper, |b, &text| {
            b.iter(|| keeper_parse_roll(black_box(text), &mut dice))
        });
        // Parse every iteration, but roll into a reused `Roll`.
        group.bench_with_input(
            BenchmarkId::new("keeper_reuse", keeper),
            &keeper,
            |b, &text| b.iter(|| keeper_parse_roll_into(black_box(text), &mut dice, &mut roll)),
        );
        group.bench_with_input(BenchmarkId::new("caith", keeper), &caith, |b, &text| {
            b.iter(|| caith_parse_roll(black_box(text)))
        });
    }
    group.finish();
}

fn compiled(c: &mut Criterion) {
    let mut group = c.benchmark_group("compiled");
    group.throughput(Throughput::Elements(1));
    for (keeper, _, range) in CASES {
        let expr = Expression::parse(keeper).expect("benchmark expression parses");
        let mut dice = SeededDice::new(0x5EED);
        let mut roll = Roll::new();
        check(keeper, &range, || {
            expr.roll_into(&mut dice, &mut roll).expect("rolls");
            roll.total()
        });
        group.bench_with_input(BenchmarkId::new("roll_into", keeper), &expr, |b, expr| {
            b.iter(|| {
                black_box(expr)
                    .roll_into(&mut dice, &mut roll)
                    .expect("rolls");
                black_box(roll.total())
            })
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = parse_and_roll, compiled
}
criterion_main!(benches);
