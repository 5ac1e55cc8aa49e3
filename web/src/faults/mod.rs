//! Fault injection at the playhead: each fault or action is written into the scenario YAML,
//! which re-simulates at once; the list of injected faults can be removed entry by entry.

mod edit;
mod list;

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

pub use edit::{add_entry, at_text, debugger_name, delete_entry, remove_entry};
pub use list::fault_list;

use crate::i18n::{Key, Lang};
use crate::timeline::scale::format_ms;

/// Props of [`FaultPanel`].
#[derive(Properties, PartialEq)]
pub struct FaultPanelProps {
    /// Containers (name, kind word), in lifecycle order.
    pub containers: Vec<(String, String)>,
    /// The container picked on the timeline, if any.
    #[prop_or_default]
    pub selected: Option<String>,
    /// Playhead, ms: where faults are injected.
    pub playhead_ms: u64,
    /// The Pod's `terminationGracePeriodSeconds` (defaulted): what a plain delete waits.
    pub grace_seconds: i64,
    /// The Pod and scenario text: a new debug container's name must not appear in it.
    pub taken: AttrValue,
    /// The Pod has `spec.schedulingGates`: offer to remove them (as `kubectl patch` would).
    #[prop_or_default]
    pub gated: bool,
    /// UI language.
    pub lang: Lang,
    /// Receives `(section, entry)`: `faults` or `actions`, and the flow-mapping entry.
    pub on_add: Callback<(&'static str, String)>,
}

fn value_of(node: &NodeRef) -> String {
    node.cast::<HtmlInputElement>()
        .map(|i| i.value())
        .or_else(|| node.cast::<HtmlSelectElement>().map(|s| s.value()))
        .unwrap_or_default()
}

/// The injection form.
#[component]
pub fn FaultPanel(props: &FaultPanelProps) -> Html {
    let lang = props.lang;
    let (container, code, probe, seconds, image) =
        (use_node_ref(), use_node_ref(), use_node_ref(), use_node_ref(), use_node_ref());
    let at = at_text(props.playhead_ms);
    // The grace period the user typed; until then the field shows the Pod's own and a delete
    // sends none, as `kubectl delete` without `--grace-period` (so does an emptied field).
    let typed_grace = use_state(|| None::<String>);
    let debug_clicks = use_mut_ref(|| 0_u64);
    let on_grace = {
        let typed_grace = typed_grace.clone();
        Callback::from(move |e: InputEvent| {
            let value = e.target_dyn_into::<HtmlInputElement>().map(|i| i.value()).unwrap_or_default();
            typed_grace.set(Some(value));
        })
    };
    let grace_value = (*typed_grace).clone().unwrap_or_else(|| props.grace_seconds.to_string());
    let button = |key: Key, testid: &str, make: Box<dyn Fn() -> (&'static str, String)>| {
        let on_add = props.on_add.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_add.emit(make()));
        html! { <button type="button" data-testid={testid.to_owned()} {onclick}>{ lang.t(key) }</button> }
    };
    let c = container.clone();
    let name = move || value_of(&c);
    let default = props.selected.clone().filter(|s| props.containers.iter().any(|(n, _)| n == s)).or_else(|| {
        props.containers.iter().find(|(_, kind)| kind == "app").or(props.containers.first()).map(|(n, _)| n.clone())
    });
    let (n1, n2, n3, n4, n5, a) = (name.clone(), name.clone(), name.clone(), name.clone(), name, at.clone());
    let (code_ref, probe_ref, seconds_ref, image_ref) = (code.clone(), probe.clone(), seconds.clone(), image.clone());
    let taken = props.taken.clone();
    let (a1, a2, a3, a4, a5, a6, a7, a8, a9) =
        (a.clone(), a.clone(), a.clone(), a.clone(), a.clone(), a.clone(), a.clone(), a.clone(), a);
    html! {
        <section class="card faults" aria-labelledby="faults-title" data-testid="fault-panel">
            <h2 id="faults-title">{ lang.t(Key::InjectAt) }{ " " }<span class="when">{ format_ms(props.playhead_ms) }</span></h2>
            <div class="fault-form">
                <label class="picker"><span class="picker-label">{ lang.t(Key::Container) }</span>
                    <select ref={container} data-testid="fault-container">
                        { for props.containers.iter().map(|(n, kind)| html! {
                            <option value={n.clone()} selected={Some(n) == default.as_ref()}>{ format!("{n} ({kind})") }</option> }) }
                    </select></label>
                <span class="fault-row">
                    { button(Key::ExitWith, "inject-exit", Box::new(move || ("faults", format!("{{at: {a1}, container: {}, exit: {}}}", n1(), value_of(&code_ref).trim().parse::<i64>().unwrap_or(1))))) }
                    <input ref={code} type="number" class="small" value="1" aria-label={lang.t(Key::ExitCode)} data-testid="fault-code" />
                </span>
                { button(Key::OomKill, "inject-oom", Box::new(move || ("faults", format!("{{at: {a2}, container: {}, oomKill: true}}", n2())))) }
                <span class="fault-row">
                    { button(Key::ProbeFails, "inject-probe", Box::new(move || ("faults", format!("{{at: {a3}, container: {}, probe: {}, until: {}}}", n3(), value_of(&probe_ref), seconds_until(&a3, &value_of(&seconds_ref)))))) }
                    <select ref={probe} aria-label={lang.t(Key::Probe)} data-testid="fault-probe">
                        <option value="liveness">{ "liveness" }</option><option value="readiness">{ "readiness" }</option><option value="startup">{ "startup" }</option>
                    </select>
                    <input ref={seconds} type="number" class="small" value="30" min="1" aria-label={lang.t(Key::ForSeconds)} />{ "s" }
                </span>
                { button(Key::PullFails, "inject-pull", Box::new(move || ("faults", format!("{{at: {a4}, container: {}, imagePull: fails}}", n4())))) }
                <span class="fault-row">
                    { button(Key::UpdateImage, "inject-image", Box::new(move || ("actions", format!("{{at: {a5}, do: updateImage, container: {}, image: \"{}\"}}", n5(), value_of(&image_ref).replace('"', ""))))) }
                    <input ref={image} type="text" class="image" value="nginx:1.28" aria-label={lang.t(Key::Image)} />
                </span>
                <span class="fault-row">
                    { button(Key::DeletePod, "inject-delete", Box::new(move || ("actions", delete_entry(&a6, typed_grace.as_deref())))) }
                    <input type="number" class="small" value={grace_value} min="0" oninput={on_grace} aria-label={lang.t(Key::GracePeriod)} data-testid="fault-grace" />{ "s" }
                </span>
                { button(Key::Debug, "inject-debug", Box::new(move || {
                    let clicks = debug_clicks.replace_with(|n| n.wrapping_add(1));
                    ("actions", format!("{{at: {a7}, do: debug, name: {}, image: busybox:1.36}}", debugger_name(&taken, clicks)))
                })) }
                { button(Key::NodeReboot, "inject-reboot", Box::new(move || ("actions", format!("{{at: {a8}, do: nodeReboot}}")))) }
                if props.gated {
                    { button(Key::RemoveSchedulingGates, "inject-ungate", Box::new(move || ("actions", format!("{{at: {a9}, do: removeSchedulingGates}}")))) }
                }
            </div>
        </section>
    }
}

/// `until:` for a probe that fails for `seconds` from `at`.
fn seconds_until(at: &str, seconds: &str) -> String {
    let start = podsim::scenario::duration::parse_duration_ms(at).unwrap_or(0);
    let length = seconds.trim().parse::<u64>().unwrap_or(30).max(1);
    at_text(start.saturating_add(length.saturating_mul(1000)))
}
