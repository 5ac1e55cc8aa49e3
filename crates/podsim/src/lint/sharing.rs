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
        let (only, others_en, others_zh) = (shown_name(only), others.join(", "), others.join("、"));
        findings.push(Finding {
            code: LintCode::EmptyDirMountedOnce,
            field: format!("spec.volumes[{index}]"),
            message: crate::text!(
                "emptyDir volume `{name}` is mounted only by {only}: {others_en} cannot see its files (containers do not share \
                 their root filesystems, only the volumes they both mount)",
                "emptyDir 卷 `{name}` 只被 {only} 挂载：{others_zh} 看不到其中的文件（容器之间不共享根文件系统，\
                 只共享双方都挂载的卷）"
            ),
            fix: crate::text!(
                "add a volumeMount of `{name}` to each container that should read or write those files; if it is \
                 only scratch space for {only}, ignore this",
                "给每个需要读写这些文件的容器加上 `{name}` 的 volumeMount；如果它只是 {only} 的临时空间，可以忽略这条警告"
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
                Some(owner) if owner.path() != container.path() => {
                    let (first, second) = (shown_name(owner), shown_name(container));
                    findings.push(Finding {
                        code: LintCode::DuplicateContainerPort,
                        field: format!("{}.ports[{port_index}].containerPort", container.path()),
                        message: crate::text!(
                            "containers {first} and {second} both declare containerPort {number}/{protocol}: all containers of a Pod \
                             share one network namespace, so only one process can listen there and the other fails to bind",
                            "容器 {first} 和 {second} 都声明了 containerPort {number}/{protocol}：Pod 中的所有容器共享\
                             同一个网络命名空间，只有一个进程能在这个端口上监听，另一个会绑定失败"
                        ),
                        fix: crate::text!(
                            "give {second} another port (and point its clients at it)",
                            "给 {second} 换一个端口（并让它的客户端改连新端口）"
                        ),
                    });
                }
                Some(_) => {}
                None => {
                    first_claim.insert((number, protocol), container);
                }
            }
        }
    }
}
