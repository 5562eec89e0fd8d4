import type { Page } from '@playwright/test';
import {
  axeViolations,
  expect,
  showStory,
  storyIds,
  test,
  type Dir,
  type Theme,
} from './fixtures.js';

const demo = 'paginated-table--demo';

/** The key states, so each theme and each direction meets each: [state, theme, dir]. */
const states: readonly (readonly [string, Theme, Dir])[] = [
  [demo, 'light', 'ltr'],
  ['menu', 'light', 'ltr'],
  ['menu', 'dark', 'rtl'],
  ['paginated-table--features--loading', 'light', 'rtl'],
  ['paginated-table--features--empty', 'dark', 'ltr'],
  // A first page that failed: the error and its Retry in the body.
  ['paginated-table--features--load-errors', 'dark', 'rtl'],
  // A header sorted (aria-sort), the others links to their sort.
  ['paginated-table--sorting', 'dark', 'rtl'],
];

/** Shows a key state; `menu` is the demo with its first row menu open. */
async function showState(page: Page, state: string, theme: Theme, dir: Dir) {
  await showStory(page, state === 'menu' ? demo : state, { theme, dir });
  // Its fake server answers after a moment: check the rows it sends, under a sorted header.
  if (state === 'paginated-table--sorting') {
    await expect(page.locator('th[aria-sort]')).toHaveCount(1);
    await expect(page.locator('table[aria-busy]')).toHaveCount(0);
  }
  if (state === 'paginated-table--features--load-errors') {
    await expect(page.getByRole('table').getByRole('alert')).toBeVisible();
  }
  if (state !== 'menu') return;
  await page
    .getByRole('button', { name: /^Trigger / })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
}

async function checkStates(page: Page) {
  for (const [state, theme, dir] of states) {
    await test.step(`${state} (${theme}, ${dir})`, async () => {
      await showState(page, state, theme, dir);
      expect.soft(await axeViolations(page), `axe in ${state} (${theme}, ${dir})`).toEqual([]);
      if (state === 'menu') {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);
      }
    });
  }
}

// Every axe check is an audit: `npm run test:audit`, which `.ci/run` calls after `npm test`.

test(
  'key states: the demo, an open row menu, loading, empty, a failed load and a sorted table have no axe violation',
  { tag: ['@chromium-only', '@audit'] },
  async ({ page }) => {
    // Seven states, each shown and checked by axe: more than 30 s on a loaded two-core machine.
    test.slow();
    await checkStates(page);
  },
);

// The story list is only known once the build is served, so tests split it into shards
// (rather than one test per story) to spread axe's work over the workers.
const SHARDS = 6;

/** Each story twice: light left-to-right and dark right-to-left, so each theme and each
 * direction meets every story at the cost of two passes, not four. */
const passes: readonly (readonly [Theme, Dir])[] = [
  ['light', 'ltr'],
  ['dark', 'rtl'],
];

for (let shard = 0; shard < SHARDS; shard++) {
  test(
    `every story has no axe violation of any impact, light LTR and dark RTL (part ${shard + 1})`,
    { tag: ['@chromium-only', '@audit'] },
    async ({ page, request }) => {
      // About 9 axe runs.
      test.slow();
      const ids = (await storyIds(request)).filter((_, index) => index % SHARDS === shard);
      for (const [theme, dir] of passes) {
        for (const id of ids) {
          await test.step(`${id} (${theme}, ${dir})`, async () => {
            await showStory(page, id, { theme, dir });
            expect.soft(await axeViolations(page), `axe in ${id} (${theme}, ${dir})`).toEqual([]);
          });
        }
      }
    },
  );
}

// Chromium's sweep sees every story under the console guard (fixtures.ts); this is Firefox's.
// axe over WebDriver BiDi is slow, so Firefox checks the key states, not every story.
test(
  'Firefox: every story renders without a console error; the key states have no axe violation',
  { tag: ['@firefox-only', '@audit'] },
  async ({ page, request }) => {
    test.slow();
    await test.step('every story renders without a console error or warning', async () => {
      for (const id of await storyIds(request)) await showStory(page, id);
    });
    await checkStates(page);
  },
);
