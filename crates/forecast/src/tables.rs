//! Every random event of a fight, weighed exactly once before the first exchange: a
//! melee exchange for each attacker, attack, defender and bonus die (K3, K5, K9), a shot
//! for each shooter, gun, target and volley size (K5, K6), a CON roll per combatant (H3,
//! H4), and a target picked at random. The odds are the rules' own
//! ([`keeper_coc7::odds::melee_harm`], [`keeper_coc7::odds::shot_odds`],
//! [`keeper_coc7::odds::check_odds`]); this module only turns the damage into each
//! victim's (armour, a creature's half damage from firearms) and keeps the outcomes in
//! two forms: exact weights for the exact engine and an alias table for simulation.

use std::collections::HashMap;

use keeper_coc7::odds::{MeleeHarm, check_odds, melee_harm, shot_odds};
use keeper_coc7::{Attacker, Blow, Defender, Difficulty, Firing, MAX_SHOTS, Modifiers, Response};
use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::classic::{self, LADDER};
use crate::error::ForecastError;
use crate::model::{Attack, Combatant, Defence, Fight, System};

/// One way an event can go. Its two numbers mean, by event: a melee exchange, the
/// damage the defender and the attacker take (one of them 0); a shot, the damage and
/// whether the gun jammed (1); a CON roll, whether it succeeded (1); a pick, which
/// candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Outcome {
    pub(crate) a: u32,
    pub(crate) b: u32,
}

/// The outcomes of one event with their exact probabilities, their weights over the
/// fight's common denominator, and an alias table to draw one in constant time.
#[derive(Debug, Clone)]
pub(crate) struct Dist {
    pub(crate) outcomes: Vec<Outcome>,
    pub(crate) exact: Vec<BigRational>,
    /// `exact[i]` × the fight's denominator: a whole number.
    pub(crate) weights: Vec<BigUint>,
    alias: Alias,
}

impl Dist {
    fn new(mut pairs: Vec<(Outcome, BigRational)>) -> Dist {
        // Equal outcomes become one, in a fixed order (the first seen first).
        let mut merged: Vec<(Outcome, BigRational)> = Vec::with_capacity(pairs.len());
        for (o, p) in pairs.drain(..) {
            if p.is_zero() {
                continue;
            }
            match merged.iter_mut().find(|(m, _)| *m == o) {
                Some((_, q)) => *q += p,
                None => merged.push((o, p)),
            }
        }
        let floats: Vec<f64> = merged
            .iter()
            .map(|(_, p)| p.to_f64().unwrap_or(0.0))
            .collect();
        Dist {
            alias: Alias::new(&floats),
            outcomes: merged.iter().map(|(o, _)| *o).collect(),
            exact: merged.into_iter().map(|(_, p)| p).collect(),
            weights: Vec::new(),
        }
    }

    /// The outcome a uniform 64-bit `r` draws.
    #[inline]
    pub(crate) fn draw(&self, r: u64) -> usize {
        self.alias.sample(r)
    }
}

/// Walker's alias method: column `i` of `n` is taken with the high 32 bits of a draw;
/// the low 32 bits keep it (below `keep[i]`) or give it to `other[i]`. Probabilities
/// are rounded to 2⁻³², far below any Monte Carlo interval.
#[derive(Debug, Clone)]
struct Alias {
    keep: Vec<u64>,
    other: Vec<u32>,
}

impl Alias {
    fn new(p: &[f64]) -> Alias {
        let n = p.len();
        let total: f64 = p.iter().sum();
        let mut scaled: Vec<f64> = p.iter().map(|x| x / total * n as f64).collect();
        let mut keep = vec![1u64 << 32; n];
        let mut other: Vec<u32> = (0..n as u32).collect();
        let (mut small, mut large): (Vec<usize>, Vec<usize>) =
            (0..n).partition(|&i| scaled[i] < 1.0);
        while let (Some(s), Some(&l)) = (small.pop(), large.last()) {
            keep[s] = (scaled[s] * 4_294_967_296.0) as u64;
            other[s] = l as u32;
            scaled[l] -= 1.0 - scaled[s];
            if scaled[l] < 1.0 {
                large.pop();
                small.push(l);
            }
        }
        Alias { keep, other }
    }

    #[inline]
    fn sample(&self, r: u64) -> usize {
        let i = (((r >> 32) * self.keep.len() as u64) >> 32) as usize;
        if (r & 0xFFFF_FFFF) < self.keep[i] {
            i
        } else {
            self.other[i] as usize
        }
    }
}

/// No event: an attack that cannot be made (an ally, a blow with no skill table).
pub(crate) const NONE: u32 = u32::MAX;

