//! `lifecycle.stopSignal` (KEP-4960) per version and `ContainerStopSignals` state: dropped on
//! create with the gate off (dropContainerStopSignals), checked by validateStopSignal with it on.

use super::*;
use crate::defaults::apply_defaults_with;
use crate::spec::{PodOs, Signal};

const VERSIONS: [KubeVersion; 5] =
    [KubeVersion::V1_33, KubeVersion::V1_34, KubeVersion::V1_35, KubeVersion::V1_36, KubeVersion::V1_37];

/// The API server's cause lines for `yaml` on `version`, with the gate on or off.
fn lines(yaml: &str, version: KubeVersion, gate_on: bool) -> (Vec<String>, Vec<String>) {
    let gates = FeatureGates { container_stop_signals: gate_on, ..version.gates() };
    let mut pod = crate::parse(yaml).pod;
    let dropped = apply_defaults_with(&mut pod, version, gates).into_iter().map(|d| d.field).collect();
    (validate_created_pod(&pod, version, gates).iter().map(|e| e.line("")).collect(), dropped)
}

/// A Pod with `os` (`spec.os.name`, if any), a sidecar, and an app container whose lifecycle
/// carries `signal`.
fn pod(os: Option<&str>, signal: &str) -> String {
    let os = os.map(|name| format!("  os: {{name: {name}}}\n")).unwrap_or_default();
    format!(
        "kind: Pod\nmetadata: {{name: p}}\nspec:\n{os}  initContainers:\n  - {{name: side, image: app, restartPolicy: Always, lifecycle: {{stopSignal: {signal}}}}}\n  containers:\n  - {{name: app, image: app, lifecycle: {{stopSignal: {signal}}}}}\n"
    )
}

#[test]
fn the_field_is_dropped_on_create_while_the_gate_is_off() {
    for version in VERSIONS {
        let (errors, dropped) = lines(&pod(None, "SIGFOO"), version, false);
        assert!(errors.is_empty(), "{version}: {errors:?}");
        assert_eq!(
            dropped,
            ["spec.initContainers[0].lifecycle.stopSignal", "spec.containers[0].lifecycle.stopSignal"],
            "{version}"
        );
    }
}

#[test]
fn an_init_container_left_without_a_lifecycle_is_not_refused_for_it() {
    // dropContainerStopSignals removes a lifecycle the dropped field leaves empty, so the
    // init-container rule (lifecycle only with restartPolicy=Always) does not see it.
    let yaml = "kind: Pod\nmetadata: {name: p}\nspec:\n  os: {name: linux}\n  initContainers:\n  - {name: init, image: app, lifecycle: {stopSignal: SIGQUIT}}\n  containers:\n  - {name: app, image: app}\n";
    for version in VERSIONS {
        assert!(lines(yaml, version, false).0.is_empty(), "{version}");
        assert_eq!(
            lines(yaml, version, true).0,
            ["spec.initContainers[0].lifecycle: Forbidden: may not be set for init containers without restartPolicy=Always"],
            "{version}"
        );
    }
}

#[test]
fn validate_stop_signal_needs_spec_os() {
    for version in VERSIONS {
        let (errors, dropped) = lines(&pod(None, "SIGQUIT"), version, true);
        assert!(dropped.is_empty());
        assert_eq!(
            errors,
            [
                "spec.containers[0].lifecycle.stopSignal: Forbidden: may not be set for containers with empty `spec.os.name`",
                "spec.initContainers[0].lifecycle.stopSignal: Forbidden: may not be set for containers with empty `spec.os.name`",
            ],
            "{version}"
        );
    }
}

#[test]
fn validate_stop_signal_checks_the_signal_against_the_pods_os() {
    for version in VERSIONS {
        assert!(lines(&pod(Some("linux"), "SIGQUIT"), version, true).0.is_empty(), "{version}");
        assert!(lines(&pod(Some("linux"), "SIGRTMAX-3"), version, true).0.is_empty(), "{version}");
        assert!(lines(&pod(Some("windows"), "SIGKILL"), version, true).0.is_empty(), "{version}");
        assert_eq!(
            lines(&pod(Some("windows"), "SIGQUIT"), version, true).0,
            [
                "spec.containers[0].lifecycle.stopSignal: Unsupported value: \"SIGQUIT\": supported values: \"SIGKILL\", \"SIGTERM\"",
                "spec.initContainers[0].lifecycle.stopSignal: Unsupported value: \"SIGQUIT\": supported values: \"SIGKILL\", \"SIGTERM\"",
            ],
            "{version}"
        );
        let linux: Vec<String> = Signal::supported_on(PodOs::Linux).iter().map(|name| format!("\"{name}\"")).collect();
        let (errors, _) = lines(&pod(Some("linux"), "quit"), version, true);
        assert_eq!(
            errors.first().map(String::as_str),
            Some(
                format!(
                    "spec.containers[0].lifecycle.stopSignal: Unsupported value: \"quit\": supported values: {}",
                    linux.join(", ")
                )
                .as_str()
            ),
            "{version}"
        );
    }
}

#[test]
fn the_refused_signal_is_printed_as_json_since_upstream_passes_a_pointer() {
    let (errors, _) = lines(&pod(Some("windows"), "'SIG<1>'"), KubeVersion::V1_37, true);
    assert_eq!(
        errors.first().map(String::as_str),
        Some(
            "spec.containers[0].lifecycle.stopSignal: Unsupported value: \"SIG\\u003c1\\u003e\": supported values: \"SIGKILL\", \"SIGTERM\""
        )
    );
}

#[test]
fn an_os_name_validate_os_refuses_gets_no_stop_signal_error() {
    let (errors, _) = lines(&pod(Some("mac"), "SIGQUIT"), KubeVersion::V1_37, true);
    assert_eq!(errors, ["spec.os: Unsupported value: \"mac\": supported values: \"linux\", \"windows\""]);
}
