//! Unsigned arithmetic on little-endian `u64` limbs: the hot loops of the odds engine.
//!
//! Every count the engine handles is a whole number no larger than the common
//! denominator of its distribution, so the callers size their buffers once (a fixed
//! number of limbs per outcome) and these helpers never allocate. A carry or borrow out
//! of the top of a buffer would mean a sizing mistake, so it is checked in debug builds.

use super::short::append_limbs;

/// `x` without its high zero limbs.
#[inline]
pub(crate) fn trimmed(x: &[u64]) -> &[u64] {
    let mut n = x.len();
    while n > 0 && x[n - 1] == 0 {
        n -= 1;
    }
    &x[..n]
}

/// Whether every limb is zero.
#[inline]
pub(crate) fn is_zero(x: &[u64]) -> bool {
    x.iter().all(|&l| l == 0)
}

/// Limbs needed to hold `x` (at least one).
#[inline]
pub(crate) fn width_of(x: &[u64]) -> usize {
    trimmed(x).len().max(1)
}

/// `acc += x` (`x` no longer than `acc`); returns the carry out of the top.
#[inline]
pub(crate) fn add_to(acc: &mut [u64], x: &[u64]) -> bool {
    let (lo, hi) = acc.split_at_mut(x.len());
    let mut carry = 0u64;
    for (a, &b) in lo.iter_mut().zip(x) {
        let t = u128::from(*a) + u128::from(b) + u128::from(carry);
        *a = t as u64;
        carry = (t >> 64) as u64;
    }
    carry != 0 && propagate_carry(hi)
}

/// `acc -= x` (`x` no longer than `acc`); returns the borrow out of the top.
#[inline]
pub(crate) fn sub_from(acc: &mut [u64], x: &[u64]) -> bool {
    let (lo, hi) = acc.split_at_mut(x.len());
    let mut borrow = false;
    for (a, &b) in lo.iter_mut().zip(x) {
        let (s1, b1) = a.overflowing_sub(b);
        let (s2, b2) = s1.overflowing_sub(u64::from(borrow));
        *a = s2;
        borrow = b1 | b2;
    }
    borrow && propagate_borrow(hi)
}

/// `acc += x · m`; returns whether anything carried out of the top.
#[inline]
pub(crate) fn addmul_1(acc: &mut [u64], x: &[u64], m: u64) -> bool {
    let (lo, hi) = acc.split_at_mut(x.len());
    let mut carry = 0u64;
    for (a, &b) in lo.iter_mut().zip(x) {
        let t = u128::from(b) * u128::from(m) + u128::from(*a) + u128::from(carry);
        *a = t as u64;
        carry = (t >> 64) as u64;
    }
    carry != 0 && add_small(hi, carry)
}

/// `acc -= x · m`; returns whether anything borrowed out of the top.
#[inline]
pub(crate) fn submul_1(acc: &mut [u64], x: &[u64], m: u64) -> bool {
    let (lo, hi) = acc.split_at_mut(x.len());
    let mut borrow = 0u64;
    for (a, &b) in lo.iter_mut().zip(x) {
        let t = u128::from(b) * u128::from(m) + u128::from(borrow);
        let (s, under) = a.overflowing_sub(t as u64);
        *a = s;
        borrow = ((t >> 64) as u64) + u64::from(under);
    }
    borrow != 0 && sub_small(hi, borrow)
}

/// `out = x · m`, with `out` at least as long as `x`; the limbs of `out` above the
/// product are zeroed. Returns the carry that did not fit.
#[inline]
pub(crate) fn mul_1(out: &mut [u64], x: &[u64], m: u64) -> u64 {
    let (lo, hi) = out.split_at_mut(x.len());
    let mut carry = 0u64;
    for (o, &b) in lo.iter_mut().zip(x) {
        let t = u128::from(b) * u128::from(m) + u128::from(carry);
        *o = t as u64;
        carry = (t >> 64) as u64;
    }
    let mut rest = hi.iter_mut();
    if let Some(o) = rest.next() {
        *o = carry;
        carry = 0;
    }
    for o in rest {
        *o = 0;
    }
    carry
}

/// `x *= m` on a growable number (kept trimmed).
pub(crate) fn mul_1_in_place(x: &mut Vec<u64>, m: u64) {
    let mut carry = 0u64;
    for a in x.iter_mut() {
        let t = u128::from(*a) * u128::from(m) + u128::from(carry);
        *a = t as u64;
        carry = (t >> 64) as u64;
    }
    if carry != 0 {
        x.push(carry);
    }
    let n = trimmed(x).len();
    x.truncate(n);
}

