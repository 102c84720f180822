//! The request envelope and typed access to its fields.

use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};
use serde_json::{Map, Value};

use crate::decode;
use crate::error::ResolveError;

/// The envelope's own fields: the request's, never an action's.
pub(crate) const ENVELOPE: &[&str] = &["id", "system", "action", "dice", "seed", "lang"];

/// A request: the envelope fields and the action's own fields.
#[derive(Debug, Clone, Copy)]
pub struct Request<'a> {
    obj: &'a Map<String, Value>,
    system: &'a str,
    action: &'a str,
    /// Fields of the system that this action leaves to it (classic's house rules).
    system_fields: &'static [&'static str],
    /// The seed or faces drawn for this run, in place of the object's own field.
    drawn: Option<Drawn<'a>>,
}

/// What a caller draws for a request it keeps and runs again and again (the table's
/// stored roll requests): the envelope's `seed` or its `dice`, given apart from the
/// request's fields. The request runs as if the object had that field set (replaced
/// where it has one, added where not), without being copied to set it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Drawn<'a> {
    /// `seed`: the seed of the dice.
    Seed(u64),
    /// `dice`: faces rolled by hand.
    Dice(&'a [i64]),
}

impl Drawn<'_> {
    /// The envelope field this sets.
    fn field(&self) -> &'static str {
        match self {
            Drawn::Seed(_) => "seed",
            Drawn::Dice(_) => "dice",
        }
    }
}

/// A request object as it was run with what was [`Drawn`] for it: written as the object
/// with that field set, the text `request["seed"] = seed` would give (a field already
/// there keeps its place; a new one comes last). What the table stores of a roll.
#[derive(Debug, Clone, Copy)]
pub struct AsRun<'a> {
    /// The request as kept.
    pub request: &'a Value,
    /// What was drawn for this run.
    pub drawn: Drawn<'a>,
}

impl Serialize for AsRun<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let Value::Object(fields) = self.request else {
            return self.request.serialize(s);
        };
        let key = self.drawn.field();
        let drawn = |map: &mut S::SerializeMap| match self.drawn {
            Drawn::Seed(seed) => map.serialize_entry(key, &seed),
            Drawn::Dice(faces) => map.serialize_entry(key, faces),
        };
        let there = fields.contains_key(key);
        let mut map = s.serialize_map(Some(fields.len() + usize::from(!there)))?;
        for (k, v) in fields {
            if k == key {
                drawn(&mut map)?;
            } else {
                map.serialize_entry(k, v)?;
            }
        }
        if !there {
            drawn(&mut map)?;
        }
        map.end()
    }
}

impl<'a> Request<'a> {
    /// Checks the envelope of `value`.
    pub fn new(value: &'a Value) -> Result<Request<'a>, ResolveError> {
        let obj = value.as_object().ok_or_else(ResolveError::not_an_object)?;
        let mut req = Request {
            obj,
            system: "",
            action: "",
            system_fields: &[],
            drawn: None,
        };
        req.system = req.str("system")?;
        req.action = req.str("action")?;
        Ok(req)
    }

    /// The request run with `drawn` in place of its own `seed` or `dice`.
    pub fn with_drawn(self, drawn: Drawn<'a>) -> Request<'a> {
        Request {
            drawn: Some(drawn),
            ..self
        }
    }

    /// The `system` field.
    pub fn system(&self) -> &'a str {
        self.system
    }

    /// The `action` field.
    pub fn action(&self) -> &'a str {
        self.action
    }

