import type { CDPSession, Page } from '@playwright/test';
import { expect } from './test.js';

/**
 * Switches on Chromium's touch emulation for `page` (a coarse pointer that does not hover) and
 * waits until its media queries say so; `off` switches it off again (call it in a `finally`).
 * Switched off, it leaves `(hover: none)` and `(pointer: coarse)` on the page until it reloads:
 * a test that uses it declares `test.use({ freshPage: true })`, so the next one gets a reload.
 */
export async function emulateTouch(
  page: Page,
): Promise<{ cdp: CDPSession; off: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await expect.poll(() => page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  return {
    cdp,
    off: async () => {
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
      await cdp.detach();
    },
  };
}
