//! The share-link codec as the faces see it: methods on the two values a link carries,
//! [`ShareState`] (the fragment) and [`LinkSettings`] (the query), both re-exported beside
//! [`Session`](crate::Session). Link words (`timing=ideal`, `theme=dark`, `t=2m30s`, the format 1
//! payload) are frozen in `share/` and nowhere else.

use crate::share::{self, LinkSettings, ShareError, ShareState};

impl ShareState {
    /// The largest unpacked payload a link may carry, in bytes; bigger ones are refused.
    pub const MAX_LINK_PAYLOAD: usize = share::MAX_PAYLOAD_BYTES;

    /// The link for this state under `base` with `settings` in its query (`share::build_link`).
    pub fn link(&self, base: &str, settings: &LinkSettings) -> String {
        share::build_link(base, self, settings)
    }

    /// The fragment alone, without `#`, in the newest format.
    pub fn fragment(&self) -> String {
        share::encode_fragment(self)
    }

    /// True when a link can carry this state (its payload within [`Self::MAX_LINK_PAYLOAD`]).
    pub fn fits_in_link(&self) -> bool {
        share::fits_in_link(self)
    }

    /// Reads a fragment (with or without `#`) in any released format.
    pub fn from_fragment(fragment: &str) -> Result<ShareState, ShareError> {
        share::decode_fragment(fragment)
    }

    /// Reads a whole link (or a bare fragment): the state, with the query's settings applied,
    /// and those settings.
    pub fn from_link(url: &str) -> Result<(ShareState, LinkSettings), ShareError> {
        share::parse_link(url)
    }
}

impl LinkSettings {
    /// The views a link's `view=` may name.
    pub const VIEWS: [&'static str; 4] = share::VIEWS;

    /// A playhead as a link writes it (`t=`): `45s`, `2m30s`, `1.5s`, `0s`.
    pub fn playhead_text(ms: u64) -> String {
        share::format_playhead(ms)
    }

    /// A playhead as a link reads it: `45s`, `2m30s`, `1h`, `1500ms`, a bare number of seconds.
    pub fn parse_playhead(text: &str) -> Option<u64> {
        share::parse_playhead(text)
    }
}
