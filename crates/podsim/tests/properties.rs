//! Properties of the whole pipeline — text → analysis → scenario → simulation → views — over
//! random Pods and scenarios written as YAML, hostile values included: nothing panics, every
//! result stays within the documented limits (`docs/limits.md`), and the same text gives the same
//! output byte for byte. The engine's own invariants (ordering, init order, sidecars) live in
//! `tests/tests/engine_properties.rs`. `PODSIM_PROPTEST_CASES=N` runs more cases than the 64 of
//! `cargo test`.

use podsim::KubeVersion;
use podsim::analysis::analyze;
use podsim::duration::MAX_SCENARIO_MS;
use podsim::engine::{SimOptions, Simulation, simulate};
use podsim::scenario::{MAX_STEPS, Scenario};
use proptest::prelude::*;

/// Values a user might type, from ordinary to hostile; every field draws from its own pool.
const NAMES: &[&str] = &[
    "app",
    "istio-proxy",
    "init-db",
    "App_1",
    "",
    "\"<script>alert(1)</script>\"",
    "x-very-long-name-that-goes-past-sixty-three-characters-for-a-dns-label",
    "容器",
    "'a: b'",
    "~",
    "null",
    "1e3",
];
const IMAGES: &[&str] = &["busybox:1.36", "nginx", "", "registry:5000/a/b@sha256:abc", "\"\"", "[1, 2]", "{a: 1}"];
const POLICIES: &[&str] = &["Always", "OnFailure", "Never", "always", "", "7"];
const INTS: &[&str] = &[
    "0",
    "1",
    "-1",
    "30",
    "600",
    "9223372036854775807",
    "-9223372036854775808",
    "99999999999999999999999",
    "1.5",
    "\"10\"",
    "true",
    "0x10",
    "1e400",
];
const QUANTITIES: &[&str] = &[
    "100m",
    "1",
    "0.5",
    "2Gi",
    "128Mi",
    "1e99999",
    "9999999999999999999999Ei",
    "-1",
    "--1",
    "1.5.5Gi",
    "0",
    "\"\"",
    "1n",
    "18446744073709551616",
];
const COMMANDS: &[&str] = &[
    "[sleep, \"3600\"]",
    "[sh, -c, \"exit 1\"]",
    "[\"/bin/sh\", \"-c\", \"sleep 5; exit 3\"]",
    "[sleep, infinity]",
    "[]",
    "true",
    "[sh, -c, \"trap 'exit 0' TERM; sleep 99\"]",
    "[sh, -c, \"exec tail -f /dev/null\"]",
    "[sh, -c, \"for i in $(seq 1 3); do nc -z db 5432 && exit 0; sleep 1; done; exit 1\"]",
    "[sh, -c, \"if ! wget -q http://x; then exit 1; fi; until nslookup db; do sleep 2; done\"]",
    "[bash, -e, /scripts/run.sh]",
];
const DURATIONS: &[&str] =
    &["0s", "1s", "30s", "2m", "1h", "7d", "8d", "-5s", "1.5s", "10", "99999999999h", "soon", "1500ms"];
const ACTIONS: &[&str] = &[
    "delete",
    "updateImage",
    "nodeReboot",
    "kubeletRestart",
    "stopKubelet",
    "startKubelet",
    "debug",
    "dependencyReady",
    "explode",
];
const FAULTS: &[&str] = &[
    "exit: 2",
    "oomKill: true",
    "probe: readiness",
    "probe: liveness",
    "imagePull: fails",
    "slowStart: 20s",
    "preStopHangs: true",
    "attempts: 99999999",
    "configMap: cfg",
];
const BEHAVIOURS: &[&str] = &[
    "{runSeconds: 20, exitCode: 0}",
    "{runSeconds: 1, exitCode: 3}",
    "{startDelaySeconds: 10}",
    "{onSigterm: ignore}",
    "{onSigterm: {afterSeconds: 5, exitCode: 0}}",
    "{image: pullFails}",
    "{probes: {liveness: alwaysFail}}",
    "{hooks: {postStart: {runSeconds: 5}}}",
    "{waitsFor: db}",
    "{runSeconds: -1, exitCode: 99999999999999999999}",
    "[1]",
];

