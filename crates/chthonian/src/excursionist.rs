//! The Excursionist and the events that change it (I1–I5).
//!
//! An [`Excursionist`] changes only by [`Excursionist::apply`]ing [`Event`]s. Every
//! operation (an Insight roll, a Nodule spent, a Story started) reads the Excursionist,
//! rolls what it must and returns the events it caused without changing anything; the
//! caller applies them, and a table that stores the events can replay the character
//! exactly ([`Excursionist::replay`]). A refused operation returns an error and no
//! events.

use keeper_dice::DiceSource;

use crate::error::Error;
use crate::insight::Settings;
use crate::roll::{Difficulty, Outcome, StandardRoll, standard_roll};
use crate::traits::Trait;

/// Something that happened to an Excursionist.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Event {
    /// A Trait was gained (R5), or changed: it replaces a Trait of the same name.
    TraitGained(Trait),
    /// Every Trait of this name was lost.
    TraitLost {
        /// The Trait's name.
        name: String,
    },
    /// Terrible Insight went up (I3, I5).
    InsightGained {
        /// By how much.
        amount: u32,
    },
    /// Terrible Insight went down (I3, I5); it never goes below 0.
    InsightLost {
        /// By how much (never more than the Excursionist had).
        amount: u32,
    },
    /// A Story started with this many Nodules: the TI at that moment (I4).
    StoryStarted {
        /// The Nodule pool.
        nodules: u32,
    },
    /// The Story ended; unspent Nodules are gone (a new Story deals a new pool).
    StoryEnded,
    /// One Nodule was spent (I5).
    NoduleSpent {
        /// On what.
        kind: NoduleKind,
    },
}

/// The ways to spend a Nodule (I5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NoduleKind {
    /// An automatic success with a named Outcome.
    AutomaticSuccess,
    /// Authorship of an event or a character.
    Authorship,
    /// Fortune: another character must roll.
    Fortune,
    /// A shift of perspective.
    Shift,
}

impl NoduleKind {
    /// The kind's short name: `automatic_success`, `authorship`, `fortune`, `shift`.
    pub fn as_str(self) -> &'static str {
        match self {
            NoduleKind::AutomaticSuccess => "automatic_success",
            NoduleKind::Authorship => "authorship",
            NoduleKind::Fortune => "fortune",
            NoduleKind::Shift => "shift",
        }
    }
}

/// Which way a shift of perspective goes (I5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Toward {
    /// The scene turns mundane; the Excursionist loses 1 TI at once.
    Practicality,
    /// The scene turns stranger; the Excursionist gains 1 TI at once.
    Cognizance,
}

/// A Nodule spent, with what the player names (I5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NoduleUse {
    /// The task succeeds with `outcome`; the follow-up roll is at that Outcome scaled
    /// by Style.
    AutomaticSuccess {
        /// The Outcome the player names.
        outcome: Outcome,
    },
    /// An event or a character is added; the follow-up roll is at `difficulty`
    /// (on the Weird Tale scale: [`AUTHORSHIP_MODEST`], [`AUTHORSHIP_MAJOR`]) scaled by
    /// Style.
    Authorship {
        /// The Narrator's Difficulty for a Weird Tale.
        difficulty: Difficulty,
    },
    /// Another character must roll at `difficulty`; the player's follow-up roll is at
    /// that Difficulty scaled by Style.
    Fortune {
        /// The Difficulty the player names for the other character.
        difficulty: Difficulty,
    },
    /// A shift of perspective; no roll.
    Shift(Toward),
}

impl NoduleUse {
    /// The kind of spend.
    pub fn kind(self) -> NoduleKind {
        match self {
            NoduleUse::AutomaticSuccess { .. } => NoduleKind::AutomaticSuccess,
            NoduleUse::Authorship { .. } => NoduleKind::Authorship,
            NoduleUse::Fortune { .. } => NoduleKind::Fortune,
            NoduleUse::Shift(_) => NoduleKind::Shift,
        }
    }

    /// The follow-up roll's Difficulty before Style scales it (none for a shift).
    pub fn base_difficulty(self) -> Option<i64> {
        match self {
            NoduleUse::AutomaticSuccess { outcome } => Some(outcome.0),
            NoduleUse::Authorship { difficulty } | NoduleUse::Fortune { difficulty } => {
                Some(difficulty.0)
            }
            NoduleUse::Shift(_) => None,
        }
    }
}

