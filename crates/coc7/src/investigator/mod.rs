//! Investigators: characteristics and derived values (C1–C8), creation with the
//! quick-start array or rolled characteristics (C2, S1–S6), and the events that change
//! an investigator.
//!
//! An [`Investigator`] changes only by [`Investigator::apply`]ing [`Event`]s. Every
//! operation (a Sanity roll, Luck spent, a wound, an improvement phase) reads the
//! investigator, rolls what it must and returns the events it caused without changing
//! anything; a table that stores the events can replay the investigator exactly.

mod characteristics;
mod creation;
mod events;
mod sheet;

pub use characteristics::{
    Characteristic, Characteristics, DamageBonus, damage_bonus, hit_points, magic_points, roll_luck,
};
pub use creation::{
    Created, CreationError, Draft, INTEREST_BONUS, Issue, IssueKind, Method, OCCUPATION_VALUES,
    QUICKSTART_ARRAY, Warning,
};
pub use events::{Event, magic_regained, sanity_events, spend_magic};
pub use sheet::{Details, Skill, base_sheet, set_skill};

use keeper_dice::DiceSource;

use crate::check::{Check, Improvement, LuckSpend, improvement_check, luck_recovery, spend_luck};
use crate::combat::Weapon;
use crate::error::Error;
use crate::health::{self, Health, Hit, Treatment};
use crate::sanity::{SanityLoss, SanityRoll, SanityState, max_sanity, sanity_roll};
use crate::skills::CreditBand;

/// The improvement checks of a phase: each ticked skill with its check, in sheet order.
pub type SkillImprovements = Vec<(String, Improvement)>;

/// The state of an investigator's mind (N2–N5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Mind {
    /// Temporarily insane for this many hours.
    pub temporary_hours: Option<u32>,
    /// Indefinitely insane (N5).
    pub indefinite: bool,
    /// Permanently insane: SAN 0 (N5).
    pub permanent: bool,
}

/// An investigator (C1–C8, S1–S7), changed only by events.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Investigator {
    name: String,
    occupation: Option<String>,
    characteristics: Characteristics,
    skills: Vec<Skill>,
    health: Health,
    san: u32,
    luck: u32,
    mp: u32,
    mind: Mind,
    day_start_san: u32,
    lost_today: u32,
    details: Details,
    /// The weapons the sheet carries besides Unarmed, which everyone has (K4).
    weapons: Vec<Weapon>,
}

impl Investigator {
    /// An investigator from a stored sheet: every value as given (a sheet that was
    /// created earlier, or imported). Skills are put in their S5 spelling where one
    /// exists and kept as given otherwise.
    #[allow(clippy::too_many_arguments)]
    pub fn from_parts(
        name: String,
        occupation: Option<String>,
        characteristics: Characteristics,
        skills: Vec<Skill>,
        health: Health,
        san: u32,
        luck: u32,
        mp: u32,
    ) -> Investigator {
        Investigator {
            name,
            occupation,
            characteristics,
            skills,
            health,
            san,
            luck,
            mp,
            mind: Mind::default(),
            day_start_san: san,
            lost_today: 0,
            details: Details::default(),
            weapons: Vec::new(),
        }
    }

    /// The same investigator with a stored state of mind and of the game day (N2–N5).
    pub fn with_state(mut self, mind: Mind, day_start_san: u32, lost_today: u32) -> Investigator {
        self.mind = mind;
        self.day_start_san = day_start_san;
        self.lost_today = lost_today;
        self
    }

    /// The name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The occupation, if named.
    pub fn occupation(&self) -> Option<&str> {
        self.occupation.as_deref()
    }

    /// The characteristics.
    pub fn characteristics(&self) -> &Characteristics {
        &self.characteristics
    }

    /// The skills, in sheet order.
    pub fn skills(&self) -> &[Skill] {
        &self.skills
    }

    /// The weapons the sheet carries (Unarmed, which everyone has, is not among them).
    pub fn weapons(&self) -> &[Weapon] {
        &self.weapons
    }

    /// The investigator carrying `weapons` (a stored sheet's list), one per name.
    pub fn with_weapons(mut self, weapons: Vec<Weapon>) -> Investigator {
        for w in weapons {
            self.apply(&Event::WeaponAdded { weapon: w });
        }
        self
    }

    /// A skill's value (0 when the sheet has no such skill).
    pub fn skill(&self, name: &str) -> u32 {
        self.skills
            .iter()
            .find(|s| s.name == name)
            .map(|s| s.value)
            .unwrap_or(0)
    }

    /// Hit points and wounds.
    pub fn health(&self) -> &Health {
        &self.health
    }

    /// Current Sanity.
    pub fn san(&self) -> u32 {
        self.san
    }

    /// Maximum Sanity: 99 − Cthulhu Mythos (C8).
    pub fn max_san(&self) -> u32 {
        max_sanity(self.skill("Cthulhu Mythos"))
    }

    /// Current Luck.
    pub fn luck(&self) -> u32 {
        self.luck
    }

    /// Current magic points.
    pub fn mp(&self) -> u32 {
        self.mp
    }

