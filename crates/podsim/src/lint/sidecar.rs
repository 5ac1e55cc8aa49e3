//! Sidecar rules: a long-running helper in `containers` of a run-to-completion Pod (PS002), and a
//! sidecar that later containers depend on without a startupProbe (PS003).

use super::command::{ImageRole, image_role, looks_long_running};
use super::{Finding, LintCode, LintContext, command_field, shown_name};
use crate::containers::{ContainerKind, ContainerRef};
use crate::model::{Container, Pod};

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
        let Some(why) = depended_on_because(sidecar.container, &later) else { continue };
        let next = later.first().map_or_else(String::new, |c| shown_name(c));
        let readiness = if sidecar.container.readiness_probe.is_some() {
            " (a readinessProbe does not hold back the next container)"
        } else {
            ""
        };
        let port_hint = sidecar
            .container
            .ports
            .iter()
            .find_map(|port| port.container_port)
            .map_or_else(|| "its health endpoint".to_owned(), |port| format!("port {port}"));
        findings.push(Finding {
            code: LintCode::SidecarWithoutStartupProbe,
            field: sidecar.path(),
            message: format!(
                "sidecar {} has no startupProbe{readiness}: the kubelet starts {next} as soon as the sidecar's process \
                 has started, not when it is ready, yet {why}",
                shown_name(sidecar)
            ),
            fix: format!(
                "add a startupProbe to {} (httpGet or tcpSocket on {port_hint}, periodSeconds: 1, failureThreshold: 30); \
                 the next container then starts only once it succeeds",
                shown_name(sidecar)
            ),
        });
    }
}

/// Why later containers probably need the sidecar ready before they start, if they do. A log or
/// metrics shipper is only depended on when a later container talks to localhost.
fn depended_on_because(sidecar: &Container, later: &[&ContainerRef<'_>]) -> Option<String> {
    let localhost = || {
        later.iter().find(|c| talks_to_localhost(c.container)).map(|c| format!("{} talks to localhost", shown_name(c)))
    };
    match sidecar.image.as_deref().and_then(image_role) {
        Some(ImageRole::Proxy) => Some("its image is a proxy the app's traffic goes through".to_owned()),
        Some(ImageRole::Credentials) => Some("its image is an agent that provides credentials".to_owned()),
        Some(ImageRole::Server) => Some("its image is a server".to_owned()),
        Some(ImageRole::Telemetry) => localhost(),
        None => match sidecar.ports.iter().find_map(|port| port.container_port) {
            Some(port) => Some(format!("it serves port {port} in the Pod's shared network")),
            None => localhost(),
        },
    }
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
    let (helpers, workers): (Vec<&ContainerRef<'_>>, Vec<&ContainerRef<'_>>) =
        apps.into_iter().partition(|c| looks_long_running(c.container).is_some());
    let Some(worker) = workers.first() else { return };
    let why = if from_job {
        format!("it is the Pod of a {}", context.source_kind)
    } else {
        format!("restartPolicy: {policy}")
    };
    let outcome = if from_job { ", and the Job never finishes" } else { "" };
    for helper in helpers {
        let evidence = looks_long_running(helper.container).map(|reason| reason.evidence()).unwrap_or_default();
        let fix = if context.version.gates().sidecar_containers {
            format!(
                "make {} a native sidecar: move it to `initContainers` and add `restartPolicy: Always`; the kubelet \
                 stops it once the app containers have exited",
                shown_name(helper)
            )
        } else {
            format!(
                "this cluster has no native sidecars: make {} exit when {} is done (for example the worker writes \
                 /shared/done on exit and the helper watches for it)",
                shown_name(helper),
                shown_name(worker)
            )
        };
        findings.push(Finding {
            code: LintCode::HelperBlocksCompletion,
            field: command_field(helper),
            message: format!(
                "container {} {evidence}, but this Pod runs to completion ({why}): when {} finishes, {} keeps \
                 running, so the Pod never completes{outcome}",
                shown_name(helper),
                shown_name(worker),
                shown_name(helper)
            ),
            fix,
        });
    }
}
