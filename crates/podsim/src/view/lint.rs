//! Lint findings in words: what each rule saw ([`LintSays`]) as the message and the fix, in
//! English and Simplified Chinese, naming the containers involved.

use crate::lang::Text;
use crate::lint::{
    BroadCapability, Completes, DependedOn, Finding, InitStuck, LintSays, Named, PreStopTakes, Seen, SharingSign,
};
use crate::version::KubeVersion;

/// The kubelet always leaves this much time after SIGTERM. // kubelet: killContainer (minimumGracePeriodInSeconds)
const MINIMUM_GRACE_SECONDS: i64 = 2;

impl Finding {
    /// What is wrong, naming the containers involved.
    pub fn message(&self) -> Text {
        self.says.message()
    }

    /// What to change.
    pub fn fix(&self) -> Text {
        self.says.fix()
    }
}

impl LintSays {
    /// What is wrong, naming the containers involved.
    pub fn message(&self) -> Text {
        match self {
            LintSays::InitNeverFinishes { name, runs, stuck, .. } => {
                let Text { en, zh } = runs.text();
                crate::text!(
                    "init container {name} never finishes: it {en}, but a plain init container must exit before the next \
                     container starts, so the Pod stays in {stuck} forever",
                    "init 容器 {name} 永远不会结束：它{zh}，但普通 init 容器必须先退出，下一个容器才会启动，\
                     所以 Pod 会永远停留在 {stuck}"
                )
            }
            LintSays::HelperBlocksCompletion { helper, runs, worker, completes, .. } => {
                let Text { en, zh } = runs.text();
                let Text { en: why_en, zh: why_zh } = match completes {
                    Completes::Workload(source_kind) => {
                        crate::text!("it is the Pod of a {source_kind}", "它是 {source_kind} 的 Pod")
                    }
                    Completes::Policy(policy) => Text::same(format!("restartPolicy: {policy}")),
                };
                let (outcome_en, outcome_zh) = match completes {
                    Completes::Workload(_) => (", and the Job never finishes", "，Job 也永远不会完成"),
                    Completes::Policy(_) => ("", ""),
                };
                let helper_name = helper;
                crate::text!(
                    "container {helper_name} {en}, but this Pod runs to completion ({why_en}): when {worker} finishes, {helper_name} keeps \
                     running, so the Pod never completes{outcome_en}",
                    "容器 {helper_name} {zh}，但这个 Pod 是运行至完成的（{why_zh}）：{worker} 结束后，{helper_name} 仍在运行，\
                     所以 Pod 永远不会完成{outcome_zh}"
                )
            }
            LintSays::SidecarWithoutStartupProbe { name, next, readiness_probe, because, .. } => {
                let Text { en: why_en, zh: why_zh } = because.text();
                let (readiness_en, readiness_zh) = if *readiness_probe {
                    (
                        " (a readinessProbe does not hold back the next container)",
                        "（readinessProbe 不会让下一个容器等待）",
                    )
                } else {
                    ("", "")
                };
                crate::text!(
                    "sidecar {name} has no startupProbe{readiness_en}: the kubelet starts {next} as soon as the sidecar's process \
                     has started, not when it is ready, yet {why_en}",
                    "sidecar {name} 没有 startupProbe{readiness_zh}：sidecar 的进程一启动，kubelet 就会启动 {next}，\
                     而不是等它就绪；然而{why_zh}"
                )
            }
            LintSays::GraceShorterThanPreStop { name, takes, grace_seconds: grace, sidecars_too } => {
                let (sidecars_en, sidecars_zh) = if *sidecars_too {
                    (
                        "; the sidecars, stopped only after the app containers have exited, get that floor too",
                        "；sidecar 要等应用容器退出后才停止，同样只剩这个下限",
                    )
                } else {
                    ("", "")
                };
                let (shown, takes_zh) = match takes {
                    PreStopTakes::Forever => ("forever".to_owned(), "永远不会结束".to_owned()),
                    PreStopTakes::Seconds(seconds) => (format!("{seconds}s"), format!("需要 {seconds} 秒")),
                };
                crate::text!(
                    "the preStop hook of {name} takes {shown} but terminationGracePeriodSeconds is {grace}: the kubelet cuts \
                     the hook off after {grace}s, then gives the container only {MINIMUM_GRACE_SECONDS}s after SIGTERM \
                     before SIGKILL{sidecars_en}",
                    "{name} 的 preStop 钩子{takes_zh}，但 terminationGracePeriodSeconds 只有 {grace}：kubelet 在 {grace} 秒后\
                     中断钩子，然后在 SIGTERM 之后只给容器 {MINIMUM_GRACE_SECONDS} 秒就发送 SIGKILL{sidecars_zh}"
                )
            }
            LintSays::EmptyDirMountedOnce { volume: name, only, path, other, sign } => {
                let Text { en: sign_en, zh: sign_zh } = sign.text();
                crate::text!(
                    "emptyDir volume `{name}` is mounted only by {only} (at {path}), yet {other} {sign_en}: {other} sees its own \
                     directory there, not {only}'s files (containers do not share their root filesystems, only the volumes they both mount)",
                    "emptyDir 卷 `{name}` 只被 {only} 挂载（在 {path}），而 {other} {sign_zh}：{other} 在那里看到的是它自己的目录，\
                     而不是 {only} 的文件（容器之间不共享根文件系统，只共享双方都挂载的卷）"
                )
            }
            LintSays::DuplicateContainerPort { first, second, port: number, protocol } => crate::text!(
                "containers {first} and {second} both declare containerPort {number}/{protocol}: all containers of a Pod \
                 share one network namespace, so only one process can listen there and the other fails to bind",
                "容器 {first} 和 {second} 都声明了 containerPort {number}/{protocol}：Pod 中的所有容器共享\
                 同一个网络命名空间，只有一个进程能在这个端口上监听，另一个会绑定失败"
            ),
            LintSays::UnboundedInitWait { name, loop_words, stuck, .. } => crate::text!(
                "init container {name} waits with no time limit (`{loop_words}`): if the dependency never appears, or its name \
                 is misspelt, the Pod stays in {stuck} with no error and empty app logs",
                "init 容器 {name} 无时限地等待（`{loop_words}`）：如果依赖一直不出现，或者名字拼错了，\
                 Pod 会停留在 {stuck}，既没有报错，应用日志也是空的"
            ),
            LintSays::Privileged { name } => crate::text!(
                "container {name} runs privileged: it has every capability and the node's devices, so whoever \
                 controls it controls the node",
                "容器 {name} 以特权模式运行：它拥有所有 capability，并能访问节点的设备，谁控制了它就控制了节点"
            ),
            LintSays::BroadCapability { name, capability } => {
                let Text { en: meaning_en, zh: meaning_zh } = capability.meaning();
                let capability = capability.as_str();
                crate::text!(
                    "container {name} adds capability {capability}: {meaning_en}",
                    "容器 {name} 添加了 capability {capability}：{meaning_zh}"
                )
            }
            LintSays::SidecarOnLegacyCluster { name, version, runs, stuck } => {
                let consequence = match runs {
                    Some(runs) => {
                        let Text { en, zh } = runs.text();
                        crate::text!(
                            ", and since it {en}, it never finishes: the app containers never start and the Pod stays in {stuck}",
                            "；而它{zh}，永远不会结束：应用容器永远不会启动，Pod 一直停留在 {stuck}"
                        )
                    }
                    None => crate::text!(
                        ": it runs once, to completion, before the app containers instead of alongside them",
                        "：它会在应用容器之前运行一次直到完成，而不是与应用容器并行运行"
                    ),
                };
                let ((legacy_en, legacy_zh), Text { en: consequence_en, zh: consequence_zh }) =
                    (legacy_name(*version), consequence);
                crate::text!(
                    "this cluster has no native sidecars (Kubernetes {legacy_en}): the API server drops `restartPolicy: Always` \
                     from init container {name}, so it becomes a plain init container{consequence_en}",
                    "这个集群不支持原生 sidecar（Kubernetes {legacy_zh}）：API Server 会丢弃 init 容器 {name} 的 \
                     `restartPolicy: Always`，它因此变成普通 init 容器{consequence_zh}"
                )
            }
        }
    }

