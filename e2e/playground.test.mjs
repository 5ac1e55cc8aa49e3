// Journeys through the playground in headless Chromium: each ends in assertions on what the page
// shows. Run after `trunk build --release` with `node --test e2e/`.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { launch, openPage } from './support/browser.mjs';
import { codeEditor, readText, setText, timeKeystrokes } from './support/editor.mjs';
import { openExample, openMenu } from './support/examples.mjs';
import { startServer } from './support/serve.mjs';

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launch();
  await mkdir(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the playground with an empty local draft; returns the page and the problem collectors. */
export async function open(options = {}) {
  const session = await openPage(browser, server.origin, { reducedMotion: 'reduce', ...options });
  await session.page.goto(server.url);
  await session.page.getByTestId('app').waitFor();
  return session;
}

/** Asserts the page logged no error and asked for nothing outside the test server. */
export async function finish({ context, problems, outside }) {
  await context.close();
  assert.deepEqual(problems, [], 'no console errors or uncaught exceptions');
  assert.deepEqual(outside, [], 'no request beyond the page\'s own files');
}

const focusedTestid = (page) => page.evaluate(() => document.activeElement?.dataset.testid);

async function containerNames(page) {
  return page.getByTestId('container').evaluateAll((nodes) => nodes.map((n) => `${n.dataset.kind}:${n.textContent}`));
}

/** The examples the menu lists (each option's data attributes); the menu is closed again. */
export async function galleryCards(page) {
  await openMenu(page);
  const examples = await page.getByTestId('example').evaluateAll((options) => options.map((o) => ({ ...o.dataset })));
  await page.getByTestId('examples-search').press('Escape');
  await page.getByTestId('examples-menu').waitFor({ state: 'detached' });
  return examples;
}

/** Puts the playhead at `seconds` through the time field, as a user types it. */
export async function jumpTo(page, seconds) {
  const field = page.getByTestId('jump');
  await field.fill(`${seconds}s`);
  await field.press('Enter');
  // The playhead stops at the end of the simulation.
  await page.waitForFunction((ms) => {
    const slider = document.querySelector('[data-testid=playhead]');
    return slider && Number(slider.getAttribute('aria-valuenow')) === Math.min(ms, Number(slider.getAttribute('aria-valuemax')));
  }, Math.round(seconds * 1000), { timeout: 5000 });
}

const rowStatus = (page) => page.getByTestId('row-status').textContent();

test('a 1440x900 first screen shows the editor, the summary, the timeline and playback, and the divider moves', async () => {
  const session = await open({ viewport: { width: 1440, height: 900 } });
  const { page } = session;
  await page.getByTestId('timeline-svg').waitFor();
  // Measured once the layout is final: the code editor replaces the first render's plain text
  // box (a box measured as it goes has no size), and the stylesheet may arrive after the first render.
  await codeEditor(page);
  await page.waitForFunction(() => getComputedStyle(document.body).overflowY === 'hidden');
  const inView = async (selector) => {
    const box = await page.locator(selector).first().boundingBox();
    return box !== null && box.y >= 0 && box.y + Math.min(box.height, 40) <= 900 && box.x >= 0 && box.x + box.width <= 1440;
  };
  for (const selector of ['[data-testid=editor-input]', '[data-testid=summary-line]', '[data-testid=timeline-svg]', '[data-testid=play]', '[data-testid=playhead]']) {
    assert.ok(await inView(selector), `${selector} is on the first screen`);
  }
  const heights = await page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
  assert.ok(heights[0] <= heights[1] + 1, `the page itself does not scroll (${heights[0]} px in a ${heights[1]} px window)`);
  // The results scroll on their own: the state panel is below the timeline in the same pane.
  assert.ok(await page.evaluate(() => {
    const pane = document.querySelector('.pane-results');
    return pane.scrollHeight > pane.clientHeight && getComputedStyle(pane).overflowY === 'auto';
  }), 'the results pane scrolls');
  await page.screenshot({ path: `${SHOTS}workspace.png` });

  // Dragging the divider widens the editor.
  const editorWidth = async () => (await page.locator('.pane-editor').boundingBox()).width;
  const before = await editorWidth();
  const grip = await page.getByTestId('divider').boundingBox();
  await page.mouse.move(grip.x + grip.width / 2, grip.y + 200);
  await page.mouse.down();
  await page.mouse.move(grip.x + 200, grip.y + 200, { steps: 5 });
  await page.mouse.up();
  const after = await editorWidth();
  assert.ok(after > before + 150, `the editor widened from ${before} to ${after} px`);
  await finish(session);
});

test('a bar inside a compressed stretch can be picked and explains itself', async () => {
  const session = await open();
  const { page } = session;
  await galleryCards(page);
  await openExample(page, 'init-failure-always');
  await page.getByTestId('timeline-svg').waitFor();
  // The init container's back-off waits grow (10 s, 20 s, 40 s, ...): the later ones lie in
  // compressed stretches, under the break's shading.
  const bars = page.locator('[data-lane="fail-on-purpose"] .bar');
  const count = await bars.count();
  assert.ok(count >= 8, `${count} bars`);
  assert.ok(await page.locator('.break').count() > 0, 'the run has compressed stretches');
  await bars.nth(count - 2).click();
  const why = await page.getByTestId('why').textContent();
  assert.match(why, /^fail-on-purpose · /, why);
  await finish(session);
});

test('typing in the editor updates the container list', async () => {
  const session = await open();
  const { page } = session;
  assert.deepEqual(await containerNames(page), ['init:prepare', 'sidecar:helper', 'app:app']);
  await page.screenshot({ path: `${SHOTS}playground.png` });

  await setText(page, 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: web\n      image: nginx\n');
  const editor = await codeEditor(page);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=container]').length === 1);
  assert.deepEqual(await containerNames(page), ['app:web']);

  // Typing key by key, the way a user does, keeps the list in step.
  await editor.press('Control+End');
  // Enter keeps the indentation (past the list item's dash), as in a code editor.
  await page.keyboard.type('    - name: cache\nimage: redis\n');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=container]').length === 2);
  assert.deepEqual(await containerNames(page), ['app:web', 'app:cache']);
  await finish(session);
});

