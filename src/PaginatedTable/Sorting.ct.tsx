import { expect, test } from '../../playwright/test.js';
import type { Locator, Page } from '@playwright/test';
import { contrastRatio, cutHeaders, rectOf, setTextSpacing } from '../../playwright/geometry.js';
import { consoleWarnings } from '../../playwright/sharedPage.js';
import { MemoryPlanetsPage } from '../pagination/fixtures.js';
import SortingSample from '../demo/samples/SortingSample.js';
import { SortableAlignments, SortCountingTable, SortingPage } from './sorting.fixtures.js';
import { drag } from './sizing/resizingSuite.js';
import { PaginatedTable } from './PaginatedTable.js';

const table = (page: Page, name = 'People') => page.getByRole('table', { name, exact: true });
const header = (page: Page, name: string) =>
  table(page).getByRole('columnheader', { name, exact: true });
const firstNames = (page: Page, count = 3, caption = 'People') =>
  table(page, caption)
    .locator('tbody tr')
    .evaluateAll(
      (rows, n) => rows.slice(0, n).map((row) => row.querySelector('td')?.textContent ?? ''),
      count,
    );
const sortedHeaders = (page: Page, caption = 'People') =>
  table(page, caption)
    .locator('th[aria-sort]')
    .evaluateAll((cells) =>
      cells.map((cell) => `${cell.id.replace(/^.*-h-/, '')} ${cell.getAttribute('aria-sort')}`),
    );
const sortsAsked = (page: Page) =>
  page.evaluate(() => (window.sortsAsked ?? []).map((s) => `${s.columnId} ${s.direction}`));

/**
 * Records every text the table's polite live region says from now on (a screen reader hears
 * each change once). Read them with `said`.
 */
async function listen(page: Page) {
  await page
    .locator('[aria-live="polite"]')
    .first()
    .evaluate((region) => {
      const log: string[] = [];
      (window as Window & { said?: string[] }).said = log;
      new MutationObserver(() => {
        if (region.textContent) log.push(region.textContent);
      }).observe(region, { childList: true, characterData: true, subtree: true });
    });
}
interface Snapshot {
  busy: boolean;
  rows: number;
  /** The N of "Showing N of 45". */
  shown: number;
  sorted: string;
  firstEmail: string;
  loadMore: boolean;
  /** The column whose header holds the focus, else the focused element's role. */
  focus: string;
}

declare global {
  interface Window {
    seen?: Snapshot[];
  }
}

const said = (page: Page) =>
  page.evaluate(() => (window as Window & { said?: string[] }).said ?? []);

test('WAI-ARIA APG sortable table: a native button in each sortable header, aria-sort on the sorted one only, a hidden arrow; presses sort ascending, then each way, announced once @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(<SortCountingTable />);
  const name = header(page, 'Name').getByRole('button', { name: 'Name', exact: true });
  const email = header(page, 'Email').getByRole('button', { name: 'Email', exact: true });

  await test.step('controls: buttons named as their columns; none in a column that does not sort', async () => {
    await expect(table(page).getByRole('button')).toHaveCount(2);
    await expect(header(page, 'Country').getByRole('button')).toHaveCount(0);
    // The header keeps its name: the arrow says nothing, the handle is named on its own.
    await expect(header(page, 'Name')).toHaveAccessibleName('Name');
    // span-aria-hidden: the visual sort sign is hidden from assistive tech.
    await expect(name.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await sortedHeaders(page)).toEqual([]);
  });

  await test.step('th-aria-sort: aria-sort follows each press, on one header only', async () => {
    await listen(page);
    await name.click();
    await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(await sortedHeaders(page)).toEqual(['name ascending']);
    expect(await firstNames(page)).toEqual([
      'Alfred Sanford',
      'Alva Gleichner',
      'Alvera Lueilwitz-Nader',
    ]);
    await expect.poll(() => said(page)).toEqual(['Sorted by Name, ascending']);
    // From the keyboard: Enter and Space press it, as any button.
    await expect(name).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'descending');
    await page.keyboard.press(' ');
    // A third press sorts ascending again: it never leaves the table unsorted.
    await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
    await email.click();
    await expect(header(page, 'Email')).toHaveAttribute('aria-sort', 'ascending');
    expect(await sortedHeaders(page)).toEqual(['email ascending']);
    expect(await sortsAsked(page)).toEqual([
      'name ascending',
      'name descending',
      'name ascending',
      'email ascending',
    ]);
    // Each change said once, in the order pressed.
    await expect
      .poll(() => said(page))
      .toEqual([
        'Sorted by Name, ascending',
        'Sorted by Name, descending',
        'Sorted by Name, ascending',
        'Sorted by Email, ascending',
      ]);
  });
});

