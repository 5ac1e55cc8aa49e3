//! What well-known programs do, by name and arguments: serve until stopped (`envoy`, `nginx`,
//! `pilot-agent proxy`), do one job and exit (`pilot-agent istio-iptables`, `nginx -t`), poll the
//! network (`nslookup`, `nc -z`), or read their standard input (`sh`, `python3`).

/// Programs that serve or relay until stopped, unless their arguments ask for one job.
const SERVER_PROGRAMS: &[&str] = &[
    "envoy",
    "linkerd2-proxy",
    "linkerd2-proxy-run",
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
    "httpd-foreground",
    "apache2",
    "caddy",
    "redis-server",
    "mysqld",
    "mariadbd",
    "postgres",
    "mongod",
    "memcached",
    "rabbitmq-server",
    "sshd",
    "dockerd",
    "node_exporter",
    "prometheus",
    "gunicorn",
    "uvicorn",
    "pause",
];

/// Arguments that make a server, proxy or agent program do one job and exit: print its version
/// or help, check a config, reload a running one, render secrets once.
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
    "-exit-after-auth",
    "--exit-after-auth",
];

/// `pilot-agent` (Istio's `proxyv2` entrypoint) subcommands that do one job and exit: set up
/// or remove the Pod's traffic redirection (`istio-iptables`, also with `--run-validation`, as
/// the `istio-validation` init container runs it), ask the running agent something, wait for it.
const PILOT_AGENT_ONE_SHOT: &[&str] =
    &["istio-iptables", "istio-clean-iptables", "request", "wait", "version", "completion", "help"];

/// True when `program` with `arguments` sets up the Pod's traffic redirection for a service mesh
/// and exits (`pilot-agent istio-iptables`, linkerd's `proxy-init`): such a container needs
/// NET_ADMIN and NET_RAW by the mesh's design.
pub fn redirects_pod_traffic(program: &str, arguments: &[String]) -> bool {
    match program {
        "pilot-agent" => arguments.first().is_some_and(|sub| sub == "istio-iptables"),
        "istio-iptables" | "istio-iptables.sh" | "proxy-init" => true,
        _ => false,
    }
}

/// Tools a container uses to wait for a dependency over the network.
pub const NETWORK_TOOLS: &[&str] = &[
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

/// Programs that read commands from their standard input when given no arguments: shells and
/// interpreters (`sh`, `python3`, `node`, `irb`), and Windows' `cmd.exe`.
pub fn reads_standard_input(program: &str, arguments: &[String]) -> bool {
    let windows_shell = program.eq_ignore_ascii_case("cmd.exe") || program.eq_ignore_ascii_case("cmd");
    if windows_shell {
        // `cmd /c x` runs x and exits; `cmd /k x` runs x, then reads its input.
        return arguments.iter().all(|argument| !argument.eq_ignore_ascii_case("/c"));
    }
    let interpreter = matches!(program, "python" | "python3" | "node" | "irb" | "ruby" | "perl");
    let shell = super::shell::is_shell(program);
    (shell || interpreter) && arguments.iter().all(|argument| shell && argument.starts_with('-') && argument != "-c")
}

/// What a well-known program does with these arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Known {
    /// It serves, relays or ships until stopped.
    Serves,
    /// It does one job and exits 0.
    OneJob,
}

/// What `program` does with `arguments`, if podsim knows the program.
pub fn known_program(program: &str, arguments: &[String]) -> Option<Known> {
    let first = arguments.first().map(String::as_str);
    let one_shot = || arguments.iter().any(|argument| ONE_SHOT_ARGUMENTS.contains(&argument.as_str()));
    let serves_unless_one_shot = || Some(if one_shot() { Known::OneJob } else { Known::Serves });
    match program {
        "pilot-agent" => match first {
            Some("proxy") => Some(Known::Serves),
            Some(sub) if PILOT_AGENT_ONE_SHOT.contains(&sub) => Some(Known::OneJob),
            _ => None,
        },
        "istio-iptables" | "istio-iptables.sh" | "proxy-init" | "istio-clean-iptables" => Some(Known::OneJob),
        "nc" | "ncat" | "netcat" => arguments
            .iter()
            .any(|argument| argument.starts_with('-') && !argument.starts_with("--") && argument.contains('l'))
            .then_some(Known::Serves),
        "socat" => arguments.iter().any(|argument| argument.contains("LISTEN")).then_some(Known::Serves),
        "python" | "python3" => arguments
            .windows(2)
            .any(|pair| matches!(pair, [flag, module] if flag == "-m" && module == "http.server"))
            .then_some(Known::Serves),
        "kubectl" => matches!(first, Some("proxy" | "port-forward")).then_some(Known::Serves),
        "vault" | "consul" => match first {
            Some("agent" | "server") => serves_unless_one_shot(),
            Some(_) => Some(Known::OneJob),
            None => None,
        },
        _ if SERVER_PROGRAMS.contains(&program) => serves_unless_one_shot(),
        _ => None,
    }
}

