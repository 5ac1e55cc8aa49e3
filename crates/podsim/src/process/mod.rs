//! What a container's process does, read from its command, args and image: one classifier for
//! the lint rules, the simulation's inferred behaviours and the page's "what each container does",
//! so that they never disagree.
//!
//! It claims that a process fails or never ends only when the command says so for certain
//! (`exit 1`, `sleep infinity`, `tail -f`, `while true` with no way out, a server). Anything else
//! follows the healthy path — an init container finishes, an app container or a sidecar keeps
//! running, a dependency answers — and says that it is an assumption.

mod blocks;
pub mod images;
pub mod memory;
pub mod programs;
mod script;
pub mod shell;

use crate::containers::ContainerKind;
use crate::model::Container;
use images::{ImageRole, KnownImage, known_image};
use script::{ProgramEffect, UnknownProgram, program_effect, run_script, runs_script_file};
use shell::{SimpleCommand, basename, is_command_flag, shell_script};

/// How long an init container running an unknown program is assumed to run.
pub const DEFAULT_INIT_RUN_MS: u64 = 2_000;

/// How long a container meant to run to completion (a Job's) is assumed to run when its program
/// is not known.
pub const DEFAULT_TASK_RUN_MS: u64 = 10_000;

/// How the process ends on its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum End {
    /// It exits by itself `after_ms` after it starts, with `code`.
    Exits {
        /// Milliseconds from its start.
        after_ms: u64,
        /// The exit code.
        code: i64,
    },
    /// It runs until stopped; the evidence says why.
    Forever(Evidence),
}

/// Why a process runs until stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Evidence {
    /// `sleep infinity`.
    Sleeps(String),
    /// `tail -f` / `tail -F`: follows a file forever.
    FollowsFile(String),
    /// `while true` (or `while :`, `while sleep 1`, `until false`) with no `break` or `exit`.
    EndlessLoop(String),
    /// A server, proxy or agent program in the command (`envoy`, `nginx`, `pilot-agent proxy`).
    Server(String),
    /// No command: the image's own entrypoint is a server, proxy or agent (`envoyproxy/envoy`).
    Image(String),
    /// A shell or interpreter reading its attached standard input (`kubectl debug -it`).
    ReadsInput(String),
    /// `wait` for a background job that never ends.
    Waits(String),
    /// Nothing certain: an app container or a sidecar is assumed to keep running.
    Assumed,
}

/// A loop that polls a dependency over the network.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NetworkWait {
    /// The loop as written (`until nslookup mydb.ns.svc.cluster.local`).
    pub loop_words: String,
    /// The tool it polls with (`nslookup`).
    pub tool: String,
    /// What it polls (`mydb`).
    pub dependency: String,
    /// True when something bounds the wait: `timeout`, a retry counter, `exit`/`break` in the
    /// loop, or a `for` loop's list.
    pub bounded: bool,
}

/// What the process does on SIGTERM when the scenario does not say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sigterm {
    /// PID 1 with no handler (a shell, `sleep`, `tail`): the kernel ignores the signal.
    Ignores,
    /// It exits `after_ms` later with `code` (a `trap` handler, or a program's own).
    Exits {
        /// Milliseconds after the signal.
        after_ms: u64,
        /// The exit code.
        code: i64,
    },
}

/// What podsim holds a container's process to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Process {
    /// How it ends on its own.
    pub end: End,
    /// True when the command or image says so for certain; false when podsim took the healthy
    /// path for something it cannot know.
    pub certain: bool,
    /// The loop that polls a dependency, if any.
    pub wait: Option<NetworkWait>,
    /// Its reaction to SIGTERM.
    pub sigterm: Sigterm,
    /// What it does and why, for people (without the command, which the caller shows).
    pub explanation: ProcessSays,
}

/// What a process does and why, as `view/inferred.rs` explains it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProcessSays {
    /// How it ends, what podsim assumed, and the healthy path of its kind.
    Ends {
        /// How it ends.
        end: End,
        /// What podsim assumed.
        assumed: Assumed,
        /// The container's role.
        kind: ContainerKind,
        /// The container's effective `restartPolicy`.
        policy: String,
    },
    /// With no command, a base image's default program reads the end of its input at once.
    ImageDefault {
        /// The image.
        image: String,
        /// The words it runs by default (`sh`).
        words: String,
    },
}

impl Process {
    /// Why it certainly runs until stopped, if it does: the lint rules' evidence.
    pub fn never_ends(&self) -> Option<&Evidence> {
        match &self.end {
            End::Forever(evidence) if self.certain && *evidence != Evidence::Assumed => Some(evidence),
            _ => None,
        }
    }
}

