//! What one container's process does on the virtual clock (the `behaviour` schema).

use serde::Serialize;

use crate::lang::Text;

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
    pub explanation: Text,
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
        let others: Vec<&String> = self.fields.iter().filter(|f| *f != "runs").collect();
        let general = if others.is_empty() {
            inferred.explanation.clone()
        } else {
            let en = others.iter().map(|f| f.as_str()).collect::<Vec<_>>().join(", ");
            let zh = others.iter().map(|f| f.as_str()).collect::<Vec<_>>().join("、");
            crate::text!("as the scenario says ({en})", "按场景的设定（{zh}）")
        };
        out.explanation = match self.runs.as_slice() {
            [] => general,
            runs => {
                let (en, zh): (Vec<String>, Vec<String>) = runs.iter().map(RunOverride::describe).unzip();
                let (en, zh) = (en.join("; "), zh.join("；"));
                let Text { en: general_en, zh: general_zh } = general;
                crate::text!(
                    "as the scenario says, {en}; otherwise {general_en}",
                    "按场景的设定，{zh}；其余：{general_zh}"
                )
            }
        };
        out
    }

    /// The probe script for a probe kind, if the scenario gives one.
    pub fn probe(&self, kind: &str) -> Option<ProbeScript> {
        self.probes.iter().find(|(k, _)| k == kind).map(|(_, script)| *script)
    }
}
