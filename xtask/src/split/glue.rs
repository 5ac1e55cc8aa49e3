//! Teaches wasm-bindgen's JavaScript glue to load the secondary module.
//!
//! A first visit fetches it while the first render runs and installs it when compiled. A visit that opens a link, an embed or a saved draft will need it for its
//! first render: it is fetched beside the primary and installed before the first render. A moved
//! function that runs before the rest is installed installs it at once, synchronously, from the
//! fetched bytes or a blocking request, so the call returns its real answer. Either way the bytes
//! are checked against a SHA-256 the glue carries (itself under the page's integrity hashes).
//! If the rest cannot be had, the page says so once and stops asking.

use std::path::Path;

use anyhow::{Context, Result, bail};
use sha2::{Digest, Sha256};

use super::Bundle;

/// Where wasm-bindgen's glue lists the import modules it hands to the instance.
const IMPORTS_MARKER: &str = "\"./podsim-web_bg.js\": import0,";
/// Where wasm-bindgen's glue runs the module's start function (the first render).
const START_MARKER: &str = "    wasm.__wbindgen_start();\n";
/// Where wasm-bindgen's glue has the primary instance, before the start function runs.
const INSTANTIATED_MARKER: &str = "const { instance, module } = await __wbg_load(await module_or_path, imports);";

const LOADER: &str = r#"
// The rest of the module, split off at build time (cargo xtask, xtask/src/split).
const podsimSplit = {
    loaded: false,
    syncLoads: 0,
    failed: null,
    url: new URL('{secondary}', import.meta.url),
    bytes: null,
    compiled: null,
};
globalThis.podsimSplit = podsimSplit;

function podsimSplitInstall(module, exports = wasm) {
    if (podsimSplit.loaded) return;
    new WebAssembly.Instance(module, { p: exports });
    exports['$loaded'].value = 1;
    podsimSplit.loaded = true;
    dispatchEvent(new Event('podsim-rest-loaded'));
}

function podsimSplitFetch() {
    podsimSplit.compiled ??= fetch(podsimSplit.url)
        .then((response) => {
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            return response.arrayBuffer();
        })
        .then((buffer) => {
            const bytes = podsimSplitChecked(new Uint8Array(buffer));
            podsimSplit.bytes = bytes;
            return WebAssembly.compile(bytes);
        });
    return podsimSplit.compiled;
}

// The bytes, if they are the file this page was built with (the glue carries its SHA-256).
function podsimSplitChecked(bytes) {
    if (podsimSplitSha256(bytes) !== '{sha256}') throw new Error('the file is not the one this page was built with');
    return bytes;
}

// A link, an embed or a saved draft: the first render will need the rest, so fetch it now,
// beside the first-load module, and install it before the first render.
function podsimSplitNeededAtOnce() {
    if (location.hash.length > 1 || new URLSearchParams(location.search).has('embed')) return true;
    try {
        return localStorage.getItem('podsim.yaml') !== null;
    } catch {
        return false;
    }
}
if (podsimSplitNeededAtOnce()) podsimSplitFetch().catch(() => {});

async function podsimSplitBeforeStart(exports) {
    if (podsimSplit.compiled === null) return;
    try {
        podsimSplitInstall(await podsimSplit.compiled, exports);
    } catch (error) {
        podsimSplitUnavailable(error);
    }
}

// A first visit: fetch the rest once the first render is under way (starting before it costs
// the first render ~30 ms on a fast machine and gains little on a slow network).
function podsimSplitPreload() {
    podsimSplitFetch().then((module) => podsimSplitInstall(module), podsimSplitUnavailable);
}

// Called by a moved function before the rest is installed: install it now.
function podsimSplitLoad() {
    if (podsimSplit.loaded) return;
    if (podsimSplit.failed) throw podsimSplit.failed;
    try {
        let bytes = podsimSplit.bytes;
        if (bytes === null) {
            const request = new XMLHttpRequest();
            request.open('GET', podsimSplit.url, false);
            request.overrideMimeType('text/plain; charset=x-user-defined');
            request.send();
            if (request.status !== 200) throw new Error(`HTTP ${request.status}`);
            const text = request.responseText;
            bytes = new Uint8Array(text.length);
            for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
            podsimSplitChecked(bytes);
        }
        podsimSplit.syncLoads += 1;
        podsimSplitInstall(new WebAssembly.Module(bytes));
    } catch (error) {
        podsimSplitUnavailable(error);
        throw error;
    }
}

