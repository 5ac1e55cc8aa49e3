//! Decimal text to `f64`, exactly as `str::parse::<f64>` reads it (same grammar, same correctly
//! rounded value), in a few hundred bytes of WebAssembly instead of the standard library's
//! parser and its 20 KB table of powers of five. Exact big-integer arithmetic: slower than the
//! standard parser, which does not matter for the handful of numbers a Pod or scenario holds.

/// Reads `text` as `str::parse::<f64>` does: an optional sign, then `inf`, `infinity` or `nan`
/// in any case, or digits with an optional `.` and an optional exponent (`1`, `1.`, `.5`,
/// `2.5e-3`); nothing else, not even spaces.
pub fn parse_f64(text: &str) -> Option<f64> {
    let (negative, body) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let magnitude = if body.eq_ignore_ascii_case("inf") || body.eq_ignore_ascii_case("infinity") {
        f64::INFINITY
    } else if body.eq_ignore_ascii_case("nan") {
        f64::NAN
    } else {
        let (digits, exponent) = read_number(body.as_bytes())?;
        round_to_f64(&digits, exponent)
    };
    Some(if negative { -magnitude } else { magnitude })
}

/// More significant digits than any rounding decision needs (767); later digits only matter as
/// "something non-zero follows", kept as one extra `1`.
const MAX_DIGITS: usize = 800;

/// The significant digits (no leading zeros) and the power of ten they are scaled by.
fn read_number(bytes: &[u8]) -> Option<(Vec<u8>, i64)> {
    let mut digits = Vec::new();
    let mut exponent: i64 = 0;
    let mut seen_digit = false;
    let mut truncated_non_zero = false;
    let mut at = 0;
    let mut in_fraction = false;
    while let Some(&byte) = bytes.get(at) {
        match byte {
            b'0'..=b'9' => {
                seen_digit = true;
                let digit = byte - b'0';
                if digits.len() < MAX_DIGITS {
                    if !digits.is_empty() || digit != 0 {
                        digits.push(digit);
                    }
                    if in_fraction {
                        exponent -= 1;
                    }
                } else {
                    truncated_non_zero |= digit != 0;
                    if !in_fraction {
                        exponent += 1;
                    }
                }
            }
            b'.' if !in_fraction => in_fraction = true,
            _ => break,
        }
        at += 1;
    }
    if !seen_digit {
        return None;
    }
    if let Some(b'e' | b'E') = bytes.get(at) {
        at += 1;
        let negative = bytes.get(at) == Some(&b'-');
        if matches!(bytes.get(at), Some(b'-' | b'+')) {
            at += 1;
        }
        let start = at;
        let mut written: i64 = 0;
        while let Some(&byte @ b'0'..=b'9') = bytes.get(at) {
            // Anything past a million is zero or infinity either way.
            written = (written * 10 + i64::from(byte - b'0')).min(1_000_000);
            at += 1;
        }
        if at == start {
            return None;
        }
        exponent += if negative { -written } else { written };
    }
    if at != bytes.len() {
        return None;
    }
    if truncated_non_zero {
        digits.push(1);
        exponent -= 1;
    }
    Some((digits, exponent))
}

