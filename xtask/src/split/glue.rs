//! Teaches wasm-bindgen's JavaScript glue to load the secondary module.
//!
//! The secondary module is fetched (with its integrity hash) as soon as the first render is done
//! and installed when compiled. A moved function that runs before then — a shared link whose
//! scenario the first render never saw, say — makes the page load it at once, synchronously,
//! so the call still returns its real result.

use std::path::Path;

use anyhow::{Context, Result, bail};

use super::Bundle;
use crate::build::integrity;

/// Where wasm-bindgen's glue lists the import modules it hands to the instance.
const IMPORTS_MARKER: &str = "\"./podsim-web_bg.js\": import0,";
/// Where wasm-bindgen's glue has just run the module's start function (the first render).
const STARTED_MARKER: &str = "    wasm.__wbindgen_start();\n";

const LOADER: &str = r#"
// The rest of the module, split off at build time (cargo xtask, xtask/src/split): fetched after
// the first render, or at once, synchronously, when a function it holds is called earlier.
const podsimSplit = { loaded: false, syncLoads: 0, url: new URL('{secondary}', import.meta.url) };
globalThis.podsimSplit = podsimSplit;

function podsimSplitInstall(module) {
    if (podsimSplit.loaded) return;
    new WebAssembly.Instance(module, { p: wasm });
    wasm['$loaded'].value = 1;
    podsimSplit.loaded = true;
    dispatchEvent(new Event('podsim-rest-loaded'));
}

function podsimSplitLoad() {
    if (podsimSplit.loaded) return;
    try {
        const request = new XMLHttpRequest();
        request.open('GET', podsimSplit.url, false);
        request.overrideMimeType('text/plain; charset=x-user-defined');
        request.send();
        if (request.status !== 200) throw new Error(`HTTP ${request.status}`);
        const text = request.responseText;
        const bytes = new Uint8Array(text.length);
        for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
        podsimSplit.syncLoads += 1;
        podsimSplitInstall(new WebAssembly.Module(bytes));
    } catch (error) {
        podsimSplitFailed(error);
        throw error;
    }
}

// The same dialog as the page's crash dialog (web/src/crash.rs), in plain DOM: the module that
// would draw it is the one that did not arrive.
function podsimSplitFailed(error) {
    if (document.querySelector('[data-testid=crash]')) return;
    const zh = (document.documentElement.getAttribute('lang') || '').startsWith('zh');
    const dialog = document.createElement('div');
    dialog.className = 'crash';
    dialog.setAttribute('role', 'alertdialog');
    dialog.dataset.testid = 'crash';
    const add = (tag, text) => {
        const element = document.createElement(tag);
        element.textContent = text;
        dialog.append(element);
        return element;
    };
    add('h2', zh ? 'podsim 未能加载自身的其余部分。' : 'podsim could not load the rest of itself.');
    add('p', zh ? '草稿已保存，重新加载不会丢失。' : 'Your draft is saved; reloading keeps it.');
    add('pre', `${podsimSplit.url}: ${error}`);
    add('button', zh ? '重新加载页面' : 'Reload the page').addEventListener('click', () => location.reload());
    document.body.append(dialog);
}

function podsimSplitPreload() {
    fetch(podsimSplit.url, { integrity: '{integrity}' })
        .then((response) => {
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            return response.arrayBuffer();
        })
        .then((bytes) => WebAssembly.compile(bytes))
        .then(podsimSplitInstall)
        .catch((error) => console.warn(`podsim: ${podsimSplit.url} will load when first needed (${error})`));
}
"#;

const PROFILER: &str = r#"
// Records which functions run (cargo xtask split-profile). The rest never "arrives", so what
// waits for it (web/src/later.rs) is not counted as first render.
const podsimProfileHits = new Set();
globalThis.podsimProfileHits = podsimProfileHits;
globalThis.podsimSplit = { loaded: false };
"#;

/// Adds the secondary module's loader to the glue.
pub fn install_loader(bundle: &Bundle) -> Result<()> {
    let secondary = std::fs::read(bundle.secondary())?;
    let loader = LOADER
        .replace("{secondary}", &bundle.file_name(&bundle.secondary()))
        .replace("{integrity}", &integrity(&secondary));
    patch_glue(
        &bundle.js,
        "\"podsim-split\": { __proto__: null, load: podsimSplitLoad },",
        Some("    podsimSplitPreload();\n"),
        &loader,
    )
}

/// Hands the instrumented module its `hit` import.
pub fn install_profiler(bundle: &Bundle) -> Result<()> {
    patch_glue(
        &bundle.js,
        "\"podsim-profile\": { __proto__: null, hit: (index) => { podsimProfileHits.add(index); } },",
        None,
        PROFILER,
    )
}

fn patch_glue(js: &Path, import_entry: &str, after_start: Option<&str>, appended: &str) -> Result<()> {
    let glue = std::fs::read_to_string(js).with_context(|| format!("cannot read {}", js.display()))?;
    let glue = replace_once(&glue, IMPORTS_MARKER, &format!("{IMPORTS_MARKER}\n        {import_entry}"))?;
    let glue = match after_start {
        Some(line) => replace_once(&glue, STARTED_MARKER, &format!("{STARTED_MARKER}{line}"))?,
        None => glue,
    };
    std::fs::write(js, format!("{glue}{appended}")).with_context(|| format!("cannot write {}", js.display()))
}

fn replace_once(text: &str, marker: &str, replacement: &str) -> Result<String> {
    if text.matches(marker).count() != 1 {
        bail!("the wasm-bindgen glue no longer has exactly one `{}`; update xtask/src/split/glue.rs", marker.trim());
    }
    Ok(text.replacen(marker, replacement, 1))
}
