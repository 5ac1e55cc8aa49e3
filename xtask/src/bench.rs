//! `cargo xtask bench`: runs the benchmarks and rewrites the budget table in BENCHMARKS.md, each
//! figure with the previous one beside it so a regression shows in the diff.
//!
//! Sources: criterion estimates (`target/criterion/**/new/estimates.json`), the release bundle in
//! `dist/` (gzip -9 sizes), the CLI's peak resident memory (`/usr/bin/time -f %M`), and browser
//! figures written by `e2e/measure.mjs` (headless Chromium) to `target/browser-figures.json`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::process::{command, run};

const TABLE_START: &str = "<!-- budgets:start -->";
const TABLE_END: &str = "<!-- budgets:end -->";

/// One measured figure.
#[derive(Debug, Clone)]
struct Figure {
    what: String,
    value: String,
    budget: String,
}

/// Entry point of `cargo xtask bench [--quick]`.
pub fn run_bench(args: &[String]) -> Result<()> {
    let quick = args.iter().any(|arg| arg == "--quick");
    crate::setup::run_setup()?;
    let root = crate::root();
    let mut figures = Vec::new();
    // Only the criterion benches: libtest's harness of the library would reject criterion's flags.
    let criterion_args: &[&str] = if quick {
        &[
            "bench",
            "-p",
            "podsim",
            "--bench",
            "static_analysis",
            "--bench",
            "engine",
            "--",
            "--warm-up-time",
            "1",
            "--measurement-time",
            "2",
        ]
    } else {
        &["bench", "-p", "podsim", "--bench", "static_analysis", "--bench", "engine"]
    };
    if !run("cargo", criterion_args)? {
        bail!("cargo bench failed");
    }
    figures.extend(criterion_figures(&target_dir(&root).join("criterion")));
    if run("trunk", &["build", "--release", "--locked"])? {
        crate::build::finish_dist(&root.join("dist"))?;
        figures.extend(bundle_figures(&root.join("dist"))?);
        if run("node", &["e2e/measure.mjs"])? {
            figures.extend(browser_figures(&root.join("target/browser-figures.json")));
        } else {
            eprintln!("bench: browser measurements failed; their rows keep the previous figures");
        }
    }
    figures.extend(cli_memory_figures(&root)?);
    let path = root.join("BENCHMARKS.md");
    let old = std::fs::read_to_string(&path).unwrap_or_default();
    std::fs::write(&path, render(&old, &figures)).context("cannot write BENCHMARKS.md")?;
    println!("bench: {} figures written to BENCHMARKS.md", figures.len());
    Ok(())
}

/// Criterion median estimates, one row per benchmark id, and a throughput row for benchmarks
/// that declare how many elements (events) one iteration handles.
fn criterion_figures(dir: &Path) -> Vec<Figure> {
    let mut files = Vec::new();
    find_estimates(dir, &mut files);
    files.sort();
    let mut figures = Vec::new();
    for file in &files {
        let Some(text) = std::fs::read_to_string(file).ok() else { continue };
        let Some(median_ns) = json_number_after(&text, "\"median\"", "\"point_estimate\"") else { continue };
        let Some(id) = file.parent().and_then(Path::parent).and_then(|p| p.strip_prefix(dir).ok()) else { continue };
        let id = id.display().to_string();
        figures.push(Figure {
            what: format!("bench `{id}` (median)"),
            value: human_time(median_ns),
            budget: budget_for(&id),
        });
        let benchmark = file.with_file_name("benchmark.json");
        let elements = std::fs::read_to_string(benchmark)
            .ok()
            .and_then(|t| json_number_after(&t, "\"throughput\"", "\"Elements\""));
        if let Some(elements) = elements.filter(|_| median_ns > 0.0) {
            figures.push(Figure {
                what: format!("bench `{id}` (events per second)"),
                value: human_rate(elements / median_ns * 1e9),
                budget: String::new(),
            });
        }
    }
    figures
}

/// `12.3 M/s`, `456 k/s`.
fn human_rate(per_second: f64) -> String {
    if per_second >= 1e6 {
        format!("{:.2} M/s", per_second / 1e6)
    } else if per_second >= 1e3 {
        format!("{:.0} k/s", per_second / 1e3)
    } else {
        format!("{per_second:.0} /s")
    }
}

