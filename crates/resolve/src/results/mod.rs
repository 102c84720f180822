//! Each system's results as types, one per action (see [`crate::Outcome`]).
//!
//! Field order is the protocol's: the types serialise in declaration order, and the
//! JSON the protocol documents is exactly what they write. A field the protocol writes
//! only sometimes is an `Option` skipped when `None`; one it writes as `null` is an
//! `Option` kept.

pub mod bcdice;
pub mod chthonian;
pub mod classic;
pub mod coc7;
pub mod dice;
