//! Typed request fields: a request's JSON decoded once into its action's own type.
//!
//! Each action declares its fields as a `#[derive(Deserialize)]` type with
//! `#[serde(deny_unknown_fields)]`; [`Request::fields`](crate::Request::fields) decodes
//! the request into it. This deserializer reads the parsed JSON and answers in the
//! protocol's terms:
//! - a field the type does not know is `bad_field` naming its path
//!   (`sides[1].traits[0].ratng`), so a misspelt field is never silently ignored;
//! - a required field that is absent *or null* is `missing_field` (null means absent,
//!   as it always has on this protocol);
//! - a value of the wrong JSON type is `bad_field` saying what was expected.
//!
//! Ranges and the rules' own checks come after decoding, with the action's messages.

use std::fmt;

use serde::Deserialize;
use serde::de::{self, DeserializeSeed, IntoDeserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

use crate::error::{Code, ResolveError};
use keeper_i18n::Message;

/// Decodes `value` (found at `path`, empty for the request itself) into `T`.
pub(crate) fn decode<'a, T: Deserialize<'a>>(
    value: &'a Value,
    path: &str,
) -> Result<T, ResolveError> {
    let root = Path::root(path);
    T::deserialize(ValueDe { value, path: root }).map_err(|e| e.into_resolve(path))
}

/// Decodes the fields of `obj` that no list of `skip` names into `T` (the envelope's
/// fields are the request's, not the action's).
pub(crate) fn decode_fields<'a, T: Deserialize<'a>>(
    obj: &'a Map<String, Value>,
    skip: &[&[&str]],
) -> Result<T, ResolveError> {
    let root = Path::root("");
    let access = Entries::new(obj, skip, root);
    T::deserialize(MapDe { access }).map_err(|e| e.into_resolve(""))
}

// ---------------------------------------------------------------------------------
// Paths, rendered only when an error names one.

#[derive(Clone, Copy)]
enum Seg<'p> {
    Root(&'p str),
    Key(&'p str),
    Index(usize),
}

#[derive(Clone, Copy)]
struct Path<'p> {
    parent: Option<&'p Path<'p>>,
    seg: Seg<'p>,
}

impl<'p> Path<'p> {
    fn root(at: &'p str) -> Path<'p> {
        Path {
            parent: None,
            seg: Seg::Root(at),
        }
    }

    fn key(&'p self, key: &'p str) -> Path<'p> {
        Path {
            parent: Some(self),
            seg: Seg::Key(key),
        }
    }

    fn index(&'p self, i: usize) -> Path<'p> {
        Path {
            parent: Some(self),
            seg: Seg::Index(i),
        }
    }

    fn render(&self, out: &mut String) {
        if let Some(p) = self.parent {
            p.render(out);
        }
        match self.seg {
            Seg::Root(at) => out.push_str(at),
            Seg::Key(k) => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(k);
            }
            Seg::Index(i) => {
                out.push('[');
                out.push_str(&i.to_string());
                out.push(']');
            }
        }
    }

    fn text(&self) -> String {
        let mut s = String::new();
        self.render(&mut s);
        s
    }
}

fn join(path: &str, field: &str) -> String {
    if path.is_empty() {
        field.to_owned()
    } else {
        format!("{path}.{field}")
    }
}

// ---------------------------------------------------------------------------------
// The error: what went wrong, and where (set by the innermost value that knows).

/// A decoding failure before it becomes the protocol's error.
#[derive(Debug)]
pub(crate) struct DecodeError {
    kind: Kind,
    path: Option<String>,
}

#[derive(Debug)]
enum Kind {
    /// A required field is absent (its name; the path is the object's).
    Missing(&'static str),
    /// A field the type does not know (the path is the field's own).
    Unknown(&'static [&'static str]),
    /// A value of the wrong kind: the catalogue id of what was expected.
    Expected(&'static str),
    /// A name outside a closed list.
    OneOf(&'static [&'static str]),
    /// Anything else serde reports, in its words.
    Other(String),
}

impl DecodeError {
    fn new(kind: Kind) -> DecodeError {
        DecodeError { kind, path: None }
    }

    /// Places the error at `path` unless a deeper value already did.
    fn at(mut self, path: &Path<'_>) -> DecodeError {
        if self.path.is_none() {
            self.path = Some(match self.kind {
                Kind::Missing(field) => join(&path.text(), field),
                _ => path.text(),
            });
        }
        self
    }

    fn into_resolve(self, root: &str) -> ResolveError {
        let field = self.path.unwrap_or_else(|| match self.kind {
            Kind::Missing(f) => join(root, f),
            _ => root.to_owned(),
        });
        match self.kind {
            Kind::Missing(_) => ResolveError::missing_field(&field),
            Kind::Unknown(known) => ResolveError::new(
                Code::BadField,
                Message::new("resolve-error-unknown-field")
                    .text("field", field.clone())
                    .text("known", known.join(", ")),
            )
            .with("field", field),
            Kind::Expected(id) => ResolveError::bad_field(&field, id),
            Kind::OneOf(known) => ResolveError::new(
                Code::BadField,
                Message::new("resolve-error-one-of")
                    .text("field", field.clone())
                    .text("known", known.join(", ")),
            )
            .with("field", field),
            Kind::Other(text) => ResolveError::new(
                Code::BadField,
                Message::new("resolve-error-bad-value")
                    .text("field", field.clone())
                    .text("reason", text),
            )
            .with("field", field),
        }
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} at {:?}", self.kind, self.path)
    }
}