/// Every event's distribution and where to find it.
#[derive(Debug, Clone)]
pub(crate) struct Tables {
    pub(crate) dists: Vec<Dist>,
    n: usize,
    per: usize,
    melee: Vec<u32>,
    shots: Vec<u32>,
    /// The CON roll of each combatant (H3, H4): outcome `a` 1 on a success.
    pub(crate) con: Vec<u32>,
    /// A pick among `k` candidates is `picks[k]`.
    pub(crate) picks: Vec<u32>,
    /// The common denominator of every probability of every event.
    pub(crate) denominator: BigUint,
    /// Whether any event can deal damage.
    pub(crate) harmful: bool,
    /// Classic: the exchange of each attacker, attack, defender, kind of defence and
    /// step of K3's ladder.
    ladder: Vec<u32>,
    /// Classic: whether the defender's first defence against this attack is a parry
    /// (for [`Defence::Best`]).
    parry_first: Vec<bool>,
}

/// Damage a victim takes from `amount`: half of a firearm's, rounded down, for a
/// creature that halves them, then its armour off (never below 0).
fn taken(amount: u32, victim: &Combatant, firearm: bool) -> u32 {
    let amount = if firearm && victim.halves_firearms {
        amount / 2
    } else {
        amount
    };
    amount.saturating_sub(victim.armour)
}

fn blow(a: &Attack) -> Blow {
    Blow::new(a.damage.clone(), a.bonus.clone(), a.impaling)
}

/// What a combatant fights back with (K3): its first blow, or bare hands (1D3, the
/// rules' default).
fn fight_back_blow(c: &Combatant) -> Blow {
    c.attacks
        .iter()
        .find(|a| a.gun.is_none())
        .map_or_else(Blow::unarmed, blow)
}

impl Tables {
    pub(crate) fn build(fight: &Fight, side_of: &[usize]) -> Result<Tables, ForecastError> {
        let cs = &fight.combatants;
        let n = cs.len();
        let per = cs.iter().map(|c| c.attacks.len()).max().unwrap_or(0).max(1);
        let mut t = Tables {
            dists: Vec::new(),
            n,
            per,
            melee: vec![NONE; n * per * n * 2],
            shots: vec![NONE; n * per * n * MAX_SHOTS as usize],
            con: Vec::with_capacity(n),
            picks: vec![NONE],
            denominator: BigUint::one(),
            harmful: false,
            ladder: Vec::new(),
            parry_first: Vec::new(),
        };
        match fight.system {
            System::Coc7 => t.coc7(fight, side_of)?,
            System::Classic(options) => t.classic(fight, side_of, &options)?,
        }
        for c in cs {
            let success = check_odds(c.con, Difficulty::Regular, Modifiers::NONE).success;
            let fail = BigRational::one() - &success;
            let id = t.push(Dist::new(vec![
                (Outcome { a: 1, b: 0 }, success),
                (Outcome { a: 0, b: 0 }, fail),
            ]));
            t.con.push(id);
        }
        for k in 1..=n as u32 {
            let each = BigRational::new(BigInt::one(), BigInt::from(k));
            let pairs = (0..k)
                .map(|i| (Outcome { a: i, b: 0 }, each.clone()))
                .collect();
            let id = t.push(Dist::new(pairs));
            t.picks.push(id);
        }
        t.finish();
        Ok(t)
    }

