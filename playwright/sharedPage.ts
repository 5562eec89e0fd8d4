import type { Page, ViewportSize } from '@playwright/test';

// What the CT and e2e fixtures share: both keep one page per worker and hand it to each test
// as a new page would be.

/** Gives the page the viewport the test asks for (Playwright's default when it asks none). */
export async function applyViewport(page: Page, viewport: ViewportSize | null) {
  const wanted = viewport ?? { width: 1280, height: 720 };
  const size = page.viewportSize();
  if (size?.width !== wanted.width || size.height !== wanted.height) {
    await page.setViewportSize(wanted);
  }
}

/** What a test may leave listening on the page. */
const pageEvents = ['console', 'pageerror', 'dialog', 'popup', 'request', 'response'] as const;

/** Removes the listeners a test added to the page. */
export function removeTestListeners(page: Page) {
  for (const event of pageEvents) page.removeAllListeners(event);
}
