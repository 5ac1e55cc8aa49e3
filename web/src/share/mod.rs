//! Share links in the page: the state read from the address, the address kept in step with the
//! state, the Share dialog, and the embed view (`?embed=1`) with its resize messages.
//!
//! Exports (timeline SVG/PNG, events as Markdown, `kubectl describe`) sit in the dialog too.
//!
//! The link format itself is the core's (`podsim::ShareState`, `podsim::LinkSettings`); this
//! module only maps it onto [`Settings`] and talks to the browser.

mod browser;
mod convert;
mod dialog;
mod embed;
mod export;
mod export_row;
mod location;
mod notice;
mod sync;

pub use convert::{link_settings, share_state};
pub use dialog::ShareButton;
pub use embed::{EmbedOptions, embed_footer, embed_options, start_embed_view};
pub use location::{initial_state, playground_base, take_link_error};
pub use notice::link_notice;
pub use sync::use_url_sync;

/// Links longer than this get a warning in the Share dialog: some chat apps, mail clients and
/// older browsers cut or refuse longer ones.
pub const LONG_LINK_CHARS: usize = 2_000;
