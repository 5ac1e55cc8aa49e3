// For `cargo xtask split-profile`: opens the instrumented build in dist/ as a first-time visitor
// would (no draft, no link), waits for the first render to settle, moves the mouse over it and
// tabs through it (so that merely pointing or moving the focus needs nothing more), and writes
// the indices of the functions that ran to target/first-load-hits.txt. A script, not a test.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { launch, openPage } from './support/browser.mjs';
import { startServer } from './support/serve.mjs';

const OUT = fileURLToPath(new URL('../target/first-load-hits.txt', import.meta.url));

const server = await startServer();
const browser = await launch();
try {
  const { page, context, problems } = await openPage(browser, server.url.replace(/\/$/, ''));
  await page.goto(server.url);
  await page.getByTestId('app').waitFor();
  await page.getByTestId('timeline-svg').waitFor();
  // Let the first render's effects (autosave, observers, timers) run.
  await page.waitForTimeout(1500);
  // Pointing and moving the focus: event dispatch and hover, but no edit (typing would pull in
  // the link writer and the draft, +14 KB gzip).
  for (const id of ['timeline-svg', 'editor-input', 'problems', 'version']) {
    const box = await page.getByTestId(id).boundingBox();
    for (let i = 0; i <= 10; i += 1) await page.mouse.move(box.x + (box.width * i) / 10, box.y + (box.height * i) / 10);
  }
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  await page.waitForTimeout(500);
  const hits = await page.evaluate(() => [...globalThis.podsimProfileHits].sort((a, b) => a - b));
  if (problems.length > 0) throw new Error(`the page reported problems:\n${problems.join('\n')}`);
  if (hits.length === 0) throw new Error('no function reported itself: is the build instrumented?');
  await mkdir(fileURLToPath(new URL('../target/', import.meta.url)), { recursive: true });
  await writeFile(OUT, `${hits.join('\n')}\n`);
  console.log(`split-profile: ${hits.length} functions ran`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
