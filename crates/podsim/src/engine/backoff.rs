//! Back-off: CrashLoopBackOff per (container, image) and image-pull back-off per image.
// kubelet: flowcontrol.Backoff as used by doBackOff (kuberuntime_manager.go) and the image puller.

use super::clock::SimTime;

/// Initial delay of both back-offs (10 s).
pub const INITIAL_MS: u64 = 10_000;
/// Cap of both back-offs (300 s, `MaxContainerBackOff`).
pub const MAX_MS: u64 = 300_000;

/// One back-off entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backoff {
    /// The current delay.
    pub delay_ms: u64,
    /// When `next` was last called (the clock at the restart decision).
    pub last_update_ms: SimTime,
}

impl Backoff {
    /// An entry expires when the event is more than twice the cap after its last update: the
    /// container ran for over ten minutes. // flowcontrol: hasExpired
    pub fn expired(&self, event_ms: SimTime) -> bool {
        event_ms.saturating_sub(self.last_update_ms) > EXPIRY_MS
    }
}

/// Expiry threshold: an entry is forgotten when the container ran for more than 10 minutes
/// (also under the reduced-decay gate).
const EXPIRY_MS: u64 = 2 * MAX_MS;

/// Delays of one back-off: initial and cap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Delays {
    /// First delay.
    pub initial_ms: u64,
    /// Cap.
    pub max_ms: u64,
}

impl Delays {
    /// The kubelet defaults: 10 s doubling up to 300 s.
    pub const DEFAULT: Delays = Delays { initial_ms: INITIAL_MS, max_ms: MAX_MS };
}

/// Is a start at `now` blocked, given the newest exit at `finished_ms`? // flowcontrol: IsInBackOffSince
pub fn in_backoff(entry: Option<&Backoff>, finished_ms: SimTime, now: SimTime) -> bool {
    match entry {
        Some(entry) if !entry.expired(finished_ms) => now.saturating_sub(finished_ms) < entry.delay_ms,
        _ => false,
    }
}

/// The entry after a start decision at `now` for an exit at `event_ms`. // flowcontrol: Next
pub fn next(entry: Option<Backoff>, event_ms: SimTime, now: SimTime) -> Backoff {
    next_with(entry, event_ms, now, Delays::DEFAULT)
}

/// [`next`] with other delays (node-level maximum, reduced decay).
pub fn next_with(entry: Option<Backoff>, event_ms: SimTime, now: SimTime, delays: Delays) -> Backoff {
    let max = delays.max_ms.max(1);
    let delay_ms = match entry {
        Some(entry) if !entry.expired(event_ms) => entry.delay_ms.saturating_mul(2).min(max),
        _ => delays.initial_ms.min(max),
    };
    Backoff { delay_ms, last_update_ms: now }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Restart times of a container that exits at once: 0, 0, 10, 30, 70, 150, 310 (container_restart_test.go).
    #[test]
    fn restart_times_match_upstream() {
        let mut entry: Option<Backoff> = None;
        let mut now = 0;
        let mut starts = vec![0];
        while starts.len() < 7 {
            let finished = now;
            if in_backoff(entry.as_ref(), finished, now) {
                now = finished + entry.map(|e| e.delay_ms).unwrap_or(0);
            }
            entry = Some(next(entry, finished, now));
            starts.push(now / 1000);
        }
        assert_eq!(starts, vec![0, 0, 10, 30, 70, 150, 310]);
    }
}
