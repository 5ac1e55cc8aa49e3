//! Behaviour inferred from a container's command when the scenario says nothing about it.
//!
//! Only obvious shapes are recognised (`sleep N`, `exit N`, quick file commands, endless loops,
//! `until nslookup X`); everything else falls back to a stated assumption, always explained.

use super::behaviour::{Behaviour, OnSigterm};
use crate::containers::ContainerKind;
use crate::lang::Text;
use crate::model::Container;

/// How long an init container without a recognisable command is assumed to run.
const DEFAULT_INIT_RUN_MS: u64 = 2_000;

/// How long a container meant to run to completion (a Job's) is assumed to run when its command
/// is not recognised.
const DEFAULT_TASK_RUN_MS: u64 = 10_000;

/// Image name fragments of programs that run until stopped (proxies, agents, servers).
const LONG_RUNNING_IMAGES: &[&str] = &[
    "envoy",
    "proxyv2",
    "istio",
    "linkerd",
    "cloud-sql-proxy",
    "cloudsql",
    "fluent",
    "filebeat",
    "vector",
    "otel",
    "opentelemetry",
    "datadog",
    "nginx",
    "httpd",
    "redis",
    "postgres",
    "mysql",
    "pause",
    "configmap-reload",
    "prometheus",
    "grafana",
    "memcached",
    "haproxy",
    "traefik",
    "caddy",
];

/// Image name fragments of servers that exit 0 on SIGTERM (graceful shutdown).
const CLEAN_EXIT_IMAGES: &[&str] =
    &["nginx", "envoy", "proxyv2", "fluent", "pause", "cloud-sql-proxy", "haproxy", "traefik"];

/// Shell builtins and utilities that finish at once with exit code 0.
const QUICK_COMMANDS: &[&str] = &[
    "echo", "printf", "cp", "touch", "mkdir", "cat", "set", "mv", "rm", "ln", "chmod", "chown", "true", "date", "ls",
    "export", "cd", ":", "wget", "curl", "tee", "sed", "grep", "env", "id", "hostname", "sync", "test", "[", "ps",
];

/// The behaviour podsim assumes for a container of this kind.
pub fn infer(container: &Container, kind: ContainerKind) -> Behaviour {
    infer_with_policy(container, kind, "Always")
}

/// The behaviour podsim assumes for a container of this kind whose effective `restartPolicy` is
/// `policy`: under `Never` or `OnFailure` (a Job's Pod) an app container of an unknown program
/// is assumed to finish, since that is what such a Pod is for.
pub fn infer_with_policy(container: &Container, kind: ContainerKind, policy: &str) -> Behaviour {
    let words = command_words(container);
    let image = container.image.as_deref().unwrap_or("");
    let script = shell_script(&words);
    let shown = if words.is_empty() { String::new() } else { words.join(" ") };
    let runs_to_completion = kind == ContainerKind::App && policy != "Always";
    let mut behaviour = match &script {
        Some(script) => from_script(script, kind, runs_to_completion.then_some(policy)),
        None if words.is_empty() && runs_to_completion && !is_long_running_image(image) => task(crate::text!(
            "finishes after 10 s with exit code 0 (assumed: no command given, and a container with restartPolicy {policy} is meant to run to completion)",
            "10 秒后以退出码 0 结束（假设：没有给出命令，而 restartPolicy 为 {policy} 的容器应当运行到结束）"
        )),
        None if words.is_empty() => no_command(image, kind),
        None => match from_program(&words, image, kind) {
            unknown if runs_to_completion && unknown.explanation == unknown_program() => task(crate::text!(
                "finishes after 10 s with exit code 0 (assumed for an unknown program in a container with restartPolicy {policy}, which is meant to run to completion)",
                "10 秒后以退出码 0 结束（对 restartPolicy 为 {policy} 的容器中未知程序的假设：这样的容器应当运行到结束）"
            )),
            known => known,
        },
    };
    if behaviour.on_sigterm.is_none() {
        behaviour.on_sigterm = Some(default_sigterm(&words, script.is_some(), image));
    }
    if !shown.is_empty() && !behaviour.explanation.en.contains(&format!("`{shown}`")) {
        let (Text { en, zh }, shown) = (&behaviour.explanation, shorten(&shown));
        // A Chinese explanation that ends in a parenthesis takes the command after a colon.
        behaviour.explanation = if zh.ends_with('）') {
            crate::text!("{en}: `{shown}`", "{zh}：`{shown}`")
        } else {
            crate::text!("{en}: `{shown}`", "{zh}（`{shown}`）")
        };
    }
    if let Some(script) = &script {
        add_file_probes(&mut behaviour, container, script);
    }
    behaviour
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
        let (from, shown) = (from_ms / 1000, shorten(&command.join(" ")));
        let (en, zh) = match until_ms {
            Some(until) => (
                format!("from {from} s to {} s after each start", until / 1000),
                format!("每次启动后第 {from} 秒到第 {} 秒", until / 1000),
            ),
            None => (format!("from {from} s after each start"), format!("每次启动后第 {from} 秒起")),
        };
        behaviour.explanation.push(&crate::text!(
            "; its {kind} probe `{shown}` passes while {path} exists: {en}",
            "；它的 {kind} 探针 `{shown}` 在 {path} 存在时通过：{zh}"
        ));
    }
}

