//! Why a container that is not running waits: the reason the decision that left it unstarted
//! gives (the scheduler, the volume manager, the pod worker, computePodActions / doBackOff),
//! recorded only when a container's reason changes. `view/` puts it in words.

use serde::Serialize;

use super::clock::SimTime;
use super::worker::{Block, Step};
use super::world::World;
use crate::containers::ContainerKind;

/// The kind of object a container's env references.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum ObjectKind {
    /// A ConfigMap.
    ConfigMap,
    /// A Secret.
    Secret,
}

impl ObjectKind {
    /// The API kind.
    pub fn as_str(self) -> &'static str {
        match self {
            ObjectKind::ConfigMap => "ConfigMap",
            ObjectKind::Secret => "Secret",
        }
    }
}

/// What the pod worker is busy with while later steps of the same sync wait.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum WorkerTask {
    /// Pulling another container's image.
    ImagePull,
    /// Running another container's postStart hook.
    PostStartHook,
    /// Stopping another container.
    Kill,
}

/// Why a container is not running, as the decision that did not start it says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "wait", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum WaitReason {
    /// `schedulingGates` keep the Pod out of the scheduling queue.
    SchedulingGated,
    /// The scheduler found no room for the Pod on the node.
    Unscheduled,
    /// The kubelet refused the Pod at admission: nothing of it ever runs.
    Rejected {
        /// The resource the node lacks (`cpu`, `pods`, `example.com/gpu`).
        resource: String,
    },
    /// The Pod is bound, but the kubelet has not created its sandbox yet.
    SandboxNotReady,
    /// A volume cannot be mounted; no container starts before every volume is.
    VolumesNotMounted,
    /// The init container `name` has not exited 0.
    InitContainer {
        /// The init container waited for.
        name: String,
    },
    /// The sidecar `name` has not started.
    SidecarNotStarted {
        /// The sidecar waited for.
        name: String,
    },
    /// The init container `name` failed and is not restarted: the Pod failed.
    InitFailed {
        /// The init container that failed.
        name: String,
    },
    /// The crash back-off holds the next start until `until_ms`.
    BackOff {
        /// When the back-off ends (ms).
        until_ms: SimTime,
        /// The exit the decision counted from, when the container has exited since: the sync
        /// that stopped it goes on with the status it read at its start, and sees the newer exit
        /// only at its next sync. // kubelet: SyncPod (podStatus read before it acts), doBackOff
        #[serde(skip_serializing_if = "Option::is_none")]
        counted_from_ms: Option<SimTime>,
    },
    /// The kubelet pulls the container's image.
    Pulling {
        /// The image.
        image: String,
    },
    /// The image cannot be pulled (or used); the kubelet retries.
    ImageUnavailable,
    /// The pod worker is busy with another container first (steps of a sync run in order).
    WorkerBusy {
        /// The container the worker is busy with.
        name: String,
        /// What it does for it.
        task: WorkerTask,
    },
    /// The env references an object that does not exist.
    MissingObject {
        /// ConfigMap or Secret.
        kind: ObjectKind,
        /// Its name.
        name: String,
    },
    /// The Pod is terminating: nothing starts.
    PodTerminating,
}

/// A container's reason changed (`None`: it no longer waits).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WaitChange {
    /// When (ms).
    pub t_ms: SimTime,
    /// The container.
    pub container: String,
    /// The reason from now on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<WaitReason>,
}

impl World {
    /// Records `reason` for a slot if it differs from the one in force.
    pub(crate) fn set_wait(&mut self, slot: usize, reason: Option<WaitReason>) {
        let Some(s) = self.slots.get_mut(slot) else { return };
        if s.wait == reason {
            return;
        }
        s.wait = reason.clone();
        let container = s.name.clone();
        self.wait_changes.push(WaitChange { t_ms: self.now, container, reason });
    }

    /// The same reason for every container whose status waits: one that never ran, or one whose
    /// last run the kubelet would restart (a container that finished for good shows its end).
    pub(crate) fn set_wait_all(&mut self, reason: &WaitReason) {
        for slot in 0..self.slots.len() {
            let waits = self.slots.get(slot).is_some_and(|s| {
                s.running_instance().is_none() && (s.instances.is_empty() || self.shown_waiting(slot).is_some())
            });
            if waits {
                self.set_wait(slot, Some(reason.clone()));
            }
        }
    }

    /// While the init sequence has not finished, every later init container or sidecar and every
    /// regular container that is not running waits for `awaited`, the first one in spec order
    /// that has not exited 0 (an init container) or started (a sidecar); one this sync starts
    /// gets its own reason when it is tried. // kubelet: computeInitContainerActions
    pub(crate) fn wait_for_init(&mut self, awaited: usize, starts: &[Step]) {
        let Some(blocker) = self.slots.get(awaited) else { return };
        let reason = match blocker.kind {
            ContainerKind::Sidecar => WaitReason::SidecarNotStarted { name: blocker.name.clone() },
            _ => WaitReason::InitContainer { name: blocker.name.clone() },
        };
        let started = |slot: usize| starts.iter().any(|step| matches!(step, Step::Start { slot: s, .. } if *s == slot));
        for slot in awaited.saturating_add(1)..self.slots.len() {
            let Some(s) = self.slots.get(slot) else { continue };
            if s.kind == ContainerKind::Ephemeral || s.running_instance().is_some() || started(slot) {
                continue;
            }
            self.set_wait(slot, Some(reason.clone()));
        }
    }

    /// The steps left in a sync wait for the step that blocked the worker.
    // kubelet: SyncPod runs its start steps in order; startContainer pulls the image and runs the
    // postStart hook before it returns.
    pub(crate) fn wait_behind_block(&mut self) {
        let Some(block) = self.worker.blocked else { return };
        let (busy, task) = match block {
            Block::Pull { slot } => (slot, WorkerTask::ImagePull),
            Block::Instance { slot, inst } => {
                let post_start = self
                    .find_instance(slot, inst)
                    .and_then(|i| self.slots.get(slot)?.instances.get(i))
                    .is_some_and(|i| i.post_start_running && i.kill.is_none());
                (slot, if post_start { WorkerTask::PostStartHook } else { WorkerTask::Kill })
            }
            Block::Pod => return,
        };
        let Some(name) = self.slots.get(busy).map(|s| s.name.clone()) else { return };
        let waiting: Vec<usize> = self
            .worker
            .steps
            .iter()
            .filter_map(|step| match step {
                Step::Start { slot, .. } if *slot != busy => Some(*slot),
                _ => None,
            })
            .collect();
        for slot in waiting {
            self.set_wait(slot, Some(WaitReason::WorkerBusy { name: name.clone(), task }));
        }
    }
}
