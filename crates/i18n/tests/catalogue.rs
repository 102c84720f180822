//! The catalogue is complete and consistent: every locale has exactly English's message
//! ids, every id is used by the code, and no message uses a variable the code does not
//! pass.
//!
//! The code is read as text: each `Message::new("id")` and the `.int("name", …)`,
//! `.text("name", …)`, `.msg("name", …)`, `.flag("name", …)`, `.skill(…)`, `.characteristic(…)`, `.list(…)`, `.decimal(…)`, `.percent(…)` and `.roll_label(…)` calls in the same statement say which variables that id gets. Ids
//! the code builds at run time are counted as used by their prefix ([`BUILT_PREFIXES`]).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast;
use keeper_i18n::Catalogue;

/// Prefixes of ids that code builds with `format!` (CLI help from the command tree,
/// skill, characteristic and weapon labels from their names).
const BUILT_PREFIXES: &[&str] = &[
    "cli-about-",
    "cli-long-about-",
    "cli-help-",
    "skill-",
    "characteristic-",
    "occupation-",
    "fight-weapon-",
];

fn locales_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// id → the variables its value and attributes use, for one language.
fn variables(lang: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    let dir = locales_dir().join(lang);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    for file in files {
        let source = std::fs::read_to_string(&file).unwrap();
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", file.display()));
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                for a in &m.attributes {
                    pattern_vars(&a.value, &mut vars);
                }
                let id = m.id.name.to_owned();
                assert!(
                    out.insert(id.clone(), vars).is_none(),
                    "{lang}: {id} is defined twice"
                );
            }
        }
    }
    out
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

/// Every `.rs` and `.js` file of the workspace's crates.
fn sources() -> Vec<(PathBuf, String)> {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = Vec::new();
    let mut stack = vec![crates];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap() {
            let path = e.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                if name != "target" && name != "locales" && !name.starts_with('.') {
                    stack.push(path);
                }
            } else if name.ends_with(".rs") || name.ends_with(".js") {
                // This file names ids only as examples.
                if path.ends_with("i18n/tests/catalogue.rs") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                out.push((path, text));
            }
        }
    }
    out
}

/// The quoted strings of a source text that look like message ids. Each `"` may open a
/// string, so a quote inside a char literal does not throw the rest off.
fn quoted_ids(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let bytes = text.as_bytes();
    for (i, _) in text.match_indices('"') {
        let rest = &text[i + 1..];
        let end = rest
            .find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_'))
            .unwrap_or(rest.len());
        let piece = &rest[..end];
        if bytes.get(i + 1 + end) == Some(&b'"')
            && piece.contains('-')
            && piece.starts_with(|c: char| c.is_ascii_lowercase())
        {
            out.insert(piece.to_owned());
        }
    }
    out
}

/// id → variables passed at each `Message::new("id")` site (union over the sites).
fn passed_variables(sources: &[(PathBuf, String)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (_, text) in sources {
        let mut rest = text.as_str();
        while let Some(at) = rest.find("Message::new(") {
            rest = &rest[at + "Message::new(".len()..];
            // The ids of this site: a literal, or the literals of a `match`/`if` inside.
            let before = text[..text.len() - rest.len() - "Message::new(".len()].trim_end();
            let bound = before.ends_with('=')
                && before
                    .rsplit('\n')
                    .next()
                    .is_some_and(|line| line.trim_start().starts_with("let "));
            // A message bound to a name may get its arguments later in the block.
            let statement = if bound { block(rest) } else { statement(rest) };
            let head_end = statement.find(')').unwrap_or(statement.len());
            let head = if statement.starts_with('"') {
                &statement[..head_end]
            } else {
                statement
            };
            let vars = arguments(statement);
            for id in quoted_ids(head) {
                out.entry(id).or_default().extend(vars.iter().cloned());
            }
        }
    }
    out
}

/// The text up to the end of the statement that starts here (a `;` or an unmatched
/// closing bracket at depth zero).
fn statement(text: &str) -> &str {
    let mut depth = 0i32;
    let mut in_str = false;
    let mut prev = ' ';
    for (i, c) in text.char_indices() {
        if in_str {
            if c == '"' && prev != '\\' {
                in_str = false;
            }
        } else {
            match c {
                '"' => in_str = true,
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => {
                    depth -= 1;
                    if depth < -1 {
                        return &text[..i];
                    }
                }
                ';' if depth <= 0 => return &text[..i],
                _ => {}
            }
        }
        prev = c;
    }
    text
}

/// The text up to the end of the enclosing block.
fn block(text: &str) -> &str {
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth -= 1;
                if depth < -1 {
                    return &text[..i];
                }
            }
            _ => {}
        }
    }
    text
}

