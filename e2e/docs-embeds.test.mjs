// Documentation pages as authors write them: Markdown rendered by a real renderer (markdown-it,
// the one VitePress uses) whose ```podsim blocks embed.js turns into playgrounds, click-to-load
// blocks, and a versioned deployment (`cargo xtask dist`) that opens a link in the release that
// made it. Run after `trunk build --release`; the deployment part needs PODSIM_SITE
// (`cargo xtask test` sets it).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import MarkdownIt from 'markdown-it';

import { launch, openPage, visit } from './support/browser.mjs';
import { plainHost } from './support/plain-host.mjs';
import { isReadOnly, readText } from './support/editor.mjs';
import { startServer } from './support/serve.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

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

const POD = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n  - name: web\n    image: nginx:1.27\n';

const MARKDOWN = [
  '# Sidecars, live',
  '',
  'A plain block:',
  '',
  '```podsim',
  POD + '```',
  '',
  'A YAML block that opts in, with settings:',
  '',
  '```yaml',
  '# podsim k8s=1.36 title="Two sidecars" readonly',
  POD.replace('name: web\nspec', 'name: second\nspec') + '```',
  '',
  'Loaded on click:',
  '',
  '```podsim',
  '# podsim load=click title="On demand"',
  POD.replace('name: web\nspec', 'name: third\nspec') + '```',
  '',
  'YAML that is only YAML stays a code block:',
  '',
  '```yaml',
  'kind: ConfigMap',
  '```',
  '',
].join('\n');

