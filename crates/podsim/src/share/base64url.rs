//! base64url without padding (RFC 4648 §5): the alphabet that survives URLs, chat apps and e-mail.

/// The 64 symbols, in value order.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why some text is not base64url.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Base64Error {
    /// A character outside the alphabet, at this 0-based character position.
    BadCharacter { position: usize, found: char },
    /// The length leaves a single dangling character, which cannot hold a whole byte.
    Truncated,
}

/// Encodes `bytes` as base64url with no `=` padding.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3).saturating_mul(4));
    for chunk in bytes.chunks(3) {
        let b0 = chunk.first().copied().unwrap_or(0);
        let b1 = chunk.get(1).copied().unwrap_or(0);
        let b2 = chunk.get(2).copied().unwrap_or(0);
        let group = (u32::from(b0) << 16) | (u32::from(b1) << 8) | u32::from(b2);
        let symbols = chunk.len() + 1;
        for index in 0..symbols {
            let shift = 18 - 6 * index as u32;
            out.push(symbol((group >> shift) & 0x3f));
        }
    }
    out
}

/// Decodes base64url. Trailing `=` padding and ASCII whitespace are tolerated (some tools add
/// padding; mail programs wrap long links); anything else outside the alphabet is an error
/// naming its position.
pub fn decode(text: &str) -> Result<Vec<u8>, Base64Error> {
    let body = text.trim_end().trim_end_matches('=');
    let mut out = Vec::with_capacity(body.len() / 4 * 3 + 2);
    let mut group: u32 = 0;
    let mut filled = 0u32;
    for (position, found) in body.chars().enumerate() {
        if found.is_ascii_whitespace() {
            continue;
        }
        let value = value_of(found).ok_or(Base64Error::BadCharacter { position, found })?;
        group = (group << 6) | u32::from(value);
        filled += 1;
        if filled == 4 {
            out.extend_from_slice(&[(group >> 16) as u8, (group >> 8) as u8, group as u8]);
            group = 0;
            filled = 0;
        }
    }
    match filled {
        0 => {}
        2 => out.push((group >> 4) as u8),
        3 => out.extend_from_slice(&[(group >> 10) as u8, (group >> 2) as u8]),
        _ => return Err(Base64Error::Truncated),
    }
    Ok(out)
}

fn symbol(value: u32) -> char {
    ALPHABET.get(value as usize).map_or('A', |byte| char::from(*byte))
}

fn value_of(symbol: char) -> Option<u8> {
    match symbol {
        'A'..='Z' => Some(symbol as u8 - b'A'),
        'a'..='z' => Some(symbol as u8 - b'a' + 26),
        '0'..='9' => Some(symbol as u8 - b'0' + 52),
        '-' => Some(62),
        '_' => Some(63),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_rfc4648_vectors() {
        let cases = [("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE")];
        for (plain, encoded) in cases {
            assert_eq!(encode(plain.as_bytes()), encoded);
            assert_eq!(decode(encoded).as_deref(), Ok(plain.as_bytes()));
        }
        assert_eq!(encode(&[0xfb, 0xff]), "-_8");
        assert_eq!(decode("Zm9vYg==").as_deref(), Ok(&b"foob"[..]));
        assert_eq!(decode("Zm9v\r\n Ym E").as_deref(), Ok(&b"fooba"[..]));
    }

    #[test]
    fn names_the_bad_character() {
        assert_eq!(decode("Zm9v+g"), Err(Base64Error::BadCharacter { position: 4, found: '+' }));
        assert_eq!(decode("Zm9vY"), Err(Base64Error::Truncated));
    }
}
