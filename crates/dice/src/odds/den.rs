//! Common denominators, kept together with their factorisation into primes.
//!
//! Every denominator the engine builds is a product of small whole numbers: die sides,
//! the faces that survive `rr`, their squares for `ro`, and powers of those. Knowing the
//! primes means a count is brought to lowest terms by trying those few primes, never by
//! a general gcd, and the reduced denominator is the same for many outcomes, so its
//! decimal text is made once.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::Range;

use super::limbs;
use super::short::{append_limbs, append_short};

/// A denominator: its primes with exponents (ascending primes) and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Den {
    primes: Vec<(u64, u64)>,
    limbs: Vec<u64>,
}

impl Den {
    /// The denominator 1.
    pub(crate) fn one() -> Den {
        Den {
            primes: Vec::new(),
            limbs: vec![1],
        }
    }

    /// The denominator `n` (`n ≥ 1`, at most about 10¹²: factored by trial division).
    pub(crate) fn of(n: u64) -> Den {
        Den::from_primes(factor(n))
    }

    /// Bits of the value, from the factorisation (an estimate used before building it).
    pub(crate) fn bits_estimate(&self) -> f64 {
        self.primes
            .iter()
            .map(|&(p, e)| e as f64 * (p as f64).log2())
            .sum()
    }

    /// `self^e`.
    pub(crate) fn pow(&self, e: u64) -> Den {
        Den::from_primes(self.primes.iter().map(|&(p, k)| (p, k * e)).collect())
    }

    /// `self · other`.
    pub(crate) fn mul(&self, other: &Den) -> Den {
        let mut primes = self.primes.clone();
        for &(p, e) in &other.primes {
            match primes.binary_search_by_key(&p, |&(q, _)| q) {
                Ok(i) => primes[i].1 += e,
                Err(i) => primes.insert(i, (p, e)),
            }
        }
        Den {
            limbs: limbs::mul_new(&self.limbs, &other.limbs),
            primes,
        }
    }

    /// The value, trimmed (never empty).
    pub(crate) fn limbs(&self) -> &[u64] {
        &self.limbs
    }

    /// Limbs needed to hold the value, so any count of the distribution.
    pub(crate) fn width(&self) -> usize {
        self.limbs.len()
    }

    /// The primes and their exponents.
    pub(crate) fn primes(&self) -> &[(u64, u64)] {
        &self.primes
    }

    fn from_primes(mut primes: Vec<(u64, u64)>) -> Den {
        primes.retain(|&(_, e)| e > 0);
        let mut value = vec![1u64];
        for &(p, e) in &primes {
            value = limbs::mul_new(&value, &limbs::pow_new(&[p], e));
        }
        Den {
            primes,
            limbs: value,
        }
    }
}

/// The prime factorisation of `n ≥ 1`, ascending.
fn factor(mut n: u64) -> Vec<(u64, u64)> {
    debug_assert!(n >= 1);
    let mut out = Vec::new();
    let mut p = 2u64;
    while p * p <= n {
        if n.is_multiple_of(p) {
            let mut e = 0;
            while n.is_multiple_of(p) {
                n /= p;
                e += 1;
            }
            out.push((p, e));
        }
        p += if p == 2 { 1 } else { 2 };
    }
    if n > 1 {
        out.push((n, 1));
    }
    out
}

/// How many times a prime of the denominator was divided out of a count. Its own type so
/// that a key of these is compared one exponent at a time: a slice of `u64` is compared
/// with the C library's `memcmp`, which under musl goes byte by byte.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Removed(u64);

