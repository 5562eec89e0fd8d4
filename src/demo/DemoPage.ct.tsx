import { expect, test } from '../../playwright/test.js';
import { DEMO_HEADERS } from '../../playwright/sharedPage.js';
import type { Page } from '@playwright/test';
import { DemoPage } from './DemoPage.js';

const firstTable = (page: Page) =>
  page.getByRole('table', { name: 'Customers table', exact: true });
const bodyRows = (page: Page) => firstTable(page).locator('tbody tr');

async function mountAt(
  page: Page,
  mount: (component: React.JSX.Element) => Promise<unknown>,
  search: string,
) {
  await page.evaluate((query: string) => {
    window.history.replaceState(null, '', `/${query}`);
  }, search);
  await mount(<DemoPage />);
}

/** Goes to `search` as the back and forward buttons do: a new history entry, then `popstate`. */
async function navigateTo(page: Page, search: string) {
  await page.evaluate((query: string) => {
    window.history.pushState(null, '', `/${query}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, search);
}

test('the page shows heading, both tables with banners, Load more links and the docs, in order @slow-in-firefox', async ({
  page,
  mount,
}) => {
  await mountAt(page, mount, '');
  await expect(page.getByRole('heading', { level: 1, name: 'Paginated table' })).toBeVisible();
  const tables = page.getByRole('table');
  await expect(tables.nth(0)).toHaveAccessibleName('Customers table');
  await expect(tables.nth(0)).toHaveAccessibleDescription(/I am an info banner/);
  await expect(tables.nth(1)).toHaveAccessibleName('Customers table with two pinned columns');
  await expect(tables.nth(1)).toHaveAccessibleDescription(/I am an alert banner/);
  await expect(page.getByRole('alert')).toHaveText('I am an alert banner');
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 2, name: 'Usage' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Planets' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await expect(
    page.getByText("import { PaginatedTable, type Column } from 'paginated-table';"),
  ).toBeVisible();

  // Document order: heading, table 1, its Load more, table 2, its Load more, docs.
  const order = await page.evaluate(() =>
    // querySelectorAll lists matches in document order.
    Array.from(document.querySelectorAll('h1, table, a'), (node) =>
      node.textContent === 'Load more' ? 'MORE' : node.tagName,
    ).slice(0, 6),
  );
  expect(order).toEqual(['H1', 'TABLE', 'MORE', 'TABLE', 'MORE', 'TABLE']);

  // 45 seeded customers, with every field (e2e/demo.spec.ts reloads: the same people).
  const first = await bodyRows(page).first().innerText();
  await navigateTo(page, '?nextCursor=40');
  await expect(bodyRows(page)).toHaveCount(45);
  expect(await bodyRows(page).first().innerText()).toBe(first);
  await expect(firstTable(page).getByRole('columnheader')).toHaveText([...DEMO_HEADERS, 'Actions']);
});

// The URL's cursor → rows, hostile values included, is e2e/demo.spec.ts's, on the built
// playground in both browsers; src/pagination/urlCursor.test.ts has the parser's full table.

test('following Load more shows 10 more rows client-side; back and forward restore them @slow', async ({
  page,
  mount,
}) => {
  await mountAt(page, mount, '?story=paginated-table--demo&theme=dark');
  // A real link to the same page: every other parameter kept, keys sorted as Ladle sorts them.
  await expect(page.getByRole('link', { name: 'Load more' }).first()).toHaveAttribute(
    'href',
    '?nextCursor=10&story=paginated-table--demo&theme=dark',
  );
  await page.evaluate(() => {
    (window as Window & { marker?: boolean }).marker = true;
  });
  await expect(bodyRows(page)).toHaveCount(10);
  await page.getByRole('link', { name: 'Load more' }).first().click();
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(page).toHaveURL(/\?nextCursor=10&story=paginated-table--demo&theme=dark$/);
  // One Load more, one announcement: both tables show the text, only one is a live region
  // (the docs samples below have statuses of their own, of other totals).
  await expect(page.getByText('Showing 20 of 45')).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'of 45' })).toHaveText([
    'Showing 20 of 45',
  ]);
  const liveResults = await page.evaluate(
    () =>
      Array.from(
        document.querySelectorAll('[role="status"], [role="alert"], [role="log"], [aria-live]'),
      ).filter(
        (region) =>
          region.getAttribute('aria-live') !== 'off' && region.textContent.includes('of 45'),
      ).length,
  );
  expect(liveResults).toBe(1);
  // No full navigation happened: the marker set on window survives.
  expect(await page.evaluate(() => (window as Window & { marker?: boolean }).marker)).toBe(true);

  await page.goBack();
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page).toHaveURL(/\?story=paginated-table--demo&theme=dark$/);
  await page.goForward();
  await expect(bodyRows(page)).toHaveCount(20);

  // The last Load more, from the keyboard: the link goes away and focus stays in the table.
  await navigateTo(page, '?nextCursor=30');
  await expect(bodyRows(page)).toHaveCount(40);
  await page.getByRole('link', { name: 'Load more' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(bodyRows(page)).toHaveCount(45);
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Customers table', exact: true })).toBeFocused();

  // From the second table's link, focus stays in the second table, though both links go.
  await navigateTo(page, '?nextCursor=30');
  await expect(bodyRows(page)).toHaveCount(40);
  await page.getByRole('link', { name: 'Load more' }).last().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Customers table with two pinned columns' }),
  ).toBeFocused();
});

test.describe(() => {
  // It adds window listeners that cancel every click: a page of its own.
  test.use({ freshPage: true });

  test('a modified click is left to the browser @slow', async ({ page, mount }) => {
    await mountAt(page, mount, '');
    const link = page.getByRole('link', { name: 'Load more' }).first();
    // Runs after React's handler; records whether it left the click alone, then keeps the
    // browser from opening a window so the test stays on this page.
    await page.evaluate(() => {
      window.addEventListener('click', (event) => {
        (window as Window & { sawDefault?: boolean }).sawDefault = !event.defaultPrevented;
        event.preventDefault();
      });
      // Nor may a middle click open a tab: a stray page would outlive the test.
      window.addEventListener('auxclick', (event) => {
        event.preventDefault();
      });
    });
    // A middle click fires no click event, so the table ignores it.
    await link.click({ button: 'middle' });
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(page).not.toHaveURL(/nextCursor/);
    await link.click({ modifiers: ['Shift'] });
    expect(
      await page.evaluate(() => (window as Window & { sawDefault?: boolean }).sawDefault),
    ).toBe(true);
    await expect(bodyRows(page)).toHaveCount(10);
    await link.click();
    expect(
      await page.evaluate(() => (window as Window & { sawDefault?: boolean }).sawDefault),
    ).toBe(false);
    await expect(bodyRows(page)).toHaveCount(20);
  });
});
