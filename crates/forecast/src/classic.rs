//! Classic Call of Cthulhu's exchanges, weighed by keeper-classic's own functions: the
//! attack and its defence by [`combat::exchange_odds`] (K2–K4, the −30% ladder of K3,
//! the DEX×5 roll of a bare-handed parry), and the damage of a hit by every roll
//! [`combat::damage`] can make ([`keeper_dice::explore`]): the weapon's dice twice for
//! a pointed weapon's special attack, the bonus once (K5, K6).

use keeper_classic::DamageBonus;
use keeper_classic::combat::{self, Defence, DefenceSpec, ExchangeOdds, Incoming, Weapon};
use keeper_classic::health::{self, Condition as Awake};
use keeper_dice::Expression;
use keeper_dice::explore::{ExploreBudget, explore};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

use crate::error::ForecastError;
use crate::model::{Attack, Combatant};
use crate::report::Condition;
use crate::tables::Outcome;

/// Defences earlier in the round the tables tell apart (K3): fifteen −30% steps take
/// any chance up to [`crate::MAX_CLASSIC_CHANCE`] to 0 or below, and from there every
/// further defence rolls alike.
pub(crate) const LADDER: u32 = 16;

/// A classic combatant's wounds: HP may fall below 0, and the lowest point since it was
/// last awake decides when it wakes (H3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Wound {
    pub(crate) hp: i64,
    pub(crate) lowest: Option<i64>,
}

impl Wound {
    pub(crate) fn new(hp: u32) -> Wound {
        Wound {
            hp: i64::from(hp),
            lowest: None,
        }
    }

    /// Awake: neither unconscious nor gravely hurt (H3). Magic Points are not spent in
    /// a fight here, so they never knock anyone out.
    pub(crate) fn standing(&self) -> bool {
        health::condition(self.hp, 1, self.lowest) == Awake::Conscious
    }

    /// One hit (H3): the rules' [`health::lose_hp`].
    pub(crate) fn hit(&mut self, amount: u32) {
        health::lose_hp(&mut self.hp, &mut self.lowest, i64::from(amount));
    }

    /// The forecast's condition: gravely hurt at 0 HP or fewer counts as dying (H3: it
    /// may die without care), knocked out as unconscious.
    pub(crate) fn condition(&self, start: u32) -> Condition {
        match health::condition(self.hp, 1, self.lowest) {
            Awake::Dying => Condition::Dying,
            Awake::Unconscious => Condition::Unconscious,
            Awake::Conscious if self.hp < i64::from(start) => Condition::Wounded,
            Awake::Conscious => Condition::Unhurt,
        }
    }
}

/// A damage bonus of K6's table read from its notation (`+1D4`, `-1D6`, `2D6`, `0`).
pub(crate) fn bonus(expr: &Expression, who: &Combatant) -> Result<DamageBonus, ForecastError> {
    let text = expr.to_string().to_ascii_uppercase().replace(' ', "");
    let bad = || ForecastError::Bonus {
        combatant: who.name.clone(),
        bonus: text.clone(),
    };
    if text == "0" || text == "+0" {
        return Ok(DamageBonus::NONE);
    }
    let (sign, body) = match text.strip_prefix('-') {
        Some(b) => (-1, b),
        None => (1, text.strip_prefix('+').unwrap_or(&text)),
    };
    let (n, sides) = body.split_once('D').ok_or_else(bad)?;
    let dice: u32 = n.parse().map_err(|_| bad())?;
    let sides: u32 = sides.parse().map_err(|_| bad())?;
    if dice == 0 || !matches!(sides, 4 | 6) {
        return Err(bad());
    }
    Ok(DamageBonus { sign, dice, sides })
}

/// The exact distribution of a hit's damage (K5, K6), from every roll of the rules'
/// [`combat::damage`].
pub(crate) fn damage(
    attack: &Attack,
    db: DamageBonus,
    special: bool,
    who: &Combatant,
) -> Result<Vec<(u32, BigRational)>, ForecastError> {
    let weapon = Weapon {
        damage: attack.damage.to_string(),
        pointed: attack.impaling,
        thrown: false,
    };
    let explored = explore(&ExploreBudget::default(), |dice| {
        combat::damage(&weapon, db, special, dice).map(|d| d.total)
    })
    .map_err(|_| ForecastError::Bonus {
        combatant: who.name.clone(),
        bonus: format!("{} {}", weapon.damage, db.notation()),
    })?;
    Ok(explored
        .outcomes()
        .iter()
        .map(|(t, p)| ((*t).clamp(0, i64::from(u32::MAX)) as u32, p.clone()))
        .collect())
}

