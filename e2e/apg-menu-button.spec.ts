/**
 * The W3C APG menu-button regression tests (aria-practices `test/tests/menu-button_actions.js`
 * and `menu-button_links.js`), ported to Playwright and run from outside against the built demo
 * page. Each step names the APG test it ports; steps marked "beyond APG" check what the pattern
 * text asks of a menu button that the APG examples do not test.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, showStory, test } from './fixtures.js';
import { rectOf } from '../playwright/geometry.js';

const table = (page: Page) => page.getByRole('table', { name: 'Customers table', exact: true });

interface Menu {
  trigger: Locator;
  menu: Locator;
  items: Locator;
  name: string;
}

async function rowMenu(page: Page, row: number): Promise<Menu> {
  const trigger = table(page)
    .getByRole('button', { name: /^Trigger / })
    .nth(row);
  const label = (await trigger.getAttribute('aria-label')) ?? '';
  const menu = page.getByRole('menu', { name: label });
  return { trigger, menu, items: menu.getByRole('menuitem'), name: label.replace(/^Trigger /, '') };
}

/** APG's checkFocus: the item at `index` is the active element. */
const expectFocusOn = (items: Locator, index: number) => expect(items.nth(index)).toBeFocused();

async function openWith(page: Page, { trigger, menu }: Menu, key: string) {
  await trigger.focus();
  await page.keyboard.press(key);
  await expect(menu).toBeVisible();
}

async function closeWithEscape(page: Page, { trigger, menu }: Menu) {
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();
}

