//! Combat (K1–K9): initiative, melee with fight back or dodge, weapons and their
//! damage, extreme damage, firearms, maneuvers and the outnumbered bonus.
//!
//! A melee exchange rolls the attacker's check, then the defender's, then the damage
//! dice: the winner's `weapon` then its damage bonus, or for extreme damage only the
//! impaling weapon's extra roll (the maxima take no dice).

use std::borrow::Cow;

use keeper_dice::odds::{Budget, distribution};
use keeper_dice::{DiceSource, Expression};

use crate::check::{
    Check, Difficulty, Modifiers, RollKind, SuccessLevel, Winner, check, tie_break_rolls,
};
use crate::error::Error;

/// A weapon: one of the quick-start table (K4), or one an investigator's sheet
/// describes (its own name, skill and numbers).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Weapon {
    /// The weapon's name on the wire (`small_knife`) and in text.
    pub name: Cow<'static, str>,
    /// Its damage dice.
    pub damage: Cow<'static, str>,
    /// Whether it impales (blades, bullets: K5).
    pub impaling: bool,
    /// Whether the damage bonus applies (melee only).
    pub adds_db: bool,
    /// Whether it is a firearm.
    pub firearm: bool,
    /// Whether it is thrown (half the damage bonus, `[7e]`); none of K4's is.
    pub thrown: bool,
    /// The skill it is used with (K1: Brawl covers unarmed and simple weapons, the one
    /// Fighting speciality the seeds name).
    pub skill: Cow<'static, str>,
    /// Attacks or shots in one round: a handgun up to 3 (K6), anything else 1.
    pub per_round: u32,
    /// Base range in yards (`None` for melee). The seeds give none (K6 names the base
    /// range, not its figure): `[7e]` the rulebook's.
    pub range: Option<u32>,
    /// Rounds it holds: `[7e]` the rulebook's.
    pub ammo: Option<u32>,
    /// Malfunction number: a Firearms roll this high or higher jams it (`[7e]`).
    pub malfunction: Option<u32>,
}

impl Weapon {
    /// Whether it is called `name` ([`same_weapon_name`]).
    pub fn is_named(&self, name: &str) -> bool {
        same_weapon_name(&self.name, name)
    }

    /// The part of the wielder's damage bonus `db` (`"+1D4"`, `"0"`, `"-1"`) this
    /// weapon adds (K4): all of it in melee, half for a thrown weapon (`[7e]`), none
    /// for a firearm. `"0"` when none.
    pub fn bonus(&self, db: &str) -> String {
        let db = db.trim();
        if self.firearm || !self.adds_db || db.is_empty() || db == "0" || db == "+0" {
            return "0".to_owned();
        }
        if self.thrown {
            half_db(db)
        } else {
            db.to_owned()
        }
    }

    /// Its damage as dice notation with the wielder's damage bonus `db` where K4 adds
    /// it ([`Weapon::bonus`]). `1D4` with `+1D4` is `1D4+1D4`.
    pub fn damage_with(&self, db: &str) -> String {
        let db = self.bonus(db);
        if db == "0" {
            return self.damage.to_string();
        }
        let signed = if db.starts_with(['+', '-']) {
            db
        } else {
            format!("+{db}")
        };
        format!("{}{signed}", self.damage)
    }
}

