//! The rules of Chthonian: a d12 plus Traits against a Difficulty, contests, Terrible
//! Insight and its Nodules, with exact odds.
//!
//! The rules are those of `docs/rules/chthonian.md` (seed 003, the Russian "Хтоника"
//! of Zak Arntson's *Chthonian*); each item below names the rule ids it implements.
//!
//! # Brief overview
//! - [`Trait`]: a name and a signed rating ("Ex-Detective 2", "Clumsy −1"), or a bare
//!   modifier; [`count_once`] and [`CountOnce`] apply the rule that one bearer's
//!   named Trait counts once in a roll or a contest, while another bearer's Trait of
//!   the same name is its own (T1–T3, R2, R4); [`Grade`] names a rating's size.
//! - Rolls, each asking one d12 ([`D12`]) at a time of a [`keeper_dice::DiceSource`]:
//!   [`standard_roll`] (R1) gives an [`Outcome`] against a [`Difficulty`];
//!   [`contest`] (R2, either [`TiePolicy`]), [`complex_contest`] (R3),
//!   [`cooperative_roll`] (R4, three ways to [`Combine`]), [`Outcome::into_trait`] (R5),
//!   [`split_roll`] and [`split_contest`] (R6).
//! - [`Excursionist`]: Traits, Terrible Insight and the Nodule pool, changed only by
//!   applying [`Event`]s. Its operations ([`Excursionist::insight_roll`],
//!   [`Excursionist::treatment`], [`Excursionist::start_story`],
//!   [`Excursionist::spend_nodule`], …) return the events they cause (I1–I5).
//! - [`Settings`]: what a [`Style`] makes of Terrible Insight (Practicality, Cognizance)
//!   and of a Nodule's follow-up Difficulty; the factors are settings of a game.
//! - [`odds`]: the exact chance of success and every Outcome of a standard roll, and
//!   each side's chance to win a contest.
//!
//! This crate does no I/O, reads no clock and owns no random generator: every face
//! comes from the source the caller passes, so a table log can replay any roll.
//!
//! # Example
//! Walter picks a lock: he rolls 8, adds Ex-Detective 2 and the lock's Quality −3
//! against Difficulty 11.
//! ```
//! use keeper_chthonian::{Difficulty, Trait, odds, standard_roll};
//! use keeper_dice::SuppliedDice;
//!
//! let traits = [Trait::new("Ex-Detective", 2), Trait::new("Quality", -3)];
//! let chance = odds::standard_odds(-1, Difficulty(11)).success;
//! assert_eq!(odds::fraction_text(&chance), "1/12");
//!
//! let roll = standard_roll(&traits, Difficulty(11), &mut SuppliedDice::new([8]))?;
//! assert_eq!((roll.total(), roll.outcome().value(), roll.success()), (7, -4, false));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

mod error;
mod excursionist;
mod insight;
pub mod odds;
mod roll;
pub mod statblock;
mod traits;

pub use error::Error;
pub use excursionist::{
    AUTHORSHIP_MAJOR, AUTHORSHIP_MODEST, Check, Event, Excursionist, NoduleKind, NoduleSpend,
    NoduleUse, Toward,
};
pub use insight::{COGNIZANCE, Factor, PRACTICALITY, Settings, Style, UnknownStyle};
pub use roll::{
    Bearing, Combine, ComplexContest, Contest, D12, Difficulty, Outcome, Reroll, SideRoll,
    SplitContest, SplitRoll, SplitSide, StandardRoll, TieBreak, TiePolicy, complex_contest,
    contest, cooperative_modifier, cooperative_modifier_of, cooperative_roll, d12, split_contest,
    split_roll, standard_roll,
};
pub use traits::{CountOnce, Counted, Grade, Trait, count_once};
