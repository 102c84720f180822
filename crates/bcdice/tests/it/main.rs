//! BCDice's own test vectors, one module per game, in one test binary.

mod cthulhu;
mod cthulhu7th;
mod support;
