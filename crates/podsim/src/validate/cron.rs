//! A CronJob's schedule as the API server checks it: robfig/cron v3's `ParseStandard` (five
//! fields, or a descriptor such as `@hourly`), whose error text is the Invalid value's detail.
// robfig/cron v3 parser.go: Parser.Parse, normalizeFields, getField, getRange, mustParseInt,
// parseDescriptor

/// The inclusive bounds of a field and the names it takes (`jan`, `sun`).
struct Bounds {
    min: u64,
    max: u64,
    names: &'static [(&'static str, u64)],
}

const MINUTES: Bounds = Bounds { min: 0, max: 59, names: &[] };
const HOURS: Bounds = Bounds { min: 0, max: 23, names: &[] };
const DOM: Bounds = Bounds { min: 1, max: 31, names: &[] };
const MONTHS: Bounds = Bounds {
    min: 1,
    max: 12,
    names: &[
        ("jan", 1),
        ("feb", 2),
        ("mar", 3),
        ("apr", 4),
        ("may", 5),
        ("jun", 6),
        ("jul", 7),
        ("aug", 8),
        ("sep", 9),
        ("oct", 10),
        ("nov", 11),
        ("dec", 12),
    ],
};
const DOW: Bounds = Bounds {
    min: 0,
    max: 6,
    names: &[("sun", 0), ("mon", 1), ("tue", 2), ("wed", 3), ("thu", 4), ("fri", 5), ("sat", 6)],
};

/// `Ok` when `ParseStandard` takes `spec`, else its error. A `TZ=`/`CRON_TZ=` prefix is read
/// as far as its shape: podsim has no time-zone database to load the zone from.
pub(super) fn parse_standard(spec: &str) -> Result<(), String> {
    if spec.is_empty() {
        return Err("empty spec string".to_owned());
    }
    let mut spec = spec;
    if spec.starts_with("TZ=") || spec.starts_with("CRON_TZ=") {
        let Some(space) = spec.find(' ') else {
            return Err(format!("invalid timezone specification: {spec}"));
        };
        spec = spec[space..].trim();
    }
    if spec.starts_with('@') {
        return descriptor(spec);
    }
    let fields: Vec<&str> = spec.split_whitespace().collect();
    if fields.len() != 5 {
        return Err(format!("expected exactly 5 fields, found {}: [{}]", fields.len(), fields.join(" ")));
    }
    for (field, bounds) in fields.iter().zip([MINUTES, HOURS, DOM, MONTHS, DOW]) {
        for range in field.split(',').filter(|range| !range.is_empty()) {
            check_range(range, &bounds)?;
        }
    }
    Ok(())
}

/// parseDescriptor: the named schedules, and `@every <duration>`.
fn descriptor(spec: &str) -> Result<(), String> {
    if matches!(spec, "@yearly" | "@annually" | "@monthly" | "@weekly" | "@daily" | "@midnight" | "@hourly") {
        return Ok(());
    }
    if let Some(duration) = spec.strip_prefix("@every ") {
        return go_duration(duration)
            .map(|_| ())
            .map_err(|error| format!("failed to parse duration {spec}: {error}"));
    }
    Err(format!("unrecognized descriptor: {spec}"))
}

/// getRange: `number | number "-" number [ "/" number ]`, `*` or `?`, names allowed.
fn check_range(expr: &str, bounds: &Bounds) -> Result<(), String> {
    let range_and_step: Vec<&str> = expr.split('/').collect();
    let low_and_high: Vec<&str> = range_and_step[0].split('-').collect();
    let (start, mut end) = if matches!(low_and_high[0], "*" | "?") {
        (bounds.min, bounds.max)
    } else {
        let start = int_or_name(low_and_high[0], bounds)?;
        match low_and_high.len() {
            1 => (start, start),
            2 => (start, int_or_name(low_and_high[1], bounds)?),
            _ => return Err(format!("too many hyphens: {expr}")),
        }
    };
    match range_and_step.len() {
        1 => {}
        2 => {
            let step = int(range_and_step[1])?;
            // "N/step" means "N-max/step".
            if low_and_high.len() == 1 {
                end = bounds.max;
            }
            if step == 0 {
                return Err(format!("step of range should be a positive number: {expr}"));
            }
        }
        _ => return Err(format!("too many slashes: {expr}")),
    }
    if start < bounds.min {
        return Err(format!("beginning of range ({start}) below minimum ({}): {expr}", bounds.min));
    }
    if end > bounds.max {
        return Err(format!("end of range ({end}) above maximum ({}): {expr}", bounds.max));
    }
    if start > end {
        return Err(format!("beginning of range ({start}) beyond end of range ({end}): {expr}"));
    }
    Ok(())
}