impl std::error::Error for DecodeError {}

impl de::Error for DecodeError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        DecodeError::new(Kind::Other(msg.to_string()))
    }

    fn missing_field(field: &'static str) -> Self {
        DecodeError::new(Kind::Missing(field))
    }

    fn unknown_field(_field: &str, expected: &'static [&'static str]) -> Self {
        DecodeError::new(Kind::Unknown(expected))
    }

    fn unknown_variant(_variant: &str, expected: &'static [&'static str]) -> Self {
        DecodeError::new(Kind::OneOf(expected))
    }

    fn invalid_type(unexp: de::Unexpected<'_>, _exp: &dyn de::Expected) -> Self {
        let _ = unexp;
        DecodeError::new(Kind::Expected("resolve-expected-valid"))
    }
}

type Result<T, E = DecodeError> = std::result::Result<T, E>;

fn expected(id: &'static str) -> DecodeError {
    DecodeError::new(Kind::Expected(id))
}

// ---------------------------------------------------------------------------------
// One JSON value at a path.

struct ValueDe<'a, 'p> {
    value: &'a Value,
    path: Path<'p>,
}

macro_rules! int_hint {
    ($($method:ident $visit:ident $ty:ty),* $(,)?) => {$(
        fn $method<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
            let n = match self.value {
                Value::Number(n) => n
                    .as_i64()
                    .and_then(|n| <$ty>::try_from(n).ok())
                    .or_else(|| n.as_u64().and_then(|n| <$ty>::try_from(n).ok())),
                _ => None,
            };
            match n {
                Some(n) => visitor.$visit(n).map_err(|e: DecodeError| e.at(&self.path)),
                None => Err(expected("resolve-expected-integer").at(&self.path)),
            }
        }
    )*};
}

impl<'a> de::Deserializer<'a> for ValueDe<'a, '_> {
    type Error = DecodeError;

