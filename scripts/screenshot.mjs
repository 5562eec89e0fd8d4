// Takes the README's screenshot of the demo page from the built playground.
// Usage: npm run build:playground && npm run screenshot
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const port = 61002;
const out = new URL('../docs/playground.png', import.meta.url);

function executablePath() {
  if (existsSync(chromium.executablePath())) return undefined;
  const system = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
    existsSync(path),
  );
  if (!system) throw new Error('No Chromium found: run `npx playwright install chromium`.');
  return system;
}

const server = spawn('npx', ['ladle', 'preview', '--outDir', 'build', '--port', String(port)], {
  stdio: 'ignore',
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
  await page.getByRole('table', { name: 'Customers table', exact: true }).waitFor();
  await page.getByRole('region', { name: 'Customers table', exact: true }).evaluate((area) => {
    area.scrollLeft = 160;
  });
  await page.screenshot({ path: out.pathname });
  await browser.close();
  console.log(`Wrote ${out.pathname}`);
} finally {
  server.kill();
}
