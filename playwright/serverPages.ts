/**
 * Server-rendered pages of planet tables (`src/pagination/fixtures.tsx`), for the tests of
 * server HTML: `renderToString` in Node, a client bundle that hydrates it, a real HTTP server,
 * and a walk through sorted pages with JavaScript off.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, type Browser, type Page } from '@playwright/test';
import { build, type BuildOptions } from 'esbuild';
import type { createElement as CreateElement } from 'react';
import type { renderToString as RenderToString } from 'react-dom/server';
import type { createMemoryAdapter as CreateMemoryAdapter } from '../src/pagination/adapters.js';
import type { ColumnWidths } from '../src/PaginatedTable/sizing/types.js';
import type { PlanetsPage as PlanetsPageType } from '../src/pagination/fixtures.js';

/** What the Node bundle exports. */
export interface ServerModule {
  PlanetsPage: typeof PlanetsPageType;
  createMemoryAdapter: typeof CreateMemoryAdapter;
  createElement: typeof CreateElement;
  renderToString: typeof RenderToString;
}

const pagination = fileURLToPath(new URL('../src/pagination/', import.meta.url));

// Playwright compiles JSX for its component-test runtime, not React's, so the page is bundled
// as an app's build would compile it (Emotion's JSX): once for Node, once for the browser.
async function bundle(contents: string, options: BuildOptions): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: pagination, loader: 'tsx' },
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

/**
 * The planets page for Node, and a client that hydrates it (`data-sortable` and `data-widths` on
 * `#root` say how).
 */
export async function buildServerPages(): Promise<{ server: ServerModule; client: string }> {
  const [serverCode, client] = await Promise.all([
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
       const { sortable, widths } = root.dataset;
       hydrateRoot(
         root,
         <PlanetsPage sortable={sortable === ''} widths={widths ? JSON.parse(widths) : undefined} />,
       );
       document.documentElement.dataset.hydrated = '';`,
      { platform: 'browser', define: { 'process.env.NODE_ENV': '"development"' } },
    ),
  ]);
  // Written inside the repository so Node resolves the external packages from node_modules.
  const dir = fileURLToPath(new URL('../test-results/server-rendering/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = `${dir}page-${String(process.pid)}.mjs`;
  writeFileSync(file, serverCode);
  const server = (await import(pathToFileURL(file).href)) as ServerModule;
  return { server, client };
}

/** What a server sends for a request with `search`, the adapter given that query string. */
export function serverHtml(
  server: ServerModule,
  search: string,
  { sortable = false, widths }: { sortable?: boolean; widths?: ColumnWidths | undefined } = {},
) {
  const { renderToString, createElement, PlanetsPage, createMemoryAdapter } = server;
  return renderToString(
    createElement(PlanetsPage, { adapter: createMemoryAdapter(search), sortable, widths }),
  );
}

/** A whole page, as a server answers a request for `search`. */
export const serverPage = (
  server: ServerModule,
  search: string,
  {
    sortable = false,
    script = '',
    widths,
    clientWidths = widths,
  }: {
    sortable?: boolean;
    script?: string;
    /** The widths the server renders with. */
    widths?: ColumnWidths | undefined;
    /** The widths the client hydrates with: the server's, unless only the browser knows them. */
    clientWidths?: ColumnWidths | undefined;
  } = {},
) =>
  `<!doctype html><html lang="en"><title>SSR</title><div id="root"${sortable ? ' data-sortable' : ''}${clientWidths ? ` data-widths='${JSON.stringify(clientWidths)}'` : ''}>${serverHtml(server, search, { sortable, widths })}</div>${script}</html>`;

/**
 * Serves the sortable planets page on a free port, rendering each request's query, as an app's
 * server would; returns its origin and how to stop it.
 */
async function serveSortedPages(server: ServerModule) {
  const http = createServer((request, response) => {
    const { search } = new URL(request.url ?? '/', 'http://localhost');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(serverPage(server, search, { sortable: true }));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  return { origin, close: () => new Promise((resolve) => http.close(resolve)) };
}

/**
 * With JavaScript off (a context with `javaScriptEnabled: false`): sort → sort the other way →
 * Load more → sort again from there → back → back → forward, checking what a user sees each
 * time: the URL, the rows and which header is sorted.
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
    page
      .evaluate((by) => {
        history.go(by);
      }, delta)
      // The page may leave before the call returns (a page load, not the back-forward cache);
      // `shows` then reads where it went.
      .catch((error: unknown) => {
        if (!String(error).includes('Execution context was destroyed')) throw error;
      });
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

/**
 * The walk above in `browser`, JavaScript off (Playwright's `javaScriptEnabled: false`: the
 * server's HTML alone, as before the scripts load, or with scripts blocked), each page load
 * answered by a server of its own.
 */
export async function walkWithJavaScriptOff(browser: Browser, server: ServerModule) {
  const http = await serveSortedPages(server);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await walkSortedPages(await context.newPage(), http.origin);
  } finally {
    await context.close();
    await http.close();
  }
}
