//! The exact forecast: every way the fight can go, with its exact probability.
//!
//! A fight is a Markov chain from round to round: what can happen in a round depends
//! only on where the round starts (everyone's health, rounds left, who fled). So each
//! round-start state is expanded once, following every event of the round with its
//! weight (a forward sweep in the order of [`State::progress`], which meets every way
//! of reaching a state before going on from it), into the states the next round may
//! start from and the ends the fight may reach. The chain is then run round by round
//! up to the cap.
//!
//! Arithmetic: every event's probabilities are whole weights over one common
//! denominator D (the tables'), so a path's probability is a whole number over a power
//! of D. Masses are kept as such (`num / D^exp`) and added by scaling to the larger
//! power: no fraction is reduced until the end, where each figure becomes one
//! [`BigRational`] in lowest terms.
//!
//! Order of action: ties (K2) are broken by rolls the rules make symmetric, so every
//! order of the tied combatants is as likely; each is run and the answers averaged.

use std::collections::{BTreeMap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

use keeper_coc7::Combatant as Ranked;
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Zero};

use crate::engine::{Engine, State, Step};
use crate::error::ForecastError;
use crate::model::Fight;
use crate::report::{CombatantForecast, Figure, Forecast, Made, SideForecast};
use crate::sanity::SanityForecast;

/// The exact method's default budget: states visited across all rounds' expansions
/// (each is an event followed every way it can go). A one-against-one fight at 13 HP
/// visits under two thousand, two investigators against a ghoul at 13 HP about fifty
/// thousand (half a second); a million take a few seconds of one core.
pub const DEFAULT_BUDGET: u64 = 1_000_000;

/// The Fx hash (rustc's): a multiply and a rotate a word. Hash maps of states need no
/// protection from chosen keys here, and SipHash cost more than all the arithmetic.
#[derive(Debug, Default, Clone, Copy)]
struct Fx(u64);

impl Hasher for Fx {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u32(&mut self, x: u32) {
        self.write_u64(u64::from(x));
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

type Map<K, V> = HashMap<K, V, BuildHasherDefault<Fx>>;

/// A probability `num / D^exp`.
#[derive(Debug, Clone)]
struct Mass {
    num: BigUint,
    exp: u32,
}

impl Mass {
    fn one() -> Mass {
        Mass {
            num: BigUint::one(),
            exp: 0,
        }
    }

    fn times(&self, other: &Mass) -> Mass {
        Mass {
            num: &self.num * &other.num,
            exp: self.exp + other.exp,
        }
    }
}

/// Powers of the common denominator, kept as they are needed.
#[derive(Debug)]
struct Powers {
    of: Vec<BigUint>,
}

impl Powers {
    fn new(d: BigUint) -> Powers {
        Powers {
            of: vec![BigUint::one(), d],
        }
    }

    fn get(&mut self, k: u32) -> &BigUint {
        while self.of.len() <= k as usize {
            let next = self.of.last().expect("D^0") * &self.of[1];
            self.of.push(next);
        }
        &self.of[k as usize]
    }

    fn add(&mut self, into: &mut Mass, m: Mass) {
        use std::cmp::Ordering::*;
        match into.exp.cmp(&m.exp) {
            Equal => into.num += m.num,
            Less => {
                into.num *= self.get(m.exp - into.exp);
                into.num += m.num;
                into.exp = m.exp;
            }
            Greater => into.num += m.num * self.get(into.exp - m.exp),
        }
    }

    fn add_to<K: std::hash::Hash + Eq>(&mut self, map: &mut Map<K, Mass>, k: K, m: Mass) {
        match map.get_mut(&k) {
            Some(into) => self.add(into, m),
            None => {
                map.insert(k, m);
            }
        }
    }