fn shorten(text: &str) -> String {
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.chars().count() > 80 {
        format!("{}…", one_line.chars().take(79).collect::<String>())
    } else {
        one_line
    }
}

/// `command` + `args` as the process sees them.
fn command_words(container: &Container) -> Vec<String> {
    container.command.iter().chain(container.args.iter()).cloned().collect()
}

/// The script of `sh -c SCRIPT` (or bash/ash), if that is the shape.
fn shell_script(words: &[String]) -> Option<String> {
    let program = words.first()?;
    let base = program.rsplit('/').next().unwrap_or(program);
    if !matches!(base, "sh" | "bash" | "ash" | "dash" | "zsh") {
        return None;
    }
    let flag_at = words.iter().position(|w| w.starts_with('-') && w.contains('c'))?;
    words.get(flag_at + 1).cloned()
}

/// Image names whose default command is a shell (`kubectl debug -it --image=busybox` opens one).
const SHELL_IMAGES: &[&str] = &["busybox", "alpine", "ubuntu", "debian", "fedora", "netshoot"];

fn no_command(image: &str, kind: ContainerKind) -> Behaviour {
    let name = image.rsplit('/').next().unwrap_or(image);
    if kind == ContainerKind::Ephemeral && SHELL_IMAGES.iter().any(|shell| name.starts_with(shell)) {
        return interactive_shell();
    }
    match kind {
        ContainerKind::Init if is_long_running_image(image) => forever(crate::text!(
            "runs until stopped: `{image}` is a server, proxy or agent; as a plain init container it never exits, so nothing after it starts",
            "一直运行到被停止：`{image}` 是服务器、代理或 agent；作为普通 init 容器，它永远不会退出，所以它后面的容器都不会启动"
        )),
        ContainerKind::Init => Behaviour {
            run_ms: Some(DEFAULT_INIT_RUN_MS),
            explanation: crate::text!(
                "finishes after 2 s with exit code 0 (assumed: no command given, the image's entrypoint of `{image}` is not known)",
                "2 秒后以退出码 0 结束（假设：没有给出命令，镜像 `{image}` 的入口程序未知）"
            ),
            ..Behaviour::default()
        },
        _ => Behaviour {
            run_ms: None,
            explanation: if is_long_running_image(image) {
                crate::text!(
                    "runs until stopped: `{image}` is a server, proxy or agent",
                    "一直运行到被停止：`{image}` 是服务器、代理或 agent"
                )
            } else {
                crate::text!(
                    "runs until stopped (assumed: no command given, the image `{image}` is treated as a server)",
                    "一直运行到被停止（假设：没有给出命令，把镜像 `{image}` 当作服务器）"
                )
            },
            ..Behaviour::default()
        },
    }
}

