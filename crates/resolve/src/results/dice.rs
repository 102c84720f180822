//! `system: "dice"`: a roll of dice notation and its exact odds.

use keeper_dice::odds::Fractions;
use serde::{Deserialize, Serialize};

use crate::outcome::{is_false, outcomes};

outcomes! {
    /// A `dice` result.
    DiceOutcome, "dice" {
        /// `roll`.
        "roll" => Roll(RollResult),
        /// `prob`.
        "prob" => Prob(ProbResult),
    }
}

/// `roll`: the expression as read, then one repetition or several.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RollResult {
    /// The expression, written back in canonical notation.
    pub expr: String,
    /// Its roll: once, or each repetition of `6#3d6`.
    #[serde(flatten)]
    pub rolled: Rolled,
}

impl RollResult {
    /// The total of each repetition.
    pub fn totals(&self) -> Vec<i64> {
        match &self.rolled {
            Rolled::Once(r) => vec![r.total],
            Rolled::Repeated { totals, .. } => totals.clone(),
        }
    }
}

/// One repetition's fields inline, or `totals` and `repetitions`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Rolled {
    /// Several repetitions (`6#3d6`).
    Repeated {
        /// Each repetition's total.
        totals: Vec<i64>,
        /// Each repetition.
        repetitions: Vec<Repetition>,
    },
    /// One repetition.
    Once(Repetition),
}

/// One repetition of an expression.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Repetition {
    /// Its total.
    pub total: i64,
    /// Each term's value and dice.
    pub terms: Vec<TermRoll>,
    /// The dice as a reader checks them (`[3, 5]+6`).
    pub breakdown: String,
}

/// One term of a repetition.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TermRoll {
    /// The term's notation, without its label.
    pub term: String,
    /// Its label (`3d6[fire]`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Its value.
    pub value: i64,
    /// Its dice.
    pub dice: Vec<DieRoll>,
}

/// One die of a term, with what happened to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DieRoll {
    /// The die (`"d6"`, `"tens"`, `"units"`).
    pub die: String,
    /// Its face.
    pub face: i64,
    /// Dropped by keep or drop.
    #[serde(default, skip_serializing_if = "is_false")]
    pub dropped: bool,
    /// Rolled again.
    #[serde(default, skip_serializing_if = "is_false")]
    pub rerolled: bool,
    /// Exploded.
    #[serde(default, skip_serializing_if = "is_false")]
    pub exploded: bool,
    /// Rolled because another exploded.
    #[serde(default, skip_serializing_if = "is_false")]
    pub from_explosion: bool,
    /// Counted by a success count.
    #[serde(default, skip_serializing_if = "is_false")]
    pub counted: bool,
}

/// `prob`: the exact distribution of an expression.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProbResult {
    /// The expression, written back.
    pub expr: String,
    /// Each total with its exact probability (`[7, "1/6"]`).
    #[serde(with = "fraction_rows")]
    pub distribution: Fractions,
    /// The least total.
    pub min: i64,
    /// The greatest total.
    pub max: i64,
    /// The exact mean, as a fraction.
    pub mean: String,
    /// The standard deviation.
    pub std_dev: f64,
    /// The chances at one total, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<ProbAt>,
    /// The probability left out by the explosion depth, when any was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cut_mass: Option<String>,
    /// The explosion depth used, with `cut_mass`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explode_depth: Option<u32>,
}

/// The chances of at most, at least and exactly one total.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProbAt {
    /// The total.
    pub value: i64,
    /// Probability of at most `value`.
    pub p_le: String,
    /// Probability of at least `value`.
    pub p_ge: String,
    /// Probability of exactly `value`.
    pub p_eq: String,
}

/// A distribution's table as the protocol writes it: `[[total, "num/den"], …]`.
mod fraction_rows {
    use keeper_dice::odds::Fractions;
    use serde::ser::{Error, SerializeSeq};
    use serde::{Deserialize, Deserializer, Serializer};
    use serde_json::value::RawValue;

