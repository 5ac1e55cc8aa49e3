// The page's code editor: CodeMirror 6 with YAML highlighting, podsim's diagnostics as squiggles
// (message on hover, marker in the gutter), find and replace (saying when nothing matches), undo by
// runs of typing (a text the page puts in as a whole starts a new history), and the keys
// of a YAML editor (Enter keeps the indentation, one level deeper after `key:` or a list dash;
// Tab / Shift+Tab indent and outdent by two spaces; Esc then Tab leaves the editor).
// Bundled by esbuild into the site's `editor-<hash>.js` (`cargo xtask dist`) and loaded by the page after
// its first render (`web/src/editor/code.rs`); the Yew state stays the text's owner: `onChange`
// reports every edit and `setDoc` brings the editor back in line with it.
import { Annotation, Compartment, EditorSelection, EditorState, RangeSetBuilder, StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView, keymap, lineNumbers } from '@codemirror/view';
import { history, historyKeymap, indentMore, isolateHistory, standardKeymap } from '@codemirror/commands';
import { HighlightStyle, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { yaml } from '@codemirror/lang-yaml';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { getSearchQuery, search, searchKeymap, searchPanelOpen } from '@codemirror/search';
import { tags } from '@lezer/highlight';

/** One indentation level of YAML as podsim writes it. */
const INDENT = '  ';

/** Marks a transaction made by `setDoc`: the page's own text, not an edit to report back. */
const fromPage = Annotation.define();

/** Enter: a new line with the current line's indentation, one level deeper past a list dash and
 * after a line ending in `:`. */
function newline(view) {
  if (view.state.readOnly) return false;
  view.dispatch(view.state.changeByRange((range) => {
    const line = view.state.doc.lineAt(range.from);
    const before = line.text.slice(0, range.from - line.from);
    let indent = /^ */.exec(before)[0];
    if (before.trimStart().startsWith('- ')) indent += INDENT;
    if (before.trimEnd().endsWith(':')) indent += INDENT;
    const insert = `\n${indent}`;
    return { changes: { from: range.from, to: range.to, insert }, range: EditorSelection.cursor(range.from + insert.length) };
  }), { scrollIntoView: true, userEvent: 'input' });
  return true;
}

/** Tab: two spaces at the caret, or every selected line one level deeper; its own undo step. */
function tab(view) {
  if (view.state.readOnly) return false;
  if (view.state.selection.ranges.some((range) => !range.empty)) return indentMore(view);
  view.dispatch(view.state.replaceSelection(INDENT), { scrollIntoView: true, userEvent: 'input.indent', annotations: isolateHistory.of('full') });
  return true;
}

/** Shift+Tab: up to two spaces less at the start of every line of the selection; its own undo step. */
function outdent(view) {
  if (view.state.readOnly) return false;
  const changes = [];
  let done = 0;
  for (const range of view.state.selection.ranges) {
    for (let line = view.state.doc.lineAt(range.from); ; line = view.state.doc.line(line.number + 1)) {
      if (line.number > done) {
        const spaces = /^ {0,2}/.exec(line.text)[0].length;
        if (spaces > 0) changes.push({ from: line.from, to: line.from + spaces });
        done = line.number;
      }
      if (line.to >= range.to || line.number === view.state.doc.lines) break;
    }
  }
  if (changes.length > 0) view.dispatch({ changes, scrollIntoView: true, userEvent: 'delete.dedent', annotations: isolateHistory.of('full') });
  return true;
}

/** The picked container's lines, as a line decoration. */
const setPicked = StateEffect.define();
const picked = StateField.define({
  create: () => Decoration.none,
  update(lines, transaction) {
    let next = lines.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setPicked)) continue;
      const builder = new RangeSetBuilder();
      const { first, last } = effect.value ?? {};
      const doc = transaction.state.doc;
      if (first >= 1 && first <= doc.lines) {
        for (let number = first; number <= Math.min(last, doc.lines); number += 1) {
          builder.add(doc.line(number).from, doc.line(number).from, Decoration.line({ class: 'cm-picked' }));
        }
      }
      next = builder.finish();
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Token colours: the page's own variables, so both themes follow the page. */
const colours = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: 'var(--tok-key)' },
  { tag: [tags.string, tags.special(tags.string), tags.content], color: 'var(--tok-string)' },
  { tag: tags.number, color: 'var(--tok-number)' },
  { tag: [tags.bool, tags.null, tags.keyword], color: 'var(--tok-literal)' },
  { tag: [tags.comment, tags.lineComment], color: 'var(--tok-comment)', fontStyle: 'italic' },
  { tag: [tags.punctuation, tags.separator, tags.squareBracket, tags.brace], color: 'var(--tok-punct)' },
  { tag: [tags.labelName, tags.typeName], color: 'var(--tok-anchor)' },
  { tag: [tags.meta, tags.processingInstruction], color: 'var(--tok-doc)', fontWeight: 'bold' },
]);

