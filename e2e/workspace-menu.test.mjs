// Journeys through the workspace's header and layout in headless Chromium: the Examples menu
// (search in either language, the keyboard, a press outside), a header of one row at 1366 px in
// either language with its Settings menu and locked gates, and the phone layout (one pane at a
// time under a switch that stays in view, 44 px touch targets, a 16 px editor, a compact header,
// each name said once, no key hints on a touch screen).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { launch, openPage } from './support/browser.mjs';
import { codeEditor, setText } from './support/editor.mjs';
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
  assert.ok(await page.getByTestId('examples-keys').isVisible(), 'with a keyboard, the menu says its keys');
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

/** How many elements on screen say `words` and nothing else. */
function saying(page, words) {
  return page.evaluate((said) => [...document.querySelectorAll('body *')]
    .filter((element) => element.children.length === 0 && element.textContent.trim() === said)
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.checkVisibility();
    }).length, words);
}

/** The visible buttons, tabs, selects and text fields less than 44 px tall, as "what: height". */
function smallTargets(page) {
  return page.evaluate(() => [...document.querySelectorAll('button, [role=tab], select, input, summary')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden'
        && !['checkbox', 'radio'].includes(element.type);
    })
    .map((element) => [element.dataset.testid ?? (element.className || element.tagName), element.getBoundingClientRect().height])
    .filter(([, height]) => height < 44)
    .map(([what, height]) => `${what}: ${height}`));
}

/** How many rows the header's controls take: their tops, grouped within half a row. */
const headerRows = (page) => page.evaluate(() => {
  const shown = [...document.querySelectorAll('.header > *, .settings > *, .more-settings > button, .share-button')]
    .filter((e) => e.getBoundingClientRect().width > 0 && !e.classList.contains('settings'));
  const middles = shown.map((e) => { const r = e.getBoundingClientRect(); return r.top + r.height / 2; }).sort((a, b) => a - b);
  return middles.filter((m, i) => i === 0 || m - middles[i - 1] > 12).length;
});

// A Pod whose field needs a gate the version leaves off: a gate to toggle beside the locked one.
const STOP_SIGNAL = `apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
  - name: app
    image: nginx:1.27
    lifecycle: {stopSignal: SIGQUIT}
`;

test('at 1366 px the header keeps to one row in either language; its Settings menu and the locked gates open over the page', async () => {
  const session = await open({ viewport: { width: 1366, height: 768 } });
  const { page } = session;
  await page.getByTestId('gates-in-use').waitFor();
  for (const lang of ['en', 'zh-CN']) {
    await setText(page, STOP_SIGNAL);
    await page.locator('[data-testid=gates-in-use] li[data-gate=ContainerStopSignals]').waitFor({ state: 'attached' });
    assert.equal(await headerRows(page), 1, `${lang}: a Pod with a gate to toggle, one row`);
    // Every example of the gallery (the first one last), whatever gates it brings up.
    await page.getByTestId('examples-button').click();
    await page.locator('[data-testid=examples-menu][data-state=loaded]').waitFor();
    const ids = await page.getByTestId('example').evaluateAll((options) => options.map((o) => o.dataset.id));
    await page.keyboard.press('Escape');
    for (const id of [...ids.filter((id) => id !== 'lifecycle-demo'), 'lifecycle-demo']) {
      await page.getByTestId('examples-button').click();
      await page.locator(`[data-testid=example][data-id="${id}"]`).click();
      await page.locator(`[data-testid=examples-button][data-current="${id}"]`).waitFor();
      assert.equal(await headerRows(page), 1, `${lang}: ${id}, one row`);
    }
    const header = await page.locator('header.header').boundingBox();
    assert.ok(header.height <= 48, `${lang}: the header is ${header.height} px tall`);

    // The gates that matter: counted in the row, listed when opened, the locked one apart.
    const gates = page.getByTestId('gates-in-use');
    assert.equal(await gates.locator('summary').textContent(), lang === 'en' ? "This Pod's gates: 1" : '本 Pod 的门控：1');
    await gates.locator('summary').click();
    await page.locator('[data-testid=gates-in-use][data-open=true]').waitFor();
    const locked = page.getByTestId('gates-locked');
    assert.match(await locked.locator('li[data-gate=PodReadyToStartContainersCondition]').textContent(),
      /PodReadyToStartContainersCondition=true\s*GA/);
    assert.equal(await locked.locator('button').count(), 0, 'a locked gate is not a toggle');
    const list = await page.locator('.gates-panel').boundingBox();
    assert.ok(list.x + list.width <= 1366, 'the list is on the screen');
    // It folds as the menus do: Esc (the summary keeps the focus), or a press outside.
    const isOpen = (testid) => page.getByTestId(testid).evaluate((details) => details.open);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=gates-in-use][data-open=false]').waitFor();
    assert.equal(await isOpen('gates-in-use'), false, 'Esc folds the gates');
    assert.equal(await gates.locator('summary').evaluate((summary) => summary === document.activeElement), true);
    await page.getByTestId('node-settings').locator('summary').click();
    await page.locator('[data-testid=node-settings][data-open=true]').waitFor();
    await page.locator('.brand h1').click();
    await page.locator('[data-testid=node-settings][data-open=false]').waitFor();
    assert.equal(await isOpen('node-settings'), false, 'a press outside folds the node');

    // Timing, seed, theme and language are in the Settings menu: open, Esc, a press outside.
    const menu = page.getByTestId('more-settings');
    assert.equal(await page.getByTestId('timing').isVisible(), false, 'folded in the menu');
    await menu.click();
    await page.getByTestId('timing').waitFor({ state: 'visible' });
    const panel = await page.locator('#more-settings-panel').boundingBox();
    assert.ok(panel.x + panel.width <= 1366, 'the menu is on the screen');
    await page.keyboard.press('Escape');
    await focused(page, 'more-settings');
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    await menu.click();
    await page.locator('.summary-line').click();
    await page.getByTestId('timing').waitFor({ state: 'hidden' });
    if (lang === 'en') {
      await menu.click();
      await page.getByTestId('lang').selectOption('zh-CN');
      await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
      assert.equal(await menu.getAttribute('aria-expanded'), 'true', 'the menu stays open while its settings change');
      await page.keyboard.press('Escape');
    }
  }
  await finish(session);
});

