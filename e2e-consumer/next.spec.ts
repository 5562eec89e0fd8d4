import { expect, test, type Page } from '@playwright/test';
import { collectProblems, dragResizes } from './problems.js';
import { serverPageTests } from './serverApp.js';

// consumer/next: a Next.js App Router app, `next build` and `next start`.

test('a server component renders the table with no wrapper: styled, hydrated, resizable', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/');
  const table = page.getByRole('table', { name: 'Planets' });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(page.getByText('The table says “Load more” when there is more.')).toBeVisible();
  await expect(table).not.toHaveAttribute('data-phase', 'uninitialised');
  await dragResizes(page, table, 'Moons');
  expect(problems).toEqual([]);
});

test("the registry writes an app's <Global> styles into the server's HTML; hydrated, they change", async ({
  browser,
  baseURL,
  page,
}) => {
  const background = (target: Page) =>
    target.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const still = await browser.newContext({
    javaScriptEnabled: false,
    ...(baseURL ? { baseURL } : {}),
  });
  const before = await still.newPage();
  await before.goto('/');
  await expect(before.getByRole('table', { name: 'Planets' })).toBeVisible();
  expect(await background(before)).toBe('rgb(255, 255, 255)');
  await still.close();

  const problems = collectProblems(page);
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Planets' })).not.toHaveAttribute(
    'data-phase',
    'uninitialised',
  );
  const dark = page.getByRole('button', { name: 'Dark page' });
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => background(page)).toBe('rgb(13, 17, 23)');
  await dark.click();
  await expect.poll(() => background(page)).toBe('rgb(255, 255, 255)');
  expect(problems).toEqual([]);
});

test.describe('URL pagination with the useSearchParams adapter', () => {
  serverPageTests({
    path: '/orders',
    caption: 'Orders',
    total: 32,
    column: 'Quantity',
    showsLoading: true,
  });
});
