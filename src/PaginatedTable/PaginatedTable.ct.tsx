import { expect, test } from '../../playwright/test.js';
import type { Locator, Page } from '@playwright/test';
import {
  DeletablePlanets,
  LeftToRightValues,
  PeopleInPopover,
  LocaleSwitchingTable,
  MissingActionsRender,
  NoColumns,
  PeopleTable,
  PlanetsWithActions,
  RtlStylePluginTable,
  StandaloneRowActions,
  UnreliablePlanets,
} from './fixtures.js';
import {
  contrastRatio,
  cutHeaders,
  pixelAt,
  rectOf,
  seenAtCentre,
} from '../../playwright/geometry.js';
import { emulatePrint } from '../../playwright/print.js';
import { emulateTouch } from '../../playwright/touch.js';
import { drag } from './sizing/resizingSuite.js';
import { RowActions } from './RowActions.js';
import { MinimumWidth, SearchAsYouType } from './PaginatedTable.features.stories.js';

const table = (page: Page) => page.getByRole('table', { name: 'People' });
const area = (page: Page) => page.getByRole('region', { name: 'People' });
const header = (page: Page, name: string) =>
  table(page).getByRole('columnheader', { name, exact: true });

/**
 * Runs `action`, which must raise `window.alert(message)`, and dismisses the alert before
 * returning, so no dialog outlives the test. (The action's promise settles only once the
 * dialog is handled.)
 */
async function expectAlert(page: Page, message: string, action: () => Promise<unknown>) {
  const dialog = page.waitForEvent('dialog');
  const acted = action();
  const alert = await dialog;
  expect(alert.message()).toBe(message);
  await alert.dismiss();
  await acted;
}

test('the table area is 600px high, scrolls both ways and keeps the header on top @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await page.setViewportSize({ width: 900, height: 900 });
  await mount(<PeopleTable rowCount={45} />);
  const scroller = area(page);
  expect((await rectOf(scroller)).height).toBeCloseTo(600, 0);
  const before = await rectOf(header(page, 'Country'));
  await scroller.evaluate((element) => {
    element.scrollTop = 400;
  });
  await expect(table(page).getByRole('row').nth(1)).not.toBeInViewport();
  const scrollerBox = await rectOf(scroller);
  await expect
    .poll(async () => (await rectOf(header(page, 'Country'))).y)
    .toBeCloseTo(scrollerBox.y + 1, 0);
  expect(before.y).toBeCloseTo(scrollerBox.y + 1, 0);
});

for (const display of ['grid', 'flex'] as const) {
  test(`in a ${display} layout beside a sidebar, the table scrolls in its area; the page does not @slow-in-firefox`, async ({
    mount,
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await mount(
      <div style={{ display, gridTemplateColumns: '200px 1fr', inlineSize: 800 }}>
        <nav style={{ flex: 'none', inlineSize: 200 }}>Sidebar</nav>
        <PeopleTable rowCount={10} />
      </div>,
    );
    const region = await rectOf(area(page));
    expect(region.x).toBeCloseTo(200, 0);
    expect(region.x + region.width).toBeLessThanOrEqual(801);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      900,
    );
    // The eight columns are wider than the 600 px left: the area scrolls to show them.
    await area(page).evaluate((element) => {
      element.scrollBy({ left: 10_000 });
    });
    await expect(header(page, 'Postal code')).toBeInViewport({ ratio: 1 });
  });
}

test('in a narrow area pins yield, the end’s first, so every column can be seen; they hold again when it widens @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  await mount(
    <div data-testid="frame" style={{ inlineSize: 900 }}>
      <PeopleTable rowCount={10} />
    </div>,
  );
  const frame = page.getByTestId('frame');
  const name = header(page, 'Name');
  const actions = header(page, 'Actions');
  const [nameBox, actionsBox] = await Promise.all([rectOf(name), rectOf(actions)]);
  const widest = await table(page)
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      Math.max(
        ...cells
          .filter((cell) => !cell.hasAttribute('data-pinned'))
          .map((cell) => cell.getBoundingClientRect().width),
      ),
    );
  const setWidth = async (width: number) => {
    await frame.evaluate((element, px) => (element.style.inlineSize = `${px}px`), width);
    await area(page).evaluate((element) => (element.scrollLeft = 0));
  };
  const scrollToEnd = () =>
    area(page).evaluate((element) => {
      element.scrollTo({ left: element.scrollWidth });
    });
  // Every column scrolled into view can be seen whole, under no pinned cell (one call: over
  // WebDriver BiDi, each call into Firefox's page costs ~50 ms).
  const eachSeenWhole = async () => {
    const hidden = await table(page)
      .getByRole('columnheader')
      .evaluateAll((cells) =>
        cells.flatMap((cell) => {
          cell.scrollIntoView({ inline: 'center' });
          const { x, y, width, height } = cell.getBoundingClientRect();
          const hit = document.elementFromPoint(x + width / 2, y + height / 2);
          return hit && cell.contains(hit) ? [] : [cell.textContent];
        }),
      );
    expect(hidden).toEqual([]);
  };

  // Wide: Name sticks at the start, Actions at the end.
  await expect(actions).toBeInViewport();
  await scrollToEnd();
  await expect(name).toBeInViewport();

  // Too narrow for both: the actions column yields, Name still sticks.
  await setWidth(nameBox.width + actionsBox.width + widest - 20);
  await expect(actions).not.toBeInViewport();
  await scrollToEnd();
  await expect(name).toBeInViewport();
  await expect(actions).toBeInViewport();
  await eachSeenWhole();

  // Too narrow for Name too (it would cover over half the area): it scrolls with the rest.
  await setWidth(nameBox.width * 1.8);
  await scrollToEnd();
  await expect(name).not.toBeInViewport();
  await eachSeenWhole();

  // Wide again: both stick again.
  await setWidth(900);
  await expect(actions).toBeInViewport();
  await scrollToEnd();
  await expect(name).toBeInViewport();

  // Drawn at half size (a scaled-down preview): the same laid-out width yields the same way.
  await frame.evaluate((element) => (element.style.transform = 'scale(0.5)'));
  await setWidth(nameBox.width + actionsBox.width + widest - 20);
  await expect(actions).not.toBeInViewport();
});

test('rtl: a value that reads left to right keeps its order and is cut at its own end, and aligns to the row start; so does a cut header @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(<LeftToRightValues />, { hooksConfig: { dir: 'rtl' } });
  const contacts = page.getByRole('table', { name: 'Contacts' });
  /** Where the text's characters `from`…`to` are drawn, and the box they are cut to. */
  const drawn = (cell: Locator, from: number, to: number) =>
    cell.evaluate(
      (element, { start, end }) => {
        const text = element.querySelector('span') ?? element;
        const range = document.createRange();
        range.setStart(text.firstChild ?? text, start);
        range.setEnd(text.firstChild ?? text, end);
        const { left, right } = range.getBoundingClientRect();
        const box = text.getBoundingClientRect();
        const style = getComputedStyle(text);
        const inset = (side: 'Left' | 'Right') =>
          parseFloat(style[`padding${side}`]) + parseFloat(style[`border${side}Width`]);
        return {
          left,
          right,
          boxLeft: box.left + inset('Left'),
          boxRight: box.right - inset('Right'),
        };
      },
      { start: from, end: to },
    );
  const row = contacts.getByRole('row').nth(1);

  // "+1 555 0100": the plus sign before the digits, on their left.
  const plus = await drawn(row.getByRole('cell').nth(1), 0, 1);
  const one = await drawn(row.getByRole('cell').nth(1), 1, 2);
  expect(plus.right).toBeLessThanOrEqual(one.left + 0.5);
  // The email is cut at its end: its first letter shows at the cell's left.
  const email = await drawn(row.getByRole('cell').nth(2), 0, 1);
  expect(email.left).toBeGreaterThanOrEqual(email.boxLeft - 0.5);
  expect(email.left).toBeLessThan(email.boxLeft + 2);
  // "Ada" sits at the row's start, the right.
  const name = await drawn(row.getByRole('cell').first(), 0, 3);
  expect(name.right).toBeCloseTo(name.boxRight, 0);

  // A cell of one's own keeps the table's direction: of its two isolated values, the first is
  // on the right.
  const [first, second] = await Promise.all(
    ['one', 'two'].map((text) => rectOf(row.getByText(text, { exact: true }))),
  );
  expect(first?.x).toBeGreaterThan((second?.x ?? 0) + (second?.width ?? 0));

  // Letters of both directions read in the table's: "HP ישראל בע״מ" starts on the right.
  const mixed = contacts.getByRole('row').nth(2).getByRole('cell').first();
  const latin = await drawn(mixed, 0, 2);
  const hebrew = await drawn(mixed, 3, 8);
  expect(latin.left).toBeGreaterThan(hebrew.right - 0.5);
  expect(latin.right).toBeCloseTo(latin.boxRight, 0);
  // So does a header's: "Parts" on the right of "חלקים".
  const parts = contacts.getByRole('columnheader', { name: 'Parts חלקים' });
  expect((await drawn(parts, 0, 5)).left).toBeGreaterThan((await drawn(parts, 6, 11)).right - 0.5);

  // A header cut by a narrowed column shows its own start too.
  const separator = contacts.getByRole('separator', { name: 'Resize Electronic mail' });
  await separator.focus();
  // In right-to-left, → narrows: down to the narrowest.
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('Shift+ArrowRight');
  const header = contacts.getByRole('columnheader', { name: 'Electronic mail' });
  await expect.poll(async () => (await rectOf(header)).width).toBeLessThan(80);
  const label = await drawn(header, 0, 1);
  expect(label.left).toBeGreaterThanOrEqual(label.boxLeft - 0.5);
  expect(label.left).toBeLessThan(label.boxLeft + 2);
});

