//! What a container's process does and why ([`ProcessSays`]), in English and Simplified Chinese:
//! the explanation the timeline and the page show for a behaviour podsim inferred.

use crate::containers::ContainerKind;
use crate::lang::Text;
use crate::process::{Assumed, End, Evidence, ProcessSays, programs};

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

impl std::fmt::Display for ProcessSays {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text().en)
    }
}
