/**
 * The "Sorting" story on the built playground, from outside: a sort and Load more share one
 * URL that Ladle keeps (it re-sorts query keys and pushes its own copy when they are not
 * sorted), and back and forward walk through both. An audit (`npm run test:audit`): the
 * component tests walk the same URL behaviour in both browsers (src/PaginatedTable/Sorting.ct.tsx,
 * on the docs sample), so `npm test` keeps its time.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

const story = 'paginated-table--sorting';
const table = (page: Page) => page.getByRole('table', { name: 'People', exact: true });
const rows = (page: Page) => table(page).locator('tbody tr');
const sorted = (page: Page) =>
  table(page)
    .locator('th[aria-sort]')
    .evaluateAll((cells) =>
      cells.map((cell) => `${cell.textContent.trim()} ${cell.getAttribute('aria-sort')}`),
    );
const names = (page: Page) =>
  rows(page).evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
/** The URL's query, as the browser has it: every key once, the keys sorted. */
const query = (page: Page) => new URL(page.url()).search;

test(
  'sort, Load more, back and forward in one URL, from a hostile sort on',
  { tag: '@audit' },
  async ({ page }) => {
    // The story's fake server answers after 300 ms; a hostile sort shows the default, Name.
    await page.goto(`/?mode=preview&sort=%3Cscript%3E&story=${story}`);
    await expect(rows(page)).toHaveCount(10);
    expect(await sorted(page)).toEqual(['Name ascending']);
    const byName = await names(page);

    const country = table(page).getByRole('link', { name: 'Country', exact: true });
    await expect(country).toHaveAttribute('href', `?mode=preview&sort=country&story=${story}`);
    await country.click();
    await expect.poll(() => sorted(page)).toEqual(['Country ascending']);
    await expect.poll(() => query(page)).toBe(`?mode=preview&sort=country&story=${story}`);
    await expect.poll(() => names(page)).not.toEqual(byName);
    const byCountry = await names(page);

    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(rows(page)).toHaveCount(20);
    expect(query(page)).toBe(`?mode=preview&nextCursor=10&sort=country&story=${story}`);
    expect((await names(page)).slice(0, 10)).toEqual(byCountry);

    // Descending from page two: the first page again, Z to A.
    await country.click();
    await expect.poll(() => sorted(page)).toEqual(['Country descending']);
    await expect(rows(page)).toHaveCount(10);
    expect(query(page)).toBe(`?mode=preview&sort=-country&story=${story}`);
    await expect.poll(() => names(page)).not.toEqual(byCountry);

    await page.goBack();
    await expect.poll(() => sorted(page)).toEqual(['Country ascending']);
    await expect(rows(page)).toHaveCount(20);
    await page.goBack();
    await expect(rows(page)).toHaveCount(10);
    expect(await names(page)).toEqual(byCountry);
    await page.goBack();
    await expect.poll(() => sorted(page)).toEqual(['Name ascending']);
    await expect.poll(() => names(page)).toEqual(byName);
    await page.goForward();
    await page.goForward();
    await expect(rows(page)).toHaveCount(20);
    expect(query(page)).toBe(`?mode=preview&nextCursor=10&sort=country&story=${story}`);
    expect(await sorted(page)).toEqual(['Country ascending']);
  },
);
