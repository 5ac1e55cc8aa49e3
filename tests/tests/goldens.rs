//! Scenario goldens: each `tests/goldens/NAME.yaml` (a Pod and a `kind: Scenario` document; an
//! optional first line `# k8s: VERSION`) is simulated and compared with the reviewed
//! `NAME.timeline`. Re-bless deliberately with `UPDATE_EXPECT=1 cargo test -p podsim-tests --test goldens`.
//! A golden with a `kind: Service` document also gets the Pod's endpoint at each change and the
//! traffic windows, each with its why. After the facts, each change of a container's wait reason
//! (what its waiting bars say). A golden the API server refuses shows kubectl's answer.

use std::path::{Path, PathBuf};

use podsim::KubeVersion;
use podsim::engine::{SimOptions, simulate};
use podsim::scenario::Scenario;

fn render(text: &str) -> String {
    let version =
        text.lines().next().and_then(|l| l.strip_prefix("# k8s: ")).and_then(KubeVersion::parse).unwrap_or_default();
    let parsed = podsim::parse(text);
    assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
    let scenario = Scenario::from_parsed(&parsed);
    assert!(!scenario.has_errors(), "{:?}", scenario.diagnostics);
    let options = SimOptions { version, ..SimOptions::default() }.with_scenario(&scenario);
    let mut out = format!("# k8s {} · {:?} timing\n", version, options.timing).to_lowercase();
    // A Pod the API server refuses never runs: the story is kubectl's answer.
    let analysis = podsim::analysis::analyze(text, version);
    if analysis.apply_fails() {
        out.push_str(&format!("# kubectl apply: {}\n", analysis.kubectl_output()));
        return out;
    }
    let simulation = simulate(&parsed.pod, &scenario, &options);
    for behaviour in &simulation.behaviours {
        out.push_str(&format!("# {}: {}\n", behaviour.container, behaviour.explanation));
    }
    out.push_str(&simulation.timeline_text(true));
    out.push_str(&waits_text(&simulation));
    out.push_str(&traffic_text(text, version));
    out
}

/// Each change of a container's wait reason, in words with its rule: what its waiting bars say.
fn waits_text(simulation: &podsim::engine::Simulation) -> String {
    if simulation.waits.is_empty() {
        return String::new();
    }
    let mut out = "## why each container waits\n".to_owned();
    for change in &simulation.waits {
        let t = podsim::format_ms(change.t_ms, podsim::DurationStyle::Tenths);
        let words = match &change.reason {
            Some(reason) => {
                let why = podsim::view::waits::wait_why(reason, &change.container);
                format!("{} ({})", why.text, why.rule)
            }
            None => format!("`{}` no longer waits", change.container),
        };
        out.push_str(&format!("{t:>7}  {words}\n"));
    }
    out
}

/// The endpoint and traffic sections, for a golden that writes its Service.
fn traffic_text(text: &str, version: KubeVersion) -> String {
    let session = podsim::Session::new(text, "", podsim::Settings::new(version));
    let (Some(service), Some(changes), Some(traffic)) = (session.service(), session.endpoints(), session.traffic())
    else {
        return String::new();
    };
    if service.origin == podsim::ServiceOrigin::Assumed {
        return String::new();
    }
    let ms = |t: u64| podsim::format_ms(t, podsim::DurationStyle::Tenths);
    let mut out = format!("## endpoint in Service {}'s EndpointSlice\n", service.name);
    for change in changes {
        let state = match &change.state {
            podsim::EndpointState::Listed { conditions, .. } => format!(
                "ready={} serving={} terminating={}",
                conditions.ready, conditions.serving, conditions.terminating
            ),
            podsim::EndpointState::Absent { .. } => "not listed".to_owned(),
        };
        out.push_str(&format!(
            "{:>7}  {state}\n        why: {} ({})\n",
            ms(change.t_ms),
            change.why.text,
            change.why.rule
        ));
    }
    out.push_str(&format!("## traffic through {}\n", traffic.path.join(" → ")));
    for change in &traffic.routing {
        let what = if change.routed { "routed" } else { "unrouted" };
        out.push_str(&format!(
            "{:>7}  kube-proxy: {what} (endpoint change at {})\n",
            ms(change.t_ms),
            ms(change.endpoint_ms)
        ));
    }
    for window in &traffic.windows {
        out.push_str(&format!(
            "{:>7}–{}  {}\n        why: {} ({})\n",
            ms(window.start_ms),
            ms(window.end_ms),
            window.kind.as_str(),
            window.why.text,
            window.why.rule
        ));
    }
    out
}

