import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { rectOf } from '../playwright/geometry.js';

const demo = '/?story=paginated-table--demo';
const rows = (page: Page) =>
  page.getByRole('table', { name: 'Customers table', exact: true }).locator('tbody tr');

// [query, cursor the page should act on]. Hostile values count as 0 or are capped at 45; see
// src/pagination/urlCursor.test.ts for the parser's full table.
const urlCases: [query: string, cursor: number][] = [
  ['&nextCursor=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 0],
  ['', 0],
  ['&nextCursor=1000', 45],
  ['&nextCursor=oops', 0],
  ['&nextCursor=-5', 0],
  ['&nextCursor=1.5', 0],
  ['&nextCursor=', 0],
  ['&nextCursor=20', 20],
  ['&nextCursor=40', 40],
  ['&nextCursor=1e3', 0],
  ['&nextCursor=0x10', 0],
  ['&nextCursor=%EF%BC%91%EF%BC%90', 0], // full-width １０
  ['&nextCursor=9007199254740993', 45], // past Number.MAX_SAFE_INTEGER: capped
  ['&nextCursor=10&nextCursor=20', 10], // repeated: the first wins (URLSearchParams.get)
];

// The first URL loads cold; the rest are pushed in the page, as back and forward would, which
// keeps the test fast.
test('URL in → rows out, hostile values included: no error, no script, valid Load more @slow-in-firefox', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  for (const [index, [query, cursor]] of urlCases.entries()) {
    await test.step(query || '(no nextCursor)', async () => {
      const count = Math.min(cursor + 10, 45);
      if (index === 0) {
        await page.goto(`${demo}${query}`);
      } else {
        await page.evaluate((url) => {
          window.history.pushState(null, '', url);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, `${demo}${query}`);
      }
      await expect(rows(page)).toHaveCount(count);
      // One live status for both tables (the second opts out); the text shows in each.
      await expect(page.getByRole('status').filter({ hasText: 'of 45' })).toHaveText(
        `Showing ${count} of 45`,
      );
      const links = page.getByRole('link', { name: 'Load more' });
      await expect(links).toHaveCount(count < 45 ? 2 : 0);
      if (count < 45) {
        // A valid same-page link: one cursor, the next one, and the story kept.
        const next = new URL((await links.first().getAttribute('href')) ?? '', page.url());
        expect(next.origin + next.pathname).toBe(new URL(page.url()).origin + '/');
        expect(next.searchParams.getAll('nextCursor')).toEqual([String(cursor + 10)]);
        expect(next.searchParams.get('story')).toBe('paginated-table--demo');
      }
      expect(problems).toEqual([]);
    });
  }
});

test('Load more → URL and rows, keeping the story; back and forward restore them @slow-in-firefox', async ({
  page,
}) => {
  await page.goto(demo);
  await expect(rows(page)).toHaveCount(10);
  const first = await rows(page).first().innerText();
  const loadMore = page.getByRole('link', { name: 'Load more' }).first();
  await expect(loadMore).toHaveAttribute('href', /[?&]story=paginated-table--demo(&|$)/);

  await loadMore.click();
  await expect(rows(page)).toHaveCount(20);
  await expect(page).toHaveURL(/[?&]nextCursor=10(&|$)/);
  await expect(page).toHaveURL(/[?&]story=paginated-table--demo(&|$)/);

  await page.getByRole('link', { name: 'Load more' }).first().click();
  await expect(rows(page)).toHaveCount(30);
  await expect(page).toHaveURL(/[?&]nextCursor=20(&|$)/);

  await page.goBack();
  await expect(rows(page)).toHaveCount(20);
  await expect(page).toHaveURL(/[?&]nextCursor=10(&|$)/);
  await page.goBack();
  await expect(rows(page)).toHaveCount(10);
  await expect(page).not.toHaveURL(/nextCursor/);
  await expect(page).toHaveURL(/[?&]story=paginated-table--demo(&|$)/);
  await page.goForward();
  await expect(rows(page)).toHaveCount(20);

  // A reload of the pushed URL shows the same people.
  await page.reload();
  await expect(rows(page)).toHaveCount(20);
  expect(await rows(page).first().innerText()).toBe(first);
});

test('Load more to the end removes the link; both tables agree @slow', async ({ page }) => {
  await page.goto(`${demo}&nextCursor=30`);
  const second = page
    .getByRole('table', { name: 'Customers table with two pinned columns' })
    .locator('tbody tr');
  await expect(second).toHaveCount(40);
  await page.getByRole('link', { name: 'Load more' }).last().click();
  await expect(rows(page)).toHaveCount(45);
  await expect(second).toHaveCount(45);
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
});

test("Ladle's theme and RTL toggles restyle the table @slow", async ({ page }) => {
  await page.goto(`${demo}&theme=light`);
  const cell = page
    .getByRole('table', { name: 'Customers table', exact: true })
    .getByRole('cell')
    .first();
  await expect(cell).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.getByRole('button', { name: 'Switch to dark theme.' }).click();
  await expect(cell).toHaveCSS('background-color', 'rgb(13, 17, 23)');

  const area = page.getByRole('region', { name: 'Customers table', exact: true });
  const before = await rectOf(cell);
  await page.getByRole('button', { name: 'Switch text direction to right to left.' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The first (pinned) column now starts at the area's right edge.
  await expect
    .poll(async () => {
      const areaBox = await rectOf(area);
      const cellBox = await rectOf(cell);
      return Math.round(areaBox.x + areaBox.width - (cellBox.x + cellBox.width));
    })
    .toBeLessThanOrEqual(2);
  expect(before.x).toBeLessThan((await rectOf(cell)).x);
});