/// `digits × 10^exponent`, rounded to the nearest `f64` (ties to even).
fn round_to_f64(digits: &[u8], exponent: i64) -> f64 {
    let magnitude = digits.len() as i64 + exponent;
    if digits.is_empty() || magnitude <= -324 {
        // Below 10^-324, under half the smallest subnormal.
        return 0.0;
    }
    if magnitude > 310 {
        return f64::INFINITY;
    }
    if digits.len() <= 15 && exponent.abs() <= 22 {
        // Clinger's fast path: the digits and the power of ten are both exact in an f64, so one
        // IEEE operation rounds correctly. It covers the numbers people write.
        let value = digits.iter().fold(0u64, |n, &digit| n * 10 + u64::from(digit)) as f64;
        let scale = (0..exponent.abs()).fold(1.0, |power: f64, _| power * 10.0);
        return if exponent < 0 { value / scale } else { value * scale };
    }
    let mut numerator = Big::from_digits(digits);
    let mut denominator = Big(vec![1]);
    if exponent > 0 { &mut numerator } else { &mut denominator }.mul_pow10(exponent.unsigned_abs());
    // The value is q × 2^shift + remainder, with q holding 53 bits (fewer for subnormals).
    let mut shift = numerator.bits() as i64 - denominator.bits() as i64 - 53;
    let (mut quotient, mut remainder, mut divisor) = divide(&numerator, &denominator, shift);
    if quotient >= 1 << 53 {
        shift += 1;
        (quotient, remainder, divisor) = divide(&numerator, &denominator, shift);
    }
    if shift < -1074 {
        shift = -1074;
        (quotient, remainder, divisor) = divide(&numerator, &denominator, shift);
    }
    if shift > 971 {
        return f64::INFINITY;
    }
    remainder.shl(1);
    let above_half = remainder.cmp(&divisor);
    if above_half.is_gt() || (above_half.is_eq() && quotient & 1 == 1) {
        quotient += 1;
    }
    // Adding the biased exponent to the 53-bit quotient sets the hidden bit's place, and a
    // quotient that rounded up to 2^53 carries into the exponent, as it should.
    let bits = (((shift + 1074) as u64) << 52) + quotient;
    f64::from_bits(bits.min(f64::INFINITY.to_bits()))
}

/// `numerator / (denominator × 2^shift)`: quotient (below 2^54), remainder and the divisor used.
fn divide(numerator: &Big, denominator: &Big, shift: i64) -> (u64, Big, Big) {
    let mut remainder = numerator.clone();
    let mut divisor = denominator.clone();
    if shift >= 0 {
        divisor.shl(shift as u64);
    } else {
        remainder.shl(shift.unsigned_abs());
    }
    let mut part = divisor.clone();
    part.shl(53);
    let mut quotient = 0u64;
    for bit in (0..54).rev() {
        if remainder.cmp(&part).is_ge() {
            remainder.sub(&part);
            quotient |= 1 << bit;
        }
        part.shr1();
    }
    (quotient, remainder, divisor)
}

/// A non-negative big integer, 32-bit limbs, least significant first, no high zero limbs.
#[derive(Clone)]
struct Big(Vec<u32>);

impl Big {
    fn from_digits(digits: &[u8]) -> Big {
        let mut big = Big(Vec::new());
        for chunk in digits.chunks(9) {
            let value = chunk.iter().fold(0, |n, &digit| n * 10 + u32::from(digit));
            big.mul_add(10u32.pow(chunk.len() as u32), value);
        }
        big
    }

    fn mul_pow10(&mut self, mut exponent: u64) {
        while exponent > 0 {
            let step = exponent.min(9);
            self.mul_add(10u32.pow(step as u32), 0);
            exponent -= step;
        }
    }

