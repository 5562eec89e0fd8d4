import { expect, test } from '../../playwright/test.js';
import { Default } from './Spinner.stories.js';

// Chromium emulates the media feature; Firefox over WebDriver BiDi ignores emulateMedia, so
// this file runs in a Firefox project launched with its reduced-motion preference
// (playwright-ct.config.ts).
test.afterEach(async ({ page }) => {
  // The worker's page goes on to other tests: stop emulating.
  await page.emulateMedia({ reducedMotion: null });
});

test('prefers-reduced-motion stops the spin and leaves a still, full ring @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await mount(<Default />);
  const spinner = page.getByRole('progressbar', { name: 'Loading' });
  await expect(spinner).toHaveCSS('animation-name', 'none');
  expect(await spinner.evaluate((el) => el.getAnimations().length)).toBe(0);
  await expect(spinner).toHaveCSS('opacity', '0.7');
  for (const side of ['top', 'right', 'bottom', 'left']) {
    await expect(spinner).toHaveCSS(`border-${side}-color`, 'rgb(9, 86, 199)');
  }
});
