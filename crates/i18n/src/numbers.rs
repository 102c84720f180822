//! Numbers and dates written the reader's way: the decimal separator, digit grouping and
//! the order and names of a date's parts come from CLDR (through ICU4X), not from Rust's
//! `format!`, which always writes `39.5` and `2026-11-30`.

use std::collections::HashMap;
use std::sync::OnceLock;

use icu_calendar::Gregorian;
use icu_datetime::FixedCalendarDateTimeFormatter;
use icu_datetime::fieldsets;
use icu_datetime::input::{Date, DateTime, Time};
use icu_datetime::options::TimePrecision;
use icu_decimal::DecimalFormatter;
use icu_decimal::input::Decimal;

/// One formatter per language keeper speaks, built on first use.
fn formatter(lang: &'static str) -> &'static DecimalFormatter {
    static FORMATTERS: OnceLock<HashMap<&'static str, DecimalFormatter>> = OnceLock::new();
    let all = FORMATTERS.get_or_init(|| {
        crate::LANGUAGES
            .iter()
            .map(|l| {
                let locale: icu_locale_core::Locale =
                    l.parse().expect("keeper's language tags are valid locales");
                let f = DecimalFormatter::try_new(locale.into(), Default::default())
                    .expect("compiled CLDR data has every language keeper speaks");
                (*l, f)
            })
            .collect()
    });
    &all[lang]
}

/// `value` rounded to `decimals` digits (half away from zero), in `lang`'s digits.
pub(crate) fn decimal(lang: &'static str, value: f64, decimals: u8) -> String {
    let decimals = decimals.min(12);
    let scaled = (value * 10f64.powi(i32::from(decimals))).round();
    // Beyond i64 a percentage or a mean has lost its meaning as a reading; show it as is.
    if !scaled.is_finite() || scaled.abs() >= 9.0e18 {
        return format!("{value:.*}", usize::from(decimals));
    }
    let mut number = Decimal::from(scaled as i64);
    number.multiply_pow10(-i16::from(decimals));
    formatter(lang).format(&number).to_string()
}

/// One date-and-time formatter per language: the medium date and the time to the minute.
fn date_formatter(
    lang: &'static str,
) -> &'static FixedCalendarDateTimeFormatter<Gregorian, fieldsets::YMDT> {
    type Formatter = FixedCalendarDateTimeFormatter<Gregorian, fieldsets::YMDT>;
    static FORMATTERS: OnceLock<HashMap<&'static str, Formatter>> = OnceLock::new();
    let all = FORMATTERS.get_or_init(|| {
        crate::LANGUAGES
            .iter()
            .map(|l| {
                let locale: icu_locale_core::Locale =
                    l.parse().expect("keeper's language tags are valid locales");
                let fields = fieldsets::YMDT::medium().with_time_precision(TimePrecision::Minute);
                let f = Formatter::try_new(locale.into(), fields)
                    .expect("compiled CLDR data has every language keeper speaks");
                (*l, f)
            })
            .collect()
    });
    &all[lang]
}

/// A moment of the Gregorian calendar (UTC) to the minute, in `lang`'s words and order
/// (`Nov 30, 2026, 8:38 AM`, `30 нояб. 2026 г., 08:38`); `None` for a date that is not
/// one.
pub(crate) fn date_time(
    lang: &'static str,
    (year, month, day): (i32, u8, u8),
    (hour, minute): (u8, u8),
) -> Option<String> {
    let date = Date::try_new_gregorian(year, month, day).ok()?;
    let time = Time::try_new(hour, minute, 0, 0).ok()?;
    Some(
        date_formatter(lang)
            .format(&DateTime { date, time })
            .to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_writes_its_own_separator() {
        assert_eq!(decimal("en", 39.0, 1), "39.0");
        assert_eq!(decimal("el", 39.0, 1), "39,0");
        assert_eq!(decimal("ru", 39.04, 1), "39,0");
        assert_eq!(decimal("pt-BR", 12.55, 2), "12,55");
        assert_eq!(decimal("en", 0.0, 1), "0.0");
        assert_eq!(decimal("en", -2.5, 0), "-3");
    }

    #[test]
    fn thousands_are_grouped_the_local_way() {
        assert_eq!(decimal("en", 12345.5, 1), "12,345.5");
        assert_eq!(decimal("pt-BR", 12345.5, 1), "12.345,5");
        assert_eq!(decimal("ru", 12345.5, 1), "12\u{a0}345,5");
    }

    #[test]
    fn dates_are_written_the_local_way() {
        for lang in crate::LANGUAGES {
            let shown = date_time(lang, (2026, 11, 30), (8, 38)).unwrap();
            assert!(
                shown.contains("2026") && shown.contains("38"),
                "{lang}: {shown}"
            );
        }
        assert_eq!(date_time("en", (2026, 2, 30), (8, 38)), None);
    }
}
