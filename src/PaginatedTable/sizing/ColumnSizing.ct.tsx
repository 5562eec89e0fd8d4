import { expect, test } from '../../../playwright/test.js';
import {
  PeopleTable,
  PrimitivesTable,
  RenderCountingTable,
  ReRenderingParent,
} from '../fixtures.js';
import { drag, handle, header, resizingSuite, widthOf } from './resizingSuite.js';
import { rectOf } from '../../../playwright/geometry.js';

resizingSuite({
  name: 'PaginatedTable',
  render: async (mount, props, hooksConfig) => {
    const component = await mount(<PeopleTable {...props} />, { hooksConfig });
    return {
      update: (next) => component.update(<PeopleTable {...next} />),
      unmount: () => component.unmount(),
    };
  },
});

for (const layout of ['table', 'grid'] as const) {
  resizingSuite({
    name: `primitives + useColumnSizing, ${layout} layout`,
    // PaginatedTable lays out as a grid through the same hook and scheduler, and its handles run
    // the same gesture code in either layout.
    ...(layout === 'grid' && { sameLayoutAs: 'PaginatedTable' }),
    sameGestureAs: 'PaginatedTable',
    // The public hook's own suite, in either layout: the gate runs PaginatedTable's (the same
    // hook, its grid layout and, with a wrapping column, the table layout).
    tag: '@slow',
    render: async (mount, props, hooksConfig) => {
      const component = await mount(<PrimitivesTable {...props} layout={layout} />, {
        hooksConfig,
      });
      return {
        update: (next) => component.update(<PrimitivesTable {...next} layout={layout} />),
        unmount: () => component.unmount(),
      };
    },
  });
}

test('PaginatedTable: pinned offsets follow a drag; fewer rows scroll back to the top @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  const component = await mount(<PeopleTable pinned={2} rowCount={40} />);
  const area = page.getByRole('region', { name: 'People' });
  const first = header(page, 'Name');
  const second = header(page, 'Legal name');
  const start = await widthOf(first);
  await drag(page, handle(page, 'Name'), 40, { release: false });
  expect(Math.abs((await widthOf(first)) - (start + 40))).toBeLessThanOrEqual(1);
  await page.mouse.up();
  // Scroll sideways: the second pinned column sticks right after the (wider) first one.
  await area.evaluate((element) => {
    element.scrollLeft = 400;
  });
  const firstCell = page.locator('tbody tr').first().getByRole('cell').nth(0);
  const secondCell = page.locator('tbody tr').first().getByRole('cell').nth(1);
  await expect
    .poll(async () => {
      const a = await rectOf(firstCell);
      const b = await rectOf(secondCell);
      return Math.round(b.x - (a.x + a.width));
    })
    .toBe(0);
  expect(Math.abs((await widthOf(second)) - (await widthOf(secondCell)))).toBeLessThanOrEqual(1);

  await test.step('more rows keep the scroll position; fewer return to the top', async () => {
    await area.evaluate((element) => {
      element.scrollTop = 800;
    });
    await expect.poll(() => area.evaluate((element) => element.scrollTop)).toBeGreaterThan(700);
    await component.update(<PeopleTable pinned={2} rowCount={45} />);
    expect(await area.evaluate((element) => element.scrollTop)).toBeGreaterThan(700);
    await component.update(<PeopleTable pinned={2} rowCount={10} />);
    await expect.poll(() => area.evaluate((element) => element.scrollTop)).toBe(0);
    await expect(page.locator('tbody tr').first()).toBeInViewport();
  });
});

test('PaginatedTable: a 20-step drag re-renders no body row @slow-in-firefox', async ({
  mount,
  page,
}) => {
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

for (const [name, fixture, tag] of [
  [
    'PaginatedTable (grid layout)',
    <ReRenderingParent key="grid" rowCount={45} />,
    '@slow-in-firefox',
  ],
  [
    'PaginatedTable with a wrapping column (table layout)',
    <ReRenderingParent key="wrap" textWrap />,
    '@slow-in-firefox',
  ],
  [
    'primitives + useColumnSizing, grid layout',
    <ReRenderingParent key="primitives" table="primitives" layout="grid" rowCount={45} />,
    '@slow',
  ],
] as const) {
  test(`${name}: a parent re-rendering with the same props does no sizing work and writes nothing ${tag}`, async ({
    mount,
    page,
  }) => {
    await mount(fixture);
    const table = page.getByRole('table', { name: 'People' });
    await expect(table).toHaveAttribute('data-phase', 'fixed');
    const work = await table.evaluate((element) => {
      // Every style read or write, geometry read and DOM change made while the parent re-renders.
      const counts = { style: 0, geometry: 0, mutations: 0 };
      const restore: (() => void)[] = [];
      const spy = <T extends object>(
        target: T,
        key: keyof T & string,
        kind: 'style' | 'geometry',
      ) => {
        const original = target[key] as (...args: unknown[]) => unknown;
        Object.defineProperty(target, key, {
          configurable: true,
          value: function (this: unknown, ...args: unknown[]) {
            counts[kind] += 1;
            return original.apply(this, args);
          },
        });
        restore.push(() => {
          Object.defineProperty(target, key, { configurable: true, value: original });
        });
      };
      for (const key of ['setProperty', 'getPropertyValue', 'removeProperty'] as const) {
        spy(CSSStyleDeclaration.prototype, key, 'style');
      }
      spy(window, 'getComputedStyle', 'geometry');
      spy(Element.prototype, 'getBoundingClientRect', 'geometry');
      spy(Element.prototype, 'getClientRects', 'geometry');
      const observer = new MutationObserver((records) => {
        counts.mutations += records.length;
      });
      observer.observe(element, { subtree: true, attributes: true, childList: true });
      const before = window.parentRenders ?? 0;
      window.reRender?.(100);
      const renders = (window.parentRenders ?? 0) - before;
      counts.mutations += observer.takeRecords().length;
      observer.disconnect();
      for (const undo of restore) undo();
      return { renders, ...counts };
    });
    expect(work).toEqual({ renders: 100, style: 0, geometry: 0, mutations: 0 });
  });
}
