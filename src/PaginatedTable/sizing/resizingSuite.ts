// One resizing suite, run against every table that must resize the same way (as React
// Spectrum's tableResizingTests does): PaginatedTable, and a table built from the primitives
// plus the public hook. The test file supplies `render`, because CT mounts JSX written there.
import type { ComponentFixtures } from '@playwright/experimental-ct-react';
import { expect, test } from '../../../playwright/test.js';
import type { Locator, Page } from '@playwright/test';
import type { HooksConfig } from '../../../playwright/index.js';
import type { ResizableFixtureProps } from '../fixtures.js';
import { CLAMPED_MAX, REFUSED_WIDTHS } from '../fixtures/parents.js';
import { cutHeaders, rectOf, setTextSpacing } from '../../../playwright/geometry.js';
import { DEFAULT_MAX_WIDTH } from './columnSizing.js';

export interface RenderedTable {
  update: (props: ResizableFixtureProps) => Promise<void>;
  unmount: () => Promise<void>;
}

export interface ResizableTable {
  name: string;
  /**
   * The suite's table that runs the same hook in the same layout with the same row-group
   * scheduler. This table then runs what its own markup decides (labels, drags, pins, keys,
   * data, control) and leaves the ones that only the hook and the layout decide (RTL, new data
   * mid-drag, late fonts) to that table.
   */
  sameLayoutAs?: string;
  /**
   * The suite's table whose handles run the same pointer and key code (the hook's). This table
   * then leaves a drag's faults (cancel, lost capture, blur, Escape, a second pointer, unmounting
   * mid-drag) to that table: its own layout only decides how new data mid-drag is measured.
   */
  sameGestureAs?: string;
  /**
   * Sends this table's whole suite to the slow tier (`playwright/tiers.ts`): for a twin of a
   * table whose suite the gate runs.
   */
  tag?: '@slow';
  render: (
    mount: ComponentFixtures['mount'],
    props: ResizableFixtureProps,
    hooksConfig?: HooksConfig,
  ) => Promise<RenderedTable>;
}

export const headers = ['Name', 'Legal name', 'Email', 'Account ID', 'Telephone', 'Country'];

export const header = (page: Page, name: string) =>
  page.getByRole('table', { name: 'People' }).getByRole('columnheader', { name, exact: true });
export const handle = (page: Page, name: string) =>
  page.getByRole('separator', { name: `Resize ${name}`, exact: true });
const area = (page: Page) => page.getByRole('region', { name: 'People' });

export async function widthOf(locator: Locator) {
  return (await rectOf(locator)).width;
}

const widths = (page: Page, names = headers) =>
  Promise.all(names.map((name) => widthOf(header(page, name))));

/** Presses on a handle, moves by `dx` in `steps`, and optionally releases. */
export async function drag(
  page: Page,
  target: Locator,
  dx: number,
  { steps = 5, release = true } = {},
) {
  const rect = await rectOf(target);
  const x = rect.x + rect.width / 2;
  const y = rect.y + rect.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps });
  if (release) await page.mouse.up();
  return { x: x + dx, y };
}

/** Every `onColumnWidthsChange` call so far, as `[widths, reason, columnId]`. */
const changes = (page: Page) =>
  page.evaluate(() =>
    (window.widthChanges ?? []).map(([w, d]) => [w, d.reason, d.columnId] as const),
  );

const near = (actual: number, expected: number, label?: string) => {
  expect(Math.abs(actual - expected), label).toBeLessThanOrEqual(1);
};

/**
 * Each cell of a column: the width its content needs on one line, padding included, and the
 * width it has. The content's own extent (a Range): a table cell's `scrollWidth` leaves out
 * the end padding in Firefox.
 */
function cellWidths(page: Page, nth: number) {
  return page.locator(`tbody tr td:nth-child(${nth})`).evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const style = getComputedStyle(cell);
      const padding = parseFloat(style.paddingInlineStart) + parseFloat(style.paddingInlineEnd);
      return { needs: range.getBoundingClientRect().width + padding, has: cell.clientWidth };
    }),
  );
}

/** Widest cell content of a column laid out on one line, plus the cell's padding. */
const contentWidth = async (page: Page, nth: number) =>
  Math.max(...(await cellWidths(page, nth)).map(({ needs }) => needs));

/**
 * Loads `family` as a late web font would arrive (a common local face, drawn 40% wider), then
 * waits for the `loadingdone` event and the two frames after it.
 */
async function loadFont(page: Page, family: string) {
  await page.evaluate(async (name) => {
    const style = document.createElement('style');
    style.textContent = `@font-face {
      font-family: "${name}";
      src: local("DejaVu Sans"), local("Liberation Sans"), local("Arimo"), local("Arial"),
        local("Bitstream Vera Sans"), local("Noto Sans"), local("FreeSans");
      size-adjust: 140%;
    }`;
    document.head.append(style);
    const done = new Promise((resolve) => {
      document.fonts.addEventListener('loadingdone', resolve, { once: true });
    });
    const [face] = await document.fonts.load(`16px "${name}"`);
    if (!face) throw new Error('No common sans-serif font here to load (fonts-dejavu-core).');
    await done;
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, family);
}

/** Counts the column measures from now on: a measure marks the table, or its head and groups. */
const countMeasures = (page: Page) =>
  page.getByRole('table', { name: 'People' }).evaluate((table) => {
    window.measures = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.oldValue === null) window.measures = (window.measures ?? 0) + 1;
      }
    }).observe(table, {
      subtree: true,
      attributeOldValue: true,
      attributeFilter: ['data-sizing-measuring', 'data-sizing-measure'],
    });
  });