/** Serves `html` at `path` under the playground (same origin as embed.js). */
async function pageWith(page, path, html) {
  await page.route(`${server.url}${path}`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${server.url}${path}`);
}

async function finish({ context, problems, outside }) {
  await context.close();
  assert.deepEqual(problems, [], 'no console errors or uncaught exceptions');
  assert.deepEqual(outside, [], 'no request beyond the page\'s own files');
}

test('a Markdown page\'s podsim blocks become playgrounds, and load=click waits for the reader', async () => {
  const s = await openPage(browser, server.origin, { reducedMotion: 'reduce' });
  const body = new MarkdownIt().render(MARKDOWN);
  assert.match(body, /<pre><code class="language-podsim">/, 'the renderer writes the block as Markdown renderers do');
  await pageWith(s.page, 'docs-page.html', `<!doctype html><html><head><meta charset="utf-8"><title>docs</title>
<script src="embed.js" defer></script></head><body>${body}</body></html>`);
  const { page } = s;
  await page.waitForFunction(() => document.querySelectorAll('pod-playground').length === 3);
  assert.equal(await page.locator('pre > code.language-yaml').count(), 1, 'a YAML block without # podsim is left alone');
  assert.equal(await page.locator('pod-playground iframe').count(), 2, 'the click-to-load block has no iframe yet');

  const frameOf = async (index) => {
    const handle = await page.locator('pod-playground').nth(index).locator('iframe').elementHandle();
    await handle.scrollIntoViewIfNeeded();
    const frame = await handle.contentFrame();
    await frame.getByTestId('embed-footer').waitFor();
    return { handle, frame };
  };
  const first = await frameOf(0);
  assert.equal(await readText(first.frame), POD, 'the block\'s text, exactly');

  // The `# podsim` line's settings reach the playground, and the line itself is not YAML to show.
  const second = await frameOf(1);
  assert.equal(await second.handle.getAttribute('title'), 'Two sidecars');
  assert.equal(await second.frame.getByTestId('version').inputValue(), '1.36');
  assert.equal(await isReadOnly(second.frame), true);
  assert.doesNotMatch(await readText(second.frame), /# podsim/);

  // load=click: the YAML and a button; the playground loads on the click.
  const third = page.locator('pod-playground').nth(2);
  assert.match(await third.locator('pre').textContent(), /name: third/);
  // By keyboard (the embeds above are still settling their heights, which moves the button).
  const load = third.getByRole('button', { name: /Open the playground here/ });
  await load.focus();
  await page.keyboard.press('Enter');
  const loaded = await frameOf(2);
  assert.match(await readText(loaded.frame), /name: third/);
  assert.equal(await third.getByRole('button').count(), 0, 'the button is gone once the playground is there');
  // Compact embeds: a page with three of them stays shorter than 2,000 px once they have sized themselves.
  await page.waitForFunction(() => [...document.querySelectorAll('pod-playground iframe')].every((f) => f.style.opacity === '' && f.style.height !== '480px'));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  assert.ok(height < 2000, `a docs page with three embeds is ${height} px tall`);
  await finish(s);
});

test('a compact embed of the table view scrolls its rows instead of growing', async () => {
  const s = await openPage(browser, server.origin, { reducedMotion: 'reduce' });
  // A long run: a delete with a preStop and a SIGKILL gives the table dozens of rows.
  const long = `${POD}---\nkind: Scenario\nactions:\n- {at: 20s, do: delete}\n- {at: 40s, do: debug, name: dbg, image: busybox:1.36}\n`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>table</title><script src="embed.js" defer></script></head><body>
<pod-playground view="table"><pre>${long}</pre></pod-playground></body></html>`;
  await pageWith(s.page, 'docs-table.html', html);
  const { page } = s;
  const handle = await page.locator('pod-playground iframe').elementHandle();
  const frame = await handle.contentFrame();
  await frame.getByTestId('timeline-table').waitFor();
  await page.waitForFunction(() => {
    const f = document.querySelector('pod-playground iframe');
    return f && f.style.opacity === '' && f.style.height !== '480px';
  });
  const rows = await frame.getByTestId('timeline-row').count();
  assert.ok(rows > 15, `the table has ${rows} rows`);
  const height = await handle.evaluate((f) => f.getBoundingClientRect().height);
  assert.ok(height < 800, `the table embed is ${height} px tall`);
  await finish(s);
});

test('client-side navigation: blocks added later are turned by podsimEmbed.run()', async () => {
  const s = await openPage(browser, server.origin, { reducedMotion: 'reduce' });
  await pageWith(s.page, 'docs-later.html', '<!doctype html><html><head><meta charset="utf-8"><title>later</title><script src="embed.js" defer></script></head><body></body></html>');
  const { page } = s;
  await page.waitForFunction(() => window.podsimEmbed !== undefined);
  await page.evaluate((html) => {
    document.body.insertAdjacentHTML('beforeend', html);
    window.podsimEmbed.run();
    window.podsimEmbed.run();
  }, new MarkdownIt().render('```podsim\n' + POD + '```\n'));
  await page.waitForFunction(() => document.querySelectorAll('pod-playground iframe').length === 1);
  assert.equal(await page.locator('pod-playground').count(), 1, 'running twice turns a block once');
  await finish(s);
});

test('an embed whose host sends no CORS header keeps its YAML, links out, and says why in the console', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'podsim-plain-'));
  await symlink(resolve(ROOT, 'dist'), join(dir, 'podsim'));
  await writeFile(join(dir, 'page.html'), `<!doctype html><html><head><meta charset="utf-8"><title>no cors</title>
<script src="podsim/embed.js" defer></script></head><body><pod-playground title="Blocked"><pre>${POD}</pre></pod-playground></body></html>`);
  const plain = await plainHost(dir);
  try {
    const s = await openPage(browser, plain.origin, { reducedMotion: 'reduce' });
    const { context, page } = s;
    const warned = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'warning' && /has not started/.test(message.text()),
      timeout: 30000,
    });
    await page.goto(`${plain.origin}/page.html`);
    const warning = (await warned).text();
    assert.match(warning, /Access-Control-Allow-Origin: \*/);
    assert.equal(await page.locator('pod-playground pre').isVisible(), true, 'the YAML is still the content');
    const link = page.getByRole('link', { name: /Open in playground/ });
    assert.equal(await link.isVisible(), true);
    const href = new URL(await link.getAttribute('href'));
    assert.equal(href.searchParams.get('embed'), null, 'the link opens the whole playground');
    assert.equal(decodeURIComponent(href.hash.slice('#y.'.length)), POD);
    assert.equal(await page.locator('pod-playground iframe').evaluate((iframe) => getComputedStyle(iframe).opacity), '0');
    assert.ok(s.problems.some((problem) => /CORS/.test(problem)), 'the browser blocked the playground for want of the header');
    await context.close();
    assert.deepEqual(s.outside, [], 'no request beyond the page\'s own files');
  } finally {
    plain.close();
    await rm(dir, { recursive: true, force: true });
  }
});

const RELEASE = process.env.PODSIM_SITE
  ? JSON.parse(await readFile(resolve(ROOT, process.env.PODSIM_SITE, 'versions.json'), 'utf8')).latest
  : null;

test('a versioned deployment opens a link in the release that made it, and says when it cannot', { skip: RELEASE === null && 'needs PODSIM_SITE (cargo xtask test)' }, async () => {
  // A site that also keeps an older release (here: the same build, deployed under an old number).
  const site = await mkdtemp(join(tmpdir(), 'podsim-site-'));
  const built = resolve(ROOT, process.env.PODSIM_SITE);
  await cp(join(built, 'v', RELEASE), join(site, 'v', RELEASE), { recursive: true });
  await cp(join(built, 'v', RELEASE), join(site, 'v', '0.0.1'), { recursive: true });
  await cp(join(built, 'v', RELEASE), join(site, 'latest'), { recursive: true });
  await cp(join(built, 'index.html'), join(site, 'index.html'));
  await writeFile(join(site, 'versions.json'), JSON.stringify({ latest: RELEASE, versions: ['0.0.1', RELEASE] }));
  const deployed = await startServer({ site });
  const root = deployed.url.replace(/v\/[^/]+\/$/, '');
  try {
    const s = await openPage(browser, deployed.origin, { reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = s;
    const fragment = `#y.${encodeURIComponent(POD)}`;
    // The snippet copied at latest/ loads this release's own embed.js, which never changes.
    await visit(page, `${root}latest/${fragment}`);
    await page.getByTestId('share-open').click();
    await page.getByTestId('share-copy-embed').click();
    await page.getByTestId('share-status').filter({ hasText: 'embed snippet copied' }).waitFor();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(snippet, new RegExp(`<script src="${root}v/${RELEASE.replaceAll('.', '\\.')}/embed\\.js" defer>`));
    // A link made by 0.0.1, opened at latest/: forwarded to v/0.0.1/ with its query and fragment.
    await page.goto(`${root}latest/?app=0.0.1&t=5s${fragment}`);
    await page.waitForURL((url) => url.pathname === '/v/0.0.1/');
    assert.equal(new URL(page.url()).search, '?app=0.0.1&t=5s');
    assert.equal(new URL(page.url()).hash, fragment);
    // A link made by a release the site does not keep opens in latest/, which says so.
    await visit(page, `${root}latest/?app=0.0.2${fragment}`);
    assert.match(await page.getByTestId('link-error').textContent(), /made with podsim 0\.0\.2, which this site does not serve; it opens in podsim /);
    assert.equal(new URL(page.url()).pathname, '/latest/');
    assert.equal(await readText(page), POD);
    // A link made by this release: no forwarding, no notice.
    await visit(page, `${root}latest/?app=${RELEASE}${fragment}`);
    assert.equal(await page.getByTestId('link-error').count(), 0);
    // The site's root forwards to latest/, keeping the link.
    await page.goto(`${root}?t=5s${fragment}`);
    await page.waitForURL((url) => url.pathname === '/latest/');
    assert.equal(new URL(page.url()).hash, fragment);
    await finish(s);
  } finally {
    await deployed.close();
    await rm(site, { recursive: true, force: true });
  }
});
