import { expect, test } from '../../playwright/test.js';
import { consoleWarnings } from '../../playwright/sharedPage.js';
import type { Column } from './columns.js';
import { PaginatedTable } from './PaginatedTable.js';
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
      expect.stringMatching(/height must be a number of pixels > 0, got 0\. Pass e\.g\./),
    ]);
});
