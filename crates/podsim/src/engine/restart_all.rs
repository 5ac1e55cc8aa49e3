//! RestartAllContainers: the in-place Pod restart a container's exit asks for (KEP-5532, beta and
//! on from 1.36). The kubelet kills every container with grace 0 (no preStop), removes every init,
//! sidecar and regular container from the runtime in `getContainersToReset` order, keeps the
//! sandbox, then runs start-up again from the first init container.
// kubelet: computePodActions / getContainersToReset (kuberuntime_manager.go), SyncPod (kubelet.go)

use super::timeline::FactKind;
use super::worker::{Block, Step};
use super::world::World;
use crate::containers::ContainerKind;
use super::said::Said;

/// The Killing event's message for a container the in-place restart kills.
pub(crate) const KILL_MESSAGE: &str = "killing";
/// The waiting reason (and last termination reason) of a container the restart removed.
// kubelet: convertToAPIContainerStatuses
pub(crate) const REMOVED_REASON: &str = crate::status::phase::RESTARTING_ALL_CONTAINERS;
/// The message beside [`REMOVED_REASON`].
pub(crate) const REMOVED_MESSAGE: &str = "The container is removed because RestartAllContainers in place";
/// The exit code the API shows for a container the restart removed.
pub(crate) const REMOVED_EXIT_CODE: i64 = 137;

/// What started an in-place restart: the container whose exit matched a `RestartAllContainers`
/// rule, the rule's index and the exit code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Reset {
    /// The slot of the container whose exit asked for it.
    pub trigger: usize,
    /// The index of the matching rule in its `restartPolicyRules`.
    pub rule: usize,
    /// The exit code that matched.
    pub exit_code: i64,
    /// Every container is removed: the condition is `False` again
    /// (AllContainersRestartCleanedUp), though the statuses still say `RestartingAllContainers`
    /// until the next sync starts the Pod again.
    pub cleaned: bool,
}

impl World {
    /// The rule an exit of `slot` with `exit_code` matches, when it restarts the whole Pod.
    // podutil: findMatchingContainerRestartRule; gated on RestartAllContainersOnContainerExits
    pub(crate) fn restart_all_rule(&self, slot: usize, exit_code: i64) -> Option<usize> {
        let s = self.slots.get(slot)?;
        if !self.gates.restart_all_containers || s.kind == ContainerKind::Ephemeral {
            return None;
        }
        s.typed.restart.restart_all_rule(exit_code)
    }