for (const dir of ['ltr', 'rtl'] as const) {
  test(`${dir}: a control reached by Tab scrolls clear of the sticky head and pinned columns, and wholly into a short window${dir === 'rtl' ? ' @slow' : ''}`, async ({
    mount,
    page,
  }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await mount(<PeopleTable rowCount={45} />, { hooksConfig: { dir } });
    const scroller = area(page);
    const triggers = table(page).getByRole('button', { name: /^Actions for / });
    const head = table(page).getByRole('row').first();

    await test.step('Shift+Tab to a row menu under the sticky head', async () => {
      await triggers.nth(7).focus();
      const [under, headBox] = await Promise.all([rectOf(triggers.nth(6)), rectOf(head)]);
      const by = under.y + under.height / 2 - (headBox.y + headBox.height / 2);
      await scroller.evaluate((element, top) => {
        element.scrollBy({ top });
      }, by);
      expect(await seenAtCentre(triggers.nth(6))).toBe(false);
      await page.keyboard.press('Shift+Tab');
      await expect(triggers.nth(6)).toBeFocused();
      await expect.poll(() => seenAtCentre(triggers.nth(6))).toBe(true);
      // Its focus ring too (2 px, 2 px off the button) shows whole below the head.
      const [ringTop, headBottom] = await Promise.all([
        rectOf(triggers.nth(6)).then(({ y }) => y - 4),
        rectOf(head).then(({ y, height }) => y + height),
      ]);
      expect(ringTop).toBeGreaterThanOrEqual(headBottom - 0.5);
    });

    await test.step('Tab to a resize handle under the pinned column', async () => {
      const legal = table(page).getByRole('separator', { name: 'Resize Legal name' });
      const email = table(page).getByRole('separator', { name: 'Resize Email' });
      await legal.focus();
      const [under, name] = await Promise.all([rectOf(email), rectOf(header(page, 'Name'))]);
      const by = under.x + under.width / 2 - (name.x + name.width / 2);
      await scroller.evaluate((element, left) => {
        element.scrollBy({ left });
      }, by);
      expect(await seenAtCentre(email)).toBe(false);
      await page.keyboard.press('Tab');
      await expect(email).toBeFocused();
      await expect.poll(() => seenAtCentre(email)).toBe(true);
    });

    // What sticks is always in view: Tab onto it scrolls nothing.
    const scrolled = () =>
      scroller.evaluate((element) => [element.scrollTop, Math.abs(element.scrollLeft)]);
    await test.step('Tab through the row menus, pinned at the end: the area stays put', async () => {
      await scroller.evaluate((element) => {
        element.scrollTo({ top: 0, left: 0 });
      });
      await triggers.nth(0).focus();
      for (const next of [1, 2, 3]) {
        await page.keyboard.press('Tab');
        await expect(triggers.nth(next)).toBeFocused();
        expect(await scrolled()).toEqual([0, 0]);
      }
    });

    await test.step('Tab through the sticky head, scrolled far down: the area stays put', async () => {
      await scroller.evaluate((element) => {
        element.scrollTo({ top: 1000, left: 0 });
      });
      const at = await scrolled();
      await table(page).getByRole('separator', { name: 'Resize Name' }).focus();
      for (const name of ['Legal name', 'Email']) {
        await page.keyboard.press('Tab');
        await expect(table(page).getByRole('separator', { name: `Resize ${name}` })).toBeFocused();
        expect(await scrolled()).toEqual(at);
      }
    });

    await test.step('a short window (or zoomed in): Tab brings a row menu wholly into it', async () => {
      await page.setViewportSize({ width: 640, height: 400 });
      await scroller.evaluate((element) => {
        element.scrollTo({ top: 0, left: 0 });
      });
      // The page starts the table lower, so that a row menu sits partly below the window, more
      // than half of it in: Firefox scrolls the window for less, not for this.
      const straddling = await triggers.evaluateAll((buttons) => {
        const bottom = document.documentElement.clientHeight;
        const tops = buttons.map((button) => button.getBoundingClientRect().top);
        const last = tops.findLastIndex((top) => top <= bottom - 20);
        document.body.style.paddingBlockStart = `${bottom - 20 - (tops[last] ?? 0)}px`;
        window.scrollTo(0, 0);
        return last;
      });
      await expect(triggers.nth(straddling)).not.toBeInViewport({ ratio: 1 });
      await triggers.nth(straddling - 1).focus();
      await page.keyboard.press('Tab');
      await expect(triggers.nth(straddling)).toBeFocused();
      await expect(triggers.nth(straddling)).toBeInViewport({ ratio: 1 });
    });

    await test.step('a narrow window, the start pinned and the actions not: Enter opens a row menu over the pinned column, and it stays open', async () => {
      await page.setViewportSize({ width: 480, height: 700 });
      await expect(scroller).toHaveAttribute('data-unpinned-end');
      await expect(scroller).not.toHaveAttribute('data-unpinned-start');
      await triggers.nth(2).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(triggers.nth(2)).toBeFocused();
      await page.keyboard.press('Enter');
      const first = page.getByRole('menu').getByRole('menuitem').first();
      await expect(first).toBeFocused();
      // Scrolled clear of the pinned column, the menu would take its button out of view: closed.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      await expect(first).toBeFocused();
      expect(await seenAtCentre(triggers.nth(2))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(triggers.nth(2)).toBeFocused();
    });
  });
}

test('a page with a fixed footer and scroll-padding: Load more reached by Tab comes clear of the footer @slow', async ({
  mount,
  page,
}) => {
  await page.setViewportSize({ width: 700, height: 500 });
  await mount(<PeopleTable rowCount={10} loadMore />);
  // The app's own fixed bar, 56 px, and the page's padding that keeps focus clear of it.
  const bar = await page.evaluate(() => {
    document.documentElement.style.scrollPaddingBlockEnd = '64px';
    document.body.style.paddingBlock = '100vh';
    const footer = document.body.appendChild(document.createElement('div'));
    footer.style.cssText = 'position: fixed; inset-inline: 0; bottom: 0; height: 56px';
    return document.documentElement.clientHeight - 56;
  });
  const loadMore = page.getByRole('link', { name: 'Load more' });
  // The last row menu has focus; the window is scrolled so that Load more is under the bar but
  // for its top 2 px: Firefox scrolls to no element with any of it inside the page's padding.
  await loadMore.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(
    table(page)
      .getByRole('button', { name: /^Actions for / })
      .last(),
  ).toBeFocused();
  await loadMore.evaluate((link) => {
    const top = document.documentElement.clientHeight - 64 - 2;
    window.scrollBy(0, link.getBoundingClientRect().top - top);
  });
  const bottom = async () => {
    const { y, height } = await rectOf(loadMore);
    return y + height;
  };
  expect(await bottom()).toBeGreaterThan(bar);
  await page.keyboard.press('Tab');
  await expect(loadMore).toBeFocused();
  await expect.poll(bottom).toBeLessThanOrEqual(bar);
});

/** The pixels just inside a scrolled table's pinned edges: the start's, then the end's. */
async function edgePixels(page: Page, start: Locator, end: Locator, dir: 'ltr' | 'rtl') {
  const [startBox, endBox] = [await rectOf(start), await rectOf(end)];
  const y = startBox.y + startBox.height / 2;
  // The last pixel column of the start edge, and the first of the end edge, as the boxes' edges
  // snap to whole pixels.
  const startEdge =
    dir === 'ltr' ? Math.round(startBox.x + startBox.width) - 1 : Math.round(startBox.x);
  const endEdge = dir === 'ltr' ? Math.round(endBox.x) : Math.round(endBox.x + endBox.width) - 1;
  return [await pixelAt(page, startEdge, y), await pixelAt(page, endEdge, y)];
}

test('dark: a pinned edge shows as a hairline where its shadow barely does @slow', async ({
  mount,
  page,
}) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await mount(<PeopleTable pinned={2} />, { hooksConfig: { theme: 'dark' } });
  const row = table(page).locator('tbody tr').first();
  await area(page).evaluate((element) => {
    element.scrollLeft = 300;
  });
  await expect(row.getByRole('cell').nth(1)).not.toHaveCSS('box-shadow', 'none');
  expect(
    await edgePixels(page, row.getByRole('cell').nth(1), row.getByRole('cell').last(), 'ltr'),
  ).toEqual(['rgb(61, 68, 77)', 'rgb(61, 68, 77)']);
});

