import { expect, test } from '../../playwright/test.js';
import type { Page } from '@playwright/test';
import { MemoryPlanetsPage, PlanetsPage } from './fixtures.js';

const rows = (page: Page, caption = 'Planets') =>
  page.getByRole('table', { name: caption, exact: true }).locator('tbody tr');
const loadMore = (page: Page) => page.getByRole('link', { name: 'Load more' });

async function goTo(page: Page, search: string) {
  await page.evaluate((query: string) => {
    window.history.replaceState(null, '', `/${query}`);
  }, search);
}

test('in-memory adapter: Load more pushes to the adapter, not the window; back restores @slow-in-firefox', async ({
  page,
  mount,
}) => {
  await goTo(page, '?page=outside');
  await mount(<MemoryPlanetsPage search="?tab=all" />);
  const url = page.getByRole('status', { name: 'Memory URL' });
  await expect(rows(page)).toHaveCount(3);
  await expect(loadMore(page)).toHaveAttribute('href', '?nextCursor=3&tab=all');

  await loadMore(page).click();
  await expect(rows(page)).toHaveCount(6);
  await expect(url).toHaveText('?nextCursor=3&tab=all');
  await expect(page.getByText('Showing 6 of 8')).toBeVisible();
  await loadMore(page).click();
  await expect(rows(page)).toHaveCount(8);
  await expect(loadMore(page)).toHaveCount(0);
  // The browser's URL is the adapter's business only when the adapter says so.
  expect(await page.evaluate(() => window.location.search)).toBe('?page=outside');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(rows(page)).toHaveCount(6);
  await expect(url).toHaveText('?nextCursor=3&tab=all');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(url).toHaveText('?tab=all');
});

test('tables with their own parameters page apart; each link keeps the other cursor @slow-in-firefox', async ({
  page,
  mount,
}) => {
  await mount(
    <MemoryPlanetsPage
      tables={[
        { caption: 'Inner planets', param: 'inner' },
        { caption: 'Outer planets', param: 'outer' },
      ]}
    />,
  );
  await loadMore(page).first().click();
  await expect(rows(page, 'Inner planets')).toHaveCount(6);
  await expect(rows(page, 'Outer planets')).toHaveCount(3);
  await expect(loadMore(page).last()).toHaveAttribute('href', '?inner=3&outer=3');
  await loadMore(page).last().click();
  await expect(rows(page, 'Outer planets')).toHaveCount(6);
  await expect(rows(page, 'Inner planets')).toHaveCount(6);
  await expect(page.getByRole('status', { name: 'Memory URL' })).toHaveText('?inner=3&outer=3');
});

test('History API: tables sharing a parameter load more together; back and forward follow @slow-in-firefox', async ({
  page,
  mount,
}) => {
  await goTo(page, '?z=1&a=2');
  await mount(<PlanetsPage tables={[{ caption: 'Planets' }, { caption: 'Planets again' }]} />);
  await expect(loadMore(page).first()).toHaveAttribute('href', '?a=2&nextCursor=3&z=1');
  await loadMore(page).first().click();
  await expect(rows(page)).toHaveCount(6);
  await expect(rows(page, 'Planets again')).toHaveCount(6);
  await expect(page).toHaveURL(/\/\?a=2&nextCursor=3&z=1$/);
  await page.goBack();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page, 'Planets again')).toHaveCount(3);
  await page.goForward();
  await expect(rows(page, 'Planets again')).toHaveCount(6);
});