    /// What to change.
    pub fn fix(&self) -> Text {
        match self {
            LintSays::InitNeverFinishes { name, native_sidecars: true, .. } => crate::text!(
                "if {name} is a helper that should run alongside the app, make it a native sidecar by adding \
                 `restartPolicy: Always` to it; if it is a setup step, make its command exit when the work is done",
                "如果 {name} 是应与应用并行运行的辅助容器，请给它加上 `restartPolicy: Always`，使它成为原生 sidecar；\
                 如果它是准备步骤，请让它的命令在工作完成后退出"
            ),
            LintSays::InitNeverFinishes { name, native_sidecars: false, .. } => crate::text!(
                "this cluster has no native sidecars: move {name} to `containers`, or make its command exit when the \
                 work is done",
                "这个集群不支持原生 sidecar：请把 {name} 移到 `containers`，或者让它的命令在工作完成后退出"
            ),
            LintSays::HelperBlocksCompletion { helper: helper_name, native_sidecars: true, .. } => crate::text!(
                "make {helper_name} a native sidecar: move it to `initContainers` and add `restartPolicy: Always`; the kubelet \
                 stops it once the app containers have exited",
                "把 {helper_name} 改成原生 sidecar：把它移到 `initContainers` 并加上 `restartPolicy: Always`；\
                 应用容器退出后，kubelet 会停止它"
            ),
            LintSays::HelperBlocksCompletion { helper: helper_name, worker, native_sidecars: false, .. } => {
                crate::text!(
                    "this cluster has no native sidecars: make {helper_name} exit when {worker} is done (for example the worker writes \
                 /shared/done on exit and the helper watches for it)",
                    "这个集群不支持原生 sidecar：让 {helper_name} 在 {worker} 完成后退出（例如工作容器退出时写入 \
                 /shared/done，辅助容器监视这个文件）"
                )
            }
            LintSays::SidecarWithoutStartupProbe { name, port, .. } => {
                let Text { en: port_en, zh: port_zh } = match port {
                    None => crate::text!("its health endpoint", "它的健康检查端点"),
                    Some(port) => crate::text!("port {port}", "端口 {port} "),
                };
                crate::text!(
                    "add a startupProbe to {name} (httpGet or tcpSocket on {port_en}, periodSeconds: 1, failureThreshold: 30); \
                     the next container then starts only once it succeeds",
                    "给 {name} 加一个 startupProbe（对{port_zh}使用 httpGet 或 tcpSocket，periodSeconds: 1，failureThreshold: 30）；\
                     这样下一个容器要等它成功后才会启动"
                )
            }
            LintSays::GraceShorterThanPreStop { takes, .. } => {
                let (shown, above_zh) = match takes {
                    PreStopTakes::Forever => ("forever".to_owned(), "钩子的时长".to_owned()),
                    PreStopTakes::Seconds(seconds) => (format!("{seconds}s"), format!(" {seconds} 秒")),
                };
                crate::text!(
                    "raise spec.terminationGracePeriodSeconds above {shown} plus the time the process needs after SIGTERM, \
                     or shorten the preStop hook",
                    "把 spec.terminationGracePeriodSeconds 提高到大于{above_zh}与进程在 SIGTERM 之后所需时间之和，\
                     或者缩短 preStop 钩子"
                )
            }
            LintSays::EmptyDirMountedOnce { volume: name, path, other, .. } => crate::text!(
                "add `{{name: {name}, mountPath: {path}}}` to the volumeMounts of {other}",
                "给 {other} 的 volumeMounts 加上 `{{name: {name}, mountPath: {path}}}`"
            ),
            LintSays::DuplicateContainerPort { second, .. } => crate::text!(
                "give {second} another port (and point its clients at it)",
                "给 {second} 换一个端口（并让它的客户端改连新端口）"
            ),
            LintSays::UnboundedInitWait { deadline_fix, .. } => {
                let (deadline_en, deadline_zh) = if *deadline_fix {
                    (", or set spec.activeDeadlineSeconds", "，或者设置 spec.activeDeadlineSeconds")
                } else {
                    ("", "")
                };
                crate::text!(
                    "bound the wait: wrap the loop in `timeout 300 sh -c '…'` or count attempts and `exit 1` after a \
                     limit{deadline_en}; if the app can retry on its own, drop the wait and gate traffic with a readinessProbe",
                    "给等待设置上限：用 `timeout 300 sh -c '…'` 包住循环，或者统计尝试次数、超过上限后 `exit 1`{deadline_zh}；\
                     如果应用自己能重试，就去掉等待，改用 readinessProbe 控制流量"
                )
            }
            LintSays::Privileged { .. } => crate::text!(
                "remove `privileged: true` and add only the capabilities the process needs; for network setup \
                  prefer a CNI plugin (Istio CNI, Linkerd CNI) over a privileged init container",
                "去掉 `privileged: true`，只添加进程需要的 capability；如果是为了配置网络，\
                 优先使用 CNI 插件（Istio CNI、Linkerd CNI），而不是特权 init 容器"
            ),
            LintSays::BroadCapability { capability, .. } => {
                let capability = capability.as_str();
                crate::text!(
                    "drop {capability} and add the narrowest capability that works (e.g. NET_BIND_SERVICE, NET_RAW), with \
                     `drop: [ALL]` first",
                    "去掉 {capability}，改为添加够用的最小 capability（例如 NET_BIND_SERVICE、NET_RAW），并先写上 `drop: [ALL]`"
                )
            }
            LintSays::SidecarOnLegacyCluster { name, .. } => crate::text!(
                "on this cluster move {name} to `containers` (it then starts with the app, in no guaranteed order), \
                 or run the Pod on Kubernetes 1.29+ where `restartPolicy: Always` makes a native sidecar",
                "在这个集群上，请把 {name} 移到 `containers`（它会与应用一起启动，先后顺序不保证），\
                 或者在 Kubernetes 1.29+ 上运行这个 Pod，那里的 `restartPolicy: Always` 会让它成为原生 sidecar"
            ),
        }
    }
}