for (const dir of ['ltr', 'rtl'] as const) {
  test(`${dir}: pinned columns stick at the inline start, actions at the inline end${dir === 'rtl' ? ' @slow' : ''}`, async ({
    mount,
    page,
  }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await mount(<PeopleTable pinned={2} />, { hooksConfig: { dir } });
    const scroller = area(page);
    const name = table(page).getByRole('cell', { name: /\w/ }).first();
    const legal = table(page).locator('tbody tr').first().getByRole('cell').nth(1);
    const trigger = table(page)
      .getByRole('button', { name: /^Actions for / })
      .first();
    const actionsCell = table(page).locator('tbody tr').first().getByRole('cell').last();
    const start = (rect: { x: number; width: number }) =>
      dir === 'ltr' ? rect.x : rect.x + rect.width;
    const end = (rect: { x: number; width: number }) =>
      dir === 'ltr' ? rect.x + rect.width : rect.x;

    // Nothing is scrolled under the start columns yet: no start shadow; the end casts one.
    await expect(legal).toHaveCSS('box-shadow', 'none');
    await expect(actionsCell).not.toHaveCSS('box-shadow', 'none');

    await scroller.evaluate(
      (element, sign) => {
        element.scrollLeft = 300 * sign;
      },
      dir === 'ltr' ? 1 : -1,
    );
    await expect.poll(() => scroller.evaluate((element) => Math.abs(element.scrollLeft))).toBe(300);

    const inner = await scroller.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x + element.clientLeft, width: element.clientWidth };
    });
    expect(start(await rectOf(name))).toBeCloseTo(start(inner), 0);
    expect(start(await rectOf(legal))).toBeCloseTo(end(await rectOf(name)), 0);
    expect(end(await rectOf(actionsCell))).toBeCloseTo(end(inner), 0);
    await expect(trigger).toBeInViewport();
    await expect(legal).not.toHaveCSS('box-shadow', 'none');
    await expect(name).toHaveCSS('box-shadow', 'none');

    // Both edges draw a hairline on their side, in the theme's border colour.
    expect(await edgePixels(page, legal, actionsCell, dir)).toEqual([
      'rgb(209, 217, 224)',
      'rgb(209, 217, 224)',
    ]);

    // Row hover keeps sticky cells opaque, in the hover colour.
    await expect(legal).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await table(page).locator('tbody tr').first().hover();
    await expect(legal).toHaveCSS('background-color', 'rgb(238, 242, 246)');
  });
}

test('at a large root font size (a browser’s Large or Very large setting), every cell is its row’s height, the row menu’s button centred in it @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(<PeopleTable />);
  const body = table(page).locator('tbody tr');
  // Each row's height, its cells' tallest and shortest, and its trigger's centre less the row's
  // (its hairline left out), read at once.
  const rowBoxes = () =>
    body.evaluateAll((rows) =>
      rows.slice(0, 4).map((row) => {
        const box = row.getBoundingClientRect();
        const heights = [...row.children].map((cell) => cell.getBoundingClientRect().height);
        const trigger = row.querySelector('button')?.getBoundingClientRect();
        const centre = trigger ? trigger.top + trigger.height / 2 : Number.NaN;
        return {
          row: box.height,
          tallest: Math.max(...heights),
          shortest: Math.min(...heights),
          offCentre: Math.abs(centre - (box.top + (box.height - 1) / 2)),
        };
      }),
    );
  for (const root of ['16px', '20px', '24px', '32px']) {
    await page.evaluate((size) => {
      document.documentElement.style.fontSize = size;
    }, root);
    await expect
      .poll(async () => (await rowBoxes())[0]?.row, { message: `rows grow at ${root}` })
      .toBeGreaterThanOrEqual(root === '32px' ? 58 : 49);
    for (const { row, tallest, shortest, offCentre } of await rowBoxes()) {
      // A taller cell runs under the next row, which covers its hairline.
      expect(tallest, `the tallest cell at ${root}`).toBeLessThanOrEqual(row + 0.01);
      expect(shortest, `the shortest cell at ${root}`).toBeGreaterThanOrEqual(row - 0.01);
      expect(offCentre, `the trigger at ${root}`).toBeLessThanOrEqual(1);
    }
  }
});

/** A resize handle's grip colour, and its header cell's background. */
const gripColours = (handle: Locator) =>
  handle.evaluate((element) => ({
    grip: getComputedStyle(element, '::after').backgroundColor,
    header: getComputedStyle(element.closest('th') ?? element).backgroundColor,
  }));

for (const theme of ['light', 'dark'] as const) {
  test(`${theme}: resize grips stand out from the header at 3:1 @slow`, async ({ mount, page }) => {
    await mount(<PeopleTable />, { hooksConfig: { theme } });
    const handle = table(page).getByRole('separator', { name: 'Resize Legal name' });
    const { grip, header } = await gripColours(handle);
    expect(contrastRatio(grip, header)).toBeGreaterThanOrEqual(3);
  });
}

