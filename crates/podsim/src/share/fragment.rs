//! The URL fragment: `1.<base64url(deflate-raw(payload))>` written, `1.` and `y.` read.

use miniz_oxide::inflate::{TINFLStatus, decompress_to_vec_with_limit};

use super::base64url::{self, Base64Error};
use super::percent::{self, PercentError};
use super::{ShareError, ShareState, payload};

/// The largest unpacked payload a link may carry (2 MiB); bigger ones are refused, never allocated.
pub const MAX_PAYLOAD_BYTES: usize = 2 * 1024 * 1024;
/// The longest fragment read at all, in characters (a base64 2 MiB payload stays well below it).
pub const MAX_FRAGMENT_CHARS: usize = 8 * 1024 * 1024;
/// DEFLATE effort: miniz's highest level. Part of "same state ⇒ same link".
const DEFLATE_LEVEL: u8 = 10;

/// The fragment (without `#`) for `state`, always in the newest format.
pub fn encode_fragment(state: &ShareState) -> String {
    let compressed = miniz_oxide::deflate::compress_to_vec(&payload::encode(state), DEFLATE_LEVEL);
    format!("1.{}", base64url::encode(&compressed))
}

/// True when a link can carry `state`: its payload stays within [`MAX_PAYLOAD_BYTES`], so
/// every decoder accepts the link.
pub fn fits_in_link(state: &ShareState) -> bool {
    payload::encode(state).len() <= MAX_PAYLOAD_BYTES
}

/// A hand-readable `y.` fragment for `yaml` alone (every other setting at its default).
pub fn encode_yaml_fragment(yaml: &str) -> String {
    format!("y.{}", percent::encode(yaml))
}

/// Reads a fragment (with or without the leading `#`) in any released format.
pub fn decode_fragment(fragment: &str) -> Result<ShareState, ShareError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    if fragment.is_empty() {
        return Err(ShareError::NoFragment);
    }
    if fragment.len() > MAX_FRAGMENT_CHARS {
        return Err(ShareError::TooLarge { limit: MAX_PAYLOAD_BYTES });
    }
    let Some((prefix, data)) = fragment.split_once('.') else {
        return Err(ShareError::UnknownPrefix { start: start_of(fragment) });
    };
    match prefix {
        "1" => decode_v1(data),
        "y" | "Y" => decode_yaml(data),
        _ if !prefix.is_empty() && prefix.len() <= 4 && prefix.bytes().all(|byte| byte.is_ascii_digit()) => {
            Err(ShareError::NewerFormat { version: prefix.to_owned() })
        }
        _ => Err(ShareError::UnknownPrefix { start: start_of(fragment) }),
    }
}

fn decode_v1(data: &str) -> Result<ShareState, ShareError> {
    let compressed = base64url::decode(data).map_err(|error| match error {
        Base64Error::BadCharacter { position, found } => ShareError::BadBase64 { position, found },
        Base64Error::Truncated => ShareError::TruncatedBase64,
    })?;
    let bytes = decompress_to_vec_with_limit(&compressed, MAX_PAYLOAD_BYTES).map_err(|error| match error.status {
        TINFLStatus::HasMoreOutput => ShareError::TooLarge { limit: MAX_PAYLOAD_BYTES },
        _ => ShareError::BadCompression,
    })?;
    payload::decode(&bytes)
}

fn decode_yaml(data: &str) -> Result<ShareState, ShareError> {
    let yaml = percent::decode(data).map_err(|error| match error {
        PercentError::BadEscape { position } => ShareError::BadPercentEscape { position },
        PercentError::NotUtf8 { offset } => ShareError::NotUtf8 { field: "YAML", offset },
    })?;
    // The same limit as `1.` links, counted as the payload the state would have.
    if !fits_in_link(&ShareState::from_yaml(yaml.as_str())) {
        return Err(ShareError::TooLarge { limit: MAX_PAYLOAD_BYTES });
    }
    Ok(ShareState::from_yaml(yaml))
}

/// The first few characters of a fragment, for an error message.
fn start_of(fragment: &str) -> String {
    fragment.chars().take(12).collect()
}
