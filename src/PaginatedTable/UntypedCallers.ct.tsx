import { expect, test } from '../../playwright/test.js';
import { TableThemeProvider } from '../theme/TableThemeProvider.js';
import type { Theme } from '../theme/theme.js';
import type { Column } from './columns.js';
import { PaginatedTable } from './PaginatedTable.js';

interface Planet {
  id: string;
  name: string;
  moons: number;
}

// What TypeScript rejects, as a JavaScript caller (or a cast) passes it anyway: rows without
// `id` and no `getRowId`, and a column id with a typo ('moon' for 'moons').
const rows = [
  { name: 'Earth', moons: 1 },
  { name: 'Mars', moons: 2 },
] as unknown as Planet[];
const columns = [
  { id: 'name', header: 'Name' },
  { id: 'moon', header: 'Moons', align: 'number' },
] as unknown as Column<Planet>[];

// Each warning is given once per page: a page of its own, so this file sees the first.
test.use({ freshPage: true });

test('untyped callers: rows without id still render; a mistyped column id warns with the fix @slow-in-firefox', async ({
  mount,
  page,
}) => {
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    // The CT page has no favicon; the browser's request for one is not the table's doing.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const component = await mount(
    <PaginatedTable
      caption="Planets"
      columns={columns}
      rows={rows}
      pagination={{ totalCount: 2, pageSize: 2 }}
    />,
  );
  const table = page.getByRole('table', { name: 'Planets' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: 'Mars' })).toBeVisible();

  // Load more appends rows: the rows already shown keep their keys, so nothing breaks.
  await component.update(
    <PaginatedTable
      caption="Planets"
      columns={columns}
      rows={[...rows, { name: 'Venus', moons: 0 } as unknown as Planet]}
      pagination={{ totalCount: 3, pageSize: 3 }}
    />,
  );
  await expect(table.locator('tbody tr')).toHaveCount(3);

  await expect.poll(() => warnings.length).toBe(2);
  expect(warnings).toEqual([
    expect.stringMatching(/a row has no `id`.*Pass `getRowId=\{\(row\) => …\}`/),
    expect.stringMatching(
      /column "moon" .*no row has one \(fields: name, moons\)\. Fix the column's `id`, or give it a `cell`/,
    ),
  ]);
  expect(errors).toEqual([]);
});

test('a TableThemeProvider given no theme (a JavaScript caller, a story argument not yet set): the table shows in its light theme, with no error @slow-in-firefox', async ({
  mount,
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await mount(
    <TableThemeProvider theme={undefined as unknown as Theme}>
      <PaginatedTable
        caption="Planets"
        columns={[{ id: 'name', header: 'Name' }]}
        rows={[{ id: 'earth', name: 'Earth' }]}
        pagination={{ totalCount: 1, pageSize: 1 }}
      />
    </TableThemeProvider>,
  );
  const table = page.getByRole('table', { name: 'Planets' });
  await expect(table.getByRole('cell', { name: 'Earth' })).toBeVisible();
  // The light theme's canvas behind the cells.
  await expect(table.getByRole('cell', { name: 'Earth' })).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
  expect(errors).toEqual([]);
});
