//! The versioned site `cargo xtask dist --out DIR` writes: every release at a permanent path
//! (`v/<release>/`), the newest also at `latest/`, `versions.json` naming what the site keeps, and
//! a root page that forwards to `latest/`. Releases already in DIR are kept, so deploying a new
//! release never changes a page that embeds an old one (docs/embedding.md, "Versioned deployments").

use std::path::Path;

use anyhow::{Context, Result, bail};

/// The release this xtask builds: the workspace's version.
pub const RELEASE: &str = env!("CARGO_PKG_VERSION");

/// Puts the finished flat build `flat` into `out` as release [`RELEASE`] (replacing an earlier
/// build of the same release), refreshes `latest/`, `versions.json` and the root page.
pub fn write(flat: &Path, out: &Path) -> Result<()> {
    if !flat.join("index.html").is_file() {
        bail!("{} has no index.html to deploy", flat.display());
    }
    let release = out.join("v").join(RELEASE);
    replace_dir(flat, &release)?;
    let kept = releases(out)?;
    let newest = kept.last().map(ToString::to_string).unwrap_or_else(|| RELEASE.to_owned());
    replace_dir(&out.join("v").join(&newest), &out.join("latest"))?;
    let listed: Vec<String> = kept.iter().map(|version| format!("\"{version}\"")).collect();
    let json = format!("{{\n  \"latest\": \"{newest}\",\n  \"versions\": [{}]\n}}\n", listed.join(", "));
    std::fs::write(out.join("versions.json"), json).context("cannot write versions.json")?;
    std::fs::write(out.join("index.html"), ROOT_PAGE).context("cannot write the root index.html")?;
    Ok(())
}

/// The releases under `out/v/` that hold a page, oldest first (by semantic version).
pub fn releases(out: &Path) -> Result<Vec<semver::Version>> {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir(out.join("v")) else { return Ok(found) };
    for entry in entries {
        let path = entry?.path();
        let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default();
        if let Ok(version) = semver::Version::parse(name)
            && path.join("index.html").is_file()
        {
            found.push(version);
        }
    }
    found.sort();
    Ok(found)
}

/// `to` becomes a copy of `from` (removed first, so no file of an earlier build lingers).
fn replace_dir(from: &Path, to: &Path) -> Result<()> {
    if to.exists() {
        std::fs::remove_dir_all(to).with_context(|| format!("cannot remove {}", to.display()))?;
    }
    copy_dir(from, to)
}

fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    std::fs::create_dir_all(to).with_context(|| format!("cannot create {}", to.display()))?;
    for entry in std::fs::read_dir(from).with_context(|| format!("cannot read {}", from.display()))? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), &target).with_context(|| format!("cannot copy to {}", target.display()))?;
        }
    }
    Ok(())
}

/// The site's root: forwards to `latest/` with the query and fragment (a share link made for the
/// root keeps working), and without JavaScript a link to follow.
const ROOT_PAGE: &str = r#"<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>podsim — Kubernetes Pod lifecycle playground</title>
  <script>location.replace('latest/' + location.search + location.hash);</script>
</head>
<body>
  <p><a href="latest/">Open the playground</a> (every release: <a href="versions.json">versions.json</a>).</p>
</body>
</html>
"#;

#[cfg(test)]
mod tests {
    use super::*;

    fn page(dir: &Path, text: &str) {
        std::fs::create_dir_all(dir.join("examples")).unwrap();
        std::fs::write(dir.join("index.html"), text).unwrap();
        std::fs::write(dir.join("examples").join("a.yaml"), text).unwrap();
    }

    #[test]
    fn a_new_release_keeps_the_old_ones_and_latest_is_the_newest() {
        let root = std::env::temp_dir().join(format!("podsim-site-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let (flat, out) = (root.join("flat"), root.join("out"));
        // An older release already deployed, and a newer one than this build (a hotfix branch).
        page(&out.join("v").join("0.0.1"), "old");
        page(&out.join("v").join("not-a-version"), "ignored");
        page(&flat, "this build");
        std::fs::write(out.join("v").join("0.0.1").join("stale.txt"), "kept as deployed").unwrap();
        write(&flat, &out).unwrap();

        let read = |path: &str| std::fs::read_to_string(out.join(path)).unwrap();
        assert_eq!(read(&format!("v/{RELEASE}/index.html")), "this build");
        assert_eq!(read(&format!("v/{RELEASE}/examples/a.yaml")), "this build");
        assert_eq!(read("v/0.0.1/index.html"), "old", "an old release never changes");
        assert_eq!(read("v/0.0.1/stale.txt"), "kept as deployed");
        assert_eq!(read("latest/index.html"), "this build");
        let versions = read("versions.json");
        assert!(versions.contains(&format!("\"latest\": \"{RELEASE}\"")), "{versions}");
        assert!(versions.contains(&format!("[\"0.0.1\", \"{RELEASE}\"]")), "{versions}");
        assert!(read("index.html").contains("location.replace('latest/' + location.search + location.hash)"));

        // Rebuilding the same release replaces it whole: no file of the earlier build lingers.
        std::fs::write(out.join("v").join(RELEASE).join("old-hash.js"), "").unwrap();
        write(&flat, &out).unwrap();
        assert!(!out.join("v").join(RELEASE).join("old-hash.js").exists());
        assert!(!out.join("latest").join("old-hash.js").exists());
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn a_folder_without_a_build_is_refused() {
        let root = std::env::temp_dir().join(format!("podsim-site-empty-{}", std::process::id()));
        std::fs::create_dir_all(&root).unwrap();
        assert!(write(&root, &root.join("out")).is_err());
        let _ = std::fs::remove_dir_all(&root);
    }
}