fn from_program(words: &[String], image: &str, kind: ContainerKind) -> Behaviour {
    let program = words.first().map(String::as_str).unwrap_or("");
    let base = program.rsplit('/').next().unwrap_or(program);
    if base == "sleep" {
        return sleep_behaviour(words.get(1).map(String::as_str).unwrap_or(""));
    }
    if matches!(base, "sh" | "bash" | "ash" | "zsh") {
        return interactive_shell();
    }
    if QUICK_COMMANDS.contains(&base) {
        return Behaviour { run_ms: Some(0), explanation: finishes_at_once(), ..Behaviour::default() };
    }
    if base == "false" {
        return Behaviour {
            run_ms: Some(0),
            exit_code: 1,
            explanation: crate::text!("exits at once with code 1", "立即以退出码 1 退出"),
            ..Behaviour::default()
        };
    }
    if base == "tail" && words.iter().any(|w| w == "-f" || w == "-F") {
        return forever(follows_forever());
    }
    if is_long_running_image(image) {
        return forever(crate::text!(
            "runs until stopped: `{image}` is a server, proxy or agent",
            "一直运行到被停止：`{image}` 是服务器、代理或 agent"
        ));
    }
    if is_long_running_image(base) {
        return forever(crate::text!(
            "runs until stopped: a server, proxy or agent",
            "一直运行到被停止：这是服务器、代理或 agent"
        ));
    }
    match kind {
        ContainerKind::Init => Behaviour {
            run_ms: Some(DEFAULT_INIT_RUN_MS),
            explanation: crate::text!(
                "finishes after 2 s with exit code 0 (assumed for an unknown program in an init container)",
                "2 秒后以退出码 0 结束（对 init 容器中未知程序的假设）"
            ),
            ..Behaviour::default()
        },
        _ => forever(unknown_program()),
    }
}

/// A shell with no script, as `kubectl debug -it` runs it: it waits for input until you exit, and
/// an interactive shell ignores SIGTERM (POSIX; busybox ash too), so only SIGKILL ends it.
fn interactive_shell() -> Behaviour {
    Behaviour {
        run_ms: None,
        on_sigterm: Some(OnSigterm::Ignore),
        explanation: crate::text!(
            "runs until stopped: an interactive shell (as with kubectl debug -it) runs until you exit it, and ignores SIGTERM",
            "一直运行到被停止：交互式 shell（例如 kubectl debug -it）会一直运行，直到你退出它；它会忽略 SIGTERM"
        ),
        ..Behaviour::default()
    }
}

fn unknown_program() -> Text {
    crate::text!("runs until stopped (assumed for an unknown program)", "一直运行到被停止（对未知程序的假设）")
}

fn task(explanation: Text) -> Behaviour {
    Behaviour { run_ms: Some(DEFAULT_TASK_RUN_MS), explanation, ..Behaviour::default() }
}

fn forever(explanation: Text) -> Behaviour {
    Behaviour { run_ms: None, explanation, ..Behaviour::default() }
}

fn finishes_at_once() -> Text {
    crate::text!("finishes at once with exit code 0", "立即以退出码 0 结束")
}

fn runs_then_exits(run_ms: u64) -> Text {
    let seconds = run_ms / 1000;
    crate::text!("runs for {seconds} s, then exits 0", "运行 {seconds} 秒后以退出码 0 退出")
}

fn sleeps_forever() -> Text {
    crate::text!("runs until stopped: `sleep infinity`", "一直运行到被停止：`sleep infinity`")
}

fn follows_forever() -> Text {
    crate::text!("runs until stopped: `tail -f` never ends", "一直运行到被停止：`tail -f` 永远不会结束")
}

fn sleep_behaviour(argument: &str) -> Behaviour {
    if argument == "infinity" || argument.is_empty() {
        return forever(sleeps_forever());
    }
    match parse_sleep(argument) {
        Some(ms) => Behaviour { run_ms: Some(ms), explanation: runs_then_exits(ms), ..Behaviour::default() },
        None => forever(crate::text!(
            "runs until stopped (the sleep time is not a number)",
            "一直运行到被停止（sleep 的时长不是数字）"
        )),
    }
}

/// `sleep` arguments: `10`, `10s`, `2m`, `1h`, `0.5`.
pub(super) fn parse_sleep(argument: &str) -> Option<u64> {
    let units = [('s', 1000.0), ('m', 60_000.0), ('h', 3_600_000.0), ('d', 86_400_000.0)];
    let (number, factor) = units
        .iter()
        .find_map(|(unit, factor)| argument.strip_suffix(*unit).map(|n| (n, *factor)))
        .unwrap_or((argument, 1000.0));
    let value = crate::float::parse_f64(number)?;
    if !value.is_finite() || value < 0.0 || value * factor > 1e15 {
        return None;
    }
    // Checked above: finite, non-negative and far below u64::MAX.
    Some((value * factor).round() as u64)
}