    fn ratio(&mut self, m: &Mass, also: u64) -> BigRational {
        let den = self.get(m.exp) * BigUint::from(also);
        BigRational::new(BigInt::from(m.num.clone()), BigInt::from(den))
    }
}

/// Where a round starting from one state may lead: states by their number in the
/// [`Interned`] list.
#[derive(Debug, Default)]
struct Expansion {
    ends: Vec<(u32, Mass)>,
    next: Vec<(u32, Mass)>,
}

/// Each state met once, numbered: the round-to-round chain moves numbers, not states.
#[derive(Debug, Default)]
struct Interned {
    ids: Map<State, u32>,
    states: Vec<State>,
}

impl Interned {
    fn id(&mut self, s: State) -> u32 {
        if let Some(&id) = self.ids.get(&s) {
            return id;
        }
        let id = self.states.len() as u32;
        self.states.push(s.clone());
        self.ids.insert(s, id);
        id
    }
}

/// Every order of action the rules may give, each as likely (K2): highest DEX first
/// (+50 with a readied firearm), then the higher combat skill, then a roll among those
/// still tied.
fn orders(ranked: &[Ranked]) -> Vec<Vec<u8>> {
    let key = |i: usize| (ranked[i].initiative(), ranked[i].combat_skill);
    let mut sorted: Vec<usize> = (0..ranked.len()).collect();
    sorted.sort_by(|&x, &y| key(y).cmp(&key(x)).then(x.cmp(&y)));
    let mut out: Vec<Vec<u8>> = vec![Vec::new()];
    let mut i = 0;
    while i < sorted.len() {
        let mut j = i + 1;
        while j < sorted.len() && key(sorted[j]) == key(sorted[i]) {
            j += 1;
        }
        let group: Vec<u8> = sorted[i..j].iter().map(|&x| x as u8).collect();
        let perms = permutations(&group);
        out = out
            .into_iter()
            .flat_map(|prefix| {
                perms.iter().map(move |p| {
                    let mut o = prefix.clone();
                    o.extend(p);
                    o
                })
            })
            .collect();
        i = j;
    }
    out
}

fn permutations(items: &[u8]) -> Vec<Vec<u8>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for (k, &first) in items.iter().enumerate() {
        let mut rest = items.to_vec();
        rest.remove(k);
        for mut p in permutations(&rest) {
            p.insert(0, first);
            out.push(p);
        }
    }
    out
}

/// An upper bound on the round-start states: each combatant's HP and wound flags, each
/// gun's rounds and jam, each side fled or not, each order of action. Far fewer are
/// reached (HP only fall, most flags go together), so a fight is refused at once only
/// when this is over [`BOUND_FACTOR`] times the budget, far past what ever fits (three
/// investigators against two ghouls is over a thousand times the default budget).
const BOUND_FACTOR: u128 = 50;

fn bound(engine: &Engine, orders: usize) -> u128 {
    let mut b = orders as u128;
    for h in &engine.start.health {
        b = b.saturating_mul((u128::from(h.hp) + 1) * 4);
    }
    for &a in &engine.start.ammo {
        b = b.saturating_mul((u128::from(a) + 1) * 2);
    }
    let sides = engine.side_of.iter().max().map_or(1, |m| m + 1);
    b.saturating_mul(1 << sides.min(64))
}

struct Sweep<'a> {
    engine: &'a Engine,
    powers: Powers,
    interned: Interned,
    visited: u64,
    budget: u64,
}

impl Sweep<'_> {
    fn place(
        &mut self,
        order: &[u8],
        mut s: State,
        m: Mass,
        buckets: &mut BTreeMap<u64, Map<State, Mass>>,
        out: &mut (Map<State, Mass>, Map<State, Mass>),
    ) {
        match self.engine.advance(order, &mut s) {
            Step::Ended => self.powers.add_to(&mut out.0, s.settled(), m),
            Step::RoundOver => {
                s.new_round();
                self.powers.add_to(&mut out.1, s, m);
            }
            Step::Event(_) => {
                let bucket = buckets.entry(s.progress()).or_default();
                self.powers.add_to(bucket, s, m);
            }
        }
    }

    /// Every way one round can go from `start`.
    fn expand(&mut self, order: &[u8], start: &State) -> Result<Expansion, ForecastError> {
        let mut buckets: BTreeMap<u64, Map<State, Mass>> = BTreeMap::new();
        let mut out = (Map::default(), Map::default());
        self.place(order, start.clone(), Mass::one(), &mut buckets, &mut out);
        while let Some((_, bucket)) = buckets.pop_first() {
            for (s, m) in bucket {
                self.visited += 1;
                if self.visited > self.budget {
                    return Err(ForecastError::Budget {
                        budget: self.budget,
                    });
                }
                let mut at = s;
                let Step::Event(p) = self.engine.advance(order, &mut at) else {
                    unreachable!("a bucketed state waits on an event");
                };
                let dist = &self.engine.tables.dists[p.dist as usize];
                for (i, w) in dist.weights.iter().enumerate() {
                    let mut next = at.clone();
                    self.engine.resolve(order, &mut next, p, i);
                    let step = Mass {
                        num: w.clone(),
                        exp: 1,
                    };
                    self.place(order, next, m.times(&step), &mut buckets, &mut out);
                }
            }
        }
        Ok(Expansion {
            ends: out
                .0
                .into_iter()
                .map(|(s, m)| (self.interned.id(s), m))
                .collect(),
            next: out
                .1
                .into_iter()
                .map(|(s, m)| (self.interned.id(s), m))
                .collect(),
        })
    }
}

