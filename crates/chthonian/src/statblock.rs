//! A creature, object or non-player character as Chthonian knows one: a name and
//! Traits (`Inhuman Strength 3`), usable on either side of a contest (R2, R3).
//!
//! ```
//! use keeper_chthonian::statblock::parse_statblock;
//! let ghoul = parse_statblock("Ghoul\nInhuman Strength 3, Hunger 2\nSlow Wits -1").unwrap();
//! assert_eq!(ghoul.name, "Ghoul");
//! assert_eq!(ghoul.traits.len(), 3);
//! assert_eq!(ghoul.traits[2].rating(), -1);
//! ```

use keeper_i18n::{Localize, Message};

use crate::Trait;

/// A creature's block read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatBlock {
    /// The first line, trimmed.
    pub name: String,
    /// Its Traits in the order given.
    pub traits: Vec<Trait>,
}

/// What a line of the block should have held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expected {
    /// The text is empty: the first line is the name.
    Name,
    /// A Trait: a name, then its signed rating.
    Trait(String),
}

/// An unreadable line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatBlockError {
    /// The line, 1-based.
    pub line: usize,
    /// What it should have held.
    pub expected: Expected,
}

impl Localize for StatBlockError {
    fn message(&self) -> Message {
        let expected = match &self.expected {
            Expected::Name => Message::new("npc-expected-name"),
            Expected::Trait(found) => {
                Message::new("npc-expected-trait").text("found", found.clone())
            }
        };
        Message::new("npc-error-line")
            .int("line", self.line as i64)
            .msg("expected", expected)
    }
}

/// The largest rating read: far beyond play, as the rolls' own limit.
const MAX_RATING: i64 = 1_000_000;

/// Reads `text`: the name on the first line, then Traits separated by commas,
/// semicolons or lines, each a name and a signed rating (`Frail −1`; a `Traits:`
/// heading is allowed). Blank lines are skipped and counted.
pub fn parse_statblock(text: &str) -> Result<StatBlock, StatBlockError> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let Some((_, name)) = lines.next() else {
        return Err(StatBlockError {
            line: 1,
            expected: Expected::Name,
        });
    };
    let mut traits = Vec::new();
    for (i, line) in lines {
        let line = line.trim();
        let line = line
            .strip_prefix("Traits:")
            .or_else(|| line.strip_prefix("Qualities:"))
            .unwrap_or(line);
        for item in line
            .split([',', ';'])
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            let bad = || StatBlockError {
                line: i + 1,
                expected: Expected::Trait(item.to_owned()),
            };
            let (name, rating) = item.rsplit_once(char::is_whitespace).ok_or_else(bad)?;
            let rating: i64 = rating
                .replace('−', "-")
                .trim_start_matches('+')
                .parse()
                .map_err(|_| bad())?;
            let name = name.trim().trim_end_matches(':').trim();
            if name.is_empty() || rating.abs() > MAX_RATING {
                return Err(bad());
            }
            traits.push(Trait::new(name, rating));
        }
    }
    Ok(StatBlock {
        name: name.trim().to_owned(),
        traits,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traits_on_one_or_several_lines_with_signs() {
        let b =
            parse_statblock("  Deep One \n\nTraits: Webbed Claws 2; Of the Sea +3\nHates Fire −2")
                .unwrap();
        assert_eq!(b.name, "Deep One");
        let read: Vec<_> = b
            .traits
            .iter()
            .map(|t| (t.name().unwrap(), t.rating()))
            .collect();
        assert_eq!(
            read,
            [("Webbed Claws", 2), ("Of the Sea", 3), ("Hates Fire", -2)]
        );
    }

    #[test]
    fn a_trait_without_a_rating_names_its_line() {
        let e = parse_statblock("Ghoul\n\nInhuman Strength 3, Hungry").unwrap_err();
        assert_eq!(e.line, 3);
        assert_eq!(e.expected, Expected::Trait("Hungry".into()));
        assert_eq!(parse_statblock(" \n").unwrap_err().expected, Expected::Name);
    }
}
