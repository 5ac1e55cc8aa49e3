//! Beside the Gates field: the gates that change something for the Pod being edited on the chosen
//! version (the core decides which, `Session::gates_in_use`), each with its value; one click
//! writes the other value into the Gates text, or removes a return to the version's default. The
//! gates the version has locked cannot be toggled: they are counted in one small popover that
//! lists them, so that the header keeps to one row.

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
    let items = open.into_iter().map(|gate| {
        let (name, on, default) = (gate.name, gate.on, gate.default);
        // One podsim does not model would change nothing.
        let fixed = !gate.modelled || written.is_none();
        let onclick = {
            let (dispatch, written) = (dispatch.clone(), written.clone().unwrap_or_default());
            Callback::from(move |_: MouseEvent| {
                dispatch.emit(Action::SetGates(written.with(name, !on, default).to_string()))
            })
        };
        let title = match gate.modelled {
            true => gate.why.get(lang).to_owned(),
            false => format!("{} ({})", gate.why.get(lang), lang.t(Key::GateNotModelled)),
        };
        html! {
            <li data-gate={name}>
                <button type="button" class={classes!("gate-toggle", on.then_some("on"))} data-testid="gate-toggle"
                    aria-pressed={on.to_string()} disabled={fixed} {title} {onclick}>
                    { format!("{name}={on}") }
                </button>
                <span class="gate-stage">{ gate.stage.as_str() }</span>
            </li>
        }
    });
    html! {
        <div class="gates-in-use" data-testid="gates-in-use">
            <span class="picker-label" title={lang.t(Key::GatesInUseHelp)}>{ lang.t(Key::GatesInUse) }</span>
            <ul>{ for items }</ul>
            { locked_gates(&locked, version, lang) }
        </div>
    }
}

/// The gates `version` has locked to their value: a count that opens their list, each with its
/// value, its stage and what it decides for the Pod.
fn locked_gates(locked: &[&GateInUse], version: KubeVersion, lang: Lang) -> Html {
    if locked.is_empty() {
        return html! {};
    }
    let items = locked.iter().map(|gate| {
        html! {
            <li data-gate={gate.name}>
                <code>{ format!("{}={}", gate.name, gate.on) }</code>
                <span class="gate-stage">{ gate.stage.as_str() }</span>
                <p>{ gate.why.get(lang) }</p>
            </li>
        }
    });
    let title = format!("{} {}", lang.t(Key::GateLocked), version.as_str());
    html! {
        <super::Disclosure class="gates-locked" testid="gates-locked" {title}
            summary={format!("{}: {}", lang.t(Key::GatesLocked), locked.len())}>
            <ul>{ for items }</ul>
        </super::Disclosure>
    }
}
