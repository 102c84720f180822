//! Keeping the K highest of N independent chains with the same distribution.
//!
//! Every outcome is counted once, by its threshold: `t`, the value of the K-th highest
//! chain, and `a < K`, how many chains lie strictly above `t`. With `w` the weight of
//! `t`, `L` the weight below it and `A` the (payload) distribution of one chain above it,
//! the kept chains contribute
//!
//! ```text
//! Σ_t P_t · Σ_{a<K} g_a · P_t^(K−1−a) · A^a,
//! g_a = C(N, a) · Σ_{b ≥ K−a} C(N−a, b) · w^(b−(K−a)) · L^(N−a−b)
//! ```
//!
//! where `P_t` is what one kept chain of value `t` adds (`w·x^t` for a sum, a small
//! polynomial in the success count when `>=` counts kept faces) and the tied chains
//! beyond the K kept ones add only their weight. The inner sum is evaluated by Horner's
//! rule in `A`, so each step is one multiplication by `A`, whose coefficients come in few
//! runs for dice (see [`super::poly::mul_pieces`]). The `g_a` follow from one another
//! in O(1) big-number steps:
//! `G(n+1, r+1) = G(n, r) + L·(G(n, r) − C(n, r)·L^(n−r)) / w` with
//! `G(n, r) = Σ_{b≥r} C(n, b) w^(b−r) L^(n−b)` and `n − r = N − K` fixed.

use super::limbs;
use super::poly::{MulScratch, Piece, Poly, addmul_any, mul_pieces, mul_pieces_into};

/// One value a chain can take, as keep/drop sees it.
#[derive(Debug, Clone)]
pub(crate) struct Group {
    /// The probability weight of the value (trimmed, non-zero).
    pub(crate) weight: Vec<u64>,
    /// What one kept chain of this value adds, as a polynomial whose coefficients sum to
    /// `weight`.
    pub(crate) payload: Poly,
}

/// Binomial coefficients shared by every threshold of one term.
struct TieCoefs {
    n: u32,
    k: u32,
    /// `C(N, a)` for `a < K`.
    c_n_a: Vec<Vec<u64>>,
    /// `C(N − a, N − K)` for `a < K` (index 0 unused but filled).
    c_na_m: Vec<Vec<u64>>,
}

impl TieCoefs {
    fn new(n: u32, k: u32) -> TieCoefs {
        let m = u64::from(n - k);
        let ku = k as usize;
        let mut c_n_a = Vec::with_capacity(ku);
        let mut c = vec![1u64];
        for a in 0..ku {
            c_n_a.push(c.clone());
            if a + 1 < ku {
                limbs::mul_1_in_place(&mut c, u64::from(n) - a as u64);
                limbs::divexact_1(&mut c, a as u64 + 1);
                let t = limbs::trimmed(&c).len();
                c.truncate(t);
            }
        }
        // C(N − a, m) from a = K − 1 (that is C(m + 1, m) = m + 1) down to a = 0.
        let mut c_na_m = vec![Vec::new(); ku];
        let mut c = vec![m + 1];
        for a in (0..ku).rev() {
            c_na_m[a] = c.clone();
            if a > 0 {
                // C(N − a + 1, m) = C(N − a, m) · (N − a + 1) / (K − a + 1).
                limbs::mul_1_in_place(&mut c, u64::from(n) - a as u64 + 1);
                limbs::divexact_1(&mut c, u64::from(k) - a as u64 + 1);
                let t = limbs::trimmed(&c).len();
                c.truncate(t);
            }
        }
        TieCoefs {
            n,
            k,
            c_n_a,
            c_na_m,
        }
    }

    /// `g_a` for `a < K`, for a threshold of weight `w` with weight `l` below it.
    fn coefs(&self, w: &[u64], l: &[u64]) -> Vec<Vec<u64>> {
        let m = u64::from(self.n - self.k);
        let ku = self.k as usize;
        let s = limbs::add_new(w, l);
        let lm = limbs::pow_new(l, m);
        let w_is_one = limbs::trimmed(w) == [1];
        // G(m + 1, 1) = ((w + L)^(m+1) − L^(m+1)) / w.
        let mut g = limbs::sub_new(&limbs::pow_new(&s, m + 1), &limbs::mul_new(&lm, l));
        if !w_is_one {
            g.push(0);
            limbs::divexact(&mut g, w);
            let t = limbs::trimmed(&g).len();
            g.truncate(t);
        }
        let mut out = vec![Vec::new(); ku];
        out[ku - 1] = limbs::mul_new(&self.c_n_a[ku - 1], &g);
        // Two numbers reused a step, rather than four made and freed.
        let (mut t, mut u) = (Vec::new(), Vec::new());
        for a in (1..ku).rev() {
            // u = (g − C(N − a, m) · L^m) · L / w, the difference in t.
            limbs::mul_into(&mut u, &self.c_na_m[a], &lm);
            limbs::sub_into(&mut t, &g, &u);
            limbs::mul_into(&mut u, &t, l);
            if !w_is_one && !u.is_empty() {
                u.push(0);
                limbs::divexact(&mut u, w);
                let n = limbs::trimmed(&u).len();
                u.truncate(n);
            }
            limbs::add_in_place(&mut g, &u);
            out[a - 1] = limbs::mul_new(&self.c_n_a[a - 1], &g);
        }
        out
    }
}

