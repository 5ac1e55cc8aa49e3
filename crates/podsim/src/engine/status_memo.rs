//! What a container's status repeats from one recorded state to the next, worked out once: its
//! reported resources (until the allocation, what was applied or the run changes), its container
//! ID (per run) and its mounts (fixed by the spec). Recorded states share these values.

use std::cell::RefCell;
use std::rc::Rc;

use crate::model::{ResourceList, ResourceRequirements, VolumeMountStatus};

/// When the reported resources were worked out: the allocations' revision, whether the container
/// ran, and the memory request its run was first reported with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct ResourcesKey<'a> {
    pub revision: u64,
    pub running: bool,
    pub memory_request: Option<&'a str>,
}

/// A [`ResourcesKey`] as the memo keeps it.
#[derive(Debug, Clone, PartialEq)]
struct KeptKey {
    revision: u64,
    running: bool,
    memory_request: Option<String>,
}

impl KeptKey {
    fn is(&self, key: ResourcesKey<'_>) -> bool {
        self.revision == key.revision && self.running == key.running && self.memory_request.as_deref() == key.memory_request
    }
}

/// A container status's `allocatedResources` and `resources`, shared by the states that show them.
#[derive(Debug, Clone)]
pub(crate) struct Reported {
    pub allocated_resources: Option<Rc<ResourceList>>,
    pub status_resources: Rc<ResourceRequirements>,
}

/// One container's values, as last worked out.
#[derive(Debug, Clone, Default)]
pub(crate) struct StatusMemo {
    resources: RefCell<Option<(KeptKey, Reported)>>,
    container_id: RefCell<Option<(u64, String)>>,
    mounts: RefCell<Option<Rc<[VolumeMountStatus]>>>,
}

impl StatusMemo {
    /// The reported resources for `key`, worked out by `make` when they changed.
    pub(crate) fn resources(&self, key: ResourcesKey<'_>, make: impl FnOnce() -> Reported) -> Reported {
        let mut cell = self.resources.borrow_mut();
        match cell.as_ref() {
            Some((at, reported)) if at.is(key) => reported.clone(),
            _ => {
                let reported = make();
                let kept = KeptKey { revision: key.revision, running: key.running, memory_request: key.memory_request.map(str::to_owned) };
                *cell = Some((kept, reported.clone()));
                reported
            }
        }
    }

    /// The container ID of run `run`, made by `make` once per run.
    pub(crate) fn container_id(&self, run: u64, make: impl FnOnce() -> String) -> String {
        let mut cell = self.container_id.borrow_mut();
        match cell.as_ref() {
            Some((at, id)) if *at == run => id.clone(),
            _ => {
                let id = make();
                *cell = Some((run, id.clone()));
                id
            }
        }
    }

    /// The mounts, made by `make` the first time.
    pub(crate) fn mounts(&self, make: impl FnOnce() -> Vec<VolumeMountStatus>) -> Rc<[VolumeMountStatus]> {
        self.mounts.borrow_mut().get_or_insert_with(|| make().into()).clone()
    }
}
