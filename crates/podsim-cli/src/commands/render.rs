//! `podsim render FILE [--scenario S] [--k8s V] [--feature-gates G] [--timing M] [--seed N]
//! [--until D] [--at T] [--theme light|dark] [--width N] [--lang en|zh-CN] [--linear] [-o OUT]`:
//! the timeline the page draws, as a self-contained SVG file (or on standard output).

use podsim::{DurationStyle, RenderOptions, format_ms, parse_scenario_ms};

use super::opened::{open, report_refused, report_scenario};
use crate::args::RenderArgs;

/// Runs `render`.
pub fn run(args: &RenderArgs) -> Result<u8, String> {
    let (session, file_name) = open(&args.input)?;
    let at = args.at.as_deref().map(|t| parse_scenario_ms(t).map_err(|e| format!("--at: {e}"))).transpose()?;
    if let Some(refusal) = &session.analysis().controller_refusal {
        // The workload is created; its controller's Pod is not, so there is no timeline to draw.
        eprintln!("{}", session.analysis().kubectl_output());
        eprintln!("no Pod is created: {}  {}", refusal.reason, refusal.message);
        return Ok(1);
    }
    if report_refused(&session, &file_name)
        || report_scenario(&session, Some(args.input.scenario.as_deref().unwrap_or(&file_name)))
    {
        return Ok(1);
    }
    let Some(model) = session.timeline() else {
        for note in session.run().map(|run| run.notes.as_slice()).unwrap_or_default() {
            eprintln!("note: {note}");
        }
        eprintln!("podsim: no timeline to draw");
        return Ok(1);
    };
    if let Some(t) = at.filter(|t| *t > model.end_ms) {
        let (t, end) = (format_ms(t, DurationStyle::Label), format_ms(model.end_ms, DurationStyle::Label));
        return Err(format!("--at {t}: after the end of the run ({end}); a longer --until draws further"));
    }
    let options = RenderOptions {
        width: f64::from(args.width),
        theme: args.theme,
        lang: args.lang,
        playhead_ms: at,
        compress: !args.linear,
        ..RenderOptions::default()
    };
    let Some(svg) = session.render_svg(&options) else { return Ok(1) };
    match args.output.as_deref() {
        None | Some("-") => print!("{svg}"),
        Some(path) => std::fs::write(path, svg).map_err(|error| format!("cannot write {path}: {error}"))?,
    }
    Ok(0)
}
