//! What a container's process does with its stop signal: the runtime sends `lifecycle.stopSignal`
//! (or SIGTERM) when the kubelet stops it, and SIGKILL when the grace period runs out.
// kubelet: killContainer → CRI StopContainer; the runtime uses the container config's stop
// signal first (kuberuntime buildContainerConfigLifecycle), then the image's STOPSIGNAL, then
// SIGTERM (containerd, CRI-O).

use crate::scenario::OnSigterm;
use crate::spec::{DefaultAction, Signal};

/// How the process meets the signal, and why podsim thinks so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Reaction {
    /// SIGTERM: the behaviour given or inferred for it.
    AsSigterm(OnSigterm),
    /// Another signal the process handles: podsim's healthy-path assumption is that it was
    /// chosen because the program stops on it, the same way it would on SIGTERM.
    HandledLikeSigterm(OnSigterm),
    /// No handler, and the signal's default action ends the process: exit 128 + its number.
    Dies { exit_code: i64 },
    /// No handler, and the signal's default action does not end the process (ignored, or only
    /// stopped), or PID 1 without a handler: only SIGKILL ends it.
    Survives { stopped: bool },
}

impl Reaction {
    /// The process's reaction to `signal`, given what it does on SIGTERM (`None`: no behaviour,
    /// so it dies of SIGTERM at once, podsim's default).
    pub(super) fn to(signal: Signal, on_sigterm: Option<OnSigterm>) -> Reaction {
        let on_sigterm = on_sigterm.unwrap_or(DIES_OF_SIGTERM);
        if signal == Signal::TERM {
            return Reaction::AsSigterm(on_sigterm);
        }
        if signal == Signal::KILL {
            // Neither handled nor ignored, not even by PID 1.
            return Reaction::Dies { exit_code: signal.exit_code() };
        }
        if signal == Signal::STOP {
            // Cannot be handled either: the process is stopped whatever it installed.
            return Reaction::Survives { stopped: true };
        }
        match on_sigterm {
            // PID 1 without a handler: the kernel drops every signal it could catch.
            OnSigterm::Ignore => Reaction::Survives { stopped: false },
            DIES_OF_SIGTERM => match signal.default_action() {
                DefaultAction::Terminate => Reaction::Dies { exit_code: signal.exit_code() },
                DefaultAction::Ignore => Reaction::Survives { stopped: false },
                DefaultAction::Stop => Reaction::Survives { stopped: true },
            },
            handler => Reaction::HandledLikeSigterm(handler),
        }
    }

    /// The behaviour the engine runs.
    pub(super) fn on_signal(self) -> OnSigterm {
        match self {
            Reaction::AsSigterm(on) | Reaction::HandledLikeSigterm(on) => on,
            Reaction::Dies { exit_code } => OnSigterm::Exit { after_ms: 0, exit_code },
            Reaction::Survives { .. } => OnSigterm::Ignore,
        }
    }
}

/// A process with no handler, ended by SIGTERM at once (exit 143 = 128 + 15).
const DIES_OF_SIGTERM: OnSigterm = OnSigterm::Exit { after_ms: 0, exit_code: 143 };

#[cfg(test)]
mod tests {
    use super::*;

    fn signal(name: &str) -> Signal {
        Signal::parse(name).unwrap_or(Signal::TERM)
    }

    #[test]
    fn a_process_without_a_handler_dies_of_its_stop_signal_with_128_plus_its_number() {
        assert_eq!(Reaction::to(signal("SIGQUIT"), None), Reaction::Dies { exit_code: 131 });
        assert_eq!(Reaction::to(signal("SIGUSR1"), None).on_signal(), OnSigterm::Exit { after_ms: 0, exit_code: 138 });
        assert_eq!(Reaction::to(Signal::TERM, None), Reaction::AsSigterm(DIES_OF_SIGTERM));
        assert_eq!(Reaction::to(Signal::KILL, Some(OnSigterm::Ignore)), Reaction::Dies { exit_code: 137 });
    }

    #[test]
    fn signals_that_do_not_end_a_process_leave_it_to_sigkill() {
        assert_eq!(Reaction::to(signal("SIGWINCH"), None), Reaction::Survives { stopped: false });
        assert_eq!(Reaction::to(signal("SIGSTOP"), None), Reaction::Survives { stopped: true });
        assert_eq!(Reaction::to(signal("SIGQUIT"), Some(OnSigterm::Ignore)).on_signal(), OnSigterm::Ignore);
    }

    #[test]
    fn a_handler_is_assumed_to_handle_the_chosen_stop_signal() {
        let handler = OnSigterm::Exit { after_ms: 5_000, exit_code: 0 };
        assert_eq!(Reaction::to(signal("SIGQUIT"), Some(handler)), Reaction::HandledLikeSigterm(handler));
        // SIGKILL and SIGSTOP cannot be caught.
        assert_eq!(Reaction::to(signal("SIGSTOP"), Some(handler)), Reaction::Survives { stopped: true });
        assert_eq!(Reaction::to(Signal::KILL, Some(handler)), Reaction::Dies { exit_code: 137 });
    }
}
