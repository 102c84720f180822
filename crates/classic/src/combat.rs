//! Combat (K1–K8): order of action, defences and their −30% ladder, blocking,
//! impaling, damage, Brawl and several attacks.

use keeper_dice::DiceSource;

use crate::character::DamageBonus;
use crate::check::{Check, Level, Target, roll_check};
use crate::dice::{self, sum};
use crate::error::Error;
use crate::options::{HouseRule, Options};

/// The order of action (K1): indices into `dex`, highest DEX first; equal DEX keep
/// the order given.
pub fn order_of_action(dex: &[i64]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..dex.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(dex[i]));
    order
}

/// A defence against an attack (K2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Defence {
    /// A parry with a weapon in hand, at that weapon's attack chance (or bare-handed).
    Parry,
    /// A Dodge.
    Dodge,
}

/// The defences of one character in one round (K3): the first at full chance, each
/// further one at a cumulative −30%; Parry and Dodge both only in a round of nothing
/// but defence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DefenceRound {
    /// Defences made so far this round.
    pub made: u32,
    /// Whether a parry was made.
    pub parried: bool,
    /// Whether a dodge was made.
    pub dodged: bool,
    /// Whether the character does nothing but defend this round.
    pub all_out: bool,
}

impl DefenceRound {
    /// The penalty of the next defence: 0, −30, −60, …
    pub fn next_penalty(&self) -> i64 {
        -30 * i64::from(self.made)
    }

    /// Records a defence of `kind`, returning its penalty (K3).
    pub fn defend(&mut self, kind: Defence) -> Result<i64, Error> {
        let mixes = match kind {
            Defence::Parry => self.dodged,
            Defence::Dodge => self.parried,
        };
        if mixes && !self.all_out {
            return Err(Error::ParryAndDodge);
        }
        let penalty = self.next_penalty();
        self.made += 1;
        match kind {
            Defence::Parry => self.parried = true,
            Defence::Dodge => self.dodged = true,
        }
        Ok(penalty)
    }
}

/// What is coming at the defender (K2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Incoming {
    /// A melee attack with a weapon: parried only with a weapon, or bare-handed with a
    /// DEX×5 roll to avoid harm.
    MeleeWeapon,
    /// An unarmed melee attack.
    Unarmed,
    /// A missile: parried only with a special result, unless with a shield.
    Missile,
}

/// Whether a successful defence at `defence` stops an attack that reached `attack`.
/// Without advanced blocking any successful defence stops any attack; with it (K4) an
/// ordinary success is stopped by any success, a special only by a special or better,
/// an attacker's 01 only by a defender's 01. It applies to Parry and Dodge alike.
pub fn blocks(attack: Level, defence: Level, options: &Options) -> bool {
    if !defence.is_success() {
        return false;
    }
    if !options.advanced_blocking {
        return true;
    }
    match attack {
        Level::Critical => defence == Level::Critical,
        Level::Special => defence.is_special(),
        _ => true,
    }
}

/// A weapon's damage (K5, K6).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Weapon {
    /// The weapon's damage as dice notation (`"1D6"`, `"1D8+1"`).
    pub damage: String,
    /// A pointed (impaling) weapon: a special attack rolls its damage twice (K5).
    pub pointed: bool,
    /// A thrown object: half the damage bonus (K6).
    pub thrown: bool,
}

/// Damage rolled (K5, K6, K7).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Damage {
    /// Each roll of the weapon's damage: two when impaling.
    pub weapon: Vec<i64>,
    /// The damage bonus rolled (negative for a penalty; 0 when none).
    pub bonus: i64,
    /// Whether the attack impaled (K5).
    pub impaled: bool,
    /// The total, never below 0.
    pub total: i64,
}

/// Rolls a weapon's damage (K5, K6): the weapon's expression (twice when `special`
/// and the weapon is pointed: the whole expression is rolled twice, the bonus once),
/// then the damage bonus (halved for a thrown object). A blunt weapon's special does
/// normal damage. Every d3 is read from a d6 (D2).
pub fn damage(
    weapon: &Weapon,
    db: DamageBonus,
    special: bool,
    dice: &mut dyn DiceSource,
) -> Result<Damage, Error> {
    let expr = dice::parse(&weapon.damage)?;
    let impaled = special && weapon.pointed;
    let mut rolls = vec![dice::roll(&expr, &weapon.damage, dice)?.total];
    if impaled {
        rolls.push(dice::roll(&expr, &weapon.damage, dice)?.total);
    }
    let bonus = if weapon.thrown {
        let half = db.halved();
        let mut b = i64::from(sum(dice, half.d6, 6)?);
        if let Some(h) = half.half_die {
            b += i64::from(sum(dice, 1, h)?);
        }
        b * half.sign
    } else {
        i64::from(sum(dice, db.dice, db.sides)?) * db.sign
    };
    let total = (rolls.iter().sum::<i64>() + bonus).max(0);
    Ok(Damage {
        weapon: rolls,
        bonus,
        impaled,
        total,
    })
}

