//! The table's one clock: RFC 3339 UTC timestamps with milliseconds.

use time::format_description::FormatItem;
use time::macros::format_description;
use time::{OffsetDateTime, UtcDateTime};

/// Milliseconds always, and `Z`: stored timestamps sort as text and compare equal
/// across SQLite and PostgreSQL.
const FORMAT: &[FormatItem<'_>] =
    format_description!("[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:3]Z");

/// Now, as `2026-11-30T08:38:27.123Z`.
pub fn now() -> String {
    format(OffsetDateTime::now_utc().to_utc())
}

/// Milliseconds since the Unix epoch as RFC 3339 UTC.
pub fn format_millis(ms: i64) -> String {
    let at = OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(OffsetDateTime::UNIX_EPOCH);
    format(at.to_utc())
}

/// `seconds` from now, as [`now`] writes times.
pub fn after(seconds: i64) -> String {
    let at = OffsetDateTime::now_utc()
        .checked_add(time::Duration::seconds(seconds))
        .unwrap_or(OffsetDateTime::now_utc());
    format(at.to_utc())
}

/// An RFC 3339 time with any offset, written as [`now`] writes times (UTC, milliseconds);
/// `None` when it is not RFC 3339.
pub fn normalize(text: &str) -> Option<String> {
    let at =
        OffsetDateTime::parse(text.trim(), &time::format_description::well_known::Rfc3339).ok()?;
    let ms = at.unix_timestamp_nanos() / 1_000_000;
    Some(format_millis(i64::try_from(ms).ok()?))
}

fn format(at: UtcDateTime) -> String {
    at.format(FORMAT).expect("a UTC instant formats")
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

    #[test]
    fn times_are_normalized_to_utc_milliseconds() {
        assert_eq!(
            super::normalize("2026-12-01T10:00:00+02:00").as_deref(),
            Some("2026-12-01T08:00:00.000Z")
        );
        assert_eq!(
            super::normalize("2026-12-01T08:00:00.5Z").as_deref(),
            Some("2026-12-01T08:00:00.500Z")
        );
        assert_eq!(super::normalize("tomorrow"), None);
        assert!(super::after(3600) > super::now());
    }

    #[test]
    fn now_is_rfc3339_with_milliseconds() {
        let now = super::now();
        assert_eq!(now.len(), "2026-11-30T08:38:27.123Z".len(), "{now}");
        assert!(now.ends_with('Z') && now.as_bytes()[10] == b'T', "{now}");
    }
}
