// Journeys through the YAML editor in headless Chromium: the code editor's keys (Enter, Tab,
// Shift+Tab, undo, Esc then Tab), undo across a text the page puts in as a whole (an example,
// Reset, Restore), find and replace with its "No match", squiggles with their message on hover,
// and the plain text box the page shows before the editor has loaded.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { fileURLToPath } from 'node:url';

import { launch, openPage } from './support/browser.mjs';
import { codeEditor, readText, setText, typeText } from './support/editor.mjs';
import { openExample } from './support/examples.mjs';
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

async function open() {
  const session = await openPage(browser, server.origin, { reducedMotion: 'reduce' });
  await session.page.goto(server.url);
  await session.page.getByTestId('app').waitFor();
  return session;
}

async function finish({ context, problems, outside }) {
  await context.close();
  assert.deepEqual(problems, [], 'no console errors or uncaught exceptions');
  assert.deepEqual(outside, [], 'no request beyond the page\'s own files');
}

const focusedTestid = (page) => page.evaluate(() => document.activeElement?.dataset.testid);

test('Enter indents one level after a key and past a dash, Tab and Shift+Tab indent and outdent, Esc then Tab leaves', async () => {
  const session = await open();
  const { page } = session;
  await setText(page, '');
  await typeText(page, page, 'spec:\ncontainers:\n- name: web\nimage: nginx');
  assert.equal(await readText(page), 'spec:\n  containers:\n    - name: web\n      image: nginx',
    'one level deeper after a key, past the dash in a list item, the same otherwise');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  assert.equal(await readText(page), 'spec:\n  containers:\n    - name: web\n      image: nginx\n        ', 'Tab indents by two spaces');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await readText(page), 'spec:\n  containers:\n    - name: web\n      image: nginx\n      ', 'Shift+Tab outdents by two');
  await page.keyboard.press('Control+z');
  assert.ok((await readText(page)).endsWith('nginx\n        '), 'undo brings the indentation back');

  // While the editor has the focus, a line under it says how to leave; Esc then Tab does.
  const hint = page.getByTestId('editor-hint');
  assert.ok(await hint.isVisible(), 'the hint shows while the editor has the focus');
  assert.match(await hint.textContent(), /Esc then Tab/);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  assert.notEqual(await focusedTestid(page), 'editor-input', 'Esc, Tab: focus leaves');
  assert.equal(await hint.isVisible(), false, 'the hint goes with the focus');
  await finish(session);
});

test('a long line scrolls inside the editor: the line numbers stay and the caret at its end is in view', async () => {
  const session = await open();
  const { page } = session;
  const long = `# ${'a long comment that runs on '.repeat(12)}end`;
  await setText(page, `${long}\napiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  containers:\n  - {name: app, image: nginx:1.27}\n`);
  const box = await codeEditor(page);
  await box.focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('End');
  // The editor scrolls the caret into view on its next measure (an animation frame).
  await page.waitForFunction(() => {
    const caret = window.getSelection().getRangeAt(0).getBoundingClientRect();
    const view = document.querySelector('.cm-scroller').getBoundingClientRect();
    return caret.left >= view.left && caret.right <= view.right;
  }, null, { timeout: 5000 }).catch(() => {});
  const seen = await page.evaluate(() => {
    const rect = (selector) => document.querySelector(selector).getBoundingClientRect();
    const pane = document.querySelector('.pane-editor');
    const caret = window.getSelection().getRangeAt(0).getBoundingClientRect();
    return {
      paneScrolled: pane.scrollLeft,
      editorWidth: rect('.cm-editor').width,
      paneWidth: rect('.pane-editor').width,
      gutterLeft: rect('.cm-gutters').left,
      paneLeft: rect('.pane-editor').left,
      caretInView: caret.left >= rect('.cm-scroller').left && caret.right <= rect('.cm-scroller').right,
    };
  });
  assert.equal(seen.paneScrolled, 0, 'the pane itself does not scroll sideways');
  assert.ok(seen.editorWidth <= seen.paneWidth, `the editor fits its pane (${seen.editorWidth} > ${seen.paneWidth})`);
  assert.ok(seen.gutterLeft >= seen.paneLeft, 'the line numbers stay in view');
  assert.ok(seen.caretInView, 'the caret at the end of the long line is in view');
  await finish(session);
});

