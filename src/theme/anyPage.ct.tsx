import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../playwright/test.js';
import type { Page } from '@playwright/test';
import type { HooksConfig } from '../../playwright/index.js';
import {
  Density,
  ForeignTheme,
  LookalikeTheme,
  NestedThemes,
  OwnBorderColour,
  OwnThemeDarkTable,
  Themed,
  ZeroConfig,
} from './fixtures.js';

const bare: { hooksConfig: HooksConfig } = { hooksConfig: { bare: true } };

/** Light and dark canvas, as computed styles report them. */
const canvas = { light: 'rgb(255, 255, 255)', dark: 'rgb(13, 17, 23)' } as const;

test('zero config: no provider renders the light theme and English; a provider overrides @slow-in-firefox', async ({
  mount,
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The CT page has no favicon; the browser's request for one is not the table's doing.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'error') errors.push(message.text());
  });

  let component = await mount(<ZeroConfig />, bare);
  const table = page.getByRole('table', { name: 'Planets' });

  await test.step('the table, in the light theme and English', async () => {
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('cell', { name: 'Jupiter' })).toHaveCSS(
      'background-color',
      canvas.light,
    );
    await expect(page.getByText('Showing 3 of 1,234')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Load more' })).toBeVisible();
    await expect(page.getByRole('separator', { name: 'Resize Planet' })).toBeVisible();
  });

  await test.step('every primitive, styled by the light theme', async () => {
    await expect(page.getByRole('button', { name: 'Press' })).toHaveCSS(
      'background-color',
      'rgb(246, 248, 250)',
    );
    await expect(page.getByRole('link', { name: 'Go' })).toHaveCSS('color', 'rgb(9, 86, 199)');
    await expect(page.getByRole('note')).toHaveCSS('background-color', 'rgb(221, 244, 255)');
    await expect(page.getByRole('note').getByRole('img')).toHaveAccessibleName('Information');
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(page.getByText('Quiet')).toHaveCSS('color', 'rgb(89, 99, 110)');
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveCSS(
      'background-color',
      'rgb(246, 248, 250)',
    );
  });

  await test.step('a ThemeProvider with darkTheme still overrides', async () => {
    await component.unmount();
    component = await mount(<Themed theme="dark" />, bare);
    await expect(table.getByRole('cell', { name: 'Jupiter' })).toHaveCSS(
      'background-color',
      canvas.dark,
    );
  });

  await test.step("another library's Emotion theme leaves the table in its light theme", async () => {
    await component.unmount();
    component = await mount(<ForeignTheme />, bare);
    await expect(table.getByRole('cell', { name: 'Jupiter' })).toHaveCSS(
      'background-color',
      canvas.light,
    );
  });

  await test.step("an app theme that looks like the table's at a glance (colors.canvas, space, font) leaves it in its light theme, and a Text too", async () => {
    await component.unmount();
    component = await mount(<LookalikeTheme />, bare);
    await expect(table.getByRole('cell', { name: 'Jupiter' })).toHaveCSS(
      'background-color',
      canvas.light,
    );
    await expect(page.getByText('Strong text')).toBeVisible();
  });

  await test.step("TableThemeProvider: the table and primitives dark, the app's own code in the app's theme", async () => {
    await component.unmount();
    component = await mount(<OwnThemeDarkTable />, bare);
    const jupiter = table.getByRole('cell', { name: 'Jupiter' });
    await expect(jupiter).toHaveCSS('background-color', canvas.dark);
    await expect(table.getByRole('columnheader', { name: 'Planet' })).toHaveCSS(
      'background-color',
      'rgb(22, 27, 34)',
    );
    await expect(page.getByRole('button', { name: 'Press' })).toHaveCSS(
      'background-color',
      'rgb(22, 27, 34)',
    );
    await expect(page.getByText('Data may be stale')).toHaveCSS('color', 'rgb(255, 220, 215)');
    // The app's cell inside the table and its text outside it read the app's theme.
    await expect(jupiter.getByText('Jupiter')).toHaveCSS('color', 'rgb(102, 51, 153)');
    await expect(page.getByText('Our app')).toHaveCSS('color', 'rgb(102, 51, 153)');
  });

  await test.step('TableThemeProvider and a ThemeProvider with one of our themes: the nearer wins', async () => {
    await component.unmount();
    component = await mount(<NestedThemes nearer="TableThemeProvider" />, bare);
    await expect(table.getByRole('cell', { name: 'Jupiter' })).toHaveCSS(
      'background-color',
      canvas.dark,
    );
    await component.unmount();
    await mount(<NestedThemes nearer="ThemeProvider" />, bare);
    await expect(table.getByRole('cell', { name: 'Jupiter' })).toHaveCSS(
      'background-color',
      canvas.dark,
    );
  });

  expect(errors).toEqual([]);
});

