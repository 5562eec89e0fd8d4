import { readFileSync } from 'node:fs';
import { expect, showStory, storyIds, test } from './fixtures.js';

interface Page {
  file: string;
  title: string;
}

const root = new URL('../', import.meta.url);
const pages = JSON.parse(readFileSync(new URL('docs/pages.json', root), 'utf8')) as Page[];
// As scripts/docs-pages.mjs names them; the first step proves the playground agrees.
const storyId = (title: string) => `docs--${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

// axe on every docs page, and Firefox's pass without a console error, come with the audits'
// sweep over every story (a11y.spec.ts). This checks what only a docs page has.
test(
  'every docs page is in the sidebar under Docs, and shows each live example beside its whole file',
  { tag: ['@chromium-only', '@audit'] },
  async ({ page, request }) => {
    const ids = await storyIds(request);
    await test.step('each page of docs/pages.json is a story', () => {
      for (const { title } of pages) expect(ids).toContain(storyId(title));
    });

    await showStory(page, storyId(pages[0]?.title ?? ''));
    const docs = page.locator('nav.ladle-aside li').filter({ hasText: /^Docs/ });
    await test.step('the sidebar lists every page under Docs, in order', async () => {
      await expect(docs.getByRole('link')).toHaveText(pages.map(({ title }) => title));
    });

    for (const { file, title } of pages) {
      await test.step(`${title} (docs/${file})`, async () => {
        await showStory(page, storyId(title));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const example of await page.locator('main figure').all()) {
          const path = (await example.locator('figcaption code').textContent()) ?? '';
          await expect(example.getByRole('table').first()).toBeVisible();
          // The code block right after the live example is the file, whole.
          const shown = await example.locator('xpath=following-sibling::pre[1]').textContent();
          expect(shown, path).toBe(readFileSync(new URL(path, root), 'utf8'));
        }
      });
    }
  },
);