const theme = EditorView.theme({
  '&': { color: 'var(--fg)', backgroundColor: 'var(--panel)', fontFamily: 'var(--mono)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: 'inherit' },
  '.cm-content': { caretColor: 'var(--fg)', padding: '6px 0' },
  '.cm-gutters': { backgroundColor: 'var(--panel)', color: 'var(--muted)', borderRight: '1px solid var(--border)' },
  '.cm-picked': { backgroundColor: 'color-mix(in srgb, var(--accent) 13%, transparent)' },
  '.cm-panels': { backgroundColor: 'var(--bg)', color: 'var(--fg)' },
  '.cm-panels input, .cm-panels button': { font: 'inherit', fontSize: '13px' },
  // The find panel fits the editor's width on a laptop: the options and buttons in the page's
  // sans-serif type, a narrower field, and room at the right for the close button.
  '.cm-panel.cm-search': { padding: '2px 16px 4px 6px' },
  '.cm-panel.cm-search input, .cm-panel.cm-search button, .cm-panel.cm-search label': { margin: '2px 5px 2px 0', verticalAlign: 'middle' },
  '.cm-panel.cm-search .cm-textfield': { width: '124px' },
  '.cm-panel.cm-search .cm-button': { padding: '2px 6px', fontFamily: 'var(--sans)', fontSize: '12px' },
  '.cm-panel.cm-search label': { display: 'inline-flex', alignItems: 'center', fontFamily: 'var(--sans)', fontSize: '12px', whiteSpace: 'nowrap' },
  '.cm-panel.cm-search input[type=checkbox]': { margin: '0 3px 0 0' },
  // Nothing found: the field is marked, and says so at its right end (the status lies over it,
  // clicks pass through to the field, and the typed text stops short of it).
  '.cm-panel.cm-search .cm-textfield[aria-invalid=true]': { borderColor: 'var(--error)', outlineColor: 'var(--error)', paddingRight: '64px', backgroundColor: 'color-mix(in srgb, var(--error) 8%, var(--panel))' },
  '.cm-search-status': { position: 'absolute', left: '6px', top: '4px', width: '124px', height: '27px', lineHeight: '27px', boxSizing: 'border-box', paddingRight: '8px', textAlign: 'right', pointerEvents: 'none', fontFamily: 'var(--sans)', fontSize: '12px', fontWeight: '600', color: 'var(--error)', whiteSpace: 'nowrap', overflow: 'hidden' },
  '.cm-button': { backgroundImage: 'none', backgroundColor: 'var(--panel)', color: 'var(--fg)', border: '1px solid var(--border)', borderRadius: '4px' },
  '.cm-textfield': { backgroundColor: 'var(--panel)', color: 'var(--fg)', border: '1px solid var(--border)' },
  '.cm-tooltip': { backgroundColor: 'var(--panel)', color: 'var(--fg)', border: '1px solid var(--border)' },
  '.cm-diagnostic': { fontFamily: 'var(--sans)', whiteSpace: 'pre-wrap' },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--error)' },
  '.cm-diagnostic-warning': { borderLeftColor: 'var(--warning)' },
  '.cm-diagnostic-info': { borderLeftColor: 'var(--note)' },
  '.cm-searchMatch': { backgroundColor: 'color-mix(in srgb, var(--warning) 30%, transparent)' },
  '&.cm-focused .cm-selectionBackground, ::selection': { backgroundColor: 'color-mix(in srgb, var(--accent) 30%, transparent)' },
});

/** The offset of 1-based `line` and character `column` (podsim counts characters; CodeMirror
 * counts UTF-16 units), clamped to the document. */
function offsetOf(doc, line, column) {
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
  let offset = 0;
  let seen = 0;
  for (const character of at.text) {
    if (seen >= column - 1) break;
    offset += character.length;
    seen += 1;
  }
  return at.from + offset;
}

/** Where a squiggle from `from` ends: the quoted scalar, or the run of word characters, that
 * starts there; one character otherwise; nothing past the line's end. */
