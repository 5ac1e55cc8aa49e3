//! Splits the built page's WebAssembly in two so that first load carries only what the first
//! render runs: `wasm.rs` plans the split (reading the module with `facts.rs`, writing it with
//! `primary.rs` and `secondary.rs`), `data.rs` picks the read-only data that can move, `glue.rs`
//! teaches the JavaScript glue to load the second module, and `profile.rs` learns (in headless
//! Chromium) which functions the first render runs.

pub mod data;
mod facts;
pub mod glue;
mod primary;
pub mod profile;
mod secondary;
pub mod wasm;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

/// The list of functions the first render runs, one name per line (`cargo xtask split-profile`).
pub const PROFILE: &str = "web/first-load-functions.txt";

/// Where the linker writes its map of the page's module (`process::command` asks for it).
pub fn link_map_path() -> PathBuf {
    crate::root().join("target/first-load/podsim-web.map")
}

/// The linker's output for the page: the module wasm-bindgen and wasm-opt start from.
fn linked_module() -> PathBuf {
    let target =
        std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from).unwrap_or_else(|| crate::root().join("target"));
    let target = if target.is_absolute() { target } else { crate::root().join(target) };
    target.join("wasm32-unknown-unknown/release/podsim-web.wasm")
}

/// The linker map, when it describes the link the built module came from and the module's
/// read-only data is still where the linker put it; otherwise data stays put (with a note).
fn link_map_for(built: &[u8]) -> Option<data::LinkMap> {
    let usable = || -> Result<data::LinkMap> {
        let map = data::LinkMap::parse(&std::fs::read_to_string(link_map_path())?)?;
        let linked = std::fs::read(linked_module())?;
        if !map.describes(&linked) {
            bail!("the map is not of the last link");
        }
        if !data::same_rodata(&map, &linked, built)? {
            bail!("the module's read-only data moved after linking");
        }
        Ok(map)
    };
    match usable() {
        Ok(map) => Some(map),
        Err(error) => {
            eprintln!("split: read-only data stays in the first-load module ({error:#})");
            None
        }
    }
}

/// The built page's module and glue in `dist/`.
pub struct Bundle {
    pub wasm: PathBuf,
    pub js: PathBuf,
    pub index_html: PathBuf,
}

impl Bundle {
    pub fn find(dist: &Path) -> Result<Self> {
        let mut wasm = None;
        let mut js = None;
        for entry in std::fs::read_dir(dist).with_context(|| format!("cannot read {}", dist.display()))? {
            let path = entry?.path();
            let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default().to_owned();
            if name.starts_with("podsim-web-") && name.ends_with("_bg.wasm") {
                wasm = Some(path);
            } else if name.starts_with("podsim-web-") && name.ends_with(".js") {
                js = Some(path);
            }
        }
        match (wasm, js) {
            (Some(wasm), Some(js)) => Ok(Bundle { wasm, js, index_html: dist.join("index.html") }),
            _ => bail!("no podsim-web module and glue in {}", dist.display()),
        }
    }

    /// The secondary module's file, beside the primary.
    pub fn secondary(&self) -> PathBuf {
        self.wasm.with_file_name(self.file_name(&self.wasm).replace("_bg.wasm", "_later.wasm"))
    }

    pub fn file_name(&self, path: &Path) -> String {
        path.file_name().and_then(|name| name.to_str()).unwrap_or_default().to_owned()
    }
}

/// A function's name without what changes from build to build of the same code: the hash
/// rustc appends (`…::h0123456789abcdef`) and the number LLVM gives a local copy (`….219`).
pub fn stable_name(name: &str) -> &str {
    let name = match name.rsplit_once('.') {
        Some((head, number)) if !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) => head,
        _ => name,
    };
    match name.rsplit_once("::h") {
        Some((head, hash)) if hash.len() == 16 && hash.bytes().all(|b| b.is_ascii_hexdigit()) => head,
        _ => name,
    }
}

/// The built module's function names, which both the profile and the split go by.
pub fn named_functions(built: &[u8]) -> Result<std::collections::BTreeMap<u32, String>> {
    let names = wasm::function_names(built)?;
    if names.is_empty() {
        bail!("the built module has no function names; index.html's wasm-opt parameters must keep `-g`");
    }
    Ok(names)
}

