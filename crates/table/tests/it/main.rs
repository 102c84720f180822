//! Integration tests of the game table, each run against SQLite and, when
//! `KEEPER_TEST_POSTGRES` names a server, against PostgreSQL too.

mod access;
mod characters;
mod common;
mod concurrency;
mod contests;
mod dying;
// The protocol's request examples, read as its own tests read them.
#[path = "../../../resolve/tests/it/examples.rs"]
mod examples;
mod exposure;
mod fair_v2;
mod fields;
mod fights;
mod games;
mod npcs;
mod posts;
mod requests;
mod rolls;
mod session;
mod sheet_actions;
mod time;
mod verify;
mod visibility;
