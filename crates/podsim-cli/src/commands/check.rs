//! `podsim check FILE`: diagnostics and the containers by role.

use crate::args::Args;
use crate::input::read_text;

/// Runs `check`.
pub fn run(rest: &[String]) -> Result<u8, String> {
    let args = Args::parse(rest, &["k8s"])?;
    let version = args.version()?;
    let text = read_text(args.file()?)?;
    let parsed = podsim::parse(&text);
    for diagnostic in &parsed.diagnostics {
        println!("{diagnostic}");
    }
    for container in podsim::classify(&parsed.pod.spec, version.gates()) {
        println!("{:<9} {}", container.kind.as_str(), container.container.name_or_empty());
    }
    Ok(if parsed.has_errors() { 1 } else { 0 })
}
