// A static file server for the built playground (dist/) on 127.0.0.1, for end-to-end tests.
// It sends the header `cargo xtask serve` sends: CORS on every asset, so the page also loads
// inside an iframe sandboxed without allow-same-origin. The Content-Security-Policy is a <meta>
// tag that `cargo xtask` stamps into dist/index.html after the build (see xtask/src/csp.rs).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../../dist/', import.meta.url)));
const STATIC = resolve(fileURLToPath(new URL('../../static/', import.meta.url)));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.yaml': 'text/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

async function resolveFile(urlPath) {
  const clean = normalize(decodeURIComponent(urlPath.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  for (const root of [ROOT, STATIC]) {
    let file = join(root, clean);
    if (!file.startsWith(root)) continue;
    try {
      const info = await stat(file);
      if (info.isDirectory()) file = join(file, 'index.html');
      await stat(file);
      return file;
    } catch {
      // Try the next root.
    }
  }
  return null;
}

/** Starts the server on a free port; resolves to { url, close, requests }. */
export async function startServer() {
  const requests = [];
  const server = createServer(async (req, res) => {
    requests.push(req.url);
    const file = await resolveFile(req.url === '/' ? '/index.html' : req.url);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    // As `cargo xtask serve`: files named by their content's hash never change.
    const hashed = /(^|[-_.])[0-9a-f]{16}([-_.]|$)/.test(file.split('/').pop());
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-store',
    };
    res.writeHead(200, headers);
    res.end(await readFile(file));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise((ok) => server.close(ok)),
  };
}
