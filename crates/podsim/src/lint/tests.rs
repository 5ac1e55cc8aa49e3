//! The rules through `lint()`, on the cases the CLI examples do not cover.

use super::*;
use crate::lang::Lang;
use crate::parse::parse;

fn codes(yaml: &str, source_kind: &str, version: KubeVersion) -> Vec<(&'static str, String)> {
    let parsed = parse(yaml);
    assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
    lint(&parsed.pod, LintContext { source_kind, version })
        .into_iter()
        .map(|finding| (finding.code.as_str(), finding.field))
        .collect()
}

fn pod(spec: &str) -> String {
    format!("apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n{spec}")
}

#[test]
fn pre_stop_hooks_run_together_so_only_a_hook_longer_than_the_grace_counts() {
    let yaml = |app_sleep: u32| {
        pod(&format!(
            "  terminationGracePeriodSeconds: 20
  initContainers:
  - name: proxy
    image: my-proxy
    restartPolicy: Always
    startupProbe: {{tcpSocket: {{port: 1}}}}
    lifecycle: {{preStop: {{sleep: {{seconds: 10}}}}}}
  containers:
  - name: app
    image: my-app
    lifecycle: {{preStop: {{exec: {{command: [sh, -c, 'sleep {app_sleep} && kill 1']}}}}}}
"
        ))
    };
    assert!(codes(&yaml(12), "Pod", KubeVersion::V1_35).is_empty());
    assert_eq!(
        codes(&yaml(25), "Pod", KubeVersion::V1_35),
        [("PS004", "spec.containers[0].lifecycle.preStop".to_owned())]
    );
}

