//! Why a Call of Cthulhu operation could not be done.

use std::fmt;

use keeper_dice::odds::OddsError;
use keeper_dice::{RollError, SourceError};
use keeper_i18n::{Localize, Message};

/// A refused or failed operation. The investigator it was asked of is left unchanged:
/// no events are returned.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The dice source could not give a face (supplied faces ran out or were bad).
    Dice(SourceError),
    /// A dice expression (a weapon, a damage bonus, a Sanity loss) could not be rolled.
    Roll(RollError),
    /// The exact range of a dice expression could not be computed (extreme damage).
    Odds(OddsError),
    /// The roll cannot be pushed (R5): `why` says which part of the rule refuses it.
    CannotPush {
        /// Why not.
        why: NotAllowed,
    },
    /// Luck cannot be spent on this roll (R9).
    CannotSpendLuck {
        /// Why not.
        why: NotAllowed,
    },
    /// More Luck points were to be spent than the investigator has, or than the roll
    /// can use (R9).
    NotEnoughLuck {
        /// Points asked for.
        wanted: u32,
        /// Points available.
        available: u32,
    },
    /// A group Luck roll (R8) needs at least one investigator.
    NoInvestigators,
    /// The maneuvering side is too small: the target's Build is 3 or more larger (K8).
    ManeuverImpossible {
        /// The maneuvering side's Build.
        build: i32,
        /// The target's Build.
        target: i32,
    },
    /// A Sanity loss that is not `success/failure` (N1).
    BadLoss {
        /// The text given.
        text: String,
    },
    /// The investigator is dead: nothing more can happen to them.
    Dead,
    /// Healing that does not apply now (H4, H6, H7): `why` says which.
    CannotHeal {
        /// Why not.
        why: NotAllowed,
    },
    /// A phobia, mania or backstory change outside temporary insanity (N3).
    NotInsane,
    /// More rounds fired than the weapon holds (K6).
    OutOfAmmo {
        /// Shots asked for.
        shots: u32,
        /// Rounds left in the weapon.
        ammo: u32,
    },
}

/// The part of a rule that refuses an operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum NotAllowed {
    /// The roll succeeded: only a failed roll is pushed (R5).
    Succeeded,
    /// The roll was already pushed (R5, R9).
    AlreadyPushed,
    /// A combat roll (R5).
    Combat,
    /// A Sanity roll (R5, R9).
    Sanity,
    /// A Luck roll (R5, R9).
    Luck,
    /// A fumble cannot be bought off with Luck (R9).
    Fumble,
    /// A dying investigator heals only through First Aid, then Medicine (H4, H7).
    Dying,
    /// Natural healing waits for Medicine after First Aid stopped dying (H7).
    NeedsMedicine,
    /// Nothing to heal: the investigator is at full Hit Points.
    FullHealth,
    /// First Aid already succeeded on this wound: once per wound (H7).
    FirstAidGiven,
    /// Medicine takes an hour with the necessary equipment and supplies (H7).
    NoEquipment,
}

impl NotAllowed {
    fn id(self) -> &'static str {
        match self {
            NotAllowed::Succeeded => "succeeded",
            NotAllowed::AlreadyPushed => "already-pushed",
            NotAllowed::Combat => "combat",
            NotAllowed::Sanity => "sanity",
            NotAllowed::Luck => "luck",
            NotAllowed::Fumble => "fumble",
            NotAllowed::Dying => "dying",
            NotAllowed::NeedsMedicine => "needs-medicine",
            NotAllowed::FullHealth => "full-health",
            NotAllowed::FirstAidGiven => "first-aid-given",
            NotAllowed::NoEquipment => "no-equipment",
        }
    }
}

impl From<SourceError> for Error {
    fn from(e: SourceError) -> Self {
        Error::Dice(e)
    }
}

impl From<RollError> for Error {
    fn from(e: RollError) -> Self {
        match e {
            RollError::Source(s) => Error::Dice(s),
            other => Error::Roll(other),
        }
    }
}

impl From<OddsError> for Error {
    fn from(e: OddsError) -> Self {
        Error::Odds(e)
    }
}

impl Localize for Error {
    fn message(&self) -> Message {
        match self {
            Error::Dice(e) => e.message(),
            Error::Roll(e) => e.message(),
            Error::Odds(e) => e.message(),
            Error::CannotPush { why } => {
                Message::new("coc7-error-cannot-push").text("why", why.id())
            }
            Error::CannotSpendLuck { why } => {
                Message::new("coc7-error-cannot-spend-luck").text("why", why.id())
            }
            Error::NotEnoughLuck { wanted, available } => {
                Message::new("coc7-error-not-enough-luck")
                    .int("wanted", *wanted)
                    .int("available", *available)
            }
            Error::NoInvestigators => Message::new("coc7-error-no-investigators"),
            Error::ManeuverImpossible { build, target } => {
                Message::new("coc7-error-maneuver-impossible")
                    .int("build", *build)
                    .int("target", *target)
            }
            Error::BadLoss { text } => {
                Message::new("coc7-error-bad-loss").text("text", text.clone())
            }
            Error::Dead => Message::new("coc7-error-dead"),
            Error::CannotHeal { why } => {
                Message::new("coc7-error-cannot-heal").text("why", why.id())
            }
            Error::NotInsane => Message::new("coc7-error-not-insane"),
            Error::OutOfAmmo { shots, ammo } => Message::new("coc7-error-out-of-ammo")
                .int("shots", *shots)
                .int("ammo", *ammo),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Dice(e) => Some(e),
            _ => None,
        }
    }
}