    fn deserialize_any<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        let path = self.path;
        match self.value {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Number(n) => {
                if let Some(i) = n.as_i64() {
                    visitor.visit_i64(i)
                } else if let Some(u) = n.as_u64() {
                    visitor.visit_u64(u)
                } else {
                    visitor.visit_f64(n.as_f64().unwrap_or(f64::NAN))
                }
            }
            Value::String(s) => visitor.visit_borrowed_str(s),
            Value::Array(list) => visitor.visit_seq(Items::new(list, &path)),
            Value::Object(obj) => visitor.visit_map(Entries::new(obj, &[], path)),
        }
        .map_err(|e: DecodeError| e.at(&path))
    }

    int_hint! {
        deserialize_i8 visit_i8 i8,
        deserialize_i16 visit_i16 i16,
        deserialize_i32 visit_i32 i32,
        deserialize_i64 visit_i64 i64,
        deserialize_u8 visit_u8 u8,
        deserialize_u16 visit_u16 u16,
        deserialize_u32 visit_u32 u32,
        deserialize_u64 visit_u64 u64,
    }

    fn deserialize_f32<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_f64(visitor)
    }

    fn deserialize_f64<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        match self.value.as_f64() {
            Some(x) => visitor
                .visit_f64(x)
                .map_err(|e: DecodeError| e.at(&self.path)),
            None => Err(expected("resolve-expected-number").at(&self.path)),
        }
    }

    fn deserialize_bool<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        match self.value {
            Value::Bool(b) => visitor
                .visit_bool(*b)
                .map_err(|e: DecodeError| e.at(&self.path)),
            _ => Err(expected("resolve-expected-bool").at(&self.path)),
        }
    }

    fn deserialize_str<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        match self.value {
            Value::String(s) => visitor
                .visit_borrowed_str(s)
                .map_err(|e: DecodeError| e.at(&self.path)),
            _ => Err(expected("resolve-expected-string").at(&self.path)),
        }
    }

    fn deserialize_string<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_str(visitor)
    }

    fn deserialize_char<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_str(visitor)
    }

    fn deserialize_identifier<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_str(visitor)
    }

    fn deserialize_bytes<V: Visitor<'a>>(self, _visitor: V) -> Result<V::Value> {
        Err(expected("resolve-expected-valid").at(&self.path))
    }

    fn deserialize_byte_buf<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_bytes(visitor)
    }

    fn deserialize_option<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        match self.value {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_unit<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        match self.value {
            Value::Null => visitor.visit_unit(),
            _ => Err(expected("resolve-expected-valid").at(&self.path)),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'a>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'a>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        let path = self.path;
        match self.value {
            Value::Array(list) => visitor
                .visit_seq(Items::new(list, &path))
                .map_err(|e: DecodeError| e.at(&path)),
            _ => Err(expected("resolve-expected-list").at(&path)),
        }
    }

    fn deserialize_tuple<V: Visitor<'a>>(self, _len: usize, visitor: V) -> Result<V::Value> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'a>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        let path = self.path;
        match self.value {
            Value::Object(obj) => visitor
                .visit_map(Entries::new(obj, &[], path))
                .map_err(|e: DecodeError| e.at(&path)),
            _ => Err(expected("resolve-expected-object").at(&path)),
        }
    }

    fn deserialize_struct<V: Visitor<'a>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        self.deserialize_map(visitor)
    }

    fn deserialize_enum<V: Visitor<'a>>(
        self,
        _name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        match self.value {
            Value::String(s) => visitor
                .visit_enum(IntoDeserializer::<DecodeError>::into_deserializer(
                    s.as_str(),
                ))
                .map_err(|e: DecodeError| e.at(&self.path)),
            _ => Err(DecodeError::new(Kind::OneOf(variants)).at(&self.path)),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'a>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_unit()
    }
}

// ---------------------------------------------------------------------------------
// Objects and lists.

/// The entries of an object, null ones left out (null means absent).
struct Entries<'a, 'p> {
    iter: serde_json::map::Iter<'a>,
    skip: &'p [&'p [&'p str]],
    path: Path<'p>,
    value: Option<(&'a str, &'a Value)>,
}

impl<'a, 'p> Entries<'a, 'p> {
    fn new(
        obj: &'a Map<String, Value>,
        skip: &'p [&'p [&'p str]],
        path: Path<'p>,
    ) -> Entries<'a, 'p> {
        Entries {
            iter: obj.iter(),
            skip,
            path,
            value: None,
        }
    }
}

impl<'a> MapAccess<'a> for Entries<'a, '_> {
    type Error = DecodeError;

    fn next_key_seed<K: DeserializeSeed<'a>>(&mut self, seed: K) -> Result<Option<K::Value>> {
        for (key, value) in self.iter.by_ref() {
            if value.is_null() || self.skip.iter().any(|list| list.contains(&key.as_str())) {
                continue;
            }
            self.value = Some((key, value));
            let at = self.path.key(key);
            return seed
                .deserialize(IntoDeserializer::<DecodeError>::into_deserializer(
                    key.as_str(),
                ))
                .map(Some)
                .map_err(|e: DecodeError| e.at(&at));
        }
        Ok(None)
    }

    fn next_value_seed<V: DeserializeSeed<'a>>(&mut self, seed: V) -> Result<V::Value> {
        let (key, value) = self
            .value
            .take()
            .expect("serde asks for a value after its key");
        let path = self.path.key(key);
        seed.deserialize(ValueDe {
            value,
            path: path_ref(&path),
        })
    }
}

