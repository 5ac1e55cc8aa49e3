//! Runs a shell script on paper: reads its `if`, `while`, `until` and `for` blocks, and walks
//! them along the healthy path. A command whose result podsim cannot know (`wget`, `[ -f x ]`,
//! an unknown program) is assumed to go the way a working cluster makes it go: the dependency
//! answers, the failure branch is not taken; each such choice is recorded as an assumption.

use super::blocks::{Node, normalize, parse_block};
use super::programs::{Known, is_follow_flag, known_program, network_poll, reads_standard_input};
use super::shell::{
    Joint, SimpleCommand, basename, is_command_flag, is_shell, shell_script, sleep_millis, sleep_seconds, split_script,
};
use super::{End, Evidence, NetworkWait};

/// How many shells inside shells are run.
const MAX_DEPTH: usize = 3;

/// Most blocks walked in one script, so that any input ends quickly.
const MAX_STEPS: usize = 10_000;

/// Commands that finish at once with exit code 0.
const QUICK_COMMANDS: &[&str] = &[
    "echo", "printf", "cp", "touch", "mkdir", "cat", "mv", "rm", "ln", "chmod", "chown", "true", "date", "ls",
    "export", "cd", ":", "tee", "sed", "grep", "env", "id", "hostname", "sync", "ps", "awk", "cut", "head", "sort",
    "tr", "wc", "find", "xargs", "basename", "dirname", "readlink", "unset", "source", ".", "local", "shift", "umask",
    "ulimit", "whoami", "uname", "df", "du", "stat", "install", "tar", "gzip", "gunzip", "base64", "openssl",
    "envsubst",
];

/// A command's exit status as podsim knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    /// The command says so (`true`, `false`, `exit 3`).
    Known(i64),
    /// Assumed on the healthy path (the dependency answers).
    Assumed(i64),
    /// Cannot be known (`[ -f /x ]`): the healthy branch is taken.
    Unknown,
}

impl Status {
    fn code(self) -> i64 {
        match self {
            Status::Known(code) | Status::Assumed(code) => code,
            Status::Unknown => 0,
        }
    }
}

/// How a block ended.
enum Flow {
    /// Went on to the next command.
    Next,
    /// `break` out of the loop.
    Break,
    /// The script (or the program that replaced it) ends like this.
    Done(End),
}

/// What the healthy run of a script found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScriptRun {
    /// How it ends.
    pub end: End,
    /// The first program whose effect podsim assumed (`None`: everything was certain).
    pub assumed: Option<String>,
    /// The loop that polls a dependency, if one does.
    pub wait: Option<NetworkWait>,
    /// The TERM handler (`trap 'sleep 5; exit 0' TERM`): wait, exit code.
    pub trap: Option<(u64, i64)>,
    /// True when the shell was replaced by a program (`exec nginx`), which is then PID 1.
    pub replaced_by: Option<String>,
}

/// What a program that runs no script does, from the script walker's point of view.
pub(super) enum ProgramEffect {
    /// It ends with this status after this long.
    Finishes { after_ms: u64, status: i64, certain: bool },
    /// It runs until stopped.
    Forever(Evidence),
    /// Podsim does not know it.
    Unknown,
}