/// Half a damage bonus of C6's table (`+1D4` → `+1D2`, `+1D6` → `+1D3`, `+2D6` →
/// `+1D6`, `+3D6` → `+1D6+1D3`; `-1`, `-2` → `-1`), for a thrown weapon.
pub fn half_db(db: &str) -> String {
    let db = db.trim().to_ascii_uppercase();
    let (sign, body) = match db.strip_prefix('-') {
        Some(b) => ("-", b),
        None => ("+", db.strip_prefix('+').unwrap_or(&db)),
    };
    match body.split_once('D') {
        Some((n, sides)) => {
            let (Ok(n), Ok(sides)) = (n.parse::<u32>(), sides.parse::<u32>()) else {
                return db.clone();
            };
            let mut parts = Vec::new();
            if n / 2 > 0 {
                parts.push(format!("{}D{sides}", n / 2));
            }
            if n % 2 == 1 {
                parts.push(format!("1D{}", (sides / 2).max(1)));
            }
            if parts.is_empty() {
                return "0".to_owned();
            }
            format!("{sign}{}", parts.join(sign))
        }
        // A flat penalty rounds away from nothing: -1 and -2 are -1 thrown.
        None => match body.parse::<u32>() {
            Ok(0) | Err(_) => "0".to_owned(),
            Ok(n) => format!("{sign}{}", n.div_ceil(2)),
        },
    }
}

/// The weapons of K4. The shotgun's close-range damage is its own entry.
pub const WEAPONS: &[Weapon] = &[
    Weapon {
        name: Cow::Borrowed("unarmed"),
        damage: Cow::Borrowed("1D3"),
        impaling: false,
        adds_db: true,
        firearm: false,
        thrown: false,
        skill: Cow::Borrowed("Fighting (Brawl)"),
        per_round: 1,
        range: None,
        ammo: None,
        malfunction: None,
    },
    Weapon {
        name: Cow::Borrowed("small_knife"),
        damage: Cow::Borrowed("1D4"),
        impaling: true,
        adds_db: true,
        firearm: false,
        thrown: false,
        skill: Cow::Borrowed("Fighting (Brawl)"),
        per_round: 1,
        range: None,
        ammo: None,
        malfunction: None,
    },
    Weapon {
        name: Cow::Borrowed("machete"),
        damage: Cow::Borrowed("1D8"),
        impaling: true,
        adds_db: true,
        firearm: false,
        thrown: false,
        skill: Cow::Borrowed("Fighting (Brawl)"),
        per_round: 1,
        range: None,
        ammo: None,
        malfunction: None,
    },
    Weapon {
        name: Cow::Borrowed("small_club"),
        damage: Cow::Borrowed("1D6"),
        impaling: false,
        adds_db: true,
        firearm: false,
        thrown: false,
        skill: Cow::Borrowed("Fighting (Brawl)"),
        per_round: 1,
        range: None,
        ammo: None,
        malfunction: None,
    },
    Weapon {
        name: Cow::Borrowed("baseball_bat"),
        damage: Cow::Borrowed("1D8"),
        impaling: false,
        adds_db: true,
        firearm: false,
        thrown: false,
        skill: Cow::Borrowed("Fighting (Brawl)"),
        per_round: 1,
        range: None,
        ammo: None,
        malfunction: None,
    },
    Weapon {
        name: Cow::Borrowed("handgun"),
        damage: Cow::Borrowed("1D10"),
        impaling: true,
        adds_db: false,
        firearm: true,
        thrown: false,
        skill: Cow::Borrowed("Firearms (Handgun)"),
        per_round: 3,
        range: Some(15),
        ammo: Some(6),
        malfunction: Some(100),
    },
    Weapon {
        name: Cow::Borrowed("shotgun"),
        damage: Cow::Borrowed("2D6"),
        impaling: false,
        adds_db: false,
        firearm: true,
        thrown: false,
        skill: Cow::Borrowed("Firearms (Rifle/Shotgun)"),
        per_round: 1,
        range: Some(20),
        ammo: Some(2),
        malfunction: Some(100),
    },
    Weapon {
        name: Cow::Borrowed("shotgun_close"),
        damage: Cow::Borrowed("4D6"),
        impaling: false,
        adds_db: false,
        firearm: true,
        thrown: false,
        skill: Cow::Borrowed("Firearms (Rifle/Shotgun)"),
        per_round: 1,
        range: Some(10),
        ammo: Some(2),
        malfunction: Some(100),
    },
    Weapon {
        name: Cow::Borrowed("rifle"),
        damage: Cow::Borrowed("2D6+4"),
        impaling: true,
        adds_db: false,
        firearm: true,
        thrown: false,
        skill: Cow::Borrowed("Firearms (Rifle/Shotgun)"),
        per_round: 1,
        range: Some(110),
        ammo: Some(5),
        malfunction: Some(100),
    },
];