test('a change of the sort state alone re-renders no body row @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(<SortCountingTable rows="unchanged" />);
  const renders = () => page.evaluate(() => window.sortedCellRenders ?? 0);
  await expect(header(page, 'Name')).not.toHaveAttribute('aria-sort');
  expect(await renders()).toBeGreaterThan(0);
  const before = await renders();
  await header(page, 'Name').getByRole('button').click();
  await header(page, 'Email').getByRole('button').click();
  await expect(header(page, 'Email')).toHaveAttribute('aria-sort', 'ascending');
  expect(await renders()).toBe(before);
});

/** A column header's width, in whole pixels. */
const widthOf = async (locator: Locator) => Math.round((await rectOf(locator)).width);

test('beside resizing: Tab reaches the control, then its handle; the handle never sorts and a press never resizes; widths the user chose stay @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(<SortCountingTable />);
  const control = (column: string) => header(page, column).getByRole('button');
  const handle = (column: string) =>
    table(page).getByRole('separator', { name: `Resize ${column}`, exact: true });

  await test.step('Tab order: control, handle, next control, next handle', async () => {
    await control('Name').focus();
    for (const next of [handle('Name'), control('Email'), handle('Email'), handle('Country')]) {
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    }
  });

  await test.step('a drag, a double-click and keys on the handle resize and never sort', async () => {
    const before = await widthOf(header(page, 'Name'));
    await drag(page, handle('Name'), 40);
    await expect.poll(() => widthOf(header(page, 'Name'))).toBe(before + 40);
    // Over WebDriver BiDi, Firefox gets no native dblclick: dispatch it.
    await handle('Name').dispatchEvent('dblclick');
    await expect.poll(() => widthOf(header(page, 'Name'))).toBe(before);
    await handle('Name').focus();
    for (const key of ['ArrowRight', 'Enter', ' ', 'ArrowRight']) await page.keyboard.press(key);
    await expect(handle('Name')).toHaveAttribute('aria-valuenow', String(before + 10));
    expect(await sortsAsked(page)).toEqual([]);
    expect(await sortedHeaders(page)).toEqual([]);
  });

  await test.step('after a click on the handle, a click on a control in the head sets the edge and sorts nothing', async () => {
    const box = await rectOf(handle('Name'));
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(handle('Name')).toHaveAttribute('data-resizing', '');
    // The edge stops at the column's minimum; the pointer goes on over Name's own control,
    // which shows the resize cursor meanwhile.
    const target = await rectOf(control('Name'));
    await page.mouse.move(target.x + 4, target.y + target.height / 2);
    await expect(control('Name')).toHaveCSS('cursor', 'col-resize');
    await page.mouse.down();
    await page.mouse.up();
    await expect(handle('Name')).not.toHaveAttribute('data-resizing');
    await expect(handle('Name')).toBeFocused();
    expect(await sortsAsked(page)).toEqual([]);
    expect(await sortedHeaders(page)).toEqual([]);

    // Escape while that press is held: the release sorts nothing either.
    const again = await rectOf(handle('Name'));
    await page.mouse.click(again.x + again.width / 2, again.y + again.height / 2);
    await page.mouse.move(target.x + 4, target.y + target.height / 2);
    await page.mouse.down();
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await expect(handle('Name')).not.toHaveAttribute('data-resizing');
    expect(await sortsAsked(page)).toEqual([]);
    expect(await sortedHeaders(page)).toEqual([]);
  });

  await test.step('a press on the control sorts and never resizes; the chosen width stays', async () => {
    const chosen = await widthOf(header(page, 'Name'));
    await control('Email').click();
    await control('Name').click();
    await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(await sortsAsked(page)).toEqual(['email ascending', 'name ascending']);
    // Sorted rows came twice; the width the user chose is still the one shown.
    await expect(handle('Name')).toHaveAttribute('aria-valuenow', String(chosen));
    expect(await widthOf(header(page, 'Name'))).toBe(chosen);
  });
});

