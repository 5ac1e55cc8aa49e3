// Serves the built playground (dist/) for end-to-end tests with the server users run,
// `cargo xtask serve --no-build` (xtask/src/serve.rs), on a free port of 127.0.0.1: the same
// headers (CORS on every asset, long caching of hashed files) and the same fallback to static/.
// `cargo xtask test` passes its own binary in PODSIM_XTASK; run alone, cargo builds it. With
// PODSIM_SITE (a folder `cargo xtask dist --out` wrote; `cargo xtask test` sets it), the site is
// served instead and the tests open the newest release at its permanent path, `v/<release>/`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Starts the server on a free port; resolves to { url, origin, close }: `url` is the playground
 * (ending in `/`), `origin` the server's, which every request the page makes must stay on.
 * `site` serves that deployed site (default PODSIM_SITE) at its newest release.
 */
export async function startServer({ site = process.env.PODSIM_SITE } = {}) {
  const args = ['serve', '--no-build', '--port', '0', ...(site ? ['--dir', site] : [])];
  const release = site ? JSON.parse(readFileSync(resolve(ROOT, site, 'versions.json'), 'utf8')).latest : null;
  const child = process.env.PODSIM_XTASK
    ? spawn(process.env.PODSIM_XTASK, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn('cargo', ['xtask', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const found = seen.match(/http:\/\/127\.0\.0\.1:\d+\//);
      if (found) resolve(found[0]);
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
  return {
    url: release ? `${url}v/${release}/` : url,
    origin: url.replace(/\/$/, ''),
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill();
      }),
  };
}
