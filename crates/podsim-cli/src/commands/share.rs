//! `podsim share FILE`: prints the share link that carries FILE (and a scenario) verbatim.

use podsim::Timing;
use podsim::link::{LinkSettings, MAX_PAYLOAD_BYTES, ShareState, build_link, fits_in_link, parse_playhead};

use crate::args::Args;
use crate::input::read_text;

/// The playground address links point to unless `--base` says otherwise.
pub const DEFAULT_BASE: &str = "http://127.0.0.1:8080/";

/// Runs `share`.
pub fn run(rest: &[String]) -> Result<u8, String> {
    let args =
        Args::parse(rest, &["scenario", "k8s", "feature-gates", "timing", "seed", "title", "base", "at", "view"])?;
    let version = args.version()?;
    // Refused here as the cluster would refuse it, so a link never carries a setting that cannot open.
    args.gates(version)?;
    let gates = Some(args.gate_settings()?).filter(|gates| !gates.is_empty());
    let timing = match args.value("timing") {
        None => Timing::default(),
        Some(text) => {
            Timing::parse(text).ok_or_else(|| format!("unknown --timing {text:?}: expected ideal or realistic"))?
        }
    };
    let seed = match args.value("seed") {
        None => ShareState::default().seed,
        Some(text) => text.parse().map_err(|_| format!("--seed {text:?} is not a whole number ≥ 0"))?,
    };
    let playhead_ms = match args.value("at") {
        None => None,
        Some(text) => Some(parse_playhead(text).ok_or_else(|| format!("--at {text:?}: use 45s, 2m30s or 1500ms"))?),
    };
    let view = args.value("view").map(str::to_owned);
    if let Some(view) = view.as_deref().filter(|view| !podsim::link::VIEWS.contains(view)) {
        return Err(format!("--view {view:?}: use one of {}", podsim::link::VIEWS.join(", ")));
    }
    let state = ShareState {
        k8s: version,
        timing,
        seed,
        yaml: read_text(args.file()?)?,
        scenario: args.value("scenario").map(read_text).transpose()?,
        title: args.value("title").map(str::to_owned),
        ..ShareState::default()
    };
    if !fits_in_link(&state) {
        return Err(format!(
            "the YAML and scenario are larger than a share link may carry ({} KiB); share the files instead",
            MAX_PAYLOAD_BYTES / 1024
        ));
    }
    let settings = LinkSettings { playhead_ms, view, gates, ..LinkSettings::default() };
    println!("{}", build_link(args.value("base").unwrap_or(DEFAULT_BASE), &state, &settings));
    Ok(0)
}
