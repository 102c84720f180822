//! The protocol's error: a stable code, a message from the catalogue, extra fields.

use keeper_dice::{Die, ParseError, RollError, SourceError, odds::OddsError};
use keeper_i18n::{Catalogue, Localize, Message};
use serde_json::{Map, Value, json};

/// The stable error codes of the resolve protocol.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Code {
    /// The line is not JSON (or not a JSON object).
    BadJson,
    /// `system` names no system keeper knows.
    UnknownSystem,
    /// `action` names no action of the system.
    UnknownAction,
    /// A required field is absent (`error.field` names it).
    MissingField,
    /// A field has the wrong type or value (`error.field` names it).
    BadField,
    /// A dice expression that does not parse (`error.column`, 1-based characters).
    BadExpression,
    /// A limit was hit; the message names it.
    TooLarge,
    /// Supplied dice ran out (`error.die` names the die still needed).
    DiceExhausted,
    /// A supplied face outside its die.
    BadDie,
    /// Supplied faces left over when the action was done.
    UnusedDice,
    /// A BCDice-style command that is not recognised.
    UnknownCommand,
}

impl Code {
    /// The code as it appears on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Code::BadJson => "bad_json",
            Code::UnknownSystem => "unknown_system",
            Code::UnknownAction => "unknown_action",
            Code::MissingField => "missing_field",
            Code::BadField => "bad_field",
            Code::BadExpression => "bad_expression",
            Code::TooLarge => "too_large",
            Code::DiceExhausted => "dice_exhausted",
            Code::BadDie => "bad_die",
            Code::UnusedDice => "unused_dice",
            Code::UnknownCommand => "unknown_command",
        }
    }
}

/// A failed request: what the `error` object of the answer holds.
#[derive(Debug, Clone, PartialEq)]
pub struct ResolveError {
    code: Code,
    message: Message,
    /// Boxed: most errors have none, and a small error keeps `Result`s small.
    extra: Box<Extra>,
}

/// The extra fields of an error's `error` object.
#[derive(Debug, Clone, PartialEq, Default)]
struct Extra {
    fields: Map<String, Value>,
    /// Lists whose objects each carry a `message`, put into words with the rest.
    listed: Vec<(String, Listed)>,
}

/// Objects of an extra list, each with the message it is given in the answer's language.
pub type Listed = Vec<(Map<String, Value>, Message)>;

impl ResolveError {
    /// An error with `code` and `message` and no extra fields.
    pub fn new(code: Code, message: Message) -> ResolveError {
        ResolveError {
            code,
            message,
            extra: Box::default(),
        }
    }

    /// Adds an extra field that lists objects, each given a `message` in the answer's
    /// language (the issues of an invalid investigator).
    pub fn with_listed(mut self, key: &str, items: Listed) -> ResolveError {
        self.extra.listed.push((key.to_owned(), items));
        self
    }

    /// Adds an extra field to the `error` object.
    pub fn with(mut self, key: &str, value: impl Into<Value>) -> ResolveError {
        self.extra.fields.insert(key.to_owned(), value.into());
        self
    }

    /// The code.
    pub fn code(&self) -> Code {
        self.code
    }

    /// An extra field of the `error` object (`column`, `field`), if it has one.
    pub fn field(&self, key: &str) -> Option<&Value> {
        self.extra.fields.get(key)
    }

    /// The message, before it is put into words.
    pub fn message(&self) -> &Message {
        &self.message
    }

    /// The `error` object of the answer, with the message in `lang`.
    pub fn to_json(&self, lang: &str) -> Value {
        let mut obj = Map::new();
        obj.insert("code".into(), json!(self.code.as_str()));
        obj.insert(
            "message".into(),
            json!(Catalogue::global().format(lang, &self.message)),
        );
        for (k, v) in &self.extra.fields {
            obj.insert(k.clone(), v.clone());
        }
        for (k, items) in &self.extra.listed {
            let items = items.iter().map(|(fields, message)| {
                let mut item = fields.clone();
                item.insert(
                    "message".into(),
                    json!(Catalogue::global().format(lang, message)),
                );
                Value::Object(item)
            });
            obj.insert(k.clone(), Value::Array(items.collect()));
        }
        Value::Object(obj)
    }

    pub(crate) fn bad_json(e: &serde_json::Error) -> ResolveError {
        ResolveError::new(
            Code::BadJson,
            Message::new("resolve-error-bad-json")
                .int("line", e.line() as i64)
                .int("column", e.column() as i64),
        )
    }

    pub(crate) fn not_an_object() -> ResolveError {
        ResolveError::new(Code::BadJson, Message::new("resolve-error-not-object"))
    }

