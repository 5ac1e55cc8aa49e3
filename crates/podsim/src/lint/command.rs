//! What a container's command (or, without one, its image) says about how long it runs:
//! forever (`sleep infinity`, `tail -F`, `while true`, a server or agent), or until a network
//! dependency answers (`until nslookup db; do sleep 2; done`).
//!
//! The lifecycle engine may reuse [`looks_long_running`] to pick a default behaviour.

use super::shell::{SimpleCommand, basename, commands_of, sleep_seconds};
use crate::lang::Text;
use crate::model::Container;

/// A sleep at least this long counts as "keeps running" (`sleep 3600` is the usual keep-alive).
const LONG_SLEEP_SECONDS: u64 = 3600;

/// Why a container looks like it never exits on its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// `sleep infinity`, or a sleep of an hour or more.
    Sleeps(String),
    /// `tail -f` / `tail -F`: follows a file forever.
    FollowsFile(String),
    /// `while true` (or `while :`, `while sleep 1`, `until false`) with no `break` or `exit`.
    EndlessLoop(String),
    /// A server, proxy or agent program in the command (`envoy`, `nginx`, `fluent-bit`, `nc -l`).
    Server(String),
    /// No command: the image's own entrypoint is a server, proxy or agent (`envoyproxy/envoy`).
    Image(String),
}

impl Reason {
    /// What was seen, as a clause for messages: ``runs `tail -F /var/log/app.log` `` or
    /// ``runs the image `envoy`, a long-lived server, proxy or agent``.
    pub fn evidence(&self) -> Text {
        match self {
            Reason::Sleeps(words) | Reason::FollowsFile(words) | Reason::EndlessLoop(words) | Reason::Server(words) => {
                crate::text!("runs `{words}`", "运行 `{words}`")
            }
            Reason::Image(image) => crate::text!(
                "runs the image `{image}`, a long-lived server, proxy or agent",
                "运行镜像 `{image}`，这是一个长期运行的服务器、代理或 agent"
            ),
        }
    }
}

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
}

/// Image names (last path segment, or a `vendor/name` suffix) and what they are.
const KNOWN_IMAGES: &[(&str, ImageRole)] = &[
    ("envoy", ImageRole::Proxy),
    ("istio-proxy", ImageRole::Proxy),
    ("istio/proxyv2", ImageRole::Proxy),
    ("cloud-sql-proxy", ImageRole::Proxy),
    ("gce-proxy", ImageRole::Proxy),
    ("alloydb-auth-proxy", ImageRole::Proxy),
    ("linkerd-proxy", ImageRole::Proxy),
    ("linkerd/proxy", ImageRole::Proxy),
    ("oauth2-proxy", ImageRole::Proxy),
    ("haproxy", ImageRole::Proxy),
    ("traefik", ImageRole::Proxy),
    ("pgbouncer", ImageRole::Proxy),
    ("vault-agent", ImageRole::Credentials),
    ("hashicorp/vault", ImageRole::Credentials),
    ("vault", ImageRole::Credentials),
    ("consul", ImageRole::Credentials),
    ("fluent-bit", ImageRole::Telemetry),
    ("fluentd", ImageRole::Telemetry),
    ("filebeat", ImageRole::Telemetry),
    ("vector", ImageRole::Telemetry),
    ("otel-collector", ImageRole::Telemetry),
    ("opentelemetry-collector", ImageRole::Telemetry),
    ("otelcol", ImageRole::Telemetry),
    ("promtail", ImageRole::Telemetry),
    ("jaeger-agent", ImageRole::Telemetry),
    ("datadog/agent", ImageRole::Telemetry),
    ("configmap-reload", ImageRole::Telemetry),
    ("nginx", ImageRole::Server),
    ("httpd", ImageRole::Server),
    ("caddy", ImageRole::Server),
    ("redis", ImageRole::Server),
    ("postgres", ImageRole::Server),
    ("mysql", ImageRole::Server),
    ("mariadb", ImageRole::Server),
    ("mongo", ImageRole::Server),
    ("memcached", ImageRole::Server),
    ("rabbitmq", ImageRole::Server),
];

