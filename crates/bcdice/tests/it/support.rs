//! What both games' vector tests share: reading BCDice's file and comparing flags.

use std::path::PathBuf;

use keeper_bcdice::Outcome;

/// The `[[test]]` cases of `file` in the repository's BCDice conformance data; a missing file
/// fails the test, never skips it.
pub(crate) fn vectors(file: &str) -> Vec<toml::Value> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../conformance/bcdice")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "the BCDice conformance file {} is missing: {e}",
            path.display()
        )
    });
    let doc: toml::Value = toml::from_str(&text).unwrap_or_else(|e| panic!("{file} parses: {e}"));
    doc["test"].as_array().expect("[[test]] cases").clone()
}

/// A problem line when `out`'s five flags differ from the case's (missing = false).
pub(crate) fn flags_problem(out: &Outcome, case: &toml::Value) -> Option<String> {
    let flag = |k: &str| case.get(k).and_then(toml::Value::as_bool).unwrap_or(false);
    let flags = [
        out.success,
        out.failure,
        out.critical,
        out.fumble,
        out.secret,
    ];
    let want = [
        flag("success"),
        flag("failure"),
        flag("critical"),
        flag("fumble"),
        flag("secret"),
    ];
    (flags != want).then(|| format!("flags {flags:?}, BCDice {want:?}"))
}
