//! Percent-encoding for `#y.` links: YAML written straight into the URL, readable by people.

/// Why some text is not valid percent-encoding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PercentError {
    /// A `%` not followed by two hex digits, at this 0-based character position.
    BadEscape { position: usize },
    /// The decoded bytes are not UTF-8; the first bad byte is at this offset of the decoded text.
    NotUtf8 { offset: usize },
}

/// Encodes `text` for a URL fragment: unreserved characters and a few readable separators stay
/// as they are, everything else (space, newline, `#`, `%`, `&`, `+`, quotes, brackets, non-ASCII)
/// becomes `%XX` per UTF-8 byte.
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~:/@,;=?!*$".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push('%');
            out.push(hex_digit(byte >> 4));
            out.push(hex_digit(byte & 0x0f));
        }
    }
    out
}

/// Decodes `%XX` escapes (either case) and keeps every other character as it is; `+` stays a
/// plus sign (a fragment is not a form).
pub fn decode(text: &str) -> Result<String, PercentError> {
    let mut bytes = Vec::with_capacity(text.len());
    let mut chars = text.char_indices().enumerate().peekable();
    while let Some((position, (_, found))) = chars.next() {
        if found != '%' {
            let mut buffer = [0u8; 4];
            bytes.extend_from_slice(found.encode_utf8(&mut buffer).as_bytes());
            continue;
        }
        let high = chars.next().and_then(|(_, (_, digit))| digit.to_digit(16));
        let low = chars.next().and_then(|(_, (_, digit))| digit.to_digit(16));
        match (high, low) {
            (Some(high), Some(low)) => bytes.push((high * 16 + low) as u8),
            _ => return Err(PercentError::BadEscape { position }),
        }
    }
    String::from_utf8(bytes).map_err(|error| PercentError::NotUtf8 { offset: error.utf8_error().valid_up_to() })
}

fn hex_digit(nibble: u8) -> char {
    char::from(if nibble < 10 { b'0' + nibble } else { b'A' + nibble - 10 })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_yaml_and_unicode() {
        let text = "kind: Pod\nmetadata:\n  name: \"café #1\" # 100% + more\r\n\ttab";
        let encoded = encode(text);
        assert!(!encoded.contains(['\n', ' ', '#', '+', '"']));
        assert_eq!(decode(&encoded).as_deref(), Ok(text));
    }

    #[test]
    fn reports_bad_escapes_and_bytes() {
        assert_eq!(decode("ab%4"), Err(PercentError::BadEscape { position: 2 }));
        assert_eq!(decode("a%zz"), Err(PercentError::BadEscape { position: 1 }));
        assert_eq!(decode("ok%FF"), Err(PercentError::NotUtf8 { offset: 2 }));
        assert_eq!(decode("a+b%20c").as_deref(), Ok("a+b c"));
    }
}
