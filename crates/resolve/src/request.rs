//! The request envelope and typed access to its fields.

use serde::Deserialize;
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
        };
        req.system = req.str("system")?;
        req.action = req.str("action")?;
        Ok(req)
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
        let Some(v) = self.get("dice") else {
            return Ok(None);
        };
        let bad = || ResolveError::bad_field("dice", "resolve-expected-faces");
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
