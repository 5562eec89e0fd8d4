/**
 * The W3C Nu HTML checker (vnu.jar, a Java program) on the rendered DOM of the demo page, its
 * open row menu, the features page and the sorting story. An audit: `npm run test:audit`, which
 * `.ci/run` calls.
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { nuFindings } from '../playwright/nuChecker.js';
import { expect, ladleChrome, showStory, test } from './fixtures.js';

/** The rendered page as HTML, without Ladle's chrome (see `ladleChrome`), for the Nu checker. */
async function renderedHtml(page: Page) {
  const html = await page.evaluate((chrome) => {
    const root = document.documentElement.cloneNode(true) as HTMLElement;
    for (const element of root.querySelectorAll(chrome.join(','))) element.remove();
    return root.outerHTML;
  }, ladleChrome);
  return `<!DOCTYPE html>\n${html}`;
}

test(
  'the demo page, an open row menu, the features page and the sorting story are valid HTML',
  { tag: ['@chromium-only', '@audit'] },
  async ({ page }, testInfo) => {
    const pages: string[] = [];
    const snapshot = async (label: string) => {
      const file = testInfo.outputPath(`${label}.html`);
      await writeFile(file, await renderedHtml(page));
      pages.push(file);
    };

    await showStory(page, 'paginated-table--features--playground');
    await snapshot('features');
    await showStory(page, 'paginated-table--sorting');
    // Its fake server answers after a moment: the page as it stands once the rows are in.
    await expect(page.locator('th[aria-sort]')).toHaveCount(1);
    await expect(page.locator('table[aria-busy]')).toHaveCount(0);
    await snapshot('sorting');
    await showStory(page, 'paginated-table--demo');
    // Ladle loads the demo's story file lazily; its mark from the previous story is still set.
    await expect(page.getByRole('table', { name: 'Customers table', exact: true })).toBeVisible();
    await snapshot('demo');
    await page
      .getByRole('button', { name: /^Trigger / })
      .first()
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await snapshot('demo-menu-open');

    const findings = await nuFindings(pages);
    expect(findings).toEqual([]);
    expect(pages).toHaveLength(4);
  },
);
