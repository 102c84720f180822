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

mod numbers;

/// The Fluent files of one language, in load order.
macro_rules! locale {
    ($lang:literal) => {
        (
            $lang,
            &[
                include_str!(concat!("../locales/", $lang, "/numbers.ftl")),
                include_str!(concat!("../locales/", $lang, "/dice.ftl")),
                include_str!(concat!("../locales/", $lang, "/resolve.ftl")),
                include_str!(concat!("../locales/", $lang, "/cli.ftl")),
                include_str!(concat!("../locales/", $lang, "/chthonian.ftl")),
                include_str!(concat!("../locales/", $lang, "/classic.ftl")),
                include_str!(concat!("../locales/", $lang, "/bcdice.ftl")),
                include_str!(concat!("../locales/", $lang, "/coc7.ftl")),
                include_str!(concat!("../locales/", $lang, "/levels.ftl")),
                include_str!(concat!("../locales/", $lang, "/web.ftl")),
                include_str!(concat!("../locales/", $lang, "/skills.ftl")),
                include_str!(concat!("../locales/", $lang, "/occupations.ftl")),
                include_str!(concat!("../locales/", $lang, "/table.ftl")),
                include_str!(concat!("../locales/", $lang, "/events.ftl")),
                include_str!(concat!("../locales/", $lang, "/npc.ftl")),
                include_str!(concat!("../locales/", $lang, "/fight.ftl")),
                include_str!(concat!("../locales/", $lang, "/security.ftl")),
                include_str!(concat!("../locales/", $lang, "/posts.ftl")),
                include_str!(concat!("../locales/", $lang, "/session.ftl")),
                include_str!(concat!("../locales/", $lang, "/operating.ftl")),
                include_str!(concat!("../locales/", $lang, "/access.ftl")),
                include_str!(concat!("../locales/", $lang, "/fairness.ftl")),
                include_str!(concat!("../locales/", $lang, "/forum.ftl")),
                include_str!(concat!("../locales/", $lang, "/whispers.ftl")),
                include_str!(concat!("../locales/", $lang, "/mail.ftl")),
                include_str!(concat!("../locales/", $lang, "/forecast.ftl")),
            ],
        )
    };
}

/// The languages keeper ships, named once: [`LANGUAGES`] and their Fluent sources.
macro_rules! locales {
    ($($lang:literal),+) => {
        /// The languages keeper speaks, the fallback first: the ones a game, a member
        /// or a request may choose.
        pub const LANGUAGES: &[&str] = &[$($lang),+];
        /// Each language with its Fluent sources.
        const LOCALES: &[(&str, &[&str])] = &[$(locale!($lang)),+];
    };
}

locales!("en", "el", "ru", "pt-BR");

