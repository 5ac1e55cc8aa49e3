//! The timeline panel: drawing, playhead slider, playback controls, legend and the *why* box.
//! The play loop is one effect owning a gloo `Interval`; its ticks go to playback, and move only
//! the playhead: the lanes are a memoised component ([`Drawing`]).

mod controls;
mod inject;
mod legend;
mod navigate;
pub mod scale;
mod slider;
mod spoken;
mod svg;
mod table;
mod why;

use std::rc::Rc;

use gloo::timers::callback::Interval;
use yew::prelude::*;

pub use controls::parse_time;
use legend::Legend;
pub use navigate::navigate;
pub use podsim::fitted_title;
pub use podsim::{LayoutOptions, TimelineModel};
pub use slider::step;
pub use spoken::spoken_value;
pub use svg::{Drawing, Pick, drawing, frame, lanes_layer, sticky_titles};
pub use table::timeline_table;

use controls::{ControlRequest, ControlState, controls};
use slider::{Slider, SliderRequest};

use why::why_box;

use crate::i18n::{Key, Lang};
use crate::same::Same;
use crate::state::PlaybackAction;

/// Wall-clock period of the play loop, ms.
const TICK_MS: u32 = 100;

/// Props of [`TimelinePanel`].
#[derive(Properties)]
pub struct TimelinePanelProps {
    /// What to draw.
    pub model: Rc<TimelineModel>,
    /// Playhead, ms.
    pub playhead_ms: u64,
    /// Playing?
    pub playing: bool,
    /// Spoken value of the playhead.
    pub value_text: AttrValue,
    /// How many inputs have been derived so far: the drawing's `data-revision`, which a test or
    /// a benchmark waits for after an edit.
    pub revision: u64,
    /// UI language.
    pub lang: Lang,
    /// Where playback actions go.
    pub play: Callback<PlaybackAction>,
    /// Hears the container whose lane was picked (`None` when the pick is on another lane).
    #[prop_or_default]
    pub on_lane: Callback<Option<String>>,
    /// The Pod's containers: a picked container's lane offers faults at the playhead.
    #[prop_or_default]
    pub containers: Rc<Vec<podsim::Role>>,
    /// Where a fault injected from the timeline goes (none: the timeline offers none).
    #[prop_or_default]
    pub on_fault: Option<Callback<podsim::Entry>>,
}

impl PartialEq for TimelinePanelProps {
    /// The timeline and the containers are replaced, never changed in place: compared by identity,
    /// so that a play tick does not compare every lane of a long run.
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.model, &other.model)
            && self.playhead_ms == other.playhead_ms
            && self.playing == other.playing
            && self.value_text == other.value_text
            && self.revision == other.revision
            && self.lang == other.lang
            && self.play == other.play
            && self.on_lane == other.on_lane
            && Rc::ptr_eq(&self.containers, &other.containers)
            && self.on_fault == other.on_fault
    }
}

/// The time axis's width for a drawing in a box `box_px` wide: what the lane titles and margins
/// leave, but never so narrow that the bars cannot be told apart (the box scrolls then).
pub fn axis_width(box_px: i32) -> f64 {
    (f64::from(box_px) - svg::LABEL_WIDTH - 16.0).max(podsim::MIN_AXIS_WIDTH)
}