/// The Weird Tale Difficulty of a modest authorship (a broken lock, a generous
/// shopkeeper).
pub const AUTHORSHIP_MODEST: Difficulty = Difficulty(5);
/// The Weird Tale Difficulty of a major authorship (an earthquake, a loyal armed
/// soldier).
pub const AUTHORSHIP_MAJOR: Difficulty = Difficulty(11);

/// A roll of the Excursionist that may change Terrible Insight (I3, I5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Check {
    /// The standard roll, modified by Practicality first, then the other Traits.
    pub roll: StandardRoll,
    /// What it caused.
    pub events: Vec<Event>,
}

/// A Nodule spent (I5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoduleSpend {
    /// What was spent on.
    pub spent: NoduleUse,
    /// The follow-up roll, if the spend has one.
    pub follow_up: Option<StandardRoll>,
    /// What it caused: the Nodule spent, then any change of TI.
    pub events: Vec<Event>,
}

/// A player character (I1): a name, Traits, Terrible Insight and, during a Story, a
/// Nodule pool.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Excursionist {
    name: String,
    traits: Vec<Trait>,
    insight: u32,
    nodules: Option<u32>,
}

impl Excursionist {
    /// A new Excursionist: no Traits yet, TI 0, no Story.
    pub fn new(name: impl Into<String>) -> Excursionist {
        Excursionist {
            name: name.into(),
            ..Excursionist::default()
        }
    }