/// The exact forecast of a compiled fight, within `budget` states.
pub(crate) fn forecast(
    fight: &Fight,
    engine: &Engine,
    budget: u64,
    sanity: Vec<SanityForecast>,
) -> Result<Forecast, ForecastError> {
    let orders = match &engine.fixed_order {
        Some(o) => vec![o.clone()],
        None => orders(&engine.ranked),
    };
    if bound(engine, orders.len()) > u128::from(budget) * BOUND_FACTOR {
        return Err(ForecastError::Budget { budget });
    }
    let mut sweep = Sweep {
        engine,
        powers: Powers::new(engine.tables.denominator.clone()),
        interned: Interned::default(),
        visited: 0,
        budget,
    };
    let cap = engine.max_rounds;
    let mut ends: Map<u32, Mass> = Map::default();
    let mut rounds: Vec<Option<Mass>> = vec![None; cap as usize];
    let start = sweep.interned.id(engine.start.clone());
    for order in &orders {
        let mut expansions: Vec<Option<Expansion>> = Vec::new();
        let mut current: Map<u32, Mass> = Map::default();
        current.insert(start, Mass::one());
        for round in 1..=cap {
            let mut next: Map<u32, Mass> = Map::default();
            for (id, m) in current {
                let i = id as usize;
                if expansions.len() <= i {
                    expansions.resize_with(i + 1, || None);
                }
                if expansions[i].is_none() {
                    let s = sweep.interned.states[i].clone();
                    expansions[i] = Some(sweep.expand(order, &s)?);
                }
                let e = expansions[i].as_ref().expect("expanded");
                for (end, w) in &e.ends {
                    let p = m.times(w);
                    match &mut rounds[round as usize - 1] {
                        Some(r) => sweep.powers.add(r, p.clone()),
                        slot => *slot = Some(p.clone()),
                    }
                    sweep.powers.add_to(&mut ends, *end, p);
                }
                for (s2, w) in &e.next {
                    sweep.powers.add_to(&mut next, *s2, m.times(w));
                }
            }
            current = next;
        }
        // Undecided at the cap: the fight ends there as it stands.
        for (id, m) in current {
            let settled = sweep.interned.states[id as usize].clone().settled();
            let id = sweep.interned.id(settled);
            sweep.powers.add_to(&mut ends, id, m);
        }
    }
    let v = orders.len() as u64;
    let ends: Vec<(State, Mass)> = ends
        .into_iter()
        .map(|(id, m)| (sweep.interned.states[id as usize].clone(), m))
        .collect();
    Ok(report(
        fight,
        engine,
        &ends,
        &rounds,
        &mut sweep.powers,
        v,
        sweep.visited,
        sanity,
    ))
}

/// A sum of masses, turned into a fraction once at the end.
#[derive(Debug, Clone, Default)]
struct Sum(Option<Mass>);

impl Sum {
    fn add(&mut self, powers: &mut Powers, m: &Mass, times: u64) {
        if times == 0 {
            return;
        }
        let m = Mass {
            num: &m.num * BigUint::from(times),
            exp: m.exp,
        };
        match &mut self.0 {
            Some(into) => powers.add(into, m),
            None => self.0 = Some(m),
        }
    }

    fn figure(&self, powers: &mut Powers, orders: u64) -> Figure {
        Figure::Exact(
            self.0
                .as_ref()
                .map_or_else(BigRational::zero, |m| powers.ratio(m, orders)),
        )
    }
}

