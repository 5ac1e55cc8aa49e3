// A documentation host with no special headers: Python's http.server over a folder, on a free
// port of 127.0.0.1 (a real static server, not one of ours: it sends no CORS header).
import { spawn } from 'node:child_process';

/** Serves `dir`; resolves to { origin, close }. */
export async function plainHost(dir) {
  const child = spawn('python3', ['-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((done, fail) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const found = seen.match(/port (\d+)/);
      if (found) done(found[1]);
    });
    child.on('exit', (code) => fail(new Error(`http.server exited (${code}) before it listened`)));
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => child.kill() };
}