    /// 7th edition's exchanges (K3, K5, K9) and shots (K6).
    fn coc7(&mut self, fight: &Fight, side_of: &[usize]) -> Result<(), ForecastError> {
        let cs = &fight.combatants;
        let (n, per) = (self.n, self.per);
        let mut harms: HashMap<String, MeleeHarm> = HashMap::new();
        for (i, c) in cs.iter().enumerate() {
            let rules = |error| ForecastError::Rules {
                combatant: c.name.clone(),
                error,
            };
            for (k, a) in c.attacks.iter().enumerate() {
                let guns = match &a.gun {
                    Some(g) => {
                        let mut by_size = Vec::new();
                        for size in 1..=g.shots {
                            let firing = Firing {
                                value: a.skill,
                                blow: blow(a),
                                shots: size,
                                point_blank: g.point_blank,
                                target_dived: false,
                                range: g.range,
                                modifiers: Modifiers::NONE,
                                malfunction: g.malfunction,
                            };
                            by_size.push(shot_odds(&firing).map_err(rules)?);
                        }
                        Some(by_size)
                    }
                    None => None,
                };
                for (j, d) in cs.iter().enumerate() {
                    if side_of[j] == side_of[i] {
                        continue;
                    }
                    if let Some(by_size) = &guns {
                        for (s, odds) in by_size.iter().enumerate() {
                            let mut pairs = Vec::new();
                            let mut hit = BigRational::zero();
                            for (dmg, p) in &odds.damage {
                                pairs.push((
                                    Outcome {
                                        a: taken(*dmg, d, true),
                                        b: 0,
                                    },
                                    p.clone(),
                                ));
                                hit += p;
                            }
                            pairs.push((Outcome { a: 0, b: 1 }, odds.malfunction.clone()));
                            let miss = BigRational::one() - hit - &odds.malfunction;
                            pairs.push((Outcome { a: 0, b: 0 }, miss));
                            self.harmful |= pairs.iter().any(|(o, p)| o.a > 0 && !p.is_zero());
                            let id = self.push(Dist::new(pairs));
                            self.shots[((i * per + k) * n + j) * MAX_SHOTS as usize + s] = id;
                        }
                        continue;
                    }
                    for bonus in 0..2u32 {
                        let attacker = Attacker {
                            value: a.skill,
                            blow: blow(a),
                            modifiers: Modifiers::new(bonus, 0),
                        };
                        let dodge = Defender {
                            value: d.dodge,
                            response: Response::Dodge,
                            modifiers: Modifiers::NONE,
                        };
                        let back = Defender {
                            value: d.fighting,
                            response: Response::FightBack(fight_back_blow(d)),
                            modifiers: Modifiers::NONE,
                        };
                        let mut weigh =
                            |def: &Defender| -> Result<Vec<(Outcome, BigRational)>, ForecastError> {
                                let key = format!(
                                    "{}|{}|{}|{}|{}|{:?}",
                                    a.skill,
                                    bonus,
                                    attacker.blow.weapon,
                                    attacker.blow.db,
                                    attacker.blow.impaling,
                                    def
                                );
                                let harm = match harms.get(&key) {
                                    Some(h) => h.clone(),
                                    None => {
                                        let h = melee_harm(&attacker, def).map_err(rules)?;
                                        harms.insert(key, h.clone());
                                        h
                                    }
                                };
                                Ok(melee_outcomes(&harm, c, d))
                            };
                        let pairs = match d.defence {
                            Defence::Dodge => weigh(&dodge)?,
                            Defence::FightBack => weigh(&back)?,
                            Defence::Best => {
                                let by_dodge = weigh(&dodge)?;
                                let by_back = weigh(&back)?;
                                // K3: the answer with the better exact odds of not
                                // being hurt; fighting back on equal odds.
                                if hurt(&by_dodge) < hurt(&by_back) {
                                    by_dodge
                                } else {
                                    by_back
                                }
                            }
                        };
                        self.harmful |= pairs
                            .iter()
                            .any(|(o, p)| (o.a > 0 || o.b > 0) && !p.is_zero());
                        let id = self.push(Dist::new(pairs));
                        self.melee[((i * per + k) * n + j) * 2 + bonus as usize] = id;
                    }
                }
            }
        }
        Ok(())
    }

    /// Classic's exchanges (K2–K5) and shots, each defence at every step of K3's ladder.
    fn classic(
        &mut self,
        fight: &Fight,
        side_of: &[usize],
        options: &keeper_classic::Options,
    ) -> Result<(), ForecastError> {
        let cs = &fight.combatants;
        let (n, per) = (self.n, self.per);
        self.ladder = vec![NONE; n * per * n * 2 * LADDER as usize];
        self.parry_first = vec![false; n * per * n];
        for (i, c) in cs.iter().enumerate() {
            for (k, a) in c.attacks.iter().enumerate() {
                let db = classic::bonus(&a.bonus, c)?;
                let normal = classic::damage(a, db, false, c)?;
                let special = classic::damage(a, db, true, c)?;
                for (j, d) in cs.iter().enumerate() {
                    if side_of[j] == side_of[i] {
                        continue;
                    }
                    let at = (i * per + k) * n + j;
                    if a.gun.is_some() {
                        let pairs =
                            classic::shot(a, &normal, &special, options, |x| taken(x, d, true));
                        self.harmful |= pairs.iter().any(|(o, p)| o.a > 0 && !p.is_zero());
                        let id = self.push(Dist::new(pairs));
                        for s in 0..MAX_SHOTS as usize {
                            self.shots[at * MAX_SHOTS as usize + s] = id;
                        }
                        continue;
                    }
                    let mut first = [BigRational::zero(), BigRational::zero()];
                    for parries in [false, true] {
                        for earlier in 0..LADDER {
                            let pairs = classic::melee(
                                a,
                                &normal,
                                &special,
                                d,
                                parries,
                                earlier,
                                options,
                                |x| taken(x, d, false),
                            );
                            self.harmful |= pairs.iter().any(|(o, p)| o.a > 0 && !p.is_zero());
                            if earlier == 0 {
                                first[usize::from(parries)] = hurt(&pairs);
                            }
                            let id = self.push(Dist::new(pairs));
                            self.ladder[(at * 2 + usize::from(parries)) * LADDER as usize
                                + earlier as usize] = id;
                        }
                    }
                    // The round's first defence picks the kind (K3 allows no mixing):
                    // the better odds of not being hurt, a parry on equal odds.
                    self.parry_first[at] = first[1] <= first[0];
                }
            }
        }
        Ok(())
    }

