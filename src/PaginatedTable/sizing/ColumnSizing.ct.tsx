import { expect, test } from '@playwright/experimental-ct-react';
import type { Locator, Page } from '@playwright/test';
import { featureDefaults } from '../../demo/features.js';
import { CustomerTable, RenderCountingTable } from '../fixtures.js';

const defaults = featureDefaults;

const headers = ['Display name', 'Full legal name', 'Email', 'Account ID', 'Telephone', 'Country'];
const header = (page: Page, name: string) =>
  page.getByRole('table').first().getByRole('columnheader', { name, exact: true });
const handle = (page: Page, name: string) =>
  page.getByRole('separator', { name: `Resize ${name}` });

async function widthOf(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('element is not visible');
  return rect.width;
}

async function widths(page: Page) {
  return Promise.all(headers.map((name) => widthOf(header(page, name))));
}

/** Presses on a handle, moves by `dx` in `steps`, and optionally releases. */
async function drag(page: Page, target: Locator, dx: number, { steps = 5, release = true } = {}) {
  const rect = await target.boundingBox();
  if (!rect) throw new Error('handle is not visible');
  const x = rect.x + rect.width / 2;
  const y = rect.y + rect.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps });
  if (release) await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
});

test('each resizable header has a labelled separator; a +60px drag widens only its column', async ({
  mount,
  page,
}) => {
  await mount(<CustomerTable {...defaults} />);
  for (const name of headers) {
    const separator = handle(page, name);
    await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    await expect(separator).toHaveAttribute('tabindex', '0');
    const width = Math.round(await widthOf(header(page, name)));
    await expect(separator).toHaveAttribute('aria-valuenow', String(width));
    await expect(separator).toHaveAttribute('aria-valuetext', `${width} pixels`);
    await expect(separator).toHaveAttribute('aria-valuemin', /^\d+$/);
    await expect(separator).toHaveAttribute('aria-valuemax', /^\d+$/);
  }
  await expect(page.getByRole('separator', { name: 'Resize Actions' })).toHaveCount(0);

  // A drag by +60px widens exactly that column by 60px.
  const before = await widths(page);
  await drag(page, handle(page, 'Account ID'), 60);
  const after = await widths(page);
  after.forEach((width, index) => {
    const expected = (before[index] ?? 0) + (headers[index] === 'Account ID' ? 60 : 0);
    expect(Math.abs(width - expected), `${headers[index]} width`).toBeLessThanOrEqual(1);
  });
  await expect(handle(page, 'Account ID')).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(after[3] ?? 0)),
  );
});

test('the width follows the pointer during the drag, and pinned offsets follow it', async ({
  mount,
  page,
}) => {
  await mount(<CustomerTable {...defaults} pinnedColumns={2} />);
  const first = header(page, 'Display name');
  const second = header(page, 'Full legal name');
  const start = await widthOf(first);
  await drag(page, handle(page, 'Display name'), 40, { release: false });
  expect(Math.abs((await widthOf(first)) - (start + 40))).toBeLessThanOrEqual(1);
  await page.mouse.up();
  // Scroll sideways: the second pinned column sticks right after the (wider) first one.
  await page.getByRole('region', { name: 'Customers table' }).evaluate((element) => {
    element.scrollLeft = 400;
  });
  const firstCell = page.locator('tbody tr').first().getByRole('cell').nth(0);
  const secondCell = page.locator('tbody tr').first().getByRole('cell').nth(1);
  await expect
    .poll(async () => {
      const a = await firstCell.boundingBox();
      const b = await secondCell.boundingBox();
      return Math.round((b?.x ?? 0) - ((a?.x ?? 0) + (a?.width ?? 0)));
    })
    .toBe(0);
  expect(Math.abs((await widthOf(second)) - (await widthOf(secondCell)))).toBeLessThanOrEqual(1);
});