function tokenEnd(doc, from) {
  const line = doc.lineAt(from);
  const rest = line.text.slice(from - line.from);
  if (rest === '') return from;
  const quoted = /^("(?:[^"\\]|\\.)*"?|'(?:[^']|'')*'?)/.exec(rest);
  const word = /^[^\s:,[\]{}#]+/.exec(rest);
  const length = (rest[0] === '"' || rest[0] === "'") ? quoted[0].length : word ? word[0].length : 1;
  return from + length;
}

const SEVERITY = { error: 'error', warning: 'warning', note: 'info' };

/** The editor's own words (the search panel, the lint panel) in the page's other language. */
const PHRASES = {
  'zh-CN': {
    Find: '查找', Replace: '替换', next: '下一个', previous: '上一个', all: '全部',
    'match case': '区分大小写', regexp: '正则表达式', 'by word': '全词匹配', replace: '替换',
    'replace all': '全部替换', close: '关闭', 'current match': '当前匹配', 'on line': '位于第',
    'replaced match on line $': '已替换第 $ 行的匹配', 'replaced $ matches': '已替换 $ 处匹配',
    'Go to line': '跳转到行', go: '跳转', Diagnostics: '诊断', 'No diagnostics': '没有诊断',
    'No match': '无匹配',
  },
};
const phrasesOf = (lang) => EditorState.phrases.of(PHRASES[lang] ?? {});

/** The change from `current` to `text` that replaces only what differs between them: the
 * common start and end stay, and so does a selection in them. */
function middleChange(current, text) {
  let start = 0;
  const shortest = Math.min(current.length, text.length);
  while (start < shortest && current.charCodeAt(start) === text.charCodeAt(start)) start += 1;
  let end = 0;
  while (end < shortest - start && current.charCodeAt(current.length - 1 - end) === text.charCodeAt(text.length - 1 - end)) end += 1;
  return { from: start, to: current.length - end, insert: text.slice(start, text.length - end) };
}

/** Whether the find panel's query, as written, finds nothing in the text (a regular expression
 * that does not compile finds nothing either). */
function findsNothing(state) {
  const query = getSearchQuery(state);
  if (query.search === '') return false;
  return !query.valid || query.getCursor(state).next().done;
}

/** The find panel's answer when nothing matches: its search field marked invalid, and "No match"
 * in a live region drawn at the field's end, in the editor's language. Looked at again when the
 * query, the text or the panel (opened, or made again in another language) changes. */
const searchFeedback = EditorView.updateListener.of((update) => {
  if (!searchPanelOpen(update.state)) return;
  const panel = update.view.dom.querySelector('.cm-search');
  if (!panel) return;
  let status = panel.querySelector('.cm-search-status');
  const queryChanged = !getSearchQuery(update.startState).eq(getSearchQuery(update.state));
  if (status && !queryChanged && !update.docChanged) return;
  const field = panel.querySelector('input[name=search]');
  if (!field) return;
  if (!status) {
    status = document.createElement('span');
    status.className = 'cm-search-status';
    status.setAttribute('role', 'status');
    status.dataset.testid = 'search-status';
    field.after(status);
  }
  const none = findsNothing(update.state);
  if (none) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
  const text = none ? update.state.phrase('No match') : '';
  if (status.textContent !== text) status.textContent = text;
});

/**
 * Creates an editor in `parent`. Options: `doc` (the text), `readOnly`, `label` (accessible
 * name), `testid` (the text box's `data-testid`), `lang` (the page's language tag, for the
 * editor's own words), `onChange(text)` (called after each edit made in the editor). Returns the
 * editor's handle.
 */