/// A path borrowed for one nested call: the nested deserializer lives no longer than
/// the call that builds it.
fn path_ref<'p>(p: &'p Path<'p>) -> Path<'p> {
    *p
}

/// The top-level object as a deserializer (the request minus its envelope).
struct MapDe<'a, 'p> {
    access: Entries<'a, 'p>,
}

impl<'de> de::Deserializer<'de> for MapDe<'de, '_> {
    type Error = DecodeError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_map(self.access)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

struct Items<'a, 'p> {
    iter: std::iter::Enumerate<std::slice::Iter<'a, Value>>,
    path: &'p Path<'p>,
}

impl<'a, 'p> Items<'a, 'p> {
    fn new(list: &'a [Value], path: &'p Path<'p>) -> Items<'a, 'p> {
        Items {
            iter: list.iter().enumerate(),
            path,
        }
    }
}

impl<'a> SeqAccess<'a> for Items<'a, '_> {
    type Error = DecodeError;

    fn next_element_seed<T: DeserializeSeed<'a>>(&mut self, seed: T) -> Result<Option<T::Value>> {
        match self.iter.next() {
            None => Ok(None),
            Some((i, value)) => {
                let path = self.path.index(i);
                seed.deserialize(ValueDe {
                    value,
                    path: path_ref(&path),
                })
                .map(Some)
            }
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.iter.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Trait<'a> {
        name: &'a str,
        rating: i64,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Side<'a> {
        #[serde(borrow)]
        traits: Vec<Trait<'a>>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields, rename_all = "snake_case")]
    enum Tie {
        Allow,
        Break,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Contest<'a> {
        #[serde(borrow)]
        sides: Vec<Side<'a>>,
        tie: Option<Tie>,
    }

    fn fields(v: &Value) -> std::result::Result<Contest<'_>, (String, String)> {
        decode_fields(v.as_object().unwrap(), &[&["system"]]).map_err(|e| {
            let j = e.to_json("en");
            (
                j["code"].as_str().unwrap().to_owned(),
                j["field"].as_str().unwrap().to_owned(),
            )
        })
    }

    #[test]
    fn a_misspelt_nested_field_is_named_by_its_path() {
        let v = json!({"system": "x", "sides": [{"traits": []}, {"traits": [{"name": "A", "ratng": 2}]}]});
        assert_eq!(
            fields(&v),
            Err(("bad_field".into(), "sides[1].traits[0].ratng".into()))
        );
    }

    #[test]
    fn a_missing_or_null_field_is_missing_with_its_path() {
        let v = json!({"sides": [{"traits": [{"name": "A"}]}]});
        assert_eq!(
            fields(&v),
            Err(("missing_field".into(), "sides[0].traits[0].rating".into()))
        );
        let v = json!({"sides": null});
        assert_eq!(fields(&v), Err(("missing_field".into(), "sides".into())));
    }

    #[test]
    fn a_wrong_type_is_bad_field_at_the_value() {
        let v = json!({"sides": [{"traits": [{"name": 3, "rating": 1}]}]});
        assert_eq!(
            fields(&v),
            Err(("bad_field".into(), "sides[0].traits[0].name".into()))
        );
        let v = json!({"sides": [], "tie": "sometimes"});
        assert_eq!(fields(&v), Err(("bad_field".into(), "tie".into())));
        let v = json!({"sides": [{"traits": [{"name": "A", "rating": 1.5}]}]});
        assert_eq!(
            fields(&v),
            Err(("bad_field".into(), "sides[0].traits[0].rating".into()))
        );
    }

    #[test]
    fn a_good_request_decodes_with_null_as_absent() {
        let v = json!({"system": "x", "tie": null, "sides": [{"traits": [{"name": "A", "rating": 2}]}]});
        assert_eq!(
            fields(&v),
            Ok(Contest {
                sides: vec![Side {
                    traits: vec![Trait {
                        name: "A",
                        rating: 2
                    }]
                }],
                tie: None
            })
        );
        let v = json!({"sides": [], "tie": "break"});
        assert_eq!(fields(&v).unwrap().tie, Some(Tie::Break));
    }
}
