import { expect, test } from '@playwright/test';
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

test.describe('URL pagination with the useSearchParams adapter', () => {
  serverPageTests({ path: '/orders', caption: 'Orders', total: 32, column: 'Quantity' });
});
