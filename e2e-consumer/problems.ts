import { expect, type Locator, type Page } from '@playwright/test';

/** Console errors and warnings, and uncaught errors (React reports hydration errors so). */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // A static preview has no favicon: the browser's request for one is not the app's doing.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  return problems;
}

/** Drags the resize handle of `header` by `by` pixels and expects the column to follow. */
export async function dragResizes(page: Page, table: Locator, header: string, by = 80) {
  const cell = table.getByRole('columnheader', { name: header });
  const handle = table.getByRole('separator', { name: `Resize ${header}` });
  const before = (await cell.boundingBox())?.width ?? 0;
  expect(before).toBeGreaterThan(0);
  const box = await handle.boundingBox();
  if (!box) throw new Error('the resize handle has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + by / 2, y, { steps: 4 });
  await page.mouse.move(x + by, y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await cell.boundingBox())?.width).toBeCloseTo(before + by, -1);
}
