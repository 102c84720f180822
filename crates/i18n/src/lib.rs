//! keeper's message catalogue: every sentence a person reads comes from here.
//!
//! Code never builds user-facing prose. It produces a [`Message`], a message id with
//! named arguments, and the [`Catalogue`] turns it into text in a language. The texts
//! live in Fluent files under `locales/<lang>/`, so translating keeper means adding a
//! folder, never hunting strings through the code. English is the fallback for every
//! message.
//!
//! # Brief overview
//! - [`Message`]: what to say (id + arguments), built by the code that knows the facts.
//! - [`Localize`]: implemented by errors and results that can describe themselves.
//! - [`Catalogue`]: the loaded bundles; [`Catalogue::global`] is built once per process.
//!
//! # Example
//! ```
//! use keeper_i18n::{Catalogue, Message};
//!
//! let msg = Message::new("dice-error-too-many-dice").int("count", 5000).int("limit", 1000);
//! let text = Catalogue::global().format("en", &msg);
//! assert_eq!(text, "too many dice: 5000 in one roll, at most 1000 allowed");
//! ```

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// The languages keeper ships, with their Fluent sources. The first is the fallback.
const LOCALES: &[(&str, &[&str])] = &[(
    "en",
    &[
        include_str!("../locales/en/dice.ftl"),
        include_str!("../locales/en/resolve.ftl"),
        include_str!("../locales/en/cli.ftl"),
        include_str!("../locales/en/chthonian.ftl"),
        include_str!("../locales/en/classic.ftl"),
        include_str!("../locales/en/bcdice.ftl"),
        include_str!("../locales/en/coc7.ftl"),
        include_str!("../locales/en/web.ftl"),
    ],
)];

/// The language used when a request names none, or one keeper does not speak.
pub const FALLBACK_LANGUAGE: &str = "en";

/// Whether `lang` (e.g. `"en"`, `"pt-BR"`, `"en_US.UTF-8"`) is spoken, exactly or by its
/// base language. Answers without loading the catalogue, so choosing a language at
/// start-up costs nothing.
pub fn speaks(lang: &str) -> bool {
    resolve_language(lang).is_some()
}

fn resolve_language(lang: &str) -> Option<&'static str> {
    let lower = lang.to_ascii_lowercase().replace('_', "-");
    let base = lower.split(['-', '.']).next().unwrap_or("");
    LOCALES
        .iter()
        .map(|(l, _)| *l)
        .find(|l| l.to_ascii_lowercase() == lower)
        .or_else(|| LOCALES.iter().map(|(l, _)| *l).find(|l| *l == base))
}

/// One argument of a [`Message`].
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// A whole number (Fluent chooses plural forms from it).
    Int(i64),
    /// A piece of text inserted as it is (a name, a quoted character, an expression).
    Str(Cow<'static, str>),
}

/// Something to say: a message id from the catalogue and its named arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// A message with no arguments yet.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// Adds a numeric argument.
    pub fn int(mut self, name: &'static str, value: impl Into<i64>) -> Message {
        self.args.push((name, Arg::Int(value.into())));
        self
    }

    /// Adds a text argument.
    pub fn text(mut self, name: &'static str, value: impl Into<Cow<'static, str>>) -> Message {
        self.args.push((name, Arg::Str(value.into())));
        self
    }

    /// The message id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The arguments, in the order they were added.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }
}

impl fmt::Display for Message {
    /// Formats the message in English, the fallback language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Catalogue::global().format(FALLBACK_LANGUAGE, self))
    }
}

/// Anything that can describe itself to a person through the catalogue.
pub trait Localize {
    /// The message that describes `self`.
    fn message(&self) -> Message;
}

/// The loaded Fluent bundles, one per language.
pub struct Catalogue {
    bundles: HashMap<&'static str, FluentBundle<FluentResource>>,
}

