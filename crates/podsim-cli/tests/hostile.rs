//! Hostile inputs through the real `podsim` binary: every one must end with exit 0, 1 or 2 —
//! never a panic (exit 101), a signal or a hang — and say something on stdout or stderr.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A watchdog against hangs, not a performance assertion (speed is measured in benches).
const HANG_LIMIT: Duration = Duration::from_secs(20);

fn hostile_inputs() -> Vec<(&'static str, Vec<u8>)> {
    let pod = |containers: &str| {
        format!("apiVersion: v1\nkind: Pod\nmetadata:\n  name: x\nspec:\n  containers:\n{containers}")
    };
    let mut alias_bomb =
        String::from("a0: &a0 [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
    for level in 1..10 {
        let previous = level - 1;
        let refs = vec![format!("*a{previous}"); 9].join(",");
        alias_bomb.push_str(&format!("a{level}: &a{level} [{refs}]\n"));
    }
    let many_containers: String =
        (0..1000).map(|i| format!("  - name: c{i}\n    image: busybox\n    command: [sleep, \"{i}\"]\n")).collect();
    let twelve_megabytes = {
        let mut text = pod("  - name: app\n    image: busybox\n");
        text.push_str("  # ");
        text.push_str(&"x".repeat(12 * 1024 * 1024));
        text.push('\n');
        text
    };
    vec![
        ("empty", Vec::new()),
        ("whitespace", b"   \n\t\n".to_vec()),
        ("garbage", (0u32..4096).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8).collect()),
        ("non-utf8", b"apiVersion: v1\nkind: Pod\nmetadata: {name: \xff\xfe}\n".to_vec()),
        ("nul-bytes", b"kind: Pod\x00\x00\nspec: {}\n".to_vec()),
        ("bom", b"\xef\xbb\xbfapiVersion: v1\nkind: Pod\nmetadata: {name: a}\nspec: {containers: [{name: a, image: b}]}\n".to_vec()),
        ("tabs", b"kind: Pod\nspec:\n\tcontainers: []\n".to_vec()),
        ("crlf", pod("  - name: app\r\n    image: busybox\r\n").replace('\n', "\r\n").into_bytes()),
        ("duplicate-keys", pod("  - name: a\n    name: b\n    image: c\n").into_bytes()),
        ("alias-bomb", alias_bomb.into_bytes()),
        ("deep-flow", format!("{}1{}", "[".repeat(20_000), "]".repeat(20_000)).into_bytes()),
        ("deep-block", (0..20_000).map(|depth| format!("{}k:\n", " ".repeat(depth))).collect::<String>().into_bytes()),
        ("deep-flow-maps", format!("{}{}", "{a: ".repeat(20_000), "}".repeat(20_000)).into_bytes()),
        (
            "i64-overflow",
            pod("  - name: app\n    image: busybox\n    livenessProbe:\n      periodSeconds: 99999999999999999999999\n      exec: {command: [\"true\"]}\n")
                .replace("metadata:", "metadata:\n  generation: -9223372036854775809\n")
                .into_bytes(),
        ),
        ("quantity-huge", pod("  - name: app\n    image: busybox\n    resources: {requests: {cpu: 1e99999, memory: 9999999999999999999999Ei}}\n").into_bytes()),
        ("quantity-garbage", pod("  - name: app\n    image: busybox\n    resources: {limits: {cpu: 1.5.5Gi, memory: \"--1\"}}\n").into_bytes()),
        ("grace-negative", pod("  - name: app\n    image: busybox\n").replace("spec:\n", "spec:\n  terminationGracePeriodSeconds: -9223372036854775808\n  activeDeadlineSeconds: 0\n").into_bytes()),
        ("thousand-containers", pod(&many_containers).into_bytes()),
        ("twelve-megabytes", twelve_megabytes.into_bytes()),
        ("long-line", pod(&format!("  - name: {}\n    image: busybox\n", "a".repeat(1_000_000))).into_bytes()),
        ("unicode", pod("  - name: 容器-🚀\n    image: \"busybox\u{202e}\"\n    command: [\"sh\", \"-c\", \"echo ✓\"]\n").into_bytes()),
        ("only-scalars", b"--- 1\n--- \"two\"\n--- [3]\n".to_vec()),
        ("json", br#"{"apiVersion":"v1","kind":"Pod","metadata":{"name":"j"},"spec":{"containers":[{"name":"a","image":"b"}]}}"#.to_vec()),
        ("unterminated", b"kind: Pod\nspec: {containers: [{name: \"a".to_vec()),
        ("anchors-undefined", b"kind: Pod\nspec: *nowhere\n".to_vec()),
        ("scenario-garbage", format!("{}---\nkind: Scenario\nactions: [{{at: -5s, do: explode}}]\n", pod("  - name: app\n    image: busybox\n")).into_bytes()),
    ]
}

fn scratch_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("podsim-hostile-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// Runs `podsim <args> FILE` and returns (exit code, output), failing on a hang or a signal.
fn run_podsim(args: &[&str], file: &PathBuf, name: &str) -> (i32, String) {
    // Output goes to files: a pipe nobody reads while waiting would block a chatty child.
    let out_path = file.with_extension("out");
    let out = std::fs::File::create(&out_path).unwrap_or_else(|error| panic!("cannot create {out_path:?}: {error}"));
    let err = out.try_clone().unwrap_or_else(|error| panic!("cannot clone {out_path:?}: {error}"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_podsim"))
        .args(args)
        .arg(file)
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        .spawn()
        .unwrap_or_else(|error| panic!("cannot start podsim: {error}"));
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > HANG_LIMIT => {
                let _ = child.kill();
                panic!("podsim {args:?} on {name} still running after {HANG_LIMIT:?}");
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(error) => panic!("waiting for podsim failed: {error}"),
        }
    };
    let text = String::from_utf8_lossy(&std::fs::read(&out_path).unwrap_or_default()).into_owned();
    let code = status.code().unwrap_or_else(|| panic!("podsim {args:?} on {name} was killed by a signal:\n{text}"));
    (code, text)
}

#[test]
fn hostile_inputs_end_with_a_verdict_never_a_panic() {
    let dir = scratch_dir();
    let commands: Vec<Vec<&str>> = vec![
        vec!["check"],
        vec!["check", "--json"],
        vec!["check", "--k8s", "legacy"],
        vec!["simulate"],
        vec!["simulate", "--json", "--until", "168h"],
        vec!["simulate", "--k8s", "legacy", "--watch", "--describe"],
    ];
    for (name, bytes) in hostile_inputs() {
        let file = dir.join(name);
        std::fs::File::create(&file).and_then(|mut f| f.write_all(&bytes)).unwrap_or_else(|e| panic!("{name}: {e}"));
        for args in &commands {
            let (code, output) = run_podsim(args, &file, name);
            assert!(matches!(code, 0..=2), "podsim {args:?} on {name} exited {code}:\n{output}");
            assert!(!output.contains("panicked"), "podsim {args:?} on {name} panicked:\n{output}");
            assert!(!output.trim().is_empty() || code == 0, "podsim {args:?} on {name} failed silently");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn input_too_large_is_refused_with_a_clear_message() {
    let dir = scratch_dir();
    let file = dir.join("too-large.yaml");
    let mut text = String::from("kind: Pod\n# ");
    text.push_str(&"y".repeat(3 * 1024 * 1024));
    std::fs::write(&file, text).unwrap_or_else(|e| panic!("{e}"));
    let (code, output) = run_podsim(&["check"], &file, "too-large");
    assert_eq!(code, 1, "{output}");
    assert!(output.contains("bytes"), "the message should name the size limit: {output}");
}

#[test]
fn a_closed_output_pipe_ends_quietly() {
    let stress = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/bench/stress-pod.yaml");
    for args in [vec!["simulate", "--until", "60m", "--json"], vec!["simulate", "--watch"], vec!["check"]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_podsim"))
            .args(&args)
            .arg(&stress)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|error| panic!("cannot start podsim: {error}"));
        // Close the reading end at once, as `| head -0` would.
        drop(child.stdout.take());
        let output = child.wait_with_output().unwrap_or_else(|error| panic!("no output: {error}"));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("panicked"), "podsim {args:?} panicked on a closed pipe:\n{stderr}");
        assert!(matches!(output.status.code(), Some(0..=2)), "podsim {args:?} exited {:?}", output.status);
    }
}