test('the row-actions menu passes the APG menu button regression tests @slow', async ({ page }) => {
  test.slow();
  // A link item opens a new tab; answer it here, so no test leaves the machine.
  await page
    .context()
    .route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>customer</title>' }),
    );
  await showStory(page, 'paginated-table--demo');
  const m = await rowMenu(page, 2);
  const { trigger, menu, items, name } = m;

  await test.step('menu-button-aria-haspopup: the trigger says it opens a menu', async () => {
    // APG's example uses "true"; "menu" is its explicit ARIA 1.2 equivalent.
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveRole('button');
  });

  await test.step('menu-button-aria-expanded: false (or absent) when closed, true when open', async () => {
    await expect(trigger).not.toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveCount(0);
    await openWith(page, m, 'ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(items.first()).toBeVisible();
  });

  await test.step('menu-button-aria-controls: the trigger controls the open menu', async () => {
    const controls = await trigger.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    await expect(page.locator(`[id="${controls}"]`)).toHaveRole('menu');
  });

  await test.step('menu-role, menu-aria-labelledby: a menu named by its trigger', async () => {
    await expect(menu).toHaveCount(1);
    const labelledby = await menu.getAttribute('aria-labelledby');
    expect(labelledby).toBe(await trigger.getAttribute('id'));
    await expect(menu).toHaveAccessibleName(`Trigger ${name}`);
  });

  await test.step('menuitem-role, menuitem-tabindex: items are menuitems out of the Tab order', async () => {
    await expect(items).toHaveText([`Action for ${name}`, `External link for ${name}`]);
    for (const item of await items.all()) await expect(item).toHaveAttribute('tabindex', '-1');
    await closeWithEscape(page, m);
  });

  for (const key of ['Enter', ' ', 'ArrowDown'] as const) {
    await test.step(`menu-button-key-open: ${JSON.stringify(key)} on the trigger opens on the first item`, async () => {
      await openWith(page, m, key);
      await expectFocusOn(items, 0);
      await closeWithEscape(page, m);
    });
  }

  await test.step('menu-button-key-up-arrow: ArrowUp on the trigger opens on the last item', async () => {
    await openWith(page, m, 'ArrowUp');
    await expectFocusOn(items, 1);
    await closeWithEscape(page, m);
  });

  await test.step('menu-key-enter: Enter on the action runs it, closes, refocuses the trigger', async () => {
    await openWith(page, m, 'ArrowDown');
    const dialog = page.waitForEvent('dialog');
    const pressed = page.keyboard.press('Enter');
    const alert = await dialog;
    expect(alert.message()).toBe('you clicked');
    await alert.dismiss();
    await pressed;
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  await test.step('menu-key-enter (links): Enter on the link item opens it', async () => {
    await openWith(page, m, 'ArrowUp');
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const opened = await popup;
    await expect(opened).toHaveURL(/^https:\/\/example\.com\/customers\//);
    await opened.close();
    await expect(menu).toHaveCount(0);
  });

  await test.step('beyond APG: Space on the link item opens it too', async () => {
    await openWith(page, m, 'ArrowUp');
    const popup = page.waitForEvent('popup');
    await page.keyboard.press(' ');
    const opened = await popup;
    await expect(opened).toHaveURL(/^https:\/\/example\.com\/customers\//);
    await opened.close();
    await expect(menu).toHaveCount(0);
  });

  await test.step('beyond APG: Space on the action item runs it', async () => {
    await openWith(page, m, 'ArrowDown');
    const dialog = page.waitForEvent('dialog');
    const pressed = page.keyboard.press(' ');
    const alert = await dialog;
    await alert.dismiss();
    await pressed;
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  await test.step('menu-key-escape: Escape on each item closes without acting', async () => {
    for (const index of [0, 1]) {
      await openWith(page, m, 'ArrowDown');
      if (index === 1) await page.keyboard.press('ArrowDown');
      await expectFocusOn(items, index);
      await closeWithEscape(page, m);
    }
    await expect(page).toHaveURL(/story=paginated-table--demo/);
  });

  await test.step('menu-key-down-arrow: ArrowDown moves on and wraps to the first', async () => {
    await openWith(page, m, 'ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(items, 1);
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(items, 0);
  });

  await test.step('menu-key-up-arrow: ArrowUp wraps to the last and moves back', async () => {
    await page.keyboard.press('ArrowUp');
    await expectFocusOn(items, 1);
    await page.keyboard.press('ArrowUp');
    await expectFocusOn(items, 0);
  });

  await test.step('menu-key-home, menu-key-end: from every item', async () => {
    for (const index of [0, 1]) {
      await items.nth(index).focus();
      await page.keyboard.press('Home');
      await expectFocusOn(items, 0);
      await items.nth(index).focus();
      await page.keyboard.press('End');
      await expectFocusOn(items, 1);
    }
  });

  await test.step('menu-key-character: a letter moves to the next item starting with it', async () => {
    // Items: "Action for …", "External link for …". APG's table: [key, from, to].
    for (const [key, from, to] of [
      ['e', 0, 1],
      ['a', 1, 0],
      ['x', 0, 0],
      ['E', 0, 1],
      ['e', 1, 1],
    ] as const) {
      await items.nth(from).focus();
      await page.keyboard.press(key);
      await expectFocusOn(items, to);
    }
    await expect(menu).toBeVisible();
    await closeWithEscape(page, m);
  });

  await test.step('beyond APG: Tab closes the menu and moves to the next row’s trigger', async () => {
    await openWith(page, m, 'ArrowDown');
    await page.keyboard.press('Tab');
    await expect(menu).toHaveCount(0);
    await expect((await rowMenu(page, 3)).trigger).toBeFocused();
  });

  await test.step('beyond APG: Shift+Tab closes the menu and lands on its own trigger', async () => {
    await openWith(page, m, 'ArrowDown');
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  await test.step('beyond APG: a click outside closes the menu', async () => {
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toHaveCount(0);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the menu sits in the table’s region, beside its trigger, and nothing clips it @slow', async ({
  page,
}) => {
  // Tall enough for the menu to open downwards, past the scroll area's bottom edge.
  await page.setViewportSize({ width: 1000, height: 1400 });
  await showStory(page, 'paginated-table--demo', { extra: { nextCursor: '35' } });
  const area = page.getByRole('region', { name: 'Customers table', exact: true });
  // The last row's menu would overflow the bottom of the scroll area.
  await area.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  const m = await rowMenu(page, 44);
  await expect(m.trigger).toBeInViewport();
  await m.trigger.click();
  await expect(m.menu).toBeVisible();
  // In the page's structure: inside the table's region landmark, not a stray <body> child.
  await expect(area.getByRole('menu')).toHaveCount(1);

  const triggerBox = await rectOf(m.trigger);
  const menuBox = await rectOf(m.menu);
  const areaBox = await rectOf(area);
  // Just below its trigger and end-aligned with it (placement bottom-end, 4 px apart).
  expect(menuBox.y - (triggerBox.y + triggerBox.height)).toBeCloseTo(4, 0);
  const end = (rect: { x: number; width: number }) => rect.x + rect.width;
  expect(Math.abs(end(menuBox) - end(triggerBox))).toBeLessThanOrEqual(1);
  // It reaches below the scroll area, which would clip a menu drawn inside it.
  expect(menuBox.y + menuBox.height).toBeGreaterThan(areaBox.y + areaBox.height);
  // Every item is the topmost element where it is drawn: no scroll area, sticky cell or
  // header paints over it, even where it reaches outside the scroll area.
  for (const item of await m.items.all()) {
    const hit = await item.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return top === element || element.contains(top);
    });
    expect(hit).toBe(true);
  }
});
