// Robustness and security of the built playground in headless Chromium: nothing a user typed is
// lost (reload, bad link, a crashed tab, two tabs), the page runs under its Content-Security-Policy
// without 'unsafe-eval', user text never becomes markup, embeds ignore foreign messages, and no
// request leaves the page's own files. Run after `trunk build --release` and the CSP stamp that
// `cargo xtask test` (or `cargo xtask serve`) applies to dist/index.html.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { launch, openPage, visit } from './support/browser.mjs';
import { readText, setText } from './support/editor.mjs';
import { startServer } from './support/serve.mjs';

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const pod = (name, image = 'nginx:1.27') =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\nspec:\n  containers:\n    - name: web\n      image: ${image}\n`;

const SCRIPT = '<script>alert(1)</script>';

/** A browser context recording problems, outside requests, dialogs and failed responses. */
async function session(options = {}) {
  const s = await openPage(browser, server.origin, options);
  s.dialogs = [];
  s.failed = [];
  s.context.on('dialog', (dialog) => {
    s.dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  s.context.on('response', (response) => {
    if (response.status() >= 400) s.failed.push(`${response.status()} ${response.url()}`);
  });
  return s;
}

/** Types `text` as the whole editor content and waits until the page has kept it (address and draft). */
async function type(page, text) {
  await setText(page, text);
  await page.waitForFunction(
    (want) => location.hash.startsWith('#1.') && localStorage.getItem('podsim.yaml') === want,
    text,
  );
}

const editor = (page) => readText(page);

async function finish(s, { allowProblems = false } = {}) {
  await s.context.close();
  if (!allowProblems) assert.deepEqual(s.problems, [], 'no console errors or uncaught exceptions');
  assert.deepEqual(s.outside, [], "no request beyond the page's own files");
  assert.deepEqual(s.failed, [], 'every request the page made is one of its files');
  assert.deepEqual(s.dialogs, [], 'no dialog opened');
}

test('the draft survives a reload, with and without the link in the address', async () => {
  const s = await session();
  await visit(s.page, server.url);
  const draft = pod('survives-reload');
  await type(s.page, draft);
  await s.page.reload();
  await s.page.getByTestId('app').waitFor();
  assert.equal(await editor(s.page), draft);
  await visit(s.page, server.url);
  assert.equal(await editor(s.page), draft, 'the local draft, without a link');
  await finish(s);
});

test('a bad link (#1.@@@) shows its error, and the draft stays in the editor and in storage', async () => {
  const s = await session();
  await visit(s.page, server.url);
  const draft = pod('kept-through-bad-link');
  await type(s.page, draft);
  const bad = await s.context.newPage();
  await visit(bad, `${server.url}#1.@@@`);
  const notice = bad.getByTestId('link-error');
  await notice.waitFor();
  assert.match(await notice.textContent(), /this link is damaged: the data after #1\. is not valid base64url \(position 0, '@'\)/);
  assert.equal(await editor(bad), draft);
  await visit(bad, server.url);
  assert.equal(await editor(bad), draft, 'the bad link did not overwrite the stored draft');
  await finish(s);
});

test('a crashed tab loses nothing: the draft is kept on every edit, not on unload', async () => {
  // The panic hook (web/src/crash.rs) cannot be triggered from the page: nothing is exported to
  // JavaScript and no input is known to panic (the fuzzers found none). The harshest path a page
  // can take is a renderer crash, where no unload handler runs.
  const s = await session();
  await visit(s.page, server.url);
  const draft = pod('survives-a-crash');
  await type(s.page, draft);
  const crashed = new Promise((resolve) => s.page.once('crash', resolve));
  await s.page.goto('chrome://crash').catch(() => {});
  await crashed;
  const again = await s.context.newPage();
  await visit(again, server.url);
  assert.equal(await editor(again), draft);
  await finish(s, { allowProblems: true });
});

test('two tabs: what was typed last is what a fresh tab opens, and each tab keeps its own text', async () => {
  const s = await session();
  const first = s.page;
  const second = await s.context.newPage();
  await visit(first, server.url);
  await visit(second, server.url);
  const a = pod('typed-in-the-first-tab');
  const b = pod('typed-last-in-the-second-tab');
  await type(first, a);
  await type(second, b);
  const fresh = await s.context.newPage();
  await visit(fresh, server.url);
  assert.equal(await editor(fresh), b, 'a fresh tab opens the text typed last');
  await fresh.close();
  // Reloading the tab that was not edited last must not take the last edit away.
  await second.reload();
  await second.getByTestId('app').waitFor();
  assert.equal(await editor(second), b);
  await first.reload();
  await first.getByTestId('app').waitFor();
  assert.equal(await editor(first), a, 'the first tab keeps its own text (its address carries it)');
  const last = await s.context.newPage();
  await visit(last, server.url);
  assert.equal(await editor(last), b, 'after reloading both tabs, the text typed last is still the draft');
  await finish(s);
});

