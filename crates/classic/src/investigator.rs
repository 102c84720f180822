//! The investigator and the events that change it.
//!
//! An [`Investigator`] changes only by [`Investigator::apply`]ing [`Event`]s. Its
//! operations read it, roll what they must and return the events they caused without
//! changing anything; the caller applies them, and a table that stores the events can
//! replay the character exactly ([`Investigator::replay`]).

use std::collections::{BTreeMap, BTreeSet};

use keeper_dice::DiceSource;

use crate::character::{Characteristics, Converted, convert_to_7e};
use crate::check::{Check, Experience, experience};
use crate::dice;
use crate::error::Error;
use crate::health::{self, Condition, Treated, Treatment};
use crate::options::Options;
use crate::sanity::{Insanity, Loss, SanityRoll, SanityState, max_sanity, sanity_roll};

/// Something that happened to an investigator.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Event {
    /// Hit points lost (damage).
    HpLost {
        /// How many.
        amount: i64,
    },
    /// Hit points regained (never above the maximum).
    HpGained {
        /// How many.
        amount: i64,
    },
    /// Magic Points spent or drained.
    MpLost {
        /// How many.
        amount: i64,
    },
    /// Magic Points regained (never above POW).
    MpGained {
        /// How many.
        amount: i64,
    },
    /// Sanity lost.
    SanityLost {
        /// How many.
        amount: i64,
    },
    /// Sanity regained (never above 99 − Cthulhu Mythos, N1).
    SanityGained {
        /// How many.
        amount: i64,
    },
    /// A new game hour for the indefinite-insanity count (N5).
    HourStarted,
    /// An insanity began (N4–N6).
    Insane(Insanity),
    /// Luck spent (M3).
    LuckSpent {
        /// How many points.
        amount: i64,
    },
    /// The adventure ended: Luck is restored (M3).
    LuckRestored,
    /// The Keeper awarded an experience check in a skill (T6).
    CheckAwarded {
        /// The skill.
        skill: String,
    },
    /// A skill rose (T6); experience checks in it are used up.
    SkillImproved {
        /// The skill.
        skill: String,
        /// By how much (0 when the check gave nothing).
        amount: i64,
    },
}

/// One skill's experience roll: the skill's name and the roll (T6).
pub type SkillExperience = (String, Experience);

/// A classic investigator: characteristics, current values, skills and checks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Investigator {
    characteristics: Characteristics,
    hp: i64,
    mp: i64,
    san: i64,
    luck: i64,
    mythos: i64,
    skills: BTreeMap<String, i64>,
    checks: BTreeSet<String>,
    knocked_out_at: Option<i64>,
    hour_start_san: i64,
    lost_this_hour: i64,
    insanity: Vec<Insanity>,
}

impl Investigator {
    /// A new investigator with the values A2 derives, and `skills` (name → percent);
    /// Cthulhu Mythos is the skill named `"Cthulhu Mythos"`.
    pub fn new(characteristics: Characteristics, skills: BTreeMap<String, i64>) -> Investigator {
        let d = characteristics.derived();
        let mythos = skills.get("Cthulhu Mythos").copied().unwrap_or(0);
        Investigator {
            characteristics,
            hp: d.hp,
            mp: d.mp,
            san: d.san.min(max_sanity(mythos)),
            luck: d.luck,
            mythos,
            skills,
            checks: BTreeSet::new(),
            knocked_out_at: None,
            hour_start_san: d.san.min(max_sanity(mythos)),
            lost_this_hour: 0,
            insanity: Vec::new(),
        }
    }

    /// Applies `events` in order to a new investigator.
    pub fn replay(
        characteristics: Characteristics,
        skills: BTreeMap<String, i64>,
        events: &[Event],
    ) -> Investigator {
        let mut inv = Investigator::new(characteristics, skills);
        for e in events {
            inv.apply(e);
        }
        inv
    }