fn golden_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("goldens");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/goldens exists")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_golden_timeline_matches() {
    let update = std::env::var("UPDATE_EXPECT").is_ok_and(|v| v == "1");
    let files = golden_files();
    assert!(files.len() >= 10, "expected the seed scenarios in tests/goldens");
    let mut mismatches = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable golden");
        let actual = render(&text);
        let expected_path = file.with_extension("timeline");
        if update {
            std::fs::write(&expected_path, &actual).expect("writable golden");
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != actual {
            let first = expected
                .lines()
                .zip(actual.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(expected.lines().count().min(actual.lines().count()));
            mismatches.push(format!(
                "{}: first difference at line {}\n  expected: {}\n  actual:   {}",
                file.display(),
                first + 1,
                expected.lines().nth(first).unwrap_or("<end>"),
                actual.lines().nth(first).unwrap_or("<end>")
            ));
        }
    }
    assert!(
        mismatches.is_empty(),
        "golden timelines differ (UPDATE_EXPECT=1 to re-bless after review):\n{}",
        mismatches.join("\n")
    );
}

/// A run depends on its input alone: rendering every golden in reverse order, after all the
/// others have run in this process, gives what rendering it first gave (no state carried over).
#[test]
fn rendering_depends_on_the_input_alone() {
    let files = golden_files();
    assert!(files.len() > 10, "too few goldens: {}", files.len());
    let texts: Vec<String> = files.iter().map(|file| std::fs::read_to_string(file).expect("readable golden")).collect();
    let forward: Vec<String> = texts.iter().map(|text| render(text)).collect();
    for (index, text) in texts.iter().enumerate().rev() {
        assert_eq!(render(text), forward[index], "{}", files[index].display());
    }
}

/// Every gallery example shows, at its key moment (realistic timing, seed 1), the STATUS (and
/// READY) that `static/examples/gallery.yaml` promises; the invalid one gives its error.
#[test]
fn gallery_key_moments_show_the_documented_status() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../static/examples");
    let index = std::fs::read_to_string(dir.join("gallery.yaml")).expect("gallery index");
    let (documents, diagnostics) = podsim::yaml::load_documents(&index, podsim::yaml::Limits::DEFAULT);
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
    let entries = documents.first().and_then(|d| d.get("examples")).and_then(|e| e.items()).expect("examples list");
    assert!(entries.len() >= 15);
    let text = |node: &podsim::yaml::Node, key: &str| node.get(key).and_then(|v| v.scalar()).map(str::to_owned);
    for entry in entries {
        let file = text(entry, "file").expect("file");
        for key in ["id", "title", "title_zh", "look_for", "look_for_zh", "version"] {
            assert!(text(entry, key).is_some_and(|v| !v.is_empty()), "{file}: missing {key}");
        }
        let yaml = std::fs::read_to_string(dir.join(&file)).expect("example file");
        let version = text(entry, "version").and_then(|v| KubeVersion::parse(&v)).expect("version");
        if let Some(error) = text(entry, "error") {
            let analysis = podsim::analysis::analyze(&yaml, version);
            assert!(analysis.kubectl_output().contains(&error), "{file}: {}", analysis.kubectl_output());
            continue;
        }
        let at = entry.get("key_moment").and_then(|m| text(m, "at")).expect("key_moment.at");
        let at = podsim::duration::parse_scenario_ms(&at).expect("a duration");
        let parsed = podsim::parse(&yaml);
        let scenario = Scenario::from_parsed(&parsed);
        assert!(
            !parsed.has_errors() && !scenario.has_errors(),
            "{file}: {:?} {:?}",
            parsed.diagnostics,
            scenario.diagnostics
        );
        let options = SimOptions { version, ..SimOptions::default() }.with_scenario(&scenario);
        let state = simulate(&parsed.pod, &scenario, &options).state_at(at);
        assert_eq!(Some(state.row.status.clone()), text(entry, "status"), "{file}");
        if let Some(ready) = text(entry, "ready") {
            assert_eq!(state.row.ready, ready, "{file}");
        }
        // The class the API server stores, after admission (a LimitRange beside the Pod).
        if let Some(qos) = text(entry, "qos") {
            let analysis = podsim::analysis::analyze(&yaml, version);
            assert_eq!(analysis.qos.map(|q| q.as_str().to_owned()), Some(qos), "{file}");
        }
    }
}