/// `acc += x · y` (schoolbook); returns whether anything carried out of the top.
#[inline]
pub(crate) fn addmul(acc: &mut [u64], x: &[u64], y: &[u64]) -> bool {
    let (x, y) = if x.len() >= y.len() { (x, y) } else { (y, x) };
    let mut over = false;
    for (j, &yj) in y.iter().enumerate() {
        if yj != 0 {
            over |= addmul_1(&mut acc[j..], x, yj);
        }
    }
    over
}

#[inline]
fn propagate_carry(hi: &mut [u64]) -> bool {
    for a in hi {
        let (s, c) = a.overflowing_add(1);
        *a = s;
        if !c {
            return false;
        }
    }
    true
}

#[inline]
fn propagate_borrow(hi: &mut [u64]) -> bool {
    for a in hi {
        let (s, b) = a.overflowing_sub(1);
        *a = s;
        if !b {
            return false;
        }
    }
    true
}

#[inline]
fn add_small(hi: &mut [u64], v: u64) -> bool {
    let Some((first, rest)) = hi.split_first_mut() else {
        return true;
    };
    let (s, c) = first.overflowing_add(v);
    *first = s;
    c && propagate_carry(rest)
}

#[inline]
fn sub_small(hi: &mut [u64], v: u64) -> bool {
    let Some((first, rest)) = hi.split_first_mut() else {
        return true;
    };
    let (s, b) = first.overflowing_sub(v);
    *first = s;
    b && propagate_borrow(rest)
}

/// The inverse of odd `d` modulo 2⁶⁴ (Newton's iteration doubles the correct bits).
#[inline]
fn inverse_u64(d: u64) -> u64 {
    debug_assert!(d & 1 == 1);
    let mut inv = d.wrapping_mul(3) ^ 2; // correct to 5 bits
    for _ in 0..4 {
        inv = inv.wrapping_mul(2u64.wrapping_sub(d.wrapping_mul(inv)));
    }
    inv
}

/// Shifts `x` right by `bits` (any amount).
pub(crate) fn shr_bits(x: &mut [u64], bits: u32) {
    if bits < 64 && bits > 0 {
        let mut hi = 0u64;
        for l in x.iter_mut().rev() {
            let v = *l;
            *l = (v >> bits) | (hi << (64 - bits));
            hi = v;
        }
        return;
    }
    let limbs = (bits / 64) as usize;
    let bits = bits % 64;
    if limbs > 0 {
        let n = x.len();
        for i in 0..n {
            x[i] = if i + limbs < n { x[i + limbs] } else { 0 };
        }
    }
    if bits > 0 {
        let n = x.len();
        for i in 0..n {
            let hi = if i + 1 < n {
                x[i + 1] << (64 - bits)
            } else {
                0
            };
            x[i] = (x[i] >> bits) | hi;
        }
    }
}

/// Trailing zero bits of a non-zero `x`.
pub(crate) fn trailing_zeros(x: &[u64]) -> u32 {
    let mut tz = 0;
    for &l in x {
        if l == 0 {
            tz += 64;
        } else {
            return tz + l.trailing_zeros();
        }
    }
    tz
}

/// `x mod p` for a `p` dividing 2⁶⁴ − 1 (3, 5, 17, 257, …): then 2⁶⁴ ≡ 1, so the
/// limbs' sum has the same remainder. The common primes get a constant divisor.
pub(crate) fn fold_mod(x: &[u64], p: u64) -> u64 {
    debug_assert_eq!(u64::MAX % p, 0);
    let mut sum = 0u128;
    for &l in x {
        sum += u128::from(l);
    }
    // Fold the high part in once more (it is small), then reduce.
    let (hi, lo) = ((sum >> 64) as u64, sum as u64);
    let (s, c) = lo.overflowing_add(hi);
    let s = s.wrapping_add(u64::from(c)); // 2⁶⁴ ≡ 1 again; cannot carry twice
    match p {
        3 => s % 3,
        5 => s % 5,
        17 => s % 17,
        _ => s % p,
    }
}

