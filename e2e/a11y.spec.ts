import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';

/** Every primitive story, as listed by the built playground's meta.json. */
const storyPrefix = 'primitives--';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const blocking = new Set(['serious', 'critical']);

/** Page background per Ladle theme, to prove the theme under test was really applied. */
const canvas = { light: 'rgb(255, 255, 255)', dark: 'rgb(13, 17, 23)' } as const;

// npm resolved @axe-core/playwright's peer playwright-core to a newer version than
// @playwright/test's, so the two `Page` types differ by a few new methods it never calls.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

interface LadleMeta {
  stories: Record<string, { name: string; levels: string[] }>;
}

// Read when the test runs (not when the file loads), so it sees the build the server serves.
async function primitiveStoryIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/meta.json');
  expect(response.ok(), 'the playground build serves meta.json').toBe(true);
  const meta = (await response.json()) as LadleMeta;
  const ids = Object.keys(meta.stories).filter((id) => id.startsWith(storyPrefix));
  expect(ids.length, `stories whose id starts with "${storyPrefix}"`).toBeGreaterThan(0);
  return ids.sort();
}

for (const theme of ['light', 'dark'] as const) {
  test(`primitive stories have no serious or critical axe violations (${theme} theme)`, async ({
    page,
    request,
  }) => {
    test.slow();
    const ids = await primitiveStoryIds(request);
    for (const id of ids) {
      await test.step(id, async () => {
        await page.goto(`/?story=${id}&mode=preview&theme=${theme}`);
        // Ladle sets this attribute once the lazily loaded story has rendered.
        await expect(page.locator('html[data-storyloaded]')).toBeAttached();
        await expect(page.locator('body')).toHaveCSS('background-color', canvas[theme]);
        const results = await new AxeBuilder({ page: page as unknown as AxePage })
          .withTags(tags)
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
  });
}
