//! Sidecar rules: a long-running helper in `containers` of a run-to-completion Pod (PS002), and a
//! sidecar that later containers depend on without a startupProbe (PS003).

use super::{Completes, DependedOn, Finding, LintCode, LintContext, LintSays, command_field, keeps_running, shown_name};
use crate::containers::{ContainerKind, ContainerRef};
use crate::model::{Container, Pod};
use crate::process::images::{ImageRole, image_role};

pub(super) fn check(pod: &Pod, containers: &[ContainerRef<'_>], context: LintContext<'_>, findings: &mut Vec<Finding>) {
    helper_blocks_completion(pod, containers, context, findings);
    for (position, sidecar) in containers.iter().enumerate().filter(|(_, c)| c.kind == ContainerKind::Sidecar) {
        let later: Vec<&ContainerRef<'_>> = containers
            .get(position + 1..)
            .unwrap_or(&[])
            .iter()
            .filter(|c| c.kind != ContainerKind::Ephemeral)
            .collect();
        if sidecar.container.startup_probe.is_some() || later.is_empty() {
            continue;
        }
        let Some(because) = depended_on_because(sidecar.container, &later) else { continue };
        let Some(next) = later.first().map(|c| shown_name(c)) else { continue };
        findings.push(Finding {
            code: LintCode::SidecarWithoutStartupProbe,
            field: sidecar.path(),
            says: LintSays::SidecarWithoutStartupProbe {
                name: shown_name(sidecar),
                next,
                readiness_probe: sidecar.container.readiness_probe.is_some(),
                port: sidecar.container.ports.iter().find_map(|port| port.container_port),
                because,
            },
        });
    }
}

/// Why later containers probably need the sidecar ready before they start, if they do. A log or
/// metrics shipper is only depended on when a later container talks to localhost.
fn depended_on_because(sidecar: &Container, later: &[&ContainerRef<'_>]) -> Option<DependedOn> {
    let localhost =
        || later.iter().find(|c| talks_to_localhost(c.container)).map(|c| DependedOn::Localhost(shown_name(c)));
    match sidecar.image.as_deref().and_then(image_role) {
        Some(ImageRole::Proxy) => Some(DependedOn::Proxy),
        Some(ImageRole::Credentials) => Some(DependedOn::Credentials),
        Some(ImageRole::Server) => Some(DependedOn::Server),
        Some(ImageRole::Telemetry) => localhost(),
        // `pause` serves nothing: no container can wait for it.
        Some(ImageRole::Idle) => None,
        // A port alone is no sign (a metrics exporter serves one only the cluster scrapes): a later
        // container must name it (`db:5432`, `:9000`), or talk to localhost.
        Some(ImageRole::Base | ImageRole::Setup) | None => {
            let called =
                sidecar.ports.iter().filter_map(|port| port.container_port).find_map(|port| {
                    later.iter().find(|c| names_port(c.container, port)).map(|c| (port, shown_name(c)))
                });
            match called {
                Some((port, caller)) => Some(DependedOn::CallsPort { port, caller }),
                None => localhost(),
            }
        }
    }
}

/// True when the container's command, args or env values name `:port` as an address does
/// (`localhost:80`, `:80`), not as a quoted key's value (`"containerPort":80` in the JSON of
/// Istio's `ISTIO_META_POD_PORTS`, which lists the Pod's ports rather than calling one).
fn names_port(container: &Container, port: i64) -> bool {
    let needle = format!(":{port}");
    let mentions = |text: &str| {
        text.match_indices(&needle).any(|(at, _)| {
            let after = text.get(at + needle.len()..).and_then(|rest| rest.chars().next());
            let before = text.get(..at).and_then(|head| head.chars().next_back());
            after.is_none_or(|c| !c.is_ascii_digit()) && !matches!(before, Some('"' | '\''))
        })
    };
    container.command.iter().chain(container.args.iter()).any(|word| mentions(word))
        || container.env.iter().filter_map(|env| env.value.as_deref()).any(mentions)
}

fn talks_to_localhost(container: &Container) -> bool {
    let mentions = |text: &str| text.contains("localhost") || text.contains("127.0.0.1");
    container.command.iter().chain(container.args.iter()).any(|word| mentions(word))
        || container.env.iter().filter_map(|env| env.value.as_deref()).any(mentions)
}

/// PS002: a run-to-completion Pod with a long-running helper next to a worker in `containers`.
fn helper_blocks_completion(
    pod: &Pod,
    containers: &[ContainerRef<'_>],
    context: LintContext<'_>,
    findings: &mut Vec<Finding>,
) {
    let from_job = matches!(context.source_kind, "Job" | "CronJob");
    let policy = pod.spec.restart_policy_or_default();
    if !from_job && policy == "Always" {
        return;
    }
    let apps: Vec<&ContainerRef<'_>> = containers.iter().filter(|c| c.kind == ContainerKind::App).collect();
    let running = |c: &ContainerRef<'_>| keeps_running(c.container, ContainerKind::App, policy);
    let (helpers, workers): (Vec<&ContainerRef<'_>>, Vec<&ContainerRef<'_>>) =
        apps.into_iter().partition(|c| running(c).is_some());
    let Some(worker) = workers.first() else { return };
    let completes = if from_job {
        Completes::Workload(context.source_kind.to_owned())
    } else {
        Completes::Policy(policy.to_owned())
    };
    let worker = shown_name(worker);
    let native_sidecars = context.version.gates().sidecar_containers;
    for helper in helpers {
        let Some(runs) = running(helper) else { continue };
        findings.push(Finding {
            code: LintCode::HelperBlocksCompletion,
            field: command_field(helper),
            says: LintSays::HelperBlocksCompletion {
                helper: shown_name(helper),
                runs,
                worker: worker.clone(),
                completes: completes.clone(),
                native_sidecars,
            },
        });
    }
}
