import { expect, test } from './fixtures.js';
import { rectOf } from '../playwright/geometry.js';

// Ladle sorts query keys and pushes its own sorted copy, so the URL is written sorted.
const story = '/?mode=preview&story=paginated-table--features--persisted-widths';

test('widths a user chose, by a drag or by two clicks, survive a reload; reset forgets them @slow', async ({
  page,
}) => {
  await page.goto(story);
  const header = page.getByRole('columnheader', { name: 'Country', exact: true });
  const separator = page.getByRole('separator', { name: 'Resize Country', exact: true });
  await expect(separator).toHaveAttribute('aria-valuenow', /^\d+$/);
  const measured = Number(await separator.getAttribute('aria-valuenow'));

  // By pointer: press on the handle, move 70px towards the inline end, release.
  const box = await rectOf(separator);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 70, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(separator).toHaveAttribute('aria-valuenow', String(measured + 70));

  await page.reload();
  await expect(separator).toHaveAttribute('aria-valuenow', String(measured + 70));
  expect(Math.round((await rectOf(header)).width)).toBe(measured + 70);

  // Enter resets: the stored width goes, and the next reload measures again.
  await separator.focus();
  await page.keyboard.press('Enter');
  await expect(separator).toHaveAttribute('aria-valuenow', String(measured));
  await page.reload();
  await expect(separator).toHaveAttribute('aria-valuenow', String(measured));

  // By two clicks, no drag (WCAG 2.5.7): on the handle, then where the edge goes in the head.
  // Saved alike.
  const again = await rectOf(separator);
  await page.mouse.click(again.x + again.width / 2, again.y + again.height / 2);
  await page.mouse.click(again.x + again.width / 2 + 40, again.y + again.height / 2);
  await expect(separator).toHaveAttribute('aria-valuenow', String(measured + 40));
  await page.reload();
  await expect(separator).toHaveAttribute('aria-valuenow', String(measured + 40));
});
