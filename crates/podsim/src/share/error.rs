//! What can be wrong with a link, in words a user can act on.

use std::fmt;

/// Why a link could not be read. The `Display` text is meant for the user, as is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShareError {
    /// Nothing after `#`: the link carries settings at most.
    NoFragment,
    /// The fragment starts with neither `1.` nor `y.`.
    UnknownPrefix { start: String },
    /// The fragment names a format this build does not read.
    NewerFormat { version: String },
    /// A character outside base64url in the `#1.` data, at a 0-based position after `#1.`.
    BadBase64 { position: usize, found: char },
    /// The `#1.` data has an impossible length: part of the link is missing.
    TruncatedBase64,
    /// The compressed data is corrupt or cut short.
    BadCompression,
    /// The unpacked scenario would exceed the size limit.
    TooLarge { limit: usize },
    /// The unpacked data is not a well-formed format-1 payload.
    BadPayload { detail: String },
    /// The payload has a field this build must understand but does not know.
    UnknownField { tag: u8 },
    /// A bad `%` escape in a `#y.` link, at a 0-based position after `#y.`.
    BadPercentEscape { position: usize },
    /// A text field is not UTF-8.
    NotUtf8 { field: &'static str, offset: usize },
    /// A query key has a value podsim does not understand.
    BadQueryValue { key: String, value: String, expected: &'static str },
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::NoFragment => f.write_str("this link carries no scenario: nothing follows the # sign"),
            ShareError::UnknownPrefix { start } => write!(
                f,
                "this link is not a podsim scenario: the part after # should start with 1. or y., not {start:?}"
            ),
            ShareError::NewerFormat { version } => write!(
                f,
                "this link uses share format {version}, made by a newer podsim; this version reads format 1 \
                 and y. links: open it in an up-to-date playground"
            ),
            ShareError::BadBase64 { position, found } => write!(
                f,
                "this link is damaged: the data after #1. is not valid base64url (position {position}, {found:?}); \
                 was it edited or wrapped by a mail or chat program?"
            ),
            ShareError::TruncatedBase64 => f.write_str(
                "this link is damaged: the data after #1. is cut short; copy the whole link again",
            ),
            ShareError::BadCompression => f.write_str(
                "this link is damaged: the data after #1. does not unpack (corrupt or cut short); copy the whole link again",
            ),
            ShareError::TooLarge { limit } => write!(
                f,
                "this link unpacks to more than {} KiB of scenario, which podsim refuses; share the YAML as a file instead",
                limit / 1024
            ),
            ShareError::BadPayload { detail } => write!(f, "this link is damaged: {detail}"),
            ShareError::UnknownField { tag } => write!(
                f,
                "this link holds a field podsim does not know (tag {tag}); it was probably made by a newer podsim"
            ),
            ShareError::BadPercentEscape { position } => write!(
                f,
                "this link is damaged: the YAML after #y. has a % not followed by two hex digits (position {position}); \
                 write a literal % as %25"
            ),
            ShareError::NotUtf8 { field, offset } => {
                write!(f, "this link is damaged: its {field} is not UTF-8 text (bad byte at offset {offset})")
            }
            ShareError::BadQueryValue { key, value, expected } => {
                write!(f, "the link's setting {key}={value} is not understood: expected {expected}")
            }
        }
    }
}

impl std::error::Error for ShareError {}
