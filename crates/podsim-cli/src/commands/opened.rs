//! FILE and its scenario opened as a [`Session`] with the run's options, as `simulate` and
//! `render` read them: one reading of `--scenario`, `--k8s`, `--feature-gates`, `--timing`,
//! `--seed` and `--until`.

use podsim::{Session, Settings, parse_scenario_ms};

use crate::args::RunInputArgs;
use crate::input::read_text;

/// The session, and what kubectl's messages call FILE (`STDIN` for standard input).
pub fn open(input: &RunInputArgs) -> Result<(Session, String), String> {
    let version = input.version.k8s;
    let gates = input.gates.gates(version)?;
    let text = read_text(&input.file)?;
    // kubectl names standard input STDIN in its messages.
    let file_name = if input.file == "-" { "STDIN" } else { input.file.as_str() };
    let mut settings = Settings { gates: Some(gates), file_name: Some(file_name.to_owned()), ..Settings::new(version) };
    settings.forced_timing = input.run.timing;
    settings.forced_seed = input.run.seed;
    if let Some(until) = input.until.as_deref() {
        settings.horizon_ms = Some(parse_scenario_ms(until).map_err(|e| format!("--until: {e}"))?);
    }
    settings.scenario_chosen = input.scenario.is_some();
    let scenario_text = match input.scenario.as_deref() {
        Some(path) => read_text(path)?,
        None => String::new(),
    };
    Ok((Session::new(&text, &scenario_text, settings), file_name.to_owned()))
}

/// `message` prefixed with the file it is about, as kubectl and the compilers write it.
pub fn with_file(file: Option<&str>, message: &str) -> String {
    match file {
        Some(file) => format!("{file}:{message}"),
        None => message.to_owned(),
    }
}

/// When the Pod does not run, says why on standard error (the API server's errors and kubectl's
/// line) and returns true.
pub fn report_refused(session: &Session, file_name: &str) -> bool {
    if session.run().is_some() {
        return false;
    }
    for diagnostic in session.analysis().errors() {
        eprintln!("{}", with_file(Some(file_name), &diagnostic.to_string()));
    }
    eprintln!("{}", session.analysis().kubectl_output());
    true
}

/// Says the scenario's problems on standard error, each after the file it is written in (FILE
/// itself when no `--scenario` is given); true when one of them is an error.
pub fn report_scenario(session: &Session, scenario: Option<&str>) -> bool {
    let Some(simulation) = session.run() else { return false };
    for diagnostic in &simulation.diagnostics {
        eprintln!("{}", with_file(scenario, &diagnostic.to_string()));
    }
    simulation.diagnostics.iter().any(|d| d.severity == podsim::Severity::Error)
}
