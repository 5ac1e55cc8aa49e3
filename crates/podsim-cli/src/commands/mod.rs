//! The subcommands, one file each.

mod check;
mod compare;
mod open;
mod resources;
mod share;
mod simulate;
mod status;

/// What `podsim` with no arguments prints (`{default}` is the default version).
const USAGE: &str = "usage: podsim <command> [options] FILE

commands:
  check FILE       validate a Pod (or workload) like the API server, plus lint warnings
  compare FILE     what differs for this Pod between two versions: --k8s A --against B [--json]
  share FILE       print a share link [--scenario S --timing ideal|realistic --seed N --title T --at 45s --view V --base URL]
  open LINK        print the YAML a share link carries, byte for byte [--scenario-out F] [--json]
  resources FILE   effective requests/limits, the term that wins per resource, and the QoS class
  simulate FILE    the lifecycle on a virtual node [--scenario S --timing ideal|realistic --seed N --until 10m --at T --watch --describe --explain]
  status FILE      phase, conditions, `kubectl get` row and `describe` of a pasted `kubectl get pod -o yaml` [--now T]
  
options:
  --k8s 1.33…1.37|legacy        Kubernetes version (default {default})
  --feature-gates A=true,B=false  gate overrides on that version (check, simulate, share)
  --json                        machine-readable output (see docs/cli.md)";

/// What `podsim` with no arguments prints.
pub fn usage() -> String {
    USAGE.replace("{default}", podsim::KubeVersion::DEFAULT.as_str())
}

/// Runs one subcommand and returns its exit code.
pub fn run(command: &str, rest: &[String]) -> Result<u8, String> {
    match command {
        "check" => check::run(rest),
        "compare" => compare::run(rest),
        "share" => share::run(rest),
        "open" => open::run(rest),
        "resources" => resources::run(rest),
        "status" => status::run(rest),
        "simulate" => simulate::run(rest),
        "version" | "--version" | "-V" => {
            println!("podsim {} (Kubernetes {})", env!("CARGO_PKG_VERSION"), podsim::KubeVersion::CHOICES);
            Ok(0)
        }
        "help" | "--help" | "-h" => {
            println!("{}", usage());
            Ok(0)
        }
        other => Err(format!("unknown command {other:?}\n{}", usage())),
    }
}
