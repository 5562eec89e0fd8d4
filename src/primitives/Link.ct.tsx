import { expect, test } from '@playwright/experimental-ct-react';
import type { HooksConfig } from '../../playwright/index.js';
import { External, InText } from './Link.stories.js';

test('is a link that navigates to its href', async ({ mount, page }) => {
  await mount(<InText />);
  const link = page.getByRole('link', { name: 'read about sizing' });
  await expect(link).toHaveAttribute('href', '#column-sizing');
  await link.click();
  await expect(page).toHaveURL(/#column-sizing$/);
});

test('is underlined in the accent colour, thicker on hover', async ({ mount, page }) => {
  await mount(<InText />);
  const link = page.getByRole('link', { name: 'read about sizing' });
  await expect(link).toHaveCSS('text-decoration-line', 'underline');
  await expect(link).toHaveCSS('color', 'rgb(9, 86, 199)');
  await link.hover();
  await expect(link).toHaveCSS('text-decoration-thickness', '2px');
});

test('keyboard focus shows the focus ring', async ({ mount, page }) => {
  await mount(<InText />);
  const link = page.getByRole('link', { name: 'read about sizing' });
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect(link).toHaveCSS('outline-style', 'solid');
  await expect(link).toHaveCSS('outline-width', '2px');
  await expect(link).toHaveCSS('outline-color', 'rgb(9, 105, 218)');
});

test('dark theme uses the dark accent', async ({ mount, page }) => {
  await mount<HooksConfig>(<InText />, { hooksConfig: { theme: 'dark' } });
  await expect(page.getByRole('link', { name: 'read about sizing' })).toHaveCSS(
    'color',
    'rgb(68, 147, 248)',
  );
});

test('an external link opens a new tab and says so in its name', async ({ mount, page }) => {
  await mount(<External />);
  const link = page.getByRole('link', { name: 'Example site (opens in a new tab)' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noreferrer');
});