test('beside resizing, under a mouse: a 24 px circle on each handle’s centre touches no sort control (WCAG 2.5.8), at either end of a header, dense or not, either way round', async ({
  mount,
  page,
}) => {
  // The least distance, in px, from a resize handle's centre to a sort control in the head.
  const nearest = () =>
    table(page)
      .locator('thead')
      .evaluate((head) => {
        const controls = Array.from(head.querySelectorAll('button, a'), (control) =>
          control.getBoundingClientRect(),
        );
        let least = Infinity;
        for (const handle of head.querySelectorAll('[role="separator"]')) {
          const box = handle.getBoundingClientRect();
          const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
          for (const control of controls) {
            const dx = Math.max(control.left - x, 0, x - control.right);
            const dy = Math.max(control.top - y, 0, y - control.bottom);
            least = Math.min(least, Math.hypot(dx, dy));
          }
        }
        return least;
      });
  for (const dense of [false, true]) {
    for (const dir of ['ltr', 'rtl'] as const) {
      await test.step(`${dense ? 'compact' : 'regular'}, ${dir}`, async () => {
        await page.evaluate((value) => {
          document.documentElement.setAttribute('dir', value);
        }, dir);
        const component = await mount(<SortableAlignments dense={dense} />);
        await expect(header(page, 'Postal code').getByRole('button')).toBeVisible();
        // The handles are narrower than 24 px under a mouse: their spacing is what counts.
        const handle = table(page).getByRole('separator', { name: 'Resize Postal code' });
        expect((await rectOf(handle)).width).toBeLessThan(24);
        await expect.poll(nearest).toBeGreaterThanOrEqual(12);
        await component.unmount();
      });
    }
  }
  await page.evaluate(() => {
    document.documentElement.removeAttribute('dir');
  });
});

test('widths on a sort: the sorted header shows its text and arrow whole; measured columns grow to fit new rows, never narrow @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(<SortCountingTable rows="narrowThenWide" />);
  const name = header(page, 'Name');
  const control = name.getByRole('button');
  /** Whether the control (text and arrow) fits inside its header's padding box. */
  const whole = () =>
    name.evaluate((cell) => {
      const button = cell.querySelector('button');
      const arrow = button?.querySelector('svg');
      const text = button?.querySelector('span');
      if (!button || !arrow || !text) return false;
      const box = cell.getBoundingClientRect();
      const { left, right } = arrow.getBoundingClientRect();
      return text.scrollWidth <= text.clientWidth && left >= box.left && right <= box.right;
    });
  const start = await widthOf(name);
  expect(await whole()).toBe(true);

  // Ascending brings first names alone: narrower content, the same width.
  await control.click();
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(table(page).locator('tbody tr').first().getByRole('cell').first()).toHaveText(
    /^\S+$/,
  );
  expect(await widthOf(name)).toBe(start);
  expect(await whole()).toBe(true);

  // Descending brings wider names: the column grows to fit them (up to the cap).
  await control.click();
  await expect(name).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => widthOf(name)).toBeGreaterThan(start + 50);
  const grown = await widthOf(name);

  // Narrow rows again: the column keeps its width while the table is mounted.
  await control.click();
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(table(page).locator('tbody tr').first().getByRole('cell').first()).toHaveText(
    /^\S+$/,
  );
  expect(await widthOf(name)).toBe(grown);
  expect(await whole()).toBe(true);
});

