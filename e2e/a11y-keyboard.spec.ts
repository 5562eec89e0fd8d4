/**
 * The demo page with the keyboard alone: Tab and Shift+Tab reach every resize handle, every
 * row-action trigger and each Load more link in reading order, every stop shows a focus ring,
 * and each control works from the keyboard. Left to right in the light theme (the slow tier,
 * `npm run test:slow`), right to left in the dark one (the audits).
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_HEADERS } from '../playwright/sharedPage.js';
import { expect, showStory, test, type Dir, type Theme } from './fixtures.js';

const headers = DEMO_HEADERS;

interface Stop {
  /** Role and accessible name, e.g. `separator "Resize Email"`. */
  label: string;
  /** How the focus ring is drawn, or null when it is invisible. */
  ring: string | null;
}

/**
 * Records, in the page, every element that takes focus from now on: its label and whether its
 * focus is drawn (outline or box-shadow), read from computed styles while it has focus, or null
 * once focus is outside the story. A walk then calls into the page once per ten presses rather
 * than once per stop: over WebDriver BiDi each call costs Firefox ~50 ms.
 */
function recordStops(page: Page): Promise<void> {
  return page.evaluate(() => {
    const describe = (element: Element | null) => {
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      const story = document.querySelector('main.ladle-main');
      if (!story?.contains(element)) return null;
      // Firefox puts scrollable boxes in the Tab order: Ladle's <main> is one. Not our stop.
      if (element === story) return { label: 'ladle', ring: 'ladle' };
      const role =
        element.getAttribute('role') ??
        ({ A: 'link', BUTTON: 'button' } as Partial<Record<string, string>>)[element.tagName] ??
        element.tagName.toLowerCase();
      const labelledBy = element.getAttribute('aria-labelledby');
      const name =
        element.getAttribute('aria-label') ??
        (labelledBy
          ? labelledBy
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
              .trim()
          : '');
      const label = `${role} "${name || element.textContent.trim().slice(0, 60)}"`;
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
          ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
          : null;
      const shadow = style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null;
      return { label, ring: outline ?? shadow };
    };
    const recorder = window as unknown as { stops?: (Stop | null)[]; describe?: typeof describe };
    if (!recorder.stops) {
      document.addEventListener(
        'focusin',
        (event) => {
          recorder.stops?.push(recorder.describe?.(event.target as Element) ?? null);
        },
        true,
      );
    }
    recorder.stops = [];
    recorder.describe = describe;
  });
}

/** The stops recorded since the last read, and whether focus is now outside the story. */
function takeStops(page: Page): Promise<{ stops: (Stop | null)[]; outside: boolean }> {
  return page.evaluate(() => {
    const recorder = window as unknown as { stops: (Stop | null)[] };
    const stops = recorder.stops;
    recorder.stops = [];
    const focused = document.activeElement;
    const story = document.querySelector('main.ladle-main');
    return { stops, outside: !focused || focused === document.body || !story?.contains(focused) };
  });
}

/**
 * Presses `key` until focus leaves the story, or `limit` stops were seen; returns the stops.
 * The first `inside` presses are known to stay in the story, and go ten at a time between
 * reads; after that, one at a time, so the walk stops on the first element past the story.
 */
async function walk(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  { limit = 200, inside = 0 }: { limit?: number; inside?: number } = {},
): Promise<Stop[]> {
  await recordStops(page);
  const stops: Stop[] = [];
  for (let presses = 0; presses < 200 && stops.length < limit;) {
    // Never more presses than stops still wanted: one press moves focus once at most.
    const batch = Math.min(
      presses < inside ? Math.min(10, inside - presses) : 1,
      limit - stops.length,
    );
    for (let press = 0; press < batch; press++) await page.keyboard.press(key);
    presses += batch;
    const taken = await takeStops(page);
    for (const stop of taken.stops) {
      if (!stop) return stops;
      if (stop.label !== 'ladle') stops.push(stop);
    }
    if (taken.outside) return stops;
  }
  if (stops.length < limit) throw new Error(`${key} never left the story`);
  return stops;
}

