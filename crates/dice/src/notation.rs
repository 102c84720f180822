//! The dice notation parser. It reads the text once and compiles it into an
//! [`Expression`]: a postfix program of [`Op`]s over [`DiceTerm`]s.
//!
//! Grammar (whitespace is allowed between tokens, not inside a dice term):
//! ```text
//! input     := [count '#'] sum
//! sum       := product (('+' | '-') product)*
//! product   := unary (('*' | '/') unary)*
//! unary     := ('+' | '-') unary | atom
//! atom      := number | [number] dice | '(' sum ')'
//! dice      := ('d'|'D') (number | '%' | 'F' | 'f') modifier* ['[' label ']']
//! modifier  := '!' [cmp]  |  ('ro' | 'rr') cond  |  ('kh'|'kl'|'dh'|'dl') number  |  cmp
//! cmp       := ('>=' | '<=' | '>' | '<' | '=') number
//! cond      := cmp | number            (a bare number means '=')
//! ```

use std::fmt;

use crate::error::{Expected, ParseError, ParseErrorKind, limits};
use crate::expr::{Cmp, Condition, DiceTerm, Op, Reroll, Select};
use crate::source::Die;

/// A parsed and compiled dice expression, ready to roll any number of times.
///
/// ```
/// use keeper_dice::{Expression, SeededDice};
///
/// let expr: Expression = "4d6kh3 + 2".parse()?;
/// let roll = expr.roll(&mut SeededDice::new(7))?;
/// assert!((5..=20).contains(&roll.total()));
/// assert_eq!(roll.dice().len(), 4);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Expression {
    repeat: u32,
    ops: Vec<Op>,
    terms: Vec<DiceTerm>,
    max_stack: usize,
}

impl Expression {
    /// Parses and compiles `text`.
    pub fn parse(text: &str) -> Result<Expression, ParseError> {
        Parser::new(text)?.parse()
    }

    /// How many times the expression is rolled at once (`6#3d6` → 6).
    pub fn repeat(&self) -> u32 {
        self.repeat
    }

    /// The dice terms, in the order they are rolled.
    pub fn terms(&self) -> &[DiceTerm] {
        &self.terms
    }

    /// The compiled postfix program.
    pub fn ops(&self) -> &[Op] {
        &self.ops
    }

    /// The deepest the evaluation stack gets.
    pub fn max_stack(&self) -> usize {
        self.max_stack
    }

    /// How many dice one repetition rolls before rerolls and explosions.
    pub fn dice_per_repetition(&self) -> u64 {
        self.terms.iter().map(|t| u64::from(t.count)).sum()
    }

    /// The same expression rolled once (the repetition dropped).
    pub fn single(&self) -> Expression {
        Expression {
            repeat: 1,
            ..self.clone()
        }
    }
}

impl std::str::FromStr for Expression {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Expression::parse(s)
    }
}

impl fmt::Display for Expression {
    /// The canonical notation; parsing it gives back an equal expression (columns aside).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.repeat != 1 {
            write!(f, "{}#", self.repeat)?;
        }
        f.write_str(&self.render(|_, term| term_notation(term)))
    }
}