/// Programs that serve or relay until stopped.
const SERVER_PROGRAMS: &[&str] = &[
    "envoy",
    "pilot-agent",
    "linkerd2-proxy",
    "cloud-sql-proxy",
    "cloud_sql_proxy",
    "alloydb-auth-proxy",
    "oauth2-proxy",
    "haproxy",
    "traefik",
    "pgbouncer",
    "fluent-bit",
    "fluentd",
    "filebeat",
    "vector",
    "otelcol",
    "otelcol-contrib",
    "promtail",
    "nginx",
    "httpd",
    "apache2",
    "caddy",
    "redis-server",
    "mysqld",
    "postgres",
    "mongod",
    "memcached",
    "sshd",
    "dockerd",
    "node_exporter",
    "prometheus",
    "gunicorn",
    "uvicorn",
];

/// Arguments that make a server, proxy or agent program do one job and exit: print its version
/// or help, check a config, set up iptables (istio-proxy's `istio-iptables`), render secrets once
/// (`vault agent -exit-after-auth`).
const ONE_SHOT_ARGUMENTS: &[&str] = &[
    "--version",
    "-version",
    "version",
    "--help",
    "-h",
    "help",
    "-t",
    "-T",
    "validate",
    "--mode=validate",
    "-s",
    "istio-iptables",
    "istio-clean-iptables",
    "-exit-after-auth",
    "--exit-after-auth",
];

/// Tools an init container uses to wait for a dependency over the network.
const NETWORK_TOOLS: &[&str] = &[
    "nslookup",
    "host",
    "dig",
    "getent",
    "wget",
    "curl",
    "nc",
    "ncat",
    "netcat",
    "telnet",
    "pg_isready",
    "mysqladmin",
    "redis-cli",
    "grpc_health_probe",
];

/// What podsim recognises an image as, by its name (registry, tag and digest ignored).
pub fn image_role(image: &str) -> Option<ImageRole> {
    let name = image_name(image);
    let last = basename(&name);
    KNOWN_IMAGES
        .iter()
        .find(|(known, _)| {
            if known.contains('/') {
                name.ends_with(known)
            } else {
                last == *known || last.strip_prefix(known).is_some_and(|rest| rest.starts_with('-'))
            }
        })
        .map(|(_, role)| *role)
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

/// The words the container runs: `command` + `args`, or `args` alone when there is no command.
fn command_words(container: &Container) -> Vec<String> {
    container.command.iter().chain(container.args.iter()).cloned().collect()
}

/// Why `container` looks like it runs until it is stopped, if it does.
pub fn looks_long_running(container: &Container) -> Option<Reason> {
    if container.command.is_empty()
        && let Some(image) = container.image.as_deref()
    {
        let one_shot = container.args.iter().any(|arg| ONE_SHOT_ARGUMENTS.contains(&arg.as_str()));
        if image_role(image).is_some() && !one_shot {
            return Some(Reason::Image(image.trim().to_owned()));
        }
    }
    let words = command_words(container);
    if words.first().is_some_and(|first| basename(first) == "timeout") {
        return None;
    }
    let commands = commands_of(&words);
    commands.iter().enumerate().find_map(|(at, command)| long_running_command(command, commands.get(at + 1..)))
}

fn long_running_command(command: &SimpleCommand, rest: Option<&[SimpleCommand]>) -> Option<Reason> {
    if command.background {
        return None;
    }
    let shown = command.words.join(" ");
    let program = command.program()?;
    let arguments = command.arguments();
    match program {
        "sleep" => {
            let forever = arguments
                .iter()
                .filter_map(|arg| sleep_seconds(arg))
                .any(|seconds| seconds.map_or(true, |s| s >= LONG_SLEEP_SECONDS));
            forever.then_some(Reason::Sleeps(shown))
        }
        "tail" => arguments.iter().any(|arg| is_follow_flag(arg)).then_some(Reason::FollowsFile(shown)),
        "while" | "until" => {
            let endless = endless_condition(program, arguments);
            let escapes = rest
                .unwrap_or(&[])
                .iter()
                .take_while(|c| c.program() != Some("done"))
                .any(|c| matches!(c.program(), Some("break" | "exit" | "return")));
            (endless && !escapes).then_some(Reason::EndlessLoop(shown))
        }
        "nc" | "ncat" | "netcat" => arguments
            .iter()
            .any(|arg| arg.starts_with('-') && !arg.starts_with("--") && arg.contains('l'))
            .then_some(Reason::Server(shown)),
        "socat" => arguments.iter().any(|arg| arg.contains("LISTEN")).then_some(Reason::Server(shown)),
        "python" | "python3" => arguments
            .windows(2)
            .any(|pair| matches!(pair, [flag, module] if flag == "-m" && module == "http.server"))
            .then_some(Reason::Server(shown)),
        "kubectl" => matches!(arguments.first().map(String::as_str), Some("proxy" | "port-forward"))
            .then_some(Reason::Server(shown)),
        "vault" | "consul" => {
            let serves = matches!(arguments.first().map(String::as_str), Some("agent" | "server"));
            let one_shot = arguments.iter().any(|arg| ONE_SHOT_ARGUMENTS.contains(&arg.as_str()));
            (serves && !one_shot).then_some(Reason::Server(shown))
        }
        _ if SERVER_PROGRAMS.contains(&program) => {
            let one_shot = arguments.iter().any(|arg| ONE_SHOT_ARGUMENTS.contains(&arg.as_str()));
            (!one_shot).then_some(Reason::Server(shown))
        }
        _ => None,
    }
}

/// `-f`, `-F`, `--follow`, or combined short flags that include them (`-fn0`).
fn is_follow_flag(argument: &str) -> bool {
    if let Some(long) = argument.strip_prefix("--") {
        return long == "follow" || long.starts_with("follow=");
    }
    argument.strip_prefix('-').is_some_and(|flags| flags.contains(['f', 'F']))
}

/// `while true`, `while :`, `while sleep N`, `while [ 1 ]`, `until false`.
fn endless_condition(keyword: &str, condition: &[String]) -> bool {
    let words: Vec<&str> = condition.iter().map(String::as_str).collect();
    matches!(
        (keyword, words.as_slice()),
        ("while", ["true" | ":" | "sleep", ..])
            | ("while", ["[" | "[[" | "test", "1" | "true", ..])
            | ("until", ["false", ..])
    )
}

/// An init container loop that waits for something on the network.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NetworkWait {
    /// The loop as written (`until nslookup mydb.ns.svc.cluster.local`).
    pub loop_words: String,
    /// The tool it polls with (`nslookup`).
    pub tool: String,
    /// True when something bounds the wait: `timeout`, a retry counter, or `exit`/`break` in the loop.
    pub bounded: bool,
}

