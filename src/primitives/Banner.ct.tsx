import { expect, test } from '../../playwright/test.js';
import type { HooksConfig } from '../../playwright/index.js';
import { AlertAfterAction, Playground, Variants } from './Banner.stories.js';
import { rectOf } from '../../playwright/geometry.js';

test('Banner: roles, icon names, locale, themes, direction, raised alerts and playground @slow', async ({
  mount,
  page,
}) => {
  const note = page.getByRole('note');
  const alert = page.getByRole('alert');
  const iconIsLeftOfText = async () => {
    const icon = await rectOf(note.getByRole('img'));
    const text = await rectOf(note.getByText('Balances are updated every night.'));
    return icon.x + icon.width <= text.x;
  };

  let component = await mount(<Variants />);

  await test.step('info is a note and alert is an alert, each with an icon named for its kind', async () => {
    await expect(note).toHaveText('Balances are updated every night.');
    await expect(note.getByRole('img', { name: 'Information' })).toBeVisible();
    await expect(alert).toHaveText('The last import failed. Try again.');
    await expect(alert.getByRole('img', { name: 'Alert' })).toBeVisible();
  });

  await test.step('light theme colours text, icon, fill and border per variant', async () => {
    await expect(note).toHaveCSS('color', 'rgb(10, 48, 105)');
    await expect(note).toHaveCSS('background-color', 'rgb(221, 244, 255)');
    await expect(note).toHaveCSS('border-top-color', 'rgb(84, 174, 255)');
    await expect(note.getByRole('img')).toHaveCSS('color', 'rgb(10, 48, 105)');
    await expect(alert).toHaveCSS('color', 'rgb(130, 7, 30)');
    await expect(alert).toHaveCSS('background-color', 'rgb(255, 235, 233)');
    await expect(alert).toHaveCSS('border-top-color', 'rgb(255, 129, 130)');
  });

  await test.step('in LTR the icon sits left of the text', async () => {
    expect(await iconIsLeftOfText()).toBe(true);
  });

  await test.step('icon names follow the locale', async () => {
    await component.unmount();
    component = await mount<HooksConfig>(<Variants />, { hooksConfig: { locale: 'de' } });
    await expect(note.getByRole('img')).toHaveAccessibleName('Information');
    await expect(alert.getByRole('img')).toHaveAccessibleName('Warnung');
  });

  await test.step('dark theme paints both variants with dark tokens', async () => {
    await component.unmount();
    component = await mount<HooksConfig>(<Variants />, { hooksConfig: { theme: 'dark' } });
    await expect(note).toHaveCSS('color', 'rgb(202, 232, 255)');
    await expect(note).toHaveCSS('background-color', 'rgb(12, 45, 107)');
    await expect(alert).toHaveCSS('color', 'rgb(255, 220, 215)');
    await expect(alert).toHaveCSS('background-color', 'rgb(66, 17, 26)');
  });

  await test.step('in RTL the icon sits at the inline start, right of the text', async () => {
    await component.unmount();
    component = await mount<HooksConfig>(<Variants />, { hooksConfig: { dir: 'rtl' } });
    expect(await iconIsLeftOfText()).toBe(false);
  });

  await test.step('an alert appears only after the action that raises it', async () => {
    await component.unmount();
    component = await mount(<AlertAfterAction />);
    await expect(alert).toHaveCount(0);
    await page.getByRole('button', { name: 'Import customers' }).click();
    await expect(alert).toHaveText('Import failed: the file is empty.');
  });

  await test.step('the playground renders the chosen variant and message', async () => {
    await component.unmount();
    await mount(<Playground variant="alert" message="Quota exceeded" />);
    await expect(alert).toHaveText('Quota exceeded');
    await expect(note).toHaveCount(0);
  });
});