    /// The characteristics.
    pub fn characteristics(&self) -> &Characteristics {
        &self.characteristics
    }
    /// Current hit points.
    pub fn hp(&self) -> i64 {
        self.hp
    }
    /// Maximum hit points (A2).
    pub fn max_hp(&self) -> i64 {
        self.characteristics.derived().hp
    }
    /// Current Magic Points.
    pub fn mp(&self) -> i64 {
        self.mp
    }
    /// Current Sanity.
    pub fn san(&self) -> i64 {
        self.san
    }
    /// Maximum Sanity (N1).
    pub fn max_san(&self) -> i64 {
        max_sanity(self.mythos)
    }
    /// Current Luck.
    pub fn luck(&self) -> i64 {
        self.luck
    }
    /// The skills.
    pub fn skills(&self) -> &BTreeMap<String, i64> {
        &self.skills
    }
    /// Skills with an experience check.
    pub fn checks(&self) -> &BTreeSet<String> {
        &self.checks
    }
    /// The insanities so far.
    pub fn insanity(&self) -> &[Insanity] {
        &self.insanity
    }

    /// Conscious, unconscious or dying (H3): out at 0 MP until 1 MP is regained; out
    /// when reduced to 2 HP or fewer until 2 HP are regained from the lowest point;
    /// gravely hurt at 0 HP or fewer.
    pub fn condition(&self) -> Condition {
        health::condition(self.hp, self.mp, self.knocked_out_at)
    }

