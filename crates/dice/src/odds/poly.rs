//! Polynomials with whole-number coefficients on fixed-width limbs: the counts of a
//! distribution by outcome (the exponent), and the three ways the engine multiplies them.
//!
//! - [`mul_pieces`]: by a polynomial whose coefficients come in runs of equal values
//!   (a die is one run; a die with `ro`, `rr` or explosions a few). Each run costs one
//!   subtraction of prefix sums per output coefficient, whatever its length.
//! - [`mul_schoolbook`]: the general product, for two arbitrary distributions.
//! - [`power`]: the n-th power by J.C.P. Miller's recurrence, O(1) limb operations per
//!   output coefficient and run, with the mirrored half skipped for symmetric dice.

use std::borrow::Cow;

use super::limbs;
use super::short::copy_limbs;

/// Coefficients `c[i]` of `x^(off + i)`, `w` limbs each.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Poly {
    pub(crate) off: i64,
    pub(crate) w: usize,
    pub(crate) c: Vec<u64>,
}

/// A run of equal coefficients: `c · (x^lo + … + x^hi)`, with `c` trimmed and non-zero.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Piece {
    pub(crate) lo: i64,
    pub(crate) hi: i64,
    pub(crate) c: Vec<u64>,
}

/// The one run of weight 1 that `pieces` are, as `(lo, hi)`: a plain die's faces.
pub(crate) fn plain_run(pieces: &[Piece]) -> Option<(i64, i64)> {
    match pieces {
        [run] if run.c == [1] => Some((run.lo, run.hi)),
        _ => None,
    }
}

impl Poly {
    /// `len` zero coefficients from `x^off`.
    pub(crate) fn zeros(off: i64, len: usize, w: usize) -> Poly {
        Poly {
            off,
            w,
            c: vec![0; len * w],
        }
    }

    /// The single term `value · x^at`.
    pub(crate) fn monomial(at: i64, value: &[u64], w: usize) -> Poly {
        let mut p = Poly::zeros(at, 1, w.max(limbs::width_of(value)));
        p.c[..limbs::trimmed(value).len()].copy_from_slice(limbs::trimmed(value));
        p
    }

    /// Number of coefficients stored.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.c.len() / self.w
    }

    /// Whether no coefficient is stored.
    pub(crate) fn is_empty(&self) -> bool {
        self.c.is_empty()
    }

    /// The highest exponent stored (`off − 1` when empty).
    pub(crate) fn end(&self) -> i64 {
        self.off + self.len() as i64 - 1
    }

    /// Coefficient `i` (0-based).
    #[inline]
    pub(crate) fn get(&self, i: usize) -> &[u64] {
        &self.c[i * self.w..(i + 1) * self.w]
    }

    /// Coefficient `i`, mutable.
    #[inline]
    pub(crate) fn get_mut(&mut self, i: usize) -> &mut [u64] {
        &mut self.c[i * self.w..(i + 1) * self.w]
    }

    /// Drops zero coefficients at both ends.
    pub(crate) fn trim(&mut self) {
        let n = self.len();
        let first = (0..n).find(|&i| !limbs::is_zero(self.get(i)));
        let Some(first) = first else {
            self.c.clear();
            return;
        };
        let last = (0..n)
            .rev()
            .find(|&i| !limbs::is_zero(self.get(i)))
            .expect("a non-zero coefficient exists");
        self.c.truncate((last + 1) * self.w);
        self.c.drain(..first * self.w);
        self.off += first as i64;
    }

    /// The same coefficients stored `w` limbs wide (they must fit): `self` itself when
    /// it is that wide already.
    pub(crate) fn at_width(&self, w: usize) -> Cow<'_, Poly> {
        if w == self.w {
            Cow::Borrowed(self)
        } else {
            Cow::Owned(self.rewidth(w))
        }
    }

    /// [`Self::rewidth`] of an owned polynomial, kept as it is when it is that wide.
    pub(crate) fn into_width(self, w: usize) -> Poly {
        if w == self.w { self } else { self.rewidth(w) }
    }

    /// The same coefficients stored `w` limbs wide (they must fit).
    pub(crate) fn rewidth(&self, w: usize) -> Poly {
        if w == self.w {
            return self.clone();
        }
        let n = self.len();
        let mut out = Poly::zeros(self.off, n, w);
        let k = w.min(self.w);
        for i in 0..n {
            let src = self.get(i);
            debug_assert!(limbs::trimmed(src).len() <= w);
            copy_limbs(&mut out.get_mut(i)[..k], &src[..k]);
        }
        out
    }

    /// The sum of the coefficients.
    pub(crate) fn total(&self) -> Vec<u64> {
        let mut acc = vec![0u64; self.w + 1];
        for i in 0..self.len() {
            add_checked(&mut acc, self.get(i));
        }
        let n = limbs::trimmed(&acc).len();
        acc.truncate(n);
        acc
    }

    /// `self += other`, where `other`'s range lies inside `self`'s.
    pub(crate) fn add_assign(&mut self, other: &Poly) {
        if other.is_empty() {
            return;
        }
        debug_assert!(other.off >= self.off && other.end() <= self.end());
        let base = (other.off - self.off) as usize;
        for i in 0..other.len() {
            add_checked(self.get_mut(base + i), limbs::trimmed(other.get(i)));
        }
    }

    /// The mirror image `x → x⁻¹` (exponents negated).
    pub(crate) fn reversed(&self) -> Poly {
        let n = self.len();
        let mut out = Poly::zeros(-self.end(), n, self.w);
        for i in 0..n {
            out.get_mut(n - 1 - i).copy_from_slice(self.get(i));
        }
        out
    }

    /// The runs of equal non-zero coefficients, ascending, as [`Piece`]s.
    pub(crate) fn pieces(&self) -> Vec<Piece> {
        self.runs()
            .map(|r| Piece {
                lo: r.lo,
                hi: r.hi,
                c: r.c.to_vec(),
            })
            .collect()
    }

    /// The runs of equal non-zero coefficients, ascending, borrowed: what
    /// [`Self::pieces`] holds, for weighing a product without building its pieces.
    pub(crate) fn runs(&self) -> Runs<'_> {
        Runs { poly: self, i: 0 }
    }

    /// Whether the coefficients read the same backwards.
    pub(crate) fn is_palindrome(&self) -> bool {
        let n = self.len();
        // One width throughout, so equal coefficients have equal limbs; compared limb by
        // limb, which the compiler keeps inline where a slice comparison calls `memcmp`.
        let coefs = self.c.chunks_exact(self.w);
        coefs
            .clone()
            .zip(coefs.rev())
            .take(n / 2)
            .all(|(a, b)| a.iter().zip(b).all(|(x, y)| x == y))
    }
}