/// The first `until …`/`while …` loop of `container` that polls a network tool, if any.
pub fn waits_for_network(container: &Container) -> Option<NetworkWait> {
    let words = command_words(container);
    let wrapped_in_timeout = words.first().is_some_and(|first| basename(first) == "timeout");
    let commands = commands_of(&words);
    let script_has_timeout = commands.iter().any(|command| command.program() == Some("timeout"));
    let has_counter = commands
        .iter()
        .flat_map(|command| command.words.iter())
        .any(|word| matches!(word.as_str(), "-ge" | "-gt" | "-le" | "-lt" | "-eq") || word.contains("$(("));
    commands.iter().enumerate().find_map(|(at, command)| {
        let keyword = command.words.first().map(String::as_str)?;
        if !matches!(keyword, "until" | "while") {
            return None;
        }
        let tool = command.words.iter().skip(1).find_map(|word| {
            let program = basename(word.trim_start_matches("$("));
            NETWORK_TOOLS.iter().find(|tool| **tool == program).map(|tool| (*tool).to_owned())
        })?;
        let escapes = commands
            .get(at + 1..)
            .unwrap_or(&[])
            .iter()
            .take_while(|c| c.program() != Some("done"))
            .any(|c| matches!(c.program(), Some("break" | "exit" | "return")));
        Some(NetworkWait {
            loop_words: command.words.join(" "),
            tool,
            bounded: wrapped_in_timeout || script_has_timeout || has_counter || escapes,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn container(image: &str, command: &[&str], args: &[&str]) -> Container {
        Container {
            image: Some(image.to_owned()),
            command: command.iter().map(|word| (*word).to_owned()).collect(),
            args: args.iter().map(|word| (*word).to_owned()).collect(),
            ..Container::default()
        }
    }

    fn long_running(image: &str, command: &[&str], args: &[&str]) -> bool {
        looks_long_running(&container(image, command, args)).is_some()
    }

    #[test]
    fn recognises_commands_that_never_end() {
        assert!(long_running("busybox", &["sleep", "infinity"], &[]));
        assert!(long_running("busybox", &["sh", "-c", "echo start; exec sleep 86400"], &[]));
        assert!(long_running("alpine", &["sh", "-c"], &["tail -F /var/log/app.log"]));
        assert!(long_running("busybox", &[], &["/bin/sh", "-c", "while true; do date; sleep 5; done"]));
        assert!(long_running("busybox", &["sh", "-c", "while :; do echo; done"], &[]));
        assert!(long_running("busybox", &["sh", "-c", "nc -lk -p 8080 -e echo hi"], &[]));
        assert!(long_running("python:3", &["python3", "-m", "http.server", "8000"], &[]));
        assert!(long_running("my/fluent", &["/fluent-bit/bin/fluent-bit"], &["-c", "/etc/fb.conf"]));
        assert!(long_running("gcr.io/cloud-sql-connectors/cloud-sql-proxy:2.14.0", &[], &["--port=5432", "p:r:i"]));
        assert!(long_running("envoyproxy/envoy:v1.32-latest", &[], &[]));
        assert!(long_running("docker.io/istio/proxyv2:1.24.3", &[], &["proxy", "sidecar"]));
    }

    #[test]
    fn does_not_flag_commands_that_finish() {
        assert!(!long_running("busybox", &["sh", "-c", "echo The app is running! && sleep 30"], &[]));
        assert!(!long_running("busybox", &["sh", "-c", "cp /a/* /b/ && echo done"], &[]));
        assert!(!long_running("busybox", &["sh", "-c", "tail -n 20 /var/log/app.log"], &[]));
        assert!(!long_running("busybox", &["sh", "-c", "while true; do [ -f /done ] && break; sleep 1; done"], &[]));
        assert!(!long_running("busybox", &["timeout", "60", "tail", "-f", "/x"], &[]));
        assert!(!long_running("busybox", &["sh", "-c", "tail -f /x & echo bye"], &[]));
        assert!(!long_running("envoyproxy/envoy:v1.32", &["cp", "/usr/local/bin/envoy", "/shared/"], &[]));
        assert!(!long_running("nginx:1.27", &[], &["nginx", "-t"]));
        assert!(!long_running("docker.io/istio/proxyv2:1.24.3", &[], &["istio-iptables", "-p", "15001"]));
        assert!(!long_running(
            "hashicorp/vault:1.18",
            &["sh", "-ec"],
            &["vault agent -config=/c.hcl -exit-after-auth"]
        ));
        assert!(!long_running("busybox", &["sh", "-c", "until nslookup db; do sleep 2; done"], &[]));
    }

    #[test]
    fn finds_unbounded_network_waits() {
        let wait = |script: &str| waits_for_network(&container("busybox", &["sh", "-c", script], &[]));
        let found = wait("until nslookup mydb.$(cat /ns).svc.cluster.local; do echo waiting; sleep 2; done");
        assert_eq!(found.as_ref().map(|w| (w.tool.as_str(), w.bounded)), Some(("nslookup", false)));
        assert_eq!(wait("while ! nc -z db 5432; do sleep 1; done").map(|w| w.bounded), Some(false));
        assert_eq!(wait("until wget -qO- http://svc:9500/v1; do sleep 2; done").map(|w| w.tool), Some("wget".into()));
        assert_eq!(wait("timeout 120 sh -c 'until nc -z db 5432; do sleep 1; done'").map(|w| w.bounded), Some(true));
        assert_eq!(
            wait("i=0; until curl -sf http://a; do i=$((i+1)); [ $i -ge 30 ] && exit 1; sleep 1; done")
                .map(|w| w.bounded),
            Some(true)
        );
        assert_eq!(wait("for i in 1 2 3; do nc -z db 5432 && exit 0; sleep 1; done"), None);
        assert_eq!(wait("echo hello"), None);
    }

    #[test]
    fn names_images_by_role() {
        assert_eq!(image_role("fluent/fluent-bit:3.2"), Some(ImageRole::Telemetry));
        assert_eq!(image_role("hashicorp/vault:1.18"), Some(ImageRole::Credentials));
        assert_eq!(image_role("cr.l5d.io/linkerd/proxy:edge-24.1.1"), Some(ImageRole::Proxy));
        assert_eq!(image_role("localhost:5000/envoy-distroless@sha256:abc"), Some(ImageRole::Proxy));
        assert_eq!(image_role("busybox:1.36"), None);
        assert_eq!(image_role("my-app:1.0"), None);
    }
}
