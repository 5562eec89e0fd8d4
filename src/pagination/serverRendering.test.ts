import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, expect, firefox, test, type Browser, type Page } from '@playwright/test';
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
       const root = document.getElementById('root');
       hydrateRoot(root, <PlanetsPage sortable={root.dataset.sortable === ''} />);
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
function serverHtml(search: string, { sortable = false } = {}) {
  const { renderToString, createElement, PlanetsPage, createMemoryAdapter } = server;
  return renderToString(
    createElement(PlanetsPage, { adapter: createMemoryAdapter(search), sortable }),
  );
}

/** A whole page, as a server answers a request for `search`. */
const serverPage = (search: string, { sortable = false, script = '' } = {}) =>
  `<!doctype html><html lang="en"><title>SSR</title><div id="root"${sortable ? ' data-sortable' : ''}>${serverHtml(search, { sortable })}</div>${script}</html>`;

/** The planet names of the body rows, in order, and the sorted header's name and `aria-sort`. */
function readSorted(html: string) {
  const bodies = Array.from(html.matchAll(/<tbody.*?<\/tbody>/g), (match) => match[0]).join('');
  const sorted = /<th[^>]*aria-sort="(\w+)"[^>]*>.*?<span>([^<]*)<\/span>/.exec(html);
  return {
    names: Array.from(bodies.matchAll(/<tr[^>]*><td[^>]*>([^<]*)</g), (match) => match[1]),
    sorted: sorted ? `${sorted[2] ?? ''} ${sorted[1] ?? ''}` : null,
    ...read(html),
  };
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

test('the server renders the sorted page the request asks for: rows, aria-sort and every link', () => {
  expect(readSorted(serverHtml('?nextCursor=3&sort=-moons', { sortable: true }))).toEqual({
    names: ['Saturn', 'Jupiter', 'Uranus', 'Neptune', 'Mars', 'Earth'],
    sorted: 'Moons descending',
    rows: 6,
    // Each header links to the next press's sort, on the first page; Load more keeps the sort.
    hrefs: ['?sort=name', '?sort=moons', '?nextCursor=6&amp;sort=-moons'],
  });
  // No sort in the URL and no default: the planets in their own order, no header sorted.
  expect(readSorted(serverHtml('', { sortable: true }))).toMatchObject({
    names: ['Mercury', 'Venus', 'Earth'],
    sorted: null,
    hrefs: ['?sort=name', '?sort=moons', '?nextCursor=3'],
  });
  // A hostile sort renders as no sort, on the server as in the browser.
  expect(readSorted(serverHtml('?sort=%3Cscript%3E&sort=moons', { sortable: true }))).toMatchObject(
    { names: ['Mercury', 'Venus', 'Earth'], sorted: null },
  );
});

// Playwright's `javaScriptEnabled: false`: the server's HTML alone, as before the scripts load,
// or with scripts blocked. Each navigation asks a real server (on a free port) for its page.
let origin = '';
let httpServer: Server | undefined;
test.beforeAll(async () => {
  httpServer = createServer((request, response) => {
    const { search } = new URL(request.url ?? '/', 'http://localhost');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(serverPage(search, { sortable: true }));
  });
  await new Promise<void>((resolve) => httpServer?.listen(0, '127.0.0.1', resolve));
  const address = httpServer.address();
  origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
test.afterAll(async () => {
  await new Promise((resolve) => httpServer?.close(resolve));
});

for (const [name, type] of [
  ['chromium', chromium],
  ['firefox', firefox],
] as const) {
  test(`${name}, JavaScript off: sort links and Load more work from server HTML; back and forward`, async () => {
    const project = browserProjects().find((candidate) => candidate.name === name);
    test.skip(!project, `${name} is not installed (see the README for how to install it)`);
    // A browser of its own (JavaScript is off for a whole context, and this file runs in Node).
    test.slow();
    const channel = project?.use?.channel;
    const browser = await type.launch({
      ...project?.use?.launchOptions,
      ...(channel === undefined ? {} : { channel }),
    });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await walkSortedPages(page, origin);
    } finally {
      await browser.close();
    }
  });
}

/**
 * Sort → sort the other way → Load more → sort again from there → back → back → forward,
 * checking what a user sees each time: the URL, the rows and which header is sorted.
 */
async function walkSortedPages(page: Page, origin: string) {
  const table = page.getByRole('table', { name: 'Planets' });
  // Read in the page, in one call. Over WebDriver BiDi, Firefox restores a page from its
  // back-forward cache with no navigation event, so Playwright's `page.url()`, `goBack()` and
  // locators wait for a navigation that never ends
  // (https://github.com/mozilla/geckodriver/issues/1801).
  const seen = () =>
    page
      .evaluate(() => ({
        url: location.href,
        names: Array.from(
          document.querySelectorAll('tbody tr'),
          (row) => row.querySelector('td')?.textContent,
        ),
        sorted: Array.from(
          document.querySelectorAll('th[aria-sort]'),
          (th) =>
            `${th.querySelector('a')?.textContent ?? ''} ${th.getAttribute('aria-sort') ?? ''}`,
        ),
      }))
      .catch(() => null);
  const shows = (search: string, names: string[], sorted: string[]) =>
    expect.poll(seen).toEqual({ url: `${origin}/${search}`, names, sorted });
  // The browser's back and forward buttons traverse history as these do.
  const traverse = (delta: -1 | 1) =>
    page.evaluate((by) => {
      history.go(by);
    }, delta);
  const three = ['Saturn', 'Jupiter', 'Uranus'];
  const six = [...three, 'Neptune', 'Mars', 'Earth'];

  await page.goto(`${origin}/`);
  await shows('', ['Mercury', 'Venus', 'Earth'], []);
  await table.getByRole('link', { name: 'Moons' }).click();
  await shows('?sort=moons', ['Mercury', 'Venus', 'Earth'], ['Moons ascending']);
  await table.getByRole('link', { name: 'Moons' }).click();
  await shows('?sort=-moons', three, ['Moons descending']);
  await page.getByRole('link', { name: 'Load more' }).click();
  await shows('?nextCursor=3&sort=-moons', six, ['Moons descending']);
  // A sort from a later page starts again on the first.
  await table.getByRole('link', { name: 'Planet' }).click();
  await shows('?sort=name', ['Earth', 'Jupiter', 'Mars'], ['Planet ascending']);
  await traverse(-1);
  await shows('?nextCursor=3&sort=-moons', six, ['Moons descending']);
  await traverse(-1);
  await shows('?sort=-moons', three, ['Moons descending']);
  await traverse(1);
  await shows('?nextCursor=3&sort=-moons', six, ['Moons descending']);
}

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
  async function hydrate(url: string, serverSearch: string, { sortable = false } = {}) {
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
              body: serverPage(serverSearch, {
                sortable,
                script: `<script>${WATCH_TABLE_MEASURE}</script><script type="module" src="/client.js"></script>`,
              }),
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

  test('a sorted page hydrates with no warning; a press then sorts in the page, announced once', async () => {
    const { page, messages } = await hydrate('http://ssr.test/?sort=-moons', '?sort=-moons', {
      sortable: true,
    });
    const table = page.getByRole('table', { name: 'Planets' });
    const first = table.locator('tbody tr').first().getByRole('cell').first();
    const live = page.locator('[aria-live="polite"]').first();
    await expect(first).toHaveText('Saturn');
    // What the server said is not news: nothing is announced on hydration.
    await expect(live).toHaveText('');
    const entries = await page.evaluate(() => history.length);
    await table.getByRole('link', { name: 'Planet' }).click();
    await expect(page).toHaveURL('http://ssr.test/?sort=name');
    await expect(first).toHaveText('Earth');
    await expect(table.getByRole('columnheader', { name: 'Planet' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(table.getByRole('columnheader', { name: 'Moons' })).not.toHaveAttribute(
      'aria-sort',
    );
    await expect(live).toHaveText('Sorted by Planet, ascending');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.goBack();
    await expect(first).toHaveText('Saturn');
    await expect(live).toHaveText('Sorted by Moons, descending');
    expect(messages).toEqual([]);
    await page.close();
  });

  test('the listener hears a real mismatch: a server that read another query', async () => {
    const { page, messages } = await hydrate('http://ssr.test/?nextCursor=3', '');
    await expect.poll(() => messages.join('\n')).toMatch(/hydrat/i);
    await page.close();
  });
});
