import { expect, test } from '../../playwright/test.js';
import type { HooksConfig } from '../../playwright/index.js';
import { Default, Playground, Sizes } from './Spinner.stories.js';

// prefers-reduced-motion lives in Spinner.reducedMotion.ct.tsx: it needs its own browser launch.

test('Spinner: name per locale and label, spin, theme colours and sizes @slow', async ({
  mount,
  page,
}) => {
  const spinner = page.getByRole('progressbar');

  let component = await mount(<Default />);

  await test.step('is a progressbar named by the locale', async () => {
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  });

  await test.step('spins by default', async () => {
    await expect(spinner).not.toHaveCSS('animation-name', 'none');
    await expect(spinner).toHaveCSS('animation-iteration-count', 'infinite');
    await expect
      .poll(() => spinner.evaluate((el) => el.getAnimations().map((a) => a.playState)))
      .toEqual(['running']);
  });

  await test.step('light theme colours the arc and the track', async () => {
    await expect(spinner).toHaveCSS('border-top-color', 'rgb(9, 86, 199)');
    await expect(spinner).toHaveCSS('border-bottom-color', 'rgb(209, 217, 224)');
  });

  await test.step('dark theme colours the arc and the track', async () => {
    await component.unmount();
    component = await mount<HooksConfig>(<Default />, { hooksConfig: { theme: 'dark' } });
    await expect(spinner).toHaveCSS('border-top-color', 'rgb(68, 147, 248)');
    await expect(spinner).toHaveCSS('border-bottom-color', 'rgb(61, 68, 77)');
  });

  await test.step('the name is German under the de locale', async () => {
    await component.unmount();
    component = await mount<HooksConfig>(<Default />, { hooksConfig: { locale: 'de' } });
    await expect(page.getByRole('progressbar', { name: 'Wird geladen' })).toBeVisible();
  });

  await test.step('a label replaces the default name', async () => {
    await component.unmount();
    component = await mount(<Playground size={24} label="Loading customers" />);
    await expect(spinner).toHaveAccessibleName('Loading customers');
  });

  await test.step('size is the diameter the user sees, border included', async () => {
    await component.unmount();
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
});

test('forced colours (Windows high contrast): the arc keeps a colour of its own, so the turn shows; with reduced motion, a still ring in one system colour @slow-in-firefox', async ({
  mount,
  page,
  browserName,
}) => {
  // Over WebDriver BiDi, Firefox emulates no forced colours.
  test.skip(browserName !== 'chromium', 'Chromium emulates forced colours');
  await mount(<Default />);
  const spinner = page.getByRole('progressbar', { name: 'Loading' });
  // A system colour as this page resolves it.
  const system = (color: string) =>
    page.evaluate((value) => {
      const probe = document.createElement('span');
      probe.style.forcedColorAdjust = 'none';
      probe.style.color = value;
      document.body.append(probe);
      const resolved = getComputedStyle(probe).color;
      probe.remove();
      return resolved;
    }, color);
  const sides = () =>
    spinner.evaluate((element) => {
      const style = getComputedStyle(element);
      return [
        style.borderTopColor,
        style.borderRightColor,
        style.borderBottomColor,
        style.borderLeftColor,
      ];
    });
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    const [highlight, grayText] = [await system('Highlight'), await system('GrayText')];
    expect(highlight).not.toBe(grayText);
    await expect.poll(sides).toEqual([highlight, grayText, grayText, grayText]);
    await expect(spinner).not.toHaveCSS('animation-name', 'none');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(spinner).toHaveCSS('animation-name', 'none');
    await expect.poll(sides).toEqual([highlight, highlight, highlight, highlight]);
  } finally {
    await page.emulateMedia({ forcedColors: null, reducedMotion: null });
  }
});
