//! The type of a plain scalar, resolved as the Kubernetes YAML decoder does (YAML 1.1 rules of
//! go-yaml v2, used by sigs.k8s.io/yaml before the API server sees JSON).

/// What a plain scalar means.
#[derive(Debug, Clone, PartialEq)]
pub enum Resolved {
    /// `null`, `~` or nothing.
    Null,
    /// `true`, `yes`, `on`, … (YAML 1.1).
    Bool(bool),
    /// An integer that fits in i64.
    Int(i64),
    /// An integer too large for i64 (JSON still carries it; Go fails to decode it into int32/int64).
    BigInt,
    /// A floating-point number.
    Float(f64),
    /// Anything else: a string.
    Str,
}

impl Resolved {
    /// The JSON type name the API server's decoder would report (`number`, `bool`, `string`, …).
    pub fn json_type(&self) -> &'static str {
        match self {
            Resolved::Null => "null",
            Resolved::Bool(_) => "bool",
            Resolved::Int(_) | Resolved::BigInt | Resolved::Float(_) => "number",
            Resolved::Str => "string",
        }
    }

    /// The integer an integer field decodes from the JSON of this scalar: sigs.k8s.io/yaml
    /// writes a whole float64 as an integer (`80.0` and `8e1` become `80`), which Go then
    /// decodes into int32, int64 or an IntOrString's int. // encoding/json: floatEncoder.encode
    pub fn json_int(&self) -> Option<i64> {
        match *self {
            Resolved::Int(value) => Some(value),
            // i64::MAX is 2^63 - 1; every integral f64 below 2^63 converts exactly.
            Resolved::Float(value) if value.fract() == 0.0 && value.abs() < 9.2e18 => Some(value as i64),
            _ => None,
        }
    }
}

/// Resolves a plain (unquoted) scalar. // go-yaml v2: resolve.go resolve()
pub fn resolve_plain(text: &str) -> Resolved {
    match text {
        "" | "~" | "null" | "Null" | "NULL" => return Resolved::Null,
        "y" | "Y" | "yes" | "Yes" | "YES" | "true" | "True" | "TRUE" | "on" | "On" | "ON" => {
            return Resolved::Bool(true);
        }
        "n" | "N" | "no" | "No" | "NO" | "false" | "False" | "FALSE" | "off" | "Off" | "OFF" => {
            return Resolved::Bool(false);
        }
        ".inf" | ".Inf" | ".INF" | "+.inf" | "+.Inf" | "+.INF" => return Resolved::Float(f64::INFINITY),
        "-.inf" | "-.Inf" | "-.INF" => return Resolved::Float(f64::NEG_INFINITY),
        ".nan" | ".NaN" | ".NAN" => return Resolved::Float(f64::NAN),
        _ => {}
    }
    // Only a sign, a digit or a dot may start a number: any other first character (outside
    // resolveTable's 'S', 'D' and '.') makes a string at once. // go-yaml v2: resolve.go resolve
    if !text.starts_with(|c: char| c.is_ascii_digit() || matches!(c, '+' | '-' | '.')) {
        return Resolved::Str;
    }
    let plain = text.replace('_', "");
    if let Some(int) = resolve_int(&plain) {
        return int;
    }
    if is_float(&plain)
        && let Some(value) = plain.parse::<f64>().ok()
    {
        return Resolved::Float(value);
    }
    Resolved::Str
}

fn resolve_int(text: &str) -> Option<Resolved> {
    let (negative, digits) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    // strconv.ParseInt(plain, 0, 64): the prefixes 0x, 0o and 0b in either case, or a bare 0.
    let prefixed = |lower: &str, upper: &str| digits.strip_prefix(lower).or_else(|| digits.strip_prefix(upper));
    let (radix, body) = if let Some(hex) = prefixed("0x", "0X") {
        (16, hex)
    } else if let Some(octal) = prefixed("0o", "0O") {
        (8, octal)
    } else if let Some(binary) = prefixed("0b", "0B") {
        (2, binary)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if body.is_empty() || !body.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let magnitude = i128::from_str_radix(body, radix).ok();
    let value = magnitude.map(|m| if negative { -m } else { m });
    Some(match value.and_then(|v| i64::try_from(v).ok()) {
        Some(v) => Resolved::Int(v),
        None => Resolved::BigInt,
    })
}

fn is_float(text: &str) -> bool {
    let body = text.strip_prefix(['-', '+']).unwrap_or(text);
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(at) => (&body[..at], Some(&body[at + 1..])),
        None => (body, None),
    };
    let mantissa_ok = !mantissa.is_empty()
        && mantissa.chars().all(|c| c.is_ascii_digit() || c == '.')
        && mantissa.chars().filter(|&c| c == '.').count() <= 1
        && mantissa.chars().any(|c| c.is_ascii_digit());
    let exponent_ok = match exponent {
        None => mantissa.contains('.'),
        Some(exp) => {
            let digits = exp.strip_prefix(['-', '+']).unwrap_or(exp);
            !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
        }
    };
    mantissa_ok && exponent_ok
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolves_like_go_yaml_v2() {
        assert_eq!(resolve_plain("80"), Resolved::Int(80));
        assert_eq!(resolve_plain("yes"), Resolved::Bool(true));
        assert_eq!(resolve_plain("off"), Resolved::Bool(false));
        assert_eq!(resolve_plain("0.5"), Resolved::Float(0.5));
        assert_eq!(resolve_plain("1e3"), Resolved::Float(1000.0));
        assert_eq!(resolve_plain("99999999999999999999"), Resolved::BigInt);
        // go-yaml v2 reads a number only after a sign, a digit or a dot (resolveTable).
        assert_eq!(resolve_plain("_1"), Resolved::Str);
        assert_eq!(resolve_plain("1_000"), Resolved::Int(1000));
        assert_eq!(resolve_plain("nginx"), Resolved::Str);
        assert_eq!(resolve_plain("500m"), Resolved::Str);
        assert_eq!(resolve_plain("1.5.5Gi"), Resolved::Str);
        assert_eq!(resolve_plain("~"), Resolved::Null);
    }

    /// go-yaml v2 hands digits to `strconv.ParseInt(plain, 0, 64)`, which takes Go's prefixes.
    #[test]
    fn integers_take_go_prefixes_in_either_case() {
        assert_eq!(resolve_plain("0o17"), Resolved::Int(15));
        assert_eq!(resolve_plain("0O17"), Resolved::Int(15));
        assert_eq!(resolve_plain("0X1f"), Resolved::Int(31));
        assert_eq!(resolve_plain("0B101"), Resolved::Int(5));
        assert_eq!(resolve_plain("017"), Resolved::Int(15));
        assert_eq!(resolve_plain("-0o17"), Resolved::Int(-15));
        assert_eq!(resolve_plain("0o19"), Resolved::Str);
        assert_eq!(resolve_plain("0o"), Resolved::Str);
    }
}
