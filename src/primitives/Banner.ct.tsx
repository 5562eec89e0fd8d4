import { expect, test } from '@playwright/experimental-ct-react';
import type { HooksConfig } from '../../playwright/index.js';
import { AlertAfterAction, Playground, Variants } from './Banner.stories.js';

test('info is a note and alert is an alert, each with an icon named for its kind', async ({
  mount,
  page,
}) => {
  await mount(<Variants />);
  const note = page.getByRole('note');
  await expect(note).toHaveText('Balances are updated every night.');
  await expect(note.getByRole('img', { name: 'Information' })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('The last import failed. Try again.');
  await expect(alert.getByRole('img', { name: 'Alert' })).toBeVisible();
});

test('icon names follow the locale', async ({ mount, page }) => {
  await mount<HooksConfig>(<Variants />, { hooksConfig: { locale: 'de' } });
  await expect(page.getByRole('note').getByRole('img')).toHaveAccessibleName('Information');
  await expect(page.getByRole('alert').getByRole('img')).toHaveAccessibleName('Warnung');
});

test('an alert appears only after the action that raises it', async ({ mount, page }) => {
  await mount(<AlertAfterAction />);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Import customers' }).click();
  await expect(page.getByRole('alert')).toHaveText('Import failed: the file is empty.');
});

test('the playground renders the chosen variant and message', async ({ mount, page }) => {
  await mount(<Playground variant="alert" message="Quota exceeded" />);
  await expect(page.getByRole('alert')).toHaveText('Quota exceeded');
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('light theme colours text, icon, fill and border per variant', async ({ mount, page }) => {
  await mount(<Variants />);
  const note = page.getByRole('note');
  await expect(note).toHaveCSS('color', 'rgb(10, 48, 105)');
  await expect(note).toHaveCSS('background-color', 'rgb(221, 244, 255)');
  await expect(note).toHaveCSS('border-top-color', 'rgb(84, 174, 255)');
  await expect(note.getByRole('img')).toHaveCSS('color', 'rgb(10, 48, 105)');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveCSS('color', 'rgb(130, 7, 30)');
  await expect(alert).toHaveCSS('background-color', 'rgb(255, 235, 233)');
  await expect(alert).toHaveCSS('border-top-color', 'rgb(255, 129, 130)');
});

test('dark theme paints both variants with dark tokens', async ({ mount, page }) => {
  await mount<HooksConfig>(<Variants />, { hooksConfig: { theme: 'dark' } });
  const note = page.getByRole('note');
  await expect(note).toHaveCSS('color', 'rgb(202, 232, 255)');
  await expect(note).toHaveCSS('background-color', 'rgb(12, 45, 107)');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveCSS('color', 'rgb(255, 220, 215)');
  await expect(alert).toHaveCSS('background-color', 'rgb(66, 17, 26)');
});

test('the icon sits at the inline start: left in LTR, right in RTL', async ({ mount, page }) => {
  const iconIsLeftOfText = async () => {
    const note = page.getByRole('note');
    const icon = await note.getByRole('img').boundingBox();
    const text = await note.getByText('Balances are updated every night.').boundingBox();
    if (!icon || !text) throw new Error('icon or text is not rendered');
    return icon.x + icon.width <= text.x;
  };
  const ltr = await mount(<Variants />);
  expect(await iconIsLeftOfText()).toBe(true);
  await ltr.unmount();
  await mount<HooksConfig>(<Variants />, { hooksConfig: { dir: 'rtl' } });
  expect(await iconIsLeftOfText()).toBe(false);
});
