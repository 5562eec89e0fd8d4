import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { nuFindings } from '../playwright/nuChecker.js';
import { collectProblems, dragResizes } from './problems.js';

/** A page of a server-rendered app that pages a table through `useUrlPagination`. */
export interface ServerPage {
  /** Where the app serves the table. */
  path: string;
  /** The table's caption, which names it. */
  caption: string;
  /** Rows in its data; 10 per Load more. */
  total: number;
  /** A resizable column's header. */
  column: string;
  /**
   * The app passes its router's pending navigation as `loading`: while the next page's data is
   * on its way (a fetch the test holds), the table shows it is loading.
   */
  showsLoading?: boolean;
}

// The light theme's tokens, as computed styles: header surface and Load more's accent.
const SURFACE = 'rgb(246, 248, 250)';
const ACCENT = 'rgb(9, 86, 199)';

/** Body rows in server HTML (read as text: what the browser gets before any script runs). */
function bodyRows(html: string): number {
  const bodies = Array.from(html.matchAll(/<tbody.*?<\/tbody>/gs), (match) => match[0]).join('');
  return (bodies.match(/<tr[\s>]/g) ?? []).length;
}

/** Lines the app's server wrote to stderr (the config sends them to CONSUMER_SERVER_LOG). */
function serverLog(): string[] {
  const file = process.env.CONSUMER_SERVER_LOG;
  if (!file) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

/**
 * One suite for every server-rendered app (Next.js, React Router, React 18.3 and 19 with Vite):
 * the page the URL asks for in the server's HTML, valid and styled before any script; a
 * hydration with no console error or warning; a drag that resizes; Load more, back and forward
 * with JavaScript on and off; and nothing on the server's stderr.
 */
export function serverPageTests({ path, caption, total, column, showsLoading }: ServerPage) {
  const rowsOf = (page: Page) => page.getByRole('table', { name: caption }).locator('tbody tr');
  const at = (search: string) => (url: URL) => url.pathname === path && url.search === search;

  test('the server renders the page the URL asks for', async ({ request }) => {
    const response = await request.get(`${path}?nextCursor=10`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(bodyRows(html)).toBe(20);
    expect(html).toContain('href="?nextCursor=20"');
    expect(bodyRows(await (await request.get(path)).text())).toBe(10);
  });

  test("the server's HTML is valid (the W3C Nu HTML checker): Emotion's styles are in <head>", async ({
    request,
  }, testInfo) => {
    const html = await (await request.get(`${path}?nextCursor=10`)).text();
    expect(html).toMatch(/<head>.*<style data-emotion=.*<\/head>/s);
    const file = testInfo.outputPath('server.html');
    await writeFile(file, html);
    // Vite's own tag for `html.cspNonce` (the Vite app's CSP page), which it writes into every
    // page it builds, has no `content`: the only finding that is not the page's.
    const findings = await nuFindings([file]);
    expect(findings.filter((finding) => !finding.includes('property="csp-nonce"'))).toEqual([]);
  });

  test('JavaScript off: styled server HTML, and Load more is a link to the next page', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      ...(baseURL ? { baseURL } : {}),
    });
    const page = await context.newPage();
    const rows = rowsOf(page);
    const loadMore = page.getByRole('link', { name: 'Load more' });
    await page.goto(path);
    await expect(rows).toHaveCount(10);
    // No script ran: these styles came with the server's HTML.
    await expect(page.getByRole('columnheader', { name: column })).toHaveCSS(
      'background-color',
      SURFACE,
    );
    await expect(loadMore).toHaveCSS('color', ACCENT);
    await loadMore.click();
    await expect(page).toHaveURL(at('?nextCursor=10'));
    await expect(rows).toHaveCount(20);
    await loadMore.click();
    await expect(page).toHaveURL(at('?nextCursor=20'));
    await expect(rows).toHaveCount(Math.min(30, total));
    await page.goBack();
    await expect(page).toHaveURL(at('?nextCursor=10'));
    await expect(rows).toHaveCount(20);
    await context.close();
  });

  columnsHoldStill({ path, caption });

  test('hydrates cleanly, resizes, and pages in the browser with back and forward', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const table = page.getByRole('table', { name: caption });
    const rows = rowsOf(page);
    const loadMore = page.getByRole('link', { name: 'Load more' });
    await page.goto(`${path}?nextCursor=10`);
    await expect(rows).toHaveCount(20);
    // The server renders the table's first phase; the browser measures it once hydrated.
    await expect(table).not.toHaveAttribute('data-phase', 'uninitialised');

    await test.step('a drag resizes a column', async () => {
      await dragResizes(page, table, column);
    });

    await test.step('Load more loads in the page; back and forward restore the rows', async () => {
      await page.evaluate(() => {
        (window as Window & { marker?: boolean }).marker = true;
      });
      await loadMore.click();
      await expect(page).toHaveURL(at('?nextCursor=20'));
      await expect(rows).toHaveCount(Math.min(30, total));
      expect(await page.evaluate(() => (window as Window & { marker?: boolean }).marker)).toBe(
        true,
      );
      await page.goBack();
      await expect(page).toHaveURL(at('?nextCursor=10'));
      await expect(rows).toHaveCount(20);
      await page.goForward();
      await expect(page).toHaveURL(at('?nextCursor=20'));
      await expect(rows).toHaveCount(Math.min(30, total));
    });

    expect(problems).toEqual([]);
    expect(serverLog()).toEqual([]);
  });

  if (showsLoading) {
    test("the table shows it is loading until the server's next rows come", async ({ page }) => {
      const problems = collectProblems(page);
      const table = page.getByRole('table', { name: caption });
      const loadMore = page.getByRole('link', { name: 'Load more' });
      const spinner = page.getByRole('progressbar', { name: 'Loading' });
      await page.goto(path);
      await expect(table).not.toHaveAttribute('data-phase', 'uninitialised');
      // The router fetches the next page's data (Next.js's RSC payload, React Router's .data):
      // held until the checks below are done, as a slow server would.
      let answer = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route(
        (url) => url.pathname.startsWith(path),
        async (route) => {
          if (route.request().resourceType() === 'fetch') await answered;
          await route.continue();
        },
      );
      await loadMore.click();
      await expect(spinner).toBeVisible();
      await expect(table).toHaveAttribute('aria-busy', 'true');
      await expect(loadMore).toHaveAttribute('aria-disabled', 'true');
      await expect(rowsOf(page)).toHaveCount(10);
      answer();
      await expect(rowsOf(page)).toHaveCount(20);
      await expect(spinner).toHaveCount(0);
      await expect(loadMore).not.toHaveAttribute('aria-disabled');
      expect(problems).toEqual([]);
    });
  }
}

