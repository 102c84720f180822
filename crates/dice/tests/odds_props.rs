//! Properties of exact distributions: they sum to exactly 1, their summaries agree with
//! the outcomes, and for small expressions they equal a brute-force enumeration made by
//! rolling the expression itself with [`SuppliedDice`] over every face sequence.

use std::collections::BTreeMap;

use keeper_dice::odds::{Budget, Distribution, OddsError, distribution};
use keeper_dice::{Expression, RollError, SourceError, SuppliedDice};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use proptest::prelude::*;

fn ratio(n: i64, d: i64) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

// ---------------------------------------------------------------------------------------
// Random expressions, as text.

fn die() -> impl Strategy<Value = (&'static str, i64, i64)> {
    prop_oneof![
        1 => Just(("1", 1, 1)),
        3 => Just(("2", 1, 2)),
        3 => Just(("3", 1, 3)),
        3 => Just(("4", 1, 4)),
        3 => Just(("6", 1, 6)),
        3 => Just(("F", -1, 1)),
    ]
}

fn cmp() -> impl Strategy<Value = &'static str> {
    prop_oneof![Just("="), Just(">="), Just("<="), Just(">"), Just("<")]
}

/// A dice term with any mix of modifiers, `max_count` dice at most; comparisons mostly
/// against faces the die has.
fn term(max_count: u32) -> impl Strategy<Value = String> {
    (1..=max_count, die()).prop_flat_map(|(count, (sides, lo, hi))| {
        let value = move || lo - 1..=hi + 1;
        (
            Just((count, sides)),
            prop::option::weighted(0.3, (any::<bool>(), cmp(), value())),
            prop::option::weighted(0.35, prop::option::of((cmp(), value()))),
            prop::option::weighted(0.35, (0..4usize, 0..=count)),
            prop::option::weighted(0.3, (cmp(), value())),
        )
            .prop_map(|((count, sides), reroll, explode, select, count_if)| {
                let mut t = format!("{count}d{sides}");
                if let Some((once, c, v)) = reroll {
                    t += &format!("{}{c}{v}", if once { "ro" } else { "rr" });
                }
                match explode {
                    Some(None) => t.push('!'),
                    Some(Some((c, v))) => t += &format!("!{c}{v}"),
                    None => {}
                }
                if let Some((kind, k)) = select {
                    t += &format!("{}{k}", ["kh", "kl", "dh", "dl"][kind]);
                }
                if let Some((c, v)) = count_if {
                    t += &format!("{c}{v}");
                }
                t
            })
    })
}

/// An expression of terms and small constants under `+ - * /` and signs.
fn expression(max_count: u32) -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        4 => term(max_count),
        1 => (-3i64..=5).prop_map(|c| if c < 0 { format!("({c})") } else { c.to_string() }),
    ];
    leaf.prop_recursive(3, 4, 2, |inner| {
        prop_oneof![
            (
                inner.clone(),
                prop_oneof![Just("+"), Just("-"), Just("*"), Just("/")],
                inner.clone()
            )
                .prop_map(|(a, op, b)| format!("({a}{op}{b})")),
            inner.prop_map(|a| format!("-{a}")),
        ]
    })
}

fn parse_small(text: &str, max_dice: u64) -> Option<Expression> {
    let e = Expression::parse(text).ok()?;
    (e.dice_per_repetition() <= max_dice).then_some(e)
}

// ---------------------------------------------------------------------------------------
// Brute force: roll the expression over every face sequence.

/// What a term means for the weights of its faces.
struct TermInfo {
    faces: i64,
    /// Faces that survive `rr` (None without `rr`).
    survivors: Option<i64>,
}

#[derive(Default)]
struct Brute {
    /// Probability of each total, over the histories kept.
    totals: BTreeMap<i64, BigRational>,
    /// Some history failed to roll this way.
    division_by_zero: bool,
    overflow: bool,
    nodes: usize,
}

