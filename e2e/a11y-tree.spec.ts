/** What the browser really exposes, read from outside: Chromium's accessibility tree over CDP. */
import type { CDPSession } from '@playwright/test';
import { DEMO_HEADERS } from '../playwright/sharedPage.js';
import { expect, showStory, test } from './fixtures.js';

interface AXValue {
  value?: unknown;
}
interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  value?: AXValue;
  properties?: { name: string; value: AXValue }[];
  childIds?: string[];
}

/** Chromium's full accessibility tree, with helpers to walk it by role and name. */
async function axTree(cdp: CDPSession) {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const text = (value: AXValue | undefined) =>
    typeof value?.value === 'string' ? value.value : '';
  const role = (node: AXNode) => text(node.role);
  const name = (node: AXNode) => text(node.name);
  const property = (node: AXNode, key: string) =>
    node.properties?.find((entry) => entry.name === key)?.value.value;
  /** Unignored descendants of `node` with `wanted` role, in tree order. */
  const descendants = (node: AXNode, wanted: string): AXNode[] =>
    (node.childIds ?? []).flatMap((id) => {
      const child = byId.get(id);
      if (!child) return [];
      const own = !child.ignored && role(child) === wanted ? [child] : [];
      return [...own, ...descendants(child, wanted)];
    });
  const find = (wanted: string, named: string) => {
    const found = nodes.filter(
      (node) => !node.ignored && role(node) === wanted && name(node) === named,
    );
    expect(found, `${wanted} "${named}" in the accessibility tree`).toHaveLength(1);
    return found[0] as AXNode;
  };
  return { nodes, role, name, property, descendants, find };
}

const headers = DEMO_HEADERS;

test(
  'demo page: Chromium’s accessibility tree holds the table the user sees',
  { tag: ['@chromium-only', '@slow'] },
  async ({ page }) => {
    await showStory(page, 'paginated-table--demo');
    await expect(page.getByRole('table', { name: 'Customers table', exact: true })).toBeVisible();
    const cdp = await page.context().newCDPSession(page);

    await test.step('table, rows, column headers and cells, named as on screen', async () => {
      const ax = await axTree(cdp);
      const table = ax.find('table', 'Customers table');
      expect(ax.descendants(table, 'row')).toHaveLength(11);
      // Named by the label alone, not with the resize handle's name inside the header.
      expect(ax.descendants(table, 'columnheader').map(ax.name)).toEqual([...headers, 'Actions']);
      expect(ax.descendants(table, 'cell')).toHaveLength(10 * 8);
      ax.find('table', 'Customers table with two pinned columns');
    });

    await test.step('separators with their values; menu buttons with their expanded state', async () => {
      const ax = await axTree(cdp);
      const table = ax.find('table', 'Customers table');
      const separators = ax.descendants(table, 'separator');
      expect(separators.map(ax.name)).toEqual(headers.map((header) => `Resize ${header}`));
      for (const separator of separators) {
        // Chromium exposes aria-valuenow as the node's value (and aria-valuetext not at all
        // for a separator, though the DOM carries "{width} pixels").
        const now = Number(separator.value?.value);
        expect(now, ax.name(separator)).toBeGreaterThan(0);
        expect(Number(ax.property(separator, 'valuemin'))).toBeLessThanOrEqual(now);
        expect(Number(ax.property(separator, 'valuemax'))).toBeGreaterThanOrEqual(now);
        expect(ax.property(separator, 'focusable')).toBe(true);
      }
      const buttons = ax
        .descendants(table, 'button')
        .filter((button) => ax.name(button).startsWith('Trigger '));
      expect(buttons).toHaveLength(10);
      for (const button of buttons) {
        expect(ax.property(button, 'expanded')).toBe(false);
        expect(ax.property(button, 'hasPopup')).toBe('menu');
      }
    });

    await test.step('an open menu: expanded, with its items', async () => {
      const trigger = page.getByRole('button', { name: /^Trigger / }).first();
      const label = (await trigger.getAttribute('aria-label')) ?? '';
      await trigger.click();
      await expect(page.getByRole('menu')).toBeVisible();
      const ax = await axTree(cdp);
      const table = ax.find('table', 'Customers table');
      const expanded = ax
        .descendants(table, 'button')
        .filter((button) => ax.property(button, 'expanded') === true)
        .map(ax.name);
      expect(expanded).toEqual([label]);
      const menu = ax.find('menu', label);
      expect(ax.descendants(menu, 'menuitem').map(ax.name)).toEqual([
        label.replace(/^Trigger/, 'Action for'),
        label.replace(/^Trigger/, 'External link for'),
      ]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    });

    await test.step('after Load more, the rows the user sees', async () => {
      await page.getByRole('link', { name: 'Load more' }).first().click();
      const rows = page
        .getByRole('table', { name: 'Customers table', exact: true })
        .locator('tbody tr');
      await expect(rows).toHaveCount(20);
      const shown = await rows.evaluateAll((trs) =>
        trs.map((tr) => (tr.querySelector('td') as HTMLElement).innerText.trim()),
      );
      // Chromium updates the tree after the DOM, in its own rendering steps: on a loaded machine
      // one read came before it (the header row alone). Read until the tree has caught up.
      await expect(async () => {
        const ax = await axTree(cdp);
        const table = ax.find('table', 'Customers table');
        const axRows = ax.descendants(table, 'row');
        expect(axRows).toHaveLength(21);
        expect(
          axRows.slice(1).map((row) => ax.name(ax.descendants(row, 'cell')[0] as AXNode)),
        ).toEqual(shown);
      }).toPass();
    });
  },
);

test(
  'a long table: with a screen reader on, every row is in Chromium’s accessibility tree, skipped or not',
  { tag: ['@chromium-only', '@slow'] },
  async ({ playwright }) => {
    // A browser of its own, building the whole accessibility tree of 1,000 rows: about 5 s
    // alone, and more than 30 s on a two-core machine beside the slow tier's component tests.
    test.slow();
    // A screen reader turns on the browser's whole accessibility tree; CDP alone builds only
    // what is rendered, and leaves out the rows that `content-visibility` skips.
    const { launchOptions, baseURL } = test.info().project.use;
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions?.args ?? []), '--force-renderer-accessibility'],
    });
    try {
      const context = await browser.newContext(baseURL ? { baseURL } : {});
      const page = await context.newPage();
      await showStory(page, 'paginated-table--features--many-rows');
      const table = page.getByRole('table', { name: 'Accounts' });
      await expect(table.locator('tbody tr')).toHaveCount(1000);
      const cdp = await context.newCDPSession(page);
      await expect(async () => {
        const ax = await axTree(cdp);
        const rows = ax.descendants(ax.find('table', 'Accounts'), 'row');
        expect(rows).toHaveLength(1001);
        // The last row, far below the view, with its cells named as on screen.
        expect(ax.name(ax.descendants(rows.at(-1) as AXNode, 'cell')[0] as AXNode)).toBe(
          'Account 1000',
        );
      }).toPass();
      // The scroll area has not moved: the rows far below it are still skipped.
      expect(await table.evaluate((element) => element.parentElement?.scrollTop)).toBe(0);
    } finally {
      await browser.close();
    }
  },
);
