//! Share links: a scenario ⇄ URL, versioned, deterministic, decodable forever.
//!
//! A link keeps settings in the query and content in the fragment, which browsers never send to
//! a server: `/?k8s=1.35&t=45s&view=timeline#1.<base64url(deflate-raw(payload))>`. The `1.` is
//! the format version; `#y.<percent-encoded YAML>` is accepted for hand-made links. Every
//! released format keeps its decoder (pinned by `tests/data/share/*.link`).
//!
//! Format 1 (frozen): the payload is a list of fields `tag, LEB128 length, bytes`, in ascending
//! tag order, each at most once, and a field equal to its format-1 default is left out:
//!
//! | tag | field | value | default when absent |
//! | --- | --- | --- | --- |
//! | 1 | Kubernetes version | `1.33`, `1.34`, `1.35` or `legacy` | `1.35` |
//! | 2 | timing model | `ideal` or `realistic` | `realistic` |
//! | 3 | seed | LEB128 `u64` | `1` |
//! | 4 | title | UTF-8 | none |
//! | 5 | scenario | UTF-8, verbatim | none |
//! | 6 | YAML | UTF-8, verbatim | empty |
//!
//! Tags 1–63 must be understood (an unknown one is refused: the link is from a newer podsim);
//! unknown tags from 64 up are skipped. The defaults belong to the format, not to the app: if the
//! app's defaults move on, a format-1 link without tag 1 still means 1.35.

mod app;
mod base64url;
mod error;
mod fragment;
mod link;
mod payload;
mod percent;
mod query;

pub use app::AppVersion;
pub use error::ShareError;
pub use fragment::{
    MAX_FRAGMENT_CHARS, MAX_PAYLOAD_BYTES, decode_fragment, encode_fragment, encode_yaml_fragment, fits_in_link,
};
pub use link::{build_link, parse_link};
pub use query::{LinkSettings, Theme, VIEWS, format_playhead, parse_playhead};

use crate::KubeVersion;

/// The newest link format this build writes (and the version in `#1.`).
pub const FORMAT_VERSION: u32 = 1;

/// The timing setting a link carries (tag 2 and the query): its words are [`Timing::as_str`]'s,
/// frozen there; kept under this name for `web/` until it moves to `podsim::Timing`.
pub use crate::Timing;

/// Everything a share link carries: what is needed to show the same simulation again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareState {
    /// The link format the state was read from (written links always use [`FORMAT_VERSION`]).
    pub format_version: u32,
    /// The Kubernetes version setting.
    pub k8s: KubeVersion,
    /// The timing model.
    pub timing: Timing,
    /// The simulation seed.
    pub seed: u64,
    /// The YAML text, byte for byte.
    pub yaml: String,
    /// The scenario text (behaviours, faults, actions), byte for byte; `None` when there is none.
    pub scenario: Option<String>,
    /// An optional title shown above the playground.
    pub title: Option<String>,
}

impl Default for ShareState {
    fn default() -> Self {
        ShareState {
            format_version: FORMAT_VERSION,
            k8s: KubeVersion::DEFAULT,
            timing: Timing::Realistic,
            seed: 1,
            yaml: String::new(),
            scenario: None,
            title: None,
        }
    }
}

impl ShareState {
    /// A state holding just `yaml`, with every other field at its default.
    pub fn from_yaml(yaml: impl Into<String>) -> ShareState {
        ShareState { yaml: yaml.into(), ..ShareState::default() }
    }
}
