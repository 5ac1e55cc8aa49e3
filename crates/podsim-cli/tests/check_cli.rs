//! `podsim check` end to end: the built binary on the files in `tests/data/`.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn data(relative: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(relative).to_string_lossy().into_owned()
}

fn podsim(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_podsim")).args(args).output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Runs `check --json` on a data file and returns the exit code and the parsed report.
fn check_json(file: &str, version: &str) -> (i32, Value) {
    let output = podsim(&["check", "--json", "--k8s", version, &data(file)]);
    let report: Value = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|error| panic!("{file}: not JSON ({error}): {}", stdout(&output)));
    (output.status.code().unwrap_or(-1), report)
}

fn warning_codes(report: &Value) -> Vec<String> {
    report["warnings"].as_array().unwrap().iter().map(|w| w["code"].as_str().unwrap().to_owned()).collect()
}

fn first_error(report: &Value) -> &Value {
    &report["errors"][0]
}

#[test]
fn every_lint_fires_on_its_example_and_not_on_the_near_miss() {
    for number in 1..=9 {
        let code = format!("PS00{number}");
        // PS009 is about clusters without native sidecars; its near miss is the same Pod on 1.35.
        let (positive_version, near_miss, near_miss_version) = if code == "PS009" {
            ("legacy", format!("lint/{code}.yaml"), "1.35")
        } else {
            ("1.35", format!("lint/{code}-ok.yaml"), "1.35")
        };
        let (exit, report) = check_json(&format!("lint/{code}.yaml"), positive_version);
        assert_eq!(exit, 0, "{code}: {report}");
        assert_eq!(report["valid"], true, "{code}");
        assert!(warning_codes(&report).contains(&code), "{code} did not fire: {report}");
        let warning = report["warnings"].as_array().unwrap().iter().find(|w| w["code"] == code.as_str()).unwrap();
        assert!(warning["line"].as_u64().unwrap() > 1, "{code} has no useful line: {warning}");
        let (exit, report) = check_json(&near_miss, near_miss_version);
        assert_eq!(exit, 0, "{code} near miss: {report}");
        assert!(!warning_codes(&report).contains(&code), "{code} fired on its near miss: {report}");
    }
}

#[test]
fn lint_warnings_point_at_the_right_line() {
    let expected = [
        ("PS001", 10, "init container `log-collector` never finishes"),
        ("PS003", 7, "sidecar `envoy-proxy` has no startupProbe"),
        ("PS004", 11, "terminationGracePeriodSeconds is 10"),
        ("PS005", 7, "emptyDir volume `generated-config` is mounted only by `generate-config`"),
        ("PS006", 14, "both declare containerPort 8080/TCP"),
        ("PS007", 13, "waits with no time limit"),
        ("PS008", 12, "adds capability NET_ADMIN"),
    ];
    for (code, line, words) in expected {
        let (_, report) = check_json(&format!("lint/{code}.yaml"), "1.35");
        let warning = &report["warnings"][0];
        assert_eq!(warning["code"], code);
        assert_eq!(warning["line"], line, "{code}: {warning}");
        assert!(warning["message"].as_str().unwrap().contains(words), "{code}: {warning}");
    }
}

#[test]
fn text_mode_prints_kubectl_then_located_warnings_with_a_fix() {
    let file = data("lint/PS002.yaml");
    let output = podsim(&["check", &file]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "job.batch/db-migration created");
    assert!(lines[1].starts_with(&format!("{file}:15:9: warning[PS002]: container `cloud-sql-proxy`")), "{text}");
    assert!(lines[2].starts_with("  fix: make `cloud-sql-proxy` a native sidecar"), "{text}");
}

#[test]
fn yaml_syntax_errors_are_located_and_worded_like_kubectl() {
    let (exit, report) = check_json("input/yaml-syntax.yaml", "1.35");
    assert_eq!(exit, 1);
    assert_eq!(report["valid"], false);
    let error = first_error(&report);
    assert_eq!(error["type"], "yaml-syntax");
    assert_eq!(error["line"], 8);
    assert!(error["message"].as_str().unwrap().starts_with("error converting YAML to JSON: yaml: line 8:"));
    let text = stdout(&podsim(&["check", &data("input/yaml-syntax.yaml")]));
    assert!(text.starts_with("error: error parsing "), "{text}");
}

