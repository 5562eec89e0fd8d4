import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** Every primitive and table story, as listed by the built playground's meta.json. */
const storyPrefixes = ['primitives--', 'paginated-table--'];

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const blocking = new Set(['serious', 'critical']);

/** Page background per Ladle theme, to prove the theme under test was really applied. */
const canvas = { light: 'rgb(255, 255, 255)', dark: 'rgb(13, 17, 23)' } as const;

interface LadleMeta {
  stories: Record<string, { name: string; levels: string[] }>;
}

// Read when the test runs (not when the file loads), so it sees the build the server serves.
async function storyIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/meta.json');
  expect(response.ok(), 'the playground build serves meta.json').toBe(true);
  const meta = (await response.json()) as LadleMeta;
  const ids = Object.keys(meta.stories).filter((id) =>
    storyPrefixes.some((prefix) => id.startsWith(prefix)),
  );
  for (const prefix of storyPrefixes) {
    expect(
      ids.filter((id) => id.startsWith(prefix)).length,
      `stories under "${prefix}"`,
    ).toBeGreaterThan(0);
  }
  expect(ids, 'the demo story').toContain('paginated-table--demo');
  return ids.sort();
}

// The story list is only known once the build is served, so tests split it into shards
// (rather than one test per story) to spread axe's work over the workers.
const SHARDS = 2;

/**
 * Shows a story the way Ladle's own navigation does: a history entry plus `popstate`, which
 * Ladle's router follows. It saves a full page load per story. Ladle retitles the page for
 * every story, and marks `html[data-storyloaded]` once a lazily loaded story has rendered.
 */
async function showStory(page: Page, id: string, theme: Theme) {
  const url = `/?mode=preview&story=${id}&theme=${theme}`;
  const previousTitle = await page.title();
  if (previousTitle === '') {
    await page.goto(url);
  } else {
    await page.evaluate((next) => {
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await expect(page).not.toHaveTitle(previousTitle);
  }
  await expect(page.locator('html[data-storyloaded]')).toBeAttached();
  await expect(page.locator('body')).toHaveCSS('background-color', canvas[theme]);
}

type Theme = keyof typeof canvas;

for (let shard = 0; shard < SHARDS; shard++) {
  test(`stories have no serious or critical axe violations, light and dark (part ${shard + 1})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const ids = (await storyIds(request)).filter((_, index) => index % SHARDS === shard);
    for (const theme of ['light', 'dark'] as const) {
      for (const id of ids) {
        await test.step(`${id} (${theme})`, async () => {
          await showStory(page, id, theme);
          // Legacy mode runs axe in the page itself; the default opens an extra page per run
          // to merge iframe results, and stories have no iframes.
          const results = await new AxeBuilder({ page })
            .withTags(tags)
            .setLegacyMode(true)
            .analyze();
          const violations = results.violations
            .filter((violation) => blocking.has(violation.impact ?? ''))
            .map((violation) => ({
              rule: violation.id,
              impact: violation.impact,
              help: violation.help,
              targets: violation.nodes.map((node) => node.target.join(' ')),
            }));
          expect.soft(violations, `axe violations in ${id} (${theme})`).toEqual([]);
        });
      }
    }
  });
}
