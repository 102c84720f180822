//! Integer arithmetic as BCDice's commands read it: `+ - * /` with the usual
//! precedence, unary signs, division rounding down (the Cthulhu systems' default).

/// The value of `text`, or `None` when it is not arithmetic (or overflows, or divides
/// by zero).
pub(crate) fn eval(text: &str) -> Option<i64> {
    let mut p = Parser {
        s: text.as_bytes(),
        i: 0,
    };
    let v = p.sum()?;
    (p.i == p.s.len()).then_some(v)
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn sum(&mut self) -> Option<i64> {
        let mut v = self.product()?;
        while let Some(&op) = self.s.get(self.i) {
            if op != b'+' && op != b'-' {
                break;
            }
            self.i += 1;
            let r = self.product()?;
            v = if op == b'+' {
                v.checked_add(r)?
            } else {
                v.checked_sub(r)?
            };
        }
        Some(v)
    }

    fn product(&mut self) -> Option<i64> {
        let mut v = self.unary()?;
        while let Some(&op) = self.s.get(self.i) {
            if op != b'*' && op != b'/' {
                break;
            }
            self.i += 1;
            let r = self.unary()?;
            v = if op == b'*' {
                v.checked_mul(r)?
            } else {
                if r == 0 {
                    return None;
                }
                floor_div(v, r)?
            };
        }
        Some(v)
    }

    fn unary(&mut self) -> Option<i64> {
        // Iterative, so a long run of signs cannot overflow the stack.
        let mut negative = false;
        while let Some(&c) = self.s.get(self.i) {
            match c {
                b'+' => {}
                b'-' => negative = !negative,
                _ => break,
            }
            self.i += 1;
        }
        let v = self.number()?;
        if negative { v.checked_neg() } else { Some(v) }
    }

    fn number(&mut self) -> Option<i64> {
        let start = self.i;
        while self.s.get(self.i).is_some_and(u8::is_ascii_digit) {
            self.i += 1;
        }
        if start == self.i || self.i - start > 18 {
            return None;
        }
        std::str::from_utf8(&self.s[start..self.i])
            .ok()?
            .parse()
            .ok()
    }
}

fn floor_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    Some(if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    })
}

#[cfg(test)]
mod tests {
    use super::eval;

    #[test]
    fn arithmetic_as_bcdice_reads_it() {
        assert_eq!(eval("+60/2+15*2-10"), Some(50));
        assert_eq!(eval("-10+40/2+20*2"), Some(50));
        assert_eq!(eval("12-10"), Some(2));
        assert_eq!(eval("-7/2"), Some(-4));
        assert_eq!(eval("1/0"), None);
        assert_eq!(eval("1+"), None);
    }
}
