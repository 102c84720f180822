//! Writing answers as JSON text. serde_json's own writer checks every byte of every
//! string for escapes one at a time; answers are mostly long runs of digits (exact
//! fractions), so this writer copies a string whole when it needs no escape and leaves
//! the rest to serde_json. The output is byte for byte what `serde_json::to_string`
//! writes (tested below).

use std::fmt::Write as _;

use serde_json::Value;

/// `value` as compact JSON text.
pub(crate) fn to_json(value: &Value) -> String {
    let mut out = String::with_capacity(256);
    write_value(value, &mut out);
    out
}

/// A typed answer as compact JSON text, serialised straight from its types onto `out`.
pub(crate) fn write_answer(answer: &crate::Answer, out: &mut Vec<u8>) {
    serde_json::to_writer(ShortPieces(out), answer).expect("an answer serialises");
}

/// The answer's buffer as serde_json's writer, which hands it one short piece at a time
/// (a number, a fraction's text): each is appended with [`keeper_dice::odds::append_short`],
/// not a call to the C library's `memcpy` (slow to start for short runs under musl).
struct ShortPieces<'a>(&'a mut Vec<u8>);

impl std::io::Write for ShortPieces<'_> {
    #[inline]
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        keeper_dice::odds::append_short(self.0, bytes);
        Ok(bytes.len())
    }

    #[inline]
    fn write_all(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        keeper_dice::odds::append_short(self.0, bytes);
        Ok(())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The length of `value` as compact JSON text, in bytes.
pub(crate) fn json_len(value: &Value) -> u64 {
    to_json(value).len() as u64
}

fn write_value(value: &Value, out: &mut String) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => {
            let _ = write!(out, "{n}");
        }
        Value::String(s) => write_str(s, out),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_value(item, out);
            }
            out.push(']');
        }
        Value::Object(map) => {
            out.push('{');
            for (i, (key, item)) in map.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_str(key, out);
                out.push(':');
                write_value(item, out);
            }
            out.push('}');
        }
    }
}

fn write_str(s: &str, out: &mut String) {
    // No early exit, so the compiler can check many bytes at once.
    let needs_escape = s.bytes().fold(false, |any, b| {
        any | (b < 0x20) | (b == b'"') | (b == b'\\')
    });
    if !needs_escape {
        out.push('"');
        out.push_str(s);
        out.push('"');
    } else {
        out.push_str(&serde_json::to_string(s).expect("a string always serializes"));
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use serde_json::json;

    use super::*;

    fn json_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(|n| json!(n)),
            any::<u64>().prop_map(|n| json!(n)),
            any::<f64>()
                .prop_filter("finite", |f| f.is_finite())
                .prop_map(|f| json!(f)),
            "\\PC*|[\"\\\\\u{0}-\u{1f}\u{7f}\u{2028}a/]{0,8}".prop_map(Value::String),
        ];
        leaf.prop_recursive(3, 32, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
                prop::collection::vec(("\\PC{0,6}|[\"\\\\\n]{0,3}", inner), 0..6)
                    .prop_map(|kv| Value::Object(kv.into_iter().collect())),
            ]
        })
    }

    proptest! {
        #[test]
        fn writes_what_serde_json_writes(value in json_value()) {
            prop_assert_eq!(to_json(&value), serde_json::to_string(&value).unwrap());
        }
    }

    #[test]
    fn a_typed_answer_is_written_as_its_json_tree_is() {
        for line in [
            r#"{"id": 7, "system": "dice", "action": "prob", "expr": "3d6+2", "at": 12}"#,
            r#"{"id": "a\"b", "system": "dice", "action": "roll", "expr": "4d6kh3", "seed": 3}"#,
            r#"{"system": "coc7", "action": "check", "skill": "Spot Hidden", "value": 50, "seed": 1, "odds": true}"#,
            r#"{"system": "dice", "action": "prob", "expr": "1d6!", "explode_depth": 3}"#,
        ] {
            let request: Value = serde_json::from_str(line).unwrap();
            let answer = crate::answer(&request).unwrap();
            let mut written = Vec::new();
            write_answer(&answer, &mut written);
            assert_eq!(written, to_json(&answer.to_value()).as_bytes(), "{line}");
            assert_eq!(
                crate::resolve_line(line),
                to_json(&crate::resolve(&request))
            );
        }
    }

    #[test]
    fn escapes_and_fractions() {
        let value = json!({"a\"b": ["1/216", "x\ny", "\u{1}", "é", 2.5, -3, null, true]});
        assert_eq!(to_json(&value), serde_json::to_string(&value).unwrap());
    }
}
