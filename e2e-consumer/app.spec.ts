import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, dragResizes } from './problems.js';

// Every *Sample.tsx of the docs, which check:consumer copies into the app's samples.
const sampleCount = readdirSync(new URL('../src/demo/samples/', import.meta.url)).filter((file) =>
  file.endsWith('Sample.tsx'),
).length;

test('the packed library in a fresh Vite app: samples render, a column resizes, no console errors', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/');

  await test.step(`runs on React ${process.env.CONSUMER_REACT ?? '(any)'}`, async () => {
    const app = page.locator('main[data-react-version]');
    await expect(app).toHaveAttribute('data-react-version', process.env.CONSUMER_REACT ?? /./);
  });

  await test.step('every docs sample renders', async () => {
    await expect(page.getByText(`${sampleCount} samples`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Planets' }).locator('tbody tr')).toHaveCount(3);
    await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody tr')).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Livres' }).locator('tbody tr')).toHaveCount(2);
    await expect(page.getByText('Showing 3 of 3')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Charger plus' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Purchases' }).locator('tbody tr')).toHaveCount(
      10,
    );
  });

  await test.step('a column resizes by drag', async () => {
    await dragResizes(page, page.getByRole('table', { name: 'Planets' }), 'Moons');
  });

  await test.step('the table stays legible on a black page', async () => {
    await page.goto('/?page=black');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await expect(page.getByRole('cell', { name: 'Jupiter' })).toHaveCSS(
      'background-color',
      'rgb(255, 255, 255)',
    );
  });

  expect(problems).toEqual([]);
});

interface Paged {
  /** Where the app serves the table. */
  path: string;
  /** The table's caption, which names it. */
  caption: string;
  /** Rows in its data; 10 per Load more. */
  total: number;
  /**
   * The page also renders React Router's location (useLocation, useNavigationType); with
   * `belowTheFold`, Load more sits below a tall header and `<ScrollRestoration />` is rendered.
   */
  router?: { pathname: string; belowTheFold?: boolean };
}

