import { expect, test } from '../../playwright/test.js';
import type { Locator, Page } from '@playwright/test';
import { contrastRatio, rectOf } from '../../playwright/geometry.js';
import { MemoryPlanetsPage } from '../pagination/fixtures.js';
import { SortCountingTable, SortingPage } from './sorting.fixtures.js';
import { drag } from './sizing/resizingSuite.js';

const table = (page: Page, name = 'People') => page.getByRole('table', { name, exact: true });
const header = (page: Page, name: string) =>
  table(page).getByRole('columnheader', { name, exact: true });
const firstNames = (page: Page, count = 3) =>
  table(page)
    .locator('tbody tr')
    .evaluateAll(
      (rows, n) => rows.slice(0, n).map((row) => row.querySelector('td')?.textContent ?? ''),
      count,
    );
const sortedHeaders = (page: Page) =>
  table(page)
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
const said = (page: Page) =>
  page.evaluate(() => (window as Window & { said?: string[] }).said ?? []);

test('WAI-ARIA APG sortable table: a native button in each sortable header, aria-sort on the sorted one only, a hidden arrow; presses sort ascending, then each way, announced once', async ({
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

test('a change of the sort state alone re-renders no body row', async ({ mount, page }) => {
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

test('beside resizing: Tab reaches the control, then its handle; the handle never sorts and a press never resizes; widths the user chose stay', async ({
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

test('widths on a sort: the sorted header shows its text and arrow whole; measured columns grow to fit new rows, never narrow', async ({
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
