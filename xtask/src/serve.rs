//! `cargo xtask serve`: builds the playground (release) and serves `dist/` on 127.0.0.1.
//!
//! The one header a static host needs is `Access-Control-Allow-Origin: *` on every asset: an
//! iframe sandboxed without `allow-same-origin` loads them from an opaque origin. The page's
//! Content-Security-Policy travels inside `index.html` (stamped by `csp.rs` after the build).

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};

use anyhow::{Context, Result};

/// Entry point of `cargo xtask serve [--port N]`.
pub fn run(args: &[String]) -> Result<()> {
    let port = match args.iter().position(|arg| arg == "--port") {
        Some(at) => {
            args.get(at + 1).context("--port needs a number")?.parse::<u16>().context("--port needs a number")?
        }
        None => 8080,
    };
    crate::setup::run_setup()?;
    crate::build::release_page()?;
    let root = crate::root();
    let listener = TcpListener::bind(("127.0.0.1", port)).with_context(|| format!("cannot listen on port {port}"))?;
    println!("podsim playground: http://127.0.0.1:{port}/   (Ctrl+C to stop)");
    for stream in listener.incoming().flatten() {
        let dist = root.join("dist");
        let fallback = root.join("static");
        std::thread::spawn(move || {
            let _ = handle(stream, &dist, &fallback);
        });
    }
    Ok(())
}

fn handle(mut stream: TcpStream, dist: &Path, fallback: &Path) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header)? == 0 || header.trim().is_empty() {
            break;
        }
    }
    let mut parts = request_line.split_whitespace();
    let method = parts.next().unwrap_or("");
    let target = parts.next().unwrap_or("/");
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let file = [dist, fallback].iter().find_map(|root| resolve(root, path));
    match (method, file) {
        ("GET" | "HEAD", Some(file)) => {
            let body = std::fs::read(&file)?;
            let kind = content_type(&file);
            let cache = cache_control(&file);
            write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nAccess-Control-Allow-Origin: *\r\nCache-Control: {cache}\r\nConnection: close\r\n\r\n",
                body.len()
            )?;
            if method == "GET" {
                stream.write_all(&body)?;
            }
        }
        ("GET" | "HEAD", None) => {
            write!(stream, "HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\nConnection: close\r\n\r\nnot found")?
        }
        _ => write!(stream, "HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")?,
    }
    Ok(())
}

/// Files whose names carry their content's hash (Trunk's `NAME-0123456789abcdef…`) never change:
/// a browser may keep them, and a second request for one still downloading waits for that
/// download instead of starting another. Everything else is checked on every load.
fn cache_control(file: &Path) -> &'static str {
    let name = file.file_name().and_then(|name| name.to_str()).unwrap_or_default();
    let hashed =
        name.split(['-', '_', '.']).any(|part| part.len() == 16 && part.bytes().all(|b| b.is_ascii_hexdigit()));
    if hashed { "public, max-age=31536000, immutable" } else { "no-cache" }
}

/// Maps a URL path to a file under `root`, refusing anything that climbs out of it.
fn resolve(root: &Path, url_path: &str) -> Option<PathBuf> {
    let relative = PathBuf::from(url_path.trim_start_matches('/'));
    if relative.components().any(|part| !matches!(part, Component::Normal(_))) {
        return None;
    }
    let mut file = root.join(relative);
    if file.is_dir() {
        file = file.join("index.html");
    }
    file.is_file().then_some(file)
}

fn content_type(file: &Path) -> &'static str {
    match file.extension().and_then(|ext| ext.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" => "application/json",
        "yaml" | "yml" => "text/yaml; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        _ => "application/octet-stream",
    }
}
