//! The resolve protocol as a client sees it: request lines in, answer lines out. One test
//! binary, one module per system.

mod bcdice7;
mod bcdice_odds;
mod chthonian;
mod classic;
mod coc7;
mod describe_coc7;
mod examples;
mod fields;
mod outcomes;
mod protocol;
mod shape;
mod simulate_classic;
mod statblock;
mod support;
