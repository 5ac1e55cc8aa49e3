//! Blocks of kubectl text with a copy button, and the status YAML with changed lines marked.

use std::rc::Rc;

use yew::prelude::*;

use crate::i18n::{Key, Lang};
use crate::panels::CopyButton;

/// A foldable block of text, verbatim, under `title`; `testid` names the `<pre>`.
pub fn text_block(title: &'static str, text: AttrValue, testid: &'static str, collapsed: bool, lang: Lang) -> Html {
    html! {
        <details class="text-block" open={!collapsed}>
            <summary>{ title }</summary>
            <div class="block-head"><span></span><CopyButton text={text.clone()} {lang} /></div>
            <pre class="terminal" data-testid={testid}>{ text }</pre>
        </details>
    }
}

/// A run of status YAML lines (the `+` of a changed line is drawn by CSS, so copied text is
/// plain YAML).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YamlRun {
    /// The lines differ from the previous change.
    pub changed: bool,
    /// The lines, joined with newlines.
    pub text: String,
}

/// Splits the status YAML into runs of changed and unchanged lines, and counts the previous
/// lines that are gone. A line is unchanged where a line diff of the two texts (Myers, as `diff`
/// reads them) keeps it: a `status: "True"` that turned from `"False"` is the changed one, not
/// another condition's that was already `"True"`. Runs keep the page small: a Pod of many
/// containers has thousands of status lines, and one element per unchanged run is enough.
pub fn yaml_runs(yaml: &str, previous: &str) -> (Vec<YamlRun>, usize) {
    let (now, before): (Vec<&str>, Vec<&str>) = (yaml.lines().collect(), previous.lines().collect());
    let mut changed = vec![true; now.len()];
    let mut removed = 0;
    for op in similar::capture_diff_slices(similar::Algorithm::Myers, &before, &now) {
        match op {
            similar::DiffOp::Equal { new_index, len, .. } => {
                changed.iter_mut().skip(new_index).take(len).for_each(|line| *line = false);
            }
            similar::DiffOp::Delete { old_len, .. } | similar::DiffOp::Replace { old_len, .. } => removed += old_len,
            similar::DiffOp::Insert { .. } => {}
        }
    }
    let mut runs: Vec<YamlRun> = Vec::new();
    for (line, changed) in now.into_iter().zip(changed) {
        match runs.last_mut() {
            // Changed lines stay one per element, so that each one is marked on its own.
            Some(run) if !changed && !run.changed => {
                run.text.push('\n');
                run.text.push_str(line);
            }
            _ => runs.push(YamlRun { changed, text: line.to_owned() }),
        }
    }
    (runs, removed)
}

/// Props of [`StatusYaml`].
#[derive(Properties, PartialEq)]
pub struct StatusYamlProps {
    /// The status YAML now.
    pub yaml: AttrValue,
    /// The status YAML at the previous change.
    pub previous: Rc<String>,
    /// UI language.
    pub lang: Lang,
}

/// The status YAML now; lines that differ from the status at the previous change are marked. A
/// component, so that a play tick within one change (the same text) neither compares the lines
/// again nor rebuilds them.
#[component]
pub fn StatusYaml(props: &StatusYamlProps) -> Html {
    let (yaml, lang) = (&props.yaml, props.lang);
    let (runs, removed) = yaml_runs(yaml, &props.previous);
    let lines = runs.into_iter().map(|run| {
        html! { <div class={classes!("yl", run.changed.then_some("changed"))}>{ run.text }</div> }
    });
    html! {
        <details class="text-block status-yaml" open=true>
            <summary>{ "kubectl get pod -o yaml  (status)" }</summary>
            <div class="block-head"><span class="muted">{ lang.t(Key::ChangedSince) }
                if removed > 0 { { format!(" · −{removed}") } }</span>
                <CopyButton text={yaml.clone()} {lang} /></div>
            <pre class="terminal" data-testid="status-yaml">{ for lines }</pre>
        </details>
    }
}