/// Makes `p` the single term `value · x^at`, `w` limbs wide, reusing its storage.
fn set_monomial(p: &mut Poly, at: i64, value: &[u64], w: usize) {
    let value = limbs::trimmed(value);
    p.off = at;
    p.w = w;
    p.c.clear();
    p.c.resize(w, 0);
    p.c[..value.len()].copy_from_slice(value);
}

/// `p · c` for a scalar `c`.
fn scale(p: &Poly, c: &[u64], w: usize) -> Poly {
    let c = limbs::trimmed(c);
    let mut out = Poly::zeros(p.off, p.len(), w);
    for i in 0..p.len() {
        addmul_any(out.get_mut(i), limbs::trimmed(p.get(i)), c);
    }
    out
}

/// Estimated work of [`keep_highest_sum`] by thresholds from the top (Horner, cost
/// growing with K²) and by the dropped dice (powers, cost growing with (N − K)²), for a
/// chain spanning `v` values in `runs` runs of `cw`-limb weights.
pub(crate) fn keep_sum_work(n: u64, k: u64, v: u64, runs: u64, cw: u64, w: u64) -> (u64, u64) {
    let spans = (k.saturating_mul(k) / 2).saturating_mul(v.saturating_mul(v) / 2);
    let direct = spans
        .saturating_mul(runs.min(v))
        .saturating_mul((w + 1) * (2 + cw))
        .saturating_add(v * k * (w * w + 8) * 4);
    let m = n - k;
    let len = n.saturating_mul(v);
    let per_value = super::poly::power_work(runs as usize, cw as usize, len, w as usize)
        .saturating_mul(2)
        .saturating_add((2 * m).saturating_mul(len * runs.min(v) * (w + 1) * 2))
        .saturating_add(
            (m * m / 2 + m)
                .saturating_mul(len * (w + 1))
                .saturating_mul(m * cw + 2),
        );
    (direct, per_value.saturating_mul(v))
}

/// The sum of the `k` highest of `n` chains distributed as `chain` (exponent = value),
/// `w` limbs per coefficient, `0 < k < n`: by whichever of the two ways costs less.
pub(crate) fn keep_highest_sum(n: u32, k: u32, chain: &Poly, w: usize) -> Poly {
    let runs = chain.runs().count().max(1) as u64;
    let cw = chain.w as u64;
    let (direct, by_drops) = keep_sum_work(
        u64::from(n),
        u64::from(k),
        chain.len() as u64,
        runs,
        cw,
        w as u64,
    );
    if by_drops < direct {
        keep_highest_sum_by_drops(n, k, chain, w)
    } else {
        keep_highest_sum_direct(n, k, chain, w)
    }
}

