import type { Locator } from '@playwright/test';

/** An element's border box in the viewport, in CSS pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The element's border box in the viewport, as `locator.boundingBox()` gives it for a page
 * without iframes, but read in one call: over WebDriver BiDi, Firefox answers `boundingBox()` in
 * about 140 ms (it waits for frames), and this in about 3. Throws when the element has no box.
 */
export async function rectOf(locator: Locator): Promise<Rect> {
  const rect = await locator.evaluate((element) => {
    if (element.getClientRects().length === 0) return null;
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });
  if (!rect) throw new Error(`${locator.toString()} has no box: it is not rendered`);
  return rect;
}
