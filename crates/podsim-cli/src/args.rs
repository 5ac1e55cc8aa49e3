//! A small argument reader: one positional FILE plus `--flag` and `--key value` options.

use podsim::KubeVersion;

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

    /// The one FILE argument (`-` for standard input).
    pub fn file(&self) -> Result<&str, String> {
        match self.positional.as_slice() {
            [file] => Ok(file),
            [] => Err("missing FILE (use - for standard input)".to_owned()),
            _ => Err("expected exactly one FILE".to_owned()),
        }
    }
}
