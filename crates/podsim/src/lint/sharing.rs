//! What containers share: an emptyDir only one container mounts (PS005), and two containers
//! claiming the same port in the Pod's single network namespace (PS006).

use std::collections::BTreeMap;

use super::{Finding, LintCode, runs_with_apps, shown_name};
use crate::containers::{ContainerKind, ContainerRef};
use crate::model::{Pod, VolumeSource};

pub(super) fn check(pod: &Pod, containers: &[ContainerRef<'_>], findings: &mut Vec<Finding>) {
    emptydir_mounted_once(pod, containers, findings);
    duplicate_ports(containers, findings);
}

fn emptydir_mounted_once(pod: &Pod, containers: &[ContainerRef<'_>], findings: &mut Vec<Finding>) {
    let regular: Vec<&ContainerRef<'_>> = containers.iter().filter(|c| c.kind != ContainerKind::Ephemeral).collect();
    if regular.len() < 2 {
        return;
    }
    for (index, volume) in pod.spec.volumes.iter().enumerate() {
        // A volume with no source is defaulted to emptyDir by the API server.
        if !matches!(volume.source, VolumeSource::EmptyDir | VolumeSource::Unspecified) {
            continue;
        }
        let Some(name) = volume.name.as_deref() else { continue };
        let mounters: Vec<&&ContainerRef<'_>> = regular
            .iter()
            .filter(|c| c.container.volume_mounts.iter().any(|mount| mount.name.as_deref() == Some(name)))
            .collect();
        let [only] = mounters.as_slice() else { continue };
        let others: Vec<String> =
            regular.iter().filter(|c| c.path() != only.path()).map(|c| shown_name(c)).take(3).collect();
        findings.push(Finding {
            code: LintCode::EmptyDirMountedOnce,
            field: format!("spec.volumes[{index}]"),
            message: format!(
                "emptyDir volume `{name}` is mounted only by {}: {} cannot see its files (containers do not share \
                 their root filesystems, only the volumes they both mount)",
                shown_name(only),
                others.join(", ")
            ),
            fix: format!(
                "add a volumeMount of `{name}` to each container that should read or write those files; if it is \
                 only scratch space for {}, ignore this",
                shown_name(only)
            ),
        });
    }
}

fn duplicate_ports(containers: &[ContainerRef<'_>], findings: &mut Vec<Finding>) {
    let mut first_claim: BTreeMap<(i64, String), &ContainerRef<'_>> = BTreeMap::new();
    for container in containers.iter().filter(|c| runs_with_apps(c)) {
        for (port_index, port) in container.container.ports.iter().enumerate() {
            let Some(number) = port.container_port else { continue };
            let protocol = port.protocol.clone().unwrap_or_else(|| "TCP".to_owned());
            match first_claim.get(&(number, protocol.clone())) {
                Some(owner) if owner.path() != container.path() => findings.push(Finding {
                    code: LintCode::DuplicateContainerPort,
                    field: format!("{}.ports[{port_index}].containerPort", container.path()),
                    message: format!(
                        "containers {} and {} both declare containerPort {number}/{protocol}: all containers of a Pod \
                         share one network namespace, so only one process can listen there and the other fails to bind",
                        shown_name(owner),
                        shown_name(container)
                    ),
                    fix: format!("give {} another port (and point its clients at it)", shown_name(container)),
                }),
                Some(_) => {}
                None => {
                    first_claim.insert((number, protocol), container);
                }
            }
        }
    }
}