fn int_or_name(expr: &str, bounds: &Bounds) -> Result<u64, String> {
    let lower = expr.to_ascii_lowercase();
    match bounds.names.iter().find(|(name, _)| *name == lower) {
        Some((_, value)) => Ok(*value),
        None => int(expr),
    }
}

/// mustParseInt with Go's strconv.Atoi messages.
fn int(expr: &str) -> Result<u64, String> {
    let number = go_atoi(expr).map_err(|error| format!("failed to parse int from {expr}: {error}"))?;
    u64::try_from(number).map_err(|_| format!("negative number ({number}) not allowed: {expr}"))
}

/// Go's strconv.Atoi: an optional sign, then decimal digits, within 64 bits.
fn go_atoi(text: &str) -> Result<i64, String> {
    let digits = text.strip_prefix(['+', '-']).unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("strconv.Atoi: parsing {text:?}: invalid syntax"));
    }
    text.trim_start_matches('+').parse::<i64>().map_err(|_| format!("strconv.Atoi: parsing {text:?}: value out of range"))
}

/// Go's time.ParseDuration, as far as whether it takes `text` and its error: signed numbers with
/// units (`1h30m`, `1.5h`, `300ms`), or `0`.
fn go_duration(text: &str) -> Result<(), String> {
    let invalid = || format!("time: invalid duration {text:?}");
    let mut rest = text.strip_prefix(['+', '-']).unwrap_or(text);
    if rest == "0" {
        return Ok(());
    }
    if rest.is_empty() {
        return Err(invalid());
    }
    while !rest.is_empty() {
        let number = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.').len();
        let value = &rest[..number];
        if value.is_empty() || value == "." || value.matches('.').count() > 1 {
            return Err(invalid());
        }
        rest = &rest[number..];
        let unit_length = rest.len() - rest.trim_start_matches(|c: char| !(c.is_ascii_digit() || c == '.')).len();
        let unit = &rest[..unit_length];
        if unit.is_empty() {
            return Err(format!("time: missing unit in duration {text:?}"));
        }
        if !matches!(unit, "ns" | "us" | "µs" | "μs" | "ms" | "s" | "m" | "h") {
            return Err(format!("time: unknown unit {unit:?} in duration {text:?}"));
        }
        rest = &rest[unit_length..];
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schedules_are_read_as_parse_standard_reads_them() {
        for good in ["*/5 * * * *", "0 0 * * mon-fri", "15 2 1 JAN,jul ?", "@hourly", "@every 1h30m", "TZ=UTC 0 * * * *"] {
            assert_eq!(parse_standard(good), Ok(()), "{good}");
        }
        let error = |spec: &str| parse_standard(spec).err().unwrap_or_default();
        assert_eq!(error("not a schedule"), "expected exactly 5 fields, found 3: [not a schedule]");
        assert_eq!(error("61 * * * *"), "end of range (61) above maximum (59): 61");
        assert_eq!(error("* * 0 * *"), "beginning of range (0) below minimum (1): 0");
        assert_eq!(error("5-2 * * * *"), "beginning of range (5) beyond end of range (2): 5-2");
        assert_eq!(error("*/0 * * * *"), "step of range should be a positive number: */0");
        assert_eq!(error("x * * * *"), "failed to parse int from x: strconv.Atoi: parsing \"x\": invalid syntax");
        assert_eq!(error("@fortnightly"), "unrecognized descriptor: @fortnightly");
        assert_eq!(error(""), "empty spec string");
        assert_eq!(error("@every 1d"), "failed to parse duration @every 1d: time: unknown unit \"d\" in duration \"1d\"");
        assert_eq!(error("@every 10"), "failed to parse duration @every 10: time: missing unit in duration \"10\"");
    }
}
