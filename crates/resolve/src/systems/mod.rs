//! The systems behind the protocol, by name.

mod bcdice;
mod chthonian;
pub(crate) mod classic;
pub(crate) mod coc7;
pub(crate) mod dice;
mod npc;
pub(crate) mod simulate;

pub use classic::{ClassicOffers, classic_offers};

use crate::System;
use crate::error::ResolveError;

/// The systems this build answers, in the order error messages list them.
pub(crate) const SYSTEMS: &[&str] = &["dice", "chthonian", "classic", "bcdice", "coc7"];

/// The system called `name`.
pub(crate) fn find(name: &str) -> Result<&'static dyn System, ResolveError> {
    match name {
        "dice" => Ok(&dice::Dice),
        "chthonian" => Ok(&chthonian::Chthonian),
        "classic" => Ok(&classic::Classic),
        "bcdice" => Ok(&bcdice::Bcdice),
        "coc7" => Ok(&coc7::Coc7),
        _ => Err(ResolveError::unknown_system(name, SYSTEMS)),
    }
}