/// Enumerates histories with every chain at most `depth` explosions and every `rr` die
/// rerolled at most once, weighting so that `rr` stays exact: a face rolled without a
/// reroll weighs 1/M, a face rerolled away 1/M, and the face that replaces it 1/S (it
/// stands for every longer run of rerolls too: Σ_k (|R|/M)^k / M = 1/S − 1/M, spread over
/// the |R| first faces). Longer `rr` runs and deeper chains are left out.
fn brute(expr: &Expression, depth: u32, node_limit: usize) -> Option<Brute> {
    let infos: Vec<TermInfo> = expr
        .terms()
        .iter()
        .map(|t| {
            let faces = t.die.max() - t.die.min() + 1;
            let survivors = t.reroll.filter(|r| !r.once).map(|r| {
                let (a, b) = r.when.range_within(t.die.min(), t.die.max());
                faces - (b - a + 1).max(0)
            });
            TermInfo { faces, survivors }
        })
        .collect();
    let max_len: usize = expr
        .terms()
        .iter()
        .map(|t| {
            let chain = if t.explode.is_some() {
                depth as usize + 1
            } else {
                1
            };
            let rolls = if t.reroll.is_some() { 2 } else { 1 };
            t.count as usize * chain * rolls
        })
        .sum();
    let mut out = Brute::default();
    let mut prefix = Vec::new();
    dfs(
        expr,
        &infos,
        depth,
        max_len,
        node_limit,
        &mut prefix,
        &mut out,
    )?;
    Some(out)
}

fn dfs(
    expr: &Expression,
    infos: &[TermInfo],
    depth: u32,
    max_len: usize,
    node_limit: usize,
    prefix: &mut Vec<i64>,
    out: &mut Brute,
) -> Option<()> {
    out.nodes += 1;
    if out.nodes > node_limit {
        return None;
    }
    match expr.roll(&mut SuppliedDice::new(prefix.clone())) {
        Ok(roll) => {
            let mut weight = BigRational::one();
            let mut explosions = 0;
            let mut previous_rerolled = false;
            for d in roll.dice() {
                let info = &infos[usize::from(d.term)];
                let f = d.flags;
                let den = match info.survivors {
                    Some(_) if f.rerolled() && previous_rerolled => return Some(()),
                    Some(s) if previous_rerolled => s,
                    _ => info.faces,
                };
                weight *= ratio(1, den);
                previous_rerolled = f.rerolled();
                if f.rerolled() {
                    continue;
                }
                if f.exploded() {
                    explosions += 1;
                    if explosions > depth {
                        return Some(());
                    }
                } else {
                    explosions = 0;
                }
            }
            *out.totals
                .entry(roll.total())
                .or_insert_with(BigRational::zero) += weight;
        }
        Err(RollError::Source(SourceError::Exhausted { die, .. })) => {
            if prefix.len() >= max_len {
                return Some(());
            }
            for face in die.min()..=die.max() {
                prefix.push(face);
                dfs(expr, infos, depth, max_len, node_limit, prefix, out)?;
                prefix.pop();
            }
        }
        Err(RollError::DivisionByZero { .. }) => out.division_by_zero = true,
        Err(RollError::Overflow) => out.overflow = true,
        Err(e) => panic!("unexpected roll error {e:?} for {expr}"),
    }
    Some(())
}

fn can_explode(expr: &Expression) -> bool {
    expr.terms().iter().any(|t| t.explode.is_some())
}

fn outcome_map(d: &Distribution) -> BTreeMap<i64, BigRational> {
    d.outcomes().into_iter().collect()
}