// The same dialog as the page's crash dialog (web/src/crash.rs), in plain DOM: the module that
// would draw it is the one that did not arrive. It hangs from <html>, not <body>, which the page
// may still be mounting into. Shown once; later calls fail at once. From then on the page cannot
// keep the draft itself, so what is typed in its editors is kept here (never in an embed).
function podsimSplitUnavailable(error) {
    if (podsimSplit.loaded || podsimSplit.failed) return;
    podsimSplit.failed = error;
    const embedded = new URLSearchParams(location.search).has('embed');
    if (!embedded) {
        const keys = { 'editor-input': 'podsim.yaml', 'scenario-input': 'podsim.scenario' };
        addEventListener('input', (event) => {
            const key = keys[event.target?.dataset?.testid];
            try {
                if (key) localStorage.setItem(key, event.target.value);
            } catch {}
        }, true);
    }
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
    add('h2', zh ? 'podsim 未能加载自身的其余部分，无法继续。' : 'podsim could not load the rest of itself and cannot go on.');
    const keeps = embedded ? '' : zh ? '此后在编辑器中输入的内容会保留到下次访问。' : ' What you type from now on is kept for your next visit.';
    add('p', (zh ? '请重新加载页面重试。' : 'Reload the page to try again.') + keeps);
    add('pre', `${podsimSplit.url}: ${error}`);
    add('button', zh ? '重新加载页面' : 'Reload the page').addEventListener('click', () => location.reload());
    document.documentElement.append(dialog);
}

// SHA-256 as lowercase hex, for the blocking request (which cannot ask the browser to check).
function podsimSplitSha256(bytes) {
    const k = new Uint32Array(64);
    const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
    const fraction = (x) => ((x - Math.floor(x)) * 0x100000000) >>> 0;
    for (let i = 0, n = 2; i < 64; n++) {
        let prime = true;
        for (let d = 2; d * d <= n; d++) if (n % d === 0) prime = false;
        if (prime) k[i++] = fraction(Math.cbrt(n));
    }
    const length = bytes.length;
    const padded = new Uint8Array(((length + 9 + 63) >> 6) << 6);
    padded.set(bytes);
    padded[length] = 0x80;
    const view = new DataView(padded.buffer);
    view.setUint32(padded.length - 8, Math.floor(length / 0x20000000));
    view.setUint32(padded.length - 4, (length << 3) >>> 0);
    const w = new Uint32Array(64);
    const rotate = (x, n) => (x >>> n) | (x << (32 - n));
    for (let block = 0; block < padded.length; block += 64) {
        for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + 4 * i);
        for (let i = 16; i < 64; i++) {
            const s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >>> 3);
            const s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >>> 10);
            w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
        }
        let [a, b, c, d, e, f, g, hh] = h;
        for (let i = 0; i < 64; i++) {
            const t1 = (hh + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + k[i] + w[i]) >>> 0;
            const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
            [hh, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
        }
        [a, b, c, d, e, f, g, hh].forEach((x, i) => {
            h[i] = (h[i] + x) >>> 0;
        });
    }
    return [...h].map((x) => x.toString(16).padStart(8, '0')).join('');
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
    let sha256: String = Sha256::digest(&secondary).iter().map(|byte| format!("{byte:02x}")).collect();
    let loader = LOADER.replace("{secondary}", &bundle.file_name(&bundle.secondary())).replace("{sha256}", &sha256);
    let glue = read(&bundle.js)?;
    let glue = replace_once(
        &glue,
        IMPORTS_MARKER,
        &format!("{IMPORTS_MARKER}\n        \"podsim-split\": {{ __proto__: null, load: podsimSplitLoad }},"),
    )?;
    let glue = replace_once(
        &glue,
        INSTANTIATED_MARKER,
        &format!("{INSTANTIATED_MARKER}\n    await podsimSplitBeforeStart(instance.exports);"),
    )?;
    let glue = replace_once(&glue, START_MARKER, &format!("{START_MARKER}    podsimSplitPreload();\n"))?;
    write(&bundle.js, &format!("{glue}{loader}"))
}

/// Hands the instrumented module its `hit` import.
pub fn install_profiler(bundle: &Bundle) -> Result<()> {
    let glue = read(&bundle.js)?;
    let entry = "\"podsim-profile\": { __proto__: null, hit: (index) => { podsimProfileHits.add(index); } },";
    let glue = replace_once(&glue, IMPORTS_MARKER, &format!("{IMPORTS_MARKER}\n        {entry}"))?;
    write(&bundle.js, &format!("{glue}{PROFILER}"))
}

fn read(js: &Path) -> Result<String> {
    std::fs::read_to_string(js).with_context(|| format!("cannot read {}", js.display()))
}

fn write(js: &Path, text: &str) -> Result<()> {
    std::fs::write(js, text).with_context(|| format!("cannot write {}", js.display()))
}

fn replace_once(text: &str, marker: &str, replacement: &str) -> Result<String> {
    if text.matches(marker).count() != 1 {
        bail!("the wasm-bindgen glue no longer has exactly one `{}`; update xtask/src/split/glue.rs", marker.trim());
    }
    Ok(text.replacen(marker, replacement, 1))
}
