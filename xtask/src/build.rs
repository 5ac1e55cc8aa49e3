//! The release build (`dist/`): Trunk's build, then the glue and styles minified and the code
//! editor bundled (esbuild: `editor-<hash>.js`, which the page loads after its first render), the
//! `integrity` hashes of `index.html` refreshed, and last the Content-Security-Policy stamp (`csp`:
//! it hashes the final inline scripts). What `cargo xtask serve` serves is exactly this folder;
//! `cargo xtask dist --out DIR` deploys it into a versioned site (`site`).

use std::path::Path;

use anyhow::{Context, Result, bail};
use sha2::{Digest, Sha384};

/// Entry point of `cargo xtask dist [--out DIR]` (default `site/`): the release build in `dist/`,
/// deployed into DIR as `v/<release>/` and `latest/` beside the releases DIR already keeps.
pub fn run(args: &[String]) -> Result<()> {
    let out = match args {
        [] => crate::root().join("site"),
        [flag, dir] if flag == "--out" => crate::root().join(dir),
        _ => bail!("usage: cargo xtask dist [--out DIR]"),
    };
    crate::setup::run_setup()?;
    let flat = crate::root().join("dist");
    release_page(&flat)?;
    crate::site::write(&flat, &out)?;
    let kept: Vec<String> = crate::site::releases(&out)?.iter().map(ToString::to_string).collect();
    println!(
        "podsim: release {} is in {} (v/{}/ and latest/; the site keeps {})",
        crate::site::RELEASE,
        out.display(),
        crate::site::RELEASE,
        kept.join(", ")
    );
    Ok(())
}

/// Runs `trunk build --release --locked` into `out` and finishes it.
pub fn release_page(out: &Path) -> Result<()> {
    let dist = out.display().to_string();
    if !crate::process::run("trunk", &["build", "--release", "--locked", "--dist", &dist])? {
        bail!("trunk build --release failed");
    }
    finish_dist(out)
}

/// Minifies the glue and styles, bundles the editor, refreshes the integrity hashes and stamps
/// the policy.
pub fn finish_dist(dist: &Path) -> Result<()> {
    minify(dist)?;
    bundle_editor(dist)?;
    refresh_integrity(&dist.join("index.html"))?;
    crate::csp::stamp(&dist.join("index.html"))?;
    Ok(())
}

/// Minifies the wasm-bindgen glue and the stylesheet in place (Trunk's own minifier leaves the
/// glue alone). Names and behaviour are kept: esbuild only drops whitespace and shortens locals.
fn minify(dist: &Path) -> Result<()> {
    for entry in std::fs::read_dir(dist).with_context(|| format!("cannot read {}", dist.display()))? {
        let path = entry?.path();
        let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default().to_owned();
        let is_page_asset = (name.starts_with("podsim-web-") && name.ends_with(".js"))
            || (name.starts_with("main-") && name.ends_with(".css"));
        if !is_page_asset {
            continue;
        }
        let file = path.display().to_string();
        let outfile = format!("--outfile={file}");
        let mut args = vec![file.as_str(), "--minify", "--allow-overwrite", "--log-level=warning", outfile.as_str()];
        if name.ends_with(".js") {
            args.push("--format=esm");
        }
        if !crate::process::run("esbuild", &args)? {
            bail!("esbuild could not minify {name}");
        }
    }
    Ok(())
}

/// The code editor's file beside `index.html` is `EDITOR_PREFIX<hash>.js`: its name changes with
/// its content, as Trunk's own files do, so a cached editor never meets a page of another release.
pub const EDITOR_PREFIX: &str = "editor-";

/// The meta element that tells the page its editor's file (`web/src/editor/code.rs` reads it).
const EDITOR_META: &str = "podsim-editor";

/// Bundles `web/editor/editor.js` and the CodeMirror packages it imports into one minified ES
/// module in `dist`, named after its content, and names it in `index.html`.
fn bundle_editor(dist: &Path) -> Result<()> {
    let entry = crate::root().join("web/editor/editor.js").display().to_string();
    let bundled = dist.join("editor.js");
    let outfile = format!("--outfile={}", bundled.display());
    let args = [entry.as_str(), "--bundle", "--minify", "--format=esm", "--log-level=warning", outfile.as_str()];
    if !crate::process::run("esbuild", &args)? {
        bail!("esbuild could not bundle the editor ({entry})");
    }
    let bytes = std::fs::read(&bundled).context("cannot read the bundled editor")?;
    let hash: String = Sha384::digest(&bytes).iter().take(8).map(|b| format!("{b:02x}")).collect();
    let name = format!("{EDITOR_PREFIX}{hash}.js");
    std::fs::rename(&bundled, dist.join(&name)).context("cannot name the bundled editor")?;
    let index = dist.join("index.html");
    let html = std::fs::read_to_string(&index).context("cannot read index.html")?;
    let meta = format!("<meta name=\"{EDITOR_META}\" content=\"./{name}\">");
    let Some(head_end) = html.find("</head>") else { bail!("index.html has no </head>") };
    std::fs::write(&index, format!("{}{meta}{}", &html[..head_end], &html[head_end..]))?;
    Ok(())
}

/// The code editor's file in `dist`, if it was bundled.
pub fn editor_bundle(dist: &Path) -> Option<std::path::PathBuf> {
    std::fs::read_dir(dist).ok()?.filter_map(|entry| entry.ok().map(|e| e.path())).find(|path| {
        path.file_name()
            .and_then(|name| name.to_str())
            .is_some_and(|name| name.starts_with(EDITOR_PREFIX) && name.ends_with(".js"))
    })
}

/// `sha384-…` of `bytes`, as `integrity` attributes take it.
pub fn integrity(bytes: &[u8]) -> String {
    format!("sha384-{}", crate::csp::base64(&Sha384::digest(bytes)))
}

/// Rewrites every `integrity` in `index.html` from the file its tag's `href` names (`./NAME`).
pub fn refresh_integrity(index_html: &Path) -> Result<()> {
    let dist = index_html.parent().context("index.html has no directory")?;
    let mut html = std::fs::read_to_string(index_html)?;
    let mut searched = 0;
    while let Some(found) = html[searched..].find("integrity=\"") {
        let value_start = searched + found + "integrity=\"".len();
        let value_len = html[value_start..].find('"').context("unterminated integrity attribute")?;
        let tag_start = html[..value_start].rfind('<').context("integrity outside a tag")?;
        let tag_end = value_start + html[value_start..].find('>').context("unterminated tag")?;
        let tag = &html[tag_start..tag_end];
        let href = tag.split("href=\"./").nth(1).and_then(|rest| rest.split('"').next()).map(str::to_owned);
        if let Some(href) = href {
            let fresh = integrity(&std::fs::read(dist.join(&href)).with_context(|| format!("cannot read {href}"))?);
            html.replace_range(value_start..value_start + value_len, &fresh);
        }
        searched = value_start;
    }
    std::fs::write(index_html, html)?;
    Ok(())
}