#[allow(clippy::too_many_arguments)] // The sweep's results, handed over whole.
fn report(
    fight: &Fight,
    engine: &Engine,
    ends: &[(State, Mass)],
    rounds: &[Option<Mass>],
    powers: &mut Powers,
    orders: u64,
    states: u64,
    sanity: Vec<SanityForecast>,
) -> Forecast {
    let n = engine.n;
    let mut conditions: Vec<[Sum; 6]> = vec![Default::default(); n];
    let mut hp_lost = vec![Sum::default(); n];
    let mut ammo = vec![Sum::default(); n];
    let sides = fight.sides.len();
    let (mut wins, mut fled, mut routed) = (
        vec![Sum::default(); sides],
        vec![Sum::default(); sides],
        vec![Sum::default(); sides],
    );
    let mut undecided = Sum::default();
    let mut mean_rounds = Sum::default();
    for (s, m) in ends {
        match s.won() {
            Some(side) => wins[side].add(powers, m, 1),
            None => {
                undecided.add(powers, m, 1);
                mean_rounds.add(powers, m, u64::from(engine.max_rounds));
            }
        }
        let spent = engine.ammo_spent(s);
        for c in 0..n {
            conditions[c][engine.condition(s, c).index()].add(powers, m, 1);
            hp_lost[c].add(powers, m, engine.hp_lost(s, c));
            ammo[c].add(powers, m, u64::from(spent[c]));
        }
        for side in 0..sides {
            if s.fled & (1 << side) != 0 {
                fled[side].add(powers, m, 1);
            }
            if (0..n).all(|c| engine.side_of[c] != side || engine.down(s, c)) {
                routed[side].add(powers, m, 1);
            }
        }
    }
    for (r, m) in rounds.iter().enumerate() {
        if let Some(m) = m {
            mean_rounds.add(powers, m, r as u64 + 1);
        }
    }
    let combatants = fight
        .combatants
        .iter()
        .enumerate()
        .map(|(c, x)| CombatantForecast {
            name: x.name.clone(),
            side: x.side.clone(),
            conditions: std::array::from_fn(|k| conditions[c][k].figure(powers, orders)),
            hp_lost: hp_lost[c].figure(powers, orders),
            ammo_spent: ammo[c].figure(powers, orders),
        })
        .collect();
    let sides = fight
        .sides
        .iter()
        .enumerate()
        .map(|(i, s)| SideForecast {
            name: s.name.clone(),
            wins: wins[i].figure(powers, orders),
            fled: fled[i].figure(powers, orders),
            routed: routed[i].figure(powers, orders),
        })
        .collect();
    Forecast {
        made: Made::Exact { states },
        combatants,
        sides,
        undecided: undecided.figure(powers, orders),
        rounds: rounds
            .iter()
            .map(|m| Sum(m.clone()).figure(powers, orders))
            .collect(),
        mean_rounds: mean_rounds.figure(powers, orders),
        sanity,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranked(name: &str, dex: u32, skill: u32) -> Ranked {
        Ranked {
            name: name.into(),
            dex,
            combat_skill: skill,
            readied_firearm: false,
        }
    }

    #[test]
    fn tied_combatants_take_every_order_and_others_keep_theirs() {
        let all = [
            ranked("a", 50, 40),
            ranked("b", 80, 40),
            ranked("c", 50, 40),
            ranked("d", 50, 60),
        ];
        let o = orders(&all);
        assert_eq!(o, vec![vec![1, 3, 0, 2], vec![1, 3, 2, 0]]);
    }

    #[test]
    fn masses_add_over_different_powers_of_the_denominator() {
        let mut p = Powers::new(BigUint::from(10u32));
        let mut m = Mass {
            num: BigUint::from(3u32),
            exp: 1,
        };
        p.add(
            &mut m,
            Mass {
                num: BigUint::from(7u32),
                exp: 2,
            },
        );
        // 3/10 + 7/100 = 37/100.
        assert_eq!(p.ratio(&m, 1), BigRational::new(37.into(), 100.into()));
        assert_eq!(p.ratio(&m, 2), BigRational::new(37.into(), 200.into()));
    }
}
