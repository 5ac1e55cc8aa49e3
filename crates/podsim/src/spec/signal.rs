//! Stop signals (`lifecycle.stopSignal`, KEP-4960): the names the API accepts per OS, their
//! Linux numbers and what a process does with one it has no handler for.

use std::fmt;

/// What a Linux process does with a signal it does not handle (signal(7), "Standard signals").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefaultAction {
    /// The process ends (`Term`, and `Core`, which also dumps core).
    Terminate,
    /// The signal is ignored (`Ign`, and `Cont`, which only resumes a stopped process).
    Ignore,
    /// The process is stopped, not ended (`Stop`).
    Stop,
}

/// One signal of the API's `v1.Signal` (core/v1 types.go), by its index in [`SIGNALS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Signal(u8);

use DefaultAction::{Ignore, Stop, Terminate};

/// Every `v1.Signal`: its name, its Linux number (moby/sys signal_linux.go: `SIGRTMIN` is 34,
/// `SIGRTMAX` 64) and its default action.
const SIGNALS: &[(&str, u8, DefaultAction)] = &[
    ("SIGABRT", 6, Terminate),
    ("SIGALRM", 14, Terminate),
    ("SIGBUS", 7, Terminate),
    ("SIGCHLD", 17, Ignore),
    ("SIGCLD", 17, Ignore),
    ("SIGCONT", 18, Ignore),
    ("SIGFPE", 8, Terminate),
    ("SIGHUP", 1, Terminate),
    ("SIGILL", 4, Terminate),
    ("SIGINT", 2, Terminate),
    ("SIGIO", 29, Terminate),
    ("SIGIOT", 6, Terminate),
    ("SIGKILL", 9, Terminate),
    ("SIGPIPE", 13, Terminate),
    ("SIGPOLL", 29, Terminate),
    ("SIGPROF", 27, Terminate),
    ("SIGPWR", 30, Terminate),
    ("SIGQUIT", 3, Terminate),
    ("SIGSEGV", 11, Terminate),
    ("SIGSTKFLT", 16, Terminate),
    ("SIGSTOP", 19, Stop),
    ("SIGSYS", 31, Terminate),
    ("SIGTERM", 15, Terminate),
    ("SIGTRAP", 5, Terminate),
    ("SIGTSTP", 20, Stop),
    ("SIGTTIN", 21, Stop),
    ("SIGTTOU", 22, Stop),
    ("SIGURG", 23, Ignore),
    ("SIGUSR1", 10, Terminate),
    ("SIGUSR2", 12, Terminate),
    ("SIGVTALRM", 26, Terminate),
    ("SIGWINCH", 28, Ignore),
    ("SIGXCPU", 24, Terminate),
    ("SIGXFSZ", 25, Terminate),
    ("SIGRTMIN", 34, Terminate),
    ("SIGRTMIN+1", 35, Terminate),
    ("SIGRTMIN+2", 36, Terminate),
    ("SIGRTMIN+3", 37, Terminate),
    ("SIGRTMIN+4", 38, Terminate),
    ("SIGRTMIN+5", 39, Terminate),
    ("SIGRTMIN+6", 40, Terminate),
    ("SIGRTMIN+7", 41, Terminate),
    ("SIGRTMIN+8", 42, Terminate),
    ("SIGRTMIN+9", 43, Terminate),
    ("SIGRTMIN+10", 44, Terminate),
    ("SIGRTMIN+11", 45, Terminate),
    ("SIGRTMIN+12", 46, Terminate),
    ("SIGRTMIN+13", 47, Terminate),
    ("SIGRTMIN+14", 48, Terminate),
    ("SIGRTMIN+15", 49, Terminate),
    ("SIGRTMAX-14", 50, Terminate),
    ("SIGRTMAX-13", 51, Terminate),
    ("SIGRTMAX-12", 52, Terminate),
    ("SIGRTMAX-11", 53, Terminate),
    ("SIGRTMAX-10", 54, Terminate),
    ("SIGRTMAX-9", 55, Terminate),
    ("SIGRTMAX-8", 56, Terminate),
    ("SIGRTMAX-7", 57, Terminate),
    ("SIGRTMAX-6", 58, Terminate),
    ("SIGRTMAX-5", 59, Terminate),
    ("SIGRTMAX-4", 60, Terminate),
    ("SIGRTMAX-3", 61, Terminate),
    ("SIGRTMAX-2", 62, Terminate),
    ("SIGRTMAX-1", 63, Terminate),
    ("SIGRTMAX", 64, Terminate),
];