/// Whether two weapon names are one: case, spaces, hyphens and underscores aside
/// (`Small knife` is `small_knife`).
pub fn same_weapon_name(a: &str, b: &str) -> bool {
    let words = |s: &str| {
        s.split(|c: char| c.is_whitespace() || c == '-' || c == '_')
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect::<Vec<_>>()
    };
    words(a) == words(b)
}

/// The weapon of K4 called `name` (`small_knife`, `handgun`, …; spaces work too).
pub fn weapon(name: &str) -> Option<&'static Weapon> {
    WEAPONS.iter().find(|w| w.is_named(name))
}

/// How a blow deals damage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Blow {
    /// The weapon's damage expression.
    pub weapon: Expression,
    /// The damage bonus expression (`"0"` when none applies).
    pub db: Expression,
    /// Whether the weapon impales (K5).
    pub impaling: bool,
}

impl Blow {
    /// A blow of `weapon` with `db`.
    pub fn new(weapon: Expression, db: Expression, impaling: bool) -> Blow {
        Blow {
            weapon,
            db,
            impaling,
        }
    }

    /// The fight-back default (K3, spec): `1D3` and no damage bonus.
    pub fn unarmed() -> Blow {
        Blow::new(
            Expression::parse("1D3").expect("valid"),
            Expression::parse("0").expect("valid"),
            false,
        )
    }
}

/// Damage dealt by one blow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Damage {
    /// Points of damage, never below 0.
    pub amount: u32,
    /// Whether it was extreme damage (K5).
    pub extreme: bool,
}

/// Rolls the damage of `blow`: normal (`weapon` then `db`), or extreme (maximum of
/// both, plus one roll of the weapon when it impales: K5).
pub fn roll_damage<S: DiceSource + ?Sized>(
    blow: &Blow,
    extreme: bool,
    dice: &mut S,
) -> Result<Damage, Error> {
    let total = if extreme {
        let budget = Budget::default();
        let mut t =
            distribution(&blow.weapon, &budget)?.max() + distribution(&blow.db, &budget)?.max();
        if blow.impaling {
            t += blow.weapon.roll(dice)?.total();
        }
        t
    } else {
        blow.weapon.roll(dice)?.total() + blow.db.roll(dice)?.total()
    };
    Ok(Damage {
        amount: total.clamp(0, i64::from(u32::MAX)) as u32,
        extreme,
    })
}

/// How the defender answers a melee attack (K3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Response {
    /// Dodge: the attacker must get a strictly higher level to hit.
    Dodge,
    /// Fight back: the defender must get a strictly higher level to win, and then deals
    /// normal damage with this blow.
    FightBack(Blow),
}

/// The attacking side of a melee exchange.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attacker {
    /// Fighting skill.
    pub value: u32,
    /// The blow.
    pub blow: Blow,
    /// Bonus and penalty dice.
    pub modifiers: Modifiers,
}

/// The defending side of a melee exchange.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Defender {
    /// Dodge or Fighting skill.
    pub value: u32,
    /// Dodge or fight back.
    pub response: Response,
    /// Bonus and penalty dice.
    pub modifiers: Modifiers,
}

/// One melee exchange (K3, K5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Melee {
    /// The attacker's roll.
    pub attack: Check,
    /// The defender's roll.
    pub defence: Check,
    /// Who won: [`Winner::A`] the attacker, [`Winner::B`] the defender.
    pub winner: Winner,
    /// The damage dealt to the loser, if any.
    pub damage: Option<Damage>,
}

