//! The UI's words in English and Simplified Chinese, in the core's [`Lang`] (podsim's own
//! sentences come from the core as [`podsim::Text`]). Kubernetes messages are never translated:
//! they stay exactly as kubectl prints them.

pub use podsim::Lang;

/// The browser's preferred language, when it is one of ours.
pub fn browser_lang() -> Lang {
    gloo::utils::window().navigator().language().and_then(|tag| Lang::parse(&tag)).unwrap_or_default()
}

macro_rules! keys {
    ($($name:ident => $en:literal, $zh:literal;)*) => {
        /// A phrase of the UI.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Key { $(#[doc = $en] $name,)* }

        impl podsim::Phrase for Key {
            fn texts(self) -> (&'static str, &'static str) {
                match self { $(Key::$name => ($en, $zh),)* }
            }
        }
    };
}

keys! {
    Tagline => "A Kubernetes Pod, as a story you can scrub through", "把一个 Kubernetes Pod 变成可以拖动回放的故事";
    Editor => "Pod YAML", "Pod YAML";
    ScenarioTab => "Scenario", "场景";
    EditorHint => "Esc then Tab leaves the editor · Ctrl/⌘+F finds and replaces", "先按 Esc 再按 Tab 离开编辑器 · Ctrl/⌘+F 查找和替换";
    Containers => "Containers", "容器";
    InitGroup => "init", "init 容器";
    SidecarGroup => "sidecar", "sidecar 容器";
    AppGroup => "app", "应用容器";
    EphemeralGroup => "ephemeral", "临时容器";
    NoContainers => "No containers yet", "还没有容器";
    Problems => "Problems", "问题";
    ProblemOne => "problem", "个问题";
    ProblemMany => "problems", "个问题";
    NoteOne => "note", "条说明";
    NoteMany => "notes", "条说明";
    NotesTitle => "Notes are information, not problems: the list under the editor has them", "说明只是提示，不是问题：编辑器下方的列表中有它们";
    NoRequests => "none", "无";
    ResizePanes => "Resize the editor and the results (arrow keys)", "调整编辑器与结果的宽度（方向键）";
    NoProblems => "No problems", "没有问题";
    Line => "line", "行";
    Column => "column", "列";
    Theme => "Theme", "主题";
    ThemeAuto => "Auto", "跟随系统";
    ThemeLight => "Light", "浅色";
    ThemeDark => "Dark", "深色";
    Language => "Language", "语言";
    Version => "Kubernetes", "Kubernetes 版本";
    Timing => "Timing", "时间模型";
    TimingRealistic => "realistic", "真实";
    TimingIdeal => "ideal", "理想";
    Seed => "Seed", "随机种子";
    TimingHelp => "ideal: only the times the Pod and the scenario write take time (image pulls and the kubelet's reactions are instant); realistic: image pulls take time and the kubelet reacts within about a second, randomly but repeatably (see Seed)", "理想：只有 Pod 和场景写明的时间才耗时（拉取镜像和 kubelet 的反应都是瞬时的）；真实：拉取镜像需要时间，kubelet 约在一秒内作出反应，随机但可重复（见随机种子）";
    SeedHelp => "the same seed always gives the same run; another seed varies the realistic delays (it changes nothing with ideal timing)", "同一个种子总是给出同一次运行；换一个种子会改变真实时序中的延迟（理想时序下没有影响）";
    FeatureGates => "Gates", "特性门控";
    FeatureGatesHelp => "Feature-gate overrides, as the cluster's --feature-gates flag takes them: Name=true,Other=false", "特性门控覆盖，写法同集群的 --feature-gates 参数：Name=true,Other=false";
    SetByScenario => "Set by the scenario's own line; edit the scenario to change it", "由场景中的这一行决定；要修改请编辑场景";
    Node => "Node", "节点";
    NodeHelp => "The node the Pod is scheduled on: its allocatable resources (empty: the default kind node's) and the other Pods on it; written into the scenario's node:", "Pod 被调度到的节点：它的可分配资源（留空即默认 kind 节点的值）和节点上的其他 Pod；写入场景的 node:";
    NodeAllocatable => "Allocatable", "可分配";
    NodeSystemPods => "kube-system Pods", "kube-system Pod";
    NodeOtherPods => "Other Pods and their requests", "其他 Pod 及其请求";
    NodeAddPod => "Add a Pod", "添加 Pod";
    NodePodName => "name", "名称";
    ResetToExample => "Reset", "恢复示例";
    ResetHelp => "Put back the example's YAML and scenario (the text it replaces can be restored)", "放回示例的 YAML 和场景（被替换的文本可以恢复）";
    Examples => "Examples", "示例";
    LookFor => "What to look for", "看点";
    SearchExamples => "Search the examples (English or 中文)", "搜索示例（中文或 English）";
    NoExampleMatches => "No example matches.", "没有匹配的示例。";
    ExamplesKeys => "↑ ↓ move · Enter opens · Esc closes", "↑ ↓ 移动 · Enter 打开 · Esc 关闭";
    ExamplesLoading => "Loading the examples…", "正在加载示例…";
    ExamplesFailed => "The examples could not be loaded; the editor works without them", "无法加载示例；编辑器不受影响，仍可使用";
    Settings => "Settings", "设置";
    PaneSwitch => "Show", "显示";
    YamlPane => "YAML", "YAML";
    ResultsPane => "Results", "结果";
    Retry => "Try again", "重试";
    Timeline => "Timeline", "时间线";
    Table => "Table", "表格";
    Analysis => "Analysis", "分析";
    Compare => "Compare", "对比";
    Play => "Play", "播放";
    Pause => "Pause", "暂停";
    Playback => "Playback", "回放";
    PreviousEvent => "Previous event", "上一个事件";
    NextEvent => "Next event", "下一个事件";
    Speed => "Speed", "速度";
    JumpTo => "Time", "时间";
    Zoom => "Zoom", "缩放";
    ZoomFit => "Fit", "适应宽度";
    LinearTime => "Linear time", "线性时间";
    Playhead => "Playhead", "播放头";
    PlayheadKeys => "Playhead keys: ← → the previous or next change · Shift+← → 1 s · Page Up / Page Down 10 s · Home / End · Space plays or pauses", "播放头按键：← → 上一个或下一个变化 · Shift+← → 1 秒 · Page Up / Page Down 10 秒 · Home / End · 空格播放或暂停";
    Legend => "Legend", "图例";
    ExactTime => "Exact to the millisecond; the axis rounds its labels", "精确到毫秒；时间轴的刻度标签经过取整";
    DrawnWith => "Drawn as one mark with:", "与下列标记画在同一处：";
    WhyHint => "Select a bar or marker to see why it happened.", "点击任意色条或标记，查看它发生的原因。";
    TimelineKeys => "Timeline bars and markers: arrow keys move between them and between lanes, Escape lets go; the why is read below", "时间线的色条和标记：方向键在它们之间和各行之间移动，Esc 取消选择；原因显示在下方";
    TableCaption => "Every change of the Pod and its containers, in time order", "Pod 及其容器的每一次变化（按时间排序）";
    Time => "Time", "时间";
    Lane => "Lane", "泳道";
    What => "What", "内容";
    Why => "Why", "原因";
    Copy => "Copy", "复制";
    Copied => "Copied", "已复制";
    CopyFailed => "Copy refused", "复制被拒绝";
    KubectlApply => "kubectl apply", "kubectl apply";
    Lint => "Warnings", "警告";
    Fix => "Fix", "修复建议";
    NoLint => "No warnings", "没有警告";
    Resources => "Effective requests and limits", "有效的资源请求与限制";
    Resource => "Resource", "资源";
    Requests => "requests", "requests";
    Limits => "limits", "limits";
    Decided => "Decided by", "由谁决定";
    QosClass => "QoS class", "QoS 等级";
    QosClassIfAdmitted => "QoS class, were it admitted", "若被接受，QoS 等级";
    QosAsWritten => "as written", "按原文";
    FromLimitRange => "From a LimitRange", "来自 LimitRange";
    Dropped => "Dropped by the API server", "被 API Server 丢弃的字段";
    NoPod => "No Pod to analyse yet", "还没有可分析的 Pod";
    Inferred => "What each container is assumed to do", "各容器的推断行为";
    EmbeddedScenario => "Written after the Pod (a kind: Scenario document): edit them there. Injecting a fault moves them to the Scenario tab.", "写在 Pod 之后（一个 kind: Scenario 文档）：请在那里编辑。注入故障时，它们会移到“场景”页。";
    PastedTitle => "The status you pasted", "你粘贴的状态";
    PastedHint => "This YAML carries a status (as kubectl get pod -o yaml prints it). The timeline replays the Pod from its creation, a container the status shows crash-looping failing as its last run did; this is what the status says, as of the newest time it records:", "这段 YAML 带有 status（就像 kubectl get pod -o yaml 的输出）。时间线会从创建时起重放这个 Pod，status 显示处于崩溃循环的容器会按它上一次运行的方式失败；下面是这份 status 所说明的情况，时间以其中记录的最新时间为准：";
    PastedPhase => "Phase the kubelet would write", "kubelet 会写入的 phase";
    PastedReported => "the object says", "对象中写的是";
    PastedConditions => "Conditions the kubelet would write", "kubelet 会写入的 conditions";
    PastedNotice => "This YAML carries a status: the Analysis tab explains what it says now.", "这段 YAML 带有 status：“分析”页会说明它现在表示什么。";
    Views => "Views", "视图";
    NoTimeline => "The timeline appears once the Pod is accepted.", "Pod 被接受后，这里会显示时间线。";
    ScenarioSetAside => "The Pod text carries its own kind: Scenario, which runs instead of this one. Remove it there to use this tab again; injecting a fault moves it here.", "Pod 文本里带有自己的 kind: Scenario，运行的是它而不是这里的场景。在那边删除它即可重新使用此页；注入故障时它会移到这里。";
    StaleResult => "Showing the last valid version: the text has problems (listed under the editor). Fix them and the timeline follows.", "显示的是上一个有效版本：文本有问题（列在编辑器下方）。修正后时间线会随之更新。";
    StaleShort => "Showing the last valid version", "显示上一个有效版本";
    NoPodCreated => "The workload is created, but its controller cannot create the Pod, so nothing runs:", "工作负载已创建，但其控制器无法创建 Pod，所以什么都不会运行：";
    CompareSoon => "Compare two versions side by side.", "并排对比两个版本。";
    Shortcuts => "Keyboard shortcuts", "键盘快捷键";
    KeyReplay => "Play from the start", "从头播放";
    KeysAnywhere => "Anywhere on the page", "页面任意位置";
    KeysEditor => "In the editor", "在编辑器中";
    KeyIndentEnter => "New line with the same indentation (one level deeper after key:)", "换行并保持缩进（在 key: 之后多缩进一级）";
    KeyIndent => "Indent / outdent by two spaces", "缩进 / 取消缩进两个空格";
    KeyLeaveEditor => "Leave the editor (Tab alone indents)", "离开编辑器（单按 Tab 是缩进）";
    KeyUndo => "Undo a run of typing (indentation too)", "撤销一段连续输入（缩进也可撤销）";
    KeyFind => "Find and replace", "查找和替换";
    KeysTimeline => "On the timeline (when focused)", "时间线获得焦点时";
    KeysTimelineHow => "Click the timeline, or Tab to its playhead, first.", "请先点击时间线，或用 Tab 键移到播放头上。";
    KeyPlay => "Play / pause", "播放 / 暂停";
    KeyStep => "Previous / next event", "上一个 / 下一个事件";
    KeySecond => "Back / forward 1 s", "后退 / 前进 1 秒";
    KeyEnds => "Start / end", "开头 / 结尾";
    KeysBars => "On the timeline's bars", "在时间线的色条上";
    KeysBarsHow => "Tab to the timeline (the stop before its playhead) first; the why appears below it.", "请先用 Tab 键移到时间线上（在播放头之前的那一站）；原因显示在时间线下方。";
    KeyBars => "Previous / next bar or marker · lane above / below", "上一个 / 下一个色条或标记 · 上一行 / 下一行";
    KeyBarEnds => "First / last in the lane", "这一行的第一个 / 最后一个";
    KeyBarLetGo => "Let go of the bar", "取消选择";
    KeySheet => "This sheet", "显示本表";
    KeyClose => "Close", "关闭";
    Close => "Close", "关闭";
    ShareTitle => "Title, shown above the playground (optional)", "标题，显示在演练场上方（可选）";
    RemoveTitle => "Remove title", "移除标题";
    StateAtPlayhead => "State at the playhead", "播放头时刻的状态";
    NotReadyBecause => "Not ready yet:", "尚未就绪：";
    PodRemoved => "The Pod object has been deleted from the API.", "Pod 对象已从 API 中删除。";
    Conditions => "Conditions", "状况（Conditions）";
    ContainerStatuses => "Container statuses", "容器状态";
    NoContainerStatuses => "No container statuses yet: the kubelet reports them when it first syncs the Pod on its node", "还没有容器状态：kubelet 在节点上首次同步这个 Pod 时才上报它们";
    EventsSoFar => "Events so far", "截至此刻的事件";
    ChangedSince => "+ marks what changed since the previous event", "+ 标出自上一个事件以来的变化";
    InjectAt => "Inject at", "注入时刻";
    Container => "Container", "容器";
    ExitWith => "Exit with code", "以退出码退出";
    ExitCode => "Exit code", "退出码";
    OomKill => "OOMKill", "OOMKill";
    ProbeFails => "Fail probe", "探针失败";
    ProbeSlow => "Slow probe", "探针变慢";
    AnswersAfter => "answers after seconds (a wait of timeoutSeconds or more fails the probe)", "多少秒后才回应（等到 timeoutSeconds 或更久则探测失败）";
    NoProbes => "This container has no probes to fail.", "该容器没有可以注入失败的探针。";
    Probe => "Probe", "探针";
    ForSeconds => "for seconds", "持续秒数";
    PullFails => "Image pull fails", "镜像拉取失败";
    UpdateImage => "Update image", "更新镜像";
    Image => "Image", "镜像";
    DeletePod => "Delete Pod, grace", "删除 Pod，宽限期";
    GracePeriod => "Grace period (s)", "宽限期（秒）";
    Debug => "kubectl debug", "kubectl debug";
    NodeReboot => "Node reboot", "节点重启";
    RemoveSchedulingGates => "Remove scheduling gates", "移除调度门控";
    PodLeaves => "Another Pod leaves the node", "另一个 Pod 离开节点";
    NodePod => "Pod on the node", "节点上的 Pod";
    GateTrue => "Gate condition True", "门控条件设为 True";
    GateFalse => "Gate condition False", "门控条件设为 False";
    Resize => "Resize…", "调整资源…";
    CpuRequest => "cpu request", "cpu 请求";
    MemoryRequest => "memory request", "memory 请求";
    NoFaults => "No faults or actions yet.", "还没有故障或操作。";
    Remove => "Remove", "移除";
    Injected => "Faults and actions", "故障与操作";
    NoResources => "No container requests or limits: nothing is reserved for this Pod.", "没有任何容器设置 requests 或 limits：不会为此 Pod 预留资源。";
    CompareWith => "Compare with", "对比版本";
    AtPlayhead => "At the playhead", "播放头时刻";
    GatesInUse => "This Pod's gates: ", "本 Pod 的门控：";
    GatesInUseHelp => "The feature gates that change something for this Pod on this version: click one to write its other value into Gates", "在这个版本中会影响这个 Pod 的特性门控：点击一个，把它的另一个值写进特性门控";
    GateLocked => "Locked to this value in", "锁定为此值的版本：";
    GateNotModelled => "podsim does not model it yet", "podsim 尚未模拟它";
    NothingDiffers => "Nothing differs between these two versions for this Pod.", "对这个 Pod 来说，这两个版本没有任何不同。";
    WhatDiffers => "What differs:", "不同之处：";
    DiffersVerdict => "the API server's answer", "API Server 的答复";
    DiffersResources => "requests and limits", "requests 与 limits";
    DiffersQos => "the QoS class", "QoS 类别";
    DiffersTimeline => "the timeline, from", "时间线，自";
    DiffersDropped => "the fields the API server drops", "API Server 丢弃的字段";
    DiffersOwnConditions => "conditions one version alone reports:", "只有一个版本报告的 condition：";
    DiffersWording => "the wording of some events", "部分事件的措辞";
    PartsHere => "The timelines part here", "两条时间线从这里开始不同";
    OnlyHere => "Only this version, at", "仅此版本，在";
    NothingYet => "The Pod was just created: the kubelet has not reported anything yet. Step to the next event.", "Pod 刚刚创建：kubelet 还没有上报任何状态。请跳到下一个事件。";
    WhatChanged => "What just changed, and why", "刚刚发生的变化及原因";
    Crashed => "Something went wrong inside the playground.", "演练场内部出错了。";
    Reload => "Reload the page", "重新加载页面";
    CrashHint => "Your draft is saved; reloading keeps it.", "草稿已保存，重新加载不会丢失。";
}
