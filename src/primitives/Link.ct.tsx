import { expect, test } from '../../playwright/test.js';
import type { HooksConfig } from '../../playwright/index.js';
import { External, InText } from './Link.stories.js';

test('Link: underline, hover, focus ring, navigation, dark theme and external links @slow', async ({
  mount,
  page,
}) => {
  const link = page.getByRole('link', { name: 'read about sizing' });

  let component = await mount(<InText />);

  await test.step('is underlined in the accent colour, thicker on hover', async () => {
    await expect(link).toHaveCSS('text-decoration-line', 'underline');
    await expect(link).toHaveCSS('color', 'rgb(9, 86, 199)');
    await link.hover();
    await expect(link).toHaveCSS('text-decoration-thickness', '2px');
  });

  await test.step('keyboard focus shows the focus ring', async () => {
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(link).toHaveCSS('outline-style', 'solid');
    await expect(link).toHaveCSS('outline-width', '2px');
    await expect(link).toHaveCSS('outline-color', 'rgb(9, 105, 218)');
  });

  await test.step('is a link that navigates to its href', async () => {
    await expect(link).toHaveAttribute('href', '#column-sizing');
    await link.click();
    await expect(page).toHaveURL(/#column-sizing$/);
  });

  await test.step('dark theme uses the dark accent', async () => {
    await component.unmount();
    component = await mount<HooksConfig>(<InText />, { hooksConfig: { theme: 'dark' } });
    await expect(link).toHaveCSS('color', 'rgb(68, 147, 248)');
  });

  await test.step('an external link opens a new tab and says so in its name', async () => {
    await component.unmount();
    await mount(<External />);
    const external = page.getByRole('link', { name: 'Example site (opens in a new tab)' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noreferrer');
  });
});