    pub(super) fn serialize<S: Serializer>(table: &Fractions, s: S) -> Result<S::Ok, S::Error> {
        // A fraction's text goes out as a raw JSON string: serde_json would otherwise check
        // every byte of it for characters to escape (7 instructions a byte, where a
        // distribution of 100 dice writes 100 KB of digits), while its parser checks the
        // quoted text eight bytes at a time. The texts are checked together, as one array
        // of strings, and each once (mirrored outcomes share theirs). Any other text (a
        // table read from elsewhere) is escaped as usual.
        let is_fraction = |text: &str| {
            // Without a short cut, so the compiler checks many bytes at once.
            text.bytes()
                .fold(true, |ok, b| ok & (b.is_ascii_digit() | (b == b'/')))
        };
        let firsts = table
            .iter_shared()
            .filter(|(_, _, shared)| shared.is_none());
        let mut array =
            String::with_capacity(2 + firsts.map(|(_, t, _)| t.len() + 3).sum::<usize>());
        array.push('[');
        // For each outcome, which element of the array is its text, if it is a fraction.
        let mut elements: Vec<Option<usize>> = Vec::with_capacity(table.len());
        let mut count = 0;
        for (_, text, shared) in table.iter_shared() {
            let element = match shared {
                Some(first) => elements[first],
                None if is_fraction(text) => {
                    if count > 0 {
                        array.push(',');
                    }
                    array.push('"');
                    array.push_str(text);
                    array.push('"');
                    count += 1;
                    Some(count - 1)
                }
                None => None,
            };
            elements.push(element);
        }
        array.push(']');
        let checked: Vec<&RawValue> = serde_json::from_str(&array).map_err(S::Error::custom)?;
        let mut seq = s.serialize_seq(Some(table.len()))?;
        for ((total, text, _), element) in table.iter_shared().zip(elements) {
            match element {
                Some(i) => seq.serialize_element(&(total, checked[i]))?,
                None => seq.serialize_element(&(total, text))?,
            }
        }
        seq.end()
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Fractions, D::Error> {
        let rows = Vec::<(i64, std::borrow::Cow<'de, str>)>::deserialize(d)?;
        let mut table = Fractions::new();
        for (total, text) in &rows {
            table.push(*total, text);
        }
        Ok(table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prob(rows: &[(i64, &str)]) -> ProbResult {
        let mut distribution = Fractions::new();
        for (total, text) in rows {
            distribution.push(*total, text);
        }
        ProbResult {
            expr: "1d3".into(),
            distribution,
            min: 1,
            max: 3,
            mean: "2".into(),
            std_dev: 0.816496580927726,
            at: None,
            cut_mass: None,
            explode_depth: None,
        }
    }

    #[test]
    fn a_distribution_is_written_as_totals_with_fraction_strings_by_text_and_as_a_value() {
        let result = prob(&[(1, "1/3"), (2, "1/3"), (3, "1/3")]);
        let text = serde_json::to_string(&result).unwrap();
        assert!(
            text.contains(r#""distribution":[[1,"1/3"],[2,"1/3"],[3,"1/3"]]"#),
            "{text}"
        );
        let value = serde_json::to_value(&result).unwrap();
        assert_eq!(
            value["distribution"],
            serde_json::json!([[1, "1/3"], [2, "1/3"], [3, "1/3"]])
        );
        assert_eq!(serde_json::from_str::<ProbResult>(&text).unwrap(), result);
        // A text that is no fraction is escaped, and reads back as it was.
        let odd = prob(&[(1, "a\"b\\n")]);
        let text = serde_json::to_string(&odd).unwrap();
        assert!(text.contains(r#"[[1,"a\"b\\n"]]"#), "{text}");
        assert_eq!(serde_json::from_str::<ProbResult>(&text).unwrap(), odd);
        // Fractions around one that is not: each row keeps its own text.
        let mixed = prob(&[(1, "1/4"), (2, "x\"y"), (3, "3/4")]);
        let text = serde_json::to_string(&mixed).unwrap();
        assert!(
            text.contains(r#"[[1,"1/4"],[2,"x\"y"],[3,"3/4"]]"#),
            "{text}"
        );
        let empty = serde_json::to_string(&prob(&[])).unwrap();
        assert!(empty.contains(r#""distribution":[]"#), "{empty}");
    }

    #[test]
    fn a_table_sharing_mirrored_texts_is_written_as_one_that_shares_none() {
        let expr = keeper_dice::Expression::parse("3d6").unwrap();
        let shared = keeper_dice::odds::distribution(&expr, &Default::default())
            .unwrap()
            .fraction_table();
        assert!(shared.iter_shared().any(|(_, _, first)| first.is_some()));
        let rows: Vec<(i64, String)> = shared.iter().map(|(v, t)| (v, t.to_owned())).collect();
        let rows: Vec<(i64, &str)> = rows.iter().map(|(v, t)| (*v, t.as_str())).collect();
        let mut result = prob(&rows);
        let plain = serde_json::to_string(&result).unwrap();
        result.distribution = shared;
        assert_eq!(serde_json::to_string(&result).unwrap(), plain);
        assert!(plain.contains(r#"[3,"1/216"],[4,"1/72"],"#), "{plain}");
        assert!(plain.contains(r#"[17,"1/72"],[18,"1/216"]]"#), "{plain}");
    }
}
