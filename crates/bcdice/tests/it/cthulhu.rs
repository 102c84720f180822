//! BCDice's own test vectors for `Cthulhu` (6th edition), run through the front end:
//! every flag, and every rolled and kept number, must match.

use keeper_bcdice::{Error, eval};
use keeper_dice::SuppliedDice;

use crate::support::{flags_problem, vectors};

/// Every number of BCDice's output text that is not part of the command: the rolled
/// d100 and the kept total, read from after the first `＞`.
fn numbers_after_command(output: &str) -> Vec<i64> {
    let Some((_, rest)) = output.split_once('＞') else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut n = String::new();
    for c in rest.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit() || (c == '-' && n.is_empty()) {
            n.push(c);
        } else {
            if let Ok(v) = n.parse() {
                out.push(v);
            }
            n.clear();
        }
    }
    out
}

#[test]
fn cthulhu_toml_every_case() {
    let cases = vectors("Cthulhu.toml");
    assert_eq!(cases.len(), 105, "the file holds 105 cases");
    let (mut passed, mut unknown) = (0, 0);
    let mut failures = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let input = case["input"].as_str().unwrap();
        let output = case["output"].as_str().unwrap();
        let rands: Vec<i64> = case["rands"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                assert_eq!(r["sides"].as_integer(), Some(100), "case {i}: only d100s");
                r["value"].as_integer().unwrap()
            })
            .collect();
        let mut dice = SuppliedDice::new(rands.clone());
        let got = eval("Cthulhu", input, &mut dice);
        if output.is_empty() {
            match got {
                Err(Error::UnknownCommand(_)) => unknown += 1,
                other => failures.push(format!(
                    "#{}: {input:?} should be unknown, got {other:?}",
                    i + 1
                )),
            }
            continue;
        }
        let out = match got {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("#{}: {input:?}: {e:?}", i + 1));
                continue;
            }
        };
        let mut problems = Vec::new();
        problems.extend(flags_problem(&out, case));
        if dice.used() != rands.len() {
            problems.push(format!("used {} dice of {}", dice.used(), rands.len()));
        }
        // The rolled d100 and the kept total appear in BCDice's text; the target too.
        let numbers = numbers_after_command(output);
        if let Some(total) = out.total {
            if !numbers.contains(&total) {
                problems.push(format!("total {total} not in {numbers:?}"));
            }
        } else if !rands.is_empty() {
            problems.push("no total".to_owned());
        }
        if let Some(t) = out.targets.first()
            && !output.contains(&format!("<={t}"))
        {
            problems.push(format!("target {t} not in the output"));
        }
        if problems.is_empty() {
            passed += 1;
        } else {
            failures.push(format!(
                "#{}: {input:?} → {output:?}: {}",
                i + 1,
                problems.join("; ")
            ));
        }
    }
    eprintln!("Cthulhu.toml: {passed} cases reproduced, {unknown} not recognised as BCDice does");
    assert!(
        failures.is_empty(),
        "{} of 105 differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(passed + unknown, 105);
}