    fn push(&mut self, d: Dist) -> u32 {
        self.dists.push(d);
        (self.dists.len() - 1) as u32
    }

    /// The common denominator and every weight over it.
    fn finish(&mut self) {
        let mut lcm = BigInt::one();
        for d in &self.dists {
            for p in &d.exact {
                lcm = lcm.lcm(p.denom());
            }
        }
        for d in &mut self.dists {
            d.weights = d
                .exact
                .iter()
                .map(|p| {
                    let w = (p * BigRational::from_integer(lcm.clone())).to_integer();
                    w.abs().to_biguint().unwrap_or_default()
                })
                .collect();
        }
        self.denominator = lcm.to_biguint().unwrap_or_default();
    }

    /// The exchange of `attacker`'s attack `k` on `defender` at `bonus` dice (K9).
    #[inline]
    pub(crate) fn melee(&self, attacker: usize, k: usize, defender: usize, bonus: u32) -> u32 {
        self.melee[((attacker * self.per + k) * self.n + defender) * 2 + bonus as usize]
    }

    /// Classic: the exchange of `attacker`'s attack `k` on `defender`, parried or
    /// dodged after `earlier` defences this round (K3).
    #[inline]
    pub(crate) fn classic_melee(
        &self,
        attacker: usize,
        k: usize,
        defender: usize,
        parries: bool,
        earlier: u32,
    ) -> u32 {
        let at = (attacker * self.per + k) * self.n + defender;
        self.ladder
            [(at * 2 + usize::from(parries)) * LADDER as usize + earlier.min(LADDER - 1) as usize]
    }

    /// Classic: whether a defender free to choose parries this attack (K3).
    pub(crate) fn parries_first(&self, attacker: usize, k: usize, defender: usize) -> bool {
        self.parry_first[(attacker * self.per + k) * self.n + defender]
    }

    /// One shot of `shooter`'s gun `k` at `target` in a volley of `size` (K6).
    #[inline]
    pub(crate) fn shot(&self, shooter: usize, k: usize, target: usize, size: u32) -> u32 {
        self.shots
            [((shooter * self.per + k) * self.n + target) * MAX_SHOTS as usize + size as usize - 1]
    }
}

/// A melee exchange's outcomes as each side takes them: the defender's harm through
/// its armour, the attacker's (from fighting back) through its own, and nobody's.
fn melee_outcomes(
    harm: &MeleeHarm,
    attacker: &Combatant,
    defender: &Combatant,
) -> Vec<(Outcome, BigRational)> {
    let mut pairs = Vec::new();
    let mut landed = BigRational::zero();
    for (dmg, p) in &harm.to_defender {
        pairs.push((
            Outcome {
                a: taken(*dmg, defender, false),
                b: 0,
            },
            p.clone(),
        ));
        landed += p;
    }
    for (dmg, p) in &harm.to_attacker {
        pairs.push((
            Outcome {
                a: 0,
                b: taken(*dmg, attacker, false),
            },
            p.clone(),
        ));
        landed += p;
    }
    pairs.push((Outcome { a: 0, b: 0 }, BigRational::one() - landed));
    pairs
}

/// P(the defender is hurt) of a melee exchange's outcomes.
fn hurt(pairs: &[(Outcome, BigRational)]) -> BigRational {
    pairs
        .iter()
        .filter(|(o, _)| o.a > 0)
        .map(|(_, p)| p.clone())
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_alias_table_draws_each_outcome_at_its_odds() {
        let p = [0.5, 0.25, 0.125, 0.125];
        let alias = Alias::new(&p);
        let mut counts = [0u64; 4];
        let steps = 1u64 << 16;
        for i in 0..steps {
            // Evenly spread draws: every column and every low-bit level alike.
            let r = i.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            counts[alias.sample(r)] += 1;
        }
        for (c, q) in counts.iter().zip(p) {
            let share = *c as f64 / steps as f64;
            assert!((share - q).abs() < 0.01, "{share} vs {q}");
        }
    }

    #[test]
    fn armour_and_half_damage_come_off_in_the_rules_order() {
        let ghoul = Combatant::new("ghoul", "ghouls", 65, 13, 65)
            .halves_firearms()
            .armour(1);
        // A shot of 7: half is 3 (rounded down), then 1 armour.
        assert_eq!(taken(7, &ghoul, true), 2);
        assert_eq!(taken(7, &ghoul, false), 6);
        assert_eq!(taken(1, &ghoul, false), 0);
    }
}
