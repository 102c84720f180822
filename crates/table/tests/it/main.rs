//! Integration tests of the game table, each run against SQLite and, when
//! `KEEPER_TEST_POSTGRES` names a server, against PostgreSQL too.

mod characters;
mod common;
mod concurrency;
mod games;
mod posts;
mod requests;
mod rolls;
mod verify;
mod visibility;