/// Brings counts over one denominator to lowest terms and writes them as text.
#[derive(Debug)]
pub(crate) struct Reducer<'a> {
    den: &'a Den,
    num: Vec<u64>,
    exps: Vec<Removed>,
    scratch: Vec<u64>,
    /// For each prime p of the denominator: p, p², p⁴… while they fit a limb.
    squares: Vec<Vec<u64>>,
    decimal: limbs::DecimalScratch,
    /// Reduced denominators met so far, by exponents removed: where each one's limbs are
    /// in `den_limbs` and its text in `den_text` (two buffers, not two blocks a
    /// denominator).
    dens: Vec<(Range<usize>, Range<usize>)>,
    den_limbs: Vec<u64>,
    den_text: Vec<u8>,
    index: HashMap<Vec<Removed>, usize, BuildHasherDefault<ExpHasher>>,
}

impl<'a> Reducer<'a> {
    pub(crate) fn new(den: &'a Den) -> Reducer<'a> {
        Reducer {
            den,
            num: Vec::new(),
            exps: vec![Removed(0); den.primes().len()],
            scratch: Vec::new(),
            squares: den
                .primes()
                .iter()
                .map(|&(p, _)| std::iter::successors(Some(p), |&q| q.checked_mul(q)).collect())
                .collect(),
            decimal: limbs::DecimalScratch::default(),
            dens: Vec::new(),
            den_limbs: Vec::new(),
            den_text: Vec::new(),
            index: HashMap::default(),
        }
    }

    /// Divides the common primes out of `count`: afterwards `self.num` is the reduced
    /// numerator and `self.exps` the exponents removed from each prime of the denominator.
    fn reduce(&mut self, count: &[u64]) {
        self.num.clear();
        append_limbs(&mut self.num, limbs::trimmed(count));
        for (i, &(p, e)) in self.den.primes().iter().enumerate() {
            let mut v = 0;
            if p == 2 {
                let tz = u64::from(limbs::trailing_zeros(&self.num));
                v = tz.min(e);
                if v > 0 {
                    limbs::shr_bits(&mut self.num, v as u32);
                }
            } else {
                // One factor at a time first (most counts have few), with a cheap test
                // when 2⁶⁴ ≡ 1 (mod p); then galloping by p², p⁴… for counts with many.
                let squares = &self.squares[i];
                let mut linear = 0;
                while v < e && linear < 4 {
                    let divides = if u64::MAX % p == 0 {
                        limbs::fold_mod(&self.num, p) == 0 && {
                            limbs::divexact_1(&mut self.num, p);
                            true
                        }
                    } else {
                        limbs::try_divexact_odd(&mut self.num, p, &mut self.scratch)
                    };
                    if !divides {
                        break;
                    }
                    v += 1;
                    linear += 1;
                }
                if linear == 4 {
                    let mut j = 1.min(squares.len() - 1);
                    loop {
                        let k = 1u64 << j;
                        if v + k <= e
                            && limbs::try_divexact_odd(&mut self.num, squares[j], &mut self.scratch)
                        {
                            v += k;
                            j = (j + 1).min(squares.len() - 1);
                        } else if j > 0 {
                            j -= 1;
                        } else {
                            break;
                        }
                    }
                }
            }
            self.exps[i] = Removed(v);
            let n = limbs::trimmed(&self.num).len();
            self.num.truncate(n);
        }
    }

    /// Index in `dens` of the reduced denominator for the current `exps`.
    fn reduced_den(&mut self) -> usize {
        if let Some(&i) = self.index.get(self.exps.as_slice()) {
            return i;
        }
        // The scratch number is free between reductions.
        let value = &mut self.scratch;
        value.clear();
        append_limbs(value, &self.den.limbs);
        for (&(p, _), &Removed(v)) in self.den.primes().iter().zip(&self.exps) {
            let mut left = v;
            while left > 0 {
                // Divide by the largest power of p that fits a limb at once.
                let mut chunk = 1u64;
                let mut k = 0;
                while k < left && chunk.checked_mul(p).is_some() {
                    chunk *= p;
                    k += 1;
                }
                limbs::divexact_1(value, chunk);
                left -= k;
            }
        }
        let value = limbs::trimmed(value);
        let limbs_at = self.den_limbs.len();
        append_limbs(&mut self.den_limbs, value);
        let text_at = self.den_text.len();
        limbs::write_decimal(value, &mut self.den_text, &mut self.decimal);
        self.dens
            .push((limbs_at..self.den_limbs.len(), text_at..self.den_text.len()));
        self.index.insert(self.exps.clone(), self.dens.len() - 1);
        self.dens.len() - 1
    }

    /// `count / den` in lowest terms as the text `num/den`.
    #[cfg(test)]
    pub(crate) fn fraction_text(&mut self, count: &[u64]) -> String {
        let mut out = Vec::new();
        self.write_fraction(count, &mut out);
        String::from_utf8(out).expect("decimal digits are ASCII")
    }

    /// `count / den` in lowest terms, its text `num/den` appended to `out`.
    pub(crate) fn write_fraction(&mut self, count: &[u64], out: &mut Vec<u8>) {
        self.reduce(count);
        let d = self.reduced_den();
        let den_text = &self.den_text[self.dens[d].1.clone()];
        out.reserve(self.num.len() * 20 + 1 + den_text.len());
        limbs::write_decimal(&self.num, out, &mut self.decimal);
        out.push(b'/');
        append_short(out, den_text);
    }

    /// The longest `num/den` text a count can have: the denominator's digits twice and
    /// the slash (a probability's numerator is at most its denominator).
    pub(crate) fn longest_text(&self) -> usize {
        let digits = (self.den.bits_estimate() * std::f64::consts::LOG10_2).ceil() as usize + 1;
        2 * digits + 1
    }

    /// `count / den` in lowest terms as arbitrary-precision numbers.
    pub(crate) fn fraction(&mut self, count: &[u64]) -> (num_bigint::BigUint, num_bigint::BigUint) {
        self.reduce(count);
        let d = self.reduced_den();
        (
            limbs::to_biguint(&self.num),
            limbs::to_biguint(&self.den_limbs[self.dens[d].0.clone()]),
        )
    }
}

/// A fast hash for short exponent lists (the default hasher resists attacks these
/// internal keys do not face, at several times the cost).
#[derive(Debug, Default)]
pub(crate) struct ExpHasher(u64);

impl Hasher for ExpHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.write_u64(u64::from_le_bytes(c.try_into().expect("8 bytes")));
        }
        for &b in chunks.remainder() {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64);
    }
}

