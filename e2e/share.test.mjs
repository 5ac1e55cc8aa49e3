// Share links and embeds in headless Chromium: a copied link reopens the same state, hand-made
// `#y.` links and query keys work, the demo page's embeds run sandboxed without allow-same-origin
// and size themselves, and a damaged link keeps the draft. Run after `trunk build --release`.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { launch, openPage, visit } from './support/browser.mjs';
import { isReadOnly, readText, setText } from './support/editor.mjs';
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

const POD = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: shared-web # café ☕\nspec:\n  containers:\n    - name: web\n      image: nginx:1.27\n';

async function session(options = {}) {
  return openPage(browser, server.origin, options);
}

async function finish({ context, problems, outside }) {
  await context.close();
  assert.deepEqual(problems, [], 'no console errors or uncaught exceptions');
  assert.deepEqual(outside, [], 'no request beyond the page\'s own files');
}

async function shareLink(page) {
  await page.getByTestId('share-open').click();
  const link = await page.getByTestId('share-link').inputValue();
  assert.match(await page.getByTestId('share-length').textContent(), new RegExp(`^${link.length} `));
  return link;
}

/** The playhead shown by the timeline's jump box, when the timeline is on the page. */
async function playhead(page) {
  const jump = page.getByTestId('jump');
  return (await jump.count()) > 0 ? jump.inputValue() : null;
}