impl Expression {
    /// Rebuilds infix text from the postfix program, writing each dice term with `term`.
    pub(crate) fn render(&self, mut term: impl FnMut(usize, &DiceTerm) -> String) -> String {
        // Each piece keeps its precedence: 3 atom or signed (`-x` is a unary, which the
        // grammar takes as any operand: `-2*3`, `2*-3`, `1--2`), 2 product, 1 sum. Only
        // the parentheses the structure needs are written, so the canonical form never
        // nests deeper than the text it came from (and stays within the depth limit).
        let mut stack: Vec<(String, u8)> = Vec::with_capacity(self.max_stack);
        for op in &self.ops {
            match *op {
                Op::Const(n) => stack.push((n.to_string(), 3)),
                Op::Dice(i) => {
                    let i = usize::from(i);
                    stack.push((term(i, &self.terms[i]), 3));
                }
                Op::Neg => {
                    let (s, p) = stack.pop().expect("compiled programs are balanced");
                    // Only a unary goes bare after the sign: `-7/2` would read as (-7)/2,
                    // which floors differently from -(7/2).
                    stack.push((
                        if p >= 3 {
                            format!("-{s}")
                        } else {
                            format!("-({s})")
                        },
                        3,
                    ));
                }
                Op::Add | Op::Sub | Op::Mul | Op::Div(_) => {
                    let (b, pb) = stack.pop().expect("compiled programs are balanced");
                    let (a, pa) = stack.pop().expect("compiled programs are balanced");
                    let (sym, prec) = match op {
                        Op::Add => ("+", 1),
                        Op::Sub => ("-", 1),
                        Op::Mul => ("*", 2),
                        _ => ("/", 2),
                    };
                    // The left operand keeps its level; the right one needs a strictly
                    // tighter one (a - (b - c)).
                    let a = if pa >= prec { a } else { format!("({a})") };
                    let b = if pb > prec { b } else { format!("({b})") };
                    stack.push((format!("{a}{sym}{b}"), prec));
                }
            }
        }
        stack.pop().map(|(s, _)| s).unwrap_or_default()
    }
}

/// The notation of one dice term, as [`Expression`]'s `Display` writes it (`4d6kh3`).
pub fn term_notation(term: &DiceTerm) -> String {
    struct T<'a>(&'a DiceTerm);
    impl fmt::Display for T<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            self.0.fmt_notation(f)
        }
    }
    T(term).to_string()
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    depth: usize,
    stack: usize,
    out: Expression,
}

