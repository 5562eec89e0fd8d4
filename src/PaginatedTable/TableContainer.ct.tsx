import { expect, test } from '../../playwright/test.js';
import CustomTableSample from '../demo/samples/CustomTableSample.js';
import { rectOf } from '../../playwright/geometry.js';

// The docs' custom table (primitives + useColumnSizing) in a TableContainer: the behaviours of
// PaginatedTable's own area, with no PaginatedTable.
test("a custom table's container casts the pinned edge's shadow, yields pins when narrow, and takes its height @slow-in-firefox", async ({
  mount,
  page,
}) => {
  await page.setViewportSize({ width: 280, height: 600 });
  await mount(<CustomTableSample />);
  const area = page.getByRole('region', { name: 'Stars' });
  const star = page.getByRole('cell', { name: 'Star 1', exact: true });
  await expect(page.getByRole('table', { name: 'Stars' })).toHaveAttribute('data-phase', 'fixed');
  expect((await rectOf(area)).height).toBeCloseTo(300, 0);

  // Scrolled sideways: the pinned column stays at the start and casts its shadow.
  await expect(star).toHaveCSS('box-shadow', 'none');
  const start = (await rectOf(star)).x;
  await area.evaluate((element) => {
    element.scrollLeft = 40;
  });
  await expect(star).not.toHaveCSS('box-shadow', 'none');
  expect((await rectOf(star)).x).toBeCloseTo(start, 0);

  // Too narrow for it to leave the others room: it scrolls with them.
  await page.setViewportSize({ width: 150, height: 600 });
  await area.evaluate((element) => {
    element.scrollLeft = 0;
  });
  await expect.poll(async () => (await rectOf(star)).x).toBeCloseTo(start, 0);
  await area.evaluate((element) => {
    element.scrollLeft = 40;
  });
  await expect.poll(async () => (await rectOf(star)).x).toBeCloseTo(start - 40, 0);
  await expect(star).toHaveCSS('box-shadow', 'none');
});
