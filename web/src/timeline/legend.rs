//! The legend: every bar state with its colour and pattern, and every marker glyph, named by the
//! core (the static SVG's legend uses the same names).

use yew::prelude::*;

use crate::i18n::{Key, Lang};
use podsim::{Swatch, legend_entries};

/// Props of [`Legend`].
#[derive(Properties, PartialEq)]
pub struct LegendProps {
    /// UI language.
    pub lang: Lang,
}

/// The legend: a component, so that a play tick, which changes nothing in it, neither builds it
/// again nor compares it with the page.
#[component]
pub fn Legend(props: &LegendProps) -> Html {
    let lang = props.lang;
    let entry = |(swatch, name): (Swatch, String)| match swatch {
        Swatch::State(state) => html! {
            <li><svg width="28" height="12" aria-hidden="true"><g class={classes!("bar", state.class())}>
                <rect class="bar-fill" width="28" height="12" rx="2" />
                <rect class="bar-pattern" width="28" height="12" rx="2" fill={format!("url(#{})", state.pattern().id())} />
            </g></svg>{ name }</li>
        },
        Swatch::Marker(kind) => html! {
            <li><span class={classes!("marker-glyph", kind.class())} aria-hidden="true">{ kind.glyph() }</span>{ name }</li>
        },
        Swatch::Capacity => html! {
            <li><svg width="28" height="12" aria-hidden="true"><rect class="capacity-others" y="4" width="28" height="8" />
                <line class="capacity-line" x1="0" y1="1" x2="28" y2="1" /></svg>{ name }</li>
        },
        Swatch::Gap => html! {
            <li><svg width="28" height="12" aria-hidden="true"><g class="break"><path d="M14 0l-4 4l8 4l-4 4" /></g></svg>{ name }</li>
        },
    };
    html! {
        <details class="legend" data-testid="legend">
            <summary>{ lang.t(Key::Legend) }</summary>
            <ul>{ for legend_entries(lang).into_iter().map(entry) }</ul>
        </details>
    }
}