test('a theme of your own with another colors.border: every hairline takes it, the table’s, a Button’s and the row menu’s @slow-in-firefox', async ({
  mount,
  page,
}) => {
  await mount(<OwnBorderColour />, bare);
  const line = 'rgb(61, 56, 80)';
  const table = page.getByRole('table', { name: 'Planets' });
  await expect(table.getByRole('cell', { name: 'Jupiter' })).toHaveCSS('border-bottom-color', line);
  await expect(table.getByRole('columnheader', { name: 'Planet' })).toHaveCSS(
    'border-bottom-color',
    line,
  );
  const area = page.getByRole('region', { name: 'Planets' });
  for (const side of ['top', 'right', 'bottom', 'left']) {
    await expect(area).toHaveCSS(`border-${side}-color`, line);
  }
  await expect(page.getByRole('button', { name: 'Press' })).toHaveCSS('border-top-color', line);
  await page.getByRole('button', { name: 'Actions for Mercury' }).click();
  await expect(page.getByRole('menu', { name: 'Actions for Mercury' })).toHaveCSS(
    'border-top-color',
    line,
  );
});

test('a denser theme of your own: smaller spacing makes shorter rows, placed exactly far down @slow', async ({
  mount,
  page,
}) => {
  const people = page.getByRole('table', { name: 'People' });
  const area = page.getByRole('region', { name: 'People' });
  const rowHeight = async () => (await people.getByRole('row').nth(1).boundingBox())?.height ?? 0;
  const component = await mount(<Density dense={false} />, bare);
  await expect(people.getByRole('row')).toHaveCount(46);
  const regular = await rowHeight();
  await component.update(<Density dense />);
  await expect.poll(rowHeight).toBeCloseTo(regular - 8, 0);
  const cell = people.getByRole('cell').first();
  await expect(cell).toHaveCSS('padding-top', '4px');
  await expect(cell).toHaveCSS('padding-inline-start', '6px');
  // Rows out of view take their height from the theme too: the scroll height is exact, and
  // the last row ends at the bottom of the area.
  const dense = await rowHeight();
  const head = (await people.locator('thead').boundingBox())?.height ?? 0;
  expect(await area.evaluate((element) => element.scrollHeight)).toBeCloseTo(head + 45 * dense, 0);
  await area.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  const last = people.getByRole('row').last();
  await expect(last).toBeInViewport();
  const viewBottom = await area.evaluate(
    (element) => element.getBoundingClientRect().top + element.clientTop + element.clientHeight,
  );
  const lastBox = await last.boundingBox();
  expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeCloseTo(viewBottom, 0);
});

