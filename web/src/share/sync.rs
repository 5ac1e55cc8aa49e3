//! Keeps the address in step with the state: after edits pause (not on every keystroke), the
//! current link replaces the address, so reload and bookmarks keep the work. The playhead goes in
//! where it came to rest: a play tick does not re-arm the timer.

use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::browser::replace_url;
use super::convert::{link_settings, share_state};
use super::location::playground_base;
use crate::state::Settings;

/// How long the state must stay unchanged before the address follows it (milliseconds).
const SETTLE_MS: u32 = 500;

/// Replaces the address with the current link (at `rest_ms`, where the playhead last rested) once
/// the state has settled. A fragment typed or pasted into the address bar reloads the page, which
/// then reads it like any opened link.
#[hook]
pub fn use_url_sync(settings: &Rc<Settings>, rest_ms: u64) {
    let pending = use_mut_ref(|| None::<Timeout>);
    let first = use_mut_ref(|| true);
    use_effect_with((settings.clone(), rest_ms), move |(settings, rest_ms)| {
        // The first render shows what the address already says; an embedded view keeps the
        // address its host gave it.
        let is_first = std::mem::replace(&mut *first.borrow_mut(), false);
        if !is_first && !settings.embed {
            let (settings, rest_ms) = (settings.clone(), *rest_ms);
            *pending.borrow_mut() = Some(Timeout::new(SETTLE_MS, move || {
                let state = share_state(&settings);
                // Too large for any link: the address keeps its last good link (the draft keeps the work).
                if state.fits_in_link() {
                    replace_url(&state.link(&playground_base(), &link_settings(&settings, rest_ms)));
                }
            }));
        }
    });
    use_effect_with((), |()| {
        let listener = EventListener::new(&gloo::utils::window(), "hashchange", |_| {
            let _ = gloo::utils::window().location().reload();
        });
        move || drop(listener)
    });
}
