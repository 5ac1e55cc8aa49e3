//! The *why* box: the engine's explanation of the picked bar or marker, and the rule behind it.

use yew::prelude::*;

use super::scale::format_ms;
use super::svg::Pick;
use crate::i18n::{Key, Lang};
use podsim::{TimelineLayout, TimelineModel};

/// At most this many other markers of one glyph are listed under the picked one.
const LISTED_WITH: usize = 5;

/// Shows what the picked item is and why it happened (a plain function: it holds no state). A
/// marker drawn as one glyph with others (`layout`'s marker groups) lists them after its own why.
pub fn why_box(model: &TimelineModel, layout: &TimelineLayout, picked: Option<Pick>, lang: Lang) -> Html {
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
    // The other markers the picked one's glyph stands for, in time order.
    let with: Vec<(u64, &str, &str)> = match picked {
        Some(Pick::Marker(lane, index)) => {
            let group = layout.lanes.get(lane).and_then(|l| l.markers.iter().find(|m| m.members.contains(&index)));
            let markers = model.lanes.get(lane).map(|l| l.markers.as_slice()).unwrap_or_default();
            group
                .map(|g| g.members.iter().filter(|m| **m != index).filter_map(|m| markers.get(*m)).collect::<Vec<_>>())
                .unwrap_or_default()
                .into_iter()
                .map(|m| (m.at_ms, m.label.as_str(), m.why.get(lang)))
                .collect()
        }
        _ => Vec::new(),
    };
    let more = with.len().saturating_sub(LISTED_WITH);
    html! {
        <div class="why" aria-live="polite" data-testid="why">
            if let Some((lane, when, label, why)) = found {
                <p><strong>{ lane }</strong>{ " · " }<span class="when" title={lang.t(Key::ExactTime)}>{ when }</span>{ " · " }<code>{ label }</code></p>
                <p class="why-text">{ crate::inline::inline_code(&why) }</p>
                if !with.is_empty() {
                    <p class="why-with-title">{ lang.t(Key::DrawnWith) }</p>
                    <ul class="why-with" data-testid="why-with">
                        { for with.iter().take(LISTED_WITH).map(|(at, label, why)| html! {
                            <li><span class="when">{ format_ms(*at) }</span>{ " · " }<code>{ *label }</code>{ " · " }{ crate::inline::inline_code(why) }</li>
                        }) }
                        if more > 0 {
                            <li class="muted">{ lang.pick(format!("and {more} more (see the tooltip or the table)"), format!("另有 {more} 个（见提示框或表格）")) }</li>
                        }
                    </ul>
                }
            } else {
                <p class="hint">{ lang.t(Key::WhyHint) }</p>
            }
        </div>
    }
}
