//! The state at start-up: the page's address over the local draft (or over the defaults when
//! embedded, which never touches storage).

use std::cell::RefCell;

use podsim::{AppVersion, LinkSettings, ShareState};

use super::convert::{apply_query, apply_state};
use crate::state::{Playback, Settings, has_draft, load_draft};

thread_local! {
    /// Why the address's link could not be read, shown once by [`super::link_notice`].
    static LINK_ERROR: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The settings to start with, and the playback (paused, at the link's `t=` or the start). A
/// link in the address wins over the draft without a prompt; a link that fails to decode keeps
/// the draft and leaves its error for [`take_link_error`].
pub fn initial_state() -> (Settings, Playback) {
    let location = gloo::utils::window().location();
    let search = location.search().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let (query, problems) = LinkSettings::parse_query_lenient(&search);
    let embedded = query.embed == Some(true);
    // Embedded pages start from the defaults: they must not read (or write) the visitor's draft.
    let base = if embedded { Settings::default() } else { load_draft() };
    let mut errors: Vec<String> = problems.iter().map(ToString::to_string).collect();
    if let Some(made_by) = query.app.as_ref().and_then(other_release) {
        errors.push(made_by);
    }
    let fragment = hash.strip_prefix('#').unwrap_or(&hash);
    let settings =
        if fragment.is_empty() { base } else { settings_from_fragment(base, fragment, embedded, &mut errors) };
    if !errors.is_empty() {
        LINK_ERROR.with(|slot| *slot.borrow_mut() = Some(errors.join(" ")));
    }
    (apply_query(settings, &query), Playback::at(query.playhead_ms.unwrap_or(0)))
}

/// What to say when the link was made by another release: a versioned deployment that keeps that
/// release has already forwarded the page there (index.html), so this one does not have it.
fn other_release(made_by: &AppVersion) -> Option<String> {
    let here = AppVersion::current();
    (*made_by != here).then(|| {
        format!(
            "This link was made with podsim {made_by}, which this site does not serve; it opens in podsim {here}, where what it shows may differ."
        )
    })
}

/// The settings a link's fragment carries over `base`, or `base` and an error.
fn settings_from_fragment(base: Settings, fragment: &str, embedded: bool, errors: &mut Vec<String>) -> Settings {
    match ShareState::from_fragment(fragment) {
        Ok(state) => apply_state(base, state),
        Err(error) => {
            errors.insert(0, link_error_with_fallback(&error.to_string(), !embedded && has_draft()));
            base
        }
    }
}

/// A link's error, with what the page shows instead: the kept draft or the default example.
fn link_error_with_fallback(error: &str, draft_kept: bool) -> String {
    let stop = if error.ends_with(['.', '?', '!']) { "" } else { "." };
    let fallback = if draft_kept { "Your previous draft is kept." } else { "The page shows the default example." };
    format!("{error}{stop} {fallback}")
}

/// The error from reading the start-up link, once.
pub fn take_link_error() -> Option<String> {
    LINK_ERROR.with(|slot| slot.borrow_mut().take())
}

/// This page's address without query or fragment: the base of every link it makes.
pub fn playground_base() -> String {
    let location = gloo::utils::window().location();
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_else(|_| "/".to_owned());
    format!("{origin}{path}")
}
