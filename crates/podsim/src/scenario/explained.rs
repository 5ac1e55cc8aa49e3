//! Why podsim holds a container to a behaviour, as data: the classifier's answer, the scenario's
//! own fields, a pasted status, with the command and file probes that go with it. `view/inferred.rs`
//! puts it into words.

use super::behaviour::RunOverride;
use crate::process::ProcessSays;

/// Why podsim holds a container to its behaviour.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Explained {
    /// What the explanation starts from.
    pub says: BehaviourSays,
    /// The command as written, shown after the explanation unless its words already show it.
    pub command: Option<String>,
    /// Exec probes that pass while a file the script creates exists.
    pub file_probes: Vec<FileProbe>,
    /// `imagePullPolicy: Never`: the image is assumed to be on the node already.
    pub never_pulled: bool,
}

impl From<BehaviourSays> for Explained {
    fn from(says: BehaviourSays) -> Explained {
        Explained { says, ..Explained::default() }
    }
}

/// Where a behaviour comes from.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum BehaviourSays {
    /// Nothing is said.
    #[default]
    Nothing,
    /// What the classifier read from the command and image.
    Process(ProcessSays),
    /// A loop that waits until this DNS name resolves, then exits 0.
    WaitsFor(String),
    /// `stress` keeps more memory allocated than the container's memory limit.
    OomKilled {
        /// Bytes it keeps allocated.
        allocated_bytes: u128,
        /// The memory limit as written (`100Mi`).
        limit: String,
        /// The limit in bytes.
        limit_bytes: u128,
    },
    /// The dependency it waits for is assumed to answer from the start.
    Reachable {
        /// The dependency.
        name: String,
        /// The explanation of the wait, whose command it keeps.
        before: Box<Explained>,
    },
    /// The scenario gives the behaviour.
    Scenario,
    /// The scenario gives these fields; the rest is inferred.
    ScenarioFields(Vec<String>),
    /// The scenario overrides these runs; the rest is explained by `otherwise`.
    Runs {
        /// The overrides.
        runs: Vec<RunOverride>,
        /// The explanation of every other run.
        otherwise: Box<Explained>,
    },
    /// A pasted status shows the last run ended with a failure.
    Recorded {
        /// The exit code (137 for an OOM kill).
        exit_code: i64,
        /// The recorded reason (`Error`, `OOMKilled`).
        reason: String,
        /// How long the run lasted, in seconds.
        ran_seconds: u64,
        /// The container's restart count.
        restarts: i64,
    },
}

/// An exec probe that passes while a file the script creates exists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileProbe {
    /// The probe's kind (`liveness`, `readiness`, `startup`).
    pub kind: String,
    /// The probe's command, joined.
    pub command: String,
    /// The file it checks.
    pub path: String,
    /// When the file appears, after each start.
    pub from_ms: u64,
    /// When the file is removed, if it is.
    pub until_ms: Option<u64>,
}
