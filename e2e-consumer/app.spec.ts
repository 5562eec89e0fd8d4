import { expect, test, type Page } from '@playwright/test';

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // A static preview has no favicon: the browser's request for one is not the app's doing.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  return problems;
}

test('the packed library in a fresh Vite app: samples render, a column resizes, no console errors', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/');

  await test.step(`runs on React ${process.env.CONSUMER_REACT ?? '(any)'}`, async () => {
    const app = page.locator('main[data-react-version]');
    await expect(app).toHaveAttribute('data-react-version', process.env.CONSUMER_REACT ?? /./);
  });

  await test.step('every docs sample renders', async () => {
    await expect(page.getByText('3 samples')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Planets' }).locator('tbody tr')).toHaveCount(3);
    await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody tr')).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Livres' }).locator('tbody tr')).toHaveCount(2);
    await expect(page.getByText('Showing 3 of 3')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Charger plus' })).toBeVisible();
  });

  await test.step('a column resizes by drag', async () => {
    const header = page.getByRole('columnheader', { name: 'Moons' });
    const handle = page.getByRole('separator', { name: 'Resize Moons' });
    const before = (await header.boundingBox())?.width ?? 0;
    expect(before).toBeGreaterThan(0);
    const box = await handle.boundingBox();
    if (!box) throw new Error('the resize handle has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, y, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 80, y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await header.boundingBox())?.width).toBeCloseTo(before + 80, -1);
  });

  await test.step('the table stays legible on a black page', async () => {
    await page.goto('/?page=black');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await expect(page.getByRole('cell', { name: 'Jupiter' })).toHaveCSS(
      'background-color',
      'rgb(255, 255, 255)',
    );
  });

  expect(problems).toEqual([]);
});
