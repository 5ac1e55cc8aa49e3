/*! podsim embed.js: turns <pod-playground> elements into sandboxed iframes of the podsim embed view.
 *
 * <script src="https://example.org/podsim/embed.js" defer></script>
 * <pod-playground view="timeline" height="auto" k8s="1.35" theme="auto"><pre>…YAML…</pre></pod-playground>
 *
 * Markdown code blocks become playgrounds too, as Mermaid does with its own: a ```podsim block
 * (<pre><code class="language-podsim">), or a ```yaml block whose first line is `# podsim`; that
 * first line may carry the element's attributes (`# podsim k8s=1.36 height=420 load=click`).
 * load="click" shows the block's picture (an <svg> or <img> inside the element, or `poster`) and its
 * YAML with a button, and loads the playground only when the reader asks for it. A compact embed
 * (the default) keeps the YAML folded above its timeline; a `full` one shows it in its editor.
 *
 * Without JavaScript the <pre> stays readable. With it, the element gets an
 * <iframe sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"> (never
 * allow-same-origin) of  BASE?embed=1&…#y.<percent-encoded YAML>  or, when the element has a
 * state="1.…" attribute (from `podsim share`), of that fragment. Auto-height: the embed view posts
 * {source: "podsim", v: 1, type: "resize", height}; a message is used only if it comes from this
 * element's own iframe (event.source) and has exactly that shape. The first one also says the
 * playground runs: until then the <pre> stays the content, with an "Open in playground" link (a
 * host without the CORS header never leaves a blank box). No dependencies, no build step.
 * Documentation: docs/embedding.md.
 */