impl Signal {
    /// `SIGTERM`, what containerd and CRI-O send when neither the Pod nor the image names a signal.
    pub const TERM: Signal = Signal(22);
    /// `SIGKILL`.
    pub const KILL: Signal = Signal(12);
    /// `SIGSTOP`.
    pub const STOP: Signal = Signal(20);

    /// The signal called exactly `name` (the API's words are case-sensitive).
    pub fn parse(name: &str) -> Option<Signal> {
        let index = SIGNALS.iter().position(|(known, _, _)| *known == name)?;
        u8::try_from(index).ok().map(Signal)
    }

    fn entry(self) -> (&'static str, u8, DefaultAction) {
        SIGNALS.get(usize::from(self.0)).copied().unwrap_or(("SIGTERM", 15, Terminate))
    }

    /// The API's word (`SIGQUIT`).
    pub fn name(self) -> &'static str {
        self.entry().0
    }

    /// The Linux signal number.
    pub fn number(self) -> u8 {
        self.entry().1
    }

    /// What a process without a handler for it does.
    pub fn default_action(self) -> DefaultAction {
        self.entry().2
    }

    /// The exit code the runtime reports for a process this signal ended: 128 + its number.
    pub fn exit_code(self) -> i64 {
        128 + i64::from(self.number())
    }

    /// The signals the API accepts on `os` (`linux` or `windows`), sorted as `sets.List` sorts
    /// them (byte order). // core validation: supportedStopSignalsLinux, supportedStopSignalsWindows
    pub fn supported_on(os: PodOs) -> Vec<&'static str> {
        let mut names: Vec<&'static str> = match os {
            PodOs::Linux => SIGNALS.iter().map(|(name, _, _)| *name).collect(),
            PodOs::Windows => vec![Signal::KILL.name(), Signal::TERM.name()],
        };
        names.sort_unstable();
        names
    }
}

impl fmt::Display for Signal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `spec.os.name`, for the values the API knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PodOs {
    /// `linux`.
    Linux,
    /// `windows`.
    Windows,
}

impl PodOs {
    /// Reads `spec.os.name`; other words are refused by `validateOS`.
    pub fn parse(name: &str) -> Option<PodOs> {
        match name {
            "linux" => Some(PodOs::Linux),
            "windows" => Some(PodOs::Windows),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_numbers_and_exit_codes_follow_linux() {
        assert_eq!(Signal::TERM.name(), "SIGTERM");
        assert_eq!(Signal::KILL.name(), "SIGKILL");
        assert_eq!(Signal::STOP.name(), "SIGSTOP");
        let quit = Signal::parse("SIGQUIT");
        assert_eq!(quit.map(Signal::exit_code), Some(131));
        assert_eq!(Signal::parse("SIGRTMAX").map(Signal::exit_code), Some(192));
        assert_eq!(Signal::parse("SIGRTMIN+3").map(Signal::number), Some(37));
        assert_eq!(Signal::parse("SIGWINCH").map(Signal::default_action), Some(DefaultAction::Ignore));
        assert_eq!(Signal::parse("sigterm"), None);
        assert_eq!(Signal::parse("TERM"), None);
    }

    #[test]
    fn supported_lists_are_sorted_like_sets_list() {
        assert_eq!(Signal::supported_on(PodOs::Windows), ["SIGKILL", "SIGTERM"]);
        let linux = Signal::supported_on(PodOs::Linux);
        assert_eq!(linux.len(), 65);
        assert_eq!(linux.first(), Some(&"SIGABRT"));
        // Byte order puts `SIGRTMAX` before `SIGRTMAX-1` and `SIGRTMAX-10` before `SIGRTMAX-2`.
        let at = |name: &str| linux.iter().position(|n| *n == name);
        assert!(at("SIGRTMAX") < at("SIGRTMAX-1") && at("SIGRTMAX-10") < at("SIGRTMAX-2"));
    }
}
