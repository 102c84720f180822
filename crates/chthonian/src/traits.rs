//! Traits (T1–T3) and the rule that each named Trait counts once (R2).
//!
//! A Trait is a name and a signed rating: "Ex-Detective 2" helps, "Clumsy" written as
//! −1 hinders. A Trait may also be a bare modifier with no name (the Narrator's "−3 for
//! the dark"); bare modifiers are never merged, since nothing says two of them are the
//! same thing. Named Traits of one bearer are the same Trait when their names match
//! ignoring case and surrounding spaces; in one roll or one contest only the bearer's
//! first listing counts. A Trait belongs to its bearer (R2, R4): the rolls keep one
//! count per side or helper, so another bearer's same-named Trait still counts.

use std::collections::HashSet;
use std::fmt;

/// A Trait of a character, creature or object: a name and a signed rating (T1).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Trait {
    name: Option<String>,
    rating: i64,
    temporary: bool,
}

impl Trait {
    /// A named Trait: `Trait::new("Ex-Detective", 2)`; a hindering one has a negative
    /// rating (`Trait::new("Clumsy", -1)`).
    pub fn new(name: impl Into<String>, rating: i64) -> Trait {
        Trait {
            name: Some(name.into()),
            rating,
            temporary: false,
        }
    }

    /// A bare modifier with no name; it is never merged with another.
    pub fn modifier(rating: i64) -> Trait {
        Trait {
            name: None,
            rating,
            temporary: false,
        }
    }

    /// The same Trait marked temporary: only for this moment (T3), such as "Close to
    /// the statuette 2".
    pub fn temporary(mut self) -> Trait {
        self.temporary = true;
        self
    }

    /// The name, if the Trait has one.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The signed rating.
    pub fn rating(&self) -> i64 {
        self.rating
    }

    /// Whether the Trait is only for this moment.
    pub fn is_temporary(&self) -> bool {
        self.temporary
    }

    /// How strong the rating is (T1), by its size: a hindering "Clumsy −1" is of a
    /// hobbyist's size. `None` for a rating of 0.
    pub fn grade(&self) -> Option<Grade> {
        Grade::of(self.rating)
    }

    /// Whether `self` and `other` are the same named Trait (names equal ignoring case
    /// and surrounding spaces). Bare modifiers are never the same Trait.
    pub fn same_as(&self, other: &Trait) -> bool {
        matches!((self.key(), other.key()), (Some(a), Some(b)) if a == b)
    }

    pub(crate) fn key(&self) -> Option<String> {
        self.name.as_deref().map(|n| n.trim().to_lowercase())
    }
}

impl fmt::Display for Trait {
    /// `Ex-Detective 2`, `Clumsy -1`, or the bare signed rating `-3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.name {
            Some(name) => write!(f, "{name} {}", self.rating),
            None => write!(f, "{:+}", self.rating),
        }
    }
}

/// How strong a rating is (T1): 1–2 hobbyist, 3–4 professional, 5–6 nearly unmatched,
/// 7 and more superhuman. Advice for choosing Traits (T2 sets no budget), never a limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Grade {
    /// 1–2.
    Hobbyist,
    /// 3–4.
    Professional,
    /// 5–6.
    NearlyUnmatched,
    /// 7 and more.
    Superhuman,
}

impl Grade {
    /// The grade of a rating of this size (its sign is ignored); `None` for 0.
    pub fn of(rating: i64) -> Option<Grade> {
        match rating.unsigned_abs() {
            0 => None,
            1..=2 => Some(Grade::Hobbyist),
            3..=4 => Some(Grade::Professional),
            5..=6 => Some(Grade::NearlyUnmatched),
            _ => Some(Grade::Superhuman),
        }
    }

    /// The grade's short name: `hobbyist`, `professional`, `nearly_unmatched`,
    /// `superhuman`.
    pub fn as_str(self) -> &'static str {
        match self {
            Grade::Hobbyist => "hobbyist",
            Grade::Professional => "professional",
            Grade::NearlyUnmatched => "nearly_unmatched",
            Grade::Superhuman => "superhuman",
        }
    }
}

/// The Traits of one roll after the count-once rule: those that count and those left
/// out because the same named Trait was already counted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Counted {
    /// The Traits that modify the roll, in the order given.
    pub counted: Vec<Trait>,
    /// The Traits left out, in the order given.
    pub ignored: Vec<Trait>,
}

impl Counted {
    /// The sum of the counted ratings: the roll's modifier, and the side's "Trait
    /// total" when R2 breaks a tie.
    pub fn total(&self) -> i64 {
        self.counted.iter().map(Trait::rating).sum()
    }
}

/// Applies the count-once rule over several lists of Traits (the sides of a contest, or
/// the roll- and Outcome-Traits of a split roll): each named Trait counts the first time
/// it is listed and never again.
#[derive(Debug, Clone, Default)]
pub struct CountOnce {
    seen: HashSet<String>,
}

impl CountOnce {
    /// A counter that has seen nothing yet.
    pub fn new() -> CountOnce {
        CountOnce::default()
    }

    /// Sorts `traits` into those that count and those already counted.
    pub fn take(&mut self, traits: &[Trait]) -> Counted {
        let mut out = Counted::default();
        for t in traits {
            let fresh = t.key().is_none_or(|key| self.seen.insert(key));
            if fresh {
                out.counted.push(t.clone())
            } else {
                out.ignored.push(t.clone())
            }
        }
        out
    }
}

/// The count-once rule for one list of Traits.
pub fn count_once(traits: &[Trait]) -> Counted {
    CountOnce::new().take(traits)
}