/// [`keep_highest_sum`] through the `m = N − K` dropped chains, for few drops.
///
/// With `t` the m-th lowest value and `c < m` chains strictly below it, the kept sum is
/// everything at or above `t` minus the `m − c` tied chains dropped:
///
/// ```text
/// Σ_t Σ_{c<m} C(N, c) L^c x^(−(m−c)·t) · [G^(N−c) − Σ_{b<m−c} C(N−c, b) (w·x^t)^b A^(N−c−b)]
/// ```
///
/// where `G` is one chain at or above `t` and `A` above it: two powers by Miller's
/// recurrence and a few products per value, however large K is.
pub(crate) fn keep_highest_sum_by_drops(n: u32, k: u32, chain: &Poly, w: usize) -> Poly {
    debug_assert!(0 < k && k < n);
    let mut chain = chain.clone();
    chain.trim();
    let (nu, m) = (n as usize, (n - k) as usize);
    // The bracket's terms reach past the kept sums (up to N·hi − m·lo) before they
    // cancel, so the accumulator is wider than the result.
    let lo = chain.off * i64::from(k);
    let hi = chain.end() * i64::from(n) - chain.off * (m as i64);
    let mut result = Poly::zeros(lo, (hi - lo + 1) as usize, w);
    // C(N, c) for c < m, and C(N − c, b) for b < m − c.
    let binom = |n: u64, r: u64| {
        let mut c = vec![1u64];
        for i in 0..r {
            limbs::mul_1_in_place(&mut c, n - i);
            limbs::divexact_1(&mut c, i + 1);
            let t = limbs::trimmed(&c).len();
            c.truncate(t);
        }
        c
    };
    let mut below: Vec<u64> = Vec::new();
    for idx in 0..chain.len() {
        let wt = limbs::trimmed(chain.get(idx)).to_vec();
        if wt.is_empty() {
            continue;
        }
        let t = chain.off + idx as i64;
        let slice = |from: usize| {
            let mut p = Poly {
                off: chain.off + from as i64,
                w: chain.w,
                c: chain.c[from * chain.w..].to_vec(),
            };
            p.trim();
            p
        };
        let g = slice(idx);
        let a = slice(idx + 1);
        // Powers N − m + 1 ..= N of G and of A.
        let powers = |p: &Poly| -> Vec<Poly> {
            if p.is_empty() {
                return Vec::new();
            }
            let pieces = p.pieces();
            let mut out = vec![super::poly::power(p, (nu - m + 1) as u32, w)];
            for _ in 1..m {
                let next = mul_pieces(out.last().expect("one power"), &pieces, None, w);
                out.push(next);
            }
            out
        };
        let gp = powers(&g);
        let ap = powers(&a);
        let mut lc = vec![1u64]; // L^c
        for c in 0..m {
            if c > 0 {
                lc = limbs::mul_new(&lc, &below);
            }
            if lc.is_empty() {
                break;
            }
            let coef = limbs::mul_new(&binom(u64::from(n), c as u64), &lc);
            add_shifted(
                &mut result,
                &gp[m - 1 - c],
                &coef,
                -((m - c) as i64) * t,
                true,
            );
            if ap.is_empty() {
                continue;
            }
            let mut wb = vec![1u64]; // w^b
            for b in 0..m - c {
                if b > 0 {
                    wb = limbs::mul_new(&wb, &wt);
                }
                let s = limbs::mul_new(
                    &limbs::mul_new(&coef, &binom((nu - c) as u64, b as u64)),
                    &wb,
                );
                let shift = (b as i64 - (m - c) as i64) * t;
                add_shifted(&mut result, &ap[m - 1 - c - b], &s, shift, false);
            }
        }
        below = limbs::add_new(&below, &wt);
    }
    result.trim();
    result
}

/// `result ± s · p · x^shift`.
fn add_shifted(result: &mut Poly, p: &Poly, s: &[u64], shift: i64, add: bool) {
    let base = p.off + shift - result.off;
    debug_assert!(base >= 0 && base as usize + p.len() <= result.len());
    for i in 0..p.len() {
        let x = limbs::trimmed(p.get(i));
        if x.is_empty() {
            continue;
        }
        let dst = result.get_mut(base as usize + i);
        if add {
            addmul_any(dst, x, s);
        } else {
            super::poly::submul_any(dst, x, s);
        }
    }
}

