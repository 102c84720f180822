//! Times exact distributions, computed and written as `num/den`, for a fixed batch.
//!
//! `cargo run --release -p keeper-dice --example odds_batch [rounds]`: parses, computes
//! and formats the whole batch `rounds` times (default 20) and prints, for each
//! expression and for the batch, the fastest round and the median.

use std::time::{Duration, Instant};

use keeper_dice::Expression;
use keeper_dice::odds::{Budget, distribution};

const BATCH: &[&str] = &[
    "100d6",
    "90d6",
    "80d6",
    "50d10",
    "40d10",
    "30d20kh5",
    "25d20kh4",
    "20d20kh3",
    "12d10>=8",
    "60d8-20d4",
    "16d12kl3",
    "40d6dl10",
];

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20)
        .max(1);
    let budget = Budget::default();
    let mut per: Vec<Vec<Duration>> = vec![Vec::new(); BATCH.len()];
    let mut totals = Vec::new();
    let mut outcomes = 0;
    for _ in 0..rounds {
        let start = Instant::now();
        outcomes = 0;
        for (i, text) in BATCH.iter().enumerate() {
            let t = Instant::now();
            let expr = Expression::parse(text).expect("batch expressions parse");
            let odds = distribution(&expr, &budget).expect("batch expressions fit the budget");
            let fractions = odds.fractions();
            outcomes += fractions.len();
            std::hint::black_box(&fractions);
            per[i].push(t.elapsed());
        }
        totals.push(start.elapsed());
    }
    for (text, times) in BATCH.iter().zip(&mut per) {
        times.sort();
        println!(
            "{text:>12}  best {:>9.3?}  median {:>9.3?}",
            times[0],
            times[times.len() / 2]
        );
    }
    totals.sort();
    println!(
        "{:>12}  best {:>9.3?}  median {:>9.3?}  ({outcomes} outcomes, {rounds} rounds)",
        "batch",
        totals[0],
        totals[totals.len() / 2]
    );
}
