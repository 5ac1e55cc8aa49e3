// The page's module is split in two at build time (xtask/src/split): the first load carries only
// what the first render runs, the rest arrives right after. These journeys prove the promise in
// headless Chromium: the first render is whole without the rest, the rest then fills what waited
// for it, and code from the rest called before it arrived loads it at once and gives the same
// answer. Run after `cargo xtask test` (or `cargo xtask serve`) has finished dist/.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { launch, openPage } from './support/browser.mjs';
import { startServer } from './support/serve.mjs';

const REST = /_later\.wasm$/;

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

const split = (page) =>
  page.evaluate(() => ({ loaded: globalThis.podsimSplit.loaded, syncLoads: globalThis.podsimSplit.syncLoads }));

/** What the first screen shows: header, editor, problems, containers, tabs and the timeline. */
const firstScreen = (page) =>
  page.evaluate(() =>
    ['header', '.editor', '.problems', '.results > .card:first-child', '.tabs', '[data-testid=timeline]', '.run-notes']
      .flatMap((selector) => [...document.querySelectorAll(selector)])
      .map((element) => element.outerHTML)
      .join('\n'),
  );

test('first render needs only the first-load module, and draws the same page', async () => {
  const blocked = await openPage(browser, server.url.replace(/\/$/, ''));
  await blocked.page.route(REST, (route) => route.abort());
  await blocked.page.goto(server.url);
  await blocked.page.getByTestId('timeline-svg').waitFor();
  await blocked.page.getByTestId('state-pending').waitFor();
  await blocked.page.waitForTimeout(500);
  assert.deepEqual(
    await split(blocked.page),
    { loaded: false, syncLoads: 0 },
    'the first render ran code that web/first-load-functions.txt does not list: run `cargo xtask split-profile`',
  );
  const withoutRest = await firstScreen(blocked.page);
  await blocked.context.close();

  const normal = await openPage(browser, server.url.replace(/\/$/, ''));
  await normal.page.goto(server.url);
  await normal.page.getByTestId('state').waitFor();
  assert.deepEqual(await split(normal.page), { loaded: true, syncLoads: 0 }, 'the rest arrived on its own');
  assert.equal(await firstScreen(normal.page), withoutRest, 'the first screen is the same with or without the rest');
  await normal.context.close();
  assert.deepEqual(normal.problems, []);
});

test('the rest arrives after first render and fills in the state at the playhead and fault injection', async () => {
  const s = await openPage(browser, server.url.replace(/\/$/, ''));
  const fetched = [];
  s.page.on('request', (request) => {
    if (REST.test(request.url())) fetched.push(request.url());
  });
  await s.page.goto(server.url);
  await s.page.getByTestId('state').waitFor();
  await s.page.getByTestId('describe').waitFor({ state: 'attached' });
  assert.match(await s.page.getByTestId('state').innerText(), /lifecycle-demo\s+0\/2\s+Pending/);
  assert.equal(fetched.length, 1, 'the rest is fetched once');
  await s.context.close();
  assert.deepEqual(s.problems, []);
  assert.deepEqual(s.outside, []);
});

test('code from the rest called before it arrives loads it at once and answers the same', async () => {
  const s = await openPage(browser, server.url.replace(/\/$/, ''));
  // The background fetch is slow; the synchronous load on first use is not held up.
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await s.page.route(REST, async (route, request) => {
    if (request.resourceType() === 'fetch') await held;
    await route.continue();
  });
  await s.page.goto(server.url);
  await s.page.getByTestId('timeline-svg').waitFor();
  assert.deepEqual(await split(s.page), { loaded: false, syncLoads: 0 });
  // The Analysis view runs code the first render never ran.
  await s.page.getByTestId('view-analysis').click();
  await s.page.getByTestId('analysis').waitFor();
  assert.deepEqual(await split(s.page), { loaded: true, syncLoads: 1 });
  const early = await s.page.getByTestId('analysis').innerText();
  release();
  await s.page.getByTestId('state').count();
  await s.context.close();

  const normal = await openPage(browser, server.url.replace(/\/$/, ''));
  await normal.page.goto(server.url);
  await normal.page.getByTestId('state').waitFor();
  await normal.page.getByTestId('view-analysis').click();
  assert.equal(await normal.page.getByTestId('analysis').innerText(), early);
  await normal.context.close();
  assert.deepEqual(s.problems, []);
  assert.ok(/QoS|Burstable|BestEffort|Guaranteed/.test(early), early);
});