fn find_estimates(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|name| name == "base" || name == "change" || name == "report") {
                continue;
            }
            find_estimates(&path, out);
        } else if path.file_name().is_some_and(|name| name == "estimates.json")
            && path.parent().is_some_and(|parent| parent.ends_with("new"))
        {
            out.push(path);
        }
    }
}

fn budget_for(id: &str) -> String {
    if id.starts_with("budget") {
        "< 50 ms (the note in < 100 ms in the browser)".to_owned()
    } else if id.contains("stress") {
        "≪ 10 ms".to_owned()
    } else if id.contains("static") {
        "< 16 ms".to_owned()
    } else {
        String::new()
    }
}

/// Finds `"<section>": { … "<key>": <number>` in criterion's JSON without a JSON parser.
fn json_number_after(text: &str, section: &str, key: &str) -> Option<f64> {
    let after_section = &text[text.find(section)?..];
    let after_key = &after_section[after_section.find(key)? + key.len()..];
    let number: String = after_key
        .trim_start_matches([':', ' '])
        .chars()
        .take_while(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '-' | '+'))
        .collect();
    number.parse().ok()
}

fn human_time(nanoseconds: f64) -> String {
    if nanoseconds >= 1e6 {
        format!("{:.2} ms", nanoseconds / 1e6)
    } else if nanoseconds >= 1e3 {
        format!("{:.1} µs", nanoseconds / 1e3)
    } else {
        format!("{nanoseconds:.0} ns")
    }
}

/// gzip -9 sizes of what the page loads first: wasm, js, css.
fn bundle_figures(dist: &Path) -> Result<Vec<Figure>> {
    let mut total = 0u64;
    let mut rows = Vec::new();
    let editor = crate::build::editor_bundle(dist);
    // Only what the playground page itself loads (dist/ also ships embed.js for other pages).
    let index = std::fs::read_to_string(dist.join("index.html")).unwrap_or_default();
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dist)?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.file_name().and_then(|name| name.to_str()).is_some_and(|name| index.contains(name)))
        // The editor is named in index.html but loaded after the first render (below).
        .filter(|path| Some(path) != editor.as_ref())
        .collect();
    entries.sort();
    for path in entries {
        let extension = path.extension().and_then(|ext| ext.to_str()).unwrap_or("").to_owned();
        if !matches!(extension.as_str(), "wasm" | "js" | "css") {
            continue;
        }
        let output = command("gzip", &["-9", "-c"]).arg(&path).output().context("gzip")?;
        let size = output.stdout.len() as u64;
        total += size;
        rows.push(Figure {
            what: format!("first load: {extension} (gzip -9)"),
            value: format!("{:.1} KB", size as f64 / 1024.0),
            budget: String::new(),
        });
    }
    rows.push(Figure {
        what: "first load: wasm + js + css (gzip -9)".to_owned(),
        value: format!("{:.1} KB", total as f64 / 1024.0),
        budget: "≤ 430 KB".to_owned(),
    });
    // The code editor comes after the first render, on top of the first load.
    if let Some(editor) = editor {
        let output = command("gzip", &["-9", "-c"]).arg(&editor).output().context("gzip")?;
        rows.push(Figure {
            what: "after first render: code editor js (gzip -9)".to_owned(),
            value: format!("{:.1} KB", output.stdout.len() as f64 / 1024.0),
            budget: "< 120 KB".to_owned(),
        });
    }
    Ok(rows)
}

/// Figures from `e2e/measure.mjs`: a flat JSON object of name → [value, unit, budget].
fn browser_figures(file: &Path) -> Vec<Figure> {
    let Ok(text) = std::fs::read_to_string(file) else { return Vec::new() };
    text.lines()
        .filter_map(|line| {
            let line = line.trim().trim_end_matches(',');
            let (name, rest) = line.split_once("\": [")?;
            let name = name.trim_start_matches('"');
            let parts: Vec<&str> = rest.trim_end_matches(']').split(", ").map(|part| part.trim_matches('"')).collect();
            Some(Figure {
                what: name.to_owned(),
                value: format!("{} {}", parts.first()?, parts.get(1)?),
                budget: parts.get(2).unwrap_or(&"").to_string(),
            })
        })
        .collect()
}

