//! Durations as kubectl prints them: `HumanDuration` (AGE, `(5m ago)`) and Go's
//! `time.Duration.String()` (`1m20s`, `1.234s`), from integer inputs.

/// `HumanDuration` of a number of seconds: about two significant figures (`45s`, `3m10s`, `2d3h`).
/// Slightly negative values (clock skew up to 1s) print `0s`; more negative ones `<invalid>`.
// apimachinery: pkg/util/duration.HumanDuration
pub fn human_duration(seconds: i64) -> String {
    // Go's time.Duration saturates near 292 years; time.Since never reports more.
    let seconds = seconds.min(i64::MAX / 1_000_000_000);
    if seconds < -1 {
        return "<invalid>".to_owned();
    }
    if seconds < 0 {
        return "0s".to_owned();
    }
    if seconds < 60 * 2 {
        return format!("{seconds}s");
    }
    let minutes = seconds / 60;
    if minutes < 10 {
        let rest = seconds % 60;
        return if rest == 0 { format!("{minutes}m") } else { format!("{minutes}m{rest}s") };
    }
    if minutes < 60 * 3 {
        return format!("{minutes}m");
    }
    let hours = seconds / 3600;
    if hours < 8 {
        let rest = minutes % 60;
        return if rest == 0 { format!("{hours}h") } else { format!("{hours}h{rest}m") };
    }
    if hours < 48 {
        return format!("{hours}h");
    }
    if hours < 24 * 8 {
        let rest = hours % 24;
        return if rest == 0 { format!("{}d", hours / 24) } else { format!("{}d{rest}h", hours / 24) };
    }
    if hours < 24 * 365 * 2 {
        return format!("{}d", hours / 24);
    }
    if hours < 24 * 365 * 8 {
        let rest = (hours / 24) % 365;
        return if rest == 0 { format!("{}y", hours / 24 / 365) } else { format!("{}y{rest}d", hours / 24 / 365) };
    }
    format!("{}y", hours / 24 / 365)
}

/// Go's `time.Duration.String()` of a number of milliseconds: `0s`, `500ms`, `1.234s`, `1m20s`,
/// `1h0m0s` (as in `Successfully pulled image "x" in 1.234s`).
pub fn go_duration(ms: i64) -> String {
    if ms == 0 {
        return "0s".to_owned();
    }
    let sign = if ms < 0 { "-" } else { "" };
    let magnitude = ms.unsigned_abs();
    if magnitude < 1000 {
        return format!("{sign}{magnitude}ms");
    }
    let total_seconds = magnitude / 1000;
    let fraction = magnitude % 1000;
    let (hours, minutes, seconds) = (total_seconds / 3600, total_seconds / 60 % 60, total_seconds % 60);
    let seconds = if fraction == 0 {
        seconds.to_string()
    } else {
        let digits = format!("{fraction:03}");
        format!("{seconds}.{}", digits.trim_end_matches('0'))
    };
    if hours > 0 {
        format!("{sign}{hours}h{minutes}m{seconds}s")
    } else if minutes > 0 {
        format!("{sign}{minutes}m{seconds}s")
    } else {
        format!("{sign}{seconds}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn human_duration_boundaries() {
        let cases = [
            (-2, "<invalid>"),
            (-1, "0s"),
            (0, "0s"),
            (119, "119s"),
            (120, "2m"),
            (121, "2m1s"),
            (599, "9m59s"),
            (600, "10m"),
            (3 * 3600 - 1, "179m"),
            (3 * 3600, "3h"),
            (3 * 3600 + 60, "3h1m"),
            (8 * 3600 - 1, "7h59m"),
            (8 * 3600, "8h"),
            (48 * 3600 - 1, "47h"),
            (48 * 3600, "2d"),
            (50 * 3600, "2d2h"),
            (8 * 86_400 - 1, "7d23h"),
            (8 * 86_400, "8d"),
            (2 * 365 * 86_400 - 1, "729d"),
            (2 * 365 * 86_400, "2y"),
            (2 * 365 * 86_400 + 86_400, "2y1d"),
            (8 * 365 * 86_400, "8y"),
            (20 * 365 * 86_400 + 86_400 * 100, "20y"),
        ];
        for (seconds, want) in cases {
            assert_eq!(human_duration(seconds), want, "{seconds}");
        }
        assert_eq!(human_duration(i64::MAX), "292y");
        assert_eq!(human_duration(i64::MIN), "<invalid>");
    }

    #[test]
    fn go_duration_forms() {
        assert_eq!(go_duration(0), "0s");
        assert_eq!(go_duration(500), "500ms");
        assert_eq!(go_duration(1234), "1.234s");
        assert_eq!(go_duration(1500), "1.5s");
        assert_eq!(go_duration(80_000), "1m20s");
        assert_eq!(go_duration(3_600_000), "1h0m0s");
        assert_eq!(go_duration(-2000), "-2s");
        let _ = go_duration(i64::MIN);
    }
}
