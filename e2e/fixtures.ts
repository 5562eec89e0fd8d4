import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { applyViewport, removeTestListeners } from '../playwright/sharedPage.js';

export { expect };

/**
 * Warnings a story shows on purpose, each with its story:
 * - `i18n--localeprovider--french-with-gaps` demonstrates the warning for a consumer catalogue
 *   with missing keys (the only "fr" catalogue in the playground).
 * - `paginated-table--sorting` warns about a hostile sort in the URL, which `sorting.spec.ts`
 *   opens it with (`?sort=<script>`).
 */
const expectedWarnings = [
  /^LocaleProvider: the "fr" messages lack /,
  /^useUrlPagination: \?sort="<script>" names no sortable column/,
];

/**
 * - `page`: one page per worker, not one per test. Opening a page costs about 0.5 CPU-s in
 *   Firefox over WebDriver BiDi (a new window). Between tests the page leaves for about:blank
 *   with its storage cleared, its routes and other tabs closed and its listeners removed, so
 *   each test's first `showStory` or `goto` loads the playground afresh, as in a new page.
 * - `consoleGuard`: every e2e test fails on a console error or warning, or an uncaught page
 *   error. The audits (`npm run test:audit`) run on React's development build of the playground
 *   (see playwright/e2e.config.ts), so React's own warnings (keys, props, hooks) count there too.
 */
export const test = base.extend<
  { consoleGuard: undefined },
  { workerPage: (baseURL: string | undefined) => Promise<Page> }
>({
  workerPage: [
    async ({ browser }, use) => {
      let page: Page | undefined;
      await use(
        async (baseURL) =>
          (page ??= await (
            await browser.newContext(baseURL === undefined ? {} : { baseURL })
          ).newPage()),
      );
      await page?.context().close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage, baseURL, viewport }, provide) => {
    const page = await workerPage(baseURL);
    await applyViewport(page, viewport);

    await provide(page);

    removeTestListeners(page);
    const context = page.context();
    for (const other of context.pages()) if (other !== page) await other.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    if (page.url().startsWith('http')) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.goto('about:blank');
  },
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (expectedWarnings.some((expected) => expected.test(message.text()))) return;
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`console.${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(undefined);
      expect(problems, 'console errors, warnings and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Page background per Ladle theme, to prove the theme under test was really applied. */
export const canvas = { light: 'rgb(255, 255, 255)', dark: 'rgb(13, 17, 23)' } as const;
export type Theme = keyof typeof canvas;
export type Dir = 'ltr' | 'rtl';

/**
 * Ladle's own chrome, left out of our checks, each with why:
 * - `nav.ladle-aside`: Ladle's story tree (its sidebar), not our markup;
 * - `header.ladle-addons`: Ladle's toolbar; each button wraps a `<label>` (Nu: "label must not
 *   appear as a descendant of button"), not our markup;
 * - `.ladle-resize-handle`: the sidebar's resize handle, not our markup.
 * axe reports nothing in them today; the Nu checker does (the toolbar's labels).
 */
export const ladleChrome = ['nav.ladle-aside', 'header.ladle-addons', '.ladle-resize-handle'];

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe violations of any impact in our markup, in a form that reads well in a failure. */
export async function axeViolations(page: Page) {
  let builder = new AxeBuilder({ page }).withTags(tags);
  for (const selector of ladleChrome) builder = builder.exclude(selector);
  // Legacy mode runs axe in the page itself; the default opens an extra page per run to merge
  // iframe results, and stories have no iframes.
  const results = await builder.setLegacyMode(true).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

interface LadleMeta {
  stories: Record<string, { name: string; levels: string[] }>;
}

/** Every story the built playground lists (read when the test runs, from its meta.json). */
export async function storyIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/meta.json');
  expect(response.ok(), 'the playground build serves meta.json').toBe(true);
  const meta = (await response.json()) as LadleMeta;
  const ids = Object.keys(meta.stories).sort();
  expect(ids, 'the demo story').toContain('paginated-table--demo');
  return ids;
}

/** A playground URL with its query keys sorted, as Ladle would push it. */
export function storyUrl(id: string, { theme = 'light', dir = 'ltr', extra = {} }: StoryOptions) {
  const params = new URLSearchParams({ ...extra, story: id, theme });
  if (dir === 'rtl') params.set('rtl', 'true');
  params.sort();
  return `/?${params.toString()}`;
}

export interface StoryOptions {
  theme?: Theme;
  dir?: Dir;
  /** More query parameters, e.g. `{ nextCursor: '10' }`. */
  extra?: Record<string, string>;
}

/**
 * Shows a story in Ladle's full UI (its `<main>` holds the story). After the first load it
 * navigates the way Ladle's own links do, a history entry plus `popstate`, which saves a page
 * load per story. Waits until Ladle has rendered the story in the asked theme and direction.
 */
export async function showStory(page: Page, id: string, options: StoryOptions = {}) {
  const url = storyUrl(id, options);
  const previousTitle = await page.title();
  if (previousTitle === '') {
    await page.goto(url);
  } else {
    const previousStory = new URL(page.url()).searchParams.get('story');
    await page.evaluate((next) => {
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    // Ladle retitles the page for every story.
    if (previousStory !== id) await expect(page).not.toHaveTitle(previousTitle);
  }
  await expect(page.locator('html[data-storyloaded]')).toBeAttached();
  await expect(page.locator('main.ladle-main')).toBeVisible();
  await expect(page.locator('body')).toHaveCSS(
    'background-color',
    canvas[options.theme ?? 'light'],
  );
  if (options.dir === 'rtl') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  else await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
}
