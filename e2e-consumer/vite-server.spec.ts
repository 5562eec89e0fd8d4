import { expect, test } from '@playwright/test';
import { collectProblems, dragResizes } from './problems.js';
import { columnsHoldStill, serverPageTests } from './serverApp.js';

// consumer/server.mjs serving the Vite app's build: React's own server rendering (React 18.3 or
// 19, per variant), the page under a strict CSP, and the app with its own Emotion theme.

test.describe('server rendering with renderToString and hydrateRoot', () => {
  serverPageTests({ path: '/ssr', caption: 'Customers', total: 45, column: 'Country' });
});

test.describe('server rendering of a table with a column that wraps (the table layout)', () => {
  columnsHoldStill({ path: '/ssr-wrap', caption: 'Customers' });
});

test.describe('server rendering of a table with no default column (narrower than its area)', () => {
  columnsHoldStill({ path: '/ssr-narrow', caption: 'Customers' });
});

test('under a strict CSP, with the nonce given to Emotion: renders, resizes and pages with no violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { violations?: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  const violations = () =>
    page.evaluate(() => (window as Window & { violations?: string[] }).violations);
  const problems = collectProblems(page);
  const response = await page.goto('/csp');
  expect(response?.headers()['content-security-policy']).toMatch(
    /^default-src 'self'; img-src 'self' data:; script-src 'self'; style-src 'self' 'nonce-[^']+'$/,
  );
  const table = page.getByRole('table', { name: 'Customers' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveCSS(
    'background-color',
    'rgb(246, 248, 250)',
  );
  await dragResizes(page, table, 'Name');
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(20);
  await expect(page).toHaveURL(/\/csp\?nextCursor=10$/);
  expect(await violations()).toEqual([]);
  expect(problems).toEqual([]);

  await test.step('the policy is enforced: a style without the nonce is reported', async () => {
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red; }';
      document.head.append(style);
    });
    await expect.poll(async () => (await violations())?.length).toBe(1);
  });
});

test("an app with its own Emotion theme: its styled code takes its colours, the table the table's, dark under TableThemeProvider", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/own-theme');
  await expect(page.getByRole('heading', { name: 'Our app' })).toHaveCSS(
    'color',
    'rgb(102, 51, 153)',
  );
  const table = page.getByRole('table', { name: 'Customers' });
  // lightTheme: canvas cells, surface headers.
  await expect(table.getByRole('cell').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveCSS(
    'background-color',
    'rgb(246, 248, 250)',
  );
  // TableThemeProvider: the table dark (darkTheme's canvas), the app's cell in its own colour.
  const orders = page.getByRole('table', { name: 'Orders' });
  const ada = orders.getByRole('cell', { name: 'Ada' });
  await expect(ada).toHaveCSS('background-color', 'rgb(13, 17, 23)');
  await expect(ada.getByText('Ada')).toHaveCSS('color', 'rgb(102, 51, 153)');
  expect(problems).toEqual([]);
});
