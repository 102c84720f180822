//! How the binary talks to a person: the language, failures and their exit codes.

use std::io::{self, Write};
use std::process::ExitCode;

use keeper_i18n::{Catalogue, FALLBACK_LANGUAGE, Message};

/// Why a command did not finish.
#[derive(Debug)]
pub(crate) enum Failure {
    /// Bad input: the message says what and where; `at` is an expression and a 1-based
    /// column to point at.
    Input {
        message: String,
        at: Option<(String, usize)>,
    },
    /// Something went wrong inside keeper or the system (a file that cannot be written).
    Internal(String),
    /// The reader of our output went away; not an error (Unix convention).
    BrokenPipe,
}

impl Failure {
    pub(crate) fn exit_code(&self) -> ExitCode {
        match self {
            Failure::Input { .. } => ExitCode::from(2),
            Failure::Internal(_) => ExitCode::from(1),
            Failure::BrokenPipe => ExitCode::SUCCESS,
        }
    }

    /// A bad-input failure with a message from the catalogue.
    pub(crate) fn input(lang: &str, msg: &Message) -> Failure {
        Failure::Input {
            message: text(lang, msg),
            at: None,
        }
    }

    /// An internal failure with a message from the catalogue.
    pub(crate) fn internal(lang: &str, msg: &Message) -> Failure {
        Failure::Internal(text(lang, msg))
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::BrokenPipe {
            Failure::BrokenPipe
        } else {
            Failure::Internal(text(
                FALLBACK_LANGUAGE,
                &Message::new("cli-error-io").text("error", e.to_string()),
            ))
        }
    }
}

/// Prints a failure to standard error: `keeper: message`, then the expression with a
/// caret under the column.
pub(crate) fn report(failure: &Failure, _lang: &str) {
    let mut err = io::stderr().lock();
    let _ = match failure {
        Failure::Input { message, at } => {
            let _ = writeln!(err, "keeper: {message}");
            match at {
                Some((expr, column)) => writeln!(err, "{}", caret(expr, *column)),
                None => Ok(()),
            }
        }
        Failure::Internal(message) => writeln!(err, "keeper: {message}"),
        Failure::BrokenPipe => Ok(()),
    };
}

/// The expression indented by two spaces and a caret under 1-based `column`.
pub(crate) fn caret(expr: &str, column: usize) -> String {
    let shown: String = expr
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let pad = " ".repeat(column.saturating_sub(1).min(shown.chars().count()));
    format!("  {shown}\n  {pad}^")
}

/// A catalogue text in `lang`.
pub(crate) fn text(lang: &str, msg: &Message) -> String {
    Catalogue::global().format(lang, msg)
}

/// The language to speak: `--lang`, else `LC_ALL`, `LC_MESSAGES`, `LANG`; English when
/// none names a language keeper speaks.
pub(crate) fn language(flag: Option<&str>) -> String {
    let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
    let wanted = flag
        .map(str::to_owned)
        .or_else(|| env("LC_ALL"))
        .or_else(|| env("LC_MESSAGES"))
        .or_else(|| env("LANG"));
    match wanted {
        Some(l) if keeper_i18n::speaks(&l) => l,
        _ => FALLBACK_LANGUAGE.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caret_points_at_the_column() {
        assert_eq!(caret("3d6 x", 5), "  3d6 x\n      ^");
        assert_eq!(caret("жd6", 1), "  жd6\n  ^");
        // A column past the end points just after the last character.
        assert_eq!(caret("3d6+", 5), "  3d6+\n      ^");
    }
}