#[test]
fn duplicate_keys_are_accepted_with_a_warning_naming_both_lines() {
    let (exit, report) = check_json("input/duplicate-key.yaml", "1.35");
    assert_eq!(exit, 0, "kubectl decodes YAML without strict mode: the last value wins");
    let warning = &report["warnings"][0];
    assert_eq!(warning["code"], "yaml-duplicate-key");
    assert_eq!(warning["line"], 9);
    assert!(warning["message"].as_str().unwrap().contains("at lines 8 and 9"), "{warning}");
    let text = stdout(&podsim(&["check", &data("input/duplicate-key.yaml")]));
    assert!(text.starts_with("pod/twice created\n"), "{text}");
    assert!(text.contains(":9:5: warning[yaml-duplicate-key]: key \"image\" is set twice"), "{text}");
}

#[test]
fn unknown_fields_name_the_full_path_and_suggest_the_known_one() {
    let (exit, report) = check_json("input/unknown-field.yaml", "1.35");
    assert_eq!(exit, 1);
    let error = first_error(&report);
    assert_eq!(error["type"], "unknown-field");
    assert_eq!(error["field"], "spec.containers[0].imagePullPolcy");
    assert_eq!(
        error["message"],
        "unknown field \"spec.containers[0].imagePullPolcy\", did you mean \"imagePullPolicy\"?"
    );
    assert_eq!((error["line"].as_u64(), error["column"].as_u64()), (Some(9), Some(5)));
    let file = data("input/unknown-field.yaml");
    let text = stdout(&podsim(&["check", &file]));
    assert_eq!(
        text.lines().next(),
        Some(
            format!(
                "Error from server (BadRequest): error when creating \"{file}\": Pod in version \"v1\" cannot be \
                 handled as a Pod: strict decoding error: unknown field \"spec.containers[0].imagePullPolcy\""
            )
            .as_str()
        )
    );
}

#[test]
fn wrong_types_name_the_expected_go_type() {
    let (exit, report) = check_json("input/wrong-type.yaml", "1.35");
    assert_eq!(exit, 1);
    let error = first_error(&report);
    assert_eq!(error["type"], "type-mismatch");
    assert_eq!(error["field"], "spec.containers[0].env[0].value");
    assert_eq!(
        error["message"],
        "json: cannot unmarshal number into Go struct field EnvVar.spec.containers.env.value of type string"
    );
    assert_eq!(error["line"], 11);
}

#[test]
fn json_input_is_read_and_located() {
    let (exit, report) = check_json("input/pod.json", "1.35");
    assert_eq!(exit, 1);
    let error = first_error(&report);
    assert_eq!(
        error["message"],
        "json: cannot unmarshal string into Go struct field ContainerPort.spec.containers.ports.containerPort of type int32"
    );
    assert_eq!(error["line"], 7);
}

#[test]
fn workloads_are_checked_with_paths_from_their_own_root() {
    let (exit, report) = check_json("input/deployment.yaml", "1.35");
    assert_eq!(exit, 1);
    let error = first_error(&report);
    assert_eq!(error["field"], "spec.template.spec.containers[0].terminationMesagePolicy");
    assert!(error["message"].as_str().unwrap().ends_with("did you mean \"terminationMessagePolicy\"?"));
    let text = stdout(&podsim(&["check", &data("input/deployment.yaml")]));
    assert!(text.contains("Deployment in version \"v1\" cannot be handled as a Deployment: strict decoding error"));

    let (exit, report) = check_json("input/cronjob.yaml", "1.35");
    assert_eq!(exit, 0, "{report}");
    assert_eq!(warning_codes(&report), ["PS002"]);
    let text = stdout(&podsim(&["check", &data("input/cronjob.yaml")]));
    assert!(text.starts_with("cronjob.batch/nightly created\n"), "{text}");
}

