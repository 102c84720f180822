//! `system: "classic"`'s results.

use serde::Serialize;
use serde_json::Value;

use crate::outcome::DecodeError;

/// A `classic` result. Not yet typed: the result's JSON as the action wrote it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum ClassicOutcome {
    /// Any action's result, untyped.
    Untyped(Value),
}

impl ClassicOutcome {
    /// `action`'s result read back from its JSON.
    pub fn decode(_action: &str, result: &Value) -> Result<Self, DecodeError> {
        Ok(ClassicOutcome::Untyped(result.clone()))
    }
}