test('a sortable column dragged narrower than its header fits it again on release: its text and arrow whole @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(
    <PaginatedTable
      caption="Invoices"
      columns={[
        { id: 'number', header: 'Invoice number', sortable: true },
        { id: 'status', header: 'Status', sortable: true },
      ]}
      rows={[
        { id: '1', number: 'A1', status: 'Paid' },
        { id: '2', number: 'A2', status: 'Open' },
      ]}
      pagination={{ totalCount: 2, pageSize: 2 }}
      onSortChange={() => {}}
    />,
  );
  const invoices = table(page, 'Invoices');
  const number = invoices.getByRole('columnheader', { name: 'Invoice number' });
  const arrowInside = () =>
    number.evaluate((cell) => {
      const arrow = cell.querySelector('svg')?.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      return arrow !== undefined && arrow.left >= box.left && arrow.right <= box.right;
    });
  expect(await cutHeaders(invoices)).toEqual([]);
  // Down to its narrowest: the cells' text (two characters) needs far less than the header's.
  // To within 20 px of its start (the page's edge): past its narrowest.
  const start = await rectOf(number);
  await drag(
    page,
    page.getByRole('separator', { name: 'Resize Invoice number' }),
    20 - start.width,
  );
  await expect(number).not.toHaveAttribute('data-resizing');
  await expect.poll(() => cutHeaders(invoices)).toEqual([]);
  expect(await arrowInside()).toBe(true);
});

/** Goes to `search` on this page, as a link from elsewhere would have brought the user. */
async function arriveAt(page: Page, search: string) {
  await page.evaluate((query: string) => {
    window.history.replaceState(null, '', `/${query}`);
  }, search);
}