test('undo takes back a whole run of typing, one run at a time', async () => {
  const session = await open();
  const { page } = session;
  const start = await readText(page);
  const box = await codeEditor(page);
  await box.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('# first run');
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('# second run');
  const typed = await readText(page);
  assert.ok(typed.startsWith('# second run') && typed.endsWith('# first run'), typed);
  await page.keyboard.press('Control+z');
  assert.equal(await readText(page), `${start}# first run`, 'one Ctrl+Z takes back the whole second run');
  await page.keyboard.press('Control+z');
  assert.equal(await readText(page), start, 'the next takes back the first');
  await page.keyboard.press('Control+Shift+z');
  assert.equal(await readText(page), `${start}# first run`, 'redo brings a run back');
  await finish(session);
});

/** Waits until the editor's text is `text` (the page writes it after its render). */
async function untilText(page, text) {
  await page.waitForFunction((text) => document.querySelector('.cm-content[data-testid=editor-input]')?.value === text, text);
}

/** Focuses the editor and presses Ctrl+Z; returns the text after it. */
async function undo(page) {
  (await codeEditor(page)).focus();
  await page.keyboard.press('Control+z');
  return readText(page);
}

test('an example, Reset and Restore each start a new undo history: Ctrl+Z cannot walk back across them', async () => {
  const session = await open();
  const { page } = session;
  const box = await codeEditor(page);
  await box.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('# mine');
  const mine = await readText(page);

  // An example of another version over the user's text: undo does not bring the text back under
  // the example's version; the restore notice does.
  await openExample(page, 'restart-all-containers');
  await page.waitForFunction((mine) => {
    const text = document.querySelector('.cm-content[data-testid=editor-input]')?.value;
    return text !== mine && text?.includes('name: restart-all-containers');
  }, mine);
  const example = await readText(page);
  assert.equal(await undo(page), example, 'Ctrl+Z right after opening an example keeps the example');
  assert.equal(await page.getByTestId('version').inputValue(), '1.36', 'the example\'s version stays');
  await page.getByTestId('restore-notice').waitFor();

  // Typing after it is undone as before, back to the example and no further.
  await page.keyboard.press('Control+End');
  await page.keyboard.type('# edited');
  const edited = await readText(page);
  assert.equal(await undo(page), example, 'the typing is undone');
  assert.equal(await undo(page), example, 'and nothing before the example');

  // Reset brings the example back over an edit: undo stays on the example.
  await page.keyboard.press('Control+End');
  await page.keyboard.type('# edited');
  await untilText(page, edited);
  await page.getByTestId('reset').click();
  await untilText(page, example);
  assert.equal(await undo(page), example, 'Ctrl+Z right after Reset keeps the example');

  // Restore brings the edit back: undo does not walk back to the example.
  await page.getByTestId('restore-draft').click();
  await untilText(page, edited);
  assert.equal(await undo(page), edited, 'Ctrl+Z right after Restore keeps the restored text');
  await finish(session);
});

test('Ctrl+F finds and replaces, the timeline follows the replaced text, and the panel speaks the page\'s language', async () => {
  const session = await open();
  const { page } = session;
  await page.locator('[data-testid=timeline-svg] [data-lane=helper]').first().waitFor();
  const box = await codeEditor(page);
  await box.focus();
  await page.keyboard.press('Control+f');
  const search = page.locator('.cm-search input[name=search]');
  await search.waitFor();
  await search.fill('helper');
  await page.locator('.cm-search input[name=replace]').fill('sidekick');
  await page.locator('.cm-search button[name=replaceAll]').click();
  assert.doesNotMatch(await readText(page), /helper/);
  assert.match(await readText(page), /name: sidekick/);
  await page.locator('[data-testid=timeline-svg] [data-lane=sidekick]').first().waitFor();
  assert.equal(await page.locator('[data-testid=timeline-svg] [data-lane=helper]').count(), 0, 'the old lane is gone');

  // The search panel speaks the page's language.
  await page.getByTestId('more-settings').click();
  await page.getByTestId('lang').selectOption('zh-CN');
  await page.waitForFunction(() => document.querySelector('.cm-search input[name=search]')?.placeholder === '查找');
  await finish(session);
});

