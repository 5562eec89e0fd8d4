import { test as base, expect } from '@playwright/experimental-ct-react';
import type { Page } from '@playwright/test';
import { applyViewport, removeTestListeners } from './sharedPage.js';

export { expect };

/**
 * The component tests' `test`: one page per worker, cleaned between tests. Playwright's own
 * page fixture resets a reused context before each test with four navigations (about:blank, the
 * origin to clear its storage, about:blank, the test page). That costs more CPU than most tests
 * themselves: about 1.3 CPU-s a test in Firefox over WebDriver BiDi and 0.6 in Chromium, against
 * 0.2 for a cleaned page.
 *
 * Between tests the page is put back as a fresh one would be: the component is unmounted, stray
 * nodes (portals) and storage are cleared, the URL, scroll, focus, `dir`, viewport, pointer and
 * the test's page listeners are reset. What a page cannot undo, a test declares with
 * `test.use({ freshPage: true })`: it then gets a reloaded page, and the next test does too.
 * Tests that patch globals, add window or document listeners, or rely on state a module keeps (a
 * warning given once) declare it.
 */
export const test = base.extend<{ freshPage: boolean }, { workerPage: WorkerPage }>({
  freshPage: [false, { option: true }],
  workerPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const workerPage: WorkerPage = { page, loaded: false, dirty: false };
      await use(workerPage);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage, freshPage, viewport }, provide) => {
    const { page } = workerPage;
    if (!workerPage.loaded || workerPage.dirty || freshPage) {
      await page.goto(baseURL());
      workerPage.loaded = true;
    }
    workerPage.dirty = freshPage;
    await applyViewport(page, viewport);

    await provide(page);

    removeTestListeners(page);
    if (!workerPage.dirty) await clean(page).catch(() => (workerPage.dirty = true));
  },
});

interface WorkerPage {
  page: Page;
  /** The test page has been loaded. */
  loaded: boolean;
  /** The next test needs a reloaded page. */
  dirty: boolean;
}

function baseURL(): string {
  const url = process.env.PLAYWRIGHT_TEST_BASE_URL;
  if (!url)
    throw new Error(
      'PLAYWRIGHT_TEST_BASE_URL is not set: run the tests with playwright-ct.config.ts',
    );
  return url;
}

/** Puts the page back as the test page loads: nothing mounted, nothing stored, nothing focused. */
async function clean(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(async (url) => {
    const root = document.getElementById('root');
    if (root) await window.playwrightUnmount(root).catch(() => undefined);
    for (const node of [...document.body.childNodes]) {
      if (node !== root && !(node instanceof HTMLScriptElement)) node.remove();
    }
    root?.replaceChildren();
    for (const attribute of [...document.documentElement.attributes]) {
      if (attribute.name !== 'lang') document.documentElement.removeAttribute(attribute.name);
    }
    document.documentElement.lang = 'en';
    for (const attribute of [...document.body.attributes]) {
      document.body.removeAttribute(attribute.name);
    }
    localStorage.clear();
    sessionStorage.clear();
    if (location.href !== url) history.replaceState(null, '', url);
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  }, baseURL());
}

declare global {
  interface Window {
    playwrightUnmount: (rootElement: Element) => Promise<void>;
  }
}