test.describe(() => {
  // It listens on the window, and counts a warning this module gives once per page.
  test.use({ freshPage: true });

  // The sample users copy (src/demo/samples/SortingSample.tsx): a server that sorts and pages.
  test('in the URL: a hostile sort warns once and shows the default; a header is a link, a plain click pushes one entry on the first page and scrolls to the top; Load more keeps the order; back and forward restore both @slow-in-firefox', async ({
    mount,
    page,
  }) => {
    const warnings = consoleWarnings(page);
    await arriveAt(page, '?nextCursor=20&sort=%3Cscript%3E');
    await mount(<SortingSample />);
    const rows = table(page, 'Purchases').locator('tbody tr');
    const area = page.getByRole('region', { name: 'Purchases' });
    const link = (column: string) =>
      table(page, 'Purchases')
        .getByRole('columnheader', { name: column, exact: true })
        .getByRole('link', { name: column });
    const sortedNow = () => sortedHeaders(page, 'Purchases');
    const first = (count: number) => firstNames(page, count, 'Purchases');
    const search = () => page.evaluate(() => window.location.search);
    const entries = () => page.evaluate(() => window.history.length);

    await test.step('a hostile sort: the default sort, one warning that names the fix', async () => {
      await expect(rows).toHaveCount(30);
      expect(await sortedNow()).toEqual(['customer ascending']);
      expect(await first(3)).toEqual(['Customer 1', 'Customer 2', 'Customer 3']);
      // Load more renders the hook again: still one warning.
      await page.getByRole('link', { name: 'Load more' }).click();
      await expect(rows).toHaveCount(40);
      expect(warnings).toEqual([
        expect.stringContaining(
          '?sort="<script>" names no sortable column; showing customer, ascending.',
        ),
      ]);
      expect(warnings[0]).toContain(
        'Link with ?sort=<column id> (ascending) or ?sort=-<column id> (descending); sortable: customer, country, total.',
      );
    });

    await test.step('every sortable header is a link to its next sort, on the first page', async () => {
      await expect(link('Customer')).toHaveAttribute('href', '?sort=-customer');
      await expect(link('Total')).toHaveAttribute('href', '?sort=total');
      await expect(link('Total').locator('svg')).toHaveAttribute('aria-hidden', 'true');
    });

    await test.step('a modified click is the browser’s: the page stays as it is', async () => {
      // Runs after React's handler; records whether it left the click alone, then keeps the
      // browser from opening a tab, which would outlive the test.
      await page.evaluate(() => {
        window.addEventListener('click', (event) => {
          (window as Window & { sawDefault?: boolean }).sawDefault = !event.defaultPrevented;
          event.preventDefault();
        });
      });
      await link('Total').click({ modifiers: ['Shift'] });
      expect(
        await page.evaluate(() => (window as Window & { sawDefault?: boolean }).sawDefault),
      ).toBe(true);
      expect(await search()).toBe('?nextCursor=30&sort=%3Cscript%3E');
    });

    await test.step('a plain click: one entry, the first page in that order, the top, said once', async () => {
      await area.evaluate((element) => {
        element.scrollTop = 300;
      });
      await listen(page);
      const before = await entries();
      await link('Total').click();
      expect(await search()).toBe('?sort=total');
      expect(await entries()).toBe(before + 1);
      await expect(rows).toHaveCount(10);
      await expect.poll(() => sortedNow()).toEqual(['total ascending']);
      expect(await area.evaluate((element) => element.scrollTop)).toBe(0);
      await expect.poll(() => said(page)).toEqual(['Sorted by Total, ascending']);
      await expect(link('Total')).toHaveAttribute('href', '?sort=-total');
    });

    const byTotal = await first(10);
    expect(byTotal[0]).toBe('Customer 1');
    await test.step('Load more: the next page in the same order', async () => {
      await page.getByRole('link', { name: 'Load more' }).click();
      await expect(rows).toHaveCount(20);
      expect(await search()).toBe('?nextCursor=10&sort=total');
      expect((await first(20)).slice(0, 10)).toEqual(byTotal);
      await expect(page.getByRole('link', { name: 'Load more' })).toHaveAttribute(
        'href',
        '?nextCursor=20&sort=total',
      );
    });

    await test.step('back and forward restore the sort and the cursor', async () => {
      await page.goBack();
      await expect(rows).toHaveCount(10);
      expect(await sortedNow()).toEqual(['total ascending']);
      await page.goBack();
      await expect(rows).toHaveCount(40);
      await expect.poll(() => sortedNow()).toEqual(['customer ascending']);
      await expect
        .poll(() => said(page))
        .toEqual(['Sorted by Total, ascending', 'Sorted by Customer, ascending']);
      await page.goForward();
      await expect.poll(() => sortedNow()).toEqual(['total ascending']);
      await expect(rows).toHaveCount(10);
      await page.goForward();
      await expect(rows).toHaveCount(20);
      expect((await first(20)).slice(0, 10)).toEqual(byTotal);
      expect(warnings).toHaveLength(1);
    });
  });
});