/// Divides `x` by odd `d` when `d` divides it, returning whether it did; when it does
/// not, `x` is left unchanged. Uses the 2-adic inverse of `d` (no hardware division):
/// the quotient is exact exactly when the final borrow is zero.
pub(crate) fn try_divexact_odd(x: &mut Vec<u64>, d: u64, scratch: &mut Vec<u64>) -> bool {
    debug_assert!(d & 1 == 1);
    let inv = inverse_u64(d);
    scratch.resize(x.len(), 0);
    let mut borrow = 0u64;
    for (q_out, &a) in scratch.iter_mut().zip(x.iter()) {
        let (s, under) = a.overflowing_sub(borrow);
        let q = s.wrapping_mul(inv);
        *q_out = q;
        borrow = ((u128::from(q) * u128::from(d)) >> 64) as u64 + u64::from(under);
    }
    if borrow != 0 {
        return false;
    }
    std::mem::swap(x, scratch);
    true
}

/// Divides `x` by `d` in place; `d` must divide `x` exactly.
pub(crate) fn divexact_1(x: &mut [u64], d: u64) {
    debug_assert!(d != 0);
    let n = trimmed(x).len();
    let x = &mut x[..n];
    let tz = d.trailing_zeros();
    if tz > 0 {
        debug_assert!(is_zero(x) || trailing_zeros(x) >= tz);
        shr_bits(x, tz);
    }
    let d = d >> tz;
    if d == 1 {
        return;
    }
    let inv = inverse_u64(d);
    let mut borrow = 0u64;
    for a in x.iter_mut() {
        let (s, under) = a.overflowing_sub(borrow);
        let q = s.wrapping_mul(inv);
        *a = q;
        borrow = ((u128::from(q) * u128::from(d)) >> 64) as u64 + u64::from(under);
    }
    debug_assert_eq!(borrow, 0, "divexact_1: not divisible");
}

/// Divides `x` by the multi-limb `d` in place; `d` must divide `x` exactly (Jebelean's
/// exact division: quotient limbs come from the bottom, one inverse multiplication each).
pub(crate) fn divexact(x: &mut [u64], d: &[u64]) {
    let d = trimmed(d);
    debug_assert!(!d.is_empty());
    if d.len() == 1 {
        divexact_1(x, d[0]);
        return;
    }
    let mut d = d.to_vec();
    let tz = trailing_zeros(&d);
    if tz > 0 {
        shr_bits(x, tz);
        shr_bits(&mut d, tz);
    }
    let d = trimmed(&d);
    if d.len() == 1 {
        divexact_1(x, d[0]);
        return;
    }
    let n = trimmed(x).len();
    if n < d.len() {
        debug_assert!(n == 0, "divexact: not divisible");
        return;
    }
    let inv = inverse_u64(d[0]);
    let qn = n - d.len() + 1;
    let mut q = vec![0u64; qn];
    {
        let r = &mut x[..n];
        for i in 0..qn {
            let qi = r[i].wrapping_mul(inv);
            q[i] = qi;
            if qi != 0 {
                let under = submul_1(&mut r[i..], d, qi);
                debug_assert!(!under, "divexact: not divisible");
            }
        }
        debug_assert!(is_zero(r), "divexact: not divisible");
    }
    x[..qn].copy_from_slice(&q);
    for l in &mut x[qn..] {
        *l = 0;
    }
}

/// `x · y` as a new trimmed number.
pub(crate) fn mul_new(x: &[u64], y: &[u64]) -> Vec<u64> {
    let mut out = Vec::with_capacity(x.len() + y.len());
    mul_into(&mut out, x, y);
    out
}

/// `out = x · y`, trimmed, in `out`'s storage.
pub(crate) fn mul_into(out: &mut Vec<u64>, x: &[u64], y: &[u64]) {
    let (x, y) = (trimmed(x), trimmed(y));
    out.clear();
    if x.is_empty() || y.is_empty() {
        return;
    }
    out.resize(x.len() + y.len(), 0);
    addmul(out, x, y);
    let n = trimmed(out).len();
    out.truncate(n);
}

/// `out = x − y`, trimmed, in `out`'s storage; `y ≤ x`.
pub(crate) fn sub_into(out: &mut Vec<u64>, x: &[u64], y: &[u64]) {
    let y = trimmed(y);
    out.clear();
    append_limbs(out, x);
    if out.len() < y.len() {
        out.resize(y.len(), 0);
    }
    let under = sub_from(out, y);
    debug_assert!(!under, "sub_into: negative result");
    let n = trimmed(out).len();
    out.truncate(n);
}

