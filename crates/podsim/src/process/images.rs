//! The one table of well-known images: what each is for and what it runs when the Pod gives no
//! `command` (its Dockerfile's `ENTRYPOINT` and `CMD`), as data. Lint, simulation and the page
//! all read images through [`known_image`].

/// What an image is for, when podsim recognises it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageRole {
    /// Traffic goes through it (envoy, istio-proxy, cloud-sql-proxy, linkerd-proxy).
    Proxy,
    /// It fetches or renders credentials the app reads (vault agent).
    Credentials,
    /// It ships logs, metrics or traces (fluent-bit, fluentd, filebeat, vector, otel-collector).
    Telemetry,
    /// A server the app talks to (nginx, redis, postgres).
    Server,
    /// A base image whose default command is a shell or an interpreter reading its standard
    /// input (busybox, alpine, ubuntu, python): with no input attached it reads EOF and exits 0.
    Base,
    /// It sets something up and exits (the old `istio/proxy_init`, linkerd's `proxy-init`).
    Setup,
    /// It holds its process and serves nothing (`pause`): it runs until stopped, and no other
    /// container can depend on it.
    Idle,
}

impl ImageRole {
    /// True for images whose default command serves, relays or ships until stopped.
    pub fn long_running(self) -> bool {
        matches!(
            self,
            ImageRole::Proxy | ImageRole::Credentials | ImageRole::Telemetry | ImageRole::Server | ImageRole::Idle
        )
    }
}

/// One well-known image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KnownImage {
    /// The name as matched: a last path segment (`nginx`, which also matches `nginx-unprivileged`
    /// unless the role is [`ImageRole::Base`]), or a `vendor/name` suffix (`istio/proxyv2`).
    pub name: &'static str,
    /// What it is for.
    pub role: ImageRole,
    /// Its `ENTRYPOINT` (empty: none).
    pub entrypoint: &'static [&'static str],
    /// Its `CMD` (what runs after the entrypoint when the Pod gives neither command nor args).
    pub cmd: &'static [&'static str],
    /// True when its main process exits 0 on SIGTERM (a graceful shutdown).
    pub clean_exit_on_sigterm: bool,
}

const fn image(
    name: &'static str,
    role: ImageRole,
    entrypoint: &'static [&'static str],
    cmd: &'static [&'static str],
    clean_exit_on_sigterm: bool,
) -> KnownImage {
    KnownImage { name, role, entrypoint, cmd, clean_exit_on_sigterm }
}

use ImageRole::{Base, Credentials, Idle, Proxy, Server, Setup, Telemetry};

/// The images podsim knows, from their official Dockerfiles. More specific names come first.
const KNOWN_IMAGES: &[KnownImage] = &[
    // Istio: one image, `pilot-agent` as entrypoint; its subcommand decides (`proxy` serves,
    // `istio-iptables` sets up the Pod's network and exits).
    image("proxyv2", Proxy, &["/usr/local/bin/pilot-agent"], &[], true),
    image("proxy_init", Setup, &["istio-iptables.sh"], &[], false),
    image("istio-proxy", Proxy, &["/usr/local/bin/pilot-agent"], &[], true),
    image("linkerd/proxy-init", Setup, &["/usr/local/bin/proxy-init"], &[], false),
    image("linkerd/proxy", Proxy, &["/usr/bin/linkerd2-proxy-run"], &[], true),
    image("linkerd-proxy", Proxy, &["/usr/bin/linkerd2-proxy-run"], &[], true),
    image("envoy", Proxy, &["/docker-entrypoint.sh"], &["envoy", "-c", "/etc/envoy/envoy.yaml"], true),
    image("cloud-sql-proxy", Proxy, &["/cloud-sql-proxy"], &[], true),
    image("gce-proxy", Proxy, &["/cloud_sql_proxy"], &[], true),
    image("alloydb-auth-proxy", Proxy, &["/alloydb-auth-proxy"], &[], true),
    image("oauth2-proxy", Proxy, &["/bin/oauth2-proxy"], &[], true),
    image("haproxy", Proxy, &["docker-entrypoint.sh"], &["haproxy", "-f", "/usr/local/etc/haproxy/haproxy.cfg"], true),
    image("traefik", Proxy, &["/entrypoint.sh"], &["traefik"], true),
    image("pgbouncer", Proxy, &[], &["pgbouncer"], false),
    image("vault-agent", Credentials, &["vault"], &["agent"], false),
    image("hashicorp/vault", Credentials, &["docker-entrypoint.sh"], &["vault", "server", "-dev"], false),
    image("vault", Credentials, &["docker-entrypoint.sh"], &["vault", "server", "-dev"], false),
    image("consul", Credentials, &["docker-entrypoint.sh"], &["consul", "agent", "-dev", "-client", "0.0.0.0"], false),
    image("fluent-bit", Telemetry, &["/fluent-bit/bin/fluent-bit"], &["-c", "/fluent-bit/etc/fluent-bit.conf"], true),
    image("fluentd", Telemetry, &["tini", "--", "/bin/entrypoint.sh"], &["fluentd"], true),
    image(
        "filebeat",
        Telemetry,
        &["/usr/bin/tini", "-s", "--", "/usr/local/bin/docker-entrypoint"],
        &["-environment", "container"],
        false,
    ),
    image("vector", Telemetry, &["/usr/bin/vector"], &[], false),
    image("otel-collector", Telemetry, &["/otelcol"], &[], false),
    image("opentelemetry-collector", Telemetry, &["/otelcol"], &[], false),
    image("otelcol", Telemetry, &["/otelcol"], &[], false),
    image("promtail", Telemetry, &["/usr/bin/promtail"], &["-config.file=/etc/promtail/config.yml"], false),
    image("jaeger-agent", Telemetry, &["/go/bin/agent-linux"], &[], false),
    image("datadog/agent", Telemetry, &["/bin/entrypoint.sh"], &[], false),
    image("configmap-reload", Telemetry, &["/configmap-reload"], &[], false),
    image("nginx", Server, &["/docker-entrypoint.sh"], &["nginx", "-g", "daemon off;"], true),
    image("httpd", Server, &[], &["httpd-foreground"], false),
    image("caddy", Server, &[], &["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"], false),
    image("redis", Server, &["docker-entrypoint.sh"], &["redis-server"], false),
    image("postgres", Server, &["docker-entrypoint.sh"], &["postgres"], false),
    image("mysql", Server, &["docker-entrypoint.sh"], &["mysqld"], false),
    image("mariadb", Server, &["docker-entrypoint.sh"], &["mariadbd"], false),
    image("mongo", Server, &["docker-entrypoint.sh"], &["mongod"], false),
    image("memcached", Server, &["docker-entrypoint.sh"], &["memcached"], false),
    image("rabbitmq", Server, &["docker-entrypoint.sh"], &["rabbitmq-server"], false),
    image("prometheus", Server, &["/bin/prometheus"], &["--config.file=/etc/prometheus/prometheus.yml"], false),
    image("grafana", Server, &["/run.sh"], &[], false),
    image("pause", Idle, &["/pause"], &[], true),
    image("busybox", Base, &[], &["sh"], false),
    image("alpine", Base, &[], &["/bin/sh"], false),
    image("ubuntu", Base, &[], &["/bin/bash"], false),
    image("debian", Base, &[], &["bash"], false),
    image("fedora", Base, &[], &["/bin/bash"], false),
    image("centos", Base, &[], &["/bin/bash"], false),
    image("rockylinux", Base, &[], &["/bin/bash"], false),
    image("almalinux", Base, &[], &["/bin/bash"], false),
    image("amazonlinux", Base, &[], &["/bin/bash"], false),
    image("netshoot", Base, &[], &["zsh"], false),
    // Windows base images: the default `cmd.exe` reads its standard input too.
    image("windowsservercore", Base, &[], &["c:\\windows\\system32\\cmd.exe"], false),
    image("windows/servercore", Base, &[], &["c:\\windows\\system32\\cmd.exe"], false),
    image("nanoserver", Base, &[], &["c:\\windows\\system32\\cmd.exe"], false),
    image("python", Base, &[], &["python3"], false),
    image("node", Base, &["docker-entrypoint.sh"], &["node"], false),
    image("ruby", Base, &[], &["irb"], false),
];