    pub(crate) fn line_too_long(len: usize, limit: usize) -> ResolveError {
        ResolveError::new(
            Code::TooLarge,
            Message::new("resolve-error-line-too-long")
                .int("bytes", len as i64)
                .int("limit", limit as i64),
        )
    }

    /// A request that lacks `field`.
    pub fn missing_field(field: &str) -> ResolveError {
        ResolveError::new(
            Code::MissingField,
            Message::new("resolve-error-missing-field").text("field", field.to_owned()),
        )
        .with("field", field)
    }

    pub(crate) fn bad_field(field: &str, expected: &'static str) -> ResolveError {
        ResolveError::new(
            Code::BadField,
            Message::new("resolve-error-bad-field")
                .text("field", field.to_owned())
                .msg("expected", Message::new(expected)),
        )
        .with("field", field)
    }

    pub(crate) fn unknown_system(system: &str, known: &[&str]) -> ResolveError {
        ResolveError::new(
            Code::UnknownSystem,
            Message::new("resolve-error-unknown-system")
                .text("system", system.to_owned())
                .text("known", known.join(", ")),
        )
    }

    pub(crate) fn unknown_action(system: &str, action: &str, known: &[&str]) -> ResolveError {
        ResolveError::new(
            Code::UnknownAction,
            Message::new("resolve-error-unknown-action")
                .text("system", system.to_owned())
                .text("action", action.to_owned())
                .text("known", known.join(", ")),
        )
    }

    pub(crate) fn unused_dice(unused: &[i64]) -> ResolveError {
        ResolveError::new(
            Code::UnusedDice,
            Message::new("resolve-error-unused-dice").int("count", unused.len() as i64),
        )
        .with("unused", json!(unused))
    }
}

impl From<ParseError> for ResolveError {
    fn from(e: ParseError) -> Self {
        let code = if e.is_limit() {
            Code::TooLarge
        } else {
            Code::BadExpression
        };
        ResolveError::new(code, e.message())
            .with("field", "expr")
            .with("column", e.column)
    }
}

impl From<SourceError> for ResolveError {
    fn from(e: SourceError) -> Self {
        match e {
            SourceError::Exhausted { die, position } => {
                ResolveError::new(Code::DiceExhausted, e.message())
                    .with("die", die_json(die))
                    .with("position", position)
            }
            SourceError::BadFace {
                die,
                face,
                position,
            } => ResolveError::new(Code::BadDie, e.message())
                .with("die", die_json(die))
                .with("face", face)
                .with("position", position),
        }
    }
}

impl From<RollError> for ResolveError {
    fn from(e: RollError) -> Self {
        match e {
            RollError::Source(s) => s.into(),
            RollError::DivisionByZero { column } => {
                ResolveError::new(Code::BadExpression, e.message())
                    .with("field", "expr")
                    .with("column", column)
            }
            _ => ResolveError::new(Code::TooLarge, e.message()),
        }
    }
}

impl From<OddsError> for ResolveError {
    fn from(e: OddsError) -> Self {
        match e {
            OddsError::DivisionByZero { column } => {
                ResolveError::new(Code::BadExpression, e.message())
                    .with("field", "expr")
                    .with("column", column)
            }
            // Which limit, and its figure, for a client to act on without reading prose.
            OddsError::TooLarge { limit, allowed, .. } => {
                ResolveError::new(Code::TooLarge, e.message())
                    .with("limit", limit.name())
                    .with("allowed", allowed)
            }
            _ => ResolveError::new(Code::TooLarge, e.message()),
        }
    }
}

impl ResolveError {
    /// `too_large` for a request of an array past the array's allowance of `limit`.
    pub(crate) fn over_allowance(limit: &'static str, allowed: u64) -> ResolveError {
        let id = if limit == ARRAY_TEXT_LIMIT {
            "security-array-too-much-text"
        } else {
            "security-array-too-much-work"
        };
        ResolveError::new(
            Code::TooLarge,
            Message::new(id).int("allowed", i64::try_from(allowed).unwrap_or(i64::MAX)),
        )
        .with("limit", limit)
        .with("allowed", allowed)
    }
}

/// `error.limit` of an array past its total of answer bytes.
pub(crate) const ARRAY_TEXT_LIMIT: &str = "array_bytes";
/// `error.limit` of an array past its total of work.
pub(crate) const ARRAY_WORK_LIMIT: &str = "array_work";

/// A die as the protocol names it: `"d6"`, `"dF"`, `"tens"`, `"units"`.
pub(crate) fn die_json(die: Die) -> String {
    match die {
        Die::Tens => "tens".to_owned(),
        Die::Units => "units".to_owned(),
        other => other.to_string(),
    }
}