/// Which functions stay in the primary module.
struct Keep<'p> {
    profile: &'p BTreeSet<String>,
    /// Profiled names whose exact symbol this build no longer has (its hash changed): every
    /// function of that name stays, which is safe and only costs size until the next profile.
    stale: BTreeSet<&'p str>,
}

impl<'p> Keep<'p> {
    fn new(profile: &'p BTreeSet<String>, present: BTreeSet<&str>) -> Self {
        let stale =
            profile.iter().filter(|name| !present.contains(name.as_str())).map(|name| stable_name(name)).collect();
        Keep { profile, stale }
    }

    /// A function without a name (wasm-bindgen's start wrapper) stays: the profile cannot name it.
    fn keeps(&self, name: Option<&str>) -> bool {
        name.is_none_or(|name| self.profile.contains(name) || self.stale.contains(stable_name(name)))
    }
}

/// Reads the committed profile.
pub fn read_profile(root: &Path) -> Result<BTreeSet<String>> {
    let path = root.join(PROFILE);
    let text = std::fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    Ok(text.lines().filter(|line| !line.is_empty() && !line.starts_with('#')).map(str::to_owned).collect())
}

/// What a split did, for the build log and the benchmarks.
pub struct Report {
    pub moved_data_bytes: usize,
    pub moved_functions: usize,
    pub kept_functions: usize,
    pub primary_bytes: usize,
    pub secondary_bytes: usize,
}

/// Splits `dist/`'s module after a release build: the primary replaces the built module, the
/// secondary is written beside it, the glue learns to load it and `index.html`'s integrity
/// hashes follow the new files.
pub fn split_dist(root: &Path, dist: &Path) -> Result<Report> {
    let bundle = Bundle::find(dist)?;
    let profile = read_profile(root)?;
    let built = std::fs::read(&bundle.wasm).with_context(|| format!("cannot read {}", bundle.wasm.display()))?;
    let names = named_functions(&built)?;
    let keep = Keep::new(&profile, names.values().map(String::as_str).collect());
    let map = link_map_for(&built);
    let split = wasm::split(&built, |name| keep.keeps(name), map.as_ref())?;
    wasmparser::validate(&split.primary).context("the primary module does not validate")?;
    wasmparser::validate(&split.secondary).context("the secondary module does not validate")?;
    std::fs::write(&bundle.wasm, &split.primary)?;
    std::fs::write(bundle.secondary(), &split.secondary)?;
    glue::install_loader(&bundle)?;
    Ok(Report {
        moved_data_bytes: split.moved_data_bytes,
        moved_functions: split.moved_functions,
        kept_functions: split.kept_functions,
        primary_bytes: split.primary.len(),
        secondary_bytes: split.secondary.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stable_names_drop_rustc_hashes_and_llvm_copy_numbers() {
        assert_eq!(stable_name("podsim::engine::simulate::h0f53b490629f38cf"), "podsim::engine::simulate");
        assert_eq!(
            stable_name("<alloc[3ca501edff3f0c7c]::alloc::Global>::alloc_impl_runtime.219"),
            "<alloc[3ca501edff3f0c7c]::alloc::Global>::alloc_impl_runtime"
        );
        assert_eq!(stable_name("main"), "main");
        assert_eq!(stable_name("f64::to_string.v2"), "f64::to_string.v2");
    }

    #[test]
    fn a_renamed_function_stays_when_its_profiled_name_is_gone() {
        let profile: BTreeSet<String> = ["run".to_owned(), "copy.219".to_owned()].into();
        // This build numbers the copy 217: every `copy.N` stays (safe, a little larger).
        let keep = Keep::new(&profile, ["run", "copy.217", "copy.300", "other"].into());
        assert!(keep.keeps(Some("run")) && keep.keeps(Some("copy.217")) && keep.keeps(Some("copy.300")));
        assert!(!keep.keeps(Some("other")));
        assert!(keep.keeps(None), "an unnamed function cannot be judged: it stays");
        // A profile that matches exactly keeps exactly what it lists.
        let keep = Keep::new(&profile, ["run", "copy.219", "copy.300"].into());
        assert!(keep.keeps(Some("copy.219")) && !keep.keeps(Some("copy.300")));
    }
}