test("the built page carries a Content-Security-Policy without 'unsafe-eval' and runs under it", async () => {
  const html = await readFile(fileURLToPath(new URL('../dist/index.html', import.meta.url)), 'utf8');
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/);
  assert.ok(meta, 'dist/index.html has the CSP meta tag (stamped by cargo xtask test / serve after trunk build)');
  const policy = meta[1];
  const scriptSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
  assert.ok(!/(^|\s)'unsafe-eval'/.test(policy), policy);
  assert.ok(!scriptSrc.includes("'unsafe-inline'"), scriptSrc);
  assert.match(scriptSrc, /'wasm-unsafe-eval'/);
  assert.match(policy, /default-src 'self'/);
  const s = await session();
  const violations = [];
  await s.page.exposeFunction('recordViolation', (v) => violations.push(v));
  await s.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const violation = `${e.violatedDirective} ${e.blockedURI}`;
      (window.podsimViolations ??= []).push(violation);
      window.recordViolation(violation);
    });
  });
  await visit(s.page, server.url);
  assert.equal(await s.page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content), policy);
  await s.page.getByTestId('timeline-svg').waitFor();
  assert.deepEqual(violations, [], 'the page itself needs nothing the policy forbids');
  // The policy is enforced: an injected inline script (as an XSS would add) does not run.
  await s.page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = eval("1 + 1");';
    document.head.append(script);
  });
  // The browser reports the blocked script; wait for that report, then check it never ran.
  await s.page.waitForFunction(() => (window.podsimViolations ?? []).some((v) => v.startsWith('script-src')));
  assert.equal(await s.page.evaluate(() => window.injected), undefined);
  assert.ok(violations.some((v) => v.startsWith('script-src')), `the injected script was reported: ${violations}`);
  await finish(s, { allowProblems: true });
});

test('a <script> in a container name, an image and a #y. link renders as text', async () => {
  const s = await session();
  await visit(s.page, server.url);
  const scripts = await s.page.evaluate(() => document.scripts.length);
  const hostile = pod(`"${SCRIPT}"`, `"<img src=x onerror=alert(2)>"`).replace('- name: web', `- name: "${SCRIPT}"`);
  await setText(s.page, hostile);
  await s.page.waitForFunction(() => document.querySelectorAll('[data-testid=problem]').length > 0);
  const viaLink = await s.context.newPage();
  await visit(viaLink, `${server.url}#y.${encodeURIComponent(hostile)}`);
  assert.equal(await editor(viaLink), hostile);
  for (const page of [s.page, viaLink]) {
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=problem]').length > 0);
    assert.equal(await page.evaluate(() => document.scripts.length), scripts, 'no script element was added');
    assert.equal(await page.locator('img[src=x], body script:not([src]):not([type])').count(), 0, 'no injected element');
    const shown = await page.evaluate(() => document.body.innerText);
    assert.ok(shown.includes(SCRIPT), 'the name is shown as text');
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  await finish(s);
});

test('embeds ignore messages from foreign frames and messages of the wrong shape', async () => {
  const s = await session();
  const { page } = s;
  await page.goto(`${server.url}embed-demo.html`);
  await page.locator('#demo-sidecar').scrollIntoViewIfNeeded();
  const frame = await (await page.locator('#demo-sidecar iframe').elementHandle()).contentFrame();
  await frame.getByTestId('embed-footer').waitFor();
  await page.waitForFunction(() => document.querySelector('#demo-sidecar iframe').style.height !== '480px');
  const height = () => page.evaluate(() => document.querySelector('#demo-sidecar iframe').style.height);
  // Let the embed settle, then send the hostile messages.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const settled = await height();
  await page.evaluate(() => {
    const foreign = document.createElement('iframe');
    foreign.srcdoc = `<script>parent.postMessage({source: 'podsim', v: 1, type: 'resize', height: 4321}, '*');</script>`;
    document.body.appendChild(foreign);
    window.postMessage({ source: 'podsim', v: 1, type: 'resize', height: 4322 }, '*');
  });
  for (const data of [{ source: 'podsim', v: 2, type: 'resize', height: 4323 }, { source: 'podsim', v: 1, type: 'resize', height: '4324' }, '{"source":"podsim","v":1,"type":"resize","height":4325}', null, { source: 'podsim', v: 1, type: 'resize', height: Infinity }]) {
    await frame.evaluate((d) => parent.postMessage(d, '*'), data);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal(await height(), settled, 'no hostile message resized the embed');
  // The same message from the embed's own frame, in the documented shape, is obeyed.
  await frame.evaluate(() => parent.postMessage({ source: 'podsim', v: 1, type: 'resize', height: 777 }, '*'));
  await page.waitForFunction(() => document.querySelector('#demo-sidecar iframe').style.height === '777px');
  // The playground itself does not act on messages: garbage posted to it changes nothing.
  const app = await session();
  await visit(app.page, server.url);
  const before = await editor(app.page);
  await app.page.evaluate(() => {
    for (const d of [{ type: 'load', yaml: 'kind: Pod' }, 'podsim', { source: 'podsim', v: 1, type: 'resize', height: 1 }]) window.postMessage(d, '*');
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(await editor(app.page), before);
  await finish(app);
  await finish(s);
});
