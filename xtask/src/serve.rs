//! `cargo xtask serve`: builds the playground (release) and serves it on 127.0.0.1.
//!
//! Files come from tower-http's `ServeDir` (the release site first, then `static/` for the
//! documentation demos). Two headers matter to a static host, and this server sends both:
//! `Access-Control-Allow-Origin: *` on every asset (an iframe sandboxed without
//! `allow-same-origin` loads them from an opaque origin), and a long `Cache-Control` on files whose
//! names carry their content's hash. The Content-Security-Policy travels inside `index.html`.

use std::net::SocketAddr;
use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use axum::Router;
use axum::extract::Request;
use axum::http::HeaderValue;
use axum::http::header::{ACCESS_CONTROL_ALLOW_ORIGIN, CACHE_CONTROL};
use axum::middleware::{Next, from_fn};
use axum::response::Response;
use tower_http::services::ServeDir;

/// What `cargo xtask serve` was asked for.
struct Options {
    port: u16,
    dir: Option<PathBuf>,
    build: bool,
}

fn options(args: &[String]) -> Result<Options> {
    let mut options = Options { port: 8080, dir: None, build: true };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--port" => {
                options.port = args.next().context("--port needs a number")?.parse().context("--port needs a number")?
            }
            "--dir" => options.dir = Some(PathBuf::from(args.next().context("--dir needs a folder")?)),
            "--no-build" => options.build = false,
            other => bail!("unknown option {other:?} (usage: cargo xtask serve [--port N] [--dir DIR] [--no-build])"),
        }
    }
    Ok(options)
}

/// Entry point of `cargo xtask serve [--port N] [--dir DIR] [--no-build]`. Port 0 picks a free
/// port; the first line printed names the address either way.
pub fn run(args: &[String]) -> Result<()> {
    let options = options(args)?;
    let root = crate::root();
    let site = options.dir.map_or_else(|| root.join("dist"), |dir| root.join(dir));
    if options.build {
        crate::setup::run_setup()?;
        crate::build::release_page(&site)?;
    }
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    runtime.block_on(serve(site, root.join("static"), options.port))
}

async fn serve(site: PathBuf, fallback: PathBuf, port: u16) -> Result<()> {
    let files = ServeDir::new(site).fallback(ServeDir::new(fallback));
    let app = Router::new().fallback_service(files).layer(from_fn(headers));
    let listener = tokio::net::TcpListener::bind(SocketAddr::from(([127, 0, 0, 1], port)))
        .await
        .with_context(|| format!("cannot listen on port {port}"))?;
    let address = listener.local_addr()?;
    println!("podsim playground: http://{address}/   (Ctrl+C to stop)");
    axum::serve(listener, app).await.context("the server stopped")
}

/// Adds the two headers a static host needs (see the module's comment).
async fn headers(request: Request, next: Next) -> Response {
    let hashed = is_hashed(request.uri().path());
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(ACCESS_CONTROL_ALLOW_ORIGIN, HeaderValue::from_static("*"));
    let cache = if hashed { "public, max-age=31536000, immutable" } else { "no-cache" };
    headers.insert(CACHE_CONTROL, HeaderValue::from_static(cache));
    response
}

/// Files whose names carry their content's hash (Trunk's `NAME-0123456789abcdef…`) never change.
fn is_hashed(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or_default();
    name.split(['-', '_', '.']).any(|part| part.len() == 16 && part.bytes().all(|b| b.is_ascii_hexdigit()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_files_named_by_their_hash_are_cached_for_long() {
        assert!(is_hashed("/podsim-web-0123456789abcdef_bg.wasm"));
        assert!(is_hashed("/main-fedcba9876543210.css"));
        assert!(is_hashed("/editor-89abcdef01234567.js"));
        assert!(!is_hashed("/index.html"));
        assert!(!is_hashed("/examples/sidecar-startup.yaml"));
    }

    #[test]
    fn unknown_options_are_refused() {
        assert!(options(&["--verbose".to_owned()]).is_err());
        let parsed =
            options(&["--port".to_owned(), "0".to_owned(), "--no-build".to_owned()]).map(|o| (o.port, o.build));
        assert_eq!(parsed.ok(), Some((0, false)));
    }
}
