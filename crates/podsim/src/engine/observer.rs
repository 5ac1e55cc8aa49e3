//! When actions with an `after:` condition run: at the instant the condition holds, or — with an
//! observer poll period — the way a test script notices it, one step after another.

use super::clock::SimTime;
use super::world::{Ev, World};
use crate::containers::ContainerKind;
use crate::scenario::{ActionKind, Condition, Trigger};
use crate::status::PodPhase;

/// Schedules every conditional action whose condition is now seen to hold.
pub(super) fn schedule_conditional_actions(world: &mut World) {
    for index in 0..world.scenario.actions.len() {
        if world.action_scheduled.get(index).copied().unwrap_or(true) {
            continue;
        }
        let Some(action) = world.scenario.actions.get(index) else { continue };
        let Trigger::After { condition, delay_ms } = &action.trigger else { continue };
        let (condition, delay_ms, starts_kubelet) =
            (condition.clone(), *delay_ms, matches!(action.kind, ActionKind::StartKubelet));
        let Some(at) = observed_at(world, index, &condition) else { continue };
        // restartKubelet returns once the kubelet answers its health check: one poll later.
        let startup = if starts_kubelet { world.observer_poll_ms } else { 0 };
        if let Some(flag) = world.action_scheduled.get_mut(index) {
            *flag = true;
        }
        world.queue.push(at.saturating_add(delay_ms).saturating_add(startup), Ev::Action(index));
    }
}

/// When the condition of action `index` is noticed, if it is by now.
fn observed_at(world: &mut World, index: usize, condition: &Condition) -> Option<SimTime> {
    let poll = world.observer_poll_ms;
    let holds = holds(world, index, condition);
    let since = world.condition_since.get_mut(index)?;
    *since = match (holds, *since) {
        (false, _) => None,
        (true, Some(t)) => Some(t),
        (true, None) => Some(world.now),
    };
    let since = (*since)?;
    if poll == 0 {
        return Some(world.now);
    }
    // A test performs its steps in order: this wait begins when the previous step has finished.
    let wait_start = match index.checked_sub(1) {
        None => 0,
        Some(previous) => step_finished(world, previous)?,
    };
    if *condition == Condition::Previous {
        return Some(wait_start.max(world.now));
    }
    // Polled every `poll` from the start of the wait (PollImmediate); a status written at an
    // instant is read by the first poll after it, one that was already visible at the start.
    let tick = if since < wait_start {
        wait_start
    } else {
        let periods = (since - wait_start) / poll + 1;
        wait_start.saturating_add(periods.saturating_mul(poll))
    };
    Some(tick.max(world.now))
}

/// When the harness step of action `index` finished: `stopKubelet` waits until the kubelet's
/// health check fails (e2e `mustStopKubelet`), one poll; every other step ends when applied.
fn step_finished(world: &World, index: usize) -> Option<SimTime> {
    let applied = world.action_times.get(index).copied().flatten()?;
    let stops_kubelet = world.scenario.actions.get(index).is_some_and(|a| matches!(a.kind, ActionKind::StopKubelet));
    Some(if stops_kubelet { applied.saturating_add(world.observer_poll_ms) } else { applied })
}

fn holds(world: &World, index: usize, condition: &Condition) -> bool {
    match condition {
        Condition::Previous => match index.checked_sub(1) {
            None => true,
            Some(previous) => world.action_done.get(previous).copied().unwrap_or(false),
        },
        Condition::PodRunning => world.last_phase == Some(PodPhase::Running),
        Condition::PodReady => world.conditions.iter().any(|c| c.condition_type == "Ready" && c.status == "True"),
        Condition::ContainerRunning { container, started } => {
            world.slot_by_name(container).and_then(|s| world.slots.get(s)).is_some_and(|slot| {
                slot.running_instance()
                    .and_then(|p| slot.instances.get(p))
                    // A running plain init container reports started: no probe gates it.
                    .is_some_and(|i| {
                        let is_started = i.started || slot.kind == ContainerKind::Init;
                        started.is_none_or(|want| is_started == want)
                    })
            })
        }
        Condition::RestartCountAtLeast { container, count } => world
            .slot_by_name(container)
            .and_then(|s| world.slots.get(s))
            .is_some_and(|slot| i64::try_from(slot.instances.len().saturating_sub(1)).unwrap_or(0) >= *count),
    }
}
