/**
 * What the browser really exposes, read from outside: Chromium's accessibility tree over CDP,
 * and the W3C Nu HTML checker (vnu.jar) on the rendered DOM. One page load serves both.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { CDPSession, Page } from '@playwright/test';
import { expect, ladleChrome, showStory, test } from './fixtures.js';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

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

/** The rendered page as HTML, without Ladle's chrome (see `ladleChrome`), for the Nu checker. */
async function renderedHtml(page: Page) {
  const html = await page.evaluate((chrome) => {
    const root = document.documentElement.cloneNode(true) as HTMLElement;
    for (const element of root.querySelectorAll(chrome.join(','))) element.remove();
    return root.outerHTML;
  }, ladleChrome);
  return `<!DOCTYPE html>\n${html}`;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

async function nuChecker(files: string[]): Promise<VnuMessage[]> {
  // --exit-zero-always: findings come back as JSON, not as a failed process.
  const { stdout } = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: unknown) => {
    throw new Error(
      `The Nu HTML checker needs Java 11+ on the PATH (Debian: apt-get install -y default-jre-headless): ${String(error)}`,
    );
  });
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
}

const explicitRole =
  /^The “(?:role” attribute must not be used on a “(?:tr|th|td)” element which has a “table” ancestor|(?:table|rowgroup|row|columnheader|cell)” role is unnecessary for element “(?:table|thead|tbody|tr|th|td)”)/;

const headers = [
  'Display name',
  'Full legal name',
  'Email',
  'Account ID',
  'Telephone',
  'Country',
  'Postal code',
];

test(
  'demo page: Chromium’s accessibility tree holds the table the user sees, and the page is valid HTML',
  { tag: '@chromium-only' },
  async ({ page }, testInfo) => {
    test.slow();
    const pages: string[] = [];
    const snapshot = async (label: string) => {
      const file = testInfo.outputPath(`${label}.html`);
      await writeFile(file, await renderedHtml(page));
      pages.push(file);
    };

    await showStory(page, 'paginated-table--features--playground');
    await snapshot('features');
    await showStory(page, 'paginated-table--demo');
    // Ladle loads the demo's story file lazily; its mark from the previous story is still set.
    await expect(page.getByRole('table', { name: 'Customers table', exact: true })).toBeVisible();
    await snapshot('demo');
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
      await snapshot('demo-menu-open');
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
      const ax = await axTree(cdp);
      const table = ax.find('table', 'Customers table');
      const axRows = ax.descendants(table, 'row');
      expect(axRows).toHaveLength(21);
      const shown = await rows.evaluateAll((trs) =>
        trs.map((tr) => (tr.querySelector('td') as HTMLElement).innerText.trim()),
      );
      expect(
        axRows.slice(1).map((row) => ax.name(ax.descendants(row, 'cell')[0] as AXNode)),
      ).toEqual(shown);
    });

    await test.step('Nu HTML checker: no error or warning in our markup', async () => {
      const messages = await nuChecker(pages);
      const all = messages.filter(
        (message) => message.type === 'error' || message.subType === 'warning',
      );
      // Known conflict, left to a decision: the grid layout (issue 8) puts explicit table roles
      // on every part, because browsers (WebKit) drop implied roles from re-displayed table
      // parts; the Nu checker calls those roles redundant (warning) or, on tr/th/td inside a
      // table, non-conforming (error). Only these two messages are set aside, counted below.
      const explicitRoles = all.filter((message) => explicitRole.test(message.message));
      testInfo.annotations.push({
        type: 'Nu checker, explicit table roles set aside',
        description: `${explicitRoles.filter((m) => m.type === 'error').length} errors, ${explicitRoles.filter((m) => m.type !== 'error').length} warnings`,
      });
      const findings = all
        .filter((message) => !explicitRole.test(message.message))
        .map(
          (message) =>
            `${message.url.replace(/.*\//, '')}: ${message.message} [${message.extract ?? ''}]`,
        );
      expect(findings).toEqual([]);
      expect(pages).toHaveLength(3);
    });
  },
);
