//! Monte Carlo: many fights simulated by the engine's own steps, each random event one
//! draw from its precomputed alias table.
//!
//! Reproducible whatever the threads: fight `i` draws from a generator seeded from the
//! forecast's seed and `i` alone, fights are counted in fixed blocks, and every count
//! is a whole number, so adding the blocks' counts in any order gives the same totals.

use std::sync::atomic::{AtomicU64, Ordering};

use keeper_dice::{DiceSource, Die, SourceError};
use rayon::prelude::*;

use crate::engine::{Engine, State, Step};
use crate::model::Fight;
use crate::report::{CombatantForecast, Estimate, Figure, Forecast, Made, SideForecast};
use crate::sanity::SanityForecast;

/// Fights per block: the unit of work of a thread and of a progress report.
const BLOCK: u64 = 1_024;

/// SplitMix64's increment and finaliser: a counter-based generator, so a fight's
/// stream is a function of (seed, fight) and nothing else.
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The random numbers of one fight.
#[derive(Debug, Clone)]
pub(crate) struct Stream(u64);

impl Stream {
    /// The stream of fight `fight` of a forecast seeded `seed`.
    pub(crate) fn new(seed: u64, fight: u64) -> Stream {
        Stream(mix(seed ^ mix(fight.wrapping_add(1).wrapping_mul(GAMMA))))
    }

    #[inline]
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(GAMMA);
        mix(self.0)
    }
}

/// The rules' initiative (K2) breaks ties with dice: this stream gives them.
impl DiceSource for Stream {
    fn face(&mut self, die: Die) -> Result<i64, SourceError> {
        let faces = u64::from(die.faces());
        Ok(die.min() + (((self.next() >> 32) * faces) >> 32) as i64)
    }
}

/// What a number of fights came to: whole-number counts only.
#[derive(Debug, Clone, Default)]
pub(crate) struct Tally {
    fights: u64,
    conditions: Vec<[u64; 6]>,
    hp_lost: Vec<(u64, u128)>,
    ammo: Vec<(u64, u128)>,
    wins: Vec<u64>,
    fled: Vec<u64>,
    routed: Vec<u64>,
    undecided: u64,
    rounds: Vec<u64>,
    round_sum: (u64, u128),
    pub(crate) exchanges: u64,
    /// Scratch: rounds fired by each combatant in the fight being recorded.
    spent: Vec<u32>,
}

impl Tally {
    fn new(n: usize, sides: usize, cap: u32) -> Tally {
        Tally {
            conditions: vec![[0; 6]; n],
            hp_lost: vec![(0, 0); n],
            ammo: vec![(0, 0); n],
            wins: vec![0; sides],
            fled: vec![0; sides],
            routed: vec![0; sides],
            rounds: vec![0; cap as usize],
            ..Tally::default()
        }
    }

    fn merge(mut self, other: Tally) -> Tally {
        fn add(a: &mut [u64], b: &[u64]) {
            a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
        }
        fn add2(a: &mut [(u64, u128)], b: &[(u64, u128)]) {
            a.iter_mut().zip(b).for_each(|(x, y)| {
                x.0 += y.0;
                x.1 += y.1;
            });
        }
        self.fights += other.fights;
        for (a, b) in self.conditions.iter_mut().zip(&other.conditions) {
            add(a, b);
        }
        add2(&mut self.hp_lost, &other.hp_lost);
        add2(&mut self.ammo, &other.ammo);
        add(&mut self.wins, &other.wins);
        add(&mut self.fled, &other.fled);
        add(&mut self.routed, &other.routed);
        add(&mut self.rounds, &other.rounds);
        self.undecided += other.undecided;
        self.round_sum.0 += other.round_sum.0;
        self.round_sum.1 += other.round_sum.1;
        self.exchanges += other.exchanges;
        self
    }

    fn record(&mut self, engine: &Engine, s: &State, rounds: u32) {
        self.fights += 1;
        match s.won() {
            Some(side) => {
                self.wins[side] += 1;
                self.rounds[rounds as usize - 1] += 1;
            }
            None => self.undecided += 1,
        }
        self.round_sum.0 += u64::from(rounds);
        self.round_sum.1 += u128::from(rounds) * u128::from(rounds);
        engine.ammo_spent_into(s, &mut self.spent);
        for (c, &a) in self.spent.iter().enumerate() {
            self.conditions[c][engine.condition(s, c).index()] += 1;
            let lost = engine.hp_lost(s, c);
            self.hp_lost[c].0 += lost;
            self.hp_lost[c].1 += u128::from(lost * lost);
            let a = u64::from(a);
            self.ammo[c].0 += a;
            self.ammo[c].1 += u128::from(a * a);
        }
        for side in 0..self.wins.len() {
            if s.fled & (1 << side) != 0 {
                self.fled[side] += 1;
            }
            if (0..engine.n).all(|c| engine.side_of[c] != side || engine.down(s, c)) {
                self.routed[side] += 1;
            }
        }
    }
}

