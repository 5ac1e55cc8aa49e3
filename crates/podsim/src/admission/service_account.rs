//! The ServiceAccount admission plugin's token volume: every Pod that does not opt out gets a
//! projected `kube-api-access-XXXXX` volume (a bound token, the cluster's CA and its namespace)
//! mounted read-only into each container and init container.
// admission/serviceaccount: Admit, mountServiceAccountToken, TokenVolumeSource

use crate::model::{
    Container, DownwardFile, KeyToPath, ObjectFieldSelector, Pod, ProjectedKeys, Projection, Volume, VolumeFields,
    VolumeMount, VolumeSource,
};

/// Where the token is mounted. // serviceaccount: DefaultAPITokenMountPath
pub const TOKEN_MOUNT_PATH: &str = "/var/run/secrets/kubernetes.io/serviceaccount";

/// The volume's name before its random suffix. // serviceaccount: ServiceAccountVolumeName
const VOLUME_PREFIX: &str = "kube-api-access-";

/// The bound token's lifetime: an hour and seven seconds. // serviceaccount: WarnOnlyBoundTokenExpirationSeconds
const TOKEN_EXPIRATION_SECONDS: i64 = 3607;

/// Adds the token volume and its mounts as the API server does before storing the Pod, unless
/// `automountServiceAccountToken: false`; a Pod that has the volume already (a pasted stored
/// Pod) keeps it, and a container that mounts something at the token's path is left alone. The
/// volume's random suffix is drawn from the Pod's name, so it is the same on every run.
pub fn mount_token(pod: &mut Pod) {
    if pod.spec.automount_service_account_token == Some(false) {
        return;
    }
    let existing = pod.spec.volumes.iter().filter_map(|v| v.name.as_deref()).find(|n| n.starts_with(VOLUME_PREFIX));
    let name = existing.map_or_else(
        || format!("{VOLUME_PREFIX}{}", crate::hash::name_suffix(pod.metadata.name.as_deref().unwrap_or("pod"), 5)),
        str::to_owned,
    );
    let has_volume = existing.is_some();
    let spec = std::rc::Rc::make_mut(&mut pod.spec);
    let mut needed = false;
    for container in spec.init_containers.iter_mut().chain(spec.containers.iter_mut()) {
        needed |= mount(container, &name);
    }
    // The volume goes in only when a container mounts it.
    if !has_volume && needed {
        spec.volumes.push(token_volume(&name));
    }
}

/// Mounts the token into `container` unless something is mounted at its path; true when it did.
fn mount(container: &mut Container, name: &str) -> bool {
    if container.volume_mounts.iter().any(|m| m.mount_path.as_deref() == Some(TOKEN_MOUNT_PATH)) {
        return false;
    }
    container.volume_mounts.push(VolumeMount {
        name: Some(name.to_owned()),
        mount_path: Some(TOKEN_MOUNT_PATH.to_owned()),
        read_only: true,
        ..VolumeMount::default()
    });
    true
}

/// The projected volume: the token, `kube-root-ca.crt`'s `ca.crt` and the namespace.
/// // serviceaccount: TokenVolumeSource
fn token_volume(name: &str) -> Volume {
    let token = Projection {
        kinds: vec!["serviceAccountToken"],
        token_path: Some("token".to_owned()),
        token_expiration: Some(TOKEN_EXPIRATION_SECONDS),
        ..Projection::default()
    };
    let ca = Projection {
        kinds: vec!["configMap"],
        config_map: Some(ProjectedKeys {
            name: Some("kube-root-ca.crt".to_owned()),
            items: vec![KeyToPath { key: "ca.crt".to_owned(), path: "ca.crt".to_owned(), ..KeyToPath::default() }],
            optional: false,
        }),
        ..Projection::default()
    };
    let namespace = Projection {
        kinds: vec!["downwardAPI"],
        downward_items: vec![DownwardFile {
            path: "namespace".to_owned(),
            field_ref: Some(ObjectFieldSelector {
                api_version: Some("v1".to_owned()),
                field_path: Some("metadata.namespace".to_owned()),
            }),
            ..DownwardFile::default()
        }],
        ..Projection::default()
    };
    Volume {
        name: Some(name.to_owned()),
        source: VolumeSource::Projected,
        fields: VolumeFields {
            types: vec!["projected"],
            default_mode: Some(0o644),
            projections: vec![token, ca, namespace],
            ..VolumeFields::default()
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pod(yaml: &str) -> Pod {
        let mut pod = crate::parse(yaml).pod;
        mount_token(&mut pod);
        pod
    }

    fn mounts(container: &Container) -> Vec<(&str, &str, bool)> {
        container
            .volume_mounts
            .iter()
            .map(|m| (m.name.as_deref().unwrap_or(""), m.mount_path.as_deref().unwrap_or(""), m.read_only))
            .collect()
    }

    #[test]
    fn every_container_gets_the_token_read_only_and_the_pod_one_volume() {
        let pod = pod("apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  initContainers:\n  - {name: init, image: busybox}\n  containers:\n  - {name: app, image: nginx, volumeMounts: [{name: data, mountPath: /data}]}\n  volumes: [{name: data, emptyDir: {}}]\n");
        let names: Vec<&str> = pod.spec.volumes.iter().filter_map(|v| v.name.as_deref()).collect();
        assert_eq!(names.len(), 2);
        let token = names[1];
        assert!(token.starts_with("kube-api-access-") && token.len() == "kube-api-access-".len() + 5, "{token}");
        assert_eq!(mounts(&pod.spec.init_containers[0]), [(token, TOKEN_MOUNT_PATH, true)]);
        assert_eq!(mounts(&pod.spec.containers[0]), [("data", "/data", false), (token, TOKEN_MOUNT_PATH, true)]);
        // The same Pod gets the same name on every run.
        let again = super::tests::pod("apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx}\n");
        assert_eq!(again.spec.volumes[0].name.as_deref(), Some(token));
    }

    #[test]
    fn opting_out_a_stored_volume_and_a_taken_path_are_respected() {
        let out = pod("apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  automountServiceAccountToken: false\n  containers:\n  - {name: app, image: nginx}\n");
        assert!(out.spec.volumes.is_empty() && out.spec.containers[0].volume_mounts.is_empty());
        let stored = pod("apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - name: app\n    image: nginx\n    volumeMounts: [{name: kube-api-access-abcde, mountPath: /var/run/secrets/kubernetes.io/serviceaccount, readOnly: true}]\n  - {name: side, image: envoy}\n  volumes: [{name: kube-api-access-abcde, projected: {sources: [{serviceAccountToken: {path: token}}]}}]\n");
        assert_eq!(stored.spec.volumes.len(), 1, "the stored volume is kept, none added");
        assert_eq!(mounts(&stored.spec.containers[0]).len(), 1);
        assert_eq!(mounts(&stored.spec.containers[1]), [("kube-api-access-abcde", TOKEN_MOUNT_PATH, true)]);
    }
}