/// Compares the exact distribution of `expr` with the enumeration (`Ok` when the
/// enumeration is too large to make).
fn compare_with_brute_force(expr: &Expression, depth: u32, limit: usize) -> Result<(), String> {
    let Some(brute) = brute(expr, depth, limit) else {
        return Ok(());
    };
    let budget = Budget {
        explode_depth: depth,
        ..Budget::default()
    };
    let explodes = can_explode(expr);
    let fail = |what: String| Err(format!("{expr} (depth {depth}): {what}"));
    let d = match distribution(expr, &budget) {
        Err(OddsError::DivisionByZero { .. }) if brute.division_by_zero || explodes => {
            return Ok(());
        }
        Err(OddsError::Overflow) if brute.overflow || explodes => return Ok(()),
        Err(e) => return fail(format!("{e}, the enumeration has no such failure")),
        Ok(d) => d,
    };
    if !explodes && (brute.division_by_zero || brute.overflow) {
        return fail("the roller can fail, the distribution says nothing".into());
    }
    check_summaries(&d);
    let ours = outcome_map(&d);
    if !explodes {
        if d.cut_mass() != BigRational::zero() {
            return fail("cut mass without explosions".into());
        }
        if ours != brute.totals {
            return fail(format!("{ours:?} != {:?}", brute.totals));
        }
        return Ok(());
    }
    // The histories the enumeration keeps are exact; what is left is the cut mass.
    let mut left = BigRational::zero();
    for (v, p) in &ours {
        let b = brute
            .totals
            .get(v)
            .cloned()
            .unwrap_or_else(BigRational::zero);
        if *p < b {
            return fail(format!("{v}: {p} < {b}"));
        }
        left += p - b;
    }
    if let Some(v) = brute.totals.keys().find(|v| !ours.contains_key(v)) {
        return fail(format!("outcome {v} missing"));
    }
    if left != d.cut_mass() {
        return fail(format!("left {left} != cut mass {}", d.cut_mass()));
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------

fn check_summaries(d: &Distribution) {
    let outcomes = d.outcomes();
    let total: BigRational = outcomes.iter().map(|(_, p)| p.clone()).sum();
    assert_eq!(total, BigRational::one(), "distribution does not sum to 1");
    assert_eq!(outcomes.len(), d.len());
    assert_eq!(outcomes.first().map(|o| o.0), Some(d.min()));
    assert_eq!(outcomes.last().map(|o| o.0), Some(d.max()));
    assert!(
        outcomes.windows(2).all(|w| w[0].0 < w[1].0),
        "not ascending"
    );
    assert!(outcomes.iter().all(|(_, p)| *p > BigRational::zero()));
    let mean: BigRational = outcomes
        .iter()
        .map(|(v, p)| p * BigRational::from_integer(BigInt::from(*v)))
        .sum();
    assert_eq!(d.mean(), mean);
    // Written in lowest terms, as the sum's own normal form is.
    assert_eq!(d.mean().to_string(), mean.to_string());
    let variance: BigRational = outcomes
        .iter()
        .map(|(v, p)| {
            let dev = BigRational::from_integer(BigInt::from(*v)) - &mean;
            p * &dev * &dev
        })
        .sum();
    assert_eq!(d.variance(), variance);
    assert_eq!(d.std_dev(), variance.to_f64().unwrap().sqrt());
    let mut below = BigRational::zero();
    for (v, p) in &outcomes {
        assert_eq!(d.p_le(v - 1), below);
        assert_eq!(d.p_ge(*v), BigRational::one() - &below);
        assert_eq!(&d.probability(*v), p);
        below += p;
        assert_eq!(d.p_le(*v), below);
    }
    let fractions = d.fractions();
    assert_eq!(fractions.len(), outcomes.len());
    for ((v, text), (w, p)) in fractions.iter().zip(&outcomes) {
        assert_eq!(v, w);
        assert_eq!(*text, format!("{}/{}", p.numer(), p.denom()));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Small expressions equal the roller's own enumeration, exactly.
    #[test]
    fn matches_brute_force(text in expression(3), depth in 0u32..=2) {
        if let Some(expr) = parse_small(&text, 4)
            && let Err(msg) = compare_with_brute_force(&expr, depth, 30_000)
        {
            prop_assert!(false, "{}", msg);
        }
    }

    /// Larger expressions still sum to exactly 1, and every summary agrees.
    #[test]
    fn sums_to_one_and_summaries_agree(
        terms in prop::collection::vec(term(12), 1..=3),
        ops in prop::collection::vec(prop_oneof![Just("+"), Just("-")], 2),
        depth in 0u32..=3,
    ) {
        let mut text = terms[0].clone();
        for (t, op) in terms[1..].iter().zip(&ops) {
            text += op;
            text += t;
        }
        let Ok(expr) = Expression::parse(&text) else { return Ok(()) };
        let budget = Budget { explode_depth: depth, ..Budget::default() };
        let d = distribution(&expr, &budget).unwrap();
        check_summaries(&d);
        let cut = d.cut_mass();
        prop_assert!(cut >= BigRational::zero() && cut < BigRational::one());
        if !can_explode(&expr) {
            prop_assert_eq!(cut, BigRational::zero());
        }
    }

    /// Keeping the K highest is dropping the N − K lowest, and keeping the lowest
    /// mirrors keeping the highest of the negated dice.
    #[test]
    fn keep_and_drop_agree(n in 1u32..=9, k in 0u32..=9, sides in 1u32..=12) {
        let k = k.min(n);
        let b = Budget::default();
        let odds = |t: String| distribution(&Expression::parse(&t).unwrap(), &b).unwrap().outcomes();
        prop_assert_eq!(odds(format!("{n}d{sides}kh{k}")), odds(format!("{n}d{sides}dl{}", n - k)));
        prop_assert_eq!(odds(format!("{n}d{sides}kl{k}")), odds(format!("{n}d{sides}dh{}", n - k)));
        let high = odds(format!("{n}d{sides}kh{k}"));
        let low: Vec<(i64, BigRational)> = odds(format!("{n}d{sides}kl{k}"))
            .into_iter()
            .rev()
            .map(|(v, p)| (i64::from(k) * (i64::from(sides) + 1) - v, p))
            .collect();
        prop_assert_eq!(high, low);
    }
}

#[test]
fn chosen_expressions_match_brute_force() {
    for text in [
        "3d6ro1",
        "3d4rr1",
        "2d6rr>=5",
        "3dFro0",
        "4d4kh2",
        "4d4kl2",
        "4d3dh1",
        "4d3dl1",
        "3d6>=5",
        "4d4<=2",
        "3d4kh2>=3",
        "3d4kl2<2",
        "2d6!",
        "3d3!",
        "2d4!>=3",
        "2dF!",
        "2d4!kh1",
        "3d3!kl2",
        "2d4!>=3>=3",
        "3d3!kh2>=2",
        "2d4ro1!",
        "2d4rr1!kh1",
        "2d6rr<3!>=5>=5",
        "1d4*1d4",
        "1d6/1d3",
        "2d3/(1d2)-1d3*2",
        "(1d4-2)*(1d3-2)",
        "-1d4/2",
        "1d6/-4",
        "2d2*5+1d3*2",
        "1d6/(1d3-1)",
        "1d2!-2",
    ] {
        let expr = Expression::parse(text).unwrap();
        for depth in 0..=2 {
            if let Err(msg) = compare_with_brute_force(&expr, depth, 400_000) {
                panic!("{msg}");
            }
        }
    }
}

#[test]
fn brute_force_sees_rr_as_conditioning() {
    // The weighting of the enumeration itself: d4rr1 is uniform over 2..=4.
    let expr = Expression::parse("1d4rr1").unwrap();
    let b = brute(&expr, 0, 10_000).unwrap();
    let expect: BTreeMap<i64, BigRational> = (2..=4).map(|v| (v, ratio(1, 3))).collect();
    assert_eq!(b.totals, expect);
}

#[test]
fn larger_terms_sum_to_one() {
    for text in [
        "100d6",
        "30d20kh5",
        "40d6dl10",
        "16d12kl3",
        "12d10>=8",
        "60d8-20d4",
        "20d6!",
        "10d10ro1kh3",
        "8d6rr<3!>=5",
        "5d6!>=5kh2>=5",
        "30dF",
        "7d20kl2-3d4*2",
        "3d6/2-1d4*1d4",
    ] {
        let d = distribution(&Expression::parse(text).unwrap(), &Budget::default()).unwrap();
        let total: BigRational = d.outcomes().into_iter().map(|(_, p)| p).sum();
        assert_eq!(total, BigRational::one(), "{text}");
    }
}
