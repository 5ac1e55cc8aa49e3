//! The classifier through `classify()`, one test per class of command.

use super::*;

fn container(image: &str, command: &[&str], args: &[&str]) -> Container {
    Container {
        name: Some("c".to_owned()),
        image: Some(image.to_owned()),
        command: command.iter().map(|word| (*word).to_owned()).collect(),
        args: args.iter().map(|word| (*word).to_owned()).collect(),
        ..Container::default()
    }
}

/// `(end, certain)` for a container of `kind` under `restartPolicy: Always`.
fn check(kind: ContainerKind, image: &str, command: &[&str], args: &[&str]) -> (End, bool) {
    let process = classify(&container(image, command, args), kind, "Always");
    (process.end, process.certain)
}

fn exits(after_ms: u64, code: i64) -> End {
    End::Exits { after_ms, code }
}

fn runs_forever(end: &End) -> bool {
    matches!(end, End::Forever(_))
}

#[test]
fn a_one_shot_subcommand_of_a_proxy_image_exits_0() {
    let iptables =
        ["istio-iptables", "-p", "15001", "-z", "15006", "-u", "1337", "-m", "REDIRECT", "-i", "*", "-x", ""];
    for image in [
        "registry.istio.io/release/proxyv2:1.27.0",
        "gcr.io/istio-release/proxyv2:1.20.0",
        "docker.io/istio/proxyv2:1.24.3",
    ] {
        assert_eq!(check(ContainerKind::Init, image, &[], &iptables), (exits(0, 0), true), "{image}");
        let validation = [&iptables[..], &["--run-validation", "--skip-rule-apply"]].concat();
        assert_eq!(check(ContainerKind::Init, image, &[], &validation), (exits(0, 0), true), "{image}");
        // The same image as the proxy itself serves until stopped, for certain.
        let (end, certain) = check(ContainerKind::Sidecar, image, &[], &["proxy", "sidecar", "--domain", "x"]);
        assert!(runs_forever(&end) && certain, "{image}: {end:?}");
    }
}

#[test]
fn exec_of_a_program_that_never_ends_runs_forever() {
    for script in ["exec tail -f /dev/null", "exec sleep infinity", "echo ready; exec sleep infinity"] {
        let (end, certain) = check(ContainerKind::App, "busybox:1.36", &["sh", "-c", script], &[]);
        assert!(runs_forever(&end) && certain, "{script}: {end:?}");
    }
    // `exec "$@"` runs the words after the script: here a server, for certain.
    let (end, certain) = check(ContainerKind::App, "my-app:1", &["sh", "-c", "setup; exec \"$@\"", "--"], &["nginx"]);
    assert!(runs_forever(&end), "{end:?}");
    assert!(!certain, "`setup` is an unknown program");
    // With nothing after the script, what it runs is unknown: an app keeps running.
    let (end, certain) = check(ContainerKind::App, "my-app:1", &["/bin/sh", "-c", "exec \"$@\""], &[]);
    assert!(runs_forever(&end) && !certain, "{end:?}");
}

#[test]
fn a_shell_running_a_script_file_runs_it_and_exits() {
    assert_eq!(check(ContainerKind::Init, "busybox", &["sh", "/scripts/setup.sh"], &[]), (exits(2000, 0), false));
    assert_eq!(check(ContainerKind::Init, "bash:5", &["bash", "-e", "x.sh"], &[]), (exits(2000, 0), false));
    let job = classify(&container("my-job", &["bash", "-e", "run.sh"], &[]), ContainerKind::App, "Never");
    assert_eq!(job.end, exits(DEFAULT_TASK_RUN_MS, 0));
    assert!(job.explanation.text().en.contains("cannot read the script `run.sh`"), "{}", job.explanation);
    // Not an interactive shell: that would never end, and ignore SIGTERM as PID 1 does anyway.
    let app = classify(&container("my-app", &["sh", "/start.sh"], &[]), ContainerKind::App, "Always");
    assert_eq!((app.end, app.certain), (End::Forever(Evidence::Assumed), false));
}

