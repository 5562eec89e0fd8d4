import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

const demo = '/?story=paginated-table--demo';
const rows = (page: Page) =>
  page.getByRole('table', { name: 'Customers table', exact: true }).locator('tbody tr');

test('URL in → rows out', async ({ page }) => {
  // Six full loads of the playground's React development build.
  test.slow();
  for (const [query, count, links] of [
    ['', 10, 2],
    ['&nextCursor=20', 30, 2],
    ['&nextCursor=40', 45, 0],
    ['&nextCursor=oops', 10, 2],
    ['&nextCursor=-5', 10, 2],
    ['&nextCursor=1000', 45, 0],
  ] as const) {
    await page.goto(`${demo}${query}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Paginated table' })).toBeVisible();
    await expect(rows(page)).toHaveCount(count);
    await expect(page.getByText(`Showing ${count} of 45`).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(links);
  }
});

test('Load more → URL and rows, keeping the story; back and forward restore them', async ({
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

test('Load more to the end removes the link; both tables agree', async ({ page }) => {
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

test("Ladle's theme and RTL toggles restyle the table", async ({ page }) => {
  await page.goto(`${demo}&theme=light`);
  const cell = page
    .getByRole('table', { name: 'Customers table', exact: true })
    .getByRole('cell')
    .first();
  await expect(cell).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.getByRole('button', { name: 'Switch to dark theme.' }).click();
  await expect(cell).toHaveCSS('background-color', 'rgb(13, 17, 23)');

  const area = page.getByRole('region', { name: 'Customers table', exact: true });
  const before = await cell.boundingBox();
  await page.getByRole('button', { name: 'Switch text direction to right to left.' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The first (pinned) column now starts at the area's right edge.
  await expect
    .poll(async () => {
      const areaBox = await area.boundingBox();
      const cellBox = await cell.boundingBox();
      return Math.round(
        (areaBox?.x ?? 0) + (areaBox?.width ?? 0) - ((cellBox?.x ?? 0) + (cellBox?.width ?? 0)),
      );
    })
    .toBeLessThanOrEqual(2);
  expect(before?.x).toBeLessThan((await cell.boundingBox())?.x ?? 0);
});
