//! Text → [`Quantity`], following `resource.ParseQuantity`: a fast path for values that fit in
//! 18 digits (which may keep the input text verbatim) and an exact slow path that rounds up to
//! nano units and caps binary values at 2^63-1.

use super::{Format, Quantity, QuantityError, normalise};

/// `2^63 - 1`, the cap for `BinarySI` values.
const MAX_BINARY: i128 = 9_223_372_036_854_775_807;

/// The pieces found by the scanner.
struct Scanned<'t> {
    positive: bool,
    /// The number with its sign (what the slow path parses).
    value: &'t str,
    /// Integer digits without leading zeros (`"0"` when there are none).
    num: &'t str,
    /// Fraction digits.
    denom: &'t str,
    suffix: &'t str,
}

/// apimachinery resource: parseQuantityString (a hand-written scanner, not a regex).
fn scan(text: &str) -> Result<Scanned<'_>, QuantityError> {
    let bytes = text.as_bytes();
    let end = bytes.len();
    let slice = |from: usize, to: usize| text.get(from..to).unwrap_or("");
    let is_digit = |at: usize| bytes.get(at).is_some_and(u8::is_ascii_digit);
    let mut positive = true;
    let mut pos = 0;
    match bytes.first() {
        Some(b'-') => {
            positive = false;
            pos = 1;
        }
        Some(b'+') => pos = 1,
        _ => {}
    }
    while bytes.get(pos) == Some(&b'0') {
        pos += 1;
    }
    if pos >= end {
        return Ok(Scanned { positive, value: "0", num: "0", denom: "", suffix: "" });
    }
    let num_start = pos;
    while is_digit(pos) {
        pos += 1;
    }
    if pos >= end {
        return Ok(Scanned { positive, value: text, num: slice(num_start, end), denom: "", suffix: "" });
    }
    let mut num = slice(num_start, pos);
    if num.is_empty() {
        num = "0";
    }
    let mut denom = "";
    if bytes.get(pos) == Some(&b'.') {
        pos += 1;
        let denom_start = pos;
        while is_digit(pos) {
            pos += 1;
        }
        denom = slice(denom_start, pos);
        if pos >= end {
            return Ok(Scanned { positive, value: text, num, denom, suffix: "" });
        }
    }
    let value = slice(0, pos);
    let suffix_start = pos;
    while bytes.get(pos).is_some_and(|b| b"eEinumkKMGTP".contains(b)) {
        pos += 1;
    }
    if matches!(bytes.get(pos), Some(b'-' | b'+')) {
        pos += 1;
    }
    while is_digit(pos) {
        pos += 1;
    }
    if pos >= end {
        return Ok(Scanned { positive, value, num, denom, suffix: slice(suffix_start, end) });
    }
    Err(QuantityError::FormatWrong)
}

/// apimachinery resource: suffixHandler.interpret → (base, exponent, format).
fn interpret(suffix: &str) -> Option<(u32, i32, Format)> {
    let decimal = |exponent| Some((10, exponent, Format::DecimalSI));
    let binary = |exponent| Some((2, exponent, Format::BinarySI));
    match suffix {
        "" => decimal(0),
        "n" => decimal(-9),
        "u" => decimal(-6),
        "m" => decimal(-3),
        "k" => decimal(3),
        "M" => decimal(6),
        "G" => decimal(9),
        "T" => decimal(12),
        "P" => decimal(15),
        "E" => decimal(18),
        "Ki" => binary(10),
        "Mi" => binary(20),
        "Gi" => binary(30),
        "Ti" => binary(40),
        "Pi" => binary(50),
        "Ei" => binary(60),
        _ => {
            let digits = suffix.strip_prefix(['e', 'E'])?;
            // Go parses the exponent as int64 and then truncates it to int32.
            let exponent = digits.parse::<i64>().ok()?;
            Some((10, exponent as i32, Format::DecimalExponent))
        }
    }
}

pub(super) fn parse(text: &str) -> Result<Quantity, QuantityError> {
    if text.is_empty() {
        return Err(QuantityError::FormatWrong);
    }
    if text == "0" {
        return Ok(Quantity { echo: Some(text.to_owned()), ..Quantity::zero() });
    }
    let scanned = scan(text)?;
    let (base, exponent, format) = interpret(scanned.suffix).ok_or(QuantityError::Suffix)?;
    if let Some(quantity) = fast_path(text, &scanned, base, exponent, format) {
        return Ok(quantity);
    }
    slow_path(&scanned, base, exponent, format)
}

