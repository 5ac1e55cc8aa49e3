//! Every accepted form of a duration with its value, every refusal with its message, and the
//! three ways of writing one.

use super::*;

fn scenario(text: &str) -> Result<u64, String> {
    parse_ms(text, MAX_SCENARIO_MS).map_err(|error| error.to_string())
}

#[test]
fn reads_units_bare_seconds_and_pod_start() {
    for (text, ms) in [
        ("30s", 30_000),
        ("1m30s", 90_000),
        ("500ms", 500),
        ("10m", 600_000),
        ("2h", 7_200_000),
        ("1h1m1s1ms", 3_661_001),
        ("1m1m", 120_000),
        ("1.5m", 90_000),
        (".5s", 500),
        ("5.s", 5_000),
        ("00012s", 12_000),
        ("  45s\n", 45_000),
        ("12", 12_000),
        ("1.5", 1_500),
        ("0", 0),
        ("+5", 5_000),
        ("1e3", 1_000_000),
        ("2.5E-3", 3),
        (".5e1", 5_000),
        ("0e999999999999999999999", 0),
        ("PodStart", 300_000),
        ("PodStart+60", 360_000),
        ("PodStart + 1m", 360_000),
        ("168h", MAX_SCENARIO_MS),
    ] {
        assert_eq!(scenario(text), Ok(ms), "{text:?}");
    }
}

#[test]
fn rounds_a_fraction_of_a_millisecond_half_up() {
    for (text, ms) in
        [("1.5ms", 2), ("1.4999ms", 1), ("0.0005s", 1), ("0.00049s", 0), ("1.2345s", 1_235), ("0.001h", 3_600)]
    {
        assert_eq!(scenario(text), Ok(ms), "{text:?}");
    }
    let tiny = format!("0.{}1s", "0".repeat(60));
    assert_eq!(scenario(&tiny), Ok(0));
}

#[test]
fn refusals_say_what_is_wrong() {
    for (text, message) in [
        ("", "a duration is empty; write it like 30s, 1m30s or 500ms"),
        (
            "-3s",
            "the duration \"-3s\" is negative; times in a scenario are counted from the Pod's creation and cannot be negative",
        ),
        ("3x", "unknown unit \"x\" in the duration \"3x\"; use ms, s, m or h"),
        ("1 m", "unknown unit \" \" in the duration \"1 m\"; use ms, s, m or h"),
        ("s", "cannot read the duration \"s\"; write it like 30s, 1m30s or 500ms"),
        ("1..5s", "cannot read the duration \"1..5s\"; write it like 30s, 1m30s or 500ms"),
        ("+5s", "cannot read the duration \"+5s\"; write it like 30s, 1m30s or 500ms"),
        ("1h30", "cannot read the duration \"1h30\"; every number needs a unit, as in 30s or 1m30s"),
        (".", "cannot read the duration \".\"; every number needs a unit, as in 30s or 1m30s"),
        ("169h", "the duration \"169h\" is out of range (at most 7 days)"),
        ("99999999999999999999h", "the duration \"99999999999999999999h\" is out of range (at most 7 days)"),
        ("inf", "the duration \"inf\" is out of range (at most 7 days)"),
        ("NaN", "the duration \"NaN\" is out of range (at most 7 days)"),
        ("1e99", "the duration \"1e99\" is out of range (at most 7 days)"),
    ] {
        assert_eq!(scenario(text), Err(message.to_owned()), "{text:?}");
    }
    assert_eq!(
        parse_ms("2d", u64::MAX),
        Err(DurationError::UnknownUnit { unit: "d".to_owned(), text: "2d".to_owned() })
    );
    assert_eq!(
        parse_ms("2s", 1_500).map_err(|error| error.to_string()),
        Err("the duration \"2s\" is out of range (at most 1.5s)".to_owned())
    );
}

#[test]
fn the_largest_bound_reads_every_exact_time_back() {
    for ms in [0, 1, 999, 1_500, 45_000, 150_000, 150_500, 3_725_250, MAX_SCENARIO_MS + 1, u64::MAX] {
        assert_eq!(parse_ms(&format_ms(ms, Style::Exact), u64::MAX), Ok(ms), "{ms}");
    }
    let past_the_largest = format!("{}1ms", format_ms(u64::MAX, Style::Exact));
    assert!(matches!(parse_ms(&past_the_largest, u64::MAX), Err(DurationError::OutOfRange { .. })));
}

#[test]
fn writes_each_style() {
    for (ms, exact, tenths, label) in [
        (0, "0s", "0.0s", "0s"),
        (1_500, "1.5s", "1.5s", "1.5s"),
        (4_560, "4.56s", "4.6s", "4.5s"),
        (12_000, "12s", "12.0s", "12s"),
        (75_000, "1m15s", "1m15.0s", "1m15s"),
        (90_500, "1m30.5s", "1m30.5s", "1m30.5s"),
        (59_960, "59.96s", "1m0.0s", "59.9s"),
        (3_725_250, "1h2m5.25s", "1h2m5.3s", "1h2m5.2s"),
        (79_510_000, "22h5m10s", "22h5m10.0s", "22h5m10s"),
        (7_200_000, "2h", "2h0m0.0s", "2h0m0s"),
        (3_599_960, "59m59.96s", "1h0m0.0s", "59m59.9s"),
    ] {
        assert_eq!(format_ms(ms, Style::Exact), exact, "{ms}");
        assert_eq!(format_ms(ms, Style::Tenths), tenths, "{ms}");
        assert_eq!(format_ms(ms, Style::Label), label, "{ms}");
    }
    assert_eq!(format_ms(u64::MAX, Style::Tenths), "5124095576030h25m51.6s");
}