/// One simple command of a script: its words, without redirections or `&`.
pub(super) fn statements(script: &str) -> Vec<Vec<String>> {
    statements_with_redirections(script)
        .into_iter()
        .map(|words| words.into_iter().take_while(|w| !w.starts_with('>') && !w.starts_with('<') && w != "|").collect())
        .filter(|words: &Vec<String>| !words.is_empty())
        .collect()
}

/// The words of each statement of a script, with its redirections and pipes (`echo ok`,
/// `>/tmp/health`).
pub(super) fn statements_with_redirections(script: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for line in script.split(['\n', ';']) {
        for part in line.split("&&").flat_map(|p| p.split("||")) {
            let part = part.trim().trim_end_matches('&').trim();
            if part.is_empty() || part.starts_with('#') {
                continue;
            }
            let words: Vec<String> =
                part.split_whitespace().map(|w| w.trim_matches(|c| c == '\'' || c == '"').to_owned()).collect();
            if !words.is_empty() {
                out.push(words);
            }
        }
    }
    out
}

/// Behaviour of a `sh -c` script. `task_policy` is the restart policy of a regular container
/// meant to run to completion (`Never`, `OnFailure`): its unknown programs are assumed to finish.
fn from_script(script: &str, kind: ContainerKind, task_policy: Option<&str>) -> Behaviour {
    let mut run_ms: u64 = 0;
    let mut on_sigterm = None;
    let mut in_trap = false;
    let mut assumed_task: Option<(String, &str)> = None;
    for words in statements(script) {
        let first = words.first().map(String::as_str).unwrap_or("");
        if first == "trap" || in_trap {
            // `trap 'sleep N; exit M' TERM`: the handler is split across statements.
            in_trap = !words.iter().any(|w| w == "TERM" || w == "SIGTERM" || w == "15");
            let handler = trap_handler(script);
            on_sigterm = handler.or(on_sigterm);
            continue;
        }
        match first {
            "while" | "until" if words.iter().any(|w| w == "nslookup" || w == "getent" || w == "nc" || w == "host") => {
                let target =
                    words.iter().skip_while(|w| !matches!(w.as_str(), "nslookup" | "getent" | "nc" | "host")).nth(1);
                let name = target.map(|t| dependency_name(t)).unwrap_or_default();
                return Behaviour {
                    run_ms: None,
                    waits_for: Some(name.clone()),
                    on_sigterm,
                    explanation: crate::text!(
                        "waits until `{name}` resolves, then exits 0 (a dependency: make it reachable with the `dependencyReady` action)",
                        "等到 `{name}` 可以解析后以退出码 0 退出（这是一个依赖：用 `dependencyReady` 动作让它变得可访问）"
                    ),
                    ..Behaviour::default()
                };
            }
            "while" | "until" | "for" => {
                return Behaviour {
                    run_ms: None,
                    on_sigterm,
                    explanation: crate::text!("runs until stopped: an endless loop", "一直运行到被停止：无限循环"),
                    ..Behaviour::default()
                };
            }
            "sleep" => {
                let argument = words.get(1).map(String::as_str).unwrap_or("");
                if argument == "infinity" {
                    return Behaviour {
                        run_ms: None,
                        on_sigterm,
                        explanation: sleeps_forever(),
                        ..Behaviour::default()
                    };
                }
                run_ms = run_ms.saturating_add(parse_sleep(argument).unwrap_or(0));
            }
            "tail" if words.iter().any(|w| w == "-f" || w == "-F") => {
                return Behaviour { run_ms: None, on_sigterm, explanation: follows_forever(), ..Behaviour::default() };
            }
            "exit" => {
                let code = words.get(1).and_then(|c| c.parse::<i64>().ok()).unwrap_or(0);
                let code = if code < 0 { 255 } else { code.min(255) };
                return Behaviour {
                    run_ms: Some(run_ms),
                    exit_code: code,
                    on_sigterm,
                    explanation: if run_ms == 0 {
                        crate::text!("exits at once with code {code}", "立即以退出码 {code} 退出")
                    } else {
                        crate::text!(
                            "runs for {} s, then exits with code {code}",
                            "运行 {} 秒后以退出码 {code} 退出",
                            run_ms / 1000
                        )
                    },
                    ..Behaviour::default()
                };
            }
            "false" => {
                return Behaviour {
                    run_ms: Some(run_ms),
                    exit_code: 1,
                    on_sigterm,
                    explanation: crate::text!("exits with code 1: `false`", "以退出码 1 退出：`false`"),
                    ..Behaviour::default()
                };
            }
            "wait" | "exec" => {}
            _ if QUICK_COMMANDS.contains(&first) || first.contains('=') => {}
            _ => {
                if let Some(policy) = task_policy {
                    run_ms = run_ms.saturating_add(DEFAULT_TASK_RUN_MS);
                    assumed_task.get_or_insert((first.to_owned(), policy));
                } else if kind != ContainerKind::Init {
                    return Behaviour {
                        run_ms: None,
                        on_sigterm,
                        explanation: crate::text!(
                            "runs until stopped (assumed: `{first}` is a long-running program)",
                            "一直运行到被停止（假设：`{first}` 是长期运行的程序）"
                        ),
                        ..Behaviour::default()
                    };
                }
            }
        }
    }
    let explanation = match assumed_task {
        Some((program, policy)) => crate::text!(
            "runs for {} s, then exits with code 0 (assumed: `{program}` takes 10 s, since a container with restartPolicy {policy} is meant to run to completion)",
            "运行 {} 秒后以退出码 0 退出（假设：`{program}` 需要 10 秒，因为 restartPolicy 为 {policy} 的容器应当运行到结束）",
            run_ms / 1000
        ),
        None if run_ms == 0 => finishes_at_once(),
        None => runs_then_exits(run_ms),
    };
    Behaviour { run_ms: Some(run_ms), on_sigterm, explanation, ..Behaviour::default() }
}

