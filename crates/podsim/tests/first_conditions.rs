//! Before any condition is written, the state at an instant says who writes the first ones
//! (`PodState::no_conditions`), through `Session::state_at`, in both languages.

use podsim::{KubeVersion, Lang, Session, Settings};

const POD: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27}\n---\nkind: Scenario\ntiming: realistic\nseed: 1\n";

/// The sentence at `t_ms` in English and Chinese, with how many conditions the state has.
fn check(text: &str, t_ms: u64) -> (usize, Option<(String, String)>) {
    let session = Session::new(text, "", Settings::new(KubeVersion::DEFAULT));
    let state = session.state_at(t_ms).expect("a run");
    let why = state.no_conditions.map(|why| (why.get(Lang::En).to_owned(), why.get(Lang::Zh).to_owned()));
    (state.conditions.len(), why)
}

#[test]
fn a_pod_the_scheduler_binds_has_podscheduled_from_the_binding_on() {
    let (count, why) = check(POD, 0);
    assert_eq!((count, why), (1, None));
}

#[test]
fn a_pod_that_names_its_node_waits_for_the_kubelet_alone() {
    let own_node = POD.replace("spec:\n", "spec:\n  nodeName: node-1\n");
    let (count, why) = check(&own_node, 0);
    assert_eq!(count, 0);
    let (en, zh) = why.expect("a sentence");
    assert_eq!(en, "No conditions yet: the kubelet writes them, PodScheduled included, when it first syncs the Pod");
    assert!(zh.starts_with("还没有 condition"), "{zh}");
    // Once the kubelet has synced the Pod there are conditions, and nothing to explain.
    let (count, why) = check(&own_node, 1_000);
    assert!(count > 0);
    assert_eq!(why, None);
}
