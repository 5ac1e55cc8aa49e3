//! Fault injection at the playhead: each fault or action is written into the scenario YAML,
//! which re-simulates at once; the list of injected faults can be removed entry by entry.

mod list;

use std::rc::Rc;

use podsim::{ConditionStatus, ContainerKind, Entry, Role};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

pub use list::fault_list;

use crate::i18n::{Key, Lang};
use crate::timeline::scale::format_ms;

/// Props of [`FaultPanel`].
#[derive(Properties, PartialEq)]
pub struct FaultPanelProps {
    /// The Pod's containers and their roles, in lifecycle order.
    pub containers: Rc<Vec<Role>>,
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
    /// The other Pods the scenario puts on the node: offer to delete one (`podLeaves`).
    #[prop_or_default]
    pub node_pods: Rc<Vec<String>>,
    /// The condition types of `spec.readinessGates`: offer to set each True or False, as the
    /// controller that owns it would.
    #[prop_or_default]
    pub readiness_gates: Rc<Vec<String>>,
    /// UI language.
    pub lang: Lang,
    /// Receives the fault or action to add.
    pub on_add: Callback<Entry>,
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
    let leaving = use_node_ref();
    let at_ms = props.playhead_ms;
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
    let button = |key: Key, testid: &str, make: Box<dyn Fn() -> Entry>| {
        let on_add = props.on_add.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_add.emit(make()));
        html! { <button type="button" data-testid={testid.to_owned()} {onclick}>{ lang.t(key) }</button> }
    };
    let c = container.clone();
    let name = move || value_of(&c);
    let default = props.selected.clone().filter(|s| props.containers.iter().any(|c| &c.name == s)).or_else(|| {
        let app = props.containers.iter().find(|c| c.kind == ContainerKind::App);
        app.or(props.containers.first()).map(|c| c.name.clone())
    });
    // The container picked in the form, until a lane is picked on the timeline again.
    let chosen = use_state(|| None::<String>);
    {
        let chosen = chosen.clone();
        use_effect_with(props.selected.clone(), move |_| chosen.set(None));
    }
    let on_container = {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                chosen.set(Some(select.value()));
            }
        })
    };
    let current = (*chosen).clone().filter(|c| props.containers.iter().any(|r| &r.name == c)).or(default);
    // Only the probes the container has can be failed or slowed.
    let role = props.containers.iter().find(|r| Some(&r.name) == current.as_ref());
    let probes = role.map(|r| r.probes.clone()).unwrap_or_default();
    // A resize starts from the container's own requests: the fields show them, and only what is
    // typed is sent (an empty field leaves that resource as it is).
    let (cpu_now, memory_now) = role.map(|r| r.requests.clone()).unwrap_or_default();
    let answer = use_node_ref();
    let (answer_ref, slow_probe_ref, slow_seconds_ref) = (answer.clone(), probe.clone(), seconds.clone());
    let n7 = name.clone();
    let (n1, n2, n3, n4, n5, n6) = (name.clone(), name.clone(), name.clone(), name.clone(), name.clone(), name);
    let (cpu, memory) = (use_node_ref(), use_node_ref());
    let (cpu_ref, memory_ref) = (cpu.clone(), memory.clone());
    let (code_ref, probe_ref, seconds_ref, image_ref) = (code.clone(), probe.clone(), seconds.clone(), image.clone());
    let taken = props.taken.clone();
    let leaving_ref = leaving.clone();
    html! {
        <section class="card faults" aria-labelledby="faults-title" data-testid="fault-panel">
            <h2 id="faults-title">{ lang.t(Key::InjectAt) }{ " " }<span class="when">{ format_ms(props.playhead_ms) }</span></h2>
            <div class="fault-form">
                <label class="picker"><span class="picker-label">{ lang.t(Key::Container) }</span>
                    <select ref={container} data-testid="fault-container" onchange={on_container}>
                        { for props.containers.iter().map(|c| html! {
                            <option value={c.name.clone()} selected={Some(&c.name) == current.as_ref()}>{ format!("{} ({})", c.name, c.kind.as_str()) }</option> }) }
                    </select></label>
                <span class="fault-row">
                    { button(Key::ExitWith, "inject-exit", Box::new(move || Entry::Exit { at_ms, container: n1(), code: value_of(&code_ref).trim().parse::<i64>().unwrap_or(1) })) }
                    <input ref={code} type="number" class="small" value="1" aria-label={lang.t(Key::ExitCode)} data-testid="fault-code" />
                </span>
                { button(Key::OomKill, "inject-oom", Box::new(move || Entry::OomKill { at_ms, container: n2() })) }
                if probes.is_empty() {
                    <span class="fault-row hint" data-testid="fault-no-probes">{ lang.t(Key::NoProbes) }</span>
                } else {
                    <span class="fault-row">
                        { button(Key::ProbeFails, "inject-probe", Box::new(move || Entry::ProbeFails { at_ms, container: n3(), probe: value_of(&probe_ref), until_ms: until(at_ms, &value_of(&seconds_ref)) })) }
                        <select ref={probe} aria-label={lang.t(Key::Probe)} data-testid="fault-probe">
                            { for probes.iter().map(|p| html! { <option value={p.word()}>{ p.word() }</option> }) }
                        </select>
                        <input ref={seconds} type="number" class="small" value={PROBE_FAILS_SECONDS.to_string()} min="1" aria-label={lang.t(Key::ForSeconds)} />{ "s" }
                    </span>
                    <span class="fault-row">
                        { button(Key::ProbeSlow, "inject-probe-slow", Box::new(move || Entry::ProbeSlow {
                            at_ms,
                            container: n7(),
                            probe: value_of(&slow_probe_ref),
                            answer_ms: value_of(&answer_ref).trim().parse::<u64>().unwrap_or(2).saturating_mul(1000),
                            until_ms: until(at_ms, &value_of(&slow_seconds_ref)),
                        })) }
                        <input ref={answer} type="number" class="small" value="2" min="1" aria-label={lang.t(Key::AnswersAfter)} title={lang.t(Key::AnswersAfter)} data-testid="fault-answer" />{ "s" }
                    </span>
                }
                { button(Key::PullFails, "inject-pull", Box::new(move || Entry::PullFails { at_ms, container: n4() })) }
                <span class="fault-row">
                    { button(Key::UpdateImage, "inject-image", Box::new(move || Entry::UpdateImage { at_ms, container: n5(), image: value_of(&image_ref) })) }
                    <input ref={image} type="text" class="image" value="nginx:1.28" aria-label={lang.t(Key::Image)} />
                </span>
                <span class="fault-row">
                    { button(Key::Resize, "inject-resize", Box::new(move || Entry::Resize { at_ms, container: n6(), cpu: value_of(&cpu_ref).trim().to_owned(), memory: value_of(&memory_ref).trim().to_owned() })) }
                    <input ref={cpu} type="text" class="small" value="" placeholder={cpu_now.unwrap_or_else(|| "cpu".to_owned())} aria-label={lang.t(Key::CpuRequest)} data-testid="fault-resize-cpu" />
                    <input ref={memory} type="text" class="small" value="" placeholder={memory_now.unwrap_or_else(|| "memory".to_owned())} aria-label={lang.t(Key::MemoryRequest)} data-testid="fault-resize-memory" />
                </span>
                <span class="fault-row">
                    { button(Key::DeletePod, "inject-delete", Box::new(move || Entry::Delete { at_ms, grace_period_seconds: typed_grace.as_deref().and_then(|typed| typed.trim().parse::<i64>().ok()) })) }
                    <input type="number" class="small" value={grace_value} min="0" oninput={on_grace} aria-label={lang.t(Key::GracePeriod)} data-testid="fault-grace" />{ "s" }
                </span>
                { button(Key::Debug, "inject-debug", Box::new(move || {
                    let clicks = debug_clicks.replace_with(|n| n.wrapping_add(1));
                    Entry::Debug { at_ms, name: podsim::debugger_name(&taken, clicks), image: "busybox:1.36".to_owned() }
                })) }
                { button(Key::NodeReboot, "inject-reboot", Box::new(move || Entry::NodeReboot { at_ms })) }
                if props.gated {
                    { button(Key::RemoveSchedulingGates, "inject-ungate", Box::new(move || Entry::RemoveSchedulingGates { at_ms })) }
                }
                if !props.node_pods.is_empty() {
                    <span class="fault-row">
                        { button(Key::PodLeaves, "inject-pod-leaves", Box::new(move || Entry::PodLeaves { at_ms, name: value_of(&leaving_ref) })) }
                        <select ref={leaving} aria-label={lang.t(Key::NodePod)} data-testid="fault-node-pod">
                            { for props.node_pods.iter().map(|name| html! { <option value={name.clone()}>{ name }</option> }) }
                        </select>
                    </span>
                }
                { for props.readiness_gates.iter().enumerate().map(|(index, gate)| {
                    let (yes, no) = (gate.clone(), gate.clone());
                    html! { <span class="fault-row"><code>{ gate }</code>
                        { button(Key::GateTrue, &format!("inject-gate-true-{index}"), Box::new(move || Entry::SetCondition { at_ms, condition_type: yes.clone(), status: ConditionStatus::True })) }
                        { button(Key::GateFalse, &format!("inject-gate-false-{index}"), Box::new(move || Entry::SetCondition { at_ms, condition_type: no.clone(), status: ConditionStatus::False })) }
                    </span> }
                }) }
            </div>
        </section>
    }
}

/// How long an injected probe failure lasts unless the form says otherwise, seconds.
pub const PROBE_FAILS_SECONDS: u64 = 30;

/// When a probe that fails for `seconds` from `at_ms` recovers.
fn until(at_ms: u64, seconds: &str) -> u64 {
    let length = seconds.trim().parse::<u64>().unwrap_or(PROBE_FAILS_SECONDS).max(1);
    at_ms.saturating_add(length.saturating_mul(1000))
}