#[test]
fn a_job_without_restart_policy_is_rejected_like_the_api_server_does() {
    let output = podsim(&["check", &data("input/job-no-restart-policy.yaml")]);
    assert_eq!(output.status.code(), Some(1));
    let cause = "spec.template.spec.restartPolicy: Required value: valid values: \"OnFailure\", \"Never\"";
    let text = stdout(&output);
    assert!(text.starts_with(&format!("The Job \"j\" is invalid: {cause}\n")), "{text}");
    assert!(text.contains(&format!("job-no-restart-policy.yaml:7:5: error[FieldValueRequired]: {cause}")), "{text}");

    let (exit, report) = check_json("input/job-no-restart-policy.yaml", "1.33");
    assert_eq!(exit, 1);
    assert_eq!(report["valid"], false);
    let error = first_error(&report);
    assert_eq!(error["field"], "spec.template.spec.restartPolicy");
    assert_eq!(error["type"], "FieldValueRequired");
    assert_eq!((error["line"].as_u64(), error["column"].as_u64()), (Some(7), Some(5)));
}

#[test]
fn kubectl_get_output_and_multiple_documents_are_understood() {
    let (exit, report) = check_json("input/kubectl-get.yaml", "1.35");
    assert_eq!(exit, 0, "{report}");
    assert_eq!(report["errors"], Value::Array(Vec::new()));
    assert_eq!(report["warnings"], Value::Array(Vec::new()));

    let (exit, report) = check_json("input/multi-document.yaml", "1.35");
    assert_eq!(exit, 0, "{report}");
    let text = stdout(&podsim(&["check", &data("input/multi-document.yaml")]));
    assert!(text.starts_with("pod/first created\n"), "{text}");
    assert!(text.contains(":17:1: note: Service \"first\" has no selector"), "{text}");
}

#[test]
fn valid_pods_exit_zero_with_kubectls_created_line() {
    let output = podsim(&["check", &data("input/valid-pod.yaml")]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), "pod/web created\n");
    let (_, report) = check_json("input/valid-pod.yaml", "1.35");
    let keys: Vec<&String> = report.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["errors", "valid", "warnings"]);
}

#[test]
fn empty_input_is_invalid() {
    let (exit, report) = check_json("input/empty.yaml", "1.35");
    assert_eq!(exit, 1);
    assert_eq!(first_error(&report)["type"], "empty-input");
    assert_eq!(
        stdout(&podsim(&["check", &data("input/empty.yaml")])).lines().next(),
        Some("error: no objects passed to apply")
    );
}

fn scratch_file(name: &str, bytes: &[u8]) -> String {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, bytes).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn unreadable_input_exits_two() {
    let latin1 = scratch_file("check-latin1.yaml", b"apiVersion: v1\nkind: Pod\nmetadata:\n  name: caf\xe9\n");
    let output = podsim(&["check", &latin1]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not UTF-8"));
    let output = podsim(&["check", "--json", &latin1]);
    assert_eq!(output.status.code(), Some(2));
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(first_error(&report)["type"], "unreadable");

    let garbage: Vec<u8> = (0..4096u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8).collect();
    let output = podsim(&["check", &scratch_file("check-garbage.bin", &garbage)]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(podsim(&["check", &data("no-such-file.yaml")]).status.code(), Some(2));
}

#[test]
fn binary_garbage_that_is_valid_utf8_is_invalid_not_a_crash() {
    let text: String = (0..2000u32).filter_map(|i| char::from_u32(i.wrapping_mul(7919) % 0x3000)).collect();
    let output = podsim(&["check", "--json", &scratch_file("check-noise.txt", text.as_bytes())]);
    assert_eq!(output.status.code(), Some(1), "{}", stdout(&output));
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["valid"], false);
    assert!(first_error(&report)["line"].is_u64(), "{report}");
}

#[test]
fn standard_input_is_called_stdin() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_podsim"))
        .args(["check", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(std::fs::read(data("input/unknown-field.yaml")).unwrap().as_slice()).unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).contains("error when creating \"STDIN\""), "{}", stdout(&output));
}

