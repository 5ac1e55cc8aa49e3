//! The timing model setting: zero latencies or a real node's, one type for the engine, the
//! scenario language, links and the command line.

use serde::Serialize;

/// How long the simulated kubelet takes for things a real node does not do instantly.
///
/// Its words (`ideal`, `realistic`) are frozen: links, the scenario language, the command line and
/// the page's storage all write them, so [`Timing::as_str`] and [`Timing::parse`] never change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Timing {
    /// Zero latencies: pulls, creates and reactions take no time; probe attempts at start +
    /// delay + k·period.
    Ideal,
    /// Typical node latencies drawn from the seed: pulls take seconds, the kubelet reacts within
    /// about a second, probe ticks are not aligned.
    #[default]
    Realistic,
}

impl Timing {
    /// Both settings, in the order the page offers them.
    pub const ALL: [Timing; 2] = [Timing::Realistic, Timing::Ideal];

    /// The setting's word: `ideal` or `realistic`.
    pub fn as_str(self) -> &'static str {
        match self {
            Timing::Ideal => "ideal",
            Timing::Realistic => "realistic",
        }
    }

    /// Reads `ideal` or `realistic` (surrounding blanks ignored); anything else is `None`.
    pub fn parse(text: &str) -> Option<Timing> {
        match text.trim() {
            "ideal" => Some(Timing::Ideal),
            "realistic" => Some(Timing::Realistic),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Timing;

    #[test]
    fn words_round_trip_and_others_are_refused() {
        for timing in Timing::ALL {
            assert_eq!(Timing::parse(timing.as_str()), Some(timing));
        }
        assert_eq!(Timing::parse(" ideal\n"), Some(Timing::Ideal));
        for bad in ["", "Ideal", "real", "ideal realistic"] {
            assert_eq!(Timing::parse(bad), None, "{bad:?}");
        }
        assert_eq!(Timing::default(), Timing::Realistic);
    }

    #[test]
    fn serialises_as_its_word() {
        for timing in Timing::ALL {
            assert_eq!(serde_json::to_string(&timing).ok(), Some(format!("\"{}\"", timing.as_str())));
        }
    }
}
