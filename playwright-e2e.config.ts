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
  use: { baseURL: `http://localhost:${port}` },
  // axe inspects the DOM and computed styles, which do not depend on the engine: it runs in
  // Chromium only, keeping npm test within its two-minute budget. Behaviour runs in both.
  projects: browserProjects().map((project) =>
    project.name === 'chromium' ? project : { ...project, testIgnore: /a11y\.spec\.ts/ },
  ),
  webServer: {
    command: `npm run build:playground && npx ladle preview --outDir build --port ${port}`,
    url: `http://localhost:${port}`,
    // Always a fresh build: a server left running would test stale files.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
  },
});
