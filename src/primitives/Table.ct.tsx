import { expect, test } from '../../playwright/test.js';
import type { HooksConfig } from '../../playwright/index.js';
import { Alignment } from './Table.stories.js';
import { rectOf } from '../../playwright/geometry.js';

test('Table: roles, cell alignment in LTR and RTL, dark theme @slow', async ({ mount, page }) => {
  const table = page.getByRole('table', { name: 'Alignment kinds' });

  let component = await mount(<Alignment />);

  await test.step('renders a captioned table with headers and cells by role', async () => {
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Active',
      'Balance',
      'Joined',
      'Last seen',
      'Actions',
    ]);
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('cell', { name: 'Grace Hopper' })).toBeVisible();
  });

  await test.step('numbers and dates are end-aligned with tabular figures; text starts', async () => {
    for (const name of ['1234.50', '2024-01-07', '2026-11-20 09:14']) {
      const cell = page.getByRole('cell', { name });
      await expect(cell).toHaveCSS('text-align', 'end');
      await expect(cell).toHaveCSS('font-variant-numeric', 'tabular-nums');
    }
    await expect(page.getByRole('cell', { name: 'Ada Lovelace' })).toHaveCSS('text-align', 'start');
    await expect(page.getByRole('cell', { name: 'Yes' })).toHaveCSS('text-align', 'center');
    await expect(page.getByRole('cell', { name: '1234.50' })).toHaveAttribute(
      'data-align',
      'number',
    );
  });

  await test.step('the balance sits at the inline end of its cell, also in RTL', async () => {
    await component.unmount();
    component = await mount<HooksConfig>(<Alignment />, { hooksConfig: { dir: 'rtl' } });
    const cell = page.getByRole('cell', { name: '87.00' });
    const cellBox = await rectOf(cell);
    const textBox = await cell.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const rect = range.getBoundingClientRect();
      return { x: rect.x, width: rect.width };
    });
    // RTL: the inline end is the left edge, so the text hugs the left padding.
    expect(textBox.x - cellBox.x).toBeLessThan(16);
  });

  await test.step('dark theme paints the table with dark tokens', async () => {
    await component.unmount();
    await mount<HooksConfig>(<Alignment />, { hooksConfig: { theme: 'dark' } });
    await expect(page.getByRole('cell', { name: 'Ada Lovelace' })).toHaveCSS(
      'background-color',
      'rgb(13, 17, 23)',
    );
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveCSS(
      'color',
      'rgb(230, 237, 243)',
    );
  });
});