impl fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut langs: Vec<_> = self.bundles.keys().collect();
        langs.sort();
        f.debug_struct("Catalogue")
            .field("languages", &langs)
            .finish()
    }
}

impl Catalogue {
    /// The catalogue of this process, loaded on first use.
    pub fn global() -> &'static Catalogue {
        static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
        CATALOGUE.get_or_init(Catalogue::load)
    }

    fn load() -> Catalogue {
        let mut bundles = HashMap::new();
        for (lang, sources) in LOCALES {
            let id: LanguageIdentifier = lang.parse().expect("locale ids in LOCALES are valid");
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Isolation marks would leak invisible characters into terminals and JSON.
            bundle.set_use_isolating(false);
            for source in *sources {
                let resource = FluentResource::try_new((*source).to_owned())
                    .expect("bundled Fluent files parse (checked by tests)");
                bundle
                    .add_resource(resource)
                    .expect("bundled Fluent files have no duplicate ids (checked by tests)");
            }
            bundles.insert(*lang, bundle);
        }
        Catalogue { bundles }
    }

    /// The languages this catalogue speaks.
    pub fn languages(&self) -> Vec<&'static str> {
        LOCALES.iter().map(|(lang, _)| *lang).collect()
    }

    /// Whether `lang` (e.g. `"en"`, `"pt-BR"`) is spoken; see [`speaks`].
    pub fn speaks(&self, lang: &str) -> bool {
        speaks(lang)
    }

    /// Whether the message id exists in the fallback language.
    pub fn has(&self, id: &str) -> bool {
        self.bundles[FALLBACK_LANGUAGE].has_message(id)
    }

    /// Formats `msg` in `lang`, falling back to English for an unknown language or a
    /// message the language lacks. An id that exists nowhere is shown as the id itself,
    /// which the catalogue tests rule out.
    pub fn format(&self, lang: &str, msg: &Message) -> String {
        let lang = resolve_language(lang).unwrap_or(FALLBACK_LANGUAGE);
        let bundle = match self.bundles[lang].has_message(msg.id) {
            true => &self.bundles[lang],
            false => &self.bundles[FALLBACK_LANGUAGE],
        };
        let Some(pattern) = bundle.get_message(msg.id).and_then(|m| m.value()) else {
            return msg.id.to_owned();
        };
        let mut args = FluentArgs::new();
        for (name, arg) in &msg.args {
            match arg {
                Arg::Int(n) => args.set(*name, FluentValue::from(*n)),
                Arg::Str(s) => args.set(*name, FluentValue::from(s.as_ref())),
            }
        }
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned()
    }

    /// Every message id of a language, for the catalogue's own tests.
    pub fn message_ids(&self, lang: &str) -> Vec<String> {
        let mut ids = Vec::new();
        for (l, sources) in LOCALES {
            if *l != lang {
                continue;
            }
            for source in *sources {
                let resource = FluentResource::try_new((*source).to_owned())
                    .expect("bundled Fluent files parse");
                for entry in resource.entries() {
                    if let fluent_syntax::ast::Entry::Message(m) = entry {
                        ids.push(m.id.name.to_owned());
                    }
                }
            }
        }
        ids
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_locale_file_parses_without_errors() {
        for (lang, sources) in LOCALES {
            for source in *sources {
                if let Err((_, errors)) = FluentResource::try_new((*source).to_owned()) {
                    panic!("{lang}: {errors:?}");
                }
            }
        }
        assert!(!Catalogue::global().message_ids("en").is_empty());
    }

    #[test]
    fn unknown_language_falls_back_to_english() {
        let msg = Message::new("dice-error-too-many-dice")
            .int("count", 2)
            .int("limit", 1);
        let cat = Catalogue::global();
        assert_eq!(cat.format("xx", &msg), cat.format("en", &msg));
        assert!(cat.speaks("en-GB"));
        assert!(cat.speaks("en_US.UTF-8"));
        assert!(!cat.speaks("tlh"));
    }
}