// The demo page's Load more behaviour (e2e/demo.spec.ts, DemoPage.ct.tsx), from outside:
// URL, rows, focus, reload, back and forward.
async function pageThrough(page: Page, { path, caption, total, router }: Paged) {
  const problems = collectProblems(page);
  const rows = page.getByRole('table', { name: caption }).locator('tbody tr');
  const loadMore = page.getByRole('link', { name: 'Load more' });
  const at = (search: string) => (url: URL) => url.pathname === path && url.search === search;
  // What the router renders: it changes only if the router itself navigated.
  const routerSays = async (text: string) => {
    if (router) await expect(page.getByText(/^Router location:/)).toHaveText(text);
  };

  await page.goto(path);
  await expect(rows).toHaveCount(10);
  // textContent: rows out of view skip rendering (content-visibility), so innerText is empty.
  const first = await rows.first().textContent();
  await routerSays(`Router location: POP ${router?.pathname ?? ''}`);

  await test.step('Load more: the next cursor in the URL, 10 more rows, no page load', async () => {
    await expect(loadMore).toHaveAttribute('href', '?nextCursor=10');
    await page.evaluate(() => {
      (window as Window & { marker?: boolean }).marker = true;
    });
    await loadMore.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    if (router?.belowTheFold) expect(scrolled).toBeGreaterThan(0);
    await loadMore.click();
    await expect(rows).toHaveCount(20);
    await expect(page).toHaveURL(at('?nextCursor=10'));
    await routerSays(`Router location: PUSH ${router?.pathname ?? ''}?nextCursor=10`);
    expect(await page.evaluate(() => (window as Window & { marker?: boolean }).marker)).toBe(true);
    // The page stays where the reader was (React Router's <ScrollRestoration> would reset it).
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  await test.step('from the keyboard, focus stays on Load more', async () => {
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(30);
    await expect(page).toHaveURL(at('?nextCursor=20'));
    await routerSays(`Router location: PUSH ${router?.pathname ?? ''}?nextCursor=20`);
    await expect(loadMore).toBeFocused();
  });

  await test.step('back and forward restore the rows', async () => {
    await page.goBack();
    await expect(rows).toHaveCount(20);
    await expect(page).toHaveURL(at('?nextCursor=10'));
    await routerSays(`Router location: POP ${router?.pathname ?? ''}?nextCursor=10`);
    await page.goBack();
    await expect(rows).toHaveCount(10);
    await expect(page).toHaveURL(at(''));
    await routerSays(`Router location: POP ${router?.pathname ?? ''}`);
    await page.goForward();
    await expect(rows).toHaveCount(20);
    await expect(page).toHaveURL(at('?nextCursor=10'));
  });

  await test.step('a reload shows the same rows', async () => {
    await page.reload();
    await expect(rows).toHaveCount(20);
    expect(await rows.first().textContent()).toBe(first);
    await routerSays(`Router location: POP ${router?.pathname ?? ''}?nextCursor=10`);
  });

  await test.step('the last Load more removes the link and focus stays in the table', async () => {
    await loadMore.focus();
    for (let shown = 20; shown < total;) {
      await page.keyboard.press('Enter');
      shown = Math.min(shown + 10, total);
      await expect(rows).toHaveCount(shown);
    }
    await expect(loadMore).toHaveCount(0);
    await expect(page.getByRole('region', { name: caption, exact: true })).toBeFocused();
  });

  expect(problems).toEqual([]);
}

test("the README's URL-pagination sample in a Vite app (History API)", async ({ page }) => {
  await pageThrough(page, { path: '/history', caption: 'Customers', total: 45 });
});

test("the README's system theme: the table follows the system's dark and light settings", async ({
  page,
}) => {
  const problems = collectProblems(page);
  const cell = page.getByRole('table', { name: 'Customers' }).getByRole('cell').first();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/system-theme');
  // The themes' canvas colours: darkTheme #0d1117, lightTheme #ffffff.
  await expect(cell).toHaveCSS('background-color', 'rgb(13, 17, 23)');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(cell).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(cell).toHaveCSS('background-color', 'rgb(13, 17, 23)');
  expect(problems).toEqual([]);
});

test("the README's React Router adapter in a data router (createBrowserRouter)", async ({
  page,
}) => {
  await pageThrough(page, {
    path: '/router/orders',
    caption: 'Orders',
    total: 32,
    router: { pathname: '/orders', belowTheFold: true },
  });
});

test("the README's React Router adapter under a <BrowserRouter>", async ({ page }) => {
  await pageThrough(page, {
    path: '/declarative/orders',
    caption: 'Orders',
    total: 32,
    router: { pathname: '/orders' },
  });
});

test('the sorting sample: a header sorts in the URL, Load more follows the order, back and forward', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const table = page.getByRole('table', { name: 'Purchases' });
  const rows = table.locator('tbody tr');
  const total = table.getByRole('columnheader', { name: 'Total' });
  const first = () => rows.first().getByRole('cell').first().textContent();
  await page.goto('/');
  await expect(rows).toHaveCount(10);
  await expect(table.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await total.getByRole('link', { name: 'Total' }).click();
  await expect(page).toHaveURL('/?sort=total');
  await expect(total).toHaveAttribute('aria-sort', 'ascending');
  await total.getByRole('link', { name: 'Total' }).click();
  await expect(page).toHaveURL('/?sort=-total');
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(first).toBe('Customer 31');
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(20);
  await expect(page).toHaveURL('/?nextCursor=10&sort=-total');
  expect(await first()).toBe('Customer 31');
  await page.goBack();
  await expect(rows).toHaveCount(10);
  await page.goBack();
  await expect(total).toHaveAttribute('aria-sort', 'ascending');
  await page.goForward();
  await page.goForward();
  await expect(rows).toHaveCount(20);
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  expect(problems).toEqual([]);
});
