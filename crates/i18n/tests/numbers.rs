//! Numbers, percentages and dates as each language writes them, pinned: a change in the
//! CLDR data or in keeper's formatting shows here as a changed snapshot to review.

use keeper_i18n::{Catalogue, LANGUAGES};

#[test]
fn numbers_percentages_and_dates_in_each_language() {
    let cat = Catalogue::global();
    let mut out = String::new();
    for lang in LANGUAGES {
        out.push_str(&format!(
            "{lang}: {} · {} · {} · {} · {} · {}\n",
            cat.decimal(lang, 12345.5, 1),
            cat.decimal(lang, -2.25, 2),
            cat.percent(lang, 0.395, 1),
            cat.percent(lang, 1.0, 0),
            cat.whole_percent(lang, 45),
            cat.date_time(lang, (2026, 11, 30), (20, 5)).unwrap(),
        ));
    }
    insta::assert_snapshot!(out);
}