(function () {
  'use strict';

  if (window.customElements === undefined || window.customElements.get('pod-playground')) return;

  // The playground lives where this script was loaded from, unless a base is given.
  var script = document.currentScript;
  var scriptBase = script && script.src ? new URL('./', script.src).href : new URL('./', location.href).href;
  var defaultBase = (script && script.getAttribute('data-base')) || scriptBase;

  var SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';
  var QUERY_KEYS = ['k8s', 'gates', 't', 'view', 'theme', 'lang'];
  var FLAG_KEYS = ['readonly', 'controls', 'autoplay', 'full'];
  var ELEMENT_KEYS = ['height', 'title', 'load', 'poster', 'state', 'src', 'loading'];
  var MIN_HEIGHT = 120;
  var MAX_HEIGHT = 5000;
  var DEFAULT_HEIGHT = 480;
  /** How long after its page loaded an iframe may take to say it is ready before the console hears of it. */
  var READY_GRACE_MS = 6000;

  /** Every upgraded element, to route resize messages to the iframe that sent them. */
  var frames = [];

  /** The embed view's address for one element, or with `full` the whole playground's. */
  function embedUrl(element, yaml, full) {
    var base = element.getAttribute('src') || defaultBase;
    var url = new URL(base, location.href);
    var params = full ? [] : ['embed=1'];
    QUERY_KEYS.forEach(function (key) {
      var value = element.getAttribute(key);
      if (value) params.push(key + '=' + encodeURIComponent(value));
    });
    FLAG_KEYS.forEach(function (key) {
      if (!element.hasAttribute(key)) return;
      var value = element.getAttribute(key);
      params.push(key + '=' + (value === '0' || value === 'false' ? '0' : '1'));
    });
    var state = element.getAttribute('state');
    var fragment = state ? state.slice(state.indexOf('#') + 1) : 'y.' + encodeURIComponent(yaml);
    return url.origin + url.pathname + (params.length ? '?' + params.join('&') : '') + '#' + fragment;
  }

  /** The YAML written inside the element: its <pre> (or its own text), exactly as written. */
  function yamlOf(element) {
    var pre = element.querySelector('pre');
    return (pre || element).textContent;
  }

  /** For load="click": the picture (or the YAML) and a button that loads the playground. */
  function offerPlayground(element) {
    var poster = element.getAttribute('poster');
    var picture = element.querySelector('svg, img');
    if (poster && !picture) {
      picture = document.createElement('img');
      picture.src = poster;
      picture.alt = element.getAttribute('title') || 'Pod lifecycle timeline';
      picture.style.maxWidth = '100%';
      element.insertBefore(picture, element.firstChild);
    }
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'podsim-load';
    button.textContent = '\u25B6 Open the playground here';
    button.addEventListener('click', function () {
      element.podsimWaiting = false;
      button.remove();
      upgrade(element, true);
    });
    element.style.display = 'block';
    element.podsimWaiting = true;
    element.appendChild(button);
  }

  function upgrade(element, now) {
    if (element.podsimWaiting) return;
    if (!element.podsimFrame && !now && element.getAttribute('load') === 'click') {
      offerPlayground(element);
      return;
    }
    if (element.podsimFrame) {
      // Moved within the page: listen for its iframe again.
      if (frames.indexOf(element) < 0) frames.push(element);
      return;
    }
    var pre = element.querySelector('pre');
    var yaml = yamlOf(element);
    var iframe = document.createElement('iframe');
    var height = element.getAttribute('height') || 'auto';
    var fixed = /^[0-9]+$/.test(height) ? Number(height) : null;
    iframe.setAttribute('sandbox', SANDBOX);
    iframe.setAttribute('title', element.getAttribute('title') || 'Pod lifecycle playground');
    iframe.setAttribute('loading', now ? 'eager' : element.getAttribute('loading') || 'lazy');
    iframe.setAttribute('referrerpolicy', 'strict-origin');
    iframe.src = embedUrl(element, yaml, false);
    iframe.style.display = 'block';
    iframe.style.width = '100%';
    iframe.style.border = '0';
    iframe.style.height = (fixed || DEFAULT_HEIGHT) + 'px';
    // Until the playground says it is running (its first message), the YAML stays the content,
    // with a link out: a host without the CORS header, or no network, must not leave a blank box.
    // The iframe waits unseen over the YAML, where lazy loading still finds it (transparent, not
    // hidden: Chromium does not render a hidden cross-origin frame, which then never reports).
    var link = document.createElement('a');
    link.href = embedUrl(element, yaml, true);
    link.target = '_blank';
    link.rel = 'noopener';
    link.className = 'podsim-open';
    link.textContent = 'Open in playground \u2197';
    if (window.getComputedStyle(element).position === 'static') element.style.position = 'relative';
    iframe.style.position = 'absolute';
    iframe.style.top = '0';
    iframe.style.left = '0';
    iframe.style.opacity = '0';
    iframe.style.pointerEvents = 'none';
    element.style.display = 'block';
    var frame = {
      iframe: iframe, auto: fixed === null, ready: false, pre: pre, link: link,
      pictures: element.querySelectorAll(':scope > .podsim-picture, :scope > svg, :scope > img'), full: element.hasAttribute('full') && element.getAttribute('full') !== '0',
    };
    element.podsimFrame = frame;
    frames.push(element);
    iframe.addEventListener('load', function () {
      setTimeout(function () {
        if (frame.ready || !iframe.isConnected) return;
        console.warn('podsim embed: the playground at ' + iframe.src.split('#')[0] + ' has not started. ' +
          'Its host must send "Access-Control-Allow-Origin: *" on the playground\'s files (*.wasm, *.js, *.css) ' +
          'for a sandboxed embed to load them; the YAML and an "Open in playground" link are shown instead. ' +
          'See docs/embedding.md.');
      }, READY_GRACE_MS);
    });
    element.appendChild(link);
    element.appendChild(iframe);
  }

  /** The playground reported that it runs: it replaces the YAML. */
  function markReady(frame) {
    if (frame.ready) return;
    frame.ready = true;
    frame.iframe.style.position = '';
    frame.iframe.style.top = '';
    frame.iframe.style.left = '';
    frame.iframe.style.opacity = '';
    frame.iframe.style.pointerEvents = '';
    // The live timeline replaces the picture. A full embed's editor shows the YAML, so the <pre>
    // goes; a compact one shows no editor, so the YAML stays, folded above it (one click away).
    for (var p = 0; p < frame.pictures.length; p++) frame.pictures[p].style.display = 'none';
    if (frame.pre && frame.full) frame.pre.hidden = true;
    if (frame.pre && !frame.full && frame.pre.parentNode) {
      var fold = document.createElement('details');
      fold.className = 'podsim-yaml';
      var summary = document.createElement('summary');
      summary.textContent = 'Pod YAML';
      frame.pre.parentNode.insertBefore(fold, frame.pre);
      fold.appendChild(summary);
      fold.appendChild(frame.pre);
    }
    frame.link.remove();
  }

  /** A message is a resize only if it has exactly the documented shape. */
  function resizeHeight(data) {
    if (data === null || typeof data !== 'object') return null;
    if (data.source !== 'podsim' || data.v !== 1 || data.type !== 'resize') return null;
    var height = data.height;
    if (typeof height !== 'number' || !isFinite(height)) return null;
    return Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(height)));
  }

  window.addEventListener('message', function (event) {
    // The sandboxed embed has an opaque origin ("null"), so the origin cannot identify it:
    // event.source must be one of our own iframes' windows.
    for (var i = 0; i < frames.length; i++) {
      var frame = frames[i].podsimFrame;
      if (!frame || event.source !== frame.iframe.contentWindow) continue;
      var height = resizeHeight(event.data);
      if (height === null) return;
      markReady(frame);
      if (frame.auto) frame.iframe.style.height = height + 'px';
      return;
    }
  });

  /** `k8s=1.36 title="Two sidecars" readonly` → the attributes <pod-playground> takes. */
  function attributesOf(words) {
    var found = [];
    var pattern = /([a-z0-9]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
    var match;
    while ((match = pattern.exec(words)) !== null) {
      var key = match[1];
      var value = match[2] !== undefined ? match[2] : match[3] !== undefined ? match[3] : match[4];
      var known = QUERY_KEYS.indexOf(key) >= 0 || FLAG_KEYS.indexOf(key) >= 0 || ELEMENT_KEYS.indexOf(key) >= 0;
      if (known) found.push([key, value === undefined ? '' : value]);
      else if (window.console) console.warn('podsim embed: unknown attribute "' + key + '" in a # podsim line');
    }
    return found;
  }

  var FIRST_LINE = /^#\s*podsim(?:\s+(.*))?$/;
  var CODE_BLOCKS = 'pre > code[class*="podsim"], pre > code[class*="yaml"], pre > code[class*="yml"]';

  /**
   * Turns the Markdown code blocks under `root` (default: the document) into <pod-playground>
   * elements: ```podsim blocks, and ```yaml blocks whose first line is `# podsim …`. Call it again
   * after adding content (client-side navigation): blocks already turned are not touched.
   */
  function runCodeBlocks(root) {
    var codes = (root || document).querySelectorAll(CODE_BLOCKS);
    for (var i = 0; i < codes.length; i++) {
      var code = codes[i];
      var pre = code.parentElement;
      if (!pre || !pre.parentNode || pre.closest('pod-playground')) continue;
      var text = code.textContent;
      var newline = text.indexOf('\n');
      var first = FIRST_LINE.exec((newline < 0 ? text : text.slice(0, newline)).trim());
      var podsimBlock = /(^|\s)(language|lang)-podsim(\s|$)/.test(code.className);
      if (!podsimBlock && !first) continue;
      var element = document.createElement('pod-playground');
      if (first) {
        attributesOf(first[1] || '').forEach(function (pair) { element.setAttribute(pair[0], pair[1]); });
        text = newline < 0 ? '' : text.slice(newline + 1);
      }
      var fallback = document.createElement('pre');
      fallback.className = pre.className;
      fallback.textContent = text;
      element.appendChild(fallback);
      pre.parentNode.replaceChild(element, pre);
    }
  }
  window.podsimEmbed = { run: runCodeBlocks };

  function PodPlayground() {
    return Reflect.construct(HTMLElement, [], PodPlayground);
  }
  PodPlayground.prototype = Object.create(HTMLElement.prototype);
  PodPlayground.prototype.constructor = PodPlayground;
  PodPlayground.prototype.connectedCallback = function () {
    var element = this;
    // With a plain <script> in <head>, the children are not parsed yet when we are connected.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', function () { upgrade(element); }, { once: true });
    } else {
      upgrade(element);
    }
  };
  PodPlayground.prototype.disconnectedCallback = function () {
    var index = frames.indexOf(this);
    if (index >= 0) frames.splice(index, 1);
  };
  Object.setPrototypeOf(PodPlayground, HTMLElement);
  window.customElements.define('pod-playground', PodPlayground);
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', function () { runCodeBlocks(); }, { once: true });
  } else {
    runCodeBlocks();
  }
})();
