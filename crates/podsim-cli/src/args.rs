//! The command line's grammar, declared with clap: the subcommands, their options and `--help`.
//! An unknown option, a missing value or a missing FILE is clap's error, exit 2.

use clap::{Args, Parser, Subcommand};
use podsim::{FeatureGates, GateSettings, KubeVersion, Lang, RenderTheme, Timing};

/// What the cluster and the kubelet would do with a Pod manifest, without a cluster.
#[derive(Debug, Parser)]
#[command(name = "podsim", arg_required_else_help = true, args_override_self = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands, one file each in `commands/`.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Validate a Pod (or workload) like the API server, plus lint warnings
    Check(CheckArgs),
    /// What differs for this Pod between two versions
    Compare(CompareArgs),
    /// Print a share link that carries FILE (and a scenario) byte for byte
    Share(ShareArgs),
    /// Print the YAML a share link carries, byte for byte
    Open(OpenArgs),
    /// Effective requests/limits, the term that wins per resource, and the QoS class
    Resources(ResourcesArgs),
    /// Phase, conditions, `kubectl get` row and `describe` of a pasted `kubectl get pod -o yaml`
    Status(StatusArgs),
    /// The lifecycle on a virtual node, as a timeline, or the state at one instant
    Simulate(SimulateArgs),
    /// Check the `# expect:` lines of the podsim blocks in Markdown and YAML files
    Test(TestArgs),
    /// The timeline as a self-contained SVG image, as the playground draws it
    Render(RenderArgs),
    /// Print podsim's version and the Kubernetes versions it models
    Version,
}

/// `podsim 0.1.0 (Kubernetes 1.37, …)`: what `podsim version` and `podsim --version` print.
pub fn version_line() -> String {
    format!("{} (Kubernetes {})", env!("CARGO_PKG_VERSION"), KubeVersion::CHOICES)
}

/// `--k8s` and `--against`: a version podsim models.
fn kube_version(text: &str) -> Result<KubeVersion, String> {
    KubeVersion::parse(text).ok_or_else(|| format!("expected {}", KubeVersion::CHOICES))
}

/// `--k8s`, shared by the subcommands that run against one version.
#[derive(Debug, Args)]
pub struct VersionArg {
    /// Kubernetes version: 1.33…1.37 or legacy (a 1.28 cluster)
    #[arg(long = "k8s", value_name = "VERSION", value_parser = kube_version, default_value_t = KubeVersion::DEFAULT)]
    pub k8s: KubeVersion,
}

fn timing(text: &str) -> Result<Timing, String> {
    Timing::parse(text).ok_or_else(|| "expected ideal or realistic".to_owned())
}

/// `--timing` and `--seed`, shared by the subcommands that run the Pod (or carry a run in a link).
#[derive(Debug, Args)]
pub struct RunArgs {
    /// Timing model: ideal or realistic [default: the scenario's `timing:`, else realistic]
    #[arg(long, value_name = "MODEL", value_parser = timing)]
    pub timing: Option<Timing>,
    /// Seed of the realistic timing model [default: the scenario's `seed:`, else 1]
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
}

/// `--feature-gates`, read as the version's components read it.
#[derive(Debug, Args)]
pub struct GatesArg {
    /// Feature-gate overrides on top of the version's defaults
    #[arg(long = "feature-gates", value_name = "A=true,B=false", default_value = "", hide_default_value = true)]
    pub feature_gates: String,
}

impl GatesArg {
    /// `--feature-gates Name=true,Other=false`, as given (not yet checked against a version).
    pub fn settings(&self) -> Result<GateSettings, String> {
        GateSettings::parse(&self.feature_gates).map_err(|error| error.as_flag_error(&self.feature_gates))
    }

    /// `version`'s gates with `--feature-gates` applied; what podsim does not model is said on
    /// standard error. A gate the version does not know, or a locked gate set to the other value,
    /// is refused as kube-apiserver and the kubelet refuse it.
    pub fn gates(&self, version: KubeVersion) -> Result<FeatureGates, String> {
        let settings = self.settings()?;
        let overrides = settings.resolve(version).map_err(|error| error.as_flag_error(&settings.to_string()))?;
        for note in &overrides.notes {
            eprintln!("podsim: note: {note}");
        }
        Ok(overrides.gates)
    }
}

/// `podsim check FILE [--k8s V] [--feature-gates G] [--json]`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The manifest (- reads standard input)
    #[arg(value_name = "FILE")]
    pub file: String,
    #[command(flatten)]
    pub version: VersionArg,
    #[command(flatten)]
    pub gates: GatesArg,
    /// Machine-readable output (docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `podsim compare FILE --k8s A --against B [--json]`.
