import { expect, test } from '../../playwright/test.js';
import { consoleWarnings } from '../../playwright/sharedPage.js';
import type { HooksConfig } from '../../playwright/index.js';
import { CurrentLocale, FrenchWithGaps, German } from './LocaleProvider.stories.js';

test('LocaleProvider: English default, German locale and nested override @slow-in-firefox', async ({
  mount,
  page,
}) => {
  let component = await mount(<CurrentLocale />);

  await test.step('English is the default: texts and number format', async () => {
    const sample = page.getByRole('region', { name: 'Locale sample (en)' });
    await expect(sample).toHaveAttribute('lang', 'en');
    await expect(sample.getByRole('note')).toHaveText('Showing 25 of 1,234,567');
    await expect(sample.getByRole('note').getByRole('img')).toHaveAccessibleName('Information');
    await expect(sample.getByRole('alert')).toHaveText('No rows to show');
    await expect(sample.getByRole('alert').getByRole('img')).toHaveAccessibleName('Alert');
    await expect(sample.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(sample.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expect(sample.getByText('1,234,567.89', { exact: true })).toBeVisible();
  });

  await test.step('the de locale translates texts and formats numbers the German way', async () => {
    await component.unmount();
    component = await mount<HooksConfig>(<CurrentLocale />, { hooksConfig: { locale: 'de' } });
    const sample = page.getByRole('region', { name: 'Locale sample (de)' });
    await expect(sample).toHaveAttribute('lang', 'de');
    await expect(sample.getByRole('note')).toHaveText('25 von 1.234.567 angezeigt');
    await expect(sample.getByRole('alert')).toHaveText('Keine Einträge vorhanden');
    await expect(sample.getByRole('alert').getByRole('img')).toHaveAccessibleName('Warnung');
    await expect(sample.getByRole('progressbar', { name: 'Wird geladen' })).toBeVisible();
    await expect(sample.getByRole('button', { name: 'Mehr laden' })).toBeVisible();
    await expect(sample.getByText('1.234.567,89', { exact: true })).toBeVisible();
  });

  await test.step('a nested provider overrides the outer locale', async () => {
    await component.unmount();
    await mount<HooksConfig>(<German />, { hooksConfig: { locale: 'en' } });
    await expect(page.getByRole('region', { name: 'Locale sample (de)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mehr laden' })).toBeVisible();
    await expect(page.getByText('Showing', { exact: false })).toHaveCount(0);
  });
});

test("a consumer's catalogue: its locale's numbers, and English for whatever it lacks @slow-in-firefox", async ({
  mount,
  page,
}) => {
  const warnings = consoleWarnings(page);
  await mount(<FrenchWithGaps />);
  const sample = page.getByRole('region', { name: 'Locale sample (fr)' });
  await expect(sample.getByRole('button', { name: 'Charger plus' })).toBeVisible();
  await expect(sample.getByRole('alert')).toHaveText('Aucune entrée');
  await expect(sample.getByRole('alert').getByRole('img')).toHaveAccessibleName('Alerte');
  // Missing: English. Lost its {total}: English too, with French numbers.
  await expect(sample.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(sample.getByRole('note')).toHaveText(/^Showing 25 of 1\s234\s567$/);
  await expect(sample.getByText(/^1\s234\s567,89$/)).toBeVisible();
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('"table.loading"');
  expect(warnings[0]).toContain('"table.results"');
  expect(warnings[0]).toContain('as const satisfies Messages');
});