#[test]
fn sidecar_and_app_ports_clash_but_init_containers_run_alone() {
    let yaml = pod("  initContainers:
  - name: migrate
    image: my-app
    ports: [{containerPort: 8080}]
  - name: proxy
    image: my-proxy
    restartPolicy: Always
    startupProbe: {tcpSocket: {port: 8080}}
    ports: [{containerPort: 8080}]
  containers:
  - name: app
    image: my-app
    ports: [{containerPort: 8080}]
");
    assert_eq!(
        codes(&yaml, "Pod", KubeVersion::V1_35),
        [("PS006", "spec.containers[0].ports[0].containerPort".to_owned())]
    );
}

#[test]
fn containers_that_bind_one_port_on_different_addresses_do_not_clash() {
    // OpenShift's prometheus-k8s: Thanos on 127.0.0.1:10902, its proxy on the Pod IP's 10902.
    let both = |thanos: &str| {
        pod(&format!("  containers:
  - name: thanos-sidecar
    image: quay.io/thanos/thanos:v0.34.0
    args: [sidecar, --http-address={thanos}]
    ports: [{{containerPort: 10902}}]
  - name: kube-rbac-proxy
    image: quay.io/brancz/kube-rbac-proxy:v0.16.0
    args: ['--secure-listen-address=[$(POD_IP)]:10902', '--upstream=http://127.0.0.1:10902']
    ports: [{{containerPort: 10902}}]
"))
    };
    assert!(codes(&both("127.0.0.1:10902"), "Pod", KubeVersion::V1_35).is_empty());
    // On every address, Thanos takes the port from the proxy.
    assert_eq!(
        codes(&both("0.0.0.0:10902"), "Pod", KubeVersion::V1_35),
        [("PS006", "spec.containers[1].ports[0].containerPort".to_owned())]
    );
}

#[test]
fn a_single_long_running_container_in_a_never_pod_is_not_a_helper() {
    let yaml = pod("  restartPolicy: Never\n  containers:\n  - name: web\n    image: nginx\n");
    assert!(codes(&yaml, "Pod", KubeVersion::V1_35).is_empty());
    let with_worker = pod(
        "  restartPolicy: OnFailure\n  containers:\n  - name: work\n    image: my-job\n  - name: logs\n    image: busybox\n    args: [tail, -f, /l]\n",
    );
    assert_eq!(codes(&with_worker, "Pod", KubeVersion::V1_35), [("PS002", "spec.containers[1].args".to_owned())]);
}

#[test]
fn telemetry_sidecars_need_a_startup_probe_only_when_someone_calls_them() {
    let quiet = pod("  initContainers:
  - name: logs
    image: fluent/fluent-bit:3.2
    restartPolicy: Always
    ports: [{containerPort: 2020}]
  containers:
  - name: app
    image: my-app
");
    assert!(codes(&quiet, "Pod", KubeVersion::V1_35).is_empty());
    let called = quiet
        .replace("    image: my-app\n", "    image: my-app\n    env: [{name: OTLP, value: 'http://localhost:4318'}]\n");
    assert_eq!(codes(&called, "Pod", KubeVersion::V1_35), [("PS003", "spec.initContainers[0]".to_owned())]);
    // A JSON list of the Pod's ports (Istio's ISTIO_META_POD_PORTS) names the port without
    // calling it; an address after it still does.
    let listed = quiet.replace(
        "    image: my-app\n",
        "    image: my-app\n    env: [{name: PORTS, value: '[{\"name\":\"logs\",\"containerPort\":2020}]'}]\n",
    );
    assert!(codes(&listed, "Pod", KubeVersion::V1_35).is_empty());
    let addressed = quiet.replace("    image: my-app\n", "    image: my-app\n    args: [--metrics=127.0.0.1:2020]\n");
    assert_eq!(codes(&addressed, "Pod", KubeVersion::V1_35), [("PS003", "spec.initContainers[0]".to_owned())]);
}

#[test]
fn a_node_agent_may_be_privileged_but_an_application_may_not() {
    let agent = "apiVersion: apps/v1
kind: DaemonSet
metadata:
  name: agent
spec:
  selector: {matchLabels: {app: agent}}
  template:
    metadata: {labels: {app: agent}}
    spec:
      hostPID: true
      containers:
      - name: agent
        image: my-agent
        securityContext: {privileged: true, capabilities: {add: [SYS_ADMIN]}}
";
    assert!(codes(agent, "DaemonSet", KubeVersion::V1_35).is_empty());
    // A host volume alone makes it a node agent too.
    let with_volume = agent.replace("      hostPID: true\n", "      volumes: [{name: sys, hostPath: {path: /sys}}]\n");
    assert!(codes(&with_volume, "DaemonSet", KubeVersion::V1_35).is_empty());
    // The same Pod template in a Deployment, or a DaemonSet that never touches the node, is warned.
    let expected = [
        ("PS008", "spec.containers[0].securityContext.privileged".to_owned()),
        ("PS008", "spec.containers[0].securityContext.capabilities.add[0]".to_owned()),
    ];
    let deployment = agent.replace("kind: DaemonSet", "kind: Deployment");
    assert_eq!(codes(&deployment, "Deployment", KubeVersion::V1_35), expected);
    let detached = agent.replace("      hostPID: true\n", "");
    assert_eq!(codes(&detached, "DaemonSet", KubeVersion::V1_35), expected);
}

#[test]
fn a_privileged_init_container_that_only_sets_a_node_sysctl_is_not_warned() {
    let yaml = |command: &str| {
        pod(&format!(
            "  initContainers:
  - name: init-sysctl
    image: busybox
    command: {command}
    securityContext: {{privileged: true}}
  containers:
  - name: es
    image: my-search
"
        ))
    };
    assert!(codes(&yaml("[sysctl, -w, vm.max_map_count=262144]"), "Pod", KubeVersion::V1_35).is_empty());
    assert!(
        codes(
            &yaml("[sh, -c, 'sysctl -w kernel.core_pattern=/tmp/core && ulimit -c unlimited']"),
            "Pod",
            KubeVersion::V1_35
        )
        .is_empty()
    );
    // Anything else in the same privileged container is the author's to justify.
    assert_eq!(
        codes(&yaml("[sh, -c, 'sysctl -w vm.max_map_count=262144 && ./setup.sh']"), "Pod", KubeVersion::V1_35),
        [("PS008", "spec.initContainers[0].securityContext.privileged".to_owned())]
    );
    assert_eq!(
        codes(&yaml("[sysctl, -a]"), "Pod", KubeVersion::V1_35),
        [("PS008", "spec.initContainers[0].securityContext.privileged".to_owned())]
    );
}

#[test]
fn a_pause_sidecar_serves_nothing_so_nothing_depends_on_it() {
    let yaml = pod("  initContainers:
  - name: holder
    image: registry.k8s.io/pause:3.9
    restartPolicy: Always
    ports: [{containerPort: 8080}]
  containers:
  - name: app
    image: my-app
    env: [{name: BACKEND, value: 'http://localhost:8080'}]
");
    assert!(codes(&yaml, "Pod", KubeVersion::V1_35).is_empty());
    let server = yaml.replace("registry.k8s.io/pause:3.9", "nginx:1.27");
    assert_eq!(codes(&server, "Pod", KubeVersion::V1_35), [("PS003", "spec.initContainers[0]".to_owned())]);
}

#[test]
fn legacy_reports_the_dropped_sidecar_once_and_native_versions_not_at_all() {
    let yaml = pod("  initContainers:
  - name: agent
    image: envoyproxy/envoy:v1.32
    restartPolicy: Always
    startupProbe: {tcpSocket: {port: 1}}
  containers:
  - name: app
    image: my-app
");
    assert_eq!(
        codes(&yaml, "Pod", KubeVersion::Legacy),
        [("PS009", "spec.initContainers[0].restartPolicy".to_owned())]
    );
    for version in [KubeVersion::V1_33, KubeVersion::V1_34, KubeVersion::V1_35] {
        assert!(codes(&yaml, "Pod", version).is_empty(), "{version}");
    }
}

#[test]
fn every_code_has_a_title_and_an_explanation() {
    for code in LintCode::ALL {
        assert_eq!(LintCode::from_code(code.as_str()), Some(code));
        for lang in Lang::ALL {
            assert!(!code.title(lang).is_empty() && code.explanation(lang).len() > 80, "{}", code.as_str());
        }
        assert_ne!(code.title(Lang::En), code.title(Lang::Zh), "{}", code.as_str());
    }
}

/// Istio's injector output, as its own tests record it (`testdata/`, each file names its source).
const ISTIO_INJECTED: &[(&str, &str)] = &[
    ("classic Deployment", include_str!("testdata/istio-hello.yaml")),
    ("CNI, istio-validation", include_str!("testdata/istio-hello-cni.yaml")),
    ("classic Pod", include_str!("testdata/istio-pod-old-version.yaml")),
    ("native sidecar, Job", ISTIO_NATIVE_JOB),
];

/// The shape Istio's injector gives a Job with native sidecars: `istio-init`, then the proxy as
/// an init container with `restartPolicy: Always` and a startupProbe, then the work.
pub(crate) const ISTIO_NATIVE_JOB: &str = "apiVersion: batch/v1
kind: Job
metadata: {name: pi}
spec:
  template:
    metadata:
      annotations:
        sidecar.istio.io/status: '{\"initContainers\":[\"istio-init\",\"istio-proxy\"],\"containers\":null,\"volumes\":[\"istio-envoy\",\"istio-data\"],\"imagePullSecrets\":null}'
    spec:
      restartPolicy: Never
      initContainers:
      - name: istio-init
        image: docker.io/istio/proxyv2:1.26.0
        args: [istio-iptables, -p, '15001', -z, '15006', -u, '1337', -m, REDIRECT]
        securityContext: {capabilities: {add: [NET_ADMIN, NET_RAW], drop: [ALL]}, runAsUser: 0, runAsNonRoot: false}
      - name: istio-proxy
        image: docker.io/istio/proxyv2:1.26.0
        restartPolicy: Always
        args: [proxy, sidecar, --domain, $(POD_NAMESPACE).svc.cluster.local]
        ports: [{containerPort: 15090, name: http-envoy-prom, protocol: TCP}]
        startupProbe: {httpGet: {path: /healthz/ready, port: 15021}, periodSeconds: 1, failureThreshold: 600}
        readinessProbe: {httpGet: {path: /healthz/ready, port: 15021}, periodSeconds: 15, failureThreshold: 4}
        securityContext: {readOnlyRootFilesystem: true, runAsUser: 1337, runAsGroup: 1337}
        volumeMounts: [{name: istio-envoy, mountPath: /etc/istio/proxy}, {name: istio-data, mountPath: /var/lib/istio/data}]
      containers:
      - name: pi
        image: perl
        command: [perl, -Mbignum=bpi, -wle, print bpi(2000)]
      volumes:
      - {name: istio-envoy, emptyDir: {medium: Memory}}
      - {name: istio-data, emptyDir: {}}
";

#[test]
fn a_mesh_traffic_setup_container_needs_net_admin_even_without_the_injector_annotation() {
    let yaml = pod("  initContainers:
  - name: istio-init
    image: docker.io/istio/proxyv2:1.24.3
    args: [istio-iptables, -p, '15001']
    securityContext: {capabilities: {add: [NET_ADMIN, NET_RAW], drop: [ALL]}}
  - name: tuner
    image: busybox:1.36
    command: [sh, -c, 'ip link set eth0 mtu 1400']
    securityContext: {capabilities: {add: [NET_ADMIN]}}
  containers:
  - name: app
    image: my-app
");
    assert_eq!(
        codes(&yaml, "Pod", KubeVersion::V1_35),
        [("PS008", "spec.initContainers[1].securityContext.capabilities.add[0]".to_owned())]
    );
}

#[test]
fn an_istio_injected_pod_draws_no_warning() {
    for (what, yaml) in ISTIO_INJECTED {
        let source_kind = if what.contains("Job") { "Job" } else { "Deployment" };
        for version in [KubeVersion::V1_33, KubeVersion::V1_35] {
            assert_eq!(codes(yaml, source_kind, version), [], "{what} on {version}");
        }
    }
}

#[test]
fn a_classic_istio_proxy_in_a_job_keeps_it_from_completing() {
    // Before native sidecars the injected proxy sits in `containers`: the Job never finishes.
    let yaml = include_str!("testdata/istio-job.yaml");
    assert_eq!(codes(yaml, "Job", KubeVersion::V1_35), [("PS002", "spec.containers[1].args".to_owned())]);
}

#[test]
fn scratch_space_of_a_read_only_root_filesystem_is_not_sharing() {
    let yaml = pod("  containers:
  - name: app
    image: my-app
    command: [sh, -c, 'echo start > /tmp/log; exec ./server']
    securityContext: {readOnlyRootFilesystem: true}
    volumeMounts: [{name: tmp, mountPath: /tmp}, {name: cache, mountPath: /var/cache/app}]
  - name: metrics
    image: my-exporter
    args: [--scratch=/tmp/exporter]
    securityContext: {readOnlyRootFilesystem: true}
    volumeMounts: [{name: exporter-tmp, mountPath: /tmp}]
  volumes:
  - {name: tmp, emptyDir: {}}
  - {name: cache, emptyDir: {}}
  - {name: exporter-tmp, emptyDir: {medium: Memory}}
");
    assert!(codes(&yaml, "Pod", KubeVersion::V1_35).is_empty());
}

#[test]
fn an_emptydir_another_container_expects_to_see_is_reported() {
    let named = pod("  containers:
  - name: writer
    image: busybox:1.36
    command: [sh, -c, 'while true; do date >> /shared/out.txt; sleep 5; done']
    volumeMounts: [{name: shared, mountPath: /shared}]
  - name: reader
    image: busybox:1.36
    command: [sh, -c, 'tail -F /shared/out.txt']
  volumes:
  - {name: shared, emptyDir: {}}
");
    assert_eq!(codes(&named, "Pod", KubeVersion::V1_35), [("PS005", "spec.volumes[0]".to_owned())]);
    let same_path = named
        .replace(
            "    command: [sh, -c, 'tail -F /shared/out.txt']\n",
            "    command: [sh, -c, 'tail -F /data/out.txt']\n    volumeMounts: [{name: other, mountPath: /shared}]\n",
        )
        .replace(
            "  - {name: shared, emptyDir: {}}\n",
            "  - {name: shared, emptyDir: {}}\n  - {name: other, emptyDir: {}}\n",
        );
    let found = codes(&same_path, "Pod", KubeVersion::V1_35);
    assert!(found.contains(&("PS005", "spec.volumes[0]".to_owned())), "{found:?}");
    // A name that only starts the same (`/shared2`) is another path.
    let other = named.replace("tail -F /shared/out.txt", "tail -F /shared2/out.txt");
    assert!(codes(&other, "Pod", KubeVersion::V1_35).is_empty());
}

#[test]
fn a_one_shot_init_container_of_a_proxy_image_finishes() {
    let yaml = pod("  initContainers:
  - name: istio-init
    image: gcr.io/istio-release/proxyv2:1.20.0
    args: [istio-iptables, -p, '15001', --run-validation, --skip-rule-apply]
  - name: wait-forever
    image: gcr.io/istio-release/proxyv2:1.20.0
    args: [proxy, sidecar]
  containers:
  - name: app
    image: my-app
");
    assert_eq!(codes(&yaml, "Pod", KubeVersion::V1_35), [("PS001", "spec.initContainers[1].args".to_owned())]);
}

#[test]
fn a_sidecar_port_nobody_calls_needs_no_startup_probe() {
    let exporter = pod("  initContainers:
  - name: exporter
    image: my-exporter:1
    restartPolicy: Always
    ports: [{containerPort: 9100}]
  containers:
  - name: app
    image: my-app
");
    assert!(codes(&exporter, "Pod", KubeVersion::V1_35).is_empty());
    let called = exporter.replace("    image: my-app\n", "    image: my-app\n    args: [--stats=exporter:9100]\n");
    assert_eq!(codes(&called, "Pod", KubeVersion::V1_35), [("PS003", "spec.initContainers[0]".to_owned())]);
}
