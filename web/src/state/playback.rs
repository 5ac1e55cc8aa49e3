//! Playback: the playhead and whether it moves, kept apart from the document so that a play tick
//! touches neither the text, nor the draft, nor the address.

use std::rc::Rc;

use yew::Reducible;

/// Where the playhead is and whether it moves (never stored; shared only as a link's `t=`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Playback {
    /// Playhead, in simulated milliseconds.
    pub playhead_ms: u64,
    /// The play loop is running.
    pub playing: bool,
    /// Where the playhead last came to rest (paused, stopped at the end, or moved while paused):
    /// what the address's link carries, so that a play tick never re-arms its timer.
    pub rest_ms: u64,
}

impl Playback {
    /// Paused at `ms` (a link's `t=`, or the start).
    pub fn at(ms: u64) -> Playback {
        Playback { playhead_ms: ms, playing: false, rest_ms: ms }
    }
}

/// What moves the playhead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlaybackAction {
    /// Put the playhead here (playing on if it was playing).
    Seek(u64),
    /// Start or stop playback.
    SetPlaying(bool),
    /// Play from the start (Ctrl/Cmd+Enter).
    Replay,
    /// Move the playhead forward (the play loop), stopping at `end_ms`.
    Advance {
        /// How far, ms.
        by_ms: u64,
        /// Where the timeline ends, ms.
        end_ms: u64,
    },
}

impl Reducible for Playback {
    type Action = PlaybackAction;

    fn reduce(self: Rc<Self>, action: PlaybackAction) -> Rc<Self> {
        let mut next = *self;
        match action {
            PlaybackAction::Seek(ms) => next.playhead_ms = ms,
            PlaybackAction::SetPlaying(playing) => next.playing = playing,
            PlaybackAction::Replay => {
                next.playhead_ms = 0;
                next.playing = true;
            }
            PlaybackAction::Advance { by_ms, end_ms } => {
                next.playhead_ms = next.playhead_ms.saturating_add(by_ms).min(end_ms);
                next.playing = next.playhead_ms < end_ms;
            }
        }
        if !next.playing {
            next.rest_ms = next.playhead_ms;
        }
        if next == *self { self } else { Rc::new(next) }
    }
}
