//! Beside the Gates field: the gates that change something for the Pod being edited on the chosen
//! version (the core decides which, `Session::gates_in_use`), counted in the header and listed in
//! a popover so that the header keeps to one row, each with its value and what it decides; one
//! click writes the other value into the Gates text, or removes a return to the version's default.
//! The gates the version has locked are listed apart, not toggles.

use podsim::{GateInUse, GateSettings, KubeVersion};
use yew::prelude::*;

use crate::i18n::{Key, Lang};
use crate::state::Action;

/// The list; `gates_text` is the Gates field's text (toggling needs it readable), `version` the
/// version whose locks are counted.
pub fn gates_in_use(
    list: &[GateInUse],
    gates_text: &str,
    version: KubeVersion,
    lang: Lang,
    dispatch: &Callback<Action>,
) -> Html {
    if list.is_empty() {
        return html! {};
    }
    let written = GateSettings::parse(gates_text).ok();
    let (locked, open): (Vec<&GateInUse>, Vec<&GateInUse>) = list.iter().partition(|gate| gate.locked);
    let items: Vec<Html> = open
        .into_iter()
        .map(|gate| {
            let (name, on, default) = (gate.name, gate.on, gate.default);
            // One podsim does not model would change nothing.
            let fixed = !gate.modelled || written.is_none();
            let onclick = {
                let (dispatch, written) = (dispatch.clone(), written.clone().unwrap_or_default());
                Callback::from(move |_: MouseEvent| {
                    dispatch.emit(Action::SetGates(written.with(name, !on, default).to_string()))
                })
            };
            let title = (!gate.modelled).then(|| lang.t(Key::GateNotModelled));
            html! {
                <li data-gate={name}>
                    <button type="button" class={classes!("gate-toggle", on.then_some("on"))} data-testid="gate-toggle"
                        aria-pressed={on.to_string()} disabled={fixed} {title} {onclick}>
                        { format!("{name}={on}") }
                    </button>
                    <span class="gate-stage">{ gate.stage.as_str() }</span>
                    <p>{ gate.why.text().get(lang) }</p>
                </li>
            }
        })
        .collect();
    // The label ends in its language's colon (and, in English, a space).
    let summary = format!("{}{}", lang.t(Key::GatesInUse), list.len());
    html! {
        <super::Disclosure class="gates-in-use" testid="gates-in-use" title={lang.t(Key::GatesInUseHelp)} {summary}>
            <div class="gates-panel">
                if !items.is_empty() {
                    <ul class="gates-open">{ for items }</ul>
                }
                { locked_gates(&locked, version, lang) }
            </div>
        </super::Disclosure>
    }
}

/// The gates `version` has locked to their value, each with its value, its stage and what it
/// decides for the Pod.
fn locked_gates(locked: &[&GateInUse], version: KubeVersion, lang: Lang) -> Html {
    if locked.is_empty() {
        return html! {};
    }
    let items = locked.iter().map(|gate| {
        html! {
            <li data-gate={gate.name}>
                <code>{ format!("{}={}", gate.name, gate.on) }</code>
                <span class="gate-stage">{ gate.stage.as_str() }</span>
                <p>{ gate.why.text().get(lang) }</p>
            </li>
        }
    });
    html! {
        <div class="gates-locked" data-testid="gates-locked">
            <p class="gates-locked-head">{ format!("{} {}", lang.t(Key::GateLocked), version.as_str()) }</p>
            <ul>{ for items }</ul>
        </div>
    }
}