/// The well-known image `image` is, by its name (registry, tag and digest ignored).
pub fn known_image(image: &str) -> Option<&'static KnownImage> {
    let name = image_name(image);
    let last = name.rsplit('/').next().unwrap_or(&name);
    KNOWN_IMAGES.iter().find(|known| {
        if known.name.contains('/') {
            name == known.name || name.ends_with(&format!("/{}", known.name))
        } else if known.role == ImageRole::Base {
            last == known.name
        } else {
            last == known.name || last.strip_prefix(known.name).is_some_and(|rest| rest.starts_with('-'))
        }
    })
}

/// What podsim recognises an image as.
pub fn image_role(image: &str) -> Option<ImageRole> {
    known_image(image).map(|known| known.role)
}

/// `gcr.io/x/envoy:v1.32@sha256:…` → `gcr.io/x/envoy`, lower-cased.
fn image_name(image: &str) -> String {
    let without_digest = image.split('@').next().unwrap_or(image);
    let tag_at = without_digest.rfind(':').filter(|&at| !without_digest.get(at..).unwrap_or("").contains('/'));
    let name = match tag_at {
        Some(at) => without_digest.get(..at).unwrap_or(without_digest),
        None => without_digest,
    };
    name.trim().to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_images_by_role_whatever_the_registry() {
        assert_eq!(image_role("fluent/fluent-bit:3.2"), Some(ImageRole::Telemetry));
        assert_eq!(image_role("hashicorp/vault:1.18"), Some(ImageRole::Credentials));
        assert_eq!(image_role("cr.l5d.io/linkerd/proxy:edge-24.1.1"), Some(ImageRole::Proxy));
        assert_eq!(image_role("cr.l5d.io/linkerd/proxy-init:v2.4.1"), Some(ImageRole::Setup));
        assert_eq!(image_role("localhost:5000/envoy-distroless@sha256:abc"), Some(ImageRole::Proxy));
        for istio in [
            "docker.io/istio/proxyv2:1.24.3",
            "gcr.io/istio-release/proxyv2:1.20.0",
            "registry.istio.io/release/proxyv2:1.27.0",
            "proxyv2:1.24.3",
        ] {
            assert_eq!(image_role(istio), Some(ImageRole::Proxy), "{istio}");
        }
        assert_eq!(image_role("busybox:1.36"), Some(ImageRole::Base));
        assert_eq!(image_role("registry.k8s.io/pause:3.10"), Some(ImageRole::Idle));
        assert_eq!(image_role("python:3.12-slim"), Some(ImageRole::Base));
        // A base image's name with a suffix is somebody's own image, not the base.
        assert_eq!(image_role("python-worker:1"), None);
        assert_eq!(image_role("my-app:1.0"), None);
    }

    #[test]
    fn keeps_each_image_default_command() {
        let busybox = known_image("busybox:1.36").map(|known| (known.entrypoint, known.cmd));
        assert_eq!(busybox, Some((&[][..], &["sh"][..])));
        let istio = known_image("registry.istio.io/release/proxyv2:1.27.0").map(|known| known.entrypoint);
        assert_eq!(istio, Some(&["/usr/local/bin/pilot-agent"][..]));
    }
}