/// A run of equal non-zero coefficients borrowed from a [`Poly`]: `c·(x^lo + … + x^hi)`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Run<'a> {
    pub(crate) lo: i64,
    pub(crate) hi: i64,
    pub(crate) c: &'a [u64],
}

/// The iterator of [`Poly::runs`].
#[derive(Debug)]
pub(crate) struct Runs<'a> {
    poly: &'a Poly,
    i: usize,
}

impl<'a> Iterator for Runs<'a> {
    type Item = Run<'a>;

    fn next(&mut self) -> Option<Run<'a>> {
        let p = self.poly;
        let n = p.len();
        while self.i < n && limbs::is_zero(p.get(self.i)) {
            self.i += 1;
        }
        if self.i == n {
            return None;
        }
        let first = self.i;
        let c = limbs::trimmed(p.get(first));
        self.i += 1;
        while self.i < n && limbs::trimmed(p.get(self.i)) == c {
            self.i += 1;
        }
        Some(Run {
            lo: p.off + first as i64,
            hi: p.off + self.i as i64 - 1,
            c,
        })
    }
}

#[inline]
fn add_checked(acc: &mut [u64], x: &[u64]) {
    let x = limbs::trimmed(x);
    let over = limbs::add_to(acc, x);
    debug_assert!(!over, "coefficient overflow");
}

/// `acc += x · c` for a trimmed `c`.
#[inline]
pub(crate) fn addmul_any(acc: &mut [u64], x: &[u64], c: &[u64]) {
    let over = match c {
        [] => false,
        [1] => limbs::add_to(acc, x),
        [m] => limbs::addmul_1(acc, x, *m),
        _ => limbs::addmul(acc, limbs::trimmed(x), c),
    };
    debug_assert!(!over, "coefficient overflow");
}

/// `acc −= x · c` for a trimmed `c` (the result must stay non-negative).
#[inline]
pub(crate) fn submul_any(acc: &mut [u64], x: &[u64], c: &[u64]) {
    let x = limbs::trimmed(x);
    let mut under = false;
    match c {
        [] => {}
        [1] => under = limbs::sub_from(acc, x),
        _ => {
            for (j, &cj) in c.iter().enumerate() {
                if cj != 0 {
                    under |= limbs::submul_1(&mut acc[j..], x, cj);
                }
            }
        }
    }
    debug_assert!(!under, "coefficient went negative");
}