test('a YAML error and a validation error are shown at their line', async () => {
  const session = await open();
  const { page } = session;
  await setText(page, 'kind: Pod\nspec:\n  containers:\n    - name: web\n   image: nginx\n');
  const problem = page.getByTestId('problem').first();
  await problem.waitFor();
  assert.equal(await problem.getAttribute('data-severity'), 'error');
  assert.equal(await problem.getAttribute('data-line'), '5');
  // The editor underlines it on line 5.
  await page.locator('.cm-content .cm-line:nth-child(5) .cm-lintRange-error').waitFor();

  // A well-formed Pod the API server rejects: the error sits on the offending field's line.
  await setText(page, 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  restartPolicy: Sometimes\n  containers:\n    - name: web\n      image: nginx\n');
  await page.waitForFunction(() => document.querySelector('[data-testid=problem][data-severity=error]')?.dataset.line === '6');
  const message = await page.locator('[data-testid=problem][data-severity=error]').first().textContent();
  assert.match(message, /restartPolicy/);
  await page.getByTestId('view-analysis').click();
  assert.match(await page.getByTestId('kubectl-output').textContent(), /The Pod "web" is invalid/);

  // Choosing the problem puts the cursor on its line.
  await page.locator('[data-testid=problem][data-severity=error] button').first().click();
  const caretLine = await (await codeEditor(page)).evaluate((box) => box.value.slice(0, box.selectionStart).split('\n').length);
  assert.equal(caretLine, 6);
  await finish(session);
});

test('the scenario tab is YAML too: its errors have lines and a fault re-simulates at once', async () => {
  const session = await open();
  const { page } = session;
  await openExample(page, 'lifecycle-demo');
  await page.getByTestId('tab-scenario').click();
  const scenario = { fill: (text) => setText(page, text, 'scenario-input') };
  await scenario.fill('kind: Scenario\nfaults:\n  - {at: 5s, container: nope, exit: 1}\n');
  const problem = page.locator('[data-testid=problem][data-severity=error]').first();
  await problem.waitFor();
  assert.equal(await problem.getAttribute('data-line'), '3');
  assert.match(await problem.textContent(), /nope/);
  await scenario.fill('kind: Scenario\nfaults:\n  - {at: 30s, container: app, exit: 3}\n');
  await page.getByTestId('no-problems').waitFor();
  await page.getByTestId('injected').first().waitFor();
  await jumpTo(page, 45);
  const app = page.locator('[data-testid=container-status][data-name=app]');
  assert.match(await app.getByTestId('cs-last').textContent(), /exit 3/);

  // A scenario's own timing and seed are what the run uses: the header shows them, locked.
  const timing = page.getByTestId('timing');
  assert.equal(await timing.isDisabled(), false);
  await scenario.fill('kind: Scenario\ntiming: ideal\nseed: 42\n');
  await page.waitForFunction(() => document.querySelector('[data-testid=timing]').disabled);
  assert.equal(await timing.inputValue(), 'ideal');
  assert.equal(await page.getByTestId('seed').inputValue(), '42');
  assert.equal(await page.getByTestId('seed').isDisabled(), true);
  await scenario.fill('kind: Scenario\n');
  await page.waitForFunction(() => !document.querySelector('[data-testid=timing]').disabled);
  await finish(session);
});

test('the examples are fetched from the site: a failed request is said in the menu, the editor still works, retry loads them', async () => {
  const session = await openPage(browser, server.origin, { reducedMotion: 'reduce' });
  const { page } = session;
  await page.route('**/examples/gallery.yaml', (route) => route.abort('failed'));
  await page.goto(server.url);
  await page.locator('[data-testid=examples-button][data-state=failed]').waitFor();
  await page.getByTestId('examples-button').click();
  await page.locator('[data-testid=examples-menu][data-state=failed]').waitFor();
  assert.match(await page.getByTestId('gallery-error').textContent(), /examples\/gallery\.yaml/);
  assert.equal(await page.getByTestId('example').count(), 0);
  await page.getByTestId('examples-search').press('Escape');
  // The page opened with its compiled-in example, and pasted YAML works without the gallery.
  assert.deepEqual(await containerNames(page), ['init:prepare', 'sidecar:helper', 'app:app']);
  await setText(page, 'kind: Pod\nspec:\n  containers:\n    - name: web\n      image: nginx\n');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=container]')].map((n) => n.textContent).join() === 'web');
  await page.unroute('**/examples/gallery.yaml');
  await page.getByTestId('examples-button').click();
  await page.getByTestId('gallery-retry').click();
  await page.locator('[data-testid=examples-menu][data-state=loaded]').waitFor();
  assert.ok(await page.getByTestId('example').count() >= 10);
  await openExample(page, 'native-log-shipper');
  // The aborted request is the only problem the page reported.
  session.problems = session.problems.filter((problem) => !problem.includes('ERR_FAILED'));
  await finish(session);
});