#[test]
fn a_bounded_retry_loop_is_not_endless() {
    let script = "for i in $(seq 1 12); do nc -z db 5432 && exit 0; sleep 10; done; exit 1";
    let process = classify(&container("busybox", &["sh", "-c", script], &[]), ContainerKind::Init, "Always");
    assert_eq!(process.end, exits(0, 0));
    assert_eq!(process.wait.map(|wait| (wait.dependency, wait.bounded)), Some(("db".to_owned(), true)));
    let counted = "i=0; until curl -sf http://api:8080; do i=$((i+1)); [ $i -ge 30 ] && exit 1; sleep 1; done";
    let process = classify(&container("busybox", &["sh", "-c", counted], &[]), ContainerKind::Init, "Always");
    assert_eq!(process.end, exits(0, 0));
    assert_eq!(process.wait.map(|wait| (wait.dependency, wait.bounded)), Some(("api".to_owned(), true)));
}

#[test]
fn a_failure_branch_behind_a_check_is_not_taken() {
    let script = "if ! wget -qO- http://config-server/config > /config/app.json; then exit 1; fi";
    assert_eq!(check(ContainerKind::Init, "busybox", &["sh", "-c", script], &[]).0, exits(0, 0));
    let guarded = "[ -f /config/app.json ] || exit 1; echo ok";
    assert_eq!(check(ContainerKind::Init, "busybox", &["sh", "-c", guarded], &[]), (exits(0, 0), false));
    let otherwise = "if [ -z \"$TOKEN\" ]; then echo missing; exit 3; else echo fine; fi";
    assert_eq!(check(ContainerKind::Init, "busybox", &["sh", "-c", otherwise], &[]), (exits(0, 0), false));
    // What the command says for certain still holds.
    assert_eq!(check(ContainerKind::Init, "busybox", &["sh", "-c", "echo bad; exit 3"], &[]), (exits(0, 3), true));
    assert_eq!(check(ContainerKind::Init, "busybox", &["sh", "-ec", "false; echo never"], &[]), (exits(0, 1), true));
    assert_eq!(check(ContainerKind::Init, "busybox", &["sh", "-c", "false; echo goes on"], &[]), (exits(0, 0), true));
}

#[test]
fn an_image_without_a_command_runs_its_default() {
    // `kubectl run --image=busybox`: the default `sh` reads end of input and exits 0 at once.
    for image in [
        "busybox:1.36",
        "alpine:3.20",
        "ubuntu:24.04",
        "docker.io/library/debian:12",
        "python:3.12",
        "microsoft/windowsservercore:1709",
        "mcr.microsoft.com/windows/servercore:ltsc2019",
        "mcr.microsoft.com/windows/nanoserver:ltsc2022",
    ] {
        let process = classify(&container(image, &[], &[]), ContainerKind::App, "Always");
        assert_eq!((process.end.clone(), process.certain), (exits(0, 0), true), "{image}");
        assert!(process.explanation.text().en.contains("no stdin is attached"), "{}", process.explanation);
    }
    // kubectl debug -it attaches a terminal: the shell waits for it.
    let (end, _) = check(ContainerKind::Ephemeral, "busybox:1.36", &[], &[]);
    assert!(matches!(end, End::Forever(Evidence::ReadsInput(_))), "{end:?}");
    for image in
        ["nginx:1.27", "redis:7.4", "postgres:16", "envoyproxy/envoy:v1.32-latest", "registry.k8s.io/pause:3.10"]
    {
        let process = classify(&container(image, &[], &[]), ContainerKind::App, "Never");
        assert!(process.never_ends().is_some(), "{image}: {:?}", process.end);
    }
    // Arguments replace the default command; a base image then runs them.
    assert_eq!(check(ContainerKind::App, "busybox:1.36", &[], &["sleep", "30"]), (exits(30_000, 0), true));
    assert_eq!(check(ContainerKind::App, "nginx:1.27", &[], &["nginx", "-t"]), (exits(0, 0), true));
    // An image podsim does not know takes the healthy path for its kind.
    assert_eq!(check(ContainerKind::Init, "my-setup:1", &[], &[]), (exits(DEFAULT_INIT_RUN_MS, 0), false));
    assert_eq!(check(ContainerKind::App, "my-app:1", &[], &[]), (End::Forever(Evidence::Assumed), false));
}