// The fixture's fake server (sorting.fixtures.tsx): the URL moves at a press, the rows come
// a moment later.
test('while a page or a sort loads, the count, Load more and the sorted header describe the rows on screen, and change with the rows that come @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await arriveAt(page, '?nextCursor=30');
  await mount(<SortingPage latency={50} />);
  const rows = table(page).locator('tbody tr');
  const loadMore = page.getByRole('link', { name: 'Load more' });
  await expect(rows).toHaveCount(40);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 40 of 45',
  );
  // What the page shows after every change to it, from now on.
  await page.evaluate(() => {
    window.seen = [];
    const snapshot = (): Snapshot => {
      const element = document.querySelector('table');
      const status = [...document.querySelectorAll('[role="status"]')].find((node) =>
        node.textContent.startsWith('Showing'),
      );
      const link = [...document.querySelectorAll('a')].find(
        (node) => node.textContent === 'Load more',
      );
      return {
        busy: element?.getAttribute('aria-busy') === 'true',
        rows: element?.querySelectorAll('tbody tr').length ?? 0,
        shown: Number(/Showing (\d+)/.exec(status?.textContent ?? '')?.[1]),
        sorted: [...(element?.querySelectorAll('th[aria-sort]') ?? [])]
          .map((cell) => `${cell.id.replace(/^.*-h-/, '')} ${cell.getAttribute('aria-sort')}`)
          .join(),
        firstEmail: element?.querySelector('tbody tr td:nth-child(2)')?.textContent ?? '',
        loadMore: link !== undefined,
        focus:
          document.activeElement?.closest('th')?.id.replace(/^.*-h-/, '') ??
          document.activeElement?.getAttribute('role') ??
          '',
      };
    };
    new MutationObserver(() => window.seen?.push(snapshot())).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  const seen = () => page.evaluate(() => window.seen ?? []);

  await test.step('the last Load more: the count and the link stay until the rows come; then focus moves to the table, and the page stays where it was', async () => {
    // A window that shows Load more but not the area's top (a phone's): focus must not scroll it.
    const region = await rectOf(page.getByRole('region', { name: 'People' }));
    await page.setViewportSize({ width: 1280, height: Math.round(region.height / 2) });
    await loadMore.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await loadMore.click();
    await expect(rows).toHaveCount(45);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      'Showing 45 of 45',
    );
    await expect(loadMore).toHaveCount(0);
    // The link went with the page it asked for, when the table took input again.
    await expect(page.getByRole('region', { name: 'People' })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const loading = (await seen()).filter((snapshot) => snapshot.busy);
    expect(loading.length).toBeGreaterThan(0);
    for (const snapshot of loading) expect(snapshot).toMatchObject({ shown: 40, loadMore: true });
  });

  await test.step('a sort: the header keeps the order on screen until the sorted rows come, and the focus it was given', async () => {
    const control = header(page, 'Email').getByRole('link', { name: 'Email' });
    await control.focus();
    // From the focused control on: what the last step left settling is no part of the sort.
    await page.evaluate(() => {
      window.seen = [];
    });
    await control.press('Enter');
    await expect(rows).toHaveCount(10);
    await expect(control).toBeFocused();
    await expect.poll(() => sortedHeaders(page)).toEqual(['email ascending']);
    const snapshots = await seen();
    const firstEmail = (await rows.first().getByRole('cell').nth(1).textContent()) ?? '';
    expect(snapshots.filter((snapshot) => snapshot.busy).length).toBeGreaterThan(0);
    for (const snapshot of snapshots) {
      // Focus never left the control: the head is no part of what loads.
      expect(snapshot.focus).toBe('email');
      if (snapshot.busy) expect(snapshot.sorted).toBe('name ascending');
      // From the first moment it says so, the rows are in that order, and counted.
      if (snapshot.sorted === 'email ascending') {
        expect(snapshot).toMatchObject({ busy: false, firstEmail, shown: 10, rows: 10 });
      }
    }
  });

  for (const snapshot of await seen()) expect(snapshot.shown).toBe(snapshot.rows);
});

test('text spacing set after a sortable table shows (WCAG 1.4.12): every header shows its text whole again @slow', async ({
  mount,
  page,
}) => {
  // Narrow enough that columns are as wide as their content, with no room to share out.
  await page.setViewportSize({ width: 700, height: 600 });
  await mount(<SortingPage latency={0} />);
  await expect(table(page).locator('tbody tr')).toHaveCount(10);
  expect(await cutHeaders(table(page))).toEqual([]);
  await setTextSpacing(page);
  // Measured again, headers too: a sortable table's columns otherwise only grow to fit new rows.
  await expect.poll(() => cutHeaders(table(page))).toEqual([]);
});