/// Work (limb operations, roughly) of [`mul_pieces`] by `runs`.
pub(crate) fn mul_pieces_work<'a>(
    h_len: usize,
    runs: impl IntoIterator<Item = Run<'a>>,
    w: usize,
) -> u64 {
    let per: u64 = runs
        .into_iter()
        .map(|r| (h_len as u64 + (r.hi - r.lo) as u64) * (1 + r.c.len() as u64))
        .sum();
    (per + h_len as u64) * w as u64 * 2
}

/// Reusable buffers for [`mul_pieces_into`].
#[derive(Debug, Default)]
pub(crate) struct MulScratch {
    pre: Vec<u64>,
    diff: Vec<u64>,
}

/// `h · Σ pieces (+ add)`, `w` limbs per coefficient (the result must fit).
pub(crate) fn mul_pieces(h: &Poly, pieces: &[Piece], add: Option<&Poly>, w: usize) -> Poly {
    let mut out = Poly::zeros(0, 0, w);
    mul_pieces_into(h, pieces, add, w, &mut out, &mut MulScratch::default());
    out
}

/// [`mul_pieces`] into `out`, reusing its storage and `scratch`.
///
/// With prefix sums `P` of `h`, the coefficient a run `c·(x^lo + … + x^hi)` adds at
/// output `x^e` is `c · (P[e − lo − h.off + 1] − P[e − hi − h.off])`: one subtraction,
/// one small multiplication. The prefix sums are kept modulo 2^(64·w): every window sum
/// fits `w` limbs, so the differences come out exact.
pub(crate) fn mul_pieces_into(
    h: &Poly,
    pieces: &[Piece],
    add: Option<&Poly>,
    w: usize,
    out: &mut Poly,
    scratch: &mut MulScratch,
) {
    let add = add.filter(|a| !a.is_empty());
    let product = !h.is_empty() && !pieces.is_empty();
    let mut range: Option<(i64, i64)> = None;
    if product {
        range = Some((h.off + pieces[0].lo, h.end() + pieces[pieces.len() - 1].hi));
    }
    if let Some(a) = add {
        range = Some(match range {
            Some((lo, hi)) => (lo.min(a.off), hi.max(a.end())),
            None => (a.off, a.end()),
        });
    }
    out.w = w;
    out.c.clear();
    let Some((lo, hi)) = range else {
        out.off = 0;
        return;
    };
    out.off = lo;
    if product
        && h.w == w
        && let Some((run_lo, run_hi)) = plain_run(pieces)
    {
        // A plain die's faces: `h` copied into place and multiplied there, then the
        // addend added.
        let start = (h.off + run_lo - lo) as usize;
        let k = (run_hi - run_lo + 1) as usize;
        out.c.resize(start * w, 0);
        out.c.extend_from_slice(&h.c);
        out.c.resize((hi - lo + 1) as usize * w, 0);
        mul_unit_run(&mut out.c[start * w..(start + h.len() + k - 1) * w], k, w);
        if let Some(a) = add {
            let base = (a.off - lo) as usize;
            for i in 0..a.len() {
                add_checked(out.get_mut(base + i), a.get(i));
            }
        }
        return;
    }
    out.c.resize((hi - lo + 1) as usize * w, 0);
    if let Some(a) = add {
        let base = (a.off - lo) as usize;
        for i in 0..a.len() {
            let src = limbs::trimmed(a.get(i));
            out.get_mut(base + i)[..src.len()].copy_from_slice(src);
        }
    }
    if !product {
        return;
    }
    // Widths up to four limbs get loops the compiler unrolls.
    match w {
        1 => product_into::<1>(h, pieces, w, lo, out, scratch),
        2 => product_into::<2>(h, pieces, w, lo, out, scratch),
        3 => product_into::<3>(h, pieces, w, lo, out, scratch),
        4 => product_into::<4>(h, pieces, w, lo, out, scratch),
        _ => product_into::<0>(h, pieces, w, lo, out, scratch),
    }
}

/// `acc ·= Σ pieces`, `w` limbs per coefficient (the result must fit). A plain die's
/// faces multiply `acc` where it lies, grown by the run's length; anything else goes
/// through [`mul_pieces_into`] and `next`, which is left holding the old `acc`.
pub(crate) fn mul_pieces_assign(
    acc: &mut Poly,
    pieces: &[Piece],
    w: usize,
    next: &mut Poly,
    scratch: &mut MulScratch,
) {
    if !acc.is_empty()
        && acc.w == w
        && let Some((run_lo, run_hi)) = plain_run(pieces)
    {
        let k = (run_hi - run_lo + 1) as usize;
        acc.c.resize((acc.len() + k - 1) * w, 0);
        mul_unit_run(&mut acc.c, k, w);
        acc.off += run_lo;
        return;
    }
    mul_pieces_into(acc, pieces, None, w, next, scratch);
    std::mem::swap(acc, next);
}