    /// A new Excursionist with `events` applied in order.
    pub fn replay<'a>(
        name: impl Into<String>,
        events: impl IntoIterator<Item = &'a Event>,
    ) -> Excursionist {
        let mut ex = Excursionist::new(name);
        for e in events {
            ex.apply(e);
        }
        ex
    }

    /// Applies one event. Applying never fails: TI and the pool stop at 0.
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::TraitGained(t) => match self.traits.iter_mut().find(|old| old.same_as(t)) {
                Some(old) => *old = t.clone(),
                None => self.traits.push(t.clone()),
            },
            Event::TraitLost { name } => {
                let gone = Trait::new(name.clone(), 0);
                self.traits.retain(|t| !t.same_as(&gone));
            }
            Event::InsightGained { amount } => self.insight = self.insight.saturating_add(*amount),
            Event::InsightLost { amount } => self.insight = self.insight.saturating_sub(*amount),
            Event::StoryStarted { nodules } => self.nodules = Some(*nodules),
            Event::StoryEnded => self.nodules = None,
            Event::NoduleSpent { .. } => self.nodules = self.nodules.map(|n| n.saturating_sub(1)),
        }
    }

    /// Applies events in order.
    pub fn apply_all<'a>(&mut self, events: impl IntoIterator<Item = &'a Event>) {
        for e in events {
            self.apply(e);
        }
    }

    /// The name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The Traits, in the order gained.
    pub fn traits(&self) -> &[Trait] {
        &self.traits
    }

    /// The Trait called `name`, if any.
    pub fn trait_named(&self, name: &str) -> Option<&Trait> {
        let probe = Trait::new(name, 0);
        self.traits.iter().find(|t| t.same_as(&probe))
    }

    /// Terrible Insight, 0 or more (the sheet's ten boxes may overflow).
    pub fn insight(&self) -> u32 {
        self.insight
    }

    /// The Nodule pool of the current Story, or `None` outside a Story.
    pub fn nodules(&self) -> Option<u32> {
        self.nodules
    }

    /// Practicality under `settings`, as a Trait.
    pub fn practicality(&self, settings: &Settings) -> Trait {
        settings.practicality_trait(self.insight)
    }

    /// Cognizance under `settings`, as a Trait.
    pub fn cognizance(&self, settings: &Settings) -> Trait {
        settings.cognizance_trait(self.insight)
    }

    /// Gains (or changes) a Trait.
    pub fn gain_trait(&self, t: Trait) -> Vec<Event> {
        vec![Event::TraitGained(t)]
    }

    /// Loses the Trait called `name` (no event when there is none).
    pub fn lose_trait(&self, name: &str) -> Vec<Event> {
        match self.trait_named(name) {
            Some(_) => vec![Event::TraitLost {
                name: name.to_owned(),
            }],
            None => Vec::new(),
        }
    }

    /// Gains `amount` TI as the Narrator rules (no event for 0).
    pub fn gain_insight(&self, amount: u32) -> Vec<Event> {
        if amount == 0 {
            Vec::new()
        } else {
            vec![Event::InsightGained { amount }]
        }
    }

    /// Loses up to `amount` TI as the Narrator rules, never below 0 (no event when
    /// nothing is lost).
    pub fn lose_insight(&self, amount: u32) -> Vec<Event> {
        let amount = amount.min(self.insight);
        if amount == 0 {
            Vec::new()
        } else {
            vec![Event::InsightLost { amount }]
        }
    }

    /// Starts a Story (I4): the pool becomes the current TI. A Story still running
    /// ends first.
    pub fn start_story(&self) -> Vec<Event> {
        let mut events = self.end_story();
        events.push(Event::StoryStarted {
            nodules: self.insight,
        });
        events
    }

    /// Ends the current Story (no event outside a Story).
    pub fn end_story(&self) -> Vec<Event> {
        if self.nodules.is_some() {
            vec![Event::StoryEnded]
        } else {
            Vec::new()
        }
    }

    /// An Insight roll (I3): on meeting a horror, a standard roll modified by
    /// Practicality (and `other` Traits the Narrator allows); failure gains `gain` TI.
    pub fn insight_roll<D: DiceSource + ?Sized>(
        &self,
        settings: &Settings,
        difficulty: Difficulty,
        gain: u32,
        other: &[Trait],
        dice: &mut D,
    ) -> Result<Check, Error> {
        let roll = self.roll_with_practicality(settings, difficulty, other, dice)?;
        let events = if roll.success() {
            Vec::new()
        } else {
            self.gain_insight(gain)
        };
        Ok(Check { roll, events })
    }

    /// A roll to recover in polite society (I3): a standard roll modified by
    /// Practicality; success loses `loss` TI (1 by default in the rules).
    pub fn social_recovery<D: DiceSource + ?Sized>(
        &self,
        settings: &Settings,
        difficulty: Difficulty,
        loss: u32,
        other: &[Trait],
        dice: &mut D,
    ) -> Result<Check, Error> {
        let roll = self.roll_with_practicality(settings, difficulty, other, dice)?;
        let events = if roll.success() {
            self.lose_insight(loss)
        } else {
            Vec::new()
        };
        Ok(Check { roll, events })
    }

    /// Psychiatric care (I3): a standard roll at the treatment's Difficulty, modified by
    /// Practicality; success loses `loss` TI as the Narrator rules.
    pub fn treatment<D: DiceSource + ?Sized>(
        &self,
        settings: &Settings,
        difficulty: Difficulty,
        loss: u32,
        other: &[Trait],
        dice: &mut D,
    ) -> Result<Check, Error> {
        self.social_recovery(settings, difficulty, loss, other, dice)
    }

    /// Spends a Nodule (I5). Refused with [`Error::NoStory`] when no Story is running
    /// and with [`Error::NoNodules`] when the pool is empty. A spend with a follow-up
    /// roll makes it (modified by Practicality, then `other` Traits) at the Style-scaled
    /// Difficulty; failure gains 1 TI. A shift of perspective changes TI by 1 at once.
    pub fn spend_nodule<D: DiceSource + ?Sized>(
        &self,
        settings: &Settings,
        spent: NoduleUse,
        other: &[Trait],
        dice: &mut D,
    ) -> Result<NoduleSpend, Error> {
        match self.nodules {
            None => return Err(Error::NoStory),
            Some(0) => return Err(Error::NoNodules),
            Some(_) => {}
        }
        let mut events = vec![Event::NoduleSpent { kind: spent.kind() }];
        let mut follow_up = None;
        match spent {
            NoduleUse::Shift(Toward::Practicality) => events.extend(self.lose_insight(1)),
            NoduleUse::Shift(Toward::Cognizance) => events.extend(self.gain_insight(1)),
            _ => {
                let base = spent.base_difficulty().unwrap_or(0);
                let roll = self.roll_with_practicality(
                    settings,
                    settings.nodule_difficulty(base),
                    other,
                    dice,
                )?;
                if !roll.success() {
                    events.extend(self.gain_insight(1));
                }
                follow_up = Some(roll);
            }
        }
        Ok(NoduleSpend {
            spent,
            follow_up,
            events,
        })
    }

    fn roll_with_practicality<D: DiceSource + ?Sized>(
        &self,
        settings: &Settings,
        difficulty: Difficulty,
        other: &[Trait],
        dice: &mut D,
    ) -> Result<StandardRoll, Error> {
        let mut traits = Vec::with_capacity(other.len() + 1);
        traits.push(self.practicality(settings));
        traits.extend_from_slice(other);
        standard_roll(&traits, difficulty, dice)
    }
}