test('a copied link opened in a fresh page shows the same state at the same playhead', async () => {
  const first = await session({ permissions: ['clipboard-read', 'clipboard-write'] });
  await visit(first.page, `${server.url}?t=12s`);
  await setText(first.page, POD);
  await first.page.getByTestId('version').selectOption('1.34');
  // The address follows the state once edits pause.
  await first.page.waitForFunction((pod) => location.hash.startsWith('#1.') && document.querySelector('[data-testid=editor-input]')?.value === pod, POD);
  const link = await shareLink(first.page);
  assert.ok(link.startsWith(server.url), link);
  assert.match(link, /[?&]t=12s[&#]/);
  assert.equal(new URL(link).hash, new URL(first.page.url()).hash, 'the address and the Share link agree');
  await first.page.getByTestId('share-copy-link').click();
  await first.page.getByTestId('share-status').filter({ hasText: 'link copied' }).waitFor();
  assert.equal(await first.page.evaluate(() => navigator.clipboard.readText()), link);
  const shownPlayhead = await playhead(first.page);

  const fresh = await session();
  await visit(fresh.page, link);
  assert.equal(await readText(fresh.page), POD);
  assert.equal(await fresh.page.getByTestId('version').inputValue(), '1.34');
  assert.equal(await playhead(fresh.page), shownPlayhead);
  assert.equal(await shareLink(fresh.page), link, 'same state, same link');
  await finish(first);
  await finish(fresh);
});

// Made by `podsim share titled.yaml --title 'Demo <b>one</b> & "two" — 演示'`: a title that
// would be markup if it were ever written as HTML.
const TITLED_FRAGMENT = '#1.LYuxDcIwEEUbROEpvlzQAQoNkhWlYgAq-nN8ik7gc0QsQskQGYEpENNQwBokiPI9vTezO44Jpa-Scrn2FRawuU8Wr9uA93P43B9zpVYOfO4kqcOlMEfR4LBPwUTOFCiTM4BSZIcs-cTBdC3Xk6yTZhId54mA5T_r2f8YkEjNKLQRvbpitdmaLw';
const TITLE = 'Demo <b>one</b> & "two" — 演示';
const PAGE_TITLE = 'podsim — Kubernetes Pod lifecycle playground';

/** The title heading's text, or null when the page shows none. */
async function shownTitle(page) {
  const heading = page.getByTestId('scenario-title');
  return (await heading.count()) > 0 ? heading.textContent() : null;
}

test('a link\'s title is shown as text, kept by Share and the draft, and edited or removed in the dialog', async () => {
  const s = await session();
  const { page } = s;
  await visit(page, `${server.url}${TITLED_FRAGMENT}`);
  assert.equal(await shownTitle(page), TITLE);
  assert.equal(await page.getByTestId('scenario-title').evaluate((h) => `${h.tagName} ${h.children.length}`), 'H2 0', 'plain text, no markup');
  assert.equal(await page.title(), `${TITLE} — podsim`);

  // The page's own Share keeps the title: the link it makes shows it again.
  const link = await shareLink(page);
  assert.equal(await page.getByTestId('share-title').inputValue(), TITLE);
  const again = await session();
  await visit(again.page, link);
  assert.equal(await shownTitle(again.page), TITLE);
  await finish(again);

  // Edited in the dialog: the heading, the tab and the draft follow.
  await page.getByTestId('share-title').fill('Edited demo');
  await page.getByTestId('scenario-title').filter({ hasText: /^Edited demo$/ }).waitFor();
  assert.equal(await page.title(), 'Edited demo — podsim');
  await visit(page, server.url);
  assert.equal(await shownTitle(page), 'Edited demo', 'the draft keeps the title');

  // Removed: no heading, the page's own tab title, and links without it.
  await page.getByTestId('share-open').click();
  await page.getByTestId('share-title-clear').click();
  await page.getByTestId('scenario-title').waitFor({ state: 'detached' });
  assert.equal(await page.title(), PAGE_TITLE);
  assert.equal(await page.getByTestId('share-title').inputValue(), '');
  const untitled = await page.getByTestId('share-link').inputValue();
  const fresh = await session();
  await visit(fresh.page, untitled);
  assert.equal(await shownTitle(fresh.page), null);
  await finish(fresh);
  await finish(s);
});

test('the embed view shows a link\'s title above the playground', async () => {
  const s = await session();
  const asked = [];
  s.page.on('request', (request) => asked.push(request.url()));
  await visit(s.page, `${server.url}?embed=1${TITLED_FRAGMENT}`);
  assert.equal(await shownTitle(s.page), TITLE);
  assert.ok(await s.page.getByTestId('scenario-title').isVisible());
  assert.equal(await s.page.title(), `${TITLE} — podsim`);
  // An embed has no Examples menu, fetches no examples and has no phone switch.
  assert.equal(await s.page.getByTestId('examples-button').count(), 0);
  assert.equal(await s.page.getByTestId('pane-switch').count(), 0);
  assert.deepEqual(asked.filter((url) => url.includes('/examples/')), []);
  await finish(s);
});

test('#y. links and the ?t= and ?k8s= keys work', async () => {
  const s = await session();
  await visit(s.page, `${server.url}?k8s=1.33&t=45s#y.${encodeURIComponent(POD)}`);
  assert.equal(await readText(s.page), POD);
  assert.equal(await s.page.getByTestId('version').inputValue(), '1.33');
  const link = await shareLink(s.page);
  // The link names the release that made it (a versioned deployment opens it there).
  assert.match(link, /\?t=45s&app=\d+\.\d+\.\d+[^#&]*#1\./);
  await finish(s);
});

test('the Share dialog takes the focus, closes on Escape and gives the focus back', async () => {
  const s = await session();
  await visit(s.page, server.url);
  await s.page.getByTestId('share-open').click();
  await s.page.getByTestId('share-dialog').waitFor();
  assert.equal(await s.page.evaluate(() => document.activeElement?.dataset.testid), 'share-title');
  await s.page.keyboard.press('Escape');
  await s.page.getByTestId('share-dialog').waitFor({ state: 'detached' });
  assert.equal(await s.page.evaluate(() => document.activeElement?.dataset.testid), 'share-open');
  await finish(s);
});

test('a long link is flagged in the Share dialog', async () => {
  const s = await session();
  const annotations = Array.from({ length: 400 }, (_, i) => `    note-${i}: "${(i * 7919) % 100003} ${'xyz'.repeat(i % 9)}"`).join('\n');
  await visit(s.page, `${server.url}#y.${encodeURIComponent(`${POD}  annotations:\n${annotations}\n`)}`);
  await shareLink(s.page);
  await s.page.getByTestId('share-warning').waitFor();
  await finish(s);
});

test('the Share dialog exports the YAML, the scenario, the timeline, the events and describe', async () => {
  const s = await session({ permissions: ['clipboard-read', 'clipboard-write'] });
  const { page } = s;
  await visit(page, `${server.url}?t=5s#y.${encodeURIComponent(POD)}`);
  await page.getByTestId('share-open').click();
  const saved = async (testid) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testid).click()]);
    const chunks = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk);
    return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
  };
  const yaml = await saved('export-yaml');
  assert.equal(yaml.name, 'pod.yaml');
  assert.equal(yaml.bytes.toString('utf8'), POD);
  assert.equal((await saved('share-download-scenario')).bytes.toString('utf8'), POD);
  const svg = await saved('export-svg');
  assert.equal(svg.name, 'timeline.svg');
  assert.match(svg.bytes.toString('utf8'), /^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(svg.bytes.toString('utf8'), /<title id="podsim-title">podsim: Pod shared-web<\/title>/, 'it says what it shows');
  assert.match(svg.bytes.toString('utf8'), /<rect class="bar-fill"[^>]* fill="#[0-9a-f]{6}"/, 'the colours are written in');
  const png = await saved('export-png');
  assert.equal(png.name, 'timeline.png');
  assert.deepEqual([...png.bytes.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  const clipboard = async (testid, what) => {
    await page.getByTestId(testid).click();
    await page.getByTestId('share-status').filter({ hasText: `${what} copied` }).waitFor();
    return page.evaluate(() => navigator.clipboard.readText());
  };
  assert.match(await clipboard('export-events', 'events table'), /^\| Time \| Type \| Reason \| From \| Message \|\n\| ---: \|[^\n]*\n\| 0s \| Normal \| Scheduled \|/);
  assert.match(await clipboard('export-describe', 'describe text'), /^Name:\s+shared-web\n/);
  assert.equal(await clipboard('share-copy-yaml', 'YAML'), POD);
  const snippet = await clipboard('share-copy-embed', 'embed snippet');
  assert.match(snippet, /<script src="[^"]*embed\.js" defer><\/script>\n<pod-playground [^>]*state="1\.[A-Za-z0-9_-]+"><pre>apiVersion: v1/);
  assert.match(snippet, / t="5s" /, 'the snippet keeps the playhead the link carries');
  await finish(s);
});

test('a corrupted link shows its error and the previous draft survives', async () => {
  const s = await session();
  await visit(s.page, server.url);
  const draft = POD.replace('shared-web', 'my-draft');
  await setText(s.page, draft);
  await s.page.waitForFunction(() => location.hash.startsWith('#1.'));

  const again = await s.context.newPage();
  await visit(again, `${server.url}#1.eJzLSM3JyVc*damaged`);
  const notice = again.getByTestId('link-error');
  await notice.waitFor();
  assert.match(await notice.textContent(), /this link is damaged: the data after #1\. is not valid base64url \(position 11/);
  assert.match(await notice.textContent(), /mail or chat program\? Your previous draft is kept\./);
  assert.equal(await readText(again), draft);
  await finish(s);

  // A visitor with no draft is told what the page shows instead.
  const fresh = await session();
  await visit(fresh.page, `${server.url}#1.eJzLSM3JyVc*damaged`);
  const freshNotice = fresh.page.getByTestId('link-error');
  await freshNotice.waitFor();
  assert.match(await freshNotice.textContent(), /program\? The page shows the default example\./);
  await finish(fresh);
});

test('the demo page embeds two sandboxed playgrounds that size themselves and link out with edits', async () => {
  const s = await session();
  const { page } = s;
  await page.goto(`${server.url}embed-demo.html`);
  const iframes = page.locator('pod-playground iframe');
  await page.waitForFunction(() => document.querySelectorAll('pod-playground iframe').length === 2);
  for (const sandbox of await iframes.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('sandbox')))) {
    assert.equal(sandbox, 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
  }
  // Until a playground says it runs (its link out goes then), its YAML stays the content. Read
  // in one go: the frame may report at any moment (the embed without CORS, in docs-embeds,
  // checks a playground that never does).
  const waiting = await page.evaluate(() => {
    const root = document.querySelector('#demo-legacy');
    const pre = root.querySelector('pre');
    return { linked: root.querySelector('a.podsim-open') !== null, shown: pre !== null && pre.checkVisibility() };
  });
  assert.ok(!waiting.linked || waiting.shown, `the YAML shows while the link out does: ${JSON.stringify(waiting)}`);

  const frames = [];
  for (const id of ['demo-sidecar', 'demo-legacy']) {
    // The iframes load lazily, as a reader scrolls to them.
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    const handle = await page.locator(`#${id} iframe`).elementHandle();
    const frame = await handle.contentFrame();
    await frame.getByTestId('embed-footer').waitFor();
    assert.equal(await frame.evaluate(() => origin), 'null', 'opaque origin: no allow-same-origin');
    assert.equal(await frame.evaluate(() => new URLSearchParams(location.search).get('embed')), '1');
    // The iframe follows the embed's content height (resize messages), which settles once the
    // simulation has rendered.
    const iframeHeight = () => handle.evaluate((iframe) => parseFloat(iframe.style.height));
    await page.waitForFunction((selector) => document.querySelector(selector).style.height !== '480px', `#${id} iframe`);
    let follows = false;
    for (let tries = 0; !follows && tries < 20; tries += 1) {
      const outer = await iframeHeight();
      follows = await frame
        .waitForFunction((h) => Math.abs(Math.ceil(document.documentElement.getBoundingClientRect().height) - h) <= 2, outer, { timeout: 1000 })
        .then(() => true, () => false);
    }
    assert.ok(follows, `the iframe (${await iframeHeight()}px) follows its content`);
    // Once it runs, the link out goes; a full embed's editor replaces the YAML, a compact one
    // (no editor) keeps it folded above the timeline.
    assert.equal(await page.locator(`#${id} pre`).isHidden(), true);
    assert.equal(await page.locator(`#${id} details.podsim-yaml summary`).count(), id === 'demo-sidecar' ? 0 : 1);
    assert.equal(await page.locator(`#${id} a.podsim-open`).count(), 0);
    frames.push(frame);
  }
  assert.equal(await isReadOnly(frames[1]), true, 'readonly embed');
  assert.equal(await frames[1].getByTestId('play').isHidden(), true, 'controls="0" hides playback');
  assert.equal(await frames[0].getByTestId('play').isVisible(), true);
  assert.equal(await frames[1].getByTestId('jump').inputValue(), '10s', 't="10s" sets the playhead');
  assert.equal(await frames[1].getByTestId('version').count() === 0 || await frames[1].getByTestId('version').isHidden(), true);

  // An edit in the first embed travels in its "Open in playground" link, and only in its own.
  const secondBefore = await frames[1].getByTestId('open-in-playground').getAttribute('href');
  const edited = POD.replace('shared-web', 'edited-in-embed');
  await setText(frames[0], edited);
  const open = frames[0].getByTestId('open-in-playground');
  await frames[0].waitForFunction(() => document.querySelector('[data-testid=open-in-playground]').href.includes('#1.'));
  const href = await open.getAttribute('href');
  assert.equal(await open.getAttribute('target'), '_blank');
  assert.equal(await frames[1].getByTestId('open-in-playground').getAttribute('href'), secondBefore);
  assert.equal(await page.evaluate(() => document.activeElement === document.body || document.activeElement.tagName === 'IFRAME'), true);

  const full = await session();
  await visit(full.page, href);
  assert.equal(await readText(full.page), edited);
  assert.equal(new URL(href).searchParams.get('embed'), null, 'the full playground is not embedded');
  await finish(full);
  await finish(s);
});

test('?autoplay=1 starts the playback on load, except for visitors who prefer reduced motion', async () => {
  const url = `${server.url}?embed=1&autoplay=1#y.${encodeURIComponent(POD)}`;
  const moving = await session();
  await visit(moving.page, url);
  await moving.page.waitForFunction(
    () => Number(document.querySelector('[data-testid=playhead]')?.getAttribute('aria-valuenow') ?? 0) > 0,
  );
  await finish(moving);

  const still = await session({ reducedMotion: 'reduce' });
  await visit(still.page, url);
  const playing = await still.page.getByTestId('playhead').getAttribute('aria-valuenow');
  await still.page.waitForFunction(() => document.querySelectorAll('[data-testid=playhead]').length === 1);
  // Give a would-be play loop several ticks; the playhead must not move.
  await still.page.evaluate(() => new Promise((done) => setTimeout(done, 600)));
  assert.equal(await still.page.getByTestId('playhead').getAttribute('aria-valuenow'), playing);
  await finish(still);
});

test('a link\'s feature gates are applied, shown, kept in the next link, and a refused one says why', async () => {
  const s = await session({ permissions: ['clipboard-read', 'clipboard-write'] });
  const { page } = s;
  // lifecycle.stopSignal is dropped unless ContainerStopSignals is on (alpha, off by default).
  const pod = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: quits\nspec:\n  os: {name: linux}\n  containers:\n  - name: app\n    image: nginx:1.27\n    lifecycle:\n      stopSignal: SIGQUIT\n';
  await visit(page, `${server.url}?gates=ContainerStopSignals=true#y.${encodeURIComponent(pod)}`);
  assert.equal(await page.getByTestId('gates').inputValue(), 'ContainerStopSignals=true');
  assert.equal(await page.getByTestId('link-error').count(), 0, 'the page applies the gates: nothing to warn about');
  assert.equal(await page.getByTestId('gates-said').count(), 0);
  const link = await shareLink(page);
  assert.match(link, /[?&]gates=ContainerStopSignals=true[&#]/);
  // A gate the version does not know is refused as the component refuses it; the defaults run.
  await page.getByTestId('gates').fill('NoSuchGate=true,InPlacePodVerticalScaling=false');
  await page.getByTestId('gates').press('Tab');
  const said = page.getByTestId('gates-said');
  await said.waitFor();
  assert.match(await said.textContent(), /cannot set feature gate InPlacePodVerticalScaling to false, feature is locked to true/);
  assert.equal(await page.getByTestId('gates').getAttribute('aria-invalid'), 'true');
  await finish(s);
});