test('on a 390x844 phone: one pane at a time under a switch that stays in view, 44 px touch targets, a 16 px editor', async () => {
  const session = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const { page } = session;
  const tabSwitch = page.getByTestId('pane-switch');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid=pane-switch]')).display === 'flex');
  assert.equal(await tabSwitch.getAttribute('role'), 'tablist');
  // The timeline first; the YAML one tap away.
  assert.equal(await page.getByTestId('pane-results').getAttribute('aria-selected'), 'true');
  await page.getByTestId('timeline-svg').waitFor();
  assert.equal(await page.getByTestId('editor-input').isVisible(), false, 'the editor is in the other pane');
  assert.deepEqual(await smallTargets(page), [], 'every touch target in the results is 44 px tall or more');
  // The switch names the pane "Results"; "Timeline" is said once, by the view's own tab.
  assert.equal(await page.getByTestId('pane-results').textContent(), 'Results');
  assert.equal(await saying(page, 'Timeline'), 1, '"Timeline" is on the screen once');
  const header = await page.locator('header.header').boundingBox();
  assert.ok(header.height <= 64, `a compact header (${header.height} px)`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'nothing wider than the phone');

  // The switch stays in view while the results scroll.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 0);
  const kept = await tabSwitch.boundingBox();
  assert.ok(kept.y >= 0 && kept.y + kept.height <= 844, `the switch is in view (${kept.y} px)`);

  await page.getByTestId('pane-yaml').tap();
  await page.getByTestId('editor-input').waitFor({ state: 'visible' });
  assert.equal(await page.getByTestId('timeline-svg').isVisible(), false, 'the timeline is in the other pane');
  assert.equal(await page.getByTestId('pane-yaml').getAttribute('aria-selected'), 'true');
  assert.equal(await (await codeEditor(page)).evaluate((box) => getComputedStyle(box).fontSize), '16px');
  assert.deepEqual(await smallTargets(page), [], 'every touch target by the editor is 44 px tall or more');

  // The settings unfold from the compact header; the Examples menu fits the screen.
  assert.equal(await page.getByTestId('version').isVisible(), false, 'the settings are folded');
  await page.getByTestId('settings-toggle').tap();
  await page.getByTestId('version').waitFor({ state: 'visible' });
  assert.deepEqual(await smallTargets(page), [], 'every setting is 44 px tall or more');
  // The Settings menu's own settings lie among the rest, spaced as they are.
  const [timing, seed] = await Promise.all(['timing', 'seed'].map((id) => page.getByTestId(id).boundingBox()));
  assert.ok(seed.y >= timing.y + timing.height || seed.x >= timing.x + timing.width + 6, 'Seed does not touch Timing');
  // They fold again as the header's popovers do: on Esc, and on a tap outside them.
  await page.keyboard.press('Escape');
  await page.getByTestId('version').waitFor({ state: 'hidden' });
  await page.getByTestId('settings-toggle').tap();
  await page.getByTestId('version').waitFor({ state: 'visible' });
  await page.locator('.pane-switch').tap({ position: { x: 4, y: 4 } });
  await page.getByTestId('version').waitFor({ state: 'hidden' });
  await page.getByTestId('examples-button').tap();
  await page.locator('[data-testid=examples-menu][data-state=loaded]').waitFor();
  const menu = await page.getByTestId('examples-menu').boundingBox();
  assert.ok(menu.x >= 0 && menu.x + menu.width <= 390, `the menu fits the screen (${menu.x}, ${menu.width})`);
  assert.deepEqual(await smallTargets(page), [], 'the menu\'s field is 44 px tall or more');
  assert.equal(await page.getByTestId('examples-keys').isVisible(), false, 'no key hints on a touch screen');
  await page.locator('[data-testid=example][data-id=debug-container]').tap();
  await page.locator('[data-testid=examples-button][data-current=debug-container]').waitFor();
  // An example opened is shown as its timeline.
  await page.getByTestId('timeline-svg').waitFor({ state: 'visible' });
  assert.equal(await page.getByTestId('pane-results').getAttribute('aria-selected'), 'true');
  await finish(session);
});
