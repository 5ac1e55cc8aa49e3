// Where a keystroke's time goes on the stress pod (or any Pod file given as the argument): the
// whole task of one typed character (input event to the next task, renders included) in each
// view, and Chromium's CPU profile of the timeline view's keystrokes summed by function. A script
// for BENCHMARKS.md, run by hand after `cargo xtask dist`: `node e2e/profile-keystroke.mjs [POD]`.
// The release build has no function names; for a profile that names them, build the page once
// with `data-keep-debug` and `-g` added to the wasm-opt parameters, serve that folder with `cargo
// xtask serve --no-build --dir DIR --port 0`, and set PODSIM_URL to its address. The page's own
// work is what it profiles: the code editor's module is held back, so the text goes through the
// plain text box of the first render (`e2e/measure.mjs` times keystrokes in the code editor).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { launch, openPage } from './support/browser.mjs';
import { startServer } from './support/serve.mjs';

const STRESS = fileURLToPath(new URL('../tests/data/bench/stress-pod.yaml', import.meta.url));
const KEYSTROKES = 20;

const quantile = (samples, q) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** In the page: `count` characters typed into a trailing comment, each timed as a whole task. */
async function taskTimes(page, count) {
  return page.evaluate(async (count) => {
    const area = document.querySelector('[data-testid=editor-input]');
    const nextTask = () => new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
    const type = async (value, data) => {
      const start = performance.now();
      area.value = value;
      area.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data }));
      const end = await nextTask();
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
      return end - start;
    };
    await type(`${area.value.replace(/\n*$/, '')}\n# `, '#');
    const samples = [];
    for (let i = 0; i < count; i += 1) samples.push(await type(`${area.value}x`, 'x'));
    return samples;
  }, count);
}

async function main() {
  const pod = await readFile(process.argv[2] ?? STRESS, 'utf8');
  // PODSIM_URL: a page served elsewhere (a build that keeps function names, for the profile).
  const server = process.env.PODSIM_URL ? { url: process.env.PODSIM_URL, close: async () => {} } : await startServer();
  const browser = await launch();
  try {
    const s = await openPage(browser, server.origin, { reducedMotion: 'reduce' });
    const { page } = s;
    await page.route('**/editor-*.js', () => {});
    await page.goto(server.url);
    await page.getByTestId('app').waitFor();
    await page.getByTestId('editor-input').fill(pod);
    await page.getByTestId('timeline-svg').waitFor();
    for (const view of ['timeline', 'table', 'analysis', 'timeline']) {
      await page.getByTestId(`view-${view}`).click();
      const samples = await taskTimes(page, KEYSTROKES);
      process.stdout.write(`${view}: median ${quantile(samples, 0.5).toFixed(1)} ms, p95 ${quantile(samples, 0.95).toFixed(1)} ms\n`);
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await taskTimes(page, KEYSTROKES);
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map();
    const step = new Map();
    profile.samples.forEach((id, i) => step.set(id, (step.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    for (const [id, micros] of step) {
      const frame = byId.get(id).callFrame;
      const name = frame.functionName || `(${frame.url.split('/').pop() || 'program'})`;
      self.set(name, (self.get(name) ?? 0) + micros);
    }
    // Inclusive time: each sample counts once for every function on its stack.
    const parent = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const inclusive = new Map();
    for (const [id, micros] of step) {
      const names = new Set();
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const name = byId.get(at).callFrame.functionName;
        if (name) names.add(name.replace(/::h[0-9a-f]{16}$/, ''));
      }
      for (const name of names) inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
    }
    const interesting = [...inclusive].filter(([name]) => /podsim|Drawing|StatePanel|Results|Editor|Line|Page|App|Timeline|setItem|save_draft/.test(name));
    process.stdout.write(`CPU profile of ${KEYSTROKES} keystrokes (inclusive time of the page's and core's functions, ms per keystroke):\n`);
    for (const [name, micros] of interesting.sort((a, b) => b[1] - a[1]).slice(0, 45)) {
      process.stdout.write(`  ${(micros / 1000 / KEYSTROKES).toFixed(2).padStart(7)}  ${name.slice(0, 150)}\n`);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    const top = [...self].filter(([name]) => name !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 40);
    process.stdout.write(`CPU profile of ${KEYSTROKES} keystrokes (self time, ms per keystroke):\n`);
    for (const [name, micros] of top) {
      process.stdout.write(`  ${(micros / 1000 / KEYSTROKES).toFixed(2).padStart(7)}  ${name}\n`);
    }
    process.stdout.write(`  total sampled ${(total / 1000 / KEYSTROKES).toFixed(1)} ms per keystroke (idle included)\n`);
    await s.context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  process.stderr.write(`profile: ${error.stack ?? error}\n`);
  process.exit(1);
});