test('every example reaches its key moment', async () => {
  const session = await open();
  const { page } = session;
  const examples = await galleryCards(page);
  assert.ok(examples.length >= 10, `the menu lists ${examples.length} examples`);
  const failures = [];
  for (const example of examples) {
    await openExample(page, example.id);
    if (example.error) {
      await page.getByTestId('view-analysis').click();
      const output = await page.getByTestId('kubectl-output').textContent();
      if (!output.includes(example.error)) failures.push(`${example.id}: kubectl said ${output}`);
      await page.getByTestId('view-timeline').click();
      continue;
    }
    try {
      await jumpTo(page, Number(example.keyMs) / 1000);
    } catch (error) {
      const slider = await page.evaluate(() => document.querySelector('[data-testid=playhead]')?.outerHTML.slice(0, 300));
      failures.push(`${example.id}: cannot move the playhead to ${example.keyMs} ms (${slider})`);
      continue;
    }
    const status = await rowStatus(page);
    const ready = await page.getByTestId('row-ready').textContent();
    if (status !== example.status) failures.push(`${example.id}: STATUS ${status} at ${example.keyMs} ms, expected ${example.status}`);
    if (example.ready && ready !== example.ready) failures.push(`${example.id}: READY ${ready}, expected ${example.ready}`);
    if (example.id === 'init-failure-always') await page.screenshot({ path: `${SHOTS}timeline.png`, fullPage: true });
  }
  assert.deepEqual(failures, []);
  await finish(session);
});

test('resources in motion: the scheduler\'s words for a Pod that does not fit, and a LimitRange\'s QoS class', async () => {
  const session = await open();
  const { page } = session;
  // Too big for the node: Pending, PodScheduled=False with the scheduler's message.
  await openExample(page, 'big-init-does-not-fit');
  await jumpTo(page, 30);
  assert.equal(await rowStatus(page), 'Pending');
  const scheduled = page.locator('[data-testid=condition][data-type=PodScheduled]');
  assert.equal(await scheduled.getAttribute('data-status'), 'False');
  assert.match(await scheduled.textContent(), /Unschedulable.*0\/1 nodes are available: 1 Insufficient cpu\. preemption: /);
  // A BestEffort Pod as written runs Burstable once a LimitRange filled its requests and limits.
  await openExample(page, 'limitrange-burstable');
  await page.getByTestId('view-analysis').click();
  assert.equal(await page.getByTestId('qos').textContent(), 'Burstable');
  assert.equal(await page.getByTestId('qos-as-written').textContent(), 'BestEffort');
  await page.getByTestId('view-timeline').click();
  await finish(session);
});

test('the node settings: a value reads as text, a default stays a muted placeholder', async () => {
  const session = await open();
  const { page } = session;
  await page.getByTestId('node-settings').locator('summary').click();
  await page.getByTestId('node-add-pod').click();
  assert.equal(await page.getByTestId('node-other-cpu-0').inputValue(), '500m');
  assert.equal(await page.getByTestId('node-cpu').inputValue(), '', 'the allocatable is the default');
  const colours = await page.evaluate(() => {
    const colour = (selector, pseudo) => getComputedStyle(document.querySelector(selector), pseudo).color;
    return {
      value: colour('[data-testid=node-other-cpu-0]'),
      text: colour('body'),
      placeholder: colour('[data-testid=node-cpu]', '::placeholder'),
    };
  });
  assert.equal(colours.value, colours.text, 'a value is written in the text colour');
  assert.notEqual(colours.placeholder, colours.value, 'a default looks unlike a value');
  await finish(session);
});

