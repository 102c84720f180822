//! Properties of parsing and rolling that must hold for every expression.

use keeper_dice::{Expression, Op, Roll, SeededDice, SuppliedDice};
use proptest::prelude::*;

/// Small random expressions covering every part of the notation.
fn expression() -> impl Strategy<Value = String> {
    let die = prop_oneof![
        (
            1u32..=6,
            prop_oneof![
                Just(2u32),
                Just(4),
                Just(6),
                Just(8),
                Just(10),
                Just(20),
                Just(100)
            ]
        )
            .prop_map(|(n, m)| format!("{n}d{m}")),
        (1u32..=4).prop_map(|n| format!("{n}dF")),
        Just("d%".to_owned()),
    ];
    let term = (die, 0u8..6, 0u32..4).prop_map(|(d, modifier, k)| {
        let count: u32 = d
            .split('d')
            .next()
            .and_then(|c| c.parse().ok())
            .unwrap_or(1);
        let k = k.min(count);
        let fudge = d.ends_with('F');
        match modifier {
            1 => format!("{d}kh{k}"),
            2 => format!("{d}dl{k}"),
            3 if !fudge => format!("{d}ro1"),
            4 if !fudge => format!("{d}!"),
            5 if !fudge => format!("{d}>=2"),
            _ => d,
        }
    });
    let leaf = prop_oneof![term, (0i64..20).prop_map(|n| n.to_string())];
    leaf.prop_recursive(3, 8, 2, |inner| {
        (
            inner.clone(),
            prop_oneof![Just("+"), Just("-"), Just("*"), Just("/")],
            inner,
        )
            .prop_map(|(a, op, b)| {
                if op == "/" {
                    format!("({a})/({b}+1000)")
                } else {
                    format!("({a}){op}{b}")
                }
            })
    })
}

proptest! {
    #[test]
    fn supplied_dice_reproduce_the_roll(text in expression(), seed in any::<u64>()) {
        let expr = Expression::parse(&text).unwrap();
        let Ok(first) = expr.roll(&mut SeededDice::new(seed)) else { return Ok(()) };
        let faces: Vec<i64> = first.faces().collect();
        let mut supplied = SuppliedDice::new(faces);
        let again = expr.roll(&mut supplied).unwrap();
        prop_assert_eq!(first.totals(), again.totals());
        prop_assert_eq!(first.dice(), again.dice());
        prop_assert!(supplied.unused().is_empty());
    }

    #[test]
    fn display_is_canonical(text in expression(), seed in any::<u64>()) {
        let expr = Expression::parse(&text).unwrap();
        let shown = expr.to_string();
        let reparsed = Expression::parse(&shown).unwrap();
        prop_assert_eq!(reparsed.to_string(), shown);
        // Columns of `/` move when the text is rewritten; everything else is equal.
        let strip = |e: &Expression| -> Vec<Op> {
            e.ops().iter().map(|op| if let Op::Div(_) = op { Op::Div(0) } else { *op }).collect()
        };
        prop_assert_eq!(strip(&reparsed), strip(&expr));
        let a = expr.roll(&mut SeededDice::new(seed)).map(|r| r.totals().to_vec());
        let b = reparsed.roll(&mut SeededDice::new(seed)).map(|r| r.totals().to_vec());
        prop_assert_eq!(a, b);
    }

    #[test]
    fn keep_highest_keeps_the_highest(n in 1u32..12, sides in 2u32..30, k in 0u32..12, seed in any::<u64>()) {
        let k = k.min(n);
        let expr = Expression::parse(&format!("{n}d{sides}kh{k}")).unwrap();
        let roll = expr.roll(&mut SeededDice::new(seed)).unwrap();
        let kept: Vec<i64> = roll.dice().iter().filter(|d| d.flags.kept()).map(|d| d.face).collect();
        let dropped: Vec<i64> = roll.dice().iter().filter(|d| d.flags.dropped()).map(|d| d.face).collect();
        prop_assert_eq!(kept.len() as u32, k);
        prop_assert_eq!(dropped.len() as u32, n - k);
        prop_assert!(kept.iter().all(|a| dropped.iter().all(|b| a >= b)));
        prop_assert_eq!(roll.total(), kept.iter().sum::<i64>());
    }

    #[test]
    fn plain_sums_stay_within_their_bounds(n in 1u32..50, sides in 1u32..1000, add in -50i64..50, seed in any::<u64>()) {
        let expr = Expression::parse(&format!("{n}d{sides}+{add}")).unwrap();
        let total = expr.roll(&mut SeededDice::new(seed)).unwrap().total();
        prop_assert!(total >= i64::from(n) + add && total <= i64::from(n) * i64::from(sides) + add);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,40}") {
        if let Ok(expr) = Expression::parse(&text) {
            let _ = expr.roll(&mut SeededDice::new(0));
        }
    }
}

#[test]
fn a_seeded_roll_is_the_same_on_every_run() {
    // Pinned: sampling version 1 of SeededDice. A change here breaks recorded seeds.
    let expr = Expression::parse("6#4d6kh3").unwrap();
    let roll = expr.roll(&mut SeededDice::new(2026)).unwrap();
    assert_eq!(roll.totals(), PINNED_6X4D6KH3_SEED_2026);
}

const PINNED_6X4D6KH3_SEED_2026: &[i64] = &[12, 13, 8, 10, 12, 13];

#[test]
fn roll_into_reuses_its_buffers() {
    let expr = Expression::parse("3d6").unwrap();
    let mut dice = SeededDice::new(1);
    let mut roll = Roll::new();
    expr.roll_into(&mut dice, &mut roll).unwrap();
    let first = roll.total();
    expr.roll_into(&mut dice, &mut roll).unwrap();
    assert_eq!(roll.dice().len(), 3);
    assert!((3..=18).contains(&first) && (3..=18).contains(&roll.total()));
}