/// An unarmed attack (K7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unarmed {
    /// [house] Any unarmed attack: 1D6 + damage bonus.
    Brawl,
    /// Fist Punch, 1D3 (classic CoC).
    Fist,
    /// Head Butt, 1D4.
    HeadButt,
    /// Kick, 1D6.
    Kick,
}

impl Unarmed {
    /// The attack's damage before the bonus. With the Brawl house rule, Fist, Head
    /// Butt and Kick do not exist ([`Error::ReplacedByBrawl`]); without it, Brawl does
    /// not ([`Error::HouseRuleOff`]).
    pub fn damage(self, options: &Options) -> Result<&'static str, Error> {
        match (self, options.brawl) {
            (Unarmed::Brawl, true) => Ok("1D6"),
            (Unarmed::Brawl, false) => Err(Error::HouseRuleOff(HouseRule::Brawl)),
            (_, true) => Err(Error::ReplacedByBrawl),
            (Unarmed::Fist, false) => Ok("1D3"),
            (Unarmed::HeadButt, false) => Ok("1D4"),
            (Unarmed::Kick, false) => Ok("1D6"),
        }
    }
}

/// A character's attacks in one round (K8).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct AttackRound {
    /// The attack types or weapons used so far, in order.
    pub used: Vec<String>,
}

impl AttackRound {
    /// The chance of the next attack with `kind` at `base`: full for the first,
    /// −30% cumulative for each later one (K8). Refused when the house rule is off
    /// and this is a second attack, when the chance has reached 0, or when `kind` is
    /// the kind of the attack just made.
    pub fn next_chance(&self, kind: &str, base: i64, options: &Options) -> Result<i64, Error> {
        let n = self.used.len() as i64;
        if n > 0 && !options.several_attacks {
            return Err(Error::OneAttackOnly);
        }
        if self
            .used
            .last()
            .is_some_and(|k| k.eq_ignore_ascii_case(kind))
        {
            return Err(Error::SameAttackTwice);
        }
        let chance = base - 30 * n;
        if chance <= 0 {
            return Err(Error::NoChanceLeft);
        }
        Ok(chance)
    }

    /// Records an attack with `kind`, returning its chance.
    pub fn attack(&mut self, kind: &str, base: i64, options: &Options) -> Result<i64, Error> {
        let chance = self.next_chance(kind, base, options)?;
        self.used.push(kind.to_owned());
        Ok(chance)
    }
}

/// The defender's side of an exchange.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DefenceSpec {
    /// Parry or Dodge.
    pub kind: Defence,
    /// The defence's full chance (the weapon's attack chance for a parry).
    pub chance: i64,
    /// Defences already made this round (each −30%, K3).
    pub earlier: u32,
    /// A parry with a shield (can stop missiles on any success).
    pub shield: bool,
    /// A parry with bare hands.
    pub bare_handed: bool,
    /// The defender's DEX, for the DEX×5 roll of a bare-handed parry.
    pub dex: i64,
}

impl DefenceSpec {
    /// A bare-handed parry of a weapon in hand needs a DEX×5 roll to avoid harm (K2).
    pub fn needs_dex_roll(&self, incoming: Incoming) -> bool {
        self.kind == Defence::Parry && self.bare_handed && incoming == Incoming::MeleeWeapon
    }
}

/// Whether a defence at `defence` stops an attack at `attack` before any DEX roll:
/// [`blocks`], and a missile parried only by a special result unless with a shield (K2).
fn defence_stops(
    attack: Level,
    defence: Level,
    incoming: Incoming,
    d: &DefenceSpec,
    options: &Options,
) -> bool {
    let missile_parried = d.kind == Defence::Parry && incoming == Incoming::Missile;
    blocks(attack, defence, options) && (!missile_parried || d.shield || defence.is_special())
}

/// One attack and its defence, resolved.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Exchange {
    /// The attack roll.
    pub attack: Check,
    /// The defence roll (rolled only when the attack succeeded and there is a defence).
    pub defence: Option<Check>,
    /// The DEX×5 roll of a bare-handed parry against a melee weapon (K2).
    pub dex_roll: Option<Check>,
    /// Whether the defence stopped the attack.
    pub stopped: bool,
    /// The damage of a hit.
    pub damage: Option<Damage>,
}

impl Exchange {
    /// Whether the attack hit.
    pub fn hit(&self) -> bool {
        self.damage.is_some()
    }
}

/// The exact odds of one attack met by `defence` (K2–K4), as counts of the
/// 100 × 100 × 100 equally likely attack, defence and DEX×5 rolls of [`attack`]: every
/// way the exchange can go is counted once, whatever dice it does not need.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ExchangeOdds {
    /// The blow lands.
    pub hit: u64,
    /// The attack succeeded and the defence stopped it.
    pub stopped: u64,
    /// The attack failed.
    pub missed: u64,
    /// The blow lands with a special (or critical) attack, so a pointed weapon impales
    /// (K5): part of `hit`. A forecast of the damage needs the two kinds of hit apart.
    pub special_hit: u64,
}

