//! `classic` results in words.

use serde_json::Value;

use super::{Described, shape};
use crate::results::classic::ClassicOutcome;

pub(super) fn outcome(request: &Value, o: &ClassicOutcome) -> Described {
    match o {
        ClassicOutcome::Untyped(v) => shape::result(request, v),
    }
}