/// [`keep_highest_sum`] by thresholds from the top, for few kept chains.
pub(crate) fn keep_highest_sum_direct(n: u32, k: u32, chain: &Poly, w: usize) -> Poly {
    debug_assert!(0 < k && k < n);
    let mut chain = chain.clone();
    chain.trim();
    let ku = k as usize;
    let lo = chain.off * i64::from(k);
    let hi = chain.end() * i64::from(k);
    let mut result = Poly::zeros(lo, (hi - lo + 1) as usize, w);
    let coefs = TieCoefs::new(n, k);
    let pieces = chain.pieces();
    let total = chain.total();
    let mut above = Vec::new();
    // Pieces of the chain strictly above the current threshold, highest last.
    let mut first_above = pieces.len();
    let mut above_pieces: Vec<Piece> = Vec::new();
    let (mut h, mut h2, mut mono) = (
        Poly::zeros(0, 0, w),
        Poly::zeros(0, 0, w),
        Poly::zeros(0, 0, w),
    );
    let mut scratch = MulScratch::default();
    // Powers of a threshold's weight and their products, kept from one step to the next.
    let (mut wpow, mut product) = (Vec::new(), Vec::new());
    for idx in (0..chain.len()).rev() {
        let wt = limbs::trimmed(chain.get(idx)).to_vec();
        if wt.is_empty() {
            continue;
        }
        let t = chain.off + idx as i64;
        let l = limbs::sub_new(&limbs::sub_new(&total, &above), &wt);
        let g = coefs.coefs(&wt, &l);
        if ku > 1 && above_pieces.is_empty() {
            // Nothing lies above the highest value: the K kept chains all tie at t. (The
            // other g_a multiply nothing here, and need not fit w limbs.)
            let c = limbs::mul_new(&g[0], &limbs::pow_new(&wt, ku as u64 - 1));
            set_monomial(&mut h, (ku - 1) as i64 * t, &c, w);
        } else {
            set_monomial(&mut h, 0, &g[ku - 1], w);
        }
        let horner = if above_pieces.is_empty() { 0 } else { ku - 1 };
        // Horner in A: H ← H·A + g_a · w^(K−1−a) · x^((K−1−a)·t).
        wpow.clear();
        wpow.push(1);
        for a in (0..horner).rev() {
            let at = (ku - 1 - a) as i64 * t;
            if wt == [1] {
                set_monomial(&mut mono, at, &g[a], w);
            } else {
                limbs::mul_into(&mut product, &wpow, &wt);
                std::mem::swap(&mut wpow, &mut product);
                limbs::mul_into(&mut product, &g[a], &wpow);
                set_monomial(&mut mono, at, &product, w);
            }
            mul_pieces_into(&h, &above_pieces, Some(&mono), w, &mut h2, &mut scratch);
            std::mem::swap(&mut h, &mut h2);
        }
        // R = H · w · x^t.
        let base = (h.off + t - result.off) as usize;
        for i in 0..h.len() {
            let c = limbs::trimmed(h.get(i));
            if !c.is_empty() {
                addmul_any(result.get_mut(base + i), c, &wt);
            }
        }
        above = limbs::add_new(&above, &wt);
        // The threshold joins "above" for the next (lower) one.
        if ku == 1 {
            continue;
        }
        while first_above > 0 && pieces[first_above - 1].lo >= t {
            first_above -= 1;
        }
        above_pieces.clear();
        if first_above > 0 && pieces[first_above - 1].hi >= t {
            let p = &pieces[first_above - 1];
            above_pieces.push(Piece {
                lo: t,
                hi: p.hi,
                c: p.c.clone(),
            });
        }
        above_pieces.extend_from_slice(&pieces[first_above..]);
    }
    result
}

