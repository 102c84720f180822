//! keeper's dice engine: notation, compiled expressions, dice sources and exact odds.
//!
//! Every roll keeper makes, for any game system, goes through this crate. A dice
//! expression is parsed once into an [`Expression`]; rolling it asks a [`DiceSource`]
//! for each face and returns a [`Roll`] with the totals and the story of every die
//! (kept or dropped, rerolled or exploded). The same compiled expression gives its exact
//! distribution through [`odds`].
//!
//! # Brief overview
//! - [`Expression`]: parsed notation (`3d6`, `4d6kh3`, `2d20kl1+5`, `6#3d6`, `d%`, `4dF`,
//!   `10d10>=8`, `3d6!`, `4d6ro1`), with the limits of [`limits`] enforced at parse time.
//! - [`DiceSource`]: where faces come from: [`EntropyDice`] (operating-system entropy),
//!   [`SeededDice`] (reproducible, sampling version [`SAMPLING_VERSION`]),
//!   [`SuppliedDice`] (physical dice typed in, or a test).
//! - [`roll_percentile`]: the d100 of Call of Cthulhu with bonus and penalty dice.
//! - [`odds`]: exact distributions with arbitrary-precision fractions.
//! - [`explore`]: exact odds of any computation that draws dice from a [`DiceSource`],
//!   by enumerating every sequence of faces within a budget.
//!
//! This crate does no I/O and reads no clock: randomness comes only from the source the
//! caller passes.
//!
//! # Example
//! ```
//! use keeper_dice::{Expression, SuppliedDice};
//!
//! let expr = Expression::parse("2d6+6")?;
//! let roll = expr.roll(&mut SuppliedDice::new([3, 5]))?;
//! assert_eq!(roll.total(), 14);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

mod error;
pub mod explore;
mod expr;
mod notation;
pub mod odds;
mod percentile;
mod roll;
mod source;

pub use error::{Expected, ParseError, ParseErrorKind, RollError, limits};
pub use expr::{Cmp, Condition, DiceTerm, Op, Reroll, Select};
pub use notation::{Expression, term_notation};
pub use percentile::{MAX_EXTRA_DICE, Percentile, combine, roll_percentile};
pub use roll::{DieFlags, Roll, RolledDie, breakdown};
pub use source::{
    DiceSource, Die, EntropyDice, Recorded, SAMPLING_VERSION, SeededDice, SourceError, SuppliedDice,
};
