//! Short copies, written inline.
//!
//! The exact odds copy many short runs: a fraction's text, a count of a few limbs. Through
//! `Vec`'s and slices' own copy each was a call to the C library's `memcpy`, which under
//! musl (the binary as released) starts a string move (`rep movsq`) for any run of eight
//! bytes or more, slow to start for a few dozen: a tenth of the exact-odds batch's time
//! (docs/benchmarks.md, "Short copies"). These copy a short run in steps of a size known
//! when compiling, which the compiler writes as plain moves, and a long one as before.

/// Appends `bytes` to `out`: up to 256 bytes in steps of 16, 8, 4, 2 and 1.
#[inline]
pub fn append_short(out: &mut Vec<u8>, bytes: &[u8]) {
    if bytes.len() > 256 {
        return out.extend_from_slice(bytes);
    }
    let mut rest = append_steps::<u8, 16>(out, bytes);
    if let Some((eight, tail)) = rest.split_first_chunk::<8>() {
        out.extend_from_slice(eight);
        rest = tail;
    }
    if let Some((four, tail)) = rest.split_first_chunk::<4>() {
        out.extend_from_slice(four);
        rest = tail;
    }
    if let Some((two, tail)) = rest.split_first_chunk::<2>() {
        out.extend_from_slice(two);
        rest = tail;
    }
    if let Some(&one) = rest.first() {
        out.push(one);
    }
}

/// Appends `limbs` to `out`: up to 32 in steps of two and one.
#[inline]
pub(crate) fn append_limbs(out: &mut Vec<u64>, limbs: &[u64]) {
    if limbs.len() > 32 {
        return out.extend_from_slice(limbs);
    }
    if let Some(&one) = append_steps::<u64, 2>(out, limbs).first() {
        out.push(one);
    }
}

/// Appends `items` to `out` in steps of `N` (16 bytes), returning the fewer than `N` left.
#[inline]
fn append_steps<'a, T: Copy, const N: usize>(out: &mut Vec<T>, items: &'a [T]) -> &'a [T] {
    out.reserve(items.len());
    let (steps, rest) = items.as_chunks::<N>();
    for step in steps {
        out.extend_from_slice(step);
    }
    rest
}

/// Copies `src` onto `dst`, of the same length: up to 32 limbs in steps of two and one.
#[inline]
pub(crate) fn copy_limbs(dst: &mut [u64], src: &[u64]) {
    if src.len() > 32 {
        return dst.copy_from_slice(src);
    }
    assert_eq!(dst.len(), src.len(), "copy_limbs: lengths differ");
    let (to, to_rest) = dst.as_chunks_mut::<2>();
    let (from, from_rest) = src.as_chunks::<2>();
    for (to, from) in to.iter_mut().zip(from) {
        *to = *from;
    }
    if let (Some(to), Some(&from)) = (to_rest.first_mut(), from_rest.first()) {
        *to = from;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_length_is_appended_and_copied_whole() {
        let bytes: Vec<u8> = (0..=300u16).map(|b| b as u8).collect();
        for len in 0..=bytes.len() {
            let mut out = b"[1,".to_vec();
            append_short(&mut out, &bytes[..len]);
            assert_eq!(out[..3], *b"[1,");
            assert_eq!(out[3..], bytes[..len], "{len} bytes");
        }
        let limbs: Vec<u64> = (1..=40u64).map(|l| l * 0x0101_0101_0101_0101).collect();
        for len in 0..=limbs.len() {
            let mut out = vec![7u64];
            append_limbs(&mut out, &limbs[..len]);
            assert_eq!(out[1..], limbs[..len], "{len} limbs appended");
            let mut dst = vec![0u64; len + 1];
            copy_limbs(&mut dst[1..], &limbs[..len]);
            assert_eq!(
                (dst[0], &dst[1..]),
                (0, &limbs[..len]),
                "{len} limbs copied"
            );
        }
    }

    #[test]
    #[should_panic(expected = "lengths differ")]
    fn copying_onto_a_shorter_run_panics() {
        copy_limbs(&mut [0; 2], &[1, 2, 3]);
    }
}