/// Simulates one fight into `s`, returning the rounds it took (the cap if undecided).
pub(crate) fn fight(engine: &Engine, dice: &mut Stream, s: &mut State, exchanges: &mut u64) -> u32 {
    s.clone_from(&engine.start);
    // K2: the rules' order of action, ties broken by this fight's dice (an order with
    // nothing to break, and classic's, K1, is the same every fight).
    let rolled: Vec<u8>;
    let order: &[u8] = match &engine.fixed_order {
        Some(o) => o,
        None => {
            rolled = keeper_coc7::initiative(&engine.ranked, dice)
                .unwrap_or_else(|_| (0..engine.n).collect())
                .into_iter()
                .map(|i| i as u8)
                .collect();
            &rolled
        }
    };
    for round in 1..=engine.max_rounds {
        loop {
            match engine.advance(order, s) {
                Step::Event(p) => {
                    let i = engine.tables.dists[p.dist as usize].draw(dice.next());
                    *exchanges += u64::from(p.is_exchange());
                    engine.resolve(order, s, p, i);
                }
                Step::Ended => return round,
                Step::RoundOver => {
                    s.new_round();
                    break;
                }
            }
        }
    }
    engine.max_rounds
}

/// Simulates `fights` fights seeded by `seed`, calling `progress` with the fights done
/// after each block.
pub(crate) fn simulate(
    engine: &Engine,
    fights: u64,
    seed: u64,
    progress: &(dyn Fn(u64) + Sync),
) -> Tally {
    let sides = engine.side_of.iter().max().map_or(0, |m| m + 1);
    let done = AtomicU64::new(0);
    let blocks = fights.div_ceil(BLOCK);
    (0..blocks)
        .into_par_iter()
        .map(|b| {
            let mut tally = Tally::new(engine.n, sides, engine.max_rounds);
            let mut s = engine.start.clone();
            let mut exchanges = 0;
            let end = ((b + 1) * BLOCK).min(fights);
            for i in b * BLOCK..end {
                let mut dice = Stream::new(seed, i);
                let rounds = fight(engine, &mut dice, &mut s, &mut exchanges);
                tally.record(engine, &s, rounds);
            }
            tally.exchanges = exchanges;
            let now = done.fetch_add(end - b * BLOCK, Ordering::Relaxed) + end - b * BLOCK;
            progress(now);
            tally
        })
        .reduce(
            || Tally::new(engine.n, sides, engine.max_rounds),
            Tally::merge,
        )
}

/// The forecast the counts give.
pub(crate) fn report(
    fight: &Fight,
    tally: &Tally,
    seed: u64,
    sanity: Vec<SanityForecast>,
) -> Forecast {
    let n = tally.fights;
    let p = |k: u64| Figure::Estimate(Estimate::proportion(k, n));
    let combatants = fight
        .combatants
        .iter()
        .enumerate()
        .map(|(c, x)| CombatantForecast {
            name: x.name.clone(),
            side: x.side.clone(),
            conditions: std::array::from_fn(|k| p(tally.conditions[c][k])),
            hp_lost: Figure::Estimate(Estimate::mean(tally.hp_lost[c].0, tally.hp_lost[c].1, n)),
            ammo_spent: Figure::Estimate(Estimate::mean(tally.ammo[c].0, tally.ammo[c].1, n)),
        })
        .collect();
    let sides = fight
        .sides
        .iter()
        .enumerate()
        .map(|(i, s)| SideForecast {
            name: s.name.clone(),
            wins: p(tally.wins[i]),
            fled: p(tally.fled[i]),
            routed: p(tally.routed[i]),
        })
        .collect();
    Forecast {
        made: Made::MonteCarlo {
            fights: n,
            seed,
            exchanges: tally.exchanges,
        },
        combatants,
        sides,
        undecided: p(tally.undecided),
        rounds: tally.rounds.iter().map(|&k| p(k)).collect(),
        mean_rounds: Figure::Estimate(Estimate::mean(tally.round_sum.0, tally.round_sum.1, n)),
        sanity,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fights_stream_depends_on_the_seed_and_the_fight_alone() {
        let a: Vec<u64> = (0..4).map(|_| Stream::new(7, 3).next()).collect();
        assert!(a.iter().all(|&x| x == a[0]));
        assert_ne!(Stream::new(7, 3).next(), Stream::new(7, 4).next());
        assert_ne!(Stream::new(7, 3).next(), Stream::new(8, 3).next());
    }

    #[test]
    fn a_stream_rolls_every_face_of_a_die() {
        let mut s = Stream::new(1, 1);
        let mut seen = [false; 10];
        for _ in 0..1_000 {
            seen[s.face(Die::Tens).unwrap() as usize] = true;
        }
        assert!(seen.iter().all(|&x| x));
    }
}