/// `c · (1 + x + … + x^(k−1))` in place, over coefficients `w` limbs wide whose last
/// `k − 1` are zero: `c · (1 − x^k) / (1 − x)`, one pass subtracting `k` places back and
/// one of running sums. No second buffer and no zeroing, where the general product
/// builds prefix sums apart and fills its output from zero. Kept modulo 2^(64·w) like
/// those prefix sums: the caller knows the product fits `w`.
fn mul_unit_run(c: &mut [u64], k: usize, w: usize) {
    // Widths up to four limbs get loops the compiler unrolls.
    match w {
        1 => unit_run_passes::<1>(c, k, w),
        2 => unit_run_passes::<2>(c, k, w),
        3 => unit_run_passes::<3>(c, k, w),
        4 => unit_run_passes::<4>(c, k, w),
        _ => unit_run_passes::<0>(c, k, w),
    }
}

/// The two passes of [`mul_unit_run`] over coefficients `W` limbs wide (`W = 0`: `w`).
#[inline(always)]
fn unit_run_passes<const W: usize>(c: &mut [u64], k: usize, w: usize) {
    let w = if W > 0 { W } else { w };
    let len = c.len() / w;
    // Equal lengths: the carry or borrow out of the top is the wrap, and is dropped.
    for i in (k..len).rev() {
        let (low, high) = c.split_at_mut(i * w);
        limbs::sub_from(&mut high[..w], &low[(i - k) * w..(i - k + 1) * w]);
    }
    for i in 1..len {
        let (low, high) = c.split_at_mut(i * w);
        limbs::add_to(&mut high[..w], &low[(i - 1) * w..i * w]);
    }
}

/// The product part of [`mul_pieces_into`], `W` limbs wide (`W = 0`: `w`, known late).
#[inline(always)]
fn product_into<const W: usize>(
    h: &Poly,
    pieces: &[Piece],
    w: usize,
    lo: i64,
    out: &mut Poly,
    scratch: &mut MulScratch,
) {
    let w = if W > 0 { W } else { w };
    let lh = h.len();
    let pre = &mut scratch.pre;
    pre.clear();
    pre.resize((lh + 1) * w, 0);
    for i in 0..lh {
        let (done, next) = pre.split_at_mut((i + 1) * w);
        add3_wrapping(&mut next[..w], &done[i * w..(i + 1) * w], h.get(i));
    }
    scratch.diff.resize(w, 0);
    let diff = &mut scratch.diff[..w];
    for p in pieces {
        let single = p.lo == p.hi;
        let unit = p.c == [1];
        let e0 = h.off + p.lo;
        let e1 = h.end() + p.hi;
        if unit && !single {
            // The common case (a die's run of weight 1): out[e] += P[i1 + 1] − P[i0].
            for e in e0..=e1 {
                let rel = e - h.off;
                let i0 = (rel - p.hi).max(0) as usize;
                let i1 = (rel - p.lo).min(lh as i64 - 1) as usize;
                let o = (e - lo) as usize;
                add_diff(
                    &mut out.c[o * w..(o + 1) * w],
                    &pre[(i1 + 1) * w..(i1 + 2) * w],
                    &pre[i0 * w..(i0 + 1) * w],
                );
            }
            continue;
        }
        for e in e0..=e1 {
            let rel = e - h.off;
            let i0 = (rel - p.hi).max(0) as usize;
            let i1 = (rel - p.lo).min(lh as i64 - 1) as usize;
            let o = (e - lo) as usize;
            let dst = &mut out.c[o * w..(o + 1) * w];
            if single {
                addmul_any(dst, limbs::trimmed(h.get(i0)), &p.c);
            } else {
                sub3_wrapping(
                    diff,
                    &pre[(i1 + 1) * w..(i1 + 2) * w],
                    &pre[i0 * w..(i0 + 1) * w],
                );
                addmul_any(dst, limbs::trimmed(diff), &p.c);
            }
        }
    }
}

