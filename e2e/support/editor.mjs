// The page's YAML editors (the Pod YAML, `editor-input`, and the scenario, `scenario-input`) as
// journeys use them: the code editor (CodeMirror, loaded after the first render) that users get.
// `scope` is a page or a frame. Its text box reads like a textarea: `value` is the whole text
// (CodeMirror draws only the lines in view) and `readOnly` says whether it can be changed.

/** The code editor's text box, once it has replaced the first render's plain text box (on the
 * page, though perhaps not in view: an embed may fold its editor away). */
export async function codeEditor(scope, testid = 'editor-input') {
  const box = scope.locator(`.cm-content[data-testid="${testid}"]`);
  await box.waitFor({ state: 'attached' });
  return box;
}

/** The editor's whole text. */
export async function readText(scope, testid = 'editor-input') {
  return (await codeEditor(scope, testid)).evaluate((box) => box.value);
}

/** Whether the editor's text cannot be changed. */
export async function isReadOnly(scope, testid = 'editor-input') {
  return (await codeEditor(scope, testid)).evaluate((box) => box.readOnly);
}

/** Replaces the editor's text with `text` as a user pasting over everything does (select all,
 * then paste), and waits until the editor holds it. */
export async function setText(scope, text, testid = 'editor-input') {
  const box = await codeEditor(scope, testid);
  await box.focus();
  await box.press('ControlOrMeta+a');
  await box.evaluate((box, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await box.evaluate((box, text) => new Promise((resolve, reject) => {
    const until = Date.now() + 5000;
    const check = () => {
      if (box.value === text) resolve();
      else if (Date.now() > until) reject(new Error('the editor did not take the text'));
      else requestAnimationFrame(check);
    };
    check();
  }), text);
}

/** Focuses the editor and types `text` key by key (Enter, Tab and the rest as a user presses them). */
export async function typeText(page, scope, text, testid = 'editor-input') {
  const box = await codeEditor(scope, testid);
  await box.focus();
  await page.keyboard.type(text);
}

/**
 * Types `count` characters into a comment line after the text, key by key, and times each in the
 * page from its keydown to the page's answer: the next `data-revision` of the first of `signals`
 * (selectors) on the page when the typing starts — the timeline's drawing, or the results pane
 * when there is no drawing. With `{ comment: false }` the keys edit a value the run reads instead:
 * the object's name (its first `  name:` line) gains an `x` and loses it again with Backspace, so
 * that every key changes the Pod and its length stays valid. Returns the samples in
 * milliseconds; their `frames` are the same keystrokes timed until the start of the frame that
 * paints the answer (the first `requestAnimationFrame` after it), and their `painted` until that
 * frame's style, layout and paint are done (the first task after it): keydown to the next paint.
 */
export async function timeKeystrokes(page, count, signals = ['[data-testid=timeline-svg]', '.pane-results'], { comment = true } = {}) {
  const box = await codeEditor(page);
  await box.focus();
  if (comment) {
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
  } else {
    // The end of the object's own name (the first `  name:` line), in view after Ctrl+Home.
    await page.keyboard.press('Control+Home');
    await page.locator('.cm-content[data-testid=editor-input] .cm-line').filter({ hasText: /^\s{2}name: \S/ }).first().click();
    await page.keyboard.press('End');
  }
  const samples = [];
  samples.frames = [];
  samples.painted = [];
  // The first key opens the comment; its answer is awaited but not counted.
  for (let i = 0; i <= count; i += 1) {
    await page.evaluate((signals) => {
      const signal = signals.find((selector) => document.querySelector(selector));
      const before = document.querySelector(signal)?.dataset.revision;
      window.__keystroke = new Promise((resolve, reject) => {
        let start = null;
        addEventListener('keydown', () => { start = performance.now(); }, { capture: true, once: true });
        const observer = new MutationObserver(() => {
          const now = document.querySelector(signal)?.dataset.revision;
          if (start !== null && now !== undefined && now !== before) {
            observer.disconnect();
            const answer = performance.now() - start;
            // A task posted from the frame's animation callbacks runs once that frame's style,
            // layout and paint are done: the time the answer is on screen.
            requestAnimationFrame(() => {
              const frame = performance.now() - start;
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve({ answer, frame, painted: performance.now() - start });
              channel.port2.postMessage(null);
            });
          }
        });
        observer.observe(document.body, { attributes: true, attributeFilter: ['data-revision'], childList: true, subtree: true });
        setTimeout(() => reject(new Error('a keystroke was not answered within 5 s')), 5000);
      });
    }, signals);
    const key = comment ? (i === 0 ? '#' : 'x') : (i % 2 === 0 ? 'x' : 'Backspace');
    await page.keyboard.press(key);
    const { answer, frame, painted } = await page.evaluate(() => window.__keystroke);
    if (i > 0) {
      samples.push(answer);
      samples.frames.push(frame);
      samples.painted.push(painted);
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
  }
  return samples;
}
