//! The image pull policy: when the kubelet pulls a container's image.

use std::fmt;

/// `imagePullPolicy` (upstream `v1.PullPolicy`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PullPolicy {
    /// Pull on every start (the default for `:latest` and untagged images).
    Always,
    /// Pull only when the image is not on the node (the default for every other image).
    IfNotPresent,
    /// Never pull: start only from an image already on the node.
    Never,
}

impl PullPolicy {
    /// Reads the field; absent or unknown is what defaulting gives `image`.
    /// // apis/core/v1: SetDefaults_Container
    pub fn read(word: Option<&str>, image: &str) -> PullPolicy {
        match word {
            Some("Always") => PullPolicy::Always,
            Some("IfNotPresent") => PullPolicy::IfNotPresent,
            Some("Never") => PullPolicy::Never,
            _ => crate::defaults::default_pull_policy(image),
        }
    }

    /// The API's word.
    pub fn as_str(self) -> &'static str {
        match self {
            PullPolicy::Always => "Always",
            PullPolicy::IfNotPresent => "IfNotPresent",
            PullPolicy::Never => "Never",
        }
    }
}

impl fmt::Display for PullPolicy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
