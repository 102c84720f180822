//! Percentile rolls with bonus and penalty dice, as every Call of Cthulhu 7th edition
//! check makes them: tens dice first (one, plus one per net bonus or penalty die), then
//! one units die. Faces 0–9 each; tens×10 + units, with 00 + 0 read as 100.

use crate::source::{DiceSource, Die, SourceError};

/// Most net bonus or penalty dice one percentile roll takes.
pub const MAX_EXTRA_DICE: u32 = 100;

/// One percentile roll and how it was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Percentile {
    /// The result, 1–100.
    pub total: u32,
    /// Every tens face, in the order rolled (0–9, meaning 00–90).
    pub tens: Vec<u8>,
    /// The units face (0–9).
    pub units: u8,
    /// Net bonus dice (positive) or penalty dice (negative).
    pub net: i32,
}

impl Percentile {
    /// Every candidate result, in the order of the tens dice.
    pub fn candidates(&self) -> impl Iterator<Item = u32> + '_ {
        self.tens.iter().map(|&t| combine(t, self.units))
    }

    /// The faces in the order a dice source gave them.
    pub fn faces(&self) -> impl Iterator<Item = i64> + '_ {
        self.tens
            .iter()
            .map(|&t| i64::from(t))
            .chain(std::iter::once(i64::from(self.units)))
    }
}

/// Rolls d100 with `bonus` and `penalty` dice; they cancel one for one. A bonus keeps the
/// lowest candidate, a penalty the highest. `bonus` and `penalty` are each capped by the
/// caller; the net is at most [`MAX_EXTRA_DICE`] either way.
pub fn roll_percentile<S: DiceSource + ?Sized>(
    source: &mut S,
    bonus: u32,
    penalty: u32,
) -> Result<Percentile, SourceError> {
    let net =
        bonus.min(MAX_EXTRA_DICE + penalty) as i32 - penalty.min(MAX_EXTRA_DICE + bonus) as i32;
    let count = 1 + net.unsigned_abs();
    let mut tens = Vec::with_capacity(count as usize);
    for _ in 0..count {
        tens.push(source.face(Die::Tens)? as u8);
    }
    let units = source.face(Die::Units)? as u8;
    let candidates = tens.iter().map(|&t| combine(t, units));
    let total = if net >= 0 {
        candidates.min()
    } else {
        candidates.max()
    }
    .expect("at least one tens die");
    Ok(Percentile {
        total,
        tens,
        units,
        net,
    })
}

/// tens×10 + units, with 00 + 0 = 100.
pub fn combine(tens: u8, units: u8) -> u32 {
    match u32::from(tens) * 10 + u32::from(units) {
        0 => 100,
        n => n,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SuppliedDice;

    #[test]
    fn spec_examples() {
        let roll = |faces: &[i64], b, p| {
            roll_percentile(&mut SuppliedDice::new(faces), b, p)
                .unwrap()
                .total
        };
        assert_eq!(roll(&[4, 5], 0, 0), 45);
        assert_eq!(roll(&[0, 0], 0, 0), 100);
        assert_eq!(roll(&[4, 2, 4], 1, 0), 24);
        assert_eq!(roll(&[4, 2, 4], 0, 1), 44);
        // 00 with units 0 is 100, the worst result, under a penalty die.
        assert_eq!(roll(&[0, 3, 0], 0, 1), 100);
        assert_eq!(roll(&[0, 3, 0], 1, 0), 30);
        // Bonus and penalty cancel.
        assert_eq!(roll(&[7, 7], 2, 2), 77);
    }
}
