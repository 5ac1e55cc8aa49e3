//! Durations in scenarios: `30s`, `1m30s`, `1500ms`, `2h`, or a bare number of seconds.

/// Milliseconds in the largest duration a scenario may name (one virtual week).
pub const MAX_DURATION_MS: u64 = 7 * 24 * 3600 * 1000;

/// The e2e suite's `f.Timeouts.PodStart` (5 minutes), which vectors name as `PodStart`.
const POD_START_MS: u64 = 300_000;

/// Parses a duration into milliseconds, or says what is wrong with it.
pub fn parse_duration_ms(text: &str) -> Result<u64, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("a duration is empty; write it like 30s, 1m30s or 500ms".to_owned());
    }
    if text.starts_with('-') {
        return Err(format!(
            "the duration {text:?} is negative; times in a scenario are counted from the Pod's creation and cannot be negative"
        ));
    }
    if let Some(rest) = text.strip_prefix("PodStart") {
        let extra = rest.trim().trim_start_matches('+').trim();
        let extra_ms = if extra.is_empty() { 0 } else { parse_duration_ms(extra)? };
        return Ok(POD_START_MS.saturating_add(extra_ms));
    }
    if let Ok(seconds) = text.parse::<f64>() {
        return seconds_to_ms(seconds, text);
    }
    let mut total: u64 = 0;
    let mut number = String::new();
    let mut chars = text.chars().peekable();
    let mut saw_unit = false;
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() || c == '.' {
            number.push(c);
            continue;
        }
        let mut unit = c.to_string();
        if c == 'm' && chars.peek() == Some(&'s') {
            chars.next();
            unit = "ms".to_owned();
        }
        let value = number
            .parse::<f64>()
            .map_err(|_| format!("cannot read the duration {text:?}; write it like 30s, 1m30s or 500ms"))?;
        number.clear();
        let factor = match unit.as_str() {
            "ms" => 1.0,
            "s" => 1000.0,
            "m" => 60_000.0,
            "h" => 3_600_000.0,
            _ => return Err(format!("unknown unit {unit:?} in the duration {text:?}; use ms, s, m or h")),
        };
        total = total.saturating_add(ms_of(value * factor, text)?);
        saw_unit = true;
    }
    if !number.is_empty() || !saw_unit {
        return Err(format!("cannot read the duration {text:?}; every number needs a unit, as in 30s or 1m30s"));
    }
    check_max(total, text)
}

fn seconds_to_ms(seconds: f64, text: &str) -> Result<u64, String> {
    if seconds < 0.0 {
        return Err(format!("the duration {text:?} is negative"));
    }
    check_max(ms_of(seconds * 1000.0, text)?, text)
}

fn ms_of(value: f64, text: &str) -> Result<u64, String> {
    if !value.is_finite() || value < 0.0 || value > MAX_DURATION_MS as f64 {
        return Err(format!("the duration {text:?} is out of range (at most 7 days)"));
    }
    // The value is finite, non-negative and below MAX_DURATION_MS, so it fits.
    Ok(value.round() as u64)
}

fn check_max(ms: u64, text: &str) -> Result<u64, String> {
    if ms > MAX_DURATION_MS { Err(format!("the duration {text:?} is out of range (at most 7 days)")) } else { Ok(ms) }
}

/// Formats milliseconds the way timelines show them: `12.0s`, `1m30.5s`.
pub fn format_ms(ms: u64) -> String {
    let tenths = (ms + 50) / 100;
    let seconds = tenths / 10;
    let fraction = tenths % 10;
    if seconds >= 60 {
        format!("{}m{}.{}s", seconds / 60, seconds % 60, fraction)
    } else {
        format!("{seconds}.{fraction}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_usual_forms() {
        assert_eq!(parse_duration_ms("30s"), Ok(30_000));
        assert_eq!(parse_duration_ms("1m30s"), Ok(90_000));
        assert_eq!(parse_duration_ms("500ms"), Ok(500));
        assert_eq!(parse_duration_ms("10m"), Ok(600_000));
        assert_eq!(parse_duration_ms("12"), Ok(12_000));
        assert_eq!(parse_duration_ms("1.5"), Ok(1_500));
        assert_eq!(parse_duration_ms("PodStart+60"), Ok(360_000));
        assert!(parse_duration_ms("-3s").is_err());
        assert!(parse_duration_ms("3x").is_err());
        assert!(parse_duration_ms("99999h").is_err());
        assert!(parse_duration_ms("s").is_err());
    }

    #[test]
    fn formats_tenths() {
        assert_eq!(format_ms(12_000), "12.0s");
        assert_eq!(format_ms(90_500), "1m30.5s");
    }
}