/// What podsim assumed, for the explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Assumed {
    /// Nothing: the command says it all.
    Nothing,
    /// An unknown program (`./run`, `java`), or a test or loop podsim cannot see through.
    Program(String),
    /// A script file run by a shell (`sh /start.sh`).
    ScriptFile(String),
    /// No command and an image podsim does not know.
    NoCommand(String),
}

/// The words the container runs: `command` + `args`, or, without a command, the image's
/// entrypoint with `args` (or its `CMD`), when podsim knows the image.
fn effective_words(container: &Container, known: Option<&KnownImage>) -> Vec<String> {
    let own = || container.command.iter().chain(container.args.iter()).cloned().collect::<Vec<_>>();
    if !container.command.is_empty() {
        return own();
    }
    let Some(known) = known else { return own() };
    let entrypoint = known.entrypoint.iter().map(|w| (*w).to_owned());
    if container.args.is_empty() {
        return entrypoint.chain(known.cmd.iter().map(|w| (*w).to_owned())).collect();
    }
    // An entrypoint script that runs its arguments puts the program before bare flags
    // (`redis` with args `--appendonly yes` runs `redis-server --appendonly yes`).
    let passes_through = known.entrypoint.last().is_some_and(|last| basename(last).contains("entrypoint"));
    let flags_first = container.args.first().is_some_and(|first| first.starts_with('-'));
    let program = known.cmd.first().filter(|_| passes_through && flags_first).map(|w| (*w).to_owned());
    entrypoint.chain(program).chain(container.args.iter().cloned()).collect()
}

/// What the process of `container` does, as a container of `kind` whose effective
/// `restartPolicy` is `policy`.
pub fn classify(container: &Container, kind: ContainerKind, policy: &str) -> Process {
    let image = container.image.as_deref().unwrap_or("").trim();
    let known = known_image(image);
    let words = effective_words(container, known);
    let runs_to_completion = kind == ContainerKind::App && policy != "Always";
    // An ephemeral container is what `kubectl debug -it` attaches a terminal to.
    let stdin_attached = kind == ContainerKind::Ephemeral;
    let in_script = match kind {
        ContainerKind::Init => UnknownProgram::FinishesAtOnce,
        _ if runs_to_completion => UnknownProgram::Takes(DEFAULT_TASK_RUN_MS),
        _ => UnknownProgram::RunsForever,
    };
    let alone = match kind {
        ContainerKind::Init => UnknownProgram::Takes(DEFAULT_INIT_RUN_MS),
        _ => in_script,
    };
    let from_image = container.command.is_empty();
    let image_serves = from_image && known.is_some_and(|k| k.role.long_running());
    let clean_exit = known.is_some_and(|k| k.clean_exit_on_sigterm);
    let program_sigterm = |words: &[String]| {
        let command = SimpleCommand { words: words.to_vec(), ..SimpleCommand::default() };
        match command.program() {
            Some("sleep" | "tail") => Sigterm::Ignores,
            Some(program) if shell::is_shell(program) => Sigterm::Ignores,
            _ if clean_exit => Sigterm::Exits { after_ms: 0, code: 0 },
            _ => Sigterm::Exits { after_ms: 0, code: 143 },
        }
    };

    if words.is_empty() {
        let end = unknown_end(alone);
        return finish(end, false, None, program_sigterm(&[]), Assumed::NoCommand(image.to_owned()), kind, policy);
    }
    // `timeout 60 tail -f /x` is walked as a one-line script: the limit ends what would not end.
    let timed = program_name(&words) == "timeout";
    let script = if timed { Some(shell_join(&words)) } else { shell_script(&words).cloned() };
    if let Some(script) = script {
        let positional: Vec<String> = words.iter().skip_while(|w| !is_command_flag(w)).skip(2).cloned().collect();
        let errexit = words
            .iter()
            .take_while(|w| !is_command_flag(w) || w.contains('e'))
            .any(|w| w.starts_with('-') && !w.starts_with("--") && w.contains('e'));
        let wrapped = {
            let command = SimpleCommand { words: words.clone(), ..SimpleCommand::default() };
            command.program().is_some_and(|p| !shell::is_shell(p))
        };
        let run = if timed {
            run_script(&script, &[], false, alone)
        } else if wrapped {
            // `nice sh -c …`: the wrapper runs the shell.
            run_script(&shell_join(&words), &[], false, in_script)
        } else {
            run_script(&script, &positional, errexit, in_script)
        };
        let sigterm = match (run.trap, &run.replaced_by) {
            (Some((after_ms, code)), _) => Sigterm::Exits { after_ms, code },
            (None, Some(program)) => {
                program_sigterm(&shell::split_script(program).first().map(|c| c.words.clone()).unwrap_or_default())
            }
            (None, None) => Sigterm::Ignores,
        };
        let end = image_end(run.end, image_serves, image);
        let certain = run.assumed.is_none();
        let assumed = run.assumed.map_or(Assumed::Nothing, Assumed::Program);
        return finish(end, certain, run.wait, sigterm, assumed, kind, policy);
    }
    let sigterm = program_sigterm(&words);
    match program_effect(&words, stdin_attached) {
        ProgramEffect::Finishes { after_ms, status, certain } => {
            let end = End::Exits { after_ms, code: status };
            let assumed = if certain { Assumed::Nothing } else { Assumed::Program(program_name(&words)) };
            let mut process = finish(end, certain, None, sigterm, assumed, kind, policy);
            let base_default = container.args.is_empty() && known.is_some_and(|k| k.role == ImageRole::Base);
            if from_image && base_default && certain {
                process.explanation = ProcessSays::ImageDefault { image: image.to_owned(), words: words.join(" ") };
            }
            process
        }
        ProgramEffect::Forever(evidence) => {
            let end = image_end(End::Forever(evidence), image_serves, image);
            finish(end, true, None, sigterm, Assumed::Nothing, kind, policy)
        }
        ProgramEffect::Unknown if image_serves => {
            finish(End::Forever(Evidence::Image(image.to_owned())), true, None, sigterm, Assumed::Nothing, kind, policy)
        }
        ProgramEffect::Unknown => {
            let assumed = match runs_script_file(&words) {
                Some(file) => Assumed::ScriptFile(file),
                None => Assumed::Program(program_name(&words)),
            };
            let sigterm = if matches!(assumed, Assumed::ScriptFile(_)) { Sigterm::Ignores } else { sigterm };
            finish(unknown_end(alone), false, None, sigterm, assumed, kind, policy)
        }
    }
}

