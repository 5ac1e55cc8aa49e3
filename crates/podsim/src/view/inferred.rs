//! Why podsim holds a container to its behaviour ([`Explained`]), in English and Simplified
//! Chinese: what the classifier read the process to do ([`ProcessSays`]) with the command, the
//! file probes and what podsim assumed, or what the scenario or a pasted status says.

use crate::containers::ContainerKind;
use crate::lang::Text;
use crate::process::{Assumed, End, Evidence, ProcessSays, programs};
use crate::scenario::{BehaviourSays, Explained, FileProbe, RunOverride};

impl Explained {
    /// The explanation in both languages.
    pub fn text(&self) -> Text {
        let mut text = self.says.text();
        if let Some(command) = self.command.as_ref().filter(|command| !text.en.contains(&format!("`{command}`"))) {
            let (Text { en, zh }, shown) = (&text, shorten(command));
            // A Chinese explanation that ends in a parenthesis takes the command after a colon.
            text = if zh.ends_with('）') {
                crate::text!("{en}: `{shown}`", "{zh}：`{shown}`")
            } else {
                crate::text!("{en}: `{shown}`", "{zh}（`{shown}`）")
            };
        }
        for probe in &self.file_probes {
            text.push(&probe.text());
        }
        if self.never_pulled {
            let Text { en, zh } = &text;
            text = crate::text!(
                "{en} (assumed: its image is already on the node, since imagePullPolicy Never never pulls it; to see ErrImageNeverPull, give it `image: pullFails` in the Scenario tab)",
                "{zh}（假设：镜像已经在节点上，因为 imagePullPolicy 为 Never 时从不拉取；要看到 ErrImageNeverPull，在 Scenario 标签页里给它写 `image: pullFails`）"
            );
        }
        text
    }
}

impl BehaviourSays {
    /// Where the behaviour comes from, before the command and probes.
    fn text(&self) -> Text {
        match self {
            BehaviourSays::Nothing => Text::default(),
            BehaviourSays::Process(says) => says.text(),
            BehaviourSays::WaitsFor(name) => crate::text!(
                "waits until `{name}` resolves, then exits 0 (a dependency: make it reachable with the `dependencyReady` action)",
                "等到 `{name}` 可以解析后以退出码 0 退出（这是一个依赖：用 `dependencyReady` 动作让它变得可访问）"
            ),
            BehaviourSays::OomKilled { allocated_bytes: allocated, limit: limit_text, limit_bytes } => crate::text!(
                "is OOM-killed at once (exit code 137, OOMKilled): `stress` keeps {allocated} bytes allocated, more than its memory limit {limit_text} ({limit_bytes} bytes)",
                "立即被 OOM kill（退出码 137，OOMKilled）：`stress` 一直占用 {allocated} 字节内存，超过了它的内存限制 {limit_text}（{limit_bytes} 字节）"
            ),
            BehaviourSays::Reachable { name, before } => {
                // The command the wait's explanation shows after its parenthesis stays at the end.
                let Text { en, zh } = before.text();
                let command_en = en.split_once("): ").map_or("", |(_, command)| command);
                let command_zh = zh.split_once("）：").map_or("", |(_, command)| command);
                let mut text = crate::text!(
                    "finishes at once with exit code 0 once `{name}` answers (assumed: in a healthy cluster `{name}` exists; to see the wait, add the action `{{at: 30s, do: dependencyReady, name: {name}}}` in the Scenario tab): {command_en}",
                    "`{name}` 有响应后立即以退出码 0 结束（假设：在健康的集群中 `{name}` 已经存在；要看到等待过程，请在“场景”页加上动作 `{{at: 30s, do: dependencyReady, name: {name}}}`）：{command_zh}"
                );
                text.en = text.en.trim_end_matches(": ").to_owned();
                text.zh = text.zh.trim_end_matches('：').to_owned();
                text
            }
            BehaviourSays::Scenario => crate::text!("as the scenario says", "按场景的设定"),
            BehaviourSays::ScenarioFields(fields) => {
                let en = fields.join(", ");
                let zh = fields.join("、");
                crate::text!("as the scenario says ({en})", "按场景的设定（{zh}）")
            }
            BehaviourSays::Runs { runs, otherwise } => {
                let (en, zh): (Vec<String>, Vec<String>) = runs.iter().map(RunOverride::describe).unzip();
                let (en, zh) = (en.join("; "), zh.join("；"));
                let Text { en: general_en, zh: general_zh } = otherwise.text();
                crate::text!(
                    "as the scenario says, {en}; otherwise {general_en}",
                    "按场景的设定，{zh}；其余：{general_zh}"
                )
            }
            BehaviourSays::Recorded { exit_code: code, reason, ran_seconds: ran_s, restarts } => crate::text!(
                "exits with code {code} ({reason}) after {ran_s} s, every run: the pasted status shows its last run ended so, after {restarts} restarts",
                "每次运行 {ran_s} 秒后以退出码 {code}（{reason}）退出：粘贴的状态显示它在重启 {restarts} 次后，上一次运行就是这样结束的"
            ),
        }
    }
}

