//! Typed answers: every action's result as a Rust type that serialises to exactly the
//! protocol's JSON, and decodes it again (from a stored log entry, an HTTP body).
//!
//! The table, the server and the CLI read results through these types, never by picking
//! fields out of JSON by name: a renamed field then fails to compile, and a missing one
//! fails to decode instead of becoming a default.
//!
//! ```
//! use keeper_resolve::{Outcome, results::dice::DiceOutcome};
//! let request = serde_json::json!({"system": "dice", "action": "roll", "expr": "2d6", "dice": [3, 5]});
//! let answer = keeper_resolve::answer(&request).unwrap();
//! let Outcome::Dice(DiceOutcome::Roll(roll)) = &answer.outcome else { panic!() };
//! assert_eq!(roll.totals(), vec![8]);
//! // A stored result decodes into the same value.
//! let stored = answer.outcome.to_value();
//! assert_eq!(Outcome::decode("dice", "roll", &stored).unwrap(), answer.outcome);
//! ```

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use serde_json::Value;

use crate::results::Level;
use crate::results::bcdice::BcdiceOutcome;
use crate::results::chthonian::ChthonianOutcome;
use crate::results::classic::{CheckRoll, ClassicOutcome, SheetOutcome};
use crate::results::coc7::Coc7Outcome;
use crate::results::dice::DiceOutcome;

/// The result of one action of one system.
// One result is made per request and moved once: its size costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Outcome {
    /// `system: "dice"`.
    Dice(DiceOutcome),
    /// `system: "bcdice"`.
    Bcdice(BcdiceOutcome),
    /// `system: "coc7"`.
    Coc7(Coc7Outcome),
    /// `system: "classic"`.
    Classic(ClassicOutcome),
    /// `system: "chthonian"`.
    Chthonian(ChthonianOutcome),
}

impl Outcome {
    /// The result of `system`'s `action` read back from its JSON (a stored log entry's
    /// `result`).
    pub fn decode(system: &str, action: &str, result: &Value) -> Result<Outcome, DecodeError> {
        match system {
            "dice" => DiceOutcome::decode(action, result).map(Outcome::Dice),
            "bcdice" => BcdiceOutcome::decode(action, result).map(Outcome::Bcdice),
            "coc7" => Coc7Outcome::decode(action, result).map(Outcome::Coc7),
            "classic" => ClassicOutcome::decode(action, result).map(Outcome::Classic),
            "chthonian" => ChthonianOutcome::decode(action, result).map(Outcome::Chthonian),
            other => Err(DecodeError::unknown(other, action)),
        }
    }

