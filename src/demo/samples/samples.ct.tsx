import { readFileSync } from 'node:fs';
import { expect, test } from '../../../playwright/test.js';
import type { HooksConfig } from '../../../playwright/index.js';
import { Docs } from '../Docs.js';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

// Mounted with no provider at all: each sample brings what it needs, as when pasted into an app.
test('every docs sample renders as shown, from the exact source displayed beside it @slow-in-firefox', async ({
  mount,
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // The CT page has no favicon; the browser's request for one is not the sample's doing.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  await mount<HooksConfig>(<Docs />, { hooksConfig: { bare: true } });

  const samples = [
    ['Basic table', './BasicSample.tsx'],
    ['Text variants and a banner', './VariantsSample.tsx'],
    ['Dark theme and a French catalogue', './ThemedSample.tsx'],
  ] as const;
  for (const [title, file] of samples) {
    await test.step(`${title}: the source shown is ${file}, whole`, async () => {
      const region = page.getByRole('region', { name: title, exact: true });
      const shown = region.getByRole('region', { name: `${title}: source` });
      expect(await shown.textContent()).toBe(source(file));
    });
  }

  await test.step("the README's sample is the basic sample, verbatim", () => {
    expect(source('../../../README.md')).toContain(
      '```tsx\n' + source('./BasicSample.tsx') + '```',
    );
  });

  await test.step('basic: no provider, so the light theme and English', async () => {
    const table = page.getByRole('table', { name: 'Planets' });
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(table.getByRole('cell', { name: 'Jupiter' })).toHaveCSS(
      'background-color',
      'rgb(255, 255, 255)',
    );
    await expect(page.getByText('Showing 3 of 3')).toBeVisible();
  });

  await test.step('variants: text variants and the banner describing the table', async () => {
    const table = page.getByRole('table', { name: 'Invoices' });
    await expect(table).toHaveAccessibleDescription(/Amounts are in euros/);
    await expect(table.getByText('INV-1042')).toHaveCSS('font-variant-numeric', 'tabular-nums');
  });

  await test.step('themed: dark theme, French messages and French numbers', async () => {
    const table = page.getByRole('table', { name: 'Livres' });
    await expect(table.getByRole('cell', { name: 'Le Petit Prince' })).toHaveCSS(
      'background-color',
      'rgb(13, 17, 23)',
    );
    await expect(page.getByRole('link', { name: 'Charger plus' })).toBeVisible();
    await expect(page.getByRole('separator', { name: 'Redimensionner Titre' })).toBeVisible();
    // French groups thousands with a narrow no-break space.
    await expect(page.getByText(/^2 sur 12\s500$/)).toBeVisible();
    await expect(table.getByRole('cell', { name: /^1\s488$/ })).toHaveCount(0);
  });

  expect(problems).toEqual([]);
});