/// The effect of running `words` as one program (no shell around it).
pub(super) fn program_effect(words: &[String], stdin_attached: bool) -> ProgramEffect {
    let command = SimpleCommand { words: words.to_vec(), ..SimpleCommand::default() };
    let Some(program) = command.program() else {
        return ProgramEffect::Finishes { after_ms: 0, status: 0, certain: true };
    };
    let arguments = command.arguments();
    let shown = words.join(" ");
    match program {
        "sleep" => {
            let mut total: u64 = 0;
            for argument in arguments {
                match (sleep_millis(argument), sleep_seconds(argument)) {
                    (Some(ms), _) => total = total.saturating_add(ms),
                    (None, Some(_)) => return ProgramEffect::Forever(Evidence::Sleeps(shown)),
                    (None, None) => return ProgramEffect::Unknown,
                }
            }
            if arguments.is_empty() {
                // `sleep` with no operand is an error: "sleep: missing operand".
                return ProgramEffect::Finishes { after_ms: 0, status: 1, certain: true };
            }
            ProgramEffect::Finishes { after_ms: total, status: 0, certain: true }
        }
        "tail" if arguments.iter().any(|argument| is_follow_flag(argument)) => {
            ProgramEffect::Forever(Evidence::FollowsFile(shown))
        }
        "false" => ProgramEffect::Finishes { after_ms: 0, status: 1, certain: true },
        _ if QUICK_COMMANDS.contains(&program) => ProgramEffect::Finishes { after_ms: 0, status: 0, certain: true },
        _ if reads_standard_input(program, arguments) => {
            if stdin_attached {
                ProgramEffect::Forever(Evidence::ReadsInput(shown))
            } else {
                ProgramEffect::Finishes { after_ms: 0, status: 0, certain: true }
            }
        }
        _ => match known_program(program, arguments) {
            Some(Known::Serves) => ProgramEffect::Forever(Evidence::Server(shown)),
            Some(Known::OneJob) => ProgramEffect::Finishes { after_ms: 0, status: 0, certain: true },
            None if network_poll(program, arguments).is_some() => {
                ProgramEffect::Finishes { after_ms: 0, status: 0, certain: false }
            }
            None => ProgramEffect::Unknown,
        },
    }
}

/// What the walker does with a program it does not know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnknownProgram {
    /// It finishes at once with 0 (an init container's setup step).
    FinishesAtOnce,
    /// It takes this long, then exits 0 (a Job's work).
    Takes(u64),
    /// It runs until stopped (an app container's server).
    RunsForever,
}

/// Walks `script` (the `-c` argument of a shell) on the healthy path. `positional` are the
/// words after it (`$0`, then `$@`).
pub fn run_script(script: &str, positional: &[String], errexit: bool, unknown: UnknownProgram) -> ScriptRun {
    let mut walker = Walker {
        elapsed_ms: 0,
        status: Status::Known(0),
        errexit,
        assumed: None,
        wait: None,
        trap: None,
        background_end: None,
        replaced_by: None,
        positional: positional.get(1..).unwrap_or(&[]).to_vec(),
        unknown,
        steps: 0,
        bounded_by_timeout: false,
        depth: 0,
        counters: false,
    };
    walker.run(script)
}

struct Walker {
    elapsed_ms: u64,
    status: Status,
    errexit: bool,
    assumed: Option<String>,
    wait: Option<NetworkWait>,
    trap: Option<(u64, i64)>,
    /// When the background jobs end (`Some(None)`: one never does).
    background_end: Option<Option<u64>>,
    replaced_by: Option<String>,
    positional: Vec<String>,
    unknown: UnknownProgram,
    steps: usize,
    bounded_by_timeout: bool,
    depth: usize,
    /// The script counts attempts (`-ge`, `$((…))`).
    counters: bool,
}

impl Walker {
    fn run(&mut self, script: &str) -> ScriptRun {
        let commands = normalize(split_script(script));
        self.counters = commands
            .iter()
            .flat_map(|command| command.words.iter())
            .any(|word| matches!(word.as_str(), "-ge" | "-gt" | "-le" | "-lt" | "-eq") || word.contains("$(("));
        self.bounded_by_timeout |= commands.iter().any(|command| command.program() == Some("timeout"));
        let mut at = 0;
        let nodes = parse_block(&commands, &mut at, &[], 0);
        let end = match self.block(&nodes) {
            Flow::Done(end) => end,
            Flow::Next | Flow::Break => End::Exits { after_ms: self.elapsed_ms, code: self.status.code() },
        };
        ScriptRun {
            end,
            assumed: self.assumed.take(),
            wait: self.wait.take(),
            trap: self.trap,
            replaced_by: self.replaced_by.take(),
        }
    }

    fn assume(&mut self, what: &str) {
        if self.assumed.is_none() {
            self.assumed = Some(what.to_owned());
        }
    }

