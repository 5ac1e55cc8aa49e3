//! Running commands: with the project's tool PATH, echoing output while counting test results.

use std::ffi::OsStr;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use anyhow::{Context, Result};

/// A command with the environment every step needs: `node_modules/.bin` first on PATH (the
/// npm binaryen `wasm-opt` must shadow any other), Chromium's driver, no Trunk update check.
pub fn command(program: &str, args: &[&str]) -> Command {
    let root = crate::root();
    let mut command = Command::new(program);
    command.args(args).current_dir(&root);
    let path = std::env::var("PATH").unwrap_or_default();
    let cargo_bin = cargo_bin_dir();
    command.env("PATH", format!("{}:{}:{path}", root.join("node_modules/.bin").display(), cargo_bin));
    command.env("TRUNK_SKIP_VERSION_CHECK", "true");
    command.env("CHROMEDRIVER", "/usr/bin/chromedriver");
    // The end-to-end tests serve the site with this very program (`xtask serve --no-build`).
    if let Ok(xtask) = std::env::current_exe() {
        command.env("PODSIM_XTASK", xtask);
    }
    command
}

/// Where `cargo install` puts binaries.
pub fn cargo_bin_dir() -> String {
    if let Ok(root) = std::env::var("CARGO_INSTALL_ROOT") {
        return format!("{root}/bin");
    }
    let home = std::env::var("CARGO_HOME")
        .unwrap_or_else(|_| format!("{}/.cargo", std::env::var("HOME").unwrap_or_else(|_| "/root".to_owned())));
    format!("{home}/bin")
}

/// Runs a command, inheriting output; true when it exits 0.
pub fn run(program: &str, args: &[&str]) -> Result<bool> {
    let status = command(program, args).status().with_context(|| format!("cannot start {program}"))?;
    Ok(status.success())
}

/// The first line of a command's output, if it runs and succeeds.
pub fn output_line(program: &str, args: &[&str]) -> Option<String> {
    let output = command(program, args).stderr(Stdio::null()).output().ok()?;
    if !output.status.success() {
        return None;
    }
    String::from_utf8_lossy(&output.stdout).lines().next().map(|line| line.trim().to_owned())
}

/// Test counts read from a step's output.
#[derive(Debug, Default, Clone, Copy)]
pub struct Counts {
    /// Tests or cases that passed.
    pub passed: u64,
    /// Tests or cases that failed.
    pub failed: u64,
}

/// Runs a command, echoing its stdout line by line and summing the test results it reports
/// (cargo's `test result: ok. N passed; M failed`, the conformance runner's `N passed, M failed`,
/// node's `# pass N` / `# fail N`), with `envs` set for it alone.
pub fn run_counted(program: &str, args: &[&str], envs: &[(&str, &OsStr)]) -> Result<(bool, Counts)> {
    let mut command = command(program, args);
    command.envs(envs.iter().copied());
    let mut child = command.stdout(Stdio::piped()).spawn().with_context(|| format!("cannot start {program}"))?;
    let mut counts = Counts::default();
    if let Some(stdout) = child.stdout.take() {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            println!("{line}");
            count_line(&line, &mut counts);
        }
    }
    let status = child.wait()?;
    Ok((status.success(), counts))
}

fn number_before(text: &str, word: &str) -> Option<u64> {
    let at = text.find(word)?;
    text[..at].split_whitespace().last()?.trim_matches(|c: char| !c.is_ascii_digit()).parse().ok()
}

fn count_line(line: &str, counts: &mut Counts) {
    let line = line.trim();
    if let Some(rest) = line.strip_prefix("test result: ") {
        counts.passed += number_before(rest, " passed").unwrap_or(0);
        counts.failed += number_before(rest, " failed").unwrap_or(0);
    } else if let Some(rest) = line.strip_prefix("# pass ") {
        counts.passed += rest.trim().parse().unwrap_or(0);
    } else if let Some(rest) = line.strip_prefix("# fail ") {
        counts.failed += rest.trim().parse().unwrap_or(0);
    } else if (line.ends_with(" failed") || line.contains(" failed, "))
        && let (Some(passed), Some(failed)) = (number_before(line, " passed"), number_before(line, " failed"))
        && line.split(',').count() <= 3
        && line.chars().next().is_some_and(|c| c.is_ascii_digit())
    {
        counts.passed += passed;
        counts.failed += failed;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_every_runner_format() {
        let mut counts = Counts::default();
        for line in [
            "test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.1s",
            "test result: FAILED. 3 passed; 2 failed; 0 ignored",
            "350 passed, 1 failed, 4 skipped",
            "# pass 7",
            "# fail 1",
            "unrelated line mentioning failed",
        ] {
            count_line(line, &mut counts);
        }
        assert_eq!((counts.passed, counts.failed), (12 + 3 + 350 + 7, 2 + 1 + 1));
    }
}
