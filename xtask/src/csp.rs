//! Stamps the release page with its Content-Security-Policy: a `<meta>` tag whose `script-src`
//! allows the page's own files, WebAssembly, and exactly the inline scripts Trunk wrote (by their
//! SHA-256), so any static host serves the page under the policy with no `unsafe-inline`.

use std::path::Path;

use anyhow::{Context, Result};
use sha2::{Digest, Sha256};

/// The policy, with `{scripts}` replaced by the hashes of the inline scripts.
const POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{scripts}; style-src 'self' 'unsafe-inline'; \
img-src 'self' data: blob:; connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'";

/// Rewrites `index.html` in place with the policy meta tag (replacing an earlier one).
pub fn stamp(index_html: &Path) -> Result<String> {
    let html = std::fs::read_to_string(index_html).with_context(|| format!("cannot read {}", index_html.display()))?;
    let without_old = remove_existing(&html);
    let hashes: String =
        inline_scripts(&without_old).iter().map(|script| format!(" 'sha256-{}'", sha256_base64(script))).collect();
    let policy = POLICY.replace("{scripts}", &hashes);
    let meta = format!("<meta http-equiv=\"Content-Security-Policy\" content=\"{policy}\">");
    let stamped = match without_old.find("<head>") {
        Some(at) => format!("{}{meta}{}", &without_old[..at + "<head>".len()], &without_old[at + "<head>".len()..]),
        None => format!("{meta}{without_old}"),
    };
    std::fs::write(index_html, stamped).with_context(|| format!("cannot write {}", index_html.display()))?;
    Ok(policy)
}

fn remove_existing(html: &str) -> String {
    let marker = "<meta http-equiv=\"Content-Security-Policy\"";
    match html.find(marker) {
        Some(start) => match html[start..].find('>') {
            Some(end) => format!("{}{}", &html[..start], &html[start + end + 1..]),
            None => html.to_owned(),
        },
        None => html.to_owned(),
    }
}

/// The bodies of `<script>` elements that have no `src`.
fn inline_scripts(html: &str) -> Vec<String> {
    let mut scripts = Vec::new();
    let mut rest = html;
    while let Some(open) = rest.find("<script") {
        let after_open = &rest[open..];
        let Some(tag_end) = after_open.find('>') else { break };
        let tag = &after_open[..tag_end];
        let body_start = tag_end + 1;
        let Some(close) = after_open[body_start..].find("</script>") else { break };
        if !tag.contains(" src=") {
            scripts.push(after_open[body_start..body_start + close].to_owned());
        }
        rest = &after_open[body_start + close + "</script>".len()..];
    }
    scripts
}

fn sha256_base64(text: &str) -> String {
    base64(&Sha256::digest(text.as_bytes()))
}

pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_only_inline_scripts() {
        let html = "<html><head><script src=\"/a.js\"></script><script type=\"module\">init()</script></head></html>";
        assert_eq!(inline_scripts(html), vec!["init()".to_owned()]);
    }

    #[test]
    fn base64_matches_the_standard_alphabet() {
        assert_eq!(base64(b"Man"), "TWFu");
        assert_eq!(base64(b"Ma"), "TWE=");
        // Known digest of the empty string, as browsers print it in CSP errors.
        assert_eq!(sha256_base64(""), "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
    }
}
