//! Unit tests for parsing, printing and arithmetic, including hostile input.

use super::*;

fn q(text: &str) -> Quantity {
    match Quantity::parse(text) {
        Ok(quantity) => quantity,
        Err(error) => panic!("{text}: {error}"),
    }
}

#[test]
fn prints_canonical_forms() {
    for (input, want) in [
        ("1.5Gi", "1536Mi"),
        ("0.5", "500m"),
        ("1000m", "1"),
        ("0.0001", "100u"),
        ("1e14", "100e12"),
        ("1024Mi", "1Gi"),
        ("100.035Ki", "102435840m"),
        ("9Ei", "9223372036854775807"),
        ("12E", "12E"),
        ("3.001n", "4n"),
        (".000000000001Ki", "2n"),
        ("0.5e0", "500e-3"),
        ("00", "0"),
    ] {
        assert_eq!(q(input).to_string(), want, "{input}");
    }
}

#[test]
fn echoes_text_the_fast_parser_deems_canonical() {
    for (input, recomputed) in [("1E6", "1e6"), ("100.035k", "100035"), ("+1", "1"), ("01", "1"), ("1.", "1")] {
        let quantity = q(input);
        assert_eq!(quantity.to_string(), input);
        assert_eq!(quantity.canonical(), recomputed);
        assert_eq!(quantity.add(&Quantity::zero()).map(|s| s.to_string()), Ok(recomputed.to_owned()));
    }
}

#[test]
fn remembers_formats() {
    assert_eq!(q("1Ki").format(), Format::BinarySI);
    assert_eq!(q(".000000001Ki").format(), Format::DecimalSI);
    assert_eq!(q("1e3").format(), Format::DecimalExponent);
    assert_eq!(q("-100m").to_string(), "-100m");
}

#[test]
fn reports_upstream_errors() {
    assert_eq!(Quantity::parse(" 1"), Err(QuantityError::FormatWrong));
    assert_eq!(Quantity::parse("1.5.5Gi"), Err(QuantityError::FormatWrong));
    assert_eq!(Quantity::parse("1K"), Err(QuantityError::Suffix));
    assert_eq!(Quantity::parse("1Mb"), Err(QuantityError::FormatWrong));
    assert_eq!(Quantity::parse(""), Err(QuantityError::FormatWrong));
    assert_eq!(Quantity::parse("+.e-10"), Err(QuantityError::Numeric));
    assert_eq!(QuantityError::Suffix.to_string(), "unable to parse quantity's suffix");
}

#[test]
fn sums_keep_the_receiver_format() {
    let sum = |a: &str, b: &str| q(a).add(&q(b)).map(|s| s.to_string());
    assert_eq!(sum("1Gi", "500M"), Ok("1573741824".to_owned()));
    assert_eq!(sum("500M", "1Gi"), Ok("1573741824".to_owned()));
    assert_eq!(sum("0", "1Gi"), Ok("1Gi".to_owned()));
    assert_eq!(sum("100m", "1"), Ok("1100m".to_owned()));
    assert_eq!(sum("1.5Gi", "0.5Gi"), Ok("2Gi".to_owned()));
}

#[test]
fn compares_by_value() {
    assert_eq!(q("0.5"), q("500m"));
    assert_eq!(q("1Gi"), q("1024Mi"));
    assert!(q("1e99999") > q("9Ei"));
    assert!(q("-1e99999") < q("-1"));
    assert!(q("1n") > Quantity::zero());
}

#[test]
fn huge_and_tiny_values_never_panic() {
    assert_eq!(q("1e99999").to_string(), "1e99999");
    assert_eq!(q("1e99999").add(&q("1")), Err(QuantityError::TooLarge));
    assert_eq!(q("1e-99999").to_string(), "1e-9");
    assert_eq!(q("-0.0000000001").to_string(), "-1n");
    // 10^5000 has no SI suffix: upstream prints the mantissa with an empty suffix.
    assert_eq!(q(&format!("1{}", "0".repeat(5000))).to_string(), "100");
    assert_eq!(Quantity::parse(&"7".repeat(100)), Err(QuantityError::TooLarge));
    assert_eq!(q(&format!("{}Ei", "9".repeat(100))).to_string(), "9223372036854775807");
    assert_eq!(q(&format!("{}.5Ei", "9".repeat(200_000))).to_string(), "9223372036854775807");
    assert_eq!(Quantity::parse(&format!("0.{}1", "0".repeat(200_000))).map(|q| q.to_string()), Ok("1n".to_owned()));
    for text in
        ["-", "+", ".", "e", "1e", "1e+", "1ee5", "--1", "1.5.5Gi", "\u{1F600}", "1\u{0301}", "9e9223372036854775807"]
    {
        let _ = Quantity::parse(text).map(|quantity| quantity.to_string());
    }
}

#[test]
fn sub_nano_rounds_away_from_zero() {
    assert_eq!(q("0.5n").to_string(), "1n");
    assert_eq!(q("0.0000000005").to_string(), "1n");
    assert_eq!(q("1e-10").to_string(), "1e-9");
}

#[test]
fn every_short_string_parses_or_errors_and_prints_back_to_the_same_value() {
    let alphabet: Vec<char> = "0159.+-eEiKkMmnuGTP ".chars().collect();
    let mut text = String::new();
    let mut checked = 0;
    for length in 1..=4u32 {
        for mut code in 0..alphabet.len().pow(length) {
            text.clear();
            for _ in 0..length {
                text.push(alphabet[code % alphabet.len()]);
                code /= alphabet.len();
            }
            if let Ok(quantity) = Quantity::parse(&text) {
                let printed = quantity.to_string();
                let canonical = quantity.canonical();
                assert_eq!(Quantity::parse(&canonical).ok(), Some(quantity.clone()), "{text} -> {canonical}");
                assert!(!printed.is_empty(), "{text}");
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "only {checked} strings parsed");
}
