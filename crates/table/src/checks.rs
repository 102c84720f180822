//! Checks of what members type, shared by every concern.

use keeper_i18n::Message;

use crate::{MAX_NAME, MAX_POST, TableError};

pub(crate) fn check_name(field: &str, name: &str) -> Result<String, TableError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(TableError::bad_field(
            field,
            Message::new("table-field-empty").text("field", field.to_owned()),
        ));
    }
    if name.chars().count() > MAX_NAME {
        return Err(TableError::bad_field(
            field,
            Message::new("table-field-too-long")
                .text("field", field.to_owned())
                .int("limit", MAX_NAME as i64),
        ));
    }
    if name.chars().any(char::is_control) {
        return Err(TableError::bad_field(
            field,
            Message::new("table-field-control").text("field", field.to_owned()),
        ));
    }
    Ok(name.to_owned())
}

/// Ids keeper makes are hex: one with a NUL names nothing (and PostgreSQL refuses it
/// as a parameter, which would be a storage error).
pub(crate) fn no_nul(what: &'static str, id: &str) -> Result<(), TableError> {
    if id.contains('\0') {
        return Err(TableError::not_found(what, id));
    }
    Ok(())
}

pub(crate) fn check_post(body: &str) -> Result<String, TableError> {
    if body.trim().is_empty() {
        return Err(TableError::bad_field(
            "body",
            Message::new("table-post-empty"),
        ));
    }
    // PostgreSQL cannot store a NUL in text.
    if body.contains('\0') {
        return Err(TableError::bad_field(
            "body",
            Message::new("table-post-nul"),
        ));
    }
    if body.chars().count() > MAX_POST {
        return Err(TableError::bad_field(
            "body",
            Message::new("table-post-too-long").int("limit", MAX_POST as i64),
        ));
    }
    Ok(body.to_owned())
}
