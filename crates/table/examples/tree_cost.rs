//! What one fair-mode-2 tree costs to build, and one audit path to take from it, at the
//! heights a game may use (docs/fairness.md gives the figures):
//! `cargo run --release -p keeper-table --example tree_cost`.

use std::time::Instant;

use keeper_table::fair::{Seed, Tree};

fn main() {
    let k = Seed::generate();
    for height in [12, 14, 16] {
        // The best of five: the machine's other work only ever adds time.
        let (mut built, mut path) = (f64::MAX, f64::MAX);
        for _ in 0..5 {
            let t = Instant::now();
            let tree = Tree::of(&k, 0, height);
            built = built.min(t.elapsed().as_secs_f64());
            let t = Instant::now();
            std::hint::black_box(tree.path(5));
            path = path.min(t.elapsed().as_secs_f64());
        }
        println!(
            "height {height}: {} leaves, built in {:.2} ms, a path in {:.1} µs",
            1u64 << height,
            built * 1e3,
            path * 1e6
        );
    }
}
