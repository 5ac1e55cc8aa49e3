//! `podsim open LINK`: prints the YAML a share link carries, byte for byte, and can write its scenario.

use std::io::Write;

use podsim::{LinkSettings, ShareState};

use crate::args::OpenArgs;
use crate::input::read_text;

/// Runs `open`.
pub fn run(args: &OpenArgs) -> Result<u8, String> {
    let link = match args.link.as_str() {
        "-" => read_text("-")?,
        link => link.to_owned(),
    };
    let (state, settings) = match ShareState::from_link(&link) {
        Ok(decoded) => decoded,
        Err(error) => {
            eprintln!("podsim: {error}");
            return Ok(1);
        }
    };
    if let Some(path) = args.scenario_out.as_deref() {
        match &state.scenario {
            Some(scenario) => {
                std::fs::write(path, scenario).map_err(|error| format!("cannot write {path}: {error}"))?;
            }
            None => eprintln!("podsim: the link carries no scenario; {path} was not written"),
        }
    }
    let output = if args.json { to_json(&state, &settings) } else { state.yaml };
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(output.as_bytes()).and_then(|()| stdout.flush()).map_err(|error| error.to_string())?;
    Ok(0)
}

/// Everything the link holds, for tools (`--json`); absent settings are `null`.
fn to_json(state: &ShareState, settings: &LinkSettings) -> String {
    let value = serde_json::json!({
        "format": state.format_version,
        "k8s": state.k8s.as_str(),
        "timing": state.timing.as_str(),
        "seed": state.seed,
        "title": state.title,
        "scenario": state.scenario,
        "yaml": state.yaml,
        "settings": {
            "gates": settings.gates.as_ref().map(ToString::to_string),
            "t": settings.playhead_ms.map(LinkSettings::playhead_text),
            "view": settings.view,
            "theme": settings.theme.map(|theme| theme.as_str()),
            "lang": settings.lang,
            "embed": settings.embed,
            "readonly": settings.readonly,
            "controls": settings.controls,
            "autoplay": settings.autoplay,
            "full": settings.full,
            "app": settings.app.as_ref().map(ToString::to_string),
        },
    });
    format!("{value:#}\n")
}