/// Where cargo builds: `CARGO_TARGET_DIR` (relative to the root when relative), else `target/`.
fn target_dir(root: &Path) -> std::path::PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}

/// Peak resident memory of `podsim simulate` on the stress pod.
fn cli_memory_figures(root: &Path) -> Result<Vec<Figure>> {
    let stress = root.join("tests/data/bench/stress-pod.yaml");
    if !stress.exists() {
        return Ok(Vec::new());
    }
    if !run("cargo", &["build", "--release", "--locked", "-p", "podsim-cli"])? {
        bail!("cannot build the CLI");
    }
    let output = command("/usr/bin/time", &["-f", "%M"])
        .arg(target_dir(root).join("release/podsim"))
        .args(["simulate", "--until", "60m"])
        .arg(&stress)
        .output()
        .context("cannot run /usr/bin/time")?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    // A run that failed (no binary, a rejected Pod) says nothing about the memory of a real one.
    if !output.status.success() {
        bail!("podsim simulate on the stress pod failed: {stderr}");
    }
    let kilobytes: f64 = stderr.lines().last().and_then(|line| line.trim().parse().ok()).unwrap_or(0.0);
    Ok(vec![Figure {
        what: "CLI peak resident memory, stress pod, 1 virtual hour".to_owned(),
        value: format!("{:.1} MB", kilobytes / 1024.0),
        budget: "≤ 20 MB".to_owned(),
    }])
}

/// Replaces the table between the markers, keeping each row's current figure as "previous".
fn render(old: &str, figures: &[Figure]) -> String {
    let previous: BTreeMap<String, String> = old
        .split(TABLE_START)
        .nth(1)
        .and_then(|rest| rest.split(TABLE_END).next())
        .unwrap_or("")
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            (cells.len() >= 5 && !cells[1].is_empty() && cells[1] != "what" && !cells[1].starts_with("---"))
                .then(|| (cells[1].to_owned(), cells[2].to_owned()))
        })
        .collect();
    let mut table = String::from("| what | now | previous | budget |\n| --- | --- | --- | --- |\n");
    for figure in figures {
        let before = previous.get(&figure.what).map_or("—", String::as_str);
        table.push_str(&format!("| {} | {} | {} | {} |\n", figure.what, figure.value, before, figure.budget));
    }
    let block = format!("{TABLE_START}\n{table}{TABLE_END}");
    match (old.find(TABLE_START), old.find(TABLE_END)) {
        (Some(start), Some(end)) if end > start => {
            format!("{}{}{}", &old[..start], block, &old[end + TABLE_END.len()..])
        }
        _ => format!(
            "# Benchmarks\n\nFigures from `cargo xtask bench` on the project machine (2 cores). Each row keeps the previous figure beside the new one.\n\n{block}\n\n{old}"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_previous_figure_beside_the_new_one() {
        let first = render("", &[Figure { what: "x".into(), value: "2 ms".into(), budget: "< 5 ms".into() }]);
        let second = render(&first, &[Figure { what: "x".into(), value: "1 ms".into(), budget: "< 5 ms".into() }]);
        assert!(second.contains("| x | 1 ms | 2 ms | < 5 ms |"), "{second}");
        assert_eq!(second.matches(TABLE_START).count(), 1);
    }

    #[test]
    fn reads_criterion_medians() {
        let json = r#"{"mean":{"point_estimate":12.0},"median":{"confidence_interval":{"lower_bound":1.0},"point_estimate":1534.5}}"#;
        assert_eq!(json_number_after(json, "\"median\"", "\"point_estimate\""), Some(1534.5));
        assert_eq!(human_time(1534.5), "1.5 µs");
    }

    #[test]
    fn reads_criterion_throughput() {
        let json =
            r#"{"group_id":"throughput","function_id":"x","throughput":{"Elements":18000},"full_id":"throughput/x"}"#;
        let elements = json_number_after(json, "\"throughput\"", "\"Elements\"");
        assert_eq!(elements, Some(18000.0));
        assert_eq!(human_rate(18000.0 / 2.0e6 * 1e9), "9.00 M/s");
        assert_eq!(human_rate(4.2e5), "420 k/s");
    }
}