    /// Every container whose newest run in the runtime exited with a `RestartAllContainers` rule
    /// matching its exit code, in slot order. // kubecontainer: ShouldAllContainersRestart
    fn restart_all_sources(&self) -> Vec<Reset> {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(index, slot)| {
                let newest = slot.latest_in_runtime().filter(|i| !i.running())?;
                let rule = self.restart_all_rule(index, newest.exit_code)?;
                Some(Reset { trigger: index, rule, exit_code: newest.exit_code, cleaned: false })
            })
            .collect()
    }

    /// The steps of a sync while the Pod restarts in place: each init, sidecar and regular
    /// container killed (if running) and removed — regular containers first, then init containers
    /// in spec order, then the containers whose exit asked for it — then start-up again. `None`
    /// when no exit asks for it. // kubelet: computePodActions, getContainersToReset
    pub(crate) fn restart_all_actions(&mut self) -> Option<Vec<Step>> {
        let sources = self.restart_all_sources();
        if self.restart_all.is_none() {
            let first = *sources.first()?;
            self.restart_all = Some(first);
            self.dirty = true;
        }
        let is_source = |slot: usize| sources.iter().any(|s| s.trigger == slot);
        let in_runtime = |regular: bool| {
            self.slots
                .iter()
                .enumerate()
                .filter(move |(_, s)| match s.kind {
                    ContainerKind::App => regular,
                    ContainerKind::Init | ContainerKind::Sidecar => !regular,
                    ContainerKind::Ephemeral => false,
                })
                .filter(|(_, s)| s.instances.iter().any(|i| i.in_runtime))
                .map(|(index, _)| index)
        };
        let targets = in_runtime(true).chain(in_runtime(false)).filter(|slot| !is_source(*slot));
        let mut steps: Vec<Step> = targets.map(|slot| Step::ResetContainer { slot }).collect();
        steps.extend(sources.iter().map(|s| Step::RemoveContainer { slot: s.trigger }));
        steps.push(Step::ResetDone);
        Some(steps)
    }

    /// Kills a running container with grace 0 (no preStop; killContainer still waits its 2 s
    /// minimum before SIGKILL), then removes it. // kubelet: killContainer (gracePeriodOverride 0)
    pub(crate) fn reset_container(&mut self, slot: usize) {
        let running = self.slots.get(slot).and_then(|s| s.running_instance().and_then(|p| s.instances.get(p)));
        if let Some(inst) = running.map(|i| i.id)
            && self.begin_kill(slot, inst, 0, KILL_MESSAGE, false)
        {
            self.worker.blocked = Some(Block::Instance { slot, inst });
            self.worker.steps.push_front(Step::RemoveContainer { slot });
            return;
        }
        self.remove_for_restart_all(slot);
    }

    /// Removes a container's runs from the runtime. Its API status turns to waiting
    /// `RestartingAllContainers`, with that last termination (exit 137) and one more restart,
    /// unless it was already waiting. // kubelet: removeContainer, convertToAPIContainerStatuses
    pub(crate) fn remove_for_restart_all(&mut self, slot: usize) {
        let was_waiting = self.shown_waiting(slot).is_some();
        let why = self.reset_removal_why(slot);
        let Some(s) = self.slots.get_mut(slot) else { return };
        if s.instances.iter().all(|i| !i.in_runtime) {
            return;
        }
        for instance in &mut s.instances {
            instance.in_runtime = false;
        }
        let shown = !was_waiting && !s.instances.is_empty();
        if let Some(latest) = s.instances.last_mut() {
            latest.reset_removed = shown;
        }
        if !shown {
            return;
        }
        let fact = self.fact(Some(slot), FactKind::Waiting);
        fact.reason = Some(REMOVED_REASON.to_owned());
        fact.message = Some(REMOVED_MESSAGE.to_owned());
        fact.why = why;
    }

    /// Every container is removed: `AllContainersRestarting` turns False and the kubelet syncs
    /// again at once, which starts the Pod from its first init container.
    // kubelet: SyncPod (UpdatePod after RemoveContainer), AllContainersRestartCleanedUp
    pub(crate) fn finish_restart_all(&mut self) {
        let Some(reset) = self.restart_all.as_mut() else { return };
        reset.cleaned = true;
        // The status of the requeued sync: the condition is False, the containers still show
        // `RestartingAllContainers`; the containers it starts show in the next one.
        self.take_snapshot();
        self.restart_all = None;
        // Nothing the API shows changes until that sync starts a container.
        self.dirty = false;
        self.request_sync(0);
    }

    /// Is `AllContainersRestarting` True now? // kubelet: GenerateAllContainersRestartingCondition
    pub(crate) fn restarting_all(&self) -> bool {
        self.restart_all.is_some_and(|reset| !reset.cleaned)
    }

    /// Why a container's exit restarts the whole Pod (the exit's own fact says so).
    pub(crate) fn restart_all_exit_why(&self, slot: usize, exit_code: i64) -> Option<Said> {
        let rule = self.restart_all_rule(slot, exit_code)?;
        let s = self.slots.get(slot)?;
        let summary = s.spec.restart_policy_rules.get(rule).map(|r| r.summary()).unwrap_or_default();
        Some(Said::RestartAllOnExit { exit_code, rule, summary })
    }

    /// Why a container shows `RestartingAllContainers`: the exit and rule that started it.
    fn reset_removal_why(&self, slot: usize) -> Option<super::timeline::Why> {
        let reset = self.restart_all?;
        let trigger = self.slots.get(reset.trigger)?;
        let name = self.slots.get(slot).map(|s| s.name.clone()).unwrap_or_default();
        let summary = trigger.spec.restart_policy_rules.get(reset.rule).map(|r| r.summary()).unwrap_or_default();
        World::why(
            Said::RestartAllRemoves {
                source: trigger.name.clone(),
                exit_code: reset.exit_code,
                rule: reset.rule,
                summary,
                name,
            },
            "kubelet: getContainersToReset, convertToAPIContainerStatuses",
        )
    }

    /// Why a container starts again after an in-place restart, if its last run was removed by one.
    pub(crate) fn restart_all_start_why(&self, slot: usize) -> Option<Said> {
        let s = self.slots.get(slot)?;
        s.instances.last().filter(|i| i.reset_removed)?;
        Some(Said::RestartAllStartsAgain { name: s.name.clone() })
    }
}