#[test]
fn legacy_clusters_turn_the_sidecar_into_a_blocking_init_container() {
    let (exit, report) = check_json("versions/sidecar.yaml", "legacy");
    assert_eq!(exit, 0);
    assert_eq!(warning_codes(&report), ["PS009"]);
    let message = report["warnings"][0]["message"].as_str().unwrap();
    assert!(message.contains("drops `restartPolicy: Always` from init container `logshipper`"), "{message}");
    assert!(message.contains("never finishes"), "{message}");
    assert_eq!(report["warnings"][0]["line"], 10);

    let (exit, report) = check_json("versions/sidecar.yaml", "1.35");
    assert_eq!(exit, 0);
    assert_eq!(warning_codes(&report), Vec::<String>::new());
}

#[test]
fn container_restart_policy_is_forbidden_before_1_35() {
    let (exit, report) = check_json("versions/container-restart-policy.yaml", "1.33");
    assert_eq!(exit, 1, "{report}");
    let error = first_error(&report);
    assert_eq!(error["type"], "FieldValueForbidden");
    assert_eq!(error["field"], "spec.containers[0].restartPolicy");
    assert_eq!(error["message"], "spec.containers[0].restartPolicy: Forbidden: may not be set for non-init containers");
    assert_eq!(error["line"], 10);
    let text = stdout(&podsim(&["check", "--k8s", "1.33", &data("versions/container-restart-policy.yaml")]));
    assert!(text.starts_with(
        "The Pod \"retry-worker\" is invalid: spec.containers[0].restartPolicy: Forbidden: may not be set for non-init containers\n"
    ));

    let (exit, report) = check_json("versions/container-restart-policy.yaml", "1.35");
    assert_eq!(exit, 0, "{report}");
    assert_eq!(report["valid"], true);
}

#[test]
fn fields_newer_than_the_chosen_version_are_unknown_fields() {
    let (exit, report) = check_json("versions/restart-rules.yaml", "1.33");
    assert_eq!(exit, 1);
    assert_eq!(
        first_error(&report)["message"],
        "unknown field \"spec.containers[0].restartPolicyRules\" (the field exists from Kubernetes 1.34)"
    );
    for version in ["1.34", "1.35", "1.36", "1.37"] {
        let (exit, report) = check_json("versions/restart-rules.yaml", version);
        assert_eq!(exit, 0, "{version}: {report}");
    }
}

#[test]
fn an_unserved_api_version_is_refused_by_kubectl() {
    let (exit, report) = check_json("input/old-api-version.yaml", "1.35");
    assert_eq!(exit, 1);
    let error = first_error(&report);
    assert_eq!(error["type"], "unknown-api-version");
    assert_eq!((error["line"].as_u64(), error["column"].as_u64()), (Some(1), Some(13)));
    let file = data("input/old-api-version.yaml");
    let text = stdout(&podsim(&["check", &file]));
    assert!(text.starts_with(&format!(
        "error: resource mapping not found for name: \"legacy-api\" namespace: \"\" from \"{file}\": no matches for kind \
         \"Deployment\" in version \"extensions/v1beta1\"\nensure CRDs are installed first\n"
    )));
}

#[test]
fn resources_reports_the_workload_errors_check_reports() {
    let output = podsim(&["resources", "--json", &data("input/job-no-restart-policy.yaml")]);
    assert_eq!(output.status.code(), Some(1));
    let report: Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| panic!("not JSON ({e})"));
    let errors: Vec<&str> = report["errors"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
    assert_eq!(errors, ["spec.template.spec.restartPolicy: Required value: valid values: \"OnFailure\", \"Never\""]);
}