/// The sum of the payloads of the `k` highest of `n` chains; `groups` are the values a
/// chain can take, highest first. `0 < k < n`.
pub(crate) fn keep_highest_payload(n: u32, k: u32, groups: &[Group], w: usize) -> Poly {
    debug_assert!(0 < k && k < n);
    let ku = k as usize;
    let lo = groups.iter().map(|g| g.payload.off).min().unwrap_or(0);
    let hi = groups.iter().map(|g| g.payload.end()).max().unwrap_or(0);
    let mut result = Poly::zeros(
        lo * i64::from(k),
        ((hi - lo) * i64::from(k) + 1) as usize,
        w,
    );
    let mut acc = Poly::zeros(lo, (hi - lo + 1) as usize, w);
    let coefs = TieCoefs::new(n, k);
    let total = groups
        .iter()
        .fold(Vec::new(), |t, g| limbs::add_new(&t, &g.weight));
    let mut above = Vec::new();
    for group in groups {
        let wt = &group.weight;
        let l = limbs::sub_new(&limbs::sub_new(&total, &above), wt);
        let g = coefs.coefs(wt, &l);
        let p = group.payload.at_width(w);
        let p_pieces = p.pieces();
        let a_pieces = acc.pieces();
        let r = if a_pieces.is_empty() {
            // Nothing above the first value: the K kept chains all tie here. (The other
            // g_a multiply nothing, and need not fit w limbs.)
            let mut ppow = Poly::monomial(0, &g[0], w);
            for _ in 0..ku {
                ppow = mul_pieces(&ppow, &p_pieces, None, w);
            }
            ppow
        } else {
            let mut h = Poly::monomial(0, &g[ku - 1], w);
            let mut ppow = Poly::monomial(0, &[1], w);
            for a in (0..ku - 1).rev() {
                ppow = mul_pieces(&ppow, &p_pieces, None, w);
                let addend = scale(&ppow, &g[a], w);
                h = mul_pieces(&h, &a_pieces, Some(&addend), w);
            }
            mul_pieces(&h, &p_pieces, None, w)
        };
        result.add_assign(&r);
        acc.add_assign(&p);
        above = limbs::add_new(&above, wt);
    }
    result
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use num_bigint::BigUint;

    use super::*;

    fn poly(off: i64, cs: &[u64], w: usize) -> Poly {
        let mut p = Poly::zeros(off, cs.len(), w);
        for (i, &c) in cs.iter().enumerate() {
            p.get_mut(i)[0] = c;
        }
        p
    }

    /// Every ordered tuple of n chain values, weighted: the obvious definition.
    fn brute(
        n: u32,
        k: u32,
        faces: &[(i64, u64)],
        pay: impl Fn(i64) -> i64,
    ) -> BTreeMap<i64, BigUint> {
        let mut out = BTreeMap::new();
        let mut idx = vec![0usize; n as usize];
        loop {
            let mut vals: Vec<(i64, u64)> = idx.iter().map(|&i| faces[i]).collect();
            vals.sort_by_key(|v| std::cmp::Reverse(v.0));
            let kept: i64 = vals[..k as usize].iter().map(|v| pay(v.0)).sum();
            let weight = vals.iter().fold(BigUint::from(1u32), |acc, v| acc * v.1);
            *out.entry(kept).or_default() += weight;
            let mut i = 0;
            loop {
                if i == idx.len() {
                    return out;
                }
                idx[i] += 1;
                if idx[i] < faces.len() {
                    break;
                }
                idx[i] = 0;
                i += 1;
            }
        }
    }

    fn as_map(p: &Poly) -> BTreeMap<i64, BigUint> {
        (0..p.len())
            .filter(|&i| !limbs::is_zero(p.get(i)))
            .map(|i| (p.off + i as i64, limbs::to_biguint(p.get(i))))
            .collect()
    }

    #[test]
    fn keep_highest_sum_matches_enumeration() {
        let dice: Vec<Vec<(i64, u64)>> = vec![
            (1..=6).map(|v| (v, 1)).collect(),
            vec![(-1, 1), (0, 1), (1, 1)],
            vec![(1, 1), (2, 7), (3, 7), (4, 7), (6, 3), (7, 1)],
            vec![(2, 5), (5, 1), (9, 2)],
        ];
        for faces in &dice {
            let lo = faces[0].0;
            let hi = faces.last().unwrap().0;
            let mut chain = Poly::zeros(lo, (hi - lo + 1) as usize, 1);
            for &(v, c) in faces {
                chain.get_mut((v - lo) as usize)[0] = c;
            }
            for n in 2..=5u32 {
                for k in 1..n {
                    let expect = brute(n, k, faces, |v| v);
                    let direct = keep_highest_sum_direct(n, k, &chain, 4);
                    assert_eq!(as_map(&direct), expect, "{faces:?} {n} {k}");
                    let by_drops = keep_highest_sum_by_drops(n, k, &chain, 4);
                    assert_eq!(as_map(&by_drops), expect, "{faces:?} {n} {k}");
                }
            }
        }
    }

    #[test]
    fn both_ways_agree_on_larger_pools() {
        // Chains with gaps, uneven weights and negative values, pools beyond enumeration.
        let chains = [
            poly(1, &[1; 6], 1),
            poly(-1, &[1, 1, 1], 1),
            poly(1, &[6, 6, 6, 6, 6, 0, 1, 1, 1, 1, 1, 1], 1),
            poly(2, &[5, 0, 0, 1, 0, 0, 0, 2], 1),
            poly(0, &[3, 1, 4, 1, 5, 9, 2, 6], 1),
        ];
        for chain in &chains {
            for n in [6u32, 9, 13] {
                for k in [1, 2, n / 2, n - 2, n - 1] {
                    let direct = keep_highest_sum_direct(n, k, chain, 4);
                    let by_drops = keep_highest_sum_by_drops(n, k, chain, 4);
                    assert_eq!(as_map(&direct), as_map(&by_drops), "{chain:?} {n} {k}");
                }
            }
        }
    }

    #[test]
    fn keep_highest_payload_counts_successes() {
        // d6, success on 5+, keep the k highest of n: payload y^[v ≥ 5].
        let faces: Vec<(i64, u64)> = (1..=6).map(|v| (v, 1)).collect();
        let groups: Vec<Group> = (1..=6)
            .rev()
            .map(|v| Group {
                weight: vec![1],
                payload: poly(i64::from(v >= 5), &[1], 1),
            })
            .collect();
        for n in 2..=5u32 {
            for k in 1..n {
                let got = keep_highest_payload(n, k, &groups, 2);
                assert_eq!(
                    as_map(&got),
                    brute(n, k, &faces, |v| i64::from(v >= 5)),
                    "{n} {k}"
                );
            }
        }
    }
}
