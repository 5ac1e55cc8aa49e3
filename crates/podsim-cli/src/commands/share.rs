//! `podsim share FILE`: prints the share link that carries FILE (and a scenario) verbatim.

use podsim::{AppVersion, LinkSettings, ShareState};

use crate::args::ShareArgs;
use crate::input::read_text;

/// The playground address links point to unless `--base` says otherwise.
pub const DEFAULT_BASE: &str = "http://127.0.0.1:8080/";

/// Runs `share`.
pub fn run(args: &ShareArgs) -> Result<u8, String> {
    let version = args.version.k8s;
    // Refused here as the cluster would refuse it, so a link never carries a setting that cannot open.
    args.gates.gates(version)?;
    let gates = Some(args.gates.settings()?).filter(|gates| !gates.is_empty());
    let timing = args.run.timing.unwrap_or_default();
    let seed = args.run.seed.unwrap_or(ShareState::default().seed);
    let playhead_ms = match args.at.as_deref() {
        None => None,
        Some(text) => {
            Some(LinkSettings::parse_playhead(text).ok_or_else(|| format!("--at {text:?}: use 45s, 2m30s or 1500ms"))?)
        }
    };
    let view = args.view.clone();
    if let Some(view) = view.as_deref().filter(|view| !LinkSettings::VIEWS.contains(view)) {
        return Err(format!("--view {view:?}: use one of {}", LinkSettings::VIEWS.join(", ")));
    }
    let state = ShareState {
        k8s: version,
        timing,
        seed,
        yaml: read_text(&args.file)?,
        scenario: args.scenario.as_deref().map(read_text).transpose()?,
        title: args.title.clone(),
        ..ShareState::default()
    };
    if !state.fits_in_link() {
        return Err(format!(
            "the YAML and scenario are larger than a share link may carry ({} KiB); share the files instead",
            ShareState::MAX_LINK_PAYLOAD / 1024
        ));
    }
    let settings =
        LinkSettings { playhead_ms, view, gates, app: Some(AppVersion::current()), ..LinkSettings::default() };
    println!("{}", state.link(args.base.as_deref().unwrap_or(DEFAULT_BASE), &settings));
    Ok(0)
}