fn arguments(statement: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let calls = [
        "int",
        "text",
        "msg",
        "flag",
        "skill",
        "characteristic",
        "list",
        "decimal",
        "percent",
        "roll_label",
    ];
    let calls = calls
        .iter()
        .flat_map(|c| [format!(".{c}(\""), format!(".{c}(\n")]);
    for call in calls {
        let call = call.as_str();
        let mut rest = statement;
        while let Some(at) = rest.find(call) {
            rest = &rest[at + call.len()..];
            let name = rest.trim_start().trim_start_matches('"');
            let end = name.find('"').unwrap_or(0);
            out.insert(name[..end].to_owned());
        }
    }
    out
}

#[test]
fn every_locale_has_exactly_the_english_ids() {
    let english = variables("en");
    let mut problems = Vec::new();
    for lang in Catalogue::global().languages() {
        if lang == "en" {
            continue;
        }
        let theirs = variables(lang);
        for id in english.keys().filter(|id| !theirs.contains_key(*id)) {
            problems.push(format!("{lang}: {id} is missing"));
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{lang}: {id} is not an English message id"));
        }
        for (id, vars) in &theirs {
            if let Some(en) = english.get(id) {
                for v in vars.difference(en) {
                    problems.push(format!("{lang}: {id} uses ${v}, which English does not"));
                }
            }
        }
    }
    assert_no_problems(&problems);
}

/// id → the names of its attributes, for one language.
fn attributes(lang: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(locales_dir().join(lang)).unwrap() {
        let file = entry.unwrap().path();
        let source = std::fs::read_to_string(&file).unwrap();
        let resource = fluent_syntax::parser::parse(source.as_str()).unwrap();
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let names: BTreeSet<String> =
                    m.attributes.iter().map(|a| a.id.name.to_owned()).collect();
                if !names.is_empty() {
                    out.insert(m.id.name.to_owned(), names);
                }
            }
        }
    }
    out
}

/// A message's attributes are its words at a table of one rule system
/// (`Catalogue::format_in`): each is named after a system, and every language says at
/// least what English says at each table, so no reader of a Chthonian game meets a
/// Keeper in one language and a Narrator in another. A language may have a system's
/// word where English has none (Portuguese classic's Falha, seed 004).
#[test]
fn every_language_speaks_each_systems_own_words_alike() {
    const SYSTEMS: &[&str] = &["coc7", "classic", "chthonian"];
    let english = attributes("en");
    let ids_in_english = variables("en");
    let mut problems = Vec::new();
    for (id, names) in &english {
        for name in names.iter().filter(|n| !SYSTEMS.contains(&n.as_str())) {
            problems.push(format!("en: {id}.{name} is not named after a rule system"));
        }
    }
    for lang in Catalogue::global().languages() {
        let theirs = attributes(lang);
        for (id, names) in &english {
            let got = theirs.get(id).cloned().unwrap_or_default();
            for name in names.difference(&got) {
                problems.push(format!("{lang}: {id} lacks .{name}"));
            }
        }
        for (id, names) in &theirs {
            if !english.contains_key(id) && !ids_in_english.contains_key(id) {
                problems.push(format!("{lang}: {id} is not an English message"));
            }
            for name in names.iter().filter(|n| !SYSTEMS.contains(&n.as_str())) {
                problems.push(format!(
                    "{lang}: {id}.{name} is not named after a rule system"
                ));
            }
        }
    }
    assert_no_problems(&problems);
}

#[test]
fn every_message_id_is_used_and_gets_its_variables() {
    let english = variables("en");
    let sources = sources();
    let mut quoted = BTreeSet::new();
    for (_, text) in &sources {
        quoted.extend(quoted_ids(text));
    }
    let mut problems = Vec::new();
    for id in english.keys() {
        if !quoted.contains(id) && !BUILT_PREFIXES.iter().any(|p| id.starts_with(p)) {
            problems.push(format!("{id} is not used by the code"));
        }
    }
    let passed = passed_variables(&sources);
    for (id, vars) in &passed {
        let Some(used) = english.get(id) else {
            if id.contains('-') && !id.starts_with('-') {
                problems.push(format!("the code says {id}, which en does not define"));
            }
            continue;
        };
        for v in used.difference(vars) {
            problems.push(format!("{id} uses ${v}, which the code does not pass"));
        }
    }
    assert_no_problems(&problems);
}

fn assert_no_problems(problems: &[String]) {
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