    /// Runs a list of nodes joined by `;`, `&&`, `||`, `|`.
    fn block(&mut self, nodes: &[Node]) -> Flow {
        let mut index = 0;
        while let Some(node) = nodes.get(index) {
            index += 1;
            self.steps += 1;
            if self.steps > MAX_STEPS {
                return Flow::Next;
            }
            let runs = match (node.joint(), self.status) {
                (Joint::Sequence | Joint::Pipe, _) => true,
                (Joint::And, Status::Unknown) | (Joint::Or, Status::Unknown) => {
                    // `[ -f /x ] && exit 1`: the healthy path does not take the failure.
                    let healthy = !fails(node);
                    self.assume("a test");
                    healthy
                }
                (Joint::And, status) => status.code() == 0,
                (Joint::Or, status) => status.code() != 0,
            };
            if !runs {
                continue;
            }
            match self.node(node) {
                Flow::Next => {
                    let guarded = nodes.get(index).is_some_and(|next| matches!(next.joint(), Joint::And | Joint::Or));
                    if self.errexit && !guarded && matches!(self.status, Status::Known(code) if code != 0) {
                        return Flow::Done(End::Exits { after_ms: self.elapsed_ms, code: self.status.code() });
                    }
                }
                other => return other,
            }
        }
        Flow::Next
    }

    fn node(&mut self, node: &Node) -> Flow {
        match node {
            Node::Simple(command) => self.simple(command),
            Node::Opaque { .. } => {
                self.status = Status::Unknown;
                Flow::Next
            }
            Node::If { branches, otherwise, .. } => {
                for (index, (condition, body)) in branches.iter().enumerate() {
                    if let flow @ Flow::Done(_) = self.block(condition) {
                        return flow;
                    }
                    let take = match self.status {
                        Status::Known(code) | Status::Assumed(code) => code == 0,
                        Status::Unknown => {
                            // Take the first branch that does not fail (the else branch counts).
                            self.assume("a test");
                            let later_fine =
                                branches.get(index + 1..).unwrap_or(&[]).iter().any(|(_, b)| !fails_all(b))
                                    || !fails_all(otherwise);
                            !fails_all(body) || !later_fine
                        }
                    };
                    if take {
                        self.status = Status::Known(0);
                        return self.block(body);
                    }
                }
                self.status = Status::Known(0);
                self.block(otherwise)
            }
            Node::Loop { until, header, condition, body, .. } => self.while_loop(*until, header, condition, body),
            Node::For { header, items, body, .. } => self.for_loop(header, *items, body),
        }
    }

    fn while_loop(&mut self, until: bool, header: &str, condition: &[Node], body: &[Node]) -> Flow {
        let escapes = body.iter().any(escapes);
        if let Some((tool, dependency)) = polled(condition) {
            // `until nslookup db`, `while ! nc -z db 5432`: the loop ends when `dependency`
            // answers, which on the healthy path it does at once.
            self.wait.get_or_insert(NetworkWait {
                loop_words: header.to_owned(),
                tool: tool.to_owned(),
                dependency,
                bounded: self.bounded_by_timeout || self.counters || escapes,
            });
            self.status = Status::Known(0);
            return Flow::Next;
        }
        let endless = endless_condition(until, condition);
        if endless && !escapes {
            return Flow::Done(End::Forever(Evidence::EndlessLoop(header.to_owned())));
        }
        if !endless {
            // `while [ ! -f /ready ]`: podsim cannot know how long; the loop ends at once.
            self.assume("a loop");
            self.status = Status::Known(0);
            return Flow::Next;
        }
        // `while true; do …; break/exit …; done`: one pass on the healthy path.
        let before = self.elapsed_ms;
        match self.block(body) {
            Flow::Done(end) => Flow::Done(end),
            Flow::Break => {
                self.status = Status::Known(0);
                Flow::Next
            }
            Flow::Next => {
                // The pass did not leave: the escape waits on something podsim cannot see.
                self.assume("a loop");
                self.elapsed_ms = before.max(self.elapsed_ms);
                self.status = Status::Known(0);
                Flow::Next
            }
        }
    }