test('a denser theme of your own: a header’s text keeps a gap before the resize grip, as in the regular density @slow-in-firefox', async ({
  mount,
  page,
}) => {
  const header = page.getByRole('columnheader', { name: 'Postal code' });
  // From the end of the header's text to the start of its grip (the handle's ::after), in px.
  const gap = () =>
    header.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell.querySelector('[data-sizing-label]') ?? cell);
      const handle = cell.querySelector('[role="separator"]');
      if (!handle) throw new Error('No resize handle in the header');
      const grip = getComputedStyle(handle, '::after');
      const gripStart =
        handle.getBoundingClientRect().right - parseFloat(grip.right) - parseFloat(grip.width);
      return gripStart - range.getBoundingClientRect().right;
    });
  const component = await mount(<Density dense={false} />, bare);
  await expect.poll(gap).toBeGreaterThanOrEqual(6);
  const regular = await gap();
  // Mounted dense, the column is measured dense: as narrow as its header allows.
  await component.unmount();
  await mount(<Density dense />, bare);
  await expect(page.getByRole('cell').first()).toHaveCSS('padding-inline-start', '6px');
  await expect.poll(gap).toBeCloseTo(regular, 0);
});

test('a denser theme of your own: a sortable header’s focus ring shows whole, inside the scroll area', async ({
  mount,
  page,
}) => {
  const area = page.getByRole('region', { name: 'People' });
  const sort = page.getByRole('button', { name: 'Name' });
  // How far the ring's outer edge stands above the area's top edge, where the area cuts it.
  const ringAboveArea = () =>
    sort.evaluate((control) => {
      const style = getComputedStyle(control);
      if (style.outlineStyle !== 'solid') return Number.NaN;
      const ringTop =
        control.getBoundingClientRect().top -
        parseFloat(style.outlineWidth) -
        parseFloat(style.outlineOffset);
      const region = control.closest('[role="region"]');
      if (!region) throw new Error('No scroll area');
      return region.getBoundingClientRect().top + region.clientTop - ringTop;
    });
  for (const dense of [false, true]) {
    await test.step(dense ? 'compact' : 'regular', async () => {
      const component = await mount(<Density dense={dense} />, bare);
      await area.focus();
      await page.keyboard.press('Tab');
      await expect(sort).toBeFocused();
      await expect.poll(ringAboveArea).toBeLessThanOrEqual(0);
      // The ring keeps its 2 px gap where the header has room for it.
      if (!dense) await expect(sort).toHaveCSS('outline-offset', '2px');
      await component.unmount();
    });
  }
});

async function paintPage(page: Page, color: string) {
  await page.evaluate((background) => {
    document.body.style.margin = '0';
    document.body.style.backgroundColor = background;
  }, color);
}

const pages = { white: '#ffffff', black: '#000000' } as const;

test('any page, any theme: the chrome passes axe colour contrast on white and black pages @slow', async ({
  mount,
  page,
  browserName,
}) => {
  // Contrast comes from the DOM and computed colours, not the engine: like e2e/a11y.spec.ts,
  // axe runs in Chromium only, to keep npm test within its budget.
  test.skip(browserName !== 'chromium', 'axe runs in Chromium only');
  for (const [pageName, background] of Object.entries(pages)) {
    for (const theme of ['light', 'dark'] as const) {
      await test.step(`${theme} table on a ${pageName} page`, async () => {
        const component = await mount(<Themed theme={theme} />, bare);
        await paintPage(page, background);
        await expect(page.getByRole('cell', { name: 'Jupiter' })).toHaveCSS(
          'background-color',
          canvas[theme],
        );
        const results = await new AxeBuilder({ page })
          .withRules(['color-contrast'])
          .setLegacyMode(true)
          .analyze();
        const checked = results.passes.flatMap((rule) => rule.nodes.map((node) => node.html));
        // The chrome outside the table frame was really checked, not skipped.
        for (const text of ['Planets', 'Showing 3 of 1,234', 'Load more', 'Data may be stale']) {
          expect(
            checked.some((html) => html.includes(text)),
            `axe checked "${text}"`,
          ).toBe(true);
        }
        expect(
          results.violations.flatMap((rule) => rule.nodes.map((node) => node.target.join(' '))),
          `colour-contrast violations, ${theme} table on ${pageName}`,
        ).toEqual([]);
        expect(results.incomplete.map((rule) => rule.id)).toEqual([]);
        await component.unmount();
      });
    }
  }
});