fn pick(pool: &'static [&'static str]) -> impl Strategy<Value = &'static str> {
    prop::sample::select(pool)
}

/// One container, as the lines of a YAML list item indented under `containers:`.
fn container() -> impl Strategy<Value = String> {
    (pick(NAMES), pick(IMAGES), prop::option::of(pick(POLICIES)), prop::option::of(pick(COMMANDS)), prop::option::of((pick(QUANTITIES), pick(QUANTITIES))), prop::option::of((pick(INTS), pick(INTS))), prop::option::of(pick(COMMANDS)))
        .prop_map(|(name, image, policy, command, resources, probe, pre_stop)| {
            let mut out = format!("    - name: {name}\n      image: {image}\n");
            if let Some(policy) = policy {
                out.push_str(&format!("      restartPolicy: {policy}\n"));
            }
            if let Some(command) = command {
                out.push_str(&format!("      command: {command}\n"));
            }
            if let Some((cpu, memory)) = resources {
                out.push_str(&format!("      resources: {{requests: {{cpu: {cpu}, memory: {memory}}}, limits: {{memory: {memory}}}}}\n"));
            }
            if let Some((period, threshold)) = probe {
                out.push_str(&format!("      startupProbe: {{exec: {{command: [\"true\"]}}, periodSeconds: {period}, failureThreshold: {threshold}}}\n      readinessProbe: {{tcpSocket: {{port: 80}}, periodSeconds: {period}}}\n"));
            }
            if let Some(command) = pre_stop {
                out.push_str(&format!("      lifecycle: {{preStop: {{exec: {{command: {command}}}}}}}\n"));
            }
            out
        })
}

/// One scenario step: a fault or an action, at a time or after a condition.
fn step() -> impl Strategy<Value = String> {
    (prop::bool::ANY, pick(ACTIONS), pick(FAULTS), pick(DURATIONS), pick(NAMES), pick(DURATIONS)).prop_map(|(is_action, action, fault, at, container, until)| {
        if is_action {
            format!("- {{at: {at}, do: {action}, container: {container}, name: {container}, image: \"nginx:1.28\", gracePeriodSeconds: 5}}\n")
        } else {
            format!("- {{at: {at}, until: {until}, container: {container}, {fault}}}\n")
        }
    })
}

/// A whole manifest: a Pod (or a Deployment), then maybe a `kind: Scenario` document.
fn manifest() -> impl Strategy<Value = String> {
    (
        prop::bool::ANY,
        pick(POLICIES),
        prop::option::of(pick(INTS)),
        prop::collection::vec(container(), 0..4),
        prop::collection::vec(container(), 0..4),
        prop::option::of((
            prop::option::of(pick(DURATIONS)),
            prop::option::of(any::<u64>()),
            prop::bool::ANY,
            prop::collection::vec((pick(NAMES), pick(BEHAVIOURS)), 0..3),
            prop::collection::vec(step(), 0..5),
        )),
        prop::option::of(0usize..400),
    )
        .prop_map(|(deployment, policy, grace, init, apps, scenario, cut)| {
            let mut spec = format!("restartPolicy: {policy}\n");
            if let Some(grace) = grace {
                spec.push_str(&format!("terminationGracePeriodSeconds: {grace}\nactiveDeadlineSeconds: {grace}\n"));
            }
            spec.push_str("initContainers:\n");
            spec.extend(init);
            spec.push_str("containers:\n");
            spec.extend(apps);
            let indent = |text: &str, by: usize| {
                text.lines().map(|line| format!("{}{line}\n", " ".repeat(by))).collect::<String>()
            };
            let mut out = if deployment {
                format!(
                    "apiVersion: apps/v1\nkind: Deployment\nmetadata: {{name: web}}\nspec:\n  template:\n    spec:\n{}",
                    indent(&spec, 6)
                )
            } else {
                format!("apiVersion: v1\nkind: Pod\nmetadata: {{name: prop}}\nspec:\n{}", indent(&spec, 2))
            };
            if let Some((until, seed, ideal, behaviours, steps)) = scenario {
                out.push_str("---\nkind: Scenario\n");
                out.push_str(if ideal { "timing: ideal\n" } else { "timing: realistic\n" });
                if let Some(until) = until {
                    out.push_str(&format!("until: {until}\n"));
                }
                if let Some(seed) = seed {
                    out.push_str(&format!("seed: {seed}\n"));
                }
                out.push_str("behaviour:\n");
                for (name, behaviour) in behaviours {
                    out.push_str(&format!("  {name}: {behaviour}\n"));
                }
                let (faults, actions): (Vec<String>, Vec<String>) =
                    steps.into_iter().partition(|s| !s.contains(" do: "));
                out.push_str("faults:\n");
                out.extend(faults);
                out.push_str("actions:\n");
                out.extend(actions);
            }
            // Sometimes the text is cut short, as a half-typed edit is.
            if let Some(cut) = cut {
                let mut end = cut.min(out.len());
                while !out.is_char_boundary(end) {
                    end -= 1;
                }
                out.truncate(end);
            }
            out
        })
}

