//! One highlighted line of the overlay; unchanged lines are not re-rendered.

use podsim::Severity;
use yew::prelude::*;

use super::{severity_class, tokenize_line};

/// Props of [`Line`].
#[derive(Properties, PartialEq)]
pub struct LineProps {
    /// The line's text, without its newline.
    pub text: AttrValue,
    /// The worst diagnostic on the line and the messages.
    pub mark: Option<(Severity, String)>,
    /// The line belongs to the container picked on the timeline.
    #[prop_or_default]
    pub picked: bool,
}

/// A line of highlighted YAML, with the first diagnostic message shown after it.
#[component]
pub fn Line(props: &LineProps) -> Html {
    let tokens = tokenize_line(&props.text).into_iter().map(|(kind, text)| match kind.class() {
        Some(class) => html! { <span class={class}>{ text }</span> },
        None => html! { text },
    });
    let class = props.mark.as_ref().map(|(severity, _)| format!("line-{}", severity_class(*severity)));
    let inline = props.mark.as_ref().map(|(severity, text)| {
        let first = text.lines().next().unwrap_or("");
        html! { <span class={classes!("inline-diag", severity_class(*severity))}>{ first }</span> }
    });
    html! {
        <div class={classes!("ol", class, props.picked.then_some("ol-picked"))}>{ for tokens }{ "\u{200b}" }{ inline }</div>
    }
}