    fn for_loop(&mut self, header: &str, items: Option<usize>, body: &[Node]) -> Flow {
        if let Some((tool, dependency)) = body.iter().find_map(|node| polled(std::slice::from_ref(node))) {
            // `for i in $(seq 1 12); do nc -z db 5432 && exit 0; sleep 10; done; exit 1`: a
            // bounded retry; on the healthy path the first try succeeds.
            self.wait.get_or_insert(NetworkWait {
                loop_words: header.to_owned(),
                tool: tool.to_owned(),
                dependency,
                bounded: true,
            });
        }
        let before = self.elapsed_ms;
        match self.block(body) {
            Flow::Done(end) => Flow::Done(end),
            Flow::Break => {
                self.status = Status::Known(0);
                Flow::Next
            }
            Flow::Next => {
                let pass = self.elapsed_ms.saturating_sub(before);
                match items {
                    Some(count) => {
                        let more = u64::try_from(count.saturating_sub(1)).unwrap_or(u64::MAX);
                        self.elapsed_ms = self.elapsed_ms.saturating_add(pass.saturating_mul(more));
                    }
                    None => self.assume("a loop"),
                }
                Flow::Next
            }
        }
    }

    fn simple(&mut self, command: &SimpleCommand) -> Flow {
        let negated = command.has_prefix("!");
        let flow = self.simple_unnegated(command);
        if negated {
            self.status = match self.status {
                Status::Known(code) => Status::Known(i64::from(code == 0)),
                Status::Assumed(code) => Status::Assumed(i64::from(code == 0)),
                Status::Unknown => Status::Unknown,
            };
        }
        flow
    }

    fn simple_unnegated(&mut self, command: &SimpleCommand) -> Flow {
        let Some(program) = command.program() else {
            // Only assignments (`A=b`).
            self.status = Status::Known(0);
            return Flow::Next;
        };
        let arguments = command.arguments();
        let replaces = command.has_prefix("exec");
        match program {
            "exit" | "return" => {
                let code = arguments.first().and_then(|code| code.parse::<i64>().ok()).unwrap_or(self.status.code());
                let code = if code < 0 { 255 } else { code.min(255) };
                return Flow::Done(End::Exits { after_ms: self.elapsed_ms, code });
            }
            "break" => return Flow::Break,
            "continue" => return Flow::Next,
            "set" => {
                if arguments
                    .iter()
                    .any(|a| (a.starts_with('-') && a.contains('e') && !a.starts_with("--")) || a == "errexit")
                {
                    self.errexit = true;
                }
                self.status = Status::Known(0);
                return Flow::Next;
            }
            "trap" => {
                let on_term =
                    arguments.iter().skip(1).any(|signal| matches!(signal.as_str(), "TERM" | "SIGTERM" | "15"));
                if let (true, Some(handler)) = (on_term, arguments.first()) {
                    self.trap = Some(trap_handler(handler));
                }
                self.status = Status::Known(0);
                return Flow::Next;
            }
            "wait" => {
                match self.background_end {
                    Some(None) => return Flow::Done(End::Forever(Evidence::Waits(command.words.join(" ")))),
                    Some(Some(end)) => self.elapsed_ms = self.elapsed_ms.max(end),
                    None => {}
                }
                self.status = Status::Known(0);
                return Flow::Next;
            }
            "[" | "[[" | "test" => {
                self.status = match arguments.first().map(String::as_str) {
                    Some("1" | "true") if arguments.len() <= 2 => Status::Known(0),
                    _ => Status::Unknown,
                };
                return Flow::Next;
            }
            "timeout" => return self.timeout(command),
            _ => {}
        }
        let words = self.expand_positional(command);
        if words.is_empty() {
            // `exec "$@"` with nothing after the script: whatever the Pod meant to run.
            self.assume("\"$@\"");
            return self.unknown_program(replaces);
        }
        let nested = shell_script(&words).cloned();
        if let Some(script) = nested.filter(|_| self.depth < MAX_DEPTH) {
            let positional = words.iter().skip_while(|w| !is_command_flag(w)).skip(2).cloned().collect::<Vec<_>>();
            let mut inner = Walker {
                elapsed_ms: 0,
                status: Status::Known(0),
                errexit: words
                    .iter()
                    .any(|w| w.starts_with('-') && !w.starts_with("--") && w.contains('e') && is_command_flag(w)),
                assumed: None,
                wait: None,
                trap: None,
                background_end: None,
                replaced_by: None,
                positional,
                unknown: self.unknown,
                steps: self.steps,
                bounded_by_timeout: self.bounded_by_timeout,
                depth: self.depth + 1,
                counters: self.counters,
            };
            let run = inner.run(&script);
            self.steps = inner.steps;
            if let Some(what) = run.assumed {
                self.assume(&what);
            }
            if self.wait.is_none() {
                self.wait = run.wait;
            }
            return match run.end {
                End::Forever(evidence) => self.forever(command, evidence),
                End::Exits { after_ms, code } => {
                    self.elapsed_ms = self.elapsed_ms.saturating_add(after_ms);
                    self.finished(code, true, replaces)
                }
            };
        }
        match program_effect(&words, false) {
            ProgramEffect::Finishes { after_ms, status, certain } => {
                if command.background {
                    let end = self.elapsed_ms.saturating_add(after_ms);
                    self.background_end = match self.background_end {
                        Some(None) => Some(None),
                        Some(Some(other)) => Some(Some(other.max(end))),
                        None => Some(Some(end)),
                    };
                    self.status = Status::Known(0);
                    return Flow::Next;
                }
                if !certain {
                    self.assume(basename(words.first().map(String::as_str).unwrap_or("")));
                }
                self.elapsed_ms = self.elapsed_ms.saturating_add(after_ms);
                if replaces {
                    self.replaced_by = Some(words.join(" "));
                }
                self.finished(status, certain, replaces)
            }
            ProgramEffect::Forever(evidence) => {
                if replaces {
                    self.replaced_by = Some(words.join(" "));
                }
                self.forever(command, evidence)
            }
            ProgramEffect::Unknown => {
                if command.background {
                    self.status = Status::Known(0);
                    return Flow::Next;
                }
                self.assume(basename(words.first().map(String::as_str).unwrap_or("")));
                if replaces {
                    self.replaced_by = Some(words.join(" "));
                }
                self.unknown_program(replaces)
            }
        }
    }

