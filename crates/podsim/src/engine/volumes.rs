//! Volumes the kubelet must mount before it creates the sandbox: a `configMap` or `secret`
//! volume whose object is missing (and not `optional`) keeps the Pod in `ContainerCreating`, with
//! `FailedMount` warnings retried on the volume manager's back-off, until the object appears.
// kubelet: syncPod → volumeManager.WaitForAttachAndMount; operationExecutor MountVolume
// (SetUp failed), nestedpendingoperations back-off (500 ms doubling to 2 m 2 s)

use super::said::Said;
use super::clock::SimTime;
use super::timeline::{EventType, FactKind};
use super::world::World;
use crate::model::VolumeSource;
use crate::scenario::FaultKind;

/// First retry of a failed mount.
const FIRST_RETRY_MS: u64 = 500;
/// Longest wait between retries (`maxDurationBeforeRetry`).
const MAX_RETRY_MS: u64 = 122_000;

impl World {
    /// True once every volume is mounted; otherwise records this attempt's failures and books the
    /// next attempt. Before that attempt is due, a sync stays blocked without trying again.
    pub(crate) fn volumes_ready(&mut self) -> bool {
        if self.volumes_mounted {
            return true;
        }
        if self.next_mount_attempt_ms.is_some_and(|at| self.now < at) {
            return false;
        }
        let missing = self.missing_volumes();
        if missing.is_empty() {
            self.volumes_mounted = true;
            self.next_mount_attempt_ms = None;
            return true;
        }
        let first = self.mount_retry_ms == 0;
        for (volume, kind, name) in &missing {
            let message = format!("MountVolume.SetUp failed for volume \"{volume}\" : {kind} \"{name}\" not found");
            self.event(None, EventType::Warning, "FailedMount", message.clone());
            if first {
                let fact = self.fact(None, FactKind::Failed);
                fact.reason = Some("FailedMount".to_owned());
                fact.message = Some(message);
                fact.why = World::why(
                    Said::VolumeObjectMissing { kind, name: name.clone(), volume: volume.clone() },
                    "kubelet: WaitForAttachAndMount / MountVolume.SetUp (volume manager)",
                );
            }
        }
        self.mount_retry_ms =
            if first { FIRST_RETRY_MS } else { self.mount_retry_ms.saturating_mul(2).min(MAX_RETRY_MS) };
        let at: SimTime = self.now.saturating_add(self.mount_retry_ms);
        self.next_mount_attempt_ms = Some(at);
        self.sync_at(at);
        false
    }

    /// `(volume, "configmap" | "secret", object)` for each non-optional volume whose object the
    /// scenario says is missing now.
    fn missing_volumes(&self) -> Vec<(String, &'static str, String)> {
        let mut missing = Vec::new();
        for volume in &self.pod.spec.volumes {
            let (kind, object, optional) = match &volume.source {
                VolumeSource::ConfigMap { name, optional } => ("ConfigMap", name, *optional),
                VolumeSource::Secret { name, optional } => ("Secret", name, *optional),
                _ => continue,
            };
            let object = object.clone().unwrap_or_default();
            if optional || !self.object_missing(kind, &object) {
                continue;
            }
            let word = if kind == "ConfigMap" { "configmap" } else { "secret" };
            missing.push((volume.name.clone().unwrap_or_default(), word, object));
        }
        missing
    }

    fn object_missing(&self, kind: &str, object: &str) -> bool {
        self.scenario.faults.iter().any(|fault| match &fault.kind {
            FaultKind::MissingObject { object_kind, name, until_ms } => {
                object_kind == kind
                    && name == object
                    && fault.at_ms <= self.now
                    && until_ms.is_none_or(|until| self.now < until)
            }
            _ => false,
        })
    }
}
