//! Beside the Gates field: the gates that change something for the Pod being edited on the chosen
//! version (the core decides which, `Session::gates_in_use`), each with its value; one click
//! writes the other value into the Gates text, or removes a return to the version's default.

use podsim::{GateInUse, GateSettings};
use yew::prelude::*;

use crate::i18n::{Key, Lang};
use crate::state::Action;

/// The list; `gates_text` is the Gates field's text (toggling needs it readable).
pub fn gates_in_use(list: &[GateInUse], gates_text: &str, lang: Lang, dispatch: &Callback<Action>) -> Html {
    if list.is_empty() {
        return html! {};
    }
    let written = GateSettings::parse(gates_text).ok();
    let items = list.iter().map(|gate| {
        let (name, on, default) = (gate.name, gate.on, gate.default);
        // A locked gate refuses the other value, and one podsim does not model would change nothing.
        let fixed = gate.locked || !gate.modelled || written.is_none();
        let onclick = {
            let (dispatch, written) = (dispatch.clone(), written.clone().unwrap_or_default());
            Callback::from(move |_: MouseEvent| {
                dispatch.emit(Action::SetGates(written.with(name, !on, default).to_string()))
            })
        };
        let note = if gate.locked {
            Some(lang.t(Key::GateLocked))
        } else if !gate.modelled {
            Some(lang.t(Key::GateNotModelled))
        } else {
            None
        };
        let title = match note {
            Some(note) => format!("{} ({note})", gate.why.get(lang)),
            None => gate.why.get(lang).to_owned(),
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
            <span class="picker-label">{ lang.t(Key::GatesInUse) }</span>
            <ul>{ for items }</ul>
        </div>
    }
}