type PResult<T> = Result<T, ParseError>;

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> PResult<Parser<'a>> {
        // Checked before anything else so that a huge input costs one bounded count.
        if text.len() > limits::MAX_CHARS {
            let chars = text.chars().count();
            if chars > limits::MAX_CHARS {
                return Err(ParseError {
                    kind: ParseErrorKind::TooLong {
                        chars,
                        limit: limits::MAX_CHARS,
                    },
                    column: limits::MAX_CHARS + 1,
                });
            }
        }
        Ok(Parser {
            text,
            bytes: text.as_bytes(),
            pos: 0,
            depth: 0,
            stack: 0,
            out: Expression {
                repeat: 1,
                ops: Vec::with_capacity(8),
                terms: Vec::new(),
                max_stack: 0,
            },
        })
    }

    fn parse(mut self) -> PResult<Expression> {
        self.skip_ws();
        if self.pos == self.bytes.len() {
            return Err(self.error_at(0, ParseErrorKind::Empty));
        }
        self.repetition()?;
        self.sum()?;
        self.skip_ws();
        if self.pos < self.bytes.len() {
            return Err(self.unexpected(Expected::OperatorOrEnd));
        }
        let per = self.out.dice_per_repetition();
        let total = per * u64::from(self.out.repeat);
        if total > limits::MAX_DICE {
            return Err(self.error_at(
                0,
                ParseErrorKind::TooManyDice {
                    count: total,
                    limit: limits::MAX_DICE,
                },
            ));
        }
        Ok(self.out)
    }

    /// `N#` in front of the expression, if present.
    fn repetition(&mut self) -> PResult<()> {
        let start = self.pos;
        let mut end = start;
        while end < self.bytes.len() && self.bytes[end].is_ascii_digit() {
            end += 1;
        }
        let mut after = end;
        while after < self.bytes.len() && self.bytes[after] == b' ' {
            after += 1;
        }
        if end == start || self.bytes.get(after) != Some(&b'#') {
            return Ok(());
        }
        let repeat = self.number()?;
        if repeat == 0 || repeat > limits::MAX_REPEAT {
            return Err(self.error_at(
                start,
                ParseErrorKind::BadRepeat {
                    repeat,
                    limit: limits::MAX_REPEAT,
                },
            ));
        }
        self.out.repeat = repeat as u32;
        self.pos = after + 1;
        Ok(())
    }

    fn sum(&mut self) -> PResult<()> {
        self.product()?;
        loop {
            self.skip_ws();
            let op = match self.peek() {
                Some(b'+') => Op::Add,
                Some(b'-') => Op::Sub,
                _ => return Ok(()),
            };
            self.pos += 1;
            self.product()?;
            self.emit_binary(op);
        }
    }

    fn product(&mut self) -> PResult<()> {
        self.unary()?;
        loop {
            self.skip_ws();
            let op = match self.peek() {
                Some(b'*') => Op::Mul,
                Some(b'/') => Op::Div(self.column(self.pos) as u32),
                _ => return Ok(()),
            };
            self.pos += 1;
            self.unary()?;
            self.emit_binary(op);
        }
    }

    fn unary(&mut self) -> PResult<()> {
        self.skip_ws();
        match self.peek() {
            Some(sign @ (b'+' | b'-')) => {
                self.enter()?;
                self.pos += 1;
                self.unary()?;
                if sign == b'-' {
                    // Fold a negated literal so `-1` stays a plain constant.
                    match self.out.ops.last_mut() {
                        Some(Op::Const(n)) if *n > i64::MIN => *n = -*n,
                        _ => self.out.ops.push(Op::Neg),
                    }
                }
                self.depth -= 1;
                Ok(())
            }
            _ => self.atom(),
        }
    }

    fn atom(&mut self) -> PResult<()> {
        match self.peek() {
            Some(b'(') => {
                self.enter()?;
                self.pos += 1;
                self.sum()?;
                self.skip_ws();
                if self.peek() != Some(b')') {
                    return Err(self.unexpected(Expected::CloseParen));
                }
                self.pos += 1;
                self.depth -= 1;
                Ok(())
            }
            Some(b'0'..=b'9') => {
                let start = self.pos;
                let n = self.number()?;
                if matches!(self.peek(), Some(b'd' | b'D')) {
                    let count = u32::try_from(n)
                        .ok()
                        .filter(|c| u64::from(*c) <= limits::MAX_DICE)
                        .ok_or_else(|| {
                            self.error_at(
                                start,
                                ParseErrorKind::TooManyDice {
                                    count: n,
                                    limit: limits::MAX_DICE,
                                },
                            )
                        })?;
                    if count == 0 {
                        return Err(self.error_at(start, ParseErrorKind::NoDice));
                    }
                    self.dice(start, count)
                } else {
                    self.push(Op::Const(n as i64));
                    Ok(())
                }
            }
            Some(b'd' | b'D') => self.dice(self.pos, 1),
            _ => Err(self.unexpected(Expected::Operand)),
        }
    }

    /// A dice term starting at byte `start`, with `self.pos` on the `d`.
    fn dice(&mut self, start: usize, count: u32) -> PResult<()> {
        let column = self.column(start);
        self.pos += 1;
        let die = match self.peek() {
            Some(b'%') => {
                self.pos += 1;
                Die::D(100)
            }
            Some(b'F' | b'f') => {
                self.pos += 1;
                Die::Fudge
            }
            Some(b'0'..=b'9') => {
                let at = self.pos;
                let sides = self.number()?;
                if sides == 0 {
                    return Err(self.error_at(at, ParseErrorKind::NoSides));
                }
                if sides > limits::MAX_SIDES {
                    return Err(self.error_at(
                        at,
                        ParseErrorKind::TooManySides {
                            sides,
                            limit: limits::MAX_SIDES,
                        },
                    ));
                }
                Die::D(sides as u32)
            }
            _ => return Err(self.unexpected(Expected::Sides)),
        };
        let mut term = DiceTerm {
            count,
            die,
            reroll: None,
            explode: None,
            select: None,
            count_if: None,
            label: None,
            column,
        };
        loop {
            let at = self.pos;
            match self.peek() {
                Some(b'!') => {
                    self.pos += 1;
                    let cond = match self.peek() {
                        Some(b'<' | b'>' | b'=') => self.comparison()?,
                        _ => Condition {
                            cmp: Cmp::Eq,
                            value: die.max(),
                        },
                    };
                    self.set(&mut term.explode, cond, at, "!")?;
                }
                Some(b'r' | b'R') => {
                    self.pos += 1;
                    let once = match self.peek() {
                        Some(b'o' | b'O') => true,
                        Some(b'r' | b'R') => false,
                        _ => return Err(self.unexpected(Expected::OnceOrRepeat)),
                    };
                    self.pos += 1;
                    let when = self.condition()?;
                    self.set(
                        &mut term.reroll,
                        Reroll { once, when },
                        at,
                        if once { "ro" } else { "rr" },
                    )?;
                }
                Some(b'k' | b'K' | b'd' | b'D') => {
                    let keep = matches!(self.peek(), Some(b'k' | b'K'));
                    self.pos += 1;
                    let high = match self.peek() {
                        Some(b'h' | b'H') => true,
                        Some(b'l' | b'L') => false,
                        _ => return Err(self.unexpected(Expected::HighOrLow)),
                    };
                    self.pos += 1;
                    let n_at = self.pos;
                    if !matches!(self.peek(), Some(b'0'..=b'9')) {
                        return Err(self.unexpected(Expected::Number));
                    }
                    let n = self.number()?;
                    if n > u64::from(count) {
                        return Err(
                            self.error_at(n_at, ParseErrorKind::SelectTooMany { select: n, count })
                        );
                    }
                    let n = n as u32;
                    let select = match (keep, high) {
                        (true, true) => Select::KeepHighest(n),
                        (true, false) => Select::KeepLowest(n),
                        (false, true) => Select::DropHighest(n),
                        (false, false) => Select::DropLowest(n),
                    };
                    self.set(&mut term.select, select, at, "kh/kl/dh/dl")?;
                }
                Some(b'<' | b'>' | b'=') => {
                    let cond = self.comparison()?;
                    self.set(&mut term.count_if, cond, at, ">=/<=")?;
                }
                Some(b'[') => {
                    let end = self.text[at..]
                        .find(']')
                        .ok_or_else(|| self.error_at(at, ParseErrorKind::UnclosedLabel))?;
                    term.label = Some(self.text[at + 1..at + end].trim().to_owned());
                    self.pos = at + end + 1;
                    break;
                }
                _ => break,
            }
        }
        self.validate(&term, start)?;
        let index = u16::try_from(self.out.terms.len()).map_err(|_| {
            self.error_at(
                start,
                ParseErrorKind::TooManyDice {
                    count: u64::MAX,
                    limit: limits::MAX_DICE,
                },
            )
        })?;
        self.out.terms.push(term);
        self.push(Op::Dice(index));
        Ok(())
    }

    fn validate(&self, term: &DiceTerm, start: usize) -> PResult<()> {
        let (lo, hi) = (term.die.min(), term.die.max());
        let all = (lo, hi);
        let size = |(x, y): (i64, i64)| if x <= y { (y - x + 1) as u64 } else { 0 };
        // The faces a die can finally show once rerolls are done: at most two ranges (an
        // empty range is written (1, 0)). An array, not a Vec: parsing allocates little.
        let survivors: [(i64, i64); 2] = match term.reroll {
            Some(r) if !r.once => {
                let (a, b) = r.when.range_within(lo, hi);
                let meeting = size((a, b));
                if too_often(meeting, size(all)) {
                    let kind = ParseErrorKind::RerollsTooOften {
                        meeting,
                        faces: size(all),
                    };
                    return Err(self.error_at(start, kind));
                }
                if a > b {
                    [all, (1, 0)]
                } else {
                    [(lo, a - 1), (b + 1, hi)]
                }
            }
            _ => [all, (1, 0)],
        };
        if let Some(e) = term.explode {
            let (a, b) = e.range_within(lo, hi);
            let faces: u64 = survivors.iter().map(|&r| size(r)).sum();
            let meeting: u64 = survivors
                .iter()
                .map(|&(x, y)| size((x.max(a), y.min(b))))
                .sum();
            if too_often(meeting, faces) {
                return Err(
                    self.error_at(start, ParseErrorKind::ExplodesTooOften { meeting, faces })
                );
            }
        }
        Ok(())
    }

    fn set<T>(
        &self,
        slot: &mut Option<T>,
        value: T,
        at: usize,
        modifier: &'static str,
    ) -> PResult<()> {
        if slot.is_some() {
            return Err(self.error_at(at, ParseErrorKind::DuplicateModifier { modifier }));
        }
        *slot = Some(value);
        Ok(())
    }

    /// `cmp`, or a bare number meaning `=`.
    fn condition(&mut self) -> PResult<Condition> {
        match self.peek() {
            Some(b'0'..=b'9') => Ok(Condition {
                cmp: Cmp::Eq,
                value: self.number()? as i64,
            }),
            Some(b'<' | b'>' | b'=') => self.comparison(),
            _ => Err(self.unexpected(Expected::Condition)),
        }
    }

    fn comparison(&mut self) -> PResult<Condition> {
        let cmp = match (self.peek(), self.bytes.get(self.pos + 1)) {
            (Some(b'>'), Some(b'=')) => Cmp::Ge,
            (Some(b'<'), Some(b'=')) => Cmp::Le,
            (Some(b'>'), _) => Cmp::Gt,
            (Some(b'<'), _) => Cmp::Lt,
            (Some(b'='), _) => Cmp::Eq,
            _ => return Err(self.unexpected(Expected::Condition)),
        };
        self.pos += if matches!(cmp, Cmp::Ge | Cmp::Le) {
            2
        } else {
            1
        };
        let negative = self.peek() == Some(b'-');
        if negative {
            self.pos += 1;
        }
        if !matches!(self.peek(), Some(b'0'..=b'9')) {
            return Err(self.unexpected(Expected::Number));
        }
        let n = self.number()? as i64;
        Ok(Condition {
            cmp,
            value: if negative { -n } else { n },
        })
    }

    /// Digits at `self.pos` (there is at least one), as a number below 2⁶³.
    fn number(&mut self) -> PResult<u64> {
        let start = self.pos;
        let mut n: u64 = 0;
        while let Some(d @ b'0'..=b'9') = self.peek() {
            n = n
                .checked_mul(10)
                .and_then(|n| n.checked_add(u64::from(d - b'0')))
                .filter(|n| *n <= i64::MAX as u64)
                .ok_or_else(|| self.error_at(start, ParseErrorKind::NumberTooLarge))?;
            self.pos += 1;
        }
        Ok(n)
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > limits::MAX_DEPTH {
            return Err(self.error_at(
                self.pos,
                ParseErrorKind::TooDeep {
                    limit: limits::MAX_DEPTH,
                },
            ));
        }
        Ok(())
    }

    fn push(&mut self, op: Op) {
        self.out.ops.push(op);
        self.stack += 1;
        self.out.max_stack = self.out.max_stack.max(self.stack);
    }

    fn emit_binary(&mut self, op: Op) {
        self.out.ops.push(op);
        self.stack -= 1;
    }

    fn skip_ws(&mut self) {
        while let Some(b' ' | b'\t') = self.peek() {
            self.pos += 1;
        }
    }

    #[inline]
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    /// 1-based character column of byte offset `at`.
    fn column(&self, at: usize) -> usize {
        let at = at.min(self.text.len());
        if self.text.is_char_boundary(at) {
            self.text[..at].chars().count() + 1
        } else {
            at + 1
        }
    }

    fn error_at(&self, at: usize, kind: ParseErrorKind) -> ParseError {
        ParseError {
            kind,
            column: self.column(at),
        }
    }

    fn unexpected(&self, expected: Expected) -> ParseError {
        match self.text[self.pos..].chars().next() {
            Some(found) => self.error_at(self.pos, ParseErrorKind::Unexpected { found, expected }),
            None => self.error_at(self.pos, ParseErrorKind::UnexpectedEnd { expected }),
        }
    }
}

