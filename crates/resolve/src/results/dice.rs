//! `system: "dice"`: a roll of dice notation and its exact odds.

use keeper_dice::odds::{Fractions, Layout};
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

/// A distribution's table as the protocol writes it, `[[total,"num/den"],…]`: `prob`
/// writes its [`Fractions`] in this layout, so the answer carries the table's text as it
/// is instead of escaping every fraction again.
pub(crate) static TABLE_LAYOUT: Layout = Layout {
    start: "[",
    between: ",",
    open: "[",
    mid: ",\"",
    close: "\"]",
    end: "]",
};

/// A distribution's table as the protocol writes it: `[[total, "num/den"], …]`.
mod fraction_rows {
    use keeper_dice::odds::Fractions;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use serde_json::value::RawValue;

    use super::TABLE_LAYOUT;

    pub(super) fn serialize<S: Serializer>(table: &Fractions, s: S) -> Result<S::Ok, S::Error> {
        // Laid out as the protocol's, the text is the JSON; serde_json checks it (fast)
        // rather than scanning each fraction for characters to escape (slow).
        if table.layout() == Some(&TABLE_LAYOUT)
            && let Ok(raw) = serde_json::from_str::<&RawValue>(table.text())
        {
            return raw.serialize(s);
        }
        s.collect_seq(table.iter())
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Fractions, D::Error> {
        let rows = Vec::<(i64, std::borrow::Cow<'de, str>)>::deserialize(d)?;
        // Only texts that need no escaping go into the laid-out text as they are; any
        // other table is written row by row.
        let plain = rows
            .iter()
            .all(|(_, text)| text.bytes().all(|b| b.is_ascii_digit() || b == b'/'));
        let mut table = match plain {
            true => Fractions::laid_out(&TABLE_LAYOUT),
            false => Fractions::new(),
        };
        for (total, text) in &rows {
            table.push(*total, text);
        }
        Ok(table)
    }
}

#[cfg(test)]
mod tests {
    use keeper_dice::odds::{Budget, distribution};
    use keeper_dice::{Expression, odds::Fractions};
    use serde_json::{Value, json};

    use super::*;

    fn prob(expr: &str) -> ProbResult {
        let answer = crate::answer(&json!({"system": "dice", "action": "prob", "expr": expr}));
        match answer.expect("answers").outcome {
            crate::Outcome::Dice(DiceOutcome::Prob(p)) => p,
            other => panic!("not a prob: {other:?}"),
        }
    }

    /// The table's rows as serde_json writes them one by one.
    fn row_by_row(expr: &str) -> String {
        let d = distribution(&Expression::parse(expr).unwrap(), &Budget::default()).unwrap();
        serde_json::to_string(&d.fractions()).unwrap()
    }

    #[test]
    fn a_table_written_as_it_is_reads_as_one_written_row_by_row() {
        for expr in ["3d6", "100d6", "1d6-3d6", "60d8-20d4", "1d1", "12d10>=8"] {
            let p = prob(expr);
            assert_eq!(p.distribution.layout(), Some(&TABLE_LAYOUT), "{expr}");
            let text = serde_json::to_string(&p).unwrap();
            let value: Value = serde_json::from_str(&text).unwrap();
            // Byte for byte the text serde_json writes row by row.
            let rows = format!("\"distribution\":{},", row_by_row(expr));
            assert!(text.contains(&rows), "{expr}");
            // Into a JSON tree too (its floats aside, which serde_json reads back inexactly).
            let tree = serde_json::to_value(&p).unwrap();
            assert!(tree["distribution"] == value["distribution"], "{expr}");
            // Read back, the same table, written the same way.
            let back: ProbResult = serde_json::from_str(&text).unwrap();
            assert_eq!(back.distribution.layout(), Some(&TABLE_LAYOUT), "{expr}");
            assert!(back.distribution == p.distribution, "{expr}");
            let again: Value =
                serde_json::from_str(&serde_json::to_string(&back).unwrap()).unwrap();
            assert!(again["distribution"] == value["distribution"], "{expr}");
        }
    }

    #[test]
    fn a_table_whose_texts_need_escaping_is_written_row_by_row() {
        // A text that would end its string early cannot go out as it is.
        let rows = json!([[1, "1/2\"],[3,\"x"], [2, "1/2"]]);
        let table: Fractions = fraction_rows::deserialize(rows.clone()).unwrap();
        assert_eq!(table.layout(), None);
        let mut written = Vec::new();
        fraction_rows::serialize(&table, &mut serde_json::Serializer::new(&mut written)).unwrap();
        let read: Value = serde_json::from_slice(&written).unwrap();
        assert_eq!(read, rows);
    }
}