test('a resize shows its conditions and the new resources in the state at the playhead', async () => {
  const session = await open();
  const { page } = session;
  const condition = (type) => page.locator(`[data-testid=condition][data-type=${type}]`);
  const resources = () => page.locator('[data-testid=container-status][data-name=app] [data-testid=cs-resources]').textContent();

  // Memory grows in place: PodResizeInProgress for a moment, then the new values, no restart.
  await openExample(page, 'resize-memory-in-place');
  await jumpTo(page, 32);
  assert.equal(await condition('PodResizeInProgress').getAttribute('data-status'), 'True');
  await jumpTo(page, 40);
  assert.equal(await condition('PodResizeInProgress').count(), 0);
  assert.equal(await resources(), 'cpu 250m/500m, memory 384Mi/768Mi');
  assert.equal(await page.locator('[data-testid=container-status][data-name=app] [data-testid=cs-restarts]').textContent(), '0');

  // A CPU resize waits (Deferred) until the batch Pod leaves at 60s, then is applied.
  await openExample(page, 'resize-cpu-deferred');
  await jumpTo(page, 45);
  assert.equal(await condition('PodResizePending').getAttribute('data-status'), 'True');
  assert.match(await condition('PodResizePending').textContent(), /Deferred/);
  assert.match(await resources(), /^cpu 800m\/1, memory 256Mi\/512Mi \(allocated: cpu 250m\/500m, memory 256Mi\/512Mi\)$/);
  await jumpTo(page, 70);
  assert.equal(await condition('PodResizePending').count(), 0);
  assert.equal(await resources(), 'cpu 800m/1, memory 256Mi/512Mi');
  // The node in the Requests lane: its allocatable as the dashed top line, and the batch Pod's
  // share under the bars until it leaves.
  const requestsLane = page.locator('[data-lane=Requests]');
  assert.match(await requestsLane.getByTestId('capacity-line').locator('title').textContent(), /^node allocatable: cpu 2 · memory /);
  assert.ok(await requestsLane.locator('.capacity-others').count() >= 1);
  await finish(session);
});

test('an injected OOMKill shows OOMKilled, exit code 137 and the restart', async () => {
  const session = await open();
  const { page } = session;
  await openExample(page, 'lifecycle-demo');
  await jumpTo(page, 30);
  await page.getByTestId('fault-container').selectOption('app');
  await page.getByTestId('inject-oom').click();
  await page.getByTestId('injected').first().waitFor();
  assert.match(await page.getByTestId('injected').first().textContent(), /OOM/);
  // The fault is part of the scenario text.
  await page.getByTestId('tab-scenario').click();
  assert.match(await readText(page, 'scenario-input'), /container: app, oomKill: true/);

  // Picking a bar of the app's lane explains it, and gives the timeline the keys: the arrows
  // go on from the bar clicked.
  await page.locator('[data-lane=app] .bar').first().click();
  assert.match(await page.getByTestId('why').textContent(), /^app · /);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'timeline-keys');
  const clicked = await page.getByTestId('why').textContent();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((before) => document.querySelector('[data-testid=why]')?.textContent !== before, clicked);

  const app = page.locator('[data-testid=container-status][data-name=app]');
  await page.getByTestId('playhead').focus();
  let seen = '';
  for (let i = 0; i < 40 && !/OOMKilled/.test(seen); i += 1) {
    await page.keyboard.press('ArrowRight');
    seen = (await Promise.all(['cs-state', 'cs-exit', 'cs-last'].map((id) => app.getByTestId(id).textContent()))).join(' ');
  }
  assert.match(seen, /OOMKilled/);
  assert.match(seen, /137/);
  await page.keyboard.press('End');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=container-status][data-name=app] [data-testid=cs-restarts]')?.textContent) >= 1);
  assert.match(await app.getByTestId('cs-last').textContent(), /OOMKilled, exit 137/);
  await finish(session);
});

test('a fault is injected from the timeline: a picked container offers faults at the playhead', async () => {
  const session = await open();
  const { page } = session;
  await openExample(page, 'lifecycle-demo');
  // A bar of the Pod's own lane offers none; one of a container's lane offers its faults. (The
  // lane's last bar: its first, the binding's Pending before the kubelet reports, is a sliver.)
  await page.locator('[data-lane=Pod] .bar').last().click();
  await page.getByTestId('why').locator('strong').waitFor();
  assert.equal(await page.getByTestId('why-inject').count(), 0);
  await page.locator('[data-lane=app] .bar').last().click();
  const row = page.getByTestId('why-inject');
  await row.waitFor();
  assert.match(await row.textContent(), /app/);
  const at = await page.getByTestId('playhead').getAttribute('aria-valuenow').then(Number);
  await page.getByTestId('why-inject-oom').click();
  await page.getByTestId('injected').first().waitFor();
  assert.match(await page.getByTestId('injected').first().textContent(), /OOM/);
  await page.getByTestId('tab-scenario').click();
  const scenario = await readText(page, 'scenario-input');
  assert.match(scenario, /container: app, oomKill: true/);
  assert.ok(at > 0, 'the fault goes in at the playhead the click moved');
  await finish(session);
});