    /// Maximum magic points (C5).
    pub fn max_mp(&self) -> u32 {
        magic_points(self.characteristics.get(Characteristic::Pow))
    }

    /// Damage Bonus and Build (C6).
    pub fn damage_bonus(&self) -> DamageBonus {
        damage_bonus(
            self.characteristics.get(Characteristic::Str)
                + self.characteristics.get(Characteristic::Siz),
        )
    }

    /// The Credit Rating band (S6).
    pub fn credit_band(&self) -> CreditBand {
        CreditBand::of(self.skill("Credit Rating"))
    }

    /// The state of mind.
    pub fn mind(&self) -> &Mind {
        &self.mind
    }

    /// SAN at the start of the game day, and SAN lost since (N5).
    pub fn day(&self) -> (u32, u32) {
        (self.day_start_san, self.lost_today)
    }

    /// The sheet's free entries (S7).
    pub fn details(&self) -> &Details {
        &self.details
    }

    /// Sets the free entries (they are not rules state, so no event changes them).
    pub fn set_details(&mut self, details: Details) {
        self.details = details;
    }

    /// A Sanity roll with `loss` (N1–N5).
    pub fn sanity_roll<S: DiceSource + ?Sized>(
        &self,
        loss: &SanityLoss,
        dice: &mut S,
    ) -> Result<(SanityRoll, Vec<Event>), Error> {
        let state = SanityState {
            san: self.san,
            int: self.characteristics.get(Characteristic::Int),
            day_start_san: self.day_start_san,
            lost_today: self.lost_today,
        };
        let roll = sanity_roll(state, loss, dice)?;
        let events = sanity_events(&roll, self.mind.indefinite);
        Ok((roll, events))
    }

    /// Spends `points` of Luck on `roll` (R9).
    pub fn spend_luck(&self, roll: &Check, points: u32) -> Result<(LuckSpend, Vec<Event>), Error> {
        let spend = spend_luck(roll, points, self.luck)?;
        let events = if points > 0 {
            vec![Event::LuckSpent { amount: points }]
        } else {
            Vec::new()
        };
        Ok((spend, events))
    }

    /// Spends magic points (C5): with too few left, the rest comes off Hit Points.
    pub fn spend_magic(&self, points: u32) -> Vec<Event> {
        spend_magic(self.mp, points)
    }

    /// What `hours` of game time give back (C5: 1 magic point an hour).
    pub fn regain_magic(&self, hours: u32) -> Vec<Event> {
        magic_regained(self.mp, self.max_mp(), hours)
    }

    /// The tick a successful `roll` of `skill` earns (R10): once, not for Credit Rating
    /// or Cthulhu Mythos, not with a bonus die.
    pub fn tick(&self, skill: &str, roll: &Check) -> Vec<Event> {
        let eligible =
            roll.earns_tick_for(skill) && self.skills.iter().any(|s| s.name == skill && !s.ticked);
        if eligible {
            vec![Event::SkillTicked {
                skill: skill.to_owned(),
            }]
        } else {
            Vec::new()
        }
    }

    /// The improvement phase (R10): an improvement check for every ticked skill in
    /// sheet order, then the ticks cleared, then (when `luck_recovery` is on) the Luck
    /// recovery roll.
    pub fn improvement_phase<S: DiceSource + ?Sized>(
        &self,
        recover_luck: bool,
        dice: &mut S,
    ) -> Result<(SkillImprovements, Vec<Event>), Error> {
        let mut checks = Vec::new();
        let mut events = Vec::new();
        for s in self.skills.iter().filter(|s| s.ticked) {
            let imp = improvement_check(s.value, dice)?;
            if imp.improved {
                events.push(Event::SkillImproved {
                    skill: s.name.clone(),
                    amount: imp.gain,
                });
            }
            if imp.sanity > 0 {
                events.push(Event::SanityGained { amount: imp.sanity });
            }
            checks.push((s.name.clone(), imp));
        }
        events.push(Event::TicksCleared);
        if recover_luck {
            let (_, gain) = luck_recovery(self.luck, dice)?;
            if gain > 0 {
                events.push(Event::LuckGained { amount: gain });
            }
        }
        Ok((checks, events))
    }

    /// One hit of damage (H1–H5).
    pub fn take_damage<S: DiceSource + ?Sized>(
        &self,
        amount: u32,
        dice: &mut S,
    ) -> Result<Hit, Error> {
        health::take_damage(&self.health, amount, self.con(), dice)
    }

    /// First Aid or Medicine rolled by a helper with `skill` (H7).
    pub fn treat<S: DiceSource + ?Sized>(
        &self,
        treatment: Treatment,
        skill: u32,
        dice: &mut S,
    ) -> Result<(Check, Vec<Event>), Error> {
        health::treat(&self.health, treatment, skill, dice)
    }

    /// A week of natural healing (H6).
    pub fn heal_week<S: DiceSource + ?Sized>(
        &self,
        dice: &mut S,
    ) -> Result<(Option<Check>, Vec<Event>), Error> {
        health::heal_week(&self.health, self.con(), dice)
    }

    fn con(&self) -> u32 {
        self.characteristics.get(Characteristic::Con)
    }
}