    /// Applies one event.
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::HpLost { amount } => {
                health::lose_hp(&mut self.hp, &mut self.knocked_out_at, *amount)
            }
            Event::HpGained { amount } => {
                let max = self.max_hp();
                health::gain_hp(&mut self.hp, &mut self.knocked_out_at, *amount, max)
            }
            Event::MpLost { amount } => self.mp = (self.mp - amount).max(0),
            Event::MpGained { amount } => {
                self.mp = (self.mp + amount).min(self.characteristics.pow.max(self.mp))
            }
            Event::SanityLost { amount } => {
                self.san = (self.san - amount).max(0);
                self.lost_this_hour += amount;
            }
            Event::SanityGained { amount } => {
                self.san = (self.san + amount).min(self.max_san().max(self.san))
            }
            Event::HourStarted => {
                self.hour_start_san = self.san;
                self.lost_this_hour = 0;
            }
            Event::Insane(kind) => self.insanity.push(*kind),
            Event::LuckSpent { amount } => self.luck = (self.luck - amount).max(0),
            Event::LuckRestored => self.luck = self.characteristics.derived().luck,
            Event::CheckAwarded { skill } => {
                self.checks.insert(skill.clone());
            }
            Event::SkillImproved { skill, amount } => {
                *self.skills.entry(skill.clone()).or_insert(0) += amount;
                self.checks.remove(skill);
                if skill == "Cthulhu Mythos" {
                    self.mythos += amount;
                    self.san = self.san.min(self.max_san());
                }
            }
        }
    }

    /// A Sanity roll (N2, N4–N6) and its events.
    pub fn sanity_roll(
        &self,
        loss: &Loss,
        dice: &mut dyn DiceSource,
    ) -> Result<(SanityRoll, Vec<Event>), Error> {
        let state = SanityState {
            san: self.san,
            int: self.characteristics.int,
            hour_start_san: self.hour_start_san,
            lost_this_hour: self.lost_this_hour,
        };
        let roll = sanity_roll(state, loss, dice)?;
        let mut events = Vec::new();
        if roll.lost > 0 {
            events.push(Event::SanityLost { amount: roll.lost });
        }
        events.extend(roll.insanity.iter().map(|i| Event::Insane(*i)));
        Ok((roll, events))
    }

    /// The end-of-adventure experience rolls (T6): one per skill with a check, in
    /// name order, each with its N3 Sanity when the skill passes 90%.
    pub fn experience(
        &self,
        dice: &mut dyn DiceSource,
    ) -> Result<(Vec<SkillExperience>, Vec<Event>), Error> {
        let mut rolls = Vec::new();
        let mut events = Vec::new();
        for skill in &self.checks {
            let value = self.skills.get(skill).copied().unwrap_or(0);
            let x = experience(value, dice)?;
            events.push(Event::SkillImproved {
                skill: skill.clone(),
                amount: i64::from(x.gain.unwrap_or(0)),
            });
            if let Some(s) = x.sanity {
                events.push(Event::SanityGained {
                    amount: i64::from(s),
                });
            }
            rolls.push((skill.clone(), x));
        }
        Ok((rolls, events))
    }

    /// Damage taken (K5–K7 give the amount): one [`Event::HpLost`], none for 0. Being
    /// reduced to 2 HP or fewer knocks the character out, 0 or fewer is dying (H3).
    pub fn take_damage(&self, amount: i64) -> Result<Vec<Event>, Error> {
        non_negative("amount", amount)?;
        Ok(gained_or_lost(amount, |amount| Event::HpLost { amount }))
    }

    /// First Aid or Medicine on this investigator (H1), at the healer's `skill`: the
    /// skill's d100, then 1D3 (a d6 read as a d3) on a success, regained as
    /// [`Event::HpGained`]. Medicine without equipment is refused. The healer's
    /// experience check, if the Keeper awards one, is an event of the healer's.
    pub fn treat(
        &self,
        kind: Treatment,
        skill: i64,
        equipment: bool,
        dice: &mut dyn DiceSource,
    ) -> Result<(Treated, Vec<Event>), Error> {
        let t = health::treat(kind, skill, equipment, dice)?;
        Ok((t, self.heal_events(i64::from(t.healed))))
    }

    /// A week of natural healing (H2): 1D3, and 2D3 more under medical care.
    pub fn natural_healing(
        &self,
        medical_care: bool,
        dice: &mut dyn DiceSource,
    ) -> Result<(u32, Vec<Event>), Error> {
        let healed = health::natural_healing(medical_care, dice)?;
        Ok((healed, self.heal_events(i64::from(healed))))
    }

    /// Healing by other means, a spell or a potion (H2): `amount` HP.
    pub fn heal(&self, amount: i64) -> Result<Vec<Event>, Error> {
        non_negative("amount", amount)?;
        Ok(self.heal_events(amount))
    }

    /// HP regained, never above the maximum: the event carries what is actually gained.
    fn heal_events(&self, amount: i64) -> Vec<Event> {
        let room = (self.max_hp() - self.hp).max(0);
        gained_or_lost(amount.min(room), |amount| Event::HpGained { amount })
    }

    /// Magic Points regained after `hours` of rest (M1): all after 24 hours, else
    /// ⌈POW / 4⌉ for each full 6 hours, never above POW.
    pub fn regenerate_mp(&self, hours: u32) -> Vec<Event> {
        let after = health::regenerate_mp(self.mp, self.characteristics.pow, hours);
        gained_or_lost(after - self.mp, |amount| Event::MpGained { amount })
    }

    /// [house] Meditation (M1): one hour, once per 6 hours (`hours_since` the last;
    /// `None`: never), +1D6 MP, never above POW. Returns the 1D6 and the events.
    pub fn meditate(
        &self,
        hours_since: Option<u32>,
        options: &Options,
        dice: &mut dyn DiceSource,
    ) -> Result<(u32, Vec<Event>), Error> {
        let (roll, after) = health::meditate(
            self.mp,
            self.characteristics.pow,
            hours_since,
            options,
            dice,
        )?;
        Ok((
            roll,
            gained_or_lost(after - self.mp, |amount| Event::MpGained { amount }),
        ))
    }

    /// Magic Points spent (a spell) or drained: refused when the investigator has fewer.
    /// Reaching 0 MP knocks the character out (H3).
    pub fn spend_mp(&self, amount: i64) -> Result<Vec<Event>, Error> {
        non_negative("amount", amount)?;
        if amount > self.mp {
            return Err(Error::NotEnough {
                what: "mp",
                have: self.mp,
                need: amount,
            });
        }
        Ok(gained_or_lost(amount, |amount| Event::MpLost { amount }))
    }

    /// [house] Spending 1 MP to re-roll the investigator's own failed d100 test (M2):
    /// the new roll stands, and the point is spent ([`Event::MpLost`]) whatever it
    /// gives. Refused for a success or with no MP; the last MP spent knocks the
    /// character out (H3).
    pub fn mp_reroll(
        &self,
        failed: &Check,
        options: &Options,
        dice: &mut dyn DiceSource,
    ) -> Result<(Check, Vec<Event>), Error> {
        let again = health::mp_reroll(failed, self.mp, options, dice)?;
        Ok((again, vec![Event::MpLost { amount: 1 }]))
    }

    /// [house] Luck spent on a roll already made (M3): the chance rises by `points`
    /// (`None`: the least that turns the roll into a success, 0 when nothing can), the
    /// special threshold does not; Luck falls by the points until the adventure ends
    /// ([`Investigator::end_adventure`]).
    pub fn spend_luck(
        &self,
        check: &Check,
        points: Option<i64>,
        options: &Options,
    ) -> Result<(Check, Vec<Event>), Error> {
        let points = points.unwrap_or_else(|| health::luck_needed(check).unwrap_or(0));
        let raised = health::spend_luck(check, points, self.luck, options)?;
        Ok((
            raised,
            gained_or_lost(points, |amount| Event::LuckSpent { amount }),
        ))
    }

    /// The end of an adventure: Luck restored (M3).
    pub fn end_adventure(&self) -> Vec<Event> {
        vec![Event::LuckRestored]
    }

    /// The Keeper awards an experience check in `skill` after a successful use (T6).
    pub fn award_check(&self, skill: &str) -> Vec<Event> {
        vec![Event::CheckAwarded {
            skill: skill.to_owned(),
        }]
    }

    /// A new game hour begins, for the indefinite-insanity count (N5).
    pub fn start_hour(&self) -> Vec<Event> {
        vec![Event::HourStarted]
    }

    /// Sanity lost without a roll, as for learning or casting a Mythos spell (N2):
    /// never more than the investigator has. Reaching 0 is permanent insanity (N6),
    /// and more than a fifth of the hour's starting Sanity within the hour is
    /// indefinite insanity (N5).
    pub fn lose_sanity(&self, amount: i64) -> Result<Vec<Event>, Error> {
        non_negative("amount", amount)?;
        let lost = amount.min(self.san.max(0));
        let mut events = gained_or_lost(lost, |amount| Event::SanityLost { amount });
        if lost > 0
            && crate::sanity::crosses_a_fifth(self.hour_start_san, self.lost_this_hour, lost)
        {
            events.push(Event::Insane(Insanity::Indefinite));
        }
        if lost > 0 && self.san - lost <= 0 {
            events.push(Event::Insane(Insanity::Permanent));
        }
        Ok(events)
    }

    /// A Sanity reward (N3: evil destroyed, something significant achieved): the
    /// Keeper's `roll` (dice notation, `"1D6"`, `"2D6"`), regained up to the maximum.
    /// Returns the total rolled and the events.
    pub fn sanity_reward(
        &self,
        roll: &str,
        dice: &mut dyn DiceSource,
    ) -> Result<(i64, Vec<Event>), Error> {
        let total = dice::roll(&dice::parse(roll)?, roll, dice)?.total.max(0);
        let room = (self.max_san() - self.san).max(0);
        Ok((
            total,
            gained_or_lost(total.min(room), |amount| Event::SanityGained { amount }),
        ))
    }

    /// This investigator in 7th edition (A3): characteristics × 5, Luck 3D6 × 5 (three
    /// d6 from `dice`), HP from the new CON and SIZ, current MP and Sanity carried
    /// over; the skills keep their percentages ([`Investigator::skills`]).
    pub fn convert_to_7e(&self, dice: &mut dyn DiceSource) -> Result<Converted, Error> {
        convert_to_7e(&self.characteristics, self.mp, self.san, dice)
    }
}

/// One event of `amount` made by `event`, or none when `amount` is 0 or less.
fn gained_or_lost(amount: i64, event: impl FnOnce(i64) -> Event) -> Vec<Event> {
    if amount > 0 {
        vec![event(amount)]
    } else {
        Vec::new()
    }
}

fn non_negative(what: &'static str, value: i64) -> Result<(), Error> {
    if value < 0 {
        return Err(Error::OutOfRange {
            what,
            value,
            min: 0,
            max: 1_000_000,
        });
    }
    Ok(())
}