test('mounted inside a zoom-in (a scaling transform, as a dialog opens) and a CSS zoom, columns are measured as they lay out, and a drag keeps the edge under the pointer @slow', async ({
  mount,
  page,
}) => {
  await mount(
    <div data-testid="zoom" style={{ transform: 'scale(0.8)', transformOrigin: '0 0', zoom: 0.9 }}>
      <PeopleTable />
    </div>,
  );
  await expect(table(page)).toHaveAttribute('data-phase', 'fixed');
  const handle = table(page).getByRole('separator', { name: 'Resize Name' });
  const before = await rectOf(handle);
  const y = before.y + before.height / 2;
  await page.mouse.move(before.x + before.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(before.x + before.width / 2 + 40, y, { steps: 4 });
  await page.mouse.up();
  expect((await rectOf(handle)).x - before.x).toBeCloseTo(40, 0);
  // Once the dialog is open and the zoom gone, every header shows whole: none was measured at
  // the 72% it was drawn at.
  await page.getByTestId('zoom').evaluate((element) => {
    element.style.transform = 'none';
    element.style.zoom = '1';
  });
  expect(await cutHeaders(table(page))).toEqual([]);
});

test('mounted at the start of a zoom from scale(0) (MUI Zoom, motion libraries), columns are measured once the zoom draws them: no header is cut @slow', async ({
  mount,
  page,
}) => {
  await mount(
    <div data-testid="zoom" style={{ transform: 'scale(0)', transformOrigin: '0 0' }}>
      <PeopleTable />
    </div>,
  );
  // As MUI's Zoom does once its child has mounted: a transition to full size.
  await page.getByTestId('zoom').evaluate(
    (element) =>
      new Promise((resolve) => {
        element.addEventListener('transitionend', resolve, { once: true });
        element.style.transition = 'transform 300ms';
        element.style.transform = 'none';
      }),
  );
  await expect(table(page)).toHaveAttribute('data-phase', 'fixed');
  expect(await cutHeaders(table(page))).toEqual([]);
  await expect(table(page)).toBeVisible();
});

test('under an Emotion cache that mirrors styles for right-to-left (stylis-plugin-rtl, as MUI sets up), a row menu shows three dots and a phone number reads left to right @slow', async ({
  mount,
  page,
}) => {
  await mount(<RtlStylePluginTable />);
  const trigger = page.getByRole('button', { name: 'Actions for Ada Lovelace' });
  // The outer dots sit either side of the middle one: one shadow to each side.
  const offsets = await trigger.evaluate((element) =>
    [...getComputedStyle(element, '::before').boxShadow.matchAll(/(-?[\d.]+)px 0px 0px/g)].map(
      ([, x]) => Number(x),
    ),
  );
  expect(offsets.toSorted((a, b) => a - b)).toEqual([-6.5, 6.5]);
  // "+1 555 0100" reads left to right, as written: the plus sign is drawn first, on the left.
  const order = await page.getByText('+1 555 0100').evaluate((element) => {
    const text = element.firstChild;
    const range = document.createRange();
    const xOf = (index: number) => {
      if (!text) return 0;
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    return xOf(0) < xOf(1) && xOf(1) < xOf(10);
  });
  expect(order).toBe(true);
  // A text cell aligns to the row's start, the right: the plugin leaves its side as it is.
  const customer = page.getByRole('cell', { name: 'Ada Lovelace', exact: true });
  const { textRight, cellRight, room } = await customer.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const cell = element.getBoundingClientRect();
    const inset = parseFloat(getComputedStyle(element).paddingRight);
    return { textRight: text.right, cellRight: cell.right - inset, room: cell.width - text.width };
  });
  expect(room, 'the cell is wider than its text').toBeGreaterThan(40);
  expect(textRight).toBeCloseTo(cellRight, 0);
});

test.describe(() => {
  // Touch emulation outlives its test until the page reloads (see `emulateTouch`).
  test.use({ freshPage: true });

  test('forced colours: grips and pinned edges still show, and the edges switched on later are measured; a finger gets a 24 px handle and Load more @slow', async ({
    mount,
    page,
    browserName,
  }) => {
    // Over WebDriver BiDi, Firefox emulates neither forced colours nor a coarse pointer.
    test.skip(browserName !== 'chromium', 'Chromium emulates forced colours and touch');
    await mount(<PeopleTable loadMore />);
    const handle = table(page).getByRole('separator', { name: 'Resize Legal name' });
    await page.emulateMedia({ forcedColors: 'active' });
    try {
      const { grip, header: headerBackground } = await gripColours(handle);
      expect(contrastRatio(grip, headerBackground)).toBeGreaterThanOrEqual(3);
      // The pinned column's edge is a line: forced colours drop the shadow it casts otherwise.
      await expect(header(page, 'Name')).toHaveCSS('border-inline-end-width', '1px');
      // Switched on after the table was measured, the lines are measured too: the actions
      // column's header, which has no handle to widen it, still shows its text whole.
      await expect.poll(() => cutHeaders(table(page))).toEqual([]);
    } finally {
      await page.emulateMedia({ forcedColors: null });
    }
    await expect(header(page, 'Name')).toHaveCSS('border-inline-end-width', '0px');

    expect((await rectOf(handle)).width).toBeLessThan(24);
    const loadMore = page.getByRole('link', { name: 'Load more' });
    const status = page.getByRole('status').filter({ hasText: 'Showing' });
    const [link, count] = [await rectOf(loadMore), await rectOf(status)];
    expect(link.height).toBeLessThan(24);
    const touch = await emulateTouch(page);
    try {
      expect((await rectOf(handle)).width).toBeGreaterThanOrEqual(24);
      // Load more's target grows around its text, and nothing moves.
      const target = await rectOf(loadMore);
      expect(target.height).toBeGreaterThanOrEqual(24);
      expect(target.x + target.width / 2).toBeCloseTo(link.x + link.width / 2, 0);
      expect(target.y + target.height / 2).toBeCloseTo(link.y + link.height / 2, 0);
      expect(await rectOf(status)).toEqual(count);
    } finally {
      await touch.off();
    }
  });
});

test('the actions menu works with the mouse @slow-in-firefox', async ({ mount, page }) => {
  await mount(<PeopleTable />);
  const trigger = page.getByRole('button', { name: /^Actions for / }).first();
  const name = (await trigger.getAttribute('aria-label'))?.replace('Actions for ', '') ?? '';
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem')).toHaveText([
    `Action for ${name}`,
    `External link for ${name}`,
  ]);
  const link = menu.getByRole('menuitem', { name: `External link for ${name}` });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // Beside its trigger in the table's region, shown in the top layer so nothing clips it.
  await expect(area(page).getByRole('menu')).toBeVisible();
  expect(await menu.evaluate((element) => element.matches(':popover-open'))).toBe(true);

  await expectAlert(page, 'you clicked', () =>
    menu.getByRole('menuitem', { name: `Action for ${name}` }).click(),
  );
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(menu).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('a press beside an open row menu closes it and does nothing else: Load more waits for the next press @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(<PeopleTable loadMore />);
  const triggers = page.getByRole('button', { name: /^Actions for / });
  const menu = page.getByRole('menu');
  const loadMore = page.getByRole('link', { name: 'Load more' });
  const hash = () => page.evaluate(() => window.location.hash);
  await triggers.first().click();
  await expect(menu).toBeVisible();
  await loadMore.click();
  await expect(menu).toBeHidden();
  expect(await hash()).toBe('');
  // Nothing is held back once the menu is closed: the next press follows the link.
  await loadMore.click();
  await expect.poll(hash).toBe('#more');
  await page.evaluate(() => {
    window.history.replaceState(null, '', window.location.pathname);
  });
  // Nor after a drag beside the menu: a key then works at once.
  await triggers.nth(1).click();
  await expect(menu).toBeVisible();
  await page.mouse.move(5, 5);
  await page.mouse.down();
  await page.mouse.move(40, 5);
  await page.mouse.up();
  await expect(menu).toBeHidden();
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect.poll(hash).toBe('#more');
  await page.evaluate(() => {
    window.history.replaceState(null, '', window.location.pathname);
  });
});

test('a RowActions outside a table is the same menu button, styled and named @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(<StandaloneRowActions />);
  const triggers = page.getByRole('button', { name: /^Actions for / });
  await expect(triggers).toHaveCount(2);
  const second = triggers.nth(1);
  const name = (await second.getAttribute('aria-label'))?.replace('Actions for ', '') ?? '';
  // The Button's styles reach it without a table around it: 32 px to touch.
  expect(await second.evaluate((element) => getComputedStyle(element).minBlockSize)).toBe('32px');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await second.focus();
  await page.keyboard.press('ArrowUp');
  const menu = page.getByRole('menu', { name: `Actions for ${name}` });
  const item = menu.getByRole('menuitem', { name: `External link for ${name}` });
  await expect(item).toBeFocused();
  // The item's focus ring is drawn inside the menu's border.
  const [ring, inside] = await Promise.all([
    item.evaluate((element) => {
      const style = getComputedStyle(element);
      const out = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left: left - out, right: right + out, top: top - out, bottom: bottom + out };
    }),
    menu.evaluate((element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      const { clientLeft: x, clientTop: y } = element;
      return { left: left + x, right: right - x, top: top + y, bottom: bottom - y };
    }),
  ]);
  expect(ring.left).toBeGreaterThanOrEqual(inside.left - 0.5);
  expect(ring.right).toBeLessThanOrEqual(inside.right + 0.5);
  expect(ring.top).toBeGreaterThanOrEqual(inside.top - 0.5);
  expect(ring.bottom).toBeLessThanOrEqual(inside.bottom + 0.5);
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});

