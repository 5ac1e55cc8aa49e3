//! podsim's own durations: the one parser for every time a user writes (scenario fields, the
//! CLI's `--at` and `--until`, a link's `t=`) and the one formatter for podsim's own words.
//!
//! kubectl's printing of ages (`HumanDuration`) and Go's `Duration.String` in Kubernetes messages
//! are Kubernetes' own words and stay in `status/duration.rs`.

use std::fmt;

/// Milliseconds in the largest duration a scenario may name (one virtual week).
pub const MAX_SCENARIO_MS: u64 = 7 * DAY_MS;

/// The e2e suite's `f.Timeouts.PodStart` (5 minutes), which vectors name as `PodStart`.
const POD_START_MS: u64 = 300_000;

const DAY_MS: u64 = 24 * 3_600_000;

/// Significant digits kept from a number: more cannot change a millisecond of any duration that
/// fits in 64 bits (the rest is dropped before rounding).
const MAX_DIGITS: usize = 30;

/// Why a duration cannot be read; it prints as the message a user reads, next to the location
/// the caller adds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DurationError {
    /// Nothing written.
    Empty,
    /// A leading `-`.
    Negative(String),
    /// A number that cannot be read.
    Unreadable(String),
    /// A number without a unit after it.
    NeedsUnit(String),
    /// A unit other than `ms`, `s`, `m`, `h`.
    UnknownUnit {
        /// The unit as written.
        unit: String,
        /// The whole duration.
        text: String,
    },
    /// Longer than the caller allows.
    OutOfRange {
        /// The whole duration.
        text: String,
        /// The most the caller allows, in milliseconds.
        max_ms: u64,
    },
}

impl fmt::Display for DurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DurationError::Empty => f.write_str("a duration is empty; write it like 30s, 1m30s or 500ms"),
            DurationError::Negative(text) => write!(
                f,
                "the duration {text:?} is negative; times in a scenario are counted from the Pod's creation and cannot be negative"
            ),
            DurationError::Unreadable(text) => {
                write!(f, "cannot read the duration {text:?}; write it like 30s, 1m30s or 500ms")
            }
            DurationError::NeedsUnit(text) => {
                write!(f, "cannot read the duration {text:?}; every number needs a unit, as in 30s or 1m30s")
            }
            DurationError::UnknownUnit { unit, text } => {
                write!(f, "unknown unit {unit:?} in the duration {text:?}; use ms, s, m or h")
            }
            DurationError::OutOfRange { text, max_ms } => {
                write!(f, "the duration {text:?} is out of range (at most ")?;
                match (max_ms % DAY_MS, max_ms / DAY_MS) {
                    (0, 1) => f.write_str("1 day)"),
                    (0, days) => write!(f, "{days} days)"),
                    _ => write!(f, "{})", format_ms(*max_ms, Style::Exact)),
                }
            }
        }
    }
}

/// Reads a duration into milliseconds, refusing more than `max_ms`.
///
/// Accepted: units `h`, `m`, `s`, `ms` after whole or decimal numbers, summed (`30s`, `1m30s`,
/// `1.5h`, `500ms`); a bare number of seconds (`12`, `1.5`, `1e3`); `PodStart` (5 minutes) with an
/// optional `+ DURATION`. Arithmetic is exact, and a fraction of a millisecond rounds half up.
pub fn parse_ms(text: &str, max_ms: u64) -> Result<u64, DurationError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(DurationError::Empty);
    }
    if text.starts_with('-') {
        return Err(DurationError::Negative(text.to_owned()));
    }
    let out_of_range = || DurationError::OutOfRange { text: text.to_owned(), max_ms };
    if let Some(rest) = text.strip_prefix("PodStart") {
        let extra = rest.trim().trim_start_matches('+').trim();
        let extra_ms = if extra.is_empty() { 0 } else { parse_ms(extra, max_ms)? };
        return Ok(POD_START_MS.saturating_add(extra_ms));
    }
    if let Some(seconds) = BareNumber::read(text) {
        return seconds.milliseconds(1000).filter(|ms| *ms <= max_ms).ok_or_else(out_of_range);
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
        let value = Decimal::read(&number).ok_or_else(|| DurationError::Unreadable(text.to_owned()))?;
        number.clear();
        let scale = match unit.as_str() {
            "ms" => 1,
            "s" => 1000,
            "m" => 60_000,
            "h" => 3_600_000,
            _ => return Err(DurationError::UnknownUnit { unit, text: text.to_owned() }),
        };
        // Each term is checked as it is read, so the first one past the bound is the error.
        let term = value.milliseconds(scale).filter(|ms| *ms <= max_ms).ok_or_else(out_of_range)?;
        total = total.checked_add(term).ok_or_else(out_of_range)?;
        saw_unit = true;
    }
    if !number.is_empty() || !saw_unit {
        return Err(DurationError::NeedsUnit(text.to_owned()));
    }
    if total > max_ms { Err(out_of_range()) } else { Ok(total) }
}

/// Reads a duration a scenario may name: at most [`MAX_SCENARIO_MS`] (the scenario's fields, the
/// CLI's `--at` and `--until`).
pub fn parse_scenario_ms(text: &str) -> Result<u64, DurationError> {
    parse_ms(text, MAX_SCENARIO_MS)
}

/// How a time is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// Every millisecond, read back by [`parse_ms`] to the same value: `45s`, `2m30s`, `1h5m`,
    /// `1.5s`, `0s` (links, notes that name a moment of the run).
    Exact,
    /// Rounded to the nearest tenth of a second, always with it, hours as the largest unit:
    /// `12.0s`, `1m30.5s`, `1h0m0.0s` (the timeline's time column, and podsim's own messages
    /// beside it).
    Tenths,
    /// Cut to tenths of a second, with `.0` left out, hours as the largest unit, as Go writes a
    /// duration: `4.5s`, `1m15s`, `22h5m10s`, `0s` (labels on an axis).
    Label,
}