    /// A program runs until stopped: in the background it keeps `wait` from returning; in the
    /// foreground it is how the script ends.
    fn forever(&mut self, command: &SimpleCommand, evidence: Evidence) -> Flow {
        if command.background {
            self.background_end = Some(None);
            self.status = Status::Known(0);
            return Flow::Next;
        }
        Flow::Done(End::Forever(evidence))
    }

    fn finished(&mut self, status: i64, certain: bool, replaces: bool) -> Flow {
        if replaces {
            return Flow::Done(End::Exits { after_ms: self.elapsed_ms, code: status });
        }
        self.status = if certain { Status::Known(status) } else { Status::Assumed(status) };
        Flow::Next
    }

    fn unknown_program(&mut self, replaces: bool) -> Flow {
        match self.unknown {
            UnknownProgram::RunsForever => Flow::Done(End::Forever(Evidence::Assumed)),
            UnknownProgram::FinishesAtOnce => self.finished(0, false, replaces),
            UnknownProgram::Takes(ms) => {
                self.elapsed_ms = self.elapsed_ms.saturating_add(ms);
                self.finished(0, false, replaces)
            }
        }
    }

    /// `timeout 60 CMD`: CMD, cut off after 60 s with code 124.
    fn timeout(&mut self, command: &SimpleCommand) -> Flow {
        let arguments = command.arguments();
        let mut rest = arguments.iter().skip_while(|w| w.starts_with('-'));
        let limit_ms = rest.next().and_then(|limit| sleep_millis(limit));
        let inner: Vec<String> = rest.cloned().collect();
        let inner_command = SimpleCommand { words: inner, ..command.clone() };
        let before = self.elapsed_ms;
        let flow = self.simple_unnegated(&inner_command);
        match (flow, limit_ms) {
            (Flow::Done(End::Forever(_)), Some(limit)) => {
                self.elapsed_ms = before.saturating_add(limit);
                self.status = Status::Known(124);
                Flow::Next
            }
            (Flow::Done(End::Exits { after_ms, code }), Some(limit)) if after_ms.saturating_sub(before) > limit => {
                let _ = code;
                self.elapsed_ms = before.saturating_add(limit);
                self.status = Status::Known(124);
                Flow::Next
            }
            (Flow::Done(End::Exits { after_ms, code }), _) => {
                self.elapsed_ms = after_ms;
                self.status = Status::Known(code);
                Flow::Next
            }
            (flow, _) => flow,
        }
    }

