//! Hit points, wounds and healing (H1–H8).
//!
//! [`Health`] changes only by applying [`Event`]s; each operation here reads it, rolls
//! what it must and returns the events it caused.

use keeper_dice::{DiceSource, Die, Expression};

use crate::check::{Check, Difficulty, Modifiers, RollKind, SuccessLevel, check};
use crate::error::{Error, NotAllowed};
use crate::investigator::Event;

/// Hit points and the conditions of wounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Health {
    /// Current HP.
    pub hp: u32,
    /// Maximum HP (C7).
    pub max_hp: u32,
    /// A major wound is open (H3).
    pub major_wound: bool,
    /// Unconscious (H2, H3).
    pub unconscious: bool,
    /// Dying: a CON roll at the end of every round or death (H4).
    pub dying: bool,
    /// First Aid stopped dying; Medicine is still needed (H4, H7).
    pub needs_medicine: bool,
    /// Dead (H4, H5).
    pub dead: bool,
    /// First Aid already succeeded on the current wound: it works once per wound (H7).
    /// A new hit opens a new wound and clears it.
    pub first_aid_given: bool,
}

impl Health {
    /// Full health at `max_hp`.
    pub fn new(max_hp: u32) -> Health {
        Health {
            hp: max_hp,
            max_hp,
            ..Health::default()
        }
    }

    /// Applies one event; applying never fails (HP stop at 0 and at the maximum). Damage
    /// brings its own conditions: a major wound, unconsciousness at 0 HP, dying at 0 HP
    /// with a major wound, death from one hit of maximum HP or more (H2–H5).
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::Damaged { amount } => {
                if self.dead || *amount == 0 {
                    return;
                }
                // The hit's conditions follow from the hit (H2–H5), so a sheet whose
                // events are bare damage derives them as `take_damage` does; the CON
                // roll of a major wound (H3) is a roll, and comes as its own event.
                let major = self.is_major(*amount);
                self.hp = self.hp.saturating_sub(*amount);
                self.first_aid_given = false;
                if *amount >= self.max_hp {
                    self.dead = true;
                    self.dying = false;
                    self.hp = 0;
                    return;
                }
                if major {
                    self.major_wound = true;
                }
                if self.hp == 0 {
                    self.unconscious = true;
                    if self.major_wound {
                        self.dying = true;
                    }
                }
            }
            Event::FirstAidGiven => self.first_aid_given = true,
            // The dead are dead (H4, H5): healing an event log brings nobody back.
            Event::Healed { .. } if self.dead => {}
            Event::Healed { amount } => {
                self.hp = self.hp.saturating_add(*amount).min(self.max_hp);
                if self.hp > 0 && !self.dying {
                    self.unconscious = false;
                }
            }
            Event::MajorWound => self.major_wound = true,
            Event::MajorWoundHealed => self.major_wound = false,
            Event::FellUnconscious => self.unconscious = true,
            Event::Dying => {
                self.dying = true;
                self.unconscious = true;
            }
            Event::Stabilized => {
                self.dying = false;
                self.needs_medicine = true;
            }
            Event::MedicineGiven => self.needs_medicine = false,
            Event::Died => {
                self.dead = true;
                self.dying = false;
                self.hp = 0;
            }
            _ => {}
        }
    }

    /// Why a roll of `kind` cannot be made in this state, if it cannot: the dead roll
    /// nothing (H4, H5); the unconscious and the dying act no more, so make no skill or
    /// combat roll, while a dying investigator's CON roll (a characteristic, H4), Luck
    /// and Sanity rolls are still made for them.
    pub fn refuses(&self, kind: RollKind) -> Option<OutOfAction> {
        if self.dead {
            return Some(OutOfAction::Dead);
        }
        if !matches!(kind, RollKind::Skill | RollKind::Combat) {
            return None;
        }
        if self.dying {
            Some(OutOfAction::Dying)
        } else if self.unconscious {
            Some(OutOfAction::Unconscious)
        } else {
            None
        }
    }

    /// Whether one hit of `amount` is a major wound (H3), compared exactly:
    /// 2 × damage ≥ maximum HP.
    pub fn is_major(&self, amount: u32) -> bool {
        amount > 0 && u64::from(amount) * 2 >= u64::from(self.max_hp)
    }
}

/// Why an investigator makes no roll (H2–H5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OutOfAction {
    /// Dead.
    Dead,
    /// Dying.
    Dying,
    /// Unconscious.
    Unconscious,
}

impl OutOfAction {
    /// `dead`, `dying`, `unconscious`.
    pub fn as_str(self) -> &'static str {
        match self {
            OutOfAction::Dead => "dead",
            OutOfAction::Dying => "dying",
            OutOfAction::Unconscious => "unconscious",
        }
    }
}

