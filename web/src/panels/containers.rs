//! The containers of the Pod grouped by role: init, sidecar, app, ephemeral.

use podsim::ContainerKind;
use yew::prelude::*;

use crate::derived::Derived;
use crate::i18n::{Key, Lang};

fn group_key(kind: ContainerKind) -> Key {
    match kind {
        ContainerKind::Init => Key::InitGroup,
        ContainerKind::Sidecar => Key::SidecarGroup,
        ContainerKind::App => Key::AppGroup,
        ContainerKind::Ephemeral => Key::EphemeralGroup,
    }
}

/// Lists the containers of the defaulted Pod by role, in lifecycle order; the version's feature
/// gates decide what is a sidecar. A plain function: it holds no state.
pub fn container_list(derived: &Derived, lang: Lang) -> Html {
    let containers = derived.session.containers();
    let kinds = [ContainerKind::Init, ContainerKind::Sidecar, ContainerKind::App, ContainerKind::Ephemeral];
    let groups = kinds.into_iter().filter_map(|kind| {
        let members: Vec<_> = containers.iter().filter(|c| c.kind == kind).collect();
        if members.is_empty() {
            return None;
        }
        Some(html! {
            <li class={classes!("group", format!("group-{}", kind.as_str()))} data-testid={format!("group-{}", kind.as_str())}>
                <span class="group-name">{ lang.t(group_key(kind)) }</span>
                <ul class="names">
                    { for members.iter().map(|c| html! {
                        <li class={classes!("chip", format!("chip-{}", kind.as_str()))}
                            data-testid="container" data-kind={kind.as_str()}
                            title={format!("{} · {}", c.path, c.image)}>
                            { c.name.clone() }
                        </li>
                    }) }
                </ul>
            </li>
        })
    });
    html! {
        <section class="containers" aria-labelledby="containers-title" data-testid="containers">
            <h2 id="containers-title">{ lang.t(Key::Containers) }</h2>
            if containers.is_empty() {
                <p class="empty">{ lang.t(Key::NoContainers) }</p>
            } else {
                <ul class="groups">{ for groups }</ul>
            }
        </section>
    }
}