// The menu from the keyboard: e2e/apg-menu-button.spec.ts ports the APG regression tests and
// runs them on the built demo page in both browsers.

test('loading: spinner over dimmed, busy, inert rows; the head stays usable; then the rows come back @slow-in-firefox', async ({
  mount,
  page,
}) => {
  const component = await mount(<PeopleTable loading />);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  const element = page.locator('table');
  await expect(element).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('tbody').first()).toHaveCSS('opacity', '0.4');
  await expect(page.locator('thead')).toHaveCSS('opacity', '1');
  await expect(page.locator('tbody tr')).toHaveCount(10);
  // Inert rows take no focus and no clicks.
  const trigger = page.locator('button[aria-haspopup="menu"]').first();
  expect(
    await trigger.evaluate((button) => {
      button.focus();
      return document.activeElement === button;
    }),
  ).toBe(false);
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  // The head is not under the spinner: a press there resizes, as it does any time.
  const before = Math.round((await rectOf(header(page, 'Name'))).width);
  await drag(page, page.getByRole('separator', { name: 'Resize Name' }), 30);
  await expect
    .poll(async () => Math.round((await rectOf(header(page, 'Name'))).width))
    .toBe(before + 30);

  await component.update(<PeopleTable />);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('tbody').first()).toHaveCSS('opacity', '1');
  await expect(table(page)).not.toHaveAttribute('aria-busy');
  const firstTrigger = page.getByRole('button', { name: /^Actions for / }).first();
  await firstTrigger.focus();
  await expect(firstTrigger).toBeFocused();
  // The results text is a polite status with locale-formatted numbers.
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 10 of 45',
  );
});

test('an announcement is said, then gone from the live region a few seconds later @slow', async ({
  mount,
  page,
}) => {
  await page.clock.install();
  await mount(<PeopleTable />);
  const live = page.locator('[aria-live="polite"]').first();
  await table(page).getByRole('separator', { name: 'Resize Name' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(/^\d+ pixels$/);
  // Each new one keeps it for its own few seconds.
  await page.clock.fastForward(5_000);
  await page.keyboard.press('ArrowRight');
  await page.clock.fastForward(5_000);
  await expect(live).toHaveText(/^\d+ pixels$/);
  await page.clock.fastForward(2_500);
  await expect(live).toHaveText('');
});

test('while a page loads, it is announced and focus stays: on Load more, which does nothing; from inside the table, on its area and back @slow-in-firefox', async ({
  mount,
  page,
}) => {
  const component = await mount(<PeopleTable loadMore />);
  const link = page.getByRole('link', { name: 'Load more' });
  await link.focus();
  const live = page.locator('[aria-live="polite"]');
  await expect(live).toHaveText(['', '']);
  await component.update(<PeopleTable loadMore loading />);
  await expect(live).toHaveText(['', 'Loading']);
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await link.dispatchEvent('click');
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await component.update(<PeopleTable loadMore />);
  await expect(live).toHaveText(['', '']);
  await expect(link).toBeFocused();
  await expect(link).not.toHaveAttribute('aria-disabled');

  const trigger = page.getByRole('button', { name: /^Actions for / }).nth(2);
  await trigger.focus();
  await component.update(<PeopleTable loadMore loading />);
  await expect(area(page)).toBeFocused();
  await component.update(<PeopleTable loadMore />);
  await expect(trigger).toBeFocused();

  // Put back from the keyboard, in a short window the user has scrolled meanwhile: focus comes
  // back, and the page stays where the user left it.
  await page.setViewportSize({ width: 640, height: 400 });
  await page.evaluate(() => {
    document.body.style.paddingBlockEnd = '2000px';
  });
  await page
    .getByRole('button', { name: /^Actions for / })
    .nth(1)
    .focus();
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await component.update(<PeopleTable loadMore loading />);
  await expect(area(page)).toBeFocused();
  await page.evaluate(() => {
    window.scrollTo(0, 1200);
  });
  await component.update(<PeopleTable loadMore />);
  await expect(trigger).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(1200);
});

test('Chromium’s accessibility tree: the table is named by its caption, and not described by it too; its area keeps its name while loading', async ({
  mount,
  page,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'Only Chromium gives its accessibility tree here (CDP)');
  const component = await mount(<PeopleTable />);
  await expect(table(page)).toBeVisible();
  const session = await page.context().newCDPSession(page);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  /** Name and description of each table and region in the tree. */
  const named = async () => {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => !node.ignored && ['table', 'region'].includes(text(node.role?.value)))
      .map((node) =>
        [node.role?.value, node.name?.value, node.description?.value].map(text).join(' | '),
      );
  };
  // A screen reader says the caption once: a table named otherwise than by its own <caption>
  // gets that caption as its description as well.
  expect(await named()).toEqual(['region | People | ', 'table | People | ']);
  const rows = async () => {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    return nodes.filter((node) => !node.ignored && text(node.role?.value) === 'row').length;
  };
  expect(await rows()).toBe(11);
  // While loading, the rows are inert (out of the tree); the table keeps its name and its
  // header row, and so does the area.
  await component.update(<PeopleTable loading />);
  await expect.poll(rows).toBe(1);
  expect(await named()).toEqual(['region | People | ', 'table | People | ']);
  await session.detach();
});

test('empty: the fallback message, in view however far the head is scrolled sideways, unless loading @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await page.setViewportSize({ width: 600, height: 720 });
  const component = await mount(<PeopleTable empty />);
  const message = table(page).getByRole('cell', { name: 'No rows to show' });
  await expect(message).toBeVisible();
  // The message spans every column: as wide as the header row, on one line.
  const [cell, head] = await Promise.all([
    rectOf(message),
    rectOf(table(page).getByRole('row').first()),
  ]);
  expect(Math.abs(cell.x - head.x)).toBeLessThan(1);
  expect(Math.abs(cell.width - head.width)).toBeLessThan(1);
  expect(cell.height).toBeLessThan(2 * (await rectOf(header(page, 'Name'))).height);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 0 of 45',
  );
  // The head is wider than the area: scrolled to its end, the text is still in the area's view.
  const scroller = area(page);
  await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  expect(await scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(150);
  const text = table(page).getByText('No rows to show');
  const [shown, view] = await Promise.all([rectOf(text), rectOf(scroller)]);
  expect(shown.x).toBeGreaterThanOrEqual(view.x);
  expect(shown.x + shown.width).toBeLessThanOrEqual(view.x + view.width);
  await component.update(<PeopleTable empty loading />);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(page.getByText('No rows to show')).toHaveCount(0);
});

test('showCaption={false}: no title drawn above the table, which keeps its name @slow', async ({
  mount,
  page,
}) => {
  const component = await mount(<PeopleTable />);
  const [root, drawn] = await Promise.all([rectOf(component), rectOf(area(page))]);
  // The title takes a line above the scroll area.
  expect(drawn.y - root.y).toBeGreaterThan(15);
  await expect(component.getByText('People', { exact: true })).toHaveCount(2);

  await component.update(<PeopleTable showCaption={false} />);
  await expect(component.getByText('People', { exact: true })).toHaveCount(1);
  await expect.poll(async () => (await rectOf(area(page))).y).toBe(root.y);
  await expect(table(page)).toBeVisible();
  await expect(area(page)).toBeVisible();
});