impl FileProbe {
    /// `; its liveness probe … passes while /tmp/ready exists: …`.
    fn text(&self) -> Text {
        let (kind, path, from) = (&self.kind, &self.path, self.from_ms / 1000);
        let shown = shorten(&self.command);
        let (en, zh) = match self.until_ms {
            Some(until) => (
                format!("from {from} s to {} s after each start", until / 1000),
                format!("每次启动后第 {from} 秒到第 {} 秒", until / 1000),
            ),
            None => (format!("from {from} s after each start"), format!("每次启动后第 {from} 秒起")),
        };
        crate::text!(
            "; its {kind} probe `{shown}` passes while {path} exists: {en}",
            "；它的 {kind} 探针 `{shown}` 在 {path} 存在时通过：{zh}"
        )
    }
}

impl RunOverride {
    /// `run 1 exits 42 after 10 s`, in both languages.
    fn describe(&self) -> (String, String) {
        let (runs_en, runs_zh) = match self.to_run {
            Some(to) if to == self.from_run => (format!("run {to}"), format!("第 {to} 次运行")),
            Some(to) => (format!("runs {}–{to}", self.from_run), format!("第 {}–{to} 次运行", self.from_run)),
            None => (format!("runs {}+", self.from_run), format!("第 {} 次及以后的运行", self.from_run)),
        };
        let code = self.exit_code.map_or_else(String::new, |code| code.to_string());
        let (what_en, what_zh) = match (self.run_ms, self.exit_code) {
            (Some(None), _) => ("runs until stopped".to_owned(), "一直运行到被停止".to_owned()),
            (Some(Some(ms)), Some(_)) => {
                (format!("exits {code} after {} s", ms / 1000), format!("{} 秒后以退出码 {code} 退出", ms / 1000))
            }
            (Some(Some(ms)), None) => (format!("exits after {} s", ms / 1000), format!("{} 秒后退出", ms / 1000)),
            (None, Some(_)) => (format!("exits {code}"), format!("以退出码 {code} 退出")),
            (None, None) => ("starts later".to_owned(), "推迟启动".to_owned()),
        };
        (format!("{runs_en} {what_en}"), format!("{runs_zh}{what_zh}"))
    }
}

/// The command on one line, cut at 80 characters.
fn shorten(text: &str) -> String {
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.chars().count() > 80 {
        format!("{}…", one_line.chars().take(79).collect::<String>())
    } else {
        one_line
    }
}

impl ProcessSays {
    /// The explanation, in the words the timeline and the page show.
    pub fn text(&self) -> Text {
        match self {
            ProcessSays::Ends { end, assumed, kind, policy } => explain(end, assumed, *kind, policy),
            ProcessSays::ImageDefault { image, words: shown } => crate::text!(
                "finishes at once with exit code 0: with no command, `{image}` runs its default `{shown}`, which reads the end of its input at once (no stdin is attached) and exits",
                "立即以退出码 0 结束：没有给出命令时，`{image}` 运行它默认的 `{shown}`，它立刻读到输入结束（没有接上 stdin）并退出"
            ),
        }
    }
}

