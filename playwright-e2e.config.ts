import { defineConfig } from '@playwright/test';
import { browserProjects } from './playwright.browsers.js';

// E2E_PORT lets several checkouts run the suite side by side.
const port = Number(process.env.E2E_PORT ?? 61003);

// Runs against the static playground build, the same files a deploy would serve.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  reporter: 'list',
  // React's development build (below) renders slower than production.
  expect: { timeout: 10_000 },
  use: { baseURL: `http://localhost:${port}` },
  // Tests tagged @chromium-only run in Chromium alone: the all-story axe sweep (axe reads the
  // DOM and computed styles, which barely depend on the engine; Firefox checks the key states)
  // and Chromium's accessibility tree over CDP. Everything else runs in both browsers.
  projects: browserProjects().map((project) =>
    project.name === 'chromium' ? project : { ...project, grepInvert: /@chromium-only/ },
  ),
  webServer: {
    // React's development build, so the e2e console guard sees React's own warnings too.
    command: `NODE_ENV=development npm run build:playground && npx ladle preview --outDir build --port ${port}`,
    url: `http://localhost:${port}`,
    // Always a fresh build: a server left running would test stale files.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
  },
});
