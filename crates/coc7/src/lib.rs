//! The rules of Call of Cthulhu 7th edition: checks with success levels, Sanity,
//! combat, wounds and healing, investigators, and the exact odds of every roll.
//!
//! The rules are those of `docs/rules/coc7.md` (seeds 000–002, the Greek quick-start
//! and its system and combat chapters); each item names the rule ids it implements.
//!
//! # Brief overview
//! - Checks ([`check()`], R1–R3, R6): a percentile roll against a value at a
//!   [`Difficulty`] with bonus and penalty [`Modifiers`], giving a [`SuccessLevel`];
//!   [`push`] (R5), [`opposed`] (R7), [`luck_roll`] and [`group_luck`] (R8),
//!   [`spend_luck`] (R9), [`improvement_check`] (R10).
//! - Sanity ([`sanity_roll`], N1–N5): the loss `0/1D6` ([`SanityLoss`]), the INT roll
//!   and its [`Bout`], indefinite and permanent insanity.
//! - Combat ([`melee`], [`fire`], [`maneuver`], [`initiative`], K1–K9) with the
//!   weapons of K4 ([`WEAPONS`]) and extreme damage (K5).
//! - Wounds and healing ([`Health`], [`take_damage`], [`treat`], [`heal_week`],
//!   H1–H8).
//! - [`Investigator`]: created from a [`Draft`] by the quick-start array or rolled
//!   characteristics (C1–C8, S1–S6), every invalid choice an [`Issue`] naming the
//!   field and the rule; changed only by applying [`Event`]s, which its operations
//!   return.
//! - [`odds`]: exact probabilities of levels, opposed rolls, Sanity loss and melee.
//! - Non-player characters: [`parse_statblock`] reads a stat block as scenarios print
//!   it, deriving HP, MP, DB and Build (C5–C7) when it leaves them out.
//!
//! This crate does no I/O, reads no clock and owns no random generator: every face
//! comes from the [`keeper_dice::DiceSource`] the caller passes, so a table log can
//! replay any roll.
//!
//! # Example
//! Malcolm rolls Charm 55 with one bonus die: tens 4 and 2, units 4 — 44 or 24, he
//! keeps 24, a Hard success.
//! ```
//! use keeper_coc7::{Difficulty, Modifiers, RollKind, SuccessLevel, check, odds};
//! use keeper_dice::SuppliedDice;
//!
//! let roll = check(55, Difficulty::Regular, Modifiers::new(1, 0), RollKind::Skill,
//!     &mut SuppliedDice::new([4, 2, 4]))?;
//! assert_eq!((roll.total(), roll.level, roll.success()), (24, SuccessLevel::Hard, true));
//!
//! let chance = odds::check_odds(55, Difficulty::Regular, Modifiers::new(1, 0)).success;
//! assert_eq!(odds::fraction_text(&chance), "159/200");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

mod check;
mod combat;
mod error;
mod health;
mod investigator;
pub mod odds;
mod sanity;
mod skills;
pub mod statblock;

pub use check::{
    Check, Difficulty, Improvement, LuckSpend, MAX_NET_DICE, Modifiers, Opposed, RollKind, Side,
    SuccessLevel, Winner, check, group_luck, half_fifth, improvement_check, level, luck_costs,
    luck_needed, luck_recovery, luck_roll, meets, opposed, opposed_winner, push, spend_luck,
};
pub use combat::{
    Attacker, Blow, Combatant, Damage, Defender, Firing, MAX_SHOTS, Maneuver, Melee, Range,
    Response, Round, Shot, WEAPONS, Weapon, dive_for_cover, fire, half_db, initiative, maneuver,
    melee, melee_winner, outnumbered_bonus, roll_damage, same_weapon_name, spend_ammo, weapon,
};
pub use error::{Error, NotAllowed};
pub use health::{
    Health, Hit, OutOfAction, Severity, Treatment, asks_con_roll, dying_round, heal_day, heal_week,
    take_damage, treat, treat_with,
};
pub use investigator::{
    Characteristic, Characteristics, Created, CreationError, DamageBonus, Details, Draft, Event,
    INTEREST_BONUS, Investigator, Issue, IssueKind, Method, Mind, OCCUPATION_VALUES,
    QUICKSTART_ARRAY, Skill, SkillImprovements, Warning, base_sheet, damage_bonus, hit_points,
    magic_points, magic_regained, roll_luck, sanity_events, set_skill, spend_magic,
};
pub use sanity::{
    Bout, InsanityEffect, MANIAS_HEADING, PHOBIAS_HEADING, SanityLoss, SanityRoll, SanityState,
    fifth_lost, insanity_effect, max_sanity, reality_check, sanity_roll, sees_through,
};
pub use skills::{
    BASE_SKILLS, Base, CreditBand, INTERPERSONAL, OCCUPATIONS, Occupation, SkillNameError, Slot,
    base_value, canonical_skill, generic_of, occupation, unfilled_slots,
};
pub use statblock::{NpcAttack, StatBlock, StatBlockError, parse_statblock};