export function create(parent, { doc = '', readOnly = false, label = '', testid = '', lang = 'en', onChange = () => {} } = {}) {
  const editable = new Compartment();
  const words = new Compartment();
  // The undo history, in its own compartment so that `setDoc` can start it again.
  const undoable = new Compartment();
  const readOnlyOf = (on) => EditorState.readOnly.of(on);
  let reporting = false;
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        undoable.of(history()),
        lintGutter(),
        search({ top: true }),
        searchFeedback,
        indentUnit.of(INDENT),
        EditorState.tabSize.of(2),
        yaml(),
        syntaxHighlighting(colours),
        picked,
        theme,
        keymap.of([
          { key: 'Enter', run: newline },
          { key: 'Tab', run: tab, shift: outdent },
          ...searchKeymap,
          ...historyKeymap,
          ...standardKeymap,
        ]),
        editable.of(readOnlyOf(readOnly)),
        words.of(phrasesOf(lang)),
        EditorView.contentAttributes.of({ 'aria-label': label, 'data-testid': testid, spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off' }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || update.transactions.every((t) => t.annotation(fromPage)) || reporting) return;
          // Reported after the update: the page answers with `setDoc` and `setDiagnostics`, which
          // cannot run while the editor is still updating.
          reporting = true;
          queueMicrotask(() => {
            reporting = false;
            onChange(view.state.doc.toString());
          });
        }),
      ],
    }),
  });
  // The text box reads like a textarea for the page and its tests: `value` is the text (the view
  // draws only the lines in sight), `selectionStart`/`selectionEnd` the main selection.
  Object.defineProperty(view.contentDOM, 'value', { get: () => view.state.doc.toString() });
  Object.defineProperty(view.contentDOM, 'readOnly', { get: () => view.state.readOnly });
  Object.defineProperty(view.contentDOM, 'selectionStart', { get: () => view.state.selection.main.from });
  Object.defineProperty(view.contentDOM, 'selectionEnd', { get: () => view.state.selection.main.to });

  return {
    /** Makes the text `text`; only the changed middle is replaced, so the selection stays
     * meaningful. No-op when the text is already `text` and `fresh` is not set. An echo of the
     * editor's own edits (or any change the page makes in place) is its own step in the undo
     * history; with `fresh`, the page put another text in as a whole (an example, Reset, Restore),
     * and the history starts again from it: undo cannot walk back into a text the page's other
     * settings no longer match (the page's restore notice is the way back). */
    setDoc(text, fresh = false) {
      const current = view.state.doc.toString();
      if (current === text && !fresh) return;
      if (fresh) {
        // The history field leaves the state with the change, so nothing is recorded, and comes
        // back empty: a field a configuration gains is created anew.
        view.dispatch({ changes: middleChange(current, text), annotations: fromPage.of(true), effects: undoable.reconfigure([]) });
        view.dispatch({ effects: undoable.reconfigure(history()) });
        return;
      }
      view.dispatch({
        changes: middleChange(current, text),
        // Its own step in the undo history: typing after it starts a new one.
        annotations: [fromPage.of(true), isolateHistory.of('full')],
      });
    },
    /** Shows `list` of {line, column, severity: 'error'|'warning'|'note', message} (1-based,
     * column in characters; a missing line means no place in the text). */
    setDiagnostics(list) {
      const doc = view.state.doc;
      const diagnostics = list.filter((d) => d.line >= 1 && d.line <= doc.lines).map((d) => {
        const from = offsetOf(doc, d.line, d.column || 1);
        return { from, to: tokenEnd(doc, from), severity: SEVERITY[d.severity] ?? 'info', message: d.message };
      }).sort((a, b) => a.from - b.from);
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    /** Highlights lines `first`..=`last` (1-based; 0 clears) and scrolls the editor (only it) to
     * bring the first into view. */
    setHighlight(first, last) {
      view.dispatch({ effects: setPicked.of(first > 0 ? { first, last } : null) });
      if (first > 0 && first <= view.state.doc.lines) {
        view.requestMeasure({
          read: () => {
            const block = view.lineBlockAt(view.state.doc.line(first).from);
            const scroller = view.scrollDOM;
            const top = view.documentTop - scroller.getBoundingClientRect().top + scroller.scrollTop + block.top;
            const margin = block.height * 2;
            if (top < scroller.scrollTop) return top - margin;
            if (top + block.height > scroller.scrollTop + scroller.clientHeight) return top + block.height - scroller.clientHeight + margin;
            return null;
          },
          write: (to) => { if (to !== null) view.scrollDOM.scrollTop = Math.max(0, to); },
        });
      }
    },
    /** Puts the cursor at 1-based `line` and character `column`, scrolls to it and focuses. */
    goTo(line, column) {
      const at = offsetOf(view.state.doc, line, column);
      view.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'center' }) });
      view.focus();
    },
    /** Makes the text read-only, or editable again. */
    setReadOnly(on) {
      view.dispatch({ effects: editable.reconfigure(readOnlyOf(on)) });
    },
    /** Says the editor's own words in the page's language `lang` (`en`, `zh-CN`). */
    setLang(lang) {
      view.dispatch({ effects: words.reconfigure(phrasesOf(lang)) });
    },
    /** Removes the editor from the page. */
    destroy() {
      view.destroy();
    },
  };
}