test('a search that finds nothing: the status says the empty message, not "Showing 0 of 0", and shows nothing more @slow', async ({
  mount,
  page,
}) => {
  await mount(<SearchAsYouType remeasure="grow" />);
  const status = page.getByRole('status');
  await expect(status).toHaveText('Showing 45 of 45');
  const line = await rectOf(status);
  // Typed, as a person does (Firefox over WebDriver BiDi fills a field without React seeing it).
  const search = page.getByRole('searchbox', { name: 'Search people' });
  await search.pressSequentially('zzz');
  await expect(table(page).getByRole('cell', { name: 'No one matches “zzz”.' })).toBeVisible();
  await expect(status).toHaveText('No one matches “zzz”.');
  // Said, not shown twice: out of sight under the table, whose line stays.
  await expect(status.getByText('No one matches')).not.toBeInViewport();
  const now = await rectOf(status);
  expect([now.y, now.height]).toEqual([line.y, line.height]);
  await expect(page.getByText(/Showing/)).toHaveCount(0);
  // The message follows the search; rows back, the count.
  await search.press('z');
  await expect(status).toHaveText('No one matches “zzzz”.');
  for (let key = 0; key < 4; key += 1) await search.press('Backspace');
  await expect(status).toHaveText('Showing 45 of 45');
});

test('the first page loading: no count and no Load more until rows come, then the count is announced @slow', async ({
  mount,
  page,
}) => {
  // Mounted loading with no rows yet: no count describes what is on screen.
  const component = await mount(<PeopleTable empty loading loadMore />);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  const status = page.getByRole('status');
  await expect(status).toHaveText('');
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  // The empty status keeps its line: the count's arrival moves nothing below it.
  const before = await rectOf(status);
  expect(before.height).toBeGreaterThan(10);

  await component.update(<PeopleTable loadMore />);
  await expect(status).toHaveText('Showing 10 of 45');
  await expect(page.getByRole('link', { name: 'Load more' })).toBeVisible();
  expect((await rectOf(status)).y).toBe(before.y);
  // A later load keeps describing the rows on screen, even with none.
  await component.update(<PeopleTable empty loading loadMore />);
  await expect(status).toHaveText('Showing 10 of 45');
});

test('remeasure="grow": rows a search narrows keep the columns still, and a wider row widens its column @slow-in-firefox', async ({
  mount,
  page,
}) => {
  const names = ['Name', 'Legal name', 'Email', 'Account ID', 'Telephone', 'Country'];
  const widths = () =>
    Promise.all(names.map(async (name) => Math.round((await rectOf(header(page, name))).width)));
  // Narrower than the columns: no room left over for them to share.
  await page.setViewportSize({ width: 600, height: 720 });
  const component = await mount(<PeopleTable rowCount={10} remeasure="grow" />);
  await expect(table(page)).toHaveAttribute('data-phase', 'fixed');
  const measured = await widths();
  // One row left, as a search box narrows them: with `fit` its columns would narrow to it.
  await component.update(<PeopleTable rowCount={1} remeasure="grow" />);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  expect(await widths()).toEqual(measured);
  // All 45: a longer name widens its column, and no column narrows.
  await component.update(<PeopleTable rowCount={45} remeasure="grow" />);
  await expect(table(page).getByRole('row')).toHaveCount(46);
  const grown = await widths();
  grown.forEach((width, index) => {
    expect(width).toBeGreaterThanOrEqual(measured[index] ?? 0);
  });
  // `fit`, asked for, narrows them again to the one row.
  await component.update(<PeopleTable rowCount={1} remeasure="fit" />);
  await expect.poll(widths).not.toEqual(grown);
});

for (const textWrap of [false, true]) {
  test(`${textWrap ? 'table' : 'grid'} layout: a table that comes to have no rows keeps its widths; rows back are measured to fit @slow-in-firefox`, async ({
    mount,
    page,
  }) => {
    const names = ['Name', 'Legal name', 'Email', 'Account ID', 'Telephone', 'Country'];
    const widths = () =>
      Promise.all(names.map(async (name) => (await rectOf(header(page, name))).width));
    const component = await mount(<PeopleTable rowCount={10} textWrap={textWrap} />);
    await expect(table(page)).toHaveAttribute('data-phase', 'fixed');
    const measured = await widths();
    // A search that finds nothing: no column shrinks to its header, nothing jumps.
    await component.update(<PeopleTable rowCount={10} textWrap={textWrap} empty />);
    await expect(table(page).getByRole('cell', { name: 'No rows to show' })).toBeVisible();
    expect(await widths()).toEqual(measured);
    // Rows again: measured to fit them, as a table mounted with them is.
    await component.update(<PeopleTable rowCount={1} textWrap={textWrap} />);
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect.poll(widths).not.toEqual(measured);
    const refitted = await widths();
    await component.unmount();
    await mount(<PeopleTable rowCount={1} textWrap={textWrap} />);
    await expect(table(page)).toHaveAttribute('data-phase', 'fixed');
    expect(await widths()).toEqual(refitted);
  });
}

test('printed: every loaded row, on the page’s width, whole texts, no controls @slow', async ({
  mount,
  page,
  browserName,
}) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await mount(<PeopleTable rowCount={30} loadMore />);
  // On screen: a 600 px scroll box, resize handles, row menus and Load more; Legal name
  // narrowed by the keyboard until its texts are cut.
  await expect(table(page).getByRole('separator')).not.toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Load more' })).toBeVisible();
  const handle = table(page).getByRole('separator', { name: 'Resize Legal name' });
  await handle.focus();
  for (let step = 0; step < 4; step += 1) await handle.press('Shift+ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', /^\d+$/);

  // Scrolled sideways on screen: the pinned edges cast their shadows and lines.
  await area(page).evaluate((element) => {
    element.scrollLeft = 200;
  });
  const edges = table(page).locator('[data-edge]');
  await expect(edges.first()).not.toHaveCSS('box-shadow', 'none');

  const restore = await emulatePrint(page, browserName);
  try {
    // On paper nothing sticks: no edge casts anything, even as the screen left the area marked
    // (a real print lays the page out without the scroll that emulation resets).
    await area(page).evaluate((element) => {
      element.setAttribute('data-scrolled-start', '');
    });
    for (const edge of await edges.all()) await expect(edge).toHaveCSS('box-shadow', 'none');
    const lastRow = table(page).getByRole('row').last();
    await expect(lastRow.getByRole('cell').first()).toHaveText(/\S/);
    const [region, tableBox, last] = await Promise.all([
      rectOf(area(page)),
      rectOf(table(page)),
      rectOf(lastRow),
    ]);
    // No scroll box: the region holds all 30 rows, which fit the page's width.
    expect(region.height).toBeGreaterThan(30 * last.height);
    expect(last.y + last.height).toBeLessThanOrEqual(region.y + region.height + 1);
    expect(tableBox.x).toBeGreaterThanOrEqual(0);
    expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(700);
    // Every header and cell shows its whole text: wrapped, never cut.
    const cut = await table(page).evaluate((element) =>
      Array.from(element.querySelectorAll('th, td')).flatMap((cell) => {
        if (!(cell instanceof HTMLElement) || cell.getClientRects().length === 0) return [];
        const range = document.createRange();
        range.selectNodeContents(cell);
        const text = range.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        return text.left < box.left - 1 || text.right > box.right + 1 ? [cell.innerText] : [];
      }),
    );
    expect(cut).toEqual([]);
    // Controls that do nothing on paper are gone.
    await expect(table(page).getByRole('separator')).toHaveCount(0);
    await expect(table(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
    await expect(page.getByText('Showing 30 of 45')).toBeVisible();
    if (browserName === 'chromium') {
      // Rows run onto a second page, under the header again (a PDF's page count).
      const pdf = (await page.pdf({ width: '700px', height: '900px' })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBeGreaterThan(1);
    }
  } finally {
    await restore();
  }
});

test('narrowed: textWrapCell wraps content onto more lines; a header cuts its text inside its cell @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(<PeopleTable textWrap />);
  const row = table(page).locator('tbody tr').first();
  const cell = row.getByRole('cell').nth(1);
  const oneLine = (await rectOf(row)).height;
  const separator = page.getByRole('separator', { name: 'Resize Legal name' });
  await separator.focus();
  // 250 px narrower: below its content, which then wraps.
  for (let step = 0; step < 5; step++) await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(async () => (await rectOf(row)).height).toBeGreaterThan(oneLine + 10);
  expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(cell).toHaveCSS('white-space', 'normal');

  await test.step('at its narrowest, the header ends its text in an ellipsis, short of the next header', async () => {
    const min = await separator.getAttribute('aria-valuemin');
    for (let step = 0; step < 10; step++) await page.keyboard.press('Shift+ArrowLeft');
    await expect(separator).toHaveAttribute('aria-valuenow', String(min));
    const legal = header(page, 'Legal name');
    const label = legal.getByText('Legal name', { exact: true });
    await expect(label).toHaveCSS('text-overflow', 'ellipsis');
    // The text runs past its box, and the box clips it, short of the next header.
    const [text, box] = await label.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { right } = range.getBoundingClientRect();
      const clipped = getComputedStyle(element).overflowX !== 'visible';
      return [right, clipped ? element.getBoundingClientRect().right : right];
    });
    const next = await rectOf(header(page, 'Email'));
    expect(text).toBeGreaterThan(next.x);
    expect(box).toBeLessThanOrEqual(next.x);
  });
});

