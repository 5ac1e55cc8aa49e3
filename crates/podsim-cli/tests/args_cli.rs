//! The command line's grammar through the built binary: every documented option is accepted and
//! does what it says, unknown options and missing values are refused with exit 2, every
//! subcommand has `--help`.

mod support;

use std::process::Output;

use support::podsim;

const POD: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../static/examples/lifecycle-demo.yaml");
const COMMANDS: [&str; 9] = ["check", "compare", "share", "open", "resources", "status", "simulate", "test", "render"];

/// A Pod as `kubectl get pod -o yaml` prints it.
const POD_WITH_STATUS: &str = "apiVersion: v1
kind: Pod
metadata: {name: web, namespace: default, creationTimestamp: \"2024-05-01T10:00:00Z\"}
spec:
  containers: [{name: app, image: nginx}]
status:
  phase: Running
  startTime: \"2024-05-01T10:00:00Z\"
  containerStatuses:
  - name: app
    image: nginx
    ready: true
    restartCount: 0
    started: true
    state: {running: {startedAt: \"2024-05-01T10:00:01Z\"}}
";

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Runs `podsim ARGS` and expects exit `code`.
fn run(args: &[&str], code: i32) -> Output {
    let output = podsim(args, POD_WITH_STATUS);
    assert_eq!(
        output.status.code(),
        Some(code),
        "podsim {args:?}\nstdout: {}\nstderr: {}",
        stdout(&output),
        stderr(&output)
    );
    output
}

fn share_link() -> String {
    stdout(&run(&["share", POD, "--timing", "ideal"], 0)).trim_end().to_owned()
}

#[test]
fn an_unknown_option_is_refused_with_exit_two_by_every_subcommand() {
    let link = share_link();
    for command in COMMANDS {
        let target = if command == "open" { link.as_str() } else { POD };
        let mut args = vec![command, target, "--no-such-option"];
        if command == "compare" {
            args.extend(["--against", "1.36"]);
        }
        let output = run(&args, 2);
        assert!(stderr(&output).contains("unexpected argument '--no-such-option'"), "{command}: {}", stderr(&output));
        assert!(stdout(&output).is_empty(), "{command} printed a result despite the bad option");
    }
}

#[test]
fn an_option_the_subcommand_does_not_have_is_refused() {
    // `--json` belongs to check, not to share; `--watch` to simulate, not to check.
    assert!(stderr(&run(&["share", POD, "--json"], 2)).contains("unexpected argument '--json'"));
    assert!(stderr(&run(&["check", POD, "--watch"], 2)).contains("unexpected argument '--watch'"));
}

#[test]
fn missing_values_files_and_commands_are_refused_with_exit_two() {
    assert!(stderr(&run(&["simulate", POD, "--at"], 2)).contains("a value is required for '--at <T>'"));
    assert!(stderr(&run(&["check"], 2)).contains("<FILE>"));
    assert!(stderr(&run(&["check", POD, POD], 2)).contains("unexpected argument"));
    assert!(stderr(&run(&["compare", POD], 2)).contains("--against <VERSION>"));
    assert!(
        stderr(&run(&["check", POD, "--k8s", "1.99"], 2)).contains("expected 1.37, 1.36, 1.35, 1.34, 1.33 or legacy")
    );
    assert!(stderr(&run(&["frobnicate", POD], 2)).contains("unrecognized subcommand 'frobnicate'"));
    // Values are read by the grammar too, for every subcommand that takes them.
    for command in ["simulate", "share", "render"] {
        assert!(stderr(&run(&[command, POD, "--timing", "fast"], 2)).contains("expected ideal or realistic"));
        assert!(stderr(&run(&[command, POD, "--seed", "abc"], 2)).contains("'--seed <N>'"));
    }
    // With nothing at all, the usage goes to standard error.
    assert!(stderr(&run(&[], 2)).contains("Usage: podsim <COMMAND>"));
}

#[test]
fn every_subcommand_has_help_listing_its_options() {
    let expected: [(&str, &[&str]); 9] = [
        ("check", &["--k8s", "--feature-gates", "--json"]),
        ("compare", &["--k8s", "--against", "--json"]),
        (
            "share",
            &["--scenario", "--k8s", "--feature-gates", "--timing", "--seed", "--title", "--at", "--view", "--base"],
        ),
        ("open", &["--scenario-out", "--json"]),
        ("resources", &["--k8s", "--json"]),
        ("status", &["--k8s", "--now", "--json"]),
        (
            "simulate",
            &[
                "--scenario",
                "--k8s",
                "--feature-gates",
                "--timing",
                "--seed",
                "--until",
                "--at",
                "--watch",
                "--describe",
                "--explain",
                "--json",
            ],
        ),
        ("test", &["--k8s", "--json"]),
        (
            "render",
            &[
                "--scenario",
                "--k8s",
                "--feature-gates",
                "--timing",
                "--seed",
                "--until",
                "--at",
                "--theme",
                "--width",
                "--lang",
                "--linear",
                "--output",
            ],
        ),
    ];
    for (command, options) in expected {
        let help = stdout(&run(&[command, "--help"], 0));
        assert!(help.contains(&format!("Usage: podsim {command}")), "{help}");
        for option in options {
            assert!(
                help.contains(&format!("{option} ")) || help.contains(&format!("{option}\n")),
                "{command}: {option}\n{help}"
            );
        }
        assert_eq!(stdout(&run(&["help", command], 0)), help);
    }
    let top = stdout(&run(&["--help"], 0));
    for command in COMMANDS {
        assert!(top.contains(&format!("  {command} ")), "{top}");
    }
}

#[test]
fn version_is_printed_by_the_subcommand_and_the_flag() {
    let line = format!("podsim {} (Kubernetes 1.37, 1.36, 1.35, 1.34, 1.33 or legacy)\n", env!("CARGO_PKG_VERSION"));
    assert_eq!(stdout(&run(&["version"], 0)), line);
    assert_eq!(stdout(&run(&["--version"], 0)), line);
    assert_eq!(stdout(&run(&["-V"], 0)), line);
}

#[test]
fn check_resources_and_compare_read_their_options() {
    let checked: serde_json::Value = serde_json::from_str(&stdout(&run(
        &["check", "--k8s=1.34", "--feature-gates", "SidecarContainers=true", POD, "--json"],
        0,
    )))
    .expect("JSON");
    assert_eq!(checked["valid"], true);
    let locked = run(&["check", POD, "--k8s", "1.35", "--feature-gates", "SidecarContainers=false"], 2);
    assert!(
        stderr(&locked)
            .starts_with("podsim: invalid argument \"SidecarContainers=false\" for \"--feature-gates\" flag")
    );
    let resources: serde_json::Value =
        serde_json::from_str(&stdout(&run(&["resources", POD, "--k8s", "legacy", "--json"], 0))).expect("JSON");
    assert!(resources.is_object());
    let compared: serde_json::Value =
        serde_json::from_str(&stdout(&run(&["compare", POD, "--k8s", "1.36", "--against", "1.37", "--json"], 0)))
            .expect("JSON");
    assert_eq!(compared["a"]["version"], "1.36");
    assert_eq!(compared["b"]["version"], "1.37");
}

#[test]
fn status_reads_its_options() {
    let at = |now: &str| -> serde_json::Value {
        serde_json::from_str(&stdout(&run(&["status", "-", "--k8s", "1.33", "--now", now, "--json"], 0))).expect("JSON")
    };
    assert_eq!(at("2024-05-01T10:05:00Z")["kubectl"]["age"], "5m");
    assert_eq!(at("1714557660")["kubectl"]["age"], "60s");
}

#[test]
fn render_reads_its_options() {
    let svg = |extra: &[&str]| -> String {
        let mut args = vec!["render", POD];
        args.extend_from_slice(extra);
        stdout(&run(&args, 0))
    };
    let light = svg(&[]);
    assert!(light.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""), "{light}");
    assert_eq!(svg(&["-o", "-"]), light, "-o - is standard output");
    assert_ne!(svg(&["--theme", "dark"]), light);
    assert!(svg(&["--lang", "zh-CN"]).contains("的时间线"));
    assert!(svg(&["--width", "1200"]).contains(r#"width="1200""#));
    assert!(svg(&["--at", "20s"]).contains(r#"class="playhead""#) && !light.contains(r#"class="playhead""#));
    assert_ne!(svg(&["--linear"]), light);
    assert_ne!(svg(&["--timing", "ideal"]), light);
    assert!(stderr(&run(&["render", POD, "--theme", "blue"], 2)).contains("expected light or dark"));
    assert!(stderr(&run(&["render", POD, "--lang", "fr"], 2)).contains("expected en or zh-CN"));
    assert!(stderr(&run(&["render", POD, "--width", "50"], 2)).contains("--width <N>"));
    assert!(stderr(&run(&["render", POD, "--at", "soon"], 2)).starts_with("podsim: --at: "));
    assert!(stderr(&run(&["render", POD, "--at", "99m"], 2)).contains("after the end of the run"));
}

#[test]
fn simulate_reads_its_options() {
    let timeline = |extra: &[&str]| -> String {
        let mut args = vec!["simulate", POD];
        args.extend_from_slice(extra);
        stdout(&run(&args, 0))
    };
    let ideal = timeline(&["--timing", "ideal"]);
    assert_ne!(ideal, timeline(&["--timing", "realistic", "--seed", "7"]));
    assert_eq!(timeline(&["--timing", "realistic", "--seed", "7"]), timeline(&["--seed", "7"]));
    assert_ne!(timeline(&["--seed", "7"]), timeline(&["--seed", "8"]));
    assert!(timeline(&["--at", "30s"]).starts_with("at 30.0s: phase "));
    assert!(
        timeline(&["--describe", "--k8s", "1.37", "--feature-gates", "ContainerRestartRules=true"])
            .starts_with("Name:")
    );
    assert!(timeline(&["--watch", "--until", "1m"]).starts_with("NAME "));
    assert!(timeline(&["--explain", "--timing", "ideal"]).len() > ideal.len());
    let json: serde_json::Value = serde_json::from_str(&timeline(&["--json", "--at", "10s"])).expect("JSON");
    assert_eq!(json["state"]["tMs"], 10_000);
    let scenario = std::env::temp_dir().join(format!("podsim-args-cli-{}.yaml", std::process::id()));
    std::fs::write(&scenario, "kind: Scenario\nuntil: 20s\n").expect("write scenario");
    let scenario_path = scenario.to_str().expect("UTF-8 path");
    let short: serde_json::Value =
        serde_json::from_str(&timeline(&["--scenario", scenario_path, "--json"])).expect("JSON");
    assert_eq!(short["endMs"], 20_000);
    let _ = std::fs::remove_file(&scenario);
}

#[test]
fn share_and_open_read_their_options() {
    let scenario = std::env::temp_dir().join(format!("podsim-args-cli-share-{}.yaml", std::process::id()));
    std::fs::write(&scenario, "kind: Scenario\nuntil: 20s\n").expect("write scenario");
    let scenario_path = scenario.to_str().expect("UTF-8 path");
    let args = [
        "share",
        POD,
        "--scenario",
        scenario_path,
        "--k8s",
        "1.34",
        "--feature-gates",
        "ContainerStopSignals=true",
        "--timing",
        "ideal",
        "--seed",
        "9",
        "--title",
        "demo",
        "--at",
        "45s",
        "--view",
        "table",
        "--base",
        "https://example.org/podsim/",
    ];
    let link = stdout(&run(&args, 0)).trim_end().to_owned();
    assert!(link.starts_with("https://example.org/podsim/?"), "{link}");
    let out = std::env::temp_dir().join(format!("podsim-args-cli-out-{}.yaml", std::process::id()));
    let out_path = out.to_str().expect("UTF-8 path");
    let opened: serde_json::Value =
        serde_json::from_str(&stdout(&run(&["open", &link, "--scenario-out", out_path, "--json"], 0))).expect("JSON");
    assert_eq!(opened["k8s"], "1.34");
    assert_eq!(opened["timing"], "ideal");
    assert_eq!(opened["seed"], 9);
    assert_eq!(opened["title"], "demo");
    assert_eq!(opened["settings"]["t"], "45s");
    assert_eq!(opened["settings"]["view"], "table");
    assert_eq!(opened["settings"]["gates"], "ContainerStopSignals=true");
    assert_eq!(std::fs::read_to_string(&out).expect("scenario written"), "kind: Scenario\nuntil: 20s\n");
    let _ = std::fs::remove_file(&scenario);
    let _ = std::fs::remove_file(&out);
}

#[test]
fn a_repeated_option_keeps_its_last_value() {
    let json: serde_json::Value = serde_json::from_str(&stdout(&run(
        &["compare", POD, "--k8s", "1.33", "--k8s", "1.36", "--against", "1.37", "--json"],
        0,
    )))
    .expect("JSON");
    assert_eq!(json["a"]["version"], "1.36");
}
