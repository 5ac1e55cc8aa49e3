//! The roles a container plays: plain init container, native sidecar, app or ephemeral.

use crate::model::{Container, PodSpec};
use crate::version::FeatureGates;

/// The role of a container in the Pod lifecycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ContainerKind {
    /// `initContainers` entry without `restartPolicy: Always`: runs to completion, in order.
    Init,
    /// `initContainers` entry with `restartPolicy: Always`: a native sidecar.
    Sidecar,
    /// `containers` entry.
    App,
    /// `ephemeralContainers` entry (`kubectl debug`).
    Ephemeral,
}

impl ContainerKind {
    /// The word shown to users.
    pub fn as_str(self) -> &'static str {
        match self {
            ContainerKind::Init => "init",
            ContainerKind::Sidecar => "sidecar",
            ContainerKind::App => "app",
            ContainerKind::Ephemeral => "ephemeral",
        }
    }
}

/// A container with its role and its position in its spec list.
#[derive(Debug, Clone, Copy)]
pub struct ContainerRef<'p> {
    /// Its role.
    pub kind: ContainerKind,
    /// Index in `initContainers`, `containers` or `ephemeralContainers`.
    pub index: usize,
    /// The container.
    pub container: &'p Container,
}

impl ContainerRef<'_> {
    /// The pod-relative field path of the container (`spec.initContainers[1]`).
    pub fn path(&self) -> String {
        let list = match self.kind {
            ContainerKind::Init | ContainerKind::Sidecar => "initContainers",
            ContainerKind::App => "containers",
            ContainerKind::Ephemeral => "ephemeralContainers",
        };
        format!("spec.{list}[{}]", self.index)
    }
}

/// Every container of the spec in lifecycle order: init containers and sidecars in spec order,
/// then app containers, then ephemeral containers. Without the `SidecarContainers` gate an init
/// container's `restartPolicy` is dropped by the API server, so it is a plain init container.
pub fn classify<'p>(spec: &'p PodSpec, gates: FeatureGates) -> Vec<ContainerRef<'p>> {
    let init = spec.init_containers.iter().enumerate().map(|(index, container)| ContainerRef {
        kind: if gates.sidecar_containers && container.is_restartable() {
            ContainerKind::Sidecar
        } else {
            ContainerKind::Init
        },
        index,
        container,
    });
    let app = spec.containers.iter().enumerate().map(|(index, container)| ContainerRef {
        kind: ContainerKind::App,
        index,
        container,
    });
    let ephemeral = spec.ephemeral_containers.iter().enumerate().map(|(index, container)| ContainerRef {
        kind: ContainerKind::Ephemeral,
        index,
        container,
    });
    init.chain(app).chain(ephemeral).collect()
}
