//! `chthonian` results in words.

use serde_json::Value;

use super::{Described, shape};
use crate::results::chthonian::ChthonianOutcome;

pub(super) fn outcome(request: &Value, o: &ChthonianOutcome) -> Described {
    match o {
        ChthonianOutcome::Untyped(v) => shape::result(request, v),
    }
}