/// `myservice.$(cat …).svc.cluster.local` → `myservice`.
fn dependency_name(target: &str) -> String {
    target.split(['.', ':']).next().unwrap_or(target).to_owned()
}

/// The TERM handler of a script: `trap 'sleep N; exit M' TERM`.
fn trap_handler(script: &str) -> Option<OnSigterm> {
    let start = script.find("trap")?;
    let rest = script.get(start + 4..)?.trim_start();
    let quote = rest.chars().next()?;
    if quote != '\'' && quote != '"' {
        return None;
    }
    let body_end = rest.get(1..)?.find(quote)?;
    let body = rest.get(1..1 + body_end)?;
    let mut after_ms = 0;
    let mut exit_code = 0;
    for words in statements(body) {
        match words.first().map(String::as_str) {
            Some("sleep") => after_ms += words.get(1).and_then(|w| parse_sleep(w)).unwrap_or(0),
            Some("exit") => exit_code = words.get(1).and_then(|w| w.parse::<i64>().ok()).unwrap_or(0),
            _ => {}
        }
    }
    Some(OnSigterm::Exit { after_ms, exit_code: if exit_code < 0 { 255 } else { exit_code.min(255) } })
}

fn is_long_running_image(image: &str) -> bool {
    let name = image.rsplit('/').next().unwrap_or(image);
    LONG_RUNNING_IMAGES.iter().any(|fragment| name.contains(fragment))
}

/// Without a handler, PID 1 ignores SIGTERM (shell scripts, `sleep`); servers shut down.
fn default_sigterm(words: &[String], is_script: bool, image: &str) -> OnSigterm {
    let program = words.first().map(String::as_str).unwrap_or("");
    let base = program.rsplit('/').next().unwrap_or(program);
    if is_script || base == "sleep" || base == "tail" {
        return OnSigterm::Ignore;
    }
    let name = image.rsplit('/').next().unwrap_or(image);
    if CLEAN_EXIT_IMAGES.iter().any(|fragment| name.contains(fragment)) {
        OnSigterm::Exit { after_ms: 0, exit_code: 0 }
    } else {
        OnSigterm::Exit { after_ms: 0, exit_code: 143 }
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
        assert!(b.explanation.en.contains("runs for 3600 s"), "{}", b.explanation);
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
        let b = infer(&container(&[], "busybox"), ContainerKind::Init);
        assert_eq!(b.run_ms, Some(2000));
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
        assert!(on_failure.explanation.en.contains("restartPolicy OnFailure"), "{}", on_failure.explanation);
        // Under Always, and for sidecars, an unknown program is still a long-running one.
        assert_eq!(infer_with_policy(&container(&["./run"], "app"), ContainerKind::App, "Always").run_ms, None);
        assert_eq!(infer_with_policy(&container(&["./run"], "app"), ContainerKind::Sidecar, "Never").run_ms, None);
    }
}
