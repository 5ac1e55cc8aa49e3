//! The merged log the upstream harness reads: per container (and per hook or probe process)
//! the lines `Starting`, `Started` and `Exiting`, sorted by time.

use podsim::engine::{FactKind, Simulation};

/// One log line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// When (ms).
    pub t_ms: u64,
    /// The process: a container name, `PreStop-NAME`, `PostStart-NAME`, `Liveness-NAME`, …
    pub process: String,
    /// `Starting`, `Started` or `Exiting`.
    pub word: &'static str,
}

/// The log, in order.
#[derive(Debug, Clone, Default)]
pub struct HarnessLog {
    /// Lines in time order (same-time lines in the order the engine produced them).
    pub lines: Vec<Line>,
}

impl HarnessLog {
    /// Builds the log from the simulated facts.
    pub fn from_simulation(simulation: &Simulation) -> HarnessLog {
        let mut lines = Vec::new();
        let mut pending_started: Vec<String> = Vec::new();
        for (index, fact) in simulation.facts.iter().enumerate() {
            let Some(name) = fact.container.clone() else { continue };
            let mut push = |process: String, word: &'static str| lines.push(Line { t_ms: fact.t_ms, process, word });
            match fact.kind {
                FactKind::Started => {
                    push(name.clone(), "Starting");
                    // Without a start delay, `Started` follows at once; else an AppStarted fact comes.
                    let delayed = simulation
                        .facts
                        .iter()
                        .skip(index + 1)
                        .take_while(|f| !(f.kind == FactKind::Started && f.container.as_deref() == Some(name.as_str())))
                        .any(|f| f.kind == FactKind::AppStarted && f.container.as_deref() == Some(name.as_str()));
                    if delayed {
                        pending_started.push(name.clone());
                    } else {
                        push(name, "Started");
                    }
                }
                FactKind::AppStarted => push(name, "Started"),
                // SIGKILLed or OOM-killed processes cannot log.
                FactKind::Exited if fact.exit_code != Some(137) => push(name, "Exiting"),
                FactKind::PreStopStarted | FactKind::PostStartStarted => {
                    let hook = if fact.kind == FactKind::PreStopStarted { "PreStop" } else { "PostStart" };
                    let process = format!("{hook}-{name}");
                    push(process.clone(), "Starting");
                    let delayed = fact.kind == FactKind::PreStopStarted
                        && simulation.facts.iter().skip(index + 1).any(|f| {
                            f.kind == FactKind::PreStopAppStarted && f.container.as_deref() == Some(name.as_str())
                        });
                    if !delayed {
                        push(process, "Started");
                    }
                }
                FactKind::PreStopAppStarted => push(format!("PreStop-{name}"), "Started"),
                FactKind::PreStopExited => push(format!("PreStop-{name}"), "Exiting"),
                FactKind::PostStartExited => push(format!("PostStart-{name}"), "Exiting"),
                _ => {}
            }
        }
        let _ = pending_started;
        // Every probe attempt runs the probe's command, which logs its own three lines; at equal
        // times they come after the containers' lines.
        for attempt in &simulation.probe_attempts {
            let mut title = attempt.probe.clone();
            if let Some(first) = title.get_mut(0..1) {
                first.make_ascii_uppercase();
            }
            let process = format!("{title}-{}", attempt.container);
            for word in ["Starting", "Started", "Exiting"] {
                lines.push(Line { t_ms: attempt.t_ms, process: process.clone(), word });
            }
        }
        lines.sort_by_key(|line| line.t_ms);
        HarnessLog { lines }
    }

    /// Index of the `n`-th (1-based) line `word` of `process` at or after `from`.
    pub fn find(&self, process: &str, word: &str, from: usize, nth: usize) -> Option<usize> {
        self.lines
            .iter()
            .enumerate()
            .skip(from)
            .filter(|(_, l)| l.process == process && l.word == word)
            .map(|(i, _)| i)
            .nth(nth.saturating_sub(1))
    }

    /// How many `word` lines `process` has.
    pub fn count(&self, process: &str, word: &str) -> usize {
        self.lines.iter().filter(|l| l.process == process && l.word == word).count()
    }
}