impl Seen {
    /// What was seen, as a clause for messages (``runs `tail -F /var/log/app.log` ``).
    pub fn text(&self) -> Text {
        match self {
            Seen::Runs(words) => crate::text!("runs `{words}`", "运行 `{words}`"),
            Seen::Image(image) => crate::text!(
                "runs the image `{image}`, a long-lived server, proxy or agent",
                "运行镜像 `{image}`，这是一个长期运行的服务器、代理或 agent"
            ),
        }
    }
}

impl DependedOn {
    /// Why later containers need the sidecar ready, as a clause.
    fn text(&self) -> Text {
        match self {
            DependedOn::Proxy => {
                crate::text!("its image is a proxy the app's traffic goes through", "它的镜像是应用流量要经过的代理")
            }
            DependedOn::Credentials => {
                crate::text!("its image is an agent that provides credentials", "它的镜像是提供凭据的 agent")
            }
            DependedOn::Server => crate::text!("its image is a server", "它的镜像是一个服务器"),
            DependedOn::Localhost(name) => crate::text!("{name} talks to localhost", "{name} 会访问 localhost"),
            DependedOn::CallsPort { port, caller: name } => crate::text!(
                "it serves port {port}, which {name} calls",
                "它提供端口 {port} 上的服务，而 {name} 会访问这个端口"
            ),
        }
    }
}