test('German: every string and the numbers come from the German catalogue @slow', async ({
  mount,
  page,
}) => {
  await mount(<PeopleTable />, { hooksConfig: { locale: 'de' } });
  await expect(page.getByRole('table', { name: 'People' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Aktionen' })).toBeVisible();
  await expect(page.getByText('10 von 45 angezeigt')).toBeVisible();
  await expect(page.getByRole('separator', { name: 'Name skalieren', exact: true })).toBeVisible();
});

test('catalogue errors: an actions column without renderer, and sizing no columns @slow', async ({
  mount,
  page,
}) => {
  const broken = await mount(<MissingActionsRender />);
  await expect(page.getByRole('alert')).toHaveText('missing actions render');
  await broken.unmount();
  await mount(<NoColumns />);
  await expect(page.getByRole('alert')).toHaveText('No columns found');
});

test('a locale switch measures again: cells that format with the locale fit, both ways @slow', async ({
  mount,
  page,
}) => {
  await mount(<LocaleSwitchingTable />);
  const invoices = page.getByRole('table', { name: 'Invoices' });
  /** Total cells whose text is wider than the cell shows. */
  const cutTotals = () =>
    invoices
      .locator('tbody td:nth-child(2)')
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
      );
  await expect(invoices.getByRole('cell', { name: '€1,234,567.89' })).toBeVisible();
  expect(await cutTotals()).toEqual([]);
  // German puts the sign after a space: wider.
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(invoices.getByRole('cell', { name: '1.234.567,89 €' })).toBeVisible();
  await expect.poll(cutTotals).toEqual([]);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(invoices.getByRole('cell', { name: '€1,234,567.89' })).toBeVisible();
  await expect.poll(cutTotals).toEqual([]);
});

test('a disabled row action stays in the menu, announced unavailable, and choosing it does nothing @slow', async ({
  mount,
  page,
}) => {
  const chosen: string[] = [];
  await mount(
    <RowActions
      name="Order 7"
      items={[
        { label: 'View', onSelect: () => chosen.push('View') },
        { label: 'Refund', onSelect: () => chosen.push('Refund'), disabled: true },
        { label: 'Invoice', href: 'https://example.com/invoice/7', disabled: true },
      ]}
    />,
  );
  await page.getByRole('button', { name: 'Actions for Order 7' }).press('Enter');
  const menu = page.getByRole('menu', { name: 'Actions for Order 7' });
  const refund = menu.getByRole('menuitem', { name: 'Refund' });
  const invoice = menu.getByRole('menuitem', { name: 'Invoice' });
  await expect(menu.getByRole('menuitem', { name: 'View' })).toBeFocused();
  await expect(refund).toBeDisabled();
  await expect(invoice).toBeDisabled();
  // Arrow keys still reach them (APG), and neither Enter nor Space chooses them.
  await page.keyboard.press('ArrowDown');
  await expect(refund).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press(' ');
  await expect(refund).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(invoice).toBeFocused();
  await expect(invoice).not.toHaveAttribute('href');
  await page.keyboard.press('Enter');
  // A click, as a user can make on a disabled item, does nothing either.
  await refund.click({ force: true });
  await expect(menu).toBeVisible();
  expect(chosen).toEqual([]);
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  expect(chosen).toEqual(['View']);
});

test('rows that come while a row menu is open are measured without it: the actions column stays as wide as its button @slow', async ({
  mount,
  page,
}) => {
  const component = await mount(<PlanetsWithActions remeasure="grow" />);
  await expect(page.getByRole('table', { name: 'Planets' })).toHaveAttribute('data-phase', 'fixed');
  const actions = page.getByRole('columnheader', { name: 'Actions' });
  const width = async () => Math.round((await rectOf(actions)).width);
  const before = await width();
  await page.getByRole('button', { name: 'Actions for Mercury' }).press('Enter');
  const menu = page.getByRole('menu', { name: 'Actions for Mercury' });
  await expect(menu).toBeVisible();
  // Wider than the column: the menu is drawn over the table, not in it.
  expect((await rectOf(menu)).width).toBeGreaterThan(before);
  // The same rows in a new array (a poll, a refetch): the columns are measured again.
  await component.update(<PlanetsWithActions remeasure="grow" />);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  expect(await width()).toBe(before);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  expect(await width()).toBe(before);
});

test('a row menu relabelled while open (a locale switch) keeps focus on the same item, and Escape closes it @slow', async ({
  mount,
  page,
}) => {
  const items = (view: string, refund: string) => [
    { label: view, href: '#view' },
    { label: refund, href: '#refund' },
  ];
  const component = await mount(<RowActions name="Order 7" items={items('View', 'Refund')} />);
  const trigger = page.getByRole('button', { name: 'Actions for Order 7' });
  await trigger.press('Enter');
  const menu = page.getByRole('menu', { name: 'Actions for Order 7' });
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Refund' })).toBeFocused();
  await component.update(<RowActions name="Order 7" items={items('Ansehen', 'Erstatten')} />);
  await expect(menu.getByRole('menuitem', { name: 'Erstatten' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Ansehen' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('forced colours: a disabled row-menu item is GrayText, as a disabled control is; the others are not @slow-in-firefox', async ({
  mount,
  page,
  browserName,
}) => {
  // Over WebDriver BiDi, Firefox emulates no forced colours.
  test.skip(browserName !== 'chromium', 'Chromium emulates forced colours');
  await mount(
    <RowActions
      name="Order 7"
      items={[
        { label: 'View', onSelect: () => undefined },
        { label: 'Refund', onSelect: () => undefined, disabled: true },
        { label: 'Invoice', href: 'https://example.com/invoice/7', disabled: true },
        { label: 'Receipt', href: 'https://example.com/receipt/7' },
      ]}
    />,
  );
  await page.getByRole('button', { name: 'Actions for Order 7' }).click();
  const item = (name: string) =>
    page.getByRole('menu', { name: 'Actions for Order 7' }).getByRole('menuitem', { name });
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    // GrayText as this page resolves it, where nothing forces it.
    const grayText = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.forcedColorAdjust = 'none';
      probe.style.color = 'GrayText';
      document.body.append(probe);
      const resolved = getComputedStyle(probe).color;
      probe.remove();
      return resolved;
    });
    await expect(item('Refund')).toHaveCSS('color', grayText);
    await expect(item('Invoice')).toHaveCSS('color', grayText);
    await expect(item('View')).not.toHaveCSS('color', grayText);
    await expect(item('Receipt')).not.toHaveCSS('color', grayText);
  } finally {
    await page.emulateMedia({ forcedColors: null });
  }
});

test('a row menu whose row scrolls out of the area closes, and focus waits on its trigger where the area left it @slow', async ({
  mount,
  page,
}) => {
  await mount(<PeopleTable rowCount={30} />);
  const trigger = page.getByRole('button', { name: /^Actions for / }).nth(1);
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  // Not by a press (which closes it anyway): a script, find-in-page or a screen reader.
  await area(page).evaluate((element) => {
    element.scrollTop = 600;
  });
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();
  expect(await area(page).evaluate((element) => element.scrollTop)).toBe(600);
  // A row still in view keeps its menu open as the area scrolls.
  const shown = page.getByRole('button', { name: /^Actions for / }).nth(15);
  await shown.click();
  await expect(menu).toBeVisible();
  await area(page).evaluate((element) => {
    element.scrollTop = 580;
  });
  await expect(menu).toBeVisible();
  // Opened from the keyboard (focus then shows, and a control focused by keyboard is scrolled
  // clear of the sticky head): the area still stays where it was left. Wholly under the
  // sticky head is out of view too.
  await page.keyboard.press('Escape');
  await expect(shown).toBeFocused();
  await shown.press('Enter');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  const under = await area(page).evaluate(
    (element, trigger) => {
      const head = element.querySelector('thead');
      if (!head) throw new Error('No head.');
      // The trigger's row just under the head's top edge: wholly covered by it.
      element.scrollTop += trigger.getBoundingClientRect().top - head.getBoundingClientRect().top;
      return element.scrollTop;
    },
    await shown.elementHandle(),
  );
  await expect(menu).toHaveCount(0);
  await expect(shown).toBeFocused();
  expect(await area(page).evaluate((element) => element.scrollTop)).toBe(under);
});

test('minWidth: a column starts at least that wide, and no resize goes under it; resizable: false leaves no handle @slow', async ({
  mount,
  page,
}) => {
  await mount(<MinimumWidth />);
  const email = header(page, 'Email');
  const handle = table(page).getByRole('separator', { name: 'Resize Email' });
  // The min variant alone would be as wide as its header, about 96 px.
  expect(Math.round((await rectOf(email)).width)).toBe(240);
  await expect(handle).toHaveAttribute('aria-valuemin', '240');
  await handle.press('ArrowLeft');
  await handle.press('Shift+ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', '240');
  await drag(page, handle, -80);
  expect(Math.round((await rectOf(email)).width)).toBe(240);
  await handle.press('Shift+ArrowRight');
  await expect.poll(async () => Math.round((await rectOf(email)).width)).toBe(290);
  // `resizable: false`: Country has no handle; the others keep theirs.
  await expect(table(page).getByRole('separator')).toHaveCount(2);
  await expect(table(page).getByRole('separator', { name: 'Resize Country' })).toHaveCount(0);
});

for (const slow of [false, true]) {
  test(`a row deleted from its own menu${slow ? ', the table loading meanwhile,' : ''} hands focus to the row that takes its place, or to the one before the last${slow ? ' @slow' : ' @slow-in-firefox'}`, async ({
    mount,
    page,
  }) => {
    await mount(<DeletablePlanets slow={slow} />);
    const trigger = (name: string) => page.getByRole('button', { name: `Actions for ${name}` });
    const remove = async (name: string) => {
      await expect(trigger(name)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: `Delete ${name}` })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(trigger(name)).toHaveCount(0);
    };
    await trigger('Mercury').focus();
    await page.keyboard.press('Tab');
    await remove('Venus');
    await expect(trigger('Earth')).toBeFocused();
    // The last row: the row before it takes focus.
    await trigger('Mars').focus();
    await page.keyboard.press('Tab');
    await remove('Jupiter');
    await expect(trigger('Mars')).toBeFocused();
    // Chosen with the pointer, too.
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Delete Mars' }).click();
    await expect(trigger('Mars')).toHaveCount(0);
    await expect(trigger('Earth')).toBeFocused();
    if (slow) return;
    const deleteElsewhere = (name: string) =>
      page.evaluate((detail) => {
        window.dispatchEvent(new CustomEvent('delete-planet', { detail }));
      }, name);
    // Deleted from elsewhere (a push from the server) while focused: the same.
    await trigger('Mercury').focus();
    await deleteElsewhere('Mercury');
    await expect(trigger('Mercury')).toHaveCount(0);
    await expect(trigger('Earth')).toBeFocused();
    // Focus the user took out of the table stays where they took it.
    await page.getByText('Planets', { exact: true }).first().click();
    await expect(trigger('Earth')).not.toBeFocused();
    await deleteElsewhere('Earth');
    await expect(trigger('Earth')).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });
}

