import type { Page } from '@playwright/test';
import { expect, test } from '../../../playwright/test.js';
import { GroupTracksTable } from './groupTracks.fixtures.js';

/** The bare table's scroll area, in px: ten 40 px rows. */
const AREA = 400;

// The row-group scheduler on its own: which parts of a bare grid table carry the widths, and
// when. What it writes is what the browser lays out, so the tests read the inline styles and
// marks it leaves, and the columns' widths on screen.

const columns = [
  { id: 'a', variant: 'pinned' },
  { id: 'b', variant: 'default' },
  { id: 'c', variant: 'default' },
] as const;

/** Each part of the table: the head, then every group, with the track list it carries inline. */
const parts = (page: Page) =>
  page.locator('table').evaluate((table: HTMLTableElement) =>
    [table.tHead, ...Array.from(table.tBodies)].map((part) => ({
      tracks: part?.style.getPropertyValue('grid-template-columns') ?? '',
      pinned: part?.style.getPropertyValue('--pt-w-a') ?? '',
      near: part?.hasAttribute('data-sizing-near') ?? false,
    })),
  );

/** Reads where the groups are, then commits `widths`, as the hook does after a measure. */
const commit = (page: Page, widths: Record<string, number> | null) =>
  page.evaluate(
    ([cols, w]) => {
      window.groupTracks?.regroup();
      window.groupTracks?.commit(w && { columns: cols, widths: w });
    },
    [columns, widths] as const,
  );

const cellWidth = (page: Page, row: number) =>
  page
    .getByRole('cell', { name: `b${row}`, exact: true })
    .evaluate((cell) => cell.getBoundingClientRect().width);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 300 });
});

test('a commit writes the head and the groups within reach of the view, numbers as CSS, and only once @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(<GroupTracksTable area={AREA} />);
  await commit(page, { a: 100, b: 150, c: 200 });
  const [head, ...groups] = await parts(page);
  expect(head).toEqual({ tracks: '100px 150px 200px', pinned: '100px', near: false });
  // Reach is twice the window's height past the area's bottom: 1,000 px below its top, 25 rows.
  const near = groups.filter((group) => group.near);
  expect(near.length).toBe(2);
  for (const group of near) expect(group.tracks).toBe('100px 150px 200px');
  for (const group of groups.filter((g) => !g.near))
    expect(group).toEqual({ tracks: '', pinned: '', near: false });
  expect(await cellWidth(page, 0)).toBeCloseTo(150, 0);

  const writes = await page.evaluate(() => {
    let count = 0;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its own `this`
    const original = CSSStyleDeclaration.prototype.setProperty;
    CSSStyleDeclaration.prototype.setProperty = function (...args) {
      count += 1;
      original.apply(this, args);
    };
    window.groupTracks?.commit({
      columns: [
        { id: 'a', variant: 'pinned' },
        { id: 'b', variant: 'default' },
        { id: 'c', variant: 'default' },
      ],
      widths: { a: 100, b: 150, c: 200 },
    });
    CSSStyleDeclaration.prototype.setProperty = original;
    return count;
  });
  expect(writes, 'the same widths again write nothing').toBe(0);

  await commit(page, null);
  const [bareHead, ...bareGroups] = await parts(page);
  expect(bareHead?.tracks, 'no widths: every part inherits the table’s').toBe('');
  for (const group of bareGroups) expect(group.tracks).toBe('');
  expect(await cellWidth(page, 0)).toBeCloseTo(80, 0);
});

test('a drag writes the head and the rows in view only, parks the rest of their groups, and its end gives the groups the new widths @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(<GroupTracksTable area={AREA} />);
  await commit(page, { a: 100, b: 150, c: 200 });
  await page.evaluate(
    ([cols]) => {
      window.groupTracks?.drag({ columns: cols, widths: { a: 100, b: 230, c: 200 } });
    },
    [columns] as const,
  );
  const rows = await page.locator('tbody tr').evaluateAll((elements) =>
    elements.slice(0, 40).map((row) => ({
      tracks: (row as HTMLElement).style.getPropertyValue('grid-template-columns'),
      parked: row.hasAttribute('data-sizing-parked'),
    })),
  );
  // The area shows ten rows under the head: those take the drag's widths; the other ten of the
  // first group are parked, and the second group (out of view) is left alone.
  const inView = rows.filter((row) => row.tracks === '100px 230px 200px');
  expect(inView.length).toBeGreaterThanOrEqual(AREA / 40 - 1);
  expect(inView.length).toBeLessThanOrEqual(AREA / 40);
  expect(rows.slice(0, 20).filter((row) => row.parked).length).toBe(20 - inView.length);
  expect(rows.slice(20).every((row) => !row.parked && row.tracks === '')).toBe(true);
  expect((await parts(page))[0]?.tracks).toBe('100px 230px 200px');
  expect(await cellWidth(page, 0)).toBeCloseTo(230, 0);

  await page.evaluate(
    ([cols]) => {
      window.groupTracks?.endDrag({ columns: cols, widths: { a: 100, b: 230, c: 200 } });
    },
    [columns] as const,
  );
  await expect(page.locator('[data-sizing-parked]')).toHaveCount(0);
  const ended = await page
    .locator('tbody tr')
    .evaluateAll((elements) =>
      elements.map((row) => (row as HTMLElement).style.getPropertyValue('grid-template-columns')),
    );
  expect(
    ended.every((tracks) => tracks === ''),
    'rows inherit from their group again',
  ).toBe(true);
  const [, first, second] = await parts(page);
  expect([first?.tracks, second?.tracks]).toEqual(['100px 230px 200px', '100px 230px 200px']);
  expect(await cellWidth(page, 30)).toBeCloseTo(230, 0);
});

test('a scroll brings groups within reach and gives them the widths before they show; letting go clears every mark and style @slow-in-firefox', async ({
  mount,
  page,
}) => {
  const component = await mount(<GroupTracksTable area={AREA} />);
  await commit(page, { a: 100, b: 150, c: 200 });
  await page.getByRole('region', { name: 'Bare' }).evaluate((area) => {
    area.scrollTop = 120 * 40;
  });
  await expect
    .poll(async () => (await parts(page)).map((part) => part.near))
    .toEqual([false, false, false, false, false, false, true, true, true, false, false]);
  const groups = (await parts(page)).slice(1);
  for (const group of groups.slice(5, 8)) expect(group.tracks).toBe('100px 150px 200px');
  expect(await cellWidth(page, 125)).toBeCloseTo(150, 0);

  await component.unmount();
  await mount(<GroupTracksTable area={AREA} />);
  await commit(page, { a: 100, b: 150, c: 200 });
  await page.evaluate(() => {
    window.groupTracks?.dispose();
  });
  for (const part of await parts(page))
    expect(part).toEqual({ tracks: '', pinned: '', near: false });
  await expect(page.locator('[data-sizing-rendered], [data-sizing-parked]')).toHaveCount(0);
});
