import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { build, type BuildOptions } from 'esbuild';
import type { createElement as CreateElement } from 'react';
import type { renderToString as RenderToString } from 'react-dom/server';
import { browserProjects } from '../../playwright/browsers.js';
import { MEASURING_ATTRIBUTE, SIZING_CSS } from '../PaginatedTable/sizing/sizingStyles.js';
import type { createMemoryAdapter as CreateMemoryAdapter } from './adapters.js';
import type { PlanetsPage as PlanetsPageType } from './fixtures.js';

interface ServerModule {
  PlanetsPage: typeof PlanetsPageType;
  createMemoryAdapter: typeof CreateMemoryAdapter;
  createElement: typeof CreateElement;
  renderToString: typeof RenderToString;
}

// Playwright compiles JSX for its component-test runtime, not React's, so the page is bundled
// as an app's build would compile it (Emotion's JSX): once for Node, once for the browser.
async function bundle(contents: string, options: BuildOptions): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'tsx' },
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    logLevel: 'silent',
    ...options,
  });
  return result.outputFiles?.[0]?.text ?? '';
}

let server: ServerModule;
let client: string;
test.beforeAll(async () => {
  const [serverCode, clientCode] = await Promise.all([
    bundle(
      `export { PlanetsPage } from './fixtures.tsx';
       export { createMemoryAdapter } from './adapters.ts';
       export { createElement } from 'react';
       export { renderToString } from 'react-dom/server';`,
      { platform: 'node', packages: 'external' },
    ),
    // React's development build: only it warns about attribute mismatches while hydrating.
    bundle(
      `import { hydrateRoot } from 'react-dom/client';
       import { PlanetsPage } from './fixtures.tsx';
       hydrateRoot(document.getElementById('root'), <PlanetsPage />);
       document.documentElement.dataset.hydrated = '';`,
      { platform: 'browser', define: { 'process.env.NODE_ENV': '"development"' } },
    ),
  ]);
  // Written inside the repository so Node resolves the external packages from node_modules.
  const dir = fileURLToPath(new URL('../../test-results/server-rendering/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = `${dir}page-${String(process.pid)}.mjs`;
  writeFileSync(file, serverCode);
  server = (await import(pathToFileURL(file).href)) as ServerModule;
  client = clientCode;
});

/** Body rows and Load more hrefs in server HTML (no DOM here: the markup is read as text). */
function read(html: string) {
  const bodies = Array.from(html.matchAll(/<tbody.*?<\/tbody>/g), (match) => match[0]).join('');
  return {
    rows: (bodies.match(/<tr/g) ?? []).length,
    hrefs: Array.from(html.matchAll(/<a [^>]*href="([^"]*)"/g), (match) => match[1]),
  };
}

/** What a server sends for a request with `search`, the adapter given that query string. */
function serverHtml(search: string) {
  const { renderToString, createElement, PlanetsPage, createMemoryAdapter } = server;
  return renderToString(createElement(PlanetsPage, { adapter: createMemoryAdapter(search) }));
}

test('renders under renderToString with no window: the default adapter reads an empty query', () => {
  expect(typeof window).toBe('undefined');
  const { renderToString, createElement, PlanetsPage } = server;
  // Throws if anything reads `window` or `document` while rendering.
  const html = renderToString(createElement(PlanetsPage));
  expect(read(html)).toEqual({ rows: 3, hrefs: ['?nextCursor=3'] });
  expect(html).toContain('Showing 3 of 8');
});

test('on the server, a memory adapter given the request query renders the rows it asks for', () => {
  const { renderToString, createElement, PlanetsPage, createMemoryAdapter } = server;
  expect(read(serverHtml('?nextCursor=3'))).toEqual({ rows: 6, hrefs: ['?nextCursor=6'] });
  expect(read(serverHtml('?nextCursor=6&tab=all'))).toEqual({ rows: 8, hrefs: [] });
  // Hostile and repeated values as in the browser: the first of a repeated parameter wins.
  expect(read(serverHtml('?nextCursor=%3Cscript%3E'))).toEqual({
    rows: 3,
    hrefs: ['?nextCursor=3'],
  });
  expect(read(serverHtml('?nextCursor=3&nextCursor=6'))).toEqual({
    rows: 6,
    hrefs: ['?nextCursor=6'],
  });
  // Each table its own parameter; each link keeps the other's.
  const tables = [
    { caption: 'Inner planets', param: 'inner' },
    { caption: 'Outer planets', param: 'outer' },
  ];
  const html = renderToString(
    createElement(PlanetsPage, { adapter: createMemoryAdapter('?inner=3'), tables }),
  );
  expect(read(html)).toEqual({ rows: 6 + 3, hrefs: ['?inner=6', '?inner=3&amp;outer=3'] });
});

test.describe('hydration in Chromium, React in development mode', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    const project = browserProjects().find(({ name }) => name === 'chromium');
    test.skip(!project, 'Chromium is not installed (see CONTRIBUTING.md for how to install it)');
    browser = await chromium.launch(project?.use?.launchOptions);
  });
  test.afterAll(async () => {
    await browser.close();
  });

  /**
   * Notes, before hydration, whether the table is ever measured as a `<table>`: a read of every
   * row at max-content, which a grid table must not pay while it hydrates.
   */
  const WATCH_TABLE_MEASURE = `new MutationObserver((records) => {
    // Set and removed in one task: a record whose old value is null is the attribute added.
    if (records.some((record) => record.oldValue === null))
      document.documentElement.dataset.measuredAsTable = '';
  }).observe(document, {
    subtree: true,
    attributeFilter: ['${MEASURING_ATTRIBUTE}'],
    attributeOldValue: true,
  });`;

  /** Loads `url` with the server's HTML for `serverSearch`; returns console errors and warnings. */
  async function hydrate(url: string, serverSearch: string) {
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        messages.push(message.text());
      }
    });
    page.on('pageerror', (error) => messages.push(error.message));
    await page.route('http://ssr.test/**', (route) =>
      route.fulfill(
        new URL(route.request().url()).pathname === '/client.js'
          ? { contentType: 'text/javascript', body: client }
          : {
              contentType: 'text/html',
              body: `<!doctype html><html lang="en"><title>SSR</title><div id="root">${serverHtml(serverSearch)}</div><script>${WATCH_TABLE_MEASURE}</script><script type="module" src="/client.js"></script></html>`,
            },
      ),
    );
    await page.goto(url);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    return { page, messages };
  }

  for (const setting of ['alone', 'where a hydrated table brought the sizing stylesheet']) {
    test(`before any script runs, the pinned column of the server HTML sticks when scrolled sideways: ${setting}`, async () => {
      // Narrower than the table, so its area scrolls sideways.
      const page = await browser.newPage({ viewport: { width: 120, height: 600 } });
      // Another table on the page, hydrated first (a streamed or island page), put it there.
      const stylesheet = setting === 'alone' ? '' : `<style>${SIZING_CSS}</style>`;
      await page.setContent(
        `<!doctype html><html lang="en"><title>SSR</title>${stylesheet}<div id="root">${serverHtml('')}</div></html>`,
      );
      const area = page.getByRole('region', { name: 'Planets' });
      const pinned = page.getByRole('cell', { name: 'Mercury', exact: true });
      const left = () => pinned.evaluate((cell) => cell.getBoundingClientRect().left);
      const start = await left();
      await area.evaluate((element) => {
        element.scrollLeft = 60;
      });
      await expect.poll(() => area.evaluate((element) => element.scrollLeft)).toBeGreaterThan(20);
      expect(await left()).toBeCloseTo(start, 0);
      await page.close();
    });
  }

  test('the same query on server and client hydrates with no warning, then loads more', async () => {
    const { page, messages } = await hydrate('http://ssr.test/?nextCursor=3', '?nextCursor=3');
    const rows = page.getByRole('table', { name: 'Planets' }).locator('tbody tr');
    await expect(rows).toHaveCount(6);
    // Server HTML lays out as a table; once hydrated, the grid layout takes over, measured:
    // the pinned column's cells are as wide as its header, and start where it starts.
    const table = page.getByRole('table', { name: 'Planets' });
    await expect(table).toHaveAttribute('data-sizing-layout', 'grid');
    await expect(table).toHaveAttribute('data-phase', 'fixed');
    await expect(page.locator('html')).not.toHaveAttribute('data-measured-as-table');
    const box = (name: string, role: 'cell' | 'columnheader') =>
      table.getByRole(role, { name, exact: true }).evaluate((element) => {
        const { x, width } = element.getBoundingClientRect();
        return { x: Math.round(x), width: Math.round(width) };
      });
    const header = await box(
      await table.getByRole('columnheader').first().innerText(),
      'columnheader',
    );
    expect(await box('Mercury', 'cell')).toEqual(header);
    // Hydrated, not just server HTML: the link now loads in the page.
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(8);
    await expect(page).toHaveURL('http://ssr.test/?nextCursor=6');
    expect(messages).toEqual([]);
    await page.close();
  });

  test('the listener hears a real mismatch: a server that read another query', async () => {
    const { page, messages } = await hydrate('http://ssr.test/?nextCursor=3', '');
    await expect.poll(() => messages.join('\n')).toMatch(/hydrat/i);
    await page.close();
  });
});
