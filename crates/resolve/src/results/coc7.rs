//! `system: "coc7"`'s results.

use serde::Serialize;
use serde_json::Value;

use crate::outcome::DecodeError;

/// A `coc7` result. Not yet typed: the result's JSON as the action wrote it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Coc7Outcome {
    /// Any action's result, untyped.
    Untyped(Value),
}

impl Coc7Outcome {
    /// `action`'s result read back from its JSON.
    pub fn decode(_action: &str, result: &Value) -> Result<Self, DecodeError> {
        Ok(Coc7Outcome::Untyped(result.clone()))
    }
}
