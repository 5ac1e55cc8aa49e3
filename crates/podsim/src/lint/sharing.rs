//! What containers share: an emptyDir only one container mounts while another one expects to see
//! it (PS005), and two containers claiming the same port in the Pod's single network namespace
//! (PS006).

use std::collections::BTreeMap;

use super::{Finding, LintCode, LintSays, SharingSign, injected_names, runs_with_apps, shown_name};
use crate::containers::{ContainerKind, ContainerRef};
use crate::model::{Container, Pod, VolumeSource};

pub(super) fn check(pod: &Pod, containers: &[ContainerRef<'_>], findings: &mut Vec<Finding>) {
    emptydir_mounted_once(pod, containers, findings);
    duplicate_ports(containers, findings);
}

/// Mount paths that are a container's own scratch space (a writable `/tmp` under
/// `readOnlyRootFilesystem`, caches, runtime files): another container naming such a path means
/// its own copy, not a shared one.
const SCRATCH_PATHS: &[&str] = &["/tmp", "/var/tmp", "/run", "/var/run", "/var/cache", "/cache", "/.cache", "/home"];

fn is_scratch(path: &str) -> bool {
    let path = path.trim_end_matches('/');
    SCRATCH_PATHS
        .iter()
        .any(|scratch| path == *scratch || path.strip_prefix(scratch).is_some_and(|rest| rest.starts_with('/')))
}

/// True when `text` names `path` (`/shared` in `cat /shared/out.txt`, not in `/shared2`).
fn names_path(text: &str, path: &str) -> bool {
    text.match_indices(path).any(|(at, _)| {
        let after = text.get(at + path.len()..).and_then(|rest| rest.chars().next());
        let before = text.get(..at).and_then(|head| head.chars().next_back());
        after.is_none_or(|c| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')))
            && before.is_none_or(|c| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '/')))
    })
}

/// Where a container names `path`: `command`, `args` or an env value.
fn where_named(container: &Container, path: &str) -> Option<&'static str> {
    if container.command.iter().any(|word| names_path(word, path)) {
        Some("command")
    } else if container.args.iter().any(|word| names_path(word, path)) {
        Some("args")
    } else if container.env.iter().filter_map(|env| env.value.as_deref()).any(|value| names_path(value, path)) {
        Some("env")
    } else {
        None
    }
}

/// PS005: an emptyDir only one container mounts, where another container shows it meant to
/// share it: it names the mount path in its command, args or env, or mounts something else at
/// that same path. Scratch space (`/tmp` and the like) and an injector's own volumes never count.
fn emptydir_mounted_once(pod: &Pod, containers: &[ContainerRef<'_>], findings: &mut Vec<Finding>) {
    let regular: Vec<&ContainerRef<'_>> = containers.iter().filter(|c| c.kind != ContainerKind::Ephemeral).collect();
    if regular.len() < 2 {
        return;
    }
    let injected = injected_names(pod);
    for (index, volume) in pod.spec.volumes.iter().enumerate() {
        // A volume with no source is defaulted to emptyDir by the API server.
        if !matches!(volume.source, VolumeSource::EmptyDir | VolumeSource::Unspecified) {
            continue;
        }
        let Some(name) = volume.name.as_deref() else { continue };
        if injected.iter().any(|owned| owned == name) {
            continue;
        }
        let mounters: Vec<&&ContainerRef<'_>> = regular
            .iter()
            .filter(|c| c.container.volume_mounts.iter().any(|mount| mount.name.as_deref() == Some(name)))
            .collect();
        let [only] = mounters.as_slice() else { continue };
        let paths: Vec<&str> = only
            .container
            .volume_mounts
            .iter()
            .filter(|mount| mount.name.as_deref() == Some(name))
            .filter_map(|mount| mount.mount_path.as_deref())
            .filter(|path| !is_scratch(path) && path.trim_end_matches('/').len() > 1)
            .collect();
        let sign = regular.iter().filter(|c| c.path() != only.path()).find_map(|other| {
            paths.iter().find_map(|path| {
                let same_path = other.container.volume_mounts.iter().find(|mount| {
                    mount.mount_path.as_deref().map(|p| p.trim_end_matches('/')) == Some(path.trim_end_matches('/'))
                });
                match same_path {
                    Some(mount) => {
                        let theirs = mount.name.clone().unwrap_or_default();
                        Some((other, *path, SharingSign::MountsOther(theirs)))
                    }
                    None => where_named(other.container, path).map(|field| (other, *path, SharingSign::NamesPath(field))),
                }
            })
        });
        let Some((other, path, sign)) = sign else { continue };
        findings.push(Finding {
            code: LintCode::EmptyDirMountedOnce,
            field: format!("spec.volumes[{index}]"),
            says: LintSays::EmptyDirMountedOnce {
                volume: name.to_owned(),
                only: shown_name(only),
                path: path.to_owned(),
                other: shown_name(other),
                sign,
            },
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
                // Each binds the port on its own address (`127.0.0.1:10902` and
                // `[$(POD_IP)]:10902`): both can listen.
                Some(owner) if owner.path() != container.path() && !distinct_addresses(owner.container, container.container, number) => {
                    findings.push(Finding {
                        code: LintCode::DuplicateContainerPort,
                        field: format!("{}.ports[{port_index}].containerPort", container.path()),
                        says: LintSays::DuplicateContainerPort {
                            first: shown_name(owner),
                            second: shown_name(container),
                            port: number,
                            protocol: protocol.clone(),
                        },
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

/// Whether both containers name the address they listen on for `port` in their command or
/// arguments (`--http-address=127.0.0.1:10902`), and the addresses differ and are neither a
/// wildcard: then both can bind it. A URL (`http://127.0.0.1:10902`) is one they call, not one
/// they listen on.
fn distinct_addresses(first: &Container, second: &Container, port: i64) -> bool {
    match (listen_address(first, port), listen_address(second, port)) {
        (Some(a), Some(b)) => a != b && ![&a, &b].iter().any(|host| matches!(host.as_str(), "" | "0.0.0.0" | "::" | "*")),
        _ => false,
    }
}

/// The host a container's words bind `port` on, as written (brackets taken off).
fn listen_address(container: &Container, port: i64) -> Option<String> {
    let suffix = format!(":{port}");
    container.command.iter().chain(&container.args).find_map(|word| {
        let value = word.rsplit_once('=').map_or(word.as_str(), |(_, value)| value);
        if value.contains("://") {
            return None;
        }
        let host = value.strip_suffix(&suffix)?;
        Some(host.trim_start_matches('[').trim_end_matches(']').to_owned())
    })
}