/// What a hit did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    /// The events, in order.
    pub events: Vec<Event>,
    /// The CON roll of a major wound that did not bring HP to 0 (H3).
    pub con_roll: Option<Check>,
}

/// One hit of `amount` damage (H1–H5): death when it is at least maximum HP (no CON
/// roll); a major wound when it is at least half; 0 HP is unconsciousness, and dying
/// with a major wound; a major wound that leaves HP above 0 asks a CON roll, failed →
/// unconscious.
pub fn take_damage<S: DiceSource + ?Sized>(
    health: &Health,
    amount: u32,
    con: u32,
    dice: &mut S,
) -> Result<Hit, Error> {
    if health.dead {
        return Err(Error::Dead);
    }
    let mut events = Vec::new();
    let mut con_roll = None;
    if amount == 0 {
        return Ok(Hit { events, con_roll });
    }
    events.push(Event::Damaged { amount });
    if amount >= health.max_hp {
        events.push(Event::Died);
        return Ok(Hit { events, con_roll });
    }
    let major = health.is_major(amount);
    if major {
        events.push(Event::MajorWound);
    }
    let hp = health.hp.saturating_sub(amount);
    if hp == 0 {
        if major || health.major_wound {
            if !health.dying {
                events.push(Event::Dying);
            }
        } else if !health.unconscious {
            events.push(Event::FellUnconscious);
        }
    } else if asks_con_roll(health, amount) {
        let roll = check(
            con,
            Difficulty::Regular,
            Modifiers::NONE,
            RollKind::Characteristic,
            dice,
        )?;
        if !roll.success() && !health.unconscious {
            events.push(Event::FellUnconscious);
        }
        con_roll = Some(roll);
    }
    Ok(Hit { events, con_roll })
}

/// Whether one hit of `amount` asks the CON roll of a major wound (H3): a major wound
/// that neither kills outright (H5, no roll) nor brings HP to 0 (H2, H4: unconscious
/// or dying without a roll). A failed roll knocks the victim out
/// ([`Event::FellUnconscious`]). [`take_damage`] rolls it; a forecast weighs both ways.
pub fn asks_con_roll(health: &Health, amount: u32) -> bool {
    !health.dead && amount < health.max_hp && health.is_major(amount) && health.hp > amount
}

/// The CON roll of a dying character at the end of a round (H4): failure is death.
pub fn dying_round<S: DiceSource + ?Sized>(
    health: &Health,
    con: u32,
    dice: &mut S,
) -> Result<(Check, Vec<Event>), Error> {
    if health.dead {
        return Err(Error::Dead);
    }
    let roll = check(
        con,
        Difficulty::Regular,
        Modifiers::NONE,
        RollKind::Characteristic,
        dice,
    )?;
    let events = if health.dying && !roll.success() {
        vec![Event::Died]
    } else {
        Vec::new()
    };
    Ok((roll, events))
}

/// Which treatment (H7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Treatment {
    /// First Aid: 1 HP, or on a dying character stops dying.
    FirstAid,
    /// Medicine: 1D3 HP, or after First Aid on a dying character allows the weekly
    /// healing roll.
    Medicine,
}

/// A treatment rolled with `skill` (H7), Medicine with its hour, equipment and supplies
/// at hand: [`treat_with`] with `equipped` true.
pub fn treat<S: DiceSource + ?Sized>(
    health: &Health,
    treatment: Treatment,
    skill: u32,
    dice: &mut S,
) -> Result<(Check, Vec<Event>), Error> {
    treat_with(health, treatment, skill, true, dice)
}

/// A treatment rolled with `skill` (H7). A dying character can only be helped by First
/// Aid; Medicine then opens the way to weekly healing. First Aid succeeds once per
/// wound: a successful one adds [`Event::FirstAidGiven`], and another is refused until
/// a new hit. Medicine takes at least an hour with the necessary equipment and supplies
/// (seed 000/002): `equipped` false refuses it. Refusals roll no dice.
pub fn treat_with<S: DiceSource + ?Sized>(
    health: &Health,
    treatment: Treatment,
    skill: u32,
    equipped: bool,
    dice: &mut S,
) -> Result<(Check, Vec<Event>), Error> {
    if health.dead {
        return Err(Error::Dead);
    }
    if treatment == Treatment::Medicine && health.dying {
        return Err(Error::CannotHeal {
            why: NotAllowed::Dying,
        });
    }
    if treatment == Treatment::Medicine && !equipped {
        return Err(Error::CannotHeal {
            why: NotAllowed::NoEquipment,
        });
    }
    if treatment == Treatment::FirstAid && health.first_aid_given {
        return Err(Error::CannotHeal {
            why: NotAllowed::FirstAidGiven,
        });
    }
    let roll = check(
        skill,
        Difficulty::Regular,
        Modifiers::NONE,
        RollKind::Skill,
        dice,
    )?;
    let mut events = Vec::new();
    if roll.success() {
        match treatment {
            Treatment::FirstAid if health.dying => {
                events.push(Event::Stabilized);
                events.push(Event::FirstAidGiven);
            }
            Treatment::FirstAid => {
                if health.hp < health.max_hp {
                    events.push(Event::Healed { amount: 1 });
                    events.push(Event::FirstAidGiven);
                }
            }
            Treatment::Medicine if health.needs_medicine => events.push(Event::MedicineGiven),
            Treatment::Medicine => {
                let amount = dice.face(Die::D(3))? as u32;
                events.push(Event::Healed { amount });
            }
        }
    }
    Ok((roll, events))
}

