//! Fuzzes the dice notation parser and the roller.
//!
//! Input: the expression text, optionally followed by a NUL byte and bytes that drive
//! the dice (a seed and faces). For every expression that parses:
//! - its canonical form (`Display`) parses again, prints the same, and rolls exactly
//!   like the original under the same seed (same totals, dice and term values, and the
//!   same kind of error);
//! - rolling never panics; faces lie on their dice; each term's value is the sum of its
//!   kept faces (or the number of counted faces); the roll replays identically from its
//!   own faces through `SuppliedDice`;
//! - `SuppliedDice` with fuzz-given faces (often not faces of the die) never panics.
#![no_main]

use keeper_dice::{
    DiceSource, Die, Expression, Recorded, Roll, RollError, SeededDice, SourceError, SuppliedDice,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (text, tail) = match data.iter().position(|&b| b == 0) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &[][..]),
    };
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let Ok(expr) = Expression::parse(text) else {
        return;
    };
    let seed = tail
        .iter()
        .take(8)
        .fold(0x6b65_6570_6572u64, |s, &b| s.rotate_left(8) ^ u64::from(b));

    // The canonical form parses, is a fixed point, and behaves the same.
    let canonical = expr.to_string();
    let again = Expression::parse(&canonical)
        .unwrap_or_else(|e| panic!("{text:?} prints as {canonical:?}, which fails: {e:?}"));
    assert_eq!(
        again.to_string(),
        canonical,
        "{text:?}: canonical form is not stable"
    );
    assert_eq!(again.repeat(), expr.repeat());
    assert_eq!(again.dice_per_repetition(), expr.dice_per_repetition());
    for s in [seed, seed ^ 1] {
        let a = expr.roll(&mut SeededDice::new(s));
        let b = again.roll(&mut SeededDice::new(s));
        assert!(
            same(&a, &b),
            "{text:?} and its canonical form {canonical:?} roll differently: {a:?} / {b:?}"
        );
    }

    // Seeded: faces in range, consistent bookkeeping, replayable.
    let mut recorded = Recorded::new(SeededDice::new(seed));
    let result = expr.roll(&mut recorded);
    if let Ok(roll) = &result {
        check_roll(text, &expr, roll);
    }
    let (_, faces) = recorded.into_parts();
    let replay = expr.roll(&mut SuppliedDice::new(faces));
    match (&result, &replay) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "{text:?}: replay differs"),
        (Err(a), Err(b)) => assert_eq!(a, b, "{text:?}: replay fails differently"),
        _ => panic!("{text:?}: replay {replay:?} of {result:?}"),
    }

    // Rolling into a reused Roll gives what a fresh one gives.
    let mut reused = Roll::new();
    let _ = expr.roll_into(&mut SeededDice::new(seed ^ 2), &mut reused);
    let fresh = expr.roll(&mut SeededDice::new(seed ^ 3));
    let into = expr.roll_into(&mut SeededDice::new(seed ^ 3), &mut reused);
    match (&fresh, into) {
        (Ok(f), Ok(())) => assert_eq!(f, &reused, "{text:?}: roll_into differs from roll"),
        (Err(a), Err(b)) => assert_eq!(a, &b),
        (f, i) => panic!("{text:?}: roll {f:?}, roll_into {i:?}"),
    }

    // Faces chosen by the fuzzer: always on the die (drives rerolls and explosions
    // adversarially), and raw (mostly not faces of the die at all).
    if !tail.is_empty() {
        let mut bytes = Bytes {
            bytes: tail,
            next: 0,
        };
        if let Ok(roll) = expr.roll(&mut bytes) {
            check_roll(text, &expr, &roll);
        }
        let raw: Vec<i64> = tail.iter().map(|&b| i64::from(b as i8)).collect();
        let _ = expr.roll(&mut SuppliedDice::new(raw));
        let small: Vec<i64> = tail.iter().map(|&b| i64::from(b % 16) - 1).collect();
        if let Ok(roll) = expr.roll(&mut SuppliedDice::new(small)) {
            check_roll(text, &expr, &roll);
        }
    }
});

/// Two roll results behave the same: equal rolls, or errors of the same kind (columns
/// aside, as the canonical text puts things at other columns).
fn same(a: &Result<Roll, RollError>, b: &Result<Roll, RollError>) -> bool {
    match (a, b) {
        (Ok(a), Ok(b)) => a == b,
        (Err(a), Err(b)) => std::mem::discriminant(a) == std::mem::discriminant(b),
        _ => false,
    }
}

fn check_roll(text: &str, expr: &Expression, roll: &Roll) {
    let terms = expr.terms();
    let repeat = expr.repeat() as usize;
    assert_eq!(roll.totals().len(), repeat, "{text:?}");
    assert_eq!(roll.term_values().len(), repeat * terms.len(), "{text:?}");
    assert!(roll.dice().len() as u64 >= expr.dice_per_repetition() * repeat as u64);
    let mut sums = vec![0i64; repeat * terms.len()];
    let mut counted = vec![0i64; repeat * terms.len()];
    for d in roll.dice() {
        let term = &terms[usize::from(d.term)];
        assert_eq!(d.die, term.die, "{text:?}: die of term");
        assert!(d.die.has_face(d.face), "{text:?}: {d:?} is not a face");
        assert!(usize::from(d.repetition) < repeat);
        let i = usize::from(d.repetition) * terms.len() + usize::from(d.term);
        if d.flags.kept() {
            sums[i] += d.face;
        }
        if d.flags.counted() {
            assert!(d.flags.kept(), "{text:?}: {d:?} counted but not kept");
            counted[i] += 1;
        }
    }
    for (i, &value) in roll.term_values().iter().enumerate() {
        let term = &terms[i % terms.len()];
        let expected = if term.count_if.is_some() {
            counted[i]
        } else {
            sums[i]
        };
        assert_eq!(value, expected, "{text:?}: value of term {i}");
    }
}

/// Faces from fuzz bytes, always on the die asked for; runs out like `SuppliedDice`.
struct Bytes<'a> {
    bytes: &'a [u8],
    next: usize,
}

impl DiceSource for Bytes<'_> {
    fn face(&mut self, die: Die) -> Result<i64, SourceError> {
        let Some(&b) = self.bytes.get(self.next) else {
            return Err(SourceError::Exhausted {
                die,
                position: self.next,
            });
        };
        self.next += 1;
        Ok(die.min() + i64::from(u32::from(b) % die.faces()))
    }
}