#[derive(Debug, Args)]
pub struct CompareArgs {
    /// The manifest (- reads standard input)
    #[arg(value_name = "FILE")]
    pub file: String,
    #[command(flatten)]
    pub version: VersionArg,
    /// The version to compare with
    #[arg(long, value_name = "VERSION", value_parser = kube_version)]
    pub against: KubeVersion,
    /// Machine-readable output (docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `podsim share FILE [options]`.
#[derive(Debug, Args)]
pub struct ShareArgs {
    /// The manifest (- reads standard input)
    #[arg(value_name = "FILE")]
    pub file: String,
    /// A scenario file the link carries too
    #[arg(long, value_name = "FILE")]
    pub scenario: Option<String>,
    #[command(flatten)]
    pub version: VersionArg,
    #[command(flatten)]
    pub gates: GatesArg,
    #[command(flatten)]
    pub run: RunArgs,
    /// The link's title
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,
    /// Where the playhead starts (45s, 2m30s, 1500ms)
    #[arg(long, value_name = "T")]
    pub at: Option<String>,
    /// The view the page opens on: timeline, table, analysis or compare
    #[arg(long, value_name = "VIEW")]
    pub view: Option<String>,
    /// The playground's address [default: http://127.0.0.1:8080/]
    #[arg(long, value_name = "URL")]
    pub base: Option<String>,
}

/// `podsim open LINK [--scenario-out F] [--json]`.
#[derive(Debug, Args)]
pub struct OpenArgs {
    /// A share link, its fragment (1.… or y.…), or - for standard input
    #[arg(value_name = "LINK")]
    pub link: String,
    /// Write the link's scenario to this file
    #[arg(long = "scenario-out", value_name = "FILE")]
    pub scenario_out: Option<String>,
    /// Everything the link holds, as JSON
    #[arg(long)]
    pub json: bool,
}

/// `podsim resources FILE [--k8s V] [--json]`.
#[derive(Debug, Args)]
pub struct ResourcesArgs {
    /// The manifest (- reads standard input)
    #[arg(value_name = "FILE")]
    pub file: String,
    #[command(flatten)]
    pub version: VersionArg,
    /// Machine-readable output (docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `podsim status FILE [--now T] [--k8s V] [--json]`.
#[derive(Debug, Args)]
pub struct StatusArgs {
    /// The output of `kubectl get pod NAME -o yaml` (- reads standard input)
    #[arg(value_name = "FILE")]
    pub file: String,
    #[command(flatten)]
    pub version: VersionArg,
    /// The time to answer for: RFC 3339 or unix seconds [default: the machine's clock]
    #[arg(long, value_name = "T")]
    pub now: Option<String>,
    /// Machine-readable output (docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// What runs: FILE, its scenario, the version, gates and timing, and the horizon (`simulate`,
/// `render`).
#[derive(Debug, Args)]
pub struct RunInputArgs {
    /// The manifest, or a lifecycle vector (- reads standard input)
    #[arg(value_name = "FILE")]
    pub file: String,
    /// A scenario file (instead of the `kind: Scenario` document in FILE)
    #[arg(long, value_name = "FILE")]
    pub scenario: Option<String>,
    #[command(flatten)]
    pub version: VersionArg,
    #[command(flatten)]
    pub gates: GatesArg,
    #[command(flatten)]
    pub run: RunArgs,
    /// Horizon (10m, 168h) [default: the scenario's `until:`, else 10m]
    #[arg(long, value_name = "DURATION")]
    pub until: Option<String>,
}

/// `podsim simulate FILE [options]`.
#[derive(Debug, Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub input: RunInputArgs,
    /// The state at this instant (45s, 2m30s)
    #[arg(long, value_name = "T")]
    pub at: Option<String>,
    /// `kubectl get pod -w` lines up to T (or the end)
    #[arg(long)]
    pub watch: bool,
    /// With --at: the row as `kubectl get pod -o wide` prints it (IP, NODE, NOMINATED NODE, READINESS GATES)
    #[arg(long)]
    pub wide: bool,
    /// `kubectl describe pod` at T (or the end)
    #[arg(long)]
    pub describe: bool,
    /// The why of each change and the upstream rule behind it
    #[arg(long)]
    pub explain: bool,
    /// Machine-readable output (docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `podsim test PATH... [--k8s V] [--json]`.
#[derive(Debug, Args)]
pub struct TestArgs {
    /// Markdown or YAML files, directories (walked for .md, .yaml and .yml, in sorted order), or - (Markdown on standard input)
    #[arg(value_name = "PATH", required = true)]
    pub paths: Vec<String>,
    /// Kubernetes version of the expectations that name none: 1.33…1.37 or legacy
    #[arg(long = "k8s", value_name = "VERSION", value_parser = kube_version, default_value_t = KubeVersion::DEFAULT)]
    pub k8s: KubeVersion,
    /// Machine-readable output (docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

fn theme(text: &str) -> Result<RenderTheme, String> {
    RenderTheme::parse(text).ok_or_else(|| "expected light or dark".to_owned())
}

fn lang(text: &str) -> Result<Lang, String> {
    Lang::parse(text).ok_or_else(|| "expected en or zh-CN".to_owned())
}

/// `podsim render FILE [options] [-o OUT]`.
#[derive(Debug, Args)]
pub struct RenderArgs {
    #[command(flatten)]
    pub input: RunInputArgs,
    /// Draw the playhead at this instant (45s, 2m30s)
    #[arg(long, value_name = "T")]
    pub at: Option<String>,
    /// Colours: light or dark
    #[arg(long, value_name = "THEME", value_parser = theme, default_value = "light")]
    pub theme: RenderTheme,
    /// Width of the image in pixels (the time axis is at least 200 px)
    #[arg(long, value_name = "N", default_value_t = 900, value_parser = clap::value_parser!(u32).range(200..=20_000))]
    pub width: u32,
    /// Language of podsim's own words (legend, description): en or zh-CN
    #[arg(long, value_name = "LANG", value_parser = lang, default_value = "en")]
    pub lang: Lang,
    /// Draw time linearly instead of compressing long quiet gaps
    #[arg(long)]
    pub linear: bool,
    /// Where to write the SVG (- or nothing: standard output)
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    pub output: Option<String>,
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::Cli;

    #[test]
    fn the_grammar_is_consistent() {
        Cli::command().debug_assert();
    }
}
