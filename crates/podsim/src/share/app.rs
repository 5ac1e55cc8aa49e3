//! The podsim release a link was made with (`app=0.2.0`): a deployment that keeps old releases
//! at `v/<release>/` opens the link in the release that made it.

use std::fmt;

/// A podsim release number, as a link's `app` key carries it: digits and dots, optionally a
/// pre-release suffix (`0.2.0`, `1.0.0-rc.1`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppVersion(String);

impl AppVersion {
    /// The release this build is (`CARGO_PKG_VERSION` of the workspace).
    pub fn current() -> AppVersion {
        AppVersion(env!("CARGO_PKG_VERSION").to_owned())
    }

    /// Reads a release number; `None` for anything else (a path segment must be safe to build
    /// from it: no `/`, no `..`).
    pub fn parse(text: &str) -> Option<AppVersion> {
        let (numbers, suffix) = match text.split_once('-') {
            Some((numbers, suffix)) => (numbers, Some(suffix)),
            None => (text, None),
        };
        let numbers_ok = !numbers.is_empty()
            && numbers.split('.').count() <= 4
            && numbers.split('.').all(|part| !part.is_empty() && part.len() <= 6 && part.bytes().all(|b| b.is_ascii_digit()));
        let suffix_ok = suffix.is_none_or(|suffix| {
            suffix.len() <= 32
                && suffix.split('.').all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_alphanumeric()))
        });
        (numbers_ok && suffix_ok).then(|| AppVersion(text.to_owned()))
    }

    /// The release number as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The folder a versioned deployment keeps this release in, relative to the site's root.
    pub fn folder(&self) -> String {
        format!("v/{}/", self.0)
    }
}

impl fmt::Display for AppVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::AppVersion;

    #[test]
    fn release_numbers_are_read_and_paths_are_not() {
        for good in ["0.1.0", "1.0.0-rc.1", "12.3", "2.0.0-beta"] {
            assert_eq!(AppVersion::parse(good).map(|v| v.folder()), Some(format!("v/{good}/")), "{good}");
        }
        for bad in ["", "../x", "1..2", "1/2", "v1", "1.0.0-", "1.0.0-rc..1", "1.2.3.4.5", "1.0 "] {
            assert_eq!(AppVersion::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn the_current_release_reads_back() {
        let current = AppVersion::current();
        assert_eq!(AppVersion::parse(current.as_str()), Some(current));
    }
}