    /// The system that answered (`"coc7"`).
    pub fn system(&self) -> &'static str {
        match self {
            Outcome::Dice(_) => "dice",
            Outcome::Bcdice(_) => "bcdice",
            Outcome::Coc7(_) => "coc7",
            Outcome::Classic(_) => "classic",
            Outcome::Chthonian(_) => "chthonian",
        }
    }

    /// The result as the protocol writes it.
    pub fn to_value(&self) -> Value {
        serde_json::to_value(self).expect("a result serialises")
    }

    /// The events this result puts onto its character's sheet, as the protocol writes
    /// them (`{"event": "sanity_lost", "amount": 3}`): a 7th edition Sanity roll, Luck
    /// spent, magic, improvement, an insanity's effect, damage and healing; what a
    /// classic sheet's `do` did; a Chthonian Insight roll, recovery, treatment, Nodule
    /// and Story. Empty for the rest.
    pub fn events(&self) -> Vec<Value> {
        fn all<E: Serialize>(list: &[E]) -> Vec<Value> {
            list.iter()
                .map(|e| serde_json::to_value(e).expect("an event serialises"))
                .collect()
        }
        use ChthonianOutcome as T;
        use Coc7Outcome as C;
        match self {
            Outcome::Coc7(C::SpendLuck(r)) => all(&r.events),
            Outcome::Coc7(C::Magic(r)) => all(&r.events),
            Outcome::Coc7(C::RegainMagic(r)) => all(&r.events),
            Outcome::Coc7(C::Improvement(r)) => all(&r.events),
            Outcome::Coc7(C::Sanity(r)) => all(&r.events),
            Outcome::Coc7(C::InsanityEffect(r)) => all(&r.events),
            Outcome::Coc7(C::Damage(r)) => all(&r.events),
            Outcome::Coc7(C::Heal(r)) => all(&r.events),
            Outcome::Classic(ClassicOutcome::Sheet(r)) => {
                r.events.as_deref().map_or_else(Vec::new, all)
            }
            Outcome::Chthonian(T::InsightRoll(r) | T::Recovery(r) | T::Treatment(r)) => {
                all(&r.events)
            }
            Outcome::Chthonian(T::Nodule(r)) => all(&r.events),
            Outcome::Chthonian(T::StoryStart(r)) => all(&r.events),
            Outcome::Chthonian(T::StoryEnd(r)) => all(&r.events),
            _ => Vec::new(),
        }
    }

    /// Whether this success earns its skill an improvement tick (coc7 R10): a check or
    /// a push that says `tick: true`.
    pub fn earns_tick(&self) -> bool {
        match self {
            Outcome::Coc7(Coc7Outcome::Check(c)) => c.tick == Some(true),
            Outcome::Coc7(Coc7Outcome::Push(p)) => p.tick == Some(true),
            _ => false,
        }
    }

    /// The sheet a new investigator's `investigator` action made (7th edition or
    /// classic), as the protocol writes it.
    pub fn new_sheet(&self) -> Option<Value> {
        let sheet = match self {
            Outcome::Coc7(Coc7Outcome::Investigator(r)) => serde_json::to_value(&r.sheet),
            Outcome::Classic(ClassicOutcome::Investigator(r)) => serde_json::to_value(&r.sheet),
            _ => return None,
        };
        Some(sheet.expect("a sheet serialises"))
    }

    /// A check's d100 and its level: 7th edition's or classic's `check`.
    pub fn check_roll(&self) -> Option<(i64, Level)> {
        match self {
            Outcome::Coc7(Coc7Outcome::Check(c)) => Some((c.roll.total.into(), c.roll.level)),
            Outcome::Classic(ClassicOutcome::Check(c)) => Some((c.check.total, c.check.level)),
            _ => None,
        }
    }

    /// A classic d100 check a roller may follow up with the house rules (M2, M3): a
    /// `check` or `characteristic`, or a sheet's roll made again for 1 MP.
    pub fn classic_check(&self) -> Option<&CheckRoll> {
        match self {
            Outcome::Classic(ClassicOutcome::Check(c) | ClassicOutcome::Characteristic(c)) => {
                Some(&c.check)
            }
            Outcome::Classic(ClassicOutcome::Sheet(s)) => match &s.outcome {
                Some(SheetOutcome::Check(c)) => Some(c),
                _ => None,
            },
            _ => None,
        }
    }

    /// A Chthonian roll's Outcome, where it has one a target may bear (R5): a standard
    /// or cooperative roll's, a contest's winning margin, a complex contest's winner's.
    pub fn chthonian_outcome(&self) -> Option<i64> {
        use ChthonianOutcome as T;
        match self {
            Outcome::Chthonian(T::Roll(r)) => Some(r.roll.outcome),
            Outcome::Chthonian(T::Cooperative(r)) => Some(r.roll.outcome),
            Outcome::Chthonian(T::Contest(c)) => c.winner.map(|_| c.outcome),
            Outcome::Chthonian(T::Complex(c)) => c.winner.and(c.outcome),
            _ => None,
        }
    }

    /// That Outcome turned into a Trait named `name` (R5: its rating the Outcome's size,
    /// negative when it hinders its bearer), as the `trait_gained` event a sheet takes.
    pub fn outcome_trait_event(&self, name: &str, hinders: bool) -> Option<Value> {
        let bearing = match hinders {
            true => keeper_chthonian::Bearing::Hinders,
            false => keeper_chthonian::Bearing::Helps,
        };
        let t = keeper_chthonian::Outcome(self.chthonian_outcome()?).into_trait(name, bearing);
        Some(serde_json::json!({"event": "trait_gained",
            "trait": {"name": t.name()?, "rating": t.rating()}}))
    }

    /// Whether the roll asked to be secret by its command: BCDice's `S` prefix
    /// (`SCC<=50`).
    pub fn is_secret(&self) -> bool {
        matches!(self, Outcome::Bcdice(BcdiceOutcome::Command(c)) if c.secret)
    }
}

