// Launches Debian's headless Chromium through playwright-core (which never downloads a browser),
// and collects the page errors and outside requests a test must assert are absent.
import { chromium } from 'playwright-core';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Starts Chromium; close it with `browser.close()`. */
export function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: FLAGS });
}

/**
 * Opens a page that records console errors, uncaught exceptions and every request that leaves
 * `origin` (the test server), so a test can assert the page made none.
 */
export async function openPage(browser, origin, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems = [];
  const outside = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:') && !url.startsWith('about:')) {
      outside.push(url);
    }
  });
  return { context, page, problems, outside };
}

/** Opens `url` and waits for the playground to render. */
export async function visit(page, url) {
  await page.goto(url);
  await page.getByTestId('app').waitFor();
}