#[test]
fn resources_and_simulate_refuse_a_pod_the_decoder_rejects() {
    let file = data("input/bad-quantity.yaml");
    let output = podsim(&["resources", "--json", &file]);
    assert_eq!(output.status.code(), Some(1));
    let report: Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| panic!("not JSON ({e})"));
    let errors: Vec<&str> = report["errors"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
    assert_eq!(errors, ["quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"]);
    let text = podsim(&["resources", &file]);
    assert_eq!(text.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&text.stderr).starts_with(&format!("{file}:11:21: error: quantities must match")));

    let simulated = podsim(&["simulate", &file]);
    assert_eq!(simulated.status.code(), Some(1));
    let said = String::from_utf8_lossy(&simulated.stderr);
    assert!(said.starts_with(&format!("{file}:11:21: quantities must match")), "{said}");
    assert!(said.contains(&format!("error when creating \"{file}\": Pod in version \"v1\"")), "{said}");
}

#[test]
fn simulate_at_a_moment_after_the_pod_object_is_gone_answers_not_found() {
    let file = data("input/force-deleted.yaml");
    let before = stdout(&podsim(&["simulate", &file, "--at", "12s"]));
    assert!(before.contains("del3   1/1     Terminating   0          12s"), "{before}");
    let after = podsim(&["simulate", &file, "--at", "20s"]);
    assert_eq!(after.status.code(), Some(0));
    assert_eq!(
        stdout(&after),
        "at 20.0s: the Pod object has been removed from the API\nError from server (NotFound): pods \"del3\" not found\n"
    );
}

#[test]
fn a_legacy_api_server_does_not_know_fields_added_after_1_28() {
    let cases = [
        ("input/legacy-pod-resources.yaml", "spec.resources", 6, 3, 32),
        ("input/legacy-sleep-action.yaml", "spec.containers[0].lifecycle.preStop.sleep", 11, 9, 29),
        ("input/legacy-stop-signal.yaml", "spec.containers[0].lifecycle.stopSignal", 12, 7, 33),
    ];
    for (file, field, line, column, minor) in cases {
        let path = data(file);
        let output = podsim(&["check", "--k8s", "legacy", &path]);
        assert_eq!(output.status.code(), Some(1), "{file}");
        assert_eq!(
            stdout(&output),
            format!(
                "Error from server (BadRequest): error when creating \"{path}\": Pod in version \"v1\" cannot be handled \
                 as a Pod: strict decoding error: unknown field \"{field}\"\n\
                 {path}:{line}:{column}: error[unknown-field]: unknown field \"{field}\" (the field exists from Kubernetes 1.{minor})\n"
            )
        );
        let (exit, report) = check_json(file, "1.35");
        assert_eq!(exit, 0, "{file}: {report}");
        assert_eq!(report["valid"], true, "{file}");
    }
}

#[test]
fn a_generate_name_without_a_name_is_created_as_kubectl_create_does_and_the_note_says_apply_refuses_it() {
    let file = data("input/generate-name.yaml");
    let output = podsim(&["check", &file]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    let first = text.lines().next().unwrap_or("");
    let name = first.strip_prefix("pod/").and_then(|rest| rest.strip_suffix(" created")).unwrap_or("");
    assert!(name.starts_with("web-") && name.len() == 9, "{text}");
    assert!(
        text.contains(&format!(
            "{file}:4:17: note: `kubectl create -f` creates this object, named `{name}` by the API server from \
             generateName; `kubectl apply -f` refuses it: error: from web-: cannot use generate name with apply"
        )),
        "{text}"
    );
    let (exit, report) = check_json("input/generate-name.yaml", "legacy");
    assert_eq!((exit, &report["valid"]), (0, &serde_json::json!(true)));

    let simulated = podsim(&["simulate", &file, "--at", "10s"]);
    assert_eq!(simulated.status.code(), Some(0), "{}", String::from_utf8_lossy(&simulated.stderr));
    assert!(stdout(&simulated).contains(name), "{}", stdout(&simulated));
}

#[test]
fn feature_gates_change_what_the_api_server_does_and_locked_gates_are_refused() {
    let file = data("versions/restart-rules.yaml");
    // 1.35 with ContainerRestartRules off: the API server drops the fields instead of keeping them.
    let output = podsim(&["check", "--k8s", "1.35", "--feature-gates", "ContainerRestartRules=false", &file]);
    assert_eq!(output.status.code(), Some(0));
    let notes = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(notes.contains("restartPolicyRules of container `worker` was dropped"), "{notes}");

    let locked = podsim(&["check", "--k8s", "1.35", "--feature-gates", "SidecarContainers=false", &file]);
    assert_eq!(locked.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&locked.stderr),
        "podsim: invalid argument \"SidecarContainers=false\" for \"--feature-gates\" flag: \
         cannot set feature gate SidecarContainers to false, feature is locked to true\n"
    );
    let unmodelled =
        podsim(&["check", "--k8s", "1.36", "--feature-gates", "InPlacePodVerticalScalingInitContainers=false", &file]);
    assert_eq!(unmodelled.status.code(), Some(0));
    assert!(
        String::from_utf8_lossy(&unmodelled.stderr)
            .contains("does not model the feature gate InPlacePodVerticalScalingInitContainers")
    );
}

