//! Canonical printing: apimachinery `Quantity.CanonicalizeBytes`.
//!
//! Decimal formats move every factor of ten into the exponent, then lower it to a multiple of
//! three; binary values that are whole numbers of at least 1024 are divided by 1024 while exact.
//! A suffix missing from the upstream tables (an exponent beyond `E`, a power beyond `Ei`)
//! prints as nothing, exactly as upstream does.

use super::{Format, Quantity};

pub(super) fn canonical(quantity: &Quantity) -> String {
    let (mantissa, exponent) = quantity.parts();
    if mantissa == 0 {
        return "0".to_owned();
    }
    if quantity.format() == Format::BinarySI {
        if let Some(text) = binary(mantissa, exponent) {
            return text;
        }
        return decimal(mantissa, exponent, Format::DecimalSI);
    }
    decimal(mantissa, exponent, quantity.format())
}

/// `Some` when the value prints in base 1024: a whole number with |v| ≥ 1024.
fn binary(mantissa: i128, exponent: i64) -> Option<String> {
    if exponent < 0 {
        return None;
    }
    let mut value = super::shift(mantissa, exponent)?;
    if value.checked_abs()? < 1024 {
        return None;
    }
    let mut power = 0usize;
    while value % 1024 == 0 {
        value /= 1024;
        power += 1;
    }
    let suffix = ["", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"].get(power).copied().unwrap_or("");
    Some(format!("{value}{suffix}"))
}

fn decimal(mantissa: i128, exponent: i64, format: Format) -> String {
    let extra = exponent.rem_euclid(3);
    let exponent = exponent - extra;
    let mut text = mantissa.to_string();
    for _ in 0..extra {
        text.push('0');
    }
    let suffix = match format {
        Format::DecimalExponent if exponent == 0 => String::new(),
        Format::DecimalExponent => format!("e{exponent}"),
        _ => match exponent {
            -9 => "n",
            -6 => "u",
            -3 => "m",
            3 => "k",
            6 => "M",
            9 => "G",
            12 => "T",
            15 => "P",
            18 => "E",
            _ => "",
        }
        .to_owned(),
    };
    text.push_str(&suffix);
    text
}