/// What the process does, then what podsim assumed and the healthy path of its kind.
fn explain(end: &End, assumed: &Assumed, kind: ContainerKind, policy: &str) -> Text {
    let what = match end {
        End::Exits { after_ms, code } => exits(*after_ms, *code),
        End::Forever(evidence) => forever(evidence),
    };
    let why = match assumed {
        Assumed::Nothing => return what,
        Assumed::Program(program) if program.is_empty() => {
            crate::text!("podsim cannot see what it does", "podsim 看不出它做什么")
        }
        Assumed::Program(program) if program == "a test" || program == "a loop" => crate::text!(
            "a test or loop podsim cannot see through takes the healthy path",
            "podsim 看不透的判断或循环按健康的路径走"
        ),
        Assumed::Program(program) if programs::NETWORK_TOOLS.contains(&program.as_str()) => {
            crate::text!("`{program}` reaches what it calls", "`{program}` 能连上它要访问的服务")
        }
        Assumed::Program(program) => {
            crate::text!("podsim does not know what `{program}` does", "podsim 不知道 `{program}` 做什么")
        }
        Assumed::ScriptFile(file) => {
            crate::text!("podsim cannot read the script `{file}`", "podsim 读不到脚本 `{file}`")
        }
        Assumed::NoCommand(image) => crate::text!(
            "no command given, and podsim does not know what the image `{image}` runs",
            "没有给出命令，podsim 也不知道镜像 `{image}` 运行什么"
        ),
    };
    let healthy = match (kind, end) {
        (ContainerKind::Init, _) => crate::text!("a healthy init container finishes", "健康的 init 容器会结束"),
        (ContainerKind::App, End::Exits { .. }) if policy != "Always" => crate::text!(
            "a container with restartPolicy {policy} is meant to run to completion",
            "restartPolicy 为 {policy} 的容器应当运行到结束"
        ),
        (_, End::Exits { .. }) => crate::text!("the healthy path is taken", "按健康的路径执行"),
        (ContainerKind::Sidecar, _) => crate::text!("a healthy sidecar keeps running", "健康的 sidecar 会一直运行"),
        (ContainerKind::Ephemeral, _) => crate::text!("a debug container keeps running", "调试容器会一直运行"),
        (ContainerKind::App, _) => crate::text!("a healthy app container keeps running", "健康的应用容器会一直运行"),
    };
    let Text { en: what_en, zh: what_zh } = what;
    let Text { en: why_en, zh: why_zh } = why;
    let Text { en: healthy_en, zh: healthy_zh } = healthy;
    crate::text!(
        "{what_en} (assumed: {why_en}; {healthy_en}. To change it, give the container a behaviour in the Scenario tab, such as `{{runSeconds: 5, exitCode: 1}}`)",
        "{what_zh}（假设：{why_zh}；{healthy_zh}。要改变它，请在“场景”页给这个容器设定行为，例如 `{{runSeconds: 5, exitCode: 1}}`）"
    )
}

fn exits(after_ms: u64, code: i64) -> Text {
    let seconds = after_ms / 1000;
    match (after_ms, code) {
        (0, 0) => crate::text!("finishes at once with exit code 0", "立即以退出码 0 结束"),
        (0, code) => crate::text!("exits at once with code {code}", "立即以退出码 {code} 退出"),
        (_, 0) => crate::text!("runs for {seconds} s, then exits 0", "运行 {seconds} 秒后以退出码 0 退出"),
        (_, code) => {
            crate::text!("runs for {seconds} s, then exits with code {code}", "运行 {seconds} 秒后以退出码 {code} 退出")
        }
    }
}

fn forever(evidence: &Evidence) -> Text {
    match evidence {
        Evidence::Sleeps(_) => {
            crate::text!("runs until stopped: `sleep infinity`", "一直运行到被停止：`sleep infinity`")
        }
        Evidence::FollowsFile(_) => {
            crate::text!("runs until stopped: `tail -f` never ends", "一直运行到被停止：`tail -f` 永远不会结束")
        }
        Evidence::EndlessLoop(_) => crate::text!("runs until stopped: an endless loop", "一直运行到被停止：无限循环"),
        Evidence::Server(_) => {
            crate::text!("runs until stopped: a server, proxy or agent", "一直运行到被停止：这是服务器、代理或 agent")
        }
        Evidence::Image(image) => crate::text!(
            "runs until stopped: `{image}` is a server, proxy or agent",
            "一直运行到被停止：`{image}` 是服务器、代理或 agent"
        ),
        Evidence::ReadsInput(_) => crate::text!(
            "runs until stopped: an interactive shell (as with kubectl debug -it) runs until you exit it, and ignores SIGTERM",
            "一直运行到被停止：交互式 shell（例如 kubectl debug -it）会一直运行，直到你退出它；它会忽略 SIGTERM"
        ),
        Evidence::Waits(_) => crate::text!(
            "runs until stopped: it waits for a background job that never ends",
            "一直运行到被停止：它在等待一个永远不会结束的后台任务"
        ),
        Evidence::Assumed => crate::text!("runs until stopped", "一直运行到被停止"),
    }
}

crate::lang::in_english!(Explained, ProcessSays);
