//! An edit's session, made from the one before it (`Session::after`, as the page makes one per
//! keystroke), answers exactly as a new session over the edited text would: it shares the run and
//! its timeline when the edit leaves everything they are made from as it was (a comment typed after
//! the text), and runs the Pod again when the edit changes what the run reads.

use std::rc::Rc;

use podsim::{Diagnostic, Session, Settings, TimelineModel};
use podsim_tests::gallery;

/// What a face shows of a session: the timeline, the diagnostics, and describe, the watch and the
/// EndpointSlice at the end of the run.
#[derive(Debug, PartialEq)]
struct Shown {
    timeline: Option<TimelineModel>,
    diagnostics: Vec<Diagnostic>,
    describe: Option<String>,
    watch: Option<Vec<String>>,
    endpoint_slice: Option<String>,
}

fn shown(session: &Session) -> Shown {
    let end = session.run().map_or(0, |run| run.end_ms);
    Shown {
        timeline: session.timeline().map(|t| (*t).clone()),
        diagnostics: session.diagnostics(),
        describe: session.describe_at(end),
        watch: session.watch_at(end),
        endpoint_slice: session.endpoint_slice_at(end),
    }
}

#[test]
fn an_edit_that_leaves_the_run_alone_shares_it_and_answers_as_a_new_session() {
    for (file, version, text) in gallery() {
        let settings = Settings::new(version);
        let before = Session::new(&text, "", settings.clone());
        let drawn = before.timeline();
        let _ = before.traffic();
        // A comment typed after the text is not read by the run. One above it moves every line
        // down, which a scenario or a LimitRange written in the text cite: shared or not, the
        // answers are a new session's.
        for (edited, shares) in [(format!("{text}\n# a note"), true), (format!("# a note\n{text}"), false)] {
            let after = Session::after(&before, &edited, "", settings.clone());
            let fresh = Session::new(&edited, "", settings.clone());
            assert!(shown(&after) == shown(&fresh), "{file}: the edited session answers as a new one");
            if let (Some(drawn), Some(now), true) = (&drawn, after.timeline(), shares) {
                assert!(Rc::ptr_eq(drawn, &now), "{file}: a comment does not run the Pod again");
            }
        }
    }
}

#[test]
fn an_edit_the_run_reads_runs_the_pod_again() {
    for (file, version, text) in gallery() {
        let settings = Settings::new(version);
        let before = Session::new(&text, "", settings.clone());
        let Some(drawn) = before.timeline() else { continue };
        // The Pod's own name (the first `name:` of the text) is in its events.
        let edited = text.replacen("  name: ", "  name: x", 1);
        let after = Session::after(&before, &edited, "", settings.clone());
        let fresh = Session::new(&edited, "", settings.clone());
        assert!(shown(&after) == shown(&fresh), "{file}: the edited session answers as a new one");
        assert!(after.timeline().is_none_or(|now| !Rc::ptr_eq(&drawn, &now)), "{file}: a renamed Pod runs again");
        // Another scenario (in the tab, when the text has none of its own) or another version
        // runs again too.
        if !text.contains("kind: Scenario") {
            let scenario = Session::after(&before, &text, "kind: Scenario\nuntil: 7s\n", settings.clone());
            assert!(scenario.timeline().is_none_or(|now| !Rc::ptr_eq(&drawn, &now)), "{file}: another scenario");
        }
        let other = if version == podsim::KubeVersion::Legacy {
            podsim::KubeVersion::DEFAULT
        } else {
            podsim::KubeVersion::Legacy
        };
        let moved = Session::after(&before, &text, "", Settings::new(other));
        assert!(moved.timeline().is_none_or(|now| !Rc::ptr_eq(&drawn, &now)), "{file}: another version");
    }
}