test('deleting a Pod stops the app first, then the sidecars in reverse order', async () => {
  const session = await open();
  const { page } = session;
  await openExample(page, 'resources-sidecars-decide');
  const sidecars = await page.locator('[data-testid=container][data-kind=sidecar]').allTextContents();
  assert.ok(sidecars.length >= 2, `example has ${sidecars.length} sidecars`);
  await jumpTo(page, 30);
  await page.getByTestId('inject-delete').click();
  await page.getByTestId('injected').first().waitFor();
  await page.getByTestId('view-table').click();
  const rows = await page.getByTestId('timeline-row').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
  const stopTime = (name) => {
    const row = rows.find(([, lane, what]) => lane === name && /\(\d+\)$/.test(what));
    assert.ok(row, `${name} terminates`);
    return row;
  };
  const order = ['app', ...sidecars.slice().reverse()].map((name) => [name, stopTime(name)[0]]);
  const seconds = (text) => { const m = /(?:(\d+)m)?([\d.]+)s/.exec(text); return Number(m[1] ?? 0) * 60 + Number(m[2]); };
  for (let i = 1; i < order.length; i += 1) {
    assert.ok(seconds(order[i - 1][1]) <= seconds(order[i][1]), `${order[i - 1][0]} (${order[i - 1][1]}) stops before ${order[i][0]} (${order[i][1]})`);
  }
  await finish(session);
});

test('the scale-down example shows its refused window, and a preStop sleep closes it', async () => {
  const session = await open();
  const { page } = session;
  await openExample(page, 'traffic-scale-down-no-prestop');
  await page.getByTestId('view-timeline').click();
  const refused = page.locator('[data-testid=timeline-svg] .st-traffic-refused');
  await refused.first().waitFor();
  // The thin bar of the requests cut at the exit is picked by a click and says why.
  await page.locator('[data-testid=timeline-svg] .sub-bar.st-traffic-cut .sub-bar-hit').click();
  assert.match(await page.getByTestId('why').textContent(), /^Traffic · .* · cut/);
  assert.match(await page.getByTestId('why').locator('.why-text').textContent(), /still in flight: they are cut off/);
  const text = await readText(page);
  assert.match(text, /\n {10}readinessProbe:/);
  const hook = '          lifecycle:\n            preStop:\n              sleep: {seconds: 5}\n';
  await setText(page, text.replace('          readinessProbe:', `${hook}          readinessProbe:`));
  await refused.first().waitFor({ state: 'detached' });
  assert.equal(await refused.count(), 0, 'no refused window once the hook holds SIGTERM');
  await page.locator('[data-testid=timeline-svg] .st-traffic-served').first().waitFor();
  await finish(session);
});

test('compare shows the legacy init-container hack next to a native sidecar', async () => {
  const session = await open();
  const { page } = session;
  await openExample(page, 'job-cloud-sql-proxy');
  await jumpTo(page, 60);
  await page.getByTestId('view-compare').click();
  await page.getByTestId('compare-b').selectOption('legacy');
  const status = (version) => page.locator(`[data-testid=compare-column][data-version="${version}"] [data-testid=compare-status]`).textContent();
  await page.locator('[data-testid=compare-column][data-version=legacy] [data-testid=compare-status]').waitFor();
  assert.equal(await status('1.35'), 'Completed');
  assert.equal(await status('legacy'), 'Init:0/1');
  await page.screenshot({ path: `${SHOTS}compare.png`, fullPage: true });
  await finish(session);
});

test('theme and language switch, and are remembered', async () => {
  const session = await open({ colorScheme: 'light' });
  const { page } = session;
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  // Both are in the header's Settings menu.
  await page.getByTestId('more-settings').click();
  await page.getByTestId('theme').selectOption('dark');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.notEqual(await background(), light);
  await page.getByTestId('lang').selectOption('zh-CN');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  assert.equal(await page.getByTestId('view-timeline').textContent(), '时间线');
  await page.screenshot({ path: `${SHOTS}dark-zh.png` });
  // podsim's own explanations follow the language; the rule each one cites stays as it is.
  await page.getByTestId('view-table').click();
  const why = page.locator('[data-testid=timeline-row] td:last-child', { hasText: '(kubelet: computeInitContainerActions)' }).first();
  assert.match(await why.textContent(), /[\u4e00-\u9fff]/);
  await page.getByTestId('view-timeline').click();
  await page.reload();
  await page.getByTestId('app').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await page.getByTestId('view-timeline').textContent(), '时间线');
  await finish(session);
});

/** In the page: every pair of ink and what it is drawn on that a reader must make out — each bar's
 * label on its fill, each lane title on the title column, the problem count on its badge — with the
 * WCAG contrast ratio of their computed colours. */
