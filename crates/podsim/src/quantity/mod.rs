//! `resource.Quantity`: exact parsing, arithmetic, comparison and canonical printing.
//!
//! A value is `mantissa × 10^exponent` with a normalised `i128` mantissa (no trailing zeros,
//! at most 38 digits) and an `i64` exponent, so every quantity a manifest can realistically hold
//! (nano precision up to far beyond exabytes, and exponents such as `1e99999`) is exact. Values
//! that would need more than 38 significant digits are refused with [`QuantityError::TooLarge`]
//! instead of being rounded; nothing here can panic or overflow.
//!
//! Printing follows apimachinery's `Quantity.String()` including the "echo" rule: text the fast
//! parser deems canonical is kept verbatim until the value takes part in arithmetic.

mod parse;
mod print;

use std::cmp::Ordering;
use std::fmt;

/// The most significant digits a mantissa may hold (`10^38 - 1` fits in an `i128`).
const MAX_MANTISSA: i128 = 99_999_999_999_999_999_999_999_999_999_999_999_999;

/// How a quantity prints: the suffix family it was written with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Format {
    /// Powers of ten with SI suffixes (`500m`, `2k`, `1G`).
    DecimalSI,
    /// Powers of 1024 (`512Mi`, `1Gi`).
    BinarySI,
    /// Scientific notation (`1e3`, `12e6`).
    DecimalExponent,
}

impl Format {
    /// The upstream name: `DecimalSI`, `BinarySI` or `DecimalExponent`.
    pub fn as_str(self) -> &'static str {
        match self {
            Format::DecimalSI => "DecimalSI",
            Format::BinarySI => "BinarySI",
            Format::DecimalExponent => "DecimalExponent",
        }
    }
}

/// Why a text is not a quantity (or a sum cannot be represented exactly).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuantityError {
    /// The text does not have the shape of a quantity.
    FormatWrong,
    /// The number part could not be read.
    Numeric,
    /// The suffix is not one of the known ones (suffixes are case-sensitive).
    Suffix,
    /// The value needs more than 38 significant digits.
    TooLarge,
}

impl fmt::Display for QuantityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // apimachinery resource: ErrFormatWrong, ErrNumeric, ErrSuffix
        f.write_str(match self {
            QuantityError::FormatWrong => {
                "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"
            }
            QuantityError::Numeric => "unable to parse numeric part of quantity",
            QuantityError::Suffix => "unable to parse quantity's suffix",
            QuantityError::TooLarge => "quantity has more than 38 significant digits, which podsim cannot hold exactly",
        })
    }
}

impl std::error::Error for QuantityError {}

/// An exact Kubernetes quantity (`cpu: 500m`, `memory: 1Gi`).
#[derive(Debug, Clone)]
pub struct Quantity {
    mantissa: i128,
    exponent: i64,
    format: Format,
    /// The input text, kept when the parser deems it canonical (cleared by arithmetic).
    echo: Option<String>,
}

impl Quantity {
    /// Parses a quantity exactly as `resource.ParseQuantity` does (no surrounding whitespace).
    pub fn parse(text: &str) -> Result<Quantity, QuantityError> {
        parse::parse(text)
    }

    /// Zero, printed `0`.
    pub fn zero() -> Quantity {
        Quantity { mantissa: 0, exponent: 0, format: Format::DecimalSI, echo: None }
    }

    /// `value × 10^exponent` in `format`, normalised; `None` beyond 38 significant digits.
    pub fn from_parts(value: i128, exponent: i64, format: Format) -> Option<Quantity> {
        normalise(value, exponent).map(|(mantissa, exponent)| Quantity { mantissa, exponent, format, echo: None })
    }

    /// The remembered format.
    pub fn format(&self) -> Format {
        self.format
    }

    /// True when the value is zero.
    pub fn is_zero(&self) -> bool {
        self.mantissa == 0
    }

    /// True when the value is below zero.
    pub fn is_negative(&self) -> bool {
        self.mantissa < 0
    }

    /// The canonical text ignoring the echoed input (what any arithmetic would print).
    pub fn canonical(&self) -> String {
        print::canonical(self)
    }