/// The pipeline the playground runs on an edit: the analysis, the scenario and the simulation.
fn pipeline(
    text: &str,
    version: KubeVersion,
    event_cap: u64,
) -> (podsim::analysis::Analysis, Scenario, SimOptions, Simulation) {
    let analysis = analyze(text, version);
    let scenario = Scenario::from_parsed(&analysis.parsed);
    let mut options = SimOptions { version, ..SimOptions::default() }.with_scenario(&scenario);
    options.event_cap = options.event_cap.min(event_cap);
    let simulation = simulate(&analysis.pod, &scenario, &options);
    (analysis, scenario, options, simulation)
}

/// Everything a user can see of a run, as one string.
fn rendered(analysis: &podsim::analysis::Analysis, simulation: &Simulation) -> String {
    let mut out = format!(
        "{:?}\n{}\n{:?} {:?}\n",
        analysis.diagnostics,
        analysis.kubectl_output(),
        analysis.resources,
        analysis.qos
    );
    out.push_str(&serde_json::to_string(simulation).unwrap_or_else(|e| format!("unserialisable: {e}")));
    out.push_str(&simulation.timeline_text(true));
    for t in [0, simulation.end_ms / 3, simulation.end_ms] {
        out.push_str(
            &serde_json::to_string(&simulation.state_at(t)).unwrap_or_else(|e| format!("unserialisable: {e}")),
        );
        out.push_str(&simulation.watch_lines(t).join("\n"));
    }
    out
}

fn version() -> impl Strategy<Value = KubeVersion> {
    prop::sample::select(KubeVersion::ALL.to_vec())
}