function inkOnFill() {
  const rgb = (colour) => {
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    return { rgb: parts.slice(0, 3), alpha: parts.length > 3 ? parts[3] : 1 };
  };
  const luminance = ([r, g, b]) => {
    const channel = (c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a, b) => {
    const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
    return (x + 0.05) / (y + 0.05);
  };
  const pairs = [];
  const pair = (what, ink, fill) => {
    const [i, f] = [rgb(getComputedStyle(ink).fill || getComputedStyle(ink).color), rgb(fill)];
    pairs.push({ what, ratio: ratio(i.rgb, f.rgb), opaque: f.alpha === 1 && i.alpha === 1 });
  };
  for (const bar of document.querySelectorAll('[data-testid=timeline-svg] .bar')) {
    const label = bar.querySelector('.bar-label');
    if (label) pair(`bar label "${label.textContent}" (${bar.getAttribute('class')})`, label, getComputedStyle(bar.querySelector('.bar-fill')).fill);
  }
  // A lane title is drawn on its lane's background (a tint, or nothing) over the first opaque box
  // under the drawing.
  const svg = document.querySelector('[data-testid=timeline-svg]');
  let under = svg?.parentElement;
  while (under && rgb(getComputedStyle(under).backgroundColor).alpha < 1) under = under.parentElement;
  const base = rgb(getComputedStyle(under ?? document.body).backgroundColor).rgb;
  for (const title of svg?.querySelectorAll('.lane-title') ?? []) {
    const tint = title.parentElement.querySelector('.lane-bg');
    const { rgb: colour, alpha } = rgb(getComputedStyle(tint).fill);
    const a = (colour.length === 3 ? alpha : 0) * Number(getComputedStyle(tint).opacity);
    const shown = base.map((b, i) => Math.round((colour[i] ?? 0) * a + b * (1 - a)));
    pair(`lane title "${title.firstChild?.textContent ?? ''}"`, title, `rgb(${shown.join(', ')})`);
  }
  for (const badge of document.querySelectorAll('.tab-count')) {
    const style = getComputedStyle(badge);
    pairs.push({ what: `problem count "${badge.textContent}"`, ratio: ratio(rgb(style.color).rgb, rgb(style.backgroundColor).rgb), opaque: true });
  }
  return pairs;
}

test('every timeline label and the problem count reach 4.5:1 in both themes', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const session = await open({ colorScheme });
    const { page } = session;
    let checked = 0;
    // Between them, these draw every state a bar has: waiting, pulling, running, started, ready,
    // hooks, grace, completed and failed, the conditions, the traffic lane, and a refused Pod.
    for (const id of ['lifecycle-demo', 'init-failure-always', 'graceful-termination', 'traffic-readiness-gate-lb', 'resources-big-init', 'invalid-init-probe']) {
      await openExample(page, id);
      await page.locator('[data-testid=timeline-svg] .bar-label, .tab-count').first().waitFor();
      const pairs = await page.evaluate(inkOnFill);
      for (const { what, ratio, opaque } of pairs) {
        assert.ok(opaque, `${colorScheme}, ${id}: ${what} is drawn on an opaque fill`);
        assert.ok(ratio >= 4.5, `${colorScheme}, ${id}: ${what} has contrast ${ratio.toFixed(2)}:1`);
      }
      checked += pairs.length;
    }
    assert.ok(checked > 50, `${colorScheme}: ${checked} pairs checked`);
    await finish(session);
  }
});

test('the timeline plays, steps and scrubs with the keyboard alone', async () => {
  const session = await open();
  const { page } = session;
  const now = () => page.getByTestId('playhead').getAttribute('aria-valuenow').then(Number);
  for (let i = 0; i < 80; i += 1) {
    // In the editor Tab indents: Esc, then Tab, leaves it.
    if (await page.evaluate(() => document.activeElement?.dataset.testid === 'editor-input')) await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.dataset.testid === 'playhead')) break;
  }
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'playhead', 'Tab reaches the playhead');
  // Focused, the playhead says what its keys do (and names that text as its description).
  await page.getByTestId('playhead-keys').waitFor({ state: 'visible' });
  assert.equal(await page.getByTestId('playhead').getAttribute('aria-describedby'), 'playhead-keys');
  await page.keyboard.press('ArrowRight');
  const first = await now();
  assert.ok(first > 0, 'ArrowRight steps to the next event');
  await page.keyboard.press('Shift+ArrowRight');
  assert.equal(await now(), first + 1000);
  assert.match(await page.getByTestId('playhead').getAttribute('aria-valuetext'), /^\d[\dhms.]*: Pod /);
  await page.keyboard.press(' ');
  await page.waitForFunction((t) => Number(document.querySelector('[data-testid=playhead]').getAttribute('aria-valuenow')) > t + 1000, first + 1000);
  await page.keyboard.press(' ');
  const paused = await now();
  await page.waitForTimeout(300);
  assert.equal(await now(), paused, 'Space pauses');
  await page.keyboard.press('Home');
  assert.equal(await now(), 0);
  // Shift+Tab: the timeline's own stop, just before the playhead. Arrows pick a bar, then the
  // lane below at the same instant; the why box reads each pick; Escape lets go.
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'timeline-keys');
  await page.getByTestId('playhead-keys').waitFor({ state: 'hidden' });
  const whyLane = page.getByTestId('why').locator('strong');
  await page.keyboard.press('ArrowRight');
  const firstLane = await whyLane.textContent();
  assert.ok(firstLane.length > 0);
  assert.ok((await page.getByTestId('why').locator('.why-text').textContent()).length > 0, 'the pick is explained');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction((lane) => document.querySelector('[data-testid=why] strong')?.textContent !== lane, firstLane);
  assert.equal(await page.locator('[data-testid=timeline-svg] .picked').count(), 1, 'the pick is marked on the drawing');
  // Space plays and pauses here too.
  await page.keyboard.press(' ');
  await page.getByTestId('play').and(page.locator('[aria-pressed=true]')).waitFor();
  await page.keyboard.press(' ');
  await page.getByTestId('play').and(page.locator('[aria-pressed=false]')).waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('why').locator('.hint').waitFor();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'playhead');
  await page.keyboard.press('?');
  await page.getByTestId('shortcut-sheet').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('shortcut-sheet').waitFor({ state: 'detached' });
  await page.keyboard.press('Control+Enter');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=playhead]').getAttribute('aria-valuenow')) > 0);
  await finish(session);
});