/// `x += y`, trimmed.
pub(crate) fn add_in_place(x: &mut Vec<u64>, y: &[u64]) {
    let y = trimmed(y);
    if x.len() < y.len() {
        x.resize(y.len(), 0);
    }
    x.push(0);
    add_to(x, y);
    let n = trimmed(x).len();
    x.truncate(n);
}

/// `x^e` as a new trimmed number (`x⁰ = 1`).
pub(crate) fn pow_new(x: &[u64], mut e: u64) -> Vec<u64> {
    // A one-limb base to a small power (a count of faces to the number of dice): one
    // buffer and a limb product a step beat squaring through new numbers.
    if let [b] = trimmed(x)
        && e <= 64
    {
        let mut result = vec![1u64];
        for _ in 0..e {
            mul_1_in_place(&mut result, *b);
        }
        return result;
    }
    let mut result = vec![1u64];
    let mut base = trimmed(x).to_vec();
    while e > 0 {
        if e & 1 == 1 {
            result = mul_new(&result, &base);
        }
        e >>= 1;
        if e > 0 {
            base = mul_new(&base, &base);
        }
    }
    result
}

/// `x + y` as a new trimmed number.
pub(crate) fn add_new(x: &[u64], y: &[u64]) -> Vec<u64> {
    let (x, y) = if x.len() >= y.len() { (x, y) } else { (y, x) };
    let mut out = Vec::with_capacity(x.len() + 1);
    out.extend_from_slice(x);
    add_in_place(&mut out, y);
    out
}

/// `x − y` as a new trimmed number; `y ≤ x`.
pub(crate) fn sub_new(x: &[u64], y: &[u64]) -> Vec<u64> {
    let mut out = Vec::with_capacity(x.len());
    sub_into(&mut out, x, y);
    out
}

/// 10¹⁹, the largest power of ten in a limb; its top bit is set, as division by an
/// invariant integer wants.
const TEN19: u64 = 10_000_000_000_000_000_000;
/// `⌊(2¹²⁸ − 1) / 10¹⁹⌋ − 2⁶⁴`, the precomputed reciprocal of [`TEN19`].
const TEN19_INV: u64 = ((u128::MAX / TEN19 as u128) - (1u128 << 64)) as u64;

/// `(u1·2⁶⁴ + u0) / d` and the remainder, for a normalised `d` with reciprocal `v` and
/// `u1 < d` (Möller and Granlund, "Improved division by invariant integers", alg. 4):
/// two multiplications instead of a 128-bit division.
#[inline]
fn div_2by1(u1: u64, u0: u64, d: u64, v: u64) -> (u64, u64) {
    let q = (u128::from(v) * u128::from(u1)).wrapping_add((u128::from(u1) << 64) | u128::from(u0));
    let mut q1 = ((q >> 64) as u64).wrapping_add(1);
    let q0 = q as u64;
    let mut r = u0.wrapping_sub(q1.wrapping_mul(d));
    if r > q0 {
        q1 = q1.wrapping_sub(1);
        r = r.wrapping_add(d);
    }
    if r >= d {
        q1 = q1.wrapping_add(1);
        r -= d;
    }
    (q1, r)
}

/// Two-digit groups, for writing numbers a hundred at a time.
const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Writes `x` as exactly `dst.len()` digits (zero-padded; `x` must fit), two at a time.
#[inline]
fn fill_u32(mut x: u32, dst: &mut [u8]) {
    let mut i = dst.len();
    while i >= 2 {
        let pair = (x % 100) as usize * 2;
        x /= 100;
        dst[i - 2..i].copy_from_slice(&PAIRS[pair..pair + 2]);
        i -= 2;
    }
    if i == 1 {
        dst[0] = b'0' + x as u8;
    }
}

/// Writes `x` (below 10¹⁹) as exactly `dst.len()` digits, zero-padded. Splits it into
/// 8-digit parts first so the digit loop runs on 32-bit numbers.
#[inline]
fn fill_u64(x: u64, dst: &mut [u8]) {
    let n = dst.len();
    if n <= 8 {
        return fill_u32(x as u32, dst);
    }
    let (head, low) = dst.split_at_mut(n - 8);
    fill_u32((x % 100_000_000) as u32, low);
    let x = x / 100_000_000;
    let m = head.len();
    if m <= 8 {
        return fill_u32(x as u32, head);
    }
    let (top, mid) = head.split_at_mut(m - 8);
    fill_u32((x % 100_000_000) as u32, mid);
    fill_u32((x / 100_000_000) as u32, top);
}