test('a double-click restores the measured width; Escape cancels a drag', async ({
  mount,
  page,
  browserName,
}) => {
  await mount(<CustomerTable {...defaults} />);
  const column = header(page, 'Country');
  const measured = await widthOf(column);
  await drag(page, handle(page, 'Country'), 80);
  expect(Math.abs((await widthOf(column)) - (measured + 80))).toBeLessThanOrEqual(1);
  if (browserName === 'firefox') {
    // Firefox over WebDriver BiDi never gets a native dblclick from Playwright (each press is its own action chain).
    await handle(page, 'Country').dispatchEvent('dblclick');
  } else {
    await handle(page, 'Country').dblclick();
  }
  await expect.poll(() => widthOf(column)).toBeCloseTo(measured, 0);

  // Escape during a drag cancels it.
  await drag(page, handle(page, 'Country'), 70, { release: false });
  expect(Math.abs((await widthOf(column)) - (measured + 70))).toBeLessThanOrEqual(1);
  await page.keyboard.press('Escape');
  await expect.poll(() => widthOf(column)).toBeCloseTo(measured, 0);
  await page.mouse.move(900, 300);
  await page.mouse.up();
  expect(Math.abs((await widthOf(column)) - measured)).toBeLessThanOrEqual(1);
  await expect(handle(page, 'Country')).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(measured)),
  );
});

/** Widest cell content of a column laid out on one line, plus the cell's padding. */
function contentWidth(page: Page, nth: number) {
  return page.locator(`tbody tr td:nth-child(${nth})`).evaluateAll((cells) =>
    Math.max(
      ...cells.map((cell) => {
        const style = getComputedStyle(cell);
        return (
          (cell.firstElementChild?.scrollWidth ?? 0) +
          parseFloat(style.paddingInlineStart) +
          parseFloat(style.paddingInlineEnd)
        );
      }),
    ),
  );
}

test('narrowing below the content and releasing widens the column to fit it', async ({
  mount,
  page,
}) => {
  await mount(<CustomerTable {...defaults} />);
  // Email is a `min` column, narrower than its content; Country is measured at its content.
  for (const [name, nth, dx] of [
    ['Email', 3, -20],
    ['Country', 6, -40],
  ] as const) {
    await test.step(name, async () => {
      // Bring the handle out from under the sticky actions column.
      await page.getByRole('region', { name: 'Customers table' }).evaluate((area) => {
        area.scrollLeft = area.scrollWidth;
      });
      const column = header(page, name);
      const measured = await widthOf(column);
      const content = await contentWidth(page, nth);
      expect(content).toBeGreaterThan(measured + dx + 10);
      await drag(page, handle(page, name), dx, { release: false });
      expect(Math.abs((await widthOf(column)) - (measured + dx))).toBeLessThanOrEqual(1);
      await page.mouse.up();
      await expect
        .poll(async () => Math.abs((await widthOf(column)) - Math.max(content, measured + dx)))
        .toBeLessThanOrEqual(2);
      await expect(handle(page, name)).toHaveAttribute(
        'aria-valuenow',
        String(Math.round(await widthOf(column))),
      );
      // Now nothing is cut off.
      const clipped = await page
        .locator(`tbody tr td:nth-child(${nth}) > div`)
        .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).length);
      expect(clipped).toBe(0);
    });
  }
});

test('keyboard: arrows resize by 10px, Shift by 50px, Enter resets; the width is announced', async ({
  mount,
  page,
}) => {
  await mount(<CustomerTable {...defaults} />);
  const column = header(page, 'Country');
  const separator = handle(page, 'Country');
  const measured = Math.round(await widthOf(column));
  await separator.focus();
  await page.keyboard.press('ArrowRight');
  await expect(separator).toHaveAttribute('aria-valuenow', String(measured + 10));
  expect(Math.round(await widthOf(column))).toBe(measured + 10);
  await page.keyboard.press('Shift+ArrowRight');
  await expect(separator).toHaveAttribute('aria-valuenow', String(measured + 60));
  await expect(separator).toHaveAttribute('aria-valuetext', `${measured + 60} pixels`);
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'pixels' })).toHaveText(
    `${measured + 60} pixels`,
  );
  await page.keyboard.press('ArrowLeft');
  expect(Math.round(await widthOf(column))).toBe(measured + 50);
  await page.keyboard.press('Enter');
  await expect(separator).toHaveAttribute('aria-valuenow', String(measured));
  expect(Math.round(await widthOf(column))).toBe(measured);
  await expect(separator).toBeFocused();
});