    /// The action's fields, decoded into the action's own type `T`: every field the
    /// envelope does not own must be one `T` knows (`bad_field` naming its path
    /// otherwise), and every field must have the kind `T` says.
    pub(crate) fn fields<T: Deserialize<'a>>(&self) -> Result<T, ResolveError> {
        decode::decode_fields(self.obj, &[ENVELOPE, self.system_fields])
    }

    /// Only the fields named by `only`, decoded into `T` (whose other fields must be
    /// optional): what a system checks before its action decodes the rest.
    pub(crate) fn fields_of<T: Deserialize<'a>>(&self, only: &[&str]) -> Result<T, ResolveError> {
        let others: Vec<&str> = self
            .obj
            .keys()
            .map(String::as_str)
            .filter(|k| !only.contains(k))
            .collect();
        decode::decode_fields(self.obj, &[&others])
    }

    /// The request with `fields` left out of what [`Request::fields`] decodes: fields
    /// every action of a system may carry, which the system itself has checked.
    pub(crate) fn with_system_fields(self, fields: &'static [&'static str]) -> Request<'a> {
        Request {
            system_fields: fields,
            ..self
        }
    }

    /// The request's `lang`, if any.
    pub fn lang(&self) -> Option<&'a str> {
        self.obj.get("lang").and_then(Value::as_str)
    }

    /// A field, if present and not null.
    pub fn get(&self, field: &str) -> Option<&'a Value> {
        self.obj.get(field).filter(|v| !v.is_null())
    }

    /// A required string field.
    pub fn str(&self, field: &str) -> Result<&'a str, ResolveError> {
        self.get(field)
            .ok_or_else(|| ResolveError::missing_field(field))?
            .as_str()
            .ok_or_else(|| ResolveError::bad_field(field, "resolve-expected-string"))
    }

    /// An optional whole number field within `min..=max`.
    pub fn opt_int(&self, field: &str, min: i64, max: i64) -> Result<Option<i64>, ResolveError> {
        match self.get(field) {
            None => Ok(None),
            Some(v) => v
                .as_i64()
                .filter(|n| (min..=max).contains(n))
                .map(Some)
                .ok_or_else(|| {
                    ResolveError::bad_field(field, "resolve-expected-integer")
                        .with("min", min)
                        .with("max", max)
                }),
        }
    }

    /// An optional `true`/`false` field; anything else is refused with the system's
    /// `expected` message.
    pub fn opt_bool(
        &self,
        field: &str,
        expected: &'static str,
    ) -> Result<Option<bool>, ResolveError> {
        match self.get(field) {
            None => Ok(None),
            Some(v) => v
                .as_bool()
                .map(Some)
                .ok_or_else(|| ResolveError::bad_field(field, expected)),
        }
    }

    /// The `seed` field: a whole number from 0 to 2⁶⁴ − 1.
    pub fn seed(&self) -> Result<Option<u64>, ResolveError> {
        if let Some(Drawn::Seed(seed)) = self.drawn {
            return Ok(Some(seed));
        }
        match self.get("seed") {
            None => Ok(None),
            Some(v) => v
                .as_u64()
                .map(Some)
                .ok_or_else(|| ResolveError::bad_field("seed", "resolve-expected-seed")),
        }
    }

    /// The `dice` field: supplied faces, when present (even empty).
    pub fn supplied_dice(&self) -> Result<Option<Vec<i64>>, ResolveError> {
        let bad = || ResolveError::bad_field("dice", "resolve-expected-faces");
        if let Some(Drawn::Dice(faces)) = self.drawn {
            if faces.len() > MAX_SUPPLIED_FACES {
                return Err(bad());
            }
            return Ok(Some(faces.to_vec()));
        }
        let Some(v) = self.get("dice") else {
            return Ok(None);
        };
        let list = v.as_array().ok_or_else(bad)?;
        if list.len() > MAX_SUPPLIED_FACES {
            return Err(bad());
        }
        list.iter()
            .map(|f| f.as_i64().ok_or_else(bad))
            .collect::<Result<Vec<_>, _>>()
            .map(Some)
    }
}

/// `n` when it lies in `min..=max`; otherwise `bad_field` naming `field`, with the
/// range and `expected` (the catalogue id saying what the field takes).
pub(crate) fn within(
    n: i64,
    field: &str,
    min: i64,
    max: i64,
    expected: &'static str,
) -> Result<i64, ResolveError> {
    if (min..=max).contains(&n) {
        Ok(n)
    } else {
        Err(ResolveError::bad_field(field, expected)
            .with("min", min)
            .with("max", max))
    }
}

