import { expect, test } from '../../playwright/test.js';
import { consoleWarnings } from '../../playwright/sharedPage.js';
import type { Column } from './columns.js';
import type { ColumnWidths } from './sizing/types.js';
import { PaginatedTable } from './PaginatedTable.js';
import { PlanetsWithActions } from './fixtures.js';
import { rectOf } from '../../playwright/geometry.js';

const columns: Column<{ id: string; name: string; moons: number }>[] = [
  { id: 'name', header: 'Name' },
  { id: 'moons', header: 'Moons', align: 'number' },
];
const rows = [
  { id: 'earth', name: 'Earth', moons: 1 },
  { id: 'mars', name: 'Mars', moons: 2 },
  { id: 'mars', name: 'Mars again', moons: 2 },
];

// Each warning is given once per page: a page of its own, so this file sees the first.
test.use({ freshPage: true });

test('misuse warns once, naming the fix, and the table still renders usable values @slow', async ({
  mount,
  page,
}) => {
  const warnings = consoleWarnings(page);
  await mount(
    <PaginatedTable
      caption="Planets"
      columns={columns}
      rows={rows}
      height={0}
      pagination={{ nextCursor: 0, pageSize: -3, totalCount: 2.5 }}
      loadMore={{ href: '?nextCursor=3' }}
    />,
  );
  const area = page.getByRole('region', { name: 'Planets' });
  // height 0 falls back to the default 600 px.
  await expect.poll(async () => (await rectOf(area)).height).toBeCloseTo(600, 0);
  // pageSize -3 counts as 0, totalCount 2.5 as 2: the results text stays sensible.
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 0 of 2',
  );
  await expect(page.getByRole('table', { name: 'Planets' }).locator('tbody tr')).toHaveCount(3);
  await expect
    .poll(() => warnings.filter((text) => text.startsWith('PaginatedTable:')))
    .toEqual([
      expect.stringMatching(/rows 2 and 3 share the id "mars".*pass `getRowId`/),
      expect.stringMatching(/pageSize must be a whole number of rows ≥ 0, got -3/),
      expect.stringMatching(/totalCount must be a whole number of rows ≥ 0, got 2\.5/),
      expect.stringMatching(
        /height must be a number of pixels > 0 or a CSS length, got 0\. Pass e\.g\./,
      ),
    ]);
});

test('widths read back from storage that are not numbers are ignored, with a warning @slow', async ({
  mount,
  page,
}) => {
  const warnings = consoleWarnings(page);
  const changes: ColumnWidths[] = [];
  // As `JSON.parse` gives them from a corrupted or hand-edited entry.
  const stored = JSON.parse('{"name": "x", "moons": 120}') as ColumnWidths;
  await mount(
    <PaginatedTable
      caption="Planets"
      columns={columns}
      rows={rows.slice(0, 2)}
      pagination={{ totalCount: 2, pageSize: 2 }}
      defaultColumnWidths={stored}
      onColumnWidthsChange={(widths) => changes.push(widths)}
    />,
  );
  const table = page.getByRole('table', { name: 'Planets' });
  const name = await rectOf(table.getByRole('columnheader', { name: 'Name' }));
  const moons = await rectOf(table.getByRole('columnheader', { name: 'Moons' }));
  // One header row, Name before Moons: the bad width took nothing apart.
  expect(moons.y).toBeCloseTo(name.y, 0);
  expect(moons.x).toBeCloseTo(name.x + name.width, 0);
  // The usable width is kept; Name takes its measured width and the spare room.
  expect(moons.width).toBeCloseTo(120, 0);
  expect(name.width).toBeGreaterThan(48);
  await expect
    .poll(() => warnings.filter((text) => text.startsWith('Column widths:')))
    .toEqual([
      'Column widths: the width of "name" is "x", not a number of px, so the column takes its measured width. Check widths read back from storage before passing them as `columnWidths` or `defaultColumnWidths`.',
    ]);
  // The next change the user makes writes over the bad entry.
  await page.getByRole('separator', { name: 'Resize Name' }).press('ArrowLeft');
  await expect.poll(() => changes).toEqual([{ moons: 120, name: Math.round(name.width) - 10 }]);
});

test('a height in CSS keeps the area within a short window; one the browser cannot read warns @slow', async ({
  mount,
  page,
}) => {
  const warnings = consoleWarnings(page);
  await page.setViewportSize({ width: 800, height: 400 });
  const component = await mount(
    <PaginatedTable
      caption="Planets"
      columns={columns}
      rows={rows.slice(0, 2)}
      pagination={{ totalCount: 2, pageSize: 2 }}
      height="min(600px, 50vh)"
    />,
  );
  const area = page.getByRole('region', { name: 'Planets' });
  await expect.poll(async () => (await rectOf(area)).height).toBeCloseTo(200, 0);
  await page.setViewportSize({ width: 800, height: 1400 });
  await expect.poll(async () => (await rectOf(area)).height).toBeCloseTo(600, 0);
  await component.update(
    <PaginatedTable
      caption="Planets"
      columns={columns}
      rows={rows.slice(0, 2)}
      pagination={{ totalCount: 2, pageSize: 2 }}
      height="tall"
    />,
  );
  await expect
    .poll(() => warnings.filter((text) => text.includes('"tall"')))
    .toEqual([
      'The table\'s height "tall" is no CSS length, so its area is as tall as the table and scrolls nothing. Pass e.g. "min(600px, 80dvh)" or a number of px.',
    ]);
});

test('a saved width for the actions column is no user’s choice: it is dropped, and the next change leaves it out @slow', async ({
  mount,
  page,
}) => {
  const changes: ColumnWidths[] = [];
  await mount(
    <PlanetsWithActions
      defaultColumnWidths={{ actions: 300, moons: 120 }}
      onColumnWidthsChange={(widths) => changes.push(widths)}
    />,
  );
  const table = page.getByRole('table', { name: 'Planets' });
  expect((await rectOf(table.getByRole('columnheader', { name: 'Actions' }))).width).toBeLessThan(
    120,
  );
  await page.getByRole('separator', { name: 'Resize Moons' }).press('ArrowRight');
  await expect.poll(() => changes).toEqual([{ moons: 130 }]);
});

test('widths in your own state that become undefined warn, naming `{}` as the way to clear them @slow', async ({
  mount,
  page,
}) => {
  const warnings = consoleWarnings(page);
  const planets = (columnWidths: ColumnWidths | undefined) => (
    <PaginatedTable
      caption="Planets"
      columns={columns}
      rows={rows.slice(0, 2)}
      pagination={{ totalCount: 2, pageSize: 2 }}
      columnWidths={columnWidths}
      onColumnWidthsChange={() => {}}
    />
  );
  const component = await mount(planets({ moons: 120 }));
  const moons = page.getByRole('columnheader', { name: 'Moons' });
  expect((await rectOf(moons)).width).toBeCloseTo(120, 0);
  await component.update(planets({}));
  await expect.poll(async () => (await rectOf(moons)).width).not.toBeCloseTo(120, 0);
  expect(warnings.filter((text) => text.startsWith('Column widths:'))).toEqual([]);
  await component.update(planets(undefined));
  await expect
    .poll(() => warnings.filter((text) => text.startsWith('Column widths:')))
    .toEqual([
      'Column widths: `columnWidths` went from a value to `undefined`, which hands the widths back to the table, and it shows its own last widths, not yours. To clear every width, pass `{}`.',
    ]);
});
