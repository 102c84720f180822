//! The game systems, one file each. Adding a game is adding a file with a type that
//! implements [`Game`](crate::Game) and one line in [`GAMES`].

pub mod cthulhu;
pub mod cthulhu7th;

use crate::Game;

/// Every game of this build, by BCDice id.
pub const GAMES: &[&dyn Game] = &[&cthulhu::Cthulhu, &cthulhu7th::Cthulhu7th];

/// The game with BCDice id `id` (exact, as BCDice spells it: `"Cthulhu"`).
pub fn find(id: &str) -> Option<&'static dyn Game> {
    GAMES.iter().copied().find(|g| g.id() == id)
}

/// The ids of every game, in [`GAMES`] order.
pub fn ids() -> Vec<&'static str> {
    GAMES.iter().map(|g| g.id()).collect()
}
