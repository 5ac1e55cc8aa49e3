//! Behaviour inferred from a container's command when the scenario says nothing about it: the
//! [`crate::process`] classifier's answer, as a [`Behaviour`] with its explanation.

use super::behaviour::{Behaviour, OnSigterm};
use super::explained::{BehaviourSays, Explained, FileProbe};
use crate::containers::ContainerKind;
use crate::model::Container;
use crate::process::{End, Sigterm, classify};

/// The behaviour podsim assumes for a container of this kind.
pub fn infer(container: &Container, kind: ContainerKind) -> Behaviour {
    infer_with_policy(container, kind, "Always")
}

/// The behaviour podsim assumes for a container of this kind whose effective `restartPolicy` is
/// `policy`: under `Never` or `OnFailure` (a Job's Pod) an app container of an unknown program
/// is assumed to finish, since that is what such a Pod is for.
pub fn infer_with_policy(container: &Container, kind: ContainerKind, policy: &str) -> Behaviour {
    let process = classify(container, kind, policy);
    let words: Vec<String> = container.command.iter().chain(container.args.iter()).cloned().collect();
    let shown = if words.is_empty() { String::new() } else { words.join(" ") };
    let (run_ms, exit_code) = match process.end {
        End::Exits { after_ms, code } => (Some(after_ms), code),
        End::Forever(_) => (None, 0),
    };
    // A loop that waits for a dependency, and then exits, waits for it to become reachable.
    let waits_for = process.wait.as_ref().filter(|_| run_ms.is_some()).map(|wait| wait.dependency.clone());
    let on_sigterm = match process.sigterm {
        Sigterm::Ignores => OnSigterm::Ignore,
        Sigterm::Exits { after_ms, code } => OnSigterm::Exit { after_ms, exit_code: code },
    };
    let says = match &waits_for {
        Some(name) => BehaviourSays::WaitsFor(name.clone()),
        None => BehaviourSays::Process(process.explanation),
    };
    // The command follows the explanation, unless the explanation already shows it.
    let explanation = Explained { says, command: (!shown.is_empty()).then_some(shown), ..Explained::default() };
    let mut behaviour =
        Behaviour { run_ms, exit_code, on_sigterm: Some(on_sigterm), waits_for, explanation, ..Behaviour::default() };
    if let Some(script) = crate::process::shell::shell_script(&words) {
        add_file_probes(&mut behaviour, container, &script.clone());
    }
    if let Some(says) = over_memory_limit(container, &words) {
        // The kernel's OOM killer: the cgroup's memory limit is the container's (kubelet
        // kuberuntime: memory.max from limits.memory), and the kill is exit code 137, OOMKilled.
        behaviour.run_ms = Some(0);
        behaviour.exit_code = 137;
        behaviour.exits_oom_killed = true;
        behaviour.explanation = Explained::from(says);
    }
    behaviour.explanation.never_pulled = container.image_pull_policy.as_deref() == Some("Never");
    behaviour
}

/// Why the container's own command is OOM-killed at once, if it is: a load generator that keeps
/// more memory allocated than the container's memory limit.
fn over_memory_limit(container: &Container, words: &[String]) -> Option<BehaviourSays> {
    let command = crate::process::shell::SimpleCommand { words: words.to_vec(), ..Default::default() };
    let allocated = crate::process::memory::stress_allocation(command.program()?, command.arguments())?;
    let limit_text = container.resources.limits.get("memory")?;
    let limit = crate::quantity::Quantity::parse(limit_text).ok()?;
    let limit_bytes = u128::try_from(limit.milli_value()).ok()?.div_ceil(1000);
    (allocated > limit_bytes).then(|| BehaviourSays::OomKilled {
        allocated_bytes: allocated,
        limit: limit_text.clone(),
        limit_bytes,
    })
}

/// A dependency no scenario action makes reachable later is there from the start: in a healthy
/// cluster the Service exists, so the wait loop ends at once.
pub fn assume_reachable(behaviour: &mut Behaviour) {
    let Some(name) = behaviour.waits_for.take() else { return };
    let before = Box::new(std::mem::take(&mut behaviour.explanation));
    behaviour.explanation = Explained::from(BehaviourSays::Reachable { name, before });
}

