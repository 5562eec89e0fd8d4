import type { Page } from '@playwright/test';
import { expect, test } from '../../playwright/test.js';
import { rectOf } from '../../playwright/geometry.js';
import { RelabelledTable, WebFontTable } from './remeasure.fixtures.js';

const FAMILY = 'Late Web Font';

declare global {
  interface Window {
    measures?: number;
  }
}

/**
 * Loads `family` as a web font would arrive (a local face, drawn 40% wider), and waits for the
 * `loadingdone` event and the two frames after it.
 */
async function loadFont(page: Page, family: string) {
  await page.evaluate(async (name) => {
    const style = document.createElement('style');
    style.textContent = `@font-face {
      font-family: "${name}";
      src: local("DejaVu Sans"), local("Liberation Sans"), local("Arimo"), local("Arial"),
        local("Bitstream Vera Sans"), local("Noto Sans"), local("FreeSans");
      size-adjust: 140%;
    }`;
    document.head.append(style);
    const done = new Promise((resolve) => {
      document.fonts.addEventListener('loadingdone', resolve, { once: true });
    });
    const [face] = await document.fonts.load(`16px "${name}"`);
    if (!face) throw new Error('No common sans-serif font here to load (fonts-dejavu-core).');
    await done;
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, family);
}

test('a web font that loads after the table measured: names show whole in it, widths the user set stay; an unrelated font measures nothing', async ({
  mount,
  page,
}) => {
  // Narrower than the table, so no column has filler room to hide a cut.
  await page.setViewportSize({ width: 700, height: 800 });
  await mount(<WebFontTable rowCount={20} family={FAMILY} />);
  const table = page.getByRole('table', { name: 'Accounts' });
  await expect(table).toHaveAttribute('data-phase', 'fixed');
  const name = table.getByRole('cell', { name: 'Account 18', exact: true });
  const nameHeader = table.getByRole('columnheader', { name: 'Name', exact: true });
  const city = table.getByRole('columnheader', { name: 'City', exact: true });
  /** How many pixels of the name its cell cuts off. */
  const cutOff = () => name.evaluate((cell) => cell.scrollWidth - cell.clientWidth);
  expect(await cutOff()).toBe(0);

  // The user widens City by a keyboard step before the font arrives.
  const cityBefore = (await rectOf(city)).width;
  await table.getByRole('separator', { name: 'Resize City' }).press('ArrowRight');
  await expect.poll(async () => (await rectOf(city)).width).toBeGreaterThan(cityBefore);
  const citySet = (await rectOf(city)).width;
  const nameBefore = (await rectOf(nameHeader)).width;

  // Watches for a measure: it marks the table, or its head and groups, while it reads them.
  await table.evaluate((element) => {
    window.measures = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.oldValue === null) window.measures = (window.measures ?? 0) + 1;
      }
    }).observe(element, {
      subtree: true,
      attributeOldValue: true,
      attributeFilter: ['data-sizing-measuring', 'data-sizing-measure'],
    });
  });
  const measures = () => page.evaluate(() => window.measures);

  // A font the table does not use (an icon font, say) changes none of its widths.
  await loadFont(page, 'Unrelated Icon Font');
  expect(await measures()).toBe(0);

  // The theme's first family arrives late, 40% wider than the fallback that drew the text so far.
  await loadFont(page, FAMILY);
  expect(await measures()).toBeGreaterThan(0);
  await expect.poll(async () => (await rectOf(nameHeader)).width).toBeGreaterThan(nameBefore);
  await expect.poll(cutOff).toBe(0);
  const [header, cell] = [await rectOf(nameHeader), await rectOf(name)];
  expect(cell.width).toBeCloseTo(header.width, 0);
  expect((await rectOf(city)).width).toBeCloseTo(citySet, 0);
});

test('new header texts (a language switch) are measured: each shows whole, its cells below it', async ({
  mount,
  page,
}) => {
  await page.setViewportSize({ width: 500, height: 800 });
  await mount(<RelabelledTable rowCount={20} />);
  const table = page.getByRole('table', { name: 'Accounts' });
  await expect(table).toHaveAttribute('data-phase', 'fixed');
  await page.getByRole('button', { name: 'Deutsch' }).click();

  const row = table.getByRole('row').filter({ hasText: 'Account 18' });
  const labels = ['Name des Kontos', 'Stadt oder Gemeinde des Wohnsitzes', 'Tarif'];
  for (const [index, label] of labels.entries()) {
    const header = table.getByRole('columnheader', { name: label, exact: true });
    // The header's text fits its cell: nothing of it is cut off.
    await expect
      .poll(() => header.evaluate((element) => element.scrollWidth - element.clientWidth))
      .toBe(0);
    const [head, cell] = [await rectOf(header), await rectOf(row.getByRole('cell').nth(index))];
    expect(cell.width).toBeCloseTo(head.width, 0);
    expect(cell.x).toBeCloseTo(head.x, 0);
  }
});
