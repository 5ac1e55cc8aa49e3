//! Whole links: a base address, the settings query and the scenario fragment.

use super::{LinkSettings, ShareError, ShareState, decode_fragment, encode_fragment};

/// The link for `state` under `base` (an address such as `https://example.org/podsim/`; any query
/// or fragment already on it is replaced). Same inputs ⇒ same link.
pub fn build_link(base: &str, state: &ShareState, settings: &LinkSettings) -> String {
    let base = base.trim();
    let base = base.split(['?', '#']).next().unwrap_or(base);
    let query = settings.to_query();
    let separator = if query.is_empty() { "" } else { "?" };
    format!("{base}{separator}{query}#{}", encode_fragment(state))
}

/// Reads a whole link (or a bare `1.…` / `y.…` fragment). The query's settings are returned and
/// also applied to the state (a query key overrides the fragment); a bad query value is an error.
pub fn parse_link(url: &str) -> Result<(ShareState, LinkSettings), ShareError> {
    let url = url.trim();
    let (before, fragment) = match url.split_once('#') {
        Some((before, fragment)) => (before, fragment),
        None if url.starts_with("1.") || url.starts_with("y.") => ("", url),
        None => (url, ""),
    };
    let query = before.split_once('?').map_or("", |(_, query)| query);
    let settings = LinkSettings::parse_query(query)?;
    let mut state = decode_fragment(fragment)?;
    settings.apply_to(&mut state);
    Ok((state, settings))
}
