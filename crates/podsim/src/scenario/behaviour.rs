//! What one container's process does on the virtual clock (the `behaviour` schema).

use serde::Serialize;

use super::explained::{BehaviourSays, Explained};

/// How the process reacts to SIGTERM.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum OnSigterm {
    /// A handler that waits, then exits with this code.
    Exit {
        /// Milliseconds between SIGTERM and the exit.
        after_ms: u64,
        /// The exit code.
        exit_code: i64,
    },
    /// No handler and PID 1: the signal is ignored, only SIGKILL (137) ends the process.
    Ignore,
}

/// The scripted result of a probe.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum ProbeScript {
    /// Every attempt fails.
    AlwaysFail,
    /// Every attempt succeeds.
    AlwaysSucceed,
    /// Fails until the process reports it has started (after its start delay), then succeeds.
    SucceedsAfterStarted,
    /// An exec probe that checks a file the command creates and removes: succeeds while it
    /// exists, counted from the container's start (inferred, see `files`).
    WhileFileExists {
        /// When the file is created.
        from_ms: u64,
        /// When it is removed, if ever.
        until_ms: Option<u64>,
    },
}

impl ProbeScript {
    /// The attempt's outcome `elapsed_ms` after the container started.
    pub fn succeeds(self, app_started: bool, elapsed_ms: u64) -> bool {
        match self {
            ProbeScript::AlwaysFail => false,
            ProbeScript::AlwaysSucceed => true,
            ProbeScript::SucceedsAfterStarted => app_started,
            ProbeScript::WhileFileExists { from_ms, until_ms } => {
                elapsed_ms >= from_ms && until_ms.is_none_or(|until| elapsed_ms <= until)
            }
        }
    }

    /// True when a success now means success for the rest of the container's run.
    pub fn keeps_succeeding(self, app_started: bool) -> bool {
        match self {
            ProbeScript::AlwaysFail => false,
            ProbeScript::AlwaysSucceed => true,
            ProbeScript::SucceedsAfterStarted => app_started,
            ProbeScript::WhileFileExists { until_ms, .. } => until_ms.is_none(),
        }
    }
}

/// A lifecycle hook's behaviour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct HookScript {
    /// Milliseconds before the hook logs that it started.
    pub start_delay_ms: u64,
    /// Milliseconds the hook runs after that (`None`: it never returns).
    pub run_ms: Option<u64>,
    /// Its exit code (non-zero: the hook failed).
    pub exit_code: i64,
}

/// A per-instance override: the first run may differ from restarts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RunOverride {
    /// First run number this applies to (1-based).
    pub from_run: u32,
    /// Last run number (`None`: every later run).
    pub to_run: Option<u32>,
    /// Start delay override.
    pub start_delay_ms: Option<u64>,
    /// Run time override (`Some(None)`: forever).
    pub run_ms: Option<Option<u64>>,
    /// Exit code override.
    pub exit_code: Option<i64>,
}

/// Everything a scenario can say about one container's process.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct Behaviour {
    /// Milliseconds after process start before the app reports it started.
    pub start_delay_ms: u64,
    /// Milliseconds after that until it exits by itself (`None`: runs until stopped).
    pub run_ms: Option<u64>,
    /// Exit code when it exits by itself.
    pub exit_code: i64,
    /// Its exits are the kernel's OOM kills (137, `OOMKilled`), as a pasted status recorded.
    pub exits_oom_killed: bool,
    /// Reaction to SIGTERM.
    pub on_sigterm: Option<OnSigterm>,
    /// Once SIGTERM has reached it, the process answers its readiness probe with a failure (how
    /// an app drains: it leaves the Service's endpoints while it finishes its work).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub readiness_fails_after_sigterm: bool,
    /// The image cannot be pulled (registry error), for good.
    pub image_pull_fails: bool,
    /// Probe scripts by probe kind (`startup`, `liveness`, `readiness`).
    pub probes: Vec<(String, ProbeScript)>,
    /// `postStart` hook script.
    pub post_start: Option<HookScript>,
    /// `preStop` hook script.
    pub pre_stop: Option<HookScript>,
    /// Per-run overrides.
    pub runs: Vec<RunOverride>,
    /// A dependency (DNS name) the process waits for before it exits 0.
    pub waits_for: Option<String>,
    /// Why podsim assumes this, shown to the user ("runs for 3600 s: `sleep 3600`").
    pub explanation: Explained,
    /// The fields a scenario wrote explicitly (the others come from inference).
    #[serde(skip)]
    pub fields: Vec<String>,
}

/// The behaviour of one run of the process.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunScript {
    /// Start delay.
    pub start_delay_ms: u64,
    /// Run time after the start delay (`None`: forever).
    pub run_ms: Option<u64>,
    /// Exit code.
    pub exit_code: i64,
}

impl Behaviour {
    /// The script of run number `run` (1-based), with overrides applied.
    pub fn run(&self, run: u32) -> RunScript {
        let mut script =
            RunScript { start_delay_ms: self.start_delay_ms, run_ms: self.run_ms, exit_code: self.exit_code };
        for o in &self.runs {
            let applies = run >= o.from_run && o.to_run.is_none_or(|last| run <= last);
            if applies {
                if let Some(delay) = o.start_delay_ms {
                    script.start_delay_ms = delay;
                }
                if let Some(run_ms) = o.run_ms {
                    script.run_ms = run_ms;
                }
                if let Some(code) = o.exit_code {
                    script.exit_code = code;
                }
            }
        }
        script
    }

    /// This behaviour over `inferred`: fields written in the scenario win, the rest is inferred.
    pub fn over(&self, inferred: &Behaviour) -> Behaviour {
        let has = |name: &str| self.fields.iter().any(|f| f == name);
        let mut out = inferred.clone();
        if has("startDelaySeconds") {
            out.start_delay_ms = self.start_delay_ms;
        }
        if has("runSeconds") {
            out.run_ms = self.run_ms;
            out.waits_for = None;
        }
        if has("exitCode") {
            out.exit_code = self.exit_code;
            out.exits_oom_killed = false;
        }
        if self.on_sigterm.is_some() {
            out.on_sigterm = self.on_sigterm;
        }
        if has("readinessFailsAfterSigterm") {
            out.readiness_fails_after_sigterm = self.readiness_fails_after_sigterm;
        }
        out.image_pull_fails |= self.image_pull_fails;
        // A probe script the scenario gives replaces the one inferred for that probe.
        out.probes.retain(|(kind, _)| self.probe(kind).is_none());
        out.probes.extend(self.probes.iter().cloned());
        out.post_start = self.post_start.or(out.post_start);
        out.pre_stop = self.pre_stop.or(out.pre_stop);
        out.runs.extend(self.runs.iter().cloned());
        if self.waits_for.is_some() {
            out.waits_for = self.waits_for.clone();
        }
        let others: Vec<String> = self.fields.iter().filter(|f| *f != "runs").cloned().collect();
        let general = if others.is_empty() {
            inferred.explanation.clone()
        } else {
            Explained::from(BehaviourSays::ScenarioFields(others))
        };
        out.explanation = match self.runs.as_slice() {
            [] => general,
            runs => Explained::from(BehaviourSays::Runs { runs: runs.to_vec(), otherwise: Box::new(general) }),
        };
        out
    }

    /// The probe script for a probe kind, if the scenario gives one.
    pub fn probe(&self, kind: &str) -> Option<ProbeScript> {
        self.probes.iter().find(|(k, _)| k == kind).map(|(_, script)| *script)
    }
}