    /// The command's words from the program on, with `"$@"` replaced by the script's arguments.
    fn expand_positional(&self, command: &SimpleCommand) -> Vec<String> {
        let skip = command.words.len().saturating_sub(command.arguments().len().saturating_add(1));
        let mut words = Vec::new();
        for word in command.words.iter().skip(skip) {
            if matches!(word.as_str(), "$@" | "${@}" | "$*") {
                words.extend(self.positional.iter().cloned());
            } else {
                words.push(word.clone());
            }
        }
        words
    }
}

/// The network tool a condition polls, and what it polls (`until nslookup db` → `nslookup`, `db`).
fn polled(condition: &[Node]) -> Option<(&'static str, String)> {
    condition.iter().find_map(|node| match node {
        Node::Simple(command) => {
            let program = command.program()?;
            let program = basename(program.trim_start_matches("$("));
            network_poll(program, command.arguments())
        }
        _ => None,
    })
}

/// `while true`, `while :`, `while sleep N`, `while [ 1 ]`, `until false`.
fn endless_condition(until: bool, condition: &[Node]) -> bool {
    let [Node::Simple(command)] = condition else { return false };
    let words: Vec<&str> = command.words.iter().map(String::as_str).collect();
    if until {
        matches!(words.as_slice(), ["false", ..])
    } else {
        matches!(words.as_slice(), ["true" | ":" | "sleep", ..] | ["[" | "[[" | "test", "1" | "true", ..])
    }
}

/// True when a node leaves its loop or the script (`break`, `exit`, `return`), anywhere inside.
fn escapes(node: &Node) -> bool {
    match node {
        Node::Simple(command) => matches!(command.program(), Some("break" | "exit" | "return")),
        Node::If { branches, otherwise, .. } => {
            branches.iter().any(|(c, b)| c.iter().chain(b).any(escapes)) || otherwise.iter().any(escapes)
        }
        Node::Loop { body, .. } | Node::For { body, .. } => {
            body.iter().any(|n| matches!(n, Node::Simple(c) if c.program() == Some("exit")))
        }
        Node::Opaque { .. } => false,
    }
}

/// True when a node is a failure: `exit N` with N ≠ 0, `false`, `return N` with N ≠ 0.
fn fails(node: &Node) -> bool {
    match node {
        Node::Simple(command) => match command.program() {
            Some("exit" | "return") => command.arguments().first().is_some_and(|code| code != "0"),
            Some("false") => true,
            _ => false,
        },
        _ => false,
    }
}

/// True when a branch ends in a failure.
fn fails_all(body: &[Node]) -> bool {
    body.iter().any(fails)
}

/// `sleep 5; exit 0` as a TERM handler: (wait in ms, exit code).
fn trap_handler(handler: &str) -> (u64, i64) {
    let mut after_ms: u64 = 0;
    let mut exit_code = 0;
    for command in split_script(handler) {
        match command.program() {
            Some("sleep") => {
                let ms = command.arguments().first().and_then(|w| sleep_millis(w));
                after_ms = after_ms.saturating_add(ms.unwrap_or(0));
            }
            Some("exit") => exit_code = command.arguments().first().and_then(|w| w.parse::<i64>().ok()).unwrap_or(0),
            _ => {}
        }
    }
    (after_ms, if exit_code < 0 { 255 } else { exit_code.min(255) })
}

/// True when `words` run a script file with a shell (`sh /start.sh`, `bash -e x.sh`).
pub fn runs_script_file(words: &[String]) -> Option<String> {
    let command = SimpleCommand { words: words.to_vec(), ..SimpleCommand::default() };
    let program = command.program()?;
    if !is_shell(program) || command.arguments().iter().any(|w| is_command_flag(w)) {
        return None;
    }
    command.arguments().iter().find(|w| !w.starts_with('-')).cloned()
}
