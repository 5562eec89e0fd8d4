import type { Locator, Page } from '@playwright/test';

/** An element's border box in the viewport, in CSS pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The element's border box in the viewport, as `locator.boundingBox()` gives it for a page
 * without iframes, read in one call that finds and measures the element in the page. Over
 * WebDriver BiDi, Firefox takes about 125 ms for `boundingBox()` and 150 ms for
 * `locator.evaluate()` (they pass an element handle between worlds), and about 45 for this.
 * Waits for the element like `evaluate()` does; throws when it has no box.
 */
export async function rectOf(locator: Locator): Promise<Rect> {
  const measure = () =>
    locator.evaluateAll((elements) =>
      elements.map((element) => {
        if (element.getClientRects().length === 0) return null;
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
  let rects = await measure();
  if (rects.length === 0) {
    await locator.waitFor({ state: 'attached' });
    rects = await measure();
  }
  if (rects.length !== 1) throw new Error(`${locator.toString()} matches ${rects.length} elements`);
  const [rect] = rects;
  if (!rect) throw new Error(`${locator.toString()} has no box: it is not rendered`);
  return rect;
}

/**
 * Whether the element is what a user sees (and would click) at its centre: nothing sticky or
 * overlaid covers it there. One call into the page, as `rectOf`.
 */
export async function seenAtCentre(locator: Locator): Promise<boolean> {
  const seen = await locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(x + width / 2, y + height / 2);
      return hit !== null && element.contains(hit);
    }),
  );
  if (seen.length !== 1) throw new Error(`${locator.toString()} matches ${seen.length} elements`);
  return seen[0] ?? false;
}

/** The colour the page shows at viewport point (`x`, `y`), as `rgb(r, g, b)`: a screenshot's pixel. */
export async function pixelAt(page: Page, x: number, y: number): Promise<string> {
  const png = await page.screenshot({
    clip: { x: Math.floor(x), y: Math.floor(y), width: 1, height: 1 },
    animations: 'disabled',
  });
  return page.evaluate(async (base64) => {
    const image = await createImageBitmap(
      await (await fetch(`data:image/png;base64,${base64}`)).blob(),
    );
    const context = new OffscreenCanvas(1, 1).getContext('2d');
    if (!context) throw new Error('No 2D canvas context');
    context.drawImage(image, 0, 0);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return `rgb(${r}, ${g}, ${b})`;
  }, png.toString('base64'));
}

/** The WCAG contrast ratio of two computed `rgb(…)` colours; throws on a translucent one. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const channels = (color.match(/[\d.]+/g) ?? []).map(Number);
    if (!color.startsWith('rgb') || channels.length < 3 || (channels[3] ?? 1) < 1) {
      throw new Error(`Not an opaque rgb() colour: ${color}`);
    }
    const [r = 0, g = 0, b = 0] = channels.slice(0, 3).map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * The texts of the column headers in `table` whose text runs past the box that clips it (their
 * ellipsis shows), in order. Those as wide as `cap` px or wider are left out: content past a
 * width cap is cut by design. One call into the page, as `rectOf`.
 */
export function cutHeaders(table: Locator, cap = Infinity): Promise<string[]> {
  return table.getByRole('columnheader').evaluateAll(
    (cells, widest) =>
      cells
        .filter((cell) => {
          const text = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode();
          if (!text?.parentElement) return false;
          const range = document.createRange();
          range.selectNodeContents(text);
          const extent = range.getBoundingClientRect();
          const box = text.parentElement.getBoundingClientRect();
          // A text that fits is as wide as its box; a cut one overflows it by half a pixel or more.
          const cut = extent.left < box.left - 0.25 || extent.right > box.right + 0.25;
          return cut && Math.round(cell.getBoundingClientRect().width) < widest;
        })
        .map((cell) => cell.textContent),
    cap,
  );
}

/**
 * Sets the WCAG 1.4.12 text-spacing override on the page, as a user's bookmarklet or extension
 * does. In `<body>`, so the page's cleaning between tests removes it.
 */
export async function setTextSpacing(page: Page): Promise<void> {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = `* {
      line-height: 1.5 !important;
      letter-spacing: 0.12em !important;
      word-spacing: 0.16em !important;
    }`;
    document.body.append(style);
  });
}
