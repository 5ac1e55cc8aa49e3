//! What the state at an instant is made from, as a key: two instants with the same key have the
//! same state but for the instant itself, so a state shown again need not be printed again.

use crate::engine::{FactKind, SimTime, Simulation};

/// Every instant at which something [`Simulation::state_at_with`] reads can change: a recorded
/// state, an event's first, repeated or last sighting, a fact (notes aside), a container's wait
/// reason. Between two of them, only the clock's second moves (ages in the row and describe).
#[derive(Debug)]
pub(crate) struct StatePoints {
    snapshots: Vec<SimTime>,
    events: Vec<SimTime>,
    facts: Vec<SimTime>,
    waits: Vec<SimTime>,
}

/// How many points of each kind lie at or before an instant, and the instant's second: two
/// instants with the same key show the same state (`Session::state_key_at`), so a page can keep
/// what it drew for the one while the playhead moves to the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StateKey {
    second: SimTime,
    snapshots: usize,
    events: usize,
    facts: usize,
    waits: usize,
}

impl StatePoints {
    /// The points of `run`, each list sorted.
    pub(crate) fn of(run: &Simulation) -> StatePoints {
        let sorted = |mut times: Vec<SimTime>| {
            times.sort_unstable();
            times
        };
        StatePoints {
            snapshots: sorted(run.snapshots.iter().map(|s| s.t_ms).collect()),
            events: sorted(
                run.events
                    .iter()
                    .flat_map(|e| [e.first_ms, e.last_ms].into_iter().chain(e.occurrences.iter().copied()))
                    .collect(),
            ),
            facts: sorted(run.facts.iter().filter(|f| f.kind != FactKind::Note).map(|f| f.t_ms).collect()),
            waits: sorted(run.waits.iter().map(|w| w.t_ms).collect()),
        }
    }

    /// The key of instant `t_ms`.
    pub(crate) fn key(&self, t_ms: SimTime) -> StateKey {
        let upto = |times: &[SimTime]| times.partition_point(|t| *t <= t_ms);
        StateKey {
            second: t_ms / 1000,
            snapshots: upto(&self.snapshots),
            events: upto(&self.events),
            facts: upto(&self.facts),
            waits: upto(&self.waits),
        }
    }
}
