//! What the two systems' `statblock` actions share: the text field, its limit and the
//! error of an unreadable line. Each engine reads the block with its own rules.

use keeper_i18n::Message;
use serde::Deserialize;

use crate::Request;
use crate::error::{Code, ResolveError};

/// The longest stat block read, in bytes: a monster's block is a few hundred.
pub(crate) const MAX_TEXT: usize = 20_000;

/// `statblock`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct StatBlockFields<'a> {
    pub(crate) text: &'a str,
}

/// The text of a `statblock` request, within [`MAX_TEXT`].
pub(crate) fn text<'a>(req: &Request<'a>) -> Result<&'a str, ResolveError> {
    let f: StatBlockFields<'a> = req.fields()?;
    if f.text.len() > MAX_TEXT {
        return Err(ResolveError::new(
            Code::TooLarge,
            Message::new("npc-error-too-long").int("limit", MAX_TEXT as i64),
        )
        .with("field", "text")
        .with("limit", "text_bytes")
        .with("allowed", MAX_TEXT));
    }
    Ok(f.text)
}

/// `bad_field` on `text` naming the unreadable line (1-based).
pub(crate) fn bad_line(line: usize, message: Message) -> ResolveError {
    ResolveError::new(Code::BadField, message)
        .with("field", "text")
        .with("line", line)
}