/// Words joined back into one shell line, quoting those with spaces.
fn shell_join(words: &[String]) -> String {
    words
        .iter()
        .map(|w| {
            if w.is_empty() || w.contains(char::is_whitespace) || w.contains(['"', '$', ';', '&', '|']) {
                format!("'{}'", w.replace('\'', "'\\''"))
            } else {
                w.clone()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn program_name(words: &[String]) -> String {
    let command = SimpleCommand { words: words.to_vec(), ..SimpleCommand::default() };
    command.program().unwrap_or("").to_owned()
}

/// A server image run without a command counts as the image serving.
fn image_end(end: End, image_serves: bool, image: &str) -> End {
    match end {
        End::Forever(Evidence::Server(_)) if image_serves => End::Forever(Evidence::Image(image.to_owned())),
        other => other,
    }
}

fn unknown_end(unknown: UnknownProgram) -> End {
    match unknown {
        UnknownProgram::RunsForever => End::Forever(Evidence::Assumed),
        UnknownProgram::FinishesAtOnce => End::Exits { after_ms: 0, code: 0 },
        UnknownProgram::Takes(after_ms) => End::Exits { after_ms, code: 0 },
    }
}

fn finish(
    end: End,
    certain: bool,
    wait: Option<NetworkWait>,
    sigterm: Sigterm,
    assumed: Assumed,
    kind: ContainerKind,
    policy: &str,
) -> Process {
    let explanation = ProcessSays::Ends { end: end.clone(), assumed, kind, policy: policy.to_owned() };
    Process { end, certain, wait, sigterm, explanation }
}

/// True when the container only sets up the Pod's traffic redirection for a service mesh
/// (istio-init, istio-validation, linkerd-init), read from its command or its image's entrypoint.
pub fn redirects_pod_traffic(container: &Container) -> bool {
    let known = container.image.as_deref().and_then(known_image);
    let command = SimpleCommand { words: effective_words(container, known), ..SimpleCommand::default() };
    command.program().is_some_and(|program| programs::redirects_pod_traffic(program, command.arguments()))
}

/// True when every command the container runs sets a kernel parameter of the node (`sysctl -w
/// vm.max_map_count=262144`, with `ulimit` beside it): a parameter no namespace isolates, which
/// only a privileged container can write.
pub fn only_sets_node_kernel_parameters(container: &Container) -> bool {
    let known = container.image.as_deref().and_then(known_image);
    let commands = shell::commands_of(&effective_words(container, known));
    let writes = |command: &SimpleCommand| {
        command.program() == Some("sysctl")
            && command.arguments().iter().any(|argument| argument == "-w" || argument.contains('='))
    };
    commands.iter().any(writes) && commands.iter().all(|command| writes(command) || command.program() == Some("ulimit"))
}

/// The role of the image, for rules that care what a helper is for.
pub fn image_role(container: &Container) -> Option<ImageRole> {
    container.image.as_deref().and_then(images::image_role)
}

#[cfg(test)]
mod tests;
