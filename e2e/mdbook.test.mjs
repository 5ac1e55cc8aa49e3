// A book built by the real mdBook with the `mdbook-podsim` preprocessor, served by a plain static
// host on its own origin, read in Chromium: each podsim block shows its static timeline first and
// becomes the live playground (from the podsim server, another origin) when the reader asks.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { launch, openPage } from './support/browser.mjs';
import { plainHost } from './support/plain-host.mjs';
import { readText } from './support/editor.mjs';
import { startServer } from './support/serve.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const MDBOOK = process.env.MDBOOK ?? join(process.env.CARGO_HOME ?? join(homedir(), '.cargo'), 'bin', 'mdbook');

let server;
let browser;
let book;
let host;

before(async () => {
  server = await startServer();
  browser = await launch();
  // The preprocessor as this checkout builds it, and a copy of its test book that names it.
  execFileSync('cargo', ['build', '--locked', '-q', '-p', 'mdbook-podsim'], { cwd: ROOT, stdio: 'inherit' });
  const preprocessor = resolve(ROOT, process.env.CARGO_TARGET_DIR ?? 'target', 'debug', 'mdbook-podsim');
  book = await mkdtemp(join(tmpdir(), 'podsim-book-'));
  await cp(join(ROOT, 'crates/mdbook-podsim/tests/book/src'), join(book, 'src'), { recursive: true });
  await writeFile(join(book, 'book.toml'), `[book]\ntitle = "podsim in a book"\n\n[preprocessor.podsim]\ncommand = "${preprocessor}"\nembed = "${server.url}embed.js"\n`);
  execFileSync(MDBOOK, ['build', book], { stdio: 'inherit' });
  host = await plainHost(join(book, 'book'));
});

after(async () => {
  host?.close();
  await browser?.close();
  await server?.close();
  if (book) await rm(book, { recursive: true, force: true });
});

test('an mdBook page shows static timelines and loads a playground on request', async () => {
  const s = await openPage(browser, host.origin, { reducedMotion: 'reduce' });
  const { context, page } = s;
  await page.goto(`${host.origin}/sidecars.html`);
  const blocks = page.locator('pod-playground');
  await page.waitForFunction(() => document.querySelectorAll('pod-playground button.podsim-load').length === 2);
  assert.equal(await blocks.count(), 2);
  // Before any click: the static timeline is what the reader sees (the light drawing under
  // mdBook's default theme, the dark one under navy), and no playground is loaded.
  const picture = blocks.nth(0).locator('.podsim-picture-light svg');
  assert.equal(await blocks.nth(0).locator('.podsim-picture-dark').isVisible(), false);
  const theme = (name) => page.evaluate((name) => { document.documentElement.className = name; }, name);
  await theme('navy');
  assert.equal(await blocks.nth(0).locator('.podsim-picture-dark').isVisible(), true, 'a dark book shows the dark drawing');
  assert.equal(await picture.isVisible(), false);
  await theme('light');
  assert.equal(await picture.isVisible(), true);
  assert.match(await picture.locator('title').first().textContent(), /with-sidecar/);
  assert.ok((await picture.boundingBox()).width > 300, 'the drawing has its size');
  assert.equal(await page.locator('pod-playground iframe').count(), 0);
  assert.equal(await blocks.nth(0).locator('pre').isVisible(), true, 'the YAML the prose talks about is shown');
  // The reader asks for the first one.
  await blocks.nth(0).getByRole('button', { name: /Open the playground here/ }).focus();
  await page.keyboard.press('Enter');
  const handle = await blocks.nth(0).locator('iframe').elementHandle();
  const frame = await handle.contentFrame();
  await frame.getByTestId('embed-footer').waitFor();
  assert.match(await readText(frame), /name: with-sidecar/);
  await page.waitForFunction(() => document.querySelector('pod-playground iframe').style.opacity === '');
  assert.equal(await picture.isVisible(), false, 'the playground replaced the picture');
  assert.equal(await blocks.nth(0).locator('.podsim-picture').evaluateAll((boxes) => boxes.every((b) => getComputedStyle(b).display === 'none')), true);
  // A compact embed keeps the YAML, folded above the timeline: one click shows it.
  await blocks.nth(0).locator('details.podsim-yaml summary').click();
  assert.match(await blocks.nth(0).locator('details.podsim-yaml pre').textContent(), /name: with-sidecar/);
  assert.equal(await blocks.nth(1).locator('iframe').count(), 0, 'the other block still waits');
  await context.close();
  assert.deepEqual(s.problems, [], 'no console errors or uncaught exceptions');
  const served = new URL(server.url).origin;
  assert.deepEqual(s.outside.filter((url) => !url.startsWith(served)), [], 'nothing beyond the book and the playground');
});
