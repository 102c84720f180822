//! The table's one clock: RFC 3339 UTC timestamps with milliseconds.

use std::time::{SystemTime, UNIX_EPOCH};

/// Now, as `2026-11-30T08:38:27.123Z`.
pub fn now() -> String {
    let d = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    format_millis(d.as_millis() as i64)
}

/// Milliseconds since the Unix epoch as RFC 3339 UTC.
pub fn format_millis(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let millis = ms.rem_euclid(1000);
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{millis:03}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn known_instants() {
        assert_eq!(super::format_millis(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(
            super::format_millis(1_796_027_907_123),
            "2026-11-30T08:38:27.123Z"
        );
        assert_eq!(
            super::format_millis(951_782_400_000),
            "2000-02-29T00:00:00.000Z"
        );
    }
}