impl SharingSign {
    /// What the other container does, as a clause.
    fn text(&self) -> Text {
        match self {
            SharingSign::MountsOther(theirs) => crate::text!(
                "mounts another volume (`{theirs}`) at that same path",
                "在同一路径上挂载了另一个卷（`{theirs}`）"
            ),
            SharingSign::NamesPath(field) => {
                crate::text!("names that path in its {field}", "在它的 {field} 中用到了这个路径")
            }
        }
    }
}

impl BroadCapability {
    /// What the capability amounts to.
    fn meaning(self) -> Text {
        match self {
            BroadCapability::All => crate::text!("every Linux capability", "全部 Linux capability"),
            BroadCapability::SysAdmin => crate::text!(
                "nearly root on the node (mounts, namespaces, BPF, …)",
                "几乎等于节点上的 root（挂载、命名空间、BPF 等）"
            ),
            BroadCapability::NetAdmin => crate::text!(
                "full control of the Pod's network stack (iptables, routes, interfaces)",
                "完全控制 Pod 的网络栈（iptables、路由、网络接口）"
            ),
        }
    }
}

impl std::fmt::Display for Named {
    /// `` `app` ``, or `#2` for a container without a name.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Named::Name(name) => write!(f, "`{name}`"),
            Named::Position(position) => write!(f, "#{position}"),
        }
    }
}

impl std::fmt::Display for InitStuck {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Init:{}/{}", self.index, self.total)
    }
}

/// How the version setting is named in messages, in English and Chinese.
fn legacy_name(version: KubeVersion) -> (&'static str, &'static str) {
    match version {
        KubeVersion::Legacy => ("1.28 or older with SidecarContainers off", "1.28 或更早，SidecarContainers 关闭"),
        _ => ("SidecarContainers off", "SidecarContainers 关闭"),
    }
}