/// The parry a combatant makes (K2): with its blow of the best chance that is no
/// firearm, as the tracker parries, bare-handed unless the blow is a weapon in hand;
/// without a blow, bare-handed at its Fighting.
fn parry(d: &Combatant, earlier: u32) -> DefenceSpec {
    let blow = d
        .attacks
        .iter()
        .filter(|a| a.gun.is_none())
        .max_by_key(|a| a.skill);
    DefenceSpec {
        kind: Defence::Parry,
        chance: i64::from(blow.map_or(d.fighting, |a| a.skill)),
        earlier,
        shield: false,
        bare_handed: !blow.is_some_and(|a| a.in_hand),
        dex: i64::from(d.dex),
    }
}

fn dodge(d: &Combatant, earlier: u32) -> DefenceSpec {
    DefenceSpec {
        kind: Defence::Dodge,
        chance: i64::from(d.dodge),
        earlier,
        shield: false,
        bare_handed: false,
        dex: i64::from(d.dex),
    }
}

/// The outcomes of an exchange with these odds: the defender's damage through its
/// armour (`taken`), or nothing.
fn outcomes(
    odds: ExchangeOdds,
    normal: &[(u32, BigRational)],
    special: &[(u32, BigRational)],
    taken: impl Fn(u32) -> u32,
) -> Vec<(Outcome, BigRational)> {
    let of = |n: u64| BigRational::new(BigInt::from(n), BigInt::from(ExchangeOdds::OF));
    let mut pairs = Vec::new();
    let mut landed = BigRational::zero();
    for (share, dist) in [
        (odds.hit - odds.special_hit, normal),
        (odds.special_hit, special),
    ] {
        let p = of(share);
        for (dmg, q) in dist {
            pairs.push((
                Outcome {
                    a: taken(*dmg),
                    b: 0,
                },
                &p * q,
            ));
        }
        landed += p;
    }
    pairs.push((Outcome { a: 0, b: 0 }, BigRational::one() - landed));
    pairs
}

/// A melee exchange: `attack` on `defender` met by a parry or a dodge after `earlier`
/// defences this round.
#[allow(clippy::too_many_arguments)] // One exchange's every number.
pub(crate) fn melee(
    attack: &Attack,
    normal: &[(u32, BigRational)],
    special: &[(u32, BigRational)],
    defender: &Combatant,
    parries: bool,
    earlier: u32,
    options: &keeper_classic::Options,
    taken: impl Fn(u32) -> u32,
) -> Vec<(Outcome, BigRational)> {
    let incoming = if attack.in_hand {
        Incoming::MeleeWeapon
    } else {
        Incoming::Unarmed
    };
    let spec = if parries {
        parry(defender, earlier)
    } else {
        dodge(defender, earlier)
    };
    let odds = combat::exchange_odds(i64::from(attack.skill), incoming, Some(spec), options);
    outcomes(odds, normal, special, taken)
}

/// A shot: nobody parries or dodges a firearm (the weapons' note).
pub(crate) fn shot(
    attack: &Attack,
    normal: &[(u32, BigRational)],
    special: &[(u32, BigRational)],
    options: &keeper_classic::Options,
    taken: impl Fn(u32) -> u32,
) -> Vec<(Outcome, BigRational)> {
    let odds = combat::exchange_odds(i64::from(attack.skill), Incoming::Missile, None, options);
    outcomes(odds, normal, special, taken)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expr(s: &str) -> Expression {
        Expression::parse(s).unwrap()
    }

    #[test]
    fn a_bonus_reads_as_k6_writes_it() {
        let who = Combatant::new("Ann", "us", 12, 12, 12);
        let db = |s: &str| bonus(&expr(s), &who);
        assert_eq!(db("0"), Ok(DamageBonus::NONE));
        assert_eq!(db("1D4").map(|b| b.notation()), Ok("+1D4".to_owned()));
        assert_eq!(db("-1D6").map(|b| b.notation()), Ok("-1D6".to_owned()));
        assert_eq!(db("2d6").map(|b| b.notation()), Ok("+2D6".to_owned()));
        assert!(db("1D8").is_err());
        assert!(db("3").is_err());
    }

    #[test]
    fn a_pointed_special_rolls_the_weapon_twice_and_the_bonus_once() {
        let who = Combatant::new("Ann", "us", 12, 12, 12);
        let knife = Attack::melee("Knife", 50, expr("1D4"), expr("0"), true);
        let db = DamageBonus {
            sign: 1,
            dice: 1,
            sides: 4,
        };
        let normal = damage(&knife, db, false, &who).unwrap();
        let special = damage(&knife, db, true, &who).unwrap();
        assert_eq!((normal[0].0, normal.last().unwrap().0), (2, 8));
        assert_eq!((special[0].0, special.last().unwrap().0), (3, 12));
        assert_eq!(special[0].1, BigRational::new(1.into(), 64.into()));
    }

    #[test]
    fn two_hp_or_fewer_knocks_out_and_zero_is_grave() {
        let mut w = Wound::new(10);
        assert!(w.standing());
        w.hit(8);
        assert_eq!(
            (w.standing(), w.condition(10)),
            (false, Condition::Unconscious)
        );
        w.hit(3);
        assert_eq!(w.condition(10), Condition::Dying);
    }
}
