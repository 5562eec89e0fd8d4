import { expect, test } from '@playwright/experimental-ct-react';
import type { HooksConfig } from '../../playwright/index.js';
import { Default, Playground, Sizes } from './Spinner.stories.js';

test('is a progressbar named by the locale', async ({ mount, page }) => {
  await mount(<Default />);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
});

test('the name is German under the de locale', async ({ mount, page }) => {
  await mount<HooksConfig>(<Default />, { hooksConfig: { locale: 'de' } });
  await expect(page.getByRole('progressbar', { name: 'Wird geladen' })).toBeVisible();
});

test('a label replaces the default name', async ({ mount, page }) => {
  await mount(<Playground size={24} label="Loading customers" />);
  await expect(page.getByRole('progressbar')).toHaveAccessibleName('Loading customers');
});

test('size is the diameter the user sees, border included', async ({ mount, page }) => {
  await mount(<Sizes />);
  for (const [name, size] of [
    ['Loading small', 16],
    ['Loading medium', 32],
    ['Loading large', 48],
  ] as const) {
    // Layout size, not boundingBox(): the box of a rotating square grows with the angle.
    const diameter = await page
      .getByRole('progressbar', { name })
      .evaluate((el: HTMLElement) => [el.offsetWidth, el.offsetHeight]);
    expect(diameter, name).toEqual([size, size]);
  }
});

test('spins by default', async ({ mount, page }) => {
  await mount(<Default />);
  const spinner = page.getByRole('progressbar');
  await expect(spinner).not.toHaveCSS('animation-name', 'none');
  await expect(spinner).toHaveCSS('animation-iteration-count', 'infinite');
  await expect
    .poll(() => spinner.evaluate((el) => el.getAnimations().map((a) => a.playState)))
    .toEqual(['running']);
});

// prefers-reduced-motion lives in Spinner.reducedMotion.ct.tsx: it needs its own browser launch.

test('light and dark themes colour the arc and the track', async ({ mount, page }) => {
  const light = await mount(<Default />);
  const spinner = page.getByRole('progressbar');
  await expect(spinner).toHaveCSS('border-top-color', 'rgb(9, 86, 199)');
  await expect(spinner).toHaveCSS('border-bottom-color', 'rgb(209, 217, 224)');
  await light.unmount();
  await mount<HooksConfig>(<Default />, { hooksConfig: { theme: 'dark' } });
  await expect(spinner).toHaveCSS('border-top-color', 'rgb(68, 147, 248)');
  await expect(spinner).toHaveCSS('border-bottom-color', 'rgb(61, 68, 77)');
});