#[test]
fn only_what_the_command_says_for_certain_never_ends() {
    let certain = |command: &[&str]| {
        classify(&container("busybox", command, &[]), ContainerKind::Init, "Always").never_ends().is_some()
    };
    assert!(certain(&["sleep", "infinity"]));
    assert!(certain(&["sh", "-c", "while true; do date; sleep 5; done"]));
    assert!(certain(&["sh", "-c", "tail -F /var/log/app.log"]));
    assert!(certain(&["sh", "-c", "nc -lk -p 8080 -e echo hi"]));
    assert!(certain(&["sh", "-c", "trap 'exit 0' TERM; sleep 600 & wait; tail -f /x"]));
    assert!(!certain(&["sh", "-c", "while true; do [ -f /done ] && break; sleep 1; done"]));
    assert!(!certain(&["timeout", "60", "tail", "-f", "/x"]));
    assert!(!certain(&["sh", "-c", "tail -f /x & echo bye"]));
    assert!(!certain(&["./server"]));
    let timed =
        classify(&container("busybox", &["timeout", "60", "tail", "-f", "/x"], &[]), ContainerKind::Init, "Always");
    assert_eq!(timed.end, exits(60_000, 124));
}

#[test]
fn reads_the_script_in_the_forms_people_write() {
    let forever = |command: &[&str], args: &[&str]| {
        classify(&container("ubuntu", command, args), ContainerKind::App, "Always").never_ends().is_some()
    };
    assert!(forever(&["/bin/bash", "-c", "--"], &["while true; do sleep 30; done;"]));
    assert!(forever(&["/bin/sh"], &["-c", "while true; do echo hello; sleep 10;done"]));
    assert!(forever(&["sh", "-c"], &["tail -F /var/log/app.log 2>&1 | grep --line-buffered ERROR"]));
    assert_eq!(check(ContainerKind::App, "busybox", &["sleep"], &["3600"]), (exits(3_600_000, 0), true));
    let hello = ["sh", "-c", "echo Hello Kubernetes! && sleep 3600"];
    assert_eq!(check(ContainerKind::App, "busybox", &hello, &[]), (exits(3_600_000, 0), true));
}

#[test]
fn times_sleeps_waits_and_traps() {
    let process = classify(
        &container("busybox", &["sh", "-c", "trap 'sleep 5; exit 0' TERM; sleep 60 & wait; exit 0"], &[]),
        ContainerKind::App,
        "Always",
    );
    assert_eq!(process.end, exits(60_000, 0));
    assert_eq!(process.sigterm, Sigterm::Exits { after_ms: 5000, code: 0 });
    let loops = classify(
        &container("busybox", &["sh", "-c", "for i in 1 2 3; do echo $i; sleep 2; done"], &[]),
        ContainerKind::Init,
        "Always",
    );
    assert_eq!(loops.end, exits(6000, 0));
    // The shell is PID 1 and has no handler: SIGTERM is ignored; a server exec'd in its place handles it.
    let shell = classify(&container("busybox", &["sh", "-c", "sleep 30"], &[]), ContainerKind::App, "Always");
    assert_eq!(shell.sigterm, Sigterm::Ignores);
    let nginx = classify(
        &container("nginx:1.27", &["sh", "-c", "envsubst < /t > /c; exec nginx -g 'daemon off;'"], &[]),
        ContainerKind::App,
        "Always",
    );
    assert_eq!(
        (nginx.end.clone(), nginx.sigterm),
        (End::Forever(Evidence::Server("nginx -g daemon off;".to_owned())), Sigterm::Exits { after_ms: 0, code: 0 })
    );
}

#[test]
fn a_network_wait_names_its_dependency_and_whether_it_is_bounded() {
    let wait =
        |script: &str| classify(&container("busybox", &["sh", "-c", script], &[]), ContainerKind::Init, "Always").wait;
    let found = wait("until nslookup mydb.$(cat /ns).svc.cluster.local; do echo waiting; sleep 2; done");
    assert_eq!(found.map(|w| (w.tool, w.dependency, w.bounded)), Some(("nslookup".into(), "mydb".into(), false)));
    assert_eq!(wait("while ! nc -z db 5432; do sleep 1; done").map(|w| w.bounded), Some(false));
    assert_eq!(wait("timeout 120 sh -c 'until nc -z db 5432; do sleep 1; done'").map(|w| w.bounded), Some(true));
    assert_eq!(wait("echo hello"), None);
}
