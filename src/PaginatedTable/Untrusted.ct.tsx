import { expect, test } from '../../playwright/test.js';
import { consoleWarnings } from '../../playwright/sharedPage.js';
import { UntrustedContentTable } from './fixtures.js';
import { isSafeHref } from './rowActionsModel.js';

declare global {
  interface Window {
    pwned?: string;
  }
}

test('markup and javascript: URLs in data and headers render as text, and links stay safe @slow-in-firefox', async ({
  mount,
  page,
}) => {
  const warnings = consoleWarnings(page);
  await mount(<UntrustedContentTable />);
  const table = page.getByRole('table', { name: 'Untrusted' });

  // Markup shows as its own text; no element of it exists.
  await expect(table.getByRole('columnheader').first()).toHaveText(
    '<i onmouseover="window.pwned=\'header\'">Name</i>',
  );
  await expect(table.getByRole('cell').first()).toHaveText(
    '<img src=x onerror="window.pwned=\'cell\'">',
  );
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').nth(1).getByRole('cell').first()).toHaveText(
    '</td></tr><script>window.pwned="script"</script>',
  );
  expect(await table.locator('img, script, i, b').count()).toBe(0);
  await table.getByRole('columnheader').first().hover();

  // A javascript: URL, however it is spelled, is never a link; the item says it is disabled.
  for (const row of [0, 1]) {
    await table
      .getByRole('button', { name: /^Actions for / })
      .nth(row)
      .click();
    const item = page.getByRole('menuitem', { name: 'Open site' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(await item.getAttribute('href')).toBeNull();
    // Playwright will not click a disabled item; a user still can, and nothing happens.
    await item.click({ force: true });
    await page.keyboard.press('Escape');
  }
  expect(await page.evaluate(() => window.pwned)).toBeUndefined();
  expect(page.context().pages()).toHaveLength(1);
  await expect
    .poll(() => warnings.filter((text) => text.startsWith('RowActions:')))
    .toEqual([
      expect.stringMatching(
        /"Open site" has an unsafe href.*Pass an http\(s\), mailto: or relative URL/,
      ),
    ]);
});

test('isSafeHref: parsed as the browser parses a URL', () => {
  for (const [href, safe] of [
    ['https://example.com/a', true],
    ['/customers/1', true],
    ['?nextCursor=10', true],
    ['#details', true],
    ['//example.com/a', true],
    ['HTTPS://EXAMPLE.COM/A', true],
    ['mailto:ada@example.com', true],
    ['javascript:alert(1)', false],
    [' JaVaScRiPt:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['\u0001javascript:alert(1)', false],
    ['vbscript:msgbox(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
  ] as const) {
    expect(isSafeHref(href), href).toBe(safe);
  }
});