/// `-f`, `-F`, `--follow`, or combined short flags that include them (`-fn0`).
pub fn is_follow_flag(argument: &str) -> bool {
    if let Some(long) = argument.strip_prefix("--") {
        return long == "follow" || long.starts_with("follow=");
    }
    argument.strip_prefix('-').is_some_and(|flags| flags.contains(['f', 'F']))
}

/// The network tool a command polls with (`nslookup`, `nc`, …), and the name it polls: the
/// first argument that is not a flag or a flag's value, up to its first dot or colon
/// (`mydb.ns.svc.cluster.local` → `mydb`, `http://api:8080/x` → `api`).
pub fn network_poll(program: &str, arguments: &[String]) -> Option<(&'static str, String)> {
    let tool = NETWORK_TOOLS.iter().find(|tool| **tool == program)?;
    // `getent hosts db`: the first argument is the database, not the name.
    let skip = usize::from(program == "getent");
    let target = arguments
        .iter()
        .skip(skip)
        .filter(|argument| !argument.starts_with('-'))
        .find(|argument| argument.chars().any(|c| c.is_ascii_alphabetic()))
        .map(|argument| dependency_name(argument))
        .unwrap_or_default();
    Some((tool, target))
}

/// `myservice.$(cat …).svc.cluster.local` → `myservice`; `http://api:8080/x` → `api`.
fn dependency_name(target: &str) -> String {
    let without_scheme = target.split_once("://").map_or(target, |(_, rest)| rest);
    let host = without_scheme.rsplit('@').next().unwrap_or(without_scheme);
    host.split(['.', ':', '/']).next().unwrap_or(host).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &[&str]) -> Vec<String> {
        text.iter().map(|word| (*word).to_owned()).collect()
    }

    #[test]
    fn a_proxy_image_subcommand_decides_whether_it_serves() {
        assert_eq!(known_program("pilot-agent", &words(&["proxy", "sidecar"])), Some(Known::Serves));
        assert_eq!(known_program("pilot-agent", &words(&["istio-iptables", "-p", "15001"])), Some(Known::OneJob));
        assert_eq!(
            known_program("pilot-agent", &words(&["istio-iptables", "--run-validation", "--skip-rule-apply"])),
            Some(Known::OneJob)
        );
        assert_eq!(known_program("nginx", &words(&["-t"])), Some(Known::OneJob));
        assert_eq!(known_program("nginx", &words(&["-g", "daemon off;"])), Some(Known::Serves));
        assert_eq!(known_program("vault", &words(&["agent", "-exit-after-auth"])), Some(Known::OneJob));
        assert_eq!(known_program("my-app", &[]), None);
    }

    #[test]
    fn names_the_polled_dependency() {
        let poll = |program: &str, arguments: &[&str]| network_poll(program, &words(arguments)).map(|(_, name)| name);
        assert_eq!(poll("nslookup", &["mydb.$(cat /ns).svc.cluster.local"]), Some("mydb".to_owned()));
        assert_eq!(poll("wget", &["-qO-", "http://api:8080/healthz"]), Some("api".to_owned()));
        assert_eq!(poll("nc", &["-z", "db", "5432"]), Some("db".to_owned()));
        assert_eq!(poll("echo", &["db"]), None);
    }

    #[test]
    fn shells_and_interpreters_without_a_script_read_standard_input() {
        assert!(reads_standard_input("sh", &[]));
        assert!(reads_standard_input("bash", &words(&["-l"])));
        assert!(reads_standard_input("python3", &[]));
        assert!(!reads_standard_input("sh", &words(&["/start.sh"])));
        assert!(!reads_standard_input("bash", &words(&["-e", "x.sh"])));
        assert!(!reads_standard_input("sh", &words(&["-c", "echo"])));
        assert!(!reads_standard_input("python3", &words(&["app.py"])));
        assert!(reads_standard_input("cmd.exe", &[]));
        assert!(reads_standard_input("CMD.EXE", &words(&["/k", "echo"])));
        assert!(!reads_standard_input("cmd.exe", &words(&["/c", "dir"])));
    }
}
