//! The *why* box: the engine's explanation of the picked bar or marker, and the rule behind it.

use yew::prelude::*;

use super::scale::format_ms;
use super::svg::Pick;
use crate::i18n::{Key, Lang};
use podsim::TimelineModel;

/// Shows what the picked item is and why it happened (a plain function: it holds no state).
pub fn why_box(model: &TimelineModel, picked: Option<Pick>, lang: Lang) -> Html {
    let found = picked.and_then(|pick| match pick {
        Pick::Bar(lane, index) | Pick::SubBar(lane, index) => {
            let lane = model.lanes.get(lane)?;
            let bars = if matches!(pick, Pick::Bar(..)) { &lane.bars } else { &lane.sub_bars };
            let bar = bars.get(index)?;
            Some((
                lane.title.clone(),
                format!("{} → {}", format_ms(bar.start_ms), format_ms(bar.end_ms)),
                bar.label.clone(),
                bar.why.get(lang).to_owned(),
            ))
        }
        Pick::Marker(lane, index) => {
            let lane = model.lanes.get(lane)?;
            let marker = lane.markers.get(index)?;
            Some((lane.title.clone(), format_ms(marker.at_ms), marker.label.clone(), marker.why.get(lang).to_owned()))
        }
    });
    html! {
        <div class="why" aria-live="polite" data-testid="why">
            if let Some((lane, when, label, why)) = found {
                <p><strong>{ lane }</strong>{ " · " }<span class="when" title={lang.t(Key::ExactTime)}>{ when }</span>{ " · " }<code>{ label }</code></p>
                <p class="why-text">{ crate::inline::inline_code(&why) }</p>
            } else {
                <p class="hint">{ lang.t(Key::WhyHint) }</p>
            }
        </div>
    }
}
