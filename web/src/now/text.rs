//! Blocks of kubectl text with a copy button, and the status YAML with changed lines marked.

use yew::prelude::*;

use crate::i18n::{Key, Lang};
use crate::panels::CopyButton;

/// Props of [`TextBlock`].
#[derive(Properties, PartialEq)]
pub struct TextBlockProps {
    /// Heading.
    pub title: AttrValue,
    /// The text, verbatim.
    pub text: AttrValue,
    /// `data-testid` of the `<pre>`.
    pub testid: AttrValue,
    /// Start folded.
    #[prop_or_default]
    pub collapsed: bool,
    /// UI language.
    pub lang: Lang,
}

/// A foldable block of text.
#[component]
pub fn TextBlock(props: &TextBlockProps) -> Html {
    html! {
        <details class="text-block" open={!props.collapsed}>
            <summary>{ props.title.clone() }</summary>
            <div class="block-head"><span></span><CopyButton text={props.text.clone()} lang={props.lang} /></div>
            <pre class="terminal" data-testid={props.testid.clone()}>{ props.text.clone() }</pre>
        </details>
    }
}

/// Props of [`StatusYaml`].
#[derive(Properties, PartialEq)]
pub struct StatusYamlProps {
    /// The status now.
    pub yaml: AttrValue,
    /// The status at the previous change.
    pub previous: AttrValue,
    /// UI language.
    pub lang: Lang,
}

/// The status YAML; lines that differ from the previous change are marked.
#[component]
pub fn StatusYaml(props: &StatusYamlProps) -> Html {
    let mut before: Vec<&str> = props.previous.lines().collect();
    let lines: Vec<Html> = props
        .yaml
        .lines()
        .map(|line| {
            // A line is unchanged when the previous status had it (each earlier line counts once).
            let changed = match before.iter().position(|b| *b == line) {
                Some(index) => {
                    before.remove(index);
                    false
                }
                None => true,
            };
            html! { <div class={classes!("yl", changed.then_some("changed"))}>
            <span class="diff-mark" aria-hidden="true">{ if changed { "+ " } else { "  " } }</span>{ line }</div> }
        })
        .collect();
    let removed = before.len();
    html! {
        <details class="text-block status-yaml" open=true>
            <summary>{ "kubectl get pod -o yaml  (status)" }</summary>
            <div class="block-head"><span class="muted">{ props.lang.t(Key::ChangedSince) }
                if removed > 0 { { format!(" · −{removed}") } }</span>
                <CopyButton text={props.yaml.clone()} lang={props.lang} /></div>
            <pre class="terminal" data-testid="status-yaml">{ for lines.into_iter() }</pre>
        </details>
    }
}