/// The panel.
#[component]
pub fn TimelinePanel(props: &TimelinePanelProps) -> Html {
    let (speed, zoom, linear, picked) =
        (use_state(|| 5u32), use_state(|| 1u32), use_state(|| false), use_state(|| None::<Pick>));
    let playing = props.playing;
    let wrap = use_node_ref();
    let width = use_state(|| 700.0f64);
    {
        let (wrap, width) = (wrap.clone(), width.clone());
        use_effect_with((), move |_| {
            let measure = move || {
                if let Some(element) = wrap.cast::<web_sys::Element>() {
                    width.set(axis_width(element.client_width()));
                }
            };
            measure();
            let listener = gloo::events::EventListener::new(&gloo::utils::window(), "resize", move |_| measure());
            move || drop(listener)
        });
    }
    {
        // Picking a container's bar makes it the target of the next injected fault and
        // highlights its lines in the editor; a new timeline panel starts with nothing picked,
        // so the editor highlights nothing.
        let (on_lane, model) = (props.on_lane.clone(), props.model.clone());
        use_effect_with(*picked, move |picked| {
            let lane = picked.and_then(|pick| model.lanes.get(pick.lane()));
            let container = lane.filter(|l| matches!(l.kind, podsim::LaneKind::Container(_)));
            on_lane.emit(container.map(|lane| lane.title.clone()));
        });
    }
    let end_ms = props.model.end_ms;
    {
        // The play loop: while playing, advance the playhead; stop at the end.
        let play = props.play.clone();
        use_effect_with((playing, *speed, end_ms), move |&(is_playing, speed, end_ms)| {
            let interval = is_playing.then(|| {
                Interval::new(TICK_MS, move || {
                    play.emit(PlaybackAction::Advance { by_ms: u64::from(TICK_MS * speed), end_ms });
                })
            });
            move || drop(interval)
        });
    }
    let times = use_memo(Same(props.model.clone()), |model| model.event_times());
    let lang = props.lang;
    let layout =
        use_memo((Same(props.model.clone()), *width, *zoom, *linear, lang), |(model, width, zoom, linear, lang)| {
            model.layout(&LayoutOptions { axis_width: width * f64::from(*zoom), compress: !linear, lang: *lang })
        });
    {
        // Zoomed in (or in a box narrower than the narrowest axis), the drawing is wider than its
        // box: keep the playhead in view as it moves (playing, stepping, or after a zoom), a third
        // of the way in from the left. A drawing that fits asks the page for nothing: reading a
        // scroll position lays the whole page out again, on every play tick.
        let wrap = wrap.clone();
        let overflows = *zoom > 1 || *width <= podsim::MIN_AXIS_WIDTH;
        use_effect_with(
            (props.playhead_ms, Same(layout.clone()), overflows),
            move |(playhead_ms, layout, overflows)| {
                if !*overflows {
                    return;
                }
                if let Some(element) = wrap.cast::<web_sys::Element>() {
                    let (left, shown) = (f64::from(element.scroll_left()), f64::from(element.client_width()));
                    if f64::from(element.scroll_width()) > shown {
                        let x = svg::LABEL_WIDTH + layout.scale.x(*playhead_ms);
                        if x < left + svg::LABEL_WIDTH || x > left + shown - 24.0 {
                            element.set_scroll_left((x - svg::LABEL_WIDTH - shown / 3.0).max(0.0) as i32);
                        }
                    }
                }
            },
        );
    }
    let seek = {
        let d = props.play.clone();
        move |ms: u64| d.emit(PlaybackAction::Seek(ms.min(end_ms)))
    };
    let toggle_play = {
        let (d, start_over) = (props.play.clone(), props.playhead_ms >= end_ms);
        move || {
            d.emit(if playing {
                PlaybackAction::SetPlaying(false)
            } else if start_over {
                PlaybackAction::Replay
            } else {
                PlaybackAction::SetPlaying(true)
            })
        }
    };
    let on_slider = {
        let (toggle_play, seek) = (toggle_play.clone(), seek.clone());
        Callback::from(move |request| match request {
            SliderRequest::Seek(ms) => seek(ms),
            SliderRequest::TogglePlay => toggle_play(),
        })
    };
    let on_control = {
        let (speed, zoom, linear, seek) = (speed.clone(), zoom.clone(), linear.clone(), seek.clone());
        let toggle_play = toggle_play.clone();
        let (times, t) = (times.clone(), props.playhead_ms);
        Callback::from(move |request| match request {
            ControlRequest::Previous => seek(step(&times, t, false, end_ms)),
            ControlRequest::Next => seek(step(&times, t, true, end_ms)),
            ControlRequest::TogglePlay => toggle_play(),
            ControlRequest::Speed(s) => speed.set(s),
            ControlRequest::Jump(ms) => seek(ms),
            ControlRequest::Zoom(z) => zoom.set(z),
            ControlRequest::Linear(on) => linear.set(on),
        })
    };
    // The container whose lane holds the pick: faults can be injected into it from here.
    let lane_role = picked
        .and_then(|pick| props.model.lanes.get(pick.lane()))
        .filter(
            |lane| matches!(lane.kind, podsim::LaneKind::Container(kind) if kind != podsim::ContainerKind::Ephemeral),
        )
        .and_then(|lane| props.containers.iter().find(|role| role.name == lane.title));
    // Made once, so that the drawing's props stay equal while the playhead moves. A clicked bar
    // or marker gives the box around the drawing the keys, so that the arrows go on from it.
    let on_pick = use_callback((picked.setter(), wrap.clone()), |pick: Pick, (picked, wrap)| {
        picked.set(Some(pick));
        if let Some(element) = wrap.cast::<web_sys::HtmlElement>() {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = element.focus_with_options(&options);
        }
    });
    // The box around the drawing is a stop of its own for the keyboard: arrows move the pick,
    // Space plays and pauses as on the playhead (the slider inside keeps its own keys).
    let on_keys = {
        let (picked, model, t, wrap) = (picked.clone(), props.model.clone(), props.playhead_ms, wrap.clone());
        let toggle_play = toggle_play.clone();
        Callback::from(move |event: KeyboardEvent| {
            // Yew delegates events to the page's root: the box itself is told by its node.
            let own = wrap.get().map(web_sys::EventTarget::from);
            let on_box = own.is_some_and(|own| event.target().as_ref() == Some(&own));
            if !on_box {
                return;
            }
            if event.key() == " " {
                event.prevent_default();
                toggle_play();
                return;
            }
            if let Some(next) = navigate::navigate(&model, *picked, &event.key(), t) {
                event.prevent_default();
                picked.set(next);
            }
        })
    };
    html! {
        <section class="timeline card" aria-labelledby="timeline-title" data-testid="timeline">
            <h2 id="timeline-title">{ lang.t(Key::Timeline) }</h2>
            { controls(&ControlState { playing, speed: *speed, zoom: *zoom, linear: *linear, playhead_ms: props.playhead_ms }, lang, &on_control) }
            <div class="timeline-scroll" ref={wrap} tabindex="0" role="group" data-testid="timeline-keys"
                aria-label={lang.t(Key::TimelineKeys)} onkeydown={on_keys}>
                <Slider playhead_ms={props.playhead_ms} {end_ms} event_times={times} layout={layout.clone()}
                    value_text={props.value_text.clone()} label={lang.t(Key::Playhead)} on_request={on_slider}>
                    if *zoom > 1 {
                        { sticky_titles(&layout) }
                    }
                    { frame(&layout, props.playhead_ms, Some(props.revision), html! {
                        <Drawing layout={layout.clone()} picked={*picked} {on_pick} />
                    }) }
                </Slider>
            </div>
            { why_box(&props.model, &layout, *picked, lang) }
            // Shown while the playhead has the keyboard's focus (styles: `.playhead-keys`).
            <p class="playhead-keys hint" id="playhead-keys" data-testid="playhead-keys">{ lang.t(Key::PlayheadKeys) }</p>
            // An `if`, not a `for`: it keeps its place among the siblings when it shows nothing, so
            // that picking a container's bar adds the row without remaking (and unfocusing) the
            // elements before it.
            if let Some((role, on_fault)) = lane_role.zip(props.on_fault.as_ref()) {
                { inject::lane_faults(role, props.playhead_ms, lang, on_fault) }
            }
            <Legend {lang} />
        </section>
    }
}
