//! The names people go by at a table: what a name may hold, and when two names are the
//! same name. A name is how a reader tells who rolled; one that reads as another's
//! (`Kay` and `kay`, a Cyrillic `К` for a Latin `K`), or that reorders the text around
//! it, would let a player pass for the Keeper.

use keeper_i18n::Message;
use unicode_security::confusable_detection::skeleton;

use crate::TableError;
use crate::checks::check_name;

/// Characters that change the direction text is laid out in (explicit embeddings,
/// overrides and isolates, and the invisible marks): a name with one can make the
/// words around it read in another order.
fn reorders(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Characters that break a line or mark a byte order: never part of a name.
fn separates(c: char) -> bool {
    matches!(
        c,
        '\u{2028}' | '\u{2029}' | '\u{FEFF}' | '\u{FFFE}' | '\u{85}'
    )
}

/// Characters a reader cannot see: default-ignorable code points (UTS #39 drops them
/// from a skeleton too) and the fillers that render as blank.
fn invisible(c: char) -> bool {
    c.is_whitespace()
        || matches!(c,
            '\u{00AD}' | '\u{034F}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
            | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
            | '\u{FFA0}' | '\u{FFF0}'..='\u{FFF8}' | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}' | '\u{E0000}'..='\u{E0FFF}' | '\u{2800}')
}

/// A member's (or the Keeper's) name, checked as any name is ([`check_name`]) and
/// refused when it reorders text, holds a line separator or byte order mark, or shows
/// nothing at all.
pub(crate) fn check_person_name(field: &str, name: &str) -> Result<String, TableError> {
    let name = check_name(field, name)?;
    let refuse = |id: &'static str| {
        Err(TableError::bad_field(
            field,
            Message::new(id).text("field", field.to_owned()),
        ))
    };
    if name.chars().any(reorders) {
        return refuse("security-name-reorders");
    }
    if name.chars().any(separates) {
        return refuse("security-name-separator");
    }
    if name.chars().all(invisible) {
        return refuse("security-name-invisible");
    }
    Ok(name)
}

/// What a name is the same as: the UTS #39 skeleton of its visible words, in lower case
/// and as written (a capital `I` reads as a small `l`, which lower case would lose). Two
/// names read alike when either key is the same.
pub(crate) fn name_keys(name: &str) -> [String; 2] {
    let visible: String = name
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|&c| c == ' ' || !invisible(c))
        .collect();
    let words = visible.split_whitespace().collect::<Vec<_>>().join(" ");
    let lower: String = words.chars().flat_map(char::to_lowercase).collect();
    [
        skeleton(&lower).flat_map(char::to_lowercase).collect(),
        skeleton(&words).collect(),
    ]
}

/// Whether `a` and `b` read alike.
pub(crate) fn same_name(a: &str, b: &str) -> bool {
    let ([a1, a2], [b1, b2]) = (name_keys(a), name_keys(b));
    a1 == b1 || a2 == b2
}

/// Refuses `name` when it reads as one of `taken` (the game's members' names).
pub(crate) fn check_unique<'a>(
    field: &str,
    name: &str,
    taken: impl IntoIterator<Item = &'a str>,
) -> Result<(), TableError> {
    match taken.into_iter().find(|other| same_name(name, other)) {
        Some(other) => Err(TableError::bad_field(
            field,
            Message::new("security-name-taken")
                .text("name", name.to_owned())
                .text("other", other.to_owned()),
        )),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_alikes_are_one_name() {
        for (a, b) in [
            ("Kay", "kay"),
            ("Kay", "KAY"),
            ("Kay", "\u{041A}ay"),  // Cyrillic Ка
            ("Kay", "K\u{0430}y"),  // Cyrillic а
            ("Kay", "Ka\u{200B}y"), // a zero-width space inside
            ("Old Tom", "Old   Tom"),
            ("Ioannis", "loannis"), // capital I and small l
            ("Σοφία", "ΣΟΦΊΑ"),
        ] {
            assert!(same_name(a, b), "{a:?} {b:?}");
            assert!(check_unique("name", b, [a]).is_err(), "{a:?} {b:?}");
        }
        for (a, b) in [("Kay", "Kai"), ("Alice", "Alicia"), ("Ольга", "Олег")] {
            assert!(!same_name(a, b), "{a:?} {b:?}");
        }
    }

    #[test]
    fn names_that_hide_or_reorder_are_refused() {
        let code = |name: &str| match check_person_name("name", name) {
            Err(TableError::BadField { message, .. }) => message.id().to_owned(),
            Err(e) => panic!("{e}"),
            Ok(n) => format!("ok: {n}"),
        };
        assert_eq!(code("Kay\u{202E}reepeK"), "security-name-reorders");
        assert_eq!(code("\u{2067}Kay"), "security-name-reorders");
        assert_eq!(code("\u{200B}\u{200C}\u{2060}"), "security-name-invisible");
        assert_eq!(code("\u{3164}"), "security-name-invisible");
        assert_eq!(code("\u{FEFF}Kay"), "security-name-separator");
        assert_eq!(code("Kay\u{2028}Keeper"), "security-name-separator");
        assert_eq!(code("Kay"), "ok: Kay");
        assert_eq!(code("Ζωή Παπαδοπούλου"), "ok: Ζωή Παπαδοπούλου");
        // An emoji joined by ZWJ is visible.
        assert_eq!(
            code("Kay \u{1F469}\u{200D}\u{1F52C}"),
            "ok: Kay \u{1F469}\u{200D}\u{1F52C}"
        );
    }

    #[test]
    fn every_message_is_in_the_catalogue() {
        for id in [
            "security-name-reorders",
            "security-name-separator",
            "security-name-invisible",
            "security-name-taken",
        ] {
            assert!(keeper_i18n::Catalogue::global().has(id), "{id}");
        }
    }
}
