//! `coc7` results in words.

use serde_json::Value;

use super::{Described, shape};
use crate::results::coc7::Coc7Outcome;

pub(super) fn outcome(request: &Value, o: &Coc7Outcome) -> Described {
    shape::result(
        request,
        &serde_json::to_value(o).expect("a result serialises"),
    )
}
