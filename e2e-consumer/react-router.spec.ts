import { expect, test } from '@playwright/test';
import { collectProblems } from './problems.js';
import { serverPageTests } from './serverApp.js';

// consumer/react-router: React Router's framework mode with SSR, `react-router build` and
// `react-router-serve`. The orders route's loader reads the cursor (readUrlPagination).

test.describe("a loader that reads nextCursor, and the README's adapter", () => {
  serverPageTests({
    path: '/orders',
    caption: 'Orders',
    total: 32,
    column: 'Quantity',
    showsLoading: true,
  });
});

test("the app's own styled code reads the table's tokens (the opt-in line)", async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/orders');
  // lightTheme.colors.textSecondary
  await expect(page.getByText('Paged by the loader')).toHaveCSS('color', 'rgb(89, 99, 110)');
  expect(problems).toEqual([]);
});

test('a client-side navigation into the table', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('table', { name: 'Orders' }).locator('tbody tr')).toHaveCount(10);
  expect(problems).toEqual([]);
});