/// Checks a versioned sheet's decoded `format` and `version` (the `sheet` field), as
/// [`check_sheet_header`] does for one read by hand.
pub(crate) fn sheet_header(
    format: Option<&str>,
    version: Option<i64>,
    (expected_format, format_id): (&str, &'static str),
    (expected_version, version_id): (i64, &'static str),
) -> Result<(), ResolveError> {
    match format {
        None => return Err(ResolveError::missing_field("sheet.format")),
        Some(f) if f != expected_format => {
            return Err(ResolveError::bad_field("sheet.format", format_id));
        }
        Some(_) => {}
    }
    match version {
        None => Err(ResolveError::missing_field("sheet.version")),
        Some(v) if v != expected_version => {
            Err(ResolveError::bad_field("sheet.version", version_id))
        }
        Some(_) => Ok(()),
    }
}

/// Checks the `format` and `version` of a versioned sheet object (the `sheet` field):
/// absent is `missing_field`, another value is `bad_field` with `expected_*` (message
/// ids saying what is expected).
pub(crate) fn check_sheet_header(
    sheet: &Map<String, Value>,
    (format, expected_format): (&str, &'static str),
    (version, expected_version): (i64, &'static str),
) -> Result<(), ResolveError> {
    let get = |k: &str| sheet.get(k).filter(|v| !v.is_null());
    match get("format") {
        None => return Err(ResolveError::missing_field("sheet.format")),
        Some(v) if v.as_str() != Some(format) => {
            return Err(ResolveError::bad_field("sheet.format", expected_format));
        }
        Some(_) => {}
    }
    match get("version") {
        None => Err(ResolveError::missing_field("sheet.version")),
        Some(v) if v.as_i64() != Some(version) => {
            Err(ResolveError::bad_field("sheet.version", expected_version))
        }
        Some(_) => Ok(()),
    }
}

/// Most faces a request may supply: generous for any roll the limits allow.
const MAX_SUPPLIED_FACES: usize = 200_000;

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::{answer, answer_drawn};

    /// `request` with `drawn` set the way the table set it before: on a copy.
    fn set_on_copy(request: &Value, drawn: Drawn<'_>) -> Value {
        let mut copy = request.clone();
        copy[drawn.field()] = match drawn {
            Drawn::Seed(seed) => json!(seed),
            Drawn::Dice(faces) => json!(faces),
        };
        copy
    }

    #[test]
    fn a_drawn_request_runs_and_reads_as_the_copy_with_the_field_set() {
        let requests = [
            json!({"system": "dice", "action": "roll", "expr": "3d6+1", "lang": "en"}),
            // A field already there keeps its place.
            json!({"system": "dice", "seed": 7, "action": "roll", "expr": "1d100"}),
            json!({"system": "coc7", "action": "check", "value": 50, "dice": [1, 2]}),
            json!({"system": "coc7", "action": "check", "value": 50, "bonus": 1}),
        ];
        let faces = [4, 0, 9];
        for request in &requests {
            for drawn in [Drawn::Seed(2_321_517_772_660_702_064), Drawn::Dice(&faces)] {
                let copy = set_on_copy(request, drawn);
                let as_run = AsRun { request, drawn };
                assert_eq!(
                    serde_json::to_string(&as_run).unwrap(),
                    serde_json::to_string(&copy).unwrap(),
                    "{request} with {drawn:?}"
                );
                let ran = answer_drawn(request, drawn).map(|a| a.to_value());
                let ran_copy = answer(&copy).map(|a| a.to_value());
                assert_eq!(
                    format!("{ran:?}"),
                    format!("{ran_copy:?}"),
                    "{request} with {drawn:?}"
                );
            }
        }
    }

    #[test]
    fn drawn_faces_are_held_to_the_same_limit() {
        let request = json!({"system": "dice", "action": "roll", "expr": "1d6"});
        let faces = vec![1; MAX_SUPPLIED_FACES + 1];
        let e = answer_drawn(&request, Drawn::Dice(&faces)).unwrap_err();
        assert_eq!(
            e,
            answer(&set_on_copy(&request, Drawn::Dice(&faces))).unwrap_err()
        );
    }
}
