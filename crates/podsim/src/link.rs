//! The share-link codec, as the faces see it: a scenario ⇄ a URL fragment and query. Link words
//! (`timing=ideal`, `theme=dark`, the format v1 payload) are frozen here and nowhere else.

pub use crate::share::{
    AppVersion, FORMAT_VERSION, LinkSettings, MAX_PAYLOAD_BYTES, ShareError, ShareState, Theme, VIEWS, build_link,
    decode_fragment, encode_fragment, fits_in_link, format_playhead, parse_link, parse_playhead,
};
