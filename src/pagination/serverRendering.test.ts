import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { browserProjects } from '../../playwright/browsers.js';
import {
  buildServerPages,
  serverHtml as htmlOf,
  serverPage as pageOf,
  walkWithJavaScriptOff,
  type ServerModule,
} from '../../playwright/serverPages.js';
import { MEASURING_ATTRIBUTE, SIZING_CSS } from '../PaginatedTable/sizing/sizingStyles.js';
import type { ColumnWidths } from '../PaginatedTable/sizing/types.js';

let server: ServerModule;
let client: string;
test.beforeAll(async () => {
  ({ server, client } = await buildServerPages());
});

const serverHtml = (search: string, options?: { sortable?: boolean }) =>
  htmlOf(server, search, options);
const serverPage = (search: string, options?: Parameters<typeof pageOf>[2]) =>
  pageOf(server, search, options);

/** Body rows and Load more hrefs in server HTML (no DOM here: the markup is read as text). */
function read(html: string) {
  const bodies = Array.from(html.matchAll(/<tbody.*?<\/tbody>/g), (match) => match[0]).join('');
  return {
    rows: (bodies.match(/<tr/g) ?? []).length,
    hrefs: Array.from(html.matchAll(/<a [^>]*href="([^"]*)"/g), (match) => match[1]),
  };
}

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
  // Without script a resize handle does nothing: no Tab stop, nothing said.
  const handles = html.match(/<[^>]*role="separator"[^>]*>/g) ?? [];
  expect(handles.length).toBeGreaterThan(0);
  for (const handle of handles) {
    expect(handle).toContain('aria-hidden="true"');
    expect(handle).not.toContain('tabindex');
  }
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

test.describe('in Chromium: hydration (React in development mode), and server HTML with JavaScript off @slow', () => {
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
  async function hydrate(
    url: string,
    serverSearch: string,
    {
      sortable = false,
      widths,
      clientWidths = widths,
    }: { sortable?: boolean; widths?: ColumnWidths; clientWidths?: ColumnWidths } = {},
  ) {
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
                widths,
                clientWidths,
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

  test('the same query on server and client hydrates with no warning, then loads more, and sorts in the page, announced once', async () => {
    const { page, messages } = await hydrate(
      'http://ssr.test/?nextCursor=3&sort=name',
      '?nextCursor=3&sort=name',
      { sortable: true },
    );
    const table = page.getByRole('table', { name: 'Planets' });
    const rows = table.locator('tbody tr');
    const first = rows.first().getByRole('cell').first();
    const live = page.locator('[aria-live="polite"]').first();
    await expect(rows).toHaveCount(6);
    await expect(first).toHaveText('Earth');
    // Server HTML lays out as a table; once hydrated, the grid layout takes over, measured:
    // the pinned column's cells are as wide as its header, and start where it starts.
    await expect(table).toHaveAttribute('data-sizing-layout', 'grid');
    await expect(table).toHaveAttribute('data-phase', 'fixed');
    await expect(page.locator('html')).not.toHaveAttribute('data-measured-as-table');
    const box = (name: string, role: 'cell' | 'columnheader') =>
      table.getByRole(role, { name, exact: true }).evaluate((element) => {
        const { x, width } = element.getBoundingClientRect();
        return { x: Math.round(x), width: Math.round(width) };
      });
    expect(await box('Mercury', 'cell')).toEqual(await box('Planet', 'columnheader'));
    // What the server said is not news: nothing is announced on hydration.
    await expect(live).toHaveText('');
    // Hydrated, the resize handles take the keys.
    const handle = table.getByRole('separator', { name: 'Resize Planet' });
    await expect(handle).toHaveAttribute('tabindex', '0');
    const width = await handle.getAttribute('aria-valuenow');
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await expect(handle).not.toHaveAttribute('aria-valuenow', width ?? '');
    // Hydrated, not just server HTML: the links now load in the page.
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(8);
    await expect(page).toHaveURL('http://ssr.test/?nextCursor=6&sort=name');
    const entries = await page.evaluate(() => history.length);
    await table.getByRole('link', { name: 'Moons' }).click();
    await expect(page).toHaveURL('http://ssr.test/?sort=moons');
    await expect(rows).toHaveCount(3);
    await expect(first).toHaveText('Mercury');
    await expect(table.getByRole('columnheader', { name: 'Moons' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(table.getByRole('columnheader', { name: 'Planet' })).not.toHaveAttribute(
      'aria-sort',
    );
    await expect(live).toHaveText('Sorted by Moons, ascending');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.goBack();
    await expect(rows).toHaveCount(8);
    await expect(first).toHaveText('Earth');
    await expect(live).toHaveText('Sorted by Planet, ascending');
    expect(messages).toEqual([]);
    await page.close();
  });

  /** The Planet and Moons headers' widths, rounded. */
  const headerWidths = async (page: Page) => {
    const table = page.getByRole('table', { name: 'Planets' });
    const widthOf = async (name: string) =>
      Math.round((await table.getByRole('columnheader', { name }).boundingBox())?.width ?? 0);
    return { Planet: await widthOf('Planet'), Moons: await widthOf('Moons') };
  };
  const saved = { name: 180, moons: 140 };

  test('widths the server is given (a cookie it read) show before any script runs, and hold as the page hydrates', async () => {
    const before = await browser.newPage();
    await before.setContent(serverPage('', { widths: saved }));
    expect(await headerWidths(before)).toEqual({ Planet: 180, Moons: 140 });
    await before.close();
    const { page, messages } = await hydrate('http://ssr.test/', '', { widths: saved });
    await expect(page.getByRole('table', { name: 'Planets' })).toHaveAttribute(
      'data-phase',
      'fixed',
    );
    expect(await headerWidths(page)).toEqual({ Planet: 180, Moons: 140 });
    expect(messages).toEqual([]);
    await page.close();
  });

  test('widths only the browser knows (its storage) hydrate with no warning, then show', async () => {
    const { page, messages } = await hydrate('http://ssr.test/', '', { clientWidths: saved });
    await expect(page.getByRole('table', { name: 'Planets' })).toHaveAttribute(
      'data-phase',
      'fixed',
    );
    await expect.poll(() => headerWidths(page)).toEqual({ Planet: 180, Moons: 140 });
    expect(messages).toEqual([]);
    await page.close();
  });

  // Firefox's walk is an audit (e2e/no-javascript.spec.ts).
  test('JavaScript off: sort links and Load more work from server HTML; back and forward', async () => {
    await walkWithJavaScriptOff(browser, server);
  });

  test('the listener hears a real mismatch: a server that read another query', async () => {
    const { page, messages } = await hydrate('http://ssr.test/?nextCursor=3', '');
    await expect.poll(() => messages.join('\n')).toMatch(/hydrat/i);
    await page.close();
  });
});
