import { expect, test } from '@playwright/experimental-ct-react';
import type { HooksConfig } from '../../playwright/index.js';
import { Disabled, InForm, InvisibleTrigger, Playground, Variants } from './Button.stories.js';

const transparent = 'rgba(0, 0, 0, 0)';

test('renders each variant as a button named by its text', async ({ mount, page }) => {
  await mount(<Variants />);
  for (const name of ['Cancel', 'Save', 'Edit']) {
    await expect(page.getByRole('button', { name })).toHaveAttribute('type', 'button');
  }
});

test('light theme: default is bordered, primary is filled, invisible has no fill', async ({
  mount,
  page,
}) => {
  await mount(<Variants />);
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toHaveCSS('background-color', 'rgb(246, 248, 250)');
  await expect(cancel).toHaveCSS('border-top-color', 'rgb(209, 217, 224)');
  await expect(cancel).toHaveCSS('color', 'rgb(31, 35, 40)');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toHaveCSS('background-color', 'rgb(9, 86, 199)');
  await expect(save).toHaveCSS('color', 'rgb(255, 255, 255)');
  const edit = page.getByRole('button', { name: 'Edit' });
  await expect(edit).toHaveCSS('background-color', transparent);
  await expect(edit).toHaveCSS('border-top-color', transparent);
  await edit.hover();
  await expect(edit).toHaveCSS('background-color', 'rgb(238, 242, 246)');
});

test('dark theme paints the variants with dark tokens', async ({ mount, page }) => {
  await mount<HooksConfig>(<Variants />, { hooksConfig: { theme: 'dark' } });
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toHaveCSS('background-color', 'rgb(22, 27, 34)');
  await expect(cancel).toHaveCSS('color', 'rgb(230, 237, 243)');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toHaveCSS('background-color', 'rgb(68, 147, 248)');
  await expect(save).toHaveCSS('color', 'rgb(13, 17, 23)');
});

test('keyboard focus shows the ring; a mouse click does not', async ({ mount, page }) => {
  await mount(<Variants />);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCSS('outline-style', 'none');
  await page.keyboard.press('Tab');
  const edit = page.getByRole('button', { name: 'Edit' });
  await expect(edit).toBeFocused();
  await expect(edit).toHaveCSS('outline-style', 'solid');
  await expect(edit).toHaveCSS('outline-width', '2px');
  await expect(edit).toHaveCSS('outline-color', 'rgb(9, 105, 218)');
});

test('disabled buttons are dimmed and skipped by Tab', async ({ mount, page }) => {
  await mount(<Disabled />);
  for (const name of ['Cancel', 'Save', 'Edit']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveCSS('opacity', '0.6');
  }
  await expect(page.getByRole('button', { name: 'Before' })).toHaveCSS('opacity', '1');
  await page.getByRole('button', { name: 'Before' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'After' })).toBeFocused();
});

test('an invisible trigger keeps its fill while its menu is open', async ({ mount, page }) => {
  await mount(<InvisibleTrigger />);
  const trigger = page.getByRole('button', { name: 'Actions for Ada' });
  const menu = page.getByRole('list', { name: "Ada's actions" });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  // Move the pointer off the trigger so only the expanded state can explain the fill.
  const box = await menu.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 300, (box?.y ?? 0) + 300);
  await expect(trigger).toHaveCSS('background-color', 'rgb(238, 242, 246)');
  await trigger.click();
  await expect(menu).toBeHidden();
});

test('in a form, a Button does not submit; type="submit" does', async ({ mount, page }) => {
  await mount(<InForm />);
  const status = page.getByRole('status');
  await page.getByRole('button', { name: 'Add row' }).click();
  await expect(status).toHaveText('Rows added: 1. Submitted: 0.');
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Rows added: 2. Submitted: 0.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(status).toHaveText('Rows added: 2. Submitted: 1.');
});

test('the playground renders the chosen variant and state', async ({ mount, page }) => {
  await mount(<Playground variant="primary" disabled label="Publish" />);
  const button = page.getByRole('button', { name: 'Publish' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveCSS('background-color', 'rgb(9, 86, 199)');
});
