//! The subcommands, one file each.

mod check;

/// What `podsim` with no arguments prints.
pub const USAGE: &str = "usage: podsim <command> [options] FILE

commands:
  check FILE       validate a Pod (or workload) like the API server, plus lint warnings
  
options:
  --k8s 1.33|1.34|1.35|legacy   Kubernetes version (default 1.35)
  --json                        machine-readable output (see docs/cli.md)";

/// Runs one subcommand and returns its exit code.
pub fn run(command: &str, rest: &[String]) -> Result<u8, String> {
    match command {
        "check" => check::run(rest),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(0)
        }
        other => Err(format!("unknown command {other:?}\n{USAGE}")),
    }
}
