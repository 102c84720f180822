//! The server-rendered pages: who may open which page, cookies, escaping, hidden rolls,
//! the creation forms and the catalogue behind every text. One module per concern.

mod access;
mod characters;
mod helpers;
mod texts;
mod threads;
mod visibility;
