// Takes the docs' pictures of the demo page from the built playground: the page at rest for the
// README (docs/playground.png), and the two-pinned table scrolled sideways for the layout page
// (docs/pinning.png). Usage: npm run build:playground && npm run screenshot
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const port = Number(process.env.SCREENSHOT_PORT ?? 61002);
const docs = new URL('../docs/', import.meta.url);

function executablePath() {
  if (existsSync(chromium.executablePath())) return undefined;
  const system = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
    existsSync(path),
  );
  if (!system) throw new Error('No Chromium found: run `npx playwright install chromium`.');
  return system;
}

// Its own process group: npx starts Ladle as a child, and both must stop at the end.
const server = spawn('npx', ['ladle', 'preview', '--outDir', 'build', '--port', String(port)], {
  stdio: 'ignore',
  detached: true,
});
try {
  const browser = await chromium.launch({ executablePath: executablePath() });
  const page = await browser.newPage({ viewport: { width: 1000, height: 820 } });
  for (let attempt = 0; ; attempt++) {
    try {
      await page.goto(`http://localhost:${port}/?mode=preview&story=paginated-table--demo`);
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const first = page.getByRole('table', { name: 'Customers table', exact: true });
  await first.waitFor();
  // At rest: nothing scrolled, every column measured.
  await page.locator('table[data-phase="fixed"]').first().waitFor();
  await page.screenshot({ path: new URL('playground.png', docs).pathname });

  // Pinning: the second table scrolled sideways, so columns pass under the pinned ones.
  const pinned = page.getByRole('region', { name: /pinned/i });
  await pinned.scrollIntoViewIfNeeded();
  await pinned.evaluate((area) => {
    area.scrollLeft = 260;
  });
  const frame = await pinned.boundingBox();
  if (!frame) throw new Error('The pinned table has no box');
  await page.screenshot({
    path: new URL('pinning.png', docs).pathname,
    clip: { x: frame.x, y: frame.y, width: frame.width, height: Math.min(frame.height, 360) },
  });
  await browser.close();
  console.log('Wrote docs/playground.png and docs/pinning.png');
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