test('the find panel fits the editor at 1440 and 1280 px wide and says when nothing matches, in the page\'s language', async () => {
  const session = await openPage(browser, server.origin, { reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
  const { page } = session;
  await page.goto(server.url);
  await page.getByTestId('app').waitFor();
  const box = await codeEditor(page);
  await box.focus();
  await page.keyboard.press('Control+f');
  const search = page.locator('.cm-search input[name=search]');
  await search.waitFor();
  // Every control of the find row is on the search field's line, down to a 1280 px laptop.
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const rows = await page.evaluate(() => {
      const field = document.querySelector('.cm-search input[name=search]').getBoundingClientRect();
      const labels = [...document.querySelectorAll('.cm-search label')].map((label) => label.getBoundingClientRect());
      return { field: { top: field.top, bottom: field.bottom }, labels: labels.map((r) => ({ top: r.top, bottom: r.bottom })) };
    });
    assert.equal(rows.labels.length, 3, 'match case, regexp, by word');
    for (const label of rows.labels) {
      assert.ok(label.top >= rows.field.top - 1 && label.bottom <= rows.field.bottom + 1, `an option wraps at ${width} px: ${JSON.stringify(rows)}`);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  const status = page.getByTestId('search-status');
  await page.keyboard.type('no-such-text');
  await page.waitForFunction(() => document.querySelector('[data-testid=search-status]')?.textContent === 'No match');
  assert.equal(await search.getAttribute('aria-invalid'), 'true', 'the field is marked');
  assert.equal(await status.getAttribute('role'), 'status', 'said to assistive technology');
  // The status lies over the field's end, inside the panel.
  const inside = await page.evaluate(() => {
    const field = document.querySelector('.cm-search input[name=search]').getBoundingClientRect();
    const said = document.querySelector('[data-testid=search-status]').getBoundingClientRect();
    return said.left >= field.left - 1 && said.right <= field.right + 1 && said.top >= field.top - 1 && said.bottom <= field.bottom + 1;
  });
  assert.ok(inside, '"No match" is drawn inside the search field');

  // A query that matches clears it.
  await search.fill('');
  await page.keyboard.type('helper');
  await page.waitForFunction(() => document.querySelector('[data-testid=search-status]')?.textContent === '');
  assert.equal(await search.getAttribute('aria-invalid'), null, 'the mark goes with it');

  // In Chinese, the panel says it in Chinese.
  await page.keyboard.type('-none');
  await page.waitForFunction(() => document.querySelector('[data-testid=search-status]')?.textContent === 'No match');
  await page.getByTestId('more-settings').click();
  await page.getByTestId('lang').selectOption('zh-CN');
  await page.waitForFunction(() => document.querySelector('[data-testid=search-status]')?.textContent === '无匹配');
  assert.equal(await page.locator('.cm-search input[name=search]').getAttribute('aria-invalid'), 'true');
  await finish(session);
});

test('a problem is underlined from its exact column, and hovering shows its message', async () => {
  const session = await open();
  const { page } = session;
  await setText(page, 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  restartPolicy: Sometimes\n  containers:\n    - name: web\n      image: nginx\n');
  const problem = page.locator('[data-testid=problem][data-severity=error]').first();
  await page.waitForFunction(() => document.querySelector('[data-testid=problem][data-severity=error]')?.dataset.line === '6');
  const column = Number(await problem.getAttribute('data-column'));
  const message = (await problem.locator('.message').textContent()).trim();
  const squiggle = page.locator('.cm-line .cm-lintRange-error').first();
  await squiggle.waitFor();
  const place = await squiggle.evaluate((mark) => {
    const line = mark.closest('.cm-line');
    const range = document.createRange();
    range.setStart(line, 0);
    range.setEndBefore(mark);
    const lines = [...document.querySelectorAll('.cm-content .cm-line')];
    return { line: lines.indexOf(line) + 1, column: [...range.toString()].length + 1, text: mark.textContent };
  });
  assert.deepEqual(place, { line: 6, column, text: 'restartPolicy' }, 'the squiggle starts at the problem\'s column (the field\'s key) and covers its word');
  await squiggle.hover();
  const tooltip = page.locator('.cm-tooltip-lint');
  await tooltip.waitFor();
  assert.ok((await tooltip.textContent()).includes(message), `the hover shows ${message}`);
  assert.ok(await page.locator('.cm-gutter-lint .cm-lint-marker-error').count() > 0, 'the gutter marks the line');

  // Choosing the problem in the list puts the cursor at its place.
  await problem.locator('button').click();
  const caret = await (await codeEditor(page)).evaluate((box) => {
    const before = box.value.slice(0, box.selectionStart).split('\n');
    return { line: before.length, column: [...before.at(-1)].length + 1, focused: document.activeElement === box };
  });
  assert.deepEqual(caret, { line: 6, column, focused: true });
  await finish(session);
});

test('the YAML is readable and editable before the editor has loaded', async () => {
  const session = await openPage(browser, server.origin, { reducedMotion: 'reduce' });
  const { page } = session;
  // The editor's module never arrives: the page keeps its plain text box.
  await page.route('**/editor-*.js', () => {});
  await page.goto(server.url);
  const area = page.locator('textarea[data-testid=editor-input]');
  await area.waitFor();
  assert.match(await area.inputValue(), /kind: Pod/);
  assert.ok(await area.isVisible());
  await area.fill('kind: Pod\nspec:\n  containers:\n    - name: early\n      image: nginx\n');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=container]')].map((n) => n.textContent).join() === 'early');
  assert.equal(await page.locator('.cm-editor').count(), 0, 'no code editor without its module');
  await finish(session);
});

test('typing a new container key by key keeps a timeline on screen, where it was, at every keystroke', async () => {
  const session = await openPage(browser, server.origin, { reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
  const { page } = session;
  await page.goto(server.url);
  await page.getByTestId('app').waitFor();
  await setText(page, 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n  - name: web\n    image: nginx:1.27\n');
  await page.locator('[data-testid=timeline-svg] [data-lane=web]').waitFor();
  const drawing = page.getByTestId('timeline-svg');
  const top = async () => (await drawing.boundingBox())?.y;
  const at = await top();
  const box = await codeEditor(page);
  await box.focus();
  await page.keyboard.press('Control+End');
  let broken = 0;
  // Each key is answered (the results' revision moves) before the next is pressed.
  for (const key of [...'  - name: extra', 'Enter', ...'image: busybox']) {
    const before = await page.locator('.pane-results').getAttribute('data-revision');
    await page.keyboard.press(key);
    await page.waitForFunction((before) => document.querySelector('.pane-results')?.dataset.revision !== before, before);
    assert.equal(await drawing.count(), 1, `a timeline is on screen after "${key}"`);
    assert.equal(await top(), at, `the timeline stays where it was after "${key}"`);
    if ((await page.getByTestId('stale-notice').count()) > 0) broken += 1;
  }
  assert.ok(broken > 0, 'some keystrokes left the text broken, and the last valid timeline was shown');
  await page.locator('[data-testid=timeline-svg] [data-lane=extra]').waitFor();
  assert.equal(await page.getByTestId('stale-notice').count(), 0, 'the finished text runs');
  await page.screenshot({ path: fileURLToPath(new URL('./screenshots/typing-a-container.png', import.meta.url)) });
  await finish(session);
});
