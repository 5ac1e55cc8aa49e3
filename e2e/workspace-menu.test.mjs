// Journeys through the workspace's header and layout in headless Chromium: the Examples menu
// (search in either language, the keyboard, a press outside).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { launch, openPage } from './support/browser.mjs';
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

async function open(options) {
  const session = await openPage(browser, server.origin, { reducedMotion: 'reduce', ...options });
  await session.page.goto(server.url);
  await session.page.getByTestId('app').waitFor();
  return session;
}

async function finish({ context, problems, outside }) {
  await context.close();
  assert.deepEqual(problems, [], 'no console errors or uncaught exceptions');
  assert.deepEqual(outside, [], 'no request beyond the page\'s own files');
}

/** Waits until the element with `testid` has the focus. */
const focused = (page, testid) => page.waitForFunction((id) => document.activeElement?.dataset.testid === id, testid);

/** The ids the open menu lists, once it lists exactly `count`. */
async function listed(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=example]').length === n, count);
  return page.getByTestId('example').evaluateAll((options) => options.map((o) => o.dataset.id));
}

test('the Examples menu: a search, Enter opens the match and the timeline shows it; arrows, Esc and a press outside', async () => {
  const session = await open({ viewport: { width: 1440, height: 900 } });
  const { page } = session;
  await page.getByTestId('timeline-svg').waitFor();
  const button = page.getByTestId('examples-button');
  await button.click();
  await focused(page, 'examples-search');
  await page.locator('[data-testid=examples-menu][data-state=loaded]').waitFor();
  assert.equal(await page.locator('[data-testid=example].current').getAttribute('data-id'), 'lifecycle-demo', 'the example shown is marked');
  await page.keyboard.type('fluent bit');
  assert.deepEqual(await listed(page, 1), ['fluent-bit-sidecar']);
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=examples-button][data-current=fluent-bit-sidecar]').waitFor();
  await page.getByTestId('examples-menu').waitFor({ state: 'detached' });
  await page.locator('[data-lane=log-collector] .bar').first().waitFor();
  await page.locator('[data-lane=app] .bar').first().waitFor();
  await focused(page, 'examples-button');

  // Chinese words find an example on the English page; the arrow keys pick among the matches.
  await button.click();
  await focused(page, 'examples-search');
  await page.keyboard.type('日志收集');
  assert.deepEqual(await listed(page, 1), ['native-log-shipper']);
  await page.getByTestId('examples-search').fill('sidecar');
  const sidecars = await page.getByTestId('example').evaluateAll((options) => options.map((o) => o.dataset.id));
  assert.ok(sidecars.length >= 3, sidecars.join());
  await page.keyboard.press('ArrowDown');
  await page.locator(`[data-testid=example][data-id="${sidecars[1]}"][aria-selected=true]`).waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('examples-menu').waitFor({ state: 'detached' });
  await focused(page, 'examples-button');
  assert.equal(await button.getAttribute('data-current'), 'fluent-bit-sidecar', 'Esc opens nothing');

  // A press outside closes it.
  await button.click();
  await page.getByTestId('examples-menu').waitFor();
  await page.getByTestId('summary-line').click();
  await page.getByTestId('examples-menu').waitFor({ state: 'detached' });
  await finish(session);
});