    fn mul_add(&mut self, factor: u32, addend: u32) {
        let mut carry = u64::from(addend);
        for limb in &mut self.0 {
            let value = u64::from(*limb) * u64::from(factor) + carry;
            *limb = value as u32;
            carry = value >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    fn bits(&self) -> u64 {
        self.0.last().map_or(0, |top| self.0.len() as u64 * 32 - u64::from(top.leading_zeros()))
    }

    fn shl(&mut self, by: u64) {
        let (limbs, bits) = ((by / 32) as usize, (by % 32) as u32);
        if bits != 0 {
            let mut carry = 0;
            for limb in &mut self.0 {
                let value = (u64::from(*limb) << bits) | carry;
                *limb = value as u32;
                carry = value >> 32;
            }
            if carry != 0 {
                self.0.push(carry as u32);
            }
        }
        if !self.0.is_empty() {
            self.0.splice(0..0, std::iter::repeat_n(0, limbs));
        }
    }

    fn shr1(&mut self) {
        let mut carry = 0;
        for limb in self.0.iter_mut().rev() {
            let low_bit = *limb & 1;
            *limb = (*limb >> 1) | (carry << 31);
            carry = low_bit;
        }
        if self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn cmp(&self, other: &Big) -> std::cmp::Ordering {
        self.0.len().cmp(&other.0.len()).then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }

    /// `self -= other`, for `other <= self`.
    fn sub(&mut self, other: &Big) {
        let mut borrow = 0i64;
        for (at, limb) in self.0.iter_mut().enumerate() {
            let value = i64::from(*limb) - i64::from(other.0.get(at).copied().unwrap_or(0)) - borrow;
            borrow = i64::from(value < 0);
            *limb = value.rem_euclid(1 << 32) as u32;
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::parse_f64;

    fn check(text: &str) {
        let ours = parse_f64(text);
        let std = text.parse::<f64>().ok();
        match (ours, std) {
            (Some(a), Some(b)) if a.is_nan() && b.is_nan() => {
                assert_eq!(a.is_sign_negative(), b.is_sign_negative(), "{text:?}")
            }
            (Some(a), Some(b)) => assert_eq!(a.to_bits(), b.to_bits(), "{text:?}: {a:e} vs {b:e}"),
            _ => assert_eq!(ours, std, "{text:?}"),
        }
    }

    #[test]
    fn reads_like_the_standard_parser() {
        for text in [
            "",
            "+",
            "-",
            ".",
            "e5",
            "1e",
            "1e+",
            "1.2.3",
            " 1",
            "1 ",
            "1_0",
            "0x10",
            "1e5.5",
            "..5",
            "1..",
            "inf",
            "-INF",
            "+Infinity",
            "infinit",
            "nan",
            "-NaN",
            "+nan",
            "nAn",
            "0",
            "-0",
            "+0.0",
            "00.000e99",
            "1",
            "1.",
            ".5",
            "-.5e-3",
            "1E3",
            "1e+3",
            "2.5",
            "0.1",
            "0.3",
            "123456789012345678901234567890",
            "1.7976931348623157e308",
            "1.7976931348623158e308",
            "1.7976931348623159e308",
            "1e308",
            "1e309",
            "2.2250738585072014e-308",
            "2.2250738585072011e-308",
            "4.9406564584124654e-324",
            "2.4703282292062327e-324",
            "2.4703282292062328e-324",
            "2.4703282292062327208828439643411068618252990130716238221279284125033775364e-324",
            "1e-324",
            "1e-400",
            "9007199254740993",
            "9007199254740992.5",
            "9007199254740993.0000000000000000001",
            "9223372036854775807",
            "1e1000000000000",
            "1e-1000000000000",
            "0e1000000000000",
            "1.00000000000000011102230246251565404236316680908203125",
            "1.00000000000000011102230246251565404236316680908203124",
            "1e22",
            "1e23",
            "999999999999999e22",
            "999999999999999e23",
            "1234567890123456e-22",
            "123456789012345e-23",
            "8.98846567431158e307",
            "1.00000000000000011102230246251565404236316680908203126",
        ] {
            check(text);
        }
    }

    #[test]
    fn long_inputs_round_like_the_standard_parser() {
        let halfway = "1.00000000000000011102230246251565404236316680908203125";
        check(&format!("{halfway}{}", "0".repeat(2000)));
        check(&format!("{halfway}{}1", "0".repeat(2000)));
        check(&format!("0.{}1", "0".repeat(330)));
        check(&format!("{}e-700", "9".repeat(900)));
        check(&format!("{}.5", "1".repeat(400)));
    }

    #[test]
    fn random_numbers_round_like_the_standard_parser() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..5_000 {
            // Printed f64s and their neighbours' midpoints, which are the hard cases.
            let value = f64::from_bits(next() & !(1 << 63));
            if value.is_finite() {
                check(&format!("{value:e}"));
                check(&format!("{value}"));
                let next_up = f64::from_bits(value.to_bits() + 1);
                if next_up.is_finite() {
                    check(&format!("{:.40e}", (value + next_up) / 2.0));
                }
            }
            // Exact midpoints between neighbouring f64s (odd 54-bit multiples of powers of two), and
            // the numbers just beside them: the ties-to-even cases.
            let odd = (next() >> 10) | 1 | (1 << 53);
            let fives = next() % 32;
            let midpoint = (0..fives).fold(u128::from(odd), |n, _| n * 5);
            for n in [midpoint - 1, midpoint, midpoint + 1] {
                check(&format!("{n}e-{fives}"));
            }
            check(&format!("{}", u128::from(odd) << (next() % 70)));
            let digits = next() % 10_000_000_000_000_000_000;
            let exponent = (next() % 700) as i64 - 350;
            check(&format!("{digits}e{exponent}"));
            check(&format!("0.{digits}"));
        }
    }
}
