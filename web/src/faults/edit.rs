//! Scenario text edits: add an entry under `faults:` or `actions:`, or remove the entry written
//! on a line. The user's text, comments and layout are kept; only the entry's lines change.

fn indent(line: &str) -> usize {
    line.len() - line.trim_start_matches(' ').len()
}

/// What follows `section:` on a top-level line that opens that section, or `None`.
fn section_value<'a>(line: &'a str, section: &str) -> Option<&'a str> {
    if indent(line) != 0 {
        return None;
    }
    let rest = line.trim_end().strip_prefix(section)?.strip_prefix(':')?;
    let value = rest.split(" #").next().unwrap_or_default().trim();
    (rest.is_empty() || rest.starts_with([' ', '\t'])).then_some(value)
}

/// A block list's opening line (`section:`), or an empty one written the docs' way
/// (`section: []`, `section: ~`, `section: null`), which becomes the block form's opening line.
fn opens_section(line: &mut String, section: &str) -> bool {
    match section_value(line, section) {
        Some("") => true,
        Some("[]" | "~" | "null") => {
            let comment = line.find(" #").map(|at| line[at..].to_owned()).unwrap_or_default();
            *line = format!("{section}:{comment}");
            true
        }
        _ => false,
    }
}

/// `text` with `- entry` appended to the `section` list (created when missing).
pub fn add_entry(text: &str, section: &str, entry: &str) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    if lines.iter().all(|line| line.trim().is_empty()) {
        return format!("kind: Scenario\n{section}:\n  - {entry}\n");
    }
    match lines.iter_mut().position(|line| opens_section(line, section)) {
        Some(start) => {
            // The block runs while lines are indented, list items at column 0, blank or comments.
            let mut end = start + 1;
            let mut last_content = start;
            let mut item_indent = None;
            while let Some(line) = lines.get(end) {
                let trimmed = line.trim_start();
                if !trimmed.is_empty() && indent(line) == 0 && !trimmed.starts_with('-') && !trimmed.starts_with('#') {
                    break;
                }
                if trimmed.starts_with('-') && item_indent.is_none() {
                    item_indent = Some(indent(line));
                }
                if !trimmed.is_empty() {
                    last_content = end;
                }
                end += 1;
            }
            let pad = " ".repeat(item_indent.unwrap_or(2));
            lines.insert(last_content + 1, format!("{pad}- {entry}"));
        }
        None => {
            lines.push(format!("{section}:"));
            lines.push(format!("  - {entry}"));
        }
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

/// `text` without the list entry that starts on `line` (1-based).
pub fn remove_entry(text: &str, line: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let Some(first) = lines.get(line.saturating_sub(1)) else { return text.to_owned() };
    let Some(dash) = first.find('-') else { return text.to_owned() };
    let start = line.saturating_sub(1);
    let mut end = start + 1;
    while let Some(next) = lines.get(end) {
        if !next.trim().is_empty() && indent(next) <= dash {
            break;
        }
        end += 1;
    }
    let kept: Vec<&str> = lines.iter().enumerate().filter(|(i, _)| *i < start || *i >= end).map(|(_, l)| *l).collect();
    let mut out = kept.join("\n");
    if !out.is_empty() {
        out.push('\n');
    }
    out
}

/// `30000` → `30s`, `1500` → `1500ms`: how times are written into the scenario.
pub fn at_text(ms: u64) -> String {
    if ms.is_multiple_of(1000) { format!("{}s", ms / 1000) } else { format!("{ms}ms") }
}

/// A `delete` action at `at`: with `gracePeriodSeconds` only when the user typed one
/// (`kubectl delete --grace-period=N`); otherwise a plain `kubectl delete`, which uses the Pod's
/// own `terminationGracePeriodSeconds`.
pub fn delete_entry(at: &str, typed_grace: Option<&str>) -> String {
    match typed_grace.and_then(|typed| typed.trim().parse::<i64>().ok()) {
        Some(seconds) => format!("{{at: {at}, do: delete, gracePeriodSeconds: {seconds}}}"),
        None => format!("{{at: {at}, do: delete}}"),
    }
}

/// A name for the `clicks`-th debug container, in kubectl's style (`debugger-` and 5 letters or
/// digits), that `taken` (the Pod and scenario text) does not contain yet. kubectl draws the
/// letters at random; here they come from a hash of the text, so a shared scenario stays the same
/// for everyone and the page never asks the browser for randomness.
pub fn debugger_name(taken: &str, clicks: u64) -> String {
    let base = podsim::hash::stable_hash(taken);
    let candidates = (0..64)
        .map(|attempt| format!("debugger-{}", podsim::hash::name_suffix(&format!("{base}/{clicks}/{attempt}"), 5)));
    let mut last = String::new();
    for name in candidates {
        if !taken.contains(&name) {
            return name;
        }
        last = name;
    }
    last
}