/// Writes `ms` in `style`.
pub fn format_ms(ms: u64, style: Style) -> String {
    match style {
        Style::Exact => {
            let (hours, minutes) = (ms / 3_600_000, ms / 60_000 % 60);
            let (seconds, millis) = (ms / 1000 % 60, ms % 1000);
            let mut out = String::new();
            if hours > 0 {
                out.push_str(&format!("{hours}h"));
            }
            if minutes > 0 {
                out.push_str(&format!("{minutes}m"));
            }
            if millis > 0 {
                let fraction = format!("{millis:03}");
                out.push_str(&format!("{seconds}.{}s", fraction.trim_end_matches('0')));
            } else if seconds > 0 || out.is_empty() {
                out.push_str(&format!("{seconds}s"));
            }
            out
        }
        Style::Tenths => {
            let tenths = ms / 100 + u64::from(ms % 100 >= 50);
            let (seconds, fraction) = (tenths / 10, tenths % 10);
            match (seconds / 3600, seconds / 60 % 60) {
                (0, 0) => format!("{seconds}.{fraction}s"),
                (0, minutes) => format!("{minutes}m{}.{fraction}s", seconds % 60),
                (hours, minutes) => format!("{hours}h{minutes}m{}.{fraction}s", seconds % 60),
            }
        }
        Style::Label => {
            let (seconds, tenths) = (ms / 1000, ms % 1000 / 100);
            let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
            let seconds = if tenths == 0 { format!("{seconds}s") } else { format!("{seconds}.{tenths}s") };
            match (hours, minutes) {
                (0, 0) => seconds,
                (0, _) => format!("{minutes}m{seconds}"),
                (_, _) => format!("{hours}h{minutes}m{seconds}"),
            }
        }
    }
}

/// An exact non-negative decimal: `digits × 10^exponent`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Decimal {
    digits: u128,
    exponent: i64,
}

impl Decimal {
    /// `12`, `1.5`, `.5`, `5.` (at least one digit, at most one point).
    fn read(text: &str) -> Option<Decimal> {
        let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
        let digits_only = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() && fraction.is_empty() || !digits_only(whole) || !digits_only(fraction) {
            return None;
        }
        let fraction_len = i64::try_from(fraction.len()).ok()?;
        Some(Decimal::from_digits(whole.bytes().chain(fraction.bytes()), -fraction_len))
    }

    /// The value of the decimal digits times `10^exponent`, keeping [`MAX_DIGITS`] significant ones.
    fn from_digits(digits: impl Iterator<Item = u8>, exponent: i64) -> Decimal {
        let (mut value, mut exponent, mut kept) = (0u128, exponent, 0usize);
        for digit in digits.skip_while(|d| *d == b'0') {
            if kept < MAX_DIGITS {
                value = value * 10 + u128::from(digit - b'0');
                kept += 1;
            } else {
                exponent = exponent.saturating_add(1);
            }
        }
        Decimal { digits: value, exponent }
    }

    /// The value times `scale`, in whole milliseconds (half up); `None` past `u64`.
    fn milliseconds(self, scale: u64) -> Option<u64> {
        let scaled = self.digits.checked_mul(u128::from(scale))?;
        if scaled == 0 {
            return Some(0);
        }
        let whole = if self.exponent >= 0 {
            let power = 10u128.checked_pow(u32::try_from(self.exponent).ok()?)?;
            scaled.checked_mul(power)?
        } else {
            match u32::try_from(self.exponent.unsigned_abs()).ok().and_then(|k| 10u128.checked_pow(k)) {
                Some(power) => scaled / power + u128::from(scaled % power >= power.div_ceil(2)),
                // Past 10^38 the value is below half a millisecond.
                None => 0,
            }
        };
        u64::try_from(whole).ok()
    }
}

/// A bare number of seconds in any form Rust's float syntax allows (`12`, `+1.5`, `1e3`, `.5E-1`,
/// `inf`), kept exact; infinities and NaN are out of any range.
enum BareNumber {
    Finite(Decimal),
    NotFinite,
}

impl BareNumber {
    fn read(text: &str) -> Option<BareNumber> {
        let body = text.strip_prefix('+').unwrap_or(text);
        if ["inf", "infinity", "nan"].iter().any(|word| body.eq_ignore_ascii_case(word)) {
            return Some(BareNumber::NotFinite);
        }
        let (mantissa, exponent) = match body.find(['e', 'E']) {
            Some(at) => (body.get(..at)?, Some(body.get(at + 1..)?)),
            None => (body, None),
        };
        let exponent: i64 = match exponent {
            None => 0,
            Some(exponent) => {
                let digits = exponent.strip_prefix(['+', '-']).unwrap_or(exponent);
                if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                // A huge exponent saturates: the value is then zero or out of range either way.
                let magnitude = digits.parse::<i64>().unwrap_or(i64::MAX / 2).min(i64::MAX / 2);
                if exponent.starts_with('-') { -magnitude } else { magnitude }
            }
        };
        let decimal = Decimal::read(mantissa)?;
        Some(BareNumber::Finite(Decimal { exponent: decimal.exponent.saturating_add(exponent), ..decimal }))
    }

    fn milliseconds(&self, scale: u64) -> Option<u64> {
        match self {
            BareNumber::Finite(decimal) => decimal.milliseconds(scale),
            BareNumber::NotFinite => None,
        }
    }
}

#[cfg(test)]
mod tests;