/// Values with at most 18 digits and nano precision; keeps the text when it is "canonical".
fn fast_path(text: &str, scanned: &Scanned<'_>, base: u32, exponent: i32, format: Format) -> Option<Quantity> {
    let digits = i64::try_from(scanned.num.len() + scanned.denom.len()).ok()?;
    let (precision, mut scale, multiplier) = if base == 10 {
        (18 - digits, i64::from(exponent), 1i64)
    } else if scanned.denom.is_empty() {
        let precision = 15 - digits - i64::from(exponent) * 3 / 10 - 1;
        (precision, 0, 1i64.checked_shl(u32::try_from(exponent).ok()?)?)
    } else {
        return None;
    };
    if precision < 0 {
        return None;
    }
    scale -= i64::try_from(scanned.denom.len()).ok()?;
    if scale < -9 {
        return None;
    }
    // The digits of `num` then `denom`, read in place (at most 18 of them, so they fit an i64).
    let shifted = || scanned.num.bytes().chain(scanned.denom.bytes());
    let value = shifted().try_fold(None, |value: Option<i64>, digit| {
        let digit = i64::from(digit.is_ascii_digit().then(|| digit - b'0')?);
        value.unwrap_or(0).checked_mul(10)?.checked_add(digit).map(Some)
    })??;
    let mut result = value.checked_mul(multiplier)?;
    if !scanned.positive {
        result = -result;
    }
    let canonical_text = if base == 2 {
        exponent % 10 == 0 && value & 0x07 != 0
    } else {
        let ends_with_000 = shifted().rev().take_while(|digit| *digit == b'0').take(3).count() == 3;
        scale % 3 == 0 && !ends_with_000 && shifted().next() != Some(b'0')
    };
    let (mantissa, exponent) = normalise(i128::from(result), scale)?;
    Some(Quantity { mantissa, exponent, format, echo: canonical_text.then(|| text.to_owned()) })
}

/// Exact arithmetic on the digit string: suffix applied, rounded up to nano, binary capped.
fn slow_path(scanned: &Scanned<'_>, base: u32, exponent: i32, mut format: Format) -> Result<Quantity, QuantityError> {
    if !scanned.value.bytes().any(|b| b.is_ascii_digit()) {
        return Err(QuantityError::Numeric);
    }
    let joined = format!("{}{}", scanned.num, scanned.denom);
    let mut digits = joined.trim_start_matches('0').to_owned();
    let mut scale = -i64::try_from(scanned.denom.len()).map_err(|_| QuantityError::TooLarge)?;
    if digits.is_empty() {
        return Ok(Quantity { format, ..Quantity::zero() });
    }
    if base == 10 {
        scale += i64::from(exponent);
    } else {
        digits = times_power_of_two(&digits, exponent);
    }
    let trimmed = digits.trim_end_matches('0').len();
    scale += i64::try_from(digits.len() - trimmed).unwrap_or(0);
    digits.truncate(trimmed);
    if scale < -9 {
        // Round up (away from zero) to whole nano units: anything dropped is non-zero here.
        let drop = usize::try_from(-9 - scale).unwrap_or(usize::MAX);
        if drop >= digits.len() {
            digits = "1".to_owned();
        } else {
            digits.truncate(digits.len() - drop);
            digits = increment(&digits);
        }
        scale = -9;
    }
    let integer_digits = i64::try_from(digits.len()).unwrap_or(i64::MAX).saturating_add(scale);
    let mut quantity = if format == Format::BinarySI && integer_digits > 19 {
        Quantity { mantissa: MAX_BINARY, exponent: 0, format, echo: None }
    } else {
        let value: i128 = if digits.len() > 38 { None } else { digits.parse().ok() }.ok_or(QuantityError::TooLarge)?;
        Quantity::from_parts(value, scale, format).ok_or(QuantityError::TooLarge)?
    };
    if format == Format::BinarySI {
        let cap = Quantity { mantissa: MAX_BINARY, exponent: 0, format, echo: None };
        if quantity > cap {
            quantity = cap;
        }
        if integer_digits <= 0 {
            // A binary value strictly between 0 and 1 becomes DecimalSI.
            format = Format::DecimalSI;
        }
    }
    quantity.format = format;
    if !scanned.positive {
        quantity.mantissa = -quantity.mantissa;
    }
    Ok(quantity)
}

/// `digits × 2^power` for a decimal digit string, in base-10^9 limbs.
fn times_power_of_two(digits: &str, power: i32) -> String {
    const LIMB: u64 = 1_000_000_000;
    let bytes = digits.as_bytes();
    let mut limbs: Vec<u64> = bytes
        .rchunks(9)
        .map(|chunk| chunk.iter().fold(0u64, |acc, b| acc * 10 + u64::from(b.saturating_sub(b'0'))))
        .collect();
    let mut remaining = power.max(0);
    while remaining > 0 {
        let step = remaining.min(10);
        remaining -= step;
        let factor = 1u64 << step;
        let mut carry = 0u64;
        for limb in &mut limbs {
            let value = *limb * factor + carry;
            *limb = value % LIMB;
            carry = value / LIMB;
        }
        if carry > 0 {
            limbs.push(carry);
        }
    }
    let mut out = String::with_capacity(limbs.len() * 9);
    for (index, limb) in limbs.iter().rev().enumerate() {
        if index == 0 {
            out.push_str(&limb.to_string());
        } else {
            out.push_str(&format!("{limb:09}"));
        }
    }
    out
}

/// Adds one to a decimal digit string.
fn increment(digits: &str) -> String {
    let mut bytes = digits.as_bytes().to_vec();
    for byte in bytes.iter_mut().rev() {
        if *byte == b'9' {
            *byte = b'0';
        } else {
            *byte += 1;
            return String::from_utf8(bytes).unwrap_or_default();
        }
    }
    let mut out = String::from("1");
    out.push_str(&String::from_utf8(bytes).unwrap_or_default());
    out
}