#[test]
fn compare_shows_that_1_36_accepts_restart_all_containers_and_1_35_does_not() {
    let file = data("versions/restart-all-containers.yaml");
    let output = podsim(&["compare", &file, "--k8s", "1.35", "--against", "1.36", "--json"]);
    assert_eq!(output.status.code(), Some(1), "something differs");
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["validationDiffers"], true);
    assert_eq!((report["a"]["valid"].as_bool(), report["b"]["valid"].as_bool()), (Some(false), Some(true)));
    // validateContainerRestartPolicy: without AllowRestartAllContainers the only action is Restart.
    assert!(
        report["a"]["kubectl"].as_str().unwrap().contains(
            "spec.containers[0].restartPolicyRules[0].action: Unsupported value: \"RestartAllContainers\": supported values: \"Restart\""
        ),
        "{report}"
    );
    let text = stdout(&podsim(&["compare", &file, "--k8s", "1.35", "--against", "1.36"]));
    assert!(text.starts_with("validation:\n  1.35: The Pod \"restart-all\" is invalid"), "{text}");
    assert!(text.contains("\n  1.36: pod/restart-all created"), "{text}");

    let same = podsim(&["compare", &file, "--k8s", "1.36", "--against", "1.37"]);
    assert_eq!(stdout(&same), "no difference between 1.36 and 1.37 for this Pod\n");
    assert_eq!(same.status.code(), Some(0));
}

/// The gallery's in-place restart: the timelines cannot part between 1.35 and 1.36, because 1.35
/// never creates the Pod (the only difference is the verdict); 1.36 and 1.37 restart it alike.
#[test]
fn compare_of_the_in_place_restart_gallery_pod_parts_at_validation_only() {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../static/examples/restart-all-containers.yaml");
    let file = file.to_string_lossy().into_owned();
    let output = podsim(&["compare", &file, "--k8s", "1.35", "--against", "1.36", "--json"]);
    assert_eq!(output.status.code(), Some(1), "something differs");
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["validationDiffers"], true);
    assert_eq!(report["timeline"], Value::Null, "no 1.35 run to compare with: {report}");
    let text = stdout(&podsim(&["compare", &file, "--k8s", "1.35", "--against", "1.36"]));
    assert!(!text.contains("timelines part"), "{text}");
    assert!(text.contains("\n  1.36: pod/restart-all-containers created"), "{text}");
    let same = podsim(&["compare", &file, "--k8s", "1.36", "--against", "1.37"]);
    assert_eq!(stdout(&same), "no difference between 1.36 and 1.37 for this Pod\n");
    // The 1.36 run itself restarts in place: `simulate --watch` shows the restart's STATUS.
    let watch = stdout(&podsim(&["simulate", &file, "--k8s", "1.36", "--watch"]));
    assert!(watch.contains("RestartingAllContainers   2"), "{watch}");
}

