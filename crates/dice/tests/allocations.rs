//! Rolling a compiled expression into a reused `Roll` allocates nothing after the
//! first roll (the ARCHITECTURE.md invariant of keeper-dice), counted by a counting
//! allocator on this thread.

use keeper_dice::{Expression, Roll, SeededDice};

#[test]
fn roll_into_allocates_nothing_after_the_first_roll() {
    for text in [
        "3d6",
        "1d100",
        "4d6kh3+2",
        "6#3d6",
        "2d6!+1d4-1",
        "10d10>=8",
        "4dF",
    ] {
        let expr = Expression::parse(text).unwrap();
        let mut dice = SeededDice::new(7);
        let mut roll = Roll::new();
        // The first rolls size the buffers; exploding dice may need a longer one later,
        // so warm up with many.
        for _ in 0..1_000 {
            expr.roll_into(&mut dice, &mut roll).unwrap();
        }
        let info = allocation_counter::measure(|| {
            for _ in 0..1_000 {
                expr.roll_into(&mut dice, &mut roll).unwrap();
            }
        });
        assert_eq!(info.count_total, 0, "{text}: {info:?}");
    }
}

#[test]
fn the_counter_sees_an_allocation() {
    // The test above would pass if nothing were counted: prove the counter counts.
    let expr = Expression::parse("3d6").unwrap();
    let mut dice = SeededDice::new(7);
    let info = allocation_counter::measure(|| {
        let roll = expr.roll(&mut dice).unwrap();
        assert!(roll.total() >= 3);
    });
    assert!(info.count_total > 0);
}
