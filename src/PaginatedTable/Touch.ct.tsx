import { expect, test } from '../../playwright/test.js';
import type { CDPSession, Locator, Page } from '@playwright/test';
import { PeopleTable } from './fixtures.js';
import { cutHeaders, rectOf } from '../../playwright/geometry.js';
import { emulateTouch } from '../../playwright/touch.js';

// Touch emulation outlives its test until the page reloads (see `emulateTouch`).
test.use({ freshPage: true });

const table = (page: Page) => page.getByRole('table', { name: 'People' });
const area = (page: Page) => page.getByRole('region', { name: 'People' });
const header = (page: Page, name: string) =>
  table(page).getByRole('columnheader', { name, exact: true });
const handle = (page: Page, name: string) =>
  table(page).getByRole('separator', { name: `Resize ${name}` });
const widthOf = async (locator: Locator) => (await rectOf(locator)).width;
const changes = (page: Page) => page.evaluate(() => window.widthChanges?.length ?? 0);

/** A finger, as Chromium's touch input has it: each point goes through its gesture handling. */
function finger(cdp: CDPSession) {
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  return {
    async tap(x: number, y: number) {
      await touch('touchStart', x, y);
      await touch('touchEnd');
    },
    /** From (x, y) by (dx, dy), in `steps` moves, then lifted. */
    async swipe(x: number, y: number, dx: number, dy: number, steps = 10) {
      await touch('touchStart', x, y);
      for (let step = 1; step <= steps; step += 1) {
        await touch('touchMove', x + (dx * step) / steps, y + (dy * step) / steps);
      }
      await touch('touchEnd');
    },
  };
}

const centre = async (locator: Locator) => {
  const rect = await rectOf(locator);
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
};

test('a finger: text ends before the 24 px handles; a stray tap on a grip, then a swipe along the head, scrolls and resizes nothing; a swipe up from a grip scrolls; a tapped row keeps no highlight @slow', async ({
  mount,
  page,
  browserName,
}) => {
  // Over WebDriver BiDi, Firefox emulates no coarse pointer and takes no touch input.
  test.skip(browserName !== 'chromium', "Chromium's touch emulation and input");
  await page.setViewportSize({ width: 600, height: 800 });
  const emulated = await emulateTouch(page);
  try {
    await mount(<PeopleTable rowCount={45} />);
    const touch = finger(emulated.cdp);

    await test.step("every header's text ends before its handle, whole", async () => {
      const overlaps = await table(page)
        .locator('th:has(> [role="separator"])')
        .evaluateAll((cells) =>
          cells.flatMap((cell) => {
            const separator = cell.querySelector(':scope > [role="separator"]');
            const content = cell.firstElementChild;
            if (!separator || !content || content === separator) return [];
            const end = content.getBoundingClientRect().right;
            const start = separator.getBoundingClientRect().left;
            return end > start + 0.5 ? [`${cell.textContent}: ${end - start} px under`] : [];
          }),
        );
      expect(overlaps).toEqual([]);
      expect(await widthOf(handle(page, 'Email'))).toBeGreaterThanOrEqual(24);
      expect(await cutHeaders(table(page))).toEqual([]);
    });

    await test.step('a tapped row is not left highlighted (before any swipe: a tap during a fling only stops it)', async () => {
      const cell = table(page).getByRole('row').nth(3).getByRole('cell').nth(1);
      const resting = await cell.evaluate((element) => getComputedStyle(element).backgroundColor);
      const at = await centre(cell);
      await touch.tap(at.x, at.y);
      // The tap leaves the row under the hover state, as a real finger does.
      await expect.poll(() => cell.evaluate((element) => element.matches(':hover'))).toBe(true);
      expect(await cell.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        resting,
      );
    });
    await test.step('a tap on a grip, then a swipe along the head: the table scrolls, no column changes', async () => {
      const email = header(page, 'Email');
      const before = await widthOf(email);
      const committed = await changes(page);
      const grip = await centre(handle(page, 'Email'));
      await touch.tap(grip.x, grip.y);
      // The tap placed the edge (a resize by two taps).
      await expect(handle(page, 'Email')).toHaveAttribute('data-resizing', '');
      // From the middle of a header in view, leftwards, as a thumb scrolls a table.
      const label = await centre(header(page, 'Legal name'));
      await touch.swipe(label.x, label.y, -240, 0);
      await expect
        .poll(() => area(page).evaluate((element) => element.scrollLeft))
        .toBeGreaterThan(0);
      await expect(handle(page, 'Email')).not.toHaveAttribute('data-resizing');
      expect(await widthOf(email)).toBeCloseTo(before, 0);
      expect(await changes(page)).toBe(committed);
      await area(page).evaluate((element) => {
        element.scrollLeft = 0;
      });
    });

    await test.step('a swipe up that starts on a grip scrolls the rows, and keeps the width', async () => {
      const legal = header(page, 'Legal name');
      const before = await widthOf(legal);
      const committed = await changes(page);
      const grip = await centre(handle(page, 'Legal name'));
      // Upwards, with the sideways drift a thumb has.
      await touch.swipe(grip.x, grip.y + 4, 10, -160);
      await expect
        .poll(() => area(page).evaluate((element) => element.scrollTop))
        .toBeGreaterThan(0);
      expect(await widthOf(legal)).toBeCloseTo(before, 0);
      expect(await changes(page)).toBe(committed);
      await expect(handle(page, 'Legal name')).not.toHaveAttribute('data-resizing');
      await area(page).evaluate((element) => {
        element.scrollTop = 0;
      });
    });
  } finally {
    await emulated.off();
  }
});