impl ExchangeOdds {
    /// What every count is out of: 100³.
    pub const OF: u64 = 1_000_000;
}

/// The exact odds of [`attack`] with the same chance, incoming attack, defence and
/// options, before any die is rolled.
pub fn exchange_odds(
    chance: i64,
    incoming: Incoming,
    defence: Option<DefenceSpec>,
    options: &Options,
) -> ExchangeOdds {
    const EACH: u64 = 10_000;
    let attack = Target::new(chance);
    let mut odds = ExchangeOdds {
        hit: 0,
        stopped: 0,
        missed: 0,
        special_hit: 0,
    };
    for a in 1..=100 {
        let level = attack.level(a);
        if !level.is_success() {
            odds.missed += EACH;
            continue;
        }
        let special = level.is_special();
        let Some(d) = defence else {
            odds.hit += EACH;
            odds.special_hit += if special { EACH } else { 0 };
            continue;
        };
        let target = Target::new(d.chance - 30 * i64::from(d.earlier));
        for r in 1..=100 {
            let stopped = defence_stops(level, target.level(r), incoming, &d, options);
            let stops = if stopped && d.needs_dex_roll(incoming) {
                u64::from(Target::new(d.dex * 5).successes())
            } else if stopped {
                100
            } else {
                0
            };
            odds.stopped += stops;
            odds.hit += 100 - stops;
            if special {
                odds.special_hit += 100 - stops;
            }
        }
    }
    odds
}

/// Resolves one attack (K2–K6). Dice, in order: the attack's d100; the defence's d100
/// when the attack succeeded and there is a defence; a DEX×5 d100 after a successful
/// bare-handed parry against a melee weapon; then the damage (weapon, a second weapon
/// roll when impaling, the bonus).
///
/// A missile is parried only by a special result unless with a shield (K2). A
/// bare-handed parry of a melee weapon whose DEX×5 roll fails does not protect: the
/// blow lands (the project's reading of "to avoid harm").
pub fn attack(
    chance: i64,
    weapon: &Weapon,
    db: DamageBonus,
    incoming: Incoming,
    defence: Option<DefenceSpec>,
    options: &Options,
    dice: &mut dyn DiceSource,
) -> Result<Exchange, Error> {
    let attack = roll_check(Target::new(chance), dice)?;
    let mut out = Exchange {
        attack,
        defence: None,
        dex_roll: None,
        stopped: false,
        damage: None,
    };
    if !attack.success() {
        return Ok(out);
    }
    if let Some(d) = defence {
        let full = d.chance;
        let target = Target::new(full - 30 * i64::from(d.earlier));
        let check = roll_check(target, dice)?;
        out.defence = Some(check);
        let mut stopped = defence_stops(attack.level, check.level, incoming, &d, options);
        if stopped && d.needs_dex_roll(incoming) {
            let dex = roll_check(Target::new(d.dex * 5), dice)?;
            out.dex_roll = Some(dex);
            stopped = dex.success();
        }
        out.stopped = stopped;
    }
    if !out.stopped {
        out.damage = Some(damage(weapon, db, attack.level.is_special(), dice)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use keeper_dice::SuppliedDice;

    #[test]
    fn special_hits_are_the_hits_that_impale() {
        // Every attack and defence face, each 1/10,000: the impaling hits [`attack`]
        // deals are exchange_odds' special hits (a pointed knife, K5).
        let knife = Weapon {
            damage: "1D4".into(),
            pointed: true,
            thrown: false,
        };
        let parry = DefenceSpec {
            kind: Defence::Parry,
            chance: 45,
            earlier: 1,
            shield: false,
            bare_handed: false,
            dex: 12,
        };
        for (defence, options) in [
            (Some(parry), Options::forum()),
            (Some(parry), Options::plain()),
            (None, Options::forum()),
        ] {
            let odds = exchange_odds(60, Incoming::MeleeWeapon, defence, &options);
            let mut impaled = 0;
            // Without a defence no defence die is rolled: each attack face is 1/100.
            let (defence_faces, weight) = match defence {
                Some(_) => (1..=100, 1),
                None => (1..=1, 100),
            };
            for a in 1..=100 {
                for d in defence_faces.clone() {
                    let faces: Vec<i64> = match defence {
                        Some(_) => vec![a, d, 1, 1],
                        None => vec![a, 1, 1],
                    };
                    let out = attack(
                        60,
                        &knife,
                        DamageBonus::NONE,
                        Incoming::MeleeWeapon,
                        defence,
                        &options,
                        &mut SuppliedDice::new(faces),
                    )
                    .unwrap();
                    impaled += weight * u64::from(out.damage.is_some_and(|d| d.impaled));
                }
            }
            assert_eq!(odds.special_hit, impaled * 100, "{defence:?}");
            assert!(odds.special_hit <= odds.hit);
        }
    }
}
