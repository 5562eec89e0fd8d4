/**
 * The W3C Nu HTML checker (vnu.jar, a Java program) on the rendered DOM of the demo page, its
 * open row menu, the features page and the sorting story. An audit: `npm run test:audit`, which
 * `.ci/run` calls.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, ladleChrome, showStory, test } from './fixtures.js';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

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

    const findings = (await nuChecker(pages))
      .filter((message) => message.type === 'error' || message.subType === 'warning')
      .map(
        (message) =>
          `${message.url.replace(/.*\//, '')}: ${message.message} [${message.extract ?? ''}]`,
      );
    expect(findings).toEqual([]);
    expect(pages).toHaveLength(4);
  },
);