    /// The sum, keeping this quantity's format (a zero receiver adopts `other`'s), as
    /// `Quantity.Add` does; the echoed text is dropped. Fails only beyond 38 significant digits.
    pub fn add(&self, other: &Quantity) -> Result<Quantity, QuantityError> {
        let format = if self.is_zero() { other.format } else { self.format };
        let (a, b, exponent) = align(self, other).ok_or(QuantityError::TooLarge)?;
        let sum = a.checked_add(b).ok_or(QuantityError::TooLarge)?;
        Quantity::from_parts(sum, exponent, format).ok_or(QuantityError::TooLarge)
    }

    /// The value rounded up to whole milli-units, saturating (for display and sorting only).
    pub fn milli_value(&self) -> i128 {
        scaled_ceil(self.mantissa, self.exponent.saturating_add(3))
    }

    /// The value rounded up to whole units, saturating (`Quantity.Value`).
    pub fn value(&self) -> i128 {
        scaled_ceil(self.mantissa, self.exponent)
    }

    pub(crate) fn parts(&self) -> (i128, i64) {
        (self.mantissa, self.exponent)
    }
}

/// Strips trailing zeros into the exponent; `None` when the mantissa has over 38 digits.
fn normalise(mut mantissa: i128, mut exponent: i64) -> Option<(i128, i64)> {
    if mantissa == 0 {
        return Some((0, 0));
    }
    while mantissa % 10 == 0 {
        mantissa /= 10;
        exponent = exponent.saturating_add(1);
    }
    (mantissa.checked_abs()? <= MAX_MANTISSA).then_some((mantissa, exponent))
}

/// Both mantissas at the smaller exponent, or `None` if that overflows.
fn align(a: &Quantity, b: &Quantity) -> Option<(i128, i128, i64)> {
    if a.is_zero() {
        return Some((0, b.mantissa, b.exponent));
    }
    if b.is_zero() {
        return Some((a.mantissa, 0, a.exponent));
    }
    let exponent = a.exponent.min(b.exponent);
    Some((shift(a.mantissa, a.exponent - exponent)?, shift(b.mantissa, b.exponent - exponent)?, exponent))
}

/// `value × 10^places`, or `None` on overflow.
fn shift(value: i128, places: i64) -> Option<i128> {
    let places = u32::try_from(places).ok()?;
    value.checked_mul(10i128.checked_pow(places)?)
}

/// `ceil(mantissa × 10^exponent)` away from zero, saturating at the `i128` range.
fn scaled_ceil(mantissa: i128, exponent: i64) -> i128 {
    if exponent >= 0 {
        return shift(mantissa, exponent).unwrap_or(if mantissa < 0 { i128::MIN } else { i128::MAX });
    }
    let divisor = u32::try_from(exponent.unsigned_abs()).ok().and_then(|p| 10i128.checked_pow(p));
    match divisor {
        Some(divisor) => {
            let quotient = mantissa / divisor;
            if mantissa % divisor == 0 { quotient } else { quotient + mantissa.signum() }
        }
        None => mantissa.signum(),
    }
}

impl PartialEq for Quantity {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Quantity {}

impl PartialOrd for Quantity {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Quantity {
    /// Compares by value (`500m == 0.5`, `1Gi == 1024Mi`), never by text.
    fn cmp(&self, other: &Self) -> Ordering {
        let by_sign = self.mantissa.signum().cmp(&other.mantissa.signum());
        if by_sign != Ordering::Equal || self.is_zero() {
            return by_sign;
        }
        match align(self, other) {
            Some((a, b, _)) => a.cmp(&b),
            // The side whose shift overflowed has the larger magnitude (mantissas stay below 10^38).
            None => {
                let self_larger = self.exponent > other.exponent;
                match (self_larger, self.mantissa > 0) {
                    (true, true) | (false, false) => Ordering::Greater,
                    _ => Ordering::Less,
                }
            }
        }
    }
}

impl fmt::Display for Quantity {
    /// `Quantity.String()`: the echoed input if kept, else the canonical form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.echo {
            Some(text) => f.write_str(text),
            None => f.write_str(&print::canonical(self)),
        }
    }
}

#[cfg(test)]
mod tests;
