//! The rules of classic Call of Cthulhu (BRP, 5th/6th edition) as a play-by-post forum
//! plays them: d100 tests with special and automatic results, the resistance table,
//! combat, Sanity, healing, Magic Points, the forum's `[roll]` tag, and conversion of
//! an investigator to 7th edition.
//!
//! The rules are those of `docs/rules/classic.md` (seed 004, a Portuguese forum's
//! rules); each item names the rule ids it implements. The forum's house rules are
//! [`Options`] of a game: the "forum" preset (every house rule on) is the default, the
//! "plain" preset turns them off.
//!
//! # Brief overview
//! - [`check`]: the five [`Level`]s of a d100 against a [`Target`] (T1–T4, with 02–05
//!   always succeeding and 96–99 always failing), the resistance table
//!   ([`Resistance`], T5) and experience checks (T6).
//! - [`character`]: [`Characteristics`] on the 3–18 scale and what they give (A1, A2),
//!   the damage bonus ([`DamageBonus`], K6) and conversion to 7th edition (A3).
//! - [`combat`]: order of action, defences and their −30% ladder, blocking, impaling,
//!   Brawl and several attacks (K1–K8); [`combat::attack`] resolves one exchange.
//! - [`sanity`] (N1–N6) and [`health`] (H1–H3, M1–M3).
//! - [`Investigator`]: current values, skills and checks, changed only by applying
//!   [`Event`]s, which its operations return: damage and healing (H1–H3), Magic
//!   Points (M1, the M2 re-roll, meditation, spells), Luck spending and its restoration
//!   (M3), Sanity rolls, costs and rewards (N2–N6), experience (T6) and conversion to
//!   7th edition (A3).
//! - [`weapons`]: the weapons a classic game knows, and a stat block's attack read as
//!   one (K2, K5, K6).
//! - [`tag`]: the forum's `[roll="d6"]2[/roll]` tag (D3), rolled and rendered safely.
//!
//! Every die comes from the [`keeper_dice::DiceSource`] the caller passes: d100s as
//! one die with faces 1..100, and every d3 as a d6 read 1–2 → 1, 3–4 → 2, 5–6 → 3 (D2).
//! This crate does no I/O and reads no clock.
//!
//! # Example
//! A skill of 45: a roll of 9 is special (at most 45 / 5), a roll of 4 succeeds
//! however low the skill, and 12 against 10 on the resistance table is 60%.
//! ```
//! use keeper_classic::{Level, Resistance, Target, check};
//! use keeper_dice::SuppliedDice;
//!
//! let c = check::roll_check(Target::new(45), &mut SuppliedDice::new([9]))?;
//! assert_eq!(c.level, Level::Special);
//! assert_eq!(Target::new(1).level(4), Level::Success);
//! assert_eq!(Resistance::of(12, 10), Resistance::Chance(60));
//!
//! let post = keeper_classic::tag::roll_post("[roll=\"d6\"]2[/roll]", &mut SuppliedDice::new([3, 5]))?;
//! assert_eq!(post.plain, "2d6 (3, 5) = 8");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

pub mod character;
pub mod check;
pub mod combat;
pub mod dice;
mod error;
pub mod health;
mod investigator;
mod options;
pub mod sanity;
pub mod statblock;
pub mod tag;
pub mod weapons;

pub use character::{Characteristics, DamageBonus};
pub use check::{Check, Level, Resistance, Target};
pub use error::Error;
pub use investigator::{Event, Investigator, SkillExperience};
pub use options::{HouseRule, Options};