// The test harness, not the core, reads the environment: longer runs are opt-in.
#[expect(clippy::disallowed_methods, reason = "PODSIM_PROPTEST_CASES sets the case count of a longer run")]
fn config() -> ProptestConfig {
    let cases = std::env::var("PODSIM_PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(64);
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn any_text_gives_diagnostics_inside_the_text(text in "(\\PC|[\n\r\t:{}\\[\\]&*!|>'\"#-]){0,300}", version in version()) {
        let analysis = analyze(&text, version);
        let lines = u32::try_from(text.split(['\n', '\r']).count()).unwrap_or(u32::MAX);
        for diagnostic in &analysis.diagnostics {
            prop_assert!(!diagnostic.message.is_empty());
            if let Some(location) = diagnostic.location {
                prop_assert!(location.line >= 1 && location.line <= lines.saturating_add(1), "{diagnostic:?} outside {lines} lines of {text:?}");
            }
        }
    }

    #[test]
    fn random_pods_and_scenarios_stay_within_the_limits(text in manifest(), version in version()) {
        let (analysis, scenario, options, simulation) = pipeline(&text, version, 50_000);
        let lines = u32::try_from(text.split(['\n', '\r']).count()).unwrap_or(u32::MAX);
        for diagnostic in analysis.diagnostics.iter().chain(&simulation.diagnostics) {
            if let Some(location) = diagnostic.location {
                prop_assert!(location.line <= lines.saturating_add(1), "{diagnostic:?} outside {lines} lines");
            }
        }
        prop_assert!(scenario.faults.len() + scenario.actions.len() <= MAX_STEPS);
        prop_assert!(scenario.until_ms.is_none_or(|until| until <= MAX_SCENARIO_MS), "until {:?}", scenario.until_ms);
        prop_assert!(options.horizon_ms <= MAX_SCENARIO_MS);
        // A run is at least 1 ms long, so that its lanes have a width even at `until: 0s`.
        prop_assert!(simulation.end_ms <= options.horizon_ms.max(1), "end {} past horizon {}", simulation.end_ms, options.horizon_ms);
        for fact in &simulation.facts {
            prop_assert!(fact.t_ms <= options.horizon_ms, "{fact:?} past the horizon {}", options.horizon_ms);
        }
        prop_assert!(!simulation.notes.is_empty(), "every run says why it stopped");
    }

    #[test]
    fn any_script_is_classified_once_and_the_same_way(
        script in "(\\PC|[\n;&|(){}'\"$#<>!\\\\]|if |then |fi|while |do |done|for |until |exec |sleep |exit ){0,200}",
        kind in prop::sample::select(vec![podsim::ContainerKind::Init, podsim::ContainerKind::App, podsim::ContainerKind::Sidecar, podsim::ContainerKind::Ephemeral]),
        policy in prop::sample::select(vec!["Always", "Never"]),
    ) {
        let container = podsim::model::Container {
            image: Some("busybox:1.36".to_owned()),
            command: vec!["sh".to_owned(), "-c".to_owned(), script],
            ..podsim::model::Container::default()
        };
        let first = podsim::process::classify(&container, kind, policy);
        let explanation = first.explanation.text();
        prop_assert!(!explanation.en.is_empty() && !explanation.zh.is_empty());
        prop_assert_eq!(first, podsim::process::classify(&container, kind, policy));
    }

    #[test]
    fn a_tiny_event_cap_stops_the_run_with_a_note(text in manifest(), cap in 1u64..20) {
        let (_, _, _, simulation) = pipeline(&text, KubeVersion::V1_35, cap);
        let notes = simulation.notes.iter().map(ToString::to_string).collect::<Vec<_>>();
        let capped = notes.iter().any(|note| note.contains("the event cap was reached"));
        let settled = notes.iter().any(|note| note.contains("horizon") || note.starts_with("nothing"));
        prop_assert!(capped || settled, "notes: {notes:?}");
    }

    #[test]
    fn the_same_text_gives_the_same_output(text in manifest(), version in version()) {
        let (first_analysis, _, _, first) = pipeline(&text, version, 50_000);
        let (second_analysis, _, _, second) = pipeline(&text, version, 50_000);
        prop_assert_eq!(rendered(&first_analysis, &first), rendered(&second_analysis, &second));
    }
}

/// Documented limits (`docs/limits.md`): each is hit by an input made for it and answered with
/// its message. A watchdog turns a hang into a failure; the run times are in `docs/limits.md`.
mod limits {
    use std::sync::mpsc;
    use std::time::Duration;

    use podsim::KubeVersion;
    use podsim::engine::DEFAULT_EVENT_CAP;
    use podsim::scenario::Scenario;
    use podsim::share::{
        MAX_FRAGMENT_CHARS, MAX_PAYLOAD_BYTES, ShareError, ShareState, decode_fragment, encode_fragment,
        encode_yaml_fragment,
    };

    use super::pipeline;

    /// Runs `work` on its own thread; a run that does not finish within 20 s fails the test.
    fn within_watchdog<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
        let (sender, receiver) = mpsc::channel();
        std::thread::spawn(move || {
            let _ = sender.send(work());
        });
        receiver
            .recv_timeout(Duration::from_secs(20))
            .unwrap_or_else(|_| panic!("no answer within 20 s: the limit does not stop the work"))
    }

    fn messages(text: String) -> Vec<String> {
        within_watchdog(move || {
            podsim::analysis::analyze(&text, KubeVersion::V1_35).diagnostics.into_iter().map(|d| d.message).collect()
        })
    }

    fn pod(containers: &str) -> String {
        format!("apiVersion: v1\nkind: Pod\nmetadata:\n  name: limits\nspec:\n  containers:\n{containers}")
    }

    #[test]
    fn more_than_sixteen_flow_collections_left_of_their_key_are_refused() {
        // Each refused region costs a new read of the whole text: 16 are re-indented, near 2 MiB.
        let region = |index: usize| format!("  - name: c{index}\n    image: busybox\n    args: [\n  x\n    ]\n");
        let padding = format!("# {}\n", "x".repeat(1_900_000));
        let accepted = format!("{padding}{}", pod(&(0..16).map(region).collect::<String>()));
        assert!(messages(accepted).is_empty(), "16 regions are read as go-yaml reads them");
        let refused = format!("{padding}{}", pod(&(0..17).map(region).collect::<String>()));
        let found = messages(refused);
        assert_eq!(found, ["error converting YAML to JSON: yaml: line 91: invalid indentation"]);
    }

    #[test]
    fn input_above_two_mebibytes_is_refused() {
        let text = format!("{}# {}\n", pod("  - {name: app, image: busybox}\n"), "x".repeat(2 * 1024 * 1024));
        let length = text.len();
        let found = messages(text);
        let expected = format!(
            "the input is {length} bytes; podsim reads at most 2097152 bytes (a Pod manifest is rarely above 50 KB)"
        );
        assert!(found.contains(&expected), "{found:?}");
    }

    #[test]
    fn nesting_deeper_than_sixty_four_levels_is_refused() {
        for text in [
            format!("{}1{}", "[".repeat(65), "]".repeat(65)),
            (0..1_000).map(|depth| format!("{}k:\n", " ".repeat(depth))).collect(),
        ] {
            let found = messages(text);
            assert!(
                found.iter().any(|m| m == "the YAML is nested more than 64 levels deep; podsim stops here"),
                "{found:?}"
            );
        }
        // Deeper flow nesting is stopped by the YAML parser itself, before podsim sees it.
        let found = messages(format!("{}1{}", "[".repeat(20_000), "]".repeat(20_000)));
        assert!(
            found.iter().any(|m| m == "error converting YAML to JSON: yaml: line 1: recursion limit exceeded"),
            "{found:?}"
        );
    }

    #[test]
    fn alias_bombs_stop_at_two_hundred_thousand_nodes() {
        let mut text = String::from("a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
        for level in 1..10 {
            text.push_str(&format!("a{level}: &a{level} [{}]\n", vec![format!("*a{}", level - 1); 9].join(", ")));
        }
        let found = messages(text);
        assert!(
            found
                .iter()
                .any(|m| m == "the YAML expands to more than 200000 nodes (aliases included); podsim stops here"),
            "{found:?}"
        );
        let found = messages("kind: Pod\nspec: *nowhere\n".to_owned());
        assert!(
            found.iter().any(|m| m == "error converting YAML to JSON: yaml: unknown anchor 'nowhere' referenced"),
            "{found:?}"
        );
    }

    #[test]
    fn a_thousand_containers_are_analysed_but_not_simulated() {
        let containers: String =
            (0..1000).map(|i| format!("  - name: c{i}\n    image: busybox\n    command: [sleep, \"{i}\"]\n")).collect();
        let text = pod(&containers);
        let (errors, notes) = within_watchdog(move || {
            let (analysis, _, _, simulation) = pipeline(&text, KubeVersion::V1_35, DEFAULT_EVENT_CAP);
            (analysis.has_errors(), simulation.notes.iter().map(ToString::to_string).collect::<Vec<_>>())
        });
        assert!(!errors);
        assert!(notes.iter().any(|note| note.starts_with("not simulated: this Pod has 1000 containers")), "{notes:?}");
    }

    #[test]
    fn more_than_a_thousand_scenario_steps_are_refused() {
        let steps: String = (0..1001).map(|i| format!("- {{at: {i}s, do: kubeletRestart}}\n")).collect();
        let scenario = within_watchdog(move || Scenario::parse(&format!("kind: Scenario\nactions:\n{steps}")));
        assert!(
            scenario
                .diagnostics
                .iter()
                .any(|d| d.message == "the scenario has 1001 faults and actions; podsim runs at most 1000"),
            "{:?}",
            scenario.diagnostics
        );
        assert!(scenario.actions.len() + scenario.faults.len() <= 1000);
    }

    #[test]
    fn durations_beyond_seven_days_are_refused() {
        let scenario = Scenario::parse("kind: Scenario\nuntil: 169h\n");
        assert!(
            scenario
                .diagnostics
                .iter()
                .any(|d| d.message.contains("the duration \"169h\" is out of range (at most 7 days)")),
            "{:?}",
            scenario.diagnostics
        );
        assert_eq!(scenario.until_ms, None);
    }

    #[test]
    fn fault_attempts_beyond_a_million_are_refused() {
        let scenario = Scenario::parse(
            "kind: Scenario\nfaults:\n- {at: 1s, container: app, probe: liveness, attempts: 1000001}\n",
        );
        assert!(
            scenario.diagnostics.iter().any(|d| d.message == "`attempts` is 1000001; it must be between 1 and 1000000"),
            "{:?}",
            scenario.diagnostics
        );
    }

    #[test]
    fn a_run_stops_at_the_event_cap_with_a_note() {
        // One container crash-looping for seven virtual days, with a cap far below its events.
        let containers = "  - name: c0\n    image: busybox\n    command: [sh, -c, \"exit 1\"]\n";
        let text = format!("{}---\nkind: Scenario\ntiming: ideal\nuntil: 168h\n", pod(containers));
        let cap = DEFAULT_EVENT_CAP / 250;
        let notes = within_watchdog(move || {
            pipeline(&text, KubeVersion::V1_35, cap).3.notes.iter().map(ToString::to_string).collect::<Vec<_>>()
        });
        assert!(
            notes
                .iter()
                .any(|n| n.starts_with("stopped after 2000 events at ") && n.ends_with(": the event cap was reached")),
            "{notes:?}"
        );
    }

    #[test]
    fn a_run_stops_at_the_work_budget_with_a_note() {
        // 100 containers crash-looping for seven virtual days: the work budget stops the run.
        let containers: String = (0..100)
            .map(|i| format!("  - name: c{i}\n    image: busybox\n    command: [sh, -c, \"exit 1\"]\n"))
            .collect();
        let text = format!("{}---\nkind: Scenario\ntiming: ideal\nuntil: 168h\n", pod(&containers));
        let notes = within_watchdog(move || {
            pipeline(&text, KubeVersion::V1_35, DEFAULT_EVENT_CAP)
                .3
                .notes
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
        });
        assert!(
            notes.iter().any(|n| n.starts_with("stopped at ")
                && n.contains(": the run reached podsim's work budget (")
                && n.contains("states of 100 containers); shorten `until` or simulate fewer containers")),
            "{notes:?}"
        );
    }

    #[test]
    fn links_beyond_two_mebibytes_are_refused() {
        let expected = "this link unpacks to more than 2048 KiB of scenario, which podsim refuses; share the YAML as a file instead";
        // A deflate bomb: a few KiB of link that would unpack to 3 MiB.
        let bomb = encode_fragment(&ShareState::from_yaml("a".repeat(3 * 1024 * 1024)));
        assert!(bomb.len() < 64 * 1024, "the bomb is small: {}", bomb.len());
        for fragment in [
            bomb,
            encode_yaml_fragment(&"b".repeat(MAX_PAYLOAD_BYTES + 1)),
            format!("1.{}", "A".repeat(MAX_FRAGMENT_CHARS)),
        ] {
            let result = within_watchdog(move || decode_fragment(&fragment));
            assert!(matches!(result, Err(ShareError::TooLarge { .. })), "{result:?}");
            assert_eq!(result.map(|_| ()).unwrap_err().to_string(), expected);
        }
    }
}