/// Who wins a melee exchange by levels (the spec's "Melee, precisely").
pub fn melee_winner(attack: SuccessLevel, defence: SuccessLevel, dodge: bool) -> Winner {
    if dodge {
        if attack.is_success() && attack > defence {
            Winner::A
        } else if defence.is_success() {
            Winner::B
        } else {
            Winner::None
        }
    } else if defence.is_success() && defence > attack {
        Winner::B
    } else if attack.is_success() {
        Winner::A
    } else {
        Winner::None
    }
}

/// The opposed rolls of a melee exchange or a maneuver (K3): the attack with
/// `modifiers`, then the defence, and who won by the response's rule.
fn exchange<S: DiceSource + ?Sized>(
    modifiers: Modifiers,
    value: u32,
    defender: &Defender,
    dice: &mut S,
) -> Result<(Check, Check, Winner), Error> {
    let attack = check(
        value,
        Difficulty::Regular,
        modifiers,
        RollKind::Combat,
        dice,
    )?;
    let defence = check(
        defender.value,
        Difficulty::Regular,
        defender.modifiers,
        RollKind::Combat,
        dice,
    )?;
    let dodge = matches!(defender.response, Response::Dodge);
    let winner = melee_winner(attack.level, defence.level, dodge);
    Ok((attack, defence, winner))
}

/// Rolls a melee exchange: attack, defence, then damage.
pub fn melee<S: DiceSource + ?Sized>(
    attacker: &Attacker,
    defender: &Defender,
    dice: &mut S,
) -> Result<Melee, Error> {
    let (attack, defence, winner) = exchange(attacker.modifiers, attacker.value, defender, dice)?;
    let damage = match (winner, &defender.response) {
        (Winner::A, _) => Some(roll_damage(
            &attacker.blow,
            attack.level >= SuccessLevel::Extreme,
            dice,
        )?),
        (Winner::B, Response::FightBack(blow)) => Some(roll_damage(blow, false, dice)?),
        _ => None,
    };
    Ok(Melee {
        attack,
        defence,
        winner,
        damage,
    })
}

/// The bonus die of an outnumbered defender (K9): once it has fought back or dodged
/// this round, every further melee attack on it gets one bonus die (not firearms).
pub fn outnumbered_bonus(already_defended: bool, firearm: bool) -> u32 {
    u32::from(already_defended && !firearm)
}

/// Who has already fought back or dodged this round (K9): the state behind the
/// outnumbered bonus. A table keeps one per combat, records every defence and starts a
/// new round with [`Round::new`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Round {
    defended: Vec<String>,
}

impl Round {
    /// A new round: nobody has defended yet.
    pub fn new() -> Round {
        Round::default()
    }

    /// Records that `who` fought back or dodged (a melee or maneuver defence).
    pub fn defended(&mut self, who: &str) {
        if !self.has_defended(who) {
            self.defended.push(who.to_owned());
        }
    }

    /// Whether `who` has fought back or dodged this round.
    pub fn has_defended(&self, who: &str) -> bool {
        self.defended.iter().any(|d| d == who)
    }

    /// The bonus dice of an attack on `target` (K9): one when the target has already
    /// defended this round and the attack is not a firearm's.
    pub fn attack_bonus(&self, target: &str, firearm: bool) -> u32 {
        outnumbered_bonus(self.has_defended(target), firearm)
    }
}

/// A maneuver (K8): disarm, knock down, grab and hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Maneuver {
    /// The maneuvering side's Fighting (Brawl) roll.
    pub attack: Check,
    /// The target's roll.
    pub defence: Check,
    /// Penalty dice from the Build difference (at most two).
    pub build_penalty: u32,
    /// Whether the maneuver worked.
    pub success: bool,
    /// Who won.
    pub winner: Winner,
    /// Damage a fighting-back target dealt, if it won.
    pub damage: Option<Damage>,
}

