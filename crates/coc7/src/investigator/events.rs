//! The [`Event`]s that change an investigator, the events some operations cause, and
//! [`Investigator::apply`]ing them.

use super::{Investigator, Skill};
use crate::combat::Weapon;
use crate::sanity::{Bout, MANIAS_HEADING, PHOBIAS_HEADING, SanityRoll};

/// Something that happened to an investigator.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Event {
    /// Hit points lost (H1).
    Damaged {
        /// The damage of the hit.
        amount: u32,
    },
    /// Hit points regained (H6, H7).
    Healed {
        /// How many.
        amount: u32,
    },
    /// A major wound (H3).
    MajorWound,
    /// The major wound healed (H6).
    MajorWoundHealed,
    /// Fell unconscious (H2, H3).
    FellUnconscious,
    /// Dying (H4).
    Dying,
    /// First Aid stopped dying; Medicine is needed (H4, H7).
    Stabilized,
    /// Medicine after First Aid: weekly healing may start (H7).
    MedicineGiven,
    /// First Aid succeeded on the current wound: not again until a new hit (H7).
    FirstAidGiven,
    /// The Keeper added a phobia during temporary insanity (N3).
    PhobiaGained {
        /// The phobia, e.g. "fear of the dark".
        text: String,
    },
    /// The Keeper added a mania during temporary insanity (N3).
    ManiaGained {
        /// The mania, e.g. "kleptomania".
        text: String,
    },
    /// The Keeper changed a backstory entry during temporary insanity (N3).
    BackstoryChanged {
        /// The entry's heading.
        heading: String,
        /// Its new text.
        text: String,
    },
    /// Dead (H4, H5).
    Died,
    /// Sanity lost (N1, N4).
    SanityLost {
        /// Points lost.
        amount: u32,
    },
    /// Sanity regained (N4, R10).
    SanityGained {
        /// Points gained (never above the maximum).
        amount: u32,
    },
    /// A bout of temporary insanity (N2).
    TemporaryInsanity {
        /// 1D10 hours.
        hours: u32,
    },
    /// The Keeper takes over the next action (N2).
    InvoluntaryAction,
    /// Indefinite insanity (N5).
    IndefiniteInsanity,
    /// Permanent insanity (N5).
    PermanentInsanity,
    /// Temporary and indefinite insanity ended.
    InsanityEnded,
    /// A new game day: the day's Sanity losses start again at 0 (N5).
    DayStarted,
    /// The Keeper sets the day's Sanity losses (N5): a loss that belongs to another
    /// day, or one the count missed, is corrected without touching Sanity.
    DayLossesSet {
        /// The day's losses from now on.
        amount: u32,
    },
    /// Luck spent (R9).
    LuckSpent {
        /// Points.
        amount: u32,
    },
    /// Luck regained (R10).
    LuckGained {
        /// Points.
        amount: u32,
    },
    /// Magic points spent (C5).
    MagicSpent {
        /// Points.
        amount: u32,
    },
    /// Magic points regained (C5: 1 per hour).
    MagicRegained {
        /// Points.
        amount: u32,
    },
    /// A skill ticked for improvement (R10).
    SkillTicked {
        /// The skill.
        skill: String,
    },
    /// A skill improved (R10).
    SkillImproved {
        /// The skill.
        skill: String,
        /// The 1D10 gained.
        amount: u32,
    },
    /// Every tick cleared after the improvement phase (R10).
    TicksCleared,
    /// A weapon the investigator now carries (K4's numbers, or its own); one of the
    /// same name is replaced.
    WeaponAdded {
        /// The weapon.
        weapon: Weapon,
    },
    /// A weapon the investigator no longer carries.
    WeaponRemoved {
        /// Its name.
        name: String,
    },
}

impl Event {
    /// The event's name on the wire (`damaged`, `sanity_lost`, …).
    pub fn name(&self) -> &'static str {
        match self {
            Event::Damaged { .. } => "damaged",
            Event::Healed { .. } => "healed",
            Event::MajorWound => "major_wound",
            Event::MajorWoundHealed => "major_wound_healed",
            Event::FellUnconscious => "fell_unconscious",
            Event::Dying => "dying",
            Event::Stabilized => "stabilized",
            Event::MedicineGiven => "medicine_given",
            Event::FirstAidGiven => "first_aid_given",
            Event::PhobiaGained { .. } => "phobia_gained",
            Event::ManiaGained { .. } => "mania_gained",
            Event::BackstoryChanged { .. } => "backstory_changed",
            Event::Died => "died",
            Event::SanityLost { .. } => "sanity_lost",
            Event::SanityGained { .. } => "sanity_gained",
            Event::TemporaryInsanity { .. } => "temporary_insanity",
            Event::InvoluntaryAction => "involuntary_action",
            Event::IndefiniteInsanity => "indefinite_insanity",
            Event::PermanentInsanity => "permanent_insanity",
            Event::InsanityEnded => "insanity_ended",
            Event::DayStarted => "day_started",
            Event::DayLossesSet { .. } => "day_losses_set",
            Event::LuckSpent { .. } => "luck_spent",
            Event::LuckGained { .. } => "luck_gained",
            Event::MagicSpent { .. } => "magic_spent",
            Event::MagicRegained { .. } => "magic_regained",
            Event::SkillTicked { .. } => "skill_ticked",
            Event::SkillImproved { .. } => "skill_improved",
            Event::TicksCleared => "ticks_cleared",
            Event::WeaponAdded { .. } => "weapon_added",
            Event::WeaponRemoved { .. } => "weapon_removed",
        }
    }
}

