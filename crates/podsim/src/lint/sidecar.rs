//! Sidecar rules: a long-running helper in `containers` of a run-to-completion Pod (PS002), and a
//! sidecar that later containers depend on without a startupProbe (PS003).

use super::{Finding, LintCode, LintContext, command_field, keeps_running, shown_name};
use crate::containers::{ContainerKind, ContainerRef};
use crate::lang::Text;
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
        let Some(Text { en: why_en, zh: why_zh }) = depended_on_because(sidecar.container, &later) else { continue };
        let next = later.first().map_or_else(String::new, |c| shown_name(c));
        let (readiness_en, readiness_zh) = if sidecar.container.readiness_probe.is_some() {
            (" (a readinessProbe does not hold back the next container)", "（readinessProbe 不会让下一个容器等待）")
        } else {
            ("", "")
        };
        let Text { en: port_en, zh: port_zh } =
            sidecar.container.ports.iter().find_map(|port| port.container_port).map_or_else(
                || crate::text!("its health endpoint", "它的健康检查端点"),
                |port| crate::text!("port {port}", "端口 {port} "),
            );
        let name = shown_name(sidecar);
        findings.push(Finding {
            code: LintCode::SidecarWithoutStartupProbe,
            field: sidecar.path(),
            message: crate::text!(
                "sidecar {name} has no startupProbe{readiness_en}: the kubelet starts {next} as soon as the sidecar's process \
                 has started, not when it is ready, yet {why_en}",
                "sidecar {name} 没有 startupProbe{readiness_zh}：sidecar 的进程一启动，kubelet 就会启动 {next}，\
                 而不是等它就绪；然而{why_zh}"
            ),
            fix: crate::text!(
                "add a startupProbe to {name} (httpGet or tcpSocket on {port_en}, periodSeconds: 1, failureThreshold: 30); \
                 the next container then starts only once it succeeds",
                "给 {name} 加一个 startupProbe（对{port_zh}使用 httpGet 或 tcpSocket，periodSeconds: 1，failureThreshold: 30）；\
                 这样下一个容器要等它成功后才会启动"
            ),
        });
    }
}

/// Why later containers probably need the sidecar ready before they start, if they do. A log or
/// metrics shipper is only depended on when a later container talks to localhost.
fn depended_on_because(sidecar: &Container, later: &[&ContainerRef<'_>]) -> Option<Text> {
    let localhost = || {
        later.iter().find(|c| talks_to_localhost(c.container)).map(|c| {
            let name = shown_name(c);
            crate::text!("{name} talks to localhost", "{name} 会访问 localhost")
        })
    };
    match sidecar.image.as_deref().and_then(image_role) {
        Some(ImageRole::Proxy) => {
            Some(crate::text!("its image is a proxy the app's traffic goes through", "它的镜像是应用流量要经过的代理"))
        }
        Some(ImageRole::Credentials) => {
            Some(crate::text!("its image is an agent that provides credentials", "它的镜像是提供凭据的 agent"))
        }
        Some(ImageRole::Server) => Some(crate::text!("its image is a server", "它的镜像是一个服务器")),
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
                Some((port, name)) => Some(crate::text!(
                    "it serves port {port}, which {name} calls",
                    "它提供端口 {port} 上的服务，而 {name} 会访问这个端口"
                )),
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
    let source_kind = context.source_kind;
    let Text { en: why_en, zh: why_zh } = if from_job {
        crate::text!("it is the Pod of a {source_kind}", "它是 {source_kind} 的 Pod")
    } else {
        Text::same(format!("restartPolicy: {policy}"))
    };
    let (outcome_en, outcome_zh) =
        if from_job { (", and the Job never finishes", "，Job 也永远不会完成") } else { ("", "") };
    let worker = shown_name(worker);
    for helper in helpers {
        let Text { en, zh } = running(helper).unwrap_or_default();
        let helper_name = shown_name(helper);
        let fix = if context.version.gates().sidecar_containers {
            crate::text!(
                "make {helper_name} a native sidecar: move it to `initContainers` and add `restartPolicy: Always`; the kubelet \
                 stops it once the app containers have exited",
                "把 {helper_name} 改成原生 sidecar：把它移到 `initContainers` 并加上 `restartPolicy: Always`；\
                 应用容器退出后，kubelet 会停止它"
            )
        } else {
            crate::text!(
                "this cluster has no native sidecars: make {helper_name} exit when {worker} is done (for example the worker writes \
                 /shared/done on exit and the helper watches for it)",
                "这个集群不支持原生 sidecar：让 {helper_name} 在 {worker} 完成后退出（例如工作容器退出时写入 \
                 /shared/done，辅助容器监视这个文件）"
            )
        };
        findings.push(Finding {
            code: LintCode::HelperBlocksCompletion,
            field: command_field(helper),
            message: crate::text!(
                "container {helper_name} {en}, but this Pod runs to completion ({why_en}): when {worker} finishes, {helper_name} keeps \
                 running, so the Pod never completes{outcome_en}",
                "容器 {helper_name} {zh}，但这个 Pod 是运行至完成的（{why_zh}）：{worker} 结束后，{helper_name} 仍在运行，\
                 所以 Pod 永远不会完成{outcome_zh}"
            ),
            fix,
        });
    }
}
