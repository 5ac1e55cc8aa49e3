//! The node in the settings bar: its allocatable cpu, memory and Pods, whether the kube-system
//! Pods are on it, and the other Pods with their requests. Each change is a typed
//! `podsim::NodeSettings` the core writes into the scenario's `node:`; links carry it with the
//! scenario.

use podsim::{NodeSettings, OtherPodSettings};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::i18n::{Key, Lang};
use crate::state::{Action, Settings};

/// The scenario text the node is read from: the scenario tab, else a scenario written after the Pod.
pub fn scenario_text(settings: &Settings) -> String {
    match settings.scenario.trim().is_empty() {
        true => crate::examples::split_scenario(&settings.yaml).1,
        false => settings.scenario.clone(),
    }
}

/// What every field of the form shares: the node as the scenario says it, where its changes go,
/// and whether the page may change it.
struct Form<'a> {
    node: &'a NodeSettings,
    dispatch: &'a Callback<Action>,
    readonly: bool,
}

impl Form<'_> {
    /// A text input under its visible `label` (a resource's name stays as Kubernetes writes it),
    /// whose value, put into a copy of the node by `set`, becomes `Action::SetNode` as it is typed
    /// (the timeline follows each key, as it follows the editor).
    fn field(
        &self,
        testid: String,
        label: &str,
        value: String,
        placeholder: Option<&str>,
        set: impl Fn(&mut NodeSettings, String) + 'static,
    ) -> Html {
        let (node, dispatch) = (self.node.clone(), self.dispatch.clone());
        let oninput = Callback::from(move |event: InputEvent| {
            if let Some(input) = event.target_dyn_into::<HtmlInputElement>() {
                let mut next = node.clone();
                set(&mut next, input.value().trim().to_owned());
                dispatch.emit(Action::SetNode(next));
            }
        });
        // The label is written beside the field, not only in a placeholder that typing hides.
        html! {
            <label class="node-label">
                <span>{ label }</span>
                <input type="text" class="node-field" data-testid={testid} {value}
                    placeholder={placeholder.map(str::to_owned)} spellcheck="false" autocomplete="off" {oninput}
                    disabled={self.readonly} />
            </label>
        }
    }
}

/// The node's settings, folded under one summary line (a popover under it on a desktop).
pub fn node_settings(node: &NodeSettings, lang: Lang, readonly: bool, dispatch: &Callback<Action>) -> Html {
    let defaults = podsim::default_allocatable();
    let form = Form { node, dispatch, readonly };
    let allocatable = ["cpu", "memory", "pods"].into_iter().map(|resource| {
        let value = node.allocatable.get(resource).cloned().unwrap_or_default();
        form.field(format!("node-{resource}"), resource, value, defaults.get(resource).copied(), move |next, value| {
            next.allocatable.insert(resource.to_owned(), value);
        })
    });
    let on_system = {
        let (node, dispatch) = (node.clone(), dispatch.clone());
        Callback::from(move |event: Event| {
            if let Some(input) = event.target_dyn_into::<HtmlInputElement>() {
                let mut next = node.clone();
                next.system_pods = input.checked();
                dispatch.emit(Action::SetNode(next));
            }
        })
    };
    let others = node.others.iter().enumerate().map(|(index, pod)| {
        let request = |resource: &'static str| {
            form.field(
                format!("node-other-{resource}-{index}"),
                resource,
                pod.requests.get(resource).cloned().unwrap_or_default(),
                None,
                move |next, value| {
                    if let Some(other) = next.others.get_mut(index) {
                        other.requests.insert(resource.to_owned(), value);
                    }
                },
            )
        };
        let name = form.field(format!("node-other-name-{index}"), lang.t(Key::NodePodName), pod.name.clone(), None, move |next, value| {
            if let Some(other) = next.others.get_mut(index) {
                other.name = value;
            }
        });
        let on_remove = {
            let (node, dispatch) = (node.clone(), dispatch.clone());
            Callback::from(move |_: MouseEvent| {
                let mut next = node.clone();
                if index < next.others.len() {
                    next.others.remove(index);
                }
                dispatch.emit(Action::SetNode(next));
            })
        };
        html! {
            <li class="node-other">
                { name }{ request("cpu") }{ request("memory") }
                <button type="button" data-testid={format!("node-other-remove-{index}")} onclick={on_remove} disabled={readonly}>
                    { lang.t(Key::Remove) }
                </button>
            </li>
        }
    });
    let on_add = {
        let (node, dispatch) = (node.clone(), dispatch.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = node.clone();
            let taken = |name: &str| next.others.iter().any(|pod| pod.name == name);
            let name = (1..).map(|n| format!("other-{n}")).find(|name| !taken(name)).unwrap_or_default();
            next.others.push(OtherPodSettings {
                name,
                requests: [("cpu".to_owned(), "500m".to_owned())].into_iter().collect(),
            });
            dispatch.emit(Action::SetNode(next));
        })
    };
    html! {
        <super::Disclosure class="node-settings" testid="node-settings" title={lang.t(Key::NodeHelp)} summary={lang.t(Key::Node)}>
            <div class="node-panel">
                <fieldset class="node-allocatable">
                    <legend>{ lang.t(Key::NodeAllocatable) }</legend>
                    { for allocatable }
                </fieldset>
                <label class="node-system">
                    <input type="checkbox" data-testid="node-system-pods" checked={node.system_pods} onchange={on_system} disabled={readonly} />
                    { lang.t(Key::NodeSystemPods) }
                </label>
                <fieldset class="node-others">
                    <legend>{ lang.t(Key::NodeOtherPods) }</legend>
                    <ul>{ for others }</ul>
                    <button type="button" data-testid="node-add-pod" onclick={on_add} disabled={readonly}>{ lang.t(Key::NodeAddPod) }</button>
                </fieldset>
            </div>
        </super::Disclosure>
    }
}