/// Rolls a maneuver (K8): `attacker` with its Build against `defender` with the
/// target's Build, opposed as in K3. The maneuvering side with the smaller Build takes
/// one penalty die per point of difference (at most two); a target 3 or more Build
/// larger cannot be maneuvered (an error, and no dice are rolled).
pub fn maneuver<S: DiceSource + ?Sized>(
    attacker: &Attacker,
    build: i32,
    defender: &Defender,
    target_build: i32,
    dice: &mut S,
) -> Result<Maneuver, Error> {
    if target_build - build >= 3 {
        return Err(Error::ManeuverImpossible {
            build,
            target: target_build,
        });
    }
    let build_penalty = (target_build - build).clamp(0, 2) as u32;
    let modifiers = attacker.modifiers.plus(Modifiers::new(0, build_penalty));
    let (attack, defence, winner) = exchange(modifiers, attacker.value, defender, dice)?;
    let damage = match (winner, &defender.response) {
        (Winner::B, Response::FightBack(blow)) => Some(roll_damage(blow, false, dice)?),
        _ => None,
    };
    Ok(Maneuver {
        attack,
        defence,
        build_penalty,
        success: winner == Winner::A,
        winner,
        damage,
    })
}

/// The range of a shot (K6, `[7e]`): it sets the difficulty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Range {
    /// Within the weapon's base range: Regular.
    #[default]
    Base,
    /// Up to twice the base range: Hard.
    Long,
    /// Up to four times the base range: Extreme.
    VeryLong,
}

impl Range {
    /// The difficulty of a shot at this range.
    pub fn difficulty(self) -> Difficulty {
        match self {
            Range::Base => Difficulty::Regular,
            Range::Long => Difficulty::Hard,
            Range::VeryLong => Difficulty::Extreme,
        }
    }

    /// `base`, `long`, `very_long`.
    pub fn from_name(name: &str) -> Option<Range> {
        match name {
            "base" => Some(Range::Base),
            "long" => Some(Range::Long),
            "very_long" => Some(Range::VeryLong),
            _ => None,
        }
    }
}

/// A round of firearm shots (K6, K7).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Firing {
    /// Firearms skill.
    pub value: u32,
    /// The weapon's damage (no damage bonus) and whether it impales.
    pub blow: Blow,
    /// Shots this round: 1, or 2–3 from a handgun, each then with a penalty die.
    pub shots: u32,
    /// Within DEX/5 feet: a bonus die.
    pub point_blank: bool,
    /// The target dived for cover and its Dodge succeeded: a penalty die (K7).
    pub target_dived: bool,
    /// The range band.
    pub range: Range,
    /// Other bonus and penalty dice.
    pub modifiers: Modifiers,
    /// The weapon's malfunction number (`[7e]`): a roll this high jams it.
    pub malfunction: Option<u32>,
}

/// One shot and its damage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shot {
    /// The Firearms roll.
    pub roll: Check,
    /// The damage on a hit.
    pub damage: Option<Damage>,
    /// The roll reached the malfunction number: the shot misses and the weapon jams
    /// (`[7e]`); no further shot is fired.
    pub malfunctioned: bool,
}

impl Firing {
    /// The bonus and penalty dice every shot of this round takes.
    pub fn modifiers(&self) -> Modifiers {
        let mut m = self.modifiers;
        if self.shots > 1 {
            m.penalty = m.penalty.saturating_add(1);
        }
        if self.point_blank {
            m.bonus = m.bonus.saturating_add(1);
        }
        if self.target_dived {
            m.penalty = m.penalty.saturating_add(1);
        }
        m
    }
}

/// The rounds left after firing `shots` from a weapon holding `ammo` (K6: every shot
/// is a round); more shots than rounds is [`Error::OutOfAmmo`], and nothing is fired.
pub fn spend_ammo(ammo: u32, shots: u32) -> Result<u32, Error> {
    ammo.checked_sub(shots)
        .ok_or(Error::OutOfAmmo { shots, ammo })
}

/// Most shots a handgun fires in one round (K6).
pub const MAX_SHOTS: u32 = 3;