test('picking a container on the timeline highlights its lines in the editor, wherever edits move them', async () => {
  const session = await open();
  const { page } = session;
  await openExample(page, 'lifecycle-demo');
  // The lines the page picked (the editor's `data-picked`, from its text) and the lines the code
  // editor draws highlighted.
  const picked = async () => {
    const range = await page.getByTestId('editor').getAttribute('data-picked');
    const drawn = await page.locator('.cm-line.cm-picked').evaluateAll((rows) => rows.map((row) => row.textContent));
    if (range === null) return { on: [], drawn };
    const [first, last] = range.split('-').map(Number);
    const text = (await readText(page)).split('\n');
    const on = text.slice(first - 1, last).map((line, i) => ({ index: first - 1 + i, text: line }));
    return { on, drawn, after: text[last] };
  };
  await codeEditor(page);
  await page.locator('[data-lane=helper] .bar').first().click();
  await page.locator('.cm-line.cm-picked').first().waitFor();
  let { on, drawn, after } = await picked();
  assert.ok(on.length > 1, `the helper's lines are highlighted (${on.length})`);
  assert.deepEqual(drawn, on.map((line) => line.text), 'the editor draws those lines highlighted');
  assert.match(on[0].text, /^\s*- name: helper$/);
  assert.match(on.at(-1).text, /mountPath: \/shared$/);
  assert.equal(after, '  containers:', 'the highlight ends with the helper, before the next field');
  assert.notEqual(await focusedTestid(page), 'editor-input', 'the editor did not take the focus');

  // An edit above moves the container down: the highlight follows it.
  const first = on[0].index;
  await setText(page, `# a comment\n${await readText(page)}`);
  await page.waitForFunction((line) => document.querySelector('[data-testid=editor]').dataset.picked?.startsWith(`${line + 2}-`), first);
  ({ on, drawn } = await picked());
  assert.equal(on[0].index, first + 1);
  assert.match(on[0].text, /- name: helper$/);
  assert.deepEqual(drawn, on.map((line) => line.text), 'the highlight moved with the text');

  // Another view and back: the timeline starts with nothing picked, and so does the editor.
  await page.getByTestId('view-table').click();
  await page.getByTestId('view-timeline').click();
  await page.waitForFunction(() => document.querySelectorAll('.cm-line.cm-picked').length === 0);

  // Picking a lane that is not a container clears it.
  await page.locator('[data-lane=helper] .bar').first().click();
  await page.waitForFunction(() => document.querySelectorAll('.cm-line.cm-picked').length > 0);
  await page.locator('[data-lane=Ready] .bar').first().click();
  await page.waitForFunction(() => document.querySelectorAll('.cm-line.cm-picked').length === 0);
  await finish(session);
});

test('pressing on the timeline moves the playhead to that moment, wherever the timeline sits on the page', async () => {
  const session = await open();
  const { page } = session;
  await openExample(page, 'lifecycle-demo');
  const svg = page.getByTestId('timeline-svg');
  await svg.scrollIntoViewIfNeeded();
  const box = await svg.boundingBox();
  assert.ok(box.x > 200, `the timeline is not at the page's left edge (x = ${box.x})`);
  const slider = page.getByTestId('playhead');
  const end = Number(await slider.getAttribute('aria-valuemax'));
  const at = async (fraction) => {
    // Lane titles take the first 130 px; the drawing is the rest.
    await page.mouse.click(box.x + 130 + fraction * (box.width - 142), box.y + box.height - 10);
    return Number(await slider.getAttribute('aria-valuenow'));
  };
  assert.equal(await at(0), 0, 'the left edge of the drawing is the start');
  const quarter = await at(0.25);
  const half = await at(0.5);
  assert.ok(quarter > 0 && quarter < half && half < end, `0 < ${quarter} < ${half} < ${end}`);
  // Past the drawing's right edge (its margin) is the end.
  await page.mouse.click(box.x + box.width - 4, box.y + box.height - 10);
  assert.equal(Number(await slider.getAttribute('aria-valuenow')), end, 'the right edge is the end');
  await finish(session);
});