/// Exec probes that check a file the script creates (and maybe removes) pass while it exists.
fn add_file_probes(behaviour: &mut Behaviour, container: &Container, script: &str) {
    let windows = super::files::file_windows(script);
    let probes = [
        ("liveness", &container.liveness_probe),
        ("readiness", &container.readiness_probe),
        ("startup", &container.startup_probe),
    ];
    for (kind, probe) in probes {
        let Some(command) = probe.as_ref().and_then(|p| p.handler.exec.as_ref()) else { continue };
        let Some(path) = super::files::checked_file(command) else { continue };
        let Some(window) = windows.iter().find(|w| w.path == path) else { continue };
        let (from_ms, until_ms) = (window.from_ms, window.until_ms);
        behaviour.probes.push((kind.to_owned(), super::ProbeScript::WhileFileExists { from_ms, until_ms }));
        behaviour.explanation.file_probes.push(FileProbe {
            kind: kind.to_owned(),
            command: command.join(" "),
            path: path.to_owned(),
            from_ms,
            until_ms,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn container(command: &[&str], image: &str) -> Container {
        Container {
            name: Some("c".to_owned()),
            image: Some(image.to_owned()),
            command: command.iter().map(|s| (*s).to_owned()).collect(),
            ..Container::default()
        }
    }

    #[test]
    fn reads_common_commands() {
        let b = infer(&container(&["sleep", "3600"], "busybox"), ContainerKind::App);
        assert_eq!(b.run_ms, Some(3_600_000));
        assert_eq!(b.on_sigterm, Some(OnSigterm::Ignore));
        assert!(b.explanation.text().en.contains("runs for 3600 s"), "{}", b.explanation);
        let b = infer(&container(&["sh", "-c", "echo hi; exit 42"], "busybox"), ContainerKind::Init);
        assert_eq!((b.run_ms, b.exit_code), (Some(0), 42));
        let b = infer(
            &container(&["sh", "-c", "until nslookup mydb.ns.svc; do sleep 2; done"], "busybox"),
            ContainerKind::Init,
        );
        assert_eq!(b.waits_for.as_deref(), Some("mydb"));
        let b = infer(
            &container(&["sh", "-c", "trap 'sleep 5; exit 0' TERM; sleep 60 & wait; exit 0"], "busybox"),
            ContainerKind::App,
        );
        assert_eq!(b.on_sigterm, Some(OnSigterm::Exit { after_ms: 5000, exit_code: 0 }));
        assert_eq!(b.run_ms, Some(60_000));
        let b = infer(&container(&[], "envoyproxy/envoy:v1.32"), ContainerKind::Sidecar);
        assert_eq!(b.run_ms, None);
        // busybox's default `sh` reads the end of its input at once; an unknown image is assumed
        // to take 2 s.
        let b = infer(&container(&[], "busybox"), ContainerKind::Init);
        assert_eq!((b.run_ms, b.exit_code), (Some(0), 0));
        let b = infer(&container(&[], "my-setup:1"), ContainerKind::Init);
        assert_eq!(b.run_ms, Some(2000));
        assert!(b.explanation.text().en.contains("Scenario tab"), "{}", b.explanation);
    }

    #[test]
    fn stress_over_its_memory_limit_is_oom_killed() {
        let mut c = container(&["stress", "--vm", "1", "--vm-bytes", "250M", "--vm-hang", "1"], "polinux/stress");
        c.resources.limits.insert("memory".to_owned(), "100Mi".to_owned());
        let b = infer(&c, ContainerKind::App);
        assert_eq!((b.run_ms, b.exit_code, b.exits_oom_killed), (Some(0), 137, true));
        assert!(b.explanation.text().en.contains("OOMKilled"), "{}", b.explanation);
        // 150M under a 200Mi limit stays.
        let mut c = container(&["stress", "--vm", "1", "--vm-bytes", "150M", "--vm-hang", "1"], "polinux/stress");
        c.resources.limits.insert("memory".to_owned(), "200Mi".to_owned());
        assert!(!infer(&c, ContainerKind::App).exits_oom_killed);
        // No limit: nothing to exceed.
        let c = container(&["stress", "--vm", "1", "--vm-bytes", "250M"], "polinux/stress");
        assert!(!infer(&c, ContainerKind::App).exits_oom_killed);
    }

    #[test]
    fn a_never_pulled_image_is_said_to_be_assumed_on_the_node() {
        let mut never = container(&["sleep", "infinity"], "registry.example/app:1.0");
        never.image_pull_policy = Some("Never".to_owned());
        let b = infer(&never, ContainerKind::App);
        assert!(b.explanation.text().en.contains("already on the node"), "{}", b.explanation);
        assert!(b.explanation.text().en.contains("`image: pullFails` in the Scenario tab"), "{}", b.explanation);
        never.image_pull_policy = Some("IfNotPresent".to_owned());
        assert!(!infer(&never, ContainerKind::App).explanation.text().en.contains("already on the node"));
    }

    #[test]
    fn a_container_meant_to_finish_finishes_unless_it_is_a_server() {
        let job = |command: &[&str], image: &str| {
            infer_with_policy(&container(command, image), ContainerKind::App, "Never").run_ms
        };
        assert_eq!(job(&["python", "migrate.py"], "my-migrator:1"), Some(10_000));
        assert_eq!(job(&["sh", "-c", "python migrate.py && echo done"], "my-migrator:1"), Some(10_000));
        assert_eq!(job(&["sh", "-c", "sleep 5; python migrate.py"], "my-migrator:1"), Some(15_000));
        assert_eq!(job(&[], "my-batch:1"), Some(10_000));
        assert_eq!(job(&[], "nginx:1.27"), None);
        assert_eq!(job(&["/cloud-sql-proxy", "db"], "gcr.io/cloud-sql-connectors/cloud-sql-proxy:2"), None);
        assert_eq!(job(&["sleep", "infinity"], "busybox"), None);
        let on_failure = infer_with_policy(&container(&["./run"], "app"), ContainerKind::App, "OnFailure");
        assert!(on_failure.explanation.text().en.contains("restartPolicy OnFailure"), "{}", on_failure.explanation);
        // Under Always, and for sidecars, an unknown program is still a long-running one.
        assert_eq!(infer_with_policy(&container(&["./run"], "app"), ContainerKind::App, "Always").run_ms, None);
        assert_eq!(infer_with_policy(&container(&["./run"], "app"), ContainerKind::Sidecar, "Never").run_ms, None);
    }
}
