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

// The story list is only known once the build is served, so tests split it into shards
// (rather than one test per story) to spread axe's work over the workers.
const SHARDS = 4;

/** Each story twice: light left-to-right and dark right-to-left, so each theme and each
 * direction meets every story at the cost of two passes, not four. */
const passes: readonly (readonly [Theme, Dir])[] = [
  ['light', 'ltr'],
  ['dark', 'rtl'],
];

for (let shard = 0; shard < SHARDS; shard++) {
  test(
    `every story has no axe violation of any impact, light LTR and dark RTL (part ${shard + 1})`,
    { tag: '@chromium-only' },
    async ({ page, request }) => {
      // About 13 axe runs; generous, since five suites may share this machine's two cores.
      test.setTimeout(180_000);
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

// Chromium's sweep above already sees the demo, loading and empty stories; an open menu is a
// state no story starts in, so Chromium checks it in both passes. Firefox, where axe over
// WebDriver BiDi is slow, checks each of the four states once, in alternating passes, so each
// theme and direction is still met.
test('states: the demo, an open row menu, loading and empty have no axe violation', async ({
  page,
  request,
  browserName,
}) => {
  // Firefox visits all 27 stories, then four axe runs over WebDriver BiDi.
  test.setTimeout(240_000);
  if (browserName !== 'chromium') {
    // The console guard (fixtures.ts) sees every story in this browser too; Chromium's sweep
    // above already visits them all.
    await test.step('every story renders without a console error or warning', async () => {
      for (const id of await storyIds(request)) await showStory(page, id);
    });
  }
  const states: readonly (readonly [string, Theme, Dir])[] =
    browserName === 'chromium'
      ? [
          ['menu', 'light', 'ltr'],
          ['menu', 'dark', 'rtl'],
        ]
      : [
          [demo, 'light', 'ltr'],
          ['menu', 'dark', 'rtl'],
          ['paginated-table--features--loading', 'light', 'rtl'],
          ['paginated-table--features--empty', 'dark', 'ltr'],
        ];
  for (const [state, theme, dir] of states) {
    await test.step(`${state} (${theme}, ${dir})`, async () => {
      await showStory(page, state === 'menu' ? demo : state, { theme, dir });
      if (state === 'menu') {
        await page
          .getByRole('button', { name: /^Trigger / })
          .first()
          .click();
        await expect(page.getByRole('menu')).toBeVisible();
      }
      expect.soft(await axeViolations(page), `axe in ${state} (${theme}, ${dir})`).toEqual([]);
      if (state === 'menu') {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);
      }
    });
  }
});