/**
 * The server's HTML, as the browser lays it out before any script, has the column widths the
 * table then measures: no column moves as the page hydrates.
 */
export function columnsHoldStill({ path, caption }: Pick<ServerPage, 'path' | 'caption'>) {
  test('the columns hold still as the page hydrates', async ({ browser, baseURL }) => {
    // Each header's edges, in the server's HTML as the browser lays it out before any script
    // (scripts blocked: the page as it shows while they load), then once hydrated and measured.
    const edges = async (blockScripts: boolean) => {
      const context = await browser.newContext(baseURL ? { baseURL } : {});
      const page = await context.newPage();
      if (blockScripts) {
        await page.route('**/*', (route) =>
          route.request().resourceType() === 'script' ? route.abort() : route.continue(),
        );
      }
      await page.goto(path);
      const table = page.getByRole('table', { name: caption });
      await expect(table.locator('tbody tr')).toHaveCount(10);
      await expect(table).toHaveAttribute(
        'data-phase',
        blockScripts ? 'uninitialised' : /^(measured|fixed)$/,
      );
      const headers = await table.getByRole('columnheader').all();
      const boxes = await Promise.all(headers.map((header) => header.boundingBox()));
      await context.close();
      return boxes.map((box) => {
        if (!box) throw new Error('a header has no box');
        return [Math.round(box.x), Math.round(box.x + box.width)] as const;
      });
    };
    const before = await edges(true);
    const after = await edges(false);
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(after).toHaveLength(before.length);
    const moved = after.map(([start, end], index) => {
      const [startBefore, endBefore] = before[index] ?? [NaN, NaN];
      return Math.max(Math.abs(start - startBefore), Math.abs(end - endBefore));
    });
    // Within 2 px: the measure rounds each column up to a whole pixel, the browser does not.
    expect(Math.max(...moved), `edges ${JSON.stringify({ before, after })}`).toBeLessThanOrEqual(2);
  });
}