/// Number of decimal digits of `x` (1 for 0).
#[inline]
fn digits(x: u64) -> usize {
    x.checked_ilog10().map_or(1, |d| d as usize + 1)
}

/// Scratch buffers for [`write_decimal`].
#[derive(Debug, Default)]
pub(crate) struct DecimalScratch {
    work: Vec<u64>,
    chunks: Vec<u64>,
}

/// Appends the decimal digits of `x` to `out`: repeated division by 10¹⁹ through its
/// precomputed reciprocal, then each 19-digit chunk two digits at a time.
pub(crate) fn write_decimal(x: &[u64], out: &mut Vec<u8>, scratch: &mut DecimalScratch) {
    let x = trimmed(x);
    let start = out.len();
    match x {
        [] => return out.push(b'0'),
        [v] if *v < TEN19 => {
            out.resize(start + digits(*v), 0);
            return fill_u64(*v, &mut out[start..]);
        }
        _ => {}
    }
    let work = &mut scratch.work;
    work.clear();
    append_limbs(work, x);
    scratch.chunks.clear();
    while !work.is_empty() {
        let mut r = 0u64;
        for l in work.iter_mut().rev() {
            let (q, rr) = div_2by1(r, *l, TEN19, TEN19_INV);
            *l = q;
            r = rr;
        }
        scratch.chunks.push(r);
        while work.last() == Some(&0) {
            work.pop();
        }
    }
    let chunks = &scratch.chunks;
    let top = chunks[chunks.len() - 1];
    let top_digits = digits(top);
    out.resize(start + top_digits + 19 * (chunks.len() - 1), 0);
    let (head, rest) = out[start..].split_at_mut(top_digits);
    fill_u64(top, head);
    for (dst, &c) in rest.chunks_exact_mut(19).zip(chunks.iter().rev().skip(1)) {
        fill_u64(c, dst);
    }
}

/// `x` as a `BigUint` (through its 32-bit digits).
pub(crate) fn to_biguint(x: &[u64]) -> num_bigint::BigUint {
    let x = trimmed(x);
    let mut digits = Vec::with_capacity(x.len() * 2);
    for &l in x {
        digits.push(l as u32);
        digits.push((l >> 32) as u32);
    }
    num_bigint::BigUint::new(digits)
}

#[cfg(test)]
mod tests {
    use num_bigint::BigUint;

    use super::*;

    fn big(x: &[u64]) -> BigUint {
        to_biguint(x)
    }

    fn limbs(b: &BigUint, w: usize) -> Vec<u64> {
        let mut v = b.to_u64_digits();
        v.resize(w, 0);
        v
    }

    /// A deterministic stream of awkward limbs (all-ones, zero, small, random-ish).
    fn sample(seed: u64, n: usize) -> Vec<u64> {
        let mut s = seed;
        (0..n)
            .map(|i| {
                s = s
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                match (s >> 60) % 4 {
                    0 => u64::MAX,
                    1 if i > 0 => 0,
                    2 => s >> 50,
                    _ => s ^ (s >> 29),
                }
            })
            .collect()
    }

    #[test]
    fn add_sub_mul_agree_with_biguint() {
        for seed in 0..200u64 {
            let x = sample(seed, 4);
            let y = sample(seed + 1000, 3);
            let m = sample(seed + 77, 1)[0];
            let mut acc = x.clone();
            acc.push(0);
            assert!(!add_to(&mut acc, &y));
            assert_eq!(big(&acc), big(&x) + big(&y));
            assert!(!sub_from(&mut acc, &y));
            assert_eq!(big(&acc), big(&x));
            let mut acc2 = x.clone();
            acc2.extend([0, 0]);
            assert!(!addmul_1(&mut acc2, &y, m));
            assert_eq!(big(&acc2), big(&x) + big(&y) * m);
            assert!(!submul_1(&mut acc2, &y, m));
            assert_eq!(big(&acc2), big(&x));
            let mut out = vec![0; 5];
            assert_eq!(mul_1(&mut out, &x, m), 0);
            assert_eq!(big(&out), big(&x) * m);
            let mut acc3 = vec![0; 8];
            assert!(!addmul(&mut acc3, &x, &y));
            assert_eq!(big(&acc3), big(&x) * big(&y));
            assert_eq!(big(&mul_new(&x, &y)), big(&x) * big(&y));
            assert_eq!(big(&add_new(&x, &y)), big(&x) + big(&y));
            assert_eq!(big(&pow_new(&y, 3)), big(&y).pow(3u32));
            // The forms that write into a number kept from an earlier step.
            let mut kept = vec![7; 9];
            mul_into(&mut kept, &x, &y);
            assert_eq!(kept, mul_new(&x, &y));
            let sum = add_new(&x, &y);
            sub_into(&mut kept, &sum, &y);
            assert_eq!(big(&kept), big(&x));
            add_in_place(&mut kept, &y);
            assert_eq!(kept, sum);
            assert_eq!(trimmed(&kept).len(), kept.len());
        }
    }

