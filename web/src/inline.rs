//! The core writes names and fields in its sentences between backticks (`app`, `restartPolicy:
//! Always`), as Markdown does; the page shows those spans as code, never the backticks.

use yew::prelude::*;

/// `text` with each backticked span as `<code>`; an unmatched backtick stays as written.
pub fn inline_code(text: &str) -> Html {
    let parts: Vec<&str> = text.split('`').collect();
    // An even number of parts means one backtick has no partner: the last span is plain text.
    let paired = if parts.len().is_multiple_of(2) { parts.len().saturating_sub(1) } else { parts.len() };
    let spans = parts.iter().enumerate().map(|(index, part)| {
        if index >= paired {
            html! { <>{ "`" }{ *part }</> }
        } else if index % 2 == 1 {
            html! { <code>{ *part }</code> }
        } else {
            html! { { *part } }
        }
    });
    html! { <>{ for spans }</> }
}