test('a link opens with the rest fetched beside the first-load module and installed before its first render', async () => {
  const s = await openPage(browser, server.url.replace(/\/$/, ''));
  await s.page.goto(server.url);
  await s.page.getByTestId('state').waitFor();
  await s.page.getByTestId('tab-scenario').click();
  await s.page.getByTestId('scenario-input').fill('kind: Scenario\nfaults:\n  - at: 20s\n    container: app\n    exit: 1\n');
  await s.page.waitForFunction(() => location.hash.startsWith('#1.') && location.hash.length > 40);
  const link = await s.page.evaluate(() => location.href);
  const want = await s.page.getByTestId('state').innerText();
  await s.context.close();

  const fresh = await openPage(browser, server.url.replace(/\/$/, ''));
  const fetched = [];
  fresh.page.on('request', (request) => {
    if (REST.test(request.url())) fetched.push(request.url());
  });
  await fresh.page.goto(link);
  await fresh.page.getByTestId('state').waitFor();
  assert.deepEqual(await split(fresh.page), { loaded: true, syncLoads: 0 }, 'no blocking load, even for a scenario with faults');
  assert.equal(fetched.length, 1, 'the rest is fetched once');
  assert.equal(await fresh.page.getByTestId('state').innerText(), want);
  await fresh.context.close();
  assert.deepEqual(fresh.problems, []);
});

test('when the rest cannot be loaded, the page says so once, and stops asking', async () => {
  const s = await openPage(browser, server.url.replace(/\/$/, ''));
  const asked = [];
  s.page.on('request', (request) => {
    if (REST.test(request.url())) asked.push(request.url());
  });
  await s.page.route(REST, (route) => route.abort());
  await s.page.goto(server.url);
  await s.page.getByTestId('timeline-svg').waitFor();
  const dialog = s.page.getByTestId('crash');
  await dialog.waitFor();
  assert.match(await dialog.innerText(), /could not load the rest of itself[\s\S]*reload the page[\s\S]*_later\.wasm/i);
  // Code from the rest now fails at once, with no further request.
  await s.page.getByTestId('view-analysis').click();
  await s.page.getByTestId('editor-input').press('End');
  await s.page.waitForTimeout(300);
  assert.equal(asked.length, 1, asked.join('\n'));
  assert.equal(await s.page.getByTestId('crash').count(), 1);
  await s.context.close();
});

test('a link whose rest cannot be loaded shows why, and the message stays', async () => {
  const s = await openPage(browser, server.url.replace(/\/$/, ''));
  await s.page.route(REST, (route) => route.fulfill({ status: 404, body: 'not found' }));
  const pod = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: linked\nspec:\n  containers:\n    - name: web\n      image: nginx:1.27\n';
  await s.page.goto(`${server.url}#y.${encodeURIComponent(pod)}`);
  const dialog = s.page.getByTestId('crash');
  await dialog.waitFor();
  // The page mounting into <body> does not take it away.
  await s.page.waitForTimeout(500);
  assert.equal(await dialog.count(), 1);
  assert.match(await dialog.innerText(), /could not load the rest of itself[\s\S]*reload the page[\s\S]*HTTP 404/i);
  await s.context.close();
});

test('after the rest failed to load, what is typed in the editor is kept for the next visit', async () => {
  const s = await openPage(browser, server.url.replace(/\/$/, ''));
  await s.page.route(REST, (route) => route.abort());
  await s.page.goto(server.url);
  await s.page.getByTestId('crash').waitFor();
  assert.match(await s.page.getByTestId('crash').innerText(), /what you type from now on is kept/i);
  await s.page.getByTestId('editor-input').fill('apiVersion: v1\nkind: Pod\nmetadata:\n  name: typed-after-failure\n');
  assert.match(await s.page.evaluate(() => localStorage.getItem('podsim.yaml')), /typed-after-failure/);
  await s.context.close();
});