/// `out = a + b` modulo 2^(64·out.len()); `b` may be shorter, or longer with zeros.
#[inline]
fn add3_wrapping(out: &mut [u64], a: &[u64], b: &[u64]) {
    let mut carry = 0u64;
    let n = out.len().min(b.len());
    let (out_lo, out_hi) = out.split_at_mut(n);
    for ((o, &x), &y) in out_lo.iter_mut().zip(a).zip(b) {
        let t = u128::from(x) + u128::from(y) + u128::from(carry);
        *o = t as u64;
        carry = (t >> 64) as u64;
    }
    for (o, &x) in out_hi.iter_mut().zip(&a[n..]) {
        let t = u128::from(x) + u128::from(carry);
        *o = t as u64;
        carry = (t >> 64) as u64;
    }
}

/// `out = a − b` modulo 2^(64·out.len()).
#[inline]
fn sub3_wrapping(out: &mut [u64], a: &[u64], b: &[u64]) {
    let mut borrow = false;
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        let (d1, b1) = x.overflowing_sub(y);
        let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
        *o = d2;
        borrow = b1 | b2;
    }
}

/// `out += a − b`, where the difference (modulo 2^(64·out.len())) and the sum fit.
#[inline]
fn add_diff(out: &mut [u64], a: &[u64], b: &[u64]) {
    let mut carry = 0i128;
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        let t = i128::from(*o) + i128::from(x) - i128::from(y) + carry;
        *o = t as u64;
        carry = t >> 64;
    }
}

/// Work (limb operations, roughly) of [`mul_schoolbook`]: each product also pays a
/// carry chain, about three times a limb addition (measured).
pub(crate) fn schoolbook_work(a: &Poly, b: &Poly) -> u64 {
    (a.len() as u64) * (b.len() as u64) * (a.w as u64) * (b.w as u64 + 1) * 3
}

/// `a · b` with exponents scaled: `x^(a.off + i)` stands at `i · ra`, `b`'s at `j · rb`;
/// the result has coefficient `k` at exponent `a.off + b.off + k` (the caller reads the
/// exponents with its own step). `w` limbs per result coefficient.
pub(crate) fn mul_schoolbook(a: &Poly, b: &Poly, ra: usize, rb: usize, w: usize) -> Poly {
    if a.is_empty() || b.is_empty() {
        return Poly::zeros(0, 0, w);
    }
    let len = (a.len() - 1) * ra + (b.len() - 1) * rb + 1;
    let mut out = Poly::zeros(a.off + b.off, len, w);
    // Outer loop over the shorter side keeps the inner multiplications long.
    let (x, y, rx, ry) = if a.len() <= b.len() {
        (a, b, ra, rb)
    } else {
        (b, a, rb, ra)
    };
    for i in 0..x.len() {
        let xi = limbs::trimmed(x.get(i));
        if xi.is_empty() {
            continue;
        }
        for j in 0..y.len() {
            let yj = limbs::trimmed(y.get(j));
            if yj.is_empty() {
                continue;
            }
            let o = i * rx + j * ry;
            addmul_any(&mut out.c[o * w..(o + 1) * w], yj, xi);
        }
    }
    out
}

/// Work (limb operations, roughly) of [`power`]: per coefficient and run, window
/// updates and a product by the run's weight; per coefficient, the exact divisions.
pub(crate) fn power_work(pieces: usize, chain_w: usize, out_len: u64, w: usize) -> u64 {
    let (p, cw) = (pieces as u64, chain_w as u64);
    out_len
        .saturating_mul(w as u64 + cw + 2)
        .saturating_mul(p * (4 + 2 * cw) + 4 + cw)
}