/// Fires a round (K6): for each shot its roll, then its damage dice on a hit (extreme
/// damage on an extreme or critical success). A roll at or above the weapon's
/// malfunction number misses and jams it: no further shot is fired (`[7e]`).
pub fn fire<S: DiceSource + ?Sized>(firing: &Firing, dice: &mut S) -> Result<Vec<Shot>, Error> {
    let modifiers = firing.modifiers();
    let mut shots = Vec::new();
    for _ in 0..firing.shots.clamp(1, MAX_SHOTS) {
        let roll = check(
            firing.value,
            firing.range.difficulty(),
            modifiers,
            RollKind::Combat,
            dice,
        )?;
        let malfunctioned = firing.malfunction.is_some_and(|m| roll.total() >= m);
        let damage = if roll.success() && !malfunctioned {
            Some(roll_damage(
                &firing.blow,
                roll.level >= SuccessLevel::Extreme,
                dice,
            )?)
        } else {
            None
        };
        shots.push(Shot {
            roll,
            damage,
            malfunctioned,
        });
        if malfunctioned {
            break;
        }
    }
    Ok(shots)
}

/// A dive for cover against firearms (K7): the target's Dodge roll. Success gives the
/// shooter a penalty die; either way the diver loses their next attack.
pub fn dive_for_cover<S: DiceSource + ?Sized>(dodge: u32, dice: &mut S) -> Result<Check, Error> {
    check(
        dodge,
        Difficulty::Regular,
        Modifiers::NONE,
        RollKind::Combat,
        dice,
    )
}

/// One combatant in the initiative order (K2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Combatant {
    /// Who.
    pub name: String,
    /// DEX.
    pub dex: u32,
    /// The combat skill used for ties.
    pub combat_skill: u32,
    /// A readied firearm counts DEX + 50.
    pub readied_firearm: bool,
}

impl Combatant {
    /// The DEX that orders this combatant.
    pub fn initiative(&self) -> u32 {
        self.dex + if self.readied_firearm { 50 } else { 0 }
    }
}

/// The order of action (K2): highest DEX first (+50 with a readied firearm), then the
/// higher combat skill, then a roll: the tied combatants roll plain percentile dice in
/// their listed order, the lower going first, again while tied. Returns indices.
pub fn initiative<S: DiceSource + ?Sized>(
    combatants: &[Combatant],
    dice: &mut S,
) -> Result<Vec<usize>, Error> {
    let mut order: Vec<usize> = (0..combatants.len()).collect();
    let key = |i: usize| (combatants[i].initiative(), combatants[i].combat_skill);
    order.sort_by(|&x, &y| key(y).cmp(&key(x)).then(x.cmp(&y)));
    let mut out = Vec::with_capacity(order.len());
    let mut i = 0;
    while i < order.len() {
        let mut j = i + 1;
        while j < order.len() && key(order[j]) == key(order[i]) {
            j += 1;
        }
        let group = &order[i..j];
        if group.len() == 1 {
            out.push(group[0]);
        } else {
            out.extend(break_ties(group, dice)?);
        }
        i = j;
    }
    Ok(out)
}

fn break_ties<S: DiceSource + ?Sized>(group: &[usize], dice: &mut S) -> Result<Vec<usize>, Error> {
    if group.len() == 2 {
        let mut rounds = Vec::new();
        return Ok(match tie_break_rolls(dice, &mut rounds)? {
            Winner::B => vec![group[1], group[0]],
            _ => vec![group[0], group[1]],
        });
    }
    let mut rolled = Vec::with_capacity(group.len());
    for &c in group {
        rolled.push((keeper_dice::roll_percentile(dice, 0, 0)?.total, c));
    }
    rolled.sort();
    let mut out = Vec::new();
    let mut i = 0;
    while i < rolled.len() {
        let mut j = i + 1;
        while j < rolled.len() && rolled[j].0 == rolled[i].0 {
            j += 1;
        }
        let tied: Vec<usize> = rolled[i..j].iter().map(|r| r.1).collect();
        if tied.len() == 1 {
            out.push(tied[0]);
        } else {
            out.extend(break_ties(&tied, dice)?);
        }
        i = j;
    }
    Ok(out)
}
