//! The JSON API and the live log over real HTTP: a server on a loopback port, on
//! SQLite and, when `KEEPER_TEST_POSTGRES` names a server, on PostgreSQL too.
//!
//! - `openapi`: the OpenAPI document describes exactly the routes the server registers.
//! - `endpoints`: the happy path of every endpoint.
//! - `bcdice_odds`: odds of a BCDice command typed in the dice box.
//! - `bad_input`: malformed and hostile requests get JSON 4xx answers, never a 5xx.
//! - `matrix`: every endpoint × every role, with the exact status of each cell.
//! - `visibility`: hidden results reach only those who may see them.
//! - `whispers`: a post to one player and the Keeper reaches only the three of them.
//! - `mail`: what a real SMTP server on loopback receives, and what it never does.
//! - `language`: error messages in the member's or the browser's language.
//! - `internet`: the findings of a hostile review (limits, origins, timeouts), each
//!   reproduced.

mod access;
mod bad_input;
mod bcdice_odds;
mod common;
mod dholes;
mod endpoints;
mod fights;
mod forecast;
mod internet;
mod language;
mod mail;
mod mail_tls;
mod matrix;
mod npcs;
mod openapi;
mod posts;
mod reading;
mod session;
#[path = "../support/smtp_sink.rs"]
mod smtp_sink;
mod visibility;
mod whispers;