export function resizingSuite({ name, render, sameLayoutAs, sameGestureAs, tag }: ResizableTable) {
  /** Whether this table runs the tests that only the hook and the layout decide. */
  const perLayout = sameLayoutAs === undefined;
  /** Whether this table runs the tests that only the hook's gesture decides. */
  const perGesture = perLayout && sameGestureAs === undefined;
  test.describe(name, tag ? { tag } : {}, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1000, height: 800 });
      await page.evaluate(() => {
        window.widthChanges = [];
        window.localStorage.clear();
      });
    });

    test('separators are labelled splitters; a drag follows the pointer, widens only its column and commits once', async ({
      mount,
      page,
    }) => {
      await render(mount, {});
      for (const column of headers) {
        const separator = handle(page, column);
        await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
        await expect(separator).toHaveAttribute('tabindex', '0');
        const width = Math.round(await widthOf(header(page, column)));
        await expect(separator).toHaveAttribute('aria-valuenow', String(width));
        await expect(separator).toHaveAttribute('aria-valuetext', `${width} pixels`);
        await expect(separator).toHaveAttribute('aria-valuemin', /^\d+$/);
        await expect(separator).toHaveAttribute('aria-valuemax', /^\d+$/);
        // APG window splitter: the separator controls its column header.
        const controls = await separator.getAttribute('aria-controls');
        expect(controls).toBeTruthy();
        await expect(header(page, column)).toHaveAttribute('id', controls ?? '');
      }
      await expect(page.getByRole('separator', { name: 'Resize Actions' })).toHaveCount(0);

      const before = await widths(page);
      const account = header(page, 'Account ID');
      await drag(page, handle(page, 'Account ID'), 60, { release: false });
      near(await widthOf(account), (before[3] ?? 0) + 60, 'follows the pointer');
      expect(await changes(page), 'nothing is committed per move').toEqual([]);
      await page.mouse.up();
      const after = await widths(page);
      after.forEach((width, index) => {
        const expected = (before[index] ?? 0) + (headers[index] === 'Account ID' ? 60 : 0);
        near(width, expected, `${headers[index]} width`);
      });
      await expect(handle(page, 'Account ID')).toHaveAttribute(
        'aria-valuenow',
        String(Math.round(after[3] ?? 0)),
      );
      expect(await changes(page)).toEqual([
        [{ accountId: Math.round(after[3] ?? 0) }, 'drag', 'accountId'],
      ]);

      await test.step('double-click resets; Escape cancels a drag', async () => {
        if (test.info().project.use.browserName === 'firefox') {
          // Firefox over WebDriver BiDi never gets a native dblclick from Playwright.
          await handle(page, 'Account ID').dispatchEvent('dblclick');
        } else {
          await handle(page, 'Account ID').dblclick();
        }
        await expect.poll(() => widthOf(account)).toBeCloseTo(before[3] ?? 0, 0);
        expect((await changes(page)).at(-1)).toEqual([{}, 'reset', 'accountId']);
        const committed = (await changes(page)).length;

        await drag(page, handle(page, 'Account ID'), 70, { release: false });
        near(await widthOf(account), (before[3] ?? 0) + 70);
        await page.keyboard.press('Escape');
        await expect.poll(() => widthOf(account)).toBeCloseTo(before[3] ?? 0, 0);
        await page.mouse.move(900, 300);
        await page.mouse.up();
        near(await widthOf(account), before[3] ?? 0);
        await expect(handle(page, 'Account ID')).toHaveAttribute(
          'aria-valuenow',
          String(Math.round(before[3] ?? 0)),
        );
        expect(await changes(page)).toHaveLength(committed);
      });
    });

    test('releasing narrower than the content widens to fit; the keyboard resizes and resets', async ({
      mount,
      page,
    }) => {
      await render(mount, {});
      // Email is a `min` column, narrower than its content; Country is measured at its content.
      for (const [column, nth, dx, id] of [
        ['Email', 3, -20, 'email'],
        ['Country', 6, -40, 'country'],
      ] as const) {
        await test.step(column, async () => {
          // Bring the handle out from under a sticky actions column.
          await area(page).evaluate((element) => {
            element.scrollLeft = element.scrollWidth;
          });
          const cell = header(page, column);
          const measured = await widthOf(cell);
          const content = await contentWidth(page, nth);
          expect(content).toBeGreaterThan(measured + dx + 10);
          await drag(page, handle(page, column), dx, { release: false });
          near(await widthOf(cell), measured + dx);
          await page.mouse.up();
          const fitted = Math.max(content, measured + dx);
          await expect.poll(async () => Math.abs((await widthOf(cell)) - fitted)).toBeLessThan(2);
          await expect(handle(page, column)).toHaveAttribute(
            'aria-valuenow',
            String(Math.round(await widthOf(cell))),
          );
          const clipped = (await cellWidths(page, nth)).filter(
            ({ needs, has }) => needs > has + 0.5,
          );
          expect(clipped, 'nothing is cut off').toEqual([]);
          const [, reason, columnId] = (await changes(page)).at(-1) ?? [];
          expect([reason, columnId]).toEqual(['autofit', id]);
        });
      }

      await test.step('arrows by 10px, Shift by 50px, Home and End to the limits, Enter resets; the width is announced', async () => {
        const cell = header(page, 'Telephone');
        const separator = handle(page, 'Telephone');
        const measured = Math.round(await widthOf(cell));
        await separator.focus();
        await page.keyboard.press('ArrowRight');
        await expect(separator).toHaveAttribute('aria-valuenow', String(measured + 10));
        expect(Math.round(await widthOf(cell))).toBe(measured + 10);
        await page.keyboard.press('Shift+ArrowRight');
        await expect(separator).toHaveAttribute('aria-valuenow', String(measured + 60));
        await expect(separator).toHaveAttribute('aria-valuetext', `${measured + 60} pixels`);
        await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'pixels' })).toHaveText(
          `${measured + 60} pixels`,
        );
        await page.keyboard.press('ArrowLeft');
        expect(Math.round(await widthOf(cell))).toBe(measured + 50);
        // Home and End resize, and the browser does not take them too (to scroll the area).
        await separator.evaluate((element) => {
          element.addEventListener('keydown', (event) => {
            if (!(event instanceof KeyboardEvent)) return;
            if (event.key === 'Home' || event.key === 'End') {
              setTimeout(() => {
                element.dataset.scrollKey = String(!event.defaultPrevented);
              });
            }
          });
        });
        const limits = await separator.evaluate((element) => [
          Number(element.getAttribute('aria-valuemin')),
          Number(element.getAttribute('aria-valuemax')),
        ]);
        for (const [key, width] of [
          ['Home', limits[0]],
          ['End', limits[1]],
        ] as const) {
          await separator.evaluate((element) => {
            delete element.dataset.scrollKey;
          });
          await page.keyboard.press(key);
          await expect(separator).toHaveAttribute('aria-valuenow', String(width));
          expect(Math.round(await widthOf(cell))).toBe(width);
          await expect(separator).toHaveAttribute('data-scroll-key', 'false');
        }
        await page.keyboard.press('Enter');
        await expect(separator).toHaveAttribute('aria-valuenow', String(measured));
        expect(Math.round(await widthOf(cell))).toBe(measured);
        await expect(separator).toBeFocused();
        expect((await changes(page)).slice(-6).map(([, reason]) => reason)).toEqual([
          'keyboard',
          'keyboard',
          'keyboard',
          'keyboard',
          'keyboard',
          'reset',
        ]);
      });
    });

    test('new data re-measures and keeps chosen widths; filler room gives way first', async ({
      mount,
      page,
    }) => {
      const table = await render(mount, {});
      const account = header(page, 'Account ID');
      const measured = await widthOf(account);
      await drag(page, handle(page, 'Account ID'), 90);
      near(await widthOf(account), measured + 90);
      const name = header(page, 'Name');
      const nameAt10 = await widthOf(name);
      await table.update({ rowCount: 45 });
      // A longer name among rows 11–45 widens Name; with 10 rows it narrows again.
      await expect.poll(() => widthOf(name)).toBeGreaterThan(nameAt10 + 10);
      near(await widthOf(account), measured + 90, 'the chosen width survives Load more');
      await table.update({ rowCount: 10 });
      await expect.poll(() => widthOf(name)).toBeCloseTo(nameAt10, 0);
      near(await widthOf(account), measured + 90);
      await table.unmount();

      await test.step('three narrow columns fill the area; widening one takes filler room', async () => {
        const few = ['Postal code', 'Account ID', 'Telephone'];
        await render(mount, { columnSet: 'few' });
        const inner = await area(page).evaluate((element) => element.clientWidth);
        const total = async () => (await widths(page, few)).reduce((sum, w) => sum + w, 0);
        await expect.poll(total).toBeCloseTo(inner, -1);
        const [postal = 0, accountId = 0, phone = 0] = await widths(page, few);
        // Widen the first column by 60: the two fillers give the room back.
        await drag(page, handle(page, 'Postal code'), 60);
        const [postal2 = 0, accountId2 = 0, phone2 = 0] = await widths(page, few);
        near(postal2, postal + 60);
        expect(Math.abs(accountId2 + phone2 - (accountId + phone - 60))).toBeLessThanOrEqual(2);
        expect(accountId2).toBeLessThan(accountId);
        expect(await total()).toBeLessThanOrEqual(inner + 1);
        expect(await area(page).evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);
        // Far wider than all filler room: only now does the table overflow.
        await handle(page, 'Postal code').focus();
        for (let press = 0; press < 12; press++) await page.keyboard.press('Shift+ArrowRight');
        await expect
          .poll(() => area(page).evaluate((e) => e.scrollWidth - e.clientWidth))
          .toBeGreaterThan(0);
      });
    });

    test('controlled and persisted widths: the parent keeps them, a remount restores them @slow-in-firefox', async ({
      mount,
      page,
    }) => {
      const first = await render(mount, { controlled: true, storageKey: 'people-widths' });
      const country = header(page, 'Country');
      const measured = await widthOf(country);
      await handle(page, 'Country').focus();
      await page.keyboard.press('Shift+ArrowRight');
      await expect.poll(() => widthOf(country)).toBeCloseTo(measured + 50, 0);
      const saved = await page.evaluate(() => window.localStorage.getItem('people-widths'));
      expect(JSON.parse(saved ?? '{}')).toEqual({ country: Math.round(measured) + 50 });
      await first.unmount();

      await render(mount, { storageKey: 'people-widths' });
      await expect.poll(() => widthOf(header(page, 'Country'))).toBeCloseTo(measured + 50, 0);
      await expect(handle(page, 'Country')).toHaveAttribute(
        'aria-valuenow',
        String(Math.round(measured) + 50),
      );
    });

    test('controlled means controlled: a parent that clamps, and one that refuses, are shown as they say @slow-in-firefox', async ({
      mount,
      page,
    }) => {
      const clamped = await render(mount, { controlled: 'clamps' });
      const account = header(page, 'Account ID');
      const measured = await widthOf(account);
      expect(measured, 'the drag must cross the cap').toBeLessThan(CLAMPED_MAX - 50);
      await test.step('a drag past the cap ends at the cap', async () => {
        await drag(page, handle(page, 'Account ID'), CLAMPED_MAX - measured + 80);
        await expect.poll(() => widthOf(account)).toBeCloseTo(CLAMPED_MAX, 0);
        await expect(handle(page, 'Account ID')).toHaveAttribute(
          'aria-valuenow',
          String(CLAMPED_MAX),
        );
      });
      await test.step('a key press past the cap stays at the cap, and says so', async () => {
        const phone = header(page, 'Telephone');
        const phoneMeasured = Math.round(await widthOf(phone));
        await handle(page, 'Telephone').focus();
        for (let press = 0; press * 50 <= CLAMPED_MAX - phoneMeasured; press++) {
          await page.keyboard.press('Shift+ArrowRight');
        }
        await expect.poll(() => widthOf(phone)).toBeCloseTo(CLAMPED_MAX, 0);
        await expect(handle(page, 'Telephone')).toHaveAttribute(
          'aria-valuenow',
          String(CLAMPED_MAX),
        );
        await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'pixels' })).toHaveText(
          `${CLAMPED_MAX} pixels`,
        );
        await page.keyboard.press('Enter');
        await expect.poll(() => widthOf(phone)).toBeCloseTo(phoneMeasured, 0);
      });
      await clamped.unmount();

      await render(mount, { controlled: 'refuses' });
      const refused = REFUSED_WIDTHS.accountId ?? 0;
      await expect.poll(() => widthOf(account)).toBeCloseTo(refused, 0);
      await test.step('a drag, a key press and a reset all leave the width the parent keeps', async () => {
        await drag(page, handle(page, 'Account ID'), 60);
        await expect.poll(() => widthOf(account)).toBeCloseTo(refused, 0);
        await expect(handle(page, 'Account ID')).toHaveAttribute('aria-valuenow', String(refused));
        await handle(page, 'Account ID').focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        expect(Math.round(await widthOf(account))).toBe(refused);
        await expect(handle(page, 'Account ID')).toHaveAttribute('aria-valuenow', String(refused));
        expect((await changes(page)).slice(-3).map(([, reason]) => reason)).toEqual([
          'drag',
          'keyboard',
          'reset',
        ]);
      });
    });

    // RTL, new data mid-drag and late fonts: the hook and the layout decide them.
    if (perLayout) {
      test('RTL: dragging towards the inline end (left) widens, and so does a click there after a click on the handle; ArrowLeft widens', async ({
        mount,
        page,
      }) => {
        await render(mount, {}, { dir: 'rtl' });
        const cell = header(page, 'Account ID');
        const measured = await widthOf(cell);
        const separator = handle(page, 'Account ID');
        // The handle sits on the inline-end (left) edge in RTL.
        near((await rectOf(separator)).x, (await rectOf(cell)).x);
        await drag(page, separator, -60);
        near(await widthOf(cell), measured + 60);
        await separator.focus();
        await page.keyboard.press('ArrowLeft');
        near(await widthOf(cell), measured + 70);
        await page.keyboard.press('ArrowRight');
        near(await widthOf(cell), measured + 60);
        // A click on the handle, then one 20 px further left in the head.
        const box = await rectOf(separator);
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        await page.mouse.click(x, y);
        await page.mouse.move(x - 20, y, { steps: 2 });
        // A scroll of the area keeps the placed edge under the pointer: in RTL, `scrollLeft`
        // runs from 0 to negative values, the same way as x.
        const scrollTo = (left: number) =>
          area(page).evaluate((element, to) => {
            element.scrollLeft = to;
            return element.scrollLeft;
          }, left);
        expect(await scrollTo(-30)).toBe(-30);
        await expect
          .poll(async () => (await rectOf(separator)).x + box.width / 2)
          .toBeCloseTo(x - 20, 0);
        expect(await scrollTo(0)).toBe(0);
        await page.mouse.click(x - 20, y);
        near(await widthOf(cell), measured + 80);
      });

      test('new data mid-drag keeps the drag whole @slow-in-firefox', async ({ mount, page }) => {
        const table = await render(mount, {});
        const account = header(page, 'Account ID');
        const separator = handle(page, 'Account ID');
        const measured = await widthOf(account);
        const name = header(page, 'Name');
        const nameAt10 = await widthOf(name);
        const { x, y } = await drag(page, separator, 20, { release: false });
        near(await widthOf(account), measured + 20);
        await table.update({ rowCount: 45 });
        await expect.poll(() => widthOf(name)).toBeGreaterThan(nameAt10 + 10);
        near(await widthOf(account), measured + 20, 'the drag survives the re-measure');
        await page.mouse.move(x + 30, y, { steps: 2 });
        await page.mouse.up();
        near(await widthOf(account), measured + 50);
        await expect(separator).toHaveAttribute('aria-valuenow', String(Math.round(measured) + 50));
      });
    }

    // A drag's faults: the hook's gesture code decides them, in any layout.
    if (perGesture) {
      test.describe(() => {
        // It patches EventTarget and requestAnimationFrame to count leaks: a page of its own.
        test.use({ freshPage: true });

        test('drag faults end or are ignored cleanly, and leave nothing behind @slow', async ({
          mount,
          page,
          browserName,
        }) => {
          const table = await render(mount, {});
          const account = header(page, 'Account ID');
          const separator = handle(page, 'Account ID');
          const measured = await widthOf(account);
          // Which pointer the browser's mouse is, and a pointer event on the handle from the page.
          await page.evaluate(() => {
            window.addEventListener(
              'pointerdown',
              (event) => {
                (window as Window & { mousePointer?: number }).mousePointer = event.pointerId;
              },
              true,
            );
          });
          for (const [fault, inject] of [
            [
              'pointercancel',
              () =>
                separator.evaluate((element) => {
                  const pointerId =
                    (window as Window & { mousePointer?: number }).mousePointer ?? 1;
                  element.dispatchEvent(
                    new PointerEvent('pointercancel', { pointerId, bubbles: true }),
                  );
                }),
            ],
            [
              'lost pointer capture',
              () =>
                separator.evaluate((element) => {
                  const id = (window as Window & { mousePointer?: number }).mousePointer ?? 1;
                  element.releasePointerCapture(id);
                }),
            ],
            ['window blur', () => page.evaluate(() => window.dispatchEvent(new Event('blur')))],
            ['Escape', () => page.keyboard.press('Escape')],
          ] as const) {
            await test.step(`${fault} cancels: the width goes back, later moves do nothing`, async () => {
              const { x, y } = await drag(page, separator, 50, { release: false });
              near(await widthOf(account), measured + 50);
              await inject();
              // A released capture is only reported before the next pointer event: move first.
              await page.mouse.move(x + 40, y, { steps: 2 });
              await expect.poll(() => widthOf(account)).toBeCloseTo(measured, 0);
              await page.mouse.up();
              near(await widthOf(account), measured);
              await expect(separator).toHaveAttribute(
                'aria-valuenow',
                String(Math.round(measured)),
              );
              await expect(separator).not.toHaveAttribute('data-resizing');
              expect(await changes(page)).toEqual([]);
            });
          }

          await test.step('Escape mid-drag is the resize’s alone: a modal dialog around the table stays open, and the next Escape closes it', async () => {
            // The table moves into a modal <dialog>, and the app listens for Escape on the
            // document, as dialog libraries do.
            await page.evaluate(() => {
              const root = document.getElementById('root');
              if (!root) throw new Error('No #root to move into a dialog.');
              const dialog = document.createElement('dialog');
              dialog.setAttribute('aria-label', 'Around');
              document.body.append(dialog);
              dialog.append(root);
              dialog.showModal();
              window.appEscapes = 0;
              document.addEventListener('keydown', (event) => {
                if (event.key === 'Escape') window.appEscapes = (window.appEscapes ?? 0) + 1;
              });
            });
            const dialog = page.getByRole('dialog', { name: 'Around' });
            const appEscapes = () => page.evaluate(() => window.appEscapes);
            const before = await widthOf(account);
            await drag(page, separator, 40, { release: false });
            await expect.poll(() => widthOf(account)).toBeCloseTo(before + 40, 0);
            await page.keyboard.press('Escape');
            await expect.poll(() => widthOf(account)).toBeCloseTo(before, 0);
            await page.mouse.up();
            await expect(dialog).toBeVisible();
            expect(await appEscapes()).toBe(0);
            expect(await changes(page)).toEqual([]);
            // With no drag, Escape is the dialog's.
            await page.keyboard.press('Escape');
            await expect(dialog).toBeHidden();
            expect(await appEscapes()).toBe(1);
            await page.evaluate(() => {
              const root = document.getElementById('root');
              if (root) document.body.append(root);
              document.querySelector('dialog')?.remove();
            });
            near(await widthOf(account), before);
          });

          await test.step('a second pointer during a drag is ignored', async () => {
            const phone = header(page, 'Telephone');
            const phoneWidth = await widthOf(phone);
            const { x, y } = await drag(page, separator, 30, { release: false });
            await handle(page, 'Telephone').evaluate((element) => {
              const init = { pointerId: 77, isPrimary: false, bubbles: true, button: 0 };
              element.dispatchEvent(new PointerEvent('pointerdown', init));
              element.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: 0 }));
              element.dispatchEvent(new PointerEvent('pointerup', init));
            });
            await page.mouse.move(x + 20, y, { steps: 2 });
            await page.mouse.up();
            near(await widthOf(account), measured + 50);
            near(await widthOf(phone), phoneWidth);
            expect((await changes(page)).map(([, reason, id]) => [reason, id])).toEqual([
              ['drag', 'accountId'],
            ]);
          });

          await test.step('a click places the edge: it follows the pointer along the head with no button held, and a click there sets it', async () => {
            const start = await widthOf(account);
            const committed = (await changes(page)).length;
            const rect = await rectOf(separator);
            const x = rect.x + rect.width / 2;
            const y = rect.y + rect.height / 2;
            await page.mouse.click(x, y);
            await expect(separator).toHaveAttribute('data-resizing', '');
            await expect(separator).toBeFocused();
            // Along the head, 40 px towards the inline end: the edge follows, under a resize cursor.
            await page.mouse.move(x + 40, y, { steps: 4 });
            await expect.poll(() => widthOf(account)).toBeCloseTo(start + 40, 0);
            await expect(separator).toHaveAttribute(
              'aria-valuenow',
              String(Math.round(start + 40)),
            );
            await expect(header(page, 'Country')).toHaveCSS('cursor', 'col-resize');
            expect(await changes(page), 'nothing is committed before the click').toHaveLength(
              committed,
            );
            // A scroll of the area keeps the edge under the pointer.
            const scrollBy = (left: number) =>
              area(page).evaluate((element, by) => {
                element.scrollLeft += by;
              }, left);
            const handleX = async () => {
              const box = await rectOf(separator);
              return box.x + box.width / 2;
            };
            await scrollBy(30);
            await expect.poll(handleX).toBeCloseTo(x + 40, 0);
            await scrollBy(-30);
            await expect.poll(handleX).toBeCloseTo(x + 40, 0);
            near(await widthOf(account), start + 40);
            // Off the head the column shows its width from before; back on, the edge follows.
            await page.mouse.move(x + 40, y + 120, { steps: 2 });
            await expect.poll(() => widthOf(account)).toBeCloseTo(start, 0);
            await page.mouse.move(x + 40, y, { steps: 2 });
            await expect.poll(() => widthOf(account)).toBeCloseTo(start + 40, 0);
            // A press in the head released off it is taken back (WCAG 2.5.2): nothing is set.
            await page.mouse.down();
            await page.mouse.move(x + 40, y + 120, { steps: 2 });
            await page.mouse.up();
            await expect(separator).not.toHaveAttribute('data-resizing');
            near(await widthOf(account), start);
            expect(await changes(page)).toHaveLength(committed);

            await page.mouse.click(x, y);
            await page.mouse.move(x + 40, y, { steps: 4 });
            await page.mouse.click(x + 40, y);
            near(await widthOf(account), start + 40);
            await expect(separator).not.toHaveAttribute('data-resizing');
            await expect(separator).toBeFocused();
            await expect(header(page, 'Country')).toHaveCSS('cursor', 'auto');
            expect((await changes(page)).at(-1)).toEqual([
              { accountId: Math.round(start + 40) },
              'drag',
              'accountId',
            ]);
            await page.mouse.move(x + 90, y, { steps: 2 });
            near(await widthOf(account), start + 40, 'set: later moves do nothing');
          });

          await test.step('after a click on a handle: a click off the head, a key, another handle, a finger, Escape, a double-click', async () => {
            const start = await widthOf(account);
            const committed = (await changes(page)).length;
            const placed = () => expect(separator).toHaveAttribute('data-resizing', '');
            /** Clicks the middle of the handle (which moves as its column does) and returns it. */
            const clickHandle = async () => {
              const rect = await rectOf(separator);
              const at = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
              await page.mouse.click(at.x, at.y);
              await placed();
              return at;
            };

            // A click off the head cancels, and goes on to what it pressed: a row's menu opens.
            await clickHandle();
            const trigger = page.getByRole('button', { name: /^Actions for / }).first();
            await trigger.click();
            await expect(page.getByRole('menu')).toBeVisible();
            await expect(separator).not.toHaveAttribute('data-resizing');
            await page.keyboard.press('Escape');
            await expect(page.getByRole('menu')).toHaveCount(0);
            near(await widthOf(account), start);
            expect(await changes(page)).toHaveLength(committed);
            // Firefox scrolled the area to bring the pinned trigger into view: back to the start.
            await area(page).evaluate((element) => {
              element.scrollLeft = 0;
            });

            // A key on the handle ends the placing, then resizes as it always does.
            await clickHandle();
            await page.keyboard.press('ArrowRight');
            await expect(separator).not.toHaveAttribute('data-resizing');
            await expect.poll(() => widthOf(account)).toBeCloseTo(start + 10, 0);
            expect((await changes(page)).at(-1)?.[1]).toBe('keyboard');

            // A drag on a handle before it (the ones after move with the edge) ends the placing
            // and drags that column.
            const legal = header(page, 'Legal name');
            const legalWidth = await widthOf(legal);
            await clickHandle();
            await drag(page, handle(page, 'Legal name'), 30);
            await expect(separator).not.toHaveAttribute('data-resizing');
            near(await widthOf(legal), legalWidth + 30);
            near(await widthOf(account), start + 10);

            // A finger: a tap on the handle, then a tap in the head, with no move between.
            const tap = await clickHandle();
            await page.evaluate(
              ({ clientX, clientY }) => {
                const init = {
                  pointerId: 9,
                  pointerType: 'touch',
                  isPrimary: true,
                  button: 0,
                  clientX,
                  clientY,
                  bubbles: true,
                };
                const target = document.elementFromPoint(clientX, clientY) ?? document.body;
                target.dispatchEvent(new PointerEvent('pointerdown', init));
                target.dispatchEvent(new PointerEvent('pointerup', init));
              },
              { clientX: tap.x + 30, clientY: tap.y },
            );
            near(await widthOf(account), start + 40);
            await expect(separator).not.toHaveAttribute('data-resizing');

            if (browserName === 'chromium') {
              // A real finger (Chromium's touch input): pressed on the head, slid off and lifted,
              // it sets nothing (WCAG 2.5.2), though its events all go to what it touched.
              const cdp = await page.context().newCDPSession(page);
              const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
                cdp.send('Input.dispatchTouchEvent', {
                  type,
                  touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
                });
              const at = await clickHandle();
              await touch('touchStart', at.x, at.y);
              await touch('touchMove', at.x + 30, at.y + 150);
              await touch('touchEnd');
              await expect(separator).not.toHaveAttribute('data-resizing');
              near(await widthOf(account), start + 40);

              // A finger rolls as it lifts: a tap that moved 7 px is still a tap. It places the
              // edge and sets nothing.
              const committed = (await changes(page)).length;
              const box = await separator.boundingBox();
              if (!box) throw new Error('The handle has no box.');
              const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
              await touch('touchStart', x, y);
              await touch('touchMove', x + 7, y);
              await touch('touchEnd');
              await expect(separator).toHaveAttribute('data-resizing');
              await page.keyboard.press('Escape');
              await expect(separator).not.toHaveAttribute('data-resizing');
              near(await widthOf(account), start + 40);
              expect(await changes(page)).toHaveLength(committed);
              await cdp.detach();
            }

            // Escape cancels, and the next click in the head sets nothing.
            const set = (await changes(page)).length;
            const at = await clickHandle();
            await page.mouse.move(at.x + 50, at.y, { steps: 2 });
            await expect.poll(() => widthOf(account)).toBeCloseTo(start + 90, 0);
            await page.keyboard.press('Escape');
            await expect.poll(() => widthOf(account)).toBeCloseTo(start + 40, 0);
            await expect(separator).not.toHaveAttribute('data-resizing');
            await page.mouse.click(at.x + 30, at.y);
            near(await widthOf(account), start + 40, 'cancelled: the next click sets nothing');
            expect(await changes(page)).toHaveLength(set);

            // A right-click in the head cancels too (another button), and its context menu is
            // the page's: the resize does not take it.
            const placedAt = await clickHandle();
            await page.mouse.move(placedAt.x + 50, placedAt.y, { steps: 2 });
            await expect.poll(() => widthOf(account)).toBeCloseTo(start + 90, 0);
            await page.evaluate(() => {
              window.addEventListener(
                'contextmenu',
                (event) => {
                  window.contextMenuPrevented = event.defaultPrevented;
                  event.preventDefault();
                },
                { once: true },
              );
            });
            await page.mouse.click(placedAt.x + 50, placedAt.y, { button: 'right' });
            await expect
              .poll(() => page.evaluate(() => window.contextMenuPrevented), {
                message: 'the page gets its context menu',
              })
              .toBe(false);
            await expect(separator).not.toHaveAttribute('data-resizing');
            await expect.poll(() => widthOf(account)).toBeCloseTo(start + 40, 0);
            await page.mouse.click(placedAt.x + 30, placedAt.y);
            near(await widthOf(account), start + 40, 'right-clicked: the next click sets nothing');
            expect(await changes(page)).toHaveLength(set);

            if (browserName === 'chromium') {
              // A double-click whose second click is a pixel off: its first click placed the
              // edge, its second sets nothing there, and only the reset is reported.
              const reported = (await changes(page)).length;
              const box = await rectOf(separator);
              const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
              await page.mouse.click(at.x, at.y);
              await page.mouse.click(at.x + 1, at.y, { clickCount: 2 });
              await expect(separator).not.toHaveAttribute('data-resizing');
              await expect
                .poll(async () =>
                  (await changes(page)).slice(reported).map(([, reason, id]) => [reason, id]),
                )
                .toEqual([['reset', 'accountId']]);
            }
          });

          await test.step('a placed edge whose column goes away ends at the next move: no resize cursor is left, and a click in the head sets nothing', async () => {
            const reported = (await changes(page)).length;
            const email = handle(page, 'Email');
            const rect = await rectOf(email);
            await page.mouse.click(rect.x + rect.width / 2, rect.y + rect.height / 2);
            await expect(email).toHaveAttribute('data-resizing', '');
            await table.update({ columnSet: 'few' });
            await expect(email).toHaveCount(0);
            const phone = header(page, 'Telephone');
            const box = await rectOf(phone);
            await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
            await expect(phone).not.toHaveCSS('cursor', 'col-resize');
            await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
            expect(await changes(page)).toHaveLength(reported);
            await table.update({});
          });

          await test.step('unmounting mid-drag, or with an edge placed, leaves no listeners and no animation frames', async () => {
            await page.evaluate(() => {
              const counts = { listeners: 0, frames: new Set<number>() };
              (window as Window & { leaks?: typeof counts }).leaks = counts;
              const { addEventListener: add, removeEventListener: remove } = EventTarget.prototype; // eslint-disable-line @typescript-eslint/unbound-method -- re-bound with apply below
              const isGlobal = (target: unknown) => target === window || target === document;
              EventTarget.prototype.addEventListener = function (this: EventTarget, ...args) {
                if (isGlobal(this)) counts.listeners++;
                add.apply(this, args);
              };
              EventTarget.prototype.removeEventListener = function (this: EventTarget, ...args) {
                if (isGlobal(this)) counts.listeners--;
                remove.apply(this, args);
              };
              const request = window.requestAnimationFrame.bind(window);
              const cancelFrame = window.cancelAnimationFrame.bind(window);
              window.requestAnimationFrame = (callback) => {
                const id = request((time) => {
                  counts.frames.delete(id);
                  callback(time);
                });
                counts.frames.add(id);
                return id;
              };
              window.cancelAnimationFrame = (id) => {
                counts.frames.delete(id);
                cancelFrame(id);
              };
            });
            const leaks = () =>
              page.evaluate(() => {
                const counts = (
                  window as Window & { leaks?: { listeners: number; frames: Set<number> } }
                ).leaks;
                return { listeners: counts?.listeners, frames: counts?.frames.size };
              });
            await drag(page, separator, 25, { release: false });
            expect((await leaks()).listeners, 'a drag listens on window').toBeGreaterThan(0);
            await table.unmount();
            expect(await leaks()).toEqual({ listeners: 0, frames: 0 });
            await page.mouse.up();
            expect(await leaks()).toEqual({ listeners: 0, frames: 0 });

            const again = await render(mount, {});
            await expect(separator).toHaveAttribute('aria-valuenow', /^\d+$/);
            const before = (await leaks()).listeners ?? 0;
            const box = await rectOf(separator);
            await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
            await expect(separator).toHaveAttribute('data-resizing', '');
            expect((await leaks()).listeners, 'a placed edge listens on window').toBeGreaterThan(
              before,
            );
            await again.unmount();
            expect(await leaks()).toEqual({ listeners: 0, frames: 0 });
          });
        });
      });
    }

    if (perLayout) {
      test('measured again: a font the table uses that loads late (not another), and new header texts; widths the user set stay @slow', async ({
        mount,
        page,
      }) => {
        // Names of this run's own: the page is shared, and a font it has loaded stays loaded.
        const run = `${test.info().testId} ${test.info().retry}`;
        const family = `Late Web Font ${run}`;
        const table = await render(mount, { fontFamily: family });
        await expect(page.getByRole('table', { name: 'People' })).toHaveAttribute(
          'data-phase',
          'fixed',
        );
        // Measured in the fallback font: every name shows whole.
        const cut = async () =>
          Math.max(...(await cellWidths(page, 1)).map(({ needs, has }) => needs - has));
        expect(await cut()).toBeLessThanOrEqual(1);
        // The user widens Telephone by a keyboard step.
        const phone = header(page, 'Telephone');
        const before = await widthOf(phone);
        await handle(page, 'Telephone').press('ArrowRight');
        await expect.poll(() => widthOf(phone)).toBeGreaterThan(before);
        const set = await widthOf(phone);

        await test.step('a font the table does not use (an icon font) measures nothing', async () => {
          await countMeasures(page);
          await loadFont(page, `Unrelated Icon Font ${run}`);
          expect(await page.evaluate(() => window.measures)).toBe(0);
        });

        await test.step('the theme font arriving late, wider: names show whole in it', async () => {
          const name = await widthOf(header(page, 'Name'));
          await loadFont(page, family);
          await expect.poll(() => widthOf(header(page, 'Name'))).toBeGreaterThan(name);
          await expect.poll(cut).toBeLessThanOrEqual(1);
          near(await widthOf(phone), set, 'the width the user set');
        });

        await test.step('new header texts (a language switch): each shows whole, over its cells', async () => {
          await table.update({ fontFamily: family, longHeaders: true });
          const row = page.locator('tbody tr').first();
          const long = ['Vollständiger Name', 'Eingetragener Firmenname', 'E-Mail-Adresse'];
          for (const [index, label] of long.entries()) {
            const cell = header(page, label);
            // Nothing of the header's text is cut off.
            await expect
              .poll(() => cell.evaluate((element) => element.scrollWidth - element.clientWidth))
              .toBe(0);
            const [head, body] = [
              await rectOf(cell),
              await rectOf(row.getByRole('cell').nth(index)),
            ];
            near(body.width, head.width, `${label}: cell width`);
            near(body.x, head.x, `${label}: cell start`);
          }
          near(await widthOf(header(page, 'Telefonnummer')), set, 'the width the user set');
        });

        await test.step('text spacing set after the table shows (WCAG 1.4.12): names and headers whole again', async () => {
          await setTextSpacing(page);
          await expect.poll(cut).toBeLessThanOrEqual(1);
          // Every header's text whole, the actions column's too (it has no handle to widen it);
          // but where the user set the width, or the content passed the cap.
          await expect
            .poll(async () =>
              (
                await cutHeaders(page.getByRole('table', { name: 'People' }), DEFAULT_MAX_WIDTH)
              ).filter((text) => text !== 'Telefonnummer'),
            )
            .toEqual([]);
          near(await widthOf(header(page, 'Telefonnummer')), set, 'the width the user set');
        });
      });
    }
  });
}