/** Presses Tab until `target` has focus (a few stops at most). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 8; presses++) {
    // evaluateAll finds and checks in one page call (evaluate passes a handle: ~150 ms in Firefox).
    const focused = await target.evaluateAll(
      (elements) => elements.length === 1 && elements[0] === document.activeElement,
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const tableStops = (caption: string, names: readonly string[]) => [
  `region "${caption}"`,
  ...headers.map((header) => `separator "Resize ${header}"`),
  ...names.map((name) => `button "Trigger ${name}"`),
  'link "Load more"',
];

// The light LTR walk is in the slow tier (`npm run test:slow`); the dark RTL one, the same walk
// again, is an audit.
const passes: readonly (readonly [Theme, Dir, { tag?: string }])[] = [
  ['light', 'ltr', { tag: '@slow' }],
  ['dark', 'rtl', { tag: '@audit' }],
];

for (const [theme, dir, details] of passes) {
  test(
    `keyboard only (${dir}, ${theme}): every control in reading order, always visibly focused`,
    details,
    async ({ page }) => {
      test.slow();
      await showStory(page, 'paginated-table--demo', { theme, dir });
      const first = page.getByRole('table', { name: 'Customers table', exact: true });
      const names = await first
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => (row.querySelector('td') as HTMLElement).innerText.trim()),
        );
      expect(names).toHaveLength(10);

      let forward: Stop[] = [];
      await test.step('Tab: both tables in reading order, each stop with a focus ring', async () => {
        // Start from the top of the page, before the story.
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
        });
        const expected = 2 * (1 + headers.length + 10 + 1);
        forward = await walk(page, 'Tab', { inside: expected });
        const labels = forward.map((stop) => stop.label);
        expect(labels.slice(0, expected)).toEqual([
          ...tableStops('Customers table', names),
          ...tableStops('Customers table with two pinned columns', names),
        ]);
        expect(forward.filter((stop) => stop.ring === null).map((stop) => stop.label)).toEqual([]);
      });

      await test.step('Shift+Tab: the same stops in reverse', async () => {
        // From Ladle's sidebar, right after the story, back to the first stop; focus stays in
        // the page (leaving it would hand focus to the browser's own UI).
        const backward = await walk(page, 'Shift+Tab', { limit: forward.length });
        expect(backward.map((stop) => stop.label)).toEqual(
          forward.map((stop) => stop.label).reverse(),
        );
        expect(backward.filter((stop) => stop.ring === null).map((stop) => stop.label)).toEqual([]);
      });

      await test.step('a resize handle: arrows resize towards the inline end, Enter resets', async () => {
        const handle = page.getByRole('separator', { name: 'Resize Email' }).first();
        await tabTo(page, handle);
        const before = Number(await handle.getAttribute('aria-valuenow'));
        await page.keyboard.press(dir === 'ltr' ? 'ArrowRight' : 'ArrowLeft');
        await expect(handle).toHaveAttribute('aria-valuenow', String(before + 10));
        await page.keyboard.press('Enter');
        await expect(handle).toHaveAttribute('aria-valuenow', String(before));
      });

      await test.step('a row trigger opens its menu; Load more loads with Enter', async () => {
        const trigger = first.getByRole('button', { name: `Trigger ${names[0] ?? ''}` });
        await tabTo(page, trigger);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menuitem').first()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(trigger).toBeFocused();
        for (let step = 0; step < 10; step++) await page.keyboard.press('Tab');
        const loadMore = page.getByRole('link', { name: 'Load more' }).first();
        await expect(loadMore).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(first.locator('tbody tr')).toHaveCount(20);
        await expect(page).toHaveURL(/[?&]nextCursor=10(&|$)/);
        // Focus stays on the link, so the next Tab goes on from where the user was.
        await expect(loadMore).toBeFocused();
      });

      await test.step('the scroll area, now taller than its 600 px, scrolls with arrow keys', async () => {
        const area = page.getByRole('region', { name: 'Customers table', exact: true });
        await area.focus();
        // As a user would: press again until it moves (the first press may land mid-layout).
        await expect(async () => {
          await page.keyboard.press('ArrowDown');
          expect(await area.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
        }).toPass();
      });
    },
  );
}
