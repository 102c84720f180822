//! `chthonian` results in words.

use serde_json::Value;

use super::{Described, shape};
use crate::results::chthonian::ChthonianOutcome;

pub(super) fn outcome(request: &Value, o: &ChthonianOutcome) -> Described {
    shape::result(
        request,
        &serde_json::to_value(o).expect("a result serialises"),
    )
}