macro_rules! from_system {
    ($($ty:ty => $variant:ident),*) => {
        $(impl From<$ty> for Outcome {
            fn from(o: $ty) -> Outcome {
                Outcome::$variant(o)
            }
        })*
    };
}
from_system!(DiceOutcome => Dice, BcdiceOutcome => Bcdice, Coc7Outcome => Coc7,
    ClassicOutcome => Classic, ChthonianOutcome => Chthonian);

/// A stored or sent result that is not what its action answers: the action is unknown,
/// or a field is missing or of the wrong type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodeError {
    /// `"coc7.check"`.
    pub action: String,
    /// What was wrong, as serde says it (English: this is a program's error, not a
    /// reader's).
    pub reason: String,
}

impl DecodeError {
    pub(crate) fn new(system: &str, action: &str, e: impl std::fmt::Display) -> DecodeError {
        DecodeError {
            action: format!("{system}.{action}"),
            reason: e.to_string(),
        }
    }

    pub(crate) fn unknown(system: &str, action: &str) -> DecodeError {
        DecodeError::new(system, action, "no such action")
    }
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "a {} result that does not decode: {}",
            self.action, self.reason
        )
    }
}

impl std::error::Error for DecodeError {}

/// A successful answer: the request's `id`, the typed result and every face the dice
/// showed, in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// The request's `id` (`null` when it had none).
    pub id: Value,
    /// What the action answered.
    pub outcome: Outcome,
    /// The faces rolled, in order (`dice` of the answer).
    pub dice: Vec<i64>,
}

impl Answer {
    /// The answer as the protocol writes it: `{"id", "ok": true, "result", "dice"}`.
    pub fn to_value(&self) -> Value {
        serde_json::to_value(self).expect("an answer serialises")
    }
}

impl Serialize for Answer {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(4))?;
        map.serialize_entry("id", &self.id)?;
        map.serialize_entry("ok", &true)?;
        map.serialize_entry("result", &self.outcome)?;
        map.serialize_entry("dice", &self.dice)?;
        map.end()
    }
}

/// The typed result enum of one system: one variant per action, each holding that
/// action's result type, with `decode` by action name and `Serialize` as the variant's.
macro_rules! outcomes {
    (
        $(#[$meta:meta])*
        $name:ident, $system:literal {
            $( $(#[$vmeta:meta])* $action:literal => $variant:ident($ty:ty), )*
        }
    ) => {
        $(#[$meta])*
        #[allow(clippy::large_enum_variant)]
        #[derive(Debug, Clone, PartialEq)]
        pub enum $name {
            $( $(#[$vmeta])* $variant($ty), )*
        }

        impl $name {
            /// Every action, in the order the system lists them.
            pub const ACTIONS: &'static [&'static str] = &[$($action,)*];

            /// The action that answered this (`"check"`).
            pub fn action(&self) -> &'static str {
                match self {
                    $( Self::$variant(_) => $action, )*
                }
            }

            /// `action`'s result read back from its JSON.
            pub fn decode(
                action: &str,
                result: &serde_json::Value,
            ) -> Result<Self, $crate::outcome::DecodeError> {
                match action {
                    $( $action => <$ty as serde::Deserialize>::deserialize(result)
                        .map(Self::$variant)
                        .map_err(|e| $crate::outcome::DecodeError::new($system, action, e)), )*
                    other => Err($crate::outcome::DecodeError::unknown($system, other)),
                }
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                match self {
                    $( Self::$variant(r) => r.serialize(s), )*
                }
            }
        }
    };
}
pub(crate) use outcomes;

/// `serde(skip_serializing_if)` for a flag written only when set.
pub(crate) fn is_false(b: &bool) -> bool {
    !*b
}

/// `serde(deserialize_with)` for a field written as `null` or not at all, each meaning
/// something: absent is `None`, `null` is `Some(None)`.
pub(crate) fn present<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    <Option<T> as serde::Deserialize>::deserialize(d).map(Some)
}
