// Real manifests people paste: the StatefulSet tutorial's `web` (claim templates become the Pod's
// volumes) and an Istio-injected Pod (istio-init finishes, the proxy runs beside the app) are
// accepted and shown Running in the page.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import { launch, openPage } from './support/browser.mjs';
import { setText } from './support/editor.mjs';
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

const MANIFESTS = [
  { what: 'the StatefulSet tutorial', file: '../tests/data/corpus/kubernetes-website/application/web/web.yaml', pod: 'web-0' },
  { what: 'an Istio-injected Pod', file: '../crates/podsim/src/lint/testdata/istio-pod-old-version.yaml', pod: 'hellopod' },
];

for (const { what, file, pod } of MANIFESTS) {
  test(`${what} is accepted and its Pod runs`, async () => {
    const text = await readFile(new URL(file, import.meta.url), 'utf8');
    const { context, page, problems, outside } = await openPage(browser, server.origin, { reducedMotion: 'reduce' });
    await page.goto(server.url);
    await page.getByTestId('app').waitFor();
    await setText(page, text);
    // The row names the Pod the controller would create, once the text is read.
    await page.waitForFunction((name) => document.body.innerText.includes(name), pod);
    const errors = await page.locator('[data-testid=problem][data-severity=error]').count();
    assert.equal(errors, 0, 'the API server accepts it');
    const field = page.getByTestId('jump');
    await field.fill('60s');
    await field.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid=row-status]')?.textContent === 'Running', null, { timeout: 5000 });
    await context.close();
    assert.deepEqual(problems, [], 'no console errors');
    assert.deepEqual(outside, [], 'no request beyond the page\'s own files');
  });
}
