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

/** Every `console.warn` the page prints from now on, in order (the array fills as they come). */
export function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/**
 * The demo's column headers, in order, as the specification names them (the actions column
 * follows them).
 */
export const DEMO_HEADERS = [
  'Display name',
  'Full legal name',
  'Email',
  'Account ID',
  'Telephone',
  'Country',
  'Postal code',
] as const;
