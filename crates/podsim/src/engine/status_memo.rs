//! What a container's status repeats from one recorded state to the next, worked out once: the
//! whole status (until something it is made from changes), its reported resources (until the
//! allocation, what was applied or the run changes), its container ID (per run) and its mounts
//! (fixed by the spec). Recorded states share these values.

use std::cell::RefCell;
use std::rc::Rc;

use super::clock::SimTime;
use crate::model::{ContainerStatus, ResourceList, ResourceRequirements, VolumeMountStatus};

/// What a container's status is made from besides the run's constants (its spec, the gates, the
/// Pod's policies): while none of it changes, the status is the one made last. `S` is `&str`
/// for a key looked up and `String` for the key kept.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct StatusKey<S> {
    /// How many runs the container has had.
    pub runs: usize,
    /// The newest run.
    pub latest: Option<RunKey<S>>,
    /// The last run that finished before the newest: its ID, end and whether a restart removed it.
    pub previous: Option<(u64, Option<SimTime>, bool)>,
    /// The waiting reason and message the status shows.
    pub waiting: Option<(S, S)>,
    /// An in-place Pod restart is under way.
    pub restarting: bool,
    /// The allocations' revision.
    pub revision: u64,
    /// The spec's image (shown before the first run).
    pub image: Option<S>,
}

/// What a container status shows of one run.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct RunKey<S> {
    pub id: u64,
    pub image: S,
    pub started_ms: SimTime,
    pub finished_ms: Option<SimTime>,
    pub exit_code: i64,
    pub reason: S,
    pub message: Option<S>,
    pub started: bool,
    pub ready: bool,
    pub post_start_running: bool,
    pub reset_removed: bool,
    pub memory_request: Option<S>,
}

impl<S> StatusKey<S> {
    /// The same key with each text passed through `text` (owned to keep, borrowed to compare).
    fn map<'a, T>(&'a self, text: impl Fn(&'a S) -> T) -> StatusKey<T> {
        StatusKey {
            runs: self.runs,
            latest: self.latest.as_ref().map(|run| RunKey {
                id: run.id,
                image: text(&run.image),
                started_ms: run.started_ms,
                finished_ms: run.finished_ms,
                exit_code: run.exit_code,
                reason: text(&run.reason),
                message: run.message.as_ref().map(&text),
                started: run.started,
                ready: run.ready,
                post_start_running: run.post_start_running,
                reset_removed: run.reset_removed,
                memory_request: run.memory_request.as_ref().map(&text),
            }),
            previous: self.previous,
            waiting: self.waiting.as_ref().map(|(reason, message)| (text(reason), text(message))),
            restarting: self.restarting,
            revision: self.revision,
            image: self.image.as_ref().map(&text),
        }
    }
}

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
    status: RefCell<Option<(StatusKey<String>, Rc<ContainerStatus>)>>,
    resources: RefCell<Option<(KeptKey, Reported)>>,
    container_id: RefCell<Option<(u64, String)>>,
    mounts: RefCell<Option<Rc<[VolumeMountStatus]>>>,
}

impl StatusMemo {
    /// The status for `key`, made by `make` when something it is made from changed. Test builds
    /// make it every time and check that the kept one is the same, so that a key missing
    /// something fails the tests.
    pub(crate) fn status(&self, key: StatusKey<&str>, make: impl FnOnce() -> ContainerStatus) -> Rc<ContainerStatus> {
        let mut cell = self.status.borrow_mut();
        if let Some((kept, status)) = cell.as_ref()
            && kept.map(String::as_str) == key
        {
            debug_assert_eq!(**status, make(), "a container status changed while its key did not");
            return status.clone();
        }
        let status = Rc::new(make());
        *cell = Some((key.map(|text| (*text).to_owned()), status.clone()));
        status
    }

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