#[cfg(test)]
mod tests {
    use num_bigint::BigUint;
    use num_integer::Integer;

    use super::*;

    #[test]
    fn factorisation_and_value() {
        assert_eq!(factor(1), vec![]);
        assert_eq!(factor(360), vec![(2, 3), (3, 2), (5, 1)]);
        assert_eq!(factor(999_983), vec![(999_983, 1)]);
        let d = Den::of(6).pow(100);
        assert_eq!(d.primes(), &[(2, 100), (3, 100)]);
        assert_eq!(limbs::to_biguint(d.limbs()), BigUint::from(6u32).pow(100));
        let e = d.mul(&Den::of(10));
        assert_eq!(e.primes(), &[(2, 101), (3, 100), (5, 1)]);
        assert_eq!(
            limbs::to_biguint(e.limbs()),
            BigUint::from(6u32).pow(100) * 10u32
        );
        assert!((Den::of(1024).bits_estimate() - 10.0).abs() < 1e-9);
    }

    #[test]
    fn reduces_like_gcd() {
        let den = Den::of(6).pow(5).mul(&Den::of(7));
        let d = limbs::to_biguint(den.limbs());
        let mut r = Reducer::new(&den);
        for c in [1u64, 2, 3, 6, 7, 36, 42, 48, 1000, 54432, 7776 * 7] {
            let s = r.fraction_text(&[c]);
            let g = BigUint::from(c).gcd(&d);
            assert_eq!(s, format!("{}/{}", BigUint::from(c) / &g, &d / &g));
            let (n, dd) = r.fraction(&[c, 0]);
            assert_eq!((n, dd), (BigUint::from(c) / &g, &d / &g));
        }
    }
}