test('RTL: dragging towards the inline end (left) widens; ArrowLeft widens', async ({
  mount,
  page,
}) => {
  await mount(<CustomerTable {...defaults} />, { hooksConfig: { dir: 'rtl' } });
  const column = header(page, 'Account ID');
  const measured = await widthOf(column);
  const separator = handle(page, 'Account ID');
  // The handle sits on the inline-end (left) edge in RTL.
  const handleBox = await separator.boundingBox();
  const columnBox = await column.boundingBox();
  expect(Math.abs((handleBox?.x ?? 0) - (columnBox?.x ?? 0))).toBeLessThanOrEqual(1);
  await drag(page, separator, -60);
  expect(Math.abs((await widthOf(column)) - (measured + 60))).toBeLessThanOrEqual(1);
  await separator.focus();
  await page.keyboard.press('ArrowLeft');
  expect(Math.abs((await widthOf(column)) - (measured + 70))).toBeLessThanOrEqual(1);
  await page.keyboard.press('ArrowRight');
  expect(Math.abs((await widthOf(column)) - (measured + 60))).toBeLessThanOrEqual(1);
});

test('fewer rows scroll the area back to the top; new data re-measures, chosen widths stay', async ({
  mount,
  page,
}) => {
  const component = await mount(<CustomerTable {...defaults} rowCount={40} />);
  const area = page.getByRole('region', { name: 'Customers table' });
  await area.evaluate((element) => {
    element.scrollTop = 800;
  });
  await expect.poll(() => area.evaluate((element) => element.scrollTop)).toBeGreaterThan(700);
  await component.update(<CustomerTable {...defaults} rowCount={45} />);
  expect(await area.evaluate((element) => element.scrollTop)).toBeGreaterThan(700);
  await component.update(<CustomerTable {...defaults} rowCount={10} />);
  await expect.poll(() => area.evaluate((element) => element.scrollTop)).toBe(0);
  await expect(page.locator('tbody tr').first()).toBeInViewport();

  // New data measures again, in both directions; the width the user chose stays.
  const column = header(page, 'Account ID');
  const measured = await widthOf(column);
  await drag(page, handle(page, 'Account ID'), 90);
  expect(Math.abs((await widthOf(column)) - (measured + 90))).toBeLessThanOrEqual(1);
  const pinned = header(page, 'Display name');
  const pinnedAt10 = await widthOf(pinned);
  await component.update(<CustomerTable {...defaults} rowCount={45} />);
  // A longer name among rows 11–45 widens the pinned column; with 10 rows it narrows again.
  await expect.poll(() => widthOf(pinned)).toBeGreaterThan(pinnedAt10 + 10);
  expect(Math.abs((await widthOf(column)) - (measured + 90))).toBeLessThanOrEqual(1);
  await component.update(<CustomerTable {...defaults} rowCount={10} />);
  await expect.poll(() => widthOf(pinned)).toBeCloseTo(pinnedAt10, 0);
  expect(Math.abs((await widthOf(column)) - (measured + 90))).toBeLessThanOrEqual(1);
  // Reset goes back to the measured width.
  await handle(page, 'Account ID').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => widthOf(column)).toBeCloseTo(measured, 0);
});

test('a 20-step drag re-renders no body row', async ({ mount, page }) => {
  await mount(<RenderCountingTable />);
  const renders = () => page.evaluate(() => window.bodyCellRenders ?? 0);
  expect(await renders()).toBeGreaterThan(0);
  const column = page.getByRole('columnheader', { name: 'Name', exact: true });
  const before = await widthOf(column);
  const baseline = await renders();
  await drag(page, page.getByRole('separator', { name: 'Resize Name' }), 100, {
    steps: 20,
    release: false,
  });
  expect(Math.abs((await widthOf(column)) - (before + 100))).toBeLessThanOrEqual(1);
  expect(await renders()).toBe(baseline);
  await page.mouse.up();
  expect(await renders()).toBe(baseline);
});
