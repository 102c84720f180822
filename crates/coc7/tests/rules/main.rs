//! One test per rule id of `docs/rules/coc7.md` (named after it), the seeds' worked
//! examples, the subtleties the issue lists, and property tests of the exact odds.
//! One module per rule family.

mod characteristics;
mod combat;
mod events_odds;
mod helpers;
mod rolls;
mod sanity;
mod skills;
mod wounds;