/// A day of natural healing without a major wound (H6): 1 HP.
pub fn heal_day(health: &Health) -> Result<Vec<Event>, Error> {
    natural_allowed(health)?;
    if health.major_wound {
        return Ok(Vec::new());
    }
    Ok(if health.hp < health.max_hp {
        vec![Event::Healed { amount: 1 }]
    } else {
        Vec::new()
    })
}

/// A week of natural healing (H6). With a major wound: a CON roll, success +1D3,
/// Extreme (or critical) +2D3 and the major wound ends; it ends too when HP reach half
/// of maximum or more. Without one: seven days of 1 HP.
pub fn heal_week<S: DiceSource + ?Sized>(
    health: &Health,
    con: u32,
    dice: &mut S,
) -> Result<(Option<Check>, Vec<Event>), Error> {
    natural_allowed(health)?;
    if !health.major_wound {
        let amount = 7.min(health.max_hp - health.hp.min(health.max_hp));
        return Ok((
            None,
            if amount > 0 {
                vec![Event::Healed { amount }]
            } else {
                Vec::new()
            },
        ));
    }
    let roll = check(
        con,
        Difficulty::Regular,
        Modifiers::NONE,
        RollKind::Characteristic,
        dice,
    )?;
    let mut events = Vec::new();
    let mut gained = 0;
    if roll.success() {
        let n = if roll.level >= SuccessLevel::Extreme {
            2
        } else {
            1
        };
        for _ in 0..n {
            gained += dice.face(Die::D(3))? as u32;
        }
        events.push(Event::Healed { amount: gained });
    }
    let hp = (health.hp + gained).min(health.max_hp);
    if roll.level >= SuccessLevel::Extreme || u64::from(hp) * 2 >= u64::from(health.max_hp) {
        events.push(Event::MajorWoundHealed);
    }
    Ok((Some(roll), events))
}

fn natural_allowed(health: &Health) -> Result<(), Error> {
    if health.dead {
        return Err(Error::Dead);
    }
    if health.dying {
        return Err(Error::CannotHeal {
            why: NotAllowed::Dying,
        });
    }
    if health.needs_medicine {
        return Err(Error::CannotHeal {
            why: NotAllowed::NeedsMedicine,
        });
    }
    Ok(())
}

/// The severities of other damage (H8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Severity {
    /// 1D3: a punch, mild acid, a fall onto soft ground.
    Minor,
    /// 1D6: a fall onto grass, a club, strong acid, fire.
    Moderate,
    /// 1D10: a .38 bullet, a fall onto concrete, an axe.
    Severe,
    /// 2D10: a car at 30 mph, strong poison.
    Deadly,
    /// 4D10: a car at high speed, lethal poison.
    Terminal,
    /// 8D10: hit by a train.
    Splat,
}

impl Severity {
    /// Every severity, least first.
    pub const ALL: [Severity; 6] = [
        Severity::Minor,
        Severity::Moderate,
        Severity::Severe,
        Severity::Deadly,
        Severity::Terminal,
        Severity::Splat,
    ];

    /// Its name (`minor` … `splat`).
    pub fn name(self) -> &'static str {
        match self {
            Severity::Minor => "minor",
            Severity::Moderate => "moderate",
            Severity::Severe => "severe",
            Severity::Deadly => "deadly",
            Severity::Terminal => "terminal",
            Severity::Splat => "splat",
        }
    }

    /// The damage dice of the severity.
    pub fn dice(self) -> &'static str {
        match self {
            Severity::Minor => "1D3",
            Severity::Moderate => "1D6",
            Severity::Severe => "1D10",
            Severity::Deadly => "2D10",
            Severity::Terminal => "4D10",
            Severity::Splat => "8D10",
        }
    }

    /// The severity named `name` (`minor` … `splat`).
    pub fn from_name(name: &str) -> Option<Severity> {
        Severity::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The damage expression.
    pub fn expression(self) -> Expression {
        Expression::parse(self.dice()).expect("valid")
    }
}
