//! A small argument reader: one positional FILE plus `--flag` and `--key value` options.

use podsim::GateSettings;
use podsim::{FeatureGates, KubeVersion};

/// How a component's flag parser reports a bad `--feature-gates` value. // spf13/pflag: flag.go (*FlagSet).set
fn flag_error(value: &str, message: &str) -> String {
    format!("invalid argument {value:?} for \"--feature-gates\" flag: {message}")
}

/// Parsed arguments of one subcommand.
#[derive(Debug, Default)]
pub struct Args {
    /// Positional arguments, in order.
    pub positional: Vec<String>,
    options: Vec<(String, Option<String>)>,
}

impl Args {
    /// Reads `rest`; `value_options` are the options that take a value.
    pub fn parse(rest: &[String], value_options: &[&str]) -> Result<Args, String> {
        let mut args = Args::default();
        let mut iter = rest.iter();
        while let Some(arg) = iter.next() {
            if let Some(name) = arg.strip_prefix("--") {
                if let Some((key, value)) = name.split_once('=') {
                    args.options.push((key.to_owned(), Some(value.to_owned())));
                } else if value_options.contains(&name) {
                    let value = iter.next().ok_or_else(|| format!("--{name} needs a value"))?;
                    args.options.push((name.to_owned(), Some(value.clone())));
                } else {
                    args.options.push((name.to_owned(), None));
                }
            } else {
                args.positional.push(arg.clone());
            }
        }
        Ok(args)
    }

    /// True when `--name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(key, _)| key == name)
    }

    /// The value of `--name VALUE`, if given.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.options.iter().rev().find(|(key, _)| key == name).and_then(|(_, value)| value.as_deref())
    }

    /// `--k8s`, default [`KubeVersion::DEFAULT`].
    pub fn version(&self) -> Result<KubeVersion, String> {
        match self.value("k8s") {
            None => Ok(KubeVersion::default()),
            Some(text) => KubeVersion::parse(text)
                .ok_or_else(|| format!("unknown --k8s {text:?}: expected {}", KubeVersion::CHOICES)),
        }
    }

    /// `--feature-gates Name=true,Other=false`, as given (not yet checked against a version).
    pub fn gate_settings(&self) -> Result<GateSettings, String> {
        let text = self.value("feature-gates").unwrap_or("");
        GateSettings::parse(text).map_err(|error| flag_error(text, &error.0))
    }

    /// `version`'s gates with `--feature-gates` applied; what podsim does not model is said on
    /// standard error. A gate the version does not know, or a locked gate set to the other value,
    /// is refused as kube-apiserver and the kubelet refuse it.
    pub fn gates(&self, version: KubeVersion) -> Result<FeatureGates, String> {
        let settings = self.gate_settings()?;
        let overrides = settings.resolve(version).map_err(|error| flag_error(&settings.to_string(), &error.0))?;
        for note in &overrides.notes {
            eprintln!("podsim: note: {note}");
        }
        Ok(overrides.gates)
    }

    /// The one FILE argument (`-` for standard input).
    pub fn file(&self) -> Result<&str, String> {
        match self.positional.as_slice() {
            [file] => Ok(file),
            [] => Err("missing FILE (use - for standard input)".to_owned()),
            _ => Err("expected exactly one FILE".to_owned()),
        }
    }
}
