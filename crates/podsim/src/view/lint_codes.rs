//! Each lint rule ([`LintCode`]) in words: its one-line title and why it matters, in English and
//! Simplified Chinese.

use crate::lang::Lang;
use crate::lint::LintCode;

impl LintCode {
    /// A one-line title in `lang`.
    pub fn title(self, lang: Lang) -> &'static str {
        let (en, zh) = self.entry().0;
        lang.pick(en, zh)
    }

    /// Why it matters, in a few sentences, in `lang`.
    pub fn explanation(self, lang: Lang) -> &'static str {
        let (en, zh) = self.entry().1;
        lang.pick(en, zh)
    }

    /// The title and the explanation, each in English and Chinese.
    #[allow(clippy::type_complexity)]
    fn entry(self) -> ((&'static str, &'static str), (&'static str, &'static str)) {
        match self {
            LintCode::InitNeverFinishes => (
                ("init container never finishes", "init 容器永远不会结束"),
                (
                    "Plain init containers run one at a time and each must exit 0 before the next one (and the app \
                     containers) start. A command that keeps running (sleep infinity, tail -f, while true, a server, \
                     proxy or agent) never exits, so the Pod stays in Init:N/M forever.",
                    "普通 init 容器逐个运行，每个都必须以退出码 0 结束，下一个容器（以及应用容器）才会启动。\
                     持续运行的命令（sleep infinity、tail -f、while true、服务器、代理或 agent）永远不会退出，Pod 就会一直停留在 Init:N/M。",
                ),
            ),
            LintCode::HelperBlocksCompletion => (
                (
                    "long-running helper keeps a run-to-completion Pod alive",
                    "常驻的辅助容器让本应运行至完成的 Pod 无法结束",
                ),
                (
                    "A Job's Pod (or any Pod with restartPolicy Never or OnFailure) completes only when every container \
                     in `containers` has exited. A log shipper, proxy or agent there never exits, so the Pod never \
                     reaches Succeeded and the Job never completes. A native sidecar (an init container with \
                     restartPolicy: Always) is stopped by the kubelet once the app containers are done.",
                    "Job 的 Pod（或任何 restartPolicy 为 Never 或 OnFailure 的 Pod）只有在 `containers` 中的每个容器都退出后才算完成。\
                     放在那里的日志采集器、代理或 agent 永远不会退出，所以 Pod 永远到不了 Succeeded，Job 也永远不会完成。\
                     原生 sidecar（设置了 restartPolicy: Always 的 init 容器）会在应用容器结束后由 kubelet 停止。",
                ),
            ),
            LintCode::SidecarWithoutStartupProbe => (
                ("sidecar others depend on has no startupProbe", "被其他容器依赖的 sidecar 没有 startupProbe"),
                (
                    "The kubelet starts the container after a sidecar as soon as the sidecar's process has started, or, \
                     if it has a startupProbe, once that probe succeeds. Without one, the app may start before the \
                     proxy listens or the credentials exist, and fail its first connections.",
                    "sidecar 的进程一启动，kubelet 就会启动排在它后面的容器；如果 sidecar 有 startupProbe，则等该探针成功后再启动。\
                     没有 startupProbe 时，应用可能在代理开始监听、或凭据就绪之前就已启动，最初的连接因此失败。",
                ),
            ),
            LintCode::GraceShorterThanPreStop => (
                (
                    "terminationGracePeriodSeconds shorter than the preStop work",
                    "terminationGracePeriodSeconds 短于 preStop 所需的时间",
                ),
                (
                    "The grace period is one budget for the whole Pod: every preStop hook starts at once inside it, \
                     SIGTERM comes after the hook, and SIGKILL when the budget runs out (with at least 2 s after a \
                     preStop that used it all). Sidecars get SIGTERM only after the app containers have exited, so a \
                     slow app leaves them only that floor.",
                    "宽限期是整个 Pod 共用的一份预算：所有 preStop 钩子在其中同时开始，钩子结束后发送 SIGTERM，预算用完时发送 SIGKILL（如果 preStop 用完了全部预算，SIGTERM 之后至少还有 2 秒）。\
                     sidecar 要等应用容器退出后才收到 SIGTERM，所以应用停得慢时，sidecar 只剩下这 2 秒的下限。",
                ),
            ),
            LintCode::EmptyDirMountedOnce => (
                ("emptyDir mounted by only one container", "emptyDir 只被一个容器挂载"),
                (
                    "Containers do not share their root filesystems: files reach another container only through a volume \
                     both mount. An emptyDir mounted by a single container shares nothing, so a container that names its \
                     path (in its command, args or env) or mounts something else there sees its own directory instead. \
                     Scratch space (/tmp, caches) and a mesh injector's own volumes are left alone.",
                    "容器之间不共享根文件系统：文件只能通过双方都挂载的卷传给另一个容器。\
                     只被一个容器挂载的 emptyDir 什么也共享不了，所以在命令、参数或环境变量中用到这个路径、或在那里挂载了别的卷的容器，\
                     看到的是它自己的目录。临时空间（/tmp、缓存）和网格注入器自己的卷不在此列。",
                ),
            ),
            LintCode::DuplicateContainerPort => (
                ("two containers declare the same containerPort", "两个容器声明了相同的 containerPort"),
                (
                    "All containers of a Pod share one network namespace. Two processes cannot listen on the same port \
                     and protocol, so one of the containers fails to bind (and usually crash-loops).",
                    "Pod 中的所有容器共享同一个网络命名空间。\
                     两个进程不能在同一端口和协议上监听，所以其中一个容器会绑定失败（通常还会反复崩溃重启）。",
                ),
            ),
            LintCode::UnboundedInitWait => (
                ("init container waits on the network with no time limit", "init 容器无时限地等待网络依赖"),
                (
                    "An init container that loops until a DNS name resolves or a URL answers keeps the Pod in Init \
                     forever when the dependency never comes (a typo in the name is enough), with empty app logs. Bound \
                     the wait or set spec.activeDeadlineSeconds so the failure becomes visible.",
                    "循环等待某个 DNS 名称可以解析、或某个 URL 有响应的 init 容器，在依赖永远不出现时（名字拼错就足以造成）会让 Pod 永远停留在 Init 阶段，而应用日志是空的。\
                     请给等待设置上限，或者设置 spec.activeDeadlineSeconds，让失败能被看见。",
                ),
            ),
            LintCode::PrivilegedContainer => (
                ("privileged container or broad capabilities", "特权容器或过宽的 capabilities"),
                (
                    "privileged: true gives the container every capability and the node's devices; SYS_ADMIN is nearly \
                     the same, NET_ADMIN controls the node-visible network of the Pod, and ALL is every capability. A \
                     compromise of such a container reaches the node.",
                    "privileged: true 会让容器拥有所有 capability 并能访问节点的设备；SYS_ADMIN 几乎等同于此，NET_ADMIN 可以控制 Pod 在节点上可见的网络，ALL 则是全部 capability。\
                     这样的容器一旦被攻破，攻击就会波及节点。",
                ),
            ),
            LintCode::SidecarOnLegacyCluster => (
                (
                    "native sidecar on a cluster without native sidecars",
                    "在不支持原生 sidecar 的集群上使用原生 sidecar",
                ),
                (
                    "Before Kubernetes 1.29 (or with the SidecarContainers gate off) the API server silently drops an \
                     init container's restartPolicy. The 'sidecar' becomes a plain init container: if it keeps running, \
                     the app containers never start.",
                    "在 Kubernetes 1.29 之前（或者关闭了 SidecarContainers 特性门控时），API Server 会悄悄丢弃 init 容器的 restartPolicy。\
                     这个“sidecar”就变成了普通 init 容器：如果它一直运行，应用容器就永远不会启动。",
                ),
            ),
        }
    }
}