/// A StatefulSet's template is validated only when its controller creates the Pod: `check`
/// accepts the StatefulSet with a FailedCreate warning, and `simulate` shows the controller's
/// event and no Pod (statefulset: StatefulPodControl.recordPodEvent).
#[test]
fn a_stateful_set_whose_pod_is_refused_is_created_with_failed_create() {
    let (code, report) = check_json("statefulset-pod-refused.yaml", "1.37");
    assert_eq!(code, 0, "{report}");
    assert_eq!(warning_codes(&report), ["FailedCreate"]);
    let simulated = podsim(&["simulate", &data("statefulset-pod-refused.yaml")]);
    assert_eq!(simulated.status.code(), Some(0));
    let text = stdout(&simulated);
    assert!(text.starts_with("statefulset.apps/web created\n"), "{text}");
    assert!(
        text.contains("Warning  FailedCreate  statefulset-controller  create Pod web-0 in StatefulSet web failed error: Pod \"web-0\" is invalid: spec.containers[0].image: Required value"),
        "{text}"
    );
}

#[test]
fn simulate_prints_the_traffic_windows_and_the_window_at_an_instant() {
    let file = format!("{}/../../static/examples/traffic-scale-down-no-prestop.yaml", env!("CARGO_MANIFEST_DIR"));
    let output = podsim(&["simulate", &file, "--k8s", "1.35", "--explain"]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    let traffic = text.split("traffic through Service web:\n").nth(1).expect("a traffic section");
    // nginx stops accepting at SIGTERM (60 s) while kube-proxy routes to it until 61 s: refused.
    assert!(traffic.contains("1m0.0s – 1m1.0s   refused"), "{traffic}");
    assert!(traffic.contains("why: "), "{traffic}");
    let at = stdout(&podsim(&["simulate", &file, "--k8s", "1.35", "--at", "30s"]));
    assert!(at.contains("  traffic: served (5.1s–1m0.0s)"), "{at}");
}

#[test]
fn compare_shows_the_pod_level_limits_1_37_defaults() {
    let file = data("versions/pod-level-requests-only.yaml");
    let output = podsim(&["compare", &file, "--k8s", "1.36", "--against", "1.37", "--json"]);
    assert_eq!(output.status.code(), Some(1), "something differs");
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!((report["resourcesDiffer"].as_bool(), report["qosDiffers"].as_bool()), (Some(true), Some(true)));
    assert_eq!(report["a"]["limits"], serde_json::json!(["cpu 500m", "memory 1280Mi"]));
    assert_eq!(report["b"]["limits"], serde_json::json!(["cpu 1", "memory 1280Mi"]));
    assert_eq!(report["b"]["requests"], serde_json::json!(["cpu 1", "memory 1280Mi"]));
    assert_eq!((report["a"]["qos"].as_str(), report["b"]["qos"].as_str()), (Some("Burstable"), Some("Guaranteed")));
    let text = stdout(&podsim(&["compare", &file, "--k8s", "1.36", "--against", "1.37"]));
    assert!(text.contains("limits:\n  1.36: cpu 500m, memory 1280Mi\n  1.37: cpu 1, memory 1280Mi\n"), "{text}");
}

#[test]
fn check_notes_the_gates_a_field_of_the_pod_makes_matter() {
    let file = data("versions/stop-signal.yaml");
    let text = stdout(&podsim(&["check", &file, "--k8s", "1.37"]));
    assert!(
        text.contains("note: feature gate ContainerStopSignals=false (alpha in 1.37; --feature-gates ContainerStopSignals=true to change it): spec.containers[0].lifecycle.stopSignal is kept"),
        "{text}"
    );
    let on = stdout(&podsim(&["check", &file, "--k8s", "1.37", "--feature-gates", "ContainerStopSignals=true"]));
    assert!(
        on.contains(
            "feature gate ContainerStopSignals=true (alpha in 1.37; --feature-gates ContainerStopSignals=false"
        ),
        "{on}"
    );
    // Gates every Pod meets (the PodReadyToStartContainers condition) are not noted.
    assert!(!text.contains("PodReadyToStartContainersCondition"), "{text}");
}