test('a first page that fails: its error, not the empty message, in the body, announced; Retry loads, focus waits on the area, and back on Retry if it fails again @slow', async ({
  mount,
  page,
}) => {
  await mount(<UnreliablePlanets fail="first" times={2} />);
  const planetsTable = page.getByRole('table', { name: 'Planets' });
  const alert = planetsTable.getByRole('alert');
  const retry = alert.getByRole('button', { name: 'Retry' });
  await expect(alert).toHaveText('Could not load the planets. Retry');
  await expect(page.getByText('No rows to show')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('');
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  await retry.focus();
  // Where focus goes from here: the area while the retry loads, for a moment only.
  await page.evaluate(() => {
    const went: string[] = [];
    document.addEventListener('focusin', (event) => {
      if (event.target instanceof Element) went.push(event.target.getAttribute('role') ?? 'other');
    });
    Object.assign(window, { went });
  });
  await page.keyboard.press('Enter');
  // It fails again: focus goes back to the new error's Retry.
  await expect(retry).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { went: string[] }).went)).toEqual([
    'region',
    'other',
  ]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Showing 3 of 8');
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Planets' })).toBeFocused();
});

test('a Load more that fails: the rows stay, its error and Retry take the place of the count and Load more; focus goes to Retry and back to Load more @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(<UnreliablePlanets fail="more" />);
  const status = page.getByRole('status');
  await expect(status).toHaveText('Showing 3 of 8');
  const more = page.getByRole('link', { name: 'Load more' });
  await more.focus();
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Could not load the planets. Retry');
  await expect(status).toHaveText('');
  await expect(more).toHaveCount(0);
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeFocused();
  await expect(page.getByRole('table', { name: 'Planets' }).getByRole('row')).toHaveCount(4);
  // Under the table, not in it.
  await expect(page.getByRole('table', { name: 'Planets' }).getByRole('alert')).toHaveCount(0);
  // What the status says from here on: only the count of the rows the retry brings.
  await status.evaluate((element) => {
    const said: string[] = [];
    new MutationObserver(() => {
      if (element.textContent) said.push(element.textContent);
    }).observe(element, { childList: true, subtree: true, characterData: true });
    Object.assign(window, { said });
  });
  await page.keyboard.press('Enter');
  await expect(more).toBeFocused();
  await expect(status).toHaveText('Showing 6 of 8');
  await expect(alert).toHaveCount(0);
  await expect(more).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual([
    'Showing 6 of 8',
  ]);
});

test('a sort that fails: the headers keep the order shown and nothing says it sorted; a press goes on from the order shown, and its rows bring both @slow', async ({
  mount,
  page,
}) => {
  await mount(<UnreliablePlanets fail="sort" />);
  await expect(page.getByRole('status')).toHaveText('Showing 3 of 8');
  const name = page.getByRole('columnheader', { name: 'Name' });
  await name.getByRole('button').click();
  await expect(page.getByRole('alert')).toHaveText('Could not load the planets. Retry');
  await expect(name).not.toHaveAttribute('aria-sort');
  const spoken = page.locator('[aria-live="polite"]').filter({ hasText: /Sorted/ });
  await expect(spoken).toHaveCount(0);
  // A press goes on from the order shown: it asks for ascending again, not descending.
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(spoken).toHaveText('Sorted by Name, ascending');
});

test('in a popover panel, a row menu reached by Shift+Tab is still scrolled clear of the sticky head @slow', async ({
  mount,
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await mount(<PeopleInPopover />);
  const triggers = table(page).getByRole('button', { name: /^Actions for / });
  const head = table(page).getByRole('row').first();
  await triggers.nth(7).focus();
  const [under, headBox] = await Promise.all([rectOf(triggers.nth(6)), rectOf(head)]);
  await area(page).evaluate(
    (element, top) => {
      element.scrollBy({ top });
    },
    under.y + under.height / 2 - (headBox.y + headBox.height / 2),
  );
  expect(await seenAtCentre(triggers.nth(6))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(triggers.nth(6)).toBeFocused();
  await expect.poll(() => seenAtCentre(triggers.nth(6))).toBe(true);
});
