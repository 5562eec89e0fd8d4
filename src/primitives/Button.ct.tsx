import { expect, test } from '../../playwright/test.js';
import type { Page } from '@playwright/test';
import type { HooksConfig } from '../../playwright/index.js';
import {
  Disabled,
  InForm,
  InvisibleTrigger,
  Playground,
  Restyled,
  Variants,
} from './Button.stories.js';
import { rectOf } from '../../playwright/geometry.js';

const transparent = 'rgba(0, 0, 0, 0)';

/** Parks the pointer in the far corner, so no button is hovered by the previous step's pointer. */
async function movePointerAway(page: Page) {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(width - 1, height - 1);
}

test('variants: roles, light and dark colours, hover fill and keyboard-only focus ring @slow', async ({
  mount,
  page,
}) => {
  const cancel = page.getByRole('button', { name: 'Cancel' });
  const save = page.getByRole('button', { name: 'Save' });
  const edit = page.getByRole('button', { name: 'Edit' });

  const light = await mount(<Variants />);

  await test.step('renders each variant as a button named by its text', async () => {
    for (const button of [cancel, save, edit]) {
      await expect(button).toHaveAttribute('type', 'button');
    }
  });

  await test.step('light theme: default is bordered, primary is filled, invisible has no fill', async () => {
    await expect(cancel).toHaveCSS('background-color', 'rgb(246, 248, 250)');
    await expect(cancel).toHaveCSS('border-top-color', 'rgb(209, 217, 224)');
    await expect(cancel).toHaveCSS('color', 'rgb(31, 35, 40)');
    await expect(save).toHaveCSS('background-color', 'rgb(9, 86, 199)');
    await expect(save).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(edit).toHaveCSS('background-color', transparent);
    await expect(edit).toHaveCSS('border-top-color', transparent);
    await edit.hover();
    await expect(edit).toHaveCSS('background-color', 'rgb(238, 242, 246)');
  });

  await test.step('keyboard focus shows the ring; a mouse click does not', async () => {
    await save.click();
    await expect(save).toHaveCSS('outline-style', 'none');
    await page.keyboard.press('Tab');
    await expect(edit).toBeFocused();
    await expect(edit).toHaveCSS('outline-style', 'solid');
    await expect(edit).toHaveCSS('outline-width', '2px');
    await expect(edit).toHaveCSS('outline-color', 'rgb(9, 105, 218)');
  });

  await test.step('dark theme paints the variants with dark tokens', async () => {
    await light.unmount();
    await movePointerAway(page);
    await mount<HooksConfig>(<Variants />, { hooksConfig: { theme: 'dark' } });
    await expect(cancel).toHaveCSS('background-color', 'rgb(22, 27, 34)');
    await expect(cancel).toHaveCSS('color', 'rgb(230, 237, 243)');
    await expect(save).toHaveCSS('background-color', 'rgb(68, 147, 248)');
    await expect(save).toHaveCSS('color', 'rgb(13, 17, 23)');
  });
});

test("restyled: a consumer's css prop wins over the Button's own styles @slow", async ({
  mount,
  page,
}) => {
  await mount(<Restyled />);
  const pill = page.getByRole('button', { name: 'Pill' });
  const square = page.getByRole('button', { name: 'Square' });
  await expect(pill).toHaveCSS('border-start-start-radius', '999px');
  await expect(pill).toHaveCSS('padding-inline-start', '20px');
  // Everything not overridden is still the Button's.
  await expect(pill).toHaveCSS('background-color', 'rgb(246, 248, 250)');
  await expect(square).toHaveCSS('border-start-start-radius', '0px');
  await expect(square).toHaveCSS('background-color', 'rgb(9, 86, 199)');
});

test('states: disabled, expanded trigger, form submission and playground @slow', async ({
  mount,
  page,
}) => {
  let component = await mount(<Disabled />);

  await test.step('disabled buttons are dimmed and skipped by Tab', async () => {
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

  await test.step('an invisible trigger keeps its fill while its menu is open', async () => {
    await component.unmount();
    component = await mount(<InvisibleTrigger />);
    const trigger = page.getByRole('button', { name: 'Actions for Ada' });
    const menu = page.getByRole('list', { name: "Ada's actions" });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    // Move the pointer off the trigger so only the expanded state can explain the fill.
    const box = await rectOf(menu);
    await page.mouse.move(box.x + 300, box.y + 300);
    await expect(trigger).toHaveCSS('background-color', 'rgb(238, 242, 246)');
    await trigger.click();
    await expect(menu).toBeHidden();
  });

  await test.step('in a form, a Button does not submit; type="submit" does', async () => {
    await component.unmount();
    component = await mount(<InForm />);
    const status = page.getByRole('status');
    await page.getByRole('button', { name: 'Add row' }).click();
    await expect(status).toHaveText('Rows added: 1. Submitted: 0.');
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Rows added: 2. Submitted: 0.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(status).toHaveText('Rows added: 2. Submitted: 1.');
  });

  await test.step('the playground renders the chosen variant and state', async () => {
    await component.unmount();
    await movePointerAway(page);
    await mount(<Playground variant="primary" disabled label="Publish" />);
    const button = page.getByRole('button', { name: 'Publish' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveCSS('background-color', 'rgb(9, 86, 199)');
  });
});