    #[test]
    fn powers_of_one_limb_bases_step_by_step_or_by_squares() {
        // Up to 64 steps one limb product at a time, beyond that by squares: both exact.
        for b in [0u64, 1, 6, 20, u64::MAX] {
            for e in [0u64, 1, 2, 25, 64, 65, 100] {
                assert_eq!(
                    big(&pow_new(&[b, 0], e)),
                    BigUint::from(b).pow(e as u32),
                    "{b}^{e}"
                );
            }
        }
    }

    #[test]
    fn exact_divisions() {
        for seed in 0..200u64 {
            let q = sample(seed, 3);
            for d in [1u64, 2, 3, 6, 7, 10, 1 << 40, 999_999_937, u64::MAX] {
                let mut x = limbs(&(big(&q) * d), 5);
                divexact_1(&mut x, d);
                assert_eq!(big(&x), big(&q), "d = {d}");
            }
            let d = sample(seed + 9, 2);
            if big(&d) == BigUint::from(0u32) {
                continue;
            }
            let mut x = limbs(&(big(&q) * big(&d)), 6);
            divexact(&mut x, &d);
            assert_eq!(big(&x), big(&q));
            let mut d2 = d.clone();
            d2.insert(0, 0); // an even divisor, times 2^64
            let mut x = limbs(&(big(&q) * big(&d2)), 7);
            divexact(&mut x, &d2);
            assert_eq!(big(&x), big(&q));
        }
    }

    #[test]
    fn folded_remainders() {
        for seed in 0..200u64 {
            let x = sample(seed, 5);
            for p in [3u64, 5, 17, 257, 641, 65537, 6700417] {
                assert_eq!(BigUint::from(fold_mod(&x, p)), big(&x) % p, "{x:?} mod {p}");
            }
        }
    }

    #[test]
    fn divisibility_test_by_odd_numbers() {
        let mut scratch = Vec::new();
        for seed in 0..100u64 {
            let q = sample(seed, 3);
            for d in [3u64, 5, 7, 999_983] {
                let mut x = limbs(&(big(&q) * d), 4);
                assert!(try_divexact_odd(&mut x, d, &mut scratch));
                assert_eq!(big(&x), big(&q));
                let plus_one = big(&q) * d + 1u32;
                let mut y = limbs(&plus_one, 4);
                assert!(!try_divexact_odd(&mut y, d, &mut scratch));
                assert_eq!(big(&y), plus_one);
            }
        }
    }

    #[test]
    fn decimal_matches_biguint() {
        let mut scratch = DecimalScratch::default();
        let text = |x: &[u64], scratch: &mut DecimalScratch| {
            let mut s = Vec::new();
            write_decimal(x, &mut s, scratch);
            String::from_utf8(s).unwrap()
        };
        for seed in 0..300u64 {
            for n in 0..6 {
                let x = sample(seed, n);
                assert_eq!(text(&x, &mut scratch), big(&x).to_string());
            }
        }
        assert_eq!(text(&[0, 1], &mut scratch), "18446744073709551616");
        for v in [0, 9, 10, 99, 100, TEN19 - 1, TEN19, u64::MAX] {
            assert_eq!(text(&[v], &mut scratch), v.to_string());
        }
        let ten38 = BigUint::from(10u32).pow(38);
        for delta in [-1i32, 0, 1] {
            let v = if delta < 0 {
                &ten38 - 1u32
            } else {
                &ten38 + delta as u32
            };
            assert_eq!(text(&limbs(&v, 3), &mut scratch), v.to_string());
        }
    }

    #[test]
    fn shifts() {
        let mut x = vec![0, 0, 0b1010_0000];
        assert_eq!(trailing_zeros(&x), 133);
        shr_bits(&mut x, 133);
        assert_eq!(x, vec![0b101, 0, 0]);
    }
}
