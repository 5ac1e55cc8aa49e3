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

/// The state at the playhead, asked tick after tick as the page plays, is kept while nothing it is
/// made from changes: at every instant it is the state printed anew. Instants: every 250 ms of the
/// first minute, and each recorded state, event sighting, fact and wait change with the
/// milliseconds and the second around it.
#[test]
fn a_state_kept_between_ticks_is_the_state_printed_anew() {
    for (file, version, text) in gallery() {
        let settings = Settings::new(version);
        let played = Session::new(&text, "", settings.clone());
        let fresh = Session::new(&text, "", settings);
        let Some(run) = played.run() else { continue };
        let mut points: Vec<u64> = run.snapshots.iter().map(|s| s.t_ms).collect();
        points.extend(run.events.iter().flat_map(|e| [e.first_ms, e.last_ms].into_iter().chain(e.occurrences.clone())));
        points.extend(run.facts.iter().map(|f| f.t_ms));
        points.extend(run.waits.iter().map(|w| w.t_ms));
        let mut instants: Vec<u64> = (0..=240).map(|step| step * 250).collect();
        for point in points {
            let second = point / 1000 * 1000;
            instants.extend([
                point.saturating_sub(1),
                point,
                point + 1,
                second.saturating_sub(1),
                second,
                second + 999,
            ]);
        }
        instants.sort_unstable();
        instants.dedup();
        for t in instants {
            // A far instant first: the fresh session prints the state at `t` again.
            let _ = fresh.state_at(u64::MAX);
            let (kept, anew) = (played.state_at(t), fresh.state_at(t));
            assert!(format!("{kept:?}") == format!("{anew:?}"), "{file}: the state at {t} ms");
        }
    }
}