test('the exported timeline SVG draws the same bars as the page, from the same layout', async () => {
  const session = await open();
  const { page } = session;
  await openExample(page, 'restart-on-exit-codes');
  const drawing = page.getByTestId('timeline-svg');
  await drawing.waitFor();
  const onPage = await drawing.locator('.bar:not(.sub-bar) > .bar-fill').evaluateAll((rects) =>
    rects.map((r) => ({ x: Number(r.getAttribute('x')), width: Number(r.getAttribute('width')) })));
  assert.ok(onPage.length > 5, `the page draws the bars (${onPage.length})`);
  await page.getByTestId('share-open').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg').click()]);
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  const svg = Buffer.concat(chunks).toString('utf8');
  const exported = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'image/svg+xml');
    if (document.querySelector('parsererror')) return null;
    const title = document.querySelector('svg > title')?.textContent ?? '';
    const rects = [...document.querySelectorAll('g.bar > rect.bar-fill')]
      .map((r) => ({ x: Number(r.getAttribute('x')), width: Number(r.getAttribute('width')) }));
    return { title, rects };
  }, svg);
  assert.ok(exported, 'the export is well-formed SVG');
  assert.match(exported.title, /^podsim: Pod /, 'it has a title');
  assert.equal(exported.rects.length, onPage.length, 'as many bars as the page draws');
  exported.rects.forEach((rect, i) => {
    assert.ok(Math.abs(rect.x - onPage[i].x) <= 0.5, `bar ${i}: x ${rect.x} vs ${onPage[i].x}`);
    assert.ok(Math.abs(rect.width - onPage[i].width) <= 0.5, `bar ${i}: width ${rect.width} vs ${onPage[i].width}`);
  });
  await finish(session);
});

test('opening an example never loses the text it replaces', async () => {
  const session = await open();
  const { page } = session;
  const editor = { fill: (text) => setText(page, text), inputValue: () => readText(page) };
  const mine = 'apiVersion: v1\nkind: Pod\nmetadata: {name: mine}\nspec:\n  containers:\n  - {name: web, image: nginx}\n';
  await editor.fill(mine);
  await openExample(page, 'lifecycle-demo');
  assert.match(await editor.inputValue(), /name: lifecycle-demo/);
  await page.getByTestId('restore-notice').waitFor();
  // Another example on top of an untouched one still offers the user's own text.
  await openExample(page, 'debug-container');
  await page.getByTestId('restore-draft').click();
  assert.equal(await editor.inputValue(), mine);
  await page.getByTestId('restore-notice').waitFor({ state: 'detached' });
  // Opening an example over the restored text offers it again; typing withdraws the offer.
  await openExample(page, 'lifecycle-demo');
  await page.getByTestId('restore-notice').waitFor();
  await editor.fill(`${await editor.inputValue()}# mine now\n`);
  await page.getByTestId('restore-notice').waitFor({ state: 'detached' });
  await finish(session);
});

test('the shortcut sheet keeps the focus inside until it closes, then gives it back', async () => {
  const session = await open();
  const { page } = session;
  await page.getByTestId('playhead').focus();
  await page.keyboard.press('?');
  const sheet = page.getByTestId('shortcut-sheet');
  await sheet.waitFor();
  const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid=shortcut-sheet]')));
  assert.ok(await inside(), 'the sheet takes the focus');
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    assert.ok(await inside(), `focus stays in the sheet after ${i + 1} Tab presses`);
  }
  // The sheet is modal: the page behind it is inert.
  assert.ok(await page.evaluate(() => document.querySelector('[data-testid=shortcut-sheet]').matches(':modal')));
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'playhead', 'focus returns to the playhead');
  // The Close button works the same way.
  await page.keyboard.press('?');
  await sheet.waitFor();
  await page.getByTestId('shortcut-close').click();
  await sheet.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'playhead');
  await finish(session);
});

test('the page works 360 px wide and in the analysis view', async () => {
  const session = await open({ viewport: { width: 360, height: 780 } });
  const { page } = session;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `no sideways scrolling of the page (${overflow}px)`);
  await page.screenshot({ path: `${SHOTS}phone.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openExample(page, 'resources-big-init');
  await page.getByTestId('view-analysis').click();
  await page.getByTestId('resources').waitFor();
  await page.screenshot({ path: `${SHOTS}analysis.png`, fullPage: true });
  await finish(session);
});

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { samples: sorted.length, median_ms: +at(0.5).toFixed(2), p90_ms: +at(0.9).toFixed(2), max_ms: +sorted[sorted.length - 1].toFixed(2) };
}

test('keystroke-to-rendered-timeline latency is measured for every example and the stress pod', async () => {
  const session = await open();
  const { page } = session;
  const ids = (await galleryCards(page)).map((card) => card.id);
  const figures = { measured_at: new Date().toISOString(), chromium: browser.version(), examples: {} };
  for (const id of ids) {
    await openExample(page, id);
    figures.examples[id] = summary(await timeKeystrokes(page, 15));
  }
  const stress = await readFile(fileURLToPath(new URL('../tests/data/bench/stress-pod.yaml', import.meta.url)), 'utf8').catch(() => null);
  if (stress) {
    await setText(page, stress);
    await page.getByTestId('timeline-svg').waitFor();
    figures.stress_pod = summary(await timeKeystrokes(page, 10));
  }
  await writeFile(`${SHOTS}latency.json`, `${JSON.stringify(figures, null, 2)}\n`);
  for (const [id, figure] of Object.entries(figures.examples)) assert.ok(figure.samples === 15, id);
  await finish(session);
});
