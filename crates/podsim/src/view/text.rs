//! A run as text, one fact per line (`12.0s  app  Started  (restart 2)`): what `podsim simulate`
//! prints and the goldens keep.

use crate::engine::{Fact, FactKind, Simulation};
use crate::scenario::duration::format_ms;

impl Simulation {
    /// The timeline as text, one fact per line: `12.0s  app  Started  (restart 2)`.
    pub fn timeline_text(&self, with_why: bool) -> String {
        let mut out = String::new();
        for fact in &self.facts {
            out.push_str(&fact_line(fact));
            out.push('\n');
            if with_why && let Some(why) = &fact.why {
                out.push_str(&format!("        why: {} ({})\n", why.text, why.rule));
            }
        }
        out
    }
}

/// One fact as a line.
pub fn fact_line(fact: &Fact) -> String {
    let mut line =
        format!("{:>7}  {}  {}", format_ms(fact.t_ms), fact.container.as_deref().unwrap_or("pod"), fact.kind.as_str());
    let mut details: Vec<String> = Vec::new();
    if let Some(n) = fact.restart_count.filter(|n| *n > 0) {
        details.push(format!("restart {n}"));
    }
    if let Some(code) = fact.exit_code {
        details.push(format!("exit {code}"));
    }
    if let Some(reason) = &fact.reason {
        details.push(reason.clone());
    }
    if let Some(probe) = &fact.probe {
        details.push(probe.clone());
    }
    if let Some(phase) = &fact.phase {
        details.push(phase.clone());
    }
    if let Some(message) = &fact.message
        && fact.kind != FactKind::ProbeFailed
    {
        details.push(message.clone());
    }
    if !details.is_empty() {
        line.push_str(&format!("  ({})", details.join(", ")));
    }
    line
}