/// `a^n`, `w` limbs per result coefficient (the caller knows `a(1)^n` fits).
///
/// Miller's recurrence for `b = a^n` (with `a₀ ≠ 0`, after shifting):
/// `k·a₀·b_k = Σ_{j≥1} ((n+1)·j − k)·a_j·b_{k−j} = n·k·X − (n+1)·Y` with
/// `X = Σ a_j b_i`, `Y = Σ a_j·i·b_i` over `i = k − j`. For a run of equal `a_j = c` over
/// `j ∈ lo..=hi`, `X` and `Y` are sliding-window sums of `b_i` and `i·b_i`, updated in
/// O(1) as `k` grows, so each coefficient costs O(runs) limb passes.
pub(crate) fn power(a: &Poly, n: u32, w: usize) -> Poly {
    let mut a = a.clone();
    a.trim();
    if a.is_empty() || n == 0 {
        return Poly::monomial(0, &[1], w);
    }
    let off = a.off * i64::from(n);
    let d = a.len() - 1;
    let a0 = limbs::trimmed(a.get(0)).to_vec();
    if d == 0 {
        return Poly::monomial(off, &limbs::pow_new(&a0, u64::from(n)), w);
    }
    if n == 1 {
        let mut out = a.rewidth(w);
        out.off = off;
        return out;
    }
    // Runs over j = 1..=d, as offsets from a's lowest exponent.
    let mut pieces = a.pieces();
    pieces.retain(|p| p.hi > a.off);
    for p in &mut pieces {
        p.lo = (p.lo - a.off).max(1);
        p.hi -= a.off;
    }
    let len = d * n as usize + 1;
    let symmetric = a.is_palindrome();
    let kmax = if symmetric { (len - 1) / 2 } else { len - 1 };
    let mut out = Poly::zeros(off, len, w);
    {
        let b0 = limbs::pow_new(&a0, u64::from(n));
        out.get_mut(0)[..b0.len()].copy_from_slice(&b0);
    }
    let cw = pieces.iter().map(|p| p.c.len()).max().unwrap_or(1);
    let tw = w + cw + 2;
    let mut xs = vec![0u64; pieces.len() * tw];
    let mut ys = vec![0u64; pieces.len() * tw];
    let mut sx = vec![0u64; tw];
    let mut sy = vec![0u64; tw];
    let mut t = vec![0u64; tw];
    let n64 = u64::from(n);
    // One run of weight 1 (a plain die): the window sums are X and Y themselves.
    let plain = plain_run(&pieces).is_some();
    for k in 1..=kmax {
        if !plain {
            sx.fill(0);
            sy.fill(0);
        }
        for (pi, p) in pieces.iter().enumerate() {
            let x = &mut xs[pi * tw..(pi + 1) * tw];
            let y = &mut ys[pi * tw..(pi + 1) * tw];
            // Window i ∈ [k − hi, k − lo]: i = k − lo enters, i = k − 1 − hi leaves.
            let enter = k as i64 - p.lo;
            if enter >= 0 {
                let b = limbs::trimmed(out.get(enter as usize));
                add_checked(x, b);
                let over = limbs::addmul_1(y, b, enter as u64);
                debug_assert!(!over);
            }
            let leave = k as i64 - 1 - p.hi;
            if leave >= 0 {
                let b = limbs::trimmed(out.get(leave as usize));
                let under = limbs::sub_from(x, b);
                debug_assert!(!under);
                let under = limbs::submul_1(y, b, leave as u64);
                debug_assert!(!under);
            }
            if !plain {
                addmul_any(&mut sx, limbs::trimmed(x), &p.c);
                addmul_any(&mut sy, limbs::trimmed(y), &p.c);
            }
        }
        let (sx, sy) = if plain {
            (&xs[..tw], &ys[..tw])
        } else {
            (&sx[..], &sy[..])
        };
        // T = n·k·X − (n+1)·Y = k·a₀·b_k.
        let carry = limbs::mul_1(&mut t, limbs::trimmed(sx), n64 * k as u64);
        debug_assert_eq!(carry, 0);
        let under = limbs::submul_1(&mut t, limbs::trimmed(sy), n64 + 1);
        debug_assert!(!under, "Miller recurrence went negative");
        limbs::divexact_1(&mut t, k as u64);
        if a0 != [1] {
            limbs::divexact(&mut t, &a0);
        }
        debug_assert!(limbs::trimmed(&t).len() <= w, "power: result wider than w");
        copy_limbs(out.get_mut(k), &t[..w]);
    }
    if symmetric {
        for k in kmax + 1..len {
            let (lo, hi) = out.c.split_at_mut(k * w);
            let src = len - 1 - k;
            copy_limbs(&mut hi[..w], &lo[src * w..(src + 1) * w]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use num_bigint::BigUint;

    use super::*;

    fn from_u64s(off: i64, cs: &[u64], w: usize) -> Poly {
        let mut p = Poly::zeros(off, cs.len(), w);
        for (i, &c) in cs.iter().enumerate() {
            p.get_mut(i)[0] = c;
        }
        p
    }

    fn coeffs(p: &Poly) -> Vec<BigUint> {
        (0..p.len()).map(|i| limbs::to_biguint(p.get(i))).collect()
    }

    /// The obviously correct product, on BigUint.
    fn naive_mul(a: &[BigUint], b: &[BigUint]) -> Vec<BigUint> {
        let mut out = vec![BigUint::default(); a.len() + b.len() - 1];
        for (i, x) in a.iter().enumerate() {
            for (j, y) in b.iter().enumerate() {
                out[i + j] += x * y;
            }
        }
        out
    }

    #[test]
    fn pieces_find_runs() {
        let p = from_u64s(3, &[1, 1, 0, 2, 2, 2, 5], 1);
        let runs: Vec<(i64, i64, Vec<u64>)> =
            p.pieces().into_iter().map(|r| (r.lo, r.hi, r.c)).collect();
        assert_eq!(
            runs,
            vec![(3, 4, vec![1]), (6, 8, vec![2]), (9, 9, vec![5])]
        );
    }

    #[test]
    fn piecewise_and_schoolbook_products_agree_with_naive() {
        let a = from_u64s(-2, &[3, 3, 3, 0, 7, 7, 1, u64::MAX], 3);
        let b = from_u64s(5, &[2, 2, 9, 9, 9, 4], 3);
        let expect = naive_mul(&coeffs(&a), &coeffs(&b));
        let pw = mul_pieces(&a, &b.pieces(), None, 3);
        assert_eq!(pw.off, 3);
        assert_eq!(coeffs(&pw), expect);
        let sb = mul_schoolbook(&a, &b, 1, 1, 3);
        assert_eq!(sb.off, 3);
        assert_eq!(coeffs(&sb), expect);
        // With an addend reaching below and above the product.
        let add = from_u64s(1, &[5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 3);
        let with = mul_pieces(&a, &b.pieces(), Some(&add), 3);
        assert_eq!(with.off, 1);
        assert_eq!(limbs::to_biguint(with.get(0)), BigUint::from(5u32));
        let mut e = expect.clone();
        e[12] += 1u32;
        assert_eq!(&coeffs(&with)[2..], &e[..]);
    }

    #[test]
    fn products_by_a_plain_die_agree_with_naive() {
        // Coefficients spanning limbs, so the in-place passes carry and borrow across them.
        let mut h = Poly::zeros(-3, 5, 3);
        for (i, c) in [[u64::MAX, 0], [1, 1], [0, 0], [u64::MAX, u64::MAX], [7, 0]]
            .iter()
            .enumerate()
        {
            h.get_mut(i)[..2].copy_from_slice(c);
        }
        let mut expect = coeffs(&h);
        for (lo, hi) in [(1, 4), (0, 0), (-2, 3), (1, 6)] {
            let run: Vec<BigUint> = (0..=hi - lo).map(|_| BigUint::from(1u32)).collect();
            expect = naive_mul(&expect, &run);
            let die = from_u64s(lo, &vec![1; (hi - lo + 1) as usize], 1);
            let off = h.off + lo;
            h = mul_pieces(&h, &die.pieces(), None, 3);
            assert_eq!(h.off, off);
            assert_eq!(coeffs(&h), expect, "after {lo}..={hi}");
        }
    }

    #[test]
    fn products_by_a_plain_die_with_an_addend_cover_it() {
        let h = from_u64s(2, &[3, 0, u64::MAX, 1], 2);
        // `h` one limb narrower than the product: the general path.
        let narrow = from_u64s(2, &[3, 0, u64::MAX, 1], 1);
        let term = [5u64, 1];
        // The term below, inside, above and far above the product; and no `h` at all.
        for (at, h) in [
            (0, &h),
            (5, &h),
            (11, &h),
            (20, &h),
            (5, &narrow),
            (4, &Poly::zeros(0, 0, 2)),
        ] {
            for (lo, hi) in [(1, 3), (2, 2), (-1, 4)] {
                let die = from_u64s(lo, &vec![1; (hi - lo + 1) as usize], 1);
                let mut mono = Poly::zeros(at, 1, 2);
                mono.get_mut(0).copy_from_slice(&term);
                let got = mul_pieces(h, &die.pieces(), Some(&mono), 2);
                // Naively: the product's coefficients and the term, by exponent.
                let mut expect = std::collections::BTreeMap::new();
                if !h.is_empty() {
                    let run: Vec<BigUint> = (0..=hi - lo).map(|_| BigUint::from(1u32)).collect();
                    for (i, c) in naive_mul(&coeffs(h), &run).into_iter().enumerate() {
                        expect.insert(h.off + lo + i as i64, c);
                    }
                }
                *expect.entry(at).or_default() += limbs::to_biguint(&term);
                let first = *expect.keys().next().unwrap();
                let last = *expect.keys().last().unwrap();
                let dense: Vec<BigUint> = (first..=last)
                    .map(|e| expect.get(&e).cloned().unwrap_or_default())
                    .collect();
                assert_eq!((got.off, coeffs(&got)), (first, dense), "{at} {lo}..={hi}");
            }
        }
    }

    #[test]
    fn multiplying_in_place_agrees_with_a_fresh_product() {
        let h = from_u64s(-2, &[3, 0, u64::MAX, 1, 9], 2);
        // A plain die in place; a die with a weighted face, a gap, and one face through
        // the general product; and an empty `acc`.
        let dice = [
            from_u64s(1, &[1; 6], 1),
            from_u64s(0, &[1], 1),
            from_u64s(-1, &[1, 2, 0, 1], 1),
        ];
        for die in &dice {
            let pieces = die.pieces();
            for start in [&h, &Poly::zeros(0, 0, 2)] {
                let (mut acc, mut next) = (start.clone(), Poly::zeros(0, 0, 2));
                let mut expect = start.clone();
                let mut scratch = MulScratch::default();
                for _ in 0..3 {
                    mul_pieces_assign(&mut acc, &pieces, 2, &mut next, &mut scratch);
                    expect = mul_pieces(&expect, &pieces, None, 2);
                    assert_eq!(acc, expect, "{die:?} from {start:?}");
                }
            }
        }
    }

    #[test]
    fn runs_are_the_pieces_borrowed() {
        let p = from_u64s(3, &[0, 2, 2, 0, 5, 1, 1, 1, 0], 1);
        let runs: Vec<(i64, i64, Vec<u64>)> =
            p.runs().map(|r| (r.lo, r.hi, r.c.to_vec())).collect();
        assert_eq!(runs, [(4, 5, vec![2]), (7, 7, vec![5]), (8, 10, vec![1])]);
        // Per run (4 + its span) · (1 + its weight's limbs): 10 + 8 + 12; then
        // (30 + 4) · 2 limbs · 2.
        assert_eq!(mul_pieces_work(4, p.runs(), 2), 136);
        assert_eq!(Poly::zeros(0, 3, 1).runs().count(), 0);
    }

    #[test]
    fn strided_schoolbook() {
        // (1 + x^2) * (1 + x^3) with strides 2 and 3.
        let a = from_u64s(0, &[1, 1], 1);
        let b = from_u64s(0, &[1, 1], 1);
        let p = mul_schoolbook(&a, &b, 2, 3, 1);
        let c: Vec<u64> = (0..p.len()).map(|i| p.get(i)[0]).collect();
        assert_eq!(c, vec![1, 0, 1, 1, 0, 1]);
    }

    #[test]
    fn miller_power_matches_repeated_products() {
        let cases: Vec<(Poly, u32)> = vec![
            (from_u64s(1, &[1, 1, 1, 1, 1, 1], 1), 7),
            (from_u64s(-1, &[1, 1, 1], 1), 5),
            (from_u64s(0, &[3, 1, 4, 1, 5, 9, 2, 6], 1), 6),
            (from_u64s(2, &[0, 7, 7, 0, 0, 1, 1, 1, 0], 1), 9),
            (from_u64s(0, &[5, 0, 0, 0, 3], 1), 4),
            (from_u64s(0, &[1, 2], 1), 30),
            (from_u64s(3, &[1 << 40, 1 << 40, 3], 1), 5),
        ];
        for (a, n) in cases {
            let mut naive = vec![BigUint::from(1u32)];
            for _ in 0..n {
                naive = naive_mul(&naive, &coeffs(&a));
            }
            let w = 6;
            let mut p = power(&a, n, w);
            p.trim();
            let mut t = a.clone();
            t.trim();
            assert_eq!(p.off, t.off * i64::from(n));
            let mut expect = naive;
            while expect.last().is_some_and(|x| *x == BigUint::default()) {
                expect.pop();
            }
            let first = expect
                .iter()
                .position(|x| *x != BigUint::default())
                .unwrap();
            assert_eq!(coeffs(&p), expect[first..].to_vec(), "{a:?}^{n}");
        }
    }

    #[test]
    fn miller_with_wide_leading_coefficient() {
        // a₀ spans two limbs: the recurrence divides by it exactly.
        let mut a = Poly::zeros(0, 3, 2);
        a.get_mut(0).copy_from_slice(&[5, 3]);
        a.get_mut(1)[0] = 11;
        a.get_mut(2).copy_from_slice(&[0, 1]);
        let n = 4;
        let mut naive = vec![BigUint::from(1u32)];
        for _ in 0..n {
            naive = naive_mul(&naive, &coeffs(&a));
        }
        let p = power(&a, n, 8);
        assert_eq!(coeffs(&p), naive);
    }
}
