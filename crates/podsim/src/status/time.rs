//! RFC 3339 timestamps (`2024-05-01T10:00:00Z`) as UTC unix seconds, and kubectl's RFC 1123Z
//! form (`Wed, 01 May 2024 10:00:00 +0000`), computed from the text alone — never from a clock.

/// Days from 1970-01-01 to the given civil date (proleptic Gregorian calendar).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month_index = if month > 2 { month - 3 } else { month + 9 };
    let day_of_year = (153 * month_index + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The civil date `(year, month, day)` of a day count since 1970-01-01.
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days.saturating_add(719_468);
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 { month_index + 3 } else { month_index - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

fn is_leap(year: i64) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Reads exactly `len` ASCII digits at `at`.
fn digits(bytes: &[u8], at: usize, len: usize) -> Option<i64> {
    let slice = bytes.get(at..at.checked_add(len)?)?;
    slice.iter().try_fold(0i64, |acc, byte| byte.is_ascii_digit().then(|| acc * 10 + i64::from(byte - b'0')))
}

fn expect(bytes: &[u8], at: usize, wanted: &[u8]) -> Option<()> {
    bytes.get(at).filter(|byte| wanted.contains(byte)).map(|_| ())
}

/// Parses an RFC 3339 timestamp (`2024-05-01T10:00:00Z`, `2024-05-01T12:00:00.5+02:00`) into UTC
/// unix seconds; fractional seconds are dropped. `None` for anything else (as Go's
/// `time.Parse(time.RFC3339, …)` would refuse it).
pub fn parse_rfc3339(text: &str) -> Option<i64> {
    let bytes = text.trim().as_bytes();
    let year = digits(bytes, 0, 4)?;
    expect(bytes, 4, b"-")?;
    let month = digits(bytes, 5, 2)?;
    expect(bytes, 7, b"-")?;
    let day = digits(bytes, 8, 2)?;
    expect(bytes, 10, b"Tt")?;
    let hour = digits(bytes, 11, 2)?;
    expect(bytes, 13, b":")?;
    let minute = digits(bytes, 14, 2)?;
    expect(bytes, 16, b":")?;
    let second = digits(bytes, 17, 2)?;
    if !(1..=12).contains(&month) || day < 1 || day > days_in_month(year, month) {
        return None;
    }
    if hour > 23 || minute > 59 || second > 59 {
        return None;
    }
    let mut at = 19;
    if bytes.get(at) == Some(&b'.') {
        at += 1;
        let start = at;
        while bytes.get(at).is_some_and(u8::is_ascii_digit) {
            at += 1;
        }
        if at == start {
            return None;
        }
    }
    let offset = match bytes.get(at) {
        Some(b'Z' | b'z') if at + 1 == bytes.len() => 0,
        Some(sign @ (b'+' | b'-')) if at + 6 == bytes.len() => {
            let hours = digits(bytes, at + 1, 2)?;
            expect(bytes, at + 3, b":")?;
            let minutes = digits(bytes, at + 4, 2)?;
            if hours > 23 || minutes > 59 {
                return None;
            }
            let seconds = hours * 3600 + minutes * 60;
            if *sign == b'-' { -seconds } else { seconds }
        }
        _ => return None,
    };
    let days = days_from_civil(year, month, day);
    Some(days * 86_400 + hour * 3600 + minute * 60 + second - offset)
}

/// Splits unix seconds into a civil date and time of day.
fn split(unix_seconds: i64) -> (i64, i64, i64, i64, i64, i64, i64) {
    let days = unix_seconds.div_euclid(86_400);
    let seconds_of_day = unix_seconds.rem_euclid(86_400);
    let (year, month, day) = civil_from_days(days);
    (year, month, day, seconds_of_day / 3600, seconds_of_day / 60 % 60, seconds_of_day % 60, days)
}

/// Formats UTC unix seconds as RFC 3339 with a `Z` suffix, the way the API server writes times.
pub fn format_rfc3339(unix_seconds: i64) -> String {
    let (year, month, day, hour, minute, second, _) = split(unix_seconds);
    format!("{year:04}-{month:02}-{day:02}T{hour:02}:{minute:02}:{second:02}Z")
}

/// Go's zero `time.Time` (0001-01-01T00:00:00Z) as unix seconds: what kubectl formats for a time
/// that is not set.
pub const GO_ZERO_TIME: i64 = -62_135_596_800;

/// Formats UTC unix seconds like Go's `time.RFC1123Z` in UTC (`Mon, 02 Jan 2006 15:04:05 +0000`),
/// as `kubectl describe` prints Start Time, Started and Finished.
pub fn format_rfc1123z(unix_seconds: i64) -> String {
    const WEEKDAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let (year, month, day, hour, minute, second, days) = split(unix_seconds);
    let weekday = usize::try_from(days.saturating_add(4).rem_euclid(7)).ok().and_then(|i| WEEKDAYS.get(i));
    let month_name = usize::try_from(month - 1).ok().and_then(|i| MONTHS.get(i));
    format!(
        "{}, {day:02} {} {year:04} {hour:02}:{minute:02}:{second:02} +0000",
        weekday.unwrap_or(&"Sun"),
        month_name.unwrap_or(&"Jan")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for seconds in [0, 1, 86_399, 86_400, 951_782_400, 1_714_557_600, 4_102_444_799, GO_ZERO_TIME, -1] {
            assert_eq!(parse_rfc3339(&format_rfc3339(seconds)), Some(seconds), "{seconds}");
        }
        assert_eq!(format_rfc3339(1_714_557_600), "2024-05-01T10:00:00Z");
        assert_eq!(format_rfc3339(GO_ZERO_TIME), "0001-01-01T00:00:00Z");
    }

    #[test]
    fn offsets_and_fractions() {
        assert_eq!(parse_rfc3339("2024-05-01T12:00:00+02:00"), Some(1_714_557_600));
        assert_eq!(parse_rfc3339("2024-05-01T10:00:00.999999Z"), Some(1_714_557_600));
        assert_eq!(parse_rfc3339("2024-02-29T00:00:00Z"), Some(1_709_164_800));
    }

    #[test]
    fn garbage_is_refused_without_panicking() {
        for text in [
            "",
            "Z",
            "2024",
            "2024-13-01T00:00:00Z",
            "2023-02-29T00:00:00Z",
            "2024-05-01 10:00:00Z",
            "2024-05-01T24:00:00Z",
            "2024-05-01T10:00:60Z",
            "2024-05-01T10:00:00",
            "2024-05-01T10:00:00.Z",
            "2024-05-01T10:00:00+2:00",
            "9999-99-99T99:99:99Z",
            "２０２４-05-01T10:00:00Z",
            "2024-05-01T10:00:00Zjunk",
        ] {
            assert_eq!(parse_rfc3339(text), None, "{text:?}");
        }
        let _ = format_rfc3339(i64::MAX);
        let _ = format_rfc3339(i64::MIN);
        let _ = format_rfc1123z(i64::MIN);
    }

    #[test]
    fn rfc1123z_matches_go() {
        assert_eq!(format_rfc1123z(1_714_557_600), "Wed, 01 May 2024 10:00:00 +0000");
        assert_eq!(format_rfc1123z(GO_ZERO_TIME), "Mon, 01 Jan 0001 00:00:00 +0000");
        assert_eq!(format_rfc1123z(0), "Thu, 01 Jan 1970 00:00:00 +0000");
    }
}
