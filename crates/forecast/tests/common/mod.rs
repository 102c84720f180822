//! What the test files share: a simulated forecast checked against the exact one.

use keeper_forecast::{Figure, Forecast};

/// z of a two-sided 99.9% interval, over z of the 95% one the forecast reports.
const WIDEN: f64 = 3.290_526_731_491_926 / 1.959_963_984_540_054;

/// Checks every simulated figure against the exact one. Each is reported with its 95%
/// interval; a forecast has tens of figures, all from the same fights (one fight won
/// sooner moves several at once), so each interval is taken at 99.9% instead (its two
/// sides stretched by the ratio of the z values): by Bonferroni's bound the chance that
/// any of up to fifty figures misses by chance stays under 5%, and every one must hold.
pub(crate) fn within_intervals(exact: &Forecast, sim: &Forecast) {
    let mut pairs: Vec<(&str, &Figure, &Figure)> = Vec::new();
    for (e, s) in exact.sides.iter().zip(&sim.sides) {
        pairs.push(("wins", &e.wins, &s.wins));
        pairs.push(("fled", &e.fled, &s.fled));
        pairs.push(("routed", &e.routed, &s.routed));
    }
    for (e, s) in exact.combatants.iter().zip(&sim.combatants) {
        for (x, y) in e.conditions.iter().zip(&s.conditions) {
            pairs.push((&e.name, x, y));
        }
        pairs.push(("hp lost", &e.hp_lost, &s.hp_lost));
        pairs.push(("ammunition", &e.ammo_spent, &s.ammo_spent));
    }
    pairs.push(("undecided", &exact.undecided, &sim.undecided));
    pairs.push(("rounds", &exact.mean_rounds, &sim.mean_rounds));
    assert!(pairs.len() <= 50, "{} figures: widen further", pairs.len());
    for (what, e, s) in pairs {
        let (low, high) = s.interval();
        let at = s.value();
        let (low, high) = (at - (at - low) * WIDEN, at + (high - at) * WIDEN);
        let v = e.value();
        // A constant's interval is a point: the simulation must hit it exactly.
        let inside = (low..=high).contains(&v) || (v - at).abs() < 1e-12;
        assert!(inside, "{what}: exact {v} outside [{low}, {high}]");
    }
}