/// `text` without the English glosses Greek keeps beside the seeds' terms
/// (`Δύσκολη Επιτυχία (Hard Success)` → `Δύσκολη Επιτυχία`), for a line that must be in
/// one language (a snippet, a summary in brackets); other languages' text is returned
/// as it is. A gloss is a bracketed run of Latin letters (with spaces, `:`, `/`, `-`,
/// `'`) after a space.
pub fn without_glosses(lang: &str, text: &str) -> String {
    if resolve_language(lang) != Some("el") {
        return text.to_owned();
    }
    let gloss = |inner: &str| {
        inner.chars().any(|c| c.is_ascii_alphabetic())
            && inner
                .chars()
                .all(|c| c.is_ascii_alphabetic() || " :/-'".contains(c))
    };
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find(" (") {
        let inner_start = open + 2;
        match rest[inner_start..].find(')') {
            Some(len) if gloss(&rest[inner_start..inner_start + len]) => {
                out.push_str(&rest[..open]);
                rest = &rest[inner_start + len + 1..];
            }
            _ => {
                out.push_str(&rest[..inner_start]);
                rest = &rest[inner_start..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The language used when a request names none, or one keeper does not speak.
pub const FALLBACK_LANGUAGE: &str = "en";

/// Whether `lang` (e.g. `"en"`, `"pt-BR"`, `"en_US.UTF-8"`) is spoken, exactly or by its
/// base language. Answers without loading the catalogue, so choosing a language at
/// start-up costs nothing.
pub fn speaks(lang: &str) -> bool {
    resolve_language(lang).is_some()
}

/// `pt_BR.UTF-8` → `pt-BR`, `ru_RU` → `ru`, `pt` → `pt-BR`: the exact language, else the
/// first keeper speaks with the same base language. The POSIX encoding (`.UTF-8`) and
/// modifier (`@euro`) say nothing about the language and are dropped.
pub fn resolve_language(lang: &str) -> Option<&'static str> {
    let tag = lang.split(['.', '@']).next().unwrap_or("");
    let lower = tag.trim().to_ascii_lowercase().replace('_', "-");
    let base = |l: &str| l.split('-').next().unwrap_or("").to_owned();
    let spoken = || LOCALES.iter().map(|(l, _)| *l);
    spoken()
        .find(|l| l.to_ascii_lowercase() == lower)
        .or_else(|| spoken().find(|l| base(&l.to_ascii_lowercase()) == base(&lower)))
}

/// One argument of a [`Message`].
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// A whole number (Fluent chooses plural forms from it).
    Int(i64),
    /// A piece of text inserted as it is (a name, a quoted character, an expression).
    Str(Cow<'static, str>),
    /// Another message, formatted in the same language first (what an error expected).
    Msg(Box<Message>),
    /// A skill by its English sheet name, shown by its label in the language of the
    /// whole (see [`Catalogue::skill_label`]).
    Skill(Cow<'static, str>),
    /// Several messages, each formatted in the same language, joined by `; `.
    List(Vec<Message>),
    /// A characteristic by its wire name (`STR`), shown by its short label in the
    /// language of the whole (`СИЛ`, see [`Catalogue::characteristic_label`]).
    Characteristic(Cow<'static, str>),
    /// A number with a fixed count of decimals, written the language's way (`39,5` in
    /// Greek, Russian and Portuguese).
    Decimal(f64, u8),
    /// A fraction (0.395) as a percentage with a fixed count of decimals, written the
    /// language's way (`39.5%`, `39,5%`, `39,5 %`).
    Percent(f64, u8),
    /// A roll's label (a skill or characteristic named in any language, or the roller's
    /// words), shown as the language of the whole shows it (see
    /// [`Catalogue::roll_label`]).
    RollLabel(Cow<'static, str>),
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

    /// Adds a yes/no argument (`"yes"` or `"no"`), for a message that selects on it.
    pub fn flag(self, name: &'static str, on: bool) -> Message {
        self.text(name, if on { "yes" } else { "no" })
    }

    /// Adds a message argument: it is formatted in the language of the whole, so a
    /// sentence never mixes languages.
    pub fn msg(mut self, name: &'static str, value: Message) -> Message {
        self.args.push((name, Arg::Msg(Box::new(value))));
        self
    }

    /// Adds a skill named by its English sheet name: the reader sees its label in their
    /// language.
    pub fn skill(mut self, name: &'static str, skill: impl Into<Cow<'static, str>>) -> Message {
        self.args.push((name, Arg::Skill(skill.into())));
        self
    }

    /// Adds a characteristic named by its wire name (`STR`): the reader sees its short
    /// label in their language.
    pub fn characteristic(
        mut self,
        name: &'static str,
        characteristic: impl Into<Cow<'static, str>>,
    ) -> Message {
        self.args
            .push((name, Arg::Characteristic(characteristic.into())));
        self
    }

    /// Adds a list of messages (the issues of an invalid sheet), each formatted in the
    /// language of the whole.
    pub fn list(mut self, name: &'static str, values: Vec<Message>) -> Message {
        self.args.push((name, Arg::List(values)));
        self
    }

    /// Adds a number with `decimals` digits after the separator, formatted for the
    /// reader's language.
    pub fn decimal(mut self, name: &'static str, value: f64, decimals: u8) -> Message {
        self.args.push((name, Arg::Decimal(value, decimals)));
        self
    }

    /// Adds a fraction (0–1) shown as a percentage with `decimals` digits, formatted for
    /// the reader's language.
    pub fn percent(mut self, name: &'static str, fraction: f64, decimals: u8) -> Message {
        self.args.push((name, Arg::Percent(fraction, decimals)));
        self
    }

    /// Adds a roll's label (`"Spot Hidden"`, `"Εντοπισμός"`, `"STR"`): the reader sees
    /// the skill or characteristic in their language, other words as written.
    pub fn roll_label(
        mut self,
        name: &'static str,
        label: impl Into<Cow<'static, str>>,
    ) -> Message {
        self.args.push((name, Arg::RollLabel(label.into())));
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
        LANGUAGES.to_vec()
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
        self.format_in(lang, None, msg)
    }

    /// Formats `msg` in `lang` as a table of rule system `system` says it: a message may
    /// carry an attribute named after a system (`.chthonian`), its words at such a
    /// table (Chthonian's Keeper is its Narrator, seed 003). Messages inside `msg` speak
    /// the same way; without such an attribute the message's own value is used.
    pub fn format_in(&self, lang: &str, system: Option<&str>, msg: &Message) -> String {
        let lang = resolve_language(lang).unwrap_or(FALLBACK_LANGUAGE);
        let Some((bundle, pattern)) = self.pattern(lang, msg.id, system) else {
            return msg.id.to_owned();
        };
        let mut args = FluentArgs::new();
        for (name, arg) in &msg.args {
            match arg {
                Arg::Int(n) => args.set(*name, FluentValue::from(*n)),
                Arg::Str(s) => args.set(*name, FluentValue::from(s.as_ref())),
                Arg::Msg(m) => args.set(*name, FluentValue::from(self.format_in(lang, system, m))),
                Arg::Skill(skill) => {
                    args.set(*name, FluentValue::from(self.skill_label(lang, skill)))
                }
                Arg::Characteristic(c) => {
                    args.set(*name, FluentValue::from(self.characteristic_label(lang, c)))
                }
                Arg::List(ms) => {
                    let parts: Vec<String> =
                        ms.iter().map(|m| self.format_in(lang, system, m)).collect();
                    args.set(*name, FluentValue::from(parts.join("; ")))
                }
                Arg::Decimal(x, d) => {
                    args.set(*name, FluentValue::from(self.decimal(lang, *x, *d)))
                }
                Arg::Percent(x, d) => {
                    args.set(*name, FluentValue::from(self.percent(lang, *x, *d)))
                }
                Arg::RollLabel(l) => args.set(*name, FluentValue::from(self.roll_label(lang, l))),
            }
        }
        let mut errors = Vec::new();
        let text = bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned();
        // A variable the code did not pass: the catalogue test reads the code for these,
        // and tests built with debug assertions catch the rest where they run.
        debug_assert!(errors.is_empty(), "{lang} {}: {errors:?}", msg.id);
        text
    }

    /// `value` with `decimals` digits after the separator, the way `lang` writes numbers
    /// (`1,234.5` in English, `1.234,5` in Portuguese and Greek, `1 234,5` in Russian).
    pub fn decimal(&self, lang: &str, value: f64, decimals: u8) -> String {
        numbers::decimal(
            resolve_language(lang).unwrap_or(FALLBACK_LANGUAGE),
            value,
            decimals,
        )
    }

    /// A fraction (0.395) as a percentage with `decimals` digits, the way `lang` writes
    /// it: `39.5%`, `39,5%` (Greek, Portuguese), `39,5 %` (Russian, a no-break space).
    pub fn percent(&self, lang: &str, fraction: f64, decimals: u8) -> String {
        let number = self.decimal(lang, 100.0 * fraction, decimals);
        self.format(lang, &Message::new("number-percent").text("number", number))
    }

    /// A moment (UTC, to the minute) the way `lang` writes a date and a time; `None` for
    /// a date that does not exist.
    pub fn date_time(&self, lang: &str, date: (i32, u8, u8), time: (u8, u8)) -> Option<String> {
        let lang = resolve_language(lang).unwrap_or(FALLBACK_LANGUAGE);
        numbers::date_time(lang, date, time)
    }

    /// A whole percentage, such as a skill's 45, the way `lang` writes it (`45%`, in
    /// Russian `45 %`).
    pub fn whole_percent(&self, lang: &str, value: i64) -> String {
        let number = self.decimal(lang, value as f64, 0);
        self.format(lang, &Message::new("number-percent").text("number", number))
    }

    /// A skill's label in `lang`: `"Spot Hidden"` in Greek is the seed's Greek name. The
    /// skill is named by its English sheet name (the wire name); a speciality the
    /// catalogue does not know keeps the player's words beside the translated skill
    /// (`"Science (Biology)"`), and a skill it does not know at all is shown as written.
    pub fn skill_label(&self, lang: &str, name: &str) -> String {
        if let Some(label) = self.label(lang, "skill-", name) {
            return label;
        }
        if let Some((generic, speciality)) = split_speciality(name)
            && let Some(label) = self.label(lang, "skill-", generic)
        {
            // A label that already ends in brackets (Greek keeps the English name there)
            // takes the speciality after a colon: no brackets inside brackets.
            return match label.ends_with(')') {
                true => format!("{label}: {speciality}"),
                false => format!("{label} ({speciality})"),
            };
        }
        name.to_owned()
    }

    /// A characteristic's short label in `lang` (`"STR"` → `"ΔΥΝ"`), or the name as
    /// written when it is not one of the eight.
    pub fn characteristic_label(&self, lang: &str, name: &str) -> String {
        self.label(lang, "characteristic-", name)
            .unwrap_or_else(|| name.to_owned())
    }

    /// A characteristic's full name in `lang` (`"STR"` → `"Strength"`), or the name as
    /// written when it is not one of the eight.
    pub fn characteristic_name(&self, lang: &str, name: &str) -> String {
        self.text_of(lang, &format!("characteristic-{}-name", slug(name)))
            .unwrap_or_else(|| name.to_owned())
    }

    /// The English sheet name of a skill from its label in any language keeper speaks
    /// (case and spacing forgiven): what an imported sheet's `"Εντοπισμός"` means. Names
    /// that are no label come back unchanged.
    pub fn skill_from_label(&self, label: &str) -> String {
        let labels = self.labels("skill-");
        if let Some(name) = labels.get(&fold(label)) {
            return name.clone();
        }
        let split = split_speciality(label).or_else(|| {
            let (generic, speciality) = label.trim().rsplit_once(':')?;
            Some((generic.trim(), speciality.trim()))
        });
        if let Some((generic, speciality)) = split
            && let Some(name) = labels.get(&fold(generic))
        {
            return format!("{name} ({speciality})");
        }
        label.trim().to_owned()
    }

    /// A roll's label as `lang` shows it. A label is the roller's words, but a skill or a
    /// characteristic named in any language keeper speaks (`"Εντοπισμός"`, `"STR"`,
    /// `"Сила"`) is shown by its name in `lang`, so a roll made from a Greek sheet reads
    /// "Spot Hidden" to an English player. Other words are shown as written.
    pub fn roll_label(&self, lang: &str, label: &str) -> String {
        if let Some(code) = self.labels("characteristic-").get(&fold(label)) {
            return self.characteristic_name(lang, code);
        }
        self.skill_label(lang, &self.skill_from_label(label))
    }

    /// A quick-start occupation's label in `lang`, or the name as written.
    pub fn occupation_label(&self, lang: &str, name: &str) -> String {
        self.label(lang, "occupation-", name)
            .unwrap_or_else(|| name.to_owned())
    }

    /// The English name of a quick-start occupation from its label in any language, or
    /// the words as written (a custom occupation).
    pub fn occupation_from_label(&self, label: &str) -> String {
        match self.labels("occupation-").get(&fold(label)) {
            Some(name) => name.clone(),
            None => label.trim().to_owned(),
        }
    }

    /// Folded label → English name, over every language's messages with `prefix`
    /// (`skill-`, `occupation-`; `characteristic-` maps the short and the full name in
    /// every language to the short English one, `STR`).
    fn labels(&self, prefix: &'static str) -> &HashMap<String, String> {
        static LABELS: OnceLock<HashMap<&'static str, HashMap<String, String>>> = OnceLock::new();
        let all = LABELS.get_or_init(|| {
            let text = |lang: &str, id: &str| self.text_of(lang, id).unwrap_or_default();
            let mut all = HashMap::new();
            for prefix in ["skill-", "occupation-", "characteristic-"] {
                let mut out = HashMap::new();
                for id in self.message_ids(FALLBACK_LANGUAGE) {
                    if !id.starts_with(prefix) || id.ends_with("-name") {
                        continue;
                    }
                    let english = text(FALLBACK_LANGUAGE, &id);
                    for lang in self.languages() {
                        let mut ids = vec![id.clone()];
                        if prefix == "characteristic-" {
                            ids.push(format!("{id}-name"));
                        }
                        for id in ids {
                            let label = text(lang, &id);
                            // Greek keeps the English name in brackets; its own words
                            // alone name the thing too.
                            let own = split_speciality(&label)
                                .filter(|(_, english)| text(FALLBACK_LANGUAGE, &id) == *english)
                                .map(|(own, _)| own.to_owned());
                            for label in std::iter::once(label).chain(own) {
                                out.entry(fold(&label)).or_insert_with(|| english.clone());
                            }
                        }
                    }
                }
                all.insert(prefix, out);
            }
            all
        });
        &all[prefix]
    }

    /// The message `prefix` + the slug of `name`, formatted, if the catalogue has it.
    /// A weapon's name in `lang`: one of the rules' weapons by its message
    /// (`fight-weapon-small_knife`: "small knife", "πιστόλι"), any other (an NPC's attack,
    /// a sheet's own weapon) as written.
    pub fn weapon_label(&self, lang: &str, name: &str) -> String {
        self.label(lang, "fight-weapon-", name)
            .unwrap_or_else(|| name.to_owned())
    }

    fn label(&self, lang: &str, prefix: &str, name: &str) -> Option<String> {
        self.text_of(lang, &format!("{prefix}{}", slug(name)))
    }

    /// The message `id` (one without arguments), formatted, if the catalogue has it.
    fn text_of(&self, lang: &str, id: &str) -> Option<String> {
        let lang = resolve_language(lang).unwrap_or(FALLBACK_LANGUAGE);
        let (bundle, pattern) = self.pattern(lang, id, None)?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, None, &mut errors)
                .into_owned(),
        )
    }

    /// The bundle that holds `id` for `lang` (a language keeper speaks; English when it
    /// lacks the message) and the message's pattern.
    fn pattern(
        &self,
        lang: &str,
        id: &str,
        system: Option<&str>,
    ) -> Option<(
        &FluentBundle<FluentResource>,
        &fluent_syntax::ast::Pattern<&str>,
    )> {
        let bundle = match self.bundles[lang].has_message(id) {
            true => &self.bundles[lang],
            false => &self.bundles[FALLBACK_LANGUAGE],
        };
        let message = bundle.get_message(id)?;
        if let Some(own) = system.and_then(|s| message.get_attribute(s)) {
            return Some((bundle, own.value()));
        }
        Some((bundle, message.value()?))
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

/// A skill's stable id: its English sheet name in lower case, `_` between words
/// (`"Fighting (Brawl)"` → `fighting_brawl`). Message ids are `skill-` and this.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.trim().chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.is_empty() && !out.ends_with('_') {
            out.push('_');
        }
    }
    out.trim_end_matches('_').to_owned()
}

/// `"Science (Biology)"` → `("Science", "Biology")`.
fn split_speciality(name: &str) -> Option<(&str, &str)> {
    let inner = name.trim().strip_suffix(')')?;
    let open = inner.rfind('(')?;
    let generic = inner[..open].trim();
    let speciality = inner[open + 1..].trim();
    (!generic.is_empty() && !speciality.is_empty()).then_some((generic, speciality))
}

/// A label folded for matching: lower case, single spaces.
fn fold(label: &str) -> String {
    label
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greek_alone_drops_the_english_glosses_only() {
        assert_eq!(
            without_glosses("el", "ζαριά = 42 (Δύσκολη Επιτυχία (Hard Success))"),
            "ζαριά = 42 (Δύσκολη Επιτυχία)"
        );
        assert_eq!(without_glosses("el", "3d6 (2, 5, 6)"), "3d6 (2, 5, 6)");
        assert_eq!(
            without_glosses("en", "42 (Hard Success)"),
            "42 (Hard Success)"
        );
    }

    #[test]
    fn a_systems_own_words_replace_the_common_ones_at_its_table() {
        let cat = Catalogue::global();
        let keeper = Message::new("web-role-keeper");
        assert_eq!(
            cat.format_in("ru", Some("chthonian"), &keeper),
            "Рассказчик"
        );
        assert_eq!(cat.format_in("ru", Some("coc7"), &keeper), "Хранитель");
        assert_eq!(cat.format_in("ru", None, &keeper), "Хранитель");
        // Inside another message too.
        let nested = Message::new("web-index-you-are").msg("role", keeper);
        assert!(
            cat.format_in("pt-BR", Some("chthonian"), &nested)
                .contains("Narrador")
        );
    }

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
        let pt = Message::new("dice-error-empty");
        for posix in ["pt_BR.UTF-8", "pt_PT", "pt", "pt-br"] {
            assert_eq!(cat.format(posix, &pt), cat.format("pt-BR", &pt), "{posix}");
        }
        assert_eq!(cat.format("ru_RU.UTF-8@x", &pt), cat.format("ru", &pt));
        assert!(!cat.speaks("C"));
        assert!(!cat.speaks("tlh"));
    }

    #[test]
    fn a_roll_label_naming_a_skill_or_characteristic_reads_in_the_readers_language() {
        let cat = Catalogue::global();
        for lang in cat.languages() {
            let greek = cat.skill_label("el", "Spot Hidden");
            assert_eq!(
                cat.roll_label(lang, &greek),
                cat.skill_label(lang, "Spot Hidden")
            );
            for written in ["STR", "Strength", &cat.characteristic_name("ru", "STR")] {
                assert_eq!(
                    cat.roll_label(lang, written),
                    cat.characteristic_name(lang, "STR"),
                    "{lang}: {written}"
                );
            }
        }
        assert_eq!(cat.roll_label("el", "A hunch"), "A hunch");
        assert_eq!(cat.roll_label("en", "Εντοπισμός"), "Spot Hidden");
    }

    #[test]
    fn skills_have_labels_and_come_back_from_them() {
        let cat = Catalogue::global();
        assert_eq!(slug("Fighting (Brawl)"), "fighting_brawl");
        assert_eq!(slug("Art/Craft"), "art_craft");
        assert_eq!(cat.skill_label("en", "Spot Hidden"), "Spot Hidden");
        assert_eq!(
            cat.skill_label("en", "Science (Biology)"),
            "Science (Biology)"
        );
        assert_eq!(
            cat.skill_label("en", "Underwater Basket"),
            "Underwater Basket"
        );
        assert_eq!(cat.characteristic_label("en", "STR"), "STR");
        assert_eq!(cat.characteristic_name("en", "STR"), "Strength");
        for lang in cat.languages() {
            for name in ["Spot Hidden", "Fighting (Brawl)", "Language (Own)", "Dodge"] {
                let label = cat.skill_label(lang, name);
                assert_eq!(cat.skill_from_label(&label), name, "{lang}: {label}");
                assert_eq!(cat.skill_from_label(&label.to_uppercase()), name, "{lang}");
            }
            // A speciality the catalogue does not know keeps the player's words.
            let science = cat.skill_label(lang, "Science (Geology)");
            assert!(
                science.ends_with("Geology)") || science.ends_with(": Geology"),
                "{lang}: {science}"
            );
            assert_eq!(cat.skill_from_label(&science), "Science (Geology)");
            // A quick-start one is the language's own (issue: `Наука (Biology)`).
            let biology = cat.skill_label(lang, "Science (Biology)");
            assert_eq!(
                cat.skill_from_label(&biology),
                "Science (Biology)",
                "{lang}"
            );
            if lang != "en" {
                assert!(!biology.ends_with("(Biology)"), "{lang}: {biology}");
            }
        }
        assert_eq!(
            cat.skill_from_label("  Underwater  Basket "),
            "Underwater  Basket"
        );
        for lang in cat.languages() {
            let label = cat.occupation_label(lang, "Police Detective");
            assert_eq!(
                cat.occupation_from_label(&label),
                "Police Detective",
                "{lang}"
            );
        }
        assert_eq!(cat.occupation_from_label("Ghost Hunter"), "Ghost Hunter");
    }
}