/// Whether a reroll or explosion met by `meeting` of `faces` equally likely faces would
/// run past [`limits::MAX_CHAIN`] in more than one roll in a million: such a term is
/// refused while parsing rather than failing at random when rolled.
fn too_often(meeting: u64, faces: u64) -> bool {
    faces > 0
        && (meeting >= faces
            || (meeting as f64 / faces as f64).powi(limits::MAX_CHAIN as i32) > 1e-6)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SuppliedDice;

    /// Parses `text`, checks that its canonical form is a fixed point, and rolls both
    /// with the same faces.
    fn round_trip(text: &str, faces: &[i64]) -> (String, i64) {
        let expr = Expression::parse(text).unwrap();
        let canonical = expr.to_string();
        let again = Expression::parse(&canonical).unwrap();
        assert_eq!(again.to_string(), canonical, "{text:?}");
        let a = expr.roll(&mut SuppliedDice::new(faces)).unwrap().total();
        let b = again.roll(&mut SuppliedDice::new(faces)).unwrap().total();
        assert_eq!(a, b, "{text:?} and {canonical:?}");
        (canonical, a)
    }

    #[test]
    fn a_negated_product_keeps_its_parentheses() {
        // Found by fuzzing: `-(7/2)` printed as `-7/2`, which is ⌊-7/2⌋ = -4, not -3.
        assert_eq!(round_trip("-(7/2)", &[]), ("-(7/2)".to_owned(), -3));
        assert_eq!(round_trip("-(1d6/2)", &[5]), ("-(1d6/2)".to_owned(), -2));
        assert_eq!(round_trip("-(1d6*2)", &[5]), ("-(1d6*2)".to_owned(), -10));
        assert_eq!(round_trip("-1d6*2", &[5]), ("-1d6*2".to_owned(), -10));
        assert_eq!(round_trip("(-1d6)*2", &[5]), ("-1d6*2".to_owned(), -10));
        assert_eq!(round_trip("-(-1d6)", &[5]), ("--1d6".to_owned(), 5));
        assert_eq!(round_trip("-7/2", &[]), ("-7/2".to_owned(), -4));
        assert_eq!(round_trip("2-(-3)", &[]), ("2--3".to_owned(), 5));
        assert_eq!(round_trip("2*(-1d6)", &[5]), ("2*-1d6".to_owned(), -10));
    }

    #[test]
    fn the_canonical_form_stays_within_the_depth_limit() {
        // Found by fuzzing: 53 signs printed as 53 nested `-(…)`, 106 levels deep.
        let text = format!("{}54d6", "-".repeat(53));
        assert_eq!(
            round_trip(&text, &[1; 54]).0,
            format!("{}54d6", "-".repeat(53))
        );
        // 32 levels of `2*-(…)` (64 deep) must not print as `2*(-(…))` (96 deep).
        let mut text = String::from("2*-1d6");
        for _ in 0..31 {
            text = format!("2*-({text})");
        }
        assert_eq!(round_trip(&text, &[3]).0, text);
    }

    #[test]
    fn a_bare_explosion_is_not_followed_by_a_comparison() {
        // Found by fuzzing: `4d6!rr1<30` printed as `4d6rr1!<30`, where `!<30` reads as
        // "explode below 30" (and is refused as always exploding).
        let (canonical, _) = round_trip("4d6!rr1<30", &[2, 3, 4, 5]);
        assert_eq!(canonical, "4d6rr1!=6<30");
        assert_eq!(round_trip("4d6!<=3", &[4, 5, 6, 4]).0, "4d6!<=3");
        assert_eq!(round_trip("4d6!kh3>=5", &[1, 2, 4, 5]).0, "4d6!kh3>=5");
        assert_eq!(round_trip("4d6>=5!", &[1, 2, 4, 5]).0, "4d6!=6>=5");
    }

    #[test]
    fn a_negative_reroll_face_keeps_its_equals_sign() {
        assert_eq!(round_trip("4dFrr=-1", &[0, 1, 0, 0]).0, "4dFrr=-1");
        assert_eq!(round_trip("4dFro=-1", &[-1, 0, 1, 0, 0]).0, "4dFro=-1");
        assert_eq!(round_trip("4d6rr=1", &[2, 2, 2, 2]).0, "4d6rr1");
    }
}