test('tables with their own parameters sort and page apart; a sort resets its own cursor only @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(
    <MemoryPlanetsPage
      sortable
      search="?inner=3&outer=3"
      tables={[
        { caption: 'Inner planets', param: 'inner', sortParam: 'innerSort' },
        { caption: 'Outer planets', param: 'outer', sortParam: 'outerSort' },
      ]}
    />,
  );
  const url = page.getByRole('status', { name: 'Memory URL' });
  const inner = table(page, 'Inner planets');
  const outer = table(page, 'Outer planets');
  await inner.getByRole('link', { name: 'Moons' }).click();
  await expect(url).toHaveText('?innerSort=moons&outer=3');
  await expect(inner.locator('tbody tr')).toHaveCount(3);
  await expect(outer.locator('tbody tr')).toHaveCount(6);
  await expect(outer.getByRole('columnheader', { name: 'Moons' })).not.toHaveAttribute('aria-sort');
  await outer.getByRole('link', { name: 'Planet' }).click();
  await expect(url).toHaveText('?innerSort=moons&outerSort=name');
  await expect(outer.locator('tbody tr').first()).toContainText('Earth');
  await expect(inner.getByRole('columnheader', { name: 'Moons' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(url).toHaveText('?innerSort=moons&outer=3');
  await expect(outer.locator('tbody tr')).toHaveCount(6);
  await expect(outer.getByRole('columnheader', { name: 'Planet' })).not.toHaveAttribute(
    'aria-sort',
  );
});

/** The arrow's colour and its header's background. */
const arrowColours = (control: Locator) =>
  control.evaluate((element) => ({
    arrow: getComputedStyle(element.querySelector('svg') ?? element).fill,
    header: getComputedStyle(element.closest('th') ?? element).backgroundColor,
  }));

test('both themes, right to left, German, forced colours: the arrows stand out at 3:1, sit at the inline end, and the news is German @slow', async ({
  mount,
  page,
  browserName,
}) => {
  const light = await mount(
    <SortCountingTable initialSort={{ columnId: 'name', direction: 'descending' }} />,
  );
  for (const column of ['Name', 'Email']) {
    const { arrow, header: background } = await arrowColours(
      header(page, column).getByRole('button'),
    );
    expect(contrastRatio(arrow, background), `${column}, light`).toBeGreaterThanOrEqual(3);
  }
  await light.unmount();

  await mount(<SortCountingTable />, { hooksConfig: { theme: 'dark', dir: 'rtl', locale: 'de' } });
  const control = header(page, 'Name').getByRole('button', { name: 'Name' });
  const { arrow, header: background } = await arrowColours(control);
  expect(contrastRatio(arrow, background), 'unsorted, dark').toBeGreaterThanOrEqual(3);
  // Right to left, the arrow follows the text towards the inline end: to its left.
  const [text, icon] = await Promise.all([
    rectOf(control.locator('span')),
    rectOf(control.locator('svg')),
  ]);
  expect(icon.x + icon.width).toBeLessThanOrEqual(text.x);
  await listen(page);
  await control.click();
  await control.click();
  await expect
    .poll(() => said(page))
    .toEqual(['Sortiert nach Name, aufsteigend', 'Sortiert nach Name, absteigend']);

  // Over WebDriver BiDi, Firefox does not emulate forced colours.
  if (browserName !== 'chromium') return;
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    for (const column of ['Name', 'Email']) {
      const colours = await arrowColours(header(page, column).getByRole('button'));
      expect(
        contrastRatio(colours.arrow, colours.header),
        `${column}, forced`,
      ).toBeGreaterThanOrEqual(3);
    }
  } finally {
    await page.emulateMedia({ forcedColors: null });
  }
});