/// The events a Sanity roll causes (N1–N5).
pub fn sanity_events(roll: &SanityRoll, already_indefinite: bool) -> Vec<Event> {
    let mut events = Vec::new();
    if roll.lost > 0 {
        events.push(Event::SanityLost { amount: roll.lost });
    }
    match roll.bout {
        Bout::Temporary { hours } => events.push(Event::TemporaryInsanity { hours }),
        Bout::Involuntary => events.push(Event::InvoluntaryAction),
        Bout::None => {}
    }
    if roll.indefinite && !already_indefinite {
        events.push(Event::IndefiniteInsanity);
    }
    if roll.permanent {
        events.push(Event::PermanentInsanity);
    }
    events
}

/// The events of spending `points` magic points with `mp` left (C5): with too few, the
/// rest comes off Hit Points.
pub fn spend_magic(mp: u32, points: u32) -> Vec<Event> {
    let from_mp = points.min(mp);
    let mut events = Vec::new();
    if from_mp > 0 {
        events.push(Event::MagicSpent { amount: from_mp });
    }
    if points > from_mp {
        events.push(Event::Damaged {
            amount: points - from_mp,
        });
    }
    events
}

/// The events of `hours` passing with `mp` of `max_mp` magic points (C5: spent points
/// come back 1 an hour, never above the maximum).
pub fn magic_regained(mp: u32, max_mp: u32, hours: u32) -> Vec<Event> {
    let amount = hours.min(max_mp.saturating_sub(mp));
    if amount == 0 {
        return Vec::new();
    }
    vec![Event::MagicRegained { amount }]
}

impl Investigator {
    /// Applies one event. Applying never fails: values stop at 0 and at their maxima.
    pub fn apply(&mut self, event: &Event) {
        self.health.apply(event);
        match event {
            Event::SanityLost { amount } => {
                let lost = (*amount).min(self.san);
                self.san -= lost;
                self.lost_today = self.lost_today.saturating_add(lost);
                if self.san == 0 {
                    self.mind.permanent = true;
                }
            }
            Event::SanityGained { amount } => {
                self.san = self.san.saturating_add(*amount).min(self.max_san());
            }
            Event::TemporaryInsanity { hours } => self.mind.temporary_hours = Some(*hours),
            Event::IndefiniteInsanity => self.mind.indefinite = true,
            Event::PermanentInsanity => self.mind.permanent = true,
            Event::InsanityEnded => {
                self.mind.temporary_hours = None;
                self.mind.indefinite = false;
            }
            Event::DayStarted => {
                self.day_start_san = self.san;
                self.lost_today = 0;
            }
            Event::DayLossesSet { amount } => self.lost_today = *amount,
            Event::LuckSpent { amount } => self.luck = self.luck.saturating_sub(*amount),
            Event::LuckGained { amount } => self.luck = self.luck.saturating_add(*amount).min(99),
            Event::MagicSpent { amount } => self.mp = self.mp.saturating_sub(*amount),
            Event::MagicRegained { amount } => {
                self.mp = self.mp.saturating_add(*amount).min(self.max_mp());
            }
            Event::SkillTicked { skill } => {
                if let Some(s) = self.skills.iter_mut().find(|s| s.name == *skill) {
                    s.ticked = true;
                }
            }
            Event::SkillImproved { skill, amount } => {
                match self.skills.iter_mut().find(|s| s.name == *skill) {
                    Some(s) => s.value = s.value.saturating_add(*amount),
                    None => self.skills.push(Skill {
                        name: skill.clone(),
                        value: *amount,
                        occupation: false,
                        ticked: false,
                    }),
                }
                let max = self.max_san();
                self.san = self.san.min(max);
            }
            Event::TicksCleared => self.skills.iter_mut().for_each(|s| s.ticked = false),
            Event::WeaponAdded { weapon } => {
                self.weapons.retain(|w| !w.is_named(&weapon.name));
                self.weapons.push(weapon.clone());
            }
            Event::WeaponRemoved { name } => {
                self.weapons.retain(|w| !w.is_named(name));
            }
            Event::PhobiaGained { text } => self.add_background(PHOBIAS_HEADING, text),
            Event::ManiaGained { text } => self.add_background(MANIAS_HEADING, text),
            Event::BackstoryChanged { heading, text } => {
                match self
                    .details
                    .background
                    .iter_mut()
                    .find(|(h, _)| h == heading)
                {
                    Some(entry) => entry.1 = text.clone(),
                    None => self
                        .details
                        .background
                        .push((heading.clone(), text.clone())),
                }
            }
            _ => {}
        }
    }

    /// Adds `text` as a line of the background entry `heading`.
    fn add_background(&mut self, heading: &str, text: &str) {
        match self
            .details
            .background
            .iter_mut()
            .find(|(h, _)| h == heading)
        {
            Some(entry) if entry.1.is_empty() => entry.1 = text.to_owned(),
            Some(entry) => entry.1 = format!("{}\n{text}", entry.1),
            None => self
                .details
                .background
                .push((heading.to_owned(), text.to_owned())),
        }
    }

    /// Applies `events` in order.
    pub fn apply_all<'a>(&mut self, events: impl IntoIterator<Item = &'a Event>) {
        for e in events {
            self.apply(e);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_comes_back_one_an_hour_up_to_the_maximum() {
        // C5: 1 an hour.
        assert_eq!(
            magic_regained(3, 10, 4),
            vec![Event::MagicRegained { amount: 4 }]
        );
        assert_eq!(
            magic_regained(7, 10, 24),
            vec![Event::MagicRegained { amount: 3 }]
        );
        assert_eq!(magic_regained(10, 10, 5), vec![]);
        assert_eq!(magic_regained(3, 10, 0), vec![]);
        // More than the maximum (a sheet edited by hand) gives nothing back.
        assert_eq!(magic_regained(12, 10, 5), vec![]);
    }
}
