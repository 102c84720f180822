//! The exact distributions of `conformance/prob-exact.json` (reference: icepool),
//! fraction for fraction.

use std::path::PathBuf;

use keeper_dice::Expression;
use keeper_dice::odds::{Budget, distribution};
use num_rational::BigRational;

fn reference_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../conformance/prob-exact.json")
}

#[test]
fn prob_exact_matches_reference() {
    let path = reference_path();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read the conformance data {}: {e}; the repository ships it in conformance/",
            path.display()
        )
    });
    let cases: serde_json::Value = serde_json::from_str(&text).expect("prob-exact.json is JSON");
    let cases = cases.as_array().expect("prob-exact.json is an array");
    assert!(!cases.is_empty(), "prob-exact.json has no cases");
    let mut failures = Vec::new();
    for case in cases {
        let expr = case["expr"].as_str().expect("expr is a string");
        let expected: Vec<(i64, String)> = case["distribution"]
            .as_array()
            .expect("distribution is an array")
            .iter()
            .map(|pair| {
                (
                    pair[0].as_i64().expect("outcome is an integer"),
                    pair[1]
                        .as_str()
                        .expect("probability is a string")
                        .to_owned(),
                )
            })
            .collect();
        let parsed = match Expression::parse(expr) {
            Ok(e) => e,
            Err(e) => {
                failures.push(format!("{expr}: does not parse: {e}"));
                continue;
            }
        };
        let odds = match distribution(&parsed, &Budget::default()) {
            Ok(d) => d,
            Err(e) => {
                failures.push(format!("{expr}: {e}"));
                continue;
            }
        };
        let got = odds.fractions();
        if got != expected {
            let first = got.iter().zip(&expected).position(|(a, b)| a != b);
            failures.push(format!(
                "{expr}: {} outcomes, expected {}; first difference at {first:?}: {:?} vs {:?}",
                got.len(),
                expected.len(),
                first.map(|i| &got[i]),
                first.map(|i| &expected[i]),
            ));
            continue;
        }
        // The BigRational view agrees with the text view.
        let rationals: Vec<(i64, BigRational)> = expected
            .iter()
            .map(|(v, p)| (*v, p.parse().expect("a fraction")))
            .collect();
        if odds.outcomes() != rationals {
            failures.push(format!("{expr}: outcomes() differs from fractions()"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}
